#include "timing/classify.h"

#include <string_view>

namespace gfxsim::timing {

namespace {

void count(const isa::Description& desc, isa::CountedEvent ev, TimingClass& c) {
  c.counters |= isa::countersOf(desc, ev);
}

// From the row's properties (the ISA description's `props` lines) and the fields of this
// encoding that decide what it counts: whether an atomic returns, FLAT's segment, the GDS bit.
TimingClass compute(const isa::Description& desc, const func::DecodedInst& d) {
  using isa::CountedEvent;
  using isa::InstOp;
  using isa::IssueUnit;
  const isa::InstProps& p = d.row->props;
  TimingClass c;
  switch (p.unit) {
    case IssueUnit::Valu: c.unit = Unit::Valu; break;
    case IssueUnit::Salu: c.unit = Unit::Salu; break;
    case IssueUnit::Smem: c.unit = Unit::Smem; break;
    case IssueUnit::Vmem: c.unit = Unit::Vmem; break;
    case IssueUnit::Lds: c.unit = Unit::Lds; break;
    case IssueUnit::Branch: c.unit = Unit::Branch; break;
    case IssueUnit::Internal: c.unit = Unit::Internal; break;
    case IssueUnit::Matrix: c.unit = Unit::Valu; break;
  }
  c.cycles = p.cycles;
  if (p.unit == IssueUnit::Matrix) {
    c.kind = Kind::Matrix;
    return c;
  }
  if (p.unit == IssueUnit::Valu) {
    c.kind = Kind::Valu;
    c.trans = p.rate == isa::RateClass::Trans;
    c.f64 = p.rate == isa::RateClass::F64;
    c.imul = p.rate == isa::RateClass::IntMul;
    c.imul64 = p.rate == isa::RateClass::IntMul64;
    return c;
  }
  if (p.unit == IssueUnit::Lds) {
    c.kind = Kind::Lds;
    count(desc, d.gds ? CountedEvent::Gds : CountedEvent::Lds, c);
    return c;
  }
  if (p.unit == IssueUnit::Vmem) {
    switch (p.op) {
      case InstOp::InvL1: c.kind = Kind::InvL1; return c;
      case InstOp::InvGl1: c.kind = Kind::InvGl1; return c;
      case InstOp::WbL2: c.kind = Kind::WbL2; return c;
      case InstOp::Atomic: {
        bool ret = d.isMubuf ? d.glc : d.byRole(func::Role::Vdst) != nullptr;
        c.kind = ret ? Kind::VmemAtomicRet : Kind::VmemAtomic;
        count(desc, ret ? CountedEvent::VmemAtomicRet : CountedEvent::VmemAtomic, c);
        break;
      }
      case InstOp::Store:
        c.kind = Kind::VmemStore;
        count(desc, CountedEvent::VmemStore, c);
        break;
      default:
        c.kind = Kind::VmemLoad;
        count(desc, CountedEvent::VmemLoad, c);
    }
    if (!d.isMubuf && d.seg == 0) {  // FLAT proper (not GLOBAL or SCRATCH): LDS may answer it too
      c.flat = true;
      count(desc, CountedEvent::Flat, c);
    }
    return c;
  }
  if (p.unit == IssueUnit::Smem) {
    if (p.op == InstOp::InvScalar) c.kind = Kind::InvScalar;
    else if (p.op == InstOp::Other) c.kind = Kind::Other;
    else {
      // Loads, stores, atomics, probes, and s_gl1_inv: each a round trip through the scalar cache.
      c.kind = p.op == InstOp::MemTime ? Kind::MemTime : Kind::Smem;
      count(desc, CountedEvent::Smem, c);
    }
    return c;
  }
  switch (p.op) {
    case InstOp::Waitcnt: c.kind = Kind::Waitcnt; break;
    case InstOp::WaitcntOne:
      c.kind = Kind::WaitcntOne;
      c.waits = p.waitsCounter;
      break;
    case InstOp::Barrier: c.kind = Kind::Barrier; break;
    case InstOp::Nop: c.kind = Kind::Nop; break;
    case InstOp::Sleep: c.kind = Kind::Sleep; break;
    case InstOp::SetPrio: c.kind = Kind::SetPrio; break;
    case InstOp::EndPgm: c.kind = Kind::EndPgm; break;
    case InstOp::SendMsg:
      c.kind = Kind::SendMsg;
      count(desc, CountedEvent::SendMsg, c);
      break;
    case InstOp::Branch: c.kind = Kind::Branch; break;
    case InstOp::InvGl1: c.kind = Kind::InvGl1; break;
    default: c.kind = Kind::Salu;  // s_getreg, s_setreg, s_movk, s_cmpk ...: the scalar ALU
  }
  return c;
}

}  // namespace

TimingClass classify(const isa::Description& desc, const func::DecodedInst& d) {
  // Cached in the decoded instruction, packed: bit 31 valid, then the fields (a counter mask
  // takes kMaxCounters = 8 bits, a counter index 3, the cycles 7: at most 127; every bit is used).
  static_assert(isa::kMaxCounters == 8);
  uint32_t p = d.timingClass;
  if (!p) {
    TimingClass c = compute(desc, d);
    p = 0x80000000u | static_cast<uint32_t>(c.kind) | (static_cast<uint32_t>(c.unit) << 5) | (c.trans ? 1u << 8 : 0) |
        (c.f64 ? 1u << 9 : 0) | (c.flat ? 1u << 10 : 0) | (static_cast<uint32_t>(c.counters) << 11) |
        (c.imul ? 1u << 19 : 0) | (static_cast<uint32_t>(c.waits & 7) << 20) | (static_cast<uint32_t>(c.cycles & 0x7f) << 23) |
        (c.imul64 ? 1u << 30 : 0);
    d.timingClass = p;
  }
  TimingClass c;
  c.kind = static_cast<Kind>(p & 31);
  c.unit = static_cast<Unit>((p >> 5) & 7);
  c.trans = (p >> 8) & 1;
  c.f64 = (p >> 9) & 1;
  c.flat = (p >> 10) & 1;
  c.counters = static_cast<isa::CounterMask>((p >> 11) & 0xff);
  c.imul = (p >> 19) & 1;
  c.waits = static_cast<uint8_t>((p >> 20) & 7);
  c.cycles = static_cast<uint8_t>((p >> 23) & 0x7f);
  c.imul64 = (p >> 30) & 1;
  return c;
}

}  // namespace gfxsim::timing
