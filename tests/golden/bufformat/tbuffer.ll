; MTBUF kernels for tests/unit/sim/func/test_func_buffer_format.cpp (the "tbuffer" test cases),
; compiled by llc-19 for gfx900, gfx90a and gfx942 (build.sh); written by gen_tbuffer.py. As in bufformat.ll, each
; kernel builds its V# from a global pointer and the word 3 the host passes, and lane `tid`
; accesses element `tid` (byte offset tid * elem); loads write to io + 16 * tid, stores read
; from there. The format is the intrinsic's immediate (gfx9: DATA_FORMAT | NUM_FORMAT << 4), named in the
; kernel's name; the V# the host passes names another format, which the instruction overrides.
;   kernel(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem)

declare i32 @llvm.amdgcn.workitem.id.x()
declare <2 x float> @llvm.amdgcn.raw.tbuffer.load.v2f32(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare <3 x float> @llvm.amdgcn.raw.tbuffer.load.v3f32(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare <4 x float> @llvm.amdgcn.raw.tbuffer.load.v4f32(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare <4 x half> @llvm.amdgcn.raw.tbuffer.load.v4f16(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare float @llvm.amdgcn.raw.tbuffer.load.f32(<4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.f16(half, <4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.f32(float, <4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.v3f32(<3 x float>, <4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.v4f16(<4 x half>, <4 x i32>, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.tbuffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32 immarg, i32 immarg)

define amdgpu_kernel void @tload_xyzw_16_16_16_16_SNORM(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <4 x float> @llvm.amdgcn.raw.tbuffer.load.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 28, i32 0)
  store <4 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @tload_xyz_32_32_32_SINT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <3 x float> @llvm.amdgcn.raw.tbuffer.load.v3f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 93, i32 0)
  store <3 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @tload_xy_8_8_UINT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <2 x float> @llvm.amdgcn.raw.tbuffer.load.v2f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 67, i32 0)
  store <2 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @tload_x_10_11_11_FLOAT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call float @llvm.amdgcn.raw.tbuffer.load.f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 118, i32 0)
  store float %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @tload_d16_xyzw_16_16_16_16_FLOAT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <4 x half> @llvm.amdgcn.raw.tbuffer.load.v4f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 124, i32 0)
  store <4 x half> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @tload_d16_xy_8_8_8_8_UNORM(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 10, i32 0)
  store <2 x half> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @tstore_xyzw_8_8_8_8_SNORM(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <4 x float>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.v4f32(<4 x float> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 26, i32 0)
  ret void
}

define amdgpu_kernel void @tstore_xyz_32_32_32_UINT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <3 x float>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.v3f32(<3 x float> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 77, i32 0)
  ret void
}

define amdgpu_kernel void @tstore_xy_16_16_SINT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <2 x float>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 85, i32 0)
  ret void
}

define amdgpu_kernel void @tstore_x_32_FLOAT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load float, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 116, i32 0)
  ret void
}

define amdgpu_kernel void @tstore_d16_xyzw_16_16_16_16_UNORM(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <4 x half>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.v4f16(<4 x half> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 12, i32 0)
  ret void
}

define amdgpu_kernel void @tstore_d16_x_16_FLOAT(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load half, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.tbuffer.store.f16(half %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 114, i32 0)
  ret void
}
