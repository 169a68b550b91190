// runWorkloadInterp (compiler/ir/workload/interp_workload.h): a hand-built IR of the saxpy
// workload runs through the interpreter against the workload's own host check; a wrong
// kernel fails the check, and an argument mismatch or a fault is reported.
#include <doctest/doctest.h>

#include "ir/workload/interp_workload.h"
#include "support/ir_kernel.h"

using namespace gfxsim;
using namespace gfxsim::ir;
using gfxsim::test::IrKernel;

namespace {

// saxpy(float a, const float* x, const float* y, float* out, uint n): out[i] = a * x[i] + y[i]
// (fused when `fused`, or with an error when `wrong`).
void buildSaxpy(IrKernel& k, bool fused, bool wrong) {
  Type gptr = Type::ptr(AddrSpace::Global);
  ValueId a = k.arg(Type::f32(), "a"), x = k.arg(gptr, "x"), y = k.arg(gptr, "y"), out = k.arg(gptr, "out");
  ValueId n = k.arg(Type::i32(), "n");
  BlockId body = k.f.addBlock("body"), done = k.f.addBlock("done");
  ValueId i = k.gid(0);
  k.b.condBr(k.b.icmp(ICmpPred::Ult, i, n), body, done);
  k.b.setBlock(body);
  ValueId xi = k.load(Type::f32(), x, i), yi = k.load(Type::f32(), y, i);
  ValueId r = fused ? k.b.fma(a, xi, yi) : k.b.binary(Op::FAdd, k.b.binary(Op::FMul, a, xi), yi);
  if (wrong) r = k.b.binary(Op::FAdd, r, k.f.constF32(1.0f));
  k.store(r, out, i);
  k.b.br(done);
  k.b.setBlock(done);
  k.b.ret();
}

}  // namespace

TEST_CASE("ir interp: runWorkloadInterp runs a workload against its host check") {
  const workloads::Workload* w = workloads::findWorkload("saxpy");
  REQUIRE(w);
  for (bool fused : {true, false}) {
    IrKernel k("saxpy");
    buildSaxpy(k, fused, false);
    workloads::CheckResult r = runWorkloadInterp(k.f, *w);
    CHECK_MESSAGE(r.ok, r.detail);
  }
  IrKernel bad("saxpy");
  buildSaxpy(bad, true, true);
  CHECK_FALSE(runWorkloadInterp(bad.f, *w).ok);
  IrKernel few("saxpy");
  few.b.ret();
  workloads::CheckResult r = runWorkloadInterp(few.f, *w);
  CHECK_FALSE(r.ok);
  CHECK(r.detail == "saxpy: the workload has 5 arguments, kernel saxpy takes 0");
  // A fault comes back as the detail.
  IrKernel spin("saxpy");
  buildSaxpy(spin, true, false);
  InterpWorkloadOptions o;
  o.maxSteps = 100;
  r = runWorkloadInterp(spin.f, *w, o);
  CHECK_FALSE(r.ok);
  CHECK(r.detail.find("saxpy: kernel saxpy: work-item") == 0);
  CHECK(r.detail.find("watchdog: more than 100 steps") != std::string::npos);
}
