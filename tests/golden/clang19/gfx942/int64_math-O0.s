	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	int64_math              ; -- Begin function int64_math
	.globl	int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[4:5], s[2:3]
	v_writelane_b32 v1, s4, 0
	s_nop 1
	v_writelane_b32 v1, s5, 1
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x18
	s_load_dword s0, s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[12:13]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b64_e32 v[2:3], s[10:11]
	scratch_store_dwordx2 off, v[2:3], s33 offset:16
	v_mov_b64_e32 v[2:3], s[8:9]
	scratch_store_dwordx2 off, v[2:3], s33 offset:24
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:32
	v_mov_b32_e32 v1, s0
	scratch_store_dword off, v1, s33 offset:40
	v_mov_b32_e32 v1, 0
	global_load_ushort v2, v1, s[4:5] offset:52
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
	s_mov_b64 s[6:7], 40
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
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s1, 3
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s1, v[6:7]
	global_load_dwordx2 v[4:5], v[4:5], off offset:40
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	scratch_store_dwordx2 off, v[2:3], s33 offset:48
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_nop 0
	scratch_load_dword v4, off, s33 offset:40
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0)
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[4:5]
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 2
	s_nop 1
	v_writelane_b32 v0, s3, 3
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_4
	s_branch .LBB0_2
.LBB0_1:
	s_branch .LBB0_6
.LBB0_2:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:56
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	s_nop 0
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:64
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	s_nop 0
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dword v1, v[2:3], off
	s_mov_b32 s0, 63
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s0
	scratch_store_dword off, v1, s33 offset:72
	scratch_load_dwordx2 v[2:3], off, s33 offset:64
	s_mov_b64 s[0:1], 1
	s_mov_b32 s2, s1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	v_or_b32_e64 v1, v1, s2
                                        ; kill: def $sgpr0 killed $sgpr0 killed $sgpr0_sgpr1
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_or_b32_e64 v2, v2, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], s33 offset:80
	scratch_load_dwordx2 v[2:3], off, s33 offset:56
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:88
	scratch_load_dwordx2 v[2:3], off, s33 offset:64
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[2:3], s0, v[2:3]
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[0:1], 2
	s_mov_b32 s2, s1
	v_or_b32_e64 v1, v1, s2
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
                                        ; kill: def $sgpr0 killed $sgpr0 killed $sgpr0_sgpr1
	v_or_b32_e64 v2, v2, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], s33 offset:96
	scratch_load_dword v1, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], v1, 1
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 4
	s_nop 1
	v_writelane_b32 v0, s1, 5
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_5
; %bb.3:
	scratch_load_dwordx2 v[2:3], off, s33 offset:96
	s_mov_b64 s[2:3], 0
	s_mov_b32 s0, s2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v2
	s_mov_b32 s2, s3
	v_mov_b32_e32 v2, v3
	v_sub_co_u32_e64 v0, s[0:1], s0, v0
	v_mov_b32_e32 v1, s2
	s_nop 0
	v_subb_co_u32_e64 v2, s[0:1], v1, v2, s[0:1]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	scratch_store_dwordx2 off, v[0:1], s33 offset:96
	s_branch .LBB0_5
.LBB0_4:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 6
	s_nop 1
	v_writelane_b32 v0, s1, 7
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_6
	s_branch .LBB0_1
.LBB0_5:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v2, 4
	v_readlane_b32 s1, v2, 5
	s_or_b64 exec, exec, s[0:1]
	scratch_load_dwordx2 v[0:1], off, s33 offset:32
	scratch_load_dwordx2 v[4:5], off, s33 offset:48
	s_mov_b32 s0, 6
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	scratch_store_dwordx2 off, v[0:1], s33 offset:104
	scratch_load_dwordx2 v[6:7], off, s33 offset:56
	s_nop 0
	scratch_load_dwordx2 v[0:1], off, s33 offset:64
	s_mov_b32 s2, 32
	v_writelane_b32 v2, s2, 8
	s_waitcnt vmcnt(1)
	v_lshrrev_b64 v[4:5], s2, v[6:7]
	v_mov_b32_e32 v3, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v0
	v_mul_lo_u32 v3, v3, v4
	v_lshrrev_b64 v[0:1], s2, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v6
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[4:5], s[0:1], v0, v4, 0
	v_mov_b32_e32 v0, v5
	v_add3_u32 v0, v0, v1, v3
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[6:7], s2, v[0:1]
	v_mov_b32_e32 v1, v7
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s3, 0
	v_writelane_b32 v2, s3, 9
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v5
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v4
	v_or_b32_e64 v4, v1, v3
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[4:5], off
	scratch_load_dwordx2 v[4:5], off, s33 offset:56
	s_nop 0
	scratch_load_dword v0, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], v0, v[4:5]
	scratch_load_dwordx2 v[4:5], off, s33 offset:64
	s_mov_b32 s0, 63
	v_sub_u32_e64 v0, s0, v0
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[4:5], v0, v[4:5]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v5
	v_xor_b32_e64 v0, v0, v1
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v4
	v_xor_b32_e64 v4, v1, v3
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[4:5], off offset:8
	scratch_load_dwordx2 v[8:9], off, s33 offset:56
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:80
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s2, v[4:5]
	v_mov_b32_e32 v12, v0
	v_cvt_f32_u32_e64 v1, v12
	v_mov_b32_e32 v10, v4
	v_cvt_f32_u32_e64 v0, v10
	s_mov_b32 s13, 0x4f800000
	v_fmac_f32_e64 v0, v1, s13
	v_rcp_f32_e64 v0, v0
	s_mov_b32 s12, 0x5f7ffffc
	v_mul_f32_e64 v1, v0, s12
	s_mov_b32 s11, 0x2f800000
	v_mul_f32_e64 v0, v1, s11
	v_trunc_f32_e64 v0, v0
	s_mov_b32 s10, 0xcf800000
	v_fmac_f32_e64 v1, v0, s10
	v_cvt_u32_f32_e64 v1, v1
	s_mov_b64 s[4:5], 0
	v_writelane_b32 v2, s4, 10
	s_nop 1
	v_writelane_b32 v2, s5, 11
	s_mov_b32 s0, s4
	v_mov_b32_e32 v3, v4
	s_mov_b32 s6, s5
	v_mov_b32_e32 v4, v5
	v_sub_co_u32_e64 v6, s[0:1], s0, v3
	v_mov_b32_e32 v3, s6
	s_nop 0
	v_subb_co_u32_e64 v3, s[0:1], v3, v4, s[0:1]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	v_lshrrev_b64 v[4:5], s2, v[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_mul_lo_u32 v14, v4, v1
	v_cvt_u32_f32_e64 v0, v0
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v17, v0
	v_lshrrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v11, v6
	v_mul_lo_u32 v13, v11, v5
	v_mad_u64_u32 v[6:7], s[0:1], v11, v1, 0
	v_mov_b32_e32 v3, v7
	v_add3_u32 v14, v3, v13, v14
	v_mad_u64_u32 v[16:17], s[0:1], v1, v14, 0
	v_mov_b32_e32 v18, v16
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v13, s0
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v13
	v_lshlrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v13, v17
	v_or_b32_e64 v3, v3, v13
	v_mov_b32_e32 v13, v18
	v_mov_b32_e32 v15, v16
	v_or_b32_e64 v18, v13, v15
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v7, v6
	v_mul_hi_u32 v16, v1, v7
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[18:19]
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v3, v17
	v_mad_u64_u32 v[16:17], s[0:1], v5, v7, 0
	v_mov_b32_e32 v18, v16
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v7, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v7
	v_mov_b32_e32 v7, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v13, s0
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v13
	v_lshlrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v13, v17
	v_or_b32_e64 v7, v7, v13
	v_mov_b32_e32 v13, v18
	v_mov_b32_e32 v15, v16
	v_or_b32_e64 v16, v13, v15
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v7
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v7, v17
	v_mad_u64_u32 v[14:15], s[0:1], v5, v14, 0
	v_mov_b32_e32 v5, v15
	s_mov_b32 s0, 0
	v_writelane_b32 v2, s0, 12
	v_add_co_u32_e32 v6, vcc, v6, v13
	s_nop 1
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	v_mov_b32_e32 v7, s0
	s_nop 0
	v_addc_co_u32_e32 v16, vcc, v5, v7, vcc
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v5
	v_lshlrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v7, v17
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v5, v15
	v_or_b32_e64 v5, v5, v7
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v7, v14
	v_or_b32_e64 v14, v7, v13
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v5
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v1, s[6:7], v1, v3
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v3, v6
	v_addc_co_u32_e64 v0, s[6:7], v0, v3, s[6:7]
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v0
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v5, v6
	v_mad_u64_u32 v[14:15], s[6:7], v11, v1, 0
	v_mov_b32_e32 v3, v14
	v_mad_u64_u32 v[16:17], s[6:7], v5, v3, 0
	v_mov_b32_e32 v18, v16
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v6
	v_mov_b32_e32 v6, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v7, s1
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v7
	v_lshlrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v7, v17
	v_or_b32_e64 v6, v6, v7
	v_mov_b32_e32 v7, v18
	v_mov_b32_e32 v13, v16
	v_or_b32_e64 v16, v7, v13
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v6
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v6, v17
	v_mul_lo_u32 v11, v11, v5
	v_mul_lo_u32 v13, v4, v1
	v_mov_b32_e32 v4, v15
	v_add3_u32 v11, v4, v11, v13
	v_mad_u64_u32 v[14:15], s[6:7], v1, v11, 0
	v_mov_b32_e32 v16, v14
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v4
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v13, s1
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v13
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v13, v15
	v_or_b32_e64 v4, v4, v13
	v_mov_b32_e32 v13, v16
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
	v_or_b32_e64 v16, v13, v14
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v4
	v_mul_hi_u32 v14, v1, v3
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v3
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v3, v15
	v_mad_u64_u32 v[14:15], s[6:7], v5, v11, 0
	v_mov_b32_e32 v5, v15
	v_add_co_u32_e32 v4, vcc, v4, v7
	s_nop 1
	v_addc_co_u32_e32 v3, vcc, v3, v6, vcc
	v_mov_b32_e32 v6, s0
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v5, v6, vcc
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
	v_lshlrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v11, v7
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v5, v15
	v_or_b32_e64 v5, v5, v11
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v14
	v_or_b32_e64 v6, v6, v7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshrrev_b64 v[4:5], s2, v[4:5]
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[6:7]
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v5, s[6:7], v1, v3
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v1, v6
	v_addc_co_u32_e64 v3, s[6:7], v0, v1, s[6:7]
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v3
	v_lshrrev_b64 v[0:1], s2, v[0:1]
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v8
	v_mad_u64_u32 v[6:7], s[6:7], v4, v3, 0
	v_mov_b32_e32 v14, v6
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v6, v7
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v1, v7
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v1, v14
                                        ; kill: def $vgpr6 killed $vgpr6 killed $vgpr6_vgpr7 killed $exec
	v_or_b32_e64 v6, v1, v6
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mul_hi_u32 v0, v4, v5
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v11, s3
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v11
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	v_mov_b32_e32 v6, v0
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr0_vgpr1 killed $exec
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v0, v8
	v_mad_u64_u32 v[8:9], s[6:7], v0, v5, 0
	v_mov_b32_e32 v14, v8
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v8, v9
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v7, s1
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v7
	v_lshlrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v7, v9
	v_or_b32_e64 v5, v5, v7
	v_mov_b32_e32 v7, v14
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_or_b32_e64 v8, v7, v8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v9
	v_mad_u64_u32 v[8:9], s[6:7], v0, v3, 0
	v_mov_b32_e32 v3, v9
	v_add_co_u32_e32 v6, vcc, v6, v7
	s_nop 1
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	v_mov_b32_e32 v5, s0
	s_nop 0
	v_addc_co_u32_e32 v14, vcc, v3, v5, vcc
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v5, v15
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v3, v9
	v_or_b32_e64 v3, v3, v5
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v5, v8
	v_or_b32_e64 v8, v5, v7
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[8:9]
	v_mov_b32_e32 v1, v8
	v_mul_lo_u32 v11, v12, v1
	v_lshrrev_b64 v[6:7], s2, v[8:9]
	v_mov_b32_e32 v3, v6
	v_mul_lo_u32 v5, v10, v3
	v_mad_u64_u32 v[6:7], s[6:7], v10, v1, 0
	v_mov_b32_e32 v3, v7
	v_add3_u32 v11, v3, v5, v11
	v_sub_u32_e64 v3, v0, v11
	v_mov_b32_e32 v5, v6
	v_sub_co_u32_e64 v7, s[6:7], v4, v5
	s_nop 1
	v_subb_co_u32_e64 v4, s[8:9], v3, v12, s[6:7]
	v_sub_co_u32_e64 v3, s[8:9], v7, v10
	v_mov_b32_e32 v5, s0
	s_nop 0
	v_subb_co_u32_e64 v4, s[8:9], v4, v5, s[8:9]
	v_cmp_ge_u32_e64 s[8:9], v4, v12
	s_mov_b32 s1, -1
	v_writelane_b32 v2, s1, 13
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a0, v2              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v5, s1
	v_cndmask_b32_e64 v2, v2, v5, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], v4, v12
	v_cmp_ge_u32_e64 s[14:15], v3, v10
	v_mov_b32_e32 v3, s0
	v_mov_b32_e32 v4, s1
	v_cndmask_b32_e64 v3, v3, v4, s[14:15]
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_cmp_ne_u32_e64 s[8:9], v2, s0
	s_mov_b64 s[20:21], 2
	v_lshl_add_u64 v[2:3], v[8:9], 0, s[20:21]
	v_mov_b32_e32 v13, v3
	s_mov_b64 s[18:19], 1
	v_lshl_add_u64 v[4:5], v[8:9], 0, s[18:19]
	v_mov_b32_e32 v6, v5
	v_cndmask_b32_e64 v6, v6, v13, s[8:9]
	v_subb_co_u32_e64 v11, s[6:7], v0, v11, s[6:7]
	v_cmp_ge_u32_e64 s[6:7], v11, v12
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v13, s1
	v_cndmask_b32_e64 v0, v0, v13, s[6:7]
	v_cmp_eq_u32_e64 s[6:7], v11, v12
	v_cmp_ge_u32_e64 s[14:15], v7, v10
	v_mov_b32_e32 v7, s0
	v_mov_b32_e32 v10, s1
	v_cndmask_b32_e64 v7, v7, v10, s[14:15]
	v_cndmask_b32_e64 v0, v0, v7, s[6:7]
	v_cmp_ne_u32_e64 s[6:7], v0, s0
	v_mov_b32_e32 v0, v9
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v6, s[6:7]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v4
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_cndmask_b32_e64 v2, v1, v2, s[6:7]
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	scratch_load_dwordx2 v[8:9], off, s33 offset:56
	scratch_load_dwordx2 v[4:5], off, s33 offset:80
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s2, v[4:5]
	v_mov_b32_e32 v7, v0
	v_accvgpr_write_b32 a1, v7              ;  Reload Reuse
	v_cvt_f32_u32_e64 v1, v7
	v_mov_b32_e32 v6, v4
	v_cvt_f32_u32_e64 v0, v6
	v_fmac_f32_e64 v0, v1, s13
	v_rcp_f32_e64 v0, v0
	s_nop 0
	v_mul_f32_e64 v1, v0, s12
	v_mul_f32_e64 v0, v1, s11
	v_trunc_f32_e64 v0, v0
	v_fmac_f32_e64 v1, v0, s10
	v_cvt_u32_f32_e64 v1, v1
	s_mov_b32 s6, s4
	v_mov_b32_e32 v2, v4
	s_mov_b32 s8, s5
	v_mov_b32_e32 v3, v5
	v_sub_co_u32_e64 v12, s[6:7], s6, v2
	v_mov_b32_e32 v2, s8
	s_nop 0
	v_subb_co_u32_e64 v2, s[6:7], v2, v3, s[6:7]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_lshrrev_b64 v[2:3], s2, v[12:13]
	v_mov_b32_e32 v4, v2
	v_mul_lo_u32 v10, v4, v1
	v_cvt_u32_f32_e64 v0, v0
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v0
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v11, v12
	v_mul_lo_u32 v5, v11, v3
	v_mad_u64_u32 v[14:15], s[6:7], v11, v1, 0
	v_mov_b32_e32 v2, v15
	v_add3_u32 v13, v2, v5, v10
	v_mad_u64_u32 v[16:17], s[6:7], v1, v13, 0
	v_mov_b32_e32 v18, v16
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v2, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v5, s6
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v5
	v_lshlrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v5, v17
	v_or_b32_e64 v2, v2, v5
	v_mov_b32_e32 v5, v18
	v_mov_b32_e32 v10, v16
	v_or_b32_e64 v16, v5, v10
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v10, v14
	v_mul_hi_u32 v14, v1, v10
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v2
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v5, v15
	v_mad_u64_u32 v[14:15], s[6:7], v3, v10, 0
	v_mov_b32_e32 v16, v14
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v10, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v10
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v12, s6
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v12
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v12, v15
	v_or_b32_e64 v10, v10, v12
	v_mov_b32_e32 v12, v16
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
	v_or_b32_e64 v14, v12, v14
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v10
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v10, v15
	v_mad_u64_u32 v[14:15], s[6:7], v3, v13, 0
	v_mov_b32_e32 v3, v15
	v_add_co_u32_e32 v2, vcc, v2, v12
	s_nop 1
	v_addc_co_u32_e32 v5, vcc, v5, v10, vcc
	v_mov_b32_e32 v10, s0
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v3, v10, vcc
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v3, s6
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v10, v13
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v3, v15
	v_or_b32_e64 v3, v3, v10
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v10, v14
	v_or_b32_e64 v12, v10, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[12:13]
	v_mov_b32_e32 v5, v2
	v_add_co_u32_e64 v1, s[6:7], v1, v5
	v_lshrrev_b64 v[2:3], s2, v[2:3]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_nop 0
	v_addc_co_u32_e64 v0, s[6:7], v0, v2, s[6:7]
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v0
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_mov_b32_e32 v3, v2
	v_mad_u64_u32 v[14:15], s[6:7], v11, v1, 0
	v_mov_b32_e32 v2, v14
	v_mad_u64_u32 v[12:13], s[6:7], v3, v2, 0
	v_mov_b32_e32 v16, v12
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v5
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v10, s6
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v10
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v10, v13
	v_or_b32_e64 v5, v5, v10
	v_mov_b32_e32 v10, v16
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_or_b32_e64 v12, v10, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v5
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v5, v13
	v_mul_lo_u32 v11, v11, v3
	v_mul_lo_u32 v12, v4, v1
	v_mov_b32_e32 v4, v15
	v_add3_u32 v11, v4, v11, v12
	v_mad_u64_u32 v[14:15], s[6:7], v1, v11, 0
	v_mov_b32_e32 v12, v14
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v16, s6
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v16
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v16, v15
	v_or_b32_e64 v4, v4, v16
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v14
	v_or_b32_e64 v14, v12, v13
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v4
	v_mul_hi_u32 v12, v1, v2
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v4, v13
	v_mad_u64_u32 v[12:13], s[6:7], v3, v11, 0
	v_mov_b32_e32 v3, v13
	v_add_co_u32_e32 v2, vcc, v2, v10
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v4, v5, vcc
	v_mov_b32_e32 v4, s0
	s_nop 0
	v_addc_co_u32_e32 v4, vcc, v3, v4, vcc
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v3, s6
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[4:5], s2, v[4:5]
	v_mov_b32_e32 v11, v5
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v3, v13
	v_or_b32_e64 v3, v3, v11
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v12
	v_or_b32_e64 v4, v4, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v10
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_mov_b32_e32 v4, v2
	v_add_co_u32_e64 v5, s[6:7], v1, v4
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_addc_co_u32_e64 v2, s[6:7], v0, v1, s[6:7]
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_lshrrev_b64 v[0:1], s2, v[0:1]
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v1, v8
	v_mad_u64_u32 v[10:11], s[6:7], v1, v3, 0
	v_mov_b32_e32 v12, v10
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v10, v11
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s6
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	v_lshlrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v2, v11
	v_or_b32_e64 v0, v0, v2
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v4, v10
	v_or_b32_e64 v12, v2, v4
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mul_hi_u32 v10, v1, v5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[12:13]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v4, v11
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v0, v8
	v_mad_u64_u32 v[10:11], s[6:7], v0, v5, 0
	v_mov_b32_e32 v8, v10
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v10, v11
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v12, s6
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v12
	v_lshlrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v12, v11
	v_or_b32_e64 v5, v5, v12
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v10
	v_or_b32_e64 v10, v8, v9
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v5
	v_mov_b32_e32 v8, v10
	v_mov_b32_e32 v5, v11
	v_mad_u64_u32 v[10:11], s[6:7], v0, v3, 0
	v_mov_b32_e32 v3, v11
	v_add_co_u32_e32 v2, vcc, v2, v8
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v4, v5, vcc
	v_mov_b32_e32 v4, s0
	s_nop 0
	v_addc_co_u32_e32 v4, vcc, v3, v4, vcc
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v3, s6
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[4:5], s2, v[4:5]
	v_mov_b32_e32 v9, v5
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v3, s3
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v3, v11
	v_or_b32_e64 v3, v3, v9
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v10
	v_or_b32_e64 v4, v4, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v8
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[4:5]
	v_mov_b32_e32 v2, v8
	v_mul_lo_u32 v4, v7, v2
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v3, v8
	v_mul_lo_u32 v3, v6, v3
	v_mad_u64_u32 v[8:9], s[6:7], v6, v2, 0
	v_mov_b32_e32 v2, v9
	v_add3_u32 v5, v2, v3, v4
	v_sub_u32_e64 v2, v0, v5
	v_mov_b32_e32 v3, v8
	v_sub_co_u32_e64 v1, s[6:7], v1, v3
	s_nop 1
	v_subb_co_u32_e64 v3, s[8:9], v2, v7, s[6:7]
	v_sub_co_u32_e64 v2, s[14:15], v1, v6
	v_mov_b32_e32 v4, s0
	s_nop 0
	v_subb_co_u32_e64 v4, s[8:9], v3, v4, s[14:15]
	v_cmp_ge_u32_e64 s[8:9], v4, v7
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v9, s1
	v_cndmask_b32_e64 v8, v8, v9, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], v4, v7
	v_cmp_ge_u32_e64 s[16:17], v2, v6
	v_mov_b32_e32 v9, s0
	v_mov_b32_e32 v10, s1
	v_cndmask_b32_e64 v9, v9, v10, s[16:17]
	v_cndmask_b32_e64 v8, v8, v9, s[8:9]
	v_cmp_ne_u32_e64 s[8:9], v8, s0
	v_subb_co_u32_e64 v8, s[14:15], v3, v7, s[14:15]
	v_sub_co_u32_e64 v3, s[14:15], v2, v6
	v_mov_b32_e32 v9, s0
	s_nop 0
	v_subb_co_u32_e64 v8, s[14:15], v8, v9, s[14:15]
	v_cndmask_b32_e64 v4, v4, v8, s[8:9]
	v_subb_co_u32_e64 v0, s[6:7], v0, v5, s[6:7]
	v_cmp_ge_u32_e64 s[6:7], v0, v7
	v_mov_b32_e32 v5, s0
	v_mov_b32_e32 v8, s1
	v_cndmask_b32_e64 v5, v5, v8, s[6:7]
	v_cmp_eq_u32_e64 s[6:7], v0, v7
	v_cmp_ge_u32_e64 s[14:15], v1, v6
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	v_cndmask_b32_e64 v6, v6, v7, s[14:15]
	v_cndmask_b32_e64 v5, v5, v6, s[6:7]
	v_cmp_ne_u32_e64 s[6:7], v5, s0
	s_nop 1
	v_cndmask_b32_e64 v0, v0, v4, s[6:7]
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_cndmask_b32_e64 v2, v1, v2, s[6:7]
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	scratch_load_dwordx2 v[0:1], off, s33 offset:88
	s_nop 0
	scratch_load_dwordx2 v[2:3], off, s33 offset:96
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e64 s[14:15], v[2:3], s[4:5]
	s_mov_b64 s[6:7], -1
	s_mov_b32 s8, s7
	s_mov_b32 s9, s5
	v_mov_b32_e32 v4, s9
	v_mov_b32_e32 v5, s8
	v_cndmask_b32_e64 v6, v4, v5, s[14:15]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	s_mov_b32 s7, s4
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s6
	v_cndmask_b32_e64 v4, v4, v5, s[14:15]
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v5
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[4:5]
	v_mov_b32_e32 v2, v9
	v_xor_b32_e64 v2, v2, v6
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v3, v8
	v_xor_b32_e64 v8, v3, v5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v14, v8
	v_cvt_f32_u32_e64 v2, v14
	v_lshrrev_b64 v[10:11], s2, v[8:9]
	v_mov_b32_e32 v16, v10
	v_cvt_f32_u32_e64 v3, v16
	v_fmac_f32_e64 v2, v3, s13
	v_rcp_f32_e64 v2, v2
	s_nop 0
	v_mul_f32_e64 v3, v2, s12
	v_mul_f32_e64 v2, v3, s11
	v_trunc_f32_e64 v2, v2
	v_fmac_f32_e64 v3, v2, s10
	v_cvt_u32_f32_e64 v3, v3
	s_mov_b32 s14, s4
	v_mov_b32_e32 v4, v8
	s_mov_b32 s16, s5
	v_mov_b32_e32 v7, v9
	v_sub_co_u32_e64 v12, s[14:15], s14, v4
	v_mov_b32_e32 v4, s16
	s_nop 0
	v_subb_co_u32_e64 v4, s[14:15], v4, v7, s[14:15]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_lshrrev_b64 v[8:9], s2, v[12:13]
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_mul_lo_u32 v10, v8, v3
	v_cvt_u32_f32_e64 v2, v2
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v18, v3
	v_mov_b32_e32 v19, v2
	v_lshrrev_b64 v[18:19], s2, v[18:19]
	v_mov_b32_e32 v7, v18
	v_mov_b32_e32 v11, v12
	v_mul_lo_u32 v9, v11, v7
	v_mad_u64_u32 v[18:19], s[14:15], v11, v3, 0
	v_mov_b32_e32 v4, v19
	v_add3_u32 v13, v4, v9, v10
	v_mad_u64_u32 v[20:21], s[14:15], v3, v13, 0
	v_mov_b32_e32 v22, v20
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr22 killed $vgpr22 def $vgpr22_vgpr23 killed $exec
	v_mov_b32_e32 v23, v4
	v_mov_b32_e32 v4, v23
	v_mov_b32_e32 v20, v21
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v9, s14
                                        ; kill: def $vgpr20 killed $vgpr20 def $vgpr20_vgpr21 killed $exec
	v_mov_b32_e32 v21, v9
	v_lshlrev_b64 v[20:21], s2, v[20:21]
	v_mov_b32_e32 v9, v21
	v_or_b32_e64 v4, v4, v9
	v_mov_b32_e32 v9, v22
	v_mov_b32_e32 v10, v20
	v_or_b32_e64 v20, v9, v10
                                        ; kill: def $vgpr20 killed $vgpr20 def $vgpr20_vgpr21 killed $exec
	v_mov_b32_e32 v21, v4
	v_mov_b32_e32 v9, v18
	v_mul_hi_u32 v18, v3, v9
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v4
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[20:21]
	v_mov_b32_e32 v10, v18
	v_mov_b32_e32 v4, v19
	v_mad_u64_u32 v[18:19], s[14:15], v7, v9, 0
	v_mov_b32_e32 v20, v18
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v9, s3
                                        ; kill: def $vgpr20 killed $vgpr20 def $vgpr20_vgpr21 killed $exec
	v_mov_b32_e32 v21, v9
	v_mov_b32_e32 v9, v21
	v_mov_b32_e32 v18, v19
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v12, s14
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v12
	v_lshlrev_b64 v[18:19], s2, v[18:19]
	v_mov_b32_e32 v12, v19
	v_or_b32_e64 v9, v9, v12
	v_mov_b32_e32 v12, v20
	v_mov_b32_e32 v15, v18
	v_or_b32_e64 v18, v12, v15
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v9
	v_mov_b32_e32 v12, v18
	v_mov_b32_e32 v9, v19
	v_mad_u64_u32 v[18:19], s[14:15], v7, v13, 0
	v_mov_b32_e32 v7, v19
	v_add_co_u32_e32 v12, vcc, v10, v12
	s_nop 1
	v_addc_co_u32_e32 v4, vcc, v4, v9, vcc
	v_mov_b32_e32 v9, s0
	s_nop 0
	v_addc_co_u32_e32 v20, vcc, v7, v9, vcc
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v7, s14
                                        ; kill: def $vgpr20 killed $vgpr20 def $vgpr20_vgpr21 killed $exec
	v_mov_b32_e32 v21, v7
	v_lshlrev_b64 v[20:21], s2, v[20:21]
	v_mov_b32_e32 v9, v21
                                        ; kill: def $vgpr18 killed $vgpr18 killed $vgpr18_vgpr19 killed $exec
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v7, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v7
	v_mov_b32_e32 v7, v19
	v_or_b32_e64 v7, v7, v9
	v_mov_b32_e32 v10, v20
	v_mov_b32_e32 v9, v18
	v_or_b32_e64 v18, v9, v10
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v7
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_lshrrev_b64 v[12:13], s2, v[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_mov_b32_e32 v4, v12
	v_add_co_u32_e64 v3, s[14:15], v3, v4
	v_lshrrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v4, v12
	v_addc_co_u32_e64 v2, s[14:15], v2, v4, s[14:15]
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v2
	v_lshrrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v7, v12
	v_mad_u64_u32 v[18:19], s[14:15], v11, v3, 0
	v_mov_b32_e32 v4, v18
	v_mad_u64_u32 v[12:13], s[14:15], v7, v4, 0
	v_mov_b32_e32 v20, v12
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v9, s3
                                        ; kill: def $vgpr20 killed $vgpr20 def $vgpr20_vgpr21 killed $exec
	v_mov_b32_e32 v21, v9
	v_mov_b32_e32 v9, v21
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v10, s14
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v10
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v10, v13
	v_or_b32_e64 v9, v9, v10
	v_mov_b32_e32 v10, v20
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_or_b32_e64 v12, v10, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v9, v13
	v_mul_lo_u32 v11, v11, v7
	v_mul_lo_u32 v12, v8, v3
	v_mov_b32_e32 v8, v19
	v_add3_u32 v11, v8, v11, v12
	v_mad_u64_u32 v[18:19], s[14:15], v3, v11, 0
	v_mov_b32_e32 v12, v18
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v8, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v18, v19
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v15, s14
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v15
	v_lshlrev_b64 v[18:19], s2, v[18:19]
	v_mov_b32_e32 v15, v19
	v_or_b32_e64 v8, v8, v15
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v18
	v_or_b32_e64 v18, v12, v13
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v8
	v_mul_hi_u32 v12, v3, v4
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v4, v13
	v_mad_u64_u32 v[12:13], s[14:15], v7, v11, 0
	v_mov_b32_e32 v7, v13
	v_add_co_u32_e32 v8, vcc, v8, v10
	s_nop 1
	v_addc_co_u32_e32 v4, vcc, v4, v9, vcc
	v_mov_b32_e32 v9, s0
	s_nop 0
	v_addc_co_u32_e32 v10, vcc, v7, v9, vcc
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v7, s14
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v7
	v_lshlrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v9, v11
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v7, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v7
	v_mov_b32_e32 v7, v13
	v_or_b32_e64 v7, v7, v9
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v9, v12
	v_or_b32_e64 v10, v9, v10
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v7
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v4
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[10:11]
	v_mov_b32_e32 v4, v10
	v_add_co_u32_e64 v9, s[14:15], v3, v4
	v_lshrrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v3, v10
	v_addc_co_u32_e64 v4, s[14:15], v2, v3, s[14:15]
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v4
	v_lshrrev_b64 v[2:3], s2, v[2:3]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_cmp_lt_i64_e64 s[14:15], v[0:1], s[4:5]
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v4, s8
	v_cndmask_b32_e64 v3, v3, v4, s[14:15]
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v7, s6
	v_cndmask_b32_e64 v12, v4, v7, s[14:15]
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v3, v13
	v_lshl_add_u64 v[10:11], v[0:1], 0, v[12:13]
	v_mov_b32_e32 v0, v11
	v_xor_b32_e64 v0, v0, v3
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v1, v10
	v_xor_b32_e64 v10, v1, v4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v7, v10
	v_mad_u64_u32 v[12:13], s[14:15], v7, v2, 0
	v_mov_b32_e32 v18, v12
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v0, v19
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v1, s14
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v1
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v1, v13
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v1, v18
	v_mov_b32_e32 v8, v12
	v_or_b32_e64 v12, v1, v8
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mul_hi_u32 v0, v7, v9
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v8, s3
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v8
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v0, v1
	v_lshrrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v1, v10
	v_mad_u64_u32 v[12:13], s[14:15], v1, v9, 0
	v_mov_b32_e32 v10, v12
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v9, s3
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v9, v11
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v15, s14
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v15
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v15, v13
	v_or_b32_e64 v9, v9, v15
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v12
	v_or_b32_e64 v12, v10, v11
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v9, v13
	v_mad_u64_u32 v[12:13], s[14:15], v1, v2, 0
	v_mov_b32_e32 v2, v13
	v_add_co_u32_e32 v8, vcc, v8, v10
	s_nop 1
	v_addc_co_u32_e32 v0, vcc, v0, v9, vcc
	v_mov_b32_e32 v9, s0
	s_nop 0
	v_addc_co_u32_e32 v10, vcc, v2, v9, vcc
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v2, s14
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	v_lshlrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v9, v11
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v2, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v2, v13
	v_or_b32_e64 v2, v2, v9
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v9, v12
	v_or_b32_e64 v10, v9, v10
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[10:11]
	v_mov_b32_e32 v0, v12
	v_mul_lo_u32 v11, v16, v0
	v_lshrrev_b64 v[8:9], s2, v[12:13]
	v_mov_b32_e32 v2, v8
	v_mul_lo_u32 v10, v14, v2
	v_mad_u64_u32 v[8:9], s[14:15], v14, v0, 0
	v_mov_b32_e32 v2, v9
	v_add3_u32 v15, v2, v10, v11
	v_sub_u32_e64 v2, v1, v15
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_sub_co_u32_e64 v7, s[14:15], v7, v8
	s_nop 1
	v_subb_co_u32_e64 v2, s[16:17], v2, v16, s[14:15]
	v_sub_co_u32_e64 v8, s[16:17], v7, v14
	v_mov_b32_e32 v9, s0
	s_nop 0
	v_subb_co_u32_e64 v9, s[16:17], v2, v9, s[16:17]
	v_cmp_ge_u32_e64 s[16:17], v9, v16
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v10, s1
	v_cndmask_b32_e64 v2, v2, v10, s[16:17]
	v_cmp_eq_u32_e64 s[16:17], v9, v16
	v_cmp_ge_u32_e64 s[22:23], v8, v14
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v9, s1
	v_cndmask_b32_e64 v8, v8, v9, s[22:23]
	v_cndmask_b32_e64 v2, v2, v8, s[16:17]
	v_cmp_ne_u32_e64 s[16:17], v2, s0
	v_lshl_add_u64 v[10:11], v[12:13], 0, s[20:21]
	v_mov_b32_e32 v17, v11
	v_lshl_add_u64 v[8:9], v[12:13], 0, s[18:19]
	v_mov_b32_e32 v2, v9
	v_cndmask_b32_e64 v2, v2, v17, s[16:17]
	v_subb_co_u32_e64 v15, s[14:15], v1, v15, s[14:15]
	v_cmp_ge_u32_e64 s[14:15], v15, v16
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v17, s1
	v_cndmask_b32_e64 v1, v1, v17, s[14:15]
	v_cmp_eq_u32_e64 s[14:15], v15, v16
	v_cmp_ge_u32_e64 s[18:19], v7, v14
	v_mov_b32_e32 v7, s0
	v_mov_b32_e32 v14, s1
	v_cndmask_b32_e64 v7, v7, v14, s[18:19]
	v_cndmask_b32_e64 v1, v1, v7, s[14:15]
	v_cmp_ne_u32_e64 s[14:15], v1, s0
	v_mov_b32_e32 v1, v13
	s_nop 0
	v_cndmask_b32_e64 v2, v1, v2, s[14:15]
	v_mov_b32_e32 v7, v10
	v_mov_b32_e32 v1, v8
	v_cndmask_b32_e64 v1, v1, v7, s[16:17]
	v_cndmask_b32_e64 v0, v0, v1, s[14:15]
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	v_xor_b32_e64 v3, v3, v6
	v_xor_b32_e64 v4, v4, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v3, v5
	v_xor_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_xor_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_sub_co_u32_e64 v2, s[14:15], v2, v3
	s_nop 1
	v_subb_co_u32_e64 v0, s[14:15], v0, v1, s[14:15]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	scratch_load_dwordx2 v[0:1], off, s33 offset:88
	s_nop 0
	scratch_load_dwordx2 v[6:7], off, s33 offset:96
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e64 s[14:15], v[6:7], s[4:5]
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cndmask_b32_e64 v2, v2, v3, s[14:15]
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v4, s6
	v_cndmask_b32_e64 v4, v3, v4, s[14:15]
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr14
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v3, v5
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_mov_b32_e32 v2, v7
	v_xor_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v6
	v_xor_b32_e64 v6, v3, v4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v10, v6
	v_cvt_f32_u32_e64 v2, v10
	v_lshrrev_b64 v[4:5], s2, v[6:7]
	v_mov_b32_e32 v11, v4
	v_accvgpr_write_b32 a2, v11             ;  Reload Reuse
	v_cvt_f32_u32_e64 v3, v11
	v_fmac_f32_e64 v2, v3, s13
	v_rcp_f32_e64 v2, v2
	s_nop 0
	v_mul_f32_e64 v3, v2, s12
	v_mul_f32_e64 v2, v3, s11
	v_trunc_f32_e64 v2, v2
	v_fmac_f32_e64 v3, v2, s10
	v_cvt_u32_f32_e64 v3, v3
	s_mov_b32 s10, s4
	v_mov_b32_e32 v4, v6
	s_mov_b32 s12, s5
	v_mov_b32_e32 v5, v7
	v_sub_co_u32_e64 v12, s[10:11], s10, v4
	v_mov_b32_e32 v4, s12
	s_nop 0
	v_subb_co_u32_e64 v4, s[10:11], v4, v5, s[10:11]
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_lshrrev_b64 v[4:5], s2, v[12:13]
	v_mov_b32_e32 v6, v4
	v_mul_lo_u32 v8, v6, v3
	v_cvt_u32_f32_e64 v2, v2
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v2
	v_lshrrev_b64 v[4:5], s2, v[4:5]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v9, v12
	v_mul_lo_u32 v7, v9, v5
	v_mad_u64_u32 v[14:15], s[10:11], v9, v3, 0
	v_mov_b32_e32 v4, v15
	v_add3_u32 v13, v4, v7, v8
	v_mad_u64_u32 v[16:17], s[10:11], v3, v13, 0
	v_mov_b32_e32 v18, v16
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr18 killed $vgpr18 def $vgpr18_vgpr19 killed $exec
	v_mov_b32_e32 v19, v4
	v_mov_b32_e32 v4, v19
	v_mov_b32_e32 v16, v17
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v7, s10
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v7
	v_lshlrev_b64 v[16:17], s2, v[16:17]
	v_mov_b32_e32 v7, v17
	v_or_b32_e64 v4, v4, v7
	v_mov_b32_e32 v7, v18
	v_mov_b32_e32 v8, v16
	v_or_b32_e64 v16, v7, v8
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v4
	v_mov_b32_e32 v8, v14
	v_mul_hi_u32 v14, v3, v8
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v4
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v7, v15
	v_mad_u64_u32 v[14:15], s[10:11], v5, v8, 0
	v_mov_b32_e32 v16, v14
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v8, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v8
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v12, s10
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v12
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v12, v15
	v_or_b32_e64 v8, v8, v12
	v_mov_b32_e32 v12, v16
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
	v_or_b32_e64 v14, v12, v14
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v8
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v8, v15
	v_mad_u64_u32 v[14:15], s[10:11], v5, v13, 0
	v_mov_b32_e32 v5, v15
	v_add_co_u32_e32 v4, vcc, v4, v12
	s_nop 1
	v_addc_co_u32_e32 v7, vcc, v7, v8, vcc
	v_mov_b32_e32 v8, s0
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v5, v8, vcc
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v5, s10
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v5
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v8, v13
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v5, v15
	v_or_b32_e64 v5, v5, v8
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v8, v14
	v_or_b32_e64 v12, v8, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v5
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr10
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	v_lshrrev_b64 v[4:5], s2, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	v_mov_b32_e32 v7, v4
	v_add_co_u32_e64 v3, s[10:11], v3, v7
	v_lshrrev_b64 v[4:5], s2, v[4:5]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_nop 0
	v_addc_co_u32_e64 v2, s[10:11], v2, v4, s[10:11]
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v2
	v_lshrrev_b64 v[4:5], s2, v[4:5]
	v_mov_b32_e32 v5, v4
	v_mad_u64_u32 v[14:15], s[10:11], v9, v3, 0
	v_mov_b32_e32 v4, v14
	v_mad_u64_u32 v[12:13], s[10:11], v5, v4, 0
	v_mov_b32_e32 v16, v12
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v7, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v7
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v12, v13
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v8, s10
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v8
	v_lshlrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v8, v13
	v_or_b32_e64 v7, v7, v8
	v_mov_b32_e32 v8, v16
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_or_b32_e64 v12, v8, v12
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v7
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v7, v13
	v_mul_lo_u32 v9, v9, v5
	v_mul_lo_u32 v12, v6, v3
	v_mov_b32_e32 v6, v15
	v_add3_u32 v9, v6, v9, v12
	v_mad_u64_u32 v[14:15], s[10:11], v3, v9, 0
	v_mov_b32_e32 v12, v14
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v6, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v16, s10
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v16
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v16, v15
	v_or_b32_e64 v6, v6, v16
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v14
	v_or_b32_e64 v14, v12, v13
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v6
	v_mul_hi_u32 v12, v3, v4
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v4, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v4
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v6, v13
	v_mad_u64_u32 v[12:13], s[10:11], v5, v9, 0
	v_mov_b32_e32 v5, v13
	v_add_co_u32_e32 v4, vcc, v4, v8
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v6, v7, vcc
	v_mov_b32_e32 v6, s0
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v5, v6, vcc
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v5, s10
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
	v_lshlrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v9, v7
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v5, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v5
	v_mov_b32_e32 v5, v13
	v_or_b32_e64 v5, v5, v9
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v12
	v_or_b32_e64 v6, v6, v7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr10
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v8
	v_lshrrev_b64 v[4:5], s2, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[6:7]
	v_mov_b32_e32 v6, v4
	v_add_co_u32_e64 v9, s[10:11], v3, v6
	v_lshrrev_b64 v[4:5], s2, v[4:5]
	v_mov_b32_e32 v3, v4
	v_addc_co_u32_e64 v4, s[10:11], v2, v3, s[10:11]
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v4
	v_lshrrev_b64 v[2:3], s2, v[2:3]
	v_mov_b32_e32 v7, v2
	v_cmp_lt_i64_e64 s[4:5], v[0:1], s[4:5]
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s8
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v4, s6
	v_cndmask_b32_e64 v4, v3, v4, s[4:5]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_lshl_add_u64 v[12:13], v[0:1], 0, v[4:5]
	v_mov_b32_e32 v0, v13
	v_xor_b32_e64 v0, v0, v2
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v3, v12
	v_xor_b32_e64 v12, v3, v1
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v3, v12
	v_mad_u64_u32 v[14:15], s[4:5], v3, v7, 0
	v_mov_b32_e32 v16, v14
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v6, s4
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v6
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v6, v15
	v_or_b32_e64 v0, v0, v6
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v8, v14
	v_or_b32_e64 v16, v6, v8
                                        ; kill: def $vgpr16 killed $vgpr16 def $vgpr16_vgpr17 killed $exec
	v_mov_b32_e32 v17, v0
	v_mul_hi_u32 v14, v3, v9
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v0, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v0
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v8, v15
	v_lshrrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v0, v12
	v_mad_u64_u32 v[14:15], s[4:5], v0, v9, 0
	v_mov_b32_e32 v12, v14
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v9, s3
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v16, s4
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v16
	v_lshlrev_b64 v[14:15], s2, v[14:15]
	v_mov_b32_e32 v16, v15
	v_or_b32_e64 v9, v9, v16
                                        ; kill: def $vgpr12 killed $vgpr12 killed $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v14
	v_or_b32_e64 v14, v12, v13
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v9, v15
	v_mad_u64_u32 v[14:15], s[4:5], v0, v7, 0
	v_mov_b32_e32 v7, v15
	v_add_co_u32_e32 v6, vcc, v6, v12
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v8, v9, vcc
	v_mov_b32_e32 v8, s0
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v7, v8, vcc
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v7, s4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v7
	v_lshlrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v13, v9
                                        ; kill: def $vgpr14 killed $vgpr14 killed $vgpr14_vgpr15 killed $exec
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v7, s3
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v7, v15
	v_or_b32_e64 v7, v7, v13
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v14
	v_or_b32_e64 v8, v8, v9
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v7
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr3
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v12
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[8:9]
	v_mov_b32_e32 v6, v12
	v_mul_lo_u32 v8, v11, v6
	v_lshrrev_b64 v[12:13], s2, v[12:13]
	v_mov_b32_e32 v7, v12
	v_mul_lo_u32 v7, v10, v7
	v_mad_u64_u32 v[12:13], s[2:3], v10, v6, 0
	v_mov_b32_e32 v6, v13
	v_add3_u32 v9, v6, v7, v8
	v_sub_u32_e64 v6, v0, v9
	v_mov_b32_e32 v7, v12
	v_sub_co_u32_e64 v3, s[4:5], v3, v7
	s_nop 1
	v_subb_co_u32_e64 v7, s[2:3], v6, v11, s[4:5]
	v_sub_co_u32_e64 v6, s[6:7], v3, v10
	v_mov_b32_e32 v8, s0
	s_nop 0
	v_subb_co_u32_e64 v8, s[2:3], v7, v8, s[6:7]
	v_cmp_ge_u32_e64 s[2:3], v8, v11
	v_mov_b32_e32 v12, s0
	v_mov_b32_e32 v13, s1
	v_cndmask_b32_e64 v12, v12, v13, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v8, v11
	v_cmp_ge_u32_e64 s[8:9], v6, v10
	v_mov_b32_e32 v13, s0
	v_mov_b32_e32 v14, s1
	v_cndmask_b32_e64 v13, v13, v14, s[8:9]
	v_cndmask_b32_e64 v12, v12, v13, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], v12, s0
	v_subb_co_u32_e64 v12, s[6:7], v7, v11, s[6:7]
	v_sub_co_u32_e64 v7, s[6:7], v6, v10
	v_mov_b32_e32 v13, s0
	s_nop 0
	v_subb_co_u32_e64 v12, s[6:7], v12, v13, s[6:7]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_subb_co_u32_e64 v0, s[4:5], v0, v9, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v0, v11
	v_mov_b32_e32 v9, s0
	v_mov_b32_e32 v12, s1
	v_cndmask_b32_e64 v9, v9, v12, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v0, v11
	v_cmp_ge_u32_e64 s[6:7], v3, v10
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v11, s1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cndmask_b32_e64 v9, v9, v10, s[4:5]
	v_cmp_ne_u32_e64 s[0:1], v9, s0
	s_nop 1
	v_cndmask_b32_e64 v0, v0, v8, s[0:1]
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cndmask_b32_e64 v6, v3, v6, s[0:1]
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v0, v7
	v_xor_b32_e64 v2, v0, v2
	v_mov_b32_e32 v0, v6
	v_xor_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_sub_co_u32_e64 v2, s[0:1], v2, v3
	s_nop 1
	v_subb_co_u32_e64 v0, s[0:1], v0, v1, s[0:1]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off offset:40
	scratch_load_dwordx2 v[2:3], off, s33 offset:88
	s_nop 0
	scratch_load_dword v0, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_ashrrev_i64 v[2:3], v0, v[2:3]
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off offset:48
	scratch_load_dwordx2 v[2:3], off, s33 offset:56
	s_nop 0
	scratch_load_dword v0, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[4:5], v0, v[2:3]
	s_mov_b32 s0, 64
	v_sub_u32_e64 v0, s0, v0
	v_lshlrev_b64 v[2:3], v0, v[2:3]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v3
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v1, v4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_or_b32_e64 v2, v1, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off offset:56
	s_branch .LBB0_4
.LBB0_6:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v0, 6
	v_readlane_b32 s1, v0, 7
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 120
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
	.size	int64_math, .Lfunc_end0-int64_math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8948
; NumSgprs: 40
; NumVgprs: 24
; NumAgprs: 3
; TotalNumVgprs: 27
; ScratchSize: 120
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 27
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
  - .agpr_count:     3
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int64_math
    .private_segment_fixed_size: 120
    .sgpr_count:     40
    .sgpr_spill_count: 14
    .symbol:         int64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 7
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
