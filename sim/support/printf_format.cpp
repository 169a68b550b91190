#include "support/printf_format.h"

#include <cstdio>
#include <cstring>
#include <string_view>

#include <fmt/format.h>

namespace gfxsim::printf_format {

namespace {

// C99 7.19.6.1 requires a conversion to produce at least 4095 characters; wider fields are
// refused, so that a format (a hostile code object's among them) never asks for gigabytes.
constexpr size_t kMaxField = 4095;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The host C library's printf of one conversion. The format is built here from a parsed
// specification, never taken from input as it is.
template <class T>
std::string hostPrintf(const std::string& cfmt, T value) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  int n = std::snprintf(nullptr, 0, cfmt.c_str(), value);
  if (n <= 0) return {};
  std::string out(static_cast<size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), cfmt.c_str(), value);
#pragma GCC diagnostic pop
  out.resize(static_cast<size_t>(n));
  return out;
}

std::string prefix(const Spec& s) { return "%" + s.flags + s.width + s.precision; }

}  // namespace

bool Spec::isFloat() const { return std::string_view("fFeEgGaA").find(conversion) != std::string_view::npos; }
bool Spec::isSigned() const { return conversion == 'd' || conversion == 'i'; }
bool Spec::isUnsigned() const { return std::string_view("ouxX").find(conversion) != std::string_view::npos; }

std::string Spec::text() const {
  static const char* kLength[] = {"", "hh", "h", "hl", "l"};
  return prefix(*this) + (vector ? "v" + std::to_string(vector) : "") + kLength[static_cast<int>(length)] + conversion;
}

Parsed parse(std::string_view f) {
  Parsed p;
  std::string text;
  auto fail = [&](size_t at, std::string why) {
    p.error = std::move(why);
    p.errorOffset = at;
    return p;
  };
  for (size_t i = 0; i < f.size();) {
    if (f[i] != '%') {
      text += f[i++];
      continue;
    }
    size_t start = i++;
    if (i < f.size() && f[i] == '%') {
      text += '%';
      ++i;
      continue;
    }
    Spec s;
    while (i < f.size() && std::string_view("-+ #0").find(f[i]) != std::string_view::npos) s.flags += f[i++];
    while (i < f.size() && isDigit(f[i])) s.width += f[i++];
    if (i < f.size() && f[i] == '*') return fail(start, "'*' field widths and precisions are not part of OpenCL C's printf");
    if (i < f.size() && f[i] == '.') {
      s.precision = ".";
      ++i;
      while (i < f.size() && isDigit(f[i])) s.precision += f[i++];
      if (i < f.size() && f[i] == '*') return fail(start, "'*' field widths and precisions are not part of OpenCL C's printf");
    }
    if (s.width.size() > 4 || (!s.width.empty() && std::stoul(s.width) > kMaxField) || s.precision.size() > 5 ||
        (s.precision.size() > 1 && std::stoul(s.precision.substr(1)) > kMaxField))
      return fail(start, fmt::format("a field width or precision above {}", kMaxField));
    if (i < f.size() && f[i] == 'v') {
      ++i;
      std::string n;
      while (i < f.size() && isDigit(f[i])) n += f[i++];
      if (n != "2" && n != "3" && n != "4" && n != "8" && n != "16")
        return fail(start, "a vector specifier must be v2, v3, v4, v8 or v16");
      s.vector = static_cast<unsigned>(std::stoul(n));
    }
    if (i + 1 < f.size() && f[i] == 'h' && f[i + 1] == 'h') {
      s.length = Length::HH;
      i += 2;
    } else if (i + 1 < f.size() && f[i] == 'h' && f[i + 1] == 'l') {
      s.length = Length::HL;
      i += 2;
    } else if (i < f.size() && f[i] == 'h') {
      s.length = Length::H;
      ++i;
    } else if (i < f.size() && f[i] == 'l') {
      s.length = Length::L;
      ++i;
    }
    if (i >= f.size()) return fail(start, "the format ends inside a conversion specification");
    char c = f[i++];
    if (std::string_view("diouxXfFeEgGaAcsp").find(c) == std::string_view::npos)
      return fail(start, fmt::format("unknown conversion '{}'", c == '\0' ? std::string("\\0") : std::string(1, c)));
    s.conversion = c;
    if (s.length == Length::HL && !s.vector) return fail(start, "the length modifier hl is only for vector conversions");
    if (s.vector && (c == 'c' || c == 's' || c == 'p'))
      return fail(start, fmt::format("a vector conversion cannot be %{}", c));
    if (s.vector && s.length == Length::None)
      return fail(start, "a vector conversion needs a length modifier (hh, h, hl or l)");
    if ((c == 'c' || c == 's' || c == 'p') && s.length != Length::None)
      return fail(start, fmt::format("%{} takes no length modifier", c));
    if (!text.empty()) p.pieces.push_back(Piece{std::move(text), false, {}});
    text.clear();
    p.pieces.push_back(Piece{{}, true, std::move(s)});
    ++p.conversions;
  }
  if (!text.empty()) p.pieces.push_back(Piece{std::move(text), false, {}});
  return p;
}

std::string formatInteger(const Spec& s, uint64_t bits) {
  if (s.conversion == 'c') return hostPrintf("%" + s.flags + s.width + "c", static_cast<int>(static_cast<unsigned char>(bits)));
  if (s.isSigned()) {
    long long v = s.length == Length::HH  ? static_cast<signed char>(bits)
                  : s.length == Length::H ? static_cast<short>(bits)
                  : s.length == Length::L ? static_cast<long long>(bits)
                                          : static_cast<int>(static_cast<uint32_t>(bits));
    return hostPrintf(prefix(s) + "ll" + s.conversion, v);
  }
  if (s.isUnsigned()) {
    unsigned long long v = s.length == Length::HH  ? static_cast<unsigned char>(bits)
                           : s.length == Length::H ? static_cast<unsigned short>(bits)
                           : s.length == Length::L ? bits
                                                   : static_cast<uint32_t>(bits);
    return hostPrintf(prefix(s) + "ll" + s.conversion, v);
  }
  // A float conversion given integer bits: as the bits of a double.
  double d;
  static_assert(sizeof d == sizeof bits);
  std::memcpy(&d, &bits, sizeof d);
  return formatFloat(s, d);
}

std::string formatFloat(const Spec& s, double value) {
  if (!s.isFloat()) return formatInteger(s, static_cast<uint64_t>(static_cast<int64_t>(value)));
  return hostPrintf(prefix(s) + s.conversion, value);
}

std::string formatString(const Spec& s, std::string_view str) {
  std::string z(str);
  return hostPrintf(prefix(s) + "s", z.c_str());
}

std::string formatPointer(const Spec& s, uint64_t address) {
  return hostPrintf("%" + s.flags + s.width + "p", reinterpret_cast<void*>(static_cast<uintptr_t>(address)));
}

}  // namespace gfxsim::printf_format
