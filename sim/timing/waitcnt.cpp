#include "timing/waitcnt.h"

namespace gfxsim::timing {

WaitcntLayout waitcntLayout(const isa::Description& desc) {
  WaitcntLayout l;
  l.counters = static_cast<unsigned>(desc.counters.size());
  for (unsigned k = 0; k < l.counters; ++k) {
    const isa::WaitCounter& c = desc.counters[k];
    if (c.field) l.fields.emplace_back(k, c.field);
    l.counterMax[k] = std::min<uint32_t>(c.max, kMaxCounterEvents - 1);
  }
  l.anyOrder = isa::anyOrderCounters(desc);
  return l;
}

}  // namespace gfxsim::timing
