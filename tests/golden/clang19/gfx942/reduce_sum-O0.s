	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	reduce_sum              ; -- Begin function reduce_sum
	.globl	reduce_sum
	.p2align	8
	.type	reduce_sum,@function
reduce_sum:                             ; @reduce_sum
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s6, 0
	s_mov_b64 s[4:5], s[2:3]
	v_writelane_b32 v1, s4, 1
	s_nop 1
	v_writelane_b32 v1, s5, 2
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x18
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[12:13]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b64_e32 v[2:3], s[10:11]
	scratch_store_dwordx2 off, v[2:3], s33 offset:16
	v_mov_b64_e32 v[2:3], s[8:9]
	scratch_store_dwordx2 off, v[2:3], s33 offset:24
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:32
	v_mov_b64_e32 v[2:3], s[0:1]
	scratch_store_dwordx2 off, v[2:3], s33 offset:40
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v2
	scratch_store_dword off, v1, s33 offset:48
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	v_mov_b32_e32 v1, 0
	global_load_ushort v2, v1, s[4:5] offset:52
                                        ; implicit-def: $sgpr1
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v12, s6, v2
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
                                        ; implicit-def: $sgpr1
	v_mul_hi_u32 v2, s6, v2
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v8, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v8
	s_mov_b32 s1, 32
	v_lshlrev_b64 v[10:11], s1, v[2:3]
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v3, v13
	v_mov_b32_e32 v8, v11
	v_or_b32_e64 v2, v2, v9
	v_or_b32_e64 v8, v3, v8
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v8
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	scratch_store_dword off, v1, s33 offset:4
	s_mov_b64 s[6:7], 40
	s_mov_b32 s2, s4
	s_mov_b32 s1, s5
	s_mov_b32 s4, s6
	s_mov_b32 s3, s7
	s_add_u32 s2, s2, s4
	s_addc_u32 s1, s1, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s1
	scratch_load_dword v6, off, s33 offset:4
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	s_mov_b32 s0, 3
	v_mov_b64_e32 v[8:9], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], s0, v[8:9]
	global_load_dwordx2 v[6:7], v[6:7], off offset:40
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:52
	scratch_load_dword v2, off, s33 offset:52
	s_nop 0
	scratch_load_dword v1, off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	ds_write_b32 v1, v2 offset:1024
	scratch_load_dword v2, off, s33 offset:52
	scratch_load_dword v1, off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	ds_write_b32 v1, v2
	scratch_load_dwordx2 v[2:3], off, s33 offset:40
	scratch_load_dword v1, off, s33 offset:52
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:56
	scratch_load_dword v1, off, s33 offset:56
	s_waitcnt vmcnt(0)
	global_atomic_umax v1, v[2:3], v1, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:60
	v_mov_b32_e32 v1, 0x80
	scratch_store_dword off, v1, s33 offset:64
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 3
	s_nop 1
	v_writelane_b32 v0, s1, 4
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 5
	v_readlane_b32 s1, v0, 6
	v_readlane_b32 s2, v0, 3
	v_readlane_b32 s3, v0, 4
	s_nop 0
	v_writelane_b32 v0, s2, 7
	s_nop 1
	v_writelane_b32 v0, s3, 8
	scratch_load_dword v1, off, s33 offset:64
	s_mov_b32 s2, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[2:3], v1, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 9
	s_nop 1
	v_writelane_b32 v0, s1, 10
	v_writelane_b32 v0, s0, 11
	s_nop 1
	v_writelane_b32 v0, s1, 12
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 13
	s_nop 1
	v_writelane_b32 v0, s1, 14
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33
	scratch_load_dword v1, off, s33
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, s0
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 15
	s_nop 1
	v_writelane_b32 v0, s3, 16
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_3
	s_branch .LBB0_5
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 15
	v_readlane_b32 s1, v0, 16
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 17
	s_nop 1
	v_writelane_b32 v0, s1, 18
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.4:                                ;   in Loop: Header=BB0_1 Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_7
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
	s_barrier
	s_branch .LBB0_3
.LBB0_6:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 13
	v_readlane_b32 s1, v0, 14
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s2, v0, 11
	v_readlane_b32 s3, v0, 12
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 5
	s_nop 1
	v_writelane_b32 v0, s3, 6
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 3
	s_nop 1
	v_writelane_b32 v0, s3, 4
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 19
	s_nop 1
	v_writelane_b32 v0, s3, 20
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_14
.LBB0_7:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 17
	v_readlane_b32 s1, v0, 18
	s_or_b64 exec, exec, s[0:1]
	scratch_load_dword v1, off, s33 offset:48
	scratch_load_dword v2, off, s33 offset:64
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 21
	s_nop 1
	v_writelane_b32 v0, s1, 22
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.8:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	scratch_load_dword v1, off, s33 offset:48
	scratch_load_dword v2, off, s33 offset:64
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v2, v1, v2, s0
	ds_read_b32 v3, v2 offset:1024
	v_lshlrev_b32_e64 v1, s0, v1
	ds_read_b32 v2, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v2, v2, v3
	ds_write_b32 v1, v2 offset:1024
	scratch_load_dword v1, off, s33 offset:48
	scratch_load_dword v2, off, s33 offset:64
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v1, v1, v2, s0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v1, s33 offset:68
	scratch_load_dword v1, off, s33 offset:68
	s_nop 0
	scratch_load_dword v2, off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s0, v2
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 23
	s_nop 1
	v_writelane_b32 v0, s1, 24
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.9:                                ;   in Loop: Header=BB0_1 Depth=1
	scratch_load_dword v1, off, s33 offset:68
	scratch_load_dword v0, off, s33 offset:48
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s0, v0
	ds_write_b32 v0, v1
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 21
	v_readlane_b32 s1, v0, 22
	s_or_b64 exec, exec, s[0:1]
	s_branch .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 23
	v_readlane_b32 s1, v0, 24
	s_or_b64 exec, exec, s[0:1]
	s_branch .LBB0_10
.LBB0_12:                               ;   in Loop: Header=BB0_1 Depth=1
; %bb.13:                               ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 9
	v_readlane_b32 s1, v0, 10
	scratch_load_dword v1, off, s33 offset:64
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v1, s2, v1
	scratch_store_dword off, v1, s33 offset:64
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 11
	s_nop 1
	v_writelane_b32 v0, s1, 12
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_branch .LBB0_6
.LBB0_14:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 19
	v_readlane_b32 s1, v0, 20
	s_or_b64 exec, exec, s[0:1]
; %bb.15:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	scratch_load_dword v1, off, s33 offset:48
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v1, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 25
	s_nop 1
	v_writelane_b32 v0, s1, 26
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_17
; %bb.16:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 0
	v_mov_b32_e32 v2, 0
	ds_read_b32 v3, v2 offset:1024
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	s_mov_b32 s2, 0
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_mov_b32 s2, 2
	v_mov_b32_e32 v0, s2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], s[0:1], v0, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
	scratch_load_dwordx2 v[0:1], off, s33 offset:24
	ds_read_b32 v3, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v3, s33 offset:72
	scratch_load_dword v3, off, s33 offset:72
	s_waitcnt vmcnt(0)
	global_atomic_add v0, v[0:1], v3, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:76
	scratch_load_dwordx2 v[0:1], off, s33 offset:32
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v2, s33 offset:80
	scratch_load_dword v2, off, s33 offset:80
	s_waitcnt vmcnt(0)
	global_atomic_smin v0, v[0:1], v2, off sc0
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:84
.LBB0_17:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 25
	v_readlane_b32 s1, v0, 26
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_sum
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 96
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 16
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
	.size	reduce_sum, .Lfunc_end0-reduce_sum
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2192
; NumSgprs: 40
; NumVgprs: 14
; NumAgprs: 1
; TotalNumVgprs: 17
; ScratchSize: 96
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce_sum
    .private_segment_fixed_size: 96
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 31
    .symbol:         reduce_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 10
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
