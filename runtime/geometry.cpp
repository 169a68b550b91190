#include "runtime/geometry.h"

#include "support/error.h"

namespace gfxsim::rt {

std::string Dim3::str() const {
  return std::to_string(x) + "x" + std::to_string(y) + "x" + std::to_string(z);
}

Dim3 GridGeometry::fullGroups() const {
  Dim3 r;
  for (unsigned i = 0; i < 3; ++i) r[i] = group[i] ? grid[i] / group[i] : 0;
  return r;
}

Dim3 GridGeometry::remainder() const {
  Dim3 r;
  for (unsigned i = 0; i < 3; ++i) r[i] = group[i] ? grid[i] % group[i] : 0;
  return r;
}

Dim3 GridGeometry::groupCount() const {
  Dim3 r;
  for (unsigned i = 0; i < 3; ++i)
    r[i] = group[i] ? static_cast<uint32_t>((uint64_t{grid[i]} + group[i] - 1) / group[i]) : 0;
  return r;
}

Dim3 GridGeometry::groupSizeAt(const Dim3& wg) const {
  Dim3 n = groupCount();
  Dim3 r;
  static const char* axis = "xyz";
  for (unsigned i = 0; i < 3; ++i) {
    if (wg[i] >= n[i])
      throw Error("work-group id " + wg.str() + " is outside the grid: " + std::string(1, axis[i]) +
                  " must be below " + std::to_string(n[i]) + " (grid " + grid.str() + ", group " +
                  group.str() + ")");
    uint64_t start = uint64_t{wg[i]} * group[i];
    uint64_t left = grid[i] - start;
    r[i] = static_cast<uint32_t>(left < group[i] ? left : group[i]);
  }
  return r;
}

uint64_t GridGeometry::totalWaves(unsigned waveSize) const {
  // Groups fall into at most 8 classes (full or partial along each dimension).
  Dim3 full = fullGroups(), rem = remainder();
  uint64_t total = 0;
  for (unsigned mask = 0; mask < 8; ++mask) {
    uint64_t groups = 1;
    Dim3 size;
    for (unsigned i = 0; i < 3; ++i) {
      bool partial = mask & (1u << i);
      if (partial) {
        groups *= rem[i] ? 1 : 0;
        size[i] = rem[i];
      } else {
        groups *= full[i];
        size[i] = group[i];
      }
    }
    if (groups) total += groups * wavesFor(size.count(), waveSize);
  }
  return total;
}

uint64_t GridGeometry::linearGroupId(const Dim3& wg) const {
  Dim3 n = groupCount();
  return (uint64_t{wg.z} * n.y + wg.y) * n.x + wg.x;
}

void validateGeometry(const GridGeometry& g, unsigned dims) {
  static const char* axis = "xyz";
  if (dims < 1 || dims > 3) throw Error("dispatch dimensions must be 1, 2 or 3, not " + std::to_string(dims));
  for (unsigned i = 0; i < 3; ++i) {
    std::string a(1, axis[i]);
    if (g.grid[i] == 0) throw Error("grid size " + a + " is 0 (every grid size must be at least 1)");
    if (g.group[i] == 0) throw Error("work-group size " + a + " is 0 (every group size must be at least 1)");
    if (g.group[i] > 0xffff)
      throw Error("work-group size " + a + " is " + std::to_string(g.group[i]) +
                  "; the dispatch packet holds 16 bits (and a group at most " +
                  std::to_string(kMaxWorkgroupItems) + " work-items)");
    if (i >= dims && (g.grid[i] != 1 || g.group[i] != 1))
      throw Error("a " + std::to_string(dims) + "-dimensional dispatch needs grid and group size " + a +
                  " of 1, not grid " + std::to_string(g.grid[i]) + " and group " + std::to_string(g.group[i]));
  }
  if (g.group.count() > kMaxWorkgroupItems)
    throw Error("work-group " + g.group.str() + " has " + std::to_string(g.group.count()) +
                " work-items; at most " + std::to_string(kMaxWorkgroupItems) + " are allowed");
}

unsigned impliedDims(const GridGeometry& g) {
  if (g.grid.z > 1 || g.group.z > 1) return 3;
  if (g.grid.y > 1 || g.group.y > 1) return 2;
  return 1;
}

}  // namespace gfxsim::rt
