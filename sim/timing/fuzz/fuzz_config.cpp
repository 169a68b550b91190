// libFuzzer target for the GPU config reader: the strict INI parser, the agent and timing
// sections, then, for one accepted input in 16 (chosen by a hash of the input, so a run is
// reproducible), one dispatch of an empty kernel on the timing model built from it: a value
// the reader lets through must not crash the model (a dispatch costs several times what the
// reader does). Any text must be accepted or refused with an error naming the file, line and key.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "timing/config.h"
#include "timing/gpu.h"

namespace {

// A one-wave kernel `k` that ends at once, assembled once per target.
const std::vector<uint8_t>& emptyKernel(const gfxsim::isa::TargetId& target) {
  static std::map<std::string, std::vector<uint8_t>> cache;
  auto [it, fresh] = cache.try_emplace(target.str());
  if (fresh) {
    gfxsim::as::AsmOptions o;
    o.target = target;
    const std::string src =
        ".text\n.protected k\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n"
        "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n" +
        std::string(target.info->hasArchVgprSplit ? "  .amdhsa_accum_offset 4\n" : "") + ".end_amdhsa_kernel\n";
    it->second = gfxsim::as::buildCodeObject(gfxsim::as::assemble(src, "k.s", o), false);
  }
  return it->second;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gfxsim;
  std::string text(reinterpret_cast<const char*>(data), size);
  timing::GpuConfig gpu;
  try {
    gpu = timing::parseGpuConfig(text, "fuzz.ini");
  } catch (const Error&) {
    return 0;
  }
  if (std::hash<std::string>{}(text) % 16 != 0) return 0;
  device::LaunchRequest req;
  req.kernel = "k";
  req.runtime = gpu.agent.runtimeConfig();
  req.geometry.grid = {64, 1, 1};
  req.geometry.group = {64, 1, 1};
  timing::TimingOptions to;
  to.threads = 1;
  to.maxCycles = 100'000;
  timing::TimingEngine engine(gpu, to);
  req.processor = &engine;
  const std::vector<uint8_t>& code = emptyKernel(gpu.agent.target);  // the harness's own: must assemble
  try {
    (void)device::launchKernel(code, "k.hsaco", req);
  } catch (const Error&) {
  }
  return 0;
}
