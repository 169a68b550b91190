// The state behind gfxsim's drop-in libhsa-runtime64.so.1: one CPU agent and one simulated GPU
// (a config from the catalog), a host-shared device address space, user-mode AQL queues whose
// packets a processor thread executes on the functional or timing model, signals, and loaded
// executables.
//
// Every handle the API hands out points at an object this state owns (agents, pools, ISAs,
// executables, symbols, readers) or at simulated memory (signals, queues); every call checks its
// handles against the live set first, so a stale or forged handle is an error status, never a
// crash.
//
// Environment: dropin/common/program_env.h (GFXSIM_GPU names one GPU here, default mi210).
#pragma once
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
#include <hsa/hsa_ven_amd_loader.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "codeobject/elf_reader.h"
#include "common/program_env.h"
#include "launch/code_loader.h"
#include "runtime/aql.h"
#include "runtime/memory.h"
#include "runtime/queue.h"
#include "timing/config.h"

namespace gfxsim::timing {
class TimingEngine;
}
namespace gfxsim::device {
class QueueProcessor;
struct PacketOutcome;
}

namespace gfxsim::hsa {

// One line on stderr, "gfxsim-hsa: ..." (the drop-in's only way to explain an error status).
void logLine(const std::string& msg);

struct Agent;

struct Pool {
  enum class Kind : uint8_t { SystemFine, SystemCoarse, DeviceCoarse, DeviceGroup };
  Kind kind;
  Agent* owner = nullptr;
  uint64_t size = 0;
  bool allocAllowed() const { return kind != Kind::DeviceGroup; }
  uint32_t segment() const { return kind == Kind::DeviceGroup ? HSA_AMD_SEGMENT_GROUP : HSA_AMD_SEGMENT_GLOBAL; }
  uint32_t globalFlags() const;
};

struct Agent {
  bool gpu = false;
  uint32_t node = 0;
  std::vector<Pool*> pools;
};

struct Isa {
  std::string name;  // "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-"
};

struct Symbol {
  struct Executable* executable = nullptr;
  std::string name;         // as in the ELF symbol table ("k.kd" for a kernel)
  bool kernel = false;
  uint64_t address = 0;     // kernel descriptor / variable
  uint64_t size = 0;
  const codeobj::KernelCode* code = nullptr;  // kernels
};

struct LoadedObject {
  codeobj::CodeObject co;
  launch::LoadedCodeObject image;
  std::string uri;
};

struct Executable {
  bool frozen = false;
  std::vector<std::unique_ptr<LoadedObject>> objects;
  std::vector<std::unique_ptr<Symbol>> symbols;
};

struct CodeObjectReader {
  std::vector<uint8_t> bytes;
  std::string name;
};

struct QueueState {
  std::unique_ptr<rt::Queue> queue;
  void (*callback)(hsa_status_t, hsa_queue_t*, void*) = nullptr;
  void* callbackData = nullptr;
  bool broken = false;      // an error stopped it
  bool destroyed = false;
  hsa_queue_t* api() const { return reinterpret_cast<hsa_queue_t*>(queue->address()); }
};

struct AsyncCopy {
  void* dst = nullptr;        // host pointers to the bytes (device aliases already resolved)
  const void* src = nullptr;
  size_t size = 0;
  std::vector<hsa_signal_t> deps;
  hsa_signal_t completion{0};
};

// A host thread of the program, as the async handlers see it: `submitting` from the moment it
// rings a doorbell until it next enters the runtime (see State::handlerLoop).
struct HostThread {
  std::atomic<bool> submitting{false};
  std::atomic<uint64_t> rangAt{0};  // steady-clock nanoseconds of that doorbell
};

struct AsyncHandler {
  hsa_signal_t signal{0};
  hsa_signal_condition_t cond = HSA_SIGNAL_CONDITION_EQ;
  hsa_signal_value_t value = 0;
  hsa_amd_signal_handler handler = nullptr;
  void* arg = nullptr;
  std::shared_ptr<HostThread> owner;  // the thread that registered it
};

class State {
 public:
  // The state after hsa_init (nullptr before, or after the last hsa_shut_down). Every API entry
  // point calls it first, which marks the calling thread as back in the runtime.
  static State* get();
  static hsa_status_t init();
  static hsa_status_t shutDown();

  ~State();

  // --- what the API reads -------------------------------------------------------------------
  const timing::GpuConfig& gpu() const { return gpu_; }
  bool timingMode() const { return timingMode_; }
  Agent& cpu() { return cpu_; }
  Agent& gpuAgent() { return gpuAgent_; }
  Agent* agent(hsa_agent_t a);             // nullptr when not one of ours
  Pool* pool(uint64_t handle);
  const Isa& isa() const { return isa_; }
  bool isIsa(hsa_isa_t i) const { return i.handle == reinterpret_cast<uint64_t>(&isa_); }
  rt::Memory& memory() { return *mem_; }
  std::mutex& mutex() { return mu_; }

  // Time in the system timestamp domain (1 GHz ticks): the device's clock. It starts at the host's
  // monotonic clock and advances with simulated time in timing mode, host time otherwise.
  uint64_t timestamp();

  // --- signals ----------------------------------------------------------------------------------
  hsa_status_t createSignal(hsa_signal_value_t initial, hsa_signal_t* out);
  hsa_status_t destroySignal(hsa_signal_t s);
  // The value word of a live USER signal, or nullptr (and a log line naming `fn`).
  int64_t* signalValue(hsa_signal_t s, const char* fn);
  // A doorbell signal's queue, or nullptr.
  QueueState* doorbellQueue(hsa_signal_t s);
  // Wakes waiters and the processor after a signal changed.
  void signalChanged();
  // After a signal changed (mu_ not held): wakes the program's waiters, and the handler thread
  // when there are handlers.
  void wakeWaiters();
  hsa_signal_value_t wait(int64_t* value, hsa_signal_condition_t cond, hsa_signal_value_t compare, uint64_t timeoutTicks);
  // Waits until `ready` holds (true) or the timeout passes (false); `ready` is called with and
  // without the lock.
  bool waitUntil(const std::function<bool()>& ready, uint64_t timeoutTicks);
  void addHandler(const AsyncHandler& h);
  // Called after a thread other than the handler thread loaded a signal's value or waited on it:
  // returns once no async handler of that signal is due (its condition holds) or running, so
  // the program does not see a completion before the handlers it triggers have run (bounded;
  // see state.cpp).
  void settleHandlers(hsa_signal_t s);

  // --- queues -------------------------------------------------------------------------------------
  hsa_status_t createQueue(uint32_t size, void (*cb)(hsa_status_t, hsa_queue_t*, void*), void* data, hsa_queue_t** out);
  hsa_status_t destroyQueue(hsa_queue_t* q);
  QueueState* queue(const hsa_queue_t* q);  // nullptr when not one of ours
  void ringDoorbell(QueueState& q, int64_t value);
  hsa_status_t enqueueCopy(AsyncCopy c);

  // --- executables ----------------------------------------------------------------------------------
  CodeObjectReader* reader(uint64_t handle);
  CodeObjectReader* addReader(std::vector<uint8_t> bytes, std::string name);
  void removeReader(CodeObjectReader* r);
  Executable* executable(uint64_t handle);
  Executable* addExecutable();
  void removeExecutable(Executable* e);
  Symbol* symbol(uint64_t handle);
  hsa_status_t load(Executable& e, const CodeObjectReader& r, const char* fn);
  // The executable whose loaded image holds `address`, or nullptr.
  Executable* executableAt(uint64_t address);
  std::vector<const LoadedObject*> loadedObjects();

  // --- locked host memory ---------------------------------------------------------------------------
  hsa_status_t lock(void* host, size_t size, void** agentPtr);
  hsa_status_t unlock(void* host);
  // A locked range holding `p` (its host or its device address): its host base, device alias
  // and size.
  bool lockedInfo(uintptr_t p, uintptr_t* hostBase, uintptr_t* alias, size_t* size);
  // Where the host finds the bytes of runtime memory [p, p+size) (a locked range's device alias
  // maps to its host bytes), or nullptr when the range is not runtime memory.
  void* hostBytes(uintptr_t p, size_t size);
  // The pool a live pool allocation came from (nullptr for locked or runtime-internal memory).
  Pool* ownerOf(uintptr_t base);

 private:
  State();
  void processorLoop();
  bool processCopies();
  void recordDispatch(const device::PacketOutcome& o);
  void queueError(QueueState& q, hsa_status_t status);
  void handlerLoop();
  std::string kernelName(uint64_t kernelObject);
  std::pair<Executable*, const LoadedObject*> objectAt(uint64_t address);

  timing::GpuConfig gpu_;
  bool timingMode_ = false;
  dropin::ProgramSettings settings_;
  Agent cpu_, gpuAgent_;
  Pool systemFine_{Pool::Kind::SystemFine}, systemCoarse_{Pool::Kind::SystemCoarse},
      deviceCoarse_{Pool::Kind::DeviceCoarse}, deviceGroup_{Pool::Kind::DeviceGroup};
  Isa isa_;
  std::unique_ptr<rt::Memory> mem_;
  std::unique_ptr<timing::TimingEngine> timing_;        // timing mode's executor
  std::unique_ptr<device::QueueProcessor> processor_;  // driven by processorThread_ only

  // Each thread sleeps on its own condition, so that an event wakes only the threads it concerns:
  // on a machine with few cores every needless wake-up takes a core from the program or from the
  // packet processor, and the round trip of a launch is a handful of such hand-offs.
  std::mutex mu_;                          // everything below
  std::condition_variable changed_;        // program threads: a signal changed, a handler ran
  std::condition_variable workArrived_;    // the packet processor: a doorbell, a copy, a host signal
  std::condition_variable handlersDue_;    // the handler thread: a signal changed, a handler came
  std::atomic<uint64_t> generation_{0};  // bumped (under mu_) whenever something may be ready
  bool stopping_ = false;
  std::vector<std::unique_ptr<QueueState>> queues_;
  std::vector<AsyncCopy> copies_;
  std::vector<AsyncHandler> handlers_;
  std::map<uint64_t, unsigned> runningHandlers_;  // signal -> handlers being called now
  std::atomic<unsigned> handlerWork_{0};          // handlers_.size() + running: 0 skips settling
  std::vector<std::unique_ptr<Executable>> executables_;
  std::vector<std::unique_ptr<CodeObjectReader>> readers_;
  struct Lock {
    uint32_t count = 0;
    uintptr_t alias = 0;  // its device address
    size_t size = 0;
  };
  std::map<uintptr_t, Lock> locks_;       // locked host ranges by host address
  const Lock* lockedRange(uintptr_t p, size_t size, uintptr_t* hostBase = nullptr) const;
  std::map<uintptr_t, Pool*> owners_;    // pool allocations by base
  std::set<uint64_t> signals_;
  uint64_t deviceBytes_ = 0;           // allocated from the device pool
  std::thread processorThread_, handlerThread_;
  friend hsa_status_t poolAllocate(Pool&, size_t, void**);
  friend hsa_status_t poolFree(void*);
};

// Whether a signal value meets a wait condition.
bool satisfied(int64_t value, hsa_signal_condition_t cond, int64_t compare);

hsa_status_t poolAllocate(Pool& p, size_t size, void** out);
hsa_status_t poolFree(void* ptr);

}  // namespace gfxsim::hsa
