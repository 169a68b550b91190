// Command queues and the commands they run: transfers (host copies: a buffer's bytes are host
// memory), maps, kernel dispatches, markers and barriers. Every queue runs its commands in
// order on its own thread (objects.cpp); an out-of-order queue is accepted and runs in order,
// which OpenCL allows.
#include <fmt/format.h>

#include "api_tables.h"

namespace gfxsim::ocl {
namespace {

cl_command_queue makeQueue(cl_context c, cl_device_id d, cl_command_queue_properties props, std::vector<cl_queue_properties> list,
                           cl_int* err) {
  if (!liveObject(c, Kind::Context)) return withError(err, CL_INVALID_CONTEXT, cl_command_queue{nullptr});
  if (!liveObject(d, Kind::Device) || !c->hasDevice(d)) return withError(err, CL_INVALID_DEVICE, cl_command_queue{nullptr});
  constexpr cl_command_queue_properties host = CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE;
  if (props & ~(host | CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT)) return withError(err, CL_INVALID_VALUE, cl_command_queue{nullptr});
  if (props & ~host) return withError(err, CL_INVALID_QUEUE_PROPERTIES, cl_command_queue{nullptr});  // no device queues
  auto* q = new _cl_command_queue();
  q->context = c;
  retain(c);
  q->device = d;
  q->properties = props;
  q->propertyList = std::move(list);
  track(q);
  q->start();
  return withError(err, CL_SUCCESS, q);
}

cl_command_queue CL_API_CALL createCommandQueue(cl_context c, cl_device_id d, cl_command_queue_properties props, cl_int* err) {
  return makeQueue(c, d, props, {}, err);
}

cl_command_queue CL_API_CALL createCommandQueueWithProperties(cl_context c, cl_device_id d, const cl_queue_properties* props,
                                                              cl_int* err) {
  cl_command_queue_properties bits = 0;
  std::vector<cl_queue_properties> list;
  for (size_t i = 0; props && props[i] != 0; i += 2) {
    if (i > 16) return withError(err, CL_INVALID_VALUE, cl_command_queue{nullptr});
    if (props[i] == CL_QUEUE_PROPERTIES) bits = props[i + 1];
    else if (props[i] != CL_QUEUE_SIZE) return withError(err, CL_INVALID_VALUE, cl_command_queue{nullptr});
    else if (!(bits & CL_QUEUE_ON_DEVICE)) return withError(err, CL_INVALID_VALUE, cl_command_queue{nullptr});
    list.push_back(props[i]);
    list.push_back(props[i + 1]);
  }
  if (props) list.push_back(0);
  return makeQueue(c, d, bits, std::move(list), err);
}

cl_int CL_API_CALL getQueueInfo(cl_command_queue q, cl_command_queue_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  switch (param) {
    case CL_QUEUE_CONTEXT: return info(size, value, sizeRet, q->context);
    case CL_QUEUE_DEVICE: return info(size, value, sizeRet, q->device);
    case CL_QUEUE_REFERENCE_COUNT: return info(size, value, sizeRet, cl_uint{q->refs.load()});
    case CL_QUEUE_PROPERTIES: return info(size, value, sizeRet, q->properties);
    case CL_QUEUE_PROPERTIES_ARRAY: return infoVector(size, value, sizeRet, q->propertyList);
    case CL_QUEUE_DEVICE_DEFAULT: return info(size, value, sizeRet, cl_command_queue{nullptr});
    case CL_QUEUE_SIZE: return CL_INVALID_COMMAND_QUEUE;  // host queues have no size
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL flush(cl_command_queue q) {
  // Commands start as soon as they are enqueued.
  return liveObject(q, Kind::Queue) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

cl_int CL_API_CALL finish(cl_command_queue q) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  QueueWork& w = *q->work;
  std::unique_lock g(w.mu);
  uint64_t target = w.submitted;
  w.changed.wait(g, [&] { return w.finished >= target; });
  return CL_SUCCESS;
}

// --- transfers -----------------------------------------------------------------------------------

// The checks every buffer command starts with; `what` is the host access it needs
// (CL_MEM_HOST_READ_ONLY for a read, CL_MEM_HOST_WRITE_ONLY for a write, 0 for none).
cl_int checkBuffer(cl_command_queue q, cl_mem m, cl_mem_flags hostAccess = 0) {
  if (!liveObject(m, Kind::Mem)) return CL_INVALID_MEM_OBJECT;
  if (m->context != q->context) return CL_INVALID_CONTEXT;
  if (hostAccess == CL_MEM_HOST_READ_ONLY && (m->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))) return CL_INVALID_OPERATION;
  if (hostAccess == CL_MEM_HOST_WRITE_ONLY && (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS))) return CL_INVALID_OPERATION;
  return CL_SUCCESS;
}

bool inRange(const cl_mem m, size_t offset, size_t size) { return offset <= m->size && size <= m->size - offset; }

// A host-side command: no simulated time passes (transfers are not modelled), so it starts and
// ends at the device clock's present.
std::function<cl_int(uint64_t&, uint64_t&)> hostCommand(cl_command_queue q, std::function<void()> work) {
  cl_device_id d = q->device;
  return [d, work = std::move(work)](uint64_t& start, uint64_t& end) {
    start = d->now();
    work();
    end = d->now();
    return CL_SUCCESS;
  };
}

#define GFXSIM_CHECK(expr)                     \
  do {                                         \
    if (cl_int e_ = (expr); e_ != CL_SUCCESS) \
      return e_;                               \
  } while (0)

cl_int CL_API_CALL enqueueReadBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset, size_t size, void* ptr,
                                     cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, m, CL_MEM_HOST_READ_ONLY));
  if (!ptr || !inRange(m, offset, size) || size == 0) return CL_INVALID_VALUE;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  const uint8_t* src = m->host + offset;
  return enqueue(q, CL_COMMAND_READ_BUFFER, nWait, wait, ev, blocking, {m},
                 hostCommand(q, [=] { std::memmove(ptr, src, size); }));
}

cl_int CL_API_CALL enqueueWriteBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset, size_t size, const void* ptr,
                                      cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, m, CL_MEM_HOST_WRITE_ONLY));
  if (!ptr || !inRange(m, offset, size) || size == 0) return CL_INVALID_VALUE;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  uint8_t* dst = m->host + offset;
  // A non-blocking write reads `ptr` when it runs: OpenCL lets the program reuse the memory only
  // once the write completed.
  return enqueue(q, CL_COMMAND_WRITE_BUFFER, nWait, wait, ev, blocking, {m}, hostCommand(q, [=] { std::memmove(dst, ptr, size); }));
}

cl_int CL_API_CALL enqueueCopyBuffer(cl_command_queue q, cl_mem src, cl_mem dst, size_t srcOffset, size_t dstOffset, size_t size,
                                     cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, src));
  GFXSIM_CHECK(checkBuffer(q, dst));
  if (size == 0 || !inRange(src, srcOffset, size) || !inRange(dst, dstOffset, size)) return CL_INVALID_VALUE;
  const uint8_t* s = src->host + srcOffset;
  uint8_t* d = dst->host + dstOffset;
  if (src->root() == dst->root() && s < d + size && d < s + size) return CL_MEM_COPY_OVERLAP;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  return enqueue(q, CL_COMMAND_COPY_BUFFER, nWait, wait, ev, false, {src, dst}, hostCommand(q, [=] { std::memmove(d, s, size); }));
}

cl_int CL_API_CALL enqueueFillBuffer(cl_command_queue q, cl_mem m, const void* pattern, size_t patternSize, size_t offset,
                                     size_t size, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, m));
  bool validSize = patternSize && patternSize <= 128 && (patternSize & (patternSize - 1)) == 0;
  if (!pattern || !validSize || offset % patternSize || size % patternSize || !inRange(m, offset, size)) return CL_INVALID_VALUE;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  std::vector<uint8_t> pat(static_cast<const uint8_t*>(pattern), static_cast<const uint8_t*>(pattern) + patternSize);
  uint8_t* dst = m->host + offset;
  return enqueue(q, CL_COMMAND_FILL_BUFFER, nWait, wait, ev, false, {m}, hostCommand(q, [=] {
                   if (pat.size() == 1) {
                     std::memset(dst, pat[0], size);
                     return;
                   }
                   for (size_t i = 0; i < size; i += pat.size()) std::memcpy(dst + i, pat.data(), pat.size());
                 }));
}

// A rectangle of a buffer or host array (OpenCL 3.0, clEnqueueReadBufferRect): rows of
// region[0] bytes, region[1] rows per slice, region[2] slices.
struct Rect {
  size_t origin[3];
  size_t rowPitch, slicePitch;
  size_t offset(size_t y, size_t z) const { return (origin[2] + z) * slicePitch + (origin[1] + y) * rowPitch + origin[0]; }
};

cl_int makeRect(const size_t* origin, const size_t* region, size_t rowPitch, size_t slicePitch, Rect& r) {
  if (!origin || !region || !region[0] || !region[1] || !region[2]) return CL_INVALID_VALUE;
  if (rowPitch == 0) rowPitch = region[0];
  if (slicePitch == 0) slicePitch = region[1] * rowPitch;
  if (rowPitch < region[0] || slicePitch < region[1] * rowPitch || slicePitch % rowPitch) return CL_INVALID_VALUE;
  r = {{origin[0], origin[1], origin[2]}, rowPitch, slicePitch};
  return CL_SUCCESS;
}

// The byte past the rectangle's last.
size_t rectEnd(const Rect& r, const size_t* region) { return r.offset(region[1] - 1, region[2] - 1) + region[0]; }

void copyRect(uint8_t* dst, const Rect& dr, const uint8_t* src, const Rect& sr, const std::array<size_t, 3>& region) {
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y) std::memmove(dst + dr.offset(y, z), src + sr.offset(y, z), region[0]);
}

// The checks of a rectangle transfer between a buffer and host memory.
cl_int checkRectTransfer(cl_command_queue q, cl_mem m, cl_mem_flags hostAccess, const void* ptr, const size_t* bufOrigin,
                         const size_t* hostOrigin, const size_t* region, size_t bufRow, size_t bufSlice, size_t hostRow,
                         size_t hostSlice, cl_uint nWait, const cl_event* wait, Rect& br, Rect& hr) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, m, hostAccess));
  if (!ptr) return CL_INVALID_VALUE;
  GFXSIM_CHECK(makeRect(bufOrigin, region, bufRow, bufSlice, br));
  GFXSIM_CHECK(makeRect(hostOrigin, region, hostRow, hostSlice, hr));
  if (rectEnd(br, region) > m->size) return CL_INVALID_VALUE;
  return checkWaitList(q->context, nWait, wait);
}

cl_int CL_API_CALL enqueueReadBufferRect(cl_command_queue q, cl_mem m, cl_bool blocking, const size_t* bufOrigin,
                                         const size_t* hostOrigin, const size_t* region, size_t bufRow, size_t bufSlice,
                                         size_t hostRow, size_t hostSlice, void* ptr, cl_uint nWait, const cl_event* wait,
                                         cl_event* ev) {
  Rect br, hr;
  GFXSIM_CHECK(checkRectTransfer(q, m, CL_MEM_HOST_READ_ONLY, ptr, bufOrigin, hostOrigin, region, bufRow, bufSlice, hostRow,
                                 hostSlice, nWait, wait, br, hr));
  std::array<size_t, 3> reg{region[0], region[1], region[2]};
  const uint8_t* src = m->host;
  return enqueue(q, CL_COMMAND_READ_BUFFER_RECT, nWait, wait, ev, blocking, {m},
                 hostCommand(q, [=] { copyRect(static_cast<uint8_t*>(ptr), hr, src, br, reg); }));
}

cl_int CL_API_CALL enqueueWriteBufferRect(cl_command_queue q, cl_mem m, cl_bool blocking, const size_t* bufOrigin,
                                          const size_t* hostOrigin, const size_t* region, size_t bufRow, size_t bufSlice,
                                          size_t hostRow, size_t hostSlice, const void* ptr, cl_uint nWait,
                                          const cl_event* wait, cl_event* ev) {
  Rect br, hr;
  GFXSIM_CHECK(checkRectTransfer(q, m, CL_MEM_HOST_WRITE_ONLY, ptr, bufOrigin, hostOrigin, region, bufRow, bufSlice, hostRow,
                                 hostSlice, nWait, wait, br, hr));
  std::array<size_t, 3> reg{region[0], region[1], region[2]};
  uint8_t* dst = m->host;
  return enqueue(q, CL_COMMAND_WRITE_BUFFER_RECT, nWait, wait, ev, blocking, {m},
                 hostCommand(q, [=] { copyRect(dst, br, static_cast<const uint8_t*>(ptr), hr, reg); }));
}

cl_int CL_API_CALL enqueueCopyBufferRect(cl_command_queue q, cl_mem src, cl_mem dst, const size_t* srcOrigin,
                                         const size_t* dstOrigin, const size_t* region, size_t srcRow, size_t srcSlice,
                                         size_t dstRow, size_t dstSlice, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, src));
  GFXSIM_CHECK(checkBuffer(q, dst));
  Rect sr, dr;
  GFXSIM_CHECK(makeRect(srcOrigin, region, srcRow, srcSlice, sr));
  GFXSIM_CHECK(makeRect(dstOrigin, region, dstRow, dstSlice, dr));
  if (rectEnd(sr, region) > src->size || rectEnd(dr, region) > dst->size) return CL_INVALID_VALUE;
  if (src->root() == dst->root()) {
    // Overlap of the two rectangles' spans (conservative: the spec's own test).
    const uint8_t* s0 = src->host + sr.offset(0, 0);
    const uint8_t* s1 = src->host + rectEnd(sr, region);
    const uint8_t* d0 = dst->host + dr.offset(0, 0);
    const uint8_t* d1 = dst->host + rectEnd(dr, region);
    if (s0 < d1 && d0 < s1) return CL_MEM_COPY_OVERLAP;
  }
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  std::array<size_t, 3> reg{region[0], region[1], region[2]};
  uint8_t* d = dst->host;
  const uint8_t* s = src->host;
  return enqueue(q, CL_COMMAND_COPY_BUFFER_RECT, nWait, wait, ev, false, {src, dst}, hostCommand(q, [=] { copyRect(d, dr, s, sr, reg); }));
}

// --- maps: the buffer's own bytes --------------------------------------------------------------------

void* CL_API_CALL enqueueMapBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, cl_map_flags flags, size_t offset, size_t size,
                                   cl_uint nWait, const cl_event* wait, cl_event* ev, cl_int* err) {
  if (!liveObject(q, Kind::Queue)) return withError(err, CL_INVALID_COMMAND_QUEUE, static_cast<void*>(nullptr));
  constexpr cl_map_flags known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
  if ((flags & ~known) || ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (flags & (CL_MAP_READ | CL_MAP_WRITE))))
    return withError(err, CL_INVALID_VALUE, static_cast<void*>(nullptr));
  cl_mem_flags need = (flags & CL_MAP_READ) ? CL_MEM_HOST_READ_ONLY : 0;
  if (cl_int e = checkBuffer(q, m, need); e != CL_SUCCESS) return withError(err, e, static_cast<void*>(nullptr));
  if ((flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) && (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)))
    return withError(err, CL_INVALID_OPERATION, static_cast<void*>(nullptr));
  if (size == 0 || !inRange(m, offset, size)) return withError(err, CL_INVALID_VALUE, static_cast<void*>(nullptr));
  if (cl_int e = checkWaitList(q->context, nWait, wait); e != CL_SUCCESS) return withError(err, e, static_cast<void*>(nullptr));
  m->mapCount.fetch_add(1);
  cl_int r = enqueue(q, CL_COMMAND_MAP_BUFFER, nWait, wait, ev, blocking, {m}, hostCommand(q, [] {}));
  if (r != CL_SUCCESS) return withError(err, r, static_cast<void*>(nullptr));
  return withError(err, CL_SUCCESS, static_cast<void*>(m->host + offset));
}

cl_int CL_API_CALL enqueueUnmap(cl_command_queue q, cl_mem m, void* ptr, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkBuffer(q, m));
  auto* p = static_cast<uint8_t*>(ptr);
  if (!p || p < m->host || p >= m->host + m->size || m->mapCount.load() == 0) return CL_INVALID_VALUE;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  return enqueue(q, CL_COMMAND_UNMAP_MEM_OBJECT, nWait, wait, ev, false, {m}, hostCommand(q, [m] { m->mapCount.fetch_sub(1); }));
}

cl_int CL_API_CALL enqueueMigrate(cl_command_queue q, cl_uint n, const cl_mem* mems, cl_mem_migration_flags flags, cl_uint nWait,
                                  const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  if (n == 0 || !mems || (flags & ~(CL_MIGRATE_MEM_OBJECT_HOST | CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED))) return CL_INVALID_VALUE;
  std::vector<Object*> keep;
  for (cl_uint i = 0; i < n; ++i) {
    GFXSIM_CHECK(checkBuffer(q, mems[i]));
    keep.push_back(mems[i]);
  }
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  // Every device sees a buffer's bytes where they are: there is nothing to move.
  return enqueue(q, CL_COMMAND_MIGRATE_MEM_OBJECTS, nWait, wait, ev, false, std::move(keep), hostCommand(q, [] {}));
}

// --- markers and barriers: in an in-order queue, a command waits for the ones before it ---------------

cl_int CL_API_CALL enqueueMarkerWithWaitList(cl_command_queue q, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  return enqueue(q, CL_COMMAND_MARKER, nWait, wait, ev, false, {}, hostCommand(q, [] {}));
}

cl_int CL_API_CALL enqueueBarrierWithWaitList(cl_command_queue q, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  GFXSIM_CHECK(checkWaitList(q->context, nWait, wait));
  return enqueue(q, CL_COMMAND_BARRIER, nWait, wait, ev, false, {}, hostCommand(q, [] {}));
}

cl_int CL_API_CALL enqueueMarker(cl_command_queue q, cl_event* ev) {
  if (!ev) return CL_INVALID_VALUE;
  return enqueueMarkerWithWaitList(q, 0, nullptr, ev);
}

cl_int CL_API_CALL enqueueBarrier(cl_command_queue q) { return enqueueBarrierWithWaitList(q, 0, nullptr, nullptr); }

cl_int CL_API_CALL enqueueWaitForEvents(cl_command_queue q, cl_uint n, const cl_event* list) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  if (n == 0 || !list) return CL_INVALID_VALUE;
  GFXSIM_CHECK(checkWaitList(q->context, n, list));
  return enqueue(q, CL_COMMAND_BARRIER, n, list, nullptr, false, {}, hostCommand(q, [] {}));
}

}  // namespace

void fillQueueEntries(cl_icd_dispatch& t) {
  t.clCreateCommandQueue = createCommandQueue;
  t.clCreateCommandQueueWithProperties = createCommandQueueWithProperties;
  t.clRetainCommandQueue = retainHandle<cl_command_queue, Kind::Queue, CL_INVALID_COMMAND_QUEUE>;
  t.clReleaseCommandQueue = releaseHandle<cl_command_queue, Kind::Queue, CL_INVALID_COMMAND_QUEUE>;
  t.clGetCommandQueueInfo = getQueueInfo;
  t.clFlush = flush;
  t.clFinish = finish;
  t.clEnqueueReadBuffer = enqueueReadBuffer;
  t.clEnqueueWriteBuffer = enqueueWriteBuffer;
  t.clEnqueueCopyBuffer = enqueueCopyBuffer;
  t.clEnqueueFillBuffer = enqueueFillBuffer;
  t.clEnqueueReadBufferRect = enqueueReadBufferRect;
  t.clEnqueueWriteBufferRect = enqueueWriteBufferRect;
  t.clEnqueueCopyBufferRect = enqueueCopyBufferRect;
  t.clEnqueueMapBuffer = enqueueMapBuffer;
  t.clEnqueueUnmapMemObject = enqueueUnmap;
  t.clEnqueueMigrateMemObjects = enqueueMigrate;
  t.clEnqueueMarkerWithWaitList = enqueueMarkerWithWaitList;
  t.clEnqueueBarrierWithWaitList = enqueueBarrierWithWaitList;
  t.clEnqueueMarker = enqueueMarker;
  t.clEnqueueBarrier = enqueueBarrier;
  t.clEnqueueWaitForEvents = enqueueWaitForEvents;
}

}  // namespace gfxsim::ocl
