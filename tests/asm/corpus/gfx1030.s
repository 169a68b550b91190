L_top:
s_add_u32 s102, s18, s38
s_sub_u32 s80, s100, s18
s_sub_u32 s49, s5, 1.0
s_add_i32 vcc_hi, s0, s62
s_add_i32 exec_lo, s99, s59
s_sub_i32 s79, s93, -2.0
s_sub_i32 s94, 43, vcc_lo
s_addc_u32 s36, vcc_hi, -2.0
s_addc_u32 s22, s83, s8
s_subb_u32 s26, 0xffff, -4.0
s_subb_u32 vcc_lo, s90, src_pops_exiting_wave_id
s_min_i32 s50, 32, 0.5
s_min_i32 s73, s38, 7
s_min_u32 m0, ttmp6, vcc_lo
s_min_u32 s28, -1.5, -2.0
s_max_i32 s45, s45, src_execz
s_max_i32 exec_lo, 25, 0x12345678
s_max_u32 s91, 38, s13
s_max_u32 s29, 22, exec_lo
s_cselect_b32 s7, -0.5, 43
s_cselect_b32 vcc_lo, 0xdeadbeef, s86
s_cselect_b64 exec, s[92:93], ttmp[14:15]
s_cselect_b64 s[46:47], 0x12345, s[22:23]
s_and_b32 s43, exec_hi, 2.0
s_and_b32 s3, s82, -5
s_and_b64 s[92:93], s[72:73], s[96:97]
s_or_b32 s72, 1.0, s51
s_or_b32 s87, s57, s4
s_or_b64 s[2:3], 0x12345, exec
s_or_b64 s[70:71], s[94:95], 3
s_xor_b32 s23, vcc_lo, exec_hi
s_xor_b32 exec_hi, 3, 100000
s_xor_b64 exec, vcc, 5
s_xor_b64 s[60:61], -2.0, s[2:3]
s_andn2_b32 exec_lo, s49, -12345
s_andn2_b32 s81, 100000, s88
s_andn2_b64 ttmp[14:15], s[76:77], 26
s_andn2_b64 s[92:93], s[38:39], s[88:89]
s_orn2_b32 ttmp12, 15, -0.5
s_orn2_b32 s103, s17, -2
s_orn2_b64 s[60:61], -4.0, ttmp[14:15]
s_orn2_b64 exec, s[16:17], s[86:87]
s_nand_b32 s41, 59, s18
s_nand_b32 m0, s94, -12345
s_nand_b64 s[80:81], 0x12345, 64
s_nor_b32 s104, s62, src_scc
s_nor_b32 s48, m0, s88
s_nor_b64 s[52:53], 60, s[54:55]
s_nor_b64 s[10:11], ttmp[6:7], -2
s_xnor_b32 s69, -12345, s64
s_xnor_b32 ttmp13, exec_lo, 16
s_xnor_b64 s[60:61], 0x12345, 0x12345
s_xnor_b64 ttmp[14:15], -1000, s[48:49]
s_lshl_b32 ttmp1, s60, 61
s_lshl_b32 s58, s67, 100000
s_lshl_b64 s[14:15], 12345678, s39
s_lshl_b64 s[8:9], 16, vcc_hi
s_lshr_b32 s93, 0.5, 30
s_lshr_b32 s45, 4.0, 12
s_lshr_b64 s[62:63], s[48:49], -13
s_lshr_b64 s[94:95], -2.0, ttmp5
s_ashr_i32 vcc_lo, ttmp9, -16
s_ashr_i32 s23, 0.5, s87
s_ashr_i64 s[44:45], 0xffff0000, s82
s_ashr_i64 s[12:13], 0x12345, s78
s_bfm_b32 exec_lo, src_private_base, exec_lo
s_bfm_b32 s49, s73, 29
s_bfm_b64 s[16:17], 59, s5
s_bfm_b64 s[90:91], s80, s25
s_mul_i32 s72, s89, s90
s_mul_i32 exec_lo, src_execz, -12345
s_bfe_u32 s82, s89, 0.15915494
s_bfe_u32 s58, exec_hi, -1.5
s_bfe_i32 vcc_lo, 4.0, -1.5
s_bfe_i32 s29, vcc_hi, 0.15915494
s_bfe_u64 s[62:63], ttmp[14:15], 4.0
s_bfe_u64 ttmp[6:7], 0x7fffffff, s36
s_bfe_i64 s[100:101], vcc, ttmp14
s_bfe_i64 ttmp[14:15], s[14:15], exec_lo
s_absdiff_i32 s65, src_vccz, s100
s_absdiff_i32 exec_hi, 0.15915494, 45
s_lshl1_add_u32 s32, s18, s65
s_lshl1_add_u32 exec_hi, 100000, s84
s_lshl2_add_u32 vcc_lo, 1.0, src_scc
s_lshl2_add_u32 s24, 0xdeadbeef, s93
s_lshl3_add_u32 exec_hi, vcc_lo, 43
s_lshl3_add_u32 s28, ttmp9, s37
s_lshl4_add_u32 vcc_hi, vcc_hi, -16
s_lshl4_add_u32 s63, s87, 15
s_pack_ll_b32_b16 s20, s101, 0x12345678
s_pack_ll_b32_b16 s100, -1.0, s45
s_pack_lh_b32_b16 s38, 0xdeadbeef, m0
s_pack_lh_b32_b16 s102, s23, -1.0
s_pack_hh_b32_b16 s25, exec_lo, vcc_hi
s_pack_hh_b32_b16 s53, 0.15915494, 0.15915494
s_mul_hi_u32 s81, -1.0, ttmp9
s_mul_hi_u32 s91, vcc_hi, vcc_hi
s_mul_hi_i32 vcc_hi, s31, 0xdeadbeef
s_mul_hi_i32 s16, 0.15915494, s32
s_movk_i32 s91, -7465
s_movk_i32 s26, 0x7ed3
s_version 0
s_version 0x59de
s_cmovk_i32 s46, -19556
s_cmovk_i32 s33, -15222
s_cmpk_eq_i32 s78, 0xf30
s_cmpk_eq_i32 m0, 0
s_cmpk_lg_i32 s80, 13584
s_cmpk_lg_i32 s0, 27954
s_cmpk_gt_i32 exec_lo, 0x171f
s_cmpk_gt_i32 exec_hi, 0x634b
s_cmpk_ge_i32 s52, 26785
s_cmpk_ge_i32 exec_lo, 0x65c0
s_cmpk_lt_i32 s49, 0
s_cmpk_lt_i32 s96, 24328
s_cmpk_le_i32 vcc_hi, 0
s_cmpk_le_i32 exec_lo, 0x244
s_cmpk_eq_u32 s37, 60030
s_cmpk_eq_u32 s58, 42872
s_cmpk_lg_u32 s88, 0xf3ce
s_cmpk_lg_u32 s86, 28926
s_cmpk_gt_u32 s69, 26416
s_cmpk_gt_u32 m0, 0x8856
s_cmpk_ge_u32 s76, 0xd635
s_cmpk_ge_u32 exec_hi, 0
s_cmpk_lt_u32 vcc_hi, 0xd824
s_cmpk_lt_u32 s37, 0
s_cmpk_le_u32 vcc_lo, 0x1
s_cmpk_le_u32 s16, 59823
s_addk_i32 ttmp7, 20038
s_addk_i32 s28, 0
s_mulk_i32 s95, 0
s_mulk_i32 s62, 21417
s_getreg_b32 s90, hwreg(HW_REG_IB_STS, 9, 17)
s_getreg_b32 s101, hwreg(HW_REG_HW_ID2, 8, 13)
s_setreg_b32 hwreg(HW_REG_POPS_PACKER), vcc_hi
s_setreg_b32 hwreg(HW_REG_IB_STS, 22, 8), s14
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID2, 20, 12), 0xdeadbeef
s_setreg_imm32_b32 hwreg(2, 5, 2), -1.5
s_call_b64 s[102:103], L_top
s_waitcnt_vscnt s31, 0
s_waitcnt_vscnt s29, 0x4839
s_waitcnt_vmcnt s34, 0
s_waitcnt_vmcnt exec_lo, 0xc610
s_waitcnt_expcnt m0, 0
s_waitcnt_expcnt s100, 18538
s_waitcnt_lgkmcnt s66, 0x46a0
s_waitcnt_lgkmcnt exec_hi, 0xec28
s_subvector_loop_begin s94, 0
s_subvector_loop_begin s34, 0xed50
s_subvector_loop_end ttmp13, 0xc19a
s_subvector_loop_end s45, 0
s_mov_b32 vcc_lo, s80
s_mov_b32 s27, 2.0
s_mov_b64 s[96:97], 0x7fffffff
s_mov_b64 s[32:33], ttmp[14:15]
s_cmov_b32 vcc_lo, 10
s_cmov_b32 s76, 12
s_cmov_b64 ttmp[0:1], s[14:15]
s_cmov_b64 s[102:103], 1.0
s_not_b32 m0, -12345
s_not_b32 s23, 19
s_not_b64 vcc, s[26:27]
s_not_b64 s[82:83], s[70:71]
s_wqm_b32 vcc_lo, 43
s_wqm_b32 s3, src_private_limit
s_wqm_b64 s[76:77], s[40:41]
s_wqm_b64 s[10:11], 0xffff0000
s_brev_b32 s3, -4.0
s_brev_b32 s102, s91
s_brev_b64 exec, 12345678
s_brev_b64 s[82:83], 0x12345
s_bcnt0_i32_b32 s47, 53
s_bcnt0_i32_b32 s20, s65
s_bcnt0_i32_b64 s9, s[34:35]
s_bcnt0_i32_b64 exec_lo, s[6:7]
s_bcnt1_i32_b32 s31, vcc_lo
s_bcnt1_i32_b32 s59, 3
s_bcnt1_i32_b64 m0, s[8:9]
s_bcnt1_i32_b64 vcc_lo, 0.5
s_ff0_i32_b32 s1, -4.0
s_ff0_i32_b32 s4, s66
s_ff0_i32_b64 s49, -4.0
s_ff0_i32_b64 vcc_hi, s[56:57]
s_ff1_i32_b32 ttmp15, -0.5
s_ff1_i32_b32 s21, s48
s_ff1_i32_b64 exec_hi, s[78:79]
s_ff1_i32_b64 s67, s[48:49]
s_flbit_i32_b32 s86, s38
s_flbit_i32_b32 m0, 0xdeadbeef
s_flbit_i32_b64 s33, s[44:45]
s_flbit_i32_b64 s101, vcc
s_flbit_i32 s104, 0.15915494
s_flbit_i32 vcc_lo, 0.5
s_flbit_i32_i64 s4, 30
s_flbit_i32_i64 s61, -0.5
s_sext_i32_i8 vcc_hi, s7
s_sext_i32_i8 s43, s79
s_sext_i32_i16 s83, s74
s_sext_i32_i16 s55, 36
s_bitset0_b32 s92, s63
s_bitset0_b32 s21, 55
s_bitset0_b64 s[86:87], 4.0
s_bitset0_b64 s[104:105], 0xffff
s_bitset1_b32 s25, 62
s_bitset1_b32 s100, -16
s_bitset1_b64 s[74:75], 28
s_bitset1_b64 s[14:15], 0.5
s_getpc_b64 ttmp[14:15]
s_getpc_b64 s[62:63]
s_setpc_b64 s[24:25]
s_setpc_b64 s[36:37]
s_swappc_b64 s[30:31], s[104:105]
s_swappc_b64 ttmp[6:7], ttmp[0:1]
s_rfe_b64 ttmp[14:15]
s_rfe_b64 s[38:39]
s_and_saveexec_b64 ttmp[14:15], ttmp[14:15]
s_and_saveexec_b64 s[64:65], s[20:21]
s_or_saveexec_b64 s[90:91], ttmp[14:15]
s_or_saveexec_b64 ttmp[6:7], s[72:73]
s_xor_saveexec_b64 s[26:27], exec
s_xor_saveexec_b64 s[26:27], vcc
s_andn2_saveexec_b64 ttmp[14:15], s[20:21]
s_andn2_saveexec_b64 s[78:79], ttmp[14:15]
s_orn2_saveexec_b64 s[18:19], 0xffff0000
s_orn2_saveexec_b64 s[56:57], -1.0
s_nand_saveexec_b64 s[56:57], -1000
s_nand_saveexec_b64 vcc, 12345678
s_nor_saveexec_b64 s[76:77], s[74:75]
s_nor_saveexec_b64 s[40:41], 0x12345
s_xnor_saveexec_b64 s[0:1], -1
s_xnor_saveexec_b64 s[90:91], vcc
s_quadmask_b32 s50, s44
s_quadmask_b32 s102, 1.5
s_quadmask_b64 s[84:85], s[96:97]
s_quadmask_b64 exec, s[84:85]
s_movrels_b32 vcc_hi, s26
s_movrels_b32 m0, ttmp4
s_movrels_b64 s[30:31], ttmp[6:7]
s_movrels_b64 s[34:35], s[60:61]
s_movreld_b32 s51, s2
s_movreld_b32 s30, 0x12345678
s_movreld_b64 ttmp[0:1], -7
s_movreld_b64 s[88:89], -1.0
s_abs_i32 s77, s99
s_abs_i32 s65, s88
s_andn1_saveexec_b64 s[48:49], 0xffff0000
s_andn1_saveexec_b64 s[20:21], -4.0
s_orn1_saveexec_b64 exec, ttmp[6:7]
s_orn1_saveexec_b64 s[2:3], s[22:23]
s_andn1_wrexec_b64 s[4:5], 52
s_andn1_wrexec_b64 vcc, -4.0
s_andn2_wrexec_b64 ttmp[6:7], s[84:85]
s_andn2_wrexec_b64 s[44:45], -1000
s_bitreplicate_b64_b32 s[40:41], 0x12345678
s_bitreplicate_b64_b32 exec, s54
s_and_saveexec_b32 exec_hi, src_private_limit
s_and_saveexec_b32 s63, 7
s_or_saveexec_b32 s72, exec_lo
s_or_saveexec_b32 s28, 0x12345678
s_xor_saveexec_b32 s11, s58
s_xor_saveexec_b32 m0, s95
s_andn2_saveexec_b32 s57, -1.0
s_andn2_saveexec_b32 s77, 60
s_orn2_saveexec_b32 s66, s58
s_orn2_saveexec_b32 s44, -12345
s_nand_saveexec_b32 exec_hi, s75
s_nand_saveexec_b32 s79, s44
s_nor_saveexec_b32 s101, s47
s_nor_saveexec_b32 ttmp11, s19
s_xnor_saveexec_b32 s36, -2.0
s_xnor_saveexec_b32 exec_lo, 27
s_andn1_saveexec_b32 s48, 13
s_andn1_saveexec_b32 vcc_hi, -12345
s_orn1_saveexec_b32 vcc_lo, -2.0
s_orn1_saveexec_b32 s53, 17
s_andn1_wrexec_b32 s76, src_vccz
s_andn1_wrexec_b32 s88, ttmp13
s_andn2_wrexec_b32 s70, 1.0
s_andn2_wrexec_b32 s94, vcc_hi
s_movrelsd_2_b32 s73, src_pops_exiting_wave_id
s_movrelsd_2_b32 s23, s27
s_cmp_eq_i32 s27, src_vccz
s_cmp_eq_i32 s48, 100000
s_cmp_lg_i32 exec_lo, -12345
s_cmp_lg_i32 -1.0, -1.5
s_cmp_gt_i32 s10, 11
s_cmp_gt_i32 0.5, s30
s_cmp_ge_i32 1.0, 44
s_cmp_ge_i32 s8, s31
s_cmp_lt_i32 4.0, 1.0
s_cmp_lt_i32 src_private_limit, s92
s_cmp_le_i32 1.5, s59
s_cmp_le_i32 0xffff, -10
s_cmp_eq_u32 -1.5, 18
s_cmp_eq_u32 s16, s9
s_cmp_lg_u32 s50, s43
s_cmp_lg_u32 s20, s86
s_cmp_gt_u32 ttmp13, s17
s_cmp_gt_u32 ttmp11, 30
s_cmp_ge_u32 m0, s3
s_cmp_ge_u32 s81, 0.15915494
s_cmp_lt_u32 exec_lo, 42
s_cmp_lt_u32 24, 20
s_cmp_le_u32 ttmp12, s85
s_cmp_le_u32 1.0, 0.5
s_bitcmp0_b32 s95, -1.5
s_bitcmp0_b32 s40, s97
s_bitcmp1_b32 s93, 0.15915494
s_bitcmp1_b32 ttmp0, -1.0
s_bitcmp0_b64 s[0:1], s82
s_bitcmp0_b64 exec, 100000
s_bitcmp1_b64 -7, -1.5
s_bitcmp1_b64 62, vcc_hi
s_cmp_eq_u64 s[40:41], s[64:65]
s_cmp_eq_u64 0.5, vcc
s_cmp_lg_u64 35, -1.0
s_cmp_lg_u64 12345678, -3
s_nop 0x3d5f
s_nop 1723
s_endpgm 0x517e
s_endpgm 0
s_branch L_top
s_wakeup
s_cbranch_scc0 L_mid
s_cbranch_scc1 L_mid
s_cbranch_scc1 L_end
s_cbranch_vccz L_top
s_cbranch_vccnz L_top
s_cbranch_execz L_end
s_cbranch_execz L_top
s_cbranch_execnz L_top
s_cbranch_execnz L_end
s_barrier
s_setkill -21635
s_setkill 0
s_waitcnt vmcnt(56), expcnt(0)
s_waitcnt expcnt(0), lgkmcnt(8)
s_sethalt 0xdeb
s_sethalt 0x4912
s_sleep -348
s_sleep -10089
s_setprio -31924
s_setprio 0
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 2)
s_trap 0x4ce5
s_trap 0xc58
s_icache_inv
s_incperflevel 0x3f3d
s_incperflevel -9337
s_decperflevel -2305
s_decperflevel 0x2fbd
s_ttracedata
s_cbranch_cdbgsys L_end
s_cbranch_cdbgsys L_mid
s_cbranch_cdbguser L_mid
s_cbranch_cdbguser L_top
s_cbranch_cdbgsys_or_user L_end
s_cbranch_cdbgsys_and_user L_top
s_cbranch_cdbgsys_and_user L_mid
s_endpgm_saved
s_endpgm_ordered_ps_done
s_code_end
s_inst_prefetch 0x2b83
s_inst_prefetch 28233
s_clause 27280
s_clause 0x2673
s_wait_idle
s_waitcnt_depctr depctr_va_vdst(0)
s_waitcnt_depctr depctr_sa_sdst(0)
s_round_mode 0
s_round_mode 0x2880
s_denorm_mode -23026
s_denorm_mode 0
s_ttracedata_imm -17801
s_ttracedata_imm 0x451c
s_load_dword s96, s[70:71], 0xfc dlc
s_load_dword s73, s[0:1], m0 glc
s_load_dword s49, s[8:9], s40 dlc
s_load_dword s25, s[34:35], 0x10
s_load_dwordx2 s[26:27], s[92:93], 0x10 dlc
s_load_dwordx2 s[50:51], s[38:39], s98 glc
s_load_dwordx2 s[4:5], s[30:31], 0x0
s_load_dwordx2 s[6:7], s[52:53], 0x4 glc
s_load_dwordx4 s[80:83], s[48:49], s29 glc dlc
s_load_dwordx4 s[76:79], s[22:23], m0
s_load_dwordx4 s[56:59], s[32:33], s68 offset:0xa801
s_load_dwordx4 s[52:55], s[62:63], 0x1000 dlc
s_load_dwordx8 s[24:31], s[10:11], m0 dlc
s_load_dwordx8 s[84:91], s[76:77], 0xfc glc
s_load_dwordx8 s[56:63], s[46:47], 0x83b8d dlc
s_load_dwordx8 s[28:35], s[66:67], 0x4 dlc
s_load_dwordx16 s[0:15], s[80:81], m0
s_load_dwordx16 s[88:103], s[66:67], m0 offset:0xe411 dlc
s_load_dwordx16 s[84:99], s[88:89], m0
s_load_dwordx16 s[52:67], s[4:5], m0 offset:0xa128
s_buffer_load_dword s6, s[88:91], 0xfc dlc
s_buffer_load_dword s53, s[36:39], 0x10
s_buffer_load_dword s10, s[76:79], 0x0 dlc
s_buffer_load_dword s75, s[32:35], s18 dlc
s_buffer_load_dwordx2 s[34:35], s[84:87], 0x0 glc dlc
s_buffer_load_dwordx2 s[60:61], s[44:47], m0 offset:0x782f glc dlc
s_buffer_load_dwordx2 s[90:91], s[16:19], 0x4 dlc
s_buffer_load_dwordx2 s[72:73], s[76:79], 0x4 dlc
s_buffer_load_dwordx4 s[12:15], s[76:79], 0xfc glc dlc
s_buffer_load_dwordx4 s[28:31], s[12:15], 0x1000 glc dlc
s_buffer_load_dwordx4 s[48:51], s[72:75], 0x4
s_buffer_load_dwordx4 s[64:67], s[92:95], m0 offset:0xf7c9 glc dlc
s_buffer_load_dwordx8 s[12:19], s[80:83], 0x10 dlc
s_buffer_load_dwordx8 s[64:71], s[32:35], 0x0 glc dlc
s_buffer_load_dwordx8 s[20:27], s[48:51], s54 offset:0x67c5 dlc
s_buffer_load_dwordx8 s[48:55], s[32:35], s28
s_buffer_load_dwordx16 s[80:95], s[60:63], m0 offset:0x8e92 glc
s_buffer_load_dwordx16 s[68:83], s[28:31], 0x4 glc
s_buffer_load_dwordx16 s[12:27], s[64:67], s105 glc
s_buffer_load_dwordx16 s[84:99], s[48:51], 0x1000
s_gl1_inv
s_dcache_inv
s_memtime s[60:61]
s_memtime s[90:91]
s_memrealtime s[22:23]
s_memrealtime s[94:95]
s_atc_probe 80, s[102:103], m0
s_atc_probe 76, s[78:79], m0
s_atc_probe 16, s[80:81], m0 offset:0x5842
s_atc_probe 92, s[26:27], 0x0
s_atc_probe_buffer 112, s[72:75], m0
s_atc_probe_buffer 24, s[60:63], 0x4
s_atc_probe_buffer 60, s[96:99], 0xfe3fe
s_atc_probe_buffer 112, s[80:83], 0xfc
v_nop
v_mov_b32_e32 v153, s19
v_mov_b32_e32 v67, v150
v_mov_b32_dpp v196, v90 row_ror:5
v_mov_b32_dpp v0, v17 quad_perm:[2,0,3,2] row_mask:0x1 bank_mask:0xd
v_mov_b32_sdwa v13, v16 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_mov_b32_sdwa v6, v240 clamp dst_sel:BYTE_3
v_mov_b32_dpp v78, v226 dpp8:[5,4,5,1,0,4,4,6]
v_mov_b32_dpp v108, v52 dpp8:[5,0,2,4,0,6,4,5]
v_readfirstlane_b32 exec_hi, v255
v_readfirstlane_b32 s77, v135
v_cvt_i32_f64_e32 v216, v[9:10]
v_cvt_i32_f64_e32 v194, v[192:193]
v_cvt_f64_i32_e32 v[200:201], 35
v_cvt_f64_i32_e32 v[17:18], 28
v_cvt_f32_i32_e32 v5, v151
v_cvt_f32_i32_e32 v25, v31
v_cvt_f32_i32_dpp v11, v2 row_half_mirror row_mask:0x8
v_cvt_f32_i32_dpp v18, v18 row_share:6 row_mask:0x9 fi:1
v_cvt_f32_i32_sdwa v48, v218 dst_sel:BYTE_0 src0_sel:BYTE_2
v_cvt_f32_i32_sdwa v31, v142 clamp dst_sel:WORD_1 src0_sel:WORD_0
v_cvt_f32_i32_dpp v126, v236 dpp8:[7,2,1,7,6,2,2,1]
v_cvt_f32_i32_dpp v14, v1 dpp8:[3,0,1,3,7,7,5,6]
v_cvt_f32_u32_e32 v134, 21
v_cvt_f32_u32_e32 v2, 0x12345678
v_cvt_f32_u32_dpp v167, v138 row_shr:6 bank_mask:0x0
v_cvt_f32_u32_dpp v119, v255 row_mirror row_mask:0xa
v_cvt_f32_u32_sdwa v27, v237 src0_sel:WORD_0
v_cvt_f32_u32_sdwa v17, v83 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_f32_u32_dpp v103, v170 dpp8:[3,6,0,6,0,7,2,5] fi:1
v_cvt_f32_u32_dpp v90, v3 dpp8:[0,6,6,1,1,2,7,4]
v_cvt_u32_f32_e32 v4, s74
v_cvt_u32_f32_e32 v21, v101
v_cvt_u32_f32_dpp v167, v3 row_ror:13 bank_mask:0x7
v_cvt_u32_f32_dpp v5, v146 row_ror:15 bank_mask:0xb fi:1
v_cvt_u32_f32_sdwa v22, s94 dst_sel:WORD_1 src0_sel:BYTE_1
v_cvt_u32_f32_sdwa v255, s45 clamp dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cvt_u32_f32_dpp v152, v22 dpp8:[4,5,6,6,7,1,4,1] fi:1
v_cvt_u32_f32_dpp v24, v23 dpp8:[3,3,5,3,5,3,5,1]
v_cvt_i32_f32_e32 v1, vcc_lo
v_cvt_i32_f32_e32 v24, v141
v_cvt_i32_f32_dpp v219, v66 row_mirror bound_ctrl:0 fi:1
v_cvt_i32_f32_dpp v86, v245 row_xmask:12 row_mask:0x3 bank_mask:0xc
v_cvt_i32_f32_sdwa v255, -v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cvt_i32_f32_sdwa v194, -14 clamp dst_sel:BYTE_2 src0_sel:BYTE_0
v_cvt_i32_f32_dpp v35, v4 dpp8:[7,7,1,6,6,5,0,0]
v_cvt_i32_f32_dpp v87, v27 dpp8:[4,6,0,5,2,3,5,4]
v_cvt_f16_f32_e32 v20, v215
v_cvt_f16_f32_e32 v11, -2.0
v_cvt_f16_f32_dpp v1, v151 row_half_mirror bank_mask:0x5 bound_ctrl:0
v_cvt_f16_f32_dpp v28, v200 row_shl:2 row_mask:0x3 bound_ctrl:0 fi:1
v_cvt_f16_f32_sdwa v255, v117 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_f16_f32_sdwa v255, v64 clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_cvt_f16_f32_dpp v103, v9 dpp8:[0,6,0,3,3,7,7,0] fi:1
v_cvt_f16_f32_dpp v126, v69 dpp8:[1,6,4,6,5,4,2,3] fi:1
v_cvt_f32_f16_e32 v25, 2.0
v_cvt_f32_f16_e32 v74, s20
v_cvt_f32_f16_dpp v235, -|v216| row_ror:6 bound_ctrl:0 fi:1
v_cvt_f32_f16_dpp v26, -|v2| row_shr:10 bank_mask:0x0 fi:1
v_cvt_f32_f16_sdwa v3, v23 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_cvt_f32_f16_sdwa v27, v112 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_cvt_f32_f16_dpp v53, v61 dpp8:[4,1,6,1,6,5,6,4]
v_cvt_f32_f16_dpp v87, v152 dpp8:[4,3,5,2,2,2,4,7]
v_cvt_rpi_i32_f32_e32 v143, s37
v_cvt_rpi_i32_f32_e32 v48, 15
v_cvt_rpi_i32_f32_dpp v222, v255 row_shr:3
v_cvt_rpi_i32_f32_dpp v23, v9 row_xmask:0 bank_mask:0x9
v_cvt_rpi_i32_f32_sdwa v228, v20 clamp dst_sel:BYTE_3 src0_sel:BYTE_3
v_cvt_rpi_i32_f32_sdwa v109, s13 dst_sel:WORD_0 src0_sel:WORD_0
v_cvt_rpi_i32_f32_dpp v185, v96 dpp8:[3,6,4,7,2,0,3,1]
v_cvt_flr_i32_f32_e32 v65, exec_hi
v_cvt_flr_i32_f32_e32 v255, v30
v_cvt_flr_i32_f32_dpp v40, -|v255| row_xmask:0 row_mask:0xf bank_mask:0xf
v_cvt_flr_i32_f32_dpp v117, v138 row_half_mirror bank_mask:0x2
v_cvt_flr_i32_f32_sdwa v37, v156 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_cvt_flr_i32_f32_sdwa v142, |v255| clamp dst_sel:BYTE_2 src0_sel:WORD_0
v_cvt_flr_i32_f32_dpp v166, v5 dpp8:[0,6,0,7,0,3,6,1]
v_cvt_off_f32_i4_e32 v186, v22
v_cvt_off_f32_i4_e32 v27, v90
v_cvt_off_f32_i4_dpp v2, v255 row_half_mirror bound_ctrl:0
v_cvt_off_f32_i4_dpp v93, v114 row_shl:3 row_mask:0x0
v_cvt_off_f32_i4_sdwa v26, v3 dst_sel:WORD_1 src0_sel:BYTE_1
v_cvt_off_f32_i4_sdwa v63, sext(v255) dst_sel:WORD_0
v_cvt_off_f32_i4_dpp v255, v35 dpp8:[1,4,5,2,7,1,5,4]
v_cvt_off_f32_i4_dpp v31, v255 dpp8:[5,0,0,5,4,7,4,2]
v_cvt_f32_f64_e32 v28, v[167:168]
v_cvt_f32_f64_e32 v23, v[21:22]
v_cvt_f64_f32_e32 v[8:9], 28
v_cvt_f64_f32_e32 v[24:25], src_scc
v_cvt_f32_ubyte0_e32 v14, 24
v_cvt_f32_ubyte0_e32 v245, v16
v_cvt_f32_ubyte0_dpp v20, v15 row_ror:7 row_mask:0xe bank_mask:0xf bound_ctrl:0
v_cvt_f32_ubyte0_dpp v255, v79 row_xmask:4 row_mask:0x3 bank_mask:0xe
v_cvt_f32_ubyte0_sdwa v165, v24 dst_sel:WORD_0 src0_sel:BYTE_0
v_cvt_f32_ubyte0_sdwa v247, v5 clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_cvt_f32_ubyte0_dpp v192, v18 dpp8:[3,7,0,6,5,1,3,1]
v_cvt_f32_ubyte0_dpp v25, v179 dpp8:[6,3,6,5,1,6,2,3]
v_cvt_f32_ubyte1_e32 v250, s103
v_cvt_f32_ubyte1_e32 v201, v213
v_cvt_f32_ubyte1_dpp v49, v58 quad_perm:[1,1,3,0] row_mask:0x3
v_cvt_f32_ubyte1_dpp v151, v255 row_half_mirror row_mask:0x7 bank_mask:0xe
v_cvt_f32_ubyte1_sdwa v151, v24 dst_sel:BYTE_3 src0_sel:BYTE_1
v_cvt_f32_ubyte1_sdwa v63, s40 dst_sel:BYTE_2
v_cvt_f32_ubyte1_dpp v138, v14 dpp8:[1,5,3,0,4,0,2,5]
v_cvt_f32_ubyte1_dpp v255, v51 dpp8:[4,7,3,2,1,3,3,2]
v_cvt_f32_ubyte2_e32 v34, v72
v_cvt_f32_ubyte2_e32 v12, 4.0
v_cvt_f32_ubyte2_dpp v19, v4 row_shr:2 row_mask:0xc bank_mask:0xa fi:1
v_cvt_f32_ubyte2_dpp v45, v13 row_shl:8 bound_ctrl:0
v_cvt_f32_ubyte2_sdwa v29, v126 dst_sel:BYTE_0 src0_sel:BYTE_1
v_cvt_f32_ubyte2_sdwa v7, v38 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_cvt_f32_ubyte2_dpp v187, v89 dpp8:[1,1,4,7,0,0,4,1]
v_cvt_f32_ubyte2_dpp v189, v17 dpp8:[4,6,7,7,5,2,1,0] fi:1
v_cvt_f32_ubyte3_e32 v255, s95
v_cvt_f32_ubyte3_e32 v1, ttmp7
v_cvt_f32_ubyte3_dpp v217, v17 row_ror:9 row_mask:0xa fi:1
v_cvt_f32_ubyte3_dpp v14, v13 row_xmask:8 bank_mask:0xf
v_cvt_f32_ubyte3_sdwa v114, v4 clamp dst_sel:WORD_1 src0_sel:BYTE_3
v_cvt_f32_ubyte3_sdwa v255, v255 src0_sel:BYTE_1
v_cvt_f32_ubyte3_dpp v5, v169 dpp8:[4,5,7,3,4,1,1,7] fi:1
v_cvt_f32_ubyte3_dpp v223, v112 dpp8:[7,3,0,4,7,3,3,2]
v_cvt_u32_f64_e32 v176, s[34:35]
v_cvt_u32_f64_e32 v125, v[28:29]
v_cvt_f64_u32_e32 v[114:115], 1.5
v_cvt_f64_u32_e32 v[108:109], v206
v_trunc_f64_e32 v[146:147], v[140:141]
v_trunc_f64_e32 v[112:113], v[182:183]
v_ceil_f64_e32 v[18:19], -1.5
v_ceil_f64_e32 v[38:39], 0x40490000
v_rndne_f64_e32 v[178:179], s[30:31]
v_rndne_f64_e32 v[20:21], v[140:141]
v_floor_f64_e32 v[194:195], -6
v_floor_f64_e32 v[31:32], s[104:105]
v_pipeflush
v_fract_f32_e32 v232, v242
v_fract_f32_e32 v29, v17
v_fract_f32_dpp v136, v235 row_shl:5 row_mask:0xd bank_mask:0xa
v_fract_f32_dpp v26, v5 row_xmask:2 bound_ctrl:0
v_fract_f32_sdwa v8, v122 clamp dst_sel:DWORD src0_sel:BYTE_0
v_fract_f32_sdwa v243, s0 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_fract_f32_dpp v25, v29 dpp8:[5,5,3,7,4,4,0,5] fi:1
v_fract_f32_dpp v6, v100 dpp8:[2,3,7,4,7,6,1,5]
v_trunc_f32_e32 v197, v65
v_trunc_f32_e32 v109, v175
v_trunc_f32_dpp v122, v32 row_xmask:5 row_mask:0x2 bank_mask:0xf
v_trunc_f32_dpp v252, v201 row_shr:7 fi:1
v_trunc_f32_sdwa v28, v163 dst_sel:DWORD dst_unused:UNUSED_PAD
v_trunc_f32_sdwa v227, v255 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_trunc_f32_dpp v59, v230 dpp8:[2,1,6,5,6,4,0,5]
v_trunc_f32_dpp v239, v75 dpp8:[2,0,5,5,5,1,5,6]
v_ceil_f32_e32 v76, v43
v_ceil_f32_e32 v255, s99
v_ceil_f32_dpp v31, v93 row_shr:6
v_ceil_f32_dpp v8, v250 row_share:6 row_mask:0x6 bank_mask:0x2
v_ceil_f32_sdwa v25, |v107| dst_sel:BYTE_0
v_ceil_f32_sdwa v193, |v22| dst_sel:BYTE_1 src0_sel:BYTE_3
v_ceil_f32_dpp v112, v123 dpp8:[2,2,4,6,3,3,0,5]
v_rndne_f32_e32 v89, v192
v_rndne_f32_e32 v13, v6
v_rndne_f32_dpp v13, v3 row_xmask:8 bank_mask:0x1 fi:1
v_rndne_f32_dpp v15, v178 row_shl:1 row_mask:0xa bank_mask:0xe bound_ctrl:0 fi:1
v_rndne_f32_sdwa v205, -s1 dst_sel:WORD_0 src0_sel:WORD_1
v_rndne_f32_sdwa v25, v69 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_rndne_f32_dpp v25, v235 dpp8:[5,3,2,1,6,5,2,6]
v_rndne_f32_dpp v27, v28 dpp8:[7,2,1,6,3,1,2,5]
v_floor_f32_e32 v17, -1.0
v_floor_f32_e32 v152, -2.0
v_floor_f32_dpp v21, v145 row_share:10 row_mask:0xc
v_floor_f32_dpp v138, -|v9| quad_perm:[0,0,0,2] row_mask:0x1 bank_mask:0x0 bound_ctrl:0 fi:1
v_floor_f32_sdwa v11, v166 dst_sel:BYTE_3
v_floor_f32_sdwa v6, v150 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_floor_f32_dpp v24, v57 dpp8:[2,4,0,1,0,4,4,2] fi:1
v_floor_f32_dpp v58, v33 dpp8:[5,4,4,1,3,1,0,1]
v_exp_f32_e32 v18, v100
v_exp_f32_e32 v7, v227
v_exp_f32_dpp v255, v14 row_mirror row_mask:0x2 bank_mask:0xc
v_exp_f32_dpp v58, -|v57| row_mirror row_mask:0x1 bank_mask:0xe
v_exp_f32_sdwa v96, v85 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_exp_f32_sdwa v104, v184 dst_sel:WORD_0 src0_sel:BYTE_2
v_exp_f32_dpp v7, v245 dpp8:[1,0,3,1,4,1,7,3]
v_exp_f32_dpp v227, v18 dpp8:[2,2,7,4,7,6,3,3] fi:1
v_log_f32_e32 v198, s104
v_log_f32_e32 v193, s33
v_log_f32_dpp v255, -v15 row_ror:4 row_mask:0xc bank_mask:0x5 bound_ctrl:0
v_log_f32_dpp v213, v194 row_xmask:8 row_mask:0x9 bank_mask:0x7 fi:1
v_log_f32_sdwa v41, s71 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_log_f32_sdwa v27, v15 clamp dst_sel:BYTE_1 src0_sel:WORD_0
v_log_f32_dpp v22, v255 dpp8:[4,4,3,0,2,7,1,0]
v_log_f32_dpp v7, v255 dpp8:[4,6,6,3,1,5,0,4] fi:1
v_rcp_f32_e32 v203, s71
v_rcp_f32_e32 v1, v5
v_rcp_f32_dpp v114, v9 row_shr:7 row_mask:0x6 bank_mask:0x7
v_rcp_f32_dpp v14, v102 row_ror:7 bank_mask:0x3 bound_ctrl:0
v_rcp_f32_sdwa v255, v214 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_rcp_f32_sdwa v21, v87 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PAD
v_rcp_f32_dpp v18, v115 dpp8:[2,6,1,7,1,2,2,6] fi:1
v_rcp_iflag_f32_e32 v12, v176
v_rcp_iflag_f32_e32 v136, v29
v_rcp_iflag_f32_dpp v242, -|v96| row_xmask:12 row_mask:0xe bank_mask:0x4
v_rcp_iflag_f32_dpp v15, v25 quad_perm:[3,0,3,1] row_mask:0xa bank_mask:0xd fi:1
v_rcp_iflag_f32_sdwa v77, v29 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_rcp_iflag_f32_dpp v1, v158 dpp8:[3,3,0,7,7,4,7,2] fi:1
v_rsq_f32_e32 v10, vcc_hi
v_rsq_f32_e32 v242, ttmp3
v_rsq_f32_dpp v38, v29 quad_perm:[1,0,2,0] bound_ctrl:0
v_rsq_f32_dpp v236, v180 row_shl:2 fi:1
v_rsq_f32_sdwa v23, -v239 dst_sel:BYTE_2
v_rsq_f32_sdwa v245, 16 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rsq_f32_dpp v255, v31 dpp8:[1,6,7,4,2,6,7,3]
v_rcp_f64_e32 v[99:100], v[94:95]
v_rcp_f64_e32 v[143:144], 100.0
v_rsq_f64_e32 v[3:4], v[234:235]
v_rsq_f64_e32 v[43:44], v[115:116]
v_sqrt_f32_e32 v20, v25
v_sqrt_f32_e32 v21, v255
v_sqrt_f32_dpp v148, v28 row_ror:6 row_mask:0xf bank_mask:0xf
v_sqrt_f32_dpp v112, v86 row_half_mirror bound_ctrl:0
v_sqrt_f32_sdwa v28, v241 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_sqrt_f32_sdwa v12, v85 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
v_sqrt_f32_dpp v22, v16 dpp8:[4,0,4,0,5,0,0,2]
v_sqrt_f32_dpp v174, v196 dpp8:[0,0,5,4,7,5,3,1] fi:1
v_sqrt_f64_e32 v[170:171], 1.5
v_sqrt_f64_e32 v[187:188], v[19:20]
v_sin_f32_e32 v252, exec_lo
v_sin_f32_e32 v11, -2.0
v_sin_f32_dpp v24, v19 row_half_mirror row_mask:0xb bank_mask:0x1
v_sin_f32_dpp v53, v130 row_half_mirror row_mask:0x5 bank_mask:0x1 fi:1
v_sin_f32_sdwa v145, v88 dst_sel:BYTE_1 src0_sel:DWORD
v_sin_f32_sdwa v108, -v46 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_sin_f32_dpp v84, v123 dpp8:[2,7,7,3,5,1,2,4] fi:1
v_cos_f32_e32 v243, v26
v_cos_f32_e32 v31, s3
v_cos_f32_dpp v189, v243 row_half_mirror fi:1
v_cos_f32_dpp v160, -|v200| row_shl:2 row_mask:0x3 bank_mask:0x5
v_cos_f32_sdwa v27, v51 dst_sel:WORD_1 src0_sel:DWORD
v_cos_f32_sdwa v200, |v91| dst_unused:UNUSED_PAD src0_sel:DWORD
v_cos_f32_dpp v11, v254 dpp8:[7,4,1,3,4,5,1,6]
v_not_b32_e32 v87, v4
v_not_b32_e32 v218, src_execz
v_not_b32_dpp v57, v10 row_half_mirror bank_mask:0xb bound_ctrl:0
v_not_b32_dpp v3, v17 row_mirror bank_mask:0xe
v_not_b32_sdwa v20, v255 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:DWORD
v_not_b32_sdwa v15, v27 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT
v_not_b32_dpp v2, v1 dpp8:[3,3,3,3,7,7,0,1]
v_not_b32_dpp v13, v9 dpp8:[7,2,5,5,4,4,5,0] fi:1
v_bfrev_b32_e32 v18, v24
v_bfrev_b32_e32 v64, v51
v_bfrev_b32_dpp v17, v73 row_share:1 fi:1
v_bfrev_b32_dpp v192, v111 row_half_mirror row_mask:0xa bank_mask:0x0 bound_ctrl:0
v_bfrev_b32_sdwa v217, v23 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_bfrev_b32_sdwa v197, v242 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:WORD_1
v_bfrev_b32_dpp v134, v61 dpp8:[3,4,1,2,3,4,7,2]
v_bfrev_b32_dpp v20, v111 dpp8:[4,0,4,4,0,6,0,1]
v_ffbh_u32_e32 v255, -14
v_ffbh_u32_e32 v19, v4
v_ffbh_u32_dpp v19, v170 row_ror:10 bank_mask:0x1 fi:1
v_ffbh_u32_dpp v98, v202 row_mirror row_mask:0x3 bank_mask:0xb fi:1
v_ffbh_u32_sdwa v244, v255 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_ffbh_u32_sdwa v14, sext(v44) dst_unused:UNUSED_PAD
v_ffbh_u32_dpp v126, v12 dpp8:[0,0,7,7,3,3,7,5]
v_ffbh_u32_dpp v85, v129 dpp8:[1,6,4,5,5,2,3,0]
v_ffbl_b32_e32 v12, 1.5
v_ffbl_b32_e32 v17, v179
v_ffbl_b32_dpp v84, v2 row_shr:7 bank_mask:0x1 fi:1
v_ffbl_b32_dpp v1, v0 row_share:2 row_mask:0x2 bank_mask:0x3 fi:1
v_ffbl_b32_sdwa v7, v91 clamp dst_sel:DWORD src0_sel:WORD_0
v_ffbl_b32_sdwa v205, v255 src0_sel:BYTE_3
v_ffbl_b32_dpp v15, v0 dpp8:[3,6,1,5,7,3,2,5]
v_ffbl_b32_dpp v255, v255 dpp8:[4,7,7,5,3,3,0,6]
v_ffbh_i32_e32 v80, s64
v_ffbh_i32_e32 v255, v43
v_ffbh_i32_dpp v4, v207 row_shl:2 fi:1
v_ffbh_i32_dpp v132, v10 row_mirror row_mask:0x1 bank_mask:0x5 fi:1
v_ffbh_i32_sdwa v241, v28 dst_sel:WORD_1 src0_sel:BYTE_2
v_ffbh_i32_sdwa v217, s11 dst_sel:WORD_0
v_ffbh_i32_dpp v16, v67 dpp8:[0,6,0,0,6,0,7,0] fi:1
v_ffbh_i32_dpp v17, v239 dpp8:[2,1,2,7,5,6,5,3] fi:1
v_frexp_exp_i32_f64_e32 v167, v[254:255]
v_frexp_exp_i32_f64_e32 v8, v[30:31]
v_frexp_mant_f64_e32 v[254:255], v[4:5]
v_frexp_mant_f64_e32 v[125:126], 31
v_fract_f64_e32 v[129:130], v[254:255]
v_fract_f64_e32 v[1:2], 1.5
v_frexp_exp_i32_f32_e32 v114, v255
v_frexp_exp_i32_f32_e32 v3, v179
v_frexp_exp_i32_f32_dpp v17, v251 row_mirror row_mask:0x9 bank_mask:0x6 fi:1
v_frexp_exp_i32_f32_dpp v4, v33 row_xmask:4 bank_mask:0x6 bound_ctrl:0 fi:1
v_frexp_exp_i32_f32_sdwa v18, |v47| clamp dst_sel:WORD_1
v_frexp_exp_i32_f32_sdwa v109, v241 clamp dst_sel:BYTE_1 src0_sel:BYTE_3
v_frexp_exp_i32_f32_dpp v241, v247 dpp8:[6,3,3,0,5,6,3,6]
v_frexp_mant_f32_e32 v181, v146
v_frexp_mant_f32_e32 v193, v255
v_frexp_mant_f32_dpp v205, v243 row_xmask:2 row_mask:0xe
v_frexp_mant_f32_dpp v18, v50 row_mirror
v_frexp_mant_f32_sdwa v9, -|v16| clamp dst_unused:UNUSED_PAD
v_frexp_mant_f32_sdwa v192, |28| dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_frexp_mant_f32_dpp v253, v36 dpp8:[1,2,6,6,6,2,6,6] fi:1
v_frexp_mant_f32_dpp v167, v8 dpp8:[1,0,7,0,7,5,1,1] fi:1
v_clrexcp
v_movreld_b32_e32 v29, v0
v_movreld_b32_e32 v226, v109
v_movreld_b32_dpp v232, v37 row_mirror row_mask:0xe bank_mask:0x1 fi:1
v_movreld_b32_dpp v91, v146 row_half_mirror row_mask:0x7 bound_ctrl:0
v_movreld_b32_sdwa v243, v246 clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_movreld_b32_sdwa v185, v38 clamp dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_movreld_b32_dpp v7, v255 dpp8:[1,7,3,6,5,2,3,2]
v_movreld_b32_dpp v2, v11 dpp8:[1,6,2,0,2,7,2,3] fi:1
v_movrels_b32_e32 v102, v78
v_movrels_b32_e32 v151, v173
v_movrels_b32_dpp v158, v18 quad_perm:[3,0,0,3] row_mask:0x1 bank_mask:0x7 bound_ctrl:0 fi:1
v_movrels_b32_dpp v212, v255 row_share:11 row_mask:0x4 bank_mask:0x5 bound_ctrl:0
v_movrels_b32_sdwa v5, v44 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_movrels_b32_sdwa v232, v255 clamp dst_unused:UNUSED_PAD
v_movrels_b32_dpp v139, v215 dpp8:[1,2,4,0,5,1,3,2]
v_movrels_b32_dpp v255, v128 dpp8:[2,3,3,2,4,6,7,3] fi:1
v_movrelsd_b32_e32 v0, v221
v_movrelsd_b32_e32 v230, v248
v_movrelsd_b32_dpp v1, v129 row_half_mirror bank_mask:0xb fi:1
v_movrelsd_b32_dpp v12, v189 row_shl:15 row_mask:0xf bank_mask:0xa fi:1
v_movrelsd_b32_sdwa v203, v17 clamp dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_movrelsd_b32_sdwa v101, v33 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_movrelsd_b32_dpp v155, v221 dpp8:[3,0,4,0,0,4,7,1]
v_movrelsd_b32_dpp v141, v174 dpp8:[3,4,2,0,1,7,4,6] fi:1
v_movrelsd_2_b32_e32 v0, v87
v_movrelsd_2_b32_e32 v193, v18
v_movrelsd_2_b32_dpp v13, v255 row_ror:2 row_mask:0xf bank_mask:0xe fi:1
v_movrelsd_2_b32_dpp v5, v18 row_mirror row_mask:0x6 bound_ctrl:0
v_movrelsd_2_b32_sdwa v244, v0 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_movrelsd_2_b32_sdwa v16, v8 clamp dst_sel:DWORD src0_sel:DWORD
v_movrelsd_2_b32_dpp v142, v14 dpp8:[4,4,0,5,7,6,7,2]
v_movrelsd_2_b32_dpp v255, v116 dpp8:[0,3,2,3,4,4,7,7]
v_cvt_f16_u16_e32 v29, v152
v_cvt_f16_u16_e32 v35, -4.0
v_cvt_f16_u16_dpp v12, v240 row_shr:1 row_mask:0x1 bank_mask:0x6 fi:1
v_cvt_f16_u16_dpp v122, v255 row_ror:2 row_mask:0x6 bank_mask:0x8 fi:1
v_cvt_f16_u16_sdwa v16, v168 dst_sel:BYTE_0 src0_sel:BYTE_1
v_cvt_f16_u16_sdwa v5, v171 dst_sel:BYTE_1 src0_sel:BYTE_1
v_cvt_f16_u16_dpp v30, v61 dpp8:[0,1,2,4,3,7,6,3]
v_cvt_f16_u16_dpp v57, v6 dpp8:[6,3,1,2,2,6,7,3]
v_cvt_f16_i16_e32 v27, s66
v_cvt_f16_i16_e32 v189, v93
v_cvt_f16_i16_dpp v198, v255 row_half_mirror bank_mask:0xb bound_ctrl:0 fi:1
v_cvt_f16_i16_dpp v225, v29 row_mirror row_mask:0xf bank_mask:0x3
v_cvt_f16_i16_sdwa v235, v163 src0_sel:WORD_0
v_cvt_f16_i16_sdwa v255, 10 dst_sel:BYTE_1 src0_sel:BYTE_0
v_cvt_f16_i16_dpp v235, v87 dpp8:[2,4,5,6,1,4,4,2]
v_cvt_f16_i16_dpp v255, v255 dpp8:[1,6,1,2,2,0,2,6] fi:1
v_cvt_u16_f16_e32 v139, -1
v_cvt_u16_f16_e32 v192, v41
v_cvt_u16_f16_dpp v204, v52 row_shr:1 row_mask:0x0
v_cvt_u16_f16_dpp v209, v212 quad_perm:[3,2,0,2] row_mask:0x7 bank_mask:0xd fi:1
v_cvt_u16_f16_sdwa v21, v241 dst_sel:WORD_0 src0_sel:BYTE_3
v_cvt_u16_f16_sdwa v141, v3 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3
v_cvt_u16_f16_dpp v164, v142 dpp8:[2,3,7,7,0,1,5,1] fi:1
v_cvt_u16_f16_dpp v85, v95 dpp8:[4,3,3,0,4,2,1,4]
v_cvt_i16_f16_e32 v19, v180
v_cvt_i16_f16_e32 v17, v9
v_cvt_i16_f16_dpp v22, v210 row_ror:4 bank_mask:0x5 bound_ctrl:0
v_cvt_i16_f16_dpp v120, v255 row_half_mirror row_mask:0xd bank_mask:0x0 fi:1
v_cvt_i16_f16_sdwa v16, v37 dst_sel:WORD_1 src0_sel:WORD_0
v_cvt_i16_f16_sdwa v133, -|v152| dst_sel:BYTE_3 dst_unused:UNUSED_PAD
v_rcp_f16_e32 v7, exec_hi
v_rcp_f16_e32 v21, v11
v_rcp_f16_dpp v229, v7 row_mirror bank_mask:0x5 bound_ctrl:0
v_rcp_f16_dpp v181, -v94 row_shl:10 row_mask:0x0
v_rcp_f16_sdwa v29, |s105| dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_rcp_f16_sdwa v3, v255 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_rcp_f16_dpp v255, v83 dpp8:[6,2,7,1,4,1,0,0] fi:1
v_rcp_f16_dpp v24, v27 dpp8:[2,5,1,1,7,6,6,7]
v_sqrt_f16_e32 v221, 62
v_sqrt_f16_e32 v34, v102
v_sqrt_f16_dpp v183, -v26 row_ror:10
v_sqrt_f16_dpp v147, v125 row_xmask:12 row_mask:0x7 bank_mask:0xc
v_sqrt_f16_sdwa v138, v200 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
v_sqrt_f16_sdwa v116, v24 dst_sel:WORD_1 dst_unused:UNUSED_SEXT
v_sqrt_f16_dpp v14, v21 dpp8:[0,0,3,6,1,3,5,4]
v_sqrt_f16_dpp v11, v11 dpp8:[4,4,1,4,1,4,6,5]
v_rsq_f16_e32 v172, 12
v_rsq_f16_e32 v255, vcc_hi
v_rsq_f16_dpp v239, |v65| row_shr:4 row_mask:0xb bank_mask:0x6 fi:1
v_rsq_f16_dpp v12, v170 row_share:15 row_mask:0x1
v_rsq_f16_sdwa v239, |v255| clamp dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_rsq_f16_sdwa v14, 59 src0_sel:BYTE_2
v_rsq_f16_dpp v163, v255 dpp8:[0,0,1,4,2,1,1,1]
v_rsq_f16_dpp v151, v164 dpp8:[7,4,3,3,2,7,5,6]
v_log_f16_e32 v25, v27
v_log_f16_e32 v46, v14
v_log_f16_dpp v0, v159 row_half_mirror row_mask:0x0 bank_mask:0x8
v_log_f16_dpp v29, -v39 row_xmask:3 row_mask:0xb bank_mask:0xf
v_log_f16_sdwa v29, v164 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_log_f16_sdwa v1, -|v23| clamp dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_log_f16_dpp v80, v18 dpp8:[0,1,2,1,6,1,2,1]
v_log_f16_dpp v1, v84 dpp8:[0,0,2,5,6,5,1,3]
v_exp_f16_e32 v12, 56
v_exp_f16_e32 v139, 0.5
v_exp_f16_dpp v70, v168 row_ror:12 fi:1
v_exp_f16_dpp v14, v115 row_shr:5 bound_ctrl:0
v_exp_f16_sdwa v195, v207 dst_sel:BYTE_2 src0_sel:WORD_0
v_exp_f16_sdwa v144, -|v190| dst_sel:DWORD
v_frexp_mant_f16_e32 v255, v10
v_frexp_mant_f16_e32 v165, s11
v_frexp_mant_f16_dpp v255, v17 row_xmask:9 bound_ctrl:0
v_frexp_mant_f16_dpp v255, v62 row_shr:11 row_mask:0x4 bank_mask:0x9 bound_ctrl:0 fi:1
v_frexp_mant_f16_sdwa v153, s68 clamp dst_sel:BYTE_1 src0_sel:BYTE_3
v_frexp_mant_f16_sdwa v23, v65 clamp dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_frexp_mant_f16_dpp v23, v90 dpp8:[4,7,0,1,3,6,1,4]
v_frexp_exp_i16_f16_e32 v8, v1
v_frexp_exp_i16_f16_e32 v14, 56
v_frexp_exp_i16_f16_dpp v231, v48 row_xmask:10 row_mask:0x4 bank_mask:0xc
v_frexp_exp_i16_f16_dpp v147, v18 row_ror:5 row_mask:0xd bank_mask:0x4 bound_ctrl:0
v_frexp_exp_i16_f16_sdwa v26, v45 clamp dst_sel:BYTE_0 src0_sel:WORD_1
v_frexp_exp_i16_f16_sdwa v47, |v0| dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_frexp_exp_i16_f16_dpp v12, v9 dpp8:[0,3,1,0,1,1,6,3]
v_floor_f16_e32 v9, 100.0
v_floor_f16_e32 v229, v13
v_floor_f16_dpp v54, v2 row_share:6 row_mask:0x9 bank_mask:0xc
v_floor_f16_dpp v113, v103 row_mirror bank_mask:0xd fi:1
v_floor_f16_sdwa v251, v83 dst_sel:BYTE_1
v_floor_f16_sdwa v20, -|v27| dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_floor_f16_dpp v255, v22 dpp8:[1,5,6,0,6,4,0,6] fi:1
v_floor_f16_dpp v255, v104 dpp8:[5,0,4,6,1,5,1,6]
v_ceil_f16_e32 v253, s90
v_ceil_f16_e32 v51, v93
v_ceil_f16_dpp v26, |v13| row_half_mirror row_mask:0xf bank_mask:0xa bound_ctrl:0
v_ceil_f16_dpp v16, v255 row_half_mirror row_mask:0xa bank_mask:0x2 fi:1
v_ceil_f16_sdwa v2, v207 dst_unused:UNUSED_SEXT src0_sel:BYTE_1
v_ceil_f16_sdwa v69, v148 clamp dst_sel:BYTE_0 src0_sel:WORD_0
v_ceil_f16_dpp v115, v20 dpp8:[3,6,6,5,5,4,2,7]
v_trunc_f16_e32 v188, 44
v_trunc_f16_e32 v61, v57
v_trunc_f16_dpp v232, -v233 row_half_mirror fi:1
v_trunc_f16_dpp v222, v187 row_shr:12 row_mask:0x0 bank_mask:0x7 fi:1
v_trunc_f16_sdwa v5, -5 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2
v_trunc_f16_sdwa v255, -v113 dst_sel:WORD_1 src0_sel:DWORD
v_trunc_f16_dpp v255, v33 dpp8:[6,3,1,0,3,7,0,0]
v_trunc_f16_dpp v10, v24 dpp8:[1,3,1,7,0,6,7,4]
v_rndne_f16_e32 v152, v203
v_rndne_f16_e32 v30, 0.15915494
v_rndne_f16_dpp v78, v144 quad_perm:[2,2,0,0] bank_mask:0xf bound_ctrl:0
v_rndne_f16_dpp v255, v249 row_share:9 row_mask:0x7
v_rndne_f16_sdwa v2, v165 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_rndne_f16_sdwa v3, -|v24| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_rndne_f16_dpp v141, v235 dpp8:[1,4,5,0,1,1,2,0] fi:1
v_rndne_f16_dpp v66, v43 dpp8:[0,1,0,4,1,5,0,3] fi:1
v_fract_f16_e32 v50, 8
v_fract_f16_e32 v31, s1
v_fract_f16_dpp v4, v16 row_half_mirror bank_mask:0x3 bound_ctrl:0
v_fract_f16_dpp v218, v141 row_half_mirror row_mask:0x7 bound_ctrl:0
v_fract_f16_sdwa v4, -s105 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_fract_f16_sdwa v26, v27 dst_sel:BYTE_0 src0_sel:BYTE_2
v_fract_f16_dpp v21, v255 dpp8:[7,0,4,4,3,6,4,7]
v_fract_f16_dpp v174, v4 dpp8:[1,7,4,6,6,2,6,1]
v_sin_f16_e32 v230, vcc_hi
v_sin_f16_e32 v10, v255
v_sin_f16_dpp v26, v3 row_share:11
v_sin_f16_dpp v6, v29 row_xmask:3 row_mask:0x7 fi:1
v_sin_f16_sdwa v70, v234 clamp dst_sel:BYTE_1 src0_sel:BYTE_0
v_sin_f16_sdwa v80, v7 dst_sel:BYTE_0 src0_sel:DWORD
v_sin_f16_dpp v190, v23 dpp8:[6,5,5,2,2,4,7,5] fi:1
v_cos_f16_e32 v21, s19
v_cos_f16_e32 v17, 61
v_cos_f16_dpp v5, v172 row_ror:13 row_mask:0xb
v_cos_f16_dpp v4, v81 row_ror:6 row_mask:0x3 bank_mask:0x0 bound_ctrl:0
v_cos_f16_sdwa v245, -v14 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_cos_f16_sdwa v185, -|v137| dst_sel:BYTE_2 src0_sel:BYTE_1
v_cos_f16_dpp v28, v138 dpp8:[6,1,1,6,1,4,4,4]
v_sat_pk_u8_i16_e32 v128, v146
v_sat_pk_u8_i16_e32 v56, v155
v_sat_pk_u8_i16_dpp v25, v20 quad_perm:[3,0,1,3] bound_ctrl:0 fi:1
v_sat_pk_u8_i16_dpp v5, v109 quad_perm:[3,2,3,1] row_mask:0xf bound_ctrl:0
v_sat_pk_u8_i16_sdwa v18, v253 dst_sel:WORD_0 src0_sel:BYTE_2
v_sat_pk_u8_i16_sdwa v255, sext(v119) dst_sel:BYTE_0 src0_sel:DWORD
v_sat_pk_u8_i16_dpp v201, v147 dpp8:[5,3,6,5,0,1,7,5]
v_sat_pk_u8_i16_dpp v162, v16 dpp8:[5,6,1,3,4,3,4,6]
v_cvt_norm_i16_f16_e32 v25, v255
v_cvt_norm_i16_f16_e32 v75, v24
v_cvt_norm_i16_f16_dpp v7, v14 row_share:12 row_mask:0x5 bank_mask:0xf bound_ctrl:0
v_cvt_norm_i16_f16_dpp v149, v255 row_ror:10 row_mask:0x5 fi:1
v_cvt_norm_i16_f16_sdwa v24, v233 dst_sel:BYTE_3 src0_sel:DWORD
v_cvt_norm_i16_f16_sdwa v17, v16 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_cvt_norm_i16_f16_dpp v14, v4 dpp8:[7,3,6,6,5,4,0,3]
v_cvt_norm_i16_f16_dpp v107, v18 dpp8:[1,5,6,4,6,6,0,6]
v_cvt_norm_u16_f16_e32 v85, ttmp14
v_cvt_norm_u16_f16_e32 v46, v104
v_cvt_norm_u16_f16_dpp v218, v18 row_mirror
v_cvt_norm_u16_f16_dpp v32, v163 quad_perm:[3,2,0,0] bank_mask:0x0 bound_ctrl:0
v_cvt_norm_u16_f16_sdwa v84, |v82| clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE
v_cvt_norm_u16_f16_sdwa v4, 25 clamp dst_sel:BYTE_3
v_cvt_norm_u16_f16_dpp v29, v88 dpp8:[5,4,1,5,5,2,4,2]
v_cvt_norm_u16_f16_dpp v22, v95 dpp8:[6,5,0,7,7,5,4,2]
v_swap_b32 v121, v175
v_swap_b32 v255, v21
v_swaprel_b32 v213, v80
v_swaprel_b32 v16, v255
v_cndmask_b32_e32 v11, v71, v1, vcc_lo
v_cndmask_b32_e32 v255, v6, v26, vcc_lo
v_cndmask_b32_dpp v26, v178, v163, vcc_lo row_xmask:3 row_mask:0xe
v_cndmask_b32_dpp v23, v5, v22, vcc_lo row_ror:14 bank_mask:0x2 bound_ctrl:0
v_cndmask_b32_dpp v13, v14, v227, vcc_lo dpp8:[5,3,5,0,3,3,5,3]
v_cndmask_b32_dpp v13, v75, v109, vcc_lo dpp8:[2,4,0,0,4,7,7,5]
v_dot2c_f32_f16 v28, v29, v121
v_dot2c_f32_f16 v66, s24, v13
v_dot2c_f32_f16_dpp v145, v144, v88 row_shl:14 row_mask:0xb bank_mask:0x3 bound_ctrl:0 fi:1
v_dot2c_f32_f16_dpp v43, v57, v255 row_xmask:1 bank_mask:0xb fi:1
v_dot2c_f32_f16_dpp v22, v30, v75 dpp8:[2,3,4,2,3,5,7,1] fi:1
v_dot2c_f32_f16_dpp v125, v7, v218 dpp8:[7,5,4,7,5,1,6,2]
v_add_f32_e32 v15, v144, v107
v_add_f32_e32 v84, -4, v31
v_add_f32_dpp v71, -v21, v26 row_mirror
v_add_f32_dpp v255, v19, v14 row_half_mirror row_mask:0x5
v_add_f32_sdwa v37, v255, -v16 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_add_f32_sdwa v255, v4, -|v209| dst_sel:DWORD
v_add_f32_dpp v212, v5, v152 dpp8:[2,2,2,4,7,3,3,7]
v_add_f32_dpp v7, v119, v149 dpp8:[0,1,4,6,4,1,1,3] fi:1
v_sub_f32_e32 v2, v255, v55
v_sub_f32_e32 v28, s36, v61
v_sub_f32_dpp v154, v18, |v47| row_shl:4 row_mask:0xf bank_mask:0x4
v_sub_f32_dpp v233, v91, v73 row_shl:1 row_mask:0xa bank_mask:0x3
v_sub_f32_sdwa v194, v26, |v255| clamp dst_sel:BYTE_0 src0_sel:BYTE_2 src1_sel:WORD_0
v_sub_f32_sdwa v130, v16, v53 dst_sel:WORD_1 src0_sel:DWORD src1_sel:WORD_1
v_sub_f32_dpp v1, v145, v237 dpp8:[0,7,1,2,6,4,1,6] fi:1
v_subrev_f32_e32 v68, v27, v143
v_subrev_f32_e32 v255, s27, v24
v_subrev_f32_dpp v91, |v54|, v69 quad_perm:[2,0,1,1] row_mask:0x8 fi:1
v_subrev_f32_dpp v206, -|v216|, |v153| row_shr:5 row_mask:0x1 fi:1
v_subrev_f32_sdwa v255, s35, v10 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src1_sel:BYTE_1
v_subrev_f32_sdwa v17, v29, v25 clamp dst_sel:BYTE_0 src0_sel:BYTE_3 src1_sel:BYTE_1
v_subrev_f32_dpp v226, v139, v20 dpp8:[4,0,0,2,3,5,4,0] fi:1
v_subrev_f32_dpp v6, v43, v213 dpp8:[0,6,7,7,7,1,4,2]
v_fmac_legacy_f32_e32 v88, v0, v5
v_fmac_legacy_f32_e32 v134, v24, v14
v_mul_legacy_f32_e32 v12, s1, v4
v_mul_legacy_f32_e32 v121, v189, v185
v_mul_legacy_f32_dpp v99, v80, -v20 row_ror:2 row_mask:0x3
v_mul_legacy_f32_dpp v227, -|v76|, v154 quad_perm:[1,3,2,3] row_mask:0xa bank_mask:0x9
v_mul_legacy_f32_sdwa v184, v239, v105 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
v_mul_legacy_f32_sdwa v87, v196, v0 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:BYTE_2
v_mul_legacy_f32_dpp v31, v198, v85 dpp8:[0,5,3,3,0,6,2,7]
v_mul_legacy_f32_dpp v122, v12, v180 dpp8:[7,5,1,4,4,1,7,3]
v_mul_f32_e32 v4, -2, v0
v_mul_f32_e32 v10, 1.0, v65
v_mul_f32_dpp v165, v16, -v60 quad_perm:[0,2,3,3] row_mask:0xb bank_mask:0x0
v_mul_f32_dpp v1, v255, |v6| row_shr:6 row_mask:0x6 bank_mask:0xe bound_ctrl:0
v_mul_f32_sdwa v196, -v53, v154 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src1_sel:DWORD
v_mul_f32_sdwa v156, v25, -v86 src0_sel:BYTE_2
v_mul_f32_dpp v238, v21, v31 dpp8:[4,2,1,6,7,0,2,2] fi:1
v_mul_f32_dpp v255, v52, v17 dpp8:[1,6,7,0,4,0,1,6] fi:1
v_mul_i32_i24_e32 v3, -1.5, v27
v_mul_i32_i24_e32 v9, v159, v27
v_mul_i32_i24_dpp v105, v255, v31 row_shr:11 row_mask:0xb bank_mask:0xf
v_mul_i32_i24_dpp v2, v156, v173 row_xmask:1 row_mask:0x3 bank_mask:0xc
v_mul_i32_i24_sdwa v131, sext(v172), v236 clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:DWORD
v_mul_i32_i24_sdwa v180, v2, v7 dst_sel:WORD_0 src0_sel:WORD_1
v_mul_i32_i24_dpp v133, v3, v19 dpp8:[5,6,4,7,3,4,0,5]
v_mul_i32_i24_dpp v21, v69, v165 dpp8:[2,4,1,4,1,7,7,5]
v_mul_hi_i32_i24_e32 v37, v11, v255
v_mul_hi_i32_i24_e32 v13, 41, v149
v_mul_hi_i32_i24_dpp v139, v115, v87 row_share:5 row_mask:0xc bank_mask:0xa
v_mul_hi_i32_i24_dpp v182, v25, v205 row_share:9 row_mask:0x0 bank_mask:0x0 fi:1
v_mul_hi_i32_i24_sdwa v30, v174, v106 dst_sel:DWORD src0_sel:WORD_0
v_mul_hi_i32_i24_sdwa v26, 54, v71 dst_sel:BYTE_0 src0_sel:BYTE_3 src1_sel:BYTE_3
v_mul_hi_i32_i24_dpp v107, v183, v10 dpp8:[1,4,5,0,0,3,6,5] fi:1
v_mul_hi_i32_i24_dpp v61, v111, v167 dpp8:[5,0,0,7,0,5,5,2] fi:1
v_mul_u32_u24_e32 v0, s3, v24
v_mul_u32_u24_e32 v31, s75, v137
v_mul_u32_u24_dpp v255, v20, v84 row_shl:2 row_mask:0xd bank_mask:0xf
v_mul_u32_u24_dpp v255, v21, v220 row_xmask:13 row_mask:0xf bank_mask:0x5
v_mul_u32_u24_sdwa v213, v240, v2 dst_sel:WORD_1 src1_sel:DWORD
v_mul_u32_u24_sdwa v153, v3, v102 dst_sel:BYTE_3 src0_sel:WORD_1 src1_sel:WORD_0
v_mul_u32_u24_dpp v94, v255, v216 dpp8:[1,7,7,0,6,5,4,6]
v_mul_u32_u24_dpp v254, v107, v66 dpp8:[5,3,5,5,0,2,1,6]
v_mul_hi_u32_u24_e32 v47, v0, v60
v_mul_hi_u32_u24_e32 v248, v87, v23
v_mul_hi_u32_u24_dpp v234, v9, v29 row_xmask:12 fi:1
v_mul_hi_u32_u24_dpp v254, v236, v255 row_shr:7 row_mask:0x2 bank_mask:0xb fi:1
v_mul_hi_u32_u24_sdwa v1, sext(v255), v200 dst_sel:BYTE_3 src0_sel:BYTE_0 src1_sel:BYTE_0
v_mul_hi_u32_u24_sdwa v219, v119, v147 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:WORD_1
v_mul_hi_u32_u24_dpp v20, v23, v3 dpp8:[2,3,0,7,7,7,2,3] fi:1
v_mul_hi_u32_u24_dpp v243, v255, v45 dpp8:[3,6,0,7,5,7,2,1]
v_dot4c_i32_i8 v238, 27, v5
v_dot4c_i32_i8 v61, v1, v11
v_dot4c_i32_i8_dpp v252, v223, v26 row_xmask:13 row_mask:0x2 fi:1
v_dot4c_i32_i8_dpp v235, v90, v187 row_shl:12 row_mask:0x1
v_dot4c_i32_i8_dpp v113, v31, v28 dpp8:[1,3,0,1,4,3,2,6]
v_dot4c_i32_i8_dpp v25, v24, v202 dpp8:[4,7,6,5,0,4,1,5] fi:1
v_min_f32_e32 v37, s21, v138
v_min_f32_e32 v192, v255, v38
v_min_f32_dpp v28, v93, v19 row_share:12 bank_mask:0x6 fi:1
v_min_f32_dpp v154, v14, v207 row_half_mirror row_mask:0x0 bank_mask:0xd
v_min_f32_sdwa v255, v23, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_1
v_min_f32_sdwa v189, -v51, |v154| dst_sel:DWORD src0_sel:BYTE_3 src1_sel:WORD_0
v_min_f32_dpp v10, v18, v246 dpp8:[5,5,2,0,6,0,5,5]
v_max_f32_e32 v230, v38, v187
v_max_f32_e32 v255, v3, v229
v_max_f32_dpp v21, v19, v123 row_half_mirror row_mask:0xc bank_mask:0x8 bound_ctrl:0 fi:1
v_max_f32_dpp v167, v36, v201 row_xmask:13 row_mask:0x4 bank_mask:0x9 bound_ctrl:0
v_max_f32_sdwa v172, v89, v237 dst_sel:DWORD src0_sel:BYTE_0 src1_sel:WORD_0
v_max_f32_sdwa v133, 0, v255 clamp src0_sel:BYTE_1
v_max_f32_dpp v22, v204, v35 dpp8:[6,2,2,7,2,1,4,6] fi:1
v_min_i32_e32 v19, v213, v131
v_min_i32_e32 v4, s60, v235
v_min_i32_dpp v255, v25, v14 row_shl:15 row_mask:0x8
v_min_i32_dpp v16, v186, v71 row_xmask:2 row_mask:0x9 bank_mask:0x9 fi:1
v_min_i32_sdwa v19, v212, sext(v72) dst_sel:BYTE_3 src0_sel:BYTE_1 src1_sel:BYTE_3
v_min_i32_sdwa v144, v133, sext(v113) dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src1_sel:WORD_0
v_min_i32_dpp v88, v27, v110 dpp8:[0,5,5,1,5,5,5,6]
v_min_i32_dpp v206, v66, v134 dpp8:[5,6,2,0,4,7,0,7]
v_max_i32_e32 v191, 52, v52
v_max_i32_e32 v129, v255, v255
v_max_i32_dpp v196, v0, v31 row_share:7 row_mask:0x4 bank_mask:0x1 bound_ctrl:0
v_max_i32_dpp v255, v139, v119 row_shr:15 row_mask:0xa bank_mask:0x9 bound_ctrl:0
v_max_i32_sdwa v25, v137, v135 dst_sel:BYTE_0 src1_sel:WORD_0
v_max_i32_sdwa v25, sext(v25), v88 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_0
v_max_i32_dpp v25, v191, v138 dpp8:[3,6,7,4,3,1,7,6]
v_max_i32_dpp v27, v255, v255 dpp8:[3,2,4,6,2,1,3,4] fi:1
v_min_u32_e32 v8, s65, v204
v_min_u32_e32 v76, v0, v27
v_min_u32_dpp v31, v74, v129 row_ror:13 row_mask:0xd bank_mask:0xc bound_ctrl:0 fi:1
v_min_u32_dpp v11, v7, v234 row_shl:6 row_mask:0x8 bank_mask:0x3 fi:1
v_min_u32_sdwa v126, v5, v124 clamp dst_sel:DWORD src0_sel:DWORD src1_sel:BYTE_2
v_min_u32_sdwa v1, v84, sext(v1) dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_min_u32_dpp v165, v193, v90 dpp8:[0,5,0,5,4,1,6,7] fi:1
v_min_u32_dpp v3, v60, v62 dpp8:[4,6,4,2,2,2,0,2]
v_max_u32_e32 v10, v72, v175
v_max_u32_e32 v28, v174, v3
v_max_u32_dpp v15, v179, v255 row_ror:9 row_mask:0x1 bound_ctrl:0
v_max_u32_dpp v235, v255, v19 row_half_mirror row_mask:0x7 bank_mask:0x2
v_max_u32_sdwa v29, v255, v0 dst_sel:WORD_0 dst_unused:UNUSED_PAD src1_sel:WORD_0
v_max_u32_sdwa v1, sext(v2), v75 clamp dst_sel:WORD_0 src0_sel:BYTE_3 src1_sel:DWORD
v_max_u32_dpp v15, v132, v26 dpp8:[4,7,3,2,5,0,1,1]
v_max_u32_dpp v14, v216, v4 dpp8:[6,6,2,0,2,6,5,4] fi:1
v_lshrrev_b32_e32 v22, 1.0, v40
v_lshrrev_b32_e32 v28, 0xdeadbeef, v30
v_lshrrev_b32_dpp v108, v40, v209 row_share:7 row_mask:0x6 bank_mask:0xf
v_lshrrev_b32_dpp v60, v14, v27 quad_perm:[3,1,3,0] row_mask:0x7 bank_mask:0xc bound_ctrl:0 fi:1
v_lshrrev_b32_sdwa v49, v142, v29 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:BYTE_1
v_lshrrev_b32_sdwa v74, v25, v54 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:BYTE_0
v_lshrrev_b32_dpp v24, v6, v53 dpp8:[5,2,7,5,3,1,4,3]
v_lshrrev_b32_dpp v153, v29, v250 dpp8:[6,4,2,2,2,2,3,2]
v_ashrrev_i32_e32 v0, v13, v217
v_ashrrev_i32_e32 v27, v64, v20
v_ashrrev_i32_dpp v113, v207, v14 row_half_mirror row_mask:0x4 bound_ctrl:0
v_ashrrev_i32_dpp v55, v255, v113 row_share:6 bank_mask:0xa fi:1
v_ashrrev_i32_sdwa v202, 43, v211 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0
v_ashrrev_i32_sdwa v86, sext(v210), v9 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_0
v_ashrrev_i32_dpp v255, v206, v243 dpp8:[1,1,1,7,1,6,4,7]
v_ashrrev_i32_dpp v152, v236, v208 dpp8:[6,7,0,0,1,6,7,1]
v_lshlrev_b32_e32 v232, v23, v47
v_lshlrev_b32_e32 v6, v92, v24
v_lshlrev_b32_dpp v78, v112, v30 row_half_mirror row_mask:0x4 bank_mask:0xe
v_lshlrev_b32_dpp v230, v16, v239 row_mirror
v_lshlrev_b32_sdwa v13, v212, sext(v111) dst_sel:BYTE_1 src1_sel:BYTE_1
v_lshlrev_b32_sdwa v215, v141, v210 clamp dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_3
v_lshlrev_b32_dpp v18, v60, v154 dpp8:[4,3,5,3,7,7,3,4] fi:1
v_lshlrev_b32_dpp v176, v255, v199 dpp8:[2,4,2,2,1,0,0,3] fi:1
v_and_b32_e32 v207, v24, v172
v_and_b32_e32 v3, v137, v21
v_and_b32_dpp v26, v89, v187 row_half_mirror row_mask:0xe bank_mask:0xc
v_and_b32_dpp v30, v255, v117 row_mirror row_mask:0xf bound_ctrl:0 fi:1
v_and_b32_sdwa v161, v16, sext(v255) dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE
v_and_b32_sdwa v24, v19, v135 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:BYTE_2
v_and_b32_dpp v131, v185, v190 dpp8:[6,1,5,5,3,4,1,5] fi:1
v_and_b32_dpp v3, v255, v29 dpp8:[2,6,1,4,7,2,4,6]
v_or_b32_e32 v197, src_scc, v87
v_or_b32_e32 v90, 39, v52
v_or_b32_dpp v169, v3, v247 row_shl:8 bank_mask:0x5
v_or_b32_dpp v124, v30, v250 row_xmask:1 row_mask:0x3 bank_mask:0xe bound_ctrl:0
v_or_b32_sdwa v5, sext(v87), v20 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:DWORD
v_or_b32_sdwa v18, v255, v175 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0
v_or_b32_dpp v250, v164, v254 dpp8:[2,3,2,4,3,4,3,0] fi:1
v_or_b32_dpp v109, v9, v26 dpp8:[7,4,2,6,4,2,2,7] fi:1
v_xor_b32_e32 v222, v113, v29
v_xor_b32_e32 v30, v223, v3
v_xor_b32_dpp v28, v14, v13 row_shr:1 row_mask:0x2
v_xor_b32_dpp v42, v147, v26 row_share:7 row_mask:0xc bank_mask:0x8 bound_ctrl:0
v_xor_b32_sdwa v29, v204, v127 dst_sel:BYTE_2 src0_sel:BYTE_3 src1_sel:WORD_1
v_xor_b32_sdwa v188, s12, v31 clamp src0_sel:BYTE_2 src1_sel:BYTE_0
v_xor_b32_dpp v24, v27, v15 dpp8:[2,3,2,1,6,5,4,0]
v_xor_b32_dpp v12, v16, v21 dpp8:[5,1,7,2,7,0,0,1]
v_xnor_b32_e32 v10, v35, v18
v_xnor_b32_e32 v29, s92, v141
v_xnor_b32_dpp v180, v28, v8 row_mirror row_mask:0xb
v_xnor_b32_dpp v128, v21, v16 row_shl:10 fi:1
v_xnor_b32_sdwa v232, v239, v233 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src1_sel:BYTE_2
v_xnor_b32_sdwa v85, v139, v77 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:BYTE_3
v_xnor_b32_dpp v19, v255, v234 dpp8:[0,7,6,7,3,5,0,6]
v_xnor_b32_dpp v192, v203, v44 dpp8:[2,1,7,7,0,2,3,0] fi:1
v_add_nc_u32_e32 v125, -4.0, v42
v_add_nc_u32_e32 v2, s104, v247
v_add_nc_u32_dpp v81, v181, v24 row_shr:1 row_mask:0x8 bank_mask:0x8
v_add_nc_u32_dpp v91, v149, v17 row_shl:15 row_mask:0x1 bank_mask:0x2 fi:1
v_add_nc_u32_sdwa v114, v56, v35 clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:BYTE_0
v_add_nc_u32_sdwa v125, sext(v73), sext(v14) clamp dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_0
v_add_nc_u32_dpp v172, v212, v75 dpp8:[7,0,6,0,4,3,2,2] fi:1
v_add_nc_u32_dpp v32, v11, v9 dpp8:[7,7,6,4,1,7,2,1] fi:1
v_sub_nc_u32_e32 v125, v127, v255
v_sub_nc_u32_e32 v224, v13, v28
v_sub_nc_u32_dpp v9, v66, v74 quad_perm:[3,0,3,1] row_mask:0xe bank_mask:0x1
v_sub_nc_u32_dpp v14, v17, v78 row_shr:10
v_sub_nc_u32_sdwa v74, v152, v241 clamp dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:DWORD
v_sub_nc_u32_sdwa v255, v24, v17 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_1
v_sub_nc_u32_dpp v10, v10, v25 dpp8:[6,1,7,5,3,0,1,0]
v_sub_nc_u32_dpp v255, v27, v30 dpp8:[0,6,4,6,6,6,1,0] fi:1
v_subrev_nc_u32_e32 v255, v93, v224
v_subrev_nc_u32_e32 v203, -2.0, v25
v_subrev_nc_u32_dpp v121, v243, v14 row_xmask:1 row_mask:0x1 bank_mask:0xa bound_ctrl:0
v_subrev_nc_u32_dpp v24, v8, v23 row_xmask:10 bank_mask:0xe
v_subrev_nc_u32_sdwa v28, v5, v24 dst_sel:BYTE_3 src0_sel:WORD_1 src1_sel:BYTE_1
v_subrev_nc_u32_sdwa v255, sext(v191), v216 dst_sel:DWORD
v_subrev_nc_u32_dpp v16, v0, v7 dpp8:[5,2,0,1,4,7,4,6] fi:1
v_subrev_nc_u32_dpp v153, v27, v14 dpp8:[4,4,7,3,0,6,7,7]
v_add_co_ci_u32_e32 v1, vcc_lo, 39, v17, vcc_lo
v_add_co_ci_u32_e32 v82, vcc_lo, -4.0, v255, vcc_lo
v_add_co_ci_u32_dpp v138, vcc_lo, v255, v29, vcc_lo row_shr:14 bank_mask:0xc bound_ctrl:0 fi:1
v_add_co_ci_u32_dpp v184, vcc_lo, v27, v86, vcc_lo row_half_mirror row_mask:0xe bound_ctrl:0 fi:1
v_add_co_ci_u32_sdwa v4, vcc_lo, sext(v13), v225, vcc_lo clamp dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE
v_add_co_ci_u32_sdwa v4, vcc_lo, v98, v201, vcc_lo dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_0
v_add_co_ci_u32_dpp v164, vcc_lo, v4, v27, vcc_lo dpp8:[0,1,4,7,1,3,6,4]
v_add_co_ci_u32_dpp v253, vcc_lo, v129, v23, vcc_lo dpp8:[0,7,3,6,2,3,3,2] fi:1
v_sub_co_ci_u32_e32 v27, vcc_lo, -12345, v189, vcc_lo
v_sub_co_ci_u32_e32 v22, vcc_lo, v29, v138, vcc_lo
v_sub_co_ci_u32_dpp v14, vcc_lo, v12, v21, vcc_lo row_share:12 bank_mask:0xd
v_sub_co_ci_u32_dpp v255, vcc_lo, v115, v158, vcc_lo row_shl:1 row_mask:0x0 bank_mask:0xc bound_ctrl:0 fi:1
v_sub_co_ci_u32_sdwa v201, vcc_lo, sext(v30), v23, vcc_lo clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:BYTE_3
v_sub_co_ci_u32_sdwa v0, vcc_lo, v182, sext(v192), vcc_lo dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:WORD_1
v_sub_co_ci_u32_dpp v0, vcc_lo, v144, v30, vcc_lo dpp8:[2,3,5,5,5,4,0,1]
v_sub_co_ci_u32_dpp v29, vcc_lo, v233, v157, vcc_lo dpp8:[1,1,4,7,7,0,0,0] fi:1
v_subrev_co_ci_u32_e32 v24, vcc_lo, 2.0, v9, vcc_lo
v_subrev_co_ci_u32_e32 v79, vcc_lo, v7, v163, vcc_lo
v_subrev_co_ci_u32_dpp v217, vcc_lo, v9, v255, vcc_lo row_ror:7 bank_mask:0x1 bound_ctrl:0
v_subrev_co_ci_u32_dpp v18, vcc_lo, v15, v81, vcc_lo row_shl:7 row_mask:0x0
v_subrev_co_ci_u32_sdwa v28, vcc_lo, v0, sext(v12), vcc_lo clamp dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_subrev_co_ci_u32_sdwa v125, vcc_lo, v27, v17, vcc_lo dst_sel:DWORD src0_sel:BYTE_1 src1_sel:BYTE_0
v_subrev_co_ci_u32_dpp v5, vcc_lo, v6, v17, vcc_lo dpp8:[7,2,5,6,7,0,7,4] fi:1
v_subrev_co_ci_u32_dpp v236, vcc_lo, v128, v106, vcc_lo dpp8:[1,4,1,4,3,4,3,6] fi:1
v_fmac_f32_e32 v99, v27, v107
v_fmac_f32_e32 v161, v26, v105
v_fmac_f32_dpp v245, v6, v208 row_xmask:12 bank_mask:0xe fi:1
v_fmac_f32_dpp v255, |v93|, v188 row_ror:9 row_mask:0x7 bank_mask:0xb bound_ctrl:0
v_fmac_f32_dpp v255, v146, v20 dpp8:[0,6,3,1,5,5,2,1] fi:1
v_fmamk_f32 v230, v168, 0x3fc00000, v219
v_fmamk_f32 v131, -4.0, 0.1, v32
v_fmaak_f32 v219, v29, v16, 1e6
v_fmaak_f32 v29, v10, v132, -1.5
v_cvt_pkrtz_f16_f32_e32 v221, -2, v81
v_cvt_pkrtz_f16_f32_e32 v4, v78, v255
v_cvt_pkrtz_f16_f32_dpp v25, v24, -|v28| row_shl:2 row_mask:0x9 bank_mask:0xd bound_ctrl:0 fi:1
v_cvt_pkrtz_f16_f32_dpp v27, v51, v14 row_shr:4 row_mask:0x6 bank_mask:0xa
v_cvt_pkrtz_f16_f32_sdwa v3, -v92, |v27| dst_sel:WORD_0 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cvt_pkrtz_f16_f32_dpp v221, v182, v13 dpp8:[2,4,5,7,5,2,6,4] fi:1
v_add_f16_e32 v20, v203, v164
v_add_f16_e32 v22, v55, v152
v_add_f16_dpp v241, |v251|, v125 row_half_mirror row_mask:0xb bound_ctrl:0
v_add_f16_dpp v208, -|v186|, v1 row_xmask:10 bank_mask:0x0
v_add_f16_sdwa v218, |9|, v255 clamp dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:WORD_1
v_add_f16_sdwa v215, v233, v112 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:BYTE_3
v_add_f16_dpp v210, v132, v0 dpp8:[6,2,7,3,4,3,5,6] fi:1
v_sub_f16_e32 v15, v20, v73
v_sub_f16_e32 v231, v9, v208
v_sub_f16_dpp v12, v186, -|v240| row_xmask:1 bank_mask:0xa bound_ctrl:0
v_sub_f16_dpp v148, v4, -|v17| row_half_mirror bank_mask:0xf
v_sub_f16_sdwa v228, v68, v113 dst_sel:BYTE_0 src0_sel:DWORD src1_sel:WORD_0
v_sub_f16_sdwa v114, v236, -v6 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src1_sel:BYTE_0
v_sub_f16_dpp v23, v255, v246 dpp8:[7,0,0,7,7,2,0,4]
v_sub_f16_dpp v27, v255, v125 dpp8:[2,6,2,3,5,4,4,5] fi:1
v_subrev_f16_e32 v110, vcc_hi, v215
v_subrev_f16_e32 v255, v9, v21
v_subrev_f16_dpp v115, -|v255|, v174 quad_perm:[2,2,0,0] bank_mask:0x4
v_subrev_f16_dpp v11, v12, v199 row_share:13 row_mask:0x6 bank_mask:0x3 bound_ctrl:0 fi:1
v_subrev_f16_sdwa v41, v24, v151 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_subrev_f16_sdwa v26, v230, v4 clamp dst_sel:BYTE_0 src0_sel:BYTE_2 src1_sel:BYTE_0
v_subrev_f16_dpp v127, v255, v23 dpp8:[1,1,5,2,3,7,7,3] fi:1
v_mul_f16_e32 v167, v211, v210
v_mul_f16_e32 v24, 0.1, v13
v_mul_f16_dpp v31, -v0, -v57 row_half_mirror bound_ctrl:0
v_mul_f16_dpp v42, v193, v26 row_ror:8 bank_mask:0x8
v_mul_f16_sdwa v169, s39, |v99| dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:BYTE_2
v_mul_f16_sdwa v15, -|v14|, v146 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_0
v_fmac_f16_e32 v31, -1.5, v90
v_fmac_f16_e32 v7, m0, v49
v_fmac_f16_dpp v29, |v75|, v230 row_mirror bound_ctrl:0 fi:1
v_fmac_f16_dpp v179, v16, v160 row_shr:7 bank_mask:0x1 fi:1
v_fmac_f16_dpp v22, v88, v3 dpp8:[3,0,5,5,0,1,0,3] fi:1
v_fmamk_f16 v208, v6, 0x3e00, v246
v_fmamk_f16 v66, v207, 0.1, v19
v_fmaak_f16 v199, 2.0, v255, 100.0
v_fmaak_f16 v196, v17, v200, 0x4567
v_max_f16_e32 v105, v106, v25
v_max_f16_e32 v34, s18, v136
v_max_f16_dpp v84, v6, v243 quad_perm:[2,3,0,2] row_mask:0x5 bound_ctrl:0
v_max_f16_dpp v245, v25, v16 row_share:0 row_mask:0x1 bank_mask:0x2
v_max_f16_sdwa v139, v108, v215 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0
v_max_f16_sdwa v9, v89, v173 dst_sel:BYTE_1
v_min_f16_e32 v21, exec_lo, v153
v_min_f16_e32 v18, ttmp10, v96
v_min_f16_dpp v117, v154, v45 row_shr:14 row_mask:0x1
v_min_f16_dpp v155, v221, v72 quad_perm:[2,0,2,3] bank_mask:0xa fi:1
v_min_f16_sdwa v200, v141, v28 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src1_sel:BYTE_1
v_min_f16_sdwa v196, v118, -v0 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:BYTE_0
v_min_f16_dpp v27, v9, v72 dpp8:[0,3,0,1,1,3,5,1]
v_ldexp_f16_e32 v74, 33, v89
v_ldexp_f16_e32 v107, v77, v213
v_ldexp_f16_sdwa v83, -12, v255 dst_sel:WORD_0 src0_sel:WORD_1 src1_sel:WORD_0
v_ldexp_f16_sdwa v109, v215, v19 src0_sel:BYTE_1 src1_sel:BYTE_0
v_ldexp_f16_dpp v210, v30, v27 dpp8:[2,7,2,3,1,5,6,5] fi:1
v_pk_fmac_f16 v31, 100.0, v1
v_pk_fmac_f16 v30, v19, v11
v_cmp_f_f32_e32 vcc_lo, 0x3fc00000, v18
v_cmp_f_f32_e32 vcc_lo, v23, v106
v_cmp_f_f32_sdwa vcc_lo, v255, v96 src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmp_f_f32_sdwa ttmp5, v12, -v11 src0_sel:WORD_1
v_cmp_lt_f32_e32 vcc_lo, v222, v120
v_cmp_lt_f32_e32 vcc_lo, v119, v250
v_cmp_lt_f32_sdwa vcc_lo, 16, v20 src0_sel:WORD_0 src1_sel:WORD_0
v_cmp_lt_f32_sdwa vcc_lo, 22, v134 src1_sel:BYTE_0
v_cmp_eq_f32_e32 vcc_lo, v246, v13
v_cmp_eq_f32_e32 vcc_lo, v10, v166
v_cmp_eq_f32_sdwa vcc_lo, v23, v141 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_eq_f32_sdwa vcc_lo, |v13|, |v8| src0_sel:BYTE_3
v_cmp_le_f32_e32 vcc_lo, v3, v166
v_cmp_le_f32_e32 vcc_lo, v21, v22
v_cmp_le_f32_sdwa s81, v3, v110
v_cmp_gt_f32_e32 vcc_lo, s67, v61
v_cmp_gt_f32_e32 vcc_lo, exec_lo, v255
v_cmp_gt_f32_sdwa vcc_lo, v30, |v186| src0_sel:BYTE_2
v_cmp_gt_f32_sdwa ttmp5, -|s103|, v255 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_lg_f32_e32 vcc_lo, v164, v30
v_cmp_lg_f32_e32 vcc_lo, s6, v59
v_cmp_lg_f32_sdwa ttmp5, v204, -|v30| src0_sel:BYTE_2
v_cmp_lg_f32_sdwa vcc_lo, -|v25|, v84 src1_sel:BYTE_3
v_cmp_ge_f32_e32 vcc_lo, v137, v171
v_cmp_ge_f32_e32 vcc_lo, v120, v155
v_cmp_ge_f32_sdwa vcc_lo, v87, -|v244| src1_sel:BYTE_1
v_cmp_o_f32_e32 vcc_lo, s37, v12
v_cmp_o_f32_e32 vcc_lo, v83, v148
v_cmp_o_f32_sdwa vcc_lo, v4, v223 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_o_f32_sdwa vcc_lo, v105, v231 src0_sel:DWORD
v_cmp_u_f32_e32 vcc_lo, 61, v255
v_cmp_u_f32_e32 vcc_lo, 38, v6
v_cmp_u_f32_sdwa vcc_lo, |v134|, v18 src1_sel:BYTE_0
v_cmp_u_f32_sdwa vcc_lo, -|v24|, -|v6| src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_nge_f32_e32 vcc_lo, v231, v234
v_cmp_nge_f32_e32 vcc_lo, vcc_hi, v12
v_cmp_nge_f32_sdwa vcc_lo, v139, v91 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_nge_f32_sdwa vcc_lo, v17, v7 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmp_nlg_f32_e32 vcc_lo, exec_lo, v13
v_cmp_nlg_f32_e32 vcc_lo, s33, v255
v_cmp_nlg_f32_sdwa vcc_lo, v219, -|v227| src0_sel:WORD_0 src1_sel:DWORD
v_cmp_nlg_f32_sdwa vcc_lo, v113, v96 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_ngt_f32_e32 vcc_lo, v6, v9
v_cmp_ngt_f32_e32 vcc_lo, v8, v2
v_cmp_ngt_f32_sdwa vcc_lo, |v231|, |v28| src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_nle_f32_e32 vcc_lo, v216, v147
v_cmp_nle_f32_e32 vcc_lo, v0, v15
v_cmp_neq_f32_e32 vcc_lo, -15, v3
v_cmp_neq_f32_e32 vcc_lo, -1.0, v255
v_cmp_neq_f32_sdwa vcc_lo, v20, v148 src1_sel:WORD_0
v_cmp_neq_f32_sdwa vcc_lo, v77, v220 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_nlt_f32_e32 vcc_lo, 3, v112
v_cmp_nlt_f32_e32 vcc_lo, 4, v55
v_cmp_nlt_f32_sdwa exec_lo, v23, v21 src0_sel:WORD_1 src1_sel:WORD_0
v_cmp_nlt_f32_sdwa s103, v174, |v56| src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_tru_f32_e32 vcc_lo, m0, v210
v_cmp_tru_f32_e32 vcc_lo, 4.0, v78
v_cmp_tru_f32_sdwa vcc_lo, v177, v17 src1_sel:WORD_0
v_cmp_tru_f32_sdwa ttmp5, v50, v163 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmpx_f_f32_e32 54, v75
v_cmpx_f_f32_e32 v7, v115
v_cmpx_f_f32_sdwa -8, v52 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_f_f32_sdwa v25, v243 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmpx_lt_f32_e32 22, v77
v_cmpx_lt_f32_e32 v118, v27
v_cmpx_lt_f32_sdwa v6, v120 src0_sel:WORD_1 src1_sel:WORD_1
v_cmpx_lt_f32_sdwa v68, v116 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_eq_f32_e32 0.1, v178
v_cmpx_eq_f32_e32 v1, v3
v_cmpx_eq_f32_sdwa v11, v189 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_eq_f32_sdwa -|s3|, v231 src0_sel:BYTE_3
v_cmpx_le_f32_e32 v22, v133
v_cmpx_le_f32_e32 v205, v1
v_cmpx_le_f32_sdwa v241, -v19 src1_sel:BYTE_2
v_cmpx_le_f32_sdwa v2, -v255 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmpx_gt_f32_e32 v208, v243
v_cmpx_gt_f32_e32 v197, v13
v_cmpx_gt_f32_sdwa v96, -v99 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_f32_sdwa -|47|, v9 src1_sel:BYTE_3
v_cmpx_lg_f32_e32 -1.0, v220
v_cmpx_lg_f32_e32 s50, v28
v_cmpx_lg_f32_sdwa 55, v255 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_lg_f32_sdwa v18, v143 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_ge_f32_e32 v2, v19
v_cmpx_ge_f32_e32 s54, v0
v_cmpx_ge_f32_sdwa v117, -v22 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_o_f32_e32 -4.0, v238
v_cmpx_o_f32_e32 v86, v188
v_cmpx_o_f32_sdwa v128, v100 src0_sel:BYTE_2 src1_sel:BYTE_2
v_cmpx_u_f32_e32 50, v104
v_cmpx_u_f32_e32 v101, v120
v_cmpx_u_f32_sdwa v199, v13 src1_sel:WORD_1
v_cmpx_u_f32_sdwa v157, v164 src0_sel:WORD_0
v_cmpx_nge_f32_e32 v197, v59
v_cmpx_nge_f32_e32 v19, v59
v_cmpx_nge_f32_sdwa v234, v18 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_nge_f32_sdwa v6, v1 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmpx_nlg_f32_e32 0.1, v93
v_cmpx_nlg_f32_e32 6, v78
v_cmpx_nlg_f32_sdwa v169, v3 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_ngt_f32_e32 v26, v16
v_cmpx_ngt_f32_e32 -100.25, v22
v_cmpx_ngt_f32_sdwa v25, v119 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_ngt_f32_sdwa s100, v20 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmpx_nle_f32_e32 s68, v27
v_cmpx_nle_f32_e32 v247, v9
v_cmpx_nle_f32_sdwa s104, v104 src0_sel:WORD_0 src1_sel:WORD_0
v_cmpx_neq_f32_e32 v49, v24
v_cmpx_neq_f32_e32 -12, v77
v_cmpx_neq_f32_sdwa 56, v230 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_neq_f32_sdwa v25, v65 src0_sel:DWORD src1_sel:DWORD
v_cmpx_nlt_f32_e32 0.1, v152
v_cmpx_nlt_f32_e32 s13, v199
v_cmpx_nlt_f32_sdwa -v255, v83 src0_sel:BYTE_3
v_cmpx_tru_f32_e32 v73, v26
v_cmpx_tru_f32_e32 v255, v1
v_cmp_f_f64_e32 vcc_lo, v[11:12], v[21:22]
v_cmp_f_f64_e32 vcc_lo, v[12:13], v[30:31]
v_cmp_lt_f64_e32 vcc_lo, -0.5, v[254:255]
v_cmp_lt_f64_e32 vcc_lo, -2.0, v[91:92]
v_cmp_eq_f64_e32 vcc_lo, v[6:7], v[199:200]
v_cmp_eq_f64_e32 vcc_lo, -3, v[254:255]
v_cmp_le_f64_e32 vcc_lo, v[214:215], v[199:200]
v_cmp_le_f64_e32 vcc_lo, v[136:137], v[79:80]
v_cmp_gt_f64_e32 vcc_lo, v[254:255], v[221:222]
v_cmp_gt_f64_e32 vcc_lo, -1.0, v[250:251]
v_cmp_lg_f64_e32 vcc_lo, 1.5, v[174:175]
v_cmp_lg_f64_e32 vcc_lo, 30, v[99:100]
v_cmp_ge_f64_e32 vcc_lo, v[31:32], v[81:82]
v_cmp_ge_f64_e32 vcc_lo, v[1:2], v[170:171]
v_cmp_o_f64_e32 vcc_lo, 13, v[14:15]
v_cmp_o_f64_e32 vcc_lo, v[210:211], v[43:44]
v_cmp_u_f64_e32 vcc_lo, v[55:56], v[22:23]
v_cmp_u_f64_e32 vcc_lo, v[4:5], v[254:255]
v_cmp_nge_f64_e32 vcc_lo, 50, v[18:19]
v_cmp_nge_f64_e32 vcc_lo, s[100:101], v[210:211]
v_cmp_nlg_f64_e32 vcc_lo, s[52:53], v[13:14]
v_cmp_nlg_f64_e32 vcc_lo, s[90:91], v[141:142]
v_cmp_ngt_f64_e32 vcc_lo, 34, v[254:255]
v_cmp_ngt_f64_e32 vcc_lo, s[66:67], v[100:101]
v_cmp_nle_f64_e32 vcc_lo, s[82:83], v[58:59]
v_cmp_nle_f64_e32 vcc_lo, v[11:12], v[167:168]
v_cmp_neq_f64_e32 vcc_lo, v[188:189], v[240:241]
v_cmp_neq_f64_e32 vcc_lo, v[34:35], v[61:62]
v_cmp_nlt_f64_e32 vcc_lo, 100.0, v[24:25]
v_cmp_nlt_f64_e32 vcc_lo, v[211:212], v[210:211]
v_cmp_tru_f64_e32 vcc_lo, ttmp[14:15], v[18:19]
v_cmp_tru_f64_e32 vcc_lo, -4.0, v[21:22]
v_cmpx_f_f64_e32 v[29:30], v[25:26]
v_cmpx_f_f64_e32 s[42:43], v[15:16]
v_cmpx_lt_f64_e32 s[20:21], v[8:9]
v_cmpx_lt_f64_e32 s[58:59], v[74:75]
v_cmpx_eq_f64_e32 v[19:20], v[10:11]
v_cmpx_eq_f64_e32 v[144:145], v[202:203]
v_cmpx_le_f64_e32 33, v[0:1]
v_cmpx_le_f64_e32 v[26:27], v[245:246]
v_cmpx_gt_f64_e32 v[4:5], v[177:178]
v_cmpx_gt_f64_e32 -1.0, v[25:26]
v_cmpx_lg_f64_e32 v[26:27], v[24:25]
v_cmpx_lg_f64_e32 v[9:10], v[23:24]
v_cmpx_ge_f64_e32 -1.0, v[102:103]
v_cmpx_ge_f64_e32 -1.0, v[254:255]
v_cmpx_o_f64_e32 2.0, v[30:31]
v_cmpx_o_f64_e32 ttmp[6:7], v[19:20]
v_cmpx_u_f64_e32 v[86:87], v[254:255]
v_cmpx_u_f64_e32 v[24:25], v[20:21]
v_cmpx_nge_f64_e32 v[94:95], v[63:64]
v_cmpx_nge_f64_e32 v[3:4], v[17:18]
v_cmpx_nlg_f64_e32 v[162:163], v[190:191]
v_cmpx_nlg_f64_e32 0x3ff80000, v[1:2]
v_cmpx_ngt_f64_e32 v[158:159], v[6:7]
v_cmpx_ngt_f64_e32 0x40490000, v[96:97]
v_cmpx_nle_f64_e32 ttmp[0:1], v[225:226]
v_cmpx_nle_f64_e32 v[10:11], v[94:95]
v_cmpx_neq_f64_e32 v[19:20], v[216:217]
v_cmpx_neq_f64_e32 ttmp[6:7], v[16:17]
v_cmpx_nlt_f64_e32 v[219:220], v[1:2]
v_cmpx_nlt_f64_e32 s[30:31], v[18:19]
v_cmpx_tru_f64_e32 v[254:255], v[254:255]
v_cmpx_tru_f64_e32 59, v[138:139]
v_cmp_f_i32_e32 vcc_lo, s54, v154
v_cmp_f_i32_e32 vcc_lo, v29, v158
v_cmp_f_i32_sdwa vcc_lo, s47, v30 src0_sel:BYTE_0 src1_sel:BYTE_0
v_cmp_f_i32_sdwa vcc_lo, sext(29), v14 src1_sel:WORD_1
v_cmp_lt_i32_e32 vcc_lo, v25, v30
v_cmp_lt_i32_e32 vcc_lo, -2.0, v165
v_cmp_lt_i32_sdwa vcc_lo, v227, sext(v255) src0_sel:DWORD src1_sel:WORD_0
v_cmp_eq_i32_e32 vcc_lo, v215, v5
v_cmp_eq_i32_e32 vcc_lo, v225, v19
v_cmp_le_i32_e32 vcc_lo, v255, v138
v_cmp_le_i32_e32 vcc_lo, s52, v63
v_cmp_le_i32_sdwa vcc_lo, s86, v205 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_le_i32_sdwa s1, sext(v147), sext(v17) src1_sel:DWORD
v_cmp_gt_i32_e32 vcc_lo, 1.0, v113
v_cmp_gt_i32_e32 vcc_lo, exec_hi, v13
v_cmp_gt_i32_sdwa exec_lo, v4, v162 src0_sel:DWORD src1_sel:WORD_1
v_cmp_gt_i32_sdwa vcc_lo, v1, v134 src0_sel:BYTE_1
v_cmp_ne_i32_e32 vcc_lo, 15, v5
v_cmp_ne_i32_e32 vcc_lo, v68, v19
v_cmp_ne_i32_sdwa s62, v88, v255 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_ne_i32_sdwa vcc_lo, v172, sext(v232) src1_sel:DWORD
v_cmp_ge_i32_e32 vcc_lo, src_private_base, v11
v_cmp_ge_i32_e32 vcc_lo, -16, v20
v_cmp_ge_i32_sdwa vcc_lo, s17, sext(v215) src0_sel:WORD_1 src1_sel:BYTE_1
v_cmp_ge_i32_sdwa exec_lo, s7, v15 src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_t_i32_e32 vcc_lo, v0, v7
v_cmp_t_i32_e32 vcc_lo, v31, v4
v_cmp_t_i32_sdwa ttmp5, v59, v65 src1_sel:BYTE_3
v_cmp_t_i32_sdwa vcc_lo, v35, v255 src0_sel:BYTE_1 src1_sel:BYTE_3
v_cmp_class_f32_e32 vcc_lo, -0.5, v255
v_cmp_class_f32_e32 vcc_lo, v108, v79
v_cmp_class_f32_sdwa vcc_lo, v175, v202 src1_sel:WORD_1
v_cmp_class_f32_sdwa vcc_lo, -v108, v92 src1_sel:WORD_0
v_cmp_lt_i16_e32 vcc_lo, v240, v24
v_cmp_lt_i16_e32 vcc_lo, v173, v177
v_cmp_lt_i16_sdwa s102, v144, sext(v15) src0_sel:WORD_0 src1_sel:WORD_0
v_cmp_lt_i16_sdwa vcc_lo, v0, v18 src1_sel:BYTE_2
v_cmp_eq_i16_e32 vcc_lo, v170, v115
v_cmp_eq_i16_e32 vcc_lo, v148, v205
v_cmp_eq_i16_sdwa vcc_lo, v2, sext(v23) src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_eq_i16_sdwa exec_lo, sext(v33), v174 src1_sel:BYTE_1
v_cmp_le_i16_e32 vcc_lo, s30, v19
v_cmp_le_i16_e32 vcc_lo, s14, v255
v_cmp_le_i16_sdwa s71, sext(v36), v42 src1_sel:BYTE_1
v_cmp_le_i16_sdwa vcc_lo, v234, v17 src1_sel:WORD_1
v_cmp_gt_i16_e32 vcc_lo, v29, v165
v_cmp_gt_i16_e32 vcc_lo, v4, v36
v_cmp_gt_i16_sdwa s26, sext(v228), v67 src0_sel:BYTE_3 src1_sel:WORD_1
v_cmp_gt_i16_sdwa vcc_lo, s83, v6
v_cmp_ne_i16_e32 vcc_lo, -3, v203
v_cmp_ne_i16_e32 vcc_lo, v255, v81
v_cmp_ne_i16_sdwa vcc_lo, v210, sext(v1) src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ne_i16_sdwa vcc_lo, sext(v27), sext(v215) src1_sel:BYTE_3
v_cmp_ge_i16_e32 vcc_lo, 25, v24
v_cmp_ge_i16_e32 vcc_lo, s92, v14
v_cmp_ge_i16_sdwa vcc_lo, sext(v18), v30 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_ge_i16_sdwa vcc_lo, sext(s78), v249 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_class_f16_e32 vcc_lo, -12, v70
v_cmp_class_f16_e32 vcc_lo, 0.5, v1
v_cmp_class_f16_sdwa vcc_lo, v255, v50 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmp_class_f16_sdwa vcc_lo, v198, v135 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_f_i32_e32 v8, v196
v_cmpx_f_i32_e32 v150, v24
v_cmpx_f_i32_sdwa v65, v151 src0_sel:WORD_1 src1_sel:WORD_0
v_cmpx_f_i32_sdwa sext(v146), v161 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_lt_i32_e32 21, v140
v_cmpx_lt_i32_e32 44, v101
v_cmpx_lt_i32_sdwa s41, v236 src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmpx_lt_i32_sdwa s74, v204 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmpx_eq_i32_e32 v104, v158
v_cmpx_eq_i32_e32 v20, v2
v_cmpx_eq_i32_sdwa sext(s82), v16 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_le_i32_e32 s77, v14
v_cmpx_le_i32_e32 -0.5, v90
v_cmpx_le_i32_sdwa sext(v100), v3 src0_sel:BYTE_2
v_cmpx_gt_i32_e32 vcc_lo, v18
v_cmpx_gt_i32_e32 v7, v61
v_cmpx_gt_i32_sdwa v46, v2 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_gt_i32_sdwa v26, v3 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_ne_i32_e32 v142, v3
v_cmpx_ne_i32_e32 v14, v1
v_cmpx_ne_i32_sdwa v23, v14 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i32_sdwa v255, v24 src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmpx_ge_i32_e32 v24, v156
v_cmpx_ge_i32_e32 s72, v63
v_cmpx_ge_i32_sdwa v209, v147 src0_sel:BYTE_3
v_cmpx_ge_i32_sdwa v255, v255 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_t_i32_e32 v17, v162
v_cmpx_t_i32_e32 v187, v247
v_cmpx_t_i32_sdwa v255, sext(v28) src0_sel:WORD_1
v_cmpx_t_i32_sdwa v24, v2 src1_sel:WORD_1
v_cmpx_class_f32_e32 s29, v128
v_cmpx_class_f32_e32 v132, v65
v_cmpx_class_f32_sdwa -|v229|, v17 src0_sel:BYTE_2
v_cmpx_lt_i16_e32 v255, v24
v_cmpx_lt_i16_e32 v12, v123
v_cmpx_lt_i16_sdwa v25, v15 src1_sel:BYTE_0
v_cmpx_eq_i16_e32 src_private_base, v19
v_cmpx_eq_i16_e32 s31, v25
v_cmpx_eq_i16_sdwa v203, v12 src0_sel:WORD_0
v_cmpx_eq_i16_sdwa v135, v103 src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_le_i16_e32 43, v20
v_cmpx_le_i16_e32 1000, v221
v_cmpx_le_i16_sdwa v129, v206 src0_sel:BYTE_2
v_cmpx_gt_i16_e32 v28, v14
v_cmpx_gt_i16_e32 v14, v123
v_cmpx_gt_i16_sdwa v215, sext(v9) src0_sel:DWORD src1_sel:WORD_0
v_cmpx_gt_i16_sdwa v206, v208 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmpx_ne_i16_e32 0x1234, v188
v_cmpx_ne_i16_e32 v227, v170
v_cmpx_ne_i16_sdwa v212, v21 src1_sel:WORD_0
v_cmpx_ne_i16_sdwa v169, v255 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_ge_i16_e32 1.0, v151
v_cmpx_ge_i16_e32 v23, v19
v_cmpx_ge_i16_sdwa v4, v22 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_ge_i16_sdwa s85, v255 src1_sel:DWORD
v_cmpx_class_f16_e32 s91, v172
v_cmpx_class_f16_e32 src_shared_base, v255
v_cmpx_class_f16_sdwa v25, v63 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_f_i64_e32 vcc_lo, v[6:7], v[64:65]
v_cmp_f_i64_e32 vcc_lo, v[1:2], v[7:8]
v_cmp_lt_i64_e32 vcc_lo, vcc, v[203:204]
v_cmp_lt_i64_e32 vcc_lo, v[104:105], v[82:83]
v_cmp_eq_i64_e32 vcc_lo, 0xffff0000, v[21:22]
v_cmp_eq_i64_e32 vcc_lo, -1000, v[67:68]
v_cmp_le_i64_e32 vcc_lo, -1000, v[7:8]
v_cmp_le_i64_e32 vcc_lo, v[7:8], v[7:8]
v_cmp_gt_i64_e32 vcc_lo, v[18:19], v[179:180]
v_cmp_gt_i64_e32 vcc_lo, v[192:193], v[12:13]
v_cmp_ne_i64_e32 vcc_lo, v[76:77], v[4:5]
v_cmp_ne_i64_e32 vcc_lo, 12345678, v[26:27]
v_cmp_ge_i64_e32 vcc_lo, s[34:35], v[167:168]
v_cmp_ge_i64_e32 vcc_lo, v[44:45], v[122:123]
v_cmp_t_i64_e32 vcc_lo, s[10:11], v[254:255]
v_cmp_t_i64_e32 vcc_lo, v[4:5], v[85:86]
v_cmp_class_f64_e32 vcc_lo, v[254:255], v29
v_cmp_class_f64_e32 vcc_lo, v[99:100], v125
v_cmp_lt_u16_e32 vcc_lo, v27, v255
v_cmp_lt_u16_e32 vcc_lo, v11, v136
v_cmp_lt_u16_sdwa ttmp5, sext(v65), v20 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_eq_u16_e32 vcc_lo, v8, v221
v_cmp_eq_u16_e32 vcc_lo, s98, v2
v_cmp_eq_u16_sdwa vcc_lo, v60, v28 src1_sel:BYTE_1
v_cmp_le_u16_e32 vcc_lo, src_private_base, v115
v_cmp_le_u16_e32 vcc_lo, v26, v218
v_cmp_le_u16_sdwa vcc_lo, v18, v53 src1_sel:BYTE_2
v_cmp_le_u16_sdwa vcc_lo, sext(v167), v18 src0_sel:WORD_0
v_cmp_gt_u16_e32 vcc_lo, s76, v255
v_cmp_gt_u16_e32 vcc_lo, v197, v134
v_cmp_gt_u16_sdwa vcc_lo, v29, v69 src0_sel:BYTE_3
v_cmp_ne_u16_e32 vcc_lo, v25, v27
v_cmp_ne_u16_e32 vcc_lo, 0x1234, v8
v_cmp_ne_u16_sdwa vcc_lo, sext(58), sext(v255) src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_ge_u16_e32 vcc_lo, 0xffff, v61
v_cmp_ge_u16_e32 vcc_lo, -15, v200
v_cmp_ge_u16_sdwa vcc_lo, v13, v228 src0_sel:BYTE_3
v_cmp_ge_u16_sdwa vcc_lo, v70, sext(v26) src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmpx_f_i64_e32 0x7fffffff, v[57:58]
v_cmpx_f_i64_e32 v[27:28], v[203:204]
v_cmpx_lt_i64_e32 v[17:18], v[117:118]
v_cmpx_lt_i64_e32 0xffff0000, v[227:228]
v_cmpx_eq_i64_e32 s[16:17], v[20:21]
v_cmpx_eq_i64_e32 s[50:51], v[1:2]
v_cmpx_le_i64_e32 v[152:153], v[9:10]
v_cmpx_le_i64_e32 v[103:104], v[5:6]
v_cmpx_gt_i64_e32 v[154:155], v[171:172]
v_cmpx_gt_i64_e32 v[16:17], v[229:230]
v_cmpx_ne_i64_e32 v[34:35], v[25:26]
v_cmpx_ne_i64_e32 vcc, v[24:25]
v_cmpx_ge_i64_e32 -1.0, v[228:229]
v_cmpx_ge_i64_e32 v[103:104], v[46:47]
v_cmpx_t_i64_e32 v[8:9], v[254:255]
v_cmpx_t_i64_e32 -4.0, v[13:14]
v_cmpx_class_f64_e32 v[27:28], v213
v_cmpx_class_f64_e32 s[20:21], v156
v_cmpx_lt_u16_e32 v225, v136
v_cmpx_lt_u16_e32 exec_lo, v21
v_cmpx_lt_u16_sdwa v177, v111 src1_sel:BYTE_2
v_cmpx_lt_u16_sdwa v15, sext(v134) src0_sel:DWORD
v_cmpx_eq_u16_e32 s68, v24
v_cmpx_eq_u16_e32 s65, v4
v_cmpx_eq_u16_sdwa sext(v210), sext(v128)
v_cmpx_eq_u16_sdwa v1, v117 src0_sel:BYTE_2 src1_sel:BYTE_2
v_cmpx_le_u16_e32 v0, v244
v_cmpx_le_u16_e32 s104, v0
v_cmpx_le_u16_sdwa sext(v28), v244 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmpx_le_u16_sdwa s78, sext(v4) src0_sel:WORD_1 src1_sel:WORD_0
v_cmpx_gt_u16_e32 vcc_lo, v20
v_cmpx_gt_u16_e32 v10, v35
v_cmpx_gt_u16_sdwa v26, v222 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_ne_u16_e32 s14, v137
v_cmpx_ne_u16_e32 s47, v52
v_cmpx_ne_u16_sdwa v88, v218 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_ge_u16_e32 s16, v65
v_cmpx_ge_u16_e32 v26, v44
v_cmpx_ge_u16_sdwa v207, v6 src0_sel:BYTE_1 src1_sel:BYTE_0
v_cmp_f_u32_e32 vcc_lo, s17, v27
v_cmp_f_u32_e32 vcc_lo, v192, v213
v_cmp_f_u32_sdwa vcc_lo, v86, v255 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_f_u32_sdwa exec_lo, sext(v216), sext(v21) src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_lt_u32_e32 vcc_lo, v108, v191
v_cmp_lt_u32_e32 vcc_lo, v140, v11
v_cmp_lt_u32_sdwa exec_lo, s87, v63 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmp_eq_u32_e32 vcc_lo, 55, v1
v_cmp_eq_u32_e32 vcc_lo, v212, v255
v_cmp_eq_u32_sdwa exec_lo, v255, sext(v151) src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_eq_u32_sdwa vcc_lo, sext(v227), sext(v67) src0_sel:BYTE_1 src1_sel:WORD_1
v_cmp_le_u32_e32 vcc_lo, s40, v134
v_cmp_le_u32_e32 vcc_lo, v234, v255
v_cmp_le_u32_sdwa vcc_lo, v240, v9 src0_sel:BYTE_3 src1_sel:WORD_1
v_cmp_le_u32_sdwa vcc_lo, 14, v90 src0_sel:BYTE_1 src1_sel:BYTE_3
v_cmp_gt_u32_e32 vcc_lo, v52, v42
v_cmp_gt_u32_e32 vcc_lo, 1.5, v183
v_cmp_gt_u32_sdwa vcc_lo, v11, v188 src0_sel:WORD_0 src1_sel:WORD_1
v_cmp_ne_u32_e32 vcc_lo, v15, v160
v_cmp_ne_u32_e32 vcc_lo, v17, v77
v_cmp_ne_u32_sdwa vcc_lo, v11, v35 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ne_u32_sdwa vcc_lo, sext(v193), v52 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_ge_u32_e32 vcc_lo, v77, v171
v_cmp_ge_u32_e32 vcc_lo, 28, v12
v_cmp_ge_u32_sdwa s84, sext(v166), v53 src0_sel:WORD_1 src1_sel:WORD_1
v_cmp_t_u32_e32 vcc_lo, src_private_base, v33
v_cmp_t_u32_e32 vcc_lo, v255, v195
v_cmp_t_u32_sdwa vcc_lo, v58, v237 src1_sel:BYTE_2
v_cmp_f_f16_e32 vcc_lo, v122, v10
v_cmp_f_f16_e32 vcc_lo, v6, v224
v_cmp_f_f16_sdwa vcc_lo, -v89, v9 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmp_lt_f16_e32 vcc_lo, -1.5, v201
v_cmp_lt_f16_e32 vcc_lo, s7, v30
v_cmp_lt_f16_sdwa vcc_lo, |v14|, -|v250| src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_lt_f16_sdwa vcc_lo, v190, v165 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_eq_f16_e32 vcc_lo, 16, v59
v_cmp_eq_f16_e32 vcc_lo, v15, v73
v_cmp_eq_f16_sdwa ttmp5, -|v255|, v160 src0_sel:DWORD
v_cmp_eq_f16_sdwa vcc_lo, v46, v152 src0_sel:DWORD src1_sel:WORD_0
v_cmp_le_f16_e32 vcc_lo, src_private_limit, v108
v_cmp_le_f16_e32 vcc_lo, v35, v207
v_cmp_le_f16_sdwa vcc_lo, s88, v118 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_le_f16_sdwa s24, v238, -|v211| src1_sel:WORD_1
v_cmp_gt_f16_e32 vcc_lo, v0, v7
v_cmp_gt_f16_e32 vcc_lo, 0.1, v80
v_cmp_gt_f16_sdwa vcc_lo, 4, v4 src0_sel:BYTE_1
v_cmp_gt_f16_sdwa vcc_lo, s78, v28 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_lg_f16_e32 vcc_lo, -0.5, v94
v_cmp_lg_f16_e32 vcc_lo, v22, v1
v_cmp_lg_f16_sdwa vcc_lo, -|v112|, -|v5| src0_sel:WORD_0 src1_sel:BYTE_2
v_cmp_lg_f16_sdwa vcc_lo, v8, |v200| src0_sel:BYTE_2 src1_sel:BYTE_2
v_cmp_ge_f16_e32 vcc_lo, -3, v9
v_cmp_ge_f16_e32 vcc_lo, 4.0, v27
v_cmp_ge_f16_sdwa vcc_lo, v4, v223 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_o_f16_e32 vcc_lo, 17, v255
v_cmp_o_f16_e32 vcc_lo, 59, v50
v_cmp_o_f16_sdwa s84, v152, v12 src0_sel:DWORD
v_cmpx_f_u32_e32 s12, v255
v_cmpx_f_u32_e32 2, v255
v_cmpx_f_u32_sdwa v5, v89 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_f_u32_sdwa v145, sext(v13) src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_lt_u32_e32 v29, v20
v_cmpx_lt_u32_e32 v107, v0
v_cmpx_lt_u32_sdwa v43, v0 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_eq_u32_e32 s84, v27
v_cmpx_eq_u32_e32 v242, v8
v_cmpx_eq_u32_sdwa v103, sext(v136) src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmpx_eq_u32_sdwa sext(v3), v147 src0_sel:DWORD
v_cmpx_le_u32_e32 s29, v255
v_cmpx_le_u32_e32 s17, v255
v_cmpx_le_u32_sdwa sext(v18), v9 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_gt_u32_e32 v17, v6
v_cmpx_gt_u32_e32 v208, v135
v_cmpx_gt_u32_sdwa v69, v133 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmpx_gt_u32_sdwa v17, v3 src1_sel:BYTE_3
v_cmpx_ne_u32_e32 ttmp15, v116
v_cmpx_ne_u32_e32 v21, v255
v_cmpx_ne_u32_sdwa v122, v5 src1_sel:DWORD
v_cmpx_ge_u32_e32 v158, v146
v_cmpx_ge_u32_e32 v5, v123
v_cmpx_ge_u32_sdwa sext(v58), sext(v16) src0_sel:BYTE_1 src1_sel:WORD_0
v_cmpx_t_u32_e32 s15, v6
v_cmpx_t_u32_e32 v7, v255
v_cmpx_t_u32_sdwa sext(v184), v25 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmpx_t_u32_sdwa v19, sext(v250) src0_sel:BYTE_2 src1_sel:WORD_0
v_cmpx_f_f16_e32 v216, v67
v_cmpx_f_f16_e32 v123, v22
v_cmpx_f_f16_sdwa v12, v72 src0_sel:BYTE_2 src1_sel:WORD_0
v_cmpx_lt_f16_e32 v204, v22
v_cmpx_lt_f16_e32 v2, v229
v_cmpx_lt_f16_sdwa 48, v226 src0_sel:WORD_1
v_cmpx_lt_f16_sdwa -|v230|, v12 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmpx_eq_f16_e32 s58, v29
v_cmpx_eq_f16_e32 v255, v156
v_cmpx_eq_f16_sdwa v73, v26 src0_sel:WORD_1 src1_sel:WORD_1
v_cmpx_eq_f16_sdwa v107, v26 src0_sel:WORD_0 src1_sel:BYTE_2
v_cmpx_le_f16_e32 v19, v255
v_cmpx_le_f16_e32 v52, v42
v_cmpx_le_f16_sdwa v15, v172 src0_sel:BYTE_2
v_cmpx_gt_f16_e32 v245, v104
v_cmpx_gt_f16_e32 v128, v23
v_cmpx_gt_f16_sdwa v222, v255 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmpx_gt_f16_sdwa v23, v175 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_lg_f16_e32 0x4567, v62
v_cmpx_lg_f16_e32 vcc_hi, v19
v_cmpx_lg_f16_sdwa v2, v218 src0_sel:BYTE_0 src1_sel:BYTE_2
v_cmpx_lg_f16_sdwa v129, v25 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_ge_f16_e32 ttmp8, v18
v_cmpx_ge_f16_e32 s28, v38
v_cmpx_ge_f16_sdwa -2, v119 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmpx_ge_f16_sdwa v19, v248 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_o_f16_e32 v255, v231
v_cmpx_o_f16_e32 v193, v17
v_cmpx_o_f16_sdwa v188, v58 src0_sel:BYTE_1 src1_sel:WORD_1
v_cmpx_o_f16_sdwa v7, v187 src1_sel:DWORD
v_cmp_f_u64_e32 vcc_lo, v[15:16], v[116:117]
v_cmp_f_u64_e32 vcc_lo, v[151:152], v[108:109]
v_cmp_lt_u64_e32 vcc_lo, s[74:75], v[16:17]
v_cmp_lt_u64_e32 vcc_lo, v[111:112], v[28:29]
v_cmp_eq_u64_e32 vcc_lo, s[42:43], v[204:205]
v_cmp_eq_u64_e32 vcc_lo, -8, v[225:226]
v_cmp_le_u64_e32 vcc_lo, v[112:113], v[7:8]
v_cmp_le_u64_e32 vcc_lo, s[48:49], v[8:9]
v_cmp_gt_u64_e32 vcc_lo, v[26:27], v[165:166]
v_cmp_gt_u64_e32 vcc_lo, 0x7fffffff, v[24:25]
v_cmp_ne_u64_e32 vcc_lo, -1, v[254:255]
v_cmp_ne_u64_e32 vcc_lo, v[235:236], v[6:7]
v_cmp_ge_u64_e32 vcc_lo, ttmp[6:7], v[6:7]
v_cmp_ge_u64_e32 vcc_lo, v[254:255], v[254:255]
v_cmp_t_u64_e32 vcc_lo, s[10:11], v[247:248]
v_cmp_t_u64_e32 vcc_lo, v[22:23], v[8:9]
v_cmp_u_f16_e32 vcc_lo, v15, v187
v_cmp_u_f16_e32 vcc_lo, 54, v240
v_cmp_u_f16_sdwa vcc_lo, v136, -v56 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmp_u_f16_sdwa vcc_lo, v6, v191 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_nge_f16_e32 vcc_lo, 0.5, v147
v_cmp_nge_f16_e32 vcc_lo, 100.0, v109
v_cmp_nge_f16_sdwa vcc_lo, v166, v207 src0_sel:BYTE_0
v_cmp_nlg_f16_e32 vcc_lo, v130, v41
v_cmp_nlg_f16_e32 vcc_lo, -1.5, v25
v_cmp_nlg_f16_sdwa vcc_lo, v105, -|v48| src0_sel:DWORD
v_cmp_ngt_f16_e32 vcc_lo, s104, v255
v_cmp_ngt_f16_e32 vcc_lo, 0x3e00, v34
v_cmp_ngt_f16_sdwa vcc_lo, -|v47|, v101 src0_sel:BYTE_3 src1_sel:WORD_0
v_cmp_ngt_f16_sdwa vcc_lo, v0, v9 src1_sel:WORD_0
v_cmp_nle_f16_e32 vcc_lo, m0, v9
v_cmp_nle_f16_e32 vcc_lo, v30, v141
v_cmp_nle_f16_sdwa s43, |v11|, v9 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_nle_f16_sdwa vcc_lo, v1, v16 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_neq_f16_e32 vcc_lo, s34, v51
v_cmp_neq_f16_e32 vcc_lo, s75, v3
v_cmp_neq_f16_sdwa vcc_lo, -|v67|, v4 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_nlt_f16_e32 vcc_lo, v206, v126
v_cmp_nlt_f16_e32 vcc_lo, v18, v13
v_cmp_nlt_f16_sdwa vcc_lo, -v30, v216 src0_sel:WORD_1
v_cmp_nlt_f16_sdwa exec_lo, 1, v123 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_tru_f16_e32 vcc_lo, v255, v110
v_cmp_tru_f16_e32 vcc_lo, -4.0, v20
v_cmp_tru_f16_sdwa vcc_lo, v236, -v0 src0_sel:DWORD src1_sel:WORD_1
v_cmp_tru_f16_sdwa exec_lo, v11, v30 src1_sel:BYTE_2
v_cmpx_f_u64_e32 v[14:15], v[5:6]
v_cmpx_f_u64_e32 -16, v[30:31]
v_cmpx_lt_u64_e32 v[226:227], v[189:190]
v_cmpx_lt_u64_e32 0x12345, v[36:37]
v_cmpx_eq_u64_e32 v[97:98], v[25:26]
v_cmpx_eq_u64_e32 s[16:17], v[254:255]
v_cmpx_le_u64_e32 s[10:11], v[238:239]
v_cmpx_le_u64_e32 ttmp[6:7], v[81:82]
v_cmpx_gt_u64_e32 -4.0, v[92:93]
v_cmpx_gt_u64_e32 47, v[254:255]
v_cmpx_ne_u64_e32 v[49:50], v[254:255]
v_cmpx_ne_u64_e32 ttmp[0:1], v[47:48]
v_cmpx_ge_u64_e32 v[254:255], v[63:64]
v_cmpx_ge_u64_e32 v[119:120], v[25:26]
v_cmpx_t_u64_e32 v[254:255], v[81:82]
v_cmpx_t_u64_e32 -13, v[11:12]
v_cmpx_u_f16_e32 ttmp15, v31
v_cmpx_u_f16_e32 v94, v194
v_cmpx_u_f16_sdwa v24, v193 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_nge_f16_e32 v29, v240
v_cmpx_nge_f16_e32 v122, v42
v_cmpx_nge_f16_sdwa v10, |v3| src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_nge_f16_sdwa s91, v163 src0_sel:BYTE_2 src1_sel:BYTE_2
v_cmpx_nlg_f16_e32 v7, v137
v_cmpx_nlg_f16_e32 v26, v0
v_cmpx_nlg_f16_sdwa v235, v31 src1_sel:BYTE_2
v_cmpx_nlg_f16_sdwa v29, |v221| src1_sel:DWORD
v_cmpx_ngt_f16_e32 -0.5, v126
v_cmpx_ngt_f16_e32 42, v155
v_cmpx_ngt_f16_sdwa 28, v255 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_ngt_f16_sdwa |v60|, -|v182| src0_sel:BYTE_3
v_cmpx_nle_f16_e32 v25, v255
v_cmpx_nle_f16_e32 v28, v124
v_cmpx_nle_f16_sdwa v183, v4 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmpx_nle_f16_sdwa v228, v143 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_neq_f16_e32 v129, v232
v_cmpx_neq_f16_e32 s85, v193
v_cmpx_neq_f16_sdwa v90, v54 src0_sel:BYTE_0 src1_sel:BYTE_3
v_cmpx_neq_f16_sdwa v244, v6 src0_sel:BYTE_2 src1_sel:BYTE_1
v_cmpx_nlt_f16_e32 0.15915494, v240
v_cmpx_nlt_f16_e32 s25, v12
v_cmpx_nlt_f16_sdwa s1, v93 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmpx_nlt_f16_sdwa v168, v22 src1_sel:BYTE_3
v_cmpx_tru_f16_e32 v255, v185
v_cmpx_tru_f16_e32 s21, v21
v_cmpx_tru_f16_sdwa 42, |v160| src0_sel:WORD_0 src1_sel:BYTE_0
v_cmpx_tru_f16_sdwa v15, v249 src0_sel:BYTE_2 src1_sel:BYTE_3
v_cmp_f_f32_e64 vcc_lo, vcc_lo, 1.0
v_cmp_f_f32_e64 ttmp5, 40, v170
v_cmp_f_f32_e64 ttmp5, v59, s86
v_cmp_f_f32_e64 s100, s103, s7
v_cmp_lt_f32_e64 exec_lo, -|v28|, -|s86|
v_cmp_lt_f32_e64 ttmp5, v138, s15 clamp
v_cmp_lt_f32_e64 exec_lo, v26, -v255 clamp
v_cmp_lt_f32_e64 exec_lo, -s101, s102
v_cmp_eq_f32_e64 exec_lo, v36, v21
v_cmp_eq_f32_e64 s29, -|-2.0|, s0
v_cmp_eq_f32_e64 s31, -|s94|, v220 clamp
v_cmp_eq_f32_e64 vcc_lo, -|v4|, s95
v_cmp_le_f32_e64 s29, |18|, v25 clamp
v_cmp_le_f32_e64 s5, -|v9|, v129
v_cmp_le_f32_e64 vcc_lo, 0.5, v219
v_cmp_gt_f32_e64 vcc_lo, -v255, v83 clamp
v_cmp_gt_f32_e64 ttmp5, v74, s67 clamp
v_cmp_gt_f32_e64 ttmp5, -v9, 0x12345678 clamp
v_cmp_gt_f32_e64 ttmp5, -|v241|, v20 clamp
v_cmp_lg_f32_e64 exec_lo, v120, |v125| clamp
v_cmp_lg_f32_e64 vcc_lo, 62, v30 clamp
v_cmp_lg_f32_e64 s60, 49, v110
v_cmp_lg_f32_e64 ttmp5, -v169, v24
v_cmp_ge_f32_e64 vcc_lo, -|1e6|, v23 clamp
v_cmp_ge_f32_e64 s67, -v201, src_private_base clamp
v_cmp_ge_f32_e64 vcc_lo, -v155, -|1.5|
v_cmp_ge_f32_e64 ttmp5, s14, s27
v_cmp_o_f32_e64 exec_lo, src_scc, v17
v_cmp_o_f32_e64 ttmp5, v15, v3 clamp
v_cmp_o_f32_e64 ttmp5, -|v101|, v172
v_cmp_o_f32_e64 s2, v57, v124
v_cmp_u_f32_e64 exec_lo, s40, -|0.1|
v_cmp_u_f32_e64 vcc_lo, -|s13|, |s61|
v_cmp_u_f32_e64 exec_lo, v34, |v222|
v_cmp_u_f32_e64 vcc_lo, v24, v172 clamp
v_cmp_nge_f32_e64 exec_lo, -|v17|, v169 clamp
v_cmp_nge_f32_e64 ttmp5, s63, v68
v_cmp_nge_f32_e64 ttmp5, v219, v255
v_cmp_nge_f32_e64 vcc_lo, v250, s45
v_cmp_nlg_f32_e64 exec_lo, |v21|, s102
v_cmp_nlg_f32_e64 s28, -1.0, -|vcc_hi|
v_cmp_nlg_f32_e64 exec_lo, v59, 45
v_cmp_nlg_f32_e64 ttmp5, v255, v13
v_cmp_ngt_f32_e64 vcc_lo, -|s63|, 0x3fc00000
v_cmp_ngt_f32_e64 ttmp5, 1e6, v255
v_cmp_ngt_f32_e64 vcc_lo, v63, s62
v_cmp_ngt_f32_e64 ttmp5, -|v156|, v181
v_cmp_nle_f32_e64 vcc_lo, s90, -100.25
v_cmp_nle_f32_e64 ttmp5, v165, s95 clamp
v_cmp_nle_f32_e64 s14, s25, vcc_lo
v_cmp_nle_f32_e64 ttmp5, v17, src_shared_limit clamp
v_cmp_neq_f32_e64 vcc_lo, -v94, exec_lo
v_cmp_neq_f32_e64 s103, 1.5, v64 clamp
v_cmp_neq_f32_e64 exec_lo, 14, v178
v_cmp_neq_f32_e64 s41, -|v119|, -v157
v_cmp_nlt_f32_e64 s32, v227, v142 clamp
v_cmp_nlt_f32_e64 s32, v141, v5 clamp
v_cmp_nlt_f32_e64 exec_lo, s11, v19 clamp
v_cmp_nlt_f32_e64 vcc_lo, v14, 18
v_cmp_tru_f32_e64 ttmp5, v44, v7 clamp
v_cmp_tru_f32_e64 ttmp5, -v232, -|v155| clamp
v_cmp_tru_f32_e64 vcc_lo, v222, -|s105|
v_cmp_tru_f32_e64 vcc_lo, v108, -s99 clamp
v_cmpx_f_f32_e64 -v10, v170
v_cmpx_f_f32_e64 -v16, -0.5
v_cmpx_f_f32_e64 s55, v7
v_cmpx_f_f32_e64 1.0, -vcc_lo
v_cmpx_lt_f32_e64 -|v255|, s48
v_cmpx_lt_f32_e64 s37, -4
v_cmpx_lt_f32_e64 v13, s58
v_cmpx_lt_f32_e64 v27, -v208
v_cmpx_eq_f32_e64 v12, s36
v_cmpx_eq_f32_e64 -|-1|, vcc_hi clamp
v_cmpx_eq_f32_e64 v220, v200
v_cmpx_eq_f32_e64 v252, v27
v_cmpx_le_f32_e64 v42, s22
v_cmpx_le_f32_e64 1.5, v7
v_cmpx_le_f32_e64 v255, v0
v_cmpx_le_f32_e64 v137, v121
v_cmpx_gt_f32_e64 v16, s15
v_cmpx_gt_f32_e64 -|v197|, |v160|
v_cmpx_gt_f32_e64 -|v13|, v196
v_cmpx_gt_f32_e64 -0.5, -|v155|
v_cmpx_lg_f32_e64 v25, v45 clamp
v_cmpx_lg_f32_e64 -v145, v9
v_cmpx_lg_f32_e64 s75, -|v211|
v_cmpx_lg_f32_e64 v47, -vcc_lo clamp
v_cmpx_ge_f32_e64 v82, v22
v_cmpx_ge_f32_e64 -7, -|0.1| clamp
v_cmpx_ge_f32_e64 -|v31|, v160 clamp
v_cmpx_ge_f32_e64 -|v22|, 2
v_cmpx_o_f32_e64 -v21, -|v62| clamp
v_cmpx_o_f32_e64 |0.1|, v16
v_cmpx_o_f32_e64 v27, v123 clamp
v_cmpx_o_f32_e64 v18, s98 clamp
v_cmpx_u_f32_e64 -1.5, v252 clamp
v_cmpx_u_f32_e64 v255, v65
v_cmpx_u_f32_e64 s68, -|v12|
v_cmpx_u_f32_e64 v200, v104 clamp
v_cmpx_nge_f32_e64 24, v21
v_cmpx_nge_f32_e64 -|v11|, -v226
v_cmpx_nge_f32_e64 |v237|, v140 clamp
v_cmpx_nge_f32_e64 v74, v11 clamp
v_cmpx_nlg_f32_e64 s35, v248 clamp
v_cmpx_nlg_f32_e64 s88, v6
v_cmpx_nlg_f32_e64 s16, vcc_hi
v_cmpx_ngt_f32_e64 v26, ttmp8
v_cmpx_ngt_f32_e64 v160, src_private_base clamp
v_cmpx_ngt_f32_e64 -2.0, vcc_lo
v_cmpx_ngt_f32_e64 -|s0|, vcc_lo
v_cmpx_nle_f32_e64 -100.25, v30 clamp
v_cmpx_nle_f32_e64 v104, v255 clamp
v_cmpx_nle_f32_e64 |s52|, v201
v_cmpx_nle_f32_e64 -|11|, 0x12345678 clamp
v_cmpx_neq_f32_e64 v34, v129
v_cmpx_neq_f32_e64 v19, v220
v_cmpx_neq_f32_e64 exec_hi, v255
v_cmpx_neq_f32_e64 s8, vcc_hi clamp
v_cmpx_nlt_f32_e64 v186, v8
v_cmpx_nlt_f32_e64 -|v255|, -s37 clamp
v_cmpx_nlt_f32_e64 s17, 1e6
v_cmpx_nlt_f32_e64 exec_lo, v255 clamp
v_cmpx_tru_f32_e64 -10, -|v89|
v_cmpx_tru_f32_e64 4.0, 1 clamp
v_cmpx_tru_f32_e64 v19, v88
v_cmpx_tru_f32_e64 -|0x12345678|, v182
v_cmp_f_f64_e64 exec_lo, |v[254:255]|, s[98:99] clamp
v_cmp_f_f64_e64 s29, v[14:15], 42 clamp
v_cmp_f_f64_e64 vcc_lo, v[96:97], -|v[183:184]|
v_cmp_f_f64_e64 vcc_lo, v[194:195], v[254:255]
v_cmp_lt_f64_e64 ttmp5, v[160:161], exec
v_cmp_lt_f64_e64 vcc_lo, s[48:49], |26| clamp
v_cmp_lt_f64_e64 s43, v[60:61], 0.5
v_cmp_eq_f64_e64 ttmp5, s[82:83], v[240:241] clamp
v_cmp_eq_f64_e64 ttmp5, |v[183:184]|, v[128:129] clamp
v_cmp_eq_f64_e64 vcc_lo, ttmp[6:7], -v[22:23]
v_cmp_eq_f64_e64 s10, v[242:243], -v[166:167]
v_cmp_le_f64_e64 s32, s[70:71], |v[17:18]|
v_cmp_le_f64_e64 s8, 0x3ff80000, |v[254:255]|
v_cmp_le_f64_e64 ttmp5, s[36:37], -10 clamp
v_cmp_le_f64_e64 exec_lo, -|v[12:13]|, -v[98:99]
v_cmp_gt_f64_e64 s7, v[15:16], ttmp[6:7]
v_cmp_gt_f64_e64 s2, v[95:96], -v[240:241]
v_cmp_gt_f64_e64 exec_lo, v[19:20], v[155:156]
v_cmp_gt_f64_e64 vcc_lo, s[52:53], -0.5 clamp
v_cmp_lg_f64_e64 s15, v[13:14], 100.0 clamp
v_cmp_lg_f64_e64 s21, -v[215:216], |v[32:33]|
v_cmp_lg_f64_e64 ttmp5, v[86:87], v[162:163]
v_cmp_lg_f64_e64 exec_lo, s[10:11], -|ttmp[0:1]|
v_cmp_ge_f64_e64 exec_lo, v[45:46], -4.0
v_cmp_ge_f64_e64 exec_lo, 15, v[17:18]
v_cmp_ge_f64_e64 s103, -|s[100:101]|, v[23:24]
v_cmp_ge_f64_e64 ttmp5, v[146:147], 54
v_cmp_o_f64_e64 ttmp5, 100.0, v[254:255]
v_cmp_o_f64_e64 vcc_lo, |18|, v[188:189]
v_cmp_o_f64_e64 exec_lo, s[20:21], -0.5
v_cmp_o_f64_e64 ttmp5, v[177:178], v[5:6] clamp
v_cmp_u_f64_e64 exec_lo, -|v[158:159]|, -|s[100:101]|
v_cmp_u_f64_e64 exec_lo, v[17:18], s[34:35]
v_cmp_u_f64_e64 s76, v[254:255], -v[185:186] clamp
v_cmp_u_f64_e64 exec_lo, v[229:230], v[18:19]
v_cmp_nge_f64_e64 exec_lo, v[24:25], v[129:130]
v_cmp_nge_f64_e64 s21, v[161:162], -ttmp[14:15]
v_cmp_nge_f64_e64 exec_lo, v[123:124], v[131:132] clamp
v_cmp_nge_f64_e64 vcc_lo, v[116:117], s[88:89] clamp
v_cmp_nlg_f64_e64 vcc_lo, s[30:31], s[12:13]
v_cmp_nlg_f64_e64 vcc_lo, v[11:12], vcc
v_cmp_nlg_f64_e64 s98, 3, v[159:160]
v_cmp_nlg_f64_e64 ttmp5, v[254:255], ttmp[6:7]
v_cmp_ngt_f64_e64 s89, -v[98:99], s[30:31] clamp
v_cmp_ngt_f64_e64 s5, v[227:228], |v[144:145]| clamp
v_cmp_ngt_f64_e64 exec_lo, v[35:36], v[10:11]
v_cmp_nle_f64_e64 vcc_lo, v[60:61], v[254:255] clamp
v_cmp_nle_f64_e64 exec_lo, -|v[191:192]|, -v[4:5] clamp
v_cmp_nle_f64_e64 s42, 100.0, v[5:6]
v_cmp_nle_f64_e64 vcc_lo, v[21:22], -|v[219:220]|
v_cmp_neq_f64_e64 exec_lo, |2|, -100.0
v_cmp_neq_f64_e64 vcc_lo, -3, -|1.5|
v_cmp_neq_f64_e64 s91, -s[32:33], v[115:116] clamp
v_cmp_neq_f64_e64 s0, v[95:96], v[254:255] clamp
v_cmp_nlt_f64_e64 ttmp5, ttmp[6:7], |-0.5| clamp
v_cmp_nlt_f64_e64 vcc_lo, 62, v[1:2] clamp
v_cmp_nlt_f64_e64 vcc_lo, v[10:11], -8
v_cmp_nlt_f64_e64 vcc_lo, s[6:7], v[152:153] clamp
v_cmp_tru_f64_e64 s42, |s[30:31]|, -1.0 clamp
v_cmp_tru_f64_e64 exec_lo, -v[198:199], v[1:2] clamp
v_cmp_tru_f64_e64 s89, 0x40490000, v[30:31]
v_cmp_tru_f64_e64 s4, v[176:177], |ttmp[6:7]|
v_cmpx_f_f64_e64 v[59:60], |v[34:35]| clamp
v_cmpx_f_f64_e64 v[207:208], s[96:97]
v_cmpx_f_f64_e64 -100.0, v[29:30] clamp
v_cmpx_f_f64_e64 vcc, s[24:25] clamp
v_cmpx_lt_f64_e64 2, 47 clamp
v_cmpx_lt_f64_e64 v[31:32], v[46:47] clamp
v_cmpx_lt_f64_e64 1.5, |v[230:231]| clamp
v_cmpx_lt_f64_e64 ttmp[6:7], -v[122:123] clamp
v_cmpx_eq_f64_e64 -v[174:175], exec
v_cmpx_eq_f64_e64 v[19:20], v[14:15] clamp
v_cmpx_eq_f64_e64 v[242:243], v[151:152] clamp
v_cmpx_eq_f64_e64 |v[227:228]|, v[28:29]
v_cmpx_le_f64_e64 s[74:75], -|s[14:15]|
v_cmpx_le_f64_e64 ttmp[6:7], |-1.5| clamp
v_cmpx_le_f64_e64 v[254:255], -1.0
v_cmpx_le_f64_e64 v[221:222], v[118:119] clamp
v_cmpx_gt_f64_e64 |ttmp[0:1]|, v[4:5] clamp
v_cmpx_gt_f64_e64 -|2.0|, v[169:170]
v_cmpx_gt_f64_e64 |v[153:154]|, v[254:255]
v_cmpx_gt_f64_e64 38, v[14:15]
v_cmpx_lg_f64_e64 |v[5:6]|, v[8:9]
v_cmpx_lg_f64_e64 |s[48:49]|, -v[24:25]
v_cmpx_lg_f64_e64 v[15:16], v[254:255] clamp
v_cmpx_lg_f64_e64 s[10:11], -1.5 clamp
v_cmpx_ge_f64_e64 -1.5, v[117:118] clamp
v_cmpx_ge_f64_e64 v[15:16], v[237:238]
v_cmpx_ge_f64_e64 v[21:22], v[23:24] clamp
v_cmpx_ge_f64_e64 v[0:1], s[100:101] clamp
v_cmpx_o_f64_e64 -0.5, s[38:39]
v_cmpx_o_f64_e64 |-4|, s[48:49]
v_cmpx_o_f64_e64 vcc, 1.5
v_cmpx_o_f64_e64 s[16:17], s[80:81]
v_cmpx_u_f64_e64 v[197:198], v[90:91]
v_cmpx_u_f64_e64 v[88:89], -v[173:174]
v_cmpx_u_f64_e64 ttmp[14:15], 100.0 clamp
v_cmpx_u_f64_e64 -|v[70:71]|, 33 clamp
v_cmpx_nge_f64_e64 v[137:138], 25
v_cmpx_nge_f64_e64 |100.0|, v[14:15]
v_cmpx_nge_f64_e64 |26|, v[3:4]
v_cmpx_nge_f64_e64 0x3ff80000, -v[187:188]
v_cmpx_nlg_f64_e64 s[12:13], -4.0 clamp
v_cmpx_nlg_f64_e64 v[61:62], -|v[12:13]|
v_cmpx_nlg_f64_e64 v[254:255], v[190:191]
v_cmpx_nlg_f64_e64 s[44:45], v[237:238]
v_cmpx_ngt_f64_e64 |v[178:179]|, v[106:107]
v_cmpx_ngt_f64_e64 s[12:13], v[254:255]
v_cmpx_ngt_f64_e64 v[30:31], v[24:25]
v_cmpx_ngt_f64_e64 v[28:29], -v[3:4]
v_cmpx_nle_f64_e64 -v[115:116], s[46:47]
v_cmpx_nle_f64_e64 v[196:197], s[68:69] clamp
v_cmpx_nle_f64_e64 |31|, v[41:42] clamp
v_cmpx_nle_f64_e64 -1, ttmp[6:7]
v_cmpx_neq_f64_e64 s[76:77], -1.5
v_cmpx_neq_f64_e64 v[99:100], s[64:65]
v_cmpx_neq_f64_e64 v[254:255], vcc clamp
v_cmpx_neq_f64_e64 v[207:208], s[42:43] clamp
v_cmpx_nlt_f64_e64 v[163:164], v[1:2] clamp
v_cmpx_nlt_f64_e64 v[175:176], v[199:200]
v_cmpx_nlt_f64_e64 -|ttmp[6:7]|, v[254:255]
v_cmpx_nlt_f64_e64 ttmp[14:15], -|v[10:11]|
v_cmpx_tru_f64_e64 -|1.5|, s[2:3] clamp
v_cmpx_tru_f64_e64 v[209:210], 2.0
v_cmpx_tru_f64_e64 100.0, v[28:29]
v_cmpx_tru_f64_e64 v[30:31], 40
v_cmp_f_i32_e64 s22, v254, v182
v_cmp_f_i32_e64 vcc_lo, 54, exec_lo
v_cmp_lt_i32_e64 s86, v16, v121
v_cmp_lt_i32_e64 ttmp5, 62, s77
v_cmp_eq_i32_e64 s14, src_pops_exiting_wave_id, s91
v_cmp_eq_i32_e64 vcc_lo, 1.5, 0
v_cmp_le_i32_e64 vcc_lo, v99, s61
v_cmp_le_i32_e64 exec_lo, vcc_hi, v20
v_cmp_gt_i32_e64 ttmp5, v255, v79
v_cmp_gt_i32_e64 exec_lo, v171, s23
v_cmp_ne_i32_e64 exec_lo, v221, v243
v_cmp_ne_i32_e64 s16, v9, v18
v_cmp_ge_i32_e64 vcc_lo, v114, s41
v_cmp_ge_i32_e64 s61, vcc_hi, src_private_base
v_cmp_t_i32_e64 exec_lo, v182, src_shared_base
v_cmp_t_i32_e64 s72, s73, s4
v_cmp_class_f32_e64 vcc_lo, |v228|, s65
v_cmp_class_f32_e64 ttmp5, -52, vcc_hi
v_cmp_class_f32_e64 vcc_lo, 16, -2
v_cmp_class_f32_e64 ttmp5, |v234|, v2
v_cmp_lt_i16_e64 ttmp5, s36, v11
v_cmp_lt_i16_e64 ttmp5, s15, 0.15915494
v_cmp_eq_i16_e64 vcc_lo, 1000, -2.0
v_cmp_eq_i16_e64 s91, v197, -0.5
v_cmp_le_i16_e64 ttmp5, 59, v197
v_cmp_le_i16_e64 ttmp5, v180, vcc_hi
v_cmp_gt_i16_e64 s82, v2, 13
v_cmp_gt_i16_e64 ttmp5, v144, s93
v_cmp_ne_i16_e64 s91, 0.15915494, v217
v_cmp_ne_i16_e64 vcc_lo, v25, 1000
v_cmp_ge_i16_e64 vcc_lo, src_private_base, 0x1234
v_cmp_ge_i16_e64 vcc_lo, v77, 1000
v_cmp_class_f16_e64 s74, v246, v255
v_cmp_class_f16_e64 vcc_lo, v125, 23
v_cmp_class_f16_e64 vcc_lo, v49, v26
v_cmp_class_f16_e64 vcc_lo, 28, s94
v_cmpx_f_i32_e64 s65, v100
v_cmpx_f_i32_e64 v156, 56
v_cmpx_lt_i32_e64 -1.5, v255
v_cmpx_lt_i32_e64 100000, v14
v_cmpx_eq_i32_e64 s84, v237
v_cmpx_eq_i32_e64 s70, v220
v_cmpx_le_i32_e64 v31, s98
v_cmpx_le_i32_e64 v155, v17
v_cmpx_gt_i32_e64 v211, v106
v_cmpx_gt_i32_e64 v13, v110
v_cmpx_ne_i32_e64 v112, v255
v_cmpx_ne_i32_e64 34, v0
v_cmpx_ge_i32_e64 v239, v59
v_cmpx_ge_i32_e64 v29, ttmp14
v_cmpx_t_i32_e64 -12, v64
v_cmpx_t_i32_e64 2.0, v153
v_cmpx_class_f32_e64 v21, s25
v_cmpx_class_f32_e64 v233, s100
v_cmpx_class_f32_e64 0.15915494, v106
v_cmpx_lt_i16_e64 v107, v78
v_cmpx_lt_i16_e64 s76, v0
v_cmpx_eq_i16_e64 v212, -0.5
v_cmpx_eq_i16_e64 0.5, v99
v_cmpx_le_i16_e64 v8, v28
v_cmpx_le_i16_e64 -1.0, v221
v_cmpx_gt_i16_e64 s84, v65
v_cmpx_gt_i16_e64 v177, v254
v_cmpx_ne_i16_e64 v126, v17
v_cmpx_ne_i16_e64 -7, v246
v_cmpx_ge_i16_e64 24, v255
v_cmpx_ge_i16_e64 s27, v5
v_cmpx_class_f16_e64 v127, s55
v_cmpx_class_f16_e64 v68, v204
v_cmpx_class_f16_e64 v159, v3
v_cmpx_class_f16_e64 v255, -13
v_cmp_f_i64_e64 s59, v[10:11], v[23:24]
v_cmp_f_i64_e64 vcc_lo, ttmp[6:7], v[18:19]
v_cmp_lt_i64_e64 vcc_lo, s[14:15], v[17:18]
v_cmp_lt_i64_e64 exec_lo, -1000, -0.5
v_cmp_eq_i64_e64 vcc_lo, v[63:64], v[6:7]
v_cmp_eq_i64_e64 exec_lo, v[220:221], 12345678
v_cmp_le_i64_e64 s16, v[109:110], v[180:181]
v_cmp_le_i64_e64 vcc_lo, s[96:97], v[219:220]
v_cmp_gt_i64_e64 vcc_lo, s[4:5], v[133:134]
v_cmp_gt_i64_e64 ttmp5, v[36:37], v[92:93]
v_cmp_ne_i64_e64 s15, -2.0, v[217:218]
v_cmp_ne_i64_e64 s28, v[16:17], v[45:46]
v_cmp_ge_i64_e64 ttmp5, v[84:85], 0x12345
v_cmp_ge_i64_e64 ttmp5, v[233:234], v[159:160]
v_cmp_t_i64_e64 exec_lo, v[31:32], v[254:255]
v_cmp_t_i64_e64 s15, v[23:24], s[14:15]
v_cmp_class_f64_e64 exec_lo, |s[50:51]|, v243
v_cmp_class_f64_e64 exec_lo, -|v[108:109]|, -2.0
v_cmp_class_f64_e64 ttmp5, 9, v255
v_cmp_class_f64_e64 exec_lo, v[137:138], 100000
v_cmp_lt_u16_e64 ttmp5, 61, v218
v_cmp_lt_u16_e64 vcc_lo, v186, v169
v_cmp_eq_u16_e64 s99, v2, 0x1234
v_cmp_eq_u16_e64 s105, v71, v19
v_cmp_le_u16_e64 ttmp5, v250, s33
v_cmp_le_u16_e64 vcc_lo, v102, s100
v_cmp_gt_u16_e64 s96, v255, v0
v_cmp_gt_u16_e64 ttmp5, 61, s20
v_cmp_ne_u16_e64 exec_lo, v99, -300
v_cmp_ne_u16_e64 exec_lo, v56, src_execz
v_cmp_ge_u16_e64 s52, v223, v237
v_cmp_ge_u16_e64 vcc_lo, s95, s75
v_cmpx_f_i64_e64 12345678, v[18:19]
v_cmpx_f_i64_e64 0x7fffffff, v[178:179]
v_cmpx_lt_i64_e64 v[73:74], vcc
v_cmpx_lt_i64_e64 ttmp[6:7], v[254:255]
v_cmpx_eq_i64_e64 v[4:5], 2.0
v_cmpx_eq_i64_e64 v[8:9], v[254:255]
v_cmpx_le_i64_e64 v[52:53], ttmp[0:1]
v_cmpx_le_i64_e64 21, vcc
v_cmpx_gt_i64_e64 v[27:28], -1000
v_cmpx_gt_i64_e64 v[130:131], v[228:229]
v_cmpx_ne_i64_e64 v[21:22], v[51:52]
v_cmpx_ne_i64_e64 v[92:93], -1.0
v_cmpx_ge_i64_e64 v[205:206], v[254:255]
v_cmpx_ge_i64_e64 v[253:254], s[28:29]
v_cmpx_t_i64_e64 s[48:49], v[254:255]
v_cmpx_t_i64_e64 s[44:45], v[119:120]
v_cmpx_class_f64_e64 100.0, v4
v_cmpx_class_f64_e64 2.0, 2.0
v_cmpx_class_f64_e64 v[131:132], v87
v_cmpx_class_f64_e64 s[10:11], s47
v_cmpx_lt_u16_e64 v255, v26
v_cmpx_lt_u16_e64 v59, 0x7fff
v_cmpx_eq_u16_e64 v0, v24
v_cmpx_eq_u16_e64 27, 23
v_cmpx_le_u16_e64 v219, s48
v_cmpx_le_u16_e64 v17, v133
v_cmpx_gt_u16_e64 v23, -2
v_cmpx_gt_u16_e64 v17, vcc_lo
v_cmpx_ne_u16_e64 v151, v9
v_cmpx_ne_u16_e64 v151, v92
v_cmpx_ge_u16_e64 s23, vcc_hi
v_cmpx_ge_u16_e64 v118, 0x1234
v_cmp_f_u32_e64 ttmp5, exec_lo, -0.5
v_cmp_f_u32_e64 s29, v255, v132
v_cmp_lt_u32_e64 s36, v7, -1.5
v_cmp_lt_u32_e64 ttmp5, 63, v29
v_cmp_eq_u32_e64 exec_lo, v22, v168
v_cmp_eq_u32_e64 ttmp5, v9, -12345
v_cmp_le_u32_e64 vcc_lo, v31, v255
v_cmp_le_u32_e64 ttmp5, v21, v19
v_cmp_gt_u32_e64 exec_lo, 24, 1.5
v_cmp_gt_u32_e64 vcc_lo, 2.0, v30
v_cmp_ne_u32_e64 s92, s34, v203
v_cmp_ne_u32_e64 s24, v23, s12
v_cmp_ge_u32_e64 exec_lo, v27, 0xffff
v_cmp_ge_u32_e64 exec_lo, v244, m0
v_cmp_t_u32_e64 s67, v10, v37
v_cmp_t_u32_e64 s56, v199, v140
v_cmp_f_f16_e64 ttmp5, -|v220|, s49
v_cmp_f_f16_e64 exec_lo, v0, -35
v_cmp_f_f16_e64 s65, -v184, v6 clamp
v_cmp_f_f16_e64 s70, v145, 1.0
v_cmp_lt_f16_e64 ttmp5, v25, 1.0 clamp
v_cmp_lt_f16_e64 exec_lo, s25, -|v154|
v_cmp_lt_f16_e64 ttmp5, v5, v39
v_cmp_lt_f16_e64 s96, v102, v174
v_cmp_eq_f16_e64 vcc_lo, 0.1, v131
v_cmp_eq_f16_e64 exec_lo, v255, -s9
v_cmp_eq_f16_e64 vcc_lo, 62, vcc_lo clamp
v_cmp_eq_f16_e64 ttmp5, v15, s93 clamp
v_cmp_le_f16_e64 exec_lo, v80, |16|
v_cmp_le_f16_e64 s66, -v172, v144 clamp
v_cmp_le_f16_e64 exec_lo, v9, 10 clamp
v_cmp_le_f16_e64 s34, v19, vcc_hi clamp
v_cmp_gt_f16_e64 ttmp5, s25, -|61|
v_cmp_gt_f16_e64 vcc_lo, ttmp10, -7 clamp
v_cmp_gt_f16_e64 exec_lo, v3, -0.5
v_cmp_gt_f16_e64 s103, v255, -v172
v_cmp_lg_f16_e64 exec_lo, -v255, 2 clamp
v_cmp_lg_f16_e64 vcc_lo, s59, vcc_lo
v_cmp_lg_f16_e64 exec_lo, v88, |v40|
v_cmp_lg_f16_e64 vcc_lo, 60, v36
v_cmp_ge_f16_e64 exec_lo, v4, -v166
v_cmp_ge_f16_e64 s4, v25, -1.5
v_cmp_ge_f16_e64 vcc_lo, v255, v124 clamp
v_cmp_o_f16_e64 exec_lo, s13, src_execz
v_cmp_o_f16_e64 s84, v68, |v21|
v_cmp_o_f16_e64 vcc_lo, 30, 0.5
v_cmpx_f_u32_e64 v97, s32
v_cmpx_f_u32_e64 14, s41
v_cmpx_lt_u32_e64 v190, -2.0
v_cmpx_lt_u32_e64 v17, v72
v_cmpx_eq_u32_e64 v14, s76
v_cmpx_eq_u32_e64 v17, v30
v_cmpx_le_u32_e64 42, v17
v_cmpx_le_u32_e64 vcc_hi, v28
v_cmpx_gt_u32_e64 exec_hi, v15
v_cmpx_gt_u32_e64 v63, 100000
v_cmpx_ne_u32_e64 v159, v16
v_cmpx_ne_u32_e64 v85, 40
v_cmpx_ge_u32_e64 s74, s11
v_cmpx_ge_u32_e64 v0, -0.5
v_cmpx_t_u32_e64 vcc_hi, v150
v_cmpx_t_u32_e64 1.5, vcc_lo
v_cmpx_f_f16_e64 -v27, -|2.0|
v_cmpx_f_f16_e64 s14, v141
v_cmpx_f_f16_e64 -2.0, 0.15915494 clamp
v_cmpx_f_f16_e64 0.5, v23
v_cmpx_lt_f16_e64 22, -v11
v_cmpx_lt_f16_e64 1.5, v96 clamp
v_cmpx_lt_f16_e64 v11, -v175
v_cmpx_lt_f16_e64 -|s8|, v251 clamp
v_cmpx_eq_f16_e64 v250, v81 clamp
v_cmpx_eq_f16_e64 |100.0|, v14 clamp
v_cmpx_eq_f16_e64 |v229|, 0x3e00 clamp
v_cmpx_le_f16_e64 -|v163|, -v1
v_cmpx_le_f16_e64 -1.0, v243 clamp
v_cmpx_le_f16_e64 -|src_private_limit|, v6
v_cmpx_le_f16_e64 v12, v4
v_cmpx_gt_f16_e64 -v37, v12
v_cmpx_gt_f16_e64 s21, s57 clamp
v_cmpx_gt_f16_e64 51, 13
v_cmpx_gt_f16_e64 v96, -|100.0|
v_cmpx_lg_f16_e64 |s65|, s50 clamp
v_cmpx_lg_f16_e64 v228, |s58|
v_cmpx_lg_f16_e64 0.1, v162 clamp
v_cmpx_lg_f16_e64 40, -s92
v_cmpx_ge_f16_e64 v69, v79
v_cmpx_ge_f16_e64 v255, v132
v_cmpx_ge_f16_e64 -s12, src_shared_base
v_cmpx_ge_f16_e64 v8, 100.0
v_cmpx_o_f16_e64 v235, -3
v_cmpx_o_f16_e64 v180, v159
v_cmpx_o_f16_e64 -|src_scc|, |v31|
v_cmpx_o_f16_e64 v131, v218
v_cmp_f_u64_e64 vcc_lo, 38, v[243:244]
v_cmp_f_u64_e64 exec_lo, vcc, s[52:53]
v_cmp_lt_u64_e64 s5, v[239:240], v[14:15]
v_cmp_lt_u64_e64 exec_lo, 0x7fffffff, v[6:7]
v_cmp_eq_u64_e64 ttmp5, ttmp[6:7], -2.0
v_cmp_eq_u64_e64 s20, v[110:111], v[48:49]
v_cmp_le_u64_e64 s53, 0xffff0000, ttmp[14:15]
v_cmp_le_u64_e64 exec_lo, 12345678, v[78:79]
v_cmp_gt_u64_e64 vcc_lo, 1.0, v[254:255]
v_cmp_gt_u64_e64 exec_lo, 1.0, -0.5
v_cmp_ne_u64_e64 exec_lo, ttmp[0:1], v[254:255]
v_cmp_ne_u64_e64 ttmp5, -15, v[83:84]
v_cmp_ge_u64_e64 vcc_lo, v[114:115], v[162:163]
v_cmp_ge_u64_e64 s8, s[66:67], v[28:29]
v_cmp_t_u64_e64 vcc_lo, vcc, 2.0
v_cmp_t_u64_e64 vcc_lo, v[157:158], 4.0
v_cmp_u_f16_e64 ttmp5, |s33|, v4 clamp
v_cmp_u_f16_e64 exec_lo, 33, v165
v_cmp_u_f16_e64 ttmp5, v106, v144 clamp
v_cmp_u_f16_e64 vcc_lo, 2.0, v108 clamp
v_cmp_nge_f16_e64 s0, 21, -|0.1|
v_cmp_nge_f16_e64 exec_lo, v255, -0.5
v_cmp_nge_f16_e64 vcc_lo, s92, 49 clamp
v_cmp_nge_f16_e64 vcc_lo, v251, s45
v_cmp_nlg_f16_e64 exec_lo, -|v16|, s48
v_cmp_nlg_f16_e64 vcc_lo, 5, -v12 clamp
v_cmp_nlg_f16_e64 exec_lo, v9, 47
v_cmp_nlg_f16_e64 exec_lo, v106, v10
v_cmp_ngt_f16_e64 ttmp5, v9, m0
v_cmp_ngt_f16_e64 ttmp5, src_pops_exiting_wave_id, v14
v_cmp_ngt_f16_e64 exec_lo, v27, -|v12|
v_cmp_ngt_f16_e64 vcc_lo, 40, v5 clamp
v_cmp_nle_f16_e64 ttmp5, v255, v180
v_cmp_nle_f16_e64 ttmp5, v255, v192 clamp
v_cmp_nle_f16_e64 ttmp5, v255, v8 clamp
v_cmp_nle_f16_e64 s3, v176, v25 clamp
v_cmp_neq_f16_e64 exec_lo, v74, v23
v_cmp_neq_f16_e64 exec_lo, |v2|, src_shared_base clamp
v_cmp_neq_f16_e64 exec_lo, s24, -|v202|
v_cmp_neq_f16_e64 s61, 31, v5
v_cmp_nlt_f16_e64 exec_lo, v83, 54 clamp
v_cmp_nlt_f16_e64 exec_lo, s48, s89 clamp
v_cmp_nlt_f16_e64 exec_lo, v5, -|1.5|
v_cmp_nlt_f16_e64 exec_lo, s9, v116 clamp
v_cmp_tru_f16_e64 s8, v163, v6 clamp
v_cmp_tru_f16_e64 vcc_lo, v136, -1.5
v_cmp_tru_f16_e64 exec_lo, 44, v64 clamp
v_cmp_tru_f16_e64 s60, v18, src_private_limit
v_cmpx_f_u64_e64 v[11:12], 1.0
v_cmpx_f_u64_e64 -2.0, v[49:50]
v_cmpx_lt_u64_e64 v[22:23], 0xffff0000
v_cmpx_lt_u64_e64 v[11:12], 62
v_cmpx_eq_u64_e64 v[254:255], ttmp[0:1]
v_cmpx_eq_u64_e64 2.0, -1.0
v_cmpx_le_u64_e64 v[13:14], s[68:69]
v_cmpx_le_u64_e64 v[254:255], s[94:95]
v_cmpx_gt_u64_e64 0xffff0000, v[184:185]
v_cmpx_gt_u64_e64 0x12345, ttmp[14:15]
v_cmpx_ne_u64_e64 s[78:79], v[55:56]
v_cmpx_ne_u64_e64 v[254:255], 10
v_cmpx_ge_u64_e64 4.0, s[74:75]
v_cmpx_ge_u64_e64 v[110:111], 13
v_cmpx_t_u64_e64 ttmp[14:15], -7
v_cmpx_t_u64_e64 s[54:55], 12345678
v_cmpx_u_f16_e64 v84, v17
v_cmpx_u_f16_e64 v193, v220
v_cmpx_u_f16_e64 v149, -v111
v_cmpx_u_f16_e64 -1.0, v19 clamp
v_cmpx_nge_f16_e64 |-1.0|, v255
v_cmpx_nge_f16_e64 v255, 2.0
v_cmpx_nge_f16_e64 v28, v16 clamp
v_cmpx_nge_f16_e64 -v255, v236
v_cmpx_nlg_f16_e64 s65, -|s103|
v_cmpx_nlg_f16_e64 v16, |54| clamp
v_cmpx_nlg_f16_e64 v39, -|v54|
v_cmpx_nlg_f16_e64 src_shared_base, v11 clamp
v_cmpx_ngt_f16_e64 v2, 49 clamp
v_cmpx_ngt_f16_e64 s58, -s85
v_cmpx_ngt_f16_e64 v35, v0 clamp
v_cmpx_ngt_f16_e64 22, -|s11|
v_cmpx_nle_f16_e64 v48, v145 clamp
v_cmpx_nle_f16_e64 -2.0, -v208
v_cmpx_nle_f16_e64 s11, v28 clamp
v_cmpx_nle_f16_e64 v229, v182 clamp
v_cmpx_neq_f16_e64 -|4.0|, -v1 clamp
v_cmpx_neq_f16_e64 v27, -1.5
v_cmpx_neq_f16_e64 0.1, -v26
v_cmpx_neq_f16_e64 s75, v45 clamp
v_cmpx_nlt_f16_e64 59, exec_hi
v_cmpx_nlt_f16_e64 v36, -|v21| clamp
v_cmpx_nlt_f16_e64 v137, v3
v_cmpx_nlt_f16_e64 -|v227|, v12 clamp
v_cmpx_tru_f16_e64 |v3|, v119
v_cmpx_tru_f16_e64 v25, v165 clamp
v_cmpx_tru_f16_e64 s33, -|v7| clamp
v_cmpx_tru_f16_e64 v136, -|exec_hi|
v_cndmask_b32_e64 v109, -|v76|, v89, exec_lo
v_cndmask_b32_e64 v255, -1.5, v3, s62
v_add_f32_e64 v247, 27, |v96| mul:2
v_add_f32_e64 v9, s72, |v25|
v_add_f32_e64 v255, v31, 4.0 clamp
v_add_f32_e64 v16, 0.1, ttmp10 div:2
v_sub_f32_e64 v30, -v3, s53 mul:4
v_sub_f32_e64 v4, 1.0, v150
v_sub_f32_e64 v217, 13, v16 clamp
v_sub_f32_e64 v255, v247, 0x12345678 clamp mul:2
v_subrev_f32_e64 v244, s37, -v63 clamp div:2
v_subrev_f32_e64 v223, v129, v7
v_subrev_f32_e64 v2, -s11, s9 clamp mul:4
v_subrev_f32_e64 v0, v28, -|vcc_hi| clamp mul:4
v_fmac_legacy_f32_e64 v29, -v27, s71
v_fmac_legacy_f32_e64 v42, v11, v156 clamp
v_fmac_legacy_f32_e64 v170, v12, 0.1 clamp
v_fmac_legacy_f32_e64 v0, -|v9|, v44 clamp
v_mul_legacy_f32_e64 v21, s35, -v18 clamp mul:2
v_mul_legacy_f32_e64 v7, exec_hi, -|s27| clamp
v_mul_legacy_f32_e64 v19, 37, exec_hi
v_mul_legacy_f32_e64 v162, v6, v76 mul:4
v_mul_f32_e64 v37, s70, src_shared_limit clamp mul:2
v_mul_f32_e64 v146, v24, -s47 clamp div:2
v_mul_f32_e64 v27, 0.15915494, v0
v_mul_f32_e64 v9, -exec_lo, v127 clamp
v_mul_i32_i24_e64 v1, v174, v71
v_mul_i32_i24_e64 v221, -2, s86
v_mul_i32_i24_e64 v15, v58, v97
v_mul_i32_i24_e64 v246, v16, v148
v_mul_hi_i32_i24_e64 v207, v25, -12345
v_mul_hi_i32_i24_e64 v38, s80, v2
v_mul_u32_u24_e64 v255, v20, s64 clamp
v_mul_u32_u24_e64 v245, 40, v171
v_mul_u32_u24_e64 v57, v202, v88
v_mul_u32_u24_e64 v17, v121, vcc_lo
v_mul_hi_u32_u24_e64 v146, -12345, v155
v_mul_hi_u32_u24_e64 v26, v255, v199
v_min_f32_e64 v110, 1e6, -|v13| clamp div:2
v_min_f32_e64 v3, 21, -vcc_hi
v_min_f32_e64 v212, v0, -s72
v_min_f32_e64 v144, v216, v99
v_max_f32_e64 v188, v74, s47
v_max_f32_e64 v88, 8, 19 clamp
v_max_f32_e64 v5, ttmp5, -|v127|
v_max_f32_e64 v255, 25, v21
v_min_i32_e64 v25, s60, 0xffff
v_min_i32_e64 v132, v107, s4
v_max_i32_e64 v11, 4.0, s4
v_max_i32_e64 v13, v178, v29
v_min_u32_e64 v7, v255, v103
v_min_u32_e64 v36, v255, v51
v_max_u32_e64 v255, s67, v175
v_max_u32_e64 v255, exec_lo, -16
v_lshrrev_b32_e64 v186, 0xdeadbeef, s91
v_lshrrev_b32_e64 v4, v95, v80
v_ashrrev_i32_e64 v4, s38, 0xffff
v_ashrrev_i32_e64 v255, v13, v13
v_lshlrev_b32_e64 v87, v54, v114
v_lshlrev_b32_e64 v127, v54, v31
v_and_b32_e64 v142, v145, v105
v_and_b32_e64 v189, v255, v135
v_or_b32_e64 v131, -0.5, v20
v_or_b32_e64 v25, s39, -1
v_xor_b32_e64 v237, exec_hi, v18
v_xor_b32_e64 v27, -12345, v17
v_xnor_b32_e64 v61, vcc_lo, vcc_lo
v_xnor_b32_e64 v91, v117, v148
v_add_nc_u32_e64 v46, 19, v0 clamp
v_add_nc_u32_e64 v25, s78, s49
v_add_nc_u32_e64 v25, exec_hi, 0xdeadbeef clamp
v_add_nc_u32_e64 v103, v28, v90 clamp
v_sub_nc_u32_e64 v189, v255, v23
v_sub_nc_u32_e64 v18, v109, 9
v_sub_nc_u32_e64 v20, 53, v9
v_sub_nc_u32_e64 v27, s63, vcc_lo clamp
v_subrev_nc_u32_e64 v8, v231, v51
v_subrev_nc_u32_e64 v17, -1.5, v102
v_subrev_nc_u32_e64 v14, s21, -12345
v_subrev_nc_u32_e64 v77, s94, 0.5 clamp
v_fmac_f32_e64 v10, -|v244|, -|40|
v_fmac_f32_e64 v5, v12, v24 clamp mul:2
v_fmac_f32_e64 v0, v21, 39 div:2
v_fmac_f32_e64 v25, -|-100.25|, v132 clamp div:2
v_cvt_pkrtz_f16_f32_e64 v29, |v235|, 0x12345678
v_cvt_pkrtz_f16_f32_e64 v30, -|s13|, 0.15915494 clamp
v_cvt_pkrtz_f16_f32_e64 v74, 0x12345678, -1.0
v_add_f16_e64 v173, s80, s36
v_add_f16_e64 v201, -|v30|, -|v165|
v_add_f16_e64 v44, v20, |v208| clamp mul:2
v_add_f16_e64 v255, 45, -|s85| mul:2
v_sub_f16_e64 v163, s12, -v11 clamp mul:4
v_sub_f16_e64 v2, v95, v41 clamp
v_sub_f16_e64 v220, s43, v137 clamp
v_sub_f16_e64 v29, -|v25|, v12 clamp
v_subrev_f16_e64 v71, s27, -v4 clamp
v_subrev_f16_e64 v14, -v31, v9 clamp mul:2
v_subrev_f16_e64 v147, src_vccz, -|2.0| clamp div:2
v_subrev_f16_e64 v23, v195, -|59| mul:2
v_mul_f16_e64 v4, |-9|, 0.15915494
v_mul_f16_e64 v18, s77, v91 clamp mul:2
v_mul_f16_e64 v228, |v91|, v225 mul:2
v_mul_f16_e64 v8, |v214|, -4 clamp mul:4
v_fmac_f16_e64 v147, v33, s7 clamp div:2
v_fmac_f16_e64 v92, v142, v27
v_fmac_f16_e64 v115, -|1.0|, |v102| mul:4
v_fmac_f16_e64 v22, v255, -v18 clamp
v_max_f16_e64 v255, v27, v80 clamp mul:2
v_max_f16_e64 v3, -3, v98 clamp mul:2
v_max_f16_e64 v203, 0.15915494, -s83 mul:2
v_max_f16_e64 v44, vcc_hi, s46 mul:4
v_min_f16_e64 v221, -1.0, v7 mul:4
v_min_f16_e64 v99, v13, s18 mul:2
v_min_f16_e64 v60, s99, v255
v_min_f16_e64 v22, 8, -v17
v_ldexp_f16_e64 v255, -v180, v184
v_ldexp_f16_e64 v28, v2, v90 clamp
v_ldexp_f16_e64 v65, -0.15915494, v217 mul:4
v_ldexp_f16_e64 v34, -v219, s100 div:2
v_fma_legacy_f32 v255, -v223, v202, -|m0|
v_fma_legacy_f32 v67, |v43|, v106, |v35|
v_fma_legacy_f32 v255, vcc_lo, 2.0, v99
v_fma_legacy_f32 v114, v250, -|49|, v28
v_mad_i32_i24 v255, v161, 4.0, v3
v_mad_i32_i24 v180, s11, v255, v156 clamp
v_mad_i32_i24 v26, v150, s6, v31 clamp
v_mad_i32_i24 v255, v79, v153, v8 clamp
v_mad_u32_u24 v168, s30, v196, 2.0
v_mad_u32_u24 v99, v255, -2.0, v239
v_mad_u32_u24 v4, src_pops_exiting_wave_id, v222, v35
v_mad_u32_u24 v14, v149, v109, v13
v_cubeid_f32 v102, v3, s64, |v72| clamp
v_cubeid_f32 v200, v239, 63, -|1e6|
v_cubeid_f32 v194, -|v105|, s46, |s41| clamp mul:4
v_cubeid_f32 v224, v142, s2, 32 mul:4
v_cubesc_f32 v95, -4.0, |v124|, v107 clamp
v_cubesc_f32 v181, v19, v9, ttmp15 mul:4
v_cubesc_f32 v255, exec_hi, -v217, v40
v_cubetc_f32 v20, 52, -|s97|, v255 clamp
v_cubetc_f32 v4, v159, |0.5|, exec_hi
v_cubetc_f32 v39, 1.0, v77, -|v140| clamp
v_cubetc_f32 v32, v255, -|v25|, -v40 mul:2
v_cubema_f32 v25, -|s51|, -|v142|, v2 div:2
v_cubema_f32 v255, v18, -vcc_hi, -2.0 clamp div:2
v_cubema_f32 v165, v216, v216, v16 clamp
v_cubema_f32 v102, v27, -1.5, -1.5 clamp
v_bfe_u32 v30, s71, v246, v5
v_bfe_u32 v14, v3, v18, s89
v_bfe_i32 v10, v29, v192, 23
v_bfe_i32 v180, v23, v45, v137
v_bfi_b32 v29, 0xffff, v255, s101
v_bfi_b32 v12, v255, v188, v14
v_fma_f32 v146, -vcc_lo, 0.1, -2.0 clamp div:2
v_fma_f32 v4, v193, -v197, v214 clamp div:2
v_fma_f32 v255, -|v104|, -s44, 10
v_fma_f32 v169, v8, -v51, v122 mul:2
v_fma_f64 v[249:250], 46, v[246:247], -3
v_fma_f64 v[10:11], -v[209:210], 0x3ff80000, v[32:33]
v_fma_f64 v[23:24], v[143:144], v[192:193], -1.0 clamp
v_fma_f64 v[24:25], s[18:19], v[44:45], -|v[152:153]| div:2
v_lerp_u8 v23, v15, src_private_limit, 0.15915494
v_lerp_u8 v85, v151, v29, 0x12345678
v_alignbit_b32 v243, 57, v233, v10
v_alignbit_b32 v43, 42, s83, src_shared_limit
v_alignbyte_b32 v12, v8, v30, v18
v_alignbyte_b32 v166, v78, -1.0, v13
v_mullit_f32 v2, -|v120|, s83, 44 mul:2
v_mullit_f32 v11, -v229, s26, 43 clamp
v_mullit_f32 v132, v16, exec_hi, -4.0 div:2
v_mullit_f32 v6, src_private_base, s4, -v5 div:2
v_min3_f32 v129, -1e6, v24, vcc_hi
v_min3_f32 v202, v142, m0, exec_hi div:2
v_min3_f32 v242, v160, s40, -|exec_lo| mul:2
v_min3_i32 v113, v223, v23, v107
v_min3_i32 v137, v239, v104, v3
v_min3_u32 v25, v14, v136, v255
v_min3_u32 v8, exec_lo, s79, v245
v_max3_f32 v255, s52, 0.1, v255
v_max3_f32 v24, v12, vcc_hi, |1.5| clamp
v_max3_f32 v85, -9, v29, -|v255|
v_max3_f32 v209, v21, 25, 0.5
v_max3_i32 v24, v25, v180, s73
v_max3_i32 v36, v21, v156, v160
v_max3_u32 v21, v186, 5, v16
v_max3_u32 v31, v168, v11, v31
v_med3_f32 v11, v217, v73, v187 clamp
v_med3_f32 v141, -|src_shared_base|, -v249, -|s12|
v_med3_f32 v2, |v177|, -|v178|, |v146| div:2
v_med3_f32 v9, -exec_lo, v4, -|v240|
v_med3_i32 v31, v219, -1.5, v29
v_med3_i32 v17, s66, s24, v30
v_med3_u32 v92, v22, v121, 48
v_med3_u32 v27, s89, src_shared_base, v198
v_sad_u8 v15, 0x12345678, -2.0, v255 clamp
v_sad_u8 v114, v207, v82, -4.0
v_sad_u8 v24, v238, v22, src_shared_base
v_sad_u8 v80, v73, s85, v65 clamp
v_sad_hi_u8 v101, v51, s88, 23 clamp
v_sad_hi_u8 v22, v164, v13, v31
v_sad_hi_u8 v4, vcc_lo, v32, v59
v_sad_hi_u8 v152, v181, v12, v241 clamp
v_sad_u16 v101, v187, 1.5, s45
v_sad_u16 v202, 63, v10, -1.0
v_sad_u16 v69, s103, v25, 28 clamp
v_sad_u16 v43, v29, s14, -12
v_sad_u32 v149, v147, v61, s2
v_sad_u32 v145, s20, v8, v29
v_sad_u32 v0, m0, 0.5, 4.0 clamp
v_sad_u32 v69, v205, v255, v30
v_cvt_pk_u8_f32 v170, s24, v133, v30 clamp
v_cvt_pk_u8_f32 v131, v106, v255, src_private_limit
v_cvt_pk_u8_f32 v166, s70, v46, 12
v_cvt_pk_u8_f32 v172, -1.0, s2, -12345
v_div_fixup_f32 v30, vcc_lo, v13, s46 clamp div:2
v_div_fixup_f32 v75, v87, v27, -v138 mul:2
v_div_fixup_f32 v18, -2.0, v22, s90 mul:2
v_div_fixup_f32 v12, -4.0, v22, v185
v_div_fixup_f64 v[192:193], v[216:217], -6, s[0:1]
v_div_fixup_f64 v[28:29], v[153:154], 56, v[254:255]
v_div_fixup_f64 v[67:68], 10, s[94:95], 33 div:2
v_div_fixup_f64 v[81:82], v[16:17], s[82:83], -|v[254:255]|
v_add_f64 v[81:82], v[16:17], -4.0
v_add_f64 v[113:114], s[22:23], s[74:75] clamp div:2
v_add_f64 v[32:33], v[171:172], -s[86:87] div:2
v_add_f64 v[20:21], v[217:218], v[254:255] clamp
v_mul_f64 v[205:206], s[38:39], s[16:17] clamp
v_mul_f64 v[152:153], v[254:255], -s[2:3] div:2
v_mul_f64 v[96:97], |30|, 4.0
v_mul_f64 v[6:7], 0x40490000, v[149:150]
v_min_f64 v[26:27], -|2|, v[16:17]
v_min_f64 v[50:51], v[28:29], v[9:10] clamp
v_min_f64 v[254:255], 2.0, |v[90:91]| clamp
v_max_f64 v[250:251], 0x40490000, v[31:32]
v_max_f64 v[108:109], v[98:99], v[165:166] div:2
v_max_f64 v[3:4], s[8:9], |v[1:2]|
v_max_f64 v[7:8], -|1.0|, v[230:231] div:2
v_ldexp_f64 v[191:192], |1.5|, s7 mul:2
v_ldexp_f64 v[197:198], v[10:11], s91 clamp mul:2
v_ldexp_f64 v[2:3], |1.5|, v45
v_ldexp_f64 v[47:48], v[84:85], v25 mul:4
v_mul_lo_u32 v95, v27, -4.0
v_mul_lo_u32 v4, v44, s23
v_mul_hi_u32 v6, v24, v21
v_mul_hi_u32 v99, v247, v45
v_mul_hi_i32 v5, -16, -12345
v_mul_hi_i32 v222, s102, s58
v_div_fmas_f32 v255, v6, v17, v112 mul:2
v_div_fmas_f32 v75, 0x3fc00000, |v171|, -|-0.5|
v_div_fmas_f32 v16, s76, -|v117|, |v194| clamp
v_div_fmas_f64 v[5:6], 0x3ff80000, v[254:255], v[4:5]
v_div_fmas_f64 v[254:255], 1.5, -|v[46:47]|, |v[217:218]| mul:4
v_div_fmas_f64 v[27:28], 0x40490000, v[10:11], -|v[19:20]| clamp
v_msad_u8 v158, s11, v51, ttmp11
v_msad_u8 v255, 0.15915494, -7, s86
v_msad_u8 v75, v24, v136, v16
v_msad_u8 v255, v19, v31, v179
v_qsad_pk_u16_u8 v[26:27], v[254:255], v50, v[11:12] clamp
v_qsad_pk_u16_u8 v[193:194], v[105:106], s26, v[233:234]
v_qsad_pk_u16_u8 v[190:191], s[16:17], v140, v[12:13]
v_qsad_pk_u16_u8 v[10:11], v[105:106], 4.0, 0
v_mqsad_pk_u16_u8 v[110:111], 4.0, v158, 0xffff0000
v_mqsad_pk_u16_u8 v[7:8], v[5:6], s17, s[70:71]
v_mqsad_pk_u16_u8 v[86:87], 16, v6, v[10:11]
v_mqsad_pk_u16_u8 v[254:255], vcc, s31, v[170:171] clamp
v_trig_preop_f64 v[240:241], 52, s94 div:2
v_trig_preop_f64 v[254:255], v[2:3], 55
v_trig_preop_f64 v[17:18], ttmp[14:15], v86 mul:4
v_trig_preop_f64 v[166:167], -v[52:53], v255
v_mqsad_u32_u8 v[245:248], v[75:76], s62, v[106:109] clamp
v_mqsad_u32_u8 v[146:149], 15, -1.5, v[13:16]
v_mqsad_u32_u8 v[237:240], v[77:78], v255, v[207:210] clamp
v_mqsad_u32_u8 v[3:6], 2.0, exec_lo, v[1:4] clamp
v_xor3_b32 v242, vcc_hi, 0.5, v189
v_xor3_b32 v16, s87, v7, s54
v_nop_e64
v_mov_b32_e64 v0, v96
s_call_b64 s[88:89], L_top
s_call_b64 s[76:77], L_mid
s_call_b64 s[44:45], L_end
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
s_cbranch_vccnz L_mid
s_cbranch_vccnz L_end
L_mid:
v_mov_b32_e64 v67, v29
v_cvt_i32_f64_e64 v14, s[22:23] clamp div:2
v_cvt_i32_f64_e64 v0, -1.0
v_cvt_i32_f64_e64 v138, v[247:248]
v_cvt_i32_f64_e64 v255, v[186:187]
v_cvt_f64_i32_e64 v[129:130], v7 clamp div:2
v_cvt_f64_i32_e64 v[154:155], s91 clamp mul:4
v_cvt_f64_i32_e64 v[12:13], src_execz div:2
v_cvt_f64_i32_e64 v[13:14], -6 clamp mul:2
v_cvt_f32_i32_e64 v194, v241
v_cvt_f32_i32_e64 v45, v88
v_cvt_f32_i32_e64 v249, s19 clamp mul:4
v_cvt_f32_i32_e64 v112, v195 clamp
v_cvt_f32_u32_e64 v20, -1.0 clamp mul:4
v_cvt_f32_u32_e64 v248, v55 mul:2
v_cvt_f32_u32_e64 v5, v224
v_cvt_f32_u32_e64 v255, v255
v_cvt_u32_f32_e64 v60, exec_lo
v_cvt_u32_f32_e64 v120, v24 clamp
v_cvt_u32_f32_e64 v190, -s76 clamp
v_cvt_u32_f32_e64 v94, -|ttmp0| mul:4
v_cvt_i32_f32_e64 v14, -|v0|
v_cvt_i32_f32_e64 v192, v38
v_cvt_i32_f32_e64 v255, s53 div:2
v_cvt_i32_f32_e64 v20, -|ttmp7| clamp mul:4
v_cvt_f16_f32_e64 v12, -3
v_cvt_f16_f32_e64 v225, vcc_lo mul:2
v_cvt_f16_f32_e64 v229, -0x12345678 clamp
v_cvt_f16_f32_e64 v139, -v119 div:2
v_cvt_f32_f16_e64 v68, 10 div:2
v_cvt_f32_f16_e64 v16, s85
v_cvt_f32_f16_e64 v24, src_execz clamp mul:4
v_cvt_f32_f16_e64 v5, s105
v_cvt_rpi_i32_f32_e64 v176, s56
v_cvt_rpi_i32_f32_e64 v255, 1e6
v_cvt_rpi_i32_f32_e64 v16, 0.5 clamp
v_cvt_rpi_i32_f32_e64 v4, -s101
v_cvt_flr_i32_f32_e64 v1, v15
v_cvt_flr_i32_f32_e64 v11, s4
v_cvt_flr_i32_f32_e64 v118, v18
v_cvt_flr_i32_f32_e64 v188, -|v25| clamp
v_cvt_off_f32_i4_e64 v253, s89
v_cvt_off_f32_i4_e64 v25, v73 clamp mul:4
v_cvt_off_f32_i4_e64 v109, v19
v_cvt_off_f32_i4_e64 v24, v6
v_cvt_f32_f64_e64 v255, 2.0 mul:2
v_cvt_f32_f64_e64 v201, -|v[8:9]| clamp
v_cvt_f32_f64_e64 v221, v[18:19]
v_cvt_f32_f64_e64 v238, v[171:172] clamp mul:4
v_cvt_f64_f32_e64 v[20:21], -1.0 clamp
v_cvt_f64_f32_e64 v[155:156], -4.0 div:2
v_cvt_f64_f32_e64 v[139:140], s28 clamp
v_cvt_f64_f32_e64 v[9:10], vcc_lo clamp mul:2
v_cvt_f32_ubyte0_e64 v255, v13 clamp
v_cvt_f32_ubyte0_e64 v242, v133
v_cvt_f32_ubyte0_e64 v255, v239 clamp mul:2
v_cvt_f32_ubyte0_e64 v170, v22 clamp
v_cvt_f32_ubyte1_e64 v8, v255 clamp mul:2
v_cvt_f32_ubyte1_e64 v2, v174 clamp
v_cvt_f32_ubyte1_e64 v56, -1.5
v_cvt_f32_ubyte1_e64 v21, v128
v_cvt_f32_ubyte2_e64 v131, v246 clamp
v_cvt_f32_ubyte2_e64 v10, v26 mul:2
v_cvt_f32_ubyte2_e64 v20, v255 clamp div:2
v_cvt_f32_ubyte2_e64 v43, v17
v_cvt_f32_ubyte3_e64 v18, src_private_limit
v_cvt_f32_ubyte3_e64 v2, 46
v_cvt_f32_ubyte3_e64 v165, v156
v_cvt_f32_ubyte3_e64 v39, v24
v_cvt_u32_f64_e64 v255, 12
v_cvt_u32_f64_e64 v255, -1.0 div:2
v_cvt_u32_f64_e64 v179, s[16:17] mul:4
v_cvt_u32_f64_e64 v15, v[196:197]
v_cvt_f64_u32_e64 v[185:186], s101 clamp mul:4
v_cvt_f64_u32_e64 v[9:10], v3 clamp
v_cvt_f64_u32_e64 v[69:70], v51 clamp
v_cvt_f64_u32_e64 v[69:70], v68 clamp
v_trunc_f64_e64 v[42:43], v[245:246] div:2
v_trunc_f64_e64 v[76:77], 1.0 clamp mul:4
v_trunc_f64_e64 v[1:2], |v[64:65]| clamp mul:2
v_trunc_f64_e64 v[152:153], -2.0 clamp
v_ceil_f64_e64 v[212:213], s[102:103] clamp
v_ceil_f64_e64 v[161:162], v[46:47]
v_ceil_f64_e64 v[19:20], -v[195:196] clamp
v_rndne_f64_e64 v[32:33], |v[5:6]| clamp
v_rndne_f64_e64 v[153:154], -v[205:206]
v_rndne_f64_e64 v[192:193], -1.5 div:2
v_rndne_f64_e64 v[134:135], -|v[249:250]|
v_floor_f64_e64 v[23:24], v[212:213] mul:4
v_floor_f64_e64 v[12:13], v[7:8] mul:2
v_floor_f64_e64 v[136:137], |57|
v_floor_f64_e64 v[104:105], v[149:150] div:2
v_pipeflush_e64
v_fract_f32_e64 v233, v10 div:2
v_fract_f32_e64 v134, v255
v_fract_f32_e64 v48, s68 mul:2
v_fract_f32_e64 v18, -s105
v_trunc_f32_e64 v30, v93 clamp mul:4
v_trunc_f32_e64 v15, s43 clamp
v_trunc_f32_e64 v54, -42 clamp mul:4
v_trunc_f32_e64 v104, s25
v_ceil_f32_e64 v168, |v16| clamp
v_ceil_f32_e64 v25, exec_lo mul:4
v_ceil_f32_e64 v255, v169 clamp
v_ceil_f32_e64 v109, -37 clamp mul:2
v_rndne_f32_e64 v87, v73 mul:4
v_rndne_f32_e64 v0, |-100.25| mul:2
v_rndne_f32_e64 v103, -|v178| clamp mul:2
v_rndne_f32_e64 v21, exec_hi clamp mul:4
v_floor_f32_e64 v13, -v26 div:2
v_floor_f32_e64 v18, v6 div:2
v_floor_f32_e64 v20, v61
v_floor_f32_e64 v19, v4
v_exp_f32_e64 v106, v12 clamp mul:2
v_exp_f32_e64 v157, -v22
v_exp_f32_e64 v15, 34 div:2
v_exp_f32_e64 v220, |v19| mul:2
v_log_f32_e64 v154, v94 mul:2
v_log_f32_e64 v4, -|v63| div:2
v_log_f32_e64 v69, v22 clamp
v_log_f32_e64 v180, v5 clamp
v_rcp_f32_e64 v12, |v25| clamp mul:4
v_rcp_f32_e64 v125, |exec_lo| clamp
v_rcp_f32_e64 v250, -|s11| clamp div:2
v_rcp_f32_e64 v4, v255 clamp div:2
v_rcp_iflag_f32_e64 v70, v255
v_rcp_iflag_f32_e64 v66, v104 mul:2
v_rcp_iflag_f32_e64 v4, v4 clamp div:2
v_rcp_iflag_f32_e64 v144, -v11 mul:2
v_rsq_f32_e64 v59, s104 clamp
v_rsq_f32_e64 v65, v9 mul:2
v_rsq_f32_e64 v22, v98 div:2
v_rsq_f32_e64 v255, s24
v_rcp_f64_e64 v[229:230], v[179:180] clamp mul:4
v_rcp_f64_e64 v[23:24], v[98:99] mul:4
v_rcp_f64_e64 v[26:27], |6| div:2
v_rcp_f64_e64 v[47:48], -1.0
v_rsq_f64_e64 v[8:9], -s[90:91] clamp mul:4
v_rsq_f64_e64 v[232:233], v[18:19] clamp
v_rsq_f64_e64 v[62:63], v[31:32]
v_rsq_f64_e64 v[102:103], 0.5
v_sqrt_f32_e64 v80, s82 clamp mul:2
v_sqrt_f32_e64 v255, v6 clamp
v_sqrt_f32_e64 v99, src_private_limit clamp
v_sqrt_f32_e64 v6, |s54| clamp
v_sqrt_f64_e64 v[15:16], -s[22:23] clamp
v_sqrt_f64_e64 v[88:89], v[180:181] clamp div:2
v_sqrt_f64_e64 v[14:15], v[227:228] clamp div:2
v_sqrt_f64_e64 v[40:41], v[146:147] clamp div:2
v_sin_f32_e64 v0, v186 mul:2
v_sin_f32_e64 v209, src_execz
v_sin_f32_e64 v121, v212 div:2
v_sin_f32_e64 v26, 36 mul:2
v_cos_f32_e64 v191, s36 clamp mul:4
v_cos_f32_e64 v2, 0.5 clamp
v_cos_f32_e64 v5, v87 clamp
v_cos_f32_e64 v255, s34 mul:2
v_not_b32_e64 v130, 100000
v_not_b32_e64 v33, v21
v_bfrev_b32_e64 v220, v145
v_bfrev_b32_e64 v10, 11
v_ffbh_u32_e64 v72, v25
v_ffbh_u32_e64 v28, v15
v_ffbl_b32_e64 v3, vcc_hi
v_ffbl_b32_e64 v9, 0x12345678
v_ffbh_i32_e64 v255, -6
v_ffbh_i32_e64 v85, v35
v_frexp_exp_i32_f64_e64 v255, -|59| clamp
v_frexp_exp_i32_f64_e64 v217, v[66:67]
v_frexp_exp_i32_f64_e64 v255, -|s[72:73]|
v_frexp_exp_i32_f64_e64 v133, -v[31:32] div:2
v_frexp_mant_f64_e64 v[23:24], v[242:243]
v_frexp_mant_f64_e64 v[41:42], v[7:8] clamp div:2
v_frexp_mant_f64_e64 v[60:61], -v[26:27] clamp mul:4
v_frexp_mant_f64_e64 v[19:20], v[90:91] mul:4
v_fract_f64_e64 v[125:126], 6
v_fract_f64_e64 v[125:126], -v[78:79]
v_fract_f64_e64 v[23:24], v[30:31]
v_fract_f64_e64 v[211:212], v[29:30] clamp mul:4
v_frexp_exp_i32_f32_e64 v21, v147
v_frexp_exp_i32_f32_e64 v19, -|src_scc| clamp
v_frexp_exp_i32_f32_e64 v255, -src_shared_base
v_frexp_exp_i32_f32_e64 v5, v255
v_frexp_mant_f32_e64 v178, v142 clamp div:2
v_frexp_mant_f32_e64 v28, -|50|
v_frexp_mant_f32_e64 v172, -|4.0| clamp
v_frexp_mant_f32_e64 v16, -v6 div:2
v_clrexcp_e64
v_movreld_b32_e64 v48, v196
v_movreld_b32_e64 v18, v37
v_movrels_b32_e64 v54, v134
v_movrels_b32_e64 v53, v97
v_movrelsd_b32_e64 v27, v18
v_movrelsd_b32_e64 v109, v38
v_movrelsd_2_b32_e64 v2, v19
v_movrelsd_2_b32_e64 v126, v26
v_cvt_f16_u16_e64 v26, v159 clamp mul:4
v_cvt_f16_u16_e64 v20, 2.0
v_cvt_f16_u16_e64 v106, s27 clamp mul:2
v_cvt_f16_u16_e64 v158, s64 clamp mul:4
v_cvt_f16_i16_e64 v149, v190 clamp
v_cvt_f16_i16_e64 v71, v56
v_cvt_f16_i16_e64 v21, -1.0 clamp
v_cvt_f16_i16_e64 v45, s101
v_cvt_u16_f16_e64 v118, 35
v_cvt_u16_f16_e64 v18, v206 clamp
v_cvt_u16_f16_e64 v178, src_shared_limit
v_cvt_u16_f16_e64 v28, -|s102| clamp
v_cvt_i16_f16_e64 v28, s80
v_cvt_i16_f16_e64 v198, v78 mul:2
v_cvt_i16_f16_e64 v26, s71
v_cvt_i16_f16_e64 v138, |s52| mul:4
v_rcp_f16_e64 v28, vcc_hi
v_rcp_f16_e64 v22, v177
v_rcp_f16_e64 v3, v9 clamp
v_rcp_f16_e64 v3, s87 clamp
v_sqrt_f16_e64 v41, 1.0 mul:4
v_sqrt_f16_e64 v252, -|vcc_lo| clamp
v_sqrt_f16_e64 v21, v218 div:2
v_sqrt_f16_e64 v7, |s73| clamp
v_rsq_f16_e64 v7, 100.0 clamp div:2
v_rsq_f16_e64 v5, v158 clamp
v_rsq_f16_e64 v255, v28 div:2
v_rsq_f16_e64 v242, s57
v_log_f16_e64 v134, ttmp15 mul:4
v_log_f16_e64 v121, |v64|
v_log_f16_e64 v8, v194
v_log_f16_e64 v7, -v87
v_exp_f16_e64 v193, -|s12| clamp
v_exp_f16_e64 v192, -v255 div:2
v_exp_f16_e64 v169, s73
v_exp_f16_e64 v43, v144
v_frexp_mant_f16_e64 v67, 0.1 clamp
v_frexp_mant_f16_e64 v68, s3
v_frexp_mant_f16_e64 v255, v11 div:2
v_frexp_mant_f16_e64 v255, v44 mul:2
v_frexp_exp_i16_f16_e64 v18, src_private_base clamp mul:4
v_frexp_exp_i16_f16_e64 v223, v114
v_frexp_exp_i16_f16_e64 v189, v21
v_frexp_exp_i16_f16_e64 v155, 0x4567
v_floor_f16_e64 v229, v255
v_floor_f16_e64 v130, -6
v_floor_f16_e64 v8, -s87 clamp mul:4
v_floor_f16_e64 v17, v211 clamp
v_ceil_f16_e64 v1, -v27
v_ceil_f16_e64 v22, v21
v_ceil_f16_e64 v220, -|v255| clamp
v_ceil_f16_e64 v85, -|v255|
v_trunc_f16_e64 v224, -|v25| clamp mul:2
v_trunc_f16_e64 v18, 0.15915494 mul:4
v_trunc_f16_e64 v255, v147 div:2
v_trunc_f16_e64 v10, src_pops_exiting_wave_id
v_rndne_f16_e64 v110, vcc_hi clamp
v_rndne_f16_e64 v31, |v26| div:2
v_rndne_f16_e64 v174, -|src_pops_exiting_wave_id|
v_rndne_f16_e64 v37, v136
v_fract_f16_e64 v240, v15
v_fract_f16_e64 v125, v111 clamp mul:4
v_fract_f16_e64 v113, |v22|
v_fract_f16_e64 v244, v1
v_sin_f16_e64 v253, -1 clamp
v_sin_f16_e64 v6, 0x4567 clamp
v_sin_f16_e64 v8, exec_lo clamp mul:4
v_sin_f16_e64 v24, s27
v_cos_f16_e64 v116, -|v101|
v_cos_f16_e64 v255, v25 clamp
v_cos_f16_e64 v5, -|exec_lo| clamp mul:4
v_cos_f16_e64 v10, 0
v_sat_pk_u8_i16_e64 v31, v149
v_sat_pk_u8_i16_e64 v5, v252
v_cvt_norm_i16_f16_e64 v90, v22 clamp mul:2
v_cvt_norm_i16_f16_e64 v235, v4
v_cvt_norm_i16_f16_e64 v28, v255
v_cvt_norm_i16_f16_e64 v28, v241 clamp
v_cvt_norm_u16_f16_e64 v120, 11 div:2
v_cvt_norm_u16_f16_e64 v209, v134 clamp mul:2
v_cvt_norm_u16_f16_e64 v184, vcc_lo clamp
v_cvt_norm_u16_f16_e64 v5, -1.5 mul:4
v_lshlrev_b64 v[28:29], 4.0, v[179:180]
v_lshlrev_b64 v[99:100], v168, s[92:93]
v_lshrrev_b64 v[11:12], v173, 62
v_lshrrev_b64 v[222:223], v255, v[5:6]
v_ashrrev_i64 v[176:177], v100, 45
v_ashrrev_i64 v[254:255], 4.0, v[113:114]
v_add_nc_u16 v59, v64, v120 op_sel:[0,1,0]
v_add_nc_u16 v82, v154, v216
v_add_nc_u16 v180, s105, 52 op_sel:[1,0,0] clamp
v_add_nc_u16 v3, exec_lo, v22 op_sel:[0,0,1]
v_sub_nc_u16 v3, s95, v5
v_sub_nc_u16 v30, v20, -2.0 clamp
v_sub_nc_u16 v2, v26, v120 op_sel:[0,1,1]
v_sub_nc_u16 v20, s70, v19
v_mul_lo_u16 v24, ttmp9, v155
v_mul_lo_u16 v12, v45, v147
v_lshrrev_b16 v3, v15, v150
v_lshrrev_b16 v3, 22, v113
v_ashrrev_i16 v71, s88, vcc_hi
v_ashrrev_i16 v25, 0xffff, v255
v_max_u16 v90, v25, v53
v_max_u16 v242, 52, v19
v_max_i16 v11, v209, v29
v_max_i16 v255, v58, v190
v_min_u16 v7, v170, s54
v_min_u16 v44, s43, v224
v_min_i16 v255, v21, v255
v_min_i16 v20, v31, v15
v_add_nc_i16 v228, v2, s32
v_add_nc_i16 v115, v26, s96
v_add_nc_i16 v158, v255, s10 op_sel:[1,0,1]
v_add_nc_i16 v223, 42, v72
v_sub_nc_i16 v11, v208, s21
v_sub_nc_i16 v24, v134, exec_hi op_sel:[0,0,0]
v_sub_nc_i16 v57, v46, s45
v_sub_nc_i16 v31, 61, s87 clamp
v_pack_b32_f16 v124, v234, v22 op_sel:[1,1,1]
v_pack_b32_f16 v255, s88, 0.5 clamp
v_pack_b32_f16 v91, -|v150|, v7
v_pack_b32_f16 v214, v218, v7
v_cvt_pknorm_i16_f16 v29, -exec_lo, v246 op_sel:[0,0,1]
v_cvt_pknorm_i16_f16 v38, -4.0, v177 op_sel:[1,0,0] clamp
v_cvt_pknorm_i16_f16 v27, v148, s66 clamp
v_cvt_pknorm_i16_f16 v173, src_private_base, -2.0
v_cvt_pknorm_u16_f16 v255, exec_hi, v241
v_cvt_pknorm_u16_f16 v183, 18, v20 clamp
v_cvt_pknorm_u16_f16 v152, src_shared_base, v27
v_cvt_pknorm_u16_f16 v75, -|1.5|, -|v112|
v_lshlrev_b16 v50, v74, v23
v_lshlrev_b16 v255, v164, v5
v_mad_u16 v255, 0.5, v218, v27 op_sel:[0,0,1,0] clamp
v_mad_u16 v248, 2.0, v148, 0x1234 clamp
v_mad_u16 v222, s83, v102, vcc_lo
v_mad_u16 v22, src_shared_limit, v185, v217 op_sel:[1,0,1,0] clamp
v_perm_b32 v110, v133, v255, v79
v_xad_u32 v99, 0.5, -12345, v62
v_xad_u32 v134, s20, v87, -3
v_lshl_add_u32 v27, v255, v255, v111
v_lshl_add_u32 v57, s68, v113, exec_lo
v_add_lshl_u32 v37, v255, s0, v176
v_add_lshl_u32 v51, s31, v173, s52
v_fma_f16 v32, v242, v11, v27 op_sel:[0,0,1,0] div:2
v_fma_f16 v26, v155, v31, |v31| div:2
v_fma_f16 v16, -|v6|, |v255|, 2.0 op_sel:[0,1,1,1] mul:4
v_fma_f16 v23, -|-2.0|, v222, v19 clamp
v_min3_f16 v98, v26, 0.1, s80 op_sel:[0,0,1,1]
v_min3_f16 v22, exec_lo, -v112, v31 op_sel:[1,1,0,1] mul:4
v_min3_f16 v19, 0x4567, |v4|, -|v222| clamp
v_min3_f16 v143, v255, s82, v153
v_min3_i16 v29, -300, v146, v255 op_sel:[0,1,1,0]
v_min3_i16 v145, 0, v5, v22
v_min3_i16 v11, v55, v97, v2 op_sel:[0,1,1,1]
v_min3_i16 v5, v255, v251, v31
v_min3_u16 v15, exec_lo, v94, v15 op_sel:[0,1,1,1] clamp
v_min3_u16 v11, v16, v19, v8
v_min3_u16 v14, v4, v111, 0xffff op_sel:[0,1,1,0]
v_min3_u16 v2, v189, 0xffff, s58 op_sel:[0,1,0,1] clamp
v_max3_f16 v22, -s48, v27, -|100.0| mul:2
v_max3_f16 v113, v23, -v35, v159 op_sel:[1,1,0,1] mul:4
v_max3_f16 v255, -|s14|, |v2|, v7 op_sel:[0,1,0,1] clamp div:2
v_max3_f16 v15, -1.0, s74, |v224| op_sel:[1,0,1,1] mul:2
v_max3_i16 v29, 0xffff, v208, v26 clamp
v_max3_i16 v19, s61, v25, v27 op_sel:[1,0,0,1]
v_max3_i16 v9, v26, v24, v48 op_sel:[1,1,1,0] clamp
v_max3_i16 v186, -15, v62, v21 clamp
v_max3_u16 v238, src_vccz, v113, v154 clamp
v_max3_u16 v255, s38, v25, v181 clamp
v_max3_u16 v112, vcc_hi, v213, v16 op_sel:[0,0,0,1] clamp
v_max3_u16 v23, v245, s39, vcc_hi
v_med3_f16 v255, s63, -2.0, s19 op_sel:[1,1,0,0] mul:4
v_med3_f16 v17, src_vccz, v122, v18
v_med3_f16 v255, -exec_lo, 0.5, v101 op_sel:[1,0,1,0] clamp
v_med3_f16 v9, 17, 6, src_private_limit op_sel:[0,0,0,0]
v_med3_i16 v175, 0x1234, v86, v233
v_med3_i16 v19, v115, v6, exec_hi op_sel:[1,0,1,0] clamp
v_med3_i16 v96, v140, 0x7fff, s36 op_sel:[1,1,1,1]
v_med3_i16 v255, -300, s77, v22 op_sel:[0,0,1,1]
v_med3_u16 v202, v12, v191, s27 clamp
v_med3_u16 v78, v29, 48, 4 clamp
v_med3_u16 v135, v125, v90, 4.0 op_sel:[0,0,1,0]
v_mad_i16 v26, v31, v14, v30 clamp
v_mad_i16 v219, s38, v21, 43 op_sel:[0,0,1,1] clamp
v_mad_i16 v17, v11, vcc_hi, 12 op_sel:[0,0,0,1]
v_mad_i16 v3, v11, v210, 2.0
v_div_fixup_f16 v14, |v222|, |v243|, v128 clamp
v_div_fixup_f16 v10, -|v65|, v17, v29 op_sel:[0,0,1,1] mul:2
v_div_fixup_f16 v255, exec_lo, |s22|, v11 op_sel:[1,1,1,1] clamp
v_div_fixup_f16 v255, 1.5, v255, -1.0 clamp
v_readlane_b32 s5, v67, 39
v_writelane_b32 v95, s27, 0.5
v_writelane_b32 v174, 38, 56
v_ldexp_f32 v19, -|v48|, v41 clamp div:2
v_ldexp_f32 v88, -v255, exec_lo
v_ldexp_f32 v14, v193, v13 clamp
v_ldexp_f32 v255, s8, v126
v_bfm_b32 v11, v29, v29
v_bfm_b32 v141, v232, s11
v_bcnt_u32_b32 v0, v18, v154
v_bcnt_u32_b32 v255, -12345, s58
v_mbcnt_lo_u32_b32 v6, vcc_lo, v0
v_mbcnt_lo_u32_b32 v52, v99, -2.0
v_mbcnt_hi_u32_b32 v23, v162, v18
v_mbcnt_hi_u32_b32 v18, m0, 2.0
v_cvt_pknorm_i16_f32 v16, 4.0, -1.0
v_cvt_pknorm_i16_f32 v27, -1.0, |v6| clamp
v_cvt_pknorm_i16_f32 v235, -100.25, |v30|
v_cvt_pknorm_i16_f32 v255, v109, v185
v_cvt_pknorm_u16_f32 v194, 0.5, v9
v_cvt_pknorm_u16_f32 v188, s47, 23
v_cvt_pknorm_u16_f32 v3, -vcc_hi, v1 clamp
v_cvt_pknorm_u16_f32 v255, -v179, v17
v_cvt_pk_u16_u32 v4, v178, 2.0
v_cvt_pk_u16_u32 v212, s2, ttmp10
v_cvt_pk_i16_i32 v155, 32, v213
v_cvt_pk_i16_i32 v66, 2, v31
v_add3_u32 v124, v143, v255, v3
v_add3_u32 v0, v164, s32, v2
v_lshl_or_b32 v1, v90, v24, s55
v_lshl_or_b32 v72, s61, v9, v20
v_and_or_b32 v75, ttmp8, -0.5, -0.5
v_and_or_b32 v21, v112, v255, v119
v_or3_b32 v189, 9, v200, v231
v_mad_u32_u16 v255, -2.0, v121, v237 op_sel:[0,1,0,0]
v_mad_u32_u16 v24, -4.0, s73, v137 op_sel:[0,1,0,0]
v_mad_u32_u16 v195, v87, v255, m0 op_sel:[1,1,0,1] clamp
v_mad_u32_u16 v13, v102, 49, -12345
v_mad_i32_i16 v28, 0x1234, v0, s89
v_mad_i32_i16 v15, v255, v246, s15 op_sel:[1,1,0,1]
v_mad_i32_i16 v14, 7, v24, s9 op_sel:[0,0,0,0]
v_sub_nc_i32 v221, v29, v6
v_sub_nc_i32 v128, 7, v15
v_sub_nc_i32 v31, s6, v189 clamp
v_sub_nc_i32 v67, 42, -1.5
v_permlane16_b32 v10, v27, s88, s104
v_permlane16_b32 v198, v17, s87, 59
v_permlane16_b32 v20, v70, s5, 1.5
v_permlanex16_b32 v22, v5, s21, s39 op_sel:[1,0,0,0]
v_permlanex16_b32 v255, v7, 49, -12345
v_permlanex16_b32 v148, v159, m0, s13
v_add_nc_i32 v28, v31, 50 clamp
v_add_nc_i32 v28, v168, v6
v_add_nc_i32 v15, s41, v9
v_add_nc_i32 v26, 2.0, 37
v_add_co_ci_u32_e64 v6, ttmp5, s44, v238, s71
v_add_co_ci_u32_e64 v236, s99, v113, v31, exec_lo
v_add_co_ci_u32_e64 v115, s33, v26, v84, exec_lo clamp
v_sub_co_ci_u32_e64 v234, ttmp5, v0, v19, exec_lo
v_sub_co_ci_u32_e64 v255, s83, 4.0, v3, ttmp5 clamp
v_sub_co_ci_u32_e64 v121, s92, 4, v255, exec_lo clamp
v_sub_co_ci_u32_e64 v4, s100, v16, -0.5, ttmp5 clamp
v_subrev_co_ci_u32_e64 v80, s69, m0, 21, exec_lo
v_subrev_co_ci_u32_e64 v18, vcc_lo, v86, exec_hi, exec_lo
v_subrev_co_ci_u32_e64 v202, s23, 42, v199, ttmp5 clamp
v_div_scale_f32 v182, ttmp5, v56, -v171, v204 mul:4
v_div_scale_f32 v156, exec_lo, v110, v20, -10 mul:2
v_div_scale_f32 v126, vcc_lo, v255, 2.0, v6 clamp div:2
v_div_scale_f32 v175, exec_lo, v220, 44, v91
v_div_scale_f64 v[31:32], vcc_lo, -v[3:4], -4.0, v[9:10] mul:4
v_div_scale_f64 v[10:11], s33, v[193:194], v[169:170], v[165:166]
v_div_scale_f64 v[38:39], s19, v[113:114], v[32:33], -v[254:255]
v_div_scale_f64 v[19:20], vcc_lo, v[167:168], v[19:20], v[184:185] clamp
v_mad_u64_u32 v[65:66], vcc_lo, -12345, v128, v[68:69] clamp
v_mad_u64_u32 v[31:32], exec_lo, 17, v48, exec
v_mad_u64_u32 v[46:47], exec_lo, v21, s90, s[6:7]
v_mad_u64_u32 v[212:213], s2, -6, v18, 25 clamp
v_mad_i64_i32 v[254:255], exec_lo, v148, 0xffff, exec
v_mad_i64_i32 v[212:213], exec_lo, v199, m0, v[13:14]
v_mad_i64_i32 v[247:248], ttmp5, v7, s60, 28 clamp
v_add_co_u32 v255, vcc_lo, v23, 17
v_add_co_u32 v127, s98, s42, 100000
v_add_co_u32 v14, exec_lo, 2.0, v3
v_add_co_u32 v225, vcc_lo, s63, v165 clamp
v_sub_co_u32 v3, exec_lo, v166, v252
v_sub_co_u32 v169, vcc_lo, v27, v164
v_sub_co_u32 v19, ttmp5, s77, s95 clamp
v_sub_co_u32 v255, s71, vcc_lo, v8 clamp
v_subrev_co_u32 v254, exec_lo, v24, 46
v_subrev_co_u32 v26, ttmp5, -1.0, v255
v_subrev_co_u32 v4, vcc_lo, 0.15915494, vcc_hi
v_subrev_co_u32 v127, exec_lo, v2, -8
v_pk_mad_i16 v255, v19, v227, -14 op_sel_hi:[1,0,1] neg_hi:[1,1,0]
v_pk_mad_i16 v156, s12, s20, v7 op_sel:[0,0,0] neg_lo:[1,0,0] clamp
v_pk_mad_i16 v9, v253, v168, v10 op_sel:[0,1,1] op_sel_hi:[0,0,1]
v_pk_mad_i16 v207, s25, m0, v255 op_sel_hi:[1,0,1] neg_hi:[0,0,1] clamp
v_pk_mul_lo_u16 v162, v140, v8 op_sel_hi:[0,1]
v_pk_mul_lo_u16 v31, s43, 4.0 op_sel:[0,0] neg_lo:[1,1] neg_hi:[0,0]
v_pk_mul_lo_u16 v15, v46, 39 neg_hi:[0,1]
v_pk_mul_lo_u16 v97, 6, v205 op_sel_hi:[1,0] clamp
v_pk_add_i16 v106, -300, ttmp0 neg_hi:[0,0]
v_pk_add_i16 v37, 4.0, v35
v_pk_add_i16 v159, v190, exec_lo neg_lo:[0,1] clamp
v_pk_add_i16 v255, v102, v25 op_sel:[0,1] op_sel_hi:[0,0]
v_pk_sub_i16 v30, 52, v98 neg_lo:[0,0] neg_hi:[1,1]
v_pk_sub_i16 v206, s3, v16 op_sel_hi:[0,1]
v_pk_sub_i16 v151, 1000, 43 neg_lo:[0,0]
v_pk_sub_i16 v255, v163, 17 op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_lshlrev_b16 v2, m0, s95 op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[0,1] neg_hi:[0,0]
v_pk_lshlrev_b16 v255, v40, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,0] clamp
v_pk_lshlrev_b16 v188, v23, ttmp5 op_sel:[1,0] neg_lo:[1,0] clamp
v_pk_lshlrev_b16 v29, v21, v19 op_sel_hi:[0,0]
v_pk_lshrrev_b16 v125, s103, v255 op_sel_hi:[1,1] neg_lo:[1,1] neg_hi:[1,1]
v_pk_lshrrev_b16 v236, 0x7fff, v18 op_sel:[1,1] neg_lo:[0,0]
v_pk_lshrrev_b16 v59, 1000, v3 op_sel_hi:[0,1]
v_pk_lshrrev_b16 v9, v31, 0x7fff op_sel_hi:[0,1]
v_pk_ashrrev_i16 v99, v255, v12 op_sel:[0,1] neg_lo:[0,0] neg_hi:[0,1]
v_pk_ashrrev_i16 v22, v204, s83 op_sel:[0,0] op_sel_hi:[0,1] neg_lo:[0,1]
v_pk_ashrrev_i16 v255, v198, s21 neg_lo:[0,1] neg_hi:[0,0] clamp
v_pk_ashrrev_i16 v23, v116, v31 op_sel:[1,1] op_sel_hi:[1,0] clamp
v_pk_max_i16 v2, v1, v60 op_sel:[0,1] clamp
v_pk_max_i16 v148, exec_lo, 2.0 neg_lo:[0,0] neg_hi:[1,0]
v_pk_max_i16 v18, 14, 1000 op_sel:[1,0] neg_lo:[1,1]
v_pk_max_i16 v40, 0x1234, v201 neg_lo:[0,0]
v_pk_min_i16 v17, vcc_lo, v16 clamp
v_pk_min_i16 v218, -300, v185 op_sel:[1,0] neg_lo:[0,0] neg_hi:[0,1]
v_pk_min_i16 v2, v179, s66 op_sel_hi:[1,1]
v_pk_min_i16 v154, v208, v118 op_sel:[1,1] op_sel_hi:[0,1]
v_pk_mad_u16 v164, v255, v166, v156 op_sel:[0,0,1] op_sel_hi:[1,0,1] neg_hi:[1,1,0]
v_pk_mad_u16 v241, v255, s68, -4.0 op_sel:[1,1,1] clamp
v_pk_mad_u16 v179, s5, v176, v219 neg_lo:[0,0,0] neg_hi:[1,0,1]
v_pk_add_u16 v126, s36, v16 op_sel:[1,1] op_sel_hi:[1,0] neg_hi:[0,0]
v_pk_add_u16 v57, v244, 1 op_sel:[0,0] neg_lo:[1,0]
v_pk_add_u16 v15, v30, 0.15915494 op_sel:[0,1] clamp
v_pk_add_u16 v31, v27, src_execz op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] clamp
v_pk_sub_u16 v51, v144, v9 op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[0,1]
v_pk_sub_u16 v239, v17, exec_lo op_sel:[0,1] neg_lo:[0,0]
v_pk_sub_u16 v22, 56, v28 neg_hi:[1,0] clamp
v_pk_sub_u16 v25, v180, src_pops_exiting_wave_id op_sel:[0,1] op_sel_hi:[0,0] clamp
v_pk_max_u16 v1, s60, 45 op_sel_hi:[0,0] neg_lo:[0,0] neg_hi:[0,1] clamp
v_pk_max_u16 v171, 0x1234, v255 op_sel_hi:[0,1] neg_hi:[1,1] clamp
v_pk_max_u16 v172, v221, vcc_hi op_sel:[1,1] neg_hi:[0,0] clamp
v_pk_max_u16 v37, v199, s2 op_sel:[1,1] clamp
v_pk_min_u16 v10, -2.0, m0 op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[1,0] neg_hi:[0,1] clamp
v_pk_min_u16 v255, v117, v63 neg_hi:[1,0]
v_pk_min_u16 v6, v4, v19 op_sel_hi:[0,0] neg_hi:[1,0] clamp
v_pk_min_u16 v179, v65, s68 op_sel:[1,0] op_sel_hi:[0,0] neg_hi:[0,0]
v_pk_fma_f16 v141, 2.0, m0, 48 op_sel:[0,0,0] neg_hi:[0,0,0] clamp
v_pk_fma_f16 v255, v138, s8, v16 neg_lo:[1,1,1]
v_pk_fma_f16 v135, v176, v5, v6 neg_lo:[0,0,0]
v_pk_fma_f16 v65, 37, v4, src_scc op_sel:[1,0,1] op_sel_hi:[1,1,0]
v_pk_add_f16 v251, v19, s92 neg_lo:[1,0] neg_hi:[0,0] clamp
v_pk_add_f16 v223, 100.0, src_execz
v_pk_add_f16 v95, s96, v5 op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[0,1]
v_pk_add_f16 v163, -2.0, v120 op_sel_hi:[1,0] clamp
v_pk_mul_f16 v168, vcc_hi, 35 op_sel:[1,0] op_sel_hi:[0,1] neg_hi:[1,0]
v_pk_mul_f16 v119, v1, v23 op_sel:[0,1] op_sel_hi:[1,1] clamp
v_pk_mul_f16 v3, v230, v11 op_sel:[0,0] op_sel_hi:[1,0] clamp
v_pk_mul_f16 v203, v55, v76 neg_hi:[0,0] clamp
v_pk_min_f16 v14, v247, src_private_base op_sel:[1,1] op_sel_hi:[1,1] neg_hi:[1,1] clamp
v_pk_min_f16 v242, ttmp4, v78 op_sel:[0,0] op_sel_hi:[0,0] neg_lo:[0,0] neg_hi:[0,1] clamp
v_pk_min_f16 v19, v228, v16 op_sel:[0,1] neg_hi:[1,1] clamp
v_pk_min_f16 v5, v237, v28 op_sel:[1,0] op_sel_hi:[1,1] neg_hi:[0,0]
v_pk_max_f16 v139, v207, v215 op_sel_hi:[1,0] neg_lo:[1,1]
v_pk_max_f16 v5, v10, -2.0 op_sel:[1,0] op_sel_hi:[0,0] neg_hi:[1,1] clamp
v_pk_max_f16 v2, 54, v105 op_sel_hi:[1,1] neg_lo:[0,0] clamp
v_pk_max_f16 v255, s21, v11 op_sel:[0,1] neg_lo:[1,1] neg_hi:[1,0]
v_dot2_f32_f16 v70, s10, m0, v165 op_sel:[0,1,1] neg_lo:[0,1,1] neg_hi:[0,1,0] clamp
v_dot2_f32_f16 v21, v155, 1.0, s78 op_sel:[0,0,1] neg_hi:[0,0,0] clamp
v_dot2_f32_f16 v73, v120, v255, -5 neg_hi:[0,0,1]
v_dot2_f32_f16 v213, v9, v144, s32 op_sel_hi:[1,0,0] neg_hi:[0,0,0]
v_dot2_i32_i16 v29, v25, v124, v23 neg_hi:[1,0,0]
v_dot2_i32_i16 v12, v27, v30, exec_lo neg_lo:[1,0,1] neg_hi:[1,1,1]
v_dot2_i32_i16 v6, 10, v84, exec_hi op_sel_hi:[1,1,1] clamp
v_dot2_i32_i16 v25, src_private_limit, v12, v255 op_sel_hi:[1,1,0] neg_lo:[1,0,1]
v_dot2_u32_u16 v159, v5, v13, exec_hi op_sel:[0,1,0] op_sel_hi:[1,1,1] neg_hi:[0,1,0]
v_dot2_u32_u16 v248, 0x7fff, v14, m0 op_sel:[0,1,1] op_sel_hi:[1,1,1]
v_dot2_u32_u16 v20, -300, v119, s49 neg_lo:[1,0,1] clamp
v_dot2_u32_u16 v17, 29, v255, s50 op_sel:[0,1,0] op_sel_hi:[0,1,0] clamp
v_dot4_i32_i8 v125, 1.0, s86, 4.0 op_sel:[1,1,0] op_sel_hi:[1,1,1] neg_lo:[0,0,0]
v_dot4_i32_i8 v9, v7, 10, v27 op_sel:[1,1,1] op_sel_hi:[0,0,1] clamp
v_dot4_i32_i8 v93, v31, s7, 33 op_sel:[0,1,0] neg_hi:[0,0,1] clamp
v_dot4_i32_i8 v16, v24, s11, v226 op_sel_hi:[0,1,1] neg_lo:[0,0,0] neg_hi:[0,0,1]
v_dot4_u32_u8 v3, v123, 4.0, s44 op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]
v_dot4_u32_u8 v30, v129, v7, v2
v_dot4_u32_u8 v0, 46, v30, v73 neg_hi:[1,1,1]
v_dot4_u32_u8 v3, vcc_lo, 38, v7 neg_hi:[1,0,1]
v_dot8_i32_i4 v16, s72, v134, -7 clamp
v_dot8_i32_i4 v119, 0.5, v43, exec_hi op_sel:[1,0,1] op_sel_hi:[1,1,1] clamp
v_dot8_i32_i4 v10, s69, v38, v255 neg_lo:[0,1,0] neg_hi:[0,1,1] clamp
v_dot8_i32_i4 v253, v208, v119, v130 op_sel_hi:[1,0,1] neg_lo:[0,1,1] clamp
v_dot8_u32_u4 v18, vcc_lo, 63, 2.0 clamp
v_dot8_u32_u4 v27, src_vccz, v8, m0 op_sel_hi:[1,1,1] neg_lo:[0,0,0] neg_hi:[1,0,0]
v_dot8_u32_u4 v5, v12, s20, v121 op_sel_hi:[1,0,1] neg_lo:[0,0,0] neg_hi:[0,1,0] clamp
v_dot8_u32_u4 v101, m0, s5, v152 op_sel:[1,1,1] op_sel_hi:[1,1,0]
v_fma_mix_f32 v255, -vcc_lo, s27, v153 op_sel_hi:[0,1,1] clamp
v_fma_mix_f32 v47, -v44, v9, v193
v_fma_mix_f32 v26, v255, -14, v255 op_sel_hi:[0,0,1] clamp
v_fma_mix_f32 v106, s75, v0, -s44 op_sel_hi:[1,0,0]
v_fma_mixlo_f16 v32, v255, s13, v85 clamp
v_fma_mixlo_f16 v150, s72, v4, s9 op_sel_hi:[1,1,0] clamp
v_fma_mixlo_f16 v10, v19, v213, s38 op_sel:[1,0,0] op_sel_hi:[0,1,1]
v_fma_mixlo_f16 v255, v170, s49, 4.0 op_sel:[0,0,1] op_sel_hi:[0,1,1]
v_fma_mixhi_f16 v121, -|v188|, 0.5, -v13 op_sel_hi:[0,1,0] clamp
v_fma_mixhi_f16 v9, -1.0, |0.1|, |s20| op_sel:[0,1,1] op_sel_hi:[0,0,1] clamp
v_fma_mixhi_f16 v187, s26, v200, -vcc_lo op_sel_hi:[1,1,0] clamp
v_fma_mixhi_f16 v24, 0x3e00, v8, v255 op_sel_hi:[1,1,1] clamp
ds_add_u32 v208, v28 offset:4
ds_add_u32 v255, v30 offset:4
ds_add_u32 v17, v27 offset:4 gds
ds_add_u32 v55, v129 offset:48153
ds_sub_u32 v233, v22 offset:65535 gds
ds_sub_u32 v255, v3 offset:4
ds_sub_u32 v1, v189 offset:64
ds_sub_u32 v22, v165 offset:64
ds_rsub_u32 v87, v171 offset:54187 gds
ds_rsub_u32 v24, v99 offset:4
ds_rsub_u32 v13, v246
ds_rsub_u32 v19, v255 offset:9089
ds_inc_u32 v49, v26 offset:64
ds_inc_u32 v236, v0 offset:24416
ds_inc_u32 v18, v197 offset:49346
ds_inc_u32 v6, v255 offset:40612
ds_dec_u32 v5, v63 offset:61840
ds_dec_u32 v238, v80 offset:4
ds_dec_u32 v1, v243 gds
ds_dec_u32 v16, v0 offset:4
ds_min_i32 v29, v85 offset:65535
ds_min_i32 v31, v230 offset:64
ds_min_i32 v11, v141 offset:65535
ds_min_i32 v111, v30 offset:64
ds_max_i32 v147, v221 offset:4
ds_max_i32 v141, v29 offset:65535
ds_max_i32 v33, v90 offset:23623 gds
ds_max_i32 v15, v213
ds_min_u32 v0, v9 offset:53527
ds_min_u32 v85, v255 offset:43473
ds_min_u32 v185, v255 offset:64
ds_min_u32 v1, v226 offset:34909
ds_max_u32 v131, v249 offset:64
ds_max_u32 v20, v13 offset:65535
ds_max_u32 v26, v61 offset:64
ds_max_u32 v240, v213 gds
ds_and_b32 v162, v47
ds_and_b32 v25, v15 offset:64
ds_and_b32 v95, v15 offset:65535
ds_and_b32 v197, v235 offset:4 gds
ds_or_b32 v170, v239 offset:64
ds_or_b32 v53, v128 gds
ds_or_b32 v27, v255 offset:65535
ds_or_b32 v70, v29 offset:65535
ds_xor_b32 v145, v72
ds_xor_b32 v198, v160 offset:33412 gds
ds_xor_b32 v83, v86 offset:54542
ds_xor_b32 v87, v84 offset:64
ds_mskor_b32 v255, v31, v26 offset:47851
ds_mskor_b32 v144, v101, v74 offset:65535 gds
ds_mskor_b32 v255, v255, v191
ds_mskor_b32 v84, v208, v10 offset:65535 gds
ds_write_b32 v91, v123 offset:64
ds_write_b32 v167, v72 gds
ds_write_b32 v153, v26 offset:64 gds
ds_write_b32 v224, v13 offset:37470
ds_write2_b32 v49, v29, v171 offset0:246 offset1:210
ds_write2_b32 v22, v167, v10 offset0:130
ds_write2_b32 v122, v129, v5 offset0:252
ds_write2_b32 v255, v139, v252 offset1:239 gds
ds_write2st64_b32 v27, v45, v48 offset0:119 offset1:94
ds_write2st64_b32 v31, v4, v56 offset0:77 offset1:11
ds_write2st64_b32 v22, v190, v183 offset0:187 offset1:127 gds
ds_write2st64_b32 v223, v218, v157 offset0:201
ds_cmpst_b32 v137, v246, v235
ds_cmpst_b32 v2, v71, v60 offset:4
ds_cmpst_b32 v255, v25, v255
ds_cmpst_b32 v13, v130, v255 gds
ds_cmpst_f32 v27, v202, v24 offset:41571
ds_cmpst_f32 v3, v132, v4 offset:64
ds_cmpst_f32 v24, v30, v49 offset:65535 gds
ds_cmpst_f32 v28, v255, v246 offset:64
ds_min_f32 v53, v191 offset:38424
ds_min_f32 v24, v54 offset:43735
ds_min_f32 v197, v1 offset:64
ds_min_f32 v19, v6
ds_max_f32 v16, v251
ds_max_f32 v25, v186 offset:64
ds_max_f32 v75, v53
ds_max_f32 v129, v70 offset:64
ds_add_f32 v23, v30 offset:16392 gds
ds_add_f32 v255, v223 offset:64 gds
ds_add_f32 v55, v20 offset:64
ds_add_f32 v78, v5 offset:65535
ds_write_b8 v30, v18
ds_write_b8 v255, v13 gds
ds_write_b8 v65, v81 offset:9008
ds_write_b8 v134, v15
ds_write_b16 v4, v184 offset:25494
ds_write_b16 v140, v250 offset:4 gds
ds_write_b16 v89, v218 offset:20022
ds_write_b16 v198, v151 offset:4 gds
ds_add_rtn_u32 v13, v24, v11
ds_add_rtn_u32 v19, v203, v63 offset:4
ds_add_rtn_u32 v221, v255, v38 offset:4 gds
ds_add_rtn_u32 v28, v41, v131 offset:64
ds_sub_rtn_u32 v184, v163, v8 offset:4
ds_sub_rtn_u32 v29, v255, v15 offset:4
ds_sub_rtn_u32 v242, v21, v20 gds
ds_sub_rtn_u32 v14, v255, v38 offset:49867
ds_rsub_rtn_u32 v169, v7, v21 offset:5289
ds_rsub_rtn_u32 v18, v21, v93
ds_rsub_rtn_u32 v215, v23, v80
ds_rsub_rtn_u32 v133, v255, v149 offset:4793
ds_inc_rtn_u32 v8, v4, v43 offset:64
ds_inc_rtn_u32 v149, v255, v25 gds
ds_inc_rtn_u32 v2, v22, v16 offset:43068
ds_inc_rtn_u32 v11, v13, v15 offset:65535 gds
ds_dec_rtn_u32 v12, v104, v105 offset:46058 gds
ds_dec_rtn_u32 v119, v25, v8 offset:64
ds_dec_rtn_u32 v243, v17, v194 offset:65535
ds_dec_rtn_u32 v16, v14, v236
ds_min_rtn_i32 v16, v255, v31 offset:56507 gds
ds_min_rtn_i32 v255, v5, v21
ds_min_rtn_i32 v243, v3, v97 offset:4
ds_min_rtn_i32 v5, v249, v59 gds
ds_max_rtn_i32 v23, v156, v140 gds
ds_max_rtn_i32 v127, v252, v23
ds_max_rtn_i32 v255, v76, v69
ds_max_rtn_i32 v30, v97, v157 gds
ds_min_rtn_u32 v255, v8, v245 offset:65535 gds
ds_min_rtn_u32 v18, v79, v61 offset:64 gds
ds_min_rtn_u32 v125, v246, v162 offset:65535
ds_min_rtn_u32 v0, v203, v70
ds_max_rtn_u32 v149, v196, v150 offset:9201
ds_max_rtn_u32 v157, v12, v113 offset:65535 gds
ds_max_rtn_u32 v149, v11, v255
ds_max_rtn_u32 v121, v95, v171 gds
ds_and_rtn_b32 v176, v100, v208
ds_and_rtn_b32 v252, v30, v13 offset:65535
ds_and_rtn_b32 v47, v164, v5 offset:64 gds
ds_and_rtn_b32 v8, v3, v52 offset:4
ds_or_rtn_b32 v247, v216, v12 offset:4 gds
ds_or_rtn_b32 v201, v150, v3 offset:64
ds_or_rtn_b32 v174, v255, v4 offset:65535
ds_or_rtn_b32 v89, v21, v24 offset:64
ds_xor_rtn_b32 v11, v102, v2 offset:64
ds_xor_rtn_b32 v85, v99, v22 offset:58928
ds_xor_rtn_b32 v101, v16, v16 offset:64 gds
ds_xor_rtn_b32 v15, v140, v19 offset:65535
ds_mskor_rtn_b32 v19, v19, v15, v255 offset:35675
ds_mskor_rtn_b32 v139, v191, v22, v28 offset:49735 gds
ds_mskor_rtn_b32 v4, v17, v209, v1 offset:15938
ds_mskor_rtn_b32 v180, v19, v255, v0 offset:64
ds_wrxchg_rtn_b32 v19, v103, v240 offset:64 gds
ds_wrxchg_rtn_b32 v2, v22, v199 offset:65535
ds_wrxchg_rtn_b32 v29, v241, v18 offset:64
ds_wrxchg_rtn_b32 v18, v5, v21 offset:4
ds_wrxchg2_rtn_b32 v[146:147], v231, v79, v7 offset1:166
ds_wrxchg2_rtn_b32 v[19:20], v30, v21, v160 offset0:74 offset1:56
ds_wrxchg2_rtn_b32 v[18:19], v188, v13, v254 offset1:30
ds_wrxchg2_rtn_b32 v[11:12], v255, v151, v78 offset1:92 gds
ds_wrxchg2st64_rtn_b32 v[54:55], v3, v13, v253 offset1:232
ds_wrxchg2st64_rtn_b32 v[21:22], v23, v31, v80 offset0:246 offset1:119
ds_wrxchg2st64_rtn_b32 v[30:31], v8, v24, v29 offset0:152 offset1:190
ds_wrxchg2st64_rtn_b32 v[113:114], v42, v203, v23 offset1:29 gds
ds_cmpst_rtn_b32 v52, v11, v229, v161 offset:65535
ds_cmpst_rtn_b32 v210, v15, v253, v89 offset:60015 gds
ds_cmpst_rtn_b32 v151, v223, v26, v14 offset:65535
ds_cmpst_rtn_b32 v255, v80, v5, v10 offset:64
ds_cmpst_rtn_f32 v235, v2, v211, v59
ds_cmpst_rtn_f32 v209, v202, v229, v214 offset:65535 gds
ds_cmpst_rtn_f32 v94, v194, v15, v157 gds
ds_cmpst_rtn_f32 v142, v107, v49, v45 offset:64
ds_min_rtn_f32 v2, v10, v215 offset:65535
ds_min_rtn_f32 v31, v46, v67 offset:36885
ds_min_rtn_f32 v235, v255, v196 offset:1913
ds_min_rtn_f32 v195, v141, v148 offset:64
ds_max_rtn_f32 v105, v255, v63 offset:64 gds
ds_max_rtn_f32 v236, v255, v66
ds_max_rtn_f32 v28, v31, v26 offset:4 gds
ds_max_rtn_f32 v255, v95, v196 offset:4
ds_wrap_rtn_b32 v182, v108, v240, v138 offset:65535
ds_wrap_rtn_b32 v96, v53, v8, v1 offset:24202
ds_wrap_rtn_b32 v150, v28, v18, v12
ds_wrap_rtn_b32 v7, v230, v35, v204 offset:4
ds_swizzle_b32 v95, v4 offset:65535
ds_swizzle_b32 v181, v75 offset:30671
ds_swizzle_b32 v32, v72 offset:4
ds_swizzle_b32 v16, v31 offset:4 gds
ds_read_b32 v20, v210 offset:64
ds_read_b32 v0, v143
ds_read_b32 v206, v207 offset:64
ds_read_b32 v255, v43 offset:64 gds
ds_read2_b32 v[29:30], v36 offset0:99
ds_read2_b32 v[206:207], v48 offset0:68 offset1:117
ds_read2_b32 v[120:121], v22 offset0:91 offset1:53
ds_read2_b32 v[4:5], v111 offset0:47 offset1:0 gds
ds_read2st64_b32 v[17:18], v13 offset0:142 offset1:213 gds
ds_read2st64_b32 v[230:231], v30 offset0:41 offset1:84 gds
ds_read2st64_b32 v[142:143], v154 offset1:227 gds
ds_read2st64_b32 v[142:143], v90 offset0:20 offset1:58
ds_read_i8 v255, v81 offset:64
ds_read_i8 v42, v6 offset:65535
ds_read_i8 v50, v155 offset:4 gds
ds_read_i8 v7, v51 gds
ds_read_u8 v212, v76
ds_read_u8 v255, v18 offset:28659
ds_read_u8 v15, v10 offset:65535 gds
ds_read_u8 v1, v191
ds_read_i16 v171, v3 offset:64
ds_read_i16 v13, v186 offset:65535 gds
ds_read_i16 v31, v233 offset:51164
ds_read_i16 v27, v255 offset:65535
ds_read_u16 v197, v248 gds
ds_read_u16 v155, v3 offset:4
ds_read_u16 v86, v7
ds_read_u16 v255, v245 offset:54411 gds
ds_consume v23 gds
ds_consume v4
ds_consume v102 offset:65010 gds
ds_consume v255 offset:65535
ds_append v37 offset:5659
ds_append v60 offset:4 gds
ds_append v111 offset:11128
ds_append v2 offset:65535
ds_add_u64 v219, v[15:16]
ds_add_u64 v221, v[108:109] offset:65535
ds_add_u64 v14, v[16:17] offset:64
ds_add_u64 v9, v[227:228]
ds_sub_u64 v15, v[133:134]
ds_sub_u64 v17, v[179:180] offset:65535
ds_sub_u64 v121, v[175:176] gds
ds_sub_u64 v20, v[14:15]
ds_rsub_u64 v2, v[26:27]
ds_rsub_u64 v18, v[180:181] offset:65535
ds_rsub_u64 v211, v[20:21] offset:4
ds_rsub_u64 v190, v[111:112] offset:64 gds
ds_inc_u64 v255, v[191:192] gds
ds_inc_u64 v19, v[28:29] offset:65535
ds_inc_u64 v202, v[29:30] offset:65535 gds
ds_inc_u64 v20, v[19:20] offset:64 gds
ds_dec_u64 v222, v[235:236] offset:65535
ds_dec_u64 v28, v[102:103] offset:4 gds
ds_dec_u64 v10, v[210:211] offset:37509 gds
ds_dec_u64 v255, v[30:31]
ds_min_i64 v27, v[25:26] offset:64
ds_min_i64 v3, v[134:135] offset:65535
ds_min_i64 v19, v[24:25] offset:13736
ds_min_i64 v199, v[56:57] offset:29195
ds_max_i64 v22, v[18:19] offset:33045 gds
ds_max_i64 v8, v[204:205] offset:4
ds_max_i64 v35, v[0:1] gds
ds_max_i64 v24, v[66:67]
ds_min_u64 v154, v[111:112] offset:64
ds_min_u64 v61, v[230:231] offset:9414 gds
ds_min_u64 v232, v[23:24] offset:4
ds_min_u64 v10, v[254:255]
ds_max_u64 v199, v[41:42] offset:3502
ds_max_u64 v23, v[151:152] offset:64 gds
ds_max_u64 v62, v[24:25]
ds_max_u64 v20, v[254:255]
ds_and_b64 v56, v[163:164] offset:4 gds
ds_and_b64 v132, v[31:32] offset:62378 gds
ds_and_b64 v185, v[189:190] offset:4 gds
ds_and_b64 v161, v[1:2] offset:64
ds_or_b64 v37, v[102:103] offset:65535 gds
ds_or_b64 v6, v[129:130] gds
ds_or_b64 v104, v[202:203]
ds_or_b64 v255, v[22:23] offset:65535
ds_xor_b64 v255, v[171:172] offset:65535
ds_xor_b64 v255, v[200:201] offset:4
ds_xor_b64 v205, v[22:23] offset:64
ds_xor_b64 v40, v[199:200] offset:64
ds_mskor_b64 v2, v[20:21], v[176:177] offset:65535 gds
ds_mskor_b64 v129, v[122:123], v[12:13] offset:8678
ds_mskor_b64 v210, v[137:138], v[28:29] offset:4 gds
ds_mskor_b64 v30, v[254:255], v[117:118]
ds_write_b64 v27, v[5:6]
ds_write_b64 v64, v[216:217]
ds_write_b64 v170, v[38:39] offset:987 gds
ds_write_b64 v196, v[207:208] offset:4 gds
ds_write2_b64 v91, v[18:19], v[96:97] offset0:56 offset1:45
ds_write2_b64 v255, v[18:19], v[21:22] offset0:137 offset1:17
ds_write2_b64 v2, v[12:13], v[70:71] gds
ds_write2_b64 v19, v[7:8], v[80:81] offset0:27 offset1:141
ds_write2st64_b64 v1, v[8:9], v[254:255] gds
ds_write2st64_b64 v144, v[16:17], v[133:134] offset0:42 gds
ds_write2st64_b64 v163, v[68:69], v[31:32] offset0:176
ds_write2st64_b64 v65, v[4:5], v[254:255] offset1:46 gds
ds_cmpst_b64 v8, v[5:6], v[47:48] offset:65535
ds_cmpst_b64 v9, v[96:97], v[232:233] offset:18968
ds_cmpst_b64 v7, v[85:86], v[15:16] offset:4 gds
ds_cmpst_b64 v90, v[161:162], v[24:25] offset:64
ds_cmpst_f64 v133, v[2:3], v[80:81]
ds_cmpst_f64 v255, v[104:105], v[246:247] offset:4
ds_cmpst_f64 v22, v[98:99], v[8:9] offset:4
ds_cmpst_f64 v123, v[26:27], v[28:29]
ds_min_f64 v12, v[29:30]
ds_min_f64 v10, v[149:150] offset:64
ds_min_f64 v8, v[254:255] offset:4
ds_min_f64 v14, v[17:18] offset:4
ds_max_f64 v41, v[238:239] gds
ds_max_f64 v98, v[252:253]
ds_max_f64 v65, v[254:255] offset:1627
ds_max_f64 v41, v[2:3] offset:64
ds_add_rtn_f32 v7, v170, v28 offset:65535 gds
ds_add_rtn_f32 v26, v0, v163 offset:4
ds_add_rtn_f32 v242, v20, v26 offset:65535
ds_add_rtn_f32 v255, v71, v80 offset:64
ds_add_rtn_u64 v[248:249], v32, v[15:16] offset:32738
ds_add_rtn_u64 v[1:2], v26, v[249:250] offset:65535
ds_add_rtn_u64 v[16:17], v136, v[237:238] offset:64
ds_add_rtn_u64 v[183:184], v9, v[188:189] offset:4
ds_sub_rtn_u64 v[15:16], v92, v[27:28] offset:51444
ds_sub_rtn_u64 v[5:6], v87, v[249:250] offset:65535 gds
ds_sub_rtn_u64 v[232:233], v21, v[14:15] offset:64
ds_sub_rtn_u64 v[254:255], v243, v[143:144] offset:4
ds_rsub_rtn_u64 v[15:16], v10, v[27:28]
ds_rsub_rtn_u64 v[16:17], v16, v[82:83]
ds_rsub_rtn_u64 v[0:1], v2, v[13:14] offset:64 gds
ds_rsub_rtn_u64 v[39:40], v188, v[247:248] offset:48519 gds
ds_inc_rtn_u64 v[12:13], v9, v[28:29]
ds_inc_rtn_u64 v[125:126], v178, v[37:38]
ds_inc_rtn_u64 v[16:17], v51, v[0:1] offset:65535
ds_inc_rtn_u64 v[31:32], v190, v[234:235] offset:9915
ds_dec_rtn_u64 v[2:3], v14, v[6:7] offset:4 gds
ds_dec_rtn_u64 v[7:8], v6, v[11:12] offset:64
ds_dec_rtn_u64 v[13:14], v31, v[167:168] gds
ds_dec_rtn_u64 v[97:98], v255, v[93:94] offset:64 gds
ds_min_rtn_i64 v[30:31], v228, v[123:124] gds
ds_min_rtn_i64 v[21:22], v9, v[17:18] offset:62232
ds_min_rtn_i64 v[18:19], v7, v[142:143]
ds_min_rtn_i64 v[62:63], v20, v[25:26] offset:64 gds
ds_max_rtn_i64 v[10:11], v0, v[175:176] offset:4 gds
ds_max_rtn_i64 v[10:11], v255, v[251:252] offset:1944
ds_max_rtn_i64 v[10:11], v247, v[253:254] offset:64
ds_max_rtn_i64 v[16:17], v255, v[185:186]
ds_min_rtn_u64 v[127:128], v84, v[30:31] offset:64
ds_min_rtn_u64 v[28:29], v216, v[22:23] offset:64 gds
ds_min_rtn_u64 v[20:21], v18, v[102:103]
ds_min_rtn_u64 v[213:214], v27, v[26:27] offset:13324
ds_max_rtn_u64 v[130:131], v10, v[181:182] offset:65535
ds_max_rtn_u64 v[79:80], v16, v[13:14] offset:64
ds_max_rtn_u64 v[254:255], v0, v[9:10] offset:65535
ds_max_rtn_u64 v[37:38], v210, v[254:255] offset:52632
ds_and_rtn_b64 v[110:111], v89, v[25:26] offset:29500
ds_and_rtn_b64 v[216:217], v18, v[235:236] offset:64
ds_and_rtn_b64 v[29:30], v26, v[31:32] offset:4
ds_and_rtn_b64 v[155:156], v62, v[122:123] offset:64
ds_or_rtn_b64 v[164:165], v71, v[211:212] offset:4
ds_or_rtn_b64 v[218:219], v79, v[18:19] offset:4 gds
ds_or_rtn_b64 v[61:62], v214, v[143:144] offset:65535 gds
ds_or_rtn_b64 v[241:242], v72, v[193:194] gds
ds_xor_rtn_b64 v[250:251], v7, v[58:59] offset:4196
ds_xor_rtn_b64 v[227:228], v206, v[26:27]
ds_xor_rtn_b64 v[64:65], v64, v[196:197]
ds_xor_rtn_b64 v[148:149], v129, v[254:255] offset:4 gds
ds_mskor_rtn_b64 v[249:250], v255, v[48:49], v[254:255] offset:64
ds_mskor_rtn_b64 v[99:100], v235, v[0:1], v[137:138] offset:4
ds_mskor_rtn_b64 v[184:185], v11, v[125:126], v[18:19] offset:64
ds_mskor_rtn_b64 v[8:9], v19, v[28:29], v[8:9] offset:30025
ds_wrxchg_rtn_b64 v[172:173], v152, v[20:21]
ds_wrxchg_rtn_b64 v[17:18], v210, v[26:27] offset:64
ds_wrxchg_rtn_b64 v[254:255], v0, v[203:204] gds
ds_wrxchg_rtn_b64 v[23:24], v198, v[18:19]
ds_wrxchg2_rtn_b64 v[116:119], v0, v[135:136], v[15:16] offset0:28 gds
ds_wrxchg2_rtn_b64 v[198:201], v9, v[27:28], v[141:142] offset1:38
ds_wrxchg2_rtn_b64 v[173:176], v15, v[31:32], v[242:243] offset0:229 gds
ds_wrxchg2_rtn_b64 v[13:16], v19, v[163:164], v[13:14] offset0:27 offset1:4
ds_wrxchg2st64_rtn_b64 v[2:5], v127, v[193:194], v[22:23]
ds_wrxchg2st64_rtn_b64 v[26:29], v10, v[214:215], v[29:30] offset1:202
ds_wrxchg2st64_rtn_b64 v[74:77], v12, v[6:7], v[25:26] offset0:76 offset1:43
ds_wrxchg2st64_rtn_b64 v[21:24], v6, v[254:255], v[2:3] offset0:169 offset1:210
ds_cmpst_rtn_b64 v[30:31], v26, v[89:90], v[4:5] offset:21628
ds_cmpst_rtn_b64 v[18:19], v35, v[85:86], v[22:23] offset:65535
ds_cmpst_rtn_b64 v[232:233], v77, v[3:4], v[52:53] gds
ds_cmpst_rtn_b64 v[8:9], v15, v[167:168], v[9:10] offset:4 gds
ds_cmpst_rtn_f64 v[20:21], v228, v[254:255], v[61:62]
ds_cmpst_rtn_f64 v[52:53], v13, v[69:70], v[35:36]
ds_cmpst_rtn_f64 v[155:156], v179, v[3:4], v[82:83] offset:64
ds_cmpst_rtn_f64 v[25:26], v19, v[44:45], v[0:1]
ds_min_rtn_f64 v[54:55], v128, v[149:150] offset:4
ds_min_rtn_f64 v[37:38], v242, v[208:209] offset:4
ds_min_rtn_f64 v[215:216], v252, v[101:102] offset:65535
ds_min_rtn_f64 v[161:162], v30, v[167:168]
ds_max_rtn_f64 v[49:50], v21, v[188:189]
ds_max_rtn_f64 v[15:16], v216, v[2:3] offset:4
ds_max_rtn_f64 v[14:15], v17, v[106:107] offset:65535
ds_max_rtn_f64 v[3:4], v4, v[254:255]
ds_read_b64 v[254:255], v28
ds_read_b64 v[128:129], v11 offset:64 gds
ds_read_b64 v[22:23], v97 offset:65535 gds
ds_read_b64 v[15:16], v211
ds_read2_b64 v[16:19], v255 offset0:241 gds
ds_read2_b64 v[129:132], v65 offset0:183 offset1:44
ds_read2_b64 v[212:215], v30 offset1:148 gds
ds_read2_b64 v[21:24], v18 offset0:30
ds_read2st64_b64 v[37:40], v9 offset0:84 offset1:48
ds_read2st64_b64 v[77:80], v254 gds
ds_read2st64_b64 v[212:215], v33 offset0:171
ds_read2st64_b64 v[242:245], v199 offset0:12 offset1:140 gds
ds_condxchg32_rtn_b64 v[224:225], v25, v[19:20]
ds_condxchg32_rtn_b64 v[34:35], v240, v[0:1] offset:64 gds
ds_condxchg32_rtn_b64 v[80:81], v15, v[29:30] offset:65535 gds
ds_condxchg32_rtn_b64 v[171:172], v0, v[27:28]
ds_write_b8_d16_hi v193, v22 offset:4
ds_write_b8_d16_hi v196, v30 offset:64 gds
ds_write_b8_d16_hi v23, v15 offset:64 gds
ds_write_b8_d16_hi v170, v180
ds_write_b16_d16_hi v238, v10 offset:4 gds
ds_write_b16_d16_hi v41, v94
ds_write_b16_d16_hi v238, v1 gds
ds_write_b16_d16_hi v220, v131 offset:64
ds_read_u8_d16 v167, v37 offset:4
ds_read_u8_d16 v140, v3 offset:4
ds_read_u8_d16 v213, v155 offset:64
ds_read_u8_d16 v34, v136 offset:8526
ds_read_u8_d16_hi v255, v217 offset:4 gds
ds_read_u8_d16_hi v255, v18
ds_read_u8_d16_hi v250, v79 offset:65535
ds_read_u8_d16_hi v95, v30 gds
ds_read_i8_d16 v38, v21
ds_read_i8_d16 v17, v252 offset:46612
ds_read_i8_d16 v40, v19
ds_read_i8_d16 v139, v11
ds_read_i8_d16_hi v96, v137
ds_read_i8_d16_hi v252, v0 offset:64
ds_read_i8_d16_hi v255, v102 gds
ds_read_i8_d16_hi v91, v7 offset:65535
ds_read_u16_d16 v9, v3 gds
ds_read_u16_d16 v36, v87 gds
ds_read_u16_d16 v166, v31 gds
ds_read_u16_d16 v71, v255
ds_read_u16_d16_hi v43, v24 offset:64 gds
ds_read_u16_d16_hi v2, v6
ds_read_u16_d16_hi v28, v30 offset:65535
ds_read_u16_d16_hi v20, v81 offset:4 gds
ds_write_addtid_b32 v245 offset:64
ds_write_addtid_b32 v25 offset:65535 gds
ds_write_addtid_b32 v9
ds_write_addtid_b32 v233 offset:52124
ds_read_addtid_b32 v24 offset:4 gds
ds_read_addtid_b32 v88 offset:64
ds_read_addtid_b32 v15 offset:65535
ds_read_addtid_b32 v102 gds
ds_permute_b32 v13, v192, v73 offset:2165
ds_permute_b32 v26, v25, v255
ds_permute_b32 v12, v255, v27
ds_permute_b32 v188, v86, v3
ds_bpermute_b32 v51, v10, v59 offset:64
ds_bpermute_b32 v225, v1, v27
ds_bpermute_b32 v56, v46, v6 offset:64
ds_bpermute_b32 v70, v105, v26
ds_write_b96 v25, v[1:3] offset:2920
ds_write_b96 v24, v[186:188] offset:64
ds_write_b96 v28, v[22:24] offset:65535 gds
ds_write_b96 v31, v[3:5] offset:27443
ds_write_b128 v180, v[147:150] offset:29668
ds_write_b128 v22, v[15:18]
ds_write_b128 v125, v[113:116] offset:65535
ds_write_b128 v13, v[215:218]
ds_read_b96 v[221:223], v0 offset:65535 gds
ds_read_b96 v[6:8], v19
ds_read_b96 v[162:164], v13
ds_read_b96 v[11:13], v153 offset:65535
ds_read_b128 v[16:19], v48
ds_read_b128 v[130:133], v65 offset:62895
ds_read_b128 v[31:34], v193 offset:64
ds_read_b128 v[7:10], v105 gds
buffer_load_format_xy v[221:222], off, s[56:59], 11 offset:3704 slc
buffer_load_format_xy v[254:255], off, s[76:79], m0 offset:2772 glc slc
buffer_load_format_xyz v[20:22], v224, s[0:3], s43 offen
buffer_load_format_xyzw v[215:218], off, s[60:63], s64 offset:1772
buffer_load_format_xyzw v[30:33], v155, s[84:87], m0 offen glc slc
buffer_load_format_xyzw v[1:4], v242, s[44:47], -10 idxen offset:3912 slc
buffer_store_format_x v63, v12, ttmp[8:11], s80 idxen dlc
buffer_store_format_xy v[14:15], v31, s[4:7], 63 idxen offset:1845
buffer_store_format_xy v[141:142], v255, s[68:71], ttmp8 offen
buffer_store_format_xy v[6:7], off, s[8:11], s101
buffer_store_format_xy v[72:73], v138, s[92:95], exec_lo offen dlc
buffer_store_format_xyz v[15:17], off, s[80:83], m0 offset:2144 glc
buffer_store_format_xyz v[45:47], v45, s[64:67], 14 offen offset:1232
buffer_store_format_xyzw v[28:31], v13, s[60:63], 58 offen offset:445 slc
buffer_load_ubyte v23, off, s[64:67], s20 offset:3091 slc dlc
buffer_load_sbyte v62, v17, s[48:51], -4 offen offset:3347 slc
buffer_load_sbyte v1, v190, s[0:3], s100 offen offset:0 glc dlc
buffer_load_sbyte v255, v29, s[40:43], s57 offen offset:1888 glc
buffer_load_sshort v10, v27, s[8:11], s45 offen offset:2633
buffer_load_dword v98, v41, s[88:91], -4 idxen offset:4072 dlc
buffer_load_dword v3, v213, s[12:15], s93 idxen offset:1410 slc
buffer_load_dwordx2 v[70:71], v28, s[8:11], m0 offen offset:3212 slc
buffer_load_dwordx2 v[29:30], off, s[100:103], 31 offset:845
buffer_load_dwordx4 v[8:11], v14, s[16:19], s32 offen
buffer_load_dwordx4 v[27:30], off, s[92:95], m0 offset:569 dlc
buffer_load_dwordx4 v[41:44], v20, s[68:71], 39 offen
buffer_load_dwordx3 v[27:29], v13, s[64:67], m0 idxen offset:1271 slc dlc
buffer_load_dwordx3 v[161:163], off, s[80:83], m0 offset:536 slc
buffer_load_dwordx3 v[12:14], v22, s[56:59], s4 offen dlc
buffer_store_byte v133, v17, s[56:59], 21 idxen glc dlc
buffer_store_byte_d16_hi v255, v255, s[68:71], m0 offen offset:2373
buffer_store_byte_d16_hi v140, v219, s[40:43], exec_lo offen offset:2217 slc
buffer_store_byte_d16_hi v21, v64, s[96:99], -12 offen glc slc dlc
buffer_store_short v143, v23, s[4:7], 59 idxen offset:2778 glc
buffer_store_short v86, v197, s[76:79], s4 idxen offset:2343 glc slc
buffer_store_short_d16_hi v18, v174, s[88:91], s38 offen dlc
buffer_store_short_d16_hi v18, v129, s[84:87], s54 idxen offset:2464 glc
buffer_store_dwordx2 v[55:56], off, s[40:43], 49 offset:1981 slc dlc
buffer_store_dwordx2 v[0:1], v4, s[64:67], s44 idxen
buffer_store_dwordx2 v[6:7], v140, s[8:11], s23 offen offset:1559 glc slc dlc
buffer_store_dwordx4 v[244:247], v121, s[48:51], s29 offen
buffer_store_dwordx4 v[218:221], v146, s[100:103], s99 offen offset:1291
buffer_store_dwordx4 v[20:23], v255, s[68:71], m0 offen offset:602 slc dlc
buffer_store_dwordx3 v[116:118], v35, s[44:47], s95 offen offset:3092 glc slc dlc
buffer_store_dwordx3 v[29:31], v169, s[4:7], s14 offen offset:514 slc
buffer_store_dwordx3 v[30:32], v27, s[60:63], 16 idxen offset:2069 slc dlc
buffer_store_dwordx3 v[78:80], off, s[16:19], m0 offset:246 dlc
buffer_load_ubyte_d16 v29, v0, ttmp[0:3], s10 offen offset:19
buffer_load_ubyte_d16 v104, v19, s[84:87], vcc_lo idxen offset:1666 dlc
buffer_load_ubyte_d16 v255, off, s[92:95], 44 offset:3831
buffer_load_ubyte_d16 v24, v173, s[12:15], vcc_hi offen offset:2601 glc slc
buffer_load_ubyte_d16_hi v255, off, s[0:3], m0 offset:3907
buffer_load_sbyte_d16 v137, v84, ttmp[12:15], s39 idxen
buffer_load_sbyte_d16 v191, v82, s[80:83], 8 idxen offset:4068
buffer_load_sbyte_d16_hi v88, v255, s[44:47], s33 offen offset:663
buffer_load_sbyte_d16_hi v255, v218, s[20:23], m0 offen offset:121 slc
buffer_load_sbyte_d16_hi v209, off, s[56:59], s68 offset:1978
buffer_load_short_d16 v46, v170, s[28:31], m0 offen
buffer_load_short_d16 v146, off, s[60:63], 56 offset:2094
buffer_load_short_d16 v5, v127, s[44:47], -11 idxen offset:518 slc dlc
buffer_load_short_d16_hi v27, off, s[96:99], s94
buffer_load_short_d16_hi v83, v155, s[4:7], m0 offen offset:2835 dlc
buffer_load_format_d16_hi_x v255, v162, s[60:63], s63 offen
buffer_load_format_d16_hi_x v41, v166, s[32:35], -8 idxen offset:1438 dlc
buffer_store_format_d16_hi_x v255, v61, s[4:7], s44 offen glc
buffer_atomic_swap v33, v191, s[28:31], s65 offen offset:708 slc
buffer_atomic_swap v26, off, s[16:19], m0 offset:3518 slc
buffer_atomic_swap v15, off, s[100:103], 22 offset:2535 slc
buffer_atomic_swap v24, v187, s[20:23], 38 idxen offset:618 glc slc
buffer_atomic_cmpswap v[254:255], off, s[24:27], s77 offset:1332 glc
buffer_atomic_cmpswap v[103:104], v116, s[48:51], s31 offen glc slc
buffer_atomic_cmpswap v[22:23], v99, s[20:23], s13 offen
buffer_atomic_cmpswap v[19:20], v169, s[48:51], s29 offen offset:2669
buffer_atomic_add v85, v82, s[80:83], exec_hi offen offset:447 glc slc
buffer_atomic_add v255, v19, s[52:55], m0 offen glc
buffer_atomic_add v255, v167, s[100:103], m0 idxen glc
buffer_atomic_add v176, v20, s[32:35], s10 offen offset:295 slc
buffer_atomic_sub v11, v24, s[92:95], -2 offen offset:1654 glc
buffer_atomic_sub v255, v255, s[96:99], m0 idxen offset:694
buffer_atomic_sub v166, v21, s[32:35], s93 idxen offset:944
buffer_atomic_sub v39, v0, s[24:27], m0 idxen offset:3223 glc
buffer_atomic_csub v148, v28, s[16:19], vcc_hi idxen offset:2979 slc
buffer_atomic_csub v193, v143, s[60:63], s26 idxen offset:651 glc
buffer_atomic_csub v156, v183, s[64:67], s73 offen slc
buffer_atomic_csub v12, off, s[8:11], s89 offset:1576 glc
buffer_atomic_smin v221, v246, s[32:35], 43 offen slc
buffer_atomic_smin v19, v3, s[88:91], 7 offen offset:202 slc
buffer_atomic_smin v14, off, s[48:51], m0 glc
buffer_atomic_umin v165, v21, s[32:35], s19 offen offset:2747 slc
buffer_atomic_umin v18, v92, s[32:35], m0 offen offset:985
buffer_atomic_umin v12, v241, s[96:99], m0 offen offset:905
buffer_atomic_umin v180, v28, s[24:27], s95 offen offset:2450
buffer_atomic_smax v2, v141, s[32:35], s55 idxen offset:2967
buffer_atomic_smax v9, off, s[80:83], m0 offset:3628
buffer_atomic_smax v22, v167, s[80:83], m0 offen offset:3882 glc slc
buffer_atomic_umax v21, off, s[40:43], m0 offset:3096 slc
buffer_atomic_umax v13, v132, s[72:75], m0 offen offset:3610 glc
buffer_atomic_umax v160, v3, s[64:67], m0 offen glc
buffer_atomic_and v236, off, s[20:23], s19 offset:1875
buffer_atomic_and v3, off, s[64:67], m0 glc
buffer_atomic_or v117, v185, s[32:35], s41 offen offset:3402
buffer_atomic_or v129, v25, s[28:31], m0 idxen offset:922 glc
buffer_atomic_or v18, off, s[84:87], s67 offset:3822 glc
buffer_atomic_or v6, v93, s[48:51], m0 offen
buffer_atomic_xor v31, off, s[72:75], 22 offset:895
buffer_atomic_xor v251, v20, s[96:99], s63 offen offset:2182 slc
buffer_atomic_xor v21, v20, s[48:51], m0 idxen offset:1641 glc
buffer_atomic_inc v26, v58, s[64:67], -3 offen offset:3957 slc
buffer_atomic_inc v190, v30, s[60:63], 49 offen offset:461
buffer_atomic_inc v27, v210, s[100:103], 26 offen glc
buffer_atomic_dec v10, v83, ttmp[4:7], 5 idxen offset:1856
buffer_atomic_dec v219, v9, s[20:23], -13 idxen glc
buffer_atomic_dec v79, v155, s[64:67], s2 offen offset:1325 glc slc
buffer_atomic_dec v20, v255, s[76:79], 12 idxen offset:2157
buffer_atomic_fcmpswap v[254:255], v77, s[4:7], s47 offen glc
buffer_atomic_fcmpswap v[5:6], off, s[0:3], 46 offset:1499 glc
buffer_atomic_fcmpswap v[20:21], v255, s[40:43], s69 offen
buffer_atomic_fmin v27, v174, s[84:87], m0 offen glc slc
buffer_atomic_fmin v5, v94, s[80:83], m0 idxen offset:2120 slc
buffer_atomic_fmin v134, v3, ttmp[0:3], s88 offen
buffer_atomic_fmin v7, v158, s[76:79], m0 idxen offset:2067 glc
buffer_atomic_fmax v0, v26, s[64:67], s83 offen offset:2084
buffer_atomic_fmax v11, v255, s[88:91], 11 idxen glc
buffer_atomic_fmax v201, v16, s[100:103], -5 idxen offset:879 glc
buffer_atomic_fmax v112, v24, ttmp[8:11], m0 idxen offset:4087
buffer_atomic_swap_x2 v[174:175], v249, s[20:23], m0 offen offset:1708
buffer_atomic_swap_x2 v[111:112], v1, s[0:3], 38 offen offset:2318 slc
buffer_atomic_swap_x2 v[235:236], off, s[20:23], m0 offset:3374 slc
buffer_atomic_cmpswap_x2 v[189:192], off, s[28:31], m0 offset:2979 glc
buffer_atomic_cmpswap_x2 v[22:25], off, s[48:51], 63 offset:773
buffer_atomic_cmpswap_x2 v[21:24], v255, s[76:79], m0 offen offset:442 glc
buffer_atomic_add_x2 v[12:13], v62, s[52:55], 52 offen offset:1039 slc
buffer_atomic_add_x2 v[11:12], v113, s[48:51], 64 offen offset:3878 slc
buffer_atomic_add_x2 v[254:255], v255, s[20:23], s30 offen offset:998
buffer_atomic_sub_x2 v[3:4], off, s[96:99], m0 offset:2222 slc
buffer_atomic_sub_x2 v[18:19], v77, ttmp[8:11], s65 offen glc
buffer_atomic_sub_x2 v[74:75], v162, s[68:71], s88 idxen offset:755 slc
buffer_atomic_smin_x2 v[8:9], off, s[4:7], 9 glc
buffer_atomic_smin_x2 v[24:25], v191, s[32:35], exec_lo offen offset:3147 glc
buffer_atomic_smin_x2 v[254:255], off, s[24:27], 64 offset:167 slc
buffer_atomic_umin_x2 v[167:168], v219, s[96:99], m0 idxen glc
buffer_atomic_umin_x2 v[206:207], off, s[64:67], s85 offset:947 slc
buffer_atomic_umin_x2 v[218:219], off, s[0:3], m0 offset:2645 glc
buffer_atomic_umin_x2 v[2:3], off, s[72:75], -1 offset:740 slc
buffer_atomic_smax_x2 v[254:255], off, s[60:63], s91 slc
buffer_atomic_smax_x2 v[249:250], v20, s[96:99], m0 offen offset:2764
buffer_atomic_smax_x2 v[251:252], off, s[4:7], s29 glc slc
buffer_atomic_umax_x2 v[180:181], v20, s[64:67], s76 offen offset:3209 glc slc
buffer_atomic_umax_x2 v[11:12], off, s[76:79], 20 offset:3208
buffer_atomic_umax_x2 v[30:31], v242, s[92:95], s54 idxen glc slc
buffer_atomic_umax_x2 v[90:91], v93, s[20:23], m0 offen offset:1581 slc
buffer_atomic_and_x2 v[81:82], v58, s[96:99], s33 idxen offset:1771 glc slc
buffer_atomic_and_x2 v[153:154], off, s[20:23], s26 offset:3427 glc slc
buffer_atomic_and_x2 v[254:255], v16, s[36:39], s35 offen offset:2553 slc
buffer_atomic_or_x2 v[77:78], off, s[84:87], s97 slc
buffer_atomic_or_x2 v[238:239], off, s[80:83], vcc_lo offset:3669
buffer_atomic_or_x2 v[8:9], off, s[72:75], s59 offset:3081 slc
buffer_atomic_xor_x2 v[167:168], v248, s[76:79], m0 offen offset:2231
buffer_atomic_xor_x2 v[254:255], v241, s[92:95], s88 idxen
buffer_atomic_xor_x2 v[23:24], v135, s[96:99], vcc_hi offen offset:2543 slc
buffer_atomic_xor_x2 v[161:162], off, s[88:91], m0 offset:2716
buffer_atomic_inc_x2 v[144:145], v14, s[84:87], 5 offen slc
buffer_atomic_inc_x2 v[202:203], v11, s[4:7], m0 idxen slc
buffer_atomic_inc_x2 v[27:28], off, s[12:15], m0 slc
buffer_atomic_dec_x2 v[7:8], v6, s[68:71], m0 offen offset:3018 slc
buffer_atomic_dec_x2 v[229:230], off, s[8:11], s61 offset:3764 glc slc
buffer_atomic_dec_x2 v[9:10], v171, s[12:15], m0 offen offset:1871 glc
buffer_atomic_fcmpswap_x2 v[194:197], v250, s[56:59], m0 offen offset:3993 slc
buffer_atomic_fcmpswap_x2 v[124:127], v27, s[96:99], m0 idxen glc
buffer_atomic_fcmpswap_x2 v[15:18], v121, s[72:75], m0 idxen offset:1787
buffer_atomic_fcmpswap_x2 v[4:7], v91, s[36:39], s34 offen offset:3137 glc slc
buffer_atomic_fmin_x2 v[173:174], v13, s[4:7], 17 idxen offset:1065 slc
buffer_atomic_fmin_x2 v[173:174], v88, s[8:11], s58 idxen offset:2482 glc
buffer_atomic_fmin_x2 v[140:141], off, s[48:51], s96 offset:1903 glc slc
buffer_atomic_fmin_x2 v[19:20], off, s[28:31], -2 offset:1394 glc
buffer_atomic_fmax_x2 v[17:18], v31, s[12:15], -3 offen
buffer_atomic_fmax_x2 v[70:71], v119, s[28:31], m0 idxen glc
buffer_atomic_fmax_x2 v[254:255], v131, s[12:15], s16 offen offset:2235
buffer_gl0_inv
buffer_gl1_inv
flat_load_ubyte v137, v[25:26] offset:1924 dlc
flat_load_ubyte v148, v[3:4] offset:1664 dlc
flat_load_ubyte v133, v[39:40] offset:930
flat_load_ubyte v23, v[25:26] offset:858 slc
scratch_load_ubyte v192, v5, off
scratch_load_ubyte v36, off, s37 offset:1826 glc slc
global_load_ubyte v148, v[62:63], off offset:-1586 glc
global_load_ubyte v255, v[79:80], off offset:-145 glc slc
global_load_ubyte v90, v[206:207], off offset:-1114
flat_load_sbyte v224, v[12:13] offset:212 slc dlc
flat_load_sbyte v48, v[17:18] offset:285
flat_load_sbyte v94, v[30:31] offset:1211 glc slc
flat_load_sbyte v117, v[13:14] glc
scratch_load_sbyte v29, v4, off slc
scratch_load_sbyte v48, off, s36 offset:-266 glc dlc
scratch_load_sbyte v7, off, s19 offset:-828 glc dlc
global_load_sbyte v83, v[56:57], off glc slc dlc
global_load_sbyte v111, v192, s[72:73] offset:-1853 glc dlc
global_load_sbyte v97, v[205:206], off offset:-1905 glc dlc
global_load_sbyte v240, v[172:173], off offset:1897 dlc
flat_load_ushort v55, v[26:27] offset:1464 glc slc dlc
flat_load_ushort v3, v[16:17] offset:310 glc
flat_load_ushort v255, v[150:151] dlc
flat_load_ushort v215, v[42:43] offset:305 dlc
scratch_load_ushort v5, v20, off offset:-1576 dlc
global_load_ushort v255, v255, s[18:19] offset:-1755
global_load_ushort v166, v20, s[30:31] offset:1489 glc slc
global_load_ushort v64, v25, s[26:27] offset:-560 slc
flat_load_sshort v95, v[17:18] slc
flat_load_sshort v16, v[154:155] offset:1587 dlc
flat_load_sshort v255, v[110:111] slc dlc
flat_load_sshort v182, v[162:163] glc
scratch_load_sshort v10, v167, off glc
scratch_load_sshort v8, off, s65 offset:-1568 dlc
scratch_load_sshort v162, v105, off offset:525
scratch_load_sshort v86, off, s98 offset:1341
global_load_sshort v153, v[182:183], off offset:-1405 glc slc dlc
global_load_sshort v255, v7, s[34:35] offset:-146 glc
global_load_sshort v109, v43, s[8:9] offset:1632 dlc
flat_load_dword v202, v[145:146]
flat_load_dword v1, v[63:64]
flat_load_dword v255, v[235:236] glc dlc
flat_load_dword v137, v[248:249] glc
scratch_load_dword v39, v1, off offset:-863 glc
scratch_load_dword v98, off, s25 offset:1570 dlc
global_load_dword v14, v[29:30], off offset:134 slc dlc
global_load_dword v21, v119, s[98:99] offset:-1909 glc
global_load_dword v20, v[13:14], off offset:-188 glc slc
flat_load_dwordx2 v[10:11], v[6:7] offset:127 slc
flat_load_dwordx2 v[11:12], v[4:5] offset:513 dlc
flat_load_dwordx2 v[254:255], v[54:55]
flat_load_dwordx2 v[40:41], v[15:16] offset:436 glc slc
scratch_load_dwordx2 v[254:255], off, s79 offset:-1570 slc dlc
scratch_load_dwordx2 v[13:14], off, s9 offset:1780
scratch_load_dwordx2 v[3:4], off, s89 offset:-1987 glc dlc
scratch_load_dwordx2 v[4:5], v18, off glc slc
global_load_dwordx2 v[254:255], v26, s[100:101] offset:1291
global_load_dwordx2 v[254:255], v1, s[74:75] offset:-1594 glc dlc
global_load_dwordx2 v[5:6], v[8:9], off offset:-741 slc
global_load_dwordx2 v[135:136], v[12:13], off offset:-233
flat_load_dwordx4 v[163:166], v[95:96] glc slc dlc
flat_load_dwordx4 v[229:232], v[247:248] offset:1029 slc dlc
flat_load_dwordx4 v[97:100], v[164:165] offset:394 glc dlc
flat_load_dwordx4 v[12:15], v[14:15] offset:163 glc dlc
scratch_load_dwordx4 v[21:24], v6, off offset:-351 slc dlc
scratch_load_dwordx4 v[30:33], v14, off offset:-1834 glc
scratch_load_dwordx4 v[252:255], off, s85 dlc
scratch_load_dwordx4 v[211:214], v27, off offset:1895 glc dlc
global_load_dwordx4 v[58:61], v255, s[6:7] offset:-1293 glc
global_load_dwordx4 v[136:139], v[13:14], off offset:1340 slc
global_load_dwordx4 v[26:29], v125, s[10:11] offset:1252 dlc
global_load_dwordx4 v[2:5], v[22:23], off
flat_load_dwordx3 v[253:255], v[47:48] offset:1528 glc slc dlc
flat_load_dwordx3 v[30:32], v[254:255] slc
flat_load_dwordx3 v[23:25], v[162:163] offset:1535
flat_load_dwordx3 v[159:161], v[254:255] offset:729 slc dlc
scratch_load_dwordx3 v[239:241], off, s39 offset:-549 dlc
scratch_load_dwordx3 v[191:193], v212, off offset:444 dlc
scratch_load_dwordx3 v[9:11], v233, off offset:374 dlc
scratch_load_dwordx3 v[253:255], off, s7 slc dlc
global_load_dwordx3 v[56:58], v19, s[84:85] offset:745 glc slc dlc
global_load_dwordx3 v[10:12], v11, s[72:73] offset:333 slc
global_load_dwordx3 v[30:32], v6, s[64:65] offset:-706 glc slc
global_load_dwordx3 v[5:7], v255, s[14:15] offset:-1093 glc dlc
global_load_dword_addtid v24, s[100:101]
global_load_dword_addtid v255, s[90:91] offset:-112 glc dlc
global_load_dword_addtid v213, s[70:71] offset:1071 glc slc dlc
global_load_dword_addtid v11, s[20:21]
global_store_dword_addtid v125, off offset:401 glc
global_store_dword_addtid v201, off
global_store_dword_addtid v0, off offset:-1149
global_store_dword_addtid v30, off offset:-1386 slc dlc
flat_store_byte v[8:9], v249
flat_store_byte v[254:255], v171 offset:1488 glc slc dlc
flat_store_byte v[254:255], v84 offset:1445 dlc
flat_store_byte v[7:8], v131 offset:1466 glc dlc
scratch_store_byte off, v213, s63 glc dlc
scratch_store_byte v11, v255, off
scratch_store_byte off, v101, s68 offset:-375 glc slc
scratch_store_byte off, v29, s35 offset:-1790 glc
global_store_byte v[39:40], v115, off offset:-1841 glc dlc
global_store_byte v19, v255, s[78:79] offset:-41
global_store_byte v[254:255], v172, off glc
global_store_byte v125, v217, s[50:51] offset:351 glc dlc
flat_store_byte_d16_hi v[254:255], v115 offset:289 slc dlc
flat_store_byte_d16_hi v[0:1], v147 offset:1458 slc
flat_store_byte_d16_hi v[121:122], v106 offset:1076 slc dlc
flat_store_byte_d16_hi v[18:19], v255 offset:1792 glc slc
scratch_store_byte_d16_hi v47, v60, off offset:-1503 glc slc dlc
scratch_store_byte_d16_hi v191, v98, off offset:389 glc slc
scratch_store_byte_d16_hi v28, v0, off
scratch_store_byte_d16_hi v105, v106, off offset:-1123 dlc
global_store_byte_d16_hi v[25:26], v105, off offset:447 glc slc dlc
global_store_byte_d16_hi v[11:12], v88, off offset:-1253 glc dlc
global_store_byte_d16_hi v20, v24, s[34:35]
global_store_byte_d16_hi v148, v255, s[36:37] offset:1082
flat_store_short v[254:255], v166 offset:108 dlc
flat_store_short v[11:12], v255 offset:1248 glc
flat_store_short v[238:239], v198 offset:513 glc
flat_store_short v[99:100], v87 offset:625 slc dlc
scratch_store_short v255, v29, off offset:-1393 glc
scratch_store_short v77, v26, off offset:-1380 glc dlc
scratch_store_short v40, v173, off offset:1240 glc
scratch_store_short v110, v0, off offset:-261 glc slc
global_store_short v137, v255, s[36:37] offset:-1257 glc dlc
global_store_short v[245:246], v96, off glc
global_store_short v253, v78, s[36:37]
global_store_short v7, v107, s[90:91] offset:559 slc
flat_store_short_d16_hi v[7:8], v255 glc slc
flat_store_short_d16_hi v[20:21], v20 offset:1162
flat_store_short_d16_hi v[31:32], v14 offset:508 glc slc dlc
flat_store_short_d16_hi v[30:31], v254 offset:609
scratch_store_short_d16_hi v255, v19, off offset:1754 glc slc dlc
scratch_store_short_d16_hi v24, v2, off offset:-419 slc
scratch_store_short_d16_hi off, v126, s37 offset:-158 slc dlc
scratch_store_short_d16_hi v5, v24, off offset:1966 glc dlc
global_store_short_d16_hi v128, v141, s[20:21] glc
global_store_short_d16_hi v[76:77], v255, off offset:-1938 glc dlc
global_store_short_d16_hi v111, v7, s[26:27] offset:-1099 dlc
global_store_short_d16_hi v[97:98], v31, off offset:-2037 slc dlc
flat_store_dword v[231:232], v169 slc dlc
flat_store_dword v[12:13], v14 offset:1403 glc
flat_store_dword v[16:17], v5 offset:1918 glc dlc
flat_store_dword v[254:255], v255 offset:158 slc dlc
scratch_store_dword off, v104, s21 offset:518 glc slc dlc
scratch_store_dword v39, v10, off offset:-690 glc dlc
scratch_store_dword off, v0, s44 offset:-845 dlc
scratch_store_dword off, v89, s19 offset:-2026 glc
global_store_dword v178, v201, s[52:53] dlc
global_store_dword v[5:6], v23, off offset:289 dlc
global_store_dword v[88:89], v4, off offset:288 slc dlc
global_store_dword v249, v25, s[36:37] offset:-721 glc slc
flat_store_dwordx2 v[102:103], v[15:16] offset:1248 slc
flat_store_dwordx2 v[20:21], v[213:214] offset:1423
flat_store_dwordx2 v[47:48], v[104:105] glc slc
flat_store_dwordx2 v[25:26], v[17:18] offset:413 slc
scratch_store_dwordx2 off, v[242:243], s63 offset:-920 slc dlc
scratch_store_dwordx2 v15, v[28:29], off glc slc dlc
scratch_store_dwordx2 off, v[18:19], s12 offset:1183 glc slc dlc
scratch_store_dwordx2 v79, v[254:255], off offset:1568 glc slc
global_store_dwordx2 v84, v[21:22], s[72:73] offset:218
global_store_dwordx2 v[123:124], v[118:119], off glc
global_store_dwordx2 v[184:185], v[17:18], off glc slc dlc
global_store_dwordx2 v255, v[8:9], s[94:95] offset:844 dlc
flat_store_dwordx4 v[70:71], v[33:36] offset:1308 glc
flat_store_dwordx4 v[21:22], v[12:15] offset:464 dlc
flat_store_dwordx4 v[62:63], v[9:12] glc
flat_store_dwordx4 v[109:110], v[252:255] offset:299
scratch_store_dwordx4 off, v[42:45], s40 offset:-969
scratch_store_dwordx4 v236, v[85:88], off offset:205
scratch_store_dwordx4 off, v[99:102], s99 glc
scratch_store_dwordx4 off, v[213:216], s32 offset:1692 glc dlc
global_store_dwordx4 v9, v[200:203], s[28:29] offset:-1550 slc
global_store_dwordx4 v171, v[19:22], s[36:37] offset:-114 glc
global_store_dwordx4 v1, v[20:23], s[54:55] glc slc dlc
global_store_dwordx4 v[0:1], v[34:37], off offset:34 dlc
flat_store_dwordx3 v[30:31], v[213:215] offset:257 glc slc
flat_store_dwordx3 v[9:10], v[124:126] glc slc dlc
flat_store_dwordx3 v[254:255], v[15:17] offset:1663
flat_store_dwordx3 v[254:255], v[7:9] offset:738 glc slc dlc
scratch_store_dwordx3 v210, v[17:19], off slc dlc
scratch_store_dwordx3 v144, v[153:155], off
scratch_store_dwordx3 v71, v[164:166], off glc dlc
scratch_store_dwordx3 v202, v[4:6], off glc
global_store_dwordx3 v[1:2], v[125:127], off offset:628 glc dlc
global_store_dwordx3 v[156:157], v[125:127], off dlc
global_store_dwordx3 v29, v[120:122], s[72:73] offset:-1142
global_store_dwordx3 v[24:25], v[19:21], off offset:-131 glc
flat_load_ubyte_d16 v216, v[231:232] offset:764 slc dlc
flat_load_ubyte_d16 v201, v[230:231] offset:185 dlc
flat_load_ubyte_d16 v16, v[3:4] glc slc dlc
flat_load_ubyte_d16 v27, v[127:128] offset:1177 glc
scratch_load_ubyte_d16 v70, off, s83 offset:-524
scratch_load_ubyte_d16 v29, v252, off offset:-877 glc slc
scratch_load_ubyte_d16 v71, v255, off offset:725 glc slc
scratch_load_ubyte_d16 v23, off, s89 offset:1675 glc slc dlc
global_load_ubyte_d16 v217, v[254:255], off glc slc
global_load_ubyte_d16 v1, v36, s[76:77] slc
global_load_ubyte_d16 v15, v[53:54], off offset:-636 glc dlc
global_load_ubyte_d16 v27, v[69:70], off offset:-1138 glc
flat_load_ubyte_d16_hi v255, v[225:226] dlc
flat_load_ubyte_d16_hi v228, v[85:86] offset:1361
flat_load_ubyte_d16_hi v74, v[162:163] slc dlc
flat_load_ubyte_d16_hi v2, v[54:55] slc
scratch_load_ubyte_d16_hi v109, off, s90 offset:-74 glc slc dlc
scratch_load_ubyte_d16_hi v109, v14, off offset:1557 glc
scratch_load_ubyte_d16_hi v2, v66, off glc
scratch_load_ubyte_d16_hi v11, v251, off offset:-874 glc dlc
global_load_ubyte_d16_hi v204, v231, s[48:49] glc slc
global_load_ubyte_d16_hi v100, v19, s[86:87] dlc
global_load_ubyte_d16_hi v219, v96, s[80:81] offset:2021 glc slc dlc
global_load_ubyte_d16_hi v24, v[4:5], off offset:-1288 slc
flat_load_sbyte_d16 v255, v[22:23] offset:1325 slc
flat_load_sbyte_d16 v255, v[86:87] dlc
flat_load_sbyte_d16 v213, v[30:31] offset:558 dlc
flat_load_sbyte_d16 v25, v[4:5] offset:1084
scratch_load_sbyte_d16 v15, v14, off offset:-1482 glc dlc
scratch_load_sbyte_d16 v11, off, s98 offset:507 slc dlc
scratch_load_sbyte_d16 v217, v1, off offset:1605
scratch_load_sbyte_d16 v120, off, s10 glc slc
global_load_sbyte_d16 v167, v[254:255], off offset:-717 glc slc
global_load_sbyte_d16 v129, v[14:15], off offset:911
global_load_sbyte_d16 v187, v19, s[14:15] offset:841 glc
global_load_sbyte_d16 v2, v[166:167], off offset:1727 dlc
flat_load_sbyte_d16_hi v114, v[46:47] glc slc
flat_load_sbyte_d16_hi v66, v[106:107] offset:1985 glc
flat_load_sbyte_d16_hi v23, v[20:21] offset:451 slc dlc
flat_load_sbyte_d16_hi v255, v[148:149] glc dlc
scratch_load_sbyte_d16_hi v237, v17, off offset:-691 glc slc dlc
scratch_load_sbyte_d16_hi v30, v163, off offset:-842 dlc
scratch_load_sbyte_d16_hi v247, off, s57 slc
scratch_load_sbyte_d16_hi v26, off, s98 offset:1997
global_load_sbyte_d16_hi v3, v[12:13], off offset:1011 dlc
global_load_sbyte_d16_hi v104, v[254:255], off slc
global_load_sbyte_d16_hi v12, v[220:221], off offset:94 glc
global_load_sbyte_d16_hi v26, v23, s[76:77] glc slc dlc
flat_load_short_d16 v14, v[193:194] dlc
flat_load_short_d16 v255, v[4:5] offset:851 glc
flat_load_short_d16 v161, v[146:147] slc
flat_load_short_d16 v0, v[16:17]
scratch_load_short_d16 v112, v255, off offset:-800 slc
scratch_load_short_d16 v56, v82, off slc
scratch_load_short_d16 v192, v7, off offset:-1528
scratch_load_short_d16 v137, off, s74 glc slc
global_load_short_d16 v254, v[42:43], off
global_load_short_d16 v20, v[63:64], off offset:109 dlc
global_load_short_d16 v222, v109, s[96:97] glc slc
global_load_short_d16 v53, v[133:134], off glc
flat_load_short_d16_hi v206, v[163:164] offset:1727
flat_load_short_d16_hi v23, v[31:32] offset:652 dlc
flat_load_short_d16_hi v132, v[243:244] offset:1592 dlc
flat_load_short_d16_hi v40, v[29:30] offset:27
scratch_load_short_d16_hi v223, off, s25 glc slc
scratch_load_short_d16_hi v17, off, s62 slc
scratch_load_short_d16_hi v195, off, s100 slc
scratch_load_short_d16_hi v18, v29, off offset:758 slc
global_load_short_d16_hi v1, v[113:114], off offset:1289 slc
global_load_short_d16_hi v22, v247, s[40:41] offset:-94 glc
global_load_short_d16_hi v178, v0, s[44:45] offset:-1268 glc slc
global_load_short_d16_hi v70, v49, s[76:77] offset:-1872 slc
flat_atomic_swap v[14:15], v10
flat_atomic_swap v[135:136], v11 offset:1160 slc
flat_atomic_swap v[30:31], v163 offset:1019
flat_atomic_swap v[20:21], v162 offset:109 slc
flat_atomic_swap v14, v[28:29], v214 offset:43 glc slc dlc
flat_atomic_swap v62, v[182:183], v23 glc dlc
flat_atomic_swap v15, v[21:22], v13 offset:694 glc
flat_atomic_swap v30, v[209:210], v205 offset:1986 glc dlc
global_atomic_swap v[35:36], v21, off offset:-1786 slc dlc
global_atomic_swap v[23:24], v236, off offset:1548
global_atomic_swap v125, v15, s[44:45] offset:-1783 slc
global_atomic_swap v233, v78, s[58:59] offset:-525
global_atomic_swap v173, v12, v248, s[74:75] offset:1478 glc dlc
global_atomic_swap v133, v[4:5], v255, off offset:-1769 glc
global_atomic_swap v140, v[234:235], v15, off glc dlc
global_atomic_swap v235, v[254:255], v255, off offset:-1310 glc slc dlc
flat_atomic_cmpswap v[254:255], v[115:116] dlc
flat_atomic_cmpswap v[4:5], v[254:255] offset:1251 slc dlc
flat_atomic_cmpswap v[154:155], v[4:5] dlc
flat_atomic_cmpswap v[164:165], v[9:10] offset:1811 slc
flat_atomic_cmpswap v16, v[101:102], v[254:255] offset:1599 glc dlc
flat_atomic_cmpswap v4, v[114:115], v[95:96] offset:356 glc
flat_atomic_cmpswap v28, v[155:156], v[71:72] offset:1838 glc dlc
flat_atomic_cmpswap v166, v[254:255], v[82:83] offset:277 glc slc
global_atomic_cmpswap v167, v[241:242], s[44:45] offset:1060
global_atomic_cmpswap v70, v[53:54], s[34:35] offset:215
global_atomic_cmpswap v41, v[7:8], s[94:95] offset:1316
global_atomic_cmpswap v[121:122], v[29:30], off offset:612 dlc
global_atomic_cmpswap v212, v[131:132], v[66:67], off glc
global_atomic_cmpswap v221, v88, v[49:50], s[84:85] glc
global_atomic_cmpswap v10, v[21:22], v[69:70], off offset:1187 glc slc
global_atomic_cmpswap v141, v51, v[13:14], s[76:77] offset:1052 glc
flat_atomic_add v[240:241], v202 offset:1225 dlc
flat_atomic_add v[9:10], v171 offset:1628 dlc
flat_atomic_add v[29:30], v62 offset:1726 slc dlc
flat_atomic_add v[3:4], v185 offset:1879
flat_atomic_add v28, v[105:106], v104 offset:1052 glc
flat_atomic_add v25, v[10:11], v11 offset:3 glc
flat_atomic_add v40, v[46:47], v23 glc
flat_atomic_add v21, v[30:31], v28 offset:167 glc slc
global_atomic_add v24, v19, s[50:51] slc
global_atomic_add v[34:35], v255, off slc
global_atomic_add v[17:18], v64, off slc
global_atomic_add v9, v28, s[76:77] slc
global_atomic_add v231, v[35:36], v18, off offset:-950 glc
global_atomic_add v27, v106, v151, s[0:1] offset:-1765 glc slc
global_atomic_add v241, v89, v15, s[28:29] offset:-1767 glc slc
global_atomic_add v91, v191, v214, s[24:25] offset:-1881 glc dlc
flat_atomic_sub v[126:127], v234 dlc
flat_atomic_sub v[187:188], v255 offset:520 slc
flat_atomic_sub v[223:224], v255 offset:1391
flat_atomic_sub v[235:236], v82
flat_atomic_sub v64, v[17:18], v18 offset:25 glc
flat_atomic_sub v29, v[130:131], v255 offset:41 glc slc dlc
flat_atomic_sub v255, v[23:24], v139 offset:997 glc
flat_atomic_sub v13, v[31:32], v81 offset:1634 glc dlc
global_atomic_sub v[9:10], v5, off offset:1669 dlc
global_atomic_sub v0, v7, s[56:57]
global_atomic_sub v21, v165, s[80:81] offset:-1401 dlc
global_atomic_sub v8, v169, s[42:43] slc
global_atomic_sub v46, v[32:33], v67, off offset:889 glc
global_atomic_sub v236, v24, v207, s[74:75] glc dlc
global_atomic_sub v155, v129, v18, s[76:77] offset:-633 glc
global_atomic_sub v23, v107, v16, s[34:35] offset:544 glc dlc
global_atomic_csub v230, v88, s[70:71] dlc
global_atomic_csub v[141:142], v74, off slc dlc
global_atomic_csub v255, v23, s[20:21] offset:-454 dlc
global_atomic_csub v[33:34], v188, off offset:967
global_atomic_csub v24, v[7:8], v255, off glc slc dlc
global_atomic_csub v115, v[3:4], v169, off glc
global_atomic_csub v114, v99, v28, s[40:41] glc slc
global_atomic_csub v238, v[206:207], v191, off offset:-1282 glc
flat_atomic_smin v[254:255], v29 offset:477 slc
flat_atomic_smin v[27:28], v171 offset:2024
flat_atomic_smin v[236:237], v189 offset:1370
flat_atomic_smin v[13:14], v31 offset:1173
flat_atomic_smin v254, v[254:255], v29 offset:1919 glc dlc
flat_atomic_smin v13, v[4:5], v110 offset:162 glc slc dlc
flat_atomic_smin v251, v[254:255], v255 offset:727 glc slc
flat_atomic_smin v6, v[6:7], v255 offset:275 glc
global_atomic_smin v[254:255], v0, off offset:811 slc dlc
global_atomic_smin v24, v27, s[62:63] offset:-626 slc
global_atomic_smin v121, v255, s[82:83]
global_atomic_smin v16, v23, s[8:9] offset:-1012 slc
global_atomic_smin v255, v[76:77], v12, off offset:1932 glc slc dlc
global_atomic_smin v0, v[74:75], v221, off glc dlc
global_atomic_smin v93, v[82:83], v7, off offset:1860 glc dlc
global_atomic_smin v224, v23, v66, s[98:99] offset:-92 glc slc
flat_atomic_umin v[15:16], v15
flat_atomic_umin v[254:255], v58 offset:1112 slc dlc
flat_atomic_umin v[14:15], v10 offset:224 slc
flat_atomic_umin v[145:146], v255 slc dlc
flat_atomic_umin v23, v[154:155], v174 offset:1102 glc slc dlc
flat_atomic_umin v169, v[201:202], v144 glc
flat_atomic_umin v237, v[91:92], v107 offset:1629 glc slc
flat_atomic_umin v18, v[29:30], v155 offset:381 glc dlc
global_atomic_umin v70, v225, s[18:19]
global_atomic_umin v13, v23, s[100:101] offset:1928 slc
global_atomic_umin v12, v221, s[82:83] offset:-503
global_atomic_umin v[20:21], v14, off offset:-1139
global_atomic_umin v30, v189, v176, s[72:73] offset:277 glc
global_atomic_umin v182, v[242:243], v120, off glc slc
global_atomic_umin v164, v[58:59], v142, off offset:967 glc
global_atomic_umin v2, v[254:255], v170, off offset:1495 glc
flat_atomic_smax v[110:111], v191 dlc
flat_atomic_smax v[46:47], v173 slc dlc
flat_atomic_smax v[13:14], v12 offset:1547
flat_atomic_smax v[254:255], v255 offset:1899 slc
flat_atomic_smax v111, v[170:171], v9 offset:11 glc
flat_atomic_smax v176, v[71:72], v30 glc slc
flat_atomic_smax v4, v[172:173], v255 offset:1641 glc slc dlc
flat_atomic_smax v190, v[195:196], v255 glc slc dlc
global_atomic_smax v120, v68, s[56:57] offset:-516
global_atomic_smax v[97:98], v222, off offset:-1659 slc dlc
global_atomic_smax v170, v3, s[54:55]
global_atomic_smax v13, v70, s[30:31] offset:-97 dlc
global_atomic_smax v10, v212, v220, s[100:101] offset:-540 glc dlc
global_atomic_smax v163, v[222:223], v51, off offset:1444 glc
global_atomic_smax v38, v[104:105], v6, off glc
global_atomic_smax v255, v6, v13, s[82:83] offset:-992 glc dlc
flat_atomic_umax v[6:7], v183 offset:955 slc dlc
flat_atomic_umax v[59:60], v3 offset:612 slc
flat_atomic_umax v[148:149], v11 offset:1127 dlc
flat_atomic_umax v[3:4], v0 slc
flat_atomic_umax v4, v[101:102], v21 offset:1915 glc slc dlc
flat_atomic_umax v33, v[30:31], v233 offset:183 glc
flat_atomic_umax v255, v[37:38], v187 glc slc
flat_atomic_umax v146, v[102:103], v10 offset:863 glc slc dlc
global_atomic_umax v17, v46, s[100:101] offset:1713 slc
global_atomic_umax v[208:209], v97, off offset:-2013 slc
global_atomic_umax v[145:146], v184, off
global_atomic_umax v224, v21, s[8:9] dlc
global_atomic_umax v22, v[174:175], v156, off offset:-579 glc slc dlc
global_atomic_umax v10, v[24:25], v228, off offset:746 glc slc
global_atomic_umax v232, v[43:44], v22, off glc
global_atomic_umax v83, v255, v249, s[20:21] offset:820 glc dlc
flat_atomic_and v[22:23], v48 offset:1741 dlc
flat_atomic_and v[176:177], v255 offset:512
flat_atomic_and v[78:79], v88 offset:1240 dlc
flat_atomic_and v[24:25], v138 dlc
flat_atomic_and v19, v[143:144], v44 glc
flat_atomic_and v149, v[0:1], v26 offset:1718 glc
flat_atomic_and v197, v[80:81], v186 offset:470 glc slc dlc
flat_atomic_and v101, v[89:90], v248 offset:1701 glc
global_atomic_and v21, v76, s[26:27] offset:-839
global_atomic_and v[4:5], v24, off offset:570 dlc
global_atomic_and v[5:6], v255, off offset:-1471
global_atomic_and v87, v18, s[102:103] slc dlc
global_atomic_and v27, v4, v67, s[94:95] offset:860 glc
global_atomic_and v99, v229, v184, s[50:51] offset:1859 glc
global_atomic_and v177, v96, v127, s[76:77] glc slc
global_atomic_and v114, v[10:11], v255, off offset:-1227 glc dlc
flat_atomic_or v[254:255], v255
flat_atomic_or v[254:255], v240 offset:1420 dlc
flat_atomic_or v[19:20], v9 dlc
flat_atomic_or v[176:177], v142 offset:430 dlc
flat_atomic_or v231, v[95:96], v189 offset:569 glc dlc
flat_atomic_or v109, v[25:26], v123 glc
flat_atomic_or v81, v[161:162], v72 glc
flat_atomic_or v11, v[69:70], v255 glc slc
global_atomic_or v[9:10], v20, off dlc
global_atomic_or v[2:3], v255, off offset:127 slc
global_atomic_or v[123:124], v25, off offset:-1048 dlc
global_atomic_or v[23:24], v31, off offset:-356 slc
global_atomic_or v186, v[42:43], v12, off offset:-236 glc slc
global_atomic_or v117, v1, v6, s[62:63] offset:-1695 glc dlc
global_atomic_or v24, v2, v240, s[72:73] offset:-900 glc slc
global_atomic_or v99, v[152:153], v106, off offset:-492 glc dlc
flat_atomic_xor v[24:25], v47 offset:128 slc
flat_atomic_xor v[84:85], v24
flat_atomic_xor v[1:2], v37 offset:1570
flat_atomic_xor v[140:141], v78 offset:1046 slc
flat_atomic_xor v10, v[22:23], v0 offset:1402 glc slc dlc
flat_atomic_xor v136, v[173:174], v10 offset:1538 glc slc
flat_atomic_xor v169, v[106:107], v30 glc
flat_atomic_xor v84, v[152:153], v90 offset:1106 glc slc
global_atomic_xor v71, v25, s[30:31] offset:1306 slc dlc
global_atomic_xor v[102:103], v52, off
global_atomic_xor v6, v66, s[60:61] offset:1016 slc dlc
global_atomic_xor v96, v255, s[58:59] slc
global_atomic_xor v152, v[6:7], v10, off offset:1704 glc slc dlc
global_atomic_xor v7, v[12:13], v164, off offset:-523 glc dlc
global_atomic_xor v18, v194, v27, s[78:79] offset:-1652 glc dlc
global_atomic_xor v18, v27, v54, s[2:3] offset:-682 glc slc
flat_atomic_inc v[123:124], v72 offset:957 dlc
flat_atomic_inc v[25:26], v30
flat_atomic_inc v[254:255], v2 offset:161 slc
flat_atomic_inc v[7:8], v227 dlc
flat_atomic_inc v255, v[22:23], v33 offset:1642 glc dlc
flat_atomic_inc v190, v[141:142], v255 offset:1520 glc slc
flat_atomic_inc v158, v[11:12], v22 offset:982 glc dlc
flat_atomic_inc v207, v[127:128], v23 offset:1156 glc dlc
global_atomic_inc v[11:12], v183, off
global_atomic_inc v172, v12, s[84:85] offset:298 slc
global_atomic_inc v[9:10], v15, off offset:-1634
global_atomic_inc v222, v64, s[22:23] offset:-685
global_atomic_inc v229, v[254:255], v203, off offset:236 glc slc
global_atomic_inc v236, v[252:253], v14, off offset:-513 glc slc
global_atomic_inc v189, v[18:19], v125, off offset:1806 glc
global_atomic_inc v87, v[4:5], v23, off offset:257 glc slc dlc
flat_atomic_dec v[130:131], v0 offset:1102
flat_atomic_dec v[185:186], v4
flat_atomic_dec v[30:31], v19 offset:404 slc
flat_atomic_dec v[149:150], v8 offset:935
flat_atomic_dec v132, v[240:241], v109 offset:509 glc dlc
flat_atomic_dec v255, v[135:136], v113 glc dlc
flat_atomic_dec v0, v[208:209], v138 glc
flat_atomic_dec v12, v[29:30], v109 offset:1981 glc
global_atomic_dec v7, v10, s[48:49] slc
global_atomic_dec v24, v230, s[70:71] offset:-249 slc
global_atomic_dec v[156:157], v98, off offset:-1487 slc dlc
global_atomic_dec v[20:21], v12, off offset:-1423 slc
global_atomic_dec v3, v[207:208], v115, off offset:1407 glc
global_atomic_dec v7, v[171:172], v13, off offset:699 glc dlc
global_atomic_dec v21, v[64:65], v68, off offset:-667 glc slc
global_atomic_dec v232, v175, v129, s[36:37] glc slc
flat_atomic_fcmpswap v[172:173], v[254:255] offset:899 slc
flat_atomic_fcmpswap v[254:255], v[254:255] slc
flat_atomic_fcmpswap v[168:169], v[1:2] offset:1302 dlc
flat_atomic_fcmpswap v[227:228], v[28:29] slc
flat_atomic_fcmpswap v217, v[23:24], v[16:17] offset:1212 glc slc dlc
flat_atomic_fcmpswap v154, v[28:29], v[175:176] offset:288 glc
flat_atomic_fcmpswap v21, v[30:31], v[176:177] glc dlc
flat_atomic_fcmpswap v54, v[208:209], v[21:22] offset:98 glc slc
global_atomic_fcmpswap v240, v[198:199], s[92:93] slc
global_atomic_fcmpswap v[23:24], v[6:7], off slc
global_atomic_fcmpswap v112, v[149:150], s[34:35]
global_atomic_fcmpswap v[191:192], v[79:80], off offset:-1525 dlc
global_atomic_fcmpswap v123, v[235:236], v[1:2], off offset:-1804 glc slc
global_atomic_fcmpswap v33, v[39:40], v[6:7], off offset:294 glc slc
global_atomic_fcmpswap v18, v[200:201], v[17:18], off offset:400 glc slc
global_atomic_fcmpswap v24, v[7:8], v[79:80], off offset:1328 glc dlc
flat_atomic_fmin v[192:193], v4 offset:1524
flat_atomic_fmin v[28:29], v156 slc
flat_atomic_fmin v[8:9], v74 offset:1097
flat_atomic_fmin v[213:214], v3 offset:669 slc dlc
flat_atomic_fmin v4, v[7:8], v2 offset:536 glc
flat_atomic_fmin v8, v[7:8], v4 offset:377 glc slc
flat_atomic_fmin v24, v[13:14], v24 glc slc dlc
flat_atomic_fmin v150, v[254:255], v15 offset:444 glc
global_atomic_fmin v132, v255, s[58:59] offset:1940 slc
global_atomic_fmin v220, v210, s[32:33] offset:112 slc
global_atomic_fmin v[0:1], v176, off offset:-1091 dlc
global_atomic_fmin v[5:6], v22, off
global_atomic_fmin v9, v40, v69, s[68:69] offset:-552 glc
global_atomic_fmin v21, v[5:6], v7, off glc dlc
global_atomic_fmin v255, v14, v199, s[24:25] offset:1545 glc dlc
global_atomic_fmin v255, v[248:249], v14, off glc slc
flat_atomic_fmax v[9:10], v221
flat_atomic_fmax v[254:255], v17 offset:943 dlc
flat_atomic_fmax v[162:163], v189 slc
flat_atomic_fmax v[77:78], v0 slc
flat_atomic_fmax v220, v[9:10], v155 glc
flat_atomic_fmax v26, v[179:180], v21 glc dlc
flat_atomic_fmax v142, v[74:75], v147 offset:620 glc slc
flat_atomic_fmax v21, v[27:28], v168 glc
global_atomic_fmax v[87:88], v183, off offset:-438 slc
global_atomic_fmax v190, v95, s[36:37] offset:-1697 slc
global_atomic_fmax v[227:228], v33, off
global_atomic_fmax v[91:92], v245, off
global_atomic_fmax v58, v[19:20], v119, off offset:-690 glc slc dlc
global_atomic_fmax v126, v19, v147, s[12:13] glc slc dlc
global_atomic_fmax v97, v[6:7], v99, off offset:-1573 glc
global_atomic_fmax v219, v24, v255, s[84:85] offset:-1823 glc slc dlc
flat_atomic_swap_x2 v[254:255], v[32:33]
flat_atomic_swap_x2 v[49:50], v[189:190] slc
flat_atomic_swap_x2 v[115:116], v[14:15] offset:1573
flat_atomic_swap_x2 v[194:195], v[22:23] offset:1763
flat_atomic_swap_x2 v[28:29], v[31:32], v[20:21] offset:661 glc dlc
flat_atomic_swap_x2 v[21:22], v[140:141], v[152:153] offset:1255 glc dlc
flat_atomic_swap_x2 v[165:166], v[213:214], v[12:13] offset:1212 glc slc dlc
flat_atomic_swap_x2 v[254:255], v[224:225], v[55:56] offset:2046 glc
global_atomic_swap_x2 v[20:21], v[2:3], off slc
global_atomic_swap_x2 v[9:10], v[160:161], off offset:-1364 dlc
global_atomic_swap_x2 v[29:30], v[19:20], off slc
global_atomic_swap_x2 v85, v[251:252], s[40:41]
global_atomic_swap_x2 v[241:242], v55, v[56:57], s[66:67] glc dlc
global_atomic_swap_x2 v[177:178], v28, v[180:181], s[100:101] glc slc
global_atomic_swap_x2 v[223:224], v10, v[6:7], s[18:19] offset:2015 glc slc dlc
global_atomic_swap_x2 v[10:11], v[30:31], v[3:4], off offset:1935 glc dlc
flat_atomic_cmpswap_x2 v[173:174], v[44:47] slc dlc
flat_atomic_cmpswap_x2 v[66:67], v[147:150] offset:83 slc
flat_atomic_cmpswap_x2 v[254:255], v[144:147] offset:239
flat_atomic_cmpswap_x2 v[13:14], v[26:29] dlc
flat_atomic_cmpswap_x2 v[101:102], v[26:27], v[32:35] offset:1668 glc slc
flat_atomic_cmpswap_x2 v[205:206], v[194:195], v[4:7] offset:1211 glc dlc
flat_atomic_cmpswap_x2 v[8:9], v[21:22], v[225:228] glc
flat_atomic_cmpswap_x2 v[227:228], v[199:200], v[1:4] offset:1016 glc
global_atomic_cmpswap_x2 v[20:21], v[224:227], off offset:291
global_atomic_cmpswap_x2 v36, v[252:255], s[90:91] offset:-1546 slc
global_atomic_cmpswap_x2 v[14:15], v[205:208], off offset:1017 slc
global_atomic_cmpswap_x2 v8, v[171:174], s[70:71] offset:870
global_atomic_cmpswap_x2 v[200:201], v[17:18], v[2:5], off offset:131 glc
global_atomic_cmpswap_x2 v[59:60], v12, v[87:90], s[16:17] offset:1859 glc slc
global_atomic_cmpswap_x2 v[9:10], v[149:150], v[116:119], off glc dlc
global_atomic_cmpswap_x2 v[2:3], v[162:163], v[15:18], off glc slc
flat_atomic_add_x2 v[160:161], v[90:91] offset:47
flat_atomic_add_x2 v[105:106], v[158:159]
flat_atomic_add_x2 v[111:112], v[9:10] slc
flat_atomic_add_x2 v[72:73], v[148:149] offset:1149
flat_atomic_add_x2 v[231:232], v[58:59], v[26:27] offset:69 glc
flat_atomic_add_x2 v[1:2], v[37:38], v[154:155] offset:1913 glc slc dlc
flat_atomic_add_x2 v[230:231], v[0:1], v[226:227] glc
flat_atomic_add_x2 v[9:10], v[103:104], v[91:92] offset:1892 glc
global_atomic_add_x2 v[254:255], v[18:19], off offset:-876 dlc
global_atomic_add_x2 v15, v[189:190], s[60:61] offset:-978 dlc
global_atomic_add_x2 v28, v[50:51], s[80:81] offset:833
global_atomic_add_x2 v29, v[196:197], s[46:47] slc
global_atomic_add_x2 v[220:221], v[3:4], v[121:122], off offset:1580 glc slc dlc
global_atomic_add_x2 v[149:150], v[86:87], v[123:124], off offset:-473 glc
global_atomic_add_x2 v[230:231], v255, v[29:30], s[40:41] offset:-1583 glc
global_atomic_add_x2 v[11:12], v[195:196], v[162:163], off offset:-468 glc slc
flat_atomic_sub_x2 v[254:255], v[141:142] offset:686 slc
flat_atomic_sub_x2 v[71:72], v[28:29] offset:894 slc
flat_atomic_sub_x2 v[11:12], v[167:168]
flat_atomic_sub_x2 v[162:163], v[0:1] offset:1664 slc dlc
flat_atomic_sub_x2 v[191:192], v[8:9], v[196:197] offset:793 glc slc
flat_atomic_sub_x2 v[43:44], v[220:221], v[254:255] offset:1830 glc
flat_atomic_sub_x2 v[254:255], v[1:2], v[136:137] offset:1557 glc
flat_atomic_sub_x2 v[29:30], v[9:10], v[29:30] glc dlc
global_atomic_sub_x2 v[132:133], v[9:10], off offset:299
global_atomic_sub_x2 v0, v[118:119], s[102:103]
global_atomic_sub_x2 v[180:181], v[250:251], off offset:-901
global_atomic_sub_x2 v[198:199], v[241:242], off
global_atomic_sub_x2 v[170:171], v62, v[2:3], s[66:67] glc
global_atomic_sub_x2 v[11:12], v6, v[21:22], s[0:1] offset:141 glc
global_atomic_sub_x2 v[144:145], v[18:19], v[73:74], off offset:1237 glc
global_atomic_sub_x2 v[0:1], v[254:255], v[254:255], off offset:1216 glc
flat_atomic_smin_x2 v[26:27], v[59:60] offset:1903
flat_atomic_smin_x2 v[161:162], v[1:2] offset:1270
flat_atomic_smin_x2 v[162:163], v[179:180] offset:1080 slc dlc
flat_atomic_smin_x2 v[16:17], v[39:40] offset:1592 dlc
flat_atomic_smin_x2 v[254:255], v[198:199], v[13:14] glc
flat_atomic_smin_x2 v[179:180], v[22:23], v[143:144] glc
flat_atomic_smin_x2 v[17:18], v[3:4], v[254:255] offset:1398 glc slc
flat_atomic_smin_x2 v[156:157], v[213:214], v[199:200] offset:1992 glc dlc
global_atomic_smin_x2 v176, v[123:124], s[40:41] offset:1895 slc
global_atomic_smin_x2 v[254:255], v[96:97], off offset:1240 slc
global_atomic_smin_x2 v189, v[22:23], s[54:55] offset:-19 slc
global_atomic_smin_x2 v[0:1], v[18:19], off slc
global_atomic_smin_x2 v[15:16], v18, v[42:43], s[24:25] glc slc
global_atomic_smin_x2 v[29:30], v[134:135], v[3:4], off offset:1092 glc slc dlc
global_atomic_smin_x2 v[121:122], v[1:2], v[135:136], off offset:-345 glc dlc
global_atomic_smin_x2 v[239:240], v[182:183], v[90:91], off offset:1643 glc slc dlc
flat_atomic_umin_x2 v[254:255], v[92:93] offset:802 slc
flat_atomic_umin_x2 v[254:255], v[105:106] offset:1718
flat_atomic_umin_x2 v[117:118], v[148:149] offset:1404 slc
flat_atomic_umin_x2 v[192:193], v[84:85] offset:1339
flat_atomic_umin_x2 v[21:22], v[117:118], v[2:3] offset:674 glc slc
flat_atomic_umin_x2 v[237:238], v[27:28], v[175:176] offset:488 glc slc dlc
flat_atomic_umin_x2 v[5:6], v[5:6], v[39:40] offset:1804 glc slc
flat_atomic_umin_x2 v[22:23], v[254:255], v[19:20] glc slc dlc
global_atomic_umin_x2 v213, v[6:7], s[32:33]
global_atomic_umin_x2 v3, v[144:145], s[38:39] offset:656 slc dlc
global_atomic_umin_x2 v43, v[13:14], s[84:85] offset:-906 slc dlc
global_atomic_umin_x2 v[161:162], v[95:96], off offset:1529
global_atomic_umin_x2 v[143:144], v[22:23], v[237:238], off offset:-641 glc dlc
global_atomic_umin_x2 v[15:16], v[15:16], v[30:31], off glc dlc
global_atomic_umin_x2 v[157:158], v[6:7], v[5:6], off offset:766 glc slc dlc
global_atomic_umin_x2 v[254:255], v[18:19], v[104:105], off glc dlc
flat_atomic_smax_x2 v[15:16], v[220:221]
flat_atomic_smax_x2 v[21:22], v[24:25] offset:1298 slc
flat_atomic_smax_x2 v[30:31], v[16:17] offset:100
flat_atomic_smax_x2 v[254:255], v[20:21] offset:1779
flat_atomic_smax_x2 v[38:39], v[8:9], v[149:150] offset:228 glc slc
flat_atomic_smax_x2 v[221:222], v[107:108], v[22:23] glc slc dlc
flat_atomic_smax_x2 v[254:255], v[145:146], v[254:255] offset:78 glc
flat_atomic_smax_x2 v[27:28], v[102:103], v[45:46] offset:86 glc
global_atomic_smax_x2 v49, v[132:133], s[48:49] offset:-1463
global_atomic_smax_x2 v[6:7], v[35:36], off offset:1912
global_atomic_smax_x2 v[28:29], v[158:159], off slc
global_atomic_smax_x2 v187, v[28:29], s[46:47] dlc
global_atomic_smax_x2 v[22:23], v[9:10], v[11:12], off offset:1852 glc slc
global_atomic_smax_x2 v[137:138], v255, v[254:255], s[46:47] offset:1608 glc slc
global_atomic_smax_x2 v[63:64], v[8:9], v[247:248], off offset:-258 glc
global_atomic_smax_x2 v[4:5], v28, v[205:206], s[48:49] offset:-1290 glc
flat_atomic_umax_x2 v[35:36], v[119:120] offset:1944
flat_atomic_umax_x2 v[24:25], v[227:228] offset:681
flat_atomic_umax_x2 v[7:8], v[25:26] slc
flat_atomic_umax_x2 v[112:113], v[13:14] offset:200 dlc
flat_atomic_umax_x2 v[150:151], v[119:120], v[107:108] glc slc
flat_atomic_umax_x2 v[16:17], v[141:142], v[18:19] offset:826 glc
flat_atomic_umax_x2 v[110:111], v[38:39], v[140:141] glc slc dlc
flat_atomic_umax_x2 v[31:32], v[7:8], v[85:86] offset:1450 glc
global_atomic_umax_x2 v134, v[26:27], s[104:105] offset:-1010 dlc
global_atomic_umax_x2 v[114:115], v[14:15], off offset:160 slc
global_atomic_umax_x2 v197, v[71:72], s[78:79] offset:-1512 dlc
global_atomic_umax_x2 v90, v[236:237], s[100:101] offset:1390 slc
global_atomic_umax_x2 v[28:29], v140, v[30:31], s[54:55] offset:1383 glc slc
global_atomic_umax_x2 v[23:24], v225, v[12:13], s[88:89] offset:-602 glc slc
global_atomic_umax_x2 v[29:30], v181, v[254:255], s[42:43] offset:304 glc dlc
global_atomic_umax_x2 v[4:5], v[161:162], v[14:15], off glc dlc
flat_atomic_and_x2 v[111:112], v[0:1] slc
flat_atomic_and_x2 v[49:50], v[21:22] offset:159 slc
flat_atomic_and_x2 v[29:30], v[10:11] offset:1926 dlc
flat_atomic_and_x2 v[28:29], v[118:119]
flat_atomic_and_x2 v[106:107], v[18:19], v[131:132] offset:474 glc
flat_atomic_and_x2 v[249:250], v[222:223], v[23:24] offset:951 glc dlc
flat_atomic_and_x2 v[254:255], v[16:17], v[4:5] offset:861 glc slc dlc
flat_atomic_and_x2 v[81:82], v[2:3], v[140:141] glc slc dlc
global_atomic_and_x2 v[134:135], v[103:104], off
global_atomic_and_x2 v101, v[20:21], s[76:77] slc
global_atomic_and_x2 v[1:2], v[106:107], off offset:-565 dlc
global_atomic_and_x2 v[12:13], v[9:10], off offset:662 dlc
global_atomic_and_x2 v[254:255], v[14:15], v[10:11], off offset:-27 glc
global_atomic_and_x2 v[87:88], v8, v[19:20], s[18:19] glc
global_atomic_and_x2 v[77:78], v[239:240], v[26:27], off offset:-1789 glc
global_atomic_and_x2 v[5:6], v50, v[1:2], s[90:91] offset:1829 glc
flat_atomic_or_x2 v[254:255], v[204:205] offset:1506 slc
flat_atomic_or_x2 v[15:16], v[28:29] offset:1567 slc
flat_atomic_or_x2 v[236:237], v[193:194] offset:1289 slc dlc
flat_atomic_or_x2 v[90:91], v[16:17] offset:1712 slc dlc
flat_atomic_or_x2 v[103:104], v[23:24], v[113:114] glc dlc
flat_atomic_or_x2 v[254:255], v[8:9], v[5:6] offset:1542 glc
flat_atomic_or_x2 v[180:181], v[20:21], v[145:146] glc slc dlc
flat_atomic_or_x2 v[13:14], v[11:12], v[80:81] offset:538 glc dlc
global_atomic_or_x2 v[16:17], v[239:240], off offset:332
global_atomic_or_x2 v12, v[114:115], s[24:25] slc
global_atomic_or_x2 v125, v[9:10], s[28:29] offset:-167 slc dlc
global_atomic_or_x2 v[21:22], v[93:94], off offset:2047
global_atomic_or_x2 v[30:31], v167, v[134:135], s[22:23] offset:-2031 glc slc
global_atomic_or_x2 v[18:19], v7, v[217:218], s[102:103] offset:1037 glc
global_atomic_or_x2 v[135:136], v106, v[116:117], s[82:83] offset:-1852 glc
global_atomic_or_x2 v[26:27], v[30:31], v[84:85], off glc slc dlc
flat_atomic_xor_x2 v[102:103], v[221:222] dlc
flat_atomic_xor_x2 v[165:166], v[4:5] offset:110 dlc
flat_atomic_xor_x2 v[254:255], v[81:82]
flat_atomic_xor_x2 v[31:32], v[21:22] offset:162
flat_atomic_xor_x2 v[23:24], v[7:8], v[213:214] offset:648 glc dlc
flat_atomic_xor_x2 v[201:202], v[232:233], v[194:195] offset:1439 glc
flat_atomic_xor_x2 v[30:31], v[108:109], v[12:13] glc dlc
flat_atomic_xor_x2 v[9:10], v[20:21], v[59:60] offset:849 glc slc
global_atomic_xor_x2 v[185:186], v[254:255], off offset:2041
global_atomic_xor_x2 v11, v[99:100], s[34:35] offset:-1787 dlc
global_atomic_xor_x2 v218, v[23:24], s[76:77] offset:584 dlc
global_atomic_xor_x2 v2, v[59:60], s[30:31] offset:1457
global_atomic_xor_x2 v[21:22], v29, v[254:255], s[44:45] offset:-1440 glc
global_atomic_xor_x2 v[254:255], v[164:165], v[27:28], off offset:-826 glc
global_atomic_xor_x2 v[26:27], v[185:186], v[19:20], off offset:1431 glc slc dlc
global_atomic_xor_x2 v[233:234], v23, v[71:72], s[92:93] offset:-1781 glc dlc
flat_atomic_inc_x2 v[19:20], v[7:8] offset:1273
flat_atomic_inc_x2 v[254:255], v[37:38] offset:801 dlc
flat_atomic_inc_x2 v[10:11], v[2:3] offset:245
flat_atomic_inc_x2 v[243:244], v[249:250] dlc
flat_atomic_inc_x2 v[254:255], v[199:200], v[12:13] offset:422 glc dlc
flat_atomic_inc_x2 v[60:61], v[29:30], v[7:8] offset:1979 glc
flat_atomic_inc_x2 v[196:197], v[190:191], v[249:250] offset:763 glc dlc
flat_atomic_inc_x2 v[227:228], v[176:177], v[242:243] offset:1561 glc slc
global_atomic_inc_x2 v94, v[9:10], s[58:59] offset:-879 dlc
global_atomic_inc_x2 v[88:89], v[229:230], off slc dlc
global_atomic_inc_x2 v[208:209], v[139:140], off offset:1217 slc
global_atomic_inc_x2 v[129:130], v[196:197], off offset:-1178
global_atomic_inc_x2 v[127:128], v79, v[15:16], s[52:53] glc
global_atomic_inc_x2 v[9:10], v23, v[254:255], s[16:17] glc slc
global_atomic_inc_x2 v[126:127], v64, v[23:24], s[84:85] offset:1173 glc
global_atomic_inc_x2 v[254:255], v1, v[3:4], s[22:23] offset:-1563 glc slc
flat_atomic_dec_x2 v[210:211], v[177:178] offset:1635
flat_atomic_dec_x2 v[13:14], v[254:255]
flat_atomic_dec_x2 v[4:5], v[19:20] offset:1733 dlc
flat_atomic_dec_x2 v[217:218], v[160:161] slc
flat_atomic_dec_x2 v[95:96], v[185:186], v[13:14] offset:613 glc
flat_atomic_dec_x2 v[1:2], v[8:9], v[19:20] offset:1033 glc
flat_atomic_dec_x2 v[27:28], v[53:54], v[205:206] offset:21 glc dlc
flat_atomic_dec_x2 v[163:164], v[131:132], v[212:213] glc slc
global_atomic_dec_x2 v[41:42], v[20:21], off slc
global_atomic_dec_x2 v22, v[200:201], s[46:47] offset:-1236 slc dlc
global_atomic_dec_x2 v[166:167], v[82:83], off offset:-102
global_atomic_dec_x2 v[47:48], v[12:13], off offset:1575 slc dlc
global_atomic_dec_x2 v[24:25], v[195:196], v[158:159], off offset:-392 glc
global_atomic_dec_x2 v[228:229], v[88:89], v[131:132], off glc
global_atomic_dec_x2 v[64:65], v[187:188], v[8:9], off offset:1568 glc dlc
global_atomic_dec_x2 v[254:255], v[23:24], v[127:128], off offset:-981 glc
flat_atomic_fcmpswap_x2 v[159:160], v[28:31]
flat_atomic_fcmpswap_x2 v[8:9], v[20:23] slc dlc
flat_atomic_fcmpswap_x2 v[250:251], v[252:255] offset:109 slc
flat_atomic_fcmpswap_x2 v[235:236], v[153:156] offset:314 slc
flat_atomic_fcmpswap_x2 v[91:92], v[233:234], v[125:128] offset:49 glc slc dlc
flat_atomic_fcmpswap_x2 v[179:180], v[249:250], v[19:22] offset:1235 glc slc
flat_atomic_fcmpswap_x2 v[197:198], v[1:2], v[114:117] offset:508 glc slc
flat_atomic_fcmpswap_x2 v[123:124], v[19:20], v[82:85] offset:1765 glc slc
global_atomic_fcmpswap_x2 v196, v[168:171], s[100:101] offset:-1678 dlc
global_atomic_fcmpswap_x2 v[123:124], v[31:34], off offset:-385 slc
global_atomic_fcmpswap_x2 v8, v[178:181], s[102:103] dlc
global_atomic_fcmpswap_x2 v174, v[21:24], s[12:13] offset:-926 slc
global_atomic_fcmpswap_x2 v[146:147], v114, v[34:37], s[88:89] offset:-349 glc slc
global_atomic_fcmpswap_x2 v[198:199], v[207:208], v[252:255], off offset:-681 glc slc
global_atomic_fcmpswap_x2 v[12:13], v197, v[153:156], s[2:3] glc slc dlc
global_atomic_fcmpswap_x2 v[63:64], v[110:111], v[15:18], off offset:-164 glc dlc
flat_atomic_fmin_x2 v[161:162], v[56:57] offset:662
flat_atomic_fmin_x2 v[18:19], v[26:27] offset:567
flat_atomic_fmin_x2 v[8:9], v[116:117]
flat_atomic_fmin_x2 v[6:7], v[9:10]
flat_atomic_fmin_x2 v[4:5], v[131:132], v[154:155] offset:913 glc
flat_atomic_fmin_x2 v[211:212], v[93:94], v[164:165] glc slc
flat_atomic_fmin_x2 v[18:19], v[7:8], v[237:238] offset:173 glc dlc
flat_atomic_fmin_x2 v[158:159], v[192:193], v[3:4] offset:1573 glc
global_atomic_fmin_x2 v[28:29], v[31:32], off offset:432 slc dlc
global_atomic_fmin_x2 v[252:253], v[50:51], off offset:-1714 dlc
global_atomic_fmin_x2 v[30:31], v[82:83], off offset:997 slc
global_atomic_fmin_x2 v255, v[9:10], s[76:77] offset:14 slc
global_atomic_fmin_x2 v[124:125], v103, v[252:253], s[60:61] offset:-1748 glc
global_atomic_fmin_x2 v[12:13], v17, v[18:19], s[94:95] offset:1134 glc dlc
global_atomic_fmin_x2 v[156:157], v[254:255], v[29:30], off offset:-284 glc dlc
global_atomic_fmin_x2 v[1:2], v255, v[3:4], s[40:41] offset:1716 glc slc
flat_atomic_fmax_x2 v[85:86], v[0:1] dlc
flat_atomic_fmax_x2 v[25:26], v[74:75] offset:1511 dlc
flat_atomic_fmax_x2 v[141:142], v[153:154] offset:1651
flat_atomic_fmax_x2 v[204:205], v[172:173] offset:495 slc
flat_atomic_fmax_x2 v[17:18], v[125:126], v[178:179] offset:2020 glc dlc
flat_atomic_fmax_x2 v[115:116], v[112:113], v[174:175] offset:1448 glc slc
flat_atomic_fmax_x2 v[233:234], v[50:51], v[3:4] glc
flat_atomic_fmax_x2 v[0:1], v[25:26], v[233:234] offset:985 glc slc dlc
global_atomic_fmax_x2 v[16:17], v[176:177], off dlc
global_atomic_fmax_x2 v[73:74], v[10:11], off
global_atomic_fmax_x2 v[74:75], v[21:22], off offset:352
global_atomic_fmax_x2 v109, v[129:130], s[44:45] offset:-154 slc dlc
global_atomic_fmax_x2 v[254:255], v73, v[18:19], s[10:11] offset:1366 glc dlc
global_atomic_fmax_x2 v[15:16], v255, v[31:32], s[46:47] glc slc
global_atomic_fmax_x2 v[254:255], v[21:22], v[158:159], off glc slc
global_atomic_fmax_x2 v[3:4], v31, v[94:95], s[64:65] glc dlc
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
v_mul_f32_e64 v1, 0.5, v2
v_fma_f32 v1, v2, 0.5, v3
v_pk_add_f16 v1, 0.5, v2
s_add_u32 s1, 0.5, s2
s_mov_b64 s[0:1], -0.5
v_add_f16 v1, -0.5, v2
v_add_f64 v[0:1], -0.5, v[2:3]
v_mul_f32_e64 v1, -0.5, v2
v_fma_f32 v1, v2, -0.5, v3
v_pk_add_f16 v1, -0.5, v2
s_add_u32 s1, -0.5, s2
s_mov_b64 s[0:1], 1.0
v_add_f16 v1, 1.0, v2
v_add_f64 v[0:1], 1.0, v[2:3]
v_mul_f32_e64 v1, 1.0, v2
v_fma_f32 v1, v2, 1.0, v3
v_pk_add_f16 v1, 1.0, v2
s_add_u32 s1, 1.0, s2
s_mov_b64 s[0:1], -1.0
v_add_f16 v1, -1.0, v2
v_add_f64 v[0:1], -1.0, v[2:3]
v_mul_f32_e64 v1, -1.0, v2
v_fma_f32 v1, v2, -1.0, v3
v_pk_add_f16 v1, -1.0, v2
s_add_u32 s1, -1.0, s2
s_mov_b64 s[0:1], 2.0
v_add_f16 v1, 2.0, v2
v_add_f64 v[0:1], 2.0, v[2:3]
v_mul_f32_e64 v1, 2.0, v2
v_fma_f32 v1, v2, 2.0, v3
v_pk_add_f16 v1, 2.0, v2
s_add_u32 s1, 2.0, s2
s_mov_b64 s[0:1], -2.0
v_add_f16 v1, -2.0, v2
v_add_f64 v[0:1], -2.0, v[2:3]
v_mul_f32_e64 v1, -2.0, v2
v_fma_f32 v1, v2, -2.0, v3
v_pk_add_f16 v1, -2.0, v2
s_add_u32 s1, -2.0, s2
s_mov_b64 s[0:1], 4.0
v_add_f16 v1, 4.0, v2
v_add_f64 v[0:1], 4.0, v[2:3]
v_mul_f32_e64 v1, 4.0, v2
v_fma_f32 v1, v2, 4.0, v3
v_pk_add_f16 v1, 4.0, v2
s_add_u32 s1, 4.0, s2
s_mov_b64 s[0:1], -4.0
v_add_f16 v1, -4.0, v2
v_add_f64 v[0:1], -4.0, v[2:3]
v_mul_f32_e64 v1, -4.0, v2
v_fma_f32 v1, v2, -4.0, v3
v_pk_add_f16 v1, -4.0, v2
s_add_u32 s1, -4.0, s2
v_add_f16 v1, 0.15915494, v2
v_mul_f32_e64 v1, 0.15915494, v2
v_fma_f32 v1, v2, 0.15915494, v3
v_pk_add_f16 v1, 0.15915494, v2
s_add_u32 s1, 0.15915494, s2
s_mov_b64 s[0:1], -16
v_add_f16 v1, -16, v2
v_add_f64 v[0:1], -16, v[2:3]
v_mul_f32_e64 v1, -16, v2
v_fma_f32 v1, v2, -16, v3
v_pk_add_f16 v1, -16, v2
s_add_u32 s1, -16, s2
s_mov_b64 s[0:1], 64
v_add_f16 v1, 64, v2
v_add_f64 v[0:1], 64, v[2:3]
v_mul_f32_e64 v1, 64, v2
v_fma_f32 v1, v2, 64, v3
v_pk_add_f16 v1, 64, v2
s_add_u32 s1, 64, s2
s_mov_b64 s[0:1], 0
v_add_f16 v1, 0, v2
v_add_f64 v[0:1], 0, v[2:3]
v_mul_f32_e64 v1, 0, v2
v_fma_f32 v1, v2, 0, v3
v_pk_add_f16 v1, 0, v2
s_add_u32 s1, 0, s2
s_mov_b64 s[0:1], -1
v_add_f16 v1, -1, v2
v_add_f64 v[0:1], -1, v[2:3]
v_mul_f32_e64 v1, -1, v2
v_fma_f32 v1, v2, -1, v3
v_pk_add_f16 v1, -1, v2
s_add_u32 s1, -1, s2
s_mov_b64 s[0:1], 17
v_add_f16 v1, 17, v2
v_add_f64 v[0:1], 17, v[2:3]
v_mul_f32_e64 v1, 17, v2
v_fma_f32 v1, v2, 17, v3
v_pk_add_f16 v1, 17, v2
s_add_u32 s1, 17, s2
s_mov_b32 s5, 0x12345678
s_add_u32 s1, s2, 0x12345678
s_mov_b64 s[4:5], 0x12345678
v_mov_b32 v5, 0x12345678
v_add_f32 v1, 0x12345678, v2
v_add_f64 v[0:1], 0x12345678, v[2:3]
v_cmp_lt_f32 vcc_lo, 0x12345678, v2
v_and_b32 v1, 0x12345678, v2
v_fma_f32 v1, v2, 0x12345678, v3
v_add3_u32 v1, 0x12345678, v2, 0x12345678
v_pk_mul_f16 v1, 0x12345678, v2
s_mov_b32 s5, -12345
s_add_u32 s1, s2, -12345
s_mov_b64 s[4:5], -12345
v_mov_b32 v5, -12345
v_add_f32 v1, -12345, v2
v_add_f16 v1, -12345, v2
v_add_f64 v[0:1], -12345, v[2:3]
v_cmp_lt_f32 vcc_lo, -12345, v2
v_and_b32 v1, -12345, v2
v_fma_f32 v1, v2, -12345, v3
v_add3_u32 v1, -12345, v2, -12345
v_pk_mul_f16 v1, -12345, v2
s_mov_b32 s5, 1.5
s_add_u32 s1, s2, 1.5
v_mov_b32 v5, 1.5
v_add_f32 v1, 1.5, v2
v_add_f16 v1, 1.5, v2
v_add_f64 v[0:1], 1.5, v[2:3]
v_cmp_lt_f32 vcc_lo, 1.5, v2
v_and_b32 v1, 1.5, v2
v_fma_f32 v1, v2, 1.5, v3
v_add3_u32 v1, 1.5, v2, 1.5
v_pk_mul_f16 v1, 1.5, v2
s_mov_b32 s5, -1.5
s_add_u32 s1, s2, -1.5
v_mov_b32 v5, -1.5
v_add_f32 v1, -1.5, v2
v_add_f16 v1, -1.5, v2
v_add_f64 v[0:1], -1.5, v[2:3]
v_cmp_lt_f32 vcc_lo, -1.5, v2
v_and_b32 v1, -1.5, v2
v_fma_f32 v1, v2, -1.5, v3
v_add3_u32 v1, -1.5, v2, -1.5
v_pk_mul_f16 v1, -1.5, v2
s_mov_b32 s5, 0xdeadbeef
s_add_u32 s1, s2, 0xdeadbeef
s_mov_b64 s[4:5], 0xdeadbeef
v_mov_b32 v5, 0xdeadbeef
v_add_f32 v1, 0xdeadbeef, v2
v_add_f64 v[0:1], 0xdeadbeef, v[2:3]
v_cmp_lt_f32 vcc_lo, 0xdeadbeef, v2
v_and_b32 v1, 0xdeadbeef, v2
v_fma_f32 v1, v2, 0xdeadbeef, v3
v_add3_u32 v1, 0xdeadbeef, v2, 0xdeadbeef
v_pk_mul_f16 v1, 0xdeadbeef, v2
s_mov_b32 s5, 0.1
s_add_u32 s1, s2, 0.1
v_mov_b32 v5, 0.1
v_add_f32 v1, 0.1, v2
v_add_f16 v1, 0.1, v2
v_cmp_lt_f32 vcc_lo, 0.1, v2
v_and_b32 v1, 0.1, v2
v_fma_f32 v1, v2, 0.1, v3
v_add3_u32 v1, 0.1, v2, 0.1
v_pk_mul_f16 v1, 0.1, v2
s_mov_b32 s5, 3.14159
s_add_u32 s1, s2, 3.14159
v_mov_b32 v5, 3.14159
v_add_f32 v1, 3.14159, v2
v_add_f16 v1, 3.14159, v2
v_cmp_lt_f32 vcc_lo, 3.14159, v2
v_and_b32 v1, 3.14159, v2
v_fma_f32 v1, v2, 3.14159, v3
v_add3_u32 v1, 3.14159, v2, 3.14159
v_pk_mul_f16 v1, 3.14159, v2
s_mov_b32 s5, -100000
s_add_u32 s1, s2, -100000
s_mov_b64 s[4:5], -100000
v_mov_b32 v5, -100000
v_add_f32 v1, -100000, v2
v_add_f64 v[0:1], -100000, v[2:3]
v_cmp_lt_f32 vcc_lo, -100000, v2
v_and_b32 v1, -100000, v2
v_fma_f32 v1, v2, -100000, v3
v_add3_u32 v1, -100000, v2, -100000
v_pk_mul_f16 v1, -100000, v2
s_mov_b32 s5, 0x3e00
s_add_u32 s1, s2, 0x3e00
s_mov_b64 s[4:5], 0x3e00
v_mov_b32 v5, 0x3e00
v_add_f32 v1, 0x3e00, v2
v_add_f16 v1, 0x3e00, v2
v_add_f64 v[0:1], 0x3e00, v[2:3]
v_cmp_lt_f32 vcc_lo, 0x3e00, v2
s_cmpk_eq_u32 s1, 0x3e00
v_and_b32 v1, 0x3e00, v2
v_fma_f32 v1, v2, 0x3e00, v3
v_add3_u32 v1, 0x3e00, v2, 0x3e00
v_pk_mul_f16 v1, 0x3e00, v2
s_mov_b32 s5, 0xffffffff
s_add_u32 s1, s2, 0xffffffff
s_mov_b64 s[4:5], 0xffffffff
v_mov_b32 v5, 0xffffffff
v_add_f32 v1, 0xffffffff, v2
v_add_f64 v[0:1], 0xffffffff, v[2:3]
v_cmp_lt_f32 vcc_lo, 0xffffffff, v2
v_and_b32 v1, 0xffffffff, v2
v_fma_f32 v1, v2, 0xffffffff, v3
v_add3_u32 v1, 0xffffffff, v2, 0xffffffff
v_pk_mul_f16 v1, 0xffffffff, v2
s_mov_b32 s5, 65535
s_add_u32 s1, s2, 65535
s_mov_b64 s[4:5], 65535
v_mov_b32 v5, 65535
v_add_f32 v1, 65535, v2
v_add_f16 v1, 65535, v2
v_add_f64 v[0:1], 65535, v[2:3]
v_cmp_lt_f32 vcc_lo, 65535, v2
s_cmpk_eq_u32 s1, 65535
v_and_b32 v1, 65535, v2
v_fma_f32 v1, v2, 65535, v3
v_add3_u32 v1, 65535, v2, 65535
v_pk_mul_f16 v1, 65535, v2
s_mov_b32 s5, 0x1
s_add_u32 s1, s2, 0x1
s_mov_b64 s[4:5], 0x1
v_mov_b32 v5, 0x1
v_add_f32 v1, 0x1, v2
v_add_f16 v1, 0x1, v2
v_add_f64 v[0:1], 0x1, v[2:3]
v_cmp_lt_f32 vcc_lo, 0x1, v2
s_cmpk_eq_u32 s1, 0x1
v_and_b32 v1, 0x1, v2
v_fma_f32 v1, v2, 0x1, v3
v_add3_u32 v1, 0x1, v2, 0x1
v_pk_mul_f16 v1, 0x1, v2
s_mov_b32 s5, 1e10
s_add_u32 s1, s2, 1e10
v_mov_b32 v5, 1e10
v_add_f32 v1, 1e10, v2
v_cmp_lt_f32 vcc_lo, 1e10, v2
v_and_b32 v1, 1e10, v2
v_fma_f32 v1, v2, 1e10, v3
v_add3_u32 v1, 1e10, v2, 1e10
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
s_mov_b32 s7, null
v_mov_b32 v7, null
s_add_u32 s7, null, 1
v_add_f32_e64 v7, null, v1
s_mov_b32 null, s7
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
s_mov_b64 s[6:7], s[104:105]
s_mov_b64 s[104:105], s[6:7]
s_and_b64 s[6:7], s[104:105], exec
s_mov_b64 s[6:7], null
s_mov_b64 null, s[6:7]
s_and_b64 s[6:7], null, exec
v_mov_b32 v1, src_lds_direct
v_mov_b32 v1, lds_direct
s_mov_b32 s105, s0
v_mov_b32 v255, v0
s_load_dwordx16 s[88:103], s[2:3], 0x0
s_waitcnt 0xe17b
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(31)
s_waitcnt 0xd3d6
s_waitcnt expcnt(1) lgkmcnt(0)
s_waitcnt vmcnt(0)
s_waitcnt expcnt(0), lgkmcnt(0)
s_waitcnt lgkmcnt(8)
s_waitcnt lgkmcnt(41)
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt expcnt(7)
s_waitcnt 0xa75c
s_waitcnt vmcnt(0), lgkmcnt(39)
s_waitcnt vmcnt(55), expcnt(0), lgkmcnt(27)
s_waitcnt 0x9816
s_waitcnt vmcnt(13) & expcnt(0) & lgkmcnt(50)
s_waitcnt lgkmcnt(55)
s_waitcnt lgkmcnt(0)
s_waitcnt expcnt(3)
s_waitcnt vmcnt(48), expcnt(0)
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(38)
s_waitcnt vmcnt(24) expcnt(0) lgkmcnt(22)
s_waitcnt vmcnt(0) expcnt(0)
s_waitcnt 0
s_waitcnt expcnt(0)
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
s_waitcnt_vscnt null, 0x0
s_waitcnt_vscnt s1, 0x10
s_waitcnt_vmcnt null, 0x3
s_waitcnt_lgkmcnt null, 0x0
s_waitcnt_expcnt null, 0x1
s_waitcnt_depctr depctr_vm_vsrc(0)
s_waitcnt_depctr 0xffe3
s_getreg_b32 s1, hwreg(HW_REG_MODE)
s_setreg_b32 hwreg(HW_REG_MODE, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_STATUS)
s_setreg_b32 hwreg(HW_REG_STATUS, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)
s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 8), s2
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
s_getreg_b32 s1, hwreg(HW_REG_FLAT_SCR_LO)
s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_FLAT_SCR_HI)
s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_HW_ID1)
s_setreg_b32 hwreg(HW_REG_HW_ID1, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_HW_ID2)
s_setreg_b32 hwreg(HW_REG_HW_ID2, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_POPS_PACKER)
s_setreg_b32 hwreg(HW_REG_POPS_PACKER, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SHADER_CYCLES)
s_setreg_b32 hwreg(HW_REG_SHADER_CYCLES, 0, 8), s2
s_getreg_b32 s3, hwreg(HW_REG_TBA_LO)
s_setreg_imm32_b32 hwreg(HW_REG_TMA_LO, 31, 1), 0xdffb5cd7
s_getreg_b32 s3, hwreg(HW_REG_TBA_HI, 24, 4)
s_setreg_imm32_b32 hwreg(8, 4, 4), 0xc94707d7
s_getreg_b32 s3, hwreg(HW_REG_SHADER_CYCLES)
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI), 0x47d2bc57
s_getreg_b32 s3, hwreg(HW_REG_HW_ID2, 18, 5)
s_setreg_imm32_b32 hwreg(17, 2, 5), 0x8b31becb
s_getreg_b32 s3, hwreg(HW_REG_FLAT_SCR_HI)
s_setreg_imm32_b32 hwreg(HW_REG_IB_STS), 0xf2973896
s_getreg_b32 s3, hwreg(HW_REG_TBA_HI, 26, 3)
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI), 0x8b1fb5d1
s_getreg_b32 s3, hwreg(13, 3, 2)
s_setreg_imm32_b32 hwreg(HW_REG_STATUS), 0xc1fbd8e4
s_setreg_imm32_b32 hwreg(HW_REG_LDS_ALLOC), 0xb29c41bc
s_getreg_b32 s3, hwreg(HW_REG_TMA_LO)
s_setreg_imm32_b32 hwreg(HW_REG_SH_MEM_BASES), 0x6e2e476d
s_getreg_b32 s3, hwreg(HW_REG_HW_ID1, 13, 16)
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_LO, 1, 29), 0x5464e1f7
s_getreg_b32 s3, hwreg(HW_REG_FLAT_SCR_LO)
s_setreg_imm32_b32 hwreg(HW_REG_SH_MEM_BASES), 0x8bdcdb18
s_getreg_b32 s3, hwreg(HW_REG_TRAPSTS, 15, 16)
s_setreg_imm32_b32 hwreg(HW_REG_IB_STS, 21, 8), 0xbffb80e1
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(MSG_GET_DOORBELL)
s_sendmsg sendmsg(MSG_GET_DDID)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT)
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
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)
s_sendmsg 0x22
s_sendmsg sendmsg(2, 2, 0)
buffer_load_format_x v211, v179, s[44:47], 58 offen offset:1426 slc
buffer_load_ushort v6, v12, s[64:67], s97 idxen slc
buffer_store_dword v25, v70, s[76:79], s48 offen offset:3060 slc
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
tbuffer_load_format_x v160, v23, s[4:7], -15 format:[BUF_FMT_8_SSCALED] offen glc slc dlc
tbuffer_load_format_x v210, v22, s[56:59], m0 format:73 offen offset:2236
tbuffer_load_format_x v40, v200, s[28:31], s9 format:98 idxen glc dlc
tbuffer_load_format_x v105, v214, s[0:3], m0 format:[BUF_FMT_32_32_FLOAT] idxen offset:3777 slc
tbuffer_load_format_x v3, off, s[8:11], s8 slc
tbuffer_load_format_xy v[1:2], v100, s[28:31], m0 format:[BUF_FMT_8_8_8_8_USCALED] offen
tbuffer_load_format_xy v[47:48], off, s[36:39], m0 format:[BUF_FMT_32_32_32_32_FLOAT] offset:1591 dlc
tbuffer_load_format_xy v[238:239], v14, s[24:27], s89 format:[BUF_FMT_10_11_11_UINT] idxen glc dlc
tbuffer_load_format_xy v[117:118], v82, s[48:51], s11 format:[BUF_FMT_2_10_10_10_SSCALED] offen offset:1715 glc slc
tbuffer_load_format_xy v[121:122], v15, s[24:27], s1 format:[BUF_FMT_8_8_UINT] offen offset:1431 slc
tbuffer_load_format_xyz v[253:255], v7, s[92:95], s88 offen offset:399 glc
tbuffer_load_format_xyz v[26:28], off, s[100:103], exec_hi format:[BUF_FMT_8_8_SNORM] offset:682 dlc
tbuffer_load_format_xyz v[82:84], v30, s[80:83], -12 offen slc dlc
tbuffer_load_format_xyz v[164:166], v191, s[36:39], m0 format:[BUF_FMT_2_10_10_10_UINT] offen offset:2073 slc dlc
tbuffer_load_format_xyzw v[228:231], off, s[64:67], 40 format:[BUF_FMT_2_10_10_10_UNORM] offset:2844 glc
tbuffer_load_format_xyzw v[103:106], off, s[92:95], 45 glc slc
tbuffer_load_format_xyzw v[52:55], v15, s[20:23], s80 offen offset:2082 glc slc
tbuffer_load_format_xyzw v[252:255], v18, s[32:35], exec_lo format:[BUF_FMT_8_SINT] offen offset:973 slc dlc
tbuffer_load_format_xyzw v[195:198], v250, s[12:15], exec_hi format:34 offen offset:4067 glc dlc
tbuffer_store_format_x v183, v5, s[12:15], m0 format:[BUF_FMT_11_11_10_USCALED] idxen slc
tbuffer_store_format_x v50, v50, s[64:67], vcc_lo format:[BUF_FMT_10_11_11_SINT] offen offset:537
tbuffer_store_format_x v3, off, s[68:71], 31 format:[BUF_FMT_16_UNORM] slc
tbuffer_store_format_xy v[254:255], v143, s[96:99], s103 format:[BUF_FMT_8_8_8_8_UINT] idxen offset:380 slc
tbuffer_store_format_xy v[184:185], v255, s[76:79], s59 format:[BUF_FMT_10_10_10_2_SSCALED] offen offset:786
tbuffer_store_format_xy v[254:255], v255, s[60:63], m0 format:122 offen offset:1267
tbuffer_store_format_xy v[2:3], off, s[40:43], s55 format:[BUF_FMT_16_16_FLOAT] glc slc
tbuffer_store_format_xyz v[66:68], off, s[52:55], s70 format:19 offset:2875 slc
tbuffer_store_format_xyz v[74:76], v187, ttmp[8:11], 33 format:[BUF_FMT_32_32_UINT] offen offset:576 dlc
tbuffer_store_format_xyz v[87:89], v255, s[32:35], s88 format:33 idxen glc slc dlc
tbuffer_store_format_xyz v[231:233], v29, s[68:71], s75 offen dlc
tbuffer_store_format_xyz v[31:33], v208, s[84:87], s6 format:117 idxen offset:3336 slc
tbuffer_store_format_xyzw v[234:237], v28, s[48:51], s94 format:12 idxen offset:618 slc
tbuffer_store_format_xyzw v[252:255], off, s[24:27], s56 format:[BUF_FMT_11_11_10_SSCALED] glc slc
tbuffer_store_format_xyzw v[16:19], v31, s[84:87], m0 format:[BUF_FMT_2_10_10_10_SINT] offen offset:2795
tbuffer_store_format_xyzw v[15:18], v172, s[16:19], s6 offen dlc
tbuffer_store_format_xyzw v[64:67], off, s[84:87], s56 format:[BUF_FMT_16_16_USCALED] offset:4090 slc dlc
tbuffer_store_format_xyzw v[17:20], v28, s[68:71], 53 format:[BUF_FMT_32_32_SINT] idxen glc dlc
tbuffer_load_format_d16_x v23, off, s[84:87], s13 format:14 dlc
tbuffer_load_format_d16_x v171, v255, s[44:47], s91 format:[BUF_FMT_11_11_10_FLOAT] offen offset:1499 glc slc
tbuffer_load_format_d16_x v142, v255, s[12:15], s50 format:[BUF_FMT_32_32_32_32_UINT] offen glc
tbuffer_load_format_d16_xy v53, off, s[36:39], m0 format:5 slc dlc
tbuffer_load_format_d16_xy v24, v255, s[56:59], 34 format:[BUF_FMT_8_SSCALED] offen
tbuffer_load_format_d16_xy v26, off, s[72:75], exec_lo format:84 offset:1378 slc
tbuffer_load_format_d16_xy v28, v84, s[32:35], m0 format:[BUF_FMT_8_SNORM] offen offset:1117 dlc
tbuffer_load_format_d16_xy v252, v182, s[4:7], 17 format:[BUF_FMT_32_32_32_32_UINT] offen glc
tbuffer_load_format_d16_xy v223, off, s[64:67], m0 format:25 offset:2060
tbuffer_load_format_d16_xy v20, v30, s[40:43], m0 idxen offset:3186 glc
tbuffer_load_format_d16_xy v7, v107, s[80:83], vcc_lo format:[BUF_FMT_8_UINT] offen offset:2058 slc
tbuffer_load_format_d16_xyz v[40:41], v30, s[40:43], 21 format:21 offen glc slc
tbuffer_load_format_d16_xyz v[17:18], v115, s[100:103], m0 format:[BUF_FMT_32_32_32_FLOAT] idxen offset:2808 slc
tbuffer_load_format_d16_xyz v[8:9], v156, s[72:75], s28 format:38 idxen offset:3577 glc slc
tbuffer_load_format_d16_xyz v[26:27], v162, s[68:71], 6 format:[BUF_FMT_16_16_16_16_UNORM] idxen glc dlc
tbuffer_load_format_d16_xyz v[183:184], v26, s[4:7], s26 format:[BUF_FMT_10_10_10_2_SINT] idxen offset:468
tbuffer_load_format_d16_xyz v[210:211], v19, s[20:23], m0 format:[BUF_FMT_8_UINT] idxen
tbuffer_load_format_d16_xyzw v[190:191], v149, s[8:11], 37 format:[BUF_FMT_11_11_10_SINT] offen offset:1705 glc slc dlc
tbuffer_load_format_d16_xyzw v[16:17], v104, s[48:51], s56 format:[BUF_FMT_32_32_32_32_UINT] offen offset:672 glc slc
tbuffer_store_format_d16_x v92, v25, s[52:55], 41 format:[BUF_FMT_2_10_10_10_SNORM] offen glc slc
tbuffer_store_format_d16_x v255, v0, s[0:3], 39 format:[BUF_FMT_10_11_11_USCALED] idxen offset:2314 glc slc
tbuffer_store_format_d16_x v6, v7, s[44:47], vcc_lo format:79 offen
tbuffer_store_format_d16_xy v86, v15, s[48:51], s52 format:46 idxen offset:4 dlc
tbuffer_store_format_d16_xy v83, v217, s[64:67], s43 format:3 offen offset:567 glc dlc
tbuffer_store_format_d16_xyz v[229:230], v255, s[32:35], m0 format:[BUF_FMT_16_16_16_16_FLOAT] offen offset:947 dlc
tbuffer_store_format_d16_xyz v[16:17], v137, s[28:31], s71 offen offset:200
tbuffer_store_format_d16_xyz v[24:25], off, s[60:63], s31 format:[BUF_FMT_16_SSCALED] offset:3924 glc
tbuffer_store_format_d16_xyz v[152:153], v27, s[96:99], m0 format:[BUF_FMT_32_FLOAT] offen offset:2151 glc
tbuffer_store_format_d16_xyz v[13:14], off, s[60:63], s103 offset:2590
tbuffer_store_format_d16_xyz v[254:255], v0, s[12:15], s49 offen offset:3719 glc
tbuffer_store_format_d16_xyzw v[1:2], v22, s[80:83], 34 format:[BUF_FMT_16_SINT] offen glc slc
tbuffer_store_format_d16_xyzw v[71:72], v99, s[56:59], exec_hi offen offset:4086
tbuffer_store_format_d16_xyzw v[22:23], v12, s[0:3], m0 format:70 offen offset:2718 dlc
tbuffer_store_format_d16_xyzw v[225:226], v214, s[80:83], s82 format:[BUF_FMT_11_11_10_UNORM] offen offset:2310 slc
L_end:
s_endpgm
