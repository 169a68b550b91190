// The OpenCL C front end's lowering (compiler/frontend/irgen.cpp): small kernels compiled to
// IR, checked by the IR verifier, and run in the IR interpreter (compiler/ir/interp.h); their
// outputs are compared with the same expressions computed by the host C++ compiler (C's
// integer promotions, usual arithmetic conversions and conversions are the same in C++ on
// the host's 32/64-bit types), or with hand-computed values where OpenCL differs from C
// (shift masking, vector comparisons giving -1).
#include <doctest/doctest.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "support/error.h"
#include "support/test_util.h"
#include "support/cl_util.h"

using namespace gfxsim;
using cl::test::bytesOf;
using cl::test::compile;
using cl::test::Run;
using cl::test::runAs;

TEST_CASE("cl irgen: integer promotions, usual arithmetic conversions and OpenCL shifts") {
  // Inputs come from memory so that nothing is folded; the host computes the same C.
  std::vector<int32_t> in = {200, -7, 2, 33, -1, 40, 300, 5};
  auto o = runAs<int64_t>(R"(
__kernel void k(__global long* o, __global const int* in) {
  uchar a = (uchar)in[0], b = (uchar)(in[0] / 2);
  int m7 = in[1], two = in[2], s33 = in[3], m1 = in[4], s40 = in[5];
  o[0] = a + b;                       // promoted to int: 300
  o[1] = m7 / two;                    // truncating division
  o[2] = m7 % two;
  o[3] = 1 << s33;                    // OpenCL: amount masked to 5 bits
  o[4] = m1 < 0u;                     // -1 converted to uint
  o[5] = (long)m1 < 0u;               // uint converted to long
  o[6] = (char)in[6];                 // wraps
  o[7] = (uint)m1 >> s40;             // masked: >> 8, logical
  o[8] = m1 >> s40;                   // masked: >> 8, arithmetic
  o[9] = (ulong)m1 >> 60;
  o[10] = (ushort)m1 * (ushort)m1;    // int multiplication of 65535 * 65535 wraps
  o[11] = sizeof(a + b);
  o[12] = -a;
  o[13] = ~b;
  o[14] = (a > 100) + (b < 100) * 2 + (a == 200) * 4 + (m7 != -7) * 8;
  o[15] = (long)(uint)m7 + 1;
  o[16] = (short)(in[0] * 400);
  o[17] = 5u - 7;                     // unsigned wrap, widened to long: 4294967294
}
)",
                          18, Run{{bytesOf(in)}});
  uint8_t a = 200, b = 100;
  int m7 = -7, two = 2, m1 = -1;
  CHECK(o[0] == a + b);
  CHECK(o[1] == m7 / two);
  CHECK(o[2] == m7 % two);
  CHECK(o[3] == 2);
  CHECK(o[4] == 0);
  CHECK(o[5] == 1);
  CHECK(o[6] == static_cast<int8_t>(300 & 0xff));
  CHECK(o[7] == (0xffffffffu >> 8));
  CHECK(o[8] == -1);
  CHECK(o[9] == 15);
  CHECK(o[10] == static_cast<int32_t>(65535u * 65535u));
  CHECK(o[11] == 4);
  CHECK(o[12] == -200);
  CHECK(o[13] == ~100);
  CHECK(o[14] == 1 + 0 + 4 + 0);
  CHECK(o[15] == static_cast<int64_t>(static_cast<uint32_t>(m7)) + 1);
  CHECK(o[16] == static_cast<int16_t>(200 * 400));
  CHECK(o[17] == 4294967294LL);
  (void)m1;
}

TEST_CASE("cl irgen: float conversions and arithmetic") {
  std::vector<float> in = {-3.7f, 3.9f, 16777217.0f, 0.1f, 2.5f};
  auto o = runAs<double>(R"(
__kernel void k(__global double* o, __global const float* in) {
  o[0] = (int)in[0];
  o[1] = (uint)in[1];
  o[2] = (float)16777217;             // rounds to even
  o[3] = in[3] + 0.2f;                // float arithmetic, then widened
  o[4] = in[3] + 0.2;                 // double arithmetic
  o[5] = fma(in[4], in[4], 1.0f);
  o[6] = sqrt(in[4]);
  o[7] = floor(in[0]) + ceil(in[0]) * 10;
  o[8] = min(in[0], in[1]) + max(in[0], in[1]) * 100;
  o[9] = clamp(in[4], 0.0f, 1.0f) + fabs(in[0]);
  o[10] = 7 / 2 * 1.0f;
  o[11] = (float)(long)-1 + (double)(ulong)-1;
}
)",
                          12, Run{{bytesOf(in)}});
  CHECK(o[0] == -3);
  CHECK(o[1] == 3);
  CHECK(o[2] == 16777216.0);
  CHECK(o[3] == static_cast<double>(0.1f + 0.2f));
  CHECK(o[4] == static_cast<double>(0.1f) + 0.2);
  CHECK(o[5] == static_cast<double>(std::fma(2.5f, 2.5f, 1.0f)));
  CHECK(o[6] == static_cast<double>(std::sqrt(2.5f)));
  CHECK(o[7] == -4.0 + -3.0 * 10);
  CHECK(o[8] == -3.7f + 3.9f * 100);
  CHECK(o[9] == static_cast<double>(1.0f + 3.7f));
  CHECK(o[10] == 3.0);
  CHECK(o[11] == -1.0 + 18446744073709551616.0);
}

TEST_CASE("cl irgen: vectors are scalarised with OpenCL semantics") {
  std::vector<float> in = {1, 2, 3, 4, 5, 6, 7, 8};
  auto o = runAs<float>(R"(
__kernel void k(__global float* o, __global const float* in) {
  float4 a = (float4)(in[0], in[1], in[2], in[3]);
  float4 b = (float4)(in[4], in[5], (float2)(in[6], in[7]));
  float4 c = a * b + 1.0f;            // scalar widened
  o[0] = c.x; o[1] = c.y; o[2] = c.z; o[3] = c.w;
  float4 d = c.wzyx;
  o[4] = d.s0; o[5] = d.s3;
  float2 e = a.hi + b.lo;             // (3+5, 4+6)
  o[6] = e.x; o[7] = e.y;
  float2 f = a.even * a.odd;          // (1*2, 3*4)
  o[8] = f.x; o[9] = f.y;
  a.xw = (float2)(10.0f, 20.0f);      // swizzle store
  o[10] = a.x + a.y + a.z + a.w;
  a.s1 += 5.0f;
  o[11] = a.y;
  int4 m = a > b;                     // -1 where true
  o[12] = (float)(m.x + m.y * 10 + m.z * 100 + m.w * 1000);
  float3 t = (float3)(1.0f);
  o[13] = (float)sizeof(t) + (float)vec_step(float3) * 100;
  uint4 u = (uint4)(1, 2, 3, 1) << (uint4)(33, 1, 2, 31);
  o[14] = (float)(u.x + u.y + u.z);
  o[15] = (float)(u.w >> 31);
  int2 n = -(int2)(3, -4);
  o[16] = (float)(n.x * 10 + n.y);
  float4 z = (float4)(2.0f);
  z++;
  o[17] = z.x + z.w;
}
)",
                          18, Run{{bytesOf(in)}});
  CHECK(o[0] == 6);
  CHECK(o[1] == 13);
  CHECK(o[2] == 22);
  CHECK(o[3] == 33);
  CHECK(o[4] == 33);
  CHECK(o[5] == 6);
  CHECK(o[6] == 8);
  CHECK(o[7] == 10);
  CHECK(o[8] == 2);
  CHECK(o[9] == 12);
  CHECK(o[10] == 10 + 2 + 3 + 20);
  CHECK(o[11] == 7);
  // a = (10, 7, 3, 20), b = (5, 6, 7, 8): a > b is (-1, -1, 0, -1).
  CHECK(o[12] == -1 - 10 + 0 - 1000);
  CHECK(o[13] == 16 + 400);
  CHECK(o[14] == 2 + 4 + 12);
  CHECK(o[15] == 1);
  CHECK(o[16] == -30 + 4);
  CHECK(o[17] == 6);
}

TEST_CASE("cl irgen: structs, arrays, pointers and initializers") {
  auto o = runAs<int32_t>(R"(
typedef struct { char c; int i; short s[3]; } S;
struct Pair { S a, b; };
int sum(const S* p) { return p->c + p->i + p->s[0] + p->s[1] + p->s[2]; }
S make(int v) { S s = {1, v, {2, 3}}; return s; }
__kernel void k(__global int* o) {
  S s = make(10);
  o[0] = sum(&s);                     // 1 + 10 + 2 + 3 + 0
  struct Pair p;
  p.a = s;                            // struct copy
  p.b = p.a;
  p.b.i = 100;
  o[1] = p.a.i + p.b.i;
  o[2] = sizeof(S) + sizeof(struct Pair) * 100;
  int grid[3][4] = {{1, 2, 3, 4}, {5, 6}, 7, 8, 9};
  o[3] = grid[1][1] + grid[1][2] * 10 + grid[2][2] * 100;
  int* q = &grid[0][0];
  q += 5;
  o[4] = *q + (int)(&grid[2][0] - q);  // 6 + 3
  int arr[] = {4, 5, 6};
  o[5] = sizeof(arr) / sizeof(arr[0]);
  __private int* pp = arr;
  o[6] = pp[2] + 2[arr];
  S many[2] = {{1, 2}, {3, 4, {5}}};
  o[7] = many[1].s[0] + many[1].c * 10 + many[0].i * 100;
  int* null = 0;
  o[8] = (null == 0) + (pp != 0) * 2 + (!null) * 4;
}
)",
                            9);
  CHECK(o[0] == 16);
  CHECK(o[1] == 110);
  CHECK(o[2] == 16 + 32 * 100);  // S: c at 0, i at 4, s at 8..14, padded to 16
  CHECK(o[3] == 6 + 0 * 10 + 9 * 100);  // braces elided for the last row
  CHECK(o[4] == 9);
  CHECK(o[5] == 3);
  CHECK(o[6] == 12);
  CHECK(o[7] == 5 + 30 + 200);
  CHECK(o[8] == 7);
}

TEST_CASE("cl irgen: control flow, short circuit and side effects") {
  auto o = runAs<int32_t>(R"(
int bump(int* c) { *c += 1; return *c; }
__kernel void k(__global int* o) {
  int calls = 0;
  int r = (0 && bump(&calls)) + (1 || bump(&calls)) * 2 + (1 && bump(&calls)) * 4;
  o[0] = r;
  o[1] = calls;                       // only the last one ran
  int acc = 0;
  for (int i = 0; i < 10; ++i) {
    if (i == 2) continue;
    if (i == 7) break;
    switch (i % 4) {
      case 0: acc += 1;               // falls through
      case 1: acc += 10; break;
      case 3: acc += 100; break;
      default: acc += 1000;
    }
  }
  o[2] = acc;
  int n = 0;
  do { n += 3; } while (n < 10);
  o[3] = n;
  int w = 100, steps = 0;
  while (w > 1) { w = (w & 1) ? 3 * w + 1 : w / 2; ++steps; }
  o[4] = steps;
  int x = 5;
  int y = (x++, x++, x);
  o[5] = y * 10 + (x > 6 ? 1 : 2);
  o[6] = x-- - --x;
}
)",
                            7);
  CHECK(o[0] == 0 + 2 + 4);
  CHECK(o[1] == 1);
  // i = 0: 11, 1: 10, 3: 100, 4: 11, 5: 10, 6: 1000
  CHECK(o[2] == 11 + 10 + 100 + 11 + 10 + 1000);
  CHECK(o[3] == 12);
  int w = 100, steps = 0;
  while (w > 1) {
    w = (w & 1) ? 3 * w + 1 : w / 2;
    ++steps;
  }
  CHECK(o[4] == steps);
  CHECK(o[5] == 71);
  CHECK(o[6] == 7 - 5);
}

TEST_CASE("cl irgen: atomics: compare-exchange writes back, min/max by signedness, 1.x and atom_ forms") {
  auto o = runAs<int32_t>(R"(
__kernel void k(__global int* o, __global atomic_int* ai, __global atomic_uint* au, __global int* plain) {
  int expected = 5;
  bool ok = atomic_compare_exchange_strong(ai, &expected, 9);  // *ai is 0: fails
  o[0] = ok;
  o[1] = expected;                    // the observed 0
  ok = atomic_compare_exchange_strong_explicit(ai, &expected, 9, memory_order_acq_rel,
                                               memory_order_acquire, memory_scope_work_group);
  o[2] = ok;
  o[3] = atomic_load(ai);
  atomic_fetch_min(ai, -4);
  o[4] = atomic_load_explicit(ai, memory_order_relaxed);
  atomic_store(au, 7u);
  atomic_fetch_max(au, 0xfffffff0u);  // unsigned: wins
  o[5] = (int)atomic_exchange(au, 1u);
  o[6] = atomic_inc(plain) + atomic_add(plain, 10) * 10;
  o[7] = atomic_cmpxchg(plain, 12, 40) + *plain * 100;
  o[8] = atomic_max(plain, -5) + atomic_min(plain, 3) * 100;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  o[9] = *plain;
  // The OpenCL 1.0 extension spellings (atom_*), on int and on long.
  o[10] = atom_add(plain, 4) + atom_inc(plain) * 100 + atom_xchg(plain, 2) * 10000;
  __global long* wide = (__global long*)(o + 12);
  atom_add(wide, 0x100000000l);
  o[11] = (int)(atom_max(wide, 5l) >> 32) + atom_cmpxchg(plain, 2, 6) * 10 + *plain * 100;
}
)",
                            14, Run{{std::vector<uint8_t>(4), std::vector<uint8_t>(4), std::vector<uint8_t>(4)}});
  CHECK(o[0] == 0);
  CHECK(o[1] == 0);
  CHECK(o[2] == 1);
  CHECK(o[3] == 9);
  CHECK(o[4] == -4);
  CHECK(o[5] == static_cast<int32_t>(0xfffffff0u));
  CHECK(o[6] == 0 + 1 * 10);
  CHECK(o[7] == 11 + 11 * 100);  // 11 != 12: no exchange
  CHECK(o[8] == 11 + 11 * 100);
  CHECK(o[9] == 3);
  CHECK(o[10] == 3 + 7 * 100 + 8 * 10000);
  CHECK(o[11] == 1 + 2 * 10 + 6 * 100);
  CHECK(o[12] == 0);  // 0x100000000 stays (atom_max with 5): low word 0, high word 1
  CHECK(o[13] == 1);
}

TEST_CASE("cl irgen: local memory, barriers and work-item functions over a grid") {
  // 3 groups of 4 over a grid of 10 (the last group partial): each item writes
  // local id, local size, num groups, global id, and the reversed value through LDS.
  std::vector<int32_t> o = runAs<int32_t>(R"(
__kernel void k(__global int* o) {
  __local int tile[4];
  size_t g = get_global_id(0);
  uint l = get_local_id(0);
  uint n = get_local_size(0);
  tile[l] = (int)g;
  barrier(CLK_LOCAL_MEM_FENCE);
  __global int* row = o + g * 6;
  row[0] = l;
  row[1] = n;
  row[2] = get_num_groups(0);
  row[3] = get_enqueued_local_size(0) * 10 + get_work_dim();
  row[4] = tile[n - 1 - l];
  row[5] = get_global_size(0) + get_group_id(0) * 100 + get_local_id(1) + get_global_offset(0);
}
)",
                                          60, Run{{}, {}, 10, 4});
  for (int g = 0; g < 10; ++g) {
    CAPTURE(g);
    int l = g % 4, grp = g / 4, n = grp == 2 ? 2 : 4;
    CHECK(o[g * 6 + 0] == l);
    CHECK(o[g * 6 + 1] == n);
    CHECK(o[g * 6 + 2] == 3);
    CHECK(o[g * 6 + 3] == 41);
    CHECK(o[g * 6 + 4] == grp * 4 + (n - 1 - l));
    CHECK(o[g * 6 + 5] == 10 + grp * 100);
  }
}

TEST_CASE("cl irgen: kernel argument metadata and attributes") {
  ir::Module m = compile(R"(
typedef struct { int a; float b; } P;
__kernel __attribute__((reqd_work_group_size(8, 4, 2)))
void k(__global const float* restrict x, __constant int* c, __local uint* l, __global atomic_int* a,
       uint n, float4 v, P p, __global volatile ulong* u) {
  x[0] + c[0] + l[0] + n + v.x + p.a + u[0];
}
)");
  REQUIRE(m.functions.size() == 1);
  const ir::Function& f = m.functions[0];
  CHECK(f.reqdWorkGroupSize[0] == 8);
  CHECK(f.reqdWorkGroupSize[1] == 4);
  CHECK(f.reqdWorkGroupSize[2] == 2);
  REQUIRE(f.args.size() == 8);
  CHECK(f.args[0].typeName == "float*");
  CHECK(f.args[0].kind == ir::ArgKind::GlobalBuffer);
  CHECK(f.args[0].isConst);
  CHECK(f.args[0].isRestrict);
  CHECK(f.args[1].space == ir::AddrSpace::Constant);
  CHECK(f.args[2].kind == ir::ArgKind::DynamicSharedPointer);
  CHECK(f.args[2].size == 4);
  CHECK(f.args[3].typeName == "atomic_int*");
  CHECK(f.args[4].typeName == "uint");
  CHECK(f.args[4].size == 4);
  CHECK(f.args[5].typeName == "float4");
  CHECK(f.args[5].size == 16);
  CHECK(f.args[5].param == ir::kNoValue);  // loaded from the kernarg segment
  CHECK(f.args[6].size == 8);
  CHECK(f.args[7].isVolatile);
  CHECK(f.params.size() == 6);
}

TEST_CASE("cl irgen: by-value vector and struct arguments come from the kernarg segment") {
  ir::Module m = compile(R"(
typedef struct { int a; long b; } P;
__kernel void k(__global long* o, int4 v, P p) {
  o[0] = v.x + v.y * 10 + v.z * 100 + v.w * 1000;
  o[1] = p.a + p.b;
}
)");
  ir::InterpMemory mem;
  uint64_t out = mem.allocate(16);
  ir::InterpLaunch l;
  l.args = {out, 0, 0};
  int32_t v[4] = {1, 2, 3, 4};
  struct {
    int32_t a;
    int64_t b;
  } p{5, 60000000000LL};
  l.argBytes.resize(3);
  l.argBytes[1].assign(reinterpret_cast<uint8_t*>(v), reinterpret_cast<uint8_t*>(v) + 16);
  l.argBytes[2].assign(reinterpret_cast<uint8_t*>(&p), reinterpret_cast<uint8_t*>(&p) + 16);
  ir::InterpResult r = ir::interpret(m.functions[0], mem, l);
  REQUIRE_MESSAGE(r.ok, r.error);
  CHECK(mem.load<int64_t>(out) == 4321);
  CHECK(mem.load<int64_t>(out + 8) == 60000000005LL);
}

TEST_CASE("cl irgen: the IR keeps clang -O0's shape") {
  ir::Module m = compile(R"(
int twice(int x) { return 2 * x; }
__kernel void k(__global int* o, int n) {
  int a = twice(n);
  o[0] = twice(a) + (n > 0 && a < 10 ? 1 : 2);
}
)");
  const ir::Function& f = m.functions[0];
  // Every alloca is in the entry block; the calls are inlined (no call op exists); the
  // && and ?: made phis.
  int allocas = 0, phis = 0;
  for (ir::BlockId b = 0; b < f.blocks.size(); ++b)
    for (ir::ValueId v : f.blocks[b].insts) {
      if (f[v].op == ir::Op::Alloca) {
        ++allocas;
        CHECK(b == 0);
      }
      if (f[v].op == ir::Op::Phi) ++phis;
    }
  // o, n, a, and per inlined call: its parameter and its return value.
  CHECK(allocas == 3 + 2 * 2);
  CHECK(phis == 2);
}

// The records of the attribute and anonymous-member tests, with clang-19's layouts
// (-Xclang -fdump-record-layouts, amdgcn-amd-amdhsa gfx90a): sizeof and alignof of each.
namespace {

const char* const kLayoutRecords = R"(
typedef union { struct { float x, y; } __attribute__((aligned(8))); struct { float real, imag; } __attribute__((aligned(8))); } cf;
struct A { char c; float f __attribute__((aligned(16))); };
struct __attribute__((packed)) B { char c; int i; double d; };
struct C { char c; int i; } __attribute__((packed, aligned(4)));
struct D { char c; struct { short s; int i; }; union { char u8; double d; }; };
typedef float af __attribute__((aligned(16)));
struct E { char c; af f; };
struct F { char c; int i __attribute__((packed)); short s; };
struct G { char c; } __attribute__((aligned));
struct H { char c; __attribute__((aligned(8))) int i; };
struct __attribute__((packed)) I { char c; int i __attribute__((aligned(2))); };
struct J { char c; struct C cc; short s; };
)";

struct RecordLayout {
  const char* type;
  int size, align;
};
const RecordLayout kClangLayouts[] = {
    {"cf", 8, 8},         {"struct A", 32, 16}, {"struct B", 13, 1}, {"struct C", 8, 4},
    {"struct D", 24, 8},  {"struct E", 32, 16}, {"struct F", 8, 2},  {"struct G", 16, 16},
    {"struct H", 16, 8},  {"struct I", 6, 2},   {"struct J", 16, 4},
};

// A kernel writing sizeof and alignof (the offset of the record after a char) of each type.
std::string layoutKernel(const std::vector<std::string>& types) {
  std::string src = kLayoutRecords;
  std::string body;
  for (size_t i = 0; i < types.size(); ++i) {
    std::string w = "W" + std::to_string(i);
    src += "struct " + w + " { char c; " + types[i] + " t; };\n";
    body += "  { struct " + w + " w; o[" + std::to_string(2 * i) + "] = sizeof(" + types[i] + "); o[" +
            std::to_string(2 * i + 1) + "] = (int)((__private char*)&w.t - (__private char*)&w); }\n";
  }
  return src + "__kernel void k(__global int* o) {\n" + body + "}\n";
}

}  // namespace

TEST_CASE("cl irgen: aligned and packed attributes and anonymous members lay records out as clang-19 does") {
  std::vector<std::string> types;
  for (const auto& l : kClangLayouts) types.push_back(l.type);
  auto o = runAs<int32_t>(layoutKernel(types), 2 * types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    INFO(types[i]);
    CHECK(o[2 * i] == kClangLayouts[i].size);
    CHECK(o[2 * i + 1] == kClangLayouts[i].align);
  }
  // Member offsets (clang-19's record dump) and the typedef's alignment on variables.
  auto m = runAs<int32_t>(std::string(kLayoutRecords) + R"(
#define OFF(s, f) (int)((__private char*)&s.f - (__private char*)&s)
__kernel void k(__global int* o) {
  struct A a; struct B b; struct D d; struct F f; struct I i; struct J j; cf z;
  o[0] = OFF(a, f); o[1] = OFF(b, i); o[2] = OFF(b, d); o[3] = OFF(d, s); o[4] = OFF(d, i);
  o[5] = OFF(d, u8); o[6] = OFF(d, d); o[7] = OFF(f, i); o[8] = OFF(f, s); o[9] = OFF(i, i);
  o[10] = OFF(j, cc.i); o[11] = OFF(j, s); o[12] = OFF(z, real); o[13] = OFF(z, imag) + OFF(z, y) * 10;
  o[14] = sizeof(af);
}
)",
                          15);
  CHECK(m == std::vector<int32_t>{16, 1, 5, 4, 8, 16, 16, 1, 6, 2, 5, 12, 0, 44, 4});
}

TEST_CASE("cl irgen: anonymous members, packed members and aligned variables read and write their bytes") {
  // PyOpenCL's complex type: a union of two aligned anonymous structs naming the same floats.
  auto o = runAs<float>(R"(
typedef union { struct { float x, y; } __attribute__((aligned(8))); struct { float real, imag; } __attribute__((aligned(8))); } cf;
cf cmul(cf a, cf b) { cf r; r.real = a.real * b.real - a.imag * b.imag; r.imag = a.real * b.imag + a.imag * b.real; return r; }
struct __attribute__((packed)) P { char c; float f; short s; double d; };
struct N { int tag; union { float f; uint u; }; struct { short lo, hi; }; };
__kernel void k(__global float* o, __global const float* in) {
  cf a = {{in[0], in[1]}}, b;
  b.x = in[2];
  b.y = in[3];
  cf c = cmul(a, b);
  o[0] = c.x; o[1] = c.imag;
  struct P p = {1, in[0], 7, 2.5};
  struct P q = p;                  // a packed copy: every member below its alignment
  q.f += 1.0f;
  o[2] = q.f + q.c + q.s + (float)q.d;
  __local struct P lp[2];
  lp[1] = q;
  lp[1].d *= 2.0;
  o[3] = (float)lp[1].d + lp[1].f;
  struct N n = {3, {1.5f}, {4, 5}};
  o[4] = n.f + n.tag + n.lo * 10 + n.hi * 100;
  n.u = 0x40000000u;               // 2.0f through the other member of the anonymous union
  o[5] = n.f;
  float4 v __attribute__((aligned(32))) = (float4)(in[0]);
  o[6] = (float)(((ulong)&v) % 32) + v.w;
}
)",
                        7, Run{{bytesOf(std::vector<float>{1.5f, -2.0f, 0.5f, 3.0f})}});
  CHECK(o[0] == 1.5f * 0.5f - (-2.0f) * 3.0f);
  CHECK(o[1] == 1.5f * 3.0f + (-2.0f) * 0.5f);
  CHECK(o[2] == 2.5f + 1 + 7 + 2.5f);
  CHECK(o[3] == 5.0f + 2.5f);
  CHECK(o[4] == 1.5f + 3 + 40 + 500);
  CHECK(o[5] == 2.0f);
  CHECK(o[6] == 1.5f);
}

TEST_CASE("cl irgen: record layouts match clang-19's record dump (live, needs clang-19)") {
  if (!test::haveTool("clang-19")) {
    MESSAGE("clang-19 not found: skipped");
    return;
  }
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("gfxsim_cl_layout_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string file = (dir / "t.cl").string();
  std::vector<std::string> types;
  for (const auto& l : kClangLayouts) types.push_back(l.type);
  auto ours = runAs<int32_t>(layoutKernel(types), 2 * types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    CAPTURE(types[i]);
    {
      std::ofstream out(file);
      out << kLayoutRecords << "__kernel void k(__global int* o) { o[0] = sizeof(" << types[i] << "); }\n";
    }
    std::string cmd = "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -Xclang "
                      "-fdump-record-layouts-simple -fsyntax-only '" + file + "' 2>&1";
    std::string dump;
    test::runCommand(cmd, &dump);
    // The simple dump: "Type: <type>" then "Size:<bits>" and "Alignment:<bits>" per record.
    std::string want = "Type: " + types[i];
    size_t at = dump.find(want + "\n");
    CAPTURE(dump);
    REQUIRE(at != std::string::npos);
    size_t sz = dump.find("Size:", at), al = dump.find("Alignment:", at);
    REQUIRE(sz != std::string::npos);
    REQUIRE(al != std::string::npos);
    CHECK(ours[2 * i] * 8 == std::stoi(dump.substr(sz + 5)));
    CHECK(ours[2 * i + 1] * 8 == std::stoi(dump.substr(al + 10)));
  }
  std::filesystem::remove_all(dir);
}
