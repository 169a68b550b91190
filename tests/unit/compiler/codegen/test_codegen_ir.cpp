// The back end on hand-written IR (ir text, compiler/ir/parser.h): control flow, LDS,
// atomics, scratch and wave-size-dependent code, each compiled for every target, run in the
// functional simulator and compared with the IR interpreter (compiler/ir/interp.h) running
// the same function: an oracle independent of the back end.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>

#include "codegen/codegen.h"
#include "runtime/device/launch.h"
#include "ir/interp.h"
#include "ir/parser.h"
#include "ir/verifier.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

// The kernels take (out, in) global uint buffers of kItems elements, in groups of kGroup.
constexpr uint32_t kItems = 256, kGroup = 64;

const char* kArgs = R"(
  arg "out" "uint*" global_buffer global size 8 align 8 param %out
  arg "in" "uint*" global_buffer global size 8 align 8 param %in
)";

// Entry code shared by the kernels: %i = global id, %x = in[i], %po = &out[i].
const char* kEntry = R"(
  %lid = intrinsic.workitem.id i32 imm 0
  %wg = intrinsic.workgroup.id i32 imm 0
  %base = mul i32 %wg, i32 64
  %i = add i32 %base, %lid
  %i64 = zext i64 %i
  %off = shl i64 %i64, i64 2
  %pi = ptradd ptr.global %in, %off
  %po = ptradd ptr.global %out, %off
  %x = load i32 %pi align 4
)";

std::string kernel(const std::string& extraDecls, const std::string& entryTail, const std::string& blocks) {
  return "kernel @k(ptr.global %out, ptr.global %in) {" + std::string(kArgs) + extraDecls + "entry:" + kEntry + entryTail +
         blocks + "}\n";
}

std::vector<uint32_t> inputs() {
  std::vector<uint32_t> v(kItems);
  uint32_t s = 12345;
  for (uint32_t i = 0; i < kItems; ++i) {
    s = s * 1103515245u + 12345u;
    v[i] = (s >> 8) % 1000 + (i % 7 == 0 ? 1 : 0);
  }
  return v;
}

// out after running the kernel in the IR interpreter (permuteWidth: the lanes ds_bpermute
// reaches, 32 in a GFX10+ wave64; 0 = the wave).
std::vector<uint32_t> interpret(const ir::Function& f, const std::vector<uint32_t>& in, unsigned waveSize,
                                unsigned permuteWidth = 0) {
  ir::InterpMemory mem;
  uint64_t out = mem.allocate(kItems * 4, 256, "out"), inp = mem.allocate(kItems * 4, 256, "in");
  mem.write(inp, in.data(), kItems * 4);
  ir::InterpLaunch l;
  l.grid[0] = kItems;
  l.group[0] = kGroup;
  l.waveSize = waveSize;
  l.permuteWidth = permuteWidth;
  l.args = {out, inp};
  auto r = ir::interpret(f, mem, l);
  REQUIRE_MESSAGE(r.ok, r.error);
  std::vector<uint32_t> res(kItems);
  mem.read(out, res.data(), kItems * 4);
  return res;
}

// out after compiling the kernel for t and running it in the functional simulator.
std::vector<uint32_t> simulate(const ir::Module& m, const test::CgTarget& t, const std::vector<uint32_t>& in,
                               unsigned maxVgprs = 0) {
  codegen::CodegenOptions o;
  o.target = t.id();
  o.sourceName = "k";
  o.maxVgprs = maxVgprs;
  auto obj = codegen::emitCodeObject(m, o);
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{kItems, 1, 1};
  req.geometry.group = rt::Dim3{kGroup, 1, 1};
  device::HostArg out, inp;
  out.isBuffer = inp.isBuffer = true;
  out.bytes.assign(kItems * 4, 0);
  inp.bytes.resize(kItems * 4);
  std::memcpy(inp.bytes.data(), in.data(), kItems * 4);
  req.args = {out, inp};
  auto r = device::launchKernel(obj, "k.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<uint32_t> res(kItems);
  std::memcpy(res.data(), r.buffers[0].data(), kItems * 4);
  return res;
}

// Compiles and runs `text` on every target; out must equal the interpreter's (sorted per
// group first when `perGroupMultiset`: atomics return values in an order of their own).
void checkAgainstInterpreter(const std::string& text, bool perGroupMultiset = false) {
  ir::Module m = ir::parseModule(text, "k.ir");
  REQUIRE(m.functions.size() == 1);
  ir::verifyOrThrow(m, "k.ir");
  auto in = inputs();
  for (const test::CgTarget& t : test::codegenTargets()) {
    INFO(t.label());
    bool gfx9 = std::string(t.name).rfind("gfx9", 0) == 0;
    auto want = interpret(m.functions[0], in, t.wave64 ? 64 : 32, !gfx9 && t.wave64 ? 32 : 0);
    auto got = simulate(m, t, in);
    if (perGroupMultiset)
      for (uint32_t g = 0; g < kItems; g += kGroup) {
        std::sort(want.begin() + g, want.begin() + g + kGroup);
        std::sort(got.begin() + g, got.begin() + g + kGroup);
      }
    for (uint32_t i = 0; i < kItems; ++i)
      if (got[i] != want[i]) {
        FAIL_CHECK("item " << i << ": simulator " << got[i] << ", interpreter " << want[i]);
        break;
      }
  }
}

}  // namespace

TEST_CASE("codegen ir: divergent if/else joined by a phi") {
  checkAgainstInterpreter(kernel("", R"(
  %odd = and i32 %x, i32 1
  %c = icmp.ne i1 %odd, i32 0
  condbr %c, then, else
then:
  %a = mul i32 %x, i32 3
  %a1 = add i32 %a, i32 1
  br join
else:
  %b = lshr i32 %x, i32 1
  br join
join:
  %r = phi i32 [%a1, then], [%b, else]
  store %r, %po align 4
  ret
)", ""));
}

TEST_CASE("codegen ir: a loop with divergent exits (condition and break) and a phi of the exit value") {
  checkAgainstInterpreter(kernel("", "  br loop\n", R"(
loop:
  %v = phi i32 [%x, entry], [%v2, latch]
  %n = phi i32 [i32 0, entry], [%n2, latch]
  %done = icmp.ule i1 %v, i32 1
  condbr %done, exit, body
body:
  %lim = icmp.uge i1 %n, i32 40
  condbr %lim, exit, step
step:
  %o = and i32 %v, i32 1
  %isodd = icmp.ne i1 %o, i32 0
  condbr %isodd, oddb, evenb
oddb:
  %t = mul i32 %v, i32 3
  %t1 = add i32 %t, i32 1
  br latch
evenb:
  %h = lshr i32 %v, i32 1
  br latch
latch:
  %v2 = phi i32 [%t1, oddb], [%h, evenb]
  %n2 = add i32 %n, i32 1
  br loop
exit:
  %res = phi i32 [%n, loop], [i32 1000000, body]
  store %res, %po align 4
  ret
)"));
}

TEST_CASE("codegen ir: continue, break and early return in one loop") {
  checkAgainstInterpreter(kernel("", "  %lim = add i32 %x, i32 150\n  br loop\n", R"(
loop:
  %j = phi i32 [i32 0, entry], [%j1, next]
  %s = phi i32 [i32 0, entry], [%s2, next]
  %more = icmp.ult i1 %j, i32 24
  condbr %more, body, done
body:
  %t = add i32 %j, %i
  %k = and i32 %t, i32 3
  %skip = icmp.eq i1 %k, i32 0
  condbr %skip, next, acc
acc:
  %s1 = add i32 %s, %t
  %big = icmp.ugt i1 %s1, %lim
  condbr %big, early, next
next:
  %s2 = phi i32 [%s, body], [%s1, acc]
  %j1 = add i32 %j, i32 1
  br loop
early:
  %flag = or i32 %s1, i32 0x40000000
  store %flag, %po align 4
  ret
done:
  store %s, %po align 4
  ret
)"));
}

TEST_CASE("codegen ir: nested loops with divergent trip counts") {
  checkAgainstInterpreter(kernel("", "  %na = and i32 %x, i32 7\n  br outer\n", R"(
outer:
  %a = phi i32 [i32 0, entry], [%a1, outer.latch]
  %s = phi i32 [i32 0, entry], [%s3, outer.latch]
  %oc = icmp.ult i1 %a, %na
  condbr %oc, inner.pre, exit
inner.pre:
  %ab = add i32 %a, %lid
  %nb = and i32 %ab, i32 3
  br inner
inner:
  %b = phi i32 [i32 0, inner.pre], [%b1, inner.body]
  %s1 = phi i32 [%s, inner.pre], [%s2, inner.body]
  %ic = icmp.ule i1 %b, %nb
  condbr %ic, inner.body, outer.latch
inner.body:
  %p = mul i32 %a, %b
  %p1 = add i32 %p, i32 1
  %s2 = add i32 %s1, %p1
  %b1 = add i32 %b, i32 1
  br inner
outer.latch:
  %s3 = phi i32 [%s1, inner]
  %a1 = add i32 %a, i32 1
  br outer
exit:
  store %s, %po align 4
  ret
)"));
}

TEST_CASE("codegen ir: LDS exchange across a barrier") {
  checkAgainstInterpreter(kernel("  local \"tile\" size 256 align 4\n", R"(
  %t = localaddr ptr.local @tile
  %l4 = shl i32 %lid, i32 2
  %pw = ptradd ptr.local %t, %l4
  store %x, %pw align 4
  fence release workgroup spaces(global, local)
  intrinsic.barrier
  fence acquire workgroup spaces(global, local)
  %rev = sub i32 i32 63, %lid
  %r4 = shl i32 %rev, i32 2
  %pr = ptradd ptr.local %t, %r4
  %y = load i32 %pr align 4
  %sum = add i32 %y, %x
  store %sum, %po align 4
  ret
)", ""));
}

TEST_CASE("codegen ir: atomics return the old values (global and LDS)") {
  // Every work-item adds 1 to a per-group LDS counter and to a global counter (in[255],
  // read back through out); the returned old values of a group are a permutation.
  checkAgainstInterpreter(kernel("  local \"cnt\" size 4 align 4\n", R"(
  %c = localaddr ptr.local @cnt
  %first = icmp.eq i1 %lid, i32 0
  condbr %first, init, go
init:
  store i32 0, %c align 4
  br go
go:
  fence release workgroup spaces(local)
  intrinsic.barrier
  fence acquire workgroup spaces(local)
  %old = atomicrmw.add i32 %c, i32 1 align 4 monotonic workgroup
  %pg = ptradd ptr.global %in, i64 1020
  %gold = atomicrmw.add i32 %pg, i32 2 align 4 monotonic agent
  %glo = and i32 %gold, i32 1
  %r = add i32 %old, %glo
  store %r, %po align 4
  ret
)", ""),
                          /*perGroupMultiset=*/true);
}

TEST_CASE("codegen ir: a private array indexed dynamically") {
  checkAgainstInterpreter(kernel("", R"(
  %arr = alloca ptr.private 64 align 4
  br fill
fill:
  %k = phi i32 [i32 0, entry], [%k1, fill]
  %v = mul i32 %k, %x
  %k4 = shl i32 %k, i32 2
  %pk = ptradd ptr.private %arr, %k4
  store %v, %pk align 4
  %k1 = add i32 %k, i32 1
  %more = icmp.ult i1 %k1, i32 16
  condbr %more, fill, read
read:
  %sel = add i32 %x, %lid
  %idx = and i32 %sel, i32 15
  %i4 = shl i32 %idx, i32 2
  %pr = ptradd ptr.private %arr, %i4
  %y = load i32 %pr align 4
  store %y, %po align 4
  ret
)", ""));
}

TEST_CASE("codegen ir: wave-size-dependent code (lane ids, cross-lane reads) in wave32 and wave64") {
  // lane = mbcnt(-1) (the lane within the wave); out = lane * 1000 + the x of the lane
  // (lane + 1) mod wave size, read with ds_bpermute (mod 32 in a GFX10+ wave64, whose halves
  // permute on their own). The interpreter runs with the target's wave size and permute
  // width, so wave32 and wave64 differ and both must match.
  checkAgainstInterpreter(kernel("", R"(
  %lo = intrinsic.mbcnt.lo i32 i32 -1, i32 0
  %lane = intrinsic.mbcnt.hi i32 i32 -1, %lo
  %nx = add i32 %lane, i32 1
  %addr = shl i32 %nx, i32 2
  %y = intrinsic.ds.bpermute i32 %addr, %x
  %l1000 = mul i32 %lane, i32 1000
  %r = add i32 %l1000, %y
  store %r, %po align 4
  ret
)", ""));
}

TEST_CASE("codegen ir: uniform operations on two different literals (one moves to an SGPR) and a compare feeding its branch") {
  // SALU instructions carry one literal: xor/mul/select of two unfolded constants (what -O0
  // leaves) must move one into a register. The uniform compare sets SCC at its branch.
  checkAgainstInterpreter(kernel("", R"(
  %u = xor i32 i32 1234567, i32 2147483648
  %w = mul i32 %u, i32 100003
  %f = icmp.ult i1 %wg, i32 2
  %s = select i32 %f, i32 305419896, i32 2882400018
  %t = add i32 %w, %s
  %c = icmp.eq i1 %wg, i32 1
  condbr %c, one, other
one:
  %r1 = add i32 %x, %t
  br join
other:
  %r2 = xor i32 %x, %t
  br join
join:
  %r = phi i32 [%r1, one], [%r2, other]
  store %r, %po align 4
  ret
)", ""));
}

TEST_CASE("codegen ir: LDS compare-exchange, succeeding and failing (GFX11 swaps ds_cmpstore's data operands)") {
  // Each work-item's own LDS word: x, then cmpxchg(x -> x + 5) succeeds and returns x,
  // cmpxchg(0xdead -> 7) fails and returns x + 5.
  checkAgainstInterpreter(kernel("  local \"w\" size 256 align 4\n", R"(
  %wbase = localaddr ptr.local @w
  %loff = shl i32 %lid, i32 2
  %p = ptradd ptr.local %wbase, %loff
  store %x, %p align 4
  %x5 = add i32 %x, i32 5
  %o1 = cmpxchg i32 %p, %x, %x5 align 4 monotonic workgroup fail monotonic
  %o2 = cmpxchg i32 %p, i32 57005, i32 7 align 4 monotonic workgroup fail monotonic
  %t = mul i32 %o2, i32 3
  %r = add i32 %o1, %t
  store %r, %po align 4
  ret
)", ""));
}

TEST_CASE("codegen ir: a uniform branch whose skipped side falls through into a second block before the join") {
  // The side no work-group takes must not write the join's (uniform) phi; both branch
  // polarities, so that either side comes first in the linear order.
  for (const char* targets : {"b, e", "e, b"})
    checkAgainstInterpreter(kernel("", std::string("  %u = icmp.eq i1 %wg, i32 1\n  condbr %u, ") + targets + R"(
b:
  %vb = add i32 %wg, i32 100
  br c
c:
  %vc = mul i32 %vb, i32 3
  br d
e:
  %ve = add i32 %wg, i32 7
  br d
d:
  %ph = phi i32 [%vc, c], [%ve, e]
  %r = add i32 %x, %ph
  store %r, %po align 4
  ret
)", ""));
}
