// Inline constants and literal conversions, shared by the assembler, the disassembler
// and the simulator (which must read the same values the encodings stand for).
#pragma once
#include <cstdint>
#include <optional>

#include "isa/description.h"

namespace gfxsim::isa {

uint16_t floatToHalf(float f);  // round to nearest even
// The value converted to the float format of the operand type (f16, f32 or f64 bits).
uint64_t fpBitsFor(double v, OpType type);
// The inline-constant operand number for a value of the operand's type, if there is one.
std::optional<unsigned> inlineConstantFor(const Description& d, uint64_t bits, OpType type, bool wave64);

// The value an inline-constant operand number stands for, in the operand's width: integers
// sign-extended, floating-point constants as f16/f32/f64 bits (packed 16-bit operands: the
// 16-bit value in the low half). nullopt when `number` is no inline constant.
std::optional<uint64_t> inlineConstantValue(const Description& d, unsigned number, OpType type, bool wave64);

}  // namespace gfxsim::isa
