	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	private_sort            ; -- Begin function private_sort
	.globl	private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[4:5], s[2:3]
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x8
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dword s0, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[10:11]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b64_e32 v[2:3], s[8:9]
	scratch_store_dwordx2 off, v[2:3], s33 offset:16
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:24
	v_mov_b32_e32 v1, s0
	scratch_store_dword off, v1, s33 offset:32
	v_mov_b32_e32 v1, 0
	global_load_ushort v2, v1, s[4:5] offset:44
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v10, s6, v2
	s_mov_b32 s0, 0
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v3
                                        ; implicit-def: $sgpr1
	v_mul_hi_u32 v2, s6, v2
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	s_mov_b32 s1, 32
	v_lshlrev_b64 v[8:9], s1, v[2:3]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v5, v9
	v_or_b32_e64 v2, v2, v6
	v_or_b32_e64 v5, v3, v5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	s_mov_b32 s1, 0x3ff
	v_and_b32_e64 v4, v4, s1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	scratch_store_dword off, v1, s33
	s_mov_b64 s[6:7], 32
	s_mov_b32 s2, s4
	s_mov_b32 s1, s5
	s_mov_b32 s4, s6
	s_mov_b32 s3, s7
	s_add_u32 s2, s2, s4
	s_addc_u32 s1, s1, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s1
	scratch_load_dword v4, off, s33
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s0, 3
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s0, v[6:7]
	global_load_dwordx2 v[4:5], v[4:5], off offset:40
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	scratch_store_dwordx2 off, v[2:3], s33 offset:40
	scratch_store_dword off, v1, s33 offset:496
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 0
	s_nop 1
	v_writelane_b32 v0, s1, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	v_readlane_b32 s2, v0, 0
	v_readlane_b32 s3, v0, 1
	s_nop 0
	v_writelane_b32 v0, s2, 4
	s_nop 1
	v_writelane_b32 v0, s3, 5
	scratch_load_dword v1, off, s33 offset:496
	scratch_load_dword v2, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 6
	s_nop 1
	v_writelane_b32 v0, s1, 7
	v_writelane_b32 v0, s0, 8
	s_nop 1
	v_writelane_b32 v0, s1, 9
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 10
	s_nop 1
	v_writelane_b32 v0, s1, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	scratch_load_dwordx2 v[8:9], off, s33 offset:40
	scratch_load_dword v1, off, s33 offset:32
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v8
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[6:7], s[0:1], v0, v1, 0
	v_mov_b32_e32 v2, v7
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	s_nop 0
	v_mov_b32_e32 v0, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_mov_b32 s0, 32
	v_lshrrev_b64 v[8:9], s0, v[8:9]
	v_mov_b32_e32 v0, v8
	v_mad_u64_u32 v[0:1], s[2:3], v0, v1, v[2:3]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v2, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[2:3], s0, v[0:1]
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr6 killed $vgpr6 killed $vgpr6_vgpr7 killed $exec
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v0, s0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v7
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v1, v6
	v_or_b32_e64 v2, v1, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	scratch_load_dword v1, off, s33 offset:496
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v0, s0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dword v0, v[2:3], off
	s_add_i32 s1, s33, 48
	v_mov_b32_e32 v2, s1
	v_lshl_add_u32 v1, v1, s0, v2
	s_waitcnt vmcnt(0)
	scratch_store_dword v1, v0, off
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 10
	v_readlane_b32 s1, v0, 11
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 4
	v_readlane_b32 s5, v0, 5
	v_readlane_b32 s2, v0, 8
	v_readlane_b32 s3, v0, 9
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 2
	s_nop 1
	v_writelane_b32 v0, s3, 3
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 0
	s_nop 1
	v_writelane_b32 v0, s3, 1
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 12
	s_nop 1
	v_writelane_b32 v0, s3, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 6
	v_readlane_b32 s1, v0, 7
	scratch_load_dword v1, off, s33 offset:496
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:496
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 8
	s_nop 1
	v_writelane_b32 v0, s1, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_3
.LBB0_5:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 12
	v_readlane_b32 s1, v0, 13
	s_or_b64 exec, exec, s[0:1]
; %bb.6:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33 offset:500
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 14
	s_nop 1
	v_writelane_b32 v0, s1, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_10 Depth 2
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 16
	v_readlane_b32 s1, v0, 17
	v_readlane_b32 s2, v0, 14
	v_readlane_b32 s3, v0, 15
	s_nop 0
	v_writelane_b32 v0, s2, 18
	s_nop 1
	v_writelane_b32 v0, s3, 19
	scratch_load_dword v1, off, s33 offset:500
	scratch_load_dword v2, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 20
	s_nop 1
	v_writelane_b32 v0, s1, 21
	v_writelane_b32 v0, s0, 22
	s_nop 1
	v_writelane_b32 v0, s1, 23
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 24
	s_nop 1
	v_writelane_b32 v0, s1, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	scratch_load_dword v1, off, s33 offset:500
	s_add_i32 s0, s33, 48
	v_mov_b32_e32 v2, s0
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s0, v2
	scratch_load_dword v1, v1, off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:504
	scratch_load_dword v1, off, s33 offset:500
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s0
	scratch_store_dword off, v1, s33 offset:508
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v0, s0, 26
	s_nop 1
	v_writelane_b32 v0, s1, 27
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_10
.LBB0_9:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 24
	v_readlane_b32 s1, v0, 25
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 18
	v_readlane_b32 s5, v0, 19
	v_readlane_b32 s2, v0, 22
	v_readlane_b32 s3, v0, 23
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 16
	s_nop 1
	v_writelane_b32 v0, s3, 17
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 14
	s_nop 1
	v_writelane_b32 v0, s3, 15
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 28
	s_nop 1
	v_writelane_b32 v0, s3, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_18
.LBB0_10:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 26
	v_readlane_b32 s1, v0, 27
	s_nop 0
	v_writelane_b32 v0, s0, 30
	s_nop 1
	v_writelane_b32 v0, s1, 31
	scratch_load_dword v1, off, s33 offset:508
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[2:3], v1, s0
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v0, s0, 32
	s_nop 1
	v_writelane_b32 v0, s1, 33
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 34
	s_nop 1
	v_writelane_b32 v0, s1, 35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	scratch_load_dword v1, off, s33 offset:508
	s_add_i32 s0, s33, 48
	v_mov_b32_e32 v2, s0
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s0, v2
	scratch_load_dword v1, v1, off
	s_nop 0
	scratch_load_dword v2, off, s33 offset:504
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_and_b64 s[0:1], s[0:1], exec
	s_nop 0
	v_writelane_b32 v0, s0, 32
	s_nop 1
	v_writelane_b32 v0, s1, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_12:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 34
	v_readlane_b32 s1, v0, 35
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s2, v0, 32
	v_readlane_b32 s3, v0, 33
	s_mov_b64 s[0:1], -1
	v_writelane_b32 v0, s0, 36
	s_nop 1
	v_writelane_b32 v0, s1, 37
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 38
	s_nop 1
	v_writelane_b32 v0, s1, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	scratch_load_dword v1, off, s33 offset:508
	s_add_i32 s0, s33, 48
	v_mov_b32_e32 v2, s0
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v2, v1, s0, v2
	scratch_load_dword v1, v2, off
	s_mov_b32 s0, 4
	v_add_u32_e64 v2, v2, s0
	s_waitcnt vmcnt(0)
	scratch_store_dword v2, v1, off
	scratch_load_dword v1, off, s33 offset:508
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s0
	scratch_store_dword off, v1, s33 offset:508
	s_mov_b64 s[0:1], 0
	s_xor_b64 s[0:1], exec, -1
	v_writelane_b32 v0, s0, 36
	s_nop 1
	v_writelane_b32 v0, s1, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_14:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 38
	v_readlane_b32 s5, v0, 39
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s2, v0, 30
	v_readlane_b32 s3, v0, 31
	v_readlane_b32 s0, v0, 36
	v_readlane_b32 s1, v0, 37
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 26
	s_nop 1
	v_writelane_b32 v0, s3, 27
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 40
	s_nop 1
	v_writelane_b32 v0, s3, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_10
; %bb.15:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 40
	v_readlane_b32 s1, v0, 41
	s_or_b64 exec, exec, s[0:1]
; %bb.16:                               ;   in Loop: Header=BB0_7 Depth=1
	scratch_load_dword v0, off, s33 offset:504
	scratch_load_dword v1, off, s33 offset:508
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	s_mov_b32 s0, 4
	s_add_i32 s1, s33, 48
	v_mov_b32_e32 v2, s1
	v_add3_u32 v1, v1, v2, s0
	scratch_store_dword v1, v0, off
; %bb.17:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 20
	v_readlane_b32 s1, v0, 21
	scratch_load_dword v1, off, s33 offset:500
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:500
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 22
	s_nop 1
	v_writelane_b32 v0, s1, 23
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_9
.LBB0_18:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 28
	v_readlane_b32 s1, v0, 29
	s_or_b64 exec, exec, s[0:1]
; %bb.19:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:512
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 42
	s_nop 1
	v_writelane_b32 v0, s1, 43
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_20:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 44
	v_readlane_b32 s1, v0, 45
	v_readlane_b32 s2, v0, 42
	v_readlane_b32 s3, v0, 43
	s_nop 0
	v_writelane_b32 v0, s2, 46
	s_nop 1
	v_writelane_b32 v0, s3, 47
	scratch_load_dword v1, off, s33 offset:512
	s_mov_b32 s2, 16
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 48
	s_nop 1
	v_writelane_b32 v0, s1, 49
	v_writelane_b32 v0, s0, 50
	s_nop 1
	v_writelane_b32 v0, s1, 51
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 52
	s_nop 1
	v_writelane_b32 v0, s1, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_22
; %bb.21:                               ;   in Loop: Header=BB0_20 Depth=1
	scratch_load_dword v0, off, s33 offset:512
	s_add_i32 s0, s33, 0x1b0
	v_mov_b32_e32 v1, s0
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v0, s0, v1
	v_mov_b32_e32 v0, 0
	scratch_store_dword v1, v0, off
	s_branch .LBB0_23
.LBB0_22:                               ;   in Loop: Header=BB0_20 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 52
	v_readlane_b32 s1, v0, 53
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 46
	v_readlane_b32 s5, v0, 47
	v_readlane_b32 s2, v0, 50
	v_readlane_b32 s3, v0, 51
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 44
	s_nop 1
	v_writelane_b32 v0, s3, 45
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 42
	s_nop 1
	v_writelane_b32 v0, s3, 43
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 54
	s_nop 1
	v_writelane_b32 v0, s3, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_20
	s_branch .LBB0_24
.LBB0_23:                               ;   in Loop: Header=BB0_20 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 48
	v_readlane_b32 s1, v0, 49
	scratch_load_dword v1, off, s33 offset:512
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:512
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 50
	s_nop 1
	v_writelane_b32 v0, s1, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_22
.LBB0_24:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 54
	v_readlane_b32 s1, v0, 55
	s_or_b64 exec, exec, s[0:1]
; %bb.25:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:516
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 56
	s_nop 1
	v_writelane_b32 v0, s1, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_26:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v1, 58
	v_readlane_b32 s1, v1, 59
	v_readlane_b32 s2, v1, 56
	v_readlane_b32 s3, v1, 57
	s_nop 0
	v_writelane_b32 v1, s2, 60
	s_nop 1
	v_writelane_b32 v1, s3, 61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	scratch_load_dword v2, off, s33 offset:516
	scratch_load_dword v3, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v2, v3
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v1, s0, 62
	s_nop 1
	v_writelane_b32 v1, s1, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_writelane_b32 v0, s0, 0
	s_nop 1
	v_writelane_b32 v0, s1, 1
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 2
	s_nop 1
	v_writelane_b32 v0, s1, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_28
; %bb.27:                               ;   in Loop: Header=BB0_26 Depth=1
	scratch_load_dword v0, off, s33 offset:516
	s_add_i32 s0, s33, 48
	v_mov_b32_e32 v1, s0
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s0, v1
	scratch_load_dword v0, v0, off
	s_mov_b32 s0, 26
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s0, v0
	s_mov_b32 s0, 60
	v_and_b32_e64 v1, v0, s0
	scratch_load_dword v0, v1, s33 offset:432
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s0
	scratch_store_dword v1, v0, s33 offset:432
	s_branch .LBB0_29
.LBB0_28:                               ;   in Loop: Header=BB0_26 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v1, 60
	v_readlane_b32 s5, v1, 61
	v_readlane_b32 s2, v0, 0
	v_readlane_b32 s3, v0, 1
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v1, s2, 58
	s_nop 1
	v_writelane_b32 v1, s3, 59
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v1, s2, 56
	s_nop 1
	v_writelane_b32 v1, s3, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 4
	s_nop 1
	v_writelane_b32 v0, s3, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_26
	s_branch .LBB0_30
.LBB0_29:                               ;   in Loop: Header=BB0_26 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v1, 62
	v_readlane_b32 s1, v1, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	scratch_load_dword v1, off, s33 offset:516
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:516
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 0
	s_nop 1
	v_writelane_b32 v0, s1, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_28
.LBB0_30:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 4
	v_readlane_b32 s1, v0, 5
	s_or_b64 exec, exec, s[0:1]
; %bb.31:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:520
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 6
	s_nop 1
	v_writelane_b32 v0, s1, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_32:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 8
	v_readlane_b32 s1, v0, 9
	v_readlane_b32 s2, v0, 6
	v_readlane_b32 s3, v0, 7
	s_nop 0
	v_writelane_b32 v0, s2, 10
	s_nop 1
	v_writelane_b32 v0, s3, 11
	scratch_load_dword v1, off, s33 offset:520
	scratch_load_dword v2, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 12
	s_nop 1
	v_writelane_b32 v0, s1, 13
	v_writelane_b32 v0, s0, 14
	s_nop 1
	v_writelane_b32 v0, s1, 15
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 16
	s_nop 1
	v_writelane_b32 v0, s1, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_32 Depth=1
	s_mov_b32 s1, 0
	scratch_load_dword v0, off, s33 offset:520
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v1
	s_add_i32 s0, s33, 48
	v_mov_b32_e32 v1, s0
	s_mov_b32 s0, 2
	v_lshl_add_u32 v0, v0, s0, v1
	scratch_load_dword v2, v0, off
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	scratch_load_dwordx2 v[12:13], off, s33 offset:40
	scratch_load_dword v1, off, s33 offset:32
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v12
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[8:9], s[2:3], v0, v1, 0
	v_mov_b32_e32 v10, v9
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr3
	s_nop 0
	v_mov_b32_e32 v0, s2
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	s_mov_b32 s2, 32
	v_lshrrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v0, v12
	v_mad_u64_u32 v[0:1], s[4:5], v0, v1, v[10:11]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[0:1], s2, v[0:1]
	v_mov_b32_e32 v10, v1
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v3, v9
	v_or_b32_e64 v3, v3, v10
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v8
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_35
.LBB0_34:                               ;   in Loop: Header=BB0_32 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 16
	v_readlane_b32 s1, v0, 17
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	v_readlane_b32 s2, v0, 14
	v_readlane_b32 s3, v0, 15
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 8
	s_nop 1
	v_writelane_b32 v0, s3, 9
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 6
	s_nop 1
	v_writelane_b32 v0, s3, 7
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 18
	s_nop 1
	v_writelane_b32 v0, s3, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_32
	s_branch .LBB0_36
.LBB0_35:                               ;   in Loop: Header=BB0_32 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 12
	v_readlane_b32 s1, v0, 13
	scratch_load_dword v1, off, s33 offset:520
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:520
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 14
	s_nop 1
	v_writelane_b32 v0, s1, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_34
.LBB0_36:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 18
	v_readlane_b32 s1, v0, 19
	s_or_b64 exec, exec, s[0:1]
; %bb.37:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:524
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v0, s0, 20
	s_nop 1
	v_writelane_b32 v0, s1, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 22
	v_readlane_b32 s1, v0, 23
	v_readlane_b32 s2, v0, 20
	v_readlane_b32 s3, v0, 21
	s_nop 0
	v_writelane_b32 v0, s2, 24
	s_nop 1
	v_writelane_b32 v0, s3, 25
	scratch_load_dword v1, off, s33 offset:524
	s_mov_b32 s2, 16
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 26
	s_nop 1
	v_writelane_b32 v0, s1, 27
	v_writelane_b32 v0, s0, 28
	s_nop 1
	v_writelane_b32 v0, s1, 29
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 30
	s_nop 1
	v_writelane_b32 v0, s1, 31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mov_b32 s0, 0
	scratch_load_dword v0, off, s33 offset:524
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v1
	s_add_i32 s0, s33, 0x1b0
	v_mov_b32_e32 v1, s0
	s_mov_b32 s0, 2
	v_lshl_add_u32 v0, v0, s0, v1
	scratch_load_dword v2, v0, off
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	s_nop 0
	scratch_load_dwordx2 v[0:1], off, s33 offset:40
	s_mov_b32 s1, 4
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s1, v[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_41
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 30
	v_readlane_b32 s1, v0, 31
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v0, 24
	v_readlane_b32 s5, v0, 25
	v_readlane_b32 s2, v0, 28
	v_readlane_b32 s3, v0, 29
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v0, s2, 22
	s_nop 1
	v_writelane_b32 v0, s3, 23
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 20
	s_nop 1
	v_writelane_b32 v0, s3, 21
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 32
	s_nop 1
	v_writelane_b32 v0, s3, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_38
	s_branch .LBB0_42
.LBB0_41:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 26
	v_readlane_b32 s1, v0, 27
	scratch_load_dword v1, off, s33 offset:524
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s2
	scratch_store_dword off, v1, s33 offset:524
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v0, s0, 28
	s_nop 1
	v_writelane_b32 v0, s1, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_40
.LBB0_42:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s0, v0, 32
	v_readlane_b32 s1, v0, 33
	s_or_b64 exec, exec, s[0:1]
; %bb.43:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 536
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 18
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
	.size	private_sort, .Lfunc_end0-private_sort
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5668
; NumSgprs: 40
; NumVgprs: 14
; NumAgprs: 2
; TotalNumVgprs: 18
; ScratchSize: 536
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_sort
    .private_segment_fixed_size: 536
    .sgpr_count:     40
    .sgpr_spill_count: 128
    .symbol:         private_sort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 32
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
