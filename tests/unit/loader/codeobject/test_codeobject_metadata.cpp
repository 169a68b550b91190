// Metadata: YAML -> msgpack against llvm-mc-19's note bytes, msgpack -> YAML against
// llvm-readelf-19, the typed view and the generator.
#include <doctest/doctest.h>

#include <sstream>

#include "codeobject/elf_reader.h"
#include "codeobject/metadata.h"
#include "support/codeobject_util.h"

using namespace gfxsim;
using namespace gfxsim::codeobj;
using namespace gfxsim::cotest;

namespace {

struct MdCase {
  std::string yaml, expect, error, readelf;
  int line = 0;
};

std::vector<MdCase> loadCases() {
  std::istringstream in(readText(dataDir() / "metadata_cases.txt"));
  std::vector<MdCase> out;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() || line[0] == '#') continue;
    if (line == "case") {
      out.emplace_back();
      out.back().line = n;
    } else if (line.rfind("| ", 0) == 0 || line == "|") {
      out.back().yaml += (line.size() > 2 ? line.substr(2) : "") + "\n";
    } else if (line.rfind("> ", 0) == 0 || line == ">") {
      out.back().readelf += (line.size() > 2 ? line.substr(2) : "") + "\n";
    } else if (line.rfind("expect ", 0) == 0) {
      out.back().expect = line.substr(7);
    } else if (line.rfind("error ", 0) == 0) {
      out.back().error = line.substr(6);
    }
  }
  return out;
}

std::string yamlBlock(const std::string& asmText) {
  auto b = asmText.find(".amdgpu_metadata\n");
  auto e = asmText.find(".end_amdgpu_metadata");
  REQUIRE(b != std::string::npos);
  REQUIRE(e != std::string::npos);
  b += std::string(".amdgpu_metadata\n").size();
  std::string y = asmText.substr(b, e - b);
  return y;
}

const std::vector<std::string> kSources = {
    "vadd-gfx900.s",  "vadd-gfx90a.s",  "vadd-gfx1030.s", "vadd-gfx1100.s", "vadd-cov4-gfx900.s", "multi-gfx900.s",
    "multi-gfx1100.s", "kinds-gfx900.s", "kinds-gfx1100.s", "saxpy-gfx90a.s", "saxpy-gfx1100.s",
    "src/asm-store42.s", "src/asm-data.s", "src/asm-gfx1100.s"};

std::string objectFor(const std::string& src) {
  if (src == "src/asm-store42.s") return "asm-store42-gfx900.o";
  if (src == "src/asm-data.s") return "asm-data-gfx900.o";
  if (src == "src/asm-gfx1100.s") return "asm-gfx1100.o";
  return src.substr(0, src.size() - 2) + ".o";
}

}  // namespace

TEST_CASE("metadata: YAML -> msgpack matches llvm-mc-19 on clang-19 -S output") {
  for (const auto& src : kSources) {
    INFO(src);
    std::string yaml = yamlBlock(readText(dataDir() / src));
    auto ours = yamlToMsgpack(yaml, src);
    CodeObject co = readCodeObject(readBytes(dataDir() / objectFor(src)), objectFor(src));
    CHECK(hex(ours.data(), ours.size()) == hex(co.metadataMsgpack.data(), co.metadataMsgpack.size()));
  }
}

TEST_CASE("metadata: msgpack -> YAML matches llvm-readelf-19 --notes") {
  for (const auto& src : kSources) {
    std::string obj = objectFor(src);
    std::string notes = obj.substr(0, obj.size() - 2) + ".notes.txt";
    INFO(notes);
    CodeObject co = readCodeObject(readBytes(dataDir() / (obj.substr(0, obj.size() - 2) + ".hsaco")), obj);
    char size[32];
    std::snprintf(size, sizeof size, "0x%08zx", co.metadataMsgpack.size());
    std::string expected = "Displaying notes found in: .note\n  Owner                Data size \tDescription\n"
                           "  AMDGPU               " + std::string(size) + "\tNT_AMDGPU_METADATA (AMDGPU Metadata)\n" +
                           readelfNoteText(co.metadataMsgpack) + "\n";
    CHECK(expected == readText(dataDir() / notes));
  }
}

TEST_CASE("metadata: YAML edge cases against llvm-mc-19 and llvm-readelf-19 (committed goldens)") {
  auto cases = loadCases();
  REQUIRE(cases.size() > 100);
  int encoded = 0, rejected = 0;
  for (const auto& c : cases) {
    INFO("metadata_cases.txt:" << c.line << "\n" << c.yaml);
    if (!c.error.empty()) {
      INFO("llvm-mc-19: " << c.error);
      CHECK_THROWS_AS(yamlToMsgpack(c.yaml), Error);
      ++rejected;
      continue;
    }
    std::vector<uint8_t> bytes;
    try {
      bytes = yamlToMsgpack(c.yaml);
    } catch (const Error& e) {
      FAIL_CHECK("unexpected error: " << e.what());
      continue;
    }
    CHECK(hex(bytes.data(), bytes.size()) == c.expect);
    auto trim = [](std::string x) {
      while (!x.empty() && x.back() == '\n') x.pop_back();
      return x;
    };
    CHECK(trim(readelfNoteText(bytes)) == trim(c.readelf));
    ++encoded;
  }
  MESSAGE("metadata goldens: " << encoded << " encoded, " << rejected << " rejected");
}

TEST_CASE("metadata: YAML errors name the line") {
  try {
    parseYaml("a: 1\nb: [ 1, 2\n", "k.s", 10);
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).rfind("k.s:11:", 0) == 0);
  }
  try {
    parseYaml("a: 1\na: 2\n", "k.s", 5);
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("k.s:6:") == 0);
    CHECK(std::string(e.what()).find("duplicated mapping key 'a'") != std::string::npos);
  }
  CHECK_THROWS_AS(parseYaml("a:\n\t- 1\n"), Error);
  CHECK_THROWS_AS(parseYaml("a: *alias\n"), Error);
  CHECK_THROWS_AS(yamlToMsgpack("amdhsa.version: [1, 2]\n"), Error);  // amdhsa.kernels missing
}

TEST_CASE("metadata: typed view") {
  CodeObject co = readCodeObject(readBytes(dataDir() / "kinds-gfx900.hsaco"), "kinds-gfx900.hsaco");
  const auto& md = co.metadata;
  CHECK(md.versionMajor == 1);
  CHECK(md.versionMinor == 2);
  CHECK(md.target == "amdgcn-amd-amdhsa--gfx900");
  const KernelMetadata* k = md.findKernel("k_args");
  REQUIRE(k != nullptr);
  CHECK(k->symbol == "k_args.kd");
  CHECK(k->language == "OpenCL C");
  CHECK(k->languageVersion == std::vector<uint64_t>{2, 0});
  CHECK(k->reqdWorkgroupSize == std::vector<uint64_t>{64, 1, 1});
  CHECK(k->vecTypeHint == "float4");
  CHECK(k->wavefrontSize == 64);
  CHECK(k->kernargSegmentAlign == 16);
  REQUIRE(k->args.size() >= 14);
  CHECK(k->args[0].typeName == "int*");
  CHECK(k->args[0].addressSpace == AddressSpace::Global);
  CHECK(k->args[0].isConst);
  CHECK(k->args[0].isRestrict);
  CHECK(k->args[0].actualAccess == Access::ReadOnly);
  CHECK(k->args[1].isVolatile);
  CHECK(k->args[2].addressSpace == AddressSpace::Constant);
  CHECK(k->args[3].valueKind == ValueKind::DynamicSharedPointer);
  CHECK(k->args[3].pointeeAlign == 4u);
  CHECK(k->args[4].typeName == "pod_t");
  const KernelMetadata* img = md.findKernel("k_images");
  REQUIRE(img != nullptr);
  CHECK(img->args[0].valueKind == ValueKind::Image);
  CHECK(img->args[0].access == Access::ReadOnly);
  CHECK(img->args[2].valueKind == ValueKind::Sampler);
  CHECK(img->workgroupSizeHint == std::vector<uint64_t>{16, 4, 1});
  const KernelMetadata* pipe = md.findKernel("k_pipe");
  REQUIRE(pipe != nullptr);
  CHECK(pipe->args[0].valueKind == ValueKind::Pipe);
  CHECK(pipe->args[0].isPipe);
  const KernelMetadata* imp = md.findKernel("k_implicit");
  REQUIRE(imp != nullptr);
  CHECK(imp->hiddenArg(ValueKind::HiddenBlockCountX) != nullptr);
  CHECK(imp->hiddenArg(ValueKind::HiddenGridDims) != nullptr);
  for (const auto& a : imp->args)
    if (a.offset >= 8) CHECK(isHidden(a.valueKind));

  CodeObject hip = readCodeObject(readBytes(dataDir() / "saxpy-gfx1100.hsaco"), "saxpy");
  const KernelMetadata* s = hip.metadata.findKernel("saxpy");
  REQUIRE(s != nullptr);
  CHECK(s->wavefrontSize == 32);
  CHECK(s->kernargSegmentSize == 288);
  CHECK(s->hiddenArg(ValueKind::HiddenGroupSizeX) != nullptr);
  CHECK(s->hiddenArg(ValueKind::HiddenGroupSizeX)->size == 2);

  CodeObject v90a = readCodeObject(readBytes(dataDir() / "vadd-gfx90a.hsaco"), "vadd-gfx90a");
  CHECK(v90a.metadata.kernels[0].agprCount == 0u);
  CHECK(v90a.metadata.kernels[0].usesDynamicStack == false);
  CHECK(valueKindName(ValueKind::HiddenQueuePtr) == "hidden_queue_ptr");
  CHECK(parseValueKind("hidden_heap_v1") == ValueKind::HiddenHeapV1);
}

TEST_CASE("metadata: typed view errors name the kernel and field") {
  auto err = [](const std::string& yaml) -> std::string {
    try {
      MpNode doc = parseYaml(yaml);
      parseMetadata(doc, "f.hsaco");
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  std::string base = "amdhsa.version: [1, 2]\namdhsa.kernels:\n  - .name: kk\n    .symbol: kk.kd\n";
  std::string full = base +
                     "    .kernarg_segment_size: 8\n    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 0\n"
                     "    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n    .sgpr_count: 8\n"
                     "    .vgpr_count: 3\n    .max_flat_workgroup_size: 256\n";
  CHECK(err(full) == "");
  std::string e = err(base);
  CHECK(e.find("f.hsaco: metadata: kernel 'kk': .kernarg_segment_size: missing required field") == 0);
  e = err(full + "    .args:\n      - { .offset: 4, .size: 8, .value_kind: by_value }\n");
  CHECK(e.find("kernel 'kk': .args[0]: .offset") != std::string::npos);
  e = err(full + "    .args:\n      - { .offset: 0, .size: 4, .value_kind: bogus }\n");
  CHECK(e.find("unknown value kind 'bogus'") != std::string::npos);
  e = err(base + "    .kernarg_segment_size: abc\n");
  CHECK(e.find(".kernarg_segment_size: expected an integer, found string") != std::string::npos);
  CHECK(err("amdhsa.version: [1, 2]\n").find("amdhsa.kernels: missing required field") != std::string::npos);
}

TEST_CASE("metadata: generator") {
  auto t = target("gfx900");
  KdBuilder b(t, 5);
  b.set(".amdhsa_next_free_vgpr", 3);
  b.set(".amdhsa_next_free_sgpr", 8);
  b.set(".amdhsa_kernarg_size", 16);
  b.set(".amdhsa_group_segment_fixed_size", 512);
  std::vector<KernelSummary> ks = {{"kern", b.finish(), 8u, 3u, std::nullopt}};
  MpNode doc = generateMetadata(t, 5, ks);
  MpNode copy = doc;
  CHECK(verifyMetadata(copy, true) == "");
  auto bytes = encodeMsgpack(doc);
  auto md = parseMetadata(bytes, "gen");
  REQUIRE(md.kernels.size() == 1);
  CHECK(md.versionMinor == 2);
  CHECK(md.target == "amdgcn-amd-amdhsa--gfx900");
  CHECK(md.kernels[0].symbol == "kern.kd");
  CHECK(md.kernels[0].kernargSegmentSize == 16);
  CHECK(md.kernels[0].groupSegmentFixedSize == 512);
  CHECK(md.kernels[0].wavefrontSize == 64);
  CHECK(md.kernels[0].maxFlatWorkgroupSize == 1024);
  CHECK(md.kernels[0].args.empty());
  // Round trip through YAML text.
  CHECK(yamlToMsgpack(emitYaml(doc)) == bytes);
  auto t4 = target("gfx1100");
  KdBuilder b4(t4, 4);
  b4.set(".amdhsa_next_free_vgpr", 9);
  b4.set(".amdhsa_next_free_sgpr", 1);
  std::vector<KernelSummary> ks4 = {{"w32", b4.finish(), std::nullopt, std::nullopt, std::nullopt}};
  auto md4 = parseMetadata(encodeMsgpack(generateMetadata(t4, 4, ks4)), "gen4");
  CHECK(md4.versionMinor == 1);
  CHECK(md4.kernels[0].wavefrontSize == 32);
  CHECK(md4.kernels[0].vgprCount == 16);
  CHECK(md4.document.find("amdhsa.kernels")->array[0].find(".uses_dynamic_stack") == nullptr);
}

TEST_CASE("metadata: generated YAML assembles with llvm-mc-19 to the same bytes (live)") {
  if (!haveTool("llvm-mc-19") || !haveTool("llvm-objcopy-19")) {
    MESSAGE("llvm-mc-19 not on PATH: live tier skipped");
    return;
  }
  TempDir tmp;
  for (const std::string tn : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) {
    auto t = target(tn);
    KdBuilder b(t, 5);
    b.set(".amdhsa_next_free_vgpr", 5);
    b.set(".amdhsa_next_free_sgpr", 7);
    if (t.info->hasArchVgprSplit) b.set(".amdhsa_accum_offset", 4);
    std::vector<KernelSummary> ks = {{"a", b.finish(), 7u, 5u, 0u}, {"b", b.finish(), std::nullopt, std::nullopt, 2u}};
    MpNode doc = generateMetadata(t, 5, ks);
    {
      std::ofstream f(tmp / "m.s");
      f << ".amdhsa_code_object_version 5\n.amdgpu_metadata\n" << emitYaml(doc) << ".end_amdgpu_metadata\n";
    }
    auto r = run("llvm-mc-19 " + mcArgs(tn) + " -filetype=obj " + (tmp / "m.s").string() + " -o " + (tmp / "m.o").string() +
                 " 2>&1");
    INFO(r.out);
    REQUIRE(r.status == 0);
    run("llvm-objcopy-19 -O binary --only-section=.note " + (tmp / "m.o").string() + " " + (tmp / "n.bin").string());
    auto note = readBytes(tmp / "n.bin");
    REQUIRE(note.size() > 20);
    std::vector<uint8_t> desc(note.begin() + 20, note.begin() + 20 + (note[4] | note[5] << 8 | note[6] << 16));
    CHECK(desc == encodeMsgpack(doc));
  }
}
