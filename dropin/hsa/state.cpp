#include "state.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <pthread.h>

#include <fmt/format.h>

#include "func/engine.h"
#include "runtime/device/queue_processor.h"
#include "runtime/device/launch.h"
#include "launch/initial_state.h"
#include "runtime/scratch.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/catalog.h"
#include "timing/gpu.h"

namespace gfxsim::hsa {

namespace aql = rt::aql;

void logLine(const std::string& msg) { fmt::print(stderr, "gfxsim-hsa: {}\n", msg); }

uint32_t Pool::globalFlags() const {
  switch (kind) {
    case Kind::SystemFine: return HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_FINE_GRAINED | HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_KERNARG_INIT;
    case Kind::SystemCoarse:
    case Kind::DeviceCoarse: return HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_COARSE_GRAINED;
    case Kind::DeviceGroup: return 0;
  }
  return 0;
}

namespace {

std::mutex gInitMutex;
std::atomic<State*> gState{nullptr};
unsigned gRefCount = 0;

uint64_t hostNanos() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

}  // namespace

namespace {
// This host thread's record. A program may call the runtime after its thread's thread-local
// objects are gone: HIP unregisters its code objects from an exit handler, which runs after the
// main thread's thread_local destructors. Such late calls share one record that is never freed.
std::shared_ptr<HostThread>& thisThread() {
  static thread_local bool gone = false;  // trivially destructible: readable to the very end
  struct Slot {
    std::shared_ptr<HostThread> record = std::make_shared<HostThread>();
    ~Slot() { gone = true; }
  };
  if (gone) {
    static auto* late = new std::shared_ptr<HostThread>(std::make_shared<HostThread>());
    return *late;
  }
  static thread_local Slot slot;
  return slot.record;
}
}  // namespace

State* State::get() {
  State* st = gState.load(std::memory_order_acquire);
  if (thisThread()->submitting.exchange(false, std::memory_order_acq_rel) && st &&
      st->handlerWork_.load(std::memory_order_acquire) != 0)
    st->handlersDue_.notify_all();
  return st;
}

hsa_status_t State::init() {
  std::lock_guard g(gInitMutex);
  if (gRefCount == ~0u) return HSA_STATUS_ERROR_REFCOUNT_OVERFLOW;
  if (gRefCount++ > 0) return HSA_STATUS_SUCCESS;
  try {
    gState.store(new State(), std::memory_order_release);
    return HSA_STATUS_SUCCESS;
  } catch (const std::exception& e) {
    --gRefCount;
    logLine(fmt::format("hsa_init: {}", e.what()));
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
}

hsa_status_t State::shutDown() {
  std::lock_guard g(gInitMutex);
  if (gRefCount == 0) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (--gRefCount > 0) return HSA_STATUS_SUCCESS;
  delete gState.exchange(nullptr);
  return HSA_STATUS_SUCCESS;
}

State::State() {
  gpu_ = timing::findGpu(dropin::envOr("GFXSIM_GPU", "mi210"));
  settings_ = dropin::ProgramSettings::fromEnvironment();
  timingMode_ = settings_.timingMode;
  const rt::AgentConfig& ac = gpu_.agent;
  // The ISA as ROCm names it on the real GPU: every feature the processor has, in the state
  // ROCm runs it ("gfx90a:sramecc+:xnack-", "gfx900:xnack-", "gfx1030"): XNACK off (it is on
  // only with HSA_XNACK=1), SRAM ECC on (the Instinct parts that have it run with it).
  isa::TargetId isaId = ac.target;
  if (isaId.info->supportsXnack && isaId.xnack == isa::FeatureSetting::Any) isaId.xnack = isa::FeatureSetting::Off;
  if (isaId.info->supportsSramecc && isaId.sramecc == isa::FeatureSetting::Any) isaId.sramecc = isa::FeatureSetting::On;
  isa_.name = "amdgcn-amd-amdhsa--" + isaId.str();
  cpu_.gpu = false;
  cpu_.node = 0;
  gpuAgent_.gpu = true;
  gpuAgent_.node = 1;
  systemFine_.owner = systemCoarse_.owner = &cpu_;
  deviceCoarse_.owner = deviceGroup_.owner = &gpuAgent_;
  systemFine_.size = systemCoarse_.size = uint64_t{64} << 30;
  deviceCoarse_.size = ac.memoryBytes;
  deviceGroup_.size = ac.ldsBytesPerWorkgroup;
  cpu_.pools = {&systemFine_, &systemCoarse_};
  gpuAgent_.pools = {&deviceCoarse_, &deviceGroup_};

  rt::MemoryConfig mc;
  mc.hostAddresses = true;
  mc.granule = 4096;
  mem_ = std::make_unique<rt::Memory>(mc);
  if (timingMode_) timing_ = std::make_unique<timing::TimingEngine>(gpu_, settings_.timingOptions());
  device::ProcessorOptions po;
  po.isSignal = [this](uint64_t h) {
    std::lock_guard g(mu_);
    return signals_.count(h) > 0;
  };
  po.codeOf = [this](rt::Addr kernelObject) {
    std::lock_guard g(mu_);
    const LoadedObject* o = objectAt(kernelObject).second;
    return o ? o->image.code : std::vector<std::pair<rt::Addr, rt::Addr>>{};
  };
  processor_ = std::make_unique<device::QueueProcessor>(*mem_, ac.target, ac.runtimeConfig(), timing_.get(),
                                                        settings_.engineOptions(), po);
  // Named, so that a program's debugger, top and perf tell the runtime's threads from its own.
  processorThread_ = std::thread([this] {
    pthread_setname_np(pthread_self(), "gfxsim-queues");
    processorLoop();
  });
  handlerThread_ = std::thread([this] {
    pthread_setname_np(pthread_self(), "gfxsim-handlers");
    handlerLoop();
  });
}

State::~State() {
  {
    std::lock_guard g(mu_);
    stopping_ = true;
    ++generation_;
  }
  changed_.notify_all();
  workArrived_.notify_all();
  handlersDue_.notify_all();
  if (processorThread_.joinable()) processorThread_.join();
  if (handlerThread_.joinable()) handlerThread_.join();
}

Agent* State::agent(hsa_agent_t a) {
  if (a.handle == reinterpret_cast<uint64_t>(&cpu_)) return &cpu_;
  if (a.handle == reinterpret_cast<uint64_t>(&gpuAgent_)) return &gpuAgent_;
  return nullptr;
}

Pool* State::pool(uint64_t h) {
  for (Pool* p : {&systemFine_, &systemCoarse_, &deviceCoarse_, &deviceGroup_})
    if (h == reinterpret_cast<uint64_t>(p)) return p;
  return nullptr;
}

uint64_t State::timestamp() { return processor_->now(); }

// --- signals -------------------------------------------------------------------------------------

hsa_status_t State::createSignal(hsa_signal_value_t initial, hsa_signal_t* out) {
  if (!out) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  try {
    rt::Addr a = mem_->allocate(aql::amd_signal::kSize, aql::amd_signal::kAlign, "signal", rt::AllocKind::Signal);
    auto* p = reinterpret_cast<int64_t*>(a);
    p[0] = static_cast<int64_t>(aql::SignalKind::User);
    __atomic_store_n(&p[1], initial, __ATOMIC_RELEASE);
    std::lock_guard g(mu_);
    signals_.insert(a);
    out->handle = a;
    return HSA_STATUS_SUCCESS;
  } catch (const std::exception& e) {
    logLine(fmt::format("hsa_signal_create: {}", e.what()));
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
}

hsa_status_t State::destroySignal(hsa_signal_t s) {
  {
    std::lock_guard g(mu_);
    if (!signals_.erase(s.handle)) return HSA_STATUS_ERROR_INVALID_SIGNAL;
    handlerWork_ -= static_cast<unsigned>(std::erase_if(handlers_, [&](const AsyncHandler& h) { return h.signal.handle == s.handle; }));
  }
  mem_->free(s.handle);
  return HSA_STATUS_SUCCESS;
}

int64_t* State::signalValue(hsa_signal_t s, const char* fn) {
  {
    std::lock_guard g(mu_);
    if (signals_.count(s.handle)) return reinterpret_cast<int64_t*>(s.handle + aql::amd_signal::kValue);
  }
  logLine(fmt::format("{}: signal {:#x} is not a live signal of this runtime", fn, s.handle));
  return nullptr;
}

QueueState* State::doorbellQueue(hsa_signal_t s) {
  std::lock_guard g(mu_);
  for (auto& q : queues_)
    if (!q->destroyed && q->queue->doorbellSignal() == s.handle) return q.get();
  return nullptr;
}

void State::signalChanged() {
  {
    std::lock_guard g(mu_);
    ++generation_;
  }
  wakeWaiters();
  workArrived_.notify_all();  // a barrier packet or a copy may wait on it
}

void State::wakeWaiters() {
  changed_.notify_all();
  if (handlerWork_.load(std::memory_order_acquire) != 0) handlersDue_.notify_all();
}

// Polls `ready` for up to 50 microseconds, yielding the core between looks.
template <class Ready>
static bool spinUntil(Ready ready) {
  const uint64_t until = hostNanos() + 50'000;
  do {
    if (ready()) return true;
    std::this_thread::yield();
  } while (hostNanos() < until);
  return false;
}

bool satisfied(int64_t v, hsa_signal_condition_t c, int64_t cmp) {
  switch (c) {
    case HSA_SIGNAL_CONDITION_EQ: return v == cmp;
    case HSA_SIGNAL_CONDITION_NE: return v != cmp;
    case HSA_SIGNAL_CONDITION_LT: return v < cmp;
    case HSA_SIGNAL_CONDITION_GTE: return v >= cmp;
  }
  return false;
}

bool State::waitUntil(const std::function<bool()>& ready, uint64_t timeoutTicks) {
  // Ticks are nanoseconds of host time here: a wait's timeout is the caller's patience, not
  // simulated time. Kernels may change a value without telling anyone: wake every millisecond.
  const uint64_t deadline = timeoutTicks == UINT64_MAX ? UINT64_MAX : hostNanos() + std::min(timeoutTicks, UINT64_MAX / 2);
  if (spinUntil([&] { return ready() || hostNanos() >= deadline; })) return ready();
  std::unique_lock g(mu_);
  for (;;) {
    if (ready()) return true;
    uint64_t now = hostNanos();
    if (now >= deadline) return false;
    changed_.wait_for(g, std::chrono::nanoseconds(std::min<uint64_t>(deadline - now, 1'000'000)));
  }
}

hsa_signal_value_t State::wait(int64_t* value, hsa_signal_condition_t cond, hsa_signal_value_t compare, uint64_t timeoutTicks) {
  waitUntil([&] { return satisfied(__atomic_load_n(value, __ATOMIC_ACQUIRE), cond, compare); }, timeoutTicks);
  return __atomic_load_n(value, __ATOMIC_ACQUIRE);
}

void State::addHandler(const AsyncHandler& h) {
  {
    std::lock_guard g(mu_);
    handlers_.push_back(h);
    handlers_.back().owner = thisThread();
    ++handlerWork_;
    ++generation_;
  }
  handlersDue_.notify_all();
}

// Async handlers and the program's own view of a signal are ordered here as ROCclr assumes
// they are; on hardware they race, and ROCclr falls back to the host clock when it loses.
//
// ROCclr's handler is what records the GPU timestamps of the commands a signal completes.
// hipEventSynchronize returns as soon as the value reaches 0, so a hipEventElapsedTime right
// after it can read an event whose timestamp is still the host-clock placeholder taken at
// submission. And a handler can run too early: ROCclr registers it, writes the barrier packet of
// an event, rings the doorbell and only then attaches the event's timestamp object to the
// command; when the packet is retired at once (a barrier on an idle queue) and the handler runs
// before that, ROCclr stamps the event with the host clock. On hardware the device and host
// clocks agree and either way the time is nearly right; in timing mode the device clock advances
// by simulated time only and lags the host's by however long the simulation took, so
// hipEventElapsedTime came out hundreds of milliseconds off, even negative.
//
// So: (1) a load or wait by a program thread does not return a value that makes a handler due
// before that handler has run (settleHandlers); (2) a handler waits while the thread that
// registered it is still submitting, from its doorbell until it calls the runtime again
// (handlerLoop). Both are bounded, so a handler that needs a lock the other side holds delays
// the program instead of deadlocking it.
constexpr auto kSettleLimit = std::chrono::milliseconds(50);
constexpr uint64_t kSubmitGraceNs = 20'000'000;

void State::settleHandlers(hsa_signal_t s) {
  if (handlerWork_.load(std::memory_order_acquire) == 0 || std::this_thread::get_id() == handlerThread_.get_id()) return;
  const auto deadline = std::chrono::steady_clock::now() + kSettleLimit;
  std::unique_lock g(mu_);
  for (;;) {
    bool due = runningHandlers_.count(s.handle) > 0;
    if (!due && signals_.count(s.handle)) {
      int64_t v = __atomic_load_n(reinterpret_cast<int64_t*>(s.handle + aql::amd_signal::kValue), __ATOMIC_ACQUIRE);
      for (const AsyncHandler& h : handlers_)
        if (h.signal.handle == s.handle && satisfied(v, h.cond, h.value)) due = true;
    }
    auto now = std::chrono::steady_clock::now();
    if (!due || now >= deadline) return;
    changed_.wait_until(g, std::min(deadline, now + std::chrono::milliseconds(1)));
  }
}

void State::handlerLoop() {
  std::unique_lock g(mu_);
  while (!stopping_) {
    // Take the handlers whose condition holds; call them without the lock (they call the API).
    std::vector<AsyncHandler> ready;
    for (size_t i = 0; i < handlers_.size();) {
      const AsyncHandler& h = handlers_[i];
      int64_t v = __atomic_load_n(reinterpret_cast<int64_t*>(h.signal.handle + aql::amd_signal::kValue), __ATOMIC_ACQUIRE);
      bool ownerSubmitting = h.owner && h.owner->submitting.load(std::memory_order_acquire) &&
                             hostNanos() - h.owner->rangAt.load(std::memory_order_relaxed) < kSubmitGraceNs;
      if (satisfied(v, h.cond, h.value) && !ownerSubmitting) {
        ready.push_back(h);
        ++runningHandlers_[h.signal.handle];
        handlers_.erase(handlers_.begin() + static_cast<std::ptrdiff_t>(i));
      } else {
        ++i;
      }
    }
    if (ready.empty()) {
      // A kernel may change a signal without telling anyone: with handlers, look every
      // millisecond; without, sleep until one is registered.
      if (handlers_.empty())
        handlersDue_.wait(g);
      else
        handlersDue_.wait_for(g, std::chrono::milliseconds(1));
      continue;
    }
    g.unlock();
    std::vector<AsyncHandler> again;
    for (const auto& h : ready) {
      int64_t v = __atomic_load_n(reinterpret_cast<int64_t*>(h.signal.handle + aql::amd_signal::kValue), __ATOMIC_ACQUIRE);
      if (h.handler(v, h.arg)) again.push_back(h);
    }
    g.lock();
    for (auto& h : again)
      if (signals_.count(h.signal.handle)) handlers_.push_back(h), ++handlerWork_;
    for (const auto& h : ready) {
      auto it = runningHandlers_.find(h.signal.handle);
      if (--it->second == 0) runningHandlers_.erase(it);
      --handlerWork_;
    }
    changed_.notify_all();  // settleHandlers
  }
}

// --- queues --------------------------------------------------------------------------------------

hsa_status_t State::createQueue(uint32_t size, void (*cb)(hsa_status_t, hsa_queue_t*, void*), void* data, hsa_queue_t** out) {
  if (!out) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (size < 64 || size > (1u << 17) || (size & (size - 1))) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::lock_guard g(mu_);
  try {
    rt::QueueConfig qc = gpu_.agent.runtimeConfig().queue;
    qc.packets = size;
    qc.id = queues_.size();
    auto qs = std::make_unique<QueueState>();
    qs->queue = std::make_unique<rt::Queue>(*mem_, gpu_.agent.target, qc);
    qs->callback = cb;
    qs->callbackData = data;
    *out = qs->api();
    queues_.push_back(std::move(qs));
    return HSA_STATUS_SUCCESS;
  } catch (const std::exception& e) {
    logLine(fmt::format("hsa_queue_create: {}", e.what()));
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
}

QueueState* State::queue(const hsa_queue_t* q) {
  std::lock_guard g(mu_);
  for (auto& s : queues_)
    if (!s->destroyed && s->api() == q) return s.get();
  return nullptr;
}

hsa_status_t State::destroyQueue(hsa_queue_t* q) {
  std::lock_guard g(mu_);
  for (auto& s : queues_)
    if (!s->destroyed && s->api() == q) {
      s->destroyed = true;  // the processor skips it from now on (it works under this lock)
      return HSA_STATUS_SUCCESS;
    }
  return HSA_STATUS_ERROR_INVALID_QUEUE;
}

void State::ringDoorbell(QueueState& q, int64_t value) {
  HostThread& t = *thisThread();
  t.rangAt.store(hostNanos(), std::memory_order_relaxed);
  t.submitting.store(true, std::memory_order_release);
  __atomic_store_n(reinterpret_cast<int64_t*>(q.queue->doorbellWord()), value, __ATOMIC_RELEASE);
  signalChanged();
}

hsa_status_t State::enqueueCopy(AsyncCopy c) {
  {
    std::lock_guard g(mu_);
    copies_.push_back(std::move(c));
    ++generation_;
  }
  workArrived_.notify_all();
  return HSA_STATUS_SUCCESS;
}

// --- the packet processor --------------------------------------------------------------------------

void State::processorLoop() {
  std::unique_lock g(mu_);
  while (!stopping_) {
    uint64_t seen = generation_;
    bool progress = false;
    for (size_t i = 0; i < queues_.size(); ++i) {
      QueueState& q = *queues_[i];
      while (!stopping_ && !q.destroyed && !q.broken) {
        // A queue whose owner listens for errors stops at a faulting dispatch, as on hardware;
        // one without retires it and goes on, so nobody waits forever on its signal.
        processor_->options().stopOnFault = q.callback != nullptr;
        device::PacketOutcome o;
        g.unlock();  // host threads go on allocating and signalling while a kernel runs
        device::Step step = processor_->step(*q.queue, &o);
        g.lock();
        if (step == device::Step::Empty || step == device::Step::NotReady) break;
        progress = true;
        if (o.type == aql::PacketType::KernelDispatch) recordDispatch(o);
        if (step == device::Step::Stopped) {
          if (o.type != aql::PacketType::KernelDispatch) logLine(o.error + "; the queue stops");
          q.broken = true;
          queueError(q, o.type == aql::PacketType::KernelDispatch ? HSA_STATUS_ERROR_EXCEPTION : HSA_STATUS_ERROR_INVALID_PACKET_FORMAT);
          break;
        }
        ++generation_;
        wakeWaiters();
      }
    }
    if (processCopies()) progress = true;
    if (progress || generation_ != seen) continue;
    // Nothing to do. A program that launches, waits and launches again (a HIP stream) is
    // usually back within microseconds: look for a while before sleeping, so a round trip does
    // not pay two thread wake-ups.
    g.unlock();
    bool woke = spinUntil([&] { return generation_.load(std::memory_order_acquire) != seen; });
    g.lock();
    if (!woke && generation_ == seen && !stopping_) workArrived_.wait_for(g, std::chrono::milliseconds(1));
  }
}

void State::queueError(QueueState& q, hsa_status_t status) {
  if (!q.callback) return;
  auto cb = q.callback;
  void* data = q.callbackData;
  hsa_queue_t* api = q.api();
  mu_.unlock();
  cb(status, api, data);
  mu_.lock();
}

bool State::processCopies() {
  bool progress = false;
  for (size_t i = 0; i < copies_.size();) {
    AsyncCopy& c = copies_[i];
    bool ready = true;
    for (auto d : c.deps)
      ready &= !signals_.count(d.handle) ||
               __atomic_load_n(reinterpret_cast<int64_t*>(d.handle + aql::amd_signal::kValue), __ATOMIC_ACQUIRE) == 0;
    if (!ready) {
      ++i;
      continue;
    }
    // A copy engine of its own: the copy takes no simulated time.
    std::memmove(c.dst, c.src, c.size);
    if (c.completion.handle && signals_.count(c.completion.handle)) {
      auto* p = reinterpret_cast<uint8_t*>(c.completion.handle);
      uint64_t t = processor_->now();
      __atomic_store_n(reinterpret_cast<uint64_t*>(p + aql::amd_signal::kStartTs), t, __ATOMIC_RELAXED);
      __atomic_store_n(reinterpret_cast<uint64_t*>(p + aql::amd_signal::kEndTs), t, __ATOMIC_RELAXED);
      __atomic_fetch_sub(reinterpret_cast<int64_t*>(p + aql::amd_signal::kValue), 1, __ATOMIC_RELEASE);
    }
    copies_.erase(copies_.begin() + static_cast<std::ptrdiff_t>(i));
    progress = true;
  }
  if (progress) {
    ++generation_;
    wakeWaiters();
  }
  return progress;
}

std::string State::kernelName(uint64_t kernelObject) {
  for (auto& e : executables_)
    for (auto& s : e->symbols)
      if (s->kernel && s->address == kernelObject) return s->code ? s->code->name : s->name;
  return fmt::format("kernel at {:#x}", kernelObject);
}

// Records a dispatch for the report and says what went wrong, if anything (mu_ held).
void State::recordDispatch(const device::PacketOutcome& o) {
  dropin::DispatchRecord rec;
  const auto& p = o.dispatch;
  rec.kernel = kernelName(p.kernelObject);
  rec.grid[0] = p.gridSizeX, rec.grid[1] = p.gridSizeY, rec.grid[2] = p.gridSizeZ;
  rec.block[0] = p.workgroupSizeX, rec.block[1] = p.workgroupSizeY, rec.block[2] = p.workgroupSizeZ;
  rec.waveInstructions = o.result.stats.waveInstructions;
  rec.hostSeconds = o.result.stats.hostSeconds;
  rec.start = o.start;
  rec.end = o.end;
  if (timing_ && o.result.simulatedMicroseconds) {
    rec.cycles = timing_->stats().cycles;
    rec.microseconds = *o.result.simulatedMicroseconds;
  }
  if (o.failed()) {
    rec.faulted = true;
    logLine(fmt::format("kernel fault in dispatch {} of '{}' (grid {}x{}x{}, block {}x{}x{}): {}", o.index, rec.kernel, rec.grid[0],
                        rec.grid[1], rec.grid[2], rec.block[0], rec.block[1], rec.block[2], o.failure()));
  }
  if (!dropin::appendDispatchRecord(rec))
    logLine(fmt::format("cannot append the record of dispatch '{}' to GFXSIM_EXEC_RECORD", rec.kernel));
}

// --- executables ---------------------------------------------------------------------------------

CodeObjectReader* State::reader(uint64_t h) {
  std::lock_guard g(mu_);
  for (auto& r : readers_)
    if (reinterpret_cast<uint64_t>(r.get()) == h) return r.get();
  return nullptr;
}

CodeObjectReader* State::addReader(std::vector<uint8_t> bytes, std::string name) {
  std::lock_guard g(mu_);
  auto r = std::make_unique<CodeObjectReader>();
  r->bytes = std::move(bytes);
  r->name = std::move(name);
  readers_.push_back(std::move(r));
  return readers_.back().get();
}

void State::removeReader(CodeObjectReader* r) {
  std::lock_guard g(mu_);
  std::erase_if(readers_, [&](const auto& p) { return p.get() == r; });
}

Executable* State::executable(uint64_t h) {
  std::lock_guard g(mu_);
  for (auto& e : executables_)
    if (reinterpret_cast<uint64_t>(e.get()) == h) return e.get();
  return nullptr;
}

Executable* State::addExecutable() {
  std::lock_guard g(mu_);
  executables_.push_back(std::make_unique<Executable>());
  return executables_.back().get();
}

void State::removeExecutable(Executable* e) {
  std::lock_guard g(mu_);
  for (auto& o : e->objects)
    if (o->image.base) {
      mem_->free(o->image.base);
      deviceBytes_ -= std::min(deviceBytes_, o->image.size);
    }
  std::erase_if(executables_, [&](const auto& p) { return p.get() == e; });
}

Symbol* State::symbol(uint64_t h) {
  std::lock_guard g(mu_);
  for (auto& e : executables_)
    for (auto& s : e->symbols)
      if (reinterpret_cast<uint64_t>(s.get()) == h) return s.get();
  return nullptr;
}

hsa_status_t State::load(Executable& e, const CodeObjectReader& r, const char* fn) {
  auto lo = std::make_unique<LoadedObject>();
  try {
    lo->co = codeobj::readCodeObject(r.bytes, r.name);
    if (lo->co.type != codeobj::elf::ET_DYN) throw Error(r.name + ": a relocatable object cannot be loaded");
    if (lo->co.target.info != gpu_.agent.target.info)
      throw Error(fmt::format("{}: the code object is for {}, the GPU is {}", r.name, lo->co.target.str(), gpu_.agent.target.str()));
    std::lock_guard g(mu_);
    lo->image = launch::loadCodeObject(*mem_, lo->co, gpu_.agent.memoryBytes - std::min(gpu_.agent.memoryBytes, deviceBytes_));
    deviceBytes_ += lo->image.size;
  } catch (const std::exception& ex) {
    logLine(fmt::format("{}: {}", fn, ex.what()));
    return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  }
  std::lock_guard g(mu_);
  for (const auto& k : lo->image.kernels) {
    auto s = std::make_unique<Symbol>();
    s->executable = &e;
    s->name = k.code->descriptorSymbol;
    s->kernel = true;
    s->address = k.descriptorAddress;
    s->size = 64;
    s->code = k.code;
    e.symbols.push_back(std::move(s));
  }
  // Variables: defined data objects of the dynamic symbol table (what clang exports).
  const auto& syms = lo->co.dynamicSymbols.empty() ? lo->co.symbols : lo->co.dynamicSymbols;
  for (const auto& sym : syms) {
    if (sym.type != codeobj::elf::STT_OBJECT || !sym.defined() || sym.name.empty()) continue;
    auto s = std::make_unique<Symbol>();
    s->executable = &e;
    s->name = sym.name;
    s->address = lo->image.base + sym.value;
    s->size = sym.size;
    e.symbols.push_back(std::move(s));
  }
  lo->uri = r.name;
  e.objects.push_back(std::move(lo));
  return HSA_STATUS_SUCCESS;
}

// The loaded code object whose image holds `address`, and its executable (mu_ held).
std::pair<Executable*, const LoadedObject*> State::objectAt(uint64_t address) {
  for (auto& e : executables_)
    for (auto& o : e->objects)
      if (address >= o->image.base && address - o->image.base < o->image.size) return {e.get(), o.get()};
  return {nullptr, nullptr};
}

Executable* State::executableAt(uint64_t address) {
  std::lock_guard g(mu_);
  return objectAt(address).first;
}

std::vector<const LoadedObject*> State::loadedObjects() {
  std::lock_guard g(mu_);
  std::vector<const LoadedObject*> out;
  for (auto& e : executables_)
    for (auto& o : e->objects) out.push_back(o.get());
  return out;
}

// --- memory ----------------------------------------------------------------------------------------

hsa_status_t poolAllocate(Pool& p, size_t size, void** out) {
  State& st = *State::get();
  if (!out || size == 0) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!p.allocAllowed()) return HSA_STATUS_ERROR_INVALID_ALLOCATION;
  std::lock_guard g(st.mu_);
  if (p.kind == Pool::Kind::DeviceCoarse && size > p.size - std::min(p.size, st.deviceBytes_)) {
    logLine(fmt::format("hsa_amd_memory_pool_allocate: {} bytes do not fit the device memory of {} ({} MiB, {} bytes in use)",
                        size, st.gpu_.agent.name, p.size >> 20, st.deviceBytes_));
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
  try {
    rt::AllocKind kind = p.kind == Pool::Kind::SystemFine ? rt::AllocKind::Kernarg : rt::AllocKind::Buffer;
    // As the Linux GPU driver places them: 2 MiB-aligned from 2 MiB up (its huge-page
    // fragment), page-aligned below. HIP's device malloc finds a heap slab's header by masking
    // a pointer to 2 MiB.
    uint64_t align = size >= (uint64_t{2} << 20) ? uint64_t{2} << 20 : 4096;
    rt::Addr a = st.mem_->allocate(size, align, p.kind == Pool::Kind::DeviceCoarse ? "device" : "system", kind);
    if (p.kind == Pool::Kind::DeviceCoarse) st.deviceBytes_ += size;
    st.owners_[a] = &p;
    *out = reinterpret_cast<void*>(a);
    return HSA_STATUS_SUCCESS;
  } catch (const std::exception& e) {
    logLine(fmt::format("hsa_amd_memory_pool_allocate: {}", e.what()));
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
}

hsa_status_t poolFree(void* ptr) {
  State& st = *State::get();
  std::lock_guard g(st.mu_);
  auto it = st.owners_.find(reinterpret_cast<uintptr_t>(ptr));
  if (it == st.owners_.end()) {
    logLine(fmt::format("hsa_amd_memory_pool_free: {} is not the start of a pool allocation", ptr));
    return HSA_STATUS_ERROR_INVALID_ALLOCATION;
  }
  const rt::Allocation& a = st.mem_->allocation(it->first);
  if (it->second->kind == Pool::Kind::DeviceCoarse) st.deviceBytes_ -= std::min(st.deviceBytes_, a.size);
  st.mem_->free(it->first);
  st.owners_.erase(it);
  return HSA_STATUS_SUCCESS;
}

Pool* State::ownerOf(uintptr_t base) {
  std::lock_guard g(mu_);
  auto it = owners_.find(base);
  return it == owners_.end() ? nullptr : it->second;
}

// Locked host memory gets an address of its own on the device, as a GPU maps locked pages at a
// virtual address of its own: HIP records both addresses of a registered range and forgets each
// on unregister (with one address for both, the second removal aborts the program).
hsa_status_t State::lock(void* host, size_t size, void** agentPtr) {
  if (!host || !size || !agentPtr) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto base = reinterpret_cast<uintptr_t>(host);
  std::lock_guard g(mu_);
  // Memory the runtime allocated is already visible to the GPU.
  if (const rt::Allocation* a = mem_->findLive(base, size); a && !a->adopted) {
    *agentPtr = host;
    return HSA_STATUS_SUCCESS;
  }
  auto it = locks_.find(base);
  if (it != locks_.end()) {
    if (it->second.size < size) {
      logLine(fmt::format("hsa_amd_memory_lock: [{}, +{}) is already locked with {} bytes", host, size, it->second.size));
      return HSA_STATUS_ERROR_INVALID_ARGUMENT;
    }
    ++it->second.count;
    *agentPtr = reinterpret_cast<void*>(it->second.alias);
    return HSA_STATUS_SUCCESS;
  }
  if (lockedRange(base, size)) {
    logLine(fmt::format("hsa_amd_memory_lock: [{}, +{}) overlaps memory that is already locked", host, size));
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  try {
    rt::Addr alias = mem_->adopt(host, size, "locked host memory", rt::AllocKind::Buffer, true);
    locks_[base] = Lock{1, alias, size};
    *agentPtr = reinterpret_cast<void*>(alias);
    return HSA_STATUS_SUCCESS;
  } catch (const std::exception& e) {
    logLine(fmt::format("hsa_amd_memory_lock: {}", e.what()));
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
}

hsa_status_t State::unlock(void* host) {
  auto base = reinterpret_cast<uintptr_t>(host);
  std::lock_guard g(mu_);
  auto it = locks_.find(base);
  if (it == locks_.end()) {
    if (mem_->findLive(base)) return HSA_STATUS_SUCCESS;  // runtime memory: nothing was locked
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  if (--it->second.count == 0) {
    mem_->free(it->second.alias);
    locks_.erase(it);
  }
  return HSA_STATUS_SUCCESS;
}

// The locked range holding [p, p+size) by its host or its device address (mu_ held).
const State::Lock* State::lockedRange(uintptr_t p, size_t size, uintptr_t* hostBase) const {
  auto it = locks_.upper_bound(p);
  if (it != locks_.begin()) {
    auto prev = std::prev(it);
    if (p - prev->first < prev->second.size && size <= prev->second.size - (p - prev->first)) {
      if (hostBase) *hostBase = prev->first;
      return &prev->second;
    }
    if (p < prev->first + prev->second.size) return nullptr;
  }
  if (it != locks_.end() && it->first < p + size) return nullptr;  // overlaps the next one partly
  for (const auto& [host, l] : locks_)
    if (p >= l.alias && p - l.alias < l.size && size <= l.size - (p - l.alias)) {
      if (hostBase) *hostBase = host;
      return &l;
    }
  return nullptr;
}

void* State::hostBytes(uintptr_t p, size_t size) {
  if (mem_->findLive(p, size)) return mem_->translate(p, size, rt::Access::Read);
  std::lock_guard g(mu_);
  uintptr_t host = 0;
  const Lock* l = lockedRange(p, size, &host);
  if (!l) return nullptr;
  // By its host address, or by its device alias (which the host cannot touch).
  return reinterpret_cast<void*>(p >= l->alias && p - l->alias < l->size ? host + (p - l->alias) : p);
}

bool State::lockedInfo(uintptr_t p, uintptr_t* hostBase, uintptr_t* alias, size_t* size) {
  std::lock_guard g(mu_);
  const Lock* l = lockedRange(p, 1, hostBase);
  if (!l) return false;
  *alias = l->alias;
  *size = l->size;
  return true;
}

}  // namespace gfxsim::hsa
