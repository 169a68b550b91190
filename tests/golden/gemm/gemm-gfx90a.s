	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	gemm_f16_nt             ; -- Begin function gemm_f16_nt
	.globl	gemm_f16_nt
	.p2align	8
	.type	gemm_f16_nt,@function
gemm_f16_nt:                            ; @gemm_f16_nt
; %bb.0:
	s_load_dword s9, s[6:7], 0x28
	s_load_dwordx4 s[0:3], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s9, 2
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_load_dword s4, s[4:5], 0xc
	s_abs_i32 s5, s9
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s14, 0, s5
	s_abs_i32 s13, s8
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s11, s4, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_lshr_b32 s11, s11, 23
	s_ashr_i32 s10, s8, 31
	s_add_i32 s4, s4, s11
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s12, s9, 31
	s_ashr_i32 s11, s4, 9
	s_xor_b32 s10, s10, s12
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s13, s15
	s_mul_i32 s16, s14, s5
	s_sub_i32 s13, s13, s16
	s_add_i32 s16, s14, 1
	s_sub_i32 s17, s13, s5
	s_cmp_ge_u32 s13, s5
	s_cselect_b32 s14, s16, s14
	s_cselect_b32 s13, s17, s13
	s_add_i32 s16, s14, 1
	s_cmp_ge_u32 s13, s5
	s_cselect_b32 s13, s16, s14
	s_xor_b32 s13, s13, s10
	s_sub_i32 s10, s13, s10
	s_mul_i32 s9, s10, s9
	s_sub_i32 s8, s8, s9
	s_abs_i32 s9, s11
	s_ashr_i32 s4, s4, 31
	s_mul_hi_u32 s11, s9, s15
	s_xor_b32 s4, s4, s12
	s_mul_i32 s12, s11, s5
	s_sub_i32 s9, s9, s12
	s_add_i32 s12, s11, 1
	s_sub_i32 s13, s9, s5
	s_cmp_ge_u32 s9, s5
	s_cselect_b32 s11, s12, s11
	s_cselect_b32 s9, s13, s9
	s_add_i32 s12, s11, 1
	s_cmp_ge_u32 s9, s5
	s_cselect_b32 s5, s12, s11
	s_xor_b32 s5, s5, s4
	s_sub_i32 s4, s5, s4
	s_mul_i32 s4, s4, s8
	s_add_i32 s8, s4, s10
.LBB0_2:
	s_ashr_i32 s4, s1, 31
	s_lshr_b32 s4, s4, 25
	s_add_i32 s4, s1, s4
	s_ashr_i32 s4, s4, 7
	s_abs_i32 s5, s4
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s11, 0, s5
	s_abs_i32 s9, s8
	s_xor_b32 s10, s8, s4
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s10, s10, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s12, s12, s11
	s_mul_hi_u32 s11, s9, s12
	s_mul_i32 s12, s11, s5
	s_sub_i32 s9, s9, s12
	s_add_i32 s13, s11, 1
	s_sub_i32 s12, s9, s5
	s_cmp_ge_u32 s9, s5
	s_cselect_b32 s11, s13, s11
	s_cselect_b32 s9, s12, s9
	s_add_i32 s12, s11, 1
	s_cmp_ge_u32 s9, s5
	s_cselect_b32 s5, s12, s11
	s_xor_b32 s5, s5, s10
	s_sub_i32 s5, s5, s10
	s_lshl_b32 s9, s5, 8
	s_cmp_ge_i32 s9, s0
	s_cbranch_scc1 .LBB0_8
; %bb.3:
	s_mul_i32 s5, s5, s4
	s_sub_i32 s0, s8, s5
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshrrev_b32_e32 v2, 2, v0
	v_or_b32_e32 v3, s9, v2
	v_mad_i64_i32 v[4:5], s[10:11], v3, s3, 0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_and_b32_e32 v1, 24, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_lshlrev_b32_e32 v6, 1, v1
	s_lshl_b32 s0, s0, 7
	v_add_co_u32_e32 v119, vcc, v4, v6
	v_addc_co_u32_e32 v120, vcc, 0, v3, vcc
	v_or_b32_e32 v3, s0, v2
	s_ashr_i32 s7, s3, 31
	s_mov_b32 s6, s3
	v_mad_i64_i32 v[4:5], s[10:11], v3, s3, 0
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s8, s3, 26
	s_add_i32 s8, s2, s8
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_ashr_i32 s8, s8, 6
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v4, vcc, s14, v4
	s_add_i32 s8, s8, -1
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	s_min_i32 s10, s8, 0
	v_add_co_u32_e32 v121, vcc, v4, v6
	s_ashr_i32 s11, s10, 31
	v_addc_co_u32_e32 v122, vcc, 0, v3, vcc
	s_lshl_b64 s[10:11], s[10:11], 7
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v16, vcc, s10, v119
	v_addc_co_u32_e32 v17, vcc, v120, v3, vcc
	s_lshl_b64 s[12:13], s[6:7], 8
	v_mov_b32_e32 v22, s13
	v_add_co_u32_e32 v18, vcc, s12, v16
	v_addc_co_u32_e32 v19, vcc, v17, v22, vcc
	v_add_co_u32_e32 v20, vcc, s10, v121
	s_min_i32 s10, s8, 1
	s_ashr_i32 s11, s10, 31
	v_addc_co_u32_e32 v21, vcc, v122, v3, vcc
	s_lshl_b64 s[10:11], s[10:11], 7
	global_load_dwordx4 v[4:7], v[16:17], off
	global_load_dwordx4 v[74:77], v[16:17], off offset:64
	global_load_dwordx4 v[8:11], v[18:19], off
	global_load_dwordx4 v[66:69], v[18:19], off offset:64
	global_load_dwordx4 v[12:15], v[20:21], off
	global_load_dwordx4 v[70:73], v[20:21], off offset:64
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v16, vcc, s10, v119
	v_addc_co_u32_e32 v17, vcc, v120, v3, vcc
	v_add_co_u32_e32 v18, vcc, s12, v16
	v_addc_co_u32_e32 v19, vcc, v17, v22, vcc
	v_add_co_u32_e32 v20, vcc, s10, v121
	v_addc_co_u32_e32 v21, vcc, v122, v3, vcc
	global_load_dwordx4 v[90:93], v[16:17], off
	global_load_dwordx4 v[78:81], v[16:17], off offset:64
	global_load_dwordx4 v[94:97], v[18:19], off
	global_load_dwordx4 v[82:85], v[18:19], off offset:64
	global_load_dwordx4 v[98:101], v[20:21], off
	global_load_dwordx4 v[86:89], v[20:21], off offset:64
	v_mad_u32_u24 v3, v2, 40, v1
	v_lshrrev_b32_e32 v1, 1, v0
	s_mov_b32 s10, 3
	v_and_b32_e32 v118, 0xc0, v1
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v123, 1, v3
	s_cmp_lt_i32 s2, 32
	s_waitcnt vmcnt(11)
	ds_write_b128 v123, v[4:7]
	s_waitcnt vmcnt(9)
	ds_write_b128 v123, v[8:11] offset:10240
	s_waitcnt vmcnt(7)
	ds_write_b128 v123, v[12:15] offset:20480
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	v_and_b32_e32 v5, 0x5f, v0
	v_or_b32_e32 v4, v118, v1
	v_mul_u32_u24_e32 v5, 40, v5
	v_and_b32_e32 v2, 8, v2
	v_mul_u32_u24_e32 v4, 40, v4
	v_add_lshl_u32 v125, v5, v2, 1
	v_add_lshl_u32 v124, v4, v2, 1
	ds_read_b128 v[114:117], v125 offset:23040
	ds_read_b128 v[110:113], v125 offset:20480
	ds_read_b128 v[102:105], v124 offset:2560
	ds_read_b128 v[106:109], v124
	s_lshl_b64 s[12:13], s[6:7], 4
	s_lshr_b32 s3, s3, 27
	s_and_b32 s13, s13, 0x1fffffff
	s_add_i32 s2, s2, s3
	s_ashr_i32 s6, s2, 5
	v_mov_b32_e32 v2, 0x7800
	v_mov_b32_e32 v34, 0
	s_lshl_b64 s[2:3], s[12:13], 4
	v_lshl_add_u32 v126, v3, 1, v2
	v_add_u32_e32 v127, 0x7800, v125
	s_mov_b32 s7, 0
	v_mov_b32_e32 v128, s3
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v36, v34
	v_mov_b32_e32 v37, v34
	v_mov_b32_e32 v38, v34
	v_mov_b32_e32 v39, v34
	v_mov_b32_e32 v40, v34
	v_mov_b32_e32 v41, v34
	v_mov_b32_e32 v42, v34
	v_mov_b32_e32 v43, v34
	v_mov_b32_e32 v44, v34
	v_mov_b32_e32 v45, v34
	v_mov_b32_e32 v46, v34
	v_mov_b32_e32 v47, v34
	v_mov_b32_e32 v48, v34
	v_mov_b32_e32 v49, v34
	v_mov_b32_e32 v50, v34
	v_mov_b32_e32 v51, v34
	v_mov_b32_e32 v52, v34
	v_mov_b32_e32 v53, v34
	v_mov_b32_e32 v54, v34
	v_mov_b32_e32 v55, v34
	v_mov_b32_e32 v56, v34
	v_mov_b32_e32 v57, v34
	v_mov_b32_e32 v58, v34
	v_mov_b32_e32 v59, v34
	v_mov_b32_e32 v60, v34
	v_mov_b32_e32 v61, v34
	v_mov_b32_e32 v62, v34
	v_mov_b32_e32 v63, v34
	v_mov_b32_e32 v64, v34
	v_mov_b32_e32 v65, v34
	v_mov_b32_e32 v2, v34
	v_mov_b32_e32 v3, v34
	v_mov_b32_e32 v4, v34
	v_mov_b32_e32 v5, v34
	v_mov_b32_e32 v6, v34
	v_mov_b32_e32 v7, v34
	v_mov_b32_e32 v8, v34
	v_mov_b32_e32 v9, v34
	v_mov_b32_e32 v10, v34
	v_mov_b32_e32 v11, v34
	v_mov_b32_e32 v12, v34
	v_mov_b32_e32 v13, v34
	v_mov_b32_e32 v14, v34
	v_mov_b32_e32 v15, v34
	v_mov_b32_e32 v16, v34
	v_mov_b32_e32 v17, v34
	v_mov_b32_e32 v18, v34
	v_mov_b32_e32 v19, v34
	v_mov_b32_e32 v20, v34
	v_mov_b32_e32 v21, v34
	v_mov_b32_e32 v22, v34
	v_mov_b32_e32 v23, v34
	v_mov_b32_e32 v24, v34
	v_mov_b32_e32 v25, v34
	v_mov_b32_e32 v26, v34
	v_mov_b32_e32 v27, v34
	v_mov_b32_e32 v28, v34
	v_mov_b32_e32 v29, v34
	v_mov_b32_e32 v30, v34
	v_mov_b32_e32 v31, v34
	v_mov_b32_e32 v32, v34
	v_mov_b32_e32 v33, v34
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[106:107], v[110:111], v[34:49]
	ds_read_b128 v[130:133], v125 offset:23072
	ds_read_b128 v[134:137], v125 offset:20512
	ds_read_b128 v[138:141], v124 offset:2592
	ds_read_b128 v[142:145], v124 offset:32
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	v_mfma_f32_32x32x8f16 v[50:65], v[106:107], v[114:115], v[50:65]
	s_waitcnt vmcnt(8)
	ds_write_b128 v123, v[74:77] offset:30720
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[102:103], v[110:111], v[2:17]
	s_waitcnt vmcnt(7)
	ds_write_b128 v126, v[66:69] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[102:103], v[114:115], v[18:33]
	s_waitcnt vmcnt(6)
	ds_write_b128 v126, v[70:73] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[108:109], v[112:113], v[34:49]
	v_mfma_f32_32x32x8f16 v[50:65], v[108:109], v[116:117], v[50:65]
	v_mfma_f32_32x32x8f16 v[2:17], v[104:105], v[112:113], v[2:17]
	v_mfma_f32_32x32x8f16 v[18:33], v[104:105], v[116:117], v[18:33]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8f16 v[34:49], v[142:143], v[134:135], v[34:49]
	ds_read_b128 v[114:117], v124 offset:30720
	s_add_i32 s3, s10, -1
	s_min_i32 s12, s3, s8
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 7
	v_add_co_u32_e32 v66, vcc, s12, v119
	v_mov_b32_e32 v71, s13
	v_addc_co_u32_e32 v67, vcc, v120, v71, vcc
	v_add_co_u32_e32 v68, vcc, s2, v66
	v_addc_co_u32_e32 v69, vcc, v67, v128, vcc
	v_add_co_u32_e32 v70, vcc, s12, v121
	v_mfma_f32_32x32x8f16 v[50:65], v[142:143], v[130:131], v[50:65]
	ds_read_b128 v[146:149], v124 offset:33280
	v_addc_co_u32_e32 v71, vcc, v122, v71, vcc
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[138:139], v[134:135], v[2:17]
	ds_read_b128 v[150:153], v127 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[138:139], v[130:131], v[18:33]
	ds_read_b128 v[154:157], v127 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[144:145], v[136:137], v[34:49]
	global_load_dwordx4 v[106:109], v[66:67], off
	global_load_dwordx4 v[102:105], v[68:69], off
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8f16 v[50:65], v[144:145], v[132:133], v[50:65]
	global_load_dwordx4 v[110:113], v[70:71], off
	global_load_dwordx4 v[74:77], v[66:67], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[140:141], v[136:137], v[2:17]
	global_load_dwordx4 v[66:69], v[68:69], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 0
	global_load_dwordx4 v[70:73], v[70:71], off offset:64
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[140:141], v[132:133], v[18:33]
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8f16 v[34:49], v[114:115], v[150:151], v[34:49]
	ds_read_b128 v[130:133], v127 offset:23072
	ds_read_b128 v[134:137], v127 offset:20512
	ds_read_b128 v[138:141], v124 offset:33312
	ds_read_b128 v[142:145], v124 offset:30752
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8f16 v[50:65], v[114:115], v[154:155], v[50:65]
	s_waitcnt vmcnt(11)
	ds_write_b128 v123, v[90:93]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[146:147], v[150:151], v[2:17]
	s_waitcnt vmcnt(9)
	ds_write_b128 v123, v[94:97] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[146:147], v[154:155], v[18:33]
	s_waitcnt vmcnt(7)
	ds_write_b128 v123, v[98:101] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[116:117], v[152:153], v[34:49]
	v_mfma_f32_32x32x8f16 v[50:65], v[116:117], v[156:157], v[50:65]
	v_mfma_f32_32x32x8f16 v[2:17], v[148:149], v[152:153], v[2:17]
	v_mfma_f32_32x32x8f16 v[18:33], v[148:149], v[156:157], v[18:33]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8f16 v[34:49], v[142:143], v[134:135], v[34:49]
	ds_read_b128 v[90:93], v124
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[50:65], v[142:143], v[130:131], v[50:65]
	ds_read_b128 v[94:97], v124 offset:2560
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[138:139], v[134:135], v[2:17]
	ds_read_b128 v[98:101], v125 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[138:139], v[130:131], v[18:33]
	ds_read_b128 v[114:117], v125 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[144:145], v[136:137], v[34:49]
	v_mfma_f32_32x32x8f16 v[50:65], v[144:145], v[132:133], v[50:65]
	v_mfma_f32_32x32x8f16 v[2:17], v[140:141], v[136:137], v[2:17]
	v_mfma_f32_32x32x8f16 v[18:33], v[140:141], v[132:133], v[18:33]
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8f16 v[34:49], v[90:91], v[98:99], v[34:49]
	ds_read_b128 v[130:133], v125 offset:23072
	ds_read_b128 v[134:137], v125 offset:20512
	ds_read_b128 v[138:141], v124 offset:2592
	ds_read_b128 v[142:145], v124 offset:32
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8f16 v[50:65], v[90:91], v[114:115], v[50:65]
	ds_write_b128 v123, v[78:81] offset:30720
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[94:95], v[98:99], v[2:17]
	ds_write_b128 v126, v[82:85] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[94:95], v[114:115], v[18:33]
	s_waitcnt vmcnt(6)
	ds_write_b128 v126, v[86:89] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[92:93], v[100:101], v[34:49]
	v_mfma_f32_32x32x8f16 v[50:65], v[92:93], v[116:117], v[50:65]
	v_mfma_f32_32x32x8f16 v[2:17], v[96:97], v[100:101], v[2:17]
	v_mfma_f32_32x32x8f16 v[18:33], v[96:97], v[116:117], v[18:33]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8f16 v[34:49], v[142:143], v[134:135], v[34:49]
	ds_read_b128 v[114:117], v124 offset:30720
	s_min_i32 s12, s10, s8
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 7
	v_add_co_u32_e32 v78, vcc, s12, v119
	v_mov_b32_e32 v80, s13
	v_addc_co_u32_e32 v79, vcc, v120, v80, vcc
	v_add_co_u32_e32 v82, vcc, s2, v78
	v_addc_co_u32_e32 v83, vcc, v79, v128, vcc
	v_add_co_u32_e32 v86, vcc, s12, v121
	v_mfma_f32_32x32x8f16 v[50:65], v[142:143], v[130:131], v[50:65]
	ds_read_b128 v[146:149], v124 offset:33280
	v_addc_co_u32_e32 v87, vcc, v122, v80, vcc
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[138:139], v[134:135], v[2:17]
	ds_read_b128 v[150:153], v127 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[138:139], v[130:131], v[18:33]
	ds_read_b128 v[154:157], v127 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[144:145], v[136:137], v[34:49]
	global_load_dwordx4 v[90:93], v[78:79], off
	global_load_dwordx4 v[94:97], v[82:83], off
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8f16 v[50:65], v[144:145], v[132:133], v[50:65]
	global_load_dwordx4 v[98:101], v[86:87], off
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 0
	global_load_dwordx4 v[78:81], v[78:79], off offset:64
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[140:141], v[136:137], v[2:17]
	global_load_dwordx4 v[82:85], v[82:83], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 0
	global_load_dwordx4 v[86:89], v[86:87], off offset:64
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[140:141], v[132:133], v[18:33]
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8f16 v[34:49], v[114:115], v[150:151], v[34:49]
	ds_read_b128 v[130:133], v127 offset:23072
	ds_read_b128 v[134:137], v127 offset:20512
	ds_read_b128 v[138:141], v124 offset:33312
	ds_read_b128 v[142:145], v124 offset:30752
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8f16 v[50:65], v[114:115], v[154:155], v[50:65]
	s_waitcnt vmcnt(11)
	ds_write_b128 v123, v[106:109]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[146:147], v[150:151], v[2:17]
	s_waitcnt vmcnt(10)
	ds_write_b128 v123, v[102:105] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[146:147], v[154:155], v[18:33]
	s_waitcnt vmcnt(9)
	ds_write_b128 v123, v[110:113] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[116:117], v[152:153], v[34:49]
	v_mfma_f32_32x32x8f16 v[50:65], v[116:117], v[156:157], v[50:65]
	v_mfma_f32_32x32x8f16 v[2:17], v[148:149], v[152:153], v[2:17]
	v_mfma_f32_32x32x8f16 v[18:33], v[148:149], v[156:157], v[18:33]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8f16 v[34:49], v[142:143], v[134:135], v[34:49]
	ds_read_b128 v[106:109], v124
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[50:65], v[142:143], v[130:131], v[50:65]
	ds_read_b128 v[102:105], v124 offset:2560
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[2:17], v[138:139], v[134:135], v[2:17]
	ds_read_b128 v[110:113], v125 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[18:33], v[138:139], v[130:131], v[18:33]
	ds_read_b128 v[114:117], v125 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8f16 v[34:49], v[144:145], v[136:137], v[34:49]
	v_mfma_f32_32x32x8f16 v[50:65], v[144:145], v[132:133], v[50:65]
	v_mfma_f32_32x32x8f16 v[2:17], v[140:141], v[136:137], v[2:17]
	v_mfma_f32_32x32x8f16 v[18:33], v[140:141], v[132:133], v[18:33]
	; sched_barrier mask(0x00000000)
	s_add_i32 s7, s7, 4
	s_add_i32 s10, s10, 2
	s_cmp_ge_i32 s7, s6
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v47, v49
	v_mov_b32_e32 v46, v49
	v_mov_b32_e32 v45, v49
	v_mov_b32_e32 v44, v49
	v_mov_b32_e32 v43, v49
	v_mov_b32_e32 v42, v49
	v_mov_b32_e32 v41, v49
	v_mov_b32_e32 v40, v49
	v_mov_b32_e32 v39, v49
	v_mov_b32_e32 v38, v49
	v_mov_b32_e32 v37, v49
	v_mov_b32_e32 v36, v49
	v_mov_b32_e32 v35, v49
	v_mov_b32_e32 v34, v49
	v_mov_b32_e32 v65, v49
	v_mov_b32_e32 v64, v49
	v_mov_b32_e32 v63, v49
	v_mov_b32_e32 v62, v49
	v_mov_b32_e32 v61, v49
	v_mov_b32_e32 v60, v49
	v_mov_b32_e32 v59, v49
	v_mov_b32_e32 v58, v49
	v_mov_b32_e32 v57, v49
	v_mov_b32_e32 v56, v49
	v_mov_b32_e32 v55, v49
	v_mov_b32_e32 v54, v49
	v_mov_b32_e32 v53, v49
	v_mov_b32_e32 v52, v49
	v_mov_b32_e32 v51, v49
	v_mov_b32_e32 v50, v49
	v_mov_b32_e32 v17, v49
	v_mov_b32_e32 v16, v49
	v_mov_b32_e32 v15, v49
	v_mov_b32_e32 v14, v49
	v_mov_b32_e32 v13, v49
	v_mov_b32_e32 v12, v49
	v_mov_b32_e32 v11, v49
	v_mov_b32_e32 v10, v49
	v_mov_b32_e32 v9, v49
	v_mov_b32_e32 v8, v49
	v_mov_b32_e32 v7, v49
	v_mov_b32_e32 v6, v49
	v_mov_b32_e32 v5, v49
	v_mov_b32_e32 v4, v49
	v_mov_b32_e32 v3, v49
	v_mov_b32_e32 v2, v49
	v_mov_b32_e32 v33, v49
	v_mov_b32_e32 v32, v49
	v_mov_b32_e32 v31, v49
	v_mov_b32_e32 v30, v49
	v_mov_b32_e32 v29, v49
	v_mov_b32_e32 v28, v49
	v_mov_b32_e32 v27, v49
	v_mov_b32_e32 v26, v49
	v_mov_b32_e32 v25, v49
	v_mov_b32_e32 v24, v49
	v_mov_b32_e32 v23, v49
	v_mov_b32_e32 v22, v49
	v_mov_b32_e32 v21, v49
	v_mov_b32_e32 v20, v49
	v_mov_b32_e32 v19, v49
	v_mov_b32_e32 v18, v49
.LBB0_7:
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v67, s9, v118
	v_and_or_b32 v66, v0, 64, s0
	v_lshrrev_b32_e32 v0, 3, v0
	s_waitcnt vmcnt(1)
	v_and_or_b32 v82, v0, 4, v67
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_mov_b32_e32 v0, s5
	v_add_co_u32_e32 v66, vcc, s4, v66
	v_addc_co_u32_e32 v0, vcc, v0, v67, vcc
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_co_u32_e32 v83, vcc, v66, v1
	v_addc_co_u32_e32 v84, vcc, 0, v0, vcc
	v_mad_i64_i32 v[0:1], s[2:3], v82, s1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v83, v0
	v_addc_co_u32_e32 v1, vcc, v84, v1, vcc
	global_store_dword v[0:1], v34, off
	v_or_b32_e32 v34, 1, v82
	v_mad_i64_i32 v[66:67], s[2:3], v34, s1, 0
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32_e32 v66, vcc, v83, v66
	v_addc_co_u32_e32 v67, vcc, v84, v67, vcc
	v_or_b32_e32 v34, 2, v82
	global_store_dword v[66:67], v35, off
	v_mad_i64_i32 v[34:35], s[2:3], v34, s1, 0
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v34, vcc, v83, v34
	v_addc_co_u32_e32 v35, vcc, v84, v35, vcc
	global_store_dword v[34:35], v36, off
	v_or_b32_e32 v36, 3, v82
	v_mad_i64_i32 v[68:69], s[2:3], v36, s1, 0
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_co_u32_e32 v68, vcc, v83, v68
	v_addc_co_u32_e32 v69, vcc, v84, v69, vcc
	v_or_b32_e32 v36, 8, v82
	global_store_dword v[68:69], v37, off
	v_mad_i64_i32 v[36:37], s[2:3], v36, s1, 0
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, v83, v36
	v_addc_co_u32_e32 v37, vcc, v84, v37, vcc
	global_store_dword v[36:37], v38, off
	v_or_b32_e32 v38, 9, v82
	v_mad_i64_i32 v[70:71], s[2:3], v38, s1, 0
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_co_u32_e32 v70, vcc, v83, v70
	v_addc_co_u32_e32 v71, vcc, v84, v71, vcc
	v_or_b32_e32 v38, 10, v82
	global_store_dword v[70:71], v39, off
	v_mad_i64_i32 v[38:39], s[2:3], v38, s1, 0
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v38, vcc, v83, v38
	v_addc_co_u32_e32 v39, vcc, v84, v39, vcc
	global_store_dword v[38:39], v40, off
	v_or_b32_e32 v40, 11, v82
	v_mad_i64_i32 v[72:73], s[2:3], v40, s1, 0
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_co_u32_e32 v72, vcc, v83, v72
	v_addc_co_u32_e32 v73, vcc, v84, v73, vcc
	v_or_b32_e32 v40, 16, v82
	global_store_dword v[72:73], v41, off
	v_mad_i64_i32 v[40:41], s[2:3], v40, s1, 0
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32_e32 v40, vcc, v83, v40
	v_addc_co_u32_e32 v41, vcc, v84, v41, vcc
	global_store_dword v[40:41], v42, off
	v_or_b32_e32 v42, 17, v82
	v_mad_i64_i32 v[74:75], s[2:3], v42, s1, 0
	v_lshlrev_b64 v[74:75], 2, v[74:75]
	v_add_co_u32_e32 v74, vcc, v83, v74
	v_addc_co_u32_e32 v75, vcc, v84, v75, vcc
	v_or_b32_e32 v42, 18, v82
	global_store_dword v[74:75], v43, off
	v_mad_i64_i32 v[42:43], s[2:3], v42, s1, 0
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v42, vcc, v83, v42
	v_addc_co_u32_e32 v43, vcc, v84, v43, vcc
	global_store_dword v[42:43], v44, off
	v_or_b32_e32 v44, 19, v82
	v_mad_i64_i32 v[76:77], s[2:3], v44, s1, 0
	v_lshlrev_b64 v[76:77], 2, v[76:77]
	v_add_co_u32_e32 v76, vcc, v83, v76
	v_addc_co_u32_e32 v77, vcc, v84, v77, vcc
	v_or_b32_e32 v44, 24, v82
	global_store_dword v[76:77], v45, off
	v_mad_i64_i32 v[44:45], s[2:3], v44, s1, 0
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32_e32 v44, vcc, v83, v44
	v_addc_co_u32_e32 v45, vcc, v84, v45, vcc
	global_store_dword v[44:45], v46, off
	v_or_b32_e32 v46, 25, v82
	v_mad_i64_i32 v[78:79], s[2:3], v46, s1, 0
	v_lshlrev_b64 v[78:79], 2, v[78:79]
	v_add_co_u32_e32 v78, vcc, v83, v78
	v_addc_co_u32_e32 v79, vcc, v84, v79, vcc
	v_or_b32_e32 v46, 26, v82
	global_store_dword v[78:79], v47, off
	v_mad_i64_i32 v[46:47], s[2:3], v46, s1, 0
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v46, vcc, v83, v46
	v_addc_co_u32_e32 v47, vcc, v84, v47, vcc
	global_store_dword v[46:47], v48, off
	v_or_b32_e32 v48, 27, v82
	v_mad_i64_i32 v[80:81], s[2:3], v48, s1, 0
	v_lshlrev_b64 v[80:81], 2, v[80:81]
	v_add_co_u32_e32 v80, vcc, v83, v80
	v_addc_co_u32_e32 v81, vcc, v84, v81, vcc
	global_store_dword v[80:81], v49, off
	global_store_dword v[0:1], v50, off offset:128
	global_store_dword v[66:67], v51, off offset:128
	global_store_dword v[34:35], v52, off offset:128
	global_store_dword v[68:69], v53, off offset:128
	global_store_dword v[36:37], v54, off offset:128
	global_store_dword v[70:71], v55, off offset:128
	global_store_dword v[38:39], v56, off offset:128
	global_store_dword v[72:73], v57, off offset:128
	global_store_dword v[40:41], v58, off offset:128
	global_store_dword v[74:75], v59, off offset:128
	global_store_dword v[42:43], v60, off offset:128
	global_store_dword v[76:77], v61, off offset:128
	global_store_dword v[44:45], v62, off offset:128
	global_store_dword v[78:79], v63, off offset:128
	global_store_dword v[46:47], v64, off offset:128
	global_store_dword v[80:81], v65, off offset:128
	v_or_b32_e32 v0, 32, v82
	v_mad_i64_i32 v[0:1], s[2:3], v0, s1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v83, v0
	v_addc_co_u32_e32 v1, vcc, v84, v1, vcc
	global_store_dword v[0:1], v2, off
	v_or_b32_e32 v2, 33, v82
	v_mad_i64_i32 v[34:35], s[2:3], v2, s1, 0
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v34, vcc, v83, v34
	v_addc_co_u32_e32 v35, vcc, v84, v35, vcc
	v_or_b32_e32 v2, 34, v82
	global_store_dword v[34:35], v3, off
	v_mad_i64_i32 v[2:3], s[2:3], v2, s1, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, v83, v2
	v_addc_co_u32_e32 v3, vcc, v84, v3, vcc
	global_store_dword v[2:3], v4, off
	v_or_b32_e32 v4, 35, v82
	v_mad_i64_i32 v[36:37], s[2:3], v4, s1, 0
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, v83, v36
	v_addc_co_u32_e32 v37, vcc, v84, v37, vcc
	v_or_b32_e32 v4, 40, v82
	global_store_dword v[36:37], v5, off
	v_mad_i64_i32 v[4:5], s[2:3], v4, s1, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, v83, v4
	v_addc_co_u32_e32 v5, vcc, v84, v5, vcc
	global_store_dword v[4:5], v6, off
	v_or_b32_e32 v6, 41, v82
	v_mad_i64_i32 v[38:39], s[2:3], v6, s1, 0
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v38, vcc, v83, v38
	v_addc_co_u32_e32 v39, vcc, v84, v39, vcc
	v_or_b32_e32 v6, 42, v82
	global_store_dword v[38:39], v7, off
	v_mad_i64_i32 v[6:7], s[2:3], v6, s1, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, v83, v6
	v_addc_co_u32_e32 v7, vcc, v84, v7, vcc
	global_store_dword v[6:7], v8, off
	v_or_b32_e32 v8, 43, v82
	v_mad_i64_i32 v[40:41], s[2:3], v8, s1, 0
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32_e32 v40, vcc, v83, v40
	v_addc_co_u32_e32 v41, vcc, v84, v41, vcc
	v_or_b32_e32 v8, 48, v82
	global_store_dword v[40:41], v9, off
	v_mad_i64_i32 v[8:9], s[2:3], v8, s1, 0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v83, v8
	v_addc_co_u32_e32 v9, vcc, v84, v9, vcc
	global_store_dword v[8:9], v10, off
	v_or_b32_e32 v10, 49, v82
	v_mad_i64_i32 v[42:43], s[2:3], v10, s1, 0
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v42, vcc, v83, v42
	v_addc_co_u32_e32 v43, vcc, v84, v43, vcc
	v_or_b32_e32 v10, 50, v82
	global_store_dword v[42:43], v11, off
	v_mad_i64_i32 v[10:11], s[2:3], v10, s1, 0
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, v83, v10
	v_addc_co_u32_e32 v11, vcc, v84, v11, vcc
	global_store_dword v[10:11], v12, off
	v_or_b32_e32 v12, 51, v82
	v_mad_i64_i32 v[44:45], s[2:3], v12, s1, 0
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32_e32 v44, vcc, v83, v44
	v_addc_co_u32_e32 v45, vcc, v84, v45, vcc
	v_or_b32_e32 v12, 56, v82
	global_store_dword v[44:45], v13, off
	v_mad_i64_i32 v[12:13], s[2:3], v12, s1, 0
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, v83, v12
	v_addc_co_u32_e32 v13, vcc, v84, v13, vcc
	global_store_dword v[12:13], v14, off
	v_or_b32_e32 v14, 57, v82
	v_mad_i64_i32 v[46:47], s[2:3], v14, s1, 0
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v46, vcc, v83, v46
	v_addc_co_u32_e32 v47, vcc, v84, v47, vcc
	v_or_b32_e32 v14, 58, v82
	global_store_dword v[46:47], v15, off
	v_mad_i64_i32 v[14:15], s[2:3], v14, s1, 0
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, v83, v14
	v_addc_co_u32_e32 v15, vcc, v84, v15, vcc
	global_store_dword v[14:15], v16, off
	v_or_b32_e32 v16, 59, v82
	v_mad_i64_i32 v[48:49], s[0:1], v16, s1, 0
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, v83, v48
	v_addc_co_u32_e32 v49, vcc, v84, v49, vcc
	global_store_dword v[48:49], v17, off
	global_store_dword v[0:1], v18, off offset:128
	global_store_dword v[34:35], v19, off offset:128
	global_store_dword v[2:3], v20, off offset:128
	global_store_dword v[36:37], v21, off offset:128
	global_store_dword v[4:5], v22, off offset:128
	global_store_dword v[38:39], v23, off offset:128
	global_store_dword v[6:7], v24, off offset:128
	global_store_dword v[40:41], v25, off offset:128
	global_store_dword v[8:9], v26, off offset:128
	global_store_dword v[42:43], v27, off offset:128
	global_store_dword v[10:11], v28, off offset:128
	global_store_dword v[44:45], v29, off offset:128
	global_store_dword v[12:13], v30, off offset:128
	global_store_dword v[46:47], v31, off offset:128
	global_store_dword v[14:15], v32, off offset:128
	global_store_dword v[48:49], v33, off offset:128
.LBB0_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_nt
		.amdhsa_group_segment_fixed_size 61440
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 158
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 160
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
.Lfunc_end0:
	.size	gemm_f16_nt, .Lfunc_end0-gemm_f16_nt
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4104
; NumSgprs: 22
; NumVgprs: 158
; NumAgprs: 0
; TotalNumVgprs: 158
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 61440 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 158
; AccumOffset: 160
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 39
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 61440
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 512
    .name:           gemm_f16_nt
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 512
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_nt.kd
    .uses_dynamic_stack: false
    .vgpr_count:     158
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
