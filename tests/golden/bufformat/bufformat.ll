; Typed buffer kernels for tests/unit/sim/func/test_func_buffer_format.cpp, compiled by
; llc-19 for each target (build.sh). Every kernel builds its V# from a global pointer and the
; word 3 the host passes (so the host chooses DATA_FORMAT/NUM_FORMAT or FORMAT and DST_SEL),
; then lane `tid` accesses element `tid` (raw: byte offset tid * elem; struct: index tid with
; stride elem). Loads write their result to io + 16 * tid; stores take theirs from there.
;   kernel(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem)

declare i32 @llvm.amdgcn.workitem.id.x()
declare <2 x float> @llvm.amdgcn.raw.buffer.load.format.v2f32(<4 x i32>, i32, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.buffer.load.format.v2f16(<4 x i32>, i32, i32, i32)
declare <3 x float> @llvm.amdgcn.raw.buffer.load.format.v3f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.load.format.f32(<4 x i32>, i32, i32, i32)
declare half @llvm.amdgcn.raw.buffer.load.format.f16(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.f16(half, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.f32(float, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v2f16(<2 x half>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v2f32(<2 x float>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v3f32(<3 x float>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v4f16(<4 x half>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)

define amdgpu_kernel void @load_x(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call float @llvm.amdgcn.raw.buffer.load.format.f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store float %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_x(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load float, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.f32(float %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @load_xy(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <2 x float> @llvm.amdgcn.raw.buffer.load.format.v2f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store <2 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_xy(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <2 x float>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.v2f32(<2 x float> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @load_xyz(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <3 x float> @llvm.amdgcn.raw.buffer.load.format.v3f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store <3 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_xyz(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <3 x float>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.v3f32(<3 x float> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @load_xyzw(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store <4 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_xyzw(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <4 x float>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.v4f32(<4 x float> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @load_d16_x(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call half @llvm.amdgcn.raw.buffer.load.format.f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store half %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_d16_x(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load half, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.f16(half %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @load_d16_xy(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <2 x half> @llvm.amdgcn.raw.buffer.load.format.v2f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store <2 x half> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_d16_xy(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <2 x half>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.v2f16(<2 x half> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @load_d16_xyzw(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  store <4 x half> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @store_d16_xyzw(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = load <4 x half>, ptr addrspace(1) %slot, align 4
  call void @llvm.amdgcn.raw.buffer.store.format.v4f16(<4 x half> %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @struct_load_xyzw(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 %elem, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %v = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  store <4 x float> %v, ptr addrspace(1) %slot, align 4
  ret void
}

define amdgpu_kernel void @load_d16_hi_x(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %buf to i64
  %lo = trunc i64 %p to i32
  %hi64 = lshr i64 %p, 32
  %hi = trunc i64 %hi64 to i32
  %hi16 = and i32 %hi, 65535
  %strideField = shl i32 0, 16
  %w1 = or i32 %hi16, %strideField
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %w1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2
  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3
  %off = mul i32 %tid, %elem
  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid
  %old = load <2 x half>, ptr addrspace(1) %slot, align 4
  %v = call half @llvm.amdgcn.raw.buffer.load.format.f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %n = insertelement <2 x half> %old, half %v, i32 1
  store <2 x half> %n, ptr addrspace(1) %slot, align 4
  ret void
}
