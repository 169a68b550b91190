	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.hidden	collatz_next                    ; -- Begin function collatz_next
	.globl	collatz_next
	.p2align	2
	.type	collatz_next,@function
collatz_next:                           ; @collatz_next
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s12, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xa00
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[10:11], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[10:11]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; implicit-def: $sgpr4_sgpr5
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	buffer_store_dword v1, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v2
	s_mov_b64 s[4:5], 1
	s_mov_b32 s6, s5
	v_and_b32_e64 v3, v3, s6
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b64 s[4:5], 0
	v_cmp_eq_u64_e64 s[4:5], v[1:2], s[4:5]
                                        ; implicit-def: $sgpr6_sgpr7
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_or_saveexec_b64 s[10:11], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b64 s[10:11], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 0
	v_readlane_b32 s5, v0, 1
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 2
	v_writelane_b32 v0, s5, 3
	s_or_saveexec_b64 s[10:11], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[10:11]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v5, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_mov_b32 s5, 3
	v_mad_u64_u32 v[3:4], s[6:7], v0, s5, 0
	v_mov_b32_e32 v1, v4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[5:6], s4, v[5:6]
	v_mov_b32_e32 v0, v5
	v_mad_u64_u32 v[0:1], s[6:7], v0, s5, v[1:2]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[1:2], s4, v[0:1]
	v_mov_b32_e32 v5, v2
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v5
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v3
	v_or_b32_e64 v1, v1, v2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	s_mov_b64 s[6:7], 1
	v_mov_b32_e32 v0, v1
	s_mov_b32 s5, s6
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, s7
	v_add_co_u32 v0, s[6:7], v0, s5
	v_add_co_ci_u32_e64 v2, s[4:5], v1, s4, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_branch .LBB0_4
.LBB0_3:
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 1
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_branch .LBB0_1
.LBB0_4:
	s_or_saveexec_b64 s[10:11], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v2, 2
	v_readlane_b32 s5, v2, 3
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v3, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b32 s4, 32
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s4, v[3:4]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v3
                                        ; kill: killed $vgpr2
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffff600
	s_mov_b32 s33, s12
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	collatz_next, .Lfunc_end0-collatz_next
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 740
; NumSgprs: 34
; NumVgprs: 7
; ScratchSize: 40
; MemoryBound: 0
	.text
	.protected	collatz                 ; -- Begin function collatz
	.globl	collatz
	.p2align	8
	.type	collatz,@function
collatz:                                ; @collatz
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1800
	s_add_u32 s10, s10, s15
	s_addc_u32 s11, s11, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s10
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s11
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_writelane_b32 v3, s14, 0
	v_writelane_b32 v3, s13, 1
	v_writelane_b32 v3, s12, 2
	v_writelane_b32 v3, s8, 3
	v_writelane_b32 v3, s9, 4
	s_mov_b64 s[8:9], s[6:7]
	v_writelane_b32 v3, s8, 5
	v_writelane_b32 v3, s9, 6
	v_writelane_b32 v3, s4, 7
	v_writelane_b32 v3, s5, 8
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v3, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v0
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	buffer_store_dword v6, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_load_dwordx2 s[14:15], s[8:9], 0x0
	s_load_dwordx2 s[10:11], s[8:9], 0x8
	s_load_dwordx2 s[6:7], s[8:9], 0x10
	s_load_dword s4, s[8:9], 0x18
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s5, s15
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:12
	s_mov_b32 s5, s14
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	s_mov_b32 s5, s11
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:20
	s_mov_b32 s5, s10
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s5, s7
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_mov_b32 s5, s6
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v1, s4
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v1, 0
	global_load_ushort v2, v1, s[8:9] offset:44
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, s12, v2
	s_mov_b32 s4, 0
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v3
                                        ; implicit-def: $sgpr5
	v_mul_hi_u32 v2, s12, v2
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s5, 32
	v_lshlrev_b64 v[7:8], s5, v[2:3]
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v4, v8
	v_or_b32_e64 v3, v3, v5
	v_or_b32_e64 v2, v2, v4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v2
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v2, s4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v2, s[6:7], v2, v5
	v_add_co_ci_u32_e64 v4, s[6:7], v3, v4, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	buffer_store_dword v1, off, s[0:3], s33
	s_mov_b64 s[10:11], 32
	s_mov_b32 s7, s8
	s_mov_b32 s5, s9
	s_mov_b32 s8, s10
	s_mov_b32 s6, s11
	s_add_u32 s8, s7, s8
	s_addc_u32 s5, s5, s6
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s5
	buffer_load_dword v4, off, s[0:3], s33
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s5, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s5, v[4:5]
	s_mov_b32 s6, s8
	v_mov_b32_e32 v4, v5
	s_mov_b32 s5, s9
	v_mov_b32_e32 v1, v6
	v_add_co_u32 v4, s[6:7], s6, v4
	v_add_co_ci_u32_e64 v1, s[6:7], s5, v1, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	global_load_dwordx2 v[5:6], v[4:5], off offset:40
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v1, s[6:7], v1, v4
	v_add_co_ci_u32_e64 v3, s[6:7], v2, v3, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	buffer_store_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:32
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v5, s4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_waitcnt vmcnt(0)
	v_cmp_lt_u64_e64 s[4:5], v[1:2], v[3:4]
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 9
	v_writelane_b32 v0, s7, 10
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
	s_branch .LBB1_2
.LBB1_1:
	s_branch .LBB1_13
.LBB1_2:
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v1, s[4:5], v1, v4
	v_add_co_ci_u32_e64 v3, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dword v1, v[1:2], off
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:60
	buffer_store_dword v1, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v1, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:64
	s_mov_b64 s[4:5], 0
	v_writelane_b32 v0, s4, 11
	v_writelane_b32 v0, s5, 12
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_branch .LBB1_4
.LBB1_3:
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 13
	v_writelane_b32 v0, s5, 14
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_1
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 11
	v_readlane_b32 s5, v0, 12
	v_writelane_b32 v0, s4, 15
	v_writelane_b32 v0, s5, 16
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v3, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	s_mov_b64 s[4:5], 1
	v_cmp_gt_u64_e64 s[6:7], v[1:2], s[4:5]
	s_mov_b64 s[4:5], 0
	v_writelane_b32 v0, s4, 17
	v_writelane_b32 v0, s5, 18
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 19
	v_writelane_b32 v0, s5, 20
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_6
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	s_mov_b32 s4, 0x3e8
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[4:5], v1, s4
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 17
	v_writelane_b32 v0, s5, 18
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
.LBB1_6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 19
	v_readlane_b32 s5, v0, 20
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 17
	v_readlane_b32 s7, v0, 18
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 21
	v_writelane_b32 v0, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_9
; %bb.7:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v5, s8
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_mov_b64 s[16:17], 32
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[5:6], s6, v[5:6]
	v_mov_b32_e32 v1, v5
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, collatz_next@rel32@lo+4
	s_addc_u32 s17, s17, collatz_next@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v4, s6, v4
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v3, s6, v3
	v_or3_b32 v31, v2, v3, v4
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v3, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:56
	buffer_load_dword v5, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_cmp_gt_u64_e64 s[6:7], v[1:2], v[3:4]
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 25
	v_writelane_b32 v0, s5, 26
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_10
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:60
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_branch .LBB1_10
.LBB1_9:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v0, 23
	v_readlane_b32 s9, v0, 24
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v0, 15
	v_readlane_b32 s7, v0, 16
	v_readlane_b32 s4, v0, 21
	v_readlane_b32 s5, v0, 22
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 11
	v_writelane_b32 v0, s7, 12
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 27
	v_writelane_b32 v0, s7, 28
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_4
	s_branch .LBB1_11
.LBB1_10:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 25
	v_readlane_b32 s5, v0, 26
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v1, v1, s4
	buffer_store_dword v1, off, s[0:3], s33 offset:64
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 21
	v_writelane_b32 v0, s5, 22
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_branch .LBB1_9
.LBB1_11:
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 27
	v_readlane_b32 s5, v0, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.12:
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v7, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s[4:5], v0, v4
	v_add_co_ci_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v4, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v0, s[4:5], v0, v5
	v_add_co_ci_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	global_store_dwordx2 v[0:1], v[2:3], off
	s_branch .LBB1_3
.LBB1_13:
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 13
	v_readlane_b32 s5, v0, 14
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel collatz
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 136
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end1:
	.size	collatz, .Lfunc_end1-collatz
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2508
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 136
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
	.addrsig_sym collatz_next
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
        .type_name:      'ulong*'
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
    .name:           collatz
    .private_segment_fixed_size: 136
    .sgpr_count:     34
    .sgpr_spill_count: 35
    .symbol:         collatz.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 14
    .wavefront_size: 64
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
