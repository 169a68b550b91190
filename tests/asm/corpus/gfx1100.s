L_top:
s_add_u32 s97, 1.0, s66
s_add_u32 s100, 0xffff, s30
s_sub_u32 exec_lo, src_scc, s72
s_sub_u32 ttmp0, -3, s21
s_add_i32 vcc_lo, m0, 100000
s_add_i32 s105, 15, s70
s_sub_i32 exec_lo, 0.15915494, s97
s_sub_i32 ttmp4, exec_hi, s78
s_addc_u32 s41, -9, exec_hi
s_addc_u32 s86, -14, s51
s_subb_u32 s20, s82, s37
s_subb_u32 s90, s4, src_scc
s_absdiff_i32 s20, -1.0, s77
s_absdiff_i32 s81, s42, -12345
s_lshl_b32 s64, 29, -1.0
s_lshl_b32 s62, s71, vcc_lo
s_lshl_b64 s[90:91], -12, 0.15915494
s_lshl_b64 ttmp[6:7], -0.5, -3
s_lshr_b32 s94, -4.0, -2.0
s_lshr_b32 exec_lo, ttmp5, 11
s_lshr_b64 s[100:101], 22, exec_lo
s_lshr_b64 s[42:43], s[84:85], 52
s_ashr_i32 m0, s32, 34
s_ashr_i32 s53, 14, src_scc
s_ashr_i64 s[98:99], -4.0, vcc_hi
s_ashr_i64 vcc, 0x12345, s95
s_lshl1_add_u32 exec_lo, exec_lo, 49
s_lshl1_add_u32 s9, 34, 58
s_lshl2_add_u32 s66, -0.5, exec_hi
s_lshl2_add_u32 s52, src_scc, 0xffff
s_lshl3_add_u32 s67, s59, 0.5
s_lshl3_add_u32 s49, vcc_lo, 0.15915494
s_lshl4_add_u32 vcc_lo, 2.0, exec_lo
s_lshl4_add_u32 s1, m0, exec_hi
s_min_i32 s49, s53, s61
s_min_i32 s0, -1.0, -11
s_min_u32 s45, s35, -7
s_min_u32 s29, exec_lo, 0xdeadbeef
s_max_i32 vcc_lo, 2.0, -11
s_max_i32 m0, vcc_hi, src_private_limit
s_max_u32 s69, 23, 27
s_max_u32 ttmp7, s28, s7
s_and_b32 s73, 33, 23
s_and_b32 s37, -0.5, 55
s_and_b64 s[78:79], exec, ttmp[6:7]
s_and_b64 ttmp[0:1], ttmp[0:1], s[76:77]
s_or_b32 s64, 52, 0.5
s_or_b32 s9, s31, 3
s_or_b64 vcc, 0x12345, vcc
s_or_b64 ttmp[6:7], -0.5, 30
s_xor_b32 s48, 3, -12345
s_xor_b32 s70, s39, 63
s_xor_b64 s[58:59], 6, 0x7fffffff
s_xor_b64 s[44:45], s[84:85], ttmp[6:7]
s_nand_b32 s95, 62, 0.15915494
s_nand_b32 s53, 13, 47
s_nand_b64 s[16:17], ttmp[14:15], 4.0
s_nand_b64 s[30:31], s[12:13], 1.0
s_nor_b32 s97, m0, 31
s_nor_b32 exec_hi, 54, s77
s_nor_b64 ttmp[0:1], 0x7fffffff, vcc
s_nor_b64 vcc, 52, ttmp[14:15]
s_xnor_b32 s5, s104, vcc_hi
s_xnor_b32 s62, 2.0, -0.5
s_xnor_b64 vcc, 0x7fffffff, 0.5
s_xnor_b64 exec, ttmp[14:15], vcc
s_and_not1_b32 s83, ttmp15, -0.5
s_and_not1_b32 s25, s89, vcc_lo
s_and_not1_b64 exec, 0x7fffffff, 35
s_and_not1_b64 ttmp[0:1], s[86:87], ttmp[0:1]
s_or_not1_b32 s11, 0.5, src_private_base
s_or_not1_b32 s35, vcc_hi, exec_hi
s_or_not1_b64 s[92:93], s[80:81], 25
s_or_not1_b64 s[20:21], 0x12345, ttmp[6:7]
s_bfe_u32 s58, -2.0, 0xdeadbeef
s_bfe_u32 exec_lo, src_scc, s36
s_bfe_i32 s35, 13, 8
s_bfe_i32 s102, 0xffff, s31
s_bfe_u64 s[94:95], 11, 0x12345678
s_bfe_u64 ttmp[6:7], s[100:101], s30
s_bfe_i64 s[36:37], 0xffff0000, s21
s_bfe_i64 s[40:41], 61, 0xdeadbeef
s_bfm_b32 s5, s83, 45
s_bfm_b32 vcc_hi, s17, -2.0
s_bfm_b64 vcc, 1.5, 5
s_bfm_b64 s[32:33], s9, exec_lo
s_mul_i32 s56, 29, s6
s_mul_i32 s31, vcc_hi, s6
s_mul_hi_u32 s44, 28, -12345
s_mul_hi_u32 s0, vcc_hi, 0.5
s_mul_hi_i32 s102, s77, 44
s_cselect_b32 s9, vcc_hi, s89
s_cselect_b32 s48, s32, -2.0
s_cselect_b64 s[40:41], 0x12345, -1.0
s_cselect_b64 s[82:83], -2.0, 2.0
s_pack_ll_b32_b16 s12, 0xdeadbeef, s47
s_pack_ll_b32_b16 exec_hi, 0x12345678, 13
s_pack_lh_b32_b16 s80, s72, -9
s_pack_lh_b32_b16 s27, 0.5, 38
s_pack_hh_b32_b16 vcc_hi, 0xdeadbeef, 0.5
s_pack_hh_b32_b16 ttmp14, exec_lo, s63
s_pack_hl_b32_b16 s19, s23, src_shared_limit
s_pack_hl_b32_b16 ttmp10, 100000, s53
s_movk_i32 s81, 19273
s_movk_i32 s102, 0x6539
s_version 23685
s_version 62109
s_cmovk_i32 s89, 0
s_cmovk_i32 vcc_hi, 0x44f4
s_cmpk_eq_i32 exec_lo, 0x314a
s_cmpk_eq_i32 s46, 0x5b99
s_cmpk_lg_i32 s2, 4407
s_cmpk_lg_i32 s19, 0
s_cmpk_gt_i32 s38, 0x5157
s_cmpk_gt_i32 s33, 14259
s_cmpk_ge_i32 vcc_hi, 0
s_cmpk_ge_i32 s22, 0x5823
s_cmpk_lt_i32 s16, 0
s_cmpk_lt_i32 s105, -26746
s_cmpk_le_i32 exec_lo, 0x274d
s_cmpk_le_i32 m0, 31656
s_cmpk_eq_u32 exec_hi, 59456
s_cmpk_eq_u32 s62, 0
s_cmpk_lg_u32 s62, 0x424c
s_cmpk_lg_u32 s21, 0
s_cmpk_gt_u32 s92, 0x9664
s_cmpk_gt_u32 s0, 0
s_cmpk_ge_u32 s85, 0x37aa
s_cmpk_ge_u32 s95, 0x32fd
s_cmpk_lt_u32 vcc_lo, 0
s_cmpk_lt_u32 s83, 0xe0fb
s_cmpk_le_u32 s11, 23225
s_cmpk_le_u32 s92, 28021
s_addk_i32 s0, 8313
s_addk_i32 exec_lo, 0x745c
s_mulk_i32 s4, 0
s_mulk_i32 s81, 10101
s_getreg_b32 s53, hwreg(HW_REG_FLAT_SCR_LO)
s_getreg_b32 s2, hwreg(HW_REG_HW_ID1)
s_setreg_b32 hwreg(HW_REG_GPR_ALLOC), s104
s_setreg_b32 hwreg(16, 5, 1), s95
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI), 0x12345678
s_setreg_imm32_b32 hwreg(9, 1, 7), 0xdeadbeef
s_call_b64 s[56:57], L_top
s_call_b64 s[34:35], L_top
s_subvector_loop_begin s53, 40493
s_subvector_loop_begin s63, 0x27ef
s_subvector_loop_end s39, 0
s_subvector_loop_end s71, 46681
s_mov_b32 s69, 2.0
s_mov_b32 s87, 32
s_mov_b64 ttmp[0:1], 60
s_mov_b64 s[60:61], ttmp[0:1]
s_cmov_b32 vcc_lo, -0.5
s_cmov_b32 s62, s92
s_cmov_b64 s[52:53], s[96:97]
s_cmov_b64 s[96:97], -1.0
s_brev_b32 m0, -2.0
s_brev_b32 exec_lo, exec_lo
s_brev_b64 s[38:39], 0x7fffffff
s_brev_b64 vcc, -9
s_ctz_i32_b32 s82, -4.0
s_ctz_i32_b32 s81, ttmp8
s_ctz_i32_b64 s27, exec
s_ctz_i32_b64 s89, 13
s_clz_i32_u32 m0, -2.0
s_clz_i32_u32 vcc_hi, 100000
s_clz_i32_u64 s11, -1000
s_clz_i32_u64 s73, -7
s_cls_i32 s102, s8
s_cls_i32 s82, 3
s_cls_i32_i64 m0, 0xffff0000
s_cls_i32_i64 s91, exec
s_sext_i32_i8 s60, s79
s_sext_i32_i8 s79, 0xffff
s_sext_i32_i16 s28, s33
s_sext_i32_i16 s22, 20
s_bitset0_b32 s35, 0xdeadbeef
s_bitset0_b32 exec_lo, s53
s_bitset0_b64 s[42:43], -0.5
s_bitset0_b64 exec, 100000
s_bitset1_b32 s83, s42
s_bitset1_b32 s33, ttmp9
s_bitset1_b64 s[6:7], -1.5
s_bitset1_b64 s[50:51], 0.5
s_bitreplicate_b64_b32 s[52:53], 27
s_bitreplicate_b64_b32 ttmp[14:15], s12
s_abs_i32 s47, 0xdeadbeef
s_abs_i32 s46, s105
s_bcnt0_i32_b32 exec_hi, 4.0
s_bcnt0_i32_b32 exec_lo, 0xdeadbeef
s_bcnt0_i32_b64 s49, -7
s_bcnt0_i32_b64 s78, 2
s_bcnt1_i32_b32 s82, s82
s_bcnt1_i32_b32 s37, 100000
s_bcnt1_i32_b64 s98, -1000
s_bcnt1_i32_b64 s13, ttmp[6:7]
s_quadmask_b32 vcc_hi, exec_hi
s_quadmask_b32 s75, src_shared_limit
s_quadmask_b64 ttmp[0:1], 0x7fffffff
s_quadmask_b64 ttmp[14:15], 12345678
s_wqm_b32 s49, exec_lo
s_wqm_b32 s43, 0xffff
s_wqm_b64 s[76:77], s[16:17]
s_wqm_b64 s[40:41], 0xffff0000
s_not_b32 s60, s48
s_not_b32 exec_hi, 4.0
s_not_b64 s[40:41], s[72:73]
s_not_b64 s[28:29], 3
s_and_saveexec_b32 s47, s38
s_and_saveexec_b32 s31, s31
s_and_saveexec_b64 ttmp[6:7], ttmp[14:15]
s_and_saveexec_b64 ttmp[0:1], s[92:93]
s_or_saveexec_b32 s49, 4.0
s_or_saveexec_b32 exec_lo, exec_hi
s_or_saveexec_b64 s[24:25], s[68:69]
s_or_saveexec_b64 s[100:101], -0.5
s_xor_saveexec_b32 s22, 100000
s_xor_saveexec_b32 vcc_hi, s80
s_xor_saveexec_b64 s[60:61], s[90:91]
s_xor_saveexec_b64 s[44:45], 0x12345
s_nand_saveexec_b32 s34, 31
s_nand_saveexec_b32 s65, exec_hi
s_nand_saveexec_b64 ttmp[0:1], -0.5
s_nand_saveexec_b64 s[14:15], -1000
s_nor_saveexec_b32 s64, -0.5
s_nor_saveexec_b64 s[84:85], exec
s_nor_saveexec_b64 ttmp[0:1], -1
s_xnor_saveexec_b32 s5, -4.0
s_xnor_saveexec_b32 s34, -4
s_xnor_saveexec_b64 s[50:51], 15
s_xnor_saveexec_b64 s[48:49], s[14:15]
s_and_not0_saveexec_b32 s8, 0xdeadbeef
s_and_not0_saveexec_b32 s42, s70
s_and_not0_saveexec_b64 s[66:67], s[8:9]
s_and_not0_saveexec_b64 ttmp[6:7], 0.5
s_or_not0_saveexec_b32 s68, vcc_hi
s_or_not0_saveexec_b32 exec_hi, -1.0
s_or_not0_saveexec_b64 s[12:13], 2.0
s_or_not0_saveexec_b64 s[54:55], ttmp[0:1]
s_and_not1_saveexec_b32 s21, 100000
s_and_not1_saveexec_b32 vcc_hi, m0
s_and_not1_saveexec_b64 s[34:35], -1.0
s_and_not1_saveexec_b64 s[50:51], s[10:11]
s_or_not1_saveexec_b32 s12, vcc_lo
s_or_not1_saveexec_b32 s90, s48
s_or_not1_saveexec_b64 ttmp[14:15], s[10:11]
s_or_not1_saveexec_b64 exec, 53
s_and_not0_wrexec_b32 m0, 0xdeadbeef
s_and_not0_wrexec_b32 vcc_hi, 35
s_and_not0_wrexec_b64 s[82:83], 43
s_and_not0_wrexec_b64 s[82:83], s[84:85]
s_and_not1_wrexec_b32 s36, 45
s_and_not1_wrexec_b32 s30, 50
s_and_not1_wrexec_b64 s[62:63], 2
s_and_not1_wrexec_b64 s[102:103], s[46:47]
s_movrels_b32 m0, s43
s_movrels_b32 vcc_lo, vcc_hi
s_movrels_b64 ttmp[6:7], exec
s_movrels_b64 s[72:73], s[66:67]
s_movreld_b32 s46, 24
s_movreld_b32 s70, exec_lo
s_movreld_b64 s[56:57], -1.0
s_movreld_b64 s[88:89], -1.0
s_movrelsd_2_b32 s7, 0xdeadbeef
s_movrelsd_2_b32 ttmp15, 36
s_getpc_b64 s[50:51]
s_getpc_b64 vcc
s_setpc_b64 s[86:87]
s_setpc_b64 s[20:21]
s_swappc_b64 s[76:77], s[58:59]
s_swappc_b64 s[20:21], s[76:77]
s_rfe_b64 ttmp[14:15]
s_rfe_b64 s[90:91]
s_cmp_eq_i32 -1.0, exec_lo
s_cmp_eq_i32 s4, s77
s_cmp_lg_i32 1.0, 23
s_cmp_lg_i32 55, s86
s_cmp_gt_i32 s6, -13
s_cmp_gt_i32 s62, s34
s_cmp_ge_i32 50, ttmp0
s_cmp_lt_i32 -3, 100000
s_cmp_lt_i32 vcc_hi, exec_hi
s_cmp_le_i32 45, -0.5
s_cmp_le_i32 0.5, -4.0
s_cmp_eq_u32 exec_lo, -2.0
s_cmp_eq_u32 s69, 0xdeadbeef
s_cmp_lg_u32 m0, 0.5
s_cmp_lg_u32 -1.0, s57
s_cmp_gt_u32 -8, 34
s_cmp_gt_u32 src_private_limit, s65
s_cmp_ge_u32 -12345, exec_lo
s_cmp_ge_u32 s68, -9
s_cmp_lt_u32 s14, s8
s_cmp_lt_u32 s102, s52
s_cmp_le_u32 -0.5, exec_lo
s_cmp_le_u32 -12345, s53
s_bitcmp0_b32 -1.5, s93
s_bitcmp0_b32 0x12345678, vcc_hi
s_bitcmp1_b32 vcc_lo, 8
s_bitcmp1_b32 s12, s77
s_bitcmp0_b64 s[30:31], 1.0
s_bitcmp0_b64 35, 64
s_bitcmp1_b64 62, s66
s_bitcmp1_b64 s[20:21], s28
s_cmp_eq_u64 s[28:29], -2.0
s_cmp_eq_u64 -1000, s[92:93]
s_cmp_lg_u64 ttmp[0:1], 2.0
s_cmp_lg_u64 15, 12345678
s_nop -21763
s_nop 23345
s_setkill 0x15c8
s_setkill 0
s_sethalt 0
s_sleep 0x388
s_sleep 0
s_set_inst_prefetch_distance -8265
s_set_inst_prefetch_distance 31741
s_clause 0x7a7d
s_clause -7481
s_delay_alu instid0(SALU_CYCLE_3) | instid1(SALU_CYCLE_1)
s_delay_alu 0x183
s_waitcnt_depctr 0xfffe
s_waitcnt_depctr depctr_sa_sdst(0)
s_waitcnt 0xcb5e
s_waitcnt vmcnt(0), expcnt(0)
s_wait_idle
s_wait_event 0
s_trap 0
s_trap 0x311a
s_round_mode 0
s_denorm_mode -28532
s_denorm_mode 0
s_code_end
s_branch L_top
s_branch L_mid
s_cbranch_scc0 L_top
s_cbranch_scc0 L_mid
s_cbranch_scc1 L_mid
s_cbranch_scc1 L_end
s_cbranch_vccz L_end
s_cbranch_vccz L_top
s_cbranch_vccnz L_top
s_cbranch_execz L_top
s_cbranch_execnz L_top
s_cbranch_execnz L_mid
s_cbranch_cdbgsys L_top
s_cbranch_cdbguser L_top
s_cbranch_cdbguser L_end
s_cbranch_cdbgsys_or_user L_mid
s_cbranch_cdbgsys_or_user L_end
s_cbranch_cdbgsys_and_user L_mid
s_endpgm 30692
s_endpgm_saved
s_wakeup
s_setprio -4592
s_setprio 13871
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(13)
s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR)
s_incperflevel 0x844
s_incperflevel 0x5856
s_decperflevel 0
s_decperflevel 0x2873
s_ttracedata
s_ttracedata_imm -10207
s_ttracedata_imm 0x5155
s_icache_inv
s_barrier
s_load_b32 s43, s[44:45], s55 glc dlc
s_load_b32 s24, s[50:51], 0x10 glc dlc
s_load_b32 s26, s[8:9], 0xdf0c4 glc
s_load_b32 s13, s[2:3], 0x4 glc
s_load_b64 s[50:51], s[80:81], 0x417fc
s_load_b64 s[88:89], s[68:69], m0
s_load_b64 s[16:17], s[46:47], m0 offset:0xa700 dlc
s_load_b64 s[58:59], s[18:19], m0 glc
s_load_b128 s[56:59], s[104:105], m0 glc dlc
s_load_b128 s[20:23], s[52:53], 0x0 glc dlc
s_load_b128 s[4:7], s[88:89], 0x10 glc dlc
s_load_b128 s[64:67], s[16:17], 0x10 dlc
s_load_b256 s[80:87], s[36:37], 0x26a90 dlc
s_load_b256 s[88:95], s[42:43], s33 offset:0xbec3 glc
s_load_b256 s[60:67], s[86:87], s48 offset:0xf3b
s_load_b256 s[16:23], s[44:45], 0x4 glc dlc
s_load_b512 s[88:103], s[70:71], m0 glc
s_load_b512 s[56:71], s[32:33], 0x10 glc dlc
s_load_b512 s[60:75], s[42:43], 0xbb731 glc dlc
s_load_b512 s[28:43], s[22:23], 0x1000 dlc
s_buffer_load_b32 s52, s[100:103], 0x0 dlc
s_buffer_load_b32 s9, s[36:39], 0x4 glc
s_buffer_load_b32 s80, s[76:79], s90 offset:0x57a5 dlc
s_buffer_load_b32 s66, s[72:75], s80 dlc
s_buffer_load_b64 s[10:11], s[88:91], m0 offset:0xa584
s_buffer_load_b64 s[102:103], s[16:19], 0xfc glc dlc
s_buffer_load_b64 s[72:73], s[12:15], m0 offset:0xe0c3
s_buffer_load_b64 s[34:35], s[84:87], 0x4
s_buffer_load_b128 s[8:11], s[4:7], 0x1000
s_buffer_load_b128 s[20:23], s[24:27], 0x10
s_buffer_load_b128 s[96:99], s[28:31], m0 offset:0x74bb glc dlc
s_buffer_load_b128 s[48:51], s[0:3], m0 dlc
s_buffer_load_b256 s[68:75], s[88:91], 0x10
s_buffer_load_b256 s[4:11], s[84:87], 0x6f4f8
s_buffer_load_b256 s[84:91], s[20:23], m0 offset:0xbc67 glc
s_buffer_load_b256 s[60:67], s[100:103], s89 glc dlc
s_buffer_load_b512 s[40:55], s[0:3], m0
s_buffer_load_b512 s[36:51], s[12:15], m0 dlc
s_buffer_load_b512 s[0:15], s[8:11], 0x4 glc
s_buffer_load_b512 s[88:103], s[40:43], 0x0 glc
s_gl1_inv
s_dcache_inv
s_atc_probe 25, s[10:11], s65 offset:0x9146
s_atc_probe 67, s[46:47], 0x10
s_atc_probe 72, s[2:3], 0x5e519
s_atc_probe 108, s[38:39], 0x55428
s_atc_probe_buffer 11, s[8:11], s17
s_atc_probe_buffer 9, s[24:27], 0x1000
s_atc_probe_buffer 22, s[36:39], s36 offset:0xd1d8
s_atc_probe_buffer 117, s[28:31], 0x4
v_nop
v_mov_b32_e32 v176, v108
v_mov_b32_e32 v255, v10
v_mov_b32_dpp v23, v4 row_ror:9 row_mask:0xd bank_mask:0x7 bound_ctrl:0
v_mov_b32_dpp v36, v6 row_half_mirror row_mask:0x4 bound_ctrl:0 fi:1
v_mov_b32_dpp v137, v80 dpp8:[5,1,0,2,4,3,1,7] fi:1
v_mov_b32_dpp v3, v58 dpp8:[0,3,6,3,1,6,3,7] fi:1
v_readfirstlane_b32 s102, v14
v_readfirstlane_b32 s67, v66
v_cvt_i32_f64_e32 v20, v[19:20]
v_cvt_i32_f64_e32 v39, v[63:64]
v_cvt_f64_i32_e32 v[22:23], 1.5
v_cvt_f64_i32_e32 v[1:2], v209
v_cvt_f32_i32_e32 v195, v18
v_cvt_f32_i32_e32 v145, v189
v_cvt_f32_i32_dpp v31, v0 row_mirror row_mask:0xe bank_mask:0x7
v_cvt_f32_i32_dpp v107, v249 row_shr:15 row_mask:0xb fi:1
v_cvt_f32_i32_dpp v221, v19 dpp8:[6,3,7,0,2,2,1,6]
v_cvt_f32_i32_dpp v244, v243 dpp8:[4,2,4,0,1,3,0,4]
v_cvt_f32_u32_e32 v13, 21
v_cvt_f32_u32_e32 v171, v125
v_cvt_f32_u32_dpp v19, v2 row_half_mirror row_mask:0x3 fi:1
v_cvt_f32_u32_dpp v255, v255 row_shl:7 bank_mask:0x5
v_cvt_f32_u32_dpp v68, v137 dpp8:[2,4,3,3,0,5,5,6]
v_cvt_f32_u32_dpp v145, v255 dpp8:[1,5,3,6,7,3,2,5] fi:1
v_cvt_u32_f32_e32 v11, v1
v_cvt_u32_f32_e32 v44, v101
v_cvt_u32_f32_dpp v3, v79 quad_perm:[2,1,0,1] row_mask:0xa bank_mask:0x9
v_cvt_u32_f32_dpp v3, -|v22| row_half_mirror row_mask:0xa bank_mask:0xc fi:1
v_cvt_u32_f32_dpp v58, v21 dpp8:[3,5,6,6,3,5,4,4]
v_cvt_u32_f32_dpp v205, v7 dpp8:[1,4,1,3,4,2,7,0]
v_cvt_i32_f32_e32 v60, v15
v_cvt_i32_f32_e32 v10, v18
v_cvt_i32_f32_dpp v21, v255 row_ror:4 row_mask:0x1 bank_mask:0x5 bound_ctrl:0
v_cvt_i32_f32_dpp v255, |v255| row_share:10 row_mask:0xf bank_mask:0xf
v_cvt_i32_f32_dpp v143, v213 dpp8:[0,3,7,6,0,2,5,6] fi:1
v_cvt_f16_f32_dpp v115, v122 row_half_mirror row_mask:0x5 bank_mask:0xe
v_cvt_f16_f32_dpp v24, v199 dpp8:[0,4,3,1,6,4,1,2]
v_cvt_f32_f16_e32 v252, v55
v_cvt_f32_f16_dpp v181, v2 row_shl:9 row_mask:0xe bank_mask:0x6 fi:1
v_cvt_f32_f16_dpp v12, v9 dpp8:[5,5,6,0,5,0,6,2] fi:1
v_cvt_f32_f16_dpp v255, v102 dpp8:[3,0,7,1,7,5,0,1]
v_cvt_nearest_i32_f32_e32 v24, s53
v_cvt_nearest_i32_f32_e32 v25, s66
v_cvt_nearest_i32_f32_dpp v94, v9 row_shl:3 row_mask:0x0 bank_mask:0x8
v_cvt_nearest_i32_f32_dpp v170, v177 quad_perm:[2,3,0,3] row_mask:0x0 bank_mask:0xd
v_cvt_nearest_i32_f32_dpp v241, v13 dpp8:[5,3,7,2,4,3,0,3]
v_cvt_nearest_i32_f32_dpp v27, v27 dpp8:[7,7,1,3,4,2,3,3] fi:1
v_cvt_floor_i32_f32_e32 v255, v25
v_cvt_floor_i32_f32_e32 v37, s68
v_cvt_floor_i32_f32_dpp v77, v25 row_share:4 row_mask:0x0 fi:1
v_cvt_floor_i32_f32_dpp v9, v1 row_shl:2 bank_mask:0xe bound_ctrl:0
v_cvt_floor_i32_f32_dpp v2, v158 dpp8:[2,7,1,6,2,0,7,0]
v_cvt_floor_i32_f32_dpp v236, v212 dpp8:[1,4,4,5,0,3,7,4] fi:1
v_cvt_off_f32_i4_e32 v207, v9
v_cvt_off_f32_i4_e32 v196, -1.5
v_cvt_off_f32_i4_dpp v0, v194 row_shl:1 row_mask:0xf bank_mask:0x2 bound_ctrl:0
v_cvt_off_f32_i4_dpp v21, v12 quad_perm:[0,0,1,1] row_mask:0x4 bank_mask:0xc
v_cvt_off_f32_i4_dpp v68, v64 dpp8:[7,5,3,3,4,0,5,5]
v_cvt_off_f32_i4_dpp v24, v25 dpp8:[2,3,0,0,1,5,2,1]
v_cvt_f32_f64_e32 v196, v[187:188]
v_cvt_f32_f64_e32 v163, v[68:69]
v_cvt_f64_f32_e32 v[136:137], v8
v_cvt_f64_f32_e32 v[168:169], v23
v_cvt_f32_ubyte0_e32 v31, -2.0
v_cvt_f32_ubyte0_e32 v11, v110
v_cvt_f32_ubyte0_dpp v241, v215 row_shr:6 row_mask:0x1 bank_mask:0x1 fi:1
v_cvt_f32_ubyte0_dpp v15, v3 row_xmask:8 row_mask:0x1 bank_mask:0x0 fi:1
v_cvt_f32_ubyte0_dpp v13, v18 dpp8:[3,4,1,2,2,1,7,1]
v_cvt_f32_ubyte0_dpp v219, v179 dpp8:[1,1,6,1,0,6,0,7] fi:1
v_cvt_f32_ubyte1_e32 v139, v28
v_cvt_f32_ubyte1_e32 v5, v15
v_cvt_f32_ubyte1_dpp v18, v255 row_half_mirror row_mask:0x5 bound_ctrl:0
v_cvt_f32_ubyte1_dpp v18, v3 row_share:1 row_mask:0xc bank_mask:0x0 fi:1
v_cvt_f32_ubyte1_dpp v87, v73 dpp8:[0,6,4,0,4,7,4,6]
v_cvt_f32_ubyte1_dpp v211, v19 dpp8:[6,6,6,1,3,5,7,3]
v_cvt_f32_ubyte2_e32 v22, 53
v_cvt_f32_ubyte2_e32 v13, v30
v_cvt_f32_ubyte2_dpp v16, v76 row_xmask:14 row_mask:0xc
v_cvt_f32_ubyte2_dpp v28, v8 row_shl:2 row_mask:0x4 bank_mask:0x4
v_cvt_f32_ubyte2_dpp v178, v202 dpp8:[7,1,1,4,0,7,7,6]
v_cvt_f32_ubyte2_dpp v14, v255 dpp8:[1,2,7,0,3,7,7,1]
v_cvt_f32_ubyte3_e32 v255, v30
v_cvt_f32_ubyte3_e32 v138, s43
v_cvt_f32_ubyte3_dpp v124, v87 row_shl:6 row_mask:0x8 bank_mask:0x3
v_cvt_f32_ubyte3_dpp v255, v232 row_ror:12 row_mask:0x7
v_cvt_f32_ubyte3_dpp v44, v9 dpp8:[5,4,0,0,6,1,7,0]
v_cvt_f32_ubyte3_dpp v31, v137 dpp8:[7,0,4,4,3,4,5,2]
v_cvt_u32_f64_e32 v30, s[58:59]
v_cvt_u32_f64_e32 v254, s[12:13]
v_cvt_f64_u32_e32 v[25:26], v27
v_cvt_f64_u32_e32 v[253:254], v119
v_trunc_f64_e32 v[73:74], v[60:61]
v_trunc_f64_e32 v[143:144], v[172:173]
v_ceil_f64_e32 v[29:30], v[114:115]
v_ceil_f64_e32 v[28:29], 4.0
v_rndne_f64_e32 v[13:14], 0.5
v_rndne_f64_e32 v[209:210], v[184:185]
v_floor_f64_e32 v[94:95], -7
v_floor_f64_e32 v[254:255], v[254:255]
v_pipeflush
v_fract_f32_e32 v8, v18
v_fract_f32_e32 v46, v7
v_fract_f32_dpp v130, v202 quad_perm:[3,1,2,2] row_mask:0xa bank_mask:0xd
v_fract_f32_dpp v24, v17 row_shl:10 bank_mask:0x3 bound_ctrl:0 fi:1
v_trunc_f32_e32 v8, v255
v_trunc_f32_e32 v92, v255
v_trunc_f32_dpp v213, v15 row_shr:14 row_mask:0xf bank_mask:0x3
v_trunc_f32_dpp v173, v20 quad_perm:[2,3,1,1] row_mask:0x0
v_trunc_f32_dpp v251, v18 dpp8:[2,7,0,1,5,7,5,6]
v_ceil_f32_e32 v28, v10
v_ceil_f32_e32 v124, v232
v_ceil_f32_dpp v13, v13 row_shr:15 bank_mask:0x3 bound_ctrl:0 fi:1
v_ceil_f32_dpp v209, v57 quad_perm:[2,2,1,3] row_mask:0x6
v_ceil_f32_dpp v111, v23 dpp8:[1,3,2,4,1,5,1,7] fi:1
v_ceil_f32_dpp v236, v21 dpp8:[6,5,1,5,0,2,0,0] fi:1
v_rndne_f32_e32 v20, v9
v_rndne_f32_e32 v255, v65
v_rndne_f32_dpp v29, -v16 row_share:15 row_mask:0xe bank_mask:0xc
v_rndne_f32_dpp v170, |v255| row_shl:9 row_mask:0x6 bank_mask:0x8
v_rndne_f32_dpp v30, v18 dpp8:[7,4,2,2,2,0,3,3]
v_rndne_f32_dpp v81, v156 dpp8:[1,2,7,3,2,7,5,7]
v_floor_f32_e32 v204, v130
v_floor_f32_e32 v88, v69
v_floor_f32_dpp v21, -|v3| row_mirror bound_ctrl:0
v_floor_f32_dpp v247, v134 row_xmask:14 bank_mask:0xb bound_ctrl:0
v_floor_f32_dpp v14, v64 dpp8:[6,4,7,1,6,3,4,6]
v_exp_f32_e32 v5, 53
v_exp_f32_e32 v203, v255
v_exp_f32_dpp v255, v3 row_share:10 row_mask:0x4 bound_ctrl:0
v_exp_f32_dpp v154, v255 row_mirror row_mask:0xf bank_mask:0x5
v_exp_f32_dpp v6, v255 dpp8:[7,6,2,2,3,1,0,3]
v_log_f32_e32 v100, v51
v_log_f32_e32 v2, v255
v_log_f32_dpp v22, v196 row_mirror row_mask:0xd bank_mask:0x6
v_log_f32_dpp v140, v28 row_share:11 bank_mask:0x0
v_log_f32_dpp v18, v111 dpp8:[2,1,6,3,7,2,6,4] fi:1
v_rcp_f32_e32 v29, 0x3fc00000
v_rcp_f32_e32 v208, v142
v_rcp_f32_dpp v14, v8 row_ror:5 row_mask:0xa bank_mask:0xf fi:1
v_rcp_f32_dpp v3, v217 row_half_mirror row_mask:0x7 fi:1
v_rcp_f32_dpp v14, v244 dpp8:[3,0,1,0,4,4,7,6]
v_rcp_f32_dpp v51, v121 dpp8:[2,1,6,5,4,2,1,0]
v_rcp_iflag_f32_e32 v4, 0x3fc00000
v_rcp_iflag_f32_e32 v153, 0.5
v_rcp_iflag_f32_dpp v253, v20 row_xmask:14 row_mask:0x1
v_rcp_iflag_f32_dpp v9, v255 row_shl:2 row_mask:0xa bank_mask:0x3
v_rcp_iflag_f32_dpp v222, v155 dpp8:[0,7,6,7,4,4,3,4]
v_rcp_iflag_f32_dpp v140, v168 dpp8:[1,1,4,1,4,0,4,0]
v_rsq_f32_e32 v22, v255
v_rsq_f32_e32 v254, src_shared_limit
v_rsq_f32_dpp v19, v9 row_ror:11 row_mask:0x3 bank_mask:0xd bound_ctrl:0
v_rsq_f32_dpp v75, v5 row_xmask:4
v_rsq_f32_dpp v255, v150 dpp8:[5,6,0,7,7,5,1,2]
v_rcp_f64_e32 v[28:29], v[123:124]
v_rcp_f64_e32 v[17:18], v[114:115]
v_rsq_f64_e32 v[140:141], v[14:15]
v_rsq_f64_e32 v[146:147], ttmp[14:15]
v_sqrt_f32_e32 v255, s100
v_sqrt_f32_e32 v233, s38
v_sqrt_f32_dpp v63, v7 row_share:5 row_mask:0x2 bank_mask:0x4 bound_ctrl:0 fi:1
v_sqrt_f32_dpp v243, |v30| row_share:6 row_mask:0x0
v_sqrt_f32_dpp v92, v15 dpp8:[2,1,4,7,2,6,7,5] fi:1
v_sqrt_f64_e32 v[27:28], v[5:6]
v_sqrt_f64_e32 v[254:255], v[143:144]
v_sin_f32_e32 v5, v99
v_sin_f32_e32 v5, 29
v_sin_f32_dpp v162, -v230 quad_perm:[1,1,1,0] row_mask:0x9 bank_mask:0x6 bound_ctrl:0 fi:1
v_sin_f32_dpp v255, v182 row_xmask:5 row_mask:0x1 bank_mask:0xc
v_sin_f32_dpp v252, v207 dpp8:[0,4,3,7,7,5,5,2]
v_cos_f32_e32 v207, v5
v_cos_f32_e32 v63, s28
v_cos_f32_dpp v152, |v160| row_shl:4 row_mask:0xc bank_mask:0xf bound_ctrl:0
v_cos_f32_dpp v135, v213 row_ror:5 row_mask:0x2 bank_mask:0xc
v_cos_f32_dpp v123, v51 dpp8:[1,1,0,0,2,6,0,2]
v_not_b32_e32 v74, src_scc
v_not_b32_e32 v5, 0xffff
v_not_b32_dpp v175, v23 row_ror:11 bank_mask:0xa bound_ctrl:0 fi:1
v_not_b32_dpp v171, v18 row_shr:10 row_mask:0x5 bank_mask:0x3
v_not_b32_dpp v225, v138 dpp8:[1,5,0,4,5,3,7,2]
v_not_b32_dpp v216, v92 dpp8:[1,4,6,0,5,4,4,2] fi:1
v_bfrev_b32_e32 v101, src_scc
v_bfrev_b32_e32 v105, v26
v_bfrev_b32_dpp v101, v255 row_xmask:3 row_mask:0x2 bank_mask:0x1 bound_ctrl:0
v_bfrev_b32_dpp v176, v228 quad_perm:[2,2,1,1] row_mask:0xf bank_mask:0xa
v_bfrev_b32_dpp v2, v59 dpp8:[6,1,7,2,6,2,5,3] fi:1
v_bfrev_b32_dpp v165, v96 dpp8:[5,4,5,7,2,1,2,6]
v_clz_i32_u32_e32 v141, 57
v_clz_i32_u32_e32 v145, 52
v_clz_i32_u32_dpp v117, v101 row_xmask:9 row_mask:0xb bound_ctrl:0
v_clz_i32_u32_dpp v177, v35 row_share:9 bound_ctrl:0
v_clz_i32_u32_dpp v226, v6 dpp8:[6,2,7,3,6,3,4,0]
v_clz_i32_u32_dpp v35, v35 dpp8:[5,5,3,2,6,0,3,4] fi:1
v_ctz_i32_b32_e32 v205, v46
v_ctz_i32_b32_e32 v148, v244
v_ctz_i32_b32_dpp v12, v1 row_share:5 row_mask:0x5 bank_mask:0x7
v_ctz_i32_b32_dpp v8, v70 row_ror:1 row_mask:0x5 bound_ctrl:0 fi:1
v_ctz_i32_b32_dpp v2, v255 dpp8:[4,7,4,2,5,2,6,3] fi:1
v_ctz_i32_b32_dpp v24, v22 dpp8:[5,5,3,2,1,6,5,0]
v_cls_i32_e32 v23, s102
v_cls_i32_e32 v23, exec_lo
v_cls_i32_dpp v232, v52 row_half_mirror row_mask:0x7 bank_mask:0x0 bound_ctrl:0
v_cls_i32_dpp v255, v255 row_shr:4 row_mask:0x9 bank_mask:0xa bound_ctrl:0
v_cls_i32_dpp v2, v60 dpp8:[4,5,5,6,7,6,5,4]
v_cls_i32_dpp v213, v21 dpp8:[4,2,7,6,3,2,1,4]
v_frexp_exp_i32_f64_e32 v255, ttmp[6:7]
v_frexp_exp_i32_f64_e32 v1, v[5:6]
v_frexp_mant_f64_e32 v[21:22], s[56:57]
v_frexp_mant_f64_e32 v[18:19], v[254:255]
v_fract_f64_e32 v[90:91], v[5:6]
v_fract_f64_e32 v[20:21], v[57:58]
v_frexp_exp_i32_f32_e32 v24, 38
v_frexp_exp_i32_f32_e32 v12, v255
v_frexp_exp_i32_f32_dpp v181, -|v185| row_half_mirror bank_mask:0x8
v_frexp_exp_i32_f32_dpp v255, v217 row_shr:4 bank_mask:0x2 fi:1
v_frexp_exp_i32_f32_dpp v7, v202 dpp8:[2,0,6,5,5,6,5,6]
v_frexp_mant_f32_e32 v111, v26
v_frexp_mant_f32_e32 v176, v22
v_frexp_mant_f32_dpp v194, v219 row_xmask:9 row_mask:0x4 bank_mask:0xe
v_frexp_mant_f32_dpp v203, v185 row_shl:6 bank_mask:0xc fi:1
v_frexp_mant_f32_dpp v63, v7 dpp8:[3,1,1,6,5,5,7,0]
v_movreld_b32_e32 v170, src_scc
v_movreld_b32_e32 v64, v255
v_movreld_b32_dpp v61, v33 row_share:14 row_mask:0xb bank_mask:0x3 fi:1
v_movreld_b32_dpp v17, v164 row_half_mirror row_mask:0xc bank_mask:0x5
v_movreld_b32_dpp v9, v255 dpp8:[5,0,4,1,6,7,3,1] fi:1
v_movreld_b32_dpp v1, v252 dpp8:[0,2,0,1,5,2,3,3]
v_movrels_b32_e32 v119, v31
v_movrels_b32_e32 v16, v113
v_movrels_b32_dpp v178, v36 row_shr:2 bank_mask:0xe
v_movrels_b32_dpp v11, v9 row_half_mirror bank_mask:0x6
v_movrels_b32_dpp v143, v55 dpp8:[5,2,4,7,5,2,5,4] fi:1
v_movrels_b32_dpp v6, v27 dpp8:[3,7,0,5,6,7,0,3]
v_movrelsd_b32_e32 v235, v112
v_movrelsd_b32_e32 v109, v136
v_movrelsd_b32_dpp v29, v187 row_shl:14 row_mask:0xd bank_mask:0xe fi:1
v_movrelsd_b32_dpp v25, v11 row_xmask:8 row_mask:0x7 bank_mask:0x0 bound_ctrl:0
v_movrelsd_b32_dpp v9, v20 dpp8:[0,3,2,1,0,6,1,1] fi:1
v_movrelsd_b32_dpp v218, v12 dpp8:[4,7,7,7,6,7,1,0]
v_movrelsd_2_b32_e32 v255, v255
v_movrelsd_2_b32_e32 v4, v2
v_movrelsd_2_b32_dpp v24, v1 row_share:4 bank_mask:0x8
v_movrelsd_2_b32_dpp v5, v172 row_shl:3 fi:1
v_movrelsd_2_b32_dpp v28, v28 dpp8:[1,0,7,2,2,6,7,7]
v_movrelsd_2_b32_dpp v107, v22 dpp8:[0,6,5,6,0,7,7,1]
v_cvt_f16_u16_dpp v1, v30 quad_perm:[0,0,2,1] row_mask:0x1
v_cvt_f16_u16_dpp v17, v17 dpp8:[3,3,0,1,1,4,7,0]
v_cvt_f16_i16_e32 v31, v11
v_cvt_f16_i16_e32 v25, v43
v_cvt_f16_i16_dpp v81, v6 quad_perm:[2,0,0,2] bank_mask:0xc bound_ctrl:0
v_cvt_f16_i16_dpp v22, v63 dpp8:[0,3,1,1,7,3,5,3]
v_cvt_u16_f16_e32 v13, 100.0
v_cvt_u16_f16_dpp v3, v109 quad_perm:[0,2,0,1] bank_mask:0xa
v_cvt_i16_f16_e32 v11, v40
v_cvt_i16_f16_dpp v92, v26 row_xmask:11 row_mask:0x7 bank_mask:0x5 bound_ctrl:0
v_sqrt_f16_e32 v118, 0.15915494
v_sqrt_f16_dpp v24, v24 row_mirror
v_rsq_f16_e32 v35, v125
v_rsq_f16_dpp v49, v100 dpp8:[0,3,0,2,2,5,4,0] fi:1
v_log_f16_e32 v95, v16
v_log_f16_dpp v15, v60 row_ror:15
v_log_f16_dpp v77, v16 dpp8:[6,3,3,7,2,5,2,6] fi:1
v_exp_f16_dpp v9, v57 row_shl:2 row_mask:0xc bank_mask:0x8
v_exp_f16_dpp v8, v68 dpp8:[7,7,1,0,0,5,6,6]
v_frexp_mant_f16_e32 v39, v38
v_frexp_mant_f16_dpp v15, v11 row_mirror row_mask:0xd
v_frexp_exp_i16_f16_e32 v42, v7
v_frexp_exp_i16_f16_e32 v30, -0.5
v_frexp_exp_i16_f16_dpp v114, v79 dpp8:[7,0,6,3,4,7,2,5]
v_floor_f16_dpp v26, v12 dpp8:[4,7,1,3,4,4,5,2]
v_ceil_f16_dpp v24, v120 row_mirror bound_ctrl:0 fi:1
v_ceil_f16_dpp v9, v5 dpp8:[3,4,2,1,6,5,6,4]
v_ceil_f16_dpp v116, v63 dpp8:[3,6,1,7,3,1,2,6]
v_rndne_f16_e32 v83, v24
v_rndne_f16_e32 v107, -11
v_rndne_f16_dpp v14, -v21 row_xmask:3 bank_mask:0xe
v_fract_f16_dpp v71, v67 row_xmask:2 row_mask:0xb bank_mask:0xb
v_fract_f16_dpp v7, v21 dpp8:[1,3,1,5,1,4,3,4]
v_fract_f16_dpp v31, v16 dpp8:[6,3,1,2,2,3,4,1] fi:1
v_sin_f16_dpp v26, v82 row_shr:12 bank_mask:0x7
v_cos_f16_dpp v3, v5 quad_perm:[0,0,0,0] row_mask:0xa bank_mask:0xb bound_ctrl:0
v_cos_f16_dpp v23, |v27| row_share:11 row_mask:0xc bank_mask:0x1
v_cos_f16_dpp v51, v108 dpp8:[2,4,7,4,1,3,5,1]
v_cos_f16_dpp v58, v76 dpp8:[0,0,4,3,0,3,5,0]
v_sat_pk_u8_i16_e32 v104, v4
v_sat_pk_u8_i16_e32 v12, v202
v_sat_pk_u8_i16_dpp v3, v99 row_shl:9 row_mask:0x6 bank_mask:0x9
v_sat_pk_u8_i16_dpp v1, v249 quad_perm:[1,3,1,2] bank_mask:0x8
v_sat_pk_u8_i16_dpp v12, v164 dpp8:[4,1,1,4,2,0,1,2]
v_cvt_norm_i16_f16_e32 v26, v27
v_cvt_norm_i16_f16_e32 v67, 49
v_cvt_norm_i16_f16_dpp v15, v9 row_ror:5 bank_mask:0x5
v_cvt_norm_i16_f16_dpp v31, -v101 quad_perm:[2,2,2,3]
v_cvt_norm_i16_f16_dpp v23, v8 dpp8:[5,0,4,0,4,0,1,4]
v_cvt_norm_u16_f16_e32 v125, -1.5
v_cvt_norm_u16_f16_dpp v9, v23 row_shr:12 bank_mask:0xc
v_cvt_norm_u16_f16_dpp v15, v2 dpp8:[3,7,2,4,5,0,3,1] fi:1
v_swap_b32 v75, v227
v_swap_b32 v146, v7
v_permlane64_b32 v255, v217
v_permlane64_b32 v167, v240
v_swaprel_b32 v32, v28
v_swaprel_b32 v228, v194
v_not_b16_dpp v15, v91 dpp8:[7,6,6,0,0,7,4,6]
v_not_b16_dpp v102, v47 dpp8:[3,4,1,3,1,3,0,5]
v_cvt_i32_i16_e32 v28, 2.0
v_cvt_i32_i16_e32 v65, s24
v_cvt_i32_i16_dpp v119, v27 row_xmask:8 row_mask:0x3 bank_mask:0x9
v_cvt_i32_i16_dpp v113, v14 dpp8:[6,5,0,4,5,7,4,6] fi:1
v_cvt_i32_i16_dpp v7, v25 dpp8:[1,5,7,3,5,4,0,5]
v_cvt_u32_u16_e32 v213, v123
v_cvt_u32_u16_dpp v148, v23 quad_perm:[3,1,2,2] fi:1
v_cvt_u32_u16_dpp v170, v1 row_mirror bank_mask:0xd
v_cvt_u32_u16_dpp v15, v100 dpp8:[5,3,1,2,4,6,4,6] fi:1
v_cvt_u32_u16_dpp v14, v2 dpp8:[5,0,5,6,7,4,2,2]
v_cndmask_b32_e32 v24, v255, v235, vcc_lo
v_cndmask_b32_e32 v31, v103, v255, vcc_lo
v_cndmask_b32_dpp v159, v204, v92, vcc_lo row_shl:1 row_mask:0xf bound_ctrl:0 fi:1
v_cndmask_b32_dpp v20, v5, v60, vcc_lo row_mirror bank_mask:0x7 fi:1
v_cndmask_b32_dpp v26, v255, v114, vcc_lo dpp8:[2,5,0,7,3,7,6,0]
v_cndmask_b32_dpp v204, v221, v195, vcc_lo dpp8:[5,7,3,2,3,1,7,6] fi:1
v_dot2acc_f32_f16 v7, v27, v12
v_dot2acc_f32_f16 v230, v11, v10
v_dot2acc_f32_f16_dpp v240, v63, v56 row_shr:12 row_mask:0xa bank_mask:0x6 bound_ctrl:0
v_dot2acc_f32_f16_dpp v14, |v3|, |v126| row_shl:4 row_mask:0x9 bank_mask:0x8 bound_ctrl:0
v_dot2acc_f32_f16_dpp v30, v233, v178 dpp8:[4,2,0,6,1,4,0,0]
v_dot2acc_f32_f16_dpp v9, v185, v20 dpp8:[7,3,6,7,0,5,3,5]
v_add_f32_e32 v18, 0.15915494, v2
v_add_f32_e32 v114, v27, v103
v_add_f32_dpp v67, v238, v30 row_shl:11 bank_mask:0x8 bound_ctrl:0
v_add_f32_dpp v177, v91, v97 row_ror:14 row_mask:0x2 bank_mask:0xa
v_add_f32_dpp v4, v26, v24 dpp8:[4,1,4,3,6,6,2,3] fi:1
v_add_f32_dpp v191, v3, v13 dpp8:[4,7,4,7,0,7,2,3]
v_sub_f32_e32 v31, v31, v242
v_sub_f32_e32 v255, v163, v142
v_sub_f32_dpp v61, v1, v40 row_half_mirror row_mask:0xe
v_sub_f32_dpp v31, v122, v253 row_mirror row_mask:0x8 bank_mask:0x3 fi:1
v_sub_f32_dpp v40, v255, v28 dpp8:[2,3,4,5,2,7,4,4]
v_subrev_f32_e32 v132, s95, v17
v_subrev_f32_e32 v28, v72, v222
v_subrev_f32_dpp v102, v107, v66 quad_perm:[1,2,3,1] row_mask:0x3 bank_mask:0x1 fi:1
v_subrev_f32_dpp v255, v81, v20 row_xmask:14 row_mask:0xd bank_mask:0x9
v_subrev_f32_dpp v113, v28, v236 dpp8:[4,7,6,7,5,7,0,6] fi:1
v_subrev_f32_dpp v113, v210, v157 dpp8:[5,0,0,5,6,5,0,7] fi:1
v_fmac_dx9_zero_f32_e32 v30, v11, v31
v_fmac_dx9_zero_f32_e32 v14, v111, v165
v_mul_dx9_zero_f32_e32 v5, s33, v52
v_mul_dx9_zero_f32_e32 v39, -1.0, v178
v_mul_dx9_zero_f32_dpp v135, -|v76|, v219 row_xmask:13 row_mask:0x0
v_mul_dx9_zero_f32_dpp v255, v169, v135 row_xmask:15 bank_mask:0xb
v_mul_f32_e32 v52, s1, v72
v_mul_f32_e32 v31, v16, v127
v_mul_f32_dpp v27, v3, -v255 row_half_mirror bank_mask:0xc
v_mul_f32_dpp v255, -|v21|, v42 row_share:1 row_mask:0x1 bank_mask:0xf
v_mul_f32_dpp v11, v12, v41 dpp8:[3,4,6,6,3,7,1,7]
v_mul_f32_dpp v7, v224, v121 dpp8:[6,3,1,6,4,7,6,0]
v_mul_i32_i24_e32 v27, -14, v255
v_mul_i32_i24_e32 v124, -4, v160
v_mul_i32_i24_dpp v19, v0, v210 row_shr:14 row_mask:0x2 bank_mask:0x1
v_mul_i32_i24_dpp v248, v9, v16 quad_perm:[0,1,3,2] row_mask:0x4 bank_mask:0x1
v_mul_i32_i24_dpp v17, v76, v52 dpp8:[7,3,3,7,2,2,3,2] fi:1
v_mul_i32_i24_dpp v22, v193, v145 dpp8:[5,3,5,5,6,0,2,0] fi:1
v_mul_hi_i32_i24_e32 v154, v238, v12
v_mul_hi_i32_i24_e32 v77, v111, v224
v_mul_hi_i32_i24_dpp v103, v117, v234 row_half_mirror row_mask:0x5 bank_mask:0x1
v_mul_hi_i32_i24_dpp v21, v122, v21 quad_perm:[3,0,3,1] row_mask:0xc bank_mask:0x0
v_mul_hi_i32_i24_dpp v180, v7, v161 dpp8:[0,2,0,7,5,1,6,1] fi:1
v_mul_hi_i32_i24_dpp v74, v41, v7 dpp8:[6,5,1,3,3,2,2,3]
v_mul_u32_u24_e32 v225, v219, v12
v_mul_u32_u24_e32 v19, v72, v211
v_mul_u32_u24_dpp v172, v163, v19 row_shr:2 row_mask:0x8
v_mul_u32_u24_dpp v212, v20, v255 row_half_mirror row_mask:0xe fi:1
v_mul_u32_u24_dpp v16, v116, v9 dpp8:[6,1,6,5,0,4,2,5] fi:1
v_mul_u32_u24_dpp v238, v255, v155 dpp8:[7,2,6,4,4,4,6,3]
v_mul_hi_u32_u24_e32 v65, v0, v11
v_mul_hi_u32_u24_e32 v255, v11, v243
v_mul_hi_u32_u24_dpp v255, v14, v255 row_ror:7 row_mask:0xe bank_mask:0x7 fi:1
v_mul_hi_u32_u24_dpp v58, v216, v222 row_half_mirror bank_mask:0x6
v_mul_hi_u32_u24_dpp v33, v31, v42 dpp8:[4,3,7,5,0,6,2,2] fi:1
v_mul_hi_u32_u24_dpp v28, v184, v255 dpp8:[0,3,2,7,4,7,2,2] fi:1
v_min_f32_e32 v255, v89, v93
v_min_f32_e32 v255, v199, v163
v_min_f32_dpp v82, v85, |v187| row_xmask:0 row_mask:0x0 bank_mask:0xe
v_min_f32_dpp v9, -v27, v3 row_shl:8 row_mask:0xc
v_min_f32_dpp v5, v11, v156 dpp8:[6,3,2,1,6,6,4,4]
v_min_f32_dpp v13, v113, v255 dpp8:[7,6,1,2,0,7,1,6]
v_max_f32_e32 v221, s44, v255
v_max_f32_e32 v247, v25, v2
v_max_f32_dpp v6, v9, v15 quad_perm:[2,1,0,0] row_mask:0x5 bank_mask:0x2 bound_ctrl:0
v_max_f32_dpp v40, v62, v151 row_share:13 bank_mask:0xd fi:1
v_max_f32_dpp v14, v6, v5 dpp8:[2,2,4,1,4,0,4,2]
v_min_i32_e32 v255, vcc_hi, v26
v_min_i32_e32 v186, s84, v27
v_min_i32_dpp v229, v1, v253 row_half_mirror row_mask:0x0 bank_mask:0x8 bound_ctrl:0 fi:1
v_min_i32_dpp v11, v230, v255 row_mirror bank_mask:0x3 fi:1
v_min_i32_dpp v3, v145, v223 dpp8:[3,0,2,0,4,4,7,1]
v_min_i32_dpp v13, v213, v24 dpp8:[3,7,6,0,7,6,2,6]
v_max_i32_e32 v79, v22, v29
v_max_i32_e32 v62, v255, v205
v_max_i32_dpp v232, v180, v10 quad_perm:[3,0,2,0] row_mask:0x6 bank_mask:0x8
v_max_i32_dpp v239, v96, v21 row_mirror row_mask:0xa
v_max_i32_dpp v135, v20, v0 dpp8:[1,5,0,3,4,0,6,7]
v_max_i32_dpp v136, v29, v176 dpp8:[2,7,0,3,6,6,0,2]
v_min_u32_e32 v112, v215, v255
v_min_u32_e32 v210, 1.5, v61
v_min_u32_dpp v23, v97, v0 row_xmask:7 row_mask:0x1 bank_mask:0x2
v_min_u32_dpp v29, v178, v14 row_ror:2 bank_mask:0xd
v_min_u32_dpp v0, v6, v25 dpp8:[5,0,2,0,0,6,6,0]
v_min_u32_dpp v225, v9, v93 dpp8:[5,2,3,4,5,4,5,6]
v_max_u32_e32 v255, src_shared_limit, v42
v_max_u32_e32 v11, v29, v123
v_max_u32_dpp v246, v17, v13 row_mirror row_mask:0xd bank_mask:0xe
v_max_u32_dpp v244, v16, v19 row_share:9 row_mask:0x1 bank_mask:0x7
v_max_u32_dpp v111, v20, v226 dpp8:[3,1,1,2,1,3,2,6] fi:1
v_max_u32_dpp v29, v212, v90 dpp8:[3,4,0,4,7,5,1,3]
v_lshlrev_b32_e32 v2, v5, v18
v_lshlrev_b32_e32 v255, v52, v183
v_lshlrev_b32_dpp v3, v31, v21 row_mirror row_mask:0x7 bank_mask:0xb fi:1
v_lshlrev_b32_dpp v145, v57, v147 quad_perm:[2,3,0,3] row_mask:0xd fi:1
v_lshlrev_b32_dpp v22, v0, v155 dpp8:[2,5,0,4,7,4,2,0]
v_lshlrev_b32_dpp v162, v88, v140 dpp8:[4,0,6,4,2,3,0,4] fi:1
v_lshrrev_b32_e32 v175, v26, v8
v_lshrrev_b32_e32 v21, v103, v236
v_lshrrev_b32_dpp v231, v12, v47 quad_perm:[0,2,3,0] row_mask:0x4 bank_mask:0xd
v_lshrrev_b32_dpp v2, v229, v30 quad_perm:[2,2,3,2] bank_mask:0x5
v_lshrrev_b32_dpp v255, v9, v196 dpp8:[0,4,0,0,5,5,6,1]
v_lshrrev_b32_dpp v12, v5, v10 dpp8:[4,0,4,3,3,2,4,1] fi:1
v_ashrrev_i32_e32 v190, v165, v1
v_ashrrev_i32_e32 v57, 100000, v20
v_ashrrev_i32_dpp v27, v172, v38 row_shl:9 row_mask:0x7 bank_mask:0xc
v_ashrrev_i32_dpp v48, v224, v12 row_shl:2 bank_mask:0x3
v_ashrrev_i32_dpp v69, v234, v2 dpp8:[5,7,6,7,2,1,2,5]
v_ashrrev_i32_dpp v230, v149, v3 dpp8:[3,6,7,6,2,6,3,2]
v_and_b32_e32 v6, v207, v96
v_and_b32_e32 v9, vcc_lo, v127
v_and_b32_dpp v193, v201, v90 row_half_mirror row_mask:0x4 bank_mask:0x3 fi:1
v_and_b32_dpp v42, v177, v18 row_half_mirror fi:1
v_and_b32_dpp v134, v147, v132 dpp8:[6,2,7,4,6,4,4,5]
v_and_b32_dpp v255, v10, v26 dpp8:[7,4,0,6,3,3,3,0]
v_or_b32_e32 v15, 6, v28
v_or_b32_e32 v255, s80, v233
v_or_b32_dpp v255, v255, v10 row_share:14 row_mask:0x8 bank_mask:0x8 fi:1
v_or_b32_dpp v8, v29, v241 row_xmask:1 bank_mask:0x9
v_or_b32_dpp v21, v59, v13 dpp8:[3,5,4,1,5,7,1,1]
v_or_b32_dpp v218, v11, v138 dpp8:[7,1,5,3,6,6,5,4]
v_xor_b32_e32 v2, v206, v255
v_xor_b32_e32 v6, s35, v185
v_xor_b32_dpp v139, v148, v7 row_shr:3 bank_mask:0x3
v_xor_b32_dpp v30, v13, v28 row_xmask:11 row_mask:0x8 bound_ctrl:0 fi:1
v_xor_b32_dpp v236, v255, v15 dpp8:[6,4,0,0,7,3,5,3] fi:1
v_xor_b32_dpp v55, v14, v235 dpp8:[2,7,3,3,2,7,3,1] fi:1
v_xnor_b32_e32 v188, -1.5, v255
v_xnor_b32_e32 v19, vcc_lo, v242
v_xnor_b32_dpp v39, v151, v128 row_share:13 row_mask:0xa bank_mask:0x0 bound_ctrl:0 fi:1
v_xnor_b32_dpp v27, v13, v12 quad_perm:[3,0,1,3]
v_xnor_b32_dpp v54, v80, v12 dpp8:[5,4,1,0,5,2,0,1] fi:1
v_xnor_b32_dpp v91, v159, v52 dpp8:[5,5,6,6,2,5,5,0]
v_add_co_ci_u32_e32 v82, vcc_lo, v5, v250, vcc_lo
v_add_co_ci_u32_e32 v204, vcc_lo, v69, v188, vcc_lo
v_add_co_ci_u32_dpp v19, vcc_lo, v255, v2, vcc_lo row_half_mirror row_mask:0xe
v_add_co_ci_u32_dpp v187, vcc_lo, v5, v255, vcc_lo row_mirror bank_mask:0x9
v_add_co_ci_u32_dpp v164, vcc_lo, v107, v73, vcc_lo dpp8:[0,5,7,3,6,0,7,7]
v_add_co_ci_u32_dpp v207, vcc_lo, v255, v8, vcc_lo dpp8:[5,0,3,2,6,4,1,5]
v_sub_co_ci_u32_e32 v39, vcc_lo, v17, v4, vcc_lo
v_sub_co_ci_u32_e32 v5, vcc_lo, s29, v170, vcc_lo
v_sub_co_ci_u32_dpp v0, vcc_lo, v19, v1, vcc_lo row_share:9 row_mask:0x0 bank_mask:0x1 bound_ctrl:0
v_sub_co_ci_u32_dpp v48, vcc_lo, v193, v242, vcc_lo quad_perm:[1,1,0,3] bound_ctrl:0
v_sub_co_ci_u32_dpp v200, vcc_lo, v115, v90, vcc_lo dpp8:[3,4,3,0,4,3,4,3] fi:1
v_sub_co_ci_u32_dpp v38, vcc_lo, v10, v18, vcc_lo dpp8:[3,7,7,2,1,1,3,3]
v_subrev_co_ci_u32_e32 v255, vcc_lo, v247, v253, vcc_lo
v_subrev_co_ci_u32_e32 v94, vcc_lo, v247, v23, vcc_lo
v_subrev_co_ci_u32_dpp v204, vcc_lo, v5, v30, vcc_lo row_mirror row_mask:0x4 bank_mask:0xd
v_subrev_co_ci_u32_dpp v28, vcc_lo, v19, v26, vcc_lo row_shl:8 row_mask:0x6 bank_mask:0x8 bound_ctrl:0
v_subrev_co_ci_u32_dpp v103, vcc_lo, v111, v30, vcc_lo dpp8:[5,7,1,0,6,2,2,1]
v_subrev_co_ci_u32_dpp v53, vcc_lo, v255, v1, vcc_lo dpp8:[0,3,7,4,7,6,7,1]
v_add_nc_u32_e32 v252, src_shared_limit, v20
v_add_nc_u32_e32 v255, 0xffff, v15
v_add_nc_u32_dpp v26, v18, v255 row_mirror row_mask:0x6 bank_mask:0xf fi:1
v_add_nc_u32_dpp v22, v202, v130 row_mirror
v_add_nc_u32_dpp v255, v3, v250 dpp8:[7,0,7,2,1,6,4,7] fi:1
v_add_nc_u32_dpp v184, v24, v77 dpp8:[3,1,3,3,7,2,5,4]
v_sub_nc_u32_e32 v30, v20, v9
v_sub_nc_u32_e32 v213, v132, v48
v_sub_nc_u32_dpp v29, v144, v3 row_ror:9 row_mask:0x1
v_sub_nc_u32_dpp v27, v109, v30 row_half_mirror row_mask:0xf bank_mask:0x7 bound_ctrl:0
v_sub_nc_u32_dpp v180, v87, v178 dpp8:[5,7,6,2,7,0,7,2]
v_sub_nc_u32_dpp v1, v220, v136 dpp8:[2,5,7,1,6,1,3,6]
v_subrev_nc_u32_e32 v244, v30, v239
v_subrev_nc_u32_e32 v149, s21, v2
v_subrev_nc_u32_dpp v60, v28, v18 row_ror:2 row_mask:0x8 fi:1
v_subrev_nc_u32_dpp v10, v17, v173 row_share:11 row_mask:0x7 bank_mask:0x9
v_subrev_nc_u32_dpp v255, v99, v0 dpp8:[3,2,0,0,6,6,6,2]
v_subrev_nc_u32_dpp v71, v31, v23 dpp8:[5,3,3,3,3,1,0,7]
v_fmac_f32_e32 v136, 4.0, v22
v_fmac_f32_e32 v119, v56, v251
v_fmac_f32_dpp v255, v128, -v251 row_mirror row_mask:0x0 bank_mask:0xf
v_fmac_f32_dpp v119, -v255, v24 row_share:0 bank_mask:0xc
v_fmac_f32_dpp v255, v43, v145 dpp8:[5,1,2,3,4,6,5,2]
v_fmamk_f32 v28, v229, 0.1, v13
v_fmamk_f32 v72, 64, 0.1, v21
v_fmaak_f32 v21, src_private_limit, v6, 1e6
v_fmaak_f32 v236, v2, v11, -1.5
v_cvt_pk_rtz_f16_f32_e32 v7, -6, v251
v_cvt_pk_rtz_f16_f32_e32 v255, -2.0, v19
v_cvt_pk_rtz_f16_f32_dpp v25, -v14, v111 row_share:10 row_mask:0xb bank_mask:0xc bound_ctrl:0
v_cvt_pk_rtz_f16_f32_dpp v12, v31, -v64 row_ror:14 bank_mask:0x2 bound_ctrl:0 fi:1
v_cvt_pk_rtz_f16_f32_dpp v14, v230, v4 dpp8:[2,1,6,7,5,6,6,5] fi:1
v_add_f16_dpp v20, v8, |v21| row_ror:4 row_mask:0x4 bank_mask:0x7 fi:1
v_add_f16_dpp v20, v1, v70 row_ror:9 bank_mask:0x9
v_add_f16_dpp v29, v4, v14 dpp8:[4,6,0,5,5,2,6,4]
v_subrev_f16_e32 v17, v20, v3
v_mul_f16_e32 v29, v41, v18
v_fmac_f16_e32 v15, 0.15915494, v71
v_fmac_f16_e32 v28, v20, v10
v_max_f16_e32 v6, 2.0, v8
v_max_f16_dpp v18, v24, |v19| row_ror:11 row_mask:0x9 bank_mask:0xf bound_ctrl:0
v_ldexp_f16_dpp v110, v18, -v102 row_half_mirror row_mask:0x8 bank_mask:0x2 bound_ctrl:0
v_ldexp_f16_dpp v25, v11, v88 dpp8:[6,4,5,4,0,4,2,1] fi:1
v_pk_fmac_f16 v226, v9, v87
v_pk_fmac_f16 v206, v255, v205
v_pk_fmac_f16_dpp v216, v237, v205 row_shr:14 row_mask:0x6 bank_mask:0x4 bound_ctrl:0
v_pk_fmac_f16_dpp v255, v22, v166 row_ror:14 row_mask:0xe bank_mask:0x1
v_pk_fmac_f16_dpp v138, v34, v12 dpp8:[7,5,0,3,5,4,2,4]
v_pk_fmac_f16_dpp v20, v73, v183 dpp8:[3,6,1,2,6,1,1,1]
v_cmp_f_f16_e32 vcc_lo, src_private_base, v20
v_cmp_f_f16_dpp vcc_lo, v121, v26 quad_perm:[1,1,3,2] row_mask:0xd
v_cmp_lt_f16_e32 vcc_lo, 0.1, v13
v_cmp_lt_f16_e32 vcc_lo, v84, v86
v_cmp_eq_f16_e32 vcc_lo, v127, v44
v_cmp_eq_f16_dpp vcc_lo, v28, v89 quad_perm:[1,3,3,2]
v_cmp_eq_f16_dpp vcc_lo, v15, v20 row_shr:11 bank_mask:0x1
v_cmp_le_f16_e32 vcc_lo, -0.5, v4
v_cmp_le_f16_e32 vcc_lo, 1.0, v48
v_cmp_le_f16_dpp vcc_lo, v14, v3 row_xmask:2 bank_mask:0x4
v_cmp_le_f16_dpp vcc_lo, v12, v56 dpp8:[7,5,1,6,6,7,0,2]
v_cmp_gt_f16_e32 vcc_lo, v19, v70
v_cmp_gt_f16_dpp vcc_lo, v36, v100 row_ror:11 row_mask:0x5 bound_ctrl:0
v_cmp_gt_f16_dpp vcc_lo, v19, v73 row_mirror row_mask:0x8 bank_mask:0x7
v_cmp_lg_f16_e32 vcc_lo, s12, v51
v_cmp_lg_f16_e32 vcc_lo, v48, v80
v_cmp_lg_f16_dpp vcc_lo, v3, v24 dpp8:[6,0,6,2,2,3,4,6] fi:1
v_cmp_ge_f16_e32 vcc_lo, v8, v46
v_cmp_ge_f16_e32 vcc_lo, 37, v86
v_cmp_o_f16_e32 vcc_lo, 2.0, v119
v_cmp_o_f16_e32 vcc_lo, -6, v76
v_cmp_o_f16_dpp vcc_lo, v6, v83 row_shr:15 row_mask:0x6 bank_mask:0x5
v_cmp_o_f16_dpp vcc_lo, v70, v4 dpp8:[5,6,5,6,5,6,4,3]
v_cmp_u_f16_e32 vcc_lo, 52, v57
v_cmp_u_f16_dpp vcc_lo, v75, v17 row_shr:10 row_mask:0x9 bank_mask:0xb
v_cmp_nge_f16_e32 vcc_lo, 1.0, v10
v_cmp_nge_f16_dpp vcc_lo, v6, |v9| row_xmask:4 row_mask:0x9 bank_mask:0xa fi:1
v_cmp_nlg_f16_e32 vcc_lo, 14, v35
v_cmp_nlg_f16_dpp vcc_lo, -|v19|, v7 row_ror:7
v_cmp_nlg_f16_dpp vcc_lo, v4, v1 dpp8:[6,4,4,4,3,2,2,0] fi:1
v_cmp_ngt_f16_e32 vcc_lo, v7, v2
v_cmp_ngt_f16_e32 vcc_lo, v84, v1
v_cmp_ngt_f16_dpp vcc_lo, v22, v43 quad_perm:[0,1,3,0] row_mask:0xd
v_cmp_nle_f16_e32 vcc_lo, v5, v12
v_cmp_nle_f16_dpp vcc_lo, v81, v23 quad_perm:[1,3,3,3] row_mask:0x9 bank_mask:0x2
v_cmp_nle_f16_dpp vcc_lo, v7, v9 dpp8:[1,5,4,3,2,7,2,6] fi:1
v_cmp_neq_f16_e32 vcc_lo, -0.5, v14
v_cmp_neq_f16_e32 vcc_lo, 0x4567, v33
v_cmp_neq_f16_dpp vcc_lo, v28, v13 dpp8:[0,7,5,0,0,4,0,1]
v_cmp_neq_f16_dpp vcc_lo, v11, v55 dpp8:[7,6,1,3,2,5,7,5]
v_cmp_nlt_f16_e32 vcc_lo, v44, v29
v_cmp_t_f16_e32 vcc_lo, m0, v14
v_cmp_t_f16_e32 vcc_lo, s26, v112
v_cmp_t_f16_dpp vcc_lo, v28, v5 quad_perm:[3,1,0,3] row_mask:0xc bank_mask:0x5 bound_ctrl:0
v_cmp_t_f16_dpp vcc_lo, v64, v25 dpp8:[7,5,4,1,5,6,0,5]
v_cmp_f_f32_e32 vcc_lo, s5, v40
v_cmp_f_f32_e32 vcc_lo, v68, v12
v_cmp_f_f32_dpp vcc_lo, -v11, v78 row_shr:6 bank_mask:0x9
v_cmp_f_f32_dpp vcc_lo, v9, |v199| row_shr:13 row_mask:0x6 bank_mask:0x6
v_cmp_f_f32_dpp vcc_lo, v255, v14 dpp8:[5,7,4,2,1,4,0,0]
v_cmp_f_f32_dpp vcc_lo, v232, v31 dpp8:[4,2,6,1,2,7,1,3]
v_cmp_lt_f32_e32 vcc_lo, v8, v243
v_cmp_lt_f32_e32 vcc_lo, v14, v157
v_cmp_lt_f32_dpp vcc_lo, v27, -|v175| row_share:5 row_mask:0x0 bank_mask:0xf bound_ctrl:0 fi:1
v_cmp_lt_f32_dpp vcc_lo, v69, |v157| row_shl:1 row_mask:0x1 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f32_e32 vcc_lo, 4.0, v226
v_cmp_eq_f32_e32 vcc_lo, v19, v3
v_cmp_eq_f32_dpp vcc_lo, v254, v27 row_half_mirror bank_mask:0xa fi:1
v_cmp_eq_f32_dpp vcc_lo, v22, v24 row_mirror bank_mask:0xd bound_ctrl:0 fi:1
v_cmp_eq_f32_dpp vcc_lo, v250, v2 dpp8:[4,1,1,6,1,5,1,1]
v_cmp_le_f32_e32 vcc_lo, v133, v255
v_cmp_le_f32_e32 vcc_lo, 0.5, v244
v_cmp_le_f32_dpp vcc_lo, -|v0|, v255 row_shl:13 bank_mask:0xa
v_cmp_le_f32_dpp vcc_lo, v233, v199 row_shl:9 row_mask:0xb bank_mask:0xf bound_ctrl:0 fi:1
v_cmp_le_f32_dpp vcc_lo, v114, v189 dpp8:[7,2,6,7,4,2,6,2] fi:1
v_cmp_gt_f32_e32 vcc_lo, 63, v255
v_cmp_gt_f32_e32 vcc_lo, v78, v198
v_cmp_gt_f32_dpp vcc_lo, v12, v130 row_shl:10 row_mask:0x2 fi:1
v_cmp_gt_f32_dpp vcc_lo, v175, v150 row_share:15 bank_mask:0xe
v_cmp_gt_f32_dpp vcc_lo, v74, v79 dpp8:[0,7,0,1,4,5,5,3] fi:1
v_cmp_lg_f32_e32 vcc_lo, s69, v135
v_cmp_lg_f32_e32 vcc_lo, v12, v130
v_cmp_lg_f32_dpp vcc_lo, v11, v79 row_xmask:5 row_mask:0xd bound_ctrl:0
v_cmp_lg_f32_dpp vcc_lo, v23, v7 row_mirror row_mask:0xe bank_mask:0x9 bound_ctrl:0 fi:1
v_cmp_lg_f32_dpp vcc_lo, v141, v3 dpp8:[2,4,2,5,3,0,2,3]
v_cmp_lg_f32_dpp vcc_lo, v129, v88 dpp8:[2,2,5,7,3,4,2,5]
v_cmp_ge_f32_e32 vcc_lo, ttmp14, v15
v_cmp_ge_f32_e32 vcc_lo, v255, v17
v_cmp_ge_f32_dpp vcc_lo, v21, v255 row_mirror row_mask:0xd bank_mask:0xf
v_cmp_ge_f32_dpp vcc_lo, -v197, v255 row_ror:10 row_mask:0xe bank_mask:0x8 bound_ctrl:0
v_cmp_o_f32_e32 vcc_lo, v255, v9
v_cmp_o_f32_e32 vcc_lo, 54, v4
v_cmp_o_f32_dpp vcc_lo, v183, -v255 row_shl:3 bank_mask:0x4
v_cmp_o_f32_dpp vcc_lo, v44, v127 row_shr:10 row_mask:0x9 bank_mask:0x9 bound_ctrl:0
v_cmp_u_f32_e32 vcc_lo, -100.25, v59
v_cmp_u_f32_e32 vcc_lo, 1e6, v26
v_cmp_u_f32_dpp vcc_lo, v15, v237 row_shl:9
v_cmp_u_f32_dpp vcc_lo, v67, -|v139| row_shl:2 row_mask:0x3 bank_mask:0x6
v_cmp_u_f32_dpp vcc_lo, v10, v22 dpp8:[1,1,2,1,1,4,7,4] fi:1
v_cmp_u_f32_dpp vcc_lo, v25, v74 dpp8:[4,3,0,3,0,7,3,4]
v_cmp_nge_f32_e32 vcc_lo, s94, v177
v_cmp_nge_f32_e32 vcc_lo, v4, v4
v_cmp_nge_f32_dpp vcc_lo, v31, v162 row_shl:8 row_mask:0x5 bank_mask:0x7 bound_ctrl:0 fi:1
v_cmp_nge_f32_dpp vcc_lo, v110, v12 row_shr:3 row_mask:0xf bank_mask:0xb bound_ctrl:0 fi:1
v_cmp_nge_f32_dpp vcc_lo, v25, v131 dpp8:[6,5,0,6,3,6,6,7]
v_cmp_nge_f32_dpp vcc_lo, v255, v125 dpp8:[3,7,0,2,3,3,1,6]
v_cmp_nlg_f32_e32 vcc_lo, v28, v190
v_cmp_nlg_f32_e32 vcc_lo, v1, v20
v_cmp_nlg_f32_dpp vcc_lo, v255, v183 row_half_mirror row_mask:0xf bank_mask:0xe
v_cmp_nlg_f32_dpp vcc_lo, v25, -v83 row_share:0 row_mask:0xb bank_mask:0x4
v_cmp_nlg_f32_dpp vcc_lo, v255, v28 dpp8:[6,7,4,2,4,5,7,3]
v_cmp_nlg_f32_dpp vcc_lo, v147, v11 dpp8:[5,1,6,7,5,7,6,0]
v_cmp_ngt_f32_e32 vcc_lo, v83, v9
v_cmp_ngt_f32_e32 vcc_lo, -0.5, v116
v_cmp_ngt_f32_dpp vcc_lo, v75, v0 row_ror:6 row_mask:0x0 bank_mask:0x9
v_cmp_ngt_f32_dpp vcc_lo, v252, v255 row_shr:1 row_mask:0x6 bank_mask:0x6
v_cmp_ngt_f32_dpp vcc_lo, v14, v200 dpp8:[2,6,7,3,5,6,4,3] fi:1
v_cmp_nle_f32_e32 vcc_lo, -4.0, v210
v_cmp_nle_f32_e32 vcc_lo, s9, v229
v_cmp_nle_f32_dpp vcc_lo, -v23, v255 row_mirror bound_ctrl:0
v_cmp_nle_f32_dpp vcc_lo, v236, v150 row_ror:13 row_mask:0x3 bank_mask:0x1
v_cmp_neq_f32_e32 vcc_lo, v88, v30
v_cmp_neq_f32_e32 vcc_lo, ttmp4, v8
v_cmp_neq_f32_dpp vcc_lo, v28, v23 row_xmask:1 row_mask:0x4 bank_mask:0xb bound_ctrl:0
v_cmp_neq_f32_dpp vcc_lo, v80, v3 row_share:0 row_mask:0xd
v_cmp_neq_f32_dpp vcc_lo, v21, v14 dpp8:[0,6,2,2,0,5,7,2] fi:1
v_cmp_neq_f32_dpp vcc_lo, v3, v20 dpp8:[7,3,1,2,1,0,4,2]
v_cmp_nlt_f32_e32 vcc_lo, v2, v9
v_cmp_nlt_f32_e32 vcc_lo, v149, v248
v_cmp_nlt_f32_dpp vcc_lo, v53, v78 row_ror:2 bank_mask:0x2 fi:1
v_cmp_nlt_f32_dpp vcc_lo, v109, v89 row_shl:1 bank_mask:0xd
v_cmp_nlt_f32_dpp vcc_lo, v229, v28 dpp8:[1,1,7,2,6,2,5,6]
v_cmp_nlt_f32_dpp vcc_lo, v242, v21 dpp8:[7,7,7,1,1,6,0,3]
v_cmp_t_f32_e32 vcc_lo, v95, v19
v_cmp_t_f32_e32 vcc_lo, v18, v18
v_cmp_t_f32_dpp vcc_lo, -v113, |v163| row_ror:5 row_mask:0xd bank_mask:0xd bound_ctrl:0 fi:1
v_cmp_t_f32_dpp vcc_lo, v5, v125 row_share:6 row_mask:0xb bank_mask:0xf bound_ctrl:0
v_cmp_t_f32_dpp vcc_lo, v255, v4 dpp8:[2,1,5,0,4,1,7,3] fi:1
v_cmp_t_f32_dpp vcc_lo, v56, v33 dpp8:[1,0,0,7,0,3,5,3]
v_cmp_f_f64_e32 vcc_lo, 1.0, v[116:117]
v_cmp_f_f64_e32 vcc_lo, v[23:24], v[102:103]
v_cmp_lt_f64_e32 vcc_lo, s[8:9], v[7:8]
v_cmp_lt_f64_e32 vcc_lo, s[60:61], v[48:49]
v_cmp_eq_f64_e32 vcc_lo, exec, v[19:20]
v_cmp_eq_f64_e32 vcc_lo, ttmp[0:1], v[23:24]
v_cmp_le_f64_e32 vcc_lo, s[32:33], v[28:29]
v_cmp_le_f64_e32 vcc_lo, s[18:19], v[208:209]
v_cmp_gt_f64_e32 vcc_lo, 0x3ff80000, v[225:226]
v_cmp_gt_f64_e32 vcc_lo, 100.0, v[3:4]
v_cmp_lg_f64_e32 vcc_lo, v[107:108], v[254:255]
v_cmp_lg_f64_e32 vcc_lo, v[24:25], v[173:174]
v_cmp_ge_f64_e32 vcc_lo, -8, v[254:255]
v_cmp_ge_f64_e32 vcc_lo, v[42:43], v[26:27]
v_cmp_o_f64_e32 vcc_lo, v[20:21], v[175:176]
v_cmp_o_f64_e32 vcc_lo, v[254:255], v[61:62]
v_cmp_u_f64_e32 vcc_lo, v[242:243], v[79:80]
v_cmp_u_f64_e32 vcc_lo, v[27:28], v[254:255]
v_cmp_nge_f64_e32 vcc_lo, v[140:141], v[153:154]
v_cmp_nge_f64_e32 vcc_lo, -4, v[114:115]
v_cmp_nlg_f64_e32 vcc_lo, 49, v[243:244]
v_cmp_nlg_f64_e32 vcc_lo, -4.0, v[0:1]
v_cmp_ngt_f64_e32 vcc_lo, -14, v[204:205]
v_cmp_ngt_f64_e32 vcc_lo, s[86:87], v[242:243]
v_cmp_nle_f64_e32 vcc_lo, 13, v[151:152]
v_cmp_nle_f64_e32 vcc_lo, v[225:226], v[29:30]
v_cmp_neq_f64_e32 vcc_lo, 1.5, v[14:15]
v_cmp_neq_f64_e32 vcc_lo, -0.5, v[92:93]
v_cmp_nlt_f64_e32 vcc_lo, v[15:16], v[21:22]
v_cmp_nlt_f64_e32 vcc_lo, v[19:20], v[254:255]
v_cmp_t_f64_e32 vcc_lo, 9, v[171:172]
v_cmp_t_f64_e32 vcc_lo, 0x40490000, v[23:24]
v_cmp_lt_i16_e32 vcc_lo, 52, v29
v_cmp_lt_i16_dpp vcc_lo, v10, v63 row_shr:12 bank_mask:0x7 bound_ctrl:0 fi:1
v_cmp_lt_i16_dpp vcc_lo, v103, v2 dpp8:[1,2,4,3,5,6,6,4]
v_cmp_eq_i16_e32 vcc_lo, v6, v30
v_cmp_eq_i16_e32 vcc_lo, v116, v6
v_cmp_eq_i16_dpp vcc_lo, v23, v73 quad_perm:[3,3,0,2] row_mask:0x6 bank_mask:0x8
v_cmp_eq_i16_dpp vcc_lo, v14, v63 row_ror:9
v_cmp_le_i16_e32 vcc_lo, s71, v13
v_cmp_le_i16_dpp vcc_lo, v22, v52 row_shl:4 row_mask:0x7 bank_mask:0x1
v_cmp_le_i16_dpp vcc_lo, v3, v26 dpp8:[6,5,3,5,2,1,4,2]
v_cmp_gt_i16_dpp vcc_lo, v30, v27 dpp8:[0,1,5,6,2,4,3,6]
v_cmp_ne_i16_e32 vcc_lo, -8, v8
v_cmp_ne_i16_dpp vcc_lo, v6, v7 row_ror:8 row_mask:0x8 bank_mask:0xb fi:1
v_cmp_ne_i16_dpp vcc_lo, v58, v17 dpp8:[5,1,5,2,4,2,3,4] fi:1
v_cmp_ge_i16_e32 vcc_lo, -7, v7
v_cmp_ge_i16_e32 vcc_lo, v113, v53
v_cmp_ge_i16_dpp vcc_lo, v114, v8 row_half_mirror row_mask:0x1
v_cmp_ge_i16_dpp vcc_lo, v114, v112 row_shl:5 row_mask:0xd bank_mask:0x5 bound_ctrl:0
v_cmp_ge_i16_dpp vcc_lo, v13, v16 dpp8:[2,7,3,3,3,1,1,6]
v_cmp_lt_u16_e32 vcc_lo, v127, v35
v_cmp_lt_u16_dpp vcc_lo, v1, v25 row_share:15 row_mask:0xd fi:1
v_cmp_lt_u16_dpp vcc_lo, v38, v13 dpp8:[2,4,1,4,1,4,6,1]
v_cmp_eq_u16_e32 vcc_lo, v75, v29
v_cmp_eq_u16_dpp vcc_lo, v6, v71 dpp8:[2,0,7,0,1,7,6,7]
v_cmp_eq_u16_dpp vcc_lo, v16, v29 dpp8:[2,7,2,6,6,4,5,3]
v_cmp_gt_u16_e32 vcc_lo, 33, v60
v_cmp_gt_u16_dpp vcc_lo, v83, v12 row_xmask:14 row_mask:0x8 bank_mask:0x4
v_cmp_gt_u16_dpp vcc_lo, v26, v84 dpp8:[1,4,1,5,0,5,1,1] fi:1
v_cmp_gt_u16_dpp vcc_lo, v78, v17 dpp8:[4,3,7,4,6,2,4,1]
v_cmp_ne_u16_dpp vcc_lo, v15, v117 dpp8:[1,7,4,7,1,6,6,2] fi:1
v_cmp_ge_u16_e32 vcc_lo, v22, v93
v_cmp_f_i32_e32 vcc_lo, v252, v78
v_cmp_f_i32_e32 vcc_lo, vcc_lo, v8
v_cmp_f_i32_dpp vcc_lo, v6, v111 row_half_mirror row_mask:0x3
v_cmp_f_i32_dpp vcc_lo, v14, v12 row_ror:7 row_mask:0x3 bank_mask:0x4 bound_ctrl:0
v_cmp_f_i32_dpp vcc_lo, v187, v78 dpp8:[0,5,7,7,5,3,4,0] fi:1
v_cmp_f_i32_dpp vcc_lo, v40, v29 dpp8:[6,1,3,3,3,4,3,7]
v_cmp_lt_i32_e32 vcc_lo, v16, v24
v_cmp_lt_i32_e32 vcc_lo, v11, v35
v_cmp_lt_i32_dpp vcc_lo, v13, v189 row_shr:9 row_mask:0x7 bank_mask:0x2 fi:1
v_cmp_lt_i32_dpp vcc_lo, v32, v21 quad_perm:[0,2,1,0] row_mask:0xb bank_mask:0x5
v_cmp_lt_i32_dpp vcc_lo, v255, v14 dpp8:[3,5,2,1,2,0,6,1] fi:1
v_cmp_lt_i32_dpp vcc_lo, v24, v0 dpp8:[7,2,2,5,0,3,1,1] fi:1
v_cmp_eq_i32_e32 vcc_lo, 63, v25
v_cmp_eq_i32_e32 vcc_lo, v23, v31
v_cmp_eq_i32_dpp vcc_lo, v29, v51 row_shr:14 row_mask:0x2 bank_mask:0xe
v_cmp_eq_i32_dpp vcc_lo, v255, v90 row_share:6 bank_mask:0xa
v_cmp_eq_i32_dpp vcc_lo, v252, v44 dpp8:[5,7,0,1,6,5,7,3]
v_cmp_eq_i32_dpp vcc_lo, v66, v168 dpp8:[6,3,7,5,6,6,4,2] fi:1
v_cmp_le_i32_e32 vcc_lo, s0, v213
v_cmp_le_i32_e32 vcc_lo, v6, v27
v_cmp_le_i32_dpp vcc_lo, v90, v25 row_shl:3 row_mask:0x5 bank_mask:0xf
v_cmp_le_i32_dpp vcc_lo, v7, v70 row_share:2 row_mask:0xb
v_cmp_le_i32_dpp vcc_lo, v164, v156 dpp8:[5,0,3,1,1,3,3,2]
v_cmp_le_i32_dpp vcc_lo, v8, v154 dpp8:[7,1,7,2,4,3,1,7]
v_cmp_gt_i32_e32 vcc_lo, s2, v233
v_cmp_gt_i32_e32 vcc_lo, 0.5, v1
v_cmp_gt_i32_dpp vcc_lo, v64, v252 row_share:8 bank_mask:0x4
v_cmp_gt_i32_dpp vcc_lo, v24, v22 quad_perm:[0,0,0,0] row_mask:0xa bank_mask:0xe bound_ctrl:0
v_cmp_gt_i32_dpp vcc_lo, v14, v4 dpp8:[7,6,5,0,5,2,0,1]
v_cmp_gt_i32_dpp vcc_lo, v8, v26 dpp8:[2,5,5,1,5,2,3,7]
v_cmp_ne_i32_e32 vcc_lo, src_shared_limit, v190
v_cmp_ne_i32_e32 vcc_lo, v16, v11
v_cmp_ne_i32_dpp vcc_lo, v15, v160 row_ror:7 bank_mask:0x6
v_cmp_ne_i32_dpp vcc_lo, v12, v22 row_xmask:11 row_mask:0x7 bank_mask:0xf
v_cmp_ne_i32_dpp vcc_lo, v8, v255 dpp8:[0,7,1,3,5,7,1,4]
v_cmp_ne_i32_dpp vcc_lo, v7, v10 dpp8:[2,0,4,2,5,4,3,3]
v_cmp_ge_i32_e32 vcc_lo, s42, v172
v_cmp_ge_i32_e32 vcc_lo, s76, v73
v_cmp_ge_i32_dpp vcc_lo, v134, v207 quad_perm:[2,0,0,0] row_mask:0x4 bank_mask:0x3 bound_ctrl:0
v_cmp_ge_i32_dpp vcc_lo, v110, v1 row_ror:15 bank_mask:0x8
v_cmp_ge_i32_dpp vcc_lo, v20, v17 dpp8:[3,4,1,6,3,5,5,3] fi:1
v_cmp_ge_i32_dpp vcc_lo, v86, v8 dpp8:[2,7,5,4,7,3,0,1] fi:1
v_cmp_t_i32_e32 vcc_lo, src_shared_limit, v65
v_cmp_t_i32_e32 vcc_lo, 4.0, v198
v_cmp_t_i32_dpp vcc_lo, v84, v255 row_half_mirror row_mask:0x3 bank_mask:0xe bound_ctrl:0
v_cmp_t_i32_dpp vcc_lo, v22, v109 row_half_mirror row_mask:0xd bank_mask:0xe
v_cmp_t_i32_dpp vcc_lo, v11, v131 dpp8:[3,6,7,1,3,4,0,6]
v_cmp_t_i32_dpp vcc_lo, v14, v200 dpp8:[4,1,1,6,0,1,2,2]
v_cmp_f_u32_e32 vcc_lo, v22, v46
v_cmp_f_u32_e32 vcc_lo, v22, v207
v_cmp_f_u32_dpp vcc_lo, v162, v211 quad_perm:[3,1,1,1] row_mask:0x6 bound_ctrl:0 fi:1
v_cmp_f_u32_dpp vcc_lo, v255, v25 row_shl:12 row_mask:0x3
v_cmp_f_u32_dpp vcc_lo, v255, v27 dpp8:[4,5,5,1,2,4,3,4] fi:1
v_cmp_f_u32_dpp vcc_lo, v18, v21 dpp8:[3,2,3,5,4,5,0,3] fi:1
v_cmp_lt_u32_e32 vcc_lo, 0.15915494, v86
v_cmp_lt_u32_dpp vcc_lo, v35, v13 row_mirror row_mask:0xb bank_mask:0x8 bound_ctrl:0 fi:1
v_cmp_lt_u32_dpp vcc_lo, v233, v20 row_xmask:5 row_mask:0xf bank_mask:0x0
v_cmp_lt_u32_dpp vcc_lo, v221, v61 dpp8:[1,7,2,1,3,5,3,6]
v_cmp_lt_u32_dpp vcc_lo, v221, v31 dpp8:[4,4,5,0,0,7,7,3]
v_cmp_eq_u32_e32 vcc_lo, s70, v42
v_cmp_eq_u32_e32 vcc_lo, v145, v47
v_cmp_eq_u32_dpp vcc_lo, v90, v255 row_share:3 row_mask:0x6
v_cmp_eq_u32_dpp vcc_lo, v249, v50 quad_perm:[0,3,0,2] bank_mask:0xc
v_cmp_eq_u32_dpp vcc_lo, v177, v31 dpp8:[2,4,5,0,6,4,6,3]
v_cmp_eq_u32_dpp vcc_lo, v29, v31 dpp8:[5,0,3,4,1,7,0,5] fi:1
v_cmp_le_u32_e32 vcc_lo, 0x12345678, v14
v_cmp_le_u32_e32 vcc_lo, v31, v2
v_cmp_le_u32_dpp vcc_lo, v255, v194 row_shl:11 fi:1
v_cmp_le_u32_dpp vcc_lo, v84, v80 row_mirror row_mask:0x0 bank_mask:0xa bound_ctrl:0
v_cmp_le_u32_dpp vcc_lo, v244, v17 dpp8:[6,6,5,6,1,3,6,4]
v_cmp_le_u32_dpp vcc_lo, v255, v151 dpp8:[5,7,5,6,2,6,3,4]
v_cmp_gt_u32_e32 vcc_lo, v19, v20
v_cmp_gt_u32_e32 vcc_lo, v206, v28
v_cmp_gt_u32_dpp vcc_lo, v27, v255 row_half_mirror row_mask:0x3
v_cmp_gt_u32_dpp vcc_lo, v68, v6 row_share:11 bound_ctrl:0
v_cmp_gt_u32_dpp vcc_lo, v26, v15 dpp8:[2,1,3,6,1,3,1,2] fi:1
v_cmp_gt_u32_dpp vcc_lo, v164, v18 dpp8:[3,7,7,0,2,1,4,6]
v_cmp_ne_u32_e32 vcc_lo, v17, v2
v_cmp_ne_u32_e32 vcc_lo, v104, v255
v_cmp_ne_u32_dpp vcc_lo, v122, v32 quad_perm:[2,0,1,2] bound_ctrl:0
v_cmp_ne_u32_dpp vcc_lo, v28, v224 row_shl:13 bound_ctrl:0
v_cmp_ne_u32_dpp vcc_lo, v12, v103 dpp8:[7,4,4,1,3,7,6,1]
v_cmp_ne_u32_dpp vcc_lo, v9, v22 dpp8:[5,3,0,7,4,2,1,2]
v_cmp_ge_u32_e32 vcc_lo, v255, v255
v_cmp_ge_u32_e32 vcc_lo, v117, v7
v_cmp_ge_u32_dpp vcc_lo, v208, v28 row_ror:14 row_mask:0xd fi:1
v_cmp_ge_u32_dpp vcc_lo, v17, v255 row_half_mirror row_mask:0xa
v_cmp_ge_u32_dpp vcc_lo, v162, v22 dpp8:[2,4,0,4,5,4,7,1] fi:1
v_cmp_ge_u32_dpp vcc_lo, v182, v68 dpp8:[7,6,2,1,0,0,0,7]
v_cmp_t_u32_e32 vcc_lo, 14, v61
v_cmp_t_u32_e32 vcc_lo, -0.5, v99
v_cmp_t_u32_dpp vcc_lo, v144, v22 row_share:14 row_mask:0x3 bank_mask:0x8
v_cmp_t_u32_dpp vcc_lo, v19, v28 row_shr:11 bank_mask:0x0 fi:1
v_cmp_t_u32_dpp vcc_lo, v4, v151 dpp8:[7,0,5,7,4,4,3,2]
v_cmp_t_u32_dpp vcc_lo, v166, v9 dpp8:[0,0,4,0,0,5,7,6] fi:1
v_cmp_f_i64_e32 vcc_lo, v[28:29], v[14:15]
v_cmp_f_i64_e32 vcc_lo, ttmp[6:7], v[34:35]
v_cmp_lt_i64_e32 vcc_lo, 53, v[103:104]
v_cmp_lt_i64_e32 vcc_lo, s[30:31], v[118:119]
v_cmp_eq_i64_e32 vcc_lo, v[81:82], v[48:49]
v_cmp_eq_i64_e32 vcc_lo, s[28:29], v[254:255]
v_cmp_le_i64_e32 vcc_lo, v[199:200], v[4:5]
v_cmp_le_i64_e32 vcc_lo, v[178:179], v[15:16]
v_cmp_gt_i64_e32 vcc_lo, v[21:22], v[15:16]
v_cmp_gt_i64_e32 vcc_lo, v[227:228], v[254:255]
v_cmp_ne_i64_e32 vcc_lo, 0, v[86:87]
v_cmp_ne_i64_e32 vcc_lo, 0x7fffffff, v[176:177]
v_cmp_ge_i64_e32 vcc_lo, -1000, v[27:28]
v_cmp_ge_i64_e32 vcc_lo, v[16:17], v[223:224]
v_cmp_t_i64_e32 vcc_lo, 0xffff0000, v[7:8]
v_cmp_t_i64_e32 vcc_lo, vcc, v[178:179]
v_cmp_f_u64_e32 vcc_lo, v[104:105], v[143:144]
v_cmp_f_u64_e32 vcc_lo, v[254:255], v[36:37]
v_cmp_lt_u64_e32 vcc_lo, ttmp[14:15], v[166:167]
v_cmp_lt_u64_e32 vcc_lo, v[254:255], v[2:3]
v_cmp_eq_u64_e32 vcc_lo, v[168:169], v[114:115]
v_cmp_eq_u64_e32 vcc_lo, s[72:73], v[4:5]
v_cmp_le_u64_e32 vcc_lo, v[27:28], v[22:23]
v_cmp_le_u64_e32 vcc_lo, v[0:1], v[189:190]
v_cmp_gt_u64_e32 vcc_lo, s[100:101], v[28:29]
v_cmp_gt_u64_e32 vcc_lo, v[112:113], v[22:23]
v_cmp_ne_u64_e32 vcc_lo, v[57:58], v[0:1]
v_cmp_ne_u64_e32 vcc_lo, -1000, v[132:133]
v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[64:65]
v_cmp_ge_u64_e32 vcc_lo, v[225:226], v[83:84]
v_cmp_t_u64_e32 vcc_lo, v[216:217], v[0:1]
v_cmp_t_u64_e32 vcc_lo, s[40:41], v[254:255]
v_cmp_class_f16_e32 vcc_lo, v121, v25
v_cmp_class_f16_e32 vcc_lo, 1, v47
v_cmp_class_f16_dpp vcc_lo, v0, v77 row_xmask:10 row_mask:0x3 bank_mask:0x3 bound_ctrl:0
v_cmp_class_f16_dpp vcc_lo, v11, v2 row_share:11 bank_mask:0x6 fi:1
v_cmp_class_f16_dpp vcc_lo, v24, v75 dpp8:[1,5,4,1,6,4,5,3] fi:1
v_cmp_class_f32_e32 vcc_lo, s97, v1
v_cmp_class_f32_e32 vcc_lo, v16, v220
v_cmp_class_f32_dpp vcc_lo, |v45|, v127 row_ror:9 row_mask:0x9
v_cmp_class_f32_dpp vcc_lo, v247, v8 row_shr:10 bank_mask:0xe
v_cmp_class_f64_e32 vcc_lo, s[2:3], v0
v_cmp_class_f64_e32 vcc_lo, v[12:13], v26
v_cmpx_f_f16_e32 6, v101
v_cmpx_f_f16_e32 -15, v109
v_cmpx_f_f16_dpp v108, v23 dpp8:[4,5,1,0,1,5,0,4]
v_cmpx_f_f16_dpp v25, v1 dpp8:[0,6,2,1,3,4,2,4]
v_cmpx_lt_f16_dpp v75, -v67 quad_perm:[1,3,1,0] row_mask:0x9 bank_mask:0xc
v_cmpx_eq_f16_e32 vcc_hi, v8
v_cmpx_eq_f16_e32 v51, v28
v_cmpx_eq_f16_dpp v10, v22 row_ror:2 row_mask:0x5 bank_mask:0x3 fi:1
v_cmpx_le_f16_e32 exec_lo, v26
v_cmpx_le_f16_dpp v64, -|v23| row_ror:7 bank_mask:0x3 bound_ctrl:0
v_cmpx_le_f16_dpp v27, v87 row_shr:11 row_mask:0x0 bank_mask:0x4
v_cmpx_gt_f16_e32 ttmp14, v124
v_cmpx_gt_f16_dpp v109, v26 dpp8:[3,3,5,3,6,3,1,3]
v_cmpx_lg_f16_e32 23, v122
v_cmpx_lg_f16_dpp v18, v22 dpp8:[4,5,7,0,0,4,0,3]
v_cmpx_ge_f16_dpp v31, v52 row_shl:11 row_mask:0xe bank_mask:0xa bound_ctrl:0 fi:1
v_cmpx_o_f16_e32 s45, v12
v_cmpx_o_f16_dpp v5, v3 dpp8:[6,1,1,0,7,4,0,4]
v_cmpx_u_f16_e32 src_private_base, v0
v_cmpx_u_f16_e32 v16, v65
v_cmpx_u_f16_dpp v13, v29 quad_perm:[0,0,3,3] row_mask:0x3 bank_mask:0x9 bound_ctrl:0
v_cmpx_nge_f16_e32 s83, v0
v_cmpx_nge_f16_dpp v11, -v30 row_half_mirror row_mask:0x7 bank_mask:0xe
v_cmpx_nge_f16_dpp v84, v1 dpp8:[2,4,2,1,6,4,1,7]
v_cmpx_nlg_f16_e32 v30, v99
v_cmpx_nlg_f16_dpp v37, |v58| row_mirror row_mask:0xd bank_mask:0x8 bound_ctrl:0
v_cmpx_ngt_f16_e32 0x3e00, v25
v_cmpx_ngt_f16_dpp v9, v107 quad_perm:[3,2,1,0] bank_mask:0x6 bound_ctrl:0 fi:1
v_cmpx_ngt_f16_dpp v25, v38 dpp8:[1,5,5,1,1,3,6,7]
v_cmpx_nle_f16_e32 s28, v26
v_cmpx_nle_f16_e32 v27, v45
v_cmpx_nle_f16_dpp v13, v74 row_ror:5 row_mask:0xe bank_mask:0x8
v_cmpx_nle_f16_dpp v20, v19 row_mirror bank_mask:0x1
v_cmpx_neq_f16_e32 exec_hi, v7
v_cmpx_neq_f16_e32 v42, v94
v_cmpx_neq_f16_dpp v5, v96 row_shl:7 row_mask:0xc fi:1
v_cmpx_nlt_f16_dpp v17, v6 row_half_mirror row_mask:0x7
v_cmpx_t_f16_e32 v21, v57
v_cmpx_t_f16_e32 0.15915494, v26
v_cmpx_t_f16_dpp v2, v29 row_ror:5 row_mask:0x8 bound_ctrl:0
v_cmpx_t_f16_dpp v14, v24 dpp8:[2,0,6,1,5,7,0,7] fi:1
v_cmpx_f_f32_e32 s92, v22
v_cmpx_f_f32_e32 s85, v171
v_cmpx_f_f32_dpp |v25|, -|v30| row_shr:2 fi:1
v_cmpx_f_f32_dpp v253, v215 row_shl:9 row_mask:0x1 bank_mask:0x7
v_cmpx_f_f32_dpp v2, v16 dpp8:[0,2,2,6,5,7,0,2]
v_cmpx_lt_f32_e32 v137, v2
v_cmpx_lt_f32_e32 v124, v87
v_cmpx_lt_f32_dpp v67, v4 row_half_mirror bank_mask:0xc
v_cmpx_lt_f32_dpp v255, -v18 row_xmask:1 row_mask:0x8 bank_mask:0x2
v_cmpx_lt_f32_dpp v12, v33 dpp8:[3,0,0,6,5,4,5,1]
v_cmpx_eq_f32_e32 v30, v255
v_cmpx_eq_f32_e32 v217, v212
v_cmpx_eq_f32_dpp -|v127|, v105 row_share:12 row_mask:0x1 bank_mask:0xa bound_ctrl:0
v_cmpx_eq_f32_dpp v15, v18 row_half_mirror row_mask:0xc bank_mask:0x0 bound_ctrl:0
v_cmpx_eq_f32_dpp v141, v72 dpp8:[5,7,7,3,7,1,4,5]
v_cmpx_le_f32_e32 v10, v16
v_cmpx_le_f32_e32 v6, v106
v_cmpx_le_f32_dpp v5, v255 row_half_mirror
v_cmpx_le_f32_dpp v0, v255 row_half_mirror row_mask:0x2 bound_ctrl:0
v_cmpx_le_f32_dpp v30, v80 dpp8:[2,0,4,0,0,1,2,6]
v_cmpx_gt_f32_e32 s95, v255
v_cmpx_gt_f32_e32 s43, v30
v_cmpx_gt_f32_dpp -v18, v255 quad_perm:[1,2,3,3] row_mask:0x4 bank_mask:0xb
v_cmpx_gt_f32_dpp |v15|, v222 row_xmask:6 row_mask:0xd bank_mask:0x6
v_cmpx_lg_f32_e32 v89, v21
v_cmpx_lg_f32_e32 v67, v25
v_cmpx_lg_f32_dpp v196, v67 row_xmask:14 row_mask:0xd bound_ctrl:0
v_cmpx_lg_f32_dpp v54, -v8 row_shr:6 row_mask:0x3 fi:1
v_cmpx_lg_f32_dpp v22, v255 dpp8:[5,2,4,3,4,6,6,7]
v_cmpx_lg_f32_dpp v29, v103 dpp8:[5,7,3,0,5,4,2,0] fi:1
v_cmpx_ge_f32_e32 v30, v22
v_cmpx_ge_f32_e32 56, v176
v_cmpx_ge_f32_dpp |v92|, v124 row_shl:10 row_mask:0xf bound_ctrl:0
v_cmpx_ge_f32_dpp v78, v156 row_xmask:0 row_mask:0xc bound_ctrl:0
v_cmpx_ge_f32_dpp v92, v128 dpp8:[2,0,2,6,0,1,5,2] fi:1
v_cmpx_o_f32_e32 v250, v2
v_cmpx_o_f32_e32 s105, v116
v_cmpx_o_f32_dpp v138, |v39| row_mirror bound_ctrl:0
v_cmpx_o_f32_dpp v6, v68 row_ror:6 row_mask:0x1 bank_mask:0x4 bound_ctrl:0
v_cmpx_o_f32_dpp v94, v255 dpp8:[3,0,5,6,5,3,7,3]
v_cmpx_u_f32_e32 s16, v72
v_cmpx_u_f32_e32 1.0, v199
v_cmpx_u_f32_dpp v255, v136 row_shr:1 bound_ctrl:0 fi:1
v_cmpx_u_f32_dpp v222, v95 row_mirror row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cmpx_u_f32_dpp v188, v19 dpp8:[5,0,5,7,1,4,7,1]
v_cmpx_u_f32_dpp v63, v4 dpp8:[2,0,2,2,0,7,6,7]
v_cmpx_nge_f32_e32 v136, v38
v_cmpx_nge_f32_e32 v20, v16
v_cmpx_nge_f32_dpp v255, v23 row_half_mirror row_mask:0x4 bank_mask:0xa bound_ctrl:0
v_cmpx_nge_f32_dpp -v24, v29 row_half_mirror row_mask:0x5 bank_mask:0x6 fi:1
v_cmpx_nge_f32_dpp v173, v4 dpp8:[4,3,5,0,6,0,0,4] fi:1
v_cmpx_nge_f32_dpp v213, v62 dpp8:[3,5,7,7,0,7,7,2] fi:1
v_cmpx_nlg_f32_e32 v8, v10
v_cmpx_nlg_f32_e32 exec_lo, v28
v_cmpx_nlg_f32_dpp v247, v28 row_xmask:5 row_mask:0xd bank_mask:0x8
v_cmpx_nlg_f32_dpp |v134|, v38 row_share:15 row_mask:0x7
v_cmpx_ngt_f32_e32 -5, v101
v_cmpx_ngt_f32_e32 v12, v31
v_cmpx_ngt_f32_dpp v231, v145 row_ror:5 row_mask:0x3 bank_mask:0x7
v_cmpx_ngt_f32_dpp v59, v103 row_shl:7 row_mask:0xb bound_ctrl:0
v_cmpx_ngt_f32_dpp v191, v26 dpp8:[7,2,5,7,2,0,1,4]
v_cmpx_ngt_f32_dpp v186, v130 dpp8:[5,6,4,3,3,7,6,0]
v_cmpx_nle_f32_e32 v118, v143
v_cmpx_nle_f32_e32 -1.0, v19
v_cmpx_nle_f32_dpp v129, v21 row_share:3 bank_mask:0xb
v_cmpx_nle_f32_dpp v92, v252 row_half_mirror row_mask:0x5 bank_mask:0x8
v_cmpx_nle_f32_dpp v21, v59 dpp8:[4,7,1,7,5,2,7,0]
v_cmpx_nle_f32_dpp v78, v21 dpp8:[4,4,1,6,2,2,2,5]
v_cmpx_neq_f32_e32 -1.0, v253
v_cmpx_neq_f32_e32 v15, v1
v_cmpx_neq_f32_dpp v73, -v14 row_shl:5 row_mask:0x3 fi:1
v_cmpx_neq_f32_dpp v31, v100 row_mirror row_mask:0x8 bank_mask:0x1
v_cmpx_neq_f32_dpp v173, v6 dpp8:[3,5,1,2,7,2,5,5] fi:1
v_cmpx_neq_f32_dpp v122, v77 dpp8:[1,7,0,0,0,4,2,1]
v_cmpx_nlt_f32_e32 v174, v11
v_cmpx_nlt_f32_e32 4.0, v46
v_cmpx_nlt_f32_dpp |v224|, v3 row_xmask:10 bank_mask:0x8
v_cmpx_nlt_f32_dpp -|v255|, -|v0| row_ror:12 row_mask:0xd bank_mask:0x7 fi:1
v_cmpx_t_f32_e32 v5, v255
v_cmpx_t_f32_e32 v14, v19
v_cmpx_t_f32_dpp v179, v1 row_ror:8 row_mask:0x5 bound_ctrl:0
v_cmpx_t_f32_dpp v13, |v80| row_shl:5 bank_mask:0xf bound_ctrl:0
v_cmpx_t_f32_dpp v174, v255 dpp8:[4,1,7,3,4,7,2,5] fi:1
v_cmpx_t_f32_dpp v195, v119 dpp8:[4,6,0,4,0,5,6,1]
v_cmpx_f_f64_e32 v[29:30], v[85:86]
v_cmpx_f_f64_e32 v[19:20], v[202:203]
v_cmpx_lt_f64_e32 60, v[137:138]
v_cmpx_lt_f64_e32 v[35:36], v[200:201]
v_cmpx_eq_f64_e32 v[6:7], v[30:31]
v_cmpx_eq_f64_e32 v[228:229], v[226:227]
v_cmpx_le_f64_e32 46, v[1:2]
v_cmpx_le_f64_e32 -4.0, v[222:223]
v_cmpx_gt_f64_e32 18, v[254:255]
v_cmpx_gt_f64_e32 1.5, v[22:23]
v_cmpx_lg_f64_e32 v[24:25], v[25:26]
v_cmpx_lg_f64_e32 s[56:57], v[173:174]
v_cmpx_ge_f64_e32 v[107:108], v[19:20]
v_cmpx_ge_f64_e32 v[242:243], v[0:1]
v_cmpx_o_f64_e32 s[32:33], v[28:29]
v_cmpx_o_f64_e32 0x3ff80000, v[1:2]
v_cmpx_u_f64_e32 v[254:255], v[218:219]
v_cmpx_u_f64_e32 v[128:129], v[170:171]
v_cmpx_nge_f64_e32 v[89:90], v[254:255]
v_cmpx_nge_f64_e32 1.0, v[223:224]
v_cmpx_nlg_f64_e32 1.0, v[121:122]
v_cmpx_nlg_f64_e32 39, v[0:1]
v_cmpx_ngt_f64_e32 s[10:11], v[250:251]
v_cmpx_ngt_f64_e32 v[120:121], v[211:212]
v_cmpx_nle_f64_e32 v[88:89], v[134:135]
v_cmpx_nle_f64_e32 s[32:33], v[25:26]
v_cmpx_neq_f64_e32 v[199:200], v[41:42]
v_cmpx_neq_f64_e32 v[3:4], v[122:123]
v_cmpx_nlt_f64_e32 v[19:20], v[89:90]
v_cmpx_nlt_f64_e32 v[26:27], v[254:255]
v_cmpx_t_f64_e32 v[186:187], v[74:75]
v_cmpx_t_f64_e32 s[80:81], v[28:29]
v_cmpx_lt_i16_dpp v12, v52 dpp8:[6,7,4,2,0,2,4,5]
v_cmpx_lt_i16_dpp v20, v46 dpp8:[5,0,5,0,2,4,4,4] fi:1
v_cmpx_eq_i16_e32 vcc_lo, v95
v_cmpx_eq_i16_dpp v63, v24 row_half_mirror
v_cmpx_eq_i16_dpp v122, v20 dpp8:[4,1,4,2,4,0,7,4]
v_cmpx_gt_i16_e32 53, v3
v_cmpx_gt_i16_e32 v2, v73
v_cmpx_gt_i16_dpp v41, v38 row_share:0 row_mask:0x2 bound_ctrl:0
v_cmpx_gt_i16_dpp v110, v14 row_shl:5 row_mask:0x2
v_cmpx_ne_i16_e32 v60, v11
v_cmpx_ne_i16_dpp v44, v16 row_shr:3 row_mask:0xf bank_mask:0xc
v_cmpx_ne_i16_dpp v27, v117 row_shr:4 row_mask:0x6 bank_mask:0xb
v_cmpx_ne_i16_dpp v25, v24 dpp8:[0,5,6,7,1,1,1,4] fi:1
v_cmpx_ge_i16_e32 s65, v58
v_cmpx_ge_i16_e32 m0, v122
v_cmpx_ge_i16_dpp v27, v86 row_xmask:4 row_mask:0x8 fi:1
v_cmpx_ge_i16_dpp v68, v79 dpp8:[5,2,3,7,4,7,5,0]
v_cmpx_lt_u16_dpp v28, v15 dpp8:[4,4,0,2,3,3,2,6]
v_cmpx_eq_u16_e32 v19, v27
v_cmpx_eq_u16_dpp v87, v50 row_shr:4 bank_mask:0x7 fi:1
v_cmpx_eq_u16_dpp v46, v66 row_mirror row_mask:0x2
v_cmpx_eq_u16_dpp v17, v21 dpp8:[1,4,2,1,3,1,0,3]
v_cmpx_eq_u16_dpp v51, v38 dpp8:[1,0,1,7,0,4,0,7]
v_cmpx_le_u16_dpp v125, v37 row_ror:7 bound_ctrl:0
v_cmpx_gt_u16_e32 44, v87
v_cmpx_gt_u16_e32 0xffff, v0
v_cmpx_gt_u16_dpp v4, v97 row_ror:10 row_mask:0x1 bank_mask:0x2
v_cmpx_gt_u16_dpp v16, v17 dpp8:[6,7,0,4,4,4,2,6]
v_cmpx_gt_u16_dpp v10, v37 dpp8:[6,6,5,5,0,2,6,5]
v_cmpx_ne_u16_dpp v103, v15 row_share:13
v_cmpx_ne_u16_dpp v7, v119 row_ror:14 row_mask:0x5
v_cmpx_ne_u16_dpp v37, v110 dpp8:[3,5,1,7,5,3,0,1] fi:1
v_cmpx_ge_u16_e32 v20, v117
v_cmpx_f_i32_e32 -7, v4
v_cmpx_f_i32_e32 v179, v13
v_cmpx_f_i32_dpp v255, v71 quad_perm:[3,2,2,3] row_mask:0x6 bank_mask:0xd bound_ctrl:0
v_cmpx_f_i32_dpp v28, v5 row_shr:3 row_mask:0xb
v_cmpx_f_i32_dpp v67, v5 dpp8:[6,3,1,7,4,4,2,4]
v_cmpx_f_i32_dpp v10, v98 dpp8:[3,2,1,4,1,6,1,1]
v_cmpx_lt_i32_e32 v93, v255
v_cmpx_lt_i32_e32 v127, v126
v_cmpx_lt_i32_dpp v83, v246 row_xmask:5 row_mask:0xa
v_cmpx_lt_i32_dpp v15, v14 row_ror:12 row_mask:0xa bank_mask:0x3
v_cmpx_lt_i32_dpp v255, v61 dpp8:[7,5,2,5,3,5,7,1] fi:1
v_cmpx_lt_i32_dpp v255, v155 dpp8:[2,6,3,2,6,6,1,6]
v_cmpx_eq_i32_e32 s49, v43
v_cmpx_eq_i32_e32 v225, v35
v_cmpx_eq_i32_dpp v129, v74 row_share:4 bank_mask:0xf fi:1
v_cmpx_eq_i32_dpp v102, v165 row_shl:3 row_mask:0x5 bank_mask:0x0 fi:1
v_cmpx_eq_i32_dpp v200, v6 dpp8:[2,0,4,4,1,6,5,3]
v_cmpx_eq_i32_dpp v224, v18 dpp8:[0,4,4,2,7,3,0,2]
v_cmpx_le_i32_e32 v23, v145
v_cmpx_le_i32_e32 v87, v3
v_cmpx_le_i32_dpp v6, v255 row_shl:8 row_mask:0x6 bank_mask:0x8 bound_ctrl:0
v_cmpx_le_i32_dpp v19, v88 row_shl:3 row_mask:0x3 bank_mask:0x8 bound_ctrl:0 fi:1
v_cmpx_le_i32_dpp v29, v172 dpp8:[4,4,0,7,2,4,4,6]
v_cmpx_le_i32_dpp v189, v178 dpp8:[4,0,4,1,5,5,0,3]
v_cmpx_gt_i32_e32 s66, v255
v_cmpx_gt_i32_e32 v214, v214
v_cmpx_gt_i32_dpp v111, v19 row_mirror row_mask:0x8
v_cmpx_gt_i32_dpp v26, v20 row_half_mirror row_mask:0xa
v_cmpx_gt_i32_dpp v31, v15 dpp8:[2,0,3,5,4,6,3,7] fi:1
v_cmpx_gt_i32_dpp v21, v107 dpp8:[4,3,2,1,0,1,4,0]
v_cmpx_ne_i32_e32 51, v156
v_cmpx_ne_i32_e32 v12, v148
v_cmpx_ne_i32_dpp v6, v59 row_shr:3 bound_ctrl:0 fi:1
v_cmpx_ne_i32_dpp v21, v9 row_half_mirror row_mask:0xc
v_cmpx_ne_i32_dpp v164, v255 dpp8:[7,1,2,1,7,0,3,7]
v_cmpx_ne_i32_dpp v10, v0 dpp8:[2,2,7,4,3,2,2,0]
v_cmpx_ge_i32_e32 v8, v139
v_cmpx_ge_i32_e32 s20, v12
v_cmpx_ge_i32_dpp v9, v53 row_share:1 row_mask:0x3 bank_mask:0x4
v_cmpx_ge_i32_dpp v0, v127 row_xmask:4 bank_mask:0xa
v_cmpx_ge_i32_dpp v151, v23 dpp8:[3,2,1,6,5,6,6,0]
v_cmpx_ge_i32_dpp v1, v86 dpp8:[0,5,1,5,5,5,2,6]
v_cmpx_t_i32_e32 1.5, v73
v_cmpx_t_i32_dpp v58, v255 row_share:1 row_mask:0x1 bank_mask:0x7 fi:1
v_cmpx_t_i32_dpp v99, v26 row_mirror row_mask:0xe bound_ctrl:0
v_cmpx_t_i32_dpp v143, v113 dpp8:[6,4,6,6,7,6,7,1]
v_cmpx_t_i32_dpp v124, v85 dpp8:[2,2,7,1,2,0,7,1]
v_cmpx_f_u32_e32 s35, v86
v_cmpx_f_u32_e32 v215, v109
v_cmpx_f_u32_dpp v25, v113 row_ror:2 row_mask:0xb bank_mask:0x6 fi:1
v_cmpx_f_u32_dpp v177, v10 row_share:15 bank_mask:0xe
v_cmpx_f_u32_dpp v255, v60 dpp8:[5,7,2,0,1,7,4,7]
v_cmpx_f_u32_dpp v15, v228 dpp8:[1,5,5,6,7,1,3,3]
v_cmpx_lt_u32_e32 v56, v30
v_cmpx_lt_u32_e32 -2.0, v82
v_cmpx_lt_u32_dpp v105, v8 row_xmask:8 row_mask:0xc bank_mask:0x5 bound_ctrl:0
v_cmpx_lt_u32_dpp v77, v26 row_half_mirror row_mask:0xc bound_ctrl:0 fi:1
v_cmpx_lt_u32_dpp v16, v41 dpp8:[4,2,3,4,5,0,2,1]
v_cmpx_lt_u32_dpp v255, v2 dpp8:[6,6,1,5,2,3,6,2] fi:1
v_cmpx_eq_u32_e32 v255, v235
v_cmpx_eq_u32_e32 v51, v255
v_cmpx_eq_u32_dpp v53, v211 row_shl:10 row_mask:0x3 bank_mask:0xf bound_ctrl:0
v_cmpx_eq_u32_dpp v93, v180 row_half_mirror bound_ctrl:0 fi:1
v_cmpx_eq_u32_dpp v15, v255 dpp8:[7,7,2,2,0,4,3,6] fi:1
v_cmpx_eq_u32_dpp v144, v158 dpp8:[0,7,4,3,6,1,7,3]
v_cmpx_le_u32_e32 s18, v220
v_cmpx_le_u32_e32 v194, v215
v_cmpx_le_u32_dpp v47, v25 row_shr:7 bank_mask:0x2 fi:1
v_cmpx_le_u32_dpp v28, v201 row_xmask:8 row_mask:0xb bank_mask:0x1
v_cmpx_le_u32_dpp v91, v226 dpp8:[4,2,7,5,5,7,5,6]
v_cmpx_le_u32_dpp v2, v170 dpp8:[1,7,2,6,7,7,2,3]
v_cmpx_gt_u32_e32 -10, v148
v_cmpx_gt_u32_e32 v1, v2
v_cmpx_gt_u32_dpp v243, v14 row_mirror row_mask:0x8 bank_mask:0xd bound_ctrl:0 fi:1
v_cmpx_gt_u32_dpp v9, v13 row_xmask:12 bank_mask:0x8 bound_ctrl:0 fi:1
v_cmpx_gt_u32_dpp v15, v255 dpp8:[1,0,5,0,0,4,4,4]
v_cmpx_gt_u32_dpp v164, v18 dpp8:[5,7,7,7,2,5,5,0] fi:1
v_cmpx_ne_u32_e32 s103, v27
v_cmpx_ne_u32_dpp v218, v18 row_xmask:12
v_cmpx_ne_u32_dpp v10, v17 row_half_mirror row_mask:0xb
v_cmpx_ne_u32_dpp v11, v153 dpp8:[4,6,2,1,0,5,2,7] fi:1
v_cmpx_ne_u32_dpp v14, v221 dpp8:[0,6,3,0,7,6,2,1]
v_cmpx_ge_u32_e32 v26, v201
v_cmpx_ge_u32_e32 v66, v144
v_cmpx_ge_u32_dpp v19, v110 row_shr:1 bank_mask:0x5
v_cmpx_ge_u32_dpp v74, v237 row_ror:2 row_mask:0xb bank_mask:0x3 bound_ctrl:0
v_cmpx_ge_u32_dpp v5, v176 dpp8:[1,0,6,5,0,4,5,6]
v_cmpx_ge_u32_dpp v10, v129 dpp8:[7,6,0,3,7,1,0,6]
v_cmpx_t_u32_e32 v31, v23
v_cmpx_t_u32_e32 v243, v7
v_cmpx_t_u32_dpp v170, v86 row_mirror fi:1
v_cmpx_t_u32_dpp v8, v155 row_xmask:10 row_mask:0x4 bank_mask:0x8
v_cmpx_t_u32_dpp v45, v196 dpp8:[1,1,2,6,5,5,5,5]
v_cmpx_t_u32_dpp v231, v16 dpp8:[2,5,0,5,5,4,4,2] fi:1
v_cmpx_f_i64_e32 v[4:5], v[28:29]
v_cmpx_f_i64_e32 v[235:236], v[98:99]
v_cmpx_lt_i64_e32 v[47:48], v[88:89]
v_cmpx_lt_i64_e32 v[22:23], v[254:255]
v_cmpx_eq_i64_e32 vcc, v[173:174]
v_cmpx_eq_i64_e32 64, v[254:255]
v_cmpx_le_i64_e32 v[184:185], v[96:97]
v_cmpx_le_i64_e32 53, v[7:8]
v_cmpx_gt_i64_e32 v[22:23], v[100:101]
v_cmpx_gt_i64_e32 s[82:83], v[83:84]
v_cmpx_ne_i64_e32 v[225:226], v[34:35]
v_cmpx_ne_i64_e32 v[230:231], v[11:12]
v_cmpx_ge_i64_e32 s[22:23], v[9:10]
v_cmpx_ge_i64_e32 v[202:203], v[242:243]
v_cmpx_t_i64_e32 v[71:72], v[254:255]
v_cmpx_t_i64_e32 v[16:17], v[168:169]
v_cmpx_f_u64_e32 -0.5, v[87:88]
v_cmpx_f_u64_e32 s[104:105], v[254:255]
v_cmpx_lt_u64_e32 v[132:133], v[31:32]
v_cmpx_lt_u64_e32 v[241:242], v[9:10]
v_cmpx_eq_u64_e32 -1000, v[30:31]
v_cmpx_eq_u64_e32 s[104:105], v[113:114]
v_cmpx_le_u64_e32 v[26:27], v[109:110]
v_cmpx_le_u64_e32 s[10:11], v[23:24]
v_cmpx_gt_u64_e32 -1.0, v[0:1]
v_cmpx_gt_u64_e32 v[104:105], v[16:17]
v_cmpx_ne_u64_e32 s[2:3], v[15:16]
v_cmpx_ne_u64_e32 -1000, v[135:136]
v_cmpx_ge_u64_e32 v[170:171], v[159:160]
v_cmpx_ge_u64_e32 v[26:27], v[27:28]
v_cmpx_t_u64_e32 v[254:255], v[254:255]
v_cmpx_t_u64_e32 v[251:252], v[190:191]
v_cmpx_class_f16_e32 v8, v10
v_cmpx_class_f16_dpp v7, v21 row_shl:7 bank_mask:0xf
v_cmpx_class_f16_dpp v53, v12 dpp8:[4,0,0,7,3,5,0,7]
v_cmpx_class_f32_e32 v20, v0
v_cmpx_class_f32_e32 -0.5, v42
v_cmpx_class_f32_dpp -v255, v73 row_shl:10 row_mask:0x5 bank_mask:0x6
v_cmpx_class_f32_dpp v202, v239 row_mirror bank_mask:0x7
v_cmpx_class_f64_e32 v[128:129], v8
v_cmpx_class_f64_e32 v[62:63], v146
v_cmp_f_f16_e64 ttmp5, |-15|, v8 clamp
v_cmp_f_f16_e64 s0, -|v173|, -|v12|
v_cmp_f_f16_e64 s10, v80, v157 clamp
v_cmp_f_f16_e64 exec_lo, v20, s59 clamp
v_cmp_lt_f16_e64 exec_lo, v184, -|src_shared_base|
v_cmp_lt_f16_e64 vcc_lo, 1.0, 41 clamp
v_cmp_lt_f16_e64 vcc_lo, 0x4567, v154 clamp
v_cmp_lt_f16_e64 exec_lo, v247, v229
v_cmp_eq_f16_e64 vcc_lo, v208, |v216| clamp
v_cmp_eq_f16_e64 s105, v91, v255 clamp
v_cmp_eq_f16_e64 exec_lo, s31, v12
v_cmp_le_f16_e64 s82, s29, v26
v_cmp_le_f16_e64 ttmp5, -v208, -1.5
v_cmp_le_f16_e64 s103, -|v12|, |v255|
v_cmp_le_f16_e64 ttmp5, -|v21|, -v13
v_cmp_gt_f16_e64 vcc_lo, s29, -|v133|
v_cmp_gt_f16_e64 s62, -v230, v255 clamp
v_cmp_gt_f16_e64 s103, -s102, v255
v_cmp_gt_f16_e64 exec_lo, v6, v78
v_cmp_lg_f16_e64 exec_lo, 0x3e00, s50
v_cmp_lg_f16_e64 vcc_lo, v163, v10
v_cmp_lg_f16_e64 s86, -v0, 1.5
v_cmp_lg_f16_e64 s30, src_private_base, v255 clamp
v_cmp_ge_f16_e64 vcc_lo, v18, -|-0.5|
v_cmp_ge_f16_e64 s69, v255, s70
v_cmp_ge_f16_e64 exec_lo, v199, s98 clamp
v_cmp_ge_f16_e64 s55, 0.15915494, s101 clamp
v_cmp_o_f16_e64 s72, |42|, v28
v_cmp_o_f16_e64 s47, exec_lo, v16 clamp
v_cmp_o_f16_e64 s73, v48, -|exec_hi| clamp
v_cmp_o_f16_e64 vcc_lo, -|m0|, -s17
v_cmp_u_f16_e64 s43, v104, s25 clamp
v_cmp_u_f16_e64 s102, 0.15915494, s15
v_cmp_u_f16_e64 exec_lo, v23, v28
v_cmp_u_f16_e64 exec_lo, -|0.1|, v45 clamp
v_cmp_nge_f16_e64 vcc_lo, 18, s52
v_cmp_nge_f16_e64 s102, v13, -|v81| clamp
v_cmp_nge_f16_e64 vcc_lo, s66, -2.0
v_cmp_nlg_f16_e64 ttmp5, 2.0, -|-4.0|
v_cmp_nlg_f16_e64 exec_lo, v91, -|v17| clamp
v_cmp_nlg_f16_e64 exec_lo, s95, -v4
v_cmp_nlg_f16_e64 s60, 1.0, -2.0
v_cmp_ngt_f16_e64 vcc_lo, v255, v27 clamp
v_cmp_ngt_f16_e64 s60, -25, v237 clamp
v_cmp_ngt_f16_e64 s19, v3, v5
v_cmp_ngt_f16_e64 vcc_lo, |v189|, v30 clamp
v_cmp_nle_f16_e64 s94, |v23|, 0.5
v_cmp_nle_f16_e64 vcc_lo, s105, 4.0 clamp
v_cmp_nle_f16_e64 s64, v234, v15
v_cmp_nle_f16_e64 exec_lo, v39, 41 clamp
v_cmp_neq_f16_e64 ttmp5, -|s28|, v24 clamp
v_cmp_neq_f16_e64 vcc_lo, ttmp9, v26 clamp
v_cmp_neq_f16_e64 vcc_lo, -|46|, ttmp4 clamp
v_cmp_neq_f16_e64 exec_lo, 40, 25 clamp
v_cmp_nlt_f16_e64 exec_lo, s88, v3 clamp
v_cmp_nlt_f16_e64 s82, -v100, vcc_lo
v_cmp_nlt_f16_e64 exec_lo, s38, m0
v_cmp_t_f16_e64 s22, s46, 2.0 clamp
v_cmp_t_f16_e64 s24, v255, -v212 clamp
v_cmp_t_f16_e64 s9, |100.0|, -4
v_cmp_t_f16_e64 exec_lo, |v69|, v27
v_cmp_f_f32_e64 ttmp5, -v1, -4.0 clamp
v_cmp_f_f32_e64 vcc_lo, v47, vcc_lo
v_cmp_f_f32_e64 exec_lo, -|0x12345678|, v158
v_cmp_f_f32_e64 exec_lo, |v10|, -|-0.5|
v_cmp_lt_f32_e64 ttmp5, v207, |s103| clamp
v_cmp_lt_f32_e64 vcc_lo, |v255|, v156
v_cmp_lt_f32_e64 vcc_lo, 1e6, -|v12|
v_cmp_lt_f32_e64 exec_lo, v248, v22 clamp
v_cmp_eq_f32_e64 s62, 34, -|v11|
v_cmp_eq_f32_e64 exec_lo, 1.5, 0x3fc00000
v_cmp_eq_f32_e64 vcc_lo, -v255, -1.0
v_cmp_eq_f32_e64 exec_lo, s73, s23
v_cmp_le_f32_e64 vcc_lo, v202, -|v24|
v_cmp_le_f32_e64 s39, v208, v234
v_cmp_le_f32_e64 exec_lo, -|v16|, v65
v_cmp_le_f32_e64 exec_lo, s18, -s27 clamp
v_cmp_gt_f32_e64 s13, 41, s7 clamp
v_cmp_gt_f32_e64 s5, v42, -|v5| clamp
v_cmp_gt_f32_e64 s78, v189, 62 clamp
v_cmp_gt_f32_e64 ttmp5, v17, v21 clamp
v_cmp_lg_f32_e64 s91, -|v140|, s73
v_cmp_lg_f32_e64 s42, -|v30|, v21
v_cmp_lg_f32_e64 ttmp5, -|v73|, -1.5
v_cmp_ge_f32_e64 s36, s61, 33
v_cmp_ge_f32_e64 exec_lo, s14, -0.5
v_cmp_ge_f32_e64 vcc_lo, |s103|, -s58
v_cmp_ge_f32_e64 ttmp5, v246, v174
v_cmp_o_f32_e64 s63, v30, |v6| clamp
v_cmp_o_f32_e64 s90, s69, -53
v_cmp_o_f32_e64 ttmp5, 16, v16
v_cmp_o_f32_e64 vcc_lo, -v14, -v2 clamp
v_cmp_u_f32_e64 s0, |ttmp7|, 0.15915494
v_cmp_u_f32_e64 vcc_lo, vcc_hi, s67
v_cmp_u_f32_e64 s51, ttmp3, src_scc
v_cmp_u_f32_e64 exec_lo, v106, s96 clamp
v_cmp_nge_f32_e64 vcc_lo, v27, s51
v_cmp_nge_f32_e64 ttmp5, -|53|, s93 clamp
v_cmp_nge_f32_e64 exec_lo, -s37, 11 clamp
v_cmp_nge_f32_e64 vcc_lo, s97, -4 clamp
v_cmp_nlg_f32_e64 exec_lo, -1.5, v157
v_cmp_nlg_f32_e64 vcc_lo, s45, v159
v_cmp_nlg_f32_e64 vcc_lo, exec_lo, v0
v_cmp_nlg_f32_e64 s39, v39, 51 clamp
v_cmp_ngt_f32_e64 s7, 10, v201
v_cmp_ngt_f32_e64 s94, |v255|, v104 clamp
v_cmp_ngt_f32_e64 exec_lo, v9, v210
v_cmp_ngt_f32_e64 ttmp5, -v37, v4 clamp
v_cmp_nle_f32_e64 s52, -0.5, v0
v_cmp_nle_f32_e64 exec_lo, -v23, -v196
v_cmp_nle_f32_e64 exec_lo, -1.5, v198
v_cmp_nle_f32_e64 ttmp5, v23, 30
v_cmp_neq_f32_e64 ttmp5, v30, -|v253|
v_cmp_neq_f32_e64 vcc_lo, -v16, 43 clamp
v_cmp_neq_f32_e64 s66, v5, s38
v_cmp_neq_f32_e64 vcc_lo, -vcc_lo, v22
v_cmp_nlt_f32_e64 ttmp5, v10, vcc_lo
v_cmp_nlt_f32_e64 ttmp5, 4.0, v255 clamp
v_cmp_nlt_f32_e64 s30, -|v181|, 57 clamp
v_cmp_t_f32_e64 ttmp5, -v227, 2 clamp
v_cmp_t_f32_e64 ttmp5, v14, -|exec_lo|
v_cmp_t_f32_e64 exec_lo, s49, |v90|
v_cmp_f_f64_e64 s77, v[30:31], -1.5
v_cmp_f_f64_e64 vcc_lo, -v[254:255], |v[254:255]|
v_cmp_f_f64_e64 vcc_lo, |-1.5|, -s[58:59] clamp
v_cmp_f_f64_e64 vcc_lo, v[188:189], v[198:199] clamp
v_cmp_lt_f64_e64 s99, v[27:28], -1.0 clamp
v_cmp_lt_f64_e64 s57, v[254:255], 39
v_cmp_lt_f64_e64 vcc_lo, -|10|, -v[17:18] clamp
v_cmp_lt_f64_e64 s17, -|v[141:142]|, -v[22:23]
v_cmp_eq_f64_e64 vcc_lo, |v[30:31]|, v[239:240] clamp
v_cmp_eq_f64_e64 ttmp5, v[27:28], v[2:3] clamp
v_cmp_eq_f64_e64 ttmp5, -|s[96:97]|, -13
v_cmp_eq_f64_e64 vcc_lo, -1.5, v[142:143]
v_cmp_le_f64_e64 vcc_lo, 100.0, v[42:43]
v_cmp_le_f64_e64 ttmp5, s[82:83], 0x40490000
v_cmp_le_f64_e64 exec_lo, |v[254:255]|, v[254:255]
v_cmp_le_f64_e64 s60, -v[9:10], v[173:174] clamp
v_cmp_gt_f64_e64 ttmp5, v[203:204], v[200:201] clamp
v_cmp_gt_f64_e64 ttmp5, s[100:101], 22
v_cmp_gt_f64_e64 vcc_lo, -|v[3:4]|, s[22:23]
v_cmp_gt_f64_e64 exec_lo, v[102:103], 3 clamp
v_cmp_lg_f64_e64 ttmp5, exec, v[8:9]
v_cmp_lg_f64_e64 ttmp5, v[254:255], vcc clamp
v_cmp_lg_f64_e64 exec_lo, v[126:127], v[113:114]
v_cmp_ge_f64_e64 exec_lo, 15, v[204:205]
v_cmp_ge_f64_e64 ttmp5, v[174:175], v[254:255]
v_cmp_ge_f64_e64 s92, -|v[71:72]|, -|v[100:101]| clamp
v_cmp_ge_f64_e64 s18, -|-1.0|, |ttmp[0:1]|
v_cmp_o_f64_e64 ttmp5, v[20:21], v[118:119]
v_cmp_o_f64_e64 exec_lo, v[6:7], -|v[30:31]| clamp
v_cmp_o_f64_e64 vcc_lo, 1.5, -|vcc| clamp
v_cmp_o_f64_e64 exec_lo, 12, v[176:177] clamp
v_cmp_u_f64_e64 ttmp5, -|v[254:255]|, v[91:92]
v_cmp_u_f64_e64 ttmp5, v[28:29], v[105:106]
v_cmp_u_f64_e64 s70, 1.5, s[74:75] clamp
v_cmp_nge_f64_e64 vcc_lo, v[71:72], exec
v_cmp_nge_f64_e64 s18, v[64:65], -s[32:33]
v_cmp_nge_f64_e64 ttmp5, -s[54:55], 2.0 clamp
v_cmp_nge_f64_e64 exec_lo, |v[99:100]|, -|v[220:221]| clamp
v_cmp_nlg_f64_e64 exec_lo, 0, v[9:10]
v_cmp_nlg_f64_e64 ttmp5, |-1.0|, v[66:67]
v_cmp_nlg_f64_e64 s60, -v[23:24], s[62:63] clamp
v_cmp_ngt_f64_e64 ttmp5, -|s[88:89]|, |v[15:16]|
v_cmp_ngt_f64_e64 vcc_lo, v[4:5], -s[90:91] clamp
v_cmp_ngt_f64_e64 exec_lo, s[46:47], -v[254:255]
v_cmp_ngt_f64_e64 ttmp5, v[4:5], v[132:133]
v_cmp_nle_f64_e64 vcc_lo, v[19:20], v[254:255] clamp
v_cmp_nle_f64_e64 s2, v[197:198], s[98:99]
v_cmp_nle_f64_e64 s67, v[24:25], |v[159:160]|
v_cmp_nle_f64_e64 vcc_lo, |v[246:247]|, v[199:200]
v_cmp_neq_f64_e64 s61, |ttmp[14:15]|, 61
v_cmp_neq_f64_e64 s47, -|v[211:212]|, s[84:85] clamp
v_cmp_neq_f64_e64 s84, v[23:24], s[74:75]
v_cmp_neq_f64_e64 s78, v[254:255], s[38:39]
v_cmp_nlt_f64_e64 ttmp5, 48, v[254:255] clamp
v_cmp_nlt_f64_e64 ttmp5, s[26:27], -v[1:2] clamp
v_cmp_nlt_f64_e64 s97, s[12:13], exec
v_cmp_nlt_f64_e64 ttmp5, -|34|, v[186:187]
v_cmp_t_f64_e64 vcc_lo, -v[17:18], v[16:17] clamp
v_cmp_t_f64_e64 ttmp5, v[157:158], -v[10:11] clamp
v_cmp_t_f64_e64 s91, v[144:145], s[34:35]
v_cmp_t_f64_e64 s7, s[104:105], -|v[30:31]|
v_cmp_lt_i16_e64 exec_lo, v180, 50
v_cmp_lt_i16_e64 s74, v158, v255
v_cmp_eq_i16_e64 ttmp5, v79, v14
v_cmp_eq_i16_e64 s79, v236, v23
v_cmp_le_i16_e64 s10, v12, v241
v_cmp_le_i16_e64 s36, v148, v118
v_cmp_gt_i16_e64 exec_lo, 1.0, v29
v_cmp_gt_i16_e64 s36, v6, v8
v_cmp_ne_i16_e64 vcc_lo, v216, s7
v_cmp_ne_i16_e64 exec_lo, 1.0, v31
v_cmp_ge_i16_e64 ttmp5, m0, v18
v_cmp_ge_i16_e64 s55, s46, s3
v_cmp_lt_u16_e64 exec_lo, s68, s79
v_cmp_eq_u16_e64 vcc_lo, v4, s1
v_cmp_eq_u16_e64 s71, v28, v29
v_cmp_le_u16_e64 ttmp5, 30, v212
v_cmp_le_u16_e64 vcc_lo, v12, 0x7fff
v_cmp_gt_u16_e64 exec_lo, v46, 0x7fff
v_cmp_gt_u16_e64 s14, 55, v155
v_cmp_ne_u16_e64 ttmp5, s16, s45
v_cmp_ne_u16_e64 ttmp5, 43, v97
v_cmp_ge_u16_e64 vcc_lo, v3, 2.0
v_cmp_ge_u16_e64 exec_lo, -4.0, v142
v_cmp_f_i32_e64 exec_lo, s43, s57
v_cmp_f_i32_e64 ttmp5, v205, v187
v_cmp_lt_i32_e64 s28, v6, s2
v_cmp_lt_i32_e64 ttmp5, v248, v216
v_cmp_eq_i32_e64 s104, v62, v25
v_cmp_eq_i32_e64 ttmp5, 59, v247
v_cmp_le_i32_e64 ttmp5, v56, v11
v_cmp_le_i32_e64 exec_lo, v253, v88
v_cmp_gt_i32_e64 exec_lo, v18, v96
v_cmp_gt_i32_e64 exec_lo, v255, 1.0
v_cmp_ne_i32_e64 s78, v11, src_shared_limit
v_cmp_ne_i32_e64 s57, -12345, -1.0
v_cmp_ge_i32_e64 vcc_lo, v13, v175
v_cmp_ge_i32_e64 vcc_lo, s33, v75
v_cmp_t_i32_e64 ttmp5, 63, v255
v_cmp_t_i32_e64 ttmp5, s35, v36
v_cmp_f_u32_e64 s21, v221, v255
v_cmp_f_u32_e64 ttmp5, s78, v16
v_cmp_lt_u32_e64 exec_lo, src_shared_base, m0
v_cmp_eq_u32_e64 ttmp5, v149, v251
v_cmp_eq_u32_e64 exec_lo, v188, 0.15915494
v_cmp_le_u32_e64 vcc_lo, v19, 18
v_cmp_le_u32_e64 s3, s72, v18
v_cmp_gt_u32_e64 vcc_lo, v4, 0xdeadbeef
v_cmp_gt_u32_e64 vcc_lo, v9, s16
v_cmp_ne_u32_e64 vcc_lo, v212, v212
v_cmp_ne_u32_e64 s99, s36, v123
v_cmp_ge_u32_e64 ttmp5, v7, v3
v_cmp_ge_u32_e64 s20, s36, 1.5
v_cmp_t_u32_e64 ttmp5, m0, v236
v_cmp_t_u32_e64 ttmp5, vcc_hi, v34
v_cmp_f_i64_e64 s0, v[41:42], v[254:255]
v_cmp_f_i64_e64 vcc_lo, ttmp[14:15], v[14:15]
v_cmp_lt_i64_e64 vcc_lo, 62, v[9:10]
v_cmp_lt_i64_e64 vcc_lo, v[124:125], v[4:5]
v_cmp_eq_i64_e64 exec_lo, -8, s[18:19]
v_cmp_eq_i64_e64 exec_lo, v[12:13], v[5:6]
v_cmp_le_i64_e64 ttmp5, s[36:37], 0x12345
v_cmp_le_i64_e64 ttmp5, -4, v[172:173]
v_cmp_gt_i64_e64 s26, 23, s[26:27]
v_cmp_gt_i64_e64 vcc_lo, s[64:65], -1000
v_cmp_ne_i64_e64 ttmp5, 25, exec
v_cmp_ne_i64_e64 vcc_lo, v[252:253], v[166:167]
v_cmp_ge_i64_e64 vcc_lo, v[156:157], 0xffff0000
v_cmp_ge_i64_e64 s72, s[56:57], 2.0
v_cmp_t_i64_e64 ttmp5, s[4:5], v[146:147]
v_cmp_t_i64_e64 ttmp5, v[10:11], s[14:15]
v_cmp_f_u64_e64 ttmp5, ttmp[14:15], v[29:30]
v_cmp_f_u64_e64 vcc_lo, v[204:205], s[64:65]
v_cmp_lt_u64_e64 exec_lo, v[78:79], s[84:85]
v_cmp_lt_u64_e64 vcc_lo, v[143:144], v[171:172]
v_cmp_eq_u64_e64 ttmp5, v[124:125], ttmp[14:15]
v_cmp_eq_u64_e64 s34, v[6:7], 12345678
v_cmp_le_u64_e64 ttmp5, v[1:2], v[44:45]
v_cmp_le_u64_e64 s83, -14, v[9:10]
v_cmp_gt_u64_e64 s9, v[115:116], vcc
v_cmp_gt_u64_e64 ttmp5, 0x7fffffff, -1.0
v_cmp_ne_u64_e64 ttmp5, v[45:46], v[116:117]
v_cmp_ne_u64_e64 s95, v[31:32], v[31:32]
v_cmp_ge_u64_e64 ttmp5, -1000, s[50:51]
v_cmp_ge_u64_e64 s58, v[254:255], v[5:6]
v_cmp_t_u64_e64 vcc_lo, v[61:62], 0xffff0000
v_cmp_t_u64_e64 ttmp5, v[6:7], vcc
v_cmp_class_f16_e64 ttmp5, 53, 0.5
v_cmp_class_f16_e64 s4, -ttmp13, v38
v_cmp_class_f16_e64 vcc_lo, -s97, s16
v_cmp_class_f16_e64 exec_lo, |v224|, 46
v_cmp_class_f32_e64 vcc_lo, |v205|, s60
v_cmp_class_f32_e64 ttmp5, v145, -4.0
v_cmp_class_f32_e64 exec_lo, 2.0, v239
v_cmp_class_f32_e64 s28, v255, v4
v_cmp_class_f64_e64 s94, |v[1:2]|, v157
v_cmp_class_f64_e64 vcc_lo, 0x3ff80000, v25
v_cmp_class_f64_e64 exec_lo, -s[26:27], v25
v_cmp_class_f64_e64 s94, v[3:4], s58
v_cmpx_f_f16_e64 v142, s100
v_cmpx_f_f16_e64 4.0, v16
v_cmpx_f_f16_e64 2.0, -ttmp2
v_cmpx_f_f16_e64 v28, s80 clamp
v_cmpx_lt_f16_e64 v115, v30
v_cmpx_lt_f16_e64 v126, -|s88|
v_cmpx_lt_f16_e64 -v139, v3
v_cmpx_lt_f16_e64 v30, v124
v_cmpx_eq_f16_e64 -s51, 55
v_cmpx_eq_f16_e64 s49, v206
v_cmpx_eq_f16_e64 v88, -|v9|
v_cmpx_le_f16_e64 -4.0, v151
v_cmpx_le_f16_e64 s39, 0x4567
v_cmpx_le_f16_e64 v127, v4 clamp
v_cmpx_le_f16_e64 v59, v37 clamp
v_cmpx_gt_f16_e64 s42, |0.15915494| clamp
v_cmpx_gt_f16_e64 -|v74|, -|v11|
v_cmpx_gt_f16_e64 v100, -40
v_cmpx_lg_f16_e64 v176, v2 clamp
v_cmpx_lg_f16_e64 1.5, src_private_limit
v_cmpx_lg_f16_e64 m0, |v22| clamp
v_cmpx_lg_f16_e64 -|s101|, |src_shared_limit|
v_cmpx_ge_f16_e64 v10, v77
v_cmpx_ge_f16_e64 v17, s67
v_cmpx_ge_f16_e64 v225, v33
v_cmpx_ge_f16_e64 v43, -|0x3e00| clamp
v_cmpx_o_f16_e64 v89, 100.0
v_cmpx_o_f16_e64 -4, -|0.1|
v_cmpx_o_f16_e64 -100.0, v12
v_cmpx_o_f16_e64 v27, -|v64|
v_cmpx_u_f16_e64 |v42|, |0x3e00|
v_cmpx_u_f16_e64 v15, v30 clamp
v_cmpx_u_f16_e64 v27, v87 clamp
v_cmpx_u_f16_e64 v250, -m0
v_cmpx_nge_f16_e64 -v141, s97
v_cmpx_nge_f16_e64 21, 62 clamp
v_cmpx_nge_f16_e64 -|v92|, v5 clamp
v_cmpx_nge_f16_e64 -1.5, -1.5 clamp
v_cmpx_nlg_f16_e64 s36, 38 clamp
v_cmpx_nlg_f16_e64 10, s66
v_cmpx_nlg_f16_e64 -s91, v187 clamp
v_cmpx_ngt_f16_e64 s102, 57
v_cmpx_ngt_f16_e64 v23, -s75 clamp
v_cmpx_ngt_f16_e64 -|v75|, -v59 clamp
v_cmpx_ngt_f16_e64 v20, -v216
v_cmpx_nle_f16_e64 v207, |v3|
v_cmpx_nle_f16_e64 v255, -|v229| clamp
v_cmpx_nle_f16_e64 v11, v212
v_cmpx_nle_f16_e64 62, |56|
v_cmpx_neq_f16_e64 -0.5, |-8|
v_cmpx_neq_f16_e64 m0, s2
v_cmpx_neq_f16_e64 v16, v235 clamp
v_cmpx_neq_f16_e64 m0, s89
v_cmpx_nlt_f16_e64 |v30|, |ttmp12|
v_cmpx_nlt_f16_e64 v230, -s59
v_cmpx_nlt_f16_e64 v28, v15 clamp
v_cmpx_nlt_f16_e64 v255, |v31|
v_cmpx_t_f16_e64 100.0, v1
v_cmpx_t_f16_e64 19, -|v44|
v_cmpx_t_f16_e64 -|s93|, v246
v_cmpx_t_f16_e64 -s80, -v93
v_cmpx_f_f32_e64 v255, v18
v_cmpx_f_f32_e64 v179, -s71
v_cmpx_f_f32_e64 v8, v9 clamp
v_cmpx_f_f32_e64 -|vcc_hi|, s0
v_cmpx_lt_f32_e64 2.0, v51
v_cmpx_lt_f32_e64 v12, vcc_lo clamp
v_cmpx_lt_f32_e64 -v74, -1.5
v_cmpx_lt_f32_e64 v3, -v21
v_cmpx_eq_f32_e64 v104, s33 clamp
v_cmpx_eq_f32_e64 src_shared_base, v0
v_cmpx_eq_f32_e64 v20, s20 clamp
v_cmpx_eq_f32_e64 -|v233|, -v187
v_cmpx_le_f32_e64 21, src_shared_limit
v_cmpx_le_f32_e64 s10, v29 clamp
v_cmpx_le_f32_e64 v7, -v5
v_cmpx_le_f32_e64 -s55, v221 clamp
v_cmpx_gt_f32_e64 v149, v18
v_cmpx_gt_f32_e64 60, v152 clamp
v_cmpx_gt_f32_e64 v83, v255 clamp
v_cmpx_lg_f32_e64 v18, s17
v_cmpx_lg_f32_e64 s40, v53
v_cmpx_lg_f32_e64 s14, v31
v_cmpx_lg_f32_e64 v24, v18 clamp
v_cmpx_ge_f32_e64 v241, -s105 clamp
v_cmpx_ge_f32_e64 v52, |0.15915494|
v_cmpx_ge_f32_e64 s83, v89
v_cmpx_ge_f32_e64 -s66, v255
v_cmpx_o_f32_e64 s31, -|v200| clamp
v_cmpx_o_f32_e64 -v118, v25 clamp
v_cmpx_o_f32_e64 v15, s75 clamp
v_cmpx_o_f32_e64 0.1, -6
v_cmpx_u_f32_e64 -4.0, v210 clamp
v_cmpx_u_f32_e64 -v250, s77 clamp
v_cmpx_u_f32_e64 v11, exec_lo clamp
v_cmpx_u_f32_e64 -v100, 1.0 clamp
v_cmpx_nge_f32_e64 s47, exec_hi clamp
v_cmpx_nge_f32_e64 1.0, 4.0
v_cmpx_nge_f32_e64 4.0, v115
v_cmpx_nge_f32_e64 v206, 0.1
v_cmpx_nlg_f32_e64 ttmp10, s30 clamp
v_cmpx_nlg_f32_e64 -|v85|, 0.5
v_cmpx_nlg_f32_e64 -|v27|, v28 clamp
v_cmpx_nlg_f32_e64 v255, -v195
v_cmpx_ngt_f32_e64 s93, v161
v_cmpx_ngt_f32_e64 -|1.5|, v9
v_cmpx_ngt_f32_e64 v21, 10
v_cmpx_ngt_f32_e64 -4, -src_private_limit
v_cmpx_nle_f32_e64 v83, v18
v_cmpx_nle_f32_e64 s60, v232
v_cmpx_nle_f32_e64 -6, -v158
v_cmpx_nle_f32_e64 v74, -v163 clamp
v_cmpx_neq_f32_e64 s81, v55 clamp
v_cmpx_neq_f32_e64 v1, s3
v_cmpx_neq_f32_e64 -|v51|, s26 clamp
v_cmpx_neq_f32_e64 v146, v88
v_cmpx_nlt_f32_e64 -|v9|, -2.0
v_cmpx_nlt_f32_e64 -3, |vcc_lo|
v_cmpx_nlt_f32_e64 51, -2.0 clamp
v_cmpx_nlt_f32_e64 v204, |ttmp3|
v_cmpx_t_f32_e64 v62, |vcc_hi|
v_cmpx_t_f32_e64 v65, v10 clamp
v_cmpx_t_f32_e64 |v211|, -v249 clamp
v_cmpx_t_f32_e64 s8, -0.15915494 clamp
v_cmpx_f_f64_e64 exec, v[47:48]
v_cmpx_f_f64_e64 -|58|, v[243:244] clamp
v_cmpx_f_f64_e64 0x3ff80000, -2.0 clamp
v_cmpx_f_f64_e64 v[254:255], 0x3ff80000 clamp
v_cmpx_lt_f64_e64 s[64:65], s[78:79]
v_cmpx_lt_f64_e64 v[254:255], v[126:127] clamp
v_cmpx_lt_f64_e64 -4.0, s[60:61] clamp
v_cmpx_lt_f64_e64 -2.0, 0x3ff80000 clamp
v_cmpx_eq_f64_e64 |v[238:239]|, v[10:11] clamp
v_cmpx_eq_f64_e64 v[25:26], s[76:77]
v_cmpx_eq_f64_e64 v[3:4], -s[58:59]
v_cmpx_eq_f64_e64 v[9:10], v[251:252]
v_cmpx_le_f64_e64 100.0, v[10:11]
v_cmpx_le_f64_e64 v[14:15], v[114:115]
v_cmpx_le_f64_e64 v[91:92], v[1:2] clamp
v_cmpx_le_f64_e64 100.0, 33
v_cmpx_gt_f64_e64 -0.5, 4.0
v_cmpx_gt_f64_e64 s[46:47], -|v[12:13]|
v_cmpx_gt_f64_e64 0x40490000, v[232:233]
v_cmpx_gt_f64_e64 v[63:64], -8 clamp
v_cmpx_lg_f64_e64 v[2:3], -s[78:79]
v_cmpx_lg_f64_e64 v[236:237], v[143:144] clamp
v_cmpx_lg_f64_e64 v[23:24], ttmp[6:7] clamp
v_cmpx_lg_f64_e64 |-4.0|, v[254:255] clamp
v_cmpx_ge_f64_e64 v[231:232], -|ttmp[0:1]|
v_cmpx_ge_f64_e64 s[30:31], 1.5 clamp
v_cmpx_ge_f64_e64 -0.5, 1.5 clamp
v_cmpx_ge_f64_e64 v[21:22], -v[68:69] clamp
v_cmpx_o_f64_e64 |v[182:183]|, ttmp[6:7]
v_cmpx_o_f64_e64 s[70:71], v[22:23]
v_cmpx_o_f64_e64 v[29:30], ttmp[14:15]
v_cmpx_o_f64_e64 v[147:148], 0x40490000
v_cmpx_u_f64_e64 v[131:132], s[76:77]
v_cmpx_u_f64_e64 v[22:23], v[16:17] clamp
v_cmpx_u_f64_e64 v[2:3], 10 clamp
v_cmpx_u_f64_e64 -v[25:26], -|v[64:65]| clamp
v_cmpx_nge_f64_e64 -2.0, -4.0
v_cmpx_nge_f64_e64 v[129:130], -4.0
v_cmpx_nge_f64_e64 -1.0, v[94:95] clamp
v_cmpx_nge_f64_e64 v[159:160], -|v[239:240]|
v_cmpx_nlg_f64_e64 -|v[25:26]|, |v[219:220]| clamp
v_cmpx_nlg_f64_e64 |v[12:13]|, 61 clamp
v_cmpx_nlg_f64_e64 -v[216:217], 44 clamp
v_cmpx_nlg_f64_e64 s[96:97], 2.0
v_cmpx_ngt_f64_e64 s[52:53], v[24:25] clamp
v_cmpx_ngt_f64_e64 4.0, v[240:241] clamp
v_cmpx_ngt_f64_e64 |v[110:111]|, -|s[68:69]|
v_cmpx_ngt_f64_e64 s[52:53], v[19:20]
v_cmpx_nle_f64_e64 |s[8:9]|, s[8:9]
v_cmpx_nle_f64_e64 s[8:9], s[98:99]
v_cmpx_nle_f64_e64 v[15:16], 0x40490000
v_cmpx_nle_f64_e64 v[145:146], v[14:15]
v_cmpx_neq_f64_e64 -0.5, -|v[166:167]|
v_cmpx_neq_f64_e64 -v[13:14], v[49:50] clamp
v_cmpx_neq_f64_e64 s[16:17], |v[220:221]|
v_cmpx_neq_f64_e64 -v[100:101], |-7|
v_cmpx_nlt_f64_e64 100.0, v[22:23] clamp
v_cmpx_nlt_f64_e64 -|v[125:126]|, 1.5
v_cmpx_nlt_f64_e64 1.5, v[30:31] clamp
v_cmpx_nlt_f64_e64 v[143:144], ttmp[0:1]
v_cmpx_t_f64_e64 v[214:215], ttmp[14:15]
v_cmpx_t_f64_e64 |s[8:9]|, -4.0 clamp
v_cmpx_t_f64_e64 -v[14:15], |-1.5|
v_cmpx_t_f64_e64 s[64:65], v[19:20] clamp
v_cmpx_lt_i16_e64 v52, v246
v_cmpx_lt_i16_e64 19, v30
v_cmpx_eq_i16_e64 1000, s2
v_cmpx_eq_i16_e64 v22, s28
v_cmpx_le_i16_e64 v138, 37
v_cmpx_le_i16_e64 v133, v30
v_cmpx_gt_i16_e64 v177, v225
v_cmpx_gt_i16_e64 v213, v99
v_cmpx_ne_i16_e64 v4, vcc_lo
v_cmpx_ne_i16_e64 0x1234, v24
v_cmpx_ge_i16_e64 v48, 6
v_cmpx_ge_i16_e64 55, v91
v_cmpx_lt_u16_e64 v124, v102
v_cmpx_lt_u16_e64 2.0, v97
v_cmpx_eq_u16_e64 s86, v230
v_cmpx_eq_u16_e64 0x7fff, ttmp11
v_cmpx_le_u16_e64 v204, v175
v_cmpx_le_u16_e64 0xffff, v255
v_cmpx_gt_u16_e64 s12, s105
v_cmpx_gt_u16_e64 v114, vcc_hi
v_cmpx_ne_u16_e64 v7, -2.0
v_cmpx_ne_u16_e64 v120, v54
v_cmpx_ge_u16_e64 v24, s3
v_cmpx_f_i32_e64 m0, src_private_limit
v_cmpx_f_i32_e64 v7, v170
v_cmpx_lt_i32_e64 v5, v250
v_cmpx_eq_i32_e64 v51, s70
v_cmpx_eq_i32_e64 v3, src_scc
v_cmpx_le_i32_e64 v181, -1.0
v_cmpx_gt_i32_e64 v2, v82
v_cmpx_gt_i32_e64 28, v21
v_cmpx_ne_i32_e64 v6, exec_hi
v_cmpx_ne_i32_e64 ttmp8, v9
v_cmpx_ge_i32_e64 s75, v13
v_cmpx_ge_i32_e64 s15, s51
v_cmpx_t_i32_e64 s71, 0xffff
v_cmpx_t_i32_e64 v255, 57
v_cmpx_f_u32_e64 v188, v125
v_cmpx_f_u32_e64 v112, v169
v_cmpx_lt_u32_e64 0.5, m0
v_cmpx_lt_u32_e64 -9, s48
v_cmpx_eq_u32_e64 v78, 1.0
v_cmpx_eq_u32_e64 58, v45
v_cmpx_le_u32_e64 -2.0, v110
v_cmpx_le_u32_e64 0x12345678, vcc_hi
v_cmpx_gt_u32_e64 src_private_limit, v145
v_cmpx_gt_u32_e64 v242, s0
v_cmpx_ne_u32_e64 v7, v1
v_cmpx_ne_u32_e64 s80, 0xffff
v_cmpx_ge_u32_e64 s70, -4.0
v_cmpx_ge_u32_e64 0x12345678, 8
v_cmpx_t_u32_e64 v16, v130
v_cmpx_t_u32_e64 v204, v14
v_cmpx_f_i64_e64 56, -2.0
v_cmpx_f_i64_e64 28, v[26:27]
v_cmpx_lt_i64_e64 v[5:6], v[21:22]
v_cmpx_lt_i64_e64 v[15:16], v[3:4]
v_cmpx_eq_i64_e64 v[3:4], v[9:10]
v_cmpx_eq_i64_e64 v[186:187], v[13:14]
v_cmpx_le_i64_e64 v[5:6], 50
v_cmpx_le_i64_e64 0x12345, v[158:159]
v_cmpx_gt_i64_e64 s[20:21], v[254:255]
v_cmpx_gt_i64_e64 12345678, v[17:18]
v_cmpx_ne_i64_e64 s[66:67], v[2:3]
v_cmpx_ne_i64_e64 v[82:83], s[84:85]
v_cmpx_ge_i64_e64 12345678, ttmp[6:7]
v_cmpx_ge_i64_e64 v[30:31], v[254:255]
v_cmpx_t_i64_e64 12345678, s[8:9]
v_cmpx_t_i64_e64 v[28:29], 0x7fffffff
v_cmpx_f_u64_e64 v[254:255], exec
v_cmpx_f_u64_e64 28, exec
v_cmpx_lt_u64_e64 v[250:251], v[28:29]
v_cmpx_lt_u64_e64 v[87:88], v[25:26]
v_cmpx_eq_u64_e64 s[20:21], 0x12345
v_cmpx_eq_u64_e64 v[18:19], 0x12345
v_cmpx_le_u64_e64 v[25:26], 0xffff0000
v_cmpx_le_u64_e64 0x7fffffff, s[70:71]
v_cmpx_gt_u64_e64 18, v[112:113]
v_cmpx_gt_u64_e64 v[254:255], v[5:6]
v_cmpx_ne_u64_e64 v[162:163], -2.0
v_cmpx_ne_u64_e64 0x12345, s[56:57]
v_cmpx_ge_u64_e64 v[126:127], v[10:11]
v_cmpx_ge_u64_e64 v[128:129], v[36:37]
v_cmpx_t_u64_e64 v[106:107], v[14:15]
v_cmpx_t_u64_e64 0xffff0000, v[125:126]
v_cmpx_class_f16_e64 -15, v236
v_cmpx_class_f16_e64 v255, v5
v_cmpx_class_f16_e64 ttmp3, s73
v_cmpx_class_f16_e64 -7, v28
v_cmpx_class_f32_e64 v18, -0.5
v_cmpx_class_f32_e64 -1.5, exec_hi
v_cmpx_class_f32_e64 |vcc_lo|, v255
v_cmpx_class_f32_e64 -|v87|, s64
v_cmpx_class_f64_e64 -|v[248:249]|, v23
v_cmpx_class_f64_e64 s[48:49], 0x12345678
v_cmpx_class_f64_e64 -ttmp[0:1], v67
v_cmpx_class_f64_e64 -|v[189:190]|, v255
v_cndmask_b32_e64 v130, -|2.0|, |v25|, exec_lo
v_cndmask_b32_e64 v61, -14, v166, s5
v_cndmask_b32_e64 v196, |exec_hi|, v182, ttmp5
v_cndmask_b32_e64 v9, -11, v6, ttmp5
v_add_f32_e64 v222, exec_lo, v66 div:2
v_add_f32_e64 v129, -v32, -|v23| clamp
v_add_f32_e64 v210, -|v148|, v182 div:2
v_add_f32_e64 v1, |m0|, v0 div:2
v_sub_f32_e64 v244, v12, |-8| clamp
v_sub_f32_e64 v103, v245, |v57|
v_sub_f32_e64 v5, 1.0, v82 clamp
v_subrev_f32_e64 v167, -64, v45 mul:2
v_subrev_f32_e64 v199, s102, v186 clamp
v_subrev_f32_e64 v255, -|v255|, v4
v_subrev_f32_e64 v9, v106, v14
v_fmac_dx9_zero_f32_e64 v255, -100.25, v255 clamp div:2
v_fmac_dx9_zero_f32_e64 v15, |v174|, -v55 div:2
v_fmac_dx9_zero_f32_e64 v131, |4.0|, v13
v_fmac_dx9_zero_f32_e64 v14, exec_lo, 0x12345678 clamp mul:2
v_mul_dx9_zero_f32_e64 v28, -ttmp13, 37 clamp
v_mul_dx9_zero_f32_e64 v203, v163, v70
v_mul_dx9_zero_f32_e64 v255, v172, 55
v_mul_dx9_zero_f32_e64 v48, v255, |s0| clamp mul:2
v_mul_f32_e64 v38, 1e6, m0
v_mul_f32_e64 v15, -v252, v196 clamp
v_mul_f32_e64 v125, s53, v109 clamp div:2
v_mul_f32_e64 v13, src_shared_limit, m0
v_mul_i32_i24_e64 v240, -12, v13
v_mul_i32_i24_e64 v0, s81, v200
v_mul_i32_i24_e64 v9, v5, exec_lo clamp
v_mul_i32_i24_e64 v67, src_shared_base, v19 clamp
v_mul_hi_i32_i24_e64 v90, -2.0, s13
v_mul_hi_i32_i24_e64 v6, 1.5, vcc_lo
v_mul_u32_u24_e64 v123, -12, v27 clamp
v_mul_u32_u24_e64 v255, v135, s56
v_mul_u32_u24_e64 v52, v150, v148 clamp
v_mul_u32_u24_e64 v60, v57, s2
v_mul_hi_u32_u24_e64 v33, v25, 4
v_mul_hi_u32_u24_e64 v3, v241, vcc_lo
v_min_f32_e64 v46, v255, v255 mul:4
v_min_f32_e64 v17, v121, -12 clamp div:2
v_min_f32_e64 v255, 23, v165
v_min_f32_e64 v65, v26, src_private_base div:2
v_max_f32_e64 v67, |v10|, s34 clamp
v_max_f32_e64 v31, -1e6, v181
v_max_f32_e64 v14, 50, v29
v_max_f32_e64 v41, -|src_shared_limit|, -|v7|
v_min_i32_e64 v197, v8, 2.0
v_min_i32_e64 v24, 58, -2.0
v_max_i32_e64 v234, 16, v184
v_max_i32_e64 v58, v63, v73
v_min_u32_e64 v10, v203, v35
v_min_u32_e64 v25, exec_lo, v10
v_max_u32_e64 v54, s2, v27
v_max_u32_e64 v17, v255, v66
v_lshlrev_b32_e64 v59, v25, 0xdeadbeef
v_lshlrev_b32_e64 v37, v255, s90
v_lshrrev_b32_e64 v8, v58, 17
v_lshrrev_b32_e64 v3, 0xffff, 2.0
v_ashrrev_i32_e64 v92, 11, -0.5
v_ashrrev_i32_e64 v9, v178, 48
v_and_b32_e64 v244, v179, v59
v_and_b32_e64 v7, 63, 100000
v_or_b32_e64 v3, exec_hi, 0xffff
v_or_b32_e64 v146, v29, s55
v_xor_b32_e64 v12, v251, v24
v_xor_b32_e64 v205, vcc_hi, -0.5
v_xnor_b32_e64 v122, -1.5, v0
v_xnor_b32_e64 v86, v9, s23
v_add_nc_u32_e64 v90, v88, ttmp11
v_add_nc_u32_e64 v186, s77, m0
v_add_nc_u32_e64 v125, v11, v2
v_add_nc_u32_e64 v75, 4.0, vcc_hi
v_sub_nc_u32_e64 v125, v116, s23 clamp
v_sub_nc_u32_e64 v66, v0, s1
v_sub_nc_u32_e64 v8, v17, v88
v_sub_nc_u32_e64 v57, exec_hi, v69 clamp
v_subrev_nc_u32_e64 v255, 58, v153 clamp
v_subrev_nc_u32_e64 v174, v225, v20 clamp
v_subrev_nc_u32_e64 v17, v34, v21
v_subrev_nc_u32_e64 v196, v35, v202
v_fmac_f32_e64 v107, |4.0|, -33 clamp
v_fmac_f32_e64 v1, -v247, s64
v_fmac_f32_e64 v22, -|vcc_lo|, v224
v_fmac_f32_e64 v255, -s26, 4.0 clamp
v_cvt_pk_rtz_f16_f32_e64 v9, 55, v78 div:2
v_cvt_pk_rtz_f16_f32_e64 v12, v214, v0
v_cvt_pk_rtz_f16_f32_e64 v57, s91, -|v218|
v_cvt_pk_rtz_f16_f32_e64 v211, s96, v53
v_add_f16_e64 v14, v17, v18 clamp
v_add_f16_e64 v12, v28, |s30| mul:2
v_add_f16_e64 v8, s70, s46 mul:4
v_add_f16_e64 v217, -v133, -|v31|
v_sub_f16_e64 v71, |0x3e00|, s45 clamp
v_sub_f16_e64 v199, 55, v24 clamp mul:2
v_sub_f16_e64 v24, src_shared_limit, 1.5 clamp
v_sub_f16_e64 v44, v45, -1.5 mul:2
v_subrev_f16_e64 v28, v217, v22
v_subrev_f16_e64 v9, v87, -exec_hi clamp mul:4
v_subrev_f16_e64 v225, v185, v13 clamp div:2
v_subrev_f16_e64 v7, v101, 2.0 clamp mul:2
v_mul_f16_e64 v25, -1.0, -v4 clamp mul:2
v_mul_f16_e64 v186, -|100.0|, -|100.0|
v_mul_f16_e64 v228, 28, -2.0 clamp mul:2
v_fmac_f16_e64 v21, 100.0, v185
v_fmac_f16_e64 v251, v19, v6 op_sel:[0,0,1]
v_fmac_f16_e64 v57, s39, -v132 div:2
v_fmac_f16_e64 v53, v76, s3
v_max_f16_e64 v192, |v26|, |v254| clamp
v_max_f16_e64 v15, v18, -src_private_limit mul:2
v_max_f16_e64 v27, -s68, s39
v_min_f16_e64 v203, s96, v251
v_min_f16_e64 v19, 0x3e00, 17 mul:4
v_min_f16_e64 v153, v9, v54 mul:2
v_min_f16_e64 v227, -|v198|, s76
v_ldexp_f16_e64 v114, 0.15915494, v115 clamp
v_ldexp_f16_e64 v19, |56|, |v153| clamp mul:4
v_ldexp_f16_e64 v16, v24, -s84 mul:2
v_nop_e64
v_mov_b32_e64 v16, 25
v_mov_b32_e64 v43, v125
v_cvt_i32_f64_e64 v66, -v[115:116] clamp mul:4
v_cvt_i32_f64_e64 v22, 60 mul:2
v_cvt_i32_f64_e64 v255, v[23:24]
v_cvt_i32_f64_e64 v17, -1.5 clamp
v_cvt_f64_i32_e64 v[219:220], 0xffff mul:2
v_cvt_f64_i32_e64 v[8:9], exec_lo
v_cvt_f64_i32_e64 v[124:125], v222
v_cvt_f64_i32_e64 v[254:255], -4.0 mul:2
v_cvt_f32_i32_e64 v16, 49 mul:2
v_cvt_f32_i32_e64 v8, s1
v_cvt_f32_i32_e64 v28, v28 clamp mul:2
v_cvt_f32_i32_e64 v255, v18 clamp
v_cvt_f32_u32_e64 v185, v97 clamp
v_cvt_f32_u32_e64 v45, 1.5 div:2
v_cvt_f32_u32_e64 v73, v255 div:2
v_cvt_f32_u32_e64 v216, v133
v_cvt_u32_f32_e64 v16, s80 clamp mul:2
v_cvt_u32_f32_e64 v255, v22
v_cvt_u32_f32_e64 v128, s19 clamp mul:4
v_cvt_u32_f32_e64 v22, s38
v_cvt_i32_f32_e64 v255, 42 clamp
v_cvt_i32_f32_e64 v255, 2.0
v_cvt_i32_f32_e64 v8, ttmp5 clamp
v_cvt_i32_f32_e64 v29, v252 mul:2
v_cvt_f16_f32_e64 v110, |1.0| mul:4
v_cvt_f16_f32_e64 v230, s77
v_cvt_f16_f32_e64 v26, 55
v_cvt_f16_f32_e64 v4, -v11
v_cvt_f32_f16_e64 v184, v200 mul:4
v_cvt_f32_f16_e64 v22, src_private_base
v_cvt_f32_f16_e64 v255, v195 clamp
v_cvt_f32_f16_e64 v212, -|v26| clamp div:2
v_cvt_nearest_i32_f32_e64 v237, -1.5
v_cvt_nearest_i32_f32_e64 v74, v16 clamp
v_cvt_nearest_i32_f32_e64 v9, ttmp0 clamp
v_cvt_floor_i32_f32_e64 v1, s26
v_cvt_floor_i32_f32_e64 v186, |v205|
v_cvt_floor_i32_f32_e64 v134, v255
v_cvt_floor_i32_f32_e64 v35, v95 clamp
v_cvt_off_f32_i4_e64 v225, s79
v_cvt_off_f32_i4_e64 v13, v12
v_cvt_off_f32_i4_e64 v101, s76
v_cvt_off_f32_i4_e64 v161, v96 clamp
v_cvt_f32_f64_e64 v68, -ttmp[6:7] clamp
v_cvt_f32_f64_e64 v18, -3 mul:2
v_cvt_f32_f64_e64 v169, -1.5 clamp
v_cvt_f32_f64_e64 v255, s[94:95] clamp div:2
v_cvt_f64_f32_e64 v[197:198], |v155| mul:4
v_cvt_f64_f32_e64 v[16:17], 2.0 clamp
v_cvt_f64_f32_e64 v[161:162], 0x12345678
v_cvt_f64_f32_e64 v[45:46], -|exec_hi|
v_cvt_f32_ubyte0_e64 v34, v25 clamp
v_cvt_f32_ubyte0_e64 v4, s68
v_cvt_f32_ubyte0_e64 v24, v170 mul:4
v_cvt_f32_ubyte0_e64 v50, s60
v_cvt_f32_ubyte1_e64 v114, v53 mul:4
v_cvt_f32_ubyte1_e64 v13, v118
v_cvt_f32_ubyte1_e64 v215, v118
v_cvt_f32_ubyte2_e64 v103, -12345
v_cvt_f32_ubyte2_e64 v177, v255
v_cvt_f32_ubyte2_e64 v151, v141
v_cvt_f32_ubyte2_e64 v133, v96 clamp
v_cvt_f32_ubyte3_e64 v24, v18
v_cvt_f32_ubyte3_e64 v27, v2 clamp
v_cvt_f32_ubyte3_e64 v6, v12 clamp
v_cvt_f32_ubyte3_e64 v209, 0x12345678
v_cvt_u32_f64_e64 v114, -ttmp[6:7] clamp
v_cvt_u32_f64_e64 v32, 0.5
v_cvt_u32_f64_e64 v221, -|v[28:29]| clamp mul:4
v_cvt_u32_f64_e64 v100, v[226:227]
v_cvt_f64_u32_e64 v[238:239], v31 div:2
v_cvt_f64_u32_e64 v[90:91], v242 clamp
v_cvt_f64_u32_e64 v[177:178], exec_hi clamp
v_cvt_f64_u32_e64 v[142:143], -1.0
v_trunc_f64_e64 v[27:28], |v[28:29]|
v_trunc_f64_e64 v[6:7], 0.5
v_trunc_f64_e64 v[23:24], s[48:49]
v_trunc_f64_e64 v[0:1], v[28:29]
v_ceil_f64_e64 v[29:30], v[15:16] clamp
v_ceil_f64_e64 v[153:154], -1.5 clamp
v_ceil_f64_e64 v[16:17], -v[143:144] mul:4
v_ceil_f64_e64 v[108:109], 6 mul:2
v_rndne_f64_e64 v[0:1], -v[12:13]
v_rndne_f64_e64 v[57:58], s[22:23]
v_rndne_f64_e64 v[50:51], -v[254:255] clamp
v_floor_f64_e64 v[14:15], -|s[26:27]| div:2
v_floor_f64_e64 v[254:255], v[16:17] clamp
v_floor_f64_e64 v[6:7], v[3:4] clamp div:2
v_floor_f64_e64 v[238:239], |v[20:21]| div:2
v_pipeflush_e64
v_fract_f32_e64 v255, v93 mul:4
v_fract_f32_e64 v28, |s74| clamp
v_fract_f32_e64 v33, -50 clamp
v_fract_f32_e64 v9, v202
v_trunc_f32_e64 v60, v255 mul:2
v_trunc_f32_e64 v42, 0x12345678 clamp
v_trunc_f32_e64 v255, -v4 clamp
v_trunc_f32_e64 v90, 1.0
v_ceil_f32_e64 v18, v28 mul:2
v_ceil_f32_e64 v33, v3
v_ceil_f32_e64 v115, v185 clamp mul:4
v_ceil_f32_e64 v195, v255
v_rndne_f32_e64 v28, v9 clamp
v_rndne_f32_e64 v19, -0.5 clamp
v_rndne_f32_e64 v24, v214 clamp div:2
v_floor_f32_e64 v20, -s10
v_floor_f32_e64 v168, v255
v_floor_f32_e64 v247, |v240|
v_floor_f32_e64 v25, s90 mul:2
v_exp_f32_e64 v26, v34 clamp mul:4
v_exp_f32_e64 v34, v161
v_exp_f32_e64 v30, s37 clamp mul:4
v_log_f32_e64 v214, vcc_hi div:2
v_log_f32_e64 v68, -v234 div:2
v_log_f32_e64 v171, -5 clamp div:2
v_log_f32_e64 v255, v23 clamp div:2
v_rcp_f32_e64 v75, s19 clamp
v_rcp_f32_e64 v157, v255 mul:4
v_rcp_f32_e64 v8, -2.0
v_rcp_iflag_f32_e64 v214, -v255 mul:2
v_rcp_iflag_f32_e64 v4, v255 mul:2
v_rcp_iflag_f32_e64 v21, s61
v_rcp_iflag_f32_e64 v83, s39 clamp mul:4
v_rsq_f32_e64 v14, v255
v_rsq_f32_e64 v27, -v155
v_rsq_f32_e64 v201, v26 clamp
v_rsq_f32_e64 v53, v78 clamp
v_rcp_f64_e64 v[13:14], 54
v_rcp_f64_e64 v[177:178], v[9:10]
v_rcp_f64_e64 v[172:173], s[10:11]
v_rcp_f64_e64 v[20:21], -v[38:39] clamp mul:4
v_rsq_f64_e64 v[202:203], v[196:197] div:2
v_rsq_f64_e64 v[5:6], -|v[72:73]|
v_rsq_f64_e64 v[13:14], 1.5
v_sqrt_f32_e64 v82, v10 clamp
v_sqrt_f32_e64 v26, v169 clamp div:2
v_sqrt_f32_e64 v255, 0x12345678 clamp
v_sqrt_f32_e64 v150, v178 clamp
v_sqrt_f64_e64 v[208:209], 0x3ff80000
v_sqrt_f64_e64 v[111:112], s[100:101] div:2
v_sqrt_f64_e64 v[23:24], -v[29:30]
v_sqrt_f64_e64 v[8:9], -v[30:31]
v_sin_f32_e64 v3, src_shared_limit
v_sin_f32_e64 v21, |s79| mul:2
v_sin_f32_e64 v33, 1
v_sin_f32_e64 v13, 41 div:2
v_cos_f32_e64 v0, v151
v_cos_f32_e64 v34, s35
v_cos_f32_e64 v5, v152
v_cos_f32_e64 v90, 0x12345678
v_not_b32_e64 v255, v5
v_not_b32_e64 v143, 29
v_bfrev_b32_e64 v233, v1
v_bfrev_b32_e64 v89, v68
v_clz_i32_u32_e64 v237, s15
v_clz_i32_u32_e64 v215, v188
v_ctz_i32_b32_e64 v21, 7
v_ctz_i32_b32_e64 v38, s20
v_cls_i32_e64 v135, v158
v_cls_i32_e64 v61, v110
v_frexp_exp_i32_f64_e64 v119, v[94:95] div:2
v_frexp_exp_i32_f64_e64 v1, -|v[27:28]| mul:4
v_frexp_exp_i32_f64_e64 v255, -s[12:13] clamp mul:4
v_frexp_mant_f64_e64 v[239:240], -v[28:29] clamp
v_frexp_mant_f64_e64 v[99:100], 0x40490000
v_frexp_mant_f64_e64 v[240:241], v[23:24] clamp mul:2
v_frexp_mant_f64_e64 v[244:245], v[254:255] clamp
v_fract_f64_e64 v[5:6], -|50|
v_fract_f64_e64 v[16:17], ttmp[14:15] mul:4
v_fract_f64_e64 v[36:37], -|v[254:255]|
v_fract_f64_e64 v[185:186], -s[74:75] div:2
v_frexp_exp_i32_f32_e64 v97, 59
v_frexp_exp_i32_f32_e64 v0, v136
v_frexp_exp_i32_f32_e64 v121, v255
v_frexp_exp_i32_f32_e64 v226, v125
v_frexp_mant_f32_e64 v8, -|v254|
v_frexp_mant_f32_e64 v174, v45 clamp
v_frexp_mant_f32_e64 v200, -s95 mul:2
v_frexp_mant_f32_e64 v31, s80 clamp mul:2
v_movreld_b32_e64 v255, v23
v_movreld_b32_e64 v8, v31
v_movrels_b32_e64 v255, v20
v_movrels_b32_e64 v9, v217
v_movrelsd_b32_e64 v9, v168
v_movrelsd_b32_e64 v3, v99
v_movrelsd_2_b32_e64 v46, v202
v_movrelsd_2_b32_e64 v255, v95
v_cvt_f16_u16_e64 v4, 24 clamp div:2
v_cvt_f16_u16_e64 v18, s85
v_cvt_f16_u16_e64 v177, v126
v_cvt_f16_u16_e64 v40, v1
v_cvt_f16_i16_e64 v237, 1.0
v_cvt_f16_i16_e64 v29, v120 clamp mul:2
v_cvt_f16_i16_e64 v255, 0x7fff div:2
v_cvt_f16_i16_e64 v255, s13
v_cvt_u16_f16_e64 v80, v11 clamp
v_cvt_u16_f16_e64 v5, -|v252|
v_cvt_u16_f16_e64 v43, v134 mul:2
v_cvt_u16_f16_e64 v26, -|v2| clamp
v_cvt_i16_f16_e64 v11, s83
v_cvt_i16_f16_e64 v15, ttmp2 div:2
v_cvt_i16_f16_e64 v149, |v102| clamp
v_cvt_i16_f16_e64 v160, -s57 clamp mul:2
v_rcp_f16_e64 v13, v23
v_rcp_f16_e64 v8, 0x4567
v_rcp_f16_e64 v195, v11 clamp mul:2
v_rcp_f16_e64 v255, -|36|
v_sqrt_f16_e64 v48, v155 clamp
v_sqrt_f16_e64 v142, -|s64|
v_sqrt_f16_e64 v143, |s82| mul:4
v_sqrt_f16_e64 v59, v23
v_rsq_f16_e64 v12, 1.5
v_rsq_f16_e64 v248, s74
v_rsq_f16_e64 v37, v106
v_log_f16_e64 v48, -|v176|
v_log_f16_e64 v76, |v1| clamp
v_log_f16_e64 v108, v39
v_exp_f16_e64 v228, s58 mul:2
v_exp_f16_e64 v54, 5
v_exp_f16_e64 v17, v199 clamp
v_exp_f16_e64 v11, s35 clamp
v_frexp_mant_f16_e64 v255, -4.0 div:2
v_frexp_mant_f16_e64 v199, -|s15|
v_frexp_mant_f16_e64 v99, v29 clamp div:2
v_frexp_mant_f16_e64 v25, v1 mul:4
v_frexp_exp_i16_f16_e64 v8, 0.1 clamp mul:2
v_frexp_exp_i16_f16_e64 v75, -v80
v_frexp_exp_i16_f16_e64 v148, s72
v_frexp_exp_i16_f16_e64 v23, v255
v_floor_f16_e64 v112, s29 div:2
v_floor_f16_e64 v185, v255
v_floor_f16_e64 v255, s66 mul:2
v_floor_f16_e64 v26, -|v37| div:2
v_ceil_f16_e64 v5, s37 clamp mul:2
v_ceil_f16_e64 v5, -0x4567 clamp
v_ceil_f16_e64 v23, vcc_lo mul:4
v_ceil_f16_e64 v210, -s103
v_trunc_f16_e64 v31, 100.0
v_trunc_f16_e64 v115, 100.0 mul:4
v_trunc_f16_e64 v2, v23
v_trunc_f16_e64 v90, v237 clamp div:2
v_rndne_f16_e64 v255, s51
v_rndne_f16_e64 v209, vcc_lo
v_rndne_f16_e64 v19, -1.5
v_rndne_f16_e64 v52, v217 div:2
v_fract_f16_e64 v226, s39 clamp
v_fract_f16_e64 v4, v227 mul:2
v_fract_f16_e64 v255, -|v29|
v_fract_f16_e64 v8, v17 mul:4
v_sin_f16_e64 v233, v0 clamp
v_sin_f16_e64 v47, -15 clamp mul:2
v_sin_f16_e64 v130, vcc_lo
v_sin_f16_e64 v57, 50 mul:2
v_cos_f16_e64 v255, v12 clamp div:2
v_cos_f16_e64 v16, v249
v_cos_f16_e64 v6, s74 clamp mul:4
v_cos_f16_e64 v216, v154 mul:4
v_sat_pk_u8_i16_e64 v205, v146
v_sat_pk_u8_i16_e64 v109, s3
v_cvt_norm_i16_f16_e64 v176, s61 clamp mul:2
v_cvt_norm_i16_f16_e64 v11, 1.5 clamp mul:2
v_cvt_norm_i16_f16_e64 v6, -|v208| clamp
v_cvt_norm_i16_f16_e64 v134, vcc_hi clamp
v_cvt_norm_u16_f16_e64 v34, -|s23| div:2
v_cvt_norm_u16_f16_e64 v12, -|v255|
v_cvt_norm_u16_f16_e64 v198, v159 clamp
v_cvt_norm_u16_f16_e64 v62, v25
v_not_b16_e64 v19, s52
v_not_b16_e64 v240, -6
v_cvt_i32_i16_e64 v16, v140
v_cvt_i32_i16_e64 v19, 42
v_cvt_u32_u16_e64 v13, s43
v_cvt_u32_u16_e64 v7, s66
v_fma_dx9_zero_f32 v101, v12, v39, exec_hi
v_fma_dx9_zero_f32 v27, v122, v4, 49 mul:4
v_fma_dx9_zero_f32 v156, |s49|, v175, v13 mul:2
v_fma_dx9_zero_f32 v182, v130, 0.15915494, v24 div:2
v_mad_i32_i24 v104, -4, v19, 0 clamp
v_mad_i32_i24 v23, v12, v109, v42
v_mad_i32_i24 v204, s71, 1.5, v17 clamp
v_mad_i32_i24 v194, v156, 2.0, 1.5
v_mad_u32_u24 v255, v53, v110, v6
v_mad_u32_u24 v255, s32, s60, v246
v_mad_u32_u24 v255, exec_lo, ttmp10, v5 clamp
v_mad_u32_u24 v169, 0x12345678, v96, s65
v_cubeid_f32 v11, v137, -41, |s16|
v_cubeid_f32 v109, v5, -11, ttmp13 clamp mul:4
v_cubeid_f32 v255, -|15|, v61, -1.5 clamp
v_cubeid_f32 v76, -100.25, -|v31|, vcc_lo div:2
v_cubesc_f32 v48, -s42, -v13, v247
v_cubesc_f32 v0, -1.0, exec_lo, -0.5 clamp
v_cubesc_f32 v9, 0x12345678, v255, v8
v_cubetc_f32 v242, v76, v255, v235
v_cubetc_f32 v76, -src_shared_limit, |v22|, s82 clamp
v_cubetc_f32 v178, -v255, |v255|, -|v54| clamp div:2
v_cubetc_f32 v29, v23, v131, s75
v_cubema_f32 v35, -s62, -|9|, s86
v_cubema_f32 v180, v0, v167, v255
v_cubema_f32 v86, s23, v255, s12 mul:2
v_cubema_f32 v44, -|exec_lo|, ttmp4, v28 mul:4
v_bfe_u32 v129, v141, v255, v26
v_bfe_u32 v8, exec_lo, v208, exec_lo
v_bfe_i32 v9, v249, v0, v255
v_bfi_b32 v21, v255, v3, s89
v_bfi_b32 v175, v78, v24, v8
v_fma_f32 v83, v97, vcc_lo, s55
v_fma_f32 v196, 23, v221, v57 clamp
v_fma_f32 v43, 0x3fc00000, 55, v46 clamp
v_fma_f32 v19, -|v160|, 28, v245 clamp
v_fma_f64 v[1:2], v[19:20], -v[80:81], s[104:105] div:2
v_fma_f64 v[147:148], 0x40490000, -|v[30:31]|, v[64:65] clamp mul:2
v_fma_f64 v[20:21], v[38:39], v[145:146], v[24:25] div:2
v_fma_f64 v[16:17], ttmp[0:1], 28, -20
v_lerp_u8 v13, v173, vcc_hi, s46
v_lerp_u8 v255, s2, v31, v13
v_alignbit_b32 v65, s50, v213, v17
v_alignbit_b32 v96, v11, 0xffff, v1
v_alignbyte_b32 v26, v255, v217, -12345
v_mullit_f32 v158, -v155, v3, v242 clamp
v_mullit_f32 v29, v29, 4, v196 mul:2
v_mullit_f32 v56, -v40, v23, 0.15915494 clamp div:2
v_mullit_f32 v104, src_shared_base, -|v178|, v245
v_min3_f32 v178, -vcc_lo, v15, 41
v_min3_f32 v204, v243, v35, m0 clamp mul:2
v_min3_f32 v35, -|v74|, exec_hi, -|-1.5|
v_min3_f32 v26, -1e6, |v111|, 28 clamp mul:4
v_min3_i32 v129, -4.0, v54, v113
v_min3_i32 v31, v9, v10, 100000
v_min3_u32 v77, v12, v252, s3
v_min3_u32 v16, s71, v23, -1.5
v_max3_f32 v84, -|v7|, -|v255|, v31 clamp mul:4
v_max3_f32 v30, v189, v26, m0
v_max3_f32 v0, -v238, s69, v30
v_max3_f32 v233, vcc_lo, -|v16|, s72 mul:4
v_max3_i32 v150, v119, v152, 29
v_max3_i32 v164, 0.15915494, v86, 46
v_max3_u32 v255, vcc_lo, v5, v7
v_max3_u32 v203, v255, v86, v31
v_med3_f32 v25, s66, v22, 1.0 mul:2
v_med3_f32 v220, v156, v21, s59
v_med3_f32 v15, v142, v15, v176
v_med3_i32 v14, v228, v133, s62
v_med3_i32 v115, v31, v72, s0
v_med3_u32 v235, v41, v255, v10
v_med3_u32 v211, 1.0, v43, v244
v_sad_u8 v2, 1.5, v182, v194 clamp
v_sad_u8 v3, -1.0, vcc_lo, 100000 clamp
v_sad_u8 v148, s2, v255, 0xdeadbeef clamp
v_sad_hi_u8 v255, v125, s82, s18
v_sad_hi_u8 v60, s104, v12, s18
v_sad_hi_u8 v15, v18, v232, 27
v_sad_hi_u8 v159, -1.5, v187, v13
v_sad_u16 v11, v6, v6, v255 clamp
v_sad_u16 v22, v73, -0.5, v255
v_sad_u16 v126, v27, -1.0, v29 clamp
v_sad_u32 v16, v41, 0x12345678, v231 clamp
v_sad_u32 v2, 20, s34, -11
v_sad_u32 v15, v33, v57, s33
v_sad_u32 v255, v48, v122, -9
v_cvt_pk_u8_f32 v46, -|51|, v21, v23
v_cvt_pk_u8_f32 v246, 56, v181, 0.15915494 clamp
v_cvt_pk_u8_f32 v74, -|v145|, m0, s93
v_cvt_pk_u8_f32 v67, v29, 11, s34
v_div_fixup_f32 v23, v23, s31, v20 clamp mul:4
v_div_fixup_f32 v255, v8, s63, vcc_lo clamp mul:2
v_div_fixup_f32 v238, -|v129|, exec_lo, v103 clamp mul:2
v_div_fixup_f32 v131, s88, v23, v36
v_div_fixup_f64 v[22:23], -4.0, s[68:69], v[240:241] clamp
v_div_fixup_f64 v[14:15], vcc, v[11:12], v[241:242] clamp mul:4
v_div_fixup_f64 v[254:255], s[62:63], 0x3ff80000, 4
v_div_fmas_f32 v14, -v11, v95, 1e6 clamp
v_div_fmas_f32 v155, v15, v9, v107
v_div_fmas_f64 v[6:7], v[129:130], s[54:55], -|v[71:72]|
v_div_fmas_f64 v[254:255], v[12:13], vcc, v[32:33] clamp mul:2
v_div_fmas_f64 v[165:166], v[28:29], v[60:61], -1.5 clamp mul:4
v_msad_u8 v210, -1.0, v134, 0x12345678
v_msad_u8 v12, v255, v15, v86
v_msad_u8 v255, v209, v182, 0xdeadbeef
v_msad_u8 v141, v201, v59, s62
v_qsad_pk_u16_u8 v[10:11], v[20:21], v109, -1000
v_qsad_pk_u16_u8 v[12:13], v[79:80], exec_hi, v[6:7]
v_qsad_pk_u16_u8 v[188:189], v[111:112], v255, -1000 clamp
v_qsad_pk_u16_u8 v[225:226], ttmp[0:1], -1.0, -1.0 clamp
v_mqsad_pk_u16_u8 v[28:29], v[113:114], -1.0, 24
v_mqsad_pk_u16_u8 v[110:111], 49, v158, 1.0
v_mqsad_pk_u16_u8 v[205:206], v[29:30], exec_hi, v[24:25]
v_mqsad_pk_u16_u8 v[65:66], ttmp[6:7], v241, s[38:39] clamp
v_mqsad_u32_u8 v[64:67], v[231:232], v0, v[158:161] clamp
v_mqsad_u32_u8 v[79:82], v[19:20], v188, v[7:10]
v_mqsad_u32_u8 v[5:8], v[201:202], v28, v[24:27] clamp
v_mqsad_u32_u8 v[26:29], v[253:254], 0x12345678, v[3:6]
v_xor3_b32 v14, v255, v24, -2.0
v_xor3_b32 v89, 1.5, v16, 15
v_mad_u16 v1, v17, v171, v8 clamp
v_mad_u16 v4, -6, v16, v30 op_sel:[1,0,1,1]
v_mad_u16 v214, v73, v4, v99 clamp
v_perm_b32 v54, 31, v19, v31
v_xad_u32 v16, v73, -0.5, 47
v_xad_u32 v244, v42, exec_lo, v7
v_lshl_add_u32 v252, exec_lo, 39, v160
v_lshl_add_u32 v19, v235, exec_lo, v238
v_add_lshl_u32 v135, s16, 26, v25
v_add_lshl_u32 v85, v3, v6, vcc_lo
v_fma_f16 v229, -s64, v157, src_shared_limit op_sel:[0,1,0,1] mul:4
v_fma_f16 v124, v114, v17, vcc_lo clamp
v_fma_f16 v14, -s47, v255, v4 op_sel:[0,1,0,0] clamp
v_fma_f16 v121, v27, 39, -|v7| div:2
v_min3_f16 v255, s60, 0x4567, v15 op_sel:[0,1,0,0] clamp
v_min3_f16 v12, 0.5, 64, v134 op_sel:[1,0,0,1]
v_min3_f16 v161, -1.0, v255, -v26
v_min3_f16 v87, |v22|, 4.0, s67
v_min3_i16 v18, 0x7fff, v8, v64 clamp
v_min3_i16 v98, v173, v15, s5 op_sel:[1,0,1,1]
v_min3_i16 v17, v255, v25, s64
v_min3_u16 v6, v129, v16, v252 op_sel:[0,1,0,0]
v_min3_u16 v46, v63, v19, s12 op_sel:[0,1,0,1]
v_min3_u16 v203, v27, v29, 39
v_max3_f16 v10, 11, -|v11|, -|v99| op_sel:[1,1,0,1]
v_max3_f16 v53, s102, -v76, -v223 mul:4
v_max3_f16 v204, v16, -0.5, -25 op_sel:[1,0,1,1] div:2
v_max3_f16 v3, s58, vcc_hi, v103 mul:2
v_max3_i16 v68, 0x7fff, v87, v32 clamp
v_max3_i16 v13, v254, v80, s38
v_max3_i16 v7, v7, v31, v29
v_max3_i16 v255, 1, v213, v163 op_sel:[0,0,1,1] clamp
v_max3_u16 v145, v23, v104, v28 clamp
v_max3_u16 v255, v195, v30, v172
v_max3_u16 v13, v137, 10, v93 clamp
v_max3_u16 v15, v72, v237, v102 op_sel:[1,0,0,0] clamp
v_med3_f16 v28, v15, v155, v149 clamp
v_med3_f16 v205, 100.0, 4.0, 7 op_sel:[1,0,0,0] clamp
v_med3_f16 v18, v146, -|s88|, v255 op_sel:[0,0,0,1] clamp
v_med3_f16 v165, |v7|, v255, s27 op_sel:[0,0,1,1] mul:2
v_med3_i16 v54, v216, s64, s1 op_sel:[0,0,0,1]
v_med3_i16 v255, v19, s47, v73 op_sel:[1,0,1,1]
v_med3_u16 v21, v145, v76, s14 op_sel:[1,0,0,1]
v_med3_u16 v190, 1000, s79, -2.0 clamp
v_med3_u16 v63, s28, 1000, v19 op_sel:[0,0,0,1]
v_med3_u16 v31, v228, v26, 2.0 op_sel:[1,0,1,1] clamp
v_mad_i16 v21, v246, v108, s74 clamp
v_mad_i16 v63, 56, v223, -4.0
v_mad_i16 v5, exec_lo, s32, v197 clamp
v_mad_i16 v6, v207, s44, 16
v_div_fixup_f16 v12, v26, v21, s67 op_sel:[0,0,0,1] mul:2
v_div_fixup_f16 v255, 20, -v181, v154 op_sel:[0,1,1,1] mul:4
v_div_fixup_f16 v171, s89, v224, v45
v_div_fixup_f16 v0, v3, v145, s28 clamp mul:4
v_add3_u32 v1, -1.5, 10, v253
v_lshl_or_b32 v1, s9, 1.0, exec_hi
v_lshl_or_b32 v30, 1.0, v8, 31
v_and_or_b32 v229, m0, src_private_limit, -2
v_and_or_b32 v255, s93, 1.5, 23
v_or3_b32 v12, -13, vcc_lo, v51
v_or3_b32 v22, v43, v36, s24
v_mad_u32_u16 v99, v16, v67, v214 op_sel:[1,0,0,1]
v_mad_u32_u16 v164, v19, v177, v78 clamp
v_mad_u32_u16 v52, v14, v3, v36 op_sel:[1,0,1,0]
v_mad_u32_u16 v26, v18, v248, v255
v_mad_i32_i16 v143, 40, v0, v255
v_mad_i32_i16 v43, v206, s42, 31
v_mad_i32_i16 v6, v7, s79, v44
v_mad_i32_i16 v255, -1.0, v239, v255 op_sel:[0,1,1,0]
v_permlane16_b32 v172, v26, exec_lo, s5 op_sel:[1,0,0,0]
v_permlane16_b32 v187, v189, m0, 53
v_permlanex16_b32 v237, v119, exec_hi, s77
v_permlanex16_b32 v124, v12, exec_lo, s70
v_cndmask_b16 v255, -vcc_lo, s81, vcc_lo
v_cndmask_b16 v217, |0.5|, |1000|, exec_lo
v_maxmin_f32 v200, 0.1, -exec_lo, |0.1| div:2
v_maxmin_f32 v55, 59, 18, -exec_lo div:2
v_maxmin_f32 v10, v19, exec_lo, -v8
v_maxmin_f32 v29, -v58, -v255, v121
v_minmax_f32 v255, 52, |exec_lo|, -|v255| div:2
v_minmax_f32 v2, v192, -|s74|, -1.0 div:2
v_minmax_f32 v160, v231, v97, -|vcc_lo| clamp
v_maxmin_f16 v8, s66, v91, v186 mul:2
v_maxmin_f16 v69, v217, -v209, v98 clamp
v_maxmin_f16 v62, -9, |v16|, v40 clamp div:2
v_maxmin_f16 v16, -1.0, v27, |s76| clamp mul:4
v_minmax_f16 v40, v255, v218, v21
v_minmax_f16 v12, v83, v229, v6 clamp
v_minmax_f16 v214, |v45|, -15, -|v9|
v_minmax_f16 v255, s24, 0, v28
v_maxmin_u32 v179, 1.0, m0, v61
v_maxmin_u32 v255, vcc_lo, s31, v76
v_minmax_u32 v50, v171, v3, v7
v_minmax_u32 v38, v235, 1.5, -7
v_maxmin_i32 v6, s76, v152, vcc_lo
v_maxmin_i32 v12, v1, v29, v16
v_minmax_i32 v12, -0.5, s65, v27
v_minmax_i32 v229, v93, v236, vcc_lo
v_dot2_f16_f16 v31, v79, v13, -1.5
v_dot2_bf16_bf16 v107, v118, v255, v13 op_sel:[0,0,1,0]
v_add_nc_u16 v164, s105, v155
v_add_nc_u16 v101, v17, v255
v_add_nc_u16 v255, v151, 0xffff op_sel:[1,0,1] clamp
v_add_nc_u16 v18, v28, v100 op_sel:[0,1,0]
v_sub_nc_u16 v30, v21, v246
v_sub_nc_u16 v22, s27, v238
v_sub_nc_u16 v232, v10, v8 op_sel:[1,0,0]
v_sub_nc_u16 v18, -0.5, 30
v_mul_lo_u16 v152, v41, v205
v_mul_lo_u16 v87, s30, s59
v_cvt_pk_i16_f32 v1, -|v19|, |0.15915494| clamp
v_cvt_pk_i16_f32 v26, v14, v219
v_cvt_pk_i16_f32 v247, v96, 4.0
v_cvt_pk_i16_f32 v28, -v2, v50
v_cvt_pk_u16_f32 v57, v5, -|v11| clamp
v_cvt_pk_u16_f32 v183, v15, v46 clamp
v_cvt_pk_u16_f32 v36, v172, -|v182| clamp
v_cvt_pk_u16_f32 v111, -100.25, s70 clamp
v_max_u16 v20, v11, v145
v_max_u16 v199, -3, v36
v_max_i16 v18, v1, s60
v_max_i16 v23, v51, v18
v_min_u16 v25, v149, v149
v_min_u16 v251, v16, v20
v_min_i16 v13, 2.0, v182
v_min_i16 v29, src_shared_limit, v255
v_add_nc_i16 v1, v14, 38 clamp
v_add_nc_i16 v13, v103, s17 op_sel:[1,1,0]
v_add_nc_i16 v150, 4.0, v171
v_add_nc_i16 v26, 19, -1.0 op_sel:[0,0,1]
v_sub_nc_i16 v174, 5, exec_lo op_sel:[1,1,0]
v_sub_nc_i16 v210, v31, s41 clamp
v_sub_nc_i16 v13, v12, v7
v_sub_nc_i16 v40, 20, 1000
v_pack_b32_f16 v255, |31|, v214 op_sel:[0,0,1]
v_pack_b32_f16 v8, v10, -v6 op_sel:[0,0,1] clamp
v_pack_b32_f16 v7, -61, -v255 op_sel:[0,1,0]
v_pack_b32_f16 v19, v13, v14 clamp
v_cvt_pk_norm_i16_f16 v170, v57, -|s55|
v_cvt_pk_norm_i16_f16 v86, v4, |v16| op_sel:[1,1,0]
v_cvt_pk_norm_i16_f16 v19, -|v10|, v21 op_sel:[0,1,1] clamp
v_cvt_pk_norm_i16_f16 v243, v10, v29 op_sel:[1,0,0] clamp
v_cvt_pk_norm_u16_f16 v187, -1.5, v121 op_sel:[1,1,0] clamp
v_cvt_pk_norm_u16_f16 v45, v181, -|m0| clamp
v_cvt_pk_norm_u16_f16 v209, |s59|, -10 op_sel:[1,0,0]
v_cvt_pk_norm_u16_f16 v2, v33, 0.15915494
v_ldexp_f32 v46, -v251, 0x12345678
v_ldexp_f32 v231, -18, v22 clamp mul:2
v_ldexp_f32 v2, s70, -0.5
s_call_b64 s[42:43], L_top
s_call_b64 s[66:67], L_mid
s_call_b64 s[70:71], L_end
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
v_ldexp_f32 v7, 16, v79 clamp mul:4
v_bfm_b32 v255, v183, v161
v_bfm_b32 v7, v83, v13
v_bcnt_u32_b32 v29, v25, v42
v_bcnt_u32_b32 v23, 4.0, exec_lo
v_mbcnt_lo_u32_b32 v9, -1.0, m0
v_mbcnt_lo_u32_b32 v80, 2.0, s92
v_mbcnt_hi_u32_b32 v210, 0.15915494, v27
v_mbcnt_hi_u32_b32 v171, v16, v165
v_cvt_pk_norm_i16_f32 v8, -0.5, |v38|
v_cvt_pk_norm_i16_f32 v108, s83, v62 clamp
v_cvt_pk_norm_i16_f32 v88, v19, v22
v_cvt_pk_norm_i16_f32 v27, v214, v217
v_cvt_pk_norm_u16_f32 v163, v55, v18 clamp
v_cvt_pk_norm_u16_f32 v199, -v15, -v226
v_cvt_pk_norm_u16_f32 v7, 1.5, -|v103| clamp
v_cvt_pk_norm_u16_f32 v255, 60, v151
v_cvt_pk_u16_u32 v255, s71, v130
v_cvt_pk_u16_u32 v255, v252, v122
v_cvt_pk_i16_i32 v139, 1.5, m0
v_cvt_pk_i16_i32 v28, v71, v155
v_sub_nc_i32 v255, v180, v53 clamp
v_sub_nc_i32 v220, vcc_lo, v13 clamp
v_sub_nc_i32 v10, v161, 24
v_sub_nc_i32 v218, v58, s23
v_add_nc_i32 v127, v21, src_shared_base clamp
v_add_nc_i32 v187, v74, v23
v_add_nc_i32 v16, s43, 0.5
v_add_nc_i32 v166, ttmp2, vcc_hi
v_add_f64 v[246:247], |v[254:255]|, v[93:94]
v_add_f64 v[254:255], 0x40490000, exec
v_add_f64 v[170:171], 0x40490000, s[60:61]
v_add_f64 v[3:4], -v[195:196], v[25:26] clamp
v_mul_f64 v[254:255], v[0:1], -|v[254:255]| clamp
v_mul_f64 v[123:124], 100.0, ttmp[14:15] clamp mul:2
v_mul_f64 v[166:167], s[64:65], v[242:243]
v_mul_f64 v[194:195], -|s[90:91]|, v[15:16]
v_min_f64 v[29:30], v[20:21], s[56:57]
v_min_f64 v[23:24], ttmp[0:1], 41
v_min_f64 v[17:18], -s[2:3], v[28:29]
v_min_f64 v[177:178], v[23:24], vcc clamp
v_max_f64 v[159:160], v[7:8], v[254:255]
v_max_f64 v[65:66], |1.5|, -v[5:6] mul:4
v_max_f64 v[145:146], 10, -v[70:71] mul:4
v_ldexp_f64 v[29:30], -|v[254:255]|, -2.0
v_ldexp_f64 v[6:7], -|v[16:17]|, 0xffff
v_ldexp_f64 v[254:255], |s[12:13]|, 48
v_ldexp_f64 v[254:255], v[28:29], exec_lo
v_mul_lo_u32 v106, v210, 0x12345678
v_mul_lo_u32 v80, v197, s0
v_mul_hi_u32 v21, s75, v94
v_mul_hi_u32 v242, s79, v30
v_mul_hi_i32 v21, s18, v0
v_mul_hi_i32 v25, v115, -13
v_trig_preop_f64 v[9:10], -|v[159:160]|, v255 clamp div:2
v_trig_preop_f64 v[211:212], ttmp[0:1], 0
v_trig_preop_f64 v[70:71], |v[71:72]|, s59
v_trig_preop_f64 v[131:132], v[35:36], v9
v_lshlrev_b16 v113, v101, -0.5
v_lshlrev_b16 v1, v18, v140
v_lshrrev_b16 v240, v16, vcc_hi
v_lshrrev_b16 v30, v30, s31
v_ashrrev_i16 v221, v19, v13
v_lshlrev_b64 v[191:192], v26, v[254:255]
v_lshlrev_b64 v[61:62], v117, 12345678
v_lshrrev_b64 v[47:48], 7, v[241:242]
v_lshrrev_b64 v[121:122], v201, s[72:73]
v_ashrrev_i64 v[175:176], v5, v[42:43]
v_ashrrev_i64 v[249:250], v51, v[67:68]
v_readlane_b32 s2, v236, s69
v_readlane_b32 s9, v239, s90
v_writelane_b32 v127, s90, exec_lo
v_writelane_b32 v22, src_shared_limit, 64
v_and_b16 v4, s0, v30
v_and_b16 v216, v27, v114
v_or_b16 v99, 35, 0x7fff
v_or_b16 v33, v236, v81
v_xor_b16 v184, v10, 35
v_xor_b16 v1, v222, -300
v_add_co_ci_u32_e64 v217, exec_lo, 4.0, v12, s73
v_add_co_ci_u32_e64 v81, exec_lo, s103, v179, s103 clamp
v_add_co_ci_u32_e64 v4, exec_lo, v56, v222, exec_lo
v_add_co_ci_u32_e64 v16, s92, v109, s67, vcc_lo
v_sub_co_ci_u32_e64 v14, vcc_lo, v24, v97, s15 clamp
v_sub_co_ci_u32_e64 v5, ttmp5, s31, v5, exec_lo
v_sub_co_ci_u32_e64 v30, s36, v21, v8, exec_lo
v_sub_co_ci_u32_e64 v174, ttmp5, v2, v3, s16 clamp
v_subrev_co_ci_u32_e64 v66, ttmp5, v50, v29, exec_lo clamp
v_subrev_co_ci_u32_e64 v5, ttmp5, v237, -15, s19
v_subrev_co_ci_u32_e64 v22, s28, v26, s19, exec_lo
v_subrev_co_ci_u32_e64 v26, exec_lo, 0.5, v23, s102
v_div_scale_f32 v238, vcc_lo, s20, -v122, v26 mul:4
v_div_scale_f32 v72, vcc_lo, 27, v126, -v255 clamp
v_div_scale_f32 v14, exec_lo, 1.0, v31, 21 mul:2
v_div_scale_f32 v135, s48, -vcc_lo, 44, s40
v_div_scale_f64 v[89:90], vcc_lo, v[22:23], -v[169:170], -v[68:69] clamp mul:4
v_div_scale_f64 v[171:172], s82, v[11:12], s[70:71], v[25:26] clamp mul:2
v_mad_u64_u32 v[3:4], exec_lo, v248, v132, 0x7fffffff
v_mad_u64_u32 v[134:135], ttmp5, v255, v255, 61
v_mad_u64_u32 v[20:21], vcc_lo, v186, ttmp4, v[19:20] clamp
v_mad_u64_u32 v[254:255], exec_lo, v28, v255, v[9:10]
v_mad_i64_i32 v[48:49], exec_lo, v12, v146, v[181:182] clamp
v_mad_i64_i32 v[9:10], vcc_lo, s41, -2.0, v[20:21]
v_mad_i64_i32 v[254:255], ttmp5, v204, v6, s[16:17]
v_mad_i64_i32 v[167:168], vcc_lo, 100000, -16, ttmp[14:15] clamp
v_add_co_u32 v198, vcc_lo, s66, v141 clamp
v_add_co_u32 v241, s88, v35, 38
v_add_co_u32 v19, vcc_lo, 1.0, v1 clamp
v_add_co_u32 v188, s102, 1.0, v171
v_sub_co_u32 v18, vcc_lo, v241, s68 clamp
v_sub_co_u32 v23, ttmp5, 31, 0xdeadbeef
v_sub_co_u32 v10, ttmp5, v222, v219
v_sub_co_u32 v79, ttmp5, v73, v14
v_subrev_co_u32 v18, vcc_lo, v13, v240
v_subrev_co_u32 v223, ttmp5, v141, v12 clamp
v_subrev_co_u32 v139, vcc_lo, v11, v214
v_subrev_co_u32 v28, ttmp5, m0, v226 clamp
v_pk_mad_i16 v212, exec_lo, s10, v144 op_sel:[1,1,0] neg_hi:[0,1,1]
v_pk_mad_i16 v244, v178, v17, v237 neg_hi:[1,0,0] clamp
v_pk_mad_i16 v160, v133, v23, vcc_hi neg_lo:[1,0,0]
v_pk_mad_i16 v8, s5, 27, v70 op_sel_hi:[0,1,1] neg_lo:[1,0,1] clamp
v_pk_mul_lo_u16 v255, 1.0, v2 op_sel:[1,0] neg_hi:[0,0]
v_pk_mul_lo_u16 v57, v255, v2 op_sel_hi:[1,1]
v_pk_mul_lo_u16 v13, -5, v231 op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[0,0] clamp
v_pk_mul_lo_u16 v148, v255, 62 op_sel:[1,0] op_sel_hi:[1,1] clamp
v_pk_add_i16 v255, v3, s104 op_sel:[0,0] neg_hi:[0,0] clamp
v_pk_add_i16 v44, 0.5, 20 op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[0,0]
v_pk_add_i16 v255, 0x7fff, v130 op_sel_hi:[0,0] neg_hi:[0,0] clamp
v_pk_add_i16 v241, 0x7fff, v131 op_sel:[0,0]
v_pk_sub_i16 v21, 0.5, v255 op_sel:[0,0] neg_lo:[0,0]
v_pk_sub_i16 v15, v192, v199 neg_lo:[0,0] neg_hi:[1,1]
v_pk_sub_i16 v255, v20, -11 op_sel:[0,1] neg_lo:[0,0] clamp
v_pk_sub_i16 v136, v168, v203 neg_lo:[0,0] clamp
v_pk_lshlrev_b16 v12, 0.5, s56 op_sel:[1,1] op_sel_hi:[1,0] neg_lo:[0,0]
v_pk_lshlrev_b16 v176, v118, v0 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,0]
v_pk_lshlrev_b16 v50, v255, s21 op_sel_hi:[1,0] neg_hi:[0,1] clamp
v_pk_lshlrev_b16 v12, v198, v91 op_sel_hi:[0,1]
v_pk_lshrrev_b16 v61, 44, 2.0 op_sel:[0,1] op_sel_hi:[1,1] clamp
v_pk_lshrrev_b16 v164, v210, ttmp0 op_sel:[0,0] neg_lo:[0,0]
v_pk_lshrrev_b16 v5, v13, v59 neg_hi:[1,1] clamp
v_pk_lshrrev_b16 v29, 17, s13 op_sel:[1,0] op_sel_hi:[0,1] clamp
v_pk_ashrrev_i16 v14, 0x1234, v98 op_sel_hi:[1,1]
v_pk_ashrrev_i16 v24, v2, v255 op_sel:[1,1] op_sel_hi:[1,1] clamp
v_pk_ashrrev_i16 v9, m0, v28 op_sel:[1,1] op_sel_hi:[0,1]
v_pk_ashrrev_i16 v44, v0, v23 op_sel:[1,1] op_sel_hi:[1,0] neg_hi:[0,0] clamp
v_pk_max_i16 v5, 33, 21 op_sel:[1,1] op_sel_hi:[0,1]
v_pk_max_i16 v19, -300, v31 op_sel:[0,1]
v_pk_max_i16 v26, v8, v103 op_sel:[1,1] op_sel_hi:[1,0] neg_hi:[0,0]
v_pk_max_i16 v178, v255, v134
v_pk_min_i16 v8, v147, v169 neg_hi:[0,0] clamp
v_pk_min_i16 v5, v82, v17 op_sel:[0,0] neg_lo:[0,0] clamp
v_pk_min_i16 v158, s41, src_private_limit op_sel:[1,1] op_sel_hi:[1,1] neg_lo:[0,0] neg_hi:[1,0]
v_pk_min_i16 v255, -300, v164 op_sel:[1,0] op_sel_hi:[1,1] neg_lo:[1,0] clamp
v_pk_mad_u16 v11, s70, v45, v239 op_sel:[1,0,1] op_sel_hi:[0,1,0] neg_lo:[0,0,0]
v_pk_mad_u16 v4, v7, s12, v6 op_sel_hi:[0,1,1] neg_lo:[0,0,0] neg_hi:[0,1,0]
v_pk_mad_u16 v4, v108, 0xffff, v8 op_sel_hi:[0,1,1]
v_pk_mad_u16 v16, 1000, v33, v30 op_sel:[1,0,0] op_sel_hi:[1,1,0] neg_hi:[0,0,0]
v_pk_add_u16 v153, v155, m0 op_sel:[0,1] op_sel_hi:[1,1]
v_pk_add_u16 v1, m0, vcc_lo op_sel_hi:[1,1] neg_lo:[0,1] clamp
v_pk_add_u16 v116, v255, s10 op_sel:[0,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_add_u16 v48, v231, src_private_base op_sel:[1,0] neg_hi:[1,0]
v_pk_sub_u16 v134, v205, v4 op_sel:[1,0] neg_lo:[0,1] neg_hi:[0,0]
v_pk_sub_u16 v255, s57, 0x7fff op_sel:[0,1] neg_hi:[0,0]
v_pk_sub_u16 v10, v146, -2.0 op_sel:[1,1]
v_pk_sub_u16 v212, 1000, v130 op_sel_hi:[1,1] neg_hi:[0,0] clamp
v_pk_max_u16 v232, v255, v22 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_max_u16 v213, 0xffff, v160 neg_lo:[1,0]
v_pk_max_u16 v160, v9, v30 neg_hi:[1,0]
v_pk_min_u16 v95, v59, v67 op_sel_hi:[1,0]
v_pk_min_u16 v125, v217, v154 op_sel_hi:[1,1]
v_pk_min_u16 v221, 0.15915494, s39 op_sel:[1,0] op_sel_hi:[0,0] clamp
v_pk_min_u16 v143, v15, s71 op_sel:[1,1] neg_lo:[0,0] neg_hi:[1,0]
v_pk_fma_f16 v27, -1.5, 4.0, 22 neg_lo:[1,0,1] clamp
v_pk_fma_f16 v125, v9, s68, s2 op_sel:[0,1,1] op_sel_hi:[1,1,1]
v_pk_fma_f16 v188, v255, v10, v144 op_sel:[1,1,0] neg_hi:[1,0,1] clamp
v_pk_add_f16 v13, v20, 47 op_sel_hi:[0,1] clamp
v_pk_add_f16 v234, s31, s103 op_sel_hi:[0,0]
v_pk_add_f16 v238, v146, src_shared_limit op_sel_hi:[1,0] neg_hi:[0,0]
v_pk_add_f16 v206, s2, v0 op_sel:[0,0] op_sel_hi:[0,0] neg_hi:[0,1]
v_pk_mul_f16 v221, s71, v6 op_sel_hi:[0,1]
v_pk_mul_f16 v255, s87, s19
v_pk_mul_f16 v141, 38, v7 op_sel_hi:[1,0] neg_lo:[0,0]
v_pk_mul_f16 v139, s14, -2.0 neg_lo:[1,0] clamp
v_pk_min_f16 v199, v3, s45 neg_hi:[1,1]
v_pk_min_f16 v248, v14, v52 neg_hi:[1,0] clamp
v_pk_min_f16 v16, -16, v73
v_pk_min_f16 v106, v10, v32 op_sel:[1,1] op_sel_hi:[0,0] clamp
v_pk_max_f16 v255, s1, v46 op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[0,0] clamp
v_pk_max_f16 v30, 12, ttmp8 op_sel_hi:[0,1] neg_lo:[0,0] clamp
v_pk_max_f16 v4, v22, v226 op_sel_hi:[0,0] neg_lo:[0,0] neg_hi:[0,1] clamp
v_pk_max_f16 v218, v190, v85 op_sel:[1,1] op_sel_hi:[1,1]
v_dot2_f32_f16 v129, v28, v166, v24 op_sel:[1,0,1] neg_lo:[1,0,0] clamp
v_dot2_f32_f16 v1, v23, v222, s25 op_sel:[0,1,1] neg_lo:[1,0,1] clamp
v_dot2_f32_f16 v4, v172, s24, v247 neg_lo:[1,0,0]
v_dot2_f32_f16 v193, 59, v137, 0.5 neg_lo:[1,0,1]
v_dot4_i32_iu8 v68, v41, v27, v230 op_sel_hi:[1,0,0] neg_hi:[0,1,0] clamp
v_dot4_i32_iu8 v131, v18, v40, -1 op_sel:[0,0,1] op_sel_hi:[1,0,1] neg_lo:[0,0,1]
v_dot4_i32_iu8 v21, vcc_lo, s87, v18 op_sel_hi:[1,0,0] neg_hi:[1,1,0]
v_dot4_i32_iu8 v28, exec_hi, -4.0, v12 op_sel:[0,1,1] clamp
v_dot4_u32_u8 v112, v201, v17, 55 op_sel_hi:[1,1,0] neg_hi:[0,0,0]
v_dot4_u32_u8 v188, v155, 0x12345678, s72 op_sel:[1,0,1] op_sel_hi:[1,0,0] neg_lo:[0,1,1]
v_dot4_u32_u8 v43, vcc_hi, exec_lo, v1 neg_lo:[0,0,0] neg_hi:[0,1,1] clamp
v_dot4_u32_u8 v10, v96, exec_hi, v71 op_sel_hi:[1,1,0]
v_dot8_i32_iu4 v254, v204, s64, v79 op_sel_hi:[1,1,1] neg_hi:[1,0,0]
v_dot8_i32_iu4 v232, v255, s102, v116 op_sel:[1,1,0] op_sel_hi:[0,0,0] clamp
v_dot8_i32_iu4 v255, v129, v16, 1.0 neg_lo:[1,1,1] clamp
v_dot8_i32_iu4 v132, s84, v10, -2.0 op_sel:[0,0,0] clamp
v_dot8_u32_u4 v202, s36, v17, v5 op_sel_hi:[1,0,1] clamp
v_dot8_u32_u4 v24, 28, -1.5, -9 op_sel:[1,1,1] op_sel_hi:[1,1,1] neg_hi:[0,1,0]
v_dot8_u32_u4 v252, v1, v77, s43 op_sel:[1,0,0] op_sel_hi:[1,1,0] neg_lo:[1,0,0] clamp
v_dot8_u32_u4 v24, v193, v27, v168 op_sel:[1,1,1] op_sel_hi:[0,0,0] neg_lo:[1,1,1]
v_dot2_f32_bf16 v4, v255, v227, v220 clamp
v_dot2_f32_bf16 v206, v31, v30, v125 op_sel:[1,1,0] op_sel_hi:[1,1,1] neg_lo:[0,1,1]
v_dot2_f32_bf16 v23, v184, v255, s70 op_sel:[0,1,1] op_sel_hi:[1,1,1] neg_lo:[0,0,0] neg_hi:[0,0,1]
v_dot2_f32_bf16 v110, v123, 4.0, s73 neg_lo:[1,1,1] neg_hi:[0,0,1]
v_fma_mix_f32 v210, 48, v98, -|v5| clamp
v_fma_mix_f32 v20, 1.5, v26, v255 op_sel:[0,1,0]
v_fma_mix_f32 v255, |s50|, |v8|, v180 op_sel:[1,0,0] clamp
v_fma_mixlo_f16 v255, s99, v42, 1.0 op_sel:[1,1,0] clamp
v_fma_mixlo_f16 v198, -0.5, -4.0, -0x4567
v_fma_mixlo_f16 v25, vcc_lo, v26, s55 op_sel_hi:[0,1,0] clamp
v_fma_mixlo_f16 v175, 25, v15, v43 op_sel:[0,0,0] op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v23, v3, 61, v93 op_sel:[1,1,0] clamp
v_fma_mixhi_f16 v2, |v87|, v5, 1.5 op_sel:[0,1,1] op_sel_hi:[0,1,1]
v_fma_mixhi_f16 v35, v136, -|4.0|, v7 clamp
v_wmma_f32_16x16x16_f16 v[143:150], v[209:216], v[157:164], v[30:37] neg_lo:[1,1,1]
v_wmma_f32_16x16x16_f16 v[56:63], v[248:255], v[179:186], v[30:37] neg_hi:[0,1,1]
v_wmma_f32_16x16x16_bf16 v[177:184], v[30:37], v[11:18], 1.0
v_wmma_f32_16x16x16_bf16 v[27:34], v[165:172], v[148:155], v[61:68]
v_wmma_f16_16x16x16_f16 v[211:218], v[165:172], v[160:167], 4.0 op_sel:[0,1,1] neg_lo:[0,1,0]
v_wmma_f16_16x16x16_f16 v[101:108], v[24:31], v[112:119], 16 op_sel:[1,1,0]
v_wmma_f16_16x16x16_f16 v[240:247], v[238:245], v[23:30], v[38:45] op_sel:[1,1,0] op_sel_hi:[1,0,1] neg_lo:[1,1,0]
v_wmma_f16_16x16x16_f16 v[79:86], v[248:255], v[29:36], v[81:88] op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,1,0]
v_wmma_bf16_16x16x16_bf16 v[41:48], v[207:214], v[83:90], v[248:255] op_sel:[1,0,1] op_sel_hi:[0,1,0]
v_wmma_bf16_16x16x16_bf16 v[77:84], v[186:193], v[27:34], v[195:202] op_sel:[0,0,0] op_sel_hi:[0,1,0] neg_hi:[0,1,1]
v_wmma_i32_16x16x16_iu8 v[130:137], v[252:255], v[197:200], -4.0 neg_lo:[1,0,1] neg_hi:[1,0,0]
v_wmma_i32_16x16x16_iu8 v[231:238], v[20:23], v[11:14], v[14:21]
v_wmma_i32_16x16x16_iu8 v[30:37], v[122:125], v[196:199], v[13:20]
v_wmma_i32_16x16x16_iu8 v[22:29], v[205:208], v[78:81], -2.0 neg_lo:[0,0,0] neg_hi:[1,1,1]
v_wmma_i32_16x16x16_iu4 v[21:28], v[21:22], v[83:84], v[31:38] neg_hi:[0,1,0] clamp
v_wmma_i32_16x16x16_iu4 v[87:94], v[6:7], v[158:159], v[21:28]
ds_add_u32 v54, v148 offset:25953
ds_add_u32 v8, v16 offset:64
ds_add_u32 v14, v31 gds
ds_add_u32 v2, v29 offset:65535
ds_sub_u32 v214, v155
ds_sub_u32 v30, v27 gds
ds_sub_u32 v14, v166 gds
ds_sub_u32 v13, v4 offset:4
ds_rsub_u32 v255, v28 offset:65535
ds_rsub_u32 v3, v166
ds_rsub_u32 v71, v75 gds
ds_rsub_u32 v75, v18 offset:64
ds_inc_u32 v23, v31 offset:65535 gds
ds_inc_u32 v19, v1 offset:4
ds_inc_u32 v10, v22 gds
ds_inc_u32 v2, v115 gds
ds_dec_u32 v233, v12 offset:15852
ds_dec_u32 v3, v80 offset:65535
ds_dec_u32 v101, v39 offset:65535
ds_dec_u32 v255, v223 gds
ds_min_i32 v5, v19 offset:4 gds
ds_min_i32 v30, v2 offset:4
ds_min_i32 v21, v12 offset:4
ds_min_i32 v190, v13 gds
ds_max_i32 v75, v30 offset:237
ds_max_i32 v137, v3 offset:4
ds_max_i32 v255, v248 offset:43053
ds_max_i32 v6, v13 offset:65535
ds_min_u32 v98, v144 offset:64
ds_min_u32 v40, v31 offset:4 gds
ds_min_u32 v91, v115 offset:64 gds
ds_min_u32 v255, v252
ds_max_u32 v10, v25 offset:2463
ds_max_u32 v18, v14
ds_max_u32 v146, v255 offset:64
ds_max_u32 v163, v160 offset:65535 gds
ds_and_b32 v31, v166 offset:64
ds_and_b32 v103, v255 gds
ds_and_b32 v13, v22 offset:4
ds_and_b32 v24, v137 offset:64
ds_or_b32 v255, v255
ds_or_b32 v192, v9 offset:4
ds_or_b32 v12, v4 offset:64
ds_or_b32 v123, v26 offset:64
ds_xor_b32 v7, v16 offset:23679 gds
ds_xor_b32 v157, v16 offset:4
ds_xor_b32 v239, v13 offset:65535
ds_xor_b32 v163, v181 offset:64
ds_mskor_b32 v102, v50, v28 offset:65535 gds
ds_mskor_b32 v11, v49, v28 offset:65535
ds_mskor_b32 v28, v20, v255 offset:64
ds_mskor_b32 v122, v183, v6 offset:64
ds_store_b32 v7, v22
ds_store_b32 v242, v27 offset:65535 gds
ds_store_b32 v0, v122
ds_store_b32 v154, v101 offset:4 gds
ds_store_2addr_b32 v16, v79, v4 offset1:163 gds
ds_store_2addr_b32 v195, v194, v174 offset0:102 offset1:86
ds_store_2addr_b32 v1, v0, v166 offset1:44 gds
ds_store_2addr_b32 v120, v26, v97 offset1:107 gds
ds_store_2addr_stride64_b32 v57, v31, v216 offset0:95 offset1:208
ds_store_2addr_stride64_b32 v255, v183, v47 offset1:97
ds_store_2addr_stride64_b32 v7, v9, v161 offset1:227
ds_store_2addr_stride64_b32 v35, v84, v255
ds_cmpstore_b32 v110, v8, v23 offset:64
ds_cmpstore_b32 v106, v84, v0 offset:65535
ds_cmpstore_b32 v255, v119, v200 gds
ds_cmpstore_b32 v192, v203, v5
ds_cmpstore_f32 v213, v102, v9
ds_cmpstore_f32 v90, v255, v21 offset:4
ds_cmpstore_f32 v22, v20, v23 offset:64
ds_cmpstore_f32 v19, v174, v253
ds_min_f32 v228, v255 offset:65535
ds_min_f32 v113, v154 offset:65535 gds
ds_min_f32 v6, v239 offset:64 gds
ds_min_f32 v251, v12 offset:65535 gds
ds_max_f32 v3, v120 offset:65535
ds_max_f32 v126, v255 offset:4
ds_max_f32 v190, v8 offset:65535
ds_max_f32 v24, v186 offset:64
ds_add_f32 v31, v178 offset:34333
ds_add_f32 v154, v5
ds_add_f32 v29, v49 offset:65535
ds_add_f32 v136, v92 gds
ds_store_b8 v255, v17 offset:65535
ds_store_b8 v209, v9
ds_store_b8 v14, v44
ds_store_b8 v255, v9
ds_store_b16 v0, v134
ds_store_b16 v19, v11 offset:64
ds_store_b16 v126, v11
ds_store_b16 v3, v3 offset:64813
ds_add_rtn_u32 v31, v255, v89 offset:65535 gds
ds_add_rtn_u32 v20, v91, v255 offset:65535
ds_add_rtn_u32 v44, v25, v99 offset:63791
ds_add_rtn_u32 v73, v46, v55 offset:65535 gds
ds_sub_rtn_u32 v16, v15, v6 offset:65535
ds_sub_rtn_u32 v3, v61, v117
ds_sub_rtn_u32 v134, v5, v159 offset:65535
ds_sub_rtn_u32 v91, v185, v68 offset:61385
ds_rsub_rtn_u32 v122, v255, v14 offset:25308 gds
ds_rsub_rtn_u32 v255, v255, v149 offset:64 gds
ds_rsub_rtn_u32 v67, v23, v201 offset:27632 gds
ds_rsub_rtn_u32 v14, v23, v31 offset:29711 gds
ds_inc_rtn_u32 v3, v169, v17
ds_inc_rtn_u32 v5, v203, v64 offset:65535
ds_inc_rtn_u32 v2, v27, v255 gds
ds_inc_rtn_u32 v177, v8, v24
ds_dec_rtn_u32 v7, v31, v9 offset:65535 gds
ds_dec_rtn_u32 v0, v247, v188
ds_dec_rtn_u32 v126, v3, v222 offset:4
ds_dec_rtn_u32 v255, v5, v168 offset:65535
ds_min_rtn_i32 v255, v250, v135 offset:4
ds_min_rtn_i32 v118, v164, v16
ds_min_rtn_i32 v31, v22, v226 offset:65535
ds_min_rtn_i32 v46, v255, v145
ds_max_rtn_i32 v34, v126, v211 offset:4
ds_max_rtn_i32 v73, v13, v0 offset:61167
ds_max_rtn_i32 v191, v233, v229 gds
ds_max_rtn_i32 v160, v129, v115
ds_min_rtn_u32 v98, v26, v13 offset:64
ds_min_rtn_u32 v13, v17, v3 offset:6317
ds_min_rtn_u32 v202, v95, v14 gds
ds_min_rtn_u32 v190, v11, v140 offset:4
ds_max_rtn_u32 v182, v255, v26 offset:64
ds_max_rtn_u32 v1, v189, v249 offset:65535
ds_max_rtn_u32 v122, v44, v255
ds_max_rtn_u32 v206, v3, v84 offset:65535 gds
ds_and_rtn_b32 v59, v213, v115
ds_and_rtn_b32 v57, v193, v18
ds_and_rtn_b32 v239, v13, v169 offset:64
ds_and_rtn_b32 v132, v30, v178
ds_or_rtn_b32 v18, v11, v22 offset:64
ds_or_rtn_b32 v24, v227, v255
ds_or_rtn_b32 v13, v255, v217 offset:4 gds
ds_or_rtn_b32 v44, v207, v0 offset:40445 gds
ds_xor_rtn_b32 v26, v63, v9 offset:65535
ds_xor_rtn_b32 v1, v230, v255 offset:44389 gds
ds_xor_rtn_b32 v7, v6, v117 offset:64 gds
ds_xor_rtn_b32 v70, v183, v4 offset:4
ds_mskor_rtn_b32 v29, v8, v105, v109 gds
ds_mskor_rtn_b32 v117, v2, v255, v21
ds_mskor_rtn_b32 v44, v165, v24, v186 gds
ds_mskor_rtn_b32 v243, v53, v255, v94 offset:64 gds
ds_storexchg_rtn_b32 v1, v104, v50 offset:53395 gds
ds_storexchg_rtn_b32 v8, v2, v16
ds_storexchg_rtn_b32 v255, v179, v255 offset:65535 gds
ds_storexchg_rtn_b32 v25, v109, v19
ds_storexchg_2addr_rtn_b32 v[79:80], v30, v21, v5 offset0:162 offset1:248
ds_storexchg_2addr_rtn_b32 v[57:58], v255, v28, v255 offset0:252 offset1:156 gds
ds_storexchg_2addr_rtn_b32 v[11:12], v255, v174, v15 offset0:112
ds_storexchg_2addr_rtn_b32 v[158:159], v20, v25, v122 offset1:247 gds
ds_storexchg_2addr_stride64_rtn_b32 v[1:2], v96, v10, v120 offset0:137
ds_storexchg_2addr_stride64_rtn_b32 v[48:49], v99, v254, v241 offset0:54 offset1:86
ds_storexchg_2addr_stride64_rtn_b32 v[250:251], v62, v59, v217 offset0:1 offset1:111 gds
ds_storexchg_2addr_stride64_rtn_b32 v[88:89], v32, v1, v255 offset0:249 gds
ds_cmpstore_rtn_b32 v255, v14, v29, v31 offset:4 gds
ds_cmpstore_rtn_b32 v9, v120, v3, v79 offset:4
ds_cmpstore_rtn_b32 v193, v6, v255, v255 offset:65535
ds_cmpstore_rtn_b32 v30, v13, v147, v140 offset:65535
ds_cmpstore_rtn_f32 v92, v155, v19, v21 offset:42680 gds
ds_cmpstore_rtn_f32 v19, v76, v224, v4 offset:4
ds_cmpstore_rtn_f32 v214, v3, v255, v69 offset:4
ds_cmpstore_rtn_f32 v248, v28, v8, v5 offset:64 gds
ds_min_rtn_f32 v255, v255, v54
ds_min_rtn_f32 v9, v5, v19 offset:47773
ds_min_rtn_f32 v23, v23, v176 offset:13399 gds
ds_min_rtn_f32 v14, v179, v8 offset:65535
ds_max_rtn_f32 v109, v173, v9
ds_max_rtn_f32 v255, v79, v84 offset:4
ds_max_rtn_f32 v14, v159, v3 offset:64 gds
ds_max_rtn_f32 v31, v33, v25 offset:64 gds
ds_wrap_rtn_b32 v123, v152, v3, v163
ds_wrap_rtn_b32 v200, v179, v6, v205 offset:65535
ds_wrap_rtn_b32 v15, v14, v1, v29 offset:64
ds_wrap_rtn_b32 v106, v217, v255, v72
ds_swizzle_b32 v0, v1 offset:64
ds_swizzle_b32 v11, v1 offset:65535
ds_swizzle_b32 v255, v8 offset:64
ds_swizzle_b32 v1, v255 offset:4
ds_load_b32 v212, v255 offset:65535
ds_load_b32 v52, v203 offset:4
ds_load_b32 v66, v23
ds_load_b32 v251, v14 offset:4
ds_load_2addr_b32 v[246:247], v8 offset0:135 offset1:203 gds
ds_load_2addr_b32 v[39:40], v232 offset0:31 offset1:233
ds_load_2addr_b32 v[11:12], v191 offset0:6 offset1:91
ds_load_2addr_b32 v[153:154], v124 offset0:178 offset1:58 gds
ds_load_2addr_stride64_b32 v[208:209], v51
ds_load_2addr_stride64_b32 v[179:180], v30 offset1:136
ds_load_2addr_stride64_b32 v[127:128], v34 offset0:90 gds
ds_load_2addr_stride64_b32 v[246:247], v14 offset0:132 offset1:227
ds_load_i8 v81, v9 offset:4
ds_load_i8 v22, v19 offset:4
ds_load_i8 v255, v99 offset:64
ds_load_i8 v237, v8 offset:64
ds_load_u8 v75, v10 offset:4 gds
ds_load_u8 v9, v163
ds_load_u8 v19, v24 offset:4 gds
ds_load_u8 v46, v11 offset:64
ds_load_i16 v73, v218 offset:64
ds_load_i16 v24, v10 offset:65535
ds_load_i16 v83, v47 offset:4
ds_load_i16 v228, v255 offset:50476
ds_load_u16 v68, v25 offset:60479
ds_load_u16 v56, v28 offset:64 gds
ds_load_u16 v82, v1 offset:52636
ds_load_u16 v19, v181
ds_consume v17 offset:64
ds_consume v18 offset:46887
ds_consume v56 gds
ds_consume v255
ds_append v158 gds
ds_append v204 offset:65535
ds_append v21 offset:64
ds_append v19 offset:51522
ds_add_u64 v18, v[208:209] offset:64
ds_add_u64 v203, v[96:97] offset:65535 gds
ds_add_u64 v0, v[15:16] offset:4
ds_add_u64 v26, v[102:103] offset:64
ds_sub_u64 v148, v[144:145] offset:64 gds
ds_sub_u64 v163, v[167:168] offset:64 gds
ds_sub_u64 v74, v[25:26] offset:22558
ds_sub_u64 v22, v[31:32] gds
ds_rsub_u64 v194, v[131:132]
ds_rsub_u64 v9, v[29:30]
ds_rsub_u64 v80, v[31:32] gds
ds_rsub_u64 v107, v[101:102] offset:65535
ds_inc_u64 v187, v[17:18] offset:64
ds_inc_u64 v21, v[79:80] offset:65535
ds_inc_u64 v255, v[205:206] offset:11137
ds_inc_u64 v12, v[31:32] offset:64
ds_dec_u64 v134, v[26:27]
ds_dec_u64 v2, v[254:255] offset:8315
ds_dec_u64 v224, v[11:12]
ds_dec_u64 v165, v[13:14] offset:65535
ds_min_i64 v251, v[237:238] offset:4
ds_min_i64 v156, v[66:67] offset:4
ds_min_i64 v107, v[9:10] offset:21179 gds
ds_min_i64 v24, v[226:227] offset:65535 gds
ds_max_i64 v3, v[50:51] offset:65535
ds_max_i64 v82, v[179:180] offset:64
ds_max_i64 v4, v[183:184] offset:23532 gds
ds_max_i64 v142, v[254:255]
ds_min_u64 v150, v[215:216] offset:65535
ds_min_u64 v74, v[172:173]
ds_min_u64 v49, v[23:24] offset:19412 gds
ds_min_u64 v41, v[254:255] offset:64
ds_max_u64 v13, v[148:149] offset:4
ds_max_u64 v3, v[8:9] offset:64 gds
ds_max_u64 v16, v[165:166] offset:4
ds_max_u64 v213, v[1:2] gds
ds_and_b64 v255, v[29:30] offset:64 gds
ds_and_b64 v0, v[16:17] offset:50855
ds_and_b64 v255, v[0:1] gds
ds_and_b64 v132, v[91:92] offset:64
ds_or_b64 v236, v[43:44]
ds_or_b64 v81, v[82:83] offset:65535 gds
ds_or_b64 v135, v[98:99] offset:65535
ds_or_b64 v244, v[5:6] offset:41712
ds_xor_b64 v11, v[237:238] offset:64
ds_xor_b64 v143, v[93:94] offset:4
ds_xor_b64 v255, v[254:255] gds
ds_xor_b64 v129, v[254:255] gds
ds_mskor_b64 v73, v[10:11], v[15:16] offset:42237
ds_mskor_b64 v27, v[205:206], v[9:10] offset:64
ds_mskor_b64 v18, v[160:161], v[31:32] offset:24959 gds
ds_mskor_b64 v13, v[11:12], v[227:228]
ds_store_b64 v22, v[7:8] offset:64
ds_store_b64 v6, v[62:63] offset:38245
ds_store_b64 v255, v[0:1] offset:44941 gds
ds_store_b64 v8, v[254:255]
ds_store_2addr_b64 v28, v[9:10], v[254:255] offset0:236
ds_store_2addr_b64 v97, v[66:67], v[114:115] offset1:77
ds_store_2addr_b64 v219, v[245:246], v[143:144] offset0:199 offset1:135
ds_store_2addr_b64 v10, v[27:28], v[28:29] offset0:67 offset1:199
ds_store_2addr_stride64_b64 v252, v[28:29], v[23:24] offset0:127
ds_store_2addr_stride64_b64 v0, v[21:22], v[233:234] offset0:247
ds_store_2addr_stride64_b64 v86, v[60:61], v[92:93] offset0:28 gds
ds_store_2addr_stride64_b64 v6, v[24:25], v[22:23] offset0:137 offset1:23
ds_cmpstore_b64 v236, v[164:165], v[238:239] offset:64
ds_cmpstore_b64 v34, v[162:163], v[23:24] offset:41184
ds_cmpstore_b64 v3, v[4:5], v[34:35] offset:64
ds_cmpstore_b64 v188, v[3:4], v[36:37]
ds_cmpstore_f64 v19, v[99:100], v[208:209] offset:64
ds_cmpstore_f64 v191, v[182:183], v[254:255] offset:4
ds_cmpstore_f64 v39, v[18:19], v[4:5]
ds_cmpstore_f64 v255, v[103:104], v[25:26]
ds_min_f64 v47, v[7:8] offset:4
ds_min_f64 v1, v[254:255] offset:25769 gds
ds_min_f64 v52, v[75:76] offset:32829
ds_min_f64 v15, v[15:16]
ds_max_f64 v70, v[34:35] offset:65535 gds
ds_max_f64 v104, v[29:30] offset:65456
ds_max_f64 v16, v[17:18] offset:65535
ds_max_f64 v99, v[14:15] offset:4
ds_add_rtn_u64 v[16:17], v228, v[254:255]
ds_add_rtn_u64 v[121:122], v233, v[248:249] offset:44074
ds_add_rtn_u64 v[50:51], v48, v[20:21] offset:4
ds_add_rtn_u64 v[2:3], v15, v[29:30] offset:65535
ds_sub_rtn_u64 v[186:187], v0, v[22:23] offset:4 gds
ds_sub_rtn_u64 v[194:195], v236, v[222:223] offset:4
ds_sub_rtn_u64 v[195:196], v25, v[121:122] offset:34688
ds_sub_rtn_u64 v[124:125], v28, v[254:255] offset:65535
ds_rsub_rtn_u64 v[31:32], v223, v[72:73]
ds_rsub_rtn_u64 v[254:255], v156, v[18:19] offset:20120 gds
ds_rsub_rtn_u64 v[233:234], v26, v[177:178]
ds_rsub_rtn_u64 v[25:26], v157, v[205:206] offset:16167
ds_inc_rtn_u64 v[2:3], v157, v[2:3] offset:65535 gds
ds_inc_rtn_u64 v[233:234], v122, v[15:16] offset:64
ds_inc_rtn_u64 v[19:20], v112, v[16:17]
ds_inc_rtn_u64 v[13:14], v19, v[8:9] offset:4 gds
ds_dec_rtn_u64 v[194:195], v7, v[4:5] offset:4
ds_dec_rtn_u64 v[2:3], v69, v[24:25] offset:64 gds
ds_dec_rtn_u64 v[86:87], v17, v[199:200] offset:4 gds
ds_dec_rtn_u64 v[10:11], v233, v[28:29] offset:4
ds_min_rtn_i64 v[32:33], v13, v[62:63] gds
ds_min_rtn_i64 v[42:43], v6, v[55:56] offset:4
ds_min_rtn_i64 v[158:159], v116, v[10:11] offset:64 gds
ds_min_rtn_i64 v[38:39], v226, v[90:91] offset:24552
ds_max_rtn_i64 v[200:201], v198, v[176:177] offset:64393 gds
ds_max_rtn_i64 v[104:105], v254, v[9:10] offset:65535
ds_max_rtn_i64 v[254:255], v104, v[254:255] offset:64
ds_max_rtn_i64 v[217:218], v243, v[254:255] offset:65535
ds_min_rtn_u64 v[99:100], v142, v[20:21] offset:64
ds_min_rtn_u64 v[19:20], v190, v[164:165] offset:57218
ds_min_rtn_u64 v[97:98], v255, v[161:162] offset:45983 gds
ds_min_rtn_u64 v[16:17], v23, v[17:18] gds
ds_max_rtn_u64 v[117:118], v154, v[8:9] offset:4
ds_max_rtn_u64 v[148:149], v5, v[87:88]
ds_max_rtn_u64 v[254:255], v117, v[2:3] offset:64
ds_max_rtn_u64 v[171:172], v154, v[191:192]
ds_and_rtn_b64 v[85:86], v255, v[0:1] offset:65535
ds_and_rtn_b64 v[16:17], v25, v[254:255] offset:65535 gds
ds_and_rtn_b64 v[7:8], v2, v[254:255] offset:42968
ds_and_rtn_b64 v[244:245], v151, v[21:22] offset:65535
ds_or_rtn_b64 v[30:31], v17, v[254:255] offset:7980
ds_or_rtn_b64 v[183:184], v186, v[207:208]
ds_or_rtn_b64 v[19:20], v25, v[171:172] offset:65535
ds_or_rtn_b64 v[23:24], v168, v[140:141] offset:15134
ds_xor_rtn_b64 v[0:1], v75, v[137:138] offset:64 gds
ds_xor_rtn_b64 v[38:39], v2, v[107:108] offset:4
ds_xor_rtn_b64 v[203:204], v255, v[111:112] offset:64 gds
ds_xor_rtn_b64 v[254:255], v92, v[227:228] offset:64
ds_mskor_rtn_b64 v[91:92], v173, v[152:153], v[193:194]
ds_mskor_rtn_b64 v[4:5], v22, v[216:217], v[25:26] offset:55879
ds_mskor_rtn_b64 v[1:2], v236, v[15:16], v[130:131] offset:64 gds
ds_mskor_rtn_b64 v[60:61], v49, v[123:124], v[254:255] offset:61575 gds
ds_storexchg_rtn_b64 v[132:133], v78, v[16:17] offset:4 gds
ds_storexchg_rtn_b64 v[48:49], v10, v[236:237] offset:64
ds_storexchg_rtn_b64 v[192:193], v156, v[233:234]
ds_storexchg_rtn_b64 v[76:77], v219, v[246:247] offset:4 gds
ds_storexchg_2addr_rtn_b64 v[20:23], v124, v[117:118], v[254:255] offset1:247
ds_storexchg_2addr_rtn_b64 v[247:250], v27, v[174:175], v[181:182] offset1:135
ds_storexchg_2addr_rtn_b64 v[0:3], v106, v[24:25], v[47:48] offset1:169
ds_storexchg_2addr_rtn_b64 v[123:126], v7, v[208:209], v[28:29] offset1:234 gds
ds_storexchg_2addr_stride64_rtn_b64 v[150:153], v255, v[0:1], v[80:81] offset0:71 gds
ds_storexchg_2addr_stride64_rtn_b64 v[252:255], v48, v[16:17], v[20:21] offset1:193 gds
ds_storexchg_2addr_stride64_rtn_b64 v[252:255], v114, v[10:11], v[254:255]
ds_storexchg_2addr_stride64_rtn_b64 v[187:190], v247, v[123:124], v[8:9] offset0:167
ds_cmpstore_rtn_b64 v[76:77], v17, v[254:255], v[5:6]
ds_cmpstore_rtn_b64 v[32:33], v248, v[15:16], v[113:114] offset:14200
ds_cmpstore_rtn_b64 v[7:8], v105, v[122:123], v[203:204] offset:4
ds_cmpstore_rtn_b64 v[128:129], v202, v[12:13], v[24:25] offset:64
ds_cmpstore_rtn_f64 v[224:225], v18, v[76:77], v[2:3]
ds_cmpstore_rtn_f64 v[1:2], v24, v[134:135], v[4:5] offset:17530
ds_cmpstore_rtn_f64 v[14:15], v23, v[1:2], v[65:66] offset:4
ds_cmpstore_rtn_f64 v[195:196], v10, v[50:51], v[2:3]
ds_min_rtn_f64 v[151:152], v15, v[201:202]
ds_min_rtn_f64 v[199:200], v24, v[5:6] offset:65535
ds_min_rtn_f64 v[212:213], v14, v[174:175] offset:37556 gds
ds_min_rtn_f64 v[203:204], v117, v[16:17]
ds_max_rtn_f64 v[34:35], v28, v[2:3] offset:62432
ds_max_rtn_f64 v[15:16], v12, v[2:3] offset:65535
ds_max_rtn_f64 v[93:94], v5, v[60:61]
ds_max_rtn_f64 v[46:47], v0, v[21:22] offset:4
ds_load_b64 v[137:138], v166 offset:64
ds_load_b64 v[48:49], v230 offset:4
ds_load_b64 v[0:1], v19 offset:65535
ds_load_b64 v[0:1], v29 gds
ds_load_2addr_b64 v[252:255], v156 offset0:21 offset1:237
ds_load_2addr_b64 v[33:36], v121 offset0:186
ds_load_2addr_b64 v[0:3], v12 offset1:54
ds_load_2addr_b64 v[116:119], v115 offset0:224
ds_load_2addr_stride64_b64 v[58:61], v227 offset0:87
ds_load_2addr_stride64_b64 v[252:255], v117 offset0:116 offset1:164
ds_load_2addr_stride64_b64 v[67:70], v130 offset1:61
ds_load_2addr_stride64_b64 v[122:125], v112 offset1:29 gds
ds_add_rtn_f32 v255, v94, v138 offset:64
ds_add_rtn_f32 v255, v47, v67 offset:6548 gds
ds_add_rtn_f32 v183, v135, v29 offset:4
ds_add_rtn_f32 v246, v4, v95 offset:4
ds_condxchg32_rtn_b64 v[254:255], v97, v[25:26] offset:64
ds_condxchg32_rtn_b64 v[207:208], v177, v[13:14]
ds_condxchg32_rtn_b64 v[123:124], v100, v[21:22] offset:4
ds_condxchg32_rtn_b64 v[236:237], v3, v[11:12]
ds_store_b8_d16_hi v20, v255 offset:26233 gds
ds_store_b8_d16_hi v110, v194
ds_store_b8_d16_hi v145, v255 offset:4505 gds
ds_store_b8_d16_hi v101, v117 offset:65535
ds_store_b16_d16_hi v9, v6 offset:64
ds_store_b16_d16_hi v8, v215 offset:37641
ds_store_b16_d16_hi v29, v5 offset:4
ds_store_b16_d16_hi v25, v28
ds_load_u8_d16 v112, v78 offset:65535 gds
ds_load_u8_d16 v223, v38 offset:61466 gds
ds_load_u8_d16 v7, v17 offset:64 gds
ds_load_u8_d16 v28, v63 gds
ds_load_u8_d16_hi v133, v190 offset:4 gds
ds_load_u8_d16_hi v252, v255 offset:61370 gds
ds_load_u8_d16_hi v46, v73 offset:64
ds_load_u8_d16_hi v13, v40 offset:4
ds_load_i8_d16 v23, v16 offset:64 gds
ds_load_i8_d16 v52, v93 offset:15531
ds_load_i8_d16 v67, v168
ds_load_i8_d16 v23, v6 offset:4
ds_load_i8_d16_hi v198, v133 offset:4
ds_load_i8_d16_hi v22, v22 offset:7527
ds_load_i8_d16_hi v159, v233 offset:65535 gds
ds_load_i8_d16_hi v1, v23 offset:64 gds
ds_load_u16_d16 v0, v137 offset:64 gds
ds_load_u16_d16 v15, v255 offset:7023
ds_load_u16_d16 v96, v11
ds_load_u16_d16 v87, v164 offset:25326 gds
ds_load_u16_d16_hi v30, v27 offset:64
ds_load_u16_d16_hi v3, v206 offset:57662 gds
ds_load_u16_d16_hi v17, v168
ds_load_u16_d16_hi v50, v36 offset:65535 gds
ds_bvh_stack_rtn_b32 v15, v172, v31, v[20:23] offset:64
ds_bvh_stack_rtn_b32 v0, v29, v9, v[27:30]
ds_bvh_stack_rtn_b32 v93, v62, v71, v[154:157]
ds_bvh_stack_rtn_b32 v10, v14, v79, v[10:13] offset:4
ds_store_addtid_b32 v48 offset:64 gds
ds_store_addtid_b32 v19
ds_store_addtid_b32 v65
ds_load_addtid_b32 v90 offset:65535
ds_load_addtid_b32 v30
ds_load_addtid_b32 v20 offset:64
ds_load_addtid_b32 v19 gds
ds_permute_b32 v29, v98, v35
ds_permute_b32 v73, v145, v91 offset:65535
ds_permute_b32 v110, v122, v255 offset:6961
ds_permute_b32 v90, v15, v152 offset:65535
ds_bpermute_b32 v6, v14, v26
ds_bpermute_b32 v14, v15, v16
ds_bpermute_b32 v25, v255, v5 offset:64
ds_bpermute_b32 v155, v71, v23 offset:6063
ds_store_b96 v73, v[188:190] offset:65535 gds
ds_store_b96 v24, v[120:122] offset:4 gds
ds_store_b96 v13, v[5:7]
ds_store_b96 v255, v[98:100]
ds_store_b128 v255, v[217:220] offset:65535
ds_store_b128 v243, v[127:130] offset:62730
ds_store_b128 v194, v[248:251] gds
ds_store_b128 v47, v[13:16]
ds_load_b96 v[138:140], v214 offset:64
ds_load_b96 v[1:3], v11 offset:33089
ds_load_b96 v[79:81], v131 offset:4
ds_load_b96 v[150:152], v207
ds_load_b128 v[9:12], v109
ds_load_b128 v[31:34], v100 offset:4
ds_load_b128 v[1:4], v23 offset:11417 gds
ds_load_b128 v[21:24], v69 offset:4
buffer_load_format_x v159, v81, s[56:59], m0 offen dlc
buffer_load_format_xy v[202:203], v13, s[68:71], 33 offen offset:414 slc
buffer_load_format_xy v[47:48], v26, s[40:43], s37 idxen offset:3015 glc
buffer_load_format_xy v[227:228], v113, s[60:63], s15 idxen offset:4000 glc
buffer_load_format_xyz v[139:141], v220, s[16:19], s50 offen offset:2740
buffer_load_format_xyz v[117:119], v12, s[96:99], s88 idxen slc
buffer_load_format_xyz v[9:11], off, s[44:47], m0 dlc
buffer_load_format_xyzw v[144:147], v3, s[64:67], s97 offen offset:3630 glc slc dlc
buffer_load_format_xyzw v[4:7], v3, s[32:35], 45 offen slc
buffer_load_format_xyzw v[3:6], v49, s[48:51], s46 offen dlc
buffer_store_format_x v168, v16, s[96:99], s12 offen offset:1540 dlc
buffer_store_format_x v30, off, s[64:67], s24 offset:3664 glc dlc
buffer_store_format_xy v[254:255], v206, s[72:75], m0 offen slc
buffer_store_format_xy v[232:233], v136, s[36:39], -11 offen offset:1633 dlc
buffer_store_format_xy v[196:197], v23, s[84:87], s92 idxen
buffer_store_format_xy v[17:18], v84, s[64:67], m0 offen offset:2885 slc
buffer_store_format_xyz v[15:17], v132, s[100:103], m0 offen offset:3167 glc slc dlc
buffer_store_format_xyz v[214:216], v5, s[72:75], s6 offen offset:266 dlc
buffer_store_format_xyzw v[238:241], v205, s[72:75], s13 offen offset:3337
buffer_store_format_xyzw v[197:200], v21, s[28:31], -8 offen offset:2517 glc
buffer_store_format_xyzw v[92:95], v31, s[40:43], s48 offen offset:333
buffer_store_format_xyzw v[187:190], off, s[20:23], m0 offset:1222 slc
buffer_load_d16_format_x v3, v11, s[24:27], 31 offen offset:649 dlc
buffer_load_d16_format_x v102, v19, s[92:95], exec_lo offen offset:2283 glc slc
buffer_load_d16_format_x v171, v122, s[64:67], m0 idxen offset:3256
buffer_load_d16_format_xy v28, v25, s[92:95], 35 offen offset:1717 glc slc dlc
buffer_load_d16_format_xyz v[30:31], v11, s[4:7], m0 offen glc
buffer_load_d16_format_xyz v[226:227], off, ttmp[0:3], s68 offset:2168 dlc
buffer_load_d16_format_xyz v[1:2], off, s[36:39], 15 offset:4009 glc dlc
buffer_load_d16_format_xyzw v[57:58], v13, s[84:87], 31 idxen
buffer_load_d16_format_xyzw v[20:21], v204, s[36:39], s11 offen offset:372
buffer_load_d16_format_xyzw v[9:10], v2, s[100:103], s54 offen offset:2967 glc
buffer_store_d16_format_x v191, off, s[20:23], 6 offset:2551 slc
buffer_store_d16_format_xy v4, v11, s[92:95], s13 offen offset:3501 slc
buffer_store_d16_format_xy v26, v238, s[16:19], m0 offen
buffer_store_d16_format_xy v139, v255, s[40:43], m0 idxen offset:2307
buffer_store_d16_format_xyz v[254:255], off, s[52:55], s42 offset:2496 slc
buffer_store_d16_format_xyz v[190:191], v26, s[32:35], s17 offen offset:3470 glc dlc
buffer_store_d16_format_xyz v[115:116], v29, s[8:11], s37 offen offset:2518 dlc
buffer_store_d16_format_xyzw v[72:73], v9, s[92:95], 64 offen offset:1308 glc
buffer_store_d16_format_xyzw v[18:19], v69, s[96:99], m0 idxen glc
buffer_load_i8 v21, v39, s[36:39], m0 offen offset:2274
buffer_load_i8 v14, v222, s[64:67], m0 offen offset:1785 glc slc dlc
buffer_load_i8 v87, off, s[16:19], m0
buffer_load_u16 v42, v3, s[24:27], 53 idxen
buffer_load_u16 v230, v18, s[48:51], s101 offen offset:2503 dlc
buffer_load_u16 v6, v29, s[20:23], s42 offen offset:1310
buffer_load_i16 v0, v82, s[64:67], m0 idxen dlc
buffer_load_i16 v123, v112, s[12:15], s64 idxen offset:2096
buffer_load_i16 v8, v26, s[32:35], s65 offen offset:1948 slc dlc
buffer_load_b32 v59, v10, s[40:43], m0 offen slc
buffer_load_b32 v1, v24, s[16:19], s62 idxen offset:2372 glc dlc
buffer_load_b32 v16, v27, s[20:23], m0 offen offset:3955
buffer_load_b64 v[7:8], off, s[72:75], 52 offset:2992 glc
buffer_load_b64 v[172:173], v197, s[72:75], s38 idxen offset:1568 slc
buffer_load_b64 v[117:118], v202, s[20:23], s61 offen glc slc dlc
buffer_load_b96 v[253:255], v255, s[68:71], -11 idxen offset:1775 glc dlc
buffer_load_b128 v[17:20], v15, s[20:23], s5 offen offset:3199 glc slc dlc
buffer_load_b128 v[120:123], off, s[0:3], s70 offset:3651 glc dlc
buffer_load_b128 v[180:183], v5, s[28:31], m0 offen dlc
buffer_load_b128 v[248:251], v255, s[32:35], s87 offen offset:3871 slc dlc
buffer_store_b8 v41, v149, s[88:91], 55 offen offset:2690
buffer_store_b16 v183, off, s[64:67], s86 slc
buffer_store_b16 v121, v31, s[84:87], s51 offen offset:3366 dlc
buffer_store_b32 v157, v255, s[16:19], s97 idxen offset:247 glc dlc
buffer_store_b32 v149, v145, ttmp[8:11], m0 idxen
buffer_store_b64 v[81:82], off, s[36:39], s48 slc dlc
buffer_store_b64 v[254:255], v245, ttmp[4:7], m0 offen offset:536 glc dlc
buffer_store_b96 v[183:185], v33, s[56:59], m0 offen offset:2000 dlc
buffer_store_b96 v[94:96], v166, s[52:55], s27 idxen dlc
buffer_store_b96 v[160:162], off, s[28:31], m0 offset:14 glc
buffer_store_b128 v[72:75], off, s[76:79], s67 offset:2494
buffer_store_b128 v[20:23], v15, s[92:95], s84 offen offset:3972 slc
buffer_load_d16_u8 v37, off, s[88:91], s37
buffer_load_d16_u8 v22, v251, s[92:95], m0 idxen offset:561 glc slc
buffer_load_d16_i8 v24, v171, s[84:87], s99 offen dlc
buffer_load_d16_i8 v136, v13, s[4:7], s53 idxen glc
buffer_load_d16_b16 v255, v214, s[72:75], s0 offen offset:1933 dlc
buffer_load_d16_b16 v133, v102, s[100:103], s66 offen offset:3502 dlc
buffer_load_d16_hi_u8 v59, v195, s[40:43], s52 offen dlc
buffer_load_d16_hi_u8 v15, v4, s[56:59], s91 offen slc dlc
buffer_load_d16_hi_u8 v13, v119, s[20:23], m0 offen slc dlc
buffer_load_d16_hi_i8 v35, v26, s[0:3], s20 offen offset:2820 slc
buffer_load_d16_hi_i8 v23, v7, s[16:19], s47 idxen offset:890 glc slc dlc
buffer_store_d16_hi_b8 v7, v237, s[68:71], s23 offen offset:91 slc
buffer_store_d16_hi_b16 v27, v13, s[76:79], m0 offen dlc
buffer_load_d16_hi_format_x v93, v14, s[68:71], 35 offen slc
buffer_gl0_inv
buffer_gl1_inv
buffer_load_lds_u8 v4, s[64:67], s24 offen glc
buffer_load_lds_u8 v100, s[60:63], m0 offen offset:879
buffer_load_lds_u8 v46, s[68:71], 38 idxen offset:2643
buffer_load_lds_i8 off, s[48:51], s85 slc dlc
buffer_load_lds_i8 v24, s[100:103], s14 offen offset:1580 glc dlc
buffer_load_lds_i8 v0, s[88:91], m0 offen glc dlc
buffer_load_lds_u16 off, s[20:23], 7 offset:3283
buffer_load_lds_u16 v1, s[92:95], s64 offen offset:1849
buffer_load_lds_u16 v88, s[76:79], m0 offen slc
buffer_load_lds_i16 off, s[28:31], m0 offset:330 glc slc
buffer_load_lds_i16 off, s[36:39], m0
buffer_load_lds_i16 v255, s[60:63], m0 offen offset:620 dlc
buffer_load_lds_i16 v5, s[60:63], s32 idxen offset:3814 glc slc
buffer_load_lds_b32 off, s[80:83], s29 offset:413 dlc
buffer_load_lds_b32 v21, s[12:15], 16 offen slc dlc
buffer_load_lds_format_x off, s[0:3], m0 dlc
buffer_load_lds_format_x v27, s[20:23], s54 offen glc
buffer_load_lds_format_x off, s[72:75], 41 glc dlc
buffer_atomic_swap_b32 v168, v23, s[68:71], -7 offen slc
buffer_atomic_swap_b32 v8, v23, s[32:35], s46 offen offset:2696
buffer_atomic_swap_b32 v15, v33, s[28:31], 5 offen offset:2311 glc dlc
buffer_atomic_cmpswap_b32 v[3:4], v152, s[88:91], s54 offen offset:1747 glc slc
buffer_atomic_cmpswap_b32 v[30:31], v255, s[84:87], s74 offen glc dlc
buffer_atomic_cmpswap_b32 v[223:224], v134, s[64:67], s19 offen offset:1671 glc
buffer_atomic_cmpswap_b32 v[157:158], v255, s[40:43], s105 offen offset:3705 dlc
buffer_atomic_add_u32 v25, v30, s[96:99], s26 idxen offset:3239 glc dlc
buffer_atomic_add_u32 v10, off, s[88:91], s88 offset:3820
buffer_atomic_add_u32 v3, v23, s[68:71], s78 idxen glc
buffer_atomic_sub_u32 v40, off, s[84:87], s31 offset:4090
buffer_atomic_sub_u32 v124, v171, s[88:91], s85 offen offset:1955 slc dlc
buffer_atomic_sub_u32 v202, v118, s[84:87], 6 offen offset:275
buffer_atomic_csub_u32 v16, v208, s[8:11], s86 offen offset:348
buffer_atomic_csub_u32 v7, off, s[68:71], s33 slc dlc
buffer_atomic_csub_u32 v220, v255, s[12:15], s97 offen offset:1326 glc slc dlc
buffer_atomic_csub_u32 v53, v6, s[36:39], s82 idxen offset:3108 slc dlc
buffer_atomic_min_i32 v222, v19, s[88:91], 50 idxen offset:377 slc
buffer_atomic_min_i32 v190, v12, s[36:39], s65 idxen
buffer_atomic_min_i32 v3, v0, s[100:103], s10 idxen offset:563 slc
buffer_atomic_min_u32 v105, v247, s[0:3], s69 idxen offset:1429 glc dlc
buffer_atomic_min_u32 v38, v232, s[72:75], m0 idxen
buffer_atomic_min_u32 v49, v28, s[20:23], m0 idxen slc dlc
buffer_atomic_max_i32 v163, v193, s[44:47], m0 idxen offset:1030 slc
buffer_atomic_max_i32 v27, v53, s[36:39], s55 idxen glc slc dlc
buffer_atomic_max_i32 v140, v224, s[84:87], s18 idxen
buffer_atomic_max_i32 v166, v6, s[60:63], 11 offen offset:3217 glc
buffer_atomic_max_u32 v8, v34, s[76:79], s60 offen glc slc dlc
buffer_atomic_max_u32 v90, v255, s[12:15], s0 offen glc slc
buffer_atomic_max_u32 v7, v25, s[36:39], m0 offen offset:2006 dlc
buffer_atomic_and_b32 v71, v79, s[20:23], vcc_hi idxen dlc
buffer_atomic_and_b32 v91, v71, s[88:91], 5 offen offset:2611 glc slc
buffer_atomic_and_b32 v255, v13, s[12:15], 29 idxen glc
buffer_atomic_and_b32 v169, v8, s[0:3], m0 idxen offset:3156 slc
buffer_atomic_or_b32 v34, v127, s[0:3], m0 idxen offset:725
buffer_atomic_or_b32 v3, off, s[40:43], m0 offset:2498 slc dlc
buffer_atomic_or_b32 v152, v0, s[88:91], m0 offen dlc
buffer_atomic_xor_b32 v13, off, s[48:51], 8 offset:3148
buffer_atomic_xor_b32 v82, off, s[52:55], s94 glc slc dlc
buffer_atomic_xor_b32 v29, v179, s[100:103], s99 offen
buffer_atomic_inc_u32 v137, off, s[44:47], m0 offset:1636 glc dlc
buffer_atomic_inc_u32 v17, v223, s[56:59], m0 offen offset:1757 slc
buffer_atomic_dec_u32 v14, v1, s[52:55], s85 offen
buffer_atomic_dec_u32 v148, v148, s[4:7], s104 idxen offset:3233 slc dlc
buffer_atomic_dec_u32 v122, v255, s[52:55], vcc_hi offen
buffer_atomic_swap_b64 v[149:150], v2, s[56:59], m0 offen offset:2383 glc
buffer_atomic_swap_b64 v[135:136], off, s[32:35], s90
buffer_atomic_swap_b64 v[4:5], off, s[68:71], m0 offset:2594 dlc
buffer_atomic_cmpswap_b64 v[235:238], v102, s[16:19], s29 offen offset:2499 dlc
buffer_atomic_cmpswap_b64 v[9:12], v60, s[76:79], 42 offen offset:1174 glc dlc
buffer_atomic_cmpswap_b64 v[161:164], v16, s[52:55], 22 offen offset:2554
buffer_atomic_cmpswap_b64 v[252:255], v0, s[92:95], s74 idxen offset:217 glc
buffer_atomic_add_u64 v[24:25], v215, s[84:87], s55 offen offset:1880
buffer_atomic_add_u64 v[223:224], v31, s[16:19], s68 offen offset:1606 glc slc
buffer_atomic_add_u64 v[1:2], v255, s[56:59], m0 idxen offset:301 dlc
buffer_atomic_sub_u64 v[91:92], v17, s[20:23], 36 idxen
buffer_atomic_sub_u64 v[18:19], v59, s[68:71], m0 offen offset:3283 glc
buffer_atomic_sub_u64 v[18:19], v28, s[52:55], 47 offen offset:1991 glc dlc
buffer_atomic_sub_u64 v[202:203], v98, s[100:103], s55 offen offset:2907 glc dlc
buffer_atomic_min_i64 v[153:154], v117, s[68:71], -2 offen offset:1322 slc
buffer_atomic_min_i64 v[119:120], off, s[44:47], s79 glc
buffer_atomic_min_i64 v[240:241], v247, s[8:11], m0 idxen offset:225 slc
buffer_atomic_min_i64 v[63:64], v147, s[36:39], 22 offen offset:3162
buffer_atomic_min_u64 v[198:199], v143, s[44:47], s44 offen offset:661 slc
buffer_atomic_min_u64 v[109:110], off, s[84:87], 30 glc dlc
buffer_atomic_min_u64 v[12:13], v46, s[92:95], s10 offen offset:1435
buffer_atomic_min_u64 v[242:243], v255, s[60:63], 7 idxen offset:1758 slc dlc
buffer_atomic_max_i64 v[18:19], v231, s[68:71], s71 offen glc slc
buffer_atomic_max_i64 v[168:169], v191, s[84:87], -2 idxen slc
buffer_atomic_max_i64 v[39:40], off, s[24:27], s16 offset:805 glc slc
buffer_atomic_max_u64 v[17:18], off, s[8:11], 22 offset:1195 glc dlc
buffer_atomic_max_u64 v[10:11], v159, s[76:79], s20 offen glc dlc
buffer_atomic_max_u64 v[105:106], v4, s[24:27], s26 offen offset:1612 slc
buffer_atomic_max_u64 v[254:255], v185, ttmp[12:15], m0 offen dlc
buffer_atomic_and_b64 v[95:96], v209, s[52:55], m0 offen
buffer_atomic_and_b64 v[77:78], v255, s[40:43], 51 offen offset:3019 slc dlc
buffer_atomic_and_b64 v[190:191], off, s[80:83], -3 offset:4003 slc
buffer_atomic_and_b64 v[197:198], v80, s[0:3], m0 idxen offset:3058 glc
buffer_atomic_or_b64 v[230:231], v229, s[88:91], 14 offen offset:177 dlc
buffer_atomic_or_b64 v[226:227], v178, s[28:31], 11 offen glc
buffer_atomic_or_b64 v[19:20], off, s[84:87], m0 glc slc dlc
buffer_atomic_or_b64 v[2:3], v27, s[72:75], 58 idxen offset:2849 dlc
buffer_atomic_xor_b64 v[240:241], v15, s[72:75], exec_lo offen slc
buffer_atomic_xor_b64 v[19:20], v243, s[52:55], s57 offen offset:2275 dlc
buffer_atomic_xor_b64 v[239:240], v110, s[76:79], s91 offen offset:1187 glc
buffer_atomic_xor_b64 v[67:68], off, s[60:63], s5 offset:927
buffer_atomic_inc_u64 v[176:177], v14, s[8:11], m0 idxen glc slc dlc
buffer_atomic_inc_u64 v[182:183], v151, s[76:79], 2 idxen dlc
buffer_atomic_inc_u64 v[83:84], v2, s[48:51], 19 offen glc dlc
buffer_atomic_dec_u64 v[176:177], off, s[60:63], s95 offset:2104 slc
buffer_atomic_dec_u64 v[213:214], v193, s[48:51], s43 offen offset:4086 slc dlc
buffer_atomic_dec_u64 v[59:60], off, s[32:35], m0 offset:2001 slc dlc
buffer_atomic_cmpswap_f32 v[32:33], v17, s[8:11], s43 idxen offset:3149
buffer_atomic_cmpswap_f32 v[227:228], v251, s[0:3], s56 offen dlc
buffer_atomic_min_f32 v12, v16, s[16:19], s74 idxen offset:915 glc dlc
buffer_atomic_min_f32 v9, v3, s[24:27], 33 offen offset:554 slc
buffer_atomic_min_f32 v187, v174, s[0:3], m0 offen offset:2697 glc
buffer_atomic_min_f32 v210, v28, s[4:7], 9 idxen offset:644 slc dlc
buffer_atomic_max_f32 v255, v72, s[32:35], m0 offen offset:4049
buffer_atomic_max_f32 v6, off, s[40:43], 45 slc dlc
buffer_atomic_max_f32 v180, v27, s[40:43], m0 offen offset:3964 glc slc dlc
buffer_atomic_add_f32 v90, v222, s[84:87], vcc_hi offen offset:1847 glc
buffer_atomic_add_f32 v221, v26, s[28:31], -4 idxen offset:3899 slc dlc
buffer_atomic_add_f32 v32, off, s[92:95], m0 slc
flat_load_u8 v110, v[221:222] offset:573 glc
flat_load_u8 v53, v[17:18] offset:1879 glc
flat_load_u8 v4, v[195:196] offset:1270
flat_load_u8 v23, v[206:207] glc slc
scratch_load_u8 v231, off, s89 slc
scratch_load_u8 v12, v185, off dlc
scratch_load_u8 v226, off, s84 glc
scratch_load_u8 v103, off, s70 offset:-1422 glc slc
global_load_u8 v19, v[211:212], off
global_load_u8 v89, v242, s[32:33] slc dlc
global_load_u8 v216, v[72:73], off offset:812 dlc
global_load_u8 v195, v87, s[58:59] offset:1342 glc slc dlc
flat_load_i8 v78, v[1:2] offset:65
flat_load_i8 v12, v[254:255] dlc
flat_load_i8 v200, v[75:76] offset:35 glc slc dlc
flat_load_i8 v27, v[169:170] offset:475 glc dlc
scratch_load_i8 v139, off, s24 offset:-1400 glc
scratch_load_i8 v181, off, s58 offset:1422 slc
scratch_load_i8 v254, v77, off slc
scratch_load_i8 v17, v74, off slc dlc
global_load_i8 v62, v176, s[42:43] glc
global_load_i8 v21, v[2:3], off offset:1019 glc
global_load_i8 v13, v30, s[50:51] offset:-911 slc
global_load_i8 v46, v[30:31], off slc
flat_load_u16 v239, v[11:12] offset:1391 glc slc
flat_load_u16 v143, v[17:18] offset:1498 dlc
flat_load_u16 v255, v[9:10] offset:1731 glc slc
flat_load_u16 v78, v[25:26] offset:61
scratch_load_u16 v255, v236, off dlc
scratch_load_u16 v17, v152, off offset:50
scratch_load_u16 v25, off, s66
scratch_load_u16 v129, v136, off offset:489 slc
global_load_u16 v19, v3, s[18:19] offset:474 glc
global_load_u16 v51, v4, s[64:65] offset:-868 glc slc
global_load_u16 v10, v0, s[76:77]
global_load_u16 v252, v[16:17], off slc
flat_load_i16 v15, v[30:31] slc
flat_load_i16 v203, v[254:255] offset:830 dlc
flat_load_i16 v221, v[19:20]
flat_load_i16 v177, v[12:13] offset:715
scratch_load_i16 v219, v255, off offset:-1422
scratch_load_i16 v216, off, s56 offset:963 slc
scratch_load_i16 v144, v235, off offset:36 glc dlc
scratch_load_i16 v173, v3, off offset:903 slc dlc
global_load_i16 v255, v8, s[8:9] offset:882
global_load_i16 v21, v28, s[62:63] offset:-1618 slc dlc
global_load_i16 v26, v[14:15], off slc
global_load_i16 v255, v255, s[32:33] offset:1760 slc
flat_load_b32 v1, v[31:32] offset:21 glc
flat_load_b32 v255, v[136:137] glc slc
flat_load_b32 v15, v[59:60] offset:1315 glc
flat_load_b32 v31, v[208:209] offset:226 glc dlc
scratch_load_b32 v84, off, s81 dlc
scratch_load_b32 v246, off, s2 offset:-338 dlc
scratch_load_b32 v39, off, s58 glc slc
scratch_load_b32 v255, off, s72 offset:2002
global_load_b32 v14, v[10:11], off offset:-82
global_load_b32 v154, v251, s[20:21] offset:643 slc dlc
global_load_b32 v22, v86, s[26:27] offset:-529 glc
global_load_b32 v9, v114, s[88:89] offset:1021
flat_load_b64 v[196:197], v[154:155] slc dlc
flat_load_b64 v[242:243], v[1:2] offset:639 glc dlc
flat_load_b64 v[101:102], v[193:194] offset:532 glc dlc
flat_load_b64 v[20:21], v[16:17] offset:10 dlc
scratch_load_b64 v[1:2], off, s59 offset:900
scratch_load_b64 v[182:183], v17, off offset:867 slc dlc
scratch_load_b64 v[88:89], off, s8 offset:-662 glc slc dlc
scratch_load_b64 v[254:255], v11, off glc dlc
global_load_b64 v[12:13], v[158:159], off offset:-956
global_load_b64 v[9:10], v[148:149], off offset:960 glc dlc
global_load_b64 v[244:245], v[7:8], off offset:-1940 dlc
global_load_b64 v[3:4], v[254:255], off offset:676 glc slc
flat_load_b96 v[108:110], v[159:160] slc dlc
flat_load_b96 v[74:76], v[5:6] dlc
flat_load_b96 v[112:114], v[206:207] glc
flat_load_b96 v[190:192], v[103:104] offset:507 dlc
scratch_load_b96 v[49:51], off, s104 offset:431 slc dlc
scratch_load_b96 v[17:19], v13, off offset:1361
scratch_load_b96 v[150:152], v255, off offset:1451 slc dlc
scratch_load_b96 v[7:9], v54, off dlc
global_load_b96 v[12:14], v[101:102], off offset:-548 glc dlc
global_load_b96 v[13:15], v[79:80], off glc
global_load_b96 v[112:114], v[138:139], off glc
global_load_b96 v[184:186], v[12:13], off
flat_load_b128 v[154:157], v[51:52] offset:1229 slc
flat_load_b128 v[241:244], v[24:25] offset:666 glc slc dlc
flat_load_b128 v[210:213], v[27:28] offset:1074 dlc
flat_load_b128 v[91:94], v[21:22] offset:1043 glc slc
scratch_load_b128 v[130:133], v255, off offset:1061 glc dlc
scratch_load_b128 v[2:5], v255, off offset:1535 glc slc
scratch_load_b128 v[2:5], v4, off offset:1918 slc
scratch_load_b128 v[13:16], off, s4 offset:-240 glc
global_load_b128 v[175:178], v[205:206], off offset:976
global_load_b128 v[53:56], v47, s[26:27] offset:-590 glc dlc
global_load_b128 v[7:10], v22, s[78:79] dlc
global_load_b128 v[28:31], v31, s[88:89] glc
flat_store_b8 v[11:12], v165 slc
flat_store_b8 v[3:4], v6
flat_store_b8 v[254:255], v3 slc
flat_store_b8 v[201:202], v198
scratch_store_b8 v12, v46, off offset:-786 glc slc
scratch_store_b8 off, v227, s16 offset:-705
scratch_store_b8 v78, v241, off offset:-1840 glc dlc
scratch_store_b8 off, v94, s11 offset:-375 glc slc
global_store_b8 v255, v49, s[58:59] offset:1128
global_store_b8 v[66:67], v19, off dlc
global_store_b8 v[81:82], v10, off dlc
global_store_b8 v[251:252], v238, off dlc
flat_store_b16 v[31:32], v255 dlc
flat_store_b16 v[254:255], v121
flat_store_b16 v[26:27], v158 offset:1345 glc
flat_store_b16 v[254:255], v69 offset:1471 glc slc
scratch_store_b16 v177, v138, off offset:2035 glc slc dlc
scratch_store_b16 v11, v100, off offset:373 glc slc
scratch_store_b16 v1, v107, off offset:-944 slc
scratch_store_b16 off, v184, s47 offset:1025 slc
global_store_b16 v[221:222], v187, off offset:1027
global_store_b16 v148, v242, s[82:83] offset:776 slc dlc
global_store_b16 v[5:6], v201, off glc slc dlc
global_store_b16 v29, v124, s[60:61] dlc
flat_store_b32 v[187:188], v251 offset:114 slc dlc
flat_store_b32 v[142:143], v150 glc
flat_store_b32 v[29:30], v207 glc dlc
flat_store_b32 v[197:198], v7 dlc
scratch_store_b32 off, v31, s65 offset:1213 slc
scratch_store_b32 off, v14, s64 offset:1977 glc
scratch_store_b32 v178, v160, off offset:-45 dlc
scratch_store_b32 v30, v55, off offset:614 glc
global_store_b32 v21, v48, s[40:41]
global_store_b32 v112, v255, s[0:1] offset:-682 dlc
global_store_b32 v34, v58, s[102:103] slc
global_store_b32 v[228:229], v183, off offset:-1130 dlc
flat_store_b64 v[12:13], v[254:255] offset:1910
flat_store_b64 v[10:11], v[195:196] slc
flat_store_b64 v[23:24], v[126:127] offset:454 glc dlc
flat_store_b64 v[19:20], v[4:5]
scratch_store_b64 off, v[14:15], s10 offset:-1205 slc dlc
scratch_store_b64 off, v[64:65], s96
scratch_store_b64 v236, v[186:187], off offset:-488 slc
scratch_store_b64 v4, v[125:126], off glc
global_store_b64 v242, v[26:27], s[6:7] offset:1095 glc
global_store_b64 v[248:249], v[23:24], off offset:-1166 glc slc
global_store_b64 v[254:255], v[1:2], off offset:-728
global_store_b64 v[146:147], v[5:6], off offset:1691
flat_store_b96 v[32:33], v[216:218] offset:439
flat_store_b96 v[28:29], v[49:51]
flat_store_b96 v[142:143], v[143:145] offset:1907 dlc
flat_store_b96 v[13:14], v[134:136] slc
scratch_store_b96 off, v[253:255], s25 offset:1793
scratch_store_b96 v30, v[253:255], off offset:-1378 slc
scratch_store_b96 v255, v[18:20], off offset:-1314 glc dlc
scratch_store_b96 v118, v[7:9], off
global_store_b96 v21, v[13:15], s[70:71] glc dlc
global_store_b96 v205, v[148:150], s[14:15] offset:422 glc slc dlc
global_store_b96 v[21:22], v[155:157], off offset:-283 glc
global_store_b96 v25, v[52:54], s[56:57] slc dlc
flat_store_b128 v[120:121], v[252:255] offset:538
flat_store_b128 v[147:148], v[207:210] dlc
flat_store_b128 v[199:200], v[31:34] offset:976 slc dlc
flat_store_b128 v[182:183], v[192:195] slc
scratch_store_b128 off, v[70:73], s5 glc
scratch_store_b128 off, v[28:31], s24 glc slc dlc
scratch_store_b128 off, v[10:13], s20 glc
scratch_store_b128 off, v[43:46], s68 dlc
global_store_b128 v95, v[87:90], s[40:41] offset:746 slc dlc
global_store_b128 v[23:24], v[84:87], off slc
global_store_b128 v[12:13], v[246:249], off dlc
global_store_b128 v[0:1], v[151:154], off dlc
flat_load_d16_u8 v9, v[131:132] offset:634
flat_load_d16_u8 v18, v[30:31] offset:117 dlc
flat_load_d16_u8 v42, v[186:187] offset:1334 dlc
flat_load_d16_u8 v174, v[12:13] offset:574 glc slc
scratch_load_d16_u8 v212, v107, off glc slc
scratch_load_d16_u8 v21, off, s98 offset:-262 glc dlc
scratch_load_d16_u8 v4, off, s44 offset:736 slc dlc
scratch_load_d16_u8 v3, v67, off offset:1255 glc
global_load_d16_u8 v27, v67, s[2:3] offset:-10 glc slc
global_load_d16_u8 v21, v191, s[98:99] offset:97
global_load_d16_u8 v255, v[254:255], off offset:-214 glc dlc
global_load_d16_u8 v161, v[241:242], off offset:-710 glc dlc
flat_load_d16_i8 v223, v[156:157] slc dlc
flat_load_d16_i8 v111, v[28:29] glc slc
flat_load_d16_i8 v145, v[30:31] slc
flat_load_d16_i8 v255, v[8:9] offset:143 dlc
scratch_load_d16_i8 v242, off, s32 offset:1975 glc slc
scratch_load_d16_i8 v79, v28, off slc
scratch_load_d16_i8 v2, off, s92 offset:-1697 glc slc dlc
scratch_load_d16_i8 v219, v11, off offset:1792
global_load_d16_i8 v242, v[215:216], off offset:-1575 glc dlc
global_load_d16_i8 v255, v[192:193], off slc dlc
global_load_d16_i8 v171, v16, s[98:99] offset:1189 dlc
global_load_d16_i8 v255, v255, s[102:103] offset:1590
flat_load_d16_b16 v212, v[178:179] offset:1480 glc slc
flat_load_d16_b16 v104, v[130:131] offset:1574 slc dlc
flat_load_d16_b16 v5, v[22:23] offset:1974
flat_load_d16_b16 v15, v[114:115] offset:1079 dlc
scratch_load_d16_b16 v116, v21, off
scratch_load_d16_b16 v16, off, s32 offset:411 dlc
scratch_load_d16_b16 v115, v25, off glc
scratch_load_d16_b16 v204, v143, off offset:-1547 slc
global_load_d16_b16 v7, v[83:84], off glc dlc
global_load_d16_b16 v255, v113, s[40:41] offset:1947 glc
global_load_d16_b16 v215, v114, s[36:37] glc dlc
global_load_d16_b16 v219, v[22:23], off offset:279
flat_load_d16_hi_u8 v212, v[26:27] offset:1058 glc
flat_load_d16_hi_u8 v19, v[207:208] slc
flat_load_d16_hi_u8 v5, v[129:130] slc dlc
flat_load_d16_hi_u8 v17, v[78:79] glc
scratch_load_d16_hi_u8 v105, off, s42
scratch_load_d16_hi_u8 v215, off, s25 dlc
scratch_load_d16_hi_u8 v255, off, s80 offset:614 glc slc
scratch_load_d16_hi_u8 v12, off, s25 slc
global_load_d16_hi_u8 v23, v[31:32], off dlc
global_load_d16_hi_u8 v22, v[11:12], off offset:1539 slc dlc
global_load_d16_hi_u8 v73, v10, s[84:85] offset:1119 glc slc
global_load_d16_hi_u8 v49, v45, s[10:11] offset:491 dlc
flat_load_d16_hi_i8 v255, v[4:5] offset:360 glc
flat_load_d16_hi_i8 v255, v[254:255] offset:1189 glc dlc
flat_load_d16_hi_i8 v217, v[83:84] glc
flat_load_d16_hi_i8 v255, v[16:17] offset:1397 dlc
scratch_load_d16_hi_i8 v12, off, s73 offset:-1553 glc slc dlc
scratch_load_d16_hi_i8 v28, v86, off offset:-1308 slc
scratch_load_d16_hi_i8 v84, v15, off offset:630 glc slc
scratch_load_d16_hi_i8 v120, v204, off offset:1802 glc slc
global_load_d16_hi_i8 v246, v[237:238], off offset:-1578 slc
global_load_d16_hi_i8 v242, v170, s[56:57] offset:-1785 slc dlc
global_load_d16_hi_i8 v19, v8, s[90:91] glc slc
global_load_d16_hi_i8 v27, v238, s[88:89] offset:-631 glc slc dlc
flat_load_d16_hi_b16 v3, v[176:177] offset:476 slc
flat_load_d16_hi_b16 v4, v[7:8] glc
flat_load_d16_hi_b16 v29, v[168:169] offset:573
flat_load_d16_hi_b16 v227, v[12:13] offset:1722 dlc
scratch_load_d16_hi_b16 v255, off, s8 offset:366 glc dlc
scratch_load_d16_hi_b16 v146, off, s11 slc dlc
scratch_load_d16_hi_b16 v11, off, s53 offset:1711 slc
scratch_load_d16_hi_b16 v135, v226, off offset:519 glc slc
global_load_d16_hi_b16 v0, v207, s[80:81] offset:1135 glc slc
global_load_d16_hi_b16 v255, v[213:214], off offset:-1762 glc
global_load_d16_hi_b16 v27, v[21:22], off offset:-228 glc dlc
global_load_d16_hi_b16 v211, v242, s[2:3] offset:-1324 glc
flat_store_d16_hi_b8 v[3:4], v25 offset:1831 slc
flat_store_d16_hi_b8 v[31:32], v188 offset:1879 slc dlc
flat_store_d16_hi_b8 v[21:22], v196 offset:1041 glc
flat_store_d16_hi_b8 v[49:50], v0 offset:1661 slc dlc
scratch_store_d16_hi_b8 off, v7, s15 glc slc dlc
scratch_store_d16_hi_b8 v35, v214, off offset:-1703
scratch_store_d16_hi_b8 v12, v24, off offset:-208 glc slc
scratch_store_d16_hi_b8 v19, v81, off glc slc
global_store_d16_hi_b8 v[1:2], v27, off offset:-1439 glc slc
global_store_d16_hi_b8 v100, v5, s[58:59] offset:866
global_store_d16_hi_b8 v20, v117, s[96:97] offset:498 glc dlc
global_store_d16_hi_b8 v27, v199, s[60:61] offset:1399 dlc
flat_store_d16_hi_b16 v[150:151], v120 offset:1369 glc slc
flat_store_d16_hi_b16 v[22:23], v199 dlc
flat_store_d16_hi_b16 v[29:30], v21 offset:1872 glc dlc
flat_store_d16_hi_b16 v[254:255], v252 offset:128 slc
scratch_store_d16_hi_b16 off, v22, s67 glc dlc
scratch_store_d16_hi_b16 v52, v8, off offset:-1090 glc slc
scratch_store_d16_hi_b16 v138, v12, off glc
scratch_store_d16_hi_b16 v4, v159, off offset:-159 slc
global_store_d16_hi_b16 v[239:240], v133, off offset:691 slc
global_store_d16_hi_b16 v[13:14], v75, off offset:692 glc dlc
global_store_d16_hi_b16 v[6:7], v98, off offset:-855
global_store_d16_hi_b16 v140, v207, s[36:37]
global_load_addtid_b32 v149, off offset:-797 glc slc
global_load_addtid_b32 v255, s[12:13] offset:-1767 glc slc
global_load_addtid_b32 v218, s[72:73] offset:1145 dlc
global_load_addtid_b32 v79, off offset:-1538 slc dlc
global_store_addtid_b32 v16, s[4:5] offset:993 slc dlc
global_store_addtid_b32 v255, s[100:101] offset:1493
global_store_addtid_b32 v13, off glc slc dlc
global_store_addtid_b32 v245, off offset:1189 glc
flat_atomic_swap_b32 v[73:74], v204
flat_atomic_swap_b32 v[68:69], v90
flat_atomic_swap_b32 v[192:193], v161 offset:1750 dlc
flat_atomic_swap_b32 v[254:255], v130 offset:740 dlc
flat_atomic_swap_b32 v67, v[24:25], v109 offset:791 glc
flat_atomic_swap_b32 v0, v[105:106], v1 offset:1327 glc dlc
flat_atomic_swap_b32 v23, v[4:5], v116 offset:1448 glc
flat_atomic_swap_b32 v150, v[5:6], v28 glc slc dlc
global_atomic_swap_b32 v[84:85], v117, off
global_atomic_swap_b32 v13, v26, s[94:95]
global_atomic_swap_b32 v[248:249], v159, off slc
global_atomic_swap_b32 v124, v52, s[84:85] offset:549
global_atomic_swap_b32 v8, v[57:58], v17, off offset:-98 glc
global_atomic_swap_b32 v26, v[98:99], v13, off glc slc
global_atomic_swap_b32 v78, v[8:9], v14, off offset:-952 glc
global_atomic_swap_b32 v149, v[31:32], v7, off offset:493 glc slc
flat_atomic_cmpswap_b32 v[4:5], v[254:255] dlc
flat_atomic_cmpswap_b32 v[19:20], v[177:178] offset:1606 slc dlc
flat_atomic_cmpswap_b32 v[227:228], v[132:133] offset:960
flat_atomic_cmpswap_b32 v[220:221], v[27:28] offset:1924
flat_atomic_cmpswap_b32 v75, v[129:130], v[146:147] glc slc
flat_atomic_cmpswap_b32 v105, v[219:220], v[184:185] offset:759 glc
flat_atomic_cmpswap_b32 v185, v[17:18], v[61:62] glc
flat_atomic_cmpswap_b32 v235, v[146:147], v[168:169] offset:1318 glc slc dlc
global_atomic_cmpswap_b32 v[254:255], v[14:15], off offset:-178
global_atomic_cmpswap_b32 v[109:110], v[6:7], off offset:-992 dlc
global_atomic_cmpswap_b32 v29, v[11:12], s[102:103] slc
global_atomic_cmpswap_b32 v4, v[109:110], s[44:45] offset:1065
global_atomic_cmpswap_b32 v255, v[111:112], v[8:9], off offset:-957 glc
global_atomic_cmpswap_b32 v26, v238, v[230:231], s[10:11] offset:780 glc
global_atomic_cmpswap_b32 v4, v16, v[148:149], s[60:61] offset:-14 glc dlc
global_atomic_cmpswap_b32 v27, v[187:188], v[4:5], off glc slc
flat_atomic_add_u32 v[4:5], v13 offset:1183
flat_atomic_add_u32 v[15:16], v225
flat_atomic_add_u32 v[1:2], v255 offset:1436 slc dlc
flat_atomic_add_u32 v[211:212], v30 offset:686
flat_atomic_add_u32 v131, v[146:147], v21 offset:912 glc
flat_atomic_add_u32 v57, v[106:107], v255 offset:1453 glc slc
flat_atomic_add_u32 v251, v[125:126], v3 offset:640 glc dlc
flat_atomic_add_u32 v21, v[244:245], v7 offset:67 glc slc
global_atomic_add_u32 v30, v101, s[40:41]
global_atomic_add_u32 v[183:184], v131, off slc dlc
global_atomic_add_u32 v[254:255], v119, off offset:-1405 dlc
global_atomic_add_u32 v255, v71, s[96:97] offset:151 slc dlc
global_atomic_add_u32 v17, v178, v237, s[36:37] offset:1407 glc dlc
global_atomic_add_u32 v154, v[6:7], v202, off offset:-1879 glc
global_atomic_add_u32 v23, v255, v69, s[58:59] offset:-1461 glc slc dlc
global_atomic_add_u32 v91, v[253:254], v231, off offset:1631 glc
flat_atomic_sub_u32 v[83:84], v77 slc dlc
flat_atomic_sub_u32 v[25:26], v127
flat_atomic_sub_u32 v[20:21], v29 offset:1173
flat_atomic_sub_u32 v[172:173], v191 slc
flat_atomic_sub_u32 v224, v[40:41], v231 offset:260 glc dlc
flat_atomic_sub_u32 v15, v[71:72], v33 offset:1810 glc dlc
flat_atomic_sub_u32 v31, v[15:16], v255 glc
flat_atomic_sub_u32 v93, v[66:67], v158 glc slc
global_atomic_sub_u32 v210, v82, s[86:87] offset:1560 slc
global_atomic_sub_u32 v161, v175, s[42:43] offset:-1679 slc
global_atomic_sub_u32 v22, v209, s[64:65] offset:-1867
global_atomic_sub_u32 v[97:98], v255, off offset:1255 slc dlc
global_atomic_sub_u32 v48, v13, v91, s[68:69] offset:-1487 glc dlc
global_atomic_sub_u32 v139, v[254:255], v212, off offset:-97 glc dlc
global_atomic_sub_u32 v255, v[28:29], v252, off offset:-1380 glc slc dlc
global_atomic_sub_u32 v22, v42, v66, s[30:31] offset:-257 glc
global_atomic_csub_u32 v[60:61], v39, off offset:-369 slc
global_atomic_csub_u32 v23, v255, s[76:77] offset:958
global_atomic_csub_u32 v[38:39], v43, off
global_atomic_csub_u32 v246, v229, s[82:83]
global_atomic_csub_u32 v113, v[242:243], v19, off offset:1778 glc dlc
global_atomic_csub_u32 v22, v[27:28], v19, off offset:-1644 glc
global_atomic_csub_u32 v221, v[8:9], v16, off glc slc
global_atomic_csub_u32 v29, v36, v29, s[76:77] offset:84 glc slc
flat_atomic_min_i32 v[254:255], v24 offset:1900
flat_atomic_min_i32 v[254:255], v255 slc dlc
flat_atomic_min_i32 v[242:243], v185 offset:1820 slc
flat_atomic_min_i32 v[8:9], v255 dlc
flat_atomic_min_i32 v192, v[77:78], v110 glc dlc
flat_atomic_min_i32 v191, v[125:126], v3 offset:548 glc
flat_atomic_min_i32 v240, v[177:178], v7 offset:108 glc slc
flat_atomic_min_i32 v31, v[37:38], v208 offset:745 glc slc
global_atomic_min_i32 v217, v47, s[34:35] slc dlc
global_atomic_min_i32 v161, v180, s[82:83] slc
global_atomic_min_i32 v[87:88], v171, off
global_atomic_min_i32 v24, v27, s[100:101] offset:-1233 dlc
global_atomic_min_i32 v254, v[254:255], v105, off offset:1232 glc slc
global_atomic_min_i32 v2, v[204:205], v94, off glc
global_atomic_min_i32 v16, v37, v221, s[94:95] glc slc
global_atomic_min_i32 v2, v23, v9, s[98:99] offset:-116 glc
flat_atomic_min_u32 v[198:199], v188 offset:591 slc
flat_atomic_min_u32 v[254:255], v43 offset:1736 slc
flat_atomic_min_u32 v[244:245], v94 offset:422 dlc
flat_atomic_min_u32 v[114:115], v20 offset:2002 slc
flat_atomic_min_u32 v92, v[167:168], v4 offset:1426 glc
flat_atomic_min_u32 v12, v[205:206], v21 offset:1426 glc
flat_atomic_min_u32 v128, v[129:130], v50 glc
flat_atomic_min_u32 v112, v[254:255], v93 glc slc
global_atomic_min_u32 v[254:255], v241, off offset:202
global_atomic_min_u32 v6, v7, s[6:7] dlc
global_atomic_min_u32 v[25:26], v50, off offset:-330 dlc
global_atomic_min_u32 v51, v16, s[84:85]
global_atomic_min_u32 v72, v129, v176, s[64:65] offset:1255 glc slc
global_atomic_min_u32 v0, v[5:6], v37, off offset:1644 glc dlc
global_atomic_min_u32 v40, v213, v202, s[24:25] glc
global_atomic_min_u32 v186, v6, v30, s[2:3] glc slc
flat_atomic_max_i32 v[141:142], v35 slc
flat_atomic_max_i32 v[24:25], v7 offset:405 slc
flat_atomic_max_i32 v[123:124], v69 offset:1541
flat_atomic_max_i32 v[130:131], v22 offset:774 dlc
flat_atomic_max_i32 v203, v[28:29], v19 offset:856 glc
flat_atomic_max_i32 v220, v[102:103], v30 offset:1426 glc
flat_atomic_max_i32 v116, v[24:25], v96 glc
flat_atomic_max_i32 v35, v[10:11], v244 offset:1492 glc dlc
global_atomic_max_i32 v52, v112, s[20:21] offset:1644 slc
global_atomic_max_i32 v255, v55, s[104:105] slc
global_atomic_max_i32 v[27:28], v163, off offset:727 slc
global_atomic_max_i32 v[254:255], v199, off offset:-439 dlc
global_atomic_max_i32 v97, v[156:157], v24, off offset:1992 glc
global_atomic_max_i32 v12, v250, v5, s[58:59] offset:-13 glc dlc
global_atomic_max_i32 v255, v246, v8, s[4:5] glc slc dlc
global_atomic_max_i32 v13, v[44:45], v155, off glc
flat_atomic_max_u32 v[47:48], v185 offset:1709 slc dlc
flat_atomic_max_u32 v[199:200], v130 offset:214 dlc
flat_atomic_max_u32 v[210:211], v1 offset:1110 dlc
flat_atomic_max_u32 v[8:9], v122 offset:906 slc dlc
flat_atomic_max_u32 v73, v[24:25], v164 glc slc
flat_atomic_max_u32 v7, v[76:77], v19 offset:279 glc
flat_atomic_max_u32 v3, v[36:37], v16 offset:836 glc slc
flat_atomic_max_u32 v11, v[28:29], v12 offset:1263 glc dlc
global_atomic_max_u32 v[180:181], v228, off offset:-888
global_atomic_max_u32 v14, v18, s[58:59] offset:865 slc
global_atomic_max_u32 v[238:239], v43, off offset:-1749 slc dlc
global_atomic_max_u32 v[63:64], v7, off slc
global_atomic_max_u32 v189, v[52:53], v18, off offset:1549 glc slc dlc
global_atomic_max_u32 v25, v[4:5], v201, off offset:-1855 glc slc dlc
global_atomic_max_u32 v5, v[254:255], v229, off offset:1169 glc dlc
global_atomic_max_u32 v24, v9, v2, s[98:99] offset:797 glc slc dlc
flat_atomic_and_b32 v[17:18], v79 offset:1004 dlc
flat_atomic_and_b32 v[254:255], v2 offset:1858 dlc
flat_atomic_and_b32 v[186:187], v13 slc
flat_atomic_and_b32 v[253:254], v127 offset:1821 slc dlc
flat_atomic_and_b32 v123, v[180:181], v20 glc
flat_atomic_and_b32 v124, v[201:202], v194 offset:687 glc slc dlc
flat_atomic_and_b32 v255, v[11:12], v18 offset:918 glc slc
flat_atomic_and_b32 v28, v[5:6], v93 glc slc
global_atomic_and_b32 v[254:255], v255, off offset:1063
global_atomic_and_b32 v[41:42], v49, off offset:-318 slc
global_atomic_and_b32 v[11:12], v206, off offset:52
global_atomic_and_b32 v[29:30], v17, off
global_atomic_and_b32 v111, v[60:61], v180, off offset:-1513 glc
global_atomic_and_b32 v14, v[2:3], v17, off offset:-1363 glc slc dlc
global_atomic_and_b32 v27, v71, v158, s[88:89] glc slc
global_atomic_and_b32 v25, v[68:69], v53, off glc
flat_atomic_or_b32 v[26:27], v30 offset:862 slc
flat_atomic_or_b32 v[48:49], v91 offset:247
flat_atomic_or_b32 v[254:255], v28
flat_atomic_or_b32 v[233:234], v1
flat_atomic_or_b32 v191, v[74:75], v53 glc
flat_atomic_or_b32 v31, v[0:1], v227 offset:1846 glc
flat_atomic_or_b32 v37, v[0:1], v148 glc slc
flat_atomic_or_b32 v252, v[0:1], v82 glc slc
global_atomic_or_b32 v64, v29, s[42:43] offset:-144 slc dlc
global_atomic_or_b32 v40, v64, s[16:17] offset:216
global_atomic_or_b32 v[120:121], v131, off offset:487 dlc
global_atomic_or_b32 v5, v10, s[60:61] offset:-1714
global_atomic_or_b32 v24, v[80:81], v33, off offset:1145 glc
global_atomic_or_b32 v14, v[86:87], v7, off glc slc
global_atomic_or_b32 v215, v[222:223], v165, off offset:800 glc slc
global_atomic_or_b32 v2, v23, v198, s[4:5] offset:-334 glc dlc
flat_atomic_xor_b32 v[108:109], v26 offset:1469 slc dlc
flat_atomic_xor_b32 v[7:8], v3 slc dlc
flat_atomic_xor_b32 v[22:23], v85 offset:501
flat_atomic_xor_b32 v[7:8], v15 offset:1183 dlc
flat_atomic_xor_b32 v104, v[240:241], v130 offset:746 glc slc
flat_atomic_xor_b32 v16, v[6:7], v105 glc slc
flat_atomic_xor_b32 v25, v[59:60], v255 offset:2024 glc slc dlc
flat_atomic_xor_b32 v16, v[21:22], v25 glc
global_atomic_xor_b32 v[73:74], v194, off offset:249 slc
global_atomic_xor_b32 v[19:20], v255, off offset:-1128
global_atomic_xor_b32 v11, v21, s[62:63]
global_atomic_xor_b32 v209, v49, s[100:101] offset:-1155 slc
global_atomic_xor_b32 v182, v8, v10, s[100:101] offset:-1301 glc
global_atomic_xor_b32 v14, v[2:3], v25, off offset:-1796 glc dlc
global_atomic_xor_b32 v24, v122, v29, s[30:31] offset:-1971 glc dlc
global_atomic_xor_b32 v113, v[220:221], v23, off glc slc
flat_atomic_inc_u32 v[140:141], v5 offset:322
flat_atomic_inc_u32 v[36:37], v6 dlc
flat_atomic_inc_u32 v[23:24], v132 offset:1769 slc
flat_atomic_inc_u32 v[30:31], v159 offset:144 dlc
flat_atomic_inc_u32 v143, v[18:19], v29 offset:639 glc dlc
flat_atomic_inc_u32 v13, v[123:124], v225 offset:1561 glc slc
flat_atomic_inc_u32 v29, v[5:6], v76 offset:1493 glc
flat_atomic_inc_u32 v30, v[254:255], v149 glc slc dlc
global_atomic_inc_u32 v253, v12, s[84:85] offset:942
global_atomic_inc_u32 v[22:23], v255, off offset:-53 slc
global_atomic_inc_u32 v[11:12], v85, off slc dlc
global_atomic_inc_u32 v[254:255], v25, off offset:369 dlc
global_atomic_inc_u32 v29, v193, v114, s[54:55] offset:-988 glc dlc
global_atomic_inc_u32 v255, v[173:174], v33, off offset:997 glc slc
global_atomic_inc_u32 v25, v[18:19], v17, off offset:-1419 glc slc
global_atomic_inc_u32 v255, v95, v77, s[56:57] glc slc dlc
flat_atomic_dec_u32 v[26:27], v255 offset:178
flat_atomic_dec_u32 v[221:222], v112 offset:669
flat_atomic_dec_u32 v[8:9], v138 offset:529 dlc
flat_atomic_dec_u32 v[254:255], v1
flat_atomic_dec_u32 v23, v[254:255], v77 offset:105 glc slc dlc
flat_atomic_dec_u32 v26, v[216:217], v255 glc
flat_atomic_dec_u32 v22, v[222:223], v195 offset:474 glc
flat_atomic_dec_u32 v12, v[16:17], v207 offset:673 glc slc
global_atomic_dec_u32 v[209:210], v235, off offset:2009 slc dlc
global_atomic_dec_u32 v211, v3, s[28:29] offset:-745 dlc
global_atomic_dec_u32 v255, v223, s[78:79] slc
global_atomic_dec_u32 v136, v11, s[44:45]
global_atomic_dec_u32 v5, v38, v136, s[38:39] glc slc
global_atomic_dec_u32 v187, v[17:18], v243, off offset:-499 glc slc
global_atomic_dec_u32 v124, v8, v28, s[64:65] glc dlc
global_atomic_dec_u32 v198, v[206:207], v253, off glc slc
flat_atomic_swap_b64 v[185:186], v[17:18] offset:1824
flat_atomic_swap_b64 v[29:30], v[83:84] offset:1646
flat_atomic_swap_b64 v[6:7], v[216:217] dlc
flat_atomic_swap_b64 v[7:8], v[101:102] dlc
flat_atomic_swap_b64 v[169:170], v[23:24], v[254:255] offset:1380 glc dlc
flat_atomic_swap_b64 v[234:235], v[57:58], v[49:50] glc
flat_atomic_swap_b64 v[150:151], v[223:224], v[15:16] offset:1328 glc slc
flat_atomic_swap_b64 v[29:30], v[31:32], v[13:14] offset:126 glc slc
global_atomic_swap_b64 v98, v[54:55], s[8:9] offset:1381 dlc
global_atomic_swap_b64 v64, v[22:23], s[58:59]
global_atomic_swap_b64 v186, v[30:31], s[44:45]
global_atomic_swap_b64 v167, v[27:28], s[98:99] offset:1712 slc dlc
global_atomic_swap_b64 v[65:66], v[254:255], v[153:154], off offset:-1705 glc slc
global_atomic_swap_b64 v[175:176], v29, v[254:255], s[80:81] glc
global_atomic_swap_b64 v[254:255], v[228:229], v[118:119], off offset:-774 glc slc
global_atomic_swap_b64 v[1:2], v0, v[33:34], s[22:23] offset:-1250 glc
flat_atomic_cmpswap_b64 v[20:21], v[76:79] offset:2 slc dlc
flat_atomic_cmpswap_b64 v[1:2], v[30:33] offset:631
flat_atomic_cmpswap_b64 v[129:130], v[114:117] offset:606
flat_atomic_cmpswap_b64 v[0:1], v[19:22] offset:1847 slc dlc
flat_atomic_cmpswap_b64 v[242:243], v[78:79], v[140:143] offset:576 glc
flat_atomic_cmpswap_b64 v[254:255], v[7:8], v[194:197] glc slc
flat_atomic_cmpswap_b64 v[254:255], v[182:183], v[18:21] offset:1171 glc dlc
flat_atomic_cmpswap_b64 v[61:62], v[17:18], v[27:30] glc dlc
global_atomic_cmpswap_b64 v53, v[28:31], s[100:101] offset:1703
global_atomic_cmpswap_b64 v16, v[200:203], s[100:101] offset:579
global_atomic_cmpswap_b64 v[28:29], v[109:112], off offset:-1347
global_atomic_cmpswap_b64 v11, v[7:10], s[20:21] offset:349
global_atomic_cmpswap_b64 v[237:238], v[254:255], v[187:190], off offset:-814 glc dlc
global_atomic_cmpswap_b64 v[23:24], v[20:21], v[18:21], off offset:101 glc slc
global_atomic_cmpswap_b64 v[31:32], v53, v[57:60], s[0:1] offset:1902 glc dlc
global_atomic_cmpswap_b64 v[57:58], v255, v[1:4], s[26:27] offset:284 glc slc dlc
flat_atomic_add_u64 v[254:255], v[133:134] offset:2026
flat_atomic_add_u64 v[91:92], v[252:253]
flat_atomic_add_u64 v[30:31], v[195:196] offset:1509
flat_atomic_add_u64 v[146:147], v[11:12] offset:899 dlc
flat_atomic_add_u64 v[69:70], v[126:127], v[168:169] offset:1364 glc
flat_atomic_add_u64 v[10:11], v[254:255], v[254:255] glc slc dlc
flat_atomic_add_u64 v[3:4], v[191:192], v[9:10] offset:1961 glc dlc
flat_atomic_add_u64 v[4:5], v[254:255], v[16:17] offset:855 glc slc
global_atomic_add_u64 v[30:31], v[143:144], off
global_atomic_add_u64 v[201:202], v[229:230], off offset:-599 dlc
global_atomic_add_u64 v[27:28], v[45:46], off dlc
global_atomic_add_u64 v255, v[12:13], s[12:13] slc
global_atomic_add_u64 v[87:88], v[7:8], v[94:95], off offset:-32 glc dlc
global_atomic_add_u64 v[254:255], v[149:150], v[21:22], off offset:1728 glc dlc
global_atomic_add_u64 v[225:226], v[180:181], v[4:5], off offset:599 glc slc
global_atomic_add_u64 v[138:139], v15, v[14:15], s[10:11] offset:778 glc dlc
flat_atomic_sub_u64 v[21:22], v[2:3] dlc
flat_atomic_sub_u64 v[103:104], v[37:38]
flat_atomic_sub_u64 v[28:29], v[102:103] slc dlc
flat_atomic_sub_u64 v[27:28], v[254:255] offset:226 slc dlc
flat_atomic_sub_u64 v[167:168], v[65:66], v[5:6] offset:492 glc slc dlc
flat_atomic_sub_u64 v[0:1], v[254:255], v[62:63] offset:807 glc slc dlc
flat_atomic_sub_u64 v[23:24], v[127:128], v[46:47] offset:2 glc
flat_atomic_sub_u64 v[29:30], v[26:27], v[58:59] offset:460 glc
global_atomic_sub_u64 v[0:1], v[10:11], off dlc
global_atomic_sub_u64 v[22:23], v[76:77], off offset:-1059 slc
global_atomic_sub_u64 v16, v[177:178], s[102:103] offset:2007
global_atomic_sub_u64 v[1:2], v[229:230], off offset:329
global_atomic_sub_u64 v[44:45], v[103:104], v[25:26], off offset:748 glc slc dlc
global_atomic_sub_u64 v[41:42], v105, v[38:39], s[48:49] glc dlc
global_atomic_sub_u64 v[111:112], v11, v[254:255], s[4:5] offset:1116 glc dlc
global_atomic_sub_u64 v[7:8], v[149:150], v[198:199], off glc slc
flat_atomic_min_i64 v[184:185], v[138:139] offset:965 dlc
flat_atomic_min_i64 v[204:205], v[84:85] offset:1980 dlc
flat_atomic_min_i64 v[25:26], v[254:255]
flat_atomic_min_i64 v[30:31], v[81:82] offset:1252
flat_atomic_min_i64 v[126:127], v[47:48], v[56:57] offset:511 glc slc
flat_atomic_min_i64 v[6:7], v[25:26], v[9:10] offset:443 glc
flat_atomic_min_i64 v[81:82], v[149:150], v[11:12] glc
flat_atomic_min_i64 v[227:228], v[29:30], v[11:12] offset:0 glc dlc
global_atomic_min_i64 v25, v[10:11], s[28:29] offset:1969 dlc
global_atomic_min_i64 v[209:210], v[28:29], off offset:-1206 dlc
global_atomic_min_i64 v[46:47], v[21:22], off offset:921
global_atomic_min_i64 v[151:152], v[21:22], off offset:351 dlc
global_atomic_min_i64 v[157:158], v108, v[183:184], s[84:85] offset:110 glc dlc
global_atomic_min_i64 v[0:1], v25, v[249:250], s[0:1] glc slc
global_atomic_min_i64 v[49:50], v23, v[168:169], s[22:23] offset:1417 glc slc
global_atomic_min_i64 v[7:8], v[203:204], v[251:252], off glc slc
flat_atomic_min_u64 v[39:40], v[37:38] offset:117 dlc
flat_atomic_min_u64 v[16:17], v[26:27] slc dlc
flat_atomic_min_u64 v[30:31], v[108:109] offset:257 slc dlc
flat_atomic_min_u64 v[254:255], v[242:243] offset:1072 dlc
flat_atomic_min_u64 v[7:8], v[76:77], v[254:255] glc slc
flat_atomic_min_u64 v[65:66], v[254:255], v[167:168] offset:110 glc slc
flat_atomic_min_u64 v[115:116], v[50:51], v[105:106] glc slc dlc
flat_atomic_min_u64 v[5:6], v[27:28], v[1:2] offset:1331 glc
global_atomic_min_u64 v[30:31], v[193:194], off dlc
global_atomic_min_u64 v8, v[44:45], s[100:101] slc
global_atomic_min_u64 v[249:250], v[3:4], off offset:1762 dlc
global_atomic_min_u64 v129, v[254:255], s[20:21] offset:527
global_atomic_min_u64 v[131:132], v[217:218], v[108:109], off offset:371 glc slc
global_atomic_min_u64 v[97:98], v16, v[17:18], s[14:15] offset:-611 glc dlc
global_atomic_min_u64 v[3:4], v231, v[3:4], s[44:45] offset:1357 glc
global_atomic_min_u64 v[17:18], v113, v[123:124], s[38:39] offset:49 glc slc
flat_atomic_max_i64 v[14:15], v[8:9] offset:624 dlc
flat_atomic_max_i64 v[254:255], v[14:15] offset:1927 slc dlc
flat_atomic_max_i64 v[52:53], v[163:164] offset:1831 slc dlc
flat_atomic_max_i64 v[127:128], v[80:81] offset:344 dlc
flat_atomic_max_i64 v[30:31], v[239:240], v[69:70] glc dlc
flat_atomic_max_i64 v[143:144], v[245:246], v[247:248] glc
flat_atomic_max_i64 v[3:4], v[6:7], v[180:181] offset:1364 glc dlc
flat_atomic_max_i64 v[120:121], v[109:110], v[26:27] glc slc dlc
global_atomic_max_i64 v[22:23], v[254:255], off offset:1616 dlc
global_atomic_max_i64 v[18:19], v[53:54], off offset:-1051 slc dlc
global_atomic_max_i64 v27, v[8:9], s[16:17] offset:1899 slc
global_atomic_max_i64 v[231:232], v[6:7], off offset:1704
global_atomic_max_i64 v[10:11], v92, v[15:16], s[76:77] glc
global_atomic_max_i64 v[233:234], v134, v[254:255], s[24:25] offset:500 glc slc
global_atomic_max_i64 v[181:182], v[234:235], v[220:221], off offset:-1874 glc
global_atomic_max_i64 v[9:10], v[184:185], v[109:110], off offset:162 glc slc dlc
flat_atomic_max_u64 v[254:255], v[242:243] offset:994
flat_atomic_max_u64 v[227:228], v[17:18] offset:82 slc
flat_atomic_max_u64 v[17:18], v[28:29] dlc
flat_atomic_max_u64 v[12:13], v[254:255] offset:1476 slc
flat_atomic_max_u64 v[222:223], v[254:255], v[98:99] offset:1826 glc slc dlc
flat_atomic_max_u64 v[72:73], v[82:83], v[254:255] offset:1676 glc dlc
flat_atomic_max_u64 v[254:255], v[15:16], v[6:7] glc dlc
flat_atomic_max_u64 v[144:145], v[20:21], v[203:204] offset:1869 glc dlc
global_atomic_max_u64 v[30:31], v[3:4], off offset:666 dlc
global_atomic_max_u64 v14, v[167:168], s[26:27] offset:-709 slc
global_atomic_max_u64 v[5:6], v[9:10], off slc
global_atomic_max_u64 v10, v[2:3], s[12:13] offset:1650
global_atomic_max_u64 v[25:26], v29, v[12:13], s[36:37] glc slc
global_atomic_max_u64 v[148:149], v[254:255], v[6:7], off glc
global_atomic_max_u64 v[10:11], v[16:17], v[20:21], off offset:761 glc slc
global_atomic_max_u64 v[30:31], v[113:114], v[167:168], off offset:-1282 glc
flat_atomic_and_b64 v[26:27], v[118:119] offset:1628 dlc
flat_atomic_and_b64 v[40:41], v[95:96] offset:612 dlc
flat_atomic_and_b64 v[84:85], v[78:79] dlc
flat_atomic_and_b64 v[206:207], v[35:36] dlc
flat_atomic_and_b64 v[28:29], v[165:166], v[107:108] offset:196 glc slc
flat_atomic_and_b64 v[189:190], v[15:16], v[142:143] offset:1952 glc dlc
flat_atomic_and_b64 v[4:5], v[123:124], v[222:223] glc dlc
flat_atomic_and_b64 v[240:241], v[19:20], v[183:184] offset:356 glc
global_atomic_and_b64 v223, v[2:3], s[24:25]
global_atomic_and_b64 v30, v[187:188], s[50:51] offset:-677 dlc
global_atomic_and_b64 v22, v[59:60], s[90:91] offset:548 slc
global_atomic_and_b64 v21, v[220:221], s[78:79] offset:-1544
global_atomic_and_b64 v[3:4], v12, v[53:54], s[46:47] offset:-201 glc
global_atomic_and_b64 v[2:3], v[166:167], v[254:255], off offset:1429 glc dlc
global_atomic_and_b64 v[163:164], v13, v[18:19], s[56:57] glc slc
global_atomic_and_b64 v[27:28], v47, v[23:24], s[40:41] offset:1915 glc slc dlc
flat_atomic_or_b64 v[51:52], v[58:59] offset:1215 slc
flat_atomic_or_b64 v[140:141], v[26:27] offset:1913 dlc
flat_atomic_or_b64 v[6:7], v[229:230] offset:1579 slc dlc
flat_atomic_or_b64 v[20:21], v[4:5] slc
flat_atomic_or_b64 v[101:102], v[13:14], v[171:172] offset:1286 glc slc
flat_atomic_or_b64 v[17:18], v[16:17], v[23:24] offset:987 glc dlc
flat_atomic_or_b64 v[154:155], v[197:198], v[112:113] offset:220 glc slc dlc
flat_atomic_or_b64 v[12:13], v[18:19], v[68:69] glc slc
global_atomic_or_b64 v[254:255], v[33:34], off slc dlc
global_atomic_or_b64 v[16:17], v[0:1], off offset:-348 slc
global_atomic_or_b64 v[167:168], v[20:21], off offset:1413 dlc
global_atomic_or_b64 v180, v[182:183], s[68:69] offset:-157
global_atomic_or_b64 v[232:233], v[47:48], v[94:95], off offset:-1886 glc dlc
global_atomic_or_b64 v[83:84], v166, v[62:63], s[36:37] glc slc dlc
global_atomic_or_b64 v[245:246], v[167:168], v[55:56], off offset:1281 glc slc dlc
global_atomic_or_b64 v[20:21], v[2:3], v[15:16], off glc slc dlc
flat_atomic_xor_b64 v[44:45], v[42:43] offset:996
flat_atomic_xor_b64 v[46:47], v[27:28] offset:1927
flat_atomic_xor_b64 v[137:138], v[254:255] offset:119 dlc
flat_atomic_xor_b64 v[251:252], v[142:143] dlc
flat_atomic_xor_b64 v[106:107], v[254:255], v[147:148] offset:508 glc
flat_atomic_xor_b64 v[240:241], v[46:47], v[227:228] offset:144 glc
flat_atomic_xor_b64 v[24:25], v[0:1], v[8:9] offset:1520 glc slc
flat_atomic_xor_b64 v[201:202], v[56:57], v[241:242] offset:523 glc
global_atomic_xor_b64 v[110:111], v[31:32], off offset:802 slc
global_atomic_xor_b64 v[18:19], v[120:121], off
global_atomic_xor_b64 v64, v[9:10], s[20:21] slc dlc
global_atomic_xor_b64 v[37:38], v[254:255], off offset:-1001 dlc
global_atomic_xor_b64 v[103:104], v24, v[0:1], s[40:41] glc slc
global_atomic_xor_b64 v[33:34], v[65:66], v[50:51], off offset:1961 glc
global_atomic_xor_b64 v[0:1], v255, v[27:28], s[64:65] glc
global_atomic_xor_b64 v[3:4], v[28:29], v[28:29], off offset:-1400 glc slc
flat_atomic_inc_u64 v[13:14], v[136:137] dlc
flat_atomic_inc_u64 v[209:210], v[31:32] offset:1455
flat_atomic_inc_u64 v[252:253], v[238:239] offset:1342 slc
flat_atomic_inc_u64 v[121:122], v[241:242] slc
flat_atomic_inc_u64 v[251:252], v[72:73], v[123:124] offset:526 glc dlc
flat_atomic_inc_u64 v[84:85], v[15:16], v[16:17] offset:1369 glc
flat_atomic_inc_u64 v[133:134], v[148:149], v[21:22] offset:472 glc slc
flat_atomic_inc_u64 v[5:6], v[1:2], v[125:126] offset:1196 glc dlc
global_atomic_inc_u64 v125, v[192:193], s[38:39]
global_atomic_inc_u64 v[50:51], v[184:185], off slc
global_atomic_inc_u64 v30, v[12:13], s[82:83] offset:-570 slc
global_atomic_inc_u64 v[122:123], v[184:185], off offset:1841
global_atomic_inc_u64 v[45:46], v[19:20], v[85:86], off offset:2007 glc slc
global_atomic_inc_u64 v[225:226], v29, v[11:12], s[10:11] offset:1429 glc slc
global_atomic_inc_u64 v[250:251], v47, v[84:85], s[26:27] glc slc
global_atomic_inc_u64 v[62:63], v83, v[9:10], s[92:93] glc dlc
flat_atomic_dec_u64 v[0:1], v[239:240] offset:479 dlc
flat_atomic_dec_u64 v[196:197], v[79:80] offset:517 dlc
flat_atomic_dec_u64 v[192:193], v[199:200] offset:1099
flat_atomic_dec_u64 v[17:18], v[36:37] offset:1786
flat_atomic_dec_u64 v[201:202], v[15:16], v[31:32] offset:1917 glc dlc
flat_atomic_dec_u64 v[76:77], v[254:255], v[254:255] offset:1210 glc
flat_atomic_dec_u64 v[54:55], v[23:24], v[92:93] glc slc dlc
flat_atomic_dec_u64 v[16:17], v[7:8], v[12:13] offset:1415 glc dlc
global_atomic_dec_u64 v30, v[188:189], s[96:97] offset:-323 slc dlc
global_atomic_dec_u64 v128, v[229:230], s[44:45] offset:1113
global_atomic_dec_u64 v44, v[23:24], s[82:83] offset:-1714
global_atomic_dec_u64 v[16:17], v[13:14], off offset:-609
global_atomic_dec_u64 v[15:16], v[254:255], v[1:2], off offset:920 glc slc dlc
global_atomic_dec_u64 v[220:221], v[110:111], v[0:1], off offset:636 glc
global_atomic_dec_u64 v[168:169], v[167:168], v[254:255], off glc slc
global_atomic_dec_u64 v[161:162], v16, v[89:90], s[30:31] glc slc dlc
flat_atomic_cmpswap_f32 v[122:123], v[1:2] offset:969 slc
flat_atomic_cmpswap_f32 v[24:25], v[122:123] offset:625 slc
flat_atomic_cmpswap_f32 v[199:200], v[2:3] offset:543 slc
flat_atomic_cmpswap_f32 v[29:30], v[11:12]
flat_atomic_cmpswap_f32 v33, v[14:15], v[147:148] offset:214 glc slc dlc
flat_atomic_cmpswap_f32 v17, v[12:13], v[252:253] glc
flat_atomic_cmpswap_f32 v19, v[18:19], v[1:2] glc
flat_atomic_cmpswap_f32 v83, v[254:255], v[86:87] glc dlc
global_atomic_cmpswap_f32 v6, v[212:213], s[18:19]
global_atomic_cmpswap_f32 v255, v[13:14], s[100:101] offset:-385 dlc
global_atomic_cmpswap_f32 v[25:26], v[143:144], off slc
global_atomic_cmpswap_f32 v26, v[254:255], s[6:7] offset:1209 slc
global_atomic_cmpswap_f32 v204, v[19:20], v[41:42], off offset:1005 glc slc
global_atomic_cmpswap_f32 v109, v[247:248], v[32:33], off offset:355 glc
global_atomic_cmpswap_f32 v18, v[184:185], v[4:5], off offset:-2019 glc slc
global_atomic_cmpswap_f32 v206, v255, v[47:48], s[96:97] offset:-554 glc dlc
flat_atomic_min_f32 v[254:255], v24 offset:1634
flat_atomic_min_f32 v[242:243], v108 slc
flat_atomic_min_f32 v[54:55], v51 slc dlc
flat_atomic_min_f32 v[9:10], v22 offset:1028
flat_atomic_min_f32 v9, v[234:235], v16 glc slc
flat_atomic_min_f32 v197, v[47:48], v254 glc slc
flat_atomic_min_f32 v149, v[29:30], v255 offset:74 glc
flat_atomic_min_f32 v16, v[30:31], v140 offset:1349 glc slc dlc
global_atomic_min_f32 v18, v140, s[12:13] offset:-805 slc dlc
global_atomic_min_f32 v84, v194, s[64:65] offset:734
global_atomic_min_f32 v[5:6], v220, off offset:82 slc
global_atomic_min_f32 v54, v134, s[92:93] dlc
global_atomic_min_f32 v40, v24, v30, s[18:19] offset:1562 glc slc dlc
global_atomic_min_f32 v46, v197, v20, s[42:43] offset:419 glc slc
global_atomic_min_f32 v5, v[14:15], v109, off offset:609 glc
global_atomic_min_f32 v14, v223, v152, s[84:85] offset:-893 glc dlc
flat_atomic_max_f32 v[23:24], v76 offset:1480
flat_atomic_max_f32 v[110:111], v109 offset:1932 slc
flat_atomic_max_f32 v[60:61], v191 offset:1998 dlc
flat_atomic_max_f32 v[253:254], v234
flat_atomic_max_f32 v18, v[96:97], v146 offset:371 glc dlc
flat_atomic_max_f32 v14, v[16:17], v22 offset:686 glc
flat_atomic_max_f32 v57, v[17:18], v16 glc slc dlc
flat_atomic_max_f32 v255, v[15:16], v30 offset:332 glc
global_atomic_max_f32 v[16:17], v138, off slc
global_atomic_max_f32 v[13:14], v250, off offset:-1149 dlc
global_atomic_max_f32 v[61:62], v193, off offset:-1930 slc dlc
global_atomic_max_f32 v249, v25, s[80:81] offset:-1384
global_atomic_max_f32 v19, v[254:255], v73, off glc dlc
global_atomic_max_f32 v14, v34, v237, s[62:63] offset:-499 glc slc
global_atomic_max_f32 v53, v59, v26, s[8:9] offset:-1705 glc
global_atomic_max_f32 v71, v[254:255], v184, off offset:1155 glc dlc
flat_atomic_add_f32 v[8:9], v128 offset:1438
flat_atomic_add_f32 v[5:6], v189 slc
flat_atomic_add_f32 v[3:4], v20 offset:64 dlc
flat_atomic_add_f32 v[85:86], v214 slc dlc
flat_atomic_add_f32 v5, v[0:1], v22 glc slc
flat_atomic_add_f32 v218, v[15:16], v172 glc slc dlc
flat_atomic_add_f32 v11, v[63:64], v147 offset:566 glc slc
flat_atomic_add_f32 v254, v[56:57], v179 glc
global_atomic_add_f32 v81, v132, s[76:77] offset:228 slc dlc
global_atomic_add_f32 v[150:151], v24, off offset:1338 dlc
global_atomic_add_f32 v174, v67, s[2:3] offset:1257
global_atomic_add_f32 v15, v144, s[38:39] offset:1952 slc
global_atomic_add_f32 v50, v133, v27, s[58:59] glc dlc
global_atomic_add_f32 v57, v239, v5, s[76:77] offset:661 glc slc
global_atomic_add_f32 v22, v[3:4], v83, off offset:1711 glc
global_atomic_add_f32 v95, v93, v18, s[0:1] offset:-1947 glc dlc
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
s_mov_b32 s7, scc
v_mov_b32 v7, scc
s_add_u32 s7, scc, 1
v_add_f32_e64 v7, scc, v1
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
s_mov_b32 s105, s0
v_mov_b32 v255, v0
s_load_dwordx16 s[88:103], s[2:3], 0x0
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(9)
s_waitcnt vmcnt(0) & expcnt(4) & lgkmcnt(0)
s_waitcnt lgkmcnt(58)
s_waitcnt lgkmcnt(33)
s_waitcnt vmcnt(0) & expcnt(1) & lgkmcnt(61)
s_waitcnt vmcnt(41) & expcnt(5) & lgkmcnt(3)
s_waitcnt 0x203
s_waitcnt vmcnt(62) expcnt(0)
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(24) & expcnt(4) & lgkmcnt(32)
s_waitcnt expcnt(5) lgkmcnt(20)
s_waitcnt vmcnt(0) expcnt(2) lgkmcnt(57)
s_waitcnt vmcnt(3) & lgkmcnt(0)
s_waitcnt lgkmcnt(63)
s_waitcnt vmcnt(57)
s_waitcnt vmcnt(0) & lgkmcnt(0)
s_waitcnt 0xa3ad
s_waitcnt vmcnt(0) & lgkmcnt(23)
s_waitcnt vmcnt(0) & expcnt(7)
s_waitcnt vmcnt(26), expcnt(5), lgkmcnt(48)
s_waitcnt vmcnt(18), expcnt(0), lgkmcnt(0)
s_waitcnt vmcnt(9) & expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(0) lgkmcnt(54)
s_waitcnt vmcnt(27) expcnt(0)
s_waitcnt 0
s_waitcnt vmcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt expcnt(0)
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
s_waitcnt_vscnt null, 0x0
s_waitcnt_vmcnt null, 0x3
s_waitcnt_lgkmcnt null, 0x0
s_waitcnt_expcnt null, 0x1
s_waitcnt_depctr depctr_va_vdst(0)
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
s_getreg_b32 s1, hwreg(HW_REG_PERF_SNAPSHOT_PC_LO)
s_setreg_b32 hwreg(HW_REG_PERF_SNAPSHOT_PC_LO, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_PERF_SNAPSHOT_PC_HI)
s_setreg_b32 hwreg(HW_REG_PERF_SNAPSHOT_PC_HI, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_FLAT_SCR_LO)
s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_FLAT_SCR_HI)
s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_HW_ID1)
s_setreg_b32 hwreg(HW_REG_HW_ID1, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_HW_ID2)
s_setreg_b32 hwreg(HW_REG_HW_ID2, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_PERF_SNAPSHOT_DATA)
s_setreg_b32 hwreg(HW_REG_PERF_SNAPSHOT_DATA, 0, 8), s2
s_getreg_b32 s1, hwreg(HW_REG_SHADER_CYCLES)
s_setreg_b32 hwreg(HW_REG_SHADER_CYCLES, 0, 8), s2
s_getreg_b32 s3, hwreg(11, 0, 8)
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI, 13, 11), 0x363d9e71
s_getreg_b32 s3, hwreg(17, 5, 8)
s_setreg_imm32_b32 hwreg(HW_REG_SH_MEM_BASES), 0xe2874ff8
s_getreg_b32 s3, hwreg(17, 4, 5)
s_setreg_imm32_b32 hwreg(4, 5, 5), 0x4c089da1
s_getreg_b32 s3, hwreg(HW_REG_PERF_SNAPSHOT_PC_HI)
s_setreg_imm32_b32 hwreg(HW_REG_IB_STS, 29, 3), 0xd16de787
s_getreg_b32 s3, hwreg(4, 7, 6)
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC, 25, 6), 0x139b3980
s_getreg_b32 s3, hwreg(HW_REG_HW_ID1, 27, 4)
s_setreg_imm32_b32 hwreg(HW_REG_PERF_SNAPSHOT_DATA), 0x181dca2
s_getreg_b32 s3, hwreg(HW_REG_HW_ID2)
s_setreg_imm32_b32 hwreg(HW_REG_PERF_SNAPSHOT_PC_LO, 27, 1), 0xfeb63a2e
s_getreg_b32 s3, hwreg(HW_REG_PERF_SNAPSHOT_DATA)
s_setreg_imm32_b32 hwreg(HW_REG_STATUS), 0xd40543b4
s_getreg_b32 s3, hwreg(HW_REG_SH_MEM_BASES, 8, 22)
s_setreg_imm32_b32 hwreg(HW_REG_PERF_SNAPSHOT_DATA), 0xb6f33285
s_getreg_b32 s3, hwreg(HW_REG_FLAT_SCR_LO)
s_setreg_imm32_b32 hwreg(HW_REG_PERF_SNAPSHOT_PC_LO), 0xf3a69658
s_getreg_b32 s3, hwreg(HW_REG_TRAPSTS)
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_LO, 16, 8), 0xa27b8de2
s_getreg_b32 s3, hwreg(HW_REG_HW_ID1)
s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_LO), 0xe397e59
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_HS_TESSFACTOR)
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg 0x22
s_sendmsg sendmsg(2, 2, 0)
v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] bound_ctrl:1
v_add_f32_dpp v1, -v2, |v3| row_shl:1 row_mask:0x3 bank_mask:0xc bound_ctrl:1 fi:1
v_cmp_lt_f32_dpp vcc_lo, v1, v2 row_ror:3 bound_ctrl:1
v_cmpx_eq_u32_dpp v1, v2 row_share:2 bound_ctrl:1
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
s_delay_alu instid0(SALU_CYCLE_3) | instid1(VALU_DEP_1)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2)
s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1)
s_delay_alu instid0(TRANS32_DEP_2) | instid1(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_3)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
s_delay_alu instid0(TRANS32_DEP_3) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT)
s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) | instid1(TRANS32_DEP_2)
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(TRANS32_DEP_3)
s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_2) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_2)
s_delay_alu 0x1c6
v_dual_fmac_f32 v230, v87, v68 :: v_dual_fmac_f32 v81, v52, v99
v_dual_fmaak_f32 v85, v119, v89, 0x3fc00000 :: v_dual_fmaak_f32 v20, 0x3fc00000, v236, 0x3fc00000
v_dual_mul_f32 v201, v217, v206 :: v_dual_mul_f32 v86, v18, v135
v_dual_add_f32 v142, v110, v199 :: v_dual_add_f32 v201, s98, v190
v_dual_sub_f32 v212, v43, v125 :: v_dual_sub_f32 v71, s54, v178
v_dual_subrev_f32 v18, v198, v117 :: v_dual_subrev_f32 v125, 2.0, v224
v_dual_mov_b32 v75, s81 :: v_dual_mov_b32 v24, v236
v_dual_cndmask_b32 v49, v234, v100 :: v_dual_cndmask_b32 v108, v13, v77
v_dual_max_f32 v239, v221, v126 :: v_dual_max_f32 v210, s103, v64
v_dual_min_f32 v232, v157, v122 :: v_dual_min_f32 v37, s49, v188
v_dual_dot2acc_f32_f16 v232, 0x42c80000, v199 :: v_dual_dot2acc_f32_f16 v5, v38, v24
v_dual_fmac_f32 v212, v214, v178 :: v_dual_lshlrev_b32 v65, s7, v81
v_dual_fmaak_f32 v41, v108, v131, 0x12345678 :: v_dual_and_b32 v224, 0x12345678, v168
v_dual_mul_f32 v59, v94, v160 :: v_dual_fmaak_f32 v224, s55, v223, 0x12345678
v_dual_sub_f32 v89, v152, v169 :: v_dual_mul_f32 v114, v115, v195
v_dual_mul_dx9_zero_f32 v91, v141, v153 :: v_dual_sub_f32 v132, v98, v151
v_dual_mov_b32 v44, v205 :: v_dual_subrev_f32 v189, -1.0, v150
v_dual_cndmask_b32 v118, v199, v115 :: v_dual_mul_dx9_zero_f32 v159, s67, v60
v_dual_max_f32 v23, 0.5, v152 :: v_dual_mov_b32 v196, v26
v_dual_min_f32 v73, 38, v122 :: v_dual_cndmask_b32 v4, v17, v139
v_dual_dot2acc_f32_f16 v93, s65, v23 :: v_dual_max_f32 v176, 0xdeadbeef, v66
v_dual_fmac_f32 v43, s37, v205 :: v_dual_dot2acc_f32_f16 v112, v2, v0
v_dual_mul_f32 v152, s82, v138 :: v_dual_and_b32 v175, v162, v41
v_dual_add_f32 v190, 0xdeadbeef, v108 :: v_dual_fmac_f32 v193, s37, v17
v_dual_sub_f32 v104, v72, v20 :: v_dual_fmaak_f32 v43, 0x3fc00000, v101, 0x3fc00000
v_dual_subrev_f32 v149, v229, v239 :: v_dual_fmamk_f32 v12, v23, 0x42c80000, v20
v_dual_mul_dx9_zero_f32 v91, s52, v184 :: v_dual_mul_f32 v72, v38, v181
v_dual_max_f32 v104, v208, v199 :: v_dual_subrev_f32 v127, s84, v84
v_dual_min_f32 v149, -3, v223 :: v_dual_mul_dx9_zero_f32 v178, -2.0, v194
v_dual_dot2acc_f32_f16 v174, s36, v65 :: v_dual_mov_b32 v147, v30
v_dual_fmac_f32 v141, 1.0, v79 :: v_dual_max_f32 v232, -4.0, v101
v_dual_fmaak_f32 v161, v208, v202, 0x12345678 :: v_dual_min_f32 v86, 0x12345678, v205
v_dual_fmamk_f32 v19, v46, 0x12345678, v225 :: v_dual_dot2acc_f32_f16 v142, v212, v48
v_dual_mul_f32 v73, s94, v114 :: v_dual_add_nc_u32 v176, v43, v55
v_dual_sub_f32 v222, v151, v185 :: v_dual_and_b32 v45, v1, v108
v_dual_subrev_f32 v45, 31, v200 :: v_dual_fmac_f32 v150, v175, v82
v_dual_mul_dx9_zero_f32 v32, v54, v183 :: v_dual_fmaak_f32 v81, 0x3fc00000, v152, 0x3fc00000
v_dual_mov_b32 v229, -4.0 :: v_dual_fmamk_f32 v174, s28, 0x12345678, v78
v_dual_cndmask_b32 v186, v160, v11 :: v_dual_mul_f32 v75, 20, v84
v_dual_min_f32 v113, v37, v145 :: v_dual_sub_f32 v56, v176, v2
v_dual_dot2acc_f32_f16 v191, v220, v164 :: v_dual_subrev_f32 v228, v213, v227
v_dual_fmac_f32 v15, v16, v65 :: v_dual_mov_b32 v182, v38
v_dual_fmaak_f32 v75, 0.5, v58, 0x3fc00000 :: v_dual_cndmask_b32 v66, v232, v8
v_dual_fmamk_f32 v188, v208, 0x12345678, v153 :: v_dual_max_f32 v165, v66, v192
v_dual_mul_f32 v112, v38, v144 :: v_dual_min_f32 v27, v117, v234
v_dual_add_f32 v132, 2.0, v81 :: v_dual_dot2acc_f32_f16 v107, v189, v206
v_dual_sub_f32 v56, v105, v47 :: v_dual_add_nc_u32 v113, s15, v101
v_dual_subrev_f32 v230, v96, v119 :: v_dual_lshlrev_b32 v235, -3, v232
v_dual_mul_dx9_zero_f32 v51, v155, v164 :: v_dual_and_b32 v40, v209, v146
v_dual_mov_b32 v16, v64 :: v_dual_fmac_f32 v77, v203, v8
v_dual_cndmask_b32 v158, v157, v131 :: v_dual_fmaak_f32 v219, v70, v220, 0x3e00
v_dual_max_f32 v9, v204, v143 :: v_dual_fmamk_f32 v70, s19, 0x42c80000, v172
v_dual_min_f32 v234, 0x3fc00000, v181 :: v_dual_mul_f32 v143, 0x3fc00000, v106
v_dual_dot2acc_f32_f16 v129, v161, v89 :: v_dual_add_f32 v146, v188, v36
v_dual_fmaak_f32 v10, 7, v19, 0x42c80000 :: v_dual_mul_dx9_zero_f32 v45, 0x42c80000, v146
v_dual_fmamk_f32 v144, 0x3fc00000, 0x3fc00000, v183 :: v_dual_mov_b32 v223, v50
v_dual_mul_f32 v119, -4.0, v59 :: v_dual_cndmask_b32 v38, s46, v24
v_dual_add_f32 v147, s99, v135 :: v_dual_max_f32 v76, 0x3fc00000, v228
v_dual_sub_f32 v73, s76, v165 :: v_dual_min_f32 v94, s26, v200
v_dual_subrev_f32 v32, v120, v10 :: v_dual_dot2acc_f32_f16 v15, 0x12345678, v41
v_dual_mul_dx9_zero_f32 v4, v112, v64 :: v_dual_add_nc_u32 v135, s39, v94
v_dual_cndmask_b32 v127, v196, v42 :: v_dual_and_b32 v104, v79, v51
v_dual_max_f32 v13, v176, v87 :: v_dual_fmac_f32 v40, v210, v154
v_dual_min_f32 v109, v8, v30 :: v_dual_fmaak_f32 v116, v134, v72, 0xdeadbeef
v_dual_fmac_f32 v68, v237, v121 :: v_dual_add_f32 v33, v156, v103
v_dual_fmamk_f32 v182, v99, 0x3e00, v114 :: v_dual_subrev_f32 v149, v144, v63
v_dual_add_f32 v169, v83, v225 :: v_dual_mov_b32 v168, v224
v_dual_subrev_f32 v45, s101, v36 :: v_dual_max_f32 v146, v183, v58
v_dual_mul_dx9_zero_f32 v167, v160, v71 :: v_dual_min_f32 v110, 3, v126
v_dual_mov_b32 v46, v5 :: v_dual_dot2acc_f32_f16 v33, v118, v109
v_dual_cndmask_b32 v237, v139, v236 :: v_dual_add_nc_u32 v168, s31, v222
v_dual_max_f32 v107, v11, v85 :: v_dual_lshlrev_b32 v130, s85, v226
v_dual_min_f32 v74, s37, v119 :: v_dual_and_b32 v103, s49, v230
v_dual_dot2acc_f32_f16 v187, v60, v15 :: v_dual_fmac_f32 v220, v3, v217
v_dual_fmac_f32 v75, s18, v145 :: v_dual_fmamk_f32 v158, 0x3fc00000, 0x3fc00000, v228
v_dual_fmaak_f32 v186, v66, v12, 0x3e00 :: v_dual_mul_f32 v87, v135, v106
v_dual_fmamk_f32 v229, 62, 0xdeadbeef, v114 :: v_dual_add_f32 v214, s58, v228
v_dual_mul_f32 v201, -0.5, v212 :: v_dual_sub_f32 v174, v21, v11
v_dual_add_f32 v124, v48, v114 :: v_dual_subrev_f32 v229, v38, v72
v_dual_sub_f32 v75, -2.0, v6 :: v_dual_mul_dx9_zero_f32 v162, s86, v96
v_dual_subrev_f32 v31, v54, v153 :: v_dual_mov_b32 v8, v199
v_dual_mul_dx9_zero_f32 v203, 0x3fc00000, v187 :: v_dual_cndmask_b32 v94, 0x3fc00000, v50
v_dual_mov_b32 v122, 0x42c80000 :: v_dual_max_f32 v177, 0x42c80000, v129
v_dual_cndmask_b32 v223, v72, v150 :: v_dual_min_f32 v10, s87, v168
v_dual_max_f32 v184, 0x42c80000, v233 :: v_dual_dot2acc_f32_f16 v39, v79, v136
v_dual_min_f32 v217, s51, v37 :: v_dual_add_nc_u32 v30, v143, v3
v_dual_dot2acc_f32_f16 v146, 0x12345678, v26 :: v_dual_lshlrev_b32 v155, v83, v55
v_dual_fmac_f32 v15, 0x3e00, v178 :: v_dual_fmac_f32 v88, v18, v65
v_dual_fmaak_f32 v137, -6, v133, 0xdeadbeef :: v_dual_fmaak_f32 v86, v94, v160, 0xdeadbeef
v_dual_fmamk_f32 v35, v159, 0xdeadbeef, v79 :: v_dual_fmamk_f32 v228, s3, 0xdeadbeef, v48
v_dual_mul_f32 v223, v162, v140 :: v_dual_mul_f32 v122, 0xdeadbeef, v205
v_dual_add_f32 v144, v209, v152 :: v_dual_add_f32 v49, v18, v43
v_dual_subrev_f32 v90, s27, v95 :: v_dual_subrev_f32 v135, v150, v230
v_dual_mov_b32 v222, v169 :: v_dual_mov_b32 v167, v44
v_dual_cndmask_b32 v110, -13, v164 :: v_dual_cndmask_b32 v221, s97, v82
v_dual_max_f32 v114, v24, v208 :: v_dual_max_f32 v123, v234, v151
v_dual_min_f32 v169, 0.5, v126 :: v_dual_min_f32 v220, v53, v213
v_dual_dot2acc_f32_f16 v207, v159, v91 :: v_dual_dot2acc_f32_f16 v18, v8, v174
v_dual_fmac_f32 v196, 0x3fc00000, v18 :: v_dual_lshlrev_b32 v71, v205, v113
v_dual_fmaak_f32 v136, v153, v162, 0x42c80000 :: v_dual_and_b32 v43, v140, v25
v_dual_mul_f32 v166, v9, v85 :: v_dual_fmaak_f32 v139, s96, v151, 0xdeadbeef
v_dual_add_f32 v80, v187, v75 :: v_dual_fmamk_f32 v69, v85, 0x12345678, v145
v_dual_sub_f32 v170, v104, v101 :: v_dual_mul_f32 v143, s9, v178
v_dual_subrev_f32 v117, s68, v6 :: v_dual_add_f32 v170, v133, v155
v_dual_mul_dx9_zero_f32 v226, v64, v193 :: v_dual_sub_f32 v51, s66, v236
v_dual_mov_b32 v109, s24 :: v_dual_subrev_f32 v126, v0, v149
v_dual_min_f32 v120, s90, v3 :: v_dual_cndmask_b32 v21, 17, v81
v_dual_dot2acc_f32_f16 v153, v150, v177 :: v_dual_max_f32 v146, v228, v68
v_dual_fmac_f32 v218, v225, v161 :: v_dual_dot2acc_f32_f16 v203, s85, v120
v_dual_fmaak_f32 v107, 40, v29, 0xdeadbeef :: v_dual_add_nc_u32 v56, v228, v72
v_dual_fmamk_f32 v38, 0x3fc00000, 0x3fc00000, v81 :: v_dual_lshlrev_b32 v133, v47, v38
v_dual_mul_f32 v45, v197, v142 :: v_dual_and_b32 v24, s17, v121
v_dual_add_f32 v229, -9, v239 :: v_dual_fmac_f32 v96, v219, v50
v_dual_sub_f32 v140, s65, v228 :: v_dual_fmaak_f32 v19, v39, v149, 0x3fc00000
v_dual_subrev_f32 v154, 0x3fc00000, v89 :: v_dual_fmamk_f32 v215, s28, 0x3fc00000, v207
v_dual_mul_dx9_zero_f32 v96, v201, v12 :: v_dual_mul_f32 v59, 0x3e00, v210
v_dual_mov_b32 v107, v80 :: v_dual_add_f32 v194, v182, v179
v_dual_min_f32 v201, v94, v157 :: v_dual_mul_dx9_zero_f32 v52, s57, v224
v_dual_dot2acc_f32_f16 v92, v38, v239 :: v_dual_mov_b32 v27, v69
v_dual_fmac_f32 v144, s81, v135 :: v_dual_max_f32 v135, s4, v12
v_dual_fmaak_f32 v27, 41, v36, 0xdeadbeef :: v_dual_min_f32 v18, v216, v239
v_dual_fmamk_f32 v89, v59, 0xdeadbeef, v105 :: v_dual_dot2acc_f32_f16 v216, v108, v18
v_dual_mul_f32 v1, s73, v82 :: v_dual_add_nc_u32 v156, v234, v128
v_dual_add_f32 v102, v183, v147 :: v_dual_lshlrev_b32 v185, -2.0, v157
v_dual_sub_f32 v168, s66, v107 :: v_dual_and_b32 v19, s87, v32
v_dual_subrev_f32 v142, v85, v184 :: v_dual_fmac_f32 v61, v67, v45
v_dual_mul_dx9_zero_f32 v128, v10, v106 :: v_dual_fmaak_f32 v215, v216, v44, 0x3e00
v_dual_mov_b32 v117, v66 :: v_dual_fmamk_f32 v2, v48, 0x12345678, v129
v_dual_cndmask_b32 v121, v149, v222 :: v_dual_mul_f32 v50, v67, v51
v_dual_max_f32 v196, 62, v1 :: v_dual_add_f32 v75, v193, v51
v_dual_min_f32 v235, v169, v136 :: v_dual_sub_f32 v162, s41, v45
v_dual_dot2acc_f32_f16 v234, -2, v129 :: v_dual_subrev_f32 v169, 0.5, v20
v_dual_fmac_f32 v234, v206, v24 :: v_dual_mov_b32 v97, v175
v_dual_fmamk_f32 v57, v167, 0x3fc00000, v133 :: v_dual_max_f32 v10, s93, v92
v_dual_mul_f32 v107, v18, v74 :: v_dual_min_f32 v8, v88, v148
v_dual_add_f32 v19, s22, v76 :: v_dual_dot2acc_f32_f16 v78, v91, v183
v_dual_sub_f32 v168, v104, v3 :: v_dual_add_nc_u32 v201, v30, v153
v_dual_subrev_f32 v146, v197, v128 :: v_dual_lshlrev_b32 v55, v207, v61
v_dual_mov_b32 v207, s61 :: v_dual_fmac_f32 v186, v76, v6
v_dual_cndmask_b32 v10, v150, v205 :: v_dual_fmaak_f32 v159, v23, v179, 0x3e00
v_dual_max_f32 v167, v209, v182 :: v_dual_fmamk_f32 v60, 0x42c80000, 0x42c80000, v24
v_dual_min_f32 v67, 0xdeadbeef, v234 :: v_dual_mul_f32 v70, v16, v57
v_dual_dot2acc_f32_f16 v223, s63, v24 :: v_dual_add_f32 v182, v33, v153
v_dual_fmac_f32 v59, v11, v223 :: v_dual_subrev_f32 v108, v66, v36
v_dual_fmaak_f32 v121, s53, v77, 0x3fc00000 :: v_dual_mul_dx9_zero_f32 v150, v151, v76
v_dual_fmamk_f32 v207, s65, 0x42c80000, v55 :: v_dual_mov_b32 v148, -2.0
v_dual_mul_f32 v200, v29, v206 :: v_dual_cndmask_b32 v231, 0xdeadbeef, v97
v_dual_add_f32 v40, v229, v90 :: v_dual_max_f32 v177, s17, v29
v_dual_sub_f32 v81, s21, v20 :: v_dual_min_f32 v110, v52, v41
v_dual_subrev_f32 v229, 3, v48 :: v_dual_dot2acc_f32_f16 v8, v157, v214
v_dual_mul_dx9_zero_f32 v189, v237, v238 :: v_dual_add_nc_u32 v218, v192, v196
v_dual_mov_b32 v31, s83 :: v_dual_lshlrev_b32 v186, v124, v40
v_dual_cndmask_b32 v124, v159, v26 :: v_dual_and_b32 v31, v62, v109
v_dual_max_f32 v191, s58, v101 :: v_dual_fmac_f32 v80, v102, v114
v_dual_min_f32 v214, v135, v99 :: v_dual_fmaak_f32 v227, v105, v213, 0x3fc00000
v_dual_fmac_f32 v220, 0x3fc00000, v203 :: v_dual_add_f32 v183, v89, v200
v_dual_fmaak_f32 v71, s81, v39, 0x12345678 :: v_dual_sub_f32 v124, v142, v44
v_dual_fmamk_f32 v16, 0x12345678, 0x12345678, v44 :: v_dual_subrev_f32 v3, v106, v65
v_dual_mul_f32 v98, v60, v201 :: v_dual_mul_dx9_zero_f32 v191, v237, v234
v_dual_add_f32 v186, 0x3e00, v142 :: v_dual_mov_b32 v73, s92
v_dual_sub_f32 v7, v239, v134 :: v_dual_cndmask_b32 v116, s37, v79
v_dual_subrev_f32 v135, v60, v74 :: v_dual_max_f32 v100, v114, v127
v_dual_mul_dx9_zero_f32 v30, v118, v17 :: v_dual_min_f32 v87, v147, v62
v_dual_mov_b32 v78, v145 :: v_dual_dot2acc_f32_f16 v35, v14, v120
v_dual_cndmask_b32 v131, 25, v167 :: v_dual_add_nc_u32 v48, v72, v140
v_dual_max_f32 v205, v155, v150 :: v_dual_lshlrev_b32 v70, 62, v59
v_dual_min_f32 v220, v44, v27 :: v_dual_and_b32 v81, v166, v206
v_dual_dot2acc_f32_f16 v112, 0x3fc00000, v89 :: v_dual_fmac_f32 v157, v33, v6
v_dual_fmaak_f32 v182, v3, v33, 0x12345678 :: v_dual_mul_f32 v215, s77, v166
v_dual_fmamk_f32 v76, v167, 0x12345678, v6 :: v_dual_add_f32 v227, 0x12345678, v24
v_dual_mul_f32 v35, 17, v110 :: v_dual_sub_f32 v164, v179, v41
v_dual_add_f32 v32, v81, v101 :: v_dual_subrev_f32 v129, -4.0, v64
v_dual_subrev_f32 v130, 0x12345678, v91 :: v_dual_mov_b32 v85, v45
v_dual_mul_dx9_zero_f32 v85, v191, v118 :: v_dual_cndmask_b32 v90, v208, v199
v_dual_mov_b32 v49, v118 :: v_dual_max_f32 v152, 2.0, v80
v_dual_cndmask_b32 v209, v216, v68 :: v_dual_min_f32 v166, s99, v119
v_dual_max_f32 v15, v219, v226 :: v_dual_dot2acc_f32_f16 v178, v128, v72
v_dual_min_f32 v163, s74, v29 :: v_dual_add_nc_u32 v74, s11, v159
v_dual_dot2acc_f32_f16 v238, 31, v56 :: v_dual_lshlrev_b32 v83, s5, v223
v_dual_fmac_f32 v131, v57, v182 :: v_dual_fmac_f32 v116, s97, v39
v_dual_fmaak_f32 v32, 0x12345678, v76, 0x12345678 :: v_dual_fmaak_f32 v179, v2, v217, 0x12345678
v_dual_add_f32 v96, v231, v54 :: v_dual_add_f32 v127, v132, v68
v_dual_subrev_f32 v56, v13, v208 :: v_dual_subrev_f32 v27, s46, v118
v_dual_cndmask_b32 v223, v10, v119 :: v_dual_cndmask_b32 v238, v228, v196
v_dual_max_f32 v167, 3, v214 :: v_dual_max_f32 v170, 0x42c80000, v191
v_dual_dot2acc_f32_f16 v145, s92, v119 :: v_dual_dot2acc_f32_f16 v120, v69, v178
v_dual_fmac_f32 v24, s20, v214 :: v_dual_lshlrev_b32 v141, v128, v99
v_dual_fmaak_f32 v202, v84, v132, 0x12345678 :: v_dual_and_b32 v237, v186, v63
v_dual_fmamk_f32 v177, v159, 0xdeadbeef, v81 :: v_dual_fmac_f32 v230, 0xdeadbeef, v31
v_dual_mul_f32 v136, v68, v95 :: v_dual_fmaak_f32 v183, v10, v13, 0x3fc00000
v_dual_add_f32 v203, v58, v83 :: v_dual_fmamk_f32 v216, v232, 0xdeadbeef, v48
v_dual_sub_f32 v14, v231, v189 :: v_dual_mul_f32 v97, 42, v160
v_dual_subrev_f32 v124, 0.5, v189 :: v_dual_add_f32 v179, v41, v195
v_dual_mul_dx9_zero_f32 v151, v16, v37 :: v_dual_sub_f32 v62, 4.0, v47
v_dual_mov_b32 v30, v67 :: v_dual_subrev_f32 v215, v162, v122
v_dual_cndmask_b32 v4, v78, v229 :: v_dual_mul_dx9_zero_f32 v135, v72, v182
v_dual_max_f32 v238, v181, v180 :: v_dual_mov_b32 v213, -7
v_dual_min_f32 v149, 0xdeadbeef, v103 :: v_dual_cndmask_b32 v66, 0xdeadbeef, v36
v_dual_dot2acc_f32_f16 v156, v68, v61 :: v_dual_max_f32 v139, s54, v96
v_dual_fmac_f32 v42, s78, v41 :: v_dual_dot2acc_f32_f16 v93, 45, v95
v_dual_fmaak_f32 v183, 0xdeadbeef, v22, 0xdeadbeef :: v_dual_add_nc_u32 v24, s99, v168
v_dual_fmamk_f32 v211, v152, 0x3fc00000, v69 :: v_dual_lshlrev_b32 v152, 0x3fc00000, v186
v_dual_mul_f32 v63, s35, v172 :: v_dual_and_b32 v38, v48, v142
v_dual_add_f32 v160, 0x42c80000, v223 :: v_dual_fmac_f32 v105, 0x42c80000, v24
v_dual_sub_f32 v1, 0x3e00, v61 :: v_dual_fmaak_f32 v32, v195, v74, 0x3e00
v_dual_subrev_f32 v42, 0x12345678, v207 :: v_dual_fmamk_f32 v107, -1, 0x12345678, v166
v_dual_mul_dx9_zero_f32 v68, v224, v158 :: v_dual_mul_f32 v69, v231, v121
v_dual_mov_b32 v69, s9 :: v_dual_add_f32 v134, v189, v15
v_dual_min_f32 v153, 0x3e00, v54 :: v_dual_mul_dx9_zero_f32 v42, v122, v212
v_dual_dot2acc_f32_f16 v35, 64, v195 :: v_dual_mov_b32 v76, v71
v_dual_fmac_f32 v97, v80, v16 :: v_dual_max_f32 v58, v118, v218
v_dual_mul_f32 v32, v142, v187 :: v_dual_add_nc_u32 v149, v239, v238
v_dual_add_f32 v233, s83, v81 :: v_dual_lshlrev_b32 v72, s78, v192
v_dual_sub_f32 v6, s12, v104 :: v_dual_and_b32 v203, v61, v59
v_dual_subrev_f32 v205, v100, v194 :: v_dual_fmac_f32 v208, v5, v163
v_dual_mul_dx9_zero_f32 v106, 0x12345678, v191 :: v_dual_fmaak_f32 v1, v88, v204, 0x12345678
v_dual_mov_b32 v7, 0x12345678 :: v_dual_fmamk_f32 v34, v35, 0x12345678, v87
v_dual_cndmask_b32 v21, v157, v188 :: v_dual_mul_f32 v228, v194, v203
v_dual_max_f32 v64, 0x12345678, v1 :: v_dual_add_f32 v143, v166, v207
v_dual_dot2acc_f32_f16 v6, s17, v56 :: v_dual_subrev_f32 v37, s21, v93
v_dual_fmac_f32 v213, 0x3e00, v71 :: v_dual_mov_b32 v192, v37
v_dual_fmaak_f32 v180, 1.0, v101, 0x3e00 :: v_dual_cndmask_b32 v1, v77, v87
v_dual_fmamk_f32 v122, v117, 0x3e00, v28 :: v_dual_max_f32 v49, v127, v155
v_dual_mul_f32 v212, s63, v179 :: v_dual_min_f32 v189, s86, v53
v_dual_add_f32 v238, v182, v211 :: v_dual_dot2acc_f32_f16 v85, v165, v122
v_dual_sub_f32 v134, v210, v238 :: v_dual_add_nc_u32 v75, v96, v40
v_dual_subrev_f32 v132, v230, v214 :: v_dual_lshlrev_b32 v207, v21, v200
v_dual_mul_dx9_zero_f32 v33, 0x3fc00000, v134 :: v_dual_and_b32 v60, s5, v132
v_dual_mov_b32 v166, v201 :: v_dual_fmac_f32 v145, v194, v176
v_dual_max_f32 v44, v145, v76 :: v_dual_fmamk_f32 v175, v103, 0x42c80000, v70
v_dual_min_f32 v15, s86, v151 :: v_dual_mul_f32 v76, v120, v181
v_dual_dot2acc_f32_f16 v116, v39, v46 :: v_dual_add_f32 v53, v116, v13
v_dual_fmac_f32 v178, v161, v48 :: v_dual_subrev_f32 v85, 10, v218
v_dual_fmaak_f32 v168, v93, v43, 0x12345678 :: v_dual_mul_dx9_zero_f32 v239, s42, v172
v_dual_fmamk_f32 v201, s76, 0x3fc00000, v131 :: v_dual_mov_b32 v200, v71
v_dual_mul_f32 v214, v5, v53 :: v_dual_cndmask_b32 v191, s93, v35
v_dual_add_f32 v186, v122, v47 :: v_dual_max_f32 v31, v153, v209
v_dual_sub_f32 v155, s7, v12 :: v_dual_min_f32 v10, v38, v154
v_dual_mov_b32 v172, s46 :: v_dual_lshlrev_b32 v13, -1.0, v8
v_dual_cndmask_b32 v188, v216, v209 :: v_dual_and_b32 v57, s9, v158
v_dual_max_f32 v26, v180, v196 :: v_dual_fmac_f32 v41, s56, v110
v_dual_min_f32 v112, s82, v116 :: v_dual_fmaak_f32 v151, v220, v2, 0x42c80000
v_dual_dot2acc_f32_f16 v183, v26, v44 :: v_dual_fmamk_f32 v14, v11, 0x3e00, v138
v_dual_fmac_f32 v134, -1.0, v147 :: v_dual_add_f32 v137, 1.0, v229
v_dual_fmaak_f32 v95, v131, v83, 0x3fc00000 :: v_dual_sub_f32 v104, v146, v25
v_dual_add_f32 v194, v215, v77 :: v_dual_mov_b32 v121, 0x12345678
v_dual_sub_f32 v203, v194, v173 :: v_dual_cndmask_b32 v146, v152, v168
v_dual_subrev_f32 v44, s11, v221 :: v_dual_max_f32 v197, v4, v118
v_dual_mul_dx9_zero_f32 v29, s53, v3 :: v_dual_min_f32 v134, v33, v185
v_dual_mov_b32 v100, v201 :: v_dual_dot2acc_f32_f16 v81, v4, v1
v_dual_cndmask_b32 v65, v57, v12 :: v_dual_add_nc_u32 v224, v167, v30
v_dual_max_f32 v215, s50, v69 :: v_dual_lshlrev_b32 v100, 0.15915494, v191
v_dual_min_f32 v27, 0xdeadbeef, v182 :: v_dual_and_b32 v166, v155, v223
v_dual_dot2acc_f32_f16 v173, v94, v94 :: v_dual_fmac_f32 v122, 0x12345678, v36
v_dual_fmaak_f32 v144, v176, v48, 0x12345678 :: v_dual_mul_f32 v91, v163, v51
v_dual_fmamk_f32 v7, -2.0, 0x42c80000, v2 :: v_dual_add_f32 v192, 55, v220
v_dual_mul_f32 v75, v181, v215 :: v_dual_sub_f32 v202, v55, v206
v_dual_sub_f32 v16, v190, v186 :: v_dual_mul_dx9_zero_f32 v127, s54, v185
v_dual_mul_dx9_zero_f32 v188, v130, v48 :: v_dual_cndmask_b32 v67, v84, v75
v_dual_mov_b32 v24, v22 :: v_dual_max_f32 v51, v27, v34
v_dual_cndmask_b32 v13, -3, v42 :: v_dual_min_f32 v160, s102, v39
v_dual_max_f32 v37, v208, v201 :: v_dual_dot2acc_f32_f16 v50, v43, v203
v_dual_dot2acc_f32_f16 v6, v86, v111 :: v_dual_lshlrev_b32 v165, v103, v220
v_dual_fmac_f32 v218, 0x3e00, v0 :: v_dual_fmac_f32 v183, v148, v151
v_dual_fmaak_f32 v84, 0x3e00, v86, 0x3e00 :: v_dual_fmaak_f32 v95, v75, v69, 0x3e00
v_dual_mul_f32 v77, s64, v43 :: v_dual_mul_f32 v80, s79, v100
v_dual_add_f32 v205, v39, v107 :: v_dual_add_f32 v142, v136, v48
v_dual_sub_f32 v142, v128, v191 :: v_dual_sub_f32 v105, v103, v72
v_dual_subrev_f32 v157, v143, v105 :: v_dual_subrev_f32 v28, v213, v51
v_dual_mul_dx9_zero_f32 v106, v146, v102 :: v_dual_mul_dx9_zero_f32 v103, v85, v160
v_dual_mov_b32 v33, v123 :: v_dual_mov_b32 v102, 0.5
v_dual_cndmask_b32 v15, v61, v110 :: v_dual_cndmask_b32 v20, v198, v95
v_dual_max_f32 v230, 0x3fc00000, v218 :: v_dual_max_f32 v147, v34, v183
v_dual_min_f32 v224, v107, v15 :: v_dual_min_f32 v141, v106, v220
v_dual_fmac_f32 v112, v128, v83 :: v_dual_lshlrev_b32 v107, v238, v121
v_dual_fmaak_f32 v105, v197, v145, 0x42c80000 :: v_dual_and_b32 v14, 4.0, v111
v_dual_fmamk_f32 v76, v206, 0x3e00, v50 :: v_dual_fmac_f32 v217, v67, v24
v_dual_mul_f32 v179, v131, v126 :: v_dual_fmaak_f32 v88, v72, v159, 0x3e00
v_dual_add_f32 v141, v36, v67 :: v_dual_fmamk_f32 v6, v123, 0xdeadbeef, v200
v_dual_sub_f32 v88, s62, v216 :: v_dual_mul_f32 v129, v194, v229
v_dual_subrev_f32 v193, s38, v123 :: v_dual_add_f32 v74, v183, v77
v_dual_mul_dx9_zero_f32 v178, v147, v168 :: v_dual_sub_f32 v175, s102, v50
v_dual_mov_b32 v5, v20 :: v_dual_subrev_f32 v58, v210, v140
v_dual_max_f32 v189, v177, v223 :: v_dual_mov_b32 v128, v11
v_dual_min_f32 v64, s104, v60 :: v_dual_cndmask_b32 v209, v110, v114
v_dual_dot2acc_f32_f16 v75, v109, v232 :: v_dual_max_f32 v170, s29, v131
v_dual_fmac_f32 v229, v150, v27 :: v_dual_dot2acc_f32_f16 v78, v191, v33
v_dual_fmaak_f32 v189, s18, v114, 0xdeadbeef :: v_dual_add_nc_u32 v138, 0xdeadbeef, v232
v_dual_mul_f32 v51, v197, v153 :: v_dual_and_b32 v218, v224, v220
v_dual_sub_f32 v231, v177, v175 :: v_dual_fmaak_f32 v210, v6, v180, 0x12345678
v_dual_subrev_f32 v177, -9, v168 :: v_dual_fmamk_f32 v58, v139, 0x3e00, v121
v_dual_mul_dx9_zero_f32 v236, s4, v117 :: v_dual_mul_f32 v155, 40, v190
v_dual_mov_b32 v179, v215 :: v_dual_add_f32 v104, v6, v66
v_dual_cndmask_b32 v46, s74, v100 :: v_dual_sub_f32 v33, v152, v222
v_dual_max_f32 v16, v26, v170 :: v_dual_subrev_f32 v183, v169, v52
v_dual_min_f32 v47, v43, v125 :: v_dual_mul_dx9_zero_f32 v74, v148, v196
v_dual_dot2acc_f32_f16 v165, v208, v94 :: v_dual_mov_b32 v124, 0x12345678
v_dual_fmac_f32 v61, v134, v228 :: v_dual_max_f32 v142, v69, v89
v_dual_fmaak_f32 v212, v176, v52, 0x3fc00000 :: v_dual_min_f32 v19, v19, v29
v_dual_fmamk_f32 v96, v66, 0x42c80000, v112 :: v_dual_dot2acc_f32_f16 v235, v35, v198
v_dual_add_f32 v17, v105, v156 :: v_dual_lshlrev_b32 v44, 2.0, v146
v_dual_sub_f32 v155, v142, v90 :: v_dual_and_b32 v160, s68, v177
v_dual_mov_b32 v195, -8 :: v_dual_fmamk_f32 v140, v236, 0x3e00, v62
v_dual_min_f32 v211, v57, v24 :: v_dual_sub_f32 v8, v32, v197
v_dual_dot2acc_f32_f16 v48, s29, v179 :: v_dual_subrev_f32 v125, v164, v140
v_dual_fmac_f32 v220, v100, v147 :: v_dual_mov_b32 v159, s34
v_dual_fmaak_f32 v222, v75, v5, 0x3fc00000 :: v_dual_cndmask_b32 v153, v70, v62
v_dual_fmamk_f32 v171, 0x42c80000, 0x42c80000, v60 :: v_dual_max_f32 v146, v133, v126
v_dual_mul_f32 v128, s96, v86 :: v_dual_min_f32 v131, s10, v212
v_dual_add_f32 v223, v155, v178 :: v_dual_dot2acc_f32_f16 v18, v126, v219
v_dual_subrev_f32 v109, v52, v39 :: v_dual_lshlrev_b32 v200, 0xdeadbeef, v78
v_dual_mul_dx9_zero_f32 v209, s25, v6 :: v_dual_and_b32 v212, 0xdeadbeef, v112
v_dual_mov_b32 v4, -0.5 :: v_dual_fmac_f32 v97, v16, v141
v_dual_cndmask_b32 v42, v30, v206 :: v_dual_fmaak_f32 v5, v196, v201, 0x3fc00000
v_dual_max_f32 v28, s97, v73 :: v_dual_fmamk_f32 v161, v221, 0x3e00, v95
v_dual_dot2acc_f32_f16 v173, s47, v179 :: v_dual_add_f32 v104, v103, v110
v_dual_fmac_f32 v96, v73, v137 :: v_dual_subrev_f32 v139, v175, v12
v_dual_fmaak_f32 v237, v147, v136, 0x3fc00000 :: v_dual_mul_dx9_zero_f32 v54, v82, v13
v_dual_fmamk_f32 v85, 0xdeadbeef, 0xdeadbeef, v110 :: v_dual_mov_b32 v0, v144
v_dual_mul_f32 v226, v139, v124 :: v_dual_cndmask_b32 v219, v61, v193
v_dual_add_f32 v134, v83, v3 :: v_dual_max_f32 v57, s19, v194
v_dual_sub_f32 v232, s33, v224 :: v_dual_min_f32 v107, -1, v102
v_dual_subrev_f32 v9, v164, v164 :: v_dual_dot2acc_f32_f16 v46, 0x3fc00000, v75
v_dual_mul_dx9_zero_f32 v49, 34, v153 :: v_dual_add_nc_u32 v6, v177, v122
v_dual_mov_b32 v234, v231 :: v_dual_lshlrev_b32 v167, 13, v92
v_dual_cndmask_b32 v183, v106, v16 :: v_dual_and_b32 v36, v236, v14
v_dual_max_f32 v39, s67, v236 :: v_dual_fmac_f32 v160, s46, v189
v_dual_min_f32 v197, -6, v238 :: v_dual_fmaak_f32 v216, v58, v227, 0x12345678
v_dual_fmac_f32 v74, v120, v135 :: v_dual_add_f32 v155, v43, v81
v_dual_fmaak_f32 v103, v185, v69, 0x3e00 :: v_dual_sub_f32 v42, v59, v224
v_dual_fmamk_f32 v220, v5, 0x3e00, v20 :: v_dual_subrev_f32 v13, 0x3e00, v95
v_dual_mul_f32 v164, v193, v111 :: v_dual_mul_dx9_zero_f32 v237, v110, v145
v_dual_add_f32 v195, 0x12345678, v64 :: v_dual_mov_b32 v200, v100
v_dual_sub_f32 v173, v128, v154 :: v_dual_cndmask_b32 v126, v45, v31
v_dual_subrev_f32 v235, v148, v222 :: v_dual_max_f32 v104, v222, v201
v_dual_mul_dx9_zero_f32 v55, v28, v46 :: v_dual_min_f32 v112, v137, v199
v_dual_mov_b32 v164, v220 :: v_dual_dot2acc_f32_f16 v27, v157, v63
v_dual_cndmask_b32 v158, v3, v230 :: v_dual_add_nc_u32 v155, v148, v1
v_dual_max_f32 v216, 0x3e00, v218 :: v_dual_lshlrev_b32 v207, v116, v151
v_dual_dot2acc_f32_f16 v21, 37, v109 :: v_dual_fmac_f32 v142, v159, v224
v_dual_fmaak_f32 v88, v14, v126, 0x3e00 :: v_dual_mul_f32 v83, v63, v49
v_dual_fmamk_f32 v16, v208, 0x12345678, v192 :: v_dual_add_f32 v175, v85, v34
v_dual_mul_f32 v83, s24, v96 :: v_dual_sub_f32 v160, 27, v98
v_dual_add_f32 v84, v19, v231 :: v_dual_subrev_f32 v117, v92, v224
v_dual_sub_f32 v145, 0x12345678, v3 :: v_dual_mul_dx9_zero_f32 v162, s15, v105
v_dual_subrev_f32 v149, -4.0, v196 :: v_dual_mov_b32 v88, v45
v_dual_mul_dx9_zero_f32 v33, v46, v171 :: v_dual_cndmask_b32 v158, v91, v17
v_dual_mov_b32 v197, v60 :: v_dual_max_f32 v164, 0xdeadbeef, v33
v_dual_cndmask_b32 v51, v126, v43 :: v_dual_min_f32 v30, -2.0, v42
v_dual_max_f32 v16, v93, v236 :: v_dual_dot2acc_f32_f16 v41, v19, v111
v_dual_min_f32 v64, v136, v176 :: v_dual_add_nc_u32 v185, v31, v90
v_dual_dot2acc_f32_f16 v81, 6, v23 :: v_dual_lshlrev_b32 v154, 0xdeadbeef, v40
v_dual_fmac_f32 v45, s31, v184 :: v_dual_fmac_f32 v214, v178, v162
v_dual_fmaak_f32 v228, s42, v154, 0x3fc00000 :: v_dual_fmaak_f32 v63, v102, v207, 0x3fc00000
v_dual_mul_f32 v235, 0x12345678, v195 :: v_dual_mul_f32 v36, s22, v65
v_dual_add_f32 v104, s61, v219 :: v_dual_add_f32 v161, v178, v2
v_dual_sub_f32 v31, 0x12345678, v205 :: v_dual_sub_f32 v102, v48, v98
v_dual_subrev_f32 v141, v216, v34 :: v_dual_subrev_f32 v116, v191, v208
v_dual_mul_dx9_zero_f32 v147, v237, v39 :: v_dual_mul_dx9_zero_f32 v100, s16, v201
v_dual_mov_b32 v32, v202 :: v_dual_mov_b32 v137, v229
v_dual_cndmask_b32 v53, v210, v85 :: v_dual_cndmask_b32 v210, v52, v22
v_dual_max_f32 v45, s40, v2 :: v_dual_max_f32 v120, v220, v61
v_dual_min_f32 v73, v50, v187 :: v_dual_min_f32 v148, v63, v204
v_dual_dot2acc_f32_f16 v156, v69, v223 :: v_dual_dot2acc_f32_f16 v149, v15, v81
v_dual_fmac_f32 v24, v33, v113 :: v_dual_lshlrev_b32 v189, 4.0, v174
v_dual_mul_f32 v115, 4.0, v156 :: v_dual_fmaak_f32 v110, v26, v231, 0x3e00
v_dual_add_f32 v238, v21, v1 :: v_dual_fmamk_f32 v7, -4.0, 0x12345678, v74
v_dual_sub_f32 v233, v71, v153 :: v_dual_mul_f32 v38, v86, v56
v_dual_subrev_f32 v141, s27, v14 :: v_dual_add_f32 v128, v84, v212
v_dual_mul_dx9_zero_f32 v21, v216, v138 :: v_dual_sub_f32 v206, v230, v180
v_dual_mov_b32 v105, s58 :: v_dual_subrev_f32 v12, s27, v181
v_dual_cndmask_b32 v123, v203, v20 :: v_dual_mul_dx9_zero_f32 v8, 8, v73
v_dual_min_f32 v36, v110, v114 :: v_dual_cndmask_b32 v209, v104, v92
v_dual_dot2acc_f32_f16 v14, v231, v53 :: v_dual_max_f32 v167, 0x3e00, v223
v_dual_fmac_f32 v94, 0x42c80000, v200 :: v_dual_dot2acc_f32_f16 v119, -0.5, v186
v_dual_fmaak_f32 v102, v49, v150, 0x42c80000 :: v_dual_add_nc_u32 v205, s96, v21
v_dual_fmamk_f32 v239, s77, 0x3e00, v154 :: v_dual_lshlrev_b32 v182, v129, v105
v_dual_mul_f32 v115, v1, v225 :: v_dual_and_b32 v216, v174, v204
v_dual_add_f32 v120, v40, v172 :: v_dual_fmac_f32 v179, v122, v217
v_dual_sub_f32 v0, s40, v46 :: v_dual_fmaak_f32 v33, v213, v239, 0x42c80000
v_dual_subrev_f32 v128, v182, v72 :: v_dual_fmamk_f32 v199, v69, 0x3fc00000, v1
v_dual_mul_dx9_zero_f32 v148, s53, v212 :: v_dual_mul_f32 v113, s28, v218
v_dual_mov_b32 v97, v212 :: v_dual_add_f32 v176, s35, v62
v_dual_cndmask_b32 v83, 41, v91 :: v_dual_sub_f32 v236, 1.0, v26
v_dual_max_f32 v96, 0x3fc00000, v191 :: v_dual_subrev_f32 v35, v193, v36
v_dual_fmac_f32 v87, s46, v45 :: v_dual_max_f32 v40, v180, v68
v_dual_mul_f32 v92, s97, v54 :: v_dual_add_nc_u32 v191, 4.0, v5
v_dual_add_f32 v163, v200, v100 :: v_dual_lshlrev_b32 v138, -2.0, v162
v_dual_sub_f32 v178, v54, v207 :: v_dual_and_b32 v37, v168, v100
v_dual_mov_b32 v206, s23 :: v_dual_fmamk_f32 v139, v165, 0xdeadbeef, v44
v_dual_cndmask_b32 v165, v155, v23 :: v_dual_mul_f32 v80, v161, v218
v_dual_max_f32 v74, s103, v21 :: v_dual_add_f32 v7, v210, v214
v_dual_min_f32 v192, s4, v175 :: v_dual_sub_f32 v231, v62, v193
v_dual_dot2acc_f32_f16 v159, v225, v33 :: v_dual_subrev_f32 v36, v20, v68
v_dual_fmac_f32 v80, s34, v81 :: v_dual_mov_b32 v155, v142
v_dual_fmaak_f32 v111, v147, v156, 0xdeadbeef :: v_dual_cndmask_b32 v176, v160, v121
v_dual_fmamk_f32 v67, v52, 0x3fc00000, v127 :: v_dual_max_f32 v140, v198, v92
v_dual_add_f32 v207, 0x3fc00000, v106 :: v_dual_dot2acc_f32_f16 v176, v11, v207
v_dual_subrev_f32 v233, v164, v226 :: v_dual_lshlrev_b32 v128, v142, v20
v_dual_mov_b32 v85, 30 :: v_dual_fmac_f32 v104, s78, v200
v_dual_max_f32 v197, v213, v231 :: v_dual_fmamk_f32 v84, v56, 0x12345678, v224
v_dual_min_f32 v205, v232, v133 :: v_dual_mul_f32 v6, 0x42c80000, v220
v_dual_dot2acc_f32_f16 v145, v219, v10 :: v_dual_add_f32 v90, s65, v239
v_dual_fmac_f32 v33, v65, v182 :: v_dual_subrev_f32 v160, v108, v9
v_dual_fmaak_f32 v154, v90, v181, 0xdeadbeef :: v_dual_mul_dx9_zero_f32 v39, s65, v79
v_dual_fmamk_f32 v99, s94, 0xdeadbeef, v219 :: v_dual_mov_b32 v82, -10
v_dual_mul_f32 v187, v154, v154 :: v_dual_cndmask_b32 v238, v172, v4
v_dual_add_f32 v120, v92, v134 :: v_dual_max_f32 v101, v159, v140
v_dual_sub_f32 v44, v74, v233 :: v_dual_min_f32 v167, 0x12345678, v210
v_dual_subrev_f32 v168, v120, v227 :: v_dual_dot2acc_f32_f16 v45, 1.0, v5
v_dual_mul_dx9_zero_f32 v165, s11, v75 :: v_dual_add_nc_u32 v114, v122, v100
v_dual_mov_b32 v71, s77 :: v_dual_lshlrev_b32 v134, v163, v168
v_dual_cndmask_b32 v235, v133, v152 :: v_dual_and_b32 v68, s44, v149
v_dual_dot2acc_f32_f16 v50, 0x12345678, v206 :: v_dual_fmamk_f32 v223, v67, 0x12345678, v225
v_dual_fmac_f32 v134, v210, v107 :: v_dual_add_f32 v33, s94, v221
v_dual_fmaak_f32 v60, s42, v207, 0x12345678 :: v_dual_sub_f32 v217, v96, v84
v_dual_fmamk_f32 v223, v84, 0x42c80000, v39 :: v_dual_subrev_f32 v142, v230, v149
v_dual_mul_f32 v121, v52, v26 :: v_dual_mul_dx9_zero_f32 v134, v14, v144
v_dual_add_f32 v206, -2.0, v226 :: v_dual_mov_b32 v233, v147
v_dual_subrev_f32 v126, v20, v56 :: v_dual_max_f32 v65, v61, v47
v_dual_mov_b32 v88, v62 :: v_dual_dot2acc_f32_f16 v5, v55, v20
v_dual_cndmask_b32 v109, v43, v216 :: v_dual_add_nc_u32 v136, s10, v221
v_dual_max_f32 v158, s63, v5 :: v_dual_lshlrev_b32 v89, s33, v215
v_dual_min_f32 v215, s31, v106 :: v_dual_and_b32 v180, 0x3fc00000, v88
v_dual_fmaak_f32 v45, v14, v25, 0x42c80000 :: v_dual_mul_f32 v110, 0x42c80000, v182
v_dual_fmamk_f32 v216, v189, 0x3fc00000, v73 :: v_dual_add_f32 v171, v178, v58
v_dual_mul_f32 v22, v82, v66 :: v_dual_sub_f32 v175, v165, v23
v_dual_add_f32 v235, v14, v78 :: v_dual_subrev_f32 v162, v32, v175
v_dual_sub_f32 v122, v82, v104 :: v_dual_mul_dx9_zero_f32 v115, 12, v11
v_dual_subrev_f32 v192, s25, v191 :: v_dual_mov_b32 v33, v168
v_dual_mul_dx9_zero_f32 v101, v81, v119 :: v_dual_cndmask_b32 v142, v23, v109
v_dual_mov_b32 v170, v194 :: v_dual_max_f32 v81, s33, v53
v_dual_max_f32 v136, 0x42c80000, v208 :: v_dual_dot2acc_f32_f16 v227, v13, v57
v_dual_min_f32 v17, v52, v175 :: v_dual_add_nc_u32 v28, -15, v108
v_dual_dot2acc_f32_f16 v2, s24, v82 :: v_dual_lshlrev_b32 v55, v157, v113
v_dual_fmac_f32 v66, 2, v76 :: v_dual_fmac_f32 v21, s3, v43
v_dual_fmaak_f32 v208, v104, v175, 0xdeadbeef :: v_dual_fmaak_f32 v149, v89, v76, 0xdeadbeef
v_dual_fmamk_f32 v218, s43, 0x42c80000, v201 :: v_dual_fmamk_f32 v143, v57, 0x42c80000, v106
v_dual_mul_f32 v88, v77, v198 :: v_dual_mul_f32 v69, v143, v47
v_dual_add_f32 v107, v136, v172 :: v_dual_add_f32 v16, v173, v169
v_dual_sub_f32 v38, s82, v94 :: v_dual_sub_f32 v127, s100, v228
v_dual_mul_dx9_zero_f32 v100, v102, v224 :: v_dual_mul_dx9_zero_f32 v215, v213, v227
v_dual_mov_b32 v198, v238 :: v_dual_mov_b32 v215, v161
v_dual_cndmask_b32 v85, v163, v71 :: v_dual_cndmask_b32 v0, 0x3fc00000, v50
v_dual_max_f32 v216, s21, v207 :: v_dual_max_f32 v21, s12, v48
v_dual_min_f32 v88, v191, v40 :: v_dual_min_f32 v91, v80, v23
v_dual_fmac_f32 v169, 51, v127 :: v_dual_lshlrev_b32 v28, v20, v16
v_dual_fmaak_f32 v97, v64, v218, 0xdeadbeef :: v_dual_and_b32 v122, s58, v39
v_dual_fmamk_f32 v62, v49, 0x3e00, v154 :: v_dual_fmac_f32 v155, v111, v193
v_dual_add_f32 v195, v23, v0 :: v_dual_fmamk_f32 v62, s81, 0x12345678, v58
v_dual_sub_f32 v202, v24, v1 :: v_dual_mul_f32 v223, v225, v79
v_dual_subrev_f32 v136, v145, v190 :: v_dual_add_f32 v93, v16, v161
v_dual_mul_dx9_zero_f32 v83, v117, v132 :: v_dual_sub_f32 v56, s27, v63
v_dual_mov_b32 v208, v215 :: v_dual_subrev_f32 v77, 0x3e00, v149
v_dual_cndmask_b32 v141, s17, v109 :: v_dual_mul_dx9_zero_f32 v82, v67, v171
v_dual_max_f32 v45, s71, v207 :: v_dual_mov_b32 v174, v173
v_dual_min_f32 v38, v102, v157 :: v_dual_cndmask_b32 v21, v35, v14
v_dual_fmac_f32 v65, v57, v47 :: v_dual_dot2acc_f32_f16 v20, v148, v208
v_dual_fmaak_f32 v145, s98, v37, 0x42c80000 :: v_dual_add_nc_u32 v236, v158, v147
v_dual_mul_f32 v226, 1.0, v179 :: v_dual_and_b32 v101, v25, v124
v_dual_add_f32 v217, v135, v236 :: v_dual_fmac_f32 v62, 2.0, v106
v_dual_sub_f32 v28, 4.0, v92 :: v_dual_fmaak_f32 v195, s68, v57, 0x3fc00000
v_dual_subrev_f32 v6, -2.0, v232 :: v_dual_fmamk_f32 v147, s40, 0x12345678, v74
v_dual_mul_dx9_zero_f32 v31, s12, v30 :: v_dual_mul_f32 v112, s6, v23
v_dual_mov_b32 v147, v134 :: v_dual_add_f32 v58, 0xdeadbeef, v58
v_dual_cndmask_b32 v169, v45, v218 :: v_dual_sub_f32 v10, 22, v113
v_dual_max_f32 v170, s98, v14 :: v_dual_subrev_f32 v123, 0xdeadbeef, v199
v_dual_min_f32 v187, v108, v86 :: v_dual_mul_dx9_zero_f32 v236, v91, v173
v_dual_dot2acc_f32_f16 v48, v225, v210 :: v_dual_mov_b32 v121, v39
v_dual_fmac_f32 v177, v185, v194 :: v_dual_max_f32 v172, v238, v227
v_dual_fmaak_f32 v38, 0x12345678, v199, 0x12345678 :: v_dual_min_f32 v161, v46, v205
v_dual_mul_f32 v23, 0x3fc00000, v195 :: v_dual_add_nc_u32 v210, s84, v209
v_dual_add_f32 v145, v80, v59 :: v_dual_lshlrev_b32 v124, 52, v80
v_dual_sub_f32 v11, v18, v47 :: v_dual_and_b32 v98, 0x12345678, v137
v_dual_subrev_f32 v160, v61, v7 :: v_dual_fmac_f32 v91, v174, v117
v_dual_mul_dx9_zero_f32 v87, v60, v114 :: v_dual_fmaak_f32 v94, s42, v5, 0x42c80000
v_dual_mov_b32 v72, v69 :: v_dual_fmamk_f32 v123, v22, 0xdeadbeef, v152
v_dual_cndmask_b32 v129, v167, v20 :: v_dual_mul_f32 v180, v9, v73
v_dual_max_f32 v91, v136, v93 :: v_dual_add_f32 v128, s49, v136
v_dual_min_f32 v198, v112, v111 :: v_dual_sub_f32 v171, v89, v218
v_dual_dot2acc_f32_f16 v71, v121, v5 :: v_dual_subrev_f32 v88, 0x3e00, v174
v_dual_fmac_f32 v136, -2.0, v226 :: v_dual_mov_b32 v119, v167
v_dual_fmamk_f32 v221, s31, 0xdeadbeef, v106 :: v_dual_max_f32 v224, v64, v20
v_dual_mul_f32 v103, s12, v64 :: v_dual_min_f32 v84, v197, v99
v_dual_add_f32 v107, v96, v64 :: v_dual_dot2acc_f32_f16 v24, v55, v194
v_dual_sub_f32 v86, s83, v62 :: v_dual_add_nc_u32 v129, v155, v131
v_dual_subrev_f32 v73, v186, v152 :: v_dual_lshlrev_b32 v48, 0.15915494, v103
v_dual_mul_dx9_zero_f32 v30, v19, v233 :: v_dual_and_b32 v75, v113, v139
v_dual_mov_b32 v48, s4 :: v_dual_fmac_f32 v217, v133, v155
v_dual_max_f32 v31, 0xdeadbeef, v82 :: v_dual_fmamk_f32 v190, v91, 0xdeadbeef, v207
v_dual_dot2acc_f32_f16 v212, 33, v149 :: v_dual_add_f32 v15, v16, v168
v_dual_fmac_f32 v158, v134, v113 :: v_dual_subrev_f32 v51, v149, v71
v_dual_fmaak_f32 v157, v144, v142, 0x3e00 :: v_dual_mul_dx9_zero_f32 v208, s50, v83
v_dual_fmamk_f32 v41, v121, 0xdeadbeef, v155 :: v_dual_mov_b32 v88, v78
v_dual_mul_f32 v127, v79, v232 :: v_dual_cndmask_b32 v4, s53, v219
v_dual_add_f32 v121, v11, v85 :: v_dual_max_f32 v154, 0x3fc00000, v200
v_dual_sub_f32 v26, v111, v54 :: v_dual_min_f32 v139, v133, v60
v_dual_mul_dx9_zero_f32 v15, 0xdeadbeef, v77 :: v_dual_add_nc_u32 v20, v113, v167
v_dual_mov_b32 v48, -15 :: v_dual_lshlrev_b32 v17, s11, v210
v_dual_cndmask_b32 v186, s14, v121 :: v_dual_and_b32 v11, v215, v114
v_dual_max_f32 v194, s90, v0 :: v_dual_fmac_f32 v177, v239, v127
v_dual_fmac_f32 v11, 39, v113 :: v_dual_add_f32 v90, v43, v168
v_dual_fmaak_f32 v43, v198, v216, 0x42c80000 :: v_dual_sub_f32 v100, 30, v89
v_rcp_f16_e32 v63, -2.0
v_trunc_f16_e32 v8, s48
v_sub_f16_e32 v6, 52, v15
v_fmamk_f16 v0, s90, -1.5, v31
v_fmaak_f16 v19, v38, v17, 1.5
v_min_f16_e32 v6, v30, v0
v_cmp_le_u16_e32 vcc_lo, 26, v15
v_cmpx_le_i16_e32 v22, v35
buffer_load_u8 v56, off, s[88:91], 8 offset:2740 dlc
buffer_load_d16_hi_b16 v2, v229, s[32:35], 9 idxen offset:3568
buffer_store_d16_hi_format_x v171, v165, s[100:103], s7 offen offset:624 slc
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
tbuffer_load_format_x v76, v28, ttmp[0:3], m0 format:[BUF_FMT_2_10_10_10_SSCALED] offen
tbuffer_load_format_x v9, off, s[96:99], 43 format:[BUF_FMT_8_8_8_8_SSCALED] offset:1883 glc
tbuffer_load_format_x v123, v57, s[48:51], 10 idxen offset:3412 glc dlc
tbuffer_load_format_x v198, off, s[16:19], vcc_lo format:[BUF_FMT_10_11_11_FLOAT] offset:3747 slc
tbuffer_load_format_xy v[20:21], v123, s[100:103], s34 format:[BUF_FMT_32_32_FLOAT] offen
tbuffer_load_format_xy v[254:255], v11, s[48:51], 59 format:48 offen offset:2052 dlc
tbuffer_load_format_xy v[0:1], v67, ttmp[8:11], m0 format:[BUF_FMT_16_16_USCALED] offen offset:3803 glc dlc
tbuffer_load_format_xy v[99:100], v13, s[0:3], m0 format:[BUF_FMT_8_8_SSCALED] offen offset:3887 glc
tbuffer_load_format_xy v[31:32], v162, s[100:103], s38 format:[BUF_FMT_10_10_10_2_UNORM] offen offset:1822 dlc
tbuffer_load_format_xy v[139:140], v13, s[92:95], ttmp0 format:53 offen offset:3188 slc dlc
tbuffer_load_format_xy v[139:140], off, s[12:15], s94 format:[BUF_FMT_8_SINT] offset:680
tbuffer_load_format_xyz v[222:224], v218, s[44:47], 24 offen offset:3982
tbuffer_load_format_xyz v[253:255], v13, s[32:35], s10 format:[BUF_FMT_16_FLOAT] idxen glc slc dlc
tbuffer_load_format_xyz v[27:29], off, ttmp[8:11], s77 format:[BUF_FMT_16_16_16_16_SNORM] offset:1935 glc slc
tbuffer_load_format_xyz v[253:255], off, s[64:67], exec_lo format:37 offset:1120 glc slc dlc
tbuffer_load_format_xyz v[253:255], v255, s[28:31], m0 format:[BUF_FMT_10_10_10_2_UINT] offen offset:3377 dlc
tbuffer_load_format_xyzw v[166:169], off, s[96:99], s32 format:39 dlc
tbuffer_load_format_xyzw v[26:29], v218, s[44:47], s87 format:[BUF_FMT_11_11_10_FLOAT] offen offset:1963 glc slc dlc
tbuffer_load_format_xyzw v[192:195], v221, s[24:27], s0 idxen offset:2691 glc
tbuffer_store_format_x v15, v94, s[80:83], 50 offen offset:4065 dlc
tbuffer_store_format_x v255, off, s[44:47], s17 format:[BUF_FMT_8_8_SSCALED] dlc
tbuffer_store_format_x v8, off, ttmp[8:11], 40 format:[BUF_FMT_16_UNORM] slc dlc
tbuffer_store_format_x v3, off, s[100:103], 9 format:111 offset:3821 dlc
tbuffer_store_format_x v16, off, s[64:67], 61 format:94 offset:2390 slc dlc
tbuffer_store_format_x v20, v255, s[28:31], s70 format:49 offen offset:2234 slc dlc
tbuffer_store_format_xy v[93:94], v76, s[92:95], s72 format:[BUF_FMT_16_SINT] offen offset:3337 glc
tbuffer_store_format_xy v[18:19], v189, s[24:27], m0 format:26 idxen
tbuffer_store_format_xyz v[28:30], off, ttmp[4:7], s21 format:102 offset:979 glc dlc
tbuffer_store_format_xyz v[19:21], v84, s[8:11], 22 format:67 idxen offset:2788 dlc
tbuffer_store_format_xyz v[130:132], v255, s[40:43], s94 offen glc
tbuffer_store_format_xyzw v[22:25], v229, s[12:15], s34 format:[BUF_FMT_16_FLOAT] offen offset:1455 glc
tbuffer_store_format_xyzw v[252:255], v39, s[32:35], 0 offen glc dlc
tbuffer_store_format_xyzw v[216:219], off, s[92:95], s65 format:53
tbuffer_store_format_xyzw v[2:5], v121, s[16:19], m0 format:[BUF_FMT_16_16_SSCALED] offen offset:948 glc slc
tbuffer_store_format_xyzw v[63:66], off, s[16:19], 31 format:90 offset:435 glc dlc
tbuffer_load_d16_format_x v42, v28, s[96:99], s28 format:35 idxen offset:3544 slc
tbuffer_load_d16_format_x v2, v7, s[64:67], ttmp3 format:[BUF_FMT_16_FLOAT] idxen offset:1802 glc slc dlc
tbuffer_load_d16_format_x v1, v148, s[28:31], m0 format:[BUF_FMT_8_8_8_8_SNORM] offen glc slc dlc
tbuffer_load_d16_format_x v11, v34, s[96:99], m0 format:[BUF_FMT_32_SINT] offen offset:3941 slc dlc
tbuffer_load_d16_format_xy v15, off, s[68:71], m0 format:[BUF_FMT_16_16_UNORM] offset:1264
tbuffer_load_d16_format_xy v12, v7, s[72:75], s95 format:[BUF_FMT_16_16_16_16_SNORM] offen offset:2343 glc dlc
tbuffer_load_d16_format_xy v211, v19, s[64:67], s47 format:26 offen offset:1028 slc dlc
tbuffer_load_d16_format_xy v133, off, s[80:83], m0 format:120 slc dlc
tbuffer_load_d16_format_xy v19, v228, s[36:39], vcc_lo format:[BUF_FMT_2_10_10_10_UINT] idxen offset:2141 dlc
tbuffer_load_d16_format_xyz v[15:16], off, s[92:95], exec_hi offset:1707 slc
tbuffer_load_d16_format_xyz v[194:195], off, s[40:43], m0 format:[BUF_FMT_32_32_32_SINT] offset:2042 slc dlc
tbuffer_load_d16_format_xyz v[16:17], v241, s[88:91], ttmp2 format:[BUF_FMT_32_32_FLOAT] offen offset:51 glc dlc
tbuffer_load_d16_format_xyz v[254:255], off, s[12:15], m0 format:[BUF_FMT_16_16_16_16_FLOAT] slc dlc
tbuffer_load_d16_format_xyz v[147:148], v119, s[88:91], vcc_hi format:[BUF_FMT_16_16_FLOAT] idxen offset:90 glc slc dlc
tbuffer_load_d16_format_xyzw v[14:15], v255, s[4:7], s88 format:[BUF_FMT_16_SINT] offen offset:1962 glc slc
tbuffer_load_d16_format_xyzw v[17:18], v178, ttmp[12:15], m0 format:[BUF_FMT_16_UINT] offen glc slc dlc
tbuffer_load_d16_format_xyzw v[18:19], v56, ttmp[8:11], s91 format:[BUF_FMT_16_UNORM] offen offset:3115 glc dlc
tbuffer_load_d16_format_xyzw v[232:233], v22, s[80:83], m0 format:[BUF_FMT_16_16_16_16_FLOAT] offen slc
tbuffer_load_d16_format_xyzw v[114:115], off, s[12:15], m0 format:[BUF_FMT_16_16_SSCALED]
tbuffer_store_d16_format_x v17, v255, s[96:99], m0 idxen slc dlc
tbuffer_store_d16_format_x v3, v16, s[24:27], s45 format:[BUF_FMT_16_16_UNORM] offen slc
tbuffer_store_d16_format_x v238, v6, s[4:7], s52 format:[BUF_FMT_16_16_16_16_USCALED] idxen offset:2176 glc
tbuffer_store_d16_format_x v34, off, s[88:91], s71 format:[BUF_FMT_32_SINT] dlc
tbuffer_store_d16_format_xy v255, off, s[40:43], m0 format:[BUF_FMT_32_32_32_UINT] offset:1406 glc slc
tbuffer_store_d16_format_xy v9, v11, s[20:23], s96 format:[BUF_FMT_8_SNORM] idxen offset:3459
tbuffer_store_d16_format_xy v163, v48, s[40:43], 63 format:[BUF_FMT_16_16_16_16_UINT] offen offset:3588
tbuffer_store_d16_format_xy v61, v11, s[60:63], 60 format:[BUF_FMT_32_32_32_32_UINT] offen offset:3867 glc
tbuffer_store_d16_format_xy v133, off, s[64:67], s27 format:[BUF_FMT_8_8_8_8_SINT] offset:1272 slc
tbuffer_store_d16_format_xyz v[5:6], v40, s[16:19], 0 format:[BUF_FMT_8_SNORM] offen offset:2141 slc dlc
tbuffer_store_d16_format_xyz v[19:20], v64, s[4:7], m0 format:[BUF_FMT_32_32_32_32_SINT] idxen offset:549
tbuffer_store_d16_format_xyz v[13:14], v23, s[100:103], s90 idxen offset:1552
tbuffer_store_d16_format_xyz v[183:184], v3, s[88:91], s2 format:[BUF_FMT_8_SNORM] idxen offset:2773 dlc
tbuffer_store_d16_format_xyz v[73:74], v98, s[76:79], s8 format:12 offen offset:2954 glc
tbuffer_store_d16_format_xyz v[9:10], v29, s[20:23], s80 offen offset:1241 glc slc dlc
tbuffer_store_d16_format_xyzw v[232:233], off, s[64:67], s4 format:22
tbuffer_store_d16_format_xyzw v[96:97], off, s[20:23], exec_lo format:[BUF_FMT_10_10_10_2_SINT] glc
tbuffer_store_d16_format_xyzw v[179:180], v17, s[56:59], 8 format:[BUF_FMT_32_32_32_32_UINT] idxen offset:1605
tbuffer_store_d16_format_xyzw v[254:255], v0, s[24:27], s54 format:[BUF_FMT_16_16_16_16_SINT] idxen glc slc
tbuffer_store_d16_format_xyzw v[92:93], v253, s[52:55], m0 format:[BUF_FMT_16_USCALED] idxen offset:241 dlc
L_end:
s_endpgm
