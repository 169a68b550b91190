	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.hidden	fp16c_load                      ; -- Begin function fp16c_load
	.globl	fp16c_load
	.p2align	2
	.type	fp16c_load,@function
fp16c_load:                             ; @fp16c_load
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v1, 0x7800, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.1:
	v_lshl_or_b32 v1, v0, 12, 0x38000000
; %bb.2:
	s_and_not1_saveexec_b32 s0, s0
; %bb.3:
	v_and_b32_e32 v1, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_mul_f32_e32 v1, 0x33000000, v1
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s0
	v_bfe_i32 v0, v0, 0, 16
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v0, 0x80000000, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	fp16c_load, .Lfunc_end0-fp16c_load
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 100
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_bfe_u32 v2, v1, 12, 1
	v_rndne_f32_e32 v3, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add3_u32 v2, v1, v2, 0x7ff
	v_cvt_u32_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 12, v2
	v_add_nc_u32_e32 v2, 0xfffc8000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v2, 0x7fff, v2
	v_cndmask_b32_e32 v1, v2, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_or_b32 v0, 0x8000, v0, v1
	v_and_b32_e32 v0, 0xffff, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fp16c_store, .Lfunc_end1-fp16c_store
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
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
.Lfunc_end2:
	.size	bgk, .Lfunc_end2-bgk
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
	v_mad_u64_u32 v[3:4], null, s9, s14, v[0:1]
	v_add3_u32 v6, s2, s8, v2
	v_mad_u64_u32 v[1:2], null, s3, s15, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_gt_u32_e32 vcc_lo, s4, v6
	v_cmp_gt_u32_e64 s2, s5, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_u32_e64 s3, s6, v1
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_87
; %bb.1:
	s_load_b64 s[2:3], s[0:1], 0x10
	s_mul_i32 s8, s5, s4
	v_mul_lo_u32 v0, v3, s4
	v_mul_lo_u32 v2, s8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v0, v6, v2
	s_waitcnt lgkmcnt(0)
	global_load_u8 v0, v4, s[2:3]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u16_e32 vcc_lo, 0, v0
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB3_87
; %bb.2:
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $sgpr12
	v_cmpx_ne_u32_e32 0, v3
	s_xor_b32 s2, exec_lo, s2
; %bb.3:
	s_add_i32 s11, s5, -1
	s_sub_i32 s10, 0, s4
	s_mul_i32 s12, s11, s4
; %bb.4:
	s_or_saveexec_b32 s9, s2
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v8, s12 :: v_dual_mov_b32 v9, s11
	v_mov_b32_e32 v12, s10
	s_xor_b32 exec_lo, exec_lo, s9
; %bb.5:
	s_sub_i32 s10, s8, s4
	s_add_i32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v8, s10 :: v_dual_mov_b32 v9, s5
	v_mov_b32_e32 v12, s10
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v5, 0
	s_mov_b32 s9, exec_lo
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr10
                                        ; implicit-def: $sgpr11
	v_cmpx_ne_u32_e32 0, v1
	s_xor_b32 s9, exec_lo, s9
; %bb.7:
	s_add_i32 s10, s6, -1
	s_sub_i32 s5, 0, s8
	s_mul_i32 s11, s8, s10
; %bb.8:
	s_or_saveexec_b32 s9, s9
	v_dual_mov_b32 v2, s11 :: v_dual_mov_b32 v7, s10
	v_mov_b32_e32 v24, s5
	s_mul_i32 s5, s8, s6
	s_xor_b32 exec_lo, exec_lo, s9
; %bb.9:
	s_sub_i32 s10, s5, s8
	s_add_i32 s6, s6, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, s10 :: v_dual_mov_b32 v7, s6
	v_mov_b32_e32 v24, s10
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b64 v[22:23], 1, v[4:5]
	s_mov_b32 s6, exec_lo
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, s0, v22
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v23, vcc_lo
	global_load_u16 v5, v[10:11], off
                                        ; implicit-def: $vgpr11
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x7800, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v0
	s_xor_b32 s6, exec_lo, s6
; %bb.11:
	v_lshl_or_b32 v11, v5, 12, 0x38000000
; %bb.12:
	s_and_not1_saveexec_b32 s6, s6
; %bb.13:
	v_and_b32_e32 v0, 0x7ff, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_mul_f32_e32 v11, 0x33000000, v0
; %bb.14:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_add_i32 s6, s4, -1
	v_add_nc_u32_e32 v0, s5, v4
	s_mov_b32 s9, exec_lo
                                        ; implicit-def: $vgpr26
	v_cndmask_b32_e64 v4, -1, s6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v14, 0 :: v_dual_add_nc_u32 v13, v0, v4
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v14, vcc_lo
	global_load_u16 v25, v[13:14], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0x7800, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v10
	s_xor_b32 s9, exec_lo, s9
; %bb.15:
	v_lshl_or_b32 v26, v25, 12, 0x38000000
; %bb.16:
	s_and_not1_saveexec_b32 s9, s9
; %bb.17:
	v_and_b32_e32 v10, 0x7ff, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v26, 0x33000000, v10
; %bb.18:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_eq_u32_e32 vcc_lo, s6, v6
	s_sub_i32 s9, 1, s4
	v_dual_mov_b32 v14, 0 :: v_dual_add_nc_u32 v21, s5, v0
	s_mov_b32 s6, exec_lo
	v_cndmask_b32_e64 v6, 1, s9, vcc_lo
                                        ; implicit-def: $vgpr28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, v21, v6
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v14, vcc_lo
	global_load_u16 v27, v[13:14], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0x7800, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v10
	s_xor_b32 s6, exec_lo, s6
; %bb.19:
	v_lshl_or_b32 v28, v27, 12, 0x38000000
; %bb.20:
	s_and_not1_saveexec_b32 s6, s6
; %bb.21:
	v_and_b32_e32 v10, 0x7ff, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v28, 0x33000000, v10
; %bb.22:
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v20, s5, v21
	v_mov_b32_e32 v14, 0
	s_mov_b32 s6, exec_lo
                                        ; implicit-def: $vgpr30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, v12, v20
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v14, vcc_lo
	global_load_u16 v29, v[13:14], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0x7800, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v10
	s_xor_b32 s6, exec_lo, s6
; %bb.23:
	v_lshl_or_b32 v30, v29, 12, 0x38000000
; %bb.24:
	s_and_not1_saveexec_b32 s6, s6
; %bb.25:
	v_and_b32_e32 v10, 0x7ff, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v30, 0x33000000, v10
; %bb.26:
	s_or_b32 exec_lo, exec_lo, s6
	v_sub_nc_u32_e32 v8, 0, v8
	v_cmp_eq_u32_e32 vcc_lo, v9, v3
	v_add_nc_u32_e32 v19, s5, v20
                                        ; implicit-def: $vgpr31
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v9, 0 :: v_dual_cndmask_b32 v34, s4, v8
	s_mov_b32 s4, exec_lo
	v_add_nc_u32_e32 v8, v19, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_add_co_u32 v8, vcc_lo, s0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v9, vcc_lo
	global_load_u16 v3, v[8:9], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, 0x7800, v3
	v_cmpx_ne_u32_e32 0, v8
	s_xor_b32 s4, exec_lo, s4
; %bb.27:
	v_lshl_or_b32 v31, v3, 12, 0x38000000
; %bb.28:
	s_and_not1_saveexec_b32 s4, s4
; %bb.29:
	v_and_b32_e32 v8, 0x7ff, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_mul_f32_e32 v31, 0x33000000, v8
; %bb.30:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v9, 0 :: v_dual_add_nc_u32 v18, s5, v19
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v24, v18
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v9, vcc_lo
	global_load_u16 v32, v[8:9], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, 0x7800, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v8
	s_xor_b32 s4, exec_lo, s4
; %bb.31:
	v_lshl_or_b32 v33, v32, 12, 0x38000000
; %bb.32:
	s_and_not1_saveexec_b32 s4, s4
; %bb.33:
	v_and_b32_e32 v8, 0x7ff, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_mul_f32_e32 v33, 0x33000000, v8
; %bb.34:
	s_or_b32 exec_lo, exec_lo, s4
	v_sub_nc_u32_e32 v2, 0, v2
	v_cmp_eq_u32_e32 vcc_lo, v7, v1
	v_add_nc_u32_e32 v17, s5, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v42, s8, v2, vcc_lo
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v1, v17, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	global_load_u16 v35, v[1:2], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 0x7800, v35
	v_cmp_ne_u32_e32 vcc_lo, 0, v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b32 s4, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s4, exec_lo, s4
; %bb.35:
	v_lshl_or_b32 v1, v35, 12, 0x38000000
; %bb.36:
	s_and_not1_saveexec_b32 s4, s4
; %bb.37:
	v_and_b32_e32 v1, 0x7ff, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_mul_f32_e32 v1, 0x33000000, v1
; %bb.38:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v16, s5, v17
	v_mov_b32_e32 v8, 0
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v16, v4, v12
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_u16 v36, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.39:
	v_lshl_or_b32 v37, v36, 12, 0x38000000
; %bb.40:
	s_and_not1_saveexec_b32 s4, s4
; %bb.41:
	v_and_b32_e32 v2, 0x7ff, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v37, 0x33000000, v2
; %bb.42:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v15, s5, v16
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v34, v6, v15
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_u16 v38, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v38
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.43:
	v_lshl_or_b32 v39, v38, 12, 0x38000000
; %bb.44:
	s_and_not1_saveexec_b32 s4, s4
; %bb.45:
	v_and_b32_e32 v2, 0x7ff, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v39, 0x33000000, v2
; %bb.46:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v14, s5, v15
	v_mov_b32_e32 v8, 0
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v14, v4, v24
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_u16 v40, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v40
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.47:
	v_lshl_or_b32 v41, v40, 12, 0x38000000
; %bb.48:
	s_and_not1_saveexec_b32 s4, s4
; %bb.49:
	v_and_b32_e32 v2, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v41, 0x33000000, v2
; %bb.50:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v13, s5, v14
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v42, v6, v13
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_u16 v43, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v43
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.51:
	v_lshl_or_b32 v44, v43, 12, 0x38000000
; %bb.52:
	s_and_not1_saveexec_b32 s4, s4
; %bb.53:
	v_and_b32_e32 v2, 0x7ff, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v44, 0x33000000, v2
; %bb.54:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v10, s5, v13
	v_mov_b32_e32 v8, 0
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v12, v10, v24
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_u16 v45, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.55:
	v_lshl_or_b32 v46, v45, 12, 0x38000000
; %bb.56:
	s_and_not1_saveexec_b32 s4, s4
; %bb.57:
	v_and_b32_e32 v2, 0x7ff, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v46, 0x33000000, v2
; %bb.58:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v9, s5, v10
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $vgpr48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v42, v34, v9
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_u16 v47, v[7:8], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v47
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.59:
	v_lshl_or_b32 v48, v47, 12, 0x38000000
; %bb.60:
	s_and_not1_saveexec_b32 s4, s4
; %bb.61:
	v_and_b32_e32 v2, 0x7ff, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v48, 0x33000000, v2
; %bb.62:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v8, s5, v9
	v_mov_b32_e32 v50, 0
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v49, v34, v4, v8
	v_lshlrev_b64 v[49:50], 1, v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v49, vcc_lo, s0, v49
	v_add_co_ci_u32_e32 v50, vcc_lo, s1, v50, vcc_lo
	global_load_u16 v49, v[49:50], off
                                        ; implicit-def: $vgpr50
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.63:
	v_lshl_or_b32 v50, v49, 12, 0x38000000
; %bb.64:
	s_and_not1_saveexec_b32 s4, s4
; %bb.65:
	v_and_b32_e32 v2, 0x7ff, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v50, 0x33000000, v2
; %bb.66:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v52, 0 :: v_dual_add_nc_u32 v7, s5, v8
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v51, v7, v6, v12
	v_lshlrev_b64 v[51:52], 1, v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v51, vcc_lo, s0, v51
	v_add_co_ci_u32_e32 v52, vcc_lo, s1, v52, vcc_lo
	global_load_u16 v51, v[51:52], off
                                        ; implicit-def: $vgpr52
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0x7800, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v2
	s_xor_b32 s4, exec_lo, s4
; %bb.67:
	v_lshl_or_b32 v52, v51, 12, 0x38000000
; %bb.68:
	s_and_not1_saveexec_b32 s4, s4
; %bb.69:
	v_and_b32_e32 v2, 0x7ff, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_mul_f32_e32 v52, 0x33000000, v2
; %bb.70:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v2, s5, v7
	v_mov_b32_e32 v54, 0
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v53, v42, v4, v2
	v_lshlrev_b64 v[53:54], 1, v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v53, vcc_lo, s0, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v54, vcc_lo
	global_load_u16 v53, v[53:54], off
                                        ; implicit-def: $vgpr54
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0x7800, v53
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v4
	s_xor_b32 s4, exec_lo, s4
; %bb.71:
	v_lshl_or_b32 v54, v53, 12, 0x38000000
; %bb.72:
	s_and_not1_saveexec_b32 s4, s4
; %bb.73:
	v_and_b32_e32 v4, 0x7ff, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v54, 0x33000000, v4
; %bb.74:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v4, s5, v2
	v_mov_b32_e32 v56, 0
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v55, v4, v6, v24
	v_lshlrev_b64 v[55:56], 1, v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v55, vcc_lo, s0, v55
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v56, vcc_lo
	global_load_u16 v55, v[55:56], off
                                        ; implicit-def: $vgpr56
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0x7800, v55
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v6
	s_xor_b32 s4, exec_lo, s4
; %bb.75:
	v_lshl_or_b32 v56, v55, 12, 0x38000000
; %bb.76:
	s_and_not1_saveexec_b32 s4, s4
; %bb.77:
	v_and_b32_e32 v6, 0x7ff, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v56, 0x33000000, v6
; %bb.78:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v6, s5, v4
	v_mov_b32_e32 v58, 0
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v57, v6, v42, v12
                                        ; implicit-def: $vgpr42
	v_lshlrev_b64 v[57:58], 1, v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v57, vcc_lo, s0, v57
	v_add_co_ci_u32_e32 v58, vcc_lo, s1, v58, vcc_lo
	global_load_u16 v57, v[57:58], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v12, 0x7800, v57
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v12
	s_xor_b32 s4, exec_lo, s4
; %bb.79:
	v_lshl_or_b32 v42, v57, 12, 0x38000000
; %bb.80:
	s_and_not1_saveexec_b32 s4, s4
; %bb.81:
	v_and_b32_e32 v12, 0x7ff, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v12, v12
	v_mul_f32_e32 v42, 0x33000000, v12
; %bb.82:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v59, 0 :: v_dual_add_nc_u32 v12, s5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v58, v12, v34, v24
	v_lshlrev_b64 v[58:59], 1, v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v58, vcc_lo, s0, v58
	v_add_co_ci_u32_e32 v59, vcc_lo, s1, v59, vcc_lo
	global_load_u16 v24, v[58:59], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v34, 0x7800, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v34
                                        ; implicit-def: $vgpr34
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
; %bb.83:
	v_lshl_or_b32 v34, v24, 12, 0x38000000
; %bb.84:
	s_and_not1_saveexec_b32 s0, s0
; %bb.85:
	v_and_b32_e32 v34, 0x7ff, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v34, v34
	v_mul_f32_e32 v34, 0x33000000, v34
; %bb.86:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v25, 16, v25
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v27, 16, v27
	s_mov_b32 s0, 0x40900000
	v_lshlrev_b32_e32 v24, 16, v24
	v_and_or_b32 v59, 0x80000000, v25, v26
	v_lshlrev_b32_e32 v25, 16, v29
	v_and_or_b32 v60, 0x80000000, v3, v31
	v_and_or_b32 v58, 0x80000000, v27, v28
	v_lshlrev_b32_e32 v26, 16, v35
	v_and_or_b32 v24, 0x80000000, v24, v34
	v_and_or_b32 v62, 0x80000000, v25, v30
	v_lshlrev_b32_e32 v25, 16, v43
	v_add_f32_e32 v3, v59, v58
	s_mov_b32 s1, 0xc0900000
	v_lshlrev_b32_e32 v57, 16, v57
	v_sub_f32_e32 v35, v62, v60
	v_and_or_b32 v31, 0x80000000, v25, v44
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v25, 16, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_or_b32 v61, 0x80000000, v5, v11
	v_lshlrev_b32_e32 v5, 16, v32
	v_and_or_b32 v27, 0x80000000, v25, v52
	v_lshlrev_b32_e32 v11, 16, v38
	v_and_or_b32 v38, 0x80000000, v26, v1
	v_dual_add_f32 v1, v3, v61 :: v_dual_lshlrev_b32 v26, 16, v55
	v_and_or_b32 v63, 0x80000000, v5, v33
	v_lshlrev_b32_e32 v5, 16, v36
	v_and_or_b32 v33, 0x80000000, v11, v39
	v_lshlrev_b32_e32 v11, 16, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_and_or_b32 v39, 0x80000000, v5, v37
	v_lshlrev_b32_e32 v5, 16, v40
	v_sub_f32_e32 v37, v63, v38
	v_and_or_b32 v30, 0x80000000, v11, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_or_b32 v32, 0x80000000, v5, v41
	v_dual_sub_f32 v34, v32, v31 :: v_dual_lshlrev_b32 v5, 16, v45
	v_add_f32_e32 v3, v62, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_or_b32 v11, 0x80000000, v5, v46
	v_lshlrev_b32_e32 v5, 16, v49
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v3, v63, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_and_or_b32 v28, 0x80000000, v5, v50
	v_and_or_b32 v5, 0x80000000, v26, v56
	v_lshlrev_b32_e32 v25, 16, v53
	v_add_f32_e32 v1, v1, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v39, v33 :: v_dual_add_f32 v26, v28, v27
	v_dual_sub_f32 v36, v27, v28 :: v_dual_add_f32 v1, v1, v3
	v_add_f32_e32 v3, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v3, v11, v30
	v_add_f32_e32 v1, v1, v3
	v_and_or_b32 v3, 0x80000000, v25, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v26 :: v_dual_add_f32 v26, v3, v5
	v_add_f32_e32 v1, v1, v26
	v_sub_f32_e32 v26, v59, v58
	v_and_or_b32 v25, 0x80000000, v57, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v42, v28, v27 :: v_dual_add_f32 v29, v25, v24
	v_add_f32_e32 v1, v1, v29
	v_sub_f32_e32 v29, v39, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v40, 1.0, v1 :: v_dual_sub_f32 v1, v11, v30
	v_add_f32_e32 v26, v26, v29
	v_add_f32_e32 v29, v35, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_frexp_mant_f32_e32 v35, v40
	v_frexp_exp_i32_f32_e32 v41, v40
	v_dual_add_f32 v26, v26, v34 :: v_dual_add_f32 v29, v29, v1
	v_add_f32_e32 v34, v37, v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v35, v35
	v_sub_nc_u32_e32 v41, 0, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v26, v26, v42 :: v_dual_add_f32 v29, v29, v36
	v_dual_sub_f32 v36, v25, v24 :: v_dual_sub_f32 v37, v3, v5
	v_dual_add_f32 v1, v34, v1 :: v_dual_sub_f32 v34, v5, v3
	v_add_f32_e32 v42, -1.0, v40
	v_add_f32_e32 v29, v29, v36
	s_delay_alu instid0(TRANS32_DEP_1)
	v_ldexp_f32 v36, v35, v41
	v_sub_f32_e32 v35, v24, v25
	v_mul_f32_e32 v43, 0x3eaaaaab, v40
	v_mul_f32_e32 v44, 0x3d638e39, v40
	v_dual_mul_f32 v40, 0x3ce38e39, v40 :: v_dual_add_f32 v1, v1, v34
	v_add_f32_e32 v34, v26, v37
	v_dual_mul_f32 v26, v29, v36 :: v_dual_mul_f32 v45, 0x3eaaaaab, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v35
	v_mul_f32_e32 v29, v34, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v41, v26, v26
	v_add_co_u32 v34, vcc_lo, s2, v22
	v_add_co_ci_u32_e32 v35, vcc_lo, s3, v23, vcc_lo
	v_mul_f32_e32 v23, v1, v36
	v_fmac_f32_e32 v41, v29, v29
	v_dual_mov_b32 v1, 0 :: v_dual_fmaak_f32 v22, s0, v29, 0x40400000
	v_fmaak_f32 v46, s1, v29, 0x40400000
	v_fmaak_f32 v47, s0, v26, 0x40400000
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v41, v23, v23
	v_lshlrev_b64 v[36:37], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, 0xbfc00000, v41
	v_mul_f32_e32 v41, 0x3d638e39, v42
	v_add_co_u32 v36, vcc_lo, s2, v36
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e32 v37, vcc_lo, s3, v37, vcc_lo
	v_add_f32_e32 v48, 0, v0
	v_fma_f32 v49, v29, v22, v0
	v_fma_f32 v46, -v29, v46, v0
	v_fma_f32 v47, v26, v47, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v22, v1 :: v_dual_fmac_f32 v45, v43, v48
	v_fma_f32 v43, v44, v49, v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v46, v44, v46, v41
	v_fma_f32 v47, v44, v47, v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmaak_f32 v48, s1, v26, 0x40400000 :: v_dual_sub_f32 v45, v45, v61
	v_sub_f32_e32 v43, v43, v59
	v_lshlrev_b64 v[21:22], 1, v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v42, 0x3ce38e39, v42 :: v_dual_fmac_f32 v61, s7, v45
	v_sub_f32_e32 v45, v46, v58
	v_dual_sub_f32 v46, v47, v62 :: v_dual_fmac_f32 v59, s7, v43
	v_fma_f32 v43, -v26, v48, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v47, 0x7fffffff, v61
	v_fmac_f32_e32 v58, s7, v45
	v_mul_f32_e64 v49, 0x4c000000, |v61|
	v_and_b32_e32 v45, 0x7fffffff, v59
	v_mul_f32_e64 v52, 0x4c000000, |v59|
	v_bfe_u32 v48, v47, 12, 1
	v_and_b32_e32 v53, 0x7fffffff, v58
	v_rndne_f32_e32 v49, v49
	v_bfe_u32 v51, v45, 12, 1
	v_rndne_f32_e32 v52, v52
	v_add3_u32 v48, v47, v48, 0x7ff
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v47
	v_cvt_u32_f32_e32 v49, v49
	v_add3_u32 v51, v45, v51, 0x7ff
	v_bfe_u32 v56, v53, 12, 1
	v_lshrrev_b32_e32 v48, 12, v48
	v_cvt_u32_f32_e32 v52, v52
	v_fmac_f32_e32 v62, s7, v46
	v_lshrrev_b32_e32 v51, 12, v51
	v_add3_u32 v56, v53, v56, 0x7ff
	v_add_nc_u32_e32 v48, 0xfffc8000, v48
	v_lshrrev_b32_e32 v46, 16, v61
	v_lshrrev_b32_e32 v50, 16, v59
	v_add_nc_u32_e32 v51, 0xfffc8000, v51
	v_mul_f32_e64 v55, 0x4c000000, |v58|
	v_min_u32_e32 v48, 0x7fff, v48
	v_lshrrev_b32_e32 v56, 12, v56
	v_lshrrev_b32_e32 v54, 16, v58
	v_min_u32_e32 v51, 0x7fff, v51
	v_rndne_f32_e32 v55, v55
	v_cndmask_b32_e32 v47, v48, v49, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v45
	v_and_b32_e32 v49, 0x7fffffff, v62
	v_add_nc_u32_e32 v48, 0xfffc8000, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_and_or_b32 v46, 0x8000, v46, v47
	v_cndmask_b32_e32 v45, v51, v52, vcc_lo
	v_cvt_u32_f32_e32 v47, v55
	v_min_u32_e32 v48, 0x7fff, v48
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v53
	global_store_b16 v[34:35], v46, off
	v_and_or_b32 v45, 0x8000, v50, v45
	v_bfe_u32 v50, v49, 12, 1
	v_cndmask_b32_e32 v34, v48, v47, vcc_lo
	global_store_b16 v[36:37], v45, off
	v_fma_f32 v36, v44, v43, v41
	v_add3_u32 v35, v49, v50, 0x7ff
	v_and_or_b32 v37, 0x8000, v54, v34
	v_add_co_u32 v34, vcc_lo, s2, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v36, v36, v60
	v_lshrrev_b32_e32 v45, 12, v35
	v_fmaak_f32 v21, s0, v23, 0x40400000
	v_mul_f32_e64 v43, 0x4c000000, |v62|
	v_add_co_ci_u32_e32 v35, vcc_lo, s3, v22, vcc_lo
	v_fmac_f32_e32 v60, s7, v36
	v_add_nc_u32_e32 v36, 0xfffc8000, v45
	v_fma_f32 v46, v23, v21, v0
	v_rndne_f32_e32 v22, v43
	v_mov_b32_e32 v21, v1
	v_and_b32_e32 v45, 0x7fffffff, v60
	v_min_u32_e32 v36, 0x7fff, v36
	v_fma_f32 v46, v44, v46, v41
	v_cvt_u32_f32_e32 v22, v22
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v49
	v_bfe_u32 v47, v45, 12, 1
	global_store_b16 v[34:35], v37, off
	v_sub_f32_e32 v35, v46, v63
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_cndmask_b32_e32 v22, v36, v22, vcc_lo
	v_add3_u32 v34, v45, v47, 0x7ff
	v_mul_f32_e64 v36, 0x4c000000, |v60|
	v_lshrrev_b32_e32 v43, 16, v62
	v_fmac_f32_e32 v63, s7, v35
	s_delay_alu instid0(VALU_DEP_4)
	v_lshrrev_b32_e32 v37, 12, v34
	v_add_co_u32 v34, vcc_lo, s2, v20
	v_rndne_f32_e32 v20, v36
	v_and_or_b32 v22, 0x8000, v43, v22
	v_add_co_ci_u32_e32 v35, vcc_lo, s3, v21, vcc_lo
	v_add_nc_u32_e32 v21, 0xfffc8000, v37
	v_fmaak_f32 v43, s1, v23, 0x40400000
	v_and_b32_e32 v37, 0x7fffffff, v63
	v_cvt_u32_f32_e32 v46, v20
	v_mov_b32_e32 v20, v1
	v_min_u32_e32 v21, 0x7fff, v21
	v_fma_f32 v43, -v23, v43, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v45
	v_bfe_u32 v47, v37, 12, 1
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	v_lshrrev_b32_e32 v36, 16, v60
	global_store_b16 v[34:35], v22, off
	v_cndmask_b32_e32 v21, v21, v46, vcc_lo
	v_fmac_f32_e32 v41, v44, v43
	v_mul_f32_e64 v35, 0x4c000000, |v63|
	v_add3_u32 v22, v37, v47, 0x7ff
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_or_b32 v34, 0x8000, v36, v21
	v_sub_f32_e32 v41, v41, v38
	v_add_co_u32 v21, vcc_lo, s2, v19
	v_rndne_f32_e32 v19, v35
	v_add_f32_e32 v35, v29, v26
	v_lshrrev_b32_e32 v36, 12, v22
	v_fmac_f32_e32 v38, s7, v41
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmaak_f32 v44, s0, v35, 0x40400000
	v_add_nc_u32_e32 v20, 0xfffc8000, v36
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v41, 0x7fffffff, v38
	v_cvt_u32_f32_e32 v43, v19
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v37
	v_fma_f32 v44, v35, v44, v0
	v_min_u32_e32 v20, 0x7fff, v20
	v_bfe_u32 v45, v41, 12, 1
	global_store_b16 v[21:22], v34, off
	v_mov_b32_e32 v19, v1
	v_fma_f32 v22, v40, v44, v42
	v_lshrrev_b32_e32 v36, 16, v63
	v_cndmask_b32_e32 v20, v20, v43, vcc_lo
	v_add3_u32 v21, v41, v45, 0x7ff
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_sub_f32_e32 v22, v22, v39
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_and_or_b32 v34, 0x8000, v36, v20
	v_mul_f32_e64 v36, 0x4c000000, |v38|
	v_lshrrev_b32_e32 v37, 12, v21
	v_fmac_f32_e32 v39, s7, v22
	v_add_co_u32 v20, vcc_lo, s2, v18
	s_delay_alu instid0(VALU_DEP_4)
	v_rndne_f32_e32 v18, v36
	v_add_co_ci_u32_e32 v21, vcc_lo, s3, v19, vcc_lo
	v_add_nc_u32_e32 v19, 0xfffc8000, v37
	v_fmaak_f32 v22, s1, v35, 0x40400000
	v_lshrrev_b32_e32 v36, 16, v38
	v_and_b32_e32 v38, 0x7fffffff, v39
	v_cvt_u32_f32_e32 v37, v18
	v_mov_b32_e32 v18, v1
	v_min_u32_e32 v19, 0x7fff, v19
	v_fma_f32 v22, -v35, v22, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v41
	v_bfe_u32 v35, v38, 12, 1
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	global_store_b16 v[20:21], v34, off
	v_fma_f32 v22, v40, v22, v42
	v_cndmask_b32_e32 v19, v19, v37, vcc_lo
	v_add3_u32 v20, v38, v35, 0x7ff
	v_add_co_u32 v17, vcc_lo, s2, v17
	s_delay_alu instid0(VALU_DEP_3)
	v_and_or_b32 v19, 0x8000, v36, v19
	v_sub_f32_e32 v21, v22, v33
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	v_mul_f32_e64 v22, 0x4c000000, |v39|
	v_lshrrev_b32_e32 v20, 12, v20
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v38
	global_store_b16 v[17:18], v19, off
	v_fmac_f32_e32 v33, s7, v21
	v_rndne_f32_e32 v18, v22
	v_add_nc_u32_e32 v19, 0xfffc8000, v20
	v_lshrrev_b32_e32 v20, 16, v39
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v34, 0x7fffffff, v33
	v_cvt_u32_f32_e32 v18, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_min_u32_e32 v19, 0x7fff, v19
	v_bfe_u32 v22, v34, 12, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v18, v19, v18 :: v_dual_add_f32 v21, v29, v23
	v_mul_f32_e64 v19, 0x4c000000, |v33|
	v_add3_u32 v22, v34, v22, 0x7ff
	v_lshrrev_b32_e32 v33, 16, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_and_or_b32 v20, 0x8000, v20, v18
	v_fmaak_f32 v17, s0, v21, 0x40400000
	v_rndne_f32_e32 v36, v19
	v_lshrrev_b32_e32 v22, 12, v22
	v_fma_f32 v35, v21, v17, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, 0xfffc8000, v22
	v_fma_f32 v35, v40, v35, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v22, 0x7fff, v22
	v_sub_f32_e32 v35, v35, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v32, s7, v35 :: v_dual_mov_b32 v17, v1
	v_and_b32_e32 v35, 0x7fffffff, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v18, vcc_lo, s2, v16
	v_fmaak_f32 v16, s1, v21, 0x40400000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v17, vcc_lo
	v_cvt_u32_f32_e32 v17, v36
	v_bfe_u32 v36, v35, 12, 1
	v_fma_f32 v21, -v21, v16, v0
	global_store_b16 v[18:19], v20, off
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v34
	v_mov_b32_e32 v16, v1
	v_add3_u32 v18, v35, v36, 0x7ff
	v_fma_f32 v19, v40, v21, v42
	v_mul_f32_e64 v21, 0x4c000000, |v32|
	v_cndmask_b32_e32 v17, v22, v17, vcc_lo
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	v_lshrrev_b32_e32 v22, 12, v18
	v_sub_f32_e32 v19, v19, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_and_or_b32 v20, 0x8000, v33, v17
	v_add_f32_e32 v33, v26, v23
	v_add_co_u32 v17, vcc_lo, s2, v15
	v_fmac_f32_e32 v31, s7, v19
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v16, vcc_lo
	v_rndne_f32_e32 v16, v21
	v_add_nc_u32_e32 v19, 0xfffc8000, v22
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v22, 0x7fffffff, v31
	v_fmaak_f32 v15, s0, v33, 0x40400000
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v35
	v_cvt_u32_f32_e32 v16, v16
	v_min_u32_e32 v19, 0x7fff, v19
	v_bfe_u32 v34, v22, 12, 1
	v_lshrrev_b32_e32 v21, 16, v32
	v_fma_f32 v32, v33, v15, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v15, v1 :: v_dual_cndmask_b32 v16, v19, v16
	global_store_b16 v[17:18], v20, off
	v_add3_u32 v17, v22, v34, 0x7ff
	v_fma_f32 v32, v40, v32, v42
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_and_or_b32 v19, 0x8000, v21, v16
	v_mul_f32_e64 v20, 0x4c000000, |v31|
	v_lshrrev_b32_e32 v21, 12, v17
	v_sub_f32_e32 v18, v32, v11
	v_add_co_u32 v16, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v15, 0xfffc8000, v21
	v_fmaak_f32 v21, s1, v33, 0x40400000
	v_fmac_f32_e32 v11, s7, v18
	v_rndne_f32_e32 v14, v20
	global_store_b16 v[16:17], v19, off
	v_lshrrev_b32_e32 v18, 16, v31
	v_fma_f32 v21, -v33, v21, v0
	v_and_b32_e32 v20, 0x7fffffff, v11
	v_cvt_u32_f32_e32 v31, v14
	v_min_u32_e32 v15, 0x7fff, v15
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v22
	v_fma_f32 v17, v40, v21, v42
	v_bfe_u32 v32, v20, 12, 1
	v_mov_b32_e32 v14, v1
	v_lshrrev_b32_e32 v19, 16, v11
	v_cndmask_b32_e32 v15, v15, v31, vcc_lo
	v_sub_f32_e32 v17, v17, v30
	v_add3_u32 v16, v20, v32, 0x7ff
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_or_b32 v15, 0x8000, v18, v15
	v_dual_fmac_f32 v30, s7, v17 :: v_dual_sub_f32 v17, v29, v26
	v_mul_f32_e64 v18, 0x4c000000, |v11|
	v_lshrrev_b32_e32 v16, 12, v16
	v_add_co_u32 v13, vcc_lo, s2, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v21, 0x7fffffff, v30
	v_fmaak_f32 v22, s0, v17, 0x40400000
	v_rndne_f32_e32 v18, v18
	v_dual_mov_b32 v11, v1 :: v_dual_add_nc_u32 v16, 0xfffc8000, v16
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	v_bfe_u32 v31, v21, 12, 1
	v_fma_f32 v17, v17, v22, v0
	v_cvt_u32_f32_e32 v18, v18
	v_min_u32_e32 v16, 0x7fff, v16
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v20
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	global_store_b16 v[13:14], v15, off
	v_add3_u32 v13, v21, v31, 0x7ff
	v_fma_f32 v14, v40, v17, v42
	v_cndmask_b32_e32 v16, v16, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v17, 12, v13
	v_sub_f32_e32 v18, v14, v28
	v_add_co_u32 v13, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v11, vcc_lo
	v_sub_f32_e32 v11, v26, v29
	v_and_or_b32 v15, 0x8000, v19, v16
	v_mul_f32_e64 v16, 0x4c000000, |v30|
	v_fmac_f32_e32 v28, s7, v18
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v21
	v_fmaak_f32 v19, s0, v11, 0x40400000
	global_store_b16 v[13:14], v15, off
	v_rndne_f32_e32 v10, v16
	v_add_nc_u32_e32 v16, 0xfffc8000, v17
	v_and_b32_e32 v18, 0x7fffffff, v28
	v_fma_f32 v11, v11, v19, v0
	v_lshrrev_b32_e32 v17, 16, v30
	v_cvt_u32_f32_e32 v20, v10
	v_mov_b32_e32 v10, v1
	v_min_u32_e32 v16, 0x7fff, v16
	v_bfe_u32 v22, v18, 12, 1
	v_fma_f32 v11, v40, v11, v42
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_cndmask_b32_e32 v16, v16, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add3_u32 v13, v18, v22, 0x7ff
	v_sub_f32_e32 v11, v11, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_or_b32 v15, 0x8000, v17, v16
	v_lshrrev_b32_e32 v17, 12, v13
	v_add_co_u32 v13, vcc_lo, s2, v9
	v_mul_f32_e64 v16, 0x4c000000, |v28|
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v10, vcc_lo
	v_fmac_f32_e32 v27, s7, v11
	v_sub_f32_e32 v10, v29, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_rndne_f32_e32 v9, v16
	v_add_nc_u32_e32 v11, 0xfffc8000, v17
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v18
	v_and_b32_e32 v17, 0x7fffffff, v27
	v_fmaak_f32 v19, s0, v10, 0x40400000
	v_cvt_u32_f32_e32 v20, v9
	v_min_u32_e32 v11, 0x7fff, v11
	v_mov_b32_e32 v9, v1
	v_bfe_u32 v21, v17, 12, 1
	v_fma_f32 v10, v10, v19, v0
	v_lshrrev_b32_e32 v16, 16, v28
	v_cndmask_b32_e32 v11, v11, v20, vcc_lo
	global_store_b16 v[13:14], v15, off
	v_add3_u32 v13, v17, v21, 0x7ff
	v_fma_f32 v10, v40, v10, v42
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_and_or_b32 v14, 0x8000, v16, v11
	v_mul_f32_e64 v15, 0x4c000000, |v27|
	v_lshrrev_b32_e32 v13, 12, v13
	v_sub_f32_e32 v16, v10, v3
	v_add_co_u32 v10, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v9, vcc_lo
	v_rndne_f32_e32 v8, v15
	v_add_nc_u32_e32 v9, 0xfffc8000, v13
	v_fmac_f32_e32 v3, s7, v16
	v_sub_f32_e32 v13, v23, v29
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v17
	v_cvt_u32_f32_e32 v16, v8
	v_min_u32_e32 v9, 0x7fff, v9
	v_and_b32_e32 v18, 0x7fffffff, v3
	v_dual_fmaak_f32 v19, s0, v13, 0x40400000 :: v_dual_mov_b32 v8, v1
	v_lshrrev_b32_e32 v15, 16, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v9, v9, v16, vcc_lo
	v_bfe_u32 v16, v18, 12, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_f32 v13, v13, v19, v0
	v_lshlrev_b64 v[7:8], 1, v[7:8]
	global_store_b16 v[10:11], v14, off
	v_and_or_b32 v11, 0x8000, v15, v9
	v_add3_u32 v14, v18, v16, 0x7ff
	v_sub_f32_e32 v15, v26, v23
	v_fma_f32 v13, v40, v13, v42
	v_add_co_u32 v9, vcc_lo, s2, v7
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v8, vcc_lo
	v_mul_f32_e64 v7, 0x4c000000, |v3|
	v_lshrrev_b32_e32 v8, 12, v14
	v_dual_fmaak_f32 v14, s0, v15, 0x40400000 :: v_dual_sub_f32 v13, v13, v5
	v_lshrrev_b32_e32 v16, 16, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_rndne_f32_e32 v3, v7
	v_add_nc_u32_e32 v7, 0xfffc8000, v8
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_f32 v8, v15, v14, v0
	v_fmac_f32_e32 v5, s7, v13
	v_sub_f32_e32 v13, v23, v26
	v_cvt_u32_f32_e32 v3, v3
	v_min_u32_e32 v7, 0x7fff, v7
	v_fma_f32 v8, v40, v8, v42
	v_and_b32_e32 v14, 0x7fffffff, v5
	v_fmaak_f32 v15, s0, v13, 0x40400000
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v8, v8, v25
	v_bfe_u32 v17, v14, 12, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v0, v13, v15
	v_cndmask_b32_e32 v7, v7, v3, vcc_lo
	v_mov_b32_e32 v3, v1
	v_fmac_f32_e32 v25, s7, v8
	v_fmac_f32_e32 v42, v40, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_or_b32 v15, 0x8000, v16, v7
	v_add3_u32 v7, v14, v17, 0x7ff
	v_and_b32_e32 v8, 0x7fffffff, v25
	v_mul_f32_e64 v0, 0x4c000000, |v5|
	v_sub_f32_e32 v13, v42, v24
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshrrev_b32_e32 v7, 12, v7
	v_bfe_u32 v16, v8, 12, 1
	v_rndne_f32_e32 v0, v0
	v_fmac_f32_e32 v24, s7, v13
	v_lshrrev_b32_e32 v13, 16, v5
	v_add_nc_u32_e32 v7, 0xfffc8000, v7
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add3_u32 v5, v8, v16, 0x7ff
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_cvt_u32_f32_e32 v0, v0
	v_min_u32_e32 v7, 0x7fff, v7
	v_and_b32_e32 v16, 0x7fffffff, v24
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v14
	v_mul_f32_e64 v17, 0x4c000000, |v25|
	v_lshrrev_b32_e32 v18, 12, v5
	v_mov_b32_e32 v5, v1
	v_lshrrev_b32_e32 v19, 16, v24
	v_cndmask_b32_e32 v0, v7, v0, vcc_lo
	v_bfe_u32 v7, v16, 12, 1
	v_rndne_f32_e32 v14, v17
	v_add_nc_u32_e32 v17, 0xfffc8000, v18
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v8
	v_and_or_b32 v18, 0x8000, v13, v0
	v_add3_u32 v0, v16, v7, 0x7ff
	v_cvt_u32_f32_e32 v7, v14
	v_min_u32_e32 v13, 0x7fff, v17
	v_mul_f32_e64 v14, 0x4c000000, |v24|
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_lshrrev_b32_e32 v0, 12, v0
	v_lshrrev_b32_e32 v17, 16, v25
	v_cndmask_b32_e32 v8, v13, v7, vcc_lo
	v_rndne_f32_e32 v13, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v7, v1 :: v_dual_add_nc_u32 v0, 0xfffc8000, v0
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_cvt_u32_f32_e32 v14, v13
	v_mov_b32_e32 v13, v1
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	v_and_or_b32 v8, 0x8000, v17, v8
	v_min_u32_e32 v17, 0x7fff, v0
	v_lshlrev_b64 v[0:1], 1, v[6:7]
	v_cmp_gt_u32_e32 vcc_lo, 0x38800000, v16
	v_lshlrev_b64 v[6:7], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v14, v17, v14, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_and_or_b32 v12, 0x8000, v19, v14
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	s_clause 0x4
	global_store_b16 v[9:10], v11, off
	global_store_b16 v[2:3], v15, off
	global_store_b16 v[4:5], v18, off
	global_store_b16 v[0:1], v8, off
	global_store_b16 v[6:7], v12, off
.LBB3_87:
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
		.amdhsa_next_free_vgpr 64
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
.Lfunc_end3:
	.size	lbm_d3q19, .Lfunc_end3-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6712
; NumSgprs: 20
; NumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 64
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
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
