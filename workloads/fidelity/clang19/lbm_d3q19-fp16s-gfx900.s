	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
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
.Lfunc_end0:
	.size	bgk, .Lfunc_end0-bgk
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
	v_add_u32_e32 v6, s6, v0
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v1
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_mov_b32_e32 v3, s7
	v_mad_u64_u32 v[4:5], s[0:1], s1, v3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v2, s8
	v_mad_u64_u32 v[2:3], s[0:1], s9, v2, v[0:1]
	v_cmp_gt_u32_e32 vcc, s12, v6
	v_cmp_gt_u32_e64 s[0:1], s13, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_u32_e32 vcc, s14, v2
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_11
; %bb.1:
	s_mul_i32 s8, s13, s12
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_mul_lo_u32 v0, v4, s12
	v_mul_lo_u32 v1, s8, v2
	v_add3_u32 v14, v0, v6, v1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v0, v14, s[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u16_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_11
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
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v3, s11
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v16, s9
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	s_add_i32 s4, s13, -1
	s_sub_i32 s5, s8, s12
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v5, s4
	v_mov_b32_e32 v16, s5
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
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
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s9
	v_mov_b32_e32 v17, s7
	s_xor_b64 exec, exec, s[4:5]
; %bb.9:
	s_add_i32 s7, s14, -1
	s_sub_i32 s9, s6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v17, s9
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s4, s12, -1
	v_mov_b32_e32 v0, s4
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v52, -1, v0, vcc
	v_add_u32_e32 v18, s6, v14
	v_add_u32_e32 v0, v18, v52
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[9:10], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v19, vcc, s0, v9
	v_addc_co_u32_e32 v20, vcc, v0, v10, vcc
	s_sub_i32 s5, 1, s12
	v_mov_b32_e32 v0, s5
	v_cmp_eq_u32_e32 vcc, s4, v6
	v_cndmask_b32_e32 v54, 1, v0, vcc
	v_add_u32_e32 v21, s6, v18
	v_add_u32_e32 v0, v21, v54
	v_lshlrev_b64 v[9:10], 1, v[0:1]
	v_add_u32_e32 v24, s6, v21
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v22, vcc, s0, v9
	v_add_u32_e32 v0, v16, v24
	v_addc_co_u32_e32 v23, vcc, v6, v10, vcc
	v_lshlrev_b64 v[9:10], 1, v[0:1]
	v_sub_u32_e32 v0, 0, v3
	v_add_co_u32_e32 v25, vcc, s0, v9
	v_addc_co_u32_e32 v26, vcc, v6, v10, vcc
	v_mov_b32_e32 v3, s12
	v_cmp_eq_u32_e32 vcc, v5, v4
	v_cndmask_b32_e32 v58, v3, v0, vcc
	v_add_u32_e32 v27, s6, v24
	v_add_u32_e32 v0, v27, v58
	v_lshlrev_b64 v[3:4], 1, v[0:1]
	v_add_u32_e32 v30, s6, v27
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v28, vcc, s0, v3
	v_add_u32_e32 v0, v17, v30
	v_addc_co_u32_e32 v29, vcc, v5, v4, vcc
	v_lshlrev_b64 v[3:4], 1, v[0:1]
	v_sub_u32_e32 v0, 0, v7
	v_add_co_u32_e32 v31, vcc, s0, v3
	v_addc_co_u32_e32 v32, vcc, v5, v4, vcc
	v_mov_b32_e32 v3, s8
	v_cmp_eq_u32_e32 vcc, v8, v2
	v_cndmask_b32_e32 v56, v3, v0, vcc
	v_add_u32_e32 v33, s6, v30
	v_add_u32_e32 v0, v33, v56
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v13, s6, v33
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v34, vcc, s0, v2
	v_add3_u32 v0, v13, v52, v16
	v_addc_co_u32_e32 v35, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v12, s6, v13
	v_add_co_u32_e32 v36, vcc, s0, v2
	v_add3_u32 v0, v58, v54, v12
	v_addc_co_u32_e32 v37, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v11, s6, v12
	v_add_co_u32_e32 v38, vcc, s0, v2
	v_add3_u32 v0, v11, v52, v17
	v_addc_co_u32_e32 v39, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v10, s6, v11
	v_add_co_u32_e32 v40, vcc, s0, v2
	v_add3_u32 v0, v56, v54, v10
	v_addc_co_u32_e32 v41, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v9, s6, v10
	v_add_co_u32_e32 v42, vcc, s0, v2
	v_add3_u32 v0, v16, v9, v17
	v_addc_co_u32_e32 v43, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v8, s6, v9
	v_add_co_u32_e32 v44, vcc, s0, v2
	v_add3_u32 v0, v56, v58, v8
	v_addc_co_u32_e32 v45, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v7, s6, v8
	v_add_co_u32_e32 v46, vcc, s0, v2
	v_add3_u32 v0, v58, v52, v7
	v_addc_co_u32_e32 v47, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v6, s6, v7
	v_add_co_u32_e32 v48, vcc, s0, v2
	v_add3_u32 v0, v6, v54, v16
	v_addc_co_u32_e32 v49, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v5, s6, v6
	v_add_co_u32_e32 v50, vcc, s0, v2
	v_add3_u32 v0, v56, v52, v5
	v_addc_co_u32_e32 v51, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v55, s1
	v_add_co_u32_e32 v52, vcc, s0, v2
	v_addc_co_u32_e32 v53, vcc, v4, v3, vcc
	v_add_u32_e32 v4, s6, v5
	v_add3_u32 v0, v4, v54, v17
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_add_co_u32_e32 v54, vcc, s0, v2
	v_addc_co_u32_e32 v55, vcc, v55, v3, vcc
	v_add_u32_e32 v3, s6, v4
	v_add3_u32 v0, v3, v56, v16
	v_lshlrev_b64 v[56:57], 1, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v56, vcc, s0, v56
	v_addc_co_u32_e32 v57, vcc, v2, v57, vcc
	v_add_u32_e32 v2, s6, v3
	v_add3_u32 v0, v2, v58, v17
	v_lshlrev_b64 v[16:17], 1, v[0:1]
	v_mov_b32_e32 v58, s1
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_addc_co_u32_e32 v17, vcc, v58, v17, vcc
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v58, vcc, s0, v14
	v_addc_co_u32_e32 v59, vcc, v0, v15, vcc
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v0, v15, vcc
	global_load_ushort v0, v[58:59], off
	global_load_ushort v60, v[19:20], off
	global_load_ushort v61, v[22:23], off
	global_load_ushort v62, v[25:26], off
	global_load_ushort v63, v[28:29], off
                                        ; kill: killed $vgpr19 killed $vgpr20
                                        ; kill: killed $vgpr28 killed $vgpr29
                                        ; kill: killed $vgpr58 killed $vgpr59
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr25 killed $vgpr26
	s_nop 0
	global_load_ushort v19, v[31:32], off
	global_load_ushort v20, v[34:35], off
	global_load_ushort v22, v[36:37], off
	global_load_ushort v23, v[38:39], off
	global_load_ushort v25, v[40:41], off
	global_load_ushort v26, v[42:43], off
	global_load_ushort v28, v[44:45], off
	global_load_ushort v29, v[46:47], off
	global_load_ushort v58, v[48:49], off
	global_load_ushort v59, v[50:51], off
                                        ; kill: killed $vgpr50 killed $vgpr51
                                        ; kill: killed $vgpr34 killed $vgpr35
                                        ; kill: killed $vgpr40 killed $vgpr41
                                        ; kill: killed $vgpr46 killed $vgpr47
                                        ; kill: killed $vgpr36 killed $vgpr37
                                        ; kill: killed $vgpr42 killed $vgpr43
                                        ; kill: killed $vgpr48 killed $vgpr49
                                        ; kill: killed $vgpr31 killed $vgpr32
                                        ; kill: killed $vgpr38 killed $vgpr39
                                        ; kill: killed $vgpr44 killed $vgpr45
	global_load_ushort v31, v[52:53], off
	global_load_ushort v32, v[54:55], off
	global_load_ushort v34, v[56:57], off
	global_load_ushort v35, v[16:17], off
	s_mov_b32 s0, 0x40900000
	s_mov_b32 s1, 0xc0900000
	s_waitcnt vmcnt(18)
	v_cvt_f32_f16_e32 v0, v0
	s_waitcnt vmcnt(17)
	v_cvt_f32_f16_e32 v16, v60
	s_waitcnt vmcnt(16)
	v_cvt_f32_f16_e32 v17, v61
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v36, v62
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v37, v63
	v_add_f32_e32 v38, v16, v17
	v_add_f32_e32 v38, v38, v0
	v_add_f32_e32 v39, v36, v37
	v_add_f32_e32 v38, v38, v39
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v39, v19
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v20, v20
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v23, v23
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v40, v25
	v_add_f32_e32 v19, v39, v20
	v_add_f32_e32 v19, v38, v19
	v_cvt_f32_f16_e32 v38, v22
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v26, v26
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v41, v28
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v29, v29
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v42, v58
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v43, v59
	v_add_f32_e32 v22, v38, v23
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v22, v40, v26
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v22, v41, v29
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v22, v42, v43
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v44, v31
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v32, v32
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v45, v34
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v35, v35
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v22, v44, v32
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v22, v45, v35
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v46, 1.0, v19
	v_frexp_mant_f32_e32 v19, v46
	v_rcp_f32_e32 v19, v19
	v_frexp_exp_i32_f32_e32 v22, v46
	v_sub_u32_e32 v22, 0, v22
	v_sub_f32_e32 v25, v38, v23
	v_ldexp_f32 v19, v19, v22
	v_sub_f32_e32 v22, v16, v17
	v_add_f32_e32 v22, v22, v25
	v_sub_f32_e32 v28, v40, v26
	v_add_f32_e32 v22, v22, v28
	v_sub_f32_e32 v31, v42, v43
	v_add_f32_e32 v22, v22, v31
	v_sub_f32_e32 v31, v44, v32
	v_add_f32_e32 v22, v22, v31
	v_sub_f32_e32 v31, v36, v37
	v_add_f32_e32 v25, v31, v25
	v_sub_f32_e32 v31, v41, v29
	v_add_f32_e32 v25, v25, v31
	v_sub_f32_e32 v34, v43, v42
	v_add_f32_e32 v25, v25, v34
	v_sub_f32_e32 v34, v45, v35
	v_add_f32_e32 v25, v25, v34
	v_sub_f32_e32 v34, v39, v20
	v_add_f32_e32 v28, v34, v28
	v_add_f32_e32 v28, v28, v31
	v_sub_f32_e32 v31, v32, v44
	v_add_f32_e32 v28, v28, v31
	v_sub_f32_e32 v31, v35, v45
	v_add_f32_e32 v28, v28, v31
	v_mul_f32_e32 v48, v25, v19
	v_mul_f32_e32 v47, v22, v19
	v_mul_f32_e32 v49, v28, v19
	v_mul_f32_e32 v19, v48, v48
	v_fma_f32 v19, v47, v47, v19
	v_fma_f32 v19, v49, v49, v19
	v_mul_f32_e32 v50, 0xbfc00000, v19
	v_add_f32_e32 v51, -1.0, v46
	v_mul_f32_e32 v19, 0x3eaaaaab, v46
	v_add_f32_e32 v22, 0, v50
	v_mul_f32_e32 v25, 0x3eaaaaab, v51
	v_fma_f32 v19, v19, v22, v25
	v_sub_f32_e32 v19, v19, v0
	v_fma_f32 v0, s15, v19, v0
	v_cvt_f16_f32_e32 v0, v0
	v_mov_b32_e32 v19, v1
	v_mul_f32_e32 v52, 0x3d638e39, v51
	v_mov_b32_e32 v22, v1
	global_store_short v[14:15], v0, off
	v_lshlrev_b64 v[14:15], 1, v[18:19]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v0, v15, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fma_f32 v18, v47, s0, v0
	v_fma_f32 v18, v47, v18, v50
	v_mul_f32_e32 v19, 0x3d638e39, v46
	v_fma_f32 v18, v19, v18, v52
	v_sub_f32_e32 v18, v18, v16
	v_fma_f32 v16, s15, v18, v16
	v_cvt_f16_f32_e32 v16, v16
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v31, v1
	global_store_short v[14:15], v16, off
	v_lshlrev_b64 v[14:15], 1, v[21:22]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_fma_f32 v16, v47, s1, v0
	v_fma_f32 v16, -v47, v16, v50
	v_fma_f32 v16, v19, v16, v52
	v_sub_f32_e32 v16, v16, v17
	v_fma_f32 v16, s15, v16, v17
	v_cvt_f16_f32_e32 v16, v16
	v_fma_f32 v17, v48, s1, v0
	v_fma_f32 v17, -v48, v17, v50
	v_fma_f32 v17, v19, v17, v52
	global_store_short v[14:15], v16, off
	v_lshlrev_b64 v[14:15], 1, v[24:25]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_fma_f32 v16, v48, s0, v0
	v_fma_f32 v16, v48, v16, v50
	v_fma_f32 v16, v19, v16, v52
	v_sub_f32_e32 v16, v16, v36
	v_fma_f32 v16, s15, v16, v36
	v_cvt_f16_f32_e32 v16, v16
	v_sub_f32_e32 v17, v17, v37
	v_fma_f32 v17, s15, v17, v37
	v_cvt_f16_f32_e32 v17, v17
	global_store_short v[14:15], v16, off
	v_lshlrev_b64 v[14:15], 1, v[27:28]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	global_store_short v[14:15], v17, off
	v_fma_f32 v17, v49, s0, v0
	v_fma_f32 v17, v49, v17, v50
	v_fma_f32 v17, v19, v17, v52
	v_sub_f32_e32 v17, v17, v39
	v_fma_f32 v17, s15, v17, v39
	v_lshlrev_b64 v[14:15], 1, v[30:31]
	v_cvt_f16_f32_e32 v17, v17
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	global_store_short v[14:15], v17, off
	v_fma_f32 v17, v49, s1, v0
	v_fma_f32 v17, -v49, v17, v50
	v_fma_f32 v17, v19, v17, v52
	v_sub_f32_e32 v17, v17, v20
	v_mov_b32_e32 v34, v1
	v_fma_f32 v17, s15, v17, v20
	v_lshlrev_b64 v[14:15], 1, v[33:34]
	v_cvt_f16_f32_e32 v17, v17
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	global_store_short v[14:15], v17, off
	v_add_f32_e32 v17, v47, v48
	v_fma_f32 v18, v17, s0, v0
	v_mov_b32_e32 v14, v1
	v_mul_f32_e32 v16, 0x3ce38e39, v46
	v_fma_f32 v18, v17, v18, v50
	v_mul_f32_e32 v19, 0x3ce38e39, v51
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_fma_f32 v18, v16, v18, v19
	v_sub_f32_e32 v18, v18, v38
	v_mov_b32_e32 v15, s3
	v_fma_f32 v18, s15, v18, v38
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_cvt_f16_f32_e32 v18, v18
	v_addc_co_u32_e32 v14, vcc, v15, v14, vcc
	v_fma_f32 v15, v17, s1, v0
	v_fma_f32 v15, -v17, v15, v50
	v_fma_f32 v15, v16, v15, v19
	v_sub_f32_e32 v15, v15, v23
	global_store_short v[13:14], v18, off
	v_mov_b32_e32 v13, v1
	v_fma_f32 v15, s15, v15, v23
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_cvt_f16_f32_e32 v15, v15
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_add_f32_e32 v14, v47, v49
	global_store_short v[12:13], v15, off
	v_fma_f32 v15, v14, s0, v0
	v_mov_b32_e32 v12, v1
	v_fma_f32 v15, v14, v15, v50
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	v_fma_f32 v15, v16, v15, v19
	v_sub_f32_e32 v15, v15, v40
	v_mov_b32_e32 v13, s3
	v_fma_f32 v15, s15, v15, v40
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_cvt_f16_f32_e32 v15, v15
	v_addc_co_u32_e32 v12, vcc, v13, v12, vcc
	v_fma_f32 v13, v14, s1, v0
	v_fma_f32 v13, -v14, v13, v50
	v_fma_f32 v13, v16, v13, v19
	v_sub_f32_e32 v13, v13, v26
	global_store_short v[11:12], v15, off
	v_mov_b32_e32 v11, v1
	v_fma_f32 v13, s15, v13, v26
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_cvt_f16_f32_e32 v13, v13
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_add_f32_e32 v12, v48, v49
	global_store_short v[10:11], v13, off
	v_fma_f32 v13, v12, s0, v0
	v_mov_b32_e32 v10, v1
	v_fma_f32 v13, v12, v13, v50
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_fma_f32 v13, v16, v13, v19
	v_sub_f32_e32 v13, v13, v41
	v_mov_b32_e32 v11, s3
	v_fma_f32 v13, s15, v13, v41
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_cvt_f16_f32_e32 v13, v13
	v_addc_co_u32_e32 v10, vcc, v11, v10, vcc
	v_fma_f32 v11, v12, s1, v0
	v_fma_f32 v11, -v12, v11, v50
	v_fma_f32 v11, v16, v11, v19
	v_sub_f32_e32 v11, v11, v29
	global_store_short v[9:10], v13, off
	v_mov_b32_e32 v9, v1
	v_fma_f32 v11, s15, v11, v29
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_cvt_f16_f32_e32 v11, v11
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_sub_f32_e32 v10, v47, v48
	global_store_short v[8:9], v11, off
	v_fma_f32 v11, v10, s0, v0
	v_fma_f32 v10, v10, v11, v50
	v_fma_f32 v10, v16, v10, v19
	v_sub_f32_e32 v10, v10, v42
	v_mov_b32_e32 v8, v1
	v_fma_f32 v10, s15, v10, v42
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	v_cvt_f16_f32_e32 v10, v10
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v7, vcc, s2, v7
	v_addc_co_u32_e32 v8, vcc, v9, v8, vcc
	v_sub_f32_e32 v9, v48, v47
	global_store_short v[7:8], v10, off
	v_fma_f32 v10, v9, s0, v0
	v_fma_f32 v9, v9, v10, v50
	v_fma_f32 v9, v16, v9, v19
	v_sub_f32_e32 v9, v9, v43
	v_mov_b32_e32 v7, v1
	v_fma_f32 v9, s15, v9, v43
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_cvt_f16_f32_e32 v9, v9
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_sub_f32_e32 v8, v47, v49
	global_store_short v[6:7], v9, off
	v_fma_f32 v9, v8, s0, v0
	v_fma_f32 v8, v8, v9, v50
	v_fma_f32 v8, v16, v8, v19
	v_sub_f32_e32 v8, v8, v44
	v_mov_b32_e32 v6, v1
	v_fma_f32 v8, s15, v8, v44
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	v_cvt_f16_f32_e32 v8, v8
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_store_short v[5:6], v8, off
	v_sub_f32_e32 v5, v49, v47
	v_fma_f32 v6, v5, s0, v0
	v_fma_f32 v5, v5, v6, v50
	v_fma_f32 v5, v16, v5, v19
	v_sub_f32_e32 v5, v5, v32
	v_fma_f32 v6, s15, v5, v32
	v_mov_b32_e32 v5, v1
	v_cvt_f16_f32_e32 v6, v6
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_store_short v[4:5], v6, off
	v_sub_f32_e32 v4, v48, v49
	v_fma_f32 v5, v4, s0, v0
	v_fma_f32 v4, v4, v5, v50
	v_fma_f32 v4, v16, v4, v19
	v_sub_f32_e32 v4, v4, v45
	v_fma_f32 v5, s15, v4, v45
	v_mov_b32_e32 v4, v1
	v_cvt_f16_f32_e32 v5, v5
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v6, v4, vcc
	global_store_short v[3:4], v5, off
	v_sub_f32_e32 v3, v49, v48
	v_fma_f32 v0, v3, s0, v0
	v_fma_f32 v0, v3, v0, v50
	v_fma_f32 v0, v16, v0, v19
	v_sub_f32_e32 v0, v0, v35
	v_fma_f32 v0, s15, v0, v35
	v_mov_b32_e32 v3, v1
	v_cvt_f16_f32_e32 v4, v0
	v_lshlrev_b64 v[0:1], 1, v[2:3]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 64
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
.Lfunc_end1:
	.size	lbm_d3q19, .Lfunc_end1-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2960
; NumSgprs: 20
; NumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 64
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
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
