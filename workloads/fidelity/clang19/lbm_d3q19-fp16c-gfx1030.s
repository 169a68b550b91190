	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.hidden	fp16c_load                      ; -- Begin function fp16c_load
	.globl	fp16c_load
	.p2align	2
	.type	fp16c_load,@function
fp16c_load:                             ; @fp16c_load
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v1, 0x7800, v0
	v_cmp_ne_u32_e32 vcc_lo, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b32 s4, vcc_lo
	s_xor_b32 s4, exec_lo, s4
; %bb.1:
	v_lshl_or_b32 v1, v0, 12, 0x38000000
; %bb.2:
	s_andn2_saveexec_b32 s4, s4
; %bb.3:
	v_and_b32_e32 v1, 0x7ff, v0
	v_cvt_f32_u32_e32 v1, v1
	v_mul_f32_e32 v1, 0x33000000, v1
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s4
	v_bfe_i32 v0, v0, 0, 16
	v_and_or_b32 v0, 0x80000000, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	fp16c_load, .Lfunc_end0-fp16c_load
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 88
; NumSgprs: 34
; NumVgprs: 2
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
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_mul_f32_e64 v3, 0x4c000000, |v0|
	v_lshrrev_b32_e32 v0, 16, v0
	v_bfe_u32 v2, v1, 12, 1
	v_rndne_f32_e32 v3, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v1
	v_add3_u32 v2, v1, v2, 0x7ff
	v_cvt_u32_f32_e32 v3, v3
	v_lshrrev_b32_e32 v2, 12, v2
	v_add_nc_u32_e32 v2, 0xfffc8000, v2
	v_min_u32_e32 v2, 0x7fff, v2
	v_cndmask_b32_e32 v1, v2, v3, vcc_lo
	v_and_or_b32 v0, 0x8000, v0, v1
	v_and_b32_e32 v0, 0xffff, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fp16c_store, .Lfunc_end1-fp16c_store
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; NumSgprs: 34
; NumVgprs: 4
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
	s_mov_b32 s4, 0x40900000
	v_add_f32_e32 v7, -1.0, v2
	v_fmaak_f32 v6, s4, v3, 0x40400000
	v_mul_f32_e32 v2, v1, v2
	v_mul_f32_e32 v1, v7, v1
	v_fma_f32 v3, v3, v6, -v4
	v_fmac_f32_e32 v1, v2, v3
	v_sub_f32_e32 v1, v1, v0
	v_fmac_f32_e32 v0, v5, v1
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	bgk, .Lfunc_end2-bgk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; NumSgprs: 32
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lbm_d3q19               ; -- Begin function lbm_d3q19
	.globl	lbm_d3q19
	.p2align	8
	.type	lbm_d3q19,@function
lbm_d3q19:                              ; @lbm_d3q19
; %bb.0:
	s_clause 0x3
	s_load_dwordx2 s[10:11], s[4:5], 0x34
	s_load_dwordx4 s[0:3], s[4:5], 0x50
	s_load_dwordx2 s[16:17], s[4:5], 0x60
	s_load_dwordx4 s[12:15], s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s10, 16
	v_add_co_u32 v3, s2, s2, v1
	v_add_co_ci_u32_e64 v4, null, s3, 0, s2
	v_add_co_u32 v1, s2, s16, v2
	v_add_co_ci_u32_e64 v2, null, s17, 0, s2
	s_and_b32 s10, s10, 0xffff
	s_and_b32 s1, s11, 0xffff
	v_mad_u64_u32 v[3:4], null, s9, s7, v[3:4]
	s_mul_i32 s10, s10, s6
	v_mad_u64_u32 v[1:2], null, s1, s8, v[1:2]
	v_add3_u32 v9, s10, s0, v0
	v_cmp_gt_u32_e64 s0, s13, v3
	v_cmp_gt_u32_e32 vcc_lo, s12, v9
	v_cmp_gt_u32_e64 s1, s14, v1
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s0, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_87
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_mul_i32 s6, s13, s12
	v_mul_lo_u32 v0, v3, s12
	v_mul_lo_u32 v2, s6, v1
	v_add3_u32 v4, v0, v9, v2
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v0, v4, s[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u16_e32 vcc_lo, 0, v0
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB3_87
; %bb.2:
	s_mov_b32 s0, exec_lo
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_cmpx_ne_u32_e32 0, v3
	s_xor_b32 s0, exec_lo, s0
; %bb.3:
	s_add_i32 s9, s13, -1
	s_sub_i32 s8, 0, s12
	s_mul_i32 s10, s9, s12
; %bb.4:
	s_or_saveexec_b32 s7, s0
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s9
	v_mov_b32_e32 v12, s8
	s_xor_b32 exec_lo, exec_lo, s7
; %bb.5:
	s_sub_i32 s4, s6, s12
	v_mov_b32_e32 v7, s4
	s_add_i32 s4, s13, -1
	v_mov_b32_e32 v8, s4
	v_mov_b32_e32 v12, v7
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v5, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr8
	v_cmpx_ne_u32_e32 0, v1
	s_xor_b32 s5, exec_lo, s5
; %bb.7:
	s_add_i32 s7, s14, -1
	s_sub_i32 s4, 0, s6
	s_mul_i32 s8, s6, s7
; %bb.8:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v6, s7
	v_mov_b32_e32 v24, s4
	s_mul_i32 s4, s6, s14
	s_xor_b32 exec_lo, exec_lo, s5
; %bb.9:
	s_sub_i32 s7, s4, s6
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s14, -1
	v_mov_b32_e32 v6, s7
	v_mov_b32_e32 v24, v2
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s5
	v_lshlrev_b64 v[22:23], 1, v[4:5]
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr25
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v10, vcc_lo, s0, v22
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v23, vcc_lo
	global_load_ushort v11, v[10:11], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x7800, v11
	v_cmpx_ne_u32_e32 0, v0
	s_xor_b32 s5, exec_lo, s5
; %bb.11:
	v_lshl_or_b32 v25, v11, 12, 0x38000000
; %bb.12:
	s_andn2_saveexec_b32 s5, s5
; %bb.13:
	v_and_b32_e32 v0, 0x7ff, v11
	v_cvt_f32_u32_e32 v0, v0
	v_mul_f32_e32 v25, 0x33000000, v0
; %bb.14:
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	s_add_i32 s5, s12, -1
	v_add_nc_u32_e32 v0, s4, v4
	v_mov_b32_e32 v14, 0
	s_mov_b32 s7, exec_lo
	v_cndmask_b32_e64 v4, -1, s5, vcc_lo
                                        ; implicit-def: $vgpr28
	v_add_nc_u32_e32 v13, v0, v4
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v14, vcc_lo
	global_load_ushort v27, v[13:14], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 0x7800, v27
	v_cmpx_ne_u32_e32 0, v5
	s_xor_b32 s7, exec_lo, s7
; %bb.15:
	v_lshl_or_b32 v28, v27, 12, 0x38000000
; %bb.16:
	s_andn2_saveexec_b32 s7, s7
; %bb.17:
	v_and_b32_e32 v5, 0x7ff, v27
	v_cvt_f32_u32_e32 v5, v5
	v_mul_f32_e32 v28, 0x33000000, v5
; %bb.18:
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_eq_u32_e32 vcc_lo, s5, v9
	s_sub_i32 s7, 1, s12
	v_add_nc_u32_e32 v21, s4, v0
	v_mov_b32_e32 v10, 0
	s_mov_b32 s5, exec_lo
	v_cndmask_b32_e64 v5, 1, s7, vcc_lo
                                        ; implicit-def: $vgpr31
	v_add_nc_u32_e32 v9, v21, v5
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, vcc_lo, s0, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s1, v10, vcc_lo
	global_load_ushort v29, v[9:10], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0x7800, v29
	v_cmpx_ne_u32_e32 0, v9
	s_xor_b32 s5, exec_lo, s5
; %bb.19:
	v_lshl_or_b32 v31, v29, 12, 0x38000000
; %bb.20:
	s_andn2_saveexec_b32 s5, s5
; %bb.21:
	v_and_b32_e32 v9, 0x7ff, v29
	v_cvt_f32_u32_e32 v9, v9
	v_mul_f32_e32 v31, 0x33000000, v9
; %bb.22:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v20, s4, v21
	v_mov_b32_e32 v10, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr35
	v_add_nc_u32_e32 v9, v12, v20
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, vcc_lo, s0, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s1, v10, vcc_lo
	global_load_ushort v33, v[9:10], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0x7800, v33
	v_cmpx_ne_u32_e32 0, v9
	s_xor_b32 s5, exec_lo, s5
; %bb.23:
	v_lshl_or_b32 v35, v33, 12, 0x38000000
; %bb.24:
	s_andn2_saveexec_b32 s5, s5
; %bb.25:
	v_and_b32_e32 v9, 0x7ff, v33
	v_cvt_f32_u32_e32 v9, v9
	v_mul_f32_e32 v35, 0x33000000, v9
; %bb.26:
	s_or_b32 exec_lo, exec_lo, s5
	v_sub_nc_u32_e32 v7, 0, v7
	v_cmp_eq_u32_e32 vcc_lo, v8, v3
	v_add_nc_u32_e32 v19, s4, v20
	v_mov_b32_e32 v8, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr37
	v_cndmask_b32_e32 v3, s12, v7, vcc_lo
	v_add_nc_u32_e32 v7, v19, v3
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_ushort v36, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x7800, v36
	v_cmpx_ne_u32_e32 0, v7
	s_xor_b32 s5, exec_lo, s5
; %bb.27:
	v_lshl_or_b32 v37, v36, 12, 0x38000000
; %bb.28:
	s_andn2_saveexec_b32 s5, s5
; %bb.29:
	v_and_b32_e32 v7, 0x7ff, v36
	v_cvt_f32_u32_e32 v7, v7
	v_mul_f32_e32 v37, 0x33000000, v7
; %bb.30:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v18, s4, v19
	v_mov_b32_e32 v8, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr40
	v_add_nc_u32_e32 v7, v24, v18
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_ushort v39, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x7800, v39
	v_cmpx_ne_u32_e32 0, v7
	s_xor_b32 s5, exec_lo, s5
; %bb.31:
	v_lshl_or_b32 v40, v39, 12, 0x38000000
; %bb.32:
	s_andn2_saveexec_b32 s5, s5
; %bb.33:
	v_and_b32_e32 v7, 0x7ff, v39
	v_cvt_f32_u32_e32 v7, v7
	v_mul_f32_e32 v40, 0x33000000, v7
; %bb.34:
	s_or_b32 exec_lo, exec_lo, s5
	v_sub_nc_u32_e32 v2, 0, v2
	v_cmp_eq_u32_e32 vcc_lo, v6, v1
	v_add_nc_u32_e32 v17, s4, v18
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr42
	v_cndmask_b32_e32 v26, s6, v2, vcc_lo
	v_mov_b32_e32 v2, 0
	v_add_nc_u32_e32 v1, v17, v26
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	global_load_ushort v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v1
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.35:
	v_lshl_or_b32 v42, v1, 12, 0x38000000
; %bb.36:
	s_andn2_saveexec_b32 s5, s5
; %bb.37:
	v_and_b32_e32 v2, 0x7ff, v1
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v42, 0x33000000, v2
; %bb.38:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v16, s4, v17
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr45
	v_add3_u32 v6, v16, v4, v12
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v44, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v44
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.39:
	v_lshl_or_b32 v45, v44, 12, 0x38000000
; %bb.40:
	s_andn2_saveexec_b32 s5, s5
; %bb.41:
	v_and_b32_e32 v2, 0x7ff, v44
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v45, 0x33000000, v2
; %bb.42:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v15, s4, v16
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr46
	v_add3_u32 v6, v3, v5, v15
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v43, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v43
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.43:
	v_lshl_or_b32 v46, v43, 12, 0x38000000
; %bb.44:
	s_andn2_saveexec_b32 s5, s5
; %bb.45:
	v_and_b32_e32 v2, 0x7ff, v43
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v46, 0x33000000, v2
; %bb.46:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v14, s4, v15
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr47
	v_add3_u32 v6, v14, v4, v24
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v41, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v41
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.47:
	v_lshl_or_b32 v47, v41, 12, 0x38000000
; %bb.48:
	s_andn2_saveexec_b32 s5, s5
; %bb.49:
	v_and_b32_e32 v2, 0x7ff, v41
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v47, 0x33000000, v2
; %bb.50:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v13, s4, v14
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr48
	v_add3_u32 v6, v26, v5, v13
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v38, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v38
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.51:
	v_lshl_or_b32 v48, v38, 12, 0x38000000
; %bb.52:
	s_andn2_saveexec_b32 s5, s5
; %bb.53:
	v_and_b32_e32 v2, 0x7ff, v38
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v48, 0x33000000, v2
; %bb.54:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v10, s4, v13
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr49
	v_add3_u32 v6, v12, v10, v24
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v34, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v34
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.55:
	v_lshl_or_b32 v49, v34, 12, 0x38000000
; %bb.56:
	s_andn2_saveexec_b32 s5, s5
; %bb.57:
	v_and_b32_e32 v2, 0x7ff, v34
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v49, 0x33000000, v2
; %bb.58:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v9, s4, v10
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr50
	v_add3_u32 v6, v26, v3, v9
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v32, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v32
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.59:
	v_lshl_or_b32 v50, v32, 12, 0x38000000
; %bb.60:
	s_andn2_saveexec_b32 s5, s5
; %bb.61:
	v_and_b32_e32 v2, 0x7ff, v32
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v50, 0x33000000, v2
; %bb.62:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v8, s4, v9
	v_mov_b32_e32 v7, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr51
	v_add3_u32 v6, v3, v4, v8
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	global_load_ushort v30, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v30
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.63:
	v_lshl_or_b32 v51, v30, 12, 0x38000000
; %bb.64:
	s_andn2_saveexec_b32 s5, s5
; %bb.65:
	v_and_b32_e32 v2, 0x7ff, v30
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v51, 0x33000000, v2
; %bb.66:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v7, s4, v8
	v_mov_b32_e32 v53, 0
	s_mov_b32 s5, exec_lo
	v_add3_u32 v52, v7, v5, v12
	v_lshlrev_b64 v[52:53], 1, v[52:53]
	v_add_co_u32 v52, vcc_lo, s0, v52
	v_add_co_ci_u32_e32 v53, vcc_lo, s1, v53, vcc_lo
	global_load_ushort v52, v[52:53], off
                                        ; implicit-def: $vgpr53
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v52
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.67:
	v_lshl_or_b32 v53, v52, 12, 0x38000000
; %bb.68:
	s_andn2_saveexec_b32 s5, s5
; %bb.69:
	v_and_b32_e32 v2, 0x7ff, v52
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v53, 0x33000000, v2
; %bb.70:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v2, s4, v7
	v_mov_b32_e32 v55, 0
	s_mov_b32 s5, exec_lo
	v_add3_u32 v54, v26, v4, v2
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_add_co_u32 v54, vcc_lo, s0, v54
	v_add_co_ci_u32_e32 v55, vcc_lo, s1, v55, vcc_lo
	global_load_ushort v54, v[54:55], off
                                        ; implicit-def: $vgpr55
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0x7800, v54
	v_cmpx_ne_u32_e32 0, v4
	s_xor_b32 s5, exec_lo, s5
; %bb.71:
	v_lshl_or_b32 v55, v54, 12, 0x38000000
; %bb.72:
	s_andn2_saveexec_b32 s5, s5
; %bb.73:
	v_and_b32_e32 v4, 0x7ff, v54
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v55, 0x33000000, v4
; %bb.74:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v4, s4, v2
	v_mov_b32_e32 v6, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr56
	v_add3_u32 v5, v4, v5, v24
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0x7800, v5
	v_cmpx_ne_u32_e32 0, v6
	s_xor_b32 s5, exec_lo, s5
; %bb.75:
	v_lshl_or_b32 v56, v5, 12, 0x38000000
; %bb.76:
	s_andn2_saveexec_b32 s5, s5
; %bb.77:
	v_and_b32_e32 v6, 0x7ff, v5
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v56, 0x33000000, v6
; %bb.78:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v6, s4, v4
	v_mov_b32_e32 v58, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $vgpr59
	v_add3_u32 v57, v6, v26, v12
	v_lshlrev_b64 v[57:58], 1, v[57:58]
	v_add_co_u32 v57, vcc_lo, s0, v57
	v_add_co_ci_u32_e32 v58, vcc_lo, s1, v58, vcc_lo
	global_load_ushort v26, v[57:58], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v12, 0x7800, v26
	v_cmpx_ne_u32_e32 0, v12
	s_xor_b32 s5, exec_lo, s5
; %bb.79:
	v_lshl_or_b32 v59, v26, 12, 0x38000000
; %bb.80:
	s_andn2_saveexec_b32 s5, s5
; %bb.81:
	v_and_b32_e32 v12, 0x7ff, v26
	v_cvt_f32_u32_e32 v12, v12
	v_mul_f32_e32 v59, 0x33000000, v12
; %bb.82:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v12, s4, v6
	v_mov_b32_e32 v58, 0
	v_add3_u32 v57, v12, v3, v24
	v_lshlrev_b64 v[57:58], 1, v[57:58]
	v_add_co_u32 v57, vcc_lo, s0, v57
	v_add_co_ci_u32_e32 v58, vcc_lo, s1, v58, vcc_lo
	s_mov_b32 s0, exec_lo
	global_load_ushort v57, v[57:58], off
                                        ; implicit-def: $vgpr58
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0x7800, v57
	v_cmpx_ne_u32_e32 0, v3
	s_xor_b32 s0, exec_lo, s0
; %bb.83:
	v_lshl_or_b32 v58, v57, 12, 0x38000000
; %bb.84:
	s_andn2_saveexec_b32 s0, s0
; %bb.85:
	v_and_b32_e32 v3, 0x7ff, v57
	v_cvt_f32_u32_e32 v3, v3
	v_mul_f32_e32 v58, 0x33000000, v3
; %bb.86:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v1, 16, v1
	v_lshlrev_b32_e32 v43, 16, v43
	v_lshlrev_b32_e32 v44, 16, v44
	v_lshlrev_b32_e32 v38, 16, v38
	v_lshlrev_b32_e32 v41, 16, v41
	v_and_or_b32 v42, 0x80000000, v1, v42
	v_lshlrev_b32_e32 v1, 16, v36
	v_and_or_b32 v43, 0x80000000, v43, v46
	v_and_or_b32 v44, 0x80000000, v44, v45
	v_lshlrev_b32_e32 v3, 16, v26
	v_lshlrev_b32_e32 v32, 16, v32
	v_and_or_b32 v36, 0x80000000, v1, v37
	v_lshlrev_b32_e32 v1, 16, v33
	v_lshlrev_b32_e32 v34, 16, v34
	v_and_or_b32 v38, 0x80000000, v38, v48
	v_and_or_b32 v41, 0x80000000, v41, v47
	v_and_or_b32 v24, 0x80000000, v3, v59
	v_and_or_b32 v33, 0x80000000, v1, v35
	v_lshlrev_b32_e32 v1, 16, v29
	v_lshlrev_b32_e32 v3, 16, v5
	v_lshlrev_b32_e32 v26, 16, v52
	v_lshlrev_b32_e32 v30, 16, v30
	v_and_or_b32 v32, 0x80000000, v32, v50
	v_and_or_b32 v35, 0x80000000, v1, v31
	v_lshlrev_b32_e32 v1, 16, v27
	v_add_f32_e32 v27, v33, v36
	v_and_or_b32 v34, 0x80000000, v34, v49
	v_and_or_b32 v5, 0x80000000, v3, v56
	v_lshlrev_b32_e32 v3, 16, v54
	v_and_or_b32 v37, 0x80000000, v1, v28
	v_lshlrev_b32_e32 v1, 16, v11
	v_lshlrev_b32_e32 v11, 16, v39
	v_and_or_b32 v26, 0x80000000, v26, v53
	v_and_or_b32 v30, 0x80000000, v30, v51
	v_and_or_b32 v3, 0x80000000, v3, v55
	v_and_or_b32 v1, 0x80000000, v1, v25
	v_add_f32_e32 v25, v37, v35
	v_and_or_b32 v11, 0x80000000, v11, v40
	v_lshlrev_b32_e32 v28, 16, v57
	v_add_f32_e32 v29, v30, v26
	v_sub_f32_e32 v31, v41, v38
	v_add_f32_e32 v25, v25, v1
	v_sub_f32_e32 v39, v30, v26
	v_sub_f32_e32 v40, v26, v30
	v_add_co_u32 v22, vcc_lo, s2, v22
	v_add_f32_e32 v25, v25, v27
	v_add_f32_e32 v27, v11, v42
	v_add_co_ci_u32_e32 v23, vcc_lo, s3, v23, vcc_lo
	s_mov_b32 s0, 0x40900000
	s_mov_b32 s1, 0xc0900000
	v_add_f32_e32 v25, v25, v27
	v_add_f32_e32 v27, v44, v43
	v_add_f32_e32 v25, v25, v27
	v_add_f32_e32 v27, v41, v38
	v_add_f32_e32 v25, v25, v27
	v_add_f32_e32 v27, v34, v32
	v_add_f32_e32 v27, v25, v27
	v_and_or_b32 v25, 0x80000000, v28, v58
	v_add_f32_e32 v28, v3, v5
	v_add_f32_e32 v27, v27, v29
	v_add_f32_e32 v29, v24, v25
	v_add_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, v37, v35
	v_add_f32_e32 v27, v27, v29
	v_sub_f32_e32 v29, v44, v43
	v_add_f32_e32 v28, v28, v29
	v_add_f32_e32 v28, v28, v31
	v_add_f32_e32 v28, v28, v39
	v_sub_f32_e32 v39, v3, v5
	v_add_f32_e32 v39, v28, v39
	v_sub_f32_e32 v28, v33, v36
	v_add_f32_e32 v28, v28, v29
	v_sub_f32_e32 v29, v34, v32
	v_add_f32_e32 v28, v28, v29
	v_add_f32_e32 v28, v28, v40
	v_sub_f32_e32 v40, v24, v25
	v_add_f32_e32 v28, v28, v40
	v_sub_f32_e32 v40, v11, v42
	v_add_f32_e32 v31, v40, v31
	v_add_f32_e32 v40, 1.0, v27
	v_add_f32_e32 v29, v31, v29
	v_frexp_mant_f32_e32 v27, v40
	v_frexp_exp_i32_f32_e32 v45, v40
	v_sub_f32_e32 v31, v5, v3
	v_rcp_f32_e32 v27, v27
	v_sub_nc_u32_e32 v45, 0, v45
	v_add_f32_e32 v29, v29, v31
	v_sub_f32_e32 v31, v25, v24
	v_add_f32_e32 v29, v29, v31
	v_ldexp_f32 v27, v27, v45
	v_mul_f32_e32 v45, 0x3eaaaaab, v40
	v_mul_f32_e32 v28, v28, v27
	v_mul_f32_e32 v31, v39, v27
	v_mul_f32_e32 v29, v29, v27
	v_add_f32_e32 v39, -1.0, v40
	v_mul_f32_e32 v27, v28, v28
	v_mul_f32_e32 v46, 0x3eaaaaab, v39
	v_fmac_f32_e32 v27, v31, v31
	v_fmac_f32_e32 v27, v29, v29
	v_mul_f32_e32 v27, 0xbfc00000, v27
	v_add_f32_e32 v47, 0, v27
	v_fmac_f32_e32 v46, v45, v47
	v_sub_f32_e32 v45, v46, v1
	v_fmac_f32_e32 v1, s15, v45
	v_and_b32_e32 v45, 0x7fffffff, v1
	v_mul_f32_e64 v47, 0x4c000000, |v1|
	v_lshrrev_b32_e32 v1, 16, v1
	v_bfe_u32 v46, v45, 12, 1
	v_rndne_f32_e32 v47, v47
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v45
	v_add3_u32 v46, v45, v46, 0x7ff
	v_cvt_u32_f32_e32 v47, v47
	v_lshrrev_b32_e32 v46, 12, v46
	v_add_nc_u32_e32 v46, 0xfffc8000, v46
	v_min_u32_e32 v46, 0x7fff, v46
	v_cndmask_b32_e32 v45, v46, v47, vcc_lo
	v_mul_f32_e32 v46, 0x3d638e39, v39
	v_mul_f32_e32 v39, 0x3ce38e39, v39
	v_and_or_b32 v1, 0x8000, v1, v45
	v_mul_f32_e32 v45, 0x3d638e39, v40
	v_mul_f32_e32 v40, 0x3ce38e39, v40
	global_store_short v[22:23], v1, off
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[22:23], 1, v[0:1]
	v_fmaak_f32 v0, s0, v31, 0x40400000
	v_fma_f32 v0, v31, v0, v27
	v_add_co_u32 v22, vcc_lo, s2, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s3, v23, vcc_lo
	v_fma_f32 v0, v45, v0, v46
	v_sub_f32_e32 v0, v0, v37
	v_fmac_f32_e32 v37, s15, v0
	v_and_b32_e32 v0, 0x7fffffff, v37
	v_mul_f32_e64 v48, 0x4c000000, |v37|
	v_lshrrev_b32_e32 v37, 16, v37
	v_bfe_u32 v47, v0, 12, 1
	v_rndne_f32_e32 v48, v48
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v0
	v_add3_u32 v47, v0, v47, 0x7ff
	v_cvt_u32_f32_e32 v48, v48
	v_lshrrev_b32_e32 v47, 12, v47
	v_add_nc_u32_e32 v47, 0xfffc8000, v47
	v_min_u32_e32 v47, 0x7fff, v47
	v_cndmask_b32_e32 v0, v47, v48, vcc_lo
	v_and_or_b32 v0, 0x8000, v37, v0
	global_store_short v[22:23], v0, off
	v_fmaak_f32 v0, s1, v31, 0x40400000
	v_mov_b32_e32 v22, v1
	v_fma_f32 v0, -v31, v0, v27
	v_lshlrev_b64 v[21:22], 1, v[21:22]
	v_fma_f32 v0, v45, v0, v46
	v_add_co_u32 v21, vcc_lo, s2, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v22, vcc_lo
	v_sub_f32_e32 v0, v0, v35
	v_fmac_f32_e32 v35, s15, v0
	v_and_b32_e32 v0, 0x7fffffff, v35
	v_mul_f32_e64 v37, 0x4c000000, |v35|
	v_bfe_u32 v23, v0, 12, 1
	v_rndne_f32_e32 v37, v37
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v0
	v_add3_u32 v23, v0, v23, 0x7ff
	v_cvt_u32_f32_e32 v37, v37
	v_lshrrev_b32_e32 v23, 12, v23
	v_add_nc_u32_e32 v23, 0xfffc8000, v23
	v_min_u32_e32 v23, 0x7fff, v23
	v_cndmask_b32_e32 v0, v23, v37, vcc_lo
	v_lshrrev_b32_e32 v23, 16, v35
	v_and_or_b32 v0, 0x8000, v23, v0
	global_store_short v[21:22], v0, off
	v_fmaak_f32 v0, s0, v28, 0x40400000
	v_mov_b32_e32 v21, v1
	v_fma_f32 v0, v28, v0, v27
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_fma_f32 v0, v45, v0, v46
	v_add_co_u32 v20, vcc_lo, s2, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s3, v21, vcc_lo
	v_sub_f32_e32 v0, v0, v33
	v_fmac_f32_e32 v33, s15, v0
	v_and_b32_e32 v0, 0x7fffffff, v33
	v_mul_f32_e64 v23, 0x4c000000, |v33|
	v_bfe_u32 v22, v0, 12, 1
	v_rndne_f32_e32 v23, v23
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v0
	v_add3_u32 v22, v0, v22, 0x7ff
	v_cvt_u32_f32_e32 v23, v23
	v_lshrrev_b32_e32 v22, 12, v22
	v_add_nc_u32_e32 v22, 0xfffc8000, v22
	v_min_u32_e32 v22, 0x7fff, v22
	v_cndmask_b32_e32 v0, v22, v23, vcc_lo
	v_fmaak_f32 v22, s1, v28, 0x40400000
	v_lshrrev_b32_e32 v23, 16, v33
	v_fma_f32 v22, -v28, v22, v27
	v_and_or_b32 v0, 0x8000, v23, v0
	v_fma_f32 v22, v45, v22, v46
	global_store_short v[20:21], v0, off
	v_sub_f32_e32 v22, v22, v36
	v_fmac_f32_e32 v36, s15, v22
	v_fmaak_f32 v22, s0, v29, 0x40400000
	v_and_b32_e32 v23, 0x7fffffff, v36
	v_fma_f32 v22, v29, v22, v27
	v_mul_f32_e64 v21, 0x4c000000, |v36|
	v_bfe_u32 v0, v23, 12, 1
	v_fma_f32 v20, v45, v22, v46
	v_fmaak_f32 v22, s1, v29, 0x40400000
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v23
	v_add3_u32 v0, v23, v0, 0x7ff
	v_sub_f32_e32 v20, v20, v11
	v_fma_f32 v22, -v29, v22, v27
	v_lshrrev_b32_e32 v0, 12, v0
	v_fmac_f32_e32 v11, s15, v20
	v_rndne_f32_e32 v20, v21
	v_fmac_f32_e32 v46, v45, v22
	v_lshrrev_b32_e32 v21, 16, v36
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_and_b32_e32 v33, 0x7fffffff, v11
	v_cvt_u32_f32_e32 v35, v20
	v_mov_b32_e32 v20, v1
	v_sub_f32_e32 v36, v46, v42
	v_min_u32_e32 v0, 0x7fff, v0
	v_bfe_u32 v23, v33, 12, 1
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	v_fmac_f32_e32 v42, s15, v36
	v_cndmask_b32_e32 v0, v0, v35, vcc_lo
	v_add3_u32 v23, v33, v23, 0x7ff
	v_mul_f32_e64 v35, 0x4c000000, |v11|
	v_lshrrev_b32_e32 v11, 16, v11
	v_and_or_b32 v0, 0x8000, v21, v0
	v_lshrrev_b32_e32 v23, 12, v23
	v_add_co_u32 v21, vcc_lo, s2, v19
	v_rndne_f32_e32 v19, v35
	v_add_f32_e32 v35, v31, v28
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v20, vcc_lo
	v_add_nc_u32_e32 v20, 0xfffc8000, v23
	v_and_b32_e32 v23, 0x7fffffff, v42
	v_fmaak_f32 v37, s0, v35, 0x40400000
	v_cvt_u32_f32_e32 v36, v19
	v_mov_b32_e32 v19, v1
	v_min_u32_e32 v20, 0x7fff, v20
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v33
	v_bfe_u32 v45, v23, 12, 1
	v_fma_f32 v37, v35, v37, v27
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	global_store_short v[21:22], v0, off
	v_cndmask_b32_e32 v20, v20, v36, vcc_lo
	v_add3_u32 v0, v23, v45, 0x7ff
	v_fma_f32 v21, v40, v37, v39
	v_mul_f32_e64 v22, 0x4c000000, |v42|
	v_and_or_b32 v11, 0x8000, v11, v20
	v_add_co_u32 v20, vcc_lo, s2, v18
	v_lshrrev_b32_e32 v0, 12, v0
	v_sub_f32_e32 v33, v21, v44
	v_add_co_ci_u32_e32 v21, vcc_lo, s3, v19, vcc_lo
	v_fmaak_f32 v19, s1, v35, 0x40400000
	v_rndne_f32_e32 v18, v22
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_fmac_f32_e32 v44, s15, v33
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v23
	v_fma_f32 v19, -v35, v19, v27
	v_cvt_u32_f32_e32 v33, v18
	v_mov_b32_e32 v18, v1
	v_min_u32_e32 v0, 0x7fff, v0
	v_and_b32_e32 v36, 0x7fffffff, v44
	v_fma_f32 v19, v40, v19, v39
	v_lshrrev_b32_e32 v22, 16, v42
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_cndmask_b32_e32 v0, v0, v33, vcc_lo
	v_bfe_u32 v23, v36, 12, 1
	v_sub_f32_e32 v19, v19, v43
	global_store_short v[20:21], v11, off
	v_add_f32_e32 v20, v31, v29
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_and_or_b32 v0, 0x8000, v22, v0
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	v_add3_u32 v11, v36, v23, 0x7ff
	v_fmac_f32_e32 v43, s15, v19
	v_mul_f32_e64 v19, 0x4c000000, |v44|
	global_store_short v[17:18], v0, off
	v_fmaak_f32 v17, s0, v20, 0x40400000
	v_lshrrev_b32_e32 v11, 12, v11
	v_and_b32_e32 v0, 0x7fffffff, v43
	v_rndne_f32_e32 v18, v19
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v36
	v_fma_f32 v22, v20, v17, v27
	v_add_nc_u32_e32 v11, 0xfffc8000, v11
	v_bfe_u32 v21, v0, 12, 1
	v_mov_b32_e32 v17, v1
	v_cvt_u32_f32_e32 v18, v18
	v_fma_f32 v22, v40, v22, v39
	v_min_u32_e32 v11, 0x7fff, v11
	v_add3_u32 v21, v0, v21, 0x7ff
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_lshrrev_b32_e32 v19, 16, v44
	v_sub_f32_e32 v22, v22, v41
	v_cndmask_b32_e32 v11, v11, v18, vcc_lo
	v_mul_f32_e64 v18, 0x4c000000, |v43|
	v_lshrrev_b32_e32 v21, 12, v21
	v_fmac_f32_e32 v41, s15, v22
	v_and_or_b32 v11, 0x8000, v19, v11
	v_rndne_f32_e32 v23, v18
	v_add_nc_u32_e32 v21, 0xfffc8000, v21
	v_add_co_u32 v18, vcc_lo, s2, v16
	v_fmaak_f32 v16, s1, v20, 0x40400000
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v17, vcc_lo
	v_and_b32_e32 v22, 0x7fffffff, v41
	v_cvt_u32_f32_e32 v17, v23
	v_min_u32_e32 v21, 0x7fff, v21
	v_fma_f32 v20, -v20, v16, v27
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v0
	v_mov_b32_e32 v16, v1
	v_bfe_u32 v33, v22, 12, 1
	global_store_short v[18:19], v11, off
	v_lshrrev_b32_e32 v23, 16, v43
	v_cndmask_b32_e32 v0, v21, v17, vcc_lo
	v_fma_f32 v17, v40, v20, v39
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	v_add3_u32 v11, v22, v33, 0x7ff
	v_add_f32_e32 v21, v28, v29
	v_mul_f32_e64 v19, 0x4c000000, |v41|
	v_sub_f32_e32 v20, v17, v38
	v_and_or_b32 v0, 0x8000, v23, v0
	v_lshrrev_b32_e32 v11, 12, v11
	v_add_co_u32 v17, vcc_lo, s2, v15
	v_fmaak_f32 v15, s0, v21, 0x40400000
	v_fmac_f32_e32 v38, s15, v20
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v16, vcc_lo
	v_rndne_f32_e32 v16, v19
	v_add_nc_u32_e32 v11, 0xfffc8000, v11
	v_fma_f32 v23, v21, v15, v27
	v_and_b32_e32 v20, 0x7fffffff, v38
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v22
	v_cvt_u32_f32_e32 v16, v16
	v_min_u32_e32 v11, 0x7fff, v11
	v_fma_f32 v23, v40, v23, v39
	v_bfe_u32 v33, v20, 12, 1
	v_mov_b32_e32 v15, v1
	v_lshrrev_b32_e32 v19, 16, v41
	v_cndmask_b32_e32 v11, v11, v16, vcc_lo
	v_sub_f32_e32 v16, v23, v34
	global_store_short v[17:18], v0, off
	v_add3_u32 v0, v20, v33, 0x7ff
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_mul_f32_e64 v18, 0x4c000000, |v38|
	v_fmac_f32_e32 v34, s15, v16
	v_and_or_b32 v11, 0x8000, v19, v11
	v_lshrrev_b32_e32 v0, 12, v0
	v_fmaak_f32 v19, s1, v21, 0x40400000
	v_add_co_u32 v16, vcc_lo, s2, v14
	v_rndne_f32_e32 v14, v18
	v_and_b32_e32 v18, 0x7fffffff, v34
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v15, vcc_lo
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_fma_f32 v19, -v21, v19, v27
	v_bfe_u32 v23, v18, 12, 1
	v_cvt_u32_f32_e32 v22, v14
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v20
	v_min_u32_e32 v0, 0x7fff, v0
	global_store_short v[16:17], v11, off
	v_fma_f32 v16, v40, v19, v39
	v_add3_u32 v11, v18, v23, 0x7ff
	v_lshrrev_b32_e32 v15, 16, v38
	v_cndmask_b32_e32 v0, v0, v22, vcc_lo
	v_mov_b32_e32 v14, v1
	v_sub_f32_e32 v16, v16, v32
	v_lshrrev_b32_e32 v11, 12, v11
	v_lshrrev_b32_e32 v17, 16, v34
	v_and_or_b32 v0, 0x8000, v15, v0
	v_mul_f32_e64 v15, 0x4c000000, |v34|
	v_fmac_f32_e32 v32, s15, v16
	v_sub_f32_e32 v16, v31, v28
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add_nc_u32_e32 v11, 0xfffc8000, v11
	v_rndne_f32_e32 v15, v15
	v_and_b32_e32 v19, 0x7fffffff, v32
	v_fmaak_f32 v20, s0, v16, 0x40400000
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	v_min_u32_e32 v21, 0x7fff, v11
	v_mov_b32_e32 v11, v1
	v_cvt_u32_f32_e32 v15, v15
	v_fma_f32 v16, v16, v20, v27
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v18
	global_store_short v[13:14], v0, off
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_bfe_u32 v22, v19, 12, 1
	v_fma_f32 v13, v40, v16, v39
	v_cndmask_b32_e32 v15, v21, v15, vcc_lo
	v_mul_f32_e64 v16, 0x4c000000, |v32|
	v_add3_u32 v0, v19, v22, 0x7ff
	v_and_or_b32 v15, 0x8000, v17, v15
	v_sub_f32_e32 v17, v13, v30
	v_add_co_u32 v13, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v11, vcc_lo
	v_sub_f32_e32 v11, v28, v31
	v_lshrrev_b32_e32 v0, 12, v0
	v_fmac_f32_e32 v30, s15, v17
	v_rndne_f32_e32 v10, v16
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v19
	v_fmaak_f32 v18, s0, v11, 0x40400000
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_and_b32_e32 v17, 0x7fffffff, v30
	v_cvt_u32_f32_e32 v20, v10
	v_mov_b32_e32 v10, v1
	v_fma_f32 v11, v11, v18, v27
	v_min_u32_e32 v0, 0x7fff, v0
	v_bfe_u32 v21, v17, 12, 1
	v_lshrrev_b32_e32 v16, 16, v32
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_fma_f32 v11, v40, v11, v39
	v_cndmask_b32_e32 v0, v0, v20, vcc_lo
	global_store_short v[13:14], v15, off
	v_add3_u32 v13, v17, v21, 0x7ff
	v_mul_f32_e64 v15, 0x4c000000, |v30|
	v_sub_f32_e32 v11, v11, v26
	v_and_or_b32 v0, 0x8000, v16, v0
	v_lshrrev_b32_e32 v16, 12, v13
	v_add_co_u32 v13, vcc_lo, s2, v9
	v_fmac_f32_e32 v26, s15, v11
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v10, vcc_lo
	v_sub_f32_e32 v10, v31, v29
	v_add_nc_u32_e32 v11, 0xfffc8000, v16
	v_and_b32_e32 v16, 0x7fffffff, v26
	v_rndne_f32_e32 v9, v15
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v17
	v_fmaak_f32 v18, s0, v10, 0x40400000
	v_min_u32_e32 v11, 0x7fff, v11
	v_bfe_u32 v20, v16, 12, 1
	v_cvt_u32_f32_e32 v19, v9
	v_mov_b32_e32 v9, v1
	v_fma_f32 v10, v10, v18, v27
	global_store_short v[13:14], v0, off
	v_add3_u32 v0, v16, v20, 0x7ff
	v_lshrrev_b32_e32 v15, 16, v30
	v_cndmask_b32_e32 v11, v11, v19, vcc_lo
	v_fma_f32 v10, v40, v10, v39
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_mul_f32_e64 v14, 0x4c000000, |v26|
	v_lshrrev_b32_e32 v0, 12, v0
	v_and_or_b32 v13, 0x8000, v15, v11
	v_sub_f32_e32 v15, v10, v3
	v_add_co_u32 v10, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v9, vcc_lo
	v_rndne_f32_e32 v8, v14
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_sub_f32_e32 v9, v29, v31
	v_fmac_f32_e32 v3, s15, v15
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v16
	v_cvt_u32_f32_e32 v15, v8
	v_min_u32_e32 v0, 0x7fff, v0
	v_fmaak_f32 v18, s0, v9, 0x40400000
	v_and_b32_e32 v17, 0x7fffffff, v3
	v_mov_b32_e32 v8, v1
	v_lshrrev_b32_e32 v14, 16, v26
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	v_fma_f32 v9, v9, v18, v27
	v_bfe_u32 v15, v17, 12, 1
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	global_store_short v[10:11], v13, off
	v_and_or_b32 v11, 0x8000, v14, v0
	v_fma_f32 v13, v40, v9, v39
	v_sub_f32_e32 v14, v28, v29
	v_add3_u32 v0, v17, v15, 0x7ff
	v_add_co_u32 v9, vcc_lo, s2, v7
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v8, vcc_lo
	v_mul_f32_e64 v7, 0x4c000000, |v3|
	v_sub_f32_e32 v8, v13, v5
	v_fmaak_f32 v13, s0, v14, 0x40400000
	v_lshrrev_b32_e32 v0, 12, v0
	v_lshrrev_b32_e32 v15, 16, v3
	v_rndne_f32_e32 v3, v7
	v_fmac_f32_e32 v5, s15, v8
	v_fma_f32 v7, v14, v13, v27
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_sub_f32_e32 v8, v29, v28
	v_cvt_u32_f32_e32 v3, v3
	v_and_b32_e32 v13, 0x7fffffff, v5
	v_fma_f32 v7, v40, v7, v39
	v_min_u32_e32 v0, 0x7fff, v0
	v_fmaak_f32 v14, s0, v8, 0x40400000
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v17
	v_bfe_u32 v16, v13, 12, 1
	v_sub_f32_e32 v7, v7, v24
	v_fmac_f32_e32 v27, v8, v14
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	v_mov_b32_e32 v3, v1
	v_fmac_f32_e32 v24, s15, v7
	v_mul_f32_e64 v7, 0x4c000000, |v5|
	v_fmac_f32_e32 v39, v40, v27
	v_and_or_b32 v8, 0x8000, v15, v0
	v_add3_u32 v0, v13, v16, 0x7ff
	v_and_b32_e32 v14, 0x7fffffff, v24
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_sub_f32_e32 v15, v39, v25
	v_rndne_f32_e32 v7, v7
	v_lshrrev_b32_e32 v0, 12, v0
	v_bfe_u32 v16, v14, 12, 1
	v_mul_f32_e64 v17, 0x4c000000, |v24|
	v_fmac_f32_e32 v25, s15, v15
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_lshrrev_b32_e32 v15, 16, v5
	v_add3_u32 v5, v14, v16, 0x7ff
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_cvt_u32_f32_e32 v7, v7
	v_min_u32_e32 v0, 0x7fff, v0
	v_and_b32_e32 v16, 0x7fffffff, v25
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v13
	v_lshrrev_b32_e32 v18, 12, v5
	v_rndne_f32_e32 v13, v17
	v_mov_b32_e32 v5, v1
	v_lshrrev_b32_e32 v19, 16, v25
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	v_bfe_u32 v7, v16, 12, 1
	v_add_nc_u32_e32 v17, 0xfffc8000, v18
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v14
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_and_or_b32 v15, 0x8000, v15, v0
	v_add3_u32 v0, v16, v7, 0x7ff
	v_cvt_u32_f32_e32 v7, v13
	v_min_u32_e32 v13, 0x7fff, v17
	v_mul_f32_e64 v17, 0x4c000000, |v25|
	v_lshrrev_b32_e32 v18, 16, v24
	v_lshrrev_b32_e32 v0, 12, v0
	v_cndmask_b32_e32 v13, v13, v7, vcc_lo
	v_mov_b32_e32 v7, v1
	v_rndne_f32_e32 v14, v17
	v_add_nc_u32_e32 v0, 0xfffc8000, v0
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_and_or_b32 v17, 0x8000, v18, v13
	v_mov_b32_e32 v13, v1
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	v_min_u32_e32 v18, 0x7fff, v0
	v_lshlrev_b64 v[0:1], 1, v[6:7]
	v_cvt_u32_f32_e32 v14, v14
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v16
	v_lshlrev_b64 v[6:7], 1, v[12:13]
	v_cndmask_b32_e32 v14, v18, v14, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_and_or_b32 v12, 0x8000, v19, v14
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_store_short v[9:10], v11, off
	global_store_short v[2:3], v8, off
	global_store_short v[4:5], v15, off
	global_store_short v[0:1], v17, off
	global_store_short v[6:7], v12, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end3:
	.size	lbm_d3q19, .Lfunc_end3-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6088
; NumSgprs: 20
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 60
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
