	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.hidden	bgk                             ; -- Begin function bgk
	.globl	bgk
	.p2align	2
	.type	bgk,@function
bgk:                                    ; @bgk
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, 0x40900000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v7, -1.0, v2 :: v_dual_fmaak_f32 v6, s0, v3, 0x40400000
	v_dual_mul_f32 v2, v1, v2 :: v_dual_mul_f32 v1, v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v3, v3, v6, -v4
	v_fmac_f32_e32 v1, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v0
	v_fmac_f32_e32 v0, v5, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	bgk, .Lfunc_end0-bgk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 68
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
	s_load_b64 s[2:3], s[0:1], 0x34
	s_load_b128 s[8:11], s[0:1], 0x50
	s_load_b64 s[16:17], s[0:1], 0x60
	s_load_b128 s[4:7], s[0:1], 0x18
	v_bfe_u32 v2, v0, 10, 10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 20, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s2, 16
	v_add_co_u32 v3, s10, s10, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s11, 0, s10
	v_add_co_u32 v6, s10, s16, v0
	s_and_b32 s2, s2, 0xffff
	v_add_co_ci_u32_e64 v7, null, s17, 0, s10
	s_mul_i32 s2, s2, s13
	s_and_b32 s3, s3, 0xffff
	v_add3_u32 v2, s2, s8, v1
	v_mad_u64_u32 v[0:1], null, s9, s14, v[3:4]
	v_mad_u64_u32 v[4:5], null, s3, s15, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_u32_e32 vcc_lo, s4, v2
	v_cmp_gt_u32_e64 s2, s5, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_u32_e64 s3, s6, v4
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_11
; %bb.1:
	s_load_b64 s[2:3], s[0:1], 0x10
	s_mul_i32 s8, s5, s4
	v_mul_lo_u32 v1, v0, s4
	v_mul_lo_u32 v3, s8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add3_u32 v5, v1, v2, v3
	s_waitcnt lgkmcnt(0)
	global_load_u8 v1, v5, s[2:3]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u16_e32 vcc_lo, 0, v1
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_11
; %bb.2:
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr12
	v_cmpx_ne_u32_e32 0, v0
	s_xor_b32 s2, exec_lo, s2
; %bb.3:
	s_add_i32 s11, s5, -1
	s_sub_i32 s10, 0, s4
	s_mul_i32 s12, s11, s4
; %bb.4:
	s_or_saveexec_b32 s9, s2
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v3, s12
	v_dual_mov_b32 v1, s11 :: v_dual_mov_b32 v8, s10
	s_xor_b32 exec_lo, exec_lo, s9
; %bb.5:
	s_sub_i32 s10, s8, s4
	s_add_i32 s5, s5, -1
	v_dual_mov_b32 v3, s10 :: v_dual_mov_b32 v8, s10
	v_mov_b32_e32 v1, s5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s9, exec_lo
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
	v_cmpx_ne_u32_e32 0, v4
	s_xor_b32 s9, exec_lo, s9
; %bb.7:
	s_add_i32 s10, s6, -1
	s_sub_i32 s5, 0, s8
	s_mul_i32 s11, s8, s10
; %bb.8:
	s_or_saveexec_b32 s9, s9
	v_dual_mov_b32 v9, s11 :: v_dual_mov_b32 v10, s5
	v_mov_b32_e32 v7, s10
	s_mul_i32 s5, s8, s6
	s_xor_b32 exec_lo, exec_lo, s9
; %bb.9:
	s_sub_i32 s10, s5, s8
	s_add_i32 s6, s6, -1
	v_dual_mov_b32 v9, s10 :: v_dual_mov_b32 v10, s10
	v_mov_b32_e32 v7, s6
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_add_i32 s6, s4, -1
	v_sub_nc_u32_e32 v3, 0, v3
	v_sub_nc_u32_e32 v9, 0, v9
	v_cndmask_b32_e64 v39, -1, s6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v1, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v41, s4, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s6, v2
	v_mov_b32_e32 v2, 0
	v_add_nc_u32_e32 v0, s5, v5
	s_sub_i32 s4, 1, s4
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_cndmask_b32_e64 v43, 1, s4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v7, v4
	v_add_nc_u32_e32 v1, v0, v39
	v_dual_mov_b32 v58, v2 :: v_dual_add_nc_u32 v3, s5, v0
	v_dual_mov_b32 v45, v2 :: v_dual_cndmask_b32 v4, s8, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[11:12], 2, v[1:2]
	v_add_nc_u32_e32 v1, v3, v43
	v_add_nc_u32_e32 v7, s5, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v18, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v19, vcc_lo, s1, v6, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, v8, v7
	v_add_nc_u32_e32 v9, s5, v7
	v_add_co_u32 v20, vcc_lo, s0, v11
	v_add_co_ci_u32_e32 v21, vcc_lo, s1, v12, vcc_lo
	v_add_co_u32 v22, vcc_lo, s0, v13
	v_add_co_ci_u32_e32 v23, vcc_lo, s1, v14, vcc_lo
	v_dual_mov_b32 v14, v2 :: v_dual_add_nc_u32 v11, s5, v9
	v_mov_b32_e32 v12, v2
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	v_add_nc_u32_e32 v1, v9, v41
	v_mov_b32_e32 v47, v2
	v_add_nc_u32_e32 v13, s5, v11
	v_mov_b32_e32 v49, v2
	v_mov_b32_e32 v51, v2
	v_lshlrev_b64 v[24:25], 2, v[1:2]
	v_add_nc_u32_e32 v1, v10, v11
	v_add_co_u32 v26, vcc_lo, s0, v15
	v_add_co_ci_u32_e32 v27, vcc_lo, s1, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64 v[16:17], 2, v[1:2]
	v_add_nc_u32_e32 v1, v13, v4
	v_add_nc_u32_e32 v15, s5, v13
	v_add_co_u32 v24, vcc_lo, s0, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s1, v25, vcc_lo
	v_add_co_u32 v30, vcc_lo, s0, v16
	v_lshlrev_b64 v[28:29], 2, v[1:2]
	v_add3_u32 v1, v15, v39, v8
	v_add_co_ci_u32_e32 v31, vcc_lo, s1, v17, vcc_lo
	v_dual_mov_b32 v16, v2 :: v_dual_add_nc_u32 v17, s5, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[32:33], 2, v[1:2]
	v_add_co_u32 v28, vcc_lo, s0, v28
	v_add3_u32 v1, v41, v43, v17
	v_add_nc_u32_e32 v38, s5, v17
	v_add_co_ci_u32_e32 v29, vcc_lo, s1, v29, vcc_lo
	v_add_co_u32 v32, vcc_lo, s0, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[34:35], 2, v[1:2]
	v_add3_u32 v1, v38, v39, v10
	v_add_nc_u32_e32 v40, s5, v38
	v_add_co_ci_u32_e32 v33, vcc_lo, s1, v33, vcc_lo
	s_clause 0x7
	global_load_b32 v19, v[18:19], off
	global_load_b32 v20, v[20:21], off
	global_load_b32 v21, v[22:23], off
	global_load_b32 v22, v[26:27], off
	global_load_b32 v23, v[24:25], off
	global_load_b32 v24, v[30:31], off
	global_load_b32 v25, v[28:29], off
	global_load_b32 v26, v[32:33], off
	v_lshlrev_b64 v[27:28], 2, v[1:2]
	v_add3_u32 v1, v4, v43, v40
	v_add_nc_u32_e32 v42, s5, v40
	v_add_co_u32 v29, vcc_lo, s0, v34
	v_add_co_ci_u32_e32 v30, vcc_lo, s1, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[31:32], 2, v[1:2]
	v_add3_u32 v1, v8, v42, v10
	v_add_nc_u32_e32 v44, s5, v42
	v_add_co_u32 v33, vcc_lo, s0, v27
	v_add_co_ci_u32_e32 v34, vcc_lo, s1, v28, vcc_lo
	v_add_co_u32 v31, vcc_lo, s0, v31
	v_lshlrev_b64 v[35:36], 2, v[1:2]
	v_add3_u32 v1, v4, v41, v44
	v_add_nc_u32_e32 v46, s5, v44
	v_add_co_ci_u32_e32 v32, vcc_lo, s1, v32, vcc_lo
	s_clause 0x2
	global_load_b32 v27, v[29:30], off
	global_load_b32 v28, v[33:34], off
	global_load_b32 v29, v[31:32], off
	v_lshlrev_b64 v[30:31], 2, v[1:2]
	v_add3_u32 v1, v41, v39, v46
	v_add_nc_u32_e32 v48, s5, v46
	v_add_co_u32 v32, vcc_lo, s0, v35
	v_add_co_ci_u32_e32 v33, vcc_lo, s1, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[34:35], 2, v[1:2]
	v_add3_u32 v1, v48, v43, v8
	v_add_nc_u32_e32 v50, s5, v48
	v_add_co_u32 v36, vcc_lo, s0, v30
	v_add_co_ci_u32_e32 v37, vcc_lo, s1, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[30:31], 2, v[1:2]
	v_add3_u32 v1, v4, v39, v50
	v_add_nc_u32_e32 v52, s5, v50
	v_add_co_u32 v34, vcc_lo, s0, v34
	v_add_co_ci_u32_e32 v35, vcc_lo, s1, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[53:54], 2, v[1:2]
	v_add3_u32 v1, v52, v43, v10
	v_add_co_u32 v55, vcc_lo, s0, v30
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[30:31], 2, v[1:2]
	v_add_co_u32 v53, vcc_lo, s0, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v54, vcc_lo
	v_add_nc_u32_e32 v57, s5, v52
	v_add_co_u32 v60, vcc_lo, s0, v30
	v_add_co_ci_u32_e32 v61, vcc_lo, s1, v31, vcc_lo
	s_clause 0x1
	global_load_b32 v30, v[32:33], off
	global_load_b32 v31, v[36:37], off
	v_add3_u32 v1, v57, v4, v8
	v_add_nc_u32_e32 v59, s5, v57
	s_clause 0x3
	global_load_b32 v32, v[34:35], off
	global_load_b32 v33, v[55:56], off
	global_load_b32 v34, v[53:54], off
	global_load_b32 v35, v[60:61], off
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v8, v2
	v_lshlrev_b64 v[62:63], 2, v[1:2]
	v_add3_u32 v1, v59, v41, v10
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v41, v2
	v_lshlrev_b64 v[36:37], 2, v[1:2]
	v_add_co_u32 v53, vcc_lo, s0, v62
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v63, vcc_lo
	v_mov_b32_e32 v1, v2
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v55, vcc_lo, s0, v36
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v37, vcc_lo
	s_clause 0x1
	global_load_b32 v36, v[53:54], off
	global_load_b32 v37, v[55:56], off
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v53, v2
	v_mov_b32_e32 v60, v2
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	s_mov_b32 s0, 0x40900000
	s_mov_b32 s1, 0xc0900000
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_ci_u32_e32 v8, vcc_lo, s3, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v4, v20, v21
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v54, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v61, v22, v23 :: v_dual_add_f32 v4, v19, v4
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_f32_e32 v4, v4, v54
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v54, v24, v25
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	v_add_f32_e32 v4, v4, v54
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	v_add_co_u32 v38, vcc_lo, s2, v38
	v_add_co_ci_u32_e32 v39, vcc_lo, s3, v39, vcc_lo
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v54, v26, v27
	v_add_co_u32 v40, vcc_lo, s2, v40
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v56, v28, v29
	v_add_co_ci_u32_e32 v41, vcc_lo, s3, v41, vcc_lo
	v_add_f32_e32 v4, v4, v54
	v_lshlrev_b64 v[54:55], 2, v[57:58]
	v_add_co_u32 v42, vcc_lo, s2, v42
	v_add_co_ci_u32_e32 v43, vcc_lo, s3, v43, vcc_lo
	v_add_co_u32 v44, vcc_lo, s2, v44
	v_add_co_ci_u32_e32 v45, vcc_lo, s3, v45, vcc_lo
	v_add_co_u32 v46, vcc_lo, s2, v46
	v_add_co_ci_u32_e32 v47, vcc_lo, s3, v47, vcc_lo
	v_add_co_u32 v48, vcc_lo, s2, v48
	v_add_co_ci_u32_e32 v49, vcc_lo, s3, v49, vcc_lo
	v_add_co_u32 v50, vcc_lo, s2, v50
	v_add_co_ci_u32_e32 v51, vcc_lo, s3, v51, vcc_lo
	v_add_co_u32 v52, vcc_lo, s2, v52
	v_add_co_ci_u32_e32 v53, vcc_lo, s3, v53, vcc_lo
	v_add_co_u32 v54, vcc_lo, s2, v54
	v_add_co_ci_u32_e32 v55, vcc_lo, s3, v55, vcc_lo
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v63, v30, v31 :: v_dual_add_f32 v4, v4, v56
	v_lshlrev_b64 v[56:57], 2, v[59:60]
	v_dual_sub_f32 v59, v20, v21 :: v_dual_sub_f32 v60, v26, v27
	v_add_f32_e32 v58, v30, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v56, vcc_lo, s2, v56
	v_add_f32_e32 v59, v59, v60
	v_dual_add_f32 v60, v61, v60 :: v_dual_sub_f32 v61, v28, v29
	v_add_co_ci_u32_e32 v57, vcc_lo, s3, v57, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v59, v59, v61
	v_sub_f32_e32 v62, v24, v25
	v_dual_add_f32 v4, v4, v58 :: v_dual_add_f32 v61, v62, v61
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v58, v32, v33
	v_sub_f32_e32 v62, v33, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_add_f32 v61, v61, v63 :: v_dual_add_f32 v4, v4, v58
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v58, v34, v35
	v_add_f32_e32 v4, v4, v58
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v58, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v58
	v_add_f32_e32 v4, 1.0, v4
	v_dual_add_f32 v58, v60, v63 :: v_dual_sub_f32 v63, v35, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_frexp_exp_i32_f32_e32 v65, v4
	v_add_f32_e32 v58, v58, v62
	v_frexp_mant_f32_e32 v62, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f32_e32 v61, v61, v63
	v_sub_f32_e32 v63, v36, v37
	v_sub_nc_u32_e32 v65, 0, v65
	v_rcp_f32_e32 v62, v62
	s_waitcnt_depctr 0xfff
	v_ldexp_f32 v62, v62, v65
	v_sub_f32_e32 v60, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v59, v59, v60 :: v_dual_sub_f32 v60, v34, v35
	v_add_f32_e32 v59, v59, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v59, v59, v62 :: v_dual_sub_f32 v64, v37, v36
	v_dual_fmaak_f32 v67, s0, v59, 0x40400000 :: v_dual_add_f32 v60, v61, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v60, v60, v62
	v_dual_fmaak_f32 v71, s0, v60, 0x40400000 :: v_dual_add_f32 v58, v58, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v58, v62
	v_dual_fmaak_f32 v68, s1, v59, 0x40400000 :: v_dual_add_f32 v75, v58, v60
	s_delay_alu instid0(VALU_DEP_1)
	v_fmaak_f32 v87, s1, v75, 0x40400000
	v_sub_f32_e32 v77, v58, v59
	v_fmaak_f32 v69, s0, v58, 0x40400000
	v_add_f32_e32 v61, -1.0, v4
	v_mul_f32_e32 v63, 0x3eaaaaab, v4
	v_add_f32_e32 v73, v59, v58
	v_fmaak_f32 v89, s0, v77, 0x40400000
	v_dual_mul_f32 v64, 0x3d638e39, v4 :: v_dual_sub_f32 v79, v60, v59
	v_mul_f32_e32 v62, v58, v58
	v_dual_mul_f32 v4, 0x3ce38e39, v4 :: v_dual_sub_f32 v81, v60, v58
	v_fmaak_f32 v72, s1, v60, 0x40400000
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmaak_f32 v91, s0, v79, 0x40400000
	v_dual_fmac_f32 v62, v59, v59 :: v_dual_mul_f32 v65, 0x3eaaaaab, v61
	v_add_f32_e32 v74, v59, v60
	v_sub_f32_e32 v78, v59, v60
	v_sub_f32_e32 v80, v58, v60
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v62, v60, v60
	v_fmaak_f32 v82, s0, v73, 0x40400000
	v_fmaak_f32 v83, s1, v73, 0x40400000
	v_fmaak_f32 v84, s0, v74, 0x40400000
	v_fmaak_f32 v85, s1, v74, 0x40400000
	v_mul_f32_e32 v62, 0xbfc00000, v62
	v_fmaak_f32 v86, s0, v75, 0x40400000
	v_fmaak_f32 v90, s0, v78, 0x40400000
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v67, v59, v67, v62
	v_fma_f32 v69, v58, v69, v62
	v_fma_f32 v71, v60, v71, v62
	v_fma_f32 v60, -v60, v72, v62
	v_add_f32_e32 v72, 0, v62
	v_mul_f32_e32 v66, 0x3d638e39, v61
	v_mul_f32_e32 v61, 0x3ce38e39, v61
	v_fma_f32 v82, v73, v82, v62
	v_fma_f32 v73, -v73, v83, v62
	v_fmac_f32_e32 v65, v63, v72
	v_fma_f32 v63, v64, v67, v66
	v_fma_f32 v67, v64, v69, v66
	v_fma_f32 v69, v64, v71, v66
	v_sub_f32_e32 v76, v59, v58
	v_fma_f32 v59, -v59, v68, v62
	v_fmaak_f32 v68, s0, v80, 0x40400000
	v_fma_f32 v83, v74, v84, v62
	v_fma_f32 v74, -v74, v85, v62
	v_fmaak_f32 v88, s0, v76, 0x40400000
	v_fma_f32 v59, v64, v59, v66
	v_fmaak_f32 v70, s1, v58, 0x40400000
	v_fma_f32 v84, v75, v86, v62
	v_fma_f32 v75, -v75, v87, v62
	v_fma_f32 v76, v76, v88, v62
	v_sub_f32_e32 v59, v59, v21
	v_fma_f32 v58, -v58, v70, v62
	v_fmaak_f32 v70, s0, v81, 0x40400000
	v_fma_f32 v77, v77, v89, v62
	v_fma_f32 v78, v78, v90, v62
	v_fma_f32 v79, v79, v91, v62
	v_fma_f32 v58, v64, v58, v66
	v_fma_f32 v68, v80, v68, v62
	v_fma_f32 v71, v4, v74, v61
	v_fma_f32 v72, v4, v84, v61
	v_fma_f32 v74, v4, v76, v61
	v_sub_f32_e32 v58, v58, v23
	v_fmac_f32_e32 v66, v64, v60
	v_fma_f32 v64, v4, v73, v61
	v_fma_f32 v73, v4, v75, v61
	v_fma_f32 v60, v4, v82, v61
	v_fmac_f32_e32 v23, s7, v58
	v_fma_f32 v75, v4, v77, v61
	v_sub_f32_e32 v64, v64, v27
	v_fmac_f32_e32 v62, v81, v70
	v_fma_f32 v70, v4, v83, v61
	v_fma_f32 v76, v4, v78, v61
	v_fma_f32 v77, v4, v79, v61
	v_fmac_f32_e32 v27, s7, v64
	v_fma_f32 v68, v4, v68, v61
	v_dual_fmac_f32 v61, v4, v62 :: v_dual_sub_f32 v66, v66, v25
	v_sub_f32_e32 v4, v65, v19
	v_sub_f32_e32 v65, v69, v24
	v_sub_f32_e32 v69, v71, v29
	v_dual_sub_f32 v71, v73, v31 :: v_dual_sub_f32 v62, v63, v20
	v_sub_f32_e32 v63, v67, v22
	v_sub_f32_e32 v67, v70, v28
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v29, s7, v69 :: v_dual_sub_f32 v70, v72, v30
	v_dual_sub_f32 v72, v74, v32 :: v_dual_sub_f32 v73, v75, v33
	v_dual_sub_f32 v74, v76, v34 :: v_dual_sub_f32 v75, v77, v35
	v_sub_f32_e32 v60, v60, v26
	v_dual_sub_f32 v68, v68, v36 :: v_dual_sub_f32 v61, v61, v37
	v_fmac_f32_e32 v31, s7, v71
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v35, s7, v75
	v_fmac_f32_e32 v25, s7, v66
	v_dual_fmac_f32 v19, s7, v4 :: v_dual_fmac_f32 v20, s7, v62
	v_fmac_f32_e32 v21, s7, v59
	v_fmac_f32_e32 v22, s7, v63
	v_fmac_f32_e32 v24, s7, v65
	v_fmac_f32_e32 v26, s7, v60
	v_fmac_f32_e32 v28, s7, v67
	v_fmac_f32_e32 v30, s7, v70
	v_dual_fmac_f32 v32, s7, v72 :: v_dual_fmac_f32 v33, s7, v73
	v_fmac_f32_e32 v34, s7, v74
	v_dual_fmac_f32 v36, s7, v68 :: v_dual_fmac_f32 v37, s7, v61
	s_clause 0x12
	global_store_b32 v[5:6], v19, off
	global_store_b32 v[0:1], v20, off
	global_store_b32 v[2:3], v21, off
	global_store_b32 v[7:8], v22, off
	global_store_b32 v[9:10], v23, off
	global_store_b32 v[11:12], v24, off
	global_store_b32 v[13:14], v25, off
	global_store_b32 v[15:16], v26, off
	global_store_b32 v[17:18], v27, off
	global_store_b32 v[38:39], v28, off
	global_store_b32 v[40:41], v29, off
	global_store_b32 v[42:43], v30, off
	global_store_b32 v[44:45], v31, off
	global_store_b32 v[46:47], v32, off
	global_store_b32 v[48:49], v33, off
	global_store_b32 v[50:51], v34, off
	global_store_b32 v[52:53], v35, off
	global_store_b32 v[54:55], v36, off
	global_store_b32 v[56:57], v37, off
.LBB1_11:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lbm_d3q19
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 2928
; NumSgprs: 20
; NumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 92
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
