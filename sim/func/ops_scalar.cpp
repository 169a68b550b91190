// Scalar ALU (SOP1/SOP2/SOPK/SOPC), program control (SOPP) and scalar memory (SMEM).
#include <bit>
#include <cstring>

#include "func/engine.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"
#include "isa/description.h"
#include "runtime/memory.h"

namespace gfxsim::func {

namespace {

// Operand positions of the scalar formats (LLVM syntax order): SOP2 sdst, ssrc0, ssrc1;
// SOP1 sdst, ssrc0; SOPC ssrc0, ssrc1; SOPK sdst, simm16.
inline const Opnd& op(const DecodedInst& d, unsigned i) { return d.op[i]; }
inline uint32_t s32(Exec& x, const DecodedInst& d, unsigned i) { return sget32(x, op(d, i)); }
inline uint64_t s64(Exec& x, const DecodedInst& d, unsigned i) { return sget64(x, op(d, i)); }
inline int32_t simm16(const DecodedInst& d, unsigned i) { return static_cast<int16_t>(op(d, i).imm); }

#define SOP2_32(NAME, EXPR, SCC)                        \
  void NAME(Exec& x, const DecodedInst& d) {            \
    uint32_t a = s32(x, d, 1), b = s32(x, d, 2);        \
    uint32_t r = (EXPR);                                \
    (void)a; (void)b;                                   \
    SCC;                                                \
    sset32(x, op(d, 0), r);                             \
  }
#define SOP2_64(NAME, EXPR, SCC)                        \
  void NAME(Exec& x, const DecodedInst& d) {            \
    uint64_t a = s64(x, d, 1), b = s64(x, d, 2);        \
    uint64_t r = (EXPR);                                \
    (void)a; (void)b;                                   \
    SCC;                                                \
    sset64(x, op(d, 0), r);                             \
  }
// Shifts and bit-field ops read a 32-bit second operand with 64-bit first operands.
#define SOP2_64_32(NAME, EXPR, SCC)                     \
  void NAME(Exec& x, const DecodedInst& d) {            \
    uint64_t a = s64(x, d, 1);                          \
    uint32_t b = s32(x, d, 2);                          \
    uint64_t r = (EXPR);                                \
    SCC;                                                \
    sset64(x, op(d, 0), r);                             \
  }
#define SCC_NZ x.w.scc = r != 0

SOP2_32(s_add_u32, a + b, x.w.scc = (uint64_t{a} + b) >> 32)
SOP2_32(s_sub_u32, a - b, x.w.scc = b > a)
SOP2_32(s_add_i32, a + b, x.w.scc = ((~(a ^ b) & (a ^ r)) >> 31) & 1)
SOP2_32(s_sub_i32, a - b, x.w.scc = (((a ^ b) & (a ^ r)) >> 31) & 1)
SOP2_32(s_min_i32, static_cast<int32_t>(a) < static_cast<int32_t>(b) ? a : b, x.w.scc = static_cast<int32_t>(a) < static_cast<int32_t>(b))
SOP2_32(s_min_u32, a < b ? a : b, x.w.scc = a < b)
SOP2_32(s_max_i32, static_cast<int32_t>(a) > static_cast<int32_t>(b) ? a : b, x.w.scc = static_cast<int32_t>(a) > static_cast<int32_t>(b))
SOP2_32(s_max_u32, a > b ? a : b, x.w.scc = a > b)
SOP2_32(s_cselect_b32, x.w.scc ? a : b, (void)0)
SOP2_64(s_cselect_b64, x.w.scc ? a : b, (void)0)
SOP2_32(s_and_b32, a & b, SCC_NZ)
SOP2_64(s_and_b64, a & b, SCC_NZ)
SOP2_32(s_or_b32, a | b, SCC_NZ)
SOP2_64(s_or_b64, a | b, SCC_NZ)
SOP2_32(s_xor_b32, a ^ b, SCC_NZ)
SOP2_64(s_xor_b64, a ^ b, SCC_NZ)
SOP2_32(s_andn2_b32, a & ~b, SCC_NZ)
SOP2_64(s_andn2_b64, a & ~b, SCC_NZ)
SOP2_32(s_orn2_b32, a | ~b, SCC_NZ)
SOP2_64(s_orn2_b64, a | ~b, SCC_NZ)
SOP2_32(s_nand_b32, ~(a & b), SCC_NZ)
SOP2_64(s_nand_b64, ~(a & b), SCC_NZ)
SOP2_32(s_nor_b32, ~(a | b), SCC_NZ)
SOP2_64(s_nor_b64, ~(a | b), SCC_NZ)
SOP2_32(s_xnor_b32, ~(a ^ b), SCC_NZ)
SOP2_64(s_xnor_b64, ~(a ^ b), SCC_NZ)
SOP2_32(s_lshl_b32, a << (b & 31), SCC_NZ)
SOP2_64_32(s_lshl_b64, a << (b & 63), SCC_NZ)
SOP2_32(s_lshr_b32, a >> (b & 31), SCC_NZ)
SOP2_64_32(s_lshr_b64, a >> (b & 63), SCC_NZ)
SOP2_32(s_ashr_i32, static_cast<uint32_t>(static_cast<int32_t>(a) >> (b & 31)), SCC_NZ)
SOP2_64_32(s_ashr_i64, static_cast<uint64_t>(static_cast<int64_t>(a) >> (b & 63)), SCC_NZ)
SOP2_32(s_bfm_b32, ((1u << (a & 31)) - 1) << (b & 31), (void)0)
SOP2_32(s_mul_i32, a * b, (void)0)
SOP2_32(s_mul_hi_u32, static_cast<uint32_t>((uint64_t{a} * b) >> 32), (void)0)
SOP2_32(s_mul_hi_i32, static_cast<uint32_t>((int64_t{static_cast<int32_t>(a)} * static_cast<int32_t>(b)) >> 32), (void)0)
SOP2_32(s_lshl1_add_u32, (a << 1) + b, x.w.scc = ((uint64_t{a} << 1) + b) >> 32)
SOP2_32(s_lshl2_add_u32, (a << 2) + b, x.w.scc = ((uint64_t{a} << 2) + b) >> 32)
SOP2_32(s_lshl3_add_u32, (a << 3) + b, x.w.scc = ((uint64_t{a} << 3) + b) >> 32)
SOP2_32(s_lshl4_add_u32, (a << 4) + b, x.w.scc = ((uint64_t{a} << 4) + b) >> 32)
SOP2_32(s_pack_ll_b32_b16, (a & 0xffff) | (b << 16), (void)0)
SOP2_32(s_pack_lh_b32_b16, (a & 0xffff) | (b & 0xffff0000u), (void)0)
SOP2_32(s_pack_hh_b32_b16, (a >> 16) | (b & 0xffff0000u), (void)0)
// gfx11: the high half of S0 below the low half of S1.
SOP2_32(s_pack_hl_b32_b16, (a >> 16) | (b << 16), (void)0)
SOP2_32(s_absdiff_i32, static_cast<uint32_t>(std::abs(static_cast<int64_t>(static_cast<int32_t>(a)) - static_cast<int32_t>(b))), SCC_NZ)

void s_addc_u32(Exec& x, const DecodedInst& d) {
  uint64_t r = uint64_t{s32(x, d, 1)} + s32(x, d, 2) + (x.w.scc ? 1 : 0);
  x.w.scc = r >> 32;
  sset32(x, op(d, 0), static_cast<uint32_t>(r));
}
void s_subb_u32(Exec& x, const DecodedInst& d) {
  uint64_t a = s32(x, d, 1), b = uint64_t{s32(x, d, 2)} + (x.w.scc ? 1 : 0);
  x.w.scc = b > a;
  sset32(x, op(d, 0), static_cast<uint32_t>(a - b));
}
uint32_t bfe32(uint32_t a, uint32_t b, bool sign) {
  unsigned off = b & 31, width = (b >> 16) & 0x7f;
  if (width == 0) return 0;
  uint64_t v = uint64_t{a} >> off;
  if (width < 32) v &= (1ull << width) - 1;
  if (sign && width < 32 && ((v >> (width - 1)) & 1)) v |= ~((1ull << width) - 1);
  return static_cast<uint32_t>(v);
}
uint64_t bfe64(uint64_t a, uint32_t b, bool sign) {
  unsigned off = b & 63, width = (b >> 16) & 0x7f;
  if (width == 0) return 0;
  uint64_t v = a >> off;
  if (width < 64) v &= (1ull << width) - 1;
  if (sign && width < 64 && ((v >> (width - 1)) & 1)) v |= ~((1ull << width) - 1);
  return v;
}
SOP2_32(s_bfe_u32, bfe32(a, b, false), SCC_NZ)
SOP2_32(s_bfe_i32, bfe32(a, b, true), SCC_NZ)
SOP2_64_32(s_bfe_u64, bfe64(a, b, false), SCC_NZ)
SOP2_64_32(s_bfe_i64, bfe64(a, b, true), SCC_NZ)

// --- SOP1 ---
#define SOP1_32(NAME, EXPR, SCC)                 \
  void NAME(Exec& x, const DecodedInst& d) {     \
    uint32_t a = s32(x, d, 1);                   \
    uint32_t r = (EXPR);                         \
    SCC;                                         \
    sset32(x, op(d, 0), r);                      \
  }
#define SOP1_64(NAME, EXPR, SCC)                 \
  void NAME(Exec& x, const DecodedInst& d) {     \
    uint64_t a = s64(x, d, 1);                   \
    uint64_t r = (EXPR);                         \
    SCC;                                         \
    sset64(x, op(d, 0), r);                      \
  }
#define SOP1_64_32(NAME, EXPR, SCC)              \
  void NAME(Exec& x, const DecodedInst& d) {     \
    uint64_t a = s64(x, d, 1);                   \
    uint32_t r = (EXPR);                         \
    SCC;                                         \
    sset32(x, op(d, 0), r);                      \
  }

SOP1_32(s_mov_b32, a, (void)0)
SOP1_64(s_mov_b64, a, (void)0)
SOP1_32(s_cmov_b32, x.w.scc ? a : sget32(x, op(d, 0)), (void)0)
SOP1_64(s_cmov_b64, x.w.scc ? a : sget64(x, op(d, 0)), (void)0)
SOP1_32(s_not_b32, ~a, SCC_NZ)
SOP1_64(s_not_b64, ~a, SCC_NZ)
template <class T> T wqm(T a) {
  T q = 0;
  for (unsigned i = 0; i < sizeof(T) * 8; i += 4)
    if ((a >> i) & 0xf) q |= static_cast<T>(0xf) << i;
  return q;
}
template <class T> T brev(T a) {
  T o = 0;
  for (unsigned i = 0; i < sizeof(T) * 8; ++i) {
    o = static_cast<T>((o << 1) | (a & 1));
    a >>= 1;
  }
  return o;
}
uint64_t quadmask(uint64_t a) {
  uint64_t q = 0;
  for (int i = 0; i < 16; ++i)
    if ((a >> (4 * i)) & 0xf) q |= 1ull << i;
  return q;
}
SOP1_32(s_wqm_b32, wqm(a), SCC_NZ)
SOP1_64(s_wqm_b64, wqm(a), SCC_NZ)
SOP1_32(s_brev_b32, brev(a), (void)0)
SOP1_64(s_brev_b64, brev(a), (void)0)
SOP1_32(s_bcnt0_i32_b32, static_cast<uint32_t>(std::popcount(~a)), SCC_NZ)
SOP1_64_32(s_bcnt0_i32_b64, static_cast<uint32_t>(std::popcount(~a)), SCC_NZ)
SOP1_32(s_bcnt1_i32_b32, static_cast<uint32_t>(std::popcount(a)), SCC_NZ)
SOP1_64_32(s_bcnt1_i32_b64, static_cast<uint32_t>(std::popcount(a)), SCC_NZ)
SOP1_32(s_ff0_i32_b32, ~a ? static_cast<uint32_t>(std::countr_zero(~a)) : ~0u, (void)0)
SOP1_64_32(s_ff0_i32_b64, ~a ? static_cast<uint32_t>(std::countr_zero(~a)) : ~0u, (void)0)
SOP1_32(s_ff1_i32_b32, a ? static_cast<uint32_t>(std::countr_zero(a)) : ~0u, (void)0)
SOP1_64_32(s_ff1_i32_b64, a ? static_cast<uint32_t>(std::countr_zero(a)) : ~0u, (void)0)
SOP1_32(s_flbit_i32_b32, a ? static_cast<uint32_t>(std::countl_zero(a)) : ~0u, (void)0)
SOP1_64_32(s_flbit_i32_b64, a ? static_cast<uint32_t>(std::countl_zero(a)) : ~0u, (void)0)
SOP1_32(s_flbit_i32, flbitSigned(a), (void)0)
SOP1_32(s_sext_i32_i8, static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(a))), (void)0)
SOP1_32(s_sext_i32_i16, static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(a))), (void)0)
SOP1_32(s_abs_i32, static_cast<int32_t>(a) < 0 ? 0u - a : a, SCC_NZ)
SOP1_32(s_bitset0_b32, sget32(x, op(d, 0)) & ~(1u << (a & 31)), (void)0)
SOP1_32(s_bitset1_b32, sget32(x, op(d, 0)) | (1u << (a & 31)), (void)0)
SOP1_64(s_quadmask_b64, quadmask(a), SCC_NZ)

void s_bitset0_b64(Exec& x, const DecodedInst& d) { sset64(x, op(d, 0), sget64(x, op(d, 0)) & ~(1ull << (s32(x, d, 1) & 63))); }
void s_bitset1_b64(Exec& x, const DecodedInst& d) { sset64(x, op(d, 0), sget64(x, op(d, 0)) | (1ull << (s32(x, d, 1) & 63))); }

// s_*_saveexec: D = EXEC; EXEC = f(S0, EXEC); SCC = EXEC != 0.
template <class F>
void saveexec(Exec& x, const DecodedInst& d, F f) {
  uint64_t old = x.w.exec();
  uint64_t src = x.w.size == 64 ? s64(x, d, 1) : s32(x, d, 1);
  uint64_t next = f(src, old) & x.w.laneMask;
  if (x.w.size == 64) sset64(x, op(d, 0), old);
  else sset32(x, op(d, 0), static_cast<uint32_t>(old));
  if (x.w.size == 64) x.w.setExec(next);
  else x.w.s[x.w.regs->execLo] = static_cast<uint32_t>(next);
  x.w.scc = next != 0;
}
#define SAVEEXEC(NAME, EXPR) \
  void NAME(Exec& x, const DecodedInst& d) { saveexec(x, d, [](uint64_t s, uint64_t e) { return (EXPR); }); }
SAVEEXEC(s_and_saveexec_b64, s & e)
SAVEEXEC(s_and_saveexec_b32, s & e)
SAVEEXEC(s_or_saveexec_b64, s | e)
SAVEEXEC(s_or_saveexec_b32, s | e)
SAVEEXEC(s_xor_saveexec_b64, s ^ e)
SAVEEXEC(s_xor_saveexec_b32, s ^ e)
SAVEEXEC(s_andn2_saveexec_b64, s & ~e)
SAVEEXEC(s_andn2_saveexec_b32, s & ~e)
SAVEEXEC(s_orn2_saveexec_b64, s | ~e)
SAVEEXEC(s_orn2_saveexec_b32, s | ~e)
SAVEEXEC(s_nand_saveexec_b64, ~(s & e))
SAVEEXEC(s_nand_saveexec_b32, ~(s & e))
SAVEEXEC(s_nor_saveexec_b64, ~(s | e))
SAVEEXEC(s_nor_saveexec_b32, ~(s | e))
SAVEEXEC(s_xnor_saveexec_b64, ~(s ^ e))
SAVEEXEC(s_xnor_saveexec_b32, ~(s ^ e))
SAVEEXEC(s_andn1_saveexec_b64, ~s & e)
SAVEEXEC(s_andn1_saveexec_b32, ~s & e)
SAVEEXEC(s_orn1_saveexec_b64, ~s | e)
SAVEEXEC(s_orn1_saveexec_b32, ~s | e)

// Program counter.
void s_getpc_b64(Exec& x, const DecodedInst& d) { sset64(x, op(d, 0), x.w.pc); }
void s_setpc_b64(Exec& x, const DecodedInst& d) { x.w.pc = s64(x, d, 0); }
void s_swappc_b64(Exec& x, const DecodedInst& d) {
  uint64_t target = s64(x, d, 1);
  sset64(x, op(d, 0), x.w.pc);
  x.w.pc = target;
}

// --- SOPC ---
#define SOPC_32(NAME, EXPR) \
  void NAME(Exec& x, const DecodedInst& d) { uint32_t a = s32(x, d, 0), b = s32(x, d, 1); x.w.scc = (EXPR); }
#define SOPC_64(NAME, EXPR) \
  void NAME(Exec& x, const DecodedInst& d) { uint64_t a = s64(x, d, 0), b = s64(x, d, 1); x.w.scc = (EXPR); }
#define SI(v) static_cast<int32_t>(v)
SOPC_32(s_cmp_eq_i32, a == b)
SOPC_32(s_cmp_lg_i32, a != b)
SOPC_32(s_cmp_gt_i32, SI(a) > SI(b))
SOPC_32(s_cmp_ge_i32, SI(a) >= SI(b))
SOPC_32(s_cmp_lt_i32, SI(a) < SI(b))
SOPC_32(s_cmp_le_i32, SI(a) <= SI(b))
SOPC_32(s_cmp_eq_u32, a == b)
SOPC_32(s_cmp_lg_u32, a != b)
SOPC_32(s_cmp_gt_u32, a > b)
SOPC_32(s_cmp_ge_u32, a >= b)
SOPC_32(s_cmp_lt_u32, a < b)
SOPC_32(s_cmp_le_u32, a <= b)
SOPC_64(s_cmp_eq_u64, a == b)
SOPC_64(s_cmp_lg_u64, a != b)
SOPC_32(s_bitcmp0_b32, ((a >> (b & 31)) & 1) == 0)
SOPC_32(s_bitcmp1_b32, ((a >> (b & 31)) & 1) == 1)
void s_bitcmp0_b64(Exec& x, const DecodedInst& d) { x.w.scc = ((s64(x, d, 0) >> (s32(x, d, 1) & 63)) & 1) == 0; }
void s_bitcmp1_b64(Exec& x, const DecodedInst& d) { x.w.scc = ((s64(x, d, 0) >> (s32(x, d, 1) & 63)) & 1) == 1; }

// --- SOPK --- (operand 0 is the register, operand 1 the 16-bit immediate)
void s_movk_i32(Exec& x, const DecodedInst& d) { sset32(x, op(d, 0), static_cast<uint32_t>(simm16(d, 1))); }
void s_cmovk_i32(Exec& x, const DecodedInst& d) {
  if (x.w.scc) sset32(x, op(d, 0), static_cast<uint32_t>(simm16(d, 1)));
}
void s_addk_i32(Exec& x, const DecodedInst& d) {
  uint32_t a = s32(x, d, 0), b = static_cast<uint32_t>(simm16(d, 1)), r = a + b;
  x.w.scc = ((~(a ^ b) & (a ^ r)) >> 31) & 1;
  sset32(x, op(d, 0), r);
}
void s_mulk_i32(Exec& x, const DecodedInst& d) { sset32(x, op(d, 0), s32(x, d, 0) * static_cast<uint32_t>(simm16(d, 1))); }
#define SOPK_CMP(NAME, EXPR, SIGNED) \
  void NAME(Exec& x, const DecodedInst& d) { \
    uint32_t a = s32(x, d, 0); \
    uint32_t b = SIGNED ? static_cast<uint32_t>(simm16(d, 1)) : static_cast<uint32_t>(op(d, 1).imm & 0xffff); \
    x.w.scc = (EXPR); \
  }
SOPK_CMP(s_cmpk_eq_i32, a == b, true)
SOPK_CMP(s_cmpk_lg_i32, a != b, true)
SOPK_CMP(s_cmpk_gt_i32, SI(a) > SI(b), true)
SOPK_CMP(s_cmpk_ge_i32, SI(a) >= SI(b), true)
SOPK_CMP(s_cmpk_lt_i32, SI(a) < SI(b), true)
SOPK_CMP(s_cmpk_le_i32, SI(a) <= SI(b), true)
SOPK_CMP(s_cmpk_eq_u32, a == b, false)
SOPK_CMP(s_cmpk_lg_u32, a != b, false)
SOPK_CMP(s_cmpk_gt_u32, a > b, false)
SOPK_CMP(s_cmpk_ge_u32, a >= b, false)
SOPK_CMP(s_cmpk_lt_u32, a < b, false)
SOPK_CMP(s_cmpk_le_u32, a <= b, false)

// --- hardware registers (s_getreg/s_setreg) ---
struct HwregRef { uint32_t id, offset, size; };
HwregRef hwregFields(const Exec& x, uint32_t simm) {
  const isa::Format* f = x.eng.description().format("HWREG");
  if (!f) fault("this target has no hwreg layout");
  return {static_cast<uint32_t>(f->field("hwreg_id")->extract(simm)), static_cast<uint32_t>(f->field("hwreg_offset")->extract(simm)),
          static_cast<uint32_t>(f->field("hwreg_size")->extract(simm)) + 1};
}
uint32_t readHwreg(Exec& x, uint32_t id) {
  const Engine& e = x.eng;
  if (id == e.hwregId("HW_REG_MODE")) return x.w.mode;
  if (id == e.hwregId("HW_REG_STATUS")) return (x.w.scc ? 1u : 0u) | ((x.w.exec() != 0) << 9) | ((x.w.vcc() == 0) << 10);
  if (id == e.hwregId("HW_REG_TRAPSTS")) return x.w.trapsts;
  if (id == e.hwregId("HW_REG_HW_ID") || id == e.hwregId("HW_REG_HW_ID1")) return x.w.waveInGroup & 0xf;
  if (id == e.hwregId("HW_REG_FLAT_SCR_LO")) return static_cast<uint32_t>(x.w.flatScratch);
  if (id == e.hwregId("HW_REG_FLAT_SCR_HI")) return static_cast<uint32_t>(x.w.flatScratch >> 32);
  if (id == e.hwregId("HW_REG_SHADER_CYCLES")) return static_cast<uint32_t>(x.w.executed);
  if (id == e.hwregId("HW_REG_GPR_ALLOC")) return ((x.w.numV / 4) & 0x3f) << 8;
  if (id == e.hwregId("HW_REG_LDS_ALLOC")) return static_cast<uint32_t>(x.wg.lds.size() / 256) << 12;
  if (id == e.hwregId("HW_REG_IB_STS")) return 0;
  // The apertures' high 16 bits: LLVM 15 (code object v4) reads them so for address-space
  // casts on GFX9/GFX10 (s_getreg_b32 hwreg(HW_REG_SH_MEM_BASES, 16, 16), then << 16).
  if (id == e.hwregId("HW_REG_SH_MEM_BASES")) return e.apertures().shMemBases();
  fault("s_getreg of hardware register " + std::to_string(id) + " is not modelled");
}
void writeHwreg(Exec& x, uint32_t id, uint32_t mask, uint32_t bits) {
  const Engine& e = x.eng;
  auto merge = [&](uint32_t old) { return (old & ~mask) | (bits & mask); };
  if (id == e.hwregId("HW_REG_MODE")) x.w.mode = merge(x.w.mode);
  else if (id == e.hwregId("HW_REG_TRAPSTS")) x.w.trapsts = merge(x.w.trapsts);
  else if (id == e.hwregId("HW_REG_FLAT_SCR_LO"))
    x.w.flatScratch = (x.w.flatScratch & ~0xffffffffull) | merge(static_cast<uint32_t>(x.w.flatScratch));
  else if (id == e.hwregId("HW_REG_FLAT_SCR_HI"))
    x.w.flatScratch = (x.w.flatScratch & 0xffffffffull) | (static_cast<uint64_t>(merge(static_cast<uint32_t>(x.w.flatScratch >> 32))) << 32);
  else fault("s_setreg of hardware register " + std::to_string(id) + " is not modelled");
}
void s_getreg_b32(Exec& x, const DecodedInst& d) {
  HwregRef h = hwregFields(x, static_cast<uint32_t>(op(d, 1).imm));
  uint32_t v = readHwreg(x, h.id) >> h.offset;
  if (h.size < 32) v &= (1u << h.size) - 1;
  sset32(x, op(d, 0), v);
}
void setreg(Exec& x, uint32_t simm, uint32_t value) {
  HwregRef h = hwregFields(x, simm);
  uint32_t mask = (h.size >= 32 ? ~0u : ((1u << h.size) - 1)) << h.offset;
  writeHwreg(x, h.id, mask, value << h.offset);
}
void s_setreg_b32(Exec& x, const DecodedInst& d) { setreg(x, static_cast<uint32_t>(op(d, 0).imm), s32(x, d, 1)); }
void s_setreg_imm32_b32(Exec& x, const DecodedInst& d) { setreg(x, static_cast<uint32_t>(op(d, 0).imm), static_cast<uint32_t>(op(d, 1).imm)); }

// --- SOPP ---
inline void branch(Exec& x, const DecodedInst& d, bool taken) {
  if (taken) x.w.pc = x.w.pc + static_cast<uint64_t>(static_cast<int64_t>(static_cast<int16_t>(op(d, 0).imm)) * 4);
}
void s_branch(Exec& x, const DecodedInst& d) { branch(x, d, true); }
void s_cbranch_scc0(Exec& x, const DecodedInst& d) { branch(x, d, !x.w.scc); }
void s_cbranch_scc1(Exec& x, const DecodedInst& d) { branch(x, d, x.w.scc); }
void s_cbranch_vccz(Exec& x, const DecodedInst& d) { branch(x, d, x.w.vcc() == 0); }
void s_cbranch_vccnz(Exec& x, const DecodedInst& d) { branch(x, d, x.w.vcc() != 0); }
void s_cbranch_execz(Exec& x, const DecodedInst& d) { branch(x, d, x.w.exec() == 0); }
void s_cbranch_execnz(Exec& x, const DecodedInst& d) { branch(x, d, x.w.exec() != 0); }
void s_endpgm(Exec& x, const DecodedInst&) { x.w.status = WaveStatus::Done; }
void s_barrier(Exec& x, const DecodedInst&) { x.w.status = WaveStatus::Barrier; }
// Waits, hints and cache controls have no functional effect.
void noEffect(Exec&, const DecodedInst&) {}

// GFX9 VGPR index mode: M0[7:0] is the index, M0[15:12] enables it for VALU source 0, 1, 2
// and the destination; the rest of M0 is kept. The operand access applies it (operands.cpp).
inline void setM0Bits(Exec& x, uint32_t mask, uint32_t bits) {
  uint32_t& m0 = x.w.s[x.w.regs->m0];
  m0 = (m0 & ~mask) | (bits & mask);
}
void s_set_gpr_idx_on(Exec& x, const DecodedInst& d) {
  setM0Bits(x, 0xf0ffu, (s32(x, d, 0) & 0xffu) | ((static_cast<uint32_t>(op(d, 1).imm) & 0xfu) << 12));
  x.w.gprIdx = true;
}
void s_set_gpr_idx_off(Exec& x, const DecodedInst&) { x.w.gprIdx = false; }
void s_set_gpr_idx_mode(Exec& x, const DecodedInst& d) { setM0Bits(x, 0xf000u, static_cast<uint32_t>(op(d, 0).imm) << 12); }
void s_set_gpr_idx_idx(Exec& x, const DecodedInst& d) { setM0Bits(x, 0xffu, s32(x, d, 0)); }
void s_trap(Exec&, const DecodedInst& d) { fault("s_trap " + std::to_string(d.op[0].imm & 0xff) + " (no trap handler)"); }
void s_code_end(Exec&, const DecodedInst&) { fault("executed s_code_end padding (ran past the end of the code)"); }
// Functional runs have no clock: the time is the count of instructions executed so far.
void s_memtime(Exec& x, const DecodedInst& d) { sset64(x, op(d, 0), x.port ? x.port->now() : x.eng.stats().waveInstructions); }

// --- SMEM ---
// s_load_*: address = s[sbase:sbase+1] + offset (+ soffset); s_buffer_load_*: base, and the
// bound num_records, from the buffer descriptor in s[sbase:sbase+3].
template <unsigned Dwords, bool Buffer>
void smemLoad(Exec& x, const DecodedInst& d) {
  const Opnd* sdata = d.byRole(Role::Sdata);
  const Opnd* sbase = d.byRole(Role::Sbase);
  uint64_t base;
  uint64_t limit = ~0ull;
  if (Buffer) {
    uint32_t w0 = x.w.s[sbase->reg], w1 = x.w.s[sbase->reg + 1u], w2 = x.w.s[sbase->reg + 2u];
    base = w0 | (static_cast<uint64_t>(w1 & 0xffff) << 32);
    limit = w2;
  } else {
    base = x.w.pair(sbase->reg) & 0xffffffffffffull;
  }
  int64_t off = d.offset;
  // The SMEM offset operand: an SGPR (soffset) and/or the immediate.
  for (unsigned i = 0; i < d.nops; ++i)
    if (d.op[i].rowKind == isa::OpKind::SmemOff && d.op[i].kind == OpnKind::Sgpr) off += sget32(x, d.op[i]);
  uint64_t rel = static_cast<uint64_t>(off) & ~3ull;
  uint32_t vals[16];
  if (Buffer && rel + Dwords * 4 > limit) {
    // Out-of-range dwords of a buffer load read as zero.
    for (unsigned i = 0; i < Dwords; ++i) vals[i] = 0;
    uint64_t inRange = rel >= limit ? 0 : (limit - rel) / 4;
    if (inRange) x.mem.read(base + rel, std::span<uint8_t>(reinterpret_cast<uint8_t*>(vals), inRange * 4));
  } else {
    uint64_t addr = base + rel;
    if (auto f = x.mem.probe(addr, Dwords * 4, rt::Access::Read)) fault(f->message());
    if (x.port) x.port->scalarLoad(x, d, addr, Dwords * 4, vals);
    else x.mem.read(addr, std::span<uint8_t>(reinterpret_cast<uint8_t*>(vals), Dwords * 4));
  }
  if (sdata->reg + Dwords > 106 && sdata->reg < 106) fault("scalar load past the SGPR file");
  for (unsigned i = 0; i < Dwords; ++i)
    if (sdata->reg + i != x.w.regs->null) x.w.s[sdata->reg + i] = vals[i];
}

}  // namespace

void registerScalarOps() {
  registerSemantics({
      {"s_add_u32", s_add_u32}, {"s_sub_u32", s_sub_u32}, {"s_add_i32", s_add_i32}, {"s_sub_i32", s_sub_i32},
      {"s_addc_u32", s_addc_u32}, {"s_subb_u32", s_subb_u32}, {"s_min_i32", s_min_i32}, {"s_min_u32", s_min_u32},
      {"s_max_i32", s_max_i32}, {"s_max_u32", s_max_u32}, {"s_cselect_b32", s_cselect_b32},
      {"s_cselect_b64", s_cselect_b64}, {"s_and_b32", s_and_b32}, {"s_and_b64", s_and_b64}, {"s_or_b32", s_or_b32},
      {"s_or_b64", s_or_b64}, {"s_xor_b32", s_xor_b32}, {"s_xor_b64", s_xor_b64}, {"s_andn2_b32", s_andn2_b32},
      {"s_andn2_b64", s_andn2_b64}, {"s_orn2_b32", s_orn2_b32}, {"s_orn2_b64", s_orn2_b64}, {"s_nand_b32", s_nand_b32},
      {"s_nand_b64", s_nand_b64}, {"s_nor_b32", s_nor_b32}, {"s_nor_b64", s_nor_b64}, {"s_xnor_b32", s_xnor_b32},
      {"s_xnor_b64", s_xnor_b64}, {"s_lshl_b32", s_lshl_b32}, {"s_lshl_b64", s_lshl_b64}, {"s_lshr_b32", s_lshr_b32},
      {"s_lshr_b64", s_lshr_b64}, {"s_ashr_i32", s_ashr_i32}, {"s_ashr_i64", s_ashr_i64}, {"s_bfm_b32", s_bfm_b32},
      {"s_mul_i32", s_mul_i32}, {"s_mul_hi_u32", s_mul_hi_u32}, {"s_mul_hi_i32", s_mul_hi_i32},
      {"s_lshl1_add_u32", s_lshl1_add_u32}, {"s_lshl2_add_u32", s_lshl2_add_u32}, {"s_lshl3_add_u32", s_lshl3_add_u32},
      {"s_lshl4_add_u32", s_lshl4_add_u32}, {"s_pack_ll_b32_b16", s_pack_ll_b32_b16},
      {"s_pack_lh_b32_b16", s_pack_lh_b32_b16}, {"s_pack_hh_b32_b16", s_pack_hh_b32_b16},
      {"s_pack_hl_b32_b16", s_pack_hl_b32_b16},
      {"s_absdiff_i32", s_absdiff_i32}, {"s_bfe_u32", s_bfe_u32}, {"s_bfe_i32", s_bfe_i32}, {"s_bfe_u64", s_bfe_u64},
      {"s_bfe_i64", s_bfe_i64},
      {"s_mov_b32", s_mov_b32}, {"s_mov_b64", s_mov_b64}, {"s_cmov_b32", s_cmov_b32}, {"s_cmov_b64", s_cmov_b64},
      {"s_not_b32", s_not_b32}, {"s_not_b64", s_not_b64}, {"s_wqm_b32", s_wqm_b32}, {"s_wqm_b64", s_wqm_b64},
      {"s_brev_b32", s_brev_b32}, {"s_brev_b64", s_brev_b64}, {"s_bcnt0_i32_b32", s_bcnt0_i32_b32},
      {"s_bcnt0_i32_b64", s_bcnt0_i32_b64}, {"s_bcnt1_i32_b32", s_bcnt1_i32_b32}, {"s_bcnt1_i32_b64", s_bcnt1_i32_b64},
      {"s_ff0_i32_b32", s_ff0_i32_b32}, {"s_ff0_i32_b64", s_ff0_i32_b64}, {"s_ff1_i32_b32", s_ff1_i32_b32},
      {"s_ff1_i32_b64", s_ff1_i32_b64}, {"s_flbit_i32_b32", s_flbit_i32_b32}, {"s_flbit_i32_b64", s_flbit_i32_b64},
      {"s_flbit_i32", s_flbit_i32}, {"s_sext_i32_i8", s_sext_i32_i8}, {"s_sext_i32_i16", s_sext_i32_i16},
      {"s_abs_i32", s_abs_i32}, {"s_bitset0_b32", s_bitset0_b32}, {"s_bitset1_b32", s_bitset1_b32},
      {"s_bitset0_b64", s_bitset0_b64}, {"s_bitset1_b64", s_bitset1_b64}, {"s_quadmask_b64", s_quadmask_b64},
      {"s_and_saveexec_b64", s_and_saveexec_b64}, {"s_and_saveexec_b32", s_and_saveexec_b32},
      {"s_or_saveexec_b64", s_or_saveexec_b64}, {"s_or_saveexec_b32", s_or_saveexec_b32},
      {"s_xor_saveexec_b64", s_xor_saveexec_b64}, {"s_xor_saveexec_b32", s_xor_saveexec_b32},
      {"s_andn2_saveexec_b64", s_andn2_saveexec_b64}, {"s_andn2_saveexec_b32", s_andn2_saveexec_b32},
      {"s_orn2_saveexec_b64", s_orn2_saveexec_b64}, {"s_orn2_saveexec_b32", s_orn2_saveexec_b32},
      {"s_nand_saveexec_b64", s_nand_saveexec_b64}, {"s_nand_saveexec_b32", s_nand_saveexec_b32},
      {"s_nor_saveexec_b64", s_nor_saveexec_b64}, {"s_nor_saveexec_b32", s_nor_saveexec_b32},
      {"s_xnor_saveexec_b64", s_xnor_saveexec_b64}, {"s_xnor_saveexec_b32", s_xnor_saveexec_b32},
      {"s_andn1_saveexec_b64", s_andn1_saveexec_b64}, {"s_andn1_saveexec_b32", s_andn1_saveexec_b32},
      {"s_orn1_saveexec_b64", s_orn1_saveexec_b64}, {"s_orn1_saveexec_b32", s_orn1_saveexec_b32},
      {"s_getpc_b64", s_getpc_b64}, {"s_setpc_b64", s_setpc_b64}, {"s_swappc_b64", s_swappc_b64},
      {"s_cmp_eq_i32", s_cmp_eq_i32}, {"s_cmp_lg_i32", s_cmp_lg_i32}, {"s_cmp_gt_i32", s_cmp_gt_i32},
      {"s_cmp_ge_i32", s_cmp_ge_i32}, {"s_cmp_lt_i32", s_cmp_lt_i32}, {"s_cmp_le_i32", s_cmp_le_i32},
      {"s_cmp_eq_u32", s_cmp_eq_u32}, {"s_cmp_lg_u32", s_cmp_lg_u32}, {"s_cmp_gt_u32", s_cmp_gt_u32},
      {"s_cmp_ge_u32", s_cmp_ge_u32}, {"s_cmp_lt_u32", s_cmp_lt_u32}, {"s_cmp_le_u32", s_cmp_le_u32},
      {"s_cmp_eq_u64", s_cmp_eq_u64}, {"s_cmp_lg_u64", s_cmp_lg_u64}, {"s_bitcmp0_b32", s_bitcmp0_b32},
      {"s_bitcmp1_b32", s_bitcmp1_b32}, {"s_bitcmp0_b64", s_bitcmp0_b64}, {"s_bitcmp1_b64", s_bitcmp1_b64},
      {"s_movk_i32", s_movk_i32}, {"s_cmovk_i32", s_cmovk_i32}, {"s_addk_i32", s_addk_i32}, {"s_mulk_i32", s_mulk_i32},
      {"s_cmpk_eq_i32", s_cmpk_eq_i32}, {"s_cmpk_lg_i32", s_cmpk_lg_i32}, {"s_cmpk_gt_i32", s_cmpk_gt_i32},
      {"s_cmpk_ge_i32", s_cmpk_ge_i32}, {"s_cmpk_lt_i32", s_cmpk_lt_i32}, {"s_cmpk_le_i32", s_cmpk_le_i32},
      {"s_cmpk_eq_u32", s_cmpk_eq_u32}, {"s_cmpk_lg_u32", s_cmpk_lg_u32}, {"s_cmpk_gt_u32", s_cmpk_gt_u32},
      {"s_cmpk_ge_u32", s_cmpk_ge_u32}, {"s_cmpk_lt_u32", s_cmpk_lt_u32}, {"s_cmpk_le_u32", s_cmpk_le_u32},
      {"s_getreg_b32", s_getreg_b32}, {"s_setreg_b32", s_setreg_b32}, {"s_setreg_imm32_b32", s_setreg_imm32_b32},
      {"s_branch", s_branch}, {"s_cbranch_scc0", s_cbranch_scc0}, {"s_cbranch_scc1", s_cbranch_scc1},
      {"s_cbranch_vccz", s_cbranch_vccz}, {"s_cbranch_vccnz", s_cbranch_vccnz}, {"s_cbranch_execz", s_cbranch_execz},
      {"s_cbranch_execnz", s_cbranch_execnz}, {"s_endpgm", s_endpgm}, {"s_barrier", s_barrier},
      {"s_waitcnt", noEffect}, {"s_waitcnt_vscnt", noEffect}, {"s_waitcnt_vmcnt", noEffect},
      {"s_waitcnt_expcnt", noEffect}, {"s_waitcnt_lgkmcnt", noEffect}, {"s_waitcnt_depctr", noEffect},
      {"s_set_gpr_idx_on", s_set_gpr_idx_on}, {"s_set_gpr_idx_off", s_set_gpr_idx_off},
      {"s_set_gpr_idx_mode", s_set_gpr_idx_mode}, {"s_set_gpr_idx_idx", s_set_gpr_idx_idx},
      {"s_nop", noEffect}, {"s_delay_alu", noEffect}, {"s_wait_event", noEffect}, {"s_sleep", noEffect}, {"s_setprio", noEffect}, {"s_clause", noEffect},
      {"s_inst_prefetch", noEffect}, {"s_sendmsg", noEffect}, {"s_icache_inv", noEffect},
      {"s_dcache_inv", noEffect}, {"s_dcache_wb", noEffect}, {"s_dcache_inv_vol", noEffect}, {"s_dcache_wb_vol", noEffect},
      {"s_gl1_inv", noEffect}, {"buffer_wbinvl1", noEffect}, {"buffer_wbinvl1_vol", noEffect},
      {"buffer_gl0_inv", noEffect}, {"buffer_gl1_inv", noEffect}, {"buffer_wbl2", noEffect}, {"buffer_invl2", noEffect}, {"buffer_inv", noEffect}, {"s_ttracedata", noEffect}, {"s_incperflevel", noEffect}, {"s_decperflevel", noEffect},
      {"s_trap", s_trap}, {"s_code_end", s_code_end}, {"s_memtime", s_memtime}, {"s_memrealtime", s_memtime},
      {"s_load_dword", smemLoad<1, false>}, {"s_load_dwordx2", smemLoad<2, false>},
      {"s_load_dwordx4", smemLoad<4, false>}, {"s_load_dwordx8", smemLoad<8, false>},
      {"s_load_dwordx16", smemLoad<16, false>}, {"s_buffer_load_dword", smemLoad<1, true>},
      {"s_buffer_load_dwordx2", smemLoad<2, true>}, {"s_buffer_load_dwordx4", smemLoad<4, true>},
      {"s_buffer_load_dwordx8", smemLoad<8, true>}, {"s_buffer_load_dwordx16", smemLoad<16, true>},
  });
}

}  // namespace gfxsim::func
