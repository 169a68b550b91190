// libFuzzer target for the metadata text and binary paths: YAML -> msgpack -> YAML and
// msgpack -> typed view, and the amdhsa.printf entries of either (each format parsed, and each
// conversion printed once, as the runtime prints a record). Inputs starting with 0x80-0xdf are
// taken as msgpack, others as YAML.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "codeobject/metadata.h"
#include "codeobject/msgpack_doc.h"
#include "codeobject/printf_metadata.h"
#include "support/error.h"
#include "support/printf_format.h"

namespace {
void printfEntries(const gfxsim::codeobj::MpNode& doc) {
  using namespace gfxsim;
  const codeobj::MpNode* p = doc.find("amdhsa.printf");
  if (!p || !p->isArray()) return;
  std::vector<std::string> entries;
  for (const auto& e : p->array)
    if (e.isString()) entries.push_back(e.s);
  for (const auto& [id, f] : codeobj::parsePrintfFormats(entries, "fuzz")) {
    printf_format::Parsed parsed = printf_format::parse(f.format);
    for (const auto& piece : parsed.pieces) {
      if (!piece.isSpec) continue;
      if (piece.spec.isString()) (void)printf_format::formatString(piece.spec, "s");
      else if (piece.spec.isFloat()) (void)printf_format::formatFloat(piece.spec, -1.5);
      else if (piece.spec.isPointer()) (void)printf_format::formatPointer(piece.spec, 0x1000);
      else (void)printf_format::formatInteger(piece.spec, ~uint64_t{0});
    }
  }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gfxsim::codeobj;
  try {
    if (size && data[0] >= 0x80 && data[0] <= 0xdf) {
      MpNode doc = decodeMsgpack(std::span<const uint8_t>(data, size));
      (void)emitYaml(doc);
      (void)encodeMsgpack(doc);
      (void)parseMetadata(doc, "fuzz");
      printfEntries(doc);
    } else {
      std::string_view text(reinterpret_cast<const char*>(data), size);
      MpNode doc = parseYaml(text);
      std::string yaml = emitYaml(doc);
      (void)encodeMsgpack(doc);
      (void)verifyMetadata(doc, false);
      printfEntries(doc);
      // What we print must parse back (floats excepted: LLVM prints them lossily).
      (void)parseYaml(yaml);
    }
  } catch (const gfxsim::Error&) {
  }
  return 0;
}
