// The new-user sweep: the small OpenCL C kernels of tests/cl_sweep/, in the styles a new user
// writes first (vector arithmetic, reductions and scans in local memory, tiled matrix
// multiplication, stencils, histograms with atomics, sorting steps, Monte Carlo and finance
// kernels, vector types, structs, conversions, sub-groups...). Each must either compile with
// gfxsim cc and give clang-19's results (both code objects run in the simulator), or fail
// with one located error naming what gfxsim does not support (the kernel's `unsupported=`).
//
// Each file starts with its launch:
//   // sweep: kernel=NAME grid=X[xY[xZ]] block=X[xY[xZ]] [unsupported="TEXT"] [noclang]
//   // arg: out|in|inout TYPE COUNT [LO HI]   a buffer (in: seeded values in [LO, HI])
//   // arg: local BYTES                        a __local pointer
//   // arg: TYPE VALUE                         a scalar (int, uint, long, ulong, float, double)
// `out` and `inout` buffers are compared: integers exactly, floats within a relative 2e-5
// (doubles 1e-12) of the buffer's largest magnitude, since gfxsim's division, square root and
// math library round differently from clang's (both within OpenCL's ulp bounds). clang is
// asked not to contract a*b+c into an fma (-ffp-contract=off), which gfxsim never does.
// Kernels run on the six target/wave-size configurations in turn (file i on configuration
// i mod 6), at -O0 and -O2. clang-19 builds them with ROCm's device library (Debian's
// rocm-device-libs); without clang or the library only the gfxsim side is checked.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/test_util.h"
#include "support/clang_rocm.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

namespace fs = std::filesystem;

struct BufferArg {
  enum class Kind { In, Out, InOut, Local, Scalar } kind = Kind::In;
  std::string type;
  size_t count = 0;
  double lo = 0, hi = 0;
  bool range = false;
  std::string value;  // scalars
};

struct SweepKernel {
  std::string file, source, kernel;
  rt::Dim3 grid, group;
  std::string unsupported;  // the error text a kernel gfxsim does not compile must carry
  bool noClang = false;
  std::vector<BufferArg> args;
};

size_t typeSize(const std::string& t) {
  static const std::map<std::string, size_t> sizes = {{"char", 1}, {"uchar", 1}, {"short", 2}, {"ushort", 2},
                                                       {"int", 4},  {"uint", 4},  {"long", 8},  {"ulong", 8},
                                                       {"float", 4}, {"double", 8}};
  auto it = sizes.find(t);
  if (it == sizes.end()) throw Error("sweep: unknown type '" + t + "'");
  return it->second;
}

rt::Dim3 parseDims(const std::string& s) {
  rt::Dim3 d;
  std::stringstream in(s);
  std::string part;
  for (unsigned i = 0; std::getline(in, part, 'x') && i < 3; ++i) d[i] = static_cast<uint32_t>(std::stoul(part));
  return d;
}

SweepKernel parseKernel(const fs::path& path) {
  SweepKernel k;
  k.file = path.filename().string();
  k.source = test::readText(path.string());
  std::stringstream in(k.source);
  std::string line;
  static const std::regex head(R"re(// sweep: kernel=(\w+) grid=([0-9x]+) block=([0-9x]+)(?: unsupported="([^"]*)")?( noclang)?)re");
  static const std::regex buf(R"(// arg: (out|in|inout) (\w+) (\d+)(?: (\S+) (\S+))?)");
  static const std::regex local(R"(// arg: local (\d+))");
  static const std::regex scalar(R"(// arg: (\w+) (\S+))");
  while (std::getline(in, line)) {
    std::smatch m;
    if (std::regex_match(line, m, head)) {
      k.kernel = m[1];
      k.grid = parseDims(m[2]);
      k.group = parseDims(m[3]);
      k.unsupported = m[4];
      k.noClang = m[5].matched;
    } else if (std::regex_match(line, m, buf)) {
      BufferArg a;
      a.kind = m[1] == "out" ? BufferArg::Kind::Out : m[1] == "in" ? BufferArg::Kind::In : BufferArg::Kind::InOut;
      a.type = m[2];
      a.count = std::stoul(m[3]);
      if (m[4].matched) {
        a.range = true;
        a.lo = std::stod(m[4]);
        a.hi = std::stod(m[5]);
      }
      k.args.push_back(a);
    } else if (std::regex_match(line, m, local)) {
      BufferArg a;
      a.kind = BufferArg::Kind::Local;
      a.count = std::stoul(m[1]);
      k.args.push_back(a);
    } else if (std::regex_match(line, m, scalar)) {
      BufferArg a;
      a.kind = BufferArg::Kind::Scalar;
      a.type = m[1];
      a.value = m[2];
      k.args.push_back(a);
    }
  }
  if (k.kernel.empty()) throw Error(k.file + ": no '// sweep:' line");
  return k;
}

// Seeded contents of an input buffer: values uniform in [lo, hi] (default: [-1, 1] for
// floats, [-1000, 1000] for signed and [0, 1000] for unsigned integers, any byte for chars).
std::vector<uint8_t> inputBytes(const BufferArg& a, uint64_t seed) {
  size_t sz = typeSize(a.type);
  std::vector<uint8_t> b(a.count * sz);
  uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
  auto next = [&] {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 0x2545F4914F6CDD1Dull;
  };
  bool fl = a.type == "float" || a.type == "double", sgn = a.type[0] != 'u';
  double lo = a.range ? a.lo : fl ? -1.0 : sgn ? -1000 : 0, hi = a.range ? a.hi : fl ? 1.0 : 1000;
  for (size_t i = 0; i < a.count; ++i) {
    uint64_t r = next();
    double u = static_cast<double>(r >> 11) * 0x1p-53;
    uint8_t* p = b.data() + i * sz;
    if (a.type == "float") {
      float f = static_cast<float>(lo + (hi - lo) * u);
      std::memcpy(p, &f, 4);
    } else if (a.type == "double") {
      double d = lo + (hi - lo) * u;
      std::memcpy(p, &d, 8);
    } else if (!a.range && (a.type == "ulong" || a.type == "long" || sz == 1)) {
      std::memcpy(p, &r, sz);  // all the bits
    } else {
      int64_t v = static_cast<int64_t>(std::floor(lo + (hi - lo + 1) * u));
      std::memcpy(p, &v, sz);
    }
  }
  return b;
}

std::vector<uint8_t> scalarBytes(const BufferArg& a) {
  std::vector<uint8_t> b(typeSize(a.type));
  if (a.type == "float") {
    float f = std::stof(a.value);
    std::memcpy(b.data(), &f, 4);
  } else if (a.type == "double") {
    double d = std::stod(a.value);
    std::memcpy(b.data(), &d, 8);
  } else {
    int64_t v = std::stoll(a.value);
    std::memcpy(b.data(), &v, b.size());
  }
  return b;
}

// Runs the kernel; returns the compared buffers' contents after the run.
std::vector<std::vector<uint8_t>> run(const std::vector<uint8_t>& obj, const SweepKernel& k) {
  device::LaunchRequest req;
  req.kernel = k.kernel;
  req.geometry.grid = k.grid;
  req.geometry.group = k.group;
  for (size_t i = 0; i < k.args.size(); ++i) {
    const BufferArg& a = k.args[i];
    device::HostArg h;
    switch (a.kind) {
      case BufferArg::Kind::Scalar: h.bytes = scalarBytes(a); break;
      case BufferArg::Kind::Local:
        h.isLocal = true;
        h.localBytes = static_cast<uint32_t>(a.count);
        break;
      case BufferArg::Kind::Out:
        h.isBuffer = true;
        h.bytes.assign(a.count * typeSize(a.type), 0);
        break;
      default:
        h.isBuffer = true;
        h.bytes = inputBytes(a, i + 1);
    }
    req.args.push_back(h);
  }
  auto r = device::launchKernel(obj, k.file, req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<std::vector<uint8_t>> out;
  for (size_t i = 0; i < k.args.size(); ++i)
    if (k.args[i].kind == BufferArg::Kind::Out || k.args[i].kind == BufferArg::Kind::InOut) out.push_back(r.buffers[i]);
  return out;
}

// "" when the buffers agree (see the file comment), else the first difference.
template <class F>
std::string compareFloats(const std::vector<uint8_t>& want, const std::vector<uint8_t>& got, double rtol) {
  size_t n = want.size() / sizeof(F);
  std::vector<F> w(n), g(n);
  std::memcpy(w.data(), want.data(), n * sizeof(F));
  std::memcpy(g.data(), got.data(), n * sizeof(F));
  double scale = 0;
  for (F x : w)
    if (std::isfinite(x)) scale = std::max(scale, std::fabs(static_cast<double>(x)));
  for (size_t i = 0; i < n; ++i) {
    if (std::isnan(w[i]) && std::isnan(g[i])) continue;
    if (w[i] == g[i]) continue;
    double d = std::fabs(static_cast<double>(w[i]) - static_cast<double>(g[i]));
    if (!(d <= rtol * scale)) return fmt::format("element {}: clang {}, gfxsim {}", i, w[i], g[i]);
  }
  return "";
}

std::string compareBuffer(const BufferArg& a, const std::vector<uint8_t>& want, const std::vector<uint8_t>& got) {
  if (want.size() != got.size()) return "sizes differ";
  if (a.type == "float") return compareFloats<float>(want, got, 2e-5);
  if (a.type == "double") return compareFloats<double>(want, got, 1e-12);
  size_t sz = typeSize(a.type);
  for (size_t i = 0; i < want.size(); i += sz)
    if (std::memcmp(want.data() + i, got.data() + i, sz) != 0) {
      uint64_t w = 0, g = 0;
      std::memcpy(&w, want.data() + i, sz);
      std::memcpy(&g, got.data() + i, sz);
      return fmt::format("element {}: clang {:#x}, gfxsim {:#x}", i / sz, w, g);
    }
  return "";
}

}  // namespace

TEST_CASE("cl new-user sweep: each kernel compiles and matches clang-19, or fails with one located error naming the unsupported construct") {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(test::sourcePath("tests/cl_sweep")))
    if (e.path().extension() == ".cl") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 30);
  // The reference: clang-19 with ROCm's device library (sub-groups, math, work-item functions).
  fs::path tmp = fs::temp_directory_path() / fmt::format("gfxsim_sweep_{}", ::getpid());
  fs::create_directories(tmp);
  std::string libs = test::rocmBitcodeDir(), why;
  bool clang = test::haveTool("clang-19") && test::haveTool("ld.lld-19") && !libs.empty();
  if (clang) libs = test::deviceLibDir(tmp, libs, &why);
  clang = clang && !libs.empty();
  if (!clang) MESSAGE("clang-19, ld.lld-19 or ROCm's device library not found: only gfxsim cc's side is checked " << why);
  const auto& targets = test::codegenTargets();
  size_t compiled = 0, refused = 0;
  std::vector<std::string> errors;
  for (size_t fi = 0; fi < files.size(); ++fi) {
    SweepKernel k = parseKernel(files[fi]);
    const test::CgTarget& t = targets[fi % targets.size()];
    INFO(k.file << " on " << t.label());
    std::vector<std::vector<uint8_t>> objs;
    std::string err;
    for (int opt : {0, 2}) {
      driver::CompileOptions co;
      co.target = t.id();
      co.optLevel = opt;
      try {
        objs.push_back(driver::compileOpenCL(k.source, k.file, co).object);
      } catch (const Error& e) {
        err = e.what();
        break;
      }
    }
    if (!err.empty()) {
      // One located line: FILE:LINE:COL: error: ..., naming the construct.
      static const std::regex located(R"(^[\w.]+\.cl:\d+:\d+: error: [^\n]+$)");
      CHECK_MESSAGE(std::regex_match(err, located), err);
      CHECK_MESSAGE(err.rfind(k.file + ":", 0) == 0, err);
      CHECK_MESSAGE(!k.unsupported.empty(), "unexpected: " << err);
      if (!k.unsupported.empty()) CHECK_MESSAGE(err.find(k.unsupported) != std::string::npos, err);
      errors.push_back(err);
      ++refused;
      continue;
    }
    ++compiled;
    if (!k.unsupported.empty()) MESSAGE(k.file << " compiles now: its unsupported=\"" << k.unsupported << "\" can go");
    if (!clang || k.noClang) continue;
    std::string log;
    std::vector<uint8_t> ref = test::clangCodeObject(tmp, k.file, k.source, t, libs, "-ffp-contract=off", &log);
    REQUIRE_MESSAGE(!ref.empty(), log);
    std::vector<std::vector<uint8_t>> want = run(ref, k);
    for (size_t oi = 0; oi < objs.size(); ++oi) {
      INFO((oi == 0 ? "-O0" : "-O2"));
      std::vector<std::vector<uint8_t>> got = run(objs[oi], k);
      size_t b = 0;
      for (const BufferArg& a : k.args) {
        if (a.kind != BufferArg::Kind::Out && a.kind != BufferArg::Kind::InOut) continue;
        INFO("buffer " << b);
        std::string diff = compareBuffer(a, want[b], got[b]);
        CHECK_MESSAGE(diff.empty(), diff);
        ++b;
      }
    }
  }
  std::error_code ec;
  fs::remove_all(tmp, ec);
  std::string list;
  for (const std::string& e : errors) list += "\n  " + e;
  MESSAGE(compiled << " kernels compile and run, " << refused << " refused with one located error:" << list);
}
