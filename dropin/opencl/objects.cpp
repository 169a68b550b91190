#include "objects.h"

#include <sys/mman.h>

#include <chrono>
#include <cstdio>
#include <sstream>
#include <unordered_map>

#include <fmt/format.h>

#include "common/program_env.h"
#include "runtime/device/queue_processor.h"
#include "runtime/runtime.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "timing/gpu.h"

namespace gfxsim::ocl {

void logLine(const std::string& msg) { fmt::print(stderr, "gfxsim-opencl: {}\n", msg); }

// --- the live set ------------------------------------------------------------------------------

namespace {
std::mutex gLiveMutex;
std::unordered_map<const void*, Kind>& liveSet() {
  // Never destroyed: a program may release objects from exit handlers after static destructors.
  static auto* s = new std::unordered_map<const void*, Kind>();
  return *s;
}

// A destroyed object's storage stays a valid handle for a while: the loader reads the dispatch
// pointer of whatever handle a program passes before gfxsim sees the call, so a released
// handle used again (a common bug) must still point at the table; the entry point then finds it
// is not live and returns the error code. The newest kTombstones are kept.
constexpr size_t kTombstones = 1 << 16;
std::mutex gTombMutex;
std::deque<void*>& tombstones() {
  static auto* t = new std::deque<void*>();
  return *t;
}

template <class T>
void bury(T* o) {
  Kind k = o->kind;
  o->~T();
  new (static_cast<void*>(o)) Object(k);  // the dispatch pointer again; never live
  std::lock_guard g(gTombMutex);
  tombstones().push_back(o);
  if (tombstones().size() > kTombstones) {
    ::operator delete(tombstones().front());
    tombstones().pop_front();
  }
}

void destroy(Object* o) {
  {
    std::lock_guard g(gLiveMutex);
    liveSet().erase(o);
  }
  switch (o->kind) {
    case Kind::Context: {
      auto* c = static_cast<cl_context>(o);
      // Destructor callbacks run in reverse order of registration (OpenCL 3.0, 4.4).
      for (auto it = c->destructors.rbegin(); it != c->destructors.rend(); ++it) it->first(c, it->second);
      bury(c);
      break;
    }
    case Kind::Queue: bury(static_cast<cl_command_queue>(o)); break;
    case Kind::Mem: {
      auto* m = static_cast<cl_mem>(o);
      for (auto it = m->destructors.rbegin(); it != m->destructors.rend(); ++it) it->first(m, it->second);
      bury(m);
      break;
    }
    case Kind::Program: bury(static_cast<cl_program>(o)); break;
    case Kind::Kernel: bury(static_cast<cl_kernel>(o)); break;
    case Kind::Event: {
      auto* e = static_cast<cl_event>(o);
      cl_command_queue q = e->queue;
      cl_context c = e->context;
      bury(e);
      if (q) release(q);
      else release(c);
      break;
    }
    case Kind::Platform:
    case Kind::Device: break;  // live for the whole process
  }
}
}  // namespace

void track(Object* o) {
  std::lock_guard g(gLiveMutex);
  liveSet()[o] = o->kind;
}

Object* liveObject(const void* o, Kind k) {
  if (!o) return nullptr;
  std::lock_guard g(gLiveMutex);
  auto it = liveSet().find(o);
  if (it == liveSet().end() || it->second != k) return nullptr;
  return const_cast<Object*>(static_cast<const Object*>(o));
}

void retain(Object* o) {
  if (o->kind != Kind::Platform && o->kind != Kind::Device) o->refs.fetch_add(1, std::memory_order_relaxed);
}

void release(Object* o) {
  if (o->kind == Kind::Platform || o->kind == Kind::Device) return;
  if (o->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) destroy(o);
}

// --- events ------------------------------------------------------------------------------------

std::mutex& eventMutex() {
  static auto* m = new std::mutex();
  return *m;
}
std::condition_variable& eventChanged() {
  static auto* c = new std::condition_variable();
  return *c;
}

void setEventStatus(cl_event e, cl_int status) {
  std::vector<_cl_event::Callback> due;
  {
    std::lock_guard g(eventMutex());
    e->status.store(status, std::memory_order_release);
    // A callback registered for a state runs when the event reaches it or a later one; an
    // error status counts as every state (OpenCL 3.0, clSetEventCallback).
    auto it = e->callbacks.begin();
    while (it != e->callbacks.end()) {
      if (status < 0 || it->when >= status) {
        due.push_back(*it);
        it = e->callbacks.erase(it);
      } else {
        ++it;
      }
    }
  }
  eventChanged().notify_all();
  for (const auto& c : due) c.fn(e, status, c.data);
}

cl_int waitForEvents(const std::vector<cl_event>& events) {
  std::unique_lock g(eventMutex());
  bool failed = false;
  for (cl_event e : events) {
    eventChanged().wait(g, [&] { return e->status.load(std::memory_order_acquire) <= CL_COMPLETE; });
    failed |= e->status.load() < 0;
  }
  return failed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
}

cl_int checkWaitList(cl_context ctx, cl_uint n, const cl_event* list) {
  if ((n == 0) != (list == nullptr)) return CL_INVALID_EVENT_WAIT_LIST;
  for (cl_uint i = 0; i < n; ++i) {
    auto* e = static_cast<cl_event>(liveObject(list[i], Kind::Event));
    if (!e) return CL_INVALID_EVENT_WAIT_LIST;
    if (ctx && e->context != ctx) return CL_INVALID_CONTEXT;
  }
  return CL_SUCCESS;
}

// --- command queues ----------------------------------------------------------------------------

cl_int enqueue(cl_command_queue q, cl_command_type type, cl_uint nWait, const cl_event* waitList, cl_event* eventOut,
               bool blocking, std::vector<Object*> keep, std::function<cl_int(uint64_t&, uint64_t&)> run) {
  auto* e = new _cl_event();
  e->context = q->context;
  e->queue = q;
  e->type = type;
  retain(q);
  e->queued = e->submit = q->device->now();
  track(e);
  Command c;
  c.type = type;
  c.event = e;
  for (cl_uint i = 0; i < nWait; ++i) {
    retain(waitList[i]);
    c.waitFor.push_back(waitList[i]);
  }
  for (Object* o : keep) retain(o);
  c.keep = std::move(keep);
  c.run = std::move(run);
  if (eventOut) {
    retain(e);
    *eventOut = e;
  }
  retain(e);  // the blocking wait's
  {
    std::lock_guard g(q->work->mu);
    q->work->pending.push_back(std::move(c));
    ++q->work->submitted;
  }
  q->work->changed.notify_all();
  cl_int result = CL_SUCCESS;
  if (blocking) {
    waitForEvents({e});
    cl_int s = e->status.load();
    result = s < 0 ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
  }
  release(e);
  return result;
}

}  // namespace gfxsim::ocl

using namespace gfxsim;
using namespace gfxsim::ocl;

namespace {
// Runs a queue's commands in order: each waits for its wait list, then runs on the device. A
// command whose wait list failed does not run and fails too.
void runQueue(const std::shared_ptr<QueueWork>& w) {
  for (;;) {
    Command c;
    {
      std::unique_lock g(w->mu);
      w->changed.wait(g, [&] { return w->stopping || !w->pending.empty(); });
      if (w->pending.empty()) return;
      c = std::move(w->pending.front());
      w->pending.pop_front();
    }
    cl_int status = waitForEvents(c.waitFor);
    if (status == CL_SUCCESS) {
      setEventStatus(c.event, CL_SUBMITTED);
      setEventStatus(c.event, CL_RUNNING);
      uint64_t start = 0, end = 0;
      try {
        status = c.run(start, end);
      } catch (const std::exception& ex) {
        logLine(fmt::format("command {:#x}: {}", c.type, ex.what()));
        status = CL_OUT_OF_RESOURCES;
      }
      c.event->start = start;
      c.event->end = end;
    }
    for (cl_event e : c.waitFor) release(e);
    for (Object* o : c.keep) release(o);
    setEventStatus(c.event, status == CL_SUCCESS ? CL_COMPLETE : status);
    release(c.event);  // may destroy the queue
    {
      std::lock_guard g(w->mu);
      ++w->finished;
    }
    w->changed.notify_all();
  }
}
}  // namespace

void _cl_command_queue::start() {
  worker = std::thread([w = work] {
    pthread_setname_np(pthread_self(), "gfxsim-clqueue");
    runQueue(w);
  });
}

_cl_command_queue::~_cl_command_queue() {
  {
    std::lock_guard g(work->mu);
    work->stopping = true;
  }
  work->changed.notify_all();
  if (worker.joinable()) {
    if (worker.get_id() == std::this_thread::get_id()) worker.detach();
    else worker.join();
  }
  release(context);
}

// --- devices -----------------------------------------------------------------------------------

_cl_device_id::~_cl_device_id() = default;

rt::Runtime& _cl_device_id::ensureRuntime() {
  if (runtime) return *runtime;
  const rt::AgentConfig& ac = gpu.agent;
  rt::RuntimeConfig rc = ac.runtimeConfig();
  rc.memory.hostAddresses = true;
  rc.memory.granule = 4096;
  runtime = std::make_unique<rt::Runtime>(ac.target, rc);
  dropin::ProgramSettings s = dropin::ProgramSettings::fromEnvironment();
  if (timingMode) timing = std::make_unique<timing::TimingEngine>(gpu, s.timingOptions());
  device::ProcessorOptions po;
  po.codeOf = [this](rt::Addr kernelObject) {
    auto it = codeOf.find(kernelObject);
    return it == codeOf.end() ? std::vector<std::pair<rt::Addr, rt::Addr>>{} : it->second;
  };
  processor = std::make_unique<device::QueueProcessor>(runtime->memory(), ac.target, rc, timing.get(), s.engineOptions(), po);
  clock.store(processor.get(), std::memory_order_release);
  return *runtime;
}

uint64_t _cl_device_id::now() const {
  if (const device::QueueProcessor* p = clock.load(std::memory_order_acquire)) return p->now();
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

bool _cl_context::hasDevice(cl_device_id d) const {
  for (cl_device_id x : devices)
    if (x == d) return true;
  return false;
}

// --- buffers, programs, kernels: what their destruction releases ---------------------------------

_cl_mem::~_cl_mem() {
  if (!parent) {
    cl_platform_id p = platform();
    for (size_t i = 0; i < deviceAddress.size(); ++i) {
      if (!deviceAddress[i]) continue;
      cl_device_id d = p->devices[i];
      std::lock_guard g(d->mu);
      d->runtime->memory().free(deviceAddress[i]);
    }
    if (ownsHost) munmap(host, mappedBytes);
  } else {
    release(parent);
  }
  release(context);
}

_cl_program::~_cl_program() {
  for (auto& [d, b] : builds) {
    if (!b.loaded) continue;
    std::lock_guard g(d->mu);
    for (const auto& k : b.loaded->kernels) d->codeOf.erase(k.descriptorAddress);
    d->runtime->memory().free(b.loaded->base);
  }
  release(context);
}

std::vector<std::string> _cl_program::kernelNames() const {
  std::vector<std::string> names;
  for (const auto& [d, b] : builds) {
    if (b.status != CL_BUILD_SUCCESS || !b.co) continue;
    for (const auto& k : b.co->kernels) names.push_back(k.name);
    break;
  }
  return names;
}

_cl_kernel::~_cl_kernel() {
  program->kernels.fetch_sub(1);
  release(program);
}

// --- the platform ------------------------------------------------------------------------------

namespace gfxsim::ocl {

cl_platform_id platform() {
  static cl_platform_id p = [] () -> cl_platform_id {
    try {
      auto* pl = new _cl_platform_id();
      pl->timingMode = dropin::ProgramSettings::fromEnvironment().timingMode;
      // The GPUs: GFXSIM_GPU's comma-separated names, else every shipped config.
      std::vector<std::string> names;
      std::string list = dropin::envOr("GFXSIM_GPU", "");
      if (list.empty()) {
        for (const auto& c : timing::gpuCatalog()) names.emplace_back(c.name);
      } else {
        std::stringstream ss(list);
        for (std::string n; std::getline(ss, n, ',');)
          if (!n.empty()) names.push_back(n);
      }
      for (const auto& n : names) {
        auto* d = new _cl_device_id();
        d->index = static_cast<unsigned>(pl->devices.size());
        d->catalogName = n;
        d->gpu = timing::findGpu(n);
        d->timingMode = pl->timingMode;
        pl->devices.push_back(d);
        track(d);
      }
      if (pl->devices.empty()) throw Error("GFXSIM_GPU names no GPU");
      track(pl);
      return pl;
    } catch (const std::exception& e) {
      logLine(fmt::format("no platform: {}", e.what()));
      return nullptr;
    }
  }();
  return p;
}

}  // namespace gfxsim::ocl
