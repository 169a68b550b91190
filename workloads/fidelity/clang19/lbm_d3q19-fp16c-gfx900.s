	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	v_mov_b32_e32 v7, 0x40400000
	v_mul_f32_e32 v6, v1, v2
	v_fma_f32 v7, v3, s4, v7
	v_add_f32_e32 v2, -1.0, v2
	v_fma_f32 v3, v3, v7, -v4
	v_mul_f32_e32 v1, v2, v1
	v_fma_f32 v1, v6, v3, v1
	v_sub_f32_e32 v1, v1, v0
	v_fma_f32 v0, v5, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	bgk, .Lfunc_end2-bgk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 72
; NumSgprs: 36
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
	s_load_dwordx2 s[10:11], s[4:5], 0x34
	s_load_dwordx4 s[12:15], s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x50
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s10, 16
	s_and_b32 s10, s10, 0xffff
	s_and_b32 s9, s11, 0xffff
	s_mul_i32 s6, s10, s6
	s_load_dwordx2 s[10:11], s[4:5], 0x60
	s_add_i32 s6, s6, s0
	v_add_u32_e32 v15, s6, v0
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v1
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_mov_b32_e32 v3, s7
	v_mad_u64_u32 v[3:4], s[0:1], s1, v3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v2, s8
	v_mad_u64_u32 v[1:2], s[0:1], s9, v2, v[0:1]
	v_cmp_gt_u32_e32 vcc, s12, v15
	v_cmp_gt_u32_e64 s[0:1], s13, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_u32_e32 vcc, s14, v1
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_87
; %bb.1:
	s_mul_i32 s8, s13, s12
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_mul_lo_u32 v0, v3, s12
	v_mul_lo_u32 v2, s8, v1
	v_add3_u32 v4, v0, v15, v2
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v0, v4, s[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u16_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_87
; %bb.2:
	v_cmp_ne_u32_e32 vcc, 0, v3
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
	v_mov_b32_e32 v7, s11
	v_mov_b32_e32 v13, s10
	v_mov_b32_e32 v10, s9
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	s_add_i32 s4, s13, -1
	s_sub_i32 s5, s8, s12
	v_mov_b32_e32 v7, s5
	v_mov_b32_e32 v13, s4
	v_mov_b32_e32 v10, s5
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v5, 0
	v_cmp_ne_u32_e32 vcc, 0, v1
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
	v_mov_b32_e32 v9, s10
	v_mov_b32_e32 v11, s9
	v_mov_b32_e32 v14, s7
	s_xor_b64 exec, exec, s[4:5]
; %bb.9:
	s_add_i32 s7, s14, -1
	s_sub_i32 s9, s6, s8
	v_mov_b32_e32 v9, s9
	v_mov_b32_e32 v11, s7
	v_mov_b32_e32 v14, s9
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[16:17], 1, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v5, vcc, s0, v16
	v_addc_co_u32_e32 v6, vcc, v0, v17, vcc
	global_load_ushort v6, v[5:6], off
                                        ; implicit-def: $vgpr8
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x7800, v6
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.11:
	v_bfrev_b32_e32 v0, 28
	v_lshl_or_b32 v8, v6, 12, v0
; %bb.12:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.13:
	v_and_b32_e32 v0, 0x7ff, v6
	v_cvt_f32_u32_e32 v0, v0
	v_mul_f32_e32 v8, 0x33000000, v0
; %bb.14:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s7, s12, -1
	v_mov_b32_e32 v0, s7
	v_cmp_eq_u32_e32 vcc, 0, v15
	v_cndmask_b32_e32 v29, -1, v0, vcc
	v_add_u32_e32 v0, s6, v4
	v_add_u32_e32 v4, v0, v29
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_ushort v12, v[4:5], off
                                        ; implicit-def: $vgpr19
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v12
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.15:
	v_bfrev_b32_e32 v2, 28
	v_lshl_or_b32 v19, v12, 12, v2
; %bb.16:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.17:
	v_and_b32_e32 v2, 0x7ff, v12
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v19, 0x33000000, v2
; %bb.18:
	s_or_b64 exec, exec, s[4:5]
	s_sub_i32 s4, 1, s12
	v_mov_b32_e32 v2, s4
	v_cmp_eq_u32_e32 vcc, s7, v15
	v_cndmask_b32_e32 v31, 1, v2, vcc
	v_add_u32_e32 v5, s6, v0
	v_add_u32_e32 v20, v5, v31
	v_mov_b32_e32 v21, 0
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v20, vcc, s0, v20
	v_addc_co_u32_e32 v21, vcc, v2, v21, vcc
	global_load_ushort v21, v[20:21], off
                                        ; implicit-def: $vgpr23
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v21
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.19:
	v_bfrev_b32_e32 v2, 28
	v_lshl_or_b32 v23, v21, 12, v2
; %bb.20:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.21:
	v_and_b32_e32 v2, 0x7ff, v21
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v23, 0x33000000, v2
; %bb.22:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v2, s6, v5
	v_add_u32_e32 v24, v10, v2
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v4, v25, vcc
	global_load_ushort v25, v[24:25], off
                                        ; implicit-def: $vgpr27
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0x7800, v25
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.23:
	v_bfrev_b32_e32 v4, 28
	v_lshl_or_b32 v27, v25, 12, v4
; %bb.24:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.25:
	v_and_b32_e32 v4, 0x7ff, v25
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v27, 0x33000000, v4
; %bb.26:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v4, 0, v7
	v_mov_b32_e32 v7, s12
	v_cmp_eq_u32_e32 vcc, v13, v3
	v_cndmask_b32_e32 v33, v7, v4, vcc
	v_add_u32_e32 v4, s6, v2
	v_add_u32_e32 v34, v4, v33
	v_mov_b32_e32 v35, 0
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v34, vcc, s0, v34
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	global_load_ushort v3, v[34:35], off
                                        ; implicit-def: $vgpr35
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x7800, v3
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.27:
	v_bfrev_b32_e32 v7, 28
	v_lshl_or_b32 v35, v3, 12, v7
; %bb.28:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.29:
	v_and_b32_e32 v7, 0x7ff, v3
	v_cvt_f32_u32_e32 v7, v7
	v_mul_f32_e32 v35, 0x33000000, v7
; %bb.30:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v7, s6, v4
	v_add_u32_e32 v36, v14, v7
	v_mov_b32_e32 v37, 0
	v_lshlrev_b64 v[36:37], 1, v[36:37]
	v_mov_b32_e32 v13, s1
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v13, v37, vcc
	global_load_ushort v37, v[36:37], off
                                        ; implicit-def: $vgpr39
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v13, 0x7800, v37
	v_cmp_ne_u32_e32 vcc, 0, v13
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.31:
	v_bfrev_b32_e32 v13, 28
	v_lshl_or_b32 v39, v37, 12, v13
; %bb.32:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.33:
	v_and_b32_e32 v13, 0x7ff, v37
	v_cvt_f32_u32_e32 v13, v13
	v_mul_f32_e32 v39, 0x33000000, v13
; %bb.34:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v9, 0, v9
	v_mov_b32_e32 v13, s8
	v_cmp_eq_u32_e32 vcc, v11, v1
	v_cndmask_b32_e32 v34, v13, v9, vcc
	v_add_u32_e32 v9, s6, v7
	v_add_u32_e32 v40, v9, v34
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[40:41], 1, v[40:41]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v40, vcc, s0, v40
	v_addc_co_u32_e32 v41, vcc, v1, v41, vcc
	global_load_ushort v1, v[40:41], off
                                        ; implicit-def: $vgpr41
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0x7800, v1
	v_cmp_ne_u32_e32 vcc, 0, v11
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.35:
	v_bfrev_b32_e32 v11, 28
	v_lshl_or_b32 v41, v1, 12, v11
; %bb.36:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.37:
	v_and_b32_e32 v11, 0x7ff, v1
	v_cvt_f32_u32_e32 v11, v11
	v_mul_f32_e32 v41, 0x33000000, v11
; %bb.38:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v11, s6, v9
	v_add3_u32 v42, v11, v29, v10
	v_mov_b32_e32 v43, 0
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_mov_b32_e32 v13, s1
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_addc_co_u32_e32 v43, vcc, v13, v43, vcc
	global_load_ushort v44, v[42:43], off
                                        ; implicit-def: $vgpr45
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v13, 0x7800, v44
	v_cmp_ne_u32_e32 vcc, 0, v13
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.39:
	v_bfrev_b32_e32 v13, 28
	v_lshl_or_b32 v45, v44, 12, v13
; %bb.40:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.41:
	v_and_b32_e32 v13, 0x7ff, v44
	v_cvt_f32_u32_e32 v13, v13
	v_mul_f32_e32 v45, 0x33000000, v13
; %bb.42:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v13, s6, v11
	v_add3_u32 v42, v33, v31, v13
	v_mov_b32_e32 v43, 0
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_mov_b32_e32 v15, s1
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_addc_co_u32_e32 v43, vcc, v15, v43, vcc
	global_load_ushort v46, v[42:43], off
                                        ; implicit-def: $vgpr47
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v15, 0x7800, v46
	v_cmp_ne_u32_e32 vcc, 0, v15
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.43:
	v_bfrev_b32_e32 v15, 28
	v_lshl_or_b32 v47, v46, 12, v15
; %bb.44:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.45:
	v_and_b32_e32 v15, 0x7ff, v46
	v_cvt_f32_u32_e32 v15, v15
	v_mul_f32_e32 v47, 0x33000000, v15
; %bb.46:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v15, s6, v13
	v_add3_u32 v42, v15, v29, v14
	v_mov_b32_e32 v43, 0
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_mov_b32_e32 v18, s1
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_addc_co_u32_e32 v43, vcc, v18, v43, vcc
	global_load_ushort v48, v[42:43], off
                                        ; implicit-def: $vgpr49
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v18, 0x7800, v48
	v_cmp_ne_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.47:
	v_bfrev_b32_e32 v18, 28
	v_lshl_or_b32 v49, v48, 12, v18
; %bb.48:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.49:
	v_and_b32_e32 v18, 0x7ff, v48
	v_cvt_f32_u32_e32 v18, v18
	v_mul_f32_e32 v49, 0x33000000, v18
; %bb.50:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s6, v15
	v_add3_u32 v42, v34, v31, v18
	v_mov_b32_e32 v43, 0
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_mov_b32_e32 v20, s1
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_addc_co_u32_e32 v43, vcc, v20, v43, vcc
	global_load_ushort v43, v[42:43], off
                                        ; implicit-def: $vgpr50
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v20, 0x7800, v43
	v_cmp_ne_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.51:
	v_bfrev_b32_e32 v20, 28
	v_lshl_or_b32 v50, v43, 12, v20
; %bb.52:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.53:
	v_and_b32_e32 v20, 0x7ff, v43
	v_cvt_f32_u32_e32 v20, v20
	v_mul_f32_e32 v50, 0x33000000, v20
; %bb.54:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v20, s6, v18
	v_add3_u32 v51, v10, v20, v14
	v_mov_b32_e32 v52, 0
	v_lshlrev_b64 v[51:52], 1, v[51:52]
	v_mov_b32_e32 v22, s1
	v_add_co_u32_e32 v51, vcc, s0, v51
	v_addc_co_u32_e32 v52, vcc, v22, v52, vcc
	global_load_ushort v42, v[51:52], off
                                        ; implicit-def: $vgpr51
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v22, 0x7800, v42
	v_cmp_ne_u32_e32 vcc, 0, v22
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.55:
	v_bfrev_b32_e32 v22, 28
	v_lshl_or_b32 v51, v42, 12, v22
; %bb.56:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.57:
	v_and_b32_e32 v22, 0x7ff, v42
	v_cvt_f32_u32_e32 v22, v22
	v_mul_f32_e32 v51, 0x33000000, v22
; %bb.58:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v22, s6, v20
	v_add3_u32 v52, v34, v33, v22
	v_mov_b32_e32 v53, 0
	v_lshlrev_b64 v[52:53], 1, v[52:53]
	v_mov_b32_e32 v24, s1
	v_add_co_u32_e32 v52, vcc, s0, v52
	v_addc_co_u32_e32 v53, vcc, v24, v53, vcc
	global_load_ushort v40, v[52:53], off
                                        ; implicit-def: $vgpr52
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v24, 0x7800, v40
	v_cmp_ne_u32_e32 vcc, 0, v24
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.59:
	v_bfrev_b32_e32 v24, 28
	v_lshl_or_b32 v52, v40, 12, v24
; %bb.60:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.61:
	v_and_b32_e32 v24, 0x7ff, v40
	v_cvt_f32_u32_e32 v24, v24
	v_mul_f32_e32 v52, 0x33000000, v24
; %bb.62:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v24, s6, v22
	v_add3_u32 v53, v33, v29, v24
	v_mov_b32_e32 v54, 0
	v_lshlrev_b64 v[53:54], 1, v[53:54]
	v_mov_b32_e32 v26, s1
	v_add_co_u32_e32 v53, vcc, s0, v53
	v_addc_co_u32_e32 v54, vcc, v26, v54, vcc
	global_load_ushort v38, v[53:54], off
                                        ; implicit-def: $vgpr53
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v26, 0x7800, v38
	v_cmp_ne_u32_e32 vcc, 0, v26
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.63:
	v_bfrev_b32_e32 v26, 28
	v_lshl_or_b32 v53, v38, 12, v26
; %bb.64:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.65:
	v_and_b32_e32 v26, 0x7ff, v38
	v_cvt_f32_u32_e32 v26, v26
	v_mul_f32_e32 v53, 0x33000000, v26
; %bb.66:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v26, s6, v24
	v_add3_u32 v54, v26, v31, v10
	v_mov_b32_e32 v55, 0
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_mov_b32_e32 v28, s1
	v_add_co_u32_e32 v54, vcc, s0, v54
	v_addc_co_u32_e32 v55, vcc, v28, v55, vcc
	global_load_ushort v36, v[54:55], off
                                        ; implicit-def: $vgpr54
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v28, 0x7800, v36
	v_cmp_ne_u32_e32 vcc, 0, v28
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.67:
	v_bfrev_b32_e32 v28, 28
	v_lshl_or_b32 v54, v36, 12, v28
; %bb.68:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.69:
	v_and_b32_e32 v28, 0x7ff, v36
	v_cvt_f32_u32_e32 v28, v28
	v_mul_f32_e32 v54, 0x33000000, v28
; %bb.70:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v28, s6, v26
	v_add3_u32 v29, v34, v29, v28
	v_mov_b32_e32 v30, 0
	v_lshlrev_b64 v[29:30], 1, v[29:30]
	v_mov_b32_e32 v32, s1
	v_add_co_u32_e32 v29, vcc, s0, v29
	v_addc_co_u32_e32 v30, vcc, v32, v30, vcc
	global_load_ushort v29, v[29:30], off
                                        ; implicit-def: $vgpr55
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v30, 0x7800, v29
	v_cmp_ne_u32_e32 vcc, 0, v30
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.71:
	v_bfrev_b32_e32 v30, 28
	v_lshl_or_b32 v55, v29, 12, v30
; %bb.72:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.73:
	v_and_b32_e32 v30, 0x7ff, v29
	v_cvt_f32_u32_e32 v30, v30
	v_mul_f32_e32 v55, 0x33000000, v30
; %bb.74:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v30, s6, v28
	v_add3_u32 v31, v30, v31, v14
	v_mov_b32_e32 v32, 0
	v_lshlrev_b64 v[31:32], 1, v[31:32]
	v_mov_b32_e32 v56, s1
	v_add_co_u32_e32 v31, vcc, s0, v31
	v_addc_co_u32_e32 v32, vcc, v56, v32, vcc
	global_load_ushort v31, v[31:32], off
                                        ; implicit-def: $vgpr56
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v32, 0x7800, v31
	v_cmp_ne_u32_e32 vcc, 0, v32
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.75:
	v_bfrev_b32_e32 v32, 28
	v_lshl_or_b32 v56, v31, 12, v32
; %bb.76:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.77:
	v_and_b32_e32 v32, 0x7ff, v31
	v_cvt_f32_u32_e32 v32, v32
	v_mul_f32_e32 v56, 0x33000000, v32
; %bb.78:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v32, s6, v30
	v_add3_u32 v57, v32, v34, v10
	v_mov_b32_e32 v58, 0
	v_lshlrev_b64 v[57:58], 1, v[57:58]
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v57, vcc, s0, v57
	v_addc_co_u32_e32 v58, vcc, v10, v58, vcc
	global_load_ushort v10, v[57:58], off
                                        ; implicit-def: $vgpr57
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v34, 0x7800, v10
	v_cmp_ne_u32_e32 vcc, 0, v34
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.79:
	v_bfrev_b32_e32 v34, 28
	v_lshl_or_b32 v57, v10, 12, v34
; %bb.80:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.81:
	v_and_b32_e32 v34, 0x7ff, v10
	v_cvt_f32_u32_e32 v34, v34
	v_mul_f32_e32 v57, 0x33000000, v34
; %bb.82:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v34, s6, v32
	v_add3_u32 v58, v34, v33, v14
	v_mov_b32_e32 v59, 0
	v_lshlrev_b64 v[58:59], 1, v[58:59]
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v58, vcc, s0, v58
	v_addc_co_u32_e32 v59, vcc, v14, v59, vcc
	global_load_ushort v14, v[58:59], off
                                        ; implicit-def: $vgpr58
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v33, 0x7800, v14
	v_cmp_ne_u32_e32 vcc, 0, v33
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.83:
	v_bfrev_b32_e32 v33, 28
	v_lshl_or_b32 v58, v14, 12, v33
; %bb.84:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.85:
	v_and_b32_e32 v33, 0x7ff, v14
	v_cvt_f32_u32_e32 v33, v33
	v_mul_f32_e32 v58, 0x33000000, v33
; %bb.86:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v10, 16, v10
	s_brev_b32 s0, 1
	v_and_or_b32 v33, v10, s0, v57
	v_lshlrev_b32_e32 v10, 16, v31
	v_and_or_b32 v31, v10, s0, v56
	v_lshlrev_b32_e32 v10, 16, v29
	v_and_or_b32 v29, v10, s0, v55
	v_lshlrev_b32_e32 v10, 16, v36
	v_and_or_b32 v36, v10, s0, v54
	v_lshlrev_b32_e32 v10, 16, v38
	v_and_or_b32 v38, v10, s0, v53
	v_lshlrev_b32_e32 v10, 16, v40
	v_and_or_b32 v40, v10, s0, v52
	v_lshlrev_b32_e32 v10, 16, v42
	v_and_or_b32 v42, v10, s0, v51
	v_lshlrev_b32_e32 v10, 16, v43
	v_and_or_b32 v43, v10, s0, v50
	v_lshlrev_b32_e32 v10, 16, v48
	v_and_or_b32 v48, v10, s0, v49
	v_lshlrev_b32_e32 v10, 16, v46
	v_and_or_b32 v46, v10, s0, v47
	v_lshlrev_b32_e32 v10, 16, v44
	v_lshlrev_b32_e32 v1, 16, v1
	v_and_or_b32 v47, v10, s0, v45
	v_and_or_b32 v10, v1, s0, v41
	v_lshlrev_b32_e32 v1, 16, v37
	v_and_or_b32 v49, v1, s0, v39
	v_lshlrev_b32_e32 v1, 16, v3
	v_and_or_b32 v50, v1, s0, v35
	v_lshlrev_b32_e32 v1, 16, v25
	v_and_or_b32 v25, v1, s0, v27
	v_lshlrev_b32_e32 v1, 16, v21
	v_and_or_b32 v3, v1, s0, v23
	v_lshlrev_b32_e32 v1, 16, v12
	v_and_or_b32 v12, v1, s0, v19
	v_lshlrev_b32_e32 v1, 16, v6
	v_lshlrev_b32_e32 v6, 16, v14
	v_and_or_b32 v35, v6, s0, v58
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v44, vcc, s2, v16
	v_and_or_b32 v1, v1, s0, v8
	v_addc_co_u32_e32 v45, vcc, v6, v17, vcc
	v_add_f32_e32 v6, v12, v3
	v_add_f32_e32 v6, v6, v1
	v_add_f32_e32 v8, v25, v50
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v49, v10
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v47, v46
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v48, v43
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v42, v40
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v38, v36
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v29, v31
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v33, v35
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v14, 1.0, v6
	v_frexp_mant_f32_e32 v6, v14
	v_rcp_f32_e32 v6, v6
	v_frexp_exp_i32_f32_e32 v8, v14
	v_sub_u32_e32 v8, 0, v8
	v_sub_f32_e32 v16, v47, v46
	v_ldexp_f32 v6, v6, v8
	v_sub_f32_e32 v8, v12, v3
	v_add_f32_e32 v8, v8, v16
	v_sub_f32_e32 v17, v48, v43
	v_add_f32_e32 v8, v8, v17
	v_sub_f32_e32 v19, v38, v36
	v_add_f32_e32 v8, v8, v19
	v_sub_f32_e32 v19, v29, v31
	v_add_f32_e32 v8, v8, v19
	v_sub_f32_e32 v19, v25, v50
	v_add_f32_e32 v16, v19, v16
	v_sub_f32_e32 v19, v42, v40
	v_add_f32_e32 v16, v16, v19
	v_sub_f32_e32 v21, v36, v38
	v_add_f32_e32 v16, v16, v21
	v_sub_f32_e32 v21, v33, v35
	v_add_f32_e32 v16, v16, v21
	v_sub_f32_e32 v21, v49, v10
	v_add_f32_e32 v17, v21, v17
	v_add_f32_e32 v17, v17, v19
	v_sub_f32_e32 v19, v31, v29
	v_add_f32_e32 v17, v17, v19
	v_sub_f32_e32 v19, v35, v33
	v_add_f32_e32 v19, v17, v19
	v_mul_f32_e32 v17, v16, v6
	v_mul_f32_e32 v41, v8, v6
	v_mul_f32_e32 v37, v19, v6
	v_mul_f32_e32 v6, v17, v17
	v_fma_f32 v6, v41, v41, v6
	v_fma_f32 v6, v37, v37, v6
	v_mul_f32_e32 v39, 0xbfc00000, v6
	v_add_f32_e32 v16, -1.0, v14
	v_mul_f32_e32 v6, 0x3eaaaaab, v14
	v_add_f32_e32 v8, 0, v39
	v_mul_f32_e32 v19, 0x3eaaaaab, v16
	v_fma_f32 v6, v6, v8, v19
	v_sub_f32_e32 v6, v6, v1
	v_fma_f32 v1, s15, v6, v1
	s_brev_b32 s0, 50
	v_mul_f32_e64 v6, |v1|, s0
	v_and_b32_e32 v8, 0x7fffffff, v1
	v_rndne_f32_e32 v6, v6
	s_movk_i32 s1, 0x7ff
	v_bfe_u32 v19, v8, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v19, v8, v19, s1
	v_lshrrev_b32_e32 v19, 12, v19
	v_add_u32_e32 v19, 0xfffc8000, v19
	s_mov_b32 s4, 0x38800000
	v_min_u32_e32 v19, 0x7fff, v19
	v_cmp_gt_u32_e32 vcc, s4, v8
	v_cndmask_b32_e32 v6, v19, v6, vcc
	v_lshrrev_b32_e32 v1, 16, v1
	s_mov_b32 s5, 0x8000
	v_and_or_b32 v1, v1, s5, v6
	global_store_short v[44:45], v1, off
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[44:45], 1, v[0:1]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v44, vcc, s2, v44
	s_mov_b32 s6, 0x40900000
	v_mov_b32_e32 v0, 0x40400000
	v_addc_co_u32_e32 v45, vcc, v6, v45, vcc
	v_fma_f32 v6, v41, s6, v0
	v_fma_f32 v6, v41, v6, v39
	v_mul_f32_e32 v19, 0x3d638e39, v14
	v_mul_f32_e32 v21, 0x3d638e39, v16
	v_fma_f32 v6, v19, v6, v21
	v_sub_f32_e32 v6, v6, v12
	v_fma_f32 v6, s15, v6, v12
	v_mul_f32_e64 v8, |v6|, s0
	v_and_b32_e32 v12, 0x7fffffff, v6
	v_rndne_f32_e32 v8, v8
	v_bfe_u32 v23, v12, 12, 1
	v_cvt_u32_f32_e32 v8, v8
	v_add3_u32 v23, v12, v23, s1
	v_lshrrev_b32_e32 v23, 12, v23
	v_add_u32_e32 v23, 0xfffc8000, v23
	v_min_u32_e32 v23, 0x7fff, v23
	v_cmp_gt_u32_e32 vcc, s4, v12
	v_cndmask_b32_e32 v8, v23, v8, vcc
	v_lshrrev_b32_e32 v6, 16, v6
	v_and_or_b32 v6, v6, s5, v8
	global_store_short v[44:45], v6, off
	v_mov_b32_e32 v6, v1
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v5, vcc, s2, v5
	s_mov_b32 s7, 0xc0900000
	v_addc_co_u32_e32 v6, vcc, v8, v6, vcc
	v_fma_f32 v8, v41, s7, v0
	v_fma_f32 v8, -v41, v8, v39
	v_fma_f32 v8, v19, v8, v21
	v_sub_f32_e32 v8, v8, v3
	v_fma_f32 v3, s15, v8, v3
	v_mul_f32_e64 v8, |v3|, s0
	v_and_b32_e32 v12, 0x7fffffff, v3
	v_rndne_f32_e32 v8, v8
	v_bfe_u32 v23, v12, 12, 1
	v_cvt_u32_f32_e32 v8, v8
	v_add3_u32 v23, v12, v23, s1
	v_lshrrev_b32_e32 v23, 12, v23
	v_add_u32_e32 v23, 0xfffc8000, v23
	v_min_u32_e32 v23, 0x7fff, v23
	v_cmp_gt_u32_e32 vcc, s4, v12
	v_cndmask_b32_e32 v8, v23, v8, vcc
	v_lshrrev_b32_e32 v3, 16, v3
	v_and_or_b32 v3, v3, s5, v8
	global_store_short v[5:6], v3, off
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_fma_f32 v5, v17, s6, v0
	v_fma_f32 v5, v17, v5, v39
	v_fma_f32 v5, v19, v5, v21
	v_sub_f32_e32 v5, v5, v25
	v_fma_f32 v5, s15, v5, v25
	v_mul_f32_e64 v6, |v5|, s0
	v_and_b32_e32 v8, 0x7fffffff, v5
	v_rndne_f32_e32 v6, v6
	v_bfe_u32 v12, v8, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v12, v8, v12, s1
	v_lshrrev_b32_e32 v12, 12, v12
	v_add_u32_e32 v12, 0xfffc8000, v12
	v_min_u32_e32 v12, 0x7fff, v12
	v_cmp_gt_u32_e32 vcc, s4, v8
	v_cndmask_b32_e32 v6, v12, v6, vcc
	v_lshrrev_b32_e32 v5, 16, v5
	v_and_or_b32 v5, v5, s5, v6
	global_store_short v[2:3], v5, off
	v_fma_f32 v2, v17, s7, v0
	v_fma_f32 v2, -v17, v2, v39
	v_fma_f32 v2, v19, v2, v21
	v_sub_f32_e32 v2, v2, v50
	v_fma_f32 v2, s15, v2, v50
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v5, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v6, v5, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v6, v5, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v5
	v_cndmask_b32_e32 v2, v6, v2, vcc
	v_mov_b32_e32 v5, v1
	v_and_or_b32 v6, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_store_short v[2:3], v6, off
	v_fma_f32 v2, v37, s6, v0
	v_fma_f32 v2, v37, v2, v39
	v_fma_f32 v2, v19, v2, v21
	v_sub_f32_e32 v2, v2, v49
	v_fma_f32 v2, s15, v2, v49
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v5, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v5, v4, v5, s1
	v_lshrrev_b32_e32 v5, 12, v5
	v_add_u32_e32 v5, 0xfffc8000, v5
	v_min_u32_e32 v5, 0x7fff, v5
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v5, v2, vcc
	v_mov_b32_e32 v8, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[7:8]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_short v[2:3], v4, off
	v_fma_f32 v2, v37, s7, v0
	v_fma_f32 v2, -v37, v2, v39
	v_fma_f32 v2, v19, v2, v21
	v_sub_f32_e32 v2, v2, v10
	v_fma_f32 v2, s15, v2, v10
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v5, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v5, v4, v5, s1
	v_lshrrev_b32_e32 v5, 12, v5
	v_add_u32_e32 v5, 0xfffc8000, v5
	v_min_u32_e32 v5, 0x7fff, v5
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v5, v2, vcc
	v_mov_b32_e32 v10, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[9:10]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_short v[2:3], v4, off
	v_add_f32_e32 v4, v41, v17
	v_fma_f32 v2, v4, s6, v0
	v_mul_f32_e32 v5, 0x3ce38e39, v14
	v_fma_f32 v2, v4, v2, v39
	v_mul_f32_e32 v6, 0x3ce38e39, v16
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v47
	v_fma_f32 v2, s15, v2, v47
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v7, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v8, v7, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v8, v7, v8, s1
	v_lshrrev_b32_e32 v8, 12, v8
	v_add_u32_e32 v8, 0xfffc8000, v8
	v_min_u32_e32 v8, 0x7fff, v8
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_cndmask_b32_e32 v2, v8, v2, vcc
	v_mov_b32_e32 v12, v1
	v_and_or_b32 v7, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[11:12]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	global_store_short v[2:3], v7, off
	v_fma_f32 v2, v4, s7, v0
	v_fma_f32 v2, -v4, v2, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v46
	v_fma_f32 v2, s15, v2, v46
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v14, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[13:14]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_add_f32_e32 v4, v41, v37
	v_fma_f32 v2, v4, s6, v0
	v_fma_f32 v2, v4, v2, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v48
	v_fma_f32 v2, s15, v2, v48
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v7, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v8, v7, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v8, v7, v8, s1
	v_lshrrev_b32_e32 v8, 12, v8
	v_add_u32_e32 v8, 0xfffc8000, v8
	v_min_u32_e32 v8, 0x7fff, v8
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_cndmask_b32_e32 v2, v8, v2, vcc
	v_mov_b32_e32 v16, v1
	v_and_or_b32 v7, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[15:16]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	global_store_short v[2:3], v7, off
	v_fma_f32 v2, v4, s7, v0
	v_fma_f32 v2, -v4, v2, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v43
	v_fma_f32 v2, s15, v2, v43
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v19, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[18:19]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_add_f32_e32 v4, v17, v37
	v_fma_f32 v2, v4, s6, v0
	v_fma_f32 v2, v4, v2, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v42
	v_fma_f32 v2, s15, v2, v42
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v7, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v8, v7, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v8, v7, v8, s1
	v_lshrrev_b32_e32 v8, 12, v8
	v_add_u32_e32 v8, 0xfffc8000, v8
	v_min_u32_e32 v8, 0x7fff, v8
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_cndmask_b32_e32 v2, v8, v2, vcc
	v_mov_b32_e32 v21, v1
	v_and_or_b32 v7, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[20:21]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	global_store_short v[2:3], v7, off
	v_fma_f32 v2, v4, s7, v0
	v_fma_f32 v2, -v4, v2, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v40
	v_fma_f32 v2, s15, v2, v40
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v23, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[22:23]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v41, v17
	v_fma_f32 v3, v2, s6, v0
	v_fma_f32 v2, v2, v3, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v38
	v_fma_f32 v2, s15, v2, v38
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v25, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[24:25]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v17, v41
	v_fma_f32 v3, v2, s6, v0
	v_fma_f32 v2, v2, v3, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v36
	v_fma_f32 v2, s15, v2, v36
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v27, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[26:27]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v41, v37
	v_fma_f32 v3, v2, s6, v0
	v_fma_f32 v2, v2, v3, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v29
	v_fma_f32 v2, s15, v2, v29
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v29, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[28:29]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v37, v41
	v_fma_f32 v3, v2, s6, v0
	v_fma_f32 v2, v2, v3, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v31
	v_fma_f32 v2, s15, v2, v31
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v31, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[30:31]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v17, v37
	v_fma_f32 v3, v2, s6, v0
	v_fma_f32 v2, v2, v3, v39
	v_fma_f32 v2, v5, v2, v6
	v_sub_f32_e32 v2, v2, v33
	v_fma_f32 v2, s15, v2, v33
	v_lshrrev_b32_e32 v3, 16, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_mul_f32_e64 v2, |v2|, s0
	v_rndne_f32_e32 v2, v2
	v_bfe_u32 v7, v4, 12, 1
	v_cvt_u32_f32_e32 v2, v2
	v_add3_u32 v7, v4, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_mov_b32_e32 v33, v1
	v_and_or_b32 v4, v3, s5, v2
	v_lshlrev_b64 v[2:3], 1, v[32:33]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v37, v17
	v_fma_f32 v0, v2, s6, v0
	v_fma_f32 v0, v2, v0, v39
	v_fma_f32 v0, v5, v0, v6
	v_sub_f32_e32 v0, v0, v35
	v_fma_f32 v0, s15, v0, v35
	v_lshrrev_b32_e32 v2, 16, v0
	v_and_b32_e32 v3, 0x7fffffff, v0
	v_mul_f32_e64 v0, |v0|, s0
	v_rndne_f32_e32 v0, v0
	v_bfe_u32 v4, v3, 12, 1
	v_cvt_u32_f32_e32 v0, v0
	v_add3_u32 v4, v3, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_cndmask_b32_e32 v0, v4, v0, vcc
	v_mov_b32_e32 v35, v1
	v_and_or_b32 v2, v2, s5, v0
	v_lshlrev_b64 v[0:1], 1, v[34:35]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 16
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
; codeLenInByte = 5848
; NumSgprs: 20
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 60
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
