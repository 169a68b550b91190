// Helpers shared by the OpenCL C front-end tests (test_cl_*.cpp): compile a source to IR (the
// verifier must accept every kernel) and run its first kernel in the IR interpreter
// (compiler/ir/interp.h) with one output buffer, input buffers and by-value arguments.
#pragma once
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "frontend/frontend.h"
#include "ir/interp.h"
#include "ir/verifier.h"
#include "support/error.h"

namespace gfxsim::cl::test {

inline ir::Module compile(const std::string& src) {
  CompileOptions opt;
  ir::Module m = compileToIr(src, "t.cl", opt);
  for (const ir::Function& f : m.functions) {
    auto problems = ir::verify(f);
    std::string all;
    for (const auto& p : problems) all += p + "\n";
    REQUIRE_MESSAGE(problems.empty(), all);
  }
  return m;
}

// The front end's error for `src` ("t.cl:1:2: error: ..."), or "<no error>".
inline std::string errorOf(const std::string& src) {
  try {
    compileToIr(src, "t.cl", {});
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

// The launch of the first kernel: argument 0 is the output buffer, then `inputs` as
// buffers, then `scalars` by value; a 1-D grid.
struct Run {
  std::vector<std::vector<uint8_t>> inputs;
  std::vector<uint64_t> scalars;
  uint32_t grid = 1, group = 1;
  unsigned wave = 64;
};

// Runs the first kernel of `src`; returns the output buffer's bytes.
inline std::vector<uint8_t> run(const std::string& src, size_t outBytes, const Run& r = {}) {
  ir::Module m = compile(src);
  REQUIRE(!m.functions.empty());
  ir::InterpMemory mem;
  uint64_t out = mem.allocate(outBytes, 256, "out");
  ir::InterpLaunch l;
  l.grid[0] = r.grid;
  l.group[0] = r.group;
  l.waveSize = r.wave;
  l.args.push_back(out);
  for (const auto& in : r.inputs) {
    uint64_t a = mem.allocate(in.size(), 256, "in");
    mem.write(a, in.data(), in.size());
    l.args.push_back(a);
  }
  for (uint64_t s : r.scalars) l.args.push_back(s);
  ir::InterpResult res = ir::interpret(m.functions[0], mem, l);
  REQUIRE_MESSAGE(res.ok, res.error);
  return mem.read(out, outBytes);
}

template <class T>
std::vector<T> runAs(const std::string& src, size_t count, const Run& r = {}) {
  std::vector<uint8_t> bytes = run(src, count * sizeof(T), r);
  std::vector<T> v(count);
  std::memcpy(v.data(), bytes.data(), count * sizeof(T));
  return v;
}

template <class T>
std::vector<uint8_t> bytesOf(const std::vector<T>& v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

}  // namespace gfxsim::cl::test
