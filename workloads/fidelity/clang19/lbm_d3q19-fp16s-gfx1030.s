	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
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
.Lfunc_end0:
	.size	bgk, .Lfunc_end0-bgk
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
	v_mad_u64_u32 v[4:5], null, s9, s7, v[3:4]
	s_mul_i32 s10, s10, s6
	v_mad_u64_u32 v[2:3], null, s1, s8, v[1:2]
	v_add3_u32 v6, s10, s0, v0
	v_cmp_gt_u32_e64 s0, s13, v4
	v_cmp_gt_u32_e32 vcc_lo, s12, v6
	v_cmp_gt_u32_e64 s1, s14, v2
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s0, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_11
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_mul_i32 s6, s13, s12
	v_mul_lo_u32 v0, v4, s12
	v_mul_lo_u32 v1, s6, v2
	v_add3_u32 v0, v0, v6, v1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u16_e32 vcc_lo, 0, v1
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_11
; %bb.2:
	s_mov_b32 s0, exec_lo
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr10
	v_cmpx_ne_u32_e32 0, v4
	s_xor_b32 s0, exec_lo, s0
; %bb.3:
	s_add_i32 s9, s13, -1
	s_sub_i32 s8, 0, s12
	s_mul_i32 s10, s9, s12
; %bb.4:
	s_or_saveexec_b32 s7, s0
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v22, s8
	s_xor_b32 exec_lo, exec_lo, s7
; %bb.5:
	s_sub_i32 s4, s6, s12
	v_mov_b32_e32 v3, s4
	s_add_i32 s4, s13, -1
	v_mov_b32_e32 v5, s4
	v_mov_b32_e32 v22, v3
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s7
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr8
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s5, exec_lo, s5
; %bb.7:
	s_add_i32 s7, s14, -1
	s_sub_i32 s4, 0, s6
	s_mul_i32 s8, s6, s7
; %bb.8:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v7, s8
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v30, s4
	s_mul_i32 s4, s6, s14
	s_xor_b32 exec_lo, exec_lo, s5
; %bb.9:
	s_sub_i32 s7, s4, s6
	v_mov_b32_e32 v7, s7
	s_add_i32 s7, s14, -1
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v30, v7
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_eq_u32_e32 vcc_lo, v5, v4
	v_sub_nc_u32_e32 v3, 0, v3
	s_add_i32 s5, s12, -1
	v_lshlrev_b64 v[20:21], 1, v[0:1]
	v_add_nc_u32_e32 v19, s4, v0
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v37, s12, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	v_add_nc_u32_e32 v18, s4, v19
	v_cndmask_b32_e64 v4, -1, s5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s5, v6
	s_sub_i32 s5, 1, s12
	v_add_nc_u32_e32 v17, s4, v18
	v_add_nc_u32_e32 v0, v19, v4
	v_cndmask_b32_e64 v3, 1, s5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v8, v2
	v_sub_nc_u32_e32 v2, 0, v7
	v_add_nc_u32_e32 v16, s4, v17
	v_cndmask_b32_e32 v2, s6, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s0, v20
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v21, vcc_lo
	v_add_nc_u32_e32 v15, s4, v16
	global_load_ushort v60, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add_nc_u32_e32 v0, v18, v3
	v_add_nc_u32_e32 v14, s4, v15
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	v_add_nc_u32_e32 v13, s4, v14
	global_load_ushort v53, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add_nc_u32_e32 v0, v22, v17
	v_add_nc_u32_e32 v12, s4, v13
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	v_add_nc_u32_e32 v11, s4, v12
	global_load_ushort v51, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add_nc_u32_e32 v0, v16, v37
	v_add_nc_u32_e32 v10, s4, v11
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	v_add_nc_u32_e32 v9, s4, v10
	global_load_ushort v50, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add_nc_u32_e32 v0, v30, v15
	v_add_nc_u32_e32 v8, s4, v9
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	v_add_nc_u32_e32 v7, s4, v8
	global_load_ushort v48, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add_nc_u32_e32 v0, v14, v2
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v46, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v13, v4, v22
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v44, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v37, v3, v12
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v39, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v11, v4, v30
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v38, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v2, v3, v10
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v36, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v22, v9, v30
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v34, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v2, v37, v8
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v33, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add3_u32 v0, v37, v4, v7
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v31, v[5:6], off
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	global_load_ushort v29, v[5:6], off
	v_add_nc_u32_e32 v6, s4, v7
	v_add3_u32 v0, v6, v3, v22
	v_add_nc_u32_e32 v5, s4, v6
	v_lshlrev_b64 v[23:24], 1, v[0:1]
	v_add3_u32 v0, v2, v4, v5
	v_add_nc_u32_e32 v4, s4, v5
	v_add_co_u32 v23, vcc_lo, s0, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v24, vcc_lo
	global_load_ushort v27, v[23:24], off
	v_lshlrev_b64 v[23:24], 1, v[0:1]
	v_add3_u32 v0, v4, v3, v30
	v_add_nc_u32_e32 v3, s4, v4
	v_add_co_u32 v23, vcc_lo, s0, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v24, vcc_lo
	global_load_ushort v25, v[23:24], off
	v_lshlrev_b64 v[23:24], 1, v[0:1]
	v_add3_u32 v0, v3, v2, v22
	v_add_nc_u32_e32 v2, s4, v3
	v_lshlrev_b64 v[63:64], 1, v[0:1]
	v_add_co_u32 v23, vcc_lo, s0, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v24, vcc_lo
	v_add3_u32 v0, v2, v37, v30
	v_add_co_u32 v63, vcc_lo, s0, v63
	v_add_co_ci_u32_e32 v64, vcc_lo, s1, v64, vcc_lo
	s_clause 0x1
	global_load_ushort v23, v[23:24], off
	global_load_ushort v22, v[63:64], off
	v_lshlrev_b64 v[63:64], 1, v[0:1]
	v_add_co_u32 v63, vcc_lo, s0, v63
	v_add_co_ci_u32_e32 v64, vcc_lo, s1, v64, vcc_lo
	v_add_co_u32 v20, vcc_lo, s2, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s3, v21, vcc_lo
	global_load_ushort v0, v[63:64], off
	s_mov_b32 s0, 0x40900000
	s_mov_b32 s1, 0xc0900000
	s_waitcnt vmcnt(18)
	v_cvt_f32_f16_e32 v61, v60
	s_waitcnt vmcnt(17)
	v_cvt_f32_f16_e32 v62, v53
	s_waitcnt vmcnt(16)
	v_cvt_f32_f16_e32 v59, v51
	v_add_f32_e32 v37, v62, v59
	v_add_f32_e32 v37, v37, v61
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v57, v50
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v56, v48
	v_add_f32_e32 v40, v57, v56
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v55, v46
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v54, v44
	v_add_f32_e32 v40, v55, v54
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v52, v39
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v49, v38
	v_add_f32_e32 v40, v52, v49
	v_sub_f32_e32 v42, v52, v49
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v47, v36
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v45, v34
	v_add_f32_e32 v40, v47, v45
	v_sub_f32_e32 v64, v47, v45
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v43, v33
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v41, v31
	v_add_f32_e32 v40, v43, v41
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v35, v29
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v32, v27
	v_add_f32_e32 v40, v35, v32
	v_sub_f32_e32 v58, v35, v32
	v_sub_f32_e32 v65, v32, v35
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v28, v25
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v26, v23
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v24, v22
	v_add_f32_e32 v40, v28, v26
	v_add_f32_e32 v37, v37, v40
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v30, v0
	v_add_f32_e32 v40, v24, v30
	v_add_f32_e32 v37, v37, v40
	v_add_f32_e32 v63, 1.0, v37
	v_frexp_mant_f32_e32 v37, v63
	v_frexp_exp_i32_f32_e32 v40, v63
	v_add_f32_e32 v66, -1.0, v63
	v_rcp_f32_e32 v37, v37
	v_sub_nc_u32_e32 v40, 0, v40
	v_mul_f32_e32 v67, 0x3eaaaaab, v66
	v_ldexp_f32 v40, v37, v40
	v_sub_f32_e32 v37, v62, v59
	v_add_f32_e32 v37, v37, v42
	v_add_f32_e32 v37, v37, v64
	v_add_f32_e32 v37, v37, v58
	v_sub_f32_e32 v58, v28, v26
	v_add_f32_e32 v37, v37, v58
	v_mul_f32_e32 v58, v37, v40
	v_sub_f32_e32 v37, v57, v56
	v_add_f32_e32 v37, v37, v42
	v_sub_f32_e32 v42, v43, v41
	v_add_f32_e32 v37, v37, v42
	v_add_f32_e32 v37, v37, v65
	v_sub_f32_e32 v65, v24, v30
	v_add_f32_e32 v37, v37, v65
	v_sub_f32_e32 v65, v55, v54
	v_mul_f32_e32 v37, v37, v40
	v_add_f32_e32 v64, v65, v64
	v_add_f32_e32 v42, v64, v42
	v_sub_f32_e32 v64, v26, v28
	v_add_f32_e32 v42, v42, v64
	v_sub_f32_e32 v64, v30, v24
	v_add_f32_e32 v42, v42, v64
	v_mul_f32_e32 v64, 0x3eaaaaab, v63
	v_mul_f32_e32 v40, v42, v40
	v_mul_f32_e32 v42, v37, v37
	v_fmac_f32_e32 v42, v58, v58
	v_fmac_f32_e32 v42, v40, v40
	v_mul_f32_e32 v42, 0xbfc00000, v42
	v_add_f32_e32 v65, 0, v42
	v_fmac_f32_e32 v67, v64, v65
	v_sub_f32_e32 v61, v67, v61
	v_fma_mixlo_f16 v60, s15, v61, v60 op_sel_hi:[0,0,1]
	global_store_short v[20:21], v60, off
	v_fmaak_f32 v20, s0, v58, 0x40400000
	v_mul_f32_e32 v21, 0x3d638e39, v63
	v_mul_f32_e32 v60, 0x3d638e39, v66
	v_fma_f32 v20, v58, v20, v42
	v_fma_f32 v20, v21, v20, v60
	v_sub_f32_e32 v61, v20, v62
	v_mov_b32_e32 v20, v1
	v_fma_mixlo_f16 v53, s15, v61, v53 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_add_co_ci_u32_e32 v20, vcc_lo, s3, v20, vcc_lo
	global_store_short v[19:20], v53, off
	v_fmaak_f32 v19, s1, v58, 0x40400000
	v_fma_f32 v19, -v58, v19, v42
	v_fma_f32 v19, v21, v19, v60
	v_sub_f32_e32 v20, v19, v59
	v_mov_b32_e32 v19, v1
	v_fma_mixlo_f16 v20, s15, v20, v51 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v19, vcc_lo
	global_store_short v[18:19], v20, off
	v_fmaak_f32 v18, s0, v37, 0x40400000
	v_fma_f32 v18, v37, v18, v42
	v_fma_f32 v18, v21, v18, v60
	v_sub_f32_e32 v19, v18, v57
	v_mov_b32_e32 v18, v1
	v_fma_mixlo_f16 v19, s15, v19, v50 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	global_store_short v[17:18], v19, off
	v_fmaak_f32 v17, s1, v37, 0x40400000
	v_fma_f32 v17, -v37, v17, v42
	v_fma_f32 v17, v21, v17, v60
	v_sub_f32_e32 v18, v17, v56
	v_mov_b32_e32 v17, v1
	v_fma_mixlo_f16 v18, s15, v18, v48 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, vcc_lo, s2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v17, vcc_lo
	global_store_short v[16:17], v18, off
	v_fmaak_f32 v16, s0, v40, 0x40400000
	v_fma_f32 v16, v40, v16, v42
	v_fma_f32 v16, v21, v16, v60
	v_sub_f32_e32 v17, v16, v55
	v_mov_b32_e32 v16, v1
	v_fma_mixlo_f16 v17, s15, v17, v46 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	global_store_short v[15:16], v17, off
	v_fmaak_f32 v15, s1, v40, 0x40400000
	v_mul_f32_e32 v17, 0x3ce38e39, v66
	v_fma_f32 v15, -v40, v15, v42
	v_fmac_f32_e32 v60, v21, v15
	v_mov_b32_e32 v15, v1
	v_sub_f32_e32 v16, v60, v54
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_fma_mixlo_f16 v16, s15, v16, v44 op_sel_hi:[0,0,1]
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v15, vcc_lo
	global_store_short v[14:15], v16, off
	v_add_f32_e32 v15, v58, v37
	v_mul_f32_e32 v16, 0x3ce38e39, v63
	v_fmaak_f32 v14, s0, v15, 0x40400000
	v_fma_f32 v14, v15, v14, v42
	v_fma_f32 v14, v16, v14, v17
	v_sub_f32_e32 v18, v14, v52
	v_mov_b32_e32 v14, v1
	v_fma_mixlo_f16 v18, s15, v18, v39 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	global_store_short v[13:14], v18, off
	v_fmaak_f32 v13, s1, v15, 0x40400000
	v_fma_f32 v13, -v15, v13, v42
	v_fma_f32 v13, v16, v13, v17
	v_sub_f32_e32 v14, v13, v49
	v_mov_b32_e32 v13, v1
	v_fma_mixlo_f16 v14, s15, v14, v38 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_add_co_u32 v12, vcc_lo, s2, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s3, v13, vcc_lo
	global_store_short v[12:13], v14, off
	v_add_f32_e32 v13, v58, v40
	v_fmaak_f32 v12, s0, v13, 0x40400000
	v_fma_f32 v12, v13, v12, v42
	v_fma_f32 v12, v16, v12, v17
	v_sub_f32_e32 v14, v12, v47
	v_mov_b32_e32 v12, v1
	v_fma_mixlo_f16 v14, s15, v14, v36 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	global_store_short v[11:12], v14, off
	v_fmaak_f32 v11, s1, v13, 0x40400000
	v_fma_f32 v11, -v13, v11, v42
	v_fma_f32 v11, v16, v11, v17
	v_sub_f32_e32 v12, v11, v45
	v_mov_b32_e32 v11, v1
	v_fma_mixlo_f16 v12, s15, v12, v34 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	global_store_short v[10:11], v12, off
	v_add_f32_e32 v11, v37, v40
	v_fmaak_f32 v10, s0, v11, 0x40400000
	v_fma_f32 v10, v11, v10, v42
	v_fma_f32 v10, v16, v10, v17
	v_sub_f32_e32 v12, v10, v43
	v_mov_b32_e32 v10, v1
	v_fma_mixlo_f16 v12, s15, v12, v33 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	global_store_short v[9:10], v12, off
	v_fmaak_f32 v9, s1, v11, 0x40400000
	v_fma_f32 v9, -v11, v9, v42
	v_fma_f32 v9, v16, v9, v17
	v_sub_f32_e32 v10, v9, v41
	v_mov_b32_e32 v9, v1
	v_fma_mixlo_f16 v10, s15, v10, v31 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	global_store_short v[8:9], v10, off
	v_sub_f32_e32 v8, v58, v37
	v_fmaak_f32 v9, s0, v8, 0x40400000
	v_fma_f32 v8, v8, v9, v42
	v_fma_f32 v8, v16, v8, v17
	v_sub_f32_e32 v9, v8, v35
	v_mov_b32_e32 v8, v1
	v_fma_mixlo_f16 v9, s15, v9, v29 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s3, v8, vcc_lo
	global_store_short v[7:8], v9, off
	v_sub_f32_e32 v7, v37, v58
	v_fmaak_f32 v8, s0, v7, 0x40400000
	v_fma_f32 v7, v7, v8, v42
	v_fma_f32 v7, v16, v7, v17
	v_sub_f32_e32 v8, v7, v32
	v_mov_b32_e32 v7, v1
	v_fma_mixlo_f16 v8, s15, v8, v27 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_store_short v[6:7], v8, off
	v_sub_f32_e32 v6, v58, v40
	v_fmaak_f32 v7, s0, v6, 0x40400000
	v_fma_f32 v6, v6, v7, v42
	v_fma_f32 v6, v16, v6, v17
	v_sub_f32_e32 v7, v6, v28
	v_mov_b32_e32 v6, v1
	v_fma_mixlo_f16 v7, s15, v7, v25 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	global_store_short v[5:6], v7, off
	v_sub_f32_e32 v5, v40, v58
	v_fmaak_f32 v6, s0, v5, 0x40400000
	v_fma_f32 v5, v5, v6, v42
	v_fma_f32 v5, v16, v5, v17
	v_sub_f32_e32 v6, v5, v26
	v_mov_b32_e32 v5, v1
	v_fma_mixlo_f16 v6, s15, v6, v23 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	global_store_short v[4:5], v6, off
	v_sub_f32_e32 v4, v37, v40
	v_fmaak_f32 v5, s0, v4, 0x40400000
	v_fma_f32 v4, v4, v5, v42
	v_fma_f32 v4, v16, v4, v17
	v_sub_f32_e32 v5, v4, v24
	v_mov_b32_e32 v4, v1
	v_fma_mixlo_f16 v5, s15, v5, v22 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	global_store_short v[3:4], v5, off
	v_sub_f32_e32 v3, v40, v37
	v_fmaak_f32 v4, s0, v3, 0x40400000
	v_fmac_f32_e32 v42, v3, v4
	v_mov_b32_e32 v3, v1
	v_fmac_f32_e32 v17, v16, v42
	v_sub_f32_e32 v4, v17, v30
	v_fma_mixlo_f16 v4, s15, v4, v0 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[0:1], 1, v[2:3]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_short v[0:1], v4, off
.LBB1_11:
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
		.amdhsa_next_free_vgpr 68
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
.Lfunc_end1:
	.size	lbm_d3q19, .Lfunc_end1-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2908
; NumSgprs: 20
; NumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 68
; Occupancy: 12
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
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
