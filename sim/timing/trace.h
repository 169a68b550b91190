// A Chrome/Perfetto trace of a timing run (open it in ui.perfetto.dev or chrome://tracing):
// one process per CU (GCN) or WGP (RDNA) with a track per wave slot (a span per wave, named by
// its work-group and wave), and counter tracks for the queues of each cache level: every
// L1/L0 port, GL1 port, L2 channel and DRAM channel, sampled once per epoch (cycles of work
// waiting ahead of a new request).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "timing/cache.h"

namespace gfxsim::timing {

class MemorySide;
struct TimingStats;

struct WaveSpan {
  uint32_t cu, slot;  // the CU/WGP (in the GPU) and its wave slot
  Cycle start, end;
  uint32_t x, y, z, wave;
};

class Trace {
 public:
  Trace(std::string path, double coreMhz) : path_(std::move(path)), mhz_(coreMhz) {}
  bool enabled() const { return !path_.empty(); }
  // One sample of a queue's backlog (cycles of work ahead of a new request) at cycle t.
  void counter(const std::string& track, Cycle t, double backlog);
  void memorySample(Cycle t, const MemorySide& side, unsigned channels);
  // Names a CU/WGP's process in the viewer.
  void nameComputeUnit(uint32_t cu, const std::string& name);
  void waves(const std::vector<WaveSpan>& spans);
  // Writes the file (atomically).
  void write(const TimingStats& s);

  static constexpr size_t kMaxEvents = 2'000'000;  // beyond this the trace notes the cut

 private:
  std::string ts(Cycle t) const;
  std::string path_;
  double mhz_;
  std::string body_;
  size_t events_ = 0;
  bool cut_ = false;
};

}  // namespace gfxsim::timing
