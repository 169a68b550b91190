	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.protected	poly_double             ; -- Begin function poly_double
	.globl	poly_double
	.p2align	8
	.type	poly_double,@function
poly_double:                            ; @poly_double
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s12, 0
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_mov_b64 s[8:9], s[6:7]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_load_dwordx2 s[14:15], s[8:9], 0x0
	s_load_dwordx2 s[10:11], s[8:9], 0x8
	s_load_dwordx2 s[6:7], s[8:9], 0x10
	s_load_dwordx2 s[4:5], s[8:9], 0x18
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s13, s15
	v_mov_b32_e32 v2, s13
	buffer_store_dword v2, off, s[0:3], s33 offset:12
	s_mov_b32 s13, s14
	v_mov_b32_e32 v2, s13
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	s_mov_b32 s13, s11
	v_mov_b32_e32 v2, s13
	buffer_store_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v2, s10
	buffer_store_dword v2, off, s[0:3], s33 offset:16
	s_mov_b32 s10, s7
	v_mov_b32_e32 v2, s10
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v2, s6
	buffer_store_dword v2, off, s[0:3], s33 offset:24
	s_mov_b32 s6, s5
	v_mov_b32_e32 v2, s6
	buffer_store_dword v2, off, s[0:3], s33 offset:36
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v2, s4
	buffer_store_dword v2, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v2, 0
	global_load_ushort v3, v2, s[8:9] offset:44
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, s12, v3
	s_mov_b32 s4, 0
	v_mov_b32_e32 v4, s4
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v4
                                        ; implicit-def: $sgpr5
	v_mul_hi_u32 v3, s12, v3
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v5, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_mov_b32 s5, 32
	v_lshlrev_b64 v[7:8], s5, v[3:4]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v5, v8
	v_or_b32_e64 v4, v4, v6
	v_or_b32_e64 v3, v3, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v8
	v_add_co_u32 v3, s[6:7], v3, v6
	v_add_co_ci_u32_e64 v5, s[6:7], v4, v5, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:4
	s_mov_b64 s[10:11], 32
	s_mov_b32 s7, s8
	s_mov_b32 s5, s9
	s_mov_b32 s8, s10
	s_mov_b32 s6, s11
	s_add_u32 s8, s7, s8
	s_addc_u32 s5, s5, s6
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s5
	buffer_load_dword v5, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v2, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s4, v[5:6]
	s_mov_b32 s6, s8
	v_mov_b32_e32 v5, v6
	s_mov_b32 s5, s9
	v_mov_b32_e32 v2, v7
	v_add_co_u32 v5, s[6:7], s6, v5
	v_add_co_ci_u32_e64 v2, s[6:7], s5, v2, s[6:7]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	global_load_dwordx2 v[6:7], v[5:6], off offset:40
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v2, s[6:7], v2, v5
	v_add_co_ci_u32_e64 v4, s[6:7], v3, v4, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	buffer_store_dword v2, off, s[0:3], s33 offset:40
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v1, s[4:5], v1, v4
	v_add_co_ci_u32_e64 v3, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dwordx2 v[1:2], v[1:2], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	buffer_store_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	global_load_dwordx2 v[1:2], v[1:2], off offset:56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	buffer_store_dword v1, off, s[0:3], s33 offset:64
	v_mov_b32_e32 v1, 6
	buffer_store_dword v1, off, s[0:3], s33 offset:72
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 1
	v_writelane_b32 v0, s5, 2
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 3
	v_readlane_b32 s5, v0, 4
	v_readlane_b32 s6, v0, 1
	v_readlane_b32 s7, v0, 2
	v_writelane_b32 v0, s6, 5
	v_writelane_b32 v0, s7, 6
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 7
	v_writelane_b32 v0, s5, 8
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 11
	v_writelane_b32 v0, s5, 12
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v2, off, s[0:3], s33 offset:68
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v4, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	buffer_load_dword v5, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v4
	buffer_load_dword v7, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v7
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v4
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[8:9], s4, v[7:8]
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v9
	v_add_co_u32 v4, s[4:5], v4, v7
	v_add_co_ci_u32_e64 v6, s[4:5], v5, v6, s[4:5]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[0:1], v[0:1], v[2:3], v[4:5]
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 11
	v_readlane_b32 s5, v0, 12
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 5
	v_readlane_b32 s9, v0, 6
	v_readlane_b32 s6, v0, 9
	v_readlane_b32 s7, v0, 10
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 3
	v_writelane_b32 v0, s7, 4
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 1
	v_writelane_b32 v0, s7, 2
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 13
	v_writelane_b32 v0, s7, 14
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:72
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_branch .LBB0_3
.LBB0_5:
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 13
	v_readlane_b32 s5, v0, 14
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	buffer_load_dword v5, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:68
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[3:4], v[1:2], v[1:2], s[4:5]
	v_div_scale_f64 v[1:2], s[6:7], v[3:4], v[3:4], v[5:6]
	v_rcp_f64_e64 v[7:8], v[1:2]
	v_fma_f64 v[9:10], -v[1:2], v[7:8], s[4:5]
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[1:2], v[7:8], s[4:5]
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_div_scale_f64 v[11:12], vcc, v[5:6], v[3:4], v[5:6]
	v_mul_f64 v[9:10], v[11:12], v[7:8]
	v_fma_f64 v[1:2], -v[1:2], v[9:10], v[11:12]
	v_div_fmas_f64 v[1:2], v[1:2], v[7:8], v[9:10]
	v_div_fixup_f64 v[1:2], v[1:2], v[3:4], v[5:6]
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:84
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	buffer_store_dword v1, off, s[0:3], s33 offset:80
	buffer_load_dword v3, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:84
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	buffer_load_dword v9, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v5, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v5
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[7:8], s4, v[1:2]
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v5, v8
	v_add_co_u32 v1, s[6:7], v1, v6
	v_add_co_ci_u32_e64 v5, s[6:7], v2, v5, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v5
	global_store_dwordx2 v[1:2], v[3:4], off
	buffer_load_dword v2, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:84
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	ds_write_b64 v1, v[2:3]
	v_mov_b32_e32 v1, 32
	buffer_store_dword v1, off, s[0:3], s33 offset:88
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 15
	v_writelane_b32 v0, s5, 16
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 17
	v_readlane_b32 s5, v0, 18
	v_readlane_b32 s6, v0, 15
	v_readlane_b32 s7, v0, 16
	v_writelane_b32 v0, s6, 19
	v_writelane_b32 v0, s7, 20
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 21
	v_writelane_b32 v0, s5, 22
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 25
	v_writelane_b32 v0, s5, 26
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	v_mov_b32_e32 v1, 1
	buffer_store_dword v1, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 27
	v_writelane_b32 v0, s7, 28
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_11
.LBB0_9:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 27
	v_readlane_b32 s5, v0, 28
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 29
	v_writelane_b32 v0, s5, 30
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_xor_b64 exec, exec, s[4:5]
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
	s_barrier
	s_branch .LBB0_9
.LBB0_12:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 25
	v_readlane_b32 s5, v0, 26
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 19
	v_readlane_b32 s9, v0, 20
	v_readlane_b32 s6, v0, 23
	v_readlane_b32 s7, v0, 24
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 17
	v_writelane_b32 v0, s7, 18
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 15
	v_writelane_b32 v0, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 31
	v_writelane_b32 v0, s7, 32
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_17
.LBB0_13:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 29
	v_readlane_b32 s5, v0, 30
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v1, v2
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 33
	v_writelane_b32 v0, s5, 34
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_7 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v1, v0, v1, s4
	ds_read_b64 v[3:4], v1
	v_lshlrev_b32_e64 v0, s4, v0
	ds_read_b64 v[1:2], v0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[1:2], v[3:4]
	ds_write_b64 v0, v[1:2]
.LBB0_15:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 33
	v_readlane_b32 s5, v0, 34
	s_or_b64 exec, exec, s[4:5]
; %bb.16:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 21
	v_readlane_b32 s5, v0, 22
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:88
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_branch .LBB0_12
.LBB0_17:
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 31
	v_readlane_b32 s5, v0, 32
	s_or_b64 exec, exec, s[4:5]
; %bb.18:
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 35
	v_writelane_b32 v0, s5, 36
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 0
	v_mov_b32_e32 v0, 0
	ds_read_b64 v[2:3], v0
	buffer_load_dword v4, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, 3
	s_lshl_b64 s[6:7], s[4:5], s6
	v_mov_b32_e32 v0, v4
	s_mov_b32 s5, s6
	v_mov_b32_e32 v1, v5
	s_mov_b32 s4, s7
	v_add_co_u32 v0, s[6:7], v0, s5
	v_add_co_ci_u32_e64 v4, s[4:5], v1, s4, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB0_20:
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 35
	v_readlane_b32 s5, v0, 36
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel poly_double
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 104
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 3096
; NumSgprs: 36
; NumVgprs: 13
; ScratchSize: 104
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
    .sgpr_spill_count: 45
    .symbol:         poly_double.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 13
    .wavefront_size: 64
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
