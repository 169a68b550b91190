// Vector memory: FLAT/GLOBAL/SCRATCH, MUBUF, and LDS (DS), loads, stores and atomics.
//
// Address spaces (AMDGPUUsage, "Address Spaces"): GLOBAL addresses go to device memory; FLAT
// addresses are classified by the apertures (LDS, private, else global); private (scratch)
// addresses are per-lane offsets mapped through the dword swizzle onto the wave's scratch, whose
// base is the FLAT_SCRATCH value the program set up (GFX9: the SGPR pair; GFX10: HW_REG_FLAT_SCR).
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <utility>

#include "func/engine.h"
#include "func/atomic_pk_add.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"
#include "func/vmem.h"
#include "isa/swizzle.h"
#include "runtime/memory.h"
#include "runtime/scratch.h"

namespace gfxsim::func {

namespace {

enum class Space : uint8_t { Global, Lds, Private };

struct LaneAddrs {
  uint64_t addr[kMaxLanes];
  Space space[kMaxLanes];
  bool uniformGlobal = true;  // every active lane is Global
};

uint64_t flatScratchBase(const Exec& x) {
  if (x.w.regs->flatScratchLo >= 0) return x.w.pair(static_cast<unsigned>(x.w.regs->flatScratchLo));
  return x.w.flatScratch;
}

// Per-lane address of a FLAT-format instruction.
void flatAddresses(Exec& x, const DecodedInst& d, uint64_t mask, LaneAddrs& out) {
  const Opnd* addr = d.byRole(Role::Addr);
  const Opnd* saddr = d.byRole(Role::Saddr);
  const auto& ap = x.eng.apertures();
  const uint64_t off = static_cast<uint64_t>(d.offset);
  if (d.seg == 1) {  // SCRATCH: a private offset per lane
    const uint32_t* v = (addr && addr->kind == OpnKind::Vgpr && d.scratchVgpr) ? x.w.vgpr(addr->reg) : nullptr;
    uint64_t sbase = (!d.saddrOff && saddr) ? sget32(x, *saddr) : 0;
    out.uniformGlobal = false;
    forLanes(mask, [&](unsigned l) {
      out.addr[l] = static_cast<uint32_t>((v ? v[l] : 0) + sbase + off);
      out.space[l] = Space::Private;
    });
    return;
  }
  // GLOBAL and FLAT: whole-wave loops (inactive lanes get addresses nobody uses).
  const unsigned n = x.w.size;
  std::memset(out.space, static_cast<int>(Space::Global), sizeof out.space);
  const uint32_t* lo = x.w.vgpr(addr->reg);
  if (d.seg == 2 && !d.saddrOff) {  // GLOBAL with an SGPR base and a 32-bit offset
    uint64_t base = sget64(x, *saddr) + off;
    for (unsigned l = 0; l < n; ++l) out.addr[l] = base + lo[l];
    return;
  }
  const uint32_t* hi = x.w.vgpr(addr->reg + 1u);
  for (unsigned l = 0; l < n; ++l) out.addr[l] = (lo[l] | (static_cast<uint64_t>(hi[l]) << 32)) + off;
  if (d.seg != 0) return;
  // FLAT: lanes in the LDS or private aperture leave the global space.
  forLanes(mask, [&](unsigned l) {
    uint64_t a = out.addr[l];
    if (a >= ap.sharedBase && a <= ap.sharedLimit()) {
      out.addr[l] = a - ap.sharedBase;
      out.space[l] = Space::Lds;
      out.uniformGlobal = false;
    } else if (a >= ap.privateBase && a <= ap.privateLimit()) {
      out.addr[l] = a - ap.privateBase;
      out.space[l] = Space::Private;
      out.uniformGlobal = false;
    }
  });
}

// Per-lane address of a MUBUF instruction (buffer resource in s[srsrc:+3]).
void bufferAddresses(Exec& x, const DecodedInst& d, uint64_t mask, LaneAddrs& out, uint32_t bytes, uint64_t& oobLanes) {
  const Opnd* srsrc = d.byRole(Role::Srsrc);
  const Opnd* vaddr = d.byRole(Role::Vaddr);
  const Opnd* soffset = d.byRole(Role::Soffset);
  std::array<uint32_t, 4> v{};
  for (unsigned i = 0; i < 4; ++i) v[i] = x.w.s[srsrc->reg + i];
  rt::BufferDescriptor b = rt::decodeBufferDescriptor(x.eng.target(), v);
  uint32_t soff = soffset ? sget32(x, *soffset) : 0;
  oobLanes = 0;
  forLanes(mask, [&](unsigned l) {
    uint64_t index = 0, offset = static_cast<uint64_t>(d.offset);
    if (d.idxen) index = x.w.vgpr(vaddr->reg)[l];
    if (d.offen) offset += x.w.vgpr(vaddr->reg + (d.idxen ? 1u : 0u))[l];
    if (b.addTid) index += l;
    uint64_t a;
    if (b.swizzle) {
      uint64_t is = b.indexStride ? b.indexStride : x.w.size, es = b.elementSize ? b.elementSize : 4;
      a = b.base + soff + (index / is * b.stride + offset / es * es) * is + (index % is) * es + offset % es;
    } else {
      a = b.base + soff + index * b.stride + offset;
      uint64_t limit = b.stride ? static_cast<uint64_t>(b.numRecords) * b.stride : b.numRecords;
      uint64_t rel = b.stride ? index * b.stride + offset : offset;
      if (rel + bytes > limit) oobLanes |= 1ull << l;
    }
    out.addr[l] = a;
    out.space[l] = Space::Global;
  });
}

// Reads/writes `bytes` at one lane's address in its space.
void laneRead(Exec& x, Space s, uint64_t a, unsigned lane, void* dst, uint32_t bytes) {
  if (s == Space::Global) {
    if (auto f = x.mem.probe(a, bytes, rt::Access::Read)) fault(f->message());
    x.mem.read(a, std::span<uint8_t>(static_cast<uint8_t*>(dst), bytes));
  } else if (s == Space::Lds) {
    if (a + bytes > x.wg.lds.size())
      fault("LDS read of " + std::to_string(bytes) + " bytes at " + std::to_string(a) + " outside the work-group's " +
            std::to_string(x.wg.lds.size()) + " bytes");
    std::memcpy(dst, x.wg.lds.data() + a, bytes);
  } else {
    uint64_t base = flatScratchBase(x);
    for (uint32_t i = 0; i < bytes;) {
      uint32_t p = static_cast<uint32_t>(a + i);
      uint32_t n = std::min(bytes - i, 4 - p % 4);
      uint64_t phys = rt::swizzledScratchAddress(base, x.w.size, lane, p);
      if (auto f = x.mem.probe(phys, n, rt::Access::Read)) fault("scratch: " + f->message());
      x.mem.read(phys, std::span<uint8_t>(static_cast<uint8_t*>(dst) + i, n));
      i += n;
    }
  }
}

void laneWrite(Exec& x, Space s, uint64_t a, unsigned lane, const void* src, uint32_t bytes) {
  if (s == Space::Global) {
    if (auto f = x.mem.probe(a, bytes, rt::Access::Write)) fault(f->message());
    x.mem.write(a, std::span<const uint8_t>(static_cast<const uint8_t*>(src), bytes));
  } else if (s == Space::Lds) {
    if (a + bytes > x.wg.lds.size())
      fault("LDS write of " + std::to_string(bytes) + " bytes at " + std::to_string(a) + " outside the work-group's " +
            std::to_string(x.wg.lds.size()) + " bytes");
    std::memcpy(x.wg.lds.data() + a, src, bytes);
  } else {
    uint64_t base = flatScratchBase(x);
    for (uint32_t i = 0; i < bytes;) {
      uint32_t p = static_cast<uint32_t>(a + i);
      uint32_t n = std::min(bytes - i, 4 - p % 4);
      uint64_t phys = rt::swizzledScratchAddress(base, x.w.size, lane, p);
      if (auto f = x.mem.probe(phys, n, rt::Access::Write)) fault("scratch: " + f->message());
      x.mem.write(phys, std::span<const uint8_t>(static_cast<const uint8_t*>(src) + i, n));
      i += n;
    }
  }
}

// Global accesses of every active lane checked at once; host pointers per lane. A fault
// is raised with the runtime's message (lowest faulting lane).
bool translateGlobal(Exec& x, const LaneAddrs& la, uint64_t mask, uint32_t bytes, rt::Access access, uint8_t** host) {
  if (!mask) return true;
  unsigned n = x.w.size;
  if (auto f = x.mem.translateLanes(std::span<const uint64_t>(la.addr, n), mask, bytes, access, std::span<uint8_t*>(host, n)))
    fault(f->message());
  return true;
}

// The timing model's view of an instruction's lanes: global lanes for its port, scratch
// lanes by their physical address, LDS lanes by mask.
struct PortLanes {
  PortAccess a;
  uint64_t priv[kMaxLanes];
};
void portLanes(Exec& x, const LaneAddrs& la, uint64_t mask, uint64_t oob, PortOp op, uint32_t bytes, PortLanes& p) {
  p.a.op = op;
  p.a.bytes = bytes;
  p.a.addr = la.addr;
  p.a.privAddr = p.priv;
  mask &= ~oob;
  if (la.uniformGlobal) {
    p.a.mask = mask;
    return;
  }
  uint64_t base = flatScratchBase(x);
  forLanes(mask, [&](unsigned l) {
    if (la.space[l] == Space::Global) p.a.mask |= 1ull << l;
    else if (la.space[l] == Space::Lds) p.a.ldsMask |= 1ull << l;
    else {
      p.a.privateMask |= 1ull << l;
      p.priv[l] = rt::swizzledScratchAddress(base, x.w.size, l, static_cast<uint32_t>(la.addr[l]) & ~3u);
    }
  });
}

// How a loaded value lands in the destination VGPR(s).
enum class Ext : uint8_t { Zero, Sign, D16Lo, D16Hi, D16LoSign, D16HiSign };

// The vector data register of a load/store/atomic, by format.
const Opnd& dataOperand(const DecodedInst& d, bool load) {
  if (load) {
    if (const Opnd* o = d.byRole(Role::Vdst)) return *o;
    if (const Opnd* o = d.byRole(Role::Vdata)) return *o;
  } else {
    if (const Opnd* o = d.byRole(Role::Data)) return *o;
    if (const Opnd* o = d.byRole(Role::Vdata)) return *o;
    if (const Opnd* o = d.byRole(Role::Data0)) return *o;
  }
  fault("memory instruction without a data operand");
}

uint32_t* vreg(Exec& x, const Opnd& o, unsigned i) {
  bool a = o.kind == OpnKind::Agpr;
  unsigned r = o.reg + i;
  if (r >= (a ? x.w.numA : x.w.numV)) fault("data register beyond the wave's allocation");
  return a ? x.w.agpr(r) : x.w.vgpr(r);
}

// The lane arrays of the `n` consecutive registers of a data operand, checked once.
struct RegSet {
  uint32_t* r[8] = {};
  RegSet(Exec& x, const Opnd& o, unsigned n) {
    for (unsigned i = 0; i < n && i < 8; ++i) r[i] = vreg(x, o, i);
  }
  uint32_t* operator[](unsigned i) const { return r[i]; }
};

void computeAddresses(Exec& x, const DecodedInst& d, uint64_t mask, LaneAddrs& la, uint32_t bytes, uint64_t& oob) {
  oob = 0;
  if (d.isMubuf) bufferAddresses(x, d, mask, la, bytes, oob);
  else flatAddresses(x, d, mask, la);
}

// Copies `Bytes` per lane of `m` between host pointers and the lanes' data slots; a constant
// size, so each lane's copy is a few moves.
template <uint32_t Bytes>
void gatherLanes(uint64_t m, uint8_t* const* host, uint8_t (*data)[16]) {
  forLanes(m, [&](unsigned l) { std::memcpy(data[l], host[l], Bytes); });
}
template <uint32_t Bytes>
void scatterLanes(uint64_t m, uint8_t* const* host, const uint8_t (*data)[16]) {
  forLanes(m, [&](unsigned l) { std::memcpy(host[l], data[l], Bytes); });
}
template <bool Read>
void copyLanes(uint64_t m, uint32_t bytes, uint8_t* const* host, uint8_t (*data)[16]) {
  auto one = [&]<uint32_t B>() {
    if constexpr (Read) gatherLanes<B>(m, host, data);
    else scatterLanes<B>(m, host, data);
  };
  switch (bytes) {
    case 1: return one.template operator()<1>();
    case 2: return one.template operator()<2>();
    case 4: return one.template operator()<4>();
    case 8: return one.template operator()<8>();
    case 12: return one.template operator()<12>();
    case 16: return one.template operator()<16>();
    default:
      forLanes(m, [&](unsigned l) {
        if constexpr (Read) std::memcpy(data[l], host[l], bytes);
        else std::memcpy(host[l], data[l], bytes);
      });
  }
}

// Puts the `Bytes` loaded for lane `l` (nullptr: a buffer lane out of range, which reads
// zeros) into the destination registers `r`: whole dwords, or a sub-dword value zero/sign-
// extended or merged into one 16-bit half (d16).
template <uint32_t Bytes, Ext E>
inline void landLoaded(const RegSet& r, unsigned l, const uint8_t* buf) {
  static constexpr uint8_t kZeros[16] = {};
  if (!buf) buf = kZeros;
  if constexpr (Bytes >= 4) {
    for (uint32_t i = 0; i < Bytes / 4; ++i) std::memcpy(&r[i][l], buf + 4 * i, 4);
  } else {
    uint32_t v = 0;
    std::memcpy(&v, buf, Bytes);
    bool sign = E == Ext::Sign || E == Ext::D16LoSign || E == Ext::D16HiSign;
    if (sign && ((v >> (Bytes * 8 - 1)) & 1)) v |= ~0u << (Bytes * 8);
    uint32_t& reg = r[0][l];
    if (E == Ext::D16Lo || E == Ext::D16LoSign) reg = (reg & 0xffff0000u) | (v & 0xffffu);
    else if (E == Ext::D16Hi || E == Ext::D16HiSign) reg = (reg & 0xffffu) | (v << 16);
    else reg = v;
  }
}

// The `Bytes` a store takes from lane l of its data registers `r` (d16_hi: the high half).
template <uint32_t Bytes, bool Hi16>
inline void storeBytes(const RegSet& r, unsigned l, uint8_t* buf) {
  if (Bytes >= 4) {
    for (uint32_t i = 0; i < Bytes / 4; ++i) std::memcpy(buf + 4 * i, &r[i][l], 4);
  } else {
    uint32_t v = r[0][l];
    if (Hi16) v >>= 16;
    std::memcpy(buf, &v, Bytes);
  }
}

constexpr unsigned dataRegs(uint32_t bytes) { return bytes < 4 ? 1 : bytes / 4; }

// A lane whose data the timing model's port delivers after the load issued.
template <uint32_t Bytes, Ext E>
void landLane(Exec& x, const DecodedInst& d, unsigned l, const uint8_t* buf, uint64_t) {
  landLoaded<Bytes, E>(RegSet(x, dataOperand(d, true), dataRegs(Bytes)), l, buf);
}

}  // namespace

uint64_t vmemReadLanes(Exec& x, const DecodedInst& d, uint32_t bytes, LandFn land, uint64_t arg, uint8_t (*data)[16],
                       uint64_t& oob) {
  uint64_t m = x.w.exec();
  LaneAddrs la;
  computeAddresses(x, d, m, la, bytes, oob);
  uint64_t direct = m & ~oob, later = 0;
  if (x.port) {  // timing: global lanes through the port's caches
    PortLanes p;
    portLanes(x, la, m, oob, PortOp::Load, bytes, p);
    p.a.land = land;
    p.a.landArg = arg;
    if (p.a.mask) later = x.port->load(x, d, p.a, data);
    if (p.a.privateMask | p.a.ldsMask) x.port->other(x, d, p.a);
    direct &= ~p.a.mask;
  } else if (la.uniformGlobal && oob == 0 && direct) {  // every lane in device memory: checked at once
    uint8_t* host[kMaxLanes];
    translateGlobal(x, la, direct, bytes, rt::Access::Read, host);
    copyLanes<true>(direct, bytes, host, data);
    return m;
  }
  forLanes(direct, [&](unsigned l) { laneRead(x, la.space[l], la.addr[l], l, data[l], bytes); });
  return m & ~later;
}

void vmemWriteLanes(Exec& x, const DecodedInst& d, uint32_t bytes, const uint8_t (*data)[16]) {
  uint64_t m = x.w.exec();
  LaneAddrs la;
  uint64_t oob;
  computeAddresses(x, d, m, la, bytes, oob);
  uint64_t direct = m & ~oob;
  if (x.port) {  // timing: global lanes through the port's caches
    PortLanes p;
    portLanes(x, la, m, oob, PortOp::Store, bytes, p);
    direct &= ~p.a.mask;
    forLanes(direct, [&](unsigned l) { laneWrite(x, la.space[l], la.addr[l], l, data[l], bytes); });
    if (p.a.mask) x.port->store(x, d, p.a, data);
    if (p.a.privateMask | p.a.ldsMask) x.port->other(x, d, p.a);
    return;
  }
  if (la.uniformGlobal && oob == 0 && direct) {
    uint8_t* host[kMaxLanes];
    translateGlobal(x, la, direct, bytes, rt::Access::Write, host);
    copyLanes<false>(direct, bytes, host, const_cast<uint8_t(*)[16]>(data));
    return;
  }
  forLanes(direct, [&](unsigned l) { laneWrite(x, la.space[l], la.addr[l], l, data[l], bytes); });
}

namespace {

template <uint32_t Bytes, Ext E>
void vmemLoad(Exec& x, const DecodedInst& d) {
  if (d.lds) return bufferLoadToLds(x, d, Bytes, E == Ext::Sign);  // the MUBUF `lds` form
  uint8_t data[kMaxLanes][16];
  uint64_t oob;
  uint64_t now = vmemReadLanes(x, d, Bytes, &landLane<Bytes, E>, 0, data, oob);
  RegSet r(x, dataOperand(d, true), dataRegs(Bytes));
  forLanes(now, [&](unsigned l) { landLoaded<Bytes, E>(r, l, ((oob >> l) & 1) ? nullptr : data[l]); });
}

template <uint32_t Bytes, bool Hi16>
void vmemStore(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  RegSet r(x, dataOperand(d, false), dataRegs(Bytes));
  uint8_t data[kMaxLanes][16];
  forLanes(m, [&](unsigned l) { storeBytes<Bytes, Hi16>(r, l, data[l]); });
  vmemWriteLanes(x, d, Bytes, data);
}

// Atomic read-modify-write on 32 or 64 bits. `Op` computes the new value from the old
// one, the data and (cmpswap) the compare value. Returns the old value when the row has a
// destination (returning form) or glc is set on MUBUF.
enum class AOp : uint8_t { Swap, CmpSwap, Add, Sub, SMin, UMin, SMax, UMax, And, Or, Xor, Inc, Dec, FAdd, FMin, FMax, PkAddF16, PkAddBF16 };
constexpr bool isPkAdd(AOp op) { return op == AOp::PkAddF16 || op == AOp::PkAddBF16; }

template <class T>
T atomicApply(AOp op, T old, T data, T cmp) {
  using S = std::make_signed_t<T>;
  switch (op) {
    case AOp::Swap: return data;
    case AOp::CmpSwap: return old == cmp ? data : old;
    case AOp::Add: return old + data;
    case AOp::Sub: return old - data;
    case AOp::SMin: return static_cast<S>(old) < static_cast<S>(data) ? old : data;
    case AOp::UMin: return std::min(old, data);
    case AOp::SMax: return static_cast<S>(old) > static_cast<S>(data) ? old : data;
    case AOp::UMax: return std::max(old, data);
    case AOp::And: return old & data;
    case AOp::Or: return old | data;
    case AOp::Xor: return old ^ data;
    case AOp::Inc: return old >= data ? 0 : old + 1;
    case AOp::Dec: return (old == 0 || old > data) ? data : old - 1;
    case AOp::FAdd:
      if constexpr (sizeof(T) == 4) return std::bit_cast<T>(std::bit_cast<float>(old) + std::bit_cast<float>(data));
      else return std::bit_cast<T>(std::bit_cast<double>(old) + std::bit_cast<double>(data));
    case AOp::FMin:
      if constexpr (sizeof(T) == 4) return std::bit_cast<T>(std::fmin(std::bit_cast<float>(old), std::bit_cast<float>(data)));
      else return std::bit_cast<T>(std::fmin(std::bit_cast<double>(old), std::bit_cast<double>(data)));
    case AOp::FMax:
      if constexpr (sizeof(T) == 4) return std::bit_cast<T>(std::fmax(std::bit_cast<float>(old), std::bit_cast<float>(data)));
      else return std::bit_cast<T>(std::fmax(std::bit_cast<double>(old), std::bit_cast<double>(data)));
    case AOp::PkAddF16:
    case AOp::PkAddBF16: break;  // pkAtomicAdd (it needs where the atomic is performed)
  }
  fault("unsupported atomic");
}

template <class T, AOp Op>
void vmemAtomic(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  LaneAddrs la;
  uint64_t oob;
  computeAddresses(x, d, m, la, sizeof(T), oob);
  const bool isBuffer = d.isMubuf;
  const Opnd& data = dataOperand(d, false);
  const Opnd* ret = isBuffer ? (d.glc ? &data : nullptr) : d.byRole(Role::Vdst);
  constexpr unsigned words = sizeof(T) / 4;
  if (x.port) {
    PortLanes p;
    portLanes(x, la, m, oob, PortOp::Atomic, sizeof(T), p);
    if (!x.port->atomic(x, d, p.a)) return;
  }
  if (!m) return;
  // Every lane in device memory and allowed: the host pointers of all lanes at once (the lanes
  // still apply in order, so lanes on one address see each other). Otherwise lane by lane,
  // which names the first lane's fault.
  uint8_t* host[kMaxLanes];
  const bool batched = la.uniformGlobal && oob == 0 &&
                       !x.mem.translateLanes(std::span<const uint64_t>(la.addr, x.w.size), m, sizeof(T), rt::Access::Atomic,
                                             std::span<uint8_t*>(host, x.w.size));
  RegSet dr(x, data, (Op == AOp::CmpSwap ? 2 : 1) * words);
  const RegSet rr = ret ? RegSet(x, *ret, words) : dr;
  forLanes(m, [&](unsigned l) {
    T dv = 0, cv = 0;
    for (unsigned i = 0; i < words; ++i) dv |= static_cast<T>(dr[i][l]) << (32 * i);
    if (Op == AOp::CmpSwap)
      for (unsigned i = 0; i < words; ++i) cv |= static_cast<T>(dr[words + i][l]) << (32 * i);
    T old = 0;
    if (batched) {
      std::memcpy(&old, host[l], sizeof(T));
      T nv;
      if constexpr (isPkAdd(Op)) nv = pkAtomicAdd<Op == AOp::PkAddBF16>(x, false, old, dv);
      else nv = atomicApply<T>(Op, old, dv, cv);
      std::memcpy(host[l], &nv, sizeof(T));
    } else if (!((oob >> l) & 1)) {
      laneRead(x, la.space[l], la.addr[l], l, &old, sizeof(T));
      if (la.space[l] == Space::Global)
        if (auto f = x.mem.probe(la.addr[l], sizeof(T), rt::Access::Atomic)) fault(f->message());
      T nv;
      if constexpr (isPkAdd(Op)) nv = pkAtomicAdd<Op == AOp::PkAddBF16>(x, la.space[l] == Space::Lds, old, dv);
      else nv = atomicApply<T>(Op, old, dv, cv);
      laneWrite(x, la.space[l], la.addr[l], l, &nv, sizeof(T));
    }
    if (ret)
      for (unsigned i = 0; i < words; ++i) rr[i][l] = static_cast<uint32_t>(old >> (32 * i));
  });
}

// ---------------------------------------------------------------------------------------
// LDS (DS format).
[[noreturn, gnu::noinline, gnu::cold]] void ldsFault(const Exec& x, uint64_t a, uint32_t bytes, const char* what) {
  fault(std::string("LDS ") + what + " of " + std::to_string(bytes) + " bytes at " + std::to_string(a) +
        " outside the work-group's " + std::to_string(x.wg.lds.size()) + " bytes");
}
inline uint8_t* ldsAt(Exec& x, uint64_t a, uint32_t bytes, const char* what) {
  if (a + bytes > x.wg.lds.size()) [[unlikely]] ldsFault(x, a, bytes, what);
  return x.wg.lds.data() + a;
}

// Address = vaddr + offset; two-address forms use offset0/offset1 scaled by the element
// size (x64 for the st64 forms).
uint32_t ldsAddr(Exec& x, const DecodedInst& d, unsigned l) {
  const Opnd* a = d.byRole(Role::Addr);
  return a ? x.w.vgpr(a->reg)[l] : 0;
}

template <uint32_t Bytes, Ext E>
void dsRead(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  if (!m) return;
  RegSet r(x, *d.byRole(Role::Vdst), dataRegs(Bytes));
  const Opnd* a = d.byRole(Role::Addr);
  const uint32_t* addr = a ? x.w.vgpr(a->reg) : nullptr;
  const uint32_t off = static_cast<uint32_t>(d.offset);
  forLanes(m, [&](unsigned l) {
    uint8_t buf[16] = {};
    std::memcpy(buf, ldsAt(x, (addr ? addr[l] : 0) + off, Bytes, "read"), Bytes);
    landLoaded<Bytes, E>(r, l, buf);
  });
}

template <uint32_t Bytes, bool Hi16>
void dsWrite(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  if (!m) return;
  RegSet r(x, *d.byRole(Role::Data0), dataRegs(Bytes));
  const Opnd* a = d.byRole(Role::Addr);
  const uint32_t* addr = a ? x.w.vgpr(a->reg) : nullptr;
  const uint32_t off = static_cast<uint32_t>(d.offset);
  forLanes(m, [&](unsigned l) {
    uint8_t buf[16];
    storeBytes<Bytes, Hi16>(r, l, buf);
    std::memcpy(ldsAt(x, (addr ? addr[l] : 0) + off, Bytes, "write"), buf, Bytes);
  });
}

template <uint32_t Bytes, uint32_t Stride>
void dsRead2(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  RegSet dst(x, *d.byRole(Role::Vdst), 2 * Bytes / 4);
  const uint32_t* addr = x.w.vgpr(d.byRole(Role::Addr)->reg);
  forLanes(m, [&](unsigned l) {
    uint32_t base = addr[l];
    uint8_t buf[2 * Bytes];
    std::memcpy(buf, ldsAt(x, base + d.offset0 * Bytes * Stride, Bytes, "read"), Bytes);
    std::memcpy(buf + Bytes, ldsAt(x, base + d.offset1 * Bytes * Stride, Bytes, "read"), Bytes);
    for (uint32_t i = 0; i < 2 * Bytes / 4; ++i) std::memcpy(&dst[i][l], buf + 4 * i, 4);
  });
}

template <uint32_t Bytes, uint32_t Stride>
void dsWrite2(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  RegSet s0(x, *d.byRole(Role::Data0), Bytes / 4);
  RegSet s1(x, *d.byRole(Role::Data1), Bytes / 4);
  const uint32_t* addr = x.w.vgpr(d.byRole(Role::Addr)->reg);
  forLanes(m, [&](unsigned l) {
    uint32_t base = addr[l];
    uint8_t b0[Bytes], b1[Bytes];
    for (uint32_t i = 0; i < Bytes / 4; ++i) {
      std::memcpy(b0 + 4 * i, &s0[i][l], 4);
      std::memcpy(b1 + 4 * i, &s1[i][l], 4);
    }
    std::memcpy(ldsAt(x, base + d.offset0 * Bytes * Stride, Bytes, "write"), b0, Bytes);
    std::memcpy(ldsAt(x, base + d.offset1 * Bytes * Stride, Bytes, "write"), b1, Bytes);
  });
}

// Compare-and-store equality: bit patterns, or (the _f32/_f64 forms) floating-point values,
// where -0 equals +0 and a NaN equals nothing.
template <class T, bool FloatEq>
inline bool cmpEqual(T a, T b) {
  if constexpr (FloatEq) {
    if constexpr (sizeof(T) == 4) return std::bit_cast<float>(a) == std::bit_cast<float>(b);
    else return std::bit_cast<double>(a) == std::bit_cast<double>(b);
  }
  return a == b;
}

// ds_cmpst (gfx9/gfx10): data0 is the compare value and data1 the new value (the reverse of
// the memory cmpswap layout). ds_cmpstore (gfx11, NewFirst): data0 is the new value and
// data1 the compare value (clang-19's gfx1100 cmpxchg passes them so).
template <class T, AOp Op, bool Ret, bool NewFirst = false, bool FloatEq = false>
void dsAtomic(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  if (!m) return;
  constexpr unsigned words = sizeof(T) / 4;
  // The registers and the address array, looked up and checked once for the whole wave.
  RegSet data(x, *d.byRole(Role::Data0), words);
  const Opnd* data1 = d.byRole(Role::Data1);
  const bool hasCmp = Op == AOp::CmpSwap && data1;
  const RegSet cmp = hasCmp ? RegSet(x, *data1, words) : data;
  const Opnd* retOp = Ret ? d.byRole(Role::Vdst) : nullptr;
  const RegSet ret = retOp ? RegSet(x, *retOp, words) : data;
  const Opnd* ao = d.byRole(Role::Addr);
  const uint32_t* addr = ao ? x.w.vgpr(ao->reg) : nullptr;
  const uint32_t off = static_cast<uint32_t>(d.offset);
  forLanes(m, [&](unsigned l) {
    uint32_t a = (addr ? addr[l] : 0) + off;
    T dv = 0, cv = 0, old = 0;
    for (unsigned i = 0; i < words; ++i) dv |= static_cast<T>(data[i][l]) << (32 * i);
    if (hasCmp)
      for (unsigned i = 0; i < words; ++i) cv |= static_cast<T>(cmp[i][l]) << (32 * i);
    if (NewFirst) std::swap(dv, cv);  // dv: the compare value, cv: the new value
    uint8_t* p = ldsAt(x, a, sizeof(T), "read");
    std::memcpy(&old, p, sizeof(T));
    T nv;
    if constexpr (isPkAdd(Op)) nv = pkAtomicAdd<Op == AOp::PkAddBF16>(x, true, old, dv);
    else nv = Op == AOp::CmpSwap ? (cmpEqual<T, FloatEq>(old, dv) ? cv : old) : atomicApply<T>(Op, old, dv, cv);
    std::memcpy(p, &nv, sizeof(T));
    if (retOp)
      for (unsigned i = 0; i < words; ++i) ret[i][l] = static_cast<uint32_t>(old >> (32 * i));
  });
}

// ds_bpermute_b32: lane l reads data0 of lane (addr[l] / 4); ds_permute_b32: lane l writes its
// data0 to lane (addr[l] / 4). Inactive source lanes read 0. The lane index wraps at the wave
// size on GFX9; on GFX10 and later a wave64 permutes its two 32-lane halves separately, as two
// wave32 instructions (a lane reaches lanes of its own half only): the LDS crossbar is 32
// lanes wide there, which is why compilers pair ds_bpermute with v_permlane64 or swap the
// halves to cross them (Mesa ACO's emit_bpermute, LLPC's wave64 ds_bpermute lowering).
template <bool Backward>
void dsPermute(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  const Opnd& dst = *d.byRole(Role::Vdst);
  const Opnd& data = *d.byRole(Role::Data0);
  uint32_t src[kMaxLanes], out[kMaxLanes] = {};
  std::copy_n(vreg(x, data, 0), kMaxLanes, src);
  const bool halves = x.eng.target().info->rdna && x.w.size == 64;
  const unsigned span = halves ? 32 : x.w.size;
  forLanes(m, [&](unsigned l) {
    uint32_t lane = ((ldsAddr(x, d, l) + static_cast<uint32_t>(d.offset)) / 4) % span + (l & ~(span - 1));
    if (Backward) out[l] = ((m >> lane) & 1) ? src[lane] : 0;
    else out[lane] = src[l];
  });
  uint32_t* r = vreg(x, dst, 0);
  forLanes(m, [&](unsigned l) { r[l] = out[l]; });
}

// ds_swizzle_b32 vdst, vaddr offset:pattern: lane l reads the ADDR register of the lane the
// pattern names (isa/swizzle.h: QUAD_PERM within each 4 lanes, BITMASK within each 32 lanes);
// a source lane that is inactive gives 0 (Vega ISA, DS_SWIZZLE_B32: "thread_valid[j] ?
// thread_in[j] : 0"). Offsets 0xc000 and up select the rotate and FFT modes of the GCN
// documents, which LLVM never emits and gfxsim does not implement.
void dsSwizzle(Exec& x, const DecodedInst& d) {
  uint64_t m = x.w.exec();
  auto offset = static_cast<uint16_t>(d.offset);
  if (offset >= 0xc000) fault("ds_swizzle_b32 rotate/FFT mode (offset " + std::to_string(offset) + ") is not implemented");
  isa::SwizzlePattern p = isa::decodeSwizzle(offset);
  const Opnd& dst = *d.byRole(Role::Vdst);
  const Opnd* a = d.byRole(Role::Addr);
  if (!a) fault("ds_swizzle_b32 without a data register");
  uint32_t src[kMaxLanes], out[kMaxLanes] = {};
  std::copy_n(x.w.vgpr(a->reg), kMaxLanes, src);
  forLanes(m, [&](unsigned l) {
    unsigned s = isa::swizzleSourceLane(p, l);
    out[l] = ((m >> s) & 1) ? src[s] : 0;
  });
  uint32_t* r = vreg(x, dst, 0);
  forLanes(m, [&](unsigned l) { r[l] = out[l]; });
}

}  // namespace

uint32_t* memDataRegister(Exec& x, const Opnd& o, unsigned i) { return vreg(x, o, i); }

void registerMemoryOps() {
  const char* spaces[] = {"global_", "flat_", "scratch_", "buffer_"};
  for (const char* sp : spaces) {
    std::string p = sp;
    auto reg = [&](const char* suffix, ExecFn f) { registerSemantic(p + suffix, f); };
    reg("load_ubyte", vmemLoad<1, Ext::Zero>);
    reg("load_sbyte", vmemLoad<1, Ext::Sign>);
    reg("load_ushort", vmemLoad<2, Ext::Zero>);
    reg("load_sshort", vmemLoad<2, Ext::Sign>);
    reg("load_dword", vmemLoad<4, Ext::Zero>);
    reg("load_dwordx2", vmemLoad<8, Ext::Zero>);
    reg("load_dwordx3", vmemLoad<12, Ext::Zero>);
    reg("load_dwordx4", vmemLoad<16, Ext::Zero>);
    reg("load_ubyte_d16", vmemLoad<1, Ext::D16Lo>);
    reg("load_ubyte_d16_hi", vmemLoad<1, Ext::D16Hi>);
    reg("load_sbyte_d16", vmemLoad<1, Ext::D16LoSign>);
    reg("load_sbyte_d16_hi", vmemLoad<1, Ext::D16HiSign>);
    reg("load_short_d16", vmemLoad<2, Ext::D16Lo>);
    reg("load_short_d16_hi", vmemLoad<2, Ext::D16Hi>);
    reg("store_byte", vmemStore<1, false>);
    reg("store_byte_d16_hi", vmemStore<1, true>);
    reg("store_short", vmemStore<2, false>);
    reg("store_short_d16_hi", vmemStore<2, true>);
    reg("store_dword", vmemStore<4, false>);
    reg("store_dwordx2", vmemStore<8, false>);
    reg("store_dwordx3", vmemStore<12, false>);
    reg("store_dwordx4", vmemStore<16, false>);
    reg("atomic_swap", vmemAtomic<uint32_t, AOp::Swap>);
    reg("atomic_cmpswap", vmemAtomic<uint32_t, AOp::CmpSwap>);
    reg("atomic_add", vmemAtomic<uint32_t, AOp::Add>);
    reg("atomic_sub", vmemAtomic<uint32_t, AOp::Sub>);
    reg("atomic_smin", vmemAtomic<uint32_t, AOp::SMin>);
    reg("atomic_umin", vmemAtomic<uint32_t, AOp::UMin>);
    reg("atomic_smax", vmemAtomic<uint32_t, AOp::SMax>);
    reg("atomic_umax", vmemAtomic<uint32_t, AOp::UMax>);
    reg("atomic_and", vmemAtomic<uint32_t, AOp::And>);
    reg("atomic_or", vmemAtomic<uint32_t, AOp::Or>);
    reg("atomic_xor", vmemAtomic<uint32_t, AOp::Xor>);
    reg("atomic_inc", vmemAtomic<uint32_t, AOp::Inc>);
    reg("atomic_dec", vmemAtomic<uint32_t, AOp::Dec>);
    reg("atomic_add_f32", vmemAtomic<uint32_t, AOp::FAdd>);
    reg("atomic_fmin", vmemAtomic<uint32_t, AOp::FMin>);
    reg("atomic_fmax", vmemAtomic<uint32_t, AOp::FMax>);
    reg("atomic_swap_x2", vmemAtomic<uint64_t, AOp::Swap>);
    reg("atomic_cmpswap_x2", vmemAtomic<uint64_t, AOp::CmpSwap>);
    reg("atomic_add_x2", vmemAtomic<uint64_t, AOp::Add>);
    reg("atomic_sub_x2", vmemAtomic<uint64_t, AOp::Sub>);
    reg("atomic_smin_x2", vmemAtomic<uint64_t, AOp::SMin>);
    reg("atomic_umin_x2", vmemAtomic<uint64_t, AOp::UMin>);
    reg("atomic_smax_x2", vmemAtomic<uint64_t, AOp::SMax>);
    reg("atomic_umax_x2", vmemAtomic<uint64_t, AOp::UMax>);
    reg("atomic_and_x2", vmemAtomic<uint64_t, AOp::And>);
    reg("atomic_or_x2", vmemAtomic<uint64_t, AOp::Or>);
    reg("atomic_xor_x2", vmemAtomic<uint64_t, AOp::Xor>);
    reg("atomic_inc_x2", vmemAtomic<uint64_t, AOp::Inc>);
    reg("atomic_dec_x2", vmemAtomic<uint64_t, AOp::Dec>);
    reg("atomic_add_f64", vmemAtomic<uint64_t, AOp::FAdd>);
    reg("atomic_min_f64", vmemAtomic<uint64_t, AOp::FMin>);
    reg("atomic_max_f64", vmemAtomic<uint64_t, AOp::FMax>);
    reg("atomic_pk_add_f16", vmemAtomic<uint32_t, AOp::PkAddF16>);
    reg("atomic_pk_add_bf16", vmemAtomic<uint32_t, AOp::PkAddBF16>);
  }
  registerSemantics({
      {"ds_read_b32", dsRead<4, Ext::Zero>}, {"ds_read_b64", dsRead<8, Ext::Zero>},
      {"ds_read_b96", dsRead<12, Ext::Zero>}, {"ds_read_b128", dsRead<16, Ext::Zero>},
      {"ds_read_u8", dsRead<1, Ext::Zero>}, {"ds_read_i8", dsRead<1, Ext::Sign>},
      {"ds_read_u16", dsRead<2, Ext::Zero>}, {"ds_read_i16", dsRead<2, Ext::Sign>},
      {"ds_read_u8_d16", dsRead<1, Ext::D16Lo>}, {"ds_read_u8_d16_hi", dsRead<1, Ext::D16Hi>},
      {"ds_read_i8_d16", dsRead<1, Ext::D16LoSign>}, {"ds_read_i8_d16_hi", dsRead<1, Ext::D16HiSign>},
      {"ds_read_u16_d16", dsRead<2, Ext::D16Lo>}, {"ds_read_u16_d16_hi", dsRead<2, Ext::D16Hi>},
      {"ds_write_b32", dsWrite<4, false>}, {"ds_write_b64", dsWrite<8, false>},
      {"ds_write_b96", dsWrite<12, false>}, {"ds_write_b128", dsWrite<16, false>},
      {"ds_write_b8", dsWrite<1, false>}, {"ds_write_b16", dsWrite<2, false>},
      {"ds_write_b8_d16_hi", dsWrite<1, true>}, {"ds_write_b16_d16_hi", dsWrite<2, true>},
      {"ds_read2_b32", dsRead2<4, 1>}, {"ds_read2_b64", dsRead2<8, 1>},
      {"ds_read2st64_b32", dsRead2<4, 64>}, {"ds_read2st64_b64", dsRead2<8, 64>},
      {"ds_write2_b32", dsWrite2<4, 1>}, {"ds_write2_b64", dsWrite2<8, 1>},
      {"ds_write2st64_b32", dsWrite2<4, 64>}, {"ds_write2st64_b64", dsWrite2<8, 64>},
      {"ds_add_u32", dsAtomic<uint32_t, AOp::Add, false>}, {"ds_add_rtn_u32", dsAtomic<uint32_t, AOp::Add, true>},
      {"ds_sub_u32", dsAtomic<uint32_t, AOp::Sub, false>}, {"ds_sub_rtn_u32", dsAtomic<uint32_t, AOp::Sub, true>},
      {"ds_inc_u32", dsAtomic<uint32_t, AOp::Inc, false>}, {"ds_inc_rtn_u32", dsAtomic<uint32_t, AOp::Inc, true>},
      {"ds_dec_u32", dsAtomic<uint32_t, AOp::Dec, false>}, {"ds_dec_rtn_u32", dsAtomic<uint32_t, AOp::Dec, true>},
      {"ds_min_i32", dsAtomic<uint32_t, AOp::SMin, false>}, {"ds_min_rtn_i32", dsAtomic<uint32_t, AOp::SMin, true>},
      {"ds_max_i32", dsAtomic<uint32_t, AOp::SMax, false>}, {"ds_max_rtn_i32", dsAtomic<uint32_t, AOp::SMax, true>},
      {"ds_min_u32", dsAtomic<uint32_t, AOp::UMin, false>}, {"ds_min_rtn_u32", dsAtomic<uint32_t, AOp::UMin, true>},
      {"ds_max_u32", dsAtomic<uint32_t, AOp::UMax, false>}, {"ds_max_rtn_u32", dsAtomic<uint32_t, AOp::UMax, true>},
      {"ds_and_b32", dsAtomic<uint32_t, AOp::And, false>}, {"ds_and_rtn_b32", dsAtomic<uint32_t, AOp::And, true>},
      {"ds_or_b32", dsAtomic<uint32_t, AOp::Or, false>}, {"ds_or_rtn_b32", dsAtomic<uint32_t, AOp::Or, true>},
      {"ds_xor_b32", dsAtomic<uint32_t, AOp::Xor, false>}, {"ds_xor_rtn_b32", dsAtomic<uint32_t, AOp::Xor, true>},
      {"ds_wrxchg_rtn_b32", dsAtomic<uint32_t, AOp::Swap, true>},
      {"ds_cmpst_b32", dsAtomic<uint32_t, AOp::CmpSwap, false>}, {"ds_cmpst_rtn_b32", dsAtomic<uint32_t, AOp::CmpSwap, true>},
      {"ds_add_f32", dsAtomic<uint32_t, AOp::FAdd, false>}, {"ds_add_rtn_f32", dsAtomic<uint32_t, AOp::FAdd, true>},
      {"ds_add_u64", dsAtomic<uint64_t, AOp::Add, false>}, {"ds_add_rtn_u64", dsAtomic<uint64_t, AOp::Add, true>},
      {"ds_min_i64", dsAtomic<uint64_t, AOp::SMin, false>}, {"ds_max_i64", dsAtomic<uint64_t, AOp::SMax, false>},
      {"ds_min_u64", dsAtomic<uint64_t, AOp::UMin, false>}, {"ds_max_u64", dsAtomic<uint64_t, AOp::UMax, false>},
      {"ds_cmpst_b64", dsAtomic<uint64_t, AOp::CmpSwap, false>}, {"ds_cmpst_rtn_b64", dsAtomic<uint64_t, AOp::CmpSwap, true>},
      {"ds_wrxchg_rtn_b64", dsAtomic<uint64_t, AOp::Swap, true>},
      {"ds_cmpstore_b32", dsAtomic<uint32_t, AOp::CmpSwap, false, true>},
      {"ds_cmpstore_rtn_b32", dsAtomic<uint32_t, AOp::CmpSwap, true, true>},
      {"ds_cmpstore_b64", dsAtomic<uint64_t, AOp::CmpSwap, false, true>},
      {"ds_cmpstore_rtn_b64", dsAtomic<uint64_t, AOp::CmpSwap, true, true>},
      {"ds_cmpstore_f32", dsAtomic<uint32_t, AOp::CmpSwap, false, true, true>},
      {"ds_cmpstore_rtn_f32", dsAtomic<uint32_t, AOp::CmpSwap, true, true, true>},
      {"ds_cmpstore_f64", dsAtomic<uint64_t, AOp::CmpSwap, false, true, true>},
      {"ds_cmpstore_rtn_f64", dsAtomic<uint64_t, AOp::CmpSwap, true, true, true>},
      {"ds_pk_add_f16", dsAtomic<uint32_t, AOp::PkAddF16, false>},
      {"ds_pk_add_rtn_f16", dsAtomic<uint32_t, AOp::PkAddF16, true>},
      {"ds_pk_add_bf16", dsAtomic<uint32_t, AOp::PkAddBF16, false>},
      {"ds_pk_add_rtn_bf16", dsAtomic<uint32_t, AOp::PkAddBF16, true>},
      {"ds_bpermute_b32", dsPermute<true>}, {"ds_permute_b32", dsPermute<false>},
      {"ds_swizzle_b32", dsSwizzle},
  });
}

}  // namespace gfxsim::func
