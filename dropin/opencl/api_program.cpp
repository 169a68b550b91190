// Programs: from source (built by gfxsim's compiler, one code object per device) or from
// binaries (gfxsim or clang code objects for the device's processor), their build state and
// logs, and the binaries they give back (a program built from them again is the same program:
// PyOpenCL's cache depends on it).
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "api_tables.h"

namespace gfxsim::ocl {
namespace {

cl_program newProgram(cl_context c, std::vector<cl_device_id> devices) {
  auto* p = new _cl_program();
  p->context = c;
  retain(c);
  p->devices = std::move(devices);
  for (cl_device_id d : p->devices) p->builds[d];
  track(p);
  return p;
}

cl_program CL_API_CALL createProgramWithSource(cl_context c, cl_uint n, const char** strings, const size_t* lengths, cl_int* err) {
  if (!liveObject(c, Kind::Context)) return withError(err, CL_INVALID_CONTEXT, cl_program{nullptr});
  if (n == 0 || !strings) return withError(err, CL_INVALID_VALUE, cl_program{nullptr});
  std::string source;
  for (cl_uint i = 0; i < n; ++i) {
    if (!strings[i]) return withError(err, CL_INVALID_VALUE, cl_program{nullptr});
    if (lengths && lengths[i]) source.append(strings[i], lengths[i]);
    else source.append(strings[i]);
  }
  cl_program p = newProgram(c, c->devices);
  p->source = std::move(source);
  return withError(err, CL_SUCCESS, p);
}

cl_program CL_API_CALL createProgramWithBinary(cl_context c, cl_uint n, const cl_device_id* devices, const size_t* lengths,
                                               const unsigned char** binaries, cl_int* status, cl_int* err) {
  if (!liveObject(c, Kind::Context)) return withError(err, CL_INVALID_CONTEXT, cl_program{nullptr});
  if (n == 0 || !devices || !lengths || !binaries) return withError(err, CL_INVALID_VALUE, cl_program{nullptr});
  for (cl_uint i = 0; i < n; ++i)
    if (!liveObject(devices[i], Kind::Device) || !c->hasDevice(devices[i])) return withError(err, CL_INVALID_DEVICE, cl_program{nullptr});
  for (cl_uint i = 0; i < n; ++i)
    if (!binaries[i] || lengths[i] == 0) {
      if (status) status[i] = CL_INVALID_VALUE;
      return withError(err, CL_INVALID_VALUE, cl_program{nullptr});
    }
  cl_program p = newProgram(c, std::vector<cl_device_id>(devices, devices + n));
  cl_int result = CL_SUCCESS;
  for (cl_uint i = 0; i < n; ++i) {
    ProgramBuild& b = p->builds[devices[i]];
    cl_int s = acceptBinary(devices[i], std::vector<uint8_t>(binaries[i], binaries[i] + lengths[i]), b);
    if (status) status[i] = s;
    if (s != CL_SUCCESS) result = s;
  }
  if (result != CL_SUCCESS) {
    release(p);
    return withError(err, result, cl_program{nullptr});
  }
  return withError(err, CL_SUCCESS, p);
}

cl_program CL_API_CALL createProgramWithBuiltInKernels(cl_context c, cl_uint, const cl_device_id*, const char*, cl_int* err) {
  // CL_DEVICE_BUILT_IN_KERNELS is empty: no name can be valid.
  return withError(err, liveObject(c, Kind::Context) ? CL_INVALID_VALUE : CL_INVALID_CONTEXT, cl_program{nullptr});
}

// The devices a build applies to: the list given (each one of the program's) or all of them.
cl_int buildDevices(cl_program p, cl_uint n, const cl_device_id* list, std::vector<cl_device_id>& out) {
  if ((n == 0) != (list == nullptr)) return CL_INVALID_VALUE;
  if (n == 0) {
    out = p->devices;
    return CL_SUCCESS;
  }
  for (cl_uint i = 0; i < n; ++i) {
    if (!liveObject(list[i], Kind::Device) || !p->builds.count(list[i])) return CL_INVALID_DEVICE;
    out.push_back(list[i]);
  }
  return CL_SUCCESS;
}

// Builds (or, for a program from binaries, accepts) each device's code object. `kind` is what
// a successful source build becomes: an executable (clBuildProgram) or a compiled object
// (clCompileProgram; gfxsim's compiler makes a whole code object either way, and linking one
// program gives it back as an executable).
cl_int buildAll(cl_program p, const std::vector<cl_device_id>& devices, const char* options, cl_program_binary_type kind,
                const std::string& headerDir = {}) {
  if (p->kernels.load() > 0) return CL_INVALID_OPERATION;
  std::lock_guard g(p->mu);
  cl_int result = CL_SUCCESS;
  for (cl_device_id d : devices) {
    ProgramBuild& b = p->builds[d];
    if (p->source.empty()) {
      // From binaries: nothing to compile; a device without a binary cannot build.
      b.options = options ? options : "";
      if (!b.co) {
        b.status = CL_BUILD_ERROR;
        b.log = "the program has no binary for this device";
        result = CL_INVALID_BINARY;
        continue;
      }
      b.status = CL_BUILD_SUCCESS;
      continue;
    }
    cl_int r = buildFromSource(p, d, options ? options : "", b, headerDir);
    if (r == CL_SUCCESS) {
      b.binaryType = kind;
    } else if (result == CL_SUCCESS || r == CL_INVALID_BUILD_OPTIONS) {
      result = r;
    }
  }
  return result;
}

cl_int CL_API_CALL buildProgram(cl_program p, cl_uint n, const cl_device_id* list, const char* options,
                                void(CL_CALLBACK* notify)(cl_program, void*), void* data) {
  if (!liveObject(p, Kind::Program)) return CL_INVALID_PROGRAM;
  if (!notify && data) return CL_INVALID_VALUE;
  std::vector<cl_device_id> devices;
  if (cl_int e = buildDevices(p, n, list, devices); e != CL_SUCCESS) return e;
  cl_int r = buildAll(p, devices, options, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  if (notify) notify(p, data);
  return r;
}

// clCompileProgram's embedded headers, written into a temporary folder that goes on the
// include path under their include names.
struct HeaderDir {
  std::string path;
  ~HeaderDir() {
    if (!path.empty()) {
      std::error_code ec;
      std::filesystem::remove_all(path, ec);
    }
  }
};

cl_int CL_API_CALL compileProgram(cl_program p, cl_uint n, const cl_device_id* list, const char* options, cl_uint nHeaders,
                                  const cl_program* headers, const char** names,
                                  void(CL_CALLBACK* notify)(cl_program, void*), void* data) {
  if (!liveObject(p, Kind::Program)) return CL_INVALID_PROGRAM;
  if ((!notify && data) || (nHeaders && (!headers || !names)) || (!nHeaders && (headers || names))) return CL_INVALID_VALUE;
  if (p->source.empty()) return CL_INVALID_OPERATION;  // only programs from source compile
  std::vector<cl_device_id> devices;
  if (cl_int e = buildDevices(p, n, list, devices); e != CL_SUCCESS) return e;
  HeaderDir dir;
  if (nHeaders) {
    char tmpl[] = "/tmp/gfxsim-cl-headers-XXXXXX";
    if (!mkdtemp(tmpl)) return CL_OUT_OF_HOST_MEMORY;
    dir.path = tmpl;
    for (cl_uint i = 0; i < nHeaders; ++i) {
      if (!liveObject(headers[i], Kind::Program) || !names[i] || headers[i]->source.empty()) return CL_INVALID_VALUE;
      std::filesystem::path name(names[i]);
      if (name.is_absolute() || name.lexically_normal().string().starts_with("..")) return CL_INVALID_VALUE;
      std::filesystem::path file = std::filesystem::path(dir.path) / name.lexically_normal();
      std::error_code ec;
      std::filesystem::create_directories(file.parent_path(), ec);
      std::ofstream out(file, std::ios::binary);
      out << headers[i]->source;
      if (!out) return CL_OUT_OF_HOST_MEMORY;
    }
  }
  cl_int r = buildAll(p, devices, options, CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, dir.path);
  if (notify) notify(p, data);
  return r == CL_BUILD_PROGRAM_FAILURE ? CL_COMPILE_PROGRAM_FAILURE : r;
}

cl_program CL_API_CALL linkProgram(cl_context c, cl_uint n, const cl_device_id* list, const char* options, cl_uint nInputs,
                                   const cl_program* inputs, void(CL_CALLBACK* notify)(cl_program, void*), void* data,
                                   cl_int* err) {
  if (!liveObject(c, Kind::Context)) return withError(err, CL_INVALID_CONTEXT, cl_program{nullptr});
  if ((!notify && data) || nInputs == 0 || !inputs || ((n == 0) != (list == nullptr)))
    return withError(err, CL_INVALID_VALUE, cl_program{nullptr});
  for (cl_uint i = 0; i < nInputs; ++i)
    if (!liveObject(inputs[i], Kind::Program) || inputs[i]->context != c) return withError(err, CL_INVALID_PROGRAM, cl_program{nullptr});
  std::string opts = options ? options : "";
  bool library = opts.find("-create-library") != std::string::npos;
  cl_program in = inputs[0];
  std::vector<cl_device_id> devices = n ? std::vector<cl_device_id>(list, list + n) : in->devices;
  cl_program p = newProgram(c, devices);
  p->source = in->source;
  cl_int result = CL_SUCCESS;
  for (cl_device_id d : devices) {
    ProgramBuild& b = p->builds[d];
    b.options = opts;
    std::lock_guard g(in->mu);
    auto it = in->builds.find(d);
    if (nInputs > 1) {
      // Each program is a whole code object with its own kernels and no external symbols:
      // joining several would need a linker for code objects, which gfxsim does not have.
      b.status = CL_BUILD_ERROR;
      b.log = "gfxsim links one program at a time: give clLinkProgram a single compiled program";
      result = CL_LINK_PROGRAM_FAILURE;
    } else if (it == in->builds.end() || !it->second.co || it->second.status != CL_BUILD_SUCCESS) {
      b.status = CL_BUILD_ERROR;
      b.log = "the input program is not compiled for this device";
      result = CL_INVALID_OPERATION;
    } else {
      acceptBinary(d, it->second.binary, b);
      b.status = CL_BUILD_SUCCESS;
      b.binaryType = library ? CL_PROGRAM_BINARY_TYPE_LIBRARY : CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
    }
  }
  if (notify) notify(p, data);
  if (result == CL_INVALID_OPERATION) {
    release(p);
    return withError(err, result, cl_program{nullptr});
  }
  return withError(err, result, p);
}

cl_int CL_API_CALL unloadCompiler() { return CL_SUCCESS; }
cl_int CL_API_CALL unloadPlatformCompiler(cl_platform_id p) {
  return liveObject(p, Kind::Platform) ? CL_SUCCESS : CL_INVALID_PLATFORM;
}

cl_int CL_API_CALL getProgramInfo(cl_program p, cl_program_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(p, Kind::Program)) return CL_INVALID_PROGRAM;
  std::lock_guard g(p->mu);
  switch (param) {
    case CL_PROGRAM_REFERENCE_COUNT: return info(size, value, sizeRet, cl_uint{p->refs.load()});
    case CL_PROGRAM_CONTEXT: return info(size, value, sizeRet, p->context);
    case CL_PROGRAM_NUM_DEVICES: return info(size, value, sizeRet, static_cast<cl_uint>(p->devices.size()));
    case CL_PROGRAM_DEVICES: return infoVector(size, value, sizeRet, p->devices);
    case CL_PROGRAM_SOURCE: return infoString(size, value, sizeRet, p->source);
    case CL_PROGRAM_IL: return infoBytes(size, value, sizeRet, nullptr, 0);
    case CL_PROGRAM_BINARY_SIZES: {
      std::vector<size_t> sizes;
      for (cl_device_id d : p->devices) sizes.push_back(p->builds[d].binary.size());
      return infoVector(size, value, sizeRet, sizes);
    }
    case CL_PROGRAM_BINARIES: {
      // An array of the program's devices' buffers, which the caller allocated; a null entry
      // skips its device.
      size_t n = p->devices.size() * sizeof(unsigned char*);
      if (sizeRet) *sizeRet = n;
      if (!value) return CL_SUCCESS;
      if (size < n) return CL_INVALID_VALUE;
      auto** out = static_cast<unsigned char**>(value);
      for (size_t i = 0; i < p->devices.size(); ++i) {
        const auto& bin = p->builds[p->devices[i]].binary;
        if (out[i] && !bin.empty()) std::memcpy(out[i], bin.data(), bin.size());
      }
      return CL_SUCCESS;
    }
    case CL_PROGRAM_NUM_KERNELS:
    case CL_PROGRAM_KERNEL_NAMES: {
      bool built = false;
      for (const auto& [d, b] : p->builds) built |= b.status == CL_BUILD_SUCCESS && b.co;
      if (!built) return CL_INVALID_PROGRAM_EXECUTABLE;
      std::vector<std::string> names = p->kernelNames();
      if (param == CL_PROGRAM_NUM_KERNELS) return info(size, value, sizeRet, names.size());
      std::string all;
      for (const auto& k : names) all += (all.empty() ? "" : ";") + k;
      return infoString(size, value, sizeRet, all);
    }
    case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
    case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT: return info(size, value, sizeRet, cl_bool{CL_FALSE});
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL getProgramBuildInfo(cl_program p, cl_device_id d, cl_program_build_info param, size_t size, void* value,
                                       size_t* sizeRet) {
  if (!liveObject(p, Kind::Program)) return CL_INVALID_PROGRAM;
  if (!liveObject(d, Kind::Device)) return CL_INVALID_DEVICE;
  std::lock_guard g(p->mu);
  auto it = p->builds.find(d);
  if (it == p->builds.end()) return CL_INVALID_DEVICE;
  const ProgramBuild& b = it->second;
  switch (param) {
    case CL_PROGRAM_BUILD_STATUS: return info(size, value, sizeRet, b.status);
    case CL_PROGRAM_BUILD_OPTIONS: return infoString(size, value, sizeRet, b.options);
    case CL_PROGRAM_BUILD_LOG: return infoString(size, value, sizeRet, b.log);
    case CL_PROGRAM_BINARY_TYPE: return info(size, value, sizeRet, b.binaryType);
    case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE: return info(size, value, sizeRet, b.globalVariableBytes);
    default: return CL_INVALID_VALUE;
  }
}

}  // namespace

void fillProgramEntries(cl_icd_dispatch& t) {
  t.clCreateProgramWithSource = createProgramWithSource;
  t.clCreateProgramWithBinary = createProgramWithBinary;
  t.clCreateProgramWithBuiltInKernels = createProgramWithBuiltInKernels;
  t.clRetainProgram = retainHandle<cl_program, Kind::Program, CL_INVALID_PROGRAM>;
  t.clReleaseProgram = releaseHandle<cl_program, Kind::Program, CL_INVALID_PROGRAM>;
  t.clBuildProgram = buildProgram;
  t.clCompileProgram = compileProgram;
  t.clLinkProgram = linkProgram;
  t.clUnloadCompiler = unloadCompiler;
  t.clUnloadPlatformCompiler = unloadPlatformCompiler;
  t.clGetProgramInfo = getProgramInfo;
  t.clGetProgramBuildInfo = getProgramBuildInfo;
}

}  // namespace gfxsim::ocl
