; MUBUF loads into LDS (buffer_load_* ... lds) for the functional
; simulator's tests (tests/unit/sim/func/test_func_lds_dma.cpp and test_func_atomic_pk_add.cpp), built by llc-19 for gfx900,
; gfx90a and gfx942 with build.sh (clang-19 has no builtin for them). One work-group of 64
; work-items (one wave64).
;
; buffer_load_lds_SIZE: the buffer is in[0, numRecords); lanes whose bit is set in `lanes` load
; SIZE bytes at byte offset 64 * l + 4 (offset:4 in the instruction) into the LDS at lds + 4 * base
; (M0) + 4 (the same offset) + 4 * l; out[] gets the 128 LDS dwords, which start as `fill`.
target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1), i16, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.waitcnt(i32)

define amdgpu_kernel void @buffer_load_lds_ubyte(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 %base,
                                                 i32 %fill, i32 %numRecords, i64 %lanes) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %in, i16 0, i32 %numRecords, i32 159744)
  %p0 = getelementptr i32, ptr addrspace(3) %lds, i32 %l
  %l64 = add i32 %l, 64
  %p1 = getelementptr i32, ptr addrspace(3) %lds, i32 %l64
  store i32 %fill, ptr addrspace(3) %p0
  store i32 %fill, ptr addrspace(3) %p1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l.64 = zext i32 %l to i64
  %bit = lshr i64 %lanes, %l.64
  %b1 = trunc i64 %bit to i1
  br i1 %b1, label %load, label %done
load:
  %dst = getelementptr i32, ptr addrspace(3) %lds, i32 %base
  %voff = shl i32 %l, 6
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %dst, i32 1, i32 %voff, i32 0, i32 4, i32 0)
  br label %done
done:
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v0 = load i32, ptr addrspace(3) %p0
  %v1 = load i32, ptr addrspace(3) %p1
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %l
  %q1 = getelementptr i32, ptr addrspace(1) %out, i32 %l64
  store i32 %v0, ptr addrspace(1) %q0
  store i32 %v1, ptr addrspace(1) %q1
  ret void
}

define amdgpu_kernel void @buffer_load_lds_ushort(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 %base,
                                                 i32 %fill, i32 %numRecords, i64 %lanes) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %in, i16 0, i32 %numRecords, i32 159744)
  %p0 = getelementptr i32, ptr addrspace(3) %lds, i32 %l
  %l64 = add i32 %l, 64
  %p1 = getelementptr i32, ptr addrspace(3) %lds, i32 %l64
  store i32 %fill, ptr addrspace(3) %p0
  store i32 %fill, ptr addrspace(3) %p1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l.64 = zext i32 %l to i64
  %bit = lshr i64 %lanes, %l.64
  %b1 = trunc i64 %bit to i1
  br i1 %b1, label %load, label %done
load:
  %dst = getelementptr i32, ptr addrspace(3) %lds, i32 %base
  %voff = shl i32 %l, 6
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %dst, i32 2, i32 %voff, i32 0, i32 4, i32 0)
  br label %done
done:
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v0 = load i32, ptr addrspace(3) %p0
  %v1 = load i32, ptr addrspace(3) %p1
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %l
  %q1 = getelementptr i32, ptr addrspace(1) %out, i32 %l64
  store i32 %v0, ptr addrspace(1) %q0
  store i32 %v1, ptr addrspace(1) %q1
  ret void
}

define amdgpu_kernel void @buffer_load_lds_dword(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 %base,
                                                 i32 %fill, i32 %numRecords, i64 %lanes) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %in, i16 0, i32 %numRecords, i32 159744)
  %p0 = getelementptr i32, ptr addrspace(3) %lds, i32 %l
  %l64 = add i32 %l, 64
  %p1 = getelementptr i32, ptr addrspace(3) %lds, i32 %l64
  store i32 %fill, ptr addrspace(3) %p0
  store i32 %fill, ptr addrspace(3) %p1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l.64 = zext i32 %l to i64
  %bit = lshr i64 %lanes, %l.64
  %b1 = trunc i64 %bit to i1
  br i1 %b1, label %load, label %done
load:
  %dst = getelementptr i32, ptr addrspace(3) %lds, i32 %base
  %voff = shl i32 %l, 6
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %dst, i32 4, i32 %voff, i32 0, i32 4, i32 0)
  br label %done
done:
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v0 = load i32, ptr addrspace(3) %p0
  %v1 = load i32, ptr addrspace(3) %p1
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %l
  %q1 = getelementptr i32, ptr addrspace(1) %out, i32 %l64
  store i32 %v0, ptr addrspace(1) %q0
  store i32 %v1, ptr addrspace(1) %q1
  ret void
}

