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
	v_bfe_u32 v1, v0, 10, 10
	v_bfe_u32 v3, v0, 20, 10
	v_and_b32_e32 v2, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s2, 16
	v_add_co_u32 v0, s10, s10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s11, 0, s10
	v_add_co_u32 v7, s10, s16, v3
	v_add_co_ci_u32_e64 v8, null, s17, 0, s10
	s_and_b32 s2, s2, 0xffff
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s13
	v_mad_u64_u32 v[4:5], null, s9, s14, v[0:1]
	v_add3_u32 v6, s2, s8, v2
	v_mad_u64_u32 v[2:3], null, s3, s15, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_gt_u32_e32 vcc_lo, s4, v6
	v_cmp_gt_u32_e64 s2, s5, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_u32_e64 s3, s6, v2
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_11
; %bb.1:
	s_load_b64 s[2:3], s[0:1], 0x10
	s_mul_i32 s8, s5, s4
	v_mul_lo_u32 v0, v4, s4
	v_mul_lo_u32 v1, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add3_u32 v0, v0, v6, v1
	s_waitcnt lgkmcnt(0)
	global_load_u8 v1, v0, s[2:3]
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
	v_cmpx_ne_u32_e32 0, v4
	s_xor_b32 s2, exec_lo, s2
; %bb.3:
	s_add_i32 s11, s5, -1
	s_sub_i32 s10, 0, s4
	s_mul_i32 s12, s11, s4
; %bb.4:
	s_or_saveexec_b32 s9, s2
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v20, s10
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v5, s11
	s_xor_b32 exec_lo, exec_lo, s9
; %bb.5:
	s_sub_i32 s10, s8, s4
	s_add_i32 s5, s5, -1
	v_dual_mov_b32 v3, s10 :: v_dual_mov_b32 v20, s10
	v_mov_b32_e32 v5, s5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s9, exec_lo
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s9, exec_lo, s9
; %bb.7:
	s_add_i32 s10, s6, -1
	s_sub_i32 s5, 0, s8
	s_mul_i32 s11, s8, s10
; %bb.8:
	s_or_saveexec_b32 s9, s9
	v_dual_mov_b32 v7, s11 :: v_dual_mov_b32 v8, s10
	v_mov_b32_e32 v27, s5
	s_mul_i32 s5, s8, s6
	s_xor_b32 exec_lo, exec_lo, s9
; %bb.9:
	s_sub_i32 s10, s5, s8
	s_add_i32 s6, s6, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v7, s10 :: v_dual_mov_b32 v8, s6
	v_mov_b32_e32 v27, s10
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_eq_u32_e32 vcc_lo, v5, v4
	v_sub_nc_u32_e32 v3, 0, v3
	v_add_nc_u32_e32 v44, s5, v0
	s_add_i32 s6, s4, -1
	v_lshlrev_b64 v[42:43], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v45, s4, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_sub_i32 s4, 1, s4
	v_add_nc_u32_e32 v19, s5, v44
	v_cndmask_b32_e64 v4, -1, s6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s6, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, s5, v19
	v_cndmask_b32_e64 v21, 1, s4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v8, v2
	v_sub_nc_u32_e32 v2, 0, v7
	v_cndmask_b32_e32 v25, s8, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v42
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v43, vcc_lo
	global_load_u16 v47, v[1:2], off
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v0, v44, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_nc_u32_e32 v0, v19, v21
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v49, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_nc_u32_e32 v0, v20, v18
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v51, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v53, v[2:3], off
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v48, v47
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v50, v49
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v52, v51
	v_add_nc_u32_e32 v17, s5, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, v17, v45
	v_add_nc_u32_e32 v16, s5, v17
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v0, v27, v16
	v_add_nc_u32_e32 v15, s5, v16
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v54, v53
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_add_nc_u32_e32 v14, s5, v15
	global_load_u16 v55, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_nc_u32_e32 v0, v15, v25
	v_add_nc_u32_e32 v13, s5, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v12, s5, v13
	global_load_u16 v57, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v14, v4, v20
	v_add_nc_u32_e32 v9, s5, v12
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_add_nc_u32_e32 v11, s5, v9
	global_load_u16 v40, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v45, v21, v13
	v_add_nc_u32_e32 v8, s5, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v7, s5, v8
	global_load_u16 v36, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v12, v4, v27
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v34, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v25, v21, v9
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v10, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v20, v11, v27
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v33, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v25, v45, v8
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v28, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v45, v4, v7
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v30, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_u16 v26, v[2:3], off
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v56, v55
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v58, v57
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v59, v40
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v60, v36
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v61, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v62, v60, v61
	v_add_nc_u32_e32 v6, s5, v7
	v_add3_u32 v0, v6, v21, v20
	v_add_nc_u32_e32 v5, s5, v6
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v39, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add3_u32 v0, v25, v4, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v41, v33
	global_load_u16 v24, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_sub_f32_e32 v63, v39, v41
	v_add_nc_u32_e32 v4, s5, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add3_u32 v0, v4, v21, v27
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v37, v28
	global_load_u16 v23, v[2:3], off
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v38, v30
	global_load_u16 v22, v[2:3], off
	v_add_nc_u32_e32 v3, s5, v4
	v_add3_u32 v0, v3, v25, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[20:21], 1, v[0:1]
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v35, v26
	v_add_co_u32 v20, vcc_lo, s0, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v21, vcc_lo, s1, v21, vcc_lo
	global_load_u16 v21, v[20:21], off
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v32, v24
	v_sub_f32_e32 v64, v35, v32
	v_add_nc_u32_e32 v2, s5, v3
	v_sub_f32_e32 v65, v32, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add3_u32 v0, v2, v45, v27
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v31, v23
	v_lshlrev_b64 v[45:46], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v45, vcc_lo, s0, v45
	v_add_co_ci_u32_e32 v46, vcc_lo, s1, v46, vcc_lo
	s_mov_b32 s0, 0x40900000
	v_add_co_u32 v42, vcc_lo, s2, v42
	global_load_u16 v0, v[45:46], off
	v_add_f32_e32 v20, v50, v52
	v_add_f32_e32 v45, v54, v56
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v29, v22
	v_add_co_ci_u32_e32 v43, vcc_lo, s3, v43, vcc_lo
	v_add_f32_e32 v20, v20, v48
	s_mov_b32 s1, 0xc0900000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, v20, v45 :: v_dual_add_f32 v45, v58, v59
	v_add_f32_e32 v20, v20, v45
	v_add_f32_e32 v45, v60, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v20, v20, v45
	v_add_f32_e32 v45, v39, v41
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v25, v21
	v_dual_add_f32 v20, v20, v45 :: v_dual_add_f32 v45, v37, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, v20, v45 :: v_dual_add_f32 v45, v35, v32
	v_add_f32_e32 v20, v20, v45
	v_add_f32_e32 v45, v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v45
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v27, v0
	v_add_f32_e32 v45, v25, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v45
	v_add_f32_e32 v46, 1.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_frexp_mant_f32_e32 v20, v46
	v_frexp_exp_i32_f32_e32 v45, v46
	v_add_f32_e32 v66, -1.0, v46
	v_rcp_f32_e32 v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v45, 0, v45
	v_mul_f32_e32 v67, 0x3eaaaaab, v66
	s_waitcnt_depctr 0xfff
	v_ldexp_f32 v20, v20, v45
	v_sub_f32_e32 v45, v50, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, v45, v62
	v_add_f32_e32 v45, v45, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v45, v45, v64 :: v_dual_sub_f32 v64, v31, v29
	v_add_f32_e32 v45, v45, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v45, v20
	v_sub_f32_e32 v45, v54, v56
	v_add_f32_e32 v45, v45, v62
	v_sub_f32_e32 v62, v37, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, v45, v62
	v_add_f32_e32 v45, v45, v65
	v_sub_f32_e32 v65, v25, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, v45, v65
	v_mul_f32_e32 v65, v45, v20
	v_sub_f32_e32 v45, v58, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, v45, v63
	v_add_f32_e32 v45, v45, v62
	v_sub_f32_e32 v62, v29, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v45, v45, v62 :: v_dual_sub_f32 v62, v27, v25
	v_add_f32_e32 v45, v45, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v62, v45, v20
	v_dual_mul_f32 v20, v65, v65 :: v_dual_mul_f32 v45, 0x3eaaaaab, v46
	v_fmac_f32_e32 v20, v64, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v62, v62
	v_mul_f32_e32 v63, 0xbfc00000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0, v63
	v_fmac_f32_e32 v67, v45, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v45, v1 :: v_dual_sub_f32 v20, v67, v48
	v_mul_f32_e32 v48, 0x3d638e39, v66
	v_fma_mixlo_f16 v20, s7, v20, v47 op_sel_hi:[0,0,1]
	v_mul_f32_e32 v47, 0x3d638e39, v46
	global_store_b16 v[42:43], v20, off
	v_fmaak_f32 v20, s0, v64, 0x40400000
	v_lshlrev_b64 v[42:43], 1, v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v64, v20, v63
	v_add_co_u32 v42, vcc_lo, s2, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v43, vcc_lo, s3, v43, vcc_lo
	v_fma_f32 v20, v47, v20, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v20, v50
	v_fma_mixlo_f16 v20, s7, v20, v49 op_sel_hi:[0,0,1]
	global_store_b16 v[42:43], v20, off
	v_fmaak_f32 v20, s1, v64, 0x40400000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v64, v20, v63
	v_fma_f32 v20, v47, v20, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v42, v20, v52
	v_mov_b32_e32 v20, v1
	v_fma_mixlo_f16 v42, s7, v42, v51 op_sel_hi:[0,0,1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	v_add_co_u32 v19, vcc_lo, s2, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v20, vcc_lo, s3, v20, vcc_lo
	global_store_b16 v[19:20], v42, off
	v_fmaak_f32 v19, s0, v65, 0x40400000
	v_fma_f32 v19, v65, v19, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, v47, v19, v48
	v_dual_sub_f32 v20, v19, v54 :: v_dual_mov_b32 v19, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v20, s7, v20, v53 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v19, vcc_lo
	global_store_b16 v[18:19], v20, off
	v_fmaak_f32 v18, s1, v65, 0x40400000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v65, v18, v63
	v_fma_f32 v18, v47, v18, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v19, v18, v56 :: v_dual_mov_b32 v18, v1
	v_fma_mixlo_f16 v19, s7, v19, v55 op_sel_hi:[0,0,1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, vcc_lo, s2, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	global_store_b16 v[17:18], v19, off
	v_fmaak_f32 v17, s0, v62, 0x40400000
	v_fma_f32 v17, v62, v17, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v47, v17, v48
	v_sub_f32_e32 v18, v17, v58
	v_mov_b32_e32 v17, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v18, s7, v18, v57 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v16, vcc_lo, s2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v17, vcc_lo
	global_store_b16 v[16:17], v18, off
	v_fmaak_f32 v16, s1, v62, 0x40400000
	v_mul_f32_e32 v18, 0x3ce38e39, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v62, v16, v63
	v_fmac_f32_e32 v48, v47, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, v1 :: v_dual_sub_f32 v17, v48, v59
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v17, s7, v17, v40 op_sel_hi:[0,0,1]
	v_add_co_u32 v15, vcc_lo, s2, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	global_store_b16 v[15:16], v17, off
	v_dual_mul_f32 v17, 0x3ce38e39, v46 :: v_dual_add_f32 v16, v64, v65
	v_fmaak_f32 v15, s0, v16, 0x40400000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v16, v15, v63
	v_fma_f32 v15, v17, v15, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v19, v15, v60
	v_mov_b32_e32 v15, v1
	v_fma_mixlo_f16 v19, s7, v19, v36 op_sel_hi:[0,0,1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_add_co_u32 v14, vcc_lo, s2, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v15, vcc_lo
	global_store_b16 v[14:15], v19, off
	v_fmaak_f32 v14, s1, v16, 0x40400000
	v_fma_f32 v14, -v16, v14, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, v17, v14, v18
	v_dual_sub_f32 v15, v14, v61 :: v_dual_mov_b32 v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v15, s7, v15, v34 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	global_store_b16 v[13:14], v15, off
	v_add_f32_e32 v14, v64, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v13, s0, v14, 0x40400000
	v_fma_f32 v13, v14, v13, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v13, v17, v13, v18
	v_sub_f32_e32 v15, v13, v39
	v_mov_b32_e32 v13, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v10, s7, v15, v10 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v12, vcc_lo, s2, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s3, v13, vcc_lo
	global_store_b16 v[12:13], v10, off
	v_fmaak_f32 v10, s1, v14, 0x40400000
	v_add_f32_e32 v13, v65, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v14, v10, v63
	v_fma_f32 v10, v17, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v10, v41
	v_mov_b32_e32 v10, v1
	v_fma_mixlo_f16 v12, s7, v12, v33 op_sel_hi:[0,0,1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, vcc_lo, s2, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	global_store_b16 v[9:10], v12, off
	v_dual_fmaak_f32 v9, s0, v13, 0x40400000 :: v_dual_mov_b32 v12, v1
	v_fma_f32 v9, v13, v9, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, v17, v9, v18
	v_sub_f32_e32 v9, v9, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mixlo_f16 v14, s7, v9, v28 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[9:10], 1, v[11:12]
	v_add_co_u32 v9, vcc_lo, s2, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	global_store_b16 v[9:10], v14, off
	v_fmaak_f32 v9, s1, v13, 0x40400000
	v_fma_f32 v9, -v13, v9, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, v17, v9, v18
	v_sub_f32_e32 v10, v9, v38
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v10, s7, v10, v30 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	global_store_b16 v[8:9], v10, off
	v_sub_f32_e32 v8, v64, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v9, s0, v8, 0x40400000
	v_fma_f32 v8, v8, v9, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, v17, v8, v18
	v_dual_sub_f32 v9, v8, v35 :: v_dual_mov_b32 v8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v9, s7, v9, v26 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s3, v8, vcc_lo
	global_store_b16 v[7:8], v9, off
	v_sub_f32_e32 v7, v65, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v8, s0, v7, 0x40400000
	v_fma_f32 v7, v7, v8, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, v17, v7, v18
	v_dual_sub_f32 v8, v7, v32 :: v_dual_mov_b32 v7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v8, s7, v8, v24 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_store_b16 v[6:7], v8, off
	v_sub_f32_e32 v6, v64, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v7, s0, v6, 0x40400000
	v_fma_f32 v6, v6, v7, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, v17, v6, v18
	v_dual_sub_f32 v7, v6, v31 :: v_dual_mov_b32 v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v7, s7, v7, v23 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	global_store_b16 v[5:6], v7, off
	v_sub_f32_e32 v5, v62, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v6, s0, v5, 0x40400000
	v_fma_f32 v5, v5, v6, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, v17, v5, v18
	v_sub_f32_e32 v6, v5, v29
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v6, s7, v6, v22 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	global_store_b16 v[4:5], v6, off
	v_sub_f32_e32 v4, v65, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v5, s0, v4, 0x40400000
	v_fma_f32 v4, v4, v5, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v4, v17, v4, v18
	v_dual_sub_f32 v5, v4, v25 :: v_dual_mov_b32 v4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v5, s7, v5, v21 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	global_store_b16 v[3:4], v5, off
	v_sub_f32_e32 v3, v62, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v4, s0, v3, 0x40400000
	v_fmac_f32_e32 v63, v3, v4
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v17, v63
	v_sub_f32_e32 v4, v18, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mixlo_f16 v4, s7, v4, v0 op_sel_hi:[0,0,1]
	v_lshlrev_b64 v[0:1], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_b16 v[0:1], v4, off
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
		.amdhsa_next_free_vgpr 68
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
; codeLenInByte = 3424
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
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
