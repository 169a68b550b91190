L_top:
s_add_u32 s33, 100000, s46
s_add_u32 s36, src_scc, exec_hi
s_sub_u32 s43, -14, s93
s_sub_u32 s59, s71, 62
s_add_i32 s3, xnack_mask_hi, s50
s_add_i32 exec_lo, s59, 2.0
s_sub_i32 xnack_mask_lo, s17, 0x12345678
s_sub_i32 s7, flat_scratch_hi, 14
s_addc_u32 s61, -1.0, -0.5
s_addc_u32 s58, 0xdeadbeef, 0
s_subb_u32 s91, 21, s42
s_subb_u32 s6, 100000, s21
s_min_i32 s84, -2.0, 0xdeadbeef
s_min_i32 s7, s28, 58
s_min_u32 s62, flat_scratch_lo, -2.0
s_min_u32 s16, xnack_mask_hi, xnack_mask_hi
s_max_i32 s87, s59, 12
s_max_i32 s58, s56, -12345
s_max_u32 s49, 63, s76
s_max_u32 s4, 21, src_private_limit
s_cselect_b32 s63, s96, s70
s_cselect_b32 s58, src_shared_limit, 4.0
s_cselect_b64 s[6:7], 12345678, 2.0
s_cselect_b64 s[26:27], -0.5, -1000
s_and_b32 s50, 13, s75
s_and_b32 s45, 30, s12
s_and_b64 s[34:35], ttmp[0:1], 0x7fffffff
s_and_b64 ttmp[0:1], -4.0, xnack_mask
s_or_b32 s48, -15, s19
s_or_b32 s26, 43, xnack_mask_lo
s_or_b64 s[70:71], 31, -1.0
s_or_b64 s[92:93], 0.5, s[10:11]
s_xor_b32 s22, -1.5, src_private_limit
s_xor_b32 s38, 0x12345678, s87
s_xor_b64 s[20:21], s[60:61], -5
s_xor_b64 flat_scratch, flat_scratch, 0x12345
s_andn2_b32 s74, s44, xnack_mask_hi
s_andn2_b32 s46, s66, 0xffff
s_andn2_b64 s[2:3], 29, s[66:67]
s_andn2_b64 ttmp[0:1], s[88:89], 0xffff0000
s_orn2_b32 vcc_lo, -1.5, s67
s_orn2_b32 xnack_mask_lo, s66, s48
s_orn2_b64 flat_scratch, s[26:27], 0.5
s_orn2_b64 ttmp[0:1], s[68:69], 0x12345
s_nand_b32 s42, xnack_mask_hi, 58
s_nand_b32 s90, 1.5, s1
s_nand_b64 vcc, s[96:97], s[26:27]
s_nand_b64 s[30:31], 32, s[58:59]
s_nor_b32 vcc_hi, 36, exec_lo
s_nor_b32 s101, exec_hi, s38
s_nor_b64 s[42:43], s[48:49], -11
s_nor_b64 s[64:65], -2.0, s[90:91]
s_xnor_b32 s55, 64, 1.5
s_xnor_b32 ttmp14, 55, s77
s_xnor_b64 s[16:17], -4.0, 23
s_xnor_b64 ttmp[6:7], s[4:5], 0xffff0000
s_lshl_b32 s44, -1.0, 100000
s_lshl_b32 s46, 48, src_pops_exiting_wave_id
s_lshl_b64 s[18:19], 0, -1.0
s_lshl_b64 exec, 0xffff0000, s64
s_lshr_b32 s11, -1.0, s9
s_lshr_b32 xnack_mask_hi, 1.5, src_execz
s_lshr_b64 ttmp[6:7], -2.0, ttmp12
s_lshr_b64 flat_scratch, ttmp[0:1], 31
s_ashr_i32 vcc_lo, s65, flat_scratch_hi
s_ashr_i32 s6, -12345, vcc_lo
s_ashr_i64 ttmp[6:7], -2.0, s63
s_ashr_i64 s[28:29], 2.0, s8
s_bfm_b32 s15, s9, 2.0
s_bfm_b64 s[72:73], s57, s66
s_bfm_b64 s[92:93], s98, s7
s_mul_i32 xnack_mask_lo, -2, 17
s_mul_i32 s46, exec_lo, vcc_hi
s_bfe_u32 xnack_mask_lo, -1.5, 0.5
s_bfe_u32 s16, s40, s29
s_bfe_i32 s21, s46, -4.0
s_bfe_i32 vcc_hi, 12, 7
s_bfe_u64 xnack_mask, 2.0, s1
s_bfe_u64 s[0:1], 0x12345, s66
s_bfe_i64 flat_scratch, 62, 16
s_bfe_i64 s[6:7], 2, vcc_lo
s_cbranch_g_fork s[70:71], 26
s_absdiff_i32 flat_scratch_lo, 38, s79
s_absdiff_i32 s25, 43, 0x12345678
s_rfe_restore_b64 s[94:95], 0xffff
s_rfe_restore_b64 7, src_vccz
s_mul_hi_u32 s32, s80, 0xffff
s_mul_hi_u32 xnack_mask_lo, flat_scratch_hi, m0
s_mul_hi_i32 s18, ttmp14, 42
s_mul_hi_i32 s15, 0xdeadbeef, flat_scratch_lo
s_lshl1_add_u32 s22, s78, flat_scratch_hi
s_lshl1_add_u32 s12, s99, -0.5
s_lshl2_add_u32 exec_hi, src_execz, 10
s_lshl2_add_u32 vcc_lo, s43, s2
s_lshl3_add_u32 s69, -0.5, ttmp2
s_lshl3_add_u32 s32, -1.0, s84
s_lshl4_add_u32 exec_hi, s84, s75
s_lshl4_add_u32 s62, -0.5, 0x12345678
s_pack_ll_b32_b16 s17, flat_scratch_hi, 0.5
s_pack_ll_b32_b16 s21, 1.0, -1.0
s_pack_lh_b32_b16 s37, 9, 3
s_pack_lh_b32_b16 s78, 0xdeadbeef, s91
s_pack_hh_b32_b16 s71, 60, s93
s_pack_hh_b32_b16 exec_lo, -16, s38
s_movk_i32 s101, 0x719f
s_movk_i32 s32, 0x4c14
s_cmovk_i32 s65, 0x1e7f
s_cmovk_i32 m0, 18105
s_cmpk_eq_i32 s20, 0x4c45
s_cmpk_eq_i32 s77, 12065
s_cmpk_lg_i32 s12, 0x4ac5
s_cmpk_lg_i32 s66, 8495
s_cmpk_gt_i32 ttmp3, -28892
s_cmpk_gt_i32 s9, 0x7f22
s_cmpk_ge_i32 s55, 0x6d21
s_cmpk_ge_i32 s96, -8905
s_cmpk_lt_i32 ttmp5, -3861
s_cmpk_lt_i32 s83, 0xdbb
s_cmpk_le_i32 flat_scratch_hi, 0
s_cmpk_le_i32 exec_hi, 0x8f7
s_cmpk_eq_u32 exec_lo, 55459
s_cmpk_eq_u32 xnack_mask_hi, 9238
s_cmpk_lg_u32 s58, 0x35e
s_cmpk_lg_u32 s98, 0x302f
s_cmpk_gt_u32 s27, 64214
s_cmpk_gt_u32 s20, 0x6c60
s_cmpk_ge_u32 s89, 8207
s_cmpk_ge_u32 s25, 0xc3eb
s_cmpk_lt_u32 xnack_mask_hi, 0xb561
s_cmpk_lt_u32 s9, 0x7f34
s_cmpk_le_u32 s68, 0x477a
s_cmpk_le_u32 s40, 21046
s_addk_i32 s49, -10020
s_addk_i32 s36, 13114
s_mulk_i32 s17, 0x4bf3
s_mulk_i32 s82, 21918
s_cbranch_i_fork s[50:51], L_top
s_cbranch_i_fork ttmp[0:1], L_end
s_getreg_b32 s77, hwreg(HW_REG_SH_MEM_BASES, 13, 19)
s_getreg_b32 s46, hwreg(HW_REG_XCC_ID, 16, 14)
s_setreg_b32 hwreg(5, 4, 1), vcc_hi
s_setreg_b32 hwreg(HW_REG_XCC_ID, 31, 1), s25
s_setreg_imm32_b32 hwreg(2, 7, 6), 1.5
s_setreg_imm32_b32 hwreg(HW_REG_TMA_HI, 2, 22), 0xdeadbeef
s_call_b64 ttmp[14:15], L_top
s_call_b64 s[12:13], L_end
s_mov_b32 exec_hi, s85
s_mov_b32 s40, -12
s_mov_b64 s[86:87], s[84:85]
s_mov_b64 s[60:61], 12345678
s_cmov_b32 s52, 100000
s_cmov_b32 s82, s58
s_cmov_b64 s[84:85], 0x7fffffff
s_cmov_b64 s[24:25], exec
s_not_b32 s70, -12345
s_not_b32 s2, 0xdeadbeef
s_not_b64 xnack_mask, s[64:65]
s_not_b64 s[14:15], -1000
s_wqm_b32 s84, s66
s_wqm_b32 s70, s45
s_wqm_b64 s[54:55], 0x12345
s_wqm_b64 s[80:81], 61
s_brev_b32 vcc_hi, -16
s_brev_b32 s8, m0
s_brev_b64 s[78:79], s[0:1]
s_brev_b64 s[54:55], 12345678
s_bcnt0_i32_b32 s10, vcc_hi
s_bcnt0_i32_b32 s30, flat_scratch_hi
s_bcnt0_i32_b64 s33, 12345678
s_bcnt0_i32_b64 s69, s[18:19]
s_bcnt1_i32_b32 ttmp6, 0xffff
s_bcnt1_i32_b32 s12, s6
s_bcnt1_i32_b64 s15, s[84:85]
s_bcnt1_i32_b64 s64, -4.0
s_ff0_i32_b32 flat_scratch_lo, s21
s_ff0_i32_b32 s79, s10
s_ff0_i32_b64 s54, s[46:47]
s_ff0_i32_b64 s10, -1.0
s_ff1_i32_b32 xnack_mask_hi, 0.5
s_ff1_i32_b32 s57, 24
s_ff1_i32_b64 exec_lo, s[12:13]
s_ff1_i32_b64 exec_lo, 0xffff0000
s_flbit_i32_b32 s59, -4.0
s_flbit_i32_b32 s0, vcc_lo
s_flbit_i32_b64 s68, 4.0
s_flbit_i32_b64 exec_lo, 8
s_flbit_i32 xnack_mask_hi, s58
s_flbit_i32 s41, s30
s_flbit_i32_i64 s25, s[92:93]
s_flbit_i32_i64 s47, s[48:49]
s_sext_i32_i8 vcc_lo, s70
s_sext_i32_i8 flat_scratch_lo, xnack_mask_lo
s_sext_i32_i16 flat_scratch_hi, s32
s_sext_i32_i16 s77, 62
s_bitset0_b32 vcc_lo, s69
s_bitset0_b32 m0, 1.5
s_bitset0_b64 s[92:93], s87
s_bitset0_b64 s[82:83], s47
s_bitset1_b32 s65, s55
s_bitset1_b32 xnack_mask_hi, -10
s_bitset1_b64 s[4:5], 43
s_bitset1_b64 s[96:97], 0xffff
s_getpc_b64 ttmp[14:15]
s_getpc_b64 s[78:79]
s_setpc_b64 s[18:19]
s_setpc_b64 s[98:99]
s_swappc_b64 ttmp[14:15], s[56:57]
s_swappc_b64 s[66:67], s[40:41]
s_rfe_b64 s[10:11]
s_rfe_b64 s[86:87]
s_and_saveexec_b64 ttmp[6:7], 45
s_and_saveexec_b64 s[86:87], 12345678
s_or_saveexec_b64 flat_scratch, 0x7fffffff
s_or_saveexec_b64 ttmp[6:7], s[82:83]
s_xor_saveexec_b64 s[8:9], -1000
s_xor_saveexec_b64 s[4:5], 0x7fffffff
s_andn2_saveexec_b64 vcc, s[2:3]
s_andn2_saveexec_b64 s[84:85], 0xffff0000
s_orn2_saveexec_b64 s[54:55], 64
s_orn2_saveexec_b64 xnack_mask, -2.0
s_nand_saveexec_b64 ttmp[0:1], xnack_mask
s_nand_saveexec_b64 s[36:37], 54
s_nor_saveexec_b64 flat_scratch, 0x7fffffff
s_nor_saveexec_b64 s[58:59], 2.0
s_xnor_saveexec_b64 s[88:89], ttmp[14:15]
s_xnor_saveexec_b64 s[86:87], s[76:77]
s_quadmask_b32 exec_lo, -2
s_quadmask_b32 s25, xnack_mask_hi
s_quadmask_b64 s[50:51], -1000
s_quadmask_b64 s[42:43], -0.5
s_movrels_b32 s60, xnack_mask_lo
s_movrels_b32 s33, s100
s_movrels_b64 s[2:3], s[46:47]
s_movrels_b64 xnack_mask, s[66:67]
s_movreld_b32 s24, src_pops_exiting_wave_id
s_movreld_b32 s66, 2
s_movreld_b64 s[52:53], 0x7fffffff
s_movreld_b64 s[22:23], 0x12345
s_cbranch_join s78
s_cbranch_join flat_scratch_lo
s_abs_i32 ttmp10, exec_lo
s_abs_i32 s28, src_scc
s_set_gpr_idx_idx xnack_mask_hi
s_set_gpr_idx_idx 52
s_andn1_saveexec_b64 s[28:29], vcc
s_andn1_saveexec_b64 s[38:39], s[88:89]
s_orn1_saveexec_b64 s[54:55], s[52:53]
s_orn1_saveexec_b64 flat_scratch, 45
s_andn1_wrexec_b64 s[94:95], s[48:49]
s_andn1_wrexec_b64 ttmp[14:15], 56
s_andn2_wrexec_b64 s[10:11], 0xffff0000
s_andn2_wrexec_b64 ttmp[6:7], s[32:33]
s_bitreplicate_b64_b32 s[82:83], -4.0
s_bitreplicate_b64_b32 vcc, vcc_lo
s_cmp_eq_i32 0.15915494, s46
s_cmp_eq_i32 m0, s101
s_cmp_lg_i32 s93, src_private_limit
s_cmp_lg_i32 100000, 21
s_cmp_gt_i32 1.5, -1.0
s_cmp_gt_i32 s5, m0
s_cmp_ge_i32 56, s96
s_cmp_ge_i32 xnack_mask_lo, s80
s_cmp_lt_i32 s52, 38
s_cmp_lt_i32 -2.0, -2.0
s_cmp_le_i32 s63, 10
s_cmp_le_i32 s44, -2.0
s_cmp_eq_u32 s47, flat_scratch_hi
s_cmp_eq_u32 exec_hi, 32
s_cmp_lg_u32 30, exec_hi
s_cmp_lg_u32 0.5, xnack_mask_lo
s_cmp_gt_u32 1.0, 14
s_cmp_gt_u32 -0.5, -6
s_cmp_ge_u32 s21, vcc_hi
s_cmp_ge_u32 1.5, s25
s_cmp_lt_u32 2.0, s8
s_cmp_lt_u32 s33, 21
s_cmp_le_u32 src_shared_base, 0.15915494
s_cmp_le_u32 37, 4.0
s_bitcmp0_b32 37, xnack_mask_hi
s_bitcmp0_b32 s55, s28
s_bitcmp1_b32 vcc_hi, 38
s_bitcmp1_b32 -1.0, 28
s_bitcmp0_b64 s[96:97], 1.0
s_bitcmp1_b64 vcc, s36
s_bitcmp1_b64 s[10:11], s12
s_setvskip s17, flat_scratch_hi
s_setvskip -1.0, 100000
s_set_gpr_idx_on 28, gpr_idx(SRC0,SRC1,SRC2)
s_set_gpr_idx_on 0xdeadbeef, gpr_idx(SRC0,SRC2,DST)
s_cmp_eq_u64 s[0:1], ttmp[0:1]
s_cmp_eq_u64 s[84:85], 12345678
s_cmp_lg_u64 ttmp[14:15], s[20:21]
s_cmp_lg_u64 2.0, -4.0
s_nop 0
s_nop 0x7a7d
s_endpgm 0
s_endpgm 0x5234
s_branch L_top
s_branch L_end
s_wakeup
s_cbranch_scc0 L_mid
s_cbranch_scc0 L_top
s_cbranch_scc1 L_top
s_cbranch_vccz L_top
s_cbranch_vccz L_mid
s_cbranch_vccnz L_mid
s_cbranch_vccnz L_top
s_cbranch_execz L_mid
s_cbranch_execz L_end
s_cbranch_execnz L_end
s_barrier
s_setkill -4894
s_setkill -3626
s_waitcnt expcnt(0)
s_waitcnt vmcnt(0), expcnt(1), lgkmcnt(0)
s_sethalt -9501
s_sethalt -18043
s_sleep 0
s_sleep 0x2a71
s_setprio -29782
s_setprio 0
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsghalt sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsghalt sendmsg(5)
s_trap -21697
s_trap 30761
s_icache_inv
s_incperflevel -26952
s_incperflevel 0
s_decperflevel 0
s_decperflevel 0x6cf4
s_ttracedata
s_cbranch_cdbgsys L_top
s_cbranch_cdbguser L_top
s_cbranch_cdbguser L_end
s_cbranch_cdbgsys_or_user L_end
s_cbranch_cdbgsys_or_user L_mid
s_cbranch_cdbgsys_and_user L_mid
s_cbranch_cdbgsys_and_user L_end
s_endpgm_saved
s_set_gpr_idx_off
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1)
s_set_gpr_idx_mode gpr_idx(SRC1)
s_endpgm_ordered_ps_done
s_load_dword s36, s[82:83], s62 offset:0x774c glc
s_load_dword s69, s[76:77], 0xfc glc
s_load_dword s55, s[80:81], s56
s_load_dword s11, s[52:53], 0x4 glc
s_load_dwordx2 s[80:81], s[88:89], s100
s_load_dwordx2 s[54:55], s[40:41], s54
s_load_dwordx2 s[44:45], s[28:29], 0x4 glc
s_load_dwordx2 s[0:1], s[70:71], 0xfc
s_load_dwordx4 s[60:63], s[90:91], s57 offset:0x377e glc
s_load_dwordx4 s[32:35], s[86:87], 0xfc
s_load_dwordx4 s[24:27], s[100:101], 0x0
s_load_dwordx4 s[84:87], s[62:63], 0x4 glc
s_load_dwordx8 s[20:27], s[6:7], s67
s_load_dwordx8 s[48:55], s[42:43], m0 offset:0xc65c glc
s_load_dwordx8 s[88:95], s[82:83], 0x348d1
s_load_dwordx8 s[92:99], s[80:81], m0
s_load_dwordx16 s[12:27], s[70:71], 0x1000
s_load_dwordx16 s[36:51], s[60:61], s37
s_load_dwordx16 s[80:95], s[40:41], s56 offset:0xaf59
s_load_dwordx16 s[44:59], s[24:25], 0x1000
s_scratch_load_dword s87, s[34:35], m0 offset:0x554a
s_scratch_load_dword s7, s[4:5], 0x4 glc
s_scratch_load_dword s36, s[30:31], m0 glc
s_scratch_load_dword s20, s[56:57], 0x4
s_scratch_load_dwordx2 s[96:97], s[46:47], 0xd7d3b
s_scratch_load_dwordx2 s[56:57], s[52:53], 0x10
s_scratch_load_dwordx2 s[74:75], s[34:35], m0 offset:0x7c2b glc
s_scratch_load_dwordx2 s[44:45], s[84:85], s96 offset:0x2182
s_scratch_load_dwordx4 s[28:31], s[72:73], 0x3e759
s_scratch_load_dwordx4 s[60:63], s[36:37], s12 offset:0xd98b
s_scratch_load_dwordx4 s[96:99], s[30:31], 0x4
s_scratch_load_dwordx4 s[4:7], s[64:65], 0x54f75
s_buffer_load_dword s93, s[52:55], m0 offset:0x6f2e glc
s_buffer_load_dword s87, s[88:91], 0x4 glc
s_buffer_load_dword s8, s[40:43], 0x0
s_buffer_load_dword s27, s[36:39], 0x1000
s_buffer_load_dwordx2 s[82:83], s[28:31], s94 offset:0x1dc7 glc
s_buffer_load_dwordx2 s[36:37], s[84:87], 0x4
s_buffer_load_dwordx2 s[18:19], s[52:55], s87
s_buffer_load_dwordx2 s[44:45], s[4:7], 0x0 glc
s_buffer_load_dwordx4 s[24:27], s[60:63], s65
s_buffer_load_dwordx4 s[60:63], s[32:35], 0x10 glc
s_buffer_load_dwordx4 s[8:11], s[20:23], 0x1000
s_buffer_load_dwordx4 s[92:95], s[84:87], 0x0 glc
s_buffer_load_dwordx8 s[92:99], s[76:79], m0 offset:0x343b
s_buffer_load_dwordx8 s[68:75], s[56:59], 0x10
s_buffer_load_dwordx8 s[12:19], s[60:63], s96
s_buffer_load_dwordx8 s[64:71], s[60:63], 0x10 glc
s_buffer_load_dwordx16 s[8:23], s[40:43], m0 glc
s_buffer_load_dwordx16 s[64:79], s[24:27], m0 offset:0x15fa
s_buffer_load_dwordx16 s[20:35], s[84:87], s84
s_buffer_load_dwordx16 s[36:51], s[8:11], s21 offset:0xa5ed
s_store_dword s5, s[84:85], s14
s_store_dword s77, s[42:43], m0 glc
s_store_dword s13, s[84:85], 0xd5cb8
s_store_dword s79, s[60:61], m0 offset:0xf191 glc
s_store_dwordx2 s[60:61], s[18:19], s21 glc
s_store_dwordx2 s[96:97], s[66:67], 0x1000
s_store_dwordx2 s[0:1], s[28:29], 0xda20
s_store_dwordx2 s[14:15], s[42:43], m0 offset:0xdb53
s_store_dwordx4 s[24:27], s[28:29], 0x1000
s_store_dwordx4 s[0:3], s[12:13], 0x10 glc
s_store_dwordx4 s[80:83], s[80:81], m0 offset:0xb97e
s_store_dwordx4 s[4:7], s[4:5], 0x1a5eb
s_scratch_store_dword s29, s[88:89], 0x1f485
s_scratch_store_dword s90, s[94:95], 0xb7752
s_scratch_store_dword s57, s[82:83], s101 glc
s_scratch_store_dword s6, s[84:85], m0 offset:0x9d4c glc
s_scratch_store_dwordx2 s[38:39], s[40:41], m0 offset:0x2920
s_scratch_store_dwordx2 s[22:23], s[4:5], m0 offset:0xf4b4
s_scratch_store_dwordx2 s[66:67], s[80:81], 0x1000 glc
s_scratch_store_dwordx2 s[44:45], s[74:75], 0x6a9f
s_scratch_store_dwordx4 s[64:67], s[88:89], s17 offset:0xe0f6 glc
s_scratch_store_dwordx4 s[72:75], s[20:21], 0x10
s_scratch_store_dwordx4 s[36:39], s[92:93], 0x0
s_scratch_store_dwordx4 s[52:55], s[6:7], m0
s_buffer_store_dword s88, s[40:43], 0x4
s_buffer_store_dword s10, s[20:23], 0x0
s_buffer_store_dword s38, s[76:79], s52 offset:0x2750
s_buffer_store_dword s61, s[92:95], m0
s_buffer_store_dwordx2 s[84:85], s[48:51], 0x10 glc
s_buffer_store_dwordx2 s[12:13], s[92:95], m0
s_buffer_store_dwordx2 s[74:75], s[20:23], s91
s_buffer_store_dwordx2 s[30:31], s[32:35], m0 offset:0x49bc glc
s_buffer_store_dwordx4 s[88:91], s[28:31], m0 offset:0x2658 glc
s_buffer_store_dwordx4 s[44:47], s[36:39], s82 glc
s_buffer_store_dwordx4 s[20:23], s[68:71], 0x314b9
s_buffer_store_dwordx4 s[84:87], s[88:91], m0 offset:0x6e4f glc
s_dcache_inv
s_dcache_wb
s_dcache_inv_vol
s_dcache_wb_vol
s_memtime s[2:3]
s_memtime s[64:65]
s_memrealtime s[22:23]
s_memrealtime s[48:49]
s_atc_probe 127, s[62:63], 0x10
s_atc_probe 45, s[26:27], 0x10
s_atc_probe 51, s[14:15], m0 offset:0x84a5
s_atc_probe 120, s[82:83], 0x4
s_atc_probe_buffer 65, s[44:47], 0x10
s_atc_probe_buffer 64, s[24:27], 0x10
s_atc_probe_buffer 25, s[72:75], m0 offset:0x3ac9
s_atc_probe_buffer 40, s[12:15], 0xfc
s_dcache_discard s[28:29], s64 offset:0xafcf
s_dcache_discard s[40:41], m0
s_dcache_discard s[8:9], m0
s_dcache_discard s[74:75], 0x760ef
s_dcache_discard_x2 s[68:69], 0x1000
s_dcache_discard_x2 s[40:41], 0x1000
s_dcache_discard_x2 s[46:47], 0xfc
s_dcache_discard_x2 s[0:1], 0x1000
s_buffer_atomic_swap s80, s[56:59], 0x1000
s_buffer_atomic_swap s21, s[88:91], 0x4
s_buffer_atomic_swap s30, s[64:67], 0x4
s_buffer_atomic_swap s32, s[56:59], 0x10
s_buffer_atomic_cmpswap s[72:73], s[48:51], s5 offset:0xaadc glc
s_buffer_atomic_cmpswap s[4:5], s[16:19], s77 offset:0x7efe glc
s_buffer_atomic_cmpswap s[10:11], s[96:99], s2 offset:0xe8ed
s_buffer_atomic_cmpswap s[42:43], s[36:39], s77 offset:0x70c2 glc
s_buffer_atomic_add s66, s[0:3], 0x4 glc
s_buffer_atomic_add s68, s[92:95], 0xddd99
s_buffer_atomic_add s33, s[36:39], s38 glc
s_buffer_atomic_add s19, s[44:47], 0x4
s_buffer_atomic_sub s82, s[20:23], 0x4 glc
s_buffer_atomic_sub s42, s[28:31], s61 offset:0x4d63 glc
s_buffer_atomic_sub s69, s[8:11], s70 offset:0x9a6a
s_buffer_atomic_sub s35, s[24:27], s8 offset:0xf904
s_buffer_atomic_smin s12, s[12:15], 0x4
s_buffer_atomic_smin s44, s[60:63], m0 offset:0x50a5
s_buffer_atomic_smin s16, s[8:11], s50 glc
s_buffer_atomic_smin s44, s[64:67], s67 offset:0xbdcb
s_buffer_atomic_umin s29, s[36:39], s86
s_buffer_atomic_umin s50, s[0:3], s19 glc
s_buffer_atomic_umin s25, s[20:23], 0x1000
s_buffer_atomic_umin s36, s[96:99], m0
s_buffer_atomic_smax s60, s[28:31], 0x1000
s_buffer_atomic_smax s75, s[68:71], 0xab2e9 glc
s_buffer_atomic_smax s98, s[72:75], 0x1000
s_buffer_atomic_smax s21, s[24:27], 0x4
s_buffer_atomic_umax s33, s[48:51], 0x10 glc
s_buffer_atomic_umax s99, s[80:83], 0x10
s_buffer_atomic_umax s98, s[48:51], 0x4
s_buffer_atomic_umax s27, s[92:95], 0xfc glc
s_buffer_atomic_and s3, s[4:7], s9 offset:0xd4c9
s_buffer_atomic_and s36, s[64:67], 0x0
s_buffer_atomic_and s77, s[44:47], 0x4 glc
s_buffer_atomic_and s14, s[96:99], 0x0
s_buffer_atomic_or s16, s[88:91], s97 offset:0x41f7 glc
s_buffer_atomic_or s69, s[44:47], 0x10 glc
s_buffer_atomic_or s68, s[8:11], 0x10 glc
s_buffer_atomic_or s6, s[0:3], s88 glc
s_buffer_atomic_xor s4, s[72:75], m0 offset:0x6213
s_buffer_atomic_xor s59, s[36:39], m0 glc
s_buffer_atomic_xor s69, s[16:19], 0xfc
s_buffer_atomic_xor s2, s[92:95], s44 offset:0x408a glc
s_buffer_atomic_inc s78, s[44:47], 0xfc
s_buffer_atomic_inc s35, s[20:23], 0x4
s_buffer_atomic_inc s32, s[72:75], m0
s_buffer_atomic_inc s63, s[28:31], m0
s_buffer_atomic_dec s66, s[80:83], s96 offset:0x8041
s_buffer_atomic_dec s70, s[0:3], m0 glc
s_buffer_atomic_dec s25, s[40:43], s35 glc
s_buffer_atomic_dec s66, s[84:87], 0x1000
s_buffer_atomic_swap_x2 s[52:53], s[84:87], s69
s_buffer_atomic_swap_x2 s[16:17], s[96:99], m0
s_buffer_atomic_swap_x2 s[48:49], s[20:23], 0x0
s_buffer_atomic_swap_x2 s[42:43], s[68:71], 0xfc
s_buffer_atomic_cmpswap_x2 s[8:11], s[32:35], s44 offset:0xc664 glc
s_buffer_atomic_cmpswap_x2 s[68:71], s[48:51], 0x10
s_buffer_atomic_cmpswap_x2 s[24:27], s[64:67], m0 offset:0x2279
s_buffer_atomic_cmpswap_x2 s[52:55], s[44:47], s17 offset:0x6865
s_buffer_atomic_add_x2 s[42:43], s[56:59], 0xfc glc
s_buffer_atomic_add_x2 s[50:51], s[88:91], 0x4
s_buffer_atomic_add_x2 s[100:101], s[96:99], m0
s_buffer_atomic_add_x2 s[92:93], s[60:63], 0xfc
s_buffer_atomic_sub_x2 s[74:75], s[0:3], 0x0 glc
s_buffer_atomic_sub_x2 s[18:19], s[76:79], s42 offset:0x8410
s_buffer_atomic_sub_x2 s[46:47], s[20:23], 0xfc glc
s_buffer_atomic_sub_x2 s[64:65], s[28:31], s62
s_buffer_atomic_smin_x2 s[20:21], s[72:75], m0 offset:0x874f glc
s_buffer_atomic_smin_x2 s[90:91], s[8:11], s90 offset:0x7e70
s_buffer_atomic_smin_x2 s[2:3], s[16:19], s79 glc
s_buffer_atomic_smin_x2 s[96:97], s[12:15], s3 glc
s_buffer_atomic_umin_x2 s[0:1], s[48:51], 0x4
s_buffer_atomic_umin_x2 s[40:41], s[36:39], 0x4 glc
s_buffer_atomic_umin_x2 s[84:85], s[40:43], m0 glc
s_buffer_atomic_umin_x2 s[84:85], s[88:91], 0x0
s_buffer_atomic_smax_x2 s[10:11], s[8:11], 0xfc
s_buffer_atomic_smax_x2 s[72:73], s[12:15], 0x0
s_buffer_atomic_smax_x2 s[78:79], s[68:71], m0 offset:0xddcc
s_buffer_atomic_smax_x2 s[34:35], s[36:39], 0x0 glc
s_buffer_atomic_umax_x2 s[92:93], s[0:3], m0 glc
s_buffer_atomic_umax_x2 s[44:45], s[96:99], s56
s_buffer_atomic_umax_x2 s[38:39], s[36:39], 0x1000
s_buffer_atomic_umax_x2 s[78:79], s[40:43], 0x1000 glc
s_buffer_atomic_and_x2 s[24:25], s[44:47], 0x10
s_buffer_atomic_and_x2 s[92:93], s[92:95], m0 glc
s_buffer_atomic_and_x2 s[82:83], s[24:27], 0xfc
s_buffer_atomic_and_x2 s[84:85], s[96:99], m0
s_buffer_atomic_or_x2 s[58:59], s[96:99], m0
s_buffer_atomic_or_x2 s[58:59], s[24:27], 0x1000
s_buffer_atomic_or_x2 s[86:87], s[4:7], m0 offset:0x2f86
s_buffer_atomic_or_x2 s[74:75], s[32:35], m0 offset:0x46f0
s_buffer_atomic_xor_x2 s[64:65], s[92:95], 0x1000
s_buffer_atomic_xor_x2 s[32:33], s[20:23], 0x10
s_buffer_atomic_xor_x2 s[62:63], s[80:83], 0xfc glc
s_buffer_atomic_xor_x2 s[22:23], s[84:87], 0x0
s_buffer_atomic_inc_x2 s[32:33], s[84:87], m0
s_buffer_atomic_inc_x2 s[56:57], s[64:67], s93
s_buffer_atomic_inc_x2 s[58:59], s[80:83], m0 glc
s_buffer_atomic_inc_x2 s[32:33], s[4:7], 0x1000 glc
s_buffer_atomic_dec_x2 s[52:53], s[20:23], s79
s_buffer_atomic_dec_x2 s[2:3], s[40:43], 0x4 glc
s_buffer_atomic_dec_x2 s[4:5], s[56:59], 0x0
s_buffer_atomic_dec_x2 s[30:31], s[44:47], m0
s_atomic_swap s27, s[38:39], 0xfc
s_atomic_swap s63, s[90:91], 0x0
s_atomic_swap s74, s[22:23], 0x4 glc
s_atomic_swap s41, s[18:19], 0x0
s_atomic_cmpswap s[48:49], s[82:83], 0x1000
s_atomic_cmpswap s[20:21], s[18:19], 0x0
s_atomic_cmpswap s[4:5], s[16:17], 0x1000
s_atomic_cmpswap s[38:39], s[32:33], m0 offset:0xc343 glc
s_atomic_add s90, s[98:99], s19 glc
s_atomic_add s51, s[54:55], 0x4 glc
s_atomic_add s34, s[66:67], 0x0
s_atomic_add s89, s[18:19], s1 offset:0xcc27
s_atomic_sub s51, s[90:91], 0x27d40
s_atomic_sub s76, s[30:31], 0x0 glc
s_atomic_sub s1, s[18:19], m0 offset:0xce1d glc
s_atomic_sub s65, s[92:93], s96 offset:0xf54d glc
s_atomic_smin s66, s[100:101], 0x3d239 glc
s_atomic_smin s84, s[74:75], m0
s_atomic_smin s93, s[78:79], 0x10
s_atomic_smin s35, s[20:21], 0x0
s_atomic_umin s84, s[4:5], 0x1000 glc
s_atomic_umin s32, s[42:43], s65 offset:0x20ff
s_atomic_umin s70, s[28:29], s88 offset:0x33a3 glc
s_atomic_umin s11, s[34:35], 0xfc glc
s_atomic_smax s12, s[40:41], m0 offset:0x427b
s_atomic_smax s93, s[2:3], m0 offset:0xf050
s_atomic_smax s39, s[22:23], s38
s_atomic_smax s51, s[70:71], m0 offset:0x342c
s_atomic_umax s50, s[100:101], m0 offset:0x9b77
s_atomic_umax s32, s[14:15], s51 glc
s_atomic_umax s7, s[18:19], 0x1000
s_atomic_umax s28, s[66:67], 0x1000
s_atomic_and s34, s[34:35], 0x10 glc
s_atomic_and s38, s[76:77], m0 offset:0xbac4
s_atomic_and s37, s[80:81], 0x4 glc
s_atomic_and s53, s[52:53], 0x1000 glc
s_atomic_or s75, s[84:85], 0x0
s_atomic_or s24, s[90:91], 0x4
s_atomic_or s12, s[26:27], s90 glc
s_atomic_or s35, s[16:17], 0x1000 glc
s_atomic_xor s21, s[80:81], 0x10
s_atomic_xor s21, s[90:91], m0
s_atomic_xor s52, s[2:3], s72 offset:0x963
s_atomic_xor s40, s[92:93], s10 offset:0x6b25
s_atomic_inc s32, s[98:99], m0 offset:0x4daf
s_atomic_inc s22, s[60:61], 0xfc
s_atomic_inc s66, s[100:101], s50 glc
s_atomic_inc s52, s[50:51], m0 offset:0x45c9
s_atomic_dec s51, s[20:21], s22 offset:0xa487
s_atomic_dec s27, s[24:25], s88 offset:0x94ed glc
s_atomic_dec s98, s[96:97], s36 glc
s_atomic_dec s73, s[54:55], 0xa1414 glc
s_atomic_swap_x2 s[6:7], s[20:21], m0 offset:0x2e20
s_atomic_swap_x2 s[96:97], s[8:9], 0x5e91b glc
s_atomic_swap_x2 s[68:69], s[14:15], m0
s_atomic_swap_x2 s[40:41], s[76:77], m0 glc
s_atomic_cmpswap_x2 s[80:83], s[70:71], s36 glc
s_atomic_cmpswap_x2 s[32:35], s[34:35], 0xfc
s_atomic_cmpswap_x2 s[8:11], s[44:45], 0xfc
s_atomic_cmpswap_x2 s[64:67], s[58:59], m0
s_atomic_add_x2 s[46:47], s[16:17], 0xfc
s_atomic_add_x2 s[24:25], s[80:81], 0x0 glc
s_atomic_add_x2 s[56:57], s[72:73], s53 glc
s_atomic_add_x2 s[34:35], s[34:35], s54 offset:0xef7a glc
s_atomic_sub_x2 s[42:43], s[56:57], 0x4 glc
s_atomic_sub_x2 s[98:99], s[90:91], 0x0
s_atomic_sub_x2 s[32:33], s[22:23], m0 glc
s_atomic_sub_x2 s[60:61], s[18:19], s81 offset:0x572f
s_atomic_smin_x2 s[40:41], s[20:21], 0x10 glc
s_atomic_smin_x2 s[72:73], s[4:5], 0xfc
s_atomic_smin_x2 s[20:21], s[0:1], s64
s_atomic_smin_x2 s[48:49], s[54:55], m0 glc
s_atomic_umin_x2 s[14:15], s[52:53], 0xfc glc
s_atomic_umin_x2 s[70:71], s[22:23], 0xfc
s_atomic_umin_x2 s[8:9], s[26:27], m0 offset:0x2f33 glc
s_atomic_umin_x2 s[74:75], s[10:11], 0x1000
s_atomic_smax_x2 s[56:57], s[64:65], 0xfc glc
s_atomic_smax_x2 s[54:55], s[40:41], m0
s_atomic_smax_x2 s[44:45], s[22:23], 0x1000
s_atomic_smax_x2 s[12:13], s[70:71], m0 offset:0xfa5c
s_atomic_umax_x2 s[84:85], s[50:51], s38
s_atomic_umax_x2 s[64:65], s[10:11], m0 offset:0x2576
s_atomic_umax_x2 s[34:35], s[62:63], 0x1000 glc
s_atomic_umax_x2 s[84:85], s[20:21], 0xfc glc
s_atomic_and_x2 s[98:99], s[76:77], 0x1000
s_atomic_and_x2 s[92:93], s[68:69], 0x0
s_atomic_and_x2 s[2:3], s[32:33], s39 offset:0x20b8 glc
s_atomic_and_x2 s[34:35], s[74:75], 0x0 glc
s_atomic_or_x2 s[68:69], s[8:9], s6 glc
s_atomic_or_x2 s[98:99], s[90:91], 0xeefac glc
s_atomic_or_x2 s[50:51], s[2:3], 0xa4a76
s_atomic_or_x2 s[40:41], s[92:93], m0
s_atomic_xor_x2 s[8:9], s[48:49], 0xfc
s_atomic_xor_x2 s[76:77], s[36:37], 0x4 glc
s_atomic_xor_x2 s[42:43], s[84:85], 0xfc
s_atomic_xor_x2 s[96:97], s[56:57], s20 offset:0x91de
s_atomic_inc_x2 s[84:85], s[38:39], 0xfc
s_atomic_inc_x2 s[22:23], s[50:51], m0 offset:0xb538
s_atomic_inc_x2 s[28:29], s[80:81], 0x7b721 glc
s_atomic_inc_x2 s[70:71], s[52:53], 0xfc glc
s_atomic_dec_x2 s[54:55], s[54:55], s84
s_atomic_dec_x2 s[94:95], s[64:65], 0x1000 glc
s_atomic_dec_x2 s[36:37], s[28:29], 0x0
s_atomic_dec_x2 s[2:3], s[44:45], 0x0
v_nop
v_mov_b32_e32 v213, -12345
v_mov_b32_e32 v189, v113
v_mov_b32_dpp v171, v20 row_ror:14 row_mask:0x3
v_mov_b32_dpp v9, v247 row_half_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_sdwa v223, v255 clamp dst_sel:DWORD src0_sel:BYTE_1
v_mov_b32_sdwa v212, s63 clamp dst_sel:WORD_0 src0_sel:BYTE_3
v_readfirstlane_b32 s58, v104
v_readfirstlane_b32 s76, v22
v_cvt_i32_f64_e32 v217, 0x40490000
v_cvt_i32_f64_e32 v9, v[104:105]
v_cvt_i32_f64_dpp v255, v[20:21] row_newbcast:8 bank_mask:0xb
v_cvt_i32_f64_dpp v12, v[18:19] row_newbcast:11 row_mask:0xa bank_mask:0x2
v_cvt_f64_i32_e32 v[124:125], v19
v_cvt_f64_i32_e32 v[238:239], v255
v_cvt_f64_i32_dpp v[4:5], v214 row_newbcast:14 row_mask:0x2 bank_mask:0xa
v_cvt_f64_i32_dpp v[242:243], v195 row_newbcast:5 row_mask:0x3 bank_mask:0x3 bound_ctrl:0
v_cvt_f32_i32_e32 v10, v155
v_cvt_f32_i32_e32 v226, v35
v_cvt_f32_i32_dpp v255, v114 row_shr:5 row_mask:0x5 bank_mask:0x5
v_cvt_f32_i32_dpp v227, v182 row_shl:9 row_mask:0xb bound_ctrl:0
v_cvt_f32_i32_sdwa v21, v196 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_f32_i32_sdwa v188, v80 dst_sel:BYTE_0 src0_sel:BYTE_3
v_cvt_f32_u32_e32 v143, s33
v_cvt_f32_u32_e32 v226, v215
v_cvt_f32_u32_dpp v14, v176 wave_rol:1 row_mask:0x8 bank_mask:0xc
v_cvt_f32_u32_dpp v15, v100 row_bcast:15 row_mask:0xe bank_mask:0x2
v_cvt_f32_u32_sdwa v67, sext(v26) src0_sel:DWORD
v_cvt_f32_u32_sdwa v22, v141 clamp dst_unused:UNUSED_SEXT src0_sel:DWORD
v_cvt_u32_f32_e32 v31, 48
v_cvt_u32_f32_e32 v243, v153
v_cvt_u32_f32_dpp v255, v21 wave_shr:1 bank_mask:0xa bound_ctrl:0
v_cvt_u32_f32_dpp v2, v198 row_mirror bank_mask:0x3 bound_ctrl:0
v_cvt_u32_f32_sdwa v11, v226 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_cvt_i32_f32_e32 v192, v165
v_cvt_i32_f32_e32 v245, s37
v_cvt_i32_f32_dpp v26, -v4 row_shr:6 row_mask:0x6 bank_mask:0xe
v_cvt_i32_f32_dpp v249, v5 row_shr:8 row_mask:0x8 bank_mask:0x9
v_cvt_i32_f32_sdwa v35, v199 clamp dst_sel:BYTE_0
v_cvt_f16_f32_e32 v27, v37
v_cvt_f16_f32_e32 v255, -10
v_cvt_f16_f32_dpp v229, v30 row_ror:4 row_mask:0x4 bank_mask:0x0
v_cvt_f16_f32_dpp v255, v124 row_bcast:15 row_mask:0x7 bank_mask:0x4 bound_ctrl:0
v_cvt_f16_f32_sdwa v8, |v30| dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_f16_f32_sdwa v40, v100 dst_sel:WORD_1 src0_sel:BYTE_1
v_cvt_f32_f16_e32 v12, exec_lo
v_cvt_f32_f16_e32 v46, v11
v_cvt_f32_f16_dpp v20, v198 wave_shl:1 row_mask:0x6 bank_mask:0x3 bound_ctrl:0
v_cvt_f32_f16_dpp v107, v17 row_mirror row_mask:0x8 bank_mask:0xb
v_cvt_f32_f16_sdwa v249, v255 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_f16_sdwa v122, v210 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_rpi_i32_f32_e32 v32, src_scc
v_cvt_rpi_i32_f32_e32 v23, v115
v_cvt_rpi_i32_f32_dpp v187, v23 row_bcast:31 row_mask:0xf bank_mask:0x2
v_cvt_rpi_i32_f32_dpp v207, v248 row_shr:14 row_mask:0xc bank_mask:0x2
v_cvt_rpi_i32_f32_sdwa v30, 15 dst_sel:BYTE_2 src0_sel:BYTE_2
v_cvt_rpi_i32_f32_sdwa v255, |v32| dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_cvt_flr_i32_f32_e32 v0, 29
v_cvt_flr_i32_f32_e32 v166, s96
v_cvt_flr_i32_f32_dpp v197, v28 wave_rol:1 row_mask:0xe bank_mask:0x6
v_cvt_flr_i32_f32_dpp v115, |v111| row_bcast:31 row_mask:0x4
v_cvt_flr_i32_f32_sdwa v137, v251 dst_sel:DWORD dst_unused:UNUSED_SEXT
v_cvt_off_f32_i4_e32 v146, v29
v_cvt_off_f32_i4_e32 v254, flat_scratch_hi
v_cvt_off_f32_i4_dpp v180, v81 row_half_mirror row_mask:0x1 bank_mask:0x0
v_cvt_off_f32_i4_dpp v2, v184 row_shr:14 row_mask:0x7
v_cvt_off_f32_i4_sdwa v26, v135 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_off_f32_i4_sdwa v9, v29 dst_sel:BYTE_3
v_cvt_f32_f64_e32 v131, v[128:129]
v_cvt_f32_f64_e32 v204, v[24:25]
v_cvt_f32_f64_dpp v12, v[94:95] row_newbcast:15 row_mask:0x1 bank_mask:0xe
v_cvt_f32_f64_dpp v204, v[30:31] row_newbcast:2
v_cvt_f64_f32_e32 v[54:55], v21
v_cvt_f64_f32_e32 v[2:3], src_scc
v_cvt_f64_f32_dpp v[158:159], -v168 row_newbcast:11 row_mask:0xf
v_cvt_f64_f32_dpp v[96:97], v255 row_newbcast:15
v_cvt_f32_ubyte0_e32 v237, xnack_mask_hi
v_cvt_f32_ubyte0_e32 v81, s31
v_cvt_f32_ubyte0_dpp v232, v13 row_ror:7 row_mask:0x8 bound_ctrl:0
v_cvt_f32_ubyte0_dpp v113, v27 row_ror:2 row_mask:0x8
v_cvt_f32_ubyte0_sdwa v23, sext(v10) dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_f32_ubyte0_sdwa v31, sext(v175) dst_sel:WORD_0 src0_sel:DWORD
v_cvt_f32_ubyte1_e32 v244, -4
v_cvt_f32_ubyte1_e32 v70, s10
v_cvt_f32_ubyte1_dpp v144, v206 row_mirror row_mask:0xa bank_mask:0x8
v_cvt_f32_ubyte1_dpp v72, v21 row_mirror row_mask:0x6
v_cvt_f32_ubyte1_sdwa v89, sext(v15) dst_sel:WORD_0 dst_unused:UNUSED_PAD
v_cvt_f32_ubyte1_sdwa v225, v46 clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_cvt_f32_ubyte2_e32 v27, m0
v_cvt_f32_ubyte2_e32 v36, v142
v_cvt_f32_ubyte2_dpp v205, v146 row_bcast:31 row_mask:0x8 bank_mask:0x0 bound_ctrl:0
v_cvt_f32_ubyte2_dpp v29, v139 wave_ror:1 row_mask:0xe bank_mask:0x0 bound_ctrl:0
v_cvt_f32_ubyte2_sdwa v245, sext(v3) dst_sel:WORD_1 src0_sel:WORD_0
v_cvt_f32_ubyte2_sdwa v255, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_f32_ubyte3_e32 v14, 7
v_cvt_f32_ubyte3_e32 v26, v25
v_cvt_f32_ubyte3_dpp v6, v11 quad_perm:[2,0,3,1] row_mask:0x7 bank_mask:0x0
v_cvt_f32_ubyte3_dpp v255, v31 row_newbcast:13
v_cvt_f32_ubyte3_sdwa v29, v162 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte3_sdwa v46, v255 clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_cvt_u32_f64_e32 v24, -3
v_cvt_u32_f64_e32 v13, s[2:3]
v_cvt_u32_f64_dpp v26, v[12:13] row_newbcast:2 row_mask:0xa bank_mask:0xa bound_ctrl:0
v_cvt_u32_f64_dpp v250, v[206:207] row_newbcast:10
v_cvt_f64_u32_e32 v[14:15], v15
v_cvt_f64_u32_e32 v[16:17], s30
v_cvt_f64_u32_dpp v[12:13], v71 row_newbcast:10 row_mask:0x8
v_cvt_f64_u32_dpp v[68:69], v17 row_newbcast:6 row_mask:0xd
v_trunc_f64_e32 v[50:51], 43
v_trunc_f64_e32 v[96:97], v[12:13]
v_trunc_f64_dpp v[138:139], v[254:255] row_newbcast:13 bank_mask:0x6 bound_ctrl:0
v_trunc_f64_dpp v[140:141], v[144:145] row_newbcast:4 row_mask:0x2 bank_mask:0x1
v_ceil_f64_e32 v[142:143], v[10:11]
v_ceil_f64_e32 v[30:31], v[22:23]
v_ceil_f64_dpp v[254:255], v[162:163] row_newbcast:3 row_mask:0x5
v_ceil_f64_dpp v[28:29], v[240:241] row_newbcast:10 row_mask:0xb bank_mask:0x6 bound_ctrl:0
v_rndne_f64_e32 v[28:29], v[12:13]
v_rndne_f64_e32 v[254:255], v[66:67]
v_rndne_f64_dpp v[26:27], v[90:91] row_newbcast:3 row_mask:0x4 bound_ctrl:0
v_rndne_f64_dpp v[232:233], v[216:217] row_newbcast:14 row_mask:0xf bank_mask:0xd
v_floor_f64_e32 v[90:91], v[74:75]
v_floor_f64_e32 v[12:13], v[228:229]
v_floor_f64_dpp v[98:99], v[86:87] row_newbcast:14 row_mask:0xd bank_mask:0xb bound_ctrl:0
v_floor_f64_dpp v[8:9], v[240:241] row_newbcast:12 row_mask:0x7 bank_mask:0x7 bound_ctrl:0
v_fract_f32_e32 v11, v28
v_fract_f32_e32 v62, s94
v_fract_f32_dpp v154, v178 quad_perm:[2,2,3,2] row_mask:0x8 bound_ctrl:0
v_fract_f32_dpp v255, v11 row_newbcast:11 row_mask:0x4 bank_mask:0x5
v_fract_f32_sdwa v1, -v216 mul:4 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_fract_f32_sdwa v175, v14 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE
v_trunc_f32_e32 v11, s93
v_trunc_f32_e32 v54, v53
v_trunc_f32_dpp v74, v19 row_ror:13 bank_mask:0xa
v_trunc_f32_dpp v188, v55 quad_perm:[0,3,3,3] row_mask:0xb bound_ctrl:0
v_trunc_f32_sdwa v11, v21 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_trunc_f32_sdwa v2, v255 dst_sel:BYTE_2 dst_unused:UNUSED_PAD
v_ceil_f32_e32 v16, v22
v_ceil_f32_e32 v23, v135
v_ceil_f32_dpp v0, v29 row_shr:3 row_mask:0x7 bank_mask:0x8
v_ceil_f32_dpp v247, v203 row_shl:4 row_mask:0xa bank_mask:0x2
v_ceil_f32_sdwa v60, v3 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT
v_ceil_f32_sdwa v189, v85 clamp dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_rndne_f32_e32 v64, src_private_limit
v_rndne_f32_e32 v102, -1.0
v_rndne_f32_dpp v163, v72 row_shr:12 row_mask:0x5 bound_ctrl:0
v_rndne_f32_dpp v146, v2 row_half_mirror row_mask:0xf bank_mask:0xa
v_rndne_f32_sdwa v23, s32 dst_sel:DWORD src0_sel:DWORD
v_rndne_f32_sdwa v29, v4 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_floor_f32_e32 v25, v255
v_floor_f32_e32 v5, vcc_hi
v_floor_f32_dpp v255, v139 row_half_mirror bank_mask:0x5
v_floor_f32_dpp v97, v236 wave_rol:1 row_mask:0x7 bank_mask:0x4 bound_ctrl:0
v_floor_f32_sdwa v11, v31 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_floor_f32_sdwa v255, v72 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_exp_f32_e32 v12, v171
v_exp_f32_e32 v255, -0.5
v_exp_f32_dpp v23, |v8| row_shl:10
v_exp_f32_dpp v31, v85 wave_ror:1 bound_ctrl:0
v_exp_f32_sdwa v21, v14 mul:4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD
v_exp_f32_sdwa v20, v92 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE
v_log_f32_e32 v190, v41
v_log_f32_e32 v162, v173
v_log_f32_dpp v255, v59 row_shl:11
v_log_f32_dpp v177, v255 row_half_mirror
v_log_f32_sdwa v244, v120 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_log_f32_sdwa v161, v87 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_rcp_f32_e32 v116, 0.15915494
v_rcp_f32_e32 v20, flat_scratch_hi
v_rcp_f32_dpp v19, v142 row_mirror row_mask:0xa
v_rcp_f32_dpp v229, v104 wave_rol:1 row_mask:0x2
v_rcp_f32_sdwa v206, v6 dst_sel:BYTE_0 dst_unused:UNUSED_PAD
v_rcp_f32_sdwa v255, v3 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_rcp_iflag_f32_e32 v68, v26
v_rcp_iflag_f32_e32 v9, 0.1
v_rcp_iflag_f32_dpp v30, v255 wave_shl:1 row_mask:0xc bank_mask:0x5
v_rcp_iflag_f32_dpp v16, v11 wave_ror:1 row_mask:0xc bank_mask:0xb
v_rcp_iflag_f32_sdwa v29, v30 clamp
v_rcp_iflag_f32_sdwa v47, |v14| dst_sel:BYTE_0 src0_sel:BYTE_0
v_rsq_f32_e32 v24, 51
v_rsq_f32_e32 v9, v247
v_rsq_f32_dpp v12, -v23 row_mirror
v_rsq_f32_dpp v0, v74 row_bcast:15 row_mask:0x1 bank_mask:0x1 bound_ctrl:0
v_rsq_f32_sdwa v247, v20 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_rsq_f32_sdwa v86, |v236| dst_sel:BYTE_1
v_rcp_f64_e32 v[2:3], -1.5
v_rcp_f64_e32 v[4:5], 1.5
v_rcp_f64_dpp v[244:245], v[18:19] row_newbcast:0 row_mask:0xc bank_mask:0xf
v_rcp_f64_dpp v[30:31], v[72:73] row_newbcast:4 row_mask:0xa bound_ctrl:0
v_rsq_f64_e32 v[26:27], ttmp[14:15]
v_rsq_f64_e32 v[94:95], v[216:217]
v_rsq_f64_dpp v[254:255], v[24:25] row_newbcast:0 row_mask:0xc bank_mask:0xa
v_rsq_f64_dpp v[102:103], v[0:1] row_newbcast:14 row_mask:0x0 bank_mask:0xe
v_sqrt_f32_e32 v254, v122
v_sqrt_f32_e32 v11, 8
v_sqrt_f32_dpp v0, v29 wave_ror:1 bound_ctrl:0
v_sqrt_f32_dpp v69, v170 quad_perm:[2,0,2,3] row_mask:0xb bound_ctrl:0
v_sqrt_f32_sdwa v228, v6 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_sqrt_f32_sdwa v120, v95 src0_sel:BYTE_2
v_sqrt_f64_e32 v[16:17], -1.5
v_sqrt_f64_e32 v[8:9], s[22:23]
v_sqrt_f64_dpp v[136:137], v[20:21] row_newbcast:6 row_mask:0x5 bank_mask:0xd
v_sqrt_f64_dpp v[20:21], v[20:21] row_newbcast:7
v_sin_f32_e32 v31, v16
v_sin_f32_e32 v16, s30
v_sin_f32_dpp v204, v133 wave_shr:1
v_sin_f32_dpp v150, v248 wave_rol:1 row_mask:0x6 bank_mask:0xf
v_sin_f32_sdwa v52, 3 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT
v_sin_f32_sdwa v0, v23 dst_sel:BYTE_1 src0_sel:BYTE_2
v_cos_f32_e32 v13, exec_hi
v_cos_f32_e32 v21, v19
v_cos_f32_dpp v62, v0 wave_rol:1 bank_mask:0xa
v_cos_f32_dpp v52, v29 quad_perm:[3,2,2,1] row_mask:0xe bank_mask:0x4
v_cos_f32_sdwa v3, v21 dst_sel:BYTE_2 src0_sel:BYTE_3
v_cos_f32_sdwa v2, v4 dst_sel:BYTE_1 src0_sel:BYTE_0
v_not_b32_e32 v41, flat_scratch_hi
v_not_b32_e32 v119, xnack_mask_lo
v_not_b32_dpp v225, v255 row_ror:12 bank_mask:0x9 bound_ctrl:0
v_not_b32_dpp v30, v148 row_shl:14 bank_mask:0xf bound_ctrl:0
v_not_b32_sdwa v210, v4 clamp dst_unused:UNUSED_PAD
v_not_b32_sdwa v28, v19 clamp dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_bfrev_b32_e32 v18, v99
v_bfrev_b32_e32 v157, -1
v_bfrev_b32_dpp v65, v196 wave_shr:1 bank_mask:0xb
v_bfrev_b32_dpp v29, v140 row_shr:5 row_mask:0x3 bank_mask:0xb bound_ctrl:0
v_bfrev_b32_sdwa v83, sext(v11) dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_bfrev_b32_sdwa v245, v6 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_ffbh_u32_e32 v197, v108
v_ffbh_u32_e32 v14, s16
v_ffbh_u32_dpp v93, v255 wave_shl:1 bank_mask:0x5
v_ffbh_u32_dpp v18, v212 row_bcast:31 row_mask:0xf
v_ffbh_u32_sdwa v25, sext(v247) dst_unused:UNUSED_PAD src0_sel:DWORD
v_ffbh_u32_sdwa v177, v45 dst_sel:BYTE_2 src0_sel:WORD_1
v_ffbl_b32_e32 v19, v23
v_ffbl_b32_e32 v51, -5
v_ffbl_b32_dpp v201, v208 row_shr:6 row_mask:0xb bank_mask:0x3
v_ffbl_b32_dpp v121, v114 wave_shr:1 row_mask:0xc bank_mask:0xb bound_ctrl:0
v_ffbl_b32_sdwa v116, sext(v255)
v_ffbl_b32_sdwa v255, v174 src0_sel:BYTE_3
v_ffbh_i32_e32 v223, v242
v_ffbh_i32_e32 v173, v21
v_ffbh_i32_dpp v211, v2 row_bcast:15 row_mask:0xc
v_ffbh_i32_dpp v31, v11 row_shr:3 row_mask:0x2 bound_ctrl:0
v_ffbh_i32_sdwa v235, v255 clamp dst_sel:BYTE_2 src0_sel:BYTE_1
v_ffbh_i32_sdwa v255, v71 dst_sel:WORD_0 src0_sel:BYTE_0
v_frexp_exp_i32_f64_e32 v208, v[172:173]
v_frexp_exp_i32_f64_e32 v6, v[254:255]
v_frexp_exp_i32_f64_dpp v28, v[18:19] row_newbcast:8 row_mask:0xc
v_frexp_exp_i32_f64_dpp v13, v[238:239] row_newbcast:13
v_frexp_mant_f64_e32 v[254:255], xnack_mask
v_frexp_mant_f64_e32 v[174:175], v[56:57]
v_frexp_mant_f64_dpp v[38:39], v[180:181] row_newbcast:7 row_mask:0xb bank_mask:0xb bound_ctrl:0
v_frexp_mant_f64_dpp v[18:19], v[116:117] row_newbcast:1 row_mask:0x2 bank_mask:0x3
v_fract_f64_e32 v[0:1], 14
v_fract_f64_e32 v[136:137], 58
v_fract_f64_dpp v[184:185], v[54:55] row_newbcast:14 row_mask:0x9 bank_mask:0x5
v_fract_f64_dpp v[144:145], v[70:71] row_newbcast:3 bank_mask:0x4
v_frexp_exp_i32_f32_e32 v134, v46
v_frexp_exp_i32_f32_e32 v255, flat_scratch_hi
v_frexp_exp_i32_f32_dpp v6, v22 row_newbcast:15 row_mask:0x6 bank_mask:0x7
v_frexp_exp_i32_f32_dpp v45, |v6| wave_shl:1 bound_ctrl:0
v_frexp_exp_i32_f32_sdwa v25, v129 clamp dst_sel:BYTE_1 src0_sel:BYTE_3
v_frexp_exp_i32_f32_sdwa v21, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_frexp_mant_f32_e32 v23, v197
v_frexp_mant_f32_e32 v142, s19
v_frexp_mant_f32_dpp v227, v183 wave_rol:1 row_mask:0x3 bank_mask:0xc
v_frexp_mant_f32_dpp v59, v18 row_half_mirror row_mask:0x7
v_frexp_mant_f32_sdwa v15, -|v120| clamp dst_sel:BYTE_1 src0_sel:WORD_1
v_frexp_mant_f32_sdwa v59, v225 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_clrexcp
v_screen_partition_4se_b32_e32 v12, s31
v_screen_partition_4se_b32_e32 v162, v245
v_screen_partition_4se_b32_dpp v152, v118 row_ror:4 row_mask:0x4 bank_mask:0x7
v_screen_partition_4se_b32_dpp v49, v138 row_newbcast:14 row_mask:0xa bank_mask:0x4
v_screen_partition_4se_b32_sdwa v49, sext(v27) dst_sel:BYTE_2 src0_sel:BYTE_3
v_screen_partition_4se_b32_sdwa v139, v24 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_f16_u16_e32 v255, v5
v_cvt_f16_u16_e32 v255, -1.0
v_cvt_f16_u16_dpp v255, v137 row_mirror row_mask:0x5 bank_mask:0xf
v_cvt_f16_u16_dpp v252, v13 row_bcast:15 row_mask:0x6 bank_mask:0x0
v_cvt_f16_u16_sdwa v178, v177 src0_sel:DWORD
v_cvt_f16_u16_sdwa v137, v27 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_f16_i16_e32 v19, v61
v_cvt_f16_i16_e32 v27, v12
v_cvt_f16_i16_dpp v109, v216 wave_shr:1
v_cvt_f16_i16_dpp v44, v68 row_ror:6
v_cvt_f16_i16_sdwa v47, v22 dst_sel:BYTE_0 dst_unused:UNUSED_PAD
v_cvt_f16_i16_sdwa v250, v176 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_u16_f16_e32 v29, v164
v_cvt_u16_f16_e32 v10, 1.5
v_cvt_u16_f16_dpp v7, |v33| row_ror:7
v_cvt_u16_f16_dpp v1, v15 wave_ror:1
v_cvt_u16_f16_sdwa v90, |v232| dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_i16_f16_e32 v52, s101
v_cvt_i16_f16_e32 v6, v123
v_cvt_i16_f16_dpp v83, v20 quad_perm:[3,3,1,0] row_mask:0x8 bank_mask:0x0
v_cvt_i16_f16_dpp v140, v129 wave_rol:1 row_mask:0xa bank_mask:0xc
v_cvt_i16_f16_sdwa v18, s17 clamp dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_rcp_f16_e32 v231, 100.0
v_rcp_f16_e32 v4, 0.5
v_rcp_f16_dpp v206, v151 row_mirror
v_rcp_f16_dpp v192, v5 row_half_mirror row_mask:0x7
v_rcp_f16_sdwa v255, -|s93| src0_sel:BYTE_2
v_rcp_f16_sdwa v24, v195 dst_sel:BYTE_1 src0_sel:DWORD
v_sqrt_f16_e32 v211, v140
v_sqrt_f16_e32 v24, s74
v_sqrt_f16_dpp v190, v12 wave_shl:1 row_mask:0x0 bound_ctrl:0
v_sqrt_f16_dpp v159, v238 row_shr:8 row_mask:0x5
v_sqrt_f16_sdwa v179, v237 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_sqrt_f16_sdwa v4, s6 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_rsq_f16_e32 v54, -2.0
v_rsq_f16_e32 v218, v31
v_rsq_f16_dpp v255, |v28| row_bcast:15 bank_mask:0xa
v_rsq_f16_dpp v250, |v24| wave_shr:1 bank_mask:0xe bound_ctrl:0
v_rsq_f16_sdwa v194, -|v182| dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_rsq_f16_sdwa v23, v118 clamp dst_sel:WORD_1 src0_sel:WORD_0
v_log_f16_e32 v169, -15
v_log_f16_e32 v198, 1
v_log_f16_dpp v13, v158 row_ror:7 row_mask:0x3 bank_mask:0x7 bound_ctrl:0
v_log_f16_dpp v236, v4 row_ror:13 row_mask:0x5 bank_mask:0xa bound_ctrl:0
v_log_f16_sdwa v38, 32 div:2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_log_f16_sdwa v81, v145 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_exp_f16_e32 v23, v223
v_exp_f16_e32 v95, s6
v_exp_f16_dpp v205, v255 row_mirror bank_mask:0x1
v_exp_f16_dpp v18, v22 row_half_mirror row_mask:0x6 bank_mask:0x5
v_exp_f16_sdwa v32, v6 dst_sel:BYTE_2
v_exp_f16_sdwa v4, v27 dst_sel:WORD_1 src0_sel:BYTE_0
v_frexp_mant_f16_e32 v4, v128
v_frexp_mant_f16_e32 v178, v255
v_frexp_mant_f16_dpp v120, v255 row_bcast:31 row_mask:0x1 bank_mask:0x6
v_frexp_mant_f16_dpp v46, v255 quad_perm:[0,0,3,0] row_mask:0xb bank_mask:0x8
v_frexp_mant_f16_sdwa v30, |v59| div:2 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT
v_frexp_mant_f16_sdwa v16, v255 div:2 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE
v_frexp_exp_i16_f16_e32 v112, s33
v_frexp_exp_i16_f16_e32 v37, v189
v_frexp_exp_i16_f16_dpp v6, v134 row_mirror row_mask:0x2 bank_mask:0xa
v_frexp_exp_i16_f16_dpp v103, v28 row_half_mirror row_mask:0xf bank_mask:0x4
v_frexp_exp_i16_f16_sdwa v3, v222 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_floor_f16_e32 v5, s6
v_floor_f16_e32 v166, v255
v_floor_f16_dpp v214, v158 row_mirror row_mask:0x4 bank_mask:0x9 bound_ctrl:0
v_floor_f16_dpp v203, v7 wave_shl:1 row_mask:0x2 bank_mask:0xd
v_floor_f16_sdwa v116, -|v71| dst_sel:WORD_0 src0_sel:BYTE_0
v_floor_f16_sdwa v9, -|v185| dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_ceil_f16_e32 v58, v0
v_ceil_f16_e32 v26, v34
v_ceil_f16_dpp v26, -v49 row_half_mirror row_mask:0x3 bank_mask:0xc
v_ceil_f16_dpp v29, v106 row_bcast:15 row_mask:0x7 bank_mask:0x9 bound_ctrl:0
v_ceil_f16_sdwa v255, v255 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_ceil_f16_sdwa v24, v207 clamp dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_trunc_f16_e32 v249, s49
v_trunc_f16_e32 v253, v194
v_trunc_f16_dpp v201, v255 quad_perm:[0,3,1,0] row_mask:0x6 bank_mask:0xe
v_trunc_f16_dpp v34, v4 wave_ror:1 row_mask:0x3 bound_ctrl:0
v_trunc_f16_sdwa v2, v223 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_trunc_f16_sdwa v177, v158
v_rndne_f16_e32 v242, s43
v_rndne_f16_e32 v41, 0x4567
v_rndne_f16_dpp v149, v19 row_shr:6 row_mask:0x3
v_rndne_f16_dpp v2, v163 row_bcast:15 row_mask:0x0 bank_mask:0x5
v_rndne_f16_sdwa v28, v27 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_rndne_f16_sdwa v61, v7 dst_sel:BYTE_2 src0_sel:WORD_1
v_fract_f16_e32 v255, v34
v_fract_f16_e32 v231, v55
v_fract_f16_dpp v2, v69 wave_ror:1 bank_mask:0xd
v_fract_f16_dpp v231, v193 wave_shr:1 row_mask:0xb bound_ctrl:0
v_fract_f16_sdwa v155, v5 div:2 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_fract_f16_sdwa v1, v135 mul:2 dst_sel:WORD_0
v_sin_f16_e32 v30, v34
v_sin_f16_e32 v114, s16
v_sin_f16_dpp v9, -|v129| row_ror:4 bank_mask:0x6
v_sin_f16_dpp v255, v4 quad_perm:[1,3,2,1] row_mask:0x0 bank_mask:0xb bound_ctrl:0
v_sin_f16_sdwa v223, v145 dst_sel:WORD_1 src0_sel:BYTE_1
v_sin_f16_sdwa v249, |v55| dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cos_f16_e32 v19, v184
v_cos_f16_e32 v21, s24
v_cos_f16_dpp v9, v163 row_newbcast:6 row_mask:0xa bank_mask:0x6
v_cos_f16_dpp v26, |v18| row_bcast:31 bank_mask:0xc bound_ctrl:0
v_cos_f16_sdwa v218, v86 dst_sel:BYTE_3 src0_sel:DWORD
v_cos_f16_sdwa v2, v38 src0_sel:WORD_0
v_exp_legacy_f32_e32 v184, v6
v_exp_legacy_f32_e32 v30, vcc_hi
v_exp_legacy_f32_dpp v255, v147 wave_ror:1 row_mask:0x4 bank_mask:0xd bound_ctrl:0
v_exp_legacy_f32_dpp v15, |v85| row_bcast:15 row_mask:0xa bank_mask:0xa
v_exp_legacy_f32_sdwa v18, v5 src0_sel:WORD_1
v_exp_legacy_f32_sdwa v72, v38 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_log_legacy_f32_e32 v149, v27
v_log_legacy_f32_e32 v1, v24
v_log_legacy_f32_dpp v22, v88 row_mirror row_mask:0xe
v_log_legacy_f32_dpp v151, -v112 row_bcast:31 bank_mask:0x4
v_log_legacy_f32_sdwa v5, v31 mul:2 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_log_legacy_f32_sdwa v24, v6 mul:4 dst_unused:UNUSED_PAD
v_cvt_norm_i16_f16_e32 v89, v3
v_cvt_norm_i16_f16_e32 v83, 4.0
v_cvt_norm_i16_f16_dpp v31, v52 wave_shr:1 row_mask:0x1 bank_mask:0x0
v_cvt_norm_i16_f16_dpp v19, |v223| wave_shl:1 row_mask:0x1
v_cvt_norm_i16_f16_sdwa v4, v11 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_cvt_norm_i16_f16_sdwa v26, -v16 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_norm_u16_f16_e32 v17, v26
v_cvt_norm_u16_f16_e32 v57, v165
v_cvt_norm_u16_f16_dpp v73, v8 row_bcast:31 row_mask:0x0 bank_mask:0xc bound_ctrl:0
v_cvt_norm_u16_f16_dpp v255, v10 wave_shr:1 row_mask:0xe bank_mask:0x5
v_cvt_norm_u16_f16_sdwa v5, v29 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_norm_u16_f16_sdwa v177, s56 dst_sel:DWORD
v_sat_pk_u8_i16_e32 v3, v174
v_sat_pk_u8_i16_e32 v88, v56
v_sat_pk_u8_i16_dpp v21, v255 row_shl:6 bank_mask:0x9
v_sat_pk_u8_i16_dpp v193, v87 row_mirror row_mask:0x6 bank_mask:0x9
v_sat_pk_u8_i16_sdwa v31, v111 clamp dst_sel:DWORD src0_sel:BYTE_2
v_sat_pk_u8_i16_sdwa v19, v136 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_swap_b32 v56, v35
v_swap_b32 v119, v47
v_accvgpr_mov_b32 a78, a232
v_accvgpr_mov_b32 a255, a204
v_mov_b64_e32 v[146:147], s[6:7]
v_mov_b64_e32 v[10:11], v[16:17]
v_mov_b64_dpp v[48:49], v[12:13] row_newbcast:0 row_mask:0x9
v_mov_b64_dpp v[236:237], v[140:141] row_newbcast:9 bank_mask:0x0
v_cvt_f32_fp8_e32 v15, v146
v_cvt_f32_fp8_e32 v23, v246
v_cvt_f32_fp8_dpp v4, v186 row_bcast:15 bank_mask:0xf
v_cvt_f32_fp8_dpp v139, v133 row_bcast:15 row_mask:0xe bank_mask:0x9 bound_ctrl:0
v_cvt_f32_bf8_e32 v118, v75
v_cvt_f32_bf8_e32 v21, v18
v_cvt_f32_bf8_dpp v98, v25 row_mirror bank_mask:0xe
v_cvt_f32_bf8_dpp v4, v12 row_mirror row_mask:0xa bank_mask:0x3 bound_ctrl:0
v_cvt_pk_f32_fp8_e32 v[128:129], v7
v_cvt_pk_f32_fp8_e32 v[24:25], v43
v_cvt_pk_f32_fp8_dpp v[254:255], v123 row_newbcast:7 row_mask:0x1 bank_mask:0x3
v_cvt_pk_f32_fp8_dpp v[4:5], v243 row_newbcast:1 row_mask:0x4
v_cvt_pk_f32_bf8_e32 v[134:135], s11
v_cvt_pk_f32_bf8_e32 v[98:99], src_scc
v_cvt_pk_f32_bf8_dpp v[8:9], v171 row_newbcast:4 row_mask:0x2 bank_mask:0xb
v_cvt_pk_f32_bf8_dpp v[192:193], v31 row_newbcast:5 row_mask:0x2
v_cndmask_b32_e32 v2, v29, v26, vcc
v_cndmask_b32_e32 v7, v8, v30, vcc
v_cndmask_b32_dpp v255, v2, v86, vcc row_mirror row_mask:0x2 bank_mask:0x9
v_cndmask_b32_dpp v147, v168, v37, vcc row_shl:2
v_cndmask_b32_sdwa v29, v41, v244, vcc dst_unused:UNUSED_PRESERVE src1_sel:WORD_0
v_cndmask_b32_sdwa v142, v53, v19, vcc clamp dst_sel:BYTE_0 src0_sel:BYTE_2 src1_sel:BYTE_1
v_add_f32_e32 v62, v93, v192
v_add_f32_e32 v95, v5, v10
v_add_f32_dpp v248, v21, v138 row_ror:8 row_mask:0x6
v_add_f32_dpp v27, -v7, v33 row_ror:12 row_mask:0x4
v_add_f32_sdwa v255, -v160, -|v175| dst_sel:WORD_0 dst_unused:UNUSED_PAD src1_sel:DWORD
v_add_f32_sdwa v200, v62, v227 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:DWORD
v_sub_f32_e32 v21, v192, v113
v_sub_f32_e32 v64, v24, v157
v_sub_f32_dpp v22, v189, -v255 row_half_mirror
v_sub_f32_dpp v255, v206, v173 row_bcast:31 row_mask:0x0 bank_mask:0x1
v_sub_f32_sdwa v51, v12, v223 mul:4 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:BYTE_2
v_sub_f32_sdwa v1, v121, v255 mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:WORD_1
v_subrev_f32_e32 v18, 1e6, v223
v_subrev_f32_e32 v35, s50, v236
v_subrev_f32_dpp v211, v12, v255 wave_shr:1 row_mask:0x7 bank_mask:0x3 bound_ctrl:0
v_subrev_f32_dpp v56, -|v12|, v1 wave_rol:1 row_mask:0xd bank_mask:0x0 bound_ctrl:0
v_subrev_f32_sdwa v122, s99, -|v255| clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:BYTE_2
v_subrev_f32_sdwa v129, v191, v9 clamp dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_mul_f32_e32 v91, v242, v112
v_mul_f32_e32 v115, v192, v11
v_mul_f32_dpp v6, -|v71|, v21 wave_shl:1 row_mask:0x6 bank_mask:0x5
v_mul_f32_dpp v14, v16, v4 row_shl:8 row_mask:0xd bank_mask:0x4
v_mul_f32_sdwa v137, v55, -|v152| dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:BYTE_1
v_mul_f32_sdwa v37, s59, v103 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_1
v_mul_i32_i24_e32 v43, 64, v170
v_mul_i32_i24_e32 v4, v255, v19
v_mul_i32_i24_dpp v47, v13, v26 row_half_mirror row_mask:0x2 bank_mask:0x3
v_mul_i32_i24_dpp v39, v209, v116 wave_shr:1 row_mask:0x4
v_mul_i32_i24_sdwa v225, v152, v7 clamp dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:BYTE_0
v_mul_i32_i24_sdwa v253, sext(v5), v53 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_1
v_mul_hi_i32_i24_e32 v113, 0.15915494, v110
v_mul_hi_i32_i24_e32 v182, s25, v29
v_mul_hi_i32_i24_dpp v12, v161, v7 row_bcast:15 row_mask:0x5
v_mul_hi_i32_i24_dpp v65, v14, v31 wave_ror:1 row_mask:0xf
v_mul_hi_i32_i24_sdwa v235, v173, v31 src1_sel:BYTE_3
v_mul_hi_i32_i24_sdwa v21, v147, v9 dst_sel:WORD_1 src0_sel:WORD_1 src1_sel:WORD_0
v_mul_u32_u24_e32 v255, src_private_limit, v10
v_mul_u32_u24_e32 v13, v35, v22
v_mul_u32_u24_dpp v121, v62, v24 row_bcast:31 row_mask:0x2
v_mul_u32_u24_dpp v14, v36, v16 quad_perm:[2,3,1,2] row_mask:0x7 bank_mask:0xc
v_mul_u32_u24_sdwa v36, v10, v5 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_2
v_mul_u32_u24_sdwa v230, v218, v148 clamp dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:BYTE_0
v_mul_hi_u32_u24_e32 v15, v49, v255
v_mul_hi_u32_u24_e32 v26, -1, v73
v_mul_hi_u32_u24_dpp v7, v15, v22 wave_shr:1 row_mask:0xb bank_mask:0x5
v_mul_hi_u32_u24_dpp v84, v191, v67 row_newbcast:13 bank_mask:0x6
v_mul_hi_u32_u24_sdwa v11, sext(v226), sext(v17) dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_mul_hi_u32_u24_sdwa v9, v148, v95 dst_sel:BYTE_2 src0_sel:BYTE_2 src1_sel:BYTE_0
v_min_f32_e32 v144, v25, v25
v_min_f32_e32 v4, v31, v75
v_min_f32_dpp v17, v75, v111 row_bcast:15
v_min_f32_dpp v226, v5, -|v15| wave_rol:1 row_mask:0xd bank_mask:0xc
v_min_f32_sdwa v152, v201, v246 dst_sel:DWORD src0_sel:BYTE_3 src1_sel:BYTE_2
v_min_f32_sdwa v84, v121, v78 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_1
v_max_f32_e32 v16, v13, v8
v_max_f32_e32 v18, v218, v209
v_max_f32_dpp v38, -|v15|, v20 row_bcast:15 row_mask:0xd
v_max_f32_dpp v173, v14, v106 quad_perm:[3,2,0,2] row_mask:0x3 bank_mask:0xe bound_ctrl:0
v_max_f32_sdwa v23, v2, v197 dst_sel:BYTE_3 src0_sel:WORD_1 src1_sel:BYTE_3
v_max_f32_sdwa v21, v213, v255 src1_sel:WORD_0
v_min_i32_e32 v167, v191, v16
v_min_i32_e32 v143, 30, v18
v_min_i32_dpp v59, v224, v27 wave_shl:1 row_mask:0xf bank_mask:0xa
v_min_i32_dpp v20, v20, v227 wave_shl:1 row_mask:0x3 bank_mask:0xc bound_ctrl:0
v_min_i32_sdwa v22, v15, sext(v184) clamp dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:WORD_0
v_min_i32_sdwa v0, sext(s24), v106 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_0
v_max_i32_e32 v80, v31, v28
v_max_i32_e32 v23, v2, v49
v_max_i32_dpp v60, v148, v16 wave_shl:1 row_mask:0xc bank_mask:0x4
v_max_i32_dpp v7, v118, v114 wave_shr:1 row_mask:0xc bank_mask:0xa bound_ctrl:0
v_max_i32_sdwa v64, s50, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_1
v_max_i32_sdwa v255, v15, v15 clamp dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:BYTE_0
v_min_u32_e32 v7, 1, v196
v_min_u32_e32 v140, v6, v50
v_min_u32_dpp v255, v251, v4 quad_perm:[0,0,3,1] bank_mask:0xf bound_ctrl:0
v_min_u32_dpp v149, v219, v255 row_mirror row_mask:0x6 bank_mask:0x3
v_min_u32_sdwa v42, v109, sext(v165) dst_sel:WORD_0 src0_sel:BYTE_1 src1_sel:BYTE_1
v_min_u32_sdwa v229, v22, v255 clamp dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:WORD_1
v_max_u32_e32 v10, v255, v112
v_max_u32_e32 v61, v0, v200
v_max_u32_dpp v55, v206, v0 row_half_mirror row_mask:0x9 bank_mask:0x4
v_max_u32_dpp v43, v43, v46 quad_perm:[0,0,0,1] row_mask:0x0 bank_mask:0xe bound_ctrl:0
v_max_u32_sdwa v2, v180, v60 dst_sel:WORD_0 src0_sel:BYTE_3 src1_sel:WORD_0
v_max_u32_sdwa v202, 55, v173 dst_sel:BYTE_1 src0_sel:DWORD src1_sel:BYTE_1
v_lshrrev_b32_e32 v27, s39, v15
v_lshrrev_b32_e32 v162, v21, v22
v_lshrrev_b32_dpp v20, v255, v120 wave_shr:1 bank_mask:0xb
v_lshrrev_b32_dpp v198, v18, v98 wave_shr:1 row_mask:0xc bank_mask:0xa
v_lshrrev_b32_sdwa v182, sext(v22), v97 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src1_sel:DWORD
v_lshrrev_b32_sdwa v96, v10, v255 dst_sel:WORD_0 src0_sel:DWORD src1_sel:WORD_1
v_ashrrev_i32_e32 v138, m0, v20
v_ashrrev_i32_e32 v221, 0, v191
v_ashrrev_i32_dpp v255, v12, v255 row_ror:13 row_mask:0xd bank_mask:0x0
v_ashrrev_i32_dpp v25, v255, v255 wave_shl:1 bank_mask:0x1 bound_ctrl:0
v_ashrrev_i32_sdwa v105, v157, sext(v17) dst_sel:BYTE_2 src0_sel:DWORD src1_sel:WORD_0
v_ashrrev_i32_sdwa v46, v9, sext(v47) clamp dst_unused:UNUSED_PAD src1_sel:WORD_1
v_lshlrev_b32_e32 v255, v255, v30
v_lshlrev_b32_e32 v20, v60, v21
v_lshlrev_b32_dpp v68, v165, v232 wave_shl:1 row_mask:0x6 bank_mask:0x8
v_lshlrev_b32_dpp v255, v15, v111 row_newbcast:7 row_mask:0x7 bank_mask:0xe
v_lshlrev_b32_sdwa v19, v88, v254 dst_sel:WORD_0 src0_sel:DWORD src1_sel:BYTE_3
v_lshlrev_b32_sdwa v245, s69, v255 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_2
v_and_b32_e32 v29, 0xdeadbeef, v15
v_and_b32_e32 v2, v255, v180
v_and_b32_dpp v29, v109, v67 wave_shr:1 row_mask:0x0 bank_mask:0x3
v_and_b32_dpp v104, v255, v49 quad_perm:[0,2,2,3] row_mask:0xb bank_mask:0xd
v_and_b32_sdwa v238, v28, v146 clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_and_b32_sdwa v14, sext(v130), v255 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_1
v_or_b32_e32 v3, 1.5, v6
v_or_b32_e32 v25, v211, v255
v_or_b32_dpp v12, v29, v127 wave_shr:1 row_mask:0x6 bank_mask:0x9
v_or_b32_dpp v9, v139, v155 row_ror:11 row_mask:0xc bank_mask:0x9
v_or_b32_sdwa v77, v8, v30 dst_sel:WORD_1 src0_sel:WORD_1
v_or_b32_sdwa v205, v247, v27 dst_sel:BYTE_3 src1_sel:BYTE_3
v_xor_b32_e32 v57, -4.0, v39
v_xor_b32_e32 v55, v111, v3
v_xor_b32_dpp v36, v16, v38 wave_rol:1 row_mask:0x2 bank_mask:0x9 bound_ctrl:0
v_xor_b32_dpp v146, v7, v95 row_half_mirror bank_mask:0x4
v_xor_b32_sdwa v167, v172, v179 dst_sel:WORD_1 src0_sel:BYTE_2 src1_sel:DWORD
v_xor_b32_sdwa v13, sext(v8), v71 clamp dst_sel:BYTE_2
v_add_co_u32_e32 v75, vcc, v9, v29
v_add_co_u32_e32 v25, vcc, 0.15915494, v24
v_add_co_u32_dpp v254, vcc, v12, v120 row_bcast:31 row_mask:0x3 bank_mask:0x8
v_add_co_u32_dpp v81, vcc, v58, v255 row_shl:15 row_mask:0x2 bank_mask:0xd
v_add_co_u32_sdwa v179, vcc, v146, v19 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:DWORD
v_add_co_u32_sdwa v64, vcc, v126, v5 clamp dst_sel:DWORD dst_unused:UNUSED_SEXT src1_sel:DWORD
v_sub_co_u32_e32 v121, vcc, v31, v24
v_sub_co_u32_e32 v72, vcc, v179, v3
v_sub_co_u32_dpp v93, vcc, v28, v7 row_bcast:31 bank_mask:0x2
v_sub_co_u32_dpp v16, vcc, v188, v9 wave_shl:1 row_mask:0x9 bank_mask:0x2
v_sub_co_u32_sdwa v9, vcc, v140, v101 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_1
v_sub_co_u32_sdwa v122, vcc, v0, v182 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_1
v_subrev_co_u32_e32 v223, vcc, s88, v248
v_subrev_co_u32_e32 v26, vcc, s15, v27
v_subrev_co_u32_dpp v31, vcc, v7, v29 wave_shl:1 row_mask:0x0
v_subrev_co_u32_dpp v4, vcc, v60, v71 row_shr:1 row_mask:0x0 bank_mask:0xe
v_subrev_co_u32_sdwa v76, vcc, sext(v55), sext(v15) clamp dst_sel:WORD_0 src0_sel:BYTE_3
v_subrev_co_u32_sdwa v30, vcc, v250, v1 src0_sel:DWORD src1_sel:DWORD
v_addc_co_u32_e32 v255, vcc, v147, v211, vcc
v_addc_co_u32_dpp v73, vcc, v7, v5, vcc row_bcast:15 row_mask:0xc bound_ctrl:0
v_addc_co_u32_dpp v17, vcc, v0, v10, vcc row_bcast:31 bank_mask:0x2
v_addc_co_u32_sdwa v99, vcc, v103, v224, vcc dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:WORD_0
v_addc_co_u32_sdwa v154, vcc, v15, v14, vcc clamp src0_sel:WORD_0 src1_sel:BYTE_1
v_subb_co_u32_e32 v79, vcc, v22, v152, vcc
v_subb_co_u32_e32 v186, vcc, v200, v72, vcc
v_subb_co_u32_dpp v12, vcc, v203, v255, vcc wave_rol:1 row_mask:0x8 bound_ctrl:0
v_subb_co_u32_dpp v12, vcc, v75, v176, vcc row_newbcast:10 row_mask:0x2 bank_mask:0xf
v_subb_co_u32_sdwa v20, vcc, v176, v71, vcc dst_sel:BYTE_3 src0_sel:BYTE_0
v_subb_co_u32_sdwa v0, vcc, v25, v14, vcc dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:BYTE_2
v_subbrev_co_u32_e32 v22, vcc, -1.0, v85, vcc
v_subbrev_co_u32_e32 v255, vcc, v84, v169, vcc
v_subbrev_co_u32_dpp v222, vcc, v133, v206, vcc row_newbcast:2 bank_mask:0xc bound_ctrl:0
v_subbrev_co_u32_dpp v129, vcc, v6, v149, vcc row_shl:11 row_mask:0x5 bank_mask:0xd
v_subbrev_co_u32_sdwa v12, vcc, 37, sext(v7), vcc clamp dst_sel:BYTE_1 src0_sel:BYTE_1
v_subbrev_co_u32_sdwa v255, vcc, v7, sext(v26), vcc dst_sel:WORD_1 src0_sel:BYTE_0 src1_sel:BYTE_0
v_add_f16_e32 v18, v18, v28
v_add_f16_e32 v15, v199, v67
v_add_f16_dpp v67, v15, v238 wave_shr:1 row_mask:0x0
v_add_f16_dpp v183, -|v7|, -v218 row_ror:8 row_mask:0xe bank_mask:0x3
v_add_f16_sdwa v30, v152, v71 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_2
v_add_f16_sdwa v17, s15, v7 clamp dst_sel:WORD_0 src0_sel:DWORD src1_sel:BYTE_3
v_sub_f16_e32 v246, v6, v253
v_sub_f16_e32 v55, vcc_hi, v8
v_sub_f16_dpp v174, v255, v233 row_bcast:15 row_mask:0xd
v_sub_f16_dpp v10, v176, v1 row_ror:2 row_mask:0x6
v_sub_f16_sdwa v26, v255, v245 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_3
v_sub_f16_sdwa v255, v255, v137 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_2
v_subrev_f16_e32 v136, s98, v34
v_subrev_f16_e32 v19, s57, v166
v_subrev_f16_dpp v255, v30, v188 row_half_mirror row_mask:0x5 bank_mask:0x2
v_subrev_f16_dpp v29, v116, -|v44| row_bcast:15 bank_mask:0x8
v_subrev_f16_sdwa v30, v30, v31 src0_sel:BYTE_0 src1_sel:BYTE_0
v_subrev_f16_sdwa v204, s93, v13 clamp div:2 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:DWORD
v_mul_f16_e32 v251, v4, v255
v_mul_f16_e32 v241, v195, v1
v_mul_f16_dpp v26, v1, v109 wave_shl:1 bank_mask:0x2 bound_ctrl:0
v_mul_f16_dpp v142, v102, v19 row_mirror row_mask:0x0 bound_ctrl:0
v_mul_f16_sdwa v22, -v255, v139 dst_sel:BYTE_1 src0_sel:WORD_0
v_mul_f16_sdwa v9, v17, v13 clamp src0_sel:WORD_1
v_mac_f16_e32 v53, v22, v31
v_mac_f16_e32 v96, v9, v237
v_mac_f16_dpp v194, |v220|, |v0| wave_rol:1 row_mask:0x6 bank_mask:0x5 bound_ctrl:0
v_mac_f16_dpp v161, v55, -|v12| wave_rol:1 bank_mask:0xf
v_madmk_f16 v73, v2, 100.0, v250
v_madmk_f16 v15, 0x4567, 0x4567, v228
v_madak_f16 v214, 2.0, v20, 1.5
v_add_u16_e32 v0, flat_scratch_lo, v23
v_add_u16_e32 v15, v26, v244
v_add_u16_dpp v74, v157, v202 wave_shr:1 row_mask:0xb bank_mask:0x4
v_add_u16_dpp v13, v16, v32 row_half_mirror row_mask:0x2
v_add_u16_sdwa v96, v205, sext(v170) clamp dst_sel:BYTE_3 src0_sel:DWORD src1_sel:BYTE_3
v_add_u16_sdwa v181, v199, sext(v205) dst_sel:WORD_1 src0_sel:BYTE_3 src1_sel:WORD_1
v_sub_u16_e32 v7, -1.0, v254
v_sub_u16_e32 v163, v1, v236
v_sub_u16_dpp v145, v171, v51 wave_rol:1 bank_mask:0xf bound_ctrl:0
v_sub_u16_dpp v195, v167, v122 row_shl:7 row_mask:0x1 bank_mask:0xc
v_sub_u16_sdwa v12, 37, v51 dst_sel:BYTE_2 src0_sel:BYTE_3 src1_sel:WORD_1
v_sub_u16_sdwa v255, v39, sext(v255) clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:BYTE_1
v_subrev_u16_e32 v21, 1000, v175
v_subrev_u16_e32 v154, v20, v82
v_subrev_u16_dpp v35, v24, v24 row_half_mirror row_mask:0xa bank_mask:0x3
v_subrev_u16_dpp v255, v19, v200 wave_shl:1
v_subrev_u16_sdwa v255, 18, v227 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:BYTE_2
v_subrev_u16_sdwa v26, v21, v246 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_1
v_mul_lo_u16_e32 v5, v12, v5
v_mul_lo_u16_e32 v20, src_scc, v17
v_mul_lo_u16_dpp v188, v170, v70 wave_ror:1 row_mask:0x9 bank_mask:0x9
v_mul_lo_u16_dpp v138, v225, v234 row_shr:5 bank_mask:0xa
v_mul_lo_u16_sdwa v133, v45, v87 dst_sel:BYTE_1 src0_sel:BYTE_0 src1_sel:WORD_0
v_mul_lo_u16_sdwa v18, v237, v25 clamp dst_unused:UNUSED_SEXT src1_sel:BYTE_3
v_lshlrev_b16_e32 v255, v10, v96
v_lshlrev_b16_e32 v25, v0, v50
v_lshlrev_b16_dpp v28, v24, v17 wave_shr:1 bank_mask:0xa bound_ctrl:0
v_lshlrev_b16_dpp v1, v31, v54 row_half_mirror row_mask:0xd bank_mask:0x3 bound_ctrl:0
v_lshlrev_b16_sdwa v255, v29, v255 dst_sel:DWORD src0_sel:BYTE_3 src1_sel:BYTE_0
v_lshlrev_b16_sdwa v135, v239, v170 dst_sel:WORD_0 src0_sel:BYTE_0 src1_sel:BYTE_0
v_lshrrev_b16_e32 v15, v146, v71
v_lshrrev_b16_e32 v240, v22, v75
v_lshrrev_b16_dpp v1, v124, v255 wave_rol:1 row_mask:0xe bound_ctrl:0
v_lshrrev_b16_dpp v255, v11, v54 row_shr:15 row_mask:0xa bank_mask:0x4
v_lshrrev_b16_sdwa v26, v8, sext(v24) dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_1
v_lshrrev_b16_sdwa v255, sext(v4), sext(v136) clamp dst_unused:UNUSED_PAD src1_sel:BYTE_0
v_ashrrev_i16_e32 v22, -4.0, v18
v_ashrrev_i16_e32 v213, s62, v160
v_ashrrev_i16_dpp v66, v16, v153 wave_rol:1 row_mask:0xf bank_mask:0xd
v_ashrrev_i16_dpp v163, v123, v28 row_shl:11 row_mask:0x2 bank_mask:0xe bound_ctrl:0
v_ashrrev_i16_sdwa v199, v25, sext(v76) dst_sel:BYTE_2 src1_sel:WORD_0
v_ashrrev_i16_sdwa v4, sext(v255), v18 dst_unused:UNUSED_SEXT src1_sel:BYTE_0
v_max_f16_e32 v225, s64, v168
v_max_f16_e32 v186, 2.0, v141
v_max_f16_dpp v4, v178, -|v255| wave_ror:1 row_mask:0x2 bound_ctrl:0
v_max_f16_dpp v29, v190, v108 row_newbcast:13 bank_mask:0xf
v_max_f16_sdwa v251, v119, v101 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:DWORD
v_max_f16_sdwa v197, |v199|, v1 clamp dst_sel:BYTE_2 src0_sel:WORD_1 src1_sel:BYTE_1
v_min_f16_e32 v210, vcc_hi, v191
v_min_f16_e32 v7, v146, v125
v_min_f16_dpp v2, -v191, v16 wave_ror:1 row_mask:0x3 bank_mask:0x9
v_min_f16_dpp v213, |v13|, v144 row_newbcast:12 row_mask:0x5 bank_mask:0x1
v_min_f16_sdwa v32, v70, v249 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_min_f16_sdwa v29, s82, v3 div:2 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:BYTE_2
v_max_u16_e32 v5, 0.5, v133
v_max_u16_e32 v189, s12, v41
v_max_u16_dpp v171, v255, v21 row_mirror row_mask:0x7
v_max_u16_dpp v149, v8, v17 row_ror:1 row_mask:0xa bound_ctrl:0
v_max_u16_sdwa v131, v4, v102 dst_sel:DWORD src0_sel:BYTE_2 src1_sel:BYTE_1
v_max_u16_sdwa v196, v66, v16 dst_sel:BYTE_0 src0_sel:BYTE_3 src1_sel:BYTE_2
v_max_i16_e32 v133, v176, v16
v_max_i16_e32 v219, v255, v23
v_max_i16_dpp v255, v150, v235 row_newbcast:13 row_mask:0xb bank_mask:0x4
v_max_i16_dpp v189, v255, v156 row_bcast:31 row_mask:0x2 bank_mask:0x9
v_max_i16_sdwa v255, v101, v20 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_0
v_max_i16_sdwa v99, sext(v7), v31 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_min_u16_e32 v255, s29, v83
v_min_u16_e32 v91, flat_scratch_lo, v27
v_min_u16_dpp v146, v64, v243 wave_shr:1 row_mask:0xd bank_mask:0x9
v_min_u16_dpp v34, v0, v82 wave_rol:1 row_mask:0x6 bank_mask:0x9
v_min_u16_sdwa v255, v5, v44 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:WORD_0
v_min_u16_sdwa v97, v30, v41 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
v_min_i16_e32 v1, v151, v148
v_min_i16_e32 v21, v1, v45
v_min_i16_dpp v78, v126, v126 row_ror:11 row_mask:0xa bank_mask:0x1
v_min_i16_dpp v255, v135, v255 row_half_mirror
v_min_i16_sdwa v172, 7, v5 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:WORD_1
v_min_i16_sdwa v30, sext(v177), sext(v106) dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:DWORD
v_ldexp_f16_e32 v6, v235, v4
v_ldexp_f16_e32 v75, exec_hi, v22
v_ldexp_f16_dpp v20, v237, v12 row_bcast:31 row_mask:0x6 bank_mask:0xe
v_add_u32_e32 v238, v49, v99
v_add_u32_e32 v122, v132, v189
v_add_u32_dpp v171, v112, v3 row_ror:1 bank_mask:0xc
v_add_u32_dpp v5, v37, v66 quad_perm:[1,1,1,1] bank_mask:0x7 bound_ctrl:0
v_add_u32_sdwa v238, sext(v148), v20 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:WORD_1
v_add_u32_sdwa v77, v31, v255 dst_sel:WORD_1 src1_sel:BYTE_2
v_sub_u32_e32 v30, v9, v106
v_sub_u32_e32 v11, v21, v12
v_sub_u32_dpp v109, v57, v214 wave_shl:1 row_mask:0x7 bank_mask:0x3 bound_ctrl:0
v_sub_u32_dpp v115, v1, v138 row_ror:8 bank_mask:0x0 bound_ctrl:0
v_sub_u32_sdwa v53, v255, sext(v50) clamp dst_unused:UNUSED_SEXT src0_sel:DWORD
v_sub_u32_sdwa v56, sext(v42), sext(v0) dst_sel:BYTE_1 src0_sel:DWORD src1_sel:BYTE_3
v_subrev_u32_e32 v195, 0xffff, v2
v_subrev_u32_e32 v2, src_private_limit, v21
v_subrev_u32_dpp v65, v151, v210 wave_rol:1 bank_mask:0x2
v_subrev_u32_dpp v14, v31, v245 row_mirror
v_subrev_u32_sdwa v75, sext(v4), sext(v25) dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_1
v_subrev_u32_sdwa v22, v15, v20 clamp dst_sel:DWORD src0_sel:BYTE_2
v_fmac_f64_e32 v[26:27], v[52:53], v[254:255]
v_fmac_f64_e32 v[28:29], vcc, v[48:49]
v_fmac_f64_dpp v[254:255], v[114:115], v[190:191] row_newbcast:9 row_mask:0xb bank_mask:0x7
v_fmac_f64_dpp v[254:255], v[200:201], v[12:13] row_newbcast:8 row_mask:0x0 bank_mask:0x1 bound_ctrl:0
v_dot2c_f32_f16_e32 v199, v11, v14
v_dot2c_f32_f16_e32 v64, v15, v1
v_dot2c_f32_f16_dpp v52, v22, v255 row_bcast:31 row_mask:0x8 bank_mask:0x8
v_dot2c_f32_f16_dpp v15, v255, v8 row_bcast:15 row_mask:0x2
v_dot2c_i32_i16_e32 v251, v15, v161
v_dot2c_i32_i16_e32 v193, 35, v255
v_dot2c_i32_i16_dpp v31, v222, v29 row_newbcast:0 row_mask:0x0 bank_mask:0x3 bound_ctrl:0
v_dot2c_i32_i16_dpp v15, v110, v201 quad_perm:[2,1,1,0] row_mask:0x3 bank_mask:0x2
v_dot4c_i32_i8_e32 v3, flat_scratch_hi, v3
v_dot4c_i32_i8_e32 v107, v101, v255
v_dot4c_i32_i8_dpp v76, v39, v155 wave_ror:1 row_mask:0x1 bank_mask:0xd
v_dot4c_i32_i8_dpp v31, v8, v203 row_ror:8
v_dot8c_i32_i4_e32 v209, s101, v141
v_dot8c_i32_i4_e32 v115, v255, v246
v_dot8c_i32_i4_dpp v7, v214, v19 wave_ror:1 row_mask:0x6 bank_mask:0x2
v_dot8c_i32_i4_dpp v17, v189, v221 row_bcast:31 row_mask:0x0 bank_mask:0xb
v_fmac_f32_e32 v255, s65, v195
v_fmac_f32_e32 v3, v0, v255
v_fmac_f32_dpp v24, v140, v221 wave_shl:1 row_mask:0x0 bank_mask:0xc bound_ctrl:0
v_fmac_f32_dpp v12, v5, v18 row_shr:5 row_mask:0x6
v_pk_fmac_f16_e32 v59, v195, v48
v_pk_fmac_f16_e32 v14, v7, v255
v_xnor_b32_e32 v76, v4, v23
v_xnor_b32_e32 v239, s55, v142
v_xnor_b32_dpp v209, v255, v21 row_bcast:15 row_mask:0x3 bank_mask:0x9
v_xnor_b32_dpp v199, v41, v170 quad_perm:[1,1,3,0] bank_mask:0x3
v_xnor_b32_sdwa v99, v70, v255 dst_sel:WORD_0 src0_sel:BYTE_2 src1_sel:BYTE_1
v_xnor_b32_sdwa v47, sext(v28), v29 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:WORD_1
v_fmamk_f32 v255, v183, 1.5, v27
v_fmamk_f32 v255, v225, 0x12345678, v78
v_fmaak_f32 v63, v130, v27, 1e6
v_cmp_class_f32_e32 vcc, s99, v121
v_cmp_class_f32_e32 vcc, 21, v228
v_cmp_class_f32_sdwa ttmp[4:5], v255, v85 src0_sel:BYTE_2
v_cmpx_class_f32_e32 vcc, v99, v12
v_cmpx_class_f32_e32 vcc, v10, v13
v_cmpx_class_f32_sdwa exec, v74, v191 src0_sel:BYTE_1
v_cmp_class_f64_e32 vcc, s[16:17], v14
v_cmp_class_f64_e32 vcc, v[26:27], v18
v_cmpx_class_f64_e32 vcc, 0x40490000, v13
v_cmpx_class_f64_e32 vcc, v[24:25], v0
v_cmp_class_f16_e32 vcc, v52, v207
v_cmp_class_f16_e32 vcc, v29, v0
v_cmp_class_f16_sdwa vcc, v139, v255 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmpx_class_f16_e32 vcc, s85, v242
v_cmpx_class_f16_e32 vcc, s25, v37
v_cmpx_class_f16_sdwa vcc, v181, sext(v181) src0_sel:BYTE_0
v_cmp_f_f16_e32 vcc, v29, v6
v_cmp_f_f16_e32 vcc, src_private_limit, v8
v_cmp_f_f16_sdwa vcc, v91, v163 src0_sel:BYTE_0
v_cmp_f_f16_sdwa vcc, v249, v99 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmp_lt_f16_e32 vcc, v6, v9
v_cmp_lt_f16_e32 vcc, flat_scratch_hi, v65
v_cmp_lt_f16_sdwa vcc, |v158|, v255
v_cmp_lt_f16_sdwa vcc, -|v249|, v216 src0_sel:DWORD src1_sel:WORD_1
v_cmp_eq_f16_e32 vcc, v237, v6
v_cmp_eq_f16_e32 vcc, ttmp15, v122
v_cmp_eq_f16_sdwa vcc, v14, v253 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmp_eq_f16_sdwa vcc, v28, v140 src1_sel:BYTE_1
v_cmp_le_f16_e32 vcc, s43, v21
v_cmp_le_f16_e32 vcc, -2.0, v222
v_cmp_le_f16_sdwa vcc, v28, v92 src0_sel:BYTE_0
v_cmp_gt_f16_e32 vcc, v5, v26
v_cmp_gt_f16_e32 vcc, v29, v27
v_cmp_gt_f16_sdwa vcc, s83, v94 src1_sel:WORD_1
v_cmp_lg_f16_e32 vcc, 4, v64
v_cmp_lg_f16_e32 vcc, s86, v48
v_cmp_lg_f16_sdwa vcc, v138, v178 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmp_ge_f16_e32 vcc, -0.5, v255
v_cmp_ge_f16_e32 vcc, 53, v31
v_cmp_ge_f16_sdwa vcc, |v13|, v137 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_ge_f16_sdwa exec, v84, v63 src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f16_e32 vcc, 19, v199
v_cmp_o_f16_e32 vcc, v10, v77
v_cmp_o_f16_sdwa vcc, v28, v36 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_o_f16_sdwa vcc, v146, v183 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_u_f16_e32 vcc, v23, v151
v_cmp_u_f16_e32 vcc, v198, v86
v_cmp_u_f16_sdwa vcc, v13, v226 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_nge_f16_e32 vcc, v87, v31
v_cmp_nge_f16_e32 vcc, v0, v176
v_cmp_nge_f16_sdwa vcc, -|v26|, v20 src1_sel:DWORD
v_cmp_nge_f16_sdwa vcc, v74, v21 src0_sel:WORD_0
v_cmp_nlg_f16_e32 vcc, -15, v11
v_cmp_nlg_f16_e32 vcc, v255, v11
v_cmp_nlg_f16_sdwa ttmp[4:5], v71, -v153 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_ngt_f16_e32 vcc, v51, v89
v_cmp_ngt_f16_e32 vcc, v23, v45
v_cmp_ngt_f16_sdwa vcc, -6, v88 src0_sel:BYTE_3
v_cmp_nle_f16_e32 vcc, 0x4567, v21
v_cmp_nle_f16_e32 vcc, exec_hi, v45
v_cmp_neq_f16_e32 vcc, v42, v133
v_cmp_neq_f16_e32 vcc, v172, v40
v_cmp_neq_f16_sdwa s[92:93], |v139|, v241 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmp_nlt_f16_e32 vcc, v0, v196
v_cmp_nlt_f16_e32 vcc, v134, v112
v_cmp_nlt_f16_sdwa vcc, v236, v22 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_nlt_f16_sdwa vcc, |v255|, v213 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_tru_f16_e32 vcc, v54, v159
v_cmp_tru_f16_e32 vcc, v46, v52
v_cmp_tru_f16_sdwa vcc, v31, v255 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_tru_f16_sdwa vcc, v2, v29 src0_sel:WORD_1 src1_sel:WORD_0
v_cmpx_f_f16_e32 vcc, v108, v19
v_cmpx_f_f16_e32 vcc, 2.0, v1
v_cmpx_f_f16_sdwa vcc, v118, |v131| src0_sel:BYTE_1 src1_sel:WORD_1
v_cmpx_f_f16_sdwa vcc, v255, v17 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmpx_lt_f16_e32 vcc, 61, v204
v_cmpx_lt_f16_e32 vcc, v11, v205
v_cmpx_lt_f16_sdwa vcc, |v234|, v17
v_cmpx_lt_f16_sdwa s[50:51], s26, -v54 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_eq_f16_e32 vcc, v188, v30
v_cmpx_eq_f16_e32 vcc, v13, v16
v_cmpx_eq_f16_sdwa vcc, 30, -|v0| src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_eq_f16_sdwa vcc, v23, v255 src1_sel:BYTE_3
v_cmpx_le_f16_e32 vcc, v235, v188
v_cmpx_le_f16_e32 vcc, v183, v234
v_cmpx_le_f16_sdwa vcc, -v194, |v98| src0_sel:WORD_0
v_cmpx_le_f16_sdwa vcc, v95, v10 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_gt_f16_e32 vcc, vcc_lo, v9
v_cmpx_gt_f16_e32 vcc, v144, v26
v_cmpx_gt_f16_sdwa vcc, v113, v137 src1_sel:BYTE_1
v_cmpx_gt_f16_sdwa vcc, v105, v251 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmpx_lg_f16_e32 vcc, v128, v16
v_cmpx_lg_f16_e32 vcc, s80, v219
v_cmpx_lg_f16_sdwa vcc, s53, -|v255| src1_sel:BYTE_2
v_cmpx_lg_f16_sdwa vcc, v224, v255 src0_sel:BYTE_1
v_cmpx_ge_f16_e32 vcc, s20, v5
v_cmpx_ge_f16_e32 vcc, v109, v20
v_cmpx_ge_f16_sdwa vcc, v12, v159 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmpx_ge_f16_sdwa s[46:47], v255, v203 src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmpx_o_f16_e32 vcc, 0x4567, v29
v_cmpx_o_f16_e32 vcc, v228, v115
v_cmpx_u_f16_e32 vcc, v143, v166
v_cmpx_u_f16_e32 vcc, -0.5, v23
v_cmpx_u_f16_sdwa vcc, -|3|, v250 src0_sel:WORD_0
v_cmpx_u_f16_sdwa vcc, -v9, -v150 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmpx_nge_f16_e32 vcc, 12, v108
v_cmpx_nge_f16_e32 vcc, -3, v11
v_cmpx_nge_f16_sdwa exec, v88, v25 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_nlg_f16_e32 vcc, 50, v23
v_cmpx_nlg_f16_e32 vcc, v161, v152
v_cmpx_nlg_f16_sdwa vcc, 55, v216 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_nlg_f16_sdwa vcc, v8, v49
v_cmpx_ngt_f16_e32 vcc, s67, v24
v_cmpx_ngt_f16_e32 vcc, -0.5, v4
v_cmpx_ngt_f16_sdwa vcc, |v255|, v16 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_ngt_f16_sdwa vcc, v8, v24 src0_sel:BYTE_3 src1_sel:WORD_1
v_cmpx_nle_f16_e32 vcc, 0x4567, v2
v_cmpx_nle_f16_e32 vcc, s26, v118
v_cmpx_nle_f16_sdwa vcc, v255, v3 src0_sel:BYTE_1
v_cmpx_nle_f16_sdwa exec, v162, -|v201| src1_sel:WORD_1
v_cmpx_neq_f16_e32 vcc, s3, v87
v_cmpx_neq_f16_e32 vcc, s96, v9
v_cmpx_neq_f16_sdwa vcc, v254, -v255 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmpx_nlt_f16_e32 vcc, 1.5, v16
v_cmpx_nlt_f16_e32 vcc, 0.15915494, v4
v_cmpx_nlt_f16_sdwa vcc, -v173, v255 src0_sel:BYTE_3
v_cmpx_nlt_f16_sdwa vcc, v91, -v108 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmpx_tru_f16_e32 vcc, v23, v5
v_cmpx_tru_f16_e32 vcc, v86, v20
v_cmpx_tru_f16_sdwa vcc, -|v20|, v65 src0_sel:WORD_1 src1_sel:BYTE_3
v_cmpx_tru_f16_sdwa s[68:69], v255, -|v24| src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_f_f32_e32 vcc, v170, v15
v_cmp_f_f32_e32 vcc, 32, v203
v_cmp_f_f32_sdwa exec, v255, -v255 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmp_f_f32_sdwa vcc, v148, v208 src0_sel:DWORD
v_cmp_lt_f32_e32 vcc, v112, v0
v_cmp_lt_f32_e32 vcc, v25, v10
v_cmp_lt_f32_sdwa ttmp[4:5], v255, v18 src1_sel:WORD_0
v_cmp_lt_f32_sdwa vcc, v56, v12 src0_sel:DWORD src1_sel:WORD_0
v_cmp_eq_f32_e32 vcc, s30, v6
v_cmp_eq_f32_e32 vcc, -2.0, v243
v_cmp_eq_f32_sdwa ttmp[4:5], s88, -|v226| src0_sel:DWORD src1_sel:BYTE_0
v_cmp_le_f32_e32 vcc, flat_scratch_hi, v22
v_cmp_le_f32_e32 vcc, s40, v66
v_cmp_le_f32_sdwa vcc, v113, v104 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, -5, v51 src1_sel:DWORD
v_cmp_gt_f32_e32 vcc, v37, v29
v_cmp_gt_f32_e32 vcc, v150, v64
v_cmp_gt_f32_sdwa exec, s33, v234 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_lg_f32_e32 vcc, v255, v30
v_cmp_lg_f32_e32 vcc, s9, v159
v_cmp_lg_f32_sdwa vcc, s5, v96 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_ge_f32_e32 vcc, 63, v25
v_cmp_ge_f32_e32 vcc, -9, v149
v_cmp_ge_f32_sdwa ttmp[4:5], v191, v182 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_ge_f32_sdwa exec, v54, v6 src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmp_o_f32_e32 vcc, v8, v255
v_cmp_o_f32_e32 vcc, 1.5, v3
v_cmp_o_f32_sdwa vcc, v29, v255 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_u_f32_e32 vcc, xnack_mask_lo, v8
v_cmp_u_f32_e32 vcc, v227, v70
v_cmp_u_f32_sdwa exec, v104, v255 src0_sel:WORD_1
v_cmp_u_f32_sdwa ttmp[4:5], -|v111|, v20 src1_sel:DWORD
v_cmp_nge_f32_e32 vcc, v248, v252
v_cmp_nge_f32_e32 vcc, s69, v130
v_cmp_nge_f32_sdwa vcc, v1, v8 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_nge_f32_sdwa vcc, -v230, v9 src0_sel:BYTE_0
v_cmp_nlg_f32_e32 vcc, v6, v102
v_cmp_nlg_f32_e32 vcc, v11, v79
v_cmp_nlg_f32_sdwa vcc, v255, -|v177| src1_sel:BYTE_2
v_cmp_nlg_f32_sdwa vcc, v64, v30 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ngt_f32_e32 vcc, v28, v85
v_cmp_ngt_f32_e32 vcc, s60, v31
v_cmp_ngt_f32_sdwa ttmp[4:5], v57, v194 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_ngt_f32_sdwa vcc, v31, v99 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_nle_f32_e32 vcc, flat_scratch_lo, v1
v_cmp_nle_f32_e32 vcc, -6, v127
v_cmp_nle_f32_sdwa vcc, 5, v13 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_nle_f32_sdwa vcc, 2, v63 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_neq_f32_e32 vcc, v16, v11
v_cmp_neq_f32_e32 vcc, v98, v30
v_cmp_neq_f32_sdwa vcc, v6, v3 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_neq_f32_sdwa vcc, s84, v27 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_nlt_f32_e32 vcc, v162, v153
v_cmp_nlt_f32_e32 vcc, v63, v186
v_cmp_nlt_f32_sdwa vcc, v168, v4
v_cmp_nlt_f32_sdwa vcc, -v17, v22 src0_sel:BYTE_2
v_cmp_tru_f32_e32 vcc, v23, v31
v_cmp_tru_f32_e32 vcc, v67, v57
v_cmp_tru_f32_sdwa vcc, v75, |v104| src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_tru_f32_sdwa exec, -v187, v178 src1_sel:WORD_0
v_cmpx_f_f32_e32 vcc, 33, v4
v_cmpx_f_f32_e32 vcc, v75, v137
v_cmpx_f_f32_sdwa vcc, 34, -v45 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_f_f32_sdwa vcc, -v198, |v123| src1_sel:BYTE_3
v_cmpx_lt_f32_e32 vcc, s68, v202
v_cmpx_lt_f32_e32 vcc, v17, v14
v_cmpx_lt_f32_sdwa vcc, v255, v18
v_cmpx_eq_f32_e32 vcc, v14, v21
v_cmpx_eq_f32_e32 vcc, v9, v25
v_cmpx_eq_f32_sdwa vcc, -|s15|, v255 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_eq_f32_sdwa vcc, v28, v98 src1_sel:BYTE_3
v_cmpx_le_f32_e32 vcc, v137, v255
v_cmpx_le_f32_e32 vcc, v6, v255
v_cmpx_le_f32_sdwa vcc, -v12, v96 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_le_f32_sdwa vcc, v29, v172 src1_sel:BYTE_0
v_cmpx_gt_f32_e32 vcc, v29, v189
v_cmpx_gt_f32_e32 vcc, xnack_mask_hi, v51
v_cmpx_gt_f32_sdwa vcc, v255, v236 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_lg_f32_e32 vcc, 5, v2
v_cmpx_lg_f32_e32 vcc, v24, v24
v_cmpx_lg_f32_sdwa vcc, v228, v181
v_cmpx_lg_f32_sdwa ttmp[4:5], v23, |v218| src0_sel:DWORD src1_sel:WORD_1
v_cmpx_ge_f32_e32 vcc, s32, v11
v_cmpx_ge_f32_e32 vcc, v22, v155
v_cmpx_ge_f32_sdwa ttmp[4:5], -|-1|, -|v5| src0_sel:BYTE_3
v_cmpx_o_f32_e32 vcc, 1.0, v27
v_cmpx_o_f32_e32 vcc, 4.0, v84
v_cmpx_u_f32_e32 vcc, src_private_limit, v253
v_cmpx_u_f32_e32 vcc, s32, v55
v_cmpx_u_f32_sdwa s[40:41], 32, v59 src0_sel:BYTE_3
v_cmpx_u_f32_sdwa vcc, v96, v80 src0_sel:WORD_0
v_cmpx_nge_f32_e32 vcc, -14, v2
v_cmpx_nge_f32_e32 vcc, v255, v3
v_cmpx_nge_f32_sdwa vcc, v8, v10 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_nge_f32_sdwa exec, v13, v5 src0_sel:BYTE_1 src1_sel:BYTE_3
v_cmpx_nlg_f32_e32 vcc, v90, v255
v_cmpx_nlg_f32_e32 vcc, s82, v203
v_cmpx_nlg_f32_sdwa ttmp[4:5], v252, -|v11| src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_nlg_f32_sdwa vcc, -v207, -|v228| src0_sel:WORD_0 src1_sel:BYTE_3
v_cmpx_ngt_f32_e32 vcc, v25, v188
v_cmpx_ngt_f32_e32 vcc, -1.5, v52
v_cmpx_ngt_f32_sdwa s[4:5], v7, v89 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_nle_f32_e32 vcc, 1e6, v255
v_cmpx_nle_f32_e32 vcc, s82, v163
v_cmpx_nle_f32_sdwa vcc, v60, v105 src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmpx_nle_f32_sdwa vcc, v27, -|v2|
v_cmpx_neq_f32_e32 vcc, v8, v241
v_cmpx_neq_f32_e32 vcc, s80, v249
v_cmpx_neq_f32_sdwa vcc, -|v216|, v255 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmpx_nlt_f32_e32 vcc, 55, v21
v_cmpx_nlt_f32_e32 vcc, v78, v31
v_cmpx_nlt_f32_sdwa s[42:43], s4, v254 src1_sel:BYTE_3
v_cmpx_nlt_f32_sdwa vcc, 37, v255 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_tru_f32_e32 vcc, v179, v21
v_cmpx_tru_f32_e32 vcc, v216, v58
v_cmpx_tru_f32_sdwa exec, v235, v7 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_f_f64_e32 vcc, v[254:255], v[48:49]
v_cmp_f_f64_e32 vcc, v[158:159], v[254:255]
v_cmp_lt_f64_e32 vcc, ttmp[14:15], v[4:5]
v_cmp_lt_f64_e32 vcc, s[36:37], v[2:3]
v_cmp_eq_f64_e32 vcc, 33, v[70:71]
v_cmp_eq_f64_e32 vcc, v[152:153], v[4:5]
v_cmp_le_f64_e32 vcc, s[96:97], v[152:153]
v_cmp_le_f64_e32 vcc, s[22:23], v[94:95]
v_cmp_gt_f64_e32 vcc, 100.0, v[14:15]
v_cmp_gt_f64_e32 vcc, 0.5, v[34:35]
v_cmp_lg_f64_e32 vcc, s[68:69], v[10:11]
v_cmp_lg_f64_e32 vcc, 35, v[216:217]
v_cmp_ge_f64_e32 vcc, v[22:23], v[110:111]
v_cmp_ge_f64_e32 vcc, 0.5, v[254:255]
v_cmp_o_f64_e32 vcc, v[246:247], v[8:9]
v_cmp_o_f64_e32 vcc, v[26:27], v[20:21]
v_cmp_u_f64_e32 vcc, s[10:11], v[146:147]
v_cmp_u_f64_e32 vcc, v[254:255], v[2:3]
v_cmp_nge_f64_e32 vcc, -1.0, v[30:31]
v_cmp_nge_f64_e32 vcc, 0x3ff80000, v[208:209]
v_cmp_nlg_f64_e32 vcc, s[0:1], v[58:59]
v_cmp_nlg_f64_e32 vcc, v[26:27], v[28:29]
v_cmp_ngt_f64_e32 vcc, 30, v[54:55]
v_cmp_ngt_f64_e32 vcc, v[28:29], v[0:1]
v_cmp_nle_f64_e32 vcc, s[44:45], v[254:255]
v_cmp_nle_f64_e32 vcc, s[88:89], v[76:77]
v_cmp_neq_f64_e32 vcc, s[64:65], v[156:157]
v_cmp_neq_f64_e32 vcc, v[120:121], v[152:153]
v_cmp_nlt_f64_e32 vcc, s[54:55], v[92:93]
v_cmp_nlt_f64_e32 vcc, v[118:119], v[0:1]
v_cmp_tru_f64_e32 vcc, -4, v[52:53]
v_cmp_tru_f64_e32 vcc, 2.0, v[30:31]
v_cmpx_f_f64_e32 vcc, v[124:125], v[254:255]
v_cmpx_f_f64_e32 vcc, v[80:81], v[90:91]
v_cmpx_lt_f64_e32 vcc, v[22:23], v[254:255]
v_cmpx_lt_f64_e32 vcc, v[246:247], v[156:157]
v_cmpx_eq_f64_e32 vcc, s[76:77], v[12:13]
v_cmpx_eq_f64_e32 vcc, 1.0, v[30:31]
v_cmpx_le_f64_e32 vcc, v[6:7], v[176:177]
v_cmpx_le_f64_e32 vcc, v[12:13], v[84:85]
v_cmpx_gt_f64_e32 vcc, v[68:69], v[254:255]
v_cmpx_gt_f64_e32 vcc, v[68:69], v[160:161]
v_cmpx_lg_f64_e32 vcc, 0x40490000, v[244:245]
v_cmpx_lg_f64_e32 vcc, v[6:7], v[22:23]
v_cmpx_ge_f64_e32 vcc, v[10:11], v[14:15]
v_cmpx_ge_f64_e32 vcc, -2.0, v[24:25]
v_cmpx_o_f64_e32 vcc, 1.5, v[28:29]
v_cmpx_o_f64_e32 vcc, v[206:207], v[18:19]
v_cmpx_u_f64_e32 vcc, v[14:15], v[102:103]
v_cmpx_u_f64_e32 vcc, v[112:113], v[2:3]
v_cmpx_nge_f64_e32 vcc, v[8:9], v[232:233]
v_cmpx_nge_f64_e32 vcc, v[114:115], v[134:135]
v_cmpx_nlg_f64_e32 vcc, s[28:29], v[18:19]
v_cmpx_nlg_f64_e32 vcc, v[24:25], v[8:9]
v_cmpx_ngt_f64_e32 vcc, v[198:199], v[254:255]
v_cmpx_ngt_f64_e32 vcc, v[158:159], v[38:39]
v_cmpx_nle_f64_e32 vcc, v[28:29], v[40:41]
v_cmpx_nle_f64_e32 vcc, 18, v[100:101]
v_cmpx_neq_f64_e32 vcc, v[96:97], v[26:27]
v_cmpx_neq_f64_e32 vcc, -1.5, v[132:133]
v_cmpx_nlt_f64_e32 vcc, s[46:47], v[254:255]
v_cmpx_nlt_f64_e32 vcc, 100.0, v[248:249]
v_cmpx_tru_f64_e32 vcc, s[40:41], v[234:235]
v_cmpx_tru_f64_e32 vcc, v[20:21], v[36:37]
v_cmp_f_i16_e32 vcc, v155, v26
v_cmp_f_i16_e32 vcc, 2.0, v186
v_cmp_f_i16_sdwa s[56:57], v2, v30 src0_sel:DWORD
v_cmp_f_i16_sdwa s[100:101], v2, sext(v25) src0_sel:WORD_0
v_cmp_lt_i16_e32 vcc, ttmp12, v143
v_cmp_lt_i16_e32 vcc, s36, v85
v_cmp_lt_i16_sdwa vcc, v17, v219 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_lt_i16_sdwa vcc, sext(v150), sext(v20) src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmp_eq_i16_e32 vcc, v235, v10
v_cmp_eq_i16_e32 vcc, 20, v235
v_cmp_le_i16_e32 vcc, s51, v140
v_cmp_le_i16_e32 vcc, v28, v255
v_cmp_le_i16_sdwa s[10:11], s31, v187 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_gt_i16_e32 vcc, v90, v3
v_cmp_gt_i16_e32 vcc, s85, v242
v_cmp_gt_i16_sdwa s[100:101], s73, sext(v22) src1_sel:BYTE_1
v_cmp_gt_i16_sdwa vcc, s38, v77 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_ne_i16_e32 vcc, 33, v89
v_cmp_ne_i16_e32 vcc, 34, v98
v_cmp_ne_i16_sdwa vcc, v244, sext(v108) src0_sel:WORD_1 src1_sel:BYTE_3
v_cmp_ne_i16_sdwa vcc, v176, v63 src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmp_ge_i16_e32 vcc, v252, v242
v_cmp_ge_i16_e32 vcc, 1000, v187
v_cmp_ge_i16_sdwa vcc, v255, v210 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v169, sext(v51) src0_sel:WORD_1 src1_sel:BYTE_3
v_cmp_t_i16_e32 vcc, v101, v6
v_cmp_t_i16_e32 vcc, v164, v16
v_cmp_t_i16_sdwa vcc, s55, v129 src0_sel:DWORD src1_sel:WORD_1
v_cmp_t_i16_sdwa vcc, s42, v127
v_cmp_f_u16_e32 vcc, v27, v247
v_cmp_f_u16_e32 vcc, v63, v162
v_cmp_f_u16_sdwa vcc, v129, v26 src1_sel:BYTE_0
v_cmp_f_u16_sdwa exec, v255, v174 src1_sel:DWORD
v_cmp_lt_u16_e32 vcc, v26, v255
v_cmp_lt_u16_e32 vcc, s72, v1
v_cmp_lt_u16_sdwa vcc, sext(v31), v75 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_eq_u16_e32 vcc, 33, v50
v_cmp_eq_u16_e32 vcc, v179, v44
v_cmp_eq_u16_sdwa vcc, s88, v8 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_eq_u16_sdwa vcc, v18, v0 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_le_u16_e32 vcc, v255, v16
v_cmp_le_u16_e32 vcc, ttmp2, v35
v_cmp_le_u16_sdwa ttmp[4:5], v94, sext(v212) src1_sel:BYTE_0
v_cmp_gt_u16_e32 vcc, v255, v20
v_cmp_gt_u16_e32 vcc, xnack_mask_lo, v135
v_cmp_gt_u16_sdwa vcc, 47, v221 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmp_ne_u16_e32 vcc, v221, v35
v_cmp_ne_u16_e32 vcc, v18, v27
v_cmp_ge_u16_e32 vcc, v142, v26
v_cmp_ge_u16_e32 vcc, v218, v56
v_cmp_ge_u16_sdwa exec, v218, v250 src1_sel:BYTE_3
v_cmp_t_u16_e32 vcc, v161, v194
v_cmp_t_u16_e32 vcc, -2.0, v71
v_cmp_t_u16_sdwa s[60:61], sext(s34), v55 src1_sel:WORD_1
v_cmp_t_u16_sdwa vcc, v2, v229
v_cmpx_f_i16_e32 vcc, v6, v12
v_cmpx_f_i16_e32 vcc, v22, v255
v_cmpx_f_i16_sdwa vcc, v255, v133 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmpx_lt_i16_e32 vcc, v255, v0
v_cmpx_lt_i16_e32 vcc, 35, v85
v_cmpx_lt_i16_sdwa vcc, v24, sext(v130) src0_sel:DWORD
v_cmpx_lt_i16_sdwa vcc, v8, v197 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_eq_i16_e32 vcc, v227, v255
v_cmpx_eq_i16_e32 vcc, s32, v8
v_cmpx_eq_i16_sdwa vcc, v250, v162 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmpx_le_i16_e32 vcc, v255, v189
v_cmpx_le_i16_e32 vcc, v152, v210
v_cmpx_le_i16_sdwa vcc, v196, v184 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_le_i16_sdwa s[74:75], v87, v60 src1_sel:WORD_1
v_cmpx_gt_i16_e32 vcc, s1, v166
v_cmpx_gt_i16_e32 vcc, v153, v9
v_cmpx_gt_i16_sdwa vcc, v7, v126 src0_sel:WORD_0 src1_sel:WORD_0
v_cmpx_gt_i16_sdwa vcc, v141, v140 src0_sel:WORD_1 src1_sel:BYTE_3
v_cmpx_ne_i16_e32 vcc, s51, v179
v_cmpx_ne_i16_e32 vcc, v52, v220
v_cmpx_ne_i16_sdwa vcc, sext(v106), v22 src0_sel:WORD_1 src1_sel:WORD_1
v_cmpx_ne_i16_sdwa s[58:59], v14, sext(v255) src1_sel:WORD_0
v_cmpx_ge_i16_e32 vcc, v11, v207
v_cmpx_ge_i16_e32 vcc, v10, v13
v_cmpx_ge_i16_sdwa vcc, sext(v14), v212 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_ge_i16_sdwa ttmp[4:5], 31, v12 src0_sel:BYTE_3
v_cmpx_t_i16_e32 vcc, xnack_mask_hi, v3
v_cmpx_t_i16_e32 vcc, 1000, v165
v_cmpx_t_i16_sdwa vcc, sext(v101), v33 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_t_i16_sdwa vcc, v13, v26 src1_sel:BYTE_3
v_cmpx_f_u16_e32 vcc, v255, v37
v_cmpx_f_u16_e32 vcc, v27, v7
v_cmpx_f_u16_sdwa vcc, sext(v19), v3 src0_sel:WORD_0 src1_sel:WORD_0
v_cmpx_f_u16_sdwa vcc, sext(v94), v255 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_lt_u16_e32 vcc, v4, v255
v_cmpx_lt_u16_e32 vcc, v23, v255
v_cmpx_lt_u16_sdwa vcc, 42, v187 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_lt_u16_sdwa ttmp[4:5], v227, v255 src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmpx_eq_u16_e32 vcc, flat_scratch_hi, v255
v_cmpx_eq_u16_e32 vcc, v50, v102
v_cmpx_eq_u16_sdwa vcc, sext(v67), v35 src0_sel:WORD_1
v_cmpx_eq_u16_sdwa vcc, 8, v22 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_le_u16_e32 vcc, v127, v232
v_cmpx_le_u16_e32 vcc, 2.0, v13
v_cmpx_le_u16_sdwa exec, v226, v177 src0_sel:WORD_1 src1_sel:BYTE_3
v_cmpx_le_u16_sdwa s[72:73], sext(v25), v234 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_gt_u16_e32 vcc, 2.0, v21
v_cmpx_gt_u16_e32 vcc, v255, v10
v_cmpx_gt_u16_sdwa vcc, v7, sext(v67) src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_gt_u16_sdwa exec, 46, v220 src0_sel:WORD_1 src1_sel:BYTE_3
v_cmpx_ne_u16_e32 vcc, v237, v162
v_cmpx_ne_u16_e32 vcc, s45, v31
v_cmpx_ne_u16_sdwa vcc, v255, v32 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmpx_ge_u16_e32 vcc, s55, v2
v_cmpx_ge_u16_e32 vcc, v255, v220
v_cmpx_ge_u16_sdwa s[76:77], v23, v26 src0_sel:BYTE_1
v_cmpx_ge_u16_sdwa vcc, v33, v168 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmpx_t_u16_e32 vcc, v93, v39
v_cmpx_t_u16_e32 vcc, 30, v2
v_cmpx_t_u16_sdwa vcc, sext(v130), sext(v67) src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_f_i32_e32 vcc, v52, v131
v_cmp_f_i32_e32 vcc, v255, v211
v_cmp_f_i32_sdwa vcc, v85, v255 src0_sel:DWORD src1_sel:WORD_1
v_cmp_f_i32_sdwa exec, v82, sext(v19) src0_sel:BYTE_3 src1_sel:WORD_1
v_cmp_lt_i32_e32 vcc, ttmp9, v220
v_cmp_lt_i32_e32 vcc, s43, v25
v_cmp_lt_i32_sdwa vcc, v255, v111 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmp_lt_i32_sdwa vcc, v179, v53 src0_sel:WORD_0
v_cmp_eq_i32_e32 vcc, v255, v244
v_cmp_eq_i32_e32 vcc, v84, v17
v_cmp_eq_i32_sdwa vcc, sext(v169), v197 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_eq_i32_sdwa vcc, v26, v6 src1_sel:BYTE_1
v_cmp_le_i32_e32 vcc, m0, v20
v_cmp_le_i32_e32 vcc, v96, v186
v_cmp_le_i32_sdwa vcc, v188, v24 src0_sel:BYTE_2 src1_sel:BYTE_2
v_cmp_gt_i32_e32 vcc, 0xffff, v140
v_cmp_gt_i32_e32 vcc, xnack_mask_lo, v219
v_cmp_gt_i32_sdwa vcc, sext(v255), v129 src0_sel:DWORD
v_cmp_ne_i32_e32 vcc, v10, v70
v_cmp_ne_i32_e32 vcc, v255, v154
v_cmp_ne_i32_sdwa vcc, v224, sext(v24)
v_cmp_ne_i32_sdwa vcc, v73, v66 src0_sel:BYTE_2
v_cmp_ge_i32_e32 vcc, exec_hi, v28
v_cmp_ge_i32_e32 vcc, s19, v151
v_cmp_ge_i32_sdwa vcc, v14, sext(v14) src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_ge_i32_sdwa ttmp[4:5], v255, v19 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_t_i32_e32 vcc, v78, v67
v_cmp_t_i32_e32 vcc, 0xdeadbeef, v44
v_cmp_t_i32_sdwa s[28:29], v10, v4 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmp_t_i32_sdwa vcc, sext(v224), v203 src1_sel:WORD_1
v_cmp_f_u32_e32 vcc, v149, v171
v_cmp_f_u32_e32 vcc, -0.5, v64
v_cmp_f_u32_sdwa ttmp[4:5], s42, v246 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_f_u32_sdwa vcc, sext(v17), v103 src0_sel:BYTE_1
v_cmp_lt_u32_e32 vcc, v10, v188
v_cmp_lt_u32_e32 vcc, v175, v79
v_cmp_lt_u32_sdwa vcc, v0, v27 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_lt_u32_sdwa exec, v4, v61 src0_sel:BYTE_3
v_cmp_eq_u32_e32 vcc, v7, v246
v_cmp_eq_u32_e32 vcc, v1, v28
v_cmp_eq_u32_sdwa exec, v206, v137 src1_sel:BYTE_3
v_cmp_eq_u32_sdwa vcc, s18, v152 src1_sel:WORD_1
v_cmp_le_u32_e32 vcc, v23, v61
v_cmp_le_u32_e32 vcc, 0xffff, v16
v_cmp_le_u32_sdwa exec, sext(s71), sext(v214) src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmp_le_u32_sdwa vcc, v22, v255 src1_sel:DWORD
v_cmp_gt_u32_e32 vcc, v10, v70
v_cmp_gt_u32_e32 vcc, -12345, v255
v_cmp_gt_u32_sdwa vcc, v89, sext(v6) src0_sel:BYTE_0
v_cmp_gt_u32_sdwa vcc, 55, v80 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_ne_u32_e32 vcc, v56, v17
v_cmp_ne_u32_e32 vcc, src_scc, v141
v_cmp_ne_u32_sdwa vcc, v57, v102 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_ge_u32_e32 vcc, v12, v250
v_cmp_ge_u32_e32 vcc, v7, v18
v_cmp_ge_u32_sdwa vcc, 62, v159 src0_sel:DWORD src1_sel:WORD_1
v_cmp_ge_u32_sdwa vcc, v4, v255 src1_sel:BYTE_3
v_cmp_t_u32_e32 vcc, v91, v56
v_cmp_t_u32_e32 vcc, v243, v52
v_cmp_t_u32_sdwa s[28:29], v26, v4 src0_sel:BYTE_0
v_cmp_t_u32_sdwa vcc, v255, v0 src0_sel:BYTE_3
v_cmpx_f_i32_e32 vcc, v26, v7
v_cmpx_f_i32_e32 vcc, v73, v3
v_cmpx_lt_i32_e32 vcc, v24, v9
v_cmpx_lt_i32_e32 vcc, v5, v168
v_cmpx_lt_i32_sdwa vcc, sext(v17), v156 src1_sel:BYTE_2
v_cmpx_lt_i32_sdwa vcc, 63, sext(v1) src0_sel:BYTE_3
v_cmpx_eq_i32_e32 vcc, 0xffff, v2
v_cmpx_eq_i32_e32 vcc, s43, v23
v_cmpx_eq_i32_sdwa vcc, v29, sext(v76) src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_le_i32_e32 vcc, v27, v191
v_cmpx_le_i32_e32 vcc, 40, v0
v_cmpx_le_i32_sdwa vcc, sext(v252), v255 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmpx_le_i32_sdwa ttmp[4:5], v176, v23 src1_sel:DWORD
v_cmpx_gt_i32_e32 vcc, s98, v33
v_cmpx_gt_i32_e32 vcc, s94, v73
v_cmpx_gt_i32_sdwa vcc, sext(v120), v190 src0_sel:WORD_1 src1_sel:WORD_1
v_cmpx_gt_i32_sdwa vcc, sext(v185), v24 src0_sel:BYTE_1
v_cmpx_ne_i32_e32 vcc, xnack_mask_hi, v19
v_cmpx_ne_i32_e32 vcc, v19, v41
v_cmpx_ne_i32_sdwa ttmp[4:5], v8, v11 src1_sel:BYTE_2
v_cmpx_ge_i32_e32 vcc, v17, v97
v_cmpx_ge_i32_e32 vcc, v237, v29
v_cmpx_ge_i32_sdwa s[100:101], v14, v14 src0_sel:BYTE_3
v_cmpx_t_i32_e32 vcc, s71, v6
v_cmpx_t_i32_e32 vcc, v157, v233
v_cmpx_t_i32_sdwa vcc, sext(s44), v138 src0_sel:BYTE_3 src1_sel:WORD_1
v_cmpx_t_i32_sdwa vcc, sext(v14), v31 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmpx_f_u32_e32 vcc, v59, v3
v_cmpx_f_u32_e32 vcc, v28, v27
v_cmpx_f_u32_sdwa vcc, v11, v100 src1_sel:WORD_0
v_cmpx_f_u32_sdwa vcc, v255, sext(v87) src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_lt_u32_e32 vcc, v185, v25
v_cmpx_lt_u32_e32 vcc, -12345, v134
v_cmpx_lt_u32_sdwa s[10:11], sext(v27), sext(v255) src0_sel:DWORD
v_cmpx_eq_u32_e32 vcc, 2.0, v9
v_cmpx_eq_u32_e32 vcc, v23, v206
v_cmpx_eq_u32_sdwa ttmp[4:5], 34, v5 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_le_u32_e32 vcc, v17, v247
v_cmpx_le_u32_e32 vcc, v20, v119
v_cmpx_le_u32_sdwa s[22:23], v62, v74 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_le_u32_sdwa ttmp[4:5], sext(s65), v255 src0_sel:DWORD
v_cmpx_gt_u32_e32 vcc, 1.0, v255
v_cmpx_gt_u32_e32 vcc, 1.5, v241
v_cmpx_gt_u32_sdwa vcc, v196, sext(v2)
v_cmpx_gt_u32_sdwa vcc, v169, v211 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmpx_ne_u32_e32 vcc, v96, v29
v_cmpx_ne_u32_e32 vcc, -2.0, v144
v_cmpx_ne_u32_sdwa vcc, v35, v12 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmpx_ne_u32_sdwa exec, v190, v208 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_ge_u32_e32 vcc, v136, v255
v_cmpx_ge_u32_e32 vcc, 57, v249
v_cmpx_ge_u32_sdwa vcc, s82, sext(v1) src0_sel:BYTE_1 src1_sel:BYTE_3
v_cmpx_t_u32_e32 vcc, s60, v30
v_cmpx_t_u32_e32 vcc, v7, v60
v_cmpx_t_u32_sdwa vcc, s80, sext(v130) src1_sel:WORD_1
v_cmpx_t_u32_sdwa s[72:73], sext(v124), v240 src0_sel:BYTE_2
v_cmp_f_i64_e32 vcc, 12345678, v[24:25]
v_cmp_f_i64_e32 vcc, 2.0, v[18:19]
v_cmp_lt_i64_e32 vcc, v[110:111], v[100:101]
v_cmp_lt_i64_e32 vcc, 12345678, v[94:95]
v_cmp_eq_i64_e32 vcc, v[12:13], v[254:255]
v_cmp_eq_i64_e32 vcc, v[20:21], v[26:27]
v_cmp_le_i64_e32 vcc, v[16:17], v[24:25]
v_cmp_le_i64_e32 vcc, s[28:29], v[108:109]
v_cmp_gt_i64_e32 vcc, 53, v[254:255]
v_cmp_gt_i64_e32 vcc, xnack_mask, v[254:255]
v_cmp_ne_i64_e32 vcc, v[142:143], v[58:59]
v_cmp_ne_i64_e32 vcc, 51, v[194:195]
v_cmp_ge_i64_e32 vcc, v[194:195], v[94:95]
v_cmp_ge_i64_e32 vcc, v[102:103], v[242:243]
v_cmp_t_i64_e32 vcc, s[70:71], v[62:63]
v_cmp_t_i64_e32 vcc, ttmp[6:7], v[10:11]
v_cmp_f_u64_e32 vcc, s[0:1], v[92:93]
v_cmp_f_u64_e32 vcc, -1, v[36:37]
v_cmp_lt_u64_e32 vcc, v[254:255], v[214:215]
v_cmp_lt_u64_e32 vcc, s[90:91], v[254:255]
v_cmp_eq_u64_e32 vcc, s[92:93], v[10:11]
v_cmp_eq_u64_e32 vcc, v[14:15], v[0:1]
v_cmp_le_u64_e32 vcc, v[254:255], v[208:209]
v_cmp_le_u64_e32 vcc, v[254:255], v[108:109]
v_cmp_gt_u64_e32 vcc, -2.0, v[234:235]
v_cmp_gt_u64_e32 vcc, v[64:65], v[28:29]
v_cmp_ne_u64_e32 vcc, v[254:255], v[254:255]
v_cmp_ne_u64_e32 vcc, v[84:85], v[160:161]
v_cmp_ge_u64_e32 vcc, v[220:221], v[116:117]
v_cmp_ge_u64_e32 vcc, v[232:233], v[10:11]
v_cmp_t_u64_e32 vcc, v[30:31], v[20:21]
v_cmp_t_u64_e32 vcc, v[16:17], v[2:3]
v_cmpx_f_i64_e32 vcc, v[166:167], v[28:29]
v_cmpx_f_i64_e32 vcc, -0.5, v[162:163]
v_cmpx_lt_i64_e32 vcc, flat_scratch, v[254:255]
v_cmpx_lt_i64_e32 vcc, 26, v[20:21]
v_cmpx_eq_i64_e32 vcc, v[60:61], v[48:49]
v_cmpx_eq_i64_e32 vcc, v[14:15], v[100:101]
v_cmpx_le_i64_e32 vcc, v[10:11], v[20:21]
v_cmpx_le_i64_e32 vcc, v[14:15], v[24:25]
v_cmpx_gt_i64_e32 vcc, v[192:193], v[162:163]
v_cmpx_gt_i64_e32 vcc, v[12:13], v[176:177]
v_cmpx_ne_i64_e32 vcc, v[14:15], v[172:173]
v_cmpx_ne_i64_e32 vcc, v[212:213], v[34:35]
v_cmpx_ge_i64_e32 vcc, v[28:29], v[56:57]
v_cmpx_ge_i64_e32 vcc, s[18:19], v[0:1]
v_cmpx_t_i64_e32 vcc, v[48:49], v[46:47]
v_cmpx_t_i64_e32 vcc, v[28:29], v[86:87]
v_cmpx_f_u64_e32 vcc, v[132:133], v[28:29]
v_cmpx_f_u64_e32 vcc, v[14:15], v[226:227]
v_cmpx_lt_u64_e32 vcc, v[154:155], v[0:1]
v_cmpx_lt_u64_e32 vcc, v[172:173], v[4:5]
v_cmpx_eq_u64_e32 vcc, v[178:179], v[142:143]
v_cmpx_eq_u64_e32 vcc, s[96:97], v[254:255]
v_cmpx_le_u64_e32 vcc, v[254:255], v[146:147]
v_cmpx_le_u64_e32 vcc, v[246:247], v[20:21]
v_cmpx_gt_u64_e32 vcc, 4.0, v[26:27]
v_cmpx_gt_u64_e32 vcc, 12345678, v[96:97]
v_cmpx_ne_u64_e32 vcc, v[0:1], v[194:195]
v_cmpx_ne_u64_e32 vcc, v[124:125], v[254:255]
v_cmpx_ge_u64_e32 vcc, v[4:5], v[160:161]
v_cmpx_ge_u64_e32 vcc, v[224:225], v[16:17]
v_cmpx_t_u64_e32 vcc, v[254:255], v[4:5]
v_cmpx_t_u64_e32 vcc, v[254:255], v[16:17]
v_cmp_class_f32_e64 vcc, vcc_lo, -14
v_cmp_class_f32_e64 ttmp[4:5], |v12|, v10
v_cmp_class_f32_e64 ttmp[4:5], -10, v22
v_cmpx_class_f32_e64 exec, 46, v127
v_cmpx_class_f32_e64 vcc, |xnack_mask_lo|, v47
v_cmpx_class_f32_e64 exec, v182, v94
v_cmpx_class_f32_e64 exec, v145, v236
v_cmp_class_f64_e64 ttmp[4:5], v[6:7], s88
v_cmp_class_f64_e64 vcc, -|v[58:59]|, 1.0
v_cmp_class_f64_e64 ttmp[4:5], -|v[202:203]|, vcc_hi
v_cmp_class_f64_e64 exec, -1.0, -0.5
v_cmpx_class_f64_e64 exec, 2.0, v251
v_cmpx_class_f64_e64 s[34:35], v[22:23], src_private_base
v_cmpx_class_f64_e64 s[90:91], s[80:81], v20
v_cmpx_class_f64_e64 ttmp[4:5], 17, 48
v_cmp_class_f16_e64 vcc, 2.0, s3
v_cmp_class_f16_e64 exec, -4.0, v20
v_cmp_class_f16_e64 s[88:89], vcc_hi, v12
v_cmp_class_f16_e64 s[18:19], v134, v198
v_cmpx_class_f16_e64 ttmp[4:5], v255, vcc_hi
v_cmpx_class_f16_e64 vcc, v255, v4
v_cmpx_class_f16_e64 ttmp[4:5], v60, s64
v_cmpx_class_f16_e64 s[0:1], -7, v30
v_cmp_f_f16_e64 vcc, s34, 4.0 clamp
v_cmp_f_f16_e64 vcc, v80, src_execz
v_cmp_f_f16_e64 ttmp[4:5], -|v5|, v255 clamp
v_cmp_f_f16_e64 exec, vcc_hi, v2
v_cmp_lt_f16_e64 s[52:53], -|s95|, 49
v_cmp_lt_f16_e64 s[44:45], -v5, -|s68|
v_cmp_lt_f16_e64 vcc, 14, -1.0
v_cmp_lt_f16_e64 s[52:53], v1, 27
v_cmp_eq_f16_e64 s[44:45], v14, s77 clamp
v_cmp_eq_f16_e64 exec, 59, -|v131|
v_cmp_eq_f16_e64 s[6:7], 56, v173
v_cmp_eq_f16_e64 vcc, v244, v64
v_cmp_le_f16_e64 ttmp[4:5], src_private_base, v163 clamp
v_cmp_le_f16_e64 s[78:79], s38, 2.0
v_cmp_le_f16_e64 ttmp[4:5], -|s85|, v195
v_cmp_le_f16_e64 ttmp[4:5], v31, v90
v_cmp_gt_f16_e64 s[70:71], 63, s46
v_cmp_gt_f16_e64 ttmp[4:5], -s19, 62
v_cmp_gt_f16_e64 exec, |43|, v13 clamp
v_cmp_gt_f16_e64 s[100:101], -|v26|, -|v85| clamp
v_cmp_lg_f16_e64 ttmp[4:5], v79, v19 clamp
v_cmp_lg_f16_e64 exec, -s44, -v29 clamp
v_cmp_lg_f16_e64 ttmp[4:5], v84, v215
v_cmp_lg_f16_e64 ttmp[4:5], 58, v76 clamp
v_cmp_ge_f16_e64 s[64:65], v92, v110 clamp
v_cmp_ge_f16_e64 exec, |1.0|, -|v10|
v_cmp_ge_f16_e64 ttmp[4:5], -|v16|, src_pops_exiting_wave_id
v_cmp_ge_f16_e64 vcc, -|v89|, v130 clamp
v_cmp_o_f16_e64 exec, |v29|, v22
v_cmp_o_f16_e64 s[78:79], v1, s10 clamp
v_cmp_o_f16_e64 exec, 5, -0.5
v_cmp_u_f16_e64 ttmp[4:5], v30, |flat_scratch_hi| clamp
v_cmp_u_f16_e64 vcc, -|v49|, |7| clamp
v_cmp_u_f16_e64 ttmp[4:5], 33, v230 clamp
v_cmp_nge_f16_e64 exec, -|v3|, v237 clamp
v_cmp_nge_f16_e64 ttmp[4:5], -v120, 0
v_cmp_nge_f16_e64 ttmp[4:5], v147, s40
v_cmp_nge_f16_e64 vcc, |v242|, v9
v_cmp_nlg_f16_e64 exec, 4.0, v15 clamp
v_cmp_nlg_f16_e64 exec, |v72|, -v14
v_cmp_nlg_f16_e64 ttmp[4:5], -|v234|, src_scc clamp
v_cmp_ngt_f16_e64 vcc, -|v255|, s36 clamp
v_cmp_ngt_f16_e64 exec, v82, -v75
v_cmp_ngt_f16_e64 ttmp[4:5], v13, v92 clamp
v_cmp_ngt_f16_e64 s[30:31], -|s37|, v224 clamp
v_cmp_nle_f16_e64 s[96:97], v119, v255
v_cmp_nle_f16_e64 vcc, -v44, v178
v_cmp_nle_f16_e64 exec, -|v255|, v255
v_cmp_nle_f16_e64 s[36:37], v255, v183
v_cmp_neq_f16_e64 s[52:53], -s100, v12 clamp
v_cmp_neq_f16_e64 ttmp[4:5], -v31, -|v20| clamp
v_cmp_neq_f16_e64 ttmp[4:5], -v0, v79
v_cmp_neq_f16_e64 s[38:39], |24|, v89 clamp
v_cmp_nlt_f16_e64 exec, v219, v10 clamp
v_cmp_nlt_f16_e64 s[78:79], |5|, v88 clamp
v_cmp_nlt_f16_e64 s[6:7], v0, s39 clamp
v_cmp_nlt_f16_e64 vcc, v247, v255 clamp
v_cmp_tru_f16_e64 ttmp[4:5], v84, v161
v_cmp_tru_f16_e64 s[52:53], -v255, v37 clamp
v_cmp_tru_f16_e64 exec, v12, |28| clamp
v_cmp_tru_f16_e64 ttmp[4:5], -v31, 43 clamp
v_cmpx_f_f16_e64 s[62:63], -|v255|, v59 clamp
v_cmpx_f_f16_e64 exec, -9, -v21
v_cmpx_f_f16_e64 exec, -s8, v71
v_cmpx_f_f16_e64 ttmp[4:5], v249, v42
v_cmpx_lt_f16_e64 vcc, -|v255|, s0 clamp
v_cmpx_lt_f16_e64 exec, v138, -3
v_cmpx_lt_f16_e64 vcc, |v132|, |v159| clamp
v_cmpx_lt_f16_e64 s[32:33], v182, -v245 clamp
v_cmpx_eq_f16_e64 ttmp[4:5], 49, flat_scratch_hi
v_cmpx_eq_f16_e64 ttmp[4:5], -10, v215 clamp
v_cmpx_eq_f16_e64 s[8:9], -0.5, -0.5 clamp
v_cmpx_eq_f16_e64 exec, v122, -v15
v_cmpx_le_f16_e64 vcc, flat_scratch_lo, v130
v_cmpx_le_f16_e64 vcc, v7, -|src_shared_limit| clamp
v_cmpx_le_f16_e64 ttmp[4:5], |s38|, v40
v_cmpx_le_f16_e64 ttmp[4:5], |s63|, 2.0
v_cmpx_gt_f16_e64 vcc, v255, v3 clamp
v_cmpx_gt_f16_e64 exec, v117, 34
v_cmpx_gt_f16_e64 exec, v23, -|v119| clamp
v_cmpx_gt_f16_e64 ttmp[4:5], v111, v236
v_cmpx_lg_f16_e64 s[44:45], v181, v31 clamp
v_cmpx_lg_f16_e64 vcc, -v238, s10
v_cmpx_lg_f16_e64 vcc, v255, -1.0
v_cmpx_ge_f16_e64 vcc, v247, -v17 clamp
v_cmpx_ge_f16_e64 ttmp[4:5], v28, v63
v_cmpx_ge_f16_e64 s[0:1], v203, v18 clamp
v_cmpx_ge_f16_e64 ttmp[4:5], 1.0, v155
v_cmpx_o_f16_e64 ttmp[4:5], 51, -v123 clamp
v_cmpx_o_f16_e64 ttmp[4:5], v43, -|v72| clamp
v_cmpx_o_f16_e64 ttmp[4:5], v180, -v135
v_cmpx_u_f16_e64 ttmp[4:5], -5, -|-2.0| clamp
v_cmpx_u_f16_e64 s[92:93], 58, -v15 clamp
v_cmpx_u_f16_e64 vcc, |v255|, v201 clamp
v_cmpx_u_f16_e64 ttmp[4:5], -|1.0|, v228
v_cmpx_nge_f16_e64 ttmp[4:5], -v29, v102 clamp
v_cmpx_nge_f16_e64 ttmp[4:5], -|xnack_mask_lo|, v3 clamp
v_cmpx_nge_f16_e64 s[46:47], |0.15915494|, 4.0 clamp
v_cmpx_nge_f16_e64 vcc, v7, v7
v_cmpx_nlg_f16_e64 s[40:41], v41, v106
v_cmpx_nlg_f16_e64 exec, v233, -4.0
v_cmpx_nlg_f16_e64 exec, 22, flat_scratch_hi
v_cmpx_ngt_f16_e64 vcc, -v37, v13
v_cmpx_ngt_f16_e64 exec, -|s36|, -|v29| clamp
v_cmpx_ngt_f16_e64 vcc, 21, 0.5
v_cmpx_ngt_f16_e64 exec, -|v255|, 39
v_cmpx_nle_f16_e64 vcc, -|v151|, -|vcc_lo| clamp
v_cmpx_nle_f16_e64 ttmp[4:5], |v80|, v3
v_cmpx_nle_f16_e64 vcc, -|v233|, -|s49| clamp
v_cmpx_nle_f16_e64 ttmp[4:5], exec_lo, 0.15915494 clamp
v_cmpx_neq_f16_e64 ttmp[4:5], v16, -v7 clamp
v_cmpx_neq_f16_e64 ttmp[4:5], 1.0, 32
v_cmpx_neq_f16_e64 vcc, v195, -1.0 clamp
v_cmpx_neq_f16_e64 vcc, v159, -10 clamp
v_cmpx_nlt_f16_e64 ttmp[4:5], -v115, 53 clamp
v_cmpx_nlt_f16_e64 s[32:33], v162, -v157
v_cmpx_nlt_f16_e64 vcc, -v9, v5
v_cmpx_nlt_f16_e64 vcc, v11, -|0.15915494| clamp
v_cmpx_tru_f16_e64 ttmp[4:5], s41, v255 clamp
v_cmpx_tru_f16_e64 vcc, -|-11|, v20
v_cmpx_tru_f16_e64 exec, -|16|, |56| clamp
v_cmpx_tru_f16_e64 exec, v151, -src_shared_limit
v_cmp_f_f32_e64 vcc, v23, s34
v_cmp_f_f32_e64 vcc, v195, src_execz
v_cmp_f_f32_e64 ttmp[4:5], -10, 40 clamp
v_cmp_lt_f32_e64 exec, v252, v246 clamp
v_cmp_lt_f32_e64 ttmp[4:5], |v182|, 41 clamp
v_cmp_lt_f32_e64 s[90:91], -|s67|, -2.0 clamp
v_cmp_lt_f32_e64 ttmp[4:5], -1.0, -|v149|
v_cmp_eq_f32_e64 exec, -|18|, -|v58|
v_cmp_eq_f32_e64 vcc, v76, v9 clamp
v_cmp_eq_f32_e64 vcc, v255, -s79
v_cmp_eq_f32_e64 vcc, s48, -v93
v_cmp_le_f32_e64 s[38:39], src_shared_limit, v76 clamp
v_cmp_le_f32_e64 exec, -1.0, xnack_mask_lo clamp
v_cmp_le_f32_e64 vcc, v26, |v22| clamp
v_cmp_le_f32_e64 s[56:57], 0.5, flat_scratch_lo
v_cmp_gt_f32_e64 vcc, -v27, s32 clamp
v_cmp_gt_f32_e64 s[94:95], -|v8|, v80
v_cmp_gt_f32_e64 exec, v70, -|v8|
v_cmp_gt_f32_e64 exec, v93, -vcc_lo
v_cmp_lg_f32_e64 vcc, |v255|, v1 clamp
v_cmp_lg_f32_e64 vcc, |v247|, s74
v_cmp_lg_f32_e64 ttmp[4:5], -14, |58| clamp
v_cmp_lg_f32_e64 ttmp[4:5], s78, 0.5 clamp
v_cmp_ge_f32_e64 exec, -v20, s57 clamp
v_cmp_ge_f32_e64 exec, -|s9|, 21 clamp
v_cmp_ge_f32_e64 vcc, v255, -v255 clamp
v_cmp_ge_f32_e64 s[28:29], v31, v10 clamp
v_cmp_o_f32_e64 ttmp[4:5], v252, v47
v_cmp_o_f32_e64 vcc, |v48|, v95
v_cmp_o_f32_e64 ttmp[4:5], v29, v255
v_cmp_u_f32_e64 s[72:73], -|v31|, s93 clamp
v_cmp_u_f32_e64 vcc, |s54|, -11
v_cmp_u_f32_e64 s[78:79], -7, v49
v_cmp_u_f32_e64 exec, v48, -|s53| clamp
v_cmp_nge_f32_e64 s[84:85], v21, v32 clamp
v_cmp_nge_f32_e64 ttmp[4:5], -|v11|, -src_scc clamp
v_cmp_nge_f32_e64 vcc, v29, |v121|
v_cmp_nge_f32_e64 vcc, -2.0, -v28 clamp
v_cmp_nlg_f32_e64 s[76:77], |v32|, v10
v_cmp_nlg_f32_e64 vcc, -14, -v39 clamp
v_cmp_nlg_f32_e64 vcc, |v172|, s65 clamp
v_cmp_nlg_f32_e64 exec, 15, v126
v_cmp_ngt_f32_e64 ttmp[4:5], v5, -v26
v_cmp_ngt_f32_e64 vcc, v255, -|s9|
v_cmp_ngt_f32_e64 exec, v189, v120
v_cmp_nle_f32_e64 ttmp[4:5], -v221, -|v23| clamp
v_cmp_nle_f32_e64 vcc, v211, flat_scratch_hi
v_cmp_nle_f32_e64 vcc, v238, v111
v_cmp_neq_f32_e64 ttmp[4:5], s8, v24 clamp
v_cmp_neq_f32_e64 s[0:1], 39, -|v12|
v_cmp_neq_f32_e64 vcc, v11, v176
v_cmp_neq_f32_e64 vcc, -|v235|, s89 clamp
v_cmp_nlt_f32_e64 s[16:17], v109, -v136
v_cmp_nlt_f32_e64 exec, -|v233|, v15
v_cmp_nlt_f32_e64 vcc, v209, v239
v_cmp_nlt_f32_e64 exec, -10, -|v22|
v_cmp_tru_f32_e64 s[60:61], s12, -v244 clamp
v_cmp_tru_f32_e64 exec, s61, -v5
v_cmp_tru_f32_e64 vcc, v200, -1 clamp
v_cmpx_f_f32_e64 vcc, v3, -|v148|
v_cmpx_f_f32_e64 exec, m0, v109 clamp
v_cmpx_f_f32_e64 s[36:37], -vcc_hi, v22
v_cmpx_lt_f32_e64 vcc, v209, v179 clamp
v_cmpx_lt_f32_e64 exec, -0.5, s27 clamp
v_cmpx_lt_f32_e64 ttmp[4:5], -|24|, -v4
v_cmpx_lt_f32_e64 ttmp[4:5], v255, -|v8|
v_cmpx_eq_f32_e64 s[48:49], v251, -4 clamp
v_cmpx_eq_f32_e64 ttmp[4:5], v174, v45
v_cmpx_eq_f32_e64 exec, |v32|, 37 clamp
v_cmpx_eq_f32_e64 exec, v153, v135
v_cmpx_le_f32_e64 s[60:61], v200, s78
v_cmpx_le_f32_e64 ttmp[4:5], v105, v222
v_cmpx_le_f32_e64 exec, v97, v173
v_cmpx_gt_f32_e64 ttmp[4:5], v94, s28
v_cmpx_gt_f32_e64 exec, v255, |v80| clamp
v_cmpx_gt_f32_e64 s[72:73], -v11, s16 clamp
v_cmpx_gt_f32_e64 exec, v253, 52 clamp
v_cmpx_lg_f32_e64 s[74:75], -1.0, v83
v_cmpx_lg_f32_e64 s[2:3], s50, v28
v_cmpx_lg_f32_e64 ttmp[4:5], -|v2|, -|v255|
v_cmpx_ge_f32_e64 exec, v110, src_vccz
v_cmpx_ge_f32_e64 ttmp[4:5], 1.0, 29 clamp
v_cmpx_ge_f32_e64 vcc, s21, v183
v_cmpx_ge_f32_e64 vcc, -|48|, v14
v_cmpx_o_f32_e64 s[64:65], s70, -7
v_cmpx_o_f32_e64 vcc, -5, v255 clamp
v_cmpx_o_f32_e64 s[86:87], -flat_scratch_lo, v83
v_cmpx_u_f32_e64 s[42:43], v2, v8
v_cmpx_u_f32_e64 ttmp[4:5], v214, v53
v_cmpx_u_f32_e64 s[84:85], s4, -9 clamp
v_cmpx_u_f32_e64 ttmp[4:5], s95, |-2.0|
v_cmpx_nge_f32_e64 s[26:27], v255, v145 clamp
v_cmpx_nge_f32_e64 vcc, v190, m0 clamp
v_cmpx_nge_f32_e64 vcc, |v204|, src_vccz
v_cmpx_nge_f32_e64 s[24:25], -|v110|, v255 clamp
v_cmpx_nlg_f32_e64 ttmp[4:5], v24, -|-4.0|
v_cmpx_nlg_f32_e64 s[0:1], -v74, -|s19|
v_cmpx_nlg_f32_e64 ttmp[4:5], s67, -13 clamp
v_cmpx_nlg_f32_e64 s[94:95], -v17, s15 clamp
v_cmpx_ngt_f32_e64 s[98:99], v9, 45
v_cmpx_ngt_f32_e64 vcc, s33, v7 clamp
v_cmpx_ngt_f32_e64 ttmp[4:5], v96, |50| clamp
v_cmpx_ngt_f32_e64 exec, -v24, 34
v_cmpx_nle_f32_e64 ttmp[4:5], v14, 57
v_cmpx_nle_f32_e64 exec, -|v21|, -|s23| clamp
v_cmpx_nle_f32_e64 ttmp[4:5], |-7|, |v9|
v_cmpx_nle_f32_e64 ttmp[4:5], v2, -|v167|
v_cmpx_neq_f32_e64 s[44:45], -|v48|, -v233 clamp
v_cmpx_neq_f32_e64 vcc, -|v57|, -|55|
v_cmpx_neq_f32_e64 ttmp[4:5], -|-2.0|, v34
v_cmpx_neq_f32_e64 exec, |-4.0|, v196 clamp
v_cmpx_nlt_f32_e64 vcc, -|v36|, s37 clamp
v_cmpx_nlt_f32_e64 vcc, s26, -16 clamp
v_cmpx_nlt_f32_e64 exec, -s72, -|v31|
v_cmpx_tru_f32_e64 vcc, 34, v13
v_cmpx_tru_f32_e64 vcc, -|v112|, ttmp7
v_cmpx_tru_f32_e64 exec, |1.0|, v25 clamp
v_cmpx_tru_f32_e64 vcc, -v171, s75 clamp
v_cmp_f_f64_e64 s[98:99], v[10:11], 21 clamp
v_cmp_f_f64_e64 vcc, v[88:89], v[246:247]
v_cmp_f_f64_e64 ttmp[4:5], v[192:193], -|v[28:29]|
v_cmp_lt_f64_e64 ttmp[4:5], 52, v[254:255]
v_cmp_lt_f64_e64 exec, -|v[254:255]|, -|ttmp[0:1]|
v_cmp_lt_f64_e64 exec, v[2:3], s[10:11]
v_cmp_eq_f64_e64 ttmp[4:5], -14, 1
v_cmp_eq_f64_e64 vcc, |v[46:47]|, s[66:67] clamp
v_cmp_le_f64_e64 exec, v[130:131], v[6:7] clamp
v_cmp_le_f64_e64 vcc, v[124:125], -|s[92:93]|
v_cmp_le_f64_e64 ttmp[4:5], |18|, v[30:31]
v_cmp_le_f64_e64 exec, -|s[96:97]|, 7 clamp
v_cmp_gt_f64_e64 s[100:101], -|v[192:193]|, s[30:31] clamp
v_cmp_gt_f64_e64 ttmp[4:5], -|v[10:11]|, v[108:109]
v_cmp_gt_f64_e64 vcc, v[6:7], ttmp[0:1]
v_cmp_lg_f64_e64 s[86:87], s[80:81], 4.0 clamp
v_cmp_lg_f64_e64 s[90:91], -|s[78:79]|, v[4:5]
v_cmp_lg_f64_e64 ttmp[4:5], v[28:29], -0.5
v_cmp_lg_f64_e64 vcc, s[80:81], |4.0| clamp
v_cmp_ge_f64_e64 s[84:85], v[48:49], s[38:39]
v_cmp_ge_f64_e64 exec, v[254:255], v[12:13]
v_cmp_ge_f64_e64 vcc, 54, v[192:193] clamp
v_cmp_ge_f64_e64 s[76:77], v[224:225], 33
v_cmp_o_f64_e64 s[76:77], |59|, v[10:11]
v_cmp_o_f64_e64 s[0:1], -1.0, v[6:7]
v_cmp_u_f64_e64 s[84:85], v[20:21], v[0:1]
v_cmp_u_f64_e64 s[32:33], 35, 10 clamp
v_cmp_u_f64_e64 s[4:5], v[254:255], |v[4:5]|
v_cmp_u_f64_e64 s[4:5], -14, -|v[20:21]| clamp
v_cmp_nge_f64_e64 ttmp[4:5], exec, v[22:23] clamp
v_cmp_nge_f64_e64 vcc, 4.0, v[254:255] clamp
v_cmp_nge_f64_e64 vcc, -v[234:235], v[24:25]
v_cmp_nge_f64_e64 s[38:39], ttmp[6:7], -v[18:19] clamp
v_cmp_nlg_f64_e64 exec, 22, v[168:169]
v_cmp_nlg_f64_e64 exec, 35, v[46:47] clamp
v_cmp_nlg_f64_e64 s[98:99], v[34:35], v[98:99]
v_cmp_nlg_f64_e64 vcc, v[188:189], |v[102:103]| clamp
v_cmp_ngt_f64_e64 vcc, 49, 57
v_cmp_ngt_f64_e64 exec, 35, ttmp[6:7] clamp
v_cmp_ngt_f64_e64 exec, v[22:23], v[46:47]
v_cmp_nle_f64_e64 s[64:65], 43, -|-1.0|
v_cmp_nle_f64_e64 vcc, v[254:255], xnack_mask
v_cmp_nle_f64_e64 vcc, 0.5, v[64:65] clamp
v_cmp_neq_f64_e64 exec, 13, -s[92:93] clamp
v_cmp_neq_f64_e64 exec, v[24:25], 41 clamp
v_cmp_neq_f64_e64 ttmp[4:5], -v[6:7], -v[200:201] clamp
v_cmp_neq_f64_e64 exec, xnack_mask, -7
v_cmp_nlt_f64_e64 vcc, -|-4.0|, |16|
v_cmp_nlt_f64_e64 ttmp[4:5], -|v[234:235]|, |15|
v_cmp_nlt_f64_e64 exec, v[58:59], 20
v_cmp_nlt_f64_e64 exec, 0.5, -|v[26:27]|
v_cmp_tru_f64_e64 vcc, |v[146:147]|, v[18:19]
v_cmp_tru_f64_e64 exec, -|s[76:77]|, v[32:33]
v_cmp_tru_f64_e64 ttmp[4:5], v[54:55], v[14:15] clamp
v_cmp_tru_f64_e64 ttmp[4:5], -|s[10:11]|, v[14:15]
v_cmpx_f_f64_e64 vcc, |v[234:235]|, |v[20:21]|
v_cmpx_f_f64_e64 exec, |v[6:7]|, v[118:119] clamp
v_cmpx_f_f64_e64 s[4:5], |v[240:241]|, 14
v_cmpx_lt_f64_e64 ttmp[4:5], v[254:255], -1.0
v_cmpx_lt_f64_e64 ttmp[4:5], v[152:153], -v[146:147]
v_cmpx_lt_f64_e64 s[20:21], v[8:9], -|-9|
v_cmpx_lt_f64_e64 exec, v[4:5], v[0:1]
v_cmpx_eq_f64_e64 exec, -15, -v[20:21]
v_cmpx_eq_f64_e64 s[80:81], s[60:61], 28
v_cmpx_le_f64_e64 s[4:5], ttmp[14:15], v[180:181] clamp
v_cmpx_le_f64_e64 exec, v[122:123], v[8:9]
v_cmpx_le_f64_e64 exec, |v[138:139]|, |s[38:39]|
v_cmpx_le_f64_e64 ttmp[4:5], v[24:25], v[244:245]
v_cmpx_gt_f64_e64 exec, v[188:189], v[22:23] clamp
v_cmpx_gt_f64_e64 ttmp[4:5], 4, v[106:107] clamp
v_cmpx_gt_f64_e64 s[34:35], v[14:15], -ttmp[14:15] clamp
v_cmpx_lg_f64_e64 ttmp[4:5], v[160:161], -|v[40:41]| clamp
v_cmpx_lg_f64_e64 exec, -|v[254:255]|, -3
v_cmpx_lg_f64_e64 vcc, v[82:83], 62
v_cmpx_lg_f64_e64 vcc, |-0.5|, s[0:1]
v_cmpx_ge_f64_e64 exec, |-4|, v[0:1]
v_cmpx_ge_f64_e64 vcc, -|v[76:77]|, 11 clamp
v_cmpx_ge_f64_e64 vcc, v[10:11], ttmp[0:1] clamp
v_cmpx_ge_f64_e64 ttmp[4:5], v[30:31], v[198:199]
v_cmpx_o_f64_e64 exec, 25, v[46:47]
v_cmpx_o_f64_e64 vcc, v[60:61], v[144:145] clamp
v_cmpx_o_f64_e64 ttmp[4:5], flat_scratch, -v[142:143]
v_cmpx_u_f64_e64 vcc, |15|, 63 clamp
v_cmpx_u_f64_e64 vcc, 25, |s[70:71]| clamp
v_cmpx_u_f64_e64 vcc, s[54:55], -|-12|
v_cmpx_u_f64_e64 ttmp[4:5], v[212:213], |v[154:155]| clamp
v_cmpx_nge_f64_e64 ttmp[4:5], -|2.0|, -|s[30:31]|
v_cmpx_nge_f64_e64 ttmp[4:5], s[70:71], v[174:175] clamp
v_cmpx_nge_f64_e64 ttmp[4:5], -|s[40:41]|, v[254:255] clamp
v_cmpx_nge_f64_e64 ttmp[4:5], v[216:217], v[28:29] clamp
v_cmpx_nlg_f64_e64 vcc, v[204:205], v[30:31] clamp
v_cmpx_nlg_f64_e64 vcc, v[220:221], v[0:1]
v_cmpx_nlg_f64_e64 vcc, ttmp[14:15], v[254:255] clamp
v_cmpx_nlg_f64_e64 s[32:33], v[48:49], v[16:17]
v_cmpx_ngt_f64_e64 exec, 4.0, v[54:55]
v_cmpx_ngt_f64_e64 ttmp[4:5], v[232:233], v[202:203]
v_cmpx_ngt_f64_e64 s[10:11], 2.0, -|0.5|
v_cmpx_ngt_f64_e64 ttmp[4:5], -|v[92:93]|, ttmp[6:7] clamp
v_cmpx_nle_f64_e64 vcc, -v[6:7], 1.0 clamp
v_cmpx_nle_f64_e64 exec, 5, |v[8:9]|
v_cmpx_nle_f64_e64 s[12:13], v[62:63], v[244:245]
v_cmpx_nle_f64_e64 exec, v[202:203], v[20:21] clamp
v_cmpx_neq_f64_e64 exec, 0, 37 clamp
v_cmpx_neq_f64_e64 vcc, s[52:53], |v[156:157]| clamp
v_cmpx_neq_f64_e64 ttmp[4:5], 62, s[70:71]
v_cmpx_neq_f64_e64 s[52:53], -xnack_mask, -|v[4:5]|
v_cmpx_nlt_f64_e64 s[66:67], v[250:251], 42 clamp
v_cmpx_nlt_f64_e64 vcc, v[84:85], v[56:57] clamp
v_cmpx_nlt_f64_e64 vcc, 8, 5
v_cmpx_nlt_f64_e64 s[26:27], -15, -|v[30:31]|
v_cmpx_tru_f64_e64 exec, 29, 2
v_cmpx_tru_f64_e64 exec, |v[196:197]|, s[28:29] clamp
v_cmpx_tru_f64_e64 exec, v[52:53], -4.0 clamp
v_cmpx_tru_f64_e64 exec, -v[32:33], v[26:27]
v_cmp_f_i16_e64 ttmp[4:5], v26, s70
v_cmp_f_i16_e64 ttmp[4:5], v109, v255
v_cmp_lt_i16_e64 ttmp[4:5], v68, s9
v_cmp_lt_i16_e64 s[90:91], 44, v78
v_cmp_eq_i16_e64 vcc, v19, v165
v_cmp_eq_i16_e64 exec, 2.0, vcc_hi
v_cmp_le_i16_e64 vcc, v136, v68
v_cmp_le_i16_e64 vcc, -6, 22
v_cmp_gt_i16_e64 vcc, 1.0, 40
v_cmp_gt_i16_e64 exec, v15, v25
v_cmp_ne_i16_e64 exec, 29, -7
v_cmp_ne_i16_e64 s[0:1], v175, v72
v_cmp_ge_i16_e64 s[68:69], v21, src_scc
v_cmp_ge_i16_e64 exec, v25, 42
v_cmp_t_i16_e64 exec, v24, v3
v_cmp_t_i16_e64 vcc, s17, v255
v_cmp_f_u16_e64 ttmp[4:5], v220, 10
v_cmp_f_u16_e64 ttmp[4:5], v131, v2
v_cmp_lt_u16_e64 ttmp[4:5], v62, v110
v_cmp_lt_u16_e64 exec, 0.15915494, v8
v_cmp_eq_u16_e64 exec, -8, v255
v_cmp_eq_u16_e64 s[28:29], src_shared_base, v200
v_cmp_le_u16_e64 exec, 50, flat_scratch_hi
v_cmp_le_u16_e64 exec, s80, 29
v_cmp_gt_u16_e64 exec, 0.15915494, v2
v_cmp_gt_u16_e64 vcc, v23, v10
v_cmp_ne_u16_e64 exec, v5, v0
v_cmp_ne_u16_e64 ttmp[4:5], v255, v19
v_cmp_ge_u16_e64 s[54:55], v25, v7
v_cmp_ge_u16_e64 vcc, v222, v22
v_cmp_t_u16_e64 ttmp[4:5], v6, v86
v_cmp_t_u16_e64 ttmp[4:5], v17, v17
v_cmpx_f_i16_e64 exec, v117, v239
v_cmpx_f_i16_e64 s[4:5], v255, s63
v_cmpx_lt_i16_e64 exec, xnack_mask_lo, v10
v_cmpx_lt_i16_e64 ttmp[4:5], v11, v128
v_cmpx_eq_i16_e64 s[80:81], 22, v100
v_cmpx_eq_i16_e64 exec, xnack_mask_hi, v17
v_cmpx_le_i16_e64 s[80:81], 0.5, v121
v_cmpx_gt_i16_e64 ttmp[4:5], v194, v19
v_cmpx_gt_i16_e64 s[66:67], v204, 2.0
v_cmpx_ne_i16_e64 exec, v188, 43
v_cmpx_ge_i16_e64 vcc, v255, 13
v_cmpx_ge_i16_e64 s[30:31], 1.0, v194
v_cmpx_t_i16_e64 ttmp[4:5], v212, xnack_mask_hi
v_cmpx_t_i16_e64 ttmp[4:5], 24, v255
v_cmpx_f_u16_e64 vcc, 18, v6
v_cmpx_lt_u16_e64 exec, 21, s30
v_cmpx_lt_u16_e64 s[28:29], v30, s89
v_cmpx_eq_u16_e64 vcc, v28, v255
v_cmpx_eq_u16_e64 ttmp[4:5], v95, 47
v_cmpx_le_u16_e64 ttmp[4:5], v6, v228
v_cmpx_le_u16_e64 ttmp[4:5], v2, v25
v_cmpx_gt_u16_e64 vcc, 38, 50
v_cmpx_ne_u16_e64 vcc, v255, v178
v_cmpx_ne_u16_e64 exec, v31, s3
v_cmpx_ge_u16_e64 vcc, 59, v219
v_cmpx_ge_u16_e64 s[74:75], v18, v200
v_cmpx_t_u16_e64 ttmp[4:5], -2.0, v6
v_cmp_f_i32_e64 ttmp[4:5], xnack_mask_lo, -8
v_cmp_f_i32_e64 ttmp[4:5], -11, s34
v_cmp_lt_i32_e64 s[74:75], v10, v26
v_cmp_lt_i32_e64 ttmp[4:5], 45, v5
v_cmp_eq_i32_e64 s[4:5], v220, v212
v_cmp_eq_i32_e64 vcc, -1, v210
v_cmp_le_i32_e64 vcc, v4, v21
v_cmp_le_i32_e64 exec, s60, v26
v_cmp_gt_i32_e64 s[16:17], s65, v255
v_cmp_gt_i32_e64 ttmp[4:5], v15, v96
v_cmp_ne_i32_e64 s[48:49], v208, m0
v_cmp_ne_i32_e64 s[12:13], 2.0, v255
v_cmp_ge_i32_e64 vcc, v99, 0.5
v_cmp_ge_i32_e64 exec, 4.0, 25
v_cmp_t_i32_e64 exec, 3, v140
v_cmp_t_i32_e64 s[6:7], v145, v139
v_cmp_f_u32_e64 vcc, flat_scratch_hi, 9
v_cmp_f_u32_e64 exec, v116, src_pops_exiting_wave_id
v_cmp_lt_u32_e64 exec, v58, v92
v_cmp_lt_u32_e64 ttmp[4:5], v169, exec_lo
v_cmp_eq_u32_e64 exec, v79, v1
v_cmp_le_u32_e64 exec, v8, 57
v_cmp_le_u32_e64 exec, v140, v3
v_cmp_gt_u32_e64 ttmp[4:5], 34, v255
v_cmp_gt_u32_e64 ttmp[4:5], -1.0, v7
v_cmp_ne_u32_e64 s[62:63], v28, v255
v_cmp_ne_u32_e64 s[32:33], v167, 54
v_cmp_ge_u32_e64 exec, v1, v191
v_cmp_ge_u32_e64 vcc, v226, v71
v_cmp_t_u32_e64 s[54:55], -4.0, v17
v_cmp_t_u32_e64 s[76:77], s80, v148
v_cmpx_f_i32_e64 s[32:33], s41, v37
v_cmpx_f_i32_e64 ttmp[4:5], 2, v255
v_cmpx_lt_i32_e64 s[20:21], 37, v30
v_cmpx_lt_i32_e64 s[38:39], v163, v13
v_cmpx_eq_i32_e64 ttmp[4:5], s5, v11
v_cmpx_eq_i32_e64 ttmp[4:5], v223, v26
v_cmpx_le_i32_e64 vcc, v120, 24
v_cmpx_le_i32_e64 ttmp[4:5], 11, v224
v_cmpx_gt_i32_e64 ttmp[4:5], v242, v255
v_cmpx_gt_i32_e64 vcc, v8, 15
v_cmpx_ne_i32_e64 ttmp[4:5], 61, ttmp13
v_cmpx_ne_i32_e64 s[62:63], v231, s87
v_cmpx_ge_i32_e64 vcc, v226, v29
v_cmpx_ge_i32_e64 ttmp[4:5], 51, vcc_lo
v_cmpx_t_i32_e64 s[100:101], v17, v30
v_cmpx_t_i32_e64 vcc, v255, s62
v_cmpx_f_u32_e64 exec, v255, v15
v_cmpx_f_u32_e64 vcc, -14, v164
v_cmpx_lt_u32_e64 ttmp[4:5], 4.0, v238
v_cmpx_lt_u32_e64 vcc, 9, v7
v_cmpx_eq_u32_e64 s[10:11], v85, v137
v_cmpx_eq_u32_e64 ttmp[4:5], xnack_mask_hi, 43
v_cmpx_le_u32_e64 vcc, 52, xnack_mask_hi
v_cmpx_le_u32_e64 ttmp[4:5], v58, v123
v_cmpx_gt_u32_e64 exec, 0.5, 24
v_cmpx_gt_u32_e64 s[62:63], v255, -13
v_cmpx_ne_u32_e64 exec, v15, 0.15915494
v_cmpx_ne_u32_e64 s[80:81], s94, v14
v_cmpx_ge_u32_e64 vcc, v196, s28
v_cmpx_ge_u32_e64 exec, v67, v255
v_cmpx_t_u32_e64 vcc, v153, v94
v_cmpx_t_u32_e64 exec, v228, v34
v_cmp_f_i64_e64 ttmp[4:5], v[18:19], v[146:147]
v_cmp_f_i64_e64 ttmp[4:5], v[150:151], s[54:55]
v_cmp_lt_i64_e64 vcc, 6, -1
v_cmp_lt_i64_e64 s[10:11], -13, 1
v_cmp_eq_i64_e64 s[36:37], 18, v[94:95]
v_cmp_eq_i64_e64 ttmp[4:5], v[20:21], s[30:31]
v_cmp_le_i64_e64 vcc, 2.0, s[22:23]
v_cmp_le_i64_e64 s[16:17], 9, v[142:143]
v_cmp_gt_i64_e64 vcc, v[194:195], v[234:235]
v_cmp_gt_i64_e64 vcc, 58, v[148:149]
v_cmp_ne_i64_e64 s[88:89], v[186:187], v[254:255]
v_cmp_ne_i64_e64 exec, v[56:57], s[94:95]
v_cmp_ge_i64_e64 s[44:45], 48, ttmp[0:1]
v_cmp_ge_i64_e64 vcc, v[28:29], -6
v_cmp_t_i64_e64 exec, v[18:19], 34
v_cmp_t_i64_e64 exec, v[174:175], 12
v_cmp_f_u64_e64 vcc, 22, 52
v_cmp_f_u64_e64 exec, flat_scratch, -3
v_cmp_lt_u64_e64 s[4:5], 7, s[18:19]
v_cmp_lt_u64_e64 exec, v[18:19], 44
v_cmp_eq_u64_e64 s[32:33], -1.0, s[82:83]
v_cmp_eq_u64_e64 exec, v[2:3], v[254:255]
v_cmp_le_u64_e64 exec, v[20:21], v[26:27]
v_cmp_le_u64_e64 ttmp[4:5], s[72:73], v[206:207]
v_cmp_gt_u64_e64 s[16:17], v[6:7], v[8:9]
v_cmp_gt_u64_e64 exec, v[76:77], s[36:37]
v_cmp_ne_u64_e64 s[70:71], v[36:37], 0.5
v_cmp_ne_u64_e64 ttmp[4:5], v[254:255], v[16:17]
v_cmp_ge_u64_e64 ttmp[4:5], 1, v[48:49]
v_cmp_ge_u64_e64 exec, v[252:253], 8
v_cmp_t_u64_e64 vcc, -11, s[62:63]
v_cmp_t_u64_e64 exec, 11, 4.0
v_cmpx_f_i64_e64 s[56:57], s[84:85], v[10:11]
v_cmpx_f_i64_e64 exec, v[254:255], s[94:95]
v_cmpx_lt_i64_e64 vcc, v[254:255], v[28:29]
v_cmpx_lt_i64_e64 ttmp[4:5], v[6:7], -11
v_cmpx_eq_i64_e64 s[36:37], s[88:89], v[222:223]
v_cmpx_eq_i64_e64 vcc, v[166:167], v[106:107]
v_cmpx_le_i64_e64 exec, v[208:209], v[202:203]
v_cmpx_le_i64_e64 ttmp[4:5], v[16:17], v[30:31]
v_cmpx_gt_i64_e64 ttmp[4:5], 0, -2.0
v_cmpx_gt_i64_e64 vcc, 62, v[50:51]
v_cmpx_ne_i64_e64 vcc, v[0:1], -12
v_cmpx_ne_i64_e64 s[34:35], v[16:17], flat_scratch
v_cmpx_ge_i64_e64 vcc, v[6:7], -0.5
v_cmpx_ge_i64_e64 s[66:67], s[40:41], v[210:211]
v_cmpx_t_i64_e64 ttmp[4:5], ttmp[6:7], v[2:3]
v_cmpx_t_i64_e64 s[64:65], v[62:63], v[14:15]
v_cmpx_f_u64_e64 s[78:79], ttmp[6:7], v[30:31]
v_cmpx_f_u64_e64 vcc, -2.0, -3
v_cmpx_lt_u64_e64 ttmp[4:5], 47, s[72:73]
v_cmpx_lt_u64_e64 exec, v[144:145], v[10:11]
v_cmpx_eq_u64_e64 vcc, v[36:37], s[8:9]
v_cmpx_eq_u64_e64 ttmp[4:5], v[6:7], s[62:63]
v_cmpx_le_u64_e64 s[94:95], v[232:233], s[64:65]
v_cmpx_le_u64_e64 ttmp[4:5], 23, v[76:77]
v_cmpx_gt_u64_e64 ttmp[4:5], 3, 32
v_cmpx_gt_u64_e64 exec, s[60:61], 38
v_cmpx_ne_u64_e64 vcc, v[60:61], v[140:141]
v_cmpx_ne_u64_e64 s[56:57], s[68:69], v[238:239]
v_cmpx_ge_u64_e64 vcc, v[110:111], s[48:49]
v_cmpx_ge_u64_e64 vcc, v[22:23], s[22:23]
v_cmpx_t_u64_e64 s[6:7], 2, v[138:139]
v_cmpx_t_u64_e64 s[54:55], -5, vcc
v_cndmask_b32_e64 v228, v255, -6, ttmp[4:5]
v_cndmask_b32_e64 v69, v30, v5, ttmp[4:5]
v_cndmask_b32_e64 v48, v9, -3, exec
v_add_f32_e64 v130, v78, v118
v_add_f32_e64 v120, -v130, -|v221|
v_add_f32_e64 v255, -v7, s39 div:2
v_add_f32_e64 v9, |v10|, v41 clamp mul:2
v_sub_f32_e64 v57, v26, 35 mul:4
v_sub_f32_e64 v15, |v58|, s50 div:2
v_sub_f32_e64 v19, -|s64|, v184 clamp mul:4
v_sub_f32_e64 v86, -v9, |24|
v_subrev_f32_e64 v111, s36, 4.0 clamp
v_subrev_f32_e64 v229, -v119, xnack_mask_hi clamp mul:2
v_subrev_f32_e64 v245, flat_scratch_lo, v105
v_subrev_f32_e64 v255, v153, -|v201| mul:2
v_mul_legacy_f32 v183, v10, s35
v_mul_legacy_f32 v3, -v10, v23
v_mul_legacy_f32 v80, s91, v177 mul:2
v_mul_f32_e64 v255, v229, v255
v_mul_f32_e64 v23, v222, -12
v_mul_f32_e64 v136, v42, v255 div:2
v_mul_f32_e64 v233, -4, -|v2|
v_mul_i32_i24_e64 v251, 63, v154
v_mul_i32_i24_e64 v31, v12, v218
v_mul_i32_i24_e64 v158, -7, v226
v_mul_i32_i24_e64 v17, v248, v21
v_mul_hi_i32_i24_e64 v29, -1.0, s39
v_mul_hi_i32_i24_e64 v29, v202, v17
v_mul_u32_u24_e64 v255, -11, s89
v_mul_u32_u24_e64 v10, src_vccz, -8
v_mul_u32_u24_e64 v255, v3, v189 clamp
v_mul_hi_u32_u24_e64 v253, v77, v17
v_mul_hi_u32_u24_e64 v61, v31, v245
v_min_f32_e64 v236, 7, -v255
v_min_f32_e64 v255, 55, -|s16| clamp
v_min_f32_e64 v187, -1, v37
v_min_f32_e64 v6, v132, v219 clamp
v_max_f32_e64 v164, |1.0|, -|v86|
v_max_f32_e64 v4, v29, 48
v_max_f32_e64 v255, -|20|, v14
v_min_i32_e64 v55, 1.0, v12
v_max_i32_e64 v255, src_scc, v203
v_max_i32_e64 v29, 20, v255
v_min_u32_e64 v27, v149, v24
v_min_u32_e64 v47, v25, v28
v_max_u32_e64 v39, s99, v206
v_max_u32_e64 v15, s57, -14
v_lshrrev_b32_e64 v4, v64, v132
v_lshrrev_b32_e64 v40, v4, xnack_mask_lo
v_ashrrev_i32_e64 v37, 40, s100
v_ashrrev_i32_e64 v30, v4, 35
v_lshlrev_b32_e64 v89, v113, v46
v_lshlrev_b32_e64 v238, v23, v24
v_and_b32_e64 v114, v8, v59
v_and_b32_e64 v173, v15, v234
v_or_b32_e64 v157, 40, m0
v_or_b32_e64 v206, 4, s0
v_xor_b32_e64 v10, 1, v44
v_xor_b32_e64 v156, -10, v255
v_add_f16_e64 v175, v175, -|v255|
v_add_f16_e64 v25, -|v185|, v174
v_add_f16_e64 v118, -|27|, |4.0| mul:2
v_sub_f16_e64 v95, v201, -|38|
v_sub_f16_e64 v213, 4, s85
v_sub_f16_e64 v75, src_shared_base, -|v52|
v_sub_f16_e64 v17, v11, 1.0 div:2
v_subrev_f16_e64 v54, -|18|, v19
v_subrev_f16_e64 v190, v225, v206 clamp
v_subrev_f16_e64 v1, v138, v255 clamp
v_subrev_f16_e64 v210, v53, s81
v_mul_f16_e64 v48, -8, -v230 clamp
v_mul_f16_e64 v255, src_private_limit, 0.5
v_mul_f16_e64 v214, v85, s62 div:2
v_mul_f16_e64 v10, v13, -|src_private_base|
v_mac_f16_e64 v198, s36, -|v5|
v_mac_f16_e64 v8, -|-9|, v39
v_mac_f16_e64 v2, v200, v186 clamp
v_add_u16_e64 v15, v210, v181
v_add_u16_e64 v7, m0, v3
v_add_u16_e64 v213, s18, 0.5 clamp
v_sub_u16_e64 v49, s19, v186
v_sub_u16_e64 v74, 37, xnack_mask_hi
v_sub_u16_e64 v53, -16, v227
v_sub_u16_e64 v255, v18, 46 clamp
v_subrev_u16_e64 v99, v235, s2
v_subrev_u16_e64 v20, v255, v60
v_subrev_u16_e64 v255, v16, src_shared_base clamp
v_subrev_u16_e64 v26, v207, v255
v_mul_lo_u16_e64 v112, v250, src_shared_base
v_mul_lo_u16_e64 v159, v189, v221
v_lshlrev_b16_e64 v72, v223, v15
v_lshlrev_b16_e64 v94, v75, 2.0
v_lshrrev_b16_e64 v22, s96, v129
v_lshrrev_b16_e64 v226, v150, 21
v_ashrrev_i16_e64 v26, 63, s89
v_ashrrev_i16_e64 v255, s12, v184
v_max_f16_e64 v9, v44, v1 clamp
v_max_f16_e64 v200, src_pops_exiting_wave_id, 0.5 mul:2
v_max_f16_e64 v248, -|s41|, v255 div:2
v_max_f16_e64 v2, s7, v28 clamp mul:2
v_min_f16_e64 v255, -|xnack_mask_lo|, v255 mul:2
v_min_f16_e64 v30, s80, -|v248| clamp div:2
v_min_f16_e64 v124, v18, -|v0|
v_min_f16_e64 v24, v156, -|v8| mul:4
v_max_u16_e64 v22, -2, s71
v_max_u16_e64 v30, v125, s54
v_max_i16_e64 v10, v255, v217
v_max_i16_e64 v29, v9, v23
v_min_u16_e64 v76, v255, v209
v_min_u16_e64 v213, vcc_lo, -1.0
v_min_i16_e64 v186, xnack_mask_hi, v213
v_min_i16_e64 v17, v255, v29
v_ldexp_f16_e64 v13, v200, v92 mul:2
v_ldexp_f16_e64 v20, -|v18|, v171 div:2
v_ldexp_f16_e64 v2, v142, v23
v_ldexp_f16_e64 v204, v53, v16 mul:4
v_add_u32_e64 v14, v24, v24
v_add_u32_e64 v23, s76, 42 clamp
v_add_u32_e64 v31, -10, s1
v_sub_u32_e64 v187, s52, -9 clamp
v_sub_u32_e64 v83, v25, -4.0
v_sub_u32_e64 v10, v166, v19 clamp
v_sub_u32_e64 v167, v3, v152 clamp
v_subrev_u32_e64 v14, v248, s8
v_subrev_u32_e64 v255, v179, 1
v_subrev_u32_e64 v63, s32, v153
v_nop_e64
v_mov_b32_e64 v15, v23
v_mov_b32_e64 v61, v30
v_cvt_i32_f64_e64 v76, exec clamp div:2
v_cvt_i32_f64_e64 v31, v[10:11] mul:2
v_cvt_i32_f64_e64 v19, -|xnack_mask| clamp
v_cvt_i32_f64_e64 v198, s[22:23] clamp
v_cvt_f64_i32_e64 v[202:203], v20 clamp mul:4
v_cvt_f64_i32_e64 v[82:83], v211
v_cvt_f64_i32_e64 v[4:5], s29
v_cvt_f64_i32_e64 v[32:33], v55
v_cvt_f32_i32_e64 v7, ttmp1 clamp mul:2
v_cvt_f32_i32_e64 v76, v2 clamp
v_cvt_f32_i32_e64 v12, v255
v_cvt_f32_i32_e64 v171, s18 clamp mul:4
v_cvt_f32_u32_e64 v181, v14 clamp
v_cvt_f32_u32_e64 v244, 2
v_cvt_f32_u32_e64 v11, v88
v_cvt_f32_u32_e64 v126, 0.15915494 div:2
v_cvt_u32_f32_e64 v20, v226 clamp div:2
v_cvt_u32_f32_e64 v19, -|s54|
v_cvt_u32_f32_e64 v205, v91 mul:4
v_cvt_u32_f32_e64 v59, -|v73|
v_cvt_i32_f32_e64 v136, v10
v_cvt_i32_f32_e64 v48, v6 clamp mul:4
v_cvt_i32_f32_e64 v18, v8 div:2
v_cvt_i32_f32_e64 v40, v205 div:2
v_cvt_f16_f32_e64 v14, 13 mul:2
v_cvt_f16_f32_e64 v107, 62 clamp
v_cvt_f16_f32_e64 v96, src_shared_base div:2
v_cvt_f16_f32_e64 v142, exec_lo
v_cvt_f32_f16_e64 v255, v138
v_cvt_f32_f16_e64 v3, src_shared_limit
v_cvt_f32_f16_e64 v151, v242
v_cvt_rpi_i32_f32_e64 v0, s5
v_cvt_rpi_i32_f32_e64 v143, 18 clamp
v_cvt_rpi_i32_f32_e64 v22, v124
v_cvt_rpi_i32_f32_e64 v34, v213 clamp
v_cvt_flr_i32_f32_e64 v31, v11
v_cvt_flr_i32_f32_e64 v46, 0
v_cvt_flr_i32_f32_e64 v16, v16 clamp
v_cvt_flr_i32_f32_e64 v83, |s83|
v_cvt_off_f32_i4_e64 v210, 29
v_cvt_off_f32_i4_e64 v68, s44 mul:4
v_cvt_off_f32_i4_e64 v204, v25
v_cvt_off_f32_i4_e64 v12, v252 clamp
v_cvt_f32_f64_e64 v28, v[100:101]
v_cvt_f32_f64_e64 v243, |v[224:225]|
v_cvt_f32_f64_e64 v48, 7
v_cvt_f32_f64_e64 v3, v[20:21] clamp
v_cvt_f64_f32_e64 v[254:255], -13 clamp
v_cvt_f64_f32_e64 v[184:185], v33 div:2
v_cvt_f64_f32_e64 v[26:27], v17
v_cvt_f64_f32_e64 v[148:149], v5 mul:4
v_cvt_f32_ubyte0_e64 v9, v219
v_cvt_f32_ubyte0_e64 v14, v228 clamp mul:4
v_cvt_f32_ubyte0_e64 v14, src_scc clamp
v_cvt_f32_ubyte0_e64 v98, v251
v_cvt_f32_ubyte1_e64 v116, s82 clamp div:2
v_cvt_f32_ubyte1_e64 v255, 4.0
v_cvt_f32_ubyte1_e64 v113, v100 clamp div:2
v_cvt_f32_ubyte1_e64 v18, v237 clamp
v_cvt_f32_ubyte2_e64 v62, v2 mul:2
v_cvt_f32_ubyte2_e64 v201, s55 clamp
v_cvt_f32_ubyte2_e64 v4, v30
v_cvt_f32_ubyte2_e64 v27, s31
v_cvt_f32_ubyte3_e64 v14, s85
v_cvt_f32_ubyte3_e64 v195, exec_lo div:2
v_cvt_f32_ubyte3_e64 v3, v21 clamp
v_cvt_f32_ubyte3_e64 v22, v35 clamp div:2
v_cvt_u32_f64_e64 v155, v[12:13] mul:2
v_cvt_u32_f64_e64 v79, -|v[228:229]|
v_cvt_u32_f64_e64 v149, |-15|
v_cvt_u32_f64_e64 v167, v[154:155]
v_cvt_f64_u32_e64 v[112:113], v90
v_cvt_f64_u32_e64 v[196:197], v25 clamp
v_cvt_f64_u32_e64 v[36:37], m0
v_cvt_f64_u32_e64 v[254:255], v34
v_trunc_f64_e64 v[20:21], v[238:239] mul:2
v_trunc_f64_e64 v[14:15], v[36:37] clamp mul:2
v_trunc_f64_e64 v[244:245], xnack_mask mul:4
v_trunc_f64_e64 v[112:113], v[12:13]
v_ceil_f64_e64 v[24:25], v[28:29] clamp mul:2
v_ceil_f64_e64 v[4:5], -|v[140:141]|
v_ceil_f64_e64 v[54:55], -v[28:29] clamp div:2
v_ceil_f64_e64 v[138:139], v[250:251] clamp
v_rndne_f64_e64 v[182:183], v[20:21]
v_rndne_f64_e64 v[22:23], xnack_mask clamp
v_rndne_f64_e64 v[8:9], -|v[210:211]| div:2
v_rndne_f64_e64 v[146:147], 52 clamp
v_floor_f64_e64 v[208:209], v[212:213]
v_floor_f64_e64 v[14:15], v[20:21] mul:4
v_floor_f64_e64 v[14:15], v[2:3] mul:4
v_floor_f64_e64 v[254:255], -|v[66:67]| clamp mul:2
v_fract_f32_e64 v169, v121
v_fract_f32_e64 v255, v15 mul:4
v_fract_f32_e64 v60, v146 clamp mul:2
v_fract_f32_e64 v215, v28
v_trunc_f32_e64 v247, xnack_mask_hi clamp mul:4
v_trunc_f32_e64 v64, |23|
v_trunc_f32_e64 v200, |v129|
v_trunc_f32_e64 v22, 55
v_ceil_f32_e64 v68, v255
v_ceil_f32_e64 v90, v255
v_ceil_f32_e64 v219, |v15|
v_ceil_f32_e64 v22, v13 clamp mul:2
v_rndne_f32_e64 v162, -v28 clamp
v_rndne_f32_e64 v92, -|v31| clamp mul:2
v_rndne_f32_e64 v160, v74 clamp
v_rndne_f32_e64 v90, -|s43|
v_floor_f32_e64 v29, 2.0
v_floor_f32_e64 v9, v24 div:2
v_floor_f32_e64 v12, 37
v_floor_f32_e64 v167, 40
v_exp_f32_e64 v83, v230 clamp mul:4
v_exp_f32_e64 v67, v192 clamp
v_exp_f32_e64 v176, -|v232|
v_exp_f32_e64 v255, |v122|
v_log_f32_e64 v23, v192 clamp mul:4
v_log_f32_e64 v100, v7
v_log_f32_e64 v160, 4.0
v_log_f32_e64 v255, v21
v_rcp_f32_e64 v255, |v162| clamp
v_rcp_f32_e64 v126, v8
v_rcp_f32_e64 v178, v125 clamp
v_rcp_f32_e64 v17, s13
v_rcp_iflag_f32_e64 v19, s22
v_rcp_iflag_f32_e64 v254, -v153 clamp mul:2
v_rcp_iflag_f32_e64 v134, -m0
v_rcp_iflag_f32_e64 v153, v153
v_rsq_f32_e64 v255, v32 mul:4
v_rsq_f32_e64 v193, v27
v_rsq_f32_e64 v19, -|4.0| mul:2
v_rsq_f32_e64 v37, v163
v_rcp_f64_e64 v[154:155], v[110:111] mul:2
v_rcp_f64_e64 v[32:33], s[50:51] clamp
v_rcp_f64_e64 v[6:7], -2.0 clamp mul:2
v_rcp_f64_e64 v[54:55], s[10:11]
v_rsq_f64_e64 v[82:83], -0.5 mul:2
v_rsq_f64_e64 v[172:173], v[24:25] clamp div:2
v_rsq_f64_e64 v[8:9], -v[178:179]
v_rsq_f64_e64 v[222:223], v[18:19] mul:2
v_sqrt_f32_e64 v108, -src_private_base clamp mul:2
v_sqrt_f32_e64 v255, s29
v_sqrt_f32_e64 v27, v7 clamp div:2
v_sqrt_f32_e64 v6, xnack_mask_lo clamp
v_sqrt_f64_e64 v[124:125], s[50:51] mul:4
v_sqrt_f64_e64 v[14:15], -v[254:255] clamp mul:4
v_sqrt_f64_e64 v[192:193], v[28:29] mul:4
v_sqrt_f64_e64 v[88:89], v[10:11] clamp
v_sin_f32_e64 v255, s94
v_sin_f32_e64 v52, -v200
v_sin_f32_e64 v227, 4
v_sin_f32_e64 v50, 33 mul:2
v_cos_f32_e64 v255, -|14| clamp
v_cos_f32_e64 v29, v23 clamp
v_cos_f32_e64 v255, |v43| mul:4
v_cos_f32_e64 v214, -|v255| clamp
v_not_b32_e64 v146, v64
v_not_b32_e64 v168, v84
v_bfrev_b32_e64 v20, v242
v_bfrev_b32_e64 v15, v11
v_ffbh_u32_e64 v6, 4.0
v_ffbh_u32_e64 v10, v126
v_ffbl_b32_e64 v14, v239
v_ffbl_b32_e64 v255, 63
v_ffbh_i32_e64 v29, v8
v_ffbh_i32_e64 v4, v27
v_frexp_exp_i32_f64_e64 v153, -|v[96:97]| clamp div:2
v_frexp_exp_i32_f64_e64 v141, -0.5 clamp
v_frexp_exp_i32_f64_e64 v131, -v[26:27] div:2
v_frexp_exp_i32_f64_e64 v103, ttmp[6:7] mul:2
v_frexp_mant_f64_e64 v[32:33], -v[8:9] clamp
v_frexp_mant_f64_e64 v[154:155], -2.0 mul:4
v_frexp_mant_f64_e64 v[90:91], v[202:203]
v_frexp_mant_f64_e64 v[222:223], v[72:73] div:2
v_fract_f64_e64 v[22:23], v[52:53]
v_fract_f64_e64 v[24:25], v[148:149]
v_fract_f64_e64 v[0:1], -v[218:219] mul:2
v_fract_f64_e64 v[24:25], -|s[96:97]|
v_frexp_exp_i32_f32_e64 v88, -|v14|
v_frexp_exp_i32_f32_e64 v255, v151
v_frexp_exp_i32_f32_e64 v130, 36
v_frexp_exp_i32_f32_e64 v21, v255 clamp
v_frexp_mant_f32_e64 v168, 0.5 mul:4
v_frexp_mant_f32_e64 v31, s94 div:2
v_frexp_mant_f32_e64 v169, v111
v_frexp_mant_f32_e64 v246, v77 div:2
v_clrexcp_e64
v_screen_partition_4se_b32_e64 v30, v255
v_screen_partition_4se_b32_e64 v24, s29
v_cvt_f16_u16_e64 v27, v71
v_cvt_f16_u16_e64 v84, v20 clamp
v_cvt_f16_u16_e64 v25, v255 clamp
v_cvt_f16_u16_e64 v67, 18
v_cvt_f16_i16_e64 v0, v163
v_cvt_f16_i16_e64 v196, s70
v_cvt_f16_i16_e64 v110, -12 div:2
v_cvt_f16_i16_e64 v16, xnack_mask_lo clamp
v_cvt_u16_f16_e64 v148, 48 mul:2
v_cvt_u16_f16_e64 v255, s63 div:2
v_cvt_u16_f16_e64 v24, s92 div:2
v_cvt_u16_f16_e64 v26, v8
v_cvt_i16_f16_e64 v78, v19 clamp
v_cvt_i16_f16_e64 v255, -2.0 clamp
v_cvt_i16_f16_e64 v9, v17
v_cvt_i16_f16_e64 v248, -0.5
v_rcp_f16_e64 v15, v57 clamp
v_rcp_f16_e64 v160, v52 clamp
v_rcp_f16_e64 v29, 27 clamp mul:4
v_rcp_f16_e64 v193, -|45| div:2
v_sqrt_f16_e64 v27, v140 clamp div:2
v_sqrt_f16_e64 v8, v181
v_sqrt_f16_e64 v27, s28
v_sqrt_f16_e64 v68, -v169 mul:2
v_rsq_f16_e64 v188, v20 clamp mul:2
v_rsq_f16_e64 v255, -|-8| clamp
v_rsq_f16_e64 v255, |v27| clamp
v_rsq_f16_e64 v255, v233
v_log_f16_e64 v20, v255 clamp div:2
v_log_f16_e64 v255, -v19
v_log_f16_e64 v36, v50 clamp
v_log_f16_e64 v47, src_shared_base clamp mul:4
v_exp_f16_e64 v46, -7 clamp
v_exp_f16_e64 v28, v71
v_exp_f16_e64 v184, v138 clamp mul:2
v_exp_f16_e64 v68, v219 clamp mul:4
v_frexp_mant_f16_e64 v234, 29 div:2
v_frexp_mant_f16_e64 v133, s27 div:2
v_frexp_mant_f16_e64 v10, 54
v_frexp_mant_f16_e64 v248, exec_hi
v_frexp_exp_i16_f16_e64 v21, 38 div:2
v_frexp_exp_i16_f16_e64 v122, v64 clamp mul:4
v_frexp_exp_i16_f16_e64 v22, v5 clamp
v_frexp_exp_i16_f16_e64 v121, |xnack_mask_hi| div:2
v_floor_f16_e64 v154, v20 mul:4
v_floor_f16_e64 v247, v175 mul:2
v_floor_f16_e64 v110, s10 clamp
v_floor_f16_e64 v82, v205 mul:2
v_ceil_f16_e64 v139, v254 mul:2
v_ceil_f16_e64 v13, -0.5 clamp div:2
v_ceil_f16_e64 v12, s21
v_ceil_f16_e64 v26, 27
v_trunc_f16_e64 v80, src_execz mul:4
v_trunc_f16_e64 v25, 0.5 clamp
v_trunc_f16_e64 v13, v196
v_trunc_f16_e64 v60, v18
v_rndne_f16_e64 v101, s14 clamp
v_rndne_f16_e64 v61, 39 div:2
v_rndne_f16_e64 v21, v29
v_rndne_f16_e64 v6, -|v112| div:2
v_fract_f16_e64 v139, s56
v_fract_f16_e64 v236, -1.0
v_fract_f16_e64 v116, v73
v_fract_f16_e64 v24, -|v200|
v_sin_f16_e64 v26, v170 div:2
v_sin_f16_e64 v6, -|xnack_mask_lo|
v_sin_f16_e64 v17, -3 div:2
v_sin_f16_e64 v95, |v19| clamp
v_cos_f16_e64 v31, -|v106| clamp
v_cos_f16_e64 v41, s22
v_cos_f16_e64 v7, v223
v_cos_f16_e64 v30, v160 mul:2
v_exp_legacy_f32_e64 v11, -s95 mul:2
v_exp_legacy_f32_e64 v13, -s43
v_exp_legacy_f32_e64 v152, s56 mul:2
v_exp_legacy_f32_e64 v22, |v255| mul:4
v_log_legacy_f32_e64 v147, v71 clamp div:2
v_log_legacy_f32_e64 v60, v141 clamp
v_log_legacy_f32_e64 v191, 2.0 clamp
v_log_legacy_f32_e64 v65, v247 clamp mul:4
v_cvt_norm_i16_f16_e64 v178, s75 clamp div:2
v_cvt_norm_i16_f16_e64 v111, -exec_hi clamp
v_cvt_norm_i16_f16_e64 v161, 44 mul:2
v_cvt_norm_i16_f16_e64 v224, v108
v_cvt_norm_u16_f16_e64 v3, -|v223| clamp
v_cvt_norm_u16_f16_e64 v194, v255 clamp div:2
v_cvt_norm_u16_f16_e64 v177, -12 clamp
v_cvt_norm_u16_f16_e64 v0, s19 clamp mul:2
v_sat_pk_u8_i16_e64 v31, 2.0
v_sat_pk_u8_i16_e64 v131, v36
v_mad_i32_i24 v255, v21, v124, 62
v_mad_i32_i24 v106, 63, v101, v121 clamp
v_mad_i32_i24 v31, s23, v127, 47
v_mad_i32_i24 v25, s32, v61, v12
v_mad_u32_u24 v53, v112, 2.0, 42
v_mad_u32_u24 v18, v5, v102, s83
v_mad_u32_u24 v8, v65, v255, flat_scratch_lo
v_mad_u32_u24 v246, v12, v218, v105
v_cubeid_f32 v30, -|v184|, v65, 33 clamp mul:2
v_cubeid_f32 v255, v19, v26, xnack_mask_lo
v_cubesc_f32 v255, |v23|, v35, -s24 div:2
v_cubesc_f32 v27, v67, v30, |v58|
v_cubesc_f32 v8, -|v109|, -v16, s7
v_cubetc_f32 v53, v41, v12, -v246 clamp
v_cubetc_f32 v94, -8, 1.0, -v183 clamp div:2
v_cubetc_f32 v149, flat_scratch_lo, 32, v28
v_cubetc_f32 v58, v3, s84, -v19
v_cubema_f32 v170, v121, v255, -|ttmp11| div:2
v_cubema_f32 v200, -v121, v0, v228 clamp
v_cubema_f32 v66, v9, v11, |v255|
v_cubema_f32 v248, s9, v6, v255
v_bfe_u32 v255, v13, v241, v35
v_bfe_u32 v14, v111, s56, v3
v_bfe_i32 v255, v143, v91, src_private_limit
v_bfi_b32 v94, -4.0, -4, s90
v_bfi_b32 v43, 4.0, v147, 62
v_fma_f32 v30, v32, |v30|, v155 clamp
v_fma_f32 v99, v255, -3, s56 clamp
v_fma_f32 v17, v127, s61, v217 clamp
v_fma_f32 v175, v62, v9, v106
v_fma_f64 v[28:29], -s[10:11], v[250:251], v[168:169] mul:2
v_fma_f64 v[26:27], v[22:23], |v[14:15]|, -4.0 div:2
v_fma_f64 v[94:95], v[254:255], v[214:215], 33 clamp
v_fma_f64 v[254:255], v[26:27], 15, v[14:15] clamp mul:4
v_lerp_u8 v255, v7, 16, 34
v_lerp_u8 v0, v191, v81, -2.0
v_alignbit_b32 v7, s55, 2.0, v128
v_alignbit_b32 v29, v31, v228, v195
v_alignbyte_b32 v11, v230, -4.0, s1
v_alignbyte_b32 v11, -7, 15, v38
v_min3_f32 v21, -|v14|, -v28, -v27 mul:2
v_min3_f32 v101, v182, -1.0, 19 clamp
v_min3_f32 v11, vcc_hi, v88, -v255 clamp
v_min3_f32 v25, v241, v240, |v255| clamp
v_min3_i32 v176, v3, s36, v11
v_min3_i32 v175, 10, v196, src_private_base
v_min3_u32 v147, v11, -2.0, v135
v_min3_u32 v213, v255, 11, v122
v_max3_f32 v226, v10, 4.0, s59 clamp mul:2
v_max3_f32 v212, 1.0, v215, s17 div:2
v_max3_f32 v110, vcc_hi, 55, -|v19| clamp
v_max3_i32 v120, v19, v124, v219
v_max3_i32 v120, v6, s8, v180
v_max3_u32 v124, 15, v63, v237
v_max3_u32 v37, v29, s26, v46
v_med3_f32 v236, |v61|, v255, -|m0| clamp
v_med3_f32 v255, v126, -v255, 42 clamp mul:4
v_med3_f32 v165, s87, |0.15915494|, v18
v_med3_f32 v7, v16, -4.0, -|48| clamp div:2
v_med3_i32 v120, 0.5, v60, v10
v_med3_i32 v27, v10, v140, v65
v_med3_u32 v159, -0.5, 30, flat_scratch_lo
v_med3_u32 v255, -1.0, v95, v31
v_sad_u8 v91, v255, v255, v15
v_sad_u8 v59, v96, v254, v247
v_sad_u8 v15, v19, v10, s17 clamp
v_sad_u8 v82, v152, -1.0, v116
v_sad_hi_u8 v101, s65, v255, 4.0 clamp
v_sad_hi_u8 v18, v206, v181, 15
v_sad_u16 v8, v69, v241, s25
v_sad_u16 v2, v83, v131, v21 clamp
v_sad_u16 v1, -4.0, v125, 2
v_sad_u16 v162, v7, v70, v253 clamp
v_sad_u32 v28, 0, v13, s54
v_sad_u32 v0, 0.5, 47, 40
v_sad_u32 v212, v13, xnack_mask_hi, v22
v_sad_u32 v130, v93, 4.0, v255 clamp
v_cvt_pk_u8_f32 v28, v29, v174, -1.0 clamp
v_cvt_pk_u8_f32 v255, v231, v24, vcc_lo
v_cvt_pk_u8_f32 v19, -|v87|, v5, -7
v_cvt_pk_u8_f32 v184, v135, 17, 17
v_div_fixup_f32 v113, -v29, -|v255|, v229
v_div_fixup_f32 v16, v2, |s100|, 2.0 clamp
v_div_fixup_f32 v94, v29, |v29|, -|s38| mul:2
v_div_fixup_f32 v8, 4.0, s37, -|51| clamp div:2
v_div_fixup_f64 v[30:31], v[128:129], 42, v[154:155] div:2
v_div_fixup_f64 v[22:23], s[88:89], 3, -1.0 mul:4
v_div_fixup_f64 v[180:181], -v[28:29], v[254:255], v[236:237] div:2
v_div_fmas_f32 v247, -|46|, v18, 43
v_div_fmas_f32 v138, v14, v255, v188
v_div_fmas_f32 v10, -v246, v255, 1.0
v_msad_u8 v3, v177, v129, 8 clamp
v_msad_u8 v255, v2, v46, v13 clamp
v_msad_u8 v43, vcc_lo, v57, 52
v_msad_u8 v14, v255, src_shared_base, v23
v_qsad_pk_u16_u8 v[254:255], 4.0, v228, v[172:173] clamp
v_qsad_pk_u16_u8 v[96:97], -14, v156, v[64:65]
v_qsad_pk_u16_u8 v[4:5], s[64:65], -7, v[0:1]
v_qsad_pk_u16_u8 v[66:67], v[254:255], s27, 4.0
v_mqsad_pk_u16_u8 v[50:51], -2, 1.0, s[82:83] clamp
v_mqsad_pk_u16_u8 v[254:255], 15, v127, v[200:201]
v_mqsad_pk_u16_u8 v[10:11], v[16:17], v211, 1.0
v_mqsad_pk_u16_u8 v[18:19], v[24:25], -1.0, v[90:91] clamp
v_mqsad_u32_u8 v[0:3], s[46:47], v11, v[54:57]
v_mqsad_u32_u8 v[24:27], 62, -0.5, v[30:33]
v_mqsad_u32_u8 v[24:27], s[84:85], 22, v[12:15] clamp
v_mqsad_u32_u8 v[100:103], 42, v153, v[28:31] clamp
v_mad_legacy_f16 v193, v25, v163, v148
v_mad_legacy_f16 v190, |v77|, s100, v106
v_mad_legacy_f16 v255, 1.0, v17, 13 clamp div:2
v_mad_legacy_u16 v233, v255, s17, -2.0
v_mad_legacy_u16 v2, 34, v241, s35 clamp
v_mad_legacy_u16 v4, vcc_lo, v21, v11
v_mad_legacy_u16 v26, s37, 61, v240
v_mad_legacy_i16 v75, v189, -15, v13 clamp
v_mad_legacy_i16 v190, v108, src_execz, v22
v_perm_b32 v95, v7, v88, 44
v_perm_b32 v30, v109, v5, v142
v_fma_legacy_f16 v17, |v132|, -|src_scc|, v30 mul:2
v_fma_legacy_f16 v120, |s64|, -11, 56
v_fma_legacy_f16 v92, v125, v238, 44 clamp
v_div_fixup_legacy_f16 v20, s93, v122, 51 mul:4
v_div_fixup_legacy_f16 v238, v30, 12, |0.15915494| clamp
v_div_fixup_legacy_f16 v52, v4, |26|, 63
v_cvt_pkaccum_u8_f32 v16, v30, s41
v_cvt_pkaccum_u8_f32 v22, v16, v169 clamp
v_cvt_pkaccum_u8_f32 v255, 38, v170 clamp
v_cvt_pkaccum_u8_f32 v1, s69, v7 clamp
v_mad_u32_u16 v24, v255, v7, v26 op_sel:[1,0,0,1] clamp
v_mad_u32_u16 v168, v107, -11, v192 op_sel:[0,1,1,1] clamp
v_mad_u32_u16 v255, src_execz, 43, v106 op_sel:[0,1,1,0] clamp
v_mad_u32_u16 v198, v5, 19, 4.0
v_mad_i32_i16 v84, 5, 16, -2 clamp
v_mad_i32_i16 v93, v4, v91, ttmp4 op_sel:[0,1,0,1] clamp
v_mad_i32_i16 v59, 23, v26, 38 op_sel:[0,0,1,0] clamp
v_xad_u32 v20, 12, 44, v239
v_xad_u32 v255, -13, -15, v2
v_min3_f16 v164, v138, s5, v10 clamp
v_min3_f16 v31, 2.0, v12, s77 op_sel:[0,1,1,0] mul:4
v_min3_f16 v13, v3, v1, m0
v_min3_f16 v141, v1, 2.0, v102 op_sel:[1,0,0,1]
v_min3_i16 v21, -5, v26, v31 op_sel:[0,0,1,1]
v_min3_i16 v19, v224, s89, v66 op_sel:[0,0,0,1] clamp
v_min3_i16 v246, v31, v2, v239 clamp
v_min3_i16 v171, v145, v213, v64 op_sel:[1,1,0,0]
v_min3_u16 v92, v16, v244, v84 clamp
v_min3_u16 v227, v26, s82, v16 op_sel:[1,0,0,0] clamp
v_min3_u16 v15, s66, -2, v26 clamp
v_min3_u16 v15, 47, s35, v143 op_sel:[1,1,1,0] clamp
v_max3_f16 v27, v28, -v155, -s37
v_max3_f16 v17, -v248, v255, v3 clamp
v_max3_f16 v141, v0, |39|, -4.0 clamp
v_max3_i16 v31, 1.0, v20, ttmp15
v_max3_i16 v106, v110, 59, v63 op_sel:[1,1,1,0]
v_max3_i16 v115, -1.0, v140, -1.0 clamp
v_max3_u16 v154, v211, s81, v236 clamp
v_max3_u16 v7, v24, v29, ttmp14
v_max3_u16 v24, v4, flat_scratch_hi, 38 op_sel:[0,0,0,0]
v_max3_u16 v36, v82, v61, v33 op_sel:[0,0,1,0]
v_med3_f16 v40, -|v248|, -14, 23
v_med3_f16 v38, v30, v228, 41 clamp
v_med3_f16 v9, v6, v189, v5 clamp div:2
v_med3_f16 v51, v100, -|v27|, v21 op_sel:[1,1,0,0] clamp div:2
v_med3_i16 v203, -1, v132, v175
v_med3_i16 v151, 8, v255, s49 op_sel:[0,1,1,1]
v_med3_i16 v243, -1.0, -2.0, 55 clamp
v_med3_i16 v255, flat_scratch_hi, 58, v129 op_sel:[0,0,0,0]
v_med3_u16 v114, v144, s6, -12 clamp
v_med3_u16 v23, 1.0, v19, v141 op_sel:[1,1,1,1]
v_med3_u16 v243, v162, v10, m0 clamp
v_med3_u16 v166, v255, v251, s69 op_sel:[0,1,1,1]
v_lshl_add_u32 v127, v18, v18, s75
v_lshl_add_u32 v25, v229, src_scc, v6
v_add_lshl_u32 v245, s6, -4, 4.0
v_add_lshl_u32 v24, src_vccz, v245, v170
v_add3_u32 v7, 21, v23, s31
v_add3_u32 v96, s94, v8, v222
v_lshl_or_b32 v55, s5, v1, v20
v_lshl_or_b32 v248, s11, 2.0, -8
v_and_or_b32 v6, s35, v116, v28
v_and_or_b32 v186, v255, v2, v124
v_or3_b32 v236, v182, v7, -16
v_mad_f16 v22, -1.0, v10, 0.5 clamp mul:4
v_mad_f16 v248, |59|, |v52|, -v22 op_sel:[1,1,1,1] clamp mul:2
v_mad_f16 v255, -v6, exec_lo, v37 op_sel:[1,1,0,0]
v_mad_u16 v6, v88, v93, v12 op_sel:[1,0,1,1] clamp
v_mad_u16 v28, 1.0, 54, s94 op_sel:[1,1,1,1]
v_mad_u16 v23, v208, v139, s30 op_sel:[0,1,0,1] clamp
v_mad_i16 v103, v31, -14, s66
v_mad_i16 v5, v232, v117, v13 op_sel:[1,1,0,0]
v_mad_i16 v56, 41, v255, v0
v_fma_f16 v18, v241, -1, v147 clamp
v_fma_f16 v148, v21, src_private_base, v2 div:2
v_fma_f16 v249, -|v255|, 8, v163 op_sel:[1,1,1,1]
v_fma_f16 v255, 7, -|v18|, v194 op_sel:[1,0,0,0] clamp
v_div_fixup_f16 v42, s41, v223, v5 div:2
v_div_fixup_f16 v2, v255, -v8, -|7| op_sel:[0,1,1,1]
v_div_fixup_f16 v150, -|1|, -v17, v40
v_div_fixup_f16 v201, 14, v60, v10
v_add_f64 v[6:7], 11, v[254:255] mul:4
v_add_f64 v[212:213], -5, v[86:87] div:2
v_add_f64 v[254:255], 2, v[244:245]
v_add_f64 v[100:101], |v[150:151]|, s[32:33] mul:2
v_mul_f64 v[170:171], |s[18:19]|, v[182:183] clamp mul:4
v_mul_f64 v[186:187], v[2:3], 22
v_mul_f64 v[104:105], v[254:255], -15 clamp
v_mul_f64 v[14:15], |v[2:3]|, v[238:239] mul:4
v_min_f64 v[30:31], v[52:53], |s[50:51]| mul:2
v_min_f64 v[16:17], -3, v[22:23] div:2
v_min_f64 v[72:73], v[96:97], s[60:61] div:2
v_min_f64 v[180:181], s[2:3], -|v[148:149]| clamp
v_max_f64 v[72:73], 29, v[100:101]
v_max_f64 v[200:201], -0.5, v[28:29]
v_max_f64 v[12:13], -8, |v[250:251]| mul:2
v_max_f64 v[138:139], vcc, v[156:157] clamp div:2
v_ldexp_f64 v[14:15], -|v[170:171]|, 36
v_ldexp_f64 v[12:13], -v[198:199], s6 clamp
v_ldexp_f64 v[10:11], v[120:121], v122 clamp mul:2
v_mul_lo_u32 v6, 6, v205
v_mul_lo_u32 v13, 32, v9
v_mul_hi_u32 v11, exec_hi, -10
v_mul_hi_i32 v255, v48, v20
v_mul_hi_i32 v247, v3, v17
v_ldexp_f32 v6, vcc_lo, -2 clamp div:2
v_ldexp_f32 v26, src_shared_base, 0.5 clamp
v_ldexp_f32 v56, -4.0, 2 clamp
v_ldexp_f32 v252, src_vccz, 0.5 clamp div:2
v_readlane_b32 s76, v24, 23
v_readlane_b32 s18, v68, src_scc
v_writelane_b32 v14, 2, s52
v_writelane_b32 v9, src_shared_limit, -10
v_bcnt_u32_b32 v15, s93, v74
v_bcnt_u32_b32 v190, s59, v67
v_mbcnt_lo_u32_b32 v103, v132, s91
v_mbcnt_lo_u32_b32 v146, flat_scratch_lo, v21
v_mbcnt_hi_u32_b32 v57, v222, 64
v_mbcnt_hi_u32_b32 v10, 23, v22
v_lshlrev_b64 v[100:101], v50, v[24:25]
v_lshlrev_b64 v[166:167], v27, v[192:193]
v_lshrrev_b64 v[254:255], s45, v[114:115]
v_lshrrev_b64 v[22:23], -4.0, -0.5
v_ashrrev_i64 v[84:85], v119, flat_scratch
v_ashrrev_i64 v[130:131], s94, v[254:255]
v_trig_preop_f64 v[218:219], v[96:97], s74 clamp
v_trig_preop_f64 v[152:153], -0.5, s74 clamp div:2
v_trig_preop_f64 v[254:255], |47|, v216
v_trig_preop_f64 v[134:135], exec, -1.0 clamp mul:4
v_bfm_b32 v159, s19, 57
v_bfm_b32 v116, v255, v21
v_cvt_pknorm_i16_f32 v124, -v19, 16
v_cvt_pknorm_i16_f32 v97, v8, -13
v_cvt_pknorm_i16_f32 v13, v228, |ttmp6| clamp
v_cvt_pknorm_i16_f32 v37, |v33|, -4.0 clamp
v_cvt_pknorm_u16_f32 v10, -0.5, s21 clamp
v_cvt_pknorm_u16_f32 v208, v23, v7
v_cvt_pknorm_u16_f32 v21, v85, s39 clamp
v_cvt_pknorm_u16_f32 v19, -v180, -16
v_cvt_pkrtz_f16_f32 v7, |v255|, |v23| clamp
v_cvt_pkrtz_f16_f32 v38, -0.5, |xnack_mask_hi| div:2
v_cvt_pkrtz_f16_f32 v148, -5, -v114 clamp
v_cvt_pk_u16_u32 v8, v20, v84
v_cvt_pk_u16_u32 v248, v177, v98
v_cvt_pk_i16_i32 v133, v176, v30
v_cvt_pk_i16_i32 v147, s29, v255
v_cvt_pknorm_i16_f16 v127, -|0.15915494|, v218 op_sel:[0,1,0] clamp
v_cvt_pknorm_i16_f16 v11, v255, v87
v_cvt_pknorm_i16_f16 v140, -|v47|, |-3|
v_cvt_pknorm_u16_f16 v216, -|v229|, v115 op_sel:[1,1,1] clamp
v_cvt_pknorm_u16_f16 v255, v15, -|v42| op_sel:[0,0,0]
v_cvt_pknorm_u16_f16 v10, v20, v9 op_sel:[0,1,0]
v_cvt_pknorm_u16_f16 v31, s5, v115 op_sel:[1,0,0] clamp
v_add_i32 v248, s1, v14 clamp
v_add_i32 v139, v146, v2 clamp
v_add_i32 v201, v130, -2.0
v_add_i32 v16, s90, v51
v_sub_i32 v12, v28, v41 clamp
v_sub_i32 v124, s16, v226
v_sub_i32 v5, v27, 23
v_sub_i32 v29, v55, v21 clamp
v_add_i16 v24, v29, v31
v_add_i16 v24, 49, v253 op_sel:[0,0,0]
v_add_i16 v142, v17, flat_scratch_lo op_sel:[1,1,1] clamp
v_add_i16 v8, v196, v19 op_sel:[1,0,1]
v_sub_i16 v250, s65, -2 op_sel:[0,0,1]
v_sub_i16 v4, v28, v6
v_sub_i16 v211, v229, v204 op_sel:[1,1,1] clamp
v_sub_i16 v3, v172, v170
v_pack_b32_f16 v217, 0.5, v19
v_pack_b32_f16 v93, v239, -1.0
v_pack_b32_f16 v36, s20, -|v49|
v_pack_b32_f16 v255, exec_hi, -|-1.0| op_sel:[1,1,0] clamp
v_fmac_f64_e64 v[30:31], v[56:57], s[30:31]
v_fmac_f64_e64 v[112:113], v[24:25], 57 clamp mul:2
v_fmac_f64_e64 v[0:1], s[70:71], v[118:119] clamp div:2
v_dot2c_f32_f16_e64 v233, s80, v10 clamp mul:4
v_dot2c_f32_f16_e64 v72, v12, 33 clamp
v_dot2c_f32_f16_e64 v140, -|s96|, v14
v_dot2c_f32_f16_e64 v111, v197, v10 clamp
v_dot2c_i32_i16_e64 v2, v6, v3
v_dot2c_i32_i16_e64 v62, v234, v178
v_dot2c_i32_i16_e64 v125, v176, v38
v_dot4c_i32_i8_e64 v168, v255, v86 clamp
v_dot4c_i32_i8_e64 v26, v14, v48 clamp
v_dot4c_i32_i8_e64 v26, v251, 42
v_dot4c_i32_i8_e64 v62, 14, 4
v_dot8c_i32_i4_e64 v213, v9, v159
v_dot8c_i32_i4_e64 v47, v7, v206 clamp
v_dot8c_i32_i4_e64 v32, s32, v4
v_dot8c_i32_i4_e64 v7, 49, v186
v_fmac_f32_e64 v156, 46, 47 clamp
v_fmac_f32_e64 v3, |0.15915494|, -v12 mul:2
v_fmac_f32_e64 v1, -|v6|, -|exec_hi| clamp
v_xnor_b32_e64 v25, v122, v22
v_xnor_b32_e64 v255, v25, v184
v_mov_b64_e64 v[140:141], v[20:21]
v_mov_b64_e64 v[116:117], 53
v_cvt_f32_fp8_e64 v230, v18 clamp
v_cvt_f32_fp8_e64 v248, v11 clamp
v_cvt_f32_fp8_e64 v10, v29
v_cvt_f32_fp8_e64 v80, xnack_mask_hi mul:2
v_cvt_f32_bf8_e64 v13, 57
v_cvt_f32_bf8_e64 v241, 49
v_cvt_f32_bf8_e64 v255, v142 div:2
v_cvt_f32_bf8_e64 v105, v255 clamp
v_cvt_pk_f32_fp8_e64 v[40:41], 57 mul:4
v_cvt_pk_f32_fp8_e64 v[18:19], v26 clamp
v_cvt_pk_f32_fp8_e64 v[24:25], v94
v_cvt_pk_f32_fp8_e64 v[180:181], exec_hi mul:4
v_cvt_pk_f32_bf8_e64 v[44:45], v4 mul:2
v_cvt_pk_f32_bf8_e64 v[242:243], v218 clamp mul:4
v_cvt_pk_f32_bf8_e64 v[112:113], v25 clamp
v_cvt_pk_f32_bf8_e64 v[36:37], v3 clamp
v_lshl_add_u64 v[14:15], 63, v15, v[26:27]
v_cvt_pk_fp8_f32 v105, s90, v137 op_sel:[1,1,0]
v_cvt_pk_fp8_f32 v201, v246, v22
v_cvt_pk_fp8_f32 v14, v3, s90
v_cvt_pk_fp8_f32 v1, -v20, v26 op_sel:[1,1,0]
v_cvt_pk_bf8_f32 v18, v120, v99
v_cvt_pk_bf8_f32 v193, v31, v24
v_cvt_pk_bf8_f32 v1, s91, -|-7|
v_cvt_pk_bf8_f32 v81, -|v168|, -|v104|
v_cvt_sr_fp8_f32 v19, -|v21|, 2.0
v_cvt_sr_fp8_f32 v255, -v203, s46
v_cvt_sr_fp8_f32 v255, v185, v25
v_cvt_sr_fp8_f32 v103, -|2.0|, 43
v_cvt_sr_bf8_f32 v174, 1, s73
v_cvt_sr_bf8_f32 v193, m0, v148 op_sel:[1,0,1]
v_cvt_sr_bf8_f32 v242, v63, v30
v_cvt_sr_bf8_f32 v1, v255, v1 op_sel:[1,0,1]
v_add_co_u32_e64 v19, ttmp[4:5], v50, v240 clamp
v_add_co_u32_e64 v9, ttmp[4:5], s39, v222
v_add_co_u32_e64 v172, ttmp[4:5], -0.5, v28
v_add_co_u32_e64 v25, exec, v98, v4 clamp
v_sub_co_u32_e64 v60, s[94:95], v211, v19 clamp
v_sub_co_u32_e64 v204, exec, v18, -12
v_sub_co_u32_e64 v13, ttmp[4:5], v15, v28
v_subrev_co_u32_e64 v11, vcc, s9, v7 clamp
v_subrev_co_u32_e64 v26, ttmp[4:5], s30, v21
v_subrev_co_u32_e64 v221, vcc, 26, v7
v_addc_co_u32_e64 v14, exec, v125, v25, exec
v_addc_co_u32_e64 v41, exec, 22, 51, s[94:95]
v_addc_co_u32_e64 v231, exec, v129, 1.0, exec
v_subb_co_u32_e64 v81, exec, v29, v102, vcc
v_subb_co_u32_e64 v23, exec, -4, v165, ttmp[4:5]
v_subb_co_u32_e64 v119, vcc, v27, v16, vcc clamp
v_subbrev_co_u32_e64 v193, vcc, -2.0, v42, ttmp[4:5] clamp
v_subbrev_co_u32_e64 v148, vcc, v27, v47, vcc
v_div_scale_f32 v30, vcc, v3, -v146, 45 clamp
v_div_scale_f32 v29, exec, v29, v17, 2.0
v_div_scale_f32 v230, s[26:27], -v54, vcc_hi, v137 clamp
v_div_scale_f64 v[118:119], vcc, -v[16:17], v[24:25], -6
v_div_scale_f64 v[14:15], exec, v[104:105], 36, -1.0 clamp
v_div_scale_f64 v[232:233], s[20:21], -v[30:31], v[0:1], v[114:115] mul:4
v_mad_u64_u32 v[182:183], s[20:21], s91, v28, 41 clamp
v_mad_u64_u32 v[24:25], s[14:15], v253, v255, 12
v_mad_u64_u32 v[138:139], s[24:25], v150, ttmp14, v[114:115]
v_mad_i64_i32 v[24:25], s[98:99], 39, v183, v[254:255] clamp
v_mad_i64_i32 v[22:23], s[84:85], v7, v168, v[10:11]
v_mad_i64_i32 v[14:15], s[90:91], 38, v255, s[98:99] clamp
v_mad_i64_i32 v[152:153], s[34:35], v15, v98, v[16:17]
v_pk_mad_i16 v255, v92, v255, -16 op_sel_hi:[1,1,1]
v_pk_mad_i16 v216, v7, v212, s11 op_sel:[0,1,1] op_sel_hi:[0,1,0] neg_lo:[1,0,1] clamp
v_pk_mad_i16 v9, v24, v226, s66 op_sel:[1,0,0]
v_pk_mul_lo_u16 v242, v113, v14
v_pk_mul_lo_u16 v3, 22, -10 op_sel:[1,0] neg_lo:[1,0]
v_pk_mul_lo_u16 v133, m0, v19 op_sel:[0,0] op_sel_hi:[0,1] neg_lo:[0,1] clamp
v_pk_mul_lo_u16 v17, v1, v86 op_sel_hi:[1,1] clamp
v_pk_add_i16 v25, v144, v244 op_sel_hi:[0,0]
v_pk_add_i16 v237, v127, v65 op_sel:[1,0] op_sel_hi:[1,0]
v_pk_add_i16 v251, v89, s98 neg_hi:[0,0]
v_pk_add_i16 v31, v25, 12 neg_lo:[0,1] neg_hi:[0,1] clamp
v_pk_sub_i16 v15, v22, v133 neg_lo:[0,0]
v_pk_sub_i16 v35, -4.0, v106 op_sel:[0,1] neg_lo:[0,0] clamp
v_pk_sub_i16 v234, 10, v81 op_sel:[0,1] op_sel_hi:[1,0] clamp
v_pk_sub_i16 v63, -2, s95 op_sel_hi:[1,0]
v_pk_lshlrev_b16 v237, 22, v17 op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[0,0] clamp
v_pk_lshlrev_b16 v246, v176, 61 op_sel:[1,1] op_sel_hi:[0,1]
v_pk_lshlrev_b16 v81, s63, v12 op_sel:[1,1] op_sel_hi:[1,1]
v_pk_lshrrev_b16 v81, v24, s55 neg_lo:[0,1] neg_hi:[0,1]
v_pk_lshrrev_b16 v14, src_vccz, v48 op_sel_hi:[0,1] neg_lo:[1,1]
v_pk_lshrrev_b16 v25, v82, xnack_mask_lo op_sel:[0,0] op_sel_hi:[0,0] neg_lo:[0,0] neg_hi:[0,0] clamp
v_pk_lshrrev_b16 v131, 47, 42 neg_hi:[0,1] clamp
v_pk_ashrrev_i16 v255, 24, 0.5 op_sel:[0,0] op_sel_hi:[0,0]
v_pk_ashrrev_i16 v254, src_private_base, 26 op_sel:[0,0] neg_hi:[0,0]
v_pk_ashrrev_i16 v137, v183, v27 op_sel:[0,0] neg_lo:[1,1] clamp
v_pk_ashrrev_i16 v131, 2.0, v244 op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[0,1]
v_pk_max_i16 v0, 2.0, v231
v_pk_max_i16 v28, -3, 20 op_sel_hi:[1,1] neg_lo:[1,0] neg_hi:[0,1] clamp
v_pk_max_i16 v31, v255, 12 op_sel:[1,0] neg_hi:[0,0]
v_pk_max_i16 v230, 35, v60 op_sel:[0,1] op_sel_hi:[1,1] neg_hi:[0,0]
v_pk_min_i16 v29, v236, s80 op_sel:[1,0] neg_hi:[0,1]
v_pk_min_i16 v41, v53, -6 op_sel_hi:[0,0] neg_hi:[1,1]
v_pk_min_i16 v20, v65, v18 op_sel:[0,1]
v_pk_min_i16 v198, ttmp14, v5 op_sel:[0,0] neg_lo:[0,0] clamp
v_pk_mad_u16 v22, v193, 27, v6 op_sel_hi:[1,0,0] neg_lo:[0,0,1] neg_hi:[0,0,0]
v_pk_mad_u16 v68, v31, v102, v10 op_sel:[0,0,0] neg_lo:[0,0,0] neg_hi:[1,0,0] clamp
v_pk_mad_u16 v172, src_shared_limit, 48, 17 op_sel_hi:[0,1,1] neg_lo:[1,0,1] neg_hi:[1,1,0]
v_pk_mad_u16 v12, 4.0, v153, v21 op_sel:[0,0,1]
v_pk_add_u16 v24, 34, 1.0 op_sel:[0,1] op_sel_hi:[1,1] clamp
v_pk_add_u16 v14, v23, v246 op_sel_hi:[1,1] neg_hi:[1,1] clamp
v_pk_add_u16 v0, v56, v19 op_sel:[1,1] op_sel_hi:[0,1]
v_pk_add_u16 v237, v87, 38 clamp
v_pk_sub_u16 v17, v22, v255 neg_lo:[0,0]
v_pk_sub_u16 v89, v129, v123 op_sel:[1,0] op_sel_hi:[1,0] neg_lo:[1,1]
v_pk_sub_u16 v17, s58, v128 op_sel:[1,0] neg_hi:[1,0]
v_pk_sub_u16 v5, 29, s21 op_sel:[0,0]
v_pk_max_u16 v199, vcc_lo, v151 op_sel:[1,0] clamp
v_pk_max_u16 v255, v255, v10 op_sel_hi:[1,0]
v_pk_max_u16 v9, v19, v35 op_sel:[0,1] op_sel_hi:[1,1] neg_hi:[1,0]
v_pk_max_u16 v148, exec_lo, 32 op_sel_hi:[0,1] neg_lo:[1,0] clamp
v_pk_min_u16 v68, 8, v133 neg_lo:[1,1]
v_pk_min_u16 v29, v157, src_private_base op_sel_hi:[1,1]
v_pk_min_u16 v105, s42, v25 op_sel:[0,0] op_sel_hi:[0,0] clamp
v_pk_min_u16 v255, v237, v142 op_sel:[1,1] op_sel_hi:[1,0] clamp
v_pk_fma_f16 v228, v7, v245, -1 op_sel:[0,0,1] clamp
v_pk_fma_f16 v1, v155, v62, v43 neg_lo:[0,1,0]
v_pk_fma_f16 v31, v185, s74, v64 neg_lo:[0,1,0]
v_pk_fma_f16 v255, v16, v148, src_private_base op_sel:[1,0,1] op_sel_hi:[1,1,1] neg_hi:[0,0,0] clamp
v_pk_add_f16 v255, v13, xnack_mask_hi op_sel:[0,1] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[1,0]
v_pk_add_f16 v29, v5, xnack_mask_hi op_sel:[1,0] op_sel_hi:[0,1] clamp
v_pk_add_f16 v54, v39, -1.0 op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[1,1] clamp
v_pk_add_f16 v167, v43, s2 op_sel:[0,1]
v_pk_mul_f16 v25, v27, 4.0 op_sel:[1,0] neg_hi:[0,1]
v_pk_mul_f16 v11, v176, v6 op_sel:[1,1] neg_hi:[1,0]
v_pk_mul_f16 v159, 0.15915494, v248 op_sel_hi:[0,1]
v_pk_mul_f16 v145, s23, -0.5 neg_hi:[1,0] clamp
v_pk_min_f16 v21, s69, v139 op_sel_hi:[1,1] neg_lo:[0,0] clamp
v_pk_min_f16 v13, 19, v39 op_sel:[1,1] op_sel_hi:[0,0]
v_pk_min_f16 v10, 24, v171 op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[1,1] clamp
v_pk_max_f16 v119, v30, v23 op_sel:[0,0] op_sel_hi:[1,0] neg_hi:[1,0] clamp
v_pk_max_f16 v239, v230, s57 op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[0,1]
v_pk_max_f16 v37, 3, 62 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[1,1]
v_pk_max_f16 v246, v25, v20 op_sel:[1,0]
v_fma_mix_f32 v30, flat_scratch_lo, |1.0|, -15 op_sel:[1,1,1] op_sel_hi:[0,0,1]
v_fma_mix_f32 v0, v26, s4, v58 op_sel_hi:[1,1,1]
v_fma_mix_f32 v38, v214, v19, v80 op_sel_hi:[0,0,1] clamp
v_fma_mix_f32 v16, -|v183|, src_scc, -|v14| op_sel:[0,0,0] clamp
v_fma_mixlo_f16 v22, v1, |61|, v104 op_sel:[1,1,0] clamp
v_fma_mixlo_f16 v51, 30, v90, -xnack_mask_hi op_sel:[1,0,1]
v_fma_mixlo_f16 v255, v255, -4.0, v31 op_sel:[0,1,1]
v_fma_mixlo_f16 v36, v60, v13, v16 op_sel_hi:[0,1,1] clamp
v_fma_mixhi_f16 v118, v20, |0.15915494|, s25
v_fma_mixhi_f16 v131, v22, -v28, s72 op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v115, -|v21|, v154, v7 op_sel:[0,0,1]
v_fma_mixhi_f16 v93, src_private_limit, v48, v22 op_sel:[0,1,0] op_sel_hi:[0,1,1] clamp
v_dot2_f32_f16 v13, v102, v143, v216 clamp
v_dot2_i32_i16 v157, v226, 34, -6
v_dot2_u32_u16 v113, 56, v255, s22
v_dot4_i32_i8 v248, v255, v184, 1.0 neg_hi:[1,1,1] clamp
v_dot4_u32_u8 v20, v204, v191, exec_lo clamp
v_dot4_u32_u8 v21, v23, v80, v87
v_dot8_i32_i4 v146, v158, v255, -5 neg_hi:[1,1,0]
v_dot8_u32_u4 v22, v61, 0.15915494, 15 neg_lo:[0,0,0]
v_pk_fma_f32 v[254:255], s[44:45], v[36:37], 60 op_sel_hi:[0,1,1] clamp
v_pk_fma_f32 v[22:23], s[16:17], v[4:5], 19 op_sel:[1,1,0] op_sel_hi:[0,0,1]
v_pk_fma_f32 v[140:141], 52, v[196:197], v[254:255]
v_pk_fma_f32 v[10:11], 2, s[76:77], 61 neg_lo:[1,0,1] neg_hi:[1,1,1] clamp
v_pk_mul_f32 v[24:25], -12, -2 op_sel_hi:[1,0] clamp
v_pk_mul_f32 v[2:3], v[10:11], -4.0 op_sel:[1,0] neg_lo:[0,0] clamp
v_pk_mul_f32 v[254:255], v[50:51], v[22:23] op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[0,0] neg_hi:[0,1] clamp
v_pk_mul_f32 v[10:11], 1, s[58:59] neg_lo:[1,0] neg_hi:[0,0]
v_pk_add_f32 v[2:3], 22, v[36:37] op_sel:[0,0] op_sel_hi:[1,1]
v_pk_add_f32 v[212:213], v[26:27], v[28:29] op_sel_hi:[1,1] neg_lo:[0,0] clamp
v_pk_add_f32 v[2:3], 0.15915494, s[90:91] neg_hi:[1,1]
v_pk_add_f32 v[88:89], 45, v[28:29] op_sel_hi:[0,0] neg_lo:[0,1] clamp
v_pk_mov_b32 v[4:5], v[20:21], v[10:11] op_sel:[1,0] neg_lo:[1,1] clamp
v_pk_mov_b32 v[172:173], v[220:221], v[84:85] op_sel:[1,0] neg_hi:[0,1]
v_pk_mov_b32 v[44:45], -2.0, v[136:137] op_sel:[1,1] op_sel_hi:[1,0]
v_pk_mov_b32 v[142:143], flat_scratch, flat_scratch op_sel:[1,1] op_sel_hi:[1,1] neg_lo:[1,1] neg_hi:[1,1]
v_accvgpr_read_b32 v94, a255
v_accvgpr_read_b32 v31, a150
v_accvgpr_write_b32 a24, 2.0
v_accvgpr_write_b32 a19, -4.0
ds_add_u32 v131, a20 offset:65535
ds_add_u32 v255, v16 offset:64
ds_add_u32 v3, v16 offset:43759
ds_add_u32 v26, v208
ds_sub_u32 v203, a165
ds_sub_u32 v5, v141 offset:65535
ds_sub_u32 v23, a17 offset:49677
ds_sub_u32 v255, a47 offset:4
ds_rsub_u32 v2, v10 offset:4
ds_rsub_u32 v1, a219 offset:64
ds_rsub_u32 v11, a163 offset:64
ds_rsub_u32 v187, v158
ds_inc_u32 v163, a135 offset:14883
ds_inc_u32 v156, v9 offset:65535
ds_inc_u32 v4, v154 offset:36705
ds_inc_u32 v7, v180
ds_dec_u32 v23, a123
ds_dec_u32 v2, a29 offset:64
ds_dec_u32 v153, v26
ds_dec_u32 v249, a22
ds_min_i32 v22, v93
ds_min_i32 v22, a15
ds_min_i32 v22, a69 offset:4
ds_min_i32 v231, v49
ds_max_i32 v3, a17 offset:65535
ds_max_i32 v115, a6 offset:8395
ds_max_i32 v6, a178
ds_max_i32 v220, a16 offset:64
ds_min_u32 v9, a17 offset:65535
ds_min_u32 v124, a221
ds_min_u32 v76, v126
ds_min_u32 v220, a181 offset:4
ds_max_u32 v255, a255
ds_max_u32 v12, a8 offset:48801
ds_max_u32 v237, v0
ds_max_u32 v64, v42 offset:1019
ds_and_b32 v16, a133
ds_and_b32 v28, v68 offset:64
ds_and_b32 v238, a89 offset:17636
ds_and_b32 v55, v17
ds_or_b32 v162, a119 offset:4
ds_or_b32 v255, v253 offset:64
ds_or_b32 v178, v255 offset:65535
ds_or_b32 v255, v14 offset:64
ds_xor_b32 v20, a17
ds_xor_b32 v143, v239
ds_xor_b32 v255, a1
ds_xor_b32 v19, v214 offset:65535
ds_mskor_b32 v17, v28, v96 offset:64
ds_mskor_b32 v208, a184, a20
ds_mskor_b32 v190, a12, a81 offset:15878
ds_mskor_b32 v92, v182, v30 offset:65535
ds_write_b32 v27, v29
ds_write_b32 v225, a24
ds_write_b32 v78, a89
ds_write_b32 v104, v255 offset:4
ds_write2_b32 v255, v58, v255 offset0:130
ds_write2_b32 v129, a191, a16 offset1:106
ds_write2_b32 v86, a135, a91 offset0:172 offset1:169
ds_write2_b32 v220, a25, a255 offset0:72 offset1:228
ds_write2st64_b32 v25, v17, v7 offset0:152 offset1:45
ds_write2st64_b32 v25, v47, v255
ds_write2st64_b32 v61, a255, a84 offset1:177
ds_write2st64_b32 v93, v96, v105 offset1:127
ds_cmpst_b32 v15, a28, a138 offset:45523
ds_cmpst_b32 v185, a25, a30 offset:65535
ds_cmpst_b32 v18, v22, v10 offset:4
ds_cmpst_b32 v14, a58, a28
ds_cmpst_f32 v73, a92, a26 offset:65535
ds_cmpst_f32 v19, v255, v255 offset:56740
ds_cmpst_f32 v208, v52, v52 offset:64
ds_cmpst_f32 v31, a52, a9 offset:64
ds_min_f32 v15, v255 offset:65535
ds_min_f32 v221, v255
ds_min_f32 v255, a150 offset:4
ds_min_f32 v201, a1
ds_max_f32 v255, a39 offset:64
ds_max_f32 v107, a188 offset:65535
ds_max_f32 v15, a254
ds_max_f32 v89, a28
ds_add_f32 v254, a3
ds_add_f32 v12, v195
ds_add_f32 v32, v3
ds_add_f32 v35, a28
ds_write_addtid_b32 v227 offset:65535
ds_write_addtid_b32 a67 offset:4
ds_write_addtid_b32 a84 offset:64
ds_write_addtid_b32 v52 offset:65535
ds_write_b8 v93, v0 offset:15112
ds_write_b8 v17, v68 offset:64
ds_write_b8 v208, a154 offset:64
ds_write_b8 v3, a250 offset:65535
ds_write_b16 v79, v215 offset:65535
ds_write_b16 v1, a27 offset:64
ds_write_b16 v94, a16
ds_write_b16 v233, a21
ds_add_rtn_u32 a206, v130, a83 offset:65535
ds_add_rtn_u32 v142, v191, v250 offset:64
ds_add_rtn_u32 a255, v27, a20 offset:64
ds_add_rtn_u32 a2, v8, a14 offset:25632
ds_sub_rtn_u32 a124, v249, a13 offset:64
ds_sub_rtn_u32 v21, v18, v65 offset:64
ds_sub_rtn_u32 a221, v255, a49 offset:4
ds_sub_rtn_u32 v176, v214, v2
ds_rsub_rtn_u32 a27, v15, a23 offset:51936
ds_rsub_rtn_u32 v18, v147, v255
ds_rsub_rtn_u32 a101, v198, a17 offset:65535
ds_rsub_rtn_u32 a22, v255, a0 offset:4
ds_inc_rtn_u32 v31, v18, v85 offset:64
ds_inc_rtn_u32 a214, v31, a192 offset:60292
ds_inc_rtn_u32 a99, v6, a121 offset:65535
ds_inc_rtn_u32 v28, v157, v163 offset:10043
ds_dec_rtn_u32 a25, v9, a59
ds_dec_rtn_u32 v8, v10, v35 offset:64
ds_dec_rtn_u32 a255, v59, a198 offset:64
ds_dec_rtn_u32 a155, v25, a28 offset:4
ds_min_rtn_i32 v3, v130, v228 offset:65535
ds_min_rtn_i32 v27, v129, v29 offset:65535
ds_min_rtn_i32 a16, v1, a110 offset:64
ds_min_rtn_i32 v8, v247, v4 offset:65535
ds_max_rtn_i32 v125, v144, v7 offset:64
ds_max_rtn_i32 v227, v254, v249
ds_max_rtn_i32 v4, v132, v51 offset:4
ds_max_rtn_i32 a42, v8, a13
ds_min_rtn_u32 v116, v15, v47 offset:31630
ds_min_rtn_u32 v6, v6, v45 offset:4
ds_min_rtn_u32 v160, v110, v0 offset:65535
ds_min_rtn_u32 a12, v92, a148 offset:4
ds_max_rtn_u32 a250, v6, a173 offset:65535
s_cbranch_i_fork s[6:7], L_top
s_cbranch_i_fork s[58:59], L_mid
s_cbranch_i_fork s[20:21], L_end
s_call_b64 s[20:21], L_top
s_call_b64 s[34:35], L_mid
s_call_b64 s[18:19], L_end
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
ds_max_rtn_u32 v10, v24, v70 offset:20092
ds_max_rtn_u32 a21, v24, a202 offset:42940
ds_max_rtn_u32 v255, v38, v69 offset:4
ds_and_rtn_b32 a255, v255, a18 offset:64
ds_and_rtn_b32 a54, v79, a29 offset:24414
ds_and_rtn_b32 a27, v21, a25 offset:64
ds_and_rtn_b32 v38, v239, v22 offset:64
ds_or_rtn_b32 a18, v26, a151 offset:65535
ds_or_rtn_b32 a18, v4, a33 offset:4
ds_or_rtn_b32 v148, v247, v142 offset:4
ds_or_rtn_b32 v215, v83, v28
ds_xor_rtn_b32 v4, v45, v176 offset:64
ds_xor_rtn_b32 v238, v43, v17
ds_xor_rtn_b32 v107, v177, v24
ds_xor_rtn_b32 a219, v255, a16
ds_mskor_rtn_b32 v164, v9, v14, v87 offset:65535
ds_mskor_rtn_b32 v20, v79, v141, v245
ds_mskor_rtn_b32 a9, v41, a169, a153
ds_mskor_rtn_b32 a152, v15, a85, a29
ds_wrxchg_rtn_b32 v67, v4, v148
ds_wrxchg_rtn_b32 a255, v255, a50 offset:64
ds_wrxchg_rtn_b32 v20, v13, v19
ds_wrxchg_rtn_b32 v237, v31, v42 offset:65535
ds_wrxchg2_rtn_b32 a[26:27], v25, a190, a140 offset0:18 offset1:56
ds_wrxchg2_rtn_b32 a[248:249], v8, a223, a185 offset0:145 offset1:249
ds_wrxchg2_rtn_b32 v[16:17], v16, v26, v216 offset0:225
ds_wrxchg2_rtn_b32 a[30:31], v27, a13, a82 offset0:24
ds_wrxchg2st64_rtn_b32 a[14:15], v9, a22, a20 offset0:192 offset1:10
ds_wrxchg2st64_rtn_b32 v[68:69], v204, v3, v167 offset0:203
ds_wrxchg2st64_rtn_b32 a[206:207], v212, a16, a166 offset0:129
ds_wrxchg2st64_rtn_b32 v[110:111], v27, v20, v37 offset0:164
ds_cmpst_rtn_b32 a103, v89, a124, a17
ds_cmpst_rtn_b32 v99, v255, v27, v21 offset:65535
ds_cmpst_rtn_b32 v11, v30, v2, v60 offset:15264
ds_cmpst_rtn_b32 a105, v192, a17, a255 offset:65535
ds_cmpst_rtn_f32 v164, v36, v241, v26 offset:65535
ds_cmpst_rtn_f32 v21, v247, v227, v17 offset:64
ds_cmpst_rtn_f32 a121, v93, a152, a26 offset:4
ds_cmpst_rtn_f32 v255, v106, v255, v255
ds_min_rtn_f32 v23, v53, v99 offset:4
ds_min_rtn_f32 v202, v108, v96 offset:65535
ds_min_rtn_f32 v190, v15, v17 offset:64
ds_min_rtn_f32 a29, v17, a13
ds_max_rtn_f32 a255, v5, a13 offset:21124
ds_max_rtn_f32 v19, v13, v255
ds_max_rtn_f32 a238, v255, a252 offset:65535
ds_max_rtn_f32 a230, v172, a175
ds_wrap_rtn_b32 a86, v189, a5, a255
ds_wrap_rtn_b32 a255, v9, a22, a255 offset:4
ds_wrap_rtn_b32 v54, v226, v41, v26
ds_wrap_rtn_b32 v30, v20, v138, v10
ds_add_rtn_f32 a255, v208, a0 offset:4
ds_add_rtn_f32 a255, v248, a15 offset:4
ds_add_rtn_f32 a0, v6, a218 offset:42311
ds_add_rtn_f32 a38, v30, a120 offset:62222
ds_read_b32 a251, v140 offset:64
ds_read_b32 a11, v11 offset:65535
ds_read_b32 a68, v239
ds_read_b32 a230, v103 offset:64
ds_read2_b32 v[30:31], v163 offset1:123
ds_read2_b32 a[170:171], v255 offset0:181 offset1:147
ds_read2_b32 v[200:201], v219 offset0:206 offset1:115
ds_read2_b32 a[48:49], v188 offset0:228 offset1:21
ds_read2st64_b32 v[20:21], v30 offset0:139 offset1:244
ds_read2st64_b32 a[88:89], v3 offset0:81 offset1:15
ds_read2st64_b32 v[128:129], v255 offset1:65
ds_read2st64_b32 a[20:21], v11 offset0:116
ds_read_i8 a51, v1 offset:4
ds_read_i8 v78, v225 offset:59749
ds_read_i8 a15, v123
ds_read_i8 v218, v31
ds_read_u8 a234, v147
ds_read_u8 a170, v126 offset:4
ds_read_u8 v226, v14 offset:30014
ds_read_u8 v209, v255
ds_read_i16 a11, v123
ds_read_i16 a150, v35 offset:16294
ds_read_i16 v104, v6 offset:65535
ds_read_i16 v22, v25 offset:27519
ds_read_u16 v13, v0 offset:54943
ds_read_u16 a66, v126 offset:65535
ds_read_u16 v10, v180
ds_read_u16 v255, v26
ds_swizzle_b32 v18, v181 offset:4
ds_swizzle_b32 v176, v17 offset:64
ds_swizzle_b32 v255, v20 offset:64
ds_swizzle_b32 a255, v225 offset:64
ds_permute_b32 v200, v255, v25 offset:4
ds_permute_b32 a7, v190, a198
ds_permute_b32 a255, v248, a19
ds_permute_b32 v3, v19, v28 offset:4
ds_bpermute_b32 v78, v17, v208 offset:64
ds_bpermute_b32 v21, v8, v255
ds_bpermute_b32 v15, v138, v105 offset:64
ds_bpermute_b32 a248, v13, a4
ds_add_u64 v25, v[188:189] offset:64
ds_add_u64 v31, a[120:121] offset:4
ds_add_u64 v130, a[78:79]
ds_add_u64 v53, v[4:5] offset:21511
ds_sub_u64 v202, a[20:21] offset:4
ds_sub_u64 v94, v[148:149] offset:16581
ds_sub_u64 v120, v[120:121] offset:4
ds_sub_u64 v7, a[160:161] offset:47545
ds_rsub_u64 v156, v[52:53] offset:64
ds_rsub_u64 v2, a[254:255] offset:65535
ds_rsub_u64 v4, a[118:119] offset:65535
ds_rsub_u64 v239, v[18:19] offset:53574
ds_inc_u64 v214, v[74:75] offset:65535
ds_inc_u64 v188, v[16:17] offset:45841
ds_inc_u64 v73, a[10:11] offset:65535
ds_inc_u64 v255, v[50:51]
ds_dec_u64 v245, a[12:13] offset:64
ds_dec_u64 v203, a[104:105] offset:24344
ds_dec_u64 v237, v[18:19] offset:4
ds_dec_u64 v15, a[22:23] offset:18380
ds_min_i64 v24, v[42:43] offset:64
ds_min_i64 v221, v[118:119]
ds_min_i64 v255, v[10:11] offset:65535
ds_min_i64 v11, v[10:11]
ds_max_i64 v255, a[10:11]
ds_max_i64 v21, v[188:189] offset:65535
ds_max_i64 v2, a[14:15] offset:64
ds_max_i64 v124, v[4:5] offset:65535
ds_min_u64 v23, v[30:31] offset:4
ds_min_u64 v9, v[0:1] offset:15524
ds_min_u64 v4, v[254:255] offset:4
ds_min_u64 v148, v[14:15] offset:64
ds_max_u64 v62, v[66:67]
ds_max_u64 v53, v[60:61] offset:64
ds_max_u64 v219, v[18:19]
ds_max_u64 v0, v[78:79] offset:4
ds_and_b64 v255, v[4:5]
ds_and_b64 v52, v[100:101] offset:4
ds_and_b64 v24, v[20:21] offset:4
ds_and_b64 v17, v[6:7] offset:4
ds_or_b64 v128, a[176:177] offset:4
ds_or_b64 v255, a[224:225] offset:4
ds_or_b64 v50, a[0:1] offset:65535
ds_or_b64 v130, v[178:179] offset:4
ds_xor_b64 v112, a[28:29] offset:65535
ds_xor_b64 v47, a[252:253] offset:64
ds_xor_b64 v229, a[8:9] offset:65535
ds_xor_b64 v33, v[60:61] offset:32294
ds_mskor_b64 v5, a[2:3], a[68:69]
ds_mskor_b64 v30, a[4:5], a[0:1] offset:15282
ds_mskor_b64 v160, v[14:15], v[76:77] offset:4
ds_mskor_b64 v140, v[84:85], v[26:27] offset:4
ds_write_b64 v255, v[136:137]
ds_write_b64 v40, a[176:177]
ds_write_b64 v211, v[254:255] offset:4
ds_write_b64 v27, v[128:129]
ds_write2_b64 v13, v[26:27], v[16:17] offset1:59
ds_write2_b64 v75, v[38:39], v[14:15] offset1:65
ds_write2_b64 v98, a[200:201], a[166:167] offset0:166 offset1:98
ds_write2_b64 v129, a[144:145], a[16:17] offset0:82 offset1:105
ds_write2st64_b64 v117, a[14:15], a[6:7] offset0:190 offset1:7
ds_write2st64_b64 v178, v[24:25], v[18:19] offset0:77 offset1:84
ds_write2st64_b64 v55, a[254:255], a[20:21] offset0:88
ds_write2st64_b64 v218, a[0:1], a[198:199] offset1:104
ds_cmpst_b64 v85, v[176:177], v[10:11]
ds_cmpst_b64 v1, v[66:67], v[144:145]
ds_cmpst_b64 v15, v[172:173], v[22:23]
ds_cmpst_b64 v118, v[150:151], v[4:5] offset:4
ds_cmpst_f64 v27, a[8:9], a[254:255]
ds_cmpst_f64 v4, a[30:31], a[72:73] offset:48699
ds_cmpst_f64 v182, v[150:151], v[10:11]
ds_cmpst_f64 v183, v[214:215], v[8:9] offset:4
ds_min_f64 v183, v[98:99] offset:65535
ds_min_f64 v24, a[222:223] offset:59575
ds_min_f64 v203, a[10:11] offset:65535
ds_min_f64 v244, a[122:123]
ds_max_f64 v22, a[8:9] offset:46405
ds_max_f64 v29, a[254:255]
ds_max_f64 v250, a[18:19]
ds_max_f64 v131, a[236:237] offset:64
ds_write_b8_d16_hi v9, a2 offset:64
ds_write_b8_d16_hi v255, a11
ds_write_b8_d16_hi v23, a38 offset:4
ds_write_b8_d16_hi v103, a64 offset:64
ds_write_b16_d16_hi v82, a255
ds_write_b16_d16_hi v24, v112 offset:64
ds_write_b16_d16_hi v42, a23 offset:4
ds_write_b16_d16_hi v17, v40 offset:4
ds_read_u8_d16 a1, v18
ds_read_u8_d16 a8, v208 offset:4
ds_read_u8_d16 v248, v237 offset:64
ds_read_u8_d16 v22, v10
ds_read_u8_d16_hi v3, v26
ds_read_u8_d16_hi v248, v30
ds_read_u8_d16_hi v153, v136
ds_read_u8_d16_hi a164, v15 offset:64
ds_read_i8_d16 a148, v21 offset:64
ds_read_i8_d16 a216, v239 offset:64
ds_read_i8_d16 v26, v255 offset:4
ds_read_i8_d16 v24, v255 offset:65535
ds_read_i8_d16_hi v25, v1 offset:4
ds_read_i8_d16_hi a255, v5
ds_read_i8_d16_hi a15, v0
ds_read_i8_d16_hi a189, v42
ds_read_u16_d16 a77, v134 offset:64342
ds_read_u16_d16 v45, v152 offset:65535
ds_read_u16_d16 v13, v140 offset:51691
ds_read_u16_d16 a115, v97 offset:64
ds_read_u16_d16_hi a207, v96 offset:64
ds_read_u16_d16_hi v133, v185
ds_read_u16_d16_hi v197, v131
ds_read_u16_d16_hi a161, v35
ds_add_rtn_u64 v[160:161], v7, v[28:29]
ds_add_rtn_u64 v[252:253], v154, v[160:161] offset:4
ds_add_rtn_u64 a[14:15], v230, a[122:123]
ds_add_rtn_u64 v[254:255], v18, v[248:249]
ds_sub_rtn_u64 v[0:1], v255, v[78:79] offset:32016
ds_sub_rtn_u64 v[252:253], v16, v[224:225]
ds_sub_rtn_u64 a[126:127], v144, a[10:11]
ds_sub_rtn_u64 v[168:169], v255, v[20:21] offset:4
ds_rsub_rtn_u64 v[230:231], v23, v[10:11] offset:64
ds_rsub_rtn_u64 a[24:25], v76, a[24:25] offset:4
ds_rsub_rtn_u64 a[226:227], v21, a[6:7] offset:11283
ds_rsub_rtn_u64 v[82:83], v27, v[8:9] offset:45442
ds_inc_rtn_u64 v[36:37], v6, v[106:107] offset:4
ds_inc_rtn_u64 a[136:137], v14, a[116:117] offset:65535
ds_inc_rtn_u64 a[0:1], v255, a[238:239] offset:65535
ds_inc_rtn_u64 a[254:255], v142, a[24:25]
ds_dec_rtn_u64 a[244:245], v172, a[24:25] offset:64
ds_dec_rtn_u64 v[226:227], v255, v[220:221] offset:4
ds_dec_rtn_u64 v[30:31], v244, v[76:77] offset:64
ds_dec_rtn_u64 a[202:203], v3, a[24:25]
ds_min_rtn_i64 a[8:9], v224, a[0:1] offset:64
ds_min_rtn_i64 a[188:189], v98, a[140:141] offset:64976
ds_min_rtn_i64 v[104:105], v4, v[92:93] offset:4
ds_min_rtn_i64 v[204:205], v142, v[2:3] offset:29887
ds_max_rtn_i64 v[18:19], v87, v[10:11] offset:65535
ds_max_rtn_i64 a[228:229], v67, a[218:219]
ds_max_rtn_i64 v[254:255], v7, v[14:15] offset:4
ds_max_rtn_i64 v[238:239], v125, v[78:79] offset:64
ds_min_rtn_u64 v[120:121], v23, v[230:231] offset:33506
ds_min_rtn_u64 v[32:33], v9, v[12:13] offset:64
ds_min_rtn_u64 v[20:21], v17, v[22:23] offset:33299
ds_min_rtn_u64 a[24:25], v126, a[22:23] offset:64
ds_max_rtn_u64 a[254:255], v28, a[26:27] offset:65535
ds_max_rtn_u64 v[0:1], v5, v[254:255] offset:64
ds_max_rtn_u64 v[254:255], v0, v[254:255]
ds_max_rtn_u64 a[118:119], v18, a[52:53] offset:65535
ds_and_rtn_b64 v[84:85], v9, v[0:1]
ds_and_rtn_b64 a[20:21], v37, a[104:105] offset:4
ds_and_rtn_b64 a[116:117], v183, a[90:91] offset:42798
ds_and_rtn_b64 a[254:255], v5, a[28:29] offset:65535
ds_or_rtn_b64 a[126:127], v255, a[8:9] offset:65535
ds_or_rtn_b64 v[162:163], v18, v[88:89] offset:4
ds_or_rtn_b64 v[102:103], v51, v[0:1] offset:64
ds_or_rtn_b64 a[152:153], v91, a[160:161] offset:58827
ds_xor_rtn_b64 a[254:255], v210, a[8:9] offset:65535
ds_xor_rtn_b64 v[14:15], v25, v[18:19] offset:64
ds_xor_rtn_b64 a[34:35], v19, a[184:185]
ds_xor_rtn_b64 v[80:81], v96, v[254:255] offset:4
ds_mskor_rtn_b64 v[30:31], v37, v[4:5], v[224:225] offset:65535
ds_mskor_rtn_b64 v[178:179], v127, v[24:25], v[26:27] offset:65535
ds_mskor_rtn_b64 a[22:23], v123, a[140:141], a[4:5] offset:4
ds_mskor_rtn_b64 a[180:181], v15, a[232:233], a[16:17] offset:64
ds_wrxchg_rtn_b64 a[8:9], v68, a[176:177] offset:55377
ds_wrxchg_rtn_b64 v[8:9], v63, v[254:255]
ds_wrxchg_rtn_b64 v[26:27], v198, v[90:91]
ds_wrxchg_rtn_b64 a[254:255], v2, a[26:27] offset:4
ds_wrxchg2_rtn_b64 a[28:31], v28, a[194:195], a[18:19] offset1:176
ds_wrxchg2_rtn_b64 a[134:137], v7, a[24:25], a[232:233] offset0:146
ds_wrxchg2_rtn_b64 a[28:31], v5, a[224:225], a[8:9] offset0:68 offset1:39
ds_wrxchg2_rtn_b64 v[8:11], v40, v[228:229], v[4:5] offset0:69 offset1:150
ds_wrxchg2st64_rtn_b64 v[74:77], v30, v[28:29], v[214:215] offset0:81 offset1:194
ds_wrxchg2st64_rtn_b64 v[22:25], v255, v[166:167], v[10:11] offset0:201 offset1:149
ds_wrxchg2st64_rtn_b64 v[26:29], v15, v[2:3], v[136:137]
ds_wrxchg2st64_rtn_b64 v[12:15], v244, v[26:27], v[210:211] offset0:18
ds_cmpst_rtn_b64 v[0:1], v255, v[128:129], v[50:51]
ds_cmpst_rtn_b64 v[84:85], v20, v[36:37], v[254:255]
ds_cmpst_rtn_b64 a[22:23], v12, a[254:255], a[96:97]
ds_cmpst_rtn_b64 a[254:255], v24, a[254:255], a[146:147] offset:26440
ds_cmpst_rtn_f64 a[22:23], v28, a[0:1], a[226:227] offset:64
ds_cmpst_rtn_f64 a[210:211], v153, a[44:45], a[56:57]
ds_cmpst_rtn_f64 v[22:23], v22, v[4:5], v[122:123] offset:64
ds_cmpst_rtn_f64 a[18:19], v12, a[254:255], a[74:75] offset:64
ds_min_rtn_f64 v[90:91], v36, v[14:15] offset:38498
ds_min_rtn_f64 v[154:155], v93, v[254:255]
ds_min_rtn_f64 a[14:15], v30, a[242:243] offset:64
ds_min_rtn_f64 a[0:1], v147, a[214:215]
ds_max_rtn_f64 v[30:31], v121, v[214:215]
ds_max_rtn_f64 v[244:245], v196, v[14:15] offset:16758
ds_max_rtn_f64 v[140:141], v11, v[228:229]
ds_max_rtn_f64 a[220:221], v255, a[62:63] offset:64
ds_read_b64 v[0:1], v231 offset:10890
ds_read_b64 a[24:25], v142 offset:4
ds_read_b64 v[144:145], v6 offset:64
ds_read_b64 a[12:13], v103
ds_read2_b64 a[6:9], v197 offset0:55 offset1:197
ds_read2_b64 a[94:97], v196 offset0:79 offset1:6
ds_read2_b64 v[116:119], v20 offset0:162
ds_read2_b64 a[78:81], v0 offset0:13 offset1:15
ds_read2st64_b64 v[28:31], v6 offset0:162
ds_read2st64_b64 v[4:7], v1 offset1:4
ds_read2st64_b64 v[2:5], v188 offset0:235 offset1:42
ds_read2st64_b64 a[82:85], v96 offset0:125 offset1:226
ds_condxchg32_rtn_b64 a[152:153], v31, a[40:41]
ds_condxchg32_rtn_b64 v[254:255], v118, v[194:195] offset:64
ds_condxchg32_rtn_b64 a[136:137], v173, a[132:133] offset:4
ds_condxchg32_rtn_b64 a[254:255], v159, a[30:31] offset:52042
ds_read_addtid_b32 v255 offset:34935
ds_read_addtid_b32 v92 offset:64
ds_read_addtid_b32 v132
ds_read_addtid_b32 v19
ds_consume a16 offset:4
ds_consume v16
ds_consume v186 offset:64
ds_consume v7 offset:54915
ds_append v15 offset:65535
ds_append a1 offset:65535
ds_append v13
ds_append a255 offset:65535
ds_write_b96 v23, a[252:254]
ds_write_b96 v147, v[20:22]
ds_write_b96 v243, v[18:20] offset:65535
ds_write_b96 v49, a[178:180] offset:65535
ds_write_b128 v255, v[82:85]
ds_write_b128 v255, a[138:141]
ds_write_b128 v188, a[12:15] offset:65535
ds_write_b128 v197, a[30:33] offset:65535
ds_read_b96 a[16:18], v7 offset:4
ds_read_b96 a[36:38], v18 offset:23325
ds_read_b96 a[104:106], v14 offset:43034
ds_read_b96 v[100:102], v184
ds_read_b128 a[30:33], v247
ds_read_b128 a[202:205], v166 offset:65535
ds_read_b128 a[116:119], v68 offset:4
ds_read_b128 v[28:31], v23 offset:65535
ds_add_f64 v19, a[8:9]
ds_add_f64 v216, a[146:147] offset:64
ds_add_f64 v87, v[36:37]
ds_add_f64 v235, a[212:213] offset:65535
ds_add_rtn_f64 a[6:7], v197, a[252:253]
ds_add_rtn_f64 a[170:171], v185, a[168:169] offset:64
ds_add_rtn_f64 a[184:185], v11, a[10:11]
ds_add_rtn_f64 a[218:219], v13, a[6:7]
ds_pk_add_f16 v95, v13 offset:65535
ds_pk_add_f16 v204, v58 offset:64
ds_pk_add_f16 v22, v35 offset:40718
ds_pk_add_f16 v9, a111 offset:64
ds_pk_add_bf16 v39, a52
ds_pk_add_bf16 v202, v9 offset:62127
ds_pk_add_bf16 v23, v62
ds_pk_add_bf16 v97, v151 offset:22341
ds_pk_add_rtn_f16 v167, v10, v142 offset:64
ds_pk_add_rtn_f16 v153, v57, v28
ds_pk_add_rtn_f16 v30, v13, v66 offset:64
ds_pk_add_rtn_f16 v179, v7, v31 offset:64
ds_pk_add_rtn_bf16 v16, v21, v224 offset:25177
ds_pk_add_rtn_bf16 v29, v255, v175 offset:64
ds_pk_add_rtn_bf16 v91, v29, v6 offset:4
ds_pk_add_rtn_bf16 v28, v255, v168 offset:65535
buffer_load_format_x a223, off, s[92:95], s67 offset:887 nt sc1
buffer_load_format_x v30, v115, s[20:23], s85 offen offset:1220 sc1
buffer_load_format_x a133, off, s[24:27], s100 offset:4017 sc1
buffer_load_format_x v167, v178, s[52:55], 22 offen offset:2914
buffer_load_format_xy a[10:11], v119, s[12:15], m0 offen offset:2750 sc1
buffer_load_format_xy v[0:1], off, s[84:87], exec_lo offset:3758
buffer_load_format_xy a[0:1], off, s[36:39], 12 sc0 nt
buffer_load_format_xy a[204:205], v17, s[96:99], s94 idxen offset:1168
buffer_load_format_xyz v[10:12], v117, s[48:51], 50 offen offset:3800 sc0
buffer_load_format_xyz a[8:10], v169, s[36:39], m0 offen offset:4043 sc0
buffer_load_format_xyz a[14:16], v245, ttmp[4:7], m0 offen
buffer_load_format_xyz a[252:254], off, s[0:3], s86 offset:1782 sc0 sc1
buffer_load_format_xyzw a[12:15], v162, s[84:87], s18 offen nt
buffer_load_format_xyzw v[4:7], off, s[64:67], 47 offset:1850
buffer_store_format_x a153, v30, s[0:3], s66 idxen offset:1321
buffer_store_format_x a20, v43, s[52:55], s30 offen sc0 sc1
buffer_store_format_x v5, v6, s[60:63], s43 idxen offset:273
buffer_store_format_xy a[26:27], off, s[80:83], s54 offset:1962 sc0 nt
buffer_store_format_xy a[22:23], v12, ttmp[4:7], m0 offen nt
buffer_store_format_xy a[140:141], off, s[60:63], 11 sc0 nt
buffer_store_format_xyz v[24:26], v13, s[0:3], s92 offen offset:1024 nt
buffer_store_format_xyz a[10:12], off, s[80:83], s73 sc1
buffer_store_format_xyz a[252:254], off, s[52:55], -9 nt sc1
buffer_store_format_xyzw v[18:21], v8, s[84:87], s94 idxen sc0 sc1
buffer_store_format_xyzw v[204:207], v4, ttmp[4:7], 46 offen sc0 sc1
buffer_store_format_xyzw v[252:255], v14, ttmp[4:7], s45 offen offset:262 nt sc1
buffer_store_format_xyzw a[98:101], v26, s[72:75], s44 idxen sc0 nt sc1
buffer_load_format_d16_x a0, off, s[72:75], s4 sc0 nt sc1
buffer_load_format_d16_x v17, v26, s[92:95], 43 idxen offset:1177
buffer_load_format_d16_x a192, off, s[68:71], -6 offset:266 sc1
buffer_load_format_d16_xy v4, v22, s[16:19], -16 idxen sc0
buffer_load_format_d16_xy a26, v127, s[20:23], s4 offen offset:1418 sc0 sc1
buffer_load_format_d16_xy a10, v143, s[52:55], s87 offen offset:714
buffer_load_format_d16_xy v21, off, s[8:11], -7 offset:2151 nt sc1
buffer_load_format_d16_xyz v[130:131], v255, s[0:3], s19 offen
buffer_load_format_d16_xyz v[16:17], v15, s[56:59], s5 offen offset:2358
buffer_load_format_d16_xyz v[134:135], v78, s[20:23], s85 offen offset:2533
buffer_load_format_d16_xyz v[12:13], v41, s[80:83], s70 offen sc0 sc1
buffer_load_format_d16_xyzw v[238:239], v169, s[32:35], m0 offen offset:2910 sc0
buffer_load_format_d16_xyzw v[0:1], v183, s[76:79], s56 offen
buffer_load_format_d16_xyzw a[254:255], off, s[64:67], 45 offset:660 sc1
buffer_store_format_d16_x v225, v60, s[60:63], 55 offen offset:2811 nt
buffer_store_format_d16_x a5, v31, s[68:71], m0 offen offset:1360 nt
buffer_store_format_d16_x a7, v19, s[92:95], m0 offen offset:2915 sc0 nt sc1
buffer_store_format_d16_xy a46, off, s[72:75], s29 offset:529 nt
buffer_store_format_d16_xy v62, v61, s[76:79], s46 idxen
buffer_store_format_d16_xy a193, v19, ttmp[0:3], s4 offen offset:753 sc1
buffer_store_format_d16_xy v6, off, s[80:83], s26 offset:1131 sc0 nt
buffer_store_format_d16_xyz v[52:53], v31, s[72:75], -13 idxen sc1
buffer_store_format_d16_xyz a[6:7], v149, s[8:11], flat_scratch_lo offen offset:905 sc0 nt sc1
buffer_store_format_d16_xyz a[24:25], v62, s[32:35], m0 offen offset:1416
buffer_store_format_d16_xyzw v[26:27], v24, s[60:63], s19 idxen offset:1915 sc1
buffer_store_format_d16_xyzw a[126:127], v193, s[40:43], s9 offen offset:2938 sc0 sc1
buffer_store_format_d16_xyzw a[102:103], v176, s[48:51], m0 offen offset:3610 nt
buffer_store_format_d16_xyzw v[202:203], v100, s[68:71], m0 offen nt
buffer_load_ubyte a15, v114, s[72:75], s24 offen offset:1729 sc0
buffer_load_ubyte v17, v12, s[48:51], m0 offen offset:1374
buffer_load_sbyte v136, v3, s[44:47], m0 offen offset:3498
buffer_load_sbyte a248, v23, ttmp[0:3], s72 idxen offset:1998 sc0 nt sc1
buffer_load_sbyte a255, v98, s[4:7], 3 offen sc1
buffer_load_ushort a46, v85, s[68:71], m0 offen nt
buffer_load_ushort v3, v131, s[72:75], m0 idxen offset:1887 sc1
buffer_load_ushort v241, v81, s[40:43], s52 offen offset:2129 sc0
buffer_load_ushort a244, off, s[68:71], s71 offset:2941 sc0
buffer_load_sshort a18, off, s[28:31], m0 sc0 nt sc1
buffer_load_dword v28, v250, s[44:47], 32 offen offset:2035 nt
buffer_load_dword a12, v114, s[4:7], m0 offen offset:2099 nt sc1
buffer_load_dword v208, v240, s[32:35], s17 offen offset:1223 sc0 nt
buffer_load_dwordx2 v[158:159], v1, s[16:19], s2 offen offset:2712 sc0 sc1
buffer_load_dwordx2 v[44:45], off, s[20:23], s70
buffer_load_dwordx2 v[54:55], v179, s[8:11], 13 idxen offset:1172 sc0 sc1
buffer_load_dwordx3 a[4:6], v145, s[12:15], 45 idxen offset:1220 nt
buffer_load_dwordx3 a[118:120], off, s[20:23], ttmp1 offset:1981 sc1
buffer_load_dwordx4 a[130:133], v151, s[28:31], s4 idxen sc0 sc1
buffer_load_dwordx4 a[16:19], v166, s[16:19], s61 offen offset:2880 sc0
buffer_load_dwordx4 a[114:117], off, s[76:79], s65 offset:2238
buffer_load_dwordx4 v[244:247], v16, s[80:83], s33 offen offset:2196
buffer_store_byte v127, v218, s[20:23], m0 idxen offset:617 nt
buffer_store_byte v9, v26, s[12:15], m0 idxen sc0
buffer_store_byte v35, v6, s[60:63], m0 idxen offset:2822
buffer_store_byte_d16_hi v8, v60, s[48:51], s49 offen offset:3222 nt
buffer_store_byte_d16_hi v160, v13, s[8:11], m0 offen offset:3451 sc0 nt sc1
buffer_store_byte_d16_hi a255, v5, s[0:3], 63 offen offset:3406 sc0 nt sc1
buffer_store_byte_d16_hi v158, v182, s[44:47], m0 offen nt sc1
buffer_store_short a236, v30, s[56:59], s44 offen offset:668 sc0 nt
buffer_store_short a196, v250, s[0:3], m0 idxen offset:2352
buffer_store_short v49, v195, s[84:87], m0 offen offset:225 sc1
buffer_store_short_d16_hi v17, off, s[8:11], 4 offset:18 sc0
buffer_store_short_d16_hi v14, v255, s[44:47], ttmp11 idxen nt
buffer_store_short_d16_hi a26, v255, s[16:19], vcc_lo offen offset:975 sc0
buffer_store_short_d16_hi v148, v14, s[84:87], s59 idxen offset:1699
buffer_store_dword a176, v64, s[16:19], 46 offen
buffer_store_dword a4, v176, s[72:75], 56 idxen offset:3161 sc1
buffer_store_dword a126, v155, ttmp[8:11], m0 offen offset:3572
buffer_store_dword a112, v16, s[24:27], s36 idxen nt
buffer_store_dwordx2 a[176:177], off, s[16:19], 27
buffer_store_dwordx2 a[138:139], off, s[0:3], s53 offset:2668 sc0 sc1
buffer_store_dwordx2 a[254:255], v194, s[60:63], xnack_mask_lo offen nt sc1
buffer_store_dwordx3 v[16:18], off, s[48:51], m0 offset:1427 sc1
buffer_store_dwordx3 v[12:14], v255, ttmp[0:3], s53 idxen nt
buffer_store_dwordx3 v[252:254], off, s[64:67], 25 sc1
buffer_store_dwordx4 a[252:255], v54, s[88:91], s99 idxen offset:859
buffer_store_dwordx4 a[30:33], off, s[12:15], 28 nt
buffer_store_dwordx4 v[8:11], v48, s[80:83], s47 offen offset:3604 nt sc1
buffer_load_ubyte_d16 a16, v137, s[64:67], -10 offen offset:1612 sc0 nt sc1
buffer_load_ubyte_d16 v63, v237, s[96:99], m0 offen offset:1010 nt sc1
buffer_load_ubyte_d16 v27, off, s[4:7], s47 offset:10 sc1
buffer_load_ubyte_d16_hi v5, v203, s[88:91], 50 offen offset:3709 sc1
buffer_load_ubyte_d16_hi v151, v29, s[88:91], m0 idxen sc0
buffer_load_ubyte_d16_hi a13, v9, s[24:27], m0 idxen sc0 nt
buffer_load_ubyte_d16_hi v144, off, s[60:63], m0 offset:2745 sc1
buffer_load_sbyte_d16 v28, v79, s[8:11], s71 offen offset:1637 sc0 nt
buffer_load_sbyte_d16 v12, v107, s[92:95], s86 offen sc0 nt sc1
buffer_load_sbyte_d16 a144, v152, s[32:35], m0 offen offset:3923 nt
buffer_load_sbyte_d16_hi v12, v168, s[60:63], s19 offen sc0 sc1
buffer_load_sbyte_d16_hi v102, v249, s[20:23], 57 idxen offset:3361 sc1
buffer_load_sbyte_d16_hi v140, v78, s[52:55], 64 offen offset:311
buffer_load_sbyte_d16_hi v5, v20, s[56:59], 43 idxen offset:3551 sc0 nt
buffer_load_short_d16 v221, off, s[8:11], s99 offset:3538 sc0 nt
buffer_load_short_d16 a3, v14, s[84:87], m0 offen offset:698 nt
buffer_load_short_d16 v93, off, s[36:39], s56 sc0
buffer_load_short_d16 v31, v139, s[8:11], flat_scratch_lo offen offset:388
buffer_load_short_d16_hi a154, v178, ttmp[4:7], s96 offen offset:3281 sc0 sc1
buffer_load_short_d16_hi v10, v13, s[28:31], -4 offen sc0
buffer_load_short_d16_hi a255, v134, s[24:27], s16 offen offset:4022 sc0
buffer_load_short_d16_hi a25, v255, s[68:71], s14 offen nt
buffer_load_format_d16_hi_x a209, v29, s[64:67], m0 offen
buffer_load_format_d16_hi_x a10, off, s[12:15], m0 sc1
buffer_load_format_d16_hi_x a36, v112, s[52:55], m0 offen offset:2198 sc0 nt
buffer_store_format_d16_hi_x a110, v210, ttmp[0:3], 13 offen nt
buffer_store_format_d16_hi_x a209, v2, s[60:63], 59 idxen offset:3399 nt
buffer_store_format_d16_hi_x a158, v48, s[96:99], m0 offen sc1
buffer_wbinvl1
buffer_wbinvl1_vol
buffer_atomic_swap a15, v59, s[92:95], s68 offen sc0 nt sc1
buffer_atomic_swap v14, v255, ttmp[12:15], m0 idxen offset:3377 sc0
buffer_atomic_swap v19, off, ttmp[8:11], s56 sc0 nt sc1
buffer_atomic_swap a94, v225, s[16:19], s47 idxen offset:1419 sc0
buffer_atomic_cmpswap v[14:15], v7, s[60:63], s22 offen offset:2533 sc0
buffer_atomic_cmpswap a[162:163], v172, s[52:55], s35 offen offset:3120 nt sc1
buffer_atomic_cmpswap a[198:199], v176, s[16:19], s100 idxen offset:2544 sc0
buffer_atomic_add v2, v8, ttmp[12:15], s27 offen sc0 nt
buffer_atomic_add a28, off, s[76:79], s70 offset:2409 sc1
buffer_atomic_add a22, v23, s[92:95], m0 offen nt sc1
buffer_atomic_sub v29, off, s[96:99], m0 offset:2575
buffer_atomic_sub v83, v153, s[8:11], m0 idxen offset:3869 sc0
buffer_atomic_smin v124, v29, s[96:99], s54 offen offset:3408 sc0 nt sc1
buffer_atomic_smin a85, v3, ttmp[0:3], s76 idxen offset:2668 nt
buffer_atomic_smin v255, off, s[24:27], s63 offset:237
buffer_atomic_smin v48, off, s[36:39], s7 offset:393 sc1
buffer_atomic_umin v28, v112, s[92:95], m0 offen offset:1120 sc0 sc1
buffer_atomic_umin v9, v18, s[20:23], s3 idxen
buffer_atomic_umin a6, v5, s[56:59], 30 offen sc0 sc1
buffer_atomic_umin v208, v22, s[0:3], ttmp5 offen
buffer_atomic_smax v69, v255, s[88:91], s39 offen offset:923 sc0 nt
buffer_atomic_smax a185, v32, s[44:47], m0 offen
buffer_atomic_smax a68, off, ttmp[0:3], -7 sc0 nt
buffer_atomic_umax a66, v0, s[0:3], s82 offen offset:117 sc1
buffer_atomic_umax v18, v85, s[12:15], s62 idxen offset:2439 sc0
buffer_atomic_umax v15, v149, s[40:43], 8 idxen offset:2595 sc0
buffer_atomic_umax v26, v220, s[52:55], m0 offen offset:3740 sc1
buffer_atomic_and a97, off, s[4:7], s23 offset:1609
buffer_atomic_and v187, v171, s[44:47], m0 offen sc1
buffer_atomic_and v26, v54, s[12:15], m0 offen offset:1530 nt sc1
buffer_atomic_or a238, v92, s[0:3], s15 offen offset:3195 sc1
buffer_atomic_or a3, v188, s[92:95], s41 offen offset:1643 sc0 nt
buffer_atomic_or v165, off, s[12:15], s52
buffer_atomic_or v5, off, s[12:15], s92 sc0 sc1
buffer_atomic_xor a25, v98, s[16:19], 21 offen offset:3442 sc0 nt
buffer_atomic_xor a0, v235, s[72:75], s60 offen offset:2010
buffer_atomic_xor v19, v13, s[96:99], m0 idxen sc0
buffer_atomic_xor v86, v16, s[92:95], s18 idxen offset:1779 nt
buffer_atomic_inc v255, v23, s[64:67], s61 offen offset:912
buffer_atomic_inc v26, v13, s[68:71], s77 offen offset:1592 sc0 nt
buffer_atomic_inc a27, v14, s[44:47], m0 idxen offset:2744 sc0 nt
buffer_atomic_inc a20, off, ttmp[8:11], 63
buffer_atomic_dec a4, v7, ttmp[8:11], m0 offen nt
buffer_atomic_swap_x2 a[46:47], v10, s[12:15], s5 idxen offset:1829 sc0 nt sc1
buffer_atomic_swap_x2 v[16:17], v196, s[28:31], s80 offen offset:4034 sc0
buffer_atomic_swap_x2 a[32:33], v102, s[36:39], s12 idxen offset:3607 sc0 nt
buffer_atomic_cmpswap_x2 v[26:29], v99, s[36:39], m0 idxen sc0 nt
buffer_atomic_cmpswap_x2 v[12:15], v150, s[60:63], m0 offen offset:552 sc0
buffer_atomic_cmpswap_x2 a[56:59], v106, s[56:59], -2 idxen offset:538 sc0
buffer_atomic_add_x2 a[242:243], off, s[52:55], s84 offset:2389 sc0 nt
buffer_atomic_add_x2 a[24:25], v115, s[52:55], s88 offen offset:2478
buffer_atomic_add_x2 v[128:129], v255, s[36:39], 59 offen offset:902
buffer_atomic_add_x2 a[78:79], v52, s[76:79], s3 idxen offset:3725 nt
buffer_atomic_sub_x2 v[20:21], v1, s[20:23], s79 offen offset:3681
buffer_atomic_sub_x2 v[94:95], v27, s[16:19], m0 offen offset:1250 nt
buffer_atomic_sub_x2 a[222:223], v225, s[76:79], s9 offen sc1
buffer_atomic_smin_x2 v[178:179], v18, s[20:23], m0 offen sc0
buffer_atomic_smin_x2 v[30:31], v255, s[16:19], s90 offen sc0
buffer_atomic_umin_x2 v[144:145], v148, s[72:75], s16 idxen offset:2886
buffer_atomic_umin_x2 v[192:193], v255, s[60:63], s50 offen offset:2641 nt
buffer_atomic_smax_x2 v[108:109], v30, s[16:19], s38 offen offset:63
buffer_atomic_smax_x2 v[214:215], off, s[32:35], m0 sc0 sc1
buffer_atomic_smax_x2 v[246:247], v5, s[40:43], -3 idxen offset:2405 sc0
buffer_atomic_smax_x2 v[106:107], v192, s[72:75], s7 offen offset:374
buffer_atomic_umax_x2 v[254:255], v145, s[84:87], s36 offen offset:1835 sc0 nt
buffer_atomic_umax_x2 a[98:99], v203, s[20:23], s72 offen offset:899 nt
buffer_atomic_and_x2 v[4:5], v22, s[48:51], vcc_lo offen offset:3674 sc0 nt sc1
buffer_atomic_and_x2 a[18:19], off, s[88:91], 0 offset:1065 sc0 sc1
buffer_atomic_and_x2 a[228:229], v19, s[84:87], s12 offen sc0
buffer_atomic_or_x2 v[30:31], v222, s[76:79], m0 idxen nt
buffer_atomic_or_x2 a[254:255], v63, s[32:35], 39 offen sc1
buffer_atomic_xor_x2 a[88:89], v94, s[36:39], -2 idxen offset:1705 sc1
buffer_atomic_xor_x2 a[20:21], v17, s[64:67], -4 offen offset:1026 nt
buffer_atomic_inc_x2 a[2:3], off, s[84:87], m0 offset:907 sc0
buffer_atomic_inc_x2 a[200:201], v241, s[76:79], s15 offen offset:2825 sc0 nt
buffer_atomic_inc_x2 v[204:205], v121, s[88:91], 30 idxen sc1
buffer_atomic_dec_x2 v[10:11], v222, s[4:7], s83 idxen offset:812 nt
buffer_atomic_dec_x2 v[56:57], v41, s[52:55], s68 idxen nt
buffer_atomic_dec_x2 v[142:143], v12, s[20:23], -12 offen sc0 nt
buffer_atomic_dec_x2 a[12:13], v11, s[64:67], s78 idxen offset:66 sc0 nt
buffer_wbl2 sc0
buffer_wbl2
buffer_wbl2 sc0 sc1
buffer_wbl2 sc1
buffer_atomic_add_f32 a3, v12, s[92:95], m0 offen offset:2606 sc0 sc1
buffer_atomic_add_f32 a37, v189, s[44:47], m0 offen offset:2953 nt
buffer_atomic_add_f32 a14, v93, s[96:99], m0 idxen sc0 nt
buffer_atomic_add_f32 a20, v135, s[0:3], m0 offen offset:1643 sc0
buffer_atomic_pk_add_f16 v9, v207, s[44:47], -15 idxen offset:1328 sc0 sc1
buffer_atomic_pk_add_f16 v255, v150, ttmp[4:7], exec_lo offen
buffer_atomic_pk_add_f16 a93, v4, s[4:7], s2 offen offset:2248 sc0 nt sc1
buffer_atomic_add_f64 v[6:7], off, ttmp[4:7], 27 sc0
buffer_atomic_add_f64 a[24:25], off, s[36:39], m0 sc0 sc1
buffer_atomic_add_f64 a[2:3], v12, s[28:31], m0 offen offset:2028 nt
buffer_atomic_min_f64 a[210:211], v222, s[60:63], s76 offen offset:908 sc0 nt
buffer_atomic_min_f64 a[20:21], v10, s[96:99], s8 offen
buffer_atomic_min_f64 a[2:3], v25, s[76:79], m0 idxen offset:2119
buffer_atomic_min_f64 a[172:173], v142, s[28:31], s90 offen offset:3766
buffer_atomic_max_f64 a[8:9], off, s[16:19], s59 offset:1267 nt
buffer_atomic_max_f64 a[202:203], off, s[56:59], 60 offset:1187 nt
buffer_atomic_max_f64 a[18:19], v23, s[56:59], m0 offen sc0
buffer_inv
buffer_inv sc0 sc1
buffer_inv sc0
flat_load_ubyte v25, v[6:7] sc0
flat_load_ubyte v162, v[16:17] offset:3263 nt
flat_load_ubyte a11, v[86:87] offset:87
flat_load_ubyte v155, v[26:27] sc0
scratch_load_ubyte a34, off, s45 offset:2146 sc0
scratch_load_ubyte a63, off, s70 offset:-3697 nt sc1
scratch_load_ubyte a36, v1, off offset:336 nt sc1
scratch_load_ubyte a180, v108, off sc0 nt
global_load_ubyte v200, v5, s[82:83] offset:-2313 sc0 nt
global_load_ubyte a120, v[84:85], off sc0 nt sc1
global_load_ubyte a114, v255, s[30:31] offset:3975 sc1
global_load_ubyte v31, v34, s[92:93] offset:2588
flat_load_sbyte a7, v[174:175] offset:2032 nt
flat_load_sbyte a90, v[18:19] offset:399 sc0 sc1
flat_load_sbyte v201, v[58:59] sc0 nt sc1
flat_load_sbyte v103, v[14:15] offset:162 sc1
scratch_load_sbyte a23, v231, off sc0 sc1
scratch_load_sbyte a14, off, s100 offset:-853 sc0 nt
scratch_load_sbyte a10, v255, off nt sc1
scratch_load_sbyte a19, off, s99 offset:-3223 sc0 sc1
global_load_sbyte v128, v180, s[34:35] offset:2021 sc0 sc1
global_load_sbyte a255, v[136:137], off offset:2096 nt
global_load_sbyte a10, v[106:107], off offset:-1883
global_load_sbyte v156, v117, s[50:51] offset:-137 nt sc1
flat_load_ushort v18, v[4:5] offset:1803
flat_load_ushort a2, v[254:255] offset:830
flat_load_ushort v73, v[242:243] offset:132 sc0
flat_load_ushort v206, v[232:233] offset:3328 nt sc1
scratch_load_ushort v17, off, s21 offset:2955 sc0
scratch_load_ushort a139, off, s57 offset:-1654 sc0 nt
scratch_load_ushort a195, v11, off sc0 sc1
scratch_load_ushort v194, off, s9 offset:2307 sc1
global_load_ushort v11, v220, s[44:45] offset:-2541 sc0
global_load_ushort a175, v[254:255], off offset:-198
global_load_ushort a3, v33, s[50:51] offset:1852 sc0 nt
global_load_ushort a255, v145, s[30:31] offset:1065 sc0 nt
flat_load_sshort v155, v[12:13] offset:1831 nt sc1
flat_load_sshort v142, v[6:7] offset:2060 sc1
flat_load_sshort v144, v[230:231] nt
flat_load_sshort v235, v[254:255] sc0 nt sc1
scratch_load_sshort a3, v174, off offset:2820 sc1
scratch_load_sshort v77, v144, off offset:2938 sc0 nt sc1
scratch_load_sshort a15, v56, off sc1
scratch_load_sshort a214, v255, off nt
global_load_sshort a225, v192, s[50:51] sc1
global_load_sshort a255, v2, s[96:97] offset:-2661 sc0
global_load_sshort v69, v[100:101], off offset:-1121
global_load_sshort a87, v[26:27], off offset:-1995 nt
flat_load_dword a97, v[106:107]
flat_load_dword v212, v[182:183] offset:3612 sc0 nt
flat_load_dword v14, v[214:215] offset:2332 nt
flat_load_dword v184, v[110:111] sc1
scratch_load_dword v255, v70, off sc1
scratch_load_dword v72, off, s66 offset:1603 sc0 nt
scratch_load_dword v13, off, s37 offset:1658
scratch_load_dword v35, off, s59 offset:-3886
global_load_dword v1, v255, s[64:65] offset:-3402 nt
global_load_dword v255, v[8:9], off offset:-1828 sc0 nt
global_load_dword v72, v216, s[30:31] offset:3446
global_load_dword a14, v255, s[54:55] offset:325 sc0 sc1
flat_load_dwordx2 a[180:181], v[2:3] offset:999
flat_load_dwordx2 v[202:203], v[18:19] offset:3693
flat_load_dwordx2 v[6:7], v[16:17] offset:686 sc0 sc1
flat_load_dwordx2 v[44:45], v[2:3] offset:959
scratch_load_dwordx2 a[204:205], off, s39
scratch_load_dwordx2 a[228:229], off, s58 offset:712 sc0
scratch_load_dwordx2 a[122:123], v29, off offset:-3582 sc0 sc1
scratch_load_dwordx2 a[82:83], v65, off offset:-3922 sc0 nt
global_load_dwordx2 v[0:1], v[254:255], off offset:-1832 nt
global_load_dwordx2 v[32:33], v[232:233], off offset:-3517 sc0
global_load_dwordx2 a[28:29], v13, s[6:7] offset:-1746 nt
global_load_dwordx2 v[84:85], v39, s[0:1] offset:245 sc1
flat_load_dwordx3 a[242:244], v[176:177] offset:1821 sc0
flat_load_dwordx3 a[26:28], v[22:23]
flat_load_dwordx3 v[6:8], v[254:255] offset:965 nt sc1
flat_load_dwordx3 a[14:16], v[22:23] offset:1615 sc0
scratch_load_dwordx3 v[8:10], off, s46 offset:-2687 sc0
scratch_load_dwordx3 v[216:218], v27, off offset:3747 nt sc1
scratch_load_dwordx3 v[20:22], v247, off offset:2982 nt
scratch_load_dwordx3 a[226:228], off, s60
global_load_dwordx3 a[72:74], v[0:1], off offset:-682 nt
global_load_dwordx3 v[126:128], v[222:223], off offset:-1015 sc0
global_load_dwordx3 a[192:194], v[20:21], off
global_load_dwordx3 v[12:14], v26, s[54:55] offset:796 sc0
flat_load_dwordx4 v[178:181], v[48:49] offset:3478 nt sc1
flat_load_dwordx4 v[140:143], v[46:47] offset:452 nt
flat_load_dwordx4 a[34:37], v[30:31] sc0 sc1
flat_load_dwordx4 v[240:243], v[226:227] offset:487 sc0 nt
scratch_load_dwordx4 v[2:5], v21, off sc0
scratch_load_dwordx4 v[26:29], v150, off offset:3229 sc1
scratch_load_dwordx4 v[28:31], off, s75 offset:-3122 nt sc1
scratch_load_dwordx4 v[252:255], off, s93 offset:-1274 sc0 nt
global_load_dwordx4 v[252:255], v98, s[74:75] offset:-1262 sc0 sc1
global_load_dwordx4 a[74:77], v[144:145], off offset:-1528 sc0 sc1
global_load_dwordx4 a[30:33], v[14:15], off offset:843 sc0 nt
global_load_dwordx4 v[124:127], v[204:205], off offset:2134
flat_store_byte v[78:79], a255 offset:2946 sc0 sc1
flat_store_byte v[108:109], a86 offset:3390 sc0
flat_store_byte v[8:9], a190 offset:3427
flat_store_byte v[236:237], a228 offset:2823 sc1
scratch_store_byte off, v220, s23
scratch_store_byte off, a117, s25 offset:3871 sc0 nt sc1
scratch_store_byte off, v21, s87
scratch_store_byte v106, v64, off
global_store_byte v[206:207], a15, off sc0
global_store_byte v[108:109], a14, off offset:-2487 sc1
global_store_byte v[254:255], a24, off nt sc1
global_store_byte v164, v4, s[48:49] nt sc1
flat_store_byte_d16_hi v[86:87], a65 offset:595
flat_store_byte_d16_hi v[182:183], a92 offset:2209 sc0
flat_store_byte_d16_hi v[220:221], v148 offset:64
flat_store_byte_d16_hi v[20:21], v17 sc0 nt sc1
scratch_store_byte_d16_hi off, v111, s65 nt
scratch_store_byte_d16_hi off, a7, s61 offset:-401
scratch_store_byte_d16_hi off, a126, s51 offset:1167 sc0 sc1
scratch_store_byte_d16_hi off, v255, s89 offset:1105
global_store_byte_d16_hi v43, a165, s[92:93] offset:3337 sc1
global_store_byte_d16_hi v138, v34, s[98:99] offset:-341
global_store_byte_d16_hi v[106:107], a13, off offset:-3800 sc0 sc1
global_store_byte_d16_hi v32, a13, s[52:53] offset:1897 sc0 nt
flat_store_short v[188:189], v27 nt
flat_store_short v[126:127], v255 offset:3790 sc0 sc1
flat_store_short v[66:67], a174 offset:688 sc0 nt
flat_store_short v[66:67], v252 offset:3873 sc0
scratch_store_short off, a81, s41 nt sc1
scratch_store_short v255, v82, off sc0 sc1
scratch_store_short off, v191, s37 offset:227 sc0
scratch_store_short off, a26, s67 offset:-2101 sc0
global_store_short v[24:25], a6, off offset:317 sc0 nt
global_store_short v[10:11], v28, off offset:-105 sc0
global_store_short v255, a129, s[78:79] offset:-3726 sc0 nt
global_store_short v[16:17], a158, off offset:1593 sc1
flat_store_short_d16_hi v[250:251], v194 offset:1775 sc0
flat_store_short_d16_hi v[16:17], a95 sc0 sc1
flat_store_short_d16_hi v[2:3], v10 offset:770 sc1
flat_store_short_d16_hi v[32:33], a119 nt
scratch_store_short_d16_hi off, v70, s96 sc1
scratch_store_short_d16_hi off, v185, s43 sc0
scratch_store_short_d16_hi off, v14, s16 offset:996 sc0 nt
scratch_store_short_d16_hi v66, v54, off offset:2667 sc0
global_store_short_d16_hi v48, a72, s[10:11] offset:1666 sc0
global_store_short_d16_hi v[18:19], a27, off sc1
global_store_short_d16_hi v1, a24, s[60:61] sc0
global_store_short_d16_hi v180, a201, s[40:41] nt
flat_store_dword v[250:251], a255 nt
flat_store_dword v[26:27], a231
flat_store_dword v[28:29], v160 nt
flat_store_dword v[200:201], a106 offset:151 sc0
scratch_store_dword v73, a59, off
scratch_store_dword off, a15, s24
scratch_store_dword off, a123, s57 offset:-4065
scratch_store_dword off, v56, s18 offset:-1657 sc0
global_store_dword v[22:23], a23, off offset:-3595 sc0
global_store_dword v3, a255, s[74:75] offset:1655 sc0
global_store_dword v135, v26, s[84:85] offset:-2316 sc0 sc1
global_store_dword v16, v31, s[34:35] sc0 nt
flat_store_dwordx2 v[164:165], a[14:15] offset:374
flat_store_dwordx2 v[4:5], v[124:125] sc1
flat_store_dwordx2 v[16:17], v[182:183] offset:2017 sc0 sc1
flat_store_dwordx2 v[254:255], v[254:255] offset:2834
scratch_store_dwordx2 off, v[186:187], s60 sc0
scratch_store_dwordx2 v191, v[138:139], off offset:3655 nt sc1
scratch_store_dwordx2 v24, v[212:213], off offset:-2147 sc1
scratch_store_dwordx2 v72, v[2:3], off sc1
global_store_dwordx2 v196, v[8:9], s[94:95] offset:3291
global_store_dwordx2 v[138:139], v[170:171], off offset:400
global_store_dwordx2 v249, a[254:255], s[62:63] offset:630 sc0 nt sc1
global_store_dwordx2 v187, a[68:69], s[10:11] offset:-3292
flat_store_dwordx3 v[84:85], a[2:4] nt sc1
flat_store_dwordx3 v[120:121], a[24:26]
flat_store_dwordx3 v[0:1], v[252:254] offset:2255 nt sc1
flat_store_dwordx3 v[152:153], a[34:36] offset:4025 sc0 nt sc1
scratch_store_dwordx3 v18, a[220:222], off offset:3746 sc0
scratch_store_dwordx3 off, v[22:24], s8 offset:4069 nt
scratch_store_dwordx3 v6, a[194:196], off offset:1126 sc1
scratch_store_dwordx3 off, a[210:212], s5 offset:2479 sc0 nt
global_store_dwordx3 v19, a[206:208], s[62:63] sc0 nt sc1
global_store_dwordx3 v29, a[154:156], s[18:19] offset:-1896
global_store_dwordx3 v93, v[244:246], s[86:87] sc0 sc1
global_store_dwordx3 v[254:255], v[2:4], off sc0 sc1
flat_store_dwordx4 v[2:3], a[14:17] offset:3139 sc0 sc1
flat_store_dwordx4 v[214:215], v[118:121] offset:2370
flat_store_dwordx4 v[8:9], v[164:167]
flat_store_dwordx4 v[96:97], v[60:63] sc0
scratch_store_dwordx4 off, v[230:233], s71 offset:-252
scratch_store_dwordx4 v255, v[0:3], off nt sc1
scratch_store_dwordx4 off, a[94:97], s76 offset:-3034 sc0
scratch_store_dwordx4 v83, v[14:17], off sc0 nt sc1
global_store_dwordx4 v21, a[18:21], s[88:89] sc0 nt
global_store_dwordx4 v29, a[168:171], s[8:9] sc0 sc1
global_store_dwordx4 v217, v[26:29], s[44:45] offset:1079 sc0
global_store_dwordx4 v236, v[30:33], s[6:7] offset:-871 nt
flat_load_ubyte_d16 a27, v[234:235] offset:2630 nt sc1
flat_load_ubyte_d16 v186, v[254:255] sc0
flat_load_ubyte_d16 v255, v[30:31] offset:2581 sc1
flat_load_ubyte_d16 a114, v[122:123] offset:3644 sc0
scratch_load_ubyte_d16 a102, off, s81
scratch_load_ubyte_d16 a198, off, s62 sc0 nt sc1
scratch_load_ubyte_d16 a3, v199, off offset:-2599 sc0
scratch_load_ubyte_d16 v66, v133, off sc0 nt sc1
global_load_ubyte_d16 v19, v95, s[2:3] offset:-2977
global_load_ubyte_d16 v147, v18, s[26:27] offset:406 nt sc1
global_load_ubyte_d16 v244, v243, s[36:37] offset:-3547 sc0
global_load_ubyte_d16 a26, v8, s[4:5] sc0
flat_load_ubyte_d16_hi v8, v[140:141] offset:2532
flat_load_ubyte_d16_hi v26, v[72:73] sc1
flat_load_ubyte_d16_hi v7, v[152:153] offset:2377 sc0
flat_load_ubyte_d16_hi v255, v[10:11] offset:692 nt
scratch_load_ubyte_d16_hi a11, off, s91 offset:3104 sc0 nt
scratch_load_ubyte_d16_hi a80, off, s57 offset:-3549 sc0 sc1
scratch_load_ubyte_d16_hi v3, off, s28 offset:-3659
scratch_load_ubyte_d16_hi v138, v21, off sc0 nt
global_load_ubyte_d16_hi a12, v[0:1], off sc0 nt
global_load_ubyte_d16_hi v104, v[52:53], off offset:3771 sc0
global_load_ubyte_d16_hi a30, v23, s[32:33] offset:-1123 sc0 nt
global_load_ubyte_d16_hi a31, v[0:1], off nt
flat_load_sbyte_d16 v8, v[6:7] sc0
flat_load_sbyte_d16 v1, v[134:135] nt
flat_load_sbyte_d16 a13, v[30:31] offset:991 sc0 sc1
flat_load_sbyte_d16 v255, v[174:175] offset:962 sc0
scratch_load_sbyte_d16 v192, v102, off offset:3901
scratch_load_sbyte_d16 v116, off, s84 offset:-2661 nt
scratch_load_sbyte_d16 v238, v6, off sc0 nt sc1
scratch_load_sbyte_d16 v255, v21, off sc1
global_load_sbyte_d16 a73, v[206:207], off offset:1665 sc0
global_load_sbyte_d16 a102, v11, s[24:25] offset:-3052 sc0 sc1
global_load_sbyte_d16 v192, v[254:255], off
global_load_sbyte_d16 a114, v76, s[38:39] offset:-1666 sc0 sc1
flat_load_sbyte_d16_hi a241, v[254:255] sc1
flat_load_sbyte_d16_hi a242, v[106:107] offset:3373 sc0 nt sc1
flat_load_sbyte_d16_hi v132, v[86:87] offset:2012 nt sc1
flat_load_sbyte_d16_hi a215, v[222:223] sc0
scratch_load_sbyte_d16_hi a3, v38, off offset:1680 sc0 nt sc1
scratch_load_sbyte_d16_hi v240, v30, off offset:165 sc1
scratch_load_sbyte_d16_hi a132, v34, off sc0 nt sc1
scratch_load_sbyte_d16_hi v28, v28, off sc0 nt
global_load_sbyte_d16_hi v124, v[254:255], off sc1
global_load_sbyte_d16_hi v117, v23, s[48:49] offset:-742 sc0 sc1
global_load_sbyte_d16_hi a145, v[90:91], off offset:-2791 sc0 nt sc1
global_load_sbyte_d16_hi v227, v[254:255], off offset:3320 nt
flat_load_short_d16 a24, v[16:17] nt
flat_load_short_d16 v97, v[8:9] offset:1576 sc0
flat_load_short_d16 a163, v[254:255] offset:1139 nt
flat_load_short_d16 a31, v[2:3] offset:204 nt
scratch_load_short_d16 v30, off, s27 offset:3195 sc1
scratch_load_short_d16 a164, v143, off nt
scratch_load_short_d16 a249, v13, off nt
scratch_load_short_d16 v2, v255, off offset:1601
global_load_short_d16 a255, v38, s[68:69] offset:-716 sc1
global_load_short_d16 a20, v255, s[18:19] sc0
global_load_short_d16 v19, v82, s[86:87] sc1
global_load_short_d16 a151, v[150:151], off sc0
flat_load_short_d16_hi v30, v[18:19] offset:1672 sc1
flat_load_short_d16_hi a22, v[12:13] offset:650 sc0 sc1
flat_load_short_d16_hi a98, v[180:181] offset:2303 sc0 sc1
flat_load_short_d16_hi v221, v[52:53] sc1
scratch_load_short_d16_hi a16, off, s77 offset:1098 nt sc1
scratch_load_short_d16_hi a0, v46, off offset:-2767 sc1
scratch_load_short_d16_hi a204, off, s18 offset:3275 sc1
scratch_load_short_d16_hi a22, v116, off offset:1553
global_load_short_d16_hi a255, v7, s[56:57] offset:1644 sc0 sc1
global_load_short_d16_hi v30, v[50:51], off offset:1859 sc1
global_load_short_d16_hi a5, v2, s[32:33]
global_load_short_d16_hi a88, v[32:33], off offset:2966 nt sc1
flat_atomic_swap v[10:11], v117 offset:2428
flat_atomic_swap v[44:45], a196 offset:617 nt sc1
flat_atomic_swap v[254:255], a8 offset:2920 nt
flat_atomic_swap v[24:25], a255 offset:3861 sc1
global_atomic_swap v[174:175], a19, off
global_atomic_swap v164, a215, s[84:85] offset:-1774
global_atomic_swap v[18:19], a100, off offset:-3301 nt
global_atomic_swap v255, a115, s[84:85] offset:-1532
flat_atomic_cmpswap v[4:5], v[112:113] offset:3881 nt sc1
flat_atomic_cmpswap v[254:255], a[18:19] offset:3484
flat_atomic_cmpswap v[250:251], v[0:1] sc1
flat_atomic_cmpswap v[150:151], a[104:105]
global_atomic_cmpswap v[28:29], v[28:29], off offset:282 sc1
global_atomic_cmpswap v[24:25], a[52:53], off offset:-551 sc1
global_atomic_cmpswap v254, a[76:77], s[26:27] offset:-802
global_atomic_cmpswap v[112:113], v[48:49], off offset:-3883
flat_atomic_add v[124:125], v1 offset:37 sc1
flat_atomic_add v[146:147], a32 nt
flat_atomic_add v[24:25], a147 offset:3949 nt
flat_atomic_add v[208:209], v135 offset:1202
global_atomic_add v[254:255], a105, off offset:-2449
global_atomic_add v[214:215], a54, off offset:3705
global_atomic_add v[254:255], a56, off offset:-3813 nt
global_atomic_add v[60:61], a30, off offset:1634 nt
flat_atomic_sub v[236:237], v154 offset:3469 sc1
flat_atomic_sub v[20:21], a102 nt sc1
flat_atomic_sub v[248:249], a30 sc1
flat_atomic_sub v[60:61], v219 offset:3709 nt
global_atomic_sub v187, v163, s[38:39] offset:2725 nt sc1
global_atomic_sub v232, a26, s[82:83] offset:1079 sc1
global_atomic_sub v23, a238, s[22:23] offset:3146 sc1
global_atomic_sub v123, v130, s[52:53] offset:1609
flat_atomic_smin v[0:1], v148
flat_atomic_smin v[10:11], v5 sc1
flat_atomic_smin v[2:3], a46 sc1
flat_atomic_smin v[254:255], v255 nt
global_atomic_smin v[2:3], v219, off nt
global_atomic_smin v254, a29, s[2:3] offset:-1367
global_atomic_smin v114, a22, s[54:55] offset:898
global_atomic_smin v[234:235], v99, off offset:4057 sc1
flat_atomic_umin v[222:223], a255 offset:1612 sc1
flat_atomic_umin v[254:255], v25 offset:61
flat_atomic_umin v[0:1], a20 offset:3717 nt
flat_atomic_umin v[254:255], v31 offset:3912 nt sc1
global_atomic_umin v252, a30, s[38:39] offset:3840 nt
global_atomic_umin v255, v39, s[78:79] offset:755 nt
global_atomic_umin v[34:35], v99, off offset:67 nt
global_atomic_umin v[2:3], v132, off offset:-798 nt sc1
flat_atomic_smax v[108:109], a120 offset:2656
flat_atomic_smax v[154:155], a63 offset:791 nt
flat_atomic_smax v[20:21], v89 offset:3625 nt sc1
flat_atomic_smax v[48:49], a5 nt
global_atomic_smax v[92:93], v22, off offset:-471
global_atomic_smax v[28:29], a255, off offset:-797 sc1
global_atomic_smax v[12:13], a246, off
global_atomic_smax v[8:9], a66, off offset:1703 sc1
flat_atomic_umax v[80:81], a249 offset:81 nt sc1
flat_atomic_umax v[2:3], a30 offset:4030
flat_atomic_umax v[20:21], a26 offset:287
flat_atomic_umax v[24:25], v81 offset:4003 nt
global_atomic_umax v16, a52, s[76:77] offset:-2621 nt sc1
global_atomic_umax v215, a165, s[22:23] sc1
global_atomic_umax v[170:171], a9, off
global_atomic_umax v44, a255, s[98:99] offset:-2611
flat_atomic_and v[192:193], a19
flat_atomic_and v[122:123], a29 offset:1863 sc1
flat_atomic_and v[100:101], a11 offset:164 sc1
flat_atomic_and v[6:7], v6 offset:3194 sc1
global_atomic_and v[26:27], a25, off offset:210
global_atomic_and v[24:25], v225, off offset:-3584 sc1
global_atomic_and v19, a23, s[96:97] offset:-224 nt sc1
global_atomic_and v222, v250, s[80:81]
flat_atomic_or v[60:61], v5 offset:716
flat_atomic_or v[6:7], a14 offset:2730 sc1
flat_atomic_or v[56:57], a22 offset:1493 sc1
flat_atomic_or v[254:255], a176 sc1
global_atomic_or v[230:231], a221, off sc1
global_atomic_or v148, v135, s[2:3] offset:-2739
global_atomic_or v234, a27, s[44:45]
global_atomic_or v[200:201], a255, off offset:-4012 nt
flat_atomic_xor v[22:23], a222
flat_atomic_xor v[24:25], v7 sc1
flat_atomic_xor v[36:37], v65 offset:162 nt
flat_atomic_xor v[26:27], a40 nt
global_atomic_xor v[250:251], a232, off sc1
global_atomic_xor v1, v46, s[24:25] sc1
global_atomic_xor v21, a64, s[26:27] nt
global_atomic_xor v[30:31], v28, off offset:4048 sc1
flat_atomic_inc v[22:23], a225 offset:699 nt
flat_atomic_inc v[156:157], v13 offset:1742
flat_atomic_inc v[10:11], v255 offset:2725 sc1
flat_atomic_inc v[30:31], v213 offset:3440
global_atomic_inc v[14:15], a199, off offset:-1557
global_atomic_inc v[252:253], a0, off offset:-1351 nt
global_atomic_inc v255, v164, s[82:83] offset:-2163
global_atomic_inc v255, v8, s[76:77]
flat_atomic_dec v[182:183], a192 offset:1779
flat_atomic_dec v[218:219], a81 offset:4088 nt sc1
flat_atomic_dec v[12:13], v235 offset:3680 sc1
flat_atomic_dec v[86:87], a14 offset:780
global_atomic_dec v107, a3, s[38:39] nt
global_atomic_dec v[144:145], a195, off offset:-408
global_atomic_dec v28, a57, s[66:67]
global_atomic_dec v18, a23, s[18:19] offset:1580
flat_atomic_swap_x2 v[138:139], v[214:215] offset:2024 nt
flat_atomic_swap_x2 v[4:5], a[12:13] nt sc1
flat_atomic_swap_x2 v[4:5], a[12:13] offset:1791 sc1
flat_atomic_swap_x2 v[68:69], v[24:25] offset:1441 sc1
global_atomic_swap_x2 v[184:185], a[4:5], off
global_atomic_swap_x2 v184, a[30:31], s[70:71] offset:-254 nt
global_atomic_swap_x2 v[6:7], a[8:9], off offset:-50 nt
global_atomic_swap_x2 v24, a[18:19], s[100:101]
flat_atomic_cmpswap_x2 v[200:201], a[20:23] offset:1941 sc1
flat_atomic_cmpswap_x2 v[10:11], v[172:175] offset:1691
flat_atomic_cmpswap_x2 v[6:7], a[0:3] offset:3574 nt sc1
flat_atomic_cmpswap_x2 v[234:235], v[22:25] offset:3090
global_atomic_cmpswap_x2 v78, a[104:107], s[34:35] offset:-388 sc1
global_atomic_cmpswap_x2 v[254:255], v[12:15], off offset:4042 nt
global_atomic_cmpswap_x2 v11, a[210:213], s[42:43] offset:-2637
global_atomic_cmpswap_x2 v16, v[100:103], s[22:23] nt
flat_atomic_add_x2 v[226:227], a[4:5] offset:600
flat_atomic_add_x2 v[160:161], a[10:11] offset:3603 nt
flat_atomic_add_x2 v[222:223], v[66:67] offset:1888 nt
flat_atomic_add_x2 v[254:255], a[62:63]
global_atomic_add_x2 v[18:19], a[28:29], off offset:-1910 nt sc1
global_atomic_add_x2 v98, v[0:1], s[78:79] sc1
global_atomic_add_x2 v92, a[232:233], s[12:13] offset:-1907 nt
global_atomic_add_x2 v150, a[62:63], s[36:37] nt
flat_atomic_sub_x2 v[110:111], a[4:5]
flat_atomic_sub_x2 v[30:31], a[200:201] offset:1021
flat_atomic_sub_x2 v[34:35], v[8:9] offset:181 sc1
flat_atomic_sub_x2 v[240:241], a[18:19] offset:2439 nt sc1
global_atomic_sub_x2 v22, a[46:47], s[20:21]
global_atomic_sub_x2 v[122:123], a[28:29], off
global_atomic_sub_x2 v183, v[52:53], s[12:13] offset:-958
global_atomic_sub_x2 v[202:203], a[26:27], off offset:-918 nt sc1
flat_atomic_smin_x2 v[48:49], v[76:77] nt
flat_atomic_smin_x2 v[254:255], v[24:25] offset:3427
flat_atomic_smin_x2 v[14:15], a[66:67] offset:3598 nt sc1
flat_atomic_smin_x2 v[134:135], a[138:139] offset:2946 nt
global_atomic_smin_x2 v[122:123], a[224:225], off sc1
global_atomic_smin_x2 v[74:75], a[52:53], off offset:1880
global_atomic_smin_x2 v[102:103], v[6:7], off offset:181 nt sc1
global_atomic_smin_x2 v[92:93], v[96:97], off offset:-862
flat_atomic_umin_x2 v[116:117], v[196:197] offset:2319 nt
flat_atomic_umin_x2 v[70:71], a[8:9] offset:1250 nt sc1
flat_atomic_umin_x2 v[58:59], v[142:143] offset:953
flat_atomic_umin_x2 v[52:53], a[86:87] offset:852 nt sc1
global_atomic_umin_x2 v[6:7], v[242:243], off nt
global_atomic_umin_x2 v12, a[66:67], s[16:17] offset:214 nt
global_atomic_umin_x2 v[80:81], a[8:9], off
global_atomic_umin_x2 v21, v[172:173], s[22:23] sc1
flat_atomic_smax_x2 v[188:189], a[14:15] offset:818
flat_atomic_smax_x2 v[16:17], v[8:9] nt
flat_atomic_smax_x2 v[108:109], v[198:199] offset:1169 nt
flat_atomic_smax_x2 v[28:29], a[80:81] offset:3972 nt sc1
global_atomic_smax_x2 v[16:17], v[20:21], off nt sc1
global_atomic_smax_x2 v14, a[200:201], s[70:71] offset:2427 sc1
global_atomic_smax_x2 v[18:19], a[122:123], off
global_atomic_smax_x2 v[142:143], a[28:29], off
flat_atomic_umax_x2 v[26:27], v[178:179] offset:2673 sc1
flat_atomic_umax_x2 v[20:21], v[24:25] offset:2649
flat_atomic_umax_x2 v[122:123], a[144:145] sc1
flat_atomic_umax_x2 v[104:105], v[144:145] nt
global_atomic_umax_x2 v22, v[168:169], s[88:89]
global_atomic_umax_x2 v[254:255], a[68:69], off
global_atomic_umax_x2 v[8:9], v[224:225], off sc1
global_atomic_umax_x2 v12, a[8:9], s[76:77] offset:3458 nt
flat_atomic_and_x2 v[8:9], a[28:29] offset:222 nt
flat_atomic_and_x2 v[28:29], a[18:19] offset:3773 nt
flat_atomic_and_x2 v[26:27], v[154:155]
flat_atomic_and_x2 v[12:13], v[18:19] nt
global_atomic_and_x2 v[92:93], a[8:9], off nt
global_atomic_and_x2 v15, a[8:9], s[26:27] sc1
global_atomic_and_x2 v[194:195], a[12:13], off offset:-2656 sc1
global_atomic_and_x2 v27, a[104:105], s[98:99] offset:3451 sc1
flat_atomic_or_x2 v[2:3], a[192:193] offset:1315 nt sc1
flat_atomic_or_x2 v[96:97], a[114:115] offset:2347 sc1
flat_atomic_or_x2 v[254:255], v[4:5] offset:2239 sc1
flat_atomic_or_x2 v[254:255], v[42:43] offset:3478
global_atomic_or_x2 v11, a[38:39], s[8:9] offset:2231
global_atomic_or_x2 v255, a[16:17], s[2:3] offset:3440 nt sc1
global_atomic_or_x2 v[30:31], v[56:57], off offset:-171
global_atomic_or_x2 v70, v[142:143], s[20:21] offset:-400 nt sc1
flat_atomic_xor_x2 v[28:29], a[220:221] offset:1366
flat_atomic_xor_x2 v[8:9], v[200:201] offset:3770
flat_atomic_xor_x2 v[16:17], a[216:217] sc1
flat_atomic_xor_x2 v[26:27], v[210:211] offset:1204 sc1
global_atomic_xor_x2 v41, v[76:77], s[68:69] offset:3436
global_atomic_xor_x2 v[140:141], a[4:5], off offset:-166 nt
global_atomic_xor_x2 v140, v[4:5], s[38:39] offset:3962
global_atomic_xor_x2 v19, a[152:153], s[68:69] offset:2325
flat_atomic_inc_x2 v[108:109], a[10:11] sc1
flat_atomic_inc_x2 v[232:233], v[10:11] offset:1232 nt
flat_atomic_inc_x2 v[216:217], a[18:19] offset:1970 sc1
flat_atomic_inc_x2 v[230:231], a[4:5] nt sc1
global_atomic_inc_x2 v232, a[120:121], s[70:71] offset:-3967 sc1
global_atomic_inc_x2 v[44:45], a[16:17], off nt
global_atomic_inc_x2 v[102:103], v[254:255], off offset:-2327 sc1
global_atomic_inc_x2 v1, a[202:203], s[92:93] offset:13
flat_atomic_dec_x2 v[254:255], a[218:219] offset:1337 nt
flat_atomic_dec_x2 v[16:17], v[2:3]
flat_atomic_dec_x2 v[224:225], a[118:119] offset:2744 nt
flat_atomic_dec_x2 v[218:219], a[20:21] offset:815
global_atomic_dec_x2 v7, v[12:13], s[18:19] offset:3880 nt
global_atomic_dec_x2 v[26:27], v[8:9], off nt
global_atomic_dec_x2 v26, a[16:17], s[92:93] offset:-169
global_atomic_dec_x2 v36, a[54:55], s[18:19] offset:-9
global_atomic_add_f32 v[176:177], v130, off offset:2585 sc1
global_atomic_add_f32 v82, v113, s[84:85] nt
global_atomic_add_f32 v[22:23], a198, off offset:-265
global_atomic_add_f32 v26, v148, s[34:35] nt sc1
global_atomic_pk_add_f16 v[254:255], v9, off offset:-1441 nt sc1
global_atomic_pk_add_f16 v172, a134, s[24:25] offset:-335 nt sc1
global_atomic_pk_add_f16 v63, a159, s[76:77] offset:2723 sc1
global_atomic_pk_add_f16 v62, v128, s[56:57] nt
flat_atomic_add_f64 v[24:25], v[254:255] nt
flat_atomic_add_f64 v[138:139], v[60:61] nt
flat_atomic_add_f64 v[180:181], v[4:5] offset:709 sc1
flat_atomic_add_f64 v[66:67], v[80:81] offset:3029 nt
global_atomic_add_f64 v76, v[78:79], s[52:53] offset:2012
global_atomic_add_f64 v35, a[250:251], s[82:83] offset:2885 sc1
global_atomic_add_f64 v13, a[210:211], s[56:57] offset:4086 nt sc1
global_atomic_add_f64 v16, a[108:109], s[94:95] offset:-4064
flat_atomic_min_f64 v[6:7], a[92:93] offset:693 sc1
flat_atomic_min_f64 v[4:5], v[30:31] offset:1944 sc1
flat_atomic_min_f64 v[156:157], a[170:171] offset:2886 sc1
flat_atomic_min_f64 v[188:189], a[18:19] offset:3215 nt sc1
global_atomic_min_f64 v182, a[216:217], s[58:59] offset:-158 nt sc1
global_atomic_min_f64 v139, a[106:107], s[6:7] sc1
global_atomic_min_f64 v43, v[192:193], s[28:29] offset:1704 sc1
global_atomic_min_f64 v135, a[4:5], s[38:39] offset:-1256 sc1
flat_atomic_max_f64 v[134:135], v[28:29]
flat_atomic_max_f64 v[174:175], v[16:17] nt
flat_atomic_max_f64 v[16:17], v[254:255] offset:811
flat_atomic_max_f64 v[102:103], a[2:3] offset:1662 nt
global_atomic_max_f64 v[60:61], v[54:55], off offset:-3811
global_atomic_max_f64 v172, v[16:17], s[28:29]
global_atomic_max_f64 v34, a[20:21], s[92:93] offset:3480
global_atomic_max_f64 v73, a[254:255], s[40:41]
scratch_load_lds_ubyte off, s63 offset:2999 nt
scratch_load_lds_ubyte v12, off offset:-2469 sc1
scratch_load_lds_ubyte off, s49 offset:-15 sc0
scratch_load_lds_ubyte v4, off offset:703 sc1
global_load_lds_ubyte v[122:123], off
global_load_lds_ubyte v67, s[0:1] offset:898 sc0 sc1
global_load_lds_ubyte v[250:251], off sc1
global_load_lds_ubyte v30, s[38:39]
scratch_load_lds_sbyte off, s66 offset:3228 nt sc1
scratch_load_lds_sbyte off, s100 offset:3763 sc0
scratch_load_lds_sbyte v206, off offset:1119 sc1
scratch_load_lds_sbyte off, s91 offset:942 nt
global_load_lds_sbyte v80, s[52:53] offset:3191 sc0 nt sc1
global_load_lds_sbyte v17, s[68:69] offset:-1256 sc0
global_load_lds_sbyte v[16:17], off sc0 sc1
global_load_lds_sbyte v25, s[100:101] offset:3554 sc0
scratch_load_lds_ushort v255, off offset:1014 sc0 sc1
scratch_load_lds_ushort off, s1
scratch_load_lds_ushort off, s25
scratch_load_lds_ushort v5, off offset:504 sc0 nt sc1
global_load_lds_ushort v21, s[92:93] offset:1295 sc0 sc1
global_load_lds_ushort v[68:69], off
global_load_lds_ushort v3, s[44:45]
global_load_lds_ushort v[12:13], off offset:-1156 nt sc1
scratch_load_lds_sshort v15, off offset:3040 sc0 sc1
scratch_load_lds_sshort off, s72 sc0
scratch_load_lds_sshort v198, off offset:2234 sc1
scratch_load_lds_sshort v26, off offset:644 sc0 sc1
global_load_lds_sshort v191, s[76:77] offset:2392 nt
global_load_lds_sshort v[42:43], off sc0
global_load_lds_sshort v[154:155], off offset:-610 sc1
global_load_lds_sshort v[204:205], off offset:-2249 nt sc1
scratch_load_lds_dword v10, off offset:-3717 sc0
scratch_load_lds_dword off, s61 nt sc1
scratch_load_lds_dword v102, off offset:197 nt
scratch_load_lds_dword v19, off offset:-3059 nt sc1
global_load_lds_dword v31, s[70:71] offset:-3729 sc0
global_load_lds_dword v[68:69], off sc0 sc1
global_load_lds_dword v141, s[18:19] offset:-3818 nt sc1
global_load_lds_dword v11, s[22:23] sc0 nt sc1
flat_atomic_swap a111, v[14:15], a26 sc0 nt
flat_atomic_swap a99, v[104:105], a3 offset:3758 sc0
flat_atomic_swap a122, v[238:239], a168 offset:1169 sc0 nt
flat_atomic_swap a7, v[8:9], a29 offset:4086 sc0 sc1
global_atomic_swap a19, v[232:233], a9, off sc0 sc1
global_atomic_swap v228, v255, v174, s[44:45] offset:2977 sc0 nt sc1
global_atomic_swap v157, v[236:237], v6, off offset:357 sc0
global_atomic_swap v54, v17, v48, s[24:25] offset:3146 sc0
flat_atomic_cmpswap v237, v[242:243], v[12:13] sc0
flat_atomic_cmpswap a217, v[188:189], a[14:15] offset:1508 sc0 sc1
flat_atomic_cmpswap a215, v[254:255], a[4:5] sc0 nt sc1
flat_atomic_cmpswap a160, v[254:255], a[8:9] sc0 nt
global_atomic_cmpswap a128, v[4:5], a[254:255], off sc0 nt
global_atomic_cmpswap v116, v17, v[24:25], s[60:61] sc0 sc1
global_atomic_cmpswap v255, v47, v[20:21], s[72:73] offset:3785 sc0 nt
global_atomic_cmpswap v255, v[22:23], v[218:219], off offset:3258 sc0 sc1
flat_atomic_add a22, v[150:151], a28 offset:637 sc0 nt
flat_atomic_add a31, v[36:37], a255 offset:610 sc0 sc1
flat_atomic_add v188, v[20:21], v193 offset:1197 sc0 nt
flat_atomic_add a222, v[162:163], a16 offset:49 sc0
global_atomic_add v121, v2, v243, s[4:5] offset:241 sc0 nt sc1
global_atomic_add a22, v[194:195], a11, off sc0 nt
global_atomic_add v26, v218, v172, s[78:79] offset:2560 sc0 nt sc1
global_atomic_add v234, v190, v130, s[4:5] sc0 sc1
flat_atomic_sub a122, v[6:7], a210 offset:1657 sc0 nt
flat_atomic_sub v140, v[20:21], v71 offset:1076 sc0
flat_atomic_sub v134, v[170:171], v3 sc0
flat_atomic_sub a3, v[108:109], a255 offset:1554 sc0
global_atomic_sub v159, v33, v53, s[64:65] offset:3755 sc0 nt
global_atomic_sub a94, v203, a16, s[2:3] offset:1552 sc0 nt
global_atomic_sub a3, v[14:15], a156, off sc0 sc1
global_atomic_sub v38, v189, v90, s[28:29] offset:-2447 sc0 nt sc1
flat_atomic_smin a31, v[248:249], a167 sc0
flat_atomic_smin a4, v[184:185], a124 offset:1688 sc0
flat_atomic_smin v255, v[12:13], v255 sc0 nt
flat_atomic_smin v4, v[28:29], v191 sc0
global_atomic_smin a5, v[64:65], a49, off sc0 sc1
global_atomic_smin a161, v[20:21], a252, off offset:60 sc0 nt
global_atomic_smin a14, v238, a10, s[72:73] offset:365 sc0 nt
global_atomic_smin v26, v[174:175], v69, off offset:2586 sc0
flat_atomic_umin a158, v[24:25], a176 offset:908 sc0 nt sc1
flat_atomic_umin v255, v[32:33], v255 offset:3177 sc0 sc1
flat_atomic_umin v80, v[76:77], v9 offset:1492 sc0
flat_atomic_umin a58, v[50:51], a71 sc0 nt sc1
global_atomic_umin a29, v[198:199], a24, off offset:-175 sc0
global_atomic_umin v72, v[58:59], v26, off sc0
global_atomic_umin a14, v[170:171], a26, off offset:1321 sc0
global_atomic_umin v187, v[26:27], v130, off offset:-594 sc0 sc1
flat_atomic_smax a221, v[18:19], a56 offset:4009 sc0 nt sc1
flat_atomic_smax a209, v[24:25], a229 offset:2522 sc0
flat_atomic_smax v9, v[22:23], v160 offset:997 sc0
flat_atomic_smax a187, v[16:17], a255 offset:1095 sc0 sc1
global_atomic_smax v15, v80, v27, s[34:35] offset:-410 sc0
global_atomic_smax v83, v242, v1, s[60:61] offset:451 sc0 nt sc1
global_atomic_smax a3, v[212:213], a4, off offset:2345 sc0 nt sc1
global_atomic_smax v237, v27, v213, s[6:7] offset:-1382 sc0 nt sc1
flat_atomic_umax a22, v[14:15], a150 sc0 nt
flat_atomic_umax v16, v[28:29], v170 sc0 nt
flat_atomic_umax a48, v[154:155], a1 offset:1048 sc0
flat_atomic_umax v114, v[126:127], v17 offset:2244 sc0 sc1
global_atomic_umax v228, v[2:3], v68, off offset:3062 sc0 nt
global_atomic_umax a160, v[54:55], a29, off sc0
global_atomic_umax v88, v[246:247], v82, off offset:-2293 sc0
global_atomic_umax v61, v[86:87], v40, off offset:-851 sc0
flat_atomic_and a173, v[10:11], a255 offset:677 sc0
flat_atomic_and v188, v[12:13], v148 offset:3324 sc0
flat_atomic_and a178, v[20:21], a27 offset:2274 sc0
flat_atomic_and v109, v[206:207], v20 offset:1388 sc0 sc1
global_atomic_and v8, v144, v252, s[86:87] sc0 sc1
global_atomic_and a255, v95, a29, s[90:91] offset:-2439 sc0
global_atomic_and v89, v69, v54, s[36:37] offset:1240 sc0 sc1
global_atomic_and a230, v211, a255, s[14:15] sc0 nt
flat_atomic_or a88, v[254:255], a6 offset:2193 sc0
flat_atomic_or v149, v[234:235], v240 sc0 nt
flat_atomic_or a29, v[126:127], a177 offset:3950 sc0
flat_atomic_or a232, v[28:29], a141 sc0 nt
global_atomic_or a190, v157, a177, s[68:69] offset:3931 sc0 nt sc1
global_atomic_or v75, v149, v136, s[46:47] sc0 nt
global_atomic_or a34, v192, a226, s[98:99] offset:2671 sc0 sc1
global_atomic_or a20, v[26:27], a111, off sc0 nt sc1
flat_atomic_xor a237, v[248:249], a63 offset:744 sc0 nt
flat_atomic_xor a204, v[8:9], a67 offset:581 sc0
flat_atomic_xor a24, v[106:107], a163 offset:930 sc0 nt sc1
flat_atomic_xor v76, v[116:117], v220 offset:1698 sc0
global_atomic_xor v137, v7, v99, s[64:65] sc0 nt sc1
global_atomic_xor a177, v47, a19, s[86:87] offset:420 sc0 sc1
global_atomic_xor v13, v255, v187, s[28:29] sc0 nt
global_atomic_xor v78, v172, v9, s[0:1] offset:-206 sc0 nt sc1
flat_atomic_inc a250, v[24:25], a28 offset:2707 sc0
flat_atomic_inc a151, v[10:11], a19 offset:304 sc0
flat_atomic_inc a255, v[2:3], a32 offset:426 sc0 sc1
flat_atomic_inc a18, v[16:17], a219 sc0 sc1
global_atomic_inc a90, v22, a31, s[100:101] offset:-2924 sc0
global_atomic_inc v17, v[6:7], v255, off offset:3993 sc0
global_atomic_inc v170, v65, v113, s[78:79] offset:3900 sc0 nt
global_atomic_inc a52, v[36:37], a255, off offset:-2284 sc0 nt sc1
flat_atomic_dec a7, v[190:191], a219 offset:3915 sc0
flat_atomic_dec a0, v[2:3], a2 sc0
flat_atomic_dec v0, v[12:13], v228 sc0 nt
flat_atomic_dec v17, v[44:45], v254 offset:1593 sc0 nt
global_atomic_dec a244, v155, a184, s[34:35] offset:-294 sc0 nt
global_atomic_dec a184, v[76:77], a4, off sc0 sc1
global_atomic_dec a174, v107, a31, s[24:25] offset:-3518 sc0 nt sc1
global_atomic_dec v154, v[28:29], v142, off offset:3861 sc0
flat_atomic_add_f32 v[24:25], a111 offset:3880
flat_atomic_add_f32 v[238:239], v60 offset:344 nt sc1
flat_atomic_add_f32 v[72:73], a16 offset:969 sc1
flat_atomic_add_f32 v[242:243], v30 offset:487
flat_atomic_add_f32 a17, v[240:241], a149 offset:1279 sc0
flat_atomic_add_f32 v25, v[184:185], v23 offset:2154 sc0 nt
flat_atomic_add_f32 a218, v[192:193], a29 offset:181 sc0 nt sc1
flat_atomic_add_f32 a23, v[166:167], a26 sc0 sc1
global_atomic_add_f32 v47, v1, v10, s[88:89] offset:1173 sc0
global_atomic_add_f32 a31, v245, a140, s[28:29] offset:-134 sc0 nt sc1
global_atomic_add_f32 v2, v70, v18, s[40:41] offset:4075 sc0
global_atomic_add_f32 a141, v97, a255, s[50:51] sc0 nt
flat_atomic_pk_add_f16 v[26:27], a13 offset:3462
flat_atomic_pk_add_f16 v[38:39], a68
flat_atomic_pk_add_f16 v[254:255], a27 sc1
flat_atomic_pk_add_f16 v[160:161], v9 offset:772 nt sc1
flat_atomic_pk_add_f16 a111, v[62:63], a242 offset:1022 sc0 nt sc1
flat_atomic_pk_add_f16 a0, v[0:1], a155 sc0 nt sc1
flat_atomic_pk_add_f16 v29, v[28:29], v56 offset:4069 sc0
flat_atomic_pk_add_f16 a255, v[18:19], a178 offset:4078 sc0 sc1
global_atomic_pk_add_f16 v228, v57, v11, s[60:61] offset:3265 sc0 nt
global_atomic_pk_add_f16 v2, v[178:179], v128, off offset:2954 sc0
global_atomic_pk_add_f16 a255, v[166:167], a26, off sc0 sc1
global_atomic_pk_add_f16 v217, v[12:13], v159, off offset:3565 sc0 nt sc1
flat_atomic_add_f64 a[180:181], v[104:105], a[210:211] offset:404 sc0 sc1
flat_atomic_add_f64 v[8:9], v[50:51], v[44:45] offset:2476 sc0
flat_atomic_add_f64 v[10:11], v[192:193], v[164:165] offset:4064 sc0 nt sc1
flat_atomic_add_f64 v[24:25], v[254:255], v[254:255] sc0 sc1
global_atomic_add_f64 v[128:129], v[20:21], v[6:7], off offset:-2583 sc0 sc1
global_atomic_add_f64 a[154:155], v[206:207], a[166:167], off sc0 nt sc1
global_atomic_add_f64 v[130:131], v81, v[8:9], s[72:73] sc0 nt sc1
global_atomic_add_f64 a[4:5], v31, a[22:23], s[80:81] offset:1257 sc0 nt
flat_atomic_min_f64 a[28:29], v[222:223], a[254:255] offset:2285 sc0
flat_atomic_min_f64 a[40:41], v[22:23], a[34:35] offset:855 sc0 sc1
flat_atomic_min_f64 a[110:111], v[196:197], a[16:17] offset:753 sc0
flat_atomic_min_f64 a[12:13], v[10:11], a[98:99] offset:3175 sc0
global_atomic_min_f64 a[18:19], v[62:63], a[60:61], off offset:49 sc0 nt
global_atomic_min_f64 a[88:89], v[224:225], a[92:93], off offset:-3532 sc0 nt sc1
global_atomic_min_f64 v[20:21], v82, v[192:193], s[44:45] offset:535 sc0
global_atomic_min_f64 v[208:209], v202, v[0:1], s[58:59] offset:1596 sc0
flat_atomic_max_f64 v[30:31], v[222:223], v[222:223] offset:3023 sc0
flat_atomic_max_f64 v[6:7], v[6:7], v[8:9] offset:980 sc0 nt sc1
flat_atomic_max_f64 v[166:167], v[150:151], v[48:49] offset:1700 sc0 nt
flat_atomic_max_f64 v[254:255], v[254:255], v[208:209] offset:2514 sc0 nt
global_atomic_max_f64 a[204:205], v[240:241], a[14:15], off offset:1983 sc0 nt
global_atomic_max_f64 a[114:115], v[252:253], a[104:105], off sc0 nt sc1
global_atomic_max_f64 v[190:191], v[40:41], v[60:61], off sc0
global_atomic_max_f64 a[172:173], v136, a[112:113], s[90:91] offset:1580 sc0 sc1
flat_atomic_pk_add_bf16 v[198:199], a19 offset:1435 nt
flat_atomic_pk_add_bf16 v[16:17], a24 sc1
flat_atomic_pk_add_bf16 v[24:25], v25 offset:532
flat_atomic_pk_add_bf16 v[88:89], a30 nt
flat_atomic_pk_add_bf16 a255, v[128:129], a16 offset:1571 sc0
flat_atomic_pk_add_bf16 a254, v[26:27], a179 offset:2166 sc0
flat_atomic_pk_add_bf16 a179, v[8:9], a6 offset:3407 sc0 nt
flat_atomic_pk_add_bf16 a224, v[40:41], a255 offset:2208 sc0 nt
global_atomic_pk_add_bf16 v[0:1], v255, off nt sc1
global_atomic_pk_add_bf16 v[18:19], v101, off offset:2988 nt
global_atomic_pk_add_bf16 v201, a9, s[10:11] offset:615 nt sc1
global_atomic_pk_add_bf16 v[254:255], v31, off
global_atomic_pk_add_bf16 v201, v162, v14, s[10:11] offset:-3370 sc0 nt
global_atomic_pk_add_bf16 a234, v[118:119], a15, off offset:109 sc0 nt
global_atomic_pk_add_bf16 v28, v[4:5], v255, off offset:1847 sc0 sc1
global_atomic_pk_add_bf16 a27, v[170:171], a113, off offset:769 sc0 nt
flat_atomic_swap_x2 a[0:1], v[204:205], a[120:121] sc0
flat_atomic_swap_x2 v[154:155], v[46:47], v[16:17] offset:335 sc0
flat_atomic_swap_x2 a[30:31], v[14:15], a[38:39] offset:1383 sc0
flat_atomic_swap_x2 v[120:121], v[224:225], v[126:127] offset:2 sc0
global_atomic_swap_x2 a[28:29], v56, a[138:139], s[100:101] sc0 sc1
global_atomic_swap_x2 a[18:19], v228, a[208:209], s[76:77] offset:578 sc0
global_atomic_swap_x2 v[116:117], v[18:19], v[254:255], off offset:1521 sc0 nt
global_atomic_swap_x2 a[254:255], v[170:171], a[4:5], off sc0
flat_atomic_cmpswap_x2 v[78:79], v[48:49], v[94:97] offset:134 sc0
flat_atomic_cmpswap_x2 a[4:5], v[254:255], a[18:21] offset:1431 sc0 sc1
flat_atomic_cmpswap_x2 v[162:163], v[254:255], v[92:95] offset:1926 sc0 nt sc1
flat_atomic_cmpswap_x2 a[234:235], v[136:137], a[26:29] sc0 nt
global_atomic_cmpswap_x2 a[142:143], v235, a[190:193], s[92:93] offset:-2331 sc0 nt
global_atomic_cmpswap_x2 a[12:13], v94, a[252:255], s[28:29] offset:-2124 sc0 nt
global_atomic_cmpswap_x2 v[58:59], v70, v[14:17], s[40:41] offset:3315 sc0 nt
global_atomic_cmpswap_x2 a[116:117], v[236:237], a[8:11], off sc0 nt
flat_atomic_add_x2 v[20:21], v[176:177], v[26:27] sc0
flat_atomic_add_x2 a[254:255], v[36:37], a[16:17] offset:3169 sc0 nt sc1
flat_atomic_add_x2 a[20:21], v[254:255], a[254:255] offset:2544 sc0 sc1
flat_atomic_add_x2 a[28:29], v[204:205], a[0:1] sc0
global_atomic_add_x2 a[10:11], v232, a[104:105], s[68:69] offset:-3854 sc0
global_atomic_add_x2 a[16:17], v6, a[6:7], s[6:7] sc0 nt sc1
global_atomic_add_x2 a[178:179], v0, a[6:7], s[8:9] offset:2202 sc0 nt
global_atomic_add_x2 v[250:251], v117, v[16:17], s[100:101] offset:192 sc0 sc1
flat_atomic_sub_x2 a[172:173], v[52:53], a[162:163] offset:3309 sc0
flat_atomic_sub_x2 a[52:53], v[126:127], a[8:9] offset:2802 sc0
flat_atomic_sub_x2 v[118:119], v[6:7], v[14:15] offset:1159 sc0 nt sc1
flat_atomic_sub_x2 v[134:135], v[122:123], v[232:233] offset:114 sc0 sc1
global_atomic_sub_x2 a[64:65], v30, a[18:19], s[42:43] sc0 nt
global_atomic_sub_x2 v[188:189], v[254:255], v[254:255], off offset:-1127 sc0 nt
global_atomic_sub_x2 a[128:129], v[42:43], a[254:255], off offset:-3724 sc0
global_atomic_sub_x2 a[18:19], v[6:7], a[6:7], off offset:2073 sc0 nt
flat_atomic_smin_x2 a[16:17], v[2:3], a[234:235] sc0
flat_atomic_smin_x2 a[120:121], v[16:17], a[78:79] sc0 sc1
flat_atomic_smin_x2 v[206:207], v[4:5], v[102:103] sc0
flat_atomic_smin_x2 a[4:5], v[14:15], a[142:143] sc0 nt
global_atomic_smin_x2 v[226:227], v[22:23], v[128:129], off sc0
global_atomic_smin_x2 v[124:125], v53, v[28:29], s[34:35] sc0 sc1
global_atomic_smin_x2 v[6:7], v64, v[22:23], s[66:67] sc0
global_atomic_smin_x2 v[232:233], v0, v[180:181], s[18:19] offset:881 sc0
flat_atomic_umin_x2 v[20:21], v[20:21], v[86:87] sc0
flat_atomic_umin_x2 a[168:169], v[10:11], a[216:217] offset:1887 sc0 nt
flat_atomic_umin_x2 a[254:255], v[214:215], a[16:17] offset:4058 sc0 sc1
flat_atomic_umin_x2 a[240:241], v[8:9], a[6:7] sc0 nt sc1
global_atomic_umin_x2 v[164:165], v21, v[152:153], s[54:55] offset:-2701 sc0
global_atomic_umin_x2 v[38:39], v[102:103], v[32:33], off offset:-2815 sc0 nt sc1
global_atomic_umin_x2 v[18:19], v13, v[126:127], s[42:43] sc0 sc1
global_atomic_umin_x2 v[210:211], v[30:31], v[222:223], off offset:1 sc0 nt
flat_atomic_smax_x2 v[0:1], v[144:145], v[66:67] sc0
flat_atomic_smax_x2 a[118:119], v[206:207], a[14:15] offset:3706 sc0
flat_atomic_smax_x2 v[20:21], v[18:19], v[120:121] offset:1586 sc0 sc1
flat_atomic_smax_x2 a[134:135], v[28:29], a[22:23] offset:221 sc0 sc1
global_atomic_smax_x2 a[246:247], v[30:31], a[128:129], off offset:2178 sc0 sc1
global_atomic_smax_x2 v[34:35], v1, v[186:187], s[62:63] sc0
global_atomic_smax_x2 a[24:25], v241, a[98:99], s[24:25] offset:-1378 sc0 sc1
global_atomic_smax_x2 a[84:85], v[34:35], a[16:17], off offset:2564 sc0 sc1
flat_atomic_umax_x2 v[212:213], v[26:27], v[172:173] offset:2620 sc0 sc1
flat_atomic_umax_x2 v[10:11], v[80:81], v[172:173] offset:2979 sc0 nt sc1
flat_atomic_umax_x2 v[142:143], v[182:183], v[170:171] offset:491 sc0
flat_atomic_umax_x2 a[106:107], v[154:155], a[4:5] offset:1587 sc0
global_atomic_umax_x2 a[4:5], v6, a[98:99], s[96:97] offset:2805 sc0 nt
global_atomic_umax_x2 a[12:13], v[120:121], a[156:157], off offset:2108 sc0 sc1
global_atomic_umax_x2 v[240:241], v141, v[36:37], s[84:85] sc0 nt
global_atomic_umax_x2 a[208:209], v6, a[4:5], s[44:45] offset:-1438 sc0 nt
flat_atomic_and_x2 a[94:95], v[254:255], a[254:255] offset:1408 sc0 nt sc1
flat_atomic_and_x2 a[28:29], v[238:239], a[64:65] offset:1647 sc0
flat_atomic_and_x2 v[142:143], v[28:29], v[6:7] offset:583 sc0 nt sc1
flat_atomic_and_x2 a[24:25], v[228:229], a[14:15] offset:3338 sc0 sc1
global_atomic_and_x2 v[226:227], v[206:207], v[12:13], off offset:964 sc0 sc1
global_atomic_and_x2 a[16:17], v[194:195], a[210:211], off offset:901 sc0 nt
global_atomic_and_x2 v[2:3], v241, v[194:195], s[28:29] sc0 nt sc1
global_atomic_and_x2 a[30:31], v[4:5], a[56:57], off offset:1330 sc0 nt
flat_atomic_or_x2 v[254:255], v[2:3], v[254:255] offset:751 sc0 sc1
flat_atomic_or_x2 v[30:31], v[240:241], v[24:25] offset:2662 sc0
flat_atomic_or_x2 a[144:145], v[6:7], a[222:223] sc0 nt
flat_atomic_or_x2 v[18:19], v[8:9], v[8:9] sc0 sc1
global_atomic_or_x2 a[16:17], v38, a[16:17], s[6:7] offset:-3086 sc0 nt sc1
global_atomic_or_x2 a[10:11], v255, a[122:123], s[26:27] offset:-1593 sc0 nt
global_atomic_or_x2 v[138:139], v[24:25], v[0:1], off offset:-1447 sc0 nt sc1
global_atomic_or_x2 a[106:107], v230, a[254:255], s[22:23] sc0
flat_atomic_xor_x2 a[246:247], v[254:255], a[90:91] offset:2095 sc0 nt
flat_atomic_xor_x2 v[12:13], v[204:205], v[206:207] offset:1102 sc0 nt
flat_atomic_xor_x2 v[24:25], v[14:15], v[254:255] offset:2928 sc0
flat_atomic_xor_x2 v[100:101], v[212:213], v[130:131] offset:2924 sc0
global_atomic_xor_x2 a[26:27], v109, a[98:99], s[88:89] offset:-2529 sc0
global_atomic_xor_x2 a[32:33], v1, a[94:95], s[88:89] offset:-3593 sc0 sc1
global_atomic_xor_x2 a[254:255], v0, a[14:15], s[56:57] offset:-3869 sc0
global_atomic_xor_x2 v[22:23], v[16:17], v[22:23], off offset:-4067 sc0 sc1
flat_atomic_inc_x2 v[10:11], v[30:31], v[188:189] offset:3338 sc0 sc1
flat_atomic_inc_x2 v[16:17], v[60:61], v[12:13] offset:3409 sc0
flat_atomic_inc_x2 a[214:215], v[12:13], a[190:191] sc0
flat_atomic_inc_x2 a[28:29], v[220:221], a[30:31] offset:3590 sc0 sc1
global_atomic_inc_x2 v[28:29], v[2:3], v[252:253], off sc0 nt sc1
global_atomic_inc_x2 v[32:33], v23, v[254:255], s[34:35] offset:697 sc0 nt sc1
global_atomic_inc_x2 v[16:17], v[16:17], v[28:29], off offset:404 sc0 nt sc1
global_atomic_inc_x2 v[214:215], v[42:43], v[6:7], off offset:1390 sc0
flat_atomic_dec_x2 a[210:211], v[22:23], a[216:217] offset:3516 sc0 sc1
flat_atomic_dec_x2 a[162:163], v[22:23], a[24:25] sc0
flat_atomic_dec_x2 a[142:143], v[28:29], a[24:25] sc0
flat_atomic_dec_x2 v[136:137], v[254:255], v[116:117] offset:2030 sc0 nt
global_atomic_dec_x2 v[0:1], v[136:137], v[16:17], off offset:-3798 sc0 nt
global_atomic_dec_x2 a[208:209], v213, a[26:27], s[100:101] sc0
global_atomic_dec_x2 a[30:31], v211, a[24:25], s[36:37] offset:3250 sc0 nt
global_atomic_dec_x2 a[12:13], v[202:203], a[22:23], off sc0
v_mfma_f32_16x16x8_xf32 a[14:17], a[128:129], a[212:213], a[14:17] cbsz:4
v_mfma_f32_16x16x8_xf32 v[208:211], a[166:167], v[20:21], 1.0 cbsz:0 abid:3
v_mfma_f32_16x16x8_xf32 v[130:133], a[240:241], a[16:17], -0.5 abid:8 blgp:0
v_mfma_f32_16x16x8_xf32 a[196:199], v[198:199], a[62:63], a[252:255] cbsz:7
v_mfma_f32_32x32x4_xf32 a[20:35], v[244:245], a[128:129], a[20:35] abid:5
v_mfma_f32_32x32x4_xf32 a[36:51], v[38:39], a[254:255], a[36:51]
v_mfma_f32_32x32x4_xf32 a[32:47], v[254:255], a[192:193], a[32:47] cbsz:0
v_mfma_f32_32x32x4_xf32 a[6:21], a[234:235], a[20:21], 0
v_mfma_f32_32x32x1_2b_f32 a[120:151], a121, a18, 1.0 blgp:6
v_mfma_f32_32x32x1_2b_f32 v[130:161], a93, a25, v[4:35] abid:6 blgp:3
v_mfma_f32_32x32x1_2b_f32 a[148:179], v7, v15, 7 cbsz:1 blgp:2
v_mfma_f32_32x32x1_2b_f32 v[168:199], v25, v240, -2.0 cbsz:2
v_mfma_f32_16x16x1_4b_f32 a[18:33], a225, a22, a[18:33]
v_mfma_f32_16x16x1_4b_f32 v[186:201], a206, a186, v[186:201] abid:9 blgp:2
v_mfma_f32_16x16x1_4b_f32 a[160:175], v66, a131, 44 abid:4 blgp:5
v_mfma_f32_16x16x1_4b_f32 v[240:255], v84, a140, v[6:21] abid:0 blgp:2
v_mfma_f32_4x4x1_16b_f32 v[14:17], a161, v61, -0.5 abid:7 blgp:5
v_mfma_f32_4x4x1_16b_f32 v[228:231], v19, v174, v[228:231] cbsz:6
v_mfma_f32_4x4x1_16b_f32 a[152:155], a3, a59, a[152:155] cbsz:0 blgp:3
v_mfma_f32_4x4x1_16b_f32 a[220:223], v186, a18, a[220:223]
v_mfma_f32_32x32x2_f32 v[60:75], a254, v159, v[6:21] blgp:4
v_mfma_f32_32x32x2_f32 a[72:87], a223, v25, a[72:87] cbsz:4 blgp:7
v_mfma_f32_32x32x2_f32 v[116:131], v167, v1, v[116:131]
v_mfma_f32_32x32x2_f32 a[28:43], v120, v29, a[122:137] cbsz:3 abid:1
v_mfma_f32_16x16x4_f32 v[2:5], a255, a132, v[2:5] cbsz:2 blgp:6
v_mfma_f32_16x16x4_f32 v[30:33], a10, a11, v[246:249] abid:13
v_mfma_f32_16x16x4_f32 v[14:17], v13, a41, v[14:17] blgp:2
v_mfma_f32_16x16x4_f32 v[30:33], v230, a1, v[30:33] blgp:5
v_mfma_f32_32x32x4_2b_f16 v[144:175], a[254:255], a[194:195], v[224:255] abid:14
v_mfma_f32_32x32x4_2b_f16 v[152:183], v[146:147], v[14:15], v[152:183] cbsz:5 abid:2
v_mfma_f32_32x32x4_2b_f16 a[160:191], a[180:181], v[0:1], a[160:191] cbsz:4 abid:1 blgp:6
v_mfma_f32_32x32x4_2b_f16 a[172:203], a[158:159], a[92:93], a[172:203] cbsz:6 abid:15 blgp:1
v_mfma_f32_16x16x4_4b_f16 v[60:75], a[30:31], a[178:179], v[94:109] abid:2
v_mfma_f32_16x16x4_4b_f16 v[240:255], a[6:7], v[146:147], -10 abid:10
v_mfma_f32_16x16x4_4b_f16 a[50:65], v[228:229], a[90:91], a[50:65] cbsz:6 abid:13
v_mfma_f32_4x4x4_16b_f16 a[20:23], v[48:49], a[0:1], a[228:231] cbsz:1 blgp:0
v_mfma_f32_4x4x4_16b_f16 v[18:21], v[10:11], v[28:29], v[170:173] cbsz:5 abid:7 blgp:5
v_mfma_f32_4x4x4_16b_f16 a[26:29], v[26:27], v[22:23], 52 cbsz:5 abid:11
v_mfma_f32_4x4x4_16b_f16 a[120:123], a[78:79], v[236:237], a[136:139]
v_mfma_f32_32x32x8_f16 a[240:255], v[26:27], v[14:15], -6 cbsz:4
v_mfma_f32_32x32x8_f16 a[174:189], v[28:29], v[24:25], 40 cbsz:7 abid:5
v_mfma_f32_32x32x8_f16 v[28:43], a[134:135], v[62:63], v[58:73] cbsz:3
v_mfma_f32_32x32x8_f16 a[16:31], v[242:243], a[48:49], a[88:103] abid:10
v_mfma_f32_16x16x16_f16 a[28:31], v[26:27], v[22:23], a[28:31] abid:0
v_mfma_f32_16x16x16_f16 v[252:255], a[2:3], a[22:23], v[252:255] abid:1 blgp:1
v_mfma_f32_16x16x16_f16 a[252:255], a[26:27], a[20:21], a[252:255]
v_mfma_f32_16x16x16_f16 v[58:61], v[254:255], a[254:255], v[58:61] blgp:4
v_mfma_i32_32x32x4_2b_i8 a[58:89], v2, v16, a[58:89]
v_mfma_i32_32x32x4_2b_i8 v[140:171], a255, v114, v[140:171] cbsz:0 abid:4 blgp:5
v_mfma_i32_32x32x4_2b_i8 a[152:183], a4, v0, 1.0 abid:13
v_mfma_i32_32x32x4_2b_i8 a[4:35], v21, v26, a[4:35]
v_mfma_i32_16x16x4_4b_i8 v[128:143], v10, a28, v[174:189] cbsz:5 abid:2
v_mfma_i32_16x16x4_4b_i8 v[24:39], v195, a149, v[24:39] blgp:2
v_mfma_i32_16x16x4_4b_i8 v[232:247], v80, a36, v[8:23] blgp:4
v_mfma_i32_16x16x4_4b_i8 a[70:85], a181, a104, a[70:85] cbsz:1 blgp:2
v_mfma_i32_4x4x4_16b_i8 v[10:13], v177, a109, v[10:13]
v_mfma_i32_4x4x4_16b_i8 v[8:11], v134, a69, 18 cbsz:1 abid:3
v_mfma_i32_4x4x4_16b_i8 a[162:165], a7, a111, a[162:165] cbsz:2 abid:10 blgp:2
v_mfma_i32_4x4x4_16b_i8 a[12:15], a5, a255, 58 cbsz:1 abid:14
v_mfma_i32_32x32x16_i8 a[24:39], v[30:31], a[254:255], a[40:55]
v_mfma_i32_32x32x16_i8 v[220:235], a[172:173], v[226:227], v[220:235] abid:7 blgp:2
v_mfma_i32_32x32x16_i8 a[162:177], v[8:9], v[108:109], a[162:177]
v_mfma_i32_32x32x16_i8 a[18:33], v[218:219], a[50:51], a[70:85]
v_mfma_i32_16x16x32_i8 a[112:115], v[22:23], v[228:229], a[112:115] cbsz:4
v_mfma_i32_16x16x32_i8 v[24:27], v[242:243], a[246:247], v[24:27] abid:1
v_mfma_i32_16x16x32_i8 a[24:27], v[26:27], v[96:97], a[24:27]
v_mfma_i32_16x16x32_i8 v[252:255], a[252:253], a[14:15], v[252:255] abid:6
v_mfma_f32_32x32x4_2b_bf16 v[156:187], a[8:9], a[208:209], v[156:187] abid:9
v_mfma_f32_32x32x4_2b_bf16 a[224:255], a[30:31], a[26:27], a[224:255]
v_mfma_f32_32x32x4_2b_bf16 v[16:47], a[10:11], v[188:189], -0.5 abid:0 blgp:1
v_mfma_f32_16x16x4_4b_bf16 v[240:255], a[30:31], a[192:193], v[240:255]
v_mfma_f32_16x16x4_4b_bf16 a[22:37], v[8:9], v[228:229], a[22:37] cbsz:3
v_mfma_f32_16x16x4_4b_bf16 v[240:255], v[30:31], a[164:165], v[2:17] cbsz:4
v_mfma_f32_16x16x4_4b_bf16 v[164:179], v[30:31], v[224:225], v[164:179] abid:9 blgp:3
v_mfma_f32_4x4x4_16b_bf16 a[102:105], a[112:113], v[4:5], 0.5 blgp:7
v_mfma_f32_4x4x4_16b_bf16 v[88:91], a[198:199], v[44:45], 1 abid:11 blgp:5
v_mfma_f32_4x4x4_16b_bf16 v[238:241], v[24:25], a[134:135], 4.0 cbsz:2 abid:14 blgp:0
v_mfma_f32_4x4x4_16b_bf16 a[8:11], a[106:107], a[246:247], 31 cbsz:7 blgp:0
v_mfma_f32_32x32x8_bf16 v[28:43], a[166:167], a[206:207], v[28:43] abid:2
v_mfma_f32_32x32x8_bf16 v[204:219], v[56:57], v[254:255], v[204:219] cbsz:7 abid:11
v_mfma_f32_32x32x8_bf16 a[170:185], a[28:29], a[38:39], a[170:185] cbsz:1 abid:3
v_mfma_f32_16x16x16_bf16 v[226:229], v[150:151], a[12:13], v[226:229] cbsz:2 abid:10 blgp:5
v_mfma_f32_16x16x16_bf16 v[26:29], v[24:25], v[218:219], v[26:29] blgp:4
v_mfma_f32_16x16x16_bf16 a[10:13], v[14:15], v[14:15], a[10:13] abid:1 blgp:1
v_mfma_f32_16x16x16_bf16 a[18:21], v[234:235], a[74:75], a[26:29] blgp:0
v_smfmac_f32_16x16x32_f16 v[20:23], a[98:99], v[218:221], v13 cbsz:7 abid:8
v_smfmac_f32_16x16x32_f16 v[22:25], a[12:13], a[70:73], v22 abid:14
v_smfmac_f32_16x16x32_f16 v[112:115], a[6:7], v[4:7], v168
v_smfmac_f32_16x16x32_f16 v[14:17], a[14:15], v[146:149], v5 cbsz:2
v_smfmac_f32_32x32x16_f16 v[16:31], v[208:209], a[252:255], v31 abid:2
v_smfmac_f32_32x32x16_f16 v[38:53], v[206:207], v[106:109], v30 cbsz:6
v_smfmac_f32_32x32x16_f16 v[130:145], v[84:85], v[80:83], v6 cbsz:6
v_smfmac_f32_32x32x16_f16 a[116:131], a[0:1], v[176:179], v41 abid:13
v_smfmac_f32_16x16x32_bf16 a[18:21], a[200:201], v[2:5], v27 abid:9
v_smfmac_f32_16x16x32_bf16 a[24:27], a[20:21], v[200:203], v121 cbsz:6 abid:6
v_smfmac_f32_16x16x32_bf16 a[2:5], a[114:115], a[26:29], v16 cbsz:3
v_smfmac_f32_16x16x32_bf16 v[28:31], v[202:203], v[106:109], v4 cbsz:3
v_smfmac_f32_32x32x16_bf16 a[100:115], v[204:205], a[40:43], v20
v_smfmac_f32_32x32x16_bf16 a[16:31], a[6:7], v[2:5], v169 abid:8
v_smfmac_f32_32x32x16_bf16 v[24:39], a[2:3], a[12:15], v19 abid:5
v_smfmac_f32_32x32x16_bf16 v[84:99], v[246:247], v[114:117], v84
v_smfmac_i32_16x16x64_i8 a[68:71], v[254:255], a[20:23], v255 cbsz:5
v_smfmac_i32_16x16x64_i8 a[30:33], v[90:91], v[12:15], v5 cbsz:0
v_smfmac_i32_16x16x64_i8 v[50:53], a[98:99], v[18:21], v23 cbsz:1
v_smfmac_i32_16x16x64_i8 a[50:53], v[216:217], a[170:173], v174 cbsz:4
v_smfmac_i32_32x32x32_i8 a[98:113], v[146:147], v[252:255], v255 cbsz:7
v_smfmac_i32_32x32x32_i8 v[156:171], a[254:255], a[62:65], v9 cbsz:7 abid:12
v_smfmac_i32_32x32x32_i8 a[134:149], v[234:235], v[252:255], v28 cbsz:0 abid:15
v_smfmac_i32_32x32x32_i8 a[10:25], v[20:21], a[24:27], v255 cbsz:6 abid:11
v_mfma_f64_16x16x4_f64 v[8:15], a[74:75], v[88:89], v[8:15] cbsz:5 abid:13
v_mfma_f64_16x16x4_f64 v[20:27], v[36:37], a[246:247], v[20:27] abid:11
v_mfma_f64_16x16x4_f64 a[6:13], a[14:15], v[148:149], a[6:13] abid:7
v_mfma_f64_16x16x4_f64 a[248:255], a[254:255], a[8:9], a[20:27] abid:0
v_mfma_f64_4x4x4_4b_f64 v[72:73], v[26:27], v[86:87], 39 cbsz:3 abid:14
v_mfma_f64_4x4x4_4b_f64 v[196:197], a[206:207], a[30:31], 0.5 cbsz:3 abid:7
v_mfma_f64_4x4x4_4b_f64 a[254:255], a[254:255], v[244:245], a[254:255] abid:7
v_mfma_f64_4x4x4_4b_f64 v[104:105], v[218:219], v[234:235], v[254:255] abid:2
v_mfma_f32_16x16x32_bf8_bf8 v[84:87], v[170:171], v[4:5], 52 cbsz:3
v_mfma_f32_16x16x32_bf8_bf8 a[116:119], a[170:171], a[212:213], -4.0
v_mfma_f32_16x16x32_bf8_bf8 v[148:151], v[156:157], a[12:13], v[252:255] cbsz:7 blgp:6
v_mfma_f32_16x16x32_bf8_bf8 a[40:43], a[12:13], a[22:23], a[40:43] abid:12
v_mfma_f32_16x16x32_bf8_fp8 a[14:17], v[14:15], a[156:157], a[14:17]
v_mfma_f32_16x16x32_bf8_fp8 a[252:255], a[4:5], a[98:99], -10 abid:11 blgp:3
v_mfma_f32_16x16x32_bf8_fp8 a[52:55], a[42:43], a[40:41], a[190:193] abid:0 blgp:1
v_mfma_f32_16x16x32_bf8_fp8 v[220:223], v[10:11], a[62:63], v[220:223] cbsz:0 abid:5 blgp:4
v_mfma_f32_16x16x32_fp8_bf8 a[52:55], a[24:25], v[14:15], 0.15915494 cbsz:5 abid:10 blgp:4
v_mfma_f32_16x16x32_fp8_bf8 a[24:27], a[254:255], v[16:17], a[252:255] cbsz:0 abid:14
v_mfma_f32_16x16x32_fp8_bf8 a[172:175], a[164:165], v[142:143], a[24:27] cbsz:1 blgp:6
v_mfma_f32_16x16x32_fp8_bf8 v[10:13], a[14:15], a[142:143], v[10:13] cbsz:4 abid:4 blgp:6
v_mfma_f32_16x16x32_fp8_fp8 a[56:59], v[4:5], a[36:37], a[238:241] blgp:2
v_mfma_f32_16x16x32_fp8_fp8 a[82:85], v[10:11], a[214:215], 2.0 blgp:6
v_mfma_f32_16x16x32_fp8_fp8 v[14:17], a[174:175], a[0:1], v[14:17] cbsz:4 abid:9 blgp:7
v_mfma_f32_16x16x32_fp8_fp8 v[160:163], v[18:19], a[136:137], 2.0
v_mfma_f32_32x32x16_bf8_bf8 v[26:41], v[2:3], v[20:21], v[26:41] abid:2
v_mfma_f32_32x32x16_bf8_bf8 a[16:31], v[6:7], a[174:175], 51 abid:10 blgp:7
v_mfma_f32_32x32x16_bf8_bf8 a[32:47], v[4:5], a[8:9], 40 abid:13
v_mfma_f32_32x32x16_bf8_bf8 v[58:73], a[2:3], v[0:1], v[128:143]
v_mfma_f32_32x32x16_bf8_fp8 a[174:189], a[22:23], a[66:67], 2.0 blgp:6
v_mfma_f32_32x32x16_bf8_fp8 a[226:241], v[82:83], v[78:79], 15 cbsz:2
v_mfma_f32_32x32x16_bf8_fp8 v[196:211], a[64:65], a[254:255], v[196:211] cbsz:7 abid:10
v_mfma_f32_32x32x16_fp8_bf8 v[40:55], v[114:115], a[134:135], v[4:19] cbsz:5 abid:5
v_mfma_f32_32x32x16_fp8_bf8 v[32:47], a[52:53], a[20:21], v[32:47] abid:11 blgp:3
v_mfma_f32_32x32x16_fp8_bf8 v[180:195], a[30:31], a[198:199], v[234:249] cbsz:0 abid:9 blgp:4
v_mfma_f32_32x32x16_fp8_bf8 v[122:137], v[28:29], a[214:215], 1.0 blgp:1
v_mfma_f32_32x32x16_fp8_fp8 v[218:233], a[58:59], v[30:31], v[218:233] cbsz:0 abid:3
v_mfma_f32_32x32x16_fp8_fp8 a[22:37], a[20:21], v[20:21], a[22:37] cbsz:7
v_mfma_f32_32x32x16_fp8_fp8 v[156:171], a[44:45], v[204:205], -0.5 cbsz:7 abid:7
v_mfma_f32_32x32x16_fp8_fp8 a[170:185], a[24:25], v[108:109], a[90:105] abid:3 blgp:7
v_smfmac_f32_16x16x64_bf8_bf8 a[12:15], v[210:211], v[142:145], v26 cbsz:7
v_smfmac_f32_16x16x64_bf8_bf8 a[10:13], v[4:5], v[252:255], v16 abid:12
v_smfmac_f32_16x16x64_bf8_bf8 v[78:81], v[92:93], v[48:51], v142 cbsz:6 abid:10
v_smfmac_f32_16x16x64_bf8_bf8 v[130:133], a[12:13], v[252:255], v26 abid:7
v_smfmac_f32_16x16x64_bf8_fp8 v[140:143], a[170:171], a[16:19], v122
v_smfmac_f32_16x16x64_bf8_fp8 v[22:25], a[6:7], v[230:233], v39 cbsz:7
v_smfmac_f32_16x16x64_bf8_fp8 a[246:249], v[168:169], a[4:7], v29 abid:9
v_smfmac_f32_16x16x64_bf8_fp8 v[32:35], v[148:149], v[66:69], v184 cbsz:3
v_smfmac_f32_16x16x64_fp8_bf8 a[14:17], v[222:223], a[30:33], v98 abid:1
v_smfmac_f32_16x16x64_fp8_bf8 a[106:109], a[38:39], a[66:69], v3
v_smfmac_f32_16x16x64_fp8_bf8 v[14:17], v[26:27], v[234:237], v23 abid:1
v_smfmac_f32_16x16x64_fp8_bf8 v[170:173], v[8:9], a[250:253], v12 cbsz:6 abid:8
v_smfmac_f32_16x16x64_fp8_fp8 v[148:151], a[208:209], v[184:187], v0
v_smfmac_f32_16x16x64_fp8_fp8 v[202:205], a[68:69], a[114:117], v244
v_smfmac_f32_16x16x64_fp8_fp8 v[226:229], a[156:157], v[244:247], v208 cbsz:1 abid:15
v_smfmac_f32_16x16x64_fp8_fp8 v[144:147], v[236:237], a[64:67], v39 cbsz:7 abid:13
v_smfmac_f32_32x32x32_bf8_bf8 a[14:29], a[14:15], a[118:121], v22
v_smfmac_f32_32x32x32_bf8_bf8 a[16:31], a[226:227], v[138:141], v21 cbsz:0 abid:2
v_smfmac_f32_32x32x32_bf8_bf8 v[54:69], a[180:181], v[12:15], v0
v_smfmac_f32_32x32x32_bf8_bf8 a[214:229], a[254:255], v[244:247], v27 abid:14
v_smfmac_f32_32x32x32_bf8_fp8 a[22:37], a[254:255], a[252:255], v14 cbsz:2 abid:6
v_smfmac_f32_32x32x32_bf8_fp8 v[208:223], v[10:11], v[126:129], v23
v_smfmac_f32_32x32x32_bf8_fp8 v[16:31], a[64:65], v[168:171], v30 cbsz:6 abid:3
v_smfmac_f32_32x32x32_bf8_fp8 v[114:129], v[228:229], a[24:27], v255 cbsz:7 abid:1
v_smfmac_f32_32x32x32_fp8_bf8 v[106:121], a[214:215], v[12:15], v113 abid:10
v_smfmac_f32_32x32x32_fp8_bf8 v[218:233], a[14:15], v[18:21], v191 abid:13
v_smfmac_f32_32x32x32_fp8_bf8 a[136:151], a[20:21], a[14:17], v165
v_smfmac_f32_32x32x32_fp8_bf8 v[64:79], v[254:255], a[216:219], v2 cbsz:3 abid:2
v_smfmac_f32_32x32x32_fp8_fp8 v[88:103], v[254:255], v[28:31], v27 cbsz:6
v_smfmac_f32_32x32x32_fp8_fp8 a[190:205], v[56:57], a[58:61], v8 abid:0
v_smfmac_f32_32x32x32_fp8_fp8 v[10:25], a[20:21], a[182:185], v11 cbsz:7
v_smfmac_f32_32x32x32_fp8_fp8 a[228:243], a[112:113], a[156:159], v19 abid:7
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
v_and_b32 v1, 0x12345678, v2
s_mov_b32 s5, -12345
s_add_u32 s1, s2, -12345
s_mov_b64 s[4:5], -12345
v_mov_b32 v5, -12345
v_add_f32 v1, -12345, v2
v_add_f16 v1, -12345, v2
v_cmp_lt_f32 vcc, -12345, v2
v_add_u16 v1, -12345, v2
v_and_b32 v1, -12345, v2
s_mov_b32 s5, 1.5
s_add_u32 s1, s2, 1.5
v_mov_b32 v5, 1.5
v_add_f32 v1, 1.5, v2
v_add_f16 v1, 1.5, v2
v_cmp_lt_f32 vcc, 1.5, v2
v_add_u16 v1, 1.5, v2
v_and_b32 v1, 1.5, v2
s_mov_b32 s5, -1.5
s_add_u32 s1, s2, -1.5
v_mov_b32 v5, -1.5
v_add_f32 v1, -1.5, v2
v_add_f16 v1, -1.5, v2
v_cmp_lt_f32 vcc, -1.5, v2
v_add_u16 v1, -1.5, v2
v_and_b32 v1, -1.5, v2
s_mov_b32 s5, 0xdeadbeef
s_add_u32 s1, s2, 0xdeadbeef
s_mov_b64 s[4:5], 0xdeadbeef
v_mov_b32 v5, 0xdeadbeef
v_add_f32 v1, 0xdeadbeef, v2
v_cmp_lt_f32 vcc, 0xdeadbeef, v2
v_and_b32 v1, 0xdeadbeef, v2
s_mov_b32 s5, 0.1
s_add_u32 s1, s2, 0.1
v_mov_b32 v5, 0.1
v_add_f32 v1, 0.1, v2
v_add_f16 v1, 0.1, v2
v_cmp_lt_f32 vcc, 0.1, v2
v_add_u16 v1, 0.1, v2
v_and_b32 v1, 0.1, v2
s_mov_b32 s5, 3.14159
s_add_u32 s1, s2, 3.14159
v_mov_b32 v5, 3.14159
v_add_f32 v1, 3.14159, v2
v_add_f16 v1, 3.14159, v2
v_cmp_lt_f32 vcc, 3.14159, v2
v_add_u16 v1, 3.14159, v2
v_and_b32 v1, 3.14159, v2
s_mov_b32 s5, -100000
s_add_u32 s1, s2, -100000
s_mov_b64 s[4:5], -100000
v_mov_b32 v5, -100000
v_add_f32 v1, -100000, v2
v_cmp_lt_f32 vcc, -100000, v2
v_and_b32 v1, -100000, v2
s_mov_b32 s5, 0x3e00
s_add_u32 s1, s2, 0x3e00
s_mov_b64 s[4:5], 0x3e00
v_mov_b32 v5, 0x3e00
v_add_f32 v1, 0x3e00, v2
v_add_f16 v1, 0x3e00, v2
v_cmp_lt_f32 vcc, 0x3e00, v2
s_cmpk_eq_u32 s1, 0x3e00
v_add_u16 v1, 0x3e00, v2
v_and_b32 v1, 0x3e00, v2
s_mov_b32 s5, 0xffffffff
s_add_u32 s1, s2, 0xffffffff
s_mov_b64 s[4:5], 0xffffffff
v_mov_b32 v5, 0xffffffff
v_add_f32 v1, 0xffffffff, v2
v_cmp_lt_f32 vcc, 0xffffffff, v2
v_and_b32 v1, 0xffffffff, v2
s_mov_b32 s5, 65535
s_add_u32 s1, s2, 65535
s_mov_b64 s[4:5], 65535
v_mov_b32 v5, 65535
v_add_f32 v1, 65535, v2
v_add_f16 v1, 65535, v2
v_cmp_lt_f32 vcc, 65535, v2
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
s_cmpk_eq_u32 s1, 0x1
v_add_u16 v1, 0x1, v2
v_and_b32 v1, 0x1, v2
s_mov_b32 s5, 1e10
s_add_u32 s1, s2, 1e10
v_mov_b32 v5, 1e10
v_add_f32 v1, 1e10, v2
v_cmp_lt_f32 vcc, 1e10, v2
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
s_waitcnt vmcnt(0)
s_waitcnt vmcnt(42) & expcnt(0) & lgkmcnt(11)
s_waitcnt expcnt(1) lgkmcnt(13)
s_waitcnt vmcnt(10) expcnt(5) lgkmcnt(4)
s_waitcnt 0xc0cb
s_waitcnt 0x9073
s_waitcnt expcnt(2), lgkmcnt(0)
s_waitcnt expcnt(0) lgkmcnt(10)
s_waitcnt vmcnt(0) expcnt(0)
s_waitcnt 0x8fd7
s_waitcnt vmcnt(0) lgkmcnt(11)
s_waitcnt lgkmcnt(14)
s_waitcnt expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(11), expcnt(0), lgkmcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0), lgkmcnt(6)
s_waitcnt vmcnt(0) expcnt(4) lgkmcnt(0)
s_waitcnt expcnt(6)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(29) lgkmcnt(1)
s_waitcnt vmcnt(60), expcnt(0)
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
s_getreg_b32 s1, hwreg(HW_REG_XCC_ID)
s_setreg_b32 hwreg(HW_REG_XCC_ID, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA)
s_setreg_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA1)
s_setreg_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA1, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SQ_PERF_SNAPSHOT_PC_LO)
s_setreg_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_PC_LO, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SQ_PERF_SNAPSHOT_PC_HI)
s_setreg_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_PC_HI, 0, 8), s2
s_getreg_b32 s3, hwreg(HW_REG_GPR_ALLOC)
s_setreg_imm32_b32 hwreg(HW_REG_TBA_LO), 0xaab2c32e
s_getreg_b32 s3, hwreg(HW_REG_SH_MEM_BASES)
s_setreg_imm32_b32 hwreg(HW_REG_TBA_LO), 0xfdb68b96
s_getreg_b32 s3, hwreg(HW_REG_TMA_HI)
s_setreg_imm32_b32 hwreg(HW_REG_TBA_HI), 0x2fd5fbc2
s_getreg_b32 s3, hwreg(7, 1, 5)
s_setreg_imm32_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA1, 21, 2), 0x15c9a4a3
s_getreg_b32 s3, hwreg(HW_REG_TBA_LO)
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0xcbe1508d
s_getreg_b32 s3, hwreg(HW_REG_TMA_LO, 10, 7)
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 22, 5), 0xd9a29c6b
s_getreg_b32 s3, hwreg(HW_REG_LDS_ALLOC)
s_setreg_imm32_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA, 25, 4), 0x6680e3a6
s_getreg_b32 s3, hwreg(3, 6, 8)
s_setreg_imm32_b32 hwreg(14, 6, 3), 0x34adb65a
s_getreg_b32 s3, hwreg(HW_REG_IB_STS, 6, 4)
s_setreg_imm32_b32 hwreg(HW_REG_TMA_LO), 0x5bcb45a8
s_getreg_b32 s3, hwreg(HW_REG_HW_ID, 26, 1)
s_setreg_imm32_b32 hwreg(HW_REG_TMA_LO, 11, 7), 0xdd61254a
s_setreg_imm32_b32 hwreg(11, 0, 2), 0x54d7c6b7
s_getreg_b32 s3, hwreg(7, 2, 5)
s_setreg_imm32_b32 hwreg(19, 4, 6), 0xd0f41a64
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(MSG_GET_DOORBELL)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT_CUT)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
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
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)
s_sendmsg 0x22
s_sendmsg sendmsg(2, 2, 0)
s_set_gpr_idx_on s2, gpr_idx(SRC0,DST)
s_set_gpr_idx_on 3, gpr_idx(SRC0,SRC1,SRC2,DST)
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
v_mfma_f32_16x16x8_xf32 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x8_xf32 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:1 abid:5 blgp:2
v_mfma_f32_16x16x8_xf32 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x8_xf32 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x8_xf32 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x8_xf32 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x8_xf32 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x8_xf32 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x8_xf32 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:1 abid:4 blgp:6
v_mfma_f32_16x16x8_xf32 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x8_xf32 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x8_xf32 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x8_xf32 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x8_xf32 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x8_xf32 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x8_xf32 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x8_xf32 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x8_xf32 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x8_xf32 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x8_xf32_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x4_xf32 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x4_xf32 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:1 abid:15 blgp:4
v_mfma_f32_32x32x4_xf32 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4_xf32 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4_xf32 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4_xf32 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4_xf32 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4_xf32 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x4_xf32 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:6 abid:0 blgp:4
v_mfma_f32_32x32x4_xf32 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4_xf32 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4_xf32 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4_xf32 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4_xf32 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x4_xf32_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, a2, a[0:31]
v_mfma_f32_32x32x1_2b_f32 a[224:255], a254, v100, a[224:255] cbsz:7 abid:7 blgp:1
v_mfma_f32_32x32x1_2b_f32 a[0:31], v4, v8, 0
v_mfma_f32_32x32x1_2b_f32 a[0:31], v4, v8, 1.0
v_mfma_f32_32x32x1_2b_f32 a[0:31], v4, v8, -1
v_mfma_f32_32x32x1_2b_f32 a[0:31], v4, v8, 0.15915494
v_mfma_f32_32x32x1_2b_f32 a[0:31], v4, v8, -4.0
v_mfma_f32_32x32x1_2b_f32 v[0:31], v0, a2, v[0:31]
v_mfma_f32_32x32x1_2b_f32 v[224:255], a254, v100, v[224:255] cbsz:5 abid:2 blgp:5
v_mfma_f32_32x32x1_2b_f32 v[0:31], v4, v8, 0
v_mfma_f32_32x32x1_2b_f32 v[0:31], v4, v8, 1.0
v_mfma_f32_32x32x1_2b_f32 v[0:31], v4, v8, -1
v_mfma_f32_32x32x1_2b_f32 v[0:31], v4, v8, 0.15915494
v_mfma_f32_32x32x1_2b_f32 v[0:31], v4, v8, -4.0
v_mfma_f32_32x32x1_2b_f32 a[0:31], v10, v20, a[0:31] cbsz:1
v_mfma_f32_32x32x1_2b_f32 a[0:31], v10, v20, a[0:31] abid:3
v_mfma_f32_32x32x1_2b_f32 a[0:31], v10, v20, a[0:31] blgp:5
v_mfma_f32_32x32x1_2b_f32 a[0:31], v10, v20, a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x1_2b_f32 a[0:31], v10, v20, a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x1_2b_f32_e64 a[0:31], v2, v4, a[0:31]
v_mfma_f32_16x16x1_4b_f32 a[0:15], v0, a2, a[0:15]
v_mfma_f32_16x16x1_4b_f32 a[240:255], a254, v100, a[240:255] cbsz:4 abid:10 blgp:7
v_mfma_f32_16x16x1_4b_f32 a[0:15], v4, v8, 0
v_mfma_f32_16x16x1_4b_f32 a[0:15], v4, v8, 1.0
v_mfma_f32_16x16x1_4b_f32 a[0:15], v4, v8, -1
v_mfma_f32_16x16x1_4b_f32 a[0:15], v4, v8, 0.15915494
v_mfma_f32_16x16x1_4b_f32 a[0:15], v4, v8, -4.0
v_mfma_f32_16x16x1_4b_f32 v[0:15], v0, a2, v[0:15]
v_mfma_f32_16x16x1_4b_f32 v[240:255], a254, v100, v[240:255] cbsz:7 abid:7 blgp:4
v_mfma_f32_16x16x1_4b_f32 v[0:15], v4, v8, 0
v_mfma_f32_16x16x1_4b_f32 v[0:15], v4, v8, 1.0
v_mfma_f32_16x16x1_4b_f32 v[0:15], v4, v8, -1
v_mfma_f32_16x16x1_4b_f32 v[0:15], v4, v8, 0.15915494
v_mfma_f32_16x16x1_4b_f32 v[0:15], v4, v8, -4.0
v_mfma_f32_16x16x1_4b_f32 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_f32_16x16x1_4b_f32 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_f32_16x16x1_4b_f32 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_f32_16x16x1_4b_f32 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x1_4b_f32 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x1_4b_f32_e64 a[0:15], v2, v4, a[0:15]
v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, a2, a[0:3]
v_mfma_f32_4x4x1_16b_f32 a[252:255], a254, v100, a[252:255] cbsz:3 abid:2 blgp:4
v_mfma_f32_4x4x1_16b_f32 a[0:3], v4, v8, 0
v_mfma_f32_4x4x1_16b_f32 a[0:3], v4, v8, 1.0
v_mfma_f32_4x4x1_16b_f32 a[0:3], v4, v8, -1
v_mfma_f32_4x4x1_16b_f32 a[0:3], v4, v8, 0.15915494
v_mfma_f32_4x4x1_16b_f32 a[0:3], v4, v8, -4.0
v_mfma_f32_4x4x1_16b_f32 v[0:3], v0, a2, v[0:3]
v_mfma_f32_4x4x1_16b_f32 v[252:255], a254, v100, v[252:255] cbsz:2 abid:5 blgp:4
v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v8, 0
v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v8, 1.0
v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v8, -1
v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v8, 0.15915494
v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v8, -4.0
v_mfma_f32_4x4x1_16b_f32 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_f32_4x4x1_16b_f32 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_f32_4x4x1_16b_f32 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_f32_4x4x1_16b_f32 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x1_16b_f32 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x1_16b_f32_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x2_f32 a[0:15], v0, a2, a[0:15]
v_mfma_f32_32x32x2_f32 a[240:255], a254, v100, a[240:255] cbsz:7 abid:4 blgp:1
v_mfma_f32_32x32x2_f32 a[0:15], v4, v8, 0
v_mfma_f32_32x32x2_f32 a[0:15], v4, v8, 1.0
v_mfma_f32_32x32x2_f32 a[0:15], v4, v8, -1
v_mfma_f32_32x32x2_f32 a[0:15], v4, v8, 0.15915494
v_mfma_f32_32x32x2_f32 a[0:15], v4, v8, -4.0
v_mfma_f32_32x32x2_f32 v[0:15], v0, a2, v[0:15]
v_mfma_f32_32x32x2_f32 v[240:255], a254, v100, v[240:255] cbsz:5 abid:7 blgp:1
v_mfma_f32_32x32x2_f32 v[0:15], v4, v8, 0
v_mfma_f32_32x32x2_f32 v[0:15], v4, v8, 1.0
v_mfma_f32_32x32x2_f32 v[0:15], v4, v8, -1
v_mfma_f32_32x32x2_f32 v[0:15], v4, v8, 0.15915494
v_mfma_f32_32x32x2_f32 v[0:15], v4, v8, -4.0
v_mfma_f32_32x32x2_f32 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_f32_32x32x2_f32 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_f32_32x32x2_f32 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_f32_32x32x2_f32 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x2_f32 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x2_f32_e64 a[0:15], v2, v4, a[0:15]
v_mfma_f32_16x16x4_f32 a[0:3], v0, a2, a[0:3]
v_mfma_f32_16x16x4_f32 a[252:255], a254, v100, a[252:255] cbsz:1 abid:15 blgp:5
v_mfma_f32_16x16x4_f32 a[0:3], v4, v8, 0
v_mfma_f32_16x16x4_f32 a[0:3], v4, v8, 1.0
v_mfma_f32_16x16x4_f32 a[0:3], v4, v8, -1
v_mfma_f32_16x16x4_f32 a[0:3], v4, v8, 0.15915494
v_mfma_f32_16x16x4_f32 a[0:3], v4, v8, -4.0
v_mfma_f32_16x16x4_f32 v[0:3], v0, a2, v[0:3]
v_mfma_f32_16x16x4_f32 v[252:255], a254, v100, v[252:255] cbsz:5 abid:1 blgp:6
v_mfma_f32_16x16x4_f32 v[0:3], v4, v8, 0
v_mfma_f32_16x16x4_f32 v[0:3], v4, v8, 1.0
v_mfma_f32_16x16x4_f32 v[0:3], v4, v8, -1
v_mfma_f32_16x16x4_f32 v[0:3], v4, v8, 0.15915494
v_mfma_f32_16x16x4_f32 v[0:3], v4, v8, -4.0
v_mfma_f32_16x16x4_f32 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_f32_16x16x4_f32 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_f32_16x16x4_f32 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_f32_16x16x4_f32 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x4_f32 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x4_f32_e64 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[0:1], a[2:3], a[0:31]
v_mfma_f32_32x32x4_2b_f16 a[224:255], a[252:253], v[100:101], a[224:255] cbsz:4 abid:15 blgp:1
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[0:1], a[2:3], v[0:31]
v_mfma_f32_32x32x4_2b_f16 v[224:255], a[252:253], v[100:101], v[224:255] cbsz:5 abid:14 blgp:2
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:1
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[10:11], v[20:21], a[0:31] abid:3
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[10:11], v[20:21], a[0:31] blgp:5
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x4_2b_f16_e64 a[0:31], v[2:3], v[4:5], a[0:31]
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_16x16x4_4b_f16 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:7 abid:4 blgp:1
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_16x16x4_4b_f16 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:6 abid:6 blgp:1
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x4_4b_f16_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_4x4x4_16b_f16 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:2 abid:14 blgp:5
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_4x4x4_16b_f16 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:4 abid:10 blgp:2
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x4_16b_f16_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x8_f16 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:3 abid:0 blgp:0
v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x8_f16 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:3 abid:13 blgp:4
v_mfma_f32_32x32x8_f16 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8_f16 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8_f16 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8_f16 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8_f16 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8_f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x8_f16 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x8_f16 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x8_f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x8_f16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x8_f16_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x16_f16 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:1 abid:10 blgp:7
v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16_f16 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x16_f16 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:5 abid:1 blgp:5
v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16_f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x16_f16 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x16_f16 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x16_f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x16_f16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x16_f16_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_i32_32x32x4_2b_i8 a[0:31], v0, a2, a[0:31]
v_mfma_i32_32x32x4_2b_i8 a[224:255], a254, v100, a[224:255] cbsz:0 abid:15 blgp:5
v_mfma_i32_32x32x4_2b_i8 a[0:31], v4, v8, 0
v_mfma_i32_32x32x4_2b_i8 a[0:31], v4, v8, 1.0
v_mfma_i32_32x32x4_2b_i8 a[0:31], v4, v8, -1
v_mfma_i32_32x32x4_2b_i8 a[0:31], v4, v8, 0.15915494
v_mfma_i32_32x32x4_2b_i8 a[0:31], v4, v8, -4.0
v_mfma_i32_32x32x4_2b_i8 v[0:31], v0, a2, v[0:31]
v_mfma_i32_32x32x4_2b_i8 v[224:255], a254, v100, v[224:255] cbsz:0 abid:10 blgp:1
v_mfma_i32_32x32x4_2b_i8 v[0:31], v4, v8, 0
v_mfma_i32_32x32x4_2b_i8 v[0:31], v4, v8, 1.0
v_mfma_i32_32x32x4_2b_i8 v[0:31], v4, v8, -1
v_mfma_i32_32x32x4_2b_i8 v[0:31], v4, v8, 0.15915494
v_mfma_i32_32x32x4_2b_i8 v[0:31], v4, v8, -4.0
v_mfma_i32_32x32x4_2b_i8 a[0:31], v10, v20, a[0:31] cbsz:1
v_mfma_i32_32x32x4_2b_i8 a[0:31], v10, v20, a[0:31] abid:3
v_mfma_i32_32x32x4_2b_i8 a[0:31], v10, v20, a[0:31] blgp:5
v_mfma_i32_32x32x4_2b_i8 a[0:31], v10, v20, a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_i32_32x32x4_2b_i8 a[0:31], v10, v20, a[0:31] cbsz:2 blgp:1
v_mfma_i32_32x32x4_2b_i8_e64 a[0:31], v2, v4, a[0:31]
v_mfma_i32_16x16x4_4b_i8 a[0:15], v0, a2, a[0:15]
v_mfma_i32_16x16x4_4b_i8 a[240:255], a254, v100, a[240:255] cbsz:0 abid:0 blgp:3
v_mfma_i32_16x16x4_4b_i8 a[0:15], v4, v8, 0
v_mfma_i32_16x16x4_4b_i8 a[0:15], v4, v8, 1.0
v_mfma_i32_16x16x4_4b_i8 a[0:15], v4, v8, -1
v_mfma_i32_16x16x4_4b_i8 a[0:15], v4, v8, 0.15915494
v_mfma_i32_16x16x4_4b_i8 a[0:15], v4, v8, -4.0
v_mfma_i32_16x16x4_4b_i8 v[0:15], v0, a2, v[0:15]
v_mfma_i32_16x16x4_4b_i8 v[240:255], a254, v100, v[240:255] cbsz:5 abid:6 blgp:1
v_mfma_i32_16x16x4_4b_i8 v[0:15], v4, v8, 0
v_mfma_i32_16x16x4_4b_i8 v[0:15], v4, v8, 1.0
v_mfma_i32_16x16x4_4b_i8 v[0:15], v4, v8, -1
v_mfma_i32_16x16x4_4b_i8 v[0:15], v4, v8, 0.15915494
v_mfma_i32_16x16x4_4b_i8 v[0:15], v4, v8, -4.0
v_mfma_i32_16x16x4_4b_i8 a[0:15], v10, v20, a[0:15] cbsz:1
v_mfma_i32_16x16x4_4b_i8 a[0:15], v10, v20, a[0:15] abid:3
v_mfma_i32_16x16x4_4b_i8 a[0:15], v10, v20, a[0:15] blgp:5
v_mfma_i32_16x16x4_4b_i8 a[0:15], v10, v20, a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_i32_16x16x4_4b_i8 a[0:15], v10, v20, a[0:15] cbsz:2 blgp:1
v_mfma_i32_16x16x4_4b_i8_e64 a[0:15], v2, v4, a[0:15]
v_mfma_i32_4x4x4_16b_i8 a[0:3], v0, a2, a[0:3]
v_mfma_i32_4x4x4_16b_i8 a[252:255], a254, v100, a[252:255] cbsz:0 abid:2 blgp:1
v_mfma_i32_4x4x4_16b_i8 a[0:3], v4, v8, 0
v_mfma_i32_4x4x4_16b_i8 a[0:3], v4, v8, 1.0
v_mfma_i32_4x4x4_16b_i8 a[0:3], v4, v8, -1
v_mfma_i32_4x4x4_16b_i8 a[0:3], v4, v8, 0.15915494
v_mfma_i32_4x4x4_16b_i8 a[0:3], v4, v8, -4.0
v_mfma_i32_4x4x4_16b_i8 v[0:3], v0, a2, v[0:3]
v_mfma_i32_4x4x4_16b_i8 v[252:255], a254, v100, v[252:255] cbsz:4 abid:3 blgp:6
v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v8, 0
v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v8, 1.0
v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v8, -1
v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v8, 0.15915494
v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v8, -4.0
v_mfma_i32_4x4x4_16b_i8 a[0:3], v10, v20, a[0:3] cbsz:1
v_mfma_i32_4x4x4_16b_i8 a[0:3], v10, v20, a[0:3] abid:3
v_mfma_i32_4x4x4_16b_i8 a[0:3], v10, v20, a[0:3] blgp:5
v_mfma_i32_4x4x4_16b_i8 a[0:3], v10, v20, a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_i32_4x4x4_16b_i8 a[0:3], v10, v20, a[0:3] cbsz:2 blgp:1
v_mfma_i32_4x4x4_16b_i8_e64 a[0:3], v2, v4, a[0:3]
v_mfma_i32_32x32x16_i8 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_i32_32x32x16_i8 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:4 abid:10 blgp:2
v_mfma_i32_32x32x16_i8 a[0:15], v[4:5], v[8:9], 0
v_mfma_i32_32x32x16_i8 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_i32_32x32x16_i8 a[0:15], v[4:5], v[8:9], -1
v_mfma_i32_32x32x16_i8 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_i32_32x32x16_i8 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_i32_32x32x16_i8 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_i32_32x32x16_i8 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:2 abid:15 blgp:4
v_mfma_i32_32x32x16_i8 v[0:15], v[4:5], v[8:9], 0
v_mfma_i32_32x32x16_i8 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_i32_32x32x16_i8 v[0:15], v[4:5], v[8:9], -1
v_mfma_i32_32x32x16_i8 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_i32_32x32x16_i8 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_i32_32x32x16_i8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_i32_32x32x16_i8 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_i32_32x32x16_i8 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_i32_32x32x16_i8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_i32_32x32x16_i8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_i32_32x32x16_i8_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_i32_16x16x32_i8 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_i32_16x16x32_i8 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:5 abid:11 blgp:4
v_mfma_i32_16x16x32_i8 a[0:3], v[4:5], v[8:9], 0
v_mfma_i32_16x16x32_i8 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_i32_16x16x32_i8 a[0:3], v[4:5], v[8:9], -1
v_mfma_i32_16x16x32_i8 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_i32_16x16x32_i8 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_i32_16x16x32_i8 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_i32_16x16x32_i8 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:6 abid:6 blgp:2
v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[8:9], 0
v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[8:9], -1
v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_i32_16x16x32_i8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_i32_16x16x32_i8 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_i32_16x16x32_i8 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_i32_16x16x32_i8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_i32_16x16x32_i8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_i32_16x16x32_i8_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[0:1], a[2:3], a[0:31]
v_mfma_f32_32x32x4_2b_bf16 a[224:255], a[252:253], v[100:101], a[224:255] cbsz:6 abid:11 blgp:5
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[0:1], a[2:3], v[0:31]
v_mfma_f32_32x32x4_2b_bf16 v[224:255], a[252:253], v[100:101], v[224:255] cbsz:1 abid:12 blgp:1
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[4:5], v[8:9], 0
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[4:5], v[8:9], -1
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:1
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[10:11], v[20:21], a[0:31] abid:3
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[10:11], v[20:21], a[0:31] blgp:5
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[10:11], v[20:21], a[0:31] cbsz:2 blgp:1
v_mfma_f32_32x32x4_2b_bf16_e64 a[0:31], v[2:3], v[4:5], a[0:31]
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_16x16x4_4b_bf16 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:3 abid:7 blgp:3
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_16x16x4_4b_bf16 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:2 abid:5 blgp:1
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_16x16x4_4b_bf16_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_4x4x4_16b_bf16 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:0 abid:2 blgp:4
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_4x4x4_16b_bf16 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:0 abid:3 blgp:2
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_4x4x4_16b_bf16_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x8_bf16 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x8_bf16 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:1 abid:6 blgp:6
v_mfma_f32_32x32x8_bf16 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8_bf16 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8_bf16 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8_bf16 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8_bf16 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8_bf16 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x8_bf16 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:4 abid:7 blgp:2
v_mfma_f32_32x32x8_bf16 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x8_bf16 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x8_bf16 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x8_bf16 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x8_bf16 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x8_bf16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x8_bf16 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x8_bf16 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x8_bf16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x8_bf16 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x8_bf16_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x16_bf16 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x16_bf16 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:1 abid:15 blgp:6
v_mfma_f32_16x16x16_bf16 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16_bf16 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16_bf16 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16_bf16 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16_bf16 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x16_bf16 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:6 abid:12 blgp:1
v_mfma_f32_16x16x16_bf16 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x16_bf16 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x16_bf16 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x16_bf16 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x16_bf16 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x16_bf16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x16_bf16 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x16_bf16 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x16_bf16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x16_bf16 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x16_bf16_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], a[2:3], a[0:7]
v_mfma_f64_16x16x4_f64 a[0:7], v[4:5], v[8:9], 0
v_mfma_f64_16x16x4_f64 a[0:7], v[4:5], v[8:9], 1.0
v_mfma_f64_16x16x4_f64 a[0:7], v[4:5], v[8:9], -1
v_mfma_f64_16x16x4_f64 a[0:7], v[4:5], v[8:9], -4.0
v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], a[2:3], v[0:7]
v_mfma_f64_16x16x4_f64 v[0:7], v[4:5], v[8:9], 0
v_mfma_f64_16x16x4_f64 v[0:7], v[4:5], v[8:9], 1.0
v_mfma_f64_16x16x4_f64 v[0:7], v[4:5], v[8:9], -1
v_mfma_f64_16x16x4_f64 v[0:7], v[4:5], v[8:9], -4.0
v_mfma_f64_16x16x4_f64 a[0:7], v[10:11], v[20:21], a[0:7] cbsz:1
v_mfma_f64_16x16x4_f64 a[0:7], v[10:11], v[20:21], a[0:7] abid:3
v_mfma_f64_16x16x4_f64_e64 a[0:7], v[2:3], v[4:5], a[0:7]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[0:1], a[2:3], a[0:1]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[4:5], v[8:9], 0
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[4:5], v[8:9], 1.0
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[4:5], v[8:9], -1
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[4:5], v[8:9], -4.0
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[0:1], a[2:3], v[0:1]
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[4:5], v[8:9], 0
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[4:5], v[8:9], 1.0
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[4:5], v[8:9], -1
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[4:5], v[8:9], -4.0
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[10:11], v[20:21], a[0:1] cbsz:1
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[10:11], v[20:21], a[0:1] abid:3
v_mfma_f64_4x4x4_4b_f64_e64 a[0:1], v[2:3], v[4:5], a[0:1]
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x32_bf8_bf8 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:2 abid:11 blgp:3
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x32_bf8_bf8 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:5 abid:2 blgp:3
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x32_bf8_bf8_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x32_bf8_fp8 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:2 abid:8 blgp:0
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x32_bf8_fp8 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:7 abid:8 blgp:5
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x32_bf8_fp8_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x32_fp8_bf8 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:5 abid:15 blgp:7
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x32_fp8_bf8 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:5 abid:6 blgp:7
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x32_fp8_bf8_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], a[2:3], a[0:3]
v_mfma_f32_16x16x32_fp8_fp8 a[252:255], a[252:253], v[100:101], a[252:255] cbsz:4 abid:7 blgp:7
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[0:1], a[2:3], v[0:3]
v_mfma_f32_16x16x32_fp8_fp8 v[252:255], a[252:253], v[100:101], v[252:255] cbsz:6 abid:4 blgp:2
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[8:9], 0
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[8:9], 1.0
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[8:9], -1
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[8:9], 0.15915494
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[8:9], -4.0
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:1
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] abid:3
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] blgp:5
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:7 abid:15 blgp:7
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[10:11], v[20:21], a[0:3] cbsz:2 blgp:1
v_mfma_f32_16x16x32_fp8_fp8_e64 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x16_bf8_bf8 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:5 abid:13 blgp:7
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x16_bf8_bf8 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:1 abid:11 blgp:2
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x16_bf8_bf8_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x16_bf8_fp8 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:2 abid:7 blgp:5
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x16_bf8_fp8 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:1 abid:15 blgp:6
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x16_bf8_fp8_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x16_fp8_bf8 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:5 abid:15 blgp:0
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x16_fp8_bf8 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:1 abid:11 blgp:0
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x16_fp8_bf8_e64 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], a[2:3], a[0:15]
v_mfma_f32_32x32x16_fp8_fp8 a[240:255], a[252:253], v[100:101], a[240:255] cbsz:7 abid:9 blgp:6
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[0:1], a[2:3], v[0:15]
v_mfma_f32_32x32x16_fp8_fp8 v[240:255], a[252:253], v[100:101], v[240:255] cbsz:7 abid:15 blgp:6
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[4:5], v[8:9], 0
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[4:5], v[8:9], 1.0
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[4:5], v[8:9], -1
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[4:5], v[8:9], 0.15915494
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[4:5], v[8:9], -4.0
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:1
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] abid:3
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] blgp:5
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:7 abid:15 blgp:7
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[10:11], v[20:21], a[0:15] cbsz:2 blgp:1
v_mfma_f32_32x32x16_fp8_fp8_e64 a[0:15], v[2:3], v[4:5], a[0:15]
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
v_mov_b32_dpp v1, v2 row_newbcast:0 row_mask:0xf bank_mask:0x3
v_add_f32_dpp v1, -v2, |v3| row_newbcast:0 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:1 row_mask:0x9 bank_mask:0x0
v_add_f32_dpp v1, -v2, |v3| row_newbcast:1
v_mov_b32_dpp v1, v2 row_newbcast:2 row_mask:0xa bank_mask:0x8
v_add_f32_dpp v1, -v2, |v3| row_newbcast:2
v_mov_b32_dpp v1, v2 row_newbcast:3 row_mask:0x8 bank_mask:0x8
v_add_f32_dpp v1, -v2, |v3| row_newbcast:3 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:4 row_mask:0xc bank_mask:0xe
v_add_f32_dpp v1, -v2, |v3| row_newbcast:4
v_mov_b32_dpp v1, v2 row_newbcast:5 row_mask:0xf bank_mask:0xa
v_add_f32_dpp v1, -v2, |v3| row_newbcast:5
v_mov_b32_dpp v1, v2 row_newbcast:6 row_mask:0xd bank_mask:0x3
v_add_f32_dpp v1, -v2, |v3| row_newbcast:6 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:7 row_mask:0x6 bank_mask:0xc
v_add_f32_dpp v1, -v2, |v3| row_newbcast:7
v_mov_b32_dpp v1, v2 row_newbcast:8 row_mask:0xd bank_mask:0x5
v_add_f32_dpp v1, -v2, |v3| row_newbcast:8
v_mov_b32_dpp v1, v2 row_newbcast:9 row_mask:0x6 bank_mask:0xe
v_add_f32_dpp v1, -v2, |v3| row_newbcast:9 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:10 row_mask:0x5 bank_mask:0xa
v_add_f32_dpp v1, -v2, |v3| row_newbcast:10
v_mov_b32_dpp v1, v2 row_newbcast:11 row_mask:0x2 bank_mask:0x4
v_add_f32_dpp v1, -v2, |v3| row_newbcast:11
v_mov_b32_dpp v1, v2 row_newbcast:12 row_mask:0x9 bank_mask:0x2
v_add_f32_dpp v1, -v2, |v3| row_newbcast:12 bound_ctrl:0
v_mov_b32_dpp v1, v2 row_newbcast:13 row_mask:0x1 bank_mask:0xb
v_add_f32_dpp v1, -v2, |v3| row_newbcast:13
v_mov_b32_dpp v1, v2 row_newbcast:14 row_mask:0xe bank_mask:0x6
v_add_f32_dpp v1, -v2, |v3| row_newbcast:14
v_mov_b32_dpp v1, v2 row_newbcast:15 row_mask:0x0 bank_mask:0xc
v_add_f32_dpp v1, -v2, |v3| row_newbcast:15 bound_ctrl:0
v_cvt_i32_f64_dpp v124, v[206:207] row_newbcast:0 bank_mask:0x5 bound_ctrl:0
v_cvt_i32_f64_dpp v198, v[42:43] row_newbcast:7 row_mask:0x9 bank_mask:0x1
v_cvt_i32_f64_dpp v255, v[26:27] row_newbcast:15 row_mask:0x3 bank_mask:0x2
v_cvt_f64_i32_dpp v[244:245], v171 row_newbcast:0 bank_mask:0x5
v_cvt_f64_i32_dpp v[162:163], v25 row_newbcast:7 row_mask:0x8 bank_mask:0x9
v_cvt_f64_i32_dpp v[196:197], v28 row_newbcast:15 row_mask:0xb bank_mask:0x0
v_cvt_f32_f64_dpp v31, v[16:17] row_newbcast:0 bank_mask:0x2
v_cvt_f32_f64_dpp v255, v[46:47] row_newbcast:7 row_mask:0x0 bank_mask:0x6 bound_ctrl:0
v_cvt_f32_f64_dpp v81, v[182:183] row_newbcast:15 row_mask:0x6 bank_mask:0x7
v_cvt_f64_f32_dpp v[58:59], v238 row_newbcast:0 row_mask:0x5 bank_mask:0x0
v_cvt_f64_f32_dpp v[24:25], v13 row_newbcast:7 row_mask:0x8 bank_mask:0x4
v_cvt_f64_f32_dpp v[110:111], v75 row_newbcast:15 row_mask:0x2 bank_mask:0x5 bound_ctrl:0
v_cvt_u32_f64_dpp v217, v[30:31] row_newbcast:0 row_mask:0xb
v_cvt_u32_f64_dpp v11, v[40:41] row_newbcast:7 row_mask:0x2 bank_mask:0x6
v_cvt_u32_f64_dpp v9, v[148:149] row_newbcast:15 row_mask:0x5
v_cvt_f64_u32_dpp v[10:11], v15 row_newbcast:0 row_mask:0x2 bank_mask:0x7
v_cvt_f64_u32_dpp v[254:255], v133 row_newbcast:7 row_mask:0x9 bank_mask:0x8 bound_ctrl:0
v_cvt_f64_u32_dpp v[66:67], v202 row_newbcast:15
v_trunc_f64_dpp v[110:111], v[24:25] row_newbcast:0 row_mask:0x5 bank_mask:0x2
v_trunc_f64_dpp v[26:27], v[158:159] row_newbcast:7 row_mask:0x6 bank_mask:0xa
v_trunc_f64_dpp v[26:27], v[74:75] row_newbcast:15 row_mask:0x3 bank_mask:0x7
v_ceil_f64_dpp v[136:137], v[48:49] row_newbcast:0
v_ceil_f64_dpp v[22:23], v[6:7] row_newbcast:7 row_mask:0x3 bank_mask:0xa
v_ceil_f64_dpp v[10:11], v[4:5] row_newbcast:15 row_mask:0x9 bank_mask:0x6 bound_ctrl:0
v_rndne_f64_dpp v[10:11], v[48:49] row_newbcast:0 row_mask:0x0 bank_mask:0x2
v_rndne_f64_dpp v[48:49], v[176:177] row_newbcast:7 row_mask:0x2 bank_mask:0x0
v_rndne_f64_dpp v[222:223], v[254:255] row_newbcast:15 row_mask:0x8
v_floor_f64_dpp v[130:131], v[172:173] row_newbcast:0 row_mask:0xe bank_mask:0x7 bound_ctrl:0
v_floor_f64_dpp v[10:11], v[4:5] row_newbcast:7 bank_mask:0x3
v_floor_f64_dpp v[122:123], v[254:255] row_newbcast:15 row_mask:0xc bank_mask:0x8
v_rcp_f64_dpp v[44:45], v[22:23] row_newbcast:0 bank_mask:0x6
v_rcp_f64_dpp v[2:3], v[158:159] row_newbcast:7 row_mask:0x8 bank_mask:0xc
v_rcp_f64_dpp v[218:219], v[242:243] row_newbcast:15 bank_mask:0x1
v_rsq_f64_dpp v[222:223], v[152:153] row_newbcast:0 row_mask:0x1
v_rsq_f64_dpp v[78:79], v[2:3] row_newbcast:7 row_mask:0x4 bank_mask:0xa
v_rsq_f64_dpp v[32:33], v[24:25] row_newbcast:15 row_mask:0xe bank_mask:0x7 bound_ctrl:0
v_sqrt_f64_dpp v[70:71], v[228:229] row_newbcast:0 bank_mask:0x8
v_sqrt_f64_dpp v[28:29], v[92:93] row_newbcast:7
v_sqrt_f64_dpp v[188:189], v[216:217] row_newbcast:15 row_mask:0x4 bank_mask:0xc
v_frexp_exp_i32_f64_dpp v56, v[90:91] row_newbcast:0 row_mask:0x1 bank_mask:0xd bound_ctrl:0
v_frexp_exp_i32_f64_dpp v169, v[10:11] row_newbcast:7 bank_mask:0xf
v_frexp_exp_i32_f64_dpp v255, v[110:111] row_newbcast:15 row_mask:0xe bank_mask:0x9
v_frexp_mant_f64_dpp v[250:251], v[254:255] row_newbcast:0 row_mask:0x2 bank_mask:0xd
v_frexp_mant_f64_dpp v[42:43], v[2:3] row_newbcast:7 row_mask:0x8 bound_ctrl:0
v_frexp_mant_f64_dpp v[16:17], v[4:5] row_newbcast:15 row_mask:0xb bank_mask:0x2 bound_ctrl:0
v_fract_f64_dpp v[162:163], v[112:113] row_newbcast:0 bank_mask:0xa
v_fract_f64_dpp v[124:125], v[108:109] row_newbcast:7 row_mask:0x0
v_fract_f64_dpp v[254:255], v[62:63] row_newbcast:15 row_mask:0x2 bank_mask:0x1
v_mov_b64_dpp v[196:197], v[40:41] row_newbcast:0 row_mask:0x0
v_mov_b64_dpp v[226:227], v[12:13] row_newbcast:7 row_mask:0x3 bank_mask:0x6
v_mov_b64_dpp v[238:239], v[214:215] row_newbcast:15 row_mask:0x6 bank_mask:0xc
v_cvt_pk_f32_fp8_dpp v[174:175], v255 row_newbcast:0 row_mask:0x4
v_cvt_pk_f32_fp8_dpp v[150:151], v30 row_newbcast:7 row_mask:0x1 bank_mask:0xf bound_ctrl:0
v_cvt_pk_f32_fp8_dpp v[26:27], v206 row_newbcast:15 bank_mask:0x3
v_cvt_pk_f32_bf8_dpp v[0:1], v23 row_newbcast:0 row_mask:0x9 bank_mask:0xb bound_ctrl:0
v_cvt_pk_f32_bf8_dpp v[226:227], v145 row_newbcast:7 row_mask:0xe bank_mask:0xf
v_cvt_pk_f32_bf8_dpp v[30:31], v4 row_newbcast:15 bank_mask:0x0 bound_ctrl:0
v_fmac_f64_dpp v[38:39], v[20:21], v[224:225] row_newbcast:0 row_mask:0xd bank_mask:0x9
v_fmac_f64_dpp v[232:233], v[4:5], v[214:215] row_newbcast:7 bound_ctrl:0
v_fmac_f64_dpp v[78:79], v[34:35], v[102:103] row_newbcast:15 row_mask:0x1
global_load_dword v1, v[2:3], off sc1
global_store_dword v[2:3], a1, off sc1
buffer_load_dword a1, off, s[4:7], 0 sc1
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen sc1
flat_load_dwordx4 a[4:7], v[2:3] sc1
scratch_load_dword a5, v2, off sc1
global_atomic_add v1, v[2:3], v4, off sc0 sc1
global_load_dword v1, v[2:3], off sc0 sc1
global_store_dword v[2:3], a1, off sc0 sc1
buffer_load_dword a1, off, s[4:7], 0 sc0 sc1
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen sc0 sc1
flat_load_dwordx4 a[4:7], v[2:3] sc0 sc1
scratch_load_dword a5, v2, off sc0 sc1
global_load_dword v1, v[2:3], off nt sc1
global_store_dword v[2:3], a1, off nt sc1
buffer_load_dword a1, off, s[4:7], 0 nt sc1
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen nt sc1
flat_load_dwordx4 a[4:7], v[2:3] nt sc1
scratch_load_dword a5, v2, off nt sc1
global_atomic_add v1, v[2:3], v4, off sc0 nt sc1
global_load_dword v1, v[2:3], off sc0 nt sc1
global_store_dword v[2:3], a1, off sc0 nt sc1
buffer_load_dword a1, off, s[4:7], 0 sc0 nt sc1
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen sc0 nt sc1
flat_load_dwordx4 a[4:7], v[2:3] sc0 nt sc1
scratch_load_dword a5, v2, off sc0 nt sc1
ds_read_b128 a[252:255], v1 offset:16
ds_write_b96 v1, a[4:6]
ds_read2_b64 a[0:3], v1 offset0:1 offset1:2
ds_cmpst_rtn_b64 a[2:3], v1, a[4:5], a[6:7]
global_load_dwordx3 a[2:4], v[2:3], off
buffer_atomic_cmpswap_x2 a[0:3], v1, s[8:11], 0 idxen sc0
global_atomic_add_f64 a[0:1], v[2:3], a[4:5], off sc0
flat_atomic_max_f64 a[0:1], v[2:3], a[4:5] sc0
global_atomic_pk_add_f16 a1, v[2:3], a4, off sc0
ds_read_b128 v[252:255], v1 offset:16
ds_write_b96 v1, v[4:6]
ds_read2_b64 v[0:3], v1 offset0:1 offset1:2
ds_cmpst_rtn_b64 v[2:3], v1, v[4:5], v[6:7]
global_load_dwordx3 v[2:4], v[2:3], off
buffer_atomic_cmpswap_x2 v[0:3], v1, s[8:11], 0 idxen sc0
global_atomic_add_f64 v[0:1], v[2:3], v[4:5], off sc0
flat_atomic_max_f64 v[0:1], v[2:3], v[4:5] sc0
global_atomic_pk_add_f16 v1, v[2:3], v4, off sc0
buffer_atomic_add_f64 v[4:5], off, s[0:3], 0
buffer_atomic_min_f64 v[4:5], v1, s[0:3], 0 offen sc0
ds_add_f64 v1, v[2:3] offset:8
ds_add_rtn_f64 v[2:3], v1, v[4:5]
v_fmac_f64 v[0:1], v[2:3], v[4:5]
v_fmac_f64_e64 v[0:1], -v[2:3], |v[4:5]| clamp div:2
v_pk_fmac_f16 v1, v2, v3
v_xnor_b32 v1, v2, v3
v_dot2c_f32_f16 v1, v2, v3
v_fma_mix_f32 v1, v2, v3, v4 op_sel_hi:[1,1,1]
v_mul_legacy_f32 v1, v2, v3
buffer_inv 
buffer_wbl2 
global_load_dwordx2 v[2:3], v[4:5], off 
global_store_dword v1, v2, s[4:5] offset:-8 
flat_store_dwordx4 v[2:3], v[4:7] 
scratch_store_dword off, v1, s3 offset:4 
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen 
buffer_atomic_smax v1, v2, s[4:7], 0 offen 
global_atomic_or_x2 v[2:3], v[4:5], off 
flat_atomic_swap v1, v[2:3], v4 sc0 
global_load_dwordx2 v[2:3], v[4:5], off sc0
global_store_dword v1, v2, s[4:5] offset:-8 sc0
flat_store_dwordx4 v[2:3], v[4:7] sc0
scratch_store_dword off, v1, s3 offset:4 sc0
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen sc0
buffer_atomic_smax v1, v2, s[4:7], 0 offen sc0
buffer_inv sc1
global_load_dwordx2 v[2:3], v[4:5], off sc1
global_store_dword v1, v2, s[4:5] offset:-8 sc1
flat_store_dwordx4 v[2:3], v[4:7] sc1
scratch_store_dword off, v1, s3 offset:4 sc1
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen sc1
buffer_atomic_smax v1, v2, s[4:7], 0 offen sc1
global_atomic_or_x2 v[2:3], v[4:5], off sc1
flat_atomic_swap v1, v[2:3], v4 sc0 sc1
global_load_dwordx2 v[2:3], v[4:5], off nt
global_store_dword v1, v2, s[4:5] offset:-8 nt
flat_store_dwordx4 v[2:3], v[4:7] nt
scratch_store_dword off, v1, s3 offset:4 nt
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen nt
buffer_atomic_smax v1, v2, s[4:7], 0 offen nt
global_atomic_or_x2 v[2:3], v[4:5], off nt
flat_atomic_swap v1, v[2:3], v4 sc0 nt
global_load_dwordx2 v[2:3], v[4:5], off sc0 sc1
global_store_dword v1, v2, s[4:5] offset:-8 sc0 sc1
flat_store_dwordx4 v[2:3], v[4:7] sc0 sc1
scratch_store_dword off, v1, s3 offset:4 sc0 sc1
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen sc0 sc1
buffer_atomic_smax v1, v2, s[4:7], 0 offen sc0 sc1
global_load_dwordx2 v[2:3], v[4:5], off sc0 nt
global_store_dword v1, v2, s[4:5] offset:-8 sc0 nt
flat_store_dwordx4 v[2:3], v[4:7] sc0 nt
scratch_store_dword off, v1, s3 offset:4 sc0 nt
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen sc0 nt
buffer_atomic_smax v1, v2, s[4:7], 0 offen sc0 nt
global_load_dwordx2 v[2:3], v[4:5], off sc1 nt
global_store_dword v1, v2, s[4:5] offset:-8 sc1 nt
flat_store_dwordx4 v[2:3], v[4:7] sc1 nt
scratch_store_dword off, v1, s3 offset:4 sc1 nt
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen sc1 nt
buffer_atomic_smax v1, v2, s[4:7], 0 offen sc1 nt
global_atomic_or_x2 v[2:3], v[4:5], off sc1 nt
flat_atomic_swap v1, v[2:3], v4 sc0 sc1 nt
buffer_inv sc0  sc1
buffer_wbl2 sc0  sc1
global_load_dwordx2 v[2:3], v[4:5], off sc0 nt sc1
global_store_dword v1, v2, s[4:5] offset:-8 sc0 nt sc1
flat_store_dwordx4 v[2:3], v[4:7] sc0 nt sc1
scratch_store_dword off, v1, s3 offset:4 sc0 nt sc1
buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen sc0 nt sc1
buffer_atomic_smax v1, v2, s[4:7], 0 offen sc0 nt sc1
flat_atomic_swap v1, v[2:3], v4 sc0 nt sc1
v_cvt_f32_fp8 v2, v1
v_cvt_f32_fp8 v2, s5
v_cvt_f32_fp8 v2, 0
v_cvt_f32_fp8 v2, -1
v_cvt_f32_fp8 v2, 0x1234
v_cvt_f32_fp8 v2, vcc_lo
v_cvt_f32_fp8_e64 v2, v1 clamp
v_cvt_f32_fp8_e64 v2, v1 mul:2
v_cvt_f32_fp8_dpp v2, v1 quad_perm:[3,2,1,0] row_mask:0x6
v_cvt_f32_bf8 v2, v1
v_cvt_f32_bf8 v2, s5
v_cvt_f32_bf8 v2, 0
v_cvt_f32_bf8 v2, -1
v_cvt_f32_bf8 v2, 0x1234
v_cvt_f32_bf8 v2, vcc_lo
v_cvt_f32_bf8_e64 v2, v1 clamp
v_cvt_f32_bf8_e64 v2, v1 mul:2
v_cvt_f32_bf8_dpp v2, v1 quad_perm:[3,2,1,0] row_mask:0xa
v_cvt_pk_f32_fp8 v[2:3], v1
v_cvt_pk_f32_fp8 v[2:3], s5
v_cvt_pk_f32_fp8 v[2:3], 0
v_cvt_pk_f32_fp8 v[2:3], -1
v_cvt_pk_f32_fp8 v[2:3], 0x1234
v_cvt_pk_f32_fp8 v[2:3], vcc_lo
v_cvt_pk_f32_fp8_e64 v[2:3], v1 clamp
v_cvt_pk_f32_fp8_e64 v[2:3], v1 mul:2
v_cvt_pk_f32_bf8 v[2:3], v1
v_cvt_pk_f32_bf8 v[2:3], s5
v_cvt_pk_f32_bf8 v[2:3], 0
v_cvt_pk_f32_bf8 v[2:3], -1
v_cvt_pk_f32_bf8 v[2:3], 0x1234
v_cvt_pk_f32_bf8 v[2:3], vcc_lo
v_cvt_pk_f32_bf8_e64 v[2:3], v1 clamp
v_cvt_pk_f32_bf8_e64 v[2:3], v1 mul:2
v_cvt_pk_fp8_f32 v1, v2, v3
v_cvt_pk_fp8_f32 v1, -v2, |v3|
v_cvt_pk_fp8_f32 v1, s2, 1.0
v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]
v_cvt_pk_fp8_f32 v1, -v2, |v3| op_sel:[0,0,1]
v_cvt_pk_fp8_f32 v1, s2, 1.0 op_sel:[0,0,1]
v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[1,1,1]
v_cvt_pk_fp8_f32 v1, -v2, |v3| op_sel:[1,1,1]
v_cvt_pk_fp8_f32 v1, s2, 1.0 op_sel:[1,1,1]
v_cvt_pk_bf8_f32 v1, v2, v3
v_cvt_pk_bf8_f32 v1, -v2, |v3|
v_cvt_pk_bf8_f32 v1, s2, 1.0
v_cvt_pk_bf8_f32 v1, v2, v3 op_sel:[0,0,1]
v_cvt_pk_bf8_f32 v1, -v2, |v3| op_sel:[0,0,1]
v_cvt_pk_bf8_f32 v1, s2, 1.0 op_sel:[0,0,1]
v_cvt_pk_bf8_f32 v1, v2, v3 op_sel:[1,1,1]
v_cvt_pk_bf8_f32 v1, -v2, |v3| op_sel:[1,1,1]
v_cvt_pk_bf8_f32 v1, s2, 1.0 op_sel:[1,1,1]
v_cvt_sr_fp8_f32 v1, v2, v3
v_cvt_sr_fp8_f32 v1, -|v2|, s3
v_cvt_sr_fp8_f32 v1, 0.5, v3
v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,0,1]
v_cvt_sr_fp8_f32 v1, -|v2|, s3 op_sel:[0,0,0,1]
v_cvt_sr_fp8_f32 v1, 0.5, v3 op_sel:[0,0,0,1]
v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,1,0]
v_cvt_sr_fp8_f32 v1, -|v2|, s3 op_sel:[0,0,1,0]
v_cvt_sr_fp8_f32 v1, 0.5, v3 op_sel:[0,0,1,0]
v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,1,1]
v_cvt_sr_fp8_f32 v1, -|v2|, s3 op_sel:[0,0,1,1]
v_cvt_sr_fp8_f32 v1, 0.5, v3 op_sel:[0,0,1,1]
v_cvt_sr_bf8_f32 v1, v2, v3
v_cvt_sr_bf8_f32 v1, -|v2|, s3
v_cvt_sr_bf8_f32 v1, 0.5, v3
v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,0,1]
v_cvt_sr_bf8_f32 v1, -|v2|, s3 op_sel:[0,0,0,1]
v_cvt_sr_bf8_f32 v1, 0.5, v3 op_sel:[0,0,0,1]
v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,1,0]
v_cvt_sr_bf8_f32 v1, -|v2|, s3 op_sel:[0,0,1,0]
v_cvt_sr_bf8_f32 v1, 0.5, v3 op_sel:[0,0,1,0]
v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,1,1]
v_cvt_sr_bf8_f32 v1, -|v2|, s3 op_sel:[0,0,1,1]
v_cvt_sr_bf8_f32 v1, 0.5, v3 op_sel:[0,0,1,1]
v_mfma_f32_16x16x8_xf32 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x8_xf32 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x8_xf32 a[0:3], v[2:3], a[4:5], a[0:3] blgp:3
v_mfma_f32_16x16x8_xf32 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x8_xf32 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x8_xf32 v[0:3], v[2:3], a[4:5], v[0:3] blgp:3
v_mfma_f32_32x32x4_xf32 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x4_xf32 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x4_xf32 a[0:15], v[2:3], a[4:5], a[0:15] blgp:7
v_mfma_f32_32x32x4_xf32 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x4_xf32 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x4_xf32 v[0:15], v[2:3], a[4:5], v[0:15] blgp:4
v_mfma_f32_32x32x1_2b_f32 a[0:31], v32, v40, a[0:31]
v_mfma_f32_32x32x1_2b_f32 a[0:31], a36, v44, 0
v_mfma_f32_32x32x1_2b_f32 a[0:31], v2, a4, a[0:31] blgp:6
v_mfma_f32_32x32x1_2b_f32 v[0:31], v32, v40, v[0:31]
v_mfma_f32_32x32x1_2b_f32 v[0:31], a36, v44, 0
v_mfma_f32_32x32x1_2b_f32 v[0:31], v2, a4, v[0:31] blgp:4
v_mfma_f32_32x32x1f32 a[0:31], v2, v4, a[0:31]
v_mfma_f32_16x16x1_4b_f32 a[0:15], v32, v40, a[0:15]
v_mfma_f32_16x16x1_4b_f32 a[0:15], a36, v44, 0
v_mfma_f32_16x16x1_4b_f32 a[0:15], v2, a4, a[0:15] blgp:0
v_mfma_f32_16x16x1_4b_f32 v[0:15], v32, v40, v[0:15]
v_mfma_f32_16x16x1_4b_f32 v[0:15], a36, v44, 0
v_mfma_f32_16x16x1_4b_f32 v[0:15], v2, a4, v[0:15] blgp:7
v_mfma_f32_16x16x1f32 a[0:15], v2, v4, a[0:15]
v_mfma_f32_4x4x1_16b_f32 a[0:3], v32, v40, a[0:3]
v_mfma_f32_4x4x1_16b_f32 a[0:3], a36, v44, 0
v_mfma_f32_4x4x1_16b_f32 a[0:3], v2, a4, a[0:3] blgp:0
v_mfma_f32_4x4x1_16b_f32 v[0:3], v32, v40, v[0:3]
v_mfma_f32_4x4x1_16b_f32 v[0:3], a36, v44, 0
v_mfma_f32_4x4x1_16b_f32 v[0:3], v2, a4, v[0:3] blgp:1
v_mfma_f32_4x4x1f32 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x2_f32 a[0:15], v32, v40, a[0:15]
v_mfma_f32_32x32x2_f32 a[0:15], a36, v44, 0
v_mfma_f32_32x32x2_f32 a[0:15], v2, a4, a[0:15] blgp:6
v_mfma_f32_32x32x2_f32 v[0:15], v32, v40, v[0:15]
v_mfma_f32_32x32x2_f32 v[0:15], a36, v44, 0
v_mfma_f32_32x32x2_f32 v[0:15], v2, a4, v[0:15] blgp:4
v_mfma_f32_32x32x2f32 a[0:15], v2, v4, a[0:15]
v_mfma_f32_16x16x4_f32 a[0:3], v32, v40, a[0:3]
v_mfma_f32_16x16x4_f32 a[0:3], a36, v44, 0
v_mfma_f32_16x16x4_f32 a[0:3], v2, a4, a[0:3] blgp:0
v_mfma_f32_16x16x4_f32 v[0:3], v32, v40, v[0:3]
v_mfma_f32_16x16x4_f32 v[0:3], a36, v44, 0
v_mfma_f32_16x16x4_f32 v[0:3], v2, a4, v[0:3] blgp:1
v_mfma_f32_16x16x4f32 a[0:3], v2, v4, a[0:3]
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[32:33], v[40:41], a[0:31]
v_mfma_f32_32x32x4_2b_f16 a[0:31], a[36:37], v[44:45], 0
v_mfma_f32_32x32x4_2b_f16 a[0:31], v[2:3], a[4:5], a[0:31] blgp:7
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[32:33], v[40:41], v[0:31]
v_mfma_f32_32x32x4_2b_f16 v[0:31], a[36:37], v[44:45], 0
v_mfma_f32_32x32x4_2b_f16 v[0:31], v[2:3], a[4:5], v[0:31] blgp:7
v_mfma_f32_32x32x4f16 a[0:31], v[2:3], v[4:5], a[0:31]
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_16x16x4_4b_f16 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_16x16x4_4b_f16 a[0:15], v[2:3], a[4:5], a[0:15] blgp:4
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_16x16x4_4b_f16 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_16x16x4_4b_f16 v[0:15], v[2:3], a[4:5], v[0:15] blgp:3
v_mfma_f32_16x16x4f16 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_4x4x4_16b_f16 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_4x4x4_16b_f16 a[0:3], v[2:3], a[4:5], a[0:3] blgp:5
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_4x4x4_16b_f16 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_4x4x4_16b_f16 v[0:3], v[2:3], a[4:5], v[0:3] blgp:6
v_mfma_f32_4x4x4f16 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x8_f16 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x8_f16 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], a[4:5], a[0:15] blgp:0
v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x8_f16 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x8_f16 v[0:15], v[2:3], a[4:5], v[0:15] blgp:5
v_mfma_f32_32x32x8f16 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x16_f16 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x16_f16 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x16_f16 a[0:3], v[2:3], a[4:5], a[0:3] blgp:0
v_mfma_f32_16x16x16_f16 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x16_f16 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x16_f16 v[0:3], v[2:3], a[4:5], v[0:3] blgp:4
v_mfma_f32_16x16x16f16 a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_i32_32x32x4_2b_i8 a[0:31], v32, v40, a[0:31]
v_mfma_i32_32x32x4_2b_i8 a[0:31], a36, v44, 0
v_mfma_i32_32x32x4_2b_i8 a[0:31], v2, a4, a[0:31] blgp:2
v_mfma_i32_32x32x4_2b_i8 v[0:31], v32, v40, v[0:31]
v_mfma_i32_32x32x4_2b_i8 v[0:31], a36, v44, 0
v_mfma_i32_32x32x4_2b_i8 v[0:31], v2, a4, v[0:31] blgp:0
v_mfma_i32_32x32x4i8 a[0:31], v2, v4, a[0:31]
v_mfma_i32_16x16x4_4b_i8 a[0:15], v32, v40, a[0:15]
v_mfma_i32_16x16x4_4b_i8 a[0:15], a36, v44, 0
v_mfma_i32_16x16x4_4b_i8 a[0:15], v2, a4, a[0:15] blgp:5
v_mfma_i32_16x16x4_4b_i8 v[0:15], v32, v40, v[0:15]
v_mfma_i32_16x16x4_4b_i8 v[0:15], a36, v44, 0
v_mfma_i32_16x16x4_4b_i8 v[0:15], v2, a4, v[0:15] blgp:2
v_mfma_i32_16x16x4i8 a[0:15], v2, v4, a[0:15]
v_mfma_i32_4x4x4_16b_i8 a[0:3], v32, v40, a[0:3]
v_mfma_i32_4x4x4_16b_i8 a[0:3], a36, v44, 0
v_mfma_i32_4x4x4_16b_i8 a[0:3], v2, a4, a[0:3] blgp:6
v_mfma_i32_4x4x4_16b_i8 v[0:3], v32, v40, v[0:3]
v_mfma_i32_4x4x4_16b_i8 v[0:3], a36, v44, 0
v_mfma_i32_4x4x4_16b_i8 v[0:3], v2, a4, v[0:3] blgp:0
v_mfma_i32_4x4x4i8 a[0:3], v2, v4, a[0:3]
v_mfma_i32_32x32x16_i8 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_i32_32x32x16_i8 a[0:15], a[36:37], v[44:45], 0
v_mfma_i32_32x32x16_i8 a[0:15], v[2:3], a[4:5], a[0:15] blgp:1
v_mfma_i32_32x32x16_i8 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_i32_32x32x16_i8 v[0:15], a[36:37], v[44:45], 0
v_mfma_i32_32x32x16_i8 v[0:15], v[2:3], a[4:5], v[0:15] blgp:7
v_mfma_i32_16x16x32_i8 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_i32_16x16x32_i8 a[0:3], a[36:37], v[44:45], 0
v_mfma_i32_16x16x32_i8 a[0:3], v[2:3], a[4:5], a[0:3] blgp:1
v_mfma_i32_16x16x32_i8 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_i32_16x16x32_i8 v[0:3], a[36:37], v[44:45], 0
v_mfma_i32_16x16x32_i8 v[0:3], v[2:3], a[4:5], v[0:3] blgp:5
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[32:33], v[40:41], a[0:31]
v_mfma_f32_32x32x4_2b_bf16 a[0:31], a[36:37], v[44:45], 0
v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[2:3], a[4:5], a[0:31] blgp:2
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[32:33], v[40:41], v[0:31]
v_mfma_f32_32x32x4_2b_bf16 v[0:31], a[36:37], v[44:45], 0
v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[2:3], a[4:5], v[0:31] blgp:0
v_mfma_f32_32x32x4bf16_1k a[0:31], v[2:3], v[4:5], a[0:31]
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_16x16x4_4b_bf16 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[2:3], a[4:5], a[0:15] blgp:7
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_16x16x4_4b_bf16 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[2:3], a[4:5], v[0:15] blgp:0
v_mfma_f32_16x16x4bf16_1k a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_4x4x4_16b_bf16 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_4x4x4_16b_bf16 a[0:3], v[2:3], a[4:5], a[0:3] blgp:5
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_4x4x4_16b_bf16 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[2:3], a[4:5], v[0:3] blgp:0
v_mfma_f32_4x4x4bf16_1k a[0:3], v[2:3], v[4:5], a[0:3]
v_mfma_f32_32x32x8_bf16 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x8_bf16 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x8_bf16 a[0:15], v[2:3], a[4:5], a[0:15] blgp:7
v_mfma_f32_32x32x8_bf16 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x8_bf16 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x8_bf16 v[0:15], v[2:3], a[4:5], v[0:15] blgp:3
v_mfma_f32_32x32x8bf16_1k a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x16_bf16 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x16_bf16 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x16_bf16 a[0:3], v[2:3], a[4:5], a[0:3] blgp:7
v_mfma_f32_16x16x16_bf16 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x16_bf16 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x16_bf16 v[0:3], v[2:3], a[4:5], v[0:3] blgp:0
v_mfma_f32_16x16x16bf16_1k a[0:3], v[2:3], v[4:5], a[0:3]
v_smfmac_f32_16x16x32_f16 a[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x32_f16 a[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x32_f16 a[0:3], a[36:37], v[44:47], v9 cbsz:4 abid:2
v_smfmac_f32_16x16x32_f16 a[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x32_f16 v[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x32_f16 v[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x32_f16 v[0:3], a[36:37], v[44:47], v9 cbsz:6 abid:1
v_smfmac_f32_16x16x32_f16 v[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x16_f16 a[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x16_f16 a[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x16_f16 a[0:15], a[36:37], v[44:47], v9 cbsz:4 abid:3
v_smfmac_f32_32x32x16_f16 a[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x16_f16 v[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x16_f16 v[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x16_f16 v[0:15], a[36:37], v[44:47], v9 cbsz:6 abid:2
v_smfmac_f32_32x32x16_f16 v[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x32_bf16 a[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x32_bf16 a[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x32_bf16 a[0:3], a[36:37], v[44:47], v9 cbsz:2 abid:0
v_smfmac_f32_16x16x32_bf16 a[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x32_bf16 v[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x32_bf16 v[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x32_bf16 v[0:3], a[36:37], v[44:47], v9 cbsz:7 abid:2
v_smfmac_f32_16x16x32_bf16 v[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x16_bf16 a[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x16_bf16 a[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x16_bf16 a[0:15], a[36:37], v[44:47], v9 cbsz:7 abid:3
v_smfmac_f32_32x32x16_bf16 a[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x16_bf16 v[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x16_bf16 v[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x16_bf16 v[0:15], a[36:37], v[44:47], v9 cbsz:1 abid:0
v_smfmac_f32_32x32x16_bf16 v[240:255], v[240:241], a[248:251], v9
v_smfmac_i32_16x16x64_i8 a[0:3], v[32:33], v[40:43], v50
v_smfmac_i32_16x16x64_i8 a[0:3], v[32:33], v[40:43], v51
v_smfmac_i32_16x16x64_i8 a[0:3], a[36:37], v[44:47], v9 cbsz:0 abid:3
v_smfmac_i32_16x16x64_i8 a[252:255], v[240:241], a[248:251], v9
v_smfmac_i32_16x16x64_i8 v[0:3], v[32:33], v[40:43], v50
v_smfmac_i32_16x16x64_i8 v[0:3], v[32:33], v[40:43], v51
v_smfmac_i32_16x16x64_i8 v[0:3], a[36:37], v[44:47], v9 cbsz:0 abid:2
v_smfmac_i32_16x16x64_i8 v[252:255], v[240:241], a[248:251], v9
v_smfmac_i32_32x32x32_i8 a[0:15], v[32:33], v[40:43], v50
v_smfmac_i32_32x32x32_i8 a[0:15], v[32:33], v[40:43], v51
v_smfmac_i32_32x32x32_i8 a[0:15], a[36:37], v[44:47], v9 cbsz:2 abid:1
v_smfmac_i32_32x32x32_i8 a[240:255], v[240:241], a[248:251], v9
v_smfmac_i32_32x32x32_i8 v[0:15], v[32:33], v[40:43], v50
v_smfmac_i32_32x32x32_i8 v[0:15], v[32:33], v[40:43], v51
v_smfmac_i32_32x32x32_i8 v[0:15], a[36:37], v[44:47], v9 cbsz:6 abid:2
v_smfmac_i32_32x32x32_i8 v[240:255], v[240:241], a[248:251], v9
v_mfma_f64_16x16x4_f64 a[0:7], v[32:33], v[40:41], a[0:7]
v_mfma_f64_16x16x4_f64 a[0:7], a[36:37], v[44:45], 0
v_mfma_f64_16x16x4_f64 v[0:7], v[32:33], v[40:41], v[0:7]
v_mfma_f64_16x16x4_f64 v[0:7], a[36:37], v[44:45], 0
v_mfma_f64_16x16x4_f64 a[0:7], v[2:3], a[4:5], a[0:7] cbsz:1 abid:2 neg:[1,0,0]
v_mfma_f64_16x16x4_f64 a[0:7], v[2:3], a[4:5], a[0:7] cbsz:1 abid:2 neg:[0,1,0]
v_mfma_f64_16x16x4_f64 a[0:7], v[2:3], a[4:5], a[0:7] cbsz:1 abid:2 neg:[0,0,1]
v_mfma_f64_16x16x4_f64 a[0:7], v[2:3], a[4:5], a[0:7] cbsz:1 abid:2 neg:[1,1,1]
v_mfma_f64_16x16x4_f64 a[0:7], v[2:3], a[4:5], a[0:7] cbsz:1 abid:2 neg:[0,1]
v_mfma_f64_16x16x4_f64 a[0:7], v[2:3], a[4:5], a[0:7] cbsz:1 abid:2 neg:[0,0,0]
v_mfma_f64_16x16x4_f64 v[0:7], v[2:3], v[4:5], 0 neg:[0,0,1]
v_mfma_f64_16x16x4f64 a[0:7], v[2:3], v[4:5], a[0:7]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[32:33], v[40:41], a[0:1]
v_mfma_f64_4x4x4_4b_f64 a[0:1], a[36:37], v[44:45], 0
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[32:33], v[40:41], v[0:1]
v_mfma_f64_4x4x4_4b_f64 v[0:1], a[36:37], v[44:45], 0
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], a[4:5], a[0:1] cbsz:1 abid:2 neg:[1,0,0]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], a[4:5], a[0:1] cbsz:1 abid:2 neg:[0,1,0]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], a[4:5], a[0:1] cbsz:1 abid:2 neg:[0,0,1]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], a[4:5], a[0:1] cbsz:1 abid:2 neg:[1,1,1]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], a[4:5], a[0:1] cbsz:1 abid:2 neg:[0,1]
v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], a[4:5], a[0:1] cbsz:1 abid:2 neg:[0,0,0]
v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], 0 neg:[0,0,1]
v_mfma_f64_4x4x4f64 a[0:1], v[2:3], v[4:5], a[0:1]
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[2:3], a[4:5], a[0:3] blgp:2
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[2:3], a[4:5], v[0:3] blgp:1
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[2:3], a[4:5], a[0:3] blgp:5
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[2:3], a[4:5], v[0:3] blgp:3
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[2:3], a[4:5], a[0:3] blgp:6
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[2:3], a[4:5], v[0:3] blgp:6
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[32:33], v[40:41], a[0:3]
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[2:3], a[4:5], a[0:3] blgp:6
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[32:33], v[40:41], v[0:3]
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], a[36:37], v[44:45], 0
v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[2:3], a[4:5], v[0:3] blgp:1
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_bf8_bf8 a[0:15], v[2:3], a[4:5], a[0:15] blgp:5
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[2:3], a[4:5], v[0:15] blgp:1
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[2:3], a[4:5], a[0:15] blgp:4
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[2:3], a[4:5], v[0:15] blgp:7
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[2:3], a[4:5], a[0:15] blgp:4
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[2:3], a[4:5], v[0:15] blgp:7
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[32:33], v[40:41], a[0:15]
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[2:3], a[4:5], a[0:15] blgp:2
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[32:33], v[40:41], v[0:15]
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], a[36:37], v[44:45], 0
v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[2:3], a[4:5], v[0:15] blgp:1
v_smfmac_f32_16x16x64_bf8_bf8 a[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_bf8_bf8 a[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_bf8_bf8 a[0:3], a[36:37], v[44:47], v9 cbsz:6 abid:1
v_smfmac_f32_16x16x64_bf8_bf8 a[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_bf8_bf8 v[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_bf8_bf8 v[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_bf8_bf8 v[0:3], a[36:37], v[44:47], v9 cbsz:6 abid:3
v_smfmac_f32_16x16x64_bf8_bf8 v[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_bf8_fp8 a[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_bf8_fp8 a[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_bf8_fp8 a[0:3], a[36:37], v[44:47], v9 cbsz:0 abid:3
v_smfmac_f32_16x16x64_bf8_fp8 a[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_bf8_fp8 v[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_bf8_fp8 v[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_bf8_fp8 v[0:3], a[36:37], v[44:47], v9 cbsz:5 abid:0
v_smfmac_f32_16x16x64_bf8_fp8 v[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_fp8_bf8 a[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_fp8_bf8 a[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_fp8_bf8 a[0:3], a[36:37], v[44:47], v9 cbsz:3 abid:2
v_smfmac_f32_16x16x64_fp8_bf8 a[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_fp8_bf8 v[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_fp8_bf8 v[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_fp8_bf8 v[0:3], a[36:37], v[44:47], v9 cbsz:4 abid:2
v_smfmac_f32_16x16x64_fp8_bf8 v[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_fp8_fp8 a[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_fp8_fp8 a[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_fp8_fp8 a[0:3], a[36:37], v[44:47], v9 cbsz:0 abid:0
v_smfmac_f32_16x16x64_fp8_fp8 a[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_16x16x64_fp8_fp8 v[0:3], v[32:33], v[40:43], v50
v_smfmac_f32_16x16x64_fp8_fp8 v[0:3], v[32:33], v[40:43], v51
v_smfmac_f32_16x16x64_fp8_fp8 v[0:3], a[36:37], v[44:47], v9 cbsz:1 abid:3
v_smfmac_f32_16x16x64_fp8_fp8 v[252:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_bf8_bf8 a[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_bf8_bf8 a[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_bf8_bf8 a[0:15], a[36:37], v[44:47], v9 cbsz:1 abid:0
v_smfmac_f32_32x32x32_bf8_bf8 a[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_bf8_bf8 v[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_bf8_bf8 v[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_bf8_bf8 v[0:15], a[36:37], v[44:47], v9 cbsz:0 abid:3
v_smfmac_f32_32x32x32_bf8_bf8 v[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_bf8_fp8 a[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_bf8_fp8 a[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_bf8_fp8 a[0:15], a[36:37], v[44:47], v9 cbsz:7 abid:1
v_smfmac_f32_32x32x32_bf8_fp8 a[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_bf8_fp8 v[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_bf8_fp8 v[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_bf8_fp8 v[0:15], a[36:37], v[44:47], v9 cbsz:0 abid:1
v_smfmac_f32_32x32x32_bf8_fp8 v[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_fp8_bf8 a[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_fp8_bf8 a[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_fp8_bf8 a[0:15], a[36:37], v[44:47], v9 cbsz:3 abid:3
v_smfmac_f32_32x32x32_fp8_bf8 a[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_fp8_bf8 v[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_fp8_bf8 v[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_fp8_bf8 v[0:15], a[36:37], v[44:47], v9 cbsz:4 abid:1
v_smfmac_f32_32x32x32_fp8_bf8 v[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_fp8_fp8 a[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_fp8_fp8 a[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_fp8_fp8 a[0:15], a[36:37], v[44:47], v9 cbsz:5 abid:2
v_smfmac_f32_32x32x32_fp8_fp8 a[240:255], v[240:241], a[248:251], v9
v_smfmac_f32_32x32x32_fp8_fp8 v[0:15], v[32:33], v[40:43], v50
v_smfmac_f32_32x32x32_fp8_fp8 v[0:15], v[32:33], v[40:43], v51
v_smfmac_f32_32x32x32_fp8_fp8 v[0:15], a[36:37], v[44:47], v9 cbsz:2 abid:0
v_smfmac_f32_32x32x32_fp8_fp8 v[240:255], v[240:241], a[248:251], v9
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:0 row_mask:0x5
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:1 row_mask:0x1
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:2 row_mask:0x9
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:3 row_mask:0x9
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:4 row_mask:0xa
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:5 row_mask:0x1
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:6 row_mask:0x6
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:7 row_mask:0x0
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:8 row_mask:0xa
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:9 row_mask:0x8
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:10 row_mask:0xf
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:11 row_mask:0xd
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:12 row_mask:0x9
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:13 row_mask:0xe
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:14 row_mask:0x3
v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:15 row_mask:0x3
v_mov_b64 v[0:1], v[2:3]
v_lshl_add_u64 v[0:1], v[2:3], 3, v[4:5]
v_mov_b64 v[0:1], s[2:3]
v_lshl_add_u64 v[0:1], s[2:3], 3, v[4:5]
v_mov_b64 v[0:1], vcc
v_lshl_add_u64 v[0:1], vcc, 3, v[4:5]
v_mov_b64 v[0:1], exec
v_lshl_add_u64 v[0:1], exec, 3, v[4:5]
v_mov_b64 v[0:1], 0
v_lshl_add_u64 v[0:1], 0, 3, v[4:5]
v_mov_b64 v[0:1], -1
v_lshl_add_u64 v[0:1], -1, 3, v[4:5]
v_mov_b64 v[0:1], 1.0
v_lshl_add_u64 v[0:1], 1.0, 3, v[4:5]
v_mov_b64 v[0:1], 0x12345678
v_mov_b64 v[0:1], src_shared_base
v_lshl_add_u64 v[0:1], src_shared_base, 3, v[4:5]
v_lshl_add_u64 v[0:1], v[2:3], 0, s[4:5]
v_lshl_add_u64 v[0:1], v[2:3], 1, s[4:5]
v_lshl_add_u64 v[0:1], v[2:3], 4, s[4:5]
v_lshl_add_u64 v[0:1], v[2:3], v2, s[4:5]
v_fmamk_f32 v1, v2, 0x40490fdb, v3
ds_pk_add_f16 v1, v2 offset:4
ds_pk_add_bf16 v1, a2
ds_pk_add_rtn_bf16 a1, v2, a3 offset:65535
global_atomic_pk_add_bf16 v1, v[2:3], v4, off sc0
flat_atomic_pk_add_bf16 v[2:3], v4 offset:16
v_div_fmas_f64 v[6:7], v[12:13], v[242:243], v[246:247]
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
tbuffer_load_format_x v227, v158, s[56:59], s59 format:[BUF_DATA_FORMAT_32] offen offset:433 nt sc1
tbuffer_load_format_x v165, v21, s[68:71], m0 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_UNORM] idxen nt
tbuffer_load_format_x v236, off, ttmp[12:15], m0 offset:2187 nt
tbuffer_load_format_x v255, v3, s[12:15], 20 format:[BUF_DATA_FORMAT_16_16_16_16] idxen offset:3517 sc0
tbuffer_load_format_x v198, v27, s[12:15], m0 idxen offset:1450 sc0
tbuffer_load_format_x a249, v0, s[48:51], m0 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_SNORM] offen sc0 nt
tbuffer_load_format_x v30, v1, s[92:95], 9 format:[BUF_NUM_FORMAT_SNORM] idxen offset:738
tbuffer_load_format_x a206, v255, s[48:51], s8 offen offset:3212 sc0 sc1
tbuffer_load_format_xy a[8:9], v121, s[60:63], s36 format:46 idxen sc1
tbuffer_load_format_xy a[148:149], off, s[8:11], 12 offset:2001 sc0 sc1
tbuffer_load_format_xy v[202:203], v11, s[36:39], xnack_mask_hi format:56 offen sc1
tbuffer_load_format_xy a[20:21], off, s[40:43], m0 format:[BUF_DATA_FORMAT_32_32_32] offset:4051
tbuffer_load_format_xy v[254:255], v142, s[0:3], s29 idxen offset:3713 sc0 nt
tbuffer_load_format_xy v[30:31], v142, ttmp[4:7], s24 format:[BUF_NUM_FORMAT_USCALED,BUF_DATA_FORMAT_16] offen offset:1678 nt
tbuffer_load_format_xy a[102:103], v230, s[12:15], m0 format:[BUF_DATA_FORMAT_RESERVED_15] idxen offset:1456 nt sc1
tbuffer_load_format_xy a[28:29], v229, s[68:71], s42 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_32_32_32] offen offset:3843 nt
tbuffer_load_format_xyz a[28:30], v9, s[96:99], 25 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SNORM] idxen sc0 nt sc1
tbuffer_load_format_xyz v[250:252], off, s[80:83], s36 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM] offset:1761 nt
tbuffer_load_format_xyz a[80:82], v21, s[64:67], 26 idxen nt
tbuffer_load_format_xyz a[14:16], v31, s[8:11], m0 offen offset:88 sc0
tbuffer_load_format_xyzw v[42:45], v12, s[64:67], m0 offen offset:2878 sc0 nt sc1
tbuffer_load_format_xyzw a[234:237], off, s[60:63], s56 format:123 offset:634
tbuffer_load_format_xyzw v[114:117], off, s[36:39], 51 format:41 sc1
tbuffer_load_format_xyzw v[252:255], v84, s[44:47], s56 format:97 offen offset:18 nt
tbuffer_load_format_xyzw v[170:173], v25, s[60:63], m0 format:12 offen offset:1702 sc0 nt sc1
tbuffer_load_format_xyzw v[18:21], v255, s[32:35], m0 format:[BUF_DATA_FORMAT_16] idxen offset:1093 nt
tbuffer_load_format_xyzw a[136:139], v143, s[32:35], 58 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_11_11_10] offen sc0
tbuffer_store_format_x a255, v138, s[28:31], s54 format:[BUF_DATA_FORMAT_2_10_10_10] offen offset:1244
tbuffer_store_format_x v233, v5, s[16:19], 4 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_8_8_8_8] offen offset:1057
tbuffer_store_format_x a188, off, s[8:11], 9 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_RESERVED_6] offset:847 sc0
tbuffer_store_format_x v86, v9, s[0:3], s93 format:[BUF_DATA_FORMAT_INVALID] offen offset:2273 sc0 sc1
tbuffer_store_format_x v63, v255, s[32:35], 60 idxen offset:3149 sc1
tbuffer_store_format_x a172, v7, s[40:43], m0 format:[BUF_NUM_FORMAT_FLOAT] offen sc0
tbuffer_store_format_x v16, v38, s[72:75], s45 format:[BUF_NUM_FORMAT_USCALED,BUF_DATA_FORMAT_RESERVED_15] idxen offset:2327 nt sc1
tbuffer_store_format_xy v[26:27], v223, ttmp[12:15], 1 format:[BUF_NUM_FORMAT_SSCALED] offen nt sc1
tbuffer_store_format_xy a[254:255], v100, s[84:87], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_UINT] offen offset:2900 sc0
tbuffer_store_format_xy a[210:211], v94, s[40:43], m0 format:74 offen offset:2078 nt
tbuffer_store_format_xy v[46:47], off, s[76:79], -5 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_FLOAT] sc1
tbuffer_store_format_xy v[4:5], v1, s[28:31], m0 format:71 offen sc1
tbuffer_store_format_xy a[242:243], v111, s[48:51], m0 format:2 offen offset:2227 sc0
tbuffer_store_format_xy a[142:143], v30, s[60:63], m0 format:[BUF_NUM_FORMAT_SSCALED] idxen sc1
tbuffer_store_format_xy a[106:107], v0, s[28:31], 47 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_FLOAT] offen offset:431 sc0 nt
tbuffer_store_format_xyz a[216:218], off, s[32:35], 43 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SNORM] offset:1362 sc1
tbuffer_store_format_xyz v[60:62], v131, s[28:31], m0 format:[BUF_DATA_FORMAT_8] offen offset:1500 nt
tbuffer_store_format_xyz a[30:32], v9, s[28:31], m0 offen offset:374 nt
tbuffer_store_format_xyz a[48:50], off, s[88:91], s13 format:[BUF_NUM_FORMAT_UINT,BUF_DATA_FORMAT_16] offset:423 sc1
tbuffer_store_format_xyz v[166:168], off, s[32:35], 47 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SSCALED] sc0 sc1
tbuffer_store_format_xyz a[32:34], v17, s[0:3], m0 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_SSCALED] idxen sc0 nt sc1
tbuffer_store_format_xyz a[4:6], v2, s[96:99], s13 format:48 offen nt
tbuffer_store_format_xyzw v[4:7], v255, s[28:31], s32 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_SSCALED] offen offset:3324 sc0 nt
tbuffer_store_format_xyzw v[140:143], v196, s[76:79], s28 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SINT] offen sc0 nt
tbuffer_store_format_xyzw v[168:171], v222, s[12:15], m0 offen offset:3973
tbuffer_store_format_xyzw v[22:25], off, s[0:3], s88 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SNORM] offset:1380 sc0 nt
tbuffer_store_format_xyzw v[46:49], v163, s[32:35], 58 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_FLOAT] offen offset:3452 nt sc1
tbuffer_store_format_xyzw a[60:63], v184, s[0:3], s35 offen offset:2820 nt
tbuffer_load_format_d16_x a13, v147, ttmp[8:11], m0 offen offset:3186 sc0 nt
tbuffer_load_format_d16_x v38, v163, ttmp[12:15], s13 format:103 offen offset:3937 nt
tbuffer_load_format_d16_x v84, v225, ttmp[0:3], s8 format:126 offen offset:1008 nt sc1
tbuffer_load_format_d16_x v229, v255, s[48:51], m0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_RESERVED_6] idxen sc1
tbuffer_load_format_d16_x a165, off, s[68:71], s41 offset:904
tbuffer_load_format_d16_x v5, off, s[40:43], s0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_UNORM] offset:1358 nt sc1
tbuffer_load_format_d16_x a22, v156, s[24:27], s36 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_UNORM] offen offset:1896 nt
tbuffer_load_format_d16_x a154, v216, s[92:95], m0 format:118 offen offset:2208 nt
tbuffer_load_format_d16_xy a41, v255, s[96:99], 18 format:[BUF_DATA_FORMAT_32_32_32] offen offset:818 sc0
tbuffer_load_format_d16_xy a19, off, ttmp[0:3], s32 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_16_16_16_16] offset:273 sc0
tbuffer_load_format_d16_xy a172, v4, s[36:39], s29 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_USCALED] idxen offset:2210 sc0 sc1
tbuffer_load_format_d16_xy v0, v217, s[56:59], s93 format:[BUF_DATA_FORMAT_10_11_11] idxen offset:134 sc0
tbuffer_load_format_d16_xy a161, off, s[4:7], s40 format:[BUF_NUM_FORMAT_SSCALED] sc0
tbuffer_load_format_d16_xyz v[254:255], off, s[80:83], s37 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_SSCALED] sc0 sc1
tbuffer_load_format_d16_xyz a[192:193], v205, s[96:99], m0 format:[BUF_NUM_FORMAT_SNORM] offen offset:1982
tbuffer_load_format_d16_xyz v[138:139], v204, s[56:59], exec_lo format:[BUF_NUM_FORMAT_FLOAT] offen offset:3428
tbuffer_load_format_d16_xyz v[190:191], v87, s[88:91], m0 offen offset:1973 sc0
tbuffer_load_format_d16_xyz a[254:255], off, ttmp[12:15], s92 format:28 offset:1371 sc1
tbuffer_load_format_d16_xyzw v[8:9], v13, s[32:35], m0 format:37 idxen offset:2154 sc1
tbuffer_load_format_d16_xyzw v[14:15], v171, s[84:87], s80 format:[BUF_DATA_FORMAT_8] offen offset:975
tbuffer_load_format_d16_xyzw v[154:155], off, s[8:11], s55 format:[BUF_DATA_FORMAT_10_10_10_2] nt
tbuffer_load_format_d16_xyzw v[6:7], v255, s[40:43], 40 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_USCALED] idxen sc0
tbuffer_load_format_d16_xyzw a[24:25], v11, s[48:51], m0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SSCALED] offen offset:1595 nt
tbuffer_load_format_d16_xyzw a[22:23], v21, s[40:43], m0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_UNORM] offen offset:3890
tbuffer_load_format_d16_xyzw a[34:35], v28, ttmp[12:15], s22 format:[BUF_DATA_FORMAT_11_11_10] idxen offset:829
tbuffer_store_format_d16_x a7, off, s[24:27], s11 format:[BUF_DATA_FORMAT_32_32_32] offset:2888 sc0 sc1
tbuffer_store_format_d16_x v14, v6, s[8:11], ttmp0 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_32] offen offset:3837 sc0
tbuffer_store_format_d16_x a29, v130, s[52:55], m0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_SNORM] offen offset:419
tbuffer_store_format_d16_x a255, v179, s[84:87], s101 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_RESERVED_6] idxen offset:3829 sc0 nt sc1
tbuffer_store_format_d16_x v236, v13, s[88:91], s99 format:9 offen offset:2055 sc0 nt
tbuffer_store_format_d16_x v255, v184, s[56:59], 45 offen offset:1922 nt
tbuffer_store_format_d16_x a114, v19, s[4:7], s92 format:[BUF_DATA_FORMAT_32_32_32] offen offset:2627
tbuffer_store_format_d16_xy a24, v188, s[68:71], s82 offen
tbuffer_store_format_d16_xy v19, v251, s[64:67], m0 format:58 offen sc1
tbuffer_store_format_d16_xy a88, v53, s[44:47], m0 format:[BUF_DATA_FORMAT_32_32_32_32] idxen sc0 sc1
tbuffer_store_format_d16_xy a23, off, s[88:91], s1 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_SNORM] sc0
tbuffer_store_format_d16_xy a16, off, s[92:95], m0 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_32_32_32_32] offset:3619
tbuffer_store_format_d16_xy a0, off, s[40:43], 6 format:[BUF_NUM_FORMAT_RESERVED_6,BUF_DATA_FORMAT_32_32_32] nt
tbuffer_store_format_d16_xy a232, v33, s[24:27], s3 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_UINT] idxen offset:38
tbuffer_store_format_d16_xyz v[144:145], off, s[56:59], s15 format:43 offset:2338
tbuffer_store_format_d16_xyz v[4:5], v16, s[72:75], m0 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_UNORM] offen offset:490 sc0
tbuffer_store_format_d16_xyz a[18:19], off, s[0:3], 32 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_11_11_10] offset:1935 nt
tbuffer_store_format_d16_xyz v[12:13], v25, s[88:91], 30 format:49 offen nt
tbuffer_store_format_d16_xyz v[194:195], v205, ttmp[8:11], 11 format:[BUF_NUM_FORMAT_UNORM] idxen offset:1953
tbuffer_store_format_d16_xyz v[134:135], off, s[36:39], 16 offset:370 sc0 sc1
tbuffer_store_format_d16_xyzw a[14:15], v29, s[96:99], s12 format:89 offen offset:698 sc0
tbuffer_store_format_d16_xyzw a[10:11], v173, s[0:3], m0 format:[BUF_DATA_FORMAT_10_10_10_2] idxen offset:1042 sc0 nt
tbuffer_store_format_d16_xyzw a[224:225], v15, ttmp[12:15], m0 format:[BUF_DATA_FORMAT_INVALID] offen offset:4065 sc0 nt
tbuffer_store_format_d16_xyzw a[28:29], v16, s[88:91], m0 format:[BUF_DATA_FORMAT_32_32_32_32] idxen offset:1683 sc0 nt
tbuffer_store_format_d16_xyzw a[12:13], v73, s[4:7], m0 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_UNORM] offen offset:1125 sc0 sc1
tbuffer_store_format_d16_xyzw a[12:13], v3, s[24:27], m0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_UNORM] idxen offset:905 sc1
tbuffer_store_format_d16_xyzw v[20:21], v30, s[96:99], s77 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_FLOAT] idxen sc0 nt sc1
L_end:
s_endpgm
