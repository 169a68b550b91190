	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:
	v_bfrev_b32_e32 v1, 28
	v_lshl_or_b32 v1, v0, 12, v1
; %bb.2:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.3:
	v_and_b32_e32 v1, 0x7ff, v0
	v_cvt_f32_u32_e32 v1, v1
	v_mul_f32_e32 v1, 0x33000000, v1
; %bb.4:
	s_or_b64 exec, exec, s[0:1]
	v_bfe_i32 v0, v0, 0, 16
	s_brev_b32 s0, 1
	v_and_or_b32 v0, v0, s0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	fp16c_load, .Lfunc_end0-fp16c_load
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 88
; NumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
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
	s_brev_b32 s0, 50
	v_lshrrev_b32_e32 v1, 16, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_mul_f32_e64 v0, |v0|, s0
	v_rndne_f32_e32 v0, v0
	v_bfe_u32 v3, v2, 12, 1
	s_movk_i32 s0, 0x7ff
	v_cvt_u32_f32_e32 v0, v0
	v_add3_u32 v3, v2, v3, s0
	v_lshrrev_b32_e32 v3, 12, v3
	v_add_u32_e32 v3, 0xfffc8000, v3
	s_mov_b32 s0, 0x38800000
	v_min_u32_e32 v3, 0x7fff, v3
	v_cmp_gt_u32_e32 vcc, s0, v2
	s_mov_b32 s0, 0x8000
	s_nop 0
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_and_or_b32 v0, v1, s0, v0
	v_and_b32_e32 v0, 0xffff, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fp16c_store, .Lfunc_end1-fp16c_store
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 124
; NumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
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
.Lfunc_end2:
	.size	bgk, .Lfunc_end2-bgk
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
	v_bfe_u32 v2, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s13, s6, 16
	s_and_b32 s6, s6, 0xffff
	s_and_b32 s5, s7, 0xffff
	s_mul_i32 s2, s6, s2
	s_load_dwordx2 s[6:7], s[0:1], 0x60
	s_add_i32 s2, s2, s12
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v4, s2, v1
	v_lshl_add_u64 v[6:7], s[14:15], 0, v[2:3]
	v_mov_b32_e32 v1, s3
	v_bfe_u32 v2, v0, 20, 10
	v_mad_u64_u32 v[8:9], s[2:3], s13, v1, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	v_mov_b32_e32 v2, s4
	v_mad_u64_u32 v[12:13], s[2:3], s5, v2, v[0:1]
	v_cmp_gt_u32_e32 vcc, s8, v4
	v_cmp_gt_u32_e64 s[2:3], s9, v8
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_gt_u32_e32 vcc, s10, v12
	s_and_b64 s[2:3], s[2:3], vcc
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB3_87
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_mul_i32 s7, s9, s8
	v_mul_lo_u32 v0, v8, s8
	v_mul_lo_u32 v1, s7, v12
	v_add3_u32 v2, v0, v4, v1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v0, v2, s[2:3]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u16_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_87
; %bb.2:
	v_cmp_ne_u32_e32 vcc, 0, v8
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
	v_mov_b32_e32 v10, s13
	v_mov_b32_e32 v18, s12
	v_mov_b32_e32 v7, s6
	s_xor_b64 exec, exec, s[4:5]
; %bb.5:
	s_add_i32 s6, s9, -1
	s_sub_i32 s9, s7, s8
	v_mov_b32_e32 v10, s9
	v_mov_b32_e32 v18, s6
	v_mov_b32_e32 v7, s9
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v3, 0
	v_cmp_ne_u32_e32 vcc, 0, v12
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
	v_mov_b32_e32 v14, s13
	v_mov_b32_e32 v16, s12
	v_mov_b32_e32 v13, s9
	s_xor_b64 exec, exec, s[4:5]
; %bb.9:
	s_add_i32 s9, s10, -1
	s_sub_i32 s10, s6, s7
	v_mov_b32_e32 v14, s10
	v_mov_b32_e32 v16, s9
	v_mov_b32_e32 v13, s10
; %bb.10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 1, s[0:1]
	global_load_ushort v1, v[0:1], off
                                        ; implicit-def: $vgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x7800, v1
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.11:
	v_bfrev_b32_e32 v0, 28
	v_lshl_or_b32 v5, v1, 12, v0
; %bb.12:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.13:
	v_and_b32_e32 v0, 0x7ff, v1
	v_cvt_f32_u32_e32 v0, v0
	v_mul_f32_e32 v5, 0x33000000, v0
; %bb.14:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s9, s8, -1
	v_mov_b32_e32 v0, s9
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_mov_b32_e32 v21, 0
                                        ; implicit-def: $vgpr11
	s_nop 0
	v_cndmask_b32_e32 v31, -1, v0, vcc
	v_add_u32_e32 v0, s6, v2
	v_add_u32_e32 v20, v0, v31
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[0:1]
	global_load_ushort v9, v[20:21], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0x7800, v9
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.15:
	v_bfrev_b32_e32 v6, 28
	v_lshl_or_b32 v11, v9, 12, v6
; %bb.16:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.17:
	v_and_b32_e32 v6, 0x7ff, v9
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v11, 0x33000000, v6
; %bb.18:
	s_or_b64 exec, exec, s[4:5]
	s_sub_i32 s4, 1, s8
	v_mov_b32_e32 v6, s4
	v_cmp_eq_u32_e32 vcc, s9, v4
	v_add_u32_e32 v4, s6, v0
	v_mov_b32_e32 v21, 0
	v_cndmask_b32_e32 v33, 1, v6, vcc
	v_add_u32_e32 v20, v4, v33
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[0:1]
	global_load_ushort v15, v[20:21], off
                                        ; implicit-def: $vgpr17
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 0x7800, v15
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.19:
	v_bfrev_b32_e32 v6, 28
	v_lshl_or_b32 v17, v15, 12, v6
; %bb.20:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.21:
	v_and_b32_e32 v6, 0x7ff, v15
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v17, 0x33000000, v6
; %bb.22:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v6, s6, v4
	v_add_u32_e32 v20, v7, v6
	v_mov_b32_e32 v21, 0
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[0:1]
	global_load_ushort v19, v[20:21], off
                                        ; implicit-def: $vgpr21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v20, 0x7800, v19
	v_cmp_ne_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.23:
	v_bfrev_b32_e32 v20, 28
	v_lshl_or_b32 v21, v19, 12, v20
; %bb.24:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.25:
	v_and_b32_e32 v20, 0x7ff, v19
	v_cvt_f32_u32_e32 v20, v20
	v_mul_f32_e32 v21, 0x33000000, v20
; %bb.26:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v10, 0, v10
	v_mov_b32_e32 v20, s8
	v_cmp_eq_u32_e32 vcc, v18, v8
	v_add_u32_e32 v8, s6, v6
	v_mov_b32_e32 v23, 0
	v_cndmask_b32_e32 v35, v20, v10, vcc
	v_add_u32_e32 v22, v8, v35
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[0:1]
	global_load_ushort v23, v[22:23], off
                                        ; implicit-def: $vgpr25
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0x7800, v23
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.27:
	v_bfrev_b32_e32 v10, 28
	v_lshl_or_b32 v25, v23, 12, v10
; %bb.28:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.29:
	v_and_b32_e32 v10, 0x7ff, v23
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v25, 0x33000000, v10
; %bb.30:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v10, s6, v8
	v_add_u32_e32 v26, v13, v10
	v_mov_b32_e32 v27, 0
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[0:1]
	global_load_ushort v27, v[26:27], off
                                        ; implicit-def: $vgpr29
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v18, 0x7800, v27
	v_cmp_ne_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.31:
	v_bfrev_b32_e32 v18, 28
	v_lshl_or_b32 v29, v27, 12, v18
; %bb.32:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.33:
	v_and_b32_e32 v18, 0x7ff, v27
	v_cvt_f32_u32_e32 v18, v18
	v_mul_f32_e32 v29, 0x33000000, v18
; %bb.34:
	s_or_b64 exec, exec, s[4:5]
	v_sub_u32_e32 v14, 0, v14
	v_mov_b32_e32 v18, s7
	v_cmp_eq_u32_e32 vcc, v16, v12
	v_add_u32_e32 v12, s6, v10
	v_mov_b32_e32 v39, 0
	v_cndmask_b32_e32 v36, v18, v14, vcc
	v_add_u32_e32 v38, v12, v36
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v37, v[38:39], off
                                        ; implicit-def: $vgpr40
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v14, 0x7800, v37
	v_cmp_ne_u32_e32 vcc, 0, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.35:
	v_bfrev_b32_e32 v14, 28
	v_lshl_or_b32 v40, v37, 12, v14
; %bb.36:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.37:
	v_and_b32_e32 v14, 0x7ff, v37
	v_cvt_f32_u32_e32 v14, v14
	v_mul_f32_e32 v40, 0x33000000, v14
; %bb.38:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v14, s6, v12
	v_add3_u32 v38, v14, v31, v7
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v42, v[38:39], off
                                        ; implicit-def: $vgpr44
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v16, 0x7800, v42
	v_cmp_ne_u32_e32 vcc, 0, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.39:
	v_bfrev_b32_e32 v16, 28
	v_lshl_or_b32 v44, v42, 12, v16
; %bb.40:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.41:
	v_and_b32_e32 v16, 0x7ff, v42
	v_cvt_f32_u32_e32 v16, v16
	v_mul_f32_e32 v44, 0x33000000, v16
; %bb.42:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v16, s6, v14
	v_add3_u32 v38, v35, v33, v16
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v41, v[38:39], off
                                        ; implicit-def: $vgpr43
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v18, 0x7800, v41
	v_cmp_ne_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.43:
	v_bfrev_b32_e32 v18, 28
	v_lshl_or_b32 v43, v41, 12, v18
; %bb.44:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.45:
	v_and_b32_e32 v18, 0x7ff, v41
	v_cvt_f32_u32_e32 v18, v18
	v_mul_f32_e32 v43, 0x33000000, v18
; %bb.46:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s6, v16
	v_add3_u32 v38, v18, v31, v13
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v47, v[38:39], off
                                        ; implicit-def: $vgpr48
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v20, 0x7800, v47
	v_cmp_ne_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.47:
	v_bfrev_b32_e32 v20, 28
	v_lshl_or_b32 v48, v47, 12, v20
; %bb.48:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.49:
	v_and_b32_e32 v20, 0x7ff, v47
	v_cvt_f32_u32_e32 v20, v20
	v_mul_f32_e32 v48, 0x33000000, v20
; %bb.50:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v20, s6, v18
	v_add3_u32 v38, v36, v33, v20
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v45, v[38:39], off
                                        ; implicit-def: $vgpr46
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v22, 0x7800, v45
	v_cmp_ne_u32_e32 vcc, 0, v22
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.51:
	v_bfrev_b32_e32 v22, 28
	v_lshl_or_b32 v46, v45, 12, v22
; %bb.52:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.53:
	v_and_b32_e32 v22, 0x7ff, v45
	v_cvt_f32_u32_e32 v22, v22
	v_mul_f32_e32 v46, 0x33000000, v22
; %bb.54:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v22, s6, v20
	v_add3_u32 v38, v7, v22, v13
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v49, v[38:39], off
                                        ; implicit-def: $vgpr55
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v24, 0x7800, v49
	v_cmp_ne_u32_e32 vcc, 0, v24
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.55:
	v_bfrev_b32_e32 v24, 28
	v_lshl_or_b32 v55, v49, 12, v24
; %bb.56:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.57:
	v_and_b32_e32 v24, 0x7ff, v49
	v_cvt_f32_u32_e32 v24, v24
	v_mul_f32_e32 v55, 0x33000000, v24
; %bb.58:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v24, s6, v22
	v_add3_u32 v38, v36, v35, v24
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v60, v[38:39], off
                                        ; implicit-def: $vgpr61
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v26, 0x7800, v60
	v_cmp_ne_u32_e32 vcc, 0, v26
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.59:
	v_bfrev_b32_e32 v26, 28
	v_lshl_or_b32 v61, v60, 12, v26
; %bb.60:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.61:
	v_and_b32_e32 v26, 0x7ff, v60
	v_cvt_f32_u32_e32 v26, v26
	v_mul_f32_e32 v61, 0x33000000, v26
; %bb.62:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v26, s6, v24
	v_add3_u32 v38, v35, v31, v26
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[0:1]
	global_load_ushort v38, v[38:39], off
                                        ; implicit-def: $vgpr50
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v28, 0x7800, v38
	v_cmp_ne_u32_e32 vcc, 0, v28
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.63:
	v_bfrev_b32_e32 v28, 28
	v_lshl_or_b32 v50, v38, 12, v28
; %bb.64:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.65:
	v_and_b32_e32 v28, 0x7ff, v38
	v_cvt_f32_u32_e32 v28, v28
	v_mul_f32_e32 v50, 0x33000000, v28
; %bb.66:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v28, s6, v26
	v_add3_u32 v52, v28, v33, v7
	v_mov_b32_e32 v53, 0
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[0:1]
	global_load_ushort v62, v[52:53], off
                                        ; implicit-def: $vgpr63
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v30, 0x7800, v62
	v_cmp_ne_u32_e32 vcc, 0, v30
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.67:
	v_bfrev_b32_e32 v30, 28
	v_lshl_or_b32 v63, v62, 12, v30
; %bb.68:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.69:
	v_and_b32_e32 v30, 0x7ff, v62
	v_cvt_f32_u32_e32 v30, v30
	v_mul_f32_e32 v63, 0x33000000, v30
; %bb.70:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v30, s6, v28
	v_add3_u32 v52, v36, v31, v30
	v_mov_b32_e32 v53, 0
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[0:1]
	global_load_ushort v39, v[52:53], off
                                        ; implicit-def: $vgpr51
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v31, 0x7800, v39
	v_cmp_ne_u32_e32 vcc, 0, v31
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.71:
	v_bfrev_b32_e32 v31, 28
	v_lshl_or_b32 v51, v39, 12, v31
; %bb.72:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.73:
	v_and_b32_e32 v31, 0x7ff, v39
	v_cvt_f32_u32_e32 v31, v31
	v_mul_f32_e32 v51, 0x33000000, v31
; %bb.74:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v32, s6, v30
	v_add3_u32 v52, v32, v33, v13
	v_mov_b32_e32 v53, 0
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[0:1]
	global_load_ushort v33, v[52:53], off
                                        ; implicit-def: $vgpr64
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v31, 0x7800, v33
	v_cmp_ne_u32_e32 vcc, 0, v31
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.75:
	v_bfrev_b32_e32 v31, 28
	v_lshl_or_b32 v64, v33, 12, v31
; %bb.76:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.77:
	v_and_b32_e32 v31, 0x7ff, v33
	v_cvt_f32_u32_e32 v31, v31
	v_mul_f32_e32 v64, 0x33000000, v31
; %bb.78:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v34, s6, v32
	v_add3_u32 v52, v34, v36, v7
	v_mov_b32_e32 v53, 0
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[0:1]
	global_load_ushort v7, v[52:53], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v31, 0x7800, v7
	v_cmp_ne_u32_e32 vcc, 0, v31
                                        ; implicit-def: $vgpr31
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.79:
	v_bfrev_b32_e32 v31, 28
	v_lshl_or_b32 v31, v7, 12, v31
; %bb.80:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.81:
	v_and_b32_e32 v31, 0x7ff, v7
	v_cvt_f32_u32_e32 v31, v31
	v_mul_f32_e32 v31, 0x33000000, v31
; %bb.82:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v36, s6, v34
	v_add3_u32 v52, v36, v35, v13
	v_mov_b32_e32 v53, 0
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[0:1]
	global_load_ushort v13, v[52:53], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v35, 0x7800, v13
	v_cmp_ne_u32_e32 vcc, 0, v35
                                        ; implicit-def: $vgpr35
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.83:
	v_bfrev_b32_e32 v35, 28
	v_lshl_or_b32 v35, v13, 12, v35
; %bb.84:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.85:
	v_and_b32_e32 v35, 0x7ff, v13
	v_cvt_f32_u32_e32 v35, v35
	v_mul_f32_e32 v35, 0x33000000, v35
; %bb.86:
	s_or_b64 exec, exec, s[0:1]
	s_brev_b32 s0, 1
	v_lshlrev_b32_e32 v15, 16, v15
	v_lshlrev_b32_e32 v9, 16, v9
	v_lshlrev_b32_e32 v1, 16, v1
	v_and_or_b32 v15, v15, s0, v17
	v_and_or_b32 v9, v9, s0, v11
	v_and_or_b32 v1, v1, s0, v5
	v_lshlrev_b32_e32 v5, 16, v27
	v_and_or_b32 v59, v5, s0, v29
	v_add_f32_e32 v5, v9, v15
	v_add_f32_e32 v58, v5, v1
	v_lshlrev_b32_e32 v5, 16, v37
	v_and_or_b32 v57, v5, s0, v40
	v_lshlrev_b32_e32 v5, 16, v23
	v_and_or_b32 v66, v5, s0, v25
	v_lshlrev_b32_e32 v5, 16, v19
	v_and_or_b32 v68, v5, s0, v21
	v_add_f32_e32 v56, v68, v66
	v_pk_add_f32 v[52:53], v[58:59], v[56:57]
	v_lshlrev_b32_e32 v5, 16, v45
	v_mov_b32_e32 v40, v53
	v_lshlrev_b32_e32 v39, 16, v39
	v_lshlrev_b32_e32 v38, 16, v38
	v_lshlrev_b32_e32 v47, 16, v47
	v_lshlrev_b32_e32 v42, 16, v42
	v_pk_add_f32 v[70:71], v[52:53], v[40:41]
	v_and_or_b32 v53, v5, s0, v46
	v_lshlrev_b32_e32 v5, 16, v41
	v_and_or_b32 v39, v39, s0, v51
	v_and_or_b32 v38, v38, s0, v50
	v_and_or_b32 v51, v47, s0, v48
	v_and_or_b32 v50, v42, s0, v44
	v_and_or_b32 v54, v5, s0, v43
	v_add_f32_e32 v52, v50, v54
	v_mov_b32_e32 v71, v51
	v_pk_add_f32 v[40:41], v[70:71], v[52:53]
	v_lshlrev_b32_e32 v5, 16, v60
	v_mov_b32_e32 v42, v41
	v_and_or_b32 v25, v5, s0, v61
	v_lshlrev_b32_e32 v5, 16, v49
	v_pk_add_f32 v[40:41], v[40:41], v[42:43]
	v_and_or_b32 v23, v5, s0, v55
	v_lshlrev_b32_e32 v5, 16, v62
	v_and_or_b32 v49, v5, s0, v63
	v_add_f32_e32 v48, v23, v25
	v_mov_b32_e32 v41, v38
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_lshlrev_b32_e32 v5, 16, v33
	v_mov_b32_e32 v42, v41
	v_mov_b32_e32 v55, v53
	v_pk_add_f32 v[46:47], v[40:41], v[42:43]
	v_and_or_b32 v43, v5, s0, v64
	v_sub_f32_e32 v5, v9, v15
	v_pk_add_f32 v[40:41], v[50:51], v[54:55] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v42, v49
	v_add_f32_e32 v5, v5, v40
	v_add_f32_e32 v5, v5, v41
	v_pk_add_f32 v[44:45], v[38:39], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v69, v59
	v_add_f32_e32 v5, v5, v44
	v_mov_b32_e32 v67, v57
	v_add_f32_e32 v5, v5, v45
	v_pk_add_f32 v[44:45], v[68:69], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_lshlrev_b32_e32 v7, 16, v7
	v_pk_add_f32 v[40:41], v[44:45], v[40:41]
	v_sub_f32_e32 v44, v23, v25
	v_pk_add_f32 v[40:41], v[40:41], v[44:45] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[42:43], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	s_movk_i32 s1, 0x7ff
	v_pk_add_f32 v[60:61], v[40:41], v[44:45]
	v_and_or_b32 v45, v7, s0, v31
	v_lshlrev_b32_e32 v7, 16, v13
	v_and_or_b32 v41, v7, s0, v35
	v_add_f32_e32 v40, v39, v43
	v_mov_b32_e32 v47, v45
	v_pk_add_f32 v[46:47], v[46:47], v[40:41]
	v_mov_b32_e32 v44, v41
	v_add_f32_e32 v7, v46, v47
	v_add_f32_e32 v17, 1.0, v7
	v_frexp_mant_f32_e32 v7, v17
	v_rcp_f32_e32 v7, v7
	v_mov_b32_e32 v40, v45
	v_frexp_exp_i32_f32_e32 v11, v17
	v_pk_add_f32 v[62:63], v[44:45], v[40:41] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v11, 0, v11
	v_pk_add_f32 v[60:61], v[60:61], v[62:63] op_sel:[0,1] op_sel_hi:[1,0]
	v_ldexp_f32 v40, v7, v11
	v_pk_mul_f32 v[46:47], v[60:61], v[40:41] op_sel_hi:[1,0]
	v_mul_f32_e32 v33, v5, v40
	v_mul_f32_e32 v5, v46, v46
	v_fmac_f32_e32 v5, v33, v33
	v_fmac_f32_e32 v5, v47, v47
	v_mul_f32_e32 v37, 0xbfc00000, v5
	v_add_f32_e32 v19, -1.0, v17
	v_mul_f32_e32 v5, 0x3eaaaaab, v17
	v_add_f32_e32 v7, 0, v37
	v_mul_f32_e32 v11, 0x3eaaaaab, v19
	v_fmac_f32_e32 v11, v5, v7
	v_sub_f32_e32 v5, v11, v1
	v_fmac_f32_e32 v1, s11, v5
	s_brev_b32 s0, 50
	v_mul_f32_e64 v5, |v1|, s0
	v_and_b32_e32 v7, 0x7fffffff, v1
	v_rndne_f32_e32 v5, v5
	v_bfe_u32 v11, v7, 12, 1
	v_cvt_u32_f32_e32 v5, v5
	v_add3_u32 v11, v7, v11, s1
	v_lshrrev_b32_e32 v11, 12, v11
	v_add_u32_e32 v11, 0xfffc8000, v11
	s_mov_b32 s4, 0x38800000
	v_min_u32_e32 v11, 0x7fff, v11
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_lshrrev_b32_e32 v1, 16, v1
	s_mov_b32 s5, 0x8000
	v_cndmask_b32_e32 v5, v11, v5, vcc
	v_and_or_b32 v1, v1, s5, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[2:3]
	v_mov_b32_e32 v40, 0x40400000
	global_store_short v[2:3], v1, off
	v_fmamk_f32 v1, v33, 0x40900000, v40
	v_fma_f32 v1, v33, v1, v37
	v_mul_f32_e32 v13, 0x3d638e39, v17
	v_mul_f32_e32 v21, 0x3d638e39, v19
	v_fma_f32 v1, v13, v1, v21
	v_sub_f32_e32 v1, v1, v9
	v_fmac_f32_e32 v9, s11, v1
	v_mul_f32_e64 v1, |v9|, s0
	v_and_b32_e32 v2, 0x7fffffff, v9
	v_rndne_f32_e32 v1, v1
	v_bfe_u32 v3, v2, 12, 1
	v_cvt_u32_f32_e32 v1, v1
	v_add3_u32 v3, v2, v3, s1
	v_lshrrev_b32_e32 v3, 12, v3
	v_add_u32_e32 v3, 0xfffc8000, v3
	v_min_u32_e32 v3, 0x7fff, v3
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v2, 16, v9
	s_nop 0
	v_cndmask_b32_e32 v1, v3, v1, vcc
	v_and_or_b32 v5, v2, s5, v1
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], v[0:1], 1, s[2:3]
	v_fmamk_f32 v0, v33, 0xc0900000, v40
	v_fma_f32 v0, -v33, v0, v37
	v_fma_f32 v0, v13, v0, v21
	v_sub_f32_e32 v0, v0, v15
	v_fmac_f32_e32 v15, s11, v0
	global_store_short v[2:3], v5, off
	v_mul_f32_e64 v0, |v15|, s0
	v_and_b32_e32 v2, 0x7fffffff, v15
	v_rndne_f32_e32 v0, v0
	v_bfe_u32 v3, v2, 12, 1
	v_cvt_u32_f32_e32 v0, v0
	v_add3_u32 v3, v2, v3, s1
	v_lshrrev_b32_e32 v3, 12, v3
	v_add_u32_e32 v3, 0xfffc8000, v3
	v_min_u32_e32 v3, 0x7fff, v3
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v2, 16, v15
	v_mov_b32_e32 v5, v1
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_and_or_b32 v0, v2, s5, v0
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_fmamk_f32 v0, v46, 0x40900000, v40
	v_fma_f32 v0, v46, v0, v37
	v_fma_f32 v0, v13, v0, v21
	v_sub_f32_e32 v0, v0, v68
	v_fmac_f32_e32 v68, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v68
	v_mul_f32_e64 v3, |v68|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v4, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v4, v2, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v68
	v_mov_b32_e32 v7, v1
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_fmamk_f32 v0, v46, 0xc0900000, v40
	v_fma_f32 v0, -v46, v0, v37
	v_fma_f32 v0, v13, v0, v21
	v_sub_f32_e32 v0, v0, v66
	v_fmac_f32_e32 v66, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v66
	v_mul_f32_e64 v3, |v66|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v4, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v4, v2, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v66
	v_mov_b32_e32 v9, v1
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[8:9], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_fmamk_f32 v0, v47, 0x40900000, v40
	v_fma_f32 v0, v47, v0, v37
	v_fma_f32 v0, v13, v0, v21
	v_sub_f32_e32 v0, v0, v59
	v_fmac_f32_e32 v59, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v59
	v_mul_f32_e64 v3, |v59|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v4, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v4, v2, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v59
	v_mov_b32_e32 v11, v1
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[10:11], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_fmamk_f32 v0, v47, 0xc0900000, v40
	v_fma_f32 v0, -v47, v0, v37
	v_fmac_f32_e32 v21, v13, v0
	v_sub_f32_e32 v0, v21, v57
	v_fmac_f32_e32 v57, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v57
	v_mul_f32_e64 v3, |v57|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v4, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v4, v2, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v57
	v_mov_b32_e32 v13, v1
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[12:13], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_add_f32_e32 v0, v33, v46
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_mul_f32_e32 v4, 0x3ce38e39, v17
	v_fma_f32 v2, v0, v2, v37
	v_mul_f32_e32 v5, 0x3ce38e39, v19
	v_fma_f32 v2, v4, v2, v5
	v_sub_f32_e32 v2, v2, v50
	v_fmac_f32_e32 v50, s11, v2
	v_and_b32_e32 v3, 0x7fffffff, v50
	v_mul_f32_e64 v6, |v50|, s0
	v_rndne_f32_e32 v6, v6
	v_bfe_u32 v7, v3, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v7, v3, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v2, 16, v50
	v_mov_b32_e32 v15, v1
	v_cndmask_b32_e32 v3, v7, v6, vcc
	v_and_or_b32 v6, v2, s5, v3
	v_lshl_add_u64 v[2:3], v[14:15], 1, s[2:3]
	global_store_short v[2:3], v6, off
	v_fmamk_f32 v2, v0, 0xc0900000, v40
	v_fma_f32 v0, -v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v54
	v_fmac_f32_e32 v54, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v54
	v_mul_f32_e64 v3, |v54|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v54
	v_mov_b32_e32 v17, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[16:17], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_add_f32_e32 v0, v33, v47
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v2, v0, v2, v37
	v_fma_f32 v2, v4, v2, v5
	v_sub_f32_e32 v2, v2, v51
	v_fmac_f32_e32 v51, s11, v2
	v_and_b32_e32 v3, 0x7fffffff, v51
	v_mul_f32_e64 v6, |v51|, s0
	v_rndne_f32_e32 v6, v6
	v_bfe_u32 v7, v3, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v7, v3, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v2, 16, v51
	v_mov_b32_e32 v19, v1
	v_cndmask_b32_e32 v3, v7, v6, vcc
	v_and_or_b32 v6, v2, s5, v3
	v_lshl_add_u64 v[2:3], v[18:19], 1, s[2:3]
	global_store_short v[2:3], v6, off
	v_fmamk_f32 v2, v0, 0xc0900000, v40
	v_fma_f32 v0, -v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v53
	v_fmac_f32_e32 v53, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v53
	v_mul_f32_e64 v3, |v53|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v53
	v_mov_b32_e32 v21, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[20:21], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_add_f32_e32 v0, v46, v47
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v2, v0, v2, v37
	v_fma_f32 v2, v4, v2, v5
	v_sub_f32_e32 v2, v2, v23
	v_fmac_f32_e32 v23, s11, v2
	v_and_b32_e32 v3, 0x7fffffff, v23
	v_mul_f32_e64 v6, |v23|, s0
	v_rndne_f32_e32 v6, v6
	v_bfe_u32 v7, v3, 12, 1
	v_cvt_u32_f32_e32 v6, v6
	v_add3_u32 v7, v3, v7, s1
	v_lshrrev_b32_e32 v7, 12, v7
	v_add_u32_e32 v7, 0xfffc8000, v7
	v_min_u32_e32 v7, 0x7fff, v7
	v_cmp_gt_u32_e32 vcc, s4, v3
	v_lshrrev_b32_e32 v2, 16, v23
	v_mov_b32_e32 v23, v1
	v_cndmask_b32_e32 v3, v7, v6, vcc
	v_and_or_b32 v6, v2, s5, v3
	v_lshl_add_u64 v[2:3], v[22:23], 1, s[2:3]
	global_store_short v[2:3], v6, off
	v_fmamk_f32 v2, v0, 0xc0900000, v40
	v_fma_f32 v0, -v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v25
	v_fmac_f32_e32 v25, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v25
	v_mul_f32_e64 v3, |v25|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v25
	v_mov_b32_e32 v25, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[24:25], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v33, v46
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v0, v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v38
	v_fmac_f32_e32 v38, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v38
	v_mul_f32_e64 v3, |v38|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v38
	v_mov_b32_e32 v27, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[26:27], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v46, v33
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v0, v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v49
	v_fmac_f32_e32 v49, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v49
	v_mul_f32_e64 v3, |v49|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v49
	v_mov_b32_e32 v29, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[28:29], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v33, v47
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v0, v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v39
	v_fmac_f32_e32 v39, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v39
	v_mul_f32_e64 v3, |v39|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v39
	v_mov_b32_e32 v31, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[30:31], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v47, v33
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v0, v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v43
	v_fmac_f32_e32 v43, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v43
	v_mul_f32_e64 v3, |v43|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v43
	v_mov_b32_e32 v33, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[32:33], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v46, v47
	v_fmamk_f32 v2, v0, 0x40900000, v40
	v_fma_f32 v0, v0, v2, v37
	v_fma_f32 v0, v4, v0, v5
	v_sub_f32_e32 v0, v0, v45
	v_fmac_f32_e32 v45, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v45
	v_mul_f32_e64 v3, |v45|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v6, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v6, v2, v6, s1
	v_lshrrev_b32_e32 v6, 12, v6
	v_add_u32_e32 v6, 0xfffc8000, v6
	v_min_u32_e32 v6, 0x7fff, v6
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v45
	v_mov_b32_e32 v35, v1
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_and_or_b32 v0, v0, s5, v2
	v_lshl_add_u64 v[2:3], v[34:35], 1, s[2:3]
	global_store_short v[2:3], v0, off
	v_sub_f32_e32 v0, v47, v46
	v_fmac_f32_e32 v40, 0x40900000, v0
	v_fmac_f32_e32 v37, v0, v40
	v_fmac_f32_e32 v5, v4, v37
	v_sub_f32_e32 v0, v5, v41
	v_fmac_f32_e32 v41, s11, v0
	v_and_b32_e32 v2, 0x7fffffff, v41
	v_mul_f32_e64 v3, |v41|, s0
	v_rndne_f32_e32 v3, v3
	v_bfe_u32 v4, v2, 12, 1
	v_cvt_u32_f32_e32 v3, v3
	v_add3_u32 v4, v2, v4, s1
	v_lshrrev_b32_e32 v4, 12, v4
	v_add_u32_e32 v4, 0xfffc8000, v4
	v_min_u32_e32 v4, 0x7fff, v4
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_lshrrev_b32_e32 v0, 16, v41
	v_mov_b32_e32 v37, v1
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_and_or_b32 v2, v0, s5, v2
	v_lshl_add_u64 v[0:1], v[36:37], 1, s[2:3]
	global_store_short v[0:1], v2, off
.LBB3_87:
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 72
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
.Lfunc_end3:
	.size	lbm_d3q19, .Lfunc_end3-lbm_d3q19
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5372
; NumSgprs: 22
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 72
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
