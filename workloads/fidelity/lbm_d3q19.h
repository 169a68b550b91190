// The host side of workloads/fidelity/lbm_d3q19.cl, the D3Q19 lattice-Boltzmann step of the
// fidelity suite: its storage formats, a deterministic initial state, a reference step in
// double precision and a checker for the device's step, and FluidX3D's way of counting (bytes
// per cell, MLUPs/s). Written apart from the kernel: directions from a table, the formats by
// frexp/ldexp arithmetic instead of the kernel's bit manipulation.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gfxsim::workloads::lbm {

// How the DDFs are stored (arithmetic is FP32 on the device in all three).
enum class Storage { FP32, FP16S, FP16C };

inline constexpr Storage kAllStorages[] = {Storage::FP32, Storage::FP16S, Storage::FP16C};
inline constexpr unsigned kQ = 19;             // D3Q19
inline constexpr uint8_t kSolid = 1;           // the flag bit of a cell the step skips
inline constexpr float kDefaultOmega = 1.0f / 0.6f;  // 1 / tau with tau = 0.6

const char* storageName(Storage s);   // "FP32", "FP16S", "FP16C"
std::string storageMacro(Storage s);  // the kernel's -D: "LBM_FP32" ...
unsigned bytesPerValue(Storage s);    // 4 or 2

// FluidX3D's count of memory traffic per cell and step: 19 DDFs read, 19 written and one flag
// byte read: 153 bytes (FP32), 77 (16-bit) (FluidX3D README, "Single-GPU/CPU Benchmarks").
unsigned bytesPerCellStep(Storage s);

// Million lattice-cell updates per second for `steps` steps over `cells` cells in `cycles`
// cycles of a `clockMhz` clock: cells * steps / (cycles / clock) / 1e6.
double mlups(uint64_t cells, unsigned steps, uint64_t cycles, double clockMhz);

struct Grid {
  uint32_t nx = 0, ny = 0, nz = 0;
  uint64_t cells() const { return uint64_t{nx} * ny * nz; }
};

// A lattice as the kernel sees it: the stored DDFs (value i of cell n at i * cells + n, in the
// storage format's bytes) and one flag byte per cell.
struct State {
  Grid grid;
  Storage storage = Storage::FP32;
  std::vector<uint8_t> ddf;
  std::vector<uint8_t> flags;
};

// The stored value nearest to x (ties to even; FP16C saturates at its largest magnitude, FP16S
// overflows to infinity as vstore_half does), and a stored value read back (exact).
double roundTo(Storage s, double x);
uint32_t encode(Storage s, double x);  // bits of roundTo(s, x)
double decode(Storage s, uint32_t bits);
double valueAt(const State& st, uint64_t index);

// A perturbed equilibrium, the same for a seed on every host: density 1 + 0.01 r, velocity
// 0.05 (r, r, r), and a non-equilibrium part of 0.1 w_i r per DDF (r uniform in [-1, 1) from a
// counter hash), stored in `storage`; cells whose hash says so (about one in `solidEvery`,
// none for 0) are flagged solid.
State initialState(const Grid& g, Storage storage, uint64_t seed, unsigned solidEvery = 0);

// The exact (double) post-collision values of every fluid cell, pulled from `src`, at the
// indices the kernel writes; solid cells' entries are NaN. `sumAbs` gets, per cell, the sum of
// |f_i| of the pulled values (the error bound's scale).
std::vector<double> collideExact(const State& src, float omega, std::vector<double>* sumAbs = nullptr);

// One step on the host: `dst` (same grid and storage) gets the rounded values of the fluid
// cells; its solid cells keep theirs.
void referenceStep(const State& src, State& dst, float omega);

// The bound on |device - exact| before the device rounds to storage, for a cell with
// sum |f_i| = s: 128 u (1 + s), u = 2^-24 (see lbm_d3q19.cpp).
double fp32Bound(double sumAbs);

struct CheckResult {
  bool ok = false;
  uint64_t values = 0;        // DDF values compared
  uint64_t exact = 0;         // equal to the exact value rounded to storage
  // The rest: for 16-bit storage the other neighbour of an exact value within the bound of a
  // rounding tie; for FP32 storage a value off by the device's FP32 arithmetic.
  uint64_t withinBound = 0;
  double maxError = 0;        // max |device - exact| over fluid values
  double maxErrorOverBound = 0;  // max |device - exact| / bound (below 1 for FP32 storage; 16-bit adds its rounding)
  std::string detail;         // the first failure, or a summary
};

// Checks one device step: `got` is the device's dst after stepping `src` with dst's previous
// contents `before`. A fluid value passes when it lies between the exact value minus and plus
// the FP32 bound, each rounded to storage (for FP32 storage: within bound + half an ulp); a
// solid cell's values must be unchanged.
CheckResult checkStep(const State& src, const State& before, const std::vector<uint8_t>& got, float omega);

}  // namespace gfxsim::workloads::lbm
