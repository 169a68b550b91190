// Typed (formatted) buffer data: the formats a buffer resource (V#) names and the
// conversions between one element in memory and the 32-bit or 16-bit (d16) values in VGPRs
// that `buffer_load/store_format_*` and their d16 forms perform.
//
// Sources (facts only; the code and tables are gfxsim's):
// - The V# word 3 layout: AMD "Vega" ISA guide and the CDNA2/CDNA3 ISA guides, "Vector
//   Memory Operations", table "Buffer Resource Descriptor": DST_SEL_X/Y/Z/W in bits 2:0, 5:3,
//   8:6, 11:9, NUM_FORMAT 14:12, DATA_FORMAT 18:15. RDNA2 ISA guide (same chapter): the
//   unified FORMAT in bits 18:12; RDNA3 ISA guide: FORMAT in bits 17:12.
// - DATA_FORMAT and NUM_FORMAT numbers and the unified format tables: LLVM's AMDGPU backend,
//   SIDefines.h (MTBUFFormat::DataFormat/NumFormat, UfmtGFX10, UfmtGFX11), which differ
//   between gfx10 and gfx11 (gfx11 drops the non-float 10_11_11/11_11_10 and the scaled
//   10_10_10_2 entries).
// - Component order: a DATA_FORMAT name lists the component widths from the most
//   significant end, so X is the last number and sits in the low bits (2_10_10_10 is X, Y, Z
//   in bits 9:0, 19:10, 29:20 and W in 31:30; Mesa's ac_formats maps its R10G10B10A2 to it).
// - Number formats (ISA guides, "Data Formats" / buffer "number format" tables): UNORM
//   c / (2^n - 1), SNORM max(c / (2^(n-1) - 1), -1), USCALED/SSCALED the integer as a float,
//   UINT/SINT the integer, FLOAT IEEE binary16/binary32 and the unsigned 11-bit (5-bit
//   exponent, 6-bit mantissa) and 10-bit (5, 5) floats of 10_11_11 / 11_11_10. A DST_SEL
//   picks each returned component from 0, 1, X, Y, Z or W; a component the format lacks reads
//   as 0, and W as 1 (1.0 for the float number formats).
// - d16 forms: float number formats return binary16, integer formats 16-bit integers, two
//   per VGPR (X in bits 15:0).
// What the guides leave open and gfxsim chooses is listed in sim/isa/QUIRKS.md ("Typed buffer
// access") and in the functions below.
#pragma once
#include <array>
#include <cstdint>
#include <string>

namespace gfxsim::func::buffer_format {

enum class Num : uint8_t { Unorm, Snorm, Uscaled, Sscaled, Uint, Sint, Float };

// One element's layout: its bytes and the bit width of each component, X first (X in the
// low bits).
struct Layout {
  const char* name = "INVALID";
  uint8_t bytes = 0;
  uint8_t comps = 0;
  std::array<uint8_t, 4> bits{};
};

struct Format {
  Layout layout;
  Num num = Num::Uint;
  std::array<uint8_t, 4> dstSel{4, 5, 6, 7};  // SQ_SEL: 0 = 0, 1 = 1, 4..7 = X..W
  std::string error;                          // non-empty: the V# names no usable format
  bool ok() const { return error.empty(); }
};

// The format word 3 of a V# selects, for a generation (9, 10 or 11).
Format fromResource(unsigned major, uint32_t word3);

// The format of an MTBUF instruction (`tbuffer_*`): its own format in place of the V#'s, the
// V#'s DST_SEL kept. gfx9: DATA_FORMAT `dfmt` and NUM_FORMAT `nfmt` (the instruction's
// DFMT/NFMT fields); gfx10/gfx11: the unified format `ufmt` (dfmt and nfmt ignored).
Format fromInstruction(unsigned major, int ufmt, int dfmt, int nfmt, uint32_t word3);

// A loaded element (layout.bytes bytes) converted to the four returned components after
// DST_SEL: `full` as 32-bit results (f32 bits for the float-valued number formats, the
// integer otherwise) and `half` as the d16 results (binary16 bits, or the low 16 bits of the
// integer).
struct Loaded {
  std::array<uint32_t, 4> full{};
  std::array<uint16_t, 4> half{};
};
Loaded load(const Format& f, const uint8_t* element);

// A store of `count` components (X first) from registers: 32-bit values, or with `d16` the
// 16-bit values in the low bits of each entry. Fills the element's first `written` bytes
// (stores ignore DST_SEL). A store of fewer components than the format has writes only the
// bytes of the components it has; with a packed format (components sharing a byte) that is
// not defined, and the function returns false with `why` set.
bool store(const Format& f, const std::array<uint32_t, 4>& values, unsigned count, bool d16, uint8_t* element,
           uint32_t& written, std::string& why);

// Bytes a store of `count` components writes (the components' bits / 8), 0 for a packed format
// given fewer components than it has.
uint32_t storeBytes(const Format& f, unsigned count);

}  // namespace gfxsim::func::buffer_format
