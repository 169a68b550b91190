#include "timing/trace.h"

#include <cstdio>

#include "support/fileio.h"
#include "timing/gpu.h"
#include "timing/memside.h"

namespace gfxsim::timing {

std::string Trace::ts(Cycle t) const {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4f", static_cast<double>(t) / mhz_);
  return buf;
}

void Trace::counter(const std::string& track, Cycle t, double backlog) {
  if (events_ >= kMaxEvents) {
    cut_ = true;
    return;
  }
  ++events_;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f", backlog);
  body_ += ",\n{\"name\":\"" + track + "\",\"ph\":\"C\",\"pid\":0,\"ts\":" + ts(t) + ",\"args\":{\"backlog_cycles\":" + buf + "}}";
}

void Trace::memorySample(Cycle t, const MemorySide& side, unsigned channels) {
  for (unsigned c = 0; c < channels; ++c) counter("L2 channel " + std::to_string(c), t, side.channelBacklog(c, t));
  for (unsigned d = 0; d < side.dramChannels(); ++d) counter("DRAM channel " + std::to_string(d), t, side.dramBacklog(d, t));
}

void Trace::nameComputeUnit(uint32_t cu, const std::string& name) {
  body_ += ",\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":" + std::to_string(cu + 1) + ",\"args\":{\"name\":\"" + name + "\"}}";
}

void Trace::waves(const std::vector<WaveSpan>& spans) {
  for (const WaveSpan& w : spans) {
    if (events_ >= kMaxEvents) {
      cut_ = true;
      return;
    }
    ++events_;
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  ",\n{\"name\":\"wg(%u,%u,%u) wave %u\",\"ph\":\"X\",\"pid\":%u,\"tid\":%u,\"ts\":%s,\"dur\":%s}", w.x, w.y,
                  w.z, w.wave, w.cu + 1, w.slot, ts(w.start).c_str(), ts(w.end - w.start).c_str());
    body_ += buf;
  }
}

void Trace::write(const TimingStats& s) {
  std::string out = "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"gpu\":\"" + s.gpu + "\",\"cycles\":" + std::to_string(s.cycles) +
                    ",\"core_mhz\":" + std::to_string(s.coreMhz) + (cut_ ? ",\"note\":\"trace cut at " + std::to_string(kMaxEvents) + " events\"" : "") +
                    "},\n\"traceEvents\":[\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":0,\"args\":{\"name\":\"memory queues\"}}";
  out += body_;
  out += "\n]}\n";
  writeFileAtomic(path_, out);
}

}  // namespace gfxsim::timing
