// The rest of ROCr 5.2's exported HSA API: entry points no HIP or rocminfo build imports and
// gfxsim does not provide (the HSAIL finalizer, the deprecated code-object API, signal groups,
// wavefront and cache queries, image capabilities, IPC signals, deallocation callbacks, ...).
// Each is exported so that a program linked against them still loads; a call answers
// HSA_STATUS_ERROR and logs one line naming the function. Every one of them returns
// hsa_status_t in the HSA headers; this file does not include them, so each can be defined
// with an unchecked parameter list (the SysV calling convention lets a callee ignore its
// arguments).
#include <cstdint>
#include <string>

namespace gfxsim::hsa {
void logLine(const std::string& msg);  // state.h, which brings the HSA headers
}

namespace {
uint32_t notProvided(const char* fn) {
  gfxsim::hsa::logLine(std::string(fn) + ": not provided by gfxsim's HSA runtime");
  return 0x1000;  // HSA_STATUS_ERROR
}
}  // namespace

extern "C" {

uint32_t hsa_agent_get_exception_policies(...) { return notProvided("hsa_agent_get_exception_policies"); }
uint32_t hsa_agent_iterate_caches(...) { return notProvided("hsa_agent_iterate_caches"); }
uint32_t hsa_amd_async_function(...) { return notProvided("hsa_amd_async_function"); }
uint32_t hsa_amd_coherency_get_type(...) { return notProvided("hsa_amd_coherency_get_type"); }
uint32_t hsa_amd_deregister_deallocation_callback(...) { return notProvided("hsa_amd_deregister_deallocation_callback"); }
uint32_t hsa_amd_image_get_info_max_dim(...) { return notProvided("hsa_amd_image_get_info_max_dim"); }
uint32_t hsa_amd_ipc_signal_attach(...) { return notProvided("hsa_amd_ipc_signal_attach"); }
uint32_t hsa_amd_ipc_signal_create(...) { return notProvided("hsa_amd_ipc_signal_create"); }
uint32_t hsa_amd_memory_migrate(...) { return notProvided("hsa_amd_memory_migrate"); }
uint32_t hsa_amd_memory_pool_can_migrate(...) { return notProvided("hsa_amd_memory_pool_can_migrate"); }
uint32_t hsa_amd_pointer_info_set_userdata(...) { return notProvided("hsa_amd_pointer_info_set_userdata"); }
uint32_t hsa_amd_queue_cu_get_mask(...) { return notProvided("hsa_amd_queue_cu_get_mask"); }
uint32_t hsa_amd_register_deallocation_callback(...) { return notProvided("hsa_amd_register_deallocation_callback"); }
uint32_t hsa_amd_register_system_event_handler(...) { return notProvided("hsa_amd_register_system_event_handler"); }
uint32_t hsa_cache_get_info(...) { return notProvided("hsa_cache_get_info"); }
uint32_t hsa_code_object_deserialize(...) { return notProvided("hsa_code_object_deserialize"); }
uint32_t hsa_code_object_destroy(...) { return notProvided("hsa_code_object_destroy"); }
uint32_t hsa_code_object_get_info(...) { return notProvided("hsa_code_object_get_info"); }
uint32_t hsa_code_object_get_symbol(...) { return notProvided("hsa_code_object_get_symbol"); }
uint32_t hsa_code_object_get_symbol_from_name(...) { return notProvided("hsa_code_object_get_symbol_from_name"); }
uint32_t hsa_code_object_iterate_symbols(...) { return notProvided("hsa_code_object_iterate_symbols"); }
uint32_t hsa_code_object_serialize(...) { return notProvided("hsa_code_object_serialize"); }
uint32_t hsa_code_symbol_get_info(...) { return notProvided("hsa_code_symbol_get_info"); }
uint32_t hsa_executable_get_symbol(...) { return notProvided("hsa_executable_get_symbol"); }
uint32_t hsa_executable_global_variable_define(...) { return notProvided("hsa_executable_global_variable_define"); }
uint32_t hsa_executable_iterate_program_symbols(...) { return notProvided("hsa_executable_iterate_program_symbols"); }
uint32_t hsa_executable_load_code_object(...) { return notProvided("hsa_executable_load_code_object"); }
uint32_t hsa_executable_readonly_variable_define(...) { return notProvided("hsa_executable_readonly_variable_define"); }
uint32_t hsa_executable_validate_alt(...) { return notProvided("hsa_executable_validate_alt"); }
uint32_t hsa_ext_image_clear(...) { return notProvided("hsa_ext_image_clear"); }
uint32_t hsa_ext_image_copy(...) { return notProvided("hsa_ext_image_copy"); }
uint32_t hsa_ext_image_data_get_info_with_layout(...) { return notProvided("hsa_ext_image_data_get_info_with_layout"); }
uint32_t hsa_ext_image_get_capability(...) { return notProvided("hsa_ext_image_get_capability"); }
uint32_t hsa_ext_image_get_capability_with_layout(...) { return notProvided("hsa_ext_image_get_capability_with_layout"); }
uint32_t hsa_ext_program_add_module(...) { return notProvided("hsa_ext_program_add_module"); }
uint32_t hsa_ext_program_create(...) { return notProvided("hsa_ext_program_create"); }
uint32_t hsa_ext_program_destroy(...) { return notProvided("hsa_ext_program_destroy"); }
uint32_t hsa_ext_program_finalize(...) { return notProvided("hsa_ext_program_finalize"); }
uint32_t hsa_ext_program_get_info(...) { return notProvided("hsa_ext_program_get_info"); }
uint32_t hsa_ext_program_iterate_modules(...) { return notProvided("hsa_ext_program_iterate_modules"); }
uint32_t hsa_extension_get_name(...) { return notProvided("hsa_extension_get_name"); }
uint32_t hsa_isa_compatible(...) { return notProvided("hsa_isa_compatible"); }
uint32_t hsa_isa_get_exception_policies(...) { return notProvided("hsa_isa_get_exception_policies"); }
uint32_t hsa_isa_get_round_method(...) { return notProvided("hsa_isa_get_round_method"); }
uint32_t hsa_isa_iterate_wavefronts(...) { return notProvided("hsa_isa_iterate_wavefronts"); }
uint32_t hsa_signal_group_create(...) { return notProvided("hsa_signal_group_create"); }
uint32_t hsa_signal_group_destroy(...) { return notProvided("hsa_signal_group_destroy"); }
uint32_t hsa_signal_group_wait_any_relaxed(...) { return notProvided("hsa_signal_group_wait_any_relaxed"); }
uint32_t hsa_signal_group_wait_any_scacquire(...) { return notProvided("hsa_signal_group_wait_any_scacquire"); }
uint32_t hsa_soft_queue_create(...) { return notProvided("hsa_soft_queue_create"); }
uint32_t hsa_system_get_extension_table(...) { return notProvided("hsa_system_get_extension_table"); }
uint32_t hsa_wavefront_get_info(...) { return notProvided("hsa_wavefront_get_info"); }

}  // extern "C"
