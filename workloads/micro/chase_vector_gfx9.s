; chase_vector(global uint* buf, uint iters, global ulong* out): vector-memory latency by pointer chasing.
; One wave, lane 0 only. idx = 0; iters untimed warm-up steps idx = buf[idx] (global_load_dword,
; SGPR base + VGPR byte offset, normal cached load), then iters timed steps between two s_memtime.
; out[0] = t1 - t0, out[1] = final idx.  Latency per load = out[0] / iters.
; Initial state: s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; the build derives the gfx90a form (to_gfx90a.cmake).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected chase_vector
  .globl chase_vector
  .p2align 8
  .type chase_vector,@function
chase_vector:
  s_load_dwordx2 s[4:5], s[0:1], 0x0        ; buf
  s_load_dword s6, s[0:1], 0x8              ; iters
  s_load_dwordx2 s[8:9], s[0:1], 0x10       ; out
  s_mov_b64 exec, 1                         ; lane 0 only
  v_mov_b32_e32 v2, 0                       ; idx = 0 (byte offset)
  s_waitcnt lgkmcnt(0)
  ; ---- warm-up: iters untimed steps ----
  s_mov_b32 s7, s6
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Lchase_vector_warm_done
.Lchase_vector_warm:
  global_load_dword v1, v2, s[4:5]          ; v1 = buf[idx]  (v2 = idx*4, SGPR base)
  s_waitcnt vmcnt(0)
  v_lshlrev_b32_e32 v2, 2, v1               ; next byte offset
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lchase_vector_warm
.Lchase_vector_warm_done:
  ; ---- timed: iters steps ----
  s_mov_b32 s7, s6                          ; loop counter
  s_memtime s[10:11]
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Lchase_vector_timed_done
.Lchase_vector_timed:
  global_load_dword v1, v2, s[4:5]          ; v1 = buf[idx]  (v2 = idx*4, SGPR base)
  s_waitcnt vmcnt(0)
  v_lshlrev_b32_e32 v2, 2, v1               ; next byte offset
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lchase_vector_timed
.Lchase_vector_timed_done:
  s_memtime s[12:13]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s12, s12, s10                   ; cycles = t1 - t0 (64-bit)
  s_subb_u32 s13, s13, s11
  v_mov_b32_e32 v4, s12                     ; out[0] = cycles
  v_mov_b32_e32 v5, s13
  v_lshrrev_b32_e32 v6, 2, v2               ; out[1] = idx (zero-extended)
  v_mov_b32_e32 v7, 0
  v_mov_b32_e32 v0, 0
  global_store_dwordx4 v0, v[4:7], s[8:9]
  s_endpgm
.Lchase_vector_end:
  .size chase_vector, .Lchase_vector_end-chase_vector

  .rodata
  .p2align 6
  .amdhsa_kernel chase_vector
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 24
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .name:           chase_vector
    .symbol:         chase_vector.kd
    .args:
      - { .name: "buf", .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: "iters", .offset: 8, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 16, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
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
