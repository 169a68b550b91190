	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	k_lds                   ; -- Begin function k_lds
	.globl	k_lds
	.p2align	8
	.type	k_lds,@function
k_lds:                                  ; @k_lds
; %bb.0:
	v_and_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, ctable@rel32@lo+4
	s_addc_u32 s1, s1, ctable@rel32@hi+12
	global_load_dword v1, v1, s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gcounter@rel32@lo+4
	s_addc_u32 s1, s1, gcounter@rel32@hi+12
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, gzero@rel32@lo+4
	s_addc_u32 s3, s3, gzero@rel32@hi+12
	s_load_dword s6, s[4:5], 0x8
	s_load_dword s7, s[0:1], 0x0
	s_load_dword s8, s[2:3], 0x0
	v_and_b32_e32 v2, 63, v0
	v_add_u32_e32 v3, 1, v0
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v4, s7
	v_cvt_f32_i32_e32 v5, s8
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, gptr@rel32@lo+4
	s_addc_u32 s1, s1, gptr@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v1, v1, v5
	ds_write_b32 v2, v1
	ds_read_b32 v1, v3
	v_lshlrev_b32_e32 v2, 2, v0
	v_add_u32_e32 v3, s6, v2
	v_xor_b32_e32 v0, 1, v0
	v_lshl_add_u32 v0, v0, 2, s6
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v3, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s7, s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v1, s7
	v_add_f32_e32 v0, v0, v1
	global_store_dword v2, v0, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k_lds
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	k_lds, .Lfunc_end0-k_lds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 13
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	k_private               ; -- Begin function k_private
	.globl	k_private
	.p2align	8
	.type	k_private,@function
k_private:                              ; @k_private
; %bb.0:
	s_load_dword s6, s[4:5], 0x8
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v2, 0
	buffer_store_dword v0, off, s[0:3], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, s6, v0
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:12
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:16
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:20
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:24
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:28
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:32
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:36
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:40
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:44
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:48
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:52
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:56
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:60
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:64
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:68
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:72
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:76
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:80
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:84
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:88
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:92
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:96
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:100
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:108
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:112
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:116
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:120
	v_add_u32_e32 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:124
	v_mad_u32_u24 v1, v0, 7, s6
	v_and_b32_e32 v1, 31, v1
	v_lshl_add_u32 v1, v1, 2, v2
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v0, v1, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k_private
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 132
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	k_private, .Lfunc_end1-k_private
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 14
; NumVgprs: 3
; ScratchSize: 132
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 3
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	k_empty                 ; -- Begin function k_empty
	.globl	k_empty
	.p2align	8
	.type	k_empty,@function
k_empty:                                ; @k_empty
; %bb.0:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k_empty
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 0
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 0
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 0
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	k_empty, .Lfunc_end2-k_empty
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4
; NumSgprs: 4
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 1
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	gcounter                        ; @gcounter
	.type	gcounter,@object
	.data
	.globl	gcounter
	.p2align	2, 0x0
gcounter:
	.long	5                               ; 0x5
	.size	gcounter, 4

	.hidden	ctable                          ; @ctable
	.type	ctable,@object
	.section	.rodata,"a",@progbits
	.globl	ctable
	.p2align	2, 0x0
ctable:
	.long	0x3f800000                      ; float 1
	.long	0x40000000                      ; float 2
	.long	0x40400000                      ; float 3
	.long	0x40800000                      ; float 4
	.size	ctable, 16

	.hidden	gptr                            ; @gptr
	.type	gptr,@object
	.data
	.globl	gptr
	.p2align	3, 0x0
gptr:
	.quad	gcounter
	.size	gptr, 8

	.hidden	gzero                           ; @gzero
	.type	gzero,@object
	.section	.bss,"aw",@nobits
	.globl	gzero
	.p2align	2, 0x0
gzero:
	.long	0                               ; 0x0
	.size	gzero, 4

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym gcounter
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         k_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k_private
    .private_segment_fixed_size: 132
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         k_private.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k_empty
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         k_empty.kd
    .uses_dynamic_stack: false
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
