// grid3d: 7-point stencil on a 20 x 12 x 6 grid in 8 x 4 x 2 groups (partial groups along x).
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr Dim3 kSize = {20, 12, 6};
constexpr Dim3 kBlock = {8, 4, 2};
constexpr std::uint32_t kCells = kSize.x * kSize.y * kSize.z;

Arguments grid3d_arguments(std::uint64_t seed) {
  Rng rng(seed, "grid3d");
  std::vector<std::int32_t> in(kCells);
  for (auto& v : in) {
    v = static_cast<std::int32_t>(rng.uniform_int(-1000, 1000));
  }
  return {input_arg("in", in),
          output_arg<std::int32_t>("out", kCells),
          output_arg<std::uint32_t>("ids", kCells),
          output_arg<std::uint32_t>("meta", 8),
          scalar_arg("nx", Scalar::u32(kSize.x)),
          scalar_arg("ny", Scalar::u32(kSize.y)),
          scalar_arg("nz", Scalar::u32(kSize.z))};
}

std::uint32_t ceil_div(std::uint32_t a, std::uint32_t b) { return (a + b - 1) / b; }

// Integer stencil and launch geometry: bit-exact. The group and local ids follow OpenCL:
// group ids count groups (the partial one included), and a work-item's local linear id uses
// the actual size of its own group, 4 rather than 8 along x in the last group.
CheckResult grid3d_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<std::int32_t>() != kCells) {
    return {false, "grid3d: missing or mis-sized input"};
  }
  auto at = [&](std::uint32_t x, std::uint32_t y, std::uint32_t z) {
    return in->at<std::int32_t>((z * kSize.y + y) * kSize.x + x);
  };
  const Dim3 groups = {ceil_div(kSize.x, kBlock.x), ceil_div(kSize.y, kBlock.y),
                       ceil_div(kSize.z, kBlock.z)};
  std::vector<std::int32_t> out(kCells);
  std::vector<std::uint32_t> ids(kCells);
  for (std::uint32_t z = 0; z < kSize.z; ++z) {
    for (std::uint32_t y = 0; y < kSize.y; ++y) {
      for (std::uint32_t x = 0; x < kSize.x; ++x) {
        std::int32_t c = at(x, y, z);
        std::int32_t neighbours = 0;
        neighbours += x > 0 ? at(x - 1, y, z) : c;
        neighbours += x + 1 < kSize.x ? at(x + 1, y, z) : c;
        neighbours += y > 0 ? at(x, y - 1, z) : c;
        neighbours += y + 1 < kSize.y ? at(x, y + 1, z) : c;
        neighbours += z > 0 ? at(x, y, z - 1) : c;
        neighbours += z + 1 < kSize.z ? at(x, y, z + 1) : c;
        std::uint32_t index = (z * kSize.y + y) * kSize.x + x;
        out[index] = 6 * c - neighbours;

        Dim3 group = {x / kBlock.x, y / kBlock.y, z / kBlock.z};
        Dim3 local = {x % kBlock.x, y % kBlock.y, z % kBlock.z};
        std::uint32_t width = std::min(kBlock.x, kSize.x - group.x * kBlock.x);
        std::uint32_t height = std::min(kBlock.y, kSize.y - group.y * kBlock.y);
        std::uint32_t group_linear = group.x + groups.x * (group.y + groups.y * group.z);
        std::uint32_t local_linear = local.x + width * (local.y + height * local.z);
        ids[index] = (group_linear << 16) | local_linear;
      }
    }
  }
  std::vector<std::uint32_t> meta = {3,        kSize.x,  kSize.y,  kSize.z,
                                     groups.x, groups.y, groups.z, kBlock.x};
  Verdict verdict;
  expect_exact(verdict, args, "out", out);
  expect_exact(verdict, args, "ids", ids);
  expect_exact(verdict, args, "meta", meta);
  return verdict.result();
}

}  // namespace

Workload make_grid3d() {
  return Workload{
      .name = "grid3d",
      .description = "3D grid and 3D groups (x/y/z ids, partial groups along x), int 7-point "
                     "stencil, get_num_groups/get_local_size/get_work_dim",
      .source = "grid3d/grid3d.cl",
      .kernel = "grid3d",
      .dims = 3,
      .grid = kSize,
      .block = kBlock,
      .make_arguments = grid3d_arguments,
      .check = grid3d_check,
  };
}

}  // namespace gfxsim::workloads::detail
