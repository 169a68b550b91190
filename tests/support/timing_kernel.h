// Helpers for the timing model's tests: a shipped config, a kernel around a body of assembly,
// and a run of it on the timing model with its statistics and output buffers.
#pragma once
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "runtime/device/launch.h"
#include "support/test_util.h"
#include "timing/config.h"
#include "timing/gpu.h"

namespace gfxsim::test {

inline timing::GpuConfig config(const char* name) { return timing::loadGpuConfig(test::sourcePath(std::string("configs/") + name)); }

struct TRun {
  timing::TimingStats stats;
  std::vector<std::vector<uint8_t>> buffers;
};

// Runs `src`'s kernel k on the timing model; *stats: its statistics.
inline device::LaunchResult launchTiming(const timing::GpuConfig& g, const std::string& src, bool wave64, uint32_t grid, uint32_t block,
                                         std::vector<device::HostArg> args, const timing::TimingOptions& opt,
                                         timing::TimingStats* stats) {
  as::AsmOptions ao;
  ao.target = g.agent.target;
  ao.target.wave64 = wave64;
  std::vector<uint8_t> code = as::buildCodeObject(as::assemble(src, "trend.s", ao), false);
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{grid, 1, 1};
  req.geometry.group = rt::Dim3{block, 1, 1};
  req.args = std::move(args);
  req.runtime = g.agent.runtimeConfig();
  timing::TimingEngine engine(g, opt);
  req.processor = &engine;
  device::LaunchResult r = device::launchKernel(code, "trend.s", req);
  *stats = engine.stats();
  return r;
}

// The same, for a kernel that must not fault.
inline TRun runTiming(const timing::GpuConfig& g, const std::string& src, bool wave64, uint32_t grid, uint32_t block,
                      std::vector<device::HostArg> args, const timing::TimingOptions& opt = {}) {
  TRun run;
  device::LaunchResult r = launchTiming(g, src, wave64, grid, block, std::move(args), opt, &run.stats);
  REQUIRE_MESSAGE(!r.dispatch.fault, r.dispatch.fault->str());
  run.buffers = std::move(r.buffers);
  return run;
}

inline device::HostArg u32(uint32_t v) {
  device::HostArg a;
  const auto* p = reinterpret_cast<const uint8_t*>(&v);
  a.bytes.assign(p, p + sizeof v);
  return a;
}

inline device::HostArg buffer(std::vector<uint8_t> bytes) {
  device::HostArg a;
  a.isBuffer = true;
  a.bytes = std::move(bytes);
  return a;
}

// A kernel around `body`: kernarg pointer in s[0:1], work-group id in s2, `vgprs` VGPRs, `lds`
// bytes of LDS per work-group; `directives`: more .amdhsa_ lines (gfx90a's accum_offset).
inline std::string kernel(const std::string& target, const std::string& body, unsigned vgprs, unsigned kernarg, const std::string& args,
                          bool wave32, unsigned lds = 0, const std::string& directives = {}) {
  return "  .amdgcn_target \"amdgcn-amd-amdhsa--" + target + "\"\n  .amdhsa_code_object_version 5\n  .text\n  .protected k\n  .globl k\n"
         "  .p2align 8\n  .type k,@function\nk:\n" + body + "  s_endpgm\n.Lk_end:\n  .size k, .Lk_end-k\n  .rodata\n"
         "  .p2align 6\n  .amdhsa_kernel k\n    .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
         "    .amdhsa_system_sgpr_workgroup_id_x 1\n    .amdhsa_next_free_vgpr " + std::to_string(vgprs) +
         "\n    .amdhsa_next_free_sgpr 16\n" + directives + (wave32 ? "    .amdhsa_wavefront_size32 1\n" : "") +
         (lds ? "    .amdhsa_group_segment_fixed_size " + std::to_string(lds) + "\n" : std::string()) +
         "  .end_amdhsa_kernel\n  .amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n" + args +
         "    .group_segment_fixed_size: " + std::to_string(lds) + "\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: " +
         std::to_string(kernarg) +
         "\n    .max_flat_workgroup_size: 1024\n    .name: k\n    .private_segment_fixed_size: 0\n    .sgpr_count: 16\n"
         "    .symbol: k.kd\n    .vgpr_count: " + std::to_string(vgprs) + "\n    .wavefront_size: " + (wave32 ? "32" : "64") +
         "\namdhsa.target: amdgcn-amd-amdhsa--" + target + "\namdhsa.version: [ 1, 2 ]\n...\n  .end_amdgpu_metadata\n";
}

}  // namespace gfxsim::test
