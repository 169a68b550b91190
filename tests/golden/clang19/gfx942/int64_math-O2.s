	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	int64_math              ; -- Begin function int64_math
	.globl	int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dword s4, s[0:1], 0x20
	s_load_dwordx2 s[6:7], s[0:1], 0x50
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v1, v8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mov_b32_e32 v2, s2
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	s_mov_b32 s5, 0
	v_mad_u64_u32 v[0:1], s[2:3], s3, v2, v[0:1]
	v_cmp_gt_u64_e32 vcc, s[4:5], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[2:3]
	global_load_dwordx2 v[2:3], v[10:11], off
	global_load_dwordx2 v[4:5], v[6:7], off
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_lshl_add_u64 v[6:7], v[0:1], 2, v[6:7]
	global_load_dword v12, v[6:7], off
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v11, 1, v2
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v0, v3, v4
	v_mul_lo_u32 v1, v2, v5
	v_mad_u64_u32 v[14:15], s[0:1], v2, v4, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 63, v12
	v_xor_b32_e32 v13, 63, v10
	v_or_b32_e32 v9, v5, v3
	v_add3_u32 v15, v15, v1, v0
	v_lshlrev_b64 v[0:1], v12, v[4:5]
	v_lshrrev_b64 v[16:17], v13, v[2:3]
	v_xor_b32_e32 v17, v17, v1
	v_xor_b32_e32 v16, v16, v0
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	global_store_dwordx4 v[6:7], v[14:17], off
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_cvt_f32_u32_e32 v0, v11
	v_cvt_f32_u32_e32 v1, v3
	v_sub_co_u32_e32 v19, vcc, 0, v11
	v_mov_b32_e32 v15, 0
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_subb_co_u32_e32 v20, vcc, 0, v3, vcc
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v13, v1
	v_cvt_u32_f32_e32 v18, v0
	v_mul_lo_u32 v8, v19, v13
	v_mul_lo_u32 v9, v20, v18
	v_mad_u64_u32 v[0:1], s[0:1], v19, v18, 0
	v_add3_u32 v1, v1, v8, v9
	v_mad_u64_u32 v[8:9], s[0:1], v18, v1, 0
	v_mul_hi_u32 v14, v18, v0
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[8:9]
	v_mad_u64_u32 v[16:17], s[0:1], v13, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v13, v0, 0
	v_add_co_u32_e32 v0, vcc, v8, v0
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v9, v1, vcc
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[16:17]
	v_add_co_u32_e32 v21, vcc, v18, v0
	v_mul_lo_u32 v9, v20, v21
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, v13, v1, vcc
	v_mul_lo_u32 v8, v19, v13
	v_mad_u64_u32 v[0:1], s[0:1], v19, v21, 0
	v_add3_u32 v1, v1, v8, v9
	v_mad_u64_u32 v[18:19], s[0:1], v21, v1, 0
	v_mul_hi_u32 v14, v21, v0
	v_mad_u64_u32 v[8:9], s[0:1], v13, v1, 0
	v_mad_u64_u32 v[16:17], s[0:1], v13, v0, 0
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[18:19]
	v_add_co_u32_e32 v0, vcc, v0, v16
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v1, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[8:9]
	v_add_co_u32_e32 v16, vcc, v21, v0
	v_mul_hi_u32 v14, v4, v16
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v13, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v4, v8, 0
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[0:1]
	v_mad_u64_u32 v[16:17], s[0:1], v5, v16, 0
	v_add_co_u32_e32 v0, vcc, v0, v16
	v_mad_u64_u32 v[8:9], s[0:1], v5, v8, 0
	s_nop 0
	v_addc_co_u32_e32 v14, vcc, v1, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[8:9]
	v_mul_lo_u32 v13, v3, v0
	v_mul_lo_u32 v14, v11, v1
	v_mad_u64_u32 v[8:9], s[0:1], v11, v0, 0
	v_add3_u32 v13, v9, v14, v13
	v_sub_u32_e32 v9, v5, v13
	v_sub_co_u32_e32 v16, vcc, v4, v8
	s_nop 1
	v_subb_co_u32_e64 v8, s[0:1], v9, v3, vcc
	v_sub_co_u32_e64 v9, s[0:1], v16, v11
	v_subb_co_u32_e32 v13, vcc, v5, v13, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v8, s[0:1], 0, v8, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v8, v3
	v_cmp_ge_u32_e32 vcc, v13, v3
	s_nop 0
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v9, v11
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v8, v3
	s_nop 1
	v_cndmask_b32_e64 v17, v14, v9, s[0:1]
	v_lshl_add_u64 v[8:9], v[0:1], 0, 2
	v_lshl_add_u64 v[14:15], v[0:1], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	s_nop 1
	v_cndmask_b32_e64 v9, v15, v9, s[0:1]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v16, v11
	v_cndmask_b32_e64 v8, v14, v8, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v13, v3
	s_nop 1
	v_cndmask_b32_e32 v13, v15, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cndmask_b32_e32 v0, v0, v8, vcc
.LBB0_3:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_cvt_f32_u32_e32 v0, v11
	v_sub_u32_e32 v1, 0, v11
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v11
	v_sub_u32_e32 v1, v4, v1
	v_add_u32_e32 v8, 1, v0
	v_sub_u32_e32 v9, v1, v11
	v_cmp_ge_u32_e32 vcc, v1, v11
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_add_u32_e32 v8, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v11
	v_mov_b32_e32 v1, 0
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v8, vcc
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[8:9], 1, v[2:3]
	v_or_b32_e32 v2, 2, v8
	v_and_b32_e32 v8, 1, v12
	v_sub_co_u32_e32 v12, vcc, 0, v2
	s_nop 1
	v_subb_co_u32_e32 v13, vcc, 0, v9, vcc
	v_cmp_eq_u32_e32 vcc, 0, v8
	s_nop 1
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cndmask_b32_e32 v8, v12, v2, vcc
	v_mul_lo_u32 v12, v1, v11
	v_mul_lo_u32 v13, v0, v3
	v_mad_u64_u32 v[2:3], s[0:1], v0, v11, 0
	v_add3_u32 v3, v3, v13, v12
	v_sub_co_u32_e32 v2, vcc, v4, v2
	s_nop 1
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_dwordx4 v[6:7], v[0:3], off offset:16
                                        ; implicit-def: $vgpr0_vgpr1
	s_nop 1
	v_or_b32_e32 v3, v5, v9
	v_mov_b32_e32 v2, 0
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_ashrrev_i32_e32 v0, 31, v9
	v_mov_b32_e32 v1, v0
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[0:1]
	v_xor_b32_e32 v1, v13, v0
	v_xor_b32_e32 v11, v12, v0
	v_cvt_f32_u32_e32 v3, v11
	v_cvt_f32_u32_e32 v12, v1
	v_sub_co_u32_e32 v18, vcc, 0, v11
	v_mov_b32_e32 v17, v2
	v_fmamk_f32 v3, v12, 0x4f800000, v3
	v_rcp_f32_e32 v3, v3
	v_subb_co_u32_e32 v19, vcc, 0, v1, vcc
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v12, 0x2f800000, v3
	v_trunc_f32_e32 v12, v12
	v_fmamk_f32 v3, v12, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v20, v12
	v_mul_lo_u32 v14, v19, v3
	v_mad_u64_u32 v[12:13], s[0:1], v18, v3, 0
	v_mul_lo_u32 v15, v18, v20
	v_add3_u32 v13, v13, v15, v14
	v_mad_u64_u32 v[14:15], s[0:1], v3, v13, 0
	v_mul_hi_u32 v16, v3, v12
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[0:1], v20, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v20, v12, 0
	v_add_co_u32_e32 v12, vcc, v14, v12
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v15, v13, vcc
	v_mov_b32_e32 v13, v2
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[16:17]
	v_add_co_u32_e32 v3, vcc, v3, v12
	v_mul_lo_u32 v15, v19, v3
	s_nop 0
	v_addc_co_u32_e32 v20, vcc, v20, v13, vcc
	v_mul_lo_u32 v14, v18, v20
	v_mad_u64_u32 v[12:13], s[0:1], v18, v3, 0
	v_add3_u32 v13, v13, v14, v15
	v_mad_u64_u32 v[14:15], s[0:1], v20, v13, 0
	v_mad_u64_u32 v[16:17], s[0:1], v20, v12, 0
	v_mad_u64_u32 v[18:19], s[0:1], v3, v13, 0
	v_mul_hi_u32 v12, v3, v12
	v_mov_b32_e32 v13, v2
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_add_co_u32_e32 v12, vcc, v12, v16
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v13, v17, vcc
	v_mov_b32_e32 v13, v2
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_add_co_u32_e32 v3, vcc, v3, v12
	v_ashrrev_i32_e32 v12, 31, v5
	s_nop 0
	v_addc_co_u32_e32 v18, vcc, v20, v13, vcc
	v_mov_b32_e32 v13, v12
	v_lshl_add_u64 v[14:15], v[4:5], 0, v[12:13]
	v_xor_b32_e32 v20, v14, v12
	v_xor_b32_e32 v13, v15, v12
	v_mad_u64_u32 v[14:15], s[0:1], v20, v18, 0
	v_mul_hi_u32 v16, v20, v3
	v_mov_b32_e32 v17, v2
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[0:1], v13, v18, 0
	v_mad_u64_u32 v[18:19], s[0:1], v13, v3, 0
	v_add_co_u32_e32 v3, vcc, v14, v18
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v15, v19, vcc
	v_mov_b32_e32 v15, v2
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[2:3], v[14:15], 0, v[16:17]
	v_mul_lo_u32 v16, v1, v2
	v_mul_lo_u32 v17, v11, v3
	v_mad_u64_u32 v[14:15], s[0:1], v11, v2, 0
	v_add3_u32 v18, v15, v17, v16
	v_sub_u32_e32 v15, v13, v18
	v_sub_co_u32_e32 v19, vcc, v20, v14
	s_nop 1
	v_subb_co_u32_e64 v14, s[0:1], v15, v1, vcc
	v_sub_co_u32_e64 v15, s[0:1], v19, v11
	v_subb_co_u32_e32 v13, vcc, v13, v18, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v14, s[0:1], 0, v14, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v14, v1
	v_cmp_ge_u32_e32 vcc, v13, v1
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v11
	s_nop 1
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v14, v1
	s_nop 1
	v_cndmask_b32_e64 v20, v16, v15, s[0:1]
	v_lshl_add_u64 v[14:15], v[2:3], 0, 2
	v_lshl_add_u64 v[16:17], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_nop 1
	v_cndmask_b32_e64 v15, v17, v15, s[0:1]
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v19, v11
	s_nop 1
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v13, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v3, v15, vcc
	v_cndmask_b32_e64 v3, v16, v14, s[0:1]
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_xor_b32_e32 v3, v12, v0
	v_xor_b32_e32 v0, v2, v3
	v_xor_b32_e32 v1, v1, v3
	v_sub_co_u32_e32 v0, vcc, v0, v3
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v3, vcc
.LBB0_7:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_cvt_f32_u32_e32 v0, v8
	v_sub_u32_e32 v1, 0, v8
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v8
	v_sub_u32_e32 v1, v4, v1
	v_add_u32_e32 v2, 1, v0
	v_sub_u32_e32 v3, v1, v8
	v_cmp_ge_u32_e32 vcc, v1, v8
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_add_u32_e32 v2, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v8
	v_mov_b32_e32 v1, 0
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v2, vcc
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v11, v1, v8
	v_mul_lo_u32 v9, v0, v9
	v_mad_u64_u32 v[2:3], s[0:1], v0, v8, 0
	v_add3_u32 v3, v3, v9, v11
	v_sub_co_u32_e32 v2, vcc, v4, v2
	v_sub_u32_e32 v8, 0, v10
	s_nop 0
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_dwordx4 v[6:7], v[0:3], off offset:32
	s_nop 1
	v_ashrrev_i64 v[0:1], v10, v[4:5]
	v_lshrrev_b64 v[2:3], v10, v[4:5]
	v_lshlrev_b64 v[4:5], v8, v[4:5]
	v_or_b32_e32 v3, v3, v5
	v_or_b32_e32 v2, v2, v4
	global_store_dwordx4 v[6:7], v[0:3], off offset:48
.LBB0_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 2040
; NumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
  - .agpr_count:     0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
