// The kernel harness of the functional-simulator semantic tests: a tiny kernel assembled
// by gfxsim's assembler loads each lane's operands from a buffer, sets MODE, runs the body
// under test for every lane and stores the results; the launcher runs it in the functional
// simulator. Shared by test_func_float.cpp and test_func_int_lane.cpp.
#pragma once
#include <doctest/doctest.h>

#include <array>
#include <bit>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include <optional>

#include "runtime/device/launch.h"
#include "isa/target.h"
#include "support/test_util.h"
#include "timing/config.h"
#include "timing/gpu.h"

namespace gfxsim::test::funck {

struct Tgt {
  const char* name;
  unsigned wave;
};
inline constexpr Tgt kGfx900{"gfx900", 64}, kGfx90a{"gfx90a", 64}, kGfx942{"gfx942", 64}, kGfx1030{"gfx1030", 32};
inline constexpr Tgt kGfx1100{"gfx1100", 32}, kGfx1100W64{"gfx1100", 64};
inline const Tgt kMain[] = {kGfx900, kGfx1030};
inline const Tgt kAll[] = {kGfx900, kGfx90a, kGfx1030};
// gfx1100 in both wave sizes. The harness's own instructions use gfx9/gfx10 mnemonics, which
// gfx11 accepts as aliases (global_load_dwordx4 = global_load_b128).
inline const Tgt kGfx11[] = {kGfx1100, kGfx1100W64};

inline constexpr unsigned kLanes = 64, kIn = 16, kOut = 8;
using LaneIn = std::array<uint32_t, kIn>;    // v2..v17
using LaneOut = std::array<uint32_t, kOut>;  // v20..v27

// MODE: [1:0] f32 round, [3:2] f64/f16 round, [5:4] f32 denorm, [7:6] f64/f16 denorm,
// [8] DX10_CLAMP, [9] IEEE.
inline constexpr uint32_t kModeKeep = 0x3f0;    // IEEE, DX10 clamp, all denormals kept, nearest even
inline constexpr uint32_t kModeFlush = 0x300;   // IEEE, DX10 clamp, all denormals flushed
inline constexpr uint32_t kModeNoIeee = 0x100;  // DX10 clamp, denormals flushed, IEEE off

inline uint32_t fb(float f) { return std::bit_cast<uint32_t>(f); }
inline float bf(uint32_t u) { return std::bit_cast<float>(u); }
inline uint64_t db(double d) { return std::bit_cast<uint64_t>(d); }
inline double bd(uint64_t u) { return std::bit_cast<double>(u); }
inline uint32_t lo(uint64_t v) { return static_cast<uint32_t>(v); }
inline uint32_t hi(uint64_t v) { return static_cast<uint32_t>(v >> 32); }
inline uint64_t pair(uint32_t l, uint32_t h) { return l | (static_cast<uint64_t>(h) << 32); }

inline std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%" PRIx64, v);
  return b;
}

inline std::string replaceAll(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
  return s;
}

// The kernel: v2..v17 from the lane's 64 input bytes, v20..v23 start as v14..v17, VCC from
// v13 != 0; after the body, v20..v23 and v24 = VCC bit (v25..v27 as the body leaves them)
// are stored to the lane's 32 output bytes. {VCC} in the body is vcc or vcc_lo. `ldsBytes`
// of LDS are allocated to the work-group (the body addresses them itself).
inline std::string kernelSource(const Tgt& t, const std::string& body, uint32_t mode, uint32_t ldsBytes = 0) {
  std::string vcc = t.wave == 32 ? "vcc_lo" : "vcc";
  std::string target = std::string("amdgcn-amd-amdhsa--") + t.name;
  std::string s;
  s += "  .amdgcn_target \"" + target + "\"\n  .amdhsa_code_object_version 5\n  .text\n";
  s += "  .protected t\n  .globl t\n  .p2align 8\n  .type t,@function\nt:\n";
  s += "  s_load_dwordx4 s[4:7], s[0:1], 0x0\n";
  s += "  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 10), " + std::to_string(mode) + "\n";
  s += "  v_lshlrev_b32_e32 v1, 6, v0\n  s_waitcnt lgkmcnt(0)\n";
  s += "  global_load_dwordx4 v[2:5], v1, s[4:5]\n";
  s += "  global_load_dwordx4 v[6:9], v1, s[4:5] offset:16\n";
  s += "  global_load_dwordx4 v[10:13], v1, s[4:5] offset:32\n";
  s += "  global_load_dwordx4 v[14:17], v1, s[4:5] offset:48\n";
  s += "  s_waitcnt vmcnt(0)\n";
  s += "  v_mov_b32_e32 v20, v14\n  v_mov_b32_e32 v21, v15\n  v_mov_b32_e32 v22, v16\n  v_mov_b32_e32 v23, v17\n";
  s += "  v_cmp_ne_u32_e32 " + vcc + ", 0, v13\n";
  s += replaceAll(body, "{VCC}", vcc);
  s += "\n  v_cndmask_b32_e64 v24, 0, 1, " + vcc + "\n";
  s += "  v_lshlrev_b32_e32 v1, 5, v0\n";
  s += "  global_store_dwordx4 v1, v[20:23], s[6:7]\n";
  s += "  global_store_dwordx4 v1, v[24:27], s[6:7] offset:16\n";
  s += "  s_endpgm\n.Lt_end:\n  .size t, .Lt_end-t\n\n";
  s += "  .rodata\n  .p2align 6\n  .amdhsa_kernel t\n";
  s += "    .amdhsa_user_sgpr_kernarg_segment_ptr 1\n    .amdhsa_kernarg_size 16\n";
  s += "    .amdhsa_next_free_vgpr 32\n    .amdhsa_next_free_sgpr 16\n";
  s += "    .amdhsa_group_segment_fixed_size " + std::to_string(ldsBytes) + "\n";
  if (std::string(t.name) == "gfx90a" || std::string(t.name) == "gfx942") s += "    .amdhsa_accum_offset 32\n";
  if (std::string(t.name).starts_with("gfx9") && std::string(t.name) != "gfx942") s += "    .amdhsa_reserve_flat_scratch 0\n";  // gfx942: architected flat scratch
  s += "  .end_amdhsa_kernel\n\n  .amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n";
  s += "      - .address_space:  global\n        .offset:         0\n        .size:           8\n"
       "        .value_kind:     global_buffer\n";
  s += "      - .address_space:  global\n        .offset:         8\n        .size:           8\n"
       "        .value_kind:     global_buffer\n";
  s += "    .group_segment_fixed_size: " + std::to_string(ldsBytes) + "\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: 16\n";
  s += "    .max_flat_workgroup_size: 64\n    .name:           t\n    .private_segment_fixed_size: 0\n";
  s += "    .sgpr_count:     16\n    .symbol:         t.kd\n    .vgpr_count:     32\n";
  s += "    .wavefront_size: " + std::to_string(t.wave) + "\n";
  s += "amdhsa.target:   " + target + "\namdhsa.version:\n  - 1\n  - 2\n...\n  .end_amdgpu_metadata\n";
  return s;
}

// `timingConfig` (a configs/ file name): run on that GPU's timing model instead.
inline std::vector<LaneOut> run(const Tgt& t, const std::string& body, std::vector<LaneIn> in, uint32_t mode = kModeKeep,
                                uint32_t ldsBytes = 0, const char* timingConfig = nullptr) {
  in.resize(kLanes, LaneIn{});
  std::string src = kernelSource(t, body, mode, ldsBytes);
  as::AsmOptions o;
  std::string why;
  auto id = isa::parseTargetId(t.name, &why);
  REQUIRE(id);
  o.target = *id;
  o.target.wave64 = t.wave == 64;
  std::vector<uint8_t> object = as::buildCodeObject(as::assemble(src, "func_kernel.s", o), false);
  device::LaunchRequest req;
  req.kernel = "t";
  req.geometry.grid = rt::Dim3{kLanes, 1, 1};
  req.geometry.group = rt::Dim3{kLanes, 1, 1};
  device::HostArg a, b;
  a.isBuffer = b.isBuffer = true;
  a.bytes.resize(kLanes * kIn * 4);
  std::memcpy(a.bytes.data(), in.data(), a.bytes.size());
  b.bytes.assign(kLanes * kOut * 4, 0);
  req.args = {a, b};
  std::optional<timing::GpuConfig> gpu;
  std::optional<timing::TimingEngine> engine;
  if (timingConfig) {
    gpu = timing::loadGpuConfig(test::sourcePath(std::string("configs/") + timingConfig));
    req.runtime = gpu->agent.runtimeConfig();
    engine.emplace(*gpu);
    req.processor = &*engine;
  }
  device::LaunchResult r = device::launchKernel(object, "func_kernel.s", req);
  INFO(t.name << ": " << body);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<LaneOut> out(kLanes);
  std::memcpy(out.data(), r.buffers[1].data(), kLanes * kOut * 4);
  return out;
}

// A global buffer argument holding `bytes` bytes of `data` (zeros when data is null).
inline device::HostArg bufferArg(const void* data, size_t bytes) {
  device::HostArg a;
  a.isBuffer = true;
  a.bytes.resize(bytes);
  if (data) std::memcpy(a.bytes.data(), data, bytes);
  return a;
}

// Checks one output dword against an expected value (NaN: any NaN when `anyNan`).
inline void expect32(const std::vector<LaneOut>& out, unsigned lane, unsigned k, uint32_t want, const char* what) {
  uint32_t got = out[lane][k];
  CHECK_MESSAGE(got == want, std::string(what) << " lane " << lane << ": got " << hex(got) << " want " << hex(want));
}
inline void expect64(const std::vector<LaneOut>& out, unsigned lane, unsigned k, uint64_t want, const char* what) {
  uint64_t got = pair(out[lane][k], out[lane][k + 1]);
  CHECK_MESSAGE(got == want, std::string(what) << " lane " << lane << ": got " << hex(got) << " (" << bd(got) << ") want " << hex(want)
                                  << " (" << bd(want) << ")");
}

inline LaneIn lane32(std::initializer_list<uint32_t> v) {
  LaneIn l{};
  unsigned i = 0;
  for (uint32_t x : v) l[i++] = x;
  return l;
}
inline LaneIn lane64(std::initializer_list<double> v) {
  LaneIn l{};
  unsigned i = 0;
  for (double x : v) {
    l[i++] = lo(db(x));
    l[i++] = hi(db(x));
  }
  return l;
}

}  // namespace gfxsim::test::funck
