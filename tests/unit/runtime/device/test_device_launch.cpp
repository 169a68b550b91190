// device::launchKernel with buffers used in place (HostArg::inPlace): the caller's arrays are
// the device's memory. Checked against a copying launch of the same dispatch (same outputs, same
// cycles in timing mode, which also depend on the buffers' addresses) and against the host's
// saxpy, and through the API's counts: the runtime holds storage only for its own small
// allocations, and nothing is read back, so no second copy of an array exists anywhere.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

#include "runtime/device/launch.h"
#include "support/checks.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/catalog.h"
#include "timing/gpu.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

constexpr float kA = 1.73205080757f;

device::HostArg scalar(const void* p, size_t n) {
  device::HostArg h;
  h.bytes.assign(static_cast<const uint8_t*>(p), static_cast<const uint8_t*>(p) + n);
  return h;
}
device::HostArg buffer(const char* name) {
  device::HostArg h;
  h.isBuffer = true;
  h.name = name;
  return h;
}

struct Saxpy {
  uint32_t n = 20000;
  std::vector<float> x, y, out;
  Saxpy() : x(n), y(n), out(n) {
    for (uint32_t i = 0; i < n; ++i) {
      x[i] = static_cast<float>(i % 97) * 0.37f - 11.0f;
      y[i] = static_cast<float>(i % 89) * 0.21f + 3.0f;
    }
  }
  // saxpy(a, x, y, out, n) with x and y copied in and out read back (inPlace = false), or all
  // three in place; timing mode on `gpu` when given.
  device::LaunchResult run(bool inPlace, const char* gpu, uint64_t* cycles = nullptr) {
    device::LaunchRequest req;
    req.kernel = "saxpy";
    req.geometry.grid = rt::Dim3{(n + 255) / 256 * 256, 1, 1};
    req.geometry.group = rt::Dim3{256, 1, 1};
    device::HostArg bx = buffer("x"), by = buffer("y"), bo = buffer("out");
    auto bytes = [](std::vector<float>& v) { return std::span<uint8_t>(reinterpret_cast<uint8_t*>(v.data()), v.size() * 4); };
    if (inPlace) {
      bx.inPlace = bytes(x);
      by.inPlace = bytes(y);
      bo.inPlace = bytes(out);
    } else {
      bx.view = bytes(x);
      by.view = bytes(y);
      bo.size = uint64_t{n} * 4;
    }
    req.args = {scalar(&kA, 4), bx, by, bo, scalar(&n, 4)};
    std::optional<timing::GpuConfig> g;
    std::optional<timing::TimingEngine> engine;
    if (gpu) {
      g = timing::findGpu(gpu);
      req.runtime = g->agent.runtimeConfig();
      engine.emplace(*g);
      req.processor = &*engine;
    }
    std::vector<uint8_t> obj = readFileBytes(clangGolden("gfx900/saxpy-O2.hsaco"));
    device::LaunchResult r = device::launchKernel(obj, "saxpy-O2.hsaco", req);
    REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
    if (cycles) *cycles = engine ? engine->stats().cycles : 0;
    return r;
  }
};

}  // namespace

TEST_CASE("device launch: in-place buffers are the device memory itself, with the results and cycles of a copying launch") {
  for (const char* gpu : {static_cast<const char*>(nullptr), "vega64"}) {
    CAPTURE((gpu ? gpu : "functional"));
    Saxpy s;
    uint64_t copyCycles = 0, inPlaceCycles = 0;
    device::LaunchResult copied = s.run(false, gpu, &copyCycles);
    device::LaunchResult inPlace = s.run(true, gpu, &inPlaceCycles);
    // The host's saxpy: each element the fused or the separately rounded result.
    REQUIRE(copied.buffers[3].size() == s.n * 4u);
    for (uint32_t i = 0; i < s.n; ++i) {
      float f = std::fma(kA, s.x[i], s.y[i]), sep = kA * s.x[i] + s.y[i];
      CHECK_MESSAGE((s.out[i] == f || s.out[i] == sep), i);
    }
    CHECK(std::memcmp(copied.buffers[3].data(), s.out.data(), s.n * 4u) == 0);
    CHECK(inPlace.dispatch.stats.waveInstructions == copied.dispatch.stats.waveInstructions);
    CHECK(inPlaceCycles == copyCycles);
    if (gpu) CHECK(copyCycles > 0);
    // Nothing read back: the caller's arrays hold the result.
    for (const auto& b : inPlace.buffers) CHECK(b.empty());
    // The device memory is the three arrays plus the runtime's own allocations (code,
    // kernarg segment, queue, signal), which are the same in both launches and small; the
    // arrays are the caller's bytes.
    const uint64_t arrays = 3 * uint64_t{s.n} * 4;
    CHECK(inPlace.deviceAdoptedBytes == arrays);
    CHECK(copied.deviceAdoptedBytes == 0);
    CHECK(inPlace.deviceBytes == copied.deviceBytes);
    CHECK(inPlace.deviceBytes - inPlace.deviceAdoptedBytes < 64 * 1024);
  }
}

TEST_CASE("device launch: an in-place buffer takes neither contents nor a larger size") {
  Saxpy s;
  std::vector<uint8_t> obj = readFileBytes(clangGolden("gfx900/saxpy-O2.hsaco"));
  device::LaunchRequest req;
  req.kernel = "saxpy";
  req.geometry.grid = rt::Dim3{256, 1, 1};
  req.geometry.group = rt::Dim3{256, 1, 1};
  device::HostArg x = buffer("x");
  x.inPlace = std::span<uint8_t>(reinterpret_cast<uint8_t*>(s.x.data()), 1024);
  device::HostArg withSize = x, withBytes = x;
  withSize.size = 1028;
  withBytes.bytes = {1, 2, 3, 4};
  for (const device::HostArg& bad : {withSize, withBytes}) {
    req.args = {scalar(&kA, 4), x, bad, x, scalar(&s.n, 4)};
    CHECK_THROWS_WITH_AS(device::launchKernel(obj, "saxpy-O2.hsaco", req),
                         doctest::Contains("kernel 'saxpy': argument 2: a buffer used in place takes neither contents nor a larger size"), Error);
  }
}
