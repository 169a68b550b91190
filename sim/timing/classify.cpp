#include "timing/classify.h"

#include <string_view>

namespace gfxsim::timing {

namespace {

bool starts(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool has(std::string_view s, std::string_view p) { return s.find(p) != std::string_view::npos; }

unsigned counterIndex(const std::string& name) {
  if (name == "vmcnt") return kVm;
  if (name == "lgkmcnt") return kLgkm;
  if (name == "vscnt") return kVs;
  return kExp;
}

void count(const isa::Description& desc, isa::CountedEvent ev, TimingClass& c) {
  for (const auto& r : desc.counts)
    if (r.event == ev) {
      unsigned k = counterIndex(r.counter);
      c.counters |= static_cast<uint8_t>(1u << k);
      if (r.inOrder) c.inOrder |= static_cast<uint8_t>(1u << k);
    }
}

TimingClass compute(const isa::Description& desc, const func::DecodedInst& d) {
  TimingClass c;
  const std::string& m = d.mnemonic();
  const std::string& f = d.row->format->name;
  using isa::CountedEvent;
  if (d.isValu || f == "VOP3" || f == "VOP3B" || f == "VOP3P" || f == "VOP1" || f == "VOP2" || f == "VOPC") {
    c.kind = Kind::Valu;
    c.unit = Unit::Valu;
    for (const char* t : {"v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_"})
      if (starts(m, t)) c.trans = true;
    c.f64 = has(m, "_f64");
    // 32-bit integer multiplies (and the 64-bit multiply-adds built on them) run at their own rate.
    for (const char* t : {"v_mul_lo_u32", "v_mul_lo_i32", "v_mul_hi_u32", "v_mul_hi_i32", "v_mad_u64_u32", "v_mad_i64_i32"})
      if (m == t) c.imul = true;
    return c;
  }
  if (f == "DS") {
    c.kind = Kind::Lds;
    c.unit = Unit::Lds;
    count(desc, d.gds ? CountedEvent::Gds : CountedEvent::Lds, c);
    return c;
  }
  if (f == "MUBUF" || f == "FLAT") {
    c.unit = Unit::Vmem;
    if (m == "buffer_wbinvl1" || m == "buffer_wbinvl1_vol" || m == "buffer_gl0_inv") {
      c.kind = Kind::InvL1;
      return c;
    }
    if (m == "buffer_gl1_inv") {
      c.kind = Kind::InvGl1;
      return c;
    }
    if (m == "buffer_wbl2" || m == "buffer_invl2") {
      c.kind = Kind::WbL2;
      return c;
    }
    bool isAtomic = has(m, "_atomic_");
    bool ret = isAtomic && (d.isMubuf ? d.glc : d.byRole(func::Role::Vdst) != nullptr);
    if (isAtomic) {
      c.kind = ret ? Kind::VmemAtomicRet : Kind::VmemAtomic;
      count(desc, ret ? CountedEvent::VmemAtomicRet : CountedEvent::VmemAtomic, c);
    } else if (has(m, "_store")) {
      c.kind = Kind::VmemStore;
      count(desc, CountedEvent::VmemStore, c);
    } else {
      c.kind = Kind::VmemLoad;
      count(desc, CountedEvent::VmemLoad, c);
    }
    if (f == "FLAT" && d.seg == 0) {
      c.flat = true;
      count(desc, CountedEvent::Flat, c);
    }
    return c;
  }
  if (f == "SMEM" || f == "SMRD") {
    c.unit = Unit::Smem;
    if (starts(m, "s_dcache_inv")) c.kind = Kind::InvScalar;
    else if (starts(m, "s_dcache_wb")) c.kind = Kind::Other;
    else {
      c.kind = (m == "s_memtime" || m == "s_memrealtime") ? Kind::MemTime : Kind::Smem;
      count(desc, CountedEvent::Smem, c);
    }
    return c;
  }
  if (f == "SOPP" || f == "SOPK") {
    c.unit = Unit::Internal;
    if (m == "s_waitcnt") c.kind = Kind::Waitcnt;
    else if (m == "s_waitcnt_vscnt" || m == "s_waitcnt_vmcnt" || m == "s_waitcnt_lgkmcnt" || m == "s_waitcnt_expcnt")
      c.kind = Kind::WaitcntVscnt;
    else if (m == "s_barrier") c.kind = Kind::Barrier;
    else if (m == "s_nop") c.kind = Kind::Nop;
    else if (m == "s_sleep") c.kind = Kind::Sleep;
    else if (m == "s_setprio") c.kind = Kind::SetPrio;
    else if (m == "s_endpgm") c.kind = Kind::EndPgm;
    else if (m == "s_sendmsg" || m == "s_sendmsghalt") {
      c.kind = Kind::SendMsg;
      c.unit = Unit::Salu;
      count(desc, CountedEvent::SendMsg, c);
    } else if (starts(m, "s_branch") || starts(m, "s_cbranch") || m == "s_setpc_b64" || m == "s_swappc_b64") {
      c.kind = Kind::Branch;
      c.unit = Unit::Branch;
    } else if (m == "s_gl1_inv") {
      c.kind = Kind::InvGl1;
    } else {
      c.kind = Kind::Salu;  // s_getreg, s_setreg, s_movk, s_cmpk ...: the scalar ALU
      c.unit = f == "SOPK" ? Unit::Salu : Unit::Internal;
    }
    return c;
  }
  // SOP1/SOP2/SOPC: the scalar ALU (s_setpc/s_swappc are branches).
  if (m == "s_setpc_b64" || m == "s_swappc_b64" || m == "s_getpc_b64") {
    c.kind = m == "s_getpc_b64" ? Kind::Salu : Kind::Branch;
    c.unit = m == "s_getpc_b64" ? Unit::Salu : Unit::Branch;
    return c;
  }
  c.kind = Kind::Salu;
  c.unit = Unit::Salu;
  return c;
}

}  // namespace

TimingClass classify(const isa::Description& desc, const func::DecodedInst& d) {
  // Cached in the decoded instruction, packed: bit 31 valid, then the fields.
  uint32_t p = d.timingClass;
  if (!p) {
    TimingClass c = compute(desc, d);
    p = 0x80000000u | static_cast<uint32_t>(c.kind) | (static_cast<uint32_t>(c.unit) << 5) | (c.trans ? 1u << 8 : 0) |
        (c.f64 ? 1u << 9 : 0) | (c.flat ? 1u << 10 : 0) | (static_cast<uint32_t>(c.counters) << 11) |
        (static_cast<uint32_t>(c.inOrder) << 15) | (c.imul ? 1u << 19 : 0);
    d.timingClass = p;
  }
  TimingClass c;
  c.kind = static_cast<Kind>(p & 31);
  c.unit = static_cast<Unit>((p >> 5) & 7);
  c.trans = (p >> 8) & 1;
  c.f64 = (p >> 9) & 1;
  c.flat = (p >> 10) & 1;
  c.counters = static_cast<uint8_t>((p >> 11) & 15);
  c.inOrder = static_cast<uint8_t>((p >> 15) & 15);
  c.imul = (p >> 19) & 1;
  return c;
}

const char* counterName(unsigned c) {
  static const char* const names[] = {"vmcnt", "lgkmcnt", "vscnt", "expcnt"};
  return c < kCounters ? names[c] : "?";
}

}  // namespace gfxsim::timing
