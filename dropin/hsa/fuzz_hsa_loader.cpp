// libFuzzer target for the drop-in HSA runtime's loader entry points, as a host program calls
// them: hsa_code_object_reader_create_from_memory, then an executable that loads, freezes and
// lists the code object's symbols. Any input must load or give an error status; nothing may
// crash or leak the runtime's state. Build (clang and libFuzzer):
//   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-19 -DGFXSIM_FUZZ=ON -DGFXSIM_TESTS=OFF
//   ninja -C build-fuzz fuzz_hsa_loader
//   mkdir -p /tmp/hsa-corpus   # libFuzzer writes new inputs into the FIRST directory given
//   GFXSIM_GPU=mi210 build-fuzz/dropin/hsa/fuzz_hsa_loader -runs=1000000 -max_len=1048576
//     /tmp/hsa-corpus tests/golden/hipcc15/gfx90a tests/golden/clang19/gfx90a   (one line)
#include <hsa/hsa.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

hsa_agent_t gpuAgent() {
  static hsa_agent_t gpu{0};
  if (!gpu.handle) {
    if (hsa_init() != HSA_STATUS_SUCCESS) std::abort();
    hsa_iterate_agents(
        [](hsa_agent_t a, void* data) {
          hsa_device_type_t t;
          hsa_agent_get_info(a, HSA_AGENT_INFO_DEVICE, &t);
          if (t == HSA_DEVICE_TYPE_GPU) *static_cast<hsa_agent_t*>(data) = a;
          return HSA_STATUS_SUCCESS;
        },
        &gpu);
    if (!gpu.handle) std::abort();
  }
  return gpu;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  hsa_agent_t gpu = gpuAgent();
  hsa_code_object_reader_t reader;
  if (hsa_code_object_reader_create_from_memory(data, size, &reader) != HSA_STATUS_SUCCESS) return 0;
  hsa_executable_t exe;
  if (hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, nullptr, &exe) != HSA_STATUS_SUCCESS)
    std::abort();
  if (hsa_executable_load_agent_code_object(exe, gpu, reader, nullptr, nullptr) == HSA_STATUS_SUCCESS) {
    if (hsa_executable_freeze(exe, nullptr) != HSA_STATUS_SUCCESS) std::abort();
    hsa_executable_iterate_agent_symbols(
        exe, gpu,
        [](hsa_executable_t, hsa_agent_t, hsa_executable_symbol_t s, void*) {
          uint32_t u32 = 0;
          uint64_t u64 = 0;
          char name[4096];
          hsa_executable_symbol_get_info(s, HSA_EXECUTABLE_SYMBOL_INFO_NAME_LENGTH, &u32);
          if (u32 < sizeof name) hsa_executable_symbol_get_info(s, HSA_EXECUTABLE_SYMBOL_INFO_NAME, name);
          hsa_executable_symbol_get_info(s, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &u64);
          hsa_executable_symbol_get_info(s, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &u32);
          hsa_executable_symbol_get_info(s, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS, &u64);
          return HSA_STATUS_SUCCESS;
        },
        nullptr);
  }
  if (hsa_executable_destroy(exe) != HSA_STATUS_SUCCESS) std::abort();
  if (hsa_code_object_reader_destroy(reader) != HSA_STATUS_SUCCESS) std::abort();
  return 0;
}
