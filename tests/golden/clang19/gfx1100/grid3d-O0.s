	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	grid3d                  ; -- Begin function grid3d
	.globl	grid3d
	.p2align	8
	.type	grid3d,@function
grid3d:                                 ; @grid3d
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s15, 0
	v_writelane_b32 v1, s14, 1
	v_writelane_b32 v1, s13, 2
	s_mov_b64 s[4:5], s[2:3]
	v_writelane_b32 v1, s4, 3
	v_writelane_b32 v1, s5, 4
	v_writelane_b32 v1, s0, 5
	v_writelane_b32 v1, s1, 6
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v1, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_store_b32 off, v2, s33 offset:180 ; 4-byte Folded Spill
	s_load_b64 s[16:17], s[4:5], 0x0
	s_load_b64 s[10:11], s[4:5], 0x8
	s_load_b64 s[8:9], s[4:5], 0x10
	s_load_b64 s[6:7], s[4:5], 0x18
	s_load_b32 s2, s[4:5], 0x20
	s_load_b32 s1, s[4:5], 0x24
	s_load_b32 s0, s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s16
	v_mov_b32_e32 v4, s17
	scratch_store_b64 off, v[3:4], s33 offset:80
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s11
	scratch_store_b64 off, v[3:4], s33 offset:88
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	scratch_store_b64 off, v[3:4], s33 offset:96
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	scratch_store_b64 off, v[3:4], s33 offset:104
	v_mov_b32_e32 v1, s2
	scratch_store_b32 off, v1, s33 offset:112
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:116
	v_mov_b32_e32 v1, s0
	scratch_store_b32 off, v1, s33 offset:120
	v_mov_b32_e32 v1, 0
	global_load_u16 v3, v1, s[4:5] offset:60
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s13, v3
	scratch_store_b32 off, v1, s33 offset:64
	s_mov_b64 s[6:7], 0x58
	s_mov_b32 s2, s4
	s_mov_b32 s0, s5
	s_mov_b32 s3, s6
	s_mov_b32 s1, s7
	s_add_u32 s2, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_mov_b32 s1, 0
	scratch_load_b32 v4, off, s33 offset:64
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v6, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s0, v[4:5]
	s_mov_b32 s7, s2
	v_mov_b32_e32 v4, v5
	s_mov_b32 s6, s3
	v_mov_b32_e32 v5, v6
	v_add_co_u32 v4, s7, s7, v4
	v_add_co_ci_u32_e64 v6, s6, s6, v5, s7
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_b32 v5, v[4:5], off
	s_mov_b32 s6, 0x3ff
	v_and_b32_e64 v4, v2, s6
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	scratch_store_b32 off, v3, s33 offset:124
	global_load_u16 v3, v1, s[4:5] offset:62
                                        ; implicit-def: $sgpr6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s14, v3
	v_mov_b32_e32 v4, 1
	scratch_store_b32 off, v4, s33 offset:68
	scratch_load_b32 v4, off, s33 offset:68
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v6, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s0, v[4:5]
	s_mov_b32 s7, s2
	v_mov_b32_e32 v4, v5
	s_mov_b32 s6, s3
	v_mov_b32_e32 v5, v6
	v_add_co_u32 v4, s7, s7, v4
	v_add_co_ci_u32_e64 v6, s6, s6, v5, s7
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_b32 v5, v[4:5], off
	v_bfe_u32 v4, v2, 10, 10
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	scratch_store_b32 off, v3, s33 offset:128
	global_load_u16 v1, v1, s[4:5] offset:64
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, s15, v1
	v_mov_b32_e32 v3, 2
	scratch_store_b32 off, v3, s33 offset:72
	scratch_load_b32 v3, off, s33 offset:72
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	s_mov_b32 s1, s2
	v_mov_b32_e32 v3, v4
	s_mov_b32 s0, s3
	v_mov_b32_e32 v4, v5
	v_add_co_u32 v3, s1, s1, v3
	v_add_co_ci_u32_e64 v5, s0, s0, v4, s1
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	global_load_b32 v3, v[3:4], off
	v_bfe_u32 v2, v2, 20, 10
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v1, v2, v3
	scratch_store_b32 off, v1, s33 offset:132
	scratch_load_b32 v1, off, s33 offset:124
	scratch_load_b32 v2, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, v1, v2
	v_writelane_b32 v0, s0, 7
	v_cmp_lt_u32_e64 s1, v1, v2
	v_writelane_b32 v0, s0, 8
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 9
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_load_b32 v1, off, s33 offset:128
	scratch_load_b32 v2, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, v1, v2
	v_writelane_b32 v0, s0, 10
	v_cmp_lt_u32_e64 s1, v1, v2
	v_writelane_b32 v0, s0, 11
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 12
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_3
.LBB0_2:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 9
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s1, v0, 8
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 13
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_50
	s_branch .LBB0_4
.LBB0_3:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_load_b32 v1, off, s33 offset:132
	scratch_load_b32 v2, off, s33 offset:120
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s1, v1, v2
	s_mov_b32 s0, -1
	v_writelane_b32 v0, s0, 14
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 15
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_10
	s_branch .LBB0_6
.LBB0_4:
	s_branch .LBB0_50
.LBB0_5:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s2, v0, 12
	s_or_b32 exec_lo, exec_lo, s2
	v_readlane_b32 s0, v0, 7
	v_readlane_b32 s1, v0, 11
	s_and_not1_b32 s0, s0, exec_lo
	s_and_b32 s1, s1, exec_lo
	s_or_b32 s0, s0, s1
	v_writelane_b32 v0, s0, 8
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_branch .LBB0_2
.LBB0_6:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_load_b32 v3, off, s33 offset:132
	scratch_load_b32 v4, off, s33 offset:116
	scratch_load_b32 v5, off, s33 offset:128
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s0, v3, v4, v[5:6]
	v_mov_b32_e32 v3, v1
	scratch_load_b32 v4, off, s33 offset:112
	scratch_load_b32 v5, off, s33 offset:124
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s0, v3, v4, v[5:6]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	scratch_store_b32 off, v1, s33 offset:136
	scratch_load_b64 v[2:3], off, s33 offset:80
	s_mov_b32 s0, 0
	scratch_load_b32 v4, off, s33 offset:136
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v1, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s0, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v1, s0, v1, v4
	v_add_co_ci_u32_e64 v3, s0, v2, v3, s0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_b32 v1, v[1:2], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:140
	scratch_load_b32 v1, off, s33 offset:124
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, s0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:184 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 16
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_9
.LBB0_7:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 16
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:184 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:188 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 17
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_11
; %bb.8:
	scratch_load_b64 v[1:2], off, s33 offset:80
	scratch_load_b32 v0, off, s33 offset:136
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v3, v0, s0
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:188 ; 4-byte Folded Spill
	s_branch .LBB0_11
.LBB0_9:
	scratch_load_b32 v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:184 ; 4-byte Folded Spill
	s_branch .LBB0_7
.LBB0_10:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s2, v0, 15
	s_or_b32 exec_lo, exec_lo, s2
	v_readlane_b32 s0, v0, 10
	v_readlane_b32 s1, v0, 14
	s_and_not1_b32 s0, s0, exec_lo
	s_and_b32 s1, s1, exec_lo
	s_or_b32 s0, s0, s1
	v_writelane_b32 v0, s0, 11
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_branch .LBB0_5
.LBB0_11:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 17
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:144
	scratch_load_b32 v1, off, s33 offset:124
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s0
	scratch_load_b32 v2, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, v1, v2
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:192 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 18
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_14
.LBB0_12:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 18
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:192 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:196 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 19
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_15
; %bb.13:
	scratch_load_b64 v[1:2], off, s33 offset:80
	scratch_load_b32 v0, off, s33 offset:136
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v3, v0, s0
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:196 ; 4-byte Folded Spill
	s_branch .LBB0_15
.LBB0_14:
	scratch_load_b32 v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:192 ; 4-byte Folded Spill
	s_branch .LBB0_12
.LBB0_15:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 19
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:148
	scratch_load_b32 v1, off, s33 offset:128
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, s0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:200 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 20
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_16
	s_branch .LBB0_18
.LBB0_16:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 20
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:200 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:204 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 21
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_19
; %bb.17:
	scratch_load_b64 v[1:2], off, s33 offset:80
	scratch_load_b32 v0, off, s33 offset:136
	scratch_load_b32 v3, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_sub_nc_u32_e64 v3, v0, v3
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:204 ; 4-byte Folded Spill
	s_branch .LBB0_19
.LBB0_18:
	scratch_load_b32 v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:200 ; 4-byte Folded Spill
	s_branch .LBB0_16
.LBB0_19:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 21
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:152
	scratch_load_b32 v1, off, s33 offset:128
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s0
	scratch_load_b32 v2, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, v1, v2
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:208 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 22
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_20
	s_branch .LBB0_22
.LBB0_20:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 22
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:212 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 23
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_23
; %bb.21:
	scratch_load_b64 v[1:2], off, s33 offset:80
	scratch_load_b32 v0, off, s33 offset:136
	scratch_load_b32 v3, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v3, v0, v3
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:212 ; 4-byte Folded Spill
	s_branch .LBB0_23
.LBB0_22:
	scratch_load_b32 v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:208 ; 4-byte Folded Spill
	s_branch .LBB0_20
.LBB0_23:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 23
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:156
	scratch_load_b32 v1, off, s33 offset:132
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, s0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:216 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 24
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_26
.LBB0_24:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 24
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:216 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:220 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 25
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_27
; %bb.25:
	scratch_load_b64 v[1:2], off, s33 offset:80
	scratch_load_b32 v0, off, s33 offset:136
	scratch_load_b32 v3, off, s33 offset:112
	scratch_load_b32 v4, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v3, v4
	v_sub_nc_u32_e64 v3, v0, v3
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:220 ; 4-byte Folded Spill
	s_branch .LBB0_27
.LBB0_26:
	scratch_load_b32 v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:216 ; 4-byte Folded Spill
	s_branch .LBB0_24
.LBB0_27:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 25
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:160
	scratch_load_b32 v1, off, s33 offset:132
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s0
	scratch_load_b32 v2, off, s33 offset:120
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, v1, v2
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:224 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 26
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_28
	s_branch .LBB0_30
.LBB0_28:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 26
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:224 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:228 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 27
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_31
; %bb.29:
	scratch_load_b64 v[1:2], off, s33 offset:80
	scratch_load_b32 v6, off, s33 offset:136
	scratch_load_b32 v0, off, s33 offset:112
	scratch_load_b32 v5, off, s33 offset:116
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[3:4], s0, v0, v5, v[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v0, s0, v0, v3
	v_add_co_ci_u32_e64 v2, s0, v1, v2, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:228 ; 4-byte Folded Spill
	s_branch .LBB0_31
.LBB0_30:
	scratch_load_b32 v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:224 ; 4-byte Folded Spill
	s_branch .LBB0_28
.LBB0_31:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s1, v0, 27
	s_or_b32 exec_lo, exec_lo, s1
	v_readlane_b32 s0, v0, 1
	v_readlane_b32 s6, v0, 2
	v_readlane_b32 s7, v0, 0
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	scratch_load_b32 v2, off, s33 offset:180 ; 4-byte Folded Reload
	scratch_load_b32 v1, off, s33 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:164
	scratch_load_b32 v1, off, s33 offset:140
	s_mov_b32 s1, 6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, s1
	scratch_load_b32 v3, off, s33 offset:144
	scratch_load_b32 v4, off, s33 offset:148
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v3, v3, v4
	scratch_load_b32 v4, off, s33 offset:152
	scratch_load_b32 v5, off, s33 offset:156
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	scratch_load_b32 v4, off, s33 offset:160
	scratch_load_b32 v5, off, s33 offset:164
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	v_sub_nc_u32_e64 v1, v1, v3
	scratch_load_b64 v[4:5], off, s33 offset:88
	s_mov_b32 s2, 0
	scratch_load_b32 v6, off, s33 offset:136
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s2
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_mov_b32 s1, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[7:8], s1, v[6:7]
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v8
	v_add_co_u32 v3, s3, v3, v6
	v_add_co_ci_u32_e64 v5, s3, v4, v5, s3
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	global_store_b32 v[3:4], v1, off
	v_mov_b32_e32 v1, 1
	scratch_store_b32 off, v1, s33 offset:32
	s_mov_b64 s[12:13], 48
	s_mov_b32 s4, s10
	s_mov_b32 s3, s11
	s_mov_b32 s8, s12
	s_mov_b32 s5, s13
	s_add_u32 s4, s4, s8
	s_addc_u32 s3, s3, s5
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s3
	scratch_load_b32 v3, off, s33 offset:32
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v5, s2
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s1, v[3:4]
	s_mov_b32 s8, s4
	v_mov_b32_e32 v3, v4
	s_mov_b32 s3, s5
	v_mov_b32_e32 v4, v5
	v_add_co_u32 v3, s8, s8, v3
	v_add_co_ci_u32_e64 v5, s3, s3, v4, s8
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	global_load_b32 v3, v[3:4], off
	scratch_store_b32 off, v1, s33
	s_mov_b64 s[12:13], 0x42
	s_mov_b32 s9, s10
	s_mov_b32 s3, s11
	s_mov_b32 s10, s12
	s_mov_b32 s8, s13
	s_add_u32 s10, s9, s10
	s_addc_u32 s3, s3, s8
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s3
	scratch_load_b32 v4, off, s33
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v6, s2
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], v1, v[4:5]
	s_mov_b32 s8, s10
	v_mov_b32_e32 v4, v5
	s_mov_b32 s3, s11
	v_mov_b32_e32 v5, v6
	v_add_co_u32 v4, s8, s8, v4
	v_add_co_ci_u32_e64 v6, s3, s3, v5, s8
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_u16 v4, v[4:5], off
	s_mov_b32 s3, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s8, v4, s3
	v_cndmask_b32_e64 v4, 0, 1, s8
	v_add_nc_u32_e64 v5, v3, v4
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr8
	s_mov_b32 s8, s0
	s_mov_b32 s9, s12
	v_mad_u64_u32 v[3:4], s7, s7, v5, s[8:9]
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, 0
	scratch_store_b32 off, v4, s33 offset:36
	scratch_load_b32 v6, off, s33 offset:36
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v3, s2
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[7:8], s1, v[6:7]
	s_mov_b32 s8, s4
	v_mov_b32_e32 v6, v7
	s_mov_b32 s7, s5
	v_mov_b32_e32 v3, v8
	v_add_co_u32 v6, s8, s8, v6
	v_add_co_ci_u32_e64 v3, s7, s7, v3, s8
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	global_load_b32 v3, v[6:7], off
	scratch_store_b32 off, v4, s33 offset:4
	scratch_load_b32 v6, off, s33 offset:4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v4, s2
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v4
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[7:8], v1, v[6:7]
	s_mov_b32 s8, s10
	v_mov_b32_e32 v6, v7
	s_mov_b32 s7, s11
	v_mov_b32_e32 v4, v8
	v_add_co_u32 v6, s8, s8, v6
	v_add_co_ci_u32_e64 v4, s7, s7, v4, s8
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v4
	global_load_u16 v4, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s3, v4, s3
	v_cndmask_b32_e64 v4, 0, 1, s3
	v_add_nc_u32_e64 v6, v3, v4
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr7
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s3
	v_mad_u64_u32 v[3:4], s3, v5, v6, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	scratch_store_b32 off, v3, s33 offset:168
	v_bfe_u32 v2, v2, 20, 10
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v4, s2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	scratch_store_b64 off, v[2:3], s33 offset:236 ; 8-byte Folded Spill
	scratch_store_b32 off, v1, s33 offset:40
	scratch_load_b32 v1, off, s33 offset:40
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v3, s2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[2:3], s1, v[1:2]
	s_mov_b32 s2, s4
	v_mov_b32_e32 v1, v2
	s_mov_b32 s1, s5
	v_mov_b32_e32 v2, v3
	v_add_co_u32 v1, s2, s2, v1
	v_add_co_ci_u32_e64 v3, s1, s1, v2, s2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_b32 v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, s0, v1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:232 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 28
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_32
	s_branch .LBB0_34
.LBB0_32:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 28
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:232 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:244 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 29
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_35
; %bb.33:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	global_load_u16 v0, v0, s[0:1] offset:62
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:244 ; 4-byte Folded Spill
	s_branch .LBB0_35
.LBB0_34:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 1
	scratch_store_b32 off, v0, s33 offset:8
	s_mov_b64 s[4:5], 48
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s4
	s_mov_b32 s1, s5
	s_add_u32 s2, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_mov_b32 s0, 0
	scratch_load_b32 v1, off, s33 offset:8
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[1:2], v0, v[1:2]
	s_mov_b32 s1, s2
	v_mov_b32_e32 v0, v1
	s_mov_b32 s0, s3
	v_mov_b32_e32 v1, v2
	v_add_co_u32 v0, s1, s1, v0
	v_add_co_ci_u32_e64 v2, s0, s0, v1, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_u16 v0, v[0:1], off offset:18
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:232 ; 4-byte Folded Spill
	s_branch .LBB0_32
.LBB0_35:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s1, v0, 29
	s_or_b32 exec_lo, exec_lo, s1
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s4, v0, 3
	v_readlane_b32 s5, v0, 4
	scratch_load_b32 v1, off, s33 offset:180 ; 4-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:236 ; 8-byte Folded Reload
	scratch_load_b32 v7, off, s33 offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[4:5], s1, v6, v7, 0
	v_mov_b32_e32 v8, v5
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v6, s1
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v6
	s_mov_b32 s1, 32
	v_lshrrev_b64 v[2:3], s1, v[2:3]
	v_mov_b32_e32 v6, v2
	v_mad_u64_u32 v[2:3], s2, v6, v7, v[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v6, s2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_lshlrev_b64 v[2:3], s1, v[2:3]
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v5, v4
	s_mov_b32 s1, 0
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v4, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v4, v6
	v_or_b32_e64 v4, v4, v7
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v5
	v_or_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_bfe_u32 v5, v1, 10, 10
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v1, s2, v1, v4
	v_add_co_ci_u32_e64 v3, s2, v2, v3, s2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	scratch_store_b64 off, v[1:2], s33 offset:252 ; 8-byte Folded Spill
	v_mov_b32_e32 v1, 0
	scratch_store_b32 off, v1, s33 offset:44
	scratch_load_b32 v1, off, s33 offset:44
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b32 s1, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[2:3], s1, v[1:2]
	s_mov_b32 s2, s4
	v_mov_b32_e32 v1, v2
	s_mov_b32 s1, s5
	v_mov_b32_e32 v2, v3
	v_add_co_u32 v1, s2, s2, v1
	v_add_co_ci_u32_e64 v3, s1, s1, v2, s2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_b32 v1, v[1:2], off offset:48
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, s0, v1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:248 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 30
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_36
	s_branch .LBB0_38
.LBB0_36:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 30
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:248 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:260 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 31
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_39
; %bb.37:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	global_load_u16 v0, v0, s[0:1] offset:60
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:260 ; 4-byte Folded Spill
	s_branch .LBB0_39
.LBB0_38:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	scratch_store_b32 off, v0, s33 offset:12
	s_mov_b64 s[4:5], 48
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s4
	s_mov_b32 s1, s5
	s_add_u32 s2, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_mov_b32 s0, 0
	scratch_load_b32 v0, off, s33 offset:12
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[1:2], s0, v[0:1]
	s_mov_b32 s1, s2
	v_mov_b32_e32 v0, v1
	s_mov_b32 s0, s3
	v_mov_b32_e32 v1, v2
	v_add_co_u32 v0, s1, s1, v0
	v_add_co_ci_u32_e64 v2, s0, s0, v1, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_u16 v0, v[0:1], off offset:18
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:248 ; 4-byte Folded Spill
	s_branch .LBB0_36
.LBB0_39:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v5, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v5, 31
	s_or_b32 exec_lo, exec_lo, s0
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_load_b32 v1, off, s33 offset:180 ; 4-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:252 ; 8-byte Folded Reload
	scratch_load_b32 v4, off, s33 offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v3, v2
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v5, v1, s0
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[1:2], s0, v3, v4, v[5:6]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	scratch_store_b32 off, v1, s33 offset:172
	scratch_load_b32 v1, off, s33 offset:168
	scratch_load_b32 v2, off, s33 offset:172
	s_mov_b32 s0, 16
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v3, v1, s0, v2
	scratch_load_b64 v[8:9], off, s33 offset:96
	s_mov_b32 s0, 0
	scratch_load_b32 v1, off, s33 offset:136
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s0, v[1:2]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v1, s0, v1, v5
	v_add_co_ci_u32_e64 v4, s0, v2, v4, s0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	global_store_b32 v[1:2], v3, off
	scratch_load_b32 v1, off, s33 offset:124
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s1, v1, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 0
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:264 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_49
; %bb.40:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_load_b32 v1, off, s33 offset:128
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s1, v1, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 1
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:264 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_48
; %bb.41:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	scratch_load_b32 v1, off, s33 offset:132
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s1, v1, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 2
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:264 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_46
; %bb.42:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v1, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v1, 2
	v_readlane_b32 s2, v1, 3
	v_readlane_b32 s3, v1, 4
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_mov_b64 s[10:11], 48
	s_mov_b32 s4, s2
	s_mov_b32 s1, s3
	s_mov_b32 s8, s10
	s_mov_b32 s5, s11
	s_add_u32 s4, s4, s8
	s_addc_u32 s1, s1, s5
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s1
	s_waitcnt vmcnt(0)
	v_writelane_b32 v0, s4, 3
	v_writelane_b32 v0, s5, 4
	v_mov_b32_e32 v2, 0
	global_load_u16 v1, v2, s[2:3] offset:112
	scratch_load_b64 v[3:4], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_b32 v[3:4], v1, off
	s_load_b32 s1, s[6:7], 0xc
	scratch_load_b64 v[3:4], off, s33 offset:104
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	global_store_b32 v[3:4], v1, off offset:4
	s_load_b32 s1, s[6:7], 0x10
	scratch_load_b64 v[3:4], off, s33 offset:104
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	global_store_b32 v[3:4], v1, off offset:8
	s_load_b32 s1, s[6:7], 0x14
	scratch_load_b64 v[3:4], off, s33 offset:104
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	global_store_b32 v[3:4], v1, off offset:12
	scratch_store_b32 off, v2, s33 offset:48
	s_mov_b32 s1, 0
	scratch_load_b32 v3, off, s33 offset:48
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s1
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v1, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], v1, v[3:4]
	s_mov_b32 s7, s4
	v_mov_b32_e32 v3, v4
	s_mov_b32 s6, s5
	v_mov_b32_e32 v4, v5
	v_add_co_u32 v3, s7, s7, v3
	v_add_co_ci_u32_e64 v5, s6, s6, v4, s7
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	global_load_b32 v3, v[3:4], off
	scratch_store_b32 off, v2, s33 offset:16
	s_mov_b64 s[8:9], 0x42
	s_mov_b32 s6, s2
	s_mov_b32 s2, s3
	s_mov_b32 s7, s8
	s_mov_b32 s3, s9
	s_add_u32 s8, s6, s7
	s_addc_u32 s2, s2, s3
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	scratch_load_b32 v5, off, s33 offset:16
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v4, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v4, 1
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], v4, v[5:6]
	s_mov_b32 s3, s8
	v_mov_b32_e32 v5, v6
	s_mov_b32 s2, s9
	v_mov_b32_e32 v6, v7
	v_add_co_u32 v5, s3, s3, v5
	v_add_co_ci_u32_e64 v7, s2, s2, v6, s3
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	global_load_u16 v5, v[5:6], off
	s_mov_b32 s2, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s3, v5, s2
	v_cndmask_b32_e64 v5, 0, 1, s3
	v_add_nc_u32_e64 v3, v3, v5
	scratch_load_b64 v[5:6], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_b32 v[5:6], v3, off offset:16
	scratch_store_b32 off, v4, s33 offset:52
	scratch_load_b32 v5, off, s33 offset:52
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], v1, v[5:6]
	s_mov_b32 s6, s4
	v_mov_b32_e32 v5, v6
	s_mov_b32 s3, s5
	v_mov_b32_e32 v3, v7
	v_add_co_u32 v5, s6, s6, v5
	v_add_co_ci_u32_e64 v3, s3, s3, v3, s6
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v3
	global_load_b32 v3, v[5:6], off
	scratch_store_b32 off, v4, s33 offset:20
	scratch_load_b32 v5, off, s33 offset:20
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v7, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], v4, v[5:6]
	s_mov_b32 s6, s8
	v_mov_b32_e32 v5, v6
	s_mov_b32 s3, s9
	v_mov_b32_e32 v6, v7
	v_add_co_u32 v5, s6, s6, v5
	v_add_co_ci_u32_e64 v7, s3, s3, v6, s6
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	global_load_u16 v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s3, v5, s2
	v_cndmask_b32_e64 v5, 0, 1, s3
	v_add_nc_u32_e64 v3, v3, v5
	scratch_load_b64 v[5:6], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_b32 v[5:6], v3, off offset:20
	scratch_store_b32 off, v1, s33 offset:56
	scratch_load_b32 v5, off, s33 offset:56
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], v1, v[5:6]
	s_mov_b32 s6, s4
	v_mov_b32_e32 v5, v6
	s_mov_b32 s3, s5
	v_mov_b32_e32 v3, v7
	v_add_co_u32 v5, s6, s6, v5
	v_add_co_ci_u32_e64 v3, s3, s3, v3, s6
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v3
	global_load_b32 v3, v[5:6], off
	scratch_store_b32 off, v1, s33 offset:24
	scratch_load_b32 v5, off, s33 offset:24
                                        ; implicit-def: $sgpr3
	v_mov_b32_e32 v7, s1
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], v4, v[5:6]
	s_mov_b32 s6, s8
	v_mov_b32_e32 v4, v5
	s_mov_b32 s3, s9
	v_mov_b32_e32 v5, v6
	v_add_co_u32 v4, s6, s6, v4
	v_add_co_ci_u32_e64 v6, s3, s3, v5, s6
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_u16 v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s2, v4, s2
	v_cndmask_b32_e64 v4, 0, 1, s2
	v_add_nc_u32_e64 v5, v3, v4
	scratch_load_b64 v[3:4], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_b32 v[3:4], v5, off offset:24
	scratch_store_b32 off, v2, s33 offset:60
	scratch_load_b32 v2, off, s33 offset:60
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v4, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[2:3], v1, v[2:3]
	s_mov_b32 s2, s4
	v_mov_b32_e32 v1, v2
	s_mov_b32 s1, s5
	v_mov_b32_e32 v2, v3
	v_add_co_u32 v1, s2, s2, v1
	v_add_co_ci_u32_e64 v3, s1, s1, v2, s2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_b32 v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s0, s0, v1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s1
	scratch_store_b32 off, v1, s33 offset:268 ; 4-byte Folded Spill
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 5
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:264 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_43
	s_branch .LBB0_45
.LBB0_43:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 5
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v1, off, s33 offset:268 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:272 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 6
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:264 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_47
; %bb.44:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	global_load_u16 v0, v0, s[0:1] offset:60
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:272 ; 4-byte Folded Spill
	s_branch .LBB0_47
.LBB0_45:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	scratch_store_b32 off, v0, s33 offset:28
	s_mov_b64 s[4:5], 48
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s4
	s_mov_b32 s1, s5
	s_add_u32 s2, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_mov_b32 s0, 0
	scratch_load_b32 v0, off, s33 offset:28
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[1:2], s0, v[0:1]
	s_mov_b32 s1, s2
	v_mov_b32_e32 v0, v1
	s_mov_b32 s0, s3
	v_mov_b32_e32 v1, v2
	v_add_co_u32 v0, s1, s1, v0
	v_add_co_ci_u32_e64 v2, s0, s0, v1, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_u16 v0, v[0:1], off offset:18
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v0, s33 offset:268 ; 4-byte Folded Spill
	s_branch .LBB0_43
.LBB0_46:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 2
	s_or_b32 exec_lo, exec_lo, s0
	s_branch .LBB0_48
.LBB0_47:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 6
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v2, off, s33 offset:272 ; 4-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v2, off offset:28
	s_branch .LBB0_46
.LBB0_48:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 1
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_49:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v1, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v1, 0
	s_or_b32 exec_lo, exec_lo, s0
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_mov_b32 s0, 0
	s_xor_b32 s0, exec_lo, -1
	s_waitcnt vmcnt(0)
	v_writelane_b32 v0, s0, 14
	s_or_saveexec_b32 s18, -1
	scratch_store_b32 off, v0, s33 offset:176 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s18
	s_branch .LBB0_10
.LBB0_50:
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v1, off, s33 offset:176 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v1, 13
	s_or_b32 exec_lo, exec_lo, s0
	s_or_saveexec_b32 s18, -1
	scratch_load_b32 v0, off, s33 offset:264 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s18
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel grid3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 280
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_vgpr_workitem_id 2
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
	.size	grid3d, .Lfunc_end0-grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7948
; NumSgprs: 34
; NumVgprs: 10
; ScratchSize: 280
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         128
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         144
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         152
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         160
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         248
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           grid3d
    .private_segment_fixed_size: 280
    .sgpr_count:     34
    .sgpr_spill_count: 42
    .symbol:         grid3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 70
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
