// The objects behind gfxsim's OpenCL platform (libgfxsim-opencl.so, an ICD that the system's
// OpenCL loader, ocl-icd, loads). Every handle the API hands out is one of these structs: each
// starts with the pointer to the dispatch table that the loader calls through (the ICD
// convention of the Khronos cl_khr_icd extension), then a kind and a reference count.
//
// Every entry point checks its handles against the set of live objects first, so a stale,
// released or forged handle is the CL error of its kind (CL_INVALID_CONTEXT, ...), never a
// crash. Objects keep what they refer to alive: a queue its context, a buffer its context and
// its parent, a program its context, a kernel its program, an event its queue or context, and a
// command in flight its event, kernel and buffers.
#pragma once
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#include <CL/cl_icd.h>

#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "codeobject/elf_reader.h"
#include "codeobject/printf_metadata.h"
#include "launch/code_loader.h"
#include "runtime/device/queue_processor.h"
#include "runtime/memory.h"
#include "runtime/runtime.h"
#include "timing/gpu.h"

namespace gfxsim::ocl {

extern const cl_icd_dispatch kDispatch;

enum class Kind : uint8_t { Platform, Device, Context, Queue, Mem, Program, Kernel, Event };

// What every handle starts with. No virtual functions: the dispatch pointer must be the first
// word of the object (the loader reads it), so destruction goes through `kind`.
struct Object {
  const cl_icd_dispatch* dispatch = &kDispatch;
  Kind kind;
  std::atomic<uint32_t> refs{1};
  explicit Object(Kind k) : kind(k) {}
};

// One line on stderr, "gfxsim-opencl: ...": how the platform explains an error code it returns
// for something a program cannot see otherwise (a kernel fault, a bad environment variable).
void logLine(const std::string& msg);

// --- the live set ------------------------------------------------------------------------------
void track(Object* o);
// `o` when it is a live object of kind `k`, else nullptr.
Object* liveObject(const void* o, Kind k);
void retain(Object* o);
void release(Object* o);  // destroys the object when the last reference goes

}  // namespace gfxsim::ocl

struct _cl_platform_id : gfxsim::ocl::Object {
  _cl_platform_id() : Object(gfxsim::ocl::Kind::Platform) {}
  std::vector<cl_device_id> devices;
  bool timingMode = false;
};

// A simulated GPU. Its device memory is host-shared: a buffer's bytes are host memory that the
// device's address space registers at the same address (the device sees the host's pointer),
// so reads, writes and maps are plain host copies and one buffer serves every device of a
// context. Commands from all queues on the device run one at a time under `mu`.
struct _cl_device_id : gfxsim::ocl::Object {
  _cl_device_id() : Object(gfxsim::ocl::Kind::Device) {}
  ~_cl_device_id();
  unsigned index = 0;       // in the platform's list: the bit of the device in a buffer's mask
  std::string catalogName;  // "mi210"
  gfxsim::timing::GpuConfig gpu;
  bool timingMode = false;

  std::mutex mu;  // one command at a time; guards everything below
  std::unique_ptr<gfxsim::rt::Runtime> runtime;  // created by the first command
  std::unique_ptr<gfxsim::timing::TimingEngine> timing;
  std::unique_ptr<gfxsim::device::QueueProcessor> processor;
  // The code ranges of loaded programs, by kernel object, for the processor's PC check.
  std::map<gfxsim::rt::Addr, std::vector<std::pair<gfxsim::rt::Addr, gfxsim::rt::Addr>>> codeOf;

  // The processor once created: read without `mu`, so that enqueueing does not wait for the
  // command that runs.
  std::atomic<gfxsim::device::QueueProcessor*> clock{nullptr};

  // The runtime, created on first use (mu held).
  gfxsim::rt::Runtime& ensureRuntime();
  // The device clock (ns): simulated time in timing mode once a kernel ran, the host's monotonic
  // clock otherwise.
  uint64_t now() const;
};

struct _cl_context : gfxsim::ocl::Object {
  _cl_context() : Object(gfxsim::ocl::Kind::Context) {}
  std::vector<cl_device_id> devices;
  std::vector<cl_context_properties> properties;  // as given, with the terminating 0
  void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*) = nullptr;
  void* notifyData = nullptr;
  std::vector<std::pair<void(CL_CALLBACK*)(cl_context, void*), void*>> destructors;
  bool hasDevice(cl_device_id d) const;
};

struct _cl_mem : gfxsim::ocl::Object {
  _cl_mem() : Object(gfxsim::ocl::Kind::Mem) {}
  ~_cl_mem();
  cl_context context = nullptr;
  cl_mem_flags flags = 0;
  size_t size = 0;
  uint8_t* host = nullptr;     // the bytes (the parent's plus origin for a sub-buffer)
  void* userPtr = nullptr;     // host_ptr given with USE_HOST_PTR
  bool ownsHost = false;       // host was mapped here (not the user's, not a parent's)
  size_t mappedBytes = 0;      // length of the mapping when ownsHost
  cl_mem parent = nullptr;     // sub-buffers
  size_t origin = 0;
  std::atomic<uint32_t> mapCount{0};
  // Root buffers: the device address of the bytes on each device that has used them (0 when
  // not registered there yet).
  std::vector<gfxsim::rt::Addr> deviceAddress;
  std::vector<std::pair<void(CL_CALLBACK*)(cl_mem, void*), void*>> destructors;
  cl_mem root() { return parent ? parent : this; }
};

// One device's build of a program.
struct ProgramBuild {
  cl_build_status status = CL_BUILD_NONE;
  std::string log;
  std::string options;
  cl_program_binary_type binaryType = CL_PROGRAM_BINARY_TYPE_NONE;
  std::vector<uint8_t> binary;                    // the code object
  std::unique_ptr<gfxsim::codeobj::CodeObject> co;  // parsed binary
  std::optional<gfxsim::launch::LoadedCodeObject> loaded;  // in the device's memory
  gfxsim::codeobj::PrintfFormats printfFormats;   // the binary's amdhsa.printf
  size_t globalVariableBytes = 0;                 // its program-scope __global variables
};

struct _cl_program : gfxsim::ocl::Object {
  _cl_program() : Object(gfxsim::ocl::Kind::Program) {}
  ~_cl_program();
  cl_context context = nullptr;
  std::string source;  // empty for a program from binaries
  std::vector<cl_device_id> devices;
  std::map<cl_device_id, ProgramBuild> builds;
  std::atomic<uint32_t> kernels{0};  // kernel objects attached (a program with kernels cannot be rebuilt)
  std::mutex mu;
  // Kernel names of the first device with a built binary ("" when none is built).
  std::vector<std::string> kernelNames() const;
};

// A kernel argument as clSetKernelArg left it.
struct KernelArgValue {
  bool set = false;
  enum class Kind : uint8_t { Bytes, Buffer, Local } kind = Kind::Bytes;
  std::vector<uint8_t> bytes;
  cl_mem mem = nullptr;  // null for a NULL buffer
  size_t localBytes = 0;
};

struct _cl_kernel : gfxsim::ocl::Object {
  _cl_kernel() : Object(gfxsim::ocl::Kind::Kernel) {}
  ~_cl_kernel();
  cl_program program = nullptr;
  std::string name;
  const gfxsim::codeobj::KernelMetadata* metadata = nullptr;  // of the first built device
  std::vector<const gfxsim::codeobj::KernelArg*> explicitArgs;
  std::vector<KernelArgValue> args;
  std::mutex mu;
};

struct _cl_event;

// One enqueued command: what it needs done and the event it reports through.
struct Command {
  cl_command_type type = 0;
  cl_event event = nullptr;               // owned reference
  std::vector<cl_event> waitFor;          // owned references
  std::vector<gfxsim::ocl::Object*> keep;  // owned references released after the run
  // Runs the command (device commands lock the device). Returns CL_SUCCESS or a negative
  // execution status. `start`/`end` receive the device-clock times of the run.
  std::function<cl_int(uint64_t& start, uint64_t& end)> run;
};

// The commands of a queue and their worker's state. Shared with the worker thread, which may
// outlive the queue object by a moment: the last reference to a queue can go from the worker
// itself (releasing a command's event releases the event's queue).
struct QueueWork {
  std::mutex mu;
  std::condition_variable changed;
  std::deque<Command> pending;
  bool stopping = false;
  uint64_t submitted = 0, finished = 0;  // commands
};

struct _cl_command_queue : gfxsim::ocl::Object {
  _cl_command_queue() : Object(gfxsim::ocl::Kind::Queue) {}
  ~_cl_command_queue();
  cl_context context = nullptr;
  cl_device_id device = nullptr;
  cl_command_queue_properties properties = 0;
  std::vector<cl_queue_properties> propertyList;  // as given to clCreateCommandQueueWithProperties
  std::shared_ptr<QueueWork> work = std::make_shared<QueueWork>();
  std::thread worker;
  void start();
};

struct _cl_event : gfxsim::ocl::Object {
  _cl_event() : Object(gfxsim::ocl::Kind::Event) {}
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;  // null for a user event
  cl_command_type type = 0;
  std::atomic<cl_int> status{CL_QUEUED};
  uint64_t queued = 0, submit = 0, start = 0, end = 0;
  struct Callback {
    cl_int when;
    void(CL_CALLBACK* fn)(cl_event, cl_int, void*);
    void* data;
  };
  std::vector<Callback> callbacks;  // guarded by the events' mutex
};

namespace gfxsim::ocl {

// Event status changes: every waiter sleeps on this.
std::mutex& eventMutex();
std::condition_variable& eventChanged();
// Sets an event's status (CL_SUBMITTED, CL_RUNNING, CL_COMPLETE or a negative error) and runs
// the callbacks registered for it (and for later states when it is an error).
void setEventStatus(cl_event e, cl_int status);
// Waits until every event is complete or failed; CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
// when one failed.
cl_int waitForEvents(const std::vector<cl_event>& events);

// The platform (created on first use from the environment; nullptr when that failed, after a
// log line saying why).
cl_platform_id platform();

// --- answering clGet*Info ------------------------------------------------------------------------
inline cl_int infoBytes(size_t size, void* value, size_t* sizeRet, const void* p, size_t n) {
  if (value) {
    if (size < n) return CL_INVALID_VALUE;
    if (n) std::memcpy(value, p, n);
  }
  if (sizeRet) *sizeRet = n;
  return CL_SUCCESS;
}
template <class T>
cl_int info(size_t size, void* value, size_t* sizeRet, const T& v) {
  static_assert(std::is_trivially_copyable_v<T>);
  return infoBytes(size, value, sizeRet, &v, sizeof v);
}
inline cl_int infoString(size_t size, void* value, size_t* sizeRet, const std::string& s) {
  return infoBytes(size, value, sizeRet, s.c_str(), s.size() + 1);
}
template <class T>
cl_int infoVector(size_t size, void* value, size_t* sizeRet, const std::vector<T>& v) {
  return infoBytes(size, value, sizeRet, v.data(), v.size() * sizeof(T));
}

// clRetain* and clRelease* of every kind: the handle's error code when it is not live.
template <class Handle, Kind K, cl_int Invalid>
cl_int CL_API_CALL retainHandle(Handle h) {
  if (!liveObject(h, K)) return Invalid;
  retain(h);
  return CL_SUCCESS;
}
template <class Handle, Kind K, cl_int Invalid>
cl_int CL_API_CALL releaseHandle(Handle h) {
  if (!liveObject(h, K)) return Invalid;
  release(h);
  return CL_SUCCESS;
}

// Sets *err (when err is not null) and returns `result`: how creation functions answer.
template <class T>
T withError(cl_int* err, cl_int code, T result) {
  if (err) *err = code;
  return result;
}

// Checks an event wait list (CL_INVALID_EVENT_WAIT_LIST when malformed or when an event is not
// live or belongs to another context).
cl_int checkWaitList(cl_context ctx, cl_uint n, const cl_event* list);

// Enqueues a command on `q`: takes references to the wait list, creates the command's event
// (returned through *eventOut when not null), and when `blocking`, waits for it. Returns the
// error the command's run ended with for blocking commands.
cl_int enqueue(cl_command_queue q, cl_command_type type, cl_uint nWait, const cl_event* waitList, cl_event* eventOut,
               bool blocking, std::vector<Object*> keep, std::function<cl_int(uint64_t&, uint64_t&)> run);

// The device address of a buffer's first byte on device `d` (mu of d held): registers the root
// buffer's bytes in the device's memory on first use.
rt::Addr deviceAddress(cl_device_id d, cl_mem m);

// Builds one device's binary of a program from source (prog->mu held), with `headerDir` (the
// embedded headers of clCompileProgram) on the include path: CL_SUCCESS,
// CL_INVALID_BUILD_OPTIONS or CL_BUILD_PROGRAM_FAILURE, with b.log saying why.
cl_int buildFromSource(cl_program prog, cl_device_id d, const std::string& options, ProgramBuild& b,
                       const std::string& headerDir = {});
// Parses a binary for a device: CL_SUCCESS or CL_INVALID_BINARY with b.log saying why.
cl_int acceptBinary(cl_device_id d, std::vector<uint8_t> bytes, ProgramBuild& b);
// Loads a built program into the device's memory (d->mu held); throws gfxsim::Error.
const launch::LoadedCodeObject& loadProgram(cl_device_id d, ProgramBuild& b);

// Runs a kernel dispatch on a device (d->mu held): returns CL_SUCCESS or a negative status after
// logging why (a kernel fault names the wave, PC and instruction).
struct Launch {
  cl_kernel kernel = nullptr;
  std::vector<KernelArgValue> args;
  unsigned dims = 1;
  uint64_t offset[3] = {0, 0, 0};
  uint64_t global[3] = {1, 1, 1};
  uint32_t local[3] = {1, 1, 1};
};
cl_int runKernel(cl_device_id d, const Launch& l, uint64_t& start, uint64_t& end);

}  // namespace gfxsim::ocl
