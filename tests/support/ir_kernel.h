// Hand-built IR kernels for the interpreter and expansion tests: a Function with a Builder,
// arguments recorded as the front end would (ArgInfo + Param), and the usual address and
// work-item id sequences.
#pragma once
#include <string>

#include "ir/interp.h"
#include "ir/ir.h"

namespace gfxsim::test {

struct IrKernel {
  ir::Function f;
  ir::Builder b{f};

  explicit IrKernel(std::string name) {
    f.name = std::move(name);
    f.addBlock("entry");
  }
  // An argument: a global buffer for a global pointer, else by value.
  ir::ValueId arg(ir::Type t, const std::string& name) {
    ir::ValueId p = b.param(t, static_cast<uint32_t>(f.params.size()), name);
    ir::ArgInfo a;
    a.name = name;
    a.kind = t.isPtr() ? ir::ArgKind::GlobalBuffer : ir::ArgKind::ByValue;
    a.space = t.isPtr() ? t.space : ir::AddrSpace::Global;
    a.size = t.bytes();
    a.align = a.size;
    a.param = p;
    f.args.push_back(a);
    return p;
  }
  ir::ValueId i32(uint32_t v) { return f.constI32(v); }
  ir::ValueId i64(uint64_t v) { return f.constI64(v); }
  ir::ValueId lid(unsigned d) { return b.intrinsic(ir::Intrinsic::WorkitemId, ir::Type::i32(), {}, d); }
  ir::ValueId wgid(unsigned d) { return b.intrinsic(ir::Intrinsic::WorkgroupId, ir::Type::i32(), {}, d); }
  // The enqueued group size from the hidden arguments (u16 hidden_group_size_d).
  ir::ValueId groupSize(unsigned d) {
    ir::ValueId impl = b.intrinsic(ir::Intrinsic::ImplicitArgPtr, ir::Type::ptr(ir::AddrSpace::Constant), {});
    ir::ValueId p = b.ptrAdd(impl, i64(ir::hidden::kGroupSize + 2 * d));
    return b.cast(ir::Op::ZExt, b.load(ir::Type::i16(), p, {2}), ir::Type::i32());
  }
  // get_global_id(d) (global offset 0) as i32.
  ir::ValueId gid(unsigned d) { return b.binary(ir::Op::Add, b.binary(ir::Op::Mul, wgid(d), groupSize(d)), lid(d)); }
  // &base[index] for elements of `bytes` bytes (index i32, zero-extended).
  ir::ValueId elem(ir::ValueId base, ir::ValueId index, unsigned bytes) {
    ir::Type t = f.typeOf(base);
    if (t.bits() == 32) return b.ptrAdd(base, b.binary(ir::Op::Mul, index, i32(bytes)));
    ir::ValueId wide = b.cast(ir::Op::ZExt, index, ir::Type::i64());
    return b.ptrAdd(base, b.binary(ir::Op::Mul, wide, i64(bytes)));
  }
  ir::ValueId load(ir::Type t, ir::ValueId base, ir::ValueId index) {
    return b.load(t, elem(base, index, t.bytes()), {t.bytes()});
  }
  void store(ir::ValueId v, ir::ValueId base, ir::ValueId index) {
    unsigned bytes = f.typeOf(v).bytes();
    b.store(v, elem(base, index, bytes), {bytes});
  }
};

}  // namespace gfxsim::test
