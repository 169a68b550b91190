// gfxsim's OpenCL platform (dropin/opencl), loaded as the system's OpenCL loader loads it
// (dlopen, then the two bootstrap functions of cl_khr_icd) and called through its dispatch
// table: the table is complete, what gfxsim does not implement returns a CL error, stale
// handles and bad arguments get their error codes, and a kernel that faults fails its event
// without harming the process. The positive paths (real programs, clinfo, PyOpenCL) are the
// OpenCL tier in tests/opencl.
#if __has_include(<CL/cl_icd.h>) && defined(GFXSIM_OPENCL_LIBRARY)
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl_icd.h>
#include <dlfcn.h>

#include <cstring>
#include <string>
#include <vector>

#include "doctest/doctest.h"

namespace {

// What every handle starts with (the ICD convention).
const cl_icd_dispatch& table(void* handle) { return **static_cast<cl_icd_dispatch**>(handle); }

struct Platform {
  cl_platform_id id = nullptr;
  const cl_icd_dispatch* t = nullptr;
  std::vector<cl_device_id> devices;
};

const Platform& platform() {
  static Platform p = [] {
    Platform pl;
    void* lib = dlopen(GFXSIM_OPENCL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    REQUIRE_MESSAGE(lib, dlerror());
    auto address = reinterpret_cast<void* (*)(const char*)>(dlsym(lib, "clGetExtensionFunctionAddress"));
    REQUIRE(static_cast<bool>(address));
    auto ids = reinterpret_cast<cl_int (*)(cl_uint, cl_platform_id*, cl_uint*)>(address("clIcdGetPlatformIDsKHR"));
    REQUIRE(static_cast<bool>(ids));
    REQUIRE(address("clGetPlatformInfo") != nullptr);
    CHECK(address("clNoSuchFunction") == nullptr);
    cl_uint n = 0;
    REQUIRE(ids(0, nullptr, &n) == CL_SUCCESS);
    REQUIRE(n == 1);
    REQUIRE(ids(1, &pl.id, nullptr) == CL_SUCCESS);
    pl.t = &table(pl.id);
    cl_uint nd = 0;
    REQUIRE(pl.t->clGetDeviceIDs(pl.id, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) == CL_SUCCESS);
    pl.devices.resize(nd);
    REQUIRE(pl.t->clGetDeviceIDs(pl.id, CL_DEVICE_TYPE_ALL, nd, pl.devices.data(), nullptr) == CL_SUCCESS);
    return pl;
  }();
  return p;
}

std::string deviceString(cl_device_id d, cl_device_info what) {
  const auto& t = *platform().t;
  size_t n = 0;
  REQUIRE(t.clGetDeviceInfo(d, what, 0, nullptr, &n) == CL_SUCCESS);
  std::string s(n, '\0');
  REQUIRE(t.clGetDeviceInfo(d, what, n, s.data(), nullptr) == CL_SUCCESS);
  s.resize(n ? n - 1 : 0);
  return s;
}

}  // namespace

TEST_CASE("opencl platform: the bootstrap and the dispatch table are complete") {
  const Platform& p = platform();
  // Every slot holds a function: a program calling an entry point gfxsim lacks gets an error.
  const auto* slots = reinterpret_cast<void* const*>(p.t);
  for (size_t i = 0; i < sizeof(cl_icd_dispatch) / sizeof(void*); ++i) CHECK_MESSAGE(slots[i] != nullptr, "slot ", i);
  char suffix[32] = {};
  CHECK(p.t->clGetPlatformInfo(p.id, CL_PLATFORM_ICD_SUFFIX_KHR, sizeof suffix, suffix, nullptr) == CL_SUCCESS);
  CHECK(std::string(suffix) == "gfxsim");
  char ext[64] = {};
  CHECK(p.t->clGetPlatformInfo(p.id, CL_PLATFORM_EXTENSIONS, sizeof ext, ext, nullptr) == CL_SUCCESS);
  CHECK(std::string(ext) == "cl_khr_icd");
  // Without GFXSIM_GPU, one device per shipped config, named by it.
  REQUIRE(p.devices.size() == 5);
  CHECK(deviceString(p.devices[0], CL_DEVICE_NAME) == "AMD Radeon RX Vega 64");
  CHECK(deviceString(p.devices[1], CL_DEVICE_NAME) == "AMD Instinct MI210");
  CHECK(deviceString(p.devices[4], CL_DEVICE_NAME) == "AMD Instinct MI300X");
  cl_uint cus = 0;
  CHECK(p.t->clGetDeviceInfo(p.devices[1], CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, nullptr) == CL_SUCCESS);
  CHECK(cus == 104);  // the MI210's 104 CUs (configs/gfx90a.ini)
  // A too-small value buffer is refused; the size query still answers.
  size_t need = 0;
  char small[2];
  CHECK(p.t->clGetDeviceInfo(p.devices[0], CL_DEVICE_NAME, sizeof small, small, &need) == CL_INVALID_VALUE);
  CHECK(p.t->clGetDeviceInfo(p.devices[0], CL_DEVICE_NAME, 0, nullptr, &need) == CL_SUCCESS);
  CHECK(need == std::strlen("AMD Radeon RX Vega 64") + 1);
  CHECK(p.t->clGetDeviceInfo(p.devices[0], 0x7fff, sizeof cus, &cus, nullptr) == CL_INVALID_VALUE);
}

TEST_CASE("opencl platform: unimplemented entry points and bad arguments return errors") {
  const Platform& p = platform();
  const auto& t = *p.t;
  cl_int err = 0;
  cl_context ctx = t.clCreateContext(nullptr, 1, &p.devices[1], nullptr, nullptr, &err);
  REQUIRE(err == CL_SUCCESS);
  // Images are not supported: NULL with the error code, never a crash.
  err = 0;
  cl_image_format fmt{CL_RGBA, CL_FLOAT};
  CHECK(t.clCreateImage2D(ctx, CL_MEM_READ_WRITE, &fmt, 4, 4, 0, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_OPERATION);
  CHECK(t.clSVMAlloc(ctx, 0, 64, 0) == nullptr);
  CHECK(t.clCreateSubDevices(p.devices[0], nullptr, 0, nullptr, nullptr) == CL_INVALID_VALUE);
  // Bad arguments.
  CHECK(t.clCreateBuffer(ctx, CL_MEM_READ_WRITE, 0, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_BUFFER_SIZE);
  CHECK(t.clCreateBuffer(ctx, CL_MEM_USE_HOST_PTR, 16, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_HOST_PTR);
  CHECK(t.clCreateBuffer(nullptr, 0, 16, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_CONTEXT);
  cl_mem m = t.clCreateBuffer(ctx, CL_MEM_READ_WRITE, 256, nullptr, &err);
  REQUIRE(m);
  cl_buffer_region r{100, 16};
  CHECK(t.clCreateSubBuffer(m, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == nullptr);
  CHECK(err == CL_MISALIGNED_SUB_BUFFER_OFFSET);
  cl_command_queue q = t.clCreateCommandQueueWithProperties(ctx, p.devices[1], nullptr, &err);
  REQUIRE(q);
  int x = 0;
  CHECK(t.clEnqueueReadBuffer(q, m, CL_TRUE, 250, 8, &x, 0, nullptr, nullptr) == CL_INVALID_VALUE);
  int pattern = 7;
  CHECK(t.clEnqueueFillBuffer(q, m, &pattern, 3, 0, 12, 0, nullptr, nullptr) == CL_INVALID_VALUE);
  CHECK(t.clEnqueueCopyBuffer(q, m, m, 0, 8, 16, 0, nullptr, nullptr) == CL_MEM_COPY_OVERLAP);
  cl_event bogus[1] = {nullptr};
  CHECK(t.clEnqueueMarkerWithWaitList(q, 1, bogus, nullptr) == CL_INVALID_EVENT_WAIT_LIST);
  // Stale handles: a released object's handle is refused with its kind's error.
  cl_mem stale = t.clCreateBuffer(ctx, CL_MEM_READ_WRITE, 64, nullptr, &err);
  REQUIRE(t.clReleaseMemObject(stale) == CL_SUCCESS);
  CHECK(t.clReleaseMemObject(stale) == CL_INVALID_MEM_OBJECT);
  size_t size = 0;
  CHECK(table(stale).clGetMemObjectInfo(stale, CL_MEM_SIZE, sizeof size, &size, nullptr) == CL_INVALID_MEM_OBJECT);
  CHECK(t.clReleaseMemObject(m) == CL_SUCCESS);
  CHECK(t.clReleaseCommandQueue(q) == CL_SUCCESS);
  CHECK(t.clReleaseContext(ctx) == CL_SUCCESS);
  CHECK(t.clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, sizeof size, &size, nullptr) == CL_INVALID_CONTEXT);
}

TEST_CASE("opencl platform: a build error is located in the log, and a faulting kernel fails its event only") {
  const Platform& p = platform();
  const auto& t = *p.t;
  cl_device_id d = p.devices[2];  // rx6900xt: wave32
  cl_int err = 0;
  cl_context ctx = t.clCreateContext(nullptr, 1, &d, nullptr, nullptr, &err);
  cl_command_queue q = t.clCreateCommandQueueWithProperties(ctx, d, nullptr, &err);
  const char* bad = "__kernel void k(__global int* a) {\n  a[0] = ;\n}\n";
  cl_program pb = t.clCreateProgramWithSource(ctx, 1, &bad, nullptr, &err);
  CHECK(t.clBuildProgram(pb, 0, nullptr, "", nullptr, nullptr) == CL_BUILD_PROGRAM_FAILURE);
  char log[1024] = {};
  CHECK(t.clGetProgramBuildInfo(pb, d, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr) == CL_SUCCESS);
  CHECK(std::string(log).find(":2:") != std::string::npos);  // the line of the error
  cl_build_status status = 0;
  t.clGetProgramBuildInfo(pb, d, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, nullptr);
  CHECK(status == CL_BUILD_ERROR);
  CHECK(t.clBuildProgram(pb, 0, nullptr, "-no-such-option", nullptr, nullptr) == CL_INVALID_BUILD_OPTIONS);
  CHECK(t.clCreateKernel(pb, "k", &err) == nullptr);
  CHECK(err == CL_INVALID_PROGRAM_EXECUTABLE);
  t.clReleaseProgram(pb);

  const char* src =
      "__kernel void far(__global int* a, int n) { a[get_global_id(0) * n] = 1; }\n";
  cl_program pr = t.clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
  REQUIRE(t.clBuildProgram(pr, 0, nullptr, nullptr, nullptr, nullptr) == CL_SUCCESS);
  cl_kernel k = t.clCreateKernel(pr, "far", &err);
  REQUIRE(k);
  cl_mem m = t.clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, nullptr, &err);
  CHECK(t.clSetKernelArg(k, 0, 4, &m) == CL_INVALID_ARG_SIZE);
  CHECK(t.clSetKernelArg(k, 2, sizeof m, &m) == CL_INVALID_ARG_INDEX);
  size_t global = 64;
  CHECK(t.clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, nullptr, 0, nullptr, nullptr) == CL_INVALID_KERNEL_ARGS);
  REQUIRE(t.clSetKernelArg(k, 0, sizeof m, &m) == CL_SUCCESS);
  int far = 1 << 20;  // 4 MiB past the 4 KiB buffer
  REQUIRE(t.clSetKernelArg(k, 1, sizeof far, &far) == CL_SUCCESS);
  cl_event ev = nullptr;
  REQUIRE(t.clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, nullptr, 0, nullptr, &ev) == CL_SUCCESS);
  CHECK(t.clWaitForEvents(1, &ev) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  cl_int st = 0;
  t.clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, nullptr);
  CHECK(st == CL_OUT_OF_RESOURCES);
  // The queue goes on: the same kernel inside the buffer runs.
  int near = 1;
  REQUIRE(t.clSetKernelArg(k, 1, sizeof near, &near) == CL_SUCCESS);
  REQUIRE(t.clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, nullptr, 0, nullptr, nullptr) == CL_SUCCESS);
  std::vector<int> out(64);
  REQUIRE(t.clEnqueueReadBuffer(q, m, CL_TRUE, 0, 256, out.data(), 0, nullptr, nullptr) == CL_SUCCESS);
  CHECK(out == std::vector<int>(64, 1));
  t.clReleaseEvent(ev);
  t.clReleaseMemObject(m);
  t.clReleaseKernel(k);
  t.clReleaseProgram(pr);
  t.clReleaseCommandQueue(q);
  t.clReleaseContext(ctx);
}

TEST_CASE("opencl platform: program-scope __global variables are counted and persist across launches") {
  const Platform& p = platform();
  const auto& t = *p.t;
  cl_device_id d = p.devices[0];
  size_t printfBytes = 0, maxGlobal = 0;
  CHECK(t.clGetDeviceInfo(d, CL_DEVICE_PRINTF_BUFFER_SIZE, sizeof printfBytes, &printfBytes, nullptr) == CL_SUCCESS);
  CHECK(printfBytes == 1u << 20);
  CHECK(t.clGetDeviceInfo(d, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, sizeof maxGlobal, &maxGlobal, nullptr) == CL_SUCCESS);
  CHECK(maxGlobal == 65536);
  CHECK(deviceString(d, CL_DEVICE_OPENCL_C_FEATURES).find("__opencl_c_program_scope_global_variables") != std::string::npos);
  cl_int err = 0;
  cl_context ctx = t.clCreateContext(nullptr, 1, &d, nullptr, nullptr, &err);
  cl_command_queue q = t.clCreateCommandQueueWithProperties(ctx, d, nullptr, &err);
  // 4 + 400 bytes of __global variables; the __constant table and the string are not counted.
  const char* src =
      "__global int calls = 5;\n__global float acc[100];\n__constant int lut[4] = {1, 2, 3, 4};\n"
      "__kernel void k(__global int* out) {\n"
      "  if (get_global_id(0) == 0) { out[0] = calls++; acc[calls] = lut[calls & 3]; out[1] = (int)acc[6]; }\n"
      "}\n"
      "__kernel void other(__global int* out) { out[0] = calls * 10; }\n";
  cl_program pr = t.clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
  REQUIRE(t.clBuildProgram(pr, 0, nullptr, "-cl-std=CL2.0", nullptr, nullptr) == CL_SUCCESS);
  size_t bytes = 0;
  CHECK(t.clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof bytes, &bytes, nullptr) == CL_SUCCESS);
  CHECK(bytes == 404);
  cl_kernel k = t.clCreateKernel(pr, "k", &err);
  cl_mem m = t.clCreateBuffer(ctx, CL_MEM_READ_WRITE, 8, nullptr, &err);
  REQUIRE(t.clSetKernelArg(k, 0, sizeof m, &m) == CL_SUCCESS);
  size_t global = 64;
  std::vector<int> seen;
  for (int i = 0; i < 3; ++i) {
    REQUIRE(t.clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, nullptr, 0, nullptr, nullptr) == CL_SUCCESS);
    int out[2] = {0, 0};
    REQUIRE(t.clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof out, out, 0, nullptr, nullptr) == CL_SUCCESS);
    seen.push_back(out[0]);
    seen.push_back(out[1]);
  }
  // calls: 5, 6, 7; acc[6] is written by the first launch (lut[6 & 3] = 3) and read by all.
  CHECK(seen == std::vector<int>{5, 3, 6, 3, 7, 3});
  // The program's other kernels see the same variables (OpenCL 3.0, 6.8).
  cl_kernel k2 = t.clCreateKernel(pr, "other", &err);
  REQUIRE(t.clSetKernelArg(k2, 0, sizeof m, &m) == CL_SUCCESS);
  REQUIRE(t.clEnqueueNDRangeKernel(q, k2, 1, nullptr, &global, nullptr, 0, nullptr, nullptr) == CL_SUCCESS);
  int last = 0;
  REQUIRE(t.clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof last, &last, 0, nullptr, nullptr) == CL_SUCCESS);
  CHECK(last == 80);
  t.clReleaseKernel(k2);
  t.clReleaseMemObject(m);
  t.clReleaseKernel(k);
  t.clReleaseProgram(pr);
  t.clReleaseCommandQueue(q);
  t.clReleaseContext(ctx);
}

TEST_CASE("opencl platform: cl_khr_subgroups: the extension, the device's sub-group count and clGetKernelSubGroupInfo") {
  const Platform& p = platform();
  const auto& t = *p.t;
  for (size_t i : {size_t{0}, size_t{2}}) {  // vega64 (wave64), rx6900xt (wave32)
    cl_device_id d = p.devices[i];
    const size_t wave = i == 0 ? 64 : 32;
    INFO("device " << i);
    CHECK(deviceString(d, CL_DEVICE_EXTENSIONS).find("cl_khr_subgroups") != std::string::npos);
    cl_uint maxSg = 0;
    CHECK(t.clGetDeviceInfo(d, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof maxSg, &maxSg, nullptr) == CL_SUCCESS);
    CHECK(maxSg == 256 / wave);
    cl_int err = 0;
    cl_context ctx = t.clCreateContext(nullptr, 1, &d, nullptr, nullptr, &err);
    const char* src = "__kernel void k(__global uint* a) { a[get_global_id(0)] = get_sub_group_size(); }\n";
    cl_program pr = t.clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
    REQUIRE(t.clBuildProgram(pr, 0, nullptr, nullptr, nullptr, nullptr) == CL_SUCCESS);
    cl_kernel k = t.clCreateKernel(pr, "k", &err);
    REQUIRE(k);
    for (auto query : {t.clGetKernelSubGroupInfo, t.clGetKernelSubGroupInfoKHR}) {
      size_t local[2] = {40, 3}, r = 0;
      CHECK(query(k, d, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, local, sizeof r, &r, nullptr) == CL_SUCCESS);
      CHECK(r == wave);
      CHECK(query(k, d, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, sizeof local, local, sizeof r, &r, nullptr) == CL_SUCCESS);
      CHECK(r == (120 + wave - 1) / wave);
      size_t small = 20;
      CHECK(query(k, d, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof small, &small, sizeof r, &r, nullptr) == CL_SUCCESS);
      CHECK(r == 20);
      size_t count = 2, l3[3] = {9, 9, 9};
      CHECK(query(k, d, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof count, &count, sizeof l3, l3, nullptr) == CL_SUCCESS);
      CHECK((l3[0] == 2 * wave && l3[1] == 1 && l3[2] == 1));
      count = 100;  // more than a work-group holds: zeros
      CHECK(query(k, d, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof count, &count, sizeof l3, l3, nullptr) == CL_SUCCESS);
      CHECK((l3[0] == 0 && l3[1] == 0 && l3[2] == 0));
      CHECK(query(k, d, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, nullptr, sizeof r, &r, nullptr) == CL_SUCCESS);
      CHECK(r == 256 / wave);
      CHECK(query(k, d, CL_KERNEL_COMPILE_NUM_SUB_GROUPS, 0, nullptr, sizeof r, &r, nullptr) == CL_SUCCESS);
      CHECK(r == 0);
      CHECK(query(k, d, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, 0, nullptr, sizeof r, &r, nullptr) == CL_INVALID_VALUE);
      CHECK(query(k, d, 0x1234, 0, nullptr, sizeof r, &r, nullptr) == CL_INVALID_VALUE);
      CHECK(query(nullptr, d, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, nullptr, sizeof r, &r, nullptr) == CL_INVALID_KERNEL);
    }
    t.clReleaseKernel(k);
    t.clReleaseProgram(pr);
    t.clReleaseContext(ctx);
  }
}

#endif
