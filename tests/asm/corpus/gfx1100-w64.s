L_top:
s_and_saveexec_b32 s37, s31
s_and_saveexec_b32 s14, src_private_base
s_and_saveexec_b64 ttmp[14:15], s[6:7]
s_and_saveexec_b64 s[98:99], s[58:59]
s_or_saveexec_b32 s105, -1.5
s_or_saveexec_b32 s68, src_shared_base
s_or_saveexec_b64 s[42:43], 0xffff0000
s_or_saveexec_b64 s[74:75], 2.0
s_xor_saveexec_b32 exec_lo, -1
s_xor_saveexec_b64 s[8:9], 1.0
s_xor_saveexec_b64 exec, -6
s_nand_saveexec_b32 vcc_lo, s74
s_nand_saveexec_b32 s1, 9
s_nand_saveexec_b64 s[40:41], 14
s_nand_saveexec_b64 s[26:27], 36
s_nor_saveexec_b32 s27, s13
s_nor_saveexec_b32 ttmp12, 1
s_nor_saveexec_b64 vcc, exec
s_nor_saveexec_b64 s[54:55], -2.0
s_xnor_saveexec_b32 s103, 2.0
s_xnor_saveexec_b32 s41, 34
s_xnor_saveexec_b64 vcc, s[58:59]
s_xnor_saveexec_b64 s[90:91], exec
s_and_not0_saveexec_b32 s38, -16
s_and_not0_saveexec_b32 exec_hi, -14
s_and_not0_saveexec_b64 s[90:91], s[12:13]
s_and_not0_saveexec_b64 s[84:85], 0xffff0000
s_or_not0_saveexec_b32 s22, src_shared_limit
s_or_not0_saveexec_b32 s70, 31
s_or_not0_saveexec_b64 vcc, 12345678
s_or_not0_saveexec_b64 s[22:23], s[94:95]
s_and_not1_saveexec_b32 s61, s60
s_and_not1_saveexec_b32 vcc_lo, -0.5
s_and_not1_saveexec_b64 s[2:3], 27
s_and_not1_saveexec_b64 exec, -1000
s_or_not1_saveexec_b32 s22, 0x12345678
s_or_not1_saveexec_b32 s36, vcc_lo
s_or_not1_saveexec_b64 s[30:31], ttmp[14:15]
s_or_not1_saveexec_b64 ttmp[14:15], s[28:29]
s_and_not0_wrexec_b32 s101, s11
s_and_not0_wrexec_b32 s99, s38
s_and_not0_wrexec_b64 s[58:59], 19
s_and_not0_wrexec_b64 s[100:101], 0.5
s_and_not1_wrexec_b32 s8, vcc_lo
s_and_not1_wrexec_b32 s33, 55
s_and_not1_wrexec_b64 s[8:9], 36
s_and_not1_wrexec_b64 s[46:47], s[78:79]
v_cndmask_b32_e32 v20, 1.0, v204, vcc
v_cndmask_b32_e32 v17, v7, v250, vcc
v_cndmask_b32_dpp v116, v179, v73, vcc row_ror:7 row_mask:0x1
v_cndmask_b32_dpp v81, v205, v63, vcc dpp8:[5,0,7,0,6,4,3,7] fi:1
v_add_co_ci_u32_e32 v60, vcc, v64, v22, vcc
v_add_co_ci_u32_e32 v35, vcc, 0xffff, v29, vcc
v_add_co_ci_u32_dpp v8, vcc, v255, v78, vcc row_mirror row_mask:0x1
v_add_co_ci_u32_dpp v6, vcc, v255, v5, vcc dpp8:[3,6,5,0,4,2,3,1]
v_sub_co_ci_u32_e32 v1, vcc, v26, v118, vcc
v_sub_co_ci_u32_e32 v233, vcc, v41, v255, vcc
v_sub_co_ci_u32_dpp v134, vcc, v253, v41, vcc row_shl:7 row_mask:0xe bank_mask:0x7
v_sub_co_ci_u32_dpp v248, vcc, v147, v18, vcc dpp8:[2,3,1,6,7,2,5,5]
v_subrev_co_ci_u32_e32 v71, vcc, 31, v228, vcc
v_subrev_co_ci_u32_e32 v193, vcc, m0, v114, vcc
v_subrev_co_ci_u32_dpp v146, vcc, v2, v128, vcc row_share:7 bank_mask:0xc fi:1
v_subrev_co_ci_u32_dpp v188, vcc, v142, v24, vcc dpp8:[3,5,0,4,2,1,7,5]
v_cmp_f_f16_dpp vcc, v18, -|v7| quad_perm:[0,0,3,1] row_mask:0xc bank_mask:0xe
v_cmp_lt_f16_e32 vcc, -0.5, v0
v_cmp_lt_f16_dpp vcc, v127, v98 row_half_mirror row_mask:0xc bank_mask:0x1
v_cmp_eq_f16_e32 vcc, exec_lo, v50
v_cmp_eq_f16_dpp vcc, v7, v126 row_share:10 row_mask:0x6 fi:1
v_cmp_le_f16_e32 vcc, v6, v9
v_cmp_le_f16_e32 vcc, v14, v9
v_cmp_gt_f16_e32 vcc, -0.5, v108
v_cmp_gt_f16_dpp vcc, v11, -v19 row_share:5 row_mask:0x0 bank_mask:0x9
v_cmp_lg_f16_dpp vcc, v82, v11 dpp8:[0,3,5,2,5,2,3,2]
v_cmp_ge_f16_e32 vcc, v19, v1
v_cmp_ge_f16_e32 vcc, src_shared_base, v12
v_cmp_o_f16_dpp vcc, v6, v44 dpp8:[3,0,2,5,2,3,2,6]
v_cmp_u_f16_e32 vcc, v18, v26
v_cmp_nge_f16_e32 vcc, vcc_lo, v21
v_cmp_nge_f16_dpp vcc, v76, v25 dpp8:[7,4,6,2,3,4,4,3] fi:1
v_cmp_nlg_f16_e32 vcc, v5, v50
v_cmp_nlg_f16_e32 vcc, m0, v83
v_cmp_ngt_f16_e32 vcc, v85, v24
v_cmp_ngt_f16_e32 vcc, v21, v7
v_cmp_nle_f16_e32 vcc, 23, v10
v_cmp_nle_f16_dpp vcc, -|v90|, v121 row_share:7 row_mask:0x0 bank_mask:0x1 bound_ctrl:0
v_cmp_nle_f16_dpp vcc, v78, v24 dpp8:[2,7,3,3,6,1,4,0] fi:1
v_cmp_neq_f16_dpp vcc, v98, v34 row_half_mirror bank_mask:0x4 fi:1
v_cmp_nlt_f16_e32 vcc, v0, v105
v_cmp_t_f16_e32 vcc, src_shared_limit, v97
v_cmp_f_f32_e32 vcc, v13, v9
v_cmp_f_f32_dpp vcc, v95, v205 row_shl:11 row_mask:0xb bank_mask:0x9 bound_ctrl:0
v_cmp_f_f32_dpp vcc, v16, v106 dpp8:[2,4,1,0,4,1,0,3]
v_cmp_lt_f32_e32 vcc, vcc_hi, v217
v_cmp_lt_f32_e32 vcc, src_shared_limit, v29
v_cmp_lt_f32_dpp vcc, v214, v23 row_half_mirror row_mask:0xe bank_mask:0x5
v_cmp_eq_f32_e32 vcc, -0.5, v20
v_cmp_eq_f32_e32 vcc, v182, v30
v_cmp_eq_f32_dpp vcc, v241, v131 quad_perm:[2,2,2,1] bank_mask:0xc fi:1
v_cmp_eq_f32_dpp vcc, v255, v52 dpp8:[4,3,2,6,4,6,3,0]
v_cmp_le_f32_e32 vcc, v255, v255
v_cmp_le_f32_e32 vcc, v32, v177
v_cmp_le_f32_dpp vcc, v34, v28 row_shr:13 row_mask:0x1 bank_mask:0xa
v_cmp_le_f32_dpp vcc, v28, v134 dpp8:[6,6,6,2,6,1,7,6]
v_cmp_gt_f32_e32 vcc, 1.5, v59
v_cmp_gt_f32_e32 vcc, s28, v180
v_cmp_gt_f32_dpp vcc, v7, v81 row_share:15 row_mask:0x1 bank_mask:0xd bound_ctrl:0 fi:1
v_cmp_gt_f32_dpp vcc, v137, v30 dpp8:[7,7,6,4,6,2,6,7]
v_cmp_lg_f32_e32 vcc, v15, v16
v_cmp_lg_f32_e32 vcc, s64, v18
v_cmp_lg_f32_dpp vcc, v255, v12 row_ror:12 row_mask:0x6 bank_mask:0x9
v_cmp_lg_f32_dpp vcc, v240, v255 dpp8:[2,3,4,2,4,2,0,2]
v_cmp_ge_f32_e32 vcc, s100, v23
v_cmp_ge_f32_e32 vcc, v20, v129
v_cmp_ge_f32_dpp vcc, v232, v42 row_xmask:14 bound_ctrl:0 fi:1
v_cmp_ge_f32_dpp vcc, v207, v213 dpp8:[4,0,7,5,1,0,7,6] fi:1
v_cmp_o_f32_e32 vcc, v74, v14
v_cmp_o_f32_e32 vcc, s29, v192
v_cmp_o_f32_dpp vcc, v255, |v25| row_half_mirror row_mask:0x5 bank_mask:0x3 bound_ctrl:0
v_cmp_u_f32_e32 vcc, v208, v4
v_cmp_u_f32_e32 vcc, v8, v27
v_cmp_u_f32_dpp vcc, v3, v4 row_xmask:5 row_mask:0xc fi:1
v_cmp_u_f32_dpp vcc, v22, v25 dpp8:[3,7,5,4,0,5,7,6]
v_cmp_nge_f32_e32 vcc, s26, v14
v_cmp_nge_f32_e32 vcc, v133, v33
v_cmp_nge_f32_dpp vcc, -v9, v255 quad_perm:[1,1,3,1] row_mask:0x1 bank_mask:0xe
v_cmp_nlg_f32_e32 vcc, -1.5, v237
v_cmp_nlg_f32_e32 vcc, v19, v16
v_cmp_nlg_f32_dpp vcc, v142, v14 row_share:10 bank_mask:0x4 fi:1
v_cmp_nlg_f32_dpp vcc, v16, v11 dpp8:[1,5,6,7,0,7,6,2]
v_cmp_ngt_f32_e32 vcc, s80, v25
v_cmp_ngt_f32_e32 vcc, v11, v31
v_cmp_ngt_f32_dpp vcc, v103, v39 row_ror:5 bank_mask:0x9
v_cmp_ngt_f32_dpp vcc, v110, v6 dpp8:[2,5,5,1,7,1,1,7]
v_cmp_nle_f32_e32 vcc, v66, v232
v_cmp_nle_f32_e32 vcc, v20, v26
v_cmp_nle_f32_dpp vcc, v255, v198 row_half_mirror row_mask:0x9 bank_mask:0x8 bound_ctrl:0
v_cmp_nle_f32_dpp vcc, v255, v4 dpp8:[7,3,1,3,2,6,2,3]
v_cmp_neq_f32_e32 vcc, s62, v205
v_cmp_neq_f32_e32 vcc, v21, v253
v_cmp_neq_f32_dpp vcc, |v209|, v255 row_mirror row_mask:0xe bank_mask:0x2 bound_ctrl:0 fi:1
v_cmp_nlt_f32_e32 vcc, s101, v233
v_cmp_nlt_f32_e32 vcc, v252, v0
v_cmp_nlt_f32_dpp vcc, v212, v10 row_share:9 row_mask:0xb bank_mask:0x6
v_cmp_nlt_f32_dpp vcc, v15, v244 dpp8:[7,4,1,7,6,4,6,5] fi:1
v_cmp_t_f32_e32 vcc, vcc_hi, v5
v_cmp_t_f32_e32 vcc, s23, v26
v_cmp_t_f32_dpp vcc, v216, v2 row_shr:3 bank_mask:0x6 bound_ctrl:0
v_cmp_t_f32_dpp vcc, v23, v25 dpp8:[4,6,4,5,5,1,0,6]
v_cmp_f_f64_e32 vcc, 27, v[31:32]
v_cmp_f_f64_e32 vcc, v[21:22], v[11:12]
v_cmp_lt_f64_e32 vcc, v[29:30], v[183:184]
v_cmp_lt_f64_e32 vcc, 0x3ff80000, v[0:1]
v_cmp_eq_f64_e32 vcc, v[19:20], v[21:22]
v_cmp_eq_f64_e32 vcc, v[241:242], v[254:255]
v_cmp_le_f64_e32 vcc, 14, v[23:24]
v_cmp_le_f64_e32 vcc, s[84:85], v[26:27]
v_cmp_gt_f64_e32 vcc, v[206:207], v[254:255]
v_cmp_gt_f64_e32 vcc, v[18:19], v[220:221]
v_cmp_lg_f64_e32 vcc, v[26:27], v[1:2]
v_cmp_lg_f64_e32 vcc, v[165:166], v[22:23]
v_cmp_ge_f64_e32 vcc, 54, v[217:218]
v_cmp_ge_f64_e32 vcc, v[242:243], v[1:2]
v_cmp_o_f64_e32 vcc, v[197:198], v[35:36]
v_cmp_o_f64_e32 vcc, v[18:19], v[124:125]
v_cmp_u_f64_e32 vcc, v[8:9], v[213:214]
v_cmp_u_f64_e32 vcc, s[54:55], v[53:54]
v_cmp_nge_f64_e32 vcc, v[73:74], v[3:4]
v_cmp_nge_f64_e32 vcc, v[1:2], v[13:14]
v_cmp_nlg_f64_e32 vcc, v[254:255], v[226:227]
v_cmp_nlg_f64_e32 vcc, v[137:138], v[14:15]
v_cmp_ngt_f64_e32 vcc, v[6:7], v[183:184]
v_cmp_ngt_f64_e32 vcc, s[28:29], v[200:201]
v_cmp_nle_f64_e32 vcc, -0.5, v[111:112]
v_cmp_nle_f64_e32 vcc, 0x3ff80000, v[5:6]
v_cmp_neq_f64_e32 vcc, -4.0, v[5:6]
v_cmp_neq_f64_e32 vcc, 27, v[216:217]
v_cmp_nlt_f64_e32 vcc, v[19:20], v[1:2]
v_cmp_nlt_f64_e32 vcc, v[63:64], v[192:193]
v_cmp_t_f64_e32 vcc, v[59:60], v[44:45]
v_cmp_t_f64_e32 vcc, v[5:6], v[251:252]
v_cmp_lt_i16_e32 vcc, v9, v14
v_cmp_lt_i16_e32 vcc, vcc_lo, v8
v_cmp_lt_i16_dpp vcc, v5, v20 row_shr:11 row_mask:0xc bank_mask:0xe fi:1
v_cmp_lt_i16_dpp vcc, v17, v6 dpp8:[7,0,7,7,7,5,0,6]
v_cmp_le_i16_e32 vcc, s15, v9
v_cmp_le_i16_e32 vcc, 15, v9
v_cmp_ne_i16_e32 vcc, 0xffff, v50
v_cmp_ne_i16_dpp vcc, v14, v6 dpp8:[2,0,4,5,6,1,5,1] fi:1
v_cmp_ge_i16_e32 vcc, 4.0, v22
v_cmp_lt_u16_e32 vcc, v21, v74
v_cmp_lt_u16_dpp vcc, v106, v1 row_xmask:1
v_cmp_lt_u16_dpp vcc, v1, v71 dpp8:[7,5,7,4,7,2,5,5] fi:1
v_cmp_eq_u16_e32 vcc, v127, v1
v_cmp_eq_u16_dpp vcc, v1, v2 row_half_mirror bank_mask:0xd fi:1
v_cmp_le_u16_e32 vcc, v28, v15
v_cmp_le_u16_dpp vcc, v44, v30 dpp8:[1,3,6,4,0,4,7,7]
v_cmp_gt_u16_e32 vcc, s59, v15
v_cmp_gt_u16_e32 vcc, s82, v1
v_cmp_gt_u16_dpp vcc, v63, v102 row_half_mirror row_mask:0x5 bank_mask:0xc bound_ctrl:0 fi:1
v_cmp_ne_u16_e32 vcc, v2, v25
v_cmp_ne_u16_e32 vcc, -0.5, v8
v_cmp_ne_u16_dpp vcc, v96, v42 row_ror:1 bank_mask:0x8
v_cmp_ne_u16_dpp vcc, v22, v2 dpp8:[3,1,4,6,0,4,3,1]
v_cmp_f_i32_e32 vcc, v246, v177
v_cmp_f_i32_e32 vcc, -0.5, v111
v_cmp_f_i32_dpp vcc, v31, v28 row_half_mirror row_mask:0xa fi:1
v_cmp_f_i32_dpp vcc, v14, v6 dpp8:[4,5,2,3,2,6,1,6]
v_cmp_lt_i32_e32 vcc, v5, v20
v_cmp_lt_i32_e32 vcc, s10, v12
v_cmp_lt_i32_dpp vcc, v29, v19 row_shl:15 row_mask:0x6 bank_mask:0x2
v_cmp_lt_i32_dpp vcc, v172, v192 dpp8:[1,5,5,4,1,0,6,5]
v_cmp_eq_i32_e32 vcc, v140, v56
v_cmp_eq_i32_e32 vcc, s103, v14
v_cmp_eq_i32_dpp vcc, v21, v9 row_shr:6 row_mask:0xb bank_mask:0xe fi:1
v_cmp_eq_i32_dpp vcc, v0, v224 dpp8:[0,7,6,5,1,6,6,1] fi:1
v_cmp_le_i32_e32 vcc, s16, v21
v_cmp_le_i32_e32 vcc, v13, v38
v_cmp_le_i32_dpp vcc, v8, v5 row_ror:3 row_mask:0x4
v_cmp_le_i32_dpp vcc, v187, v4 dpp8:[6,2,3,5,3,7,7,7] fi:1
v_cmp_gt_i32_e32 vcc, v19, v200
v_cmp_gt_i32_e32 vcc, 11, v206
v_cmp_gt_i32_dpp vcc, v13, v157 quad_perm:[1,1,0,1] row_mask:0xa bound_ctrl:0
v_cmp_gt_i32_dpp vcc, v119, v47 dpp8:[5,0,0,2,7,0,1,4]
v_cmp_ne_i32_e32 vcc, -2.0, v10
v_cmp_ne_i32_e32 vcc, v29, v16
v_cmp_ne_i32_dpp vcc, v0, v11 quad_perm:[1,2,3,3]
v_cmp_ne_i32_dpp vcc, v38, v31 dpp8:[1,4,7,4,2,0,7,5]
v_cmp_ge_i32_e32 vcc, s85, v17
v_cmp_ge_i32_e32 vcc, 0x12345678, v255
v_cmp_ge_i32_dpp vcc, v112, v20 row_ror:3 row_mask:0x2 bank_mask:0xe
v_cmp_ge_i32_dpp vcc, v20, v5 dpp8:[2,4,6,2,5,6,3,7]
v_cmp_t_i32_e32 vcc, v72, v118
v_cmp_t_i32_e32 vcc, v79, v228
v_cmp_t_i32_dpp vcc, v26, v19 quad_perm:[2,0,0,3] bank_mask:0x1 bound_ctrl:0
v_cmp_t_i32_dpp vcc, v184, v239 dpp8:[2,6,5,7,0,3,5,6]
v_cmp_f_u32_e32 vcc, vcc_hi, v151
v_cmp_f_u32_e32 vcc, v195, v103
v_cmp_f_u32_dpp vcc, v27, v255 row_xmask:2 bank_mask:0x9 fi:1
v_cmp_f_u32_dpp vcc, v18, v22 dpp8:[4,3,0,6,6,6,3,0]
v_cmp_lt_u32_e32 vcc, v19, v88
v_cmp_lt_u32_e32 vcc, vcc_hi, v1
v_cmp_lt_u32_dpp vcc, v246, v211 row_half_mirror bank_mask:0xe bound_ctrl:0
v_cmp_lt_u32_dpp vcc, v191, v17 dpp8:[3,5,1,6,0,3,5,6]
v_cmp_eq_u32_e32 vcc, v31, v57
v_cmp_eq_u32_e32 vcc, v27, v19
v_cmp_eq_u32_dpp vcc, v25, v23 row_shr:3 bound_ctrl:0 fi:1
v_cmp_eq_u32_dpp vcc, v204, v53 dpp8:[2,2,2,2,4,0,3,0]
v_cmp_le_u32_e32 vcc, s35, v30
v_cmp_le_u32_e32 vcc, v11, v27
v_cmp_le_u32_dpp vcc, v165, v65 row_share:3 row_mask:0x4 bank_mask:0xd
v_cmp_le_u32_dpp vcc, v126, v255 dpp8:[0,0,6,6,1,4,0,6] fi:1
v_cmp_gt_u32_e32 vcc, 100000, v82
v_cmp_gt_u32_e32 vcc, vcc_hi, v15
v_cmp_gt_u32_dpp vcc, v9, v43 row_ror:15 bank_mask:0xf
v_cmp_gt_u32_dpp vcc, v20, v214 dpp8:[7,6,1,2,4,3,6,5]
v_cmp_ne_u32_e32 vcc, v167, v201
v_cmp_ne_u32_e32 vcc, 11, v2
v_cmp_ne_u32_dpp vcc, v3, v15 quad_perm:[0,1,1,1] row_mask:0xd bound_ctrl:0 fi:1
L_mid:
v_cmp_ne_u32_dpp vcc, v30, v255 dpp8:[5,0,7,1,3,4,4,4]
v_cmp_ge_u32_e32 vcc, v237, v25
v_cmp_ge_u32_dpp vcc, v15, v237 row_xmask:2 bank_mask:0x2
v_cmp_ge_u32_dpp vcc, v42, v10 dpp8:[4,0,1,2,7,6,1,6]
v_cmp_t_u32_e32 vcc, v15, v216
v_cmp_t_u32_e32 vcc, s52, v16
v_cmp_t_u32_dpp vcc, v24, v133 row_share:11 bank_mask:0x2 bound_ctrl:0
v_cmp_t_u32_dpp vcc, v12, v24 dpp8:[4,0,6,0,4,0,0,7] fi:1
v_cmp_f_i64_e32 vcc, 59, v[254:255]
v_cmp_f_i64_e32 vcc, 4.0, v[119:120]
v_cmp_lt_i64_e32 vcc, -1000, v[71:72]
v_cmp_lt_i64_e32 vcc, -1000, v[42:43]
v_cmp_eq_i64_e32 vcc, v[16:17], v[1:2]
v_cmp_eq_i64_e32 vcc, v[175:176], v[234:235]
v_cmp_le_i64_e32 vcc, v[7:8], v[21:22]
v_cmp_le_i64_e32 vcc, -15, v[234:235]
v_cmp_gt_i64_e32 vcc, v[16:17], v[23:24]
v_cmp_gt_i64_e32 vcc, v[0:1], v[148:149]
v_cmp_ne_i64_e32 vcc, v[167:168], v[51:52]
v_cmp_ne_i64_e32 vcc, v[29:30], v[142:143]
v_cmp_ge_i64_e32 vcc, v[20:21], v[30:31]
v_cmp_ge_i64_e32 vcc, v[144:145], v[40:41]
v_cmp_t_i64_e32 vcc, 2.0, v[238:239]
v_cmp_t_i64_e32 vcc, s[78:79], v[177:178]
v_cmp_f_u64_e32 vcc, v[158:159], v[236:237]
v_cmp_f_u64_e32 vcc, 0xffff0000, v[12:13]
v_cmp_lt_u64_e32 vcc, s[34:35], v[10:11]
v_cmp_lt_u64_e32 vcc, v[254:255], v[8:9]
v_cmp_eq_u64_e32 vcc, 0xffff0000, v[220:221]
v_cmp_eq_u64_e32 vcc, v[181:182], v[137:138]
v_cmp_le_u64_e32 vcc, v[23:24], v[25:26]
v_cmp_le_u64_e32 vcc, -1000, v[7:8]
v_cmp_gt_u64_e32 vcc, 28, v[96:97]
v_cmp_gt_u64_e32 vcc, v[28:29], v[44:45]
v_cmp_ne_u64_e32 vcc, 62, v[62:63]
v_cmp_ne_u64_e32 vcc, v[170:171], v[11:12]
v_cmp_ge_u64_e32 vcc, v[72:73], v[107:108]
v_cmp_ge_u64_e32 vcc, v[59:60], v[1:2]
v_cmp_t_u64_e32 vcc, s[12:13], v[139:140]
v_cmp_t_u64_e32 vcc, v[15:16], v[251:252]
v_cmp_class_f16_e32 vcc, v116, v60
v_cmp_class_f16_dpp vcc, v2, v8 row_half_mirror row_mask:0x9 bank_mask:0x1 bound_ctrl:0
v_cmp_class_f32_e32 vcc, 19, v52
v_cmp_class_f32_e32 vcc, v2, v7
v_cmp_class_f32_dpp vcc, v21, v253 row_shl:15 row_mask:0x4 bank_mask:0x5 bound_ctrl:0
v_cmp_class_f64_e32 vcc, v[18:19], v26
v_cmp_class_f64_e32 vcc, 1.5, v46
v_cmp_f_f16_e64 vcc, v243, -0.5
v_cmp_f_f16_e64 exec, -|v19|, v255 clamp
v_cmp_lt_f16_e64 vcc, v23, |v13|
v_cmp_lt_f16_e64 exec, 13, v220
v_cmp_eq_f16_e64 ttmp[4:5], 1, -1.5 clamp
v_cmp_eq_f16_e64 exec, -v4, s89
v_cmp_le_f16_e64 exec, -4.0, 63 clamp
v_cmp_le_f16_e64 s[104:105], -5, -|100.0| clamp
v_cmp_gt_f16_e64 ttmp[4:5], 0x3e00, v10 clamp
v_cmp_gt_f16_e64 s[48:49], v25, s2 clamp
v_cmp_lg_f16_e64 s[60:61], v162, 0.5
v_cmp_lg_f16_e64 s[94:95], -v215, 0x3e00
v_cmp_ge_f16_e64 ttmp[4:5], v255, v215 clamp
v_cmp_ge_f16_e64 ttmp[4:5], -|s55|, -m0
v_cmp_o_f16_e64 ttmp[4:5], s90, ttmp9
v_cmp_o_f16_e64 s[74:75], -|s6|, src_private_limit
v_cmp_u_f16_e64 s[10:11], v31, -v231
v_cmp_u_f16_e64 ttmp[4:5], v136, v150
v_cmp_nge_f16_e64 s[38:39], v236, v131
v_cmp_nge_f16_e64 ttmp[4:5], -|-0.5|, |v134|
v_cmp_nlg_f16_e64 ttmp[4:5], s23, v82
v_cmp_nlg_f16_e64 exec, 2.0, 35
v_cmp_ngt_f16_e64 s[92:93], v31, |s16|
v_cmp_ngt_f16_e64 s[86:87], v184, 40
v_cmp_nle_f16_e64 s[104:105], s73, 1.0 clamp
v_cmp_nle_f16_e64 s[30:31], v106, s14 clamp
v_cmp_neq_f16_e64 s[78:79], src_private_base, |33| clamp
v_cmp_neq_f16_e64 exec, v20, -v6 clamp
v_cmp_nlt_f16_e64 s[104:105], |v19|, |v175|
v_cmp_nlt_f16_e64 s[86:87], v23, -|1|
v_cmp_t_f16_e64 s[50:51], v26, s26 clamp
v_cmp_t_f16_e64 ttmp[4:5], -|-4|, v212
v_cmp_f_f32_e64 ttmp[4:5], v3, s0
v_cmp_f_f32_e64 s[38:39], v22, s104
v_cmp_lt_f32_e64 exec, v23, |v165|
v_cmp_lt_f32_e64 ttmp[4:5], -|v4|, -|s93|
v_cmp_eq_f32_e64 vcc, -|s92|, v30
v_cmp_eq_f32_e64 s[100:101], -v27, -v165
v_cmp_le_f32_e64 s[100:101], src_private_limit, -|v231|
v_cmp_le_f32_e64 vcc, 0.5, exec_hi clamp
v_cmp_gt_f32_e64 ttmp[4:5], 47, 33
v_cmp_lg_f32_e64 s[102:103], v31, v21 clamp
v_cmp_lg_f32_e64 ttmp[4:5], -1.5, s75
v_cmp_ge_f32_e64 ttmp[4:5], 29, vcc_hi clamp
v_cmp_ge_f32_e64 s[60:61], -|v243|, exec_lo
v_cmp_o_f32_e64 exec, 5, 28 clamp
v_cmp_o_f32_e64 vcc, v17, 0x3fc00000
v_cmp_u_f32_e64 ttmp[4:5], 47, v255
v_cmp_u_f32_e64 s[56:57], -0x3fc00000, |v154|
v_cmp_nge_f32_e64 vcc, v255, |v226| clamp
v_cmp_nge_f32_e64 exec, 25, -|v93|
v_cmp_nlg_f32_e64 s[32:33], -v10, -|m0| clamp
v_cmp_nlg_f32_e64 s[84:85], s17, v239 clamp
v_cmp_ngt_f32_e64 exec, -|v255|, v96
v_cmp_nle_f32_e64 exec, v12, v3
v_cmp_nle_f32_e64 ttmp[4:5], 64, -v18
v_cmp_neq_f32_e64 vcc, s28, s101 clamp
v_cmp_neq_f32_e64 ttmp[4:5], v109, v2
v_cmp_nlt_f32_e64 ttmp[4:5], 1.0, v10
v_cmp_nlt_f32_e64 exec, -1.0, ttmp14 clamp
v_cmp_t_f32_e64 ttmp[4:5], v89, -100.25 clamp
v_cmp_t_f32_e64 vcc, s78, v255
v_cmp_f_f64_e64 vcc, v[5:6], v[186:187]
v_cmp_f_f64_e64 exec, 0x40490000, v[65:66]
v_cmp_lt_f64_e64 vcc, v[29:30], s[0:1]
v_cmp_lt_f64_e64 vcc, -v[146:147], v[37:38] clamp
v_cmp_eq_f64_e64 vcc, 39, v[37:38]
v_cmp_eq_f64_e64 vcc, |40|, -|v[6:7]| clamp
v_cmp_le_f64_e64 vcc, v[161:162], -1.5 clamp
v_cmp_le_f64_e64 exec, v[131:132], v[0:1]
v_cmp_gt_f64_e64 ttmp[4:5], v[47:48], v[254:255]
v_cmp_gt_f64_e64 vcc, -v[112:113], v[99:100]
v_cmp_lg_f64_e64 ttmp[4:5], v[30:31], v[27:28]
v_cmp_lg_f64_e64 exec, -0x40490000, -|-2.0|
v_cmp_ge_f64_e64 ttmp[4:5], -|v[254:255]|, v[66:67] clamp
v_cmp_ge_f64_e64 vcc, s[94:95], exec
v_cmp_o_f64_e64 vcc, v[48:49], -v[233:234]
v_cmp_o_f64_e64 vcc, -v[13:14], v[67:68]
v_cmp_u_f64_e64 ttmp[4:5], -|v[10:11]|, 0.5
v_cmp_u_f64_e64 exec, 100.0, -4.0 clamp
v_cmp_nge_f64_e64 ttmp[4:5], v[42:43], -41 clamp
v_cmp_nge_f64_e64 ttmp[4:5], v[12:13], |v[254:255]|
v_cmp_nlg_f64_e64 ttmp[4:5], v[218:219], v[28:29]
v_cmp_nlg_f64_e64 s[94:95], v[13:14], 17
v_cmp_ngt_f64_e64 s[102:103], v[128:129], |v[14:15]| clamp
v_cmp_ngt_f64_e64 vcc, 100.0, 1.0
v_cmp_nle_f64_e64 s[84:85], v[23:24], exec
v_cmp_nle_f64_e64 vcc, v[30:31], v[55:56]
v_cmp_neq_f64_e64 ttmp[4:5], ttmp[0:1], s[48:49]
v_cmp_neq_f64_e64 ttmp[4:5], -1.0, 26
v_cmp_nlt_f64_e64 exec, -v[145:146], v[254:255] clamp
v_cmp_nlt_f64_e64 vcc, -1.5, -|s[68:69]|
v_cmp_t_f64_e64 ttmp[4:5], v[6:7], v[55:56]
v_cmp_t_f64_e64 ttmp[4:5], v[19:20], s[20:21]
v_cmp_lt_i16_e64 exec, s10, s63
v_cmp_lt_i16_e64 vcc, v55, v255
v_cmp_eq_i16_e64 s[82:83], v230, 1000
v_cmp_eq_i16_e64 vcc, v235, 0.5
v_cmp_le_i16_e64 vcc, v245, v255
v_cmp_le_i16_e64 vcc, s39, v26
v_cmp_gt_i16_e64 exec, v118, 9
v_cmp_gt_i16_e64 exec, 0x7fff, v20
v_cmp_ne_i16_e64 vcc, s59, v196
v_cmp_ne_i16_e64 s[54:55], v202, 64
v_cmp_ge_i16_e64 vcc, v22, v7
v_cmp_ge_i16_e64 s[0:1], 0.15915494, v19
v_cmp_lt_u16_e64 s[78:79], v152, v129
v_cmp_lt_u16_e64 exec, 53, v17
v_cmp_eq_u16_e64 vcc, s21, v239
v_cmp_eq_u16_e64 s[38:39], v1, v100
v_cmp_le_u16_e64 vcc, v137, src_shared_base
v_cmp_le_u16_e64 vcc, v88, v132
v_cmp_gt_u16_e64 exec, v255, -1.0
v_cmp_ne_u16_e64 ttmp[4:5], v176, v12
v_cmp_ge_u16_e64 vcc, 2.0, s75
v_cmp_ge_u16_e64 vcc, v117, v79
v_cmp_f_i32_e64 vcc, 100000, v248
v_cmp_f_i32_e64 vcc, 5, 1.5
v_cmp_lt_i32_e64 exec, s50, v87
v_cmp_lt_i32_e64 exec, s43, v37
v_cmp_eq_i32_e64 s[78:79], v255, 100000
v_cmp_eq_i32_e64 ttmp[4:5], v95, v255
v_cmp_le_i32_e64 ttmp[4:5], s72, -2.0
v_cmp_le_i32_e64 ttmp[4:5], -4.0, -12345
v_cmp_gt_i32_e64 exec, v134, 0xdeadbeef
v_cmp_gt_i32_e64 ttmp[4:5], v242, v70
v_cmp_ne_i32_e64 exec, v9, 100000
v_cmp_ne_i32_e64 vcc, 61, s69
v_cmp_ge_i32_e64 vcc, ttmp3, v20
v_cmp_ge_i32_e64 exec, v84, v255
v_cmp_t_i32_e64 s[44:45], -1.5, v137
v_cmp_t_i32_e64 exec, exec_lo, 58
v_cmp_f_u32_e64 s[66:67], 1.0, 1.5
v_cmp_f_u32_e64 exec, -4.0, s90
v_cmp_lt_u32_e64 s[100:101], 11, 0x12345678
v_cmp_lt_u32_e64 ttmp[4:5], s0, v255
v_cmp_eq_u32_e64 vcc, v24, s98
v_cmp_eq_u32_e64 s[84:85], s16, v8
v_cmp_le_u32_e64 exec, 0.5, v6
v_cmp_le_u32_e64 ttmp[4:5], -4.0, s27
v_cmp_gt_u32_e64 ttmp[4:5], v107, v24
v_cmp_gt_u32_e64 exec, 60, v24
v_cmp_ne_u32_e64 s[54:55], ttmp11, v104
v_cmp_ne_u32_e64 exec, 100000, v245
v_cmp_ge_u32_e64 ttmp[4:5], 47, v183
v_cmp_ge_u32_e64 s[4:5], v27, v239
v_cmp_t_u32_e64 s[74:75], v255, v3
v_cmp_t_u32_e64 vcc, exec_lo, vcc_lo
v_cmp_f_i64_e64 s[82:83], v[31:32], v[254:255]
v_cmp_f_i64_e64 exec, s[10:11], 17
v_cmp_lt_i64_e64 ttmp[4:5], s[80:81], v[4:5]
v_cmp_lt_i64_e64 vcc, v[22:23], 0.5
v_cmp_eq_i64_e64 vcc, -2, v[254:255]
v_cmp_eq_i64_e64 ttmp[4:5], 0x12345, exec
v_cmp_le_i64_e64 s[50:51], v[9:10], v[11:12]
v_cmp_le_i64_e64 exec, v[12:13], s[2:3]
v_cmp_gt_i64_e64 ttmp[4:5], v[5:6], s[68:69]
v_cmp_gt_i64_e64 exec, s[6:7], v[17:18]
v_cmp_ne_i64_e64 ttmp[4:5], -11, v[254:255]
v_cmp_ne_i64_e64 ttmp[4:5], s[48:49], v[216:217]
v_cmp_ge_i64_e64 vcc, v[175:176], v[254:255]
v_cmp_ge_i64_e64 s[80:81], v[213:214], -0.5
v_cmp_t_i64_e64 vcc, s[104:105], s[2:3]
v_cmp_t_i64_e64 exec, v[4:5], v[39:40]
v_cmp_f_u64_e64 ttmp[4:5], 12345678, 0.5
v_cmp_f_u64_e64 vcc, v[146:147], v[225:226]
v_cmp_lt_u64_e64 s[104:105], v[128:129], 0x12345
v_cmp_lt_u64_e64 vcc, v[26:27], v[13:14]
v_cmp_eq_u64_e64 ttmp[4:5], v[1:2], v[131:132]
v_cmp_eq_u64_e64 ttmp[4:5], v[16:17], v[18:19]
v_cmp_le_u64_e64 vcc, v[254:255], v[232:233]
v_cmp_le_u64_e64 vcc, v[185:186], s[32:33]
v_cmp_gt_u64_e64 vcc, v[29:30], v[39:40]
v_cmp_gt_u64_e64 ttmp[4:5], v[143:144], vcc
v_cmp_ne_u64_e64 vcc, v[254:255], s[0:1]
v_cmp_ne_u64_e64 vcc, -1000, s[78:79]
v_cmp_ge_u64_e64 s[10:11], -1000, -1.0
v_cmp_ge_u64_e64 exec, v[28:29], v[192:193]
v_cmp_t_u64_e64 exec, v[91:92], v[250:251]
v_cmp_t_u64_e64 vcc, v[162:163], v[143:144]
v_cmp_class_f16_e64 vcc, -0.5, 0.5
v_cmp_class_f16_e64 ttmp[4:5], 59, v138
v_cmp_class_f32_e64 vcc, v109, v26
v_cmp_class_f32_e64 s[66:67], |v195|, -12345
v_cmp_class_f64_e64 vcc, s[28:29], 0x12345678
v_cndmask_b32_e64 v255, s18, v168, exec
v_cndmask_b32_e64 v198, s81, v63, s[104:105]
v_add_co_ci_u32_e64 v3, s[28:29], v205, v59, s[78:79]
v_add_co_ci_u32_e64 v119, ttmp[4:5], vcc_hi, v161, vcc clamp
v_sub_co_ci_u32_e64 v213, vcc, 4.0, v22, ttmp[4:5] clamp
v_sub_co_ci_u32_e64 v239, vcc, 1.5, v103, s[70:71] clamp
v_subrev_co_ci_u32_e64 v255, s[74:75], 61, 0xffff, exec
v_subrev_co_ci_u32_e64 v36, ttmp[4:5], v122, ttmp13, s[92:93] clamp
v_div_scale_f32 v255, vcc, -0.5, v204, s83
v_div_scale_f32 v23, vcc, -7, -v255, v226 div:2
v_div_scale_f64 v[219:220], vcc, 29, -v[148:149], v[25:26] mul:4
v_div_scale_f64 v[14:15], exec, -v[83:84], s[16:17], v[40:41] clamp
v_mad_u64_u32 v[69:70], exec, v14, s88, -4.0
v_mad_u64_u32 v[228:229], vcc, 10, v6, 1.0
v_mad_i64_i32 v[192:193], vcc, v35, s68, v[39:40]
v_mad_i64_i32 v[183:184], vcc, v18, v133, ttmp[14:15] clamp
v_add_co_u32 v28, exec, v149, s98
v_add_co_u32 v26, ttmp[4:5], v11, v226 clamp
v_sub_co_u32 v13, vcc, v44, v0 clamp
v_sub_co_u32 v101, s[72:73], 0xffff, v170 clamp
v_subrev_co_u32 v35, exec, v31, v169
v_subrev_co_u32 v3, ttmp[4:5], m0, v3 clamp
v_cmp_eq_i16_e32 vcc, 0.5, v11
v_cmp_gt_i16_e32 vcc, -300, v16
v_cmp_ge_u16_e32 vcc, v3, v7
v_cndmask_b16 v20, v100, v17, ttmp[4:5]
L_end:
s_endpgm
