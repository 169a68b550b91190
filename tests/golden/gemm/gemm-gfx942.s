	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	gemm_f16_nt             ; -- Begin function gemm_f16_nt
	.globl	gemm_f16_nt
	.p2align	8
	.type	gemm_f16_nt,@function
gemm_f16_nt:                            ; @gemm_f16_nt
; %bb.0:
	s_load_dword s5, s[2:3], 0x28
	s_load_dwordx4 s[8:11], s[2:3], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 2
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_load_dword s0, s[0:1], 0xc
	s_abs_i32 s1, s5
	v_cvt_f32_u32_e32 v1, s1
	s_sub_i32 s14, 0, s1
	s_abs_i32 s13, s4
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s7, s0, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_lshr_b32 s7, s7, 23
	s_ashr_i32 s6, s4, 31
	s_add_i32 s0, s0, s7
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s12, s5, 31
	s_ashr_i32 s7, s0, 9
	s_xor_b32 s6, s6, s12
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s13, s15
	s_mul_i32 s16, s14, s1
	s_sub_i32 s13, s13, s16
	s_add_i32 s16, s14, 1
	s_sub_i32 s17, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s14, s16, s14
	s_cselect_b32 s13, s17, s13
	s_add_i32 s16, s14, 1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s16, s14
	s_xor_b32 s13, s13, s6
	s_sub_i32 s6, s13, s6
	s_mul_i32 s5, s6, s5
	s_sub_i32 s4, s4, s5
	s_abs_i32 s5, s7
	s_ashr_i32 s0, s0, 31
	s_mul_hi_u32 s7, s5, s15
	s_xor_b32 s0, s0, s12
	s_mul_i32 s12, s7, s1
	s_sub_i32 s5, s5, s12
	s_add_i32 s12, s7, 1
	s_sub_i32 s13, s5, s1
	s_cmp_ge_u32 s5, s1
	s_cselect_b32 s7, s12, s7
	s_cselect_b32 s5, s13, s5
	s_add_i32 s12, s7, 1
	s_cmp_ge_u32 s5, s1
	s_cselect_b32 s1, s12, s7
	s_xor_b32 s1, s1, s0
	s_sub_i32 s0, s1, s0
	s_mul_i32 s0, s0, s4
	s_add_i32 s4, s0, s6
.LBB0_2:
	s_ashr_i32 s0, s9, 31
	s_lshr_b32 s0, s0, 25
	s_add_i32 s0, s9, s0
	s_ashr_i32 s0, s0, 7
	s_abs_i32 s1, s0
	v_cvt_f32_u32_e32 v1, s1
	s_sub_i32 s7, 0, s1
	s_abs_i32 s5, s4
	s_xor_b32 s6, s4, s0
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s6, s6, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s7, s7, s12
	s_mul_hi_u32 s7, s12, s7
	s_add_i32 s12, s12, s7
	s_mul_hi_u32 s7, s5, s12
	s_mul_i32 s12, s7, s1
	s_sub_i32 s5, s5, s12
	s_add_i32 s13, s7, 1
	s_sub_i32 s12, s5, s1
	s_cmp_ge_u32 s5, s1
	s_cselect_b32 s7, s13, s7
	s_cselect_b32 s5, s12, s5
	s_add_i32 s12, s7, 1
	s_cmp_ge_u32 s5, s1
	s_cselect_b32 s1, s12, s7
	s_xor_b32 s1, s1, s6
	s_sub_i32 s1, s1, s6
	s_lshl_b32 s5, s1, 8
	s_cmp_ge_i32 s5, s8
	s_cbranch_scc1 .LBB0_8
; %bb.3:
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_mul_i32 s6, s1, s0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_lshrrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v1, 3, v0
	s_sub_i32 s2, s4, s6
	v_and_b32_e32 v3, 24, v1
	v_or_b32_e32 v1, s5, v2
	s_lshl_b32 s4, s2, 7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_mad_i64_i32 v[8:9], s[6:7], v1, s11, 0
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[4:5]
	v_lshlrev_b32_e32 v16, 1, v3
	v_mov_b32_e32 v17, 0
	v_or_b32_e32 v1, s4, v2
	v_lshl_add_u64 v[118:119], v[4:5], 0, v[16:17]
	v_mad_i64_i32 v[4:5], s[6:7], v1, s11, 0
	s_ashr_i32 s8, s10, 31
	s_lshr_b32 s6, s8, 26
	s_add_i32 s6, s10, s6
	s_ashr_i32 s6, s6, 6
	s_add_i32 s6, s6, -1
	v_mov_b32_e32 v6, s14
	v_mov_b32_e32 v7, s15
	s_min_i32 s12, s6, 0
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[6:7]
	s_ashr_i32 s13, s12, 31
	v_lshl_add_u64 v[120:121], v[4:5], 0, v[16:17]
	s_lshl_b64 s[12:13], s[12:13], 7
	v_lshl_add_u64 v[18:19], v[118:119], 0, s[12:13]
	v_lshl_add_u64 v[22:23], v[120:121], 0, s[12:13]
	s_min_i32 s12, s6, 1
	s_ashr_i32 s3, s11, 31
	s_mov_b32 s2, s11
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[14:15], s[2:3], 8
	s_lshl_b64 s[12:13], s[12:13], 7
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[14:15]
	global_load_dwordx4 v[4:7], v[18:19], off
	global_load_dwordx4 v[74:77], v[18:19], off offset:64
	global_load_dwordx4 v[8:11], v[20:21], off
	global_load_dwordx4 v[66:69], v[20:21], off offset:64
	global_load_dwordx4 v[12:15], v[22:23], off
	global_load_dwordx4 v[70:73], v[22:23], off offset:64
	v_lshl_add_u64 v[18:19], v[118:119], 0, s[12:13]
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[14:15]
	v_lshl_add_u64 v[22:23], v[120:121], 0, s[12:13]
	global_load_dwordx4 v[90:93], v[18:19], off
	global_load_dwordx4 v[82:85], v[18:19], off offset:64
	global_load_dwordx4 v[98:101], v[22:23], off
	global_load_dwordx4 v[78:81], v[22:23], off offset:64
	global_load_dwordx4 v[94:97], v[20:21], off
	global_load_dwordx4 v[86:89], v[20:21], off offset:64
	v_lshrrev_b32_e32 v16, 1, v0
	v_mad_u32_u24 v3, v2, 40, v3
	s_mov_b32 s7, 3
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v122, 0xc0, v16
	v_lshlrev_b32_e32 v123, 1, v3
	s_cmp_lt_i32 s10, 32
	s_waitcnt vmcnt(11)
	ds_write_b128 v123, v[4:7]
	s_waitcnt vmcnt(7)
	ds_write_b128 v123, v[12:15] offset:20480
	ds_write_b128 v123, v[8:11] offset:10240
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	v_and_b32_e32 v5, 0x5f, v0
	v_or_b32_e32 v4, v122, v1
	v_mul_u32_u24_e32 v5, 40, v5
	v_and_b32_e32 v2, 8, v2
	v_mul_u32_u24_e32 v4, 40, v4
	v_add_lshl_u32 v125, v5, v2, 1
	v_add_lshl_u32 v124, v4, v2, 1
	ds_read_b128 v[114:117], v125 offset:23040
	ds_read_b128 v[110:113], v125 offset:20480
	ds_read_b128 v[102:105], v124 offset:2560
	ds_read_b128 v[106:109], v124
	s_lshl_b64 s[2:3], s[2:3], 4
	s_lshr_b32 s8, s8, 27
	v_mov_b32_e32 v2, 0x7800
	s_and_b32 s3, s3, 0x1fffffff
	s_add_i32 s8, s10, s8
	v_lshl_add_u32 v126, v3, 1, v2
	v_mov_b32_e32 v2, 0
	s_ashr_i32 s8, s8, 5
	v_add_u32_e32 v127, 0x7800, v125
	s_mov_b32 s10, 0
	s_lshl_b64 s[2:3], s[2:3], 4
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v50, v2
	v_mov_b32_e32 v51, v2
	v_mov_b32_e32 v52, v2
	v_mov_b32_e32 v53, v2
	v_mov_b32_e32 v54, v2
	v_mov_b32_e32 v55, v2
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v57, v2
	v_mov_b32_e32 v58, v2
	v_mov_b32_e32 v59, v2
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v2
	v_mov_b32_e32 v62, v2
	v_mov_b32_e32 v63, v2
	v_mov_b32_e32 v64, v2
	v_mov_b32_e32 v65, v2
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v2
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v23, v2
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v25, v2
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v27, v2
	v_mov_b32_e32 v28, v2
	v_mov_b32_e32 v29, v2
	v_mov_b32_e32 v30, v2
	v_mov_b32_e32 v31, v2
	v_mov_b32_e32 v32, v2
	v_mov_b32_e32 v33, v2
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v35, v2
	v_mov_b32_e32 v36, v2
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v48, v2
	v_mov_b32_e32 v49, v2
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[106:107], v[110:111], v[2:17]
	ds_read_b128 v[128:131], v125 offset:23072
	ds_read_b128 v[132:135], v125 offset:20512
	ds_read_b128 v[136:139], v124 offset:2592
	ds_read_b128 v[140:143], v124 offset:32
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[106:107], v[114:115], v[50:65]
	s_waitcnt vmcnt(8)
	ds_write_b128 v123, v[74:77] offset:30720
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[102:103], v[110:111], v[18:33]
	s_waitcnt vmcnt(7)
	ds_write_b128 v126, v[66:69] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[102:103], v[114:115], v[34:49]
	s_waitcnt vmcnt(6)
	ds_write_b128 v126, v[70:73] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[108:109], v[112:113], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[108:109], v[116:117], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[104:105], v[112:113], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[104:105], v[116:117], v[34:49]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8_f16 v[2:17], v[140:141], v[132:133], v[2:17]
	ds_read_b128 v[114:117], v124 offset:30720
	s_add_i32 s11, s7, -1
	s_min_i32 s12, s11, s6
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 7
	v_lshl_add_u64 v[66:67], v[118:119], 0, s[12:13]
	v_lshl_add_u64 v[68:69], v[66:67], 0, s[2:3]
	v_mfma_f32_32x32x8_f16 v[50:65], v[140:141], v[128:129], v[50:65]
	ds_read_b128 v[144:147], v124 offset:33280
	v_lshl_add_u64 v[70:71], v[120:121], 0, s[12:13]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[136:137], v[132:133], v[18:33]
	ds_read_b128 v[148:151], v127 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[128:129], v[34:49]
	ds_read_b128 v[152:155], v127 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[142:143], v[134:135], v[2:17]
	global_load_dwordx4 v[110:113], v[66:67], off
	global_load_dwordx4 v[102:105], v[68:69], off
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[142:143], v[130:131], v[50:65]
	global_load_dwordx4 v[106:109], v[70:71], off
	global_load_dwordx4 v[74:77], v[66:67], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[138:139], v[134:135], v[18:33]
	global_load_dwordx4 v[66:69], v[68:69], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 0
	global_load_dwordx4 v[70:73], v[70:71], off offset:64
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[138:139], v[130:131], v[34:49]
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[114:115], v[148:149], v[2:17]
	ds_read_b128 v[128:131], v127 offset:23072
	ds_read_b128 v[132:135], v127 offset:20512
	ds_read_b128 v[136:139], v124 offset:33312
	ds_read_b128 v[140:143], v124 offset:30752
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[50:65], v[114:115], v[152:153], v[50:65]
	s_waitcnt vmcnt(11)
	ds_write_b128 v123, v[90:93]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[144:145], v[148:149], v[18:33]
	s_waitcnt vmcnt(7)
	ds_write_b128 v123, v[94:97] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[144:145], v[152:153], v[34:49]
	ds_write_b128 v123, v[98:101] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[116:117], v[150:151], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[116:117], v[154:155], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[146:147], v[150:151], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[146:147], v[154:155], v[34:49]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8_f16 v[2:17], v[140:141], v[132:133], v[2:17]
	ds_read_b128 v[90:93], v124
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[140:141], v[128:129], v[50:65]
	ds_read_b128 v[94:97], v124 offset:2560
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[136:137], v[132:133], v[18:33]
	ds_read_b128 v[98:101], v125 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[128:129], v[34:49]
	ds_read_b128 v[114:117], v125 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[142:143], v[134:135], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[142:143], v[130:131], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[138:139], v[134:135], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[138:139], v[130:131], v[34:49]
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[90:91], v[98:99], v[2:17]
	ds_read_b128 v[128:131], v125 offset:23072
	ds_read_b128 v[132:135], v125 offset:20512
	ds_read_b128 v[136:139], v124 offset:2592
	ds_read_b128 v[140:143], v124 offset:32
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[50:65], v[90:91], v[114:115], v[50:65]
	ds_write_b128 v123, v[82:85] offset:30720
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[94:95], v[98:99], v[18:33]
	s_waitcnt vmcnt(6)
	ds_write_b128 v126, v[86:89] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[94:95], v[114:115], v[34:49]
	ds_write_b128 v126, v[78:81] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[92:93], v[100:101], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[92:93], v[116:117], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[96:97], v[100:101], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[96:97], v[116:117], v[34:49]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8_f16 v[2:17], v[140:141], v[132:133], v[2:17]
	ds_read_b128 v[114:117], v124 offset:30720
	s_min_i32 s12, s7, s6
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 7
	v_lshl_add_u64 v[78:79], v[118:119], 0, s[12:13]
	v_lshl_add_u64 v[80:81], v[78:79], 0, s[2:3]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[140:141], v[128:129], v[50:65]
	ds_read_b128 v[144:147], v124 offset:33280
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[136:137], v[132:133], v[18:33]
	ds_read_b128 v[148:151], v127 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[128:129], v[34:49]
	v_lshl_add_u64 v[128:129], v[120:121], 0, s[12:13]
	ds_read_b128 v[152:155], v127 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[142:143], v[134:135], v[2:17]
	global_load_dwordx4 v[90:93], v[78:79], off
	global_load_dwordx4 v[94:97], v[80:81], off
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[142:143], v[130:131], v[50:65]
	global_load_dwordx4 v[98:101], v[128:129], off
	global_load_dwordx4 v[82:85], v[78:79], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[138:139], v[134:135], v[18:33]
	global_load_dwordx4 v[86:89], v[80:81], off offset:64
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 0
	global_load_dwordx4 v[78:81], v[128:129], off offset:64
	; sched_group_barrier mask(0x00000020) size(2) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[138:139], v[130:131], v[34:49]
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[114:115], v[148:149], v[2:17]
	ds_read_b128 v[128:131], v127 offset:23072
	ds_read_b128 v[132:135], v127 offset:20512
	ds_read_b128 v[136:139], v124 offset:33312
	ds_read_b128 v[140:143], v124 offset:30752
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(4) SyncID(0)
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[50:65], v[114:115], v[152:153], v[50:65]
	s_waitcnt vmcnt(11)
	ds_write_b128 v123, v[110:113]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[144:145], v[148:149], v[18:33]
	s_waitcnt vmcnt(10)
	ds_write_b128 v123, v[102:105] offset:10240
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[144:145], v[152:153], v[34:49]
	s_waitcnt vmcnt(9)
	ds_write_b128 v123, v[106:109] offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000200) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[116:117], v[150:151], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[116:117], v[154:155], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[146:147], v[150:151], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[146:147], v[154:155], v[34:49]
	; sched_group_barrier mask(0x00000008) size(4) SyncID(0)
	; sched_barrier mask(0x00000000)
	s_waitcnt lgkmcnt(0)
	s_barrier
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x8_f16 v[2:17], v[140:141], v[132:133], v[2:17]
	ds_read_b128 v[106:109], v124
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[140:141], v[128:129], v[50:65]
	ds_read_b128 v[102:105], v124 offset:2560
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[136:137], v[132:133], v[18:33]
	ds_read_b128 v[110:113], v125 offset:20480
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[128:129], v[34:49]
	ds_read_b128 v[114:117], v125 offset:23040
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000100) size(1) SyncID(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[142:143], v[134:135], v[2:17]
	v_mfma_f32_32x32x8_f16 v[50:65], v[142:143], v[130:131], v[50:65]
	v_mfma_f32_32x32x8_f16 v[18:33], v[138:139], v[134:135], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[138:139], v[130:131], v[34:49]
	; sched_barrier mask(0x00000000)
	s_add_i32 s10, s10, 4
	s_add_i32 s7, s7, 2
	s_cmp_ge_i32 s10, s8
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
.LBB0_7:
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v69, s5, v122
	v_and_or_b32 v68, v0, 64, s4
	v_lshrrev_b32_e32 v0, 3, v0
	v_mov_b32_e32 v66, s0
	v_mov_b32_e32 v67, s1
	s_waitcnt vmcnt(2)
	v_and_or_b32 v84, v0, 4, v69
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[66:67], v[68:69], 2, v[66:67]
	v_lshlrev_b32_e32 v0, 2, v1
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[66:67], 0, v[0:1]
	v_mad_i64_i32 v[66:67], s[0:1], v84, s9, 0
	v_lshl_add_u64 v[66:67], v[66:67], 2, v[0:1]
	global_store_dword v[66:67], v2, off
	v_or_b32_e32 v2, 1, v84
	v_mad_i64_i32 v[68:69], s[0:1], v2, s9, 0
	v_lshl_add_u64 v[68:69], v[68:69], 2, v[0:1]
	v_or_b32_e32 v2, 2, v84
	global_store_dword v[68:69], v3, off
	v_mad_i64_i32 v[2:3], s[0:1], v2, s9, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v4, off
	v_or_b32_e32 v4, 3, v84
	v_mad_i64_i32 v[70:71], s[0:1], v4, s9, 0
	v_lshl_add_u64 v[70:71], v[70:71], 2, v[0:1]
	v_or_b32_e32 v4, 8, v84
	global_store_dword v[70:71], v5, off
	v_mad_i64_i32 v[4:5], s[0:1], v4, s9, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[0:1]
	global_store_dword v[4:5], v6, off
	v_or_b32_e32 v6, 9, v84
	v_mad_i64_i32 v[72:73], s[0:1], v6, s9, 0
	v_lshl_add_u64 v[72:73], v[72:73], 2, v[0:1]
	v_or_b32_e32 v6, 10, v84
	global_store_dword v[72:73], v7, off
	v_mad_i64_i32 v[6:7], s[0:1], v6, s9, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	global_store_dword v[6:7], v8, off
	v_or_b32_e32 v8, 11, v84
	v_mad_i64_i32 v[74:75], s[0:1], v8, s9, 0
	v_lshl_add_u64 v[74:75], v[74:75], 2, v[0:1]
	v_or_b32_e32 v8, 16, v84
	global_store_dword v[74:75], v9, off
	v_mad_i64_i32 v[8:9], s[0:1], v8, s9, 0
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	global_store_dword v[8:9], v10, off
	v_or_b32_e32 v10, 17, v84
	v_mad_i64_i32 v[76:77], s[0:1], v10, s9, 0
	v_lshl_add_u64 v[76:77], v[76:77], 2, v[0:1]
	v_or_b32_e32 v10, 18, v84
	global_store_dword v[76:77], v11, off
	v_mad_i64_i32 v[10:11], s[0:1], v10, s9, 0
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	global_store_dword v[10:11], v12, off
	v_or_b32_e32 v12, 19, v84
	s_waitcnt vmcnt(11)
	v_mad_i64_i32 v[78:79], s[0:1], v12, s9, 0
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[0:1]
	v_or_b32_e32 v12, 24, v84
	global_store_dword v[78:79], v13, off
	v_mad_i64_i32 v[12:13], s[0:1], v12, s9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	global_store_dword v[12:13], v14, off
	v_or_b32_e32 v14, 25, v84
	v_mad_i64_i32 v[80:81], s[0:1], v14, s9, 0
	v_lshl_add_u64 v[80:81], v[80:81], 2, v[0:1]
	v_or_b32_e32 v14, 26, v84
	global_store_dword v[80:81], v15, off
	v_mad_i64_i32 v[14:15], s[0:1], v14, s9, 0
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	global_store_dword v[14:15], v16, off
	v_or_b32_e32 v16, 27, v84
	v_mad_i64_i32 v[82:83], s[0:1], v16, s9, 0
	v_lshl_add_u64 v[82:83], v[82:83], 2, v[0:1]
	global_store_dword v[82:83], v17, off
	global_store_dword v[66:67], v50, off offset:128
	global_store_dword v[68:69], v51, off offset:128
	global_store_dword v[2:3], v52, off offset:128
	global_store_dword v[70:71], v53, off offset:128
	global_store_dword v[4:5], v54, off offset:128
	global_store_dword v[72:73], v55, off offset:128
	global_store_dword v[6:7], v56, off offset:128
	global_store_dword v[74:75], v57, off offset:128
	global_store_dword v[8:9], v58, off offset:128
	global_store_dword v[76:77], v59, off offset:128
	global_store_dword v[10:11], v60, off offset:128
	global_store_dword v[78:79], v61, off offset:128
	global_store_dword v[12:13], v62, off offset:128
	global_store_dword v[80:81], v63, off offset:128
	global_store_dword v[14:15], v64, off offset:128
	global_store_dword v[82:83], v65, off offset:128
	v_or_b32_e32 v2, 32, v84
	v_mad_i64_i32 v[2:3], s[0:1], v2, s9, 0
	v_or_b32_e32 v4, 33, v84
	v_or_b32_e32 v6, 34, v84
	v_or_b32_e32 v8, 35, v84
	v_or_b32_e32 v10, 40, v84
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	v_mad_i64_i32 v[4:5], s[0:1], v4, s9, 0
	v_mad_i64_i32 v[6:7], s[0:1], v6, s9, 0
	v_mad_i64_i32 v[8:9], s[0:1], v8, s9, 0
	v_mad_i64_i32 v[10:11], s[0:1], v10, s9, 0
	v_or_b32_e32 v12, 41, v84
	v_or_b32_e32 v14, 42, v84
	global_store_dword v[2:3], v18, off
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[0:1]
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[0:1]
	v_mad_i64_i32 v[12:13], s[0:1], v12, s9, 0
	v_mad_i64_i32 v[14:15], s[0:1], v14, s9, 0
	v_or_b32_e32 v16, 43, v84
	v_or_b32_e32 v18, 48, v84
	global_store_dword v[4:5], v19, off
	global_store_dword v[6:7], v20, off
	global_store_dword v[8:9], v21, off
	global_store_dword v[10:11], v22, off
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	v_mad_i64_i32 v[16:17], s[0:1], v16, s9, 0
	v_mad_i64_i32 v[18:19], s[0:1], v18, s9, 0
	v_or_b32_e32 v20, 49, v84
	v_or_b32_e32 v22, 50, v84
	global_store_dword v[12:13], v23, off
	global_store_dword v[14:15], v24, off
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	v_mad_i64_i32 v[20:21], s[0:1], v20, s9, 0
	v_mad_i64_i32 v[22:23], s[0:1], v22, s9, 0
	v_or_b32_e32 v24, 51, v84
	global_store_dword v[16:17], v25, off
	global_store_dword v[18:19], v26, off
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[0:1]
	v_mad_i64_i32 v[24:25], s[0:1], v24, s9, 0
	v_or_b32_e32 v26, 56, v84
	global_store_dword v[20:21], v27, off
	global_store_dword v[22:23], v28, off
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[0:1]
	v_mad_i64_i32 v[26:27], s[0:1], v26, s9, 0
	v_or_b32_e32 v28, 57, v84
	global_store_dword v[24:25], v29, off
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	v_mad_i64_i32 v[28:29], s[0:1], v28, s9, 0
	global_store_dword v[26:27], v30, off
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[0:1]
	v_or_b32_e32 v30, 58, v84
	global_store_dword v[28:29], v31, off
	v_mad_i64_i32 v[30:31], s[0:1], v30, s9, 0
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[0:1]
	global_store_dword v[30:31], v32, off
	v_or_b32_e32 v32, 59, v84
	v_mad_i64_i32 v[50:51], s[0:1], v32, s9, 0
	v_lshl_add_u64 v[0:1], v[50:51], 2, v[0:1]
	global_store_dword v[0:1], v33, off
	global_store_dword v[2:3], v34, off offset:128
	global_store_dword v[4:5], v35, off offset:128
	global_store_dword v[6:7], v36, off offset:128
	global_store_dword v[8:9], v37, off offset:128
	global_store_dword v[10:11], v38, off offset:128
	global_store_dword v[12:13], v39, off offset:128
	global_store_dword v[14:15], v40, off offset:128
	global_store_dword v[16:17], v41, off offset:128
	global_store_dword v[18:19], v42, off offset:128
	global_store_dword v[20:21], v43, off offset:128
	global_store_dword v[22:23], v44, off offset:128
	global_store_dword v[24:25], v45, off offset:128
	global_store_dword v[26:27], v46, off offset:128
	global_store_dword v[28:29], v47, off offset:128
	global_store_dword v[30:31], v48, off offset:128
	global_store_dword v[0:1], v49, off offset:128
.LBB0_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_nt
		.amdhsa_group_segment_fixed_size 61440
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 156
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 156
		.amdhsa_reserve_vcc 0
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
; codeLenInByte = 3812
; NumSgprs: 24
; NumVgprs: 156
; NumAgprs: 0
; TotalNumVgprs: 156
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 61440 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 156
; AccumOffset: 156
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 38
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_nt.kd
    .uses_dynamic_stack: false
    .vgpr_count:     156
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
