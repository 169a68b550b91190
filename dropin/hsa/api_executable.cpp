// Code object readers and executables (HSA 1.2 section 2.9): the code object is loaded by
// gfxsim's own loader (loader/launch/code_loader.h) into host-shared memory, so a kernel
// symbol's KERNEL_OBJECT is the address of its descriptor there and a variable's address is
// where host copies (hipMemcpyToSymbol) and the device both find it.
#include <unistd.h>

#include <cstring>

#include <fmt/format.h>

#include "api_util.h"

using namespace gfxsim::hsa;

namespace {

// Readers take at most this much (the largest fat binaries are tens of MB).
constexpr size_t kMaxCodeObjectBytes = size_t{1} << 30;

hsa_status_t symbolInfo(State& st, const Symbol& s, uint32_t attribute, void* value) {
  const auto* md = s.code ? s.code->metadata : nullptr;
  const auto* kd = s.code ? &s.code->descriptor : nullptr;
  switch (attribute) {
    case HSA_EXECUTABLE_SYMBOL_INFO_TYPE: return put<uint32_t>(value, s.kernel ? HSA_SYMBOL_KIND_KERNEL : HSA_SYMBOL_KIND_VARIABLE);
    case HSA_EXECUTABLE_SYMBOL_INFO_NAME_LENGTH: return put<uint32_t>(value, static_cast<uint32_t>(s.name.size()));
    case HSA_EXECUTABLE_SYMBOL_INFO_NAME: std::memcpy(value, s.name.data(), s.name.size()); return HSA_STATUS_SUCCESS;
    case HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME_LENGTH: return put<uint32_t>(value, 0);
    case HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME: return HSA_STATUS_SUCCESS;
    case HSA_EXECUTABLE_SYMBOL_INFO_AGENT: return put<uint64_t>(value, reinterpret_cast<uint64_t>(&st.gpuAgent()));
    case HSA_EXECUTABLE_SYMBOL_INFO_LINKAGE: return put<uint32_t>(value, HSA_SYMBOL_LINKAGE_PROGRAM);
    case HSA_EXECUTABLE_SYMBOL_INFO_IS_DEFINITION: return put<bool>(value, true);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS: return put<uint64_t>(value, s.kernel ? 0 : s.address);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALLOCATION: return put<uint32_t>(value, HSA_VARIABLE_ALLOCATION_AGENT);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SEGMENT: return put<uint32_t>(value, HSA_VARIABLE_SEGMENT_GLOBAL);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALIGNMENT: return put<uint32_t>(value, 8);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SIZE: return put<uint32_t>(value, static_cast<uint32_t>(s.kernel ? 0 : s.size));
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_IS_CONST: return put<bool>(value, false);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT: return put<uint64_t>(value, s.kernel ? s.address : 0);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE:
      return put<uint32_t>(value, static_cast<uint32_t>(md ? md->kernargSegmentSize : kd ? kd->kernargSize : 0));
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT:
      return put<uint32_t>(value, static_cast<uint32_t>(md && md->kernargSegmentAlign ? md->kernargSegmentAlign : 16));
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE:
      return put<uint32_t>(value, static_cast<uint32_t>(md ? md->groupSegmentFixedSize : kd ? kd->groupSegmentFixedSize : 0));
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE:
      return put<uint32_t>(value, static_cast<uint32_t>(md ? md->privateSegmentFixedSize : kd ? kd->privateSegmentFixedSize : 0));
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK: return put<bool>(value, md && md->usesDynamicStack);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_CALL_CONVENTION: return put<uint32_t>(value, 0);
    default: return unsupportedAttribute("hsa_executable_symbol_get_info", attribute);
  }
}

}  // namespace

extern "C" {

hsa_status_t hsa_code_object_reader_create_from_memory(const void* code_object, size_t size, hsa_code_object_reader_t* reader) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!code_object || !size || !reader) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (size > kMaxCodeObjectBytes) {
    logLine(fmt::format("{}: {} bytes is beyond the {} bytes a code object may have", __func__, size, kMaxCodeObjectBytes));
    return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  }
  const auto* b = static_cast<const uint8_t*>(code_object);
  CodeObjectReader* r = st->addReader(std::vector<uint8_t>(b, b + size), fmt::format("code object at {}", code_object));
  reader->handle = reinterpret_cast<uint64_t>(r);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_code_object_reader_create_from_file(hsa_file_t file, hsa_code_object_reader_t* reader) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!reader) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::vector<uint8_t> bytes;
  uint8_t buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(file, buf, sizeof buf);
    if (n < 0) return HSA_STATUS_ERROR_INVALID_FILE;
    if (n == 0) break;
    if (bytes.size() + static_cast<size_t>(n) > kMaxCodeObjectBytes) {
      logLine(fmt::format("{}: file descriptor {} holds more than {} bytes", __func__, file, kMaxCodeObjectBytes));
      return HSA_STATUS_ERROR_INVALID_FILE;
    }
    bytes.insert(bytes.end(), buf, buf + n);
  }
  if (bytes.empty()) return HSA_STATUS_ERROR_INVALID_FILE;
  CodeObjectReader* r = st->addReader(std::move(bytes), fmt::format("code object from file descriptor {}", file));
  reader->handle = reinterpret_cast<uint64_t>(r);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_code_object_reader_destroy(hsa_code_object_reader_t reader) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  CodeObjectReader* r = st->reader(reader.handle);
  if (!r) return HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER;
  st->removeReader(r);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_create_alt(hsa_profile_t profile, hsa_default_float_rounding_mode_t, const char*,
                                       hsa_executable_t* executable) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!executable || profile > HSA_PROFILE_FULL) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  executable->handle = reinterpret_cast<uint64_t>(st->addExecutable());
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_create(hsa_profile_t profile, hsa_executable_state_t, const char* options, hsa_executable_t* executable) {
  return hsa_executable_create_alt(profile, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, options, executable);
}

hsa_status_t hsa_executable_load_agent_code_object(hsa_executable_t executable, hsa_agent_t agent, hsa_code_object_reader_t reader,
                                                   const char*, hsa_loaded_code_object_t* loaded) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* e = st->executable(executable.handle);
  if (!e) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  Agent* a = st->agent(agent);
  if (!a || !a->gpu) return HSA_STATUS_ERROR_INVALID_AGENT;
  CodeObjectReader* r = st->reader(reader.handle);
  if (!r) return HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER;
  if (e->frozen) return HSA_STATUS_ERROR_FROZEN_EXECUTABLE;
  hsa_status_t s = st->load(*e, *r, __func__);
  if (s == HSA_STATUS_SUCCESS && loaded) loaded->handle = reinterpret_cast<uint64_t>(e->objects.back().get());
  return s;
}

hsa_status_t hsa_executable_load_program_code_object(hsa_executable_t executable, hsa_code_object_reader_t reader,
                                                     const char* options, hsa_loaded_code_object_t* loaded) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return hsa_executable_load_agent_code_object(executable, hsa_agent_t{reinterpret_cast<uint64_t>(&st->gpuAgent())}, reader,
                                               options, loaded);
}

hsa_status_t hsa_executable_freeze(hsa_executable_t executable, const char*) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* e = st->executable(executable.handle);
  if (!e) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (e->frozen) return HSA_STATUS_ERROR_FROZEN_EXECUTABLE;
  e->frozen = true;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_validate(hsa_executable_t executable, uint32_t* result) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->executable(executable.handle)) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = 0;  // the loader already checked everything it loaded
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_get_info(hsa_executable_t executable, hsa_executable_info_t attribute, void* value) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* e = st->executable(executable.handle);
  if (!e) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_EXECUTABLE_INFO_PROFILE: return put<uint32_t>(value, HSA_PROFILE_BASE);
    case HSA_EXECUTABLE_INFO_STATE: return put<uint32_t>(value, e->frozen ? HSA_EXECUTABLE_STATE_FROZEN : HSA_EXECUTABLE_STATE_UNFROZEN);
    case HSA_EXECUTABLE_INFO_DEFAULT_FLOAT_ROUNDING_MODE: return put<uint32_t>(value, HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR);
    default: return unsupportedAttribute(__func__, attribute);
  }
}

hsa_status_t hsa_executable_destroy(hsa_executable_t executable) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* e = st->executable(executable.handle);
  if (!e) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  st->removeExecutable(e);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_get_symbol_by_name(hsa_executable_t executable, const char* name, const hsa_agent_t* agent,
                                               hsa_executable_symbol_t* symbol) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* e = st->executable(executable.handle);
  if (!e) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!name || !symbol) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (agent && !st->agent(*agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  std::lock_guard g(st->mutex());
  for (const auto& s : e->symbols)
    if (s->name == name) {
      symbol->handle = reinterpret_cast<uint64_t>(s.get());
      return HSA_STATUS_SUCCESS;
    }
  return HSA_STATUS_ERROR_INVALID_SYMBOL_NAME;
}

hsa_status_t hsa_executable_symbol_get_info(hsa_executable_symbol_t symbol, hsa_executable_symbol_info_t attribute, void* value) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Symbol* s = st->symbol(symbol.handle);
  if (!s) return HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return symbolInfo(*st, *s, attribute, value);
}

static hsa_status_t iterateSymbols(hsa_executable_t executable, const char* fn,
                                   const std::function<hsa_status_t(hsa_executable_symbol_t)>& cb) {
  State* st = stateFor(fn);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* e = st->executable(executable.handle);
  if (!e) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  std::vector<uint64_t> handles;
  {
    std::lock_guard g(st->mutex());
    for (const auto& s : e->symbols) handles.push_back(reinterpret_cast<uint64_t>(s.get()));
  }
  for (uint64_t h : handles) {
    hsa_status_t s = cb(hsa_executable_symbol_t{h});
    if (s != HSA_STATUS_SUCCESS) return s;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_iterate_symbols(hsa_executable_t executable,
                                            hsa_status_t (*callback)(hsa_executable_t, hsa_executable_symbol_t, void*), void* data) {
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return iterateSymbols(executable, __func__, [&](hsa_executable_symbol_t s) { return callback(executable, s, data); });
}

hsa_status_t hsa_executable_iterate_agent_symbols(hsa_executable_t executable, hsa_agent_t agent,
                                                  hsa_status_t (*callback)(hsa_executable_t, hsa_agent_t, hsa_executable_symbol_t, void*),
                                                  void* data) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return iterateSymbols(executable, __func__, [&](hsa_executable_symbol_t s) { return callback(executable, agent, s, data); });
}

hsa_status_t hsa_executable_agent_global_variable_define(hsa_executable_t executable, hsa_agent_t agent, const char* name, void*) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->executable(executable.handle)) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  logLine(fmt::format("{}: external variable '{}': code objects with undefined variables are not supported by gfxsim",
                      __func__, name ? name : "(null)"));
  return HSA_STATUS_ERROR_VARIABLE_UNDEFINED;
}

}  // extern "C"
