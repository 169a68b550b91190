// Events (command and user events, callbacks, waits, profiling) and kernel dispatch commands.
// Profiling times are the device clock: in timing mode a kernel's START to END is its simulated
// duration, and host-side commands (transfers, maps, markers) take no simulated time.
#include <fmt/format.h>

#include "api_tables.h"

namespace gfxsim::ocl {
namespace {

cl_int CL_API_CALL getEventInfo(cl_event e, cl_event_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(e, Kind::Event)) return CL_INVALID_EVENT;
  switch (param) {
    case CL_EVENT_COMMAND_QUEUE: return info(size, value, sizeRet, e->queue);
    case CL_EVENT_CONTEXT: return info(size, value, sizeRet, e->context);
    case CL_EVENT_COMMAND_TYPE: return info(size, value, sizeRet, e->type);
    case CL_EVENT_COMMAND_EXECUTION_STATUS: return info(size, value, sizeRet, cl_int{e->status.load()});
    case CL_EVENT_REFERENCE_COUNT: return info(size, value, sizeRet, cl_uint{e->refs.load()});
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL getEventProfilingInfo(cl_event e, cl_profiling_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(e, Kind::Event)) return CL_INVALID_EVENT;
  if (!e->queue || !(e->queue->properties & CL_QUEUE_PROFILING_ENABLE) || e->status.load() != CL_COMPLETE)
    return CL_PROFILING_INFO_NOT_AVAILABLE;
  switch (param) {
    case CL_PROFILING_COMMAND_QUEUED: return info(size, value, sizeRet, cl_ulong{e->queued});
    case CL_PROFILING_COMMAND_SUBMIT: return info(size, value, sizeRet, cl_ulong{e->submit});
    case CL_PROFILING_COMMAND_START: return info(size, value, sizeRet, cl_ulong{e->start});
    case CL_PROFILING_COMMAND_END:
    case CL_PROFILING_COMMAND_COMPLETE: return info(size, value, sizeRet, cl_ulong{e->end});
    default: return CL_INVALID_VALUE;
  }
}

cl_event CL_API_CALL createUserEvent(cl_context c, cl_int* err) {
  if (!liveObject(c, Kind::Context)) return withError(err, CL_INVALID_CONTEXT, cl_event{nullptr});
  auto* e = new _cl_event();
  e->context = c;
  retain(c);
  e->type = CL_COMMAND_USER;
  e->status.store(CL_SUBMITTED);
  track(e);
  return withError(err, CL_SUCCESS, e);
}

cl_int CL_API_CALL setUserEventStatus(cl_event e, cl_int status) {
  if (!liveObject(e, Kind::Event) || e->queue) return CL_INVALID_EVENT;
  if (status != CL_COMPLETE && status >= 0) return CL_INVALID_VALUE;
  {
    std::lock_guard g(eventMutex());
    if (e->status.load() != CL_SUBMITTED) return CL_INVALID_OPERATION;  // set once
  }
  setEventStatus(e, status);
  return CL_SUCCESS;
}

cl_int CL_API_CALL setEventCallback(cl_event e, cl_int when, void(CL_CALLBACK* fn)(cl_event, cl_int, void*), void* data) {
  if (!liveObject(e, Kind::Event)) return CL_INVALID_EVENT;
  if (!fn || (when != CL_SUBMITTED && when != CL_RUNNING && when != CL_COMPLETE)) return CL_INVALID_VALUE;
  cl_int now;
  {
    std::lock_guard g(eventMutex());
    now = e->status.load();
    if (now > when) {
      e->callbacks.push_back({when, fn, data});
      return CL_SUCCESS;
    }
  }
  fn(e, now, data);  // already there (or failed)
  return CL_SUCCESS;
}

cl_int CL_API_CALL waitEvents(cl_uint n, const cl_event* list) {
  if (n == 0 || !list) return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < n; ++i) {
    if (!liveObject(list[i], Kind::Event)) return CL_INVALID_EVENT;
    if (list[i]->context != list[0]->context) return CL_INVALID_CONTEXT;
  }
  return waitForEvents(std::vector<cl_event>(list, list + n));
}

// --- kernel dispatches -----------------------------------------------------------------------------

// The built program's metadata of `k` for device `d`, or nullptr.
const codeobj::KernelMetadata* kernelOn(cl_kernel k, cl_device_id d) {
  std::lock_guard g(k->program->mu);
  auto it = k->program->builds.find(d);
  if (it == k->program->builds.end() || it->second.status != CL_BUILD_SUCCESS || !it->second.co ||
      it->second.binaryType != CL_PROGRAM_BINARY_TYPE_EXECUTABLE)
    return nullptr;
  return it->second.co->metadata.findKernel(k->name);
}

// The largest divisor of n that is at most limit.
uint32_t largestDivisor(uint64_t n, uint64_t limit) {
  for (uint64_t c = std::min(n, limit); c > 1; --c)
    if (n % c == 0) return static_cast<uint32_t>(c);
  return 1;
}

cl_int CL_API_CALL enqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dims, const size_t* offset, const size_t* global,
                                        const size_t* local, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  if (!liveObject(q, Kind::Queue)) return CL_INVALID_COMMAND_QUEUE;
  if (!liveObject(k, Kind::Kernel)) return CL_INVALID_KERNEL;
  if (k->program->context != q->context) return CL_INVALID_CONTEXT;
  const codeobj::KernelMetadata* md = kernelOn(k, q->device);
  if (!md) return CL_INVALID_PROGRAM_EXECUTABLE;
  if (dims < 1 || dims > 3) return CL_INVALID_WORK_DIMENSION;
  if (!global) return CL_INVALID_GLOBAL_WORK_SIZE;
  if (cl_int e = checkWaitList(q->context, nWait, wait); e != CL_SUCCESS) return e;

  Launch l;
  l.kernel = k;
  l.dims = dims;
  bool empty = false;
  for (cl_uint i = 0; i < dims; ++i) {
    if (global[i] > 0xffffffffu) return CL_INVALID_GLOBAL_WORK_SIZE;  // the AQL packet's grid is 32-bit
    if (offset && offset[i] > ~uint64_t{0} - global[i]) return CL_INVALID_GLOBAL_OFFSET;
    l.global[i] = global[i];
    l.offset[i] = offset ? offset[i] : 0;
    empty |= global[i] == 0;
  }
  const uint64_t maxGroup = md->maxFlatWorkgroupSize ? md->maxFlatWorkgroupSize : 256;
  const bool reqd = md->reqdWorkgroupSize.size() == 3 && md->reqdWorkgroupSize[0];
  if (local) {
    uint64_t product = 1;
    for (cl_uint i = 0; i < dims; ++i) {
      if (local[i] == 0 || local[i] > 1024) return CL_INVALID_WORK_ITEM_SIZE;
      l.local[i] = static_cast<uint32_t>(local[i]);
      product *= local[i];
    }
    if (product > maxGroup) return CL_INVALID_WORK_GROUP_SIZE;
    if (reqd)
      for (int i = 0; i < 3; ++i)
        if (l.local[i] != md->reqdWorkgroupSize[i]) return CL_INVALID_WORK_GROUP_SIZE;
    if (md->uniformWorkGroupSize.value_or(0) == 1)
      for (cl_uint i = 0; i < dims; ++i)
        if (l.global[i] % l.local[i]) return CL_INVALID_WORK_GROUP_SIZE;
  } else if (reqd) {
    for (int i = 0; i < 3; ++i) l.local[i] = static_cast<uint32_t>(md->reqdWorkgroupSize[i]);
  } else {
    // Uniform groups, as an OpenCL 1.2 kernel may assume: the largest divisor of each size
    // within what is left of the group's limit.
    uint64_t left = maxGroup;
    for (cl_uint i = 0; i < dims; ++i) {
      l.local[i] = global[i] ? largestDivisor(global[i], left) : 1;
      left /= l.local[i];
    }
  }
  // Arguments: all set, and the LDS they ask for within the device's.
  uint64_t lds = md->groupSegmentFixedSize;
  {
    std::lock_guard g(k->mu);
    for (const auto& a : k->args) {
      if (!a.set) return CL_INVALID_KERNEL_ARGS;
      if (a.kind == KernelArgValue::Kind::Local) lds += (a.localBytes + 15) / 16 * 16;
    }
    l.args = k->args;
  }
  if (lds > q->device->gpu.agent.ldsBytesPerWorkgroup) return CL_OUT_OF_RESOURCES;
  std::vector<Object*> keep{k};
  for (const auto& a : l.args)
    if (a.mem) keep.push_back(a.mem);
  cl_device_id d = q->device;
  if (empty)  // OpenCL 2.1 and later: a range with no work-items runs nothing
    return enqueue(q, CL_COMMAND_NDRANGE_KERNEL, nWait, wait, ev, false, std::move(keep), [d](uint64_t& s, uint64_t& e) {
      s = e = d->now();
      return CL_SUCCESS;
    });
  return enqueue(q, CL_COMMAND_NDRANGE_KERNEL, nWait, wait, ev, false, std::move(keep), [d, l = std::move(l)](uint64_t& s, uint64_t& e) {
    std::lock_guard g(d->mu);
    return runKernel(d, l, s, e);
  });
}

cl_int CL_API_CALL enqueueTask(cl_command_queue q, cl_kernel k, cl_uint nWait, const cl_event* wait, cl_event* ev) {
  size_t one = 1;
  return enqueueNDRangeKernel(q, k, 1, nullptr, &one, &one, nWait, wait, ev);
}

}  // namespace

void fillEventEntries(cl_icd_dispatch& t) {
  t.clRetainEvent = retainHandle<cl_event, Kind::Event, CL_INVALID_EVENT>;
  t.clReleaseEvent = releaseHandle<cl_event, Kind::Event, CL_INVALID_EVENT>;
  t.clGetEventInfo = getEventInfo;
  t.clGetEventProfilingInfo = getEventProfilingInfo;
  t.clCreateUserEvent = createUserEvent;
  t.clSetUserEventStatus = setUserEventStatus;
  t.clSetEventCallback = setEventCallback;
  t.clWaitForEvents = waitEvents;
  t.clEnqueueNDRangeKernel = enqueueNDRangeKernel;
  t.clEnqueueTask = enqueueTask;
}

}  // namespace gfxsim::ocl
