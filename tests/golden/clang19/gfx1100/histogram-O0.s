	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s13, 0
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v1, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_mov_b64 s[0:1], s[2:3]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	scratch_store_b64 off, v[2:3], s33 offset:8
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v2, s0
	scratch_store_b64 off, v[2:3], s33 offset:16
	scratch_store_b32 off, v1, s33 offset:24
	scratch_load_b32 v1, off, s33 offset:24
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	v_mov_b32_e32 v2, 0
	scratch_store_b32 off, v2, s33 offset:28
	scratch_load_b32 v3, off, s33 offset:28
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v3
	v_mov_b32_e32 v1, 1
	scratch_store_b32 off, v1, s33
	scratch_load_b32 v1, off, s33
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, v2
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 1
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 1
	s_or_saveexec_b32 s0, s0
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 2
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_branch .LBB0_4
.LBB0_3:
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_branch .LBB0_1
.LBB0_4:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s1, v0, 2
	s_or_b32 exec_lo, exec_lo, s1
	v_readlane_b32 s0, v0, 0
	s_mov_b32 s2, 0
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_mov_b32 s2, 10
	s_lshl_b64 s[0:1], s[0:1], s2
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v1, s0
	scratch_store_b64 off, v[1:2], s33 offset:32
	v_mov_b32_e32 v1, 0
	scratch_store_b32 off, v1, s33 offset:40
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_writelane_b32 v0, s0, 3
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 4
	v_readlane_b32 s1, v0, 3
	v_writelane_b32 v0, s1, 5
	scratch_load_b32 v1, off, s33 offset:40
	s_mov_b32 s1, 4
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s1, v1, s1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 6
	v_writelane_b32 v0, s0, 7
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 8
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	scratch_load_b64 v[1:2], off, s33 offset:8
	scratch_load_b64 v[8:9], off, s33 offset:32
	scratch_load_b32 v0, off, s33 offset:40
	s_mov_b32 s0, 8
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v6, s0, v0
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v0, s0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32 v8, s1, v4, v5
	v_add_co_ci_u32_e64 v0, s1, v0, v3, s1
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	scratch_load_b32 v6, off, s33 offset:24
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v0, s0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v4, v8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32 v4, s0, v4, v5
	v_add_co_ci_u32_e64 v0, s0, v0, v3, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_u8 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b8 off, v0, s33 offset:44
	scratch_load_u8 v0, off, s33 offset:44
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s0, v0
	v_mov_b32_e32 v1, 1
	scratch_store_b32 off, v1, s33 offset:48
	scratch_load_b32 v1, off, s33 offset:48
	s_waitcnt vmcnt(0)
	ds_add_rtn_u32 v0, v0, v1
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 off, v0, s33 offset:52
	s_branch .LBB0_8
.LBB0_7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 8
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v0, 5
	v_readlane_b32 s1, v0, 7
	s_mov_b32 s0, s1
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s0, s0, s2
	v_writelane_b32 v0, s1, 4
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 3
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 9
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 6
	scratch_load_b32 v1, off, s33 offset:40
	s_mov_b32 s1, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s1
	scratch_store_b32 off, v1, s33 offset:40
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 7
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_branch .LBB0_7
.LBB0_9:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 9
	s_or_b32 exec_lo, exec_lo, s0
; %bb.10:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	v_mov_b32_e32 v1, 1
	scratch_store_b32 off, v1, s33 offset:4
	scratch_load_b32 v1, off, s33 offset:4
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, s0
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 10
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_11
	s_branch .LBB0_13
.LBB0_11:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 10
	s_or_saveexec_b32 s0, s0
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 11
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_14
; %bb.12:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_branch .LBB0_14
.LBB0_13:
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_branch .LBB0_11
.LBB0_14:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 11
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:24
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 off, v1, s33 offset:60
	scratch_load_b32 v1, off, s33 offset:60
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:56
	scratch_load_b32 v1, off, s33 offset:56
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s1, v1, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 12
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, s33 offset:72 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_16
; %bb.15:
	scratch_load_b64 v[1:2], off, s33 offset:16
	s_mov_b32 s0, 0
	scratch_load_b32 v3, off, s33 offset:24
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	scratch_load_b32 v2, off, s33 offset:56
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v2, s33 offset:64
	scratch_load_b32 v2, off, s33 offset:64
	s_waitcnt vmcnt(0)
	global_atomic_add_u32 v0, v[0:1], v2, off glc
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:68
.LBB0_16:
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, s33 offset:72 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 12
	s_or_b32 exec_lo, exec_lo, s0
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1672
; NumSgprs: 34
; NumVgprs: 10
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	.str,@object                    ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.str:
	.asciz	"workgroup"
	.size	.str, 10

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
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           histogram
    .private_segment_fixed_size: 80
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     34
    .sgpr_spill_count: 15
    .symbol:         histogram.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 10
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
