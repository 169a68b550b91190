; stream_read(global uint4* in, uint n_per_item, uint grid_items, uint window_mask, global uint* out):
; read bandwidth. Byte offsets are ANDed with window_mask (0xffffffff: every element once, from
; DRAM; a smaller power-of-two window minus one: the same window read again and again, from L2).
; gid = group_id*256 + local id (block size must be 256); each work-item xors n_per_item uint4 values
; in[gid + k*grid_items] (coalesced; 4 global_load_dwordx4 in flight) and writes out[gid].
; No in-kernel timing: bandwidth = grid_items*n_per_item*16 bytes / simulated cycles.
; Byte offsets are 32-bit: grid_items*n_per_item*16 must stay below 4 GiB.
; Initial state: s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; the build derives the gfx90a form (to_gfx90a.cmake).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected stream_read
  .globl stream_read
  .p2align 8
  .type stream_read,@function
stream_read:
  s_load_dwordx2 s[4:5], s[0:1], 0x0        ; in
  s_load_dwordx2 s[6:7], s[0:1], 0x8        ; s6 = n_per_item, s7 = grid_items
  s_load_dword s14, s[0:1], 0x10            ; window_mask
  s_load_dwordx2 s[8:9], s[0:1], 0x18       ; out
  s_lshl_b32 s2, s2, 8                      ; work-group id * 256
  v_add_u32_e32 v0, s2, v0                 ; gid
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32_e32 vcc, s7, v0              ; gid < grid_items
  s_and_saveexec_b64 s[10:11], vcc
  s_cbranch_execz .Lstream_read_done
  v_lshlrev_b32_e32 v1, 4, v0               ; byte offset of in[gid]
  s_lshl_b32 s12, s7, 4                     ; grid stride in bytes
  v_mov_b32_e32 v2, 0                       ; xor accumulator
  s_mov_b32 s13, s6                         ; remaining
.Lstream_read_loop4:                                    ; 4 loads in flight per wave
  s_cmp_lt_u32 s13, 4
  s_cbranch_scc1 .Lstream_read_rem
  v_and_b32_e32 v3, s14, v1                 ; offset within the window
  global_load_dwordx4 v[4:7], v3, s[4:5]
  v_add_u32_e32 v1, s12, v1                ; next grid-stride element
  v_and_b32_e32 v3, s14, v1                 ; offset within the window
  global_load_dwordx4 v[8:11], v3, s[4:5]
  v_add_u32_e32 v1, s12, v1                ; next grid-stride element
  v_and_b32_e32 v3, s14, v1                 ; offset within the window
  global_load_dwordx4 v[12:15], v3, s[4:5]
  v_add_u32_e32 v1, s12, v1                ; next grid-stride element
  v_and_b32_e32 v3, s14, v1                 ; offset within the window
  global_load_dwordx4 v[16:19], v3, s[4:5]
  v_add_u32_e32 v1, s12, v1                ; next grid-stride element
  s_waitcnt vmcnt(3)
  v_xor_b32_e32 v2, v2, v4
  v_xor_b32_e32 v2, v2, v5
  v_xor_b32_e32 v2, v2, v6
  v_xor_b32_e32 v2, v2, v7
  s_waitcnt vmcnt(2)
  v_xor_b32_e32 v2, v2, v8
  v_xor_b32_e32 v2, v2, v9
  v_xor_b32_e32 v2, v2, v10
  v_xor_b32_e32 v2, v2, v11
  s_waitcnt vmcnt(1)
  v_xor_b32_e32 v2, v2, v12
  v_xor_b32_e32 v2, v2, v13
  v_xor_b32_e32 v2, v2, v14
  v_xor_b32_e32 v2, v2, v15
  s_waitcnt vmcnt(0)
  v_xor_b32_e32 v2, v2, v16
  v_xor_b32_e32 v2, v2, v17
  v_xor_b32_e32 v2, v2, v18
  v_xor_b32_e32 v2, v2, v19
  s_sub_u32 s13, s13, 4
  s_branch .Lstream_read_loop4
.Lstream_read_rem:
  s_cmp_eq_u32 s13, 0
  s_cbranch_scc1 .Lstream_read_store
  v_and_b32_e32 v3, s14, v1                 ; offset within the window
  global_load_dwordx4 v[4:7], v3, s[4:5]
  v_add_u32_e32 v1, s12, v1
  s_waitcnt vmcnt(0)
  v_xor_b32_e32 v2, v2, v4
  v_xor_b32_e32 v2, v2, v5
  v_xor_b32_e32 v2, v2, v6
  v_xor_b32_e32 v2, v2, v7
  s_sub_u32 s13, s13, 1
  s_branch .Lstream_read_rem
.Lstream_read_store:
  v_lshlrev_b32_e32 v1, 2, v0
  global_store_dword v1, v2, s[8:9]         ; out[gid] = xor
.Lstream_read_done:
  s_endpgm
.Lstream_read_end:
  .size stream_read, .Lstream_read_end-stream_read

  .rodata
  .p2align 6
  .amdhsa_kernel stream_read
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 32
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .name:           stream_read
    .symbol:         stream_read.kd
    .args:
      - { .name: "in", .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: "n_per_item", .offset: 8, .size: 4, .value_kind: by_value }
      - { .name: "grid_items", .offset: 12, .size: 4, .value_kind: by_value }
      - { .name: "window_mask", .offset: 16, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 24, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .vgpr_count:     20
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
