// Launch geometry of a dispatch: grid and work-group sizes in work-items (HSA style: the grid
// need not be a multiple of the group size; the last group along a dimension is then partial),
// and what follows from them: full and partial group counts, the actual size of a given group,
// waves per group. Shared by the kernarg builder (hidden_block_count / hidden_remainder), the
// dispatch packet and the initial wave state (EXEC, work-item ids, work-group info).
#pragma once
#include <array>
#include <cstdint>
#include <string>

namespace gfxsim::rt {

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;

  uint32_t operator[](unsigned i) const { return i == 0 ? x : i == 1 ? y : z; }
  uint32_t& operator[](unsigned i) { return i == 0 ? x : i == 1 ? y : z; }
  uint64_t count() const { return uint64_t{x} * y * z; }
  std::string str() const;  // "20x12x6"
  bool operator==(const Dim3&) const = default;
};

// Most work-items in one work-group (HSA / the hardware's limit on every gfxsim target).
inline constexpr uint32_t kMaxWorkgroupItems = 1024;

struct GridGeometry {
  Dim3 grid;   // work-items per dimension (packet grid_size_*)
  Dim3 group;  // work-items per work-group per dimension (packet workgroup_size_*)

  // floor(grid / group): the number of *full* work-groups (clang-19's hidden_block_count_*).
  Dim3 fullGroups() const;
  // grid % group: work-items in the partial last group, 0 if none (hidden_remainder_*).
  Dim3 remainder() const;
  // ceil(grid / group): all work-groups, partial ones included (what the hardware launches).
  Dim3 groupCount() const;
  uint64_t totalGroups() const { return groupCount().count(); }
  // The actual size of work-group `wg`: min(group, grid - wg * group) per dimension.
  // Throws Error when wg is outside groupCount().
  Dim3 groupSizeAt(const Dim3& wg) const;
  // Waves needed for `items` work-items at wave size `waveSize`.
  static uint32_t wavesFor(uint64_t items, unsigned waveSize) {
    return static_cast<uint32_t>((items + waveSize - 1) / waveSize);
  }
  // Waves in one full-size group.
  uint32_t wavesPerFullGroup(unsigned waveSize) const { return wavesFor(group.count(), waveSize); }
  // Waves of the whole grid (partial groups counted with their actual size).
  uint64_t totalWaves(unsigned waveSize) const;
  // Linear index of work-group wg (x fastest).
  uint64_t linearGroupId(const Dim3& wg) const;
};

// Checks a launch: every size non-zero, grid sizes fit the packet's 32 bits, group sizes fit
// 16 bits, the group has at most kMaxWorkgroupItems work-items, and dimensions beyond `dims`
// (1..3) have size 1. Throws Error naming the field.
void validateGeometry(const GridGeometry& g, unsigned dims);

// The dimension count a launch implies: the highest dimension whose grid or group size is > 1
// (at least 1).
unsigned impliedDims(const GridGeometry& g);

}  // namespace gfxsim::rt
