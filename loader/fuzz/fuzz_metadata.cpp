// libFuzzer target for the metadata text and binary paths: YAML -> msgpack -> YAML and
// msgpack -> typed view. Inputs starting with 0x80-0xdf are taken as msgpack, others as YAML.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "codeobject/metadata.h"
#include "codeobject/msgpack_doc.h"
#include "support/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gfxsim::codeobj;
  try {
    if (size && data[0] >= 0x80 && data[0] <= 0xdf) {
      MpNode doc = decodeMsgpack(std::span<const uint8_t>(data, size));
      (void)emitYaml(doc);
      (void)encodeMsgpack(doc);
      (void)parseMetadata(doc, "fuzz");
    } else {
      std::string_view text(reinterpret_cast<const char*>(data), size);
      MpNode doc = parseYaml(text);
      std::string yaml = emitYaml(doc);
      (void)encodeMsgpack(doc);
      (void)verifyMetadata(doc, false);
      // What we print must parse back (floats excepted: LLVM prints them lossily).
      (void)parseYaml(yaml);
    }
  } catch (const gfxsim::Error&) {
  }
  return 0;
}
