#include "asm/object_emitter.h"

#include "codeobject/elf_reader.h"
#include "codeobject/kernel_descriptor.h"
#include "codeobject/metadata.h"
#include "codeobject/msgpack_doc.h"
#include "support/error.h"

namespace gfxsim::as {

codeobj::ObjectImage buildObjectImage(const AsmResult& res) {
  codeobj::ObjectImage img;
  img.target = res.target;
  img.codeObjectVersion = res.codeObjectVersion;
  for (const auto& s : res.sections) {
    codeobj::Section out;
    out.name = s.name;
    out.type = s.type;
    out.flags = s.flags;
    out.align = s.align;
    out.bytes = s.bytes;
    out.nobitsSize = s.nobitsSize;
    out.entsize = s.entsize;
    img.sections.push_back(std::move(out));
  }
  // Kernel descriptors: the directives, checked and completed like llvm-mc does.
  std::vector<codeobj::KernelSummary> summaries;
  for (const auto& k : res.kernels) {
    codeobj::KdBuilder b(res.target, res.codeObjectVersion);
    for (size_t i = 0; i < k.directives.size(); ++i) {
      try {
        b.set(k.directives[i].first, k.directives[i].second);
      } catch (const Error& e) {
        throw Error(SourceLoc{res.fileName, k.directiveLines[i], 0}, e.what());
      }
    }
    codeobj::KernelDescriptor kd;
    try {
      kd = b.finish();
    } catch (const Error& e) {
      throw Error(SourceLoc{res.fileName, k.line, 0}, "kernel '" + k.name + "': " + e.what());
    }
    auto bytes = kd.encode();
    auto& sec = img.sections[static_cast<size_t>(k.section)].bytes;
    std::copy(bytes.begin(), bytes.end(), sec.begin() + static_cast<long>(k.offset));
    codeobj::KernelSummary sum;
    sum.name = k.name;
    sum.kd = kd;
    for (const auto& [d, v] : k.directives) {
      if (d == ".amdhsa_next_free_vgpr") sum.vgprCount = static_cast<unsigned>(v);
      if (d == ".amdhsa_next_free_sgpr") sum.sgprCount = static_cast<unsigned>(v);
    }
    summaries.push_back(std::move(sum));
  }
  for (const auto& s : res.symbols) {
    codeobj::Symbol out;
    out.name = s.name;
    out.section = s.section >= 0 ? res.sections[static_cast<size_t>(s.section)].name : "";
    out.value = s.value;
    out.size = s.size;
    out.type = s.type;
    out.bind = s.bind;
    out.visibility = s.visibility;
    img.symbols.push_back(std::move(out));
  }
  for (const auto& r : res.relocs) {
    codeobj::Reloc out;
    out.section = res.sections[static_cast<size_t>(r.section)].name;
    out.offset = r.offset;
    out.type = r.type;
    out.symbol = r.symSection >= 0 ? res.sections[static_cast<size_t>(r.symSection)].name : r.symbol;
    out.addend = r.addend;
    img.relocs.push_back(std::move(out));
  }
  if (res.metadataYaml) {
    img.metadataMsgpack = codeobj::yamlToMsgpack(*res.metadataYaml, res.fileName, res.metadataLine);
  } else if (!summaries.empty()) {
    img.metadataMsgpack = codeobj::encodeMsgpack(codeobj::generateMetadata(res.target, res.codeObjectVersion, summaries));
  }
  return img;
}

std::vector<uint8_t> buildCodeObject(const AsmResult& res, bool relocatable) {
  codeobj::ObjectImage img = buildObjectImage(res);
  std::vector<uint8_t> bytes;
  try {
    bytes = relocatable ? codeobj::writeRelocatable(img) : codeobj::writeShared(img);
  } catch (const Error& e) {  // what the writers refuse is this source's: name it
    throw Error(res.fileName + ": error: " + e.what());
  }
  // llvm-mc writes whatever the source says, also metadata naming a kernel descriptor the file
  // does not define; no loader takes such an object. What the reader refuses is refused here.
  try {
    (void)codeobj::readCodeObject(bytes, res.fileName);
  } catch (const Error& e) {
    std::string_view m = e.what();
    if (m.starts_with(res.fileName + ": ")) m.remove_prefix(res.fileName.size() + 2);
    throw Error(res.fileName + ": error: the code object would not load: " + std::string(m));
  }
  return bytes;
}

}  // namespace gfxsim::as
