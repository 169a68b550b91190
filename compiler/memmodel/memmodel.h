// The memory-model lowering table: for an LLVM-style atomic access or fence, the machine-level
// sequence (waits, cache-policy bits on the access, cache maintenance) that implements it on a
// target. The data lives in compiler/memmodel/<family>.mm (embedded at build time), transcribed
// from the AMDGPUUsage code-sequence tables; this library parses it, answers look-ups and renders
// sequences as assembly text. tests/unit/compiler/memmodel/test_memmodel.cpp checks it against llc-19.
//
// Table syntax (one row per line, '#' starts a comment):
//   family <name>                  once, first
//   targets <gpu> ...              the -mcpu names the table answers for
//   modes <m> ... | -              execution modes, first = default (wgp cu, notgsplit tgsplit),
//                                  '-' = none
//   <id> <ops> <orders> <scopes> <spaces> : <before> | <bits> | <after>
// ops: load store rmw cmpxchg fence; orders: monotonic acquire release acq_rel seq_cst;
// scopes: st wf wg ag sy (each row also answers the -one-as variant); spaces: global local
// generic, or '-' for fence rows. Lists are comma separated, '-' is an empty field.
// A step is wait(<counter>,...), counters named as the targets' ISA descriptions name them
// (vmcnt lgkmcnt vscnt; each must be a counter of every target), or a maintenance mnemonic (buffer_wbinvl1_vol, buffer_gl0_inv,
// buffer_gl1_inv, buffer_wbl2, buffer_invl2, buffer_inv), with its scope bits in parentheses where
// it takes some (gfx942: 'buffer_inv(sc0,sc1)'); each must be an instruction of the targets' ISA
// descriptions that accepts those bits. Bits are glc slc dlc sc0 sc1 nt. Any counter, step
// or bit may carry conditions '!<c>', each omitting it when <c> holds: 'ocl' (a -one-as scope), a
// mode of the family ('!cu': CU mode; '!notgsplit': the GFX90A table's "If not TgSplit execution
// mode, omit") or a target of the family ('!gfx1100': that target only). Targets and modes
// come first.
// Counter 'rtn' = the counters the atomic counts in, as the description's `counts` lines say:
// vmcnt if it returns a value, vscnt otherwise on GFX10+ (vmcnt on GFX9). A returning global/flat
// atomic also carries the description's return bit (glc; sc0 on gfx942), added by render() and
// the compiler: it is the instruction's form, not a cache policy, so the rows do not name it.
// Every legal (op, order, scope, space) must match exactly one row: parse() checks this.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "isa/counters.h"

namespace gfxsim::memmodel {

enum class Op : uint8_t { Load, Store, Rmw, Cmpxchg, Fence };
enum class Order : uint8_t { Monotonic, Acquire, Release, AcqRel, SeqCst };
enum class Scope : uint8_t { SingleThread, Wavefront, Workgroup, Agent, System };
enum class Space : uint8_t { Global, Local, Generic, None };  // None: fences

enum CacheBit : uint8_t { kGlc = 1, kSlc = 2, kDlc = 4, kSc0 = 8, kSc1 = 16, kNt = 32 };
enum class Maint : uint8_t { Wbinvl1Vol, Gl0Inv, Gl1Inv, Wbl2, Invl2, Inv };

struct Step {
  enum class Kind : uint8_t { Wait, Access, Maintenance } kind = Kind::Wait;
  isa::CounterMask counters = 0;  // Wait: the target's counters, each waited to zero
  uint8_t bits = 0;      // Access: CacheBit mask; Maintenance: its scope bits (buffer_inv sc1)
  Maint maint = Maint::Wbinvl1Vol;
  bool operator==(const Step&) const = default;
};

struct Sequence {
  std::vector<Step> steps;  // in program order; fences have no Access step
  std::string row;          // the table row id that produced it, e.g. "A5"
  int line = 0;             // and its line in the table file
};

struct Query {
  std::string target;       // -mcpu name, e.g. "gfx1030"
  std::string mode;         // "" = the family's default; "cu"/"wgp" for gfx10, "tgsplit" for gfx90a
  Op op = Op::Load;
  Order order = Order::Monotonic;
  Scope scope = Scope::System;
  bool oneAs = false;       // syncscope("<scope>-one-as")
  Space space = Space::Global;
  bool returns = true;      // rmw/cmpxchg result used (selects vm vs. vs for 'rtn')
};

// Is (op, order) a legal LLVM atomic combination (load: no release/acq_rel, ...)?
bool legal(Op op, Order order);

// The one ordering a cmpxchg with (success, failure) orderings is lowered with: LLVM's
// getMergedAtomicOrdering, as the AMDGPU memory legalizer uses (release + acquire = acq_rel).
Order mergedCmpxchgOrder(Order success, Order failure);

// OpenCL C's sync scopes, as clang-19 maps them onto AMDGPU's (the compiler and the litmus
// tool both ask this, so they query the table alike): an atomic orders only its own address
// space ("<scope>-one-as") unless it is seq_cst (OpenCL 2.0 3.3.6: seq_cst orders global and
// local memory together); a fence is "-one-as" unless it is seq_cst or its flags name local
// memory (CLK_LOCAL_MEM_FENCE), when it must order LDS and global accesses both.
bool openclOneAs(Op op, bool seqCst, bool fenceOrdersLocal = false);

class Table {
 public:
  // Parses and checks one family table; throws std::runtime_error("<file>:<line>: ...").
  static Table parse(std::string_view text, const std::string& file);
  const std::string& family() const { return family_; }
  const std::vector<std::string>& targets() const { return targets_; }
  const std::vector<std::string>& modes() const { return modes_; }
  // The sequence, or an error message (illegal combination, unknown mode...).
  std::optional<Sequence> lookup(const Query& q, std::string* error = nullptr) const;

  struct Item { std::string name; std::vector<std::string> unless; };  // unless: 'ocl', modes, targets
  struct StepSpec { bool wait = false; std::vector<Item> items; Item maint; uint8_t maintBits = 0; };
  struct Row {
    std::string id; int line = 0;
    uint8_t ops = 0, orders = 0, scopes = 0, spaces = 0;  // bit masks over the enums
    std::vector<StepSpec> before, after;
    std::vector<Item> bits;
  };

 private:
  std::string family_, file_;
  std::vector<std::string> targets_, modes_;
  std::vector<Row> rows_;
  const Row* find(Op, Order, Scope, Space) const;
};

// The built-in tables (embedded *.mm files), and the one that answers a target.
const std::vector<Table>& builtinTables();
const Table* tableFor(const std::string& target);
// Looks a query up in the built-in tables; nullopt with *error set when it cannot be answered.
std::optional<Sequence> lookup(const Query& q, std::string* error = nullptr);

// Renders a sequence as assembly, one instruction per element, for q.target. The access is
// written with placeholder registers (i32 data), e.g. "global_load_dword v1, v0, s[0:1] glc".
std::vector<std::string> render(const Sequence& s, const Query& q);

// Names, for messages and parsers ("load", "acq_rel", "agent", "generic", ...).
std::string_view name(Op);
std::string_view name(Order);
std::string_view name(Scope);  // full LLVM names: singlethread wavefront workgroup agent system
std::string_view name(Space);
std::optional<Op> parseOp(std::string_view);
std::optional<Order> parseOrder(std::string_view);
std::optional<Scope> parseScope(std::string_view);  // full names only
std::optional<Space> parseSpace(std::string_view);
std::string_view maintMnemonic(Maint);
std::string_view bitName(unsigned index);  // bit 'index' of a CacheBit mask: 0 = glc ... 5 = nt
// " sc0 sc1": a CacheBit mask as assembly modifiers, each after a space, in llvm-mc's order.
std::string bitsText(uint8_t bits);
// A maintenance step as assembly, with its scope bits: "buffer_inv sc0 sc1".
std::string maintText(const Step& s);
// The bit that makes a global/flat atomic return the pre-op value on a target: kGlc, or kSc0
// where the target's ISA description names the FLAT format's bit so (gfx942).
uint8_t returnBit(const std::string& target);

}  // namespace gfxsim::memmodel
