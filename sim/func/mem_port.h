// Where the memory instructions' global accesses go.
//
// A functional run has no port: loads and stores use device memory directly, in program
// order, so every access sees every earlier one. The timing model installs a port whose
// caches hold data (a stale line really returns stale values) and which decides when each
// access happens; the semantic functions still compute addresses, data and results, so
// semantics stay in one place (design principle 2).
//
// The calls work on a whole instruction (all lanes), never on one lane.
#pragma once
#include <cstdint>

namespace gfxsim::func {

struct Exec;
struct DecodedInst;

enum class PortOp : uint8_t { Load, Store, Atomic };

// One vector memory instruction's global accesses: `bytes` at addr[l] for each lane in mask.
// Puts the `bytes` a load read for one lane where the load puts them: its destination
// register(s) (the load's own landing rule: width, sign or zero extension, d16 halves), or the
// LDS for the loads into LDS. `arg` is what the instruction fixed at issue for that (the LDS
// byte address of lane 0, as M0 may change before the data arrives; a typed load's V# format
// word; both for a typed load into LDS).
using LandFn = void (*)(Exec& x, const DecodedInst& d, unsigned lane, const uint8_t* bytes, uint64_t arg);

struct PortAccess {
  PortOp op = PortOp::Load;
  uint32_t bytes = 4;
  uint64_t mask = 0;            // lanes that access global memory
  const uint64_t* addr = nullptr;  // kMaxLanes entries
  uint64_t privateMask = 0;     // lanes that access scratch (their addresses in privAddr)
  const uint64_t* privAddr = nullptr;  // the physical (swizzled) address of each private lane's first dword
  uint64_t ldsMask = 0;         // FLAT lanes that landed in the LDS aperture
  // Loads: how a lane's data lands. A port whose data arrives later (a miss read where the L2
  // performs it) calls it then, with the data it read, and `landArg`.
  LandFn land = nullptr;
  uint64_t landArg = 0;
};

class MemPort {
 public:
  virtual ~MemPort() = default;
  // Fills data[l][0, bytes) for every lane in a.mask (faults through func::fault()). Returns the
  // lanes whose data arrives later: the port lands those through a.land when it does, the
  // caller lands the others at once.
  virtual uint64_t load(Exec& x, const DecodedInst& d, const PortAccess& a, uint8_t (*data)[16]) = 0;
  // Writes data[l][0, bytes) for every lane in a.mask.
  virtual void store(Exec& x, const DecodedInst& d, const PortAccess& a, const uint8_t (*data)[16]) = 0;
  // An atomic's global lanes. Returns true when the caller is to perform it now, on device
  // memory (which the port has made current for these addresses); false when the port puts
  // the instruction off (it sets x.deferred, and the instruction is executed again when the
  // atomic reaches the point where it is performed).
  virtual bool atomic(Exec& x, const DecodedInst& d, const PortAccess& a) = 0;
  // Accesses the port does not serve (scratch, LDS through FLAT) reported for timing.
  virtual void other(Exec& x, const DecodedInst& d, const PortAccess& a) = 0;
  // A scalar load of `bytes` at addr into out.
  virtual void scalarLoad(Exec& x, const DecodedInst& d, uint64_t addr, uint32_t bytes, void* out) = 0;
  // The current cycle (s_memtime, s_memrealtime).
  virtual uint64_t now() const = 0;
};

}  // namespace gfxsim::func
