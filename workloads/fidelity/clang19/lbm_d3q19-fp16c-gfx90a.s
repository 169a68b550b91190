	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.hidden	fp16c_load                      ; -- Begin function fp16c_load
	.globl	fp16c_load
	.p2align	2
	.type	fp16c_load,@function
fp16c_load:                             ; @fp16c_load
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v1, 0x7800, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_bfrev_b32_e32 v1, 28
	v_lshl_or_b32 v1, v0, 12, v1
; %bb.2:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.3:
	v_and_b32_e32 v1, 0x7ff, v0
	v_cvt_f32_u32_e32 v1, v1
	v_mul_f32_e32 v1, 0x33000000, v1
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_bfe_i32 v0, v0, 0, 16
	s_brev_b32 s4, 1
	v_and_or_b32 v0, v0, s4, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	fp16c_load, .Lfunc_end0-fp16c_load
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 88
; NumSgprs: 36
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	fp16c_store                     ; -- Begin function fp16c_store
	.globl	fp16c_store
	.p2align	2
	.type	fp16c_store,@function
fp16c_store:                            ; @fp16c_store
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_brev_b32 s4, 50
	v_lshrrev_b32_e32 v1, 16, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_mul_f32_e64 v0, |v0|, s4
	v_rndne_f32_e32 v0, v0
	v_bfe_u32 v3, v2, 12, 1
	s_movk_i32 s4, 0x7ff
	v_cvt_u32_f32_e32 v0, v0
	v_add3_u32 v3, v2, v3, s4
	v_lshrrev_b32_e32 v3, 12, v3
	v_add_u32_e32 v3, 0xfffc8000, v3
	s_mov_b32 s4, 0x38800000
	v_min_u32_e32 v3, 0x7fff, v3
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_cndmask_b32_e32 v0, v3, v0, vcc
	s_mov_b32 s4, 0x8000
	v_and_or_b32 v0, v1, s4, v0
	v_and_b32_e32 v0, 0xffff, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fp16c_store, .Lfunc_end1-fp16c_store
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; NumSgprs: 36
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	bgk                             ; -- Begin function bgk
	.globl	bgk
	.p2align	2
	.type	bgk,@function
bgk:                                    ; @bgk
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v7, 0x40400000
	v_mul_f32_e32 v6, v1, v2
	v_fmac_f32_e32 v7, 0x40900000, v3
	v_add_f32_e32 v2, -1.0, v2
	v_fma_f32 v3, v3, v7, -v4
	v_mul_f32_e32 v1, v2, v1
	v_fmac_f32_e32 v1, v6, v3
	v_sub_f32_e32 v1, v1, v0
	v_fmac_f32_e32 v0, v5, v1
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	bgk, .Lfunc_end2-bgk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; NumSgprs: 36
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lbm_d3q19               ; -- Begin function lbm_d3q19
	.globl	lbm_d3q19
	.p2align	8
	.type	lbm_d3q19,@function
lbm_d3q19:                              ; @lbm_d3q19
; %bb.0:
	s_load_dwordx2 s[10:11], s[4:5], 0x34
	s_load_dwordx4 s[12:15], s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x50
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s10, 16
	s_and_b32 s10, s10, 0xffff
	s_and_b32 s9, s11, 0xffff
	s_mul_i32 s6, s10, s6
	s_load_dwordx2 s[10:11], s[4:5], 0x60
	s_add_i32 s6, s6, s0
	v_add_u32_e32 v9, s6, v1
	v_bfe_u32 v1, v0, 10, 10
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v1, s7
	v_bfe_u32 v0, v0, 20, 10
	v_mad_u64_u32 v[4:5], s[0:1], s1, v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v2, s8
	v_mad_u64_u32 v[2:3], s[0:1], s9, v2, v[0:1]
	v_cmp_gt_u32_e32 vcc, s12, v9
	v_cmp_gt_u32_e64 s[0:1], s13, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_u32_e32 vcc, s14, v2
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_87
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_mul_i32 s8, s13, s12
	v_mul_lo_u32 v0, v4, s12
	v_mul_lo_u32 v1, s8, v2
	v_add3_u32 v0, v0, v9, v1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u16_e32 vcc, 0, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_87
; %bb.2:
	v_cmp_ne_u32_e32 vcc, 0, v4
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.3:
	s_add_i32 s10, s13, -1
	s_sub_i32 s9, 0, s12
	s_mul_i32 s11, s10, s12
; %bb.4:
	s_or_saveexec_b64 s[6:7], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v8, s11
	v_mov_b32_e32 v16, s10
	v_mov_b32_e32 v17, s9
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	s_add_i32 s4, s13, -1
	s_sub_i32 s5, s8, s12
	v_mov_b32_e32 v8, s5
	v_mov_b32_e32 v16, s4
	v_mov_b32_e32 v17, s5
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v1, 0
	v_cmp_ne_u32_e32 vcc, 0, v2
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.7:
	s_add_i32 s9, s14, -1
	s_sub_i32 s7, 0, s8
	s_mul_i32 s10, s8, s9
; %bb.8:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_mul_i32 s6, s8, s14
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v14, s9
	v_mov_b32_e32 v21, s7
	s_xor_b64 exec, exec, s[4:5]
; %bb.9:
	s_add_i32 s7, s14, -1
	s_sub_i32 s9, s6, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v14, s7
	v_mov_b32_e32 v21, s9
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[34:35], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v10, vcc, s0, v34
	v_addc_co_u32_e32 v11, vcc, v1, v35, vcc
	global_load_ushort v1, v[10:11], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0x7800, v1
	v_cmp_ne_u32_e32 vcc, 0, v3
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.11:
	v_bfrev_b32_e32 v3, 28
	v_lshl_or_b32 v3, v1, 12, v3
; %bb.12:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.13:
	v_and_b32_e32 v3, 0x7ff, v1
	v_cvt_f32_u32_e32 v3, v3
	v_mul_f32_e32 v3, 0x33000000, v3
; %bb.14:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s7, s12, -1
	v_mov_b32_e32 v5, s7
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_cndmask_b32_e32 v30, -1, v5, vcc
	v_add_u32_e32 v0, s6, v0
	v_add_u32_e32 v10, v0, v30
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v5, v11, vcc
	global_load_ushort v5, v[10:11], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x7800, v5
	v_cmp_ne_u32_e32 vcc, 0, v7
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.15:
	v_bfrev_b32_e32 v7, 28
	v_lshl_or_b32 v7, v5, 12, v7
; %bb.16:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.17:
	v_and_b32_e32 v7, 0x7ff, v5
	v_cvt_f32_u32_e32 v7, v7
	v_mul_f32_e32 v7, 0x33000000, v7
; %bb.18:
	s_or_b64 exec, exec, s[4:5]
	s_sub_i32 s4, 1, s12
	v_mov_b32_e32 v10, s4
	v_cmp_eq_u32_e32 vcc, s7, v9
	v_cndmask_b32_e32 v32, 1, v10, vcc
	v_add_u32_e32 v12, s6, v0
	v_add_u32_e32 v10, v12, v32
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_mov_b32_e32 v9, s1
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	global_load_ushort v9, v[10:11], off
                                        ; implicit-def: $vgpr11
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0x7800, v9
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.19:
	v_bfrev_b32_e32 v10, 28
	v_lshl_or_b32 v11, v9, 12, v10
; %bb.20:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.21:
	v_and_b32_e32 v10, 0x7ff, v9
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, 0x33000000, v10
; %bb.22:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v10, s6, v12
	v_add_u32_e32 v18, v17, v10
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_mov_b32_e32 v13, s1
	v_add_co_u32_e32 v18, vcc, s0, v18
	v_addc_co_u32_e32 v19, vcc, v13, v19, vcc
	global_load_ushort v13, v[18:19], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v15, 0x7800, v13
	v_cmp_ne_u32_e32 vcc, 0, v15
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.23:
	v_bfrev_b32_e32 v15, 28
	v_lshl_or_b32 v15, v13, 12, v15
; %bb.24:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.25:
	v_and_b32_e32 v15, 0x7ff, v13
	v_cvt_f32_u32_e32 v15, v15
	v_mul_f32_e32 v15, 0x33000000, v15
; %bb.26:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v8, 0, v8
	v_mov_b32_e32 v18, s12
	v_cmp_eq_u32_e32 vcc, v16, v4
	v_cndmask_b32_e32 v38, v18, v8, vcc
	v_add_u32_e32 v8, s6, v10
	v_add_u32_e32 v18, v8, v38
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v18, vcc, s0, v18
	v_addc_co_u32_e32 v19, vcc, v4, v19, vcc
	global_load_ushort v19, v[18:19], off
                                        ; implicit-def: $vgpr23
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0x7800, v19
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.27:
	v_bfrev_b32_e32 v4, 28
	v_lshl_or_b32 v23, v19, 12, v4
; %bb.28:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.29:
	v_and_b32_e32 v4, 0x7ff, v19
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v23, 0x33000000, v4
; %bb.30:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v4, s6, v8
	v_add_u32_e32 v24, v21, v4
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_mov_b32_e32 v16, s1
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v16, v25, vcc
	global_load_ushort v25, v[24:25], off
                                        ; implicit-def: $vgpr27
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v16, 0x7800, v25
	v_cmp_ne_u32_e32 vcc, 0, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.31:
	v_bfrev_b32_e32 v16, 28
	v_lshl_or_b32 v27, v25, 12, v16
; %bb.32:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.33:
	v_and_b32_e32 v16, 0x7ff, v25
	v_cvt_f32_u32_e32 v16, v16
	v_mul_f32_e32 v27, 0x33000000, v16
; %bb.34:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v6, 0, v6
	v_mov_b32_e32 v16, s8
	v_cmp_eq_u32_e32 vcc, v14, v2
	v_cndmask_b32_e32 v36, v16, v6, vcc
	v_add_u32_e32 v2, s6, v4
	v_add_u32_e32 v28, v2, v36
	v_mov_b32_e32 v29, 0
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v28, vcc, s0, v28
	v_addc_co_u32_e32 v29, vcc, v6, v29, vcc
	global_load_ushort v29, v[28:29], off
                                        ; implicit-def: $vgpr31
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0x7800, v29
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.35:
	v_bfrev_b32_e32 v6, 28
	v_lshl_or_b32 v31, v29, 12, v6
; %bb.36:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.37:
	v_and_b32_e32 v6, 0x7ff, v29
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v31, 0x33000000, v6
; %bb.38:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v6, s6, v2
	v_add3_u32 v40, v6, v30, v17
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[40:41], 1, v[40:41]
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v40, vcc, s0, v40
	v_addc_co_u32_e32 v41, vcc, v14, v41, vcc
	global_load_ushort v33, v[40:41], off
                                        ; implicit-def: $vgpr37
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v14, 0x7800, v33
	v_cmp_ne_u32_e32 vcc, 0, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.39:
	v_bfrev_b32_e32 v14, 28
	v_lshl_or_b32 v37, v33, 12, v14
; %bb.40:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.41:
	v_and_b32_e32 v14, 0x7ff, v33
	v_cvt_f32_u32_e32 v14, v14
	v_mul_f32_e32 v37, 0x33000000, v14
; %bb.42:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v14, s6, v6
	v_add3_u32 v40, v38, v32, v14
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[40:41], 1, v[40:41]
	v_mov_b32_e32 v16, s1
	v_add_co_u32_e32 v40, vcc, s0, v40
	v_addc_co_u32_e32 v41, vcc, v16, v41, vcc
	global_load_ushort v40, v[40:41], off
                                        ; implicit-def: $vgpr41
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v16, 0x7800, v40
	v_cmp_ne_u32_e32 vcc, 0, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.43:
	v_bfrev_b32_e32 v16, 28
	v_lshl_or_b32 v41, v40, 12, v16
; %bb.44:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.45:
	v_and_b32_e32 v16, 0x7ff, v40
	v_cvt_f32_u32_e32 v16, v16
	v_mul_f32_e32 v41, 0x33000000, v16
; %bb.46:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v16, s6, v14
	v_add3_u32 v42, v16, v30, v21
	v_mov_b32_e32 v43, 0
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_mov_b32_e32 v18, s1
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_addc_co_u32_e32 v43, vcc, v18, v43, vcc
	global_load_ushort v42, v[42:43], off
                                        ; implicit-def: $vgpr43
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v18, 0x7800, v42
	v_cmp_ne_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.47:
	v_bfrev_b32_e32 v18, 28
	v_lshl_or_b32 v43, v42, 12, v18
; %bb.48:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.49:
	v_and_b32_e32 v18, 0x7ff, v42
	v_cvt_f32_u32_e32 v18, v18
	v_mul_f32_e32 v43, 0x33000000, v18
; %bb.50:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s6, v16
	v_add3_u32 v44, v36, v32, v18
	v_mov_b32_e32 v45, 0
	v_lshlrev_b64 v[44:45], 1, v[44:45]
	v_mov_b32_e32 v20, s1
	v_add_co_u32_e32 v44, vcc, s0, v44
	v_addc_co_u32_e32 v45, vcc, v20, v45, vcc
	global_load_ushort v44, v[44:45], off
                                        ; implicit-def: $vgpr45
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v20, 0x7800, v44
	v_cmp_ne_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.51:
	v_bfrev_b32_e32 v20, 28
	v_lshl_or_b32 v45, v44, 12, v20
; %bb.52:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.53:
	v_and_b32_e32 v20, 0x7ff, v44
	v_cvt_f32_u32_e32 v20, v20
	v_mul_f32_e32 v45, 0x33000000, v20
; %bb.54:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v20, s6, v18
	v_add3_u32 v46, v17, v20, v21
	v_mov_b32_e32 v47, 0
	v_lshlrev_b64 v[46:47], 1, v[46:47]
	v_mov_b32_e32 v22, s1
	v_add_co_u32_e32 v46, vcc, s0, v46
	v_addc_co_u32_e32 v47, vcc, v22, v47, vcc
	global_load_ushort v46, v[46:47], off
                                        ; implicit-def: $vgpr47
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v22, 0x7800, v46
	v_cmp_ne_u32_e32 vcc, 0, v22
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.55:
	v_bfrev_b32_e32 v22, 28
	v_lshl_or_b32 v47, v46, 12, v22
; %bb.56:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.57:
	v_and_b32_e32 v22, 0x7ff, v46
	v_cvt_f32_u32_e32 v22, v22
	v_mul_f32_e32 v47, 0x33000000, v22
; %bb.58:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v22, s6, v20
	v_add3_u32 v48, v36, v38, v22
	v_mov_b32_e32 v49, 0
	v_lshlrev_b64 v[48:49], 1, v[48:49]
	v_mov_b32_e32 v24, s1
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_addc_co_u32_e32 v49, vcc, v24, v49, vcc
	global_load_ushort v53, v[48:49], off
                                        ; implicit-def: $vgpr59
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v24, 0x7800, v53
	v_cmp_ne_u32_e32 vcc, 0, v24
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.59:
	v_bfrev_b32_e32 v24, 28
	v_lshl_or_b32 v59, v53, 12, v24
; %bb.60:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.61:
	v_and_b32_e32 v24, 0x7ff, v53
	v_cvt_f32_u32_e32 v24, v24
	v_mul_f32_e32 v59, 0x33000000, v24
; %bb.62:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v24, s6, v22
	v_add3_u32 v48, v38, v30, v24
	v_mov_b32_e32 v49, 0
	v_lshlrev_b64 v[48:49], 1, v[48:49]
	v_mov_b32_e32 v26, s1
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_addc_co_u32_e32 v49, vcc, v26, v49, vcc
	global_load_ushort v48, v[48:49], off
                                        ; implicit-def: $vgpr49
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v26, 0x7800, v48
	v_cmp_ne_u32_e32 vcc, 0, v26
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.63:
	v_bfrev_b32_e32 v26, 28
	v_lshl_or_b32 v49, v48, 12, v26
; %bb.64:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.65:
	v_and_b32_e32 v26, 0x7ff, v48
	v_cvt_f32_u32_e32 v26, v26
	v_mul_f32_e32 v49, 0x33000000, v26
; %bb.66:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v26, s6, v24
	v_add3_u32 v50, v26, v32, v17
	v_mov_b32_e32 v51, 0
	v_lshlrev_b64 v[50:51], 1, v[50:51]
	v_mov_b32_e32 v28, s1
	v_add_co_u32_e32 v50, vcc, s0, v50
	v_addc_co_u32_e32 v51, vcc, v28, v51, vcc
	global_load_ushort v60, v[50:51], off
                                        ; implicit-def: $vgpr61
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v28, 0x7800, v60
	v_cmp_ne_u32_e32 vcc, 0, v28
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.67:
	v_bfrev_b32_e32 v28, 28
	v_lshl_or_b32 v61, v60, 12, v28
; %bb.68:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.69:
	v_and_b32_e32 v28, 0x7ff, v60
	v_cvt_f32_u32_e32 v28, v28
	v_mul_f32_e32 v61, 0x33000000, v28
; %bb.70:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v28, s6, v26
	v_add3_u32 v50, v36, v30, v28
	v_mov_b32_e32 v51, 0
	v_lshlrev_b64 v[50:51], 1, v[50:51]
	v_mov_b32_e32 v30, s1
	v_add_co_u32_e32 v50, vcc, s0, v50
	v_addc_co_u32_e32 v51, vcc, v30, v51, vcc
	global_load_ushort v39, v[50:51], off
                                        ; implicit-def: $vgpr50
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v30, 0x7800, v39
	v_cmp_ne_u32_e32 vcc, 0, v30
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.71:
	v_bfrev_b32_e32 v30, 28
	v_lshl_or_b32 v50, v39, 12, v30
; %bb.72:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.73:
	v_and_b32_e32 v30, 0x7ff, v39
	v_cvt_f32_u32_e32 v30, v30
	v_mul_f32_e32 v50, 0x33000000, v30
; %bb.74:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v30, s6, v28
	v_add3_u32 v54, v30, v32, v21
	v_mov_b32_e32 v55, 0
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_mov_b32_e32 v32, s1
	v_add_co_u32_e32 v54, vcc, s0, v54
	v_addc_co_u32_e32 v55, vcc, v32, v55, vcc
	global_load_ushort v62, v[54:55], off
                                        ; implicit-def: $vgpr63
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v32, 0x7800, v62
	v_cmp_ne_u32_e32 vcc, 0, v32
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.75:
	v_bfrev_b32_e32 v32, 28
	v_lshl_or_b32 v63, v62, 12, v32
; %bb.76:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.77:
	v_and_b32_e32 v32, 0x7ff, v62
	v_cvt_f32_u32_e32 v32, v32
	v_mul_f32_e32 v63, 0x33000000, v32
; %bb.78:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v32, s6, v30
	v_add3_u32 v54, v32, v36, v17
	v_mov_b32_e32 v55, 0
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_mov_b32_e32 v17, s1
	v_add_co_u32_e32 v54, vcc, s0, v54
	v_addc_co_u32_e32 v55, vcc, v17, v55, vcc
	global_load_ushort v17, v[54:55], off
                                        ; implicit-def: $vgpr64
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v36, 0x7800, v17
	v_cmp_ne_u32_e32 vcc, 0, v36
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.79:
	v_bfrev_b32_e32 v36, 28
	v_lshl_or_b32 v64, v17, 12, v36
; %bb.80:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.81:
	v_and_b32_e32 v36, 0x7ff, v17
	v_cvt_f32_u32_e32 v36, v36
	v_mul_f32_e32 v64, 0x33000000, v36
; %bb.82:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v36, s6, v32
	v_add3_u32 v54, v36, v38, v21
	v_mov_b32_e32 v55, 0
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_mov_b32_e32 v21, s1
	v_add_co_u32_e32 v54, vcc, s0, v54
	v_addc_co_u32_e32 v55, vcc, v21, v55, vcc
	global_load_ushort v21, v[54:55], off
                                        ; implicit-def: $vgpr65
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v38, 0x7800, v21
	v_cmp_ne_u32_e32 vcc, 0, v38
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.83:
	v_bfrev_b32_e32 v38, 28
	v_lshl_or_b32 v65, v21, 12, v38
; %bb.84:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.85:
	v_and_b32_e32 v38, 0x7ff, v21
	v_cvt_f32_u32_e32 v38, v38
	v_mul_f32_e32 v65, 0x33000000, v38
; %bb.86:
	s_or_b64 exec, exec, s[0:1]
	s_brev_b32 s0, 1
	v_lshlrev_b32_e32 v9, 16, v9
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v1, 16, v1
	v_and_or_b32 v9, v9, s0, v11
	v_and_or_b32 v5, v5, s0, v7
	v_and_or_b32 v1, v1, s0, v3
	v_lshlrev_b32_e32 v3, 16, v25
	v_and_or_b32 v57, v3, s0, v27
	v_add_f32_e32 v3, v5, v9
	v_add_f32_e32 v56, v3, v1
	v_lshlrev_b32_e32 v3, 16, v29
	v_and_or_b32 v55, v3, s0, v31
	v_lshlrev_b32_e32 v3, 16, v19
	v_add_co_u32_e32 v66, vcc, s2, v34
	v_lshlrev_b32_e32 v34, 16, v39
	v_and_or_b32 v58, v3, s0, v23
	v_lshlrev_b32_e32 v3, 16, v13
	v_mov_b32_e32 v38, s3
	v_and_or_b32 v39, v34, s0, v50
	v_lshlrev_b32_e32 v34, 16, v48
	v_and_or_b32 v68, v3, s0, v15
	v_addc_co_u32_e32 v67, vcc, v38, v35, vcc
	v_and_or_b32 v38, v34, s0, v49
	v_lshlrev_b32_e32 v34, 16, v42
	v_add_f32_e32 v54, v68, v58
	v_and_or_b32 v51, v34, s0, v43
	v_pk_add_f32 v[34:35], v[56:57], v[54:55]
	v_lshlrev_b32_e32 v3, 16, v44
	v_lshlrev_b32_e32 v33, 16, v33
	v_mov_b32_e32 v42, v35
	v_and_or_b32 v49, v3, s0, v45
	v_lshlrev_b32_e32 v3, 16, v40
	v_and_or_b32 v50, v33, s0, v37
	v_pk_add_f32 v[34:35], v[34:35], v[42:43]
	v_and_or_b32 v52, v3, s0, v41
	v_add_f32_e32 v48, v50, v52
	v_mov_b32_e32 v35, v51
	v_pk_add_f32 v[34:35], v[34:35], v[48:49]
	v_lshlrev_b32_e32 v3, 16, v53
	v_mov_b32_e32 v40, v35
	v_and_or_b32 v23, v3, s0, v59
	v_lshlrev_b32_e32 v3, 16, v46
	v_pk_add_f32 v[34:35], v[34:35], v[40:41]
	v_and_or_b32 v25, v3, s0, v47
	v_lshlrev_b32_e32 v3, 16, v60
	v_and_or_b32 v47, v3, s0, v61
	v_add_f32_e32 v46, v25, v23
	v_mov_b32_e32 v35, v38
	v_pk_add_f32 v[34:35], v[34:35], v[46:47]
	v_mov_b32_e32 v40, v35
	v_lshlrev_b32_e32 v3, 16, v62
	v_mov_b32_e32 v53, v49
	v_pk_add_f32 v[40:41], v[34:35], v[40:41]
	v_and_or_b32 v45, v3, s0, v63
	v_sub_f32_e32 v3, v5, v9
	v_pk_add_f32 v[34:35], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v3, v3, v34
	v_mov_b32_e32 v44, v47
	v_add_f32_e32 v3, v3, v35
	v_pk_add_f32 v[42:43], v[38:39], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v3, v3, v42
	v_mov_b32_e32 v69, v57
	v_mov_b32_e32 v59, v55
	v_add_f32_e32 v3, v3, v43
	v_pk_add_f32 v[42:43], v[68:69], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[42:43], v[34:35]
	v_sub_f32_e32 v42, v25, v23
	v_pk_add_f32 v[34:35], v[34:35], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[42:43], v[44:45], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	v_lshlrev_b32_e32 v7, 16, v17
	v_pk_add_f32 v[60:61], v[34:35], v[42:43]
	v_and_or_b32 v43, v7, s0, v64
	v_lshlrev_b32_e32 v7, 16, v21
	v_and_or_b32 v35, v7, s0, v65
	v_add_f32_e32 v34, v39, v45
	v_mov_b32_e32 v41, v43
	v_pk_add_f32 v[40:41], v[40:41], v[34:35]
	v_add_f32_e32 v7, v40, v41
	v_add_f32_e32 v7, 1.0, v7
	v_frexp_mant_f32_e32 v11, v7
	v_rcp_f32_e32 v11, v11
	v_mov_b32_e32 v42, v35
	v_mov_b32_e32 v34, v43
	v_frexp_exp_i32_f32_e32 v13, v7
	v_pk_add_f32 v[62:63], v[42:43], v[34:35] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v13, 0, v13
	v_pk_add_f32 v[60:61], v[60:61], v[62:63] op_sel:[0,1] op_sel_hi:[1,0]
	v_ldexp_f32 v34, v11, v13
	v_pk_mul_f32 v[40:41], v[60:61], v[34:35] op_sel_hi:[1,0]
	v_mul_f32_e32 v31, v3, v34
	v_mul_f32_e32 v3, v40, v40
	v_fmac_f32_e32 v3, v31, v31
	v_fmac_f32_e32 v3, v41, v41
	v_mul_f32_e32 v34, 0xbfc00000, v3
	v_add_f32_e32 v15, -1.0, v7
	v_mul_f32_e32 v3, 0x3eaaaaab, v7
	v_add_f32_e32 v11, 0, v34
	v_mul_f32_e32 v13, 0x3eaaaaab, v15
	v_fmac_f32_e32 v13, v3, v11
	v_sub_f32_e32 v3, v13, v1
	v_fmac_f32_e32 v1, s15, v3
	s_brev_b32 s0, 50
	v_mul_f32_e64 v3, |v1|, s0
	v_and_b32_e32 v11, 0x7fffffff, v1
	v_rndne_f32_e32 v3, v3
	s_movk_i32 s1, 0x7ff
	v_bfe_u32 v13, v11, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v13, v11, v13, s1
	v_lshrrev_b32_e32 v13, 12, v13
	v_add_u32_e32 v13, 0xfffc8000, v13
	s_mov_b32 s4, 0x38800000
	v_min_u32_e32 v13, 0x7fff, v13
	v_cmp_gt_u32_e32 vcc, s4, v11
	v_cndmask_b32_e32 v3, v13, v3, vcc
	v_lshrrev_b32_e32 v1, 16, v1
	s_mov_b32 s5, 0x8000
	v_and_or_b32 v1, v1, s5, v3
	global_store_short v[66:67], v1, off
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[60:61], 1, v[0:1]
	v_mov_b32_e32 v0, 0x40400000
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v60, vcc, s2, v60
	v_fmac_f32_e32 v0, 0x40900000, v31
	v_addc_co_u32_e32 v61, vcc, v3, v61, vcc
	v_fma_f32 v0, v31, v0, v34
	v_mul_f32_e32 v3, 0x3d638e39, v7
	v_mul_f32_e32 v17, 0x3d638e39, v15
	v_fma_f32 v0, v3, v0, v17
	v_sub_f32_e32 v0, v0, v5
	v_fmac_f32_e32 v5, s15, v0
	v_mul_f32_e64 v0, |v5|, s0
	v_and_b32_e32 v11, 0x7fffffff, v5
	v_rndne_f32_e32 v0, v0
	v_bfe_u32 v13, v11, 12, 1
	v_cvt_u32_f32_e32 v0, v0
	v_add3_u32 v13, v11, v13, s1
	v_lshrrev_b32_e32 v13, 12, v13
	v_add_u32_e32 v13, 0xfffc8000, v13
	v_min_u32_e32 v13, 0x7fff, v13
	v_cmp_gt_u32_e32 vcc, s4, v11
	v_cndmask_b32_e32 v0, v13, v0, vcc
	v_lshrrev_b32_e32 v5, 16, v5
	v_mov_b32_e32 v13, v1
	v_and_or_b32 v0, v5, s5, v0
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	global_store_short v[60:61], v0, off
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v0, v13, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fmac_f32_e32 v0, 0xc0900000, v31
	v_fma_f32 v0, -v31, v0, v34
	v_fma_f32 v0, v3, v0, v17
	v_sub_f32_e32 v0, v0, v9
	v_fmac_f32_e32 v9, s15, v0
	v_mul_f32_e64 v0, |v9|, s0
	v_and_b32_e32 v5, 0x7fffffff, v9
	v_rndne_f32_e32 v0, v0
	v_bfe_u32 v11, v5, 12, 1
	v_cvt_u32_f32_e32 v0, v0
	v_add3_u32 v11, v5, v11, s1
	v_lshrrev_b32_e32 v11, 12, v11
	v_add_u32_e32 v11, 0xfffc8000, v11
	v_min_u32_e32 v11, 0x7fff, v11
	v_cmp_gt_u32_e32 vcc, s4, v5
	v_cndmask_b32_e32 v0, v11, v0, vcc
	v_lshrrev_b32_e32 v5, 16, v9
	v_mov_b32_e32 v11, v1
	v_and_or_b32 v0, v5, s5, v0
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	global_store_short v[12:13], v0, off
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v0, v11, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fmac_f32_e32 v0, 0x40900000, v40
	v_fma_f32 v0, v40, v0, v34
	v_fma_f32 v0, v3, v0, v17
	v_sub_f32_e32 v0, v0, v68
	v_fmac_f32_e32 v68, s15, v0
	v_and_b32_e32 v5, 0x7fffffff, v68
	v_mul_f32_e64 v9, |v68|, s0
	v_rndne_f32_e32 v9, v9
	v_bfe_u32 v12, v5, 12, 1
	v_cvt_u32_f32_e32 v9, v9
	v_add3_u32 v12, v5, v12, s1
	v_lshrrev_b32_e32 v12, 12, v12
	v_add_u32_e32 v12, 0xfffc8000, v12
	v_min_u32_e32 v12, 0x7fff, v12
	v_cmp_gt_u32_e32 vcc, s4, v5
	v_lshrrev_b32_e32 v0, 16, v68
	v_cndmask_b32_e32 v5, v12, v9, vcc
	v_mov_b32_e32 v9, v1
	v_and_or_b32 v0, v0, s5, v5
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	global_store_short v[10:11], v0, off
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v0, v9, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fmac_f32_e32 v0, 0xc0900000, v40
	v_fma_f32 v0, -v40, v0, v34
	v_fma_f32 v0, v3, v0, v17
	v_sub_f32_e32 v0, v0, v58
	v_fmac_f32_e32 v58, s15, v0
	v_and_b32_e32 v5, 0x7fffffff, v58
	v_mul_f32_e64 v10, |v58|, s0
	v_rndne_f32_e32 v10, v10
	v_bfe_u32 v11, v5, 12, 1
	v_cvt_u32_f32_e32 v10, v10
	v_add3_u32 v11, v5, v11, s1
	v_lshrrev_b32_e32 v11, 12, v11
	v_add_u32_e32 v11, 0xfffc8000, v11
	v_min_u32_e32 v11, 0x7fff, v11
	v_cmp_gt_u32_e32 vcc, s4, v5
	v_lshrrev_b32_e32 v0, 16, v58
	v_cndmask_b32_e32 v5, v11, v10, vcc
	v_and_or_b32 v0, v0, s5, v5
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	global_store_short v[8:9], v0, off
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v0, v5, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fmac_f32_e32 v0, 0x40900000, v41
	v_fma_f32 v0, v41, v0, v34
	v_fma_f32 v0, v3, v0, v17
	v_sub_f32_e32 v0, v0, v57
	v_fmac_f32_e32 v57, s15, v0
	v_and_b32_e32 v8, 0x7fffffff, v57
	v_mul_f32_e64 v9, |v57|, s0
	v_rndne_f32_e32 v9, v9
	v_bfe_u32 v10, v8, 12, 1
	v_cvt_u32_f32_e32 v9, v9
	v_add3_u32 v10, v8, v10, s1
	v_lshrrev_b32_e32 v10, 12, v10
	v_add_u32_e32 v10, 0xfffc8000, v10
	v_min_u32_e32 v10, 0x7fff, v10
	v_cmp_gt_u32_e32 vcc, s4, v8
	v_lshrrev_b32_e32 v0, 16, v57
	v_cndmask_b32_e32 v8, v10, v9, vcc
	v_and_or_b32 v0, v0, s5, v8
	global_store_short v[4:5], v0, off
	v_mov_b32_e32 v0, 0x40400000
	v_fmac_f32_e32 v0, 0xc0900000, v41
	v_fma_f32 v0, -v41, v0, v34
	v_fmac_f32_e32 v17, v3, v0
	v_sub_f32_e32 v0, v17, v55
	v_fmac_f32_e32 v55, s15, v0
	v_and_b32_e32 v3, 0x7fffffff, v55
	v_mul_f32_e64 v4, |v55|, s0
	v_rndne_f32_e32 v4, v4
	v_bfe_u32 v5, v3, 12, 1
	v_cvt_u32_f32_e32 v4, v4
	v_add3_u32 v5, v3, v5, s1
	v_lshrrev_b32_e32 v5, 12, v5
	v_add_u32_e32 v5, 0xfffc8000, v5
	v_min_u32_e32 v5, 0x7fff, v5
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v0, 16, v55
	v_cndmask_b32_e32 v3, v5, v4, vcc
	v_and_or_b32 v0, v0, s5, v3
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_store_short v[2:3], v0, off
	v_add_f32_e32 v0, v31, v40
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_mul_f32_e32 v4, 0x3ce38e39, v7
	v_fma_f32 v2, v0, v2, v34
	v_mul_f32_e32 v5, 0x3ce38e39, v15
	v_fma_f32 v2, v4, v2, v5
	v_sub_f32_e32 v2, v2, v50
	v_fmac_f32_e32 v50, s15, v2
	v_and_b32_e32 v3, 0x7fffffff, v50
	v_mul_f32_e64 v7, |v50|, s0
	v_rndne_f32_e32 v7, v7
	v_bfe_u32 v9, v3, 12, 1
	v_cvt_u32_f32_e32 v7, v7
	v_add3_u32 v9, v3, v9, s1
	v_lshrrev_b32_e32 v9, 12, v9
	v_add_u32_e32 v9, 0xfffc8000, v9
	v_min_u32_e32 v9, 0x7fff, v9
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v2, 16, v50
	v_cndmask_b32_e32 v3, v9, v7, vcc
	v_mov_b32_e32 v7, v1
	v_and_or_b32 v9, v2, s5, v3
	v_lshlrev_b64 v[2:3], 1, v[6:7]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v9, off
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0xc0900000, v0
	v_fma_f32 v0, -v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v52
	v_fmac_f32_e32 v52, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v52
	v_mul_f32_e64 v3, |v52|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v52
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v15, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[14:15]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_add_f32_e32 v0, v31, v41
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v2, v0, v2, v34
	v_fma_f32 v2, v4, v2, v5
	v_sub_f32_e32 v2, v2, v51
	v_fmac_f32_e32 v51, s15, v2
	v_and_b32_e32 v3, 0x7fffffff, v51
	v_mul_f32_e64 v6, |v51|, s0
	v_rndne_f32_e32 v6, v6
	v_bfe_u32 v7, v3, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v7, v3, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v2, 16, v51
	v_cndmask_b32_e32 v3, v7, v6, vcc
	v_mov_b32_e32 v17, v1
	v_and_or_b32 v6, v2, s5, v3
	v_lshlrev_b64 v[2:3], 1, v[16:17]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v6, off
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0xc0900000, v0
	v_fma_f32 v0, -v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v49
	v_fmac_f32_e32 v49, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v49
	v_mul_f32_e64 v3, |v49|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v49
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v19, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[18:19]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_add_f32_e32 v0, v40, v41
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v2, v0, v2, v34
	v_fma_f32 v2, v4, v2, v5
	v_sub_f32_e32 v2, v2, v25
	v_fmac_f32_e32 v25, s15, v2
	v_and_b32_e32 v3, 0x7fffffff, v25
	v_mul_f32_e64 v6, |v25|, s0
	v_rndne_f32_e32 v6, v6
	v_bfe_u32 v7, v3, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v7, v3, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v2, 16, v25
	v_cndmask_b32_e32 v3, v7, v6, vcc
	v_mov_b32_e32 v21, v1
	v_and_or_b32 v6, v2, s5, v3
	v_lshlrev_b64 v[2:3], 1, v[20:21]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v6, off
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0xc0900000, v0
	v_fma_f32 v0, -v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v23
	v_fmac_f32_e32 v23, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v23
	v_mul_f32_e64 v3, |v23|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v23
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v23, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[22:23]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v31, v40
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v0, v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v38
	v_fmac_f32_e32 v38, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v38
	v_mul_f32_e64 v3, |v38|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v38
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v25, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[24:25]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v40, v31
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v0, v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v47
	v_fmac_f32_e32 v47, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v47
	v_mul_f32_e64 v3, |v47|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v47
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v27, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[26:27]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v31, v41
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v0, v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v39
	v_fmac_f32_e32 v39, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v39
	v_mul_f32_e64 v3, |v39|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v39
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v29, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[28:29]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v41, v31
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v0, v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v45
	v_fmac_f32_e32 v45, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v45
	v_mul_f32_e64 v3, |v45|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v45
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v31, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[30:31]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v40, v41
	v_mov_b32_e32 v2, 0x40400000
	v_fmac_f32_e32 v2, 0x40900000, v0
	v_fma_f32 v0, v0, v2, v34
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v43
	v_fmac_f32_e32 v43, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v43
	v_mul_f32_e64 v3, |v43|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v43
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_mov_b32_e32 v33, v1
	v_and_or_b32 v0, v0, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[32:33]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_mov_b32_e32 v8, 0x40400000
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v41, v40
	v_fmac_f32_e32 v8, 0x40900000, v0
	v_fmac_f32_e32 v34, v0, v8
	v_fmac_f32_e32 v5, v4, v34
	v_sub_f32_e32 v0, v5, v35
	v_fmac_f32_e32 v35, s15, v0
	v_and_b32_e32 v2, 0x7fffffff, v35
	v_mul_f32_e64 v3, |v35|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v4, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v4, v2, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v35
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_mov_b32_e32 v37, v1
	v_and_or_b32 v2, v0, s5, v2
	v_lshlrev_b64 v[0:1], 1, v[36:37]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_short v[0:1], v2, off
.LBB3_87:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lbm_d3q19
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 72
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end3:
	.size	lbm_d3q19, .Lfunc_end3-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5952
; NumSgprs: 20
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
        .type_name:      'store_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'store_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
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
    .name:           lbm_d3q19
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         lbm_d3q19.kd
    .uses_dynamic_stack: false
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
