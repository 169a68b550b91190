// gfxsim cc's matrix built-ins (__builtin_amdgcn_mfma_* on gfx90a, __builtin_amdgcn_wmma_* on
// gfx1100 in wave32 and wave64). The kernels of tests/golden/mfma/mfma.cl and
// tests/golden/wmma/wmma.cl, whose clang-19 builds tests/unit/sim/func checks, are compiled by
// gfxsim cc at -O0 and -O2, run in the functional simulator and compared with the same host
// models (support/mfma_model.h, support/wmma_model.h). Every gfx90a MFMA built-in runs once
// more from a generated kernel (register images in, D's registers out, random CBSZ/ABID/BLGP).
// The MFMA hazards are checked on the assembly against the wait states clang-19 leaves (the
// golden mfma.s), and the errors for bad calls by their text. On gfx942, the kernels of
// tests/golden/mfma942/mfma942.cl (MFMA and SMFMAC) run from gfxsim cc's build against the
// host model, and every SMFMAC built-in runs from a generated kernel built by gfxsim cc and by
// clang-19 (when installed).
#include <doctest/doctest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/clang_rocm.h"
#include "support/codegen_util.h"
#include "support/error.h"
#include "support/mfma_model.h"
#include "support/test_util.h"
#include "support/wmma_model.h"

using namespace gfxsim;

namespace {

driver::CompileOutput cc(const std::string& src, const char* target, bool wave64, int opt, bool object = true) {
  driver::CompileOptions co;
  co.target = test::CgTarget{target, wave64}.id();
  co.optLevel = opt;
  co.wantObject = object;
  return driver::compileOpenCL(src, "matrix.cl", co);
}

std::string golden(const char* file) { return test::readText(test::sourcePath(std::string("tests/golden/") + file)); }

std::string errorOf(const std::string& src, const char* target, bool wave64 = false) {
  try {
    cc(src, target, wave64, 2, false);
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

// The OpenCL C name of a type of `lanes` elements of `elem` ("float", "half4", or a typedef'd
// ext_vector_type for the lane counts OpenCL has no name for).
std::string clType(const char* elem, unsigned lanes) {
  if (lanes == 1) return elem;
  return std::string(elem) + "x" + std::to_string(lanes);
}

// A kernel calling `builtin` on register images: lane l reads dword r of A, B and C at
// [r * 64 + l] and writes D's the same way.
// `builtin`: the name without __builtin_amdgcn_ (default: the row's, less `v_`); the last
// constant is BLGP, or NEG on gfx942's f64 rows.
std::string imageKernel(const test::mfma::Shape& s, const test::mfma::Mods& mods, std::string builtin = "") {
  if (builtin.empty()) builtin = s.name.substr(2);
  using test::mfma::T;
  auto elemOf = [](T t) { return t == T::F32 ? "float" : t == T::F16 ? "half" : t == T::BF16 ? "short" : t == T::I8 || t == T::I32 ? "int" : "double"; };
  unsigned inBits = s.in == T::I8 ? 32 : test::mfma::tbits(s.in), outBits = test::mfma::tbits(s.out);
  unsigned inLanes = s.inDw() * 32 / inBits, outLanes = s.outDw() * 32 / outBits;
  std::string src = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  std::set<std::string> declared;
  auto vec = [&](const char* e, unsigned n) {
    if (n > 1 && declared.insert(clType(e, n)).second) src += "typedef " + std::string(e) + " " + clType(e, n) + " __attribute__((ext_vector_type(" + std::to_string(n) + ")));\n";
  };
  vec(elemOf(s.in), inLanes);
  vec(elemOf(s.out), outLanes);
  vec("uint", s.inDw());
  vec("uint", s.outDw());
  std::string inT = clType(elemOf(s.in), inLanes), outT = clType(elemOf(s.out), outLanes);
  std::string inU = clType("uint", s.inDw()), outU = clType("uint", s.outDw());
  auto load = [&](const char* name, const char* buf, const std::string& u, unsigned n) {
    src += "  " + u + " " + name + ";\n";
    for (unsigned r = 0; r < n; ++r)
      src += "  " + std::string(name) + (n > 1 ? "[" + std::to_string(r) + "]" : "") + " = " + buf + "[" + std::to_string(r * 64) + " + l];\n";
  };
  src += "kernel void k(global const uint* A, global const uint* B, global const uint* C, global uint* D) {\n"
         "  int l = get_local_id(0);\n";
  load("ai", "A", inU, s.inDw());
  load("bi", "B", inU, s.inDw());
  load("ci", "C", outU, s.outDw());
  src += "  " + outT + " d = __builtin_amdgcn_" + builtin + "(__builtin_astype(ai, " + inT + "), __builtin_astype(bi, " + inT +
         "), __builtin_astype(ci, " + outT + "), " + std::to_string(mods.cbsz) + ", " + std::to_string(mods.abid) + ", " +
         std::to_string(s.out == test::mfma::T::F64 && s.gen == "gfx942" ? mods.neg : mods.blgp) + ");\n";
  src += "  " + outU + " du = __builtin_astype(d, " + outU + ");\n";
  for (unsigned r = 0; r < s.outDw(); ++r)
    src += "  D[" + std::to_string(r * 64) + " + l] = du" + (s.outDw() > 1 ? "[" + std::to_string(r) + "]" : "") + ";\n";
  return src + "}\n";
}

std::vector<uint64_t> runImageKernel(const std::vector<uint8_t>& obj, const test::mfma::Shape& s, const test::mfma::Mats& m) {
  using namespace test::mfma;
  auto aImg = packInput(s, m.a, true), bImg = packInput(s, m.b, false), cImg = packOutput(s, m.c);
  device::LaunchResult r = launchWave(obj, "matrix.cl", "k", {vecArg(aImg), vecArg(bImg), vecArg(cImg), bufferArg(nullptr, 4 * cImg.size())});
  std::vector<uint32_t> dImg(s.outDw() * 64);
  std::memcpy(dImg.data(), r.buffers[3].data(), 4 * dImg.size());
  return unpackOutput(s, dImg);
}

// A kernel calling SMFMAC `s` on register images: lane l reads dword r of A, B and C at
// [r * 64 + l] and its index at I[l], and writes D's dwords the same way. The lane comes from
// __builtin_amdgcn_workitem_id_x so that clang-19 builds it without the device library.
std::string sparseImageKernel(const test::mfma::Shape& s, unsigned cbsz, unsigned abid) {
  using test::mfma::T;
  const char* inE = s.in == T::F16 ? "half" : s.in == T::BF16 ? "short" : "int";  // fp8/bf8/i8 packed in ints
  const char* outE = s.out == T::I32 ? "int" : "float";
  unsigned inBits = s.in == T::F16 || s.in == T::BF16 ? 16 : 32;
  std::string src = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  std::set<std::string> declared;
  auto vec = [&](const char* e, unsigned n) {
    std::string t = clType(e, n);
    if (declared.insert(t).second) src += "typedef " + std::string(e) + " " + t + " __attribute__((ext_vector_type(" + std::to_string(n) + ")));\n";
    return t;
  };
  std::string aT = vec(inE, s.aDw() * 32 / inBits), bT = vec(inE, s.bDw() * 32 / inBits), outT = vec(outE, s.outDw());
  std::string aU = vec("uint", s.aDw()), bU = vec("uint", s.bDw()), outU = vec("uint", s.outDw());
  src += "kernel void k(global const uint* A, global const uint* B, global const uint* C, global const int* I, global uint* D) {\n"
         "  int l = __builtin_amdgcn_workitem_id_x();\n";
  auto load = [&](const char* name, const char* buf, const std::string& u, unsigned n) {
    src += "  " + u + " " + name + ";\n";
    for (unsigned r = 0; r < n; ++r) src += "  " + std::string(name) + "[" + std::to_string(r) + "] = " + buf + "[" + std::to_string(r * 64) + " + l];\n";
  };
  load("ai", "A", aU, s.aDw());
  load("bi", "B", bU, s.bDw());
  load("ci", "C", outU, s.outDw());
  src += "  " + outT + " d = __builtin_amdgcn_" + s.name.substr(2) + "(__builtin_astype(ai, " + aT + "), __builtin_astype(bi, " + bT +
         "), __builtin_astype(ci, " + outT + "), I[l], " + std::to_string(cbsz) + ", " + std::to_string(abid) + ");\n";
  src += "  " + outU + " du = __builtin_astype(d, " + outU + ");\n";
  for (unsigned r = 0; r < s.outDw(); ++r) src += "  D[" + std::to_string(r * 64) + " + l] = du[" + std::to_string(r) + "];\n";
  return src + "}\n";
}

// Runs sparseImageKernel's kernel on `m` with A compressed into index set `set` (the other
// sets hold noise).
std::vector<uint64_t> runSparseImageKernel(const std::vector<uint8_t>& obj, const test::mfma::Shape& s, const test::mfma::Mats& m,
                                           unsigned set, uint32_t noise) {
  using namespace test::mfma;
  std::vector<uint32_t> aImg, idxImg;
  packSparseA(s, m, set, noise, aImg, idxImg);
  auto bImg = packInput(s, m.b, false), cImg = packOutput(s, m.c);
  device::LaunchResult r =
      launchWave(obj, "smfmac.cl", "k", {vecArg(aImg), vecArg(bImg), vecArg(cImg), vecArg(idxImg), bufferArg(nullptr, 4 * cImg.size())});
  std::vector<uint32_t> dImg(s.outDw() * 64);
  std::memcpy(dImg.data(), r.buffers[4].data(), 4 * dImg.size());
  return unpackOutput(s, dImg);
}

// The wait states between each MFMA of `asm_` and the first later instruction that reads a
// VGPR it wrote (s_nop N counts N + 1), with the MFMA's mnemonic; straight-line code only.
struct Gap {
  std::string mfma;
  int states;
};
std::vector<Gap> mfmaReadGaps(const std::string& text) {
  std::vector<std::string> lines;
  size_t p = 0;
  while (p < text.size()) {
    size_t e = text.find('\n', p);
    if (e == std::string::npos) e = text.size();
    std::string l = text.substr(p, e - p);
    p = e + 1;
    size_t b = l.find_first_not_of(" \t");
    if (b == std::string::npos || l[b] == ';' || l[b] == '.' || l.back() == ':') continue;
    lines.push_back(l.substr(b));
  }
  // "v[4:19]" or "v4" or "a[0:15]" -> [first, last] (AGPRs offset by 1000).
  auto range = [](const std::string& r, int& lo, int& hi) {
    if (r.empty() || (r[0] != 'v' && r[0] != 'a')) return false;
    int base = r[0] == 'a' ? 1000 : 0;
    if (r.size() > 1 && r[1] == '[') {
      if (std::sscanf(r.c_str() + 2, "%d:%d", &lo, &hi) != 2) return false;
    } else if (std::sscanf(r.c_str() + 1, "%d", &lo) == 1) {
      hi = lo;
    } else {
      return false;
    }
    lo += base, hi += base;
    return true;
  };
  auto operands = [](const std::string& l) {
    std::vector<std::string> ops;
    size_t sp = l.find(' ');
    if (sp == std::string::npos) return ops;
    std::string rest = l.substr(sp + 1);
    size_t q = 0;
    while (q < rest.size()) {
      size_t c = rest.find_first_of(", ", q);
      if (c == std::string::npos) c = rest.size();
      if (c > q) ops.push_back(rest.substr(q, c - q));
      q = c + 1;
    }
    return ops;
  };
  std::vector<Gap> out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("v_mfma_", 0) != 0 && lines[i].rfind("v_smfmac_", 0) != 0) continue;
    auto ops = operands(lines[i]);
    int lo, hi;
    if (ops.empty() || !range(ops[0], lo, hi)) continue;
    int states = 0;
    for (size_t j = i + 1; j < lines.size(); ++j) {
      auto o = operands(lines[j]);
      bool reads = false;
      bool store = lines[j].rfind("global_store", 0) == 0 || lines[j].rfind("buffer_store", 0) == 0;
      for (size_t k = store ? 0 : 1; k < o.size(); ++k) {
        int a, b;
        if (range(o[k], a, b) && a <= hi && lo <= b) reads = true;
      }
      if (reads) {
        out.push_back({lines[i].substr(0, lines[i].find(' ')), states});
        break;
      }
      int n = 0;
      states += lines[j].rfind("s_nop", 0) == 0 && std::sscanf(lines[j].c_str() + 5, "%d", &n) == 1 ? n + 1 : 1;
      if (lines[j].rfind("s_cbranch", 0) == 0 || lines[j].rfind("s_branch", 0) == 0 || lines[j].rfind("s_endpgm", 0) == 0) break;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("cc matrix: mfma.cl's MFMA kernels built by gfxsim cc (-O0, -O2) match the host GEMM") {
  std::string src = golden("mfma/mfma.cl");
  for (int opt : {0, 2}) {
    INFO("-O" << opt);
    auto out = cc(src, "gfx90a", true, opt);
    test::mfma::checkBuiltinKernels(out.object, "mfma.cl");
    test::mfma::checkTiledGemm(out.object, "mfma.cl");
  }
}

TEST_CASE("cc matrix: every gfx90a MFMA built-in on register images, with CBSZ/ABID/BLGP (-O0, -O2)") {
  using namespace test::mfma;
  unsigned seed = 900, count = 0;
  for (const Shape& s : gfx90aShapes()) {
    CAPTURE(s.name);
    Mods mods;
    if (s.modifiers()) {
      unsigned maxCbsz = s.B == 16 ? 4 : s.B == 4 ? 2 : s.B == 2 ? 1 : 0;
      mods.cbsz = maxCbsz ? 1 + seed % maxCbsz : 0;
      mods.abid = mods.cbsz ? seed % (1u << mods.cbsz) : 0;
      mods.blgp = seed % 8;
    }
    Mats m = randomMats(s, seed++);
    std::string src = imageKernel(s, mods);
    for (int opt : {0, 2}) {
      INFO("-O" << opt << "\n" << src);
      auto out = cc(src, "gfx90a", true, opt);
      compare(s, runImageKernel(out.object, s, m), reference(s, m, mods), s.name);
    }
    ++count;
  }
  CHECK(count == 27);
}

TEST_CASE("cc matrix: an MFMA result is read only after LLVM's wait states (at least clang-19's in mfma.s)") {
  // clang-19 (GCNHazardRecognizer) puts 19 wait states between a 32x32 (16-pass) MFMA and a
  // VALU read of its result, 11 after a 16x16 one, 5 after 4x4; gfxsim's must not be fewer.
  auto want = [](const std::string& mfma) {
    return mfma.find("_32x32") != std::string::npos ? 19 : mfma.find("f64_16x16") != std::string::npos ? 11
           : mfma.find("_16x16") != std::string::npos                                    ? 11
                                                                                         : 5;
  };
  auto clang = mfmaReadGaps(golden("mfma/mfma.s"));
  REQUIRE(clang.size() >= 7);
  for (const Gap& g : clang) CHECK_MESSAGE(g.states >= want(g.mfma) - 2, "clang-19: " << g.mfma << " " << g.states);
  for (int opt : {0, 2}) {
    auto out = cc(golden("mfma/mfma.cl"), "gfx90a", true, opt, false);
    auto gaps = mfmaReadGaps(out.assembly);
    CHECK(gaps.size() >= 8);
    for (const Gap& g : gaps) CHECK_MESSAGE(g.states >= want(g.mfma), "-O" << opt << ": " << g.mfma << " read after " << g.states);
  }
}

TEST_CASE("cc matrix gfx942: mfma942.cl's MFMA and SMFMAC kernels built by gfxsim cc (-O0, -O2) match the host GEMM") {
  std::string src = golden("mfma942/mfma942.cl");
  for (int opt : {0, 2}) {
    INFO("-O" << opt);
    test::mfma::checkBuiltinKernels942(cc(src, "gfx942", true, opt).object, "mfma942.cl");
  }
}

TEST_CASE("cc matrix gfx942: the f64 MFMA built-ins' last argument is NEG, assembled as neg:[a,b,c] (-O0, -O2)") {
  using namespace test::mfma;
  for (const auto& r : isa::description("gfx942").insts) {
    if (!r->mnemonic.starts_with("v_mfma_f64_")) continue;
    Shape s = parseShape(*r, "gfx942");
    CAPTURE(s.name);
    for (unsigned neg : {0u, 1u, 6u, 7u}) {
      Mods mods;
      mods.neg = neg;
      Mats m = randomMats(s, 4000 + neg);
      std::string src = imageKernel(s, mods, r->semantic.substr(2));  // clang-19 keeps the gfx90a name
      for (int opt : {0, 2}) {
        INFO("-O" << opt << " neg " << neg << "\n" << src);
        compare(s, runImageKernel(cc(src, "gfx942", true, opt).object, s, m), reference(s, m, mods), s.name);
      }
    }
  }
}

TEST_CASE("cc matrix gfx942: every SMFMAC built-in on register images, index sets by ABID and CBSZ, from gfxsim cc and clang-19") {
  using namespace test::mfma;
  const bool clang = test::haveTool("clang-19") && test::haveTool("ld.lld-19");
  if (!clang) MESSAGE("clang-19 not installed: only gfxsim cc's builds run");
  std::filesystem::path dir = test::tempPath("cc_smfmac");
  std::filesystem::create_directories(dir);
  unsigned seed = 3000, count = 0;
  for (const Shape& s : gfx942NewShapes()) {
    if (!s.sparse) continue;
    CAPTURE(s.name);
    // CBSZ != 0 selects index set 0 whatever ABID says; else ABID picks one of 32 / kpl sets.
    unsigned sets = 32 / s.kpl(), cbsz = seed % 3 == 0 ? 1 + seed % 7 : 0, abid = cbsz ? seed % 16 : seed % sets;
    unsigned set = cbsz ? 0 : abid;
    CAPTURE(cbsz);
    CAPTURE(abid);
    Mats m = randomMats(s, seed++);
    auto want = reference(s, m, {});
    std::string src = sparseImageKernel(s, cbsz, abid);
    INFO(src);
    for (int opt : {0, 2}) {
      INFO("gfxsim cc -O" << opt);
      compare(s, runSparseImageKernel(cc(src, "gfx942", true, opt).object, s, m, set, 7 * cbsz + abid + 1), want, s.name);
    }
    if (clang) {
      std::string log;
      auto obj = test::clangCodeObject(dir, "smfmac.cl", src, test::CgTarget{"gfx942", true}, "", "", &log);
      REQUIRE_MESSAGE(!obj.empty(), log);
      INFO("clang-19");
      compare(s, runSparseImageKernel(obj, s, m, set, 7 * cbsz + abid + 1), want, s.name);
    }
    ++count;
  }
  CHECK(count == 14);
}

TEST_CASE("cc matrix gfx942: MFMA and SMFMAC results are read only after LLVM's wait states (passes + 3), as in clang-19's mfma942.s") {
  // GCNHazardRecognizer on gfx940: an XDL result read by a VALU or a memory instruction waits
  // passes + 3; the passes are the rows' cycles / 4 (4x4 1-block shapes 2, the fast 16x16 4,
  // the fast 32x32 8, the others 8 and 16).
  const auto& desc = isa::description("gfx942");
  auto want = [&](const std::string& mnemonic) {
    for (const auto& r : desc.insts)
      if (r->mnemonic == mnemonic) return static_cast<int>(r->props.cycles / 4 + 3);
    FAIL("no gfx942 row " << mnemonic);
    return 0;
  };
  auto clangGaps = mfmaReadGaps(golden("mfma942/mfma942.s"));
  REQUIRE(clangGaps.size() >= 9);
  for (const Gap& g : clangGaps) CHECK_MESSAGE(g.states >= want(g.mfma), "clang-19: " << g.mfma << " " << g.states);
  for (int opt : {0, 2}) {
    auto out = cc(golden("mfma942/mfma942.cl"), "gfx942", true, opt, false);
    auto gaps = mfmaReadGaps(out.assembly);
    unsigned sparse = 0;
    for (const Gap& g : gaps) {
      CHECK_MESSAGE(g.states >= want(g.mfma), "-O" << opt << ": " << g.mfma << " read after " << g.states);
      sparse += g.mfma.rfind("v_smfmac_", 0) == 0;
    }
    CHECK(gaps.size() >= 9);
    CHECK(sparse == 3);
  }
}

TEST_CASE("cc matrix: wmma.cl's WMMA kernels built by gfxsim cc (wave32, wave64, -O0, -O2) match the host GEMM") {
  std::string src = golden("wmma/wmma.cl");
  for (int opt : {0, 2}) {
    INFO("-O" << opt);
    test::wmma::WmmaObjects objs{cc(src, "gfx1100", false, opt).object, cc(src, "gfx1100", true, opt).object};
    test::wmma::checkF32Kernels(objs);
    test::wmma::checkF16Kernels(objs);
    test::wmma::checkIntKernels(objs);
  }
}

TEST_CASE("cc matrix: a matrix built-in is refused with its name where the target or wave size lacks it") {
  const std::string mfma =
      "typedef float f4 __attribute__((ext_vector_type(4)));\n"
      "kernel void k(global f4* p) { p[0] = __builtin_amdgcn_mfma_f32_4x4x1f32(1.0f, 2.0f, p[1], 0, 0, 0); }\n";
  CHECK(errorOf(mfma, "gfx1100").find("'__builtin_amdgcn_mfma_f32_4x4x1f32' is not available on target gfx1100") != std::string::npos);
  CHECK(errorOf(mfma, "gfx900").find("is not available on target gfx900") != std::string::npos);
  CHECK(errorOf(mfma, "gfx90a", true) == "<no error>");
  const std::string smfmac =
      "typedef float f4 __attribute__((ext_vector_type(4)));\ntypedef int i2 __attribute__((ext_vector_type(2)));\n"
      "typedef int i4 __attribute__((ext_vector_type(4)));\n"
      "kernel void k(global f4* p, global i2* a, global i4* b, int n) {\n"
      "  p[0] = __builtin_amdgcn_smfmac_f32_16x16x64_fp8_fp8(a[0], b[0], p[1], n, 0, 0); }\n";
  CHECK(errorOf(smfmac, "gfx942", true) == "<no error>");
  CHECK(errorOf(smfmac, "gfx90a", true).find("'__builtin_amdgcn_smfmac_f32_16x16x64_fp8_fp8' is not available on target gfx90a") !=
        std::string::npos);
  const std::string wmma =
      "typedef half h16 __attribute__((ext_vector_type(16)));\ntypedef float f8 __attribute__((ext_vector_type(8)));\n"
      "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
      "kernel void k(global f8* p, global h16* q) { p[0] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(q[0], q[1], p[1]); }\n";
  CHECK(errorOf(wmma, "gfx1100", false) == "<no error>");
  CHECK(errorOf(wmma, "gfx1100", true).find("needs target feature wavefrontsize32") != std::string::npos);
  CHECK(errorOf(wmma, "gfx90a", true).find("'__builtin_amdgcn_wmma_f32_16x16x16_f16_w32' is not available on target gfx90a") !=
        std::string::npos);
}

TEST_CASE("cc matrix: the constant arguments must be integer constants in range, named in the error") {
  auto call = [](const std::string& args) {
    return "typedef float f4 __attribute__((ext_vector_type(4)));\n"
           "kernel void k(global f4* p, int n) { p[0] = __builtin_amdgcn_mfma_f32_4x4x1f32(1.0f, 2.0f, p[1], " + args + "); }\n";
  };
  std::string e = errorOf(call("n, 0, 0"), "gfx90a", true);
  CHECK_MESSAGE(e.find("matrix.cl:2:") == 0, e);
  CHECK_MESSAGE(e.find("argument 4 ('cbsz') of '__builtin_amdgcn_mfma_f32_4x4x1f32' must be a constant integer") != std::string::npos, e);
  e = errorOf(call("0, 16, 0"), "gfx90a", true);
  CHECK_MESSAGE(e.find("argument 5 ('abid') of '__builtin_amdgcn_mfma_f32_4x4x1f32' must be in 0..15, is 16") != std::string::npos, e);
  e = errorOf(call("0, 0"), "gfx90a", true);
  CHECK_MESSAGE(e.find("too few arguments to '__builtin_amdgcn_mfma_f32_4x4x1f32', expected 6, have 5") != std::string::npos, e);
  e = errorOf("typedef int i8v __attribute__((ext_vector_type(8)));\ntypedef int i4v __attribute__((ext_vector_type(4)));\n"
              "kernel void k(global i8v* p, global i4v* q, int s) {\n"
              "  p[0] = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(s, q[0], 1, q[1], p[1], 0); }\n",
              "gfx1100");
  CHECK_MESSAGE(e.find("argument 1 ('A signed') of '__builtin_amdgcn_wmma_i32_16x16x16_iu8_w32' must be a constant integer") != std::string::npos, e);
  // SMFMAC: A, B, C, a run-time index, then cbsz and abid (clang-19: V4fV2iV4iV4fiIiIi).
  auto sparse = [](const std::string& args) {
    return "typedef float f4 __attribute__((ext_vector_type(4)));\ntypedef int i2 __attribute__((ext_vector_type(2)));\n"
           "typedef int i4 __attribute__((ext_vector_type(4)));\n"
           "kernel void k(global f4* p, global i2* a, global i4* b, int n) {\n"
           "  p[0] = __builtin_amdgcn_smfmac_f32_16x16x64_bf8_fp8(a[0], b[0], p[1], " + args + "); }\n";
  };
  e = errorOf(sparse("n, n, 0"), "gfx942", true);
  CHECK_MESSAGE(e.find("argument 5 ('cbsz') of '__builtin_amdgcn_smfmac_f32_16x16x64_bf8_fp8' must be a constant integer") != std::string::npos, e);
  e = errorOf(sparse("n, 0, 16"), "gfx942", true);
  CHECK_MESSAGE(e.find("argument 6 ('abid') of '__builtin_amdgcn_smfmac_f32_16x16x64_bf8_fp8' must be in 0..15, is 16") != std::string::npos, e);
  e = errorOf(sparse("n, 0"), "gfx942", true);
  CHECK_MESSAGE(e.find("too few arguments to '__builtin_amdgcn_smfmac_f32_16x16x64_bf8_fp8', expected 6, have 5") != std::string::npos, e);
  CHECK(errorOf(sparse("1.5f, 0, 1"), "gfx942", true) == "<no error>");  // the index converts as an int argument
  e = errorOf("typedef float f4 __attribute__((ext_vector_type(4)));\ntypedef long l1;\ntypedef int i4 __attribute__((ext_vector_type(4)));\n"
              "kernel void k(global f4* p, global long* a, global i4* b, int n) {\n"
              "  p[0] = __builtin_amdgcn_smfmac_f32_16x16x64_fp8_fp8(a[0], b[0], p[1], n, 0, 0); }\n",
              "gfx942", true);
  CHECK_MESSAGE(e.find("argument 1 of '__builtin_amdgcn_smfmac_f32_16x16x64_fp8_fp8'") != std::string::npos, e);
  // A wrong matrix type is the usual conversion error, naming the argument.
  e = errorOf("typedef float f4 __attribute__((ext_vector_type(4)));\nkernel void k(global f4* p, global int* q) {\n"
              "  p[0] = __builtin_amdgcn_mfma_f32_4x4x1f32(1.0f, 2.0f, q[0], 0, 0, 0); }\n",
              "gfx90a", true);
  CHECK_MESSAGE(e.find("passing 'int' to parameter of incompatible type 'float4' (argument 3 of '__builtin_amdgcn_mfma_f32_4x4x1f32')") !=
                    std::string::npos,
                e);
}

TEST_CASE("cc matrix: at -O2 the matrices of mfma.cl and wmma.cl live in registers (no private memory)") {
  // Their loops fill vectors through run-time subscripts (a[e] = ...): irgen selects the lane,
  // so the vectors' variables are promoted and no kernel needs scratch.
  auto out = cc(golden("mfma/mfma.cl"), "gfx90a", true, 2, false);
  const std::string key = ".amdhsa_private_segment_fixed_size ";
  unsigned kernels = 0;
  for (size_t p = out.assembly.find(key); p != std::string::npos; p = out.assembly.find(key, p + 1), ++kernels)
    CHECK(out.assembly.compare(p + key.size(), 2, "0\n") == 0);
  CHECK(kernels == 8);
  CHECK(out.assembly.find("buffer_store") == std::string::npos);
  for (bool w64 : {false, true}) {
    auto w = cc(golden("wmma/wmma.cl"), "gfx1100", w64, 2, false);
    CHECK(w.assembly.find("scratch_store") == std::string::npos);
  }
}
