// Matches a parsed instruction against the ISA description rows of its mnemonic and
// encodes it. Everything about bit positions and numbers comes from the description.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "asm/operand_parser.h"
#include "isa/description.h"

namespace gfxsim::as {

struct Fixup {
  enum class Kind : uint8_t { Branch16, Literal32, Field };
  Kind kind;
  unsigned offset;           // byte offset within the instruction
  const isa::Field* field;   // Kind::Field: the field to patch
  unsigned instSize;         // for Branch16: the size of the instruction (pc of next)
  Expr* expr;                // owned by the ParsedInst operand (moved into Encoded::exprs)
};

struct Encoded {
  std::array<uint8_t, 20> bytes{};
  unsigned size = 0;
  const isa::Inst* row = nullptr;
  std::vector<Fixup> fixups;
  std::vector<ExprPtr> exprs;  // owns the fixup expressions
  // Registers referenced, for .amdgcn.next_free_vgpr / _sgpr.
  int maxVgpr = -1, maxSgpr = -1, maxAgpr = -1;
};

struct EncodeOptions {
  bool wave64 = true;
};

// Throws Error (file:line:col) when no row matches; the message explains the closest
// candidate's problem.
Encoded encodeInstruction(ParsedInst& pi, const isa::Description& d, const EncodeOptions& opt, const std::string& file);


}  // namespace gfxsim::as
