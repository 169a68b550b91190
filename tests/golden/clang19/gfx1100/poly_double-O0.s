	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	poly_double             ; -- Begin function poly_double
	.globl	poly_double
	.p2align	8
	.type	poly_double,@function
poly_double:                            ; @poly_double
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s13, 0
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v1, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_mov_b64 s[4:5], s[2:3]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_load_b64 s[8:9], s[4:5], 0x0
	s_load_b64 s[6:7], s[4:5], 0x8
	s_load_b64 s[2:3], s[4:5], 0x10
	s_load_b64 s[0:1], s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	scratch_store_b64 off, v[2:3], s33 offset:8
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	scratch_store_b64 off, v[2:3], s33 offset:16
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	scratch_store_b64 off, v[2:3], s33 offset:24
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v2, s0
	scratch_store_b64 off, v[2:3], s33 offset:32
	v_mov_b32_e32 v2, 0
	global_load_u16 v3, v2, s[4:5] offset:44
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, s13, v3
	s_mov_b32 s0, 0
	v_mov_b32_e32 v4, s0
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v4
                                        ; implicit-def: $sgpr1
	v_mul_hi_u32 v3, s13, v3
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_mov_b32 s1, 32
	v_lshlrev_b64 v[7:8], s1, v[3:4]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v5, v8
	v_or_b32_e64 v4, v4, v6
	v_or_b32_e64 v3, v3, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v8
	v_add_co_u32 v3, s1, v3, v6
	v_add_co_ci_u32_e64 v5, s1, v4, v5, s1
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	scratch_store_b32 off, v2, s33 offset:4
	s_mov_b64 s[6:7], 32
	s_mov_b32 s3, s4
	s_mov_b32 s1, s5
	s_mov_b32 s4, s6
	s_mov_b32 s2, s7
	s_add_u32 s4, s3, s4
	s_addc_u32 s1, s1, s2
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s1
	scratch_load_b32 v5, off, s33 offset:4
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v2, s0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s0, v[5:6]
	s_mov_b32 s2, s4
	v_mov_b32_e32 v5, v6
	s_mov_b32 s1, s5
	v_mov_b32_e32 v2, v7
	v_add_co_u32 v5, s2, s2, v5
	v_add_co_ci_u32_e64 v2, s1, s1, v2, s2
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	global_load_b64 v[6:7], v[5:6], off offset:40
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v2, s1, v2, v5
	v_add_co_ci_u32_e64 v4, s1, v3, v4, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	scratch_store_b64 off, v[2:3], s33 offset:40
	scratch_store_b32 off, v1, s33 offset:48
	scratch_load_b64 v[2:3], off, s33 offset:8
	scratch_load_b64 v[4:5], off, s33 offset:40
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
	global_load_b64 v[1:2], v[1:2], off
	s_waitcnt vmcnt(0)
	scratch_store_b64 off, v[1:2], s33 offset:56
	scratch_load_b64 v[1:2], off, s33 offset:16
	s_waitcnt vmcnt(0)
	global_load_b64 v[1:2], v[1:2], off offset:56
	s_waitcnt vmcnt(0)
	scratch_store_b64 off, v[1:2], s33 offset:64
	v_mov_b32_e32 v1, 6
	scratch_store_b32 off, v1, s33 offset:72
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_writelane_b32 v0, s0, 1
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 1
	v_writelane_b32 v0, s1, 3
	scratch_load_b32 v1, off, s33 offset:72
	s_mov_b32 s1, -1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s1, v1, s1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 4
	v_writelane_b32 v0, s0, 5
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 6
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	scratch_load_b64 v[0:1], off, s33 offset:64
	scratch_load_b64 v[2:3], off, s33 offset:56
	scratch_load_b64 v[5:6], off, s33 offset:16
	scratch_load_b32 v7, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v7
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v4
	s_mov_b32 s0, 3
	v_lshlrev_b64 v[8:9], s0, v[7:8]
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v9
	v_add_co_u32 v4, s0, v4, v7
	v_add_co_ci_u32_e64 v6, s0, v5, v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_b64 v[4:5], v[4:5], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[0:1], v[0:1], v[2:3], v[4:5]
	scratch_store_b64 off, v[0:1], s33 offset:64
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 6
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v0, 3
	v_readlane_b32 s1, v0, 5
	s_mov_b32 s0, s1
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s0, s0, s2
	v_writelane_b32 v0, s1, 2
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 1
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 7
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 4
	scratch_load_b32 v1, off, s33 offset:72
	s_mov_b32 s1, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s1
	scratch_store_b32 off, v1, s33 offset:72
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 5
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_branch .LBB0_3
.LBB0_5:
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 7
	s_or_b32 exec_lo, exec_lo, s0
; %bb.6:
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	scratch_load_b64 v[5:6], off, s33 offset:64
	scratch_load_b64 v[1:2], off, s33 offset:56
	s_mov_b64 s[0:1], 1.0
	s_waitcnt vmcnt(0)
	v_fma_f64 v[3:4], v[1:2], v[1:2], s[0:1]
	v_div_scale_f64 v[1:2], s2, v[3:4], v[3:4], v[5:6]
	v_rcp_f64_e64 v[7:8], v[1:2]
	s_waitcnt_depctr 0xfff
	v_fma_f64 v[9:10], -v[1:2], v[7:8], s[0:1]
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[1:2], v[7:8], s[0:1]
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_div_scale_f64 v[11:12], vcc_lo, v[5:6], v[3:4], v[5:6]
	v_mul_f64 v[9:10], v[11:12], v[7:8]
	v_fma_f64 v[1:2], -v[1:2], v[9:10], v[11:12]
	v_div_fmas_f64 v[1:2], v[1:2], v[7:8], v[9:10]
	v_div_fixup_f64 v[1:2], v[1:2], v[3:4], v[5:6]
	scratch_store_b64 off, v[1:2], s33 offset:80
	scratch_load_b64 v[3:4], off, s33 offset:80
	scratch_load_b64 v[9:10], off, s33 offset:24
	scratch_load_b64 v[1:2], off, s33 offset:40
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[7:8], s0, v[1:2]
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v5, v8
	v_add_co_u32 v1, s1, v1, v6
	v_add_co_ci_u32_e64 v5, s1, v2, v5, s1
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v5
	global_store_b64 v[1:2], v[3:4], off
	scratch_load_b64 v[2:3], off, s33 offset:80
	scratch_load_b32 v1, off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s0, v1
	ds_store_b64 v1, v[2:3]
	v_mov_b32_e32 v1, 32
	scratch_store_b32 off, v1, s33 offset:88
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	v_writelane_b32 v0, s0, 8
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 9
	v_readlane_b32 s1, v0, 8
	v_writelane_b32 v0, s1, 10
	scratch_load_b32 v1, off, s33 offset:88
	s_mov_b32 s1, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s1, v1, s1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 11
	v_writelane_b32 v0, s0, 12
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 13
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_12
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	v_mov_b32_e32 v1, 1
	scratch_store_b32 off, v1, s33
	scratch_load_b32 v1, off, s33
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s0, v1, s0
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v0, s1, 14
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_11
.LBB0_9:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 14
	s_or_saveexec_b32 s0, s0
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v0, s0, 15
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_13
; %bb.10:                               ;   in Loop: Header=BB0_7 Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_branch .LBB0_13
.LBB0_11:                               ;   in Loop: Header=BB0_7 Depth=1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_branch .LBB0_9
.LBB0_12:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 13
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v0, 10
	v_readlane_b32 s1, v0, 12
	s_mov_b32 s0, s1
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s0, s0, s2
	v_writelane_b32 v0, s1, 9
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 8
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 16
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_17
.LBB0_13:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 15
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v1, off, s33 offset:48
	scratch_load_b32 v2, off, s33 offset:88
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s1, v1, v2
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 17
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_7 Depth=1
	scratch_load_b32 v0, off, s33 offset:48
	scratch_load_b32 v1, off, s33 offset:88
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v1, v0, v1, s0
	ds_load_b64 v[3:4], v1
	v_lshlrev_b32_e64 v0, s0, v0
	ds_load_b64 v[1:2], v0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[1:2], v[3:4]
	ds_store_b64 v0, v[1:2]
.LBB0_15:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 17
	s_or_b32 exec_lo, exec_lo, s0
; %bb.16:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 11
	scratch_load_b32 v1, off, s33 offset:88
	s_mov_b32 s1, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v1, s1, v1
	scratch_store_b32 off, v1, s33 offset:88
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 12
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_branch .LBB0_12
.LBB0_17:
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 16
	s_or_b32 exec_lo, exec_lo, s0
; %bb.18:
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	scratch_load_b32 v1, off, s33 offset:48
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s1, v1, s0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 18
	s_or_saveexec_b32 s10, -1
	scratch_store_b32 off, v0, s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s10
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 0
	v_mov_b32_e32 v0, 0
	ds_load_b64 v[2:3], v0
	scratch_load_b64 v[4:5], off, s33 offset:32
	s_mov_b32 s2, 0
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_mov_b32 s2, 3
	s_lshl_b64 s[2:3], s[0:1], s2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v4
	s_mov_b32 s1, s2
	v_mov_b32_e32 v1, v5
	s_mov_b32 s0, s3
	v_add_co_u32 v0, s1, v0, s1
	v_add_co_ci_u32_e64 v4, s0, v1, s0, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_waitcnt lgkmcnt(0)
	global_store_b64 v[0:1], v[2:3], off
.LBB0_20:
	s_or_saveexec_b32 s10, -1
	scratch_load_b32 v0, off, s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s10
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 18
	s_or_b32 exec_lo, exec_lo, s0
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel poly_double
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 104
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 1
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
	.size	poly_double, .Lfunc_end0-poly_double
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2480
; NumSgprs: 36
; NumVgprs: 13
; ScratchSize: 104
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 13
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           poly_double
    .private_segment_fixed_size: 104
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     36
    .sgpr_spill_count: 23
    .symbol:         poly_double.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 13
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
