// Lowering a litmus test to a kernel: every thread of the test becomes one wave of a
// work-group, and every lane of that wave runs one instance of the test on its own copy of
// the locations. Atomics and fences go through the memory-model lowering table
// (compiler/memmodel) for the target and mode, exactly as the compiler would emit them;
// plain accesses are plain loads and stores. A test uses something the runner cannot lower
// (a while loop, two devices, a local location shared across work-groups...): Unsupported.
//
// Kernel layout (all sizes fixed when the kernel is generated):
//   * work-group g: role r (the test's r-th work-group) and copy c: g = c * R' + r (R' = the
//     role count rounded up to a power of two; the groups of one instance go to different
//     CUs), or g = r * G + c with sameCu (the dispatcher puts copy c of each role on one CU);
//     G = 2^m copies. Wave t of the group runs the t-th thread placed in that work-group;
//     lane l is instance k = c * W + l (W = wave size); I = G * W instances per dispatch.
//   * location j (global or generic) of instance k: byte offsetOf(j, k, I, stride) of the
//     `locations` buffer (kernarg 0): the instances of a location `stride` bytes apart (16:
//     four share a 64-byte line, as litmus harnesses pack them); local locations live in the
//     work-group's LDS.
//   * register i of thread t of instance k: dword (slot(t, i) * I + k) of the `registers`
//     buffer (kernarg 8).
//   * the `preload` buffer (kernarg 16) holds one stress word per work-group: bit j (j < 16)
//     says whether its threads read global location j before the test (preload stress),
//     bits 16-21 the turns of their random delay, bits 22-23 the rotation of threads over the group's waves, bit 30 that its stress wave
//     runs, bit 31 that they skip the start
//     synchronisation (sync stress).
#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "litmus/ast.h"

namespace gfxsim::litmus {

struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A change to the lowered sequences (gfxsim litmus --mutate): the n-th site of a kind.
struct Mutation {
  enum class Kind : uint8_t { None, DropWait, DropCounter, DropBit, DropMaintenance, NarrowScope, SwapMaintenance };
  Kind kind = Kind::None;
  unsigned site = 0;     // which occurrence, in program order over all threads
  std::string describe;  // filled when applied: "thread 1: drop s_waitcnt vmcnt(0) after the load of y (row L3)"
};
const char* name(Mutation::Kind k);

struct LowerOptions {
  std::string target = "gfx900";  // gfx900, gfx90a, gfx942, gfx1030, gfx1100
  std::string mode;               // "" (default), "cu"/"wgp" (gfx10), "tgsplit" (gfx90a, gfx942)
  bool wave64 = true;
  unsigned groupsPerRole = 64;    // G (a power of two)
  bool preload = true;            // stress: each thread reads its global locations first (warms its caches)
  bool sameCu = false;            // an instance's work-groups on one CU (default: on different CUs)
  bool sync = true;               // stress: the instance's threads wait for each other, then a random delay
  bool stressWave = true;         // stress: a wave per work-group that keeps reading the locations (bit 30 turns it on)
  uint32_t stride = 16;           // bytes between two instances' copies of a location
  Mutation mutation;
};

struct Location {
  std::string name;
  AddrSpace space = AddrSpace::Global;
  int64_t init = 0;
  unsigned index = 0;  // line index (global/generic) or LDS slot (local)
};

struct RegisterSlot {
  unsigned thread = 0;
  std::string name;
};

struct Lowered {
  std::string assembly;                  // the whole kernel, kernel symbol "litmus"
  // The thread bodies without the memory-model waits that have nothing outstanding (they do
  // nothing when they run): two lowerings with the same effective code behave the same.
  std::string effective;
  std::vector<Location> locations;
  std::vector<RegisterSlot> registers;   // in slot order
  unsigned roles = 0;                    // work-groups per instance
  unsigned rolesPadded = 0;              // roles rounded up to a power of two (the launch has this many per copy)
  int syncLine = -1;                     // the global location index of the start counter (-1: none)
  uint32_t stride = 16;
  unsigned wavesPerGroup = 0;            // the largest number of threads in one work-group
  unsigned waveSize = 64;
  unsigned groupsPerRole = 0;
  unsigned instances() const { return groupsPerRole * waveSize; }
  std::vector<std::pair<unsigned, std::string>> threadCode;  // per thread: its lowered body, for --show-code
  // Sites the mutations can apply to: count per kind (index = Mutation::Kind).
  std::vector<unsigned> sites;
  std::string mutationApplied;           // what the mutation changed ("" when none or no such site)
};

// The byte offset of location j of instance k when a dispatch runs I instances `stride`
// bytes apart.
uint64_t offsetOf(unsigned location, uint64_t instance, uint64_t instances, uint32_t stride);

// Throws Unsupported (with the reason) or gfxsim::Error.
Lowered lower(const Test& test, const LowerOptions& opt);

}  // namespace gfxsim::litmus
