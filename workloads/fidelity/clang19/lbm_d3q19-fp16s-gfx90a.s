	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
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
.Lfunc_end0:
	.size	bgk, .Lfunc_end0-bgk
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
	v_add_u32_e32 v4, s6, v1
	v_bfe_u32 v1, v0, 10, 10
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v1, s7
	v_bfe_u32 v0, v0, 20, 10
	v_mad_u64_u32 v[2:3], s[0:1], s1, v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v3, s8
	v_mad_u64_u32 v[0:1], s[0:1], s9, v3, v[0:1]
	v_cmp_gt_u32_e32 vcc, s12, v4
	v_cmp_gt_u32_e64 s[0:1], s13, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_u32_e32 vcc, s14, v0
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_11
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_mul_i32 s8, s13, s12
	v_mul_lo_u32 v1, v2, s12
	v_mul_lo_u32 v3, s8, v0
	v_add3_u32 v30, v1, v4, v3
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v30, s[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u16_e32 vcc, 0, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_11
; %bb.2:
	v_cmp_ne_u32_e32 vcc, 0, v2
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
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v3, s9
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	s_add_i32 s4, s13, -1
	s_sub_i32 s5, s8, s12
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v3, s5
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_ne_u32_e32 vcc, 0, v0
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
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s9
	v_mov_b32_e32 v5, s7
	s_xor_b64 exec, exec, s[4:5]
; %bb.9:
	s_add_i32 s7, s14, -1
	s_sub_i32 s9, s6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v5, s9
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v1, 0, v1
	v_mov_b32_e32 v9, s12
	v_cmp_eq_u32_e32 vcc, v6, v2
	s_add_i32 s4, s12, -1
	v_cndmask_b32_e32 v9, v9, v1, vcc
	v_mov_b32_e32 v1, s4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_sub_i32 s5, 1, s12
	v_cndmask_b32_e32 v11, -1, v1, vcc
	v_mov_b32_e32 v1, s5
	v_cmp_eq_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v13, 1, v1, vcc
	v_sub_u32_e32 v1, 0, v7
	v_mov_b32_e32 v2, s8
	v_cmp_eq_u32_e32 vcc, v8, v0
	v_add_u32_e32 v28, s6, v30
	v_cndmask_b32_e32 v15, v2, v1, vcc
	v_add_u32_e32 v0, v28, v11
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v32, vcc, s0, v6
	v_add_u32_e32 v26, s6, v28
	v_addc_co_u32_e32 v33, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v26, v13
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v34, vcc, s0, v6
	v_add_u32_e32 v24, s6, v26
	v_addc_co_u32_e32 v35, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v3, v24
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v36, vcc, s0, v6
	v_add_u32_e32 v22, s6, v24
	v_addc_co_u32_e32 v37, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v22, v9
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v38, vcc, s0, v6
	v_add_u32_e32 v20, s6, v22
	v_addc_co_u32_e32 v39, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v5, v20
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v40, vcc, s0, v6
	v_add_u32_e32 v18, s6, v20
	v_addc_co_u32_e32 v41, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v18, v15
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v42, vcc, s0, v6
	v_add_u32_e32 v16, s6, v18
	v_addc_co_u32_e32 v43, vcc, v0, v7, vcc
	v_add3_u32 v0, v16, v11, v3
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v44, vcc, s0, v6
	v_add_u32_e32 v14, s6, v16
	v_addc_co_u32_e32 v45, vcc, v0, v7, vcc
	v_add3_u32 v0, v9, v13, v14
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v46, vcc, s0, v6
	v_add_u32_e32 v12, s6, v14
	v_addc_co_u32_e32 v47, vcc, v0, v7, vcc
	v_add3_u32 v0, v12, v11, v5
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v48, vcc, s0, v6
	v_add_u32_e32 v10, s6, v12
	v_addc_co_u32_e32 v49, vcc, v0, v7, vcc
	v_add3_u32 v0, v15, v13, v10
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v50, vcc, s0, v6
	v_add_u32_e32 v8, s6, v10
	v_addc_co_u32_e32 v51, vcc, v0, v7, vcc
	v_add3_u32 v0, v3, v8, v5
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_add_co_u32_e32 v52, vcc, s0, v6
	v_add_u32_e32 v6, s6, v8
	v_mov_b32_e32 v2, s1
	v_add3_u32 v0, v15, v9, v6
	v_addc_co_u32_e32 v53, vcc, v2, v7, vcc
	v_lshlrev_b64 v[54:55], 1, v[0:1]
	v_add_u32_e32 v4, s6, v6
	v_add_co_u32_e32 v54, vcc, s0, v54
	v_add3_u32 v0, v9, v11, v4
	v_addc_co_u32_e32 v55, vcc, v2, v55, vcc
	v_lshlrev_b64 v[56:57], 1, v[0:1]
	v_add_co_u32_e32 v56, vcc, s0, v56
	v_addc_co_u32_e32 v57, vcc, v2, v57, vcc
	v_add_u32_e32 v2, s6, v4
	v_lshlrev_b64 v[58:59], 1, v[30:31]
	v_add3_u32 v0, v2, v13, v3
	v_mov_b32_e32 v17, s1
	v_add_co_u32_e32 v30, vcc, s0, v58
	v_addc_co_u32_e32 v31, vcc, v17, v59, vcc
	global_load_ushort v17, v[32:33], off
	v_lshlrev_b64 v[32:33], 1, v[0:1]
	global_load_ushort v19, v[34:35], off
	global_load_ushort v21, v[36:37], off
	global_load_ushort v60, v[38:39], off
	global_load_ushort v61, v[40:41], off
	global_load_ushort v62, v[42:43], off
	global_load_ushort v63, v[44:45], off
	global_load_ushort v23, v[30:31], off
	v_add_u32_e32 v36, s6, v2
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v30, vcc, s0, v32
	v_add3_u32 v0, v15, v11, v36
	v_addc_co_u32_e32 v31, vcc, v7, v33, vcc
	v_lshlrev_b64 v[32:33], 1, v[0:1]
	v_add_u32_e32 v34, s6, v36
	v_add_co_u32_e32 v38, vcc, s0, v32
	v_add3_u32 v0, v34, v13, v5
	v_addc_co_u32_e32 v39, vcc, v7, v33, vcc
	v_lshlrev_b64 v[32:33], 1, v[0:1]
	v_add_co_u32_e32 v40, vcc, s0, v32
	v_add_u32_e32 v32, s6, v34
	global_load_ushort v11, v[46:47], off
	v_add3_u32 v0, v32, v15, v3
	global_load_ushort v35, v[48:49], off
	global_load_ushort v37, v[50:51], off
	v_addc_co_u32_e32 v41, vcc, v7, v33, vcc
	global_load_ushort v7, v[52:53], off
	global_load_ushort v33, v[54:55], off
	v_lshlrev_b64 v[42:43], 1, v[0:1]
	global_load_ushort v44, v[56:57], off
	global_load_ushort v45, v[30:31], off
	v_add_u32_e32 v30, s6, v32
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_add3_u32 v0, v30, v9, v5
	v_addc_co_u32_e32 v43, vcc, v3, v43, vcc
	global_load_ushort v31, v[38:39], off
	global_load_ushort v46, v[40:41], off
	v_lshlrev_b64 v[38:39], 1, v[0:1]
	v_add_co_u32_e32 v38, vcc, s0, v38
	v_addc_co_u32_e32 v39, vcc, v3, v39, vcc
	global_load_ushort v0, v[42:43], off
	global_load_ushort v40, v[38:39], off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v38, vcc, s2, v58
	v_addc_co_u32_e32 v39, vcc, v3, v59, vcc
	s_waitcnt vmcnt(17)
	v_cvt_f32_f16_e32 v9, v19
	s_waitcnt vmcnt(16)
	v_cvt_f32_f16_e32 v15, v21
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v41, v60
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v42, v61
	v_cvt_f32_f16_e32 v5, v17
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v43, v62
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v3, v23
	v_cvt_f32_f16_e32 v47, v63
	v_add_f32_e32 v13, v5, v9
	v_add_f32_e32 v25, v15, v41
	v_add_f32_e32 v13, v13, v3
	v_add_f32_e32 v13, v13, v25
	v_add_f32_e32 v25, v42, v43
	v_add_f32_e32 v13, v13, v25
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v48, v11
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v49, v35
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v50, v37
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v51, v7
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v52, v33
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v53, v44
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v54, v45
	v_add_f32_e32 v25, v47, v48
	v_add_f32_e32 v13, v13, v25
	v_add_f32_e32 v25, v49, v50
	v_add_f32_e32 v13, v13, v25
	v_add_f32_e32 v25, v51, v52
	v_add_f32_e32 v13, v13, v25
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v55, v31
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v56, v46
	v_add_f32_e32 v25, v53, v54
	v_add_f32_e32 v13, v13, v25
	v_sub_f32_e32 v29, v47, v48
	v_add_f32_e32 v25, v55, v56
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v57, v0
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v58, v40
	v_add_f32_e32 v13, v13, v25
	v_sub_f32_e32 v59, v49, v50
	v_sub_f32_e32 v64, v53, v54
	v_add_f32_e32 v25, v57, v58
	v_add_f32_e32 v13, v13, v25
	v_add_f32_e32 v13, 1.0, v13
	v_frexp_mant_f32_e32 v25, v13
	v_rcp_f32_e32 v25, v25
	v_frexp_exp_i32_f32_e32 v27, v13
	v_sub_u32_e32 v27, 0, v27
	v_sub_f32_e32 v65, v54, v53
	v_ldexp_f32 v25, v25, v27
	v_sub_f32_e32 v27, v5, v9
	v_add_f32_e32 v27, v27, v29
	v_add_f32_e32 v27, v27, v59
	v_add_f32_e32 v27, v27, v64
	v_sub_f32_e32 v64, v55, v56
	v_add_f32_e32 v27, v27, v64
	v_sub_f32_e32 v64, v15, v41
	v_add_f32_e32 v29, v64, v29
	v_sub_f32_e32 v64, v51, v52
	v_add_f32_e32 v29, v29, v64
	v_add_f32_e32 v29, v29, v65
	v_sub_f32_e32 v65, v57, v58
	v_add_f32_e32 v29, v29, v65
	v_sub_f32_e32 v65, v42, v43
	v_add_f32_e32 v59, v65, v59
	v_add_f32_e32 v59, v59, v64
	v_sub_f32_e32 v64, v56, v55
	v_add_f32_e32 v59, v59, v64
	v_sub_f32_e32 v64, v58, v57
	v_add_f32_e32 v59, v59, v64
	v_mul_f32_e32 v65, v29, v25
	v_mul_f32_e32 v64, v27, v25
	v_mul_f32_e32 v59, v59, v25
	v_mul_f32_e32 v25, v65, v65
	v_fmac_f32_e32 v25, v64, v64
	v_fmac_f32_e32 v25, v59, v59
	v_mul_f32_e32 v66, 0xbfc00000, v25
	v_add_f32_e32 v67, -1.0, v13
	v_mul_f32_e32 v25, 0x3eaaaaab, v13
	v_add_f32_e32 v27, 0, v66
	v_mul_f32_e32 v29, 0x3eaaaaab, v67
	v_fmac_f32_e32 v29, v25, v27
	v_sub_f32_e32 v3, v29, v3
	v_mov_b32_e32 v29, v1
	v_fma_mixlo_f16 v3, s15, v3, v23 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	global_store_short v[38:39], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v64
	v_fma_f32 v3, v64, v3, v66
	v_mul_f32_e32 v38, 0x3d638e39, v13
	v_mul_f32_e32 v39, 0x3d638e39, v67
	v_fma_f32 v3, v38, v3, v39
	v_sub_f32_e32 v3, v3, v5
	v_mov_b32_e32 v27, v1
	v_fma_mixlo_f16 v3, s15, v3, v17 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	global_store_short v[28:29], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0xc0900000, v64
	v_fma_f32 v3, -v64, v3, v66
	v_fma_f32 v3, v38, v3, v39
	v_sub_f32_e32 v3, v3, v9
	v_mov_b32_e32 v25, v1
	v_fma_mixlo_f16 v3, s15, v3, v19 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	global_store_short v[26:27], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v65
	v_fma_f32 v3, v65, v3, v66
	v_fma_f32 v3, v38, v3, v39
	v_sub_f32_e32 v3, v3, v15
	v_mov_b32_e32 v23, v1
	v_fma_mixlo_f16 v3, s15, v3, v21 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[22:23], 1, v[22:23]
	global_store_short v[24:25], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0xc0900000, v65
	v_fma_f32 v3, -v65, v3, v66
	v_fma_f32 v3, v38, v3, v39
	v_sub_f32_e32 v3, v3, v41
	v_mov_b32_e32 v21, v1
	v_fma_mixlo_f16 v3, s15, v3, v60 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	global_store_short v[22:23], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v59
	v_fma_f32 v3, v59, v3, v66
	v_fma_f32 v3, v38, v3, v39
	v_sub_f32_e32 v3, v3, v42
	v_mov_b32_e32 v19, v1
	v_fma_mixlo_f16 v3, s15, v3, v61 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	global_store_short v[20:21], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0xc0900000, v59
	v_fma_f32 v3, -v59, v3, v66
	v_fmac_f32_e32 v39, v38, v3
	v_sub_f32_e32 v3, v39, v43
	v_mov_b32_e32 v17, v1
	v_fma_mixlo_f16 v3, s15, v3, v62 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	global_store_short v[18:19], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_f32_e32 v3, v64, v65
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_mul_f32_e32 v18, 0x3ce38e39, v13
	v_fma_f32 v5, v3, v5, v66
	v_mul_f32_e32 v19, 0x3ce38e39, v67
	v_fma_f32 v5, v18, v5, v19
	v_sub_f32_e32 v5, v5, v47
	v_mov_b32_e32 v15, v1
	v_fma_mixlo_f16 v5, s15, v5, v63 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	global_store_short v[16:17], v5, off
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v5, v15, vcc
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0xc0900000, v3
	v_fma_f32 v3, -v3, v5, v66
	v_fma_f32 v3, v18, v3, v19
	v_sub_f32_e32 v3, v3, v48
	v_fma_mixlo_f16 v3, s15, v3, v11 op_sel_hi:[0,0,1]
	global_store_short v[14:15], v3, off
	v_add_f32_e32 v3, v64, v59
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v5, v3, v5, v66
	v_mov_b32_e32 v13, v1
	v_fma_f32 v5, v18, v5, v19
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_sub_f32_e32 v5, v5, v49
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_fma_mixlo_f16 v5, s15, v5, v35 op_sel_hi:[0,0,1]
	v_addc_co_u32_e32 v13, vcc, v9, v13, vcc
	global_store_short v[12:13], v5, off
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0xc0900000, v3
	v_fma_f32 v3, -v3, v5, v66
	v_mov_b32_e32 v11, v1
	v_fma_f32 v3, v18, v3, v19
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_sub_f32_e32 v3, v3, v50
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_fma_mixlo_f16 v3, s15, v3, v37 op_sel_hi:[0,0,1]
	v_addc_co_u32_e32 v11, vcc, v5, v11, vcc
	global_store_short v[10:11], v3, off
	v_add_f32_e32 v3, v65, v59
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v5, v3, v5, v66
	v_fma_f32 v5, v18, v5, v19
	v_mov_b32_e32 v9, v1
	v_sub_f32_e32 v5, v5, v51
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_fma_mixlo_f16 v5, s15, v5, v7 op_sel_hi:[0,0,1]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_store_short v[8:9], v5, off
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0xc0900000, v3
	v_fma_f32 v3, -v3, v5, v66
	v_mov_b32_e32 v7, v1
	v_fma_f32 v3, v18, v3, v19
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_sub_f32_e32 v3, v3, v52
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_fma_mixlo_f16 v3, s15, v3, v33 op_sel_hi:[0,0,1]
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	global_store_short v[6:7], v3, off
	v_sub_f32_e32 v3, v64, v65
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v3, v3, v5, v66
	v_mov_b32_e32 v5, v1
	v_fma_f32 v3, v18, v3, v19
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_sub_f32_e32 v3, v3, v53
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_fma_mixlo_f16 v3, s15, v3, v44 op_sel_hi:[0,0,1]
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_short v[4:5], v3, off
	v_sub_f32_e32 v3, v65, v64
	v_mov_b32_e32 v4, 0x40400000
	v_fmac_f32_e32 v4, 0x40900000, v3
	v_fma_f32 v3, v3, v4, v66
	v_fma_f32 v3, v18, v3, v19
	v_sub_f32_e32 v4, v3, v54
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_fma_mixlo_f16 v4, s15, v4, v45 op_sel_hi:[0,0,1]
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v64, v59
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v2
	v_fma_f32 v2, v2, v3, v66
	v_fma_f32 v2, v18, v2, v19
	v_sub_f32_e32 v2, v2, v55
	v_mov_b32_e32 v37, v1
	v_fma_mixlo_f16 v4, s15, v2, v31 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[2:3], 1, v[36:37]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v59, v64
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v2
	v_fma_f32 v2, v2, v3, v66
	v_fma_f32 v2, v18, v2, v19
	v_sub_f32_e32 v2, v2, v56
	v_mov_b32_e32 v35, v1
	v_fma_mixlo_f16 v4, s15, v2, v46 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[2:3], 1, v[34:35]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_short v[2:3], v4, off
	v_sub_f32_e32 v2, v65, v59
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v2
	v_fma_f32 v2, v2, v3, v66
	v_fma_f32 v2, v18, v2, v19
	v_sub_f32_e32 v2, v2, v57
	v_mov_b32_e32 v33, v1
	v_fma_mixlo_f16 v0, s15, v2, v0 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[2:3], 1, v[32:33]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v16, 0x40400000
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v59, v65
	v_fmac_f32_e32 v16, 0x40900000, v0
	v_fmac_f32_e32 v66, v0, v16
	v_fmac_f32_e32 v19, v18, v66
	v_sub_f32_e32 v0, v19, v58
	v_mov_b32_e32 v31, v1
	v_fma_mixlo_f16 v2, s15, v0, v40 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[0:1], 1, v[30:31]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_short v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 68
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
.Lfunc_end1:
	.size	lbm_d3q19, .Lfunc_end1-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3024
; NumSgprs: 20
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
