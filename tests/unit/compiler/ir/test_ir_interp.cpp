// The IR reference interpreter (compiler/ir/interp.h): hand-built kernels against host
// computations - partial groups, LDS and barriers, atomics, divergent loops, cross-lane ops
// for wave32 and wave64, generic pointers, the hidden arguments and dispatch packet, float
// modes and the target intrinsics - and the errors it reports.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <memory>
#include <cstddef>
#include <cstring>
#include <numeric>
#include <set>
#include <vector>

#include "ir/interp.h"
#include "runtime/aql.h"
#include "support/ir_kernel.h"

using namespace gfxsim;
using namespace gfxsim::ir;
using gfxsim::test::IrKernel;

namespace {

template <class T>
uint64_t upload(InterpMemory& mem, const std::vector<T>& v) {
  uint64_t a = mem.allocate(v.size() * sizeof(T));
  mem.write(a, v.data(), v.size() * sizeof(T));
  return a;
}
template <class T>
std::vector<T> download(const InterpMemory& mem, uint64_t a, size_t n) {
  std::vector<T> v(n);
  mem.read(a, v.data(), n * sizeof(T));
  return v;
}

InterpLaunch launch1d(uint32_t grid, uint32_t group, std::vector<uint64_t> args) {
  InterpLaunch l;
  l.grid[0] = grid;
  l.group[0] = group;
  l.args = std::move(args);
  return l;
}

const Type I32 = Type::i32(), I64 = Type::i64(), F32T = Type::f32(), GPTR = Type::ptr(AddrSpace::Global);

}  // namespace

TEST_CASE("ir interp: arithmetic over a partial last group") {
  // out[i] = (a[i] * 3 + i) ^ (a[i] >> 2) for i < n; grid 1000, group 64 (last group 40).
  IrKernel k("arith");
  ValueId a = k.arg(GPTR, "a"), out = k.arg(GPTR, "out"), n = k.arg(I32, "n");
  BlockId body = k.f.addBlock("body"), done = k.f.addBlock("done");
  ValueId i = k.gid(0);
  k.b.condBr(k.b.icmp(ICmpPred::Ult, i, n), body, done);
  k.b.setBlock(body);
  ValueId x = k.load(I32, a, i);
  ValueId y = k.b.binary(Op::Xor, k.b.binary(Op::Add, k.b.binary(Op::Mul, x, k.i32(3)), i),
                         k.b.binary(Op::LShr, x, k.i32(2)));
  k.store(y, out, i);
  k.b.br(done);
  k.b.setBlock(done);
  k.b.ret();

  std::vector<uint32_t> in(1000);
  for (uint32_t j = 0; j < in.size(); ++j) in[j] = j * 2654435761u;
  InterpMemory mem;
  uint64_t pa = upload(mem, in), po = mem.allocate(4 * 1000);
  InterpResult r = interpret(k.f, mem, launch1d(1000, 64, {pa, po, 1000}));
  REQUIRE_MESSAGE(r.ok, r.error);
  auto got = download<uint32_t>(mem, po, 1000);
  for (uint32_t j = 0; j < 1000; ++j) REQUIRE(got[j] == ((in[j] * 3 + j) ^ (in[j] >> 2)));
  CHECK(r.steps > 1000 * 10);
}

TEST_CASE("ir interp: hidden arguments and the dispatch packet") {
  // Every work-item of a 3D launch copies the 72 bytes of hidden arguments and the first 24
  // bytes of the packet; work-item (x,y,z) writes its local size per dimension.
  IrKernel k("hidden");
  ValueId out = k.arg(GPTR, "out"), pkt = k.arg(GPTR, "pkt"), sizes = k.arg(GPTR, "sizes");
  ValueId impl = k.b.intrinsic(Intrinsic::ImplicitArgPtr, Type::ptr(AddrSpace::Constant), {});
  ValueId disp = k.b.intrinsic(Intrinsic::DispatchPtr, Type::ptr(AddrSpace::Constant), {});
  for (uint32_t w = 0; w < 200 / 4; ++w) {
    ValueId v = k.b.load(I32, k.b.ptrAdd(impl, k.i64(4 * w)), {4});
    k.store(v, out, k.i32(w));
  }
  for (uint32_t w = 0; w < 6; ++w) {
    ValueId v = k.b.load(I32, k.b.ptrAdd(disp, k.i64(4 * w)), {4});
    k.store(v, pkt, k.i32(w));
  }
  // local size = group id < block count ? group size : remainder (the clang-19 sequence).
  ValueId flat = k.b.binary(Op::Add, k.b.binary(Op::Mul, k.b.binary(Op::Add, k.b.binary(Op::Mul, k.gid(2), k.i32(20)), k.gid(1)), k.i32(24)), k.gid(0));
  for (unsigned d = 0; d < 3; ++d) {
    ValueId bc = k.b.load(I32, k.b.ptrAdd(impl, k.i64(hidden::kBlockCount + 4 * d)), {4});
    ValueId rem = k.b.cast(Op::ZExt, k.b.load(Type::i16(), k.b.ptrAdd(impl, k.i64(hidden::kRemainder + 2 * d)), {2}), I32);
    ValueId ls = k.b.select(k.b.icmp(ICmpPred::Ult, k.wgid(d), bc), k.groupSize(d), rem);
    k.store(ls, sizes, k.b.binary(Op::Add, k.b.binary(Op::Mul, flat, k.i32(3)), k.i32(d)));
  }
  k.b.ret();

  InterpMemory mem;
  uint64_t po = mem.allocate(200), pp = mem.allocate(24), ps = mem.allocate(24 * 20 * 6 * 3 * 4);
  InterpLaunch l;
  uint32_t grid[3] = {24, 20, 6}, group[3] = {8, 6, 4};
  std::copy(grid, grid + 3, l.grid);
  std::copy(group, group + 3, l.group);
  l.args = {po, pp, ps};
  InterpResult r = interpret(k.f, mem, l);
  REQUIRE_MESSAGE(r.ok, r.error);
  auto h = mem.read(po, 200);
  auto u32 = [&](const std::vector<uint8_t>& b, size_t off) { uint32_t v; std::memcpy(&v, b.data() + off, 4); return v; };
  auto u16 = [&](const std::vector<uint8_t>& b, size_t off) { uint16_t v; std::memcpy(&v, b.data() + off, 2); return uint32_t{v}; };
  for (unsigned d = 0; d < 3; ++d) {
    CHECK(u32(h, 4 * d) == grid[d] / group[d]);
    CHECK(u16(h, 12 + 2 * d) == group[d]);
    CHECK(u16(h, 18 + 2 * d) == grid[d] % group[d]);
    CHECK(u32(h, 40 + 8 * d) == 0);
  }
  CHECK(u16(h, 64) == 3);
  CHECK(u32(h, 192) == (kPrivateApertureBase >> 32));
  CHECK(u32(h, 196) == (kSharedApertureBase >> 32));
  auto p = mem.read(pp, 24);
  CHECK(u16(p, 0) == 2);  // KERNEL_DISPATCH
  CHECK(u16(p, 2) == 3);
  for (unsigned d = 0; d < 3; ++d) {
    CHECK(u16(p, 4 + 2 * d) == group[d]);
    CHECK(u32(p, 12 + 4 * d) == grid[d]);
  }
  auto s = download<uint32_t>(mem, ps, 24 * 20 * 6 * 3);
  for (uint32_t z = 0; z < 6; ++z)
    for (uint32_t y = 0; y < 20; ++y)
      for (uint32_t x = 0; x < 24; ++x) {
        uint32_t xyz[3] = {x, y, z}, f = (z * 20 + y) * 24 + x;
        for (unsigned d = 0; d < 3; ++d) {
          uint32_t g = xyz[d] / group[d];
          uint32_t want = std::min(group[d], grid[d] - g * group[d]);
          REQUIRE(s[f * 3 + d] == want);
        }
      }
}

TEST_CASE("ir interp: LDS reverse and tree sum with barriers, partial group") {
  // tile[lid] = in[gid]; barrier; out[gid] = tile[size-1-lid]; then a tree sum of the tile
  // (log steps, a barrier each) written by lid 0. Grid 200, group 64: last group of 8.
  IrKernel k("lds");
  ValueId in = k.arg(GPTR, "in"), out = k.arg(GPTR, "out"), sums = k.arg(GPTR, "sums");
  k.f.locals.push_back({"tile", 64 * 4, 16});
  ValueId tile = k.b.localAddr(0);
  ValueId lid = k.lid(0), g = k.gid(0), grp = k.wgid(0);
  // size = min(64, 200 - group * 64)
  ValueId size = k.b.binary(Op::UMin, k.i32(64), k.b.binary(Op::Sub, k.i32(200), k.b.binary(Op::Mul, grp, k.i32(64))));
  k.store(k.load(I32, in, g), tile, lid);
  k.b.intrinsic(Intrinsic::Barrier, Type::voidTy(), {});
  ValueId rev = k.load(I32, tile, k.b.binary(Op::Sub, k.b.binary(Op::Sub, size, k.i32(1)), lid));
  k.store(rev, out, g);
  k.b.intrinsic(Intrinsic::Barrier, Type::voidTy(), {});
  // for (s = 32; s > 0; s >>= 1) { if (lid < s && lid + s < size) tile[lid] += tile[lid+s]; barrier; }
  BlockId loop = k.f.addBlock("loop"), add = k.f.addBlock("add"), join = k.f.addBlock("join"), exit = k.f.addBlock("exit"),
          write = k.f.addBlock("write"), done = k.f.addBlock("done");
  BlockId entry = 0;
  k.b.br(loop);
  k.b.setBlock(loop);
  ValueId s = k.b.phi(I32, "s");
  k.b.addIncoming(s, k.i32(32), entry);
  ValueId other = k.b.binary(Op::Add, lid, s);
  ValueId c = k.b.binary(Op::And, k.b.cast(Op::ZExt, k.b.icmp(ICmpPred::Ult, lid, s), I32),
                         k.b.cast(Op::ZExt, k.b.icmp(ICmpPred::Ult, other, size), I32));
  k.b.condBr(k.b.cast(Op::Trunc, c, Type::i1()), add, join);
  k.b.setBlock(add);
  k.store(k.b.binary(Op::Add, k.load(I32, tile, lid), k.load(I32, tile, other)), tile, lid);
  k.b.br(join);
  k.b.setBlock(join);
  k.b.intrinsic(Intrinsic::Barrier, Type::voidTy(), {});
  ValueId next = k.b.binary(Op::LShr, s, k.i32(1));
  k.b.addIncoming(s, next, join);
  k.b.condBr(k.b.icmp(ICmpPred::Ne, next, k.i32(0)), loop, exit);
  k.b.setBlock(exit);
  k.b.condBr(k.b.icmp(ICmpPred::Eq, lid, k.i32(0)), write, done);
  k.b.setBlock(write);
  k.store(k.load(I32, tile, k.i32(0)), sums, grp);
  k.b.br(done);
  k.b.setBlock(done);
  k.b.ret();

  std::vector<uint32_t> v(200);
  for (uint32_t j = 0; j < 200; ++j) v[j] = j * 7 + 3;
  InterpMemory mem;
  uint64_t pi = upload(mem, v), po = mem.allocate(800), ps = mem.allocate(16);
  InterpResult r = interpret(k.f, mem, launch1d(200, 64, {pi, po, ps}));
  REQUIRE_MESSAGE(r.ok, r.error);
  auto o = download<uint32_t>(mem, po, 200);
  auto sm = download<uint32_t>(mem, ps, 4);
  for (uint32_t grp = 0; grp < 4; ++grp) {
    uint32_t base = grp * 64, n = std::min(64u, 200 - base), sum = 0;
    for (uint32_t l = 0; l < n; ++l) {
      REQUIRE(o[base + l] == v[base + n - 1 - l]);
      sum += v[base + l];
    }
    CHECK(sm[grp] == sum);
  }
}

TEST_CASE("ir interp: atomics are sequentially consistent and return the old value") {
  // ticket = atomic_add(&ctr, 1); tickets[gid] = ticket; atomic max / cmpxchg-loop float sum.
  IrKernel k("atomics");
  ValueId ctr = k.arg(GPTR, "ctr"), tickets = k.arg(GPTR, "tickets"), mx = k.arg(GPTR, "max"), fsum = k.arg(GPTR, "fsum"),
          lds_out = k.arg(GPTR, "lds_out");
  k.f.locals.push_back({"cnt", 4, 4});
  MemInfo am{4};
  am.order = Order::SeqCst;
  am.scope = Scope::Agent;
  ValueId g = k.gid(0);
  ValueId t = k.b.atomicRmw(AtomicOp::Add, ctr, k.i32(1), am);
  k.store(t, tickets, g);
  ValueId h = k.b.binary(Op::Mul, g, k.i32(0x9e3779b9u));
  k.b.atomicRmw(AtomicOp::SMax, mx, h, am);
  // float sum by compare-exchange: do { old = *p; new = old + (float)gid } while (cas fails)
  BlockId loop = k.f.addBlock("cas"), after = k.f.addBlock("after");
  ValueId fg = k.b.cast(Op::UIToFP, g, F32T);
  ValueId init = k.b.load(I32, fsum, {4});
  k.b.br(loop);
  k.b.setBlock(loop);
  ValueId old = k.b.phi(I32, "old");
  k.b.addIncoming(old, init, 0);
  ValueId nv = k.b.cast(Op::Bitcast, k.b.binary(Op::FAdd, k.b.cast(Op::Bitcast, old, F32T), fg), I32);
  ValueId seen = k.b.cmpXchg(fsum, old, nv, am);
  k.b.addIncoming(old, seen, loop);
  k.b.condBr(k.b.icmp(ICmpPred::Eq, seen, old), after, loop);
  k.b.setBlock(after);
  // LDS counter per group, read back after a barrier.
  MemInfo lm{4};
  lm.order = Order::Monotonic;
  lm.scope = Scope::Workgroup;
  ValueId cnt = k.b.localAddr(0);
  k.b.atomicRmw(AtomicOp::Add, cnt, k.i32(1), lm);
  k.b.intrinsic(Intrinsic::Barrier, Type::voidTy(), {});
  k.store(k.b.load(I32, cnt, {4}), lds_out, g);
  k.b.ret();

  const uint32_t n = 256;
  InterpMemory mem;
  uint64_t pc = upload(mem, std::vector<uint32_t>{0}), pt = mem.allocate(4 * n);
  uint64_t pm = upload(mem, std::vector<int32_t>{INT32_MIN}), pf = upload(mem, std::vector<float>{0.0f});
  uint64_t pl = mem.allocate(4 * n);
  InterpResult r = interpret(k.f, mem, launch1d(n, 64, {pc, pt, pm, pf, pl}));
  REQUIRE_MESSAGE(r.ok, r.error);
  auto tk = download<uint32_t>(mem, pt, n);
  std::sort(tk.begin(), tk.end());
  for (uint32_t j = 0; j < n; ++j) REQUIRE(tk[j] == j);
  CHECK(mem.load<uint32_t>(pc) == n);
  int32_t want = INT32_MIN;
  for (uint32_t j = 0; j < n; ++j) want = std::max(want, static_cast<int32_t>(j * 0x9e3779b9u));
  CHECK(mem.load<int32_t>(pm) == want);
  CHECK(mem.load<float>(pf) == static_cast<float>(n * (n - 1) / 2));  // exact: small integers
  auto lc = download<uint32_t>(mem, pl, n);
  for (uint32_t j = 0; j < n; ++j) REQUIRE(lc[j] == 64);
}

TEST_CASE("ir interp: divergent loops with 64-bit arithmetic (collatz steps)") {
  IrKernel k("collatz");
  ValueId out = k.arg(GPTR, "out");
  ValueId g = k.gid(0);
  BlockId loop = k.f.addBlock("loop"), body = k.f.addBlock("body"), exit = k.f.addBlock("exit");
  ValueId start = k.b.cast(Op::ZExt, k.b.binary(Op::Add, g, k.i32(1)), I64);
  k.b.br(loop);
  k.b.setBlock(loop);
  ValueId v = k.b.phi(I64, "v"), steps = k.b.phi(I32, "steps");
  k.b.addIncoming(v, start, 0);
  k.b.addIncoming(steps, k.i32(0), 0);
  k.b.condBr(k.b.icmp(ICmpPred::Ne, v, k.i64(1)), body, exit);
  k.b.setBlock(body);
  ValueId odd = k.b.cast(Op::Trunc, k.b.binary(Op::And, v, k.i64(1)), Type::i1());
  ValueId nv = k.b.select(odd, k.b.binary(Op::Add, k.b.binary(Op::Mul, v, k.i64(3)), k.i64(1)), k.b.binary(Op::LShr, v, k.i64(1)));
  k.b.addIncoming(v, nv, body);
  k.b.addIncoming(steps, k.b.binary(Op::Add, steps, k.i32(1)), body);
  k.b.br(loop);
  k.b.setBlock(exit);
  k.store(steps, out, g);
  k.b.ret();
  InterpMemory mem;
  uint64_t po = mem.allocate(4 * 1000);
  InterpResult r = interpret(k.f, mem, launch1d(1000, 128, {po}));
  REQUIRE_MESSAGE(r.ok, r.error);
  auto got = download<uint32_t>(mem, po, 1000);
  for (uint64_t j = 0; j < 1000; ++j) {
    uint64_t x = j + 1;
    uint32_t s = 0;
    while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; ++s; }
    REQUIRE(got[j] == s);
  }
}

TEST_CASE("ir interp: mbcnt and ds_bpermute for wave32 and wave64") {
  // lane = mbcnt_hi(~0, mbcnt_lo(~0, 0)); rot = bpermute((lane + 1) * 4, gid);
  // bitonic-style xor butterfly sum over 32-lane sets; odd lanes also exchange in a branch
  // (the even lanes are inactive there and read as 0).
  IrKernel k("lanes");
  ValueId out = k.arg(GPTR, "out");
  ValueId g = k.gid(0);
  ValueId lo = k.b.intrinsic(Intrinsic::MbcntLo, I32, {k.i32(~0u), k.i32(0)});
  ValueId lane = k.b.intrinsic(Intrinsic::MbcntHi, I32, {k.i32(~0u), lo});
  ValueId rot = k.b.intrinsic(Intrinsic::DsBpermute, I32, {k.b.binary(Op::Mul, k.b.binary(Op::Add, lane, k.i32(1)), k.i32(4)), g});
  ValueId sum = g;
  for (uint32_t m = 16; m; m >>= 1) {
    ValueId src = k.b.binary(Op::Mul, k.b.binary(Op::Xor, lane, k.i32(m)), k.i32(4));
    sum = k.b.binary(Op::Add, sum, k.b.intrinsic(Intrinsic::DsBpermute, I32, {src, sum}));
  }
  BlockId odd = k.f.addBlock("odd"), join = k.f.addBlock("join");
  BlockId entry = 0;
  k.b.condBr(k.b.cast(Op::Trunc, lane, Type::i1()), odd, join);
  k.b.setBlock(odd);
  ValueId prev = k.b.intrinsic(Intrinsic::DsBpermute, I32, {k.b.binary(Op::Mul, k.b.binary(Op::Sub, lane, k.i32(1)), k.i32(4)), g});
  ValueId next = k.b.intrinsic(Intrinsic::DsBpermute, I32, {k.b.binary(Op::Mul, k.b.binary(Op::Add, lane, k.i32(2)), k.i32(4)), g});
  ValueId both = k.b.binary(Op::Add, k.b.binary(Op::Mul, prev, k.i32(100000)), next);
  k.b.br(join);
  k.b.setBlock(join);
  ValueId ex = k.b.phi(I32, "ex");
  k.b.addIncoming(ex, both, odd);
  k.b.addIncoming(ex, k.i32(7), entry);
  ValueId base = k.b.binary(Op::Mul, g, k.i32(4));
  k.store(lane, out, base);
  k.store(rot, out, k.b.binary(Op::Add, base, k.i32(1)));
  k.store(sum, out, k.b.binary(Op::Add, base, k.i32(2)));
  k.store(ex, out, k.b.binary(Op::Add, base, k.i32(3)));
  k.b.ret();

  for (unsigned wave : {32u, 64u}) {
    CAPTURE(wave);
    const uint32_t n = 200, group = 100;  // waves of 32/64 and a partial last wave per group
    InterpMemory mem;
    uint64_t po = mem.allocate(16 * n);
    InterpLaunch l = launch1d(n, group, {po});
    l.waveSize = wave;
    InterpResult r = interpret(k.f, mem, l);
    REQUIRE_MESSAGE(r.ok, r.error);
    auto o = download<uint32_t>(mem, po, 4 * n);
    for (uint32_t j = 0; j < n; ++j) {
      uint32_t local = j % group, waveBase = j - local % wave, lanes = std::min(wave, group - local / wave * wave);
      uint32_t ln = local % wave;
      REQUIRE(o[4 * j] == ln);
      uint32_t src = (ln + 1) % wave;
      REQUIRE(o[4 * j + 1] == (src < lanes ? waveBase + src : 0));
      // The butterfly over the 32-lane set (lanes beyond the partial wave read 0).
      uint32_t set = ln / 32 * 32, want = 0;
      for (uint32_t q = 0; q < 32; ++q)
        if (set + q < lanes) want += waveBase + set + q;
      if (lanes >= set + 32) REQUIRE(o[4 * j + 2] == want);
      uint32_t wantEx = 7;
      if (ln & 1) {
        auto read = [&](uint32_t s) { s %= wave; return (s < lanes && (s & 1)) ? waveBase + s : 0u; };
        wantEx = read(ln + wave - 1) * 100000 + read(ln + 2);
      }
      REQUIRE(o[4 * j + 3] == wantEx);
    }
  }
}

TEST_CASE("ir interp: generic pointers reach global, local and private memory") {
  // A private array and an LDS word written through generic pointers (addrspacecast), read
  // back through their segment pointers; a global write through a generic pointer.
  IrKernel k("generic");
  ValueId out = k.arg(GPTR, "out");
  k.f.locals.push_back({"pad", 12, 4});
  k.f.locals.push_back({"word", 4, 4});
  Type gen = Type::ptr(AddrSpace::Generic);
  ValueId g = k.gid(0), lid = k.lid(0);
  ValueId arr = k.b.alloca_(16, 4);
  ValueId garr = k.b.cast(Op::AddrSpaceCast, arr, gen);
  for (uint32_t q = 0; q < 4; ++q)
    k.b.store(k.b.binary(Op::Add, g, k.i32(q * 1000)), k.b.ptrAdd(garr, k.i64(4 * q)), {4});
  ValueId word = k.b.localAddr(1);
  BlockId first = k.f.addBlock("first"), join = k.f.addBlock("join");
  k.b.condBr(k.b.icmp(ICmpPred::Eq, lid, k.i32(0)), first, join);
  k.b.setBlock(first);
  k.b.store(k.b.binary(Op::Add, k.wgid(0), k.i32(555)), k.b.cast(Op::AddrSpaceCast, word, gen), {4});
  k.b.br(join);
  k.b.setBlock(join);
  k.b.intrinsic(Intrinsic::Barrier, Type::voidTy(), {});
  ValueId sum = k.b.binary(Op::Add, k.load(I32, arr, k.i32(3)), k.b.load(I32, word, {4}));
  ValueId gout = k.b.cast(Op::AddrSpaceCast, out, gen);
  k.store(sum, gout, g);
  // The cast of a local pointer is in the LDS aperture; back to local it is the offset (16).
  ValueId back = k.b.cast(Op::AddrSpaceCast, k.b.cast(Op::AddrSpaceCast, word, gen), Type::ptr(AddrSpace::Local));
  k.store(k.b.cast(Op::PtrToInt, back, I32), out, k.b.binary(Op::Add, g, k.i32(64)));
  k.b.ret();
  InterpMemory mem;
  uint64_t po = mem.allocate(4 * 128);
  InterpResult r = interpret(k.f, mem, launch1d(64, 32, {po}));
  REQUIRE_MESSAGE(r.ok, r.error);
  auto o = download<uint32_t>(mem, po, 128);
  for (uint32_t j = 0; j < 64; ++j) {
    REQUIRE(o[j] == j + 3000 + j / 32 + 555);
    REQUIRE(o[64 + j] == 12);
  }
}

TEST_CASE("ir interp: float modes, conversions and the hardware intrinsics") {
  // out = { a*b, fma(a,b,c), rcp(a), ldexp(a, 3), frexp_exp(a), (i32)huge, (u32)-1.5, sitofp }
  auto run = [](bool denormals, std::vector<float> in) {
    IrKernel k("fp");
    k.f.floatMode.f32Denormals = denormals;
    ValueId pin = k.arg(GPTR, "in"), out = k.arg(GPTR, "out");
    ValueId a = k.load(F32T, pin, k.i32(0)), b = k.load(F32T, pin, k.i32(1)), c = k.load(F32T, pin, k.i32(2));
    std::vector<ValueId> r;
    r.push_back(k.b.binary(Op::FMul, a, b));
    r.push_back(k.b.fma(a, b, c));
    r.push_back(k.b.intrinsic(Intrinsic::Rcp, F32T, {a}));
    r.push_back(k.b.intrinsic(Intrinsic::Ldexp, F32T, {a, k.i32(3)}));
    r.push_back(k.b.cast(Op::Bitcast, k.b.intrinsic(Intrinsic::FrexpExp, I32, {a}), F32T));
    r.push_back(k.b.cast(Op::Bitcast, k.b.cast(Op::FPToSI, k.f.constF32(3e9f), I32), F32T));
    r.push_back(k.b.cast(Op::Bitcast, k.b.cast(Op::FPToUI, k.f.constF32(-1.5f), I32), F32T));
    r.push_back(k.b.cast(Op::SIToFP, k.i32(static_cast<uint32_t>(-16777217)), F32T));
    r.push_back(k.b.binary(Op::FMin, k.f.constF32(std::bit_cast<float>(0x7fc00000u)), a));
    for (uint32_t q = 0; q < r.size(); ++q) k.store(r[q], out, k.i32(q));
    k.b.ret();
    InterpMemory mem;
    uint64_t pi = upload(mem, in), po = mem.allocate(4 * r.size());
    InterpResult res = interpret(k.f, mem, launch1d(1, 1, {pi, po}));
    REQUIRE_MESSAGE(res.ok, res.error);
    return download<uint32_t>(mem, po, r.size());
  };
  float den = std::bit_cast<float>(0x00400000u);  // 2^-127
  auto keep = run(true, {den, 2.0f, 0.0f});
  CHECK(keep[0] == std::bit_cast<uint32_t>(den * 2.0f));
  CHECK(keep[1] == std::bit_cast<uint32_t>(den * 2.0f));
  CHECK(keep[2] == 0x7f800000u);  // v_rcp_f32 flushes its denormal input: 1/0 = inf
  CHECK(keep[3] == std::bit_cast<uint32_t>(den * 8.0f));
  CHECK(keep[4] == static_cast<uint32_t>(-126));
  CHECK(keep[5] == 0x7fffffffu);  // saturated
  CHECK(keep[6] == 0u);
  CHECK(keep[7] == std::bit_cast<uint32_t>(-16777216.0f));  // round to nearest even
  CHECK(keep[8] == std::bit_cast<uint32_t>(den));
  auto flush = run(false, {den, 2.0f, 0.0f});
  CHECK(flush[0] == 0u);
  CHECK(flush[1] == 0u);
  CHECK(flush[3] == 0u);
  CHECK(flush[4] == 0u);  // frexp_exp of a flushed input
  CHECK(flush[8] == 0u);
  auto norm = run(false, {3.0f, 0x1p-100f, 1.0f});
  CHECK(norm[0] == std::bit_cast<uint32_t>(3.0f * 0x1p-100f));
  CHECK(norm[2] == std::bit_cast<uint32_t>(1.0f / 3.0f));
  CHECK(norm[4] == 2u);
}

TEST_CASE("ir interp: errors name the work-item, block and instruction") {
  auto divKernel = [] {
    auto k = std::make_unique<IrKernel>("divk");
    ValueId a = k->arg(GPTR, "a"), out = k->arg(GPTR, "out");
    ValueId g = k->gid(0);
    ValueId x = k->load(I32, a, g);
    ValueId q = k->b.binary(Op::UDiv, k->i32(100), x, "q");
    k->store(q, out, g);
    k->b.ret();
    return k;
  };
  SUBCASE("division by zero") {
    auto k = divKernel();
    InterpMemory mem;
    uint64_t pa = upload(mem, std::vector<uint32_t>{5, 4, 0, 2}), po = mem.allocate(16);
    InterpResult r = interpret(k->f, mem, launch1d(4, 2, {pa, po}));
    REQUIRE_FALSE(r.ok);
    CHECK(r.error.find(": division by zero") != std::string::npos);
    CHECK(r.error.rfind("kernel divk: work-item (0,0,0) group (1,0,0): block entry: %q = udiv i32 i32 100, %", 0) == 0);
  }
  SUBCASE("out of bounds") {
    auto k = divKernel();
    InterpMemory mem;
    uint64_t pa = upload(mem, std::vector<uint32_t>{1, 1, 1}), po = mem.allocate(16);
    InterpResult r = interpret(k->f, mem, launch1d(4, 4, {pa, po}));
    REQUIRE_FALSE(r.ok);
    CHECK(r.error.rfind("kernel divk: work-item (3,0,0) group (0,0,0): block entry: %", 0) == 0);
    CHECK(r.error.find("= load i32 %") != std::string::npos);
    CHECK(r.error.find("out-of-bounds read of 4 bytes at 0x10000000c") != std::string::npos);
  }
  SUBCASE("signed overflow") {
    IrKernel k("ovf");
    ValueId a = k.arg(I32, "a"), out = k.arg(GPTR, "out");
    k.store(k.b.binary(Op::SRem, a, k.i32(~0u)), out, k.i32(0));
    k.b.ret();
    InterpMemory mem;
    InterpResult r = interpret(k.f, mem, launch1d(1, 1, {0x80000000u, mem.allocate(4)}));
    REQUIRE_FALSE(r.ok);
    CHECK(r.error.find("srem i32 %a, i32 -1: signed division overflow (INT_MIN / -1)") != std::string::npos);
  }
  SUBCASE("watchdog") {
    IrKernel k("spin");
    BlockId loop = k.f.addBlock("loop");
    k.b.br(loop);
    k.b.setBlock(loop);
    k.b.br(loop);
    InterpMemory mem;
    InterpLaunch l = launch1d(1, 1, {});
    l.maxSteps = 1000;
    InterpResult r = interpret(k.f, mem, l);
    REQUIRE_FALSE(r.ok);
    CHECK(r.error == "kernel spin: work-item (0,0,0) group (0,0,0): block loop: br loop: watchdog: more than 1000 steps");
    CHECK(r.steps == 1001);
  }
  SUBCASE("divergent barrier") {
    IrKernel k("divbar");
    BlockId wait = k.f.addBlock("wait"), done = k.f.addBlock("done");
    k.b.condBr(k.b.icmp(ICmpPred::Ult, k.lid(0), k.i32(3)), wait, done);
    k.b.setBlock(wait);
    k.b.intrinsic(Intrinsic::Barrier, Type::voidTy(), {});
    k.b.br(done);
    k.b.setBlock(done);
    k.b.ret();
    InterpMemory mem;
    InterpResult r = interpret(k.f, mem, launch1d(8, 8, {}));
    REQUIRE_FALSE(r.ok);
    CHECK(r.error == "kernel divbar: work-item (0,0,0) group (0,0,0): block wait: intrinsic.barrier: divergent barrier: "
                     "work-item (3,0,0) returned without reaching it");
  }
  SUBCASE("undef branch condition and store") {
    IrKernel k("undefk");
    ValueId out = k.arg(GPTR, "out");
    BlockId t = k.f.addBlock("t");
    ValueId u = k.b.binary(Op::Add, k.f.undef(I32), k.i32(1), "u");
    k.store(u, out, k.i32(0));
    k.b.condBr(k.b.icmp(ICmpPred::Eq, u, k.i32(0)), t, t);
    k.b.setBlock(t);
    k.b.ret();
    InterpMemory mem;
    InterpResult r = interpret(k.f, mem, launch1d(1, 1, {mem.allocate(4)}));
    REQUIRE_FALSE(r.ok);
    CHECK(r.error.find(": stored value %u is undef") != std::string::npos);
  }
  SUBCASE("malformed IR and launches") {
    IrKernel k("bad");
    k.b.binary(Op::Add, k.i32(1), k.i32(2));  // no terminator
    InterpMemory mem;
    InterpResult r = interpret(k.f, mem, launch1d(1, 1, {}));
    REQUIRE_FALSE(r.ok);
    CHECK(r.error.find("the block does not end with a terminator") != std::string::npos);
    IrKernel k2("args");
    k2.arg(I32, "x");
    k2.b.ret();
    r = interpret(k2.f, mem, launch1d(1, 1, {}));
    CHECK(r.error == "kernel args: the kernel takes 1 arguments, the launch gives 0");
    r = interpret(k2.f, mem, launch1d(2048, 2048, {1}));
    CHECK(r.error == "kernel args: work-group of 2048 work-items exceeds 1024");
  }
}

TEST_CASE("ir interp: speed") {
  // A tight loop: 3 million instructions must run in well under a second in Release builds.
  IrKernel k("speed");
  ValueId out = k.arg(GPTR, "out");
  BlockId loop = k.f.addBlock("loop"), exit = k.f.addBlock("exit");
  k.b.br(loop);
  k.b.setBlock(loop);
  ValueId i = k.b.phi(I32), acc = k.b.phi(I32);
  k.b.addIncoming(i, k.i32(0), 0);
  k.b.addIncoming(acc, k.i32(1), 0);
  ValueId nacc = k.b.binary(Op::Xor, k.b.binary(Op::Mul, acc, k.i32(1664525)), i);
  ValueId ni = k.b.binary(Op::Add, i, k.i32(1));
  k.b.addIncoming(i, ni, loop);
  k.b.addIncoming(acc, nacc, loop);
  k.b.condBr(k.b.icmp(ICmpPred::Ult, ni, k.i32(100000)), loop, exit);
  k.b.setBlock(exit);
  k.store(nacc, out, k.lid(0));
  k.b.ret();
  InterpMemory mem;
  uint64_t po = mem.allocate(4 * 8);
  auto t0 = std::chrono::steady_clock::now();
  InterpResult r = interpret(k.f, mem, launch1d(8, 8, {po}));
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  REQUIRE_MESSAGE(r.ok, r.error);
  uint32_t acc0 = 1;
  for (uint32_t j = 0; j < 100000; ++j) acc0 = (acc0 * 1664525u) ^ j;
  CHECK(mem.load<uint32_t>(po) == acc0);
  MESSAGE("interpreter: " << r.steps << " steps in " << s << " s (" << r.steps / s / 1e6 << " M/s)");
  // Per work-item: br; 100000 x (mul, xor, add, icmp, condbr); workitem.id, zext, mul,
  // ptradd, store, ret.
  CHECK(r.steps == 8 * (1 + 100000 * 5 + 6));
}

// The compiler's dispatch-packet offsets (ir/kernarg.h, read by the front end's work-item
// functions and filled by the interpreter) are the runtime's packet layout.
TEST_CASE("ir kernarg: the dispatch packet offsets are runtime/aql.h's") {
  using rt::aql::KernelDispatchPacket;
  CHECK(packet::kSetup == offsetof(KernelDispatchPacket, setup));
  CHECK(packet::kWorkgroupSize == offsetof(KernelDispatchPacket, workgroupSizeX));
  CHECK(packet::kGridSize == offsetof(KernelDispatchPacket, gridSizeX));
  CHECK(packet::kPrivateSegmentSize == offsetof(KernelDispatchPacket, privateSegmentSize));
  CHECK(packet::kGroupSegmentSize == offsetof(KernelDispatchPacket, groupSegmentSize));
  CHECK(packet::kKernargAddress == offsetof(KernelDispatchPacket, kernargAddress));
  CHECK(packet::kSize == rt::aql::kPacketSize);
}
