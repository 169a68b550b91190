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
	v_add3_u32 v38, v1, v4, v3
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v38, s[0:1]
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
	v_mov_b32_e32 v39, 0
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
	v_cndmask_b32_e32 v2, -1, v1, vcc
	v_mov_b32_e32 v1, s5
	v_cmp_eq_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v4, 1, v1, vcc
	v_sub_u32_e32 v1, 0, v7
	v_mov_b32_e32 v6, s8
	v_cmp_eq_u32_e32 vcc, v8, v0
	v_add_u32_e32 v36, s6, v38
	v_cndmask_b32_e32 v11, v6, v1, vcc
	v_add_u32_e32 v0, v36, v2
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v40, vcc, s0, v6
	v_add_u32_e32 v34, s6, v36
	v_addc_co_u32_e32 v41, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v34, v4
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v42, vcc, s0, v6
	v_add_u32_e32 v32, s6, v34
	v_addc_co_u32_e32 v43, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v3, v32
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v44, vcc, s0, v6
	v_add_u32_e32 v30, s6, v32
	v_addc_co_u32_e32 v45, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v30, v9
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v48, vcc, s0, v6
	v_add_u32_e32 v28, s6, v30
	v_addc_co_u32_e32 v49, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v5, v28
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v46, vcc, s0, v6
	v_add_u32_e32 v26, s6, v28
	v_addc_co_u32_e32 v47, vcc, v0, v7, vcc
	v_add_u32_e32 v0, v26, v11
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v50, vcc, s0, v6
	v_add_u32_e32 v24, s6, v26
	v_addc_co_u32_e32 v51, vcc, v0, v7, vcc
	v_add3_u32 v0, v24, v2, v3
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v52, vcc, s0, v6
	v_add_u32_e32 v22, s6, v24
	v_addc_co_u32_e32 v53, vcc, v0, v7, vcc
	v_add3_u32 v0, v9, v4, v22
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v54, vcc, s0, v6
	v_add_u32_e32 v20, s6, v22
	v_addc_co_u32_e32 v55, vcc, v0, v7, vcc
	v_add3_u32 v0, v20, v2, v5
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v56, vcc, s0, v6
	v_add_u32_e32 v18, s6, v20
	v_addc_co_u32_e32 v57, vcc, v0, v7, vcc
	v_add3_u32 v0, v11, v4, v18
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v58, vcc, s0, v6
	v_add_u32_e32 v16, s6, v18
	v_addc_co_u32_e32 v59, vcc, v0, v7, vcc
	v_add3_u32 v0, v3, v16, v5
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v60, vcc, s0, v6
	v_add_u32_e32 v14, s6, v16
	v_addc_co_u32_e32 v61, vcc, v0, v7, vcc
	v_add3_u32 v0, v11, v9, v14
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v62, vcc, s0, v6
	v_add_u32_e32 v12, s6, v14
	v_addc_co_u32_e32 v63, vcc, v0, v7, vcc
	v_add3_u32 v0, v9, v2, v12
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_u32_e32 v10, s6, v12
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v64, vcc, s0, v6
	v_add3_u32 v0, v10, v4, v3
	v_addc_co_u32_e32 v65, vcc, v8, v7, vcc
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_co_u32_e32 v66, vcc, s0, v6
	v_addc_co_u32_e32 v67, vcc, v8, v7, vcc
	v_add_u32_e32 v8, s6, v10
	v_add3_u32 v0, v11, v2, v8
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_co_u32_e32 v68, vcc, s0, v6
	v_add_u32_e32 v6, s6, v8
	v_mov_b32_e32 v2, s1
	v_add3_u32 v0, v6, v4, v5
	v_addc_co_u32_e32 v69, vcc, v2, v7, vcc
	v_lshlrev_b64 v[70:71], 2, v[0:1]
	v_add_u32_e32 v4, s6, v6
	v_add_co_u32_e32 v70, vcc, s0, v70
	v_add3_u32 v0, v4, v11, v3
	v_addc_co_u32_e32 v71, vcc, v2, v71, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v72, vcc, s0, v2
	v_add_u32_e32 v2, s6, v4
	v_mov_b32_e32 v7, s1
	v_add3_u32 v0, v2, v9, v5
	v_addc_co_u32_e32 v73, vcc, v7, v3, vcc
	v_lshlrev_b64 v[74:75], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v74, vcc, s0, v74
	v_addc_co_u32_e32 v75, vcc, v3, v75, vcc
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v76, vcc, s0, v38
	v_addc_co_u32_e32 v77, vcc, v0, v39, vcc
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_addc_co_u32_e32 v39, vcc, v0, v39, vcc
	global_load_dword v0, v[76:77], off
	global_load_dword v3, v[40:41], off
	global_load_dword v5, v[42:43], off
	global_load_dword v7, v[44:45], off
	global_load_dword v9, v[48:49], off
                                        ; kill: killed $vgpr42 killed $vgpr43
                                        ; kill: killed $vgpr40 killed $vgpr41
                                        ; kill: killed $vgpr76 killed $vgpr77
                                        ; kill: killed $vgpr48 killed $vgpr49
                                        ; kill: killed $vgpr44 killed $vgpr45
	global_load_dword v11, v[46:47], off
	global_load_dword v13, v[50:51], off
	global_load_dword v15, v[52:53], off
	global_load_dword v17, v[54:55], off
	global_load_dword v19, v[56:57], off
	global_load_dword v40, v[58:59], off
	global_load_dword v41, v[60:61], off
	global_load_dword v42, v[62:63], off
	global_load_dword v43, v[64:65], off
	global_load_dword v44, v[66:67], off
                                        ; kill: killed $vgpr66 killed $vgpr67
                                        ; kill: killed $vgpr64 killed $vgpr65
                                        ; kill: killed $vgpr62 killed $vgpr63
                                        ; kill: killed $vgpr60 killed $vgpr61
                                        ; kill: killed $vgpr58 killed $vgpr59
                                        ; kill: killed $vgpr56 killed $vgpr57
                                        ; kill: killed $vgpr54 killed $vgpr55
                                        ; kill: killed $vgpr52 killed $vgpr53
                                        ; kill: killed $vgpr50 killed $vgpr51
                                        ; kill: killed $vgpr46 killed $vgpr47
	global_load_dword v45, v[68:69], off
	global_load_dword v46, v[70:71], off
	global_load_dword v47, v[72:73], off
	global_load_dword v48, v[74:75], off
	v_mov_b32_e32 v37, v1
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s2, v36
	v_mov_b32_e32 v35, v1
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v21, v3, v5
	v_add_f32_e32 v21, v0, v21
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v23, v7, v9
	v_add_f32_e32 v21, v21, v23
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v23, v11, v13
	v_add_f32_e32 v21, v21, v23
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v23, v15, v17
	v_add_f32_e32 v21, v21, v23
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v23, v19, v40
	v_add_f32_e32 v21, v21, v23
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v23, v41, v42
	v_add_f32_e32 v21, v21, v23
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v23, v43, v44
	v_add_f32_e32 v21, v21, v23
	v_sub_f32_e32 v27, v15, v17
	v_sub_f32_e32 v29, v19, v40
	v_sub_f32_e32 v31, v43, v44
	v_sub_f32_e32 v33, v44, v43
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v23, v45, v46
	v_add_f32_e32 v21, v21, v23
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v23, v47, v48
	v_add_f32_e32 v21, v21, v23
	v_add_f32_e32 v21, 1.0, v21
	v_frexp_mant_f32_e32 v23, v21
	v_rcp_f32_e32 v23, v23
	v_frexp_exp_i32_f32_e32 v25, v21
	v_sub_u32_e32 v25, 0, v25
	v_add_f32_e32 v53, -1.0, v21
	v_ldexp_f32 v23, v23, v25
	v_sub_f32_e32 v25, v3, v5
	v_add_f32_e32 v25, v25, v27
	v_add_f32_e32 v25, v25, v29
	v_add_f32_e32 v25, v25, v31
	v_sub_f32_e32 v31, v45, v46
	v_add_f32_e32 v25, v25, v31
	v_sub_f32_e32 v31, v7, v9
	v_add_f32_e32 v27, v31, v27
	v_sub_f32_e32 v31, v41, v42
	v_add_f32_e32 v27, v27, v31
	v_add_f32_e32 v27, v27, v33
	v_sub_f32_e32 v33, v47, v48
	v_add_f32_e32 v27, v27, v33
	v_sub_f32_e32 v33, v11, v13
	v_add_f32_e32 v29, v33, v29
	v_add_f32_e32 v29, v29, v31
	v_sub_f32_e32 v31, v46, v45
	v_add_f32_e32 v29, v29, v31
	v_sub_f32_e32 v31, v48, v47
	v_add_f32_e32 v29, v29, v31
	v_mul_f32_e32 v50, v27, v23
	v_mul_f32_e32 v49, v25, v23
	v_mul_f32_e32 v51, v29, v23
	v_mul_f32_e32 v23, v50, v50
	v_fmac_f32_e32 v23, v49, v49
	v_fmac_f32_e32 v23, v51, v51
	v_mul_f32_e32 v52, 0xbfc00000, v23
	v_mul_f32_e32 v23, 0x3eaaaaab, v21
	v_add_f32_e32 v25, 0, v52
	v_mul_f32_e32 v27, 0x3eaaaaab, v53
	v_fmac_f32_e32 v27, v23, v25
	v_sub_f32_e32 v23, v27, v0
	v_fmac_f32_e32 v0, s15, v23
	global_store_dword v[38:39], v0, off
	v_mov_b32_e32 v0, s3
	v_addc_co_u32_e32 v37, vcc, v0, v37, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fmac_f32_e32 v0, 0x40900000, v49
	v_fma_f32 v0, v49, v0, v52
	v_mul_f32_e32 v23, 0x3d638e39, v21
	v_mul_f32_e32 v25, 0x3d638e39, v53
	v_fma_f32 v0, v23, v0, v25
	v_sub_f32_e32 v0, v0, v3
	v_fmac_f32_e32 v3, s15, v0
	global_store_dword v[36:37], v3, off
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v50
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v34, vcc, s2, v34
	v_fma_f32 v3, v50, v3, v52
	v_addc_co_u32_e32 v35, vcc, v0, v35, vcc
	v_mov_b32_e32 v0, 0x40400000
	v_fma_f32 v3, v23, v3, v25
	v_fmac_f32_e32 v0, 0xc0900000, v49
	v_sub_f32_e32 v3, v3, v7
	v_fma_f32 v0, -v49, v0, v52
	v_fmac_f32_e32 v7, s15, v3
	v_mov_b32_e32 v3, 0x40400000
	v_fma_f32 v0, v23, v0, v25
	v_mov_b32_e32 v33, v1
	v_fmac_f32_e32 v3, 0xc0900000, v50
	v_sub_f32_e32 v0, v0, v5
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_fma_f32 v3, -v50, v3, v52
	v_fmac_f32_e32 v5, s15, v0
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_fma_f32 v3, v23, v3, v25
	v_mov_b32_e32 v31, v1
	v_addc_co_u32_e32 v33, vcc, v0, v33, vcc
	v_sub_f32_e32 v3, v3, v9
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_fmac_f32_e32 v9, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v30, vcc, s2, v30
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0x40900000, v51
	v_fma_f32 v3, v51, v3, v52
	v_fma_f32 v3, v23, v3, v25
	v_mov_b32_e32 v29, v1
	v_sub_f32_e32 v3, v3, v11
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_fmac_f32_e32 v11, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_mov_b32_e32 v3, 0x40400000
	v_fmac_f32_e32 v3, 0xc0900000, v51
	v_fma_f32 v3, -v51, v3, v52
	v_fmac_f32_e32 v25, v23, v3
	v_mov_b32_e32 v27, v1
	v_sub_f32_e32 v3, v25, v13
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_fmac_f32_e32 v13, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v26, vcc, s2, v26
	global_store_dword v[34:35], v5, off
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_add_f32_e32 v3, v49, v50
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	global_store_dword v[32:33], v7, off
	global_store_dword v[30:31], v9, off
	global_store_dword v[28:29], v11, off
	global_store_dword v[26:27], v13, off
	v_mul_f32_e32 v26, 0x3ce38e39, v21
	v_fma_f32 v5, v3, v5, v52
	v_mul_f32_e32 v27, 0x3ce38e39, v53
	v_fma_f32 v5, v26, v5, v27
	v_mov_b32_e32 v25, v1
	v_sub_f32_e32 v5, v5, v15
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_fmac_f32_e32 v15, s15, v5
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, v5, v25, vcc
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0xc0900000, v3
	v_fma_f32 v3, -v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v23, v1
	v_sub_f32_e32 v3, v3, v17
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_fmac_f32_e32 v17, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_add_f32_e32 v3, v49, v51
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v5, v3, v5, v52
	v_fma_f32 v5, v26, v5, v27
	v_mov_b32_e32 v21, v1
	v_sub_f32_e32 v5, v5, v19
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_fmac_f32_e32 v19, s15, v5
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_addc_co_u32_e32 v21, vcc, v5, v21, vcc
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0xc0900000, v3
	v_fma_f32 v3, -v3, v5, v52
	global_store_dword v[24:25], v15, off
	global_store_dword v[22:23], v17, off
	global_store_dword v[20:21], v19, off
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v19, v1
	v_sub_f32_e32 v3, v3, v40
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_fmac_f32_e32 v40, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_add_f32_e32 v3, v50, v51
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v5, v3, v5, v52
	v_fma_f32 v5, v26, v5, v27
	v_mov_b32_e32 v17, v1
	v_sub_f32_e32 v5, v5, v41
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_fmac_f32_e32 v41, s15, v5
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v5, v17, vcc
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0xc0900000, v3
	v_fma_f32 v3, -v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v15, v1
	v_sub_f32_e32 v3, v3, v42
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_fmac_f32_e32 v42, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_sub_f32_e32 v3, v49, v50
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v3, v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v13, v1
	v_sub_f32_e32 v3, v3, v43
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_fmac_f32_e32 v43, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_sub_f32_e32 v3, v50, v49
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v3, v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v11, v1
	v_sub_f32_e32 v3, v3, v44
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_fmac_f32_e32 v44, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	v_sub_f32_e32 v3, v49, v51
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v3, v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v9, v1
	v_sub_f32_e32 v3, v3, v45
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_fmac_f32_e32 v45, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v3, v9, vcc
	v_sub_f32_e32 v3, v51, v49
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v3, v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v7, v1
	v_sub_f32_e32 v3, v3, v46
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_fmac_f32_e32 v46, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_sub_f32_e32 v3, v50, v51
	v_mov_b32_e32 v5, 0x40400000
	v_fmac_f32_e32 v5, 0x40900000, v3
	v_fma_f32 v3, v3, v5, v52
	v_fma_f32 v3, v26, v3, v27
	v_mov_b32_e32 v5, v1
	v_sub_f32_e32 v3, v3, v47
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_fmac_f32_e32 v47, s15, v3
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_mov_b32_e32 v0, 0x40400000
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_sub_f32_e32 v3, v51, v50
	v_fmac_f32_e32 v0, 0x40900000, v3
	v_fmac_f32_e32 v52, v3, v0
	v_fmac_f32_e32 v27, v26, v52
	v_sub_f32_e32 v0, v27, v48
	v_mov_b32_e32 v3, v1
	v_fmac_f32_e32 v48, s15, v0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[18:19], v40, off
	global_store_dword v[16:17], v41, off
	global_store_dword v[14:15], v42, off
	global_store_dword v[12:13], v43, off
	global_store_dword v[10:11], v44, off
	global_store_dword v[8:9], v45, off
	global_store_dword v[6:7], v46, off
	global_store_dword v[4:5], v47, off
	global_store_dword v[0:1], v48, off
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 80
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
; codeLenInByte = 2860
; NumSgprs: 20
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 78
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
