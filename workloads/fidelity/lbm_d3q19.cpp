#include "fidelity/lbm_d3q19.h"

#include <bit>
#include <cfenv>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <limits>
#include <stdexcept>

namespace gfxsim::workloads::lbm {

namespace {

// The kernel's direction order (its header comment); opposite directions are adjacent.
constexpr int kC[kQ][3] = {{0, 0, 0},  {1, 0, 0},  {-1, 0, 0}, {0, 1, 0},  {0, -1, 0}, {0, 0, 1},  {0, 0, -1},
                           {1, 1, 0},  {-1, -1, 0}, {1, 0, 1},  {-1, 0, -1}, {0, 1, 1},  {0, -1, -1}, {1, -1, 0},
                           {-1, 1, 0}, {1, 0, -1}, {-1, 0, 1}, {0, 1, -1}, {0, -1, 1}};

// D3Q19 weights by |c|^2: rest 1/3, the six axis directions 1/18, the twelve edges 1/36.
double weight(unsigned i) {
  int c2 = kC[i][0] * kC[i][0] + kC[i][1] * kC[i][1] + kC[i][2] * kC[i][2];
  return c2 == 0 ? 1.0 / 3 : c2 == 1 ? 1.0 / 18 : 1.0 / 36;
}

// A binary floating-point format: explicit mantissa bits, smallest normal exponent, exponent
// bias, largest finite magnitude, and whether overflow saturates (FP16C: no infinity).
struct Format {
  int mant, emin, bias;
  double maxFinite;
  bool saturates;
};

Format format(Storage s) {
  switch (s) {
    case Storage::FP32: return {23, -126, 127, std::numeric_limits<float>::max(), false};
    case Storage::FP16S: return {10, -14, 15, 65504.0, false};
    case Storage::FP16C: return {11, -14, 15, 2.0 - std::ldexp(1.0, -11), true};
  }
  throw std::logic_error("lbm: bad storage");
}

// The exponent of a's leading bit (a > 0, finite).
int leadingExponent(double a) {
  int k = 0;
  std::frexp(a, &k);  // a = m 2^k, m in [0.5, 1)
  return k - 1;
}

// splitmix64 of (seed, cell, slot): deterministic and the same on every host.
double uniform(uint64_t seed, uint64_t cell, uint64_t slot) {
  uint64_t z = seed * 0x9e3779b97f4a7c15ull + cell * 0xd1b54a32d192ed03ull + slot * 0x8cb92ba72f3d8dd7ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return static_cast<double>(z >> 11) * 0x1p-52 - 1.0;  // [-1, 1)
}

// The shifted equilibrium f_i^eq - w_i of density rho and velocity u.
double shiftedEquilibrium(unsigned i, double rho, const double u[3]) {
  double cu = kC[i][0] * u[0] + kC[i][1] * u[1] + kC[i][2] * u[2];
  double usq = u[0] * u[0] + u[1] * u[1] + u[2] * u[2];
  return weight(i) * rho * (3 * cu + 4.5 * cu * cu - 1.5 * usq) + weight(i) * (rho - 1);
}

void store(State& st, uint64_t index, double x) {
  uint32_t bits = encode(st.storage, x);
  unsigned b = bytesPerValue(st.storage);
  std::memcpy(st.ddf.data() + index * b, &bits, b);  // little-endian host: the low bytes
}

}  // namespace

const char* storageName(Storage s) {
  switch (s) {
    case Storage::FP32: return "FP32";
    case Storage::FP16S: return "FP16S";
    case Storage::FP16C: return "FP16C";
  }
  return "?";
}

std::string storageMacro(Storage s) { return std::string("LBM_") + storageName(s); }

unsigned bytesPerValue(Storage s) { return s == Storage::FP32 ? 4 : 2; }

unsigned bytesPerCellStep(Storage s) { return 2 * kQ * bytesPerValue(s) + 1; }

double mlups(uint64_t cells, unsigned steps, uint64_t cycles, double clockMhz) {
  if (cycles == 0) return 0;
  double seconds = static_cast<double>(cycles) / (clockMhz * 1e6);
  return static_cast<double>(cells) * steps / seconds / 1e6;
}

double roundTo(Storage s, double x) {
  if (x == 0 || !std::isfinite(x)) return x;
  Format f = format(s);
  double a = std::fabs(x);
  // The quantum: 2^(e - mant) for the leading exponent e, no finer than the subnormals'.
  int q = std::max(leadingExponent(a), f.emin) - f.mant;
  // Scaling by a power of two is exact; nearbyint rounds to nearest even in the default mode.
  double r = std::ldexp(std::nearbyint(std::ldexp(a, -q)), q);
  if (r > f.maxFinite) r = f.saturates ? f.maxFinite : std::numeric_limits<double>::infinity();
  return std::copysign(r, x);
}

uint32_t encode(Storage s, double x) {
  double v = roundTo(s, x);
  if (s == Storage::FP32) return std::bit_cast<uint32_t>(static_cast<float>(v));
  Format f = format(s);
  uint32_t sign = std::signbit(v) ? 0x8000u : 0;
  double a = std::fabs(v);
  if (a == 0) return sign;
  if (std::isinf(a)) return sign | 0x7c00u;  // FP16S only: FP16C saturates
  int e = std::max(leadingExponent(a), f.emin);
  uint32_t field = leadingExponent(a) < f.emin ? 0 : static_cast<uint32_t>(e + f.bias);
  // The significand as an integer of mant + 1 bits (exact: a is on the quantum), less the
  // implicit bit of a normal number.
  auto sig = static_cast<uint32_t>(std::ldexp(a, f.mant - e));
  if (field) sig -= 1u << f.mant;
  return sign | field << f.mant | sig;
}

double decode(Storage s, uint32_t bits) {
  if (s == Storage::FP32) return std::bit_cast<float>(bits);
  Format f = format(s);
  uint32_t field = (bits & 0x7fffu) >> f.mant, sig = bits & ((1u << f.mant) - 1);
  double a;
  if (s == Storage::FP16S && field == 0x1f) a = sig ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  else if (field == 0) a = std::ldexp(sig, f.emin - f.mant);
  else a = std::ldexp((1u << f.mant) + sig, static_cast<int>(field) - f.bias - f.mant);
  return bits & 0x8000u ? -a : a;
}

double valueAt(const State& st, uint64_t index) {
  uint32_t bits = 0;
  unsigned b = bytesPerValue(st.storage);
  std::memcpy(&bits, st.ddf.data() + index * b, b);
  return decode(st.storage, bits);
}

State initialState(const Grid& g, Storage storage, uint64_t seed, unsigned solidEvery) {
  State st;
  st.grid = g;
  st.storage = storage;
  const uint64_t cells = g.cells();
  st.ddf.assign(cells * kQ * bytesPerValue(storage), 0);
  st.flags.assign(cells, 0);
  for (uint64_t n = 0; n < cells; ++n) {
    double rho = 1 + 0.01 * uniform(seed, n, 0);
    double u[3] = {0.05 * uniform(seed, n, 1), 0.05 * uniform(seed, n, 2), 0.05 * uniform(seed, n, 3)};
    for (unsigned i = 0; i < kQ; ++i)
      store(st, i * cells + n, shiftedEquilibrium(i, rho, u) + 0.1 * weight(i) * uniform(seed, n, 4 + i));
    if (solidEvery && static_cast<uint64_t>((uniform(seed, n, 40) + 1) * 0x1p31) % solidEvery == 0) st.flags[n] = kSolid;
  }
  return st;
}

std::vector<double> collideExact(const State& src, float omega, std::vector<double>* sumAbs) {
  const Grid& g = src.grid;
  const uint64_t cells = g.cells();
  std::vector<double> out(cells * kQ, std::numeric_limits<double>::quiet_NaN());
  if (sumAbs) sumAbs->assign(cells, 0.0);
  const double w = omega;
  for (uint32_t z = 0; z < g.nz; ++z)
    for (uint32_t y = 0; y < g.ny; ++y)
      for (uint32_t x = 0; x < g.nx; ++x) {
        uint64_t n = x + uint64_t{g.nx} * (y + uint64_t{g.ny} * z);
        if (src.flags[n] & kSolid) continue;
        double f[kQ], rho = 1, mom[3] = {0, 0, 0}, s = 0;
        for (unsigned i = 0; i < kQ; ++i) {
          // Pull from x - c_i, periodic.
          uint64_t px = (x + g.nx - kC[i][0]) % g.nx, py = (y + g.ny - kC[i][1]) % g.ny, pz = (z + g.nz - kC[i][2]) % g.nz;
          f[i] = valueAt(src, i * cells + px + uint64_t{g.nx} * (py + uint64_t{g.ny} * pz));
          rho += f[i];
          s += std::fabs(f[i]);
          for (int d = 0; d < 3; ++d) mom[d] += kC[i][d] * f[i];
        }
        double u[3] = {mom[0] / rho, mom[1] / rho, mom[2] / rho};
        for (unsigned i = 0; i < kQ; ++i) out[i * cells + n] = f[i] + w * (shiftedEquilibrium(i, rho, u) - f[i]);
        if (sumAbs) (*sumAbs)[n] = s;
      }
  return out;
}

void referenceStep(const State& src, State& dst, float omega) {
  std::vector<double> v = collideExact(src, omega);
  for (uint64_t k = 0; k < v.size(); ++k)
    if (!std::isnan(v[k])) store(dst, k, v[k]);
}

// The device computes each value in FP32 from the same stored inputs. To first order its error
// is at most: the 19-term density sum, gamma_18 s with s = sum |f_i| (Higham, "Accuracy and
// Stability of Numerical Algorithms", 3.1); the momentum sums and the division by rho about
// 11 u s more in each velocity component, so about 22 u s in c.u; the equilibrium (weights
// <= 1/3, |c.u| < 0.5) passes c.u's error at most once and rho's a third of a time and adds
// about 6 roundings of numbers below 1; the relaxation multiplies that by omega < 2 and adds
// 3 roundings below 1 + s. That is about 60 u (1 + s); 128 doubles it for the rounded weights
// (1/3, 1/18, 1/36 are not floats) and for either fused or separate multiply-adds.
double fp32Bound(double sumAbs) { return 128 * 0x1p-24 * (1 + sumAbs); }

CheckResult checkStep(const State& src, const State& before, const std::vector<uint8_t>& got, float omega) {
  CheckResult r;
  const uint64_t cells = src.grid.cells();
  const unsigned b = bytesPerValue(src.storage);
  if (got.size() != cells * kQ * b || before.ddf.size() != got.size()) {
    r.detail = fmt::format("{} bytes read back, expected {}", got.size(), cells * kQ * b);
    return r;
  }
  std::vector<double> sumAbs;
  std::vector<double> exact = collideExact(src, omega, &sumAbs);
  for (uint64_t k = 0; k < exact.size(); ++k) {
    uint64_t n = k % cells;
    unsigned i = static_cast<unsigned>(k / cells);
    if (std::isnan(exact[k])) {
      if (std::memcmp(got.data() + k * b, before.ddf.data() + k * b, b) != 0) {
        r.detail = fmt::format("solid cell {} direction {}: changed", n, i);
        return r;
      }
      continue;
    }
    ++r.values;
    uint32_t bits = 0;
    std::memcpy(&bits, got.data() + k * b, b);
    double dev = decode(src.storage, bits), v = exact[k], bound = fp32Bound(sumAbs[n]);
    double lo = roundTo(src.storage, v - bound), hi = roundTo(src.storage, v + bound);
    double err = std::fabs(dev - v);
    r.maxError = std::max(r.maxError, err);
    r.maxErrorOverBound = std::max(r.maxErrorOverBound, err / bound);
    if (!(dev >= lo && dev <= hi)) {
      r.detail = fmt::format("cell {} direction {}: device {:.9g} (bits {:#x}), exact {:.9g}, accepted [{:.9g}, {:.9g}]", n, i, dev,
                             bits, v, lo, hi);
      return r;
    }
    if (dev == roundTo(src.storage, v)) ++r.exact;
    else ++r.withinBound;
  }
  r.ok = true;
  r.detail = fmt::format("{} values: {} equal to the exact value rounded to {}, {} others within the bound; "
                         "max |error| {:.3g} ({:.3g} of the FP32 bound)",
                         r.values, r.exact, storageName(src.storage), r.withinBound, r.maxError, r.maxErrorOverBound);
  return r;
}

}  // namespace gfxsim::workloads::lbm
