// HSA signals as amd_signal_t objects in simulated memory (AMDGPUUsage, "HSA Signals"; the
// layout of ROCR-Runtime's amd_hsa_signal.h). The handle is the address of the 64-byte object; a
// USER signal keeps its value at byte 8. The packet processor decrements a dispatch's completion
// signal by 1 when the dispatch completes (HSA Platform System Architecture Specification,
// "Architected Queuing Language").
//
// Nothing here blocks: there is no second thread to wait for. waitSatisfied() tells whether a
// wait condition already holds, which is all a single-threaded simulator can ask.
#pragma once
#include <cstdint>
#include <string>

#include "runtime/aql.h"
#include "runtime/memory.h"

namespace gfxsim::rt {

// hsa_signal_condition_t.
enum class SignalCondition : uint8_t { Eq = 0, Ne = 1, Lt = 2, Gte = 3 };

class Signal {
 public:
  // Allocates a USER signal with `initial` as its value.
  static Signal create(Memory& mem, int64_t initial, std::string name = "signal");
  // A view of the signal at `handle`; throws Error if it is not a 64-byte amd_signal_t in a live
  // allocation or its kind is not a known amd_signal_kind_t.
  Signal(Memory& mem, Addr handle);

  Addr handle() const { return handle_; }
  aql::SignalKind kind() const;
  // The value (USER signals; throws Error for a doorbell signal).
  int64_t load() const;
  void store(int64_t v);
  int64_t add(int64_t v);       // returns the old value
  int64_t subtract(int64_t v);  // returns the old value
  int64_t exchange(int64_t v);
  int64_t compareExchange(int64_t expected, int64_t desired);  // returns the old value
  bool waitSatisfied(SignalCondition c, int64_t compare) const;

 private:
  Addr valueAddr() const;
  Memory* mem_;
  Addr handle_;
};

}  // namespace gfxsim::rt
