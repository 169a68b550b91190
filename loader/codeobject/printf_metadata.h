// The amdhsa.printf entries of a code object's metadata (AMDGPUUsage, "Code Object V3 to V5
// Metadata": "amdhsa.printf ... Each string is ID:N:S[0]:...:S[N-1]:FormatString"). clang-19
// writes them from AMDGPUPrintfRuntimeBinding: the id a printf call stores first in its record
// of the printf buffer, the byte sizes its arguments take there, and the format with \a \b \f
// \n \r \v escaped and ':' written as \72. clang counts every data argument in N but sizes
// only those a conversion prints, so the sizes are the numeric fields between N and the
// format, whose own colons are escaped.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gfxsim::codeobj {

struct PrintfFormat {
  uint32_t id = 0;
  std::vector<uint32_t> argSizes;  // bytes of each argument in a record (multiples of 4)
  std::string format;              // unescaped
  uint64_t recordBytes() const;    // 4 (the id) + the argument sizes
};
using PrintfFormats = std::map<uint32_t, PrintfFormat>;

// Parses the entries. Throws gfxsim::Error "<what>: amdhsa.printf entry N ('<text>'): <why>"
// for a malformed one: missing fields, a field that is not a number, an id given twice, a
// size that is not a multiple of 4 or above 64 KiB, a record of more than 1 MiB.
PrintfFormats parsePrintfFormats(const std::vector<std::string>& entries, const std::string& what);

// The escapes undone: \a \b \f \n \r \v, octal \ooo (\72 is ':'), \\ and any other "\c" kept.
std::string unescapePrintfFormat(const std::string& s);

}  // namespace gfxsim::codeobj
