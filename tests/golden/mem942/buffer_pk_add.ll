; buffer_atomic_pk_add_f16 for the functional simulator's tests
; (tests/unit/sim/func/test_func_atomic_pk_add.cpp), built by llc-19 for gfx90a and gfx942 with build.sh
; and linked with mubuf_lds.ll's kernels. One work-group of 64 work-items (one wave64).
target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1), i16, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2f16(<2 x half>, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

; buffer_atomic_pk_add_f16 (returning): lane l adds data[l] to acc[l % 16], old[l] gets the old value.
define amdgpu_kernel void @buffer_pk_add_f16(ptr addrspace(1) %acc, ptr addrspace(1) %data, ptr addrspace(1) %old) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %acc, i16 0, i32 64, i32 159744)
  %pd = getelementptr <2 x half>, ptr addrspace(1) %data, i32 %l
  %d = load <2 x half>, ptr addrspace(1) %pd
  %slot = and i32 %l, 15
  %voff = shl i32 %slot, 2
  %r = call <2 x half> @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2f16(<2 x half> %d, ptr addrspace(8) %rsrc, i32 %voff, i32 0, i32 0)
  %po = getelementptr <2 x half>, ptr addrspace(1) %old, i32 %l
  store <2 x half> %r, ptr addrspace(1) %po
  ret void
}
