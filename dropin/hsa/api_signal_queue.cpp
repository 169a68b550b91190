// Signals (HSA 1.2 section 2.5) and user-mode queues (section 2.6), with ROCr's AMD additions
// (async handlers, value pointer, profiling times). A signal is an amd_signal_t in memory the
// device can reach; its handle is its address. Every ordering variant is implemented with
// sequentially consistent atomics, which satisfy each of them.
#include <fmt/format.h>

#include "api_util.h"

using namespace gfxsim::hsa;

namespace {

// A store to a signal: a doorbell signal's store rings the doorbell of its queue.
void storeValue(hsa_signal_t s, hsa_signal_value_t v, const char* fn, bool notify) {
  State* st = stateFor(fn);
  if (!st) return;
  if (QueueState* q = st->doorbellQueue(s)) {
    st->ringDoorbell(*q, v);
    return;
  }
  int64_t* p = st->signalValue(s, fn);
  if (!p) return;
  __atomic_store_n(p, v, __ATOMIC_SEQ_CST);
  if (notify) st->signalChanged();
}

hsa_signal_value_t loadValue(hsa_signal_t s, const char* fn) {
  State* st = stateFor(fn);
  if (!st) return 0;
  int64_t* p = st->signalValue(s, fn);
  if (!p) return 0;
  hsa_signal_value_t v = __atomic_load_n(p, __ATOMIC_SEQ_CST);
  st->settleHandlers(s);
  return v;
}

template <class Op>
hsa_signal_value_t update(hsa_signal_t s, const char* fn, Op op) {
  State* st = stateFor(fn);
  if (!st) return 0;
  int64_t* p = st->signalValue(s, fn);
  if (!p) return 0;
  hsa_signal_value_t old = op(p);
  st->signalChanged();
  return old;
}

hsa_signal_value_t waitValue(hsa_signal_t s, hsa_signal_condition_t cond, hsa_signal_value_t compare, uint64_t timeout,
                             const char* fn) {
  State* st = stateFor(fn);
  if (!st) return 0;
  int64_t* p = st->signalValue(s, fn);
  if (!p) return 0;
  hsa_signal_value_t v = st->wait(p, cond, compare, timeout);
  st->settleHandlers(s);
  return v;
}

QueueState* queueFor(const hsa_queue_t* q, const char* fn) {
  State* st = stateFor(fn);
  if (!st) return nullptr;
  QueueState* qs = st->queue(q);
  if (!qs) logLine(fmt::format("{}: {} is not a live queue of this runtime", fn, static_cast<const void*>(q)));
  return qs;
}

uint64_t* indexWord(const hsa_queue_t* q, unsigned offset) {
  return reinterpret_cast<uint64_t*>(reinterpret_cast<uintptr_t>(q) + offset);
}

}  // namespace

#define GFXSIM_ORDERINGS(X, ...) X(relaxed, __VA_ARGS__) X(scacquire, __VA_ARGS__) X(screlease, __VA_ARGS__) \
  X(scacq_screl, __VA_ARGS__) X(acquire, __VA_ARGS__) X(release, __VA_ARGS__) X(acq_rel, __VA_ARGS__)

extern "C" {

hsa_status_t hsa_signal_create(hsa_signal_value_t initial, uint32_t num_consumers, const hsa_agent_t* consumers,
                               hsa_signal_t* signal) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (num_consumers && !consumers) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (uint32_t i = 0; i < num_consumers; ++i)
    if (!st->agent(consumers[i])) return HSA_STATUS_ERROR_INVALID_AGENT;
  return st->createSignal(initial, signal);
}

hsa_status_t hsa_amd_signal_create(hsa_signal_value_t initial, uint32_t num_consumers, const hsa_agent_t* consumers,
                                   uint64_t attributes, hsa_signal_t* signal) {
  if (attributes & HSA_AMD_SIGNAL_IPC) {
    logLine("hsa_amd_signal_create: IPC signals are not supported by gfxsim");
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  return hsa_signal_create(initial, num_consumers, consumers, signal);
}

hsa_status_t hsa_signal_destroy(hsa_signal_t signal) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return st->destroySignal(signal);
}

hsa_status_t hsa_amd_signal_value_pointer(hsa_signal_t signal, volatile hsa_signal_value_t** value_ptr) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!value_ptr) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  int64_t* p = st->signalValue(signal, __func__);
  if (!p) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  *value_ptr = p;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_signal_async_handler(hsa_signal_t signal, hsa_signal_condition_t cond, hsa_signal_value_t value,
                                          hsa_amd_signal_handler handler, void* arg) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!handler || cond > HSA_SIGNAL_CONDITION_GTE) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!st->signalValue(signal, __func__)) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  st->addHandler(AsyncHandler{signal, cond, value, handler, arg});
  return HSA_STATUS_SUCCESS;
}

#define GFXSIM_LOAD(ord, _) \
  hsa_signal_value_t hsa_signal_load_##ord(hsa_signal_t s) { return loadValue(s, "hsa_signal_load_" #ord); }
GFXSIM_LOAD(relaxed, 0)
GFXSIM_LOAD(scacquire, 0)
GFXSIM_LOAD(acquire, 0)

#define GFXSIM_STORE(ord, _)                                                                                  \
  void hsa_signal_store_##ord(hsa_signal_t s, hsa_signal_value_t v) { storeValue(s, v, "hsa_signal_store_" #ord, true); } \
  void hsa_signal_silent_store_##ord(hsa_signal_t s, hsa_signal_value_t v) {                                 \
    storeValue(s, v, "hsa_signal_silent_store_" #ord, false);                                                \
  }
GFXSIM_STORE(relaxed, 0)
GFXSIM_STORE(screlease, 0)
GFXSIM_STORE(release, 0)

#define GFXSIM_RMW(ord, name, expr)                                                                 \
  void hsa_signal_##name##_##ord(hsa_signal_t s, hsa_signal_value_t v) {                              \
    update(s, "hsa_signal_" #name "_" #ord, [&](int64_t* p) { return expr; });                        \
  }
#define GFXSIM_RMW_ALL(ord, _)                                                                        \
  GFXSIM_RMW(ord, add, __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST))                                    \
  GFXSIM_RMW(ord, subtract, __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST))                               \
  GFXSIM_RMW(ord, and, __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST))                                    \
  GFXSIM_RMW(ord, or, __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST))                                      \
  GFXSIM_RMW(ord, xor, __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST))                                    \
  hsa_signal_value_t hsa_signal_exchange_##ord(hsa_signal_t s, hsa_signal_value_t v) {                \
    return update(s, "hsa_signal_exchange_" #ord, [&](int64_t* p) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }); \
  }                                                                                                   \
  hsa_signal_value_t hsa_signal_cas_##ord(hsa_signal_t s, hsa_signal_value_t expected, hsa_signal_value_t v) { \
    return update(s, "hsa_signal_cas_" #ord, [&](int64_t* p) {                                        \
      int64_t e = expected;                                                                           \
      __atomic_compare_exchange_n(p, &e, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);               \
      return e;                                                                                       \
    });                                                                                               \
  }
GFXSIM_ORDERINGS(GFXSIM_RMW_ALL, 0)

#define GFXSIM_WAIT(ord, _)                                                                                     \
  hsa_signal_value_t hsa_signal_wait_##ord(hsa_signal_t s, hsa_signal_condition_t c, hsa_signal_value_t v,     \
                                           uint64_t timeout, hsa_wait_state_t) {                               \
    return waitValue(s, c, v, timeout, "hsa_signal_wait_" #ord);                                               \
  }
GFXSIM_WAIT(relaxed, 0)
GFXSIM_WAIT(scacquire, 0)
GFXSIM_WAIT(acquire, 0)

uint32_t hsa_amd_signal_wait_any(uint32_t count, hsa_signal_t* signals, hsa_signal_condition_t* conds, hsa_signal_value_t* values,
                                 uint64_t timeout, hsa_wait_state_t, hsa_signal_value_t* satisfying) {
  State* st = stateFor(__func__);
  if (!st || !count || !signals || !conds || !values) return UINT32_MAX;
  std::vector<int64_t*> words;
  for (uint32_t i = 0; i < count; ++i) {
    int64_t* p = st->signalValue(signals[i], __func__);
    if (!p) return UINT32_MAX;
    words.push_back(p);
  }
  uint32_t hit = UINT32_MAX;
  st->waitUntil(
      [&] {
        for (uint32_t i = 0; i < count; ++i) {
          int64_t v = __atomic_load_n(words[i], __ATOMIC_ACQUIRE);
          if (satisfied(v, conds[i], values[i])) {
            hit = i;
            if (satisfying) *satisfying = v;
            return true;
          }
        }
        return false;
      },
      timeout);
  return hit;
}

// --- queues --------------------------------------------------------------------------------------

hsa_status_t hsa_queue_create(hsa_agent_t agent, uint32_t size, hsa_queue_type32_t type,
                              void (*callback)(hsa_status_t, hsa_queue_t*, void*), void* data, uint32_t, uint32_t,
                              hsa_queue_t** queue) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Agent* a = st->agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!a->gpu) return HSA_STATUS_ERROR_INVALID_QUEUE_CREATION;
  if (type == HSA_QUEUE_TYPE_COOPERATIVE) {
    logLine("hsa_queue_create: cooperative queues are not supported by gfxsim");
    return HSA_STATUS_ERROR_INVALID_QUEUE_CREATION;
  }
  return st->createQueue(size, callback, data, queue);
}

hsa_status_t hsa_queue_destroy(hsa_queue_t* queue) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return st->destroyQueue(queue);
}

hsa_status_t hsa_queue_inactivate(hsa_queue_t* queue) {
  QueueState* q = queueFor(queue, __func__);
  if (!q) return HSA_STATUS_ERROR_INVALID_QUEUE;
  q->broken = true;
  return HSA_STATUS_SUCCESS;
}

#define GFXSIM_QUEUE_LOADS(ord, _)                                                                     \
  uint64_t hsa_queue_load_read_index_##ord(const hsa_queue_t* q) {                                     \
    return queueFor(q, "hsa_queue_load_read_index_" #ord)                                              \
               ? __atomic_load_n(indexWord(q, gfxsim::rt::aql::amd_queue::kReadDispatchId), __ATOMIC_SEQ_CST) : 0; \
  }                                                                                                    \
  uint64_t hsa_queue_load_write_index_##ord(const hsa_queue_t* q) {                                    \
    return queueFor(q, "hsa_queue_load_write_index_" #ord)                                             \
               ? __atomic_load_n(indexWord(q, gfxsim::rt::aql::amd_queue::kWriteDispatchId), __ATOMIC_SEQ_CST) : 0; \
  }
GFXSIM_QUEUE_LOADS(relaxed, 0)
GFXSIM_QUEUE_LOADS(scacquire, 0)
GFXSIM_QUEUE_LOADS(acquire, 0)

#define GFXSIM_QUEUE_STORES(ord, _)                                                                     \
  void hsa_queue_store_write_index_##ord(const hsa_queue_t* q, uint64_t v) {                             \
    if (queueFor(q, "hsa_queue_store_write_index_" #ord))                                               \
      __atomic_store_n(indexWord(q, gfxsim::rt::aql::amd_queue::kWriteDispatchId), v, __ATOMIC_SEQ_CST); \
  }                                                                                                     \
  void hsa_queue_store_read_index_##ord(const hsa_queue_t*, uint64_t) {                                  \
    logLine("hsa_queue_store_read_index_" #ord ": the read index belongs to the packet processor");   \
  }
GFXSIM_QUEUE_STORES(relaxed, 0)
GFXSIM_QUEUE_STORES(screlease, 0)
GFXSIM_QUEUE_STORES(release, 0)

#define GFXSIM_QUEUE_RMW(ord, _)                                                                        \
  uint64_t hsa_queue_add_write_index_##ord(const hsa_queue_t* q, uint64_t v) {                           \
    return queueFor(q, "hsa_queue_add_write_index_" #ord)                                              \
               ? __atomic_fetch_add(indexWord(q, gfxsim::rt::aql::amd_queue::kWriteDispatchId), v, __ATOMIC_SEQ_CST) : 0; \
  }                                                                                                     \
  uint64_t hsa_queue_cas_write_index_##ord(const hsa_queue_t* q, uint64_t expected, uint64_t v) {        \
    if (!queueFor(q, "hsa_queue_cas_write_index_" #ord)) return 0;                                      \
    uint64_t e = expected;                                                                              \
    __atomic_compare_exchange_n(indexWord(q, gfxsim::rt::aql::amd_queue::kWriteDispatchId), &e, v, false, \
                                __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);                                    \
    return e;                                                                                           \
  }
GFXSIM_ORDERINGS(GFXSIM_QUEUE_RMW, 0)

hsa_status_t hsa_amd_queue_cu_set_mask(const hsa_queue_t* queue, uint32_t, const uint32_t*) {
  // Accepted and ignored: the simulated GPU schedules work-groups over all its CUs.
  return queueFor(queue, __func__) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_QUEUE;
}

hsa_status_t hsa_amd_queue_set_priority(hsa_queue_t* queue, hsa_amd_queue_priority_t) {
  return queueFor(queue, __func__) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_QUEUE;
}

// Profiling: every packet's completion signal carries start and end times (simulated time in
// timing mode), so enabling it changes nothing.
hsa_status_t hsa_amd_profiling_set_profiler_enabled(hsa_queue_t* queue, int) {
  return queueFor(queue, __func__) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_QUEUE;
}

hsa_status_t hsa_amd_profiling_async_copy_enable(bool) {
  return stateFor(__func__) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_NOT_INITIALIZED;
}

static hsa_status_t signalTimes(hsa_signal_t signal, uint64_t* start, uint64_t* end, const char* fn) {
  State* st = stateFor(fn);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!start || !end) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!st->signalValue(signal, fn)) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  auto* p = reinterpret_cast<uint8_t*>(signal.handle);
  *start = __atomic_load_n(reinterpret_cast<uint64_t*>(p + gfxsim::rt::aql::amd_signal::kStartTs), __ATOMIC_ACQUIRE);
  *end = __atomic_load_n(reinterpret_cast<uint64_t*>(p + gfxsim::rt::aql::amd_signal::kEndTs), __ATOMIC_ACQUIRE);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_profiling_get_dispatch_time(hsa_agent_t agent, hsa_signal_t signal, hsa_amd_profiling_dispatch_time_t* time) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!time) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return signalTimes(signal, &time->start, &time->end, __func__);
}

hsa_status_t hsa_amd_profiling_get_async_copy_time(hsa_signal_t signal, hsa_amd_profiling_async_copy_time_t* time) {
  if (!time) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return signalTimes(signal, &time->start, &time->end, __func__);
}

hsa_status_t hsa_amd_profiling_convert_tick_to_system_domain(hsa_agent_t agent, uint64_t agent_tick, uint64_t* system_tick) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!system_tick) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *system_tick = agent_tick;  // one clock
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"
