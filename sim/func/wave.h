// The architectural state of one wave: scalar operand file, VGPRs/AGPRs, PC, SCC, MODE
// and the hardware registers compute kernels read. Lanes are stored register-major
// (v[r * 64 + lane]) so that an instruction's lane loop walks contiguous memory.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

namespace gfxsim::func {

inline constexpr unsigned kMaxLanes = 64;

// Scalar operand numbers the simulator needs by role; taken from the ISA description.
struct RegNumbers {
  unsigned vccLo, execLo, m0, null;
  int flatScratchLo = -1;  // GFX9: the FLAT_SCRATCH SGPR pair; -1 when not an SGPR
};

enum class WaveStatus : uint8_t { Running, Barrier, Done };

struct WaveState {
  std::array<uint32_t, 128> s{};  // scalar operand file: SGPRs, vcc, exec, m0, ttmp, ...
  std::vector<uint32_t> v;        // VGPRs
  std::vector<uint32_t> a;        // AGPRs (gfx90a)
  unsigned numV = 0, numA = 0;
  unsigned size = 64;             // wave size (32 or 64)
  uint64_t laneMask = ~0ull;      // lanes that exist
  uint64_t pc = 0;
  uint64_t instPc = 0;            // address of the instruction being executed
  bool scc = false;
  uint32_t mode = 0;              // HW_REG_MODE
  uint32_t trapsts = 0;
  bool gprIdx = false;             // GFX9 VGPR index mode (s_set_gpr_idx_on): M0[7:0] offsets, M0[15:12] enables
  uint64_t flatScratch = 0;       // GFX10+: HW_REG_FLAT_SCR_LO/HI
  WaveStatus status = WaveStatus::Running;
  uint32_t waveInGroup = 0;
  uint64_t executed = 0;          // instructions executed (watchdog, statistics)
  uint64_t scratchBase = 0;       // backing address of lane 0, private byte 0 (swizzled)

  const RegNumbers* regs = nullptr;
  const void* lastInst = nullptr;  // the previous DecodedInst (fetch follows its `next` link)

  uint32_t* vgpr(unsigned r) { return &v[static_cast<size_t>(r) * kMaxLanes]; }
  const uint32_t* vgpr(unsigned r) const { return &v[static_cast<size_t>(r) * kMaxLanes]; }
  uint32_t* agpr(unsigned r) { return &a[static_cast<size_t>(r) * kMaxLanes]; }

  uint64_t pair(unsigned n) const { return s[n] | (static_cast<uint64_t>(s[n + 1]) << 32); }
  void setPair(unsigned n, uint64_t v64) {
    s[n] = static_cast<uint32_t>(v64);
    s[n + 1] = static_cast<uint32_t>(v64 >> 32);
  }
  uint64_t exec() const { return pair(regs->execLo) & laneMask; }
  void setExec(uint64_t m) { setPair(regs->execLo, m); }
  uint64_t vcc() const { return pair(regs->vccLo) & laneMask; }
  // Lane-mask results: wave32 writes only the low register of a pair.
  void setVcc(uint64_t m) {
    if (size == 64) setPair(regs->vccLo, m);
    else s[regs->vccLo] = static_cast<uint32_t>(m);
  }
};

}  // namespace gfxsim::func
