	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	intdiv                  ; -- Begin function intdiv
	.globl	intdiv
	.p2align	8
	.type	intdiv,@function
intdiv:                                 ; @intdiv
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[4:5], s[2:3]
	v_writelane_b32 v1, s4, 0
	s_nop 1
	v_writelane_b32 v1, s5, 1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x18
	s_load_dword s1, s[4:5], 0x20
	s_load_dword s0, s[4:5], 0x24
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[12:13]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b64_e32 v[2:3], s[10:11]
	scratch_store_dwordx2 off, v[2:3], s33 offset:16
	v_mov_b64_e32 v[2:3], s[8:9]
	scratch_store_dwordx2 off, v[2:3], s33 offset:24
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:32
	v_mov_b32_e32 v1, s1
	scratch_store_dword off, v1, s33 offset:40
	v_mov_b32_e32 v1, s0
	scratch_store_dword off, v1, s33 offset:44
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
	scratch_load_dword v4, off, s33 offset:44
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
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 4
	s_nop 1
	v_writelane_b32 v0, s1, 5
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_branch .LBB0_4
.LBB0_3:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v3, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:56
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	s_nop 0
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:60
	scratch_load_dword v4, off, s33 offset:56
	s_nop 0
	scratch_load_dword v0, off, s33 offset:60
	s_mov_b32 s2, 31
	v_writelane_b32 v3, s2, 6
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s2, v0
	v_add_u32_e64 v0, v0, v2
	v_xor_b32_e64 v5, v0, v2
	s_mov_b32 s1, 0
	v_sub_u32_e64 v1, s1, v5
	v_cvt_f32_u32_e32 v0, v5
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e64 v0, v0, v1
	v_ashrrev_i32_e64 v1, s2, v4
	v_add_u32_e64 v4, v4, v1
	v_xor_b32_e64 v4, v4, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v6, v0, v5
	v_sub_u32_e64 v4, v4, v6
	v_cmp_ge_u32_e64 s[8:9], v4, v5
	v_sub_u32_e64 v6, v4, v5
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v6, s[8:9]
	v_cmp_ge_u32_e64 s[6:7], v4, v5
	s_mov_b32 s4, 1
	v_add_u32_e64 v4, v0, s4
	v_cndmask_b32_e64 v0, v0, v4, s[8:9]
	v_add_u32_e64 v4, v0, s4
	v_cndmask_b32_e64 v0, v0, v4, s[6:7]
	v_xor_b32_e64 v1, v1, v2
	v_xor_b32_e64 v0, v0, v1
	v_sub_u32_e64 v2, v0, v1
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_mov_b32 s0, 4
	v_writelane_b32 v3, s0, 7
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v3              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	scratch_load_dword v0, off, s33 offset:56
	s_nop 0
	scratch_load_dword v1, off, s33 offset:60
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s2, v1
	v_add_u32_e64 v1, v1, v2
	v_xor_b32_e64 v2, v1, v2
	v_sub_u32_e64 v3, s1, v2
	v_cvt_f32_u32_e32 v1, v2
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, v3, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e64 v3, v1, v3
	v_ashrrev_i32_e64 v1, s2, v0
	v_add_u32_e64 v0, v0, v1
	v_xor_b32_e64 v0, v0, v1
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_u32_e64 v0, v0, v3
	v_cmp_ge_u32_e64 s[6:7], v0, v2
	v_sub_u32_e64 v3, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v3, s[6:7]
	v_cmp_ge_u32_e64 s[6:7], v0, v2
	v_sub_u32_e64 v2, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	v_xor_b32_e64 v0, v0, v1
	v_sub_u32_e64 v2, v0, v1
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off offset:4
	scratch_load_dword v3, off, s33 offset:56
	s_nop 0
	scratch_load_dword v0, off, s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s2, v0
	v_add_u32_e64 v0, v0, v2
	v_xor_b32_e64 v4, v0, v2
	v_sub_u32_e64 v1, s1, v4
	v_cvt_f32_u32_e32 v0, v4
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e64 v0, v0, v1
	v_ashrrev_i32_e64 v1, s2, v3
	v_add_u32_e64 v3, v3, v1
	v_xor_b32_e64 v3, v3, v1
	v_mul_hi_u32 v0, v3, v0
	v_mul_lo_u32 v5, v0, v4
	v_sub_u32_e64 v3, v3, v5
	v_cmp_ge_u32_e64 s[8:9], v3, v4
	v_sub_u32_e64 v5, v3, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[8:9]
	v_cmp_ge_u32_e64 s[6:7], v3, v4
	v_add_u32_e64 v3, v0, s4
	v_cndmask_b32_e64 v0, v0, v3, s[8:9]
	v_add_u32_e64 v3, v0, s4
	v_cndmask_b32_e64 v0, v0, v3, s[6:7]
	v_xor_b32_e64 v1, v1, v2
	v_xor_b32_e64 v0, v0, v1
	v_sub_u32_e64 v2, v0, v1
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off offset:8
	scratch_load_dword v0, off, s33 offset:56
	s_nop 0
	scratch_load_dword v1, off, s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s2, v1
	v_add_u32_e64 v1, v1, v2
	v_xor_b32_e64 v2, v1, v2
	v_sub_u32_e64 v3, s1, v2
	v_cvt_f32_u32_e32 v1, v2
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, v3, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e64 v3, v1, v3
	v_ashrrev_i32_e64 v1, s2, v0
	v_add_u32_e64 v0, v0, v1
	v_xor_b32_e64 v0, v0, v1
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_u32_e64 v0, v0, v3
	v_cmp_ge_u32_e64 s[2:3], v0, v2
	v_sub_u32_e64 v3, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v3, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v0, v2
	v_sub_u32_e64 v2, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v2, s[2:3]
	v_xor_b32_e64 v0, v0, v1
	v_sub_u32_e64 v2, v0, v1
	scratch_load_dwordx2 v[4:5], off, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off offset:12
	scratch_load_dword v0, off, s33 offset:56
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:64
	scratch_load_dword v0, off, s33 offset:60
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:68
	scratch_load_dword v1, off, s33 offset:64
	scratch_load_dword v2, off, s33 offset:68
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v3, s1, v2
	v_cvt_f32_u32_e32 v0, v2
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v3, v3, v0
	v_mul_hi_u32 v3, v0, v3
	v_add_u32_e64 v0, v0, v3
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v3, v0, v2
	v_sub_u32_e64 v1, v1, v3
	v_cmp_ge_u32_e64 s[6:7], v1, v2
	v_sub_u32_e64 v3, v1, v2
	s_nop 0
	v_cndmask_b32_e64 v1, v1, v3, s[6:7]
	v_cmp_ge_u32_e64 s[2:3], v1, v2
	v_add_u32_e64 v1, v0, s4
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
	v_add_u32_e64 v1, v0, s4
	v_cndmask_b32_e64 v2, v0, v1, s[2:3]
	scratch_load_dwordx2 v[4:5], off, s33 offset:32
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	scratch_load_dword v0, off, s33 offset:64
	s_nop 0
	scratch_load_dword v1, off, s33 offset:68
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v3, s1, v1
	v_cvt_f32_u32_e32 v2, v1
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e64 v2, v2, v3
	v_mul_hi_u32 v2, v0, v2
	v_mul_lo_u32 v2, v2, v1
	v_sub_u32_e64 v0, v0, v2
	v_cmp_ge_u32_e64 s[2:3], v0, v1
	v_sub_u32_e64 v2, v0, v1
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v2, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v0, v1
	v_sub_u32_e64 v1, v0, v1
	s_nop 0
	v_cndmask_b32_e64 v2, v0, v1, s[2:3]
	scratch_load_dwordx2 v[4:5], off, s33 offset:32
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off offset:4
	scratch_load_dword v0, off, s33 offset:64
	s_mov_b32 s2, 0xcccccccd
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v0, v0, s2
	s_mov_b32 s1, 3
	v_lshrrev_b32_e64 v2, s1, v0
	scratch_load_dwordx2 v[4:5], off, s33 offset:32
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off offset:8
	scratch_load_dword v0, off, s33 offset:64
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, v0, s2
	v_lshrrev_b32_e64 v1, s1, v1
	s_mov_b32 s1, 10
	v_mul_lo_u32 v1, v1, s1
	v_sub_u32_e64 v2, v0, v1
	scratch_load_dwordx2 v[4:5], off, s33 offset:32
	scratch_load_dwordx2 v[0:1], off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off offset:12
	s_branch .LBB0_1
.LBB0_4:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s0, v0, 4
	v_readlane_b32 s1, v0, 5
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel intdiv
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
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
		.amdhsa_next_free_vgpr 13
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
	.size	intdiv, .Lfunc_end0-intdiv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2504
; NumSgprs: 40
; NumVgprs: 12
; NumAgprs: 1
; TotalNumVgprs: 13
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 13
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
  - .agpr_count:     1
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
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
    .name:           intdiv
    .private_segment_fixed_size: 80
    .sgpr_count:     40
    .sgpr_spill_count: 8
    .symbol:         intdiv.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
