#include "runtime/printf.h"

#include <cmath>
#include <cstring>

#include <fmt/format.h>

#include "support/error.h"
#include "support/printf_format.h"

namespace gfxsim::rt {

namespace {

namespace pf = printf_format;

uint64_t littleEndian(std::span<const uint8_t> b) {
  uint64_t v = 0;
  for (size_t i = 0; i < b.size() && i < 8; ++i) v |= uint64_t{b[i]} << (8 * i);
  return v;
}

// IEEE binary16 to float (half vectors of clang's code objects).
float halfToFloat(uint16_t h) {
  int e = (h >> 10) & 0x1f;
  float m = static_cast<float>(h & 0x3ff);
  float v = e == 0 ? std::ldexp(m, -24) : e == 31 ? (m != 0 ? NAN : INFINITY) : std::ldexp(m + 1024.0f, e - 25);
  return (h & 0x8000) ? -v : v;
}

// One scalar (or vector element) of `size` bytes printed with conversion `s`.
std::string formatValue(pf::Spec s, std::span<const uint8_t> b) {
  uint64_t bits = littleEndian(b);
  if (s.isPointer()) return pf::formatPointer(s, bits);
  if (s.isFloat()) {
    double d;
    if (b.size() == 2) {
      d = halfToFloat(static_cast<uint16_t>(bits));
    } else if (b.size() == 4) {
      float f;
      uint32_t w = static_cast<uint32_t>(bits);
      std::memcpy(&f, &w, 4);
      d = f;
    } else {
      std::memcpy(&d, &bits, 8);
    }
    return pf::formatFloat(s, d);
  }
  // An integer: 8 bytes print as 64-bit whatever the length modifier (as ROCm's runtime does);
  // narrower ones sign-extend for a signed conversion.
  if (b.size() == 8 && s.length != pf::Length::HH && s.length != pf::Length::H) s.length = pf::Length::L;
  if (b.size() < 8 && s.isSigned()) {
    unsigned w = static_cast<unsigned>(b.size()) * 8;
    bits = static_cast<uint64_t>(static_cast<int64_t>(bits << (64 - w)) >> (64 - w));
  }
  return pf::formatInteger(s, bits);
}

}  // namespace

std::string formatPrintfRecord(const codeobj::PrintfFormat& f, std::span<const uint8_t> args) {
  pf::Parsed p = pf::parse(f.format);
  if (!p.error.empty()) return f.format;  // not a format gfxsim can print: its text as it is
  std::string out;
  size_t arg = 0, off = 0;
  for (const pf::Piece& piece : p.pieces) {
    if (!piece.isSpec) {
      out += piece.text;
      continue;
    }
    const pf::Spec& s = piece.spec;
    if (arg >= f.argSizes.size() || off + f.argSizes[arg] > args.size()) {
      out += s.text();  // no argument was stored for it
      continue;
    }
    std::span<const uint8_t> b = args.subspan(off, f.argSizes[arg]);
    off += f.argSizes[arg++];
    if (s.isString()) {
      // The string's bytes, up to its NUL (clang marks "" with a first byte 0).
      size_t n = 0;
      while (n < b.size() && b[n] != 0) ++n;
      out += pf::formatString(s, std::string_view(reinterpret_cast<const char*>(b.data()), n));
    } else if (s.vector) {
      // A 3-element vector takes the room of 4 (OpenCL C 6.1.5).
      size_t lanes = s.vector == 3 ? 4 : s.vector, es = b.size() / lanes;
      if (es == 0 || es * lanes != b.size() || (es != 1 && es != 2 && es != 4 && es != 8)) {
        out += s.text();
        continue;
      }
      pf::Spec one = s;
      one.vector = 0;
      for (size_t i = 0; i < s.vector; ++i) {
        if (i) out += ',';
        out += formatValue(one, b.subspan(i * es, es));
      }
    } else {
      out += formatValue(s, b.size() > 8 ? b.first(8) : b);
    }
  }
  return out;
}

PrintfOutput decodePrintfBuffer(std::span<const uint8_t> buffer, const codeobj::PrintfFormats& formats) {
  PrintfOutput out;
  if (buffer.size() < 8) {
    out.warning = "printf buffer of " + std::to_string(buffer.size()) + " bytes has no header";
    return out;
  }
  uint64_t used = littleEndian(buffer.subspan(0, 4)), avail = littleEndian(buffer.subspan(4, 4));
  std::span<const uint8_t> data = buffer.subspan(8);
  // A record fits when header + offset + its bytes <= avail (the device library's test).
  uint64_t room = std::min<uint64_t>(avail >= 8 ? avail - 8 : 0, data.size());
  uint64_t limit = std::min(used, room);
  uint64_t pos = 0;
  while (pos + 4 <= limit) {
    uint32_t id = static_cast<uint32_t>(littleEndian(data.subspan(pos, 4)));
    auto it = formats.find(id);
    if (it == formats.end()) {
      out.warning = fmt::format("printf buffer: the record at byte {} has format id {}, which amdhsa.printf does not list; "
                                "{} bytes of output are not printed",
                                pos, id, limit - pos);
      return out;
    }
    uint64_t n = it->second.recordBytes();
    if (pos + n > limit) break;
    out.text += formatPrintfRecord(it->second, data.subspan(pos + 4, n - 4));
    ++out.records;
    pos += n;
  }
  if (used > room)
    out.warning = fmt::format("printf buffer full: the kernel printed {} bytes of records, {} fit in the {}-byte buffer; "
                              "the {} records that fit are printed",
                              used, pos, avail + 8, out.records);
  return out;
}

std::unique_ptr<PrintfBuffer> PrintfBuffer::create(Memory& mem, const codeobj::KernelMetadata& kernel,
                                                   const codeobj::PrintfFormats& formats, uint64_t bytes) {
  if (formats.empty() || !kernel.hiddenArg(codeobj::ValueKind::HiddenPrintfBuffer)) return nullptr;
  return std::unique_ptr<PrintfBuffer>(new PrintfBuffer(mem, formats, bytes));
}

PrintfBuffer::PrintfBuffer(Memory& mem, const codeobj::PrintfFormats& formats, uint64_t bytes)
    : mem_(mem), formats_(formats), bytes_(bytes) {
  if (bytes_ < 16 || bytes_ > UINT32_MAX) throw Error(fmt::format("printf buffer of {} bytes (16 to 4 GiB)", bytes_));
  addr_ = mem_.allocate(bytes_, 256, "printf buffer");
  reset();
}

PrintfBuffer::~PrintfBuffer() {
  try {
    mem_.free(addr_);
  } catch (const Error&) {
    // The device memory went first; nothing left to free.
  }
}

void PrintfBuffer::reset() {
  mem_.store<uint32_t>(addr_, 0);
  mem_.store<uint32_t>(addr_ + 4, static_cast<uint32_t>(bytes_ - 8));
}

PrintfOutput PrintfBuffer::collect() {
  uint64_t used = mem_.load<uint32_t>(addr_);
  std::vector<uint8_t> bytes = mem_.readBytes(addr_, std::min<uint64_t>(bytes_, 8 + used));
  // The header as it is, the records read only as far as they were written.
  PrintfOutput out = decodePrintfBuffer(bytes, formats_);
  reset();
  return out;
}

}  // namespace gfxsim::rt
