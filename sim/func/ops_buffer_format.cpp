// Typed buffer loads and stores (`buffer_load/store_format_*`, the d16 and d16_hi forms):
// each lane reads or writes one element of the format its V# names (buffer_format.h), at
// the address and through the lane path the untyped buffer instructions use (vmem.h): in
// timing mode a typed load's lane lands when its data arrives, like every other load's.
//
// Register layout (ISA guides, MUBUF "D16" instructions): the 32-bit forms return or take one
// VGPR per component, X first; the d16 forms two 16-bit components per VGPR, X in bits 15:0,
// and d16_hi_x uses bits 31:16. A d16 load keeps the 16-bit halves it does not write (the
// high half after an odd component count, the low half for d16_hi), as the untyped d16 loads
// do.
#include <array>
#include <string>

#include "func/buffer_format.h"
#include "func/engine.h"
#include "func/semantics.h"
#include "func/vmem.h"

namespace gfxsim::func {

namespace {

namespace bf = buffer_format;

enum class Pack : uint8_t { Full, D16, D16Hi };

// Word 3 of the instruction's V# (its format fields and DST_SEL).
uint32_t resourceWord3(Exec& x, const DecodedInst& d) {
  const Opnd* srsrc = d.byRole(Role::Srsrc);
  if (!srsrc) fault("typed buffer instruction without a resource operand");
  return x.w.s[srsrc->reg + 3];
}

// The format of the access: the instruction's (MTBUF, `tbuffer_*`) or else the V#'s; DST_SEL
// always comes from the V#. A function of the instruction and the V#'s word 3 alone, so a lane
// landing later converts with the format the load issued with.
bf::Format accessFormat(Exec& x, const DecodedInst& d, uint64_t word3) {
  const isa::TargetId& t = x.eng.target();
  if (!t.info) fault("typed buffer access needs a known target");
  uint32_t w3 = static_cast<uint32_t>(word3);
  bf::Format f = d.bufFormat >= 0 ? bf::fromInstruction(t.info->major, d.bufFormat, d.bufDfmt, d.bufNfmt, w3)
                                  : bf::fromResource(t.info->major, w3);
  if (!f.ok()) fault(f.error);
  return f;
}

const Opnd& dataOf(const DecodedInst& d) {
  const Opnd* o = d.byRole(Role::Vdata);
  if (!o) fault("typed buffer instruction without a data operand");
  return *o;
}

// Sets the 16-bit half `hi` of r to v.
void setHalf(uint32_t& r, bool hi, uint16_t v) { r = hi ? (r & 0xffffu) | uint32_t{v} << 16 : (r & 0xffff0000u) | v; }

// Writes lane l's element (nullptr: out of range, every value written is 0 as for the untyped
// loads) into the destination registers.
template <unsigned N, Pack P>
void landElement(Exec& x, const DecodedInst& d, const bf::Format& f, unsigned l, const uint8_t* bytes) {
  const Opnd& dst = dataOf(d);
  bf::Loaded v = bytes ? bf::load(f, bytes) : bf::Loaded{};
  for (unsigned c = 0; c < N; ++c) {
    if constexpr (P == Pack::Full) memDataRegister(x, dst, c)[l] = v.full[c];
    else setHalf(memDataRegister(x, dst, c / 2)[l], P == Pack::D16Hi || (c & 1), v.half[c]);
  }
}

// A lane the timing model's port delivers later; `word3` is the V#'s at issue.
template <unsigned N, Pack P>
void landLater(Exec& x, const DecodedInst& d, unsigned l, const uint8_t* bytes, uint64_t word3) {
  landElement<N, P>(x, d, accessFormat(x, d, word3), l, bytes);
}

// A typed load into LDS (gfx1100 buffer_load_lds_format_x, gfx9's buffer_load_format_x with
// the `lds` bit): the X component, converted as the VGPR form returns it, goes to the LDS as
// the untyped loads into LDS put theirs (ops_lds_dma.cpp: M0's part + offset + 4 x lane). The
// land argument carries the V#'s word 3 (low half) and the LDS address of lane 0 (high half),
// both fixed at issue.
void landFormatInLds(Exec& x, const DecodedInst& d, unsigned l, const uint8_t* bytes, uint64_t arg) {
  bf::Loaded v = bytes ? bf::load(accessFormat(x, d, arg), bytes) : bf::Loaded{};
  ldsDmaWrite(x, static_cast<uint32_t>(arg >> 32), l, v.full[0]);
}

void formatLoadToLds(Exec& x, const DecodedInst& d) {
  uint32_t word3 = resourceWord3(x, d);
  bf::Format f = accessFormat(x, d, word3);
  uint32_t base = ldsDmaBase(x, d);
  uint64_t arg = uint64_t{base} << 32 | word3;
  uint8_t data[kMaxLanes][16];
  uint64_t oob = 0;
  uint64_t now = vmemReadLanes(x, d, f.layout.bytes, &landFormatInLds, arg, data, oob);
  forLanes(now, [&](unsigned l) { landFormatInLds(x, d, l, ((oob >> l) & 1) ? nullptr : data[l], arg); });
}

template <unsigned N, Pack P>
void formatLoad(Exec& x, const DecodedInst& d) {
  if (d.lds) {
    if constexpr (N == 1 && P == Pack::Full) return formatLoadToLds(x, d);
    fault("a typed buffer load into LDS of more than the X component (only buffer_load_format_x has the lds form)");
  }
  uint32_t word3 = resourceWord3(x, d);
  bf::Format f = accessFormat(x, d, word3);
  uint8_t data[kMaxLanes][16];
  uint64_t oob = 0;
  uint64_t now = vmemReadLanes(x, d, f.layout.bytes, &landLater<N, P>, word3, data, oob);
  forLanes(now, [&](unsigned l) { landElement<N, P>(x, d, f, l, ((oob >> l) & 1) ? nullptr : data[l]); });
}

template <unsigned N, Pack P>
void formatStore(Exec& x, const DecodedInst& d) {
  bf::Format f = accessFormat(x, d, resourceWord3(x, d));
  uint32_t bytes = bf::storeBytes(f, N);
  const Opnd& src = dataOf(d);
  uint8_t data[kMaxLanes][16] = {};
  std::string why;
  forLanes(x.w.exec(), [&](unsigned l) {
    std::array<uint32_t, 4> v{};
    for (unsigned c = 0; c < N; ++c) {
      if constexpr (P == Pack::Full) v[c] = memDataRegister(x, src, c)[l];
      else v[c] = memDataRegister(x, src, c / 2)[l] >> ((P == Pack::D16Hi || (c & 1)) ? 16 : 0);
    }
    uint32_t written = 0;  // == bytes
    if (!bf::store(f, v, N, P != Pack::Full, data[l], written, why)) fault(why);
  });
  vmemWriteLanes(x, d, bytes, data);
}

}  // namespace

void registerBufferFormatOps() {
  // gfx9/gfx10 spell the d16 forms buffer_*_format_d16_*, gfx11 buffer_*_d16_format_* (its
  // d16_hi rows carry sem= the gfx10 names).
  registerSemantics({
      {"buffer_load_format_x", formatLoad<1, Pack::Full>},
      {"buffer_load_format_xy", formatLoad<2, Pack::Full>},
      {"buffer_load_format_xyz", formatLoad<3, Pack::Full>},
      {"buffer_load_format_xyzw", formatLoad<4, Pack::Full>},
      {"buffer_store_format_x", formatStore<1, Pack::Full>},
      {"buffer_store_format_xy", formatStore<2, Pack::Full>},
      {"buffer_store_format_xyz", formatStore<3, Pack::Full>},
      {"buffer_store_format_xyzw", formatStore<4, Pack::Full>},
      {"buffer_load_format_d16_x", formatLoad<1, Pack::D16>},
      {"buffer_load_format_d16_xy", formatLoad<2, Pack::D16>},
      {"buffer_load_format_d16_xyz", formatLoad<3, Pack::D16>},
      {"buffer_load_format_d16_xyzw", formatLoad<4, Pack::D16>},
      {"buffer_store_format_d16_x", formatStore<1, Pack::D16>},
      {"buffer_store_format_d16_xy", formatStore<2, Pack::D16>},
      {"buffer_store_format_d16_xyz", formatStore<3, Pack::D16>},
      {"buffer_store_format_d16_xyzw", formatStore<4, Pack::D16>},
      {"buffer_load_d16_format_x", formatLoad<1, Pack::D16>},
      {"buffer_load_d16_format_xy", formatLoad<2, Pack::D16>},
      {"buffer_load_d16_format_xyz", formatLoad<3, Pack::D16>},
      {"buffer_load_d16_format_xyzw", formatLoad<4, Pack::D16>},
      {"buffer_store_d16_format_x", formatStore<1, Pack::D16>},
      {"buffer_store_d16_format_xy", formatStore<2, Pack::D16>},
      {"buffer_store_d16_format_xyz", formatStore<3, Pack::D16>},
      {"buffer_store_d16_format_xyzw", formatStore<4, Pack::D16>},
      {"buffer_load_format_d16_hi_x", formatLoad<1, Pack::D16Hi>},
      {"buffer_load_lds_format_x", formatLoadToLds},
      {"buffer_store_format_d16_hi_x", formatStore<1, Pack::D16Hi>},
      // MTBUF (`tbuffer_*`): the same conversions with the instruction's format.
      {"tbuffer_load_format_x", formatLoad<1, Pack::Full>},
      {"tbuffer_load_format_xy", formatLoad<2, Pack::Full>},
      {"tbuffer_load_format_xyz", formatLoad<3, Pack::Full>},
      {"tbuffer_load_format_xyzw", formatLoad<4, Pack::Full>},
      {"tbuffer_store_format_x", formatStore<1, Pack::Full>},
      {"tbuffer_store_format_xy", formatStore<2, Pack::Full>},
      {"tbuffer_store_format_xyz", formatStore<3, Pack::Full>},
      {"tbuffer_store_format_xyzw", formatStore<4, Pack::Full>},
      {"tbuffer_load_format_d16_x", formatLoad<1, Pack::D16>},
      {"tbuffer_load_format_d16_xy", formatLoad<2, Pack::D16>},
      {"tbuffer_load_format_d16_xyz", formatLoad<3, Pack::D16>},
      {"tbuffer_load_format_d16_xyzw", formatLoad<4, Pack::D16>},
      {"tbuffer_store_format_d16_x", formatStore<1, Pack::D16>},
      {"tbuffer_store_format_d16_xy", formatStore<2, Pack::D16>},
      {"tbuffer_store_format_d16_xyz", formatStore<3, Pack::D16>},
      {"tbuffer_store_format_d16_xyzw", formatStore<4, Pack::D16>},
      {"tbuffer_load_d16_format_x", formatLoad<1, Pack::D16>},  // gfx11's spelling
      {"tbuffer_load_d16_format_xy", formatLoad<2, Pack::D16>},
      {"tbuffer_load_d16_format_xyz", formatLoad<3, Pack::D16>},
      {"tbuffer_load_d16_format_xyzw", formatLoad<4, Pack::D16>},
      {"tbuffer_store_d16_format_x", formatStore<1, Pack::D16>},
      {"tbuffer_store_d16_format_xy", formatStore<2, Pack::D16>},
      {"tbuffer_store_d16_format_xyz", formatStore<3, Pack::D16>},
      {"tbuffer_store_d16_format_xyzw", formatStore<4, Pack::D16>},
  });
}

}  // namespace gfxsim::func
