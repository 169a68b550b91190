; chase_lds(uint iters, uint n, global ulong* out): LDS latency by pointer chasing (ds_read_b32 v1, v1).
; Lane 0 fills LDS words 0..n-1 (word i = byte address of word (i+1) mod n; 1 <= n <= 1024), then
; iters timed dependent reads. out[0] = cycles, out[1] = final value = ((iters mod n) * 4).
; Initial state: s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; the build derives the gfx90a form (to_gfx90a.cmake).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected chase_lds
  .globl chase_lds
  .p2align 8
  .type chase_lds,@function
chase_lds:
  s_load_dwordx2 s[4:5], s[0:1], 0x0        ; s4 = iters, s5 = n (1..1024)
  s_load_dwordx2 s[8:9], s[0:1], 0x8        ; out
  s_mov_b64 exec, 1                         ; lane 0 only
  s_mov_b32 m0, -1                          ; LDS limit (needed before gfx9; harmless after)
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s6, s4                          ; iters
  ; ---- fill: word i = byte address of word (i+1) mod n ----
  s_mov_b32 s14, 0                          ; i
.Lchase_lds_fill:
  s_add_u32 s15, s14, 1
  s_cmp_ge_u32 s15, s5
  s_cselect_b32 s15, 0, s15                 ; (i+1) mod n
  s_lshl_b32 s15, s15, 2
  s_lshl_b32 s16, s14, 2
  v_mov_b32_e32 v2, s16                     ; address of word i
  v_mov_b32_e32 v3, s15                     ; value
  ds_write_b32 v2, v3
  s_add_u32 s14, s14, 1
  s_cmp_lt_u32 s14, s5
  s_cbranch_scc1 .Lchase_lds_fill
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_mov_b32_e32 v1, 0                       ; start at word 0
  ; ---- timed: iters steps ----
  s_mov_b32 s7, s6                          ; loop counter
  s_memtime s[10:11]
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Lchase_lds_timed_done
.Lchase_lds_timed:
  ds_read_b32 v1, v1                        ; address = value
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lchase_lds_timed
.Lchase_lds_timed_done:
  s_memtime s[12:13]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s12, s12, s10                   ; cycles = t1 - t0 (64-bit)
  s_subb_u32 s13, s13, s11
  v_mov_b32_e32 v4, s12                     ; out[0] = cycles
  v_mov_b32_e32 v5, s13
  v_mov_b32_e32 v6, v1                      ; out[1] = final value (byte address)
  v_mov_b32_e32 v7, 0
  v_mov_b32_e32 v0, 0
  global_store_dwordx4 v0, v[4:7], s[8:9]
  s_endpgm
.Lchase_lds_end:
  .size chase_lds, .Lchase_lds_end-chase_lds

  .rodata
  .p2align 6
  .amdhsa_kernel chase_lds
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 16
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_group_segment_fixed_size 4096
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .name:           chase_lds
    .symbol:         chase_lds.kd
    .args:
      - { .name: "iters", .offset: 0, .size: 4, .value_kind: by_value }
      - { .name: "n_words", .offset: 4, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 64
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .vgpr_count:     8
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
