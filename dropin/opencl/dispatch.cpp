// The dispatch table every object points at (the Khronos ICD convention: ocl-icd calls each
// entry point through the table of the object's first word), and the two functions the loader
// finds by name. Every slot holds a function: the API files fill what gfxsim implements, and
// every other entry point returns CL_INVALID_OPERATION (or NULL with that error code), after
// one log line naming it, so a program that calls one gets an error, never a crash.
#include <string_view>
#include <tuple>
#include <type_traits>

#include <fmt/format.h>

#include "api_tables.h"

namespace gfxsim::ocl {
namespace {

// The table's slots, in the order of `struct _cl_icd_dispatch` (CL/cl_icd.h).
#define GFXSIM_CL_SLOTS(X) \
    X(clGetPlatformIDs) X(clGetPlatformInfo) X(clGetDeviceIDs) X(clGetDeviceInfo) X(clCreateContext) \
    X(clCreateContextFromType) X(clRetainContext) X(clReleaseContext) X(clGetContextInfo) \
    X(clCreateCommandQueue) X(clRetainCommandQueue) X(clReleaseCommandQueue) X(clGetCommandQueueInfo) \
    X(clSetCommandQueueProperty) X(clCreateBuffer) X(clCreateImage2D) X(clCreateImage3D) X(clRetainMemObject) \
    X(clReleaseMemObject) X(clGetSupportedImageFormats) X(clGetMemObjectInfo) X(clGetImageInfo) \
    X(clCreateSampler) X(clRetainSampler) X(clReleaseSampler) X(clGetSamplerInfo) X(clCreateProgramWithSource) \
    X(clCreateProgramWithBinary) X(clRetainProgram) X(clReleaseProgram) X(clBuildProgram) X(clUnloadCompiler) \
    X(clGetProgramInfo) X(clGetProgramBuildInfo) X(clCreateKernel) X(clCreateKernelsInProgram) X(clRetainKernel) \
    X(clReleaseKernel) X(clSetKernelArg) X(clGetKernelInfo) X(clGetKernelWorkGroupInfo) X(clWaitForEvents) \
    X(clGetEventInfo) X(clRetainEvent) X(clReleaseEvent) X(clGetEventProfilingInfo) X(clFlush) X(clFinish) \
    X(clEnqueueReadBuffer) X(clEnqueueWriteBuffer) X(clEnqueueCopyBuffer) X(clEnqueueReadImage) \
    X(clEnqueueWriteImage) X(clEnqueueCopyImage) X(clEnqueueCopyImageToBuffer) X(clEnqueueCopyBufferToImage) \
    X(clEnqueueMapBuffer) X(clEnqueueMapImage) X(clEnqueueUnmapMemObject) X(clEnqueueNDRangeKernel) \
    X(clEnqueueTask) X(clEnqueueNativeKernel) X(clEnqueueMarker) X(clEnqueueWaitForEvents) X(clEnqueueBarrier) \
    X(clGetExtensionFunctionAddress) X(clCreateFromGLBuffer) X(clCreateFromGLTexture2D) \
    X(clCreateFromGLTexture3D) X(clCreateFromGLRenderbuffer) X(clGetGLObjectInfo) X(clGetGLTextureInfo) \
    X(clEnqueueAcquireGLObjects) X(clEnqueueReleaseGLObjects) X(clGetGLContextInfoKHR) \
    X(clGetDeviceIDsFromD3D10KHR) X(clCreateFromD3D10BufferKHR) X(clCreateFromD3D10Texture2DKHR) \
    X(clCreateFromD3D10Texture3DKHR) X(clEnqueueAcquireD3D10ObjectsKHR) X(clEnqueueReleaseD3D10ObjectsKHR) \
    X(clSetEventCallback) X(clCreateSubBuffer) X(clSetMemObjectDestructorCallback) X(clCreateUserEvent) \
    X(clSetUserEventStatus) X(clEnqueueReadBufferRect) X(clEnqueueWriteBufferRect) X(clEnqueueCopyBufferRect) \
    X(clCreateSubDevicesEXT) X(clRetainDeviceEXT) X(clReleaseDeviceEXT) X(clCreateEventFromGLsyncKHR) \
    X(clCreateSubDevices) X(clRetainDevice) X(clReleaseDevice) X(clCreateImage) \
    X(clCreateProgramWithBuiltInKernels) X(clCompileProgram) X(clLinkProgram) X(clUnloadPlatformCompiler) \
    X(clGetKernelArgInfo) X(clEnqueueFillBuffer) X(clEnqueueFillImage) X(clEnqueueMigrateMemObjects) \
    X(clEnqueueMarkerWithWaitList) X(clEnqueueBarrierWithWaitList) X(clGetExtensionFunctionAddressForPlatform) \
    X(clCreateFromGLTexture) X(clGetDeviceIDsFromD3D11KHR) X(clCreateFromD3D11BufferKHR) \
    X(clCreateFromD3D11Texture2DKHR) X(clCreateFromD3D11Texture3DKHR) X(clCreateFromDX9MediaSurfaceKHR) \
    X(clEnqueueAcquireD3D11ObjectsKHR) X(clEnqueueReleaseD3D11ObjectsKHR) \
    X(clGetDeviceIDsFromDX9MediaAdapterKHR) X(clEnqueueAcquireDX9MediaSurfacesKHR) \
    X(clEnqueueReleaseDX9MediaSurfacesKHR) X(clCreateFromEGLImageKHR) X(clEnqueueAcquireEGLObjectsKHR) \
    X(clEnqueueReleaseEGLObjectsKHR) X(clCreateEventFromEGLSyncKHR) X(clCreateCommandQueueWithProperties) \
    X(clCreatePipe) X(clGetPipeInfo) X(clSVMAlloc) X(clSVMFree) X(clEnqueueSVMFree) X(clEnqueueSVMMemcpy) \
    X(clEnqueueSVMMemFill) X(clEnqueueSVMMap) X(clEnqueueSVMUnmap) X(clCreateSamplerWithProperties) \
    X(clSetKernelArgSVMPointer) X(clSetKernelExecInfo) X(clGetKernelSubGroupInfoKHR) X(clCloneKernel) \
    X(clCreateProgramWithIL) X(clEnqueueSVMMigrateMem) X(clGetDeviceAndHostTimer) X(clGetHostTimer) \
    X(clGetKernelSubGroupInfo) X(clSetDefaultDeviceCommandQueue) X(clSetProgramReleaseCallback) \
    X(clSetProgramSpecializationConstant) X(clCreateBufferWithProperties) X(clCreateImageWithProperties) \
    X(clSetContextDestructorCallback)

void logUnsupported(const char* name) {
  static std::mutex m;
  static std::vector<const char*> said;
  std::lock_guard g(m);
  for (const char* s : said)
    if (s == name) return;
  said.push_back(name);
  logLine(fmt::format("{} is not supported by gfxsim's OpenCL platform", name));
}

// A slot typed `void*` (the Direct3D and DX9 entry points, whose types only Windows headers
// declare): whatever its arguments, an error code.
template <class Name>
cl_int CL_API_CALL unsupportedUntyped() {
  logUnsupported(Name::name);
  return CL_INVALID_OPERATION;
}

template <class Name, class F>
struct Stub;
template <class Name>
struct Stub<Name, void*> {
  static void* get() { return reinterpret_cast<void*>(&unsupportedUntyped<Name>); }
};
template <class Name, class R, class... A>
struct Stub<Name, R(CL_API_CALL*)(A...)> {
  static R CL_API_CALL fn(A... args) {
    logUnsupported(Name::name);
    if constexpr (std::is_same_v<R, cl_int>) {
      return CL_INVALID_OPERATION;
    } else {
      // Creation functions end with their error code's pointer.
      if constexpr (sizeof...(A) > 0) {
        using Last = std::tuple_element_t<sizeof...(A) - 1, std::tuple<A...>>;
        if constexpr (std::is_same_v<Last, cl_int*>) {
          if (cl_int* err = std::get<sizeof...(A) - 1>(std::forward_as_tuple(args...))) *err = CL_INVALID_OPERATION;
        }
      }
      if constexpr (!std::is_void_v<R>) return R{};
    }
  }
  static R(CL_API_CALL* get())(A...) { return &fn; }
};

#define GFXSIM_SLOT_NAME(n) \
  struct Name_##n {         \
    static constexpr const char* name = #n; \
  };
GFXSIM_CL_SLOTS(GFXSIM_SLOT_NAME)
#undef GFXSIM_SLOT_NAME

void* CL_API_CALL extensionFunctionAddress(const char* name);
void* CL_API_CALL extensionFunctionAddressForPlatform(cl_platform_id p, const char* name) {
  if (p && !liveObject(p, Kind::Platform)) return nullptr;
  return extensionFunctionAddress(name);
}

cl_icd_dispatch makeTable() {
  cl_icd_dispatch t;
#define GFXSIM_SLOT_STUB(n) t.n = Stub<Name_##n, decltype(t.n)>::get();
  GFXSIM_CL_SLOTS(GFXSIM_SLOT_STUB)
#undef GFXSIM_SLOT_STUB
  fillPlatformEntries(t);
  fillMemoryEntries(t);
  fillProgramEntries(t);
  fillKernelEntries(t);
  fillQueueEntries(t);
  fillEventEntries(t);
  t.clGetExtensionFunctionAddress = extensionFunctionAddress;
  t.clGetExtensionFunctionAddressForPlatform = extensionFunctionAddressForPlatform;
  return t;
}

#define GFXSIM_SLOT_COUNT(n) +1
static_assert(sizeof(cl_icd_dispatch) == (0 GFXSIM_CL_SLOTS(GFXSIM_SLOT_COUNT)) * sizeof(void*),
              "CL/cl_icd.h has slots this list does not name");
#undef GFXSIM_SLOT_COUNT

}  // namespace

const cl_icd_dispatch kDispatch = makeTable();

}  // namespace gfxsim::ocl

using namespace gfxsim::ocl;

// The loader's bootstrap (cl_khr_icd): the only symbols the library exports.
extern "C" {

CL_API_ENTRY cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint n, cl_platform_id* out, cl_uint* count) {
  return platformIDs(n, out, count);
}

CL_API_ENTRY void* CL_API_CALL clGetExtensionFunctionAddress(const char* name) {
  if (!name) return nullptr;
  std::string_view n(name);
  if (n == "clIcdGetPlatformIDsKHR") return reinterpret_cast<void*>(&clIcdGetPlatformIDsKHR);
  if (n == "clGetPlatformInfo") return reinterpret_cast<void*>(kDispatch.clGetPlatformInfo);
  return nullptr;  // no extension functions
}

}  // extern "C"

namespace gfxsim::ocl {
namespace {
void* CL_API_CALL extensionFunctionAddress(const char* name) { return ::clGetExtensionFunctionAddress(name); }
}  // namespace
}  // namespace gfxsim::ocl
