// libFuzzer target for the OpenCL platform's entry points as a hostile or buggy host program
// calls them: each input is a little program of API calls (buffers, sub-buffers, transfers,
// maps, programs from source and from the input's bytes as a binary, build options, kernel
// arguments, dispatches, user events, info queries, releases of live and stale handles), run
// through the dispatch table the loader would call. Every call must return a CL status; nothing
// may crash, hang or corrupt the platform. Build (clang and libFuzzer):
//   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-19 -DGFXSIM_FUZZ=ON -DGFXSIM_TESTS=OFF
//   ninja -C build-fuzz fuzz_opencl_api
//   mkdir -p /tmp/ocl-corpus
//   GFXSIM_GPU=mi210 build-fuzz/fuzz/fuzz_opencl_api -runs=1000000 /tmp/ocl-corpus
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "objects.h"

extern "C" cl_int clIcdGetPlatformIDsKHR(cl_uint n, cl_platform_id* out, cl_uint* count);

namespace {

// Reads the input front to back; past its end every value is 0.
struct Input {
  const uint8_t* p;
  size_t n;
  uint8_t u8() { return n ? (--n, *p++) : 0; }
  uint32_t u32() { return u8() | uint32_t{u8()} << 8 | uint32_t{u8()} << 16 | uint32_t{u8()} << 24; }
  std::string text(size_t max) {
    size_t len = std::min<size_t>(u8() % (max + 1), n);
    std::string s(reinterpret_cast<const char*>(p), len);
    p += len;
    n -= len;
    return s;
  }
};

const char* kSources[] = {
    "__kernel void add(__global int* a, int b) { a[get_global_id(0)] += b; }",
    ("__kernel void red(__global float* o, __local float* t) { t[get_local_id(0)] = 1.0f;"
     " barrier(CLK_LOCAL_MEM_FENCE); if (get_local_id(0) == 0) o[get_group_id(0)] = t[get_local_size(0) - 1]; }"),
    "__kernel void oob(__global int* a) { a[get_global_id(0) * 4096] = 1; }",
    "__kernel void bad(__global int* a) { a[0] = ; }",
};
const char* kNames[] = {"add", "red", "oob", "bad", "", "nope"};

// The handles the input's program made. It uses them after releasing them (a stale handle must
// be refused, or work while the platform still holds the object), but releases each at most
// once: releasing more references than one owns is a bug no implementation can detect.
template <class T>
struct Handles {
  std::vector<T> all;
  std::vector<bool> released;
  void add(T h) {
    all.push_back(h);
    released.push_back(false);
  }
  T pick(Input& in) { return all.empty() ? nullptr : all[in.u8() % all.size()]; }
  template <class Release>
  void releaseOne(Input& in, Release fn) {
    if (all.empty()) return;
    size_t i = in.u8() % all.size();
    if (!released[i]) fn(all[i]);
    released[i] = true;
  }
  template <class Release>
  void releaseRest(Release fn) {
    for (size_t i = 0; i < all.size(); ++i)
      if (!released[i]) fn(all[i]);
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gfxsim::ocl;
  static cl_platform_id platform = [] {
    cl_platform_id p = nullptr;
    if (clIcdGetPlatformIDsKHR(1, &p, nullptr) != CL_SUCCESS) std::abort();
    return p;
  }();
  const cl_icd_dispatch& t = *platform->dispatch;
  cl_device_id device = platform->devices.front();
  Input in{data, size};
  cl_int err = 0;
  cl_context ctx = t.clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  if (!ctx) std::abort();
  cl_queue_properties qp[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  cl_command_queue q = t.clCreateCommandQueueWithProperties(ctx, device, qp, &err);
  if (!q) std::abort();
  Handles<cl_mem> mems;
  Handles<cl_program> programs;
  Handles<cl_kernel> kernels;
  Handles<cl_event> events;
  std::vector<uint8_t> host(1 << 16);
  for (int steps = 0; in.n && steps < 64; ++steps) {
    switch (in.u8() % 18) {
      case 0: {
        cl_mem_flags flags = in.u8();
        size_t bytes = in.u32() % (1 << 16);
        if (cl_mem m = t.clCreateBuffer(ctx, flags, bytes, in.u8() & 1 ? host.data() : nullptr, &err)) mems.add(m);
        break;
      }
      case 1: {
        cl_buffer_region r{in.u32() % 70000, in.u32() % 70000};
        if (cl_mem m = t.clCreateSubBuffer(mems.pick(in), in.u8(), CL_BUFFER_CREATE_TYPE_REGION, &r, &err)) mems.add(m);
        break;
      }
      case 2: mems.releaseOne(in, t.clReleaseMemObject); break;
      case 3:
      case 4: {
        cl_mem m = mems.pick(in);
        size_t off = in.u32() % 70000, len = in.u32() % 70000;
        if (len > host.size()) len = host.size();
        bool blocking = in.u8() & 1;
        // Non-blocking transfers use `host` until clFinish below.
        if (steps & 1) t.clEnqueueWriteBuffer(q, m, blocking, off, len, host.data(), 0, nullptr, nullptr);
        else t.clEnqueueReadBuffer(q, m, blocking, off, len, host.data(), 0, nullptr, nullptr);
        break;
      }
      case 5: {
        uint32_t pattern = in.u32();
        t.clEnqueueFillBuffer(q, mems.pick(in), &pattern, in.u8() % 8, in.u32() % 70000, in.u32() % 70000, 0, nullptr, nullptr);
        break;
      }
      case 6:
        t.clEnqueueCopyBuffer(q, mems.pick(in), mems.pick(in), in.u32() % 70000, in.u32() % 70000, in.u32() % 70000, 0,
                              nullptr, nullptr);
        break;
      case 7: {
        cl_mem m = mems.pick(in);
        void* p = t.clEnqueueMapBuffer(q, m, CL_TRUE, in.u8() % 8, in.u32() % 70000, in.u32() % 70000, 0, nullptr, nullptr, &err);
        if (p) t.clEnqueueUnmapMemObject(q, m, p, 0, nullptr, nullptr);
        break;
      }
      case 8: {
        const char* src = kSources[in.u8() % std::size(kSources)];
        if (cl_program p = t.clCreateProgramWithSource(ctx, 1, &src, nullptr, &err)) programs.add(p);
        break;
      }
      case 9: {
        std::string bin = in.text(255);
        const auto* b = reinterpret_cast<const unsigned char*>(bin.data());
        size_t len = bin.size();
        cl_int status = 0;
        if (cl_program p = t.clCreateProgramWithBinary(ctx, 1, &device, &len, &b, &status, &err)) programs.add(p);
        break;
      }
      case 10: {
        std::string options = in.u8() & 1 ? in.text(32) : std::string();
        t.clBuildProgram(programs.pick(in), 0, nullptr, options.c_str(), nullptr, nullptr);
        break;
      }
      case 11:
        if (cl_kernel k = t.clCreateKernel(programs.pick(in), kNames[in.u8() % std::size(kNames)], &err)) kernels.add(k);
        break;
      case 12: {
        cl_kernel k = kernels.pick(in);
        cl_uint index = in.u8() % 4;
        uint8_t kind = in.u8() % 4;
        cl_mem m = mems.pick(in);
        uint32_t value = in.u32();
        if (kind == 0) t.clSetKernelArg(k, index, sizeof m, &m);
        else if (kind == 1) t.clSetKernelArg(k, index, in.u8() % 9, &value);
        else if (kind == 2) t.clSetKernelArg(k, index, value % 4096, nullptr);
        else t.clSetKernelArg(k, index, sizeof m, nullptr);
        break;
      }
      case 13: {
        size_t global[3] = {in.u8() + 0u, in.u8() % 4 + 0u, in.u8() % 4 + 0u};
        size_t local[3] = {in.u8() % 65 + 0u, 1, 1};
        size_t offset[3] = {in.u8() + 0u, 0, 0};
        cl_event e = nullptr;
        t.clEnqueueNDRangeKernel(q, kernels.pick(in), in.u8() % 4, in.u8() & 1 ? offset : nullptr, global,
                                 in.u8() & 1 ? local : nullptr, 0, nullptr, &e);
        if (e) events.add(e);
        break;
      }
      case 14: {
        cl_event u = t.clCreateUserEvent(ctx, &err);
        if (!u) break;
        cl_event marker = nullptr;
        t.clEnqueueMarkerWithWaitList(q, 1, &u, &marker);
        t.clSetUserEventStatus(u, in.u8() & 1 ? CL_COMPLETE : -5);  // before clFinish below: no hang
        t.clSetUserEventStatus(u, CL_COMPLETE);                     // a second time: refused
        events.add(u);
        if (marker) events.add(marker);
        break;
      }
      case 15: {
        cl_event e = events.pick(in);
        if (e) t.clWaitForEvents(1, &e);
        break;
      }
      case 16: {
        // Info queries with arbitrary parameters and sizes on arbitrary objects.
        // Zeroed: CL_PROGRAM_BINARIES writes through the pointers the caller puts in the value
        // (null ones are skipped); no implementation can check pointers a program makes up.
        char buf[256] = {};
        size_t ret = 0;
        cl_uint param = 0x1000 + in.u8() * 2 + (in.u8() & 1) * 0x100;
        size_t bytes = in.u8() % sizeof buf;
        t.clGetProgramInfo(programs.pick(in), param, bytes, buf, &ret);  // first, on the zeroed value
        t.clGetDeviceInfo(device, param, bytes, buf, &ret);
        t.clGetMemObjectInfo(mems.pick(in), param, bytes, buf, &ret);
        t.clGetProgramBuildInfo(programs.pick(in), device, param, bytes, buf, &ret);
        t.clGetKernelInfo(kernels.pick(in), param, bytes, buf, &ret);
        t.clGetKernelWorkGroupInfo(kernels.pick(in), device, param, bytes, buf, &ret);
        t.clGetKernelArgInfo(kernels.pick(in), in.u8() % 4, param, bytes, buf, &ret);
        t.clGetEventInfo(events.pick(in), param, bytes, buf, &ret);
        t.clGetEventProfilingInfo(events.pick(in), param, bytes, buf, &ret);
        t.clGetCommandQueueInfo(q, param, bytes, buf, &ret);
        break;
      }
      case 17:
        switch (in.u8() % 3) {
          case 0: kernels.releaseOne(in, t.clReleaseKernel); break;
          case 1: programs.releaseOne(in, t.clReleaseProgram); break;
          default: events.releaseOne(in, t.clReleaseEvent); break;
        }
        break;
    }
  }
  t.clFinish(q);
  events.releaseRest(t.clReleaseEvent);
  kernels.releaseRest(t.clReleaseKernel);
  programs.releaseRest(t.clReleaseProgram);
  mems.releaseRest(t.clReleaseMemObject);
  t.clReleaseCommandQueue(q);
  t.clReleaseContext(ctx);
  return 0;
}
