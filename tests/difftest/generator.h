// Random, well-defined OpenCL C 2.0 kernels for the generated-program differential test:
// two correct compilers must produce bit-identical results for every kernel this
// generator writes, so any difference between two builds run in the simulator is a bug in a
// compiler or in the simulator.
//
// Every kernel has the signature
//   __kernel void dt_<seed>(__global const uint* in, __global uint* out,
//                           __global atomic_uint* acc, uint n)
// and is fully determined by its 64-bit seed (the launch geometry and the input data too):
// `gfxsim_difftest --seed S --count 1` reproduces kernel S exactly. What the kernels contain,
// and the rules that keep them well defined, are described in README.md and at the top of
// generator.cpp.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gfxsim::difftest {

// How one generated kernel is launched and what its buffers hold.
struct KernelSpec {
  std::string name;          // "dt_" + 16 hex digits of the seed
  uint64_t seed = 0;
  uint32_t groupSize = 64;   // work-items per group (1D), at most kMaxGroupSize
  uint32_t gridSize = 128;   // work-items in the grid; the last group may be partial
  uint32_t inWords = 1024;   // in[] length, a power of two; passed as n
  uint32_t recordWords = 2;  // out[] words per work-item (even: doubles are stored in pairs)
  // acc[]: kDeviceAccWords device-scope words shared by all groups, then kGroupAccWords
  // work-group-scope words owned by each group.
  uint32_t groups() const { return (gridSize + groupSize - 1) / groupSize; }
  uint32_t outWords() const { return gridSize * recordWords; }
  uint32_t accWords() const;
};

inline constexpr uint32_t kMaxGroupSize = 256;  // the kernels' __local arrays have this many slots
// acc[0..7]: device-scope atomics of the kernel's body (one kind of operation per kernel);
// acc[8..15]: every work-item's hash, xor-ed in at its end.
inline constexpr uint32_t kDeviceOpWords = 8;
inline constexpr uint32_t kDeviceAccWords = 16;
inline constexpr uint32_t kGroupAccWords = 4;
// out[] record layout per work-item: word 0 the hash of the integer variables, word 1 a
// snapshot written from inside the control flow (may stay at its initial value), then the
// float/double variables bit for bit.
inline constexpr uint32_t kRecordHashWord = 0;
inline constexpr uint32_t kRecordSnapshotWord = 1;
inline constexpr uint32_t kOutFill = 0xdeadbeefu;  // out[] before the launch

struct GeneratedKernel {
  KernelSpec spec;
  std::string source;  // the kernel and its helper functions; needs preamble() before it
  unsigned statements = 0;  // statements generated (prologue and epilogue not counted)
};

// Generates the kernel for `seed`. Deterministic: the same seed gives the same kernel on any
// host.
GeneratedKernel generateKernel(uint64_t seed);

// The text every generated .cl file starts with: the math built-ins under one name for
// both compilers (DT_SQRT ...); see the comment it carries.
const std::string& preamble();

// A .cl file holding these kernels (preamble first).
std::string batchSource(const std::vector<const GeneratedKernel*>& kernels);

// The launch's initial buffer contents, from the kernel's seed.
std::vector<uint32_t> inputWords(const KernelSpec& spec);
std::vector<uint32_t> initialAcc(const KernelSpec& spec);

// The kernel's name for a seed ("dt_00000000000004d2").
std::string kernelName(uint64_t seed);

}  // namespace gfxsim::difftest
