	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	v_writelane_b32 v1, s8, 0
	v_writelane_b32 v1, s7, 1
	v_writelane_b32 v1, s6, 2
	s_mov_b64 s[4:5], s[2:3]
	v_writelane_b32 v1, s4, 3
	s_nop 1
	v_writelane_b32 v1, s5, 4
	v_writelane_b32 v1, s0, 5
	s_nop 1
	v_writelane_b32 v1, s1, 6
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_accvgpr_write_b32 a1, v2              ;  Reload Reuse
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx2 s[14:15], s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx2 s[10:11], s[4:5], 0x18
	s_load_dword s2, s[4:5], 0x20
	s_load_dword s1, s[4:5], 0x24
	s_load_dword s0, s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[16:17]
	scratch_store_dwordx2 off, v[4:5], s33 offset:80
	v_mov_b64_e32 v[4:5], s[14:15]
	scratch_store_dwordx2 off, v[4:5], s33 offset:88
	v_mov_b64_e32 v[4:5], s[12:13]
	scratch_store_dwordx2 off, v[4:5], s33 offset:96
	v_mov_b64_e32 v[4:5], s[10:11]
	scratch_store_dwordx2 off, v[4:5], s33 offset:104
	v_mov_b32_e32 v1, s2
	scratch_store_dword off, v1, s33 offset:112
	v_mov_b32_e32 v1, s1
	scratch_store_dword off, v1, s33 offset:116
	v_mov_b32_e32 v1, s0
	scratch_store_dword off, v1, s33 offset:120
	v_mov_b32_e32 v1, 0
	global_load_ushort v3, v1, s[4:5] offset:60
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s6, v3
	scratch_store_dword off, v1, s33 offset:64
	s_mov_b64 s[10:11], 0x58
	s_mov_b32 s2, s4
	s_mov_b32 s0, s5
	s_mov_b32 s3, s10
	s_mov_b32 s1, s11
	s_add_u32 s2, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_mov_b32 s1, 0
	scratch_load_dword v4, off, s33 offset:64
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v6, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s0, 3
	s_mov_b32 s6, s0
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s6, v[6:7]
	global_load_dword v5, v[4:5], off
	s_mov_b32 s6, 0x3ff
	v_and_b32_e64 v4, v2, s6
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	scratch_store_dword off, v3, s33 offset:124
	global_load_ushort v3, v1, s[4:5] offset:62
                                        ; implicit-def: $sgpr6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s7, v3
	v_mov_b32_e32 v4, 1
	scratch_store_dword off, v4, s33 offset:68
	scratch_load_dword v4, off, s33 offset:68
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v6, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s6, s0
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s6, v[6:7]
	global_load_dword v5, v[4:5], off
	v_bfe_u32 v4, v2, 10, 10
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	scratch_store_dword off, v3, s33 offset:128
	global_load_ushort v1, v1, s[4:5] offset:64
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, s8, v1
	v_mov_b32_e32 v3, 2
	scratch_store_dword off, v3, s33 offset:72
	scratch_load_dword v4, off, s33 offset:72
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s0, v[6:7]
	global_load_dword v3, v[4:5], off
	v_bfe_u32 v2, v2, 20, 10
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v1, v2, v3
	scratch_store_dword off, v1, s33 offset:132
	scratch_load_dword v1, off, s33 offset:124
	s_nop 0
	scratch_load_dword v2, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v1, v2
	s_nop 1
	v_writelane_b32 v0, s0, 7
	s_nop 1
	v_writelane_b32 v0, s1, 8
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	v_writelane_b32 v0, s0, 9
	s_nop 1
	v_writelane_b32 v0, s1, 10
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 11
	s_nop 1
	v_writelane_b32 v0, s1, 12
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v1, off, s33 offset:128
	scratch_load_dword v2, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v1, v2
	s_nop 1
	v_writelane_b32 v0, s0, 13
	s_nop 1
	v_writelane_b32 v0, s1, 14
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	v_writelane_b32 v0, s0, 15
	s_nop 1
	v_writelane_b32 v0, s1, 16
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 17
	s_nop 1
	v_writelane_b32 v0, s1, 18
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_3
.LBB0_2:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 11
	v_readlane_b32 s1, v0, 12
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s2, v0, 9
	v_readlane_b32 s3, v0, 10
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 19
	s_nop 1
	v_writelane_b32 v0, s1, 20
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_50
	s_branch .LBB0_4
.LBB0_3:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v1, off, s33 offset:132
	scratch_load_dword v2, off, s33 offset:120
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], -1
	v_writelane_b32 v0, s0, 21
	s_nop 1
	v_writelane_b32 v0, s1, 22
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 23
	s_nop 1
	v_writelane_b32 v0, s1, 24
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_10
	s_branch .LBB0_6
.LBB0_4:
	s_branch .LBB0_50
.LBB0_5:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s4, v0, 17
	v_readlane_b32 s5, v0, 18
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s0, v0, 7
	v_readlane_b32 s1, v0, 8
	v_readlane_b32 s2, v0, 15
	v_readlane_b32 s3, v0, 16
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_writelane_b32 v0, s0, 9
	s_nop 1
	v_writelane_b32 v0, s1, 10
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_branch .LBB0_2
.LBB0_6:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v1, off, s33 offset:132
	scratch_load_dword v2, off, s33 offset:116
	scratch_load_dword v4, off, s33 offset:128
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[0:1], v1, v2, v[4:5]
	v_mov_b32_e32 v1, v2
	scratch_load_dword v2, off, s33 offset:112
	scratch_load_dword v4, off, s33 offset:124
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[0:1], v1, v2, v[4:5]
	v_mov_b32_e32 v1, v2
	scratch_store_dword off, v1, s33 offset:136
	scratch_load_dwordx2 v[4:5], off, s33 offset:80
	s_mov_b32 s0, 0
	scratch_load_dword v2, off, s33 offset:136
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v1, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v1, s33 offset:140
	scratch_load_dword v1, off, s33 offset:124
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, s0
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 25
	s_nop 1
	v_writelane_b32 v0, s3, 26
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_9
.LBB0_7:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 25
	v_readlane_b32 s1, v0, 26
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 27
	s_nop 1
	v_writelane_b32 v0, s1, 28
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.8:
	scratch_load_dwordx2 v[2:3], off, s33 offset:80
	scratch_load_dword v0, off, s33 offset:136
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s0
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_branch .LBB0_11
.LBB0_9:
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a2, v0              ;  Reload Reuse
	s_branch .LBB0_7
.LBB0_10:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s4, v0, 23
	v_readlane_b32 s5, v0, 24
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s0, v0, 13
	v_readlane_b32 s1, v0, 14
	v_readlane_b32 s2, v0, 21
	v_readlane_b32 s3, v0, 22
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_writelane_b32 v0, s0, 15
	s_nop 1
	v_writelane_b32 v0, s1, 16
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_branch .LBB0_5
.LBB0_11:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 27
	v_readlane_b32 s1, v0, 28
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:144
	scratch_load_dword v1, off, s33 offset:124
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s0
	scratch_load_dword v2, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v1, v2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a4, v1              ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 29
	s_nop 1
	v_writelane_b32 v0, s3, 30
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_14
.LBB0_12:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 29
	v_readlane_b32 s1, v0, 30
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	v_accvgpr_write_b32 a5, v1              ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 31
	s_nop 1
	v_writelane_b32 v0, s1, 32
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_15
; %bb.13:
	scratch_load_dwordx2 v[2:3], off, s33 offset:80
	scratch_load_dword v0, off, s33 offset:136
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s0
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_branch .LBB0_15
.LBB0_14:
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
	s_branch .LBB0_12
.LBB0_15:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 31
	v_readlane_b32 s1, v0, 32
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:148
	scratch_load_dword v1, off, s33 offset:128
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, s0
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a6, v1              ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 33
	s_nop 1
	v_writelane_b32 v0, s3, 34
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_16
	s_branch .LBB0_18
.LBB0_16:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 33
	v_readlane_b32 s1, v0, 34
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	v_accvgpr_write_b32 a7, v1              ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 35
	s_nop 1
	v_writelane_b32 v0, s1, 36
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_19
; %bb.17:
	scratch_load_dwordx2 v[2:3], off, s33 offset:80
	scratch_load_dword v0, off, s33 offset:136
	scratch_load_dword v1, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, v0, v1
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v0              ;  Reload Reuse
	s_branch .LBB0_19
.LBB0_18:
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_branch .LBB0_16
.LBB0_19:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 35
	v_readlane_b32 s1, v0, 36
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:152
	scratch_load_dword v1, off, s33 offset:128
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s0
	scratch_load_dword v2, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v1, v2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a8, v1              ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 37
	s_nop 1
	v_writelane_b32 v0, s3, 38
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_20
	s_branch .LBB0_22
.LBB0_20:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 37
	v_readlane_b32 s1, v0, 38
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a8               ;  Reload Reuse
	v_accvgpr_write_b32 a9, v1              ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 39
	s_nop 1
	v_writelane_b32 v0, s1, 40
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.21:
	scratch_load_dwordx2 v[2:3], off, s33 offset:80
	scratch_load_dword v0, off, s33 offset:136
	scratch_load_dword v1, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a9, v0              ;  Reload Reuse
	s_branch .LBB0_23
.LBB0_22:
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_branch .LBB0_20
.LBB0_23:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 39
	v_readlane_b32 s1, v0, 40
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v1, a9               ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:156
	scratch_load_dword v1, off, s33 offset:132
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, s0
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a10, v1             ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 41
	s_nop 1
	v_writelane_b32 v0, s3, 42
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_26
.LBB0_24:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 41
	v_readlane_b32 s1, v0, 42
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a10              ;  Reload Reuse
	v_accvgpr_write_b32 a11, v1             ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 43
	s_nop 1
	v_writelane_b32 v0, s1, 44
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_27
; %bb.25:
	scratch_load_dwordx2 v[2:3], off, s33 offset:80
	scratch_load_dword v0, off, s33 offset:136
	scratch_load_dword v1, off, s33 offset:112
	scratch_load_dword v4, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v4
	v_sub_u32_e64 v0, v0, v1
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a11, v0             ;  Reload Reuse
	s_branch .LBB0_27
.LBB0_26:
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a10, v0             ;  Reload Reuse
	s_branch .LBB0_24
.LBB0_27:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 43
	v_readlane_b32 s1, v0, 44
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v1, a11              ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:160
	scratch_load_dword v1, off, s33 offset:132
	s_mov_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s0
	scratch_load_dword v2, off, s33 offset:120
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v1, v2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a12, v1             ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 45
	s_nop 1
	v_writelane_b32 v0, s3, 46
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_28
	s_branch .LBB0_30
.LBB0_28:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 45
	v_readlane_b32 s1, v0, 46
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a12              ;  Reload Reuse
	v_accvgpr_write_b32 a13, v1             ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 47
	s_nop 1
	v_writelane_b32 v0, s1, 48
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_31
; %bb.29:
	scratch_load_dwordx2 v[2:3], off, s33 offset:80
	scratch_load_dword v4, off, s33 offset:136
	scratch_load_dword v0, off, s33 offset:112
	scratch_load_dword v1, off, s33 offset:116
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, v1, v[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a13, v0             ;  Reload Reuse
	s_branch .LBB0_31
.LBB0_30:
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a12, v0             ;  Reload Reuse
	s_branch .LBB0_28
.LBB0_31:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s2, v0, 47
	v_readlane_b32 s3, v0, 48
	s_or_b64 exec, exec, s[2:3]
	v_readlane_b32 s0, v0, 1
	v_readlane_b32 s6, v0, 2
	v_readlane_b32 s7, v0, 0
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_accvgpr_read_b32 v2, a1               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a13              ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:164
	scratch_load_dword v1, off, s33 offset:140
	s_mov_b32 s1, 6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, s1
	scratch_load_dword v3, off, s33 offset:144
	scratch_load_dword v4, off, s33 offset:148
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, v3, v4
	scratch_load_dword v4, off, s33 offset:152
	scratch_load_dword v5, off, s33 offset:156
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	scratch_load_dword v4, off, s33 offset:160
	scratch_load_dword v5, off, s33 offset:164
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v4, v5
	v_sub_u32_e64 v1, v1, v3
	scratch_load_dwordx2 v[6:7], off, s33 offset:88
	s_mov_b32 s4, 0
	scratch_load_dword v4, off, s33 offset:136
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b32 s1, 2
	s_mov_b32 s2, s1
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s2, v[6:7]
	global_store_dword v[4:5], v1, off
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33 offset:32
	s_mov_b64 s[12:13], 48
	s_mov_b32 s2, s10
	s_mov_b32 s3, s11
	s_mov_b32 s8, s12
	s_mov_b32 s5, s13
	s_add_u32 s2, s2, s8
	s_addc_u32 s5, s3, s5
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s5
	scratch_load_dword v4, off, s33 offset:32
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b32 s5, s1
	v_mov_b64_e32 v[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], s5, v[6:7]
	global_load_dword v3, v[4:5], off
	s_nop 0
	scratch_store_dword off, v1, s33
	s_mov_b64 s[12:13], 0x42
	s_mov_b32 s8, s10
	s_mov_b32 s5, s11
	s_mov_b32 s10, s12
	s_mov_b32 s9, s13
	s_add_u32 s8, s8, s10
	s_addc_u32 s5, s5, s9
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s5
	scratch_load_dword v4, off, s33
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v6, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b64 s[10:11], s[8:9]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], v1, s[10:11]
	global_load_ushort v4, v[4:5], off
	s_mov_b32 s5, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s[10:11], v4, s5
	s_nop 1
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_add_u32_e64 v3, v3, v4
	v_mul_lo_u32 v3, s7, v3
	v_add_u32_e64 v3, v3, s0
	v_mov_b32_e32 v5, 0
	scratch_store_dword off, v5, s33 offset:36
	scratch_load_dword v6, off, s33 offset:36
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v4, s4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v4
	s_mov_b32 s7, s1
	v_mov_b64_e32 v[8:9], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], s7, v[8:9]
	global_load_dword v4, v[6:7], off
	s_nop 0
	scratch_store_dword off, v5, s33 offset:4
	scratch_load_dword v6, off, s33 offset:4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v5, s4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v1, s[8:9]
	global_load_ushort v5, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s[8:9], v5, s5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_add_u32_e64 v4, v4, v5
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr7
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s5
	v_mad_u64_u32 v[4:5], s[6:7], v3, v4, s[6:7]
	v_mov_b32_e32 v3, v4
	scratch_store_dword off, v3, s33 offset:168
	v_bfe_u32 v2, v2, 20, 10
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v4, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_accvgpr_write_b32 a14, v3             ;  Reload Reuse
	v_accvgpr_write_b32 a15, v2             ;  Reload Reuse
	scratch_store_dword off, v1, s33 offset:40
	scratch_load_dword v2, off, s33 offset:40
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_mov_b64_e32 v[4:5], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s1, v[4:5]
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], s0, v1
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a16, v1             ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 49
	s_nop 1
	v_writelane_b32 v0, s3, 50
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_32
	s_branch .LBB0_34
.LBB0_32:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 49
	v_readlane_b32 s1, v0, 50
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a16              ;  Reload Reuse
	v_accvgpr_write_b32 a17, v1             ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 51
	s_nop 1
	v_writelane_b32 v0, s1, 52
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_35
; %bb.33:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[0:1] offset:62
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a17, v0             ;  Reload Reuse
	s_branch .LBB0_35
.LBB0_34:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s2, v0, 3
	v_readlane_b32 s3, v0, 4
	v_mov_b32_e32 v2, 1
	scratch_store_dword off, v2, s33 offset:8
	s_mov_b64 s[4:5], 48
	s_mov_b32 s0, s2
	s_mov_b32 s1, s3
	s_mov_b32 s3, s4
	s_mov_b32 s2, s5
	s_add_u32 s0, s0, s3
	s_addc_u32 s2, s1, s2
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_mov_b32 s2, 0
	scratch_load_dword v0, off, s33 offset:8
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], v2, s[0:1]
	global_load_ushort v0, v[0:1], off offset:18
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a16, v0             ;  Reload Reuse
	s_branch .LBB0_32
.LBB0_35:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s4, v0, 51
	v_readlane_b32 s5, v0, 52
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s2, v0, 3
	v_readlane_b32 s3, v0, 4
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	v_accvgpr_read_b32 v9, a14              ;  Reload Reuse
	v_accvgpr_read_b32 v8, a15              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a17              ;  Reload Reuse
	v_mov_b32_e32 v2, v8
	v_mad_u64_u32 v[6:7], s[4:5], v2, v3, 0
	v_mov_b32_e32 v4, v7
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v2, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_mov_b32 s1, 32
	v_lshrrev_b64 v[8:9], s1, v[8:9]
	v_mov_b32_e32 v2, v8
	v_mad_u64_u32 v[2:3], s[4:5], v2, v3, v[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	s_nop 1
	v_mov_b32_e32 v4, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[2:3], s1, v[2:3]
	v_mov_b32_e32 v5, v3
                                        ; kill: def $vgpr6 killed $vgpr6 killed $vgpr6_vgpr7 killed $exec
	s_mov_b32 s1, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v4, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v4, v7
	v_or_b32_e64 v4, v4, v5
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v6
	v_or_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_bfe_u32 v4, v1, 10, 10
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v1, s1
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_accvgpr_write_b32 a18, v3             ;  Reload Reuse
	v_accvgpr_write_b32 a19, v2             ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	scratch_store_dword off, v1, s33 offset:44
	scratch_load_dword v2, off, s33 offset:44
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v1, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_mov_b32 s1, 2
	v_mov_b64_e32 v[4:5], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s1, v[4:5]
	global_load_dword v1, v[2:3], off offset:48
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], s0, v1
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v1, s2
	v_accvgpr_write_b32 a20, v1             ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 53
	s_nop 1
	v_writelane_b32 v0, s3, 54
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_36
	s_branch .LBB0_38
.LBB0_36:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 53
	v_readlane_b32 s1, v0, 54
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a20              ;  Reload Reuse
	v_accvgpr_write_b32 a21, v1             ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 55
	s_nop 1
	v_writelane_b32 v0, s1, 56
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_39
; %bb.37:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[0:1] offset:60
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a21, v0             ;  Reload Reuse
	s_branch .LBB0_39
.LBB0_38:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	scratch_store_dword off, v0, s33 offset:12
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
	scratch_load_dword v0, off, s33 offset:12
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s0, 1
	v_mov_b64_e32 v[2:3], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_ushort v0, v[0:1], off offset:18
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a20, v0             ;  Reload Reuse
	s_branch .LBB0_36
.LBB0_39:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 55
	v_readlane_b32 s1, v0, 56
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	v_accvgpr_read_b32 v5, a18              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a19              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a21              ;  Reload Reuse
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v4, v3, s0
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_mad_u64_u32 v[2:3], s[0:1], v1, v2, v[4:5]
	v_mov_b32_e32 v1, v2
	scratch_store_dword off, v1, s33 offset:172
	scratch_load_dword v1, off, s33 offset:168
	s_nop 0
	scratch_load_dword v2, off, s33 offset:172
	s_mov_b32 s0, 16
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v1, v1, s0, v2
	scratch_load_dwordx2 v[4:5], off, s33 offset:96
	s_mov_b32 s0, 0
	scratch_load_dword v2, off, s33 offset:136
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v6, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_store_dword v[2:3], v1, off
	scratch_load_dword v1, off, s33 offset:124
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v1, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 57
	s_nop 1
	v_writelane_b32 v0, s1, 58
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_49
; %bb.40:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v1, off, s33 offset:128
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v1, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 59
	s_nop 1
	v_writelane_b32 v0, s1, 60
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_48
; %bb.41:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	scratch_load_dword v1, off, s33 offset:132
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v1, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 61
	s_nop 1
	v_writelane_b32 v0, s1, 62
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_46
; %bb.42:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v1, 2
	v_readlane_b32 s4, v1, 3
	v_readlane_b32 s5, v1, 4
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a22              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 s[10:11], 48
	s_mov_b32 s2, s4
	s_mov_b32 s1, s5
	s_mov_b32 s8, s10
	s_mov_b32 s3, s11
	s_add_u32 s2, s2, s8
	s_addc_u32 s1, s1, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s1
	v_mov_b32_e32 v2, 0
	global_load_ushort v3, v2, s[4:5] offset:112
	scratch_load_dwordx2 v[4:5], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v3, off
	s_load_dword s1, s[6:7], 0xc
	scratch_load_dwordx2 v[4:5], off, s33 offset:104
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v3, off offset:4
	s_load_dword s1, s[6:7], 0x10
	scratch_load_dwordx2 v[4:5], off, s33 offset:104
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v3, off offset:8
	s_load_dword s1, s[6:7], 0x14
	scratch_load_dwordx2 v[4:5], off, s33 offset:104
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v3, off offset:12
	scratch_store_dword off, v2, s33 offset:48
	s_mov_b32 s1, 0
	scratch_load_dword v6, off, s33 offset:48
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v4, 2
	s_mov_b64 s[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v4, s[6:7]
	global_load_dword v3, v[6:7], off
	s_nop 0
	scratch_store_dword off, v2, s33 offset:16
	s_mov_b64 s[8:9], 0x42
	s_mov_b32 s6, s4
	s_mov_b32 s4, s5
	s_mov_b32 s7, s8
	s_mov_b32 s5, s9
	s_add_u32 s6, s6, s7
	s_addc_u32 s4, s4, s5
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s4
	scratch_load_dword v6, off, s33 offset:16
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v5, 1
	s_mov_b64 s[4:5], s[6:7]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v5, s[4:5]
	global_load_ushort v6, v[6:7], off
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s[8:9], v6, s4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, 1, s[8:9]
	v_add_u32_e64 v3, v3, v6
	scratch_load_dwordx2 v[6:7], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dword v[6:7], v3, off offset:16
	scratch_store_dword off, v5, s33 offset:52
	scratch_load_dword v6, off, s33 offset:52
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_mov_b64 s[8:9], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v4, s[8:9]
	global_load_dword v3, v[6:7], off
	s_nop 0
	scratch_store_dword off, v5, s33 offset:20
	scratch_load_dword v6, off, s33 offset:20
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v8, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	s_mov_b64 s[8:9], s[6:7]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v5, s[8:9]
	global_load_ushort v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s[8:9], v6, s4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, 1, s[8:9]
	v_add_u32_e64 v3, v3, v6
	scratch_load_dwordx2 v[6:7], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dword v[6:7], v3, off offset:20
	scratch_store_dword off, v4, s33 offset:56
	scratch_load_dword v6, off, s33 offset:56
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_mov_b64 s[8:9], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v4, s[8:9]
	global_load_dword v3, v[6:7], off
	s_nop 0
	scratch_store_dword off, v4, s33 offset:24
	scratch_load_dword v6, off, s33 offset:24
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v8, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], v5, s[6:7]
	global_load_ushort v5, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u16_e64 s[4:5], v5, s4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_add_u32_e64 v3, v3, v5
	scratch_load_dwordx2 v[6:7], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dword v[6:7], v3, off offset:24
	scratch_store_dword off, v2, s33 offset:60
	scratch_load_dword v2, off, s33 offset:60
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v5, s1
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], v4, s[2:3]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], s0, v2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v2, s2
	v_accvgpr_write_b32 a23, v2             ;  Reload Reuse
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v1, s2, 63
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v0, s3, 0
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a22, v0             ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_43
	s_branch .LBB0_45
.LBB0_43:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a22              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v2, 63
	v_readlane_b32 s1, v0, 0
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_accvgpr_read_b32 v1, a23              ;  Reload Reuse
	v_accvgpr_write_b32 a24, v1             ;  Reload Reuse
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 1
	s_nop 1
	v_writelane_b32 v0, s1, 2
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a22, v0             ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_47
; %bb.44:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[0:1] offset:60
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a24, v0             ;  Reload Reuse
	s_branch .LBB0_47
.LBB0_45:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 3
	v_readlane_b32 s1, v0, 4
	v_mov_b32_e32 v0, 0
	scratch_store_dword off, v0, s33 offset:28
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
	scratch_load_dword v0, off, s33 offset:28
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s0, 1
	v_mov_b64_e32 v[2:3], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[2:3]
	global_load_ushort v0, v[0:1], off offset:18
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a23, v0             ;  Reload Reuse
	s_branch .LBB0_43
.LBB0_46:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 61
	v_readlane_b32 s1, v0, 62
	s_or_b64 exec, exec, s[0:1]
	s_branch .LBB0_48
.LBB0_47:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a22              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 1
	v_readlane_b32 s1, v0, 2
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v2, a24              ;  Reload Reuse
	scratch_load_dwordx2 v[0:1], off, s33 offset:104
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off offset:28
	s_branch .LBB0_46
.LBB0_48:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 59
	v_readlane_b32 s1, v0, 60
	s_or_b64 exec, exec, s[0:1]
.LBB0_49:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v0, 57
	v_readlane_b32 s1, v0, 58
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], 0
	s_xor_b64 s[0:1], exec, -1
	v_writelane_b32 v0, s0, 21
	s_nop 1
	v_writelane_b32 v0, s1, 22
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	s_branch .LBB0_10
.LBB0_50:
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
	v_readlane_b32 s0, v1, 19
	v_readlane_b32 s1, v1, 20
	s_or_b64 exec, exec, s[0:1]
	s_or_saveexec_b64 s[18:19], -1
	v_accvgpr_read_b32 v0, a22              ;  Reload Reuse
	s_mov_b64 exec, s[18:19]
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel grid3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 184
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 12
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
	.size	grid3d, .Lfunc_end0-grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7496
; NumSgprs: 40
; NumVgprs: 10
; NumAgprs: 25
; TotalNumVgprs: 37
; ScratchSize: 184
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 37
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
  - .agpr_count:     25
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
    .private_segment_fixed_size: 184
    .sgpr_count:     40
    .sgpr_spill_count: 73
    .symbol:         grid3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     37
    .vgpr_spill_count: 71
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
