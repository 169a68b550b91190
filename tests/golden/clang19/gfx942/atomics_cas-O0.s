	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	atomics_cas             ; -- Begin function atomics_cas
	.globl	atomics_cas
	.p2align	8
	.type	atomics_cas,@function
atomics_cas:                            ; @atomics_cas
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[0:1], s[2:3]
	v_writelane_b32 v1, s0, 0
	s_nop 1
	v_writelane_b32 v1, s1, 1
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx2 s[10:11], s[0:1], 0x18
	s_load_dwordx2 s[8:9], s[0:1], 0x20
	s_load_dwordx2 s[4:5], s[0:1], 0x28
	s_load_dwordx2 s[2:3], s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[16:17]
	scratch_store_dwordx2 off, v[4:5], s33 offset:8
	v_mov_b64_e32 v[4:5], s[14:15]
	scratch_store_dwordx2 off, v[4:5], s33 offset:16
	v_mov_b64_e32 v[4:5], s[12:13]
	scratch_store_dwordx2 off, v[4:5], s33 offset:24
	v_mov_b64_e32 v[4:5], s[10:11]
	scratch_store_dwordx2 off, v[4:5], s33 offset:32
	v_mov_b64_e32 v[4:5], s[8:9]
	scratch_store_dwordx2 off, v[4:5], s33 offset:40
	v_mov_b64_e32 v[4:5], s[4:5]
	scratch_store_dwordx2 off, v[4:5], s33 offset:48
	v_mov_b64_e32 v[4:5], s[2:3]
	scratch_store_dwordx2 off, v[4:5], s33 offset:56
	v_mov_b32_e32 v3, 0
	global_load_ushort v1, v3, s[0:1] offset:68
                                        ; implicit-def: $sgpr2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, s6, v1
	scratch_store_dword off, v3, s33
	s_mov_b64 s[4:5], 56
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s4
	s_mov_b32 s1, s5
	s_add_u32 s2, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_mov_b32 s0, 0
	scratch_load_dword v4, off, s33
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b32 s1, 3
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s1, v[6:7]
	global_load_dword v3, v[4:5], off offset:40
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v1, v2, v3
	scratch_store_dword off, v1, s33 offset:64
	scratch_load_dwordx2 v[2:3], off, s33 offset:8
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33 offset:72
	scratch_load_dword v1, off, s33 offset:72
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v[2:3], v1, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:76
	scratch_load_dword v1, off, s33 offset:76
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:68
	scratch_load_dword v1, off, s33 offset:64
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	scratch_load_dword v2, off, s33 offset:68
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_store_dword v[2:3], v1, off
	scratch_load_dwordx2 v[2:3], off, s33 offset:24
	s_waitcnt vmcnt(0)
	global_load_dword v1, v[2:3], off sc1
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:84
	scratch_load_dword v1, off, s33 offset:84
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:80
	scratch_load_dword v1, off, s33 offset:80
	s_nop 0
	scratch_load_dword v2, off, s33 offset:64
	s_mov_b32 s0, 7
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v2, v2, s0
	v_cvt_f32_u32_e64 v2, v2
	v_add_f32_e64 v1, v1, v2
	scratch_store_dword off, v1, s33 offset:88
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v0, s0, 2
	s_nop 1
	v_writelane_b32 v0, s1, 3
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	s_nop 0
	v_writelane_b32 v0, s0, 4
	s_nop 1
	v_writelane_b32 v0, s1, 5
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	scratch_load_dword v1, off, s33 offset:88
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:92
	scratch_load_dword v2, off, s33 offset:80
	scratch_load_dword v6, off, s33 offset:92
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v7, v2
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v1, v[4:5], v[6:7], off sc0
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	v_cmp_eq_u32_e64 s[0:1], v1, v2
	v_cmp_ne_u32_e64 s[2:3], v1, v2
	s_nop 0
	v_writelane_b32 v0, s0, 6
	s_nop 1
	v_writelane_b32 v0, s1, 7
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 8
	s_nop 1
	v_writelane_b32 v0, s1, 9
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	scratch_store_dword off, v0, s33 offset:80
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s2, v0, 8
	v_readlane_b32 s3, v0, 9
	s_or_b64 exec, exec, s[2:3]
	v_readlane_b32 s0, v0, 6
	v_readlane_b32 s1, v0, 7
	s_nop 1
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	scratch_store_byte off, v1, s33 offset:96
	scratch_load_ubyte v1, off, s33 offset:96
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], v1, 1
	s_mov_b64 s[0:1], -1
	s_xor_b64 s[2:3], s[2:3], s[0:1]
	v_writelane_b32 v0, s0, 10
	s_nop 1
	v_writelane_b32 v0, s1, 11
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 12
	s_nop 1
	v_writelane_b32 v0, s1, 13
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v1, off, s33 offset:80
	scratch_load_dword v2, off, s33 offset:64
	s_mov_b32 s0, 7
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v2, v2, s0
	v_cvt_f32_u32_e64 v2, v2
	v_add_f32_e64 v1, v1, v2
	scratch_store_dword off, v1, s33 offset:88
	s_mov_b64 s[0:1], 0
	s_xor_b64 s[0:1], exec, -1
	v_writelane_b32 v0, s0, 10
	s_nop 1
	v_writelane_b32 v0, s1, 11
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s2, v0, 4
	v_readlane_b32 s3, v0, 5
	v_readlane_b32 s0, v0, 10
	v_readlane_b32 s1, v0, 11
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 2
	s_nop 1
	v_writelane_b32 v0, s3, 3
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 14
	s_nop 1
	v_writelane_b32 v0, s3, 15
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
; %bb.6:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 14
	v_readlane_b32 s1, v0, 15
	s_or_b64 exec, exec, s[0:1]
; %bb.7:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v4, off, s33 offset:64
	s_mov_b32 s0, 0x7f4a7c15
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[6:7], s[0:1], v4, s0, 0
	v_mov_b32_e32 v2, v6
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v6, v7
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
	s_mov_b32 s1, 0x9e3779b9
	v_mad_u64_u32 v[4:5], s[2:3], v4, s1, v[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v6, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s1, 32
	v_lshlrev_b64 v[4:5], s1, v[4:5]
	v_mov_b32_e32 v6, v5
	v_or_b32_e64 v1, v1, v6
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_or_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], s33 offset:104
	scratch_load_dwordx2 v[4:5], off, s33 offset:104
	s_mov_b32 s1, 29
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[2:3], s1, v[4:5]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v1, v5
	v_xor_b32_e64 v1, v1, v6
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v4
	v_xor_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], s33 offset:104
	scratch_load_dwordx2 v[2:3], off, s33 offset:32
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:104
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[4:5], s33 offset:112
	scratch_load_dwordx2 v[4:5], off, s33 offset:112
	s_waitcnt vmcnt(0)
	global_atomic_xor_x2 v[2:3], v[2:3], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:120
	scratch_load_dwordx2 v[2:3], off, s33 offset:104
	s_mov_b32 s1, 0x55555555
	s_mov_b32 s2, s1
	s_mov_b32 s3, s1
	s_mov_b32 s1, s3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	v_xor_b32_e64 v1, v1, s1
	s_mov_b32 s1, s2
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_xor_b32_e64 v2, v2, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], s33 offset:128
	scratch_load_dwordx2 v[2:3], off, s33 offset:40
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:128
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[4:5], s33 offset:136
	scratch_load_dwordx2 v[4:5], off, s33 offset:136
	s_waitcnt vmcnt(0)
	global_atomic_smax_x2 v[2:3], v[2:3], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:144
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_nop 0
	scratch_load_dword v1, off, s33 offset:64
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:156
	scratch_load_dword v1, off, s33 offset:156
	s_waitcnt vmcnt(0)
	global_atomic_swap v1, v[2:3], v1, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:160
	scratch_load_dword v1, off, s33 offset:160
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:152
	scratch_load_dwordx2 v[2:3], off, s33 offset:56
	scratch_load_dword v4, off, s33 offset:152
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[4:5], s33 offset:168
	scratch_load_dwordx2 v[4:5], off, s33 offset:168
	s_waitcnt vmcnt(0)
	global_atomic_add_x2 v[2:3], v[2:3], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:176
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_cas
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 192
		.amdhsa_kernarg_size 312
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
		.amdhsa_next_free_vgpr 10
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
	.size	atomics_cas, .Lfunc_end0-atomics_cas
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1912
; NumSgprs: 40
; NumVgprs: 8
; NumAgprs: 2
; TotalNumVgprs: 10
; ScratchSize: 192
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 10
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
  - .agpr_count:     2
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'atomic_float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'atomic_ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'atomic_long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'atomic_ulong*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         136
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         152
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         160
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         168
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         256
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           atomics_cas
    .private_segment_fixed_size: 192
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 20
    .symbol:         atomics_cas.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 7
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
