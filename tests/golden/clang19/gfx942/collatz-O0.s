	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.hidden	collatz_next                    ; -- Begin function collatz_next
	.globl	collatz_next
	.p2align	2
	.type	collatz_next,@function
collatz_next:                           ; @collatz_next
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s8, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v0, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v2, s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 24
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
                                        ; implicit-def: $sgpr0_sgpr1
	scratch_store_dwordx2 off, v[2:3], s33
	scratch_load_dwordx2 v[2:3], off, s33
	s_mov_b64 s[0:1], 1
	s_mov_b32 s2, s1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	v_and_b32_e64 v1, v1, s2
                                        ; kill: def $sgpr0 killed $sgpr0 killed $sgpr0_sgpr1
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_and_b32_e64 v2, v2, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[0:1], 0
	v_cmp_eq_u64_e64 s[0:1], v[2:3], s[0:1]
                                        ; implicit-def: $sgpr2_sgpr3
	v_mov_b64_e32 v[2:3], s[2:3]
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
	v_accvgpr_write_b32 a2, v2              ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 0
	s_nop 1
	v_writelane_b32 v0, s3, 1
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
	v_readlane_b32 s0, v0, 0
	v_readlane_b32 s1, v0, 1
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_write_b32 a3, v3              ;  Reload Reuse
	v_accvgpr_write_b32 a4, v2              ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 2
	s_nop 1
	v_writelane_b32 v0, s1, 3
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.2:
	scratch_load_dwordx2 v[0:1], off, s33
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s1, 3
	v_mad_u64_u32 v[4:5], s[2:3], v2, s1, 0
	v_mov_b32_e32 v2, v5
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_mov_b32 s0, 32
	v_lshrrev_b64 v[0:1], s0, v[0:1]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_mad_u64_u32 v[0:1], s[2:3], v0, s1, v[2:3]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v2, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], s0, v[0:1]
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_or_b32_e64 v2, v2, v3
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b64 s[0:1], 1
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
	s_branch .LBB0_4
.LBB0_3:
	scratch_load_dwordx2 v[0:1], off, s33
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s0, v[0:1]
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	v_accvgpr_write_b32 a2, v0              ;  Reload Reuse
	s_branch .LBB0_1
.LBB0_4:
	s_or_saveexec_b64 s[6:7], -1
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	s_mov_b64 exec, s[6:7]
	v_readlane_b32 s0, v2, 2
	v_readlane_b32 s1, v2, 3
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v5, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v4, a4               ;  Reload Reuse
	s_mov_b32 s0, 32
	v_lshrrev_b64 v[0:1], s0, v[4:5]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
                                        ; kill: killed $vgpr2
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v0, off, s33 offset:8 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v2, off, s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 0xffffffe8
	s_mov_b32 s33, s8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	collatz_next, .Lfunc_end0-collatz_next
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 644
; NumSgprs: 40
; NumVgprs: 7
; NumAgprs: 5
; TotalNumVgprs: 13
; ScratchSize: 24
; MemoryBound: 0
	.text
	.protected	collatz                 ; -- Begin function collatz
	.globl	collatz
	.p2align	8
	.type	collatz,@function
collatz:                                ; @collatz
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x50
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s8, 0
	v_writelane_b32 v1, s7, 1
	v_writelane_b32 v1, s6, 2
	v_writelane_b32 v1, s4, 3
	s_nop 1
	v_writelane_b32 v1, s5, 4
	s_mov_b64 s[4:5], s[2:3]
	v_writelane_b32 v1, s4, 5
	s_nop 1
	v_writelane_b32 v1, s5, 6
	v_writelane_b32 v1, s0, 7
	s_nop 1
	v_writelane_b32 v1, s1, 8
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v1              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_accvgpr_write_b32 a6, v4              ;  Reload Reuse
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
	scratch_store_dwordx2 off, v[2:3], s33 offset:40
	scratch_load_dwordx2 v[2:3], off, s33 offset:40
	s_nop 0
	scratch_load_dword v4, off, s33 offset:32
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v1, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0)
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[4:5]
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 9
	s_nop 1
	v_writelane_b32 v0, s3, 10
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_3
	s_branch .LBB1_2
.LBB1_1:
	s_branch .LBB1_13
.LBB1_2:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	scratch_load_dwordx2 v[2:3], off, s33 offset:40
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dword v2, v[2:3], off
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v1, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:48
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[2:3], s33 offset:56
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:64
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v0, s0, 11
	s_nop 1
	v_writelane_b32 v0, s1, 12
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_branch .LBB1_4
.LBB1_3:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 9
	v_readlane_b32 s1, v0, 10
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 13
	s_nop 1
	v_writelane_b32 v0, s1, 14
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_1
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 11
	v_readlane_b32 s1, v0, 12
	s_nop 0
	v_writelane_b32 v0, s0, 15
	s_nop 1
	v_writelane_b32 v0, s1, 16
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_mov_b64 s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_u64_e64 s[2:3], v[2:3], s[0:1]
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v0, s0, 17
	s_nop 1
	v_writelane_b32 v0, s1, 18
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 19
	s_nop 1
	v_writelane_b32 v0, s1, 20
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	scratch_load_dword v1, off, s33 offset:64
	s_mov_b32 s0, 0x3e8
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v1, s0
	s_and_b64 s[0:1], s[0:1], exec
	s_nop 0
	v_writelane_b32 v0, s0, 17
	s_nop 1
	v_writelane_b32 v0, s1, 18
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
.LBB1_6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 19
	v_readlane_b32 s1, v0, 20
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s2, v0, 17
	v_readlane_b32 s3, v0, 18
	s_mov_b64 s[0:1], -1
	v_writelane_b32 v0, s0, 21
	s_nop 1
	v_writelane_b32 v0, s1, 22
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 23
	s_nop 1
	v_writelane_b32 v0, s1, 24
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_9
; %bb.7:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s0, v0, 5
	v_readlane_b32 s1, v0, 6
	v_accvgpr_read_b32 v31, a6              ;  Reload Reuse
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_mov_b64 s[6:7], 32
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s6
	s_mov_b32 s1, s7
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_mov_b32 s0, 32
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s0, v[2:3]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, collatz_next@rel32@lo+4
	s_addc_u32 s1, s1, collatz_next@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], s33 offset:48
	scratch_load_dwordx2 v[2:3], off, s33 offset:48
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:56
	s_waitcnt vmcnt(0)
	v_cmp_gt_u64_e64 s[2:3], v[2:3], v[4:5]
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 25
	s_nop 1
	v_writelane_b32 v0, s1, 26
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_10
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 off, v[0:1], s33 offset:56
	s_branch .LBB1_10
.LBB1_9:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 23
	v_readlane_b32 s5, v0, 24
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s2, v0, 15
	v_readlane_b32 s3, v0, 16
	v_readlane_b32 s0, v0, 21
	v_readlane_b32 s1, v0, 22
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 11
	s_nop 1
	v_writelane_b32 v0, s3, 12
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v0, s2, 27
	s_nop 1
	v_writelane_b32 v0, s3, 28
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_4
	s_branch .LBB1_11
.LBB1_10:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 25
	v_readlane_b32 s1, v0, 26
	s_or_b64 exec, exec, s[0:1]
	scratch_load_dword v1, off, s33 offset:64
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s0
	scratch_store_dword off, v1, s33 offset:64
	s_mov_b64 s[0:1], 0
	s_xor_b64 s[0:1], exec, -1
	v_writelane_b32 v0, s0, 21
	s_nop 1
	v_writelane_b32 v0, s1, 22
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_branch .LBB1_9
.LBB1_11:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 27
	v_readlane_b32 s1, v0, 28
	s_or_b64 exec, exec, s[0:1]
; %bb.12:
	scratch_load_dword v2, off, s33 offset:64
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	scratch_load_dwordx2 v[0:1], off, s33 offset:40
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	scratch_load_dwordx2 v[2:3], off, s33 offset:56
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33 offset:40
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_branch .LBB1_3
.LBB1_13:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a5               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 13
	v_readlane_b32 s1, v0, 14
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel collatz
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 104
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
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
.Lfunc_end1:
	.size	collatz, .Lfunc_end1-collatz
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1956
; NumSgprs: 40
; NumVgprs: 32
; NumAgprs: 7
; TotalNumVgprs: 39
; ScratchSize: 104
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 39
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
	.addrsig_sym collatz_next
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     7
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
    .private_segment_fixed_size: 104
    .sgpr_count:     40
    .sgpr_spill_count: 35
    .symbol:         collatz.kd
    .uses_dynamic_stack: false
    .vgpr_count:     39
    .vgpr_spill_count: 11
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
