	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s6, 0
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_mov_b64 s[0:1], s[2:3]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_nop 0
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b64_e32 v[2:3], s[0:1]
	scratch_store_dwordx2 off, v[2:3], s33 offset:16
	scratch_store_dword off, v1, s33 offset:24
	scratch_load_dword v1, off, s33 offset:24
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	v_mov_b32_e32 v2, 0
	scratch_store_dword off, v2, s33 offset:28
	scratch_load_dword v3, off, s33 offset:28
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v3
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33
	scratch_load_dword v1, off, s33
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, v2
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 1
	s_nop 1
	v_writelane_b32 v0, s3, 2
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 1
	v_readlane_b32 s1, v0, 2
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 3
	s_nop 1
	v_writelane_b32 v0, s1, 4
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_4
.LBB0_3:
	s_barrier
	s_branch .LBB0_1
.LBB0_4:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s2, v0, 3
	v_readlane_b32 s3, v0, 4
	s_or_b64 exec, exec, s[2:3]
	v_readlane_b32 s0, v0, 0
	s_mov_b32 s2, 0
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_mov_b32 s2, 10
	s_lshl_b64 s[0:1], s[0:1], s2
	v_mov_b64_e32 v[2:3], s[0:1]
	scratch_store_dwordx2 off, v[2:3], s33 offset:32
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:40
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 5
	s_nop 1
	v_writelane_b32 v0, s1, 6
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 7
	v_readlane_b32 s1, v0, 8
	v_readlane_b32 s2, v0, 5
	v_readlane_b32 s3, v0, 6
	s_nop 0
	v_writelane_b32 v0, s2, 9
	s_nop 1
	v_writelane_b32 v0, s3, 10
	scratch_load_dword v1, off, s33 offset:40
	s_mov_b32 s2, 4
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 11
	s_nop 1
	v_writelane_b32 v0, s1, 12
	v_writelane_b32 v0, s0, 13
	s_nop 1
	v_writelane_b32 v0, s1, 14
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 15
	s_nop 1
	v_writelane_b32 v0, s1, 16
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	scratch_load_dwordx2 v[0:1], off, s33 offset:8
	scratch_load_dwordx2 v[2:3], off, s33 offset:32
	scratch_load_dword v4, off, s33 offset:40
	s_mov_b32 s0, 8
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v4, s0, v4
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	scratch_load_dword v4, off, s33 offset:24
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_ubyte v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_byte off, v0, s33 offset:44
	scratch_load_ubyte v0, off, s33 offset:44
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s0, v0
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33 offset:48
	scratch_load_dword v1, off, s33 offset:48
	s_waitcnt vmcnt(0)
	ds_add_rtn_u32 v0, v0, v1
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v0, s33 offset:52
	s_branch .LBB0_8
.LBB0_7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 15
	v_readlane_b32 s1, v0, 16
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	v_readlane_b32 s2, v0, 13
	v_readlane_b32 s3, v0, 14
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 7
	s_nop 1
	v_writelane_b32 v0, s3, 8
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 5
	s_nop 1
	v_writelane_b32 v0, s3, 6
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 17
	s_nop 1
	v_writelane_b32 v0, s3, 18
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 11
	v_readlane_b32 s1, v0, 12
	scratch_load_dword v1, off, s33 offset:40
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:40
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 13
	s_nop 1
	v_writelane_b32 v0, s1, 14
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_branch .LBB0_7
.LBB0_9:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 17
	v_readlane_b32 s1, v0, 18
	s_or_b64 exec, exec, s[0:1]
; %bb.10:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33 offset:4
	scratch_load_dword v1, off, s33 offset:4
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, s0
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 19
	s_nop 1
	v_writelane_b32 v0, s3, 20
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_11
	s_branch .LBB0_13
.LBB0_11:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 19
	v_readlane_b32 s1, v0, 20
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 21
	s_nop 1
	v_writelane_b32 v0, s1, 22
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.12:
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_14
.LBB0_13:
	s_barrier
	s_branch .LBB0_11
.LBB0_14:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 21
	v_readlane_b32 s1, v0, 22
	s_or_b64 exec, exec, s[0:1]
	scratch_load_dword v1, off, s33 offset:24
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v1, s33 offset:60
	scratch_load_dword v1, off, s33 offset:60
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:56
	scratch_load_dword v1, off, s33 offset:56
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[2:3], v1, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 23
	s_nop 1
	v_writelane_b32 v0, s1, 24
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	scratch_load_dwordx2 v[2:3], off, s33 offset:16
	s_mov_b32 s0, 0
	scratch_load_dword v0, off, s33 offset:24
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	scratch_load_dword v2, off, s33 offset:56
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v2, s33 offset:64
	scratch_load_dword v2, off, s33 offset:64
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v[0:1], v2, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:68
.LBB0_16:
	s_or_saveexec_b64 s[8:9], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[8:9]
	v_readlane_b32 s0, v0, 23
	v_readlane_b32 s1, v0, 24
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1728
; NumSgprs: 40
; NumVgprs: 7
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     1
    .args:
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
    .sgpr_count:     40
    .sgpr_spill_count: 29
    .symbol:         histogram.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 10
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
