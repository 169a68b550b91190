; lds_stride(uint stride, uint iters, global ulong* out): LDS bank conflicts. One full wave (64 lanes),
; lane address = (lane * stride * 4) mod 65536; iters x 8 independent ds_read_b32 then s_waitcnt.
; out[0] = cycles, out[1] = lane 1's byte address. Launch with block = grid = wave size.
; Initial state: s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; the build derives the gfx90a form (to_gfx90a.cmake).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected lds_stride
  .globl lds_stride
  .p2align 8
  .type lds_stride,@function
lds_stride:
  s_load_dwordx2 s[4:5], s[0:1], 0x0        ; s4 = stride (dwords), s5 = iters
  s_load_dwordx2 s[8:9], s[0:1], 0x8        ; out
  s_mov_b32 m0, -1                          ; LDS limit (needed before gfx9; harmless after)
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s6, s5                          ; iters
  v_mul_lo_u32 v1, v0, s4                   ; lane * stride
  v_lshlrev_b32_e32 v1, 2, v1               ; * 4 bytes
  v_and_b32_e32 v1, 0xffff, v1              ; mod 65536
  ; ---- timed: iters x 8 independent ds_read_b32 from the lane's address ----
  s_mov_b32 s7, s6                          ; loop counter
  s_memtime s[10:11]
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Llds_stride_timed_done
.Llds_stride_timed:
  ds_read_b32 v2, v1
  ds_read_b32 v3, v1
  ds_read_b32 v4, v1
  ds_read_b32 v5, v1
  ds_read_b32 v6, v1
  ds_read_b32 v7, v1
  ds_read_b32 v8, v1
  ds_read_b32 v9, v1
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Llds_stride_timed
.Llds_stride_timed_done:
  s_memtime s[12:13]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s12, s12, s10                   ; cycles = t1 - t0 (64-bit)
  s_subb_u32 s13, s13, s11
  v_readlane_b32 s14, v1, 1                 ; lane 1's byte address
  s_mov_b64 exec, 1                         ; lane 0 writes
  v_mov_b32_e32 v12, s12                    ; out[0] = cycles
  v_mov_b32_e32 v13, s13
  v_mov_b32_e32 v14, s14                    ; out[1] = lane 1's address = (stride*4) mod 65536
  v_mov_b32_e32 v15, 0
  v_mov_b32_e32 v0, 0
  global_store_dwordx4 v0, v[12:15], s[8:9]
  s_endpgm
.Llds_stride_end:
  .size lds_stride, .Llds_stride_end-lds_stride

  .rodata
  .p2align 6
  .amdhsa_kernel lds_stride
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 16
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_group_segment_fixed_size 65536
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .name:           lds_stride
    .symbol:         lds_stride.kd
    .args:
      - { .name: "stride", .offset: 0, .size: 4, .value_kind: by_value }
      - { .name: "iters", .offset: 4, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 64
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .vgpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
