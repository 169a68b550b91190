#include "timing/waitcnt.h"

namespace gfxsim::timing {

WaitcntLayout waitcntLayout(const isa::Description& desc) {
  WaitcntLayout l;
  for (const auto& [name, field] : desc.waitcnts)
    if (unsigned k = counterIndex(name); k < kCounters) l.fields.emplace_back(k, field);
  // A counter's maximum is what its s_waitcnt field holds (all ones).
  for (const auto& [name, field] : desc.waitcnts) {
    uint64_t maxv = 0;
    for (const auto& part : field->parts) maxv = (maxv << part.width) | ((1ull << part.width) - 1);
    unsigned k = name == "vmcnt" ? kVm : name == "lgkmcnt" ? kLgkm : name == "expcnt" ? kExp : kVs;
    l.counterMax[k] = static_cast<uint32_t>(std::min<uint64_t>(maxv, kMaxCounterEvents - 1));
  }
  return l;
}

}  // namespace gfxsim::timing
