// The AMDGPU back end (compiler/codegen) on hand-built IR kernels: each is compiled to a code
// object by codegen::emitCodeObject (gfxsim's assembler and writer), run in the functional
// simulator and compared with a host computation of the same function.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "codegen/codegen.h"
#include "runtime/device/launch.h"
#include "ir/ir.h"
#include "isa/target.h"
#include "support/error.h"

using namespace gfxsim;
using ir::Type;

namespace {

struct Tgt {
  const char* name;
  bool wave64;
};
// Every target and wave size the back end compiles for.
const Tgt kTargets[] = {{"gfx900", true},  {"gfx90a", true},  {"gfx942", true},
                        {"gfx1030", false}, {"gfx1030", true}, {"gfx1100", false}, {"gfx1100", true}};

codegen::CodegenOptions options(const Tgt& t, unsigned maxVgprs = 0) {
  codegen::CodegenOptions o;
  std::string why;
  o.target = *isa::parseTargetId(t.name, &why);
  o.target.wave64 = t.wave64;
  o.sourceName = "test";
  o.maxVgprs = maxVgprs;
  return o;
}

// Kernel with the given pointer (global) and uint arguments; `body` builds the code.
struct KernelBuilder {
  ir::Module m;
  ir::Function* f;
  std::vector<ir::ValueId> args;
  explicit KernelBuilder(const std::vector<bool>& isPtr) {
    m.functions.emplace_back();
    f = &m.functions.back();
    f->name = "k";
    f->addBlock("entry");
    ir::Builder b(*f);
    uint32_t i = 0;
    for (bool p : isPtr) {
      ir::ArgInfo a;
      a.name = "a" + std::to_string(i);
      if (p) {
        a.kind = ir::ArgKind::GlobalBuffer;
        a.typeName = "uint*";
        a.size = a.align = 8;
      } else {
        a.typeName = "uint";
        a.size = a.align = 4;
      }
      ir::ValueId v = b.param(p ? Type::ptr(ir::AddrSpace::Global) : Type::i32(), i++, a.name);
      a.param = v;
      f->args.push_back(a);
      args.push_back(v);
    }
  }
};

// global id x (no hidden arguments: group size passed as the work-group size constant).
ir::ValueId globalId(ir::Builder& b, uint32_t groupSize) {
  ir::Function& f = b.function();
  ir::ValueId wg = b.intrinsic(ir::Intrinsic::WorkgroupId, Type::i32(), {}, 0);
  ir::ValueId lid = b.intrinsic(ir::Intrinsic::WorkitemId, Type::i32(), {}, 0);
  ir::ValueId base = b.binary(ir::Op::Mul, wg, f.constI32(groupSize));
  return b.binary(ir::Op::Add, base, lid);
}

ir::ValueId elemPtr(ir::Builder& b, ir::ValueId ptr, ir::ValueId index32, unsigned bytes) {
  ir::Function& f = b.function();
  ir::ValueId i64 = b.cast(ir::Op::ZExt, index32, Type::i64());
  ir::ValueId off = b.binary(ir::Op::Mul, i64, f.constI64(bytes));
  return b.ptrAdd(ptr, off);
}

ir::MemInfo mem4() {
  ir::MemInfo m;
  m.align = 4;
  return m;
}

// Runs kernel k with buffers (uint32) and scalars; returns the buffers after the run.
std::vector<std::vector<uint32_t>> run(const ir::Module& m, const Tgt& t, std::vector<std::vector<uint32_t>> bufs,
                                       const std::vector<uint32_t>& scalars, const std::vector<bool>& isPtr, uint32_t grid,
                                       uint32_t group, unsigned maxVgprs = 0) {
  auto obj = codegen::emitCodeObject(m, options(t, maxVgprs));
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{grid, 1, 1};
  req.geometry.group = rt::Dim3{group, 1, 1};
  size_t bi = 0, si = 0;
  for (bool p : isPtr) {
    device::HostArg a;
    if (p) {
      a.isBuffer = true;
      a.bytes.resize(bufs[bi].size() * 4);
      std::memcpy(a.bytes.data(), bufs[bi].data(), a.bytes.size());
      ++bi;
    } else {
      a.bytes.resize(4);
      std::memcpy(a.bytes.data(), &scalars[si++], 4);
    }
    req.args.push_back(a);
  }
  auto r = device::launchKernel(obj, "k.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<std::vector<uint32_t>> out;
  bi = 0;
  for (size_t i = 0; i < isPtr.size(); ++i)
    if (isPtr[i]) {
      std::vector<uint32_t> v(r.buffers[i].size() / 4);
      std::memcpy(v.data(), r.buffers[i].data(), v.size() * 4);
      out.push_back(v);
    }
  return out;
}

std::string label(const Tgt& t) { return std::string(t.name) + (t.wave64 ? " wave64" : " wave32"); }

}  // namespace

TEST_CASE("codegen: saxpy-like straight-line kernel with a bounds check runs on every target") {
  // out[i] = a * x[i] + y[i] for i < n (f32 FMA)
  KernelBuilder kb({true, true, true, false, false});
  ir::Function& f = *kb.f;
  ir::Builder b(f);
  ir::BlockId body = f.addBlock("body"), done = f.addBlock("done");
  b.setBlock(0);
  ir::ValueId gid = globalId(b, 64);
  ir::ValueId inRange = b.icmp(ir::ICmpPred::Ult, gid, kb.args[4]);
  b.condBr(inRange, body, done);
  b.setBlock(body);
  ir::ValueId a = b.cast(ir::Op::Bitcast, kb.args[3], Type::f32());
  ir::ValueId x = b.load(Type::f32(), elemPtr(b, kb.args[0], gid, 4), mem4());
  ir::ValueId y = b.load(Type::f32(), elemPtr(b, kb.args[1], gid, 4), mem4());
  ir::ValueId r = b.fma(a, x, y);
  b.store(r, elemPtr(b, kb.args[2], gid, 4), mem4());
  b.br(done);
  b.setBlock(done);
  b.ret();
  const uint32_t n = 200, grid = 256;
  std::vector<uint32_t> xs(grid), ys(grid);
  for (uint32_t i = 0; i < grid; ++i) {
    xs[i] = std::bit_cast<uint32_t>(0.5f * static_cast<float>(i) + 1.0f);
    ys[i] = std::bit_cast<uint32_t>(3.0f - static_cast<float>(i));
  }
  float av = 1.75f;
  for (const Tgt& t : kTargets) {
    INFO(label(t));
    auto out = run(kb.m, t, {xs, ys, std::vector<uint32_t>(grid, 0xdeadbeef)}, {std::bit_cast<uint32_t>(av), n},
                   {true, true, true, false, false}, grid, 64);
    for (uint32_t i = 0; i < grid; ++i) {
      uint32_t want = i < n ? std::bit_cast<uint32_t>(std::fma(av, std::bit_cast<float>(xs[i]), std::bit_cast<float>(ys[i])))
                            : 0xdeadbeefu;
      if (out[2][i] != want) {
        FAIL_CHECK("element " << i << ": got " << out[2][i] << " want " << want);
        break;
      }
    }
  }
}
