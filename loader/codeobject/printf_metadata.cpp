#include "codeobject/printf_metadata.h"

#include <fmt/format.h>

#include "support/error.h"

namespace gfxsim::codeobj {

namespace {
constexpr uint64_t kMaxArgBytes = 64 * 1024;
constexpr uint64_t kMaxRecordBytes = uint64_t{1} << 20;

// A decimal field of at most 10 digits (the record limits bound it further).
bool number(const std::string& s, uint64_t& out) {
  if (s.empty() || s.size() > 10) return false;
  out = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    out = out * 10 + static_cast<uint64_t>(c - '0');
  }
  return true;
}
}  // namespace

uint64_t PrintfFormat::recordBytes() const {
  uint64_t n = 4;
  for (uint32_t s : argSizes) n += s;
  return n;
}

std::string unescapePrintfFormat(const std::string& s) {
  std::string o;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      o += s[i];
      continue;
    }
    char c = s[i + 1];
    if (c >= '0' && c <= '7') {
      unsigned v = 0, n = 0;
      while (n < 3 && i + 1 + n < s.size() && s[i + 1 + n] >= '0' && s[i + 1 + n] <= '7')
        v = v * 8 + static_cast<unsigned>(s[i + 1 + n++] - '0');
      o += static_cast<char>(v & 0xff);
      i += n;
      continue;
    }
    switch (c) {
      case 'a': o += '\a'; break;
      case 'b': o += '\b'; break;
      case 'f': o += '\f'; break;
      case 'n': o += '\n'; break;
      case 'r': o += '\r'; break;
      case 'v': o += '\v'; break;
      case 't': o += '\t'; break;
      case '\\': o += '\\'; break;
      default: o += '\\'; o += c; break;
    }
    ++i;
  }
  return o;
}

PrintfFormats parsePrintfFormats(const std::vector<std::string>& entries, const std::string& what) {
  PrintfFormats out;
  for (size_t e = 0; e < entries.size(); ++e) {
    const std::string& text = entries[e];
    auto fail = [&](const std::string& why) {
      std::string shown = text.size() > 80 ? text.substr(0, 80) + "..." : text;
      throw Error(fmt::format("{}: amdhsa.printf entry {} ('{}'): {}", what, e, shown, why));
    };
    std::vector<std::string> fields;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i)
      if (i == text.size() || text[i] == ':') {
        fields.push_back(text.substr(start, i - start));
        start = i + 1;
      }
    if (fields.size() < 3) fail("expected ID:N:SIZES...:FORMAT");
    uint64_t id = 0, n = 0;
    if (!number(fields[0], id) || id > UINT32_MAX) fail("the id '" + fields[0] + "' is not a number");
    if (!number(fields[1], n)) fail("the argument count '" + fields[1] + "' is not a number");
    PrintfFormat f;
    f.id = static_cast<uint32_t>(id);
    size_t sizes = fields.size() - 3;
    if (sizes > n) fail(fmt::format("{} argument sizes for {} arguments", sizes, n));
    uint64_t total = 4;
    for (size_t i = 0; i < sizes; ++i) {
      uint64_t s = 0;
      if (!number(fields[2 + i], s)) fail("the argument size '" + fields[2 + i] + "' is not a number");
      if (s % 4 || s > kMaxArgBytes) fail(fmt::format("argument {} takes {} bytes (a multiple of 4 up to {} expected)", i, s, kMaxArgBytes));
      total += s;
      f.argSizes.push_back(static_cast<uint32_t>(s));
    }
    if (total > kMaxRecordBytes) fail(fmt::format("a record of {} bytes (at most {})", total, kMaxRecordBytes));
    f.format = unescapePrintfFormat(fields.back());
    if (!out.emplace(f.id, std::move(f)).second) fail(fmt::format("id {} is given twice", id));
  }
  return out;
}

}  // namespace gfxsim::codeobj
