// The OpenCL C parser and semantic checks (compiler/frontend/parser.h, sema.h, builtins.h):
// every construct of the supported subset accepted, constant expressions folded as C and
// OpenCL define them (checked at compile time through array sizes, as C's static asserts
// are written), every diagnostic with its exact file:line:col, the limits, and a seeded
// random mutation of the workload sources that must never crash or hang.
#include <doctest/doctest.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "frontend/frontend.h"
#include "ir/verifier.h"
#include "support/error.h"
#include "support/test_util.h"
#include "workload.h"

using namespace gfxsim;

namespace {

ir::Module compile(const std::string& src) { return cl::compileToIr(src, "t.cl", {}); }

std::string compileError(const std::string& src) {
  try {
    compile(src);
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

// "line:col" of the first "file:line:col: error: ..." in a diagnostic text ("" if none).
std::string errorLineCol(const std::string& text) {
  size_t e = text.find(": error: ");
  if (e == std::string::npos) return "";
  size_t colStart = text.rfind(':', e - 1);
  size_t lineStart = colStart == std::string::npos ? std::string::npos : text.rfind(':', colStart - 1);
  if (lineStart == std::string::npos) return "";
  return text.substr(lineStart + 1, e - lineStart - 1);
}

}  // namespace

TEST_CASE("cl parse: constant expressions fold as C99 and OpenCL C define them") {
  // Each line is `typedef char name[(cond) ? 1 : -1];`: a false cond is an error.
  const char* const conds[] = {
      "(1 << 33) == 2",                        // shift amount masked (OpenCL 6.3.j)
      "(-7 / 2) == -3 && (-7 % 2) == -1",      // truncating division
      "sizeof(int4) == 16 && sizeof(float3) == 16 && sizeof(char3) == 4 && sizeof(double16) == 128",
      "sizeof(long) == 8 && sizeof(size_t) == 8 && sizeof(ptrdiff_t) == 8 && sizeof(uintptr_t) == 8",
      "sizeof(__local int*) == 4 && sizeof(__private int*) == 4 && sizeof(__global int*) == 8 && sizeof(int*) == 8",
      "((uchar)255 + 1) == 256",               // integer promotion
      "(-1 < 0u) == 0",                        // -1 converted to uint
      "(-1L < 0u) == 1",                       // uint converted to long
      "(char)300 == 44 && (uchar)-1 == 255 && (short)65535 == -1",
      "sizeof(2147483648) == 8 && sizeof(0x80000000) == 4 && sizeof(4294967296u) == 8",
      "-1 == 0xffffffff",                      // hex literal is uint
      "INT_MIN == -2147483647 - 1 && UINT_MAX == 0xffffffffu && CHAR_BIT == 8 && LONG_MAX == 0x7fffffffffffffff",
      "(int)3.9 == 3 && (int)-3.9 == -3 && (uint)2.5f == 2",
      "'a' == 97 && '\\xff' == -1",
      "(1.5f + 2) == 3.5 && 1.0f / 4 == 0.25",
      "sizeof(struct { char c; double d; }) == 16 && sizeof(union { char c[5]; int i; }) == 8",
      "memory_order_seq_cst == 5 && memory_scope_device == 2 && CLK_LOCAL_MEM_FENCE == 1 && CLK_GLOBAL_MEM_FENCE == 2",
      "true == 1 && false == 0 && vec_step(float3) == 4 && vec_step(int) == 1",
      "((ulong)-1 >> 63) == 1 && (-8 >> 1) == -4 && (0x80000000 >> 31) == 1",
      "(0 ? 1 : 2) == 2 && (!5) == 0 && (~0u) == 0xffffffffu && (3 && 0) == 0 && (0 || 7) == 1",
      "sizeof(int[3][5]) == 60 && sizeof(atomic_long) == 8 && sizeof(atomic_int) == 4",
      "(10 / 3 * 3.0) == 9.0 && (5u - 7) == 4294967294u && (5u - 7L) == -2",
      "FLT_MAX > 3.4e38f && M_PI_F > 3.14159f && M_PI_F < 3.1416f && DBL_EPSILON < 1e-15",
  };
  std::string src = "enum E { A = 5, B, C = B * 2 };\ntypedef char enum_check[(C == 12 && B == 6) ? 1 : -1];\n";
  int i = 0;
  for (const char* c : conds) src += "typedef char check" + std::to_string(i++) + "[(" + c + ") ? 1 : -1];\n";
  src += "__kernel void k(__global int* o) {}\n";
  CHECK(compileError(src) == "<no error>");
  // And a false one is caught.
  CHECK(compileError("typedef char bad[(sizeof(int) == 8) ? 1 : -1];") ==
        "t.cl:1:37: error: array size must be positive");
}

TEST_CASE("cl parse: the supported subset is accepted") {
  ir::Module m = compile(R"(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef unsigned int u32;
typedef struct Node { int value; struct Node* next; } Node;
union Bits { float f; uint u; };
enum Color { RED, GREEN = 4, BLUE };
struct Outer { struct { int a, b; } inner[2]; float4 v; };

static inline int helper(const int* restrict p, volatile int* q) { return *p + *q; }
int add3(int a, int b, int c) { return a + b + c; }
float4 scale(float4 v, float s) { return v * s; }
void nothing(void) {}
int pick(int x) {
  switch (x) { case RED: return 1; case GREEN: case BLUE: { return 2; } default: break; }
  return 0;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) __attribute__((vec_type_hint(float4)))
void first(__global float* restrict out, __constant float* coef, __local float* scratch, u32 n) {
  int arr[4] = {1, 2, 3, 4};
  int (*rows)[4] = &arr;
  int x = (*rows)[2], y = 0;
  x += 1; x -= 1; x *= 2; x /= 2; x %= 5; x <<= 1; x >>= 1; x &= 7; x |= 8; x ^= 3;
  y = x++ + ++x - x-- - --x;
  y = helper(&x, &y) + add3(x, y, 1) + pick(y);
  nothing();
  float4 v = scale((float4)(1.0f, 2.0f, 3.0f, 4.0f), 2.0f);
  double d = (double)v.w / 3.0;
  long l = (long)d * -3L;
  ulong ul = (ulong)l;
  char c = 'x';
  short s = (short)c;
  bool b = x > 0 && (y < 3 || !b);
  Node node = {1, 0};
  Node* pn = &node;
  pn->value = pn->next == 0 ? 7 : 8;
  union Bits bits;
  bits.f = 1.0f;
  struct Outer o2;
  o2.inner[1].b = 3;
  o2.v.xyz = (float3)(1.0f);
  #pragma unroll
  for (u32 i = get_local_id(0); i < n; i += get_local_size(0)) {
    scratch[i % 64] = coef[i % 4] * out[i];
    if (i > 100) continue;
    while (0) {}
    do { break; } while (1);
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  out[get_global_id(0)] = (float)(x + y + s + b + (int)ul + bits.u + o2.inner[1].b) + native_sqrt(v.x) +
                          native_divide(v.y, v.z) + mad(v.x, v.y, v.z) + fmin(v.x, v.w);
  ;
}

kernel void second(global int* out, global atomic_uint* counter) {
  uint old = atomic_fetch_add_explicit(counter, 1u, memory_order_relaxed, memory_scope_device);
  out[old] = abs(-3) + min(2, 3) + max(2u, 3u) + clamp(5, 0, 4);
  uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  out[lane] = __builtin_amdgcn_ds_bpermute((int)lane << 2, out[lane]);
}
)");
  REQUIRE(m.functions.size() == 2);
  CHECK(m.functions[0].name == "first");
  CHECK(m.functions[0].reqdWorkGroupSize[0] == 64);
  CHECK(m.functions[1].name == "second");
  for (const auto& f : m.functions) CHECK(ir::verify(f).empty());
}

TEST_CASE("cl parse: diagnostics name the file, line, column and the problem") {
  struct Case {
    const char* src;
    const char* msg;
  };
  const Case cases[] = {
      {"__kernel void k(__global int* o) { o[0] = x; }", "t.cl:1:43: error: use of undeclared identifier 'x'"},
      {"struct S { int a __attribute__((aligned(3))); };", "t.cl:1:41: error: requested alignment is not a power of 2"},
      {"struct S { int a __attribute__((aligned(1 << 20))); };",
       "t.cl:1:43: error: unsupported: alignment above 65536 bytes"},
      {"struct S { int x; struct { int y; int x; }; };", "t.cl:1:43: error: duplicate member 'x'"},
      {"typedef float af __attribute__((aligned(16)));\n__kernel void k(__global int* o) { af a[2]; }",
       "t.cl:2:39: error: size of array element of type 'af' (4 bytes) isn't a multiple of its alignment (16 bytes)"},
      {"typedef int i1 __attribute__((aligned(1)));\nstruct S { char c; i1 i; };",
       "t.cl:2:23: error: unsupported: a typedef whose 'aligned' attribute lowers its type's alignment"},
      {"struct S { int a; };\n__kernel void k(__global int* o) { struct S s; o[0] = s.b; }",
       "t.cl:2:56: error: no member named 'b' in 'struct S'"},
      {"__kernel void k(__global int* o) { __local int* l = o; }",
       "t.cl:1:49: error: initializing '__local int *' with an expression of type '__global int *' changes "
       "address space of pointer"},
      {"int f(int a, int b) { return a + b; }\n__kernel void k(__global int* o) { o[0] = f(1); }",
       "t.cl:2:46: error: too few arguments to function call, expected 2, have 1"},
      {"__kernel void k(__global int* o) { 3 = o[0]; }",
       "t.cl:1:38: error: expression is not assignable (assignment needs an lvalue)"},
      {"__kernel void k(__global int* o) { o[0] = 1 }",
       "t.cl:1:44: error: expected ';' after the expression, found '}'"},
      {"__kernel void k(__global int* o) { half h; }",
       "t.cl:1:41: error: declaring variable of type '__private half' is not allowed"},
      {"__kernel void k(__global int* o) { goto end; }", "t.cl:1:36: error: unsupported: goto"},
      {"__kernel void k(__global int* o) { end: ; }", "t.cl:1:36: error: unsupported: labels and goto"},
      {"__kernel void k(__global int* o) { char s[2] = \"hi!\"; }", "t.cl:1:48: error: initializer-string for char array is too long"},
      {"__kernel void k(__global int* o) { o[0] = half_exp(1.0f); }",
       "t.cl:1:43: error: unsupported: built-in function 'half_exp' (half precision)"},
      {"__kernel void k(__global int* o) { o[0] = foo(1); }",
       "t.cl:1:43: error: implicit declaration of function 'foo' is invalid in OpenCL"},
      {"int f(int n) { return n ? f(n - 1) : 0; }\n__kernel void k(__global int* o) { o[0] = f(3); }",
       "t.cl:1:27: error: recursion is not allowed in OpenCL C: 'f' calls itself"},
      {"int g(int n);\nint h(int n) { return g(n); }\nint g(int n) { return h(n); }",
       "t.cl:3:23: error: recursion is not allowed in OpenCL C: 'h' calls itself through 'g'"},
      {"int g(int n);\n__kernel void k(__global int* o) { o[0] = g(1); }",
       "t.cl:2:43: error: function 'g' is declared but never defined"},
      {"__kernel void k(int* o) { }",
       "t.cl:1:22: error: pointer arguments to kernel functions must reside in '__global', '__constant' or "
       "'__local' address space"},
      {"__kernel void k(__global int* o) { o[0] = sizeof(void); }",
       "t.cl:1:43: error: invalid application of 'sizeof' to a void type"},
      {"__kernel void k(__global int* o) { float4 v; o[0] = v.q; }",
       "t.cl:1:54: error: vector component access 'q' is invalid for 'float4'"},
      {"__kernel void k(__global int* o) { float2 v; o[0] = v.z; }",
       "t.cl:1:54: error: vector component access 'z' is invalid for 'float2'"},
      {"__kernel void k(__global int* o) { float4 v = (float4)(1.0f, 2.0f); }",
       "t.cl:1:55: error: vector literal has 2 components, 'float4' needs 4"},
      {"__kernel void k(__global int* o) { int4 a; float4 b; a = a + b; }",
       "t.cl:1:60: error: cannot convert between vector values of different types ('int4' and 'float4')"},
      {"__kernel void k(__global int* o) { break; }",
       "t.cl:1:36: error: 'break' statement not in loop or switch statement"},
      {"__kernel void k(__global int* o) { image2d_t img; }", "t.cl:1:36: error: unsupported: type 'image2d_t'"},
      {"__kernel void k(__global int* o) { int a[-1]; }", "t.cl:1:42: error: array size must be positive"},
      {"__kernel void k(__global int* o) { const int c = 1; c = 2; }",
       "t.cl:1:55: error: cannot assign to a variable with const-qualified type 'const int'"},
      {"__kernel void k(__global atomic_int* a) { atomic_fetch_add_explicit(a, 1, 7); }",
       "t.cl:1:75: error: memory order argument to atomic operation is invalid"},
      {"__kernel void k(__global atomic_int* a) { atomic_load_explicit(a, memory_order_release); }",
       "t.cl:1:67: error: memory order argument to atomic operation is invalid"},
      {"__kernel void k(__global int* a) { atomic_fetch_add(a, 1); }",
       "t.cl:1:53: error: address argument to atomic operation must be a pointer to an atomic type ('__global "
       "int *' invalid)"},
      {"__kernel void k(__global atomic_int* a) { int x = *a; }",
       "t.cl:1:51: error: atomic object of type 'atomic_int' can only be accessed through the atomic functions"},
      {"__kernel void k(__global int* o) { int x = 1; x(); }",
       "t.cl:1:48: error: called object type 'int' is not a function"},
      {"int k2(void) { __local int x; return 0; }",
       "t.cl:1:28: error: non-kernel function variable cannot be declared in local address space"},
      {"__kernel int k(__global int* o) { return 0; }", "t.cl:1:14: error: kernel must have void return type"},
      {"__kernel void k(__global int* o) { switch (o[0]) { case 1: case 1: break; } }",
       "t.cl:1:65: error: duplicate case value '1'"},
      {"__kernel void k(__global int* o) { o[0] = (1 ? o : 2.0f); }",
       "t.cl:1:46: error: incompatible operand types ('__global int *' and 'float')"},
      {"__kernel void k(__global int* o) { struct S s; }", "t.cl:1:45: error: variable has incomplete type 'struct S'"},
      {"__kernel void k(__global float* o) { o[0] = 1 % 2.0f; }",
       "t.cl:1:47: error: invalid operands to binary expression ('int' and 'float')"},
      {"__kernel void k(__global int* o) { int x; x = o; }",
       "t.cl:1:45: error: assigning 'int' with an expression of incompatible type '__global int *'"},
      {"__kernel void k(__global int* o) { __global int g; }",
       "t.cl:1:49: error: function scope variable cannot be declared in __global address space"},
      {"__kernel void k(__global int* o) { o.x = 1; }",
       "t.cl:1:37: error: member reference base type '__global int *' is not a structure or union"},
      {"__kernel void k(__global int* o) { o[0] = 1; } int k(int a) { return a; }",
       "t.cl:1:52: error: conflicting types for 'k' (overloading is not supported)"},
      {"void f(void) {}\n__kernel void k(__global int* o) { o[0] = f(); }",
       "t.cl:2:41: error: assigning 'int' with an expression of incompatible type 'void'"},
      {"__kernel void k(__global int* o) { continue; }",
       "t.cl:1:36: error: 'continue' statement not in loop statement"},
      {"int f(int a) { return; }", "t.cl:1:16: error: non-void function 'f' should return a value"},
      {"__kernel void k(__global int* o) { return 1; }",
       "t.cl:1:36: error: void function 'k' should not return a value"},
      {"__kernel void k(__global const int* o) { o[0] = 1; }",
       "t.cl:1:47: error: cannot assign to a variable with const-qualified type '__global const int'"},
      {"__kernel void k(__global int* o) { int a[2] = {1, 2, 3}; }",
       "t.cl:1:54: error: excess elements in initializer"},
      {"__kernel void k(__global int* o) { __local int l = 0; }",
       "t.cl:1:48: error: '__local' variable cannot have an initializer"},
      {"__kernel void k(__global int* o) { int x; int x; }", "t.cl:1:47: error: redefinition of 'x'"},
      {"__kernel void k(__global int* o) __attribute__((cold)) { }",
       "t.cl:1:49: error: unsupported: attribute 'cold'"},
      {"void f(int a, ...) {}", "t.cl:1:15: error: unsupported: variadic functions"},
      {"extern __global int table[2];", "t.cl:1:21: error: unsupported: extern program-scope variables"},
      {"__kernel void k(__global int* o) { int (*fp)(int); }", "t.cl:1:45: error: unsupported: function pointers"},
      {"__kernel void k(__global int* o) { o[0] = (1; }", "t.cl:1:45: error: expected ')' to match this '(', found ';'"},
      {"__kernel void k(__global int* o) {", "t.cl:1:35: error: expected '}' at the end of the block"},
      {"__kernel void k(__global int* o) { o[0] = 99999999999999999999; }",
       "t.cl:1:43: error: integer constant '99999999999999999999' is too large for 64 bits"},
      {"__kernel void k(__global int* o) { barrier(o[0]); }",
       "t.cl:1:45: error: barrier flags is not an integer constant expression"},
      {"__kernel void k(__global int* o) { o[0] = min(1); }",
       "t.cl:1:43: error: too few arguments to 'min', expected 2, have 1"},
      {"__kernel void k(__global int* o) { o[0] = sqrt(4); }",
       "t.cl:1:43: error: no matching built-in 'sqrt' for arguments of type 'int'"},
      {"__kernel void k(__global int* o) { __local int* p = (__local int*)o; }",
       "t.cl:1:53: error: casting '__global int *' to type '__local int *' changes address space of pointer"},
      {"__kernel void k(__constant int* c) { int* p = c; }",
       "t.cl:1:43: error: initializing '__generic int *' with an expression of type '__constant const int *' changes "
       "address space of pointer"},
      {"unsigned long long x;", "t.cl:1:1: error: unsupported: 'long long' (reserved in OpenCL C)"},
  };
  for (const Case& c : cases) {
    std::string src = c.src, got = compileError(c.src), want = c.msg;
    CAPTURE(src);
    CHECK(got == want);
  }
}

TEST_CASE("cl parse: nesting and size limits give errors, not crashes") {
  std::string parens = "__kernel void k(__global int* o) { o[0] = " + std::string(5000, '(') + "1" +
                       std::string(5000, ')') + "; }";
  CHECK(compileError(parens).find("error: nesting is too deep") != std::string::npos);
  std::string chain = "__kernel void k(__global int* o) { o[0] = 1";
  for (int i = 0; i < 20000; ++i) chain += "+1";
  chain += "; }";
  CHECK(compileError(chain).find("error: expression is nested too deeply") != std::string::npos);
  std::string blocks = "__kernel void k(__global int* o) " + std::string(3000, '{') + std::string(3000, '}');
  CHECK(compileError(blocks).find("error: nesting is too deep") != std::string::npos);
  std::string stars = "__kernel void k(__global int* o) { int " + std::string(100, '*') + "p; }";
  CHECK(compileError(stars).find("error: too many pointer levels") != std::string::npos);
  CHECK(compileError("__kernel void k(__global int* o) { int a[100000000] = {1}; }")
            .find("unsupported: copying or initializing an object this large") != std::string::npos);
  CHECK(compileError("__kernel void k(__global int* o) { int a[2000000000]; }") ==
        "t.cl:1:42: error: array is too large");
}

TEST_CASE("cl parse: randomly mutated workload sources compile or fail with a located error") {
  // Deterministic: a fixed seed and fixed inputs. Each mutant either compiles to IR that
  // the verifier accepts or throws gfxsim::Error; anything else (another exception, a
  // crash, a hang) fails the test.
  std::vector<std::string> sources;
  for (const auto& w : workloads::allWorkloads())
    sources.push_back(test::readText((workloads::source_dir() / w.source).string()));
  const char* const snippets[] = {"(", ")", "{", "}", "[", "]", ";", ",", "*", "&", "=", "+", "-", "<<", "?",
                                  ":", "0", "1u", "x", "int", "float4", "__local", "__global", "struct",
                                  "return", "if", "for", "while", "break", "sizeof", ".x", "->", "'",
                                  "\"", "#", "#define A(", "1e", "0x", "void", "else", "case 1:", "atomic_int"};
  std::mt19937_64 rng(20240611);
  int compiled = 0, rejected = 0;
  auto start = std::chrono::steady_clock::now();
  for (int iter = 0; iter < 3000; ++iter) {
    std::string s = sources[rng() % sources.size()];
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits && !s.empty(); ++e) {
      size_t pos = rng() % s.size();
      switch (rng() % 5) {
        case 0: s.erase(pos, 1 + rng() % 12); break;                       // delete bytes
        case 1: s.insert(pos, snippets[rng() % std::size(snippets)]); break;  // insert a token
        case 2: s[pos] = static_cast<char>(32 + rng() % 95); break;          // replace a byte
        case 3: {                                                            // duplicate a chunk
          size_t len = 1 + rng() % 40;
          s.insert(pos, s.substr(pos, len));
          break;
        }
        default: {                                                           // swap two chunks
          size_t other = rng() % s.size();
          std::swap(s[pos], s[other]);
          break;
        }
      }
    }
    try {
      ir::Module m = cl::compileToIr(s, "mutant.cl", {});
      for (const auto& f : m.functions) {
        auto problems = ir::verify(f);
        if (!problems.empty()) {
          CAPTURE(s);
          FAIL("invalid IR: " << problems[0]);
        }
      }
      ++compiled;
    } catch (const Error& e) {
      std::string what = e.what();
      // Every error names its place: "file:line:col: error: ..." (the preprocessor's may
      // name an included file).
      if (what.find(": error: ") == std::string::npos) {
        CAPTURE(s);
        FAIL("error without a location: " << what);
      }
      ++rejected;
    }
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  MESSAGE("mutants: " << compiled << " compiled, " << rejected << " rejected, " << seconds << " s");
  CHECK(compiled > 100);
  CHECK(rejected > 1000);
}

TEST_CASE("cl parse: diagnostics point where clang-19 -fsyntax-only points (live, needs clang-19)") {
  if (std::system("clang-19 --version > /dev/null 2>&1") != 0) {
    MESSAGE("clang-19 not found: skipped");
    return;
  }
  // The start of the expression, its operator, the statement keyword, the declared name, the
  // call's ')' or the end of the previous token: whichever clang uses for each kind.
  const char* const cases[] = {
      "__kernel void k(__global int* o) { o[0] = x; }",
      "__kernel void k(__global int* o) { __local int* l = o; }",
      "int f(int a, int b) { return a + b; }\n__kernel void k(__global int* o) { o[0] = f(1); }",
      "__kernel void k(__global int* o) { 3 = o[0]; }",
      "__kernel void k(__global int* o) { o[0] = 1 }",
      "__kernel void k(__global int* o) { float4 v; o[0] = v.q; }",
      "__kernel void k(__global int* o) { float4 v = (float4)(1.0f, 2.0f); }",
      "__kernel void k(__global int* o) { int4 a; float4 b; a = a + b; }",
      "__kernel void k(__global int* o) { int x; x = o; }",
      "__kernel void k(__global int* o) { o.x = 1; }",
      "__kernel void k(__global int* o) { int x = 1; x = x->y; }",
      "__kernel void k(__global int* o) { return 1; }",
      "__kernel void k(__global int* o) { __local int l = 0; }",
      "__kernel void k(__global int* o) { o[0] = (1; }",
      "__kernel void k(__constant int* c) { int* p = c; }",
      "__kernel void k(__global int* o) { o[0] = *o[0]; }",
      "__kernel void k(__global int* o) { int2 v; if (v) {} }",
      "typedef struct {int a;} S;\n__kernel void k(__global int* o) { S s; while (s) {} }",
      "typedef struct {int a;} S;\n__kernel void k(__global int* o) { S s; switch (s) { default: break; } }",
      "typedef struct {int a;} S;\n__kernel void k(__global int* o) { S s; o[0] = s ? 1 : 2; }",
      "typedef struct {int a;} S;\n__kernel void k(__global int* o) { S s; o[0] = !s; }",
      "int f(int a) { return a; }\n__kernel void k(__global int* o) { o[0] = f(o); }",
      "int* f(int a) { return a + 1.0f; }",
      "__kernel void k(__global int* o) { int a[2] = {1, o}; }",
      "__kernel void k(__global int* o) { float f; f = f << 1; }",
      "__kernel void k(__global int* o) { o[1.0f] = 1; }",
      "__kernel void k(__global int* o) { if (1 { } }",
      "__kernel void k(__global int* o) { int x; x.y = 1; }",
      "__kernel void k(__global int* o) { o[0] = popcount(1.0f); }",
      "__kernel void k(__global int* o) { o[0] = as_int(1.0); }",
  };
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("gfxsim_cl_cols_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string file = (dir / "t.cl").string();
  for (const char* src : cases) {
    CAPTURE(src);
    {
      std::ofstream out(file);
      out << src;
    }
    std::string cmd = "cd '" + dir.string() +
                      "' && clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib "
                      "-Xclang -finclude-default-header -fsyntax-only t.cl 2>&1";
    std::string clangOut;
    if (FILE* p = popen(cmd.c_str(), "r")) {
      char buf[4096];
      size_t n;
      while ((n = fread(buf, 1, sizeof buf, p)) > 0) clangOut.append(buf, n);
      pclose(p);
    }
    std::string ours = compileError(src);
    CAPTURE(clangOut);
    CAPTURE(ours);
    REQUIRE(errorLineCol(clangOut) != "");
    CHECK(errorLineCol(ours) == errorLineCol(clangOut));
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("cl parse: aligned, packed, anonymous members, long literals and helpers with unsupported bodies") {
  // Layouts as compile-time checks (the numbers are clang-19's, see test_cl_irgen.cpp).
  CHECK_NOTHROW(compile(R"(
typedef union { struct { float x, y; } __attribute__((aligned(8))); struct { float real, imag; } __attribute__((aligned(8))); } cf;
typedef float af __attribute__((__aligned__(16)));
typedef af bf;
struct __attribute__((__packed__)) P { char c; int i; };
struct Q { char c; bf f; struct { int a; }; };
typedef char check_cf[sizeof(cf) == 8 ? 1 : -1];
typedef char check_p[sizeof(struct P) == 5 ? 1 : -1];
typedef char check_q[sizeof(struct Q) == 32 ? 1 : -1];
__kernel void k(__global int* o) { struct Q q; q.a = 1; cf z = {{1.0f, 2.0f}}; o[0] = q.a + (int)z.imag; }
)"));
  // Decimal literals above LONG_MAX are unsigned long, as in clang (PyOpenCL's neutral
  // element of max over long is -9223372036854775808).
  CHECK_NOTHROW(compile(R"(
typedef char check_min[(-9223372036854775808 == (ulong)1 << 63) && (long)-9223372036854775808 < 0 ? 1 : -1];
__kernel void k(__global long* o) { o[0] = -9223372036854775808; }
)"));
  // A helper that uses an unsupported built-in is an error only when a kernel calls it.
  const char* helper = "float h(float a) { return work_group_reduce_add(a); }\n";
  CHECK_NOTHROW(compile(std::string(helper) + "__kernel void k(__global float* o) { o[0] = 1.0f; }"));
  std::string e = compileError(std::string(helper) + "float g(float a) { return h(a); }\n"
                                                     "__kernel void k(__global float* o) { o[0] = g(1.0f); }");
  CHECK(e.rfind("t.cl:1:27: error: unsupported: built-in function 'work_group_reduce_add'", 0) == 0);
  // Genuine errors in helpers stay errors; an unsupported construct in a kernel too.
  CHECK(compileError("float h(float a) { return b; }\n__kernel void k(__global float* o) { }") ==
        "t.cl:1:27: error: use of undeclared identifier 'b'");
  CHECK(compileError("__kernel void k(__global float* o) { o[0] = work_group_reduce_add(1.0f); }").find("t.cl:1:45: error: unsupported") == 0);
}
