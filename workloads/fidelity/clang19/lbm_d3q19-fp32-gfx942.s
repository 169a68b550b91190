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
	v_add3_u32 v26, v1, v4, v3
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v1, v26, s[2:3]
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
	v_mov_b32_e32 v27, 0
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
	v_mov_b32_e32 v6, s7
	v_add_u32_e32 v28, s6, v26
	v_cndmask_b32_e32 v2, -1, v1, vcc
	v_mov_b32_e32 v1, s5
	v_cmp_eq_u32_e32 vcc, s4, v4
	v_add_u32_e32 v32, s6, v28
	v_add_u32_e32 v36, s6, v32
	v_cndmask_b32_e32 v4, 1, v1, vcc
	v_sub_u32_e32 v1, 0, v7
	v_cmp_eq_u32_e32 vcc, v8, v0
	v_add_u32_e32 v0, v28, v2
	v_add_u32_e32 v40, s6, v36
	v_cndmask_b32_e32 v7, v6, v1, vcc
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[30:31], v[0:1], 2, s[0:1]
	v_add_u32_e32 v0, v32, v4
	v_lshl_add_u64 v[34:35], v[0:1], 2, s[0:1]
	v_add_u32_e32 v0, v3, v36
	v_lshl_add_u64 v[38:39], v[0:1], 2, s[0:1]
	v_add_u32_e32 v0, v40, v9
	v_add_u32_e32 v44, s6, v40
	v_lshl_add_u64 v[42:43], v[0:1], 2, s[0:1]
	v_add_u32_e32 v0, v5, v44
	v_add_u32_e32 v48, s6, v44
	v_lshl_add_u64 v[46:47], v[0:1], 2, s[0:1]
	v_add_u32_e32 v0, v48, v7
	v_add_u32_e32 v24, s6, v48
	v_lshl_add_u64 v[50:51], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v24, v2, v3
	v_add_u32_e32 v22, s6, v24
	v_lshl_add_u64 v[52:53], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v9, v4, v22
	v_add_u32_e32 v20, s6, v22
	v_lshl_add_u64 v[54:55], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v20, v2, v5
	v_add_u32_e32 v18, s6, v20
	v_lshl_add_u64 v[56:57], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v7, v4, v18
	v_add_u32_e32 v16, s6, v18
	v_lshl_add_u64 v[58:59], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v3, v16, v5
	v_add_u32_e32 v14, s6, v16
	v_lshl_add_u64 v[60:61], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v7, v9, v14
	v_add_u32_e32 v12, s6, v14
	v_lshl_add_u64 v[62:63], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v9, v2, v12
	v_add_u32_e32 v10, s6, v12
	v_lshl_add_u64 v[64:65], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v10, v4, v3
	v_add_u32_e32 v8, s6, v10
	v_lshl_add_u64 v[66:67], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v7, v2, v8
	v_add_u32_e32 v6, s6, v8
	v_lshl_add_u64 v[68:69], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v6, v4, v5
	v_add_u32_e32 v4, s6, v6
	v_lshl_add_u64 v[70:71], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v4, v7, v3
	v_add_u32_e32 v2, s6, v4
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_lshl_add_u64 v[72:73], v[0:1], 2, s[0:1]
	v_add3_u32 v0, v2, v9, v5
	v_lshl_add_u64 v[74:75], s[0:1], 0, v[26:27]
	global_load_dword v3, v[74:75], off
	global_load_dword v5, v[30:31], off
	global_load_dword v7, v[34:35], off
	global_load_dword v9, v[38:39], off
	global_load_dword v11, v[42:43], off
	global_load_dword v13, v[46:47], off
                                        ; kill: killed $vgpr46_vgpr47
                                        ; kill: killed $vgpr42_vgpr43
                                        ; kill: killed $vgpr38_vgpr39
                                        ; kill: killed $vgpr34_vgpr35
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr74_vgpr75
	global_load_dword v15, v[50:51], off
	global_load_dword v17, v[52:53], off
	global_load_dword v19, v[54:55], off
	global_load_dword v34, v[56:57], off
	global_load_dword v35, v[58:59], off
	global_load_dword v38, v[60:61], off
	global_load_dword v39, v[62:63], off
	global_load_dword v42, v[64:65], off
	global_load_dword v43, v[66:67], off
	global_load_dword v46, v[68:69], off
	global_load_dword v47, v[70:71], off
	global_load_dword v74, v[72:73], off
	v_lshl_add_u64 v[30:31], v[0:1], 2, s[0:1]
	global_load_dword v30, v[30:31], off
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[26:27]
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v45, v1
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v0, v5, v7
	v_add_f32_e32 v0, v3, v0
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v21, v9, v11
	v_add_f32_e32 v0, v0, v21
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v21, v13, v15
	v_add_f32_e32 v0, v0, v21
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v21, v17, v19
	v_add_f32_e32 v0, v0, v21
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v21, v34, v35
	v_add_f32_e32 v0, v0, v21
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v21, v38, v39
	v_add_f32_e32 v0, v0, v21
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v21, v42, v43
	v_add_f32_e32 v0, v0, v21
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v21, v46, v47
	v_add_f32_e32 v0, v0, v21
	v_sub_f32_e32 v25, v17, v19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v21, v74, v30
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, 1.0, v0
	v_frexp_mant_f32_e32 v21, v0
	v_rcp_f32_e32 v21, v21
	v_frexp_exp_i32_f32_e32 v23, v0
	v_sub_u32_e32 v23, 0, v23
	v_sub_f32_e32 v29, v34, v35
	v_ldexp_f32 v21, v21, v23
	v_sub_f32_e32 v23, v5, v7
	v_add_f32_e32 v23, v23, v25
	v_add_f32_e32 v23, v23, v29
	v_sub_f32_e32 v31, v42, v43
	v_add_f32_e32 v23, v23, v31
	v_sub_f32_e32 v31, v46, v47
	v_add_f32_e32 v23, v23, v31
	v_sub_f32_e32 v31, v9, v11
	v_add_f32_e32 v25, v31, v25
	v_sub_f32_e32 v31, v38, v39
	v_add_f32_e32 v25, v25, v31
	v_sub_f32_e32 v33, v43, v42
	v_add_f32_e32 v25, v25, v33
	v_sub_f32_e32 v33, v74, v30
	v_add_f32_e32 v25, v25, v33
	v_sub_f32_e32 v33, v13, v15
	v_add_f32_e32 v29, v33, v29
	v_add_f32_e32 v29, v29, v31
	v_sub_f32_e32 v31, v47, v46
	v_add_f32_e32 v29, v29, v31
	v_sub_f32_e32 v31, v30, v74
	v_add_f32_e32 v29, v29, v31
	v_mul_f32_e32 v50, v25, v21
	v_mul_f32_e32 v31, v23, v21
	v_mul_f32_e32 v51, v29, v21
	v_mul_f32_e32 v21, v50, v50
	v_fmac_f32_e32 v21, v31, v31
	v_fmac_f32_e32 v21, v51, v51
	v_mul_f32_e32 v52, 0xbfc00000, v21
	v_add_f32_e32 v25, -1.0, v0
	v_mul_f32_e32 v21, 0x3eaaaaab, v0
	v_add_f32_e32 v23, 0, v52
	v_mul_f32_e32 v29, 0x3eaaaaab, v25
	v_fmac_f32_e32 v29, v21, v23
	v_sub_f32_e32 v21, v29, v3
	v_fmac_f32_e32 v3, s11, v21
	global_store_dword v[26:27], v3, off
	v_mov_b32_e32 v3, 0x40400000
	v_fmamk_f32 v21, v31, 0x40900000, v3
	v_fma_f32 v21, v31, v21, v52
	v_mul_f32_e32 v23, 0x3d638e39, v0
	v_mul_f32_e32 v49, 0x3d638e39, v25
	v_fma_f32 v21, v23, v21, v49
	v_sub_f32_e32 v21, v21, v5
	v_mov_b32_e32 v29, v1
	v_fmac_f32_e32 v5, s11, v21
	v_lshl_add_u64 v[26:27], v[28:29], 2, s[2:3]
	global_store_dword v[26:27], v5, off
	v_fmamk_f32 v5, v31, 0xc0900000, v3
	v_fma_f32 v5, -v31, v5, v52
	v_fma_f32 v5, v23, v5, v49
	v_sub_f32_e32 v5, v5, v7
	v_fmac_f32_e32 v7, s11, v5
	v_fmamk_f32 v5, v50, 0x40900000, v3
	v_fma_f32 v5, v50, v5, v52
	v_fma_f32 v5, v23, v5, v49
	v_sub_f32_e32 v5, v5, v9
	v_fmac_f32_e32 v9, s11, v5
	v_fmamk_f32 v5, v50, 0xc0900000, v3
	v_fma_f32 v5, -v50, v5, v52
	v_fma_f32 v5, v23, v5, v49
	v_sub_f32_e32 v5, v5, v11
	v_fmac_f32_e32 v11, s11, v5
	v_fmamk_f32 v5, v51, 0x40900000, v3
	v_fma_f32 v5, v51, v5, v52
	v_fma_f32 v5, v23, v5, v49
	v_sub_f32_e32 v5, v5, v13
	v_mov_b32_e32 v33, v1
	v_fmac_f32_e32 v13, s11, v5
	v_fmamk_f32 v5, v51, 0xc0900000, v3
	v_lshl_add_u64 v[26:27], v[32:33], 2, s[2:3]
	v_fma_f32 v5, -v51, v5, v52
	global_store_dword v[26:27], v7, off
	v_lshl_add_u64 v[26:27], v[36:37], 2, s[2:3]
	v_fmac_f32_e32 v49, v23, v5
	global_store_dword v[26:27], v9, off
	v_lshl_add_u64 v[26:27], v[40:41], 2, s[2:3]
	v_sub_f32_e32 v5, v49, v15
	global_store_dword v[26:27], v11, off
	v_lshl_add_u64 v[26:27], v[44:45], 2, s[2:3]
	v_fmac_f32_e32 v15, s11, v5
	v_mov_b32_e32 v49, v1
	v_add_f32_e32 v5, v31, v50
	global_store_dword v[26:27], v13, off
	v_lshl_add_u64 v[26:27], v[48:49], 2, s[2:3]
	v_fmamk_f32 v7, v5, 0x40900000, v3
	global_store_dword v[26:27], v15, off
	v_mul_f32_e32 v0, 0x3ce38e39, v0
	v_fma_f32 v7, v5, v7, v52
	v_mul_f32_e32 v26, 0x3ce38e39, v25
	v_fma_f32 v7, v0, v7, v26
	v_sub_f32_e32 v7, v7, v17
	v_fmac_f32_e32 v17, s11, v7
	v_fmamk_f32 v7, v5, 0xc0900000, v3
	v_fma_f32 v5, -v5, v7, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v19
	v_fmac_f32_e32 v19, s11, v5
	v_add_f32_e32 v5, v31, v51
	v_fmamk_f32 v7, v5, 0x40900000, v3
	v_fma_f32 v7, v5, v7, v52
	v_fma_f32 v7, v0, v7, v26
	v_sub_f32_e32 v7, v7, v34
	v_fmac_f32_e32 v34, s11, v7
	v_fmamk_f32 v7, v5, 0xc0900000, v3
	v_fma_f32 v5, -v5, v7, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v35
	v_fmac_f32_e32 v35, s11, v5
	v_add_f32_e32 v5, v50, v51
	v_fmamk_f32 v7, v5, 0x40900000, v3
	v_fma_f32 v7, v5, v7, v52
	v_fma_f32 v7, v0, v7, v26
	v_sub_f32_e32 v7, v7, v38
	v_fmac_f32_e32 v38, s11, v7
	v_fmamk_f32 v7, v5, 0xc0900000, v3
	v_fma_f32 v5, -v5, v7, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v39
	v_fmac_f32_e32 v39, s11, v5
	v_sub_f32_e32 v5, v31, v50
	v_fmamk_f32 v7, v5, 0x40900000, v3
	v_fma_f32 v5, v5, v7, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v42
	v_fmac_f32_e32 v42, s11, v5
	v_sub_f32_e32 v5, v50, v31
	v_fmamk_f32 v7, v5, 0x40900000, v3
	v_fma_f32 v5, v5, v7, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v43
	v_fmac_f32_e32 v43, s11, v5
	v_sub_f32_e32 v5, v31, v51
	v_fmamk_f32 v7, v5, 0x40900000, v3
	v_fma_f32 v5, v5, v7, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v46
	v_fmac_f32_e32 v46, s11, v5
	v_sub_f32_e32 v5, v51, v31
	v_fmamk_f32 v7, v5, 0x40900000, v3
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v23, v1
	v_fma_f32 v5, v5, v7, v52
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[2:3]
	v_fma_f32 v5, v0, v5, v26
	global_store_dword v[24:25], v17, off
	global_store_dword v[22:23], v19, off
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v9, v1
	v_sub_f32_e32 v5, v5, v47
	v_mov_b32_e32 v7, v1
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[2:3]
	v_fmac_f32_e32 v47, s11, v5
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	v_sub_f32_e32 v5, v50, v51
	global_store_dword v[20:21], v34, off
	global_store_dword v[18:19], v35, off
	global_store_dword v[16:17], v38, off
	global_store_dword v[14:15], v39, off
	global_store_dword v[12:13], v42, off
	global_store_dword v[10:11], v43, off
	global_store_dword v[8:9], v46, off
	global_store_dword v[6:7], v47, off
	v_fmamk_f32 v6, v5, 0x40900000, v3
	v_fma_f32 v5, v5, v6, v52
	v_fma_f32 v5, v0, v5, v26
	v_sub_f32_e32 v5, v5, v74
	v_fmac_f32_e32 v74, s11, v5
	v_mov_b32_e32 v5, v1
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[2:3]
	global_store_dword v[4:5], v74, off
	v_sub_f32_e32 v4, v51, v50
	v_fmac_f32_e32 v3, 0x40900000, v4
	v_fmac_f32_e32 v52, v4, v3
	v_fmac_f32_e32 v26, v0, v52
	v_sub_f32_e32 v0, v26, v30
	v_mov_b32_e32 v3, v1
	v_fmac_f32_e32 v30, s11, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[2:3]
	global_store_dword v[0:1], v30, off
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 76
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
; codeLenInByte = 2288
; NumSgprs: 22
; NumVgprs: 76
; NumAgprs: 0
; TotalNumVgprs: 76
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
    .vgpr_count:     76
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
