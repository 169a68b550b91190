	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
; NumSgprs: 38
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
	s_load_dwordx2 s[6:7], s[0:1], 0x34
	s_load_dwordx4 s[8:11], s[0:1], 0x18
	s_load_dwordx4 s[12:15], s[0:1], 0x50
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v6, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s13, s6, 16
	s_and_b32 s6, s6, 0xffff
	s_and_b32 s5, s7, 0xffff
	s_mul_i32 s2, s6, s2
	s_load_dwordx2 s[6:7], s[0:1], 0x60
	s_add_i32 s2, s2, s12
	v_mov_b32_e32 v7, 0
	v_add_u32_e32 v4, s2, v1
	v_lshl_add_u64 v[2:3], s[14:15], 0, v[6:7]
	v_mov_b32_e32 v1, s3
	v_mad_u64_u32 v[2:3], s[2:3], s13, v1, v[2:3]
	v_bfe_u32 v6, v0, 20, 10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[6:7]
	v_mov_b32_e32 v3, s4
	v_mad_u64_u32 v[0:1], s[2:3], s5, v3, v[0:1]
	v_cmp_gt_u32_e32 vcc, s8, v4
	v_cmp_gt_u32_e64 s[2:3], s9, v2
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_gt_u32_e32 vcc, s10, v0
	s_and_b64 s[2:3], s[2:3], vcc
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_11
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_mul_i32 s7, s9, s8
	v_mul_lo_u32 v1, v2, s8
	v_mul_lo_u32 v3, s7, v0
	v_add3_u32 v16, v1, v4, v3
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v16, s[2:3]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u16_e32 vcc, 0, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_11
; %bb.2:
	v_cmp_ne_u32_e32 vcc, 0, v2
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.3:
	s_add_i32 s12, s9, -1
	s_sub_i32 s6, 0, s8
	s_mul_i32 s13, s12, s8
; %bb.4:
	s_or_saveexec_b64 s[4:5], s[2:3]
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v6, s12
	v_mov_b32_e32 v3, s6
	s_xor_b64 exec, exec, s[4:5]
; %bb.5:
	s_add_i32 s6, s9, -1
	s_sub_i32 s9, s7, s8
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v3, s9
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v0
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.7:
	s_add_i32 s12, s10, -1
	s_sub_i32 s9, 0, s7
	s_mul_i32 s13, s7, s12
; %bb.8:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_mul_i32 s6, s7, s10
	v_mov_b32_e32 v7, s13
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v5, s9
	s_xor_b64 exec, exec, s[4:5]
; %bb.9:
	s_add_i32 s9, s10, -1
	s_sub_i32 s10, s6, s7
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s9
	v_mov_b32_e32 v5, s10
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v1, 0, v1
	v_mov_b32_e32 v9, s8
	v_cmp_eq_u32_e32 vcc, v6, v2
	s_add_i32 s4, s8, -1
	s_sub_i32 s5, 1, s8
	v_cndmask_b32_e32 v9, v9, v1, vcc
	v_mov_b32_e32 v1, s4
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_mov_b32_e32 v2, s7
	v_add_u32_e32 v14, s6, v16
	v_cndmask_b32_e32 v11, -1, v1, vcc
	v_mov_b32_e32 v1, s5
	v_cmp_eq_u32_e32 vcc, s4, v4
	v_add_u32_e32 v12, s6, v14
	v_add_u32_e32 v10, s6, v12
	v_cndmask_b32_e32 v13, 1, v1, vcc
	v_sub_u32_e32 v1, 0, v7
	v_cmp_eq_u32_e32 vcc, v8, v0
	v_add_u32_e32 v0, v14, v11
	v_add_u32_e32 v8, s6, v10
	v_cndmask_b32_e32 v7, v2, v1, vcc
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[0:1], 1, s[0:1]
	v_add_u32_e32 v0, v12, v13
	v_lshl_add_u64 v[20:21], v[0:1], 1, s[0:1]
	v_add_u32_e32 v0, v3, v10
	v_lshl_add_u64 v[22:23], v[0:1], 1, s[0:1]
	v_add_u32_e32 v0, v8, v9
	v_add_u32_e32 v6, s6, v8
	v_lshl_add_u64 v[24:25], v[0:1], 1, s[0:1]
	v_add_u32_e32 v0, v5, v6
	v_add_u32_e32 v4, s6, v6
	v_lshl_add_u64 v[26:27], v[0:1], 1, s[0:1]
	v_add_u32_e32 v0, v4, v7
	v_add_u32_e32 v2, s6, v4
	v_lshl_add_u64 v[28:29], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v2, v11, v3
	v_lshlrev_b64 v[32:33], 1, v[16:17]
	v_add_u32_e32 v34, s6, v2
	v_lshl_add_u64 v[30:31], v[0:1], 1, s[0:1]
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[32:33]
	v_add3_u32 v0, v9, v13, v34
	v_add_u32_e32 v36, s6, v34
	global_load_ushort v15, v[18:19], off
	global_load_ushort v35, v[20:21], off
	global_load_ushort v37, v[22:23], off
	global_load_ushort v39, v[24:25], off
	global_load_ushort v44, v[26:27], off
	global_load_ushort v45, v[28:29], off
	global_load_ushort v46, v[30:31], off
	global_load_ushort v47, v[16:17], off
	v_lshl_add_u64 v[16:17], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v36, v11, v5
	v_add_u32_e32 v38, s6, v36
	v_lshl_add_u64 v[18:19], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v7, v13, v38
	v_add_u32_e32 v30, s6, v38
	global_load_ushort v23, v[16:17], off
	v_lshl_add_u64 v[16:17], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v3, v30, v5
	v_add_u32_e32 v28, s6, v30
	v_lshl_add_u64 v[20:21], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v7, v9, v28
	v_add_u32_e32 v26, s6, v28
	global_load_ushort v25, v[18:19], off
	global_load_ushort v27, v[16:17], off
	v_lshl_add_u64 v[16:17], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v9, v11, v26
	v_add_u32_e32 v24, s6, v26
	v_lshl_add_u64 v[18:19], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v24, v13, v3
	v_add_u32_e32 v22, s6, v24
	global_load_ushort v29, v[20:21], off
	global_load_ushort v48, v[16:17], off
	v_lshl_add_u64 v[16:17], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v7, v11, v22
	v_add_u32_e32 v20, s6, v22
	global_load_ushort v21, v[18:19], off
	global_load_ushort v49, v[16:17], off
	v_lshl_add_u64 v[16:17], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v20, v13, v5
	v_add_u32_e32 v18, s6, v20
	v_lshl_add_u64 v[40:41], v[0:1], 1, s[0:1]
	global_load_ushort v19, v[16:17], off
	global_load_ushort v50, v[40:41], off
	v_add3_u32 v0, v18, v7, v3
	v_add_u32_e32 v16, s6, v18
	v_lshl_add_u64 v[40:41], v[0:1], 1, s[0:1]
	v_add3_u32 v0, v16, v9, v5
	v_lshl_add_u64 v[42:43], v[0:1], 1, s[0:1]
	global_load_ushort v0, v[40:41], off
	global_load_ushort v51, v[42:43], off
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[32:33]
	s_waitcnt vmcnt(18)
	v_cvt_f32_f16_e32 v3, v15
	s_waitcnt vmcnt(17)
	v_cvt_f32_f16_e32 v5, v35
	s_waitcnt vmcnt(16)
	v_cvt_f32_f16_e32 v11, v37
	s_waitcnt vmcnt(15)
	v_cvt_f32_f16_e32 v17, v39
	s_waitcnt vmcnt(14)
	v_cvt_f32_f16_e32 v31, v44
	s_waitcnt vmcnt(13)
	v_cvt_f32_f16_e32 v40, v45
	s_waitcnt vmcnt(12)
	v_cvt_f32_f16_e32 v41, v46
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v7, v47
	v_add_f32_e32 v9, v3, v5
	v_add_f32_e32 v13, v11, v17
	v_add_f32_e32 v9, v9, v7
	v_add_f32_e32 v9, v9, v13
	v_add_f32_e32 v13, v31, v40
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v42, v23
	v_add_f32_e32 v9, v9, v13
	v_add_f32_e32 v13, v41, v42
	v_add_f32_e32 v9, v9, v13
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v43, v25
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v52, v27
	v_sub_f32_e32 v62, v41, v42
	v_add_f32_e32 v13, v43, v52
	v_add_f32_e32 v9, v9, v13
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v53, v29
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v54, v48
	v_sub_f32_e32 v63, v43, v52
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v55, v21
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v56, v49
	v_add_f32_e32 v13, v53, v54
	v_add_f32_e32 v9, v9, v13
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v57, v19
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v58, v50
	v_add_f32_e32 v13, v55, v56
	v_add_f32_e32 v9, v9, v13
	v_sub_f32_e32 v64, v55, v56
	v_add_f32_e32 v13, v57, v58
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v59, v0
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v60, v51
	v_add_f32_e32 v9, v9, v13
	v_sub_f32_e32 v65, v56, v55
	v_add_f32_e32 v13, v59, v60
	v_add_f32_e32 v9, v9, v13
	v_add_f32_e32 v61, 1.0, v9
	v_frexp_mant_f32_e32 v9, v61
	v_rcp_f32_e32 v9, v9
	v_frexp_exp_i32_f32_e32 v13, v61
	v_sub_u32_e32 v13, 0, v13
	v_add_f32_e32 v66, -1.0, v61
	v_ldexp_f32 v9, v9, v13
	v_sub_f32_e32 v13, v3, v5
	v_add_f32_e32 v13, v13, v62
	v_add_f32_e32 v13, v13, v63
	v_add_f32_e32 v13, v13, v64
	v_sub_f32_e32 v64, v57, v58
	v_add_f32_e32 v13, v13, v64
	v_sub_f32_e32 v64, v11, v17
	v_add_f32_e32 v62, v64, v62
	v_sub_f32_e32 v64, v53, v54
	v_add_f32_e32 v62, v62, v64
	v_add_f32_e32 v62, v62, v65
	v_sub_f32_e32 v65, v59, v60
	v_add_f32_e32 v62, v62, v65
	v_sub_f32_e32 v65, v31, v40
	v_add_f32_e32 v63, v65, v63
	v_add_f32_e32 v63, v63, v64
	v_sub_f32_e32 v64, v58, v57
	v_add_f32_e32 v63, v63, v64
	v_sub_f32_e32 v64, v60, v59
	v_add_f32_e32 v63, v63, v64
	v_mul_f32_e32 v62, v62, v9
	v_mul_f32_e32 v64, v13, v9
	v_mul_f32_e32 v63, v63, v9
	v_mul_f32_e32 v9, v62, v62
	v_fmac_f32_e32 v9, v64, v64
	v_fmac_f32_e32 v9, v63, v63
	v_mul_f32_e32 v65, 0xbfc00000, v9
	v_mul_f32_e32 v9, 0x3eaaaaab, v61
	v_add_f32_e32 v13, 0, v65
	v_mul_f32_e32 v67, 0x3eaaaaab, v66
	v_fmac_f32_e32 v67, v9, v13
	v_sub_f32_e32 v7, v67, v7
	v_fma_mixlo_f16 v7, s11, v7, v47 op_sel_hi:[0,0,1]
	global_store_short v[32:33], v7, off
	v_mov_b32_e32 v32, 0x40400000
	v_fmamk_f32 v7, v64, 0x40900000, v32
	v_fma_f32 v7, v64, v7, v65
	v_mul_f32_e32 v33, 0x3d638e39, v61
	v_mul_f32_e32 v47, 0x3d638e39, v66
	v_fma_f32 v7, v33, v7, v47
	v_sub_f32_e32 v3, v7, v3
	v_fma_mixlo_f16 v3, s11, v3, v15 op_sel_hi:[0,0,1]
	v_mov_b32_e32 v15, v1
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[2:3]
	global_store_short v[14:15], v3, off
	v_fmamk_f32 v3, v64, 0xc0900000, v32
	v_fma_f32 v3, -v64, v3, v65
	v_fma_f32 v3, v33, v3, v47
	v_sub_f32_e32 v3, v3, v5
	v_mov_b32_e32 v13, v1
	v_fma_mixlo_f16 v3, s11, v3, v35 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[2:3]
	global_store_short v[12:13], v3, off
	v_fmamk_f32 v3, v62, 0x40900000, v32
	v_fma_f32 v3, v62, v3, v65
	v_fma_f32 v3, v33, v3, v47
	v_sub_f32_e32 v3, v3, v11
	v_mov_b32_e32 v11, v1
	v_fma_mixlo_f16 v3, s11, v3, v37 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[2:3]
	global_store_short v[10:11], v3, off
	v_fmamk_f32 v3, v62, 0xc0900000, v32
	v_fma_f32 v3, -v62, v3, v65
	v_fma_f32 v3, v33, v3, v47
	v_sub_f32_e32 v3, v3, v17
	v_mov_b32_e32 v9, v1
	v_fma_mixlo_f16 v3, s11, v3, v39 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[2:3]
	global_store_short v[8:9], v3, off
	v_fmamk_f32 v3, v63, 0x40900000, v32
	v_fma_f32 v3, v63, v3, v65
	v_fma_f32 v3, v33, v3, v47
	v_sub_f32_e32 v3, v3, v31
	v_mov_b32_e32 v7, v1
	v_fma_mixlo_f16 v3, s11, v3, v44 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[2:3]
	global_store_short v[6:7], v3, off
	v_fmamk_f32 v3, v63, 0xc0900000, v32
	v_fma_f32 v3, -v63, v3, v65
	v_fmac_f32_e32 v47, v33, v3
	v_sub_f32_e32 v3, v47, v40
	v_mov_b32_e32 v5, v1
	v_fma_mixlo_f16 v3, s11, v3, v45 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	global_store_short v[4:5], v3, off
	v_add_f32_e32 v5, v64, v62
	v_fmamk_f32 v3, v5, 0x40900000, v32
	v_mul_f32_e32 v4, 0x3ce38e39, v61
	v_fma_f32 v3, v5, v3, v65
	v_mul_f32_e32 v6, 0x3ce38e39, v66
	v_fma_f32 v3, v4, v3, v6
	v_sub_f32_e32 v3, v3, v41
	v_fma_mixlo_f16 v7, s11, v3, v46 op_sel_hi:[0,0,1]
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[2:3]
	global_store_short v[2:3], v7, off
	v_fmamk_f32 v2, v5, 0xc0900000, v32
	v_fma_f32 v2, -v5, v2, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v42
	v_mov_b32_e32 v35, v1
	v_fma_mixlo_f16 v5, s11, v2, v23 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[34:35], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_add_f32_e32 v5, v64, v63
	v_fmamk_f32 v2, v5, 0x40900000, v32
	v_fma_f32 v2, v5, v2, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v43
	v_mov_b32_e32 v37, v1
	v_fma_mixlo_f16 v7, s11, v2, v25 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[36:37], 1, s[2:3]
	global_store_short v[2:3], v7, off
	v_fmamk_f32 v2, v5, 0xc0900000, v32
	v_fma_f32 v2, -v5, v2, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v52
	v_mov_b32_e32 v39, v1
	v_fma_mixlo_f16 v5, s11, v2, v27 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[38:39], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_add_f32_e32 v5, v62, v63
	v_fmamk_f32 v2, v5, 0x40900000, v32
	v_fma_f32 v2, v5, v2, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v53
	v_mov_b32_e32 v31, v1
	v_fma_mixlo_f16 v7, s11, v2, v29 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[30:31], 1, s[2:3]
	global_store_short v[2:3], v7, off
	v_fmamk_f32 v2, v5, 0xc0900000, v32
	v_fma_f32 v2, -v5, v2, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v54
	v_mov_b32_e32 v29, v1
	v_fma_mixlo_f16 v5, s11, v2, v48 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[28:29], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_sub_f32_e32 v2, v64, v62
	v_fmamk_f32 v3, v2, 0x40900000, v32
	v_fma_f32 v2, v2, v3, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v55
	v_mov_b32_e32 v27, v1
	v_fma_mixlo_f16 v5, s11, v2, v21 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[26:27], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_sub_f32_e32 v2, v62, v64
	v_fmamk_f32 v3, v2, 0x40900000, v32
	v_fma_f32 v2, v2, v3, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v56
	v_mov_b32_e32 v25, v1
	v_fma_mixlo_f16 v5, s11, v2, v49 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[24:25], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_sub_f32_e32 v2, v64, v63
	v_fmamk_f32 v3, v2, 0x40900000, v32
	v_fma_f32 v2, v2, v3, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v57
	v_mov_b32_e32 v23, v1
	v_fma_mixlo_f16 v5, s11, v2, v19 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[22:23], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_sub_f32_e32 v2, v63, v64
	v_fmamk_f32 v3, v2, 0x40900000, v32
	v_fma_f32 v2, v2, v3, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v58
	v_mov_b32_e32 v21, v1
	v_fma_mixlo_f16 v5, s11, v2, v50 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[20:21], 1, s[2:3]
	global_store_short v[2:3], v5, off
	v_sub_f32_e32 v2, v62, v63
	v_fmamk_f32 v3, v2, 0x40900000, v32
	v_fma_f32 v2, v2, v3, v65
	v_fma_f32 v2, v4, v2, v6
	v_sub_f32_e32 v2, v2, v59
	v_mov_b32_e32 v19, v1
	v_fma_mixlo_f16 v0, s11, v2, v0 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[2:3], v[18:19], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v63, v62
	v_fmac_f32_e32 v32, 0x40900000, v0
	v_fmac_f32_e32 v65, v0, v32
	v_fmac_f32_e32 v6, v4, v65
	v_sub_f32_e32 v0, v6, v60
	v_mov_b32_e32 v17, v1
	v_fma_mixlo_f16 v2, s11, v0, v51 op_sel_hi:[0,0,1]
	v_lshl_add_u64 v[0:1], v[16:17], 1, s[2:3]
	global_store_short v[0:1], v2, off
.LBB1_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lbm_d3q19
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 68
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
.Lfunc_end1:
	.size	lbm_d3q19, .Lfunc_end1-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2480
; NumSgprs: 22
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
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         lbm_d3q19.kd
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
