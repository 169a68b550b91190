; Hand-written gfx900 object: two kernels, local and global data, section symbols,
; REL32/ABS64 relocations, .bss, hidden/protected/default visibility. No .addrsig, so
; llvm-mc-19's bytes can be compared exactly.
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .globl first
  .p2align 8
  .type first,@function
first:
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, lvar@rel32@lo+4
  s_addc_u32 s3, s3, lvar@rel32@hi+12
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, .Ltmp@rel32@lo+4
  s_addc_u32 s5, s5, .Ltmp@rel32@hi+12
  s_getpc_b64 s[6:7]
  s_add_u32 s6, s6, gtable@rel32@lo+4
  s_addc_u32 s7, s7, gtable@rel32@hi+12
  s_endpgm
.Lfirst_end:
  .size first, .Lfirst_end-first

  .globl second
  .p2align 8
  .type second,@function
second:
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, zeros@rel32@lo+4
  s_addc_u32 s3, s3, zeros@rel32@hi+12
  s_endpgm
.Lsecond_end:
  .size second, .Lsecond_end-second

  .data
  .p2align 3
  .quad 7
lvar:
  .quad lvar
.Ltmp:
  .quad gtable
  .type lobj,@object
lobj:
  .long 1
  .size lobj, 4

  .section .data.tables,"aw",@progbits
  .globl gtable
  .hidden gtable
  .p2align 4
  .type gtable,@object
gtable:
  .quad first
  .quad 0x1122334455667788
  .size gtable, 16

  .bss
  .globl zeros
  .protected zeros
  .p2align 2
  .type zeros,@object
zeros:
  .zero 12
  .size zeros, 12

  .rodata
  .p2align 6
  .amdhsa_kernel first
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 8
  .end_amdhsa_kernel
  .p2align 6
  .amdhsa_kernel second
    .amdhsa_next_free_vgpr 2
    .amdhsa_next_free_sgpr 4
    .amdhsa_group_segment_fixed_size 1024
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.kernels:
  - .name: first
    .symbol: first.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
  - { .name: second, .symbol: second.kd, .kernarg_segment_size: 0, .kernarg_segment_align: 4,
      .group_segment_fixed_size: 1024, .private_segment_fixed_size: 0, .wavefront_size: 64,
      .sgpr_count: 4, .vgpr_count: 2, .max_flat_workgroup_size: 64 }
...
  .end_amdgpu_metadata
