// Calibration: the microbenchmarks of workloads/micro run in timing mode on a GPU config,
// each giving the figure a published measurement gives (load-to-use latency of a cache
// level, bandwidth, issue rate), beside the figure the config cites in [published].
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "timing/config.h"

namespace gfxsim::cli {

struct CalibrationRow {
  std::string key;         // the [published] key ("l1_latency_ns")
  std::string meaning;
  std::string method;      // how it was measured
  double simulated = 0;
  std::optional<double> published;
  std::string unit;
  // |simulated - published| / published (nullopt without a published figure).
  std::optional<double> error() const;
};

// Runs every microbenchmark the config's target supports. Throws Error on a failed run.
std::vector<CalibrationRow> calibrate(const timing::GpuConfig& gpu);

// Load-to-use latency (cycles per dependent load) of a pointer chase over `bytes` of
// memory, one load per cache line, through the vector (or scalar) path.
double chaseLatency(const timing::GpuConfig& gpu, uint64_t bytes, bool scalar);

// The chase over working sets of 1 KiB, 2 KiB, ... up to `topBytes` (calibrate --sweep, validate
// --plots): (bytes, cycles per load) pairs.
std::vector<std::pair<uint64_t, double>> chaseSweep(const timing::GpuConfig& gpu, uint64_t topBytes, bool scalar,
                                                    const std::function<void(uint64_t, double)>& each = {});

// A published load-to-use latency of the config's [published] section, placed on the sweep: the
// path that measured it and a working set where that level is the one that hits (the geometric
// middle of the sizes between the level above and this one; DRAM: twice the last cache).
struct PublishedLatency {
  std::string key;
  double ns = 0;
  bool scalar = false;
  uint64_t bytes = 0;
};
std::vector<PublishedLatency> publishedLatencies(const timing::GpuConfig& gpu);
// Twice the last-level cache (the LLC, else the L2): where a chase misses every cache.
uint64_t sweepTopBytes(const timing::GpuConfig& gpu);

// Cycles per ds_read_b32 of one full wave whose lane l reads dword l * stride (bank conflicts).
double ldsStrideCycles(const timing::GpuConfig& gpu, uint32_t stride);

// The calibration table (published figure, simulated figure, error) as text and JSON.
std::string calibrationTable(const timing::GpuConfig& gpu, const std::vector<CalibrationRow>& rows);
std::string calibrationJson(const timing::GpuConfig& gpu, const std::vector<CalibrationRow>& rows);
// A Markdown table (configs/README.md): figure, published, simulated, error, method, and the
// source the config file gives for the published figure (its comment).
std::string calibrationMarkdown(const timing::GpuConfig& gpu, const std::vector<CalibrationRow>& rows, const std::string& configText);

}  // namespace gfxsim::cli
