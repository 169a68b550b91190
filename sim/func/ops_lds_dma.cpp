// Loads into LDS ("LDS DMA"): gfx942 global_load_lds_* / scratch_load_lds_*, the MUBUF `lds`
// forms of gfx9/gfx90a/gfx942 (buffer_load_{ubyte,sbyte,ushort,sshort,dword} ... lds) and
// gfx1100 buffer_load_lds_{u8,i8,u16,i16,b32}; the typed ones (buffer_load_lds_format_x,
// buffer_load_format_x ... lds) convert in ops_buffer_format.cpp and write here. The memory side is an ordinary load of 1, 2 or
// 4 bytes per lane (its address, range checks and caches are the VGPR load's); the data goes to
// the LDS instead of VGPRs, one dword per lane:
//
//   LDS address of lane l = M0 part + instruction offset + 4 * l
//
// (AMD Instinct MI300 "CDNA3" ISA reference guide, "Memory Buffer Load to LDS" for MUBUF:
// LDS_ADDR = LDSbase + LDS_offset + inst_offset + TIDinWave * 4 with LDS_offset = M0[15:0];
// its FLAT chapter, "Addressing", for GLOBAL/SCRATCH: LDSbase + M0[17:2] * 4 + INST.OFFSET +
// ThreadID * 4. gfxsim applies the MUBUF rule to gfx9 and to gfx1100's buffer_load_lds_* too,
// whose guides' text it could not check line by line.) LDSbase is the work-group's allocation,
// which is where gfxsim's LDS addresses start. LLVM puts the LDS
// pointer in M0 and uses one immediate offset for both addresses (SIISelLowering's lowering of
// llvm.amdgcn.global.load.lds / raw.buffer.load.lds), and its memory operand for the LDS side
// is a 32-bit store even for the byte and short sizes.
//
// The byte and short forms write the whole dword: the value zero- or sign-extended as the VGPR
// form would hold it (there would be no signed forms otherwise; the Vega guide also says that
// LDS=1 loads write the entire 32 bits of LDS). Inactive lanes write nothing; a buffer lane
// out of range reads zero, which is written. An LDS address outside the work-group's
// allocation faults at issue (the guides leave such a write undefined: "must not be written
// outside the LDS space allocated").
//
// The load counts on vmcnt (the rows are vector memory loads; the guide: GLOBAL and SCRATCH
// use only VM_CNT), and LLVM's SIInsertWaitcnts waits vmcnt before an LDS access that may read
// what such a load writes. In the timing model the LDS write happens when the lane's data
// arrives (MemPort::load's deferred landing), so it is never visible earlier than the wait.
#include <bit>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "func/semantics.h"
#include "func/vmem.h"

namespace gfxsim::func {

namespace {

// Writes one lane's loaded bytes, extended to a dword, at base + 4 * lane (checked at issue).
// (nullptr: a buffer lane out of range, which reads zero).
template <uint32_t Bytes, bool Sign>
void landInLds(Exec& x, const DecodedInst&, unsigned lane, const uint8_t* bytes, uint64_t base) {
  uint32_t v = 0;
  if (bytes) std::memcpy(&v, bytes, Bytes);
  if constexpr (Bytes < 4)
    if (Sign && ((v >> (Bytes * 8 - 1)) & 1)) v |= ~0u << (Bytes * 8);
  ldsDmaWrite(x, static_cast<uint32_t>(base), lane, v);
}

}  // namespace

uint32_t ldsDmaBase(Exec& x, const DecodedInst& d) {
  uint32_t m0 = x.w.s[x.w.regs->m0];
  uint32_t part = d.isMubuf ? (m0 & 0xffffu) : (m0 & 0x3fffcu);
  uint32_t base = part + static_cast<uint32_t>(d.offset);
  uint64_t m = x.w.exec();
  if (!m) return base;
  unsigned top = 63u - static_cast<unsigned>(std::countl_zero(m));
  uint64_t end = static_cast<uint64_t>(base) + 4ull * top + 4;
  if (end > x.wg.lds.size())
    fault(fmt::format("load into LDS: lane {} writes LDS bytes [{}, {}) outside the work-group's {} bytes (M0 = {:#x}, offset {})",
                      top, end - 4, end, x.wg.lds.size(), m0, d.offset));
  return base;
}

void ldsDmaWrite(Exec& x, uint32_t base, unsigned lane, uint32_t value) { std::memcpy(x.wg.lds.data() + base + 4u * lane, &value, 4); }

namespace {

template <uint32_t Bytes, bool Sign>
void loadToLds(Exec& x, const DecodedInst& d) {
  uint32_t base = ldsDmaBase(x, d);
  uint8_t data[kMaxLanes][16];
  uint64_t oob;
  uint64_t now = vmemReadLanes(x, d, Bytes, &landInLds<Bytes, Sign>, base, data, oob);
  forLanes(now, [&](unsigned l) { landInLds<Bytes, Sign>(x, d, l, ((oob >> l) & 1) ? nullptr : data[l], base); });
}

}  // namespace

void bufferLoadToLds(Exec& x, const DecodedInst& d, uint32_t bytes, bool signExtend) {
  switch (bytes) {
    case 1: return signExtend ? loadToLds<1, true>(x, d) : loadToLds<1, false>(x, d);
    case 2: return signExtend ? loadToLds<2, true>(x, d) : loadToLds<2, false>(x, d);
    case 4: return loadToLds<4, false>(x, d);
    default: fault(fmt::format("a {}-byte buffer load into LDS (only 1, 2 and 4 bytes have the lds form)", bytes));
  }
}

void registerLdsDmaOps() {
  for (const char* sp : {"global_", "scratch_"}) {
    std::string p = sp;
    registerSemantic(p + "load_lds_ubyte", loadToLds<1, false>);
    registerSemantic(p + "load_lds_sbyte", loadToLds<1, true>);
    registerSemantic(p + "load_lds_ushort", loadToLds<2, false>);
    registerSemantic(p + "load_lds_sshort", loadToLds<2, true>);
    registerSemantic(p + "load_lds_dword", loadToLds<4, false>);
  }
  // gfx1100's opcodes of the MUBUF lds forms (buffer_load_lds_format_x: ops_buffer_format.cpp).
  registerSemantics({
      {"buffer_load_lds_u8", loadToLds<1, false>},
      {"buffer_load_lds_i8", loadToLds<1, true>},
      {"buffer_load_lds_u16", loadToLds<2, false>},
      {"buffer_load_lds_i16", loadToLds<2, true>},
      {"buffer_load_lds_b32", loadToLds<4, false>},
  });
}

}  // namespace gfxsim::func
