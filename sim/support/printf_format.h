// OpenCL C printf format strings (OpenCL C 3.0, 6.15.14 "printf"): the one parser of
// conversion specifications, used by the compiler to check a call and lay out its arguments in
// the printf buffer, and by the runtime to print a record of that buffer.
//
// A conversion is `%[flags][width][.precision][vN][length]conversion`: flags of "-+ #0",
// decimal width and precision (OpenCL has no `*`), the vector specifier vN (N = 2, 3, 4, 8,
// 16), the length modifiers hh, h, hl (32-bit vector elements only) and l, and the conversions
// d i o u x X f F e E g G a A c s p, and %% for a percent sign. Each conversion is printed with
// C's own semantics: formatOne() hands the host C library one conversion at a time.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gfxsim::printf_format {

enum class Length : uint8_t { None, HH, H, HL, L };

struct Spec {
  std::string flags;       // any of "-+ #0", as written
  std::string width;       // decimal digits, or empty
  std::string precision;   // "" (none) or "." followed by digits
  unsigned vector = 0;     // vN: 2, 3, 4, 8 or 16; 0 for a scalar
  Length length = Length::None;
  char conversion = 0;     // d i o u x X f F e E g G a A c s p

  bool isFloat() const;    // f F e E g G a A
  bool isSigned() const;   // d i
  bool isUnsigned() const; // o u x X
  bool isChar() const { return conversion == 'c'; }
  bool isString() const { return conversion == 's'; }
  bool isPointer() const { return conversion == 'p'; }
  // The specification as written, from '%' to the conversion.
  std::string text() const;
};

// A format string is literal text and conversions, in order (%% is the text "%").
struct Piece {
  std::string text;  // literal text (when !isSpec)
  bool isSpec = false;
  Spec spec;
};

struct Parsed {
  std::vector<Piece> pieces;
  size_t conversions = 0;  // the number of Spec pieces
  std::string error;       // empty when the format is valid
  size_t errorOffset = 0;  // byte offset of the offending '%'
};
Parsed parse(std::string_view format);

// One conversion of a scalar (or of one vector element) with the host C library's printf. An
// integer is passed as its bits and converted as the length modifier says (hh: char, h: short,
// none and hl: int, l: 64-bit), signed for d and i; a float as a double; %s takes `str`.
std::string formatInteger(const Spec& s, uint64_t bits);
std::string formatFloat(const Spec& s, double value);
std::string formatString(const Spec& s, std::string_view str);
std::string formatPointer(const Spec& s, uint64_t address);

}  // namespace gfxsim::printf_format
