L_top:
s_and_saveexec_b64 s[60:61], ttmp[0:1]
s_and_saveexec_b64 s[90:91], s[18:19]
s_or_saveexec_b64 s[58:59], -12
s_or_saveexec_b64 exec, 0xffff0000
s_xor_saveexec_b64 s[64:65], s[24:25]
s_xor_saveexec_b64 s[60:61], 4.0
s_andn2_saveexec_b64 s[60:61], -0.5
s_andn2_saveexec_b64 s[94:95], s[88:89]
s_orn2_saveexec_b64 ttmp[0:1], -1000
s_orn2_saveexec_b64 ttmp[0:1], 23
s_nand_saveexec_b64 s[98:99], 12345678
s_nand_saveexec_b64 exec, s[78:79]
s_nor_saveexec_b64 s[14:15], s[86:87]
s_nor_saveexec_b64 s[92:93], vcc
s_xnor_saveexec_b64 ttmp[0:1], ttmp[14:15]
s_xnor_saveexec_b64 vcc, s[60:61]
s_andn1_saveexec_b64 s[28:29], s[66:67]
s_andn1_saveexec_b64 exec, 11
s_orn1_saveexec_b64 s[34:35], 0.5
s_orn1_saveexec_b64 exec, 1
s_andn1_wrexec_b64 s[102:103], -1000
s_andn1_wrexec_b64 vcc, 0xffff0000
s_andn2_wrexec_b64 s[100:101], 0xffff0000
s_andn2_wrexec_b64 vcc, ttmp[0:1]
s_and_saveexec_b32 s8, 0.5
s_and_saveexec_b32 vcc_hi, 8
s_or_saveexec_b32 exec_lo, vcc_hi
s_or_saveexec_b32 m0, s32
s_xor_saveexec_b32 exec_lo, -12345
s_xor_saveexec_b32 exec_hi, -1.5
s_andn2_saveexec_b32 s57, vcc_hi
s_andn2_saveexec_b32 s10, vcc_hi
s_orn2_saveexec_b32 vcc_hi, s55
s_orn2_saveexec_b32 m0, -2.0
s_nand_saveexec_b32 vcc_hi, -1.5
s_nand_saveexec_b32 ttmp10, m0
s_nor_saveexec_b32 s68, 48
s_nor_saveexec_b32 ttmp0, 100000
s_xnor_saveexec_b32 s76, 0xdeadbeef
s_xnor_saveexec_b32 s71, 0x12345678
s_andn1_saveexec_b32 s66, 0xdeadbeef
s_andn1_saveexec_b32 m0, 0xdeadbeef
s_orn1_saveexec_b32 m0, 0xffff
s_orn1_saveexec_b32 exec_hi, s20
s_andn1_wrexec_b32 s72, s95
s_andn1_wrexec_b32 s7, s95
s_andn2_wrexec_b32 exec_lo, s22
s_andn2_wrexec_b32 s16, s95
v_cndmask_b32_e32 v219, v24, v188, vcc
v_cndmask_b32_e32 v124, v255, v163, vcc
v_cndmask_b32_dpp v178, v16, v198, vcc quad_perm:[2,2,1,1] row_mask:0x7 bank_mask:0x4 bound_ctrl:0
v_cndmask_b32_sdwa v181, v186, v41, vcc dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:BYTE_3
v_cndmask_b32_dpp v60, v255, v3, vcc dpp8:[0,4,5,4,6,4,4,3] fi:1
v_add_co_ci_u32_e32 v146, vcc, v216, v150, vcc
v_add_co_ci_u32_e32 v28, vcc, v255, v255, vcc
v_add_co_ci_u32_dpp v223, vcc, v18, v48, vcc row_half_mirror row_mask:0x1 bank_mask:0xd fi:1
v_add_co_ci_u32_sdwa v6, vcc, -3, sext(v170), vcc dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_add_co_ci_u32_dpp v137, vcc, v113, v105, vcc dpp8:[6,2,5,4,0,7,7,0]
v_sub_co_ci_u32_e32 v239, vcc, -0.5, v58, vcc
v_sub_co_ci_u32_e32 v243, vcc, vcc_lo, v21, vcc
v_sub_co_ci_u32_dpp v21, vcc, v20, v6, vcc quad_perm:[0,3,2,3] row_mask:0x5 bank_mask:0x7
v_sub_co_ci_u32_sdwa v93, vcc, sext(v7), v255, vcc clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src1_sel:BYTE_0
v_sub_co_ci_u32_dpp v255, vcc, v65, v73, vcc dpp8:[7,6,0,3,5,3,5,7]
v_subrev_co_ci_u32_e32 v119, vcc, s96, v19, vcc
v_subrev_co_ci_u32_e32 v142, vcc, v109, v8, vcc
v_subrev_co_ci_u32_dpp v128, vcc, v31, v121, vcc quad_perm:[3,2,0,3] row_mask:0xb bank_mask:0xa
v_subrev_co_ci_u32_sdwa v24, vcc, v0, v255, vcc dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
v_subrev_co_ci_u32_dpp v20, vcc, v16, v96, vcc dpp8:[7,3,5,7,6,2,0,1]
v_cmp_f_f32_e32 vcc, s5, v31
v_cmp_f_f32_e32 vcc, v103, v127
v_cmp_f_f32_sdwa vcc, -|v169|, v255 src0_sel:WORD_1 src1_sel:WORD_1
v_cmp_lt_f32_e32 vcc, v51, v222
v_cmp_lt_f32_e32 vcc, v17, v170
v_cmp_lt_f32_sdwa ttmp[4:5], v252, v255 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_eq_f32_e32 vcc, ttmp5, v67
v_cmp_eq_f32_e32 vcc, v55, v194
v_cmp_eq_f32_sdwa vcc, v247, v29 src0_sel:BYTE_1
v_cmp_le_f32_e32 vcc, 4.0, v58
v_cmp_le_f32_e32 vcc, v12, v4
v_cmp_le_f32_sdwa vcc, -v255, v214 src1_sel:WORD_1
v_cmp_gt_f32_e32 vcc, v96, v240
v_cmp_gt_f32_e32 vcc, v10, v22
v_cmp_gt_f32_sdwa exec, v91, v0 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_lg_f32_e32 vcc, v80, v1
v_cmp_lg_f32_e32 vcc, exec_hi, v203
v_cmp_lg_f32_sdwa vcc, v200, v108 src0_sel:WORD_1 src1_sel:WORD_0
v_cmp_ge_f32_e32 vcc, v67, v155
v_cmp_ge_f32_e32 vcc, 0.5, v231
v_cmp_o_f32_e32 vcc, v236, v2
v_cmp_o_f32_e32 vcc, v50, v12
v_cmp_o_f32_sdwa vcc, v25, -v14 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_u_f32_e32 vcc, s24, v215
v_cmp_u_f32_e32 vcc, s51, v94
v_cmp_u_f32_sdwa vcc, v7, v209 src0_sel:DWORD
v_cmp_nge_f32_e32 vcc, s26, v209
v_cmp_nge_f32_e32 vcc, v184, v24
v_cmp_nge_f32_sdwa vcc, v24, -v130 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmp_nlg_f32_e32 vcc, v44, v27
v_cmp_nlg_f32_e32 vcc, v16, v207
v_cmp_nlg_f32_sdwa vcc, -|v185|, v127 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ngt_f32_e32 vcc, v236, v140
v_cmp_ngt_f32_e32 vcc, v0, v24
v_cmp_ngt_f32_sdwa vcc, -v30, v161 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_nle_f32_e32 vcc, v39, v22
v_cmp_nle_f32_e32 vcc, v30, v25
v_cmp_nle_f32_sdwa ttmp[4:5], v12, -|v7| src1_sel:BYTE_1
v_cmp_neq_f32_e32 vcc, v181, v111
v_cmp_neq_f32_e32 vcc, 1.0, v2
v_cmp_neq_f32_sdwa vcc, v10, v201 src0_sel:BYTE_3
v_cmp_nlt_f32_e32 vcc, v138, v0
v_cmp_nlt_f32_e32 vcc, v18, v255
v_cmp_nlt_f32_sdwa vcc, v255, v187 src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_tru_f32_e32 vcc, v18, v107
v_cmp_tru_f32_e32 vcc, -1.0, v137
v_cmp_f_f64_e32 vcc, 2.0, v[254:255]
v_cmp_f_f64_e32 vcc, s[54:55], v[14:15]
v_cmp_lt_f64_e32 vcc, v[61:62], v[6:7]
v_cmp_lt_f64_e32 vcc, s[32:33], v[216:217]
v_cmp_eq_f64_e32 vcc, v[27:28], v[219:220]
v_cmp_eq_f64_e32 vcc, v[21:22], v[219:220]
v_cmp_le_f64_e32 vcc, v[135:136], v[6:7]
v_cmp_le_f64_e32 vcc, v[8:9], v[25:26]
v_cmp_gt_f64_e32 vcc, v[73:74], v[246:247]
v_cmp_gt_f64_e32 vcc, v[28:29], v[208:209]
v_cmp_lg_f64_e32 vcc, v[254:255], v[254:255]
v_cmp_lg_f64_e32 vcc, v[37:38], v[197:198]
v_cmp_ge_f64_e32 vcc, -1.5, v[4:5]
v_cmp_ge_f64_e32 vcc, v[54:55], v[163:164]
v_cmp_o_f64_e32 vcc, v[48:49], v[9:10]
v_cmp_o_f64_e32 vcc, -4.0, v[27:28]
v_cmp_u_f64_e32 vcc, -1.5, v[109:110]
v_cmp_u_f64_e32 vcc, ttmp[14:15], v[254:255]
v_cmp_nge_f64_e32 vcc, vcc, v[29:30]
v_cmp_nge_f64_e32 vcc, 1.5, v[178:179]
v_cmp_nlg_f64_e32 vcc, v[15:16], v[146:147]
v_cmp_nlg_f64_e32 vcc, v[140:141], v[201:202]
v_cmp_ngt_f64_e32 vcc, -1.5, v[17:18]
v_cmp_ngt_f64_e32 vcc, 100.0, v[152:153]
v_cmp_nle_f64_e32 vcc, v[217:218], v[254:255]
v_cmp_nle_f64_e32 vcc, v[156:157], v[22:23]
v_cmp_neq_f64_e32 vcc, v[22:23], v[23:24]
v_cmp_neq_f64_e32 vcc, 0.5, v[8:9]
v_cmp_nlt_f64_e32 vcc, v[214:215], v[10:11]
v_cmp_nlt_f64_e32 vcc, 100.0, v[4:5]
v_cmp_tru_f64_e32 vcc, v[246:247], v[102:103]
v_cmp_tru_f64_e32 vcc, 52, v[105:106]
v_cmp_f_i32_e32 vcc, s9, v1
v_cmp_f_i32_e32 vcc, 0.15915494, v7
v_cmp_f_i32_sdwa s[4:5], sext(v107), v112 src0_sel:WORD_0 src1_sel:BYTE_0
v_cmp_lt_i32_e32 vcc, v94, v164
v_cmp_lt_i32_e32 vcc, -3, v235
v_cmp_lt_i32_sdwa vcc, sext(v255), v25 src0_sel:BYTE_2
v_cmp_eq_i32_e32 vcc, v6, v213
v_cmp_eq_i32_e32 vcc, 0xffff, v153
v_cmp_eq_i32_sdwa vcc, s10, v1 src0_sel:DWORD
v_cmp_le_i32_e32 vcc, s68, v204
v_cmp_le_i32_e32 vcc, 40, v45
v_cmp_gt_i32_e32 vcc, v26, v30
v_cmp_gt_i32_e32 vcc, exec_hi, v255
v_cmp_gt_i32_sdwa vcc, v255, sext(v19) src0_sel:BYTE_0 src1_sel:WORD_1
v_cmp_ne_i32_e32 vcc, v37, v15
v_cmp_ne_i32_e32 vcc, v129, v191
v_cmp_ne_i32_sdwa exec, sext(s95), sext(v22) src0_sel:WORD_1 src1_sel:BYTE_3
v_cmp_ge_i32_e32 vcc, -12, v82
v_cmp_ge_i32_e32 vcc, exec_lo, v12
v_cmp_ge_i32_sdwa vcc, v255, sext(v129) src0_sel:WORD_1 src1_sel:WORD_0
v_cmp_t_i32_e32 vcc, v44, v206
v_cmp_t_i32_e32 vcc, m0, v89
v_cmp_t_i32_sdwa vcc, sext(v1), v41 src0_sel:BYTE_0
v_cmp_class_f32_e32 vcc, v189, v23
v_cmp_class_f32_e32 vcc, v3, v178
v_cmp_class_f32_sdwa vcc, v248, v95 src1_sel:BYTE_2
v_cmp_lt_i16_e32 vcc, m0, v20
v_cmp_lt_i16_e32 vcc, v148, v72
v_cmp_eq_i16_e32 vcc, v147, v190
v_cmp_eq_i16_e32 vcc, 55, v120
v_cmp_eq_i16_sdwa vcc, v1, v7 src0_sel:BYTE_2 src1_sel:BYTE_0
v_cmp_le_i16_e32 vcc, src_shared_limit, v26
v_cmp_le_i16_e32 vcc, 4.0, v24
v_cmp_gt_i16_e32 vcc, v249, v10
v_cmp_gt_i16_e32 vcc, 29, v96
v_cmp_gt_i16_sdwa ttmp[4:5], sext(v255), v11 src0_sel:BYTE_3 src1_sel:BYTE_1
v_cmp_ne_i16_e32 vcc, 1000, v3
v_cmp_ne_i16_e32 vcc, v212, v73
v_cmp_ne_i16_sdwa vcc, v120, v145 src0_sel:BYTE_3
v_cmp_ge_i16_e32 vcc, v94, v215
v_cmp_ge_i16_e32 vcc, v12, v122
v_cmp_ge_i16_sdwa s[94:95], s23, v178 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_class_f16_e32 vcc, v255, v130
v_cmp_class_f16_e32 vcc, v209, v11
v_cmp_f_i64_e32 vcc, -4.0, v[131:132]
v_cmp_f_i64_e32 vcc, v[66:67], v[24:25]
v_cmp_lt_i64_e32 vcc, v[42:43], v[145:146]
v_cmp_lt_i64_e32 vcc, v[190:191], v[180:181]
v_cmp_eq_i64_e32 vcc, v[21:22], v[254:255]
v_cmp_eq_i64_e32 vcc, 3, v[223:224]
v_cmp_le_i64_e32 vcc, v[127:128], v[148:149]
v_cmp_le_i64_e32 vcc, 0x12345, v[19:20]
v_cmp_gt_i64_e32 vcc, s[46:47], v[0:1]
v_cmp_gt_i64_e32 vcc, 46, v[20:21]
v_cmp_ne_i64_e32 vcc, v[137:138], v[107:108]
v_cmp_ne_i64_e32 vcc, v[29:30], v[232:233]
v_cmp_ge_i64_e32 vcc, s[38:39], v[31:32]
v_cmp_ge_i64_e32 vcc, 0xffff0000, v[11:12]
v_cmp_t_i64_e32 vcc, exec, v[115:116]
v_cmp_t_i64_e32 vcc, 0x12345, v[16:17]
v_cmp_class_f64_e32 vcc, v[170:171], v24
v_cmp_class_f64_e32 vcc, v[209:210], v79
v_cmp_lt_u16_e32 vcc, v12, v65
v_cmp_lt_u16_e32 vcc, v26, v189
v_cmp_lt_u16_sdwa vcc, v19, v16 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmp_eq_u16_e32 vcc, v255, v195
v_cmp_eq_u16_e32 vcc, 1.0, v101
v_cmp_le_u16_e32 vcc, -7, v80
v_cmp_le_u16_e32 vcc, v183, v118
v_cmp_le_u16_sdwa ttmp[4:5], v144, sext(v180) src0_sel:WORD_1
v_cmp_gt_u16_e32 vcc, 0x1234, v188
v_cmp_gt_u16_e32 vcc, v5, v29
v_cmp_ne_u16_e32 vcc, v87, v8
v_cmp_ne_u16_e32 vcc, v11, v44
v_cmp_ne_u16_sdwa vcc, v27, v1 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmp_ge_u16_e32 vcc, v7, v105
v_cmp_ge_u16_e32 vcc, v52, v235
v_cmp_ge_u16_sdwa exec, s35, sext(v22) src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_f_u32_e32 vcc, v110, v131
v_cmp_f_u32_e32 vcc, v156, v178
v_cmp_f_u32_sdwa vcc, sext(v153), sext(v29) src0_sel:BYTE_1 src1_sel:BYTE_2
v_cmp_lt_u32_e32 vcc, v146, v57
v_cmp_lt_u32_e32 vcc, v232, v175
v_cmp_lt_u32_sdwa vcc, sext(v118), v15 src0_sel:WORD_0 src1_sel:BYTE_3
v_cmp_eq_u32_e32 vcc, s27, v9
v_cmp_eq_u32_e32 vcc, vcc_hi, v8
v_cmp_eq_u32_sdwa vcc, v27, v6
v_cmp_le_u32_e32 vcc, 62, v1
v_cmp_le_u32_e32 vcc, v175, v17
v_cmp_le_u32_sdwa vcc, v19, v4 src0_sel:BYTE_1 src1_sel:BYTE_1
v_cmp_gt_u32_e32 vcc, 0.15915494, v90
v_cmp_gt_u32_e32 vcc, v216, v13
v_cmp_gt_u32_sdwa vcc, v53, v236 src0_sel:BYTE_3 src1_sel:BYTE_0
v_cmp_ne_u32_e32 vcc, v6, v131
v_cmp_ne_u32_e32 vcc, v146, v14
v_cmp_ne_u32_sdwa exec, 31, sext(v249) src1_sel:BYTE_1
v_cmp_ge_u32_e32 vcc, -9, v30
v_cmp_ge_u32_e32 vcc, v255, v20
v_cmp_t_u32_e32 vcc, -1.0, v13
v_cmp_t_u32_e32 vcc, v5, v240
v_cmp_t_u32_sdwa exec, v173, sext(v255) src1_sel:BYTE_0
v_cmp_f_f16_e32 vcc, v223, v34
v_cmp_f_f16_e32 vcc, v82, v14
v_cmp_f_f16_sdwa s[22:23], v237, v204 src0_sel:BYTE_3 src1_sel:BYTE_3
v_cmp_lt_f16_e32 vcc, m0, v146
v_cmp_lt_f16_e32 vcc, s21, v95
v_cmp_lt_f16_sdwa vcc, v230, v20 src0_sel:WORD_1
v_cmp_eq_f16_e32 vcc, v124, v33
v_cmp_eq_f16_e32 vcc, v127, v181
v_cmp_eq_f16_sdwa vcc, s92, -|v255| src1_sel:BYTE_2
v_cmp_le_f16_e32 vcc, -1.0, v57
L_mid:
v_cmp_le_f16_e32 vcc, v6, v20
v_cmp_le_f16_sdwa vcc, v27, |v31| src1_sel:BYTE_3
v_cmp_gt_f16_e32 vcc, v177, v84
v_cmp_gt_f16_e32 vcc, 1.0, v2
v_cmp_gt_f16_sdwa s[44:45], v219, v80 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmp_lg_f16_e32 vcc, v21, v207
v_cmp_lg_f16_e32 vcc, s44, v25
v_cmp_lg_f16_sdwa vcc, v18, v11 src0_sel:BYTE_3 src1_sel:BYTE_2
v_cmp_ge_f16_e32 vcc, s22, v197
v_cmp_ge_f16_e32 vcc, 46, v22
v_cmp_ge_f16_sdwa ttmp[4:5], v51, |v203| src0_sel:WORD_0 src1_sel:BYTE_1
v_cmp_o_f16_e32 vcc, 2.0, v58
v_cmp_o_f16_e32 vcc, 17, v255
v_cmp_f_u64_e32 vcc, v[69:70], v[254:255]
v_cmp_f_u64_e32 vcc, s[32:33], v[30:31]
v_cmp_lt_u64_e32 vcc, v[157:158], v[7:8]
v_cmp_lt_u64_e32 vcc, v[3:4], v[254:255]
v_cmp_eq_u64_e32 vcc, v[93:94], v[209:210]
v_cmp_eq_u64_e32 vcc, -11, v[134:135]
v_cmp_le_u64_e32 vcc, v[23:24], v[46:47]
v_cmp_le_u64_e32 vcc, 0x12345, v[30:31]
v_cmp_gt_u64_e32 vcc, 0.5, v[95:96]
v_cmp_gt_u64_e32 vcc, 0xffff0000, v[26:27]
v_cmp_ne_u64_e32 vcc, v[254:255], v[133:134]
v_cmp_ne_u64_e32 vcc, v[17:18], v[227:228]
v_cmp_ge_u64_e32 vcc, v[160:161], v[107:108]
v_cmp_ge_u64_e32 vcc, v[155:156], v[17:18]
v_cmp_t_u64_e32 vcc, v[8:9], v[16:17]
v_cmp_t_u64_e32 vcc, v[23:24], v[223:224]
v_cmp_u_f16_e32 vcc, v255, v255
v_cmp_u_f16_e32 vcc, 1, v3
v_cmp_u_f16_sdwa vcc, v15, v4 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_nge_f16_e32 vcc, 0x4567, v26
v_cmp_nge_f16_e32 vcc, s34, v6
v_cmp_nge_f16_sdwa vcc, s72, -v255 src0_sel:DWORD
v_cmp_nlg_f16_e32 vcc, -4, v61
v_cmp_nlg_f16_e32 vcc, s67, v137
v_cmp_nlg_f16_sdwa vcc, v46, v31
v_cmp_ngt_f16_e32 vcc, v147, v116
v_cmp_ngt_f16_e32 vcc, v255, v149
v_cmp_ngt_f16_sdwa vcc, -v96, v43 src0_sel:BYTE_0
v_cmp_nle_f16_e32 vcc, v114, v226
v_cmp_nle_f16_e32 vcc, v210, v255
v_cmp_nle_f16_sdwa vcc, v71, v30 src0_sel:WORD_1 src1_sel:BYTE_1
v_cmp_neq_f16_e32 vcc, v23, v9
v_cmp_neq_f16_e32 vcc, s74, v138
v_cmp_neq_f16_sdwa exec, v199, v24 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_nlt_f16_e32 vcc, src_pops_exiting_wave_id, v99
v_cmp_nlt_f16_e32 vcc, v0, v0
v_cmp_nlt_f16_sdwa vcc, v246, v156 src0_sel:BYTE_3
v_cmp_tru_f16_e32 vcc, v48, v10
v_cmp_tru_f16_e32 vcc, v200, v157
v_cmp_tru_f16_sdwa vcc, -v252, v0 src0_sel:WORD_1 src1_sel:WORD_0
v_cmp_f_f32_e64 vcc, v151, 34
v_cmp_f_f32_e64 vcc, s92, v255 clamp
v_cmp_lt_f32_e64 s[86:87], |v140|, -|v101|
v_cmp_lt_f32_e64 s[66:67], -|v173|, s20 clamp
v_cmp_eq_f32_e64 s[26:27], -0.5, |v20| clamp
v_cmp_eq_f32_e64 ttmp[4:5], s32, v31
v_cmp_le_f32_e64 vcc, -|v80|, -|46| clamp
v_cmp_le_f32_e64 s[26:27], v82, -v0 clamp
v_cmp_gt_f32_e64 ttmp[4:5], 1.5, v28 clamp
v_cmp_gt_f32_e64 s[90:91], v110, -0.5 clamp
v_cmp_lg_f32_e64 exec, s76, v19
v_cmp_lg_f32_e64 vcc, 41, v4
v_cmp_ge_f32_e64 exec, v16, -v255 clamp
v_cmp_ge_f32_e64 exec, -|v88|, |-100.25| clamp
v_cmp_o_f32_e64 s[32:33], v58, 1.0
v_cmp_o_f32_e64 vcc, v2, -|src_scc| clamp
v_cmp_u_f32_e64 exec, v140, 1.5 clamp
v_cmp_u_f32_e64 ttmp[4:5], |v229|, v27
v_cmp_nge_f32_e64 exec, |v135|, -v25
v_cmp_nge_f32_e64 exec, -v6, v86 clamp
v_cmp_nlg_f32_e64 ttmp[4:5], s33, -v35 clamp
v_cmp_nlg_f32_e64 exec, v213, v246 clamp
v_cmp_ngt_f32_e64 ttmp[4:5], v0, v3 clamp
v_cmp_ngt_f32_e64 s[4:5], 2.0, v6
v_cmp_nle_f32_e64 s[68:69], s78, -v30 clamp
v_cmp_nle_f32_e64 exec, 36, -v26 clamp
v_cmp_neq_f32_e64 ttmp[4:5], v29, v70 clamp
v_cmp_neq_f32_e64 s[96:97], v99, -1.0
v_cmp_nlt_f32_e64 exec, v54, v155 clamp
v_cmp_nlt_f32_e64 exec, v9, -v14 clamp
v_cmp_tru_f32_e64 exec, 0x3fc00000, exec_hi clamp
v_cmp_tru_f32_e64 ttmp[4:5], v13, s2
v_cmp_f_f64_e64 s[82:83], ttmp[0:1], ttmp[14:15]
v_cmp_f_f64_e64 exec, 4.0, v[5:6]
v_cmp_lt_f64_e64 s[46:47], v[245:246], v[31:32] clamp
v_cmp_lt_f64_e64 exec, v[254:255], s[8:9] clamp
v_cmp_eq_f64_e64 vcc, s[84:85], |s[82:83]|
v_cmp_eq_f64_e64 s[92:93], v[223:224], |-2.0|
v_cmp_le_f64_e64 ttmp[4:5], 52, |v[17:18]| clamp
v_cmp_le_f64_e64 exec, |v[254:255]|, v[19:20]
v_cmp_gt_f64_e64 exec, v[13:14], v[13:14] clamp
v_cmp_gt_f64_e64 s[58:59], v[146:147], v[254:255]
v_cmp_lg_f64_e64 ttmp[4:5], 4.0, 0x40490000 clamp
v_cmp_lg_f64_e64 exec, v[193:194], |v[20:21]|
v_cmp_ge_f64_e64 s[14:15], v[190:191], s[6:7]
v_cmp_ge_f64_e64 vcc, -|v[170:171]|, 23
v_cmp_o_f64_e64 exec, |v[254:255]|, vcc
v_cmp_o_f64_e64 exec, v[89:90], 1.5
v_cmp_u_f64_e64 s[26:27], |v[4:5]|, -|1.5|
v_cmp_u_f64_e64 ttmp[4:5], v[32:33], s[72:73]
v_cmp_nge_f64_e64 ttmp[4:5], v[182:183], v[66:67] clamp
v_cmp_nge_f64_e64 vcc, v[204:205], v[215:216]
v_cmp_nlg_f64_e64 vcc, s[68:69], v[175:176]
v_cmp_ngt_f64_e64 exec, v[228:229], 1.0 clamp
v_cmp_ngt_f64_e64 exec, -1.0, v[24:25]
v_cmp_nle_f64_e64 s[68:69], -|-15|, 2.0 clamp
v_cmp_nle_f64_e64 ttmp[4:5], v[79:80], v[246:247]
v_cmp_neq_f64_e64 ttmp[4:5], v[254:255], 0x3ff80000
v_cmp_neq_f64_e64 exec, 4, v[167:168]
v_cmp_nlt_f64_e64 vcc, 0x3ff80000, s[102:103]
v_cmp_nlt_f64_e64 vcc, -v[254:255], |v[5:6]| clamp
v_cmp_tru_f64_e64 s[8:9], -v[54:55], 45
v_cmp_tru_f64_e64 ttmp[4:5], v[197:198], 0x40490000 clamp
v_cmp_f_i32_e64 vcc, 0xdeadbeef, s17
v_cmp_f_i32_e64 s[6:7], 0.5, 2.0
v_cmp_lt_i32_e64 vcc, v129, v118
v_cmp_lt_i32_e64 vcc, s40, -4.0
v_cmp_eq_i32_e64 exec, v31, v161
v_cmp_eq_i32_e64 s[88:89], v120, v72
v_cmp_le_i32_e64 vcc, exec_hi, ttmp3
v_cmp_le_i32_e64 ttmp[4:5], v2, s10
v_cmp_gt_i32_e64 vcc, src_scc, v255
v_cmp_gt_i32_e64 exec, v125, v16
v_cmp_ne_i32_e64 ttmp[4:5], 100000, v63
v_cmp_ne_i32_e64 vcc, 0.5, 4.0
v_cmp_ge_i32_e64 vcc, src_private_base, 0x12345678
v_cmp_ge_i32_e64 ttmp[4:5], 1.0, 0x12345678
v_cmp_t_i32_e64 ttmp[4:5], v117, v68
v_cmp_t_i32_e64 s[70:71], 1.0, 40
v_cmp_class_f32_e64 s[64:65], vcc_lo, v170
v_cmp_class_f32_e64 vcc, v104, 45
v_cmp_lt_i16_e64 ttmp[4:5], v164, s48
v_cmp_lt_i16_e64 exec, s89, v17
v_cmp_eq_i16_e64 s[46:47], -4.0, v255
v_cmp_eq_i16_e64 ttmp[4:5], v3, 0.15915494
v_cmp_le_i16_e64 vcc, v29, v179
v_cmp_le_i16_e64 ttmp[4:5], v240, v161
v_cmp_gt_i16_e64 exec, 1.0, v25
v_cmp_gt_i16_e64 vcc, v50, v116
v_cmp_ne_i16_e64 vcc, v48, -300
v_cmp_ne_i16_e64 vcc, m0, v255
v_cmp_ge_i16_e64 exec, v6, v214
v_cmp_ge_i16_e64 exec, 0.5, v7
v_cmp_class_f16_e64 vcc, v255, s40
v_cmp_class_f16_e64 ttmp[4:5], -|m0|, 2.0
v_cmp_f_i64_e64 exec, s[40:41], 4.0
v_cmp_f_i64_e64 s[92:93], s[74:75], s[44:45]
v_cmp_lt_i64_e64 exec, s[34:35], -1000
v_cmp_lt_i64_e64 ttmp[4:5], v[144:145], v[2:3]
v_cmp_eq_i64_e64 ttmp[4:5], v[46:47], s[66:67]
v_cmp_eq_i64_e64 vcc, v[168:169], s[72:73]
v_cmp_le_i64_e64 vcc, v[21:22], v[153:154]
v_cmp_le_i64_e64 vcc, s[56:57], 54
v_cmp_gt_i64_e64 s[96:97], v[17:18], v[167:168]
v_cmp_gt_i64_e64 s[26:27], v[44:45], 0x12345
v_cmp_ne_i64_e64 exec, s[50:51], exec
v_cmp_ne_i64_e64 s[94:95], s[28:29], v[26:27]
v_cmp_ge_i64_e64 exec, v[247:248], v[6:7]
v_cmp_ge_i64_e64 s[26:27], v[26:27], ttmp[0:1]
v_cmp_t_i64_e64 exec, -4.0, 0.5
v_cmp_t_i64_e64 s[84:85], -0.5, s[14:15]
v_cmp_class_f64_e64 exec, v[220:221], v114
v_cmp_class_f64_e64 vcc, -1.5, s1
v_cmp_lt_u16_e64 vcc, v225, 0.15915494
v_cmp_lt_u16_e64 exec, v26, v16
v_cmp_eq_u16_e64 exec, v140, v11
v_cmp_eq_u16_e64 s[52:53], v23, s22
v_cmp_le_u16_e64 s[32:33], v4, 0x1234
v_cmp_le_u16_e64 s[0:1], v104, 3
v_cmp_gt_u16_e64 exec, v135, v82
v_cmp_gt_u16_e64 exec, v14, v17
v_cmp_ne_u16_e64 s[52:53], 0xffff, v245
v_cmp_ne_u16_e64 s[62:63], v141, exec_hi
v_cmp_ge_u16_e64 ttmp[4:5], 16, vcc_lo
v_cmp_ge_u16_e64 ttmp[4:5], s84, v100
v_cmp_f_u32_e64 ttmp[4:5], v216, v0
v_cmp_f_u32_e64 vcc, 0x12345678, s29
v_cmp_lt_u32_e64 exec, v153, v22
v_cmp_lt_u32_e64 ttmp[4:5], 0.15915494, s12
v_cmp_eq_u32_e64 vcc, v159, 13
v_cmp_eq_u32_e64 s[96:97], s103, v23
v_cmp_le_u32_e64 s[66:67], v168, v70
v_cmp_le_u32_e64 vcc, v209, 41
v_cmp_gt_u32_e64 ttmp[4:5], m0, v132
v_cmp_gt_u32_e64 s[76:77], 43, v50
v_cmp_ne_u32_e64 vcc, 12, src_shared_base
v_cmp_ne_u32_e64 ttmp[4:5], v14, s11
v_cmp_ge_u32_e64 vcc, v21, v29
v_cmp_ge_u32_e64 s[86:87], m0, v255
v_cmp_t_u32_e64 s[48:49], ttmp8, v13
v_cmp_t_u32_e64 vcc, -1.5, 47
v_cmp_f_f16_e64 s[60:61], v14, v17
v_cmp_f_f16_e64 ttmp[4:5], m0, s58
v_cmp_lt_f16_e64 exec, s25, -|v30|
v_cmp_lt_f16_e64 vcc, -1.5, v15
v_cmp_eq_f16_e64 s[64:65], -|v29|, -0.5
v_cmp_eq_f16_e64 s[32:33], s62, v232 clamp
v_cmp_le_f16_e64 ttmp[4:5], 0.1, 9
v_cmp_le_f16_e64 vcc, v71, v140
v_cmp_gt_f16_e64 s[62:63], v28, 64 clamp
v_cmp_gt_f16_e64 ttmp[4:5], |60|, 0.5
v_cmp_lg_f16_e64 exec, -vcc_lo, v21
v_cmp_lg_f16_e64 vcc, 34, -v237 clamp
v_cmp_ge_f16_e64 s[56:57], v254, v236 clamp
v_cmp_ge_f16_e64 s[38:39], v194, v229 clamp
v_cmp_o_f16_e64 s[58:59], src_shared_base, v18
v_cmp_o_f16_e64 ttmp[4:5], |vcc_lo|, v118 clamp
v_cmp_f_u64_e64 vcc, -1.0, v[7:8]
v_cmp_f_u64_e64 ttmp[4:5], s[68:69], 51
v_cmp_lt_u64_e64 ttmp[4:5], v[4:5], v[228:229]
v_cmp_lt_u64_e64 ttmp[4:5], vcc, 0x12345
v_cmp_eq_u64_e64 ttmp[4:5], s[8:9], v[213:214]
v_cmp_eq_u64_e64 ttmp[4:5], 12, -13
v_cmp_le_u64_e64 vcc, v[5:6], v[29:30]
v_cmp_le_u64_e64 ttmp[4:5], ttmp[6:7], v[48:49]
v_cmp_gt_u64_e64 exec, -2.0, v[254:255]
v_cmp_gt_u64_e64 ttmp[4:5], v[4:5], v[162:163]
v_cmp_ne_u64_e64 s[68:69], s[34:35], v[11:12]
v_cmp_ne_u64_e64 s[38:39], 0x7fffffff, v[105:106]
v_cmp_ge_u64_e64 ttmp[4:5], v[1:2], v[67:68]
v_cmp_ge_u64_e64 vcc, v[72:73], s[58:59]
v_cmp_t_u64_e64 s[24:25], 15, s[34:35]
v_cmp_t_u64_e64 s[52:53], v[9:10], v[165:166]
v_cmp_u_f16_e64 ttmp[4:5], vcc_hi, 5 clamp
v_cmp_u_f16_e64 vcc, v255, v90
v_cmp_nge_f16_e64 ttmp[4:5], -|s50|, s92 clamp
v_cmp_nge_f16_e64 vcc, ttmp0, v20
v_cmp_nlg_f16_e64 s[68:69], |45|, v21 clamp
v_cmp_ngt_f16_e64 ttmp[4:5], -|v105|, 46
v_cmp_ngt_f16_e64 s[80:81], v255, vcc_lo
v_cmp_nle_f16_e64 ttmp[4:5], v14, |v226|
v_cmp_nle_f16_e64 vcc, v39, s54
v_cmp_neq_f16_e64 s[64:65], vcc_hi, v243
v_cmp_neq_f16_e64 ttmp[4:5], s14, -v255
v_cmp_nlt_f16_e64 vcc, v18, v31
v_cmp_tru_f16_e64 s[100:101], vcc_hi, v20 clamp
v_cmp_tru_f16_e64 ttmp[4:5], v143, -|0.15915494| clamp
v_cndmask_b32_e64 v255, s25, v191, exec
v_add_co_ci_u32_e64 v85, vcc, -4.0, v255, vcc
v_sub_co_ci_u32_e64 v202, vcc, v97, m0, s[48:49]
v_subrev_co_ci_u32_e64 v14, exec, s88, v43, s[6:7]
v_subrev_co_ci_u32_e64 v24, s[80:81], 42, -2.0, vcc
v_div_scale_f32 v146, ttmp[4:5], v225, -v152, v27 mul:2
v_div_scale_f32 v121, exec, v66, v6, v128 clamp
v_div_scale_f64 v[55:56], vcc, 39, v[21:22], -2.0
v_div_scale_f64 v[89:90], exec, v[145:146], -s[76:77], 14 clamp
v_mad_u64_u32 v[8:9], ttmp[4:5], v122, s31, 51
v_mad_i64_i32 v[153:154], ttmp[4:5], s22, v31, 12345678
v_mad_i64_i32 v[171:172], vcc, -1.5, v105, s[86:87]
v_add_co_u32 v11, ttmp[4:5], v255, s100 clamp
v_add_co_u32 v6, vcc, v241, v41
v_sub_co_u32 v17, vcc, 0xffff, v250 clamp
v_sub_co_u32 v252, s[86:87], v163, -1
v_subrev_co_u32 v29, vcc, v82, exec_hi clamp
v_subrev_co_u32 v234, ttmp[4:5], s52, v11 clamp
L_end:
s_endpgm
