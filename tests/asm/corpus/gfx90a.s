L_top:
s_add_u32 s75, s57, 23
s_sub_u32 flat_scratch_lo, 0.5, flat_scratch_hi
s_sub_u32 xnack_mask_hi, 0.5, src_shared_limit
s_add_i32 s95, 100000, vcc_lo
s_add_i32 s68, 0x12345678, 55
s_sub_i32 s86, s74, exec_hi
s_sub_i32 s28, 1.5, -1.0
s_addc_u32 vcc_hi, s80, 0.5
s_addc_u32 s50, ttmp13, src_private_limit
s_subb_u32 s10, s54, s5
s_subb_u32 s61, 1.0, src_shared_limit
s_min_i32 s7, 61, s10
s_min_i32 s81, s76, -4
s_min_u32 s69, s44, exec_hi
s_min_u32 xnack_mask_hi, 0x12345678, s16
s_max_i32 m0, s17, -15
s_max_i32 s40, 51, s54
s_max_u32 m0, 24, 1.0
s_max_u32 exec_lo, 35, 18
s_cselect_b32 s91, 55, 1.0
s_cselect_b32 s26, 0xdeadbeef, s29
s_cselect_b64 s[80:81], 18, s[12:13]
s_cselect_b64 s[6:7], 0x7fffffff, exec
s_and_b32 s86, -16, 0x12345678
s_and_b32 exec_lo, s2, exec_lo
s_and_b64 ttmp[14:15], 17, s[96:97]
s_and_b64 ttmp[0:1], s[100:101], 1.0
s_or_b32 flat_scratch_lo, 56, 29
s_or_b32 flat_scratch_lo, s40, 2.0
s_or_b64 s[12:13], 4.0, -11
s_or_b64 ttmp[14:15], 4.0, -5
s_xor_b32 vcc_lo, src_private_base, -1.0
s_xor_b32 ttmp15, s93, src_execz
s_xor_b64 s[56:57], 52, s[6:7]
s_xor_b64 s[68:69], 0.5, ttmp[6:7]
s_andn2_b32 xnack_mask_hi, s50, s25
s_andn2_b32 s16, src_scc, s81
s_andn2_b64 s[46:47], 0xffff0000, 22
s_andn2_b64 s[38:39], s[0:1], -13
s_orn2_b32 s9, 1, s58
s_orn2_b32 ttmp9, s12, src_shared_base
s_orn2_b64 s[100:101], 0x12345, ttmp[14:15]
s_orn2_b64 s[22:23], 0x7fffffff, s[16:17]
s_nand_b32 s66, s2, 9
s_nand_b32 exec_lo, xnack_mask_lo, 31
s_nand_b64 s[32:33], 12345678, exec
s_nor_b32 s7, s40, 32
s_nor_b32 s5, 0x12345678, s29
s_nor_b64 s[10:11], 17, s[4:5]
s_nor_b64 ttmp[6:7], 1.0, 14
s_xnor_b32 s40, -12345, s21
s_xnor_b32 exec_hi, 28, s91
s_xnor_b64 s[42:43], 0x7fffffff, 45
s_xnor_b64 s[82:83], -2.0, xnack_mask
s_lshl_b32 s24, -12345, xnack_mask_hi
s_lshl_b32 s68, src_shared_base, s95
s_lshl_b64 xnack_mask, s[20:21], 55
s_lshl_b64 flat_scratch, -1.0, s78
s_lshr_b32 s80, 100000, m0
s_lshr_b32 s11, 51, s61
s_lshr_b64 s[24:25], -10, s32
s_lshr_b64 s[0:1], 2.0, -4.0
s_ashr_i32 exec_hi, s50, flat_scratch_hi
s_ashr_i32 s60, -1.0, s100
s_ashr_i64 s[12:13], 11, -0.5
s_ashr_i64 flat_scratch, s[40:41], 0xffff
s_bfm_b32 s11, -0.5, -0.5
s_bfm_b64 ttmp[6:7], 24, 1.5
s_bfm_b64 s[4:5], 51, -3
s_mul_i32 s43, 4.0, vcc_hi
s_mul_i32 s42, 0.15915494, 4.0
s_bfe_u32 s83, 1.0, exec_hi
s_bfe_u32 s87, -8, 33
s_bfe_i32 s17, -1.0, vcc_hi
s_bfe_i32 s7, s55, 31
s_bfe_u64 s[26:27], 0xffff0000, s75
s_bfe_u64 s[78:79], 12345678, 49
s_bfe_i64 s[74:75], 0.5, 1.5
s_bfe_i64 s[30:31], vcc, 42
s_cbranch_g_fork -1.0, 6
s_absdiff_i32 exec_lo, s43, 0xffff
s_absdiff_i32 exec_lo, -4.0, 4
s_rfe_restore_b64 2.0, -0.5
s_rfe_restore_b64 -1000, 42
s_mul_hi_u32 m0, m0, s85
s_mul_hi_u32 s91, s9, 0xffff
s_mul_hi_i32 s45, s53, -10
s_mul_hi_i32 exec_hi, -1.5, src_vccz
s_lshl1_add_u32 s64, exec_hi, 1.0
s_lshl1_add_u32 xnack_mask_hi, s13, exec_hi
s_lshl2_add_u32 s62, -3, 56
s_lshl2_add_u32 ttmp3, 64, src_shared_base
s_lshl3_add_u32 flat_scratch_hi, s74, xnack_mask_lo
s_lshl3_add_u32 s44, 1.5, s76
s_lshl4_add_u32 s67, 38, exec_lo
s_lshl4_add_u32 s26, s6, -2.0
s_pack_ll_b32_b16 exec_hi, s47, s7
s_pack_ll_b32_b16 s37, 23, 2.0
s_pack_lh_b32_b16 xnack_mask_lo, 37, s12
s_pack_lh_b32_b16 s87, exec_hi, 0xdeadbeef
s_pack_hh_b32_b16 s67, s82, s66
s_pack_hh_b32_b16 s48, flat_scratch_hi, -1.0
s_movk_i32 s38, 0
s_movk_i32 s12, 0x7ca5
s_cmovk_i32 s36, 0
s_cmovk_i32 flat_scratch_lo, 0
s_cmpk_eq_i32 s86, 0x7db0
s_cmpk_eq_i32 xnack_mask_hi, -28770
s_cmpk_lg_i32 xnack_mask_hi, 0x38a8
s_cmpk_lg_i32 s76, 0x16e6
s_cmpk_gt_i32 xnack_mask_lo, 0
s_cmpk_gt_i32 s2, 0
s_cmpk_ge_i32 s60, 10651
s_cmpk_ge_i32 s97, 0x44
s_cmpk_lt_i32 s97, 22153
s_cmpk_lt_i32 s3, 0
s_cmpk_le_i32 s87, -30986
s_cmpk_le_i32 s4, 0
s_cmpk_eq_u32 s94, 29636
s_cmpk_eq_u32 s23, 46272
s_cmpk_lg_u32 s69, 0
s_cmpk_lg_u32 flat_scratch_hi, 51350
s_cmpk_gt_u32 xnack_mask_hi, 63809
s_cmpk_gt_u32 s50, 0
s_cmpk_ge_u32 s52, 0xade6
s_cmpk_ge_u32 s79, 0
s_cmpk_lt_u32 s30, 0
s_cmpk_lt_u32 s34, 0
s_cmpk_le_u32 s32, 26259
s_cmpk_le_u32 ttmp8, 10225
s_addk_i32 s88, 0x609f
s_addk_i32 s88, -19947
s_mulk_i32 s50, 0
s_mulk_i32 s67, 0
s_cbranch_i_fork s[76:77], L_top
s_cbranch_i_fork xnack_mask, L_top
s_getreg_b32 s23, hwreg(HW_REG_TMA_HI)
s_getreg_b32 exec_lo, hwreg(HW_REG_TBA_LO)
s_setreg_b32 hwreg(HW_REG_TMA_HI), m0
s_setreg_b32 hwreg(HW_REG_MODE), exec_lo
s_setreg_imm32_b32 hwreg(15, 3, 4), -1.5
s_setreg_imm32_b32 hwreg(HW_REG_TBA_HI, 19, 7), 0xffff
s_call_b64 s[38:39], L_end
s_call_b64 flat_scratch, L_top
s_mov_b32 s28, -1.5
s_mov_b32 s100, vcc_hi
s_mov_b64 s[94:95], ttmp[14:15]
s_mov_b64 s[6:7], -1000
s_cmov_b32 vcc_hi, s61
s_cmov_b32 flat_scratch_hi, exec_hi
s_cmov_b64 s[56:57], 16
s_cmov_b64 s[42:43], s[12:13]
s_not_b32 s48, vcc_hi
s_not_b32 s5, 41
s_not_b64 s[74:75], 4
s_not_b64 xnack_mask, -2.0
s_wqm_b32 s43, s94
s_wqm_b32 s13, 0x12345678
s_wqm_b64 s[94:95], s[46:47]
s_wqm_b64 s[70:71], s[60:61]
s_brev_b32 s43, flat_scratch_lo
s_brev_b32 s90, s88
s_brev_b64 xnack_mask, 11
s_brev_b64 s[42:43], exec
s_bcnt0_i32_b32 s11, 100000
s_bcnt0_i32_b32 s31, vcc_lo
s_bcnt0_i32_b64 flat_scratch_hi, -2.0
s_bcnt0_i32_b64 flat_scratch_lo, s[28:29]
s_bcnt1_i32_b32 s16, 1.5
s_bcnt1_i32_b32 s71, 21
s_bcnt1_i32_b64 s7, s[6:7]
s_bcnt1_i32_b64 s98, -4.0
s_ff0_i32_b32 s68, 0xffff
s_ff0_i32_b32 exec_lo, 1
s_ff0_i32_b64 vcc_lo, s[48:49]
s_ff0_i32_b64 s25, -1.0
s_ff1_i32_b32 s25, 18
s_ff1_i32_b32 s63, 53
s_ff1_i32_b64 m0, s[94:95]
s_ff1_i32_b64 flat_scratch_hi, -1.0
s_flbit_i32_b32 xnack_mask_lo, s48
s_flbit_i32_b32 s35, s52
s_flbit_i32_b64 ttmp3, -1000
s_flbit_i32_b64 s97, s[48:49]
s_flbit_i32 s24, -8
s_flbit_i32 s6, src_scc
s_flbit_i32_i64 s32, exec
s_flbit_i32_i64 exec_lo, 58
s_sext_i32_i8 s49, -4
s_sext_i32_i8 s92, s14
s_sext_i32_i16 s91, 54
s_sext_i32_i16 s10, -4
s_bitset0_b32 s35, s31
s_bitset0_b32 xnack_mask_lo, 2.0
s_bitset0_b64 s[28:29], 100000
s_bitset0_b64 s[14:15], -2.0
s_bitset1_b32 s96, s71
s_bitset1_b32 s97, src_vccz
s_bitset1_b64 s[86:87], s88
s_bitset1_b64 s[82:83], s36
s_getpc_b64 s[90:91]
s_getpc_b64 vcc
s_setpc_b64 s[12:13]
s_setpc_b64 s[14:15]
s_swappc_b64 s[68:69], 0x12345
s_swappc_b64 s[54:55], 59
s_rfe_b64 s[58:59]
s_rfe_b64 s[8:9]
s_and_saveexec_b64 xnack_mask, 29
s_and_saveexec_b64 s[42:43], flat_scratch
s_or_saveexec_b64 xnack_mask, -1
s_or_saveexec_b64 ttmp[14:15], 30
s_xor_saveexec_b64 s[6:7], s[18:19]
s_xor_saveexec_b64 s[14:15], -2.0
s_andn2_saveexec_b64 s[90:91], s[68:69]
s_andn2_saveexec_b64 s[34:35], 0xffff0000
s_orn2_saveexec_b64 s[72:73], 0xffff0000
s_orn2_saveexec_b64 s[6:7], 0x12345
s_nand_saveexec_b64 s[48:49], s[24:25]
s_nand_saveexec_b64 s[0:1], -0.5
s_nor_saveexec_b64 s[38:39], 12345678
s_nor_saveexec_b64 ttmp[0:1], -7
s_xnor_saveexec_b64 s[78:79], s[50:51]
s_xnor_saveexec_b64 vcc, ttmp[14:15]
s_quadmask_b32 s97, 61
s_quadmask_b32 s21, src_scc
s_quadmask_b64 vcc, -1000
s_quadmask_b64 ttmp[0:1], ttmp[14:15]
s_movrels_b32 s35, s96
s_movrels_b32 s45, xnack_mask_hi
s_movrels_b64 s[12:13], s[98:99]
s_movrels_b64 s[82:83], ttmp[0:1]
s_movreld_b32 s94, src_pops_exiting_wave_id
s_movreld_b32 s63, 4.0
s_movreld_b64 s[40:41], 0.5
s_movreld_b64 s[16:17], flat_scratch
s_cbranch_join flat_scratch_lo
s_cbranch_join s12
s_abs_i32 s42, src_private_base
s_abs_i32 flat_scratch_lo, exec_hi
s_set_gpr_idx_idx ttmp7
s_set_gpr_idx_idx src_vccz
s_andn1_saveexec_b64 s[80:81], 0x7fffffff
s_andn1_saveexec_b64 s[10:11], s[10:11]
s_orn1_saveexec_b64 s[42:43], 31
s_orn1_saveexec_b64 s[20:21], s[28:29]
s_andn1_wrexec_b64 s[10:11], 35
s_andn1_wrexec_b64 ttmp[0:1], s[84:85]
s_andn2_wrexec_b64 s[52:53], -4.0
s_andn2_wrexec_b64 s[34:35], s[70:71]
s_bitreplicate_b64_b32 s[34:35], s79
s_bitreplicate_b64_b32 s[44:45], s54
s_cmp_eq_i32 s96, -0.5
s_cmp_eq_i32 4.0, 1
s_cmp_lg_i32 s87, -2
s_cmp_lg_i32 s84, s14
s_cmp_gt_i32 s97, -1.0
s_cmp_gt_i32 s45, s36
s_cmp_ge_i32 s87, s84
s_cmp_ge_i32 src_shared_base, 19
s_cmp_lt_i32 xnack_mask_lo, s94
s_cmp_lt_i32 s22, -12345
s_cmp_le_i32 s47, s100
s_cmp_le_i32 s16, s50
s_cmp_eq_u32 s39, 30
s_cmp_eq_u32 100000, s40
s_cmp_lg_u32 0.15915494, 2.0
s_cmp_lg_u32 -2.0, 0.5
s_cmp_gt_u32 -1, s35
s_cmp_gt_u32 s28, 44
s_cmp_ge_u32 -1.5, xnack_mask_hi
s_cmp_ge_u32 -1.5, 4
s_cmp_lt_u32 -12345, flat_scratch_lo
s_cmp_lt_u32 -1.0, 12
s_cmp_le_u32 src_scc, -12345
s_cmp_le_u32 10, s43
s_bitcmp0_b32 0xffff, s45
s_bitcmp0_b32 xnack_mask_hi, 0.5
s_bitcmp1_b32 s69, 0xdeadbeef
s_bitcmp1_b32 0.15915494, 0.15915494
s_bitcmp0_b64 -0.5, s99
s_bitcmp0_b64 31, s74
s_bitcmp1_b64 2.0, s37
s_bitcmp1_b64 s[80:81], 39
s_setvskip s64, src_shared_base
s_set_gpr_idx_on 3, gpr_idx(SRC0,SRC1,SRC2,DST)
s_set_gpr_idx_on 29, gpr_idx(SRC0,SRC1,SRC2,DST)
s_cmp_eq_u64 ttmp[0:1], 0x7fffffff
s_cmp_eq_u64 17, s[62:63]
s_cmp_lg_u64 0x12345, s[2:3]
s_cmp_lg_u64 -4.0, 64
s_nop 0x26ee
s_nop 7189
s_branch L_mid
s_branch L_end
s_wakeup
s_cbranch_scc0 L_top
s_cbranch_scc0 L_end
s_cbranch_scc1 L_end
s_cbranch_scc1 L_mid
s_cbranch_vccz L_top
s_cbranch_vccz L_mid
s_cbranch_vccnz L_top
s_cbranch_vccnz L_end
s_cbranch_execz L_top
s_cbranch_execnz L_mid
s_barrier
s_setkill 0
s_setkill 0x3064
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
s_waitcnt 0xae73
s_sethalt 10582
s_sethalt 6285
s_sleep 0
s_sleep -23863
s_setprio 30180
s_setprio 13997
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsghalt sendmsg(4)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_trap 0
s_trap -17889
s_icache_inv
s_incperflevel -21337
s_incperflevel 0x6490
s_decperflevel -30838
s_decperflevel 2312
s_ttracedata
s_cbranch_cdbgsys L_top
s_cbranch_cdbgsys L_end
s_cbranch_cdbguser L_top
s_cbranch_cdbguser L_mid
s_cbranch_cdbgsys_or_user L_end
s_cbranch_cdbgsys_and_user L_mid
s_endpgm_saved
s_set_gpr_idx_off
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,SRC2)
s_set_gpr_idx_mode gpr_idx(SRC0)
s_endpgm_ordered_ps_done
s_load_dword s46, s[100:101], m0 offset:0x39d3
s_load_dword s69, s[70:71], s12 glc
s_load_dword s92, s[74:75], m0 offset:0xeeb6
s_load_dword s15, s[16:17], s71 offset:0x1a8e
s_load_dwordx2 s[28:29], s[48:49], s90
s_load_dwordx2 s[16:17], s[38:39], 0x1000
s_load_dwordx2 s[54:55], s[98:99], 0x10
s_load_dwordx2 s[56:57], s[54:55], s12
s_load_dwordx4 s[48:51], s[14:15], s89 glc
s_load_dwordx4 s[64:67], s[36:37], 0x4f78b
s_load_dwordx4 s[0:3], s[48:49], 0x1000
s_load_dwordx4 s[56:59], s[40:41], 0x2b32a
s_load_dwordx8 s[76:83], s[18:19], 0xfc
s_load_dwordx8 s[20:27], s[60:61], 0x1000 glc
s_load_dwordx8 s[0:7], s[94:95], s55 offset:0x4cf5
s_load_dwordx8 s[76:83], s[66:67], s0 offset:0x92d0 glc
s_load_dwordx16 s[20:35], s[58:59], s63
s_load_dwordx16 s[12:27], s[4:5], m0 offset:0xd7f
s_load_dwordx16 s[48:63], s[38:39], 0x10 glc
s_load_dwordx16 s[72:87], s[94:95], s72 glc
s_scratch_load_dword s82, s[74:75], 0x1000 glc
s_scratch_load_dword s62, s[88:89], 0xa159d
s_scratch_load_dword s55, s[90:91], 0x1000 glc
s_scratch_load_dword s57, s[28:29], 0xa88a2 glc
s_scratch_load_dwordx2 s[58:59], s[80:81], 0x0 glc
s_scratch_load_dwordx2 s[52:53], s[44:45], s50 offset:0x65c8
s_scratch_load_dwordx2 s[86:87], s[100:101], s36 glc
s_scratch_load_dwordx2 s[32:33], s[42:43], 0xfc glc
s_scratch_load_dwordx4 s[44:47], s[34:35], s39
s_scratch_load_dwordx4 s[44:47], s[44:45], 0x0 glc
s_scratch_load_dwordx4 s[16:19], s[14:15], s51 offset:0xa7c7
s_scratch_load_dwordx4 s[64:67], s[50:51], s11
s_buffer_load_dword s82, s[60:63], s23
s_buffer_load_dword s72, s[0:3], s69
s_buffer_load_dword s38, s[56:59], s38
s_buffer_load_dword s34, s[40:43], 0x0
s_buffer_load_dwordx2 s[48:49], s[68:71], m0 glc
s_buffer_load_dwordx2 s[2:3], s[20:23], 0x10
s_buffer_load_dwordx2 s[6:7], s[64:67], 0x1000
s_buffer_load_dwordx2 s[62:63], s[56:59], m0 glc
s_buffer_load_dwordx4 s[8:11], s[52:55], s92 glc
s_buffer_load_dwordx4 s[56:59], s[92:95], 0x31be7
s_buffer_load_dwordx4 s[80:83], s[64:67], 0x0 glc
s_buffer_load_dwordx4 s[92:95], s[28:31], 0x0
s_buffer_load_dwordx8 s[76:83], s[72:75], s81 offset:0x6af9
s_buffer_load_dwordx8 s[16:23], s[92:95], 0x10
s_buffer_load_dwordx8 s[32:39], s[80:83], 0x4 glc
s_buffer_load_dwordx8 s[16:23], s[52:55], 0x1000
s_buffer_load_dwordx16 s[4:19], s[56:59], m0
s_buffer_load_dwordx16 s[56:71], s[48:51], 0x10
s_buffer_load_dwordx16 s[52:67], s[64:67], 0x1000
s_buffer_load_dwordx16 s[36:51], s[24:27], m0 offset:0xeea4
s_store_dword s65, s[6:7], 0xfc
s_store_dword s32, s[10:11], 0xfc glc
s_store_dword s48, s[2:3], 0x5d9e3
s_store_dword s63, s[76:77], 0x10
s_store_dwordx2 s[66:67], s[28:29], 0xfc
s_store_dwordx2 s[50:51], s[32:33], m0
s_store_dwordx2 s[18:19], s[34:35], m0 offset:0x3d28 glc
s_store_dwordx2 s[58:59], s[16:17], 0xc89c4 glc
s_store_dwordx4 s[40:43], s[64:65], m0
s_store_dwordx4 s[88:91], s[100:101], 0x52e2e
s_store_dwordx4 s[20:23], s[78:79], m0 glc
s_store_dwordx4 s[0:3], s[40:41], 0x10
s_scratch_store_dword s46, s[28:29], 0x4
s_scratch_store_dword s39, s[24:25], 0x66ebf glc
s_scratch_store_dword s50, s[64:65], s69 offset:0x9ab9
s_scratch_store_dword s92, s[38:39], 0x10
s_scratch_store_dwordx2 s[40:41], s[70:71], 0xfc glc
s_scratch_store_dwordx2 s[50:51], s[76:77], m0
s_scratch_store_dwordx2 s[84:85], s[10:11], m0 offset:0xe25f glc
s_scratch_store_dwordx2 s[36:37], s[66:67], 0x4 glc
s_scratch_store_dwordx4 s[76:79], s[22:23], 0x0
s_scratch_store_dwordx4 s[20:23], s[48:49], 0x0
s_scratch_store_dwordx4 s[84:87], s[72:73], 0x1000 glc
s_scratch_store_dwordx4 s[52:55], s[58:59], 0xfc glc
s_buffer_store_dword s44, s[52:55], m0
s_buffer_store_dword s11, s[56:59], s94 offset:0x56c9 glc
s_buffer_store_dword s68, s[48:51], s11 offset:0xad04
s_buffer_store_dword s83, s[48:51], 0x4 glc
s_buffer_store_dwordx2 s[4:5], s[72:75], 0xfc glc
s_buffer_store_dwordx2 s[92:93], s[64:67], m0 offset:0xc840
s_buffer_store_dwordx2 s[72:73], s[16:19], s42
s_buffer_store_dwordx2 s[60:61], s[60:63], s83
s_buffer_store_dwordx4 s[84:87], s[72:75], s6 offset:0x1356
s_buffer_store_dwordx4 s[92:95], s[40:43], s39 offset:0xcdb0 glc
s_buffer_store_dwordx4 s[88:91], s[4:7], 0xfc glc
s_buffer_store_dwordx4 s[56:59], s[4:7], 0x0 glc
s_dcache_inv
s_dcache_wb
s_dcache_inv_vol
s_dcache_wb_vol
s_memtime s[36:37]
s_memtime s[42:43]
s_memrealtime s[88:89]
s_memrealtime s[76:77]
s_atc_probe 86, s[8:9], 0x1b049
s_atc_probe 42, s[76:77], s44
s_atc_probe 15, s[36:37], 0x4
s_atc_probe 34, s[72:73], m0 offset:0xaffb
s_atc_probe_buffer 126, s[76:79], s101
s_atc_probe_buffer 112, s[32:35], 0x0
s_atc_probe_buffer 43, s[56:59], m0
s_atc_probe_buffer 5, s[92:95], 0xed095
s_dcache_discard s[96:97], 0x0
s_dcache_discard s[26:27], 0x4
s_dcache_discard s[62:63], 0xfc
s_dcache_discard s[90:91], 0xa2ef5
s_dcache_discard_x2 s[28:29], 0xfc
s_dcache_discard_x2 s[40:41], 0xfc
s_dcache_discard_x2 s[16:17], s10 offset:0x770b
s_dcache_discard_x2 s[62:63], s4
s_buffer_atomic_swap s53, s[36:39], 0x1000
s_buffer_atomic_swap s67, s[88:91], 0xfc
s_buffer_atomic_swap s45, s[76:79], 0x1000
s_buffer_atomic_swap s101, s[60:63], s24 offset:0x8dcb
s_buffer_atomic_cmpswap s[62:63], s[64:67], m0
s_buffer_atomic_cmpswap s[8:9], s[0:3], 0xf7bd0
s_buffer_atomic_cmpswap s[6:7], s[24:27], 0xfc
s_buffer_atomic_cmpswap s[70:71], s[64:67], 0x10
s_buffer_atomic_add s1, s[12:15], m0 offset:0x9ddd glc
s_buffer_atomic_add s46, s[64:67], m0
s_buffer_atomic_add s37, s[0:3], m0
s_buffer_atomic_add s70, s[56:59], 0xc9e3a glc
s_buffer_atomic_sub s14, s[76:79], m0 offset:0xe253 glc
s_buffer_atomic_sub s96, s[36:39], m0 offset:0x4149
s_buffer_atomic_sub s98, s[12:15], m0 glc
s_buffer_atomic_sub s99, s[96:99], 0x4
s_buffer_atomic_smin s90, s[68:71], 0x1000
s_buffer_atomic_smin s44, s[44:47], 0xfc
s_buffer_atomic_smin s53, s[0:3], 0x4
s_buffer_atomic_smin s72, s[80:83], m0 offset:0x53ba
s_buffer_atomic_umin s23, s[36:39], 0x10
s_buffer_atomic_umin s45, s[36:39], m0
s_buffer_atomic_umin s28, s[48:51], 0x10 glc
s_buffer_atomic_umin s81, s[76:79], 0x496da glc
s_buffer_atomic_smax s93, s[92:95], 0x2cf7c
s_buffer_atomic_smax s78, s[12:15], 0x4
s_buffer_atomic_smax s46, s[56:59], 0xfc glc
s_buffer_atomic_smax s78, s[88:91], m0 glc
s_buffer_atomic_umax s94, s[96:99], 0x1000
s_buffer_atomic_umax s1, s[32:35], m0 offset:0x72fa
s_buffer_atomic_umax s55, s[68:71], m0
s_buffer_atomic_umax s28, s[68:71], 0x5c418 glc
s_buffer_atomic_and s45, s[84:87], m0 offset:0xfa99
s_buffer_atomic_and s83, s[0:3], 0x10 glc
s_buffer_atomic_and s41, s[96:99], s59 offset:0x5bea
s_buffer_atomic_and s43, s[84:87], 0xc9497 glc
s_buffer_atomic_or s47, s[64:67], 0x57d91
s_buffer_atomic_or s23, s[28:31], 0x1000 glc
s_buffer_atomic_or s63, s[80:83], 0x10 glc
s_buffer_atomic_or s34, s[44:47], s61
s_buffer_atomic_xor s18, s[88:91], s19 offset:0x6dad glc
s_buffer_atomic_xor s11, s[36:39], 0x4 glc
s_buffer_atomic_xor s39, s[68:71], 0x4
s_buffer_atomic_xor s93, s[96:99], 0x1000
s_buffer_atomic_inc s83, s[4:7], 0x10 glc
s_buffer_atomic_inc s93, s[52:55], 0xfc glc
s_buffer_atomic_inc s25, s[32:35], 0x2a864
s_buffer_atomic_inc s0, s[88:91], 0x10 glc
s_buffer_atomic_dec s76, s[64:67], s48 offset:0x2912
s_buffer_atomic_dec s65, s[76:79], 0x1000
s_buffer_atomic_dec s92, s[56:59], m0 offset:0x2fbf
s_buffer_atomic_dec s9, s[56:59], s27 offset:0x1afa
s_buffer_atomic_swap_x2 s[46:47], s[80:83], s98 glc
s_buffer_atomic_swap_x2 s[98:99], s[76:79], 0xff570 glc
s_buffer_atomic_swap_x2 s[72:73], s[4:7], 0xfc
s_buffer_atomic_swap_x2 s[90:91], s[16:19], 0x0 glc
s_buffer_atomic_cmpswap_x2 s[28:31], s[40:43], 0x0 glc
s_buffer_atomic_cmpswap_x2 s[20:23], s[12:15], s48 offset:0xe6aa
s_buffer_atomic_cmpswap_x2 s[44:47], s[12:15], 0x4 glc
s_buffer_atomic_cmpswap_x2 s[64:67], s[4:7], s45 offset:0xb4e7
s_buffer_atomic_add_x2 s[36:37], s[40:43], 0x10 glc
s_buffer_atomic_add_x2 s[34:35], s[72:75], s1 offset:0x7d4 glc
s_buffer_atomic_add_x2 s[46:47], s[48:51], 0xfc
s_buffer_atomic_add_x2 s[0:1], s[72:75], s1 offset:0x42aa
s_buffer_atomic_sub_x2 s[20:21], s[52:55], 0x0 glc
s_buffer_atomic_sub_x2 s[86:87], s[60:63], s31
s_buffer_atomic_sub_x2 s[44:45], s[80:83], m0 glc
s_buffer_atomic_sub_x2 s[54:55], s[92:95], s96 offset:0x7cf6 glc
s_buffer_atomic_smin_x2 s[0:1], s[8:11], s88 offset:0x2b67 glc
s_buffer_atomic_smin_x2 s[28:29], s[96:99], 0xfc glc
s_buffer_atomic_smin_x2 s[62:63], s[88:91], s14 glc
s_buffer_atomic_smin_x2 s[80:81], s[28:31], 0xfc
s_buffer_atomic_umin_x2 s[4:5], s[20:23], 0x0 glc
s_buffer_atomic_umin_x2 s[20:21], s[12:15], 0xf78d glc
s_buffer_atomic_umin_x2 s[6:7], s[68:71], s86 offset:0xc2e3 glc
s_buffer_atomic_umin_x2 s[12:13], s[28:31], s14 glc
s_buffer_atomic_smax_x2 s[70:71], s[76:79], 0x1000
s_buffer_atomic_smax_x2 s[88:89], s[36:39], 0x10 glc
s_buffer_atomic_smax_x2 s[88:89], s[52:55], s55
s_buffer_atomic_smax_x2 s[42:43], s[88:91], s15 glc
s_buffer_atomic_umax_x2 s[50:51], s[92:95], 0x1000
s_buffer_atomic_umax_x2 s[52:53], s[16:19], s50 offset:0x2f43
s_buffer_atomic_umax_x2 s[52:53], s[12:15], 0x0
s_buffer_atomic_umax_x2 s[100:101], s[96:99], m0 offset:0x7f32 glc
s_buffer_atomic_and_x2 s[4:5], s[32:35], 0x4
s_buffer_atomic_and_x2 s[34:35], s[68:71], 0x21de5
s_buffer_atomic_and_x2 s[20:21], s[96:99], s80 offset:0xc916
s_buffer_atomic_and_x2 s[14:15], s[72:75], 0xfc
s_buffer_atomic_or_x2 s[18:19], s[48:51], s92 offset:0x5591
s_buffer_atomic_or_x2 s[16:17], s[40:43], 0x1000
s_buffer_atomic_or_x2 s[10:11], s[88:91], m0 offset:0xfa55 glc
s_buffer_atomic_or_x2 s[22:23], s[0:3], m0 offset:0x600b
s_buffer_atomic_xor_x2 s[26:27], s[20:23], 0x4
s_buffer_atomic_xor_x2 s[4:5], s[64:67], 0xfc glc
s_buffer_atomic_xor_x2 s[56:57], s[0:3], s61 glc
s_buffer_atomic_xor_x2 s[24:25], s[92:95], s88 offset:0x280b glc
s_buffer_atomic_inc_x2 s[26:27], s[12:15], s48 glc
s_buffer_atomic_inc_x2 s[84:85], s[24:27], m0 glc
s_buffer_atomic_inc_x2 s[18:19], s[12:15], 0x467ff glc
s_buffer_atomic_inc_x2 s[74:75], s[80:83], 0x1000f glc
s_buffer_atomic_dec_x2 s[54:55], s[28:31], m0 offset:0x7d39
s_buffer_atomic_dec_x2 s[24:25], s[24:27], s59 offset:0xfb65
s_buffer_atomic_dec_x2 s[80:81], s[60:63], 0x1000
s_buffer_atomic_dec_x2 s[42:43], s[88:91], 0x1000
s_atomic_swap s8, s[84:85], m0 offset:0xad0b
s_atomic_swap s65, s[54:55], s72
s_atomic_swap s78, s[82:83], 0x1000
s_atomic_swap s97, s[40:41], s22
s_atomic_cmpswap s[88:89], s[94:95], s59 offset:0x8ca0 glc
s_atomic_cmpswap s[58:59], s[74:75], 0x4
s_atomic_cmpswap s[52:53], s[26:27], m0
s_atomic_cmpswap s[82:83], s[4:5], s99 offset:0xb158 glc
s_atomic_add s31, s[28:29], m0
s_atomic_add s85, s[54:55], m0
s_atomic_add s3, s[58:59], 0xfc
s_atomic_add s38, s[14:15], m0 offset:0xa6b2
s_atomic_sub s100, s[86:87], 0xfc
s_atomic_sub s2, s[72:73], 0x10
s_atomic_sub s24, s[4:5], m0 glc
s_atomic_sub s32, s[92:93], 0x10 glc
s_atomic_smin s83, s[14:15], s72 offset:0x60a3 glc
s_atomic_smin s28, s[76:77], 0x4 glc
s_atomic_smin s95, s[44:45], 0x4
s_atomic_smin s89, s[84:85], s52 offset:0x1143 glc
s_atomic_umin s75, s[60:61], 0x10
s_atomic_umin s96, s[68:69], 0x1000
s_atomic_umin s31, s[72:73], s16 offset:0x3aa2
s_atomic_umin s61, s[28:29], 0x0 glc
s_atomic_smax s74, s[50:51], 0x10 glc
s_atomic_smax s90, s[86:87], 0x1000
s_atomic_smax s68, s[2:3], s11 glc
s_atomic_smax s49, s[8:9], 0x682df glc
s_atomic_umax s36, s[32:33], m0 offset:0xedb0
s_atomic_umax s54, s[42:43], 0x0
s_atomic_umax s70, s[76:77], s69
s_atomic_umax s43, s[84:85], s10 offset:0x6f0f
s_atomic_and s76, s[96:97], 0x1000
s_atomic_and s41, s[18:19], m0
s_atomic_and s53, s[44:45], s52 offset:0x726f
s_atomic_and s52, s[74:75], 0x1000 glc
s_atomic_or s93, s[24:25], 0x3d18a glc
s_atomic_or s8, s[30:31], 0x10
s_atomic_or s61, s[96:97], s12 offset:0xcc5a
s_atomic_or s79, s[84:85], 0x1000
s_atomic_xor s38, s[62:63], m0 offset:0x6c9d
s_atomic_xor s23, s[98:99], 0x4
s_atomic_xor s26, s[26:27], m0 offset:0x64f0
s_atomic_xor s13, s[38:39], 0x4 glc
s_atomic_inc s15, s[92:93], s54
s_atomic_inc s56, s[80:81], s71 offset:0xf25e
s_atomic_inc s81, s[44:45], m0
s_atomic_inc s29, s[6:7], s13 offset:0x2fb4 glc
s_atomic_dec s80, s[6:7], 0x0 glc
s_atomic_dec s10, s[54:55], 0x10
s_atomic_dec s50, s[16:17], 0x10
s_atomic_dec s77, s[98:99], m0 offset:0x287f glc
s_atomic_swap_x2 s[58:59], s[22:23], m0 offset:0xa089
s_atomic_swap_x2 s[82:83], s[94:95], 0xfb6c8
s_atomic_swap_x2 s[30:31], s[6:7], m0 glc
s_atomic_swap_x2 s[84:85], s[42:43], s24 offset:0xd70c
s_atomic_cmpswap_x2 s[4:7], s[8:9], 0x4
s_atomic_cmpswap_x2 s[36:39], s[78:79], s26 offset:0x338b glc
s_atomic_cmpswap_x2 s[32:35], s[36:37], 0x10
s_atomic_cmpswap_x2 s[12:15], s[68:69], s77
s_atomic_add_x2 s[96:97], s[78:79], 0x1000 glc
s_atomic_add_x2 s[62:63], s[50:51], 0xfa832 glc
s_atomic_add_x2 s[92:93], s[34:35], m0
s_atomic_add_x2 s[12:13], s[90:91], m0
s_atomic_sub_x2 s[30:31], s[84:85], m0
s_atomic_sub_x2 s[16:17], s[80:81], s30
s_atomic_sub_x2 s[98:99], s[82:83], 0x10
s_atomic_sub_x2 s[40:41], s[60:61], 0x1000
s_atomic_smin_x2 s[74:75], s[12:13], 0xda67
s_atomic_smin_x2 s[26:27], s[26:27], 0x10 glc
s_atomic_smin_x2 s[36:37], s[4:5], 0xfc
s_atomic_smin_x2 s[96:97], s[72:73], 0x4
s_atomic_umin_x2 s[90:91], s[30:31], 0x1000
s_atomic_umin_x2 s[72:73], s[84:85], m0
s_atomic_umin_x2 s[6:7], s[62:63], 0x4
s_atomic_umin_x2 s[82:83], s[70:71], 0xb1ac7
s_atomic_smax_x2 s[82:83], s[82:83], m0
s_atomic_smax_x2 s[12:13], s[100:101], m0 glc
s_atomic_smax_x2 s[52:53], s[14:15], s31 glc
s_atomic_smax_x2 s[36:37], s[76:77], 0x4
s_atomic_umax_x2 s[90:91], s[6:7], m0 offset:0xa195
s_atomic_umax_x2 s[0:1], s[68:69], s80
s_atomic_umax_x2 s[30:31], s[36:37], 0x4 glc
s_atomic_umax_x2 s[24:25], s[26:27], 0xfc glc
s_atomic_and_x2 s[56:57], s[6:7], m0 offset:0x1efe
s_atomic_and_x2 s[20:21], s[4:5], m0
s_atomic_and_x2 s[100:101], s[58:59], 0x0
s_atomic_and_x2 s[6:7], s[74:75], 0x0
s_atomic_or_x2 s[52:53], s[10:11], 0xfc glc
s_atomic_or_x2 s[44:45], s[78:79], m0 offset:0x8042
s_atomic_or_x2 s[74:75], s[24:25], s46
s_atomic_or_x2 s[52:53], s[32:33], 0xc9e26
s_atomic_xor_x2 s[32:33], s[58:59], m0
s_atomic_xor_x2 s[100:101], s[98:99], 0x10
s_atomic_xor_x2 s[100:101], s[26:27], 0x10 glc
s_atomic_xor_x2 s[4:5], s[22:23], 0xfc
s_atomic_inc_x2 s[80:81], s[48:49], 0xfc glc
s_atomic_inc_x2 s[70:71], s[32:33], m0
s_atomic_inc_x2 s[54:55], s[78:79], 0x4 glc
s_atomic_inc_x2 s[56:57], s[34:35], 0x0
s_atomic_dec_x2 s[32:33], s[74:75], s2 offset:0xb26c
s_atomic_dec_x2 s[50:51], s[16:17], m0 offset:0xb7d3 glc
s_atomic_dec_x2 s[56:57], s[2:3], 0x10 glc
s_atomic_dec_x2 s[68:69], s[20:21], 0x9f048 glc
v_nop
v_mov_b32_e32 v27, v27
v_mov_b32_e32 v255, v11
v_mov_b32_dpp v184, v78 wave_rol:1 row_mask:0x1 bank_mask:0xa
v_mov_b32_dpp v15, v24 row_shl:10 bank_mask:0x5
v_mov_b32_sdwa v25, sext(v18) dst_sel:BYTE_0 src0_sel:WORD_1
v_mov_b32_sdwa v137, s88 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE
v_readfirstlane_b32 s88, v230
v_readfirstlane_b32 s7, v99
v_cvt_i32_f64_e32 v236, v[14:15]
v_cvt_i32_f64_e32 v17, 11
v_cvt_i32_f64_dpp v20, v[26:27] row_newbcast:2 row_mask:0xe bank_mask:0x9 bound_ctrl:0
v_cvt_i32_f64_dpp v220, v[14:15] row_newbcast:1 row_mask:0xf
v_cvt_f64_i32_e32 v[76:77], v11
v_cvt_f64_i32_e32 v[26:27], v7
v_cvt_f64_i32_dpp v[58:59], v37 row_newbcast:12 row_mask:0xd bound_ctrl:0
v_cvt_f64_i32_dpp v[116:117], v38 row_newbcast:10 bank_mask:0xc
v_cvt_f32_i32_e32 v92, v255
v_cvt_f32_i32_e32 v0, s17
v_cvt_f32_i32_dpp v96, v8 row_shr:13 row_mask:0xe bank_mask:0x2
v_cvt_f32_i32_dpp v191, v158 row_bcast:15 row_mask:0x1 bank_mask:0xa bound_ctrl:0
v_cvt_f32_i32_sdwa v17, sext(v179) clamp dst_sel:BYTE_2 src0_sel:WORD_1
v_cvt_f32_i32_sdwa v29, sext(4) dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_f32_u32_e32 v62, s87
v_cvt_f32_u32_e32 v37, v0
v_cvt_f32_u32_dpp v188, v215 wave_shr:1 row_mask:0xf bank_mask:0x1 bound_ctrl:0
v_cvt_f32_u32_dpp v253, v31 row_newbcast:3 bank_mask:0x8 bound_ctrl:0
v_cvt_f32_u32_sdwa v9, v94 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_cvt_f32_u32_sdwa v21, v255 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_u32_f32_e32 v21, flat_scratch_lo
v_cvt_u32_f32_e32 v99, s41
v_cvt_u32_f32_dpp v5, v25 row_ror:11 row_mask:0x9
v_cvt_u32_f32_dpp v112, v103 row_shr:11 row_mask:0x9 bank_mask:0xa bound_ctrl:0
v_cvt_u32_f32_sdwa v12, v197 clamp src0_sel:DWORD
v_cvt_i32_f32_e32 v2, v255
v_cvt_i32_f32_e32 v15, s72
v_cvt_i32_f32_dpp v147, v171 row_shl:2 bank_mask:0x2
v_cvt_i32_f32_dpp v6, |v255| wave_ror:1 row_mask:0x9 bank_mask:0xc
v_cvt_i32_f32_sdwa v255, v255 dst_sel:BYTE_2 src0_sel:BYTE_2
v_cvt_i32_f32_sdwa v31, v1 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_cvt_f16_f32_e32 v27, flat_scratch_lo
v_cvt_f16_f32_e32 v81, v24
v_cvt_f16_f32_dpp v208, -v171 row_bcast:15 row_mask:0x1 bank_mask:0x1
v_cvt_f16_f32_dpp v158, v10 row_newbcast:7 row_mask:0x0
v_cvt_f16_f32_sdwa v185, -|v100| dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_f16_f32_sdwa v17, v13 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PAD
v_cvt_f32_f16_e32 v6, v17
v_cvt_f32_f16_e32 v180, 9
v_cvt_f32_f16_dpp v51, v107 row_half_mirror bank_mask:0x2 bound_ctrl:0
v_cvt_f32_f16_dpp v29, -|v19| row_bcast:15 row_mask:0x3 bank_mask:0x8
v_cvt_f32_f16_sdwa v100, -|v31| dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_cvt_f32_f16_sdwa v244, -v21 dst_sel:DWORD dst_unused:UNUSED_SEXT
v_cvt_rpi_i32_f32_e32 v101, v0
v_cvt_rpi_i32_f32_e32 v99, 1.0
v_cvt_rpi_i32_f32_dpp v70, |v255| wave_rol:1 bank_mask:0x7
v_cvt_rpi_i32_f32_dpp v10, v24 row_half_mirror row_mask:0x0 bank_mask:0xc bound_ctrl:0
v_cvt_rpi_i32_f32_sdwa v12, -v192 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_rpi_i32_f32_sdwa v15, v94 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_cvt_flr_i32_f32_e32 v152, v165
v_cvt_flr_i32_f32_e32 v175, v188
v_cvt_flr_i32_f32_dpp v5, v222 row_newbcast:5 row_mask:0xe bank_mask:0xe bound_ctrl:0
v_cvt_flr_i32_f32_dpp v30, v246 row_newbcast:1 row_mask:0xe bank_mask:0xe
v_cvt_flr_i32_f32_sdwa v32, v208 clamp dst_sel:BYTE_0 src0_sel:BYTE_2
v_cvt_flr_i32_f32_sdwa v18, 25 dst_sel:BYTE_0
v_cvt_off_f32_i4_e32 v159, v30
v_cvt_off_f32_i4_e32 v4, s32
v_cvt_off_f32_i4_dpp v184, v101 row_half_mirror row_mask:0x4
v_cvt_off_f32_i4_dpp v23, v62 row_bcast:15 bank_mask:0xa
v_cvt_off_f32_i4_sdwa v20, sext(v154) dst_sel:DWORD src0_sel:WORD_0
v_cvt_off_f32_i4_sdwa v10, v24 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_cvt_f32_f64_e32 v44, s[8:9]
v_cvt_f32_f64_e32 v20, v[100:101]
v_cvt_f32_f64_dpp v10, v[128:129] row_newbcast:1 bank_mask:0xf
v_cvt_f32_f64_dpp v7, v[204:205] row_newbcast:7 row_mask:0xd bank_mask:0x7
v_cvt_f64_f32_e32 v[112:113], v176
v_cvt_f64_f32_e32 v[8:9], src_pops_exiting_wave_id
v_cvt_f64_f32_dpp v[254:255], v26 row_newbcast:9 row_mask:0x6 bank_mask:0x3
v_cvt_f64_f32_dpp v[46:47], v24 row_newbcast:6 row_mask:0xb bank_mask:0x3
v_cvt_f32_ubyte0_e32 v255, v75
v_cvt_f32_ubyte0_e32 v255, -1.0
v_cvt_f32_ubyte0_dpp v255, v27 row_shl:7 row_mask:0x3
v_cvt_f32_ubyte0_dpp v18, v253 wave_rol:1 bank_mask:0x5
v_cvt_f32_ubyte0_sdwa v29, sext(s97) dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_cvt_f32_ubyte0_sdwa v17, v243 clamp dst_sel:DWORD src0_sel:DWORD
v_cvt_f32_ubyte1_e32 v152, v222
v_cvt_f32_ubyte1_e32 v7, v42
v_cvt_f32_ubyte1_dpp v156, v31 row_bcast:31 row_mask:0xa
v_cvt_f32_ubyte1_dpp v158, v157 row_shr:3 row_mask:0xa bank_mask:0xa bound_ctrl:0
v_cvt_f32_ubyte1_sdwa v48, sext(v159) clamp src0_sel:BYTE_3
v_cvt_f32_ubyte1_sdwa v9, sext(v26) dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_cvt_f32_ubyte2_e32 v221, v10
v_cvt_f32_ubyte2_e32 v8, v99
v_cvt_f32_ubyte2_dpp v255, v32 row_bcast:15 row_mask:0x4 bank_mask:0x9 bound_ctrl:0
v_cvt_f32_ubyte2_dpp v11, v21 row_bcast:31 row_mask:0x6 bank_mask:0x6 bound_ctrl:0
v_cvt_f32_ubyte2_sdwa v21, sext(-5) clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_f32_ubyte2_sdwa v255, v203 dst_sel:DWORD
v_cvt_f32_ubyte3_e32 v106, vcc_hi
v_cvt_f32_ubyte3_e32 v6, v79
v_cvt_f32_ubyte3_dpp v112, v10 quad_perm:[3,1,0,0]
v_cvt_f32_ubyte3_dpp v162, v19 wave_shr:1 bank_mask:0x7 bound_ctrl:0
v_cvt_f32_ubyte3_sdwa v6, v26 dst_sel:WORD_0
v_cvt_f32_ubyte3_sdwa v202, v235 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_cvt_u32_f64_e32 v16, s[24:25]
v_cvt_u32_f64_e32 v4, v[6:7]
v_cvt_u32_f64_dpp v14, v[52:53] row_newbcast:3 row_mask:0x6 bank_mask:0xd
v_cvt_u32_f64_dpp v15, v[16:17] row_newbcast:9
v_cvt_f64_u32_e32 v[148:149], v61
v_cvt_f64_u32_e32 v[196:197], -12345
v_cvt_f64_u32_dpp v[8:9], v7 row_newbcast:1 row_mask:0x6 bank_mask:0xa
v_cvt_f64_u32_dpp v[18:19], v84 row_newbcast:13 row_mask:0xe bank_mask:0x0 bound_ctrl:0
v_trunc_f64_e32 v[38:39], 1.0
v_trunc_f64_e32 v[106:107], v[30:31]
v_trunc_f64_dpp v[6:7], v[254:255] row_newbcast:7 bank_mask:0xa bound_ctrl:0
v_trunc_f64_dpp v[28:29], v[224:225] row_newbcast:5 row_mask:0xf bank_mask:0x8
v_ceil_f64_e32 v[108:109], v[24:25]
v_ceil_f64_e32 v[2:3], v[254:255]
v_ceil_f64_dpp v[186:187], v[254:255] row_newbcast:8 row_mask:0x2
v_ceil_f64_dpp v[172:173], v[218:219] row_newbcast:14 row_mask:0xf bank_mask:0x0
v_rndne_f64_e32 v[20:21], v[88:89]
v_rndne_f64_e32 v[4:5], v[6:7]
v_rndne_f64_dpp v[2:3], v[8:9] row_newbcast:1 row_mask:0x3 bank_mask:0x7 bound_ctrl:0
v_rndne_f64_dpp v[14:15], v[0:1] row_newbcast:0 row_mask:0x0 bank_mask:0x3 bound_ctrl:0
v_floor_f64_e32 v[16:17], s[72:73]
v_floor_f64_e32 v[254:255], 0x40490000
v_floor_f64_dpp v[10:11], v[16:17] row_newbcast:14
v_floor_f64_dpp v[62:63], v[44:45] row_newbcast:12 bound_ctrl:0
v_fract_f32_e32 v99, v10
v_fract_f32_e32 v24, s90
v_fract_f32_dpp v185, v21 quad_perm:[0,3,1,1] bank_mask:0xa
v_fract_f32_dpp v85, v44 row_shr:6 row_mask:0xc
v_fract_f32_sdwa v189, -v23 clamp dst_sel:BYTE_0 src0_sel:BYTE_2
v_fract_f32_sdwa v46, v28 clamp dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_trunc_f32_e32 v153, v109
v_trunc_f32_e32 v196, v20
v_trunc_f32_dpp v231, v28 wave_ror:1 row_mask:0x1 bank_mask:0x7 bound_ctrl:0
v_trunc_f32_dpp v1, v192 wave_rol:1 row_mask:0xd bank_mask:0x2
v_trunc_f32_sdwa v167, |v14| dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_trunc_f32_sdwa v255, v157 clamp dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_ceil_f32_e32 v255, v246
v_ceil_f32_e32 v201, v246
v_ceil_f32_dpp v105, v149 row_half_mirror row_mask:0xd bank_mask:0x0
v_ceil_f32_dpp v111, v114 wave_rol:1 bank_mask:0xc
v_ceil_f32_sdwa v18, -|v182| dst_sel:DWORD src0_sel:BYTE_1
v_ceil_f32_sdwa v235, v255 dst_sel:BYTE_2 src0_sel:WORD_1
v_rndne_f32_e32 v4, v66
v_rndne_f32_e32 v173, v55
v_rndne_f32_dpp v255, v15 row_ror:5 row_mask:0x8 bank_mask:0x2 bound_ctrl:0
v_rndne_f32_dpp v3, v79 row_mirror row_mask:0x0 bank_mask:0x3
v_rndne_f32_sdwa v76, v194 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_rndne_f32_sdwa v106, s8 mul:2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_floor_f32_e32 v0, 43
v_floor_f32_e32 v104, v54
v_floor_f32_dpp v159, v177 row_bcast:15 bank_mask:0xa bound_ctrl:0
v_floor_f32_dpp v148, v167 row_bcast:31 bank_mask:0x3
v_floor_f32_sdwa v0, v14 mul:2 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_floor_f32_sdwa v93, -v22 div:2
v_exp_f32_e32 v205, s97
v_exp_f32_e32 v3, v165
v_exp_f32_dpp v255, v15 wave_ror:1 bank_mask:0x0
v_exp_f32_dpp v90, v76 quad_perm:[0,3,2,1] row_mask:0xd bank_mask:0x3
v_exp_f32_sdwa v10, -|s3| src0_sel:DWORD
v_exp_f32_sdwa v6, v185 dst_sel:BYTE_1 src0_sel:BYTE_1
v_log_f32_e32 v36, v214
v_log_f32_e32 v26, v21
v_log_f32_dpp v255, v129 quad_perm:[3,0,3,3] row_mask:0x2 bank_mask:0x0
v_log_f32_dpp v2, v21 row_ror:1 row_mask:0x7
v_log_f32_sdwa v238, -|s86| dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_log_f32_sdwa v20, -v201 clamp div:2 dst_sel:BYTE_2
v_rcp_f32_e32 v16, src_private_base
v_rcp_f32_e32 v255, s64
v_rcp_f32_dpp v89, v9 row_shl:11 row_mask:0xa bank_mask:0xc
v_rcp_f32_dpp v157, v149 row_ror:5 row_mask:0x6 bank_mask:0x8
v_rcp_f32_sdwa v163, v200 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_rcp_f32_sdwa v245, s46 clamp mul:2 dst_sel:BYTE_1 src0_sel:DWORD
v_rcp_iflag_f32_e32 v182, v26
v_rcp_iflag_f32_e32 v78, v1
v_rcp_iflag_f32_dpp v253, v233 row_shr:1 row_mask:0xc bank_mask:0xc
v_rcp_iflag_f32_dpp v104, v214 wave_shr:1 row_mask:0x3 bank_mask:0xb bound_ctrl:0
v_rcp_iflag_f32_sdwa v56, v255 dst_sel:DWORD src0_sel:BYTE_2
v_rcp_iflag_f32_sdwa v178, v28 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE
v_rsq_f32_e32 v155, v5
v_rsq_f32_e32 v255, s43
v_rsq_f32_dpp v21, |v95| wave_rol:1 row_mask:0x4 bank_mask:0xb
v_rsq_f32_dpp v222, v146 row_mirror row_mask:0xa bank_mask:0x7
v_rsq_f32_sdwa v255, v13 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_rsq_f32_sdwa v84, v152
v_rcp_f64_e32 v[106:107], 1.5
v_rcp_f64_e32 v[100:101], v[164:165]
v_rcp_f64_dpp v[106:107], v[4:5] row_newbcast:8 row_mask:0xc bank_mask:0x6
v_rcp_f64_dpp v[128:129], v[78:79] row_newbcast:5 row_mask:0x9 bank_mask:0x7
v_rsq_f64_e32 v[10:11], s[18:19]
v_rsq_f64_e32 v[28:29], 62
v_rsq_f64_dpp v[44:45], v[22:23] row_newbcast:8 row_mask:0x2
v_rsq_f64_dpp v[174:175], v[254:255] row_newbcast:15 bank_mask:0xa
v_sqrt_f32_e32 v2, v185
v_sqrt_f32_e32 v32, -1.0
v_sqrt_f32_dpp v255, v153 wave_ror:1 bank_mask:0x3
v_sqrt_f32_dpp v93, -|v34| row_shl:1 row_mask:0x9
v_sqrt_f32_sdwa v45, -|v155| dst_sel:BYTE_3 src0_sel:BYTE_1
v_sqrt_f32_sdwa v20, v108 src0_sel:BYTE_2
v_sqrt_f64_e32 v[178:179], s[28:29]
v_sqrt_f64_e32 v[144:145], s[12:13]
v_sqrt_f64_dpp v[192:193], v[10:11] row_newbcast:10 row_mask:0x3 bank_mask:0x4 bound_ctrl:0
v_sqrt_f64_dpp v[2:3], v[14:15] row_newbcast:11 row_mask:0x3
v_sin_f32_e32 v83, v158
v_sin_f32_e32 v201, v38
v_sin_f32_dpp v21, -|v176| wave_ror:1 row_mask:0x9 bank_mask:0x0
v_sin_f32_dpp v30, v24 row_mirror row_mask:0x4
v_sin_f32_sdwa v138, v255 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_sin_f32_sdwa v26, |v31| dst_sel:BYTE_0 src0_sel:BYTE_0
v_cos_f32_e32 v27, 1e6
v_cos_f32_e32 v255, v71
v_cos_f32_dpp v21, v86 row_half_mirror bank_mask:0x4
v_cos_f32_dpp v120, v1 row_newbcast:5 row_mask:0x8 bank_mask:0xc bound_ctrl:0
v_cos_f32_sdwa v6, v130 clamp
v_cos_f32_sdwa v1, v255 clamp dst_sel:BYTE_3 src0_sel:BYTE_0
v_not_b32_e32 v255, v20
v_not_b32_e32 v73, v165
v_not_b32_dpp v28, v222 wave_ror:1 row_mask:0xf bank_mask:0xb bound_ctrl:0
v_not_b32_dpp v255, v11 wave_shr:1 row_mask:0xa bank_mask:0xf
v_not_b32_sdwa v15, v30 clamp dst_sel:WORD_1 src0_sel:DWORD
v_not_b32_sdwa v93, v171 clamp dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_bfrev_b32_e32 v255, v162
v_bfrev_b32_e32 v201, v18
v_bfrev_b32_dpp v42, v59 row_half_mirror
v_bfrev_b32_dpp v136, v14 quad_perm:[2,3,2,2] row_mask:0x0 bank_mask:0x2
v_bfrev_b32_sdwa v64, sext(v63) dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_bfrev_b32_sdwa v3, v255 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ffbh_u32_e32 v131, v16
v_ffbh_u32_e32 v240, v6
v_ffbh_u32_dpp v1, v13 wave_shl:1 bank_mask:0xc
v_ffbh_u32_dpp v13, v68 wave_shr:1 row_mask:0x9 bank_mask:0xe
v_ffbh_u32_sdwa v27, s83 dst_sel:DWORD src0_sel:BYTE_3
v_ffbh_u32_sdwa v1, v14 dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_ffbl_b32_e32 v11, s31
v_ffbl_b32_e32 v80, v175
v_ffbl_b32_dpp v73, v78 row_ror:12 row_mask:0x9 bank_mask:0xe
v_ffbl_b32_dpp v188, v251 wave_shr:1 row_mask:0x0 bank_mask:0x9
v_ffbl_b32_sdwa v180, sext(v255) dst_sel:BYTE_3 src0_sel:WORD_0
v_ffbl_b32_sdwa v255, v7 dst_sel:WORD_1 src0_sel:BYTE_2
v_ffbh_i32_e32 v28, v34
v_ffbh_i32_e32 v29, v69
v_ffbh_i32_dpp v12, v26 row_half_mirror row_mask:0x2
v_ffbh_i32_dpp v9, v38 wave_shr:1 row_mask:0x6 bank_mask:0x1
v_ffbh_i32_sdwa v18, v255 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_ffbh_i32_sdwa v13, v83 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_frexp_exp_i32_f64_e32 v255, v[56:57]
v_frexp_exp_i32_f64_e32 v243, v[168:169]
v_frexp_exp_i32_f64_dpp v207, v[10:11] row_newbcast:2 bound_ctrl:0
v_frexp_exp_i32_f64_dpp v180, v[24:25] row_newbcast:2 row_mask:0x6 bank_mask:0x3 bound_ctrl:0
v_frexp_mant_f64_e32 v[254:255], v[228:229]
v_frexp_mant_f64_e32 v[68:69], -4.0
v_frexp_mant_f64_dpp v[26:27], v[254:255] row_newbcast:9 row_mask:0xc bank_mask:0x9
v_frexp_mant_f64_dpp v[60:61], v[36:37] row_newbcast:3 row_mask:0x3 bank_mask:0xc bound_ctrl:0
v_fract_f64_e32 v[154:155], -4.0
v_fract_f64_e32 v[242:243], v[44:45]
v_fract_f64_dpp v[22:23], v[254:255] row_newbcast:2 bank_mask:0x0
v_fract_f64_dpp v[198:199], v[50:51] row_newbcast:11 row_mask:0x9 bank_mask:0x6
v_frexp_exp_i32_f32_e32 v142, -4.0
v_frexp_exp_i32_f32_e32 v216, v193
v_frexp_exp_i32_f32_dpp v88, v16 wave_ror:1 row_mask:0x8 bank_mask:0x6
v_frexp_exp_i32_f32_dpp v12, v19 row_half_mirror
v_frexp_exp_i32_f32_sdwa v233, v28 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_frexp_exp_i32_f32_sdwa v3, v152 dst_sel:DWORD src0_sel:BYTE_1
v_frexp_mant_f32_e32 v31, 54
v_frexp_mant_f32_e32 v15, v27
v_frexp_mant_f32_dpp v180, v191 row_bcast:15 row_mask:0xb bound_ctrl:0
v_frexp_mant_f32_dpp v3, v20 wave_shr:1 row_mask:0xb bank_mask:0x7 bound_ctrl:0
v_frexp_mant_f32_sdwa v55, v4 dst_sel:DWORD src0_sel:DWORD
v_frexp_mant_f32_sdwa v20, v136 clamp dst_sel:BYTE_2 src0_sel:DWORD
v_clrexcp
v_screen_partition_4se_b32_e32 v43, v140
v_screen_partition_4se_b32_e32 v5, exec_lo
v_screen_partition_4se_b32_dpp v172, v213 row_newbcast:4 row_mask:0x8 bank_mask:0x7
v_screen_partition_4se_b32_dpp v232, v72 wave_shl:1 row_mask:0x2 bank_mask:0x0
v_screen_partition_4se_b32_sdwa v224, v22 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_screen_partition_4se_b32_sdwa v7, s49 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_f16_u16_e32 v255, v31
v_cvt_f16_u16_e32 v49, exec_lo
v_cvt_f16_u16_dpp v2, v22 row_shr:14 row_mask:0x0 bank_mask:0x9 bound_ctrl:0
v_cvt_f16_u16_dpp v25, v223 wave_rol:1 bank_mask:0x3
v_cvt_f16_u16_sdwa v200, sext(v173) dst_sel:BYTE_1 dst_unused:UNUSED_PAD
v_cvt_f16_u16_sdwa v6, v74 clamp dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_f16_i16_e32 v3, src_private_limit
v_cvt_f16_i16_e32 v26, 8
v_cvt_f16_i16_dpp v236, v224 row_shl:7 row_mask:0x0 bank_mask:0xd bound_ctrl:0
v_cvt_f16_i16_dpp v26, v195 quad_perm:[2,1,3,1] row_mask:0x2
v_cvt_f16_i16_sdwa v255, sext(v18) dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_cvt_f16_i16_sdwa v6, 31 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_u16_f16_e32 v187, v255
v_cvt_u16_f16_e32 v128, v189
v_cvt_u16_f16_dpp v220, v255 row_bcast:15 row_mask:0x9 bound_ctrl:0
v_cvt_u16_f16_dpp v218, -|v21| wave_rol:1 bank_mask:0xc
v_cvt_u16_f16_sdwa v77, |v42| dst_sel:BYTE_3 src0_sel:BYTE_3
v_cvt_u16_f16_sdwa v31, v88 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE
v_cvt_i16_f16_e32 v30, 57
v_cvt_i16_f16_e32 v24, v154
v_cvt_i16_f16_dpp v19, v3 wave_shl:1 row_mask:0xb bank_mask:0x8
v_cvt_i16_f16_dpp v11, v8 quad_perm:[2,2,3,1] row_mask:0xb bank_mask:0x6
v_cvt_i16_f16_sdwa v3, v182 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_rcp_f16_e32 v125, s101
v_rcp_f16_e32 v5, 2.0
v_rcp_f16_dpp v178, v51 row_half_mirror row_mask:0x4 bank_mask:0x6
v_rcp_f16_dpp v186, v222 quad_perm:[3,0,3,0] row_mask:0xe
v_rcp_f16_sdwa v28, -v180 clamp mul:2 src0_sel:BYTE_1
v_rcp_f16_sdwa v16, v57 mul:4 dst_sel:BYTE_0
v_sqrt_f16_e32 v254, v26
v_sqrt_f16_e32 v15, v60
v_sqrt_f16_dpp v178, v14 row_shl:7 row_mask:0xa bank_mask:0xc bound_ctrl:0
v_sqrt_f16_dpp v255, v158 row_ror:2 row_mask:0x5
v_sqrt_f16_sdwa v72, v73 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_sqrt_f16_sdwa v24, v255 dst_sel:WORD_1 src0_sel:WORD_1
v_rsq_f16_e32 v201, v28
v_rsq_f16_e32 v176, v100
v_rsq_f16_dpp v86, v186 row_half_mirror row_mask:0xf bank_mask:0x4
v_rsq_f16_dpp v213, -|v129| wave_ror:1 row_mask:0xb
v_rsq_f16_sdwa v29, -s21 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_rsq_f16_sdwa v120, v84 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_log_f16_e32 v3, s22
v_log_f16_e32 v227, 100.0
v_log_f16_dpp v9, v1 wave_shr:1 bank_mask:0x3
v_log_f16_dpp v29, v195 wave_shl:1 row_mask:0x9 bank_mask:0xc
v_log_f16_sdwa v255, v5 clamp dst_sel:BYTE_0 src0_sel:BYTE_0
v_log_f16_sdwa v8, v49 dst_sel:BYTE_3 src0_sel:BYTE_0
v_exp_f16_e32 v12, s53
v_exp_f16_e32 v160, v0
v_exp_f16_dpp v153, -|v11| wave_rol:1 row_mask:0xe bank_mask:0x9
v_exp_f16_dpp v8, v118 row_bcast:31 row_mask:0xa bank_mask:0x8
v_exp_f16_sdwa v30, v23 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_exp_f16_sdwa v184, v119 dst_sel:DWORD dst_unused:UNUSED_PAD
v_frexp_mant_f16_e32 v104, s59
v_frexp_mant_f16_e32 v28, v4
v_frexp_mant_f16_dpp v65, v255 wave_shr:1 row_mask:0xc
v_frexp_mant_f16_dpp v23, v12 row_mirror row_mask:0x1 bank_mask:0x9
v_frexp_mant_f16_sdwa v90, s44 clamp dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_frexp_mant_f16_sdwa v214, v23 clamp dst_sel:BYTE_2 src0_sel:WORD_1
v_frexp_exp_i16_f16_e32 v116, v246
v_frexp_exp_i16_f16_e32 v234, v2
v_frexp_exp_i16_f16_dpp v30, v90 row_bcast:15 row_mask:0xa
v_frexp_exp_i16_f16_dpp v241, v29 row_mirror bank_mask:0x5
v_frexp_exp_i16_f16_sdwa v189, v217 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_frexp_exp_i16_f16_sdwa v160, v24 dst_sel:BYTE_0 src0_sel:WORD_0
v_floor_f16_e32 v11, v5
v_floor_f16_e32 v255, v31
v_floor_f16_dpp v109, |v130| row_newbcast:12 row_mask:0x6 bank_mask:0xd bound_ctrl:0
v_floor_f16_dpp v185, v22 row_shr:6
v_floor_f16_sdwa v7, v31 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_floor_f16_sdwa v28, -|v26| dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_ceil_f16_e32 v120, flat_scratch_lo
v_ceil_f16_e32 v22, 2.0
v_ceil_f16_dpp v234, v7 quad_perm:[2,1,3,0] row_mask:0x0 bank_mask:0x9
v_ceil_f16_dpp v255, v126 row_ror:1 bank_mask:0xa
v_ceil_f16_sdwa v14, 31 mul:2 dst_sel:BYTE_1 src0_sel:WORD_1
v_ceil_f16_sdwa v254, v2 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_trunc_f16_e32 v219, v206
v_trunc_f16_e32 v236, v4
v_trunc_f16_dpp v135, v153 row_shl:8 row_mask:0x4
v_trunc_f16_dpp v8, v255 row_shr:5 bank_mask:0xb
v_trunc_f16_sdwa v30, -|v122| dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_trunc_f16_sdwa v26, v14 src0_sel:BYTE_0
v_rndne_f16_e32 v85, s95
v_rndne_f16_e32 v62, 12
v_rndne_f16_dpp v20, v0 row_half_mirror bank_mask:0xb bound_ctrl:0
v_rndne_f16_dpp v27, v177 wave_rol:1 row_mask:0x3 bank_mask:0x8
v_rndne_f16_sdwa v233, v210 mul:4 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_rndne_f16_sdwa v52, v20 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_fract_f16_e32 v120, v102
v_fract_f16_e32 v102, 0.1
v_fract_f16_dpp v115, v255 wave_shl:1 row_mask:0x3 bank_mask:0x2 bound_ctrl:0
v_fract_f16_dpp v253, v21 row_newbcast:2 row_mask:0x4 bound_ctrl:0
v_fract_f16_sdwa v34, v16 mul:2 dst_sel:WORD_1 src0_sel:WORD_0
v_fract_f16_sdwa v187, v84 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_sin_f16_e32 v255, v49
v_sin_f16_e32 v255, s29
v_sin_f16_dpp v43, v28 row_bcast:15 row_mask:0xb bank_mask:0x7
v_sin_f16_dpp v133, -v25 wave_shr:1 row_mask:0x8
v_sin_f16_sdwa v185, v49 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_sin_f16_sdwa v226, s28 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cos_f16_e32 v237, 0.5
v_cos_f16_e32 v108, -1.5
v_cos_f16_dpp v23, v10 row_ror:1 row_mask:0xd bank_mask:0x1
v_cos_f16_dpp v4, v255 wave_shr:1 row_mask:0x0 bank_mask:0x5
v_cos_f16_sdwa v102, -|v75| clamp dst_sel:BYTE_1
v_cos_f16_sdwa v28, -v14 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_exp_legacy_f32_e32 v30, v68
v_exp_legacy_f32_e32 v15, 52
v_exp_legacy_f32_dpp v81, v9 wave_shl:1 bank_mask:0x0 bound_ctrl:0
v_exp_legacy_f32_dpp v41, v101 row_mirror
v_exp_legacy_f32_sdwa v66, v6 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_exp_legacy_f32_sdwa v16, v7 mul:2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_log_legacy_f32_e32 v89, -100.25
v_log_legacy_f32_e32 v174, v15
v_log_legacy_f32_dpp v236, v185 row_half_mirror bank_mask:0xf
v_log_legacy_f32_dpp v162, v19 row_mirror bank_mask:0xf
v_log_legacy_f32_sdwa v52, v16 mul:2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_log_legacy_f32_sdwa v255, v255 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_norm_i16_f16_e32 v200, v62
v_cvt_norm_i16_f16_e32 v16, s45
v_cvt_norm_i16_f16_dpp v141, v116 wave_rol:1 row_mask:0x5
v_cvt_norm_i16_f16_dpp v210, v255 row_half_mirror bank_mask:0xe bound_ctrl:0
v_cvt_norm_i16_f16_sdwa v21, v255 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_cvt_norm_u16_f16_e32 v30, 0x4567
v_cvt_norm_u16_f16_e32 v21, v12
v_cvt_norm_u16_f16_dpp v155, v14 wave_rol:1 row_mask:0xd bank_mask:0x3
v_cvt_norm_u16_f16_dpp v11, v26 quad_perm:[1,1,0,0] row_mask:0x7 bank_mask:0xf bound_ctrl:0
v_cvt_norm_u16_f16_sdwa v5, 10 clamp dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_cvt_norm_u16_f16_sdwa v11, s97 dst_sel:BYTE_0 src0_sel:BYTE_2
v_sat_pk_u8_i16_e32 v102, s27
v_sat_pk_u8_i16_e32 v25, s19
v_sat_pk_u8_i16_dpp v244, v70 row_shr:7 row_mask:0x7
v_sat_pk_u8_i16_dpp v12, v0 wave_shl:1 row_mask:0x2
v_sat_pk_u8_i16_sdwa v190, v11 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_sat_pk_u8_i16_sdwa v28, v249 dst_sel:BYTE_3
v_swap_b32 v117, v20
v_swap_b32 v252, v208
v_accvgpr_mov_b32 a36, a18
v_accvgpr_mov_b32 a255, a255
v_cndmask_b32_dpp v168, v27, v134, vcc row_shr:10 bank_mask:0x7
v_cndmask_b32_dpp v27, v203, v69, vcc quad_perm:[3,3,0,1] row_mask:0x9 bank_mask:0x7
v_cndmask_b32_sdwa v178, v175, v12, vcc dst_sel:BYTE_0 src1_sel:BYTE_0
v_add_f32_e32 v27, 53, v110
v_add_f32_e32 v71, 1.5, v62
v_add_f32_dpp v158, v27, v12 row_newbcast:1 row_mask:0x7
v_add_f32_dpp v29, v107, v239 row_bcast:31 row_mask:0x7 bound_ctrl:0
v_add_f32_sdwa v1, v93, v5 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_add_f32_sdwa v29, v255, v198 mul:4 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_sub_f32_e32 v15, v241, v4
v_sub_f32_e32 v215, src_vccz, v27
v_sub_f32_dpp v121, v255, v186 row_bcast:15 row_mask:0x0
v_sub_f32_dpp v54, v64, |v206| quad_perm:[1,1,1,2] row_mask:0x7 bound_ctrl:0
v_sub_f32_sdwa v119, -v18, v13 clamp dst_sel:BYTE_3 src0_sel:WORD_1 src1_sel:BYTE_0
v_sub_f32_sdwa v24, v207, v255 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_2
v_subrev_f32_e32 v63, v11, v163
v_subrev_f32_e32 v172, s47, v71
v_subrev_f32_dpp v10, -|v36|, -v222 wave_ror:1 row_mask:0x0 bank_mask:0x7
v_subrev_f32_dpp v16, -v226, v133 row_mirror row_mask:0x2 bound_ctrl:0
v_subrev_f32_sdwa v39, v201, v158 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src1_sel:DWORD
v_subrev_f32_sdwa v76, v51, v9 dst_sel:WORD_0 src0_sel:BYTE_2 src1_sel:WORD_1
v_mul_f32_e32 v42, v2, v211
v_mul_f32_e32 v24, 61, v167
v_mul_f32_dpp v17, v131, v113 wave_ror:1 row_mask:0x9 bound_ctrl:0
v_mul_f32_dpp v255, v10, v212 wave_shl:1 row_mask:0xc bank_mask:0xb
v_mul_f32_sdwa v23, v255, v202 dst_sel:DWORD src0_sel:BYTE_1
v_mul_f32_sdwa v4, v19, v5 dst_sel:BYTE_3 src1_sel:BYTE_0
v_mul_i32_i24_e32 v113, v23, v117
v_mul_i32_i24_e32 v3, v15, v124
v_mul_i32_i24_dpp v255, v7, v215 row_newbcast:2 row_mask:0x8 bound_ctrl:0
v_mul_i32_i24_dpp v255, v140, v255 row_half_mirror row_mask:0xa bank_mask:0x6
v_mul_i32_i24_sdwa v12, v255, v0 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_mul_i32_i24_sdwa v15, v117, v55 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src1_sel:BYTE_1
v_mul_hi_i32_i24_e32 v90, v111, v7
v_mul_hi_i32_i24_e32 v181, 13, v111
v_mul_hi_i32_i24_dpp v47, v255, v127 row_shr:10 row_mask:0x5
v_mul_hi_i32_i24_dpp v13, v113, v15 wave_shr:1 bank_mask:0xe
v_mul_hi_i32_i24_sdwa v255, v216, v255 dst_sel:BYTE_3 src0_sel:BYTE_0
v_mul_hi_i32_i24_sdwa v112, v223, v166 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_mul_u32_u24_e32 v22, v255, v1
v_mul_u32_u24_e32 v172, v154, v28
v_mul_u32_u24_dpp v21, v19, v60 quad_perm:[2,0,1,0] row_mask:0x7 bound_ctrl:0
v_mul_u32_u24_dpp v3, v119, v124 wave_shl:1 row_mask:0x4
v_mul_u32_u24_sdwa v107, v215, v30 src0_sel:BYTE_3
v_mul_u32_u24_sdwa v8, v219, v114 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:DWORD
v_mul_hi_u32_u24_e32 v255, v6, v7
v_mul_hi_u32_u24_e32 v5, -4.0, v172
v_mul_hi_u32_u24_dpp v7, v10, v24 row_shr:4 row_mask:0x0 bank_mask:0x5
v_mul_hi_u32_u24_dpp v27, v154, v245 wave_rol:1 row_mask:0x7 bank_mask:0xb
v_mul_hi_u32_u24_sdwa v147, v3, v40 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:WORD_1
v_mul_hi_u32_u24_sdwa v185, v9, v4 dst_sel:DWORD src0_sel:DWORD src1_sel:WORD_0
v_min_f32_e32 v11, 42, v41
v_min_f32_e32 v47, s18, v3
v_min_f32_dpp v55, v0, v55 wave_shr:1 row_mask:0x0 bank_mask:0x6
v_min_f32_dpp v30, v1, v255 wave_ror:1 row_mask:0xd
v_min_f32_sdwa v38, v3, v14 dst_sel:BYTE_1 src0_sel:WORD_1 src1_sel:BYTE_1
v_min_f32_sdwa v13, -|v21|, v15 dst_sel:BYTE_0 src1_sel:BYTE_1
v_max_f32_e32 v17, -6, v29
v_max_f32_e32 v13, v199, v79
v_max_f32_dpp v15, -v23, v81 row_ror:11 row_mask:0x2 bank_mask:0x6
v_max_f32_dpp v136, |v120|, v30 row_bcast:31 row_mask:0x4 bank_mask:0x3
v_max_f32_sdwa v234, v214, v255 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE
v_max_f32_sdwa v27, -|v245|, v37 dst_sel:WORD_1 src1_sel:BYTE_1
v_min_i32_e32 v141, v255, v24
v_min_i32_e32 v96, v129, v148
v_min_i32_dpp v255, v78, v47 wave_rol:1 row_mask:0xa bank_mask:0x3
v_min_i32_dpp v127, v65, v0 row_ror:2 row_mask:0x4 bank_mask:0x7
v_min_i32_sdwa v8, v101, sext(v175) dst_sel:WORD_0 dst_unused:UNUSED_SEXT src1_sel:BYTE_2
v_min_i32_sdwa v208, sext(v20), v1 dst_sel:DWORD
v_max_i32_e32 v225, 6, v51
v_max_i32_e32 v22, v101, v167
v_max_i32_dpp v1, v18, v2 row_ror:7 row_mask:0xc
v_max_i32_dpp v1, v239, v247 row_half_mirror row_mask:0xf bank_mask:0x2
v_max_i32_sdwa v15, v78, v7 dst_sel:BYTE_0 src0_sel:DWORD
v_max_i32_sdwa v27, sext(v217), v10 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src1_sel:BYTE_0
v_min_u32_e32 v188, v22, v84
v_min_u32_e32 v20, src_pops_exiting_wave_id, v55
v_min_u32_dpp v25, v239, v8 row_ror:12 row_mask:0x9 bank_mask:0xe
v_min_u32_dpp v255, v26, v227 row_half_mirror bank_mask:0x1 bound_ctrl:0
v_min_u32_sdwa v98, sext(-11), sext(v15) dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:BYTE_2
v_min_u32_sdwa v9, s53, v232 clamp dst_sel:BYTE_0 src1_sel:WORD_0
v_max_u32_e32 v27, v30, v22
v_max_u32_e32 v180, v27, v255
v_max_u32_dpp v7, v11, v27 row_ror:11 row_mask:0xc bank_mask:0xf
v_max_u32_dpp v2, v234, v26 row_ror:6 row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_max_u32_sdwa v238, sext(v124), v73 clamp dst_unused:UNUSED_SEXT src1_sel:BYTE_0
v_max_u32_sdwa v191, v5, v255 dst_sel:WORD_0 src0_sel:WORD_0 src1_sel:WORD_0
v_lshrrev_b32_e32 v255, v27, v125
v_lshrrev_b32_e32 v69, v24, v66
v_lshrrev_b32_dpp v17, v24, v154 wave_shr:1 row_mask:0x4 bank_mask:0xf bound_ctrl:0
v_lshrrev_b32_dpp v24, v158, v90 row_half_mirror bank_mask:0x3
v_lshrrev_b32_sdwa v169, sext(v20), v27 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_lshrrev_b32_sdwa v6, sext(53), v2 clamp dst_sel:WORD_1
v_ashrrev_i32_e32 v2, s53, v81
v_ashrrev_i32_e32 v147, 24, v15
v_ashrrev_i32_dpp v2, v125, v193 wave_shr:1 row_mask:0xa bank_mask:0x9
v_ashrrev_i32_dpp v5, v95, v43 row_ror:1 row_mask:0xe bank_mask:0xc
v_ashrrev_i32_sdwa v20, v9, sext(v69) dst_sel:BYTE_1 src0_sel:BYTE_2 src1_sel:BYTE_1
v_ashrrev_i32_sdwa v26, sext(v84), v20 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_0
v_lshlrev_b32_e32 v147, v24, v105
v_lshlrev_b32_e32 v255, v28, v208
v_lshlrev_b32_dpp v184, v93, v17 quad_perm:[0,0,0,2] row_mask:0xa bound_ctrl:0
v_lshlrev_b32_dpp v22, v3, v28 quad_perm:[0,2,3,1] row_mask:0x5 bank_mask:0xd
v_lshlrev_b32_sdwa v23, v255, v55 src0_sel:WORD_0 src1_sel:DWORD
v_lshlrev_b32_sdwa v174, v255, v208 dst_sel:BYTE_1 src0_sel:WORD_1 src1_sel:BYTE_3
v_and_b32_e32 v196, v209, v192
v_and_b32_e32 v255, v13, v89
v_and_b32_dpp v16, v30, v221 row_shl:13
v_and_b32_dpp v26, v13, v197 row_shr:5 row_mask:0x7 bound_ctrl:0
v_and_b32_sdwa v153, 60, v104 dst_sel:WORD_1 src1_sel:WORD_0
v_and_b32_sdwa v18, sext(v182), v26 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0
v_or_b32_e32 v27, 59, v21
v_or_b32_e32 v5, src_pops_exiting_wave_id, v27
v_or_b32_dpp v12, v90, v0 row_half_mirror row_mask:0xb
v_or_b32_dpp v255, v3, v7 wave_rol:1 bank_mask:0x9
v_or_b32_sdwa v171, sext(v126), sext(v26) dst_sel:DWORD src0_sel:BYTE_2
v_or_b32_sdwa v203, 14, sext(v48) dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_1
v_xor_b32_e32 v7, v222, v179
v_xor_b32_e32 v31, v2, v141
v_xor_b32_dpp v123, v61, v2 wave_rol:1 bank_mask:0x9 bound_ctrl:0
v_xor_b32_dpp v50, v3, v12 row_bcast:15 row_mask:0x6 bound_ctrl:0
v_xor_b32_sdwa v254, v14, sext(v27) dst_sel:BYTE_0 src0_sel:BYTE_0 src1_sel:WORD_1
v_xor_b32_sdwa v74, v93, v8 clamp dst_sel:BYTE_2 src1_sel:WORD_1
v_mac_f32_e32 v134, v255, v117
v_mac_f32_e32 v255, v145, v62
v_mac_f32_dpp v237, v195, -v28 row_ror:14 row_mask:0xb
v_mac_f32_dpp v255, -|v244|, v19 wave_rol:1
v_madmk_f32 v193, v143, 1e6, v117
v_madmk_f32 v117, v150, 0.1, v19
v_madak_f32 v5, 0.5, v15, 0x12345678
v_add_co_u32_e32 v21, vcc, s12, v9
v_add_co_u32_e32 v52, vcc, 0x12345678, v118
v_add_co_u32_dpp v58, vcc, v16, v197 row_ror:1 row_mask:0x0 bank_mask:0xb
v_add_co_u32_dpp v209, vcc, v22, v72 row_half_mirror bank_mask:0x9
v_add_co_u32_sdwa v255, vcc, sext(v212), v35 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_add_co_u32_sdwa v206, vcc, v6, v223 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_sub_co_u32_e32 v44, vcc, v25, v255
v_sub_co_u32_e32 v2, vcc, s75, v255
v_sub_co_u32_dpp v10, vcc, v238, v199 row_ror:14 row_mask:0x2 bank_mask:0x8
v_sub_co_u32_dpp v255, vcc, v1, v22 row_half_mirror row_mask:0x2
v_sub_co_u32_sdwa v55, vcc, v10, v17 clamp dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_2
v_sub_co_u32_sdwa v124, vcc, v151, sext(v120) dst_sel:WORD_0 dst_unused:UNUSED_PAD src1_sel:WORD_1
v_subrev_co_u32_e32 v6, vcc, v23, v130
v_subrev_co_u32_e32 v175, vcc, v0, v195
v_subrev_co_u32_dpp v255, vcc, v252, v202 row_shl:13 row_mask:0xa bank_mask:0x1 bound_ctrl:0
v_subrev_co_u32_dpp v167, vcc, v255, v108 row_newbcast:11 row_mask:0xf bank_mask:0x4
v_subrev_co_u32_sdwa v183, vcc, v19, v88 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:WORD_1
v_subrev_co_u32_sdwa v8, vcc, sext(v255), v21 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src1_sel:WORD_0
v_addc_co_u32_e32 v128, vcc, v131, v118, vcc
v_addc_co_u32_e32 v30, vcc, v253, v13, vcc
v_addc_co_u32_dpp v71, vcc, v237, v239, vcc wave_rol:1 bank_mask:0x4 bound_ctrl:0
v_addc_co_u32_dpp v42, vcc, v15, v72, vcc row_shl:4 row_mask:0xb
v_addc_co_u32_sdwa v15, vcc, v244, v43, vcc dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_1
v_addc_co_u32_sdwa v134, vcc, v5, v227, vcc dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
v_subb_co_u32_dpp v10, vcc, v28, v117, vcc row_half_mirror row_mask:0x7 bank_mask:0xc
v_subb_co_u32_dpp v28, vcc, v28, v155, vcc wave_ror:1 row_mask:0x5 bank_mask:0x0
v_subb_co_u32_sdwa v4, vcc, v5, sext(v29), vcc dst_sel:BYTE_0 src0_sel:BYTE_3 src1_sel:WORD_1
v_subb_co_u32_sdwa v158, vcc, v202, sext(v46), vcc dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_subbrev_co_u32_e32 v109, vcc, v136, v0, vcc
v_subbrev_co_u32_dpp v15, vcc, v174, v157, vcc row_bcast:31 row_mask:0x3
v_subbrev_co_u32_dpp v10, vcc, v198, v19, vcc row_shr:1 row_mask:0x4 bank_mask:0xf
v_subbrev_co_u32_sdwa v255, vcc, v11, sext(v126), vcc dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:BYTE_0
v_add_f16_e32 v204, 55, v255
v_add_f16_e32 v255, v4, v25
v_add_f16_dpp v102, v165, v11 row_ror:2 row_mask:0xd bank_mask:0x5
v_add_f16_dpp v116, v48, v159 wave_rol:1 bound_ctrl:0
v_add_f16_sdwa v28, v152, v30 clamp mul:2 dst_sel:WORD_1 src0_sel:BYTE_1
v_add_f16_sdwa v71, v126, -v30
v_sub_f16_e32 v24, v186, v255
v_sub_f16_e32 v6, v119, v0
v_sub_f16_dpp v7, v163, v235 wave_ror:1 row_mask:0xe
v_sub_f16_dpp v4, v21, v225 row_bcast:31 bound_ctrl:0
v_sub_f16_sdwa v6, v238, v144 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:BYTE_1
v_sub_f16_sdwa v5, v93, -v13 dst_sel:WORD_0 src0_sel:BYTE_3 src1_sel:BYTE_0
v_subrev_f16_e32 v87, xnack_mask_hi, v195
v_subrev_f16_e32 v72, 1.5, v255
v_subrev_f16_dpp v255, v1, -v18 row_half_mirror row_mask:0xb
v_subrev_f16_dpp v91, v86, v29 row_bcast:31 bank_mask:0x6
v_subrev_f16_sdwa v86, v125, v13 clamp div:2 dst_sel:BYTE_0 src0_sel:WORD_0 src1_sel:BYTE_2
v_subrev_f16_sdwa v20, v65, -v120 mul:2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_2
v_mul_f16_e32 v169, 1.0, v2
v_mul_f16_e32 v15, v56, v50
v_mul_f16_dpp v25, v154, v14 wave_shl:1 row_mask:0x9 bank_mask:0x0
v_mul_f16_dpp v106, -v255, v25 row_shr:13 row_mask:0xa
v_mul_f16_sdwa v149, v28, v25 clamp dst_unused:UNUSED_PRESERVE src1_sel:BYTE_1
v_mac_f16_e32 v162, s11, v10
v_mac_f16_e32 v30, v53, v16
v_mac_f16_dpp v28, v28, |v88| row_mirror row_mask:0x5 bank_mask:0x4 bound_ctrl:0
v_mac_f16_dpp v57, |v174|, v254 row_newbcast:9 bank_mask:0x3
v_madmk_f16 v69, v122, 0.1, v41
v_madmk_f16 v2, 2, 1.5, v19
v_madak_f16 v131, v5, v255, 0.1
v_add_u16_e32 v89, v0, v129
v_add_u16_e32 v31, s39, v25
v_add_u16_dpp v190, v20, v25 row_newbcast:7 bank_mask:0xe
v_add_u16_dpp v21, v9, v156 row_half_mirror bank_mask:0xa
v_add_u16_sdwa v233, sext(v17), v21 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:BYTE_1
v_add_u16_sdwa v3, v253, v63 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE
v_sub_u16_e32 v46, s68, v56
v_sub_u16_e32 v29, s30, v253
v_sub_u16_dpp v46, v24, v91 wave_rol:1 row_mask:0x9
v_sub_u16_dpp v203, v255, v21 wave_shl:1 row_mask:0xf
v_sub_u16_sdwa v175, v207, v5 clamp dst_sel:BYTE_1 src0_sel:BYTE_3
v_sub_u16_sdwa v96, v160, v15 clamp dst_sel:WORD_1 src1_sel:DWORD
v_subrev_u16_e32 v1, v141, v24
v_subrev_u16_e32 v18, ttmp3, v234
v_subrev_u16_dpp v113, v17, v106 row_half_mirror row_mask:0xb bank_mask:0x6
v_subrev_u16_dpp v247, v24, v21 wave_shl:1 bank_mask:0x1
v_subrev_u16_sdwa v255, v129, sext(v14) clamp dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_subrev_u16_sdwa v18, v255, sext(v255) dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_0
v_mul_lo_u16_e32 v173, v124, v26
v_mul_lo_u16_e32 v104, v19, v255
v_mul_lo_u16_dpp v51, v59, v207 row_ror:14 row_mask:0xb bank_mask:0x0 bound_ctrl:0
v_mul_lo_u16_dpp v11, v26, v40 row_bcast:15 row_mask:0x3 bank_mask:0xf
v_mul_lo_u16_sdwa v7, v149, v24 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_mul_lo_u16_sdwa v255, v39, v28 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:BYTE_0
v_lshlrev_b16_e32 v1, s47, v22
v_lshlrev_b16_e32 v11, m0, v188
v_lshlrev_b16_dpp v255, v255, v255 row_mirror row_mask:0x8 bank_mask:0xa
v_lshlrev_b16_dpp v104, v47, v86 row_bcast:31 row_mask:0xf bank_mask:0xb
v_lshlrev_b16_sdwa v43, sext(v178), v59 dst_sel:BYTE_0 src0_sel:BYTE_0 src1_sel:WORD_1
v_lshlrev_b16_sdwa v23, 12, sext(v25) src0_sel:BYTE_1 src1_sel:BYTE_1
v_lshrrev_b16_e32 v9, v8, v17
v_lshrrev_b16_e32 v27, v26, v17
v_lshrrev_b16_dpp v91, v164, v29 wave_shl:1 row_mask:0xa
v_lshrrev_b16_dpp v255, v10, v91 wave_rol:1
v_lshrrev_b16_sdwa v255, v23, v95 dst_sel:BYTE_1 src0_sel:WORD_0 src1_sel:WORD_0
v_lshrrev_b16_sdwa v69, v26, v2 dst_sel:BYTE_3 src0_sel:BYTE_1 src1_sel:WORD_1
v_ashrrev_i16_e32 v27, s84, v41
v_ashrrev_i16_e32 v98, v58, v136
v_ashrrev_i16_dpp v20, v23, v139 wave_rol:1 row_mask:0xa bank_mask:0xe
v_ashrrev_i16_dpp v188, v255, v8 row_bcast:31 row_mask:0x6 bank_mask:0x4
v_ashrrev_i16_sdwa v2, v75, v28 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src1_sel:DWORD
v_ashrrev_i16_sdwa v7, sext(v5), sext(v59) dst_sel:BYTE_0 src0_sel:BYTE_3 src1_sel:BYTE_3
v_max_f16_e32 v243, v61, v147
v_max_f16_e32 v31, s83, v10
v_max_f16_dpp v39, v239, |v0| row_bcast:31 row_mask:0x5 bank_mask:0x0
v_max_f16_dpp v16, v27, |v6| wave_shl:1 row_mask:0x6 bank_mask:0xc
v_max_f16_sdwa v5, |v189|, v21 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:DWORD
v_max_f16_sdwa v236, 58, v186 clamp div:2 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_min_f16_e32 v24, v14, v19
v_min_f16_e32 v9, s0, v10
v_min_f16_dpp v17, v90, v137 row_half_mirror row_mask:0x4
v_min_f16_dpp v18, v147, v255 row_bcast:15 row_mask:0x3 bound_ctrl:0
v_min_f16_sdwa v51, v18, v15 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src1_sel:WORD_1
v_min_f16_sdwa v163, v229, v151 dst_sel:BYTE_0 src0_sel:BYTE_1 src1_sel:BYTE_3
v_max_u16_e32 v255, 2, v6
v_max_u16_e32 v230, v14, v160
v_max_u16_dpp v7, v117, v25 quad_perm:[2,2,1,3] row_mask:0x3 bank_mask:0x8 bound_ctrl:0
v_max_u16_dpp v107, v140, v14 row_newbcast:6 row_mask:0xd bank_mask:0xb
v_max_u16_sdwa v168, v199, sext(v31) clamp dst_sel:BYTE_1 src0_sel:BYTE_3 src1_sel:BYTE_1
v_max_u16_sdwa v255, v63, v214 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_max_i16_e32 v221, s14, v238
v_max_i16_e32 v10, -12, v3
v_max_i16_dpp v101, v192, v27 row_bcast:15 row_mask:0x9 bound_ctrl:0
v_max_i16_dpp v15, v20, v246 wave_rol:1 row_mask:0x9 bank_mask:0x4 bound_ctrl:0
v_max_i16_sdwa v200, sext(v23), v1 dst_sel:BYTE_0 src0_sel:BYTE_3
v_max_i16_sdwa v211, v185, v239 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:WORD_0
v_min_u16_e32 v122, v20, v11
v_min_u16_e32 v114, v126, v146
v_min_u16_dpp v216, v103, v194 row_bcast:15 row_mask:0x0 bound_ctrl:0
v_min_u16_dpp v20, v202, v10 quad_perm:[1,0,1,0] bank_mask:0x1
v_min_u16_sdwa v12, sext(v11), sext(v11) dst_sel:WORD_1 src0_sel:BYTE_3
v_min_u16_sdwa v241, 46, v29 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_0
v_min_i16_e32 v166, exec_lo, v1
v_min_i16_e32 v12, -2.0, v6
v_min_i16_dpp v18, v149, v148 row_bcast:31 row_mask:0x0 bound_ctrl:0
v_min_i16_dpp v255, v186, v60 row_mirror row_mask:0x8
v_min_i16_sdwa v112, v113, sext(v190) dst_sel:BYTE_3 src0_sel:WORD_0 src1_sel:WORD_0
v_min_i16_sdwa v147, v8, v236 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_ldexp_f16_e32 v174, v26, v17
v_ldexp_f16_e32 v236, v188, v33
v_ldexp_f16_dpp v255, v15, v7 row_half_mirror row_mask:0xf
v_ldexp_f16_sdwa v126, v246, v69 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_ldexp_f16_sdwa v142, s94, v0 dst_sel:BYTE_2 src0_sel:DWORD src1_sel:BYTE_0
v_add_u32_e32 v0, v37, v198
v_add_u32_e32 v42, v107, v244
v_add_u32_dpp v167, v80, v124 row_shl:15 row_mask:0x8 bank_mask:0xf
v_add_u32_dpp v14, v74, v3 row_newbcast:0 bound_ctrl:0
v_add_u32_sdwa v31, sext(v28), sext(v81) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_2
v_add_u32_sdwa v6, s5, v172 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_sub_u32_e32 v27, v18, v14
v_sub_u32_e32 v116, -16, v189
v_sub_u32_dpp v6, v80, v15 quad_perm:[0,0,1,1] bank_mask:0x0
v_sub_u32_dpp v219, v21, v229 wave_rol:1 bank_mask:0xb
v_sub_u32_sdwa v149, sext(v81), v40 clamp dst_sel:BYTE_2 src0_sel:BYTE_2 src1_sel:WORD_1
v_sub_u32_sdwa v196, v144, v13 dst_sel:BYTE_2 src1_sel:WORD_1
v_subrev_u32_e32 v124, s10, v204
v_subrev_u32_e32 v163, 18, v219
v_subrev_u32_dpp v102, v178, v255 wave_ror:1 row_mask:0x5 bank_mask:0x5 bound_ctrl:0
v_subrev_u32_dpp v27, v181, v24 row_mirror row_mask:0x9 bank_mask:0x5 bound_ctrl:0
v_subrev_u32_sdwa v143, v21, v49 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_3
v_subrev_u32_sdwa v126, v9, v140 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_fmac_f64_e32 v[60:61], v[72:73], v[14:15]
v_fmac_f64_e32 v[254:255], xnack_mask, v[24:25]
v_fmac_f64_dpp v[212:213], v[10:11], v[72:73] row_newbcast:4 row_mask:0xc bank_mask:0x1 bound_ctrl:0
v_fmac_f64_dpp v[92:93], v[54:55], v[154:155] row_newbcast:6 row_mask:0x9 bank_mask:0xf
v_dot2c_f32_f16_e32 v190, v255, v76
v_dot2c_f32_f16_e32 v190, -8, v31
v_dot2c_f32_f16_dpp v21, |v17|, -v67 row_mirror bank_mask:0xb bound_ctrl:0
v_dot2c_f32_f16_dpp v213, v52, v255 quad_perm:[1,0,3,2] bank_mask:0x4
v_dot2c_i32_i16_e32 v255, v222, v3
v_dot2c_i32_i16_e32 v115, -2.0, v255
v_dot2c_i32_i16_dpp v255, v29, v152 row_shr:3 row_mask:0xc
v_dot2c_i32_i16_dpp v6, v14, v164 quad_perm:[0,3,2,2] row_mask:0xd bank_mask:0x3
v_dot4c_i32_i8_e32 v12, s72, v137
v_dot4c_i32_i8_e32 v202, v248, v191
v_dot4c_i32_i8_dpp v114, v5, v19 row_newbcast:3 row_mask:0x4 bank_mask:0x0
v_dot4c_i32_i8_dpp v28, v22, v181 row_shr:11
v_dot8c_i32_i4_e32 v22, v24, v206
v_dot8c_i32_i4_e32 v93, -1.5, v54
v_dot8c_i32_i4_dpp v255, v8, v1 wave_shr:1 row_mask:0x7 bound_ctrl:0
v_dot8c_i32_i4_dpp v54, v199, v255 row_shr:6 row_mask:0x6 bank_mask:0x5
v_fmac_f32_e32 v17, -100.25, v133
v_fmac_f32_e32 v158, v23, v53
v_fmac_f32_dpp v41, v27, v255 wave_ror:1 row_mask:0x2 bank_mask:0x8 bound_ctrl:0
v_fmac_f32_dpp v240, -|v245|, |v39| row_newbcast:10 row_mask:0xd bank_mask:0x6
v_pk_fmac_f16_e32 v186, s96, v10
v_pk_fmac_f16_e32 v162, v96, v17
v_xnor_b32_e32 v28, v58, v14
v_xnor_b32_e32 v14, v1, v3
v_xnor_b32_dpp v108, v111, v251 row_bcast:15 bank_mask:0x3
v_xnor_b32_dpp v22, v201, v19 wave_shr:1 row_mask:0x0 bank_mask:0x6
v_xnor_b32_sdwa v117, v14, v145 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_xnor_b32_sdwa v116, v22, v167 dst_sel:BYTE_1 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_class_f32_e32 vcc, s75, v52
v_cmp_class_f32_e32 vcc, s90, v219
v_cmp_class_f32_sdwa vcc, v172, v65 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_class_f32_sdwa exec, v252, v210 src0_sel:WORD_1
v_cmpx_class_f32_e32 vcc, s27, v25
v_cmpx_class_f32_e32 vcc, 60, v252
v_cmpx_class_f32_sdwa ttmp[4:5], -|43|, v77 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f64_e32 vcc, v[78:79], v41
v_cmp_class_f64_e32 vcc, 0x40490000, v249
v_cmpx_class_f64_e32 vcc, v[252:253], v10
v_cmpx_class_f64_e32 vcc, -2.0, v10
v_cmp_class_f16_e32 vcc, s51, v23
v_cmp_class_f16_e32 vcc, 1.0, v124
v_cmp_class_f16_sdwa vcc, v255, v52 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_class_f16_e32 vcc, v61, v13
v_cmpx_class_f16_e32 vcc, v104, v177
v_cmp_f_f16_e32 vcc, v85, v115
v_cmp_f_f16_e32 vcc, v85, v15
v_cmp_f_f16_sdwa s[38:39], -|v69|, v255 src1_sel:BYTE_2
v_cmp_f_f16_sdwa vcc, v9, v1 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_lt_f16_e32 vcc, v56, v90
v_cmp_lt_f16_e32 vcc, 2.0, v5
v_cmp_lt_f16_sdwa vcc, v20, v30 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_eq_f16_e32 vcc, vcc_hi, v21
v_cmp_eq_f16_e32 vcc, s41, v255
v_cmp_eq_f16_sdwa vcc, v78, v7 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_eq_f16_sdwa vcc, -2, v238 src0_sel:WORD_0
v_cmp_le_f16_e32 vcc, v38, v21
v_cmp_le_f16_e32 vcc, -2.0, v9
v_cmp_le_f16_sdwa vcc, 17, -|v161| src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_le_f16_sdwa vcc, v28, v121 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_gt_f16_e32 vcc, v93, v123
v_cmp_gt_f16_e32 vcc, v29, v251
v_cmp_gt_f16_sdwa vcc, -|v11|, v4 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_gt_f16_sdwa vcc, -|v218|, v212 src0_sel:DWORD src1_sel:WORD_0
v_cmp_lg_f16_e32 vcc, 100.0, v147
v_cmp_lg_f16_e32 vcc, v188, v5
v_cmp_lg_f16_sdwa exec, v15, v156 src0_sel:WORD_1 src1_sel:BYTE_3
v_cmp_lg_f16_sdwa vcc, v77, |v37| src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_ge_f16_e32 vcc, v6, v23
v_cmp_ge_f16_e32 vcc, s25, v20
v_cmp_ge_f16_sdwa exec, v255, v30 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_o_f16_e32 vcc, v245, v51
v_cmp_o_f16_e32 vcc, flat_scratch_lo, v222
v_cmp_o_f16_sdwa vcc, s1, v14 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_u_f16_e32 vcc, v21, v45
v_cmp_u_f16_e32 vcc, v255, v163
v_cmp_u_f16_sdwa vcc, -|v28|, v56 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_u_f16_sdwa vcc, v2, v22 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_nge_f16_e32 vcc, s58, v17
v_cmp_nge_f16_e32 vcc, -2, v255
v_cmp_nge_f16_sdwa vcc, v238, -|v75| src0_sel:DWORD
v_cmp_nge_f16_sdwa ttmp[4:5], v32, |v16| src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_nlg_f16_e32 vcc, s85, v140
v_cmp_nlg_f16_e32 vcc, v132, v15
v_cmp_nlg_f16_sdwa vcc, v6, v7 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_nlg_f16_sdwa s[52:53], v14, -|v151| src0_sel:BYTE_2
v_cmp_ngt_f16_e32 vcc, v66, v255
v_cmp_ngt_f16_e32 vcc, v255, v87
v_cmp_ngt_f16_sdwa vcc, -v211, v42 src0_sel:DWORD
v_cmp_ngt_f16_sdwa vcc, 34, v30 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_nle_f16_e32 vcc, v15, v207
v_cmp_nle_f16_e32 vcc, s95, v236
v_cmp_nle_f16_sdwa vcc, v64, v255 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_nle_f16_sdwa vcc, -|s62|, v19 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmp_neq_f16_e32 vcc, m0, v255
v_cmp_neq_f16_e32 vcc, 0.1, v17
v_cmp_neq_f16_sdwa vcc, s63, v87 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_neq_f16_sdwa exec, -v255, v115 src1_sel:BYTE_1
v_cmp_nlt_f16_e32 vcc, v87, v9
v_cmp_nlt_f16_e32 vcc, v101, v31
v_cmp_nlt_f16_sdwa vcc, 13, v18 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_nlt_f16_sdwa vcc, v11, v23 src0_sel:DWORD src1_sel:DWORD
v_cmp_tru_f16_e32 vcc, s85, v11
v_cmp_tru_f16_e32 vcc, src_shared_base, v108
v_cmp_tru_f16_sdwa vcc, v16, v15 src1_sel:WORD_0
v_cmp_tru_f16_sdwa vcc, v19, v30 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_f_f16_e32 vcc, v251, v173
v_cmpx_f_f16_e32 vcc, v59, v92
v_cmpx_f_f16_sdwa vcc, v207, v24 src1_sel:DWORD
v_cmpx_lt_f16_e32 vcc, v10, v163
v_cmpx_lt_f16_e32 vcc, s71, v250
v_cmpx_lt_f16_sdwa vcc, v4, v221 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_lt_f16_sdwa vcc, v7, v204 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_eq_f16_e32 vcc, v220, v98
v_cmpx_eq_f16_e32 vcc, s98, v123
v_cmpx_eq_f16_sdwa vcc, v21, v112 src0_sel:BYTE_1 src1_sel:BYTE_2
v_cmpx_eq_f16_sdwa vcc, v128, v255 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmpx_le_f16_e32 vcc, s85, v1
v_cmpx_le_f16_e32 vcc, v99, v20
v_cmpx_gt_f16_e32 vcc, v28, v192
v_cmpx_gt_f16_e32 vcc, s90, v231
v_cmpx_gt_f16_sdwa vcc, v81, v4 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmpx_lg_f16_e32 vcc, src_shared_base, v255
v_cmpx_lg_f16_e32 vcc, v6, v4
v_cmpx_lg_f16_sdwa vcc, v12, v149 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_lg_f16_sdwa exec, v255, v16 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmpx_ge_f16_e32 vcc, v223, v78
v_cmpx_ge_f16_e32 vcc, v14, v121
v_cmpx_ge_f16_sdwa exec, v29, v255 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_o_f16_e32 vcc, v12, v97
v_cmpx_o_f16_e32 vcc, 2.0, v255
v_cmpx_o_f16_sdwa vcc, -|v93|, v149 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_o_f16_sdwa vcc, v24, v160 src0_sel:WORD_0 src1_sel:WORD_0
v_cmpx_u_f16_e32 vcc, v30, v163
v_cmpx_u_f16_e32 vcc, 1.5, v30
v_cmpx_u_f16_sdwa vcc, v206, v18 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_nge_f16_e32 vcc, v100, v255
v_cmpx_nge_f16_e32 vcc, v25, v43
v_cmpx_nge_f16_sdwa vcc, v4, v134 src0_sel:BYTE_1 src1_sel:BYTE_2
v_cmpx_nlg_f16_e32 vcc, v22, v183
v_cmpx_nlg_f16_e32 vcc, v139, v80
v_cmpx_nlg_f16_sdwa vcc, v3, v68 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_nlg_f16_sdwa exec, v182, v167 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_ngt_f16_e32 vcc, vcc_lo, v92
v_cmpx_ngt_f16_e32 vcc, 32, v7
v_cmpx_ngt_f16_sdwa vcc, v247, v9 src0_sel:WORD_0 src1_sel:WORD_0
v_cmpx_ngt_f16_sdwa exec, v168, -v22 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_nle_f16_e32 vcc, v75, v25
v_cmpx_nle_f16_e32 vcc, v26, v85
v_cmpx_nle_f16_sdwa vcc, v48, v98 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmpx_neq_f16_e32 vcc, vcc_hi, v10
v_cmpx_neq_f16_e32 vcc, v11, v248
v_cmpx_neq_f16_sdwa vcc, -|v28|, v116 src0_sel:WORD_1
v_cmpx_nlt_f16_e32 vcc, v2, v129
v_cmpx_nlt_f16_e32 vcc, v231, v45
v_cmpx_nlt_f16_sdwa vcc, v14, v0 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmpx_tru_f16_e32 vcc, 0.1, v4
v_cmpx_tru_f16_e32 vcc, v54, v205
v_cmpx_tru_f16_sdwa s[4:5], s92, v159 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_tru_f16_sdwa vcc, -|v23|, v46 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_f_f32_e32 vcc, s36, v19
v_cmp_f_f32_e32 vcc, v20, v40
v_cmp_f_f32_sdwa vcc, v96, v14 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmp_f_f32_sdwa exec, -v66, -v144 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_lt_f32_e32 vcc, v7, v171
v_cmp_lt_f32_e32 vcc, v100, v37
v_cmp_lt_f32_sdwa exec, -v27, v153 src0_sel:DWORD src1_sel:WORD_1
v_cmp_lt_f32_sdwa vcc, 52, v12 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_e32 vcc, v11, v213
v_cmp_eq_f32_e32 vcc, v59, v220
v_cmp_eq_f32_sdwa vcc, s47, v14 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v28, -v113 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_le_f32_e32 vcc, 1e6, v183
v_cmp_le_f32_e32 vcc, v164, v90
v_cmp_le_f32_sdwa vcc, -v47, v91 src0_sel:WORD_0 src1_sel:WORD_0
v_cmp_gt_f32_e32 vcc, v10, v91
v_cmp_gt_f32_e32 vcc, 1.5, v200
v_cmp_gt_f32_sdwa vcc, v255, v1 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_gt_f32_sdwa vcc, v66, -|v255| src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_lg_f32_e32 vcc, v128, v20
v_cmp_lg_f32_e32 vcc, s92, v232
v_cmp_lg_f32_sdwa ttmp[4:5], v14, v177 src1_sel:BYTE_1
v_cmp_lg_f32_sdwa exec, |v24|, v176 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_ge_f32_e32 vcc, 1e6, v67
v_cmp_ge_f32_e32 vcc, v238, v11
v_cmp_ge_f32_sdwa vcc, -|v24|, v25 src0_sel:DWORD src1_sel:WORD_1
v_cmp_ge_f32_sdwa vcc, v18, v93 src1_sel:BYTE_0
v_cmp_o_f32_e32 vcc, 34, v33
v_cmp_o_f32_e32 vcc, v24, v4
v_cmp_o_f32_sdwa vcc, v118, v255 src1_sel:BYTE_2
v_cmp_o_f32_sdwa s[58:59], v255, v221 src1_sel:BYTE_3
v_cmp_u_f32_e32 vcc, 15, v160
v_cmp_u_f32_e32 vcc, v164, v12
v_cmp_u_f32_sdwa vcc, 24, v228 src1_sel:WORD_1
v_cmp_u_f32_sdwa vcc, -14, v250 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_nge_f32_e32 vcc, v102, v34
v_cmp_nge_f32_e32 vcc, 45, v21
v_cmp_nge_f32_sdwa vcc, v103, v22 src1_sel:DWORD
v_cmp_nge_f32_sdwa ttmp[4:5], 49, -v240 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_nlg_f32_e32 vcc, v9, v24
v_cmp_nlg_f32_e32 vcc, s95, v75
v_cmp_nlg_f32_sdwa vcc, v41, v15 src0_sel:WORD_1 src1_sel:WORD_1
v_cmp_nlg_f32_sdwa vcc, -v7, |v20| src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_ngt_f32_e32 vcc, v221, v9
v_cmp_ngt_f32_e32 vcc, src_scc, v15
v_cmp_ngt_f32_sdwa vcc, v222, v0 src1_sel:DWORD
v_cmp_nle_f32_e32 vcc, v96, v17
v_cmp_nle_f32_e32 vcc, v1, v255
v_cmp_nle_f32_sdwa exec, -|v178|, v214 src0_sel:BYTE_0
v_cmp_neq_f32_e32 vcc, v46, v212
v_cmp_neq_f32_e32 vcc, v255, v30
v_cmp_neq_f32_sdwa ttmp[4:5], -|v16|, v31 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_neq_f32_sdwa vcc, -v83, v10 src0_sel:BYTE_2
v_cmp_nlt_f32_e32 vcc, 1.0, v33
v_cmp_nlt_f32_e32 vcc, v255, v255
v_cmp_nlt_f32_sdwa vcc, v166, v229 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_nlt_f32_sdwa ttmp[4:5], v103, -|v113| src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmp_tru_f32_e32 vcc, v176, v55
v_cmp_tru_f32_e32 vcc, s25, v17
v_cmp_tru_f32_sdwa vcc, |v24|, v133 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_tru_f32_sdwa ttmp[4:5], -|v6|, v56 src1_sel:BYTE_1
v_cmpx_f_f32_e32 vcc, v186, v240
v_cmpx_f_f32_e32 vcc, v151, v255
v_cmpx_f_f32_sdwa vcc, v180, -|v255| src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_lt_f32_e32 vcc, v151, v185
v_cmpx_lt_f32_e32 vcc, s84, v32
v_cmpx_lt_f32_sdwa vcc, s47, v108 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_lt_f32_sdwa vcc, |v255|, v247
v_cmpx_eq_f32_e32 vcc, 15, v230
v_cmpx_eq_f32_e32 vcc, s36, v90
v_cmpx_eq_f32_sdwa s[88:89], |v255|, v6 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmpx_le_f32_e32 vcc, v122, v4
v_cmpx_le_f32_e32 vcc, v232, v141
v_cmpx_le_f32_sdwa ttmp[4:5], v66, v112 src0_sel:WORD_0
v_cmpx_le_f32_sdwa vcc, v7, v26 src1_sel:BYTE_3
v_cmpx_gt_f32_e32 vcc, v79, v17
v_cmpx_gt_f32_e32 vcc, v27, v187
v_cmpx_gt_f32_sdwa s[56:57], v94, -v136 src0_sel:DWORD src1_sel:DWORD
v_cmpx_lg_f32_e32 vcc, 1.5, v255
v_cmpx_lg_f32_e32 vcc, 56, v20
v_cmpx_lg_f32_sdwa vcc, -v241, -v136 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmpx_lg_f32_sdwa vcc, -|v62|, v255 src1_sel:DWORD
v_cmpx_ge_f32_e32 vcc, s66, v7
v_cmpx_ge_f32_e32 vcc, s13, v48
v_cmpx_ge_f32_sdwa s[98:99], v255, v27 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmpx_ge_f32_sdwa vcc, 62, |v238| src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_o_f32_e32 vcc, v38, v27
v_cmpx_o_f32_e32 vcc, v3, v201
v_cmpx_o_f32_sdwa vcc, v208, v99 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_o_f32_sdwa vcc, v20, v58 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_u_f32_e32 vcc, 26, v5
v_cmpx_u_f32_e32 vcc, 35, v255
v_cmpx_u_f32_sdwa ttmp[4:5], v174, |v21| src0_sel:DWORD src1_sel:WORD_0
v_cmpx_u_f32_sdwa exec, v171, v13 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmpx_nge_f32_e32 vcc, v9, v12
v_cmpx_nge_f32_e32 vcc, v64, v11
v_cmpx_nge_f32_sdwa vcc, v1, v7 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_nge_f32_sdwa ttmp[4:5], s7, v152 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmpx_nlg_f32_e32 vcc, v30, v83
v_cmpx_nlg_f32_e32 vcc, v255, v121
v_cmpx_nlg_f32_sdwa vcc, v255, v92 src1_sel:WORD_1
v_cmpx_nlg_f32_sdwa vcc, s84, |v18| src1_sel:BYTE_2
v_cmpx_ngt_f32_e32 vcc, v174, v255
v_cmpx_ngt_f32_e32 vcc, exec_lo, v145
v_cmpx_ngt_f32_sdwa s[60:61], v3, v12 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_ngt_f32_sdwa vcc, v238, -v255 src1_sel:BYTE_3
v_cmpx_nle_f32_e32 vcc, v4, v27
v_cmpx_nle_f32_e32 vcc, v239, v31
v_cmpx_nle_f32_sdwa vcc, v232, v24 src0_sel:DWORD
v_cmpx_nle_f32_sdwa vcc, v255, v228 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmpx_neq_f32_e32 vcc, 21, v65
v_cmpx_neq_f32_e32 vcc, ttmp2, v13
v_cmpx_neq_f32_sdwa vcc, v81, v4 src0_sel:BYTE_2
v_cmpx_neq_f32_sdwa vcc, v255, |v27| src0_sel:BYTE_2
v_cmpx_nlt_f32_e32 vcc, 0, v7
v_cmpx_nlt_f32_e32 vcc, v17, v9
v_cmpx_nlt_f32_sdwa vcc, v74, v22 src0_sel:WORD_0 src1_sel:WORD_1
v_cmpx_tru_f32_e32 vcc, v81, v26
v_cmpx_tru_f32_e32 vcc, v22, v115
v_cmpx_tru_f32_sdwa vcc, v60, v112 src0_sel:WORD_1 src1_sel:WORD_0
v_cmpx_tru_f32_sdwa vcc, v109, v76 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_f_f64_e32 vcc, v[62:63], v[194:195]
v_cmp_f_f64_e32 vcc, v[20:21], v[254:255]
v_cmp_lt_f64_e32 vcc, v[104:105], v[246:247]
v_cmp_lt_f64_e32 vcc, s[82:83], v[6:7]
v_cmp_eq_f64_e32 vcc, v[4:5], v[2:3]
v_cmp_eq_f64_e32 vcc, flat_scratch, v[86:87]
v_cmp_le_f64_e32 vcc, 1.5, v[120:121]
v_cmp_le_f64_e32 vcc, -1.0, v[40:41]
v_cmp_gt_f64_e32 vcc, ttmp[0:1], v[24:25]
v_cmp_gt_f64_e32 vcc, v[174:175], v[18:19]
v_cmp_lg_f64_e32 vcc, s[68:69], v[30:31]
v_cmp_lg_f64_e32 vcc, v[254:255], v[114:115]
v_cmp_ge_f64_e32 vcc, v[168:169], v[180:181]
v_cmp_ge_f64_e32 vcc, 24, v[8:9]
v_cmp_o_f64_e32 vcc, v[30:31], v[254:255]
v_cmp_o_f64_e32 vcc, -0.5, v[28:29]
v_cmp_u_f64_e32 vcc, v[6:7], v[4:5]
v_cmp_u_f64_e32 vcc, -0.5, v[12:13]
v_cmp_nge_f64_e32 vcc, 34, v[176:177]
v_cmp_nge_f64_e32 vcc, v[196:197], v[222:223]
v_cmp_nlg_f64_e32 vcc, s[88:89], v[70:71]
v_cmp_nlg_f64_e32 vcc, v[0:1], v[118:119]
v_cmp_ngt_f64_e32 vcc, s[90:91], v[138:139]
v_cmp_ngt_f64_e32 vcc, v[130:131], v[14:15]
v_cmp_nle_f64_e32 vcc, 0.5, v[142:143]
v_cmp_nle_f64_e32 vcc, v[44:45], v[222:223]
v_cmp_neq_f64_e32 vcc, s[98:99], v[0:1]
v_cmp_neq_f64_e32 vcc, 2.0, v[230:231]
v_cmp_nlt_f64_e32 vcc, v[216:217], v[52:53]
v_cmp_nlt_f64_e32 vcc, flat_scratch, v[12:13]
v_cmp_tru_f64_e32 vcc, v[240:241], v[88:89]
v_cmp_tru_f64_e32 vcc, s[6:7], v[6:7]
v_cmpx_f_f64_e32 vcc, 1.0, v[100:101]
v_cmpx_f_f64_e32 vcc, -4.0, v[76:77]
v_cmpx_lt_f64_e32 vcc, 1.5, v[124:125]
v_cmpx_lt_f64_e32 vcc, v[24:25], v[128:129]
v_cmpx_eq_f64_e32 vcc, v[28:29], v[224:225]
v_cmpx_eq_f64_e32 vcc, v[228:229], v[110:111]
v_cmpx_le_f64_e32 vcc, v[44:45], v[24:25]
v_cmpx_le_f64_e32 vcc, v[0:1], v[142:143]
v_cmpx_gt_f64_e32 vcc, s[76:77], v[236:237]
v_cmpx_gt_f64_e32 vcc, 0x40490000, v[210:211]
v_cmpx_lg_f64_e32 vcc, v[0:1], v[16:17]
v_cmpx_lg_f64_e32 vcc, ttmp[14:15], v[10:11]
v_cmpx_ge_f64_e32 vcc, v[110:111], v[192:193]
v_cmpx_ge_f64_e32 vcc, 1, v[152:153]
v_cmpx_o_f64_e32 vcc, v[110:111], v[12:13]
v_cmpx_o_f64_e32 vcc, -1.5, v[66:67]
v_cmpx_u_f64_e32 vcc, exec, v[240:241]
v_cmpx_u_f64_e32 vcc, 100.0, v[98:99]
v_cmpx_nge_f64_e32 vcc, v[26:27], v[102:103]
v_cmpx_nge_f64_e32 vcc, v[60:61], v[98:99]
v_cmpx_nlg_f64_e32 vcc, v[14:15], v[164:165]
v_cmpx_nlg_f64_e32 vcc, s[88:89], v[136:137]
v_cmpx_ngt_f64_e32 vcc, v[200:201], v[50:51]
v_cmpx_ngt_f64_e32 vcc, v[30:31], v[118:119]
v_cmpx_nle_f64_e32 vcc, -2, v[254:255]
v_cmpx_nle_f64_e32 vcc, v[210:211], v[16:17]
v_cmpx_neq_f64_e32 vcc, v[108:109], v[6:7]
v_cmpx_neq_f64_e32 vcc, flat_scratch, v[110:111]
v_cmpx_nlt_f64_e32 vcc, v[180:181], v[174:175]
v_cmpx_nlt_f64_e32 vcc, s[26:27], v[166:167]
v_cmpx_tru_f64_e32 vcc, 23, v[254:255]
v_cmpx_tru_f64_e32 vcc, v[26:27], v[16:17]
v_cmp_f_i16_e32 vcc, s61, v6
v_cmp_f_i16_e32 vcc, v10, v18
v_cmp_f_i16_sdwa vcc, v231, v21 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_f_i16_sdwa vcc, v3, v255 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmp_lt_i16_e32 vcc, v76, v135
v_cmp_lt_i16_e32 vcc, s16, v126
v_cmp_lt_i16_sdwa ttmp[4:5], v255, v26 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_eq_i16_e32 vcc, v53, v220
v_cmp_eq_i16_e32 vcc, v19, v5
v_cmp_eq_i16_sdwa s[8:9], v69, v32 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v27, v238 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmp_le_i16_e32 vcc, s25, v13
v_cmp_le_i16_e32 vcc, xnack_mask_lo, v92
v_cmp_le_i16_sdwa vcc, v61, v254 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_le_i16_sdwa exec, v2, v30 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_gt_i16_e32 vcc, v31, v184
v_cmp_gt_i16_e32 vcc, 0xffff, v96
v_cmp_gt_i16_sdwa vcc, 51, v228 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_gt_i16_sdwa s[86:87], v194, sext(v15) src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_ne_i16_e32 vcc, v22, v24
v_cmp_ne_i16_e32 vcc, v39, v142
v_cmp_ne_i16_sdwa vcc, v255, v97 src0_sel:WORD_0 src1_sel:WORD_0
v_cmp_ne_i16_sdwa vcc, v255, v115 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16_e32 vcc, flat_scratch_hi, v255
v_cmp_ge_i16_e32 vcc, 0x7fff, v201
v_cmp_t_i16_e32 vcc, s8, v12
v_cmp_t_i16_e32 vcc, v137, v156
v_cmp_t_i16_sdwa vcc, v20, v154 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_t_i16_sdwa vcc, v255, v56 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_f_u16_e32 vcc, v231, v242
v_cmp_f_u16_e32 vcc, -0.5, v4
v_cmp_f_u16_sdwa ttmp[4:5], sext(v32), v88 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_f_u16_sdwa s[42:43], sext(v130), sext(v84) src1_sel:DWORD
v_cmp_lt_u16_e32 vcc, 0.15915494, v197
v_cmp_lt_u16_e32 vcc, v68, v13
v_cmp_lt_u16_sdwa vcc, v144, v32 src0_sel:BYTE_0
v_cmp_eq_u16_e32 vcc, s73, v6
v_cmp_eq_u16_e32 vcc, 0x1234, v110
v_cmp_eq_u16_sdwa exec, v202, v33 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmp_le_u16_e32 vcc, v16, v152
v_cmp_le_u16_e32 vcc, 0xffff, v176
v_cmp_le_u16_sdwa exec, sext(v20), v14 src0_sel:DWORD
v_cmp_gt_u16_e32 vcc, v57, v142
v_cmp_gt_u16_e32 vcc, 4.0, v142
v_cmp_gt_u16_sdwa s[26:27], sext(v219), v221 src1_sel:BYTE_0
v_cmp_gt_u16_sdwa vcc, sext(v20), v232 src1_sel:WORD_0
v_cmp_ne_u16_e32 vcc, src_private_base, v26
v_cmp_ne_u16_e32 vcc, v7, v1
v_cmp_ne_u16_sdwa vcc, sext(v28), sext(v255) src0_sel:WORD_1 src1_sel:BYTE_1
v_cmp_ne_u16_sdwa vcc, s97, v14 src0_sel:WORD_1
v_cmp_ge_u16_e32 vcc, v11, v49
v_cmp_ge_u16_e32 vcc, vcc_lo, v255
v_cmp_ge_u16_sdwa vcc, v165, v248 src0_sel:WORD_0
v_cmp_t_u16_e32 vcc, v8, v218
v_cmp_t_u16_e32 vcc, 20, v94
v_cmp_t_u16_sdwa vcc, v186, v77 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmpx_f_i16_e32 vcc, m0, v232
v_cmpx_f_i16_e32 vcc, 1.0, v234
v_cmpx_f_i16_sdwa vcc, v13, v4 src1_sel:WORD_0
v_cmpx_lt_i16_e32 vcc, s6, v227
v_cmpx_lt_i16_e32 vcc, v151, v255
v_cmpx_lt_i16_sdwa vcc, v88, v17 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmpx_lt_i16_sdwa vcc, v200, sext(v141) src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_eq_i16_e32 vcc, xnack_mask_lo, v239
v_cmpx_eq_i16_e32 vcc, v194, v22
v_cmpx_eq_i16_sdwa ttmp[4:5], sext(v52), v116 src1_sel:BYTE_1
v_cmpx_eq_i16_sdwa vcc, v20, v18 src1_sel:BYTE_3
v_cmpx_le_i16_e32 vcc, v242, v255
v_cmpx_le_i16_e32 vcc, v16, v252
v_cmpx_le_i16_sdwa ttmp[4:5], v221, v2 src1_sel:BYTE_3
v_cmpx_le_i16_sdwa ttmp[4:5], v5, v176 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmpx_gt_i16_e32 vcc, v23, v7
v_cmpx_gt_i16_e32 vcc, s96, v25
v_cmpx_ne_i16_e32 vcc, v6, v16
v_cmpx_ne_i16_e32 vcc, v70, v6
v_cmpx_ne_i16_sdwa vcc, v110, v107 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_ne_i16_sdwa vcc, v143, sext(v33) src0_sel:WORD_0
v_cmpx_ge_i16_e32 vcc, v9, v1
v_cmpx_ge_i16_e32 vcc, v255, v232
v_cmpx_ge_i16_sdwa vcc, v156, v153 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_ge_i16_sdwa vcc, v8, v17 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_t_i16_e32 vcc, v84, v35
v_cmpx_t_i16_e32 vcc, v2, v139
v_cmpx_t_i16_sdwa vcc, sext(v75), v237 src0_sel:DWORD
v_cmpx_t_i16_sdwa vcc, v124, v168 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_f_u16_e32 vcc, v7, v5
v_cmpx_f_u16_e32 vcc, v219, v26
v_cmpx_f_u16_sdwa vcc, v30, v180 src0_sel:BYTE_0
v_cmpx_f_u16_sdwa vcc, sext(v2), v22 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_lt_u16_e32 vcc, v69, v50
v_cmpx_lt_u16_e32 vcc, v195, v132
v_cmpx_lt_u16_sdwa ttmp[4:5], v109, v22 src1_sel:DWORD
v_cmpx_lt_u16_sdwa vcc, sext(v70), sext(v153) src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_eq_u16_e32 vcc, 0xffff, v193
v_cmpx_eq_u16_e32 vcc, s50, v149
v_cmpx_eq_u16_sdwa ttmp[4:5], sext(v58), v173 src0_sel:WORD_0
v_cmpx_eq_u16_sdwa vcc, v1, v255 src0_sel:BYTE_0
v_cmpx_le_u16_e32 vcc, s1, v12
v_cmpx_le_u16_e32 vcc, flat_scratch_hi, v129
v_cmpx_gt_u16_e32 vcc, v146, v16
v_cmpx_gt_u16_e32 vcc, v14, v79
v_cmpx_gt_u16_sdwa vcc, v36, sext(v188) src0_sel:DWORD src1_sel:WORD_0
v_cmpx_gt_u16_sdwa exec, sext(v255), v33 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_ne_u16_e32 vcc, 0x7fff, v27
v_cmpx_ne_u16_e32 vcc, vcc_hi, v6
v_cmpx_ne_u16_sdwa vcc, sext(v51), v25 src1_sel:WORD_1
v_cmpx_ge_u16_e32 vcc, v110, v4
v_cmpx_ge_u16_e32 vcc, v255, v8
v_cmpx_ge_u16_sdwa vcc, v189, v241 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_ge_u16_sdwa ttmp[4:5], s96, sext(v7) src0_sel:BYTE_1
v_cmpx_t_u16_e32 vcc, -1.0, v172
v_cmpx_t_u16_e32 vcc, src_vccz, v255
v_cmpx_t_u16_sdwa vcc, sext(v121), v22 src0_sel:BYTE_2
v_cmp_f_i32_e32 vcc, s21, v250
v_cmp_f_i32_e32 vcc, v107, v140
v_cmp_f_i32_sdwa s[28:29], sext(v28), sext(v15) src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_f_i32_sdwa vcc, sext(v12), v255 src0_sel:BYTE_2 src1_sel:BYTE_2
v_cmp_lt_i32_e32 vcc, v29, v173
v_cmp_lt_i32_e32 vcc, s36, v16
v_cmp_lt_i32_sdwa exec, v110, v235 src0_sel:BYTE_0
v_cmp_eq_i32_e32 vcc, 41, v9
v_cmp_eq_i32_e32 vcc, -11, v255
v_cmp_eq_i32_sdwa exec, sext(v14), sext(v1) src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_le_i32_e32 vcc, v35, v1
v_cmp_le_i32_e32 vcc, v110, v255
v_cmp_le_i32_sdwa s[82:83], sext(s36), sext(v52) src0_sel:WORD_1 src1_sel:WORD_1
v_cmp_le_i32_sdwa vcc, s60, sext(v24) src0_sel:WORD_0
v_cmp_gt_i32_e32 vcc, v234, v134
v_cmp_gt_i32_e32 vcc, v74, v60
v_cmp_gt_i32_sdwa exec, s94, v28 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmp_gt_i32_sdwa s[60:61], v7, v197 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_ne_i32_e32 vcc, v253, v255
v_cmp_ne_i32_e32 vcc, src_execz, v197
v_cmp_ne_i32_sdwa exec, v10, v71 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ne_i32_sdwa s[88:89], 18, v131 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_ge_i32_e32 vcc, 33, v15
v_cmp_ge_i32_e32 vcc, -2.0, v255
v_cmp_ge_i32_sdwa vcc, sext(v255), v111 src1_sel:WORD_1
v_cmp_ge_i32_sdwa vcc, v18, v23 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_t_i32_e32 vcc, v2, v23
v_cmp_t_i32_e32 vcc, v151, v25
v_cmp_t_i32_sdwa vcc, v244, sext(v216)
v_cmp_f_u32_e32 vcc, v88, v116
v_cmp_f_u32_e32 vcc, s68, v58
v_cmp_f_u32_sdwa vcc, sext(v144), sext(v180) src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_lt_u32_e32 vcc, v255, v255
v_cmp_lt_u32_e32 vcc, s15, v4
v_cmp_lt_u32_sdwa exec, v24, v29 src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmp_lt_u32_sdwa vcc, v109, sext(v142) src0_sel:WORD_1
v_cmp_eq_u32_e32 vcc, v117, v255
v_cmp_eq_u32_e32 vcc, v112, v255
v_cmp_eq_u32_sdwa vcc, v29, v56 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_eq_u32_sdwa vcc, v222, sext(v21) src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_le_u32_e32 vcc, 1.0, v255
v_cmp_le_u32_e32 vcc, v255, v17
v_cmp_le_u32_sdwa vcc, v4, v211 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_gt_u32_e32 vcc, v13, v28
v_cmp_gt_u32_e32 vcc, s54, v182
v_cmp_gt_u32_sdwa vcc, v98, v47 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_gt_u32_sdwa vcc, v21, v183 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_ne_u32_e32 vcc, v140, v25
v_cmp_ne_u32_e32 vcc, v1, v26
v_cmp_ne_u32_sdwa vcc, 1, v67 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ne_u32_sdwa vcc, v12, v253 src0_sel:BYTE_1
v_cmp_ge_u32_e32 vcc, 1.0, v254
v_cmp_ge_u32_e32 vcc, v20, v65
v_cmp_ge_u32_sdwa vcc, v174, v3 src1_sel:BYTE_1
v_cmp_ge_u32_sdwa vcc, sext(v4), v17 src1_sel:WORD_1
v_cmp_t_u32_e32 vcc, v92, v255
v_cmp_t_u32_e32 vcc, v19, v138
v_cmp_t_u32_sdwa ttmp[4:5], sext(s96), v254 src0_sel:WORD_1 src1_sel:WORD_1
v_cmp_t_u32_sdwa vcc, v89, v0 src1_sel:DWORD
v_cmpx_f_i32_e32 vcc, v146, v255
v_cmpx_f_i32_e32 vcc, 18, v64
v_cmpx_f_i32_sdwa vcc, v7, v51 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_f_i32_sdwa vcc, v83, v9 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmpx_lt_i32_e32 vcc, v129, v8
v_cmpx_lt_i32_e32 vcc, v24, v40
v_cmpx_eq_i32_e32 vcc, s28, v29
v_cmpx_eq_i32_e32 vcc, v205, v184
v_cmpx_eq_i32_sdwa vcc, s16, v84 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, s8, sext(v70) src1_sel:BYTE_3
v_cmpx_le_i32_e32 vcc, s65, v114
v_cmpx_le_i32_e32 vcc, m0, v255
v_cmpx_le_i32_sdwa vcc, v42, sext(v255) src0_sel:DWORD src1_sel:WORD_1
v_cmpx_le_i32_sdwa vcc, v104, v15 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmpx_gt_i32_e32 vcc, 0xffff, v130
v_cmpx_gt_i32_e32 vcc, exec_hi, v245
v_cmpx_gt_i32_sdwa vcc, 23, v167 src0_sel:BYTE_0
v_cmpx_ne_i32_e32 vcc, exec_lo, v96
v_cmpx_ne_i32_e32 vcc, v255, v30
v_cmpx_ne_i32_sdwa vcc, v75, v94 src1_sel:BYTE_1
v_cmpx_ne_i32_sdwa vcc, v24, v21 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmpx_ge_i32_e32 vcc, v29, v154
v_cmpx_ge_i32_e32 vcc, s34, v15
v_cmpx_ge_i32_sdwa vcc, v136, v8 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmpx_t_i32_e32 vcc, 6, v250
v_cmpx_t_i32_e32 vcc, v2, v30
v_cmpx_t_i32_sdwa exec, v12, v215
v_cmpx_t_i32_sdwa vcc, v178, v3 src0_sel:BYTE_1 src1_sel:BYTE_2
v_cmpx_f_u32_e32 vcc, 0xdeadbeef, v89
v_cmpx_f_u32_e32 vcc, 0xffff, v25
v_cmpx_f_u32_sdwa exec, v30, v27 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v244, v23 src0_sel:BYTE_1 src1_sel:BYTE_3
v_cmpx_lt_u32_e32 vcc, v241, v30
v_cmpx_lt_u32_e32 vcc, v89, v95
v_cmpx_lt_u32_sdwa ttmp[4:5], v124, v7 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_eq_u32_e32 vcc, v28, v0
v_cmpx_eq_u32_e32 vcc, v9, v246
v_cmpx_eq_u32_sdwa vcc, v78, sext(v255) src1_sel:DWORD
v_cmpx_eq_u32_sdwa vcc, v10, v3 src1_sel:BYTE_1
v_cmpx_le_u32_e32 vcc, s19, v102
v_cmpx_le_u32_e32 vcc, v14, v255
v_cmpx_le_u32_sdwa vcc, v255, v95 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_gt_u32_e32 vcc, src_execz, v255
v_cmpx_gt_u32_e32 vcc, v127, v56
v_cmpx_gt_u32_sdwa exec, sext(v178), v147
v_cmpx_gt_u32_sdwa ttmp[4:5], v20, sext(v174) src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_ne_u32_e32 vcc, v185, v250
v_cmpx_ne_u32_e32 vcc, v136, v133
v_cmpx_ne_u32_sdwa vcc, -8, v21 src1_sel:BYTE_1
v_cmpx_ge_u32_e32 vcc, 1.5, v255
v_cmpx_ge_u32_e32 vcc, v225, v0
v_cmpx_ge_u32_sdwa vcc, v25, v4 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_ge_u32_sdwa s[62:63], v83, v180 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_t_u32_e32 vcc, xnack_mask_lo, v59
v_cmpx_t_u32_e32 vcc, v146, v176
v_cmpx_t_u32_sdwa s[82:83], v159, v15 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_t_u32_sdwa s[100:101], v4, v137 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_f_i64_e32 vcc, v[8:9], v[4:5]
v_cmp_f_i64_e32 vcc, s[68:69], v[92:93]
v_cmp_lt_i64_e32 vcc, vcc, v[0:1]
v_cmp_lt_i64_e32 vcc, v[0:1], v[230:231]
v_cmp_eq_i64_e32 vcc, s[54:55], v[148:149]
v_cmp_eq_i64_e32 vcc, 7, v[24:25]
v_cmp_le_i64_e32 vcc, 0xffff0000, v[8:9]
v_cmp_le_i64_e32 vcc, vcc, v[10:11]
v_cmp_gt_i64_e32 vcc, s[66:67], v[236:237]
v_cmp_gt_i64_e32 vcc, v[116:117], v[254:255]
v_cmp_ne_i64_e32 vcc, 54, v[254:255]
v_cmp_ne_i64_e32 vcc, s[94:95], v[16:17]
v_cmp_ge_i64_e32 vcc, v[224:225], v[8:9]
v_cmp_ge_i64_e32 vcc, v[118:119], v[126:127]
v_cmp_t_i64_e32 vcc, 0x12345, v[148:149]
v_cmp_t_i64_e32 vcc, -1000, v[232:233]
v_cmp_f_u64_e32 vcc, -0.5, v[100:101]
v_cmp_f_u64_e32 vcc, s[64:65], v[30:31]
v_cmp_lt_u64_e32 vcc, v[0:1], v[252:253]
v_cmp_lt_u64_e32 vcc, v[254:255], v[4:5]
v_cmp_eq_u64_e32 vcc, v[220:221], v[148:149]
v_cmp_eq_u64_e32 vcc, v[174:175], v[86:87]
v_cmp_le_u64_e32 vcc, s[42:43], v[254:255]
v_cmp_le_u64_e32 vcc, s[6:7], v[214:215]
v_cmp_gt_u64_e32 vcc, v[8:9], v[134:135]
v_cmp_gt_u64_e32 vcc, 0x12345, v[174:175]
v_cmp_ne_u64_e32 vcc, v[6:7], v[184:185]
v_cmp_ne_u64_e32 vcc, -1000, v[106:107]
v_cmp_ge_u64_e32 vcc, v[60:61], v[22:23]
v_cmp_ge_u64_e32 vcc, v[16:17], v[254:255]
v_cmp_t_u64_e32 vcc, s[76:77], v[122:123]
v_cmp_t_u64_e32 vcc, v[224:225], v[94:95]
v_cmpx_f_i64_e32 vcc, 0x7fffffff, v[22:23]
v_cmpx_f_i64_e32 vcc, v[254:255], v[80:81]
v_cmpx_lt_i64_e32 vcc, -1000, v[12:13]
v_cmpx_lt_i64_e32 vcc, v[36:37], v[188:189]
v_cmpx_eq_i64_e32 vcc, v[166:167], v[86:87]
v_cmpx_eq_i64_e32 vcc, -7, v[26:27]
v_cmpx_le_i64_e32 vcc, v[190:191], v[224:225]
v_cmpx_le_i64_e32 vcc, v[254:255], v[48:49]
v_cmpx_gt_i64_e32 vcc, v[30:31], v[46:47]
v_cmpx_gt_i64_e32 vcc, ttmp[0:1], v[254:255]
v_cmpx_ne_i64_e32 vcc, s[78:79], v[30:31]
v_cmpx_ne_i64_e32 vcc, v[16:17], v[16:17]
v_cmpx_ge_i64_e32 vcc, v[154:155], v[146:147]
v_cmpx_ge_i64_e32 vcc, v[98:99], v[10:11]
v_cmpx_t_i64_e32 vcc, flat_scratch, v[254:255]
v_cmpx_t_i64_e32 vcc, flat_scratch, v[12:13]
v_cmpx_f_u64_e32 vcc, ttmp[14:15], v[26:27]
v_cmpx_f_u64_e32 vcc, v[14:15], v[160:161]
v_cmpx_lt_u64_e32 vcc, v[254:255], v[188:189]
v_cmpx_lt_u64_e32 vcc, 12345678, v[2:3]
v_cmpx_eq_u64_e32 vcc, v[28:29], v[6:7]
v_cmpx_eq_u64_e32 vcc, v[66:67], v[208:209]
v_cmpx_le_u64_e32 vcc, v[14:15], v[18:19]
v_cmpx_le_u64_e32 vcc, exec, v[24:25]
v_cmpx_gt_u64_e32 vcc, -0.5, v[18:19]
v_cmpx_gt_u64_e32 vcc, v[176:177], v[20:21]
v_cmpx_ne_u64_e32 vcc, v[192:193], v[254:255]
v_cmpx_ne_u64_e32 vcc, s[82:83], v[20:21]
v_cmpx_ge_u64_e32 vcc, 0x12345, v[26:27]
v_cmpx_ge_u64_e32 vcc, s[48:49], v[2:3]
v_cmpx_t_u64_e32 vcc, -4, v[212:213]
v_cmpx_t_u64_e32 vcc, v[18:19], v[116:117]
v_cmp_class_f32_e64 s[80:81], v237, flat_scratch_lo
v_cmp_class_f32_e64 ttmp[4:5], 51, s16
v_cmp_class_f32_e64 vcc, v14, 2
v_cmp_class_f32_e64 exec, v138, v198
v_cmpx_class_f32_e64 vcc, s9, -13
v_cmpx_class_f32_e64 vcc, v255, s90
v_cmpx_class_f32_e64 vcc, -|v125|, 29
v_cmp_class_f64_e64 ttmp[4:5], v[8:9], s47
v_cmp_class_f64_e64 vcc, 4.0, s16
v_cmp_class_f64_e64 vcc, -|v[20:21]|, v29
v_cmp_class_f64_e64 ttmp[4:5], v[62:63], v3
v_cmpx_class_f64_e64 exec, -|v[132:133]|, v45
v_cmpx_class_f64_e64 s[6:7], |v[0:1]|, -5
v_cmpx_class_f64_e64 ttmp[4:5], v[22:23], 0.5
v_cmpx_class_f64_e64 exec, s[44:45], -4.0
v_cmp_class_f16_e64 exec, v5, 51
v_cmp_class_f16_e64 vcc, -v85, v167
v_cmp_class_f16_e64 s[6:7], xnack_mask_lo, v23
v_cmp_class_f16_e64 s[86:87], v28, 61
v_cmpx_class_f16_e64 vcc, v248, -5
v_cmpx_class_f16_e64 s[30:31], s0, v98
v_cmpx_class_f16_e64 ttmp[4:5], v183, -15
v_cmpx_class_f16_e64 s[94:95], 16, v103
v_cmp_f_f16_e64 s[90:91], 31, v3 clamp
v_cmp_f_f16_e64 s[96:97], -v120, -v109
v_cmp_f_f16_e64 s[90:91], v255, -|v0| clamp
v_cmp_f_f16_e64 s[92:93], v24, vcc_hi
v_cmp_lt_f16_e64 vcc, flat_scratch_hi, 8
v_cmp_lt_f16_e64 s[32:33], v0, -|v255| clamp
v_cmp_lt_f16_e64 exec, -v25, -2.0
v_cmp_lt_f16_e64 exec, v140, ttmp6 clamp
v_cmp_eq_f16_e64 ttmp[4:5], v218, -v162
v_cmp_eq_f16_e64 ttmp[4:5], v29, v49
v_cmp_eq_f16_e64 exec, 22, v80 clamp
v_cmp_eq_f16_e64 s[0:1], -|v13|, -|v66|
v_cmp_le_f16_e64 ttmp[4:5], v189, v8 clamp
v_cmp_le_f16_e64 ttmp[4:5], vcc_lo, -v142
v_cmp_le_f16_e64 vcc, v23, -|v168|
v_cmp_gt_f16_e64 ttmp[4:5], v28, s40
v_cmp_gt_f16_e64 exec, 2.0, v128
v_cmp_gt_f16_e64 exec, -v18, v224
v_cmp_gt_f16_e64 s[40:41], v3, v170
v_cmp_lg_f16_e64 exec, v151, v86 clamp
v_cmp_lg_f16_e64 ttmp[4:5], v255, v15
v_cmp_lg_f16_e64 s[64:65], s11, v6 clamp
v_cmp_ge_f16_e64 exec, 14, v195 clamp
v_cmp_ge_f16_e64 vcc, v22, v69
v_cmp_ge_f16_e64 exec, v24, v80 clamp
v_cmp_ge_f16_e64 exec, v2, -|v233|
v_cmp_o_f16_e64 ttmp[4:5], s48, 0.5
v_cmp_o_f16_e64 s[54:55], -|v8|, s38
v_cmp_o_f16_e64 ttmp[4:5], v29, v20 clamp
v_cmp_o_f16_e64 s[0:1], 18, s72 clamp
v_cmp_u_f16_e64 ttmp[4:5], v78, v221
v_cmp_u_f16_e64 vcc, |v115|, s14 clamp
v_cmp_u_f16_e64 vcc, v255, s66
v_cmp_nge_f16_e64 vcc, flat_scratch_lo, v187
v_cmp_nge_f16_e64 exec, v216, -v129
v_cmp_nge_f16_e64 ttmp[4:5], v11, v162
v_cmp_nge_f16_e64 exec, -|v156|, |v255|
v_cmp_nlg_f16_e64 vcc, |v174|, s84 clamp
v_cmp_nlg_f16_e64 s[92:93], v3, 62 clamp
v_cmp_nlg_f16_e64 vcc, v24, v28
v_cmp_nlg_f16_e64 exec, -v145, -|-13| clamp
v_cmp_ngt_f16_e64 ttmp[4:5], |v244|, v50
v_cmp_ngt_f16_e64 vcc, 33, -v30
v_cmp_ngt_f16_e64 ttmp[4:5], v202, -s55
v_cmp_ngt_f16_e64 ttmp[4:5], -13, v61
v_cmp_nle_f16_e64 s[26:27], v225, 11
v_cmp_nle_f16_e64 vcc, v62, s52
v_cmp_nle_f16_e64 ttmp[4:5], -|12|, 46
v_cmp_nle_f16_e64 vcc, v239, v18
v_cmp_neq_f16_e64 exec, v54, -1 clamp
v_cmp_neq_f16_e64 s[40:41], s68, v206 clamp
v_cmp_neq_f16_e64 ttmp[4:5], 5, s28 clamp
v_cmp_neq_f16_e64 exec, 40, v145
v_cmp_nlt_f16_e64 ttmp[4:5], src_private_limit, 32
v_cmp_nlt_f16_e64 s[34:35], -3, |v25| clamp
v_cmp_nlt_f16_e64 ttmp[4:5], v255, -|v13|
v_cmp_nlt_f16_e64 exec, -|s76|, -|v4|
v_cmp_tru_f16_e64 s[50:51], v255, |v10|
v_cmp_tru_f16_e64 vcc, v195, s85 clamp
v_cmp_tru_f16_e64 exec, s0, |34| clamp
v_cmpx_f_f16_e64 vcc, -v237, v167
v_cmpx_f_f16_e64 vcc, -3, -3 clamp
v_cmpx_f_f16_e64 ttmp[4:5], v30, v177 clamp
v_cmpx_f_f16_e64 s[30:31], v99, -|s36|
v_cmpx_lt_f16_e64 exec, -4.0, s35 clamp
v_cmpx_lt_f16_e64 vcc, s96, v199
v_cmpx_lt_f16_e64 exec, |s100|, v6
v_cmpx_lt_f16_e64 vcc, s42, 0.5 clamp
v_cmpx_eq_f16_e64 exec, 2.0, s55
v_cmpx_eq_f16_e64 s[76:77], 15, v4
v_cmpx_eq_f16_e64 s[62:63], 20, v255
v_cmpx_eq_f16_e64 s[66:67], v221, -v3 clamp
v_cmpx_le_f16_e64 exec, -v255, v12
v_cmpx_le_f16_e64 ttmp[4:5], src_shared_limit, v249 clamp
v_cmpx_gt_f16_e64 vcc, v255, v76 clamp
v_cmpx_gt_f16_e64 vcc, |v13|, v228 clamp
v_cmpx_gt_f16_e64 s[74:75], -|v255|, -10 clamp
v_cmpx_gt_f16_e64 exec, ttmp14, v11
v_cmpx_lg_f16_e64 ttmp[4:5], v4, 34
v_cmpx_lg_f16_e64 ttmp[4:5], s31, v25
v_cmpx_lg_f16_e64 s[40:41], 64, v76
v_cmpx_ge_f16_e64 ttmp[4:5], |v1|, s85
v_cmpx_ge_f16_e64 vcc, v7, s43
v_cmpx_ge_f16_e64 s[76:77], -v193, s57
v_cmpx_ge_f16_e64 exec, 1.0, v221
v_cmpx_o_f16_e64 vcc, v109, 43
v_cmpx_o_f16_e64 vcc, v105, v19 clamp
v_cmpx_o_f16_e64 exec, s4, 2.0 clamp
v_cmpx_o_f16_e64 vcc, v167, v16
v_cmpx_u_f16_e64 exec, s97, |8|
v_cmpx_u_f16_e64 s[60:61], -s67, v0 clamp
v_cmpx_u_f16_e64 exec, -|v255|, v13
v_cmpx_u_f16_e64 exec, v255, v58
v_cmpx_nge_f16_e64 vcc, s99, v195
v_cmpx_nge_f16_e64 vcc, 33, v19 clamp
v_cmpx_nge_f16_e64 vcc, 4.0, v99
v_cmpx_nge_f16_e64 s[4:5], v54, v117 clamp
v_cmpx_nlg_f16_e64 vcc, |v145|, 52 clamp
v_cmpx_nlg_f16_e64 vcc, v13, v16 clamp
v_cmpx_nlg_f16_e64 vcc, 21, 60
v_cmpx_nlg_f16_e64 s[86:87], v255, 27 clamp
v_cmpx_ngt_f16_e64 ttmp[4:5], |v255|, -|v147|
v_cmpx_ngt_f16_e64 ttmp[4:5], v36, 23
v_cmpx_ngt_f16_e64 s[68:69], s79, v27
v_cmpx_nle_f16_e64 vcc, v255, -13
v_cmpx_nle_f16_e64 exec, v244, v150 clamp
v_cmpx_nle_f16_e64 exec, -v15, v70 clamp
v_cmpx_neq_f16_e64 exec, |v240|, 50
v_cmpx_neq_f16_e64 s[82:83], v7, v24
v_cmpx_neq_f16_e64 vcc, v3, v19 clamp
v_cmpx_neq_f16_e64 vcc, v16, v229
v_cmpx_nlt_f16_e64 exec, -|v28|, s33
v_cmpx_nlt_f16_e64 ttmp[4:5], src_vccz, -|v4|
v_cmpx_nlt_f16_e64 vcc, v8, 20 clamp
v_cmpx_nlt_f16_e64 vcc, vcc_hi, 4.0 clamp
v_cmpx_tru_f16_e64 ttmp[4:5], v242, -|18|
v_cmpx_tru_f16_e64 ttmp[4:5], s7, v229
v_cmpx_tru_f16_e64 ttmp[4:5], 52, 64 clamp
v_cmpx_tru_f16_e64 ttmp[4:5], -|v123|, 45
v_cmp_f_f32_e64 s[72:73], s15, 12 clamp
v_cmp_f_f32_e64 vcc, -0.5, -|s92|
v_cmp_f_f32_e64 vcc, v36, s73
v_cmp_lt_f32_e64 exec, v1, src_execz clamp
v_cmp_lt_f32_e64 vcc, v90, flat_scratch_lo
v_cmp_lt_f32_e64 ttmp[4:5], 62, v53
v_cmp_lt_f32_e64 vcc, -|9|, v3 clamp
v_cmp_eq_f32_e64 exec, v22, v163
v_cmp_eq_f32_e64 s[74:75], |v149|, -|v145|
v_cmp_eq_f32_e64 s[64:65], -v29, xnack_mask_lo clamp
v_cmp_eq_f32_e64 s[78:79], 2.0, v78
v_cmp_le_f32_e64 s[24:25], s1, -|v237|
v_cmp_le_f32_e64 exec, v28, v220
v_cmp_le_f32_e64 s[38:39], 5, v255 clamp
v_cmp_le_f32_e64 vcc, -|v49|, exec_hi
v_cmp_gt_f32_e64 ttmp[4:5], src_execz, 58
v_cmp_gt_f32_e64 ttmp[4:5], v2, -7
v_cmp_gt_f32_e64 ttmp[4:5], 53, -v28
v_cmp_gt_f32_e64 s[100:101], |v38|, s14
v_cmp_lg_f32_e64 exec, v182, -|v244| clamp
v_cmp_lg_f32_e64 vcc, 34, src_scc clamp
v_cmp_lg_f32_e64 exec, 51, 30
v_cmp_ge_f32_e64 vcc, -s82, -v100
v_cmp_ge_f32_e64 exec, -|v66|, v255
v_cmp_ge_f32_e64 ttmp[4:5], v26, v24
v_cmp_ge_f32_e64 vcc, v2, v15
v_cmp_o_f32_e64 s[62:63], v255, v7
v_cmp_o_f32_e64 exec, v0, -|v179| clamp
v_cmp_o_f32_e64 vcc, -16, |src_private_limit|
v_cmp_u_f32_e64 vcc, v98, v182 clamp
v_cmp_u_f32_e64 exec, v59, 48
v_cmp_u_f32_e64 exec, -s19, v155
v_cmp_u_f32_e64 exec, -|21|, -|s52| clamp
v_cmp_nge_f32_e64 vcc, v87, v136 clamp
v_cmp_nge_f32_e64 ttmp[4:5], -s100, -v71
v_cmp_nge_f32_e64 exec, v4, v15 clamp
v_cmp_nlg_f32_e64 exec, -v245, v14
v_cmp_nlg_f32_e64 ttmp[4:5], vcc_hi, -|49|
v_cmp_nlg_f32_e64 exec, v77, -1.0
v_cmp_nlg_f32_e64 s[88:89], -v23, v6 clamp
v_cmp_ngt_f32_e64 vcc, v92, s22
v_cmp_ngt_f32_e64 ttmp[4:5], v255, s14
v_cmp_ngt_f32_e64 exec, 52, v152
v_cmp_ngt_f32_e64 vcc, v84, v12 clamp
v_cmp_nle_f32_e64 s[8:9], v92, s16
v_cmp_nle_f32_e64 vcc, -v255, |-7|
v_cmp_nle_f32_e64 s[34:35], v152, -|-1|
v_cmp_neq_f32_e64 vcc, -v109, s97
v_cmp_neq_f32_e64 vcc, -8, -v3
v_cmp_neq_f32_e64 ttmp[4:5], v65, v74 clamp
v_cmp_neq_f32_e64 vcc, -s69, v255 clamp
v_cmp_nlt_f32_e64 vcc, v7, |s0| clamp
v_cmp_nlt_f32_e64 s[0:1], s12, -v92 clamp
v_cmp_nlt_f32_e64 exec, s80, -v19
v_cmp_nlt_f32_e64 ttmp[4:5], -|v50|, s95
v_cmp_tru_f32_e64 s[64:65], -|64|, -v18 clamp
v_cmp_tru_f32_e64 exec, v16, v236
v_cmp_tru_f32_e64 vcc, -14, |v255|
v_cmpx_f_f32_e64 ttmp[4:5], 33, v86
v_cmpx_f_f32_e64 vcc, xnack_mask_lo, 27
v_cmpx_f_f32_e64 s[28:29], exec_lo, v6 clamp
v_cmpx_f_f32_e64 s[70:71], v26, v46 clamp
v_cmpx_lt_f32_e64 vcc, v68, |25|
v_cmpx_lt_f32_e64 ttmp[4:5], -v77, |v14|
v_cmpx_lt_f32_e64 exec, -v181, v180
v_cmpx_lt_f32_e64 s[78:79], v106, -s21 clamp
v_cmpx_eq_f32_e64 ttmp[4:5], -|-0.5|, v75
v_cmpx_eq_f32_e64 ttmp[4:5], -|v45|, v8 clamp
v_cmpx_eq_f32_e64 exec, -v248, -s96 clamp
v_cmpx_eq_f32_e64 vcc, v6, -|v54| clamp
v_cmpx_le_f32_e64 exec, -|v234|, v73 clamp
v_cmpx_le_f32_e64 exec, -2.0, s13 clamp
v_cmpx_le_f32_e64 exec, -|v93|, v38 clamp
v_cmpx_le_f32_e64 s[96:97], -|v2|, v12
v_cmpx_gt_f32_e64 s[58:59], v249, -1
v_cmpx_gt_f32_e64 s[16:17], -|-4.0|, s18 clamp
v_cmpx_gt_f32_e64 vcc, v255, v139
v_cmpx_lg_f32_e64 exec, 54, -1.0
v_cmpx_lg_f32_e64 exec, 41, 32 clamp
v_cmpx_lg_f32_e64 exec, -|v34|, -|v64|
v_cmpx_lg_f32_e64 exec, -|22|, -v255
v_cmpx_ge_f32_e64 s[38:39], -v9, v20 clamp
v_cmpx_ge_f32_e64 s[76:77], s17, v29 clamp
v_cmpx_ge_f32_e64 vcc, -1.0, 32
v_cmpx_o_f32_e64 exec, -v77, v53 clamp
v_cmpx_o_f32_e64 vcc, |19|, v255
v_cmpx_o_f32_e64 exec, v46, v255
v_cmpx_u_f32_e64 exec, 2.0, v15
v_cmpx_u_f32_e64 vcc, v184, |v71| clamp
v_cmpx_u_f32_e64 ttmp[4:5], s101, v156
v_cmpx_u_f32_e64 exec, s24, v3
v_cmpx_nge_f32_e64 s[32:33], -1.0, -4.0
v_cmpx_nge_f32_e64 vcc, |54|, -v115
v_cmpx_nlg_f32_e64 ttmp[4:5], v255, -|v14|
v_cmpx_nlg_f32_e64 ttmp[4:5], |xnack_mask_lo|, v192 clamp
v_cmpx_nlg_f32_e64 exec, -|v179|, 46 clamp
v_cmpx_nlg_f32_e64 vcc, 1.0, 7
v_cmpx_ngt_f32_e64 ttmp[4:5], v130, v10 clamp
v_cmpx_ngt_f32_e64 s[54:55], v22, -|v129| clamp
v_cmpx_ngt_f32_e64 vcc, v25, |v84|
v_cmpx_ngt_f32_e64 ttmp[4:5], v197, v156 clamp
v_cmpx_nle_f32_e64 s[30:31], s81, v77 clamp
v_cmpx_nle_f32_e64 exec, -|v249|, v255
v_cmpx_nle_f32_e64 ttmp[4:5], v39, s71 clamp
v_cmpx_nle_f32_e64 s[84:85], v22, -4
v_cmpx_neq_f32_e64 s[60:61], v133, -|v19|
v_cmpx_neq_f32_e64 ttmp[4:5], -|exec_lo|, v151 clamp
v_cmpx_neq_f32_e64 s[2:3], s50, v61 clamp
v_cmpx_neq_f32_e64 s[60:61], 22, -v121
v_cmpx_nlt_f32_e64 vcc, -8, v0 clamp
v_cmpx_nlt_f32_e64 vcc, -|v9|, s62
v_cmpx_nlt_f32_e64 vcc, v53, s1
v_cmpx_nlt_f32_e64 exec, v9, |v219| clamp
v_cmpx_tru_f32_e64 vcc, v182, s71
v_cmpx_tru_f32_e64 s[14:15], v30, v210 clamp
v_cmpx_tru_f32_e64 exec, -6, v14
v_cmpx_tru_f32_e64 s[58:59], 29, 1.0
v_cmp_f_f64_e64 exec, -v[206:207], v[162:163]
v_cmp_f_f64_e64 exec, -|63|, -v[10:11] clamp
v_cmp_f_f64_e64 exec, v[146:147], v[222:223] clamp
v_cmp_lt_f64_e64 exec, -|v[22:23]|, s[56:57]
v_cmp_lt_f64_e64 exec, vcc, v[254:255]
v_cmp_lt_f64_e64 vcc, -v[30:31], v[78:79] clamp
v_cmp_lt_f64_e64 ttmp[4:5], 49, exec clamp
v_cmp_eq_f64_e64 ttmp[4:5], v[12:13], v[62:63]
v_cmp_eq_f64_e64 ttmp[4:5], s[6:7], |v[12:13]|
v_cmp_le_f64_e64 vcc, 1.0, v[92:93]
v_cmp_le_f64_e64 s[42:43], v[12:13], 33 clamp
v_cmp_le_f64_e64 exec, 4.0, v[166:167]
v_cmp_le_f64_e64 s[88:89], v[16:17], v[130:131]
v_cmp_gt_f64_e64 ttmp[4:5], v[64:65], v[62:63] clamp
v_cmp_gt_f64_e64 exec, v[186:187], -|v[14:15]| clamp
v_cmp_gt_f64_e64 exec, -flat_scratch, -1.0
v_cmp_gt_f64_e64 vcc, |s[68:69]|, -|v[36:37]|
v_cmp_lg_f64_e64 exec, v[10:11], v[182:183]
v_cmp_lg_f64_e64 vcc, -|v[6:7]|, -0.5 clamp
v_cmp_lg_f64_e64 s[6:7], v[172:173], -|ttmp[14:15]| clamp
v_cmp_ge_f64_e64 ttmp[4:5], -v[246:247], v[182:183] clamp
v_cmp_ge_f64_e64 s[18:19], |v[202:203]|, v[4:5]
v_cmp_ge_f64_e64 ttmp[4:5], -15, -|64| clamp
v_cmp_ge_f64_e64 vcc, 2.0, 52
v_cmp_o_f64_e64 s[40:41], v[22:23], v[250:251] clamp
v_cmp_o_f64_e64 s[74:75], 31, v[16:17]
v_cmp_o_f64_e64 ttmp[4:5], v[30:31], s[42:43]
v_cmp_o_f64_e64 vcc, -|v[24:25]|, 17 clamp
v_cmp_u_f64_e64 ttmp[4:5], -v[254:255], v[254:255]
v_cmp_u_f64_e64 exec, v[14:15], v[158:159] clamp
v_cmp_u_f64_e64 exec, v[20:21], vcc clamp
v_cmp_u_f64_e64 exec, ttmp[14:15], 15
v_cmp_nge_f64_e64 vcc, -|1.0|, v[22:23]
v_cmp_nge_f64_e64 ttmp[4:5], -4.0, -v[220:221]
v_cmp_nge_f64_e64 s[36:37], -|v[28:29]|, v[12:13] clamp
v_cmp_nge_f64_e64 vcc, 58, -4.0 clamp
v_cmp_nlg_f64_e64 s[82:83], -s[26:27], -|v[228:229]|
v_cmp_nlg_f64_e64 s[24:25], -|v[168:169]|, vcc clamp
v_cmp_nlg_f64_e64 s[50:51], s[40:41], -|v[102:103]|
v_cmp_ngt_f64_e64 vcc, v[254:255], v[144:145] clamp
v_cmp_ngt_f64_e64 s[78:79], |13|, v[6:7] clamp
v_cmp_ngt_f64_e64 ttmp[4:5], v[178:179], v[44:45]
v_cmp_ngt_f64_e64 exec, s[2:3], v[178:179] clamp
v_cmp_nle_f64_e64 ttmp[4:5], v[18:19], v[220:221]
v_cmp_nle_f64_e64 ttmp[4:5], 0.5, -v[96:97] clamp
v_cmp_nle_f64_e64 s[38:39], -|v[14:15]|, v[28:29]
v_cmp_nle_f64_e64 vcc, 29, s[86:87] clamp
v_cmp_neq_f64_e64 ttmp[4:5], v[146:147], -ttmp[6:7]
v_cmp_neq_f64_e64 vcc, v[28:29], -4.0
v_cmp_neq_f64_e64 ttmp[4:5], v[248:249], v[22:23] clamp
v_cmp_nlt_f64_e64 vcc, 18, v[176:177] clamp
v_cmp_nlt_f64_e64 vcc, -|v[68:69]|, -|v[16:17]| clamp
v_cmp_nlt_f64_e64 vcc, v[176:177], v[142:143]
v_cmp_nlt_f64_e64 s[86:87], -|v[74:75]|, -|v[26:27]|
v_cmp_tru_f64_e64 exec, |s[50:51]|, v[224:225] clamp
v_cmp_tru_f64_e64 ttmp[4:5], -|v[30:31]|, s[56:57]
v_cmp_tru_f64_e64 vcc, ttmp[0:1], |46|
v_cmp_tru_f64_e64 s[38:39], |v[208:209]|, v[168:169] clamp
v_cmpx_f_f64_e64 vcc, v[206:207], s[80:81] clamp
v_cmpx_f_f64_e64 exec, -2, 40
v_cmpx_f_f64_e64 vcc, v[18:19], s[10:11] clamp
v_cmpx_lt_f64_e64 s[12:13], 62, 23
v_cmpx_lt_f64_e64 ttmp[4:5], v[132:133], -|v[10:11]| clamp
v_cmpx_lt_f64_e64 s[48:49], 10, -|v[236:237]| clamp
v_cmpx_eq_f64_e64 s[74:75], s[82:83], -|v[54:55]|
v_cmpx_eq_f64_e64 vcc, v[16:17], exec clamp
v_cmpx_eq_f64_e64 vcc, -v[38:39], s[70:71] clamp
v_cmpx_eq_f64_e64 ttmp[4:5], v[26:27], v[206:207]
v_cmpx_le_f64_e64 ttmp[4:5], v[102:103], -|v[248:249]|
v_cmpx_le_f64_e64 s[34:35], -2, -5 clamp
v_cmpx_le_f64_e64 vcc, v[80:81], 19 clamp
v_cmpx_gt_f64_e64 exec, v[18:19], ttmp[6:7]
v_cmpx_gt_f64_e64 s[52:53], v[72:73], s[80:81]
v_cmpx_gt_f64_e64 exec, 35, vcc clamp
v_cmpx_gt_f64_e64 ttmp[4:5], |58|, -ttmp[0:1] clamp
v_cmpx_lg_f64_e64 s[92:93], -6, s[34:35]
v_cmpx_lg_f64_e64 ttmp[4:5], s[6:7], v[254:255]
v_cmpx_lg_f64_e64 vcc, v[62:63], v[24:25]
v_cmpx_lg_f64_e64 s[46:47], -v[214:215], v[30:31]
v_cmpx_ge_f64_e64 s[0:1], 14, v[190:191] clamp
v_cmpx_ge_f64_e64 s[92:93], |v[212:213]|, v[8:9]
v_cmpx_ge_f64_e64 s[74:75], |v[118:119]|, -4
v_cmpx_o_f64_e64 vcc, 38, v[204:205]
v_cmpx_o_f64_e64 s[50:51], v[114:115], v[254:255]
v_cmpx_o_f64_e64 exec, s[34:35], 46 clamp
v_cmpx_u_f64_e64 s[20:21], v[122:123], -s[8:9] clamp
v_cmpx_u_f64_e64 ttmp[4:5], 44, s[88:89]
v_cmpx_u_f64_e64 vcc, s[94:95], v[20:21]
v_cmpx_nge_f64_e64 vcc, v[246:247], 15 clamp
v_cmpx_nge_f64_e64 ttmp[4:5], v[2:3], -s[64:65] clamp
v_cmpx_nge_f64_e64 s[2:3], -4.0, v[84:85]
v_cmpx_nge_f64_e64 s[72:73], |s[54:55]|, v[236:237] clamp
v_cmpx_nlg_f64_e64 s[14:15], s[52:53], v[32:33]
v_cmpx_nlg_f64_e64 s[46:47], v[2:3], s[16:17]
v_cmpx_nlg_f64_e64 vcc, v[102:103], s[76:77]
v_cmpx_nlg_f64_e64 ttmp[4:5], -|37|, -1.0
v_cmpx_ngt_f64_e64 s[78:79], |v[254:255]|, v[2:3] clamp
v_cmpx_ngt_f64_e64 ttmp[4:5], v[234:235], 17 clamp
v_cmpx_ngt_f64_e64 vcc, ttmp[14:15], |v[28:29]|
v_cmpx_ngt_f64_e64 s[86:87], v[150:151], v[2:3]
v_cmpx_nle_f64_e64 ttmp[4:5], -|v[10:11]|, v[8:9]
v_cmpx_nle_f64_e64 s[20:21], v[106:107], -v[8:9]
v_cmpx_nle_f64_e64 s[8:9], |s[2:3]|, -15
v_cmpx_nle_f64_e64 s[2:3], s[26:27], v[4:5]
v_cmpx_neq_f64_e64 vcc, v[26:27], v[20:21]
v_cmpx_neq_f64_e64 vcc, |v[16:17]|, |s[60:61]| clamp
v_cmpx_neq_f64_e64 exec, -0.5, s[80:81] clamp
v_cmpx_nlt_f64_e64 vcc, v[254:255], 10 clamp
v_cmpx_nlt_f64_e64 vcc, -9, v[108:109]
v_cmpx_nlt_f64_e64 vcc, v[14:15], v[4:5]
v_cmpx_tru_f64_e64 exec, v[2:3], v[140:141] clamp
v_cmpx_tru_f64_e64 s[40:41], 56, v[126:127] clamp
v_cmpx_tru_f64_e64 s[0:1], v[254:255], v[210:211] clamp
v_cmp_f_i16_e64 s[86:87], v82, s0
v_cmp_f_i16_e64 s[54:55], v10, 0.15915494
v_cmp_lt_i16_e64 ttmp[4:5], v24, s69
v_cmp_eq_i16_e64 vcc, v255, v140
v_cmp_eq_i16_e64 vcc, v190, v16
v_cmp_le_i16_e64 vcc, v202, flat_scratch_hi
v_cmp_le_i16_e64 ttmp[4:5], v19, v15
v_cmp_gt_i16_e64 exec, vcc_lo, v18
v_cmp_gt_i16_e64 s[24:25], 21, s64
v_cmp_ne_i16_e64 exec, v10, flat_scratch_hi
v_cmp_ne_i16_e64 ttmp[4:5], v110, v229
v_cmp_ge_i16_e64 vcc, v130, -10
v_cmp_t_i16_e64 s[42:43], v255, s7
v_cmp_t_i16_e64 ttmp[4:5], v57, v255
v_cmp_f_u16_e64 vcc, 63, v158
v_cmp_f_u16_e64 vcc, v24, v4
v_cmp_lt_u16_e64 ttmp[4:5], s88, v56
v_cmp_lt_u16_e64 s[42:43], 35, v22
v_cmp_eq_u16_e64 s[72:73], v246, v96
v_cmp_eq_u16_e64 exec, v255, v9
v_cmp_le_u16_e64 vcc, v255, -1.0
v_cmp_gt_u16_e64 ttmp[4:5], v8, v22
v_cmp_gt_u16_e64 s[100:101], vcc_hi, v27
v_cmp_ne_u16_e64 vcc, v192, v229
v_cmp_ne_u16_e64 ttmp[4:5], 12, v255
v_cmp_ge_u16_e64 ttmp[4:5], 4.0, v143
v_cmp_ge_u16_e64 exec, v72, v167
v_cmp_t_u16_e64 exec, v156, s83
v_cmp_t_u16_e64 vcc, v11, 37
v_cmpx_f_i16_e64 vcc, v230, v81
v_cmpx_f_i16_e64 vcc, exec_hi, v155
v_cmpx_lt_i16_e64 vcc, v10, s39
v_cmpx_lt_i16_e64 ttmp[4:5], v255, xnack_mask_hi
v_cmpx_eq_i16_e64 ttmp[4:5], v195, 54
v_cmpx_eq_i16_e64 s[86:87], xnack_mask_lo, xnack_mask_lo
v_cmpx_le_i16_e64 exec, src_shared_limit, v69
v_cmpx_le_i16_e64 ttmp[4:5], v48, v203
v_cmpx_gt_i16_e64 vcc, s82, v145
v_cmpx_gt_i16_e64 vcc, v215, ttmp10
v_cmpx_ne_i16_e64 exec, 36, 12
v_cmpx_ne_i16_e64 ttmp[4:5], 36, v105
v_cmpx_ge_i16_e64 ttmp[4:5], -13, v11
v_cmpx_t_i16_e64 ttmp[4:5], v147, s90
v_cmpx_t_i16_e64 ttmp[4:5], vcc_lo, 30
v_cmpx_f_u16_e64 vcc, v16, s40
v_cmpx_f_u16_e64 vcc, -4.0, s34
v_cmpx_lt_u16_e64 s[84:85], v120, -0.5
v_cmpx_lt_u16_e64 ttmp[4:5], v141, v222
v_cmpx_eq_u16_e64 ttmp[4:5], v2, v29
v_cmpx_eq_u16_e64 exec, v221, v255
v_cmpx_le_u16_e64 exec, v203, v255
v_cmpx_le_u16_e64 exec, v255, s96
v_cmpx_gt_u16_e64 ttmp[4:5], s8, 26
v_cmpx_gt_u16_e64 ttmp[4:5], v205, -6
v_cmpx_ne_u16_e64 exec, v255, v76
v_cmpx_ge_u16_e64 ttmp[4:5], v255, v3
v_cmpx_ge_u16_e64 ttmp[4:5], src_shared_base, 22
v_cmpx_t_u16_e64 s[98:99], v202, v78
v_cmpx_t_u16_e64 exec, v108, v20
v_cmp_f_i32_e64 exec, s3, v255
v_cmp_f_i32_e64 exec, -1.0, s2
v_cmp_lt_i32_e64 s[12:13], xnack_mask_hi, 22
v_cmp_lt_i32_e64 ttmp[4:5], v40, 31
v_cmp_eq_i32_e64 vcc, v88, s85
v_cmp_eq_i32_e64 ttmp[4:5], 22, v20
v_cmp_le_i32_e64 s[84:85], v42, v18
v_cmp_le_i32_e64 ttmp[4:5], v28, -4
v_cmp_gt_i32_e64 ttmp[4:5], v232, v31
v_cmp_ne_i32_e64 exec, 52, v11
v_cmp_ne_i32_e64 vcc, 55, 43
v_cmp_ge_i32_e64 s[64:65], v158, v2
v_cmp_ge_i32_e64 s[46:47], v1, 48
v_cmp_t_i32_e64 s[98:99], -2, v181
v_cmp_t_i32_e64 exec, v74, s24
v_cmp_f_u32_e64 exec, v255, -9
v_cmp_f_u32_e64 exec, v57, -1.0
v_cmp_lt_u32_e64 vcc, v168, exec_hi
v_cmp_lt_u32_e64 exec, v197, v23
v_cmp_eq_u32_e64 vcc, v58, v159
v_cmp_eq_u32_e64 ttmp[4:5], v136, -4.0
v_cmp_le_u32_e64 ttmp[4:5], s78, 0
v_cmp_le_u32_e64 vcc, s89, v10
v_cmp_gt_u32_e64 vcc, v1, 22
v_cmp_gt_u32_e64 s[86:87], v255, v26
v_cmp_ne_u32_e64 s[16:17], s85, 4.0
v_cmp_ne_u32_e64 vcc, -1.0, xnack_mask_lo
v_cmp_ge_u32_e64 ttmp[4:5], v214, v179
v_cmp_ge_u32_e64 exec, v27, 2.0
v_cmp_t_u32_e64 exec, v11, -1.0
v_cmp_t_u32_e64 ttmp[4:5], v23, 10
v_cmpx_f_i32_e64 exec, v183, v37
v_cmpx_lt_i32_e64 vcc, v89, v12
v_cmpx_lt_i32_e64 vcc, src_scc, 59
v_cmpx_eq_i32_e64 vcc, -9, v111
v_cmpx_eq_i32_e64 s[54:55], v253, v90
v_cmpx_le_i32_e64 exec, s28, v133
v_cmpx_le_i32_e64 exec, v165, v107
v_cmpx_gt_i32_e64 s[24:25], v166, v120
v_cmpx_gt_i32_e64 ttmp[4:5], s46, v8
v_cmpx_ne_i32_e64 ttmp[4:5], -0.5, v66
v_cmpx_ne_i32_e64 ttmp[4:5], v105, s14
v_cmpx_ge_i32_e64 vcc, xnack_mask_lo, v189
v_cmpx_ge_i32_e64 ttmp[4:5], v255, m0
v_cmpx_t_i32_e64 exec, -5, s76
v_cmpx_t_i32_e64 ttmp[4:5], flat_scratch_hi, v192
v_cmpx_f_u32_e64 vcc, v121, s6
v_cmpx_f_u32_e64 s[10:11], s95, 50
v_cmpx_lt_u32_e64 ttmp[4:5], v255, v39
v_cmpx_lt_u32_e64 exec, s11, v1
v_cmpx_eq_u32_e64 ttmp[4:5], s30, v4
v_cmpx_eq_u32_e64 vcc, s31, v232
v_cmpx_le_u32_e64 s[84:85], v137, s62
v_cmpx_le_u32_e64 s[64:65], -4.0, v188
v_cmpx_gt_u32_e64 exec, -11, 2
v_cmpx_gt_u32_e64 vcc, 19, s78
v_cmpx_ne_u32_e64 exec, s24, v110
v_cmpx_ne_u32_e64 ttmp[4:5], v255, v24
v_cmpx_ge_u32_e64 vcc, v252, v3
v_cmpx_ge_u32_e64 s[70:71], 1.0, -3
v_cmpx_t_u32_e64 exec, v106, s4
v_cmpx_t_u32_e64 ttmp[4:5], s98, 42
v_cmp_f_i64_e64 vcc, flat_scratch, 63
v_cmp_f_i64_e64 exec, v[18:19], -1.0
v_cmp_lt_i64_e64 exec, v[254:255], s[88:89]
v_cmp_lt_i64_e64 ttmp[4:5], s[64:65], 14
v_cmp_eq_i64_e64 vcc, 7, 52
v_cmp_eq_i64_e64 exec, 59, s[98:99]
v_cmp_le_i64_e64 ttmp[4:5], 60, 55
v_cmp_le_i64_e64 exec, v[136:137], v[206:207]
v_cmp_gt_i64_e64 s[30:31], -13, v[212:213]
v_cmp_gt_i64_e64 ttmp[4:5], -0.5, v[4:5]
v_cmp_ne_i64_e64 exec, v[20:21], 50
v_cmp_ne_i64_e64 ttmp[4:5], v[152:153], v[14:15]
v_cmp_ge_i64_e64 exec, 43, v[164:165]
v_cmp_ge_i64_e64 s[86:87], v[184:185], -16
v_cmp_t_i64_e64 vcc, v[148:149], -16
v_cmp_f_u64_e64 s[92:93], 49, v[254:255]
v_cmp_f_u64_e64 s[92:93], v[8:9], v[10:11]
v_cmp_lt_u64_e64 s[20:21], v[22:23], v[22:23]
v_cmp_lt_u64_e64 vcc, v[88:89], v[108:109]
v_cmp_eq_u64_e64 s[48:49], v[198:199], v[118:119]
v_cmp_eq_u64_e64 s[90:91], 1.0, v[28:29]
v_cmp_le_u64_e64 vcc, v[254:255], v[108:109]
v_cmp_le_u64_e64 ttmp[4:5], 63, 3
v_cmp_gt_u64_e64 exec, v[12:13], ttmp[14:15]
v_cmp_gt_u64_e64 exec, s[78:79], v[58:59]
v_cmp_ne_u64_e64 s[26:27], 10, -16
v_cmp_ne_u64_e64 vcc, v[254:255], v[90:91]
v_cmp_ge_u64_e64 ttmp[4:5], v[24:25], s[38:39]
v_cmp_t_u64_e64 ttmp[4:5], v[54:55], 54
v_cmp_t_u64_e64 s[8:9], vcc, v[140:141]
v_cmpx_f_i64_e64 ttmp[4:5], v[38:39], v[10:11]
v_cmpx_f_i64_e64 s[56:57], v[254:255], v[12:13]
v_cmpx_lt_i64_e64 ttmp[4:5], v[254:255], 5
v_cmpx_lt_i64_e64 vcc, v[34:35], v[10:11]
v_cmpx_eq_i64_e64 s[4:5], -1.0, v[254:255]
v_cmpx_le_i64_e64 exec, v[216:217], v[30:31]
v_cmpx_gt_i64_e64 ttmp[4:5], v[24:25], 55
v_cmpx_gt_i64_e64 vcc, v[132:133], 1
v_cmpx_ne_i64_e64 s[78:79], v[178:179], v[22:23]
v_cmpx_ne_i64_e64 ttmp[4:5], v[254:255], 62
v_cmpx_ge_i64_e64 ttmp[4:5], v[204:205], v[24:25]
v_cmpx_ge_i64_e64 ttmp[4:5], 1.0, v[14:15]
v_cmpx_t_i64_e64 ttmp[4:5], 33, 7
v_cmpx_t_i64_e64 ttmp[4:5], v[28:29], v[8:9]
v_cmpx_f_u64_e64 ttmp[4:5], s[24:25], v[36:37]
v_cmpx_f_u64_e64 ttmp[4:5], -8, v[10:11]
v_cmpx_lt_u64_e64 exec, v[4:5], s[88:89]
v_cmpx_lt_u64_e64 ttmp[4:5], v[116:117], ttmp[14:15]
v_cmpx_eq_u64_e64 exec, s[4:5], v[32:33]
v_cmpx_eq_u64_e64 ttmp[4:5], v[172:173], 42
v_cmpx_le_u64_e64 exec, s[4:5], v[14:15]
v_cmpx_le_u64_e64 vcc, v[8:9], v[20:21]
v_cmpx_gt_u64_e64 ttmp[4:5], s[46:47], v[170:171]
v_cmpx_gt_u64_e64 vcc, -11, v[0:1]
v_cmpx_ne_u64_e64 s[48:49], 1.0, -9
v_cmpx_ne_u64_e64 exec, v[174:175], v[30:31]
v_cmpx_ge_u64_e64 vcc, 19, ttmp[0:1]
v_cmpx_ge_u64_e64 exec, 33, 8
v_cmpx_t_u64_e64 ttmp[4:5], v[92:93], v[254:255]
v_cmpx_t_u64_e64 s[38:39], v[22:23], v[214:215]
v_cndmask_b32_e64 v88, 6, v208, ttmp[4:5]
v_cndmask_b32_e64 v12, -|v12|, v21, s[70:71]
v_add_f32_e64 v234, |v191|, |v0|
v_add_f32_e64 v28, v161, s61
v_add_f32_e64 v11, s67, |26|
v_sub_f32_e64 v115, v255, v255
v_sub_f32_e64 v161, v28, v32
v_sub_f32_e64 v14, v255, -v6 clamp mul:2
v_sub_f32_e64 v90, v124, v18 clamp mul:2
v_subrev_f32_e64 v6, 32, |v80| mul:4
v_subrev_f32_e64 v132, 47, -|1| clamp mul:4
v_subrev_f32_e64 v79, v6, -|s81|
v_subrev_f32_e64 v23, -|v99|, 59
v_mul_legacy_f32 v4, -|v29|, -v196 div:2
v_mul_legacy_f32 v112, v27, v243
v_mul_legacy_f32 v76, v21, -s69 clamp
v_mul_legacy_f32 v77, v20, v255 mul:4
v_mul_f32_e64 v132, |v241|, 35
v_mul_f32_e64 v221, 1.0, |4.0| clamp
v_mul_f32_e64 v11, v255, |v17|
v_mul_f32_e64 v172, -16, s55 clamp mul:4
v_mul_i32_i24_e64 v31, v5, v21 clamp
v_mul_i32_i24_e64 v118, v202, exec_hi clamp
v_mul_i32_i24_e64 v10, v188, v0
v_mul_i32_i24_e64 v215, s56, v228
v_mul_hi_i32_i24_e64 v31, 44, v22
v_mul_hi_i32_i24_e64 v16, 12, v171
v_mul_u32_u24_e64 v162, exec_hi, v255 clamp
v_mul_u32_u24_e64 v25, -4, exec_lo
v_mul_u32_u24_e64 v9, v159, -5
v_mul_u32_u24_e64 v120, 20, v11
v_mul_hi_u32_u24_e64 v8, v15, v255
v_mul_hi_u32_u24_e64 v4, v27, v19
v_min_f32_e64 v255, v52, v91 clamp mul:2
v_min_f32_e64 v6, s13, v177 div:2
v_min_f32_e64 v174, -v31, v18
v_max_f32_e64 v29, 31, 2.0 div:2
v_max_f32_e64 v118, v124, v236 mul:2
v_max_f32_e64 v245, 59, v156
v_min_i32_e64 v44, s97, v98
v_min_i32_e64 v6, v128, s57
v_max_i32_e64 v40, v52, 10
v_max_i32_e64 v11, 39, v255
v_min_u32_e64 v141, 24, 31
v_min_u32_e64 v16, 41, v1
v_max_u32_e64 v101, v76, v186
v_max_u32_e64 v55, 58, v95
v_lshrrev_b32_e64 v22, v255, s40
v_lshrrev_b32_e64 v3, 3, 26
v_ashrrev_i32_e64 v21, v12, 63
v_ashrrev_i32_e64 v255, v18, v41
v_lshlrev_b32_e64 v132, v241, 4.0
v_and_b32_e64 v132, 47, v120
v_and_b32_e64 v31, v4, flat_scratch_hi
v_or_b32_e64 v23, -10, v5
v_or_b32_e64 v91, v4, 1.0
v_xor_b32_e64 v8, src_shared_base, v237
v_xor_b32_e64 v125, 5, v54
v_mac_f32_e64 v26, v255, s78
v_mac_f32_e64 v183, 6, -v236
v_mac_f32_e64 v167, -|xnack_mask_hi|, v255 clamp
v_mac_f32_e64 v24, v31, |v202| div:2
v_add_f16_e64 v38, v158, -|v154|
v_add_f16_e64 v220, s98, 21
v_add_f16_e64 v47, v60, |v4| div:2
v_add_f16_e64 v121, v2, s32
v_sub_f16_e64 v25, v254, |v8| clamp
v_sub_f16_e64 v180, v255, v19 clamp div:2
v_sub_f16_e64 v255, v238, -|54| clamp div:2
v_sub_f16_e64 v16, v26, v161
v_subrev_f16_e64 v37, -s11, v82 clamp
v_subrev_f16_e64 v35, -v64, v255
v_subrev_f16_e64 v110, -1.0, v118
v_mul_f16_e64 v12, |src_private_limit|, 58
v_mul_f16_e64 v255, v14, |v234| clamp
v_mul_f16_e64 v3, -|38|, -s43 clamp mul:2
v_mul_f16_e64 v62, -|v61|, v105 mul:4
v_mac_f16_e64 v69, -10, v193 mul:2
v_mac_f16_e64 v255, v23, src_private_base
v_mac_f16_e64 v59, v173, 0.5 clamp
v_mac_f16_e64 v16, -v124, v249
v_add_u16_e64 v3, v28, v31 clamp
v_add_u16_e64 v20, s51, v184
v_add_u16_e64 v30, 37, v119 clamp
v_add_u16_e64 v9, -1, -9
v_sub_u16_e64 v29, v32, v31
v_sub_u16_e64 v217, s47, 31 clamp
v_sub_u16_e64 v148, v16, 10 clamp
v_sub_u16_e64 v24, v65, v0
v_subrev_u16_e64 v78, 17, v196 clamp
v_subrev_u16_e64 v24, v24, -9
v_subrev_u16_e64 v122, v32, v22
v_mul_lo_u16_e64 v108, -6, v35
v_mul_lo_u16_e64 v27, flat_scratch_hi, v147
v_lshlrev_b16_e64 v22, v5, 5
v_lshlrev_b16_e64 v129, 23, v9
v_lshrrev_b16_e64 v24, exec_hi, -2.0
v_lshrrev_b16_e64 v29, v161, v21
v_ashrrev_i16_e64 v28, flat_scratch_lo, v12
v_ashrrev_i16_e64 v0, v47, v13
v_max_f16_e64 v255, -|v86|, 35 mul:4
v_max_f16_e64 v210, v173, v255
v_max_f16_e64 v146, exec_lo, v11
v_max_f16_e64 v42, v12, s98 mul:4
v_min_f16_e64 v45, -|v25|, src_shared_base clamp div:2
v_min_f16_e64 v9, 8, -v3
v_min_f16_e64 v2, -0.5, -15 mul:2
v_min_f16_e64 v17, -v175, v10 clamp mul:4
v_max_u16_e64 v214, v204, -16
v_max_u16_e64 v132, 37, 52
v_max_i16_e64 v253, -5, v11
v_max_i16_e64 v100, v216, v208
v_min_u16_e64 v73, v123, v212
v_min_u16_e64 v192, v122, vcc_hi
v_min_i16_e64 v255, s91, 0.15915494
v_min_i16_e64 v83, -4.0, 45
v_ldexp_f16_e64 v82, v86, s50
v_ldexp_f16_e64 v30, v106, v84 clamp
v_ldexp_f16_e64 v255, 49, 50 clamp div:2
v_add_u32_e64 v255, v84, v9
v_add_u32_e64 v25, -13, v49
v_add_u32_e64 v64, v8, 1
v_add_u32_e64 v92, v13, v188 clamp
v_sub_u32_e64 v35, v34, v21
v_sub_u32_e64 v17, 26, v240
v_sub_u32_e64 v18, 1.0, v6
v_sub_u32_e64 v139, ttmp6, v16 clamp
v_subrev_u32_e64 v106, v95, v101 clamp
v_subrev_u32_e64 v29, v5, v59 clamp
v_subrev_u32_e64 v71, 54, v2 clamp
v_subrev_u32_e64 v93, -3, exec_lo
v_nop_e64
v_mov_b32_e64 v226, src_shared_base
v_mov_b32_e64 v177, src_private_limit
v_cvt_i32_f64_e64 v238, v[22:23]
v_cvt_i32_f64_e64 v211, -0.5
v_cvt_i32_f64_e64 v13, v[4:5]
v_cvt_i32_f64_e64 v144, 3
v_cvt_f64_i32_e64 v[26:27], v104 clamp div:2
v_cvt_f64_i32_e64 v[210:211], v167
v_cvt_f64_i32_e64 v[6:7], s29 clamp
v_cvt_f64_i32_e64 v[216:217], 62 clamp
v_cvt_f32_i32_e64 v23, v109
v_cvt_f32_i32_e64 v243, 10 clamp mul:2
v_cvt_f32_i32_e64 v162, v1 clamp mul:4
v_cvt_f32_i32_e64 v3, 4.0 div:2
v_cvt_f32_u32_e64 v12, v47 clamp mul:2
v_cvt_f32_u32_e64 v121, 2 mul:2
v_cvt_f32_u32_e64 v58, v44
v_cvt_f32_u32_e64 v1, v14 clamp
v_cvt_u32_f32_e64 v123, 1 clamp
v_cvt_u32_f32_e64 v216, 26 div:2
v_cvt_u32_f32_e64 v112, -v96
v_cvt_u32_f32_e64 v224, s85
v_cvt_i32_f32_e64 v255, src_shared_limit clamp mul:2
v_cvt_i32_f32_e64 v146, v245 clamp
v_cvt_i32_f32_e64 v20, v0 clamp
v_cvt_i32_f32_e64 v10, v77 clamp div:2
v_cvt_f16_f32_e64 v31, s21
v_cvt_f16_f32_e64 v180, v26
v_cvt_f16_f32_e64 v92, v170
v_cvt_f16_f32_e64 v192, v18
v_cvt_f32_f16_e64 v15, v122 clamp
v_cvt_f32_f16_e64 v5, 1.0
v_cvt_f32_f16_e64 v157, |-4.0|
v_cvt_f32_f16_e64 v29, 60 clamp div:2
v_cvt_rpi_i32_f32_e64 v15, v19
v_cvt_rpi_i32_f32_e64 v184, v247 clamp
v_cvt_rpi_i32_f32_e64 v19, |v4|
v_cvt_rpi_i32_f32_e64 v16, v16 clamp
v_cvt_flr_i32_f32_e64 v246, -|v203|
v_cvt_flr_i32_f32_e64 v83, vcc_hi clamp
v_cvt_flr_i32_f32_e64 v72, -v99
v_cvt_flr_i32_f32_e64 v141, |vcc_hi| clamp
v_cvt_off_f32_i4_e64 v21, v14
v_cvt_off_f32_i4_e64 v12, v115 clamp div:2
v_cvt_off_f32_i4_e64 v45, v84 clamp
v_cvt_off_f32_i4_e64 v209, v254 mul:2
v_cvt_f32_f64_e64 v86, |v[24:25]|
v_cvt_f32_f64_e64 v255, s[66:67] clamp
v_cvt_f32_f64_e64 v24, -|s[30:31]|
v_cvt_f32_f64_e64 v230, flat_scratch
v_cvt_f64_f32_e64 v[104:105], s35 mul:2
v_cvt_f64_f32_e64 v[82:83], exec_lo
v_cvt_f64_f32_e64 v[98:99], -v157 mul:4
v_cvt_f32_ubyte0_e64 v16, -7
v_cvt_f32_ubyte0_e64 v21, v65 div:2
v_cvt_f32_ubyte0_e64 v205, v27 clamp
v_cvt_f32_ubyte0_e64 v222, 34 clamp mul:2
v_cvt_f32_ubyte1_e64 v234, v98 clamp
v_cvt_f32_ubyte1_e64 v18, v24 clamp
v_cvt_f32_ubyte1_e64 v31, s5 clamp
v_cvt_f32_ubyte1_e64 v211, v196
v_cvt_f32_ubyte2_e64 v29, v218 clamp mul:2
v_cvt_f32_ubyte2_e64 v25, v11
v_cvt_f32_ubyte2_e64 v27, 15 clamp div:2
v_cvt_f32_ubyte2_e64 v0, v15 clamp div:2
v_cvt_f32_ubyte3_e64 v24, v255 clamp
v_cvt_f32_ubyte3_e64 v184, v226 clamp
v_cvt_f32_ubyte3_e64 v6, v15
v_cvt_f32_ubyte3_e64 v80, -13 clamp
v_cvt_u32_f64_e64 v9, |-1.0|
v_cvt_u32_f64_e64 v250, v[22:23]
v_cvt_u32_f64_e64 v60, 2.0 clamp mul:2
v_cvt_u32_f64_e64 v220, |v[216:217]| clamp
v_cvt_f64_u32_e64 v[178:179], src_private_limit
v_cvt_f64_u32_e64 v[16:17], v204
v_cvt_f64_u32_e64 v[4:5], 45
v_cvt_f64_u32_e64 v[214:215], -2.0
v_trunc_f64_e64 v[186:187], 16 clamp
v_trunc_f64_e64 v[224:225], 43 clamp mul:4
v_trunc_f64_e64 v[72:73], s[6:7] clamp div:2
v_ceil_f64_e64 v[170:171], v[6:7] mul:4
v_ceil_f64_e64 v[8:9], v[34:35] clamp
v_ceil_f64_e64 v[254:255], -|v[30:31]| div:2
v_ceil_f64_e64 v[254:255], -|v[154:155]|
v_rndne_f64_e64 v[254:255], 43 mul:4
v_rndne_f64_e64 v[254:255], v[24:25] clamp
v_rndne_f64_e64 v[254:255], 4.0
v_rndne_f64_e64 v[44:45], v[80:81] clamp
v_floor_f64_e64 v[24:25], s[74:75] clamp
v_floor_f64_e64 v[206:207], v[246:247]
v_floor_f64_e64 v[26:27], v[12:13] clamp
v_floor_f64_e64 v[204:205], 60
v_fract_f32_e64 v19, -|0.15915494| clamp
v_fract_f32_e64 v15, xnack_mask_lo clamp mul:4
v_fract_f32_e64 v228, -v1 div:2
v_fract_f32_e64 v176, s27 clamp
v_trunc_f32_e64 v213, |v93| div:2
v_trunc_f32_e64 v8, v75 div:2
v_trunc_f32_e64 v224, 57 clamp div:2
v_trunc_f32_e64 v194, v1 clamp
v_ceil_f32_e64 v0, -|v26| clamp
v_ceil_f32_e64 v255, -v187 clamp mul:4
v_ceil_f32_e64 v175, v146
v_ceil_f32_e64 v121, v108 clamp
v_rndne_f32_e64 v111, -exec_hi clamp
v_rndne_f32_e64 v12, v10 clamp mul:2
v_rndne_f32_e64 v252, s97 clamp mul:4
v_rndne_f32_e64 v26, exec_lo div:2
v_floor_f32_e64 v107, 2 clamp
v_floor_f32_e64 v16, v15 mul:4
v_floor_f32_e64 v255, v74 clamp
v_floor_f32_e64 v255, v46 mul:2
v_exp_f32_e64 v24, 13 mul:2
v_exp_f32_e64 v136, v10
v_exp_f32_e64 v7, v9 clamp div:2
v_exp_f32_e64 v255, v66 div:2
v_log_f32_e64 v201, m0 mul:2
v_log_f32_e64 v23, -|v9| div:2
v_log_f32_e64 v255, xnack_mask_lo mul:4
v_log_f32_e64 v1, v86
v_rcp_f32_e64 v20, xnack_mask_hi
v_rcp_f32_e64 v56, v2 clamp
v_rcp_f32_e64 v188, v4
v_rcp_f32_e64 v156, 0.15915494
v_rcp_iflag_f32_e64 v62, 53
v_rcp_iflag_f32_e64 v178, |v22|
v_rcp_iflag_f32_e64 v20, -|v1|
v_rcp_iflag_f32_e64 v101, 12 mul:2
v_rsq_f32_e64 v178, v248
v_rsq_f32_e64 v238, 23 mul:2
v_rsq_f32_e64 v209, v133 clamp
v_rsq_f32_e64 v246, v204
v_rcp_f64_e64 v[4:5], v[254:255]
v_rcp_f64_e64 v[104:105], v[88:89] div:2
v_rcp_f64_e64 v[128:129], v[74:75]
v_rcp_f64_e64 v[16:17], v[30:31] clamp
v_rsq_f64_e64 v[206:207], 47 clamp mul:2
v_rsq_f64_e64 v[126:127], s[38:39] clamp mul:2
v_rsq_f64_e64 v[136:137], s[82:83] clamp
v_rsq_f64_e64 v[134:135], s[4:5] clamp mul:2
v_sqrt_f32_e64 v157, v22 div:2
v_sqrt_f32_e64 v124, |v12| clamp mul:4
v_sqrt_f32_e64 v7, -|20| clamp mul:2
v_sqrt_f32_e64 v25, v8 clamp
v_sqrt_f64_e64 v[234:235], |-10| mul:4
v_sqrt_f64_e64 v[16:17], v[232:233] clamp mul:2
v_sqrt_f64_e64 v[10:11], 30 clamp
v_sqrt_f64_e64 v[10:11], v[160:161] mul:4
v_sin_f32_e64 v29, v6
v_sin_f32_e64 v6, v135
v_sin_f32_e64 v12, v104
v_sin_f32_e64 v157, v210
v_cos_f32_e64 v7, v13 div:2
v_cos_f32_e64 v101, -|s1| clamp
v_cos_f32_e64 v1, -v24
v_cos_f32_e64 v7, -xnack_mask_hi clamp
v_not_b32_e64 v58, -1.0
v_not_b32_e64 v119, m0
v_bfrev_b32_e64 v144, s48
v_bfrev_b32_e64 v22, v175
v_ffbh_u32_e64 v11, 45
v_ffbh_u32_e64 v13, -2
v_ffbl_b32_e64 v209, vcc_lo
v_ffbl_b32_e64 v4, src_scc
v_ffbh_i32_e64 v10, s85
v_ffbh_i32_e64 v95, s28
v_frexp_exp_i32_f64_e64 v229, |v[28:29]| div:2
v_frexp_exp_i32_f64_e64 v70, v[6:7] mul:2
v_frexp_exp_i32_f64_e64 v126, v[32:33] div:2
v_frexp_exp_i32_f64_e64 v9, 37
v_frexp_mant_f64_e64 v[210:211], -|v[46:47]|
v_frexp_mant_f64_e64 v[114:115], v[14:15] clamp div:2
v_frexp_mant_f64_e64 v[36:37], -v[188:189] mul:2
v_frexp_mant_f64_e64 v[240:241], s[74:75] clamp
v_fract_f64_e64 v[30:31], -v[8:9] clamp
v_fract_f64_e64 v[26:27], s[10:11]
v_fract_f64_e64 v[244:245], v[14:15]
v_fract_f64_e64 v[92:93], v[96:97] clamp
v_frexp_exp_i32_f32_e64 v12, 1
v_frexp_exp_i32_f32_e64 v101, v18 clamp
v_frexp_exp_i32_f32_e64 v154, -|v134|
v_frexp_exp_i32_f32_e64 v24, |13|
v_frexp_mant_f32_e64 v7, v117 mul:4
v_frexp_mant_f32_e64 v25, s50 div:2
v_frexp_mant_f32_e64 v0, 55
v_frexp_mant_f32_e64 v24, -|v77| clamp
v_clrexcp_e64
v_screen_partition_4se_b32_e64 v247, s71
v_screen_partition_4se_b32_e64 v22, 25
v_cvt_f16_u16_e64 v6, v255
v_cvt_f16_u16_e64 v223, v204 clamp
v_cvt_f16_u16_e64 v18, -5
v_cvt_f16_u16_e64 v4, v27
v_cvt_f16_i16_e64 v14, v211 div:2
v_cvt_f16_i16_e64 v23, s32 mul:2
v_cvt_f16_i16_e64 v255, v15
v_cvt_f16_i16_e64 v206, v244
v_cvt_u16_f16_e64 v7, s52 clamp
v_cvt_u16_f16_e64 v172, 1.0
v_cvt_u16_f16_e64 v20, v4 mul:4
v_cvt_u16_f16_e64 v189, -|v118| clamp div:2
v_cvt_i16_f16_e64 v2, v1 mul:2
v_cvt_i16_f16_e64 v255, -v27 clamp
v_cvt_i16_f16_e64 v189, s37 clamp
v_cvt_i16_f16_e64 v37, v73 clamp
v_rcp_f16_e64 v145, s29
v_rcp_f16_e64 v170, 32 mul:4
v_rcp_f16_e64 v82, v162 mul:4
v_rcp_f16_e64 v21, v255 clamp mul:4
v_sqrt_f16_e64 v243, 18
v_sqrt_f16_e64 v29, v245 clamp
v_sqrt_f16_e64 v60, -v17
v_sqrt_f16_e64 v254, 1.0
v_rsq_f16_e64 v2, v11 mul:4
v_rsq_f16_e64 v175, m0 clamp
v_rsq_f16_e64 v0, v55 div:2
v_log_f16_e64 v11, v26 div:2
v_log_f16_e64 v10, -|v11|
v_log_f16_e64 v255, -s58 div:2
v_log_f16_e64 v5, v22
v_exp_f16_e64 v236, v245
v_exp_f16_e64 v31, v162
v_exp_f16_e64 v203, 30
v_exp_f16_e64 v78, v23 clamp div:2
v_frexp_mant_f16_e64 v97, v127
v_frexp_mant_f16_e64 v23, 0 clamp mul:4
v_frexp_mant_f16_e64 v82, -|38| clamp div:2
v_frexp_mant_f16_e64 v159, |v5|
v_frexp_exp_i16_f16_e64 v28, v89 div:2
v_frexp_exp_i16_f16_e64 v0, v153 clamp mul:4
v_frexp_exp_i16_f16_e64 v49, |v25|
v_frexp_exp_i16_f16_e64 v77, v18
v_floor_f16_e64 v63, -8
v_floor_f16_e64 v255, 28
v_floor_f16_e64 v177, v255
v_floor_f16_e64 v27, s11
v_ceil_f16_e64 v219, v127 clamp div:2
v_ceil_f16_e64 v30, v214
v_ceil_f16_e64 v255, v17 clamp
v_ceil_f16_e64 v255, v78 mul:4
v_trunc_f16_e64 v16, -|v251| mul:2
v_trunc_f16_e64 v20, -|v157|
v_trunc_f16_e64 v4, v187
v_trunc_f16_e64 v230, v96 div:2
v_rndne_f16_e64 v255, 2.0 mul:2
v_rndne_f16_e64 v135, flat_scratch_lo div:2
v_rndne_f16_e64 v16, v26
v_rndne_f16_e64 v71, v241 clamp
v_fract_f16_e64 v255, v239
v_fract_f16_e64 v25, |v254| div:2
v_fract_f16_e64 v167, v88 div:2
v_fract_f16_e64 v172, s96 clamp div:2
v_sin_f16_e64 v9, -11 clamp
v_sin_f16_e64 v141, v207
v_sin_f16_e64 v71, src_vccz clamp
v_sin_f16_e64 v255, |4.0|
v_cos_f16_e64 v131, 12 clamp
v_cos_f16_e64 v108, 0.15915494
v_cos_f16_e64 v3, s51
v_cos_f16_e64 v86, v255 clamp
v_exp_legacy_f32_e64 v187, 14 clamp
v_exp_legacy_f32_e64 v255, 46
v_exp_legacy_f32_e64 v255, v14
v_exp_legacy_f32_e64 v255, v254 mul:4
v_log_legacy_f32_e64 v192, s71 clamp
v_log_legacy_f32_e64 v175, v255
v_log_legacy_f32_e64 v27, src_private_base
v_log_legacy_f32_e64 v11, v218
v_cvt_norm_i16_f16_e64 v12, v255 mul:4
v_cvt_norm_i16_f16_e64 v236, -s20 clamp div:2
v_cvt_norm_i16_f16_e64 v11, v255
v_cvt_norm_i16_f16_e64 v255, v28 clamp
v_cvt_norm_u16_f16_e64 v255, |s20| clamp mul:4
v_cvt_norm_u16_f16_e64 v4, s61
v_cvt_norm_u16_f16_e64 v69, s2
v_cvt_norm_u16_f16_e64 v16, v17 clamp div:2
v_sat_pk_u8_i16_e64 v255, v159
v_sat_pk_u8_i16_e64 v26, v216
v_mad_legacy_f32 v255, v1, v19, v255
v_mad_legacy_f32 v47, v18, 34, -v7 div:2
v_mad_legacy_f32 v177, -|v203|, src_private_limit, |v16| clamp
v_mad_legacy_f32 v18, 18, v15, v23
v_mad_f32 v30, |0.5|, s91, v251
v_mad_f32 v179, v83, -|v29|, s13
v_mad_f32 v255, v65, v113, 5 clamp
v_mad_f32 v201, v169, |2.0|, -|22| clamp mul:2
v_mad_i32_i24 v249, v29, src_private_base, v48 clamp
v_mad_i32_i24 v65, -12, v255, v168
v_mad_i32_i24 v43, src_scc, v26, v2
v_mad_i32_i24 v10, v145, v22, v33
v_mad_u32_u24 v113, v31, v185, s101
v_mad_u32_u24 v192, v61, v189, 2.0
v_mad_u32_u24 v221, v30, s16, v145
v_cubeid_f32 v115, -|v179|, v29, v117
v_cubeid_f32 v2, |v255|, -15, -v197 clamp mul:2
v_cubesc_f32 v240, -0.5, |v30|, v189
v_cubesc_f32 v214, v253, -1.0, -|m0| mul:2
v_cubesc_f32 v8, -6, -|10|, -10
v_cubesc_f32 v251, v129, -2.0, s39
v_cubetc_f32 v14, -v22, -v239, 1.0
v_cubetc_f32 v146, v13, v253, v6 clamp
v_cubetc_f32 v209, -v126, -2.0, -|v22| div:2
v_cubetc_f32 v203, s27, -v184, v64
v_cubema_f32 v255, v181, -|v0|, -|s68|
v_bfe_u32 v175, 20, 30, s79
v_bfe_u32 v12, v31, v4, v24
v_bfe_i32 v12, -14, v171, v147
v_bfe_i32 v149, v86, -1.0, exec_lo
v_bfi_b32 v16, v235, v231, v211
v_bfi_b32 v65, -0.5, v14, v30
v_fma_f32 v154, v173, -|v196|, -1.0 clamp
v_fma_f32 v102, v144, v22, v120 mul:2
v_fma_f32 v11, v255, 61, exec_hi
v_fma_f32 v251, v69, s86, v123 clamp
v_fma_f64 v[24:25], 48, s[22:23], v[76:77] div:2
v_fma_f64 v[236:237], -2, -|v[26:27]|, -s[58:59] div:2
v_fma_f64 v[24:25], |-5|, v[14:15], v[226:227]
v_fma_f64 v[156:157], -|ttmp[6:7]|, -9, -|v[12:13]| clamp
v_lerp_u8 v22, v20, s84, v17
v_lerp_u8 v252, v137, v170, v21
v_alignbit_b32 v255, -11, v0, v251
v_min3_f32 v178, |ttmp9|, v206, 38
v_min3_f32 v164, 43, s28, -|v1| clamp
v_min3_i32 v107, -14, v197, v64
v_min3_i32 v80, v23, v30, 12
v_min3_u32 v15, v114, v200, v53
v_min3_u32 v255, v152, v220, s25
v_max3_f32 v18, 4.0, |v25|, s98
v_max3_f32 v198, 0, 49, v63 div:2
v_max3_f32 v23, v127, v5, -|v3|
v_max3_i32 v168, v11, v111, 1
v_max3_i32 v192, v101, v26, v4
v_max3_u32 v231, 38, v28, v69
v_max3_u32 v30, v70, src_shared_limit, v53
v_med3_f32 v82, -|v12|, v74, v16
v_med3_f32 v26, v213, v178, s22 mul:2
v_med3_f32 v22, -xnack_mask_lo, 52, 32 clamp
v_med3_f32 v114, v17, m0, 0.15915494 clamp
v_med3_i32 v215, s33, 44, v187
v_med3_u32 v217, v220, v71, v23
v_med3_u32 v194, v210, v230, v6
v_sad_u8 v21, v79, -2, s90
v_sad_u8 v18, s23, v31, v181 clamp
v_sad_hi_u8 v9, v84, v153, v255
v_sad_hi_u8 v28, 21, v27, v221
v_sad_hi_u8 v4, 2, 2.0, src_scc
v_sad_hi_u8 v19, -5, 5, v203 clamp
v_sad_u16 v79, v224, s82, v34 clamp
v_sad_u16 v255, s70, 56, v1
v_sad_u16 v87, exec_hi, v255, v17 clamp
v_sad_u16 v39, 61, s93, 33
v_sad_u32 v16, v91, v29, -12
v_sad_u32 v7, v137, 14, v83
v_sad_u32 v12, v198, v239, v154
v_sad_u32 v255, 39, v12, 1.0
v_cvt_pk_u8_f32 v30, v164, v25, 36
v_cvt_pk_u8_f32 v17, v18, 37, v144
v_cvt_pk_u8_f32 v14, v245, v96, -4
v_div_fixup_f32 v2, -|exec_hi|, v117, v20 clamp mul:4
v_div_fixup_f32 v43, -v28, 41, s27
v_div_fixup_f32 v92, v0, v57, v242 clamp
v_div_fixup_f64 v[72:73], xnack_mask, v[234:235], v[0:1] clamp mul:4
v_div_fixup_f64 v[30:31], -|v[96:97]|, xnack_mask, v[230:231] clamp
v_div_fixup_f64 v[54:55], s[98:99], -13, v[4:5]
v_div_fmas_f32 v216, |v12|, v13, v27 clamp mul:2
v_div_fmas_f32 v17, v193, 4.0, -|-13| div:2
v_div_fmas_f32 v26, |-4|, -v27, -v29 div:2
v_div_fmas_f64 v[120:121], v[22:23], 56, v[4:5] clamp
v_msad_u8 v22, v193, v4, 61 clamp
v_msad_u8 v13, s38, v23, v145
v_msad_u8 v2, v80, s24, 57
v_msad_u8 v103, s20, v69, v127
v_qsad_pk_u16_u8 v[46:47], v[18:19], v6, v[130:131] clamp
v_qsad_pk_u16_u8 v[126:127], v[20:21], 35, v[4:5]
v_qsad_pk_u16_u8 v[70:71], v[66:67], v47, -13
v_mqsad_pk_u16_u8 v[14:15], 12, s98, v[14:15]
v_mqsad_pk_u16_u8 v[234:235], ttmp[14:15], v46, 20
v_mqsad_pk_u16_u8 v[14:15], s[14:15], 50, v[24:25] clamp
v_mqsad_pk_u16_u8 v[240:241], v[222:223], s43, 2.0
v_mqsad_u32_u8 v[130:133], 48, v143, v[68:71]
v_mqsad_u32_u8 v[18:21], 5, -0.5, v[8:11]
v_mqsad_u32_u8 v[8:11], s[16:17], v9, v[220:223]
v_mqsad_u32_u8 v[252:255], s[18:19], v179, v[140:143]
v_mad_legacy_f16 v30, v171, v99, s64 clamp mul:2
v_mad_legacy_f16 v6, |v252|, v215, v12 clamp
v_mad_legacy_f16 v212, 37, s9, v151 clamp mul:4
v_mad_legacy_u16 v97, 38, -0.5, v29 clamp
v_mad_legacy_u16 v155, v74, v255, 52 clamp
v_mad_legacy_i16 v255, 2.0, s44, v255
v_mad_legacy_i16 v69, 34, v12, v255 clamp
v_mad_legacy_i16 v3, v231, s81, v2
v_mad_legacy_i16 v22, 44, -9, ttmp11 clamp
v_perm_b32 v62, v3, 21, 50
v_perm_b32 v5, v9, v63, 2.0
v_fma_legacy_f16 v18, v25, 57, v164 clamp
v_fma_legacy_f16 v255, -|s72|, v93, -|v177| div:2
v_fma_legacy_f16 v255, -|2.0|, -s28, v15
v_fma_legacy_f16 v155, v175, -|4|, |v158|
v_div_fixup_legacy_f16 v154, |v22|, -|v255|, v13 div:2
v_div_fixup_legacy_f16 v95, v26, 9, 1.0 clamp
v_div_fixup_legacy_f16 v28, -|v1|, 24, v27
v_div_fixup_legacy_f16 v88, v10, 11, -|v14|
v_cvt_pkaccum_u8_f32 v124, s67, v11 clamp
v_cvt_pkaccum_u8_f32 v139, v1, 57 clamp
v_cvt_pkaccum_u8_f32 v5, v71, s61
v_cvt_pkaccum_u8_f32 v114, v233, v12
v_mad_u32_u16 v140, v19, -4.0, s67
v_mad_u32_u16 v209, v28, s85, v42 op_sel:[0,1,0,0]
v_mad_i32_i16 v5, v58, s49, 2.0 op_sel:[0,1,1,0]
v_mad_i32_i16 v227, 41, 26, v152 clamp
v_mad_i32_i16 v28, -4.0, vcc_lo, v36 op_sel:[1,0,0,1]
v_mad_i32_i16 v30, v36, v19, -4.0 op_sel:[0,0,1,0]
v_xad_u32 v9, s39, v14, -4.0
v_xad_u32 v88, v27, s7, v21
v_min3_f16 v91, v248, v57, v241 op_sel:[1,0,0,1]
v_min3_f16 v143, v106, -4.0, |v28| op_sel:[1,1,1,0] clamp
v_min3_f16 v202, 35, v255, -8
v_min3_f16 v178, -9, -|51|, -|v110| op_sel:[0,0,1,1]
v_min3_i16 v44, v14, -4.0, exec_lo
v_min3_i16 v130, v255, v255, vcc_hi op_sel:[0,1,0,1]
v_min3_i16 v121, 4, v26, v172 clamp
v_min3_i16 v107, v172, v177, v15
v_min3_u16 v16, v151, v25, -5 clamp
v_min3_u16 v14, 29, v27, v29
v_min3_u16 v217, v54, v3, v2
v_min3_u16 v255, v207, 62, v187
v_max3_f16 v255, -|27|, -s74, 49 clamp
v_max3_f16 v43, v255, |v61|, |v126| clamp mul:4
v_max3_f16 v8, v98, v12, v222
v_max3_f16 v112, |s27|, v255, -v25 op_sel:[1,0,1,0]
v_max3_i16 v211, -5, 4.0, v255 clamp
v_max3_i16 v236, v149, v6, 46 op_sel:[1,1,0,1]
v_max3_i16 v17, v25, s76, v189 op_sel:[1,0,0,1]
v_max3_i16 v23, v14, v93, src_shared_base
v_max3_u16 v25, s70, v143, v4 op_sel:[1,0,0,0] clamp
v_max3_u16 v129, v255, s8, -14 op_sel:[0,0,1,1] clamp
v_max3_u16 v255, v203, -1.0, -7 op_sel:[0,0,0,0] clamp
v_med3_f16 v1, s57, 43, v88 op_sel:[1,0,1,1] clamp
v_med3_f16 v63, 0.15915494, s56, v9 op_sel:[1,0,1,1] mul:2
v_med3_f16 v126, v1, v255, v196 clamp mul:2
v_med3_i16 v207, v3, 57, v2 op_sel:[0,1,0,0]
v_med3_i16 v12, v164, v255, v155 clamp
v_med3_i16 v154, v15, v16, s60 clamp
v_med3_i16 v33, flat_scratch_lo, 2, v40 op_sel:[1,1,1,1]
v_med3_u16 v200, v50, 42, 29 clamp
v_med3_u16 v225, v161, -1, v30 op_sel:[0,1,1,0]
v_med3_u16 v202, 3, v74, v28
v_med3_u16 v13, v3, s27, 27
v_lshl_add_u32 v17, v6, v22, v185
v_lshl_add_u32 v27, v84, v253, v33
v_add_lshl_u32 v39, v145, v143, v171
v_add3_u32 v41, src_execz, v9, 4.0
v_add3_u32 v20, v230, v34, v18
v_lshl_or_b32 v3, v246, v26, 38
v_lshl_or_b32 v135, s73, v6, v135
v_and_or_b32 v255, v75, v83, src_shared_base
v_and_or_b32 v217, v206, v6, 40
v_or3_b32 v136, 54, v172, -4.0
v_or3_b32 v18, v11, 2, s89
v_mad_f16 v22, v233, v223, v175 op_sel:[0,0,0,0]
v_mad_f16 v9, -1.0, s61, -|v24|
v_mad_f16 v2, -|0.5|, |s29|, v241 op_sel:[1,1,0,1] clamp div:2
v_mad_f16 v3, |v10|, -0.5, -|v31| mul:2
v_mad_u16 v3, v31, v23, v24 clamp
v_mad_u16 v191, v25, v21, v174 clamp
v_mad_u16 v134, -1.0, v2, v255 op_sel:[1,0,0,1]
v_mad_u16 v3, v26, v29, v13
v_mad_i16 v255, exec_lo, v255, v16
v_mad_i16 v29, 4, v181, s43 op_sel:[1,0,1,1]
v_mad_i16 v24, v248, 41, s88 clamp
v_fma_f16 v1, v84, -|v17|, v70
v_fma_f16 v205, -2.0, v31, v25 op_sel:[0,0,0,1] clamp mul:4
v_div_fixup_f16 v22, v109, 47, -|14| op_sel:[0,1,1,1]
v_div_fixup_f16 v255, v21, v21, v70
v_add_f64 v[72:73], v[40:41], -|v[146:147]|
v_add_f64 v[182:183], v[242:243], 15 mul:4
v_add_f64 v[16:17], -v[72:73], -5 clamp
v_add_f64 v[60:61], -|22|, 38
v_mul_f64 v[22:23], 2.0, v[224:225] mul:2
v_mul_f64 v[30:31], -v[204:205], v[10:11] clamp
v_min_f64 v[72:73], -s[46:47], v[142:143] mul:4
v_min_f64 v[20:21], v[30:31], 55
v_min_f64 v[30:31], v[10:11], s[72:73] clamp mul:2
v_max_f64 v[32:33], v[48:49], v[254:255]
v_max_f64 v[2:3], -s[92:93], v[218:219] clamp
v_max_f64 v[22:23], v[4:5], -|ttmp[0:1]| mul:4
v_max_f64 v[8:9], v[8:9], -v[218:219]
v_ldexp_f64 v[230:231], |v[46:47]|, v25 mul:4
v_ldexp_f64 v[6:7], -4.0, 1.0 clamp
v_ldexp_f64 v[110:111], 25, v234
v_mul_lo_u32 v250, v195, s58
v_mul_lo_u32 v87, v34, v226
v_mul_hi_u32 v212, v255, s97
v_mul_hi_i32 v39, v8, v69
v_mul_hi_i32 v94, v3, 2
v_ldexp_f32 v83, |57|, v189
v_ldexp_f32 v254, v14, 21
v_ldexp_f32 v12, |v18|, flat_scratch_lo clamp mul:4
v_readlane_b32 s56, v36, 1.0
v_readlane_b32 s67, v220, s63
v_writelane_b32 v212, 48, s69
v_writelane_b32 v31, 2.0, 4.0
v_bcnt_u32_b32 v72, 45, s6
v_bcnt_u32_b32 v8, v3, v246
v_mbcnt_lo_u32_b32 v143, v186, v31
v_mbcnt_lo_u32_b32 v182, v17, v20
v_mbcnt_hi_u32_b32 v26, v50, s47
v_mbcnt_hi_u32_b32 v18, v26, 3
v_lshlrev_b64 v[254:255], v10, exec
v_lshlrev_b64 v[216:217], v8, 23
v_lshrrev_b64 v[162:163], 4.0, v[20:21]
v_lshrrev_b64 v[14:15], s29, v[20:21]
v_ashrrev_i64 v[50:51], v101, -1.0
s_cbranch_i_fork s[54:55], L_top
s_cbranch_i_fork s[96:97], L_mid
s_cbranch_i_fork s[26:27], L_end
s_call_b64 s[56:57], L_top
s_call_b64 s[52:53], L_mid
s_call_b64 s[58:59], L_end
s_branch L_top
s_branch L_mid
s_branch L_end
s_cbranch_scc0 L_top
s_cbranch_scc0 L_mid
s_cbranch_scc0 L_end
s_cbranch_scc1 L_top
s_cbranch_scc1 L_mid
s_cbranch_scc1 L_end
s_cbranch_vccz L_top
s_cbranch_vccz L_mid
s_cbranch_vccz L_end
s_cbranch_vccnz L_top
L_mid:
v_ashrrev_i64 v[10:11], 19, v[188:189]
v_trig_preop_f64 v[20:21], v[30:31], -5 mul:2
v_trig_preop_f64 v[154:155], 62, v2
v_trig_preop_f64 v[20:21], 36, ttmp13
v_trig_preop_f64 v[156:157], v[176:177], v16
v_bfm_b32 v92, 26, v149
v_cvt_pknorm_i16_f32 v174, v49, |v24| clamp
v_cvt_pknorm_i16_f32 v3, |v131|, s11
v_cvt_pknorm_i16_f32 v119, -10, -|-15|
v_cvt_pknorm_i16_f32 v6, v255, v255
v_cvt_pknorm_u16_f32 v5, -v255, v205
v_cvt_pknorm_u16_f32 v201, v178, v55
v_cvt_pknorm_u16_f32 v221, v28, v107
v_cvt_pknorm_u16_f32 v8, v26, v25
v_cvt_pkrtz_f16_f32 v70, flat_scratch_lo, -|53| mul:4
v_cvt_pkrtz_f16_f32 v87, v100, v45 clamp
v_cvt_pkrtz_f16_f32 v255, v2, v1 clamp div:2
v_cvt_pkrtz_f16_f32 v138, 38, v10
v_cvt_pk_u16_u32 v41, 13, v121
v_cvt_pk_u16_u32 v160, s70, v54
v_cvt_pk_i16_i32 v208, xnack_mask_hi, 2.0
v_cvt_pk_i16_i32 v58, v255, s0
v_cvt_pknorm_i16_f16 v67, v30, |17|
v_cvt_pknorm_i16_f16 v100, v158, -v23 op_sel:[1,0,0] clamp
v_cvt_pknorm_i16_f16 v35, -v20, -|s50| op_sel:[0,0,0] clamp
v_cvt_pknorm_i16_f16 v29, v99, |xnack_mask_hi| op_sel:[0,1,0]
v_cvt_pknorm_u16_f16 v241, v4, v20 op_sel:[0,1,0] clamp
v_cvt_pknorm_u16_f16 v24, 23, v9 clamp
v_cvt_pknorm_u16_f16 v187, v11, vcc_hi op_sel:[1,1,0]
v_cvt_pknorm_u16_f16 v221, |v199|, v45 clamp
v_add_i32 v88, v140, v7
v_add_i32 v138, ttmp6, v93
v_add_i32 v45, v10, ttmp14
v_add_i32 v238, v12, s9 clamp
v_sub_i32 v71, 39, v22
v_sub_i32 v5, v92, v180
v_sub_i32 v4, 55, v30
v_sub_i32 v170, 57, -2.0
v_add_i16 v58, v135, v22
v_add_i16 v180, 41, 40 op_sel:[0,1,0]
v_add_i16 v32, v100, -2.0 op_sel:[0,1,1]
v_sub_i16 v213, s100, v29
v_sub_i16 v164, v22, v26 op_sel:[1,0,0] clamp
v_sub_i16 v94, 40, 46
v_sub_i16 v40, xnack_mask_hi, v1 clamp
v_pack_b32_f16 v21, -ttmp0, v254
v_pack_b32_f16 v69, v23, v255
v_pack_b32_f16 v255, v35, v255 op_sel:[1,0,1] clamp
v_pack_b32_f16 v19, -|v224|, -7 op_sel:[0,0,1] clamp
v_fmac_f64_e64 v[18:19], 22, v[22:23]
v_fmac_f64_e64 v[200:201], -|v[132:133]|, v[0:1]
v_fmac_f64_e64 v[242:243], -v[24:25], v[2:3]
v_dot2c_f32_f16_e64 v16, v123, v19 mul:4
v_dot2c_f32_f16_e64 v191, v16, |-2.0| clamp
v_dot2c_f32_f16_e64 v255, v22, -v255 clamp
v_dot2c_i32_i16_e64 v229, v136, s60
v_dot2c_i32_i16_e64 v85, v6, v236
v_dot2c_i32_i16_e64 v17, v72, vcc_lo
v_dot2c_i32_i16_e64 v149, v25, 28
v_dot4c_i32_i8_e64 v143, v255, src_shared_base
v_dot4c_i32_i8_e64 v12, v18, v150 clamp
v_dot4c_i32_i8_e64 v255, v51, src_shared_limit
v_dot4c_i32_i8_e64 v204, exec_lo, 64
v_dot8c_i32_i4_e64 v6, 11, v250 clamp
v_dot8c_i32_i4_e64 v70, v185, v90 clamp
v_dot8c_i32_i4_e64 v10, v139, s3
v_dot8c_i32_i4_e64 v131, 2.0, v132
v_fmac_f32_e64 v200, |54|, -|v100| clamp
v_fmac_f32_e64 v15, |v208|, -|63| clamp
v_fmac_f32_e64 v20, 0.5, s30
v_fmac_f32_e64 v31, v158, v52 clamp
v_xnor_b32_e64 v43, v16, v20
v_xnor_b32_e64 v45, v140, v19
v_add_co_u32_e64 v30, vcc, xnack_mask_lo, 14 clamp
v_add_co_u32_e64 v245, exec, src_private_limit, v1
v_add_co_u32_e64 v84, ttmp[4:5], s69, v56 clamp
v_add_co_u32_e64 v19, ttmp[4:5], v15, -5
v_sub_co_u32_e64 v10, s[38:39], v25, v150 clamp
v_sub_co_u32_e64 v12, ttmp[4:5], v77, v14
v_sub_co_u32_e64 v255, s[66:67], v251, v37
v_sub_co_u32_e64 v3, vcc, 64, s59
v_subrev_co_u32_e64 v169, vcc, v143, v20 clamp
v_subrev_co_u32_e64 v179, s[98:99], 17, 44 clamp
v_subrev_co_u32_e64 v112, vcc, 23, v70
v_subrev_co_u32_e64 v51, s[74:75], xnack_mask_lo, v255
v_addc_co_u32_e64 v116, ttmp[4:5], v41, v231, s[82:83]
v_addc_co_u32_e64 v8, s[56:57], v142, v12, vcc clamp
v_subb_co_u32_e64 v199, exec, 23, v196, s[54:55] clamp
v_subb_co_u32_e64 v74, vcc, v20, v157, exec
v_subbrev_co_u32_e64 v174, ttmp[4:5], v23, v255, exec
v_subbrev_co_u32_e64 v168, exec, v86, 34, s[64:65]
v_subbrev_co_u32_e64 v86, ttmp[4:5], v127, v4, ttmp[4:5]
v_div_scale_f32 v207, exec, v121, flat_scratch_hi, v44
v_div_scale_f32 v95, s[54:55], -11, -v249, v7 clamp
v_div_scale_f32 v251, s[10:11], v225, 29, -v12 clamp div:2
v_div_scale_f64 v[220:221], ttmp[4:5], v[14:15], v[222:223], exec
v_div_scale_f64 v[78:79], exec, v[46:47], ttmp[0:1], v[254:255] div:2
v_div_scale_f64 v[2:3], ttmp[4:5], v[132:133], -v[18:19], s[46:47]
v_mad_u64_u32 v[108:109], vcc, v203, v255, 4.0 clamp
v_mad_u64_u32 v[8:9], exec, v110, s22, 1.0 clamp
v_mad_u64_u32 v[16:17], s[60:61], v250, v16, s[42:43]
v_mad_i64_i32 v[14:15], exec, v160, v122, v[208:209]
v_mad_i64_i32 v[30:31], vcc, v38, v56, -1.0
v_mad_i64_i32 v[30:31], s[84:85], -0.5, v16, v[254:255]
v_mad_i64_i32 v[178:179], ttmp[4:5], -2.0, v21, s[68:69] clamp
v_pk_mad_i16 v204, v10, 61, v252 op_sel:[1,0,0] neg_lo:[1,1,1]
v_pk_mad_i16 v48, v78, v8, 0.15915494 op_sel_hi:[1,1,1] neg_lo:[1,1,0]
v_pk_mad_i16 v21, xnack_mask_hi, v72, v5 op_sel:[0,0,0] neg_hi:[1,0,0] clamp
v_pk_mad_i16 v18, v17, v199, v141 op_sel:[1,1,0] neg_hi:[1,0,1]
v_pk_mul_lo_u16 v204, 2.0, v56 op_sel:[0,0] neg_lo:[1,0] clamp
v_pk_mul_lo_u16 v121, 23, v72 clamp
v_pk_mul_lo_u16 v157, v202, 36 op_sel:[1,1] op_sel_hi:[0,0] neg_hi:[0,0] clamp
v_pk_mul_lo_u16 v255, v19, flat_scratch_lo op_sel:[0,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[1,1]
v_pk_add_i16 v135, s81, v218 op_sel:[0,1]
v_pk_add_i16 v63, s30, v194 op_sel:[1,0]
v_pk_add_i16 v25, v15, v26 op_sel:[1,0] op_sel_hi:[1,1] neg_hi:[0,0]
v_pk_add_i16 v28, v8, 2.0 op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]
v_pk_sub_i16 v230, 15, 51 op_sel:[0,1] op_sel_hi:[1,0] neg_hi:[0,0]
v_pk_sub_i16 v126, 3, v2 op_sel_hi:[0,1] neg_lo:[1,0] clamp
v_pk_sub_i16 v255, s10, v0 op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[1,1] clamp
v_pk_sub_i16 v164, v220, 0.15915494 op_sel_hi:[0,1] neg_lo:[0,0]
v_pk_lshlrev_b16 v25, 47, 0.5 clamp
v_pk_lshlrev_b16 v159, -3, s9 op_sel_hi:[0,1] neg_hi:[1,0]
v_pk_lshlrev_b16 v132, 1.0, v129 op_sel:[0,0] op_sel_hi:[0,1]
v_pk_lshlrev_b16 v6, v169, v196 op_sel_hi:[1,0] neg_lo:[0,1] clamp
v_pk_lshrrev_b16 v176, v208, v145
v_pk_lshrrev_b16 v255, v113, v38 op_sel:[0,0] neg_hi:[1,0]
v_pk_lshrrev_b16 v165, 15, 0.5 op_sel:[0,0] neg_lo:[0,1] neg_hi:[1,1] clamp
v_pk_lshrrev_b16 v204, v255, 55 op_sel_hi:[0,1] neg_lo:[1,1]
v_pk_ashrrev_i16 v251, 53, 12 op_sel_hi:[1,0] neg_hi:[0,0]
v_pk_ashrrev_i16 v1, v29, v203 neg_hi:[0,1] clamp
v_pk_ashrrev_i16 v14, v33, 4 op_sel_hi:[1,0] neg_hi:[0,1] clamp
v_pk_ashrrev_i16 v18, v255, v158 op_sel_hi:[1,0]
v_pk_max_i16 v126, v21, v31 op_sel:[0,0] neg_hi:[0,0]
v_pk_max_i16 v24, src_scc, v35 op_sel:[1,0] neg_lo:[1,1] neg_hi:[1,0] clamp
v_pk_max_i16 v220, v219, src_shared_limit op_sel:[0,1] op_sel_hi:[1,1] neg_lo:[1,0] neg_hi:[1,1]
v_pk_max_i16 v109, v124, v184 op_sel:[1,1]
v_pk_min_i16 v63, v133, v255 op_sel_hi:[0,1] neg_lo:[0,0]
v_pk_min_i16 v10, flat_scratch_hi, 40
v_pk_min_i16 v69, v157, v5 op_sel_hi:[1,0] neg_lo:[0,0] neg_hi:[0,0]
v_pk_mad_u16 v255, s63, v78, v255 op_sel:[1,1,0] neg_hi:[0,0,1]
v_pk_mad_u16 v255, v69, 0.15915494, v26 op_sel:[0,1,1] op_sel_hi:[1,1,1] neg_hi:[0,0,0]
v_pk_mad_u16 v138, v101, -14, -4.0 op_sel:[1,0,1] op_sel_hi:[1,1,0] neg_hi:[0,0,1]
v_pk_mad_u16 v86, 48, 29, s41 op_sel_hi:[1,0,1]
v_pk_add_u16 v255, vcc_lo, -1.0 op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[1,0] neg_hi:[0,1]
v_pk_add_u16 v152, 1.0, s22 op_sel:[1,1] neg_lo:[0,0] clamp
v_pk_add_u16 v24, src_pops_exiting_wave_id, v5 op_sel:[0,1] op_sel_hi:[1,1] neg_hi:[1,0]
v_pk_add_u16 v6, v23, xnack_mask_lo op_sel:[1,0] neg_lo:[1,1] neg_hi:[0,0] clamp
v_pk_sub_u16 v2, v85, src_vccz op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[1,0] clamp
v_pk_sub_u16 v169, v136, v209 op_sel:[0,1] op_sel_hi:[0,1] neg_lo:[1,0]
v_pk_sub_u16 v255, v129, 10 op_sel_hi:[1,0] neg_lo:[1,0] clamp
v_pk_sub_u16 v211, v44, v52 neg_lo:[0,1]
v_pk_max_u16 v4, -0.5, v18 op_sel:[1,1] op_sel_hi:[1,1] clamp
v_pk_max_u16 v4, v3, s80 op_sel_hi:[1,0] neg_hi:[0,1] clamp
v_pk_max_u16 v16, s11, v19 neg_lo:[1,1] clamp
v_pk_max_u16 v29, -1.0, -0.5 op_sel:[1,0] neg_hi:[1,0] clamp
v_pk_min_u16 v25, -2.0, 51 op_sel:[1,1] op_sel_hi:[0,0]
v_pk_min_u16 v202, v181, flat_scratch_hi op_sel_hi:[0,1] neg_hi:[1,1] clamp
v_pk_min_u16 v254, v255, s67 op_sel:[1,0] neg_lo:[0,0] neg_hi:[0,0] clamp
v_pk_min_u16 v218, 64, flat_scratch_lo op_sel:[0,1] neg_lo:[0,1] neg_hi:[0,1]
v_pk_fma_f16 v7, v238, v54, s34 op_sel_hi:[1,1,0] neg_hi:[1,0,0]
v_pk_fma_f16 v22, 32, v24, v28 op_sel_hi:[1,0,0] neg_lo:[1,0,0]
v_pk_fma_f16 v255, v23, 49, 5 op_sel_hi:[1,1,0] neg_lo:[1,0,1] clamp
v_pk_fma_f16 v8, v4, -16, s27 op_sel_hi:[1,0,0] neg_lo:[1,1,0] clamp
v_pk_add_f16 v156, 0.15915494, v198 op_sel:[1,1]
v_pk_add_f16 v90, v31, v21
v_pk_add_f16 v255, s76, v104 op_sel_hi:[0,1]
v_pk_add_f16 v2, v115, v231 clamp
v_pk_mul_f16 v178, 8, v62
v_pk_mul_f16 v23, 30, v135 op_sel:[0,1] clamp
v_pk_mul_f16 v0, v127, s73 op_sel:[0,0]
v_pk_mul_f16 v218, v239, v255 op_sel_hi:[0,0] neg_hi:[1,1]
v_pk_min_f16 v183, v237, v28 op_sel:[0,0] op_sel_hi:[0,1] neg_lo:[0,1]
v_pk_min_f16 v3, v53, -13 op_sel_hi:[0,1] neg_hi:[0,0] clamp
v_pk_min_f16 v30, v148, s52 op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,0]
v_pk_min_f16 v4, v2, v231 op_sel_hi:[1,0] neg_lo:[0,0]
v_pk_max_f16 v194, v63, s44 op_sel_hi:[0,1] clamp
v_pk_max_f16 v16, v93, v8 op_sel:[1,0] clamp
v_pk_max_f16 v5, -12, v22 op_sel:[0,1] neg_hi:[0,0]
v_pk_max_f16 v62, v26, 25 neg_lo:[0,1] neg_hi:[0,1]
v_fma_mix_f32 v209, v71, v255, v21 op_sel:[1,0,0] clamp
v_fma_mix_f32 v16, -v11, -v204, v5 op_sel:[1,0,1] clamp
v_fma_mix_f32 v195, v90, v72, v24 op_sel_hi:[1,0,1]
v_fma_mixlo_f16 v245, v30, |11|, 33 clamp
v_fma_mixlo_f16 v53, |-0.5|, -s95, v247 clamp
v_fma_mixlo_f16 v121, v131, v214, -|ttmp14| op_sel:[0,1,1]
v_fma_mixhi_f16 v4, -v244, 10, v5 clamp
v_fma_mixhi_f16 v144, -10, v107, s82
v_fma_mixhi_f16 v255, -|v3|, s1, v245 op_sel_hi:[0,1,0]
v_fma_mixhi_f16 v144, 42, v131, 4.0 op_sel:[1,0,0] op_sel_hi:[0,0,0]
v_dot2_f32_f16 v159, v24, -4.0, v131 op_sel:[1,0,1] neg_lo:[0,1,0] neg_hi:[1,0,0] clamp
v_dot2_f32_f16 v233, 41, v162, s22 op_sel:[0,0,1] clamp
v_dot2_f32_f16 v8, v103, 4.0, v187 neg_lo:[0,0,1] clamp
v_dot2_i32_i16 v4, exec_hi, 56, v255 op_sel:[0,0,0]
v_dot2_i32_i16 v4, s82, 61, v67 op_sel:[1,1,1] op_sel_hi:[0,0,1] neg_hi:[0,0,0]
v_dot2_u32_u16 v255, v156, v145, v122 neg_lo:[1,0,0] clamp
v_dot2_u32_u16 v27, v17, 32, v3 neg_lo:[1,1,0] neg_hi:[1,0,1]
v_dot2_u32_u16 v69, v15, 21, src_pops_exiting_wave_id op_sel_hi:[1,1,0] neg_lo:[1,1,1] neg_hi:[0,1,1]
v_dot4_i32_i8 v24, v116, v21, v255 op_sel_hi:[1,1,1] neg_hi:[0,1,1]
v_dot4_i32_i8 v60, v130, 19, v30 op_sel_hi:[1,1,1]
v_dot4_i32_i8 v10, v82, m0, v190
v_dot4_i32_i8 v139, v134, 15, -9 op_sel:[1,0,0] op_sel_hi:[1,0,1] clamp
v_dot4_u32_u8 v192, v32, v24, v207 neg_hi:[1,0,1] clamp
v_dot4_u32_u8 v140, s28, -9, v66 op_sel_hi:[1,1,0] neg_hi:[1,1,0]
v_dot4_u32_u8 v254, v127, v6, v218
v_dot8_i32_i4 v22, v21, v29, v13 op_sel:[0,1,1] op_sel_hi:[1,1,1] neg_lo:[0,1,1]
v_dot8_i32_i4 v235, 41, s68, v216 op_sel_hi:[1,0,1] neg_lo:[0,1,0]
v_dot8_i32_i4 v1, v24, s93, -2.0 op_sel:[1,1,0] op_sel_hi:[1,1,1] clamp
v_dot8_u32_u4 v4, 4, -9, -14 op_sel:[1,0,0] op_sel_hi:[0,0,1] neg_lo:[1,1,0]
v_dot8_u32_u4 v123, v80, v3, v5 op_sel_hi:[0,1,1] neg_lo:[1,1,1]
v_dot8_u32_u4 v29, v76, 53, src_pops_exiting_wave_id op_sel_hi:[0,0,1] neg_lo:[1,1,0]
v_pk_fma_f32 v[2:3], v[170:171], v[30:31], 26 op_sel_hi:[1,0,1] neg_hi:[0,0,1]
v_pk_fma_f32 v[58:59], v[228:229], v[102:103], s[72:73] op_sel:[1,1,0] op_sel_hi:[1,0,1] neg_lo:[0,0,0] neg_hi:[1,0,1] clamp
v_pk_fma_f32 v[214:215], v[4:5], v[30:31], v[4:5] neg_lo:[1,0,1] neg_hi:[0,1,0]
v_pk_fma_f32 v[150:151], v[254:255], v[0:1], 31 op_sel_hi:[1,1,1] neg_lo:[0,0,0]
v_pk_mul_f32 v[180:181], 1, v[6:7] op_sel:[0,1] neg_hi:[1,1]
v_pk_mul_f32 v[178:179], 58, v[4:5] op_sel_hi:[1,1] neg_hi:[0,1]
v_pk_mul_f32 v[12:13], v[84:85], 0.15915494 op_sel:[0,0] op_sel_hi:[0,1] neg_lo:[0,0] clamp
v_pk_mul_f32 v[216:217], v[12:13], v[40:41] clamp
v_pk_add_f32 v[58:59], v[116:117], v[34:35] op_sel_hi:[0,0] neg_hi:[0,0] clamp
v_pk_add_f32 v[4:5], -1.0, s[68:69] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[0,1] clamp
v_pk_add_f32 v[10:11], v[26:27], v[30:31] op_sel:[1,1] op_sel_hi:[0,0]
v_pk_add_f32 v[36:37], v[222:223], s[82:83] op_sel:[1,1] op_sel_hi:[0,1] neg_hi:[1,1]
v_pk_mov_b32 v[192:193], v[220:221], xnack_mask op_sel:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_mov_b32 v[254:255], 20, s[38:39] op_sel_hi:[1,1] neg_lo:[1,0] neg_hi:[1,1]
v_pk_mov_b32 v[28:29], v[118:119], s[100:101] op_sel:[1,1] op_sel_hi:[0,1] neg_hi:[0,1]
v_pk_mov_b32 v[30:31], v[20:21], ttmp[6:7] neg_lo:[1,0] neg_hi:[0,0] clamp
v_accvgpr_read_b32 v16, a25
v_accvgpr_read_b32 v214, a22
v_accvgpr_write_b32 a58, 46
v_accvgpr_write_b32 a255, s83
ds_add_u32 v159, v21 offset:12270
ds_add_u32 v26, v94 offset:24595
ds_add_u32 v243, a7 offset:65535
ds_add_u32 v255, a227
ds_sub_u32 v4, v255 offset:65535
ds_sub_u32 v98, v89 offset:16105
ds_sub_u32 v32, v42 offset:4
ds_sub_u32 v102, a249 offset:64
ds_rsub_u32 v7, v60 offset:4
ds_rsub_u32 v144, v123 offset:64
ds_rsub_u32 v16, v255 offset:46243
ds_rsub_u32 v18, a13 offset:64
ds_inc_u32 v3, v31 offset:65535
ds_inc_u32 v160, v14 offset:4
ds_inc_u32 v23, a5 offset:4
ds_inc_u32 v188, a67 offset:64
ds_dec_u32 v89, v31 offset:65535
ds_dec_u32 v22, v153 offset:65535
ds_dec_u32 v125, a17
ds_dec_u32 v235, a4
ds_min_i32 v146, a1 offset:64
ds_min_i32 v18, v42 offset:4
ds_min_i32 v255, a15
ds_min_i32 v255, v1 offset:4
ds_max_i32 v20, v248 offset:15050
ds_max_i32 v68, v253 offset:65535
ds_max_i32 v103, v17
ds_max_i32 v146, a79 offset:64
ds_min_u32 v20, v137 offset:30528
ds_min_u32 v62, v142 offset:29561
ds_min_u32 v251, v237 offset:65535
ds_min_u32 v3, a44 offset:64
ds_max_u32 v29, v16 offset:65535
ds_max_u32 v0, a32
ds_max_u32 v204, v168 offset:64
ds_max_u32 v70, a3
ds_and_b32 v31, a64 offset:64
ds_and_b32 v113, v41
ds_and_b32 v37, v7 offset:64
ds_and_b32 v18, a156 offset:15900
ds_or_b32 v1, a174 offset:4
ds_or_b32 v136, v22 offset:64
ds_or_b32 v25, a120
ds_or_b32 v50, a10 offset:64
ds_xor_b32 v102, a0
ds_xor_b32 v10, a138 offset:64
ds_xor_b32 v10, a194
ds_xor_b32 v8, v176 offset:4
ds_mskor_b32 v5, v160, v31
ds_mskor_b32 v0, v14, v255
ds_mskor_b32 v123, v227, v19 offset:13014
ds_mskor_b32 v76, a1, a255 offset:41900
ds_write_b32 v199, v21 offset:65535
ds_write_b32 v255, v22 offset:65535
ds_write_b32 v212, a255 offset:64
ds_write_b32 v251, a255 offset:21676
ds_write2_b32 v135, v31, v255 offset0:231 offset1:14
ds_write2_b32 v234, a18, a227
ds_write2_b32 v246, v2, v218 offset0:165 offset1:163
ds_write2_b32 v112, v234, v29 offset1:74
ds_write2st64_b32 v255, a23, a31 offset0:159 offset1:18
ds_write2st64_b32 v229, v255, v118 offset0:81 offset1:50
ds_write2st64_b32 v73, a20, a38 offset0:206 offset1:205
ds_write2st64_b32 v11, a28, a11 offset1:174
ds_cmpst_b32 v4, a26, a30
ds_cmpst_b32 v21, v219, v181 offset:4
ds_cmpst_b32 v38, a17, a24 offset:65535
ds_cmpst_b32 v81, a40, a117 offset:65535
ds_cmpst_f32 v30, v7, v166
ds_cmpst_f32 v220, a63, a83
ds_cmpst_f32 v24, v255, v118 offset:65535
ds_cmpst_f32 v255, a47, a73
ds_min_f32 v18, a176 offset:4
ds_min_f32 v9, a21 offset:65535
ds_min_f32 v200, v17 offset:29991
ds_min_f32 v176, a64
ds_max_f32 v143, a11 offset:64885
ds_max_f32 v25, a164
ds_max_f32 v17, a20
ds_max_f32 v246, a132
ds_add_f32 v23, a80
ds_add_f32 v194, v221 offset:4
ds_add_f32 v218, v177 offset:65535
ds_add_f32 v255, v168 offset:21840
ds_write_addtid_b32 a12 offset:4
ds_write_addtid_b32 a138 offset:65535
ds_write_addtid_b32 a182 offset:36025
ds_write_addtid_b32 a174
ds_write_b8 v3, v19 offset:4
ds_write_b8 v222, a3 offset:65535
ds_write_b8 v61, v196 offset:65535
ds_write_b8 v0, a9
ds_write_b16 v238, a42 offset:4
ds_write_b16 v255, a101 offset:290
ds_write_b16 v3, v17 offset:4
ds_write_b16 v14, a85
ds_add_rtn_u32 a23, v63, a5
ds_add_rtn_u32 v253, v111, v96 offset:62352
ds_add_rtn_u32 v143, v219, v232
ds_add_rtn_u32 v29, v139, v225 offset:45393
ds_sub_rtn_u32 a154, v111, a15 offset:65535
ds_sub_rtn_u32 v96, v205, v244 offset:4
ds_sub_rtn_u32 a218, v173, a255 offset:64
ds_sub_rtn_u32 v149, v13, v255
ds_rsub_rtn_u32 a255, v255, a2 offset:64
ds_rsub_rtn_u32 v170, v36, v0 offset:48142
ds_rsub_rtn_u32 a246, v146, a119 offset:50050
ds_rsub_rtn_u32 a255, v15, a199
ds_inc_rtn_u32 v179, v216, v125 offset:60633
ds_inc_rtn_u32 a26, v134, a1 offset:65535
ds_inc_rtn_u32 v125, v53, v19 offset:27953
ds_inc_rtn_u32 a92, v17, a105 offset:64
ds_dec_rtn_u32 v129, v19, v205
ds_dec_rtn_u32 a174, v145, a27 offset:23390
ds_dec_rtn_u32 v193, v12, v11 offset:4
ds_dec_rtn_u32 v201, v19, v23 offset:37540
ds_min_rtn_i32 a159, v180, a234 offset:33556
ds_min_rtn_i32 v250, v252, v62 offset:65535
ds_min_rtn_i32 v181, v191, v26 offset:65535
ds_min_rtn_i32 a124, v3, a210
ds_max_rtn_i32 v255, v68, v113 offset:64
ds_max_rtn_i32 a236, v94, a49 offset:64
ds_max_rtn_i32 v218, v179, v4 offset:64
ds_max_rtn_i32 v138, v31, v29 offset:64
ds_min_rtn_u32 a195, v102, a0 offset:4
ds_min_rtn_u32 a255, v90, a255 offset:64
ds_min_rtn_u32 v15, v222, v22 offset:4
ds_min_rtn_u32 a16, v219, a238 offset:65535
ds_max_rtn_u32 v8, v16, v196
ds_max_rtn_u32 v120, v163, v129
ds_max_rtn_u32 a217, v246, a13 offset:4
ds_max_rtn_u32 a251, v106, a255 offset:36644
ds_and_rtn_b32 a26, v181, a81 offset:41478
ds_and_rtn_b32 v19, v109, v21 offset:4
ds_and_rtn_b32 v166, v245, v18 offset:4
ds_and_rtn_b32 a17, v247, a6 offset:26058
ds_or_rtn_b32 a206, v255, a255
ds_or_rtn_b32 v66, v11, v200 offset:2371
ds_or_rtn_b32 a154, v45, a8 offset:4
ds_or_rtn_b32 v255, v226, v160 offset:65535
ds_xor_rtn_b32 a18, v8, a224 offset:35011
ds_xor_rtn_b32 a157, v255, a232 offset:4
ds_xor_rtn_b32 v16, v153, v6 offset:65535
ds_xor_rtn_b32 v113, v250, v244 offset:65535
ds_mskor_rtn_b32 a13, v217, a2, a150 offset:4
ds_mskor_rtn_b32 a31, v27, a9, a99 offset:64
ds_mskor_rtn_b32 a3, v232, a8, a26 offset:14214
ds_mskor_rtn_b32 a255, v30, a14, a104
ds_wrxchg_rtn_b32 a114, v255, a24
ds_wrxchg_rtn_b32 v20, v157, v130 offset:64
ds_wrxchg_rtn_b32 a254, v5, a19 offset:4
ds_wrxchg_rtn_b32 a145, v71, a107 offset:64
ds_wrxchg2_rtn_b32 v[100:101], v195, v26, v63 offset1:235
ds_wrxchg2_rtn_b32 v[20:21], v164, v3, v220 offset0:117 offset1:33
ds_wrxchg2_rtn_b32 v[40:41], v75, v0, v202 offset0:8
ds_wrxchg2_rtn_b32 a[254:255], v69, a150, a255 offset0:140
ds_wrxchg2st64_rtn_b32 v[30:31], v1, v255, v1 offset0:163 offset1:158
ds_wrxchg2st64_rtn_b32 a[28:29], v255, a11, a47 offset0:1 offset1:226
ds_wrxchg2st64_rtn_b32 v[72:73], v10, v39, v13 offset1:95
ds_wrxchg2st64_rtn_b32 v[196:197], v23, v200, v255 offset0:251 offset1:191
ds_cmpst_rtn_b32 a16, v45, a4, a12 offset:64
ds_cmpst_rtn_b32 v224, v27, v249, v99 offset:55380
ds_cmpst_rtn_b32 v255, v24, v24, v12 offset:65535
ds_cmpst_rtn_b32 a163, v29, a18, a38 offset:58513
ds_cmpst_rtn_f32 a107, v255, a140, a36
ds_cmpst_rtn_f32 a208, v190, a27, a172 offset:65535
ds_cmpst_rtn_f32 v255, v25, v94, v3 offset:4
ds_cmpst_rtn_f32 v255, v66, v20, v2 offset:65535
ds_min_rtn_f32 v157, v27, v192 offset:65535
ds_min_rtn_f32 v153, v234, v26 offset:65535
ds_min_rtn_f32 v16, v143, v14 offset:65535
ds_min_rtn_f32 v14, v255, v255 offset:64
ds_max_rtn_f32 v18, v7, v255 offset:65535
ds_max_rtn_f32 v43, v143, v234 offset:64
ds_max_rtn_f32 v95, v45, v96
ds_max_rtn_f32 v255, v204, v255
ds_wrap_rtn_b32 a238, v6, a251, a255 offset:64
ds_wrap_rtn_b32 v182, v22, v22, v21 offset:64
ds_wrap_rtn_b32 a14, v19, a97, a243 offset:64
ds_wrap_rtn_b32 v255, v29, v31, v27 offset:64
ds_add_rtn_f32 v127, v179, v14
ds_add_rtn_f32 v14, v27, v224
ds_add_rtn_f32 a2, v2, a75 offset:65535
ds_add_rtn_f32 a7, v15, a57
ds_read_b32 v243, v19
ds_read_b32 a116, v255 offset:65535
ds_read_b32 v255, v32 offset:4
ds_read_b32 a233, v9 offset:39147
ds_read2_b32 a[254:255], v165 offset1:53
ds_read2_b32 v[168:169], v19 offset0:204 offset1:61
ds_read2_b32 v[30:31], v234 offset1:229
ds_read2_b32 a[212:213], v9 offset0:19
ds_read2st64_b32 v[124:125], v9 offset0:150
ds_read2st64_b32 a[56:57], v76 offset0:157 offset1:171
ds_read2st64_b32 v[130:131], v15 offset0:180 offset1:226
ds_read2st64_b32 a[108:109], v91
ds_read_i8 v10, v126 offset:64
ds_read_i8 a14, v207 offset:33004
ds_read_i8 v29, v3 offset:65535
ds_read_i8 a23, v13 offset:4
ds_read_u8 a198, v153 offset:48400
ds_read_u8 v135, v11 offset:64
ds_read_u8 v210, v24 offset:23125
ds_read_u8 a125, v158 offset:4
ds_read_i16 a107, v98
ds_read_i16 a16, v6 offset:64
ds_read_i16 v255, v6
ds_read_i16 a241, v49 offset:65535
ds_read_u16 a171, v255 offset:4409
ds_read_u16 a255, v4 offset:4
ds_read_u16 a47, v25 offset:65535
ds_read_u16 v255, v253 offset:45979
ds_swizzle_b32 v10, v30 offset:57419
ds_swizzle_b32 a48, v18
ds_swizzle_b32 v12, v119 offset:4
ds_swizzle_b32 a20, v4 offset:4
ds_permute_b32 a165, v9, a5 offset:4
ds_permute_b32 a15, v29, a71 offset:65535
ds_permute_b32 v6, v11, v251 offset:65535
ds_permute_b32 v40, v92, v6 offset:31452
ds_bpermute_b32 v109, v89, v243
ds_bpermute_b32 v193, v115, v255 offset:64
ds_bpermute_b32 v136, v175, v218 offset:64
ds_bpermute_b32 a7, v237, a93 offset:65535
ds_add_u64 v249, v[124:125]
ds_add_u64 v12, a[22:23] offset:33835
ds_add_u64 v81, a[238:239]
ds_add_u64 v62, v[60:61] offset:4
ds_sub_u64 v255, a[48:49] offset:4
ds_sub_u64 v142, v[144:145] offset:26739
ds_sub_u64 v99, a[0:1] offset:65535
ds_sub_u64 v3, a[28:29] offset:7111
ds_rsub_u64 v6, v[12:13] offset:62420
ds_rsub_u64 v1, a[22:23]
ds_rsub_u64 v122, v[242:243] offset:65535
ds_rsub_u64 v69, v[24:25] offset:4
ds_inc_u64 v169, v[156:157]
ds_inc_u64 v181, v[10:11] offset:32883
ds_inc_u64 v0, v[78:79] offset:63223
ds_inc_u64 v29, v[24:25] offset:4
ds_dec_u64 v26, v[174:175]
ds_dec_u64 v5, v[254:255] offset:63744
ds_dec_u64 v84, v[0:1] offset:52893
ds_dec_u64 v228, a[68:69] offset:64
ds_min_i64 v76, v[14:15] offset:44910
ds_min_i64 v55, v[218:219] offset:65535
ds_min_i64 v20, v[254:255]
ds_min_i64 v77, v[18:19]
ds_max_i64 v131, a[14:15]
ds_max_i64 v192, a[122:123]
ds_max_i64 v144, v[184:185]
ds_max_i64 v255, v[92:93] offset:4
ds_min_u64 v35, a[106:107] offset:4
ds_min_u64 v16, a[154:155]
ds_min_u64 v4, v[254:255] offset:65535
ds_min_u64 v91, v[0:1] offset:65535
ds_max_u64 v19, a[28:29] offset:64
ds_max_u64 v238, a[254:255] offset:21637
ds_max_u64 v50, v[254:255] offset:36436
ds_max_u64 v119, v[224:225]
ds_and_b64 v12, v[254:255]
ds_and_b64 v19, v[22:23]
ds_and_b64 v217, v[10:11]
ds_and_b64 v244, a[190:191] offset:65535
ds_or_b64 v245, v[254:255] offset:39759
ds_or_b64 v166, v[44:45]
ds_or_b64 v83, v[30:31] offset:4
ds_or_b64 v24, v[18:19] offset:4
ds_xor_b64 v220, a[252:253] offset:4
ds_xor_b64 v255, v[230:231] offset:64
ds_xor_b64 v255, a[254:255] offset:64
ds_xor_b64 v71, a[254:255] offset:64
ds_mskor_b64 v255, v[2:3], v[0:1] offset:60020
ds_mskor_b64 v187, a[166:167], a[16:17] offset:64
ds_mskor_b64 v66, v[202:203], v[254:255] offset:4
ds_mskor_b64 v172, a[62:63], a[12:13] offset:4
ds_write_b64 v31, a[232:233] offset:64
ds_write_b64 v7, a[30:31]
ds_write_b64 v143, a[188:189] offset:65535
ds_write_b64 v248, v[138:139] offset:65480
ds_write2_b64 v62, a[14:15], a[220:221] offset0:13
ds_write2_b64 v5, v[114:115], v[80:81] offset1:43
ds_write2_b64 v100, a[66:67], a[12:13]
ds_write2_b64 v36, v[10:11], v[112:113]
ds_write2st64_b64 v2, a[22:23], a[20:21] offset0:171
ds_write2st64_b64 v255, a[74:75], a[244:245]
ds_write2st64_b64 v218, v[16:17], v[4:5] offset1:213
ds_write2st64_b64 v21, a[138:139], a[48:49] offset0:118 offset1:190
ds_cmpst_b64 v10, a[62:63], a[244:245] offset:64
ds_cmpst_b64 v185, v[88:89], v[4:5] offset:64
ds_cmpst_b64 v134, a[24:25], a[158:159] offset:64
ds_cmpst_b64 v206, a[238:239], a[12:13] offset:65535
ds_cmpst_f64 v13, a[2:3], a[180:181] offset:4
ds_cmpst_f64 v255, v[122:123], v[28:29] offset:64
ds_cmpst_f64 v22, v[6:7], v[254:255]
ds_cmpst_f64 v147, v[150:151], v[226:227] offset:65535
ds_min_f64 v6, v[168:169] offset:4
ds_min_f64 v255, v[112:113] offset:64
ds_min_f64 v217, v[84:85] offset:64
ds_min_f64 v26, v[46:47]
ds_max_f64 v149, a[252:253]
ds_max_f64 v0, a[214:215] offset:64
ds_max_f64 v123, a[200:201] offset:26827
ds_max_f64 v12, v[4:5] offset:1353
ds_write_b8_d16_hi v37, a0 offset:19262
ds_write_b8_d16_hi v104, v224 offset:65535
ds_write_b8_d16_hi v44, a186 offset:64
ds_write_b8_d16_hi v13, v5
ds_write_b16_d16_hi v102, a132 offset:4
ds_write_b16_d16_hi v243, a165 offset:65535
ds_write_b16_d16_hi v31, v6 offset:65535
ds_write_b16_d16_hi v169, v31 offset:4
ds_read_u8_d16 v67, v167
ds_read_u8_d16 v237, v8 offset:7875
ds_read_u8_d16 a255, v250
ds_read_u8_d16 a24, v28 offset:4
ds_read_u8_d16_hi a12, v255 offset:40726
ds_read_u8_d16_hi v81, v34
ds_read_u8_d16_hi a67, v95
ds_read_u8_d16_hi a157, v26
ds_read_i8_d16 a178, v49 offset:64
ds_read_i8_d16 v97, v236 offset:65535
ds_read_i8_d16 v129, v1 offset:4
ds_read_i8_d16 v42, v24 offset:33188
ds_read_i8_d16_hi a255, v20 offset:13993
ds_read_i8_d16_hi a255, v29 offset:65535
ds_read_i8_d16_hi a23, v28
ds_read_i8_d16_hi v255, v133 offset:4
ds_read_u16_d16 v2, v7
ds_read_u16_d16 a6, v26 offset:64
ds_read_u16_d16 v14, v109 offset:46902
ds_read_u16_d16 v255, v53 offset:64
ds_read_u16_d16_hi a13, v255 offset:64
ds_read_u16_d16_hi a23, v18
ds_read_u16_d16_hi a9, v25
ds_read_u16_d16_hi v9, v26 offset:64
ds_add_rtn_u64 a[50:51], v170, a[22:23] offset:4
ds_add_rtn_u64 a[18:19], v255, a[74:75] offset:64
ds_add_rtn_u64 v[24:25], v14, v[218:219] offset:4
ds_add_rtn_u64 v[4:5], v148, v[106:107]
ds_sub_rtn_u64 v[50:51], v171, v[6:7]
ds_sub_rtn_u64 v[114:115], v255, v[8:9] offset:4
ds_sub_rtn_u64 v[50:51], v94, v[42:43] offset:48264
ds_sub_rtn_u64 v[16:17], v145, v[254:255] offset:65535
ds_rsub_rtn_u64 v[10:11], v206, v[20:21] offset:61592
ds_rsub_rtn_u64 a[0:1], v12, a[194:195]
ds_rsub_rtn_u64 a[110:111], v244, a[22:23]
ds_rsub_rtn_u64 v[104:105], v38, v[10:11] offset:65535
ds_inc_rtn_u64 v[28:29], v7, v[6:7] offset:65535
ds_inc_rtn_u64 v[4:5], v8, v[130:131]
ds_inc_rtn_u64 a[14:15], v255, a[132:133]
ds_inc_rtn_u64 a[104:105], v17, a[14:15] offset:4
ds_dec_rtn_u64 a[136:137], v202, a[62:63] offset:20999
ds_dec_rtn_u64 a[196:197], v104, a[232:233]
ds_dec_rtn_u64 a[142:143], v15, a[254:255] offset:64
ds_dec_rtn_u64 v[174:175], v162, v[14:15] offset:44065
ds_min_rtn_i64 v[44:45], v192, v[0:1] offset:65535
ds_min_rtn_i64 a[34:35], v212, a[128:129]
ds_min_rtn_i64 v[120:121], v17, v[236:237]
ds_min_rtn_i64 a[22:23], v17, a[148:149]
ds_max_rtn_i64 v[6:7], v0, v[10:11]
ds_max_rtn_i64 v[42:43], v89, v[20:21] offset:64888
ds_max_rtn_i64 a[2:3], v173, a[76:77]
ds_max_rtn_i64 a[196:197], v24, a[220:221] offset:4
ds_min_rtn_u64 a[82:83], v66, a[208:209]
ds_min_rtn_u64 a[24:25], v18, a[82:83] offset:65535
ds_min_rtn_u64 a[100:101], v154, a[52:53]
ds_min_rtn_u64 a[6:7], v252, a[178:179] offset:65535
ds_max_rtn_u64 v[18:19], v162, v[108:109] offset:64
ds_max_rtn_u64 a[20:21], v106, a[6:7] offset:65535
ds_max_rtn_u64 a[26:27], v35, a[62:63] offset:62141
ds_max_rtn_u64 v[28:29], v12, v[10:11] offset:4
ds_and_rtn_b64 v[64:65], v255, v[28:29]
ds_and_rtn_b64 a[100:101], v5, a[226:227] offset:64
ds_and_rtn_b64 v[52:53], v150, v[254:255] offset:4
ds_and_rtn_b64 a[20:21], v14, a[24:25]
ds_or_rtn_b64 a[96:97], v18, a[108:109] offset:65535
ds_or_rtn_b64 v[76:77], v23, v[32:33]
ds_or_rtn_b64 v[18:19], v1, v[26:27] offset:64
ds_or_rtn_b64 v[244:245], v112, v[26:27] offset:64
ds_xor_rtn_b64 v[126:127], v9, v[60:61] offset:41263
ds_xor_rtn_b64 v[164:165], v27, v[114:115] offset:64
ds_xor_rtn_b64 v[22:23], v10, v[182:183]
ds_xor_rtn_b64 a[70:71], v5, a[64:65] offset:65535
ds_mskor_rtn_b64 a[24:25], v94, a[6:7], a[34:35]
ds_mskor_rtn_b64 a[254:255], v76, a[138:139], a[112:113] offset:64
ds_mskor_rtn_b64 a[82:83], v203, a[176:177], a[168:169] offset:64
ds_mskor_rtn_b64 v[152:153], v255, v[96:97], v[114:115] offset:65535
ds_wrxchg_rtn_b64 v[124:125], v20, v[202:203] offset:55859
ds_wrxchg_rtn_b64 v[4:5], v13, v[170:171] offset:7698
ds_wrxchg_rtn_b64 v[2:3], v240, v[18:19] offset:2699
ds_wrxchg_rtn_b64 a[12:13], v53, a[66:67] offset:58861
ds_wrxchg2_rtn_b64 v[28:31], v4, v[0:1], v[254:255]
ds_wrxchg2_rtn_b64 v[4:7], v15, v[14:15], v[22:23] offset0:201
ds_wrxchg2_rtn_b64 a[80:83], v81, a[30:31], a[0:1]
ds_wrxchg2_rtn_b64 v[208:211], v179, v[222:223], v[10:11] offset0:196
ds_wrxchg2st64_rtn_b64 a[222:225], v114, a[12:13], a[76:77] offset1:235
ds_wrxchg2st64_rtn_b64 v[154:157], v116, v[86:87], v[246:247] offset0:85 offset1:154
ds_wrxchg2st64_rtn_b64 a[252:255], v230, a[98:99], a[8:9] offset1:202
ds_wrxchg2st64_rtn_b64 v[48:51], v218, v[220:221], v[34:35] offset0:90 offset1:201
ds_cmpst_rtn_b64 a[18:19], v5, a[254:255], a[118:119]
ds_cmpst_rtn_b64 v[116:117], v16, v[8:9], v[0:1] offset:64
ds_cmpst_rtn_b64 a[86:87], v229, a[34:35], a[250:251] offset:64
ds_cmpst_rtn_b64 v[254:255], v212, v[14:15], v[136:137] offset:65535
ds_cmpst_rtn_f64 v[30:31], v31, v[16:17], v[116:117]
ds_cmpst_rtn_f64 a[46:47], v158, a[128:129], a[246:247]
ds_cmpst_rtn_f64 a[26:27], v86, a[132:133], a[16:17] offset:64
ds_cmpst_rtn_f64 a[8:9], v182, a[18:19], a[24:25]
ds_min_rtn_f64 a[16:17], v254, a[158:159]
ds_min_rtn_f64 a[68:69], v112, a[26:27] offset:4
ds_min_rtn_f64 v[64:65], v5, v[254:255] offset:5046
ds_min_rtn_f64 a[10:11], v1, a[92:93]
ds_max_rtn_f64 a[30:31], v231, a[150:151] offset:6927
ds_max_rtn_f64 v[184:185], v18, v[130:131]
ds_max_rtn_f64 a[6:7], v30, a[4:5] offset:65535
ds_max_rtn_f64 a[28:29], v148, a[254:255] offset:64
ds_read_b64 v[254:255], v90 offset:65535
ds_read_b64 v[158:159], v10 offset:35558
ds_read_b64 a[252:253], v32 offset:26818
ds_read_b64 a[222:223], v17 offset:32992
ds_read2_b64 a[48:51], v77 offset0:246 offset1:233
ds_read2_b64 v[252:255], v108 offset0:135 offset1:189
ds_read2_b64 a[28:31], v168 offset0:72 offset1:126
ds_read2_b64 a[148:151], v6 offset0:116 offset1:19
ds_read2st64_b64 a[112:115], v74 offset0:157 offset1:37
ds_read2st64_b64 a[28:31], v10 offset0:62
ds_read2st64_b64 v[24:27], v255 offset0:19 offset1:103
ds_read2st64_b64 a[110:113], v255 offset0:112 offset1:254
ds_condxchg32_rtn_b64 a[198:199], v165, a[188:189] offset:9821
ds_condxchg32_rtn_b64 v[254:255], v202, v[64:65] offset:15197
ds_condxchg32_rtn_b64 a[2:3], v30, a[254:255] offset:65535
ds_condxchg32_rtn_b64 v[104:105], v18, v[2:3]
ds_read_addtid_b32 a61 offset:65535
ds_read_addtid_b32 v166
ds_read_addtid_b32 v255 offset:64
ds_read_addtid_b32 a6 offset:15511
ds_consume a11
ds_consume a12 offset:65535
ds_consume v147 offset:65535
ds_consume v9 offset:64
ds_append v132 offset:4
ds_append v69
ds_append v12
ds_append a1 offset:4
ds_write_b96 v53, v[20:22]
ds_write_b96 v203, v[14:16] offset:21201
ds_write_b96 v13, a[168:170] offset:4
ds_write_b96 v226, a[8:10] offset:64
ds_write_b128 v67, a[30:33]
ds_write_b128 v28, v[252:255] offset:65535
ds_write_b128 v0, a[0:3]
ds_write_b128 v77, v[222:225]
ds_read_b96 v[112:114], v106 offset:64
ds_read_b96 v[104:106], v5 offset:15120
ds_read_b96 a[216:218], v159 offset:4
ds_read_b96 v[252:254], v3
ds_read_b128 v[252:255], v19
ds_read_b128 a[152:155], v2
ds_read_b128 a[108:111], v206 offset:64
ds_read_b128 a[166:169], v20
ds_add_f64 v237, v[54:55]
ds_add_f64 v64, v[2:3] offset:65535
ds_add_f64 v30, a[254:255]
ds_add_f64 v16, v[170:171] offset:32816
ds_add_rtn_f64 a[110:111], v30, a[166:167] offset:65535
ds_add_rtn_f64 a[84:85], v20, a[254:255] offset:64
ds_add_rtn_f64 a[132:133], v44, a[30:31]
ds_add_rtn_f64 a[162:163], v154, a[0:1] offset:65535
buffer_load_format_x v24, v77, s[24:27], m0 offen offset:2087 scc
buffer_load_format_x v125, v255, s[96:99], s57 offen glc scc
buffer_load_format_x a5, v14, s[0:3], s26 offen offset:59
buffer_load_format_x a58, v183, s[84:87], m0 offen
buffer_load_format_xy v[2:3], v191, s[0:3], s89 offen offset:106
buffer_load_format_xy v[12:13], v96, s[60:63], m0 idxen
buffer_load_format_xy v[108:109], off, s[76:79], m0 offset:1728 scc
buffer_load_format_xy v[16:17], v128, s[68:71], m0 idxen slc scc
buffer_load_format_xyz a[214:216], v146, s[36:39], m0 offen offset:544 slc
buffer_load_format_xyz a[96:98], v254, s[92:95], s62 idxen offset:121
buffer_load_format_xyz v[48:50], v102, s[28:31], s4 idxen offset:2947 scc
buffer_load_format_xyz a[26:28], v27, s[28:31], s40 idxen offset:2621 glc
buffer_load_format_xyzw v[10:13], v3, s[64:67], s14 offen offset:2688 glc slc scc
buffer_load_format_xyzw a[94:97], v24, ttmp[8:11], m0 idxen offset:3085 glc slc scc
buffer_load_format_xyzw a[210:213], v220, s[4:7], s71 idxen offset:1655 glc
buffer_load_format_xyzw a[20:23], v212, s[60:63], s24 offen offset:3344
buffer_store_format_x a32, v22, s[88:91], s66 offen glc
buffer_store_format_x a224, v148, s[64:67], s99 offen offset:3431 glc slc
buffer_store_format_x v255, v20, s[12:15], m0 offen offset:3068
buffer_store_format_x a162, v108, s[72:75], s54 offen offset:665 glc slc
buffer_store_format_xy v[12:13], off, s[4:7], s29 offset:3249 scc
buffer_store_format_xy v[240:241], v124, s[92:95], 1 offen offset:2227 scc
buffer_store_format_xy a[254:255], v30, s[52:55], m0 idxen offset:3893 glc slc
buffer_store_format_xy a[216:217], v30, s[84:87], m0 idxen offset:3468
buffer_store_format_xyz a[68:70], v145, ttmp[0:3], s88 offen offset:3982
buffer_store_format_xyz v[28:30], off, s[72:75], s74 offset:646 slc
buffer_store_format_xyz v[30:32], off, s[68:71], 3 offset:2587 glc
buffer_store_format_xyz a[222:224], v105, s[72:75], m0 offen scc
buffer_store_format_xyzw v[28:31], v139, s[4:7], flat_scratch_hi offen offset:3684 glc
buffer_store_format_xyzw a[4:7], v227, s[28:31], s71 offen offset:3793 scc
buffer_load_format_d16_x a18, off, s[20:23], 2 glc scc
buffer_load_format_d16_x a2, v19, s[8:11], exec_hi offen offset:2643 glc
buffer_load_format_d16_xy a24, off, s[32:35], m0 offset:3955 slc scc
buffer_load_format_d16_xy v21, off, s[72:75], s66 offset:1631
buffer_load_format_d16_xyz a[158:159], v158, s[88:91], s2 offen
buffer_load_format_d16_xyz v[16:17], v16, s[12:15], s46 offen offset:1911 slc
buffer_load_format_d16_xyzw v[44:45], v7, s[32:35], s27 offen offset:214 glc
buffer_load_format_d16_xyzw v[8:9], v123, s[52:55], s43 offen offset:3113 glc
buffer_load_format_d16_xyzw v[48:49], v5, s[4:7], m0 offen offset:1352
buffer_store_format_d16_x a222, v217, s[24:27], s31 idxen offset:1062 scc
buffer_store_format_d16_x a37, v114, s[88:91], m0 idxen offset:3263 slc scc
buffer_store_format_d16_x a3, v166, s[92:95], 60 offen offset:3155
buffer_store_format_d16_x a0, v207, s[16:19], flat_scratch_hi offen offset:568 glc slc
buffer_store_format_d16_xy a6, v11, s[16:19], 14 offen offset:2630 scc
buffer_store_format_d16_xy a16, off, s[68:71], s4 offset:2154 glc slc scc
buffer_store_format_d16_xy v126, off, s[20:23], s31 offset:3060
buffer_store_format_d16_xy a13, off, s[0:3], m0 offset:3963
buffer_store_format_d16_xyz v[26:27], v80, s[88:91], s75 offen offset:938 glc
buffer_store_format_d16_xyz a[16:17], off, s[52:55], s97 offset:176 scc
buffer_store_format_d16_xyz v[24:25], v83, ttmp[12:15], s43 idxen scc
buffer_store_format_d16_xyzw a[64:65], v4, s[4:7], m0 offen glc slc
buffer_store_format_d16_xyzw v[228:229], v49, s[64:67], m0 idxen glc scc
buffer_store_format_d16_xyzw v[10:11], off, s[48:51], s20 offset:2721 slc
buffer_store_format_d16_xyzw a[24:25], v30, s[76:79], s78 offen offset:2934 scc
buffer_load_ubyte v0, off, s[84:87], 11 slc
buffer_load_ubyte v245, off, s[40:43], flat_scratch_lo slc
buffer_load_sbyte v10, v98, ttmp[12:15], s94 offen offset:1353 glc scc
buffer_load_sbyte a28, v128, s[20:23], s80 offen offset:866
buffer_load_ushort v83, v36, s[52:55], 26 offen offset:2768
buffer_load_sshort v5, v4, s[16:19], m0 idxen slc scc
buffer_load_sshort a18, v16, s[60:63], s45 offen offset:3283 glc scc
buffer_load_sshort a254, off, s[24:27], s21
buffer_load_dword v2, v255, s[68:71], s72 offen offset:2474
buffer_load_dwordx2 v[4:5], v26, s[60:63], s50 offen offset:2535
buffer_load_dwordx2 a[152:153], off, ttmp[8:11], m0 offset:1112 glc
buffer_load_dwordx2 a[6:7], v122, s[44:47], s45 offen glc slc
buffer_load_dwordx3 a[22:24], off, s[16:19], s95 glc slc scc
buffer_load_dwordx3 a[30:32], v7, s[64:67], s71 offen
buffer_load_dwordx3 a[34:36], v16, s[88:91], 41 idxen offset:3175 slc
buffer_load_dwordx3 a[252:254], v199, s[36:39], s88 offen offset:2768 glc
buffer_load_dwordx4 a[24:27], v25, s[64:67], m0 offen
buffer_load_dwordx4 a[252:255], v130, s[40:43], s34 offen offset:2727 glc slc
buffer_load_dwordx4 v[24:27], v1, s[60:63], s65 idxen slc scc
buffer_store_byte v83, off, s[4:7], m0 offset:606 glc
buffer_store_byte a9, v176, s[4:7], 28 offen offset:715 glc
buffer_store_byte v87, v11, s[64:67], -11 idxen
buffer_store_byte_d16_hi a237, v0, s[76:79], m0 offen offset:4040 glc slc scc
buffer_store_byte_d16_hi a46, off, s[52:55], s94
buffer_store_byte_d16_hi a1, v100, ttmp[4:7], 17 idxen glc slc
buffer_store_byte_d16_hi v251, v255, s[96:99], s15 offen offset:559 scc
buffer_store_short v66, v1, s[32:35], s47 idxen scc
buffer_store_short a59, v43, s[36:39], 10 offen offset:1055 glc scc
buffer_store_short v149, off, ttmp[8:11], xnack_mask_hi offset:2460 glc
buffer_store_short_d16_hi v4, v193, s[60:63], m0 offen offset:3150 slc scc
buffer_store_short_d16_hi a13, v0, s[20:23], s85 offen offset:2455 scc
buffer_store_short_d16_hi a3, v2, s[4:7], s77 idxen offset:3473 glc
buffer_store_dword a43, v217, s[92:95], s74 idxen offset:3468 glc slc
buffer_store_dword v151, v13, s[76:79], 7 offen scc
buffer_store_dwordx2 v[20:21], v3, s[56:59], 10 offen offset:2721 glc
buffer_store_dwordx2 a[178:179], v29, s[44:47], s52 offen offset:3496
buffer_store_dwordx2 v[170:171], v24, s[56:59], m0 offen offset:2905 slc
buffer_store_dwordx3 v[18:20], v255, s[72:75], exec_hi offen scc
buffer_store_dwordx3 v[252:254], v196, s[96:99], m0 offen offset:3724 glc scc
buffer_store_dwordx3 a[104:106], off, s[60:63], s72
buffer_store_dwordx3 v[16:18], v1, s[60:63], s57 idxen offset:4039 slc scc
buffer_store_dwordx4 v[252:255], v45, s[96:99], m0 idxen offset:3610 slc
buffer_store_dwordx4 a[0:3], off, s[32:35], -12
buffer_load_ubyte_d16 v17, v20, s[28:31], 27 offen offset:526
buffer_load_ubyte_d16 a131, off, s[84:87], s81 offset:3663 glc
buffer_load_ubyte_d16 a11, v164, s[52:55], s93 offen
buffer_load_ubyte_d16_hi v20, v10, s[92:95], 30 offen offset:1106 glc scc
buffer_load_ubyte_d16_hi v199, v10, s[60:63], s65 offen scc
buffer_load_ubyte_d16_hi v193, v88, s[8:11], s27 idxen offset:3089
buffer_load_ubyte_d16_hi a67, v221, s[4:7], s69 offen offset:3451 glc
buffer_load_sbyte_d16 a18, v23, s[40:43], -4 offen offset:1994
buffer_load_sbyte_d16 a16, v41, s[56:59], ttmp9 offen offset:2713 glc slc
buffer_load_sbyte_d16 v145, off, s[88:91], -6 offset:662 scc
buffer_load_sbyte_d16 v9, v76, s[88:91], m0 offen
buffer_load_sbyte_d16_hi v6, v136, s[96:99], 12 offen scc
buffer_load_sbyte_d16_hi v21, v127, s[92:95], s82 offen offset:2433
buffer_load_sbyte_d16_hi a28, off, s[28:31], m0 offset:3143 slc
buffer_load_short_d16 v255, v4, s[88:91], s21 idxen offset:943
buffer_load_short_d16 v131, v85, s[24:27], s40 offen offset:2145 scc
buffer_load_short_d16 a43, v113, s[48:51], vcc_hi offen offset:537 scc
buffer_load_short_d16_hi a18, v9, s[68:71], -13 offen offset:1653 glc scc
buffer_load_short_d16_hi a15, v14, s[96:99], m0 offen offset:212
buffer_load_short_d16_hi v4, off, s[0:3], m0
buffer_load_short_d16_hi a28, off, s[4:7], -11 offset:31 slc
buffer_load_format_d16_hi_x v200, v92, s[8:11], 21 offen slc
buffer_load_format_d16_hi_x v6, v45, s[24:27], s37 offen offset:1880 glc slc
buffer_store_format_d16_hi_x a9, v36, s[64:67], m0 offen offset:163 glc slc
buffer_store_format_d16_hi_x a154, v250, ttmp[4:7], s51 offen offset:63 glc slc scc
buffer_store_format_d16_hi_x a255, v11, s[88:91], s94 offen offset:1543 glc
buffer_wbinvl1
buffer_wbinvl1_vol
buffer_atomic_swap v6, off, s[32:35], s73 offset:486 slc
buffer_atomic_swap v150, v17, ttmp[4:7], 50 idxen offset:1805 slc
buffer_atomic_swap a0, off, s[48:51], s83 offset:3078 glc
buffer_atomic_swap a106, v255, s[4:7], m0 offen glc slc scc
buffer_atomic_cmpswap a[254:255], v18, s[88:91], -11 offen offset:2159
buffer_atomic_cmpswap a[254:255], v15, s[64:67], m0 offen offset:1765
buffer_atomic_cmpswap a[162:163], v21, s[60:63], -6 offen glc slc
buffer_atomic_add a95, v7, s[56:59], s67 idxen offset:2279
buffer_atomic_add v200, v30, s[44:47], 1 idxen offset:5 glc
buffer_atomic_add v1, v5, s[28:31], flat_scratch_hi offen offset:2294 glc slc scc
buffer_atomic_add a155, off, s[8:11], s80 glc slc scc
buffer_atomic_sub v85, v102, s[20:23], 50 offen offset:264 slc
buffer_atomic_sub a182, off, s[60:63], s93 offset:673 slc scc
buffer_atomic_sub v51, off, s[60:63], 38 glc slc
buffer_atomic_smin v17, v214, s[24:27], ttmp3 offen scc
buffer_atomic_smin a179, v18, s[92:95], s25 offen offset:2906
buffer_atomic_smin v255, v255, s[28:31], vcc_hi offen offset:1142 glc
buffer_atomic_smin v165, v39, s[8:11], vcc_hi idxen scc
buffer_atomic_umin v20, v189, s[32:35], s95 offen offset:1773 glc scc
buffer_atomic_umin a175, v168, s[68:71], 40 offen offset:2936 glc slc
buffer_atomic_umin v255, v184, s[72:75], m0 offen scc
buffer_atomic_smax a131, v117, s[36:39], flat_scratch_lo offen offset:2191
buffer_atomic_smax v1, off, s[0:3], s79 offset:2886
buffer_atomic_smax a13, v13, s[20:23], m0 idxen offset:1518 slc scc
buffer_atomic_smax a13, v19, s[92:95], s5 offen offset:1652 glc
buffer_atomic_umax a175, v6, s[64:67], exec_lo offen offset:26 slc
buffer_atomic_umax v198, v27, s[68:71], s29 idxen scc
buffer_atomic_umax v109, v0, s[84:87], s92 offen offset:3143 glc scc
buffer_atomic_and a74, v40, s[0:3], s6 offen offset:679 scc
buffer_atomic_and a22, v190, s[44:47], 55 idxen slc
buffer_atomic_and v75, v199, s[84:87], s5 offen offset:1047
buffer_atomic_or a6, v27, s[96:99], flat_scratch_lo offen offset:1440 slc
buffer_atomic_or v65, v207, s[8:11], m0 offen glc slc scc
buffer_atomic_or v255, v255, s[72:75], s24 offen offset:3502 scc
buffer_atomic_or v30, v14, s[20:23], s18 offen offset:165 glc slc scc
buffer_atomic_xor v24, off, s[12:15], 21 offset:2520 slc
buffer_atomic_xor v2, v20, s[8:11], s31 idxen offset:1945 glc
buffer_atomic_xor a16, off, s[8:11], 53 offset:617 slc
buffer_atomic_inc a25, v83, s[80:83], s93 offen offset:364 glc scc
buffer_atomic_inc a128, v14, s[8:11], s80 offen offset:4061 glc slc
buffer_atomic_dec a111, off, s[16:19], m0 offset:2353
buffer_atomic_dec a91, v187, s[64:67], s21 idxen offset:1111
buffer_atomic_dec v163, v76, s[0:3], s14 idxen glc
buffer_atomic_swap_x2 a[18:19], off, s[76:79], 12 glc slc
buffer_atomic_swap_x2 v[158:159], v58, s[92:95], m0 offen offset:624 scc
buffer_atomic_swap_x2 v[110:111], v118, s[96:99], vcc_lo offen offset:3480 scc
buffer_atomic_cmpswap_x2 a[2:5], v227, s[92:95], 8 idxen offset:3326 glc slc scc
buffer_atomic_cmpswap_x2 a[18:21], off, s[68:71], s56 offset:589 scc
buffer_atomic_cmpswap_x2 a[252:255], v6, s[20:23], s31 offen offset:2981
buffer_atomic_add_x2 v[168:169], v184, s[40:43], m0 idxen offset:3509
buffer_atomic_add_x2 v[132:133], v255, s[56:59], m0 offen offset:1348
buffer_atomic_add_x2 a[22:23], v171, s[60:63], 37 offen offset:333 glc
buffer_atomic_add_x2 v[14:15], off, ttmp[8:11], s90 slc scc
buffer_atomic_sub_x2 v[22:23], off, s[80:83], s48
buffer_atomic_sub_x2 a[172:173], v239, s[8:11], 1 offen offset:301
buffer_atomic_sub_x2 a[28:29], v207, s[28:31], 46 offen glc slc scc
buffer_atomic_sub_x2 v[190:191], off, s[20:23], s36 glc scc
buffer_atomic_smin_x2 v[18:19], v211, s[32:35], s21 idxen offset:2956 glc
buffer_atomic_smin_x2 v[34:35], v16, s[28:31], exec_hi offen offset:1136
buffer_atomic_smin_x2 v[172:173], v4, s[36:39], m0 offen offset:41 glc
buffer_atomic_umin_x2 a[16:17], v193, s[72:75], s9 idxen offset:1617 glc
buffer_atomic_umin_x2 a[4:5], off, s[60:63], 18 offset:2714
buffer_atomic_umin_x2 v[254:255], v202, s[72:75], s52 idxen offset:70 slc
buffer_atomic_smax_x2 v[84:85], off, s[0:3], m0
buffer_atomic_smax_x2 v[22:23], v157, s[8:11], 36 offen scc
buffer_atomic_smax_x2 a[22:23], v179, s[40:43], m0 idxen slc scc
buffer_atomic_smax_x2 a[24:25], v18, s[72:75], m0 offen offset:3793 glc
buffer_atomic_umax_x2 a[38:39], v8, s[96:99], s82 offen offset:15 glc scc
buffer_atomic_umax_x2 a[254:255], off, s[92:95], 45 offset:276
buffer_atomic_umax_x2 a[180:181], v16, s[12:15], 6 idxen offset:865 glc slc scc
buffer_atomic_umax_x2 v[170:171], off, s[92:95], s70 offset:2134 slc scc
buffer_atomic_and_x2 v[16:17], v21, s[12:15], s25 offen
buffer_atomic_and_x2 a[170:171], v11, s[92:95], s24 offen offset:2628 slc
buffer_atomic_and_x2 v[28:29], off, s[28:31], m0 glc
buffer_atomic_and_x2 v[46:47], v111, s[80:83], m0 idxen offset:2226 glc
buffer_atomic_or_x2 v[254:255], v123, s[32:35], -11 offen offset:2111 scc
buffer_atomic_or_x2 a[116:117], v1, ttmp[8:11], s63 idxen glc slc
buffer_atomic_xor_x2 a[244:245], v41, s[88:91], m0 idxen
buffer_atomic_xor_x2 a[76:77], v205, ttmp[12:15], 52 offen offset:2284 slc scc
buffer_atomic_xor_x2 v[254:255], v72, s[88:91], m0 offen offset:2441 glc slc
buffer_atomic_inc_x2 v[126:127], off, s[84:87], m0 offset:3263 glc slc
buffer_atomic_inc_x2 v[212:213], off, s[80:83], m0 glc
buffer_atomic_inc_x2 a[10:11], v126, s[68:71], s21 offen offset:41 glc slc
buffer_atomic_dec_x2 a[128:129], off, s[32:35], m0 offset:1346
buffer_atomic_dec_x2 v[22:23], off, s[76:79], m0 offset:258
buffer_atomic_dec_x2 v[34:35], v101, s[68:71], m0 offen offset:2648 glc scc
buffer_atomic_dec_x2 a[6:7], v250, s[84:87], s52 offen offset:3639 glc slc
buffer_wbl2
buffer_invl2
buffer_atomic_add_f32 a184, v181, s[80:83], s60 offen offset:1411
buffer_atomic_add_f32 a86, v76, s[32:35], s56 offen offset:1152
buffer_atomic_add_f32 a167, v27, s[56:59], -5 idxen offset:3169
buffer_atomic_pk_add_f16 a239, v63, s[52:55], m0 offen
buffer_atomic_pk_add_f16 a66, v27, s[40:43], -4 offen
buffer_atomic_pk_add_f16 a24, v25, s[92:95], s98 idxen slc
buffer_atomic_pk_add_f16 a201, v29, s[64:67], m0 offen offset:2832
buffer_atomic_add_f64 a[138:139], v29, s[32:35], m0 offen offset:2768 slc
buffer_atomic_add_f64 v[166:167], off, s[4:7], s21 glc
buffer_atomic_add_f64 v[96:97], off, s[96:99], -15 offset:3842 slc
buffer_atomic_min_f64 a[210:211], v26, s[20:23], xnack_mask_lo idxen offset:802 glc
buffer_atomic_min_f64 a[150:151], v105, s[12:15], s72 offen offset:2589 glc
buffer_atomic_min_f64 a[114:115], v101, s[92:95], m0 idxen offset:3772
buffer_atomic_min_f64 v[28:29], v18, s[24:27], flat_scratch_hi idxen offset:3554 slc
buffer_atomic_max_f64 v[146:147], off, s[8:11], s30 offset:3203 glc slc
buffer_atomic_max_f64 v[90:91], v226, s[0:3], m0 offen glc
buffer_atomic_max_f64 v[2:3], v175, s[92:95], -12 idxen
buffer_atomic_max_f64 a[30:31], v234, s[76:79], m0 idxen
flat_load_ubyte a124, v[12:13] glc slc
flat_load_ubyte a255, v[240:241] offset:330 glc scc
flat_load_ubyte a164, v[2:3] offset:4042 scc
flat_load_ubyte a18, v[246:247] offset:874 slc
scratch_load_ubyte a196, v29, off offset:1454 scc
scratch_load_ubyte a40, v22, off offset:-641 slc
scratch_load_ubyte v28, off, s2 offset:-2438 glc
global_load_ubyte v10, v27, s[88:89] offset:-534 glc slc
global_load_ubyte v41, v77, s[100:101] offset:2006 glc
global_load_ubyte v48, v[16:17], off
flat_load_sbyte a144, v[4:5] scc
flat_load_sbyte a136, v[128:129] offset:3278 slc scc
flat_load_sbyte a36, v[224:225] slc scc
flat_load_sbyte a255, v[136:137] offset:2245 glc slc
scratch_load_sbyte v164, v117, off offset:-3717
scratch_load_sbyte a255, off, s57 slc scc
scratch_load_sbyte v171, off, s76 offset:-1736 slc
scratch_load_sbyte v115, off, s75 offset:3279
global_load_sbyte v4, v110, s[72:73] offset:2311 scc
global_load_sbyte v134, v[6:7], off offset:-1187 glc
flat_load_ushort a26, v[244:245]
flat_load_ushort a72, v[20:21] scc
flat_load_ushort v1, v[226:227] scc
flat_load_ushort v45, v[222:223] offset:1439 glc slc
scratch_load_ushort v17, off, s43
scratch_load_ushort v104, off, s97 offset:-910
scratch_load_ushort a2, off, s81 offset:-1204 glc
global_load_ushort a69, v[26:27], off offset:-1535 glc slc scc
global_load_ushort v53, v[160:161], off offset:1624 glc slc
global_load_ushort a36, v[240:241], off glc slc scc
global_load_ushort v77, v[180:181], off offset:235
flat_load_sshort v203, v[232:233]
flat_load_sshort a255, v[16:17] offset:598 glc slc
flat_load_sshort v23, v[68:69] offset:642 slc
flat_load_sshort a157, v[12:13] glc
scratch_load_sshort v6, v221, off slc
global_load_sshort v2, v21, s[58:59] offset:-3596 glc slc
global_load_sshort v9, v28, s[2:3] offset:3635 scc
global_load_sshort v18, v[156:157], off offset:-516 slc
global_load_sshort v110, v[194:195], off offset:3071 glc
flat_load_dword a255, v[22:23] offset:2012 scc
flat_load_dword a131, v[240:241] offset:1882 slc scc
flat_load_dword a155, v[92:93]
flat_load_dword v83, v[2:3] offset:1811 slc scc
scratch_load_dword v24, v255, off offset:-1417 glc scc
scratch_load_dword v30, off, s59 offset:2280 glc scc
scratch_load_dword v41, off, s91 scc
scratch_load_dword a12, off, s84 offset:-3197 glc slc scc
global_load_dword v150, v[232:233], off slc scc
global_load_dword v22, v255, s[26:27] offset:1703 scc
flat_load_dwordx2 v[186:187], v[22:23] offset:2711 slc
flat_load_dwordx2 a[30:31], v[106:107] offset:3411 glc slc scc
flat_load_dwordx2 a[8:9], v[142:143] slc scc
flat_load_dwordx2 a[18:19], v[46:47] offset:1794 scc
scratch_load_dwordx2 v[102:103], off, s44 offset:1116 glc slc scc
scratch_load_dwordx2 a[24:25], off, s46 offset:2670 glc
scratch_load_dwordx2 v[254:255], v236, off offset:2245 scc
scratch_load_dwordx2 v[48:49], v2, off offset:425 slc scc
global_load_dwordx2 a[18:19], v[16:17], off offset:-249 glc
global_load_dwordx2 a[6:7], v159, s[64:65] offset:4057 slc scc
global_load_dwordx2 a[44:45], v255, s[100:101] glc slc
global_load_dwordx2 a[186:187], v4, s[64:65] offset:3553 glc slc
flat_load_dwordx3 a[10:12], v[244:245] slc scc
flat_load_dwordx3 a[28:30], v[2:3] offset:2991
flat_load_dwordx3 v[94:96], v[2:3] offset:463
flat_load_dwordx3 v[28:30], v[104:105] offset:2660 slc scc
scratch_load_dwordx3 v[252:254], off, s42 offset:1873
scratch_load_dwordx3 a[22:24], off, s44 offset:-1860 glc scc
scratch_load_dwordx3 v[0:2], v194, off offset:-2073
scratch_load_dwordx3 a[58:60], off, s72 offset:-1487 scc
global_load_dwordx3 v[132:134], v[10:11], off
global_load_dwordx3 v[252:254], v185, s[60:61] offset:-1768 slc
global_load_dwordx3 v[164:166], v[4:5], off offset:2025 slc scc
global_load_dwordx3 v[58:60], v31, s[20:21] glc
flat_load_dwordx4 a[182:185], v[178:179] offset:1160 glc
flat_load_dwordx4 v[2:5], v[86:87] offset:1372
flat_load_dwordx4 a[94:97], v[244:245] glc
flat_load_dwordx4 v[252:255], v[24:25] glc
scratch_load_dwordx4 a[252:255], off, s100 offset:-2261
scratch_load_dwordx4 a[134:137], off, s56 offset:-3055
scratch_load_dwordx4 a[252:255], off, s11 offset:573 glc
scratch_load_dwordx4 a[172:175], off, s8
global_load_dwordx4 v[116:119], v[254:255], off offset:-1487 slc
global_load_dwordx4 v[252:255], v255, s[68:69] offset:3164
global_load_dwordx4 v[112:115], v[158:159], off offset:131
global_load_dwordx4 a[88:91], v[236:237], off offset:404 slc
flat_store_byte v[92:93], v216 offset:855 slc scc
flat_store_byte v[122:123], v140 offset:1760 glc scc
flat_store_byte v[88:89], a125 offset:2546 scc
flat_store_byte v[120:121], v181 offset:848 glc slc
scratch_store_byte off, v165, s33 slc scc
scratch_store_byte off, a186, s23 glc slc
scratch_store_byte v50, a1, off offset:2898 scc
scratch_store_byte off, a217, s67 offset:-3853 slc scc
global_store_byte v[212:213], a10, off
global_store_byte v250, v24, s[62:63] offset:-101 glc slc
global_store_byte v[2:3], a208, off slc
global_store_byte v115, a18, s[54:55] glc
flat_store_byte_d16_hi v[28:29], v111 offset:2401 glc scc
flat_store_byte_d16_hi v[4:5], a179 offset:2099 glc scc
flat_store_byte_d16_hi v[180:181], v20 offset:2956 glc slc
flat_store_byte_d16_hi v[4:5], v19
scratch_store_byte_d16_hi off, v116, s7 offset:1616 glc slc scc
scratch_store_byte_d16_hi off, v88, s20 offset:-2992
scratch_store_byte_d16_hi v28, v241, off slc
scratch_store_byte_d16_hi off, v251, s97
global_store_byte_d16_hi v[4:5], v232, off offset:-1515 glc scc
global_store_byte_d16_hi v158, v106, s[62:63] offset:-2471 slc
global_store_byte_d16_hi v[74:75], a2, off offset:-1957 glc slc scc
global_store_byte_d16_hi v[24:25], a12, off offset:-1850 glc
flat_store_short v[10:11], v182 offset:3546 scc
flat_store_short v[184:185], v95
flat_store_short v[188:189], v15 glc slc
flat_store_short v[80:81], v99 slc scc
scratch_store_short off, v105, s0 glc slc
scratch_store_short v36, v55, off offset:1698
scratch_store_short off, v99, s100 offset:2970 glc scc
scratch_store_short off, v131, s91 offset:383 slc
global_store_short v14, a87, s[96:97] offset:-450 glc slc
global_store_short v92, a164, s[72:73] slc
global_store_short v[76:77], a143, off offset:-1409 scc
global_store_short v[24:25], a9, off offset:-3552 glc slc scc
flat_store_short_d16_hi v[180:181], a29 offset:2388 glc
flat_store_short_d16_hi v[50:51], a22 offset:1680
flat_store_short_d16_hi v[178:179], a118 offset:3934 glc slc scc
flat_store_short_d16_hi v[78:79], v132 offset:1191 slc scc
scratch_store_short_d16_hi off, v158, s58 offset:4070 slc
scratch_store_short_d16_hi v6, v217, off offset:2320 glc scc
scratch_store_short_d16_hi off, v15, s65 scc
scratch_store_short_d16_hi off, v174, s70 offset:-668 glc
global_store_short_d16_hi v16, a56, s[96:97] offset:-82 glc
global_store_short_d16_hi v[100:101], v114, off offset:-3460 glc scc
global_store_short_d16_hi v[158:159], v18, off offset:3475
global_store_short_d16_hi v71, a22, s[86:87] glc scc
flat_store_dword v[230:231], a255
flat_store_dword v[236:237], a111 offset:567 glc scc
flat_store_dword v[84:85], a179
flat_store_dword v[14:15], a236 offset:118 scc
scratch_store_dword off, a5, s54 offset:-3738
scratch_store_dword off, v80, s85 offset:-2934
scratch_store_dword off, a24, s40 slc
scratch_store_dword v118, v134, off
global_store_dword v20, v176, s[100:101] glc
global_store_dword v[228:229], v255, off offset:-1000
global_store_dword v[254:255], v255, off offset:-759
global_store_dword v18, v224, s[14:15] offset:3590 glc slc
flat_store_dwordx2 v[12:13], a[96:97] glc scc
flat_store_dwordx2 v[70:71], a[86:87] offset:981
flat_store_dwordx2 v[174:175], v[174:175] offset:700 glc slc
flat_store_dwordx2 v[250:251], a[14:15] slc
scratch_store_dwordx2 v64, a[132:133], off glc slc
scratch_store_dwordx2 off, a[182:183], s41 offset:3559
scratch_store_dwordx2 off, a[146:147], s55 scc
scratch_store_dwordx2 off, v[224:225], s32 offset:3473 glc scc
global_store_dwordx2 v[62:63], a[254:255], off offset:3167 glc
global_store_dwordx2 v[16:17], a[90:91], off offset:4022 glc slc
global_store_dwordx2 v[192:193], v[68:69], off offset:-2604 glc slc scc
global_store_dwordx2 v[254:255], a[58:59], off offset:-1185 glc scc
flat_store_dwordx3 v[14:15], a[14:16] offset:2806 glc slc scc
flat_store_dwordx3 v[172:173], v[18:20] offset:3240 slc
flat_store_dwordx3 v[192:193], a[0:2] offset:1501 glc scc
flat_store_dwordx3 v[0:1], a[26:28] offset:858 glc scc
scratch_store_dwordx3 v146, v[72:74], off offset:578
scratch_store_dwordx3 v17, a[12:14], off slc
scratch_store_dwordx3 v25, a[108:110], off offset:-3517 glc
scratch_store_dwordx3 v255, a[40:42], off offset:4054
global_store_dwordx3 v255, a[156:158], s[28:29] offset:-2926
global_store_dwordx3 v[254:255], v[18:20], off
global_store_dwordx3 v49, v[30:32], s[10:11] offset:-2749 slc scc
global_store_dwordx3 v[20:21], a[190:192], off offset:-1773 glc slc scc
flat_store_dwordx4 v[90:91], a[178:181] offset:778
flat_store_dwordx4 v[254:255], a[166:169] offset:2934 glc
flat_store_dwordx4 v[198:199], a[252:255] offset:1166 scc
flat_store_dwordx4 v[20:21], a[252:255]
scratch_store_dwordx4 v246, a[6:9], off offset:-1414 glc
scratch_store_dwordx4 off, v[56:59], s59 offset:1624 glc slc scc
scratch_store_dwordx4 off, a[240:243], s71 offset:-865 slc
scratch_store_dwordx4 off, a[22:25], s80 offset:-534
global_store_dwordx4 v7, v[20:23], s[14:15] slc scc
global_store_dwordx4 v[196:197], v[82:85], off offset:3262
global_store_dwordx4 v[10:11], v[206:209], off offset:-264 scc
global_store_dwordx4 v218, v[126:129], s[22:23] offset:-1848 scc
flat_load_ubyte_d16 v15, v[28:29]
flat_load_ubyte_d16 v21, v[34:35] offset:1019 glc slc
flat_load_ubyte_d16 v210, v[254:255] offset:1183 glc
flat_load_ubyte_d16 a2, v[8:9] offset:524 glc slc
scratch_load_ubyte_d16 a26, off, s88 offset:-376 glc
scratch_load_ubyte_d16 a139, v30, off glc
scratch_load_ubyte_d16 a255, v255, off offset:673 slc scc
scratch_load_ubyte_d16 a16, v241, off offset:-940 glc slc
global_load_ubyte_d16 v147, v28, s[74:75] offset:284 scc
global_load_ubyte_d16 a253, v16, s[62:63] offset:3478 glc
global_load_ubyte_d16 v20, v1, s[14:15] slc scc
global_load_ubyte_d16 v13, v23, s[80:81] offset:2535 glc slc scc
flat_load_ubyte_d16_hi v1, v[84:85] offset:1389 slc scc
flat_load_ubyte_d16_hi v130, v[2:3] offset:3922
flat_load_ubyte_d16_hi a61, v[10:11] offset:2559 slc scc
flat_load_ubyte_d16_hi v95, v[116:117] glc
scratch_load_ubyte_d16_hi a242, off, s24 offset:-3283 glc scc
scratch_load_ubyte_d16_hi a165, off, s34 glc
scratch_load_ubyte_d16_hi v251, v11, off offset:3856
scratch_load_ubyte_d16_hi v178, off, s92 offset:1201 glc scc
global_load_ubyte_d16_hi a193, v[22:23], off offset:910 glc slc
global_load_ubyte_d16_hi a58, v[20:21], off offset:-3048
global_load_ubyte_d16_hi a132, v[246:247], off offset:83 glc slc
global_load_ubyte_d16_hi a109, v157, s[74:75] offset:-3575 glc scc
flat_load_sbyte_d16 v5, v[240:241] offset:843 slc
flat_load_sbyte_d16 a238, v[12:13] offset:870 glc
flat_load_sbyte_d16 a87, v[10:11] offset:4066 glc
flat_load_sbyte_d16 v255, v[254:255] offset:824 glc slc
scratch_load_sbyte_d16 v13, off, s86 offset:219 slc scc
scratch_load_sbyte_d16 a25, v21, off offset:1234 slc
scratch_load_sbyte_d16 a226, off, s100 scc
scratch_load_sbyte_d16 a113, v58, off offset:1692 slc scc
global_load_sbyte_d16 a230, v[140:141], off offset:3180 scc
global_load_sbyte_d16 a102, v27, s[100:101] offset:234 slc
global_load_sbyte_d16 a9, v[94:95], off offset:-86 scc
global_load_sbyte_d16 a9, v31, s[12:13] offset:-1842
flat_load_sbyte_d16_hi v223, v[28:29] offset:969
flat_load_sbyte_d16_hi v3, v[222:223] offset:2959
flat_load_sbyte_d16_hi a20, v[234:235] offset:2202 scc
flat_load_sbyte_d16_hi a49, v[6:7] offset:2162 glc
scratch_load_sbyte_d16_hi v22, v231, off glc slc
scratch_load_sbyte_d16_hi v61, off, s55 offset:108
scratch_load_sbyte_d16_hi v114, off, s64
scratch_load_sbyte_d16_hi v243, off, s86 offset:-3897 glc
global_load_sbyte_d16_hi v143, v4, s[50:51] offset:-900 slc scc
global_load_sbyte_d16_hi a183, v[174:175], off offset:-3545 glc
global_load_sbyte_d16_hi a18, v[236:237], off offset:-3042 slc scc
global_load_sbyte_d16_hi a58, v[10:11], off offset:-1668 slc
flat_load_short_d16 a23, v[254:255] offset:3096 glc scc
flat_load_short_d16 a13, v[114:115] offset:3068 glc slc scc
flat_load_short_d16 v177, v[16:17] offset:965
flat_load_short_d16 a170, v[0:1] offset:1322 glc
scratch_load_short_d16 a255, off, s69 offset:2086 scc
scratch_load_short_d16 a179, v151, off offset:2866
scratch_load_short_d16 a188, off, s74 offset:3089
scratch_load_short_d16 a1, off, s17 scc
global_load_short_d16 v238, v189, s[28:29] offset:2104
global_load_short_d16 v19, v[94:95], off offset:-316 glc
global_load_short_d16 v239, v[202:203], off glc slc scc
global_load_short_d16 a144, v202, s[58:59] glc scc
flat_load_short_d16_hi v9, v[12:13]
flat_load_short_d16_hi v255, v[12:13] offset:3336 scc
flat_load_short_d16_hi a143, v[150:151] offset:2655 glc
flat_load_short_d16_hi v186, v[18:19] offset:1670 glc
scratch_load_short_d16_hi v192, v158, off offset:1918 scc
scratch_load_short_d16_hi a61, off, s61 offset:-2625 glc scc
scratch_load_short_d16_hi v240, v149, off offset:1682 slc scc
scratch_load_short_d16_hi v21, off, s74 offset:1186 glc
global_load_short_d16_hi v10, v189, s[76:77] slc
global_load_short_d16_hi v3, v[24:25], off glc slc
global_load_short_d16_hi a85, v4, s[96:97] slc scc
global_load_short_d16_hi a75, v20, s[76:77] offset:-3611 slc
flat_atomic_swap v[180:181], a191 slc
flat_atomic_swap v[242:243], v103 offset:1603 slc scc
flat_atomic_swap v[40:41], a188 slc
flat_atomic_swap v[76:77], v18
flat_atomic_swap v31, v[190:191], v164 offset:3490 glc scc
flat_atomic_swap v62, v[254:255], v187 offset:2959 glc slc scc
flat_atomic_swap v23, v[186:187], v173 offset:2949 glc
flat_atomic_swap a22, v[54:55], a255 offset:3559 glc slc
global_atomic_swap v[116:117], v134, off
global_atomic_swap v207, v3, s[0:1] offset:2272 slc scc
global_atomic_swap v11, v57, s[14:15] offset:-2276
global_atomic_swap v[234:235], a36, off offset:-3715
global_atomic_swap a145, v[6:7], a26, off glc slc scc
global_atomic_swap v115, v[178:179], v69, off offset:-2284 glc slc
global_atomic_swap a36, v[222:223], a69, off offset:-2228 glc scc
global_atomic_swap a8, v[194:195], a33, off glc
flat_atomic_cmpswap v[54:55], a[88:89] offset:40
flat_atomic_cmpswap v[90:91], a[126:127] scc
flat_atomic_cmpswap v[208:209], a[180:181] offset:544 slc
flat_atomic_cmpswap v[110:111], v[250:251] offset:3129 slc
flat_atomic_cmpswap a167, v[18:19], a[46:47] offset:2806 glc
flat_atomic_cmpswap v22, v[232:233], v[4:5] offset:3295 glc slc
flat_atomic_cmpswap v0, v[110:111], v[166:167] offset:731 glc
flat_atomic_cmpswap a255, v[18:19], a[40:41] glc
global_atomic_cmpswap v249, a[200:201], s[92:93] slc scc
global_atomic_cmpswap v210, v[64:65], s[86:87] offset:3477 scc
global_atomic_cmpswap v185, a[30:31], s[20:21] offset:-3879 slc scc
global_atomic_cmpswap v119, v[168:169], s[44:45] offset:555 slc
global_atomic_cmpswap a250, v12, a[62:63], s[84:85] offset:3276 glc slc scc
global_atomic_cmpswap a33, v125, a[50:51], s[48:49] offset:3279 glc slc
global_atomic_cmpswap a0, v191, a[10:11], s[78:79] offset:-4045 glc
global_atomic_cmpswap a88, v238, a[64:65], s[98:99] glc slc scc
flat_atomic_add v[74:75], v21 offset:978 slc scc
flat_atomic_add v[16:17], v11 offset:4011
flat_atomic_add v[20:21], a24 offset:1158
flat_atomic_add v[20:21], v247 scc
flat_atomic_add a19, v[8:9], a47 offset:2964 glc scc
flat_atomic_add v85, v[152:153], v255 offset:2592 glc
flat_atomic_add a1, v[18:19], a174 offset:3625 glc
flat_atomic_add v164, v[86:87], v150 offset:2203 glc scc
global_atomic_add v[12:13], v6, off offset:1678
global_atomic_add v95, a147, s[72:73] slc scc
global_atomic_add v[26:27], v1, off offset:739
global_atomic_add v18, v184, s[64:65] offset:-164 scc
global_atomic_add v15, v123, v255, s[70:71] offset:-1841 glc scc
global_atomic_add v169, v[10:11], v105, off offset:-3072 glc slc
global_atomic_add a20, v[208:209], a5, off offset:-2956 glc scc
global_atomic_add v8, v127, v92, s[72:73] offset:-838 glc slc
flat_atomic_sub v[142:143], a29
flat_atomic_sub v[68:69], a72 slc
flat_atomic_sub v[82:83], v110 scc
flat_atomic_sub v[140:141], a126 offset:165
flat_atomic_sub a213, v[46:47], a31 offset:1527 glc scc
flat_atomic_sub v10, v[148:149], v12 offset:78 glc slc
flat_atomic_sub v17, v[52:53], v242 glc slc
flat_atomic_sub v25, v[146:147], v90 offset:868 glc slc scc
global_atomic_sub v215, v4, s[74:75] scc
global_atomic_sub v[216:217], v218, off scc
global_atomic_sub v15, a0, s[88:89] offset:-1463 scc
global_atomic_sub v[172:173], a194, off
global_atomic_sub a194, v27, a179, s[64:65] offset:-589 glc slc
global_atomic_sub v1, v13, v98, s[24:25] glc
global_atomic_sub v179, v18, v255, s[0:1] offset:3824 glc slc
global_atomic_sub a93, v[188:189], a26, off offset:-2458 glc
flat_atomic_smin v[150:151], v222
flat_atomic_smin v[254:255], v0
flat_atomic_smin v[186:187], v11 offset:670 slc scc
flat_atomic_smin v[204:205], v23
flat_atomic_smin a2, v[22:23], a75 offset:2136 glc
flat_atomic_smin a21, v[12:13], a142 offset:1890 glc slc
flat_atomic_smin v255, v[6:7], v255 offset:946 glc slc scc
flat_atomic_smin a21, v[204:205], a255 offset:643 glc slc scc
global_atomic_smin v24, v210, s[64:65] offset:-96 scc
global_atomic_smin v[254:255], v255, off offset:726
global_atomic_smin v30, a255, s[92:93] offset:-648 scc
global_atomic_smin v[2:3], v181, off offset:2168 slc scc
global_atomic_smin a255, v[52:53], a5, off offset:422 glc scc
global_atomic_smin v86, v20, v199, s[78:79] offset:-1155 glc scc
global_atomic_smin a255, v152, a208, s[44:45] offset:-3648 glc
global_atomic_smin a23, v59, a118, s[52:53] offset:-3658 glc slc
flat_atomic_umin v[90:91], a8 offset:2496 slc
flat_atomic_umin v[30:31], v32 scc
flat_atomic_umin v[24:25], v132
flat_atomic_umin v[192:193], a31 offset:110 slc scc
flat_atomic_umin v14, v[90:91], v120 glc slc scc
flat_atomic_umin v118, v[84:85], v255 offset:11 glc
flat_atomic_umin a21, v[228:229], a66 offset:1630 glc
flat_atomic_umin v84, v[94:95], v6 glc scc
global_atomic_umin v[84:85], v166, off offset:1463
global_atomic_umin v[254:255], a156, off offset:-764
global_atomic_umin v[254:255], v255, off offset:2827 slc
global_atomic_umin v[10:11], v112, off
global_atomic_umin a14, v[206:207], a58, off offset:-867 glc slc
global_atomic_umin a146, v[124:125], a250, off offset:-3101 glc scc
global_atomic_umin a23, v[254:255], a3, off glc slc scc
global_atomic_umin v2, v[100:101], v207, off glc slc
flat_atomic_smax v[250:251], a220 offset:3897
flat_atomic_smax v[240:241], a0 offset:2887
flat_atomic_smax v[2:3], a9 offset:780
flat_atomic_smax v[138:139], v255
flat_atomic_smax v59, v[252:253], v215 offset:1073 glc slc
flat_atomic_smax v159, v[30:31], v255 offset:1795 glc
flat_atomic_smax v38, v[92:93], v26 offset:3740 glc
flat_atomic_smax v149, v[128:129], v74 offset:2620 glc slc scc
global_atomic_smax v31, v255, s[6:7] offset:-978 scc
global_atomic_smax v99, v17, s[56:57] slc scc
global_atomic_smax v[254:255], a1, off offset:4052 slc
global_atomic_smax v[26:27], v20, off offset:1329
global_atomic_smax v161, v[4:5], v55, off glc slc
global_atomic_smax a120, v[10:11], a246, off offset:1985 glc slc scc
global_atomic_smax v30, v[26:27], v224, off offset:2896 glc slc scc
global_atomic_smax v13, v[18:19], v51, off offset:2152 glc slc scc
flat_atomic_umax v[26:27], a17 offset:1576
flat_atomic_umax v[186:187], a226 slc
flat_atomic_umax v[108:109], v73 offset:1179 scc
flat_atomic_umax v[232:233], v228 slc scc
flat_atomic_umax v19, v[8:9], v27 offset:2535 glc
flat_atomic_umax v25, v[10:11], v235 offset:1776 glc scc
flat_atomic_umax a90, v[172:173], a11 glc slc
flat_atomic_umax a166, v[132:133], a151 offset:3224 glc
global_atomic_umax v5, v192, s[68:69] offset:-3395 slc
global_atomic_umax v[28:29], a4, off offset:3221
global_atomic_umax v10, a163, s[32:33] offset:-2879 slc
global_atomic_umax v232, v113, s[54:55] offset:-633 scc
global_atomic_umax a203, v[58:59], a182, off glc slc
global_atomic_umax a220, v4, a35, s[6:7] offset:1000 glc slc scc
global_atomic_umax a115, v2, a21, s[86:87] offset:1631 glc
global_atomic_umax a44, v[26:27], a30, off offset:1197 glc scc
flat_atomic_and v[254:255], v18 offset:1804 slc
flat_atomic_and v[70:71], v167 offset:3071 slc scc
flat_atomic_and v[90:91], v210 slc scc
flat_atomic_and v[90:91], a8 offset:902 slc
flat_atomic_and v21, v[26:27], v209 offset:2604 glc slc scc
flat_atomic_and v26, v[154:155], v140 offset:2637 glc slc scc
flat_atomic_and a61, v[166:167], a31 offset:3064 glc slc scc
flat_atomic_and a131, v[10:11], a86 offset:4051 glc slc
global_atomic_and v[24:25], v57, off offset:1489
global_atomic_and v[152:153], v3, off offset:-2820
global_atomic_and v21, v83, s[6:7] offset:-3974 slc
global_atomic_and v[114:115], a12, off offset:2301 scc
global_atomic_and v36, v207, v139, s[8:9] glc slc
global_atomic_and a4, v4, a74, s[98:99] offset:1591 glc slc
global_atomic_and v24, v[24:25], v143, off offset:2108 glc slc scc
global_atomic_and a29, v246, a5, s[86:87] offset:-1715 glc
flat_atomic_or v[230:231], v4 offset:3878 slc
flat_atomic_or v[0:1], v175 offset:1252
flat_atomic_or v[252:253], a7 offset:238
flat_atomic_or v[6:7], a248 scc
flat_atomic_or v255, v[28:29], v119 glc slc scc
flat_atomic_or v191, v[160:161], v31 offset:2590 glc
flat_atomic_or a16, v[40:41], a255 offset:603 glc
flat_atomic_or a22, v[2:3], a60 offset:1622 glc
global_atomic_or v182, v27, s[0:1] offset:115 slc scc
global_atomic_or v[196:197], a5, off offset:-533 scc
global_atomic_or v[2:3], a37, off
global_atomic_or v130, a13, s[72:73] slc
global_atomic_or v17, v22, v16, s[12:13] offset:-1255 glc slc
global_atomic_or a29, v63, a241, s[24:25] offset:-1588 glc slc
global_atomic_or a212, v26, a255, s[80:81] offset:4008 glc
global_atomic_or v20, v27, v184, s[100:101] glc
flat_atomic_xor v[254:255], v133 offset:3664
flat_atomic_xor v[194:195], a13 slc
flat_atomic_xor v[84:85], v208 offset:2048
flat_atomic_xor v[226:227], v121
flat_atomic_xor a255, v[28:29], a131 glc scc
flat_atomic_xor a9, v[202:203], a23 offset:1001 glc
flat_atomic_xor a79, v[16:17], a208 offset:358 glc slc scc
flat_atomic_xor v6, v[170:171], v114 offset:3283 glc slc
global_atomic_xor v[6:7], v180, off offset:663
global_atomic_xor v210, v181, s[2:3] offset:-542
global_atomic_xor v[30:31], a124, off offset:-396
global_atomic_xor v222, v51, s[88:89] offset:-419 scc
global_atomic_xor v233, v[198:199], v11, off glc slc scc
global_atomic_xor a27, v255, a142, s[50:51] glc
global_atomic_xor v61, v10, v4, s[72:73] offset:369 glc
global_atomic_xor a20, v[12:13], a30, off offset:-345 glc slc scc
flat_atomic_inc v[0:1], a4 offset:2671
flat_atomic_inc v[18:19], a14 offset:722
flat_atomic_inc v[38:39], v21 offset:1174 scc
flat_atomic_inc v[190:191], a113 offset:1159 scc
flat_atomic_inc a26, v[254:255], a17 glc
flat_atomic_inc v22, v[162:163], v220 offset:2940 glc slc scc
flat_atomic_inc v8, v[60:61], v26 offset:1572 glc slc
flat_atomic_inc a245, v[74:75], a206 offset:1094 glc slc
global_atomic_inc v231, a161, s[32:33] slc
global_atomic_inc v134, v87, s[16:17] offset:-2803
global_atomic_inc v[4:5], v38, off offset:2191
global_atomic_inc v[156:157], a240, off
global_atomic_inc a16, v[156:157], a243, off offset:1042 glc
global_atomic_inc v21, v[24:25], v16, off offset:779 glc
global_atomic_inc a224, v94, a22, s[0:1] offset:2809 glc
global_atomic_inc a0, v[24:25], a255, off glc slc
flat_atomic_dec v[2:3], v9 offset:816
flat_atomic_dec v[236:237], a110
flat_atomic_dec v[254:255], a97 offset:3479 slc
flat_atomic_dec v[64:65], a229 offset:343 scc
flat_atomic_dec a229, v[0:1], a24 offset:2114 glc scc
flat_atomic_dec a90, v[94:95], a39 offset:3874 glc scc
flat_atomic_dec v132, v[0:1], v23 offset:2368 glc slc scc
flat_atomic_dec v24, v[24:25], v4 offset:2645 glc scc
global_atomic_dec v148, a29, s[60:61] offset:3905
global_atomic_dec v13, a165, s[48:49] offset:3365
global_atomic_dec v157, a255, s[60:61] offset:1911 scc
global_atomic_dec v[180:181], a127, off offset:-2582 slc
global_atomic_dec v169, v95, v48, s[8:9] offset:-2533 glc scc
global_atomic_dec a106, v[102:103], a133, off offset:-2139 glc
global_atomic_dec a23, v112, a13, s[18:19] offset:1212 glc scc
global_atomic_dec a88, v79, a28, s[68:69] glc scc
flat_atomic_swap_x2 v[200:201], v[18:19]
flat_atomic_swap_x2 v[254:255], a[54:55] scc
flat_atomic_swap_x2 v[92:93], a[14:15] offset:2184
flat_atomic_swap_x2 v[184:185], v[208:209] offset:252 slc
flat_atomic_swap_x2 a[2:3], v[2:3], a[40:41] offset:1436 glc
flat_atomic_swap_x2 v[26:27], v[58:59], v[12:13] offset:3473 glc slc
flat_atomic_swap_x2 v[254:255], v[84:85], v[192:193] glc slc
flat_atomic_swap_x2 a[2:3], v[254:255], a[254:255] glc slc
global_atomic_swap_x2 v255, v[126:127], s[92:93] offset:-441 scc
global_atomic_swap_x2 v[18:19], v[56:57], off offset:2525
global_atomic_swap_x2 v[28:29], a[4:5], off scc
global_atomic_swap_x2 v140, v[12:13], s[4:5] offset:-3100
global_atomic_swap_x2 v[28:29], v[204:205], v[2:3], off offset:-763 glc slc
global_atomic_swap_x2 v[226:227], v255, v[246:247], s[28:29] glc slc scc
global_atomic_swap_x2 a[236:237], v255, a[10:11], s[22:23] offset:-3026 glc
global_atomic_swap_x2 a[52:53], v[76:77], a[128:129], off glc slc
flat_atomic_cmpswap_x2 v[30:31], a[62:65] offset:1559 slc scc
flat_atomic_cmpswap_x2 v[128:129], a[244:247] offset:2968 scc
flat_atomic_cmpswap_x2 v[76:77], v[194:197] offset:896
flat_atomic_cmpswap_x2 v[6:7], v[176:179] slc
flat_atomic_cmpswap_x2 v[14:15], v[144:145], v[252:255] glc
flat_atomic_cmpswap_x2 a[192:193], v[130:131], a[212:215] offset:3956 glc
flat_atomic_cmpswap_x2 a[172:173], v[196:197], a[10:13] offset:2295 glc
flat_atomic_cmpswap_x2 v[8:9], v[140:141], v[8:11] offset:2771 glc slc
global_atomic_cmpswap_x2 v[184:185], a[184:187], off scc
global_atomic_cmpswap_x2 v148, v[24:27], s[50:51] offset:2597 slc
global_atomic_cmpswap_x2 v184, v[36:39], s[92:93] slc scc
global_atomic_cmpswap_x2 v255, v[192:195], s[42:43] offset:1139
global_atomic_cmpswap_x2 v[30:31], v[18:19], v[4:7], off offset:73 glc slc scc
global_atomic_cmpswap_x2 a[58:59], v8, a[16:19], s[12:13] offset:326 glc
global_atomic_cmpswap_x2 v[22:23], v[16:17], v[12:15], off offset:-2872 glc slc
global_atomic_cmpswap_x2 a[160:161], v25, a[70:73], s[18:19] offset:463 glc scc
flat_atomic_add_x2 v[20:21], v[130:131] offset:2859 slc
flat_atomic_add_x2 v[158:159], a[12:13]
flat_atomic_add_x2 v[224:225], a[128:129] offset:2874
flat_atomic_add_x2 v[84:85], a[4:5] offset:2963 slc
flat_atomic_add_x2 v[10:11], v[42:43], v[0:1] offset:1689 glc scc
flat_atomic_add_x2 a[22:23], v[200:201], a[132:133] offset:2494 glc
flat_atomic_add_x2 a[244:245], v[66:67], a[98:99] offset:3557 glc scc
flat_atomic_add_x2 a[12:13], v[2:3], a[162:163] glc slc scc
global_atomic_add_x2 v[98:99], a[18:19], off offset:-524
global_atomic_add_x2 v161, a[222:223], s[78:79] offset:2164
global_atomic_add_x2 v[110:111], v[252:253], off offset:1165 slc scc
global_atomic_add_x2 v[124:125], a[48:49], off offset:3103 slc scc
global_atomic_add_x2 a[40:41], v43, a[168:169], s[54:55] offset:2123 glc
global_atomic_add_x2 a[152:153], v46, a[242:243], s[92:93] glc
global_atomic_add_x2 a[10:11], v111, a[30:31], s[62:63] offset:3648 glc slc
global_atomic_add_x2 v[80:81], v[0:1], v[18:19], off offset:1286 glc scc
flat_atomic_sub_x2 v[236:237], v[46:47] slc
flat_atomic_sub_x2 v[254:255], a[28:29] offset:1767 scc
flat_atomic_sub_x2 v[254:255], v[52:53] offset:719
flat_atomic_sub_x2 v[20:21], a[184:185] offset:905 slc scc
flat_atomic_sub_x2 v[224:225], v[26:27], v[198:199] glc slc scc
flat_atomic_sub_x2 a[12:13], v[30:31], a[108:109] offset:1397 glc
flat_atomic_sub_x2 a[34:35], v[240:241], a[16:17] offset:2736 glc scc
flat_atomic_sub_x2 a[126:127], v[154:155], a[254:255] offset:2004 glc slc
global_atomic_sub_x2 v12, v[160:161], s[18:19] offset:-1965 slc scc
global_atomic_sub_x2 v16, a[6:7], s[100:101] offset:-169 slc
global_atomic_sub_x2 v[132:133], v[0:1], off
global_atomic_sub_x2 v[98:99], a[246:247], off
global_atomic_sub_x2 a[100:101], v255, a[206:207], s[100:101] glc slc scc
global_atomic_sub_x2 a[22:23], v[208:209], a[24:25], off glc slc scc
global_atomic_sub_x2 a[162:163], v[178:179], a[14:15], off offset:407 glc
global_atomic_sub_x2 a[28:29], v[20:21], a[254:255], off glc slc scc
flat_atomic_smin_x2 v[18:19], a[2:3] offset:1380
flat_atomic_smin_x2 v[8:9], v[18:19] offset:1682
flat_atomic_smin_x2 v[80:81], v[62:63] offset:105 scc
flat_atomic_smin_x2 v[254:255], a[246:247] offset:625
flat_atomic_smin_x2 v[20:21], v[10:11], v[26:27] offset:2301 glc slc
flat_atomic_smin_x2 v[42:43], v[2:3], v[162:163] offset:1309 glc slc
flat_atomic_smin_x2 v[204:205], v[20:21], v[6:7] offset:2261 glc slc scc
flat_atomic_smin_x2 v[108:109], v[26:27], v[254:255] glc slc
global_atomic_smin_x2 v[208:209], a[10:11], off offset:3128
global_atomic_smin_x2 v229, a[18:19], s[100:101]
global_atomic_smin_x2 v[66:67], a[24:25], off offset:2123 scc
global_atomic_smin_x2 v[2:3], a[136:137], off scc
global_atomic_smin_x2 a[246:247], v105, a[2:3], s[70:71] offset:-521 glc
global_atomic_smin_x2 a[16:17], v28, a[202:203], s[26:27] offset:105 glc
global_atomic_smin_x2 a[188:189], v[20:21], a[68:69], off offset:-1813 glc
global_atomic_smin_x2 v[8:9], v[116:117], v[40:41], off offset:534 glc slc scc
flat_atomic_umin_x2 v[132:133], a[86:87] offset:2985
flat_atomic_umin_x2 v[254:255], v[14:15] offset:3045
flat_atomic_umin_x2 v[106:107], v[218:219] offset:1782
flat_atomic_umin_x2 v[4:5], v[148:149] offset:2047 scc
flat_atomic_umin_x2 v[196:197], v[20:21], v[228:229] offset:389 glc
flat_atomic_umin_x2 v[26:27], v[22:23], v[64:65] offset:1452 glc slc
flat_atomic_umin_x2 v[136:137], v[122:123], v[134:135] glc scc
flat_atomic_umin_x2 a[94:95], v[208:209], a[152:153] offset:2072 glc
global_atomic_umin_x2 v[14:15], v[78:79], off offset:-4008 slc scc
global_atomic_umin_x2 v147, v[152:153], s[74:75] offset:-1982 scc
global_atomic_umin_x2 v[10:11], v[66:67], off offset:853 slc
global_atomic_umin_x2 v[0:1], a[208:209], off offset:-936
global_atomic_umin_x2 v[102:103], v[4:5], v[28:29], off offset:-3622 glc scc
global_atomic_umin_x2 a[10:11], v[240:241], a[110:111], off glc
global_atomic_umin_x2 v[14:15], v[26:27], v[18:19], off offset:-3660 glc slc
global_atomic_umin_x2 a[234:235], v[12:13], a[20:21], off offset:-513 glc
flat_atomic_smax_x2 v[136:137], v[24:25] offset:170 slc scc
flat_atomic_smax_x2 v[224:225], a[78:79] offset:3270 scc
flat_atomic_smax_x2 v[14:15], a[10:11] offset:388 scc
flat_atomic_smax_x2 v[26:27], a[6:7] offset:241 slc scc
flat_atomic_smax_x2 v[2:3], v[226:227], v[238:239] offset:1442 glc
flat_atomic_smax_x2 v[8:9], v[50:51], v[50:51] offset:936 glc slc
flat_atomic_smax_x2 a[0:1], v[58:59], a[42:43] glc slc scc
flat_atomic_smax_x2 a[20:21], v[16:17], a[58:59] glc slc
global_atomic_smax_x2 v19, a[254:255], s[52:53] offset:2343
global_atomic_smax_x2 v[12:13], v[90:91], off offset:-3671 scc
global_atomic_smax_x2 v[10:11], a[24:25], off offset:-111
global_atomic_smax_x2 v231, v[40:41], s[46:47] offset:-3231 slc
global_atomic_smax_x2 a[250:251], v[82:83], a[182:183], off offset:3648 glc
global_atomic_smax_x2 a[28:29], v[192:193], a[16:17], off glc
global_atomic_smax_x2 a[4:5], v103, a[182:183], s[6:7] offset:-1498 glc slc
global_atomic_smax_x2 a[168:169], v[16:17], a[226:227], off offset:441 glc
flat_atomic_umax_x2 v[178:179], a[4:5] offset:2712
flat_atomic_umax_x2 v[16:17], a[126:127] slc
flat_atomic_umax_x2 v[150:151], a[60:61] offset:3484 scc
flat_atomic_umax_x2 v[186:187], v[102:103] offset:1179 slc
flat_atomic_umax_x2 v[254:255], v[124:125], v[126:127] offset:239 glc slc
flat_atomic_umax_x2 a[168:169], v[254:255], a[20:21] glc slc scc
flat_atomic_umax_x2 v[34:35], v[212:213], v[126:127] offset:1998 glc
flat_atomic_umax_x2 v[90:91], v[142:143], v[52:53] offset:4006 glc
global_atomic_umax_x2 v247, a[194:195], s[18:19] offset:-776 scc
global_atomic_umax_x2 v255, v[18:19], s[14:15] offset:-632 slc scc
global_atomic_umax_x2 v7, a[100:101], s[4:5] offset:986 slc
global_atomic_umax_x2 v255, v[208:209], s[10:11] offset:-1642 scc
global_atomic_umax_x2 a[28:29], v227, a[112:113], s[90:91] offset:-4001 glc slc
global_atomic_umax_x2 a[236:237], v[22:23], a[6:7], off offset:3373 glc
global_atomic_umax_x2 v[10:11], v251, v[254:255], s[98:99] offset:3244 glc slc scc
global_atomic_umax_x2 v[30:31], v255, v[6:7], s[22:23] offset:-3171 glc scc
flat_atomic_and_x2 v[168:169], v[30:31]
flat_atomic_and_x2 v[68:69], v[42:43] slc
flat_atomic_and_x2 v[60:61], a[176:177] offset:1094
flat_atomic_and_x2 v[254:255], v[0:1] offset:1478 slc
flat_atomic_and_x2 a[212:213], v[74:75], a[116:117] glc
flat_atomic_and_x2 a[210:211], v[114:115], a[34:35] offset:1377 glc scc
flat_atomic_and_x2 v[4:5], v[200:201], v[12:13] glc scc
flat_atomic_and_x2 a[26:27], v[6:7], a[80:81] offset:2895 glc slc
global_atomic_and_x2 v13, v[22:23], s[64:65] offset:-619
global_atomic_and_x2 v255, v[160:161], s[46:47] scc
global_atomic_and_x2 v[254:255], a[6:7], off offset:271 scc
global_atomic_and_x2 v[14:15], a[28:29], off offset:395 slc
global_atomic_and_x2 v[30:31], v0, v[208:209], s[96:97] glc
global_atomic_and_x2 a[210:211], v[254:255], a[228:229], off offset:3375 glc
global_atomic_and_x2 v[182:183], v[26:27], v[254:255], off offset:-1379 glc
global_atomic_and_x2 a[4:5], v128, a[20:21], s[80:81] offset:431 glc
flat_atomic_or_x2 v[254:255], a[182:183] slc
flat_atomic_or_x2 v[92:93], a[10:11] offset:1237 slc
flat_atomic_or_x2 v[254:255], v[228:229] offset:2710
flat_atomic_or_x2 v[12:13], v[36:37] offset:557
flat_atomic_or_x2 v[254:255], v[254:255], v[186:187] glc slc
flat_atomic_or_x2 a[246:247], v[20:21], a[18:19] offset:1534 glc slc scc
flat_atomic_or_x2 v[182:183], v[2:3], v[30:31] offset:795 glc slc scc
flat_atomic_or_x2 v[196:197], v[2:3], v[192:193] offset:4036 glc slc scc
global_atomic_or_x2 v[174:175], v[18:19], off offset:1545 slc
global_atomic_or_x2 v[8:9], v[10:11], off offset:1985 scc
global_atomic_or_x2 v[26:27], a[150:151], off slc scc
global_atomic_or_x2 v[16:17], v[134:135], off scc
global_atomic_or_x2 v[8:9], v[8:9], v[78:79], off offset:1570 glc slc scc
global_atomic_or_x2 a[198:199], v202, a[26:27], s[48:49] glc
global_atomic_or_x2 v[36:37], v[156:157], v[80:81], off offset:739 glc
global_atomic_or_x2 a[140:141], v[204:205], a[0:1], off glc
flat_atomic_xor_x2 v[16:17], a[146:147] offset:3869 scc
flat_atomic_xor_x2 v[26:27], v[0:1] offset:1508
flat_atomic_xor_x2 v[78:79], a[254:255]
flat_atomic_xor_x2 v[140:141], v[108:109] scc
flat_atomic_xor_x2 v[86:87], v[218:219], v[30:31] offset:681 glc slc scc
flat_atomic_xor_x2 v[200:201], v[148:149], v[218:219] glc
flat_atomic_xor_x2 v[216:217], v[252:253], v[62:63] glc
flat_atomic_xor_x2 v[6:7], v[26:27], v[254:255] offset:479 glc slc scc
global_atomic_xor_x2 v[174:175], v[2:3], off offset:-3797
global_atomic_xor_x2 v[102:103], a[100:101], off offset:-3451 slc
global_atomic_xor_x2 v223, v[248:249], s[78:79] offset:-2923 slc
global_atomic_xor_x2 v110, v[72:73], s[78:79] offset:2939 scc
global_atomic_xor_x2 v[184:185], v255, v[182:183], s[48:49] offset:2470 glc slc scc
global_atomic_xor_x2 a[254:255], v172, a[18:19], s[88:89] offset:-129 glc slc
global_atomic_xor_x2 a[4:5], v[6:7], a[26:27], off glc scc
global_atomic_xor_x2 a[8:9], v[168:169], a[122:123], off offset:-716 glc scc
flat_atomic_inc_x2 v[30:31], a[84:85] scc
flat_atomic_inc_x2 v[64:65], v[182:183] offset:2966 scc
flat_atomic_inc_x2 v[202:203], v[216:217] offset:2155
flat_atomic_inc_x2 v[8:9], a[10:11] offset:249 scc
flat_atomic_inc_x2 a[18:19], v[210:211], a[254:255] glc slc
flat_atomic_inc_x2 v[170:171], v[252:253], v[166:167] offset:2455 glc scc
flat_atomic_inc_x2 a[16:17], v[28:29], a[160:161] offset:2026 glc slc
flat_atomic_inc_x2 v[198:199], v[122:123], v[186:187] offset:1676 glc scc
global_atomic_inc_x2 v[44:45], a[254:255], off offset:3561 slc
global_atomic_inc_x2 v168, v[10:11], s[58:59] offset:-2709 scc
global_atomic_inc_x2 v[52:53], v[14:15], off offset:-3379 slc scc
global_atomic_inc_x2 v159, v[90:91], s[94:95] offset:1651 slc scc
global_atomic_inc_x2 a[254:255], v4, a[160:161], s[16:17] offset:1638 glc slc scc
global_atomic_inc_x2 a[56:57], v21, a[102:103], s[68:69] glc scc
global_atomic_inc_x2 v[22:23], v199, v[30:31], s[0:1] offset:-892 glc slc
global_atomic_inc_x2 v[192:193], v[22:23], v[248:249], off offset:1729 glc scc
flat_atomic_dec_x2 v[230:231], a[4:5] offset:778 slc
flat_atomic_dec_x2 v[16:17], a[216:217] offset:1336 slc
flat_atomic_dec_x2 v[8:9], a[28:29] offset:3632 slc
flat_atomic_dec_x2 v[128:129], v[22:23] offset:1009 slc scc
flat_atomic_dec_x2 v[22:23], v[248:249], v[80:81] offset:3401 glc slc scc
flat_atomic_dec_x2 a[254:255], v[6:7], a[30:31] offset:3085 glc slc
flat_atomic_dec_x2 v[102:103], v[8:9], v[82:83] glc
flat_atomic_dec_x2 a[4:5], v[206:207], a[92:93] offset:1428 glc scc
global_atomic_dec_x2 v[76:77], v[112:113], off offset:1168
global_atomic_dec_x2 v173, a[18:19], s[98:99] offset:-2448
global_atomic_dec_x2 v160, a[192:193], s[100:101] slc
global_atomic_dec_x2 v[24:25], a[20:21], off
global_atomic_dec_x2 a[192:193], v29, a[254:255], s[6:7] glc scc
global_atomic_dec_x2 v[204:205], v[26:27], v[110:111], off offset:3012 glc scc
global_atomic_dec_x2 v[82:83], v[104:105], v[6:7], off glc scc
global_atomic_dec_x2 v[126:127], v[54:55], v[8:9], off offset:1585 glc
global_atomic_add_f32 v225, v255, s[4:5] offset:-482
global_atomic_add_f32 v[28:29], a26, off offset:-1283
global_atomic_add_f32 v[60:61], a128, off
global_atomic_add_f32 v[254:255], v11, off offset:3542 slc
global_atomic_add_f32 a255, v235, a211, s[76:77] offset:-589 glc
global_atomic_add_f32 a80, v20, a171, s[76:77] offset:-396 glc slc
global_atomic_add_f32 a210, v[172:173], a163, off offset:-839 glc
global_atomic_add_f32 v255, v18, v13, s[40:41] offset:1112 glc
global_atomic_pk_add_f16 v21, v33, s[40:41]
global_atomic_pk_add_f16 v[102:103], a84, off offset:-3510 slc
global_atomic_pk_add_f16 v[192:193], v12, off slc
global_atomic_pk_add_f16 v[12:13], v7, off offset:741 slc
global_atomic_pk_add_f16 v24, v[26:27], v255, off glc
global_atomic_pk_add_f16 a3, v163, a11, s[16:17] offset:-456 glc
global_atomic_pk_add_f16 v34, v[112:113], v23, off offset:-3815 glc
global_atomic_pk_add_f16 v3, v255, v20, s[52:53] offset:-963 glc slc
flat_atomic_add_f64 v[170:171], v[14:15] offset:2384
flat_atomic_add_f64 v[0:1], a[22:23] slc
flat_atomic_add_f64 v[60:61], a[70:71] offset:2396 slc
flat_atomic_add_f64 v[54:55], v[66:67] offset:1795
flat_atomic_add_f64 v[8:9], v[220:221], v[20:21] offset:2923 glc
flat_atomic_add_f64 a[54:55], v[24:25], a[14:15] offset:447 glc slc
flat_atomic_add_f64 a[108:109], v[208:209], a[76:77] glc
flat_atomic_add_f64 v[20:21], v[118:119], v[166:167] offset:2035 glc slc
global_atomic_add_f64 v36, v[134:135], s[94:95] offset:3429 slc
global_atomic_add_f64 v[128:129], a[24:25], off
global_atomic_add_f64 v[0:1], a[184:185], off
global_atomic_add_f64 v[22:23], a[26:27], off offset:471
global_atomic_add_f64 v[174:175], v255, v[198:199], s[0:1] glc
global_atomic_add_f64 a[26:27], v93, a[10:11], s[76:77] offset:-585 glc slc
global_atomic_add_f64 a[124:125], v24, a[64:65], s[24:25] offset:2840 glc
global_atomic_add_f64 v[158:159], v[120:121], v[4:5], off offset:-3499 glc
flat_atomic_min_f64 v[72:73], a[210:211]
flat_atomic_min_f64 v[26:27], a[22:23]
flat_atomic_min_f64 v[168:169], a[4:5] offset:1770 slc
flat_atomic_min_f64 v[4:5], v[166:167] offset:842
flat_atomic_min_f64 v[48:49], v[180:181], v[28:29] offset:2496 glc
flat_atomic_min_f64 v[6:7], v[236:237], v[12:13] offset:3571 glc
flat_atomic_min_f64 a[236:237], v[28:29], a[196:197] glc
flat_atomic_min_f64 v[74:75], v[138:139], v[64:65] offset:3958 glc slc
global_atomic_min_f64 v[2:3], a[202:203], off offset:-4027 slc
global_atomic_min_f64 v21, v[14:15], s[74:75] offset:-465 slc
global_atomic_min_f64 v[254:255], a[26:27], off
global_atomic_min_f64 v148, v[46:47], s[74:75] offset:-2391 slc
global_atomic_min_f64 a[6:7], v[126:127], a[48:49], off offset:881 glc
global_atomic_min_f64 a[190:191], v197, a[232:233], s[6:7] offset:-1903 glc slc
global_atomic_min_f64 a[254:255], v[0:1], a[6:7], off offset:-531 glc slc
global_atomic_min_f64 a[4:5], v56, a[16:17], s[48:49] offset:-498 glc
flat_atomic_max_f64 v[86:87], a[4:5] slc
flat_atomic_max_f64 v[254:255], v[6:7] offset:123
flat_atomic_max_f64 v[254:255], a[4:5] offset:3377
flat_atomic_max_f64 v[22:23], a[190:191] offset:3259
flat_atomic_max_f64 a[198:199], v[24:25], a[254:255] glc
flat_atomic_max_f64 v[26:27], v[6:7], v[254:255] offset:1064 glc
flat_atomic_max_f64 a[234:235], v[30:31], a[30:31] offset:1884 glc
flat_atomic_max_f64 a[20:21], v[240:241], a[226:227] glc slc
global_atomic_max_f64 v[254:255], v[28:29], off offset:-543
global_atomic_max_f64 v[190:191], v[108:109], off offset:3536 slc
global_atomic_max_f64 v[180:181], v[250:251], off offset:-660
global_atomic_max_f64 v30, a[4:5], s[48:49]
global_atomic_max_f64 a[0:1], v[18:19], a[254:255], off offset:1456 glc
global_atomic_max_f64 a[10:11], v[76:77], a[254:255], off offset:-2997 glc
global_atomic_max_f64 a[178:179], v[32:33], a[244:245], off glc
global_atomic_max_f64 a[178:179], v72, a[12:13], s[82:83] offset:-1541 glc
v_mfma_f32_32x32x1f32 a[138:169], v243, a13, a[22:53] cbsz:7
v_mfma_f32_32x32x1f32 a[136:167], v22, v50, a[136:167]
v_mfma_f32_32x32x1f32 v[20:51], v207, a255, v[20:51] cbsz:6 blgp:5
v_mfma_f32_32x32x1f32 v[14:45], v10, a3, 1.0 cbsz:1 abid:1 blgp:2
v_mfma_f32_16x16x1f32 v[196:211], v68, a17, 2.0 abid:6 blgp:2
v_mfma_f32_16x16x1f32 v[30:45], a214, a167, v[176:191] abid:1 blgp:6
v_mfma_f32_16x16x1f32 v[0:15], v120, v40, 47 cbsz:0 abid:4 blgp:7
v_mfma_f32_4x4x1f32 a[102:105], v22, a69, a[80:83] cbsz:5 blgp:3
v_mfma_f32_4x4x1f32 a[98:101], a255, a153, 24 cbsz:7 abid:4
v_mfma_f32_4x4x1f32 a[26:29], v142, a166, a[252:255] cbsz:6 abid:12 blgp:6
v_mfma_f32_4x4x1f32 v[30:33], a30, v253, v[30:33] blgp:6
v_mfma_f32_32x32x2f32 v[128:143], a255, v21, v[240:255] abid:7 blgp:1
v_mfma_f32_32x32x2f32 a[236:251], v152, v16, a[88:103] cbsz:4 abid:3
v_mfma_f32_32x32x2f32 a[172:187], a232, v5, a[172:187] abid:8
v_mfma_f32_32x32x2f32 a[30:45], v11, a255, a[10:25] abid:13 blgp:2
v_mfma_f32_16x16x4f32 a[140:143], v24, a255, 0.15915494 cbsz:5 blgp:2
v_mfma_f32_16x16x4f32 v[252:255], a239, v190, v[158:161] cbsz:2 abid:11 blgp:7
v_mfma_f32_16x16x4f32 a[74:77], a133, v117, a[74:77] cbsz:4 abid:14
v_mfma_f32_16x16x4f32 a[104:107], a15, v31, a[104:107]
v_mfma_f32_32x32x4f16 v[18:49], v[52:53], a[22:23], v[18:49]
v_mfma_f32_32x32x4f16 v[30:61], v[232:233], v[90:91], v[224:255] blgp:4
v_mfma_f32_32x32x4f16 a[170:201], v[4:5], v[26:27], 47
v_mfma_f32_32x32x4f16 v[62:93], v[22:23], a[146:147], v[224:255] cbsz:2 blgp:0
v_mfma_f32_16x16x4f16 a[20:35], a[8:9], v[18:19], a[240:255] cbsz:0 abid:11
v_mfma_f32_16x16x4f16 a[186:201], v[76:77], a[254:255], 2.0 abid:10
v_mfma_f32_16x16x4f16 v[204:219], v[24:25], v[28:29], -2.0 blgp:5
v_mfma_f32_16x16x4f16 a[54:69], v[142:143], a[148:149], a[6:21] blgp:3
v_mfma_f32_4x4x4f16 a[6:9], a[74:75], a[254:255], a[6:9] cbsz:6
v_mfma_f32_4x4x4f16 v[204:207], a[56:57], a[128:129], v[204:207] abid:3
v_mfma_f32_4x4x4f16 v[12:15], a[132:133], a[244:245], v[12:15] cbsz:1 abid:11 blgp:0
v_mfma_f32_4x4x4f16 v[86:89], a[138:139], a[28:29], -6 abid:7 blgp:5
v_mfma_f32_32x32x8f16 a[206:221], v[10:11], v[56:57], a[80:95] cbsz:0 blgp:7
v_mfma_f32_32x32x8f16 v[86:101], v[18:19], a[14:15], v[54:69] cbsz:1 abid:12
v_mfma_f32_32x32x8f16 v[142:157], a[126:127], a[78:79], v[142:157] cbsz:4 abid:12 blgp:5
v_mfma_f32_32x32x8f16 v[94:109], v[18:19], v[138:139], v[94:109]
v_mfma_f32_16x16x16f16 v[252:255], a[214:215], a[254:255], v[252:255] blgp:6
v_mfma_f32_16x16x16f16 a[20:23], a[16:17], a[44:45], a[96:99] cbsz:1 abid:6 blgp:0
v_mfma_f32_16x16x16f16 v[128:131], a[14:15], v[254:255], v[128:131] abid:9 blgp:5
v_mfma_f32_16x16x16f16 a[16:19], v[2:3], a[26:27], a[182:185]
v_mfma_i32_32x32x4i8 a[154:185], v72, v15, a[190:221] abid:4
v_mfma_i32_32x32x4i8 v[186:217], v14, a221, v[186:217] cbsz:4 abid:5 blgp:3
v_mfma_i32_32x32x4i8 a[224:255], a200, v22, a[224:255] cbsz:2 blgp:6
v_mfma_i32_32x32x4i8 v[152:183], a247, v30, v[2:33]
v_mfma_i32_16x16x4i8 a[28:43], a255, v16, a[28:43] cbsz:4 blgp:0
v_mfma_i32_16x16x4i8 a[154:169], a23, a123, a[154:169] cbsz:5 abid:5 blgp:4
v_mfma_i32_16x16x4i8 a[216:231], a247, a56, a[30:45]
v_mfma_i32_16x16x4i8 a[30:45], a227, a24, a[4:19] cbsz:2 blgp:5
v_mfma_i32_4x4x4i8 a[252:255], v172, v255, -2.0 cbsz:0
v_mfma_i32_4x4x4i8 a[8:11], v16, v17, a[226:229]
v_mfma_i32_4x4x4i8 a[0:3], a131, v21, a[0:3]
v_mfma_i32_4x4x4i8 a[130:133], v4, v8, 7 cbsz:2
v_mfma_i32_32x32x8i8 a[26:41], a22, v17, 8 cbsz:4 abid:15 blgp:7
v_mfma_i32_32x32x8i8 a[112:127], v100, a18, a[192:207] cbsz:1 abid:14 blgp:7
v_mfma_i32_32x32x8i8 v[26:41], a220, v121, v[26:41] cbsz:5 blgp:7
v_mfma_i32_32x32x8i8 v[32:47], a255, a102, 61 abid:13
v_mfma_i32_16x16x16i8 v[208:211], a60, a235, v[0:3] cbsz:7 abid:5 blgp:1
v_mfma_i32_16x16x16i8 a[12:15], a120, a6, a[12:15]
v_mfma_i32_16x16x16i8 v[6:9], a35, a16, v[252:255] cbsz:7 abid:10
v_mfma_i32_16x16x16i8 v[6:9], a171, v17, v[28:31] cbsz:3 abid:8
v_mfma_f32_32x32x4bf16_1k v[70:101], v[8:9], v[136:137], v[70:101] cbsz:2 blgp:1
v_mfma_f32_32x32x4bf16_1k a[0:31], v[14:15], a[18:19], a[104:135] cbsz:1
v_mfma_f32_32x32x4bf16_1k a[28:59], a[150:151], a[28:29], a[28:59] abid:10
v_mfma_f32_32x32x4bf16_1k a[124:155], v[18:19], v[254:255], 4.0 cbsz:4
v_mfma_f32_16x16x4bf16_1k v[230:245], a[6:7], a[54:55], v[230:245] abid:6
v_mfma_f32_16x16x4bf16_1k v[230:245], a[96:97], a[128:129], v[230:245]
v_mfma_f32_16x16x4bf16_1k v[124:139], v[68:69], a[82:83], v[124:139] cbsz:3 abid:8
v_mfma_f32_4x4x4bf16_1k v[4:7], v[220:221], a[132:133], v[88:91]
v_mfma_f32_4x4x4bf16_1k v[190:193], v[254:255], a[254:255], v[190:193] cbsz:6
v_mfma_f32_4x4x4bf16_1k a[202:205], a[12:13], v[124:125], 4.0 cbsz:3 blgp:5
v_mfma_f32_4x4x4bf16_1k v[74:77], v[232:233], v[28:29], v[74:77] cbsz:6 abid:9
v_mfma_f32_32x32x8bf16_1k v[2:17], a[0:1], a[16:17], -8 cbsz:4 abid:14
v_mfma_f32_32x32x8bf16_1k a[12:27], a[142:143], v[16:17], a[12:27] cbsz:6 blgp:5
v_mfma_f32_32x32x8bf16_1k a[22:37], a[22:23], a[20:21], 4.0 abid:1
v_mfma_f32_32x32x8bf16_1k a[240:255], v[192:193], a[164:165], a[240:255]
v_mfma_f32_16x16x16bf16_1k v[116:119], a[254:255], v[88:89], v[116:119] cbsz:7 abid:10 blgp:1
v_mfma_f32_16x16x16bf16_1k a[72:75], v[20:21], a[82:83], a[156:159] cbsz:4
v_mfma_f32_16x16x16bf16_1k a[50:53], v[78:79], a[6:7], 0.15915494 abid:13
v_mfma_f32_16x16x16bf16_1k a[112:115], v[200:201], v[188:189], a[16:19] cbsz:5
v_mfma_f32_32x32x2bf16 a[32:63], v66, a228, 4.0 cbsz:1 blgp:5
v_mfma_f32_32x32x2bf16 a[136:167], a26, v239, a[136:167] abid:14
v_mfma_f32_32x32x2bf16 v[8:39], v21, v28, v[8:39] cbsz:0 abid:4 blgp:7
v_mfma_f32_32x32x2bf16 v[126:157], a4, v27, v[126:157] cbsz:1
v_mfma_f32_16x16x2bf16 v[26:41], v166, a136, v[26:41] cbsz:2 abid:2
v_mfma_f32_16x16x2bf16 a[10:25], v29, a29, -0.5
v_mfma_f32_16x16x2bf16 a[168:183], v1, v3, 58 cbsz:6 abid:13 blgp:0
v_mfma_f32_16x16x2bf16 v[34:49], v27, v34, v[34:49] cbsz:3 blgp:6
v_mfma_f32_4x4x2bf16 v[24:27], v56, v255, v[24:27] abid:4 blgp:7
v_mfma_f32_4x4x2bf16 a[156:159], v85, v255, a[156:159] cbsz:0 abid:1
v_mfma_f32_4x4x2bf16 v[6:9], a108, v115, v[28:31]
v_mfma_f32_4x4x2bf16 v[250:253], a34, a38, v[184:187] abid:14
v_mfma_f32_32x32x4bf16 a[226:241], v6, v255, a[226:241] abid:2
v_mfma_f32_32x32x4bf16 v[66:81], a193, v135, 61 abid:8
v_mfma_f32_32x32x4bf16 v[28:43], a162, a10, v[216:231] cbsz:3 abid:14
v_mfma_f32_32x32x4bf16 v[4:19], v20, a255, 0.5 blgp:0
v_mfma_f32_16x16x8bf16 v[20:23], a24, v167, v[20:23] abid:10 blgp:4
v_mfma_f32_16x16x8bf16 a[4:7], v17, v65, a[230:233] cbsz:1 blgp:6
v_mfma_f32_16x16x8bf16 a[206:209], a13, a96, a[126:129] abid:3
v_mfma_f32_16x16x8bf16 a[0:3], a115, v237, a[0:3] cbsz:4
v_mfma_f64_16x16x4f64 a[20:27], a[2:3], v[196:197], 50 blgp:3
v_mfma_f64_16x16x4f64 v[248:255], a[140:141], v[18:19], v[248:255] cbsz:6 abid:12 blgp:3
v_mfma_f64_16x16x4f64 a[28:35], a[22:23], v[108:109], a[28:35] blgp:4
v_mfma_f64_16x16x4f64 v[212:219], a[18:19], v[254:255], -0.5 cbsz:6
v_mfma_f64_4x4x4f64 v[254:255], v[246:247], v[114:115], v[254:255] cbsz:2 blgp:7
v_mfma_f64_4x4x4f64 v[50:51], a[100:101], a[26:27], -4.0
v_mfma_f64_4x4x4f64 v[152:153], v[50:51], v[6:7], v[168:169]
v_mfma_f64_4x4x4f64 a[76:77], v[126:127], v[18:19], a[20:21] cbsz:3 abid:4
s_mov_b32 s0, -16
v_mov_b32 v0, -16
s_mov_b32 s1, -15
v_mov_b32 v1, -15
s_mov_b32 s2, -14
v_mov_b32 v2, -14
s_mov_b32 s3, -13
v_mov_b32 v3, -13
s_mov_b32 s4, -12
v_mov_b32 v4, -12
s_mov_b32 s5, -11
v_mov_b32 v5, -11
s_mov_b32 s6, -10
v_mov_b32 v6, -10
s_mov_b32 s7, -9
v_mov_b32 v7, -9
s_mov_b32 s8, -8
v_mov_b32 v8, -8
s_mov_b32 s9, -7
v_mov_b32 v9, -7
s_mov_b32 s10, -6
v_mov_b32 v10, -6
s_mov_b32 s11, -5
v_mov_b32 v11, -5
s_mov_b32 s12, -4
v_mov_b32 v12, -4
s_mov_b32 s13, -3
v_mov_b32 v13, -3
s_mov_b32 s14, -2
v_mov_b32 v14, -2
s_mov_b32 s15, -1
v_mov_b32 v15, -1
s_mov_b32 s16, 0
v_mov_b32 v16, 0
s_mov_b32 s17, 1
v_mov_b32 v17, 1
s_mov_b32 s18, 2
v_mov_b32 v18, 2
s_mov_b32 s19, 3
v_mov_b32 v19, 3
s_mov_b32 s20, 4
v_mov_b32 v20, 4
s_mov_b32 s21, 5
v_mov_b32 v21, 5
s_mov_b32 s22, 6
v_mov_b32 v22, 6
s_mov_b32 s23, 7
v_mov_b32 v23, 7
s_mov_b32 s24, 8
v_mov_b32 v24, 8
s_mov_b32 s25, 9
v_mov_b32 v25, 9
s_mov_b32 s26, 10
v_mov_b32 v26, 10
s_mov_b32 s27, 11
v_mov_b32 v27, 11
s_mov_b32 s28, 12
v_mov_b32 v28, 12
s_mov_b32 s29, 13
v_mov_b32 v29, 13
s_mov_b32 s30, 14
v_mov_b32 v30, 14
s_mov_b32 s31, 15
v_mov_b32 v31, 15
s_mov_b32 s32, 16
v_mov_b32 v32, 16
s_mov_b32 s33, 17
v_mov_b32 v33, 17
s_mov_b32 s34, 18
v_mov_b32 v34, 18
s_mov_b32 s35, 19
v_mov_b32 v35, 19
s_mov_b32 s36, 20
v_mov_b32 v36, 20
s_mov_b32 s37, 21
v_mov_b32 v37, 21
s_mov_b32 s38, 22
v_mov_b32 v38, 22
s_mov_b32 s39, 23
v_mov_b32 v39, 23
s_mov_b32 s40, 24
v_mov_b32 v40, 24
s_mov_b32 s41, 25
v_mov_b32 v41, 25
s_mov_b32 s42, 26
v_mov_b32 v42, 26
s_mov_b32 s43, 27
v_mov_b32 v43, 27
s_mov_b32 s44, 28
v_mov_b32 v44, 28
s_mov_b32 s45, 29
v_mov_b32 v45, 29
s_mov_b32 s46, 30
v_mov_b32 v46, 30
s_mov_b32 s47, 31
v_mov_b32 v47, 31
s_mov_b32 s48, 32
v_mov_b32 v48, 32
s_mov_b32 s49, 33
v_mov_b32 v49, 33
s_mov_b32 s50, 34
v_mov_b32 v50, 34
s_mov_b32 s51, 35
v_mov_b32 v51, 35
s_mov_b32 s52, 36
v_mov_b32 v52, 36
s_mov_b32 s53, 37
v_mov_b32 v53, 37
s_mov_b32 s54, 38
v_mov_b32 v54, 38
s_mov_b32 s55, 39
v_mov_b32 v55, 39
s_mov_b32 s56, 40
v_mov_b32 v56, 40
s_mov_b32 s57, 41
v_mov_b32 v57, 41
s_mov_b32 s58, 42
v_mov_b32 v58, 42
s_mov_b32 s59, 43
v_mov_b32 v59, 43
s_mov_b32 s60, 44
v_mov_b32 v60, 44
s_mov_b32 s61, 45
v_mov_b32 v61, 45
s_mov_b32 s62, 46
v_mov_b32 v62, 46
s_mov_b32 s63, 47
v_mov_b32 v63, 47
s_mov_b32 s64, 48
v_mov_b32 v64, 48
s_mov_b32 s65, 49
v_mov_b32 v65, 49
s_mov_b32 s66, 50
v_mov_b32 v66, 50
s_mov_b32 s67, 51
v_mov_b32 v67, 51
s_mov_b32 s68, 52
v_mov_b32 v68, 52
s_mov_b32 s69, 53
v_mov_b32 v69, 53
s_mov_b32 s70, 54
v_mov_b32 v70, 54
s_mov_b32 s71, 55
v_mov_b32 v71, 55
s_mov_b32 s72, 56
v_mov_b32 v72, 56
s_mov_b32 s73, 57
v_mov_b32 v73, 57
s_mov_b32 s74, 58
v_mov_b32 v74, 58
s_mov_b32 s75, 59
v_mov_b32 v75, 59
s_mov_b32 s76, 60
v_mov_b32 v76, 60
s_mov_b32 s77, 61
v_mov_b32 v77, 61
s_mov_b32 s78, 62
v_mov_b32 v78, 62
s_mov_b32 s79, 63
v_mov_b32 v79, 63
s_mov_b32 s80, 64
v_mov_b32 v80, 64
s_mov_b32 s81, 0.5
v_mov_b32 v81, 0.5
s_mov_b32 s82, -0.5
v_mov_b32 v82, -0.5
s_mov_b32 s83, 1.0
v_mov_b32 v83, 1.0
s_mov_b32 s84, -1.0
v_mov_b32 v84, -1.0
s_mov_b32 s85, 2.0
v_mov_b32 v85, 2.0
s_mov_b32 s86, -2.0
v_mov_b32 v86, -2.0
s_mov_b32 s87, 4.0
v_mov_b32 v87, 4.0
s_mov_b32 s88, -4.0
v_mov_b32 v88, -4.0
s_mov_b32 s89, 0.15915494
v_mov_b32 v89, 0.15915494
s_mov_b64 s[0:1], 0.5
v_add_f16 v1, 0.5, v2
v_add_f64 v[0:1], 0.5, v[2:3]
v_add_u16 v1, 0.5, v2
v_mul_f32_e64 v1, 0.5, v2
v_fma_f32 v1, v2, 0.5, v3
v_pk_add_f16 v1, 0.5, v2
s_add_u32 s1, 0.5, s2
s_mov_b64 s[0:1], -0.5
v_add_f16 v1, -0.5, v2
v_add_f64 v[0:1], -0.5, v[2:3]
v_add_u16 v1, -0.5, v2
v_mul_f32_e64 v1, -0.5, v2
v_fma_f32 v1, v2, -0.5, v3
v_pk_add_f16 v1, -0.5, v2
s_add_u32 s1, -0.5, s2
s_mov_b64 s[0:1], 1.0
v_add_f16 v1, 1.0, v2
v_add_f64 v[0:1], 1.0, v[2:3]
v_add_u16 v1, 1.0, v2
v_mul_f32_e64 v1, 1.0, v2
v_fma_f32 v1, v2, 1.0, v3
v_pk_add_f16 v1, 1.0, v2
s_add_u32 s1, 1.0, s2
s_mov_b64 s[0:1], -1.0
v_add_f16 v1, -1.0, v2
v_add_f64 v[0:1], -1.0, v[2:3]
v_add_u16 v1, -1.0, v2
v_mul_f32_e64 v1, -1.0, v2
v_fma_f32 v1, v2, -1.0, v3
v_pk_add_f16 v1, -1.0, v2
s_add_u32 s1, -1.0, s2
s_mov_b64 s[0:1], 2.0
v_add_f16 v1, 2.0, v2
v_add_f64 v[0:1], 2.0, v[2:3]
v_add_u16 v1, 2.0, v2
v_mul_f32_e64 v1, 2.0, v2
v_fma_f32 v1, v2, 2.0, v3
v_pk_add_f16 v1, 2.0, v2
s_add_u32 s1, 2.0, s2
s_mov_b64 s[0:1], -2.0
v_add_f16 v1, -2.0, v2
v_add_f64 v[0:1], -2.0, v[2:3]
v_add_u16 v1, -2.0, v2
v_mul_f32_e64 v1, -2.0, v2
v_fma_f32 v1, v2, -2.0, v3
v_pk_add_f16 v1, -2.0, v2
s_add_u32 s1, -2.0, s2
s_mov_b64 s[0:1], 4.0
v_add_f16 v1, 4.0, v2
v_add_f64 v[0:1], 4.0, v[2:3]
v_add_u16 v1, 4.0, v2
v_mul_f32_e64 v1, 4.0, v2
v_fma_f32 v1, v2, 4.0, v3
v_pk_add_f16 v1, 4.0, v2
s_add_u32 s1, 4.0, s2
s_mov_b64 s[0:1], -4.0
v_add_f16 v1, -4.0, v2
v_add_f64 v[0:1], -4.0, v[2:3]
v_add_u16 v1, -4.0, v2
v_mul_f32_e64 v1, -4.0, v2
v_fma_f32 v1, v2, -4.0, v3
v_pk_add_f16 v1, -4.0, v2
s_add_u32 s1, -4.0, s2
v_add_f16 v1, 0.15915494, v2
v_add_u16 v1, 0.15915494, v2
v_mul_f32_e64 v1, 0.15915494, v2
v_fma_f32 v1, v2, 0.15915494, v3
v_pk_add_f16 v1, 0.15915494, v2
s_add_u32 s1, 0.15915494, s2
s_mov_b64 s[0:1], -16
v_add_f16 v1, -16, v2
v_add_f64 v[0:1], -16, v[2:3]
v_add_u16 v1, -16, v2
v_mul_f32_e64 v1, -16, v2
v_fma_f32 v1, v2, -16, v3
v_pk_add_f16 v1, -16, v2
s_add_u32 s1, -16, s2
s_mov_b64 s[0:1], 64
v_add_f16 v1, 64, v2
v_add_f64 v[0:1], 64, v[2:3]
v_add_u16 v1, 64, v2
v_mul_f32_e64 v1, 64, v2
v_fma_f32 v1, v2, 64, v3
v_pk_add_f16 v1, 64, v2
s_add_u32 s1, 64, s2
s_mov_b64 s[0:1], 0
v_add_f16 v1, 0, v2
v_add_f64 v[0:1], 0, v[2:3]
v_add_u16 v1, 0, v2
v_mul_f32_e64 v1, 0, v2
v_fma_f32 v1, v2, 0, v3
v_pk_add_f16 v1, 0, v2
s_add_u32 s1, 0, s2
s_mov_b64 s[0:1], -1
v_add_f16 v1, -1, v2
v_add_f64 v[0:1], -1, v[2:3]
v_add_u16 v1, -1, v2
v_mul_f32_e64 v1, -1, v2
v_fma_f32 v1, v2, -1, v3
v_pk_add_f16 v1, -1, v2
s_add_u32 s1, -1, s2
s_mov_b64 s[0:1], 17
v_add_f16 v1, 17, v2
v_add_f64 v[0:1], 17, v[2:3]
v_add_u16 v1, 17, v2
v_mul_f32_e64 v1, 17, v2
v_fma_f32 v1, v2, 17, v3
v_pk_add_f16 v1, 17, v2
s_add_u32 s1, 17, s2
s_mov_b32 s5, 0x12345678
s_add_u32 s1, s2, 0x12345678
s_mov_b64 s[4:5], 0x12345678
v_mov_b32 v5, 0x12345678
v_add_f32 v1, 0x12345678, v2
v_cmp_lt_f32 vcc, 0x12345678, v2
v_madak_f32 v1, v2, v3, 0x12345678
v_madmk_f32 v1, v2, 0x12345678, v3
v_and_b32 v1, 0x12345678, v2
s_mov_b32 s5, -12345
s_add_u32 s1, s2, -12345
s_mov_b64 s[4:5], -12345
v_mov_b32 v5, -12345
v_add_f32 v1, -12345, v2
v_add_f16 v1, -12345, v2
v_cmp_lt_f32 vcc, -12345, v2
v_madak_f32 v1, v2, v3, -12345
v_madmk_f32 v1, v2, -12345, v3
v_add_u16 v1, -12345, v2
v_and_b32 v1, -12345, v2
s_mov_b32 s5, 1.5
s_add_u32 s1, s2, 1.5
v_mov_b32 v5, 1.5
v_add_f32 v1, 1.5, v2
v_add_f16 v1, 1.5, v2
v_cmp_lt_f32 vcc, 1.5, v2
v_madak_f32 v1, v2, v3, 1.5
v_madmk_f32 v1, v2, 1.5, v3
v_add_u16 v1, 1.5, v2
v_and_b32 v1, 1.5, v2
s_mov_b32 s5, -1.5
s_add_u32 s1, s2, -1.5
v_mov_b32 v5, -1.5
v_add_f32 v1, -1.5, v2
v_add_f16 v1, -1.5, v2
v_cmp_lt_f32 vcc, -1.5, v2
v_madak_f32 v1, v2, v3, -1.5
v_madmk_f32 v1, v2, -1.5, v3
v_add_u16 v1, -1.5, v2
v_and_b32 v1, -1.5, v2
s_mov_b32 s5, 0xdeadbeef
s_add_u32 s1, s2, 0xdeadbeef
s_mov_b64 s[4:5], 0xdeadbeef
v_mov_b32 v5, 0xdeadbeef
v_add_f32 v1, 0xdeadbeef, v2
v_cmp_lt_f32 vcc, 0xdeadbeef, v2
v_madak_f32 v1, v2, v3, 0xdeadbeef
v_madmk_f32 v1, v2, 0xdeadbeef, v3
v_and_b32 v1, 0xdeadbeef, v2
s_mov_b32 s5, 0.1
s_add_u32 s1, s2, 0.1
v_mov_b32 v5, 0.1
v_add_f32 v1, 0.1, v2
v_add_f16 v1, 0.1, v2
v_cmp_lt_f32 vcc, 0.1, v2
v_madak_f32 v1, v2, v3, 0.1
v_madmk_f32 v1, v2, 0.1, v3
v_add_u16 v1, 0.1, v2
v_and_b32 v1, 0.1, v2
s_mov_b32 s5, 3.14159
s_add_u32 s1, s2, 3.14159
v_mov_b32 v5, 3.14159
v_add_f32 v1, 3.14159, v2
v_add_f16 v1, 3.14159, v2
v_cmp_lt_f32 vcc, 3.14159, v2
v_madak_f32 v1, v2, v3, 3.14159
v_madmk_f32 v1, v2, 3.14159, v3
v_add_u16 v1, 3.14159, v2
v_and_b32 v1, 3.14159, v2
s_mov_b32 s5, -100000
s_add_u32 s1, s2, -100000
s_mov_b64 s[4:5], -100000
v_mov_b32 v5, -100000
v_add_f32 v1, -100000, v2
v_cmp_lt_f32 vcc, -100000, v2
v_madak_f32 v1, v2, v3, -100000
v_madmk_f32 v1, v2, -100000, v3
v_and_b32 v1, -100000, v2
s_mov_b32 s5, 0x3e00
s_add_u32 s1, s2, 0x3e00
s_mov_b64 s[4:5], 0x3e00
v_mov_b32 v5, 0x3e00
v_add_f32 v1, 0x3e00, v2
v_add_f16 v1, 0x3e00, v2
v_cmp_lt_f32 vcc, 0x3e00, v2
v_madak_f32 v1, v2, v3, 0x3e00
v_madmk_f32 v1, v2, 0x3e00, v3
s_cmpk_eq_u32 s1, 0x3e00
v_add_u16 v1, 0x3e00, v2
v_and_b32 v1, 0x3e00, v2
s_mov_b32 s5, 0xffffffff
s_add_u32 s1, s2, 0xffffffff
s_mov_b64 s[4:5], 0xffffffff
v_mov_b32 v5, 0xffffffff
v_add_f32 v1, 0xffffffff, v2
v_cmp_lt_f32 vcc, 0xffffffff, v2
v_madak_f32 v1, v2, v3, 0xffffffff
v_madmk_f32 v1, v2, 0xffffffff, v3
v_and_b32 v1, 0xffffffff, v2
s_mov_b32 s5, 65535
s_add_u32 s1, s2, 65535
s_mov_b64 s[4:5], 65535
v_mov_b32 v5, 65535
v_add_f32 v1, 65535, v2
v_add_f16 v1, 65535, v2
v_cmp_lt_f32 vcc, 65535, v2
v_madak_f32 v1, v2, v3, 65535
v_madmk_f32 v1, v2, 65535, v3
s_cmpk_eq_u32 s1, 65535
v_add_u16 v1, 65535, v2
v_and_b32 v1, 65535, v2
s_mov_b32 s5, 0x1
s_add_u32 s1, s2, 0x1
s_mov_b64 s[4:5], 0x1
v_mov_b32 v5, 0x1
v_add_f32 v1, 0x1, v2
v_add_f16 v1, 0x1, v2
v_add_f64 v[0:1], 0x1, v[2:3]
v_cmp_lt_f32 vcc, 0x1, v2
v_madak_f32 v1, v2, v3, 0x1
v_madmk_f32 v1, v2, 0x1, v3
s_cmpk_eq_u32 s1, 0x1
v_add_u16 v1, 0x1, v2
v_and_b32 v1, 0x1, v2
s_mov_b32 s5, 1e10
s_add_u32 s1, s2, 1e10
v_mov_b32 v5, 1e10
v_add_f32 v1, 1e10, v2
v_cmp_lt_f32 vcc, 1e10, v2
v_madak_f32 v1, v2, v3, 1e10
v_madmk_f32 v1, v2, 1e10, v3
v_and_b32 v1, 1e10, v2
s_mov_b32 s7, vcc_lo
v_mov_b32 v7, vcc_lo
s_add_u32 s7, vcc_lo, 1
v_add_f32_e64 v7, vcc_lo, v1
s_mov_b32 vcc_lo, s7
s_mov_b32 s7, vcc_hi
v_mov_b32 v7, vcc_hi
s_add_u32 s7, vcc_hi, 1
v_add_f32_e64 v7, vcc_hi, v1
s_mov_b32 vcc_hi, s7
s_mov_b32 s7, exec_lo
v_mov_b32 v7, exec_lo
s_add_u32 s7, exec_lo, 1
v_add_f32_e64 v7, exec_lo, v1
s_mov_b32 exec_lo, s7
s_mov_b32 s7, exec_hi
v_mov_b32 v7, exec_hi
s_add_u32 s7, exec_hi, 1
v_add_f32_e64 v7, exec_hi, v1
s_mov_b32 exec_hi, s7
s_mov_b32 s7, m0
v_mov_b32 v7, m0
s_add_u32 s7, m0, 1
v_add_f32_e64 v7, m0, v1
s_mov_b32 m0, s7
s_mov_b32 s7, ttmp0
v_mov_b32 v7, ttmp0
s_add_u32 s7, ttmp0, 1
v_add_f32_e64 v7, ttmp0, v1
s_mov_b32 ttmp0, s7
s_mov_b32 s7, ttmp15
v_mov_b32 v7, ttmp15
s_add_u32 s7, ttmp15, 1
v_add_f32_e64 v7, ttmp15, v1
s_mov_b32 ttmp15, s7
s_mov_b32 s7, src_shared_base
v_mov_b32 v7, src_shared_base
s_add_u32 s7, src_shared_base, 1
v_add_f32_e64 v7, src_shared_base, v1
s_mov_b32 s7, src_shared_limit
v_mov_b32 v7, src_shared_limit
s_add_u32 s7, src_shared_limit, 1
v_add_f32_e64 v7, src_shared_limit, v1
s_mov_b32 s7, src_private_base
v_mov_b32 v7, src_private_base
s_add_u32 s7, src_private_base, 1
v_add_f32_e64 v7, src_private_base, v1
s_mov_b32 s7, src_private_limit
v_mov_b32 v7, src_private_limit
s_add_u32 s7, src_private_limit, 1
v_add_f32_e64 v7, src_private_limit, v1
s_mov_b32 s7, src_pops_exiting_wave_id
v_mov_b32 v7, src_pops_exiting_wave_id
s_add_u32 s7, src_pops_exiting_wave_id, 1
v_add_f32_e64 v7, src_pops_exiting_wave_id, v1
s_mov_b32 s7, src_vccz
v_mov_b32 v7, src_vccz
s_add_u32 s7, src_vccz, 1
v_add_f32_e64 v7, src_vccz, v1
s_mov_b32 s7, src_execz
v_mov_b32 v7, src_execz
s_add_u32 s7, src_execz, 1
v_add_f32_e64 v7, src_execz, v1
s_mov_b32 s7, src_scc
v_mov_b32 v7, src_scc
s_add_u32 s7, src_scc, 1
v_add_f32_e64 v7, src_scc, v1
s_mov_b32 s7, shared_base
v_mov_b32 v7, shared_base
s_add_u32 s7, shared_base, 1
v_add_f32_e64 v7, shared_base, v1
s_mov_b32 s7, private_limit
v_mov_b32 v7, private_limit
s_add_u32 s7, private_limit, 1
v_add_f32_e64 v7, private_limit, v1
s_mov_b32 s7, vccz
v_mov_b32 v7, vccz
s_add_u32 s7, vccz, 1
v_add_f32_e64 v7, vccz, v1
s_mov_b32 s7, execz
v_mov_b32 v7, execz
s_add_u32 s7, execz, 1
v_add_f32_e64 v7, execz, v1
s_mov_b32 s7, scc
v_mov_b32 v7, scc
s_add_u32 s7, scc, 1
v_add_f32_e64 v7, scc, v1
s_mov_b32 s7, pops_exiting_wave_id
v_mov_b32 v7, pops_exiting_wave_id
s_add_u32 s7, pops_exiting_wave_id, 1
v_add_f32_e64 v7, pops_exiting_wave_id, v1
s_mov_b32 s7, flat_scratch_lo
v_mov_b32 v7, flat_scratch_lo
s_add_u32 s7, flat_scratch_lo, 1
v_add_f32_e64 v7, flat_scratch_lo, v1
s_mov_b32 flat_scratch_lo, s7
s_mov_b32 s7, flat_scratch_hi
v_mov_b32 v7, flat_scratch_hi
s_add_u32 s7, flat_scratch_hi, 1
v_add_f32_e64 v7, flat_scratch_hi, v1
s_mov_b32 flat_scratch_hi, s7
s_mov_b32 s7, xnack_mask_lo
v_mov_b32 v7, xnack_mask_lo
s_add_u32 s7, xnack_mask_lo, 1
v_add_f32_e64 v7, xnack_mask_lo, v1
s_mov_b32 xnack_mask_lo, s7
s_mov_b32 s7, xnack_mask_hi
v_mov_b32 v7, xnack_mask_hi
s_add_u32 s7, xnack_mask_hi, 1
v_add_f32_e64 v7, xnack_mask_hi, v1
s_mov_b32 xnack_mask_hi, s7
s_mov_b64 s[6:7], vcc
s_mov_b64 vcc, s[6:7]
s_and_b64 s[6:7], vcc, exec
s_mov_b64 s[6:7], exec
s_mov_b64 exec, s[6:7]
s_and_b64 s[6:7], exec, exec
s_mov_b64 s[6:7], ttmp[0:1]
s_mov_b64 ttmp[0:1], s[6:7]
s_and_b64 s[6:7], ttmp[0:1], exec
s_mov_b64 s[6:7], ttmp[14:15]
s_mov_b64 ttmp[14:15], s[6:7]
s_and_b64 s[6:7], ttmp[14:15], exec
s_mov_b64 s[6:7], s[100:101]
s_mov_b64 s[100:101], s[6:7]
s_and_b64 s[6:7], s[100:101], exec
s_mov_b64 s[6:7], flat_scratch
s_mov_b64 flat_scratch, s[6:7]
s_and_b64 s[6:7], flat_scratch, exec
s_mov_b64 s[6:7], xnack_mask
s_mov_b64 xnack_mask, s[6:7]
s_and_b64 s[6:7], xnack_mask, exec
s_mov_b32 s101, s0
v_mov_b32 v255, v0
s_load_dwordx16 s[84:99], s[2:3], 0x0
s_waitcnt vmcnt(5), expcnt(2), lgkmcnt(0)
s_waitcnt vmcnt(0)
s_waitcnt vmcnt(0) expcnt(0)
s_waitcnt vmcnt(18), expcnt(1), lgkmcnt(7)
s_waitcnt 0xdba
s_waitcnt lgkmcnt(4)
s_waitcnt vmcnt(13) & expcnt(7) & lgkmcnt(10)
s_waitcnt vmcnt(0), expcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0), expcnt(2), lgkmcnt(0)
s_waitcnt vmcnt(6), expcnt(1), lgkmcnt(0)
s_waitcnt expcnt(6)
s_waitcnt vmcnt(55) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(22), expcnt(4), lgkmcnt(4)
s_waitcnt 0xacb5
s_waitcnt vmcnt(30) & expcnt(6) & lgkmcnt(0)
s_waitcnt vmcnt(0) expcnt(1)
s_waitcnt vmcnt(0), expcnt(2), lgkmcnt(15)
s_waitcnt vmcnt(29), lgkmcnt(0)
s_waitcnt expcnt(0)
s_waitcnt vmcnt(0) expcnt(2) lgkmcnt(12)
s_waitcnt 0x6ecb
s_waitcnt 0xbdc3
s_waitcnt vmcnt(10), expcnt(0)
s_waitcnt 0
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
s_getreg_b32 s1, hwreg(HW_REG_MODE)
s_setreg_b32 hwreg(HW_REG_MODE, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_STATUS)
s_setreg_b32 hwreg(HW_REG_STATUS, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)
s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_HW_ID)
s_setreg_b32 hwreg(HW_REG_HW_ID, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_GPR_ALLOC)
s_setreg_b32 hwreg(HW_REG_GPR_ALLOC, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_LDS_ALLOC)
s_setreg_b32 hwreg(HW_REG_LDS_ALLOC, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_IB_STS)
s_setreg_b32 hwreg(HW_REG_IB_STS, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SH_MEM_BASES)
s_setreg_b32 hwreg(HW_REG_SH_MEM_BASES, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_TBA_LO)
s_setreg_b32 hwreg(HW_REG_TBA_LO, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_TBA_HI)
s_setreg_b32 hwreg(HW_REG_TBA_HI, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_TMA_LO)
s_setreg_b32 hwreg(HW_REG_TMA_LO, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_TMA_HI)
s_setreg_b32 hwreg(HW_REG_TMA_HI, 0, 8), s2
s_getreg_b32 s3, hwreg(6, 6, 1)
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0x5de2ee0b
s_getreg_b32 s3, hwreg(5, 7, 4)
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID, 12, 13), 0xb17969d1
s_getreg_b32 s3, hwreg(HW_REG_SH_MEM_BASES)
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 19, 11), 0x9546694f
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC), 0x9c33e845
s_getreg_b32 s3, hwreg(15, 5, 4)
s_setreg_imm32_b32 hwreg(HW_REG_LDS_ALLOC, 28, 2), 0xb1bf702a
s_getreg_b32 s3, hwreg(5, 4, 1)
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID), 0xb039ba41
s_getreg_b32 s3, hwreg(HW_REG_LDS_ALLOC, 19, 2)
s_setreg_imm32_b32 hwreg(1, 4, 2), 0x6ca442f3
s_getreg_b32 s3, hwreg(HW_REG_HW_ID)
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC), 0x212c96d7
s_getreg_b32 s3, hwreg(7, 6, 3)
s_setreg_imm32_b32 hwreg(HW_REG_TMA_HI), 0x8c219c3e
s_getreg_b32 s3, hwreg(HW_REG_TMA_HI, 23, 8)
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0x363d9f16
s_getreg_b32 s3, hwreg(HW_REG_LDS_ALLOC, 10, 12)
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 24, 8), 0xbacc332c
s_getreg_b32 s3, hwreg(3, 5, 8)
s_setreg_imm32_b32 hwreg(3, 2, 2), 0x7d0bca16
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
s_sendmsg sendmsg(MSG_GET_DOORBELL)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT_CUT)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)
s_sendmsg 0x22
s_sendmsg sendmsg(2, 2, 0)
s_set_gpr_idx_on s2, gpr_idx(SRC0,DST)
s_set_gpr_idx_mode gpr_idx(SRC1)
s_set_gpr_idx_idx s5
v_accvgpr_write_b32 a0, v255
v_accvgpr_read_b32 v0, a255
v_accvgpr_mov_b32 a0, a255
v_accvgpr_write_b32 a1, v254
v_accvgpr_read_b32 v1, a254
v_accvgpr_mov_b32 a1, a254
v_accvgpr_write_b32 a127, v128
v_accvgpr_read_b32 v127, a128
v_accvgpr_mov_b32 a127, a128
v_accvgpr_write_b32 a128, v127
v_accvgpr_read_b32 v128, a127
v_accvgpr_mov_b32 a128, a127
v_accvgpr_write_b32 a254, v1
v_accvgpr_read_b32 v254, a1
v_accvgpr_mov_b32 a254, a1
v_accvgpr_write_b32 a255, v0
v_accvgpr_read_b32 v255, a0
v_accvgpr_mov_b32 a255, a0
v_accvgpr_write_b32 a7, s5
v_accvgpr_write_b32 a7, vcc_lo
v_accvgpr_write_b32 a7, m0
v_accvgpr_write_b32 a7, exec_hi
v_accvgpr_write_b32 a7, ttmp3
v_accvgpr_write_b32 a7, 0
v_accvgpr_write_b32 a7, -16
v_accvgpr_write_b32 a7, 64
v_accvgpr_write_b32 a7, 0.5
v_accvgpr_write_b32 a7, -4.0
v_accvgpr_write_b32 a7, 0.15915494
v_accvgpr_write_b32 a7, src_shared_base
v_accvgpr_write_b32 a7, src_vccz
v_mfma_f32_32x32x1f32 a[0:31], v0, a2, a[0:31]
v_mfma_f32_32x32x1f32 a[224:255], a254, v100, a[224:255] cbsz:0 abid:3 blgp:5
v_mfma_f32_32x32x1f32 a[0:31], v4, v8, 0
v_mfma_f32_32x32x1f32 a[0:31], v4, v8, 1.0
v_mfma_f32_32x32x1f32 a[0:31], v4, v8, -1
v_mfma_f32_32x32x1f32 a[0:31], v4, v8, 0.15915494
v_mfma_f32_32x32x1f32 a[0:31], v4, v8, -4.0
v_mfma_f32_32x32x1f32 v[0:31], v0, a2, v[0:31]
v_mfma_f32_32x32x1f32 v[224:255], a254, v100, v[224:255] cbsz:5 abid:7 blgp:3
v_mfma_f32_32x32x1f32 v[0:31], v4, v8, 0
v_mfma_f32_32x32x1f32 v[0:31], v4, v8, 1.0
v_mfma_f32_32x32x1f32 v[0:31], v4, v8, -1
v_mfma_f32_32x32x1f32 v[0:31], v4, v8, 0.15915494
v_mfma_f32_32x32x1f32 v[0:31], v4, v8, -4.0
v_mfma_f32_32x32x1f32 a[0:31], v10, v20, a[0:31] cbsz:1
v_mfma_f32_32x32x1f32 a[0:31], v10, v20, a[0:31] abid:3
v_mfma_f32_32x32x1f32 a[0:31], v10, v20, a[0:31] blgp:5
v_mfma_f32_32x32x1f32 a[0:31], v10, v20, a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x1f32 a[0:31], v10, v20, a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x1f32_e64 a[0:31], v2, v4, a[0:31]
v_mfma_f32_16x16x1f32 a[0:15], v0, a2, a[0:15]
v_mfma_f32_16x16x1f32 a[240:255], a254, v100, a[240:255] cbsz:3 abid:12 blgp:0
v_mfma_f32_16x16x1f32 a[0:15], v4, v8, 0
v_mfma_f32_16x16x1f32 a[0:15], v4, v8, 1.0
v_mfma_f32_16x16x1f32 a[0:15], v4, v8, -1
v_mfma_f32_16x16x1f32 a[0:15], v4, v8, 0.15915494
v_mfma_f32_16x16x1f32 a[0:15], v4, v8, -4.0
v_mfma_f32_16x16x1f32 v[0:15], v0, a2, v[0:15]
v_mfma_f32_16x16x1f32 v[240:255], a254, v100, v[240:255] cbsz:4 abid:5 blgp:2
v_mfma_f32_16x16x1f32 v[0:15], v4, v8, 0
v_mfma_f32_16x16x1f32 v[0:15], v4, v8, 1.0
v_mfma_f32_16x16x1f32 v[0:15], v4, v8, -1
v_mfma_f32_16x16x1f32 v[0:15], v4, v8, 0.15915494
v_mfma_f32_16x16x1f32 v[0:15], v4, v8, -4.0
v_mfma_f32_16x16x1f32 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_f32_16x16x1f32 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_f32_16x16x1f32 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_f32_16x16x1f32 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x1f32 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x1f32_e64 a[0:15], v2, v4, a[0:15]
v_mfma_f32_4x4x1f32 a[0:3], v0, a2, a[0:3]
v_mfma_f32_4x4x1f32 a[252:255], a254, v100, a[252:255] cbsz:7 abid:10 blgp:1
v_mfma_f32_4x4x1f32 a[0:3], v4, v8, 0
v_mfma_f32_4x4x1f32 a[0:3], v4, v8, 1.0
v_mfma_f32_4x4x1f32 a[0:3], v4, v8, -1
v_mfma_f32_4x4x1f32 a[0:3], v4, v8, 0.15915494
v_mfma_f32_4x4x1f32 a[0:3], v4, v8, -4.0
v_mfma_f32_4x4x1f32 v[0:3], v0, a2, v[0:3]
v_mfma_f32_4x4x1f32 v[252:255], a254, v100, v[252:255] cbsz:0 abid:14 blgp:5
v_mfma_f32_4x4x1f32 v[0:3], v4, v8, 0
v_mfma_f32_4x4x1f32 v[0:3], v4, v8, 1.0
v_mfma_f32_4x4x1f32 v[0:3], v4, v8, -1
v_mfma_f32_4x4x1f32 v[0:3], v4, v8, 0.15915494
v_mfma_f32_4x4x1f32 v[0:3], v4, v8, -4.0
v_mfma_f32_4x4x1f32 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_f32_4x4x1f32 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_f32_4x4x1f32 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_f32_4x4x1f32 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x1f32 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x1f32_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x2f32 a[0:15], v0, a2, a[0:15]
v_mfma_f32_32x32x2f32 a[240:255], a254, v100, a[240:255] cbsz:5 abid:2 blgp:6
v_mfma_f32_32x32x2f32 a[0:15], v4, v8, 0
v_mfma_f32_32x32x2f32 a[0:15], v4, v8, 1.0
v_mfma_f32_32x32x2f32 a[0:15], v4, v8, -1
v_mfma_f32_32x32x2f32 a[0:15], v4, v8, 0.15915494
v_mfma_f32_32x32x2f32 a[0:15], v4, v8, -4.0
v_mfma_f32_32x32x2f32 v[0:15], v0, a2, v[0:15]
v_mfma_f32_32x32x2f32 v[240:255], a254, v100, v[240:255] cbsz:0 abid:15 blgp:4
v_mfma_f32_32x32x2f32 v[0:15], v4, v8, 0
v_mfma_f32_32x32x2f32 v[0:15], v4, v8, 1.0
v_mfma_f32_32x32x2f32 v[0:15], v4, v8, -1
v_mfma_f32_32x32x2f32 v[0:15], v4, v8, 0.15915494
v_mfma_f32_32x32x2f32 v[0:15], v4, v8, -4.0
v_mfma_f32_32x32x2f32 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_f32_32x32x2f32 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_f32_32x32x2f32 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_f32_32x32x2f32 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x2f32 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x2f32_e64 a[0:15], v2, v4, a[0:15]
v_mfma_f32_16x16x4f32 a[0:3], v0, a2, a[0:3]
v_mfma_f32_16x16x4f32 a[252:255], a254, v100, a[252:255] cbsz:2 abid:11 blgp:0
v_mfma_f32_16x16x4f32 a[0:3], v4, v8, 0
v_mfma_f32_16x16x4f32 a[0:3], v4, v8, 1.0
v_mfma_f32_16x16x4f32 a[0:3], v4, v8, -1
v_mfma_f32_16x16x4f32 a[0:3], v4, v8, 0.15915494
v_mfma_f32_16x16x4f32 a[0:3], v4, v8, -4.0
v_mfma_f32_16x16x4f32 v[0:3], v0, a2, v[0:3]
v_mfma_f32_16x16x4f32 v[252:255], a254, v100, v[252:255] cbsz:2 abid:5 blgp:7
v_mfma_f32_16x16x4f32 v[0:3], v4, v8, 0
v_mfma_f32_16x16x4f32 v[0:3], v4, v8, 1.0
v_mfma_f32_16x16x4f32 v[0:3], v4, v8, -1
v_mfma_f32_16x16x4f32 v[0:3], v4, v8, 0.15915494
v_mfma_f32_16x16x4f32 v[0:3], v4, v8, -4.0
v_mfma_f32_16x16x4f32 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_f32_16x16x4f32 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_f32_16x16x4f32 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_f32_16x16x4f32 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x4f32 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x4f32_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x4f16 a[0:31], v[0:1], a[2:3], a[0:31]
v_mfma_f32_32x32x4f16 a[224:255], a[252:253], v[100:101], a[224:255] cbsz:3 abid:10 blgp:7
v_mfma_f32_32x32x4f16 a[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4f16 a[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4f16 a[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4f16 a[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4f16 a[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4f16 v[0:31], v[0:1], a[2:3], v[0:31]
v_mfma_f32_32x32x4f16 v[224:255], a[252:253], v[100:101], v[224:255] cbsz:2 abid:0 blgp:3
v_mfma_f32_32x32x4f16 v[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4f16 v[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4f16 v[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4f16 v[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4f16 v[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4f16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:1
v_mfma_f32_32x32x4f16 a[0:31], v[10:11], v[20:21], a[0:31] abid:3
v_mfma_f32_32x32x4f16 a[0:31], v[10:11], v[20:21], a[0:31] blgp:5
v_mfma_f32_32x32x4f16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x4f16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x4f16_e64 a[0:31], v[2:3], v[4:5], a[0:31]
v_mfma_f32_16x16x4f16 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_16x16x4f16 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:1 abid:7 blgp:6
v_mfma_f32_16x16x4f16 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4f16 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4f16 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4f16 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4f16 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4f16 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_16x16x4f16 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:1 abid:6 blgp:1
v_mfma_f32_16x16x4f16 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4f16 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4f16 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4f16 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4f16 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_16x16x4f16 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_16x16x4f16 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_16x16x4f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x4f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x4f16_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_4x4x4f16 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_4x4x4f16 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:5 abid:11 blgp:4
v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4f16 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_4x4x4f16 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:6 abid:8 blgp:4
v_mfma_f32_4x4x4f16 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4f16 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4f16 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4f16 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4f16 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_4x4x4f16 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_4x4x4f16 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_4x4x4f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x4f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x4f16_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x8f16 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x8f16 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:7 abid:6 blgp:6
v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8f16 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x8f16 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:0 abid:8 blgp:1
v_mfma_f32_32x32x8f16 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8f16 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8f16 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8f16 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8f16 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x8f16 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x8f16 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x8f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x8f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x8f16_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x16f16 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x16f16 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:7 abid:15 blgp:4
v_mfma_f32_16x16x16f16 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16f16 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16f16 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16f16 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16f16 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16f16 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x16f16 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:4 abid:10 blgp:1
v_mfma_f32_16x16x16f16 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16f16 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16f16 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16f16 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16f16 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x16f16 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x16f16 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x16f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x16f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x16f16_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_i32_32x32x4i8 a[0:31], v0, a2, a[0:31]
v_mfma_i32_32x32x4i8 a[224:255], a254, v100, a[224:255] cbsz:3 abid:8 blgp:4
v_mfma_i32_32x32x4i8 a[0:31], v4, v8, 0
v_mfma_i32_32x32x4i8 a[0:31], v4, v8, 1.0
v_mfma_i32_32x32x4i8 a[0:31], v4, v8, -1
v_mfma_i32_32x32x4i8 a[0:31], v4, v8, 0.15915494
v_mfma_i32_32x32x4i8 a[0:31], v4, v8, -4.0
v_mfma_i32_32x32x4i8 v[0:31], v0, a2, v[0:31]
v_mfma_i32_32x32x4i8 v[224:255], a254, v100, v[224:255] cbsz:5 abid:15 blgp:2
v_mfma_i32_32x32x4i8 v[0:31], v4, v8, 0
v_mfma_i32_32x32x4i8 v[0:31], v4, v8, 1.0
v_mfma_i32_32x32x4i8 v[0:31], v4, v8, -1
v_mfma_i32_32x32x4i8 v[0:31], v4, v8, 0.15915494
v_mfma_i32_32x32x4i8 v[0:31], v4, v8, -4.0
v_mfma_i32_32x32x4i8 a[0:31], v10, v20, a[0:31] cbsz:1
v_mfma_i32_32x32x4i8 a[0:31], v10, v20, a[0:31] abid:3
v_mfma_i32_32x32x4i8 a[0:31], v10, v20, a[0:31] blgp:5
v_mfma_i32_32x32x4i8 a[0:31], v10, v20, a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_i32_32x32x4i8 a[0:31], v10, v20, a[0:31] cbsz:2 blgp:1
v_mfma_i32_32x32x4i8_e64 a[0:31], v2, v4, a[0:31]
v_mfma_i32_16x16x4i8 a[0:15], v0, a2, a[0:15]
v_mfma_i32_16x16x4i8 a[240:255], a254, v100, a[240:255] cbsz:3 abid:6 blgp:0
v_mfma_i32_16x16x4i8 a[0:15], v4, v8, 0
v_mfma_i32_16x16x4i8 a[0:15], v4, v8, 1.0
v_mfma_i32_16x16x4i8 a[0:15], v4, v8, -1
v_mfma_i32_16x16x4i8 a[0:15], v4, v8, 0.15915494
v_mfma_i32_16x16x4i8 a[0:15], v4, v8, -4.0
v_mfma_i32_16x16x4i8 v[0:15], v0, a2, v[0:15]
v_mfma_i32_16x16x4i8 v[240:255], a254, v100, v[240:255] cbsz:4 abid:5 blgp:6
v_mfma_i32_16x16x4i8 v[0:15], v4, v8, 0
v_mfma_i32_16x16x4i8 v[0:15], v4, v8, 1.0
v_mfma_i32_16x16x4i8 v[0:15], v4, v8, -1
v_mfma_i32_16x16x4i8 v[0:15], v4, v8, 0.15915494
v_mfma_i32_16x16x4i8 v[0:15], v4, v8, -4.0
v_mfma_i32_16x16x4i8 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_i32_16x16x4i8 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_i32_16x16x4i8 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_i32_16x16x4i8 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_i32_16x16x4i8 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_i32_16x16x4i8_e64 a[0:15], v2, v4, a[0:15]
v_mfma_i32_4x4x4i8 a[0:3], v0, a2, a[0:3]
v_mfma_i32_4x4x4i8 a[252:255], a254, v100, a[252:255] cbsz:6 abid:0 blgp:4
v_mfma_i32_4x4x4i8 a[0:3], v4, v8, 0
v_mfma_i32_4x4x4i8 a[0:3], v4, v8, 1.0
v_mfma_i32_4x4x4i8 a[0:3], v4, v8, -1
v_mfma_i32_4x4x4i8 a[0:3], v4, v8, 0.15915494
v_mfma_i32_4x4x4i8 a[0:3], v4, v8, -4.0
v_mfma_i32_4x4x4i8 v[0:3], v0, a2, v[0:3]
v_mfma_i32_4x4x4i8 v[252:255], a254, v100, v[252:255] cbsz:3 abid:15 blgp:6
v_mfma_i32_4x4x4i8 v[0:3], v4, v8, 0
v_mfma_i32_4x4x4i8 v[0:3], v4, v8, 1.0
v_mfma_i32_4x4x4i8 v[0:3], v4, v8, -1
v_mfma_i32_4x4x4i8 v[0:3], v4, v8, 0.15915494
v_mfma_i32_4x4x4i8 v[0:3], v4, v8, -4.0
v_mfma_i32_4x4x4i8 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_i32_4x4x4i8 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_i32_4x4x4i8 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_i32_4x4x4i8 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_i32_4x4x4i8 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_i32_4x4x4i8_e64 a[0:3], v2, v4, a[0:3]
v_mfma_i32_32x32x8i8 a[0:15], v0, a2, a[0:15]
v_mfma_i32_32x32x8i8 a[240:255], a254, v100, a[240:255] cbsz:5 abid:6 blgp:1
v_mfma_i32_32x32x8i8 a[0:15], v4, v8, 0
v_mfma_i32_32x32x8i8 a[0:15], v4, v8, 1.0
v_mfma_i32_32x32x8i8 a[0:15], v4, v8, -1
v_mfma_i32_32x32x8i8 a[0:15], v4, v8, 0.15915494
v_mfma_i32_32x32x8i8 a[0:15], v4, v8, -4.0
v_mfma_i32_32x32x8i8 v[0:15], v0, a2, v[0:15]
v_mfma_i32_32x32x8i8 v[240:255], a254, v100, v[240:255] cbsz:4 abid:5 blgp:2
v_mfma_i32_32x32x8i8 v[0:15], v4, v8, 0
v_mfma_i32_32x32x8i8 v[0:15], v4, v8, 1.0
v_mfma_i32_32x32x8i8 v[0:15], v4, v8, -1
v_mfma_i32_32x32x8i8 v[0:15], v4, v8, 0.15915494
v_mfma_i32_32x32x8i8 v[0:15], v4, v8, -4.0
v_mfma_i32_32x32x8i8 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_i32_32x32x8i8 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_i32_32x32x8i8 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_i32_32x32x8i8 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_i32_32x32x8i8 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_i32_32x32x8i8_e64 a[0:15], v2, v4, a[0:15]
v_mfma_i32_16x16x16i8 a[0:3], v0, a2, a[0:3]
v_mfma_i32_16x16x16i8 a[252:255], a254, v100, a[252:255] cbsz:2 abid:4 blgp:0
v_mfma_i32_16x16x16i8 a[0:3], v4, v8, 0
v_mfma_i32_16x16x16i8 a[0:3], v4, v8, 1.0
v_mfma_i32_16x16x16i8 a[0:3], v4, v8, -1
v_mfma_i32_16x16x16i8 a[0:3], v4, v8, 0.15915494
v_mfma_i32_16x16x16i8 a[0:3], v4, v8, -4.0
v_mfma_i32_16x16x16i8 v[0:3], v0, a2, v[0:3]
v_mfma_i32_16x16x16i8 v[252:255], a254, v100, v[252:255] cbsz:2 abid:6 blgp:5
v_mfma_i32_16x16x16i8 v[0:3], v4, v8, 0
v_mfma_i32_16x16x16i8 v[0:3], v4, v8, 1.0
v_mfma_i32_16x16x16i8 v[0:3], v4, v8, -1
v_mfma_i32_16x16x16i8 v[0:3], v4, v8, 0.15915494
v_mfma_i32_16x16x16i8 v[0:3], v4, v8, -4.0
v_mfma_i32_16x16x16i8 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_i32_16x16x16i8 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_i32_16x16x16i8 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_i32_16x16x16i8 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_i32_16x16x16i8 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_i32_16x16x16i8_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x4bf16_1k a[0:31], v[0:1], a[2:3], a[0:31]
v_mfma_f32_32x32x4bf16_1k a[224:255], a[252:253], v[100:101], a[224:255] cbsz:7 abid:14 blgp:4
v_mfma_f32_32x32x4bf16_1k a[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4bf16_1k a[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4bf16_1k a[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4bf16_1k a[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4bf16_1k a[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4bf16_1k v[0:31], v[0:1], a[2:3], v[0:31]
v_mfma_f32_32x32x4bf16_1k v[224:255], a[252:253], v[100:101], v[224:255] cbsz:7 abid:10 blgp:2
v_mfma_f32_32x32x4bf16_1k v[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4bf16_1k v[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4bf16_1k v[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4bf16_1k v[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4bf16_1k v[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4bf16_1k a[0:31], v[10:11], v[20:21], a[0:31] cbsz:1
v_mfma_f32_32x32x4bf16_1k a[0:31], v[10:11], v[20:21], a[0:31] abid:3
v_mfma_f32_32x32x4bf16_1k a[0:31], v[10:11], v[20:21], a[0:31] blgp:5
v_mfma_f32_32x32x4bf16_1k a[0:31], v[10:11], v[20:21], a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x4bf16_1k a[0:31], v[10:11], v[20:21], a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x4bf16_1k_e64 a[0:31], v[2:3], v[4:5], a[0:31]
v_mfma_f32_16x16x4bf16_1k a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_16x16x4bf16_1k a[240:255], a[252:253], v[100:101], a[240:255] cbsz:6 abid:11 blgp:5
v_mfma_f32_16x16x4bf16_1k a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4bf16_1k a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4bf16_1k a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4bf16_1k a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4bf16_1k a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4bf16_1k v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_16x16x4bf16_1k v[240:255], a[252:253], v[100:101], v[240:255] cbsz:1 abid:0 blgp:3
v_mfma_f32_16x16x4bf16_1k v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4bf16_1k v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4bf16_1k v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4bf16_1k v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4bf16_1k v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_16x16x4bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_16x16x4bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_16x16x4bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x4bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x4bf16_1k_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_4x4x4bf16_1k a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_4x4x4bf16_1k a[252:255], a[252:253], v[100:101], a[252:255] cbsz:5 abid:12 blgp:1
v_mfma_f32_4x4x4bf16_1k a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4bf16_1k a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4bf16_1k a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4bf16_1k a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4bf16_1k a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4bf16_1k v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_4x4x4bf16_1k v[252:255], a[252:253], v[100:101], v[252:255] cbsz:4 abid:0 blgp:2
v_mfma_f32_4x4x4bf16_1k v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4bf16_1k v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4bf16_1k v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4bf16_1k v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4bf16_1k v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_4x4x4bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_4x4x4bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_4x4x4bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x4bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x4bf16_1k_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x8bf16_1k a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x8bf16_1k a[240:255], a[252:253], v[100:101], a[240:255] cbsz:7 abid:9 blgp:0
v_mfma_f32_32x32x8bf16_1k a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8bf16_1k a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8bf16_1k a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8bf16_1k a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8bf16_1k a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8bf16_1k v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x8bf16_1k v[240:255], a[252:253], v[100:101], v[240:255] cbsz:5 abid:5 blgp:7
v_mfma_f32_32x32x8bf16_1k v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8bf16_1k v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8bf16_1k v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8bf16_1k v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8bf16_1k v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x8bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x8bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x8bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x8bf16_1k a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x8bf16_1k_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x16bf16_1k a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x16bf16_1k a[252:255], a[252:253], v[100:101], a[252:255] cbsz:5 abid:6 blgp:3
v_mfma_f32_16x16x16bf16_1k a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16bf16_1k a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16bf16_1k a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16bf16_1k a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16bf16_1k a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16bf16_1k v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x16bf16_1k v[252:255], a[252:253], v[100:101], v[252:255] cbsz:1 abid:7 blgp:4
v_mfma_f32_16x16x16bf16_1k v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16bf16_1k v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16bf16_1k v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16bf16_1k v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16bf16_1k v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x16bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x16bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x16bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x16bf16_1k a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x16bf16_1k_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x2bf16 a[0:31], v0, a2, a[0:31]
v_mfma_f32_32x32x2bf16 a[224:255], a254, v100, a[224:255] cbsz:1 abid:1 blgp:2
v_mfma_f32_32x32x2bf16 a[0:31], v4, v8, 0
v_mfma_f32_32x32x2bf16 a[0:31], v4, v8, 1.0
v_mfma_f32_32x32x2bf16 a[0:31], v4, v8, -1
v_mfma_f32_32x32x2bf16 a[0:31], v4, v8, 0.15915494
v_mfma_f32_32x32x2bf16 a[0:31], v4, v8, -4.0
v_mfma_f32_32x32x2bf16 v[0:31], v0, a2, v[0:31]
v_mfma_f32_32x32x2bf16 v[224:255], a254, v100, v[224:255] cbsz:0 abid:11 blgp:5
v_mfma_f32_32x32x2bf16 v[0:31], v4, v8, 0
v_mfma_f32_32x32x2bf16 v[0:31], v4, v8, 1.0
v_mfma_f32_32x32x2bf16 v[0:31], v4, v8, -1
v_mfma_f32_32x32x2bf16 v[0:31], v4, v8, 0.15915494
v_mfma_f32_32x32x2bf16 v[0:31], v4, v8, -4.0
v_mfma_f32_32x32x2bf16 a[0:31], v10, v20, a[0:31] cbsz:1
v_mfma_f32_32x32x2bf16 a[0:31], v10, v20, a[0:31] abid:3
v_mfma_f32_32x32x2bf16 a[0:31], v10, v20, a[0:31] blgp:5
v_mfma_f32_32x32x2bf16 a[0:31], v10, v20, a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x2bf16 a[0:31], v10, v20, a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x2bf16_e64 a[0:31], v2, v4, a[0:31]
v_mfma_f32_16x16x2bf16 a[0:15], v0, a2, a[0:15]
v_mfma_f32_16x16x2bf16 a[240:255], a254, v100, a[240:255] cbsz:2 abid:5 blgp:5
v_mfma_f32_16x16x2bf16 a[0:15], v4, v8, 0
v_mfma_f32_16x16x2bf16 a[0:15], v4, v8, 1.0
v_mfma_f32_16x16x2bf16 a[0:15], v4, v8, -1
v_mfma_f32_16x16x2bf16 a[0:15], v4, v8, 0.15915494
v_mfma_f32_16x16x2bf16 a[0:15], v4, v8, -4.0
v_mfma_f32_16x16x2bf16 v[0:15], v0, a2, v[0:15]
v_mfma_f32_16x16x2bf16 v[240:255], a254, v100, v[240:255] cbsz:1 abid:13 blgp:3
v_mfma_f32_16x16x2bf16 v[0:15], v4, v8, 0
v_mfma_f32_16x16x2bf16 v[0:15], v4, v8, 1.0
v_mfma_f32_16x16x2bf16 v[0:15], v4, v8, -1
v_mfma_f32_16x16x2bf16 v[0:15], v4, v8, 0.15915494
v_mfma_f32_16x16x2bf16 v[0:15], v4, v8, -4.0
v_mfma_f32_16x16x2bf16 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_f32_16x16x2bf16 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_f32_16x16x2bf16 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_f32_16x16x2bf16 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x2bf16 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x2bf16_e64 a[0:15], v2, v4, a[0:15]
v_mfma_f32_4x4x2bf16 a[0:3], v0, a2, a[0:3]
v_mfma_f32_4x4x2bf16 a[252:255], a254, v100, a[252:255] cbsz:7 abid:8 blgp:1
v_mfma_f32_4x4x2bf16 a[0:3], v4, v8, 0
v_mfma_f32_4x4x2bf16 a[0:3], v4, v8, 1.0
v_mfma_f32_4x4x2bf16 a[0:3], v4, v8, -1
v_mfma_f32_4x4x2bf16 a[0:3], v4, v8, 0.15915494
v_mfma_f32_4x4x2bf16 a[0:3], v4, v8, -4.0
v_mfma_f32_4x4x2bf16 v[0:3], v0, a2, v[0:3]
v_mfma_f32_4x4x2bf16 v[252:255], a254, v100, v[252:255] cbsz:2 abid:13 blgp:1
v_mfma_f32_4x4x2bf16 v[0:3], v4, v8, 0
v_mfma_f32_4x4x2bf16 v[0:3], v4, v8, 1.0
v_mfma_f32_4x4x2bf16 v[0:3], v4, v8, -1
v_mfma_f32_4x4x2bf16 v[0:3], v4, v8, 0.15915494
v_mfma_f32_4x4x2bf16 v[0:3], v4, v8, -4.0
v_mfma_f32_4x4x2bf16 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_f32_4x4x2bf16 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_f32_4x4x2bf16 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_f32_4x4x2bf16 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x2bf16 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x2bf16_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x4bf16 a[0:15], v0, a2, a[0:15]
v_mfma_f32_32x32x4bf16 a[240:255], a254, v100, a[240:255] cbsz:5 abid:1 blgp:3
v_mfma_f32_32x32x4bf16 a[0:15], v4, v8, 0
v_mfma_f32_32x32x4bf16 a[0:15], v4, v8, 1.0
v_mfma_f32_32x32x4bf16 a[0:15], v4, v8, -1
v_mfma_f32_32x32x4bf16 a[0:15], v4, v8, 0.15915494
v_mfma_f32_32x32x4bf16 a[0:15], v4, v8, -4.0
v_mfma_f32_32x32x4bf16 v[0:15], v0, a2, v[0:15]
v_mfma_f32_32x32x4bf16 v[240:255], a254, v100, v[240:255] cbsz:5 abid:9 blgp:5
v_mfma_f32_32x32x4bf16 v[0:15], v4, v8, 0
v_mfma_f32_32x32x4bf16 v[0:15], v4, v8, 1.0
v_mfma_f32_32x32x4bf16 v[0:15], v4, v8, -1
v_mfma_f32_32x32x4bf16 v[0:15], v4, v8, 0.15915494
v_mfma_f32_32x32x4bf16 v[0:15], v4, v8, -4.0
v_mfma_f32_32x32x4bf16 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_f32_32x32x4bf16 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_f32_32x32x4bf16 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_f32_32x32x4bf16 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x4bf16 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x4bf16_e64 a[0:15], v2, v4, a[0:15]
v_mfma_f32_16x16x8bf16 a[0:3], v0, a2, a[0:3]
v_mfma_f32_16x16x8bf16 a[252:255], a254, v100, a[252:255] cbsz:7 abid:13 blgp:3
v_mfma_f32_16x16x8bf16 a[0:3], v4, v8, 0
v_mfma_f32_16x16x8bf16 a[0:3], v4, v8, 1.0
v_mfma_f32_16x16x8bf16 a[0:3], v4, v8, -1
v_mfma_f32_16x16x8bf16 a[0:3], v4, v8, 0.15915494
v_mfma_f32_16x16x8bf16 a[0:3], v4, v8, -4.0
v_mfma_f32_16x16x8bf16 v[0:3], v0, a2, v[0:3]
v_mfma_f32_16x16x8bf16 v[252:255], a254, v100, v[252:255] cbsz:0 abid:11 blgp:7
v_mfma_f32_16x16x8bf16 v[0:3], v4, v8, 0
v_mfma_f32_16x16x8bf16 v[0:3], v4, v8, 1.0
v_mfma_f32_16x16x8bf16 v[0:3], v4, v8, -1
v_mfma_f32_16x16x8bf16 v[0:3], v4, v8, 0.15915494
v_mfma_f32_16x16x8bf16 v[0:3], v4, v8, -4.0
v_mfma_f32_16x16x8bf16 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_f32_16x16x8bf16 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_f32_16x16x8bf16 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_f32_16x16x8bf16 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x8bf16 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x8bf16_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f64_16x16x4f64 a[0:7], v[0:1], a[2:3], a[0:7]
v_mfma_f64_16x16x4f64 a[248:255], a[252:253], v[100:101], a[248:255] cbsz:5 abid:10 blgp:2
v_mfma_f64_16x16x4f64 a[0:7], v[4:5], v[8:9], 0
v_mfma_f64_16x16x4f64 a[0:7], v[4:5], v[8:9], 1.0
v_mfma_f64_16x16x4f64 a[0:7], v[4:5], v[8:9], -1
v_mfma_f64_16x16x4f64 a[0:7], v[4:5], v[8:9], -4.0
v_mfma_f64_16x16x4f64 v[0:7], v[0:1], a[2:3], v[0:7]
v_mfma_f64_16x16x4f64 v[248:255], a[252:253], v[100:101], v[248:255] cbsz:3 abid:9 blgp:2
v_mfma_f64_16x16x4f64 v[0:7], v[4:5], v[8:9], 0
v_mfma_f64_16x16x4f64 v[0:7], v[4:5], v[8:9], 1.0
v_mfma_f64_16x16x4f64 v[0:7], v[4:5], v[8:9], -1
v_mfma_f64_16x16x4f64 v[0:7], v[4:5], v[8:9], -4.0
v_mfma_f64_16x16x4f64 a[0:7], v[10:11], v[20:21], a[0:7] cbsz:1
v_mfma_f64_16x16x4f64 a[0:7], v[10:11], v[20:21], a[0:7] abid:3
v_mfma_f64_16x16x4f64 a[0:7], v[10:11], v[20:21], a[0:7] blgp:5
v_mfma_f64_16x16x4f64 a[0:7], v[10:11], v[20:21], a[0:7] cbsz:7 abid:15 blgp:7
v_mfma_f64_16x16x4f64 a[0:7], v[10:11], v[20:21], a[0:7] cbsz:2 blgp:1
v_mfma_f64_16x16x4f64_e64 a[0:7], v[2:3], v[4:5], a[0:7]
v_mfma_f64_4x4x4f64 a[0:1], v[0:1], a[2:3], a[0:1]
v_mfma_f64_4x4x4f64 a[254:255], a[252:253], v[100:101], a[254:255] cbsz:5 abid:10 blgp:6
v_mfma_f64_4x4x4f64 a[0:1], v[4:5], v[8:9], 0
v_mfma_f64_4x4x4f64 a[0:1], v[4:5], v[8:9], 1.0
v_mfma_f64_4x4x4f64 a[0:1], v[4:5], v[8:9], -1
v_mfma_f64_4x4x4f64 a[0:1], v[4:5], v[8:9], -4.0
v_mfma_f64_4x4x4f64 v[0:1], v[0:1], a[2:3], v[0:1]
v_mfma_f64_4x4x4f64 v[254:255], a[252:253], v[100:101], v[254:255] cbsz:4 abid:5 blgp:4
v_mfma_f64_4x4x4f64 v[0:1], v[4:5], v[8:9], 0
v_mfma_f64_4x4x4f64 v[0:1], v[4:5], v[8:9], 1.0
v_mfma_f64_4x4x4f64 v[0:1], v[4:5], v[8:9], -1
v_mfma_f64_4x4x4f64 v[0:1], v[4:5], v[8:9], -4.0
v_mfma_f64_4x4x4f64 a[0:1], v[10:11], v[20:21], a[0:1] cbsz:1
v_mfma_f64_4x4x4f64 a[0:1], v[10:11], v[20:21], a[0:1] abid:3
v_mfma_f64_4x4x4f64 a[0:1], v[10:11], v[20:21], a[0:1] blgp:5
v_mfma_f64_4x4x4f64 a[0:1], v[10:11], v[20:21], a[0:1] cbsz:7 abid:15 blgp:7
v_mfma_f64_4x4x4f64 a[0:1], v[10:11], v[20:21], a[0:1] cbsz:2 blgp:1
v_mfma_f64_4x4x4f64_e64 a[0:1], v[2:3], v[4:5], a[0:1]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], s[2:3], v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], vcc, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], exec, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], ttmp[2:3], v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], 0, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], -1, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], 1.0, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], -0.5, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], 0.15915494, v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], 64, v[4:5], v[6:7]
v_pk_mul_f32 v[254:255], v[2:3], v[4:5]
v_pk_mul_f32 v[254:255], s[2:3], v[4:5]
v_pk_mul_f32 v[254:255], vcc, v[4:5]
v_pk_mul_f32 v[254:255], exec, v[4:5]
v_pk_mul_f32 v[254:255], ttmp[2:3], v[4:5]
v_pk_mul_f32 v[254:255], 0, v[4:5]
v_pk_mul_f32 v[254:255], -1, v[4:5]
v_pk_mul_f32 v[254:255], 1.0, v[4:5]
v_pk_mul_f32 v[254:255], -0.5, v[4:5]
v_pk_mul_f32 v[254:255], 0.15915494, v[4:5]
v_pk_mul_f32 v[254:255], 64, v[4:5]
v_pk_add_f32 v[0:1], v[2:3], v[2:3]
v_pk_add_f32 v[0:1], v[2:3], s[2:3]
v_pk_add_f32 v[0:1], v[2:3], vcc
v_pk_add_f32 v[0:1], v[2:3], exec
v_pk_add_f32 v[0:1], v[2:3], ttmp[2:3]
v_pk_add_f32 v[0:1], v[2:3], 0
v_pk_add_f32 v[0:1], v[2:3], -1
v_pk_add_f32 v[0:1], v[2:3], 1.0
v_pk_add_f32 v[0:1], v[2:3], -0.5
v_pk_add_f32 v[0:1], v[2:3], 0.15915494
v_pk_add_f32 v[0:1], v[2:3], 64
v_pk_mov_b32 v[0:1], v[2:3], v[4:5]
v_pk_mov_b32 v[0:1], s[2:3], v[4:5]
v_pk_mov_b32 v[0:1], vcc, v[4:5]
v_pk_mov_b32 v[0:1], exec, v[4:5]
v_pk_mov_b32 v[0:1], ttmp[2:3], v[4:5]
v_pk_mov_b32 v[0:1], 0, v[4:5]
v_pk_mov_b32 v[0:1], -1, v[4:5]
v_pk_mov_b32 v[0:1], 1.0, v[4:5]
v_pk_mov_b32 v[0:1], -0.5, v[4:5]
v_pk_mov_b32 v[0:1], 0.15915494, v[4:5]
v_pk_mov_b32 v[0:1], 64, v[4:5]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,1]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel:[0,1]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[0,1,1]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[0,1]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel_hi:[0,0]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[0,0,0]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel_hi:[0,0]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel_hi:[1,0]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[1,0,1]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel_hi:[1,0]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] neg_lo:[1,1]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] neg_lo:[1,1,0]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] neg_lo:[1,1]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] neg_hi:[0,1]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] neg_hi:[0,1,1]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] neg_hi:[0,1]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,1,0] op_sel_hi:[0,0,0] neg_lo:[1,0,1] neg_hi:[0,1,1]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] clamp
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] clamp
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] clamp
v_mov_b32_dpp v1, v2 row_newbcast:0 row_mask:0x6 bank_mask:0x9
v_add_f32_dpp v1, -v2, |v3| row_newbcast:0 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:1 row_mask:0x2 bank_mask:0xd
v_add_f32_dpp v1, -v2, |v3| row_newbcast:1
v_mov_b32_dpp v1, v2 row_newbcast:2 row_mask:0x3 bank_mask:0x1
v_add_f32_dpp v1, -v2, |v3| row_newbcast:2
v_mov_b32_dpp v1, v2 row_newbcast:3 row_mask:0x9 bank_mask:0x9
v_add_f32_dpp v1, -v2, |v3| row_newbcast:3 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:4 row_mask:0x8 bank_mask:0xe
v_add_f32_dpp v1, -v2, |v3| row_newbcast:4
v_mov_b32_dpp v1, v2 row_newbcast:5 row_mask:0x6 bank_mask:0x2
v_add_f32_dpp v1, -v2, |v3| row_newbcast:5
v_mov_b32_dpp v1, v2 row_newbcast:6 row_mask:0x7 bank_mask:0x8
v_add_f32_dpp v1, -v2, |v3| row_newbcast:6 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:7 row_mask:0xe bank_mask:0xe
v_add_f32_dpp v1, -v2, |v3| row_newbcast:7
v_mov_b32_dpp v1, v2 row_newbcast:8 row_mask:0x8 bank_mask:0xa
v_add_f32_dpp v1, -v2, |v3| row_newbcast:8
v_mov_b32_dpp v1, v2 row_newbcast:9 row_mask:0xa bank_mask:0xf
v_add_f32_dpp v1, -v2, |v3| row_newbcast:9 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:10 row_mask:0x5 bank_mask:0xb
v_add_f32_dpp v1, -v2, |v3| row_newbcast:10
v_mov_b32_dpp v1, v2 row_newbcast:11 row_mask:0xa bank_mask:0xd
v_add_f32_dpp v1, -v2, |v3| row_newbcast:11
v_mov_b32_dpp v1, v2 row_newbcast:12 row_mask:0xd bank_mask:0x4
v_add_f32_dpp v1, -v2, |v3| row_newbcast:12 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:13 row_mask:0xd bank_mask:0x6
v_add_f32_dpp v1, -v2, |v3| row_newbcast:13
v_mov_b32_dpp v1, v2 row_newbcast:14 row_mask:0xe bank_mask:0x2
v_add_f32_dpp v1, -v2, |v3| row_newbcast:14
v_mov_b32_dpp v1, v2 row_newbcast:15 row_mask:0x7 bank_mask:0x1
v_add_f32_dpp v1, -v2, |v3| row_newbcast:15 bound_ctrl:0
v_cvt_i32_f64_dpp v231, v[4:5] row_newbcast:0 bank_mask:0x3 bound_ctrl:0
v_cvt_i32_f64_dpp v174, v[254:255] row_newbcast:7 row_mask:0x1 bank_mask:0x4
v_cvt_i32_f64_dpp v11, v[10:11] row_newbcast:15 row_mask:0xa bound_ctrl:0
v_cvt_f64_i32_dpp v[40:41], v7 row_newbcast:0 row_mask:0xd
v_cvt_f64_i32_dpp v[10:11], v28 row_newbcast:7 row_mask:0x2 bank_mask:0x7
v_cvt_f64_i32_dpp v[40:41], v27 row_newbcast:15 row_mask:0x1
v_cvt_f32_f64_dpp v111, v[20:21] row_newbcast:0
v_cvt_f32_f64_dpp v71, v[174:175] row_newbcast:7 row_mask:0x6 bank_mask:0x9
v_cvt_f32_f64_dpp v254, v[134:135] row_newbcast:15 bank_mask:0xa
v_cvt_f64_f32_dpp v[18:19], v255 row_newbcast:0 row_mask:0x1 bank_mask:0xb
v_cvt_f64_f32_dpp v[162:163], v255 row_newbcast:7 bank_mask:0x7
v_cvt_f64_f32_dpp v[102:103], |v172| row_newbcast:15 row_mask:0x1 bank_mask:0xf
v_cvt_u32_f64_dpp v255, v[2:3] row_newbcast:0 row_mask:0x3 bound_ctrl:0
v_cvt_u32_f64_dpp v221, v[214:215] row_newbcast:7 row_mask:0x9 bank_mask:0x0 bound_ctrl:0
v_cvt_u32_f64_dpp v159, v[2:3] row_newbcast:15 row_mask:0xe bank_mask:0xa bound_ctrl:0
v_cvt_f64_u32_dpp v[254:255], v10 row_newbcast:0 bank_mask:0xe
v_cvt_f64_u32_dpp v[24:25], v10 row_newbcast:7 row_mask:0x5 bank_mask:0x5 bound_ctrl:0
v_cvt_f64_u32_dpp v[28:29], v3 row_newbcast:15 row_mask:0x5 bank_mask:0x2
v_trunc_f64_dpp v[100:101], v[16:17] row_newbcast:0 row_mask:0x3 bank_mask:0x9 bound_ctrl:0
v_trunc_f64_dpp v[4:5], v[26:27] row_newbcast:7 bound_ctrl:0
v_trunc_f64_dpp v[50:51], v[8:9] row_newbcast:15 bank_mask:0x0 bound_ctrl:0
v_ceil_f64_dpp v[118:119], v[22:23] row_newbcast:0 bank_mask:0x5
v_ceil_f64_dpp v[18:19], v[238:239] row_newbcast:7 bank_mask:0xa
v_ceil_f64_dpp v[106:107], v[194:195] row_newbcast:15 row_mask:0x2 bank_mask:0xc
v_rndne_f64_dpp v[10:11], v[210:211] row_newbcast:0 bank_mask:0x8
v_rndne_f64_dpp v[170:171], v[8:9] row_newbcast:7 bank_mask:0xe
v_rndne_f64_dpp v[0:1], v[4:5] row_newbcast:15 bank_mask:0xb bound_ctrl:0
v_floor_f64_dpp v[208:209], v[4:5] row_newbcast:0 row_mask:0x1
v_floor_f64_dpp v[64:65], v[82:83] row_newbcast:7
v_floor_f64_dpp v[30:31], v[14:15] row_newbcast:15 bank_mask:0x9
v_rcp_f64_dpp v[30:31], v[218:219] row_newbcast:0 row_mask:0x4 bank_mask:0xc
v_rcp_f64_dpp v[78:79], v[30:31] row_newbcast:7 row_mask:0x0 bound_ctrl:0
v_rcp_f64_dpp v[140:141], v[28:29] row_newbcast:15 bank_mask:0x0
v_rsq_f64_dpp v[18:19], v[254:255] row_newbcast:0 row_mask:0x2 bank_mask:0xc
v_rsq_f64_dpp v[22:23], v[14:15] row_newbcast:7 bank_mask:0x7
v_rsq_f64_dpp v[2:3], v[2:3] row_newbcast:15 bank_mask:0xb
v_sqrt_f64_dpp v[62:63], v[118:119] row_newbcast:0 bank_mask:0xd bound_ctrl:0
v_sqrt_f64_dpp v[118:119], v[136:137] row_newbcast:7 bank_mask:0x2
v_sqrt_f64_dpp v[148:149], v[252:253] row_newbcast:15
v_frexp_exp_i32_f64_dpp v29, v[0:1] row_newbcast:0 row_mask:0x7 bank_mask:0xc bound_ctrl:0
v_frexp_exp_i32_f64_dpp v27, v[254:255] row_newbcast:7 row_mask:0x5 bound_ctrl:0
v_frexp_exp_i32_f64_dpp v219, v[232:233] row_newbcast:15 row_mask:0xd bank_mask:0xa
v_frexp_mant_f64_dpp v[188:189], v[242:243] row_newbcast:0
v_frexp_mant_f64_dpp v[24:25], v[14:15] row_newbcast:7 row_mask:0x3 bank_mask:0xe bound_ctrl:0
v_frexp_mant_f64_dpp v[32:33], v[28:29] row_newbcast:15 row_mask:0xb bank_mask:0x7
v_fract_f64_dpp v[64:65], v[124:125] row_newbcast:0 row_mask:0x0 bank_mask:0x5
v_fract_f64_dpp v[12:13], v[184:185] row_newbcast:7 row_mask:0xf bank_mask:0x5 bound_ctrl:0
v_fract_f64_dpp v[22:23], v[54:55] row_newbcast:15
v_fmac_f64_dpp v[162:163], v[56:57], v[246:247] row_newbcast:0 bank_mask:0xf bound_ctrl:0
v_fmac_f64_dpp v[240:241], v[254:255], v[186:187] row_newbcast:7 row_mask:0xa bank_mask:0x5
v_fmac_f64_dpp v[96:97], v[2:3], v[0:1] row_newbcast:15 bank_mask:0xd
global_load_dword v1, v[2:3], off scc
global_store_dword v[2:3], a1, off scc
buffer_load_dword a1, off, s[4:7], 0 scc
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen scc
flat_load_dwordx4 a[4:7], v[2:3] scc
scratch_load_dword a5, v2, off scc
global_atomic_add v1, v[2:3], v4, off glc scc
global_load_dword v1, v[2:3], off glc scc
global_store_dword v[2:3], a1, off glc scc
buffer_load_dword a1, off, s[4:7], 0 glc scc
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen glc scc
flat_load_dwordx4 a[4:7], v[2:3] glc scc
scratch_load_dword a5, v2, off glc scc
global_load_dword v1, v[2:3], off slc scc
global_store_dword v[2:3], a1, off slc scc
buffer_load_dword a1, off, s[4:7], 0 slc scc
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen slc scc
flat_load_dwordx4 a[4:7], v[2:3] slc scc
scratch_load_dword a5, v2, off slc scc
global_atomic_add v1, v[2:3], v4, off glc slc scc
global_load_dword v1, v[2:3], off glc slc scc
global_store_dword v[2:3], a1, off glc slc scc
buffer_load_dword a1, off, s[4:7], 0 glc slc scc
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen glc slc scc
flat_load_dwordx4 a[4:7], v[2:3] glc slc scc
scratch_load_dword a5, v2, off glc slc scc
ds_read_b128 a[252:255], v1 offset:16
ds_write_b96 v1, a[4:6]
ds_read2_b64 a[0:3], v1 offset0:1 offset1:2
ds_cmpst_rtn_b64 a[2:3], v1, a[4:5], a[6:7]
global_load_dwordx3 a[2:4], v[2:3], off
buffer_atomic_cmpswap_x2 a[0:3], v1, s[8:11], 0 idxen glc
global_atomic_add_f64 a[0:1], v[2:3], a[4:5], off glc
flat_atomic_max_f64 a[0:1], v[2:3], a[4:5] glc
global_atomic_pk_add_f16 a1, v[2:3], a4, off glc
ds_read_b128 v[252:255], v1 offset:16
ds_write_b96 v1, v[4:6]
ds_read2_b64 v[0:3], v1 offset0:1 offset1:2
ds_cmpst_rtn_b64 v[2:3], v1, v[4:5], v[6:7]
global_load_dwordx3 v[2:4], v[2:3], off
buffer_atomic_cmpswap_x2 v[0:3], v1, s[8:11], 0 idxen glc
global_atomic_add_f64 v[0:1], v[2:3], v[4:5], off glc
flat_atomic_max_f64 v[0:1], v[2:3], v[4:5] glc
global_atomic_pk_add_f16 v1, v[2:3], v4, off glc
buffer_atomic_add_f64 v[4:5], off, s[0:3], 0
buffer_atomic_min_f64 v[4:5], v1, s[0:3], 0 offen glc
ds_add_f64 v1, v[2:3] offset:8
ds_add_rtn_f64 v[2:3], v1, v[4:5]
v_fmac_f64 v[0:1], v[2:3], v[4:5]
v_fmac_f64_e64 v[0:1], -v[2:3], |v[4:5]| clamp div:2
v_pk_fmac_f16 v1, v2, v3
v_xnor_b32 v1, v2, v3
v_dot2c_f32_f16 v1, v2, v3
v_fma_mix_f32 v1, v2, v3, v4 op_sel_hi:[1,1,1]
v_mul_legacy_f32 v1, v2, v3
s_endpgm 0
v_alignbyte_b32 v31, v254, v109, v106
s_cbranch_vccnz L_mid
s_cbranch_vccnz L_end
s_cbranch_execz L_top
s_cbranch_execz L_mid
s_cbranch_execz L_end
s_cbranch_execnz L_top
s_cbranch_execnz L_mid
s_cbranch_execnz L_end
s_cbranch_cdbgsys L_top
s_cbranch_cdbgsys L_mid
s_cbranch_cdbgsys L_end
s_cbranch_cdbguser L_top
s_cbranch_cdbguser L_mid
s_cbranch_cdbguser L_end
s_cbranch_cdbgsys_or_user L_top
s_cbranch_cdbgsys_or_user L_mid
s_cbranch_cdbgsys_or_user L_end
s_cbranch_cdbgsys_and_user L_top
s_cbranch_cdbgsys_and_user L_mid
s_cbranch_cdbgsys_and_user L_end
tbuffer_load_format_x a225, v130, s[24:27], s87 format:[BUF_NUM_FORMAT_RESERVED_6,BUF_DATA_FORMAT_32_32] offen
tbuffer_load_format_x v100, v255, s[44:47], m0 format:[BUF_NUM_FORMAT_SINT] offen offset:2504 glc
tbuffer_load_format_x a81, v255, s[36:39], 36 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_UINT] offen glc slc
tbuffer_load_format_x v161, v168, s[76:79], s88 format:51 offen scc
tbuffer_load_format_x v100, v14, s[8:11], m0 idxen slc scc
tbuffer_load_format_x v9, v230, s[0:3], 61 idxen offset:1206 glc scc
tbuffer_load_format_x a126, v242, ttmp[12:15], m0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_UINT] idxen offset:2262 glc
tbuffer_load_format_xy v[118:119], v11, s[76:79], s59 offen slc scc
tbuffer_load_format_xy a[74:75], off, s[36:39], 21 offset:963
tbuffer_load_format_xy v[24:25], v28, s[28:31], -11 format:[BUF_DATA_FORMAT_10_11_11] offen offset:2903 scc
tbuffer_load_format_xy v[100:101], v13, s[24:27], s95 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:2350 glc slc
tbuffer_load_format_xy a[198:199], off, s[48:51], m0 format:[BUF_DATA_FORMAT_16_16] offset:3157 glc slc scc
tbuffer_load_format_xy v[180:181], off, ttmp[0:3], s7 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_RESERVED_6]
tbuffer_load_format_xy a[214:215], off, s[84:87], m0 format:50 offset:2822
tbuffer_load_format_xy a[166:167], v196, s[28:31], m0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_FLOAT] idxen offset:301 glc
tbuffer_load_format_xyz a[6:8], v216, s[68:71], m0 format:[BUF_DATA_FORMAT_16] idxen scc
tbuffer_load_format_xyz a[110:112], v27, s[0:3], m0 format:[BUF_NUM_FORMAT_USCALED] offen offset:2483 glc scc
tbuffer_load_format_xyz a[18:20], v77, s[40:43], flat_scratch_lo format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_USCALED] offen slc
tbuffer_load_format_xyz a[4:6], off, s[48:51], m0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SNORM] offset:1253 glc scc
tbuffer_load_format_xyz v[136:138], off, s[0:3], vcc_hi format:89 offset:2181 glc
tbuffer_load_format_xyz a[136:138], v31, s[96:99], s52 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UNORM] offen slc scc
tbuffer_load_format_xyzw v[216:219], off, s[8:11], s17 format:34
tbuffer_load_format_xyzw v[132:135], v248, s[72:75], m0 format:21 offen scc
tbuffer_load_format_xyzw v[24:27], off, s[52:55], s64 format:[BUF_DATA_FORMAT_32_32_32]
tbuffer_load_format_xyzw v[248:251], v58, s[8:11], s40 offen slc
tbuffer_load_format_xyzw v[106:109], v3, s[24:27], 56 format:[BUF_DATA_FORMAT_8] offen offset:485 scc
tbuffer_store_format_x v6, v1, s[48:51], m0 format:[BUF_NUM_FORMAT_SSCALED] offen offset:1323 glc scc
tbuffer_store_format_x v1, off, s[56:59], m0 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_8] scc
tbuffer_store_format_x a255, off, s[16:19], s8 format:63 offset:3020 glc
tbuffer_store_format_x v255, v221, s[84:87], s6 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_RESERVED_15] idxen offset:957 glc slc
tbuffer_store_format_x a67, v255, s[12:15], s31 offen glc slc scc
tbuffer_store_format_xy v[16:17], v109, s[8:11], m0 format:[BUF_DATA_FORMAT_32_32_32_32] offen offset:901 slc scc
tbuffer_store_format_xy v[2:3], v255, s[16:19], m0 format:[BUF_NUM_FORMAT_RESERVED_6] offen offset:2066
tbuffer_store_format_xy a[4:5], v12, s[76:79], 26 format:58 idxen glc
tbuffer_store_format_xy a[46:47], v255, s[68:71], s6 offen offset:35 slc
tbuffer_store_format_xy v[128:129], v29, s[72:75], 56 format:120 offen offset:3932 slc scc
tbuffer_store_format_xyz v[24:26], v15, s[72:75], s21 format:[BUF_NUM_FORMAT_UINT] offen offset:510 scc
tbuffer_store_format_xyz v[20:22], off, s[96:99], -1 format:[BUF_NUM_FORMAT_SINT] offset:3982 scc
tbuffer_store_format_xyz a[18:20], off, ttmp[4:7], m0
tbuffer_store_format_xyz a[158:160], off, s[0:3], m0 offset:3756 glc scc
tbuffer_store_format_xyz v[246:248], v18, s[60:63], s74 format:64 offen offset:3555 scc
tbuffer_store_format_xyz v[34:36], v48, s[28:31], ttmp1 format:[BUF_DATA_FORMAT_2_10_10_10] idxen offset:1194 glc
tbuffer_store_format_xyz v[50:52], v11, s[80:83], m0 format:42 idxen offset:3279 glc slc
tbuffer_store_format_xyzw a[36:39], off, s[40:43], 26 format:42 offset:3673
tbuffer_store_format_xyzw a[96:99], v14, s[52:55], -9 offen offset:1585 slc scc
tbuffer_store_format_xyzw v[252:255], v11, s[92:95], 53 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_FLOAT] offen offset:1778
tbuffer_store_format_xyzw a[252:255], v255, s[20:23], s1 format:[BUF_DATA_FORMAT_16_16] offen offset:33 scc
tbuffer_store_format_xyzw v[22:25], v105, s[32:35], s88 format:[BUF_DATA_FORMAT_32_32_32_32] offen offset:628 glc scc
tbuffer_store_format_xyzw v[80:83], off, s[4:7], m0 format:31 slc scc
tbuffer_store_format_xyzw v[250:253], v12, s[64:67], s12 format:[BUF_NUM_FORMAT_SINT] offen offset:3719 glc scc
tbuffer_load_format_d16_x a2, v224, s[40:43], m0 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_UNORM] offen offset:3539 slc
tbuffer_load_format_d16_x a185, v24, s[92:95], 52 format:11 offen offset:1553
tbuffer_load_format_d16_x a20, v227, s[20:23], m0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_USCALED] idxen offset:3399 scc
tbuffer_load_format_d16_x v24, v251, ttmp[8:11], s68 idxen offset:1356 glc
tbuffer_load_format_d16_x a197, off, s[16:19], m0 glc scc
tbuffer_load_format_d16_x v173, off, s[84:87], -12 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SSCALED] offset:3982
tbuffer_load_format_d16_xy v71, off, s[76:79], s89 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SNORM] scc
tbuffer_load_format_d16_xy a47, v157, s[96:99], -2 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SNORM] offen offset:3625 glc
tbuffer_load_format_d16_xy v169, off, s[64:67], m0 format:[BUF_NUM_FORMAT_UINT] scc
tbuffer_load_format_d16_xy a5, off, s[48:51], s93 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_SINT]
tbuffer_load_format_d16_xy a22, v8, s[56:59], xnack_mask_lo idxen offset:1769
tbuffer_load_format_d16_xy a123, v3, s[4:7], m0 format:[BUF_DATA_FORMAT_32_32_32_32] offen offset:2528 glc slc
tbuffer_load_format_d16_xy v122, off, s[12:15], 44 offset:348
tbuffer_load_format_d16_xy a14, v9, s[68:71], s10 format:91 idxen offset:3763 slc
tbuffer_load_format_d16_xyz v[26:27], off, s[48:51], s50 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_RESERVED_6] offset:488 slc
tbuffer_load_format_d16_xyz a[240:241], v14, s[84:87], m0 format:113 offen offset:378 slc
tbuffer_load_format_d16_xyz v[98:99], v162, s[60:63], s14 format:[BUF_DATA_FORMAT_16_16] offen offset:3117 slc
tbuffer_load_format_d16_xyz v[254:255], v88, s[24:27], s33 offen offset:595 glc slc
tbuffer_load_format_d16_xyz v[2:3], v237, s[84:87], m0 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_SNORM] offen offset:1373 slc
tbuffer_load_format_d16_xyz v[254:255], v238, s[32:35], -2 format:[BUF_DATA_FORMAT_2_10_10_10] offen offset:180 glc
tbuffer_load_format_d16_xyzw a[2:3], v153, s[32:35], s80 format:80 offen offset:945
tbuffer_load_format_d16_xyzw a[44:45], off, s[76:79], 50 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_32_32] offset:639
tbuffer_load_format_d16_xyzw v[8:9], v78, s[32:35], m0 format:[BUF_NUM_FORMAT_RESERVED_6] offen offset:1612 slc
tbuffer_load_format_d16_xyzw v[10:11], v23, s[20:23], -9 format:[BUF_DATA_FORMAT_8_8_8_8] offen offset:1285 glc scc
tbuffer_load_format_d16_xyzw v[10:11], v255, ttmp[0:3], s92 offen slc
tbuffer_load_format_d16_xyzw a[206:207], v98, s[52:55], s0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_RESERVED_6] offen glc slc
tbuffer_load_format_d16_xyzw a[254:255], off, s[16:19], s1 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_UNORM] offset:3002 glc scc
tbuffer_store_format_d16_x a33, v20, s[0:3], s69 format:[BUF_DATA_FORMAT_32_32] offen offset:2015
tbuffer_store_format_d16_x v134, v15, s[52:55], m0 format:68 idxen offset:3534 scc
tbuffer_store_format_d16_x v2, v255, s[40:43], s38 format:[BUF_DATA_FORMAT_8_8] offen scc
tbuffer_store_format_d16_x v227, v5, s[96:99], s3 format:15 offen slc
tbuffer_store_format_d16_x a15, off, s[32:35], s49 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SSCALED] slc
tbuffer_store_format_d16_x v5, v235, s[0:3], s65 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SNORM] idxen slc scc
tbuffer_store_format_d16_xy a255, v158, s[16:19], s85 format:45 idxen offset:1710 scc
tbuffer_store_format_d16_xy a5, v18, s[76:79], s23 format:2 offen offset:3663 glc
tbuffer_store_format_d16_xy v113, v16, s[20:23], -3 format:120 idxen offset:857 slc
tbuffer_store_format_d16_xy v98, v206, s[92:95], 9 format:[BUF_DATA_FORMAT_8_8_8_8] offen offset:2071 glc scc
tbuffer_store_format_d16_xy a255, v24, ttmp[8:11], m0 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_10_10_10_2] offen slc
tbuffer_store_format_d16_xy a28, off, s[12:15], s72 format:[BUF_NUM_FORMAT_RESERVED_6,BUF_DATA_FORMAT_32_32_32_32] offset:2844
tbuffer_store_format_d16_xyz v[76:77], v255, s[32:35], s92 idxen offset:3407
tbuffer_store_format_d16_xyz a[18:19], v82, s[64:67], m0 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_UNORM] offen slc
tbuffer_store_format_d16_xyz a[132:133], off, s[32:35], m0 format:61 offset:3073 glc scc
tbuffer_store_format_d16_xyz a[20:21], off, s[64:67], m0 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_8_8] offset:1555 glc slc
tbuffer_store_format_d16_xyz a[168:169], v28, s[92:95], s63 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_USCALED] offen offset:527 glc scc
tbuffer_store_format_d16_xyzw a[18:19], v11, s[36:39], 35 idxen glc scc
tbuffer_store_format_d16_xyzw v[254:255], off, s[72:75], 28 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UNORM] offset:1393
tbuffer_store_format_d16_xyzw v[108:109], v255, s[96:99], m0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_FLOAT] idxen glc scc
tbuffer_store_format_d16_xyzw a[4:5], off, s[52:55], xnack_mask_lo format:[BUF_DATA_FORMAT_32_32_32_32] offset:1363 glc slc scc
tbuffer_store_format_d16_xyzw v[254:255], v255, s[92:95], m0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_RESERVED_6] idxen offset:3192
tbuffer_store_format_d16_xyzw v[142:143], off, s[44:47], vcc_lo offset:808 slc scc
tbuffer_store_format_d16_xyzw a[64:65], v15, s[32:35], -16 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_RESERVED_6] idxen scc
L_end:
s_endpgm
