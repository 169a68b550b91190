#include "host_exec.h"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "host_shim.h"
#include "host_kernels.h"

namespace gfxsim::workloads::host {
namespace {

thread_local ItemContext* tls_item = nullptr;

std::uint32_t ceil_div(std::uint32_t a, std::uint32_t b) { return (a + b - 1) / b; }

}  // namespace

ItemContext& current_item() { return *tls_item; }

// v_mbcnt_lo_u32_b32: add + popcount(mask & lanes below this one among lanes 0..31).
std::uint32_t mbcnt_lo(std::uint32_t mask, std::uint32_t add) {
  const ItemContext& item = current_item();
  std::uint32_t lane = item.local_linear % item.group->wave_size;
  std::uint32_t below = lane >= 32 ? 0xffffffffu : (1u << lane) - 1u;
  return add + static_cast<std::uint32_t>(std::popcount(mask & below));
}

// v_mbcnt_hi_u32_b32: add + popcount(mask & lanes below this one among lanes 32..63).
std::uint32_t mbcnt_hi(std::uint32_t mask, std::uint32_t add) {
  const ItemContext& item = current_item();
  std::uint32_t lane = item.local_linear % item.group->wave_size;
  std::uint32_t below = lane <= 32 ? 0u : (1u << (lane - 32)) - 1u;
  return add + static_cast<std::uint32_t>(std::popcount(mask & below));
}

// ds_bpermute_b32: every lane publishes `value`, then reads the value of lane
// (byte_address / 4) mod wave_size of its own wavefront. Emulated group-wide between two
// barriers, so every work-item of the group must call it (the kernels do, unconditionally).
std::int32_t ds_bpermute(std::int32_t byte_address, std::int32_t value) {
  ItemContext& item = current_item();
  GroupContext& group = *item.group;
  (*group.lane_values)[item.local_linear] = value;
  group.barrier->arrive_and_wait();
  std::uint32_t wave_base = item.local_linear / group.wave_size * group.wave_size;
  std::uint32_t source =
      wave_base + (static_cast<std::uint32_t>(byte_address) >> 2) % group.wave_size;
  std::int32_t result = source < group.size ? (*group.lane_values)[source] : 0;
  group.barrier->arrive_and_wait();
  return result;
}

bool has_host_kernel(const Workload& w) { return find_host_kernel(w.name) != nullptr; }

void run_on_host(const Workload& w, Arguments& args, const HostRunOptions& options) {
  HostKernel kernel = find_host_kernel(w.name);
  if (kernel == nullptr) {
    throw std::invalid_argument("no host kernel for workload " + w.name);
  }
  if (options.wave_size != 32 && options.wave_size != 64) {
    throw std::invalid_argument("wave_size must be 32 or 64");
  }
  const std::uint32_t grid[3] = {w.grid.x, w.grid.y, w.grid.z};
  const std::uint32_t block[3] = {w.block.x, w.block.y, w.block.z};
  std::uint32_t groups[3];
  for (int d = 0; d < 3; ++d) {
    if (grid[d] == 0 || block[d] == 0) {
      throw std::invalid_argument("empty grid or block in workload " + w.name);
    }
    groups[d] = ceil_div(grid[d], block[d]);
  }
  for (std::uint32_t gz = 0; gz < groups[2]; ++gz) {
    for (std::uint32_t gy = 0; gy < groups[1]; ++gy) {
      for (std::uint32_t gx = 0; gx < groups[0]; ++gx) {
        const std::uint32_t group_id[3] = {gx, gy, gz};
        std::uint32_t size[3];
        for (int d = 0; d < 3; ++d) {
          size[d] = std::min(block[d], grid[d] - group_id[d] * block[d]);
        }
        std::uint32_t count = size[0] * size[1] * size[2];
        std::barrier<> barrier(count);
        std::vector<std::int32_t> lane_values(count);
        GroupContext group{&barrier, &lane_values, count, options.wave_size};
        std::vector<ItemContext> items(count);
        std::vector<std::thread> threads;
        threads.reserve(count);
        for (std::uint32_t linear = 0; linear < count; ++linear) {
          ItemContext& item = items[linear];
          const std::uint32_t local[3] = {linear % size[0], linear / size[0] % size[1],
                                          linear / (size[0] * size[1])};
          for (int d = 0; d < 3; ++d) {
            item.local_id[d] = local[d];
            item.group_id[d] = group_id[d];
            item.global_id[d] = std::size_t{group_id[d]} * block[d] + local[d];
            item.local_size[d] = size[d];
            item.enqueued_local_size[d] = block[d];
            item.num_groups[d] = groups[d];
            item.global_size[d] = grid[d];
          }
          item.work_dim = w.dims;
          item.local_linear = linear;
          item.group = &group;
          threads.emplace_back([&item, &args, kernel] {
            tls_item = &item;
            kernel(args);
            tls_item = nullptr;
          });
        }
        for (std::thread& t : threads) {
          t.join();
        }
      }
    }
  }
}

}  // namespace gfxsim::workloads::host
