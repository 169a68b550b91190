L_top:
s_add_u32 s89, s20, s67
s_add_u32 s58, 58, s26
s_sub_u32 flat_scratch_hi, s49, src_private_limit
s_sub_u32 s62, s6, -10
s_add_i32 s34, vcc_lo, -6
s_add_i32 s100, s20, 0.5
s_sub_i32 xnack_mask_hi, 30, vcc_lo
s_sub_i32 s54, 0xdeadbeef, flat_scratch_lo
s_addc_u32 vcc_hi, vcc_hi, s46
s_subb_u32 vcc_hi, s39, 0xdeadbeef
s_subb_u32 s6, vcc_hi, -2
s_min_i32 flat_scratch_hi, 2.0, -0.5
s_min_i32 s11, s52, 0.5
s_min_u32 s75, 0.15915494, flat_scratch_hi
s_min_u32 s22, 0.15915494, flat_scratch_hi
s_max_i32 s35, -1.5, s10
s_max_i32 s71, 21, 12
s_max_u32 s10, 1.0, s20
s_max_u32 s15, -1.0, 6
s_cselect_b32 s8, s97, 1.0
s_cselect_b32 ttmp10, s81, xnack_mask_lo
s_cselect_b64 s[64:65], s[22:23], 0.5
s_cselect_b64 exec, s[2:3], -4
s_and_b32 s100, s45, s10
s_and_b32 s51, 28, 4.0
s_and_b64 s[82:83], s[48:49], 20
s_and_b64 ttmp[6:7], 4.0, s[2:3]
s_or_b32 s63, src_shared_base, -0.5
s_or_b32 s23, s91, 0x12345678
s_or_b64 s[54:55], s[76:77], s[78:79]
s_xor_b32 ttmp11, s47, -12
s_xor_b32 s96, flat_scratch_lo, -1.0
s_xor_b64 exec, s[4:5], flat_scratch
s_andn2_b32 s12, src_shared_base, 61
s_andn2_b32 s46, 1.5, 45
s_andn2_b64 s[50:51], 49, -2.0
s_andn2_b64 s[74:75], 3, flat_scratch
s_orn2_b32 s34, 62, s1
s_orn2_b32 s95, s93, 100000
s_orn2_b64 s[56:57], 0xffff0000, s[58:59]
s_orn2_b64 xnack_mask, ttmp[6:7], -1000
s_nand_b32 s84, s90, s27
s_nand_b32 s83, exec_hi, vcc_hi
s_nand_b64 s[98:99], s[42:43], s[28:29]
s_nand_b64 s[44:45], s[76:77], -1000
s_nor_b32 s21, s32, s67
s_nor_b32 flat_scratch_hi, 0xdeadbeef, s28
s_nor_b64 vcc, 13, ttmp[14:15]
s_nor_b64 s[8:9], ttmp[0:1], s[60:61]
s_xnor_b32 s43, exec_hi, 38
s_xnor_b32 xnack_mask_hi, vcc_hi, s69
s_xnor_b64 s[46:47], 0xffff0000, 4.0
s_xnor_b64 ttmp[6:7], 48, 12
s_lshl_b32 xnack_mask_lo, vcc_hi, src_vccz
s_lshl_b32 s10, s86, s37
s_lshl_b64 s[54:55], s[60:61], src_execz
s_lshl_b64 ttmp[0:1], -2.0, s52
s_lshr_b32 xnack_mask_lo, -4, s60
s_lshr_b32 flat_scratch_lo, 1.0, s6
s_lshr_b64 s[72:73], s[86:87], s46
s_ashr_i32 s74, -2.0, s4
s_ashr_i32 s66, src_shared_base, 0xffff
s_ashr_i64 s[78:79], -1.0, 0.5
s_ashr_i64 s[68:69], s[58:59], 9
s_bfm_b32 s57, flat_scratch_lo, 4.0
s_bfm_b32 s64, 4.0, 61
s_bfm_b64 s[94:95], 62, 1.0
s_bfm_b64 ttmp[14:15], s60, -12345
s_mul_i32 m0, 0.5, 5
s_mul_i32 s1, 16, s61
s_bfe_u32 s93, 4.0, 0.5
s_bfe_u32 xnack_mask_lo, 55, s20
s_bfe_i32 s13, s64, -14
s_bfe_i32 xnack_mask_lo, -1.0, 2.0
s_bfe_u64 s[82:83], s[90:91], 4.0
s_bfe_u64 s[42:43], s[90:91], 12
s_bfe_i64 s[40:41], s[96:97], flat_scratch_lo
s_bfe_i64 s[52:53], 0x12345, 62
s_cbranch_g_fork s[2:3], s[34:35]
s_cbranch_g_fork s[16:17], s[18:19]
s_absdiff_i32 s80, -12345, 21
s_absdiff_i32 s68, ttmp7, 0
s_rfe_restore_b64 12345678, s18
s_rfe_restore_b64 s[64:65], 0xffff
s_mul_hi_u32 s5, s44, s20
s_mul_hi_u32 s42, s56, 0
s_mul_hi_i32 s24, -1.0, 2.0
s_mul_hi_i32 vcc_hi, s77, 0.5
s_lshl1_add_u32 s26, src_private_limit, s89
s_lshl1_add_u32 flat_scratch_hi, -13, 0xffff
s_lshl2_add_u32 s24, 51, s50
s_lshl2_add_u32 xnack_mask_hi, s62, s44
s_lshl3_add_u32 s57, 0xdeadbeef, s86
s_lshl3_add_u32 ttmp4, 60, exec_hi
s_lshl4_add_u32 s22, s44, s25
s_lshl4_add_u32 s74, src_private_limit, s46
s_pack_ll_b32_b16 vcc_lo, s79, s83
s_pack_ll_b32_b16 s0, 17, flat_scratch_hi
s_pack_lh_b32_b16 exec_lo, -11, -1.0
s_pack_lh_b32_b16 exec_hi, 0xffff, src_private_base
s_pack_hh_b32_b16 s72, s84, s76
s_pack_hh_b32_b16 m0, s38, 1.0
s_movk_i32 s30, -7539
s_movk_i32 s38, 0x1aca
s_cmovk_i32 s46, 0x3ea2
s_cmovk_i32 s101, 0
s_cmpk_eq_i32 s58, 0
s_cmpk_eq_i32 exec_lo, 0x13e7
s_cmpk_lg_i32 s101, 0x4177
s_cmpk_lg_i32 exec_lo, 0xcd2
s_cmpk_gt_i32 xnack_mask_hi, 0
s_cmpk_gt_i32 s71, 0x7ce
s_cmpk_ge_i32 s36, 2542
s_cmpk_ge_i32 vcc_hi, -2532
s_cmpk_lt_i32 s39, 25249
s_cmpk_lt_i32 s46, 13731
s_cmpk_le_i32 s12, 0
s_cmpk_le_i32 ttmp11, -30628
s_cmpk_eq_u32 s24, 0
s_cmpk_eq_u32 s3, 0x3632
s_cmpk_lg_u32 s14, 0
s_cmpk_lg_u32 s55, 45516
s_cmpk_gt_u32 s38, 34534
s_cmpk_gt_u32 s62, 30367
s_cmpk_ge_u32 s90, 45577
s_cmpk_ge_u32 s57, 0
s_cmpk_lt_u32 s18, 0x95e4
s_cmpk_lt_u32 s5, 0x1b39
s_cmpk_le_u32 s4, 3124
s_cmpk_le_u32 s40, 0
s_addk_i32 m0, -3339
s_addk_i32 s7, -1958
s_mulk_i32 s101, 0
s_mulk_i32 flat_scratch_lo, -8157
s_cbranch_i_fork exec, L_mid
s_cbranch_i_fork s[16:17], L_top
s_getreg_b32 s78, hwreg(2, 4, 1)
s_getreg_b32 s49, hwreg(HW_REG_IB_STS)
s_setreg_b32 hwreg(HW_REG_TMA_HI, 8, 19), s92
s_setreg_b32 hwreg(HW_REG_TRAPSTS), s1
s_setreg_imm32_b32 hwreg(HW_REG_TBA_HI), -1.5
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID), 0xdeadbeef
s_call_b64 ttmp[6:7], L_end
s_call_b64 s[6:7], L_mid
s_mov_b32 s89, -2.0
s_mov_b32 exec_hi, src_shared_limit
s_mov_b64 vcc, s[2:3]
s_mov_b64 s[56:57], s[92:93]
s_cmov_b32 s92, -4.0
s_cmov_b32 xnack_mask_lo, src_private_base
s_cmov_b64 s[60:61], 0x7fffffff
s_cmov_b64 s[50:51], s[84:85]
s_not_b32 ttmp1, 49
s_not_b32 s85, 42
s_not_b64 s[94:95], ttmp[14:15]
s_not_b64 s[52:53], s[12:13]
s_wqm_b32 s32, -2.0
s_wqm_b32 s59, 0xffff
s_wqm_b64 xnack_mask, 0.5
s_wqm_b64 s[6:7], s[64:65]
s_brev_b32 s79, s20
s_brev_b32 s33, s46
s_brev_b64 s[84:85], 39
s_brev_b64 s[100:101], 36
s_bcnt0_i32_b32 xnack_mask_lo, s55
s_bcnt0_i32_b32 s98, 22
s_bcnt0_i32_b64 s5, -1000
s_bcnt0_i32_b64 flat_scratch_lo, s[30:31]
s_bcnt1_i32_b32 s7, s48
s_bcnt1_i32_b32 s25, 0xffff
s_bcnt1_i32_b64 s69, 12345678
s_bcnt1_i32_b64 s59, s[40:41]
s_ff0_i32_b32 s100, xnack_mask_hi
s_ff0_i32_b32 s14, -12345
s_ff0_i32_b64 vcc_lo, vcc
s_ff0_i32_b64 s80, 1.0
s_ff1_i32_b32 s86, flat_scratch_lo
s_ff1_i32_b32 s57, s40
s_ff1_i32_b64 s19, xnack_mask
s_ff1_i32_b64 s25, -2.0
s_flbit_i32_b32 s27, xnack_mask_hi
s_flbit_i32_b32 s98, 0xffff
s_flbit_i32_b64 s49, 1.0
s_flbit_i32_b64 vcc_lo, ttmp[14:15]
s_flbit_i32 s42, -8
s_flbit_i32 s11, 53
s_flbit_i32_i64 ttmp2, -4.0
s_flbit_i32_i64 m0, xnack_mask
s_sext_i32_i8 s66, 4.0
s_sext_i32_i8 xnack_mask_lo, 4.0
s_sext_i32_i16 s76, 45
s_sext_i32_i16 flat_scratch_hi, s26
s_bitset0_b32 vcc_hi, s95
s_bitset0_b32 s82, -4.0
s_bitset0_b64 s[76:77], -0.5
s_bitset0_b64 vcc, m0
s_bitset1_b32 m0, vcc_lo
s_bitset1_b32 flat_scratch_lo, vcc_lo
s_bitset1_b64 s[32:33], s40
s_bitset1_b64 s[2:3], s43
s_getpc_b64 s[16:17]
s_getpc_b64 xnack_mask
s_setpc_b64 ttmp[6:7]
s_setpc_b64 s[66:67]
s_swappc_b64 flat_scratch, 1.0
s_swappc_b64 s[24:25], s[74:75]
s_rfe_b64 ttmp[0:1]
s_rfe_b64 s[44:45]
s_and_saveexec_b64 ttmp[14:15], 0x7fffffff
s_and_saveexec_b64 ttmp[14:15], 50
s_or_saveexec_b64 s[68:69], 52
s_or_saveexec_b64 exec, 0x12345
s_xor_saveexec_b64 s[34:35], 15
s_xor_saveexec_b64 s[72:73], -1000
s_andn2_saveexec_b64 s[86:87], 27
s_andn2_saveexec_b64 s[24:25], 0x12345
s_orn2_saveexec_b64 s[16:17], s[14:15]
s_orn2_saveexec_b64 s[84:85], ttmp[6:7]
s_nand_saveexec_b64 s[76:77], ttmp[0:1]
s_nand_saveexec_b64 xnack_mask, s[70:71]
s_nor_saveexec_b64 s[38:39], 4.0
s_nor_saveexec_b64 ttmp[0:1], s[92:93]
s_xnor_saveexec_b64 s[2:3], 64
s_xnor_saveexec_b64 s[22:23], s[18:19]
s_quadmask_b32 s64, -1.0
s_quadmask_b32 s70, s16
s_quadmask_b64 s[4:5], 1.0
s_quadmask_b64 s[8:9], s[88:89]
s_movrels_b32 s14, ttmp1
s_movrels_b32 flat_scratch_lo, vcc_lo
s_movrels_b64 s[30:31], s[4:5]
s_movrels_b64 xnack_mask, s[44:45]
s_movreld_b32 s24, xnack_mask_lo
s_movreld_b32 s59, s4
s_movreld_b64 s[80:81], 1
s_movreld_b64 s[40:41], 2.0
s_cbranch_join s47
s_cbranch_join s40
s_abs_i32 xnack_mask_lo, 100000
s_abs_i32 s51, 100000
s_set_gpr_idx_idx flat_scratch_lo
s_set_gpr_idx_idx -0.5
s_andn1_saveexec_b64 s[96:97], 0xffff0000
s_andn1_saveexec_b64 s[16:17], 43
s_orn1_saveexec_b64 s[50:51], 0x7fffffff
s_orn1_saveexec_b64 s[50:51], 1.0
s_andn1_wrexec_b64 s[12:13], s[58:59]
s_andn1_wrexec_b64 flat_scratch, 0xffff0000
s_andn2_wrexec_b64 s[44:45], -1.0
s_andn2_wrexec_b64 s[66:67], -1.0
s_bitreplicate_b64_b32 s[86:87], flat_scratch_lo
s_bitreplicate_b64_b32 s[44:45], 23
s_cmp_eq_i32 s82, -12345
s_cmp_eq_i32 0x12345678, src_vccz
s_cmp_lg_i32 1.5, 22
s_cmp_lg_i32 s14, s77
s_cmp_gt_i32 1.0, exec_hi
s_cmp_gt_i32 s80, 27
s_cmp_ge_i32 1.0, s79
s_cmp_ge_i32 -1.0, s95
s_cmp_lt_i32 -1.5, s44
s_cmp_lt_i32 -2.0, -4.0
s_cmp_le_i32 s54, flat_scratch_hi
s_cmp_le_i32 s87, src_vccz
s_cmp_eq_u32 64, 46
s_cmp_eq_u32 32, -5
s_cmp_lg_u32 s69, 60
s_cmp_lg_u32 100000, s30
s_cmp_gt_u32 -4.0, 1.5
s_cmp_gt_u32 xnack_mask_hi, vcc_lo
s_cmp_ge_u32 0xffff, s90
s_cmp_ge_u32 55, s14
s_cmp_lt_u32 src_private_limit, -4.0
s_cmp_lt_u32 -1.5, 24
s_cmp_le_u32 0x12345678, src_private_base
s_cmp_le_u32 0.5, 60
s_bitcmp0_b32 -1.5, vcc_lo
s_bitcmp0_b32 0xffff, -9
s_bitcmp1_b32 37, s83
s_bitcmp1_b32 s80, 61
s_bitcmp0_b64 ttmp[6:7], s15
s_bitcmp0_b64 46, 1.5
s_bitcmp1_b64 s[94:95], s7
s_bitcmp1_b64 -1000, vcc_hi
s_setvskip src_vccz, exec_hi
s_setvskip vcc_hi, 0xffff
s_set_gpr_idx_on s89, gpr_idx(SRC2,DST)
s_set_gpr_idx_on s54, gpr_idx(SRC2,DST)
s_cmp_eq_u64 s[62:63], 35
s_cmp_eq_u64 s[46:47], -1
s_cmp_lg_u64 -1000, xnack_mask
s_cmp_lg_u64 s[66:67], -4.0
s_nop -5248
s_nop 0x6388
s_endpgm 0
s_endpgm 20367
s_branch L_end
s_branch L_mid
s_wakeup
s_cbranch_scc0 L_end
s_cbranch_scc0 L_mid
s_cbranch_scc1 L_end
s_cbranch_vccz L_end
s_cbranch_vccz L_mid
s_cbranch_vccnz L_top
s_cbranch_vccnz L_mid
s_cbranch_execz L_mid
s_cbranch_execz L_top
s_cbranch_execnz L_end
s_cbranch_execnz L_top
s_barrier
s_setkill 0x307c
s_setkill 0x7ad6
s_waitcnt expcnt(3)
s_waitcnt expcnt(6)
s_sethalt 0x7cbe
s_sethalt -14888
s_sleep -22828
s_sleep 0x306
s_setprio 0x46a1
s_setprio 0x77e9
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 2)
s_sendmsghalt sendmsg(MSG_HALT_WAVES)
s_trap 0
s_trap 7180
s_icache_inv
s_incperflevel -604
s_incperflevel 0x45da
s_decperflevel 0x77
s_decperflevel -25839
s_ttracedata
s_cbranch_cdbgsys L_mid
s_cbranch_cdbguser L_end
s_cbranch_cdbguser L_top
s_cbranch_cdbgsys_or_user L_mid
s_cbranch_cdbgsys_and_user L_end
s_cbranch_cdbgsys_and_user L_mid
s_endpgm_saved
s_set_gpr_idx_off
s_set_gpr_idx_mode gpr_idx(SRC1,SRC2)
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,SRC2,DST)
s_endpgm_ordered_ps_done
s_load_dword s4, s[72:73], m0 glc
s_load_dword s50, s[88:89], 0x4
s_load_dword s75, s[100:101], m0 offset:0x27e2
s_load_dword s65, s[20:21], 0x10
s_load_dwordx2 s[50:51], s[74:75], s99 glc
s_load_dwordx2 s[34:35], s[76:77], s29 offset:0x8877
s_load_dwordx2 s[20:21], s[26:27], m0
s_load_dwordx2 s[36:37], s[84:85], 0x1000
s_load_dwordx4 s[56:59], s[90:91], 0x4
s_load_dwordx4 s[20:23], s[14:15], m0 offset:0xa842
s_load_dwordx4 s[16:19], s[66:67], 0x77318
s_load_dwordx4 s[48:51], s[92:93], 0x4
s_load_dwordx8 s[12:19], s[30:31], 0x0 glc
s_load_dwordx8 s[48:55], s[50:51], 0x4
s_load_dwordx8 s[12:19], s[94:95], s41 offset:0xcf85
s_load_dwordx8 s[44:51], s[38:39], m0 offset:0x668b
s_load_dwordx16 s[4:19], s[68:69], s19 glc
s_load_dwordx16 s[32:47], s[68:69], 0x4
s_load_dwordx16 s[8:23], s[2:3], s22
s_load_dwordx16 s[16:31], s[64:65], m0
s_scratch_load_dword s29, s[82:83], 0x10 glc
s_scratch_load_dword s75, s[80:81], m0 offset:0xd9de glc
s_scratch_load_dword s30, s[20:21], 0x5be58
s_scratch_load_dword s85, s[96:97], m0 offset:0xbf4f glc
s_scratch_load_dwordx2 s[28:29], s[100:101], m0
s_scratch_load_dwordx2 s[72:73], s[60:61], s62
s_scratch_load_dwordx2 s[98:99], s[92:93], 0x10 glc
s_scratch_load_dwordx2 s[16:17], s[70:71], 0x4
s_scratch_load_dwordx4 s[76:79], s[10:11], m0 glc
s_scratch_load_dwordx4 s[48:51], s[22:23], 0x1000
s_scratch_load_dwordx4 s[84:87], s[16:17], 0xca6a9 glc
s_scratch_load_dwordx4 s[60:63], s[60:61], m0 offset:0x5441 glc
s_buffer_load_dword s13, s[16:19], 0x10 glc
s_buffer_load_dword s86, s[84:87], s86 offset:0x3907
s_buffer_load_dword s71, s[80:83], m0 offset:0x8926 glc
s_buffer_load_dword s32, s[36:39], s60 glc
s_buffer_load_dwordx2 s[20:21], s[36:39], 0x0 glc
s_buffer_load_dwordx2 s[60:61], s[32:35], 0x0
s_buffer_load_dwordx2 s[46:47], s[48:51], 0x0 glc
s_buffer_load_dwordx2 s[70:71], s[64:67], 0x0
s_buffer_load_dwordx4 s[0:3], s[88:91], 0x0 glc
s_buffer_load_dwordx4 s[64:67], s[0:3], s48
s_buffer_load_dwordx4 s[68:71], s[28:31], 0x10 glc
s_buffer_load_dwordx4 s[84:87], s[64:67], m0 offset:0x3243 glc
s_buffer_load_dwordx8 s[80:87], s[0:3], m0 offset:0x5f8a
s_buffer_load_dwordx8 s[16:23], s[96:99], 0x0
s_buffer_load_dwordx8 s[32:39], s[0:3], 0xfc glc
s_buffer_load_dwordx8 s[72:79], s[48:51], s1
s_buffer_load_dwordx16 s[64:79], s[48:51], 0x4
s_buffer_load_dwordx16 s[60:75], s[80:83], 0x4 glc
s_buffer_load_dwordx16 s[24:39], s[28:31], m0 offset:0xaf51 glc
s_buffer_load_dwordx16 s[48:63], s[12:15], s6 offset:0x8809
s_store_dword s50, s[100:101], m0 offset:0x79b3 glc
s_store_dword s22, s[84:85], 0x41a98
s_store_dword s43, s[46:47], m0 glc
s_store_dword s34, s[64:65], 0x93075 glc
s_store_dwordx2 s[24:25], s[84:85], 0x18908 glc
s_store_dwordx2 s[32:33], s[60:61], s70 glc
s_store_dwordx2 s[92:93], s[74:75], 0x0 glc
s_store_dwordx2 s[8:9], s[80:81], 0x4
s_store_dwordx4 s[16:19], s[54:55], m0 glc
s_store_dwordx4 s[80:83], s[48:49], 0x10
s_store_dwordx4 s[76:79], s[6:7], 0x10
s_store_dwordx4 s[88:91], s[80:81], 0x10 glc
s_scratch_store_dword s71, s[62:63], m0
s_scratch_store_dword s23, s[44:45], m0
s_scratch_store_dword s14, s[62:63], s7
s_scratch_store_dword s92, s[4:5], m0 glc
s_scratch_store_dwordx2 s[36:37], s[26:27], m0 offset:0x32cf glc
s_scratch_store_dwordx2 s[58:59], s[12:13], 0xfc glc
s_scratch_store_dwordx2 s[76:77], s[44:45], 0x1000
s_scratch_store_dwordx2 s[64:65], s[28:29], s65 offset:0xec26 glc
s_scratch_store_dwordx4 s[56:59], s[8:9], 0xfc
s_scratch_store_dwordx4 s[4:7], s[18:19], 0x0 glc
s_scratch_store_dwordx4 s[76:79], s[30:31], s41 glc
s_scratch_store_dwordx4 s[24:27], s[56:57], 0x10 glc
s_buffer_store_dword s39, s[12:15], 0x10
s_buffer_store_dword s43, s[40:43], m0 offset:0xef96 glc
s_buffer_store_dword s0, s[36:39], m0 offset:0xafa0
s_buffer_store_dword s52, s[96:99], m0 offset:0x14f7 glc
s_buffer_store_dwordx2 s[14:15], s[48:51], 0xfc
s_buffer_store_dwordx2 s[28:29], s[72:75], m0
s_buffer_store_dwordx2 s[52:53], s[76:79], 0x0
s_buffer_store_dwordx2 s[34:35], s[72:75], 0x10
s_buffer_store_dwordx4 s[60:63], s[16:19], 0x1000
s_buffer_store_dwordx4 s[96:99], s[84:87], 0x6e87e glc
s_buffer_store_dwordx4 s[32:35], s[8:11], s21 offset:0x36e5
s_buffer_store_dwordx4 s[12:15], s[52:55], m0 offset:0xa878 glc
s_dcache_inv
s_dcache_wb
s_dcache_inv_vol
s_dcache_wb_vol
s_memtime s[50:51]
s_memtime s[28:29]
s_memrealtime s[74:75]
s_memrealtime s[48:49]
s_atc_probe 90, s[76:77], m0 offset:0xebd3
s_atc_probe 94, s[40:41], m0
s_atc_probe 17, s[78:79], 0x10
s_atc_probe 44, s[94:95], s94
s_atc_probe_buffer 42, s[12:15], m0 offset:0x396a
s_atc_probe_buffer 30, s[92:95], m0 offset:0xd7c4
s_atc_probe_buffer 56, s[88:91], s65
s_atc_probe_buffer 120, s[28:31], m0
s_dcache_discard s[54:55], s47 offset:0x54ba
s_dcache_discard s[88:89], 0x7aa11
s_dcache_discard s[32:33], m0
s_dcache_discard s[52:53], m0 offset:0xfeb
s_dcache_discard_x2 s[30:31], 0x0
s_dcache_discard_x2 s[66:67], 0x76c7c
s_dcache_discard_x2 s[6:7], 0x10
s_dcache_discard_x2 s[72:73], 0xfc
s_buffer_atomic_swap s89, s[60:63], 0x1000
s_buffer_atomic_swap s33, s[24:27], 0x1000 glc
s_buffer_atomic_swap s98, s[16:19], 0x3d389 glc
s_buffer_atomic_swap s27, s[60:63], 0x4
s_buffer_atomic_cmpswap s[34:35], s[44:47], s4 glc
s_buffer_atomic_cmpswap s[94:95], s[60:63], 0x10
s_buffer_atomic_cmpswap s[86:87], s[84:87], s64
s_buffer_atomic_cmpswap s[4:5], s[88:91], 0x4 glc
s_buffer_atomic_add s95, s[12:15], 0x10 glc
s_buffer_atomic_add s80, s[60:63], 0xfc
s_buffer_atomic_add s76, s[40:43], 0x1000
s_buffer_atomic_add s98, s[48:51], 0x1f566 glc
s_buffer_atomic_sub s76, s[0:3], s42 offset:0xc2e9
s_buffer_atomic_sub s7, s[16:19], m0
s_buffer_atomic_sub s79, s[12:15], s54
s_buffer_atomic_sub s7, s[72:75], 0x10
s_buffer_atomic_smin s18, s[48:51], 0x10 glc
s_buffer_atomic_smin s95, s[0:3], 0x10 glc
s_buffer_atomic_smin s50, s[28:31], m0 offset:0xe4d9 glc
s_buffer_atomic_smin s47, s[64:67], 0xfc
s_buffer_atomic_umin s16, s[0:3], 0x10 glc
s_buffer_atomic_umin s92, s[68:71], m0 offset:0x5fce glc
s_buffer_atomic_umin s94, s[20:23], 0x0 glc
s_buffer_atomic_umin s97, s[80:83], 0x4
s_buffer_atomic_smax s5, s[16:19], 0x10
s_buffer_atomic_smax s61, s[12:15], 0x10
s_buffer_atomic_smax s80, s[60:63], 0x1000
s_buffer_atomic_smax s87, s[68:71], 0x3e0e2
s_buffer_atomic_umax s18, s[60:63], 0x0
s_buffer_atomic_umax s33, s[12:15], 0x58b81
s_buffer_atomic_umax s94, s[20:23], 0x1000 glc
s_buffer_atomic_umax s32, s[72:75], m0
s_buffer_atomic_and s19, s[76:79], 0x92dfc
s_buffer_atomic_and s12, s[20:23], m0
s_buffer_atomic_and s83, s[72:75], 0x0
s_buffer_atomic_and s69, s[20:23], s68 offset:0x1faa
s_buffer_atomic_or s38, s[56:59], s28 offset:0x3bb glc
s_buffer_atomic_or s46, s[84:87], s13 offset:0xcd8b
s_buffer_atomic_or s53, s[56:59], 0x0 glc
s_buffer_atomic_or s60, s[52:55], s93 offset:0x6952
s_buffer_atomic_xor s11, s[44:47], 0x0 glc
s_buffer_atomic_xor s17, s[4:7], s50
s_buffer_atomic_xor s26, s[72:75], m0
s_buffer_atomic_xor s81, s[20:23], 0x4
s_buffer_atomic_inc s72, s[96:99], s26 offset:0xfa2c
s_buffer_atomic_inc s36, s[88:91], 0x1000 glc
s_buffer_atomic_inc s44, s[72:75], s83 offset:0xd3e7
s_buffer_atomic_inc s101, s[56:59], 0x10 glc
s_buffer_atomic_dec s94, s[64:67], m0 offset:0x8818
s_buffer_atomic_dec s16, s[52:55], 0x0
s_buffer_atomic_dec s15, s[96:99], s68 glc
s_buffer_atomic_dec s9, s[60:63], 0x0
s_buffer_atomic_swap_x2 s[10:11], s[84:87], 0x0
s_buffer_atomic_swap_x2 s[18:19], s[76:79], 0x10
s_buffer_atomic_swap_x2 s[88:89], s[64:67], 0x10 glc
s_buffer_atomic_swap_x2 s[22:23], s[4:7], s74
s_buffer_atomic_cmpswap_x2 s[88:91], s[68:71], 0x0 glc
s_buffer_atomic_cmpswap_x2 s[36:39], s[36:39], 0x0 glc
s_buffer_atomic_cmpswap_x2 s[20:23], s[56:59], s10 glc
s_buffer_atomic_cmpswap_x2 s[96:99], s[56:59], s32 offset:0xa60d
s_buffer_atomic_add_x2 s[22:23], s[60:63], 0xfc glc
s_buffer_atomic_add_x2 s[28:29], s[8:11], m0
s_buffer_atomic_add_x2 s[42:43], s[0:3], s69 glc
s_buffer_atomic_add_x2 s[18:19], s[56:59], 0x1000 glc
s_buffer_atomic_sub_x2 s[36:37], s[88:91], 0x1000
s_buffer_atomic_sub_x2 s[32:33], s[64:67], m0 offset:0x1714
s_buffer_atomic_sub_x2 s[76:77], s[36:39], m0 offset:0x5cf4
s_buffer_atomic_sub_x2 s[54:55], s[48:51], s64 glc
s_buffer_atomic_smin_x2 s[6:7], s[24:27], 0x1000 glc
s_buffer_atomic_smin_x2 s[24:25], s[52:55], 0xb7bfa
s_buffer_atomic_smin_x2 s[46:47], s[72:75], s12 offset:0xacf0
s_buffer_atomic_smin_x2 s[46:47], s[16:19], 0x9339
s_buffer_atomic_umin_x2 s[60:61], s[24:27], 0x4
s_buffer_atomic_umin_x2 s[42:43], s[4:7], s27 offset:0x7689 glc
s_buffer_atomic_umin_x2 s[100:101], s[20:23], m0 offset:0xc1c4
s_buffer_atomic_umin_x2 s[84:85], s[52:55], 0x666b6 glc
s_buffer_atomic_smax_x2 s[62:63], s[84:87], 0x1000 glc
s_buffer_atomic_smax_x2 s[64:65], s[72:75], 0xa26ef
s_buffer_atomic_smax_x2 s[86:87], s[4:7], m0
s_buffer_atomic_smax_x2 s[80:81], s[56:59], 0x4
s_buffer_atomic_umax_x2 s[82:83], s[60:63], 0xfc glc
s_buffer_atomic_umax_x2 s[18:19], s[72:75], s78
s_buffer_atomic_umax_x2 s[16:17], s[32:35], s88 glc
s_buffer_atomic_umax_x2 s[24:25], s[60:63], s10
s_buffer_atomic_and_x2 s[52:53], s[60:63], s13
s_buffer_atomic_and_x2 s[2:3], s[72:75], 0x1000
s_buffer_atomic_and_x2 s[14:15], s[72:75], s69 glc
s_buffer_atomic_and_x2 s[86:87], s[28:31], 0x0
s_buffer_atomic_or_x2 s[50:51], s[56:59], m0 offset:0x54e1
s_buffer_atomic_or_x2 s[28:29], s[20:23], 0xa19f7
s_buffer_atomic_or_x2 s[50:51], s[80:83], 0x300b2
s_buffer_atomic_or_x2 s[4:5], s[96:99], 0xfc glc
s_buffer_atomic_xor_x2 s[80:81], s[76:79], s50 glc
s_buffer_atomic_xor_x2 s[60:61], s[80:83], s79 offset:0xb572
s_buffer_atomic_xor_x2 s[86:87], s[72:75], m0 offset:0x4bd9 glc
s_buffer_atomic_xor_x2 s[84:85], s[52:55], 0x1e4c9 glc
s_buffer_atomic_inc_x2 s[40:41], s[72:75], m0 offset:0x6fbf glc
s_buffer_atomic_inc_x2 s[56:57], s[72:75], 0x67078 glc
s_buffer_atomic_inc_x2 s[22:23], s[56:59], s49 offset:0xd3cb
s_buffer_atomic_inc_x2 s[4:5], s[32:35], m0 glc
s_buffer_atomic_dec_x2 s[30:31], s[72:75], s85
s_buffer_atomic_dec_x2 s[2:3], s[16:19], s61 offset:0x75f2 glc
s_buffer_atomic_dec_x2 s[62:63], s[16:19], 0xc07e2 glc
s_buffer_atomic_dec_x2 s[28:29], s[64:67], 0x10
s_atomic_swap s53, s[88:89], 0x10
s_atomic_swap s39, s[58:59], s1
s_atomic_swap s23, s[24:25], m0
s_atomic_swap s30, s[66:67], s80 offset:0xcbe4
s_atomic_cmpswap s[6:7], s[24:25], 0x1000
s_atomic_cmpswap s[96:97], s[52:53], 0x10 glc
s_atomic_cmpswap s[6:7], s[76:77], m0 offset:0x2fda glc
s_atomic_cmpswap s[84:85], s[16:17], 0xfc
s_atomic_add s8, s[22:23], s83 glc
s_atomic_add s94, s[66:67], s12 offset:0xf83a glc
s_atomic_add s96, s[82:83], 0xcc44f glc
s_atomic_add s44, s[16:17], 0x0 glc
s_atomic_sub s47, s[36:37], 0x10 glc
s_atomic_sub s61, s[0:1], 0x4 glc
s_atomic_sub s54, s[0:1], m0 offset:0x682d
s_atomic_sub s5, s[62:63], m0 glc
s_atomic_smin s70, s[68:69], m0
s_atomic_smin s50, s[64:65], m0 offset:0xfcd0 glc
s_atomic_smin s80, s[98:99], m0 glc
s_atomic_smin s75, s[98:99], s41 offset:0x9ecd glc
s_atomic_umin s48, s[34:35], 0xc04d2 glc
s_atomic_umin s17, s[8:9], 0x4
s_atomic_umin s76, s[62:63], 0x4
s_atomic_umin s92, s[42:43], 0x0
s_atomic_smax s10, s[84:85], 0xfc glc
s_atomic_smax s53, s[86:87], 0x0 glc
s_atomic_smax s2, s[68:69], 0x1000
s_atomic_smax s96, s[86:87], s26 offset:0xc960
s_atomic_umax s30, s[54:55], 0x10
s_atomic_umax s84, s[100:101], 0x0 glc
s_atomic_umax s26, s[82:83], 0x1000
s_atomic_umax s27, s[14:15], 0x1000
s_atomic_and s66, s[84:85], 0x0 glc
s_atomic_and s36, s[48:49], 0xfc
s_atomic_and s52, s[62:63], 0x4
s_atomic_and s92, s[44:45], 0xfc glc
s_atomic_or s36, s[34:35], 0x4 glc
s_atomic_or s82, s[38:39], m0 offset:0x6a5f
s_atomic_or s30, s[58:59], 0x10
s_atomic_or s46, s[30:31], 0x347fc
s_atomic_xor s72, s[6:7], s19 glc
s_atomic_xor s4, s[46:47], 0x10
s_atomic_xor s85, s[38:39], 0x4 glc
s_atomic_xor s66, s[74:75], s23 offset:0x64a2
s_atomic_inc s7, s[48:49], m0 offset:0xea2 glc
s_atomic_inc s64, s[52:53], 0x1000
s_atomic_inc s4, s[18:19], 0x800ac glc
s_atomic_inc s89, s[6:7], 0x0
s_atomic_dec s51, s[20:21], m0 offset:0x5817 glc
s_atomic_dec s99, s[36:37], s75 glc
s_atomic_dec s47, s[44:45], 0x10 glc
s_atomic_dec s23, s[88:89], 0x10
s_atomic_swap_x2 s[96:97], s[20:21], m0 offset:0xb1a9 glc
s_atomic_swap_x2 s[46:47], s[18:19], 0x4
s_atomic_swap_x2 s[0:1], s[88:89], 0x4
s_atomic_swap_x2 s[38:39], s[28:29], 0x1000
s_atomic_cmpswap_x2 s[84:87], s[48:49], m0 offset:0x1520
s_atomic_cmpswap_x2 s[88:91], s[12:13], s83 offset:0x6df9 glc
s_atomic_cmpswap_x2 s[56:59], s[38:39], 0xfc
s_atomic_cmpswap_x2 s[68:71], s[60:61], 0xfc
s_atomic_add_x2 s[92:93], s[82:83], 0x4 glc
s_atomic_add_x2 s[90:91], s[96:97], 0x10
s_atomic_add_x2 s[4:5], s[28:29], 0x1000 glc
s_atomic_add_x2 s[74:75], s[4:5], 0xfc
s_atomic_sub_x2 s[8:9], s[8:9], m0 glc
s_atomic_sub_x2 s[64:65], s[80:81], 0x1000 glc
s_atomic_sub_x2 s[6:7], s[24:25], 0xc6eb4
s_atomic_sub_x2 s[100:101], s[74:75], m0
s_atomic_smin_x2 s[74:75], s[94:95], 0x4 glc
s_atomic_smin_x2 s[46:47], s[96:97], s2 glc
s_atomic_smin_x2 s[88:89], s[80:81], 0x10
s_atomic_smin_x2 s[40:41], s[42:43], m0 offset:0x71f9 glc
s_atomic_umin_x2 s[24:25], s[80:81], m0
s_atomic_umin_x2 s[30:31], s[6:7], m0 offset:0x61b9
s_atomic_umin_x2 s[94:95], s[84:85], m0 offset:0x19ea
s_atomic_umin_x2 s[6:7], s[78:79], 0xcb23d
s_atomic_smax_x2 s[8:9], s[18:19], m0
s_atomic_smax_x2 s[86:87], s[70:71], 0x0 glc
s_atomic_smax_x2 s[44:45], s[46:47], 0xfc glc
s_atomic_smax_x2 s[98:99], s[26:27], m0 offset:0x87be
s_atomic_umax_x2 s[2:3], s[16:17], s94 offset:0xfac9
s_atomic_umax_x2 s[34:35], s[86:87], m0 offset:0xa1f2
s_atomic_umax_x2 s[98:99], s[98:99], 0x10 glc
s_atomic_umax_x2 s[50:51], s[76:77], 0x4
s_atomic_and_x2 s[56:57], s[32:33], s4 offset:0xbef
s_atomic_and_x2 s[44:45], s[16:17], s49
s_atomic_and_x2 s[80:81], s[84:85], s55 offset:0x5b09
s_atomic_and_x2 s[38:39], s[78:79], 0xfc glc
s_atomic_or_x2 s[4:5], s[80:81], m0 offset:0xd957 glc
s_atomic_or_x2 s[28:29], s[52:53], 0xfc glc
s_atomic_or_x2 s[40:41], s[60:61], 0x0
s_atomic_or_x2 s[50:51], s[94:95], s50
s_atomic_xor_x2 s[74:75], s[58:59], 0x4
s_atomic_xor_x2 s[78:79], s[100:101], 0xb3383
s_atomic_xor_x2 s[58:59], s[88:89], 0xbf29a glc
s_atomic_xor_x2 s[0:1], s[36:37], s101
s_atomic_inc_x2 s[82:83], s[72:73], 0xfc
s_atomic_inc_x2 s[98:99], s[86:87], 0x4 glc
s_atomic_inc_x2 s[42:43], s[14:15], s14 offset:0x3fea glc
s_atomic_inc_x2 s[38:39], s[86:87], s86 offset:0x1da5
s_atomic_dec_x2 s[46:47], s[90:91], m0 offset:0xdd63
s_atomic_dec_x2 s[36:37], s[26:27], m0 offset:0x181c
s_atomic_dec_x2 s[26:27], s[22:23], 0x0
s_atomic_dec_x2 s[28:29], s[36:37], 0x7e0c6
v_nop
v_mov_b32_e32 v89, v251
v_mov_b32_e32 v155, s85
v_mov_b32_dpp v147, v13 row_shr:3 row_mask:0xd bank_mask:0x7
v_mov_b32_dpp v174, v42 row_half_mirror row_mask:0x8
v_mov_b32_sdwa v142, v6 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_mov_b32_sdwa v209, v52 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_readfirstlane_b32 s65, v13
v_readfirstlane_b32 s97, v107
v_cvt_i32_f64_e32 v255, v[1:2]
v_cvt_i32_f64_e32 v30, v[25:26]
v_cvt_f64_i32_e32 v[28:29], v40
v_cvt_f64_i32_e32 v[6:7], 0x12345678
v_cvt_f32_i32_e32 v30, 0xffff
v_cvt_f32_i32_e32 v181, v179
v_cvt_f32_i32_dpp v52, v160 row_mirror row_mask:0xa bank_mask:0x0 bound_ctrl:0
v_cvt_f32_i32_dpp v164, v10 wave_shr:1 row_mask:0xd bank_mask:0xa bound_ctrl:0
v_cvt_f32_i32_sdwa v173, v132 clamp dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_i32_sdwa v25, v232 clamp dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_f32_u32_e32 v255, v9
v_cvt_f32_u32_e32 v33, 0.15915494
v_cvt_f32_u32_dpp v26, v23 row_shr:15 row_mask:0x0 bank_mask:0x2 bound_ctrl:0
v_cvt_f32_u32_dpp v255, v77 quad_perm:[3,1,2,2] bound_ctrl:0
v_cvt_f32_u32_sdwa v13, v114 clamp dst_sel:BYTE_1 src0_sel:BYTE_3
v_cvt_f32_u32_sdwa v52, v139 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_u32_f32_e32 v4, xnack_mask_lo
v_cvt_u32_f32_e32 v23, -4.0
v_cvt_u32_f32_dpp v219, -v19 row_bcast:31 row_mask:0xe bound_ctrl:0
v_cvt_u32_f32_dpp v4, v235 row_shl:3 row_mask:0x8 bank_mask:0x0 bound_ctrl:0
v_cvt_i32_f32_e32 v6, v113
v_cvt_i32_f32_e32 v57, s25
v_cvt_i32_f32_dpp v13, |v19| wave_shr:1 bank_mask:0x1
v_cvt_i32_f32_dpp v30, |v226| row_bcast:15 row_mask:0xd bank_mask:0xc
v_cvt_i32_f32_sdwa v5, v184 clamp dst_unused:UNUSED_SEXT
v_cvt_i32_f32_sdwa v185, v6 dst_sel:WORD_0 src0_sel:BYTE_2
v_cvt_f16_f32_e32 v17, 31
v_cvt_f16_f32_e32 v206, v28
v_cvt_f16_f32_dpp v201, |v254| row_shr:11 bank_mask:0x9 bound_ctrl:0
v_cvt_f16_f32_dpp v223, v18 row_shr:2 row_mask:0xe bank_mask:0x6
v_cvt_f16_f32_sdwa v255, v8 dst_sel:WORD_0 dst_unused:UNUSED_SEXT
v_cvt_f16_f32_sdwa v255, v219 clamp div:2 dst_sel:WORD_1 src0_sel:WORD_0
v_cvt_f32_f16_e32 v229, 0x3e00
v_cvt_f32_f16_e32 v19, v42
v_cvt_f32_f16_dpp v96, v2 row_bcast:15 row_mask:0xd bank_mask:0x0
v_cvt_f32_f16_dpp v128, v225 row_ror:8 row_mask:0x1 bank_mask:0x4
v_cvt_f32_f16_sdwa v53, v5 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_cvt_f32_f16_sdwa v1, -v83 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_rpi_i32_f32_e32 v235, s52
v_cvt_rpi_i32_f32_e32 v11, -8
v_cvt_rpi_i32_f32_dpp v4, v255 row_bcast:15 row_mask:0xb
v_cvt_rpi_i32_f32_dpp v25, |v121| wave_rol:1
v_cvt_rpi_i32_f32_sdwa v203, v252 dst_sel:DWORD src0_sel:BYTE_1
v_cvt_rpi_i32_f32_sdwa v34, v6 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_cvt_flr_i32_f32_e32 v10, v196
v_cvt_flr_i32_f32_e32 v22, s88
v_cvt_flr_i32_f32_dpp v97, v26 wave_shl:1 row_mask:0x9
v_cvt_flr_i32_f32_dpp v255, v0 row_shl:4 row_mask:0x9 bank_mask:0x0
v_cvt_flr_i32_f32_sdwa v9, |s36| clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_flr_i32_f32_sdwa v228, v98 dst_sel:WORD_1 src0_sel:WORD_0
v_cvt_off_f32_i4_e32 v200, v225
v_cvt_off_f32_i4_e32 v255, s30
v_cvt_off_f32_i4_dpp v10, v157 wave_shr:1 row_mask:0x0 bound_ctrl:0
v_cvt_off_f32_i4_dpp v17, v125 row_bcast:15 row_mask:0xf bank_mask:0x0
v_cvt_off_f32_i4_sdwa v3, sext(v2) dst_sel:DWORD dst_unused:UNUSED_SEXT
v_cvt_off_f32_i4_sdwa v39, v205 dst_sel:WORD_1
v_cvt_f32_f64_e32 v21, v[242:243]
v_cvt_f32_f64_e32 v105, v[108:109]
v_cvt_f64_f32_e32 v[139:140], v138
v_cvt_f64_f32_e32 v[19:20], v19
v_cvt_f32_ubyte0_e32 v5, v51
v_cvt_f32_ubyte0_e32 v6, s36
v_cvt_f32_ubyte0_dpp v26, v215 wave_rol:1 row_mask:0x7 bank_mask:0xa bound_ctrl:0
v_cvt_f32_ubyte0_dpp v21, v16 row_mirror row_mask:0x3 bank_mask:0x2 bound_ctrl:0
v_cvt_f32_ubyte0_sdwa v74, v2 clamp dst_sel:WORD_0 src0_sel:WORD_0
v_cvt_f32_ubyte0_sdwa v6, v180 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_f32_ubyte1_e32 v255, s17
v_cvt_f32_ubyte1_e32 v209, 0x12345678
v_cvt_f32_ubyte1_dpp v193, v75 wave_rol:1 row_mask:0x1 bank_mask:0x9
v_cvt_f32_ubyte1_dpp v14, v131 row_half_mirror row_mask:0xe bank_mask:0x6
v_cvt_f32_ubyte1_sdwa v255, v6 dst_sel:DWORD src0_sel:DWORD
v_cvt_f32_ubyte1_sdwa v111, v139 dst_sel:WORD_1 src0_sel:DWORD
v_cvt_f32_ubyte2_e32 v1, v50
v_cvt_f32_ubyte2_e32 v6, v255
v_cvt_f32_ubyte2_dpp v11, v6 row_ror:11 row_mask:0xa
v_cvt_f32_ubyte2_dpp v255, v255 row_bcast:31 row_mask:0xc bank_mask:0x0
v_cvt_f32_ubyte2_sdwa v109, v116 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_f32_ubyte2_sdwa v158, sext(41) dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_f32_ubyte3_e32 v137, v110
v_cvt_f32_ubyte3_e32 v12, v124
v_cvt_f32_ubyte3_dpp v122, v142 row_mirror bank_mask:0x4
v_cvt_f32_ubyte3_dpp v24, v67 wave_shl:1 row_mask:0x9
v_cvt_f32_ubyte3_sdwa v253, sext(v61) clamp dst_sel:BYTE_0
v_cvt_f32_ubyte3_sdwa v119, v17 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_u32_f64_e32 v11, v[254:255]
v_cvt_u32_f64_e32 v207, 100.0
v_cvt_f64_u32_e32 v[0:1], exec_hi
v_cvt_f64_u32_e32 v[12:13], v24
v_trunc_f64_e32 v[26:27], s[100:101]
v_trunc_f64_e32 v[22:23], 100.0
v_ceil_f64_e32 v[254:255], v[19:20]
v_ceil_f64_e32 v[14:15], s[44:45]
v_rndne_f64_e32 v[198:199], v[1:2]
v_rndne_f64_e32 v[23:24], v[153:154]
v_floor_f64_e32 v[26:27], s[10:11]
v_floor_f64_e32 v[254:255], v[252:253]
v_fract_f32_e32 v61, -16
v_fract_f32_e32 v30, s26
v_fract_f32_dpp v17, |v70| quad_perm:[3,0,1,3] row_mask:0xa bank_mask:0x6
v_fract_f32_dpp v212, v172 row_bcast:15 bank_mask:0x7
v_fract_f32_sdwa v223, |s42|
v_fract_f32_sdwa v31, v157 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_trunc_f32_e32 v172, 4.0
v_trunc_f32_e32 v23, v4
v_trunc_f32_dpp v19, v66 wave_shr:1 bank_mask:0x1 bound_ctrl:0
v_trunc_f32_dpp v219, v181 wave_shr:1 row_mask:0x0 bank_mask:0xf bound_ctrl:0
v_trunc_f32_sdwa v7, -16 clamp dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_trunc_f32_sdwa v13, v94 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT
v_ceil_f32_e32 v35, v75
v_ceil_f32_e32 v21, -0.5
v_ceil_f32_dpp v199, -v8 row_shr:10 row_mask:0xd
v_ceil_f32_dpp v177, v143 row_ror:10 row_mask:0xc bank_mask:0x8 bound_ctrl:0
v_ceil_f32_sdwa v6, v5 dst_sel:WORD_1 src0_sel:BYTE_0
v_ceil_f32_sdwa v255, |s55| mul:4 dst_sel:DWORD
v_rndne_f32_e32 v180, -100.25
v_rndne_f32_e32 v2, s9
v_rndne_f32_dpp v7, v255 row_shl:7 bound_ctrl:0
v_rndne_f32_dpp v169, v69 wave_shl:1 row_mask:0xb
v_rndne_f32_sdwa v83, v255 div:2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_rndne_f32_sdwa v11, v29 dst_sel:DWORD dst_unused:UNUSED_SEXT
v_floor_f32_e32 v228, v255
v_floor_f32_e32 v71, src_scc
v_floor_f32_dpp v15, v36 quad_perm:[0,2,2,2] row_mask:0xd bank_mask:0x1 bound_ctrl:0
v_floor_f32_dpp v208, v21 wave_ror:1 row_mask:0x0 bank_mask:0xb
v_floor_f32_sdwa v27, v48 clamp dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_floor_f32_sdwa v1, v14 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE
v_exp_f32_e32 v116, s51
v_exp_f32_e32 v225, v31
v_exp_f32_dpp v152, v22 row_ror:10 bound_ctrl:0
v_exp_f32_dpp v250, v217 row_mirror row_mask:0x4 bound_ctrl:0
v_exp_f32_sdwa v71, v95 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_exp_f32_sdwa v1, v255 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_log_f32_e32 v17, v255
v_log_f32_e32 v5, v61
v_log_f32_dpp v110, v147 row_bcast:15 row_mask:0x4 bank_mask:0x1
v_log_f32_dpp v103, v149 row_bcast:31 row_mask:0xc bank_mask:0xf bound_ctrl:0
v_log_f32_sdwa v49, v216 dst_sel:BYTE_2 src0_sel:BYTE_0
v_log_f32_sdwa v255, v24
v_rcp_f32_e32 v240, v170
v_rcp_f32_e32 v86, s32
v_rcp_f32_dpp v8, v255 wave_shr:1 row_mask:0xc bank_mask:0x5
v_rcp_f32_dpp v12, v211 wave_shr:1 row_mask:0x5
v_rcp_f32_sdwa v18, v24
v_rcp_f32_sdwa v22, v111 dst_unused:UNUSED_SEXT
v_rcp_iflag_f32_e32 v24, v31
v_rcp_iflag_f32_e32 v94, s4
v_rcp_iflag_f32_dpp v255, -|v9| row_ror:14 row_mask:0xd
v_rcp_iflag_f32_dpp v99, v255 quad_perm:[0,0,2,3] row_mask:0xf
v_rcp_iflag_f32_sdwa v13, |v242| dst_sel:BYTE_0 src0_sel:BYTE_3
v_rcp_iflag_f32_sdwa v248, s23 mul:2 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_rsq_f32_e32 v18, v30
v_rsq_f32_e32 v29, src_execz
v_rsq_f32_dpp v210, v27 row_ror:10 row_mask:0x0 bank_mask:0x1 bound_ctrl:0
v_rsq_f32_dpp v5, v228 row_shr:4 row_mask:0x9 bound_ctrl:0
v_rsq_f32_sdwa v7, v128 clamp div:2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rsq_f32_sdwa v178, v255 src0_sel:WORD_0
v_rcp_f64_e32 v[105:106], v[30:31]
v_rcp_f64_e32 v[254:255], v[28:29]
v_rsq_f64_e32 v[90:91], v[254:255]
v_rsq_f64_e32 v[112:113], v[14:15]
v_sqrt_f32_e32 v29, s49
v_sqrt_f32_e32 v12, -1.0
v_sqrt_f32_dpp v7, v80 quad_perm:[0,2,3,2] bank_mask:0x7
v_sqrt_f32_dpp v84, v255 row_ror:1 bank_mask:0x2
v_sqrt_f32_sdwa v135, |v157| dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_sqrt_f32_sdwa v237, v87 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sqrt_f64_e32 v[15:16], 1.5
v_sqrt_f64_e32 v[118:119], v[14:15]
v_sin_f32_e32 v11, v15
v_sin_f32_e32 v255, 4.0
v_sin_f32_dpp v22, -|v2| wave_shr:1 bank_mask:0xe bound_ctrl:0
v_sin_f32_dpp v246, v254 row_bcast:15 row_mask:0x0 bank_mask:0x2
v_sin_f32_sdwa v19, -|v250| dst_sel:DWORD src0_sel:BYTE_0
v_sin_f32_sdwa v71, 24 dst_sel:BYTE_2
v_cos_f32_e32 v179, v245
v_cos_f32_e32 v11, -0.5
v_cos_f32_dpp v26, v251 row_shr:9 bank_mask:0x1 bound_ctrl:0
v_cos_f32_dpp v23, v48 row_half_mirror row_mask:0xb bank_mask:0xa
v_cos_f32_sdwa v25, v9 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_cos_f32_sdwa v17, |v27| dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_not_b32_e32 v203, 1.0
v_not_b32_e32 v236, s47
v_not_b32_dpp v165, v136 row_shr:13 bank_mask:0xa
v_not_b32_dpp v177, v35 row_mirror row_mask:0xb bank_mask:0xd
v_not_b32_sdwa v200, sext(v97) dst_sel:DWORD dst_unused:UNUSED_SEXT
v_not_b32_sdwa v255, v108 clamp dst_sel:DWORD src0_sel:BYTE_0
v_bfrev_b32_e32 v128, v28
v_bfrev_b32_e32 v171, src_private_limit
v_bfrev_b32_dpp v170, v170 quad_perm:[1,1,2,3] row_mask:0xc bank_mask:0x8 bound_ctrl:0
v_bfrev_b32_dpp v164, v16 row_shr:15 row_mask:0x3 bank_mask:0x8 bound_ctrl:0
v_bfrev_b32_sdwa v20, v255 src0_sel:BYTE_3
v_bfrev_b32_sdwa v178, v222 src0_sel:BYTE_2
v_ffbh_u32_e32 v255, s3
v_ffbh_u32_e32 v79, 0x12345678
v_ffbh_u32_dpp v20, v141 wave_ror:1 row_mask:0x2 bank_mask:0xe bound_ctrl:0
v_ffbh_u32_dpp v30, v234 wave_rol:1 row_mask:0x4
v_ffbh_u32_sdwa v8, v35 clamp src0_sel:WORD_0
v_ffbh_u32_sdwa v21, sext(v10) dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ffbl_b32_e32 v63, src_execz
v_ffbl_b32_e32 v28, s9
v_ffbl_b32_dpp v109, v176 wave_rol:1 row_mask:0x8 bank_mask:0x5
v_ffbl_b32_dpp v26, v7 wave_shl:1 row_mask:0x7 bank_mask:0xc bound_ctrl:0
v_ffbl_b32_sdwa v62, v93 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_ffbl_b32_sdwa v98, v83 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_ffbh_i32_e32 v169, 4.0
v_ffbh_i32_e32 v20, s18
v_ffbh_i32_dpp v255, v28 wave_shl:1 row_mask:0xc bank_mask:0x6
v_ffbh_i32_dpp v22, v20 row_mirror bank_mask:0xb
v_ffbh_i32_sdwa v30, v29 src0_sel:WORD_0
v_ffbh_i32_sdwa v14, v20 dst_sel:WORD_0 src0_sel:BYTE_0
v_frexp_exp_i32_f64_e32 v166, v[182:183]
v_frexp_exp_i32_f64_e32 v12, v[254:255]
v_frexp_mant_f64_e32 v[159:160], v[5:6]
v_frexp_mant_f64_e32 v[246:247], v[254:255]
v_fract_f64_e32 v[17:18], v[25:26]
v_fract_f64_e32 v[162:163], v[25:26]
v_frexp_exp_i32_f32_e32 v255, v179
v_frexp_exp_i32_f32_e32 v24, v180
v_frexp_exp_i32_f32_dpp v210, v15 row_bcast:31 row_mask:0xf bank_mask:0x6 bound_ctrl:0
v_frexp_exp_i32_f32_dpp v252, v14 row_shl:6 bank_mask:0xc bound_ctrl:0
v_frexp_exp_i32_f32_sdwa v245, |v18| dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_frexp_mant_f32_e32 v27, v39
v_frexp_mant_f32_e32 v9, 2.0
v_frexp_mant_f32_dpp v29, v21 row_shr:15 row_mask:0x0 bank_mask:0x1 bound_ctrl:0
v_frexp_mant_f32_dpp v182, v165 wave_rol:1 bank_mask:0xc
v_frexp_mant_f32_sdwa v88, v25 mul:4 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_frexp_mant_f32_sdwa v255, v217 dst_sel:BYTE_1 src0_sel:DWORD
v_clrexcp
v_screen_partition_4se_b32_e32 v46, v255
v_screen_partition_4se_b32_e32 v245, s67
v_screen_partition_4se_b32_dpp v35, v15 quad_perm:[0,2,0,0] row_mask:0x5 bank_mask:0xb
v_screen_partition_4se_b32_dpp v49, v3 wave_rol:1 row_mask:0x1 bound_ctrl:0
v_screen_partition_4se_b32_sdwa v123, v97 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_screen_partition_4se_b32_sdwa v243, v215 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_cvt_f16_u16_e32 v20, s27
v_cvt_f16_u16_e32 v59, v16
v_cvt_f16_u16_dpp v24, v1 wave_shr:1 row_mask:0x8
v_cvt_f16_u16_dpp v132, v66 row_mirror row_mask:0x7
v_cvt_f16_u16_sdwa v191, 47 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cvt_f16_u16_sdwa v234, v53 dst_sel:BYTE_3 src0_sel:BYTE_2
v_cvt_f16_i16_e32 v255, exec_lo
v_cvt_f16_i16_e32 v26, 0x1234
v_cvt_f16_i16_dpp v66, v226 wave_shl:1 row_mask:0x4 bank_mask:0xc bound_ctrl:0
v_cvt_f16_i16_dpp v255, v157 row_half_mirror row_mask:0x7 bank_mask:0x6 bound_ctrl:0
v_cvt_f16_i16_sdwa v10, sext(v113) clamp dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f16_i16_sdwa v130, sext(v4) dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_cvt_u16_f16_e32 v171, 60
v_cvt_u16_f16_e32 v64, v255
v_cvt_u16_f16_dpp v180, -v10 row_shr:13 row_mask:0x3 bank_mask:0x7
v_cvt_u16_f16_dpp v2, v225 row_shr:5 row_mask:0x2 bank_mask:0x9
v_cvt_u16_f16_sdwa v6, v38 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_cvt_i16_f16_e32 v112, 0.1
v_cvt_i16_f16_e32 v111, 0.5
v_cvt_i16_f16_dpp v1, v21 row_shl:6 row_mask:0xf bank_mask:0x0
v_cvt_i16_f16_dpp v117, v16 wave_ror:1 row_mask:0x7 bank_mask:0xd
v_cvt_i16_f16_sdwa v6, -|-4| src0_sel:BYTE_1
v_rcp_f16_e32 v21, v255
v_rcp_f16_e32 v13, 0x4567
v_rcp_f16_dpp v150, v116 row_shr:11 row_mask:0x7 bank_mask:0x1 bound_ctrl:0
v_rcp_f16_dpp v9, v223 row_mirror row_mask:0x5 bank_mask:0x2
v_rcp_f16_sdwa v59, v207 dst_sel:WORD_1 src0_sel:BYTE_2
v_rcp_f16_sdwa v24, |v211| mul:2 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_sqrt_f16_e32 v69, exec_hi
v_sqrt_f16_e32 v184, 100.0
v_sqrt_f16_dpp v146, v7 wave_rol:1 row_mask:0x9 bound_ctrl:0
v_sqrt_f16_dpp v52, v228 wave_ror:1 row_mask:0x3 bank_mask:0x2 bound_ctrl:0
v_sqrt_f16_sdwa v53, v11 dst_sel:WORD_1 src0_sel:BYTE_3
v_sqrt_f16_sdwa v223, v22 dst_sel:BYTE_1 src0_sel:BYTE_1
v_rsq_f16_e32 v27, v31
v_rsq_f16_e32 v168, v255
v_rsq_f16_dpp v18, v5 wave_rol:1 bank_mask:0x6 bound_ctrl:0
v_rsq_f16_dpp v15, v3 row_ror:7 row_mask:0x6 bank_mask:0xe
v_rsq_f16_sdwa v132, -v211 clamp dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_rsq_f16_sdwa v22, v41 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_log_f16_e32 v255, 30
v_log_f16_e32 v52, 0.1
v_log_f16_dpp v21, v75 wave_shr:1 row_mask:0x3 bank_mask:0x2 bound_ctrl:0
v_log_f16_dpp v132, |v184| row_shr:5 row_mask:0xe bank_mask:0x7
v_log_f16_sdwa v162, v6 dst_sel:WORD_1 src0_sel:WORD_0
v_log_f16_sdwa v140, 35 dst_sel:BYTE_0 src0_sel:DWORD
v_exp_f16_e32 v103, v166
v_exp_f16_e32 v30, v255
v_exp_f16_dpp v119, v222 row_ror:14 row_mask:0x0 bank_mask:0x7
v_exp_f16_dpp v26, -v66 row_bcast:31 bank_mask:0x2
v_exp_f16_sdwa v233, |v214| mul:2 dst_unused:UNUSED_SEXT
v_exp_f16_sdwa v232, v21 clamp dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_frexp_mant_f16_e32 v106, 1.5
v_frexp_mant_f16_e32 v28, v175
v_frexp_mant_f16_dpp v90, v255 wave_shl:1 row_mask:0x5 bank_mask:0x7 bound_ctrl:0
v_frexp_mant_f16_dpp v210, v165 quad_perm:[0,3,3,1] row_mask:0x9
v_frexp_mant_f16_sdwa v255, v101 mul:4 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_frexp_mant_f16_sdwa v127, v67 dst_sel:DWORD src0_sel:BYTE_3
v_frexp_exp_i16_f16_e32 v2, v215
v_frexp_exp_i16_f16_e32 v99, 12
v_frexp_exp_i16_f16_dpp v29, -v3 wave_rol:1 row_mask:0xb bank_mask:0x0
v_frexp_exp_i16_f16_dpp v255, v198 row_mirror row_mask:0x3 bank_mask:0x3
v_frexp_exp_i16_f16_sdwa v13, v241 dst_sel:BYTE_3 src0_sel:WORD_1
v_frexp_exp_i16_f16_sdwa v236, v171 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_floor_f16_e32 v46, v182
v_floor_f16_e32 v30, v4
v_floor_f16_dpp v116, -|v74| row_bcast:31 row_mask:0x5 bank_mask:0x9
v_floor_f16_dpp v255, v15 row_shl:14 bank_mask:0x3 bound_ctrl:0
v_floor_f16_sdwa v238, v30 dst_sel:BYTE_3 dst_unused:UNUSED_PAD
v_floor_f16_sdwa v196, v202 mul:4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD
v_ceil_f16_e32 v160, s32
v_ceil_f16_e32 v30, v118
v_ceil_f16_dpp v255, v41 wave_rol:1 row_mask:0x0
v_ceil_f16_dpp v9, v255 row_shr:3
v_ceil_f16_sdwa v255, -|v2| dst_sel:WORD_1 src0_sel:WORD_1
v_ceil_f16_sdwa v174, v56 mul:4 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_trunc_f16_e32 v196, v2
v_trunc_f16_e32 v148, 100.0
v_trunc_f16_dpp v31, -|v233| row_bcast:31 row_mask:0xb bank_mask:0xb
v_trunc_f16_dpp v5, v227 row_mirror bank_mask:0x9 bound_ctrl:0
v_trunc_f16_sdwa v7, v182 div:2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_trunc_f16_sdwa v89, v100 dst_sel:BYTE_0
v_rndne_f16_e32 v7, v163
v_rndne_f16_e32 v8, v76
v_rndne_f16_dpp v200, -v255 row_bcast:15 row_mask:0x3 bank_mask:0xe
v_rndne_f16_dpp v5, v43 row_mirror bank_mask:0xa
v_rndne_f16_sdwa v160, s96 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_rndne_f16_sdwa v5, v182 dst_sel:BYTE_2 src0_sel:BYTE_2
v_fract_f16_e32 v148, 25
v_fract_f16_e32 v4, 0.5
v_fract_f16_dpp v5, v5 wave_rol:1 bank_mask:0x1 bound_ctrl:0
v_fract_f16_dpp v103, v61 wave_shl:1 row_mask:0xa bank_mask:0x4 bound_ctrl:0
v_fract_f16_sdwa v26, -9 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_fract_f16_sdwa v255, -|v255| dst_sel:BYTE_1 src0_sel:BYTE_3
v_sin_f16_e32 v180, v255
v_sin_f16_e32 v10, v13
v_sin_f16_dpp v13, v19 row_half_mirror row_mask:0x2 bank_mask:0xc bound_ctrl:0
v_sin_f16_dpp v1, v156 row_half_mirror row_mask:0x4 bank_mask:0xf
v_sin_f16_sdwa v22, v10 dst_sel:BYTE_0 src0_sel:WORD_1
v_sin_f16_sdwa v6, v39 dst_sel:BYTE_1 src0_sel:BYTE_3
v_cos_f16_e32 v189, v178
v_cos_f16_e32 v85, v140
v_cos_f16_dpp v23, v18 row_bcast:31 row_mask:0x4 bank_mask:0x0 bound_ctrl:0
v_cos_f16_dpp v227, v198 wave_shr:1 row_mask:0x6 bank_mask:0x6
v_cos_f16_sdwa v33, v120 mul:4 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_cos_f16_sdwa v19, -v204 dst_sel:BYTE_3
v_exp_legacy_f32_e32 v17, v14
v_exp_legacy_f32_e32 v182, v25
v_exp_legacy_f32_dpp v175, v174 wave_shr:1 row_mask:0xc bank_mask:0x2
v_exp_legacy_f32_dpp v57, v30 wave_ror:1 bank_mask:0xb
v_exp_legacy_f32_sdwa v24, v30 dst_sel:BYTE_3 dst_unused:UNUSED_PAD
v_exp_legacy_f32_sdwa v11, v36 clamp dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_log_legacy_f32_e32 v165, 0.15915494
v_log_legacy_f32_e32 v41, v5
v_log_legacy_f32_dpp v52, v24 row_mirror row_mask:0x0 bank_mask:0x8
v_log_legacy_f32_dpp v9, v154 wave_rol:1 row_mask:0xc bank_mask:0x9 bound_ctrl:0
v_log_legacy_f32_sdwa v158, v92 dst_unused:UNUSED_SEXT src0_sel:WORD_0
v_log_legacy_f32_sdwa v91, s29 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_norm_i16_f16_e32 v202, v89
v_cvt_norm_i16_f16_e32 v139, v4
v_cvt_norm_i16_f16_dpp v165, v20 row_mirror row_mask:0xa bank_mask:0x2
v_cvt_norm_i16_f16_dpp v140, v125 wave_rol:1 bank_mask:0xf
v_cvt_norm_i16_f16_sdwa v228, v1 dst_sel:BYTE_1
v_cvt_norm_i16_f16_sdwa v231, v248 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_norm_u16_f16_e32 v47, 6
v_cvt_norm_u16_f16_e32 v98, v61
v_cvt_norm_u16_f16_dpp v92, v17 wave_shl:1 row_mask:0x7 bank_mask:0x6
v_cvt_norm_u16_f16_dpp v173, v159 wave_shl:1 row_mask:0xa bank_mask:0x6
v_cvt_norm_u16_f16_sdwa v2, v109 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cvt_norm_u16_f16_sdwa v229, v116 dst_sel:BYTE_1
v_sat_pk_u8_i16_e32 v47, exec_hi
v_sat_pk_u8_i16_e32 v19, v117
v_sat_pk_u8_i16_dpp v116, v250 row_bcast:15 row_mask:0xd bank_mask:0xc bound_ctrl:0
v_sat_pk_u8_i16_dpp v255, v18 wave_ror:1 row_mask:0xb bank_mask:0xc
v_sat_pk_u8_i16_sdwa v144, sext(v87) dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_sat_pk_u8_i16_sdwa v230, sext(v9) dst_sel:BYTE_0
v_swap_b32 v236, v121
v_swap_b32 v7, v223
v_cndmask_b32_e32 v0, v3, v234, vcc
v_cndmask_b32_dpp v126, v22, v38, vcc wave_shl:1 row_mask:0x4 bound_ctrl:0
v_cndmask_b32_dpp v120, v11, v179, vcc row_bcast:31 bank_mask:0x2 bound_ctrl:0
v_cndmask_b32_sdwa v31, v94, v204, vcc dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_add_f32_e32 v0, v25, v25
v_add_f32_e32 v255, v117, v24
v_add_f32_dpp v14, -v176, v217 row_ror:14 row_mask:0xc bank_mask:0x8
v_add_f32_dpp v126, |v29|, v27 row_shl:1 row_mask:0xc bank_mask:0x9 bound_ctrl:0
v_add_f32_sdwa v190, v19, v46 div:2 src0_sel:WORD_1
v_add_f32_sdwa v151, v24, |v48| dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_0
v_sub_f32_e32 v10, v10, v20
v_sub_f32_e32 v97, 0x12345678, v8
v_sub_f32_dpp v105, v181, v7 row_mirror row_mask:0xd bank_mask:0x7 bound_ctrl:0
v_sub_f32_dpp v18, v76, -v170 row_half_mirror row_mask:0x2 bank_mask:0x1
v_sub_f32_sdwa v215, -v20, -v127 div:2 dst_sel:BYTE_0 src0_sel:WORD_0 src1_sel:BYTE_2
v_sub_f32_sdwa v12, v92, v27 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_subrev_f32_e32 v19, v3, v214
v_subrev_f32_e32 v1, s50, v115
v_subrev_f32_dpp v157, -v53, |v129| quad_perm:[3,1,0,3] row_mask:0x3 bank_mask:0x2
v_subrev_f32_dpp v94, v19, -|v210| row_ror:4 row_mask:0x4
v_subrev_f32_sdwa v182, v255, v31 dst_sel:WORD_1 src0_sel:BYTE_3 src1_sel:DWORD
v_subrev_f32_sdwa v215, v7, v220 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_0
v_mul_legacy_f32_e32 v83, 4.0, v2
v_mul_legacy_f32_e32 v54, v123, v31
v_mul_legacy_f32_dpp v39, v15, v247 row_bcast:31 bank_mask:0x0 bound_ctrl:0
v_mul_legacy_f32_dpp v255, v255, v115 wave_ror:1 row_mask:0x2 bank_mask:0xe bound_ctrl:0
v_mul_legacy_f32_sdwa v255, v19, v153 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_mul_legacy_f32_sdwa v229, v31, v203 clamp mul:2 dst_sel:BYTE_1 src0_sel:BYTE_1 src1_sel:WORD_0
v_mul_f32_e32 v255, s96, v28
v_mul_f32_e32 v163, v38, v0
v_mul_f32_dpp v255, |v206|, v255 wave_ror:1 row_mask:0xb bank_mask:0xa bound_ctrl:0
v_mul_f32_dpp v29, |v17|, |v43| wave_ror:1 row_mask:0x1 bank_mask:0xb bound_ctrl:0
v_mul_f32_sdwa v55, v23, v255 div:2 dst_sel:BYTE_0 src0_sel:WORD_1 src1_sel:BYTE_0
v_mul_f32_sdwa v27, v195, |v106| dst_sel:DWORD src0_sel:BYTE_3 src1_sel:WORD_1
v_mul_i32_i24_e32 v139, v207, v167
v_mul_i32_i24_e32 v182, v172, v183
v_mul_i32_i24_dpp v114, v156, v216 row_half_mirror row_mask:0x7 bank_mask:0x1 bound_ctrl:0
v_mul_i32_i24_dpp v112, v5, v255 row_half_mirror bound_ctrl:0
v_mul_i32_i24_sdwa v136, v229, v12 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:BYTE_2
v_mul_i32_i24_sdwa v116, v64, v209 clamp
v_mul_hi_i32_i24_e32 v255, v255, v100
v_mul_hi_i32_i24_e32 v141, v150, v3
v_mul_hi_i32_i24_dpp v79, v164, v26 wave_ror:1 row_mask:0x2 bank_mask:0x8 bound_ctrl:0
v_mul_hi_i32_i24_dpp v214, v94, v13 row_bcast:31 row_mask:0x7 bank_mask:0xf
v_mul_hi_i32_i24_sdwa v165, sext(v246), v91 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_mul_hi_i32_i24_sdwa v185, sext(v5), v21 clamp src1_sel:WORD_0
v_mul_u32_u24_e32 v243, -1.5, v133
v_mul_u32_u24_e32 v249, v68, v17
v_mul_u32_u24_dpp v31, v5, v27 quad_perm:[2,1,0,1] bank_mask:0x3 bound_ctrl:0
v_mul_u32_u24_dpp v59, v255, v11 wave_rol:1 row_mask:0x9 bank_mask:0x4
v_mul_u32_u24_sdwa v153, v235, sext(v81) dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_mul_u32_u24_sdwa v149, v13, v64 dst_sel:WORD_1 src0_sel:BYTE_0 src1_sel:BYTE_2
v_mul_hi_u32_u24_e32 v255, v205, v71
v_mul_hi_u32_u24_e32 v1, v29, v133
v_mul_hi_u32_u24_dpp v7, v20, v137 row_ror:7 row_mask:0x3
v_mul_hi_u32_u24_dpp v255, v177, v1 row_ror:13 row_mask:0xd
v_mul_hi_u32_u24_sdwa v212, s21, v255 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_mul_hi_u32_u24_sdwa v35, sext(v19), sext(v255) dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:WORD_1
v_min_f32_e32 v19, v0, v10
v_min_f32_e32 v178, v193, v19
v_min_f32_dpp v25, -v102, v31 row_bcast:15 bank_mask:0xd
v_min_f32_dpp v152, v253, v252 row_shr:5 row_mask:0x7 bank_mask:0x3
v_min_f32_sdwa v97, |v68|, v13 clamp dst_sel:BYTE_2 src0_sel:BYTE_0 src1_sel:BYTE_1
v_min_f32_sdwa v34, v154, v77 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:WORD_1
v_max_f32_e32 v9, v204, v255
v_max_f32_e32 v198, v28, v212
v_max_f32_dpp v128, -|v49|, -|v3| row_bcast:15 row_mask:0x5
v_max_f32_dpp v204, v50, v184 row_bcast:31 row_mask:0x7 bank_mask:0xe
v_max_f32_sdwa v217, v116, v178 dst_sel:DWORD src0_sel:BYTE_2
v_max_f32_sdwa v58, |v111|, v181 clamp div:2 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_2
v_min_i32_e32 v17, v9, v240
v_min_i32_e32 v124, s99, v12
v_min_i32_dpp v15, v202, v21 wave_rol:1 row_mask:0x7 bank_mask:0x4
v_min_i32_dpp v41, v139, v139 row_bcast:31 row_mask:0xd bank_mask:0x5 bound_ctrl:0
v_min_i32_sdwa v192, 52, v20 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:WORD_0
v_min_i32_sdwa v57, v2, v140 clamp dst_unused:UNUSED_SEXT src1_sel:BYTE_0
v_max_i32_e32 v59, -12345, v255
v_max_i32_e32 v77, v30, v25
v_max_i32_dpp v255, v135, v184 quad_perm:[0,2,3,0] row_mask:0x8
v_max_i32_dpp v47, v195, v19 wave_ror:1
v_max_i32_sdwa v144, v255, v26 dst_sel:BYTE_0 src1_sel:BYTE_0
v_max_i32_sdwa v227, s12, v229 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_1
v_min_u32_e32 v201, v10, v207
v_min_u32_e32 v233, s69, v108
v_min_u32_dpp v135, v169, v182 row_mirror bank_mask:0x0 bound_ctrl:0
v_min_u32_dpp v21, v23, v102 wave_shl:1 row_mask:0x0 bank_mask:0x7 bound_ctrl:0
v_min_u32_sdwa v6, 32, sext(v40) clamp dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_min_u32_sdwa v237, sext(v187), sext(v100) dst_sel:WORD_1 src0_sel:WORD_1 src1_sel:WORD_0
v_max_u32_e32 v255, s6, v15
v_max_u32_e32 v68, v225, v14
v_max_u32_dpp v255, v221, v11 row_shl:5 bank_mask:0x9
v_max_u32_dpp v255, v11, v255 wave_ror:1 row_mask:0x4 bank_mask:0x7
v_max_u32_sdwa v23, v32, v167 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:BYTE_0
v_max_u32_sdwa v1, v31, v216 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src1_sel:WORD_1
v_lshrrev_b32_e32 v255, v75, v194
v_lshrrev_b32_e32 v11, s20, v255
v_lshrrev_b32_dpp v132, v20, v12 row_bcast:31 row_mask:0xd
v_lshrrev_b32_dpp v138, v249, v14 row_ror:13 row_mask:0x8
v_lshrrev_b32_sdwa v96, v37, v153 dst_sel:WORD_0 src0_sel:DWORD
v_lshrrev_b32_sdwa v237, v6, v255 dst_sel:BYTE_1 src0_sel:BYTE_1 src1_sel:BYTE_0
v_ashrrev_i32_e32 v25, v31, v30
v_ashrrev_i32_e32 v233, s8, v144
v_ashrrev_i32_dpp v125, v28, v10 quad_perm:[3,2,2,2] row_mask:0x6 bank_mask:0x9
v_ashrrev_i32_dpp v83, v40, v137 row_bcast:31
v_ashrrev_i32_sdwa v197, v255, v193 src0_sel:WORD_1 src1_sel:BYTE_3
v_ashrrev_i32_sdwa v139, v17, sext(v247) clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:BYTE_1
v_lshlrev_b32_e32 v106, v108, v255
v_lshlrev_b32_e32 v117, s39, v232
v_lshlrev_b32_dpp v255, v115, v211 quad_perm:[0,1,2,1] row_mask:0xc bank_mask:0x8 bound_ctrl:0
v_lshlrev_b32_dpp v30, v215, v132 row_shr:1 row_mask:0x2 bank_mask:0xd bound_ctrl:0
v_lshlrev_b32_sdwa v240, v255, v127 src1_sel:WORD_0
v_lshlrev_b32_sdwa v24, v247, v18 dst_unused:UNUSED_PRESERVE
v_and_b32_e32 v180, -12345, v9
v_and_b32_e32 v9, vcc_hi, v25
v_and_b32_dpp v218, v246, v123 row_bcast:31 bank_mask:0x1 bound_ctrl:0
v_and_b32_dpp v18, v68, v78 quad_perm:[3,0,2,1] row_mask:0xc bank_mask:0xf bound_ctrl:0
v_and_b32_sdwa v226, v27, sext(v63) dst_sel:BYTE_3 src0_sel:BYTE_1 src1_sel:DWORD
v_and_b32_sdwa v30, s90, sext(v4) dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:BYTE_0
v_or_b32_e32 v6, v29, v71
v_or_b32_e32 v8, -2.0, v29
v_or_b32_dpp v1, v255, v231 row_bcast:15 row_mask:0xa bank_mask:0x3
v_or_b32_dpp v8, v144, v9 row_half_mirror row_mask:0x8 bank_mask:0x6 bound_ctrl:0
v_or_b32_sdwa v194, sext(v11), sext(v28) clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_2
v_or_b32_sdwa v7, 46, sext(v26) clamp dst_sel:BYTE_3 src0_sel:WORD_0
v_xor_b32_e32 v38, v35, v249
v_xor_b32_e32 v98, 60, v173
v_xor_b32_dpp v14, v175, v55 row_shl:2 bank_mask:0x9 bound_ctrl:0
v_xor_b32_dpp v141, v255, v195 quad_perm:[0,3,0,1] row_mask:0x1 bank_mask:0x0
v_xor_b32_sdwa v255, 26, v11 clamp dst_sel:BYTE_0 src0_sel:BYTE_3 src1_sel:WORD_0
v_xor_b32_sdwa v18, v18, sext(v169) dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_mac_f32_e32 v255, v25, v217
v_mac_f32_e32 v176, -1.5, v42
v_mac_f32_dpp v199, -|v21|, v131 row_bcast:15 row_mask:0xc bank_mask:0xa
v_mac_f32_dpp v32, v234, v138 row_mirror bank_mask:0x8
v_madmk_f32 v108, v111, 0.1, v209
v_madmk_f32 v90, v71, 0x3fc00000, v128
v_madak_f32 v124, v14, v216, 1e6
v_madak_f32 v81, -10, v12, 0.1
v_add_co_u32_e32 v223, vcc, v55, v193
v_add_co_u32_e32 v255, vcc, s24, v136
v_add_co_u32_dpp v10, vcc, v136, v59 wave_rol:1 row_mask:0xa bank_mask:0x4
v_add_co_u32_dpp v231, vcc, v19, v36 wave_shl:1 row_mask:0xd bank_mask:0x2 bound_ctrl:0
v_add_co_u32_sdwa v97, vcc, sext(-7), v8 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_add_co_u32_sdwa v163, vcc, v29, v255 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_1
v_sub_co_u32_e32 v19, vcc, s75, v13
v_sub_co_u32_e32 v6, vcc, -1, v15
v_sub_co_u32_dpp v28, vcc, v255, v24 row_bcast:15 row_mask:0x1 bank_mask:0x9 bound_ctrl:0
v_sub_co_u32_dpp v228, vcc, v46, v196 quad_perm:[3,3,1,2] row_mask:0xe bound_ctrl:0
v_sub_co_u32_sdwa v125, vcc, v21, v200 clamp dst_sel:BYTE_0 src0_sel:BYTE_2 src1_sel:BYTE_1
v_sub_co_u32_sdwa v255, vcc, sext(v236), sext(v222) dst_sel:DWORD src0_sel:BYTE_3 src1_sel:WORD_1
v_subrev_co_u32_e32 v255, vcc, 4.0, v18
v_subrev_co_u32_e32 v255, vcc, v211, v120
v_subrev_co_u32_dpp v4, vcc, v63, v6 row_ror:1 row_mask:0x0 bank_mask:0xb
v_subrev_co_u32_dpp v195, vcc, v186, v13 row_bcast:15 row_mask:0xa bank_mask:0x5
v_subrev_co_u32_sdwa v0, vcc, v76, v255 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0
v_subrev_co_u32_sdwa v30, vcc, 57, v30 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_2
v_addc_co_u32_e32 v153, vcc, 60, v255, vcc
v_addc_co_u32_e32 v4, vcc, v18, v209, vcc
v_addc_co_u32_dpp v17, vcc, v91, v63, vcc wave_shr:1 row_mask:0x4 bank_mask:0xc
v_addc_co_u32_dpp v255, vcc, v99, v86, vcc row_bcast:31 bank_mask:0xd
v_addc_co_u32_sdwa v191, vcc, v26, v206, vcc dst_sel:WORD_0 src1_sel:DWORD
v_addc_co_u32_sdwa v70, vcc, sext(v70), v255, vcc dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_subb_co_u32_e32 v23, vcc, 36, v25, vcc
v_subb_co_u32_e32 v188, vcc, 24, v31, vcc
v_subb_co_u32_dpp v254, vcc, v97, v26, vcc row_half_mirror row_mask:0xd bank_mask:0x1
v_subb_co_u32_dpp v192, vcc, v28, v255, vcc quad_perm:[3,2,2,1] bank_mask:0x9 bound_ctrl:0
v_subb_co_u32_sdwa v55, vcc, v9, v27, vcc dst_sel:BYTE_0 src0_sel:BYTE_0 src1_sel:BYTE_0
v_subb_co_u32_sdwa v23, vcc, v122, v15, vcc clamp dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_1
v_subbrev_co_u32_e32 v37, vcc, v248, v238, vcc
v_subbrev_co_u32_dpp v5, vcc, v153, v18, vcc wave_rol:1 row_mask:0xe bank_mask:0x4
v_subbrev_co_u32_dpp v121, vcc, v210, v28, vcc row_ror:8 row_mask:0xa bound_ctrl:0
v_subbrev_co_u32_sdwa v212, vcc, -13, v46, vcc dst_sel:DWORD src0_sel:DWORD src1_sel:BYTE_3
v_subbrev_co_u32_sdwa v108, vcc, v251, v23, vcc dst_sel:BYTE_3 src0_sel:WORD_0
v_add_f16_e32 v29, v14, v147
v_add_f16_e32 v168, v179, v63
v_add_f16_dpp v174, v3, v114 row_shl:14
v_add_f16_dpp v177, -|v7|, v31 row_bcast:31 bank_mask:0xd bound_ctrl:0
v_add_f16_sdwa v55, -|v255|, v143 dst_sel:WORD_1 src0_sel:WORD_0 src1_sel:BYTE_1
v_add_f16_sdwa v114, 55, v209 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:BYTE_0
v_sub_f16_e32 v47, s13, v255
v_sub_f16_e32 v174, -16, v255
v_sub_f16_dpp v255, |v13|, v16 row_ror:9 row_mask:0x4
v_sub_f16_dpp v73, v29, v247 row_shr:12 row_mask:0xc bank_mask:0x1
v_sub_f16_sdwa v18, -v14, v8 dst_sel:DWORD src1_sel:BYTE_0
v_sub_f16_sdwa v65, v232, v5 src0_sel:BYTE_0 src1_sel:BYTE_1
v_subrev_f16_e32 v28, -4.0, v243
v_subrev_f16_e32 v20, v19, v209
v_subrev_f16_dpp v23, v244, -v41 row_shr:15 row_mask:0x4 bank_mask:0xc bound_ctrl:0
v_subrev_f16_dpp v73, v20, v73 row_shr:8 row_mask:0x2 bank_mask:0xb
v_subrev_f16_sdwa v26, v175, v29 dst_sel:WORD_1 dst_unused:UNUSED_PAD src1_sel:WORD_0
v_subrev_f16_sdwa v206, v120, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_0
v_mul_f16_e32 v3, v2, v12
v_mul_f16_e32 v97, v5, v14
v_mul_f16_dpp v2, v55, v13 row_bcast:15 row_mask:0x0 bound_ctrl:0
v_mul_f16_dpp v1, v3, -|v30| wave_shl:1 bank_mask:0xf bound_ctrl:0
v_mul_f16_sdwa v28, v153, v254 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_3
v_mul_f16_sdwa v22, v250, |v31| dst_sel:WORD_0 dst_unused:UNUSED_SEXT src1_sel:BYTE_0
v_mac_f16_e32 v9, v107, v66
v_mac_f16_e32 v81, v132, v179
v_mac_f16_dpp v28, v13, v187 row_half_mirror row_mask:0xf bank_mask:0x9
v_mac_f16_dpp v217, |v28|, v154 row_shr:11 row_mask:0xc bank_mask:0x0 bound_ctrl:0
v_madmk_f16 v101, v117, 0.1, v255
v_madmk_f16 v46, v178, 0.1, v234
v_madak_f16 v27, v197, v14, -1.5
v_add_u16_e32 v233, 43, v8
v_add_u16_e32 v16, v186, v33
v_add_u16_dpp v22, v231, v23 row_ror:9
v_add_u16_dpp v245, v121, v27 wave_ror:1 row_mask:0xb bank_mask:0x7 bound_ctrl:0
v_add_u16_sdwa v251, sext(v239), v164 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src1_sel:BYTE_3
v_add_u16_sdwa v227, v6, sext(v209) clamp dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:WORD_0
v_sub_u16_e32 v213, v21, v206
v_sub_u16_e32 v14, 0, v188
v_sub_u16_dpp v109, v24, v6 row_shr:10 bank_mask:0x1 bound_ctrl:0
v_sub_u16_dpp v79, v125, v2 wave_shl:1
v_sub_u16_sdwa v0, v217, sext(v8) src0_sel:DWORD src1_sel:BYTE_0
v_sub_u16_sdwa v20, sext(v105), v104 clamp dst_sel:DWORD src0_sel:DWORD
v_subrev_u16_e32 v7, v221, v217
v_subrev_u16_e32 v57, v12, v117
v_subrev_u16_dpp v25, v189, v255 row_bcast:15 row_mask:0x2 bank_mask:0x0
v_subrev_u16_dpp v85, v156, v79 wave_rol:1 row_mask:0x7
v_subrev_u16_sdwa v128, v18, v9 clamp dst_sel:BYTE_0 src0_sel:DWORD src1_sel:BYTE_0
v_subrev_u16_sdwa v16, v66, sext(v192) clamp dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE
v_mul_lo_u16_e32 v252, v213, v255
v_mul_lo_u16_e32 v255, v167, v255
v_mul_lo_u16_dpp v255, v226, v60 wave_shl:1 row_mask:0x9 bank_mask:0xf
v_mul_lo_u16_dpp v255, v205, v140 wave_shl:1 row_mask:0x3 bank_mask:0xe
v_mul_lo_u16_sdwa v225, v46, v255 dst_unused:UNUSED_PAD src1_sel:WORD_0
v_mul_lo_u16_sdwa v134, v38, sext(v215) dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:DWORD
v_lshlrev_b16_e32 v144, v91, v46
v_lshlrev_b16_e32 v9, -2.0, v147
v_lshlrev_b16_dpp v230, v214, v119 wave_shl:1 bound_ctrl:0
v_lshlrev_b16_dpp v183, v23, v175 wave_shl:1 row_mask:0x8 bank_mask:0xf bound_ctrl:0
v_lshlrev_b16_sdwa v255, sext(v26), v13 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_1
v_lshlrev_b16_sdwa v46, v70, v99 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:WORD_0
v_lshrrev_b16_e32 v255, v48, v22
v_lshrrev_b16_e32 v126, vcc_lo, v17
v_lshrrev_b16_dpp v101, v10, v126 wave_shl:1 row_mask:0x2 bank_mask:0x5
v_lshrrev_b16_dpp v53, v225, v205 row_ror:7 row_mask:0x8 bank_mask:0x2
v_lshrrev_b16_sdwa v56, s6, v118 clamp dst_sel:WORD_1 src0_sel:WORD_0 src1_sel:DWORD
v_lshrrev_b16_sdwa v136, v31, v246 dst_sel:BYTE_1 src0_sel:DWORD src1_sel:BYTE_1
v_ashrrev_i16_e32 v25, v13, v9
v_ashrrev_i16_e32 v7, -3, v135
v_ashrrev_i16_dpp v116, v47, v64 row_mirror row_mask:0x8 bank_mask:0xf
v_ashrrev_i16_dpp v247, v88, v7 row_mirror row_mask:0xd bank_mask:0xe bound_ctrl:0
v_ashrrev_i16_sdwa v221, v186, v115 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_0
v_ashrrev_i16_sdwa v185, v221, sext(v17) clamp dst_sel:WORD_0 src0_sel:WORD_0 src1_sel:DWORD
v_max_f16_e32 v53, s45, v8
v_max_f16_e32 v25, v249, v172
v_max_f16_dpp v163, v5, v29 row_half_mirror row_mask:0x4 bank_mask:0x5 bound_ctrl:0
v_max_f16_dpp v154, v139, v108 row_ror:1 row_mask:0x5 bound_ctrl:0
v_max_f16_sdwa v255, v255, v9 div:2 dst_sel:BYTE_3 src0_sel:DWORD
v_max_f16_sdwa v19, v232, v22 div:2 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:BYTE_1
v_min_f16_e32 v255, 0x4567, v255
v_min_f16_e32 v16, v2, v7
v_min_f16_dpp v246, v49, v0 wave_ror:1 row_mask:0x4 bank_mask:0xc
v_min_f16_dpp v6, v25, v19 wave_ror:1 bank_mask:0xb
v_min_f16_sdwa v79, v44, v23 src0_sel:BYTE_0 src1_sel:DWORD
v_min_f16_sdwa v7, v115, v81 dst_sel:BYTE_1 src0_sel:WORD_0 src1_sel:BYTE_3
v_max_u16_e32 v3, 1000, v64
v_max_u16_e32 v6, -300, v26
v_max_u16_dpp v10, v244, v58 row_bcast:31 bank_mask:0x3
v_max_u16_dpp v116, v215, v227 row_shr:4 row_mask:0x0 bound_ctrl:0
v_max_u16_sdwa v137, v55, sext(v233) dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:WORD_1
v_max_u16_sdwa v255, v255, v200 dst_sel:DWORD src1_sel:WORD_1
v_max_i16_e32 v207, v28, v242
v_max_i16_e32 v31, v0, v23
v_max_i16_dpp v15, v162, v16 row_ror:14 row_mask:0xb bank_mask:0x0
v_max_i16_dpp v12, v14, v164 row_ror:15 row_mask:0x8 bank_mask:0x0
v_max_i16_sdwa v10, 27, v15 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:BYTE_1
v_max_i16_sdwa v68, v137, v35 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_min_u16_e32 v23, -0.5, v72
v_min_u16_e32 v255, 0xffff, v132
v_min_u16_dpp v0, v113, v6 wave_ror:1 row_mask:0xb bank_mask:0x0
v_min_u16_dpp v22, v4, v18 row_mirror row_mask:0x8 bank_mask:0x3
v_min_u16_sdwa v171, 19, v11 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_3
v_min_u16_sdwa v255, v25, v45 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src1_sel:BYTE_2
v_min_i16_e32 v51, v239, v26
v_min_i16_e32 v124, m0, v158
v_min_i16_dpp v20, v16, v46 row_shl:7 row_mask:0x8
v_min_i16_dpp v75, v13, v97 row_bcast:15 row_mask:0x5
v_min_i16_sdwa v19, v3, sext(v11) dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0
v_min_i16_sdwa v78, sext(v36), v151 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_1
v_ldexp_f16_e32 v99, 0, v220
v_ldexp_f16_e32 v78, v31, v230
v_ldexp_f16_dpp v39, v1, v26 row_ror:8 row_mask:0x6 bank_mask:0x4 bound_ctrl:0
v_ldexp_f16_dpp v10, v13, v28 wave_ror:1 row_mask:0x7 bank_mask:0x1 bound_ctrl:0
v_ldexp_f16_sdwa v9, v255, v135 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:DWORD
v_add_u32_e32 v115, s67, v57
v_add_u32_e32 v174, s62, v0
v_add_u32_dpp v11, v19, v27 row_mirror row_mask:0x6 bank_mask:0x0
v_add_u32_dpp v24, v0, v14 row_mirror bank_mask:0x2
v_add_u32_sdwa v112, v48, sext(v183) dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:BYTE_1
v_add_u32_sdwa v4, v113, v173
v_sub_u32_e32 v7, v31, v38
v_sub_u32_e32 v5, 2, v245
v_sub_u32_dpp v22, v79, v255 row_bcast:31 row_mask:0xd bank_mask:0xb
v_sub_u32_dpp v247, v67, v19 row_shl:2 row_mask:0x5 bank_mask:0x8
v_sub_u32_sdwa v71, v20, v254 clamp dst_sel:BYTE_0 src1_sel:WORD_0
v_sub_u32_sdwa v168, v29, v69 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_subrev_u32_e32 v75, s3, v194
v_subrev_u32_e32 v255, v24, v28
v_subrev_u32_dpp v8, v7, v18 row_shl:5 bank_mask:0xf bound_ctrl:0
v_subrev_u32_dpp v20, v255, v100 wave_shr:1 row_mask:0x8 bank_mask:0xf bound_ctrl:0
v_subrev_u32_sdwa v69, 50, v27 dst_sel:WORD_1 src0_sel:WORD_1
v_subrev_u32_sdwa v22, sext(v30), v98 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cmp_class_f32_e32 vcc, v147, v97
v_cmp_class_f32_e32 vcc, v30, v30
v_cmpx_class_f32_e32 vcc, v81, v17
v_cmpx_class_f32_e32 vcc, s40, v4
v_cmpx_class_f32_sdwa vcc, v2, v255 src0_sel:WORD_1 src1_sel:WORD_0
v_cmp_class_f64_e32 vcc, v[20:21], v81
v_cmp_class_f64_e32 vcc, v[213:214], v193
v_cmpx_class_f64_e32 vcc, v[196:197], v90
v_cmpx_class_f64_e32 vcc, s[2:3], v87
v_cmp_class_f16_e32 vcc, v7, v10
v_cmp_class_f16_e32 vcc, v147, v31
v_cmpx_class_f16_e32 vcc, s3, v30
v_cmpx_class_f16_e32 vcc, s60, v255
v_cmp_f_f16_e32 vcc, 35, v59
v_cmp_f_f16_e32 vcc, v200, v29
v_cmp_f_f16_sdwa vcc, v11, v25 src1_sel:WORD_0
v_cmp_f_f16_sdwa vcc, -16, v4 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmp_lt_f16_e32 vcc, v131, v254
v_cmp_lt_f16_e32 vcc, 23, v151
v_cmp_eq_f16_e32 vcc, v16, v12
v_cmp_eq_f16_e32 vcc, v26, v112
v_cmp_le_f16_e32 vcc, v255, v251
v_cmp_le_f16_e32 vcc, 24, v72
v_cmp_le_f16_sdwa vcc, v8, v22 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_le_f16_sdwa s[8:9], v11, -v236 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_gt_f16_e32 vcc, s9, v255
v_cmp_gt_f16_e32 vcc, v22, v162
v_cmp_gt_f16_sdwa vcc, v6, v5 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmp_gt_f16_sdwa vcc, v173, v31 src1_sel:BYTE_1
v_cmp_lg_f16_e32 vcc, v2, v16
v_cmp_lg_f16_e32 vcc, v6, v170
v_cmp_lg_f16_sdwa s[72:73], s62, v0 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_lg_f16_sdwa vcc, 59, v199 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_ge_f16_e32 vcc, -4.0, v151
v_cmp_ge_f16_e32 vcc, v91, v110
v_cmp_ge_f16_sdwa ttmp[4:5], v22, v216 src0_sel:BYTE_1
v_cmp_o_f16_e32 vcc, 1.0, v47
v_cmp_o_f16_e32 vcc, v18, v249
v_cmp_o_f16_sdwa vcc, v207, -v94 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_u_f16_e32 vcc, s101, v77
v_cmp_u_f16_e32 vcc, v66, v179
v_cmp_u_f16_sdwa vcc, v19, -|v27| src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_nge_f16_e32 vcc, v100, v20
v_cmp_nge_f16_e32 vcc, xnack_mask_lo, v173
v_cmp_nge_f16_sdwa vcc, -v19, v26 src0_sel:DWORD src1_sel:WORD_0
v_cmp_nge_f16_sdwa s[74:75], v90, v53 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_nlg_f16_e32 vcc, v98, v183
v_cmp_nlg_f16_e32 vcc, 0.1, v12
v_cmp_nlg_f16_sdwa ttmp[4:5], -|v67|, -v255 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ngt_f16_e32 vcc, v191, v175
v_cmp_ngt_f16_e32 vcc, v11, v147
v_cmp_ngt_f16_sdwa vcc, v171, v126 src0_sel:WORD_0
v_cmp_ngt_f16_sdwa vcc, v255, v213 src0_sel:DWORD
v_cmp_nle_f16_e32 vcc, v29, v23
v_cmp_nle_f16_e32 vcc, v246, v111
v_cmp_nle_f16_sdwa vcc, -|v98|, -v14 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_neq_f16_e32 vcc, v30, v17
v_cmp_neq_f16_e32 vcc, s93, v222
v_cmp_neq_f16_sdwa vcc, 54, v17 src1_sel:WORD_0
v_cmp_neq_f16_sdwa exec, v104, v16 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_nlt_f16_e32 vcc, v96, v170
v_cmp_nlt_f16_e32 vcc, 100.0, v255
v_cmp_nlt_f16_sdwa vcc, v226, v34 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_nlt_f16_sdwa vcc, v5, v63 src0_sel:WORD_1
v_cmp_tru_f16_e32 vcc, v255, v5
v_cmp_tru_f16_e32 vcc, v16, v30
v_cmp_tru_f16_sdwa vcc, -|v9|, v26 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_tru_f16_sdwa vcc, -v163, v39 src1_sel:BYTE_2
v_cmpx_f_f16_e32 vcc, v40, v163
v_cmpx_f_f16_e32 vcc, s65, v111
v_cmpx_f_f16_sdwa vcc, v23, v218 src1_sel:WORD_1
v_cmpx_f_f16_sdwa vcc, v15, v16
v_cmpx_lt_f16_e32 vcc, 23, v190
v_cmpx_lt_f16_e32 vcc, 0.5, v86
v_cmpx_lt_f16_sdwa vcc, v67, v20 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_lt_f16_sdwa s[72:73], -v105, v29 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_eq_f16_e32 vcc, 0x4567, v255
v_cmpx_eq_f16_e32 vcc, 0.15915494, v13
v_cmpx_eq_f16_sdwa vcc, -|v14|, |v188| src0_sel:BYTE_0
v_cmpx_le_f16_e32 vcc, v27, v13
v_cmpx_le_f16_e32 vcc, -1.0, v156
v_cmpx_le_f16_sdwa vcc, -v4, v46 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_le_f16_sdwa vcc, |s95|, v43 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_gt_f16_e32 vcc, v248, v122
v_cmpx_gt_f16_e32 vcc, v135, v238
v_cmpx_gt_f16_sdwa vcc, v21, v144
v_cmpx_lg_f16_e32 vcc, s53, v22
v_cmpx_lg_f16_e32 vcc, -12, v154
v_cmpx_lg_f16_sdwa exec, v5, v193 src0_sel:BYTE_0
v_cmpx_ge_f16_e32 vcc, 0x3e00, v227
v_cmpx_ge_f16_e32 vcc, v43, v68
v_cmpx_ge_f16_sdwa vcc, -v62, v184 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_ge_f16_sdwa exec, v62, v90 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_o_f16_e32 vcc, v255, v67
v_cmpx_o_f16_e32 vcc, v219, v64
v_cmpx_o_f16_sdwa vcc, |v180|, v166 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_o_f16_sdwa ttmp[4:5], v24, v89 src0_sel:WORD_1 src1_sel:WORD_1
v_cmpx_u_f16_e32 vcc, s36, v168
v_cmpx_u_f16_e32 vcc, s4, v11
v_cmpx_u_f16_sdwa vcc, v19, v31 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_u_f16_sdwa vcc, v14, -|v1| src1_sel:BYTE_3
v_cmpx_nge_f16_e32 vcc, v128, v3
v_cmpx_nge_f16_e32 vcc, 0.5, v17
v_cmpx_nge_f16_sdwa vcc, v10, v201 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_nge_f16_sdwa vcc, 10, -v129 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_nlg_f16_e32 vcc, s14, v158
v_cmpx_nlg_f16_e32 vcc, v24, v30
v_cmpx_nlg_f16_sdwa ttmp[4:5], -|v89|, -v27 src0_sel:DWORD
v_cmpx_nlg_f16_sdwa exec, -|v255|, v255 src0_sel:BYTE_0
v_cmpx_ngt_f16_e32 vcc, s48, v236
v_cmpx_ngt_f16_e32 vcc, 100.0, v180
v_cmpx_ngt_f16_sdwa vcc, v25, -|v69| src1_sel:BYTE_0
v_cmpx_nle_f16_e32 vcc, v78, v20
v_cmpx_nle_f16_e32 vcc, v15, v22
v_cmpx_nle_f16_sdwa vcc, s101, |v26| src0_sel:BYTE_2
v_cmpx_neq_f16_e32 vcc, -4.0, v90
v_cmpx_neq_f16_e32 vcc, v136, v54
v_cmpx_neq_f16_sdwa s[24:25], 8, |v27| src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_nlt_f16_e32 vcc, 1.0, v84
v_cmpx_nlt_f16_e32 vcc, v252, v224
v_cmpx_nlt_f16_sdwa vcc, v255, v255 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_tru_f16_e32 vcc, flat_scratch_hi, v154
v_cmpx_tru_f16_e32 vcc, v4, v255
v_cmpx_tru_f16_sdwa vcc, -14, v20 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmp_f_f32_e32 vcc, exec_lo, v12
v_cmp_f_f32_e32 vcc, v143, v239
v_cmp_f_f32_sdwa vcc, v12, v9 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_f_f32_sdwa exec, v168, v27 src0_sel:WORD_0
v_cmp_lt_f32_e32 vcc, v20, v255
v_cmp_lt_f32_e32 vcc, v33, v94
v_cmp_lt_f32_sdwa exec, 33, v39 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_eq_f32_e32 vcc, -2.0, v197
v_cmp_eq_f32_e32 vcc, s32, v21
v_cmp_eq_f32_sdwa vcc, v98, v147
v_cmp_le_f32_e32 vcc, v24, v234
v_cmp_le_f32_e32 vcc, v197, v58
v_cmp_le_f32_sdwa vcc, v171, v13 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_le_f32_sdwa vcc, v203, v31 src0_sel:BYTE_1
v_cmp_gt_f32_e32 vcc, v207, v3
v_cmp_gt_f32_e32 vcc, 0.15915494, v139
v_cmp_lg_f32_e32 vcc, 0.1, v1
v_cmp_lg_f32_e32 vcc, v140, v80
v_cmp_ge_f32_e32 vcc, -5, v105
v_cmp_ge_f32_e32 vcc, v31, v255
v_cmp_ge_f32_sdwa vcc, v139, v31 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_o_f32_e32 vcc, v22, v1
v_cmp_o_f32_e32 vcc, s45, v157
v_cmp_o_f32_sdwa ttmp[4:5], 3, v238 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_o_f32_sdwa vcc, v194, v175 src0_sel:DWORD
v_cmp_u_f32_e32 vcc, s14, v157
v_cmp_u_f32_e32 vcc, 10, v13
v_cmp_u_f32_sdwa vcc, v184, v102 src1_sel:BYTE_0
v_cmp_u_f32_sdwa vcc, -|v153|, v6 src0_sel:BYTE_1
v_cmp_nge_f32_e32 vcc, 28, v159
v_cmp_nge_f32_e32 vcc, s85, v97
v_cmp_nge_f32_sdwa vcc, v225, |v14|
v_cmp_nlg_f32_e32 vcc, v139, v244
v_cmp_nlg_f32_e32 vcc, exec_hi, v14
v_cmp_nlg_f32_sdwa exec, v15, |v255| src0_sel:BYTE_1
v_cmp_nlg_f32_sdwa ttmp[4:5], v6, v184 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmp_ngt_f32_e32 vcc, v255, v174
v_cmp_ngt_f32_e32 vcc, v5, v73
v_cmp_ngt_f32_sdwa vcc, v17, -|v57| src0_sel:BYTE_1
v_cmp_ngt_f32_sdwa vcc, v15, v28 src0_sel:WORD_1
v_cmp_nle_f32_e32 vcc, s70, v255
v_cmp_nle_f32_e32 vcc, v89, v40
v_cmp_nle_f32_sdwa vcc, |v65|, -v189 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_neq_f32_e32 vcc, 1.5, v8
v_cmp_neq_f32_e32 vcc, v158, v14
v_cmp_neq_f32_sdwa vcc, v226, -v28 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_neq_f32_sdwa vcc, v122, v162 src1_sel:WORD_1
v_cmp_nlt_f32_e32 vcc, v26, v0
v_cmp_nlt_f32_e32 vcc, 25, v255
v_cmp_nlt_f32_sdwa vcc, v255, v22 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_nlt_f32_sdwa vcc, v30, v5 src0_sel:DWORD src1_sel:WORD_0
v_cmp_tru_f32_e32 vcc, v68, v195
v_cmp_tru_f32_e32 vcc, 54, v240
v_cmp_tru_f32_sdwa vcc, v24, v12 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_tru_f32_sdwa vcc, v67, v5 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_f_f32_e32 vcc, v146, v8
v_cmpx_f_f32_e32 vcc, 2.0, v17
v_cmpx_f_f32_sdwa vcc, v10, v20 src0_sel:WORD_1 src1_sel:BYTE_3
v_cmpx_f_f32_sdwa vcc, v198, v3 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmpx_lt_f32_e32 vcc, v105, v26
v_cmpx_lt_f32_e32 vcc, v27, v172
v_cmpx_lt_f32_sdwa vcc, v150, v41 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_lt_f32_sdwa s[80:81], v19, -|v255| src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_eq_f32_e32 vcc, v4, v11
v_cmpx_eq_f32_e32 vcc, v46, v185
v_cmpx_eq_f32_sdwa vcc, |v21|, v247 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_eq_f32_sdwa ttmp[4:5], v44, v255
v_cmpx_le_f32_e32 vcc, v166, v27
v_cmpx_le_f32_e32 vcc, 49, v77
v_cmpx_le_f32_sdwa vcc, v0, v229 src1_sel:BYTE_3
v_cmpx_le_f32_sdwa vcc, s51, v21 src1_sel:WORD_1
v_cmpx_gt_f32_e32 vcc, v30, v163
v_cmpx_gt_f32_e32 vcc, v4, v207
v_cmpx_gt_f32_sdwa vcc, |s82|, v9 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_lg_f32_e32 vcc, s96, v19
v_cmpx_lg_f32_e32 vcc, v250, v3
v_cmpx_lg_f32_sdwa vcc, s12, v246 src1_sel:WORD_0
v_cmpx_lg_f32_sdwa vcc, |v0|, v188 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmpx_ge_f32_e32 vcc, v192, v184
v_cmpx_ge_f32_e32 vcc, s25, v3
v_cmpx_ge_f32_sdwa vcc, v170, v255 src1_sel:BYTE_0
v_cmpx_o_f32_e32 vcc, v80, v100
v_cmpx_o_f32_e32 vcc, s58, v158
v_cmpx_o_f32_sdwa vcc, |v29|, |v1| src1_sel:WORD_0
v_cmpx_o_f32_sdwa s[52:53], v25, -v6 src1_sel:BYTE_0
v_cmpx_u_f32_e32 vcc, v17, v34
v_cmpx_u_f32_e32 vcc, v10, v251
v_cmpx_u_f32_sdwa vcc, -|v187|, v224 src0_sel:BYTE_1
v_cmpx_nge_f32_e32 vcc, v16, v65
v_cmpx_nge_f32_e32 vcc, v155, v129
v_cmpx_nge_f32_sdwa vcc, v232, -v57 src0_sel:DWORD src1_sel:DWORD
v_cmpx_nge_f32_sdwa vcc, v115, v250 src0_sel:WORD_0
v_cmpx_nlg_f32_e32 vcc, -4.0, v10
v_cmpx_nlg_f32_e32 vcc, s11, v78
v_cmpx_nlg_f32_sdwa vcc, v124, v255 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_ngt_f32_e32 vcc, -6, v200
v_cmpx_ngt_f32_e32 vcc, m0, v169
v_cmpx_nle_f32_e32 vcc, v26, v31
v_cmpx_nle_f32_e32 vcc, -1.0, v96
v_cmpx_nle_f32_sdwa vcc, s81, v84 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_nle_f32_sdwa vcc, -|v13|, v26 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_neq_f32_e32 vcc, v1, v255
v_cmpx_neq_f32_e32 vcc, v23, v31
v_cmpx_neq_f32_sdwa vcc, v13, v255 src0_sel:BYTE_3
v_cmpx_neq_f32_sdwa vcc, v148, v2 src1_sel:BYTE_1
v_cmpx_nlt_f32_e32 vcc, src_pops_exiting_wave_id, v54
v_cmpx_nlt_f32_e32 vcc, vcc_hi, v0
v_cmpx_nlt_f32_sdwa exec, v26, v220 src0_sel:WORD_1
v_cmpx_tru_f32_e32 vcc, v33, v26
v_cmpx_tru_f32_e32 vcc, v30, v191
v_cmpx_tru_f32_sdwa vcc, v23, v0 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_tru_f32_sdwa ttmp[4:5], v77, v190 src0_sel:BYTE_3
v_cmp_f_f64_e32 vcc, v[105:106], v[213:214]
v_cmp_f_f64_e32 vcc, s[54:55], v[22:23]
v_cmp_lt_f64_e32 vcc, 2.0, v[159:160]
v_cmp_lt_f64_e32 vcc, v[10:11], v[69:70]
v_cmp_eq_f64_e32 vcc, v[254:255], v[43:44]
v_cmp_eq_f64_e32 vcc, v[4:5], v[15:16]
v_cmp_le_f64_e32 vcc, v[31:32], v[4:5]
v_cmp_le_f64_e32 vcc, -1.5, v[244:245]
v_cmp_gt_f64_e32 vcc, s[8:9], v[11:12]
v_cmp_gt_f64_e32 vcc, v[173:174], v[106:107]
v_cmp_lg_f64_e32 vcc, 0x3ff80000, v[163:164]
v_cmp_lg_f64_e32 vcc, s[92:93], v[123:124]
v_cmp_ge_f64_e32 vcc, v[84:85], v[43:44]
v_cmp_ge_f64_e32 vcc, v[23:24], v[149:150]
v_cmp_o_f64_e32 vcc, v[47:48], v[23:24]
v_cmp_o_f64_e32 vcc, v[25:26], v[226:227]
v_cmp_u_f64_e32 vcc, s[38:39], v[187:188]
v_cmp_u_f64_e32 vcc, v[252:253], v[254:255]
v_cmp_nge_f64_e32 vcc, v[87:88], v[22:23]
v_cmp_nge_f64_e32 vcc, s[52:53], v[21:22]
v_cmp_nlg_f64_e32 vcc, 7, v[18:19]
v_cmp_nlg_f64_e32 vcc, xnack_mask, v[254:255]
v_cmp_ngt_f64_e32 vcc, -1.0, v[2:3]
v_cmp_ngt_f64_e32 vcc, v[194:195], v[252:253]
v_cmp_nle_f64_e32 vcc, v[236:237], v[16:17]
v_cmp_nle_f64_e32 vcc, v[70:71], v[123:124]
v_cmp_neq_f64_e32 vcc, v[14:15], v[7:8]
v_cmp_neq_f64_e32 vcc, v[56:57], v[153:154]
v_cmp_nlt_f64_e32 vcc, vcc, v[64:65]
v_cmp_nlt_f64_e32 vcc, -12, v[30:31]
v_cmp_tru_f64_e32 vcc, v[18:19], v[9:10]
v_cmp_tru_f64_e32 vcc, v[8:9], v[219:220]
v_cmpx_f_f64_e32 vcc, -11, v[230:231]
v_cmpx_f_f64_e32 vcc, 100.0, v[28:29]
v_cmpx_lt_f64_e32 vcc, xnack_mask, v[16:17]
v_cmpx_lt_f64_e32 vcc, v[170:171], v[118:119]
v_cmpx_eq_f64_e32 vcc, v[173:174], v[15:16]
v_cmpx_eq_f64_e32 vcc, v[42:43], v[9:10]
v_cmpx_le_f64_e32 vcc, 15, v[31:32]
v_cmpx_le_f64_e32 vcc, v[254:255], v[91:92]
v_cmpx_gt_f64_e32 vcc, v[24:25], v[0:1]
v_cmpx_gt_f64_e32 vcc, -0.5, v[244:245]
v_cmpx_lg_f64_e32 vcc, s[42:43], v[46:47]
v_cmpx_lg_f64_e32 vcc, ttmp[0:1], v[19:20]
v_cmpx_ge_f64_e32 vcc, -2.0, v[69:70]
v_cmpx_ge_f64_e32 vcc, v[147:148], v[181:182]
v_cmpx_o_f64_e32 vcc, v[222:223], v[254:255]
v_cmpx_o_f64_e32 vcc, s[16:17], v[217:218]
v_cmpx_u_f64_e32 vcc, v[151:152], v[18:19]
v_cmpx_u_f64_e32 vcc, v[22:23], v[145:146]
v_cmpx_nge_f64_e32 vcc, v[249:250], v[201:202]
v_cmpx_nge_f64_e32 vcc, v[6:7], v[254:255]
v_cmpx_nlg_f64_e32 vcc, v[23:24], v[39:40]
v_cmpx_nlg_f64_e32 vcc, v[254:255], v[245:246]
v_cmpx_ngt_f64_e32 vcc, flat_scratch, v[14:15]
v_cmpx_ngt_f64_e32 vcc, s[38:39], v[235:236]
v_cmpx_nle_f64_e32 vcc, v[1:2], v[4:5]
v_cmpx_nle_f64_e32 vcc, s[42:43], v[245:246]
v_cmpx_neq_f64_e32 vcc, v[254:255], v[158:159]
v_cmpx_neq_f64_e32 vcc, s[76:77], v[116:117]
v_cmpx_nlt_f64_e32 vcc, v[18:19], v[14:15]
v_cmpx_nlt_f64_e32 vcc, v[0:1], v[50:51]
v_cmpx_tru_f64_e32 vcc, v[159:160], v[8:9]
v_cmpx_tru_f64_e32 vcc, v[226:227], v[38:39]
v_cmp_f_i16_e32 vcc, v32, v149
v_cmp_f_i16_e32 vcc, s55, v27
v_cmp_f_i16_sdwa exec, v176, v25 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmp_f_i16_sdwa vcc, v101, sext(v252) src0_sel:WORD_1 src1_sel:DWORD
v_cmp_lt_i16_e32 vcc, 0x1234, v63
v_cmp_lt_i16_e32 vcc, s9, v252
v_cmp_lt_i16_sdwa vcc, v162, v53 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmp_eq_i16_e32 vcc, s54, v13
v_cmp_eq_i16_e32 vcc, v95, v206
v_cmp_eq_i16_sdwa vcc, v224, v17 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmp_eq_i16_sdwa vcc, v28, v188 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmp_le_i16_e32 vcc, s95, v255
v_cmp_le_i16_e32 vcc, v190, v239
v_cmp_le_i16_sdwa vcc, sext(-12), v227 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_gt_i16_e32 vcc, s10, v14
v_cmp_gt_i16_e32 vcc, 1000, v12
v_cmp_gt_i16_sdwa vcc, sext(v221), v28 src0_sel:BYTE_1
v_cmp_gt_i16_sdwa ttmp[4:5], s11, v106 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_ne_i16_e32 vcc, v154, v146
v_cmp_ne_i16_e32 vcc, -300, v16
v_cmp_ne_i16_sdwa vcc, v253, v249 src0_sel:DWORD src1_sel:WORD_0
v_cmp_ne_i16_sdwa vcc, v14, v255 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_ge_i16_e32 vcc, 0.5, v26
v_cmp_ge_i16_e32 vcc, 55, v146
v_cmp_ge_i16_sdwa vcc, v202, v2 src0_sel:BYTE_3 src1_sel:WORD_1
v_cmp_ge_i16_sdwa vcc, sext(v3), v34 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_t_i16_e32 vcc, v136, v3
v_cmp_t_i16_e32 vcc, -16, v2
v_cmp_t_i16_sdwa vcc, s19, v134 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_f_u16_e32 vcc, v12, v125
v_cmp_f_u16_e32 vcc, v255, v180
v_cmp_f_u16_sdwa vcc, v255, v3 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_f_u16_sdwa s[94:95], v69, v121 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_lt_u16_e32 vcc, 0xffff, v255
v_cmp_lt_u16_e32 vcc, 61, v20
v_cmp_lt_u16_sdwa vcc, v80, v19 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmp_lt_u16_sdwa vcc, v145, v19 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_eq_u16_e32 vcc, s25, v120
v_cmp_eq_u16_e32 vcc, v246, v0
v_cmp_eq_u16_sdwa vcc, sext(v66), v163 src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmp_eq_u16_sdwa vcc, v19, v26 src0_sel:DWORD src1_sel:WORD_0
v_cmp_le_u16_e32 vcc, s93, v137
v_cmp_le_u16_e32 vcc, v243, v255
v_cmp_le_u16_sdwa exec, v236, sext(v251) src0_sel:DWORD src1_sel:BYTE_2
v_cmp_le_u16_sdwa vcc, v24, v255 src1_sel:BYTE_1
v_cmp_gt_u16_e32 vcc, v255, v250
v_cmp_gt_u16_e32 vcc, -8, v255
v_cmp_gt_u16_sdwa ttmp[4:5], v1, v150 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u16_sdwa vcc, v25, sext(v159) src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ne_u16_e32 vcc, v151, v210
v_cmp_ne_u16_e32 vcc, src_vccz, v160
v_cmp_ne_u16_sdwa vcc, sext(v216), v21 src1_sel:WORD_0
v_cmp_ne_u16_sdwa vcc, v68, v255 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_ge_u16_e32 vcc, v21, v37
v_cmp_ge_u16_e32 vcc, v17, v104
v_cmp_ge_u16_sdwa vcc, v216, v159 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_ge_u16_sdwa vcc, v9, v21 src0_sel:BYTE_1 src1_sel:BYTE_3
v_cmp_t_u16_e32 vcc, v21, v173
v_cmp_t_u16_e32 vcc, m0, v248
v_cmp_t_u16_sdwa vcc, sext(v145), v8 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_u16_sdwa vcc, sext(v25), v93 src0_sel:DWORD
v_cmpx_f_i16_e32 vcc, v106, v59
v_cmpx_f_i16_e32 vcc, s79, v28
v_cmpx_f_i16_sdwa vcc, v172, sext(v92) src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_f_i16_sdwa vcc, v255, v253 src1_sel:BYTE_3
v_cmpx_lt_i16_e32 vcc, vcc_lo, v16
v_cmpx_lt_i16_e32 vcc, v158, v11
v_cmpx_lt_i16_sdwa vcc, v16, v144 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmpx_lt_i16_sdwa s[10:11], v199, v196
v_cmpx_eq_i16_e32 vcc, 0x7fff, v30
v_cmpx_eq_i16_e32 vcc, v24, v20
v_cmpx_eq_i16_sdwa vcc, s82, v4 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmpx_le_i16_e32 vcc, 63, v7
v_cmpx_le_i16_e32 vcc, v16, v12
v_cmpx_le_i16_sdwa vcc, 61, sext(v234) src1_sel:WORD_0
v_cmpx_le_i16_sdwa vcc, -2, v223 src1_sel:BYTE_0
v_cmpx_gt_i16_e32 vcc, v174, v224
v_cmpx_gt_i16_e32 vcc, v161, v77
v_cmpx_gt_i16_sdwa ttmp[4:5], v121, v2 src1_sel:BYTE_3
v_cmpx_gt_i16_sdwa vcc, v221, sext(v25) src0_sel:WORD_1 src1_sel:BYTE_0
v_cmpx_ne_i16_e32 vcc, v0, v241
v_cmpx_ne_i16_e32 vcc, 1000, v247
v_cmpx_ne_i16_sdwa vcc, v7, sext(v15) src0_sel:WORD_0
v_cmpx_ne_i16_sdwa vcc, sext(49), v79 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_ge_i16_e32 vcc, -12, v94
v_cmpx_ge_i16_e32 vcc, v255, v138
v_cmpx_ge_i16_sdwa s[52:53], v172, v195 src1_sel:BYTE_1
v_cmpx_t_i16_e32 vcc, exec_lo, v213
v_cmpx_t_i16_e32 vcc, v195, v28
v_cmpx_t_i16_sdwa vcc, v1, v25 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_f_u16_e32 vcc, 0xffff, v31
v_cmpx_f_u16_e32 vcc, v1, v124
v_cmpx_f_u16_sdwa exec, v117, v228 src0_sel:DWORD
v_cmpx_f_u16_sdwa vcc, v255, v232 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_lt_u16_e32 vcc, s59, v249
v_cmpx_lt_u16_e32 vcc, s37, v12
v_cmpx_lt_u16_sdwa vcc, v9, v176 src1_sel:WORD_1
v_cmpx_eq_u16_e32 vcc, 4.0, v222
v_cmpx_eq_u16_e32 vcc, v15, v2
v_cmpx_eq_u16_sdwa vcc, v28, v196 src1_sel:BYTE_3
v_cmpx_eq_u16_sdwa vcc, v236, v22 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmpx_le_u16_e32 vcc, s76, v1
v_cmpx_le_u16_e32 vcc, -16, v90
v_cmpx_le_u16_sdwa ttmp[4:5], sext(v3), v164 src0_sel:WORD_0 src1_sel:WORD_1
v_cmpx_le_u16_sdwa exec, v189, v25 src0_sel:WORD_0 src1_sel:WORD_0
v_cmpx_gt_u16_e32 vcc, v25, v122
v_cmpx_gt_u16_e32 vcc, 2.0, v101
v_cmpx_gt_u16_sdwa vcc, v19, v135 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_gt_u16_sdwa ttmp[4:5], v255, v84 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_ne_u16_e32 vcc, v60, v129
v_cmpx_ne_u16_e32 vcc, -4.0, v24
v_cmpx_ne_u16_sdwa vcc, v255, v14 src1_sel:BYTE_0
v_cmpx_ne_u16_sdwa vcc, v130, sext(v20) src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_ge_u16_e32 vcc, v212, v100
v_cmpx_ge_u16_e32 vcc, v25, v24
v_cmpx_ge_u16_sdwa vcc, sext(s65), v18
v_cmpx_t_u16_e32 vcc, s20, v176
v_cmpx_t_u16_e32 vcc, v210, v148
v_cmpx_t_u16_sdwa vcc, v12, v25 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_t_u16_sdwa vcc, v177, v79 src0_sel:WORD_0
v_cmp_f_i32_e32 vcc, -4.0, v22
v_cmp_f_i32_e32 vcc, v255, v142
v_cmp_f_i32_sdwa vcc, sext(v14), v103 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_f_i32_sdwa ttmp[4:5], v87, sext(v5) src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_lt_i32_e32 vcc, s47, v28
v_cmp_lt_i32_e32 vcc, 2.0, v225
v_cmp_lt_i32_sdwa vcc, v109, v243 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_lt_i32_sdwa vcc, v11, sext(v255) src1_sel:WORD_1
v_cmp_eq_i32_e32 vcc, -2.0, v109
v_cmp_eq_i32_e32 vcc, 0, v255
v_cmp_eq_i32_sdwa ttmp[4:5], sext(v188), v250 src1_sel:DWORD
v_cmp_le_i32_e32 vcc, s15, v133
v_cmp_le_i32_e32 vcc, v225, v149
v_cmp_le_i32_sdwa vcc, 44, v1 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_le_i32_sdwa vcc, v151, sext(v162) src1_sel:BYTE_3
v_cmp_gt_i32_e32 vcc, v106, v8
v_cmp_gt_i32_e32 vcc, v8, v144
v_cmp_gt_i32_sdwa vcc, v36, v121 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_gt_i32_sdwa exec, s82, v220 src0_sel:DWORD src1_sel:WORD_1
v_cmp_ne_i32_e32 vcc, s41, v127
v_cmp_ne_i32_e32 vcc, v194, v78
v_cmp_ne_i32_sdwa vcc, v204, v14 src1_sel:BYTE_2
v_cmp_ne_i32_sdwa vcc, s14, v14 src1_sel:WORD_0
v_cmp_ge_i32_e32 vcc, 38, v56
v_cmp_ge_i32_e32 vcc, v42, v18
v_cmp_ge_i32_sdwa vcc, v67, v223 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_t_i32_e32 vcc, 2.0, v187
v_cmp_t_i32_e32 vcc, s67, v18
v_cmp_t_i32_sdwa s[100:101], v131, v113 src1_sel:BYTE_0
v_cmp_t_i32_sdwa vcc, v17, v9 src1_sel:BYTE_0
v_cmp_f_u32_e32 vcc, s84, v30
v_cmp_f_u32_e32 vcc, vcc_hi, v239
v_cmp_f_u32_sdwa s[76:77], v136, v141 src1_sel:WORD_1
v_cmp_lt_u32_e32 vcc, v0, v255
v_cmp_lt_u32_e32 vcc, v255, v255
v_cmp_lt_u32_sdwa vcc, sext(v48), v24 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_lt_u32_sdwa vcc, v235, v16 src1_sel:BYTE_0
v_cmp_eq_u32_e32 vcc, 0x12345678, v255
v_cmp_eq_u32_e32 vcc, 0xffff, v192
v_cmp_eq_u32_sdwa s[76:77], sext(v5), v6 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_le_u32_e32 vcc, v158, v11
v_cmp_le_u32_e32 vcc, s44, v6
v_cmp_le_u32_sdwa vcc, v221, v10 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_le_u32_sdwa vcc, v11, v18 src1_sel:BYTE_0
v_cmp_gt_u32_e32 vcc, 100000, v131
v_cmp_gt_u32_e32 vcc, v171, v255
v_cmp_gt_u32_sdwa vcc, sext(s54), v127 src0_sel:WORD_0
v_cmp_ne_u32_e32 vcc, v55, v125
v_cmp_ne_u32_e32 vcc, v65, v96
v_cmp_ne_u32_sdwa vcc, sext(s81), v24 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmp_ne_u32_sdwa vcc, v132, sext(v39) src1_sel:DWORD
v_cmp_ge_u32_e32 vcc, 44, v28
v_cmp_ge_u32_e32 vcc, v94, v43
v_cmp_ge_u32_sdwa vcc, sext(v115), v112 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_t_u32_e32 vcc, 0.15915494, v120
v_cmp_t_u32_e32 vcc, v233, v203
v_cmpx_f_i32_e32 vcc, v7, v246
v_cmpx_f_i32_e32 vcc, s6, v208
v_cmpx_lt_i32_e32 vcc, v98, v187
v_cmpx_lt_i32_e32 vcc, v10, v251
v_cmpx_lt_i32_sdwa vcc, sext(s54), sext(v255) src1_sel:BYTE_2
v_cmpx_eq_i32_e32 vcc, v255, v255
v_cmpx_eq_i32_e32 vcc, -0.5, v20
v_cmpx_eq_i32_sdwa ttmp[4:5], v60, sext(v59) src0_sel:BYTE_2
v_cmpx_eq_i32_sdwa vcc, sext(v115), v99 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmpx_le_i32_e32 vcc, v26, v23
v_cmpx_le_i32_e32 vcc, v30, v206
v_cmpx_le_i32_sdwa vcc, v236, v136
v_cmpx_le_i32_sdwa vcc, v93, sext(v8) src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_gt_i32_e32 vcc, v255, v167
v_cmpx_gt_i32_e32 vcc, v28, v126
v_cmpx_gt_i32_sdwa vcc, sext(v205), v200
v_cmpx_ne_i32_e32 vcc, v240, v111
v_cmpx_ne_i32_e32 vcc, s82, v0
v_cmpx_ne_i32_sdwa vcc, v127, sext(v14) src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmpx_ne_i32_sdwa ttmp[4:5], sext(v253), v3 src0_sel:WORD_0
v_cmpx_ge_i32_e32 vcc, -5, v47
v_cmpx_ge_i32_e32 vcc, v240, v195
v_cmpx_ge_i32_sdwa vcc, v76, v201 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_ge_i32_sdwa vcc, sext(v30), sext(v241) src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmpx_t_i32_e32 vcc, v30, v129
v_cmpx_t_i32_e32 vcc, v206, v5
v_cmpx_t_i32_sdwa ttmp[4:5], v15, sext(v147) src0_sel:WORD_0
v_cmpx_f_u32_e32 vcc, v100, v19
v_cmpx_f_u32_e32 vcc, v20, v255
v_cmpx_f_u32_sdwa vcc, sext(v117), v21 src1_sel:BYTE_3
v_cmpx_f_u32_sdwa vcc, v148, sext(v165) src0_sel:WORD_0 src1_sel:BYTE_3
v_cmpx_lt_u32_e32 vcc, s27, v196
v_cmpx_lt_u32_e32 vcc, v11, v88
v_cmpx_lt_u32_sdwa ttmp[4:5], v5, v65 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmpx_eq_u32_e32 vcc, v189, v165
v_cmpx_eq_u32_e32 vcc, -1, v123
v_cmpx_eq_u32_sdwa vcc, v28, v222 src1_sel:DWORD
v_cmpx_eq_u32_sdwa vcc, v200, v188 src0_sel:BYTE_2
v_cmpx_le_u32_e32 vcc, v243, v48
v_cmpx_le_u32_e32 vcc, v48, v255
v_cmpx_le_u32_sdwa vcc, v9, v133
v_cmpx_le_u32_sdwa exec, v57, v2 src0_sel:DWORD
v_cmpx_gt_u32_e32 vcc, s42, v255
v_cmpx_gt_u32_e32 vcc, v121, v31
v_cmpx_gt_u32_sdwa vcc, v7, v32 src1_sel:BYTE_0
v_cmpx_ne_u32_e32 vcc, v91, v129
v_cmpx_ne_u32_e32 vcc, v13, v13
v_cmpx_ne_u32_sdwa exec, 34, v252 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_u32_e32 vcc, 100000, v230
v_cmpx_ge_u32_e32 vcc, v89, v7
v_cmpx_ge_u32_sdwa s[0:1], v213, sext(v27) src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_t_u32_e32 vcc, v255, v175
v_cmpx_t_u32_e32 vcc, s93, v128
v_cmpx_t_u32_sdwa vcc, v255, sext(v205) src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmpx_t_u32_sdwa vcc, 32, sext(v7) src1_sel:WORD_0
v_cmp_f_i64_e32 vcc, 0x12345, v[22:23]
v_cmp_f_i64_e32 vcc, v[20:21], v[63:64]
v_cmp_lt_i64_e32 vcc, v[241:242], v[97:98]
v_cmp_lt_i64_e32 vcc, 25, v[75:76]
v_cmp_eq_i64_e32 vcc, v[163:164], v[131:132]
v_cmp_eq_i64_e32 vcc, flat_scratch, v[76:77]
v_cmp_le_i64_e32 vcc, v[25:26], v[164:165]
v_cmp_le_i64_e32 vcc, v[213:214], v[177:178]
v_cmp_gt_i64_e32 vcc, xnack_mask, v[10:11]
v_cmp_gt_i64_e32 vcc, v[3:4], v[252:253]
v_cmp_ne_i64_e32 vcc, s[62:63], v[0:1]
v_cmp_ne_i64_e32 vcc, v[254:255], v[16:17]
v_cmp_ge_i64_e32 vcc, 0.5, v[53:54]
v_cmp_ge_i64_e32 vcc, v[25:26], v[97:98]
v_cmp_t_i64_e32 vcc, v[83:84], v[23:24]
v_cmp_t_i64_e32 vcc, v[19:20], v[170:171]
v_cmp_f_u64_e32 vcc, s[12:13], v[170:171]
v_cmp_f_u64_e32 vcc, v[115:116], v[3:4]
v_cmp_lt_u64_e32 vcc, s[56:57], v[24:25]
v_cmp_lt_u64_e32 vcc, v[28:29], v[165:166]
v_cmp_eq_u64_e32 vcc, v[243:244], v[119:120]
v_cmp_eq_u64_e32 vcc, s[58:59], v[19:20]
v_cmp_le_u64_e32 vcc, v[254:255], v[254:255]
v_cmp_le_u64_e32 vcc, 0xffff0000, v[165:166]
v_cmp_gt_u64_e32 vcc, v[149:150], v[23:24]
v_cmp_gt_u64_e32 vcc, 0x12345, v[18:19]
v_cmp_ne_u64_e32 vcc, 5, v[76:77]
v_cmp_ne_u64_e32 vcc, v[177:178], v[167:168]
v_cmp_ge_u64_e32 vcc, v[120:121], v[25:26]
v_cmp_ge_u64_e32 vcc, v[30:31], v[173:174]
v_cmp_t_u64_e32 vcc, 4.0, v[52:53]
v_cmp_t_u64_e32 vcc, exec, v[220:221]
v_cmpx_f_i64_e32 vcc, v[42:43], v[54:55]
v_cmpx_f_i64_e32 vcc, v[254:255], v[254:255]
v_cmpx_lt_i64_e32 vcc, v[20:21], v[238:239]
v_cmpx_lt_i64_e32 vcc, v[102:103], v[2:3]
v_cmpx_eq_i64_e32 vcc, v[6:7], v[182:183]
v_cmpx_eq_i64_e32 vcc, vcc, v[62:63]
v_cmpx_le_i64_e32 vcc, v[12:13], v[72:73]
v_cmpx_le_i64_e32 vcc, v[23:24], v[8:9]
v_cmpx_gt_i64_e32 vcc, v[176:177], v[214:215]
v_cmpx_gt_i64_e32 vcc, v[127:128], v[11:12]
v_cmpx_ne_i64_e32 vcc, v[174:175], v[5:6]
v_cmpx_ne_i64_e32 vcc, v[31:32], v[148:149]
v_cmpx_ge_i64_e32 vcc, 18, v[181:182]
v_cmpx_ge_i64_e32 vcc, 49, v[23:24]
v_cmpx_t_i64_e32 vcc, s[10:11], v[137:138]
v_cmpx_t_i64_e32 vcc, s[74:75], v[102:103]
v_cmpx_f_u64_e32 vcc, s[20:21], v[28:29]
v_cmpx_f_u64_e32 vcc, v[254:255], v[8:9]
v_cmpx_lt_u64_e32 vcc, v[21:22], v[86:87]
v_cmpx_lt_u64_e32 vcc, ttmp[0:1], v[19:20]
v_cmpx_eq_u64_e32 vcc, ttmp[6:7], v[15:16]
v_cmpx_eq_u64_e32 vcc, s[86:87], v[9:10]
v_cmpx_le_u64_e32 vcc, -14, v[4:5]
v_cmpx_le_u64_e32 vcc, 0x12345, v[72:73]
v_cmpx_gt_u64_e32 vcc, 55, v[225:226]
v_cmpx_gt_u64_e32 vcc, vcc, v[14:15]
v_cmpx_ne_u64_e32 vcc, v[7:8], v[121:122]
v_cmpx_ne_u64_e32 vcc, s[90:91], v[151:152]
v_cmpx_ge_u64_e32 vcc, 0xffff0000, v[59:60]
v_cmpx_ge_u64_e32 vcc, ttmp[0:1], v[24:25]
v_cmpx_t_u64_e32 vcc, v[7:8], v[219:220]
v_cmpx_t_u64_e32 vcc, v[46:47], v[105:106]
v_cmp_class_f32_e64 s[44:45], -6, v6
v_cmp_class_f32_e64 ttmp[4:5], s9, v255
v_cmp_class_f32_e64 ttmp[4:5], v154, v8
v_cmp_class_f32_e64 ttmp[4:5], |v15|, v167
v_cmpx_class_f32_e64 exec, -1.0, v215
v_cmpx_class_f32_e64 exec, -|v8|, -8
v_cmpx_class_f32_e64 vcc, xnack_mask_lo, v149
v_cmpx_class_f32_e64 ttmp[4:5], 64, v0
v_cmp_class_f64_e64 ttmp[4:5], s[96:97], v17
v_cmp_class_f64_e64 exec, v[254:255], s85
v_cmp_class_f64_e64 ttmp[4:5], |v[50:51]|, v7
v_cmpx_class_f64_e64 vcc, 58, s60
v_cmpx_class_f64_e64 ttmp[4:5], s[100:101], v53
v_cmpx_class_f64_e64 ttmp[4:5], v[8:9], v255
v_cmpx_class_f64_e64 exec, |v[1:2]|, s72
v_cmp_class_f16_e64 s[56:57], 29, v82
v_cmp_class_f16_e64 s[42:43], s93, v117
v_cmp_class_f16_e64 ttmp[4:5], v255, 40
v_cmp_class_f16_e64 exec, v200, vcc_lo
v_cmpx_class_f16_e64 vcc, v184, m0
v_cmpx_class_f16_e64 vcc, -0.5, s76
v_cmpx_class_f16_e64 exec, v19, v29
v_cmpx_class_f16_e64 s[14:15], s25, v164
v_cmp_f_f16_e64 s[12:13], src_scc, -|v7|
v_cmp_f_f16_e64 exec, v136, v97
v_cmp_f_f16_e64 s[76:77], -|v255|, 45 clamp
v_cmp_f_f16_e64 vcc, -|v255|, 27
v_cmp_lt_f16_e64 s[72:73], -v4, 22
v_cmp_lt_f16_e64 s[6:7], -|v202|, 18
v_cmp_eq_f16_e64 ttmp[4:5], -3, v62
v_cmp_eq_f16_e64 ttmp[4:5], 22, xnack_mask_hi clamp
v_cmp_eq_f16_e64 ttmp[4:5], v149, v120 clamp
v_cmp_eq_f16_e64 exec, 47, 36
v_cmp_le_f16_e64 ttmp[4:5], v7, 2.0 clamp
v_cmp_le_f16_e64 vcc, -v164, -v255
v_cmp_le_f16_e64 ttmp[4:5], -v21, xnack_mask_hi
v_cmp_le_f16_e64 s[68:69], v201, xnack_mask_lo
v_cmp_gt_f16_e64 ttmp[4:5], v255, -|v26|
v_cmp_gt_f16_e64 ttmp[4:5], v113, 40
v_cmp_gt_f16_e64 exec, v24, 11
v_cmp_gt_f16_e64 ttmp[4:5], |24|, s24 clamp
v_cmp_lg_f16_e64 ttmp[4:5], v123, v19
v_cmp_lg_f16_e64 exec, s42, v92 clamp
v_cmp_lg_f16_e64 exec, 3, v11
v_cmp_ge_f16_e64 vcc, -1.0, v13 clamp
v_cmp_ge_f16_e64 ttmp[4:5], v87, 56
v_cmp_ge_f16_e64 vcc, 50, v25
v_cmp_ge_f16_e64 s[78:79], -v12, v2
v_cmp_o_f16_e64 s[90:91], v2, 11 clamp
v_cmp_o_f16_e64 exec, v117, v5
v_cmp_o_f16_e64 s[92:93], v1, -14 clamp
v_cmp_o_f16_e64 ttmp[4:5], v6, -v127
v_cmp_u_f16_e64 ttmp[4:5], ttmp1, -v9
v_cmp_u_f16_e64 s[0:1], -|-2|, 1.0
v_cmp_u_f16_e64 exec, v89, 0.5
v_cmp_u_f16_e64 ttmp[4:5], 7, -v7
v_cmp_nge_f16_e64 ttmp[4:5], v149, |s35|
v_cmp_nge_f16_e64 ttmp[4:5], 0.5, 0.5
v_cmp_nge_f16_e64 s[72:73], |v28|, -v81
v_cmp_nge_f16_e64 s[16:17], v208, -|42|
v_cmp_nlg_f16_e64 ttmp[4:5], v4, 40 clamp
v_cmp_nlg_f16_e64 vcc, v56, v255 clamp
v_cmp_nlg_f16_e64 vcc, |v158|, -|6| clamp
v_cmp_ngt_f16_e64 exec, |v106|, v24 clamp
v_cmp_ngt_f16_e64 vcc, v17, s71 clamp
v_cmp_ngt_f16_e64 vcc, v26, v180 clamp
v_cmp_ngt_f16_e64 exec, v15, -6
v_cmp_nle_f16_e64 vcc, s54, -|v22|
v_cmp_nle_f16_e64 vcc, 62, |23|
v_cmp_nle_f16_e64 ttmp[4:5], -|49|, v110
v_cmp_nle_f16_e64 s[86:87], -v54, -s36
v_cmp_neq_f16_e64 vcc, -v88, exec_hi
v_cmp_neq_f16_e64 exec, v71, v30
v_cmp_neq_f16_e64 ttmp[4:5], v14, v30 clamp
v_cmp_nlt_f16_e64 vcc, 41, -s51
v_cmp_nlt_f16_e64 exec, 0.15915494, v0
v_cmp_nlt_f16_e64 exec, -v22, 6
v_cmp_tru_f16_e64 exec, v4, v191 clamp
v_cmp_tru_f16_e64 ttmp[4:5], |2.0|, -|2.0|
v_cmp_tru_f16_e64 ttmp[4:5], 6, -|v255|
v_cmpx_f_f16_e64 ttmp[4:5], v13, src_shared_base
v_cmpx_f_f16_e64 vcc, 56, v130
v_cmpx_f_f16_e64 ttmp[4:5], 29, -v93 clamp
v_cmpx_f_f16_e64 vcc, v233, v12
v_cmpx_lt_f16_e64 ttmp[4:5], |s80|, -|v4| clamp
v_cmpx_lt_f16_e64 exec, s70, 28 clamp
v_cmpx_eq_f16_e64 ttmp[4:5], v7, 61 clamp
v_cmpx_eq_f16_e64 vcc, s92, -v40
v_cmpx_eq_f16_e64 ttmp[4:5], v21, s86
v_cmpx_eq_f16_e64 s[28:29], |20|, s99
v_cmpx_le_f16_e64 exec, v21, v164
v_cmpx_le_f16_e64 ttmp[4:5], v26, s98 clamp
v_cmpx_le_f16_e64 exec, |v16|, -4.0 clamp
v_cmpx_le_f16_e64 vcc, |48|, src_execz
v_cmpx_gt_f16_e64 ttmp[4:5], |15|, s40 clamp
v_cmpx_gt_f16_e64 exec, v17, v21 clamp
v_cmpx_gt_f16_e64 vcc, v90, v74
v_cmpx_gt_f16_e64 ttmp[4:5], vcc_hi, v36
v_cmpx_lg_f16_e64 vcc, -|4.0|, -|14|
v_cmpx_lg_f16_e64 s[46:47], -|xnack_mask_lo|, v7 clamp
v_cmpx_lg_f16_e64 ttmp[4:5], 28, s4 clamp
v_cmpx_lg_f16_e64 exec, v141, -v255
v_cmpx_ge_f16_e64 exec, 4.0, -s9 clamp
v_cmpx_ge_f16_e64 exec, |v209|, v255
v_cmpx_ge_f16_e64 vcc, -v22, v17 clamp
v_cmpx_ge_f16_e64 s[92:93], v18, 57
v_cmpx_o_f16_e64 exec, v122, v4
v_cmpx_o_f16_e64 exec, -|62|, v66
v_cmpx_o_f16_e64 vcc, v8, s60 clamp
v_cmpx_u_f16_e64 vcc, v8, xnack_mask_lo clamp
v_cmpx_u_f16_e64 exec, flat_scratch_lo, -|v152|
v_cmpx_u_f16_e64 ttmp[4:5], -|v220|, v15 clamp
v_cmpx_u_f16_e64 s[42:43], v229, -|12|
v_cmpx_nge_f16_e64 ttmp[4:5], v36, -v58
v_cmpx_nge_f16_e64 s[90:91], |v160|, xnack_mask_hi
v_cmpx_nge_f16_e64 ttmp[4:5], v122, |v244|
v_cmpx_nlg_f16_e64 ttmp[4:5], 6, v198 clamp
v_cmpx_nlg_f16_e64 exec, v68, v231 clamp
v_cmpx_nlg_f16_e64 exec, -v6, |v211| clamp
v_cmpx_nlg_f16_e64 s[48:49], 29, v129 clamp
v_cmpx_ngt_f16_e64 ttmp[4:5], v58, v255 clamp
v_cmpx_ngt_f16_e64 vcc, 18, |v171| clamp
v_cmpx_ngt_f16_e64 s[90:91], v4, exec_hi
v_cmpx_nle_f16_e64 vcc, v72, s79
v_cmpx_nle_f16_e64 s[78:79], -0.5, s38 clamp
v_cmpx_nle_f16_e64 ttmp[4:5], s73, 32 clamp
v_cmpx_nle_f16_e64 s[28:29], v12, v191
v_cmpx_neq_f16_e64 exec, v255, 2.0 clamp
v_cmpx_neq_f16_e64 s[74:75], -11, v120 clamp
v_cmpx_neq_f16_e64 vcc, |v10|, 28
v_cmpx_neq_f16_e64 vcc, v145, 47
v_cmpx_nlt_f16_e64 exec, |v68|, s44
v_cmpx_nlt_f16_e64 exec, v29, -v41 clamp
v_cmpx_nlt_f16_e64 s[22:23], -|v255|, |v121| clamp
v_cmpx_nlt_f16_e64 s[6:7], -s82, v104
v_cmpx_tru_f16_e64 exec, 4, s39 clamp
v_cmpx_tru_f16_e64 vcc, v189, 5
v_cmpx_tru_f16_e64 s[22:23], -v126, v102 clamp
v_cmpx_tru_f16_e64 ttmp[4:5], v31, s19 clamp
v_cmp_f_f32_e64 ttmp[4:5], 0.5, 55
v_cmp_f_f32_e64 s[80:81], |v64|, v165
v_cmp_f_f32_e64 exec, v6, v19
v_cmp_f_f32_e64 exec, v121, s2
v_cmp_lt_f32_e64 s[18:19], v85, -|s96|
v_cmp_lt_f32_e64 s[36:37], v15, v0 clamp
v_cmp_lt_f32_e64 exec, 1.0, 19
v_cmp_lt_f32_e64 s[36:37], v179, 62
v_cmp_eq_f32_e64 vcc, -v138, v22 clamp
v_cmp_eq_f32_e64 vcc, v99, s64
v_cmp_eq_f32_e64 ttmp[4:5], v29, v49
v_cmp_eq_f32_e64 s[82:83], -6, flat_scratch_hi clamp
v_cmp_le_f32_e64 vcc, -|v13|, v12
v_cmp_le_f32_e64 s[30:31], v255, xnack_mask_hi
v_cmp_le_f32_e64 s[22:23], s11, 2.0
v_cmp_le_f32_e64 vcc, v107, v0
v_cmp_gt_f32_e64 exec, -11, v85
v_cmp_gt_f32_e64 s[6:7], v3, v71
v_cmp_gt_f32_e64 vcc, v255, 32
v_cmp_gt_f32_e64 vcc, v70, |s15|
v_cmp_lg_f32_e64 s[74:75], v119, v229
v_cmp_lg_f32_e64 vcc, v22, 63
v_cmp_lg_f32_e64 s[12:13], -0.5, -|v40|
v_cmp_lg_f32_e64 ttmp[4:5], 34, ttmp4
v_cmp_ge_f32_e64 s[10:11], -2.0, v80 clamp
v_cmp_ge_f32_e64 ttmp[4:5], -|v255|, 30
v_cmp_ge_f32_e64 exec, -s81, -v10
v_cmp_ge_f32_e64 ttmp[4:5], 64, v83
v_cmp_o_f32_e64 s[72:73], v235, |64|
v_cmp_o_f32_e64 exec, -v20, |v128|
v_cmp_o_f32_e64 exec, 1.0, v127
v_cmp_u_f32_e64 exec, src_execz, -3
v_cmp_u_f32_e64 ttmp[4:5], |xnack_mask_lo|, v7 clamp
v_cmp_u_f32_e64 s[34:35], v236, v94
v_cmp_nge_f32_e64 s[20:21], 53, v255
v_cmp_nge_f32_e64 vcc, v20, -12
v_cmp_nge_f32_e64 ttmp[4:5], |v5|, |25| clamp
v_cmp_nge_f32_e64 exec, s83, v105
v_cmp_nlg_f32_e64 exec, v124, v223 clamp
v_cmp_nlg_f32_e64 vcc, v200, v19
v_cmp_nlg_f32_e64 ttmp[4:5], v92, -s56 clamp
v_cmp_nlg_f32_e64 vcc, |v255|, v182
v_cmp_ngt_f32_e64 s[6:7], |v11|, -|v13| clamp
v_cmp_ngt_f32_e64 s[48:49], v227, v30 clamp
v_cmp_ngt_f32_e64 exec, 38, v209
v_cmp_ngt_f32_e64 exec, 29, src_execz
v_cmp_nle_f32_e64 s[68:69], s99, v245 clamp
v_cmp_nle_f32_e64 exec, v194, 5
v_cmp_nle_f32_e64 exec, v98, v28
v_cmp_nle_f32_e64 ttmp[4:5], v67, 1.0 clamp
v_cmp_neq_f32_e64 vcc, 1.0, 0.5
v_cmp_neq_f32_e64 exec, -v131, -2.0
v_cmp_neq_f32_e64 s[74:75], 60, -|60| clamp
v_cmp_neq_f32_e64 s[32:33], 22, -|v24|
v_cmp_nlt_f32_e64 vcc, -|s15|, v91
v_cmp_nlt_f32_e64 s[54:55], v84, -4.0
v_cmp_nlt_f32_e64 vcc, v255, s37
v_cmp_tru_f32_e64 ttmp[4:5], -v24, v142 clamp
v_cmp_tru_f32_e64 s[26:27], v9, v118
v_cmp_tru_f32_e64 vcc, 18, -|v4|
v_cmpx_f_f32_e64 ttmp[4:5], s48, -0.5
v_cmpx_f_f32_e64 exec, 4.0, v1 clamp
v_cmpx_f_f32_e64 s[28:29], -|30|, |s24| clamp
v_cmpx_f_f32_e64 exec, 17, v223
v_cmpx_lt_f32_e64 s[22:23], v66, -xnack_mask_hi
v_cmpx_lt_f32_e64 vcc, 35, v231 clamp
v_cmpx_lt_f32_e64 s[78:79], vcc_lo, v31
v_cmpx_eq_f32_e64 ttmp[4:5], |m0|, v164 clamp
v_cmpx_eq_f32_e64 vcc, 6, v8
v_cmpx_eq_f32_e64 s[4:5], v239, 16
v_cmpx_eq_f32_e64 vcc, -s101, v200 clamp
v_cmpx_le_f32_e64 exec, -|s41|, v0
v_cmpx_le_f32_e64 ttmp[4:5], v21, v255
v_cmpx_le_f32_e64 ttmp[4:5], |v1|, v151 clamp
v_cmpx_le_f32_e64 exec, -|src_private_limit|, 51 clamp
v_cmpx_gt_f32_e64 exec, |-4|, s92
v_cmpx_gt_f32_e64 vcc, v214, v178
v_cmpx_gt_f32_e64 exec, |25|, 46
v_cmpx_gt_f32_e64 ttmp[4:5], -|s79|, v231 clamp
v_cmpx_lg_f32_e64 ttmp[4:5], v4, v212 clamp
v_cmpx_lg_f32_e64 exec, s90, v19
v_cmpx_lg_f32_e64 s[58:59], v29, s68
v_cmpx_ge_f32_e64 vcc, v141, v117
v_cmpx_ge_f32_e64 exec, v255, v48
v_cmpx_ge_f32_e64 ttmp[4:5], v157, -0.5
v_cmpx_o_f32_e64 ttmp[4:5], s37, v209
v_cmpx_o_f32_e64 ttmp[4:5], 13, v25
v_cmpx_o_f32_e64 s[94:95], 20, -|34| clamp
v_cmpx_o_f32_e64 vcc, v0, 35 clamp
v_cmpx_u_f32_e64 vcc, v89, s76 clamp
v_cmpx_u_f32_e64 ttmp[4:5], 18, v15 clamp
v_cmpx_u_f32_e64 exec, |v34|, 4.0
v_cmpx_nge_f32_e64 exec, v27, -|s68| clamp
v_cmpx_nge_f32_e64 vcc, v53, -8
v_cmpx_nge_f32_e64 ttmp[4:5], -v140, v4
v_cmpx_nge_f32_e64 ttmp[4:5], v137, v31
v_cmpx_nlg_f32_e64 vcc, v123, v39 clamp
v_cmpx_nlg_f32_e64 s[76:77], |v128|, -v52 clamp
v_cmpx_nlg_f32_e64 vcc, -|51|, v204 clamp
v_cmpx_nlg_f32_e64 ttmp[4:5], -|s71|, v19 clamp
v_cmpx_ngt_f32_e64 s[36:37], 0, s14 clamp
v_cmpx_ngt_f32_e64 exec, v44, |v165| clamp
v_cmpx_ngt_f32_e64 exec, 48, v25
v_cmpx_ngt_f32_e64 vcc, -0.5, -v88
v_cmpx_nle_f32_e64 exec, -4, s36
v_cmpx_nle_f32_e64 exec, v179, v21 clamp
v_cmpx_nle_f32_e64 ttmp[4:5], -|v145|, v3 clamp
v_cmpx_nle_f32_e64 ttmp[4:5], v131, s56
v_cmpx_neq_f32_e64 ttmp[4:5], -|v2|, -|2|
v_cmpx_neq_f32_e64 exec, v149, v175 clamp
v_cmpx_neq_f32_e64 vcc, v219, -|v90|
v_cmpx_neq_f32_e64 vcc, src_shared_base, v62 clamp
v_cmpx_nlt_f32_e64 vcc, v255, v201
v_cmpx_nlt_f32_e64 exec, -v31, 35
v_cmpx_nlt_f32_e64 s[14:15], xnack_mask_lo, v255
v_cmpx_nlt_f32_e64 s[64:65], -v3, -|46|
v_cmpx_tru_f32_e64 s[64:65], 29, v14
v_cmpx_tru_f32_e64 s[96:97], v255, s84
v_cmpx_tru_f32_e64 ttmp[4:5], -|v255|, src_scc clamp
v_cmpx_tru_f32_e64 s[98:99], 0.5, v114
v_cmp_f_f64_e64 s[4:5], v[92:93], 32
v_cmp_f_f64_e64 exec, 50, s[60:61]
v_cmp_f_f64_e64 exec, -|v[250:251]|, -|2.0|
v_cmp_f_f64_e64 exec, v[77:78], -|s[10:11]|
v_cmp_lt_f64_e64 exec, |v[105:106]|, |47| clamp
v_cmp_lt_f64_e64 vcc, v[126:127], v[8:9] clamp
v_cmp_lt_f64_e64 ttmp[4:5], v[5:6], -v[7:8] clamp
v_cmp_lt_f64_e64 vcc, -|v[19:20]|, s[34:35]
v_cmp_eq_f64_e64 exec, v[98:99], -|s[38:39]|
v_cmp_eq_f64_e64 vcc, -11, 32
v_cmp_eq_f64_e64 s[6:7], s[16:17], 8 clamp
v_cmp_eq_f64_e64 vcc, -6, v[62:63] clamp
v_cmp_le_f64_e64 s[4:5], v[8:9], v[54:55]
v_cmp_le_f64_e64 ttmp[4:5], s[84:85], v[23:24] clamp
v_cmp_le_f64_e64 exec, -v[254:255], v[237:238]
v_cmp_le_f64_e64 exec, -v[124:125], v[29:30]
v_cmp_gt_f64_e64 s[24:25], v[227:228], s[58:59]
v_cmp_gt_f64_e64 vcc, v[253:254], v[48:49] clamp
v_cmp_gt_f64_e64 ttmp[4:5], v[171:172], -|-1.0| clamp
v_cmp_lg_f64_e64 vcc, v[14:15], v[86:87] clamp
v_cmp_lg_f64_e64 exec, v[254:255], v[254:255]
v_cmp_lg_f64_e64 s[88:89], -|v[254:255]|, s[24:25] clamp
v_cmp_lg_f64_e64 exec, -8, -2.0
v_cmp_ge_f64_e64 vcc, v[64:65], -v[90:91]
v_cmp_ge_f64_e64 ttmp[4:5], v[15:16], v[28:29] clamp
v_cmp_ge_f64_e64 vcc, s[6:7], 2.0
v_cmp_o_f64_e64 ttmp[4:5], v[254:255], |-4.0|
v_cmp_o_f64_e64 vcc, 1.0, -|v[191:192]| clamp
v_cmp_o_f64_e64 s[80:81], -14, -ttmp[0:1] clamp
v_cmp_o_f64_e64 ttmp[4:5], v[10:11], s[46:47]
v_cmp_u_f64_e64 vcc, v[30:31], 39
v_cmp_u_f64_e64 s[70:71], v[223:224], v[11:12]
v_cmp_u_f64_e64 ttmp[4:5], v[17:18], v[44:45]
v_cmp_nge_f64_e64 ttmp[4:5], -v[83:84], v[12:13]
v_cmp_nge_f64_e64 s[48:49], |v[64:65]|, 14 clamp
v_cmp_nge_f64_e64 exec, v[10:11], v[162:163]
v_cmp_nge_f64_e64 vcc, -|v[22:23]|, exec clamp
v_cmp_nlg_f64_e64 vcc, v[79:80], v[173:174]
v_cmp_nlg_f64_e64 exec, 37, -12 clamp
v_cmp_nlg_f64_e64 s[28:29], |-4|, 42
v_cmp_nlg_f64_e64 ttmp[4:5], -12, -v[15:16]
v_cmp_ngt_f64_e64 exec, v[90:91], s[8:9]
v_cmp_ngt_f64_e64 exec, v[224:225], v[14:15]
v_cmp_ngt_f64_e64 s[56:57], |v[197:198]|, s[6:7] clamp
v_cmp_ngt_f64_e64 vcc, -2.0, |v[125:126]|
v_cmp_nle_f64_e64 vcc, |s[10:11]|, 5
v_cmp_nle_f64_e64 s[98:99], v[116:117], v[159:160]
v_cmp_nle_f64_e64 exec, s[34:35], v[191:192] clamp
v_cmp_nle_f64_e64 exec, s[84:85], v[246:247]
v_cmp_neq_f64_e64 exec, 45, |v[196:197]|
v_cmp_neq_f64_e64 exec, v[29:30], v[130:131] clamp
v_cmp_neq_f64_e64 s[14:15], -s[38:39], -|29|
v_cmp_neq_f64_e64 ttmp[4:5], v[27:28], v[253:254] clamp
v_cmp_nlt_f64_e64 exec, -13, xnack_mask
v_cmp_nlt_f64_e64 s[62:63], v[202:203], v[254:255] clamp
v_cmp_nlt_f64_e64 vcc, v[87:88], 2.0
v_cmp_nlt_f64_e64 exec, v[229:230], -9
v_cmp_tru_f64_e64 s[86:87], v[16:17], |-14|
v_cmp_tru_f64_e64 s[82:83], |-2.0|, v[2:3]
v_cmp_tru_f64_e64 s[76:77], v[42:43], v[6:7]
v_cmp_tru_f64_e64 ttmp[4:5], |v[139:140]|, -|v[18:19]| clamp
v_cmpx_f_f64_e64 exec, v[10:11], v[218:219]
v_cmpx_f_f64_e64 ttmp[4:5], v[40:41], v[61:62] clamp
v_cmpx_f_f64_e64 ttmp[4:5], -v[221:222], xnack_mask
v_cmpx_lt_f64_e64 exec, 24, v[5:6]
v_cmpx_lt_f64_e64 exec, -4, -|s[38:39]| clamp
v_cmpx_lt_f64_e64 vcc, v[38:39], s[18:19] clamp
v_cmpx_eq_f64_e64 vcc, 18, s[98:99] clamp
v_cmpx_eq_f64_e64 exec, -0.5, s[72:73]
v_cmpx_eq_f64_e64 exec, v[2:3], -|v[218:219]|
v_cmpx_eq_f64_e64 vcc, 64, |17|
v_cmpx_le_f64_e64 ttmp[4:5], v[160:161], v[26:27]
v_cmpx_le_f64_e64 ttmp[4:5], v[220:221], s[50:51] clamp
v_cmpx_le_f64_e64 ttmp[4:5], s[60:61], -|v[28:29]| clamp
v_cmpx_le_f64_e64 s[16:17], -|v[18:19]|, v[96:97] clamp
v_cmpx_gt_f64_e64 exec, v[14:15], s[42:43]
v_cmpx_gt_f64_e64 s[78:79], 1.0, v[78:79] clamp
v_cmpx_gt_f64_e64 exec, |v[1:2]|, v[158:159]
v_cmpx_gt_f64_e64 ttmp[4:5], 12, v[3:4]
v_cmpx_lg_f64_e64 ttmp[4:5], v[254:255], v[18:19]
v_cmpx_lg_f64_e64 exec, v[175:176], -|v[14:15]|
v_cmpx_lg_f64_e64 ttmp[4:5], exec, 22
v_cmpx_lg_f64_e64 exec, s[36:37], |v[1:2]|
v_cmpx_ge_f64_e64 exec, v[13:14], v[35:36]
v_cmpx_ge_f64_e64 vcc, 34, v[235:236]
v_cmpx_ge_f64_e64 vcc, -2.0, v[254:255] clamp
v_cmpx_ge_f64_e64 exec, -v[28:29], s[46:47]
v_cmpx_o_f64_e64 s[54:55], -0.5, -v[40:41]
v_cmpx_o_f64_e64 s[4:5], -1.0, v[159:160] clamp
v_cmpx_o_f64_e64 exec, v[49:50], v[1:2] clamp
v_cmpx_o_f64_e64 ttmp[4:5], v[5:6], v[37:38]
v_cmpx_u_f64_e64 s[18:19], -|-5|, v[72:73]
v_cmpx_u_f64_e64 vcc, -13, 1.0
v_cmpx_u_f64_e64 vcc, v[228:229], ttmp[14:15]
v_cmpx_nge_f64_e64 ttmp[4:5], 11, 64 clamp
v_cmpx_nge_f64_e64 s[38:39], v[9:10], s[88:89]
v_cmpx_nge_f64_e64 vcc, v[123:124], v[15:16] clamp
v_cmpx_nge_f64_e64 exec, v[19:20], -v[8:9] clamp
v_cmpx_nlg_f64_e64 ttmp[4:5], v[254:255], v[23:24] clamp
v_cmpx_nlg_f64_e64 ttmp[4:5], v[7:8], v[119:120]
v_cmpx_nlg_f64_e64 vcc, -|v[111:112]|, v[63:64]
v_cmpx_ngt_f64_e64 s[92:93], v[12:13], -v[22:23] clamp
v_cmpx_ngt_f64_e64 vcc, v[242:243], 22
v_cmpx_ngt_f64_e64 ttmp[4:5], v[15:16], v[4:5]
v_cmpx_ngt_f64_e64 s[26:27], s[14:15], 24 clamp
v_cmpx_nle_f64_e64 exec, 14, ttmp[0:1]
v_cmpx_nle_f64_e64 exec, -|v[48:49]|, ttmp[0:1]
v_cmpx_nle_f64_e64 s[20:21], |v[26:27]|, v[78:79] clamp
v_cmpx_nle_f64_e64 s[68:69], ttmp[0:1], -|19|
v_cmpx_neq_f64_e64 ttmp[4:5], v[131:132], 39 clamp
v_cmpx_neq_f64_e64 vcc, v[41:42], s[10:11] clamp
v_cmpx_neq_f64_e64 vcc, |29|, -s[46:47] clamp
v_cmpx_neq_f64_e64 ttmp[4:5], ttmp[14:15], v[15:16] clamp
v_cmpx_nlt_f64_e64 s[6:7], |v[13:14]|, v[1:2]
v_cmpx_nlt_f64_e64 vcc, -v[244:245], v[11:12] clamp
v_cmpx_nlt_f64_e64 s[22:23], 1, v[7:8]
v_cmpx_tru_f64_e64 exec, |v[177:178]|, |v[27:28]|
v_cmpx_tru_f64_e64 s[2:3], v[18:19], 2.0 clamp
v_cmpx_tru_f64_e64 ttmp[4:5], v[28:29], |xnack_mask| clamp
v_cmpx_tru_f64_e64 s[90:91], -v[11:12], -v[10:11] clamp
v_cmp_f_i16_e64 ttmp[4:5], v9, v134
v_cmp_f_i16_e64 exec, v255, vcc_lo
v_cmp_lt_i16_e64 ttmp[4:5], s72, v15
v_cmp_lt_i16_e64 exec, v223, v5
v_cmp_eq_i16_e64 exec, v97, 62
v_cmp_eq_i16_e64 exec, v59, v0
v_cmp_le_i16_e64 vcc, v3, v18
v_cmp_le_i16_e64 s[84:85], v18, s41
v_cmp_gt_i16_e64 s[44:45], v28, v152
v_cmp_gt_i16_e64 ttmp[4:5], v15, v191
v_cmp_ne_i16_e64 s[68:69], -4.0, s84
v_cmp_ne_i16_e64 vcc, v23, s52
v_cmp_ge_i16_e64 ttmp[4:5], v20, v9
v_cmp_ge_i16_e64 exec, v58, v6
v_cmp_t_i16_e64 s[76:77], 4.0, s2
v_cmp_t_i16_e64 exec, s92, v48
v_cmp_f_u16_e64 exec, v2, s16
v_cmp_f_u16_e64 exec, 1.0, 64
v_cmp_lt_u16_e64 exec, v128, -1.0
v_cmp_lt_u16_e64 ttmp[4:5], 35, -2
v_cmp_eq_u16_e64 vcc, v120, vcc_lo
v_cmp_eq_u16_e64 s[36:37], s9, v75
v_cmp_le_u16_e64 s[50:51], -7, v21
v_cmp_le_u16_e64 vcc, v22, v182
v_cmp_gt_u16_e64 s[48:49], 32, 2
v_cmp_ne_u16_e64 vcc, flat_scratch_hi, 58
v_cmp_ne_u16_e64 s[78:79], v63, v22
v_cmp_ge_u16_e64 vcc, v235, s49
v_cmp_t_u16_e64 s[62:63], 53, v81
v_cmp_t_u16_e64 s[28:29], v100, v23
v_cmpx_f_i16_e64 exec, s35, v31
v_cmpx_f_i16_e64 exec, v119, flat_scratch_lo
v_cmpx_lt_i16_e64 s[96:97], 58, v144
v_cmpx_lt_i16_e64 ttmp[4:5], v255, v73
v_cmpx_eq_i16_e64 vcc, 16, v190
v_cmpx_eq_i16_e64 vcc, 37, -4.0
v_cmpx_le_i16_e64 s[96:97], v17, v189
v_cmpx_le_i16_e64 ttmp[4:5], v255, v28
v_cmpx_gt_i16_e64 ttmp[4:5], v4, v137
v_cmpx_gt_i16_e64 exec, v158, v159
v_cmpx_ne_i16_e64 ttmp[4:5], v219, v46
v_cmpx_ne_i16_e64 s[46:47], v178, v120
v_cmpx_ge_i16_e64 s[40:41], v103, v231
v_cmpx_ge_i16_e64 exec, 38, v26
v_cmpx_t_i16_e64 s[10:11], s18, v255
v_cmpx_t_i16_e64 exec, v221, s97
v_cmpx_f_u16_e64 s[58:59], src_private_limit, v173
v_cmpx_f_u16_e64 ttmp[4:5], 2.0, v9
v_cmpx_lt_u16_e64 s[86:87], v56, v206
v_cmpx_lt_u16_e64 s[22:23], -8, m0
v_cmpx_eq_u16_e64 vcc, 50, v21
v_cmpx_eq_u16_e64 s[90:91], v8, v245
v_cmpx_le_u16_e64 ttmp[4:5], v205, 8
v_cmpx_le_u16_e64 ttmp[4:5], v174, v10
v_cmpx_gt_u16_e64 s[32:33], -2.0, v255
v_cmpx_gt_u16_e64 exec, v71, -11
v_cmpx_ne_u16_e64 ttmp[4:5], s80, v144
v_cmpx_ne_u16_e64 s[90:91], v178, 61
v_cmpx_ge_u16_e64 ttmp[4:5], -8, xnack_mask_hi
v_cmpx_ge_u16_e64 ttmp[4:5], v9, v28
v_cmpx_t_u16_e64 ttmp[4:5], -0.5, 1.0
v_cmpx_t_u16_e64 exec, s21, v15
v_cmp_f_i32_e64 exec, v9, 52
v_cmp_f_i32_e64 exec, v127, -4.0
v_cmp_lt_i32_e64 exec, v234, v255
v_cmp_lt_i32_e64 exec, v3, -1
v_cmp_eq_i32_e64 vcc, v203, -0.5
v_cmp_le_i32_e64 exec, v17, s87
v_cmp_le_i32_e64 s[70:71], v23, v59
v_cmp_gt_i32_e64 exec, v182, s99
v_cmp_gt_i32_e64 s[78:79], v3, s84
v_cmp_ne_i32_e64 ttmp[4:5], v80, v24
v_cmp_ne_i32_e64 ttmp[4:5], 9, v120
v_cmp_ge_i32_e64 vcc, -4.0, v133
v_cmp_ge_i32_e64 vcc, v20, v182
v_cmp_t_i32_e64 exec, s97, v4
v_cmp_t_i32_e64 s[36:37], v250, v255
v_cmp_f_u32_e64 s[4:5], v237, src_shared_limit
v_cmp_f_u32_e64 vcc, v207, 62
v_cmp_lt_u32_e64 ttmp[4:5], 22, v254
v_cmp_lt_u32_e64 vcc, v190, v21
v_cmp_eq_u32_e64 vcc, v24, v237
v_cmp_eq_u32_e64 s[82:83], v19, m0
v_cmp_le_u32_e64 ttmp[4:5], v137, s56
v_cmp_le_u32_e64 vcc, v226, v131
v_cmp_gt_u32_e64 s[30:31], v223, v9
v_cmp_gt_u32_e64 exec, v101, v212
v_cmp_ne_u32_e64 s[98:99], v52, v35
v_cmp_ne_u32_e64 exec, v246, 0
v_cmp_ge_u32_e64 ttmp[4:5], s56, v133
v_cmp_ge_u32_e64 exec, v79, v255
v_cmp_t_u32_e64 vcc, v33, v193
v_cmp_t_u32_e64 ttmp[4:5], v222, v242
v_cmpx_f_i32_e64 ttmp[4:5], v150, v33
v_cmpx_f_i32_e64 vcc, v19, v255
v_cmpx_lt_i32_e64 exec, v185, v1
v_cmpx_eq_i32_e64 s[40:41], v16, v87
v_cmpx_eq_i32_e64 ttmp[4:5], v48, -0.5
v_cmpx_le_i32_e64 s[6:7], 2.0, v3
v_cmpx_le_i32_e64 s[98:99], v31, v28
v_cmpx_gt_i32_e64 vcc, s94, v224
v_cmpx_gt_i32_e64 exec, v176, -0.5
v_cmpx_ne_i32_e64 exec, v159, s97
v_cmpx_ne_i32_e64 vcc, v17, s55
v_cmpx_ge_i32_e64 exec, v1, s3
v_cmpx_ge_i32_e64 ttmp[4:5], v185, 38
v_cmpx_t_i32_e64 ttmp[4:5], -4.0, v8
v_cmpx_t_i32_e64 vcc, v91, v79
v_cmpx_f_u32_e64 vcc, -15, exec_hi
v_cmpx_f_u32_e64 vcc, v250, v32
v_cmpx_lt_u32_e64 exec, v6, s100
v_cmpx_lt_u32_e64 vcc, -8, -1.0
v_cmpx_eq_u32_e64 vcc, v252, v17
v_cmpx_eq_u32_e64 vcc, v25, v12
v_cmpx_le_u32_e64 ttmp[4:5], 0.5, v222
v_cmpx_le_u32_e64 vcc, s57, 64
v_cmpx_gt_u32_e64 s[26:27], 63, v28
v_cmpx_gt_u32_e64 vcc, -0.5, s71
v_cmpx_ne_u32_e64 vcc, 1.0, 4.0
v_cmpx_ne_u32_e64 vcc, -4.0, v155
v_cmpx_ge_u32_e64 vcc, s90, v197
v_cmpx_t_u32_e64 ttmp[4:5], v11, v200
v_cmpx_t_u32_e64 ttmp[4:5], exec_lo, v30
v_cmp_f_i64_e64 s[34:35], v[164:165], vcc
v_cmp_lt_i64_e64 ttmp[4:5], v[254:255], v[19:20]
v_cmp_lt_i64_e64 vcc, -1.0, v[15:16]
v_cmp_eq_i64_e64 exec, s[12:13], 16
v_cmp_eq_i64_e64 vcc, v[2:3], 48
v_cmp_le_i64_e64 vcc, 10, -2.0
v_cmp_le_i64_e64 ttmp[4:5], v[179:180], -12
v_cmp_gt_i64_e64 ttmp[4:5], s[78:79], -4.0
v_cmp_gt_i64_e64 ttmp[4:5], 47, s[54:55]
v_cmp_ne_i64_e64 vcc, 55, 7
v_cmp_ne_i64_e64 ttmp[4:5], v[114:115], v[31:32]
v_cmp_ge_i64_e64 s[84:85], v[27:28], v[0:1]
v_cmp_ge_i64_e64 ttmp[4:5], v[149:150], s[28:29]
v_cmp_t_i64_e64 ttmp[4:5], v[229:230], 42
v_cmp_t_i64_e64 vcc, -4.0, v[133:134]
v_cmp_f_u64_e64 ttmp[4:5], v[9:10], v[16:17]
v_cmp_f_u64_e64 exec, v[14:15], s[60:61]
v_cmp_lt_u64_e64 exec, s[76:77], v[249:250]
v_cmp_eq_u64_e64 vcc, s[6:7], v[32:33]
v_cmp_eq_u64_e64 s[22:23], 10, s[58:59]
v_cmp_le_u64_e64 vcc, v[168:169], 9
v_cmp_le_u64_e64 s[100:101], v[141:142], s[44:45]
v_cmp_gt_u64_e64 exec, v[114:115], v[228:229]
v_cmp_gt_u64_e64 ttmp[4:5], s[8:9], v[107:108]
v_cmp_ne_u64_e64 s[24:25], 54, ttmp[14:15]
v_cmp_ne_u64_e64 exec, v[229:230], v[110:111]
v_cmp_ge_u64_e64 exec, v[6:7], v[23:24]
v_cmp_ge_u64_e64 s[20:21], s[6:7], -4.0
v_cmp_t_u64_e64 vcc, v[32:33], v[254:255]
v_cmp_t_u64_e64 exec, 2.0, v[32:33]
v_cmpx_f_i64_e64 ttmp[4:5], v[28:29], v[25:26]
v_cmpx_f_i64_e64 ttmp[4:5], v[37:38], v[6:7]
v_cmpx_lt_i64_e64 vcc, 26, v[254:255]
v_cmpx_lt_i64_e64 exec, v[26:27], s[80:81]
v_cmpx_eq_i64_e64 s[24:25], v[6:7], v[33:34]
v_cmpx_eq_i64_e64 s[78:79], v[24:25], v[168:169]
v_cmpx_le_i64_e64 exec, 62, v[117:118]
v_cmpx_le_i64_e64 exec, 0.5, s[0:1]
v_cmpx_gt_i64_e64 s[0:1], v[134:135], v[143:144]
v_cmpx_gt_i64_e64 ttmp[4:5], -3, 1.0
v_cmpx_ne_i64_e64 ttmp[4:5], v[106:107], v[17:18]
v_cmpx_ne_i64_e64 exec, -9, v[30:31]
v_cmpx_ge_i64_e64 vcc, 1.0, s[56:57]
v_cmpx_ge_i64_e64 exec, v[254:255], v[13:14]
v_cmpx_t_i64_e64 s[66:67], -2, s[4:5]
v_cmpx_f_u64_e64 ttmp[4:5], -0.5, v[95:96]
v_cmpx_f_u64_e64 vcc, s[4:5], v[232:233]
v_cmpx_lt_u64_e64 ttmp[4:5], s[30:31], 32
v_cmpx_lt_u64_e64 s[92:93], v[16:17], s[4:5]
v_cmpx_eq_u64_e64 s[96:97], v[1:2], v[87:88]
v_cmpx_eq_u64_e64 exec, s[50:51], 30
v_cmpx_le_u64_e64 vcc, v[247:248], v[195:196]
v_cmpx_le_u64_e64 vcc, v[47:48], v[4:5]
v_cmpx_gt_u64_e64 vcc, v[7:8], 17
v_cmpx_gt_u64_e64 ttmp[4:5], v[89:90], 55
v_cmpx_ne_u64_e64 exec, v[120:121], v[82:83]
v_cmpx_ne_u64_e64 s[84:85], v[7:8], -2.0
v_cmpx_ge_u64_e64 exec, -2, v[8:9]
v_cmpx_ge_u64_e64 ttmp[4:5], v[210:211], v[17:18]
v_cmpx_t_u64_e64 s[36:37], 62, 14
v_cmpx_t_u64_e64 s[90:91], 6, v[176:177]
v_cndmask_b32_e64 v2, v155, -3, ttmp[4:5]
v_cndmask_b32_e64 v158, |v176|, v25, vcc
v_cndmask_b32_e64 v116, -v40, v255, vcc
v_cndmask_b32_e64 v94, v153, -|v105|, s[68:69]
v_add_f32_e64 v76, v209, -9 clamp
v_add_f32_e64 v242, -1.0, v33
v_add_f32_e64 v16, v53, v77
v_add_f32_e64 v17, -|flat_scratch_hi|, -v27 clamp mul:4
v_sub_f32_e64 v0, v9, -|ttmp4| mul:4
v_sub_f32_e64 v42, -v255, -|v132| div:2
v_sub_f32_e64 v5, -s81, v83 div:2
v_sub_f32_e64 v255, s41, -4.0 clamp
v_subrev_f32_e64 v37, s57, -10 clamp mul:4
v_subrev_f32_e64 v29, v255, -|v118| clamp div:2
v_subrev_f32_e64 v229, v111, v35 div:2
v_mul_legacy_f32_e64 v57, v179, |v2| clamp
v_mul_legacy_f32_e64 v20, |v172|, v1 clamp
v_mul_legacy_f32_e64 v31, -v0, v11 clamp mul:4
v_mul_legacy_f32_e64 v224, s86, v15 mul:2
v_mul_f32_e64 v21, -m0, v209 clamp
v_mul_f32_e64 v6, |27|, v14
v_mul_f32_e64 v254, s33, v154 mul:4
v_mul_f32_e64 v121, 15, |v1| clamp mul:2
v_mul_i32_i24_e64 v183, v20, v235 clamp
v_mul_i32_i24_e64 v44, 0.5, v198 clamp
v_mul_i32_i24_e64 v249, v19, 8 clamp
v_mul_hi_i32_i24_e64 v163, v22, v136
v_mul_hi_i32_i24_e64 v13, v168, v136
v_mul_u32_u24_e64 v3, s88, v76 clamp
v_mul_u32_u24_e64 v33, v214, 20
v_mul_u32_u24_e64 v82, flat_scratch_hi, v255 clamp
v_mul_hi_u32_u24_e64 v57, s17, v255
v_mul_hi_u32_u24_e64 v115, s23, v31
v_min_f32_e64 v14, v103, v1 clamp
v_min_f32_e64 v147, v244, |v5|
v_min_f32_e64 v45, v232, v7 clamp
v_min_f32_e64 v10, -v146, v27 clamp
v_max_f32_e64 v218, -v29, 12 mul:2
v_max_f32_e64 v42, v16, -|v30| mul:4
v_max_f32_e64 v238, -|v25|, v5 mul:4
v_max_f32_e64 v20, v142, s92 mul:4
v_min_i32_e64 v251, v223, 13
v_max_i32_e64 v84, 59, exec_hi
v_max_i32_e64 v18, s33, 53
v_min_u32_e64 v58, v89, s14
v_min_u32_e64 v9, v15, 4.0
v_max_u32_e64 v10, 46, 0.5
v_max_u32_e64 v19, v38, v63
v_lshrrev_b32_e64 v56, v8, v73
v_lshrrev_b32_e64 v25, s81, v12
v_ashrrev_i32_e64 v122, v26, -13
v_ashrrev_i32_e64 v207, flat_scratch_lo, v18
v_lshlrev_b32_e64 v11, xnack_mask_lo, v19
v_lshlrev_b32_e64 v245, 53, 32
v_and_b32_e64 v254, v15, src_shared_base
v_and_b32_e64 v231, v192, -6
v_or_b32_e64 v142, v20, v33
v_or_b32_e64 v18, m0, v181
v_xor_b32_e64 v24, xnack_mask_lo, v34
v_xor_b32_e64 v6, v255, -5
v_mac_f32_e64 v221, v136, -ttmp6 clamp
v_mac_f32_e64 v151, 48, |s75| div:2
v_mac_f32_e64 v16, -|s30|, |39|
v_mac_f32_e64 v187, |40|, v7
v_add_f16_e64 v159, -|v92|, -|v5| div:2
v_add_f16_e64 v201, -s49, -v187 clamp
v_add_f16_e64 v131, -vcc_lo, |v137|
v_add_f16_e64 v190, -v90, s41 clamp div:2
v_sub_f16_e64 v255, |v15|, s0 mul:4
v_sub_f16_e64 v19, v2, 26 clamp mul:2
v_sub_f16_e64 v103, v1, s62 clamp div:2
v_subrev_f16_e64 v228, -|v20|, v49 clamp mul:4
v_subrev_f16_e64 v102, 55, 29 clamp mul:2
v_subrev_f16_e64 v252, 58, v0 mul:2
v_subrev_f16_e64 v168, -|s48|, v37 clamp mul:4
v_mul_f16_e64 v4, |v23|, -|v132|
v_mul_f16_e64 v133, |14|, -|s89| mul:2
v_mul_f16_e64 v8, v100, -|v28|
v_mul_f16_e64 v163, s8, 0.5 clamp mul:2
v_mac_f16_e64 v0, s31, -|-1|
v_mac_f16_e64 v157, vcc_lo, v2 clamp
v_mac_f16_e64 v25, -v216, -|v213|
v_add_u16_e64 v7, flat_scratch_lo, 23
v_add_u16_e64 v255, 26, 1.0
v_add_u16_e64 v126, -9, 28 clamp
v_add_u16_e64 v17, v25, v12
v_sub_u16_e64 v1, 0.15915494, v255
v_sub_u16_e64 v104, v1, -6 clamp
v_sub_u16_e64 v235, 56, ttmp1
v_sub_u16_e64 v230, v1, 4.0
v_subrev_u16_e64 v8, v255, s57 clamp
v_subrev_u16_e64 v64, 3, s49 clamp
v_subrev_u16_e64 v51, v30, 10
v_subrev_u16_e64 v239, v255, flat_scratch_lo clamp
v_mul_lo_u16_e64 v2, v204, v28
v_mul_lo_u16_e64 v54, s65, 16
v_lshlrev_b16_e64 v16, v211, v255
v_lshlrev_b16_e64 v97, exec_hi, -2.0
v_lshrrev_b16_e64 v10, s46, -4.0
v_lshrrev_b16_e64 v118, v22, 8
v_ashrrev_i16_e64 v237, 50, 26
v_ashrrev_i16_e64 v29, v196, v255
v_max_f16_e64 v68, -0.5, -s70
v_max_f16_e64 v143, v5, -|v6| clamp mul:2
v_max_f16_e64 v92, 46, exec_lo clamp mul:4
v_min_f16_e64 v15, s75, 37
v_min_f16_e64 v255, v18, s93 mul:2
v_min_f16_e64 v140, -5, -|exec_hi| mul:4
v_min_f16_e64 v194, |13|, s52 clamp mul:2
v_max_u16_e64 v17, v202, v36
v_max_u16_e64 v119, v144, v23
v_max_i16_e64 v255, 45, v255
v_max_i16_e64 v81, -12, 14
v_min_u16_e64 v27, -2.0, v255
v_min_u16_e64 v19, v26, vcc_hi
v_min_i16_e64 v8, m0, v235
v_min_i16_e64 v6, v254, xnack_mask_lo
v_ldexp_f16_e64 v255, v111, src_shared_base
v_ldexp_f16_e64 v184, |v70|, v229 clamp mul:2
v_ldexp_f16_e64 v42, 28, v162 div:2
v_ldexp_f16_e64 v213, s58, v32 clamp mul:2
v_add_u32_e64 v160, v28, v17 clamp
v_add_u32_e64 v9, -0.5, s4 clamp
v_add_u32_e64 v5, v62, s40
v_add_u32_e64 v30, -13, v138 clamp
v_sub_u32_e64 v117, s21, v159
v_sub_u32_e64 v64, 54, flat_scratch_hi
v_sub_u32_e64 v22, v63, s96
v_sub_u32_e64 v120, v250, 0.5
v_subrev_u32_e64 v19, v5, 62
v_subrev_u32_e64 v255, v1, v70
v_subrev_u32_e64 v18, v144, 63
v_subrev_u32_e64 v1, v98, s39 clamp
v_nop_e64
v_mov_b32_e64 v236, s88
v_mov_b32_e64 v78, v133
v_cvt_i32_f64_e64 v255, -v[54:55] clamp div:2
v_cvt_i32_f64_e64 v31, -s[8:9] clamp
v_cvt_i32_f64_e64 v21, v[158:159] mul:4
v_cvt_i32_f64_e64 v17, 0.5
v_cvt_f64_i32_e64 v[240:241], flat_scratch_hi
v_cvt_f64_i32_e64 v[140:141], v85 clamp
v_cvt_f64_i32_e64 v[28:29], v255
v_cvt_f64_i32_e64 v[4:5], v24 mul:2
v_cvt_f32_i32_e64 v26, 43 mul:2
v_cvt_f32_i32_e64 v156, -1.0
v_cvt_f32_i32_e64 v96, 55 clamp
v_cvt_f32_i32_e64 v78, s26 div:2
v_cvt_f32_u32_e64 v220, s78 mul:2
v_cvt_f32_u32_e64 v6, -8 clamp mul:2
v_cvt_f32_u32_e64 v248, v29 div:2
v_cvt_f32_u32_e64 v4, 39 clamp
v_cvt_u32_f32_e64 v12, -1.0 div:2
v_cvt_u32_f32_e64 v160, |v14|
v_cvt_u32_f32_e64 v169, -5
v_cvt_u32_f32_e64 v18, v207 clamp mul:2
v_cvt_i32_f32_e64 v31, v10 clamp mul:2
v_cvt_i32_f32_e64 v7, -4.0 clamp div:2
v_cvt_i32_f32_e64 v209, v92 clamp mul:4
v_cvt_i32_f32_e64 v3, |s29| clamp
v_cvt_f16_f32_e64 v84, v125 clamp
v_cvt_f16_f32_e64 v160, v115
v_cvt_f16_f32_e64 v114, -|0.15915494| clamp
v_cvt_f16_f32_e64 v111, v16 clamp mul:4
v_cvt_f32_f16_e64 v202, exec_hi
v_cvt_f32_f16_e64 v255, v113 mul:4
v_cvt_f32_f16_e64 v255, -2.0 clamp
v_cvt_f32_f16_e64 v13, v14
v_cvt_rpi_i32_f32_e64 v116, v113
v_cvt_rpi_i32_f32_e64 v103, v197
v_cvt_rpi_i32_f32_e64 v125, vcc_lo clamp
v_cvt_rpi_i32_f32_e64 v80, -|55| clamp
v_cvt_flr_i32_f32_e64 v213, v15 clamp
v_cvt_flr_i32_f32_e64 v28, -v28
v_cvt_flr_i32_f32_e64 v18, v204 clamp
v_cvt_flr_i32_f32_e64 v109, v14
v_cvt_off_f32_i4_e64 v152, s59 clamp div:2
v_cvt_off_f32_i4_e64 v255, v176 clamp mul:4
v_cvt_off_f32_i4_e64 v24, exec_lo clamp mul:4
v_cvt_off_f32_i4_e64 v5, s68
v_cvt_f32_f64_e64 v255, -0.5
v_cvt_f32_f64_e64 v129, ttmp[14:15]
v_cvt_f32_f64_e64 v255, v[28:29] mul:4
v_cvt_f32_f64_e64 v19, v[12:13] clamp
v_cvt_f64_f32_e64 v[254:255], v149 clamp
v_cvt_f64_f32_e64 v[162:163], v18 clamp
v_cvt_f64_f32_e64 v[158:159], v241 clamp
v_cvt_f64_f32_e64 v[27:28], v26 clamp div:2
v_cvt_f32_ubyte0_e64 v245, 4.0 clamp mul:4
v_cvt_f32_ubyte0_e64 v228, v191 clamp
v_cvt_f32_ubyte0_e64 v18, exec_lo clamp
v_cvt_f32_ubyte0_e64 v130, s65
v_cvt_f32_ubyte1_e64 v133, v169 mul:4
v_cvt_f32_ubyte1_e64 v235, v18 div:2
v_cvt_f32_ubyte1_e64 v9, v21 clamp mul:2
v_cvt_f32_ubyte1_e64 v49, s2
v_cvt_f32_ubyte2_e64 v125, v28 clamp
v_cvt_f32_ubyte2_e64 v4, 22 clamp
v_cvt_f32_ubyte2_e64 v50, v230 clamp mul:2
v_cvt_f32_ubyte2_e64 v61, v23 clamp div:2
v_cvt_f32_ubyte3_e64 v13, v255 clamp div:2
v_cvt_f32_ubyte3_e64 v252, -4.0
v_cvt_f32_ubyte3_e64 v156, s73 clamp mul:4
v_cvt_f32_ubyte3_e64 v12, flat_scratch_lo
s_cbranch_i_fork s[92:93], L_top
s_cbranch_i_fork s[88:89], L_mid
s_cbranch_i_fork s[54:55], L_end
s_call_b64 s[66:67], L_top
s_call_b64 s[26:27], L_mid
s_call_b64 s[4:5], L_end
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
v_cvt_u32_f64_e64 v155, xnack_mask clamp
v_cvt_u32_f64_e64 v255, v[26:27] clamp
v_cvt_u32_f64_e64 v16, s[42:43]
v_cvt_u32_f64_e64 v207, v[240:241]
v_cvt_f64_u32_e64 v[93:94], s18 clamp
v_cvt_f64_u32_e64 v[89:90], src_private_base div:2
v_cvt_f64_u32_e64 v[80:81], -12 mul:2
v_cvt_f64_u32_e64 v[1:2], 0.15915494
v_trunc_f64_e64 v[57:58], |-1.0| clamp mul:2
v_trunc_f64_e64 v[204:205], flat_scratch clamp mul:2
v_trunc_f64_e64 v[45:46], 48
v_trunc_f64_e64 v[185:186], v[5:6] clamp
v_ceil_f64_e64 v[206:207], -v[16:17]
v_ceil_f64_e64 v[21:22], -v[21:22] div:2
v_ceil_f64_e64 v[87:88], |s[30:31]| mul:4
v_ceil_f64_e64 v[230:231], -0.5 clamp
v_rndne_f64_e64 v[254:255], |v[24:25]| clamp mul:2
v_rndne_f64_e64 v[147:148], v[3:4]
v_rndne_f64_e64 v[6:7], exec clamp
v_rndne_f64_e64 v[219:220], v[254:255] mul:4
v_floor_f64_e64 v[213:214], v[161:162]
v_floor_f64_e64 v[230:231], v[220:221] mul:4
v_floor_f64_e64 v[124:125], v[254:255]
v_floor_f64_e64 v[114:115], v[162:163] mul:4
v_fract_f32_e64 v17, |0.15915494| clamp div:2
v_fract_f32_e64 v12, v30
v_fract_f32_e64 v0, 0.5
v_fract_f32_e64 v172, s0 clamp
v_trunc_f32_e64 v15, -1.0
v_trunc_f32_e64 v7, v19 mul:4
v_trunc_f32_e64 v41, -|s94| clamp mul:4
v_trunc_f32_e64 v29, |v27|
v_ceil_f32_e64 v27, 47 clamp mul:2
v_ceil_f32_e64 v246, v40
v_ceil_f32_e64 v155, v206
v_ceil_f32_e64 v0, v56 clamp div:2
v_rndne_f32_e64 v20, vcc_lo clamp
v_rndne_f32_e64 v21, v24 clamp div:2
v_rndne_f32_e64 v4, v230 clamp
v_rndne_f32_e64 v22, v86 clamp mul:2
v_floor_f32_e64 v125, -s54 clamp mul:4
v_floor_f32_e64 v31, -0.5 clamp mul:2
v_exp_f32_e64 v5, v173 clamp mul:4
v_exp_f32_e64 v36, s47 clamp mul:4
v_exp_f32_e64 v197, v27 mul:4
v_exp_f32_e64 v225, -v255
v_log_f32_e64 v28, exec_lo
v_log_f32_e64 v103, -12
v_log_f32_e64 v24, -v134 mul:2
v_log_f32_e64 v241, s85
v_rcp_f32_e64 v255, 46 clamp
v_rcp_f32_e64 v23, 63 mul:4
v_rcp_f32_e64 v68, v206 div:2
v_rcp_f32_e64 v117, 33
v_rcp_iflag_f32_e64 v222, v139 mul:2
v_rcp_iflag_f32_e64 v28, -v26 clamp mul:2
v_rcp_iflag_f32_e64 v31, v25 clamp mul:4
v_rcp_iflag_f32_e64 v31, v197
v_rsq_f32_e64 v223, flat_scratch_lo
v_rsq_f32_e64 v11, v12
v_rsq_f32_e64 v31, -v185
v_rsq_f32_e64 v174, v68 mul:2
v_rcp_f64_e64 v[12:13], -14
v_rcp_f64_e64 v[247:248], -v[23:24] clamp div:2
v_rcp_f64_e64 v[69:70], -4.0 clamp
v_rcp_f64_e64 v[11:12], v[47:48]
v_rsq_f64_e64 v[28:29], v[206:207] clamp mul:2
v_rsq_f64_e64 v[6:7], v[51:52] div:2
v_rsq_f64_e64 v[26:27], v[49:50] clamp mul:2
v_rsq_f64_e64 v[12:13], s[52:53]
v_sqrt_f32_e64 v104, -|v235| clamp mul:4
v_sqrt_f32_e64 v198, s62
v_sqrt_f32_e64 v102, src_pops_exiting_wave_id clamp mul:4
v_sqrt_f32_e64 v184, s90
v_sqrt_f64_e64 v[118:119], -s[10:11] div:2
v_sqrt_f64_e64 v[71:72], v[5:6] clamp div:2
v_sqrt_f64_e64 v[15:16], -14
v_sqrt_f64_e64 v[237:238], ttmp[0:1] clamp
v_sin_f32_e64 v111, 10 mul:4
v_sin_f32_e64 v4, v134 clamp
v_sin_f32_e64 v110, -v25 clamp mul:4
v_sin_f32_e64 v255, v255
v_cos_f32_e64 v255, v95
v_cos_f32_e64 v236, -v175
v_cos_f32_e64 v254, s18
v_cos_f32_e64 v18, 2.0
v_not_b32_e64 v134, v29
v_not_b32_e64 v5, s67
v_bfrev_b32_e64 v68, src_shared_base
v_bfrev_b32_e64 v13, s79
v_ffbh_u32_e64 v2, -15
v_ffbh_u32_e64 v255, v220
v_ffbl_b32_e64 v90, v18
v_ffbl_b32_e64 v115, v8
v_ffbh_i32_e64 v253, s25
v_ffbh_i32_e64 v199, v97
v_frexp_exp_i32_f64_e64 v65, 56
v_frexp_exp_i32_f64_e64 v115, 8 div:2
v_frexp_exp_i32_f64_e64 v129, s[82:83]
v_frexp_exp_i32_f64_e64 v8, -v[29:30]
v_frexp_mant_f64_e64 v[5:6], v[7:8]
v_frexp_mant_f64_e64 v[138:139], v[4:5]
v_frexp_mant_f64_e64 v[2:3], v[254:255] clamp
v_frexp_mant_f64_e64 v[142:143], 31 div:2
v_fract_f64_e64 v[21:22], -v[105:106] clamp
v_fract_f64_e64 v[1:2], v[220:221]
v_fract_f64_e64 v[29:30], -s[98:99] mul:2
v_fract_f64_e64 v[205:206], v[29:30] clamp
v_frexp_exp_i32_f32_e64 v11, v60
v_frexp_exp_i32_f32_e64 v255, |v255|
v_frexp_exp_i32_f32_e64 v3, |v255|
v_frexp_mant_f32_e64 v189, v255 div:2
v_frexp_mant_f32_e64 v27, v18
v_frexp_mant_f32_e64 v14, -|-2| mul:4
v_frexp_mant_f32_e64 v152, s99 mul:4
v_clrexcp_e64
v_screen_partition_4se_b32_e64 v214, s33
v_screen_partition_4se_b32_e64 v249, src_vccz
v_cvt_f16_u16_e64 v2, v255 mul:2
v_cvt_f16_u16_e64 v146, v12
v_cvt_f16_u16_e64 v27, v118 clamp div:2
v_cvt_f16_u16_e64 v13, 61
v_cvt_f16_i16_e64 v22, v180 clamp div:2
v_cvt_f16_i16_e64 v255, s3
v_cvt_f16_i16_e64 v209, v10 div:2
v_cvt_f16_i16_e64 v4, v0 clamp
v_cvt_u16_f16_e64 v62, -m0 div:2
v_cvt_u16_f16_e64 v95, v46 clamp
v_cvt_u16_f16_e64 v88, v13 clamp mul:2
v_cvt_u16_f16_e64 v43, -1.0
v_cvt_i16_f16_e64 v4, v231 mul:2
v_cvt_i16_f16_e64 v128, |0.5| mul:2
v_cvt_i16_f16_e64 v5, -9 clamp
v_cvt_i16_f16_e64 v11, -v180
v_rcp_f16_e64 v85, -|-6| clamp
v_rcp_f16_e64 v15, v4 div:2
v_rcp_f16_e64 v22, v112 clamp
v_rcp_f16_e64 v12, v1 clamp
v_sqrt_f16_e64 v172, |v150|
v_sqrt_f16_e64 v16, v3 clamp mul:2
v_sqrt_f16_e64 v240, 44
v_sqrt_f16_e64 v141, |flat_scratch_lo| mul:2
v_rsq_f16_e64 v11, 46 clamp
v_rsq_f16_e64 v5, 0.15915494
v_rsq_f16_e64 v222, -|22|
v_rsq_f16_e64 v126, v66 div:2
v_log_f16_e64 v12, s50 clamp
v_log_f16_e64 v21, v1
v_log_f16_e64 v98, v184 mul:4
v_log_f16_e64 v98, s11
v_exp_f16_e64 v186, -|v110| clamp
v_exp_f16_e64 v169, -s35 div:2
v_exp_f16_e64 v40, v212 div:2
v_exp_f16_e64 v181, s16
v_frexp_mant_f16_e64 v85, v212 clamp
v_frexp_mant_f16_e64 v9, v5
v_frexp_mant_f16_e64 v3, 0 clamp mul:2
v_frexp_mant_f16_e64 v56, v102 clamp
v_frexp_exp_i16_f16_e64 v12, 2.0 mul:4
v_frexp_exp_i16_f16_e64 v24, vcc_hi
v_frexp_exp_i16_f16_e64 v217, 53
v_frexp_exp_i16_f16_e64 v255, |xnack_mask_hi| clamp
v_floor_f16_e64 v131, -|v2|
v_floor_f16_e64 v255, v60 clamp
v_floor_f16_e64 v92, s66
v_floor_f16_e64 v59, s88
v_ceil_f16_e64 v83, v212
v_ceil_f16_e64 v10, |v23| mul:4
v_ceil_f16_e64 v146, v97 mul:2
v_ceil_f16_e64 v195, -v234 clamp
v_trunc_f16_e64 v21, -|v255| clamp
v_trunc_f16_e64 v147, v151
v_trunc_f16_e64 v48, v58
v_trunc_f16_e64 v227, v181 clamp mul:4
v_rndne_f16_e64 v165, s32 clamp
v_rndne_f16_e64 v4, v47
v_rndne_f16_e64 v7, -2.0 clamp
v_rndne_f16_e64 v19, 2.0 mul:4
v_fract_f16_e64 v16, v202 div:2
v_fract_f16_e64 v218, -v233
v_fract_f16_e64 v229, v166
v_fract_f16_e64 v25, v58 clamp div:2
v_sin_f16_e64 v72, |m0| clamp
v_sin_f16_e64 v180, v253
v_sin_f16_e64 v156, v106 mul:4
v_sin_f16_e64 v20, -1.0
v_cos_f16_e64 v64, -10
v_cos_f16_e64 v24, s62 clamp div:2
v_cos_f16_e64 v182, |v0| mul:4
v_cos_f16_e64 v247, v13 clamp
v_exp_legacy_f32_e64 v0, v24
v_exp_legacy_f32_e64 v220, v14
v_exp_legacy_f32_e64 v200, 1.0 mul:2
v_exp_legacy_f32_e64 v251, -xnack_mask_hi clamp
v_log_legacy_f32_e64 v227, -|v220|
v_log_legacy_f32_e64 v99, |v174|
v_log_legacy_f32_e64 v188, |v11| clamp
v_log_legacy_f32_e64 v220, v181
v_cvt_norm_i16_f16_e64 v216, s84
v_cvt_norm_i16_f16_e64 v71, s7 mul:4
v_cvt_norm_i16_f16_e64 v63, -s10 clamp
v_cvt_norm_i16_f16_e64 v205, 5 mul:2
v_cvt_norm_u16_f16_e64 v182, v28 clamp
v_cvt_norm_u16_f16_e64 v177, v23 clamp
v_cvt_norm_u16_f16_e64 v243, |src_execz|
v_cvt_norm_u16_f16_e64 v20, v21 clamp
v_sat_pk_u8_i16_e64 v216, 0.15915494
v_sat_pk_u8_i16_e64 v224, 36
v_mad_legacy_f32 v29, v0, v106, v230
v_mad_legacy_f32 v0, -3, -vcc_hi, v245 clamp
v_mad_legacy_f32 v44, 9, v255, |v31|
v_mad_legacy_f32 v133, v20, |53|, v255 clamp
v_mad_f32 v124, |v28|, v59, -v3 div:2
v_mad_f32 v39, v3, xnack_mask_hi, -|v253| mul:4
v_mad_f32 v3, |63|, -|v49|, v8 div:2
v_mad_f32 v24, s31, -16, |v11| clamp
v_mad_i32_i24 v15, v27, v170, v118 clamp
v_mad_i32_i24 v97, s68, v27, -0.5
v_mad_i32_i24 v10, v94, 25, v197 clamp
v_mad_i32_i24 v15, flat_scratch_lo, 48, v192
v_mad_u32_u24 v255, v143, s70, v2 clamp
v_mad_u32_u24 v25, s44, -8, 45
v_mad_u32_u24 v199, v12, 9, vcc_lo clamp
v_mad_u32_u24 v16, 30, v153, v115 clamp
v_cubeid_f32 v170, |v10|, -13, -9 clamp
v_cubeid_f32 v31, |v11|, v255, v255
v_cubeid_f32 v60, |v21|, |v124|, -|s98|
v_cubesc_f32 v210, v30, -2.0, v178
v_cubesc_f32 v70, s77, |v60|, -|v58| div:2
v_cubesc_f32 v71, -v107, s96, 16 div:2
v_cubetc_f32 v99, flat_scratch_lo, v25, v23 clamp div:2
v_cubetc_f32 v13, v174, s50, v93 mul:4
v_cubetc_f32 v134, v251, s87, v73
v_cubetc_f32 v52, s16, 49, -v24 div:2
v_cubema_f32 v82, v29, 0.5, s79 mul:2
v_cubema_f32 v254, s37, v1, v25 clamp
v_bfe_u32 v39, v200, v245, -3
v_bfe_i32 v255, v119, -13, 0.15915494
v_bfe_i32 v255, v11, 1.0, v23
v_bfi_b32 v15, src_private_limit, 0.5, v9
v_bfi_b32 v25, v26, -11, v255
v_fma_f32 v26, -v212, v77, -|v68| clamp
v_fma_f32 v25, s39, v137, v10
v_fma_f64 v[26:27], -|15|, v[8:9], 1.0 clamp
v_fma_f64 v[26:27], v[200:201], flat_scratch, v[31:32] clamp mul:2
v_fma_f64 v[48:49], v[58:59], |-7|, v[140:141] mul:4
v_lerp_u8 v215, v143, v10, v16
v_lerp_u8 v118, -3, v26, v146
v_alignbit_b32 v2, v148, ttmp15, v177
v_alignbit_b32 v3, v89, v98, v48
v_alignbyte_b32 v229, v128, s31, 1.0
v_alignbyte_b32 v105, v145, v5, s84
v_min3_f32 v162, -2.0, |24|, v78 div:2
v_min3_f32 v86, v18, 0.15915494, -4.0
v_min3_f32 v98, v255, exec_hi, -v26 mul:4
v_min3_i32 v18, s66, v31, v7
v_min3_i32 v14, -6, v127, v20
v_min3_u32 v18, -6, v245, v226
v_min3_u32 v191, v130, -2.0, 12
v_max3_f32 v132, -v1, -src_scc, |23| mul:4
v_max3_f32 v212, v89, v9, -|s85| clamp
v_max3_f32 v124, -v132, v112, -|s6| mul:2
v_max3_f32 v101, -1, v219, v20 clamp
v_max3_i32 v84, v7, v213, v71
v_max3_i32 v13, v0, v25, v8
v_max3_u32 v70, s49, 31, v255
v_max3_u32 v19, v27, s57, v94
v_med3_f32 v236, 22, -|v12|, v9 clamp
v_med3_f32 v234, v204, v24, v255 div:2
v_med3_f32 v17, v255, -|v18|, 60 clamp
v_med3_i32 v66, v2, 2.0, v54
v_med3_u32 v107, s41, v20, v21
v_med3_u32 v18, -16, 28, v1
v_sad_u8 v29, v112, 0, v92 clamp
v_sad_u8 v217, 54, v129, s23 clamp
v_sad_u8 v255, v255, v31, s25
v_sad_hi_u8 v10, -1.0, v153, v7 clamp
v_sad_hi_u8 v95, v245, 63, v52
v_sad_hi_u8 v218, v22, v152, v28
v_sad_u16 v223, -0.5, 18, v22
v_sad_u16 v27, 0.5, v3, v127
v_sad_u16 v206, v79, v182, -4.0 clamp
v_sad_u16 v21, 0.5, 7, v22 clamp
v_sad_u32 v97, v45, v38, v26
v_sad_u32 v151, 50, m0, v237 clamp
v_sad_u32 v8, v106, s79, v101 clamp
v_cvt_pk_u8_f32 v143, v255, -0.5, 62 clamp
v_cvt_pk_u8_f32 v23, |src_shared_base|, v7, v240 clamp
v_cvt_pk_u8_f32 v21, v203, v175, v2 clamp
v_div_fixup_f32 v220, v228, s1, v7 clamp
v_div_fixup_f32 v171, -|v14|, v19, -ttmp5 div:2
v_div_fixup_f64 v[1:2], 2.0, ttmp[6:7], v[8:9] clamp
v_div_fixup_f64 v[254:255], -9, -s[84:85], v[31:32]
v_div_fixup_f64 v[59:60], v[254:255], v[9:10], v[33:34]
v_div_fixup_f64 v[214:215], v[63:64], 29, v[5:6]
v_div_fmas_f32 v239, v241, -v3, v226 clamp div:2
v_div_fmas_f32 v209, v11, v13, v136 mul:4
v_div_fmas_f32 v146, |63|, -v255, -|v244| clamp div:2
v_div_fmas_f64 v[156:157], v[151:152], v[204:205], 37 mul:2
v_div_fmas_f64 v[189:190], -v[137:138], v[199:200], v[106:107] clamp div:2
v_div_fmas_f64 v[15:16], -|v[12:13]|, v[5:6], -|v[24:25]|
v_msad_u8 v22, 16, v19, v98
v_msad_u8 v3, v1, v6, s19
v_msad_u8 v24, v168, src_private_limit, -12
v_qsad_pk_u16_u8 v[30:31], -11, 23, 55
v_qsad_pk_u16_u8 v[25:26], v[254:255], v36, s[28:29]
v_qsad_pk_u16_u8 v[177:178], v[50:51], v27, v[24:25]
v_qsad_pk_u16_u8 v[20:21], 53, v10, v[96:97] clamp
v_mqsad_pk_u16_u8 v[20:21], v[91:92], -2.0, s[58:59]
v_mqsad_pk_u16_u8 v[126:127], 29, v14, s[30:31]
v_mqsad_pk_u16_u8 v[79:80], 4.0, 3, v[153:154]
v_mqsad_pk_u16_u8 v[254:255], v[133:134], v11, ttmp[6:7] clamp
v_mqsad_u32_u8 v[101:104], v[19:20], v148, v[241:244]
v_mqsad_u32_u8 v[164:167], 54, s79, v[156:159]
v_mqsad_u32_u8 v[219:222], s[86:87], v212, v[238:241] clamp
v_mqsad_u32_u8 v[127:130], s[32:33], v128, v[224:227]
v_mad_legacy_f16 v17, v123, v180, s56 div:2
v_mad_legacy_f16 v255, 55, v206, -2.0 clamp div:2
v_mad_legacy_f16 v16, v57, 6, -|-4| mul:4
v_mad_legacy_u16 v3, v18, 62, 42 clamp
v_mad_legacy_u16 v195, 1.0, v231, v3
v_mad_legacy_u16 v150, v232, -5, v255
v_mad_legacy_i16 v56, v24, -7, v224
v_mad_legacy_i16 v68, 44, flat_scratch_lo, 19
v_mad_legacy_i16 v80, v30, v6, v46
v_perm_b32 v255, v39, v105, 64
v_perm_b32 v28, 2.0, v24, 4
v_fma_legacy_f16 v230, v99, v155, s29
v_fma_legacy_f16 v133, v255, 16, v255
v_fma_legacy_f16 v141, s90, v24, -v227
v_div_fixup_legacy_f16 v178, v1, -|s24|, v21 clamp
v_div_fixup_legacy_f16 v6, v13, v87, -v21 clamp div:2
v_div_fixup_legacy_f16 v70, v20, v105, 6 div:2
v_div_fixup_legacy_f16 v186, v242, -1.0, v15 clamp div:2
v_cvt_pkaccum_u8_f32 v37, v26, v168 clamp
v_cvt_pkaccum_u8_f32 v22, v49, s53
v_cvt_pkaccum_u8_f32 v0, s18, v29 clamp
v_cvt_pkaccum_u8_f32 v242, v255, v61
v_mad_u32_u16 v38, v14, v25, src_shared_base op_sel:[0,1,1,0]
v_mad_u32_u16 v32, v244, v75, v22 op_sel:[0,1,1,0] clamp
v_mad_u32_u16 v222, v90, v26, 2
v_mad_u32_u16 v29, v158, v40, s13 clamp
v_mad_i32_i16 v197, s101, v5, 21 clamp
v_mad_i32_i16 v229, 38, 19, v85 op_sel:[0,1,1,1]
v_mad_i32_i16 v9, 44, 64, v73 clamp
v_xad_u32 v28, -4.0, 25, 0.15915494
v_xad_u32 v229, v16, vcc_lo, v54
v_min3_f16 v23, |v93|, v25, v130 op_sel:[0,1,0,0] clamp
v_min3_f16 v9, 64, -|v6|, s40 clamp
v_min3_f16 v194, s2, v255, -v219
v_min3_i16 v25, v109, v28, v0 clamp
v_min3_i16 v113, v174, v255, v166 clamp
v_min3_i16 v16, v137, v0, v60 op_sel:[0,0,0,1]
v_min3_i16 v233, -2.0, v31, v31 clamp
v_min3_u16 v233, -8, v12, s34
v_min3_u16 v115, v119, v255, v14 op_sel:[0,0,1,1] clamp
v_min3_u16 v185, s38, v219, v22 op_sel:[1,0,0,1] clamp
v_max3_f16 v8, -10, v232, -|v3| clamp
v_max3_f16 v69, v173, 6, v191 op_sel:[0,1,1,1]
v_max3_f16 v255, -0.5, 4.0, 5 op_sel:[0,1,0,0]
v_max3_i16 v160, -0.5, -14, v23 op_sel:[0,1,0,1]
v_max3_i16 v183, -7, v16, v30
v_max3_i16 v223, -5, v4, v15 op_sel:[1,1,1,0] clamp
v_max3_i16 v31, -2.0, 38, v192 clamp
v_max3_u16 v19, -4.0, xnack_mask_lo, 4.0 op_sel:[1,0,1,0]
v_max3_u16 v193, v242, v194, v20
v_max3_u16 v9, v61, 5, v16
v_max3_u16 v78, -10, v195, src_scc op_sel:[0,1,1,1]
v_med3_f16 v205, 2, v19, 20 op_sel:[1,1,0,1] clamp
v_med3_f16 v59, -|v229|, |v56|, v134
v_med3_f16 v242, -0.5, v232, 1 op_sel:[1,1,1,1]
v_med3_f16 v232, v134, s101, 40 mul:2
v_med3_i16 v19, v57, v181, s61 op_sel:[0,1,1,1]
v_med3_i16 v19, 54, s5, 4.0 op_sel:[0,0,0,1]
v_med3_i16 v28, s68, v0, 53 op_sel:[1,0,1,0]
v_med3_i16 v1, v167, v114, v247
v_med3_u16 v53, v7, v162, v153 clamp
v_med3_u16 v227, s52, v255, v3 op_sel:[0,0,0,1]
v_med3_u16 v75, v111, v31, 0.15915494 clamp
v_med3_u16 v10, v147, v255, 61 clamp
v_lshl_add_u32 v18, v6, v5, v234
v_lshl_add_u32 v121, v17, 61, s8
v_add_lshl_u32 v249, v82, v250, -11
v_add_lshl_u32 v21, v17, v15, v5
v_add3_u32 v255, v194, -1.0, s61
v_add3_u32 v149, v255, 2, v29
v_lshl_or_b32 v15, 1.0, v92, v26
v_lshl_or_b32 v154, v11, v231, v16
v_and_or_b32 v228, v4, s37, 6
v_and_or_b32 v97, v255, exec_lo, 59
v_or3_b32 v6, s96, v240, v238
v_or3_b32 v32, v29, flat_scratch_lo, v255
v_mad_f16 v24, -|v211|, 36, v14
v_mad_f16 v12, -|v255|, |v195|, s67 clamp div:2
v_mad_f16 v138, v64, v207, -0.5
v_mad_u16 v38, v23, v7, s8 op_sel:[1,0,1,1] clamp
v_mad_u16 v11, 0.5, v98, v31 clamp
v_mad_u16 v115, v41, v219, v8
v_mad_u16 v255, 33, 1.0, v11 op_sel:[0,1,1,1]
v_mad_i16 v7, v153, 25, v21 clamp
v_mad_i16 v255, v62, v147, v95 op_sel:[1,0,1,0]
v_mad_i16 v98, v19, v25, v48 op_sel:[0,0,0,0] clamp
v_fma_f16 v0, 1.0, v117, src_execz
v_fma_f16 v31, |v127|, v9, |v56| op_sel:[1,1,1,0] mul:2
v_fma_f16 v103, 2.0, v140, 41
v_fma_f16 v11, s58, 1.0, -|v249| op_sel:[1,0,0,1] mul:2
v_div_fixup_f16 v193, |40|, 45, -s50 clamp
v_div_fixup_f16 v111, -v22, -7, v14 clamp div:2
v_div_fixup_f16 v20, -v27, v22, v255 op_sel:[1,0,1,1] clamp mul:4
v_div_fixup_f16 v154, v129, v255, v14 op_sel:[1,1,0,0]
v_add_f64 v[54:55], -v[216:217], -0.5 mul:4
v_add_f64 v[215:216], v[129:130], 38 mul:2
v_add_f64 v[202:203], vcc, -v[165:166] clamp mul:2
v_add_f64 v[23:24], v[251:252], v[132:133] clamp
v_mul_f64 v[17:18], v[6:7], -|v[191:192]| clamp mul:2
v_mul_f64 v[1:2], v[124:125], -|-0.5| mul:2
v_mul_f64 v[222:223], 8, s[66:67] clamp
v_mul_f64 v[24:25], v[233:234], v[238:239] clamp
v_min_f64 v[176:177], v[155:156], s[2:3] clamp mul:4
v_min_f64 v[20:21], -|0.5|, v[36:37]
v_min_f64 v[170:171], 13, -5 clamp div:2
v_max_f64 v[109:110], -0.5, -v[7:8]
v_max_f64 v[3:4], -|v[120:121]|, v[95:96] clamp
v_max_f64 v[2:3], v[208:209], |v[39:40]|
v_ldexp_f64 v[173:174], 0.5, v131
v_ldexp_f64 v[5:6], -|v[210:211]|, v255 clamp
v_ldexp_f64 v[184:185], |-0.5|, s32 div:2
v_ldexp_f64 v[22:23], 35, s35 mul:2
v_mul_lo_u32 v191, 0.5, s28
v_mul_lo_u32 v16, 26, 38
v_mul_hi_u32 v30, s44, v11
v_mul_hi_u32 v13, s11, v30
v_mul_hi_i32 v188, v140, v15
v_mul_hi_i32 v226, -6, v57
v_ldexp_f32 v122, v58, -1.0
v_ldexp_f32 v24, v17, v237
v_ldexp_f32 v81, v24, s52 mul:2
v_ldexp_f32 v255, -13, -12 clamp
v_readlane_b32 s15, v21, 0.5
v_readlane_b32 s65, v24, s38
v_writelane_b32 v180, 3, -16
v_bcnt_u32_b32 v45, -15, v8
v_bcnt_u32_b32 v10, v255, v97
v_mbcnt_lo_u32_b32 v1, ttmp6, v28
v_mbcnt_lo_u32_b32 v209, v255, 28
v_mbcnt_hi_u32_b32 v203, v255, 4.0
v_mbcnt_hi_u32_b32 v17, v3, flat_scratch_lo
v_lshlrev_b64 v[12:13], src_pops_exiting_wave_id, v[139:140]
v_lshlrev_b64 v[121:122], v176, v[159:160]
v_lshrrev_b64 v[13:14], v25, v[188:189]
v_lshrrev_b64 v[101:102], v29, v[22:23]
v_ashrrev_i64 v[96:97], -13, -1.0
v_ashrrev_i64 v[30:31], v135, v[9:10]
v_trig_preop_f64 v[211:212], |53|, v181 clamp
v_trig_preop_f64 v[129:130], v[81:82], 0.5
v_trig_preop_f64 v[29:30], -2.0, v41
v_trig_preop_f64 v[26:27], v[254:255], v29 clamp
v_bfm_b32 v83, 0.5, s28
v_cvt_pknorm_i16_f32 v5, v114, v17
v_cvt_pknorm_i16_f32 v11, -|v255|, -v30 clamp
v_cvt_pknorm_i16_f32 v148, 4.0, s49
v_cvt_pknorm_i16_f32 v83, v255, -v120
v_cvt_pknorm_u16_f32 v14, |src_private_base|, v16
v_cvt_pknorm_u16_f32 v108, v109, v255 clamp
v_cvt_pknorm_u16_f32 v1, 5, v42 clamp
v_cvt_pkrtz_f16_f32 v58, -|45|, -0.5 mul:2
v_cvt_pkrtz_f16_f32 v17, -s42, -|v220|
v_cvt_pkrtz_f16_f32 v18, 6, v6 clamp
v_cvt_pkrtz_f16_f32 v22, v255, -9 mul:2
v_cvt_pk_u16_u32 v136, vcc_lo, v144
v_cvt_pk_u16_u32 v57, v125, -7
v_cvt_pk_i16_i32 v154, v154, v61
v_cvt_pk_i16_i32 v4, v38, v16
v_cvt_pknorm_i16_f16 v23, s87, v79
v_cvt_pknorm_i16_f16 v19, -8, s52
v_cvt_pknorm_i16_f16 v12, 19, 2 op_sel:[0,1,1]
v_cvt_pknorm_u16_f16 v123, 27, v166 op_sel:[0,1,1]
v_cvt_pknorm_u16_f16 v27, v25, vcc_lo clamp
v_cvt_pknorm_u16_f16 v16, vcc_hi, 37 op_sel:[0,0,1]
v_add_i32 v216, -9, v68 clamp
v_add_i32 v149, v168, xnack_mask_lo
v_add_i32 v238, 2.0, s25 clamp
v_add_i32 v31, xnack_mask_hi, 22 clamp
v_sub_i32 v184, v23, s62
v_sub_i32 v255, v25, v12 clamp
v_sub_i32 v214, 15, v255 clamp
v_sub_i32 v93, v255, s68
v_add_i16 v27, v175, v23 clamp
v_add_i16 v82, s22, v221 op_sel:[1,1,0] clamp
v_add_i16 v251, -4.0, 8 op_sel:[1,1,0]
v_add_i16 v102, v129, s37 clamp
v_sub_i16 v77, 19, 29 op_sel:[1,0,0] clamp
v_sub_i16 v17, v0, v194 op_sel:[0,1,0] clamp
v_sub_i16 v222, -4.0, s11 clamp
v_sub_i16 v158, v31, 32 op_sel:[0,0,0] clamp
v_pack_b32_f16 v255, 36, |v16| op_sel:[0,1,0] clamp
v_pack_b32_f16 v255, -|s28|, v30 op_sel:[1,1,0]
v_pack_b32_f16 v27, s31, v1 clamp
v_pack_b32_f16 v127, s55, -|v121| clamp
v_add_co_u32_e64 v255, s[18:19], 42, v51
v_add_co_u32_e64 v255, vcc, v255, 21 clamp
v_add_co_u32_e64 v224, ttmp[4:5], v217, -15 clamp
v_add_co_u32_e64 v140, exec, -13, v88 clamp
v_sub_co_u32_e64 v25, exec, s63, v34
v_sub_co_u32_e64 v128, exec, 18, v125 clamp
v_sub_co_u32_e64 v241, ttmp[4:5], v154, v26
v_subrev_co_u32_e64 v255, exec, 2.0, flat_scratch_hi
v_subrev_co_u32_e64 v116, vcc, v23, v32 clamp
v_subrev_co_u32_e64 v161, vcc, -2.0, v47 clamp
v_subrev_co_u32_e64 v160, exec, v129, vcc_hi clamp
v_addc_co_u32_e64 v12, s[48:49], 57, v13, vcc
v_subb_co_u32_e64 v27, vcc, v13, -0.5, ttmp[4:5]
v_subb_co_u32_e64 v131, exec, 15, 63, s[68:69]
v_subb_co_u32_e64 v26, vcc, v206, v116, exec
v_subb_co_u32_e64 v10, exec, 64, v21, vcc
v_subbrev_co_u32_e64 v175, exec, -2.0, 5, exec
v_subbrev_co_u32_e64 v15, exec, v255, v196, exec clamp
v_subbrev_co_u32_e64 v190, exec, v69, v30, ttmp[4:5]
v_div_scale_f32 v255, exec, v42, s80, v178 clamp div:2
v_div_scale_f32 v140, exec, v255, -v48, v222 clamp
v_div_scale_f32 v5, ttmp[4:5], v23, v30, -s6 clamp div:2
v_div_scale_f64 v[150:151], s[26:27], -v[217:218], v[231:232], v[4:5]
v_div_scale_f64 v[78:79], vcc, v[11:12], v[9:10], s[62:63] clamp
v_div_scale_f64 v[203:204], ttmp[4:5], v[154:155], ttmp[0:1], 2 clamp
v_mad_u64_u32 v[202:203], s[44:45], 31, v3, v[2:3]
v_mad_u64_u32 v[143:144], s[70:71], v139, 4.0, v[155:156] clamp
v_mad_u64_u32 v[31:32], s[62:63], src_private_limit, v63, 1
v_mad_u64_u32 v[27:28], ttmp[4:5], v176, s10, 3 clamp
v_mad_i64_i32 v[254:255], ttmp[4:5], 0, 54, v[21:22]
v_mad_i64_i32 v[218:219], exec, v60, v18, -12
v_mad_i64_i32 v[254:255], ttmp[4:5], v8, -1.0, xnack_mask clamp
v_pk_mad_i16 v60, 32, 26, v189 op_sel_hi:[1,1,0] neg_lo:[0,0,1] clamp
v_pk_mad_i16 v110, v61, v13, 0.15915494 op_sel_hi:[0,1,0] neg_hi:[0,0,0]
v_pk_mad_i16 v161, s22, v24, v238 op_sel:[0,0,1] neg_lo:[0,0,1] clamp
v_pk_mad_i16 v18, 26, v16, 29 op_sel:[0,0,1] neg_lo:[0,0,0]
v_pk_mul_lo_u16 v167, -1.0, v30 op_sel:[1,0] neg_hi:[0,1] clamp
v_pk_mul_lo_u16 v110, v194, v205 neg_hi:[0,0]
v_pk_mul_lo_u16 v105, v68, 4.0 op_sel_hi:[1,0] neg_lo:[0,1]
v_pk_mul_lo_u16 v158, xnack_mask_lo, v105 op_sel:[1,1] neg_hi:[1,0] clamp
v_pk_add_i16 v15, v255, 13 op_sel:[0,0] neg_lo:[1,0] neg_hi:[0,0]
v_pk_add_i16 v157, 0, s2
v_pk_add_i16 v195, s68, 1 op_sel_hi:[1,1] clamp
v_pk_add_i16 v255, v1, v15 neg_lo:[1,1] neg_hi:[0,1]
v_pk_sub_i16 v113, v255, v255 neg_lo:[1,0] clamp
v_pk_sub_i16 v176, v66, v30 op_sel:[0,1]
v_pk_sub_i16 v130, src_shared_limit, v250 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[1,1] neg_hi:[1,0] clamp
v_pk_lshlrev_b16 v28, v236, exec_hi op_sel:[0,1] op_sel_hi:[1,1]
v_pk_lshlrev_b16 v92, xnack_mask_hi, v17 op_sel_hi:[0,1] clamp
v_pk_lshlrev_b16 v35, v20, v159 op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[0,1] clamp
v_pk_lshlrev_b16 v21, v42, v8 op_sel:[0,1]
v_pk_lshrrev_b16 v49, v140, s1 op_sel_hi:[0,1] neg_lo:[0,1]
v_pk_lshrrev_b16 v167, v30, v11 op_sel:[0,0] neg_lo:[1,0] clamp
v_pk_lshrrev_b16 v159, 37, 56 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,0]
v_pk_lshrrev_b16 v63, 0, s52 op_sel:[1,1] op_sel_hi:[0,0] neg_hi:[1,0] clamp
v_pk_ashrrev_i16 v253, vcc_hi, v4 op_sel_hi:[1,1] clamp
v_pk_ashrrev_i16 v74, v102, v26 op_sel_hi:[1,1] neg_hi:[1,1]
v_pk_ashrrev_i16 v244, 2.0, v6 neg_hi:[0,0]
v_pk_max_i16 v55, v47, -9 op_sel_hi:[0,0] neg_hi:[0,1] clamp
v_pk_max_i16 v103, v40, v246
v_pk_max_i16 v18, ttmp3, -0.5 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_max_i16 v25, v230, v4 op_sel:[0,1] op_sel_hi:[1,1]
v_pk_min_i16 v160, v10, 33 op_sel:[0,1] op_sel_hi:[0,0] neg_lo:[0,0] neg_hi:[0,1]
v_pk_min_i16 v90, s94, v163 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[1,0] neg_hi:[1,0] clamp
v_pk_min_i16 v255, v29, v154 op_sel:[0,1] op_sel_hi:[1,1] neg_lo:[1,0]
v_pk_min_i16 v30, v26, vcc_hi op_sel:[0,0] op_sel_hi:[1,1] neg_hi:[1,0] clamp
v_pk_mad_u16 v160, 0.5, v99, 24 op_sel_hi:[1,0,0]
v_pk_mad_u16 v173, v13, 21, v255 op_sel:[0,1,1]
v_pk_mad_u16 v32, v126, v230, v98 op_sel_hi:[1,0,1] neg_lo:[0,0,0] neg_hi:[0,0,0] clamp
v_pk_mad_u16 v4, v70, ttmp12, 25 op_sel_hi:[1,1,0] neg_lo:[0,1,0]
v_pk_add_u16 v19, v255, v251 op_sel_hi:[1,1] neg_hi:[1,1]
v_pk_add_u16 v9, v2, v13 op_sel:[1,1] neg_lo:[1,1] neg_hi:[0,0]
v_pk_add_u16 v255, 6, 20 op_sel_hi:[0,1] neg_lo:[0,1]
v_pk_add_u16 v255, v69, v94 op_sel:[0,1] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_sub_u16 v9, v43, v31 neg_lo:[0,1]
v_pk_sub_u16 v230, v203, v33 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] clamp
v_pk_sub_u16 v97, 0.15915494, v30 op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[0,1] clamp
v_pk_sub_u16 v141, v91, v27 op_sel:[0,0] op_sel_hi:[0,1] neg_lo:[0,0] neg_hi:[1,0]
v_pk_max_u16 v34, v193, v92 op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[0,0]
v_pk_max_u16 v24, 0.5, v30
v_pk_max_u16 v252, v16, v141 op_sel_hi:[1,1]
v_pk_min_u16 v255, v114, vcc_hi op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,1]
v_pk_min_u16 v86, v209, v24
v_pk_min_u16 v25, 55, v16 op_sel_hi:[0,1] neg_hi:[0,1]
v_pk_min_u16 v196, v4, v1 op_sel:[1,0] op_sel_hi:[0,0]
v_pk_fma_f16 v255, v10, 40, s83 op_sel:[0,1,1] op_sel_hi:[1,1,1] neg_lo:[0,0,1]
v_pk_fma_f16 v254, v165, 62, s81 neg_hi:[1,0,1] clamp
v_pk_add_f16 v24, v182, 2.0 op_sel:[0,1] clamp
v_pk_add_f16 v20, s57, v8 op_sel:[0,1] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_add_f16 v255, v14, v103 op_sel_hi:[1,1] neg_lo:[0,0] clamp
v_pk_add_f16 v204, v72, v205 op_sel_hi:[0,1] neg_lo:[0,0] neg_hi:[0,0]
v_pk_mul_f16 v45, 1.0, v26 op_sel_hi:[0,1] neg_hi:[0,0] clamp
v_pk_mul_f16 v7, 9, v0 op_sel_hi:[1,0] neg_hi:[1,0]
v_pk_mul_f16 v61, -6, v255 op_sel:[1,0] op_sel_hi:[0,1] clamp
v_pk_mul_f16 v191, v7, v183 op_sel:[0,0] op_sel_hi:[1,0]
v_pk_min_f16 v102, s51, v232 op_sel_hi:[1,1] clamp
v_pk_min_f16 v30, v89, v26 neg_lo:[0,0]
v_pk_min_f16 v213, v11, v150 op_sel:[0,1]
v_pk_max_f16 v12, s11, v101 op_sel_hi:[0,1]
v_pk_max_f16 v6, -13, s74 op_sel:[0,1] neg_lo:[1,0]
v_pk_max_f16 v14, 63, v11
v_pk_max_f16 v217, s50, v239 clamp
v_mad_mix_f32 v62, -v255, v59, v13 op_sel_hi:[1,0,1] clamp
v_mad_mix_f32 v1, -|v246|, 27, -|v29| op_sel_hi:[1,1,1] clamp
v_mad_mix_f32 v7, s42, v248, v230
v_mad_mixlo_f16 v31, -|flat_scratch_hi|, v255, -v13 op_sel:[1,0,1] op_sel_hi:[1,1,1]
v_mad_mixlo_f16 v128, v26, -src_vccz, v231 op_sel_hi:[1,1,0]
v_mad_mixlo_f16 v28, v29, -v220, exec_lo
v_mad_mixhi_f16 v135, src_private_base, -|4.0|, v31 op_sel_hi:[0,1,1]
v_mad_mixhi_f16 v46, -v243, v131, -|v105| op_sel:[1,0,0] op_sel_hi:[1,1,1]
v_mad_mixhi_f16 v2, v23, v169, -|-15| op_sel:[1,0,0] clamp
ds_add_u32 v255, v47 offset:4 gds
ds_add_u32 v21, v16 offset:9812
ds_add_u32 v41, v11
ds_add_u32 v255, v251
ds_sub_u32 v8, v14 offset:35212
ds_sub_u32 v9, v255 offset:65535
ds_sub_u32 v255, v182 offset:65535
ds_sub_u32 v7, v15 offset:30920 gds
ds_rsub_u32 v4, v197 offset:65535
ds_rsub_u32 v76, v99
ds_rsub_u32 v212, v175 offset:4
ds_rsub_u32 v255, v141 offset:4 gds
ds_inc_u32 v134, v188 offset:34373
ds_inc_u32 v240, v203 offset:4
ds_inc_u32 v13, v14
ds_inc_u32 v11, v18 offset:34166
ds_dec_u32 v121, v255
ds_dec_u32 v44, v4 offset:27759 gds
ds_dec_u32 v16, v51
ds_dec_u32 v200, v19 offset:65535
ds_min_i32 v161, v165 offset:4 gds
ds_min_i32 v64, v16 offset:65535 gds
ds_min_i32 v35, v0
ds_min_i32 v255, v180 gds
ds_max_i32 v189, v243 offset:64
ds_max_i32 v200, v19
ds_max_i32 v34, v196 offset:65535 gds
ds_max_i32 v250, v12
ds_min_u32 v0, v17
ds_min_u32 v255, v191 offset:32007
ds_min_u32 v195, v255 offset:61027 gds
ds_min_u32 v9, v255 offset:64
ds_max_u32 v255, v18
ds_max_u32 v4, v20
ds_max_u32 v201, v26 offset:50133 gds
ds_max_u32 v0, v24 offset:65535
ds_and_b32 v248, v100 gds
ds_and_b32 v127, v42 offset:42740
ds_and_b32 v2, v13 offset:44574 gds
ds_and_b32 v6, v127 offset:65535
ds_or_b32 v5, v197
ds_or_b32 v8, v180 offset:25243
ds_or_b32 v255, v174 offset:4 gds
ds_or_b32 v20, v255 offset:64
ds_xor_b32 v214, v222 offset:64
ds_xor_b32 v2, v22 offset:3715 gds
ds_xor_b32 v164, v177 offset:65535
ds_xor_b32 v42, v198 offset:64
ds_mskor_b32 v236, v28, v246 offset:4 gds
ds_mskor_b32 v255, v18, v8
ds_mskor_b32 v104, v188, v183 offset:4 gds
ds_mskor_b32 v57, v59, v128 offset:65535
ds_write_b32 v229, v10 offset:65535
ds_write_b32 v6, v144
ds_write_b32 v28, v9 offset:65535 gds
ds_write_b32 v5, v234 offset:36219 gds
ds_write2_b32 v19, v29, v19
ds_write2_b32 v233, v28, v33 offset0:108 offset1:100
ds_write2_b32 v159, v33, v17 offset0:102 offset1:53
ds_write2_b32 v141, v71, v255 offset1:74 gds
ds_write2st64_b32 v27, v9, v30
ds_write2st64_b32 v241, v10, v4 offset0:247 offset1:197
ds_write2st64_b32 v112, v11, v159 offset1:152
ds_write2st64_b32 v4, v7, v17 offset0:79 offset1:113 gds
ds_cmpst_b32 v27, v165, v248 offset:4
ds_cmpst_b32 v27, v231, v16 offset:1332
ds_cmpst_b32 v0, v16, v26 offset:24998 gds
ds_cmpst_b32 v244, v178, v1 offset:4 gds
ds_cmpst_f32 v30, v27, v221 offset:64
ds_cmpst_f32 v55, v92, v154 offset:64
ds_cmpst_f32 v62, v104, v5 offset:4 gds
ds_cmpst_f32 v20, v66, v18 offset:65535
ds_min_f32 v42, v217 offset:32461
ds_min_f32 v235, v108 offset:64
ds_min_f32 v231, v23 offset:64
ds_min_f32 v255, v29
ds_max_f32 v255, v17 offset:51548
ds_max_f32 v36, v122 offset:47945 gds
ds_max_f32 v29, v30 gds
ds_max_f32 v55, v13 offset:38456
ds_add_f32 v12, v200 offset:65535 gds
ds_add_f32 v61, v5 gds
ds_add_f32 v237, v7 offset:64
ds_add_f32 v29, v226 gds
ds_write_addtid_b32 v16 offset:4 gds
ds_write_addtid_b32 v54 offset:65535
ds_write_addtid_b32 v110 offset:4
ds_write_addtid_b32 v255 offset:8020 gds
ds_write_b8 v43, v175 offset:57839
ds_write_b8 v159, v149 offset:65535 gds
ds_write_b8 v53, v146 offset:64 gds
ds_write_b8 v31, v19 offset:65535
ds_write_b16 v12, v25 offset:4 gds
ds_write_b16 v3, v255 offset:53247
ds_write_b16 v174, v25 offset:9127
ds_write_b16 v44, v0 offset:64 gds
ds_add_rtn_u32 v5, v200, v237 offset:64
ds_add_rtn_u32 v110, v19, v255 offset:64 gds
ds_add_rtn_u32 v18, v14, v20 offset:31614
ds_add_rtn_u32 v131, v90, v7
ds_sub_rtn_u32 v230, v240, v223
ds_sub_rtn_u32 v31, v255, v12 offset:4
ds_sub_rtn_u32 v228, v99, v14 gds
ds_sub_rtn_u32 v202, v75, v13
ds_rsub_rtn_u32 v255, v104, v165 offset:65535
ds_rsub_rtn_u32 v85, v28, v25 offset:64
ds_rsub_rtn_u32 v27, v148, v87 gds
ds_rsub_rtn_u32 v230, v141, v123 offset:65535
ds_inc_rtn_u32 v32, v13, v4 offset:4
ds_inc_rtn_u32 v60, v58, v212 offset:64
ds_inc_rtn_u32 v153, v13, v79 offset:65535
ds_inc_rtn_u32 v255, v94, v78 offset:4 gds
ds_dec_rtn_u32 v11, v133, v110 offset:30382
ds_dec_rtn_u32 v255, v87, v1 offset:64
ds_dec_rtn_u32 v0, v53, v25
ds_dec_rtn_u32 v60, v22, v215
ds_min_rtn_i32 v231, v55, v255 offset:64
ds_min_rtn_i32 v8, v213, v186 offset:65535 gds
ds_min_rtn_i32 v197, v252, v99 offset:64
ds_min_rtn_i32 v1, v194, v85 offset:65535
ds_max_rtn_i32 v112, v104, v8 offset:43840
ds_max_rtn_i32 v222, v91, v9
ds_max_rtn_i32 v153, v87, v187 offset:64
ds_max_rtn_i32 v161, v12, v218 offset:10787
ds_min_rtn_u32 v204, v29, v11 offset:65535
ds_min_rtn_u32 v103, v223, v15 offset:64
ds_min_rtn_u32 v82, v20, v194
ds_min_rtn_u32 v9, v24, v139 offset:65535
ds_max_rtn_u32 v20, v255, v7
ds_max_rtn_u32 v28, v187, v155 offset:64
ds_max_rtn_u32 v28, v1, v15
ds_max_rtn_u32 v143, v7, v4 offset:4
ds_and_rtn_b32 v86, v193, v31 offset:4
ds_and_rtn_b32 v6, v231, v134 offset:4
ds_and_rtn_b32 v5, v153, v255
ds_and_rtn_b32 v17, v255, v175 offset:1158
ds_or_rtn_b32 v255, v226, v210 offset:65535
ds_or_rtn_b32 v185, v211, v11 offset:64
ds_or_rtn_b32 v18, v148, v31 gds
ds_or_rtn_b32 v101, v255, v208 offset:40176 gds
ds_xor_rtn_b32 v196, v36, v137 offset:64
ds_xor_rtn_b32 v25, v185, v182 offset:4
ds_xor_rtn_b32 v251, v16, v86 offset:65535
ds_xor_rtn_b32 v31, v27, v251 offset:47853 gds
ds_mskor_rtn_b32 v255, v121, v255, v98 offset:65535
ds_mskor_rtn_b32 v9, v21, v41, v22 offset:4 gds
ds_mskor_rtn_b32 v31, v10, v30, v253 gds
ds_mskor_rtn_b32 v18, v0, v134, v36 gds
ds_wrxchg_rtn_b32 v24, v5, v13 offset:4 gds
ds_wrxchg_rtn_b32 v61, v5, v1 offset:65535
ds_wrxchg_rtn_b32 v78, v255, v20 offset:8196 gds
ds_wrxchg_rtn_b32 v48, v205, v24
ds_wrxchg2_rtn_b32 v[71:72], v19, v28, v212 offset0:81
ds_wrxchg2_rtn_b32 v[254:255], v13, v243, v96 offset0:10 offset1:85
ds_wrxchg2_rtn_b32 v[6:7], v9, v110, v204 offset0:113 offset1:233
ds_wrxchg2_rtn_b32 v[211:212], v126, v32, v21 offset0:30 offset1:251
ds_wrxchg2st64_rtn_b32 v[135:136], v207, v219, v13 offset1:43
ds_wrxchg2st64_rtn_b32 v[254:255], v255, v84, v10 offset0:155 offset1:203
ds_wrxchg2st64_rtn_b32 v[147:148], v28, v250, v255 offset0:101 gds
ds_wrxchg2st64_rtn_b32 v[132:133], v15, v11, v19 offset0:99 offset1:9
ds_cmpst_rtn_b32 v234, v11, v20, v113
ds_cmpst_rtn_b32 v130, v241, v51, v218 offset:40077
ds_cmpst_rtn_b32 v143, v118, v78, v255 offset:65535
ds_cmpst_rtn_b32 v30, v106, v108, v14 offset:64 gds
ds_cmpst_rtn_f32 v2, v28, v93, v85 offset:65535
ds_cmpst_rtn_f32 v11, v71, v168, v255 offset:65535
ds_cmpst_rtn_f32 v229, v6, v21, v160 offset:4 gds
ds_cmpst_rtn_f32 v232, v255, v222, v11 offset:65535
ds_min_rtn_f32 v70, v255, v28 offset:65535
ds_min_rtn_f32 v11, v139, v17 gds
ds_min_rtn_f32 v82, v149, v27
ds_min_rtn_f32 v157, v243, v250 offset:4
ds_max_rtn_f32 v201, v166, v107
ds_max_rtn_f32 v14, v241, v159 offset:65535
ds_max_rtn_f32 v81, v9, v160 offset:64 gds
ds_max_rtn_f32 v49, v255, v12 offset:64 gds
ds_wrap_rtn_b32 v223, v137, v131, v27 offset:65535 gds
ds_wrap_rtn_b32 v17, v4, v10, v19
ds_wrap_rtn_b32 v72, v221, v5, v16 offset:65535
ds_wrap_rtn_b32 v29, v255, v8, v10 offset:64
ds_add_rtn_f32 v222, v229, v236
ds_add_rtn_f32 v1, v148, v232 offset:47679 gds
ds_add_rtn_f32 v255, v22, v71
ds_add_rtn_f32 v249, v24, v238 offset:4
ds_read_b32 v26, v67
ds_read_b32 v5, v45 offset:41181
ds_read_b32 v212, v103 offset:4
ds_read_b32 v98, v215 offset:64
ds_read2_b32 v[254:255], v8 offset0:200 offset1:25
ds_read2_b32 v[18:19], v127 offset0:151 offset1:70
ds_read2_b32 v[102:103], v3 offset1:199
ds_read2_b32 v[254:255], v23 offset0:82 offset1:35
ds_read2st64_b32 v[3:4], v207 gds
ds_read2st64_b32 v[138:139], v10 offset0:77 offset1:79 gds
ds_read2st64_b32 v[3:4], v2 offset0:185 offset1:92
ds_read2st64_b32 v[27:28], v0 offset1:160 gds
ds_read_i8 v27, v75 offset:10469
ds_read_i8 v157, v93 offset:40512
ds_read_i8 v236, v58 offset:4 gds
ds_read_i8 v3, v27 offset:64
ds_read_u8 v255, v187 offset:4
ds_read_u8 v28, v229 offset:65535
ds_read_u8 v180, v69
ds_read_u8 v255, v121 offset:60633
ds_read_i16 v165, v196 offset:65535
ds_read_i16 v255, v117 offset:11929
ds_read_i16 v53, v78 offset:64 gds
ds_read_i16 v89, v0
ds_read_u16 v30, v219 offset:591
ds_read_u16 v255, v5 offset:64
ds_read_u16 v19, v255 offset:5319
ds_read_u16 v10, v28 offset:45999
ds_swizzle_b32 v187, v15 offset:4 gds
ds_swizzle_b32 v24, v0
ds_swizzle_b32 v255, v11 offset:4 gds
ds_swizzle_b32 v75, v200 offset:4
ds_permute_b32 v149, v23, v30 offset:64
ds_permute_b32 v20, v13, v191 offset:65535
ds_permute_b32 v10, v20, v255 offset:64
ds_permute_b32 v42, v122, v24 offset:65535
ds_bpermute_b32 v19, v192, v93 offset:4
ds_bpermute_b32 v28, v255, v18 offset:65535
ds_bpermute_b32 v13, v25, v3
ds_bpermute_b32 v23, v5, v0
ds_add_u64 v204, v[15:16] offset:4
ds_add_u64 v255, v[72:73] offset:4 gds
ds_add_u64 v180, v[109:110] offset:65535 gds
ds_add_u64 v13, v[169:170] offset:4 gds
ds_sub_u64 v224, v[254:255] gds
ds_sub_u64 v7, v[26:27] offset:4
ds_sub_u64 v139, v[20:21] offset:4 gds
ds_sub_u64 v255, v[26:27] offset:23925
ds_rsub_u64 v122, v[163:164] offset:65535
ds_rsub_u64 v30, v[2:3] offset:65535
ds_rsub_u64 v216, v[9:10] offset:44531 gds
ds_rsub_u64 v62, v[193:194] gds
ds_inc_u64 v231, v[12:13]
ds_inc_u64 v153, v[0:1] offset:4628
ds_inc_u64 v5, v[5:6] gds
ds_inc_u64 v255, v[4:5] offset:4
ds_dec_u64 v145, v[254:255] offset:65535
ds_dec_u64 v225, v[22:23]
ds_dec_u64 v25, v[42:43] offset:65535
ds_dec_u64 v144, v[50:51] offset:4
ds_min_i64 v44, v[14:15] offset:65535 gds
ds_min_i64 v104, v[105:106] offset:4
ds_min_i64 v142, v[84:85] offset:65535
ds_min_i64 v206, v[19:20] offset:64080 gds
ds_max_i64 v25, v[254:255] offset:64844
ds_max_i64 v184, v[136:137]
ds_max_i64 v109, v[198:199] offset:27003 gds
ds_max_i64 v241, v[77:78] offset:64
ds_min_u64 v255, v[132:133] offset:65535 gds
ds_min_u64 v9, v[112:113]
ds_min_u64 v124, v[21:22] offset:40715
ds_min_u64 v207, v[254:255] offset:65535 gds
ds_max_u64 v140, v[84:85] offset:64
ds_max_u64 v37, v[54:55] offset:41672 gds
ds_max_u64 v234, v[7:8] offset:58742
ds_max_u64 v28, v[201:202]
ds_and_b64 v8, v[9:10]
ds_and_b64 v237, v[254:255]
ds_and_b64 v10, v[254:255] offset:64 gds
ds_and_b64 v21, v[195:196] offset:10950
ds_or_b64 v28, v[131:132] offset:4 gds
ds_or_b64 v13, v[6:7] offset:64
ds_or_b64 v96, v[153:154]
ds_or_b64 v47, v[171:172] offset:56911
ds_xor_b64 v1, v[9:10]
ds_xor_b64 v22, v[10:11] offset:65535
ds_xor_b64 v219, v[120:121] gds
ds_xor_b64 v255, v[182:183] gds
ds_mskor_b64 v15, v[6:7], v[79:80] offset:65535
ds_mskor_b64 v255, v[205:206], v[1:2] offset:4
ds_mskor_b64 v6, v[2:3], v[243:244] offset:65535
ds_mskor_b64 v255, v[1:2], v[254:255] offset:4 gds
ds_write_b64 v16, v[213:214]
ds_write_b64 v15, v[254:255] offset:64
ds_write_b64 v238, v[11:12] gds
ds_write_b64 v13, v[164:165]
ds_write2_b64 v39, v[215:216], v[64:65] offset0:122 offset1:234
ds_write2_b64 v186, v[4:5], v[207:208]
ds_write2_b64 v111, v[254:255], v[9:10] offset0:75 offset1:228
ds_write2_b64 v139, v[216:217], v[157:158] offset0:5 offset1:197
ds_write2st64_b64 v114, v[15:16], v[249:250] offset0:93
ds_write2st64_b64 v205, v[11:12], v[21:22] offset0:225 offset1:158
ds_write2st64_b64 v252, v[241:242], v[32:33] offset1:13
ds_write2st64_b64 v202, v[11:12], v[141:142] offset0:236
ds_cmpst_b64 v1, v[165:166], v[17:18] offset:42258
ds_cmpst_b64 v112, v[228:229], v[154:155] offset:65535 gds
ds_cmpst_b64 v14, v[254:255], v[17:18] offset:64 gds
ds_cmpst_b64 v2, v[2:3], v[112:113]
ds_cmpst_f64 v9, v[155:156], v[7:8] offset:4 gds
ds_cmpst_f64 v210, v[29:30], v[114:115]
ds_cmpst_f64 v29, v[254:255], v[77:78] offset:15917 gds
ds_cmpst_f64 v23, v[6:7], v[24:25] gds
ds_min_f64 v8, v[254:255] offset:65535 gds
ds_min_f64 v181, v[26:27] offset:53233
ds_min_f64 v78, v[22:23] offset:4
ds_min_f64 v26, v[28:29]
ds_max_f64 v5, v[32:33] offset:65535
ds_max_f64 v57, v[220:221] offset:4
ds_max_f64 v88, v[13:14] offset:9996
ds_max_f64 v183, v[122:123] offset:64 gds
ds_write_b8_d16_hi v23, v36 offset:65535
ds_write_b8_d16_hi v255, v255 offset:4
ds_write_b8_d16_hi v234, v255 offset:64
ds_write_b8_d16_hi v27, v146
ds_write_b16_d16_hi v22, v4 offset:64
ds_write_b16_d16_hi v24, v125 offset:65535
ds_write_b16_d16_hi v30, v13 gds
ds_write_b16_d16_hi v157, v181
ds_read_u8_d16 v14, v18 gds
ds_read_u8_d16 v104, v113 offset:4 gds
ds_read_u8_d16 v210, v49 gds
ds_read_u8_d16 v255, v0 offset:64
ds_read_u8_d16_hi v32, v255 offset:65535 gds
ds_read_u8_d16_hi v2, v182 offset:4
ds_read_u8_d16_hi v144, v111 offset:4
ds_read_u8_d16_hi v227, v5 gds
ds_read_i8_d16 v252, v28 offset:39292 gds
ds_read_i8_d16 v148, v1 offset:65535 gds
ds_read_i8_d16 v10, v18 offset:50093
ds_read_i8_d16 v111, v138 gds
ds_read_i8_d16_hi v27, v21 offset:27970 gds
ds_read_i8_d16_hi v159, v227 offset:65535 gds
ds_read_i8_d16_hi v16, v15 offset:64
ds_read_i8_d16_hi v239, v168 offset:65535
ds_read_u16_d16 v248, v25 offset:4
ds_read_u16_d16 v101, v22 offset:64
ds_read_u16_d16 v68, v108 offset:64
ds_read_u16_d16 v108, v160
ds_read_u16_d16_hi v21, v255 offset:4 gds
ds_read_u16_d16_hi v240, v9 offset:64
ds_read_u16_d16_hi v62, v11 offset:4 gds
ds_read_u16_d16_hi v2, v255 offset:4 gds
ds_add_rtn_u64 v[254:255], v149, v[80:81] offset:7516
ds_add_rtn_u64 v[162:163], v255, v[232:233] offset:4 gds
ds_add_rtn_u64 v[5:6], v6, v[245:246] offset:4084 gds
ds_add_rtn_u64 v[210:211], v55, v[170:171] offset:47164
ds_sub_rtn_u64 v[108:109], v29, v[180:181] offset:65535 gds
ds_sub_rtn_u64 v[5:6], v19, v[127:128] offset:4
ds_sub_rtn_u64 v[4:5], v19, v[139:140] offset:4
ds_sub_rtn_u64 v[125:126], v12, v[25:26] offset:65535
ds_rsub_rtn_u64 v[6:7], v21, v[244:245]
ds_rsub_rtn_u64 v[65:66], v29, v[132:133] offset:65535
ds_rsub_rtn_u64 v[49:50], v20, v[26:27]
ds_rsub_rtn_u64 v[123:124], v8, v[202:203]
ds_inc_rtn_u64 v[22:23], v231, v[119:120] gds
ds_inc_rtn_u64 v[13:14], v119, v[18:19]
ds_inc_rtn_u64 v[215:216], v221, v[254:255] offset:4
ds_inc_rtn_u64 v[71:72], v119, v[19:20] gds
ds_dec_rtn_u64 v[95:96], v217, v[152:153] gds
ds_dec_rtn_u64 v[254:255], v198, v[17:18] offset:64 gds
ds_dec_rtn_u64 v[31:32], v68, v[118:119] offset:65535 gds
ds_dec_rtn_u64 v[17:18], v28, v[2:3] offset:49527
ds_min_rtn_i64 v[70:71], v10, v[212:213] offset:64
ds_min_rtn_i64 v[126:127], v255, v[254:255] offset:4
ds_min_rtn_i64 v[15:16], v255, v[22:23] offset:64
ds_min_rtn_i64 v[180:181], v17, v[211:212] offset:65535 gds
ds_max_rtn_i64 v[22:23], v26, v[237:238] offset:65535
ds_max_rtn_i64 v[233:234], v213, v[13:14] offset:64 gds
ds_max_rtn_i64 v[3:4], v163, v[78:79] offset:12111 gds
ds_max_rtn_i64 v[178:179], v7, v[185:186] offset:64
ds_min_rtn_u64 v[229:230], v131, v[254:255] gds
ds_min_rtn_u64 v[201:202], v167, v[17:18] offset:64
ds_min_rtn_u64 v[162:163], v59, v[13:14] offset:4 gds
ds_min_rtn_u64 v[104:105], v7, v[138:139]
ds_max_rtn_u64 v[32:33], v7, v[74:75] offset:12069 gds
ds_max_rtn_u64 v[1:2], v26, v[1:2] gds
ds_max_rtn_u64 v[3:4], v4, v[139:140] gds
ds_max_rtn_u64 v[58:59], v162, v[2:3] offset:64 gds
ds_and_rtn_b64 v[60:61], v9, v[31:32] offset:52877
ds_and_rtn_b64 v[17:18], v18, v[17:18] offset:65535 gds
ds_and_rtn_b64 v[123:124], v157, v[228:229] offset:64
ds_and_rtn_b64 v[27:28], v255, v[192:193] offset:41886
ds_or_rtn_b64 v[122:123], v115, v[41:42] offset:56831
ds_or_rtn_b64 v[4:5], v31, v[27:28]
ds_or_rtn_b64 v[88:89], v24, v[254:255]
ds_or_rtn_b64 v[201:202], v240, v[16:17] offset:65535
ds_xor_rtn_b64 v[190:191], v24, v[3:4] offset:24066
ds_xor_rtn_b64 v[13:14], v84, v[254:255] offset:15551
ds_xor_rtn_b64 v[19:20], v86, v[1:2] offset:65535
ds_xor_rtn_b64 v[11:12], v28, v[254:255]
ds_mskor_rtn_b64 v[254:255], v143, v[34:35], v[18:19]
ds_mskor_rtn_b64 v[211:212], v10, v[29:30], v[218:219] offset:55793 gds
ds_mskor_rtn_b64 v[28:29], v185, v[196:197], v[44:45] offset:65535
ds_mskor_rtn_b64 v[185:186], v196, v[146:147], v[209:210]
ds_wrxchg_rtn_b64 v[198:199], v26, v[9:10] offset:64
ds_wrxchg_rtn_b64 v[17:18], v255, v[105:106] offset:61668
ds_wrxchg_rtn_b64 v[181:182], v1, v[189:190] offset:64
ds_wrxchg_rtn_b64 v[60:61], v18, v[100:101] offset:64
ds_wrxchg2_rtn_b64 v[15:18], v255, v[25:26], v[175:176] offset0:134 offset1:138 gds
ds_wrxchg2_rtn_b64 v[19:22], v255, v[39:40], v[117:118] offset0:101 offset1:140
ds_wrxchg2_rtn_b64 v[150:153], v159, v[254:255], v[91:92] offset0:203 offset1:122
ds_wrxchg2_rtn_b64 v[188:191], v3, v[199:200], v[139:140] offset0:54 gds
ds_wrxchg2st64_rtn_b64 v[91:94], v45, v[253:254], v[64:65] offset0:119 offset1:44
ds_wrxchg2st64_rtn_b64 v[176:179], v50, v[18:19], v[84:85] offset0:160
ds_wrxchg2st64_rtn_b64 v[252:255], v13, v[14:15], v[207:208] offset0:126 gds
ds_wrxchg2st64_rtn_b64 v[239:242], v221, v[171:172], v[29:30] gds
ds_cmpst_rtn_b64 v[192:193], v95, v[8:9], v[18:19] offset:4 gds
ds_cmpst_rtn_b64 v[227:228], v174, v[243:244], v[167:168] offset:65535 gds
ds_cmpst_rtn_b64 v[11:12], v15, v[147:148], v[4:5] offset:4 gds
ds_cmpst_rtn_b64 v[232:233], v52, v[73:74], v[3:4]
ds_cmpst_rtn_f64 v[254:255], v165, v[241:242], v[111:112] offset:64
ds_cmpst_rtn_f64 v[190:191], v23, v[254:255], v[161:162] gds
ds_cmpst_rtn_f64 v[101:102], v255, v[61:62], v[189:190] offset:4
ds_cmpst_rtn_f64 v[128:129], v46, v[215:216], v[254:255]
ds_min_rtn_f64 v[179:180], v3, v[8:9] offset:56642
ds_min_rtn_f64 v[74:75], v69, v[247:248] offset:64 gds
ds_min_rtn_f64 v[254:255], v251, v[250:251] offset:4 gds
ds_min_rtn_f64 v[8:9], v63, v[123:124] gds
ds_max_rtn_f64 v[38:39], v10, v[12:13] offset:4 gds
ds_max_rtn_f64 v[109:110], v29, v[115:116] offset:4
ds_max_rtn_f64 v[44:45], v0, v[254:255] offset:64 gds
ds_max_rtn_f64 v[24:25], v110, v[12:13] gds
ds_read_b64 v[133:134], v196 offset:64
ds_read_b64 v[254:255], v27
ds_read_b64 v[254:255], v4
ds_read_b64 v[31:32], v4 offset:65535 gds
ds_read2_b64 v[6:9], v216 offset0:154
ds_read2_b64 v[187:190], v171 offset0:202
ds_read2_b64 v[252:255], v205 offset0:60
ds_read2_b64 v[14:17], v4 offset0:6
ds_read2st64_b64 v[123:126], v19 offset0:57 offset1:67
ds_read2st64_b64 v[181:184], v27 offset1:222
ds_read2st64_b64 v[23:26], v214 offset0:179
ds_read2st64_b64 v[16:19], v17 offset1:171 gds
ds_condxchg32_rtn_b64 v[1:2], v217, v[21:22] offset:64 gds
ds_condxchg32_rtn_b64 v[68:69], v21, v[11:12] gds
ds_condxchg32_rtn_b64 v[119:120], v37, v[199:200] offset:11634
ds_condxchg32_rtn_b64 v[57:58], v29, v[20:21] offset:64248
ds_add_src2_u32 v21 offset:64 gds
ds_add_src2_u32 v222
ds_add_src2_u32 v232
ds_add_src2_u32 v24 offset:64 gds
ds_sub_src2_u32 v92
ds_sub_src2_u32 v19 offset:6913
ds_sub_src2_u32 v149 offset:50233 gds
ds_sub_src2_u32 v5 offset:64
ds_rsub_src2_u32 v142
ds_rsub_src2_u32 v255 offset:4
ds_rsub_src2_u32 v26 offset:62815 gds
ds_rsub_src2_u32 v13 offset:4 gds
ds_inc_src2_u32 v214 offset:4 gds
ds_inc_src2_u32 v32 offset:2079
ds_inc_src2_u32 v12
ds_inc_src2_u32 v29 offset:65535 gds
ds_dec_src2_u32 v84 offset:64
ds_dec_src2_u32 v4 offset:65535
ds_dec_src2_u32 v7 gds
ds_dec_src2_u32 v13 offset:64
ds_min_src2_i32 v88 offset:64
ds_min_src2_i32 v3 offset:4
ds_min_src2_i32 v27 offset:35674 gds
ds_min_src2_i32 v202 offset:65535
ds_max_src2_i32 v176 offset:4 gds
ds_max_src2_i32 v93 offset:4
ds_max_src2_i32 v20 offset:64
ds_max_src2_i32 v209 offset:30437
ds_min_src2_u32 v4 offset:4
ds_min_src2_u32 v111 offset:64 gds
ds_min_src2_u32 v218 offset:12831
ds_min_src2_u32 v1 offset:4
ds_max_src2_u32 v171 gds
ds_max_src2_u32 v165 offset:63486 gds
ds_max_src2_u32 v227 gds
ds_max_src2_u32 v18 offset:4
ds_and_src2_b32 v15
ds_and_src2_b32 v255 gds
ds_and_src2_b32 v25 offset:4
ds_and_src2_b32 v138 gds
ds_or_src2_b32 v219 offset:4
ds_or_src2_b32 v8
ds_or_src2_b32 v5 offset:64
ds_or_src2_b32 v149 gds
ds_xor_src2_b32 v164
ds_xor_src2_b32 v244 offset:64 gds
ds_xor_src2_b32 v7 offset:65535
ds_xor_src2_b32 v188 offset:65535 gds
ds_write_src2_b32 v18
ds_write_src2_b32 v63 offset:64
ds_write_src2_b32 v254 offset:4
ds_write_src2_b32 v14 gds
ds_min_src2_f32 v22
ds_min_src2_f32 v255 offset:4
ds_min_src2_f32 v226
ds_min_src2_f32 v240 offset:4 gds
ds_max_src2_f32 v0 offset:65535
ds_max_src2_f32 v79 gds
ds_max_src2_f32 v255 offset:65535
ds_max_src2_f32 v1 offset:65535
ds_add_src2_f32 v167 offset:65535
ds_add_src2_f32 v51 offset:64
ds_add_src2_f32 v7 offset:44266
ds_add_src2_f32 v226 offset:26394
ds_read_addtid_b32 v19 offset:64
ds_read_addtid_b32 v255 offset:64 gds
ds_read_addtid_b32 v184 offset:49793 gds
ds_read_addtid_b32 v23 offset:4 gds
ds_consume v105 offset:65535 gds
ds_consume v11 offset:65535
ds_consume v11 gds
ds_consume v180
ds_append v235 offset:64 gds
ds_append v27
ds_append v157 offset:64
ds_append v143 offset:65535
ds_add_src2_u64 v148 offset:65535 gds
ds_add_src2_u64 v14 offset:64
ds_add_src2_u64 v21 offset:65535
ds_add_src2_u64 v40 offset:64 gds
ds_sub_src2_u64 v129 offset:26874
ds_sub_src2_u64 v10 offset:43946
ds_sub_src2_u64 v218 offset:64
ds_sub_src2_u64 v30 offset:52456
ds_rsub_src2_u64 v226 offset:4
ds_rsub_src2_u64 v9
ds_rsub_src2_u64 v0 gds
ds_rsub_src2_u64 v167 offset:61330
ds_inc_src2_u64 v10 offset:4 gds
ds_inc_src2_u64 v159 offset:65535
ds_inc_src2_u64 v193 gds
ds_inc_src2_u64 v13 offset:64
ds_dec_src2_u64 v19 offset:64
ds_dec_src2_u64 v255 offset:4
ds_dec_src2_u64 v181 offset:16823
ds_dec_src2_u64 v216 offset:64 gds
ds_min_src2_i64 v130
ds_min_src2_i64 v233 offset:18878
ds_min_src2_i64 v157 offset:64
ds_min_src2_i64 v15
ds_max_src2_i64 v5 offset:48781
ds_max_src2_i64 v24
ds_max_src2_i64 v8 gds
ds_max_src2_i64 v255
ds_min_src2_u64 v64 offset:52274 gds
ds_min_src2_u64 v69 offset:64
ds_min_src2_u64 v22 offset:40686
ds_min_src2_u64 v255 offset:14342
ds_max_src2_u64 v255 offset:64
ds_max_src2_u64 v108 offset:64
ds_max_src2_u64 v0
ds_max_src2_u64 v226 offset:64
ds_and_src2_b64 v255 offset:65535
ds_and_src2_b64 v163 offset:4
ds_and_src2_b64 v81 offset:4
ds_and_src2_b64 v119 offset:16840
ds_or_src2_b64 v255
ds_or_src2_b64 v157 offset:64 gds
ds_or_src2_b64 v11 offset:4 gds
ds_or_src2_b64 v143 offset:6836 gds
ds_xor_src2_b64 v5 offset:39216
ds_xor_src2_b64 v0 offset:4 gds
ds_xor_src2_b64 v2 offset:65535 gds
ds_xor_src2_b64 v131
ds_write_src2_b64 v255 offset:4
ds_write_src2_b64 v255 offset:64
ds_write_src2_b64 v55 offset:65535 gds
ds_write_src2_b64 v68 offset:56425
ds_min_src2_f64 v82 offset:4
ds_min_src2_f64 v168 offset:65535 gds
ds_min_src2_f64 v255 offset:51853
ds_min_src2_f64 v1 offset:65535 gds
ds_max_src2_f64 v67 offset:65535 gds
ds_max_src2_f64 v27
ds_max_src2_f64 v96 offset:4 gds
ds_max_src2_f64 v11
ds_write_b96 v151, v[159:161] offset:65535
ds_write_b96 v200, v[140:142] offset:65535
ds_write_b96 v206, v[62:64] offset:4
ds_write_b96 v50, v[31:33] offset:64
ds_write_b128 v219, v[9:12] gds
ds_write_b128 v26, v[238:241]
ds_write_b128 v158, v[71:74]
ds_write_b128 v108, v[2:5] offset:4
ds_read_b96 v[123:125], v135 offset:4
ds_read_b96 v[224:226], v17 offset:65535
ds_read_b96 v[18:20], v253
ds_read_b96 v[47:49], v36
ds_read_b128 v[86:89], v6 offset:37993
ds_read_b128 v[30:33], v13 offset:30835
ds_read_b128 v[22:25], v26 offset:58919 gds
ds_read_b128 v[70:73], v255 offset:65535
buffer_load_format_x v152, v245, s[12:15], s68 offen offset:2863
buffer_load_format_xy v[203:204], v217, s[44:47], m0 offen offset:226
buffer_load_format_xy v[17:18], v10, s[64:67], s52 offen
buffer_load_format_xyz v[145:147], v4, s[32:35], s72 offen offset:451 glc
buffer_load_format_xyz v[9:11], v255, s[76:79], m0 offen offset:684
buffer_load_format_xyz v[83:85], off, s[12:15], 17 glc
buffer_load_format_xyzw v[190:193], off, ttmp[12:15], m0
buffer_store_format_x v20, off, s[28:31], s1 offset:3402 glc
buffer_store_format_x v5, v155, s[92:95], m0 offen offset:559 glc
buffer_store_format_x v20, v138, s[12:15], exec_lo offen offset:1312 glc slc
buffer_store_format_x v159, off, ttmp[8:11], 22 glc
buffer_store_format_xy v[171:172], v133, s[4:7], -12 idxen offset:790 glc
buffer_store_format_xy v[14:15], off, s[12:15], 43 offset:2931 slc
buffer_store_format_xyz v[14:16], v13, s[48:51], 52 offen offset:1369 glc
buffer_store_format_xyz v[253:255], off, s[68:71], s76
buffer_store_format_xyz v[253:255], off, s[40:43], 26 glc
buffer_load_format_d16_x v14, v185, ttmp[4:7], m0 idxen offset:1348 glc
buffer_load_format_d16_xy v52, off, s[68:71], m0 offset:1819
buffer_load_format_d16_xy v8, v12, s[72:75], s69 idxen glc
buffer_load_format_d16_xyz v[31:32], v217, s[60:63], -7 offen offset:769 slc
buffer_load_format_d16_xyz v[39:40], v234, s[92:95], s80 offen slc
buffer_load_format_d16_xyzw v[12:13], off, s[76:79], 25 offset:3220
buffer_load_format_d16_xyzw v[223:224], v30, s[32:35], 38 idxen slc
buffer_load_format_d16_xyzw v[60:61], v8, s[48:51], s73 idxen glc
buffer_store_format_d16_x v233, v27, s[72:75], s70 idxen offset:1991 slc
buffer_store_format_d16_x v216, v255, s[24:27], 45 offen offset:152
buffer_store_format_d16_x v72, v75, s[64:67], s47 offen offset:2548
buffer_store_format_d16_xy v53, v4, s[48:51], m0 idxen offset:872
buffer_store_format_d16_xy v32, v102, s[12:15], m0 idxen offset:2545 slc
buffer_store_format_d16_xy v119, v135, s[48:51], s84 offen offset:3728 glc
buffer_store_format_d16_xy v196, v13, s[0:3], m0 offen offset:3055
buffer_store_format_d16_xyz v[228:229], v216, s[88:91], s30 offen offset:3888 glc slc
buffer_store_format_d16_xyz v[19:20], v23, s[44:47], s97 offen offset:2400 glc
buffer_store_format_d16_xyzw v[109:110], off, s[0:3], s84 offset:790
buffer_load_ubyte v0, off, s[0:3], 62 slc
buffer_load_sbyte v21, off, s[28:31], m0 offset:3223 slc
buffer_load_sbyte v223, v55, ttmp[4:7], s24 offen
buffer_load_ushort v228, v253, s[40:43], 54 offen offset:3008 glc slc
buffer_load_sshort v7, v117, s[24:27], 13 offen offset:1140 glc slc
buffer_load_sshort v194, v93, s[72:75], s13 offen offset:2581 slc
buffer_load_sshort v244, off, s[0:3], s46 offset:2983
buffer_load_dword v235, v115, s[36:39], s25 idxen glc
buffer_load_dwordx2 v[199:200], v98, s[24:27], 33 offen glc
buffer_load_dwordx2 v[186:187], off, s[4:7], 8 offset:269
buffer_load_dwordx2 v[1:2], v165, s[4:7], xnack_mask_hi idxen
buffer_load_dwordx3 v[27:29], v48, s[88:91], 40 idxen
buffer_load_dwordx3 v[125:127], v133, s[60:63], s63 idxen
buffer_load_dwordx3 v[208:210], v171, s[76:79], m0 offen offset:375
buffer_load_dwordx3 v[253:255], v255, s[28:31], s17 idxen
buffer_load_dwordx4 v[198:201], v76, s[16:19], m0 offen offset:3731
buffer_load_dwordx4 v[175:178], v254, s[68:71], m0 offen offset:582 glc
buffer_load_dwordx4 v[139:142], off, s[4:7], s90 offset:842 slc
buffer_store_byte v247, v23, s[28:31], vcc_hi idxen offset:3587 glc
buffer_store_byte_d16_hi v21, v25, s[60:63], s72 offen offset:1245 glc
buffer_store_byte_d16_hi v10, v95, s[48:51], m0 idxen offset:3722
buffer_store_byte_d16_hi v121, off, ttmp[8:11], s9 offset:465
buffer_store_short v176, v216, s[36:39], s70 idxen offset:3827
buffer_store_short v22, off, s[56:59], s81 offset:322 glc slc
buffer_store_short v31, v1, s[40:43], 25 offen offset:1926 glc
buffer_store_short_d16_hi v113, v4, s[20:23], s48 offen offset:3882 slc
buffer_store_short_d16_hi v255, off, s[0:3], m0 glc
buffer_store_short_d16_hi v29, v25, s[32:35], s57 offen offset:1361 slc
buffer_store_dword v227, v202, s[24:27], s40 idxen offset:2821 glc
buffer_store_dword v220, v25, s[16:19], m0 idxen slc
buffer_store_dword v26, off, s[88:91], m0 offset:404 glc
buffer_store_dword v224, v1, s[32:35], s89 offen offset:3104
buffer_store_dwordx2 v[28:29], off, s[28:31], s2 offset:3757 glc
buffer_store_dwordx2 v[116:117], v207, s[84:87], s75 offen offset:3528 slc
buffer_store_dwordx3 v[157:159], v14, s[44:47], s16 offen glc
buffer_store_dwordx3 v[58:60], off, s[84:87], 8 slc
buffer_store_dwordx3 v[81:83], v101, s[36:39], 37 offen offset:782 glc slc
buffer_store_dwordx3 v[90:92], v240, s[36:39], s19 idxen offset:2921 slc
buffer_store_dwordx4 v[119:122], v91, s[92:95], s62 offen offset:4054
buffer_load_ubyte_d16 v6, v108, s[28:31], m0 offen offset:3688
buffer_load_ubyte_d16 v120, v51, s[92:95], s6 idxen offset:1811 glc
buffer_load_ubyte_d16_hi v1, off, s[16:19], 64 glc
buffer_load_ubyte_d16_hi v14, v98, s[20:23], xnack_mask_hi idxen offset:1383 glc
buffer_load_ubyte_d16_hi v151, v230, s[0:3], m0 idxen
buffer_load_ubyte_d16_hi v212, v217, s[56:59], m0 idxen offset:3105 slc
buffer_load_sbyte_d16 v172, v28, s[12:15], s63 idxen offset:2826
buffer_load_sbyte_d16 v27, off, s[0:3], s38 offset:3458 slc
buffer_load_short_d16 v123, v25, s[92:95], exec_hi offen offset:1980 slc
buffer_load_short_d16 v19, v255, s[68:71], s92 offen offset:365
buffer_load_short_d16 v57, v204, s[16:19], -7 offen slc
buffer_load_short_d16_hi v146, v132, s[12:15], s10 offen offset:3665 slc
buffer_load_short_d16_hi v68, off, s[28:31], s34 offset:2565
buffer_load_format_d16_hi_x v2, v151, s[72:75], s65 offen glc
buffer_load_format_d16_hi_x v17, v202, s[84:87], s86 offen offset:2067
buffer_store_format_d16_hi_x v76, v29, s[84:87], s41 offen offset:2489 glc slc
buffer_store_format_d16_hi_x v139, v18, s[72:75], m0 idxen offset:3992 slc
buffer_store_format_d16_hi_x v106, v78, s[56:59], s73 offen offset:1961 slc
buffer_store_format_d16_hi_x v53, v73, s[20:23], -12 offen offset:1749
buffer_wbinvl1
buffer_wbinvl1_vol
buffer_atomic_swap v241, off, s[28:31], m0 offset:218 glc
buffer_atomic_swap v10, v255, s[80:83], 50 offen offset:1701
buffer_atomic_cmpswap v[254:255], v154, s[44:47], m0 idxen
buffer_atomic_cmpswap v[254:255], off, s[16:19], 36 offset:870 slc
buffer_atomic_cmpswap v[142:143], v255, s[32:35], m0 offen offset:3104 slc
buffer_atomic_add v46, v235, s[32:35], 5 offen offset:1397
buffer_atomic_add v205, v255, s[48:51], s47 offen offset:3603 slc
buffer_atomic_add v54, v35, s[44:47], s58 idxen
buffer_atomic_add v31, v14, s[80:83], s56 idxen
buffer_atomic_sub v26, v85, s[64:67], s42 offen offset:2942 slc
buffer_atomic_sub v26, v252, s[4:7], m0 idxen offset:1800
buffer_atomic_sub v43, v88, s[84:87], m0 offen
buffer_atomic_sub v67, v180, s[68:71], 54 idxen offset:2945
buffer_atomic_smin v58, v30, s[60:63], 16 offen offset:117
buffer_atomic_smin v255, v181, s[8:11], -5 offen offset:2136 slc
buffer_atomic_smin v27, v164, ttmp[8:11], s39 idxen slc
buffer_atomic_umin v255, v8, s[12:15], m0 offen offset:1716
buffer_atomic_umin v139, v7, s[36:39], m0 offen offset:2472 glc slc
buffer_atomic_smax v18, v8, s[56:59], 4 idxen glc slc
buffer_atomic_smax v156, off, s[68:71], -8 offset:3943 glc
buffer_atomic_smax v110, off, s[20:23], s93 offset:1105 slc
buffer_atomic_smax v106, v9, ttmp[12:15], s101 offen offset:1004 glc
buffer_atomic_umax v225, v29, s[72:75], s24 idxen offset:1113 glc slc
buffer_atomic_umax v2, v10, s[96:99], s43 idxen offset:2824
buffer_atomic_umax v181, off, s[12:15], -16 offset:159 slc
buffer_atomic_umax v255, v26, s[32:35], m0 idxen offset:1601 glc
buffer_atomic_and v18, v29, s[56:59], 29 idxen offset:3058 slc
buffer_atomic_and v19, off, s[48:51], 64 offset:1216
buffer_atomic_and v159, v114, s[48:51], s85 offen offset:2915
buffer_atomic_and v26, off, s[4:7], m0 offset:2049 glc
buffer_atomic_or v25, v255, s[80:83], m0 idxen offset:3276
buffer_atomic_or v147, v110, s[76:79], m0 offen offset:2015 slc
buffer_atomic_or v39, v18, s[4:7], -3 offen offset:2634
buffer_atomic_or v243, v255, s[36:39], m0 idxen
buffer_atomic_xor v25, v5, s[0:3], m0 offen offset:743
buffer_atomic_xor v25, off, s[28:31], s101 slc
buffer_atomic_xor v223, v237, s[20:23], m0 offen offset:959
buffer_atomic_xor v24, off, s[36:39], s29 offset:3549 glc slc
buffer_atomic_inc v0, v247, s[20:23], ttmp15 idxen glc
buffer_atomic_inc v92, v28, s[88:91], s90 offen
buffer_atomic_inc v218, v13, s[28:31], 16 offen offset:3244
buffer_atomic_dec v79, off, s[8:11], m0 offset:3500
buffer_atomic_dec v232, off, s[24:27], m0 offset:1074 glc slc
buffer_atomic_dec v172, off, s[32:35], s68 offset:816 glc
buffer_atomic_swap_x2 v[106:107], v250, s[68:71], 61 offen
buffer_atomic_swap_x2 v[17:18], v212, s[76:79], m0 offen offset:2091
buffer_atomic_swap_x2 v[254:255], off, s[48:51], m0 glc
buffer_atomic_swap_x2 v[155:156], v7, s[64:67], -9 offen offset:1947 slc
buffer_atomic_cmpswap_x2 v[0:3], off, s[24:27], m0 offset:3885 glc
buffer_atomic_cmpswap_x2 v[126:129], v42, s[68:71], 12 offen offset:2678
buffer_atomic_cmpswap_x2 v[109:112], v3, s[24:27], s58 idxen offset:2777 slc
buffer_atomic_add_x2 v[29:30], v227, s[20:23], m0 offen glc slc
buffer_atomic_add_x2 v[199:200], v245, s[56:59], s13 offen offset:1565
buffer_atomic_add_x2 v[177:178], v22, s[92:95], ttmp4 idxen offset:275
buffer_atomic_sub_x2 v[130:131], off, s[4:7], 0 offset:3193 glc slc
buffer_atomic_sub_x2 v[149:150], v170, ttmp[4:7], 63 offen offset:3858
buffer_atomic_sub_x2 v[15:16], v255, s[48:51], flat_scratch_hi offen offset:1389 glc slc
buffer_atomic_smin_x2 v[16:17], v19, s[96:99], s15 offen offset:1635
buffer_atomic_smin_x2 v[177:178], off, s[40:43], s63 glc
buffer_atomic_smin_x2 v[68:69], v178, s[12:15], s7 idxen offset:1586 slc
buffer_atomic_umin_x2 v[61:62], v231, s[8:11], 27 offen slc
buffer_atomic_umin_x2 v[228:229], off, s[8:11], s23 offset:1700
buffer_atomic_umin_x2 v[6:7], v111, s[88:91], s62 offen glc
buffer_atomic_umin_x2 v[92:93], v132, s[76:79], m0 offen offset:1618 slc
buffer_atomic_smax_x2 v[9:10], off, s[76:79], m0 offset:4076 glc
buffer_atomic_smax_x2 v[86:87], v28, s[48:51], m0 idxen glc
buffer_atomic_smax_x2 v[119:120], v3, ttmp[12:15], m0 offen
buffer_atomic_umax_x2 v[9:10], v193, s[92:95], -3 offen offset:591 glc
buffer_atomic_umax_x2 v[193:194], v30, s[24:27], m0 offen offset:2079 slc
buffer_atomic_umax_x2 v[4:5], v9, s[4:7], s87 offen offset:1036 glc
buffer_atomic_umax_x2 v[158:159], off, s[24:27], 52 slc
buffer_atomic_and_x2 v[72:73], v130, s[92:95], exec_lo offen offset:1675 glc
buffer_atomic_and_x2 v[27:28], v179, s[60:63], 57 offen glc
buffer_atomic_and_x2 v[8:9], v162, s[60:63], 33 idxen
buffer_atomic_and_x2 v[32:33], v131, s[36:39], m0 offen
buffer_atomic_or_x2 v[126:127], v11, s[76:79], s8 offen offset:237 glc
buffer_atomic_or_x2 v[26:27], v255, s[20:23], s36 idxen offset:3447
buffer_atomic_or_x2 v[163:164], v114, s[84:87], vcc_lo idxen offset:3958 slc
buffer_atomic_xor_x2 v[19:20], v102, s[68:71], s4 offen offset:92 glc slc
buffer_atomic_xor_x2 v[149:150], off, s[84:87], m0 offset:269 glc slc
buffer_atomic_inc_x2 v[200:201], v70, s[28:31], s51 offen glc
buffer_atomic_inc_x2 v[83:84], v15, s[0:3], s68 offen
buffer_atomic_inc_x2 v[13:14], v85, s[0:3], m0 offen offset:12 glc slc
buffer_atomic_dec_x2 v[75:76], off, s[84:87], 23 offset:2736
buffer_atomic_dec_x2 v[59:60], off, s[28:31], s50 offset:2010
buffer_atomic_dec_x2 v[16:17], v106, s[0:3], m0 offen offset:2650 glc
flat_load_ubyte v2, v[200:201] offset:4082
flat_load_ubyte v131, v[30:31] offset:1219
flat_load_ubyte v20, v[99:100] offset:3336 glc
flat_load_ubyte v200, v[159:160] offset:1756
scratch_load_ubyte v123, v255, off offset:3280
scratch_load_ubyte v249, v217, off offset:-2317 glc slc
scratch_load_ubyte v255, v194, off offset:-3547
scratch_load_ubyte v186, off, s46 offset:-3378
global_load_ubyte v191, v12, s[92:93] glc
global_load_ubyte v159, v[105:106], off glc slc
global_load_ubyte v152, v161, s[100:101]
flat_load_sbyte v22, v[14:15] offset:2779 glc slc
flat_load_sbyte v255, v[85:86]
flat_load_sbyte v16, v[240:241] offset:1914
flat_load_sbyte v48, v[53:54] offset:2044 glc
global_load_sbyte v159, v22, s[12:13] glc
global_load_sbyte v109, v[31:32], off offset:3098
global_load_sbyte v252, v24, s[94:95] slc
flat_load_ushort v2, v[31:32] offset:1700 slc
flat_load_ushort v146, v[254:255] glc slc
flat_load_ushort v215, v[254:255] offset:146
flat_load_ushort v31, v[185:186] offset:548 glc slc
scratch_load_ushort v3, off, s45 offset:-2872
scratch_load_ushort v143, v15, off offset:-3462 glc slc
global_load_ushort v84, v[103:104], off offset:446
global_load_ushort v82, v22, s[24:25] offset:-2225 glc slc
flat_load_sshort v8, v[192:193] offset:2302 glc
flat_load_sshort v91, v[49:50] offset:2169
flat_load_sshort v23, v[6:7] slc
flat_load_sshort v255, v[247:248] offset:3918 glc
scratch_load_sshort v185, off, s27 offset:2172
scratch_load_sshort v255, v120, off offset:-1443
scratch_load_sshort v255, off, s32 offset:-283 glc slc
global_load_sshort v169, v[254:255], off glc
global_load_sshort v175, v200, s[92:93] slc
global_load_sshort v24, v[16:17], off offset:-3586 glc
flat_load_dword v6, v[137:138] offset:3531 slc
flat_load_dword v54, v[244:245] offset:545
flat_load_dword v9, v[0:1] offset:4080 glc
flat_load_dword v0, v[20:21] offset:1012
scratch_load_dword v18, off, s73
scratch_load_dword v163, off, s81 offset:1184 glc
scratch_load_dword v24, off, s0
scratch_load_dword v218, v157, off offset:369 glc slc
global_load_dword v231, v255, s[98:99]
global_load_dword v25, v12, s[84:85] offset:1487
global_load_dword v137, v218, s[68:69] offset:-405 glc
global_load_dword v134, v22, s[76:77] offset:-347 glc slc
flat_load_dwordx2 v[69:70], v[22:23] offset:333
flat_load_dwordx2 v[2:3], v[20:21] offset:2580 glc
flat_load_dwordx2 v[254:255], v[65:66] offset:592 glc slc
flat_load_dwordx2 v[144:145], v[31:32] offset:3359 slc
scratch_load_dwordx2 v[29:30], off, s98 offset:-1274 glc
scratch_load_dwordx2 v[93:94], off, s66 offset:983 glc
scratch_load_dwordx2 v[16:17], v24, off offset:3248 glc slc
scratch_load_dwordx2 v[21:22], off, s74 offset:326 slc
global_load_dwordx2 v[68:69], v[152:153], off
global_load_dwordx2 v[213:214], v[73:74], off offset:3778
global_load_dwordx2 v[197:198], v[72:73], off offset:-1924
global_load_dwordx2 v[18:19], v185, s[100:101] offset:2307
flat_load_dwordx3 v[14:16], v[115:116] offset:377
flat_load_dwordx3 v[253:255], v[151:152] offset:3993 slc
flat_load_dwordx3 v[159:161], v[6:7] offset:207 glc
flat_load_dwordx3 v[235:237], v[11:12]
scratch_load_dwordx3 v[115:117], off, s75 offset:-2097 slc
scratch_load_dwordx3 v[110:112], off, s100 offset:-75
scratch_load_dwordx3 v[54:56], off, s92 slc
scratch_load_dwordx3 v[9:11], off, s80 offset:3258
global_load_dwordx3 v[13:15], v[254:255], off offset:2607 slc
global_load_dwordx3 v[83:85], v[254:255], off offset:478
global_load_dwordx3 v[9:11], v[13:14], off offset:-2886
global_load_dwordx3 v[183:185], v165, s[70:71] offset:1339
flat_load_dwordx4 v[8:11], v[29:30] offset:539 glc slc
flat_load_dwordx4 v[122:125], v[81:82] offset:3808 glc
flat_load_dwordx4 v[252:255], v[11:12] offset:1868 glc
flat_load_dwordx4 v[157:160], v[9:10]
scratch_load_dwordx4 v[7:10], v252, off slc
scratch_load_dwordx4 v[208:211], off, s86 offset:-1064 slc
scratch_load_dwordx4 v[243:246], off, s49 slc
scratch_load_dwordx4 v[252:255], v246, off offset:3963 slc
global_load_dwordx4 v[31:34], v[149:150], off offset:3589 glc
global_load_dwordx4 v[66:69], v160, s[4:5] offset:1063
global_load_dwordx4 v[31:34], v179, s[84:85] offset:-983
global_load_dwordx4 v[97:100], v[29:30], off offset:-3483 slc
flat_store_byte v[50:51], v245 offset:3677 slc
flat_store_byte v[169:170], v192 slc
flat_store_byte v[4:5], v26 slc
flat_store_byte v[101:102], v94 glc
scratch_store_byte v21, v3, off offset:3017
scratch_store_byte off, v15, s0 offset:-4083 glc
scratch_store_byte off, v51, s45 offset:-3535 glc slc
scratch_store_byte v81, v131, off glc slc
global_store_byte v255, v17, s[18:19] offset:-1251
global_store_byte v255, v208, s[28:29] glc slc
global_store_byte v[139:140], v68, off offset:-2246
global_store_byte v[198:199], v202, off glc
flat_store_byte_d16_hi v[168:169], v178 offset:3022 slc
flat_store_byte_d16_hi v[20:21], v222 offset:285 slc
flat_store_byte_d16_hi v[187:188], v214 offset:1466 glc
flat_store_byte_d16_hi v[44:45], v127 offset:1762 slc
scratch_store_byte_d16_hi v140, v146, off offset:-588
scratch_store_byte_d16_hi off, v38, s60 offset:500 glc
scratch_store_byte_d16_hi v106, v39, off glc slc
scratch_store_byte_d16_hi off, v26, s84 offset:116 slc
global_store_byte_d16_hi v[254:255], v219, off offset:-1105 glc
global_store_byte_d16_hi v[20:21], v25, off offset:-4005 slc
global_store_byte_d16_hi v17, v14, s[64:65] offset:1051 glc
global_store_byte_d16_hi v17, v255, s[20:21]
flat_store_short v[104:105], v255 offset:3994
flat_store_short v[200:201], v158 offset:4064 slc
flat_store_short v[239:240], v186 offset:3492
flat_store_short v[136:137], v51 glc
scratch_store_short off, v46, s32 offset:1254 slc
scratch_store_short v19, v141, off offset:2957 glc slc
scratch_store_short off, v6, s44 offset:3725
scratch_store_short v3, v12, off offset:-1684 glc
global_store_short v[14:15], v18, off slc
global_store_short v245, v129, s[60:61] offset:1534 glc slc
global_store_short v[34:35], v4, off offset:-118 slc
global_store_short v[254:255], v0, off offset:746 glc slc
flat_store_short_d16_hi v[5:6], v120 offset:346
flat_store_short_d16_hi v[87:88], v29 offset:693 slc
flat_store_short_d16_hi v[96:97], v144 glc
flat_store_short_d16_hi v[75:76], v3 offset:1047 glc slc
scratch_store_short_d16_hi off, v186, s92 offset:-1545 glc
scratch_store_short_d16_hi v5, v255, off offset:3919 slc
scratch_store_short_d16_hi off, v228, s57 offset:3530 slc
scratch_store_short_d16_hi v173, v37, off offset:-869 slc
global_store_short_d16_hi v214, v255, s[18:19] offset:3643 glc slc
global_store_short_d16_hi v[7:8], v46, off offset:3015
global_store_short_d16_hi v[26:27], v27, off
global_store_short_d16_hi v[3:4], v20, off offset:2820
flat_store_dword v[11:12], v9 slc
flat_store_dword v[0:1], v130 offset:4052 glc slc
flat_store_dword v[241:242], v82 offset:1549
flat_store_dword v[28:29], v79 offset:3078 glc
scratch_store_dword v6, v145, off offset:-1915
scratch_store_dword off, v64, s28 offset:1440
scratch_store_dword off, v28, s83 offset:-902 glc slc
scratch_store_dword v255, v212, off offset:3577 glc slc
global_store_dword v[254:255], v172, off glc
global_store_dword v20, v28, s[72:73] offset:717
global_store_dword v255, v14, s[78:79] slc
global_store_dword v[147:148], v173, off offset:1255
flat_store_dwordx2 v[1:2], v[54:55] offset:2408 slc
flat_store_dwordx2 v[98:99], v[0:1] glc
flat_store_dwordx2 v[18:19], v[4:5] offset:1502 slc
flat_store_dwordx2 v[206:207], v[196:197] glc
scratch_store_dwordx2 off, v[131:132], s62 offset:-3301 glc
scratch_store_dwordx2 v150, v[132:133], off offset:973 glc slc
scratch_store_dwordx2 off, v[168:169], s74 glc
scratch_store_dwordx2 off, v[254:255], s26 offset:-2591 glc
global_store_dwordx2 v[2:3], v[23:24], off
global_store_dwordx2 v[40:41], v[110:111], off offset:-1627 glc slc
global_store_dwordx2 v[143:144], v[40:41], off offset:2741 glc
global_store_dwordx2 v31, v[16:17], s[10:11] offset:-3885 slc
flat_store_dwordx3 v[10:11], v[0:2] offset:154 slc
flat_store_dwordx3 v[74:75], v[229:231] slc
flat_store_dwordx3 v[254:255], v[22:24]
flat_store_dwordx3 v[74:75], v[136:138] offset:3817
scratch_store_dwordx3 v25, v[12:14], off offset:3585 slc
scratch_store_dwordx3 v3, v[14:16], off glc
scratch_store_dwordx3 v254, v[23:25], off offset:-2101
scratch_store_dwordx3 v214, v[188:190], off offset:698
global_store_dwordx3 v153, v[143:145], s[26:27] offset:-3905 slc
global_store_dwordx3 v3, v[72:74], s[92:93] offset:1804 slc
global_store_dwordx3 v[5:6], v[23:25], off glc
global_store_dwordx3 v124, v[122:124], s[94:95] offset:-3532 slc
flat_store_dwordx4 v[193:194], v[182:185] offset:1317
flat_store_dwordx4 v[4:5], v[17:20] offset:64
flat_store_dwordx4 v[20:21], v[183:186] offset:3656
flat_store_dwordx4 v[4:5], v[46:49] slc
scratch_store_dwordx4 off, v[30:33], s60 glc
scratch_store_dwordx4 v8, v[154:157], off offset:377
scratch_store_dwordx4 off, v[9:12], s78 offset:2196 slc
scratch_store_dwordx4 v162, v[28:31], off offset:-1163 glc
global_store_dwordx4 v4, v[30:33], s[26:27] offset:-2865
global_store_dwordx4 v[228:229], v[85:88], off offset:2702
global_store_dwordx4 v[7:8], v[4:7], off offset:3410
global_store_dwordx4 v3, v[219:222], s[44:45] slc
flat_load_ubyte_d16 v127, v[254:255] offset:286 glc
flat_load_ubyte_d16 v98, v[254:255] offset:435
flat_load_ubyte_d16 v209, v[8:9] offset:2086
flat_load_ubyte_d16 v238, v[14:15] offset:3410 slc
scratch_load_ubyte_d16 v14, off, s95 offset:-1263 slc
scratch_load_ubyte_d16 v40, off, s37 offset:-3710 glc
scratch_load_ubyte_d16 v28, off, s21 offset:1106 glc slc
scratch_load_ubyte_d16 v12, v19, off
global_load_ubyte_d16 v178, v9, s[66:67] offset:2737 glc
global_load_ubyte_d16 v211, v49, s[94:95] glc slc
global_load_ubyte_d16 v182, v167, s[44:45] offset:-2424 glc slc
global_load_ubyte_d16 v255, v31, s[66:67] offset:3716
flat_load_ubyte_d16_hi v199, v[23:24] offset:1335 glc
flat_load_ubyte_d16_hi v76, v[214:215] offset:3615
flat_load_ubyte_d16_hi v31, v[196:197] offset:547 glc
flat_load_ubyte_d16_hi v255, v[158:159] offset:2509 glc slc
scratch_load_ubyte_d16_hi v255, v15, off slc
scratch_load_ubyte_d16_hi v18, v142, off offset:-3795 glc slc
scratch_load_ubyte_d16_hi v255, off, s62 offset:3136 slc
scratch_load_ubyte_d16_hi v25, off, s88
global_load_ubyte_d16_hi v255, v16, s[84:85] offset:1363 glc slc
global_load_ubyte_d16_hi v176, v[19:20], off offset:-2258 slc
global_load_ubyte_d16_hi v229, v[73:74], off offset:-865 glc
global_load_ubyte_d16_hi v68, v206, s[38:39] offset:3578 glc slc
flat_load_sbyte_d16 v187, v[28:29] offset:1419 slc
flat_load_sbyte_d16 v26, v[216:217] slc
flat_load_sbyte_d16 v198, v[27:28] offset:3173
flat_load_sbyte_d16 v255, v[144:145] offset:1483 glc slc
scratch_load_sbyte_d16 v13, off, s82 glc slc
scratch_load_sbyte_d16 v132, v252, off offset:-2914 slc
scratch_load_sbyte_d16 v255, off, s50 offset:-4087 glc
scratch_load_sbyte_d16 v186, off, s41 offset:748 slc
global_load_sbyte_d16 v246, v[156:157], off offset:-1053 glc slc
global_load_sbyte_d16 v188, v[137:138], off glc slc
global_load_sbyte_d16 v112, v[135:136], off offset:1780 slc
global_load_sbyte_d16 v18, v210, s[12:13] offset:2948 glc
flat_load_sbyte_d16_hi v155, v[89:90] offset:449 glc
flat_load_sbyte_d16_hi v11, v[7:8] offset:299 slc
flat_load_sbyte_d16_hi v25, v[147:148]
flat_load_sbyte_d16_hi v236, v[5:6]
scratch_load_sbyte_d16_hi v10, v134, off offset:-1633 glc slc
scratch_load_sbyte_d16_hi v44, off, s72 offset:2475 glc slc
scratch_load_sbyte_d16_hi v14, v10, off glc slc
scratch_load_sbyte_d16_hi v255, off, s76 offset:-2236
global_load_sbyte_d16_hi v255, v[221:222], off slc
global_load_sbyte_d16_hi v7, v[14:15], off offset:1073 glc
global_load_sbyte_d16_hi v241, v[96:97], off slc
global_load_sbyte_d16_hi v250, v[254:255], off slc
flat_load_short_d16 v123, v[157:158] offset:290
flat_load_short_d16 v28, v[12:13] offset:3362 glc slc
flat_load_short_d16 v26, v[144:145] offset:2144 glc slc
flat_load_short_d16 v198, v[203:204] offset:3123 glc slc
scratch_load_short_d16 v116, off, s77 offset:-3804 glc slc
scratch_load_short_d16 v24, v144, off offset:-53 slc
scratch_load_short_d16 v21, off, s45 offset:-2650
scratch_load_short_d16 v225, v15, off offset:1753 glc slc
global_load_short_d16 v235, v153, s[78:79] offset:-1583
global_load_short_d16 v79, v[25:26], off glc
global_load_short_d16 v245, v[35:36], off slc
global_load_short_d16 v32, v1, s[68:69] offset:-4078
flat_load_short_d16_hi v110, v[81:82]
flat_load_short_d16_hi v0, v[12:13] offset:2366 slc
flat_load_short_d16_hi v207, v[254:255] offset:2245 glc slc
flat_load_short_d16_hi v204, v[217:218] slc
scratch_load_short_d16_hi v164, off, s83 offset:-3279
scratch_load_short_d16_hi v31, off, s42 offset:826
scratch_load_short_d16_hi v255, v167, off offset:796 glc slc
scratch_load_short_d16_hi v255, v218, off offset:1947 slc
global_load_short_d16_hi v122, v[30:31], off slc
global_load_short_d16_hi v98, v75, s[44:45] slc
global_load_short_d16_hi v124, v[136:137], off offset:3978
global_load_short_d16_hi v158, v[140:141], off offset:-2174 glc slc
flat_atomic_swap v[1:2], v14 offset:1031
flat_atomic_swap v[254:255], v12 slc
flat_atomic_swap v[8:9], v73 offset:1845 slc
flat_atomic_swap v[129:130], v102 offset:859
flat_atomic_swap v18, v[26:27], v94 offset:2646 glc
flat_atomic_swap v27, v[23:24], v255 glc
flat_atomic_swap v2, v[120:121], v255 glc slc
flat_atomic_swap v137, v[226:227], v227 offset:2110 glc
global_atomic_swap v31, v20, s[46:47]
global_atomic_swap v[89:90], v83, off offset:-2759
global_atomic_swap v26, v21, s[44:45]
global_atomic_swap v[20:21], v80, off offset:2075
global_atomic_swap v22, v[206:207], v20, off offset:-2910 glc
global_atomic_swap v26, v[26:27], v19, off offset:-3014 glc slc
global_atomic_swap v13, v[17:18], v255, off offset:2465 glc
global_atomic_swap v248, v[254:255], v150, off offset:3014 glc slc
flat_atomic_cmpswap v[146:147], v[254:255] offset:3865 slc
flat_atomic_cmpswap v[230:231], v[233:234] offset:3840 slc
flat_atomic_cmpswap v[20:21], v[81:82]
flat_atomic_cmpswap v[200:201], v[0:1] offset:1615
flat_atomic_cmpswap v14, v[14:15], v[57:58] offset:2255 glc slc
flat_atomic_cmpswap v206, v[40:41], v[214:215] offset:1537 glc
flat_atomic_cmpswap v255, v[116:117], v[169:170] glc
flat_atomic_cmpswap v2, v[18:19], v[4:5] offset:1945 glc
global_atomic_cmpswap v29, v[26:27], s[50:51] offset:2565
global_atomic_cmpswap v255, v[4:5], s[56:57] offset:3533
global_atomic_cmpswap v[3:4], v[254:255], off
global_atomic_cmpswap v194, v[1:2], s[98:99] offset:1422 slc
global_atomic_cmpswap v18, v127, v[68:69], s[32:33] offset:2440 glc slc
global_atomic_cmpswap v65, v83, v[3:4], s[18:19] offset:3331 glc
global_atomic_cmpswap v99, v[18:19], v[113:114], off glc slc
global_atomic_cmpswap v31, v217, v[106:107], s[20:21] offset:40 glc
flat_atomic_add v[96:97], v26 offset:3262 slc
flat_atomic_add v[81:82], v58 offset:471
flat_atomic_add v[17:18], v9 offset:2960
flat_atomic_add v[254:255], v3 offset:1178
flat_atomic_add v0, v[8:9], v163 offset:1270 glc
flat_atomic_add v73, v[138:139], v22 offset:3700 glc slc
flat_atomic_add v23, v[4:5], v23 glc
flat_atomic_add v255, v[254:255], v28 glc
global_atomic_add v19, v10, s[10:11] offset:1286 slc
global_atomic_add v[154:155], v1, off
global_atomic_add v91, v68, s[44:45] offset:-3722
global_atomic_add v255, v17, s[48:49] offset:3831 slc
global_atomic_add v247, v[10:11], v57, off offset:1087 glc
global_atomic_add v189, v[20:21], v49, off glc
global_atomic_add v160, v[254:255], v60, off glc
global_atomic_add v201, v[121:122], v52, off glc
flat_atomic_sub v[107:108], v145 offset:3399
flat_atomic_sub v[11:12], v90 offset:951
flat_atomic_sub v[1:2], v62 offset:2975
flat_atomic_sub v[11:12], v2
flat_atomic_sub v19, v[73:74], v4 offset:1688 glc
flat_atomic_sub v255, v[159:160], v138 glc slc
flat_atomic_sub v255, v[178:179], v15 offset:3889 glc
flat_atomic_sub v17, v[247:248], v9 glc
global_atomic_sub v3, v22, s[100:101] offset:-1870 slc
global_atomic_sub v[44:45], v255, off offset:-1366
global_atomic_sub v195, v255, s[94:95] offset:-754
global_atomic_sub v7, v238, s[18:19] offset:-579 slc
global_atomic_sub v9, v7, v192, s[56:57] offset:-2448 glc slc
global_atomic_sub v39, v12, v19, s[44:45] offset:-547 glc slc
global_atomic_sub v229, v[165:166], v8, off offset:-3711 glc slc
global_atomic_sub v133, v0, v84, s[54:55] offset:-2605 glc
flat_atomic_smin v[238:239], v165 offset:3992
flat_atomic_smin v[59:60], v210 slc
flat_atomic_smin v[177:178], v147 offset:1830 slc
flat_atomic_smin v[213:214], v190 offset:3778 slc
flat_atomic_smin v8, v[190:191], v212 offset:1185 glc
flat_atomic_smin v3, v[18:19], v6 offset:22 glc
flat_atomic_smin v18, v[24:25], v3 offset:205 glc
flat_atomic_smin v16, v[194:195], v9 offset:148 glc
global_atomic_smin v[52:53], v112, off
global_atomic_smin v15, v234, s[98:99]
global_atomic_smin v[111:112], v5, off offset:-102 slc
global_atomic_smin v75, v10, s[70:71]
global_atomic_smin v10, v[152:153], v155, off offset:-3783 glc
global_atomic_smin v224, v[81:82], v202, off offset:-2528 glc slc
global_atomic_smin v106, v[24:25], v15, off glc slc
global_atomic_smin v186, v[254:255], v112, off offset:398 glc
flat_atomic_umin v[51:52], v109 offset:1142 slc
flat_atomic_umin v[139:140], v184 offset:524
flat_atomic_umin v[133:134], v30 offset:2333
flat_atomic_umin v[192:193], v15 offset:3076
flat_atomic_umin v255, v[185:186], v26 glc
flat_atomic_umin v9, v[97:98], v255 offset:2548 glc slc
flat_atomic_umin v20, v[150:151], v30 glc
flat_atomic_umin v33, v[20:21], v18 offset:1153 glc
global_atomic_umin v98, v73, s[44:45] offset:3004
global_atomic_umin v[25:26], v54, off
global_atomic_umin v11, v64, s[22:23] offset:1688
global_atomic_umin v[88:89], v156, off offset:2256
global_atomic_umin v255, v[77:78], v69, off offset:2477 glc slc
global_atomic_umin v42, v82, v247, s[38:39] offset:-987 glc
global_atomic_umin v255, v1, v221, s[92:93] glc slc
global_atomic_umin v3, v[22:23], v28, off offset:104 glc slc
flat_atomic_smax v[11:12], v20 offset:3459 slc
flat_atomic_smax v[31:32], v9
flat_atomic_smax v[30:31], v74 slc
flat_atomic_smax v[107:108], v19 offset:2355
flat_atomic_smax v177, v[99:100], v135 offset:1423 glc
flat_atomic_smax v137, v[254:255], v192 offset:2361 glc
flat_atomic_smax v218, v[254:255], v19 glc slc
flat_atomic_smax v25, v[141:142], v224 offset:687 glc
global_atomic_smax v8, v162, s[56:57]
global_atomic_smax v255, v73, s[0:1] offset:3468 slc
global_atomic_smax v[103:104], v31, off offset:2856
global_atomic_smax v36, v255, s[94:95] slc
global_atomic_smax v154, v[11:12], v67, off glc
global_atomic_smax v5, v116, v7, s[100:101] glc slc
global_atomic_smax v255, v255, v177, s[14:15] glc slc
global_atomic_smax v244, v18, v23, s[60:61] glc
flat_atomic_umax v[15:16], v202
flat_atomic_umax v[16:17], v230
flat_atomic_umax v[160:161], v194 offset:3277 slc
flat_atomic_umax v[216:217], v55 offset:778
flat_atomic_umax v255, v[254:255], v121 glc
flat_atomic_umax v77, v[8:9], v17 offset:3207 glc
flat_atomic_umax v210, v[29:30], v199 offset:1357 glc slc
flat_atomic_umax v115, v[254:255], v86 glc
global_atomic_umax v8, v167, s[16:17] slc
global_atomic_umax v27, v28, s[76:77] offset:-4090
global_atomic_umax v[82:83], v103, off offset:1580
global_atomic_umax v105, v60, s[28:29] offset:-2589
global_atomic_umax v79, v79, v134, s[0:1] glc slc
global_atomic_umax v255, v108, v27, s[78:79] glc
global_atomic_umax v133, v255, v82, s[24:25] offset:3980 glc slc
global_atomic_umax v107, v[31:32], v158, off glc
flat_atomic_and v[5:6], v20 offset:1897 slc
flat_atomic_and v[35:36], v24 slc
flat_atomic_and v[52:53], v162 offset:2160
flat_atomic_and v[20:21], v212
flat_atomic_and v27, v[54:55], v255 offset:3836 glc
flat_atomic_and v10, v[105:106], v212 glc slc
flat_atomic_and v120, v[90:91], v4 offset:616 glc
flat_atomic_and v14, v[7:8], v65 offset:2875 glc
global_atomic_and v253, v121, s[0:1]
global_atomic_and v[17:18], v17, off offset:-3824 slc
global_atomic_and v[98:99], v23, off
global_atomic_and v205, v2, s[8:9] offset:-2291 slc
global_atomic_and v222, v[10:11], v184, off offset:-1153 glc
global_atomic_and v19, v220, v71, s[60:61] offset:577 glc slc
global_atomic_and v178, v28, v29, s[42:43] glc slc
global_atomic_and v12, v[70:71], v196, off offset:-3184 glc slc
flat_atomic_or v[12:13], v225 slc
flat_atomic_or v[28:29], v21
flat_atomic_or v[106:107], v16 offset:3820
flat_atomic_or v[1:2], v114 offset:3066
flat_atomic_or v184, v[14:15], v16 glc slc
flat_atomic_or v23, v[143:144], v255 offset:3813 glc
flat_atomic_or v75, v[14:15], v229 offset:2042 glc slc
flat_atomic_or v27, v[20:21], v191 offset:1192 glc
global_atomic_or v167, v28, s[48:49] offset:-3123
global_atomic_or v141, v6, s[50:51] slc
global_atomic_or v[220:221], v36, off slc
global_atomic_or v[195:196], v14, off slc
global_atomic_or v1, v[254:255], v27, off glc
global_atomic_or v28, v[250:251], v32, off glc slc
global_atomic_or v28, v255, v6, s[44:45] glc
global_atomic_or v5, v[15:16], v205, off glc
flat_atomic_xor v[35:36], v171 slc
flat_atomic_xor v[25:26], v213 slc
flat_atomic_xor v[243:244], v3 offset:2026
flat_atomic_xor v[12:13], v24 offset:1284
flat_atomic_xor v28, v[1:2], v80 offset:2479 glc
flat_atomic_xor v59, v[19:20], v18 offset:394 glc
flat_atomic_xor v16, v[8:9], v26 offset:1429 glc slc
flat_atomic_xor v4, v[56:57], v105 glc slc
global_atomic_xor v[76:77], v2, off slc
global_atomic_xor v228, v255, s[4:5] offset:-3769 slc
global_atomic_xor v192, v183, s[60:61] offset:-3423
global_atomic_xor v[4:5], v205, off offset:-2735
global_atomic_xor v24, v76, v255, s[14:15] offset:3935 glc
global_atomic_xor v254, v[106:107], v6, off offset:-2790 glc
global_atomic_xor v146, v84, v26, s[16:17] offset:-1490 glc
global_atomic_xor v8, v132, v240, s[4:5] offset:433 glc slc
flat_atomic_inc v[17:18], v25 slc
flat_atomic_inc v[177:178], v30 offset:999 slc
flat_atomic_inc v[43:44], v4 slc
flat_atomic_inc v[254:255], v9
flat_atomic_inc v8, v[15:16], v33 offset:989 glc
flat_atomic_inc v46, v[151:152], v255 offset:3687 glc
flat_atomic_inc v198, v[72:73], v158 glc slc
flat_atomic_inc v6, v[53:54], v0 offset:3843 glc
global_atomic_inc v14, v26, s[14:15] offset:-1440
global_atomic_inc v[0:1], v4, off offset:2918
global_atomic_inc v255, v162, s[58:59]
global_atomic_inc v6, v96, s[98:99] offset:-990
global_atomic_inc v255, v131, v250, s[44:45] glc slc
global_atomic_inc v255, v234, v255, s[66:67] offset:-3188 glc slc
global_atomic_inc v98, v104, v66, s[88:89] offset:-3321 glc
global_atomic_inc v24, v[27:28], v116, off glc slc
flat_atomic_dec v[121:122], v26 offset:1139
flat_atomic_dec v[159:160], v255 offset:323
flat_atomic_dec v[16:17], v23 slc
flat_atomic_dec v[254:255], v30 slc
flat_atomic_dec v61, v[77:78], v250 glc slc
flat_atomic_dec v165, v[251:252], v12 glc
flat_atomic_dec v4, v[91:92], v104 offset:1087 glc
flat_atomic_dec v255, v[31:32], v17 glc
global_atomic_dec v[203:204], v48, off offset:2192 slc
global_atomic_dec v109, v61, s[98:99]
global_atomic_dec v[9:10], v104, off slc
global_atomic_dec v[25:26], v48, off offset:-3185 slc
global_atomic_dec v127, v22, v31, s[38:39] glc
global_atomic_dec v9, v202, v4, s[98:99] glc
global_atomic_dec v209, v23, v213, s[62:63] glc slc
global_atomic_dec v90, v[44:45], v44, off glc slc
flat_atomic_swap_x2 v[20:21], v[46:47] offset:3047
flat_atomic_swap_x2 v[156:157], v[36:37] offset:3175 slc
flat_atomic_swap_x2 v[19:20], v[254:255]
flat_atomic_swap_x2 v[8:9], v[137:138] offset:1997 slc
flat_atomic_swap_x2 v[6:7], v[48:49], v[2:3] offset:14 glc slc
flat_atomic_swap_x2 v[27:28], v[6:7], v[18:19] offset:1621 glc slc
flat_atomic_swap_x2 v[16:17], v[204:205], v[214:215] offset:3852 glc slc
flat_atomic_swap_x2 v[21:22], v[69:70], v[254:255] offset:2640 glc
global_atomic_swap_x2 v[126:127], v[15:16], off
global_atomic_swap_x2 v[21:22], v[9:10], off offset:-2684 slc
global_atomic_swap_x2 v[14:15], v[14:15], off
global_atomic_swap_x2 v134, v[20:21], s[84:85] offset:-1835 slc
global_atomic_swap_x2 v[123:124], v[254:255], v[14:15], off glc slc
global_atomic_swap_x2 v[3:4], v[225:226], v[238:239], off glc
global_atomic_swap_x2 v[254:255], v[19:20], v[17:18], off offset:-993 glc
global_atomic_swap_x2 v[205:206], v255, v[107:108], s[82:83] offset:2606 glc
flat_atomic_cmpswap_x2 v[222:223], v[8:11] offset:3620
flat_atomic_cmpswap_x2 v[31:32], v[5:8] offset:177
flat_atomic_cmpswap_x2 v[214:215], v[9:12] offset:3203
flat_atomic_cmpswap_x2 v[27:28], v[106:109] offset:321
flat_atomic_cmpswap_x2 v[56:57], v[4:5], v[143:146] offset:2373 glc
flat_atomic_cmpswap_x2 v[0:1], v[163:164], v[5:8] offset:3294 glc slc
flat_atomic_cmpswap_x2 v[55:56], v[104:105], v[116:119] offset:1710 glc
flat_atomic_cmpswap_x2 v[21:22], v[83:84], v[251:254] glc slc
global_atomic_cmpswap_x2 v[25:26], v[242:245], off offset:-3186
global_atomic_cmpswap_x2 v128, v[209:212], s[28:29] offset:-1378
global_atomic_cmpswap_x2 v[55:56], v[160:163], off offset:3381
global_atomic_cmpswap_x2 v43, v[201:204], s[24:25] offset:-161
global_atomic_cmpswap_x2 v[26:27], v8, v[66:69], s[46:47] offset:-1644 glc
global_atomic_cmpswap_x2 v[138:139], v34, v[168:171], s[62:63] offset:-4059 glc
global_atomic_cmpswap_x2 v[16:17], v179, v[1:4], s[66:67] offset:-277 glc
global_atomic_cmpswap_x2 v[198:199], v[108:109], v[252:255], off offset:-485 glc
flat_atomic_add_x2 v[11:12], v[3:4] offset:3387
flat_atomic_add_x2 v[20:21], v[67:68]
flat_atomic_add_x2 v[229:230], v[1:2] slc
flat_atomic_add_x2 v[5:6], v[7:8] offset:482
flat_atomic_add_x2 v[0:1], v[175:176], v[9:10] offset:1189 glc
flat_atomic_add_x2 v[226:227], v[3:4], v[10:11] offset:956 glc
flat_atomic_add_x2 v[109:110], v[27:28], v[44:45] offset:2877 glc slc
flat_atomic_add_x2 v[28:29], v[138:139], v[5:6] offset:3079 glc
global_atomic_add_x2 v[100:101], v[20:21], off offset:-2633
global_atomic_add_x2 v[214:215], v[2:3], off offset:-3535 slc
global_atomic_add_x2 v[18:19], v[63:64], off
global_atomic_add_x2 v[166:167], v[17:18], off offset:912 slc
global_atomic_add_x2 v[12:13], v13, v[3:4], s[32:33] offset:2831 glc
global_atomic_add_x2 v[129:130], v107, v[28:29], s[86:87] offset:-2930 glc
global_atomic_add_x2 v[9:10], v11, v[204:205], s[12:13] offset:-787 glc
global_atomic_add_x2 v[35:36], v99, v[4:5], s[28:29] glc slc
flat_atomic_sub_x2 v[163:164], v[171:172] offset:94 slc
flat_atomic_sub_x2 v[21:22], v[110:111] offset:1336
flat_atomic_sub_x2 v[31:32], v[254:255] offset:1409 slc
flat_atomic_sub_x2 v[32:33], v[26:27] offset:2725
flat_atomic_sub_x2 v[19:20], v[2:3], v[31:32] offset:2680 glc slc
flat_atomic_sub_x2 v[16:17], v[20:21], v[3:4] offset:1291 glc slc
flat_atomic_sub_x2 v[4:5], v[61:62], v[0:1] glc
flat_atomic_sub_x2 v[182:183], v[78:79], v[26:27] offset:2028 glc
global_atomic_sub_x2 v[74:75], v[251:252], off offset:2298
global_atomic_sub_x2 v128, v[2:3], s[6:7] offset:-1070 slc
global_atomic_sub_x2 v[9:10], v[24:25], off offset:689
global_atomic_sub_x2 v1, v[49:50], s[72:73] offset:2257
global_atomic_sub_x2 v[70:71], v185, v[20:21], s[46:47] offset:891 glc slc
global_atomic_sub_x2 v[127:128], v[248:249], v[57:58], off offset:2476 glc
global_atomic_sub_x2 v[10:11], v255, v[249:250], s[60:61] offset:-476 glc slc
global_atomic_sub_x2 v[135:136], v109, v[245:246], s[66:67] glc slc
flat_atomic_smin_x2 v[254:255], v[110:111] offset:55
flat_atomic_smin_x2 v[27:28], v[111:112]
flat_atomic_smin_x2 v[254:255], v[17:18] offset:3319
flat_atomic_smin_x2 v[79:80], v[20:21] offset:1764 slc
flat_atomic_smin_x2 v[14:15], v[254:255], v[105:106] offset:535 glc
flat_atomic_smin_x2 v[189:190], v[21:22], v[26:27] offset:286 glc
flat_atomic_smin_x2 v[254:255], v[29:30], v[248:249] glc
flat_atomic_smin_x2 v[5:6], v[6:7], v[9:10] glc slc
global_atomic_smin_x2 v[3:4], v[146:147], off offset:-1774 slc
global_atomic_smin_x2 v[11:12], v[17:18], off offset:4 slc
global_atomic_smin_x2 v[150:151], v[201:202], off offset:-892
global_atomic_smin_x2 v[17:18], v[96:97], off offset:-431
global_atomic_smin_x2 v[1:2], v[96:97], v[21:22], off glc
global_atomic_smin_x2 v[87:88], v[59:60], v[28:29], off offset:-686 glc
global_atomic_smin_x2 v[139:140], v[233:234], v[99:100], off offset:4010 glc
global_atomic_smin_x2 v[15:16], v[210:211], v[3:4], off glc
flat_atomic_umin_x2 v[61:62], v[96:97]
flat_atomic_umin_x2 v[28:29], v[251:252] offset:1760 slc
flat_atomic_umin_x2 v[68:69], v[0:1] slc
flat_atomic_umin_x2 v[25:26], v[238:239]
flat_atomic_umin_x2 v[22:23], v[17:18], v[67:68] glc slc
flat_atomic_umin_x2 v[61:62], v[20:21], v[56:57] glc
flat_atomic_umin_x2 v[10:11], v[243:244], v[0:1] glc
flat_atomic_umin_x2 v[3:4], v[77:78], v[20:21] glc
global_atomic_umin_x2 v242, v[22:23], s[68:69] offset:244 slc
global_atomic_umin_x2 v[192:193], v[88:89], off
global_atomic_umin_x2 v[214:215], v[44:45], off offset:-1608 slc
global_atomic_umin_x2 v58, v[93:94], s[46:47] offset:-3686
global_atomic_umin_x2 v[140:141], v2, v[79:80], s[2:3] offset:-117 glc
global_atomic_umin_x2 v[171:172], v97, v[28:29], s[64:65] offset:-2049 glc slc
global_atomic_umin_x2 v[31:32], v56, v[52:53], s[74:75] offset:-3225 glc slc
global_atomic_umin_x2 v[64:65], v255, v[12:13], s[68:69] glc slc
flat_atomic_smax_x2 v[254:255], v[19:20]
flat_atomic_smax_x2 v[254:255], v[1:2] offset:1485 slc
flat_atomic_smax_x2 v[7:8], v[185:186] offset:1658
flat_atomic_smax_x2 v[38:39], v[1:2]
flat_atomic_smax_x2 v[224:225], v[88:89], v[254:255] glc
flat_atomic_smax_x2 v[9:10], v[26:27], v[132:133] glc
flat_atomic_smax_x2 v[6:7], v[116:117], v[70:71] offset:555 glc
flat_atomic_smax_x2 v[120:121], v[81:82], v[25:26] glc
global_atomic_smax_x2 v253, v[6:7], s[56:57] offset:-1170 slc
global_atomic_smax_x2 v138, v[160:161], s[4:5] offset:-1547 slc
global_atomic_smax_x2 v255, v[11:12], s[28:29] offset:1017
global_atomic_smax_x2 v26, v[55:56], s[40:41] offset:3897 slc
global_atomic_smax_x2 v[159:160], v[29:30], v[254:255], off glc
global_atomic_smax_x2 v[17:18], v[61:62], v[81:82], off offset:-1225 glc
global_atomic_smax_x2 v[70:71], v[113:114], v[144:145], off glc slc
global_atomic_smax_x2 v[36:37], v28, v[168:169], s[36:37] glc
flat_atomic_umax_x2 v[111:112], v[58:59] offset:2206
flat_atomic_umax_x2 v[254:255], v[8:9]
flat_atomic_umax_x2 v[186:187], v[19:20] offset:4082
flat_atomic_umax_x2 v[254:255], v[27:28] offset:1176
flat_atomic_umax_x2 v[88:89], v[53:54], v[254:255] offset:643 glc slc
flat_atomic_umax_x2 v[73:74], v[45:46], v[73:74] glc slc
flat_atomic_umax_x2 v[140:141], v[111:112], v[25:26] glc slc
flat_atomic_umax_x2 v[225:226], v[210:211], v[251:252] glc slc
global_atomic_umax_x2 v[168:169], v[234:235], off offset:815
global_atomic_umax_x2 v[156:157], v[254:255], off offset:-723 slc
global_atomic_umax_x2 v64, v[184:185], s[26:27] offset:-2163 slc
global_atomic_umax_x2 v0, v[213:214], s[50:51]
global_atomic_umax_x2 v[9:10], v255, v[58:59], s[14:15] offset:-3840 glc
global_atomic_umax_x2 v[108:109], v[15:16], v[232:233], off offset:-1617 glc slc
global_atomic_umax_x2 v[254:255], v[166:167], v[27:28], off offset:-3280 glc
global_atomic_umax_x2 v[160:161], v223, v[15:16], s[92:93] offset:3048 glc
flat_atomic_and_x2 v[28:29], v[13:14] offset:270
flat_atomic_and_x2 v[23:24], v[19:20] slc
flat_atomic_and_x2 v[29:30], v[94:95]
flat_atomic_and_x2 v[129:130], v[0:1] offset:2702
flat_atomic_and_x2 v[13:14], v[29:30], v[141:142] offset:347 glc slc
flat_atomic_and_x2 v[173:174], v[139:140], v[21:22] offset:2570 glc
flat_atomic_and_x2 v[112:113], v[40:41], v[136:137] offset:1942 glc
flat_atomic_and_x2 v[24:25], v[202:203], v[10:11] glc slc
global_atomic_and_x2 v115, v[212:213], s[96:97] offset:-1204
global_atomic_and_x2 v[218:219], v[57:58], off offset:-3312
global_atomic_and_x2 v[2:3], v[62:63], off offset:299
global_atomic_and_x2 v5, v[233:234], s[14:15] offset:3476 slc
global_atomic_and_x2 v[25:26], v[6:7], v[0:1], off glc slc
global_atomic_and_x2 v[228:229], v[15:16], v[66:67], off offset:3045 glc slc
global_atomic_and_x2 v[4:5], v[7:8], v[229:230], off offset:747 glc
global_atomic_and_x2 v[190:191], v[254:255], v[30:31], off offset:-1425 glc
flat_atomic_or_x2 v[25:26], v[254:255] slc
flat_atomic_or_x2 v[35:36], v[60:61] offset:454
flat_atomic_or_x2 v[214:215], v[26:27] offset:3908
flat_atomic_or_x2 v[250:251], v[26:27] offset:1082
flat_atomic_or_x2 v[241:242], v[95:96], v[252:253] offset:1831 glc slc
flat_atomic_or_x2 v[25:26], v[27:28], v[23:24] glc slc
flat_atomic_or_x2 v[59:60], v[7:8], v[254:255] offset:3350 glc slc
flat_atomic_or_x2 v[59:60], v[72:73], v[31:32] glc
global_atomic_or_x2 v14, v[15:16], s[54:55] offset:467
global_atomic_or_x2 v176, v[24:25], s[84:85] offset:1349
global_atomic_or_x2 v[101:102], v[166:167], off
global_atomic_or_x2 v13, v[25:26], s[42:43] offset:-836 slc
global_atomic_or_x2 v[254:255], v[185:186], v[40:41], off offset:3940 glc
global_atomic_or_x2 v[108:109], v[76:77], v[11:12], off offset:-2230 glc
global_atomic_or_x2 v[45:46], v[3:4], v[10:11], off offset:2784 glc
global_atomic_or_x2 v[22:23], v[131:132], v[14:15], off offset:-3894 glc
flat_atomic_xor_x2 v[9:10], v[188:189] offset:803 slc
flat_atomic_xor_x2 v[138:139], v[23:24] offset:841 slc
flat_atomic_xor_x2 v[52:53], v[13:14] offset:1892
flat_atomic_xor_x2 v[165:166], v[9:10] offset:3980
flat_atomic_xor_x2 v[12:13], v[88:89], v[14:15] offset:2793 glc slc
flat_atomic_xor_x2 v[223:224], v[4:5], v[31:32] offset:961 glc
flat_atomic_xor_x2 v[164:165], v[11:12], v[155:156] offset:1904 glc
flat_atomic_xor_x2 v[194:195], v[0:1], v[254:255] glc slc
global_atomic_xor_x2 v27, v[254:255], s[60:61] offset:3839
global_atomic_xor_x2 v109, v[254:255], s[32:33] offset:1898 slc
global_atomic_xor_x2 v[20:21], v[204:205], off
global_atomic_xor_x2 v[6:7], v[23:24], off offset:-2147 slc
global_atomic_xor_x2 v[101:102], v[2:3], v[80:81], off glc
global_atomic_xor_x2 v[163:164], v47, v[84:85], s[50:51] offset:2403 glc slc
global_atomic_xor_x2 v[44:45], v[52:53], v[0:1], off offset:-115 glc
global_atomic_xor_x2 v[10:11], v17, v[194:195], s[86:87] offset:-3204 glc
flat_atomic_inc_x2 v[224:225], v[117:118] offset:4028 slc
flat_atomic_inc_x2 v[76:77], v[19:20] offset:268
flat_atomic_inc_x2 v[14:15], v[201:202] slc
flat_atomic_inc_x2 v[12:13], v[3:4]
flat_atomic_inc_x2 v[22:23], v[208:209], v[99:100] offset:374 glc
flat_atomic_inc_x2 v[15:16], v[31:32], v[8:9] offset:3062 glc slc
flat_atomic_inc_x2 v[1:2], v[155:156], v[141:142] offset:945 glc
flat_atomic_inc_x2 v[76:77], v[254:255], v[80:81] offset:2884 glc slc
global_atomic_inc_x2 v[27:28], v[2:3], off offset:3864
global_atomic_inc_x2 v[24:25], v[23:24], off offset:4001
global_atomic_inc_x2 v[84:85], v[254:255], off offset:4047
global_atomic_inc_x2 v[188:189], v[89:90], off offset:2949
global_atomic_inc_x2 v[176:177], v14, v[2:3], s[66:67] offset:-1263 glc
global_atomic_inc_x2 v[13:14], v[0:1], v[254:255], off offset:3807 glc slc
global_atomic_inc_x2 v[82:83], v[246:247], v[186:187], off offset:-3666 glc
global_atomic_inc_x2 v[11:12], v[76:77], v[254:255], off glc slc
flat_atomic_dec_x2 v[151:152], v[23:24]
flat_atomic_dec_x2 v[238:239], v[10:11] offset:3622
flat_atomic_dec_x2 v[158:159], v[254:255] offset:3417
flat_atomic_dec_x2 v[254:255], v[121:122] offset:2606 slc
flat_atomic_dec_x2 v[24:25], v[90:91], v[24:25] offset:3579 glc
flat_atomic_dec_x2 v[169:170], v[25:26], v[152:153] offset:2386 glc
flat_atomic_dec_x2 v[155:156], v[2:3], v[5:6] glc slc
flat_atomic_dec_x2 v[254:255], v[254:255], v[117:118] offset:2283 glc slc
global_atomic_dec_x2 v141, v[1:2], s[32:33]
global_atomic_dec_x2 v[14:15], v[105:106], off offset:-1308
global_atomic_dec_x2 v0, v[0:1], s[52:53] offset:1718
global_atomic_dec_x2 v109, v[4:5], s[6:7] offset:2950
global_atomic_dec_x2 v[36:37], v[14:15], v[211:212], off offset:-903 glc slc
global_atomic_dec_x2 v[57:58], v252, v[0:1], s[34:35] offset:-3958 glc
global_atomic_dec_x2 v[129:130], v[193:194], v[3:4], off glc slc
global_atomic_dec_x2 v[10:11], v112, v[26:27], s[26:27] glc
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
v_mov_b32 v1, src_lds_direct
v_mov_b32 v1, lds_direct
s_mov_b32 s101, s0
v_mov_b32 v255, v0
s_load_dwordx16 s[84:99], s[2:3], 0x0
s_waitcnt vmcnt(63)
s_waitcnt vmcnt(6) & expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(15)
s_waitcnt vmcnt(20) & expcnt(0) & lgkmcnt(10)
s_waitcnt vmcnt(55), lgkmcnt(0)
s_waitcnt 0x5b51
s_waitcnt 0xe82d
s_waitcnt vmcnt(20) expcnt(0) lgkmcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0)
s_waitcnt 0xc52a
s_waitcnt vmcnt(24)
s_waitcnt vmcnt(0) expcnt(6) lgkmcnt(6)
s_waitcnt vmcnt(37) expcnt(0) lgkmcnt(11)
s_waitcnt vmcnt(20) & expcnt(2) & lgkmcnt(0)
s_waitcnt 0xd6aa
s_waitcnt expcnt(0), lgkmcnt(0)
s_waitcnt vmcnt(22), expcnt(0), lgkmcnt(1)
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(9)
s_waitcnt vmcnt(0) & lgkmcnt(0)
s_waitcnt lgkmcnt(5)
s_waitcnt 0
s_waitcnt expcnt(0)
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
s_getreg_b32 s3, hwreg(HW_REG_TBA_LO, 0, 7)
s_setreg_imm32_b32 hwreg(HW_REG_TMA_LO, 22, 3), 0x3c61276e
s_getreg_b32 s3, hwreg(HW_REG_GPR_ALLOC, 8, 10)
s_setreg_imm32_b32 hwreg(HW_REG_TMA_LO, 12, 9), 0xff09524
s_getreg_b32 s3, hwreg(17, 1, 7)
s_setreg_imm32_b32 hwreg(9, 5, 7), 0x837d0d7f
s_getreg_b32 s3, hwreg(HW_REG_SH_MEM_BASES)
s_setreg_imm32_b32 hwreg(HW_REG_IB_STS), 0x4dc4c793
s_getreg_b32 s3, hwreg(HW_REG_HW_ID)
s_setreg_imm32_b32 hwreg(HW_REG_SH_MEM_BASES, 28, 4), 0x3e50c6
s_getreg_b32 s3, hwreg(HW_REG_LDS_ALLOC)
s_setreg_imm32_b32 hwreg(HW_REG_STATUS), 0x9c942dbc
s_getreg_b32 s3, hwreg(HW_REG_IB_STS, 28, 4)
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID), 0x1c75ffae
s_getreg_b32 s3, hwreg(11, 0, 6)
s_setreg_imm32_b32 hwreg(18, 5, 1), 0x753261f7
s_setreg_imm32_b32 hwreg(HW_REG_SH_MEM_BASES, 8, 7), 0x79455c1c
s_getreg_b32 s3, hwreg(HW_REG_GPR_ALLOC, 24, 1)
s_setreg_imm32_b32 hwreg(HW_REG_STATUS, 4, 9), 0xd49542b4
s_getreg_b32 s3, hwreg(HW_REG_STATUS, 3, 13)
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID), 0x12572502
s_getreg_b32 s3, hwreg(HW_REG_MODE)
s_setreg_imm32_b32 hwreg(HW_REG_IB_STS), 0xdb1ea2a6
s_sendmsg sendmsg(MSG_INTERRUPT)
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
s_set_gpr_idx_mode gpr_idx(SRC1)
s_set_gpr_idx_idx s5
buffer_store_format_xyzw v[10:13], v255, ttmp[8:11], flat_scratch_hi offen offset:2373
buffer_load_sbyte_d16_hi v23, v38, s[8:11], m0 offen offset:2824 glc
scratch_load_sbyte v18, off, s22 offset:1944 slc
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
tbuffer_load_format_x v197, off, s[52:55], s77 offset:854
tbuffer_load_format_x v155, off, s[80:83], m0 format:[BUF_DATA_FORMAT_32_32] glc
tbuffer_load_format_x v224, off, s[56:59], s28 format:[BUF_NUM_FORMAT_RESERVED_6] offset:2120 glc
tbuffer_load_format_x v152, v255, s[8:11], s44 format:[BUF_NUM_FORMAT_SNORM,BUF_DATA_FORMAT_32_32_32] offen glc
tbuffer_load_format_x v243, v48, s[80:83], m0 format:[BUF_NUM_FORMAT_RESERVED_6] offen offset:2176
tbuffer_load_format_x v111, v4, s[44:47], s91 offen offset:537 slc
tbuffer_load_format_xy v[205:206], v25, s[84:87], s93 format:112 idxen offset:667 glc slc
tbuffer_load_format_xy v[61:62], v30, s[40:43], 27 format:[BUF_DATA_FORMAT_32_32_32_32] idxen offset:2560
tbuffer_load_format_xy v[82:83], v7, s[40:43], 56 format:34 idxen offset:859 glc
tbuffer_load_format_xy v[51:52], v96, s[60:63], m0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_SINT] idxen
tbuffer_load_format_xy v[195:196], v203, s[28:31], s48 format:57 offen offset:1475
tbuffer_load_format_xyz v[10:12], v27, s[56:59], 2 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_SSCALED] offen offset:3676
tbuffer_load_format_xyz v[8:10], v195, s[64:67], s55 format:[BUF_NUM_FORMAT_SSCALED,BUF_DATA_FORMAT_32_32_32] offen offset:2360 glc
tbuffer_load_format_xyz v[14:16], off, s[28:31], -13 format:[BUF_DATA_FORMAT_16] glc slc
tbuffer_load_format_xyz v[192:194], off, s[40:43], s31 format:33 offset:1724
tbuffer_load_format_xyz v[90:92], v3, s[56:59], m0 offen offset:682
tbuffer_load_format_xyzw v[51:54], v243, s[28:31], s78 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_UNORM] offen offset:677 slc
tbuffer_load_format_xyzw v[91:94], v250, s[64:67], m0 format:[BUF_NUM_FORMAT_UNORM] offen offset:3075 glc
tbuffer_load_format_xyzw v[14:17], v175, s[44:47], s41 format:[BUF_NUM_FORMAT_SSCALED,BUF_DATA_FORMAT_10_11_11] idxen offset:1091
tbuffer_load_format_xyzw v[31:34], v195, s[44:47], 8 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_RESERVED_6] idxen glc
tbuffer_load_format_xyzw v[187:190], v162, s[20:23], m0 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_2_10_10_10] offen offset:3997 slc
tbuffer_store_format_x v155, v151, s[48:51], m0 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_UINT] idxen
tbuffer_store_format_x v115, v180, s[96:99], s56 format:[BUF_DATA_FORMAT_16_16] idxen offset:3783 glc
tbuffer_store_format_x v249, v15, s[60:63], s35 format:29 idxen offset:120 glc slc
tbuffer_store_format_x v255, v47, s[88:91], 56 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_UINT] idxen offset:3262
tbuffer_store_format_x v255, off, s[16:19], s49 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED]
tbuffer_store_format_xy v[165:166], v50, s[68:71], s66 format:[BUF_NUM_FORMAT_SNORM,BUF_DATA_FORMAT_2_10_10_10] offen offset:1171
tbuffer_store_format_xy v[254:255], v218, s[12:15], s98 format:83 offen offset:324 glc slc
tbuffer_store_format_xy v[147:148], v30, s[48:51], 53 offen glc
tbuffer_store_format_xy v[100:101], v151, s[28:31], 54 format:[BUF_DATA_FORMAT_10_10_10_2] idxen glc
tbuffer_store_format_xy v[153:154], off, s[80:83], flat_scratch_hi format:[BUF_NUM_FORMAT_USCALED,BUF_DATA_FORMAT_32] slc
tbuffer_store_format_xyz v[28:30], off, s[80:83], 60 offset:1937
tbuffer_store_format_xyz v[0:2], v123, s[32:35], m0 offen offset:1526 slc
tbuffer_store_format_xyz v[185:187], v234, s[64:67], flat_scratch_lo format:[BUF_DATA_FORMAT_INVALID] offen glc
tbuffer_store_format_xyz v[202:204], v111, s[16:19], xnack_mask_hi format:[BUF_NUM_FORMAT_RESERVED_6,BUF_DATA_FORMAT_16_16] offen offset:566
tbuffer_store_format_xyz v[244:246], v28, s[36:39], s58 format:[BUF_DATA_FORMAT_RESERVED_15] offen offset:3048 slc
tbuffer_store_format_xyzw v[1:4], v10, s[12:15], 43 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] offen offset:2040 glc
tbuffer_store_format_xyzw v[118:121], v133, s[40:43], m0 format:[BUF_DATA_FORMAT_8] offen slc
tbuffer_store_format_xyzw v[15:18], v71, s[32:35], m0 idxen offset:1827 slc
tbuffer_store_format_xyzw v[160:163], v39, s[4:7], -14 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_16] offen offset:3545
tbuffer_store_format_xyzw v[252:255], v27, s[12:15], s63 format:[BUF_NUM_FORMAT_USCALED] offen offset:4062 slc
tbuffer_store_format_xyzw v[220:223], v178, s[96:99], exec_lo format:75 offen offset:264 glc
tbuffer_load_format_d16_x v8, off, s[24:27], 55 format:101
tbuffer_load_format_d16_x v70, v192, s[36:39], s5 format:[BUF_NUM_FORMAT_UINT,BUF_DATA_FORMAT_32_32_32_32] offen offset:3843 slc
tbuffer_load_format_d16_x v115, v255, s[0:3], s57 format:[BUF_NUM_FORMAT_FLOAT] offen glc slc
tbuffer_load_format_d16_x v26, v112, s[52:55], s78 format:[BUF_DATA_FORMAT_10_10_10_2] offen offset:711 glc
tbuffer_load_format_d16_x v21, off, s[56:59], s41 format:[BUF_NUM_FORMAT_SNORM]
tbuffer_load_format_d16_x v123, off, s[32:35], s93 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_UINT]
tbuffer_load_format_d16_xy v31, v17, s[84:87], s10 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_32_32_32_32] offen
tbuffer_load_format_d16_xy v26, v122, s[8:11], s59 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_RESERVED_6] offen
tbuffer_load_format_d16_xy v30, off, s[24:27], m0 format:[BUF_DATA_FORMAT_32_32] offset:3989
tbuffer_load_format_d16_xy v168, v124, s[76:79], 44 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_SNORM] offen offset:1038 glc
tbuffer_load_format_d16_xyz v[21:22], v15, s[80:83], 42 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_UNORM] offen offset:267 slc
tbuffer_load_format_d16_xyz v[25:26], off, ttmp[12:15], 31 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32_32_32] offset:2192
tbuffer_load_format_d16_xyz v[247:248], v90, s[92:95], s88 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_32_32_32_32] idxen offset:3774 glc slc
tbuffer_load_format_d16_xyz v[68:69], v130, s[96:99], 32 format:[BUF_NUM_FORMAT_SINT,BUF_DATA_FORMAT_8_8] offen glc slc
tbuffer_load_format_d16_xyzw v[251:252], v0, ttmp[4:7], s96 offen offset:1138 slc
tbuffer_load_format_d16_xyzw v[89:90], v4, s[72:75], s22 format:[BUF_DATA_FORMAT_32_32_32_32] offen offset:2279 slc
tbuffer_load_format_d16_xyzw v[199:200], off, s[64:67], m0 format:62 offset:331 glc
tbuffer_store_format_d16_x v255, v14, s[32:35], 56 format:[BUF_NUM_FORMAT_SINT] idxen offset:918 glc
tbuffer_store_format_d16_x v49, v18, s[36:39], 41 format:99 idxen offset:4042
tbuffer_store_format_d16_x v17, v218, s[84:87], s5 format:[BUF_DATA_FORMAT_8_8_8_8] offen offset:1043
tbuffer_store_format_d16_xy v139, v124, s[0:3], m0 format:[BUF_NUM_FORMAT_SNORM] idxen offset:86
tbuffer_store_format_d16_xy v172, v18, s[40:43], m0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_FLOAT] idxen
tbuffer_store_format_d16_xy v54, v25, ttmp[0:3], m0 offen offset:3579 glc
tbuffer_store_format_d16_xy v12, off, s[56:59], m0 format:[BUF_DATA_FORMAT_8_8] offset:2667 glc
tbuffer_store_format_d16_xy v135, v255, ttmp[4:7], s54 format:[BUF_NUM_FORMAT_FLOAT] offen offset:2627
tbuffer_store_format_d16_xyz v[152:153], v217, s[32:35], 58 format:84 offen offset:91 glc
tbuffer_store_format_d16_xyz v[150:151], v4, s[28:31], s89 format:[BUF_NUM_FORMAT_UINT,BUF_DATA_FORMAT_16_16] idxen offset:734 glc slc
tbuffer_store_format_d16_xyz v[0:1], v17, s[40:43], s72 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_FLOAT] offen glc
tbuffer_store_format_d16_xyz v[0:1], v134, s[44:47], m0 format:[BUF_NUM_FORMAT_USCALED,BUF_DATA_FORMAT_16_16_16_16] offen offset:471 glc slc
tbuffer_store_format_d16_xyzw v[26:27], off, s[68:71], m0 format:32 offset:78 glc
tbuffer_store_format_d16_xyzw v[13:14], v16, ttmp[8:11], s8 format:[BUF_NUM_FORMAT_USCALED,BUF_DATA_FORMAT_INVALID] offen glc
tbuffer_store_format_d16_xyzw v[14:15], v29, s[36:39], s92 format:[BUF_NUM_FORMAT_USCALED] idxen offset:3406 slc
tbuffer_store_format_d16_xyzw v[19:20], v249, s[36:39], m0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SNORM] offen offset:3533 glc
tbuffer_store_format_d16_xyzw v[189:190], off, s[84:87], s36 format:[BUF_DATA_FORMAT_16]
tbuffer_store_format_d16_xyzw v[17:18], v28, ttmp[0:3], 33 offen offset:757
L_end:
s_endpgm
