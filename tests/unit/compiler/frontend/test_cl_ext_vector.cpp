// clang's vector extensions the matrix built-ins' sources use: ext_vector_type typedefs of any
// lane count, subscripts of vectors (constant and run-time indices, read, written, compound
// assignment) and __builtin_astype. Each kernel runs in the IR interpreter and is compared with
// the same computation on the host; the refusals are checked by their text.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "support/cl_util.h"

using namespace gfxsim;
using namespace gfxsim::cl::test;

TEST_CASE("cl ext_vector: 32-lane vectors, run-time subscripts read and written, compound assignment") {
  const std::string src =
      "typedef float f32v __attribute__((ext_vector_type(32)));\n"
      "kernel void k(global float* out, global const float* in, global const int* idx) {\n"
      "  int l = get_global_id(0);\n"
      "  f32v v;\n"
      "  for (int i = 0; i < 32; ++i) v[i] = in[(l + i) % 64];\n"
      "  v[idx[l] % 32] += 100.0f;\n"
      "  v[3] = v[idx[l] % 32] * 2.0f;\n"
      "  float s = 0.0f;\n"
      "  for (int i = 0; i < 32; ++i) s += v[i] * (float)(i + 1);\n"
      "  out[l] = s;\n"
      "}\n";
  std::vector<float> in(64);
  std::vector<int32_t> idx(64);
  for (int i = 0; i < 64; ++i) {
    in[i] = static_cast<float>(i % 7) - 2.5f;
    idx[i] = (i * 13 + 5) % 40;
  }
  Run r;
  r.inputs = {bytesOf(in), bytesOf(idx)};
  r.grid = r.group = 64;
  auto got = runAs<float>(src, 64, r);
  for (int l = 0; l < 64; ++l) {
    float v[32];
    for (int i = 0; i < 32; ++i) v[i] = in[(l + i) % 64];
    v[idx[l] % 32] += 100.0f;
    v[3] = v[idx[l] % 32] * 2.0f;
    float s = 0.0f;
    for (int i = 0; i < 32; ++i) s += v[i] * static_cast<float>(i + 1);
    CHECK_MESSAGE(got[l] == s, "lane " << l);
  }
}

TEST_CASE("cl ext_vector: __builtin_astype reinterprets bits between equal-sized types") {
  const std::string src =
      "typedef short s4 __attribute__((ext_vector_type(4)));\n"
      "kernel void k(global uint* out, global const uint* in) {\n"
      "  int l = get_global_id(0);\n"
      "  uint2 w = (uint2)(in[2 * l], in[2 * l + 1]);\n"
      "  s4 h = __builtin_astype(w, s4);\n"
      "  h[1] = (short)(h[1] + 1);\n"
      "  double d = __builtin_astype(h, double);\n"
      "  uint2 back = __builtin_astype(d, uint2);\n"
      "  out[2 * l] = back.x; out[2 * l + 1] = back.y;\n"
      "}\n";
  std::vector<uint32_t> in(8);
  for (size_t i = 0; i < in.size(); ++i) in[i] = 0x9e3779b9u * static_cast<uint32_t>(i + 1);
  Run r;
  r.inputs = {bytesOf(in)};
  r.grid = r.group = 4;
  auto got = runAs<uint32_t>(src, 8, r);
  for (int l = 0; l < 4; ++l) {
    uint16_t h[4];
    std::memcpy(h, &in[2 * l], 8);
    h[1] = static_cast<uint16_t>(h[1] + 1);
    uint32_t want[2];
    std::memcpy(want, h, 8);
    CHECK(got[2 * l] == want[0]);
    CHECK(got[2 * l + 1] == want[1]);
  }
}

TEST_CASE("cl ext_vector: refusals name the problem") {
  CHECK(errorOf("typedef float f4 __attribute__((ext_vector_type(4)));\n"
                "kernel void k(global float* p) { f4 v = 0.0f; p[0] = v[4]; }\n")
            .find("vector element index 4 is out of range for 'float4'") != std::string::npos);
  CHECK(errorOf("kernel void k(global float* p, int i) { float4 v = 0.0f; float* q = &v[i]; p[0] = *q; }\n")
            .find("address of vector element requested") != std::string::npos);
  CHECK(errorOf("kernel void k(global uint* p) { p[0] = __builtin_astype(1.0, uint); }\n")
            .find("invalid reinterpretation: sizes of 'uint' and 'double' must match") != std::string::npos);
  CHECK(errorOf("typedef float f0 __attribute__((ext_vector_type(0)));\nkernel void k() {}\n").find("invalid vector element count 0") !=
        std::string::npos);
}
