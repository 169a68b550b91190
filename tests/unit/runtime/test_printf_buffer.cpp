// The runtime's printf: the amdhsa.printf entries as clang-19 writes them, the records of a
// printf buffer built by hand, and each conversion printed as the host C library's printf
// prints the same value (OpenCL C 3.0, 6.15.14: C99's conversions, plus vectors).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "codeobject/printf_metadata.h"
#include "runtime/printf.h"
#include "support/error.h"
#include "support/printf_format.h"

using namespace gfxsim;

namespace {

// The C library's text for one printf call (the oracle).
std::string host(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string host(const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return buf;
}

// A record's argument bytes, appended little-endian.
struct Args {
  std::vector<uint8_t> b;
  std::vector<uint32_t> sizes;
  template <class T>
  Args& add(T v) {
    uint8_t raw[sizeof v];
    std::memcpy(raw, &v, sizeof v);
    b.insert(b.end(), raw, raw + sizeof v);
    sizes.push_back(sizeof v);
    return *this;
  }
  // A vector of n lanes of T (3 lanes take the room of 4).
  template <class T>
  Args& vec(std::initializer_list<T> lanes, unsigned room) {
    size_t at = b.size();
    for (T v : lanes) {
      uint8_t raw[sizeof v];
      std::memcpy(raw, &v, sizeof v);
      b.insert(b.end(), raw, raw + sizeof v);
    }
    b.resize(at + room, 0);
    sizes.push_back(room);
    return *this;
  }
  Args& str(const std::string& s) {
    size_t room = (s.size() + 1 + 3) / 4 * 4;
    size_t at = b.size();
    b.insert(b.end(), s.begin(), s.end());
    b.resize(at + room, 0);
    sizes.push_back(static_cast<uint32_t>(room));
    return *this;
  }
};

std::string print(const std::string& format, const Args& a) {
  codeobj::PrintfFormat f;
  f.id = 1;
  f.format = format;
  f.argSizes = a.sizes;
  return rt::formatPrintfRecord(f, a.b);
}

}  // namespace

TEST_CASE("printf metadata: clang-19's amdhsa.printf entries parse, escapes undone") {
  // What clang-19 wrote for printf("hello %d %f %s\n", i, f, "str") (its metadata YAML).
  auto f = codeobj::parsePrintfFormats({"1:3:4:4:4:hello %d %f %s\\n", "2:1:8:a\\72b %ld\\t"}, "k.hsaco");
  REQUIRE(f.size() == 2);
  CHECK(f.at(1).argSizes == std::vector<uint32_t>{4, 4, 4});
  CHECK(f.at(1).format == "hello %d %f %s\n");
  CHECK(f.at(1).recordBytes() == 16);
  CHECK(f.at(2).format == "a:b %ld\t");
  // clang counts every data argument but sizes only those a conversion prints.
  auto g = codeobj::parsePrintfFormats({"3:2:4:only %d"}, "k");
  CHECK(g.at(3).argSizes == std::vector<uint32_t>{4});
}

TEST_CASE("printf metadata: malformed entries are one located error") {
  const std::pair<const char*, const char*> bad[] = {
      {"", "expected ID:N:SIZES"},          {"1:2", "expected ID:N:SIZES"},
      {"x:1:4:%d", "the id 'x'"},           {"1:y:4:%d", "argument count 'y'"},
      {"1:1:4z:%d", "argument size '4z'"},  {"1:1:6:%d", "takes 6 bytes"},
      {"1:1:99999999:%d", "takes 99999999 bytes"}, {"1:1:4:4:%d", "2 argument sizes for 1 arguments"},
      {"99999999999:0:x", "the id"},
  };
  for (const auto& [entry, why] : bad) {
    CAPTURE(entry);
    try {
      codeobj::parsePrintfFormats({"1:0:fine", entry}, "evil.hsaco");
      FAIL("accepted");
    } catch (const Error& e) {
      std::string m = e.what();
      CHECK(m.find("evil.hsaco: amdhsa.printf entry 1") != std::string::npos);
      CHECK(m.find(why) != std::string::npos);
    }
  }
  CHECK_THROWS_WITH(codeobj::parsePrintfFormats({"1:0:a", "1:0:b"}, "f"), doctest::Contains("id 1 is given twice"));
}

TEST_CASE("printf format: the parser splits text and conversions, refuses what OpenCL C has not") {
  auto p = printf_format::parse("a%%b %-08.3f|%v4hld|%s");
  REQUIRE(p.error.empty());
  CHECK(p.conversions == 3);
  REQUIRE(p.pieces.size() == 6);
  CHECK(p.pieces[0].text == "a%b ");
  CHECK(p.pieces[1].spec.text() == "%-08.3f");
  CHECK(p.pieces[3].spec.vector == 4);
  CHECK(p.pieces[3].spec.length == printf_format::Length::HL);
  for (const char* bad : {"%*d", "%.*f", "%v5hd", "%v4d", "%hlx", "%lc", "%v2s", "%q", "%", "%99999d"}) {
    CAPTURE(bad);
    CHECK(!printf_format::parse(bad).error.empty());
  }
}

TEST_CASE("printf records: every conversion prints what the host C library prints") {
  // Integers (promoted to int or long), with flags, width, precision and length modifiers.
  CHECK(print("%d|%i|%5d|%-5d|%+d|% d|%05d|%.3d", Args().add(-42).add(7).add(3).add(3).add(3).add(3).add(-3).add(9)) ==
        host("%d|%i|%5d|%-5d|%+d|% d|%05d|%.3d", -42, 7, 3, 3, 3, 3, -3, 9));
  CHECK(print("%u|%x|%X|%o|%#x|%#o|%08X", Args().add(-1).add(255u).add(0xabcdu).add(8u).add(255u).add(8u).add(0xbeefu)) ==
        host("%u|%x|%X|%o|%#x|%#o|%08X", 4294967295u, 255u, 0xabcdu, 8u, 255u, 8u, 0xbeefu));
  CHECK(print("%hhd|%hhu|%hd|%hu|%hx", Args().add(300).add(-1).add(70000).add(-1).add(0x12345)) ==
        host("%hhd|%hhu|%hd|%hu|%hx", static_cast<signed char>(300), static_cast<unsigned char>(255),
             static_cast<short>(70000), static_cast<unsigned short>(65535), static_cast<unsigned short>(0x2345)));
  CHECK(print("%ld|%lu|%lx|%20ld", Args().add(int64_t{-1} << 40).add(~uint64_t{0}).add(uint64_t{0x123456789a}).add(int64_t{5})) ==
        host("%lld|%llu|%llx|%20lld", -(1ll << 40), ~0ull, 0x123456789aull, 5ll));
  // Characters, strings and %%.
  CHECK(print("%c%c|%3c|%-3c|100%%", Args().add(int{'o'}).add(int{'k'}).add(int{'x'}).add(int{'y'})) ==
        host("%c%c|%3c|%-3c|100%%", 'o', 'k', 'x', 'y'));
  CHECK(print("[%s] [%8s] [%-8s] [%.2s]", Args().str("abc").str("right").str("left").str("trunc")) ==
        host("[%s] [%8s] [%-8s] [%.2s]", "abc", "right", "left", "trunc"));
  // Floats: a double, or a float's 4 bytes (clang stores %f of a float argument so).
  const double d = 3.14159265358979, big = 12345678.9, tiny = 1.5e-300;
  CHECK(print("%f|%F|%e|%E|%g|%G|%a|%A", Args().add(d).add(big).add(d).add(tiny).add(d).add(tiny).add(d).add(0.5)) ==
        host("%f|%F|%e|%E|%g|%G|%a|%A", d, big, d, tiny, d, tiny, d, 0.5));
  CHECK(print("%.2f|%10.4f|%-10.1e|%+g|%#g|%08.3f", Args().add(1.005).add(-2.5).add(1e10).add(2.0).add(2.0).add(-1.25)) ==
        host("%.2f|%10.4f|%-10.1e|%+g|%#g|%08.3f", 1.005, -2.5, 1e10, 2.0, 2.0, -1.25));
  CHECK(print("%f %.3f", Args().add(1.1f).add(-0.0f)) == host("%f %.3f", static_cast<double>(1.1f), -0.0));
  CHECK(print("%f %e %g %F", Args().add(INFINITY).add(-INFINITY).add(static_cast<double>(NAN)).add(INFINITY)) ==
        host("%f %e %g %F", static_cast<double>(INFINITY), static_cast<double>(-INFINITY), static_cast<double>(NAN),
             static_cast<double>(INFINITY)));
  // Pointers print as the C library prints a void*.
  CHECK(print("%p", Args().add(uint64_t{0x1234})) == host("%p", reinterpret_cast<void*>(0x1234)));
}

TEST_CASE("printf records: vectors print their elements joined by commas") {
  CHECK(print("%v4hld", Args().vec<int32_t>({1, -2, 3, 4}, 16)) == "1,-2,3,4");
  CHECK(print("<%v2hlf>", Args().vec<float>({1.5f, -0.25f}, 8)) == "<1.500000,-0.250000>");
  CHECK(print("%v3hlx", Args().vec<uint32_t>({10, 11, 12}, 16)) == "a,b,c");  // 3 lanes in the room of 4
  CHECK(print("%v2lu", Args().vec<uint64_t>({1, uint64_t{1} << 63}, 16)) == "1,9223372036854775808");
  CHECK(print("%.1v2lf", Args().vec<double>({0.25, 2.0}, 16)) == "0.2,2.0");
  CHECK(print("%v3hhd", Args().vec<int8_t>({-1, 2, 3}, 4)) == "-1,2,3");       // char3 in 4 bytes
  CHECK(print("%v2hhd", Args().vec<int32_t>({-1, 200}, 8)) == "-1,-56");       // char2 widened to int2
  CHECK(print("%v4hd", Args().vec<int16_t>({-1, 2, 3, 32767}, 8)) == "-1,2,3,32767");
  CHECK(print("%04v2hlx", Args().vec<uint32_t>({0xa, 0xb}, 8)) == "000a,000b");
}

TEST_CASE("printf records: missing arguments leave the conversion as written") {
  CHECK(print("%d and %d", Args().add(5)) == "5 and %d");
  CHECK(print("%v4hld", Args().vec<int32_t>({1, 2, 3}, 12)) == "%v4hld");  // not 4 lanes of a size
}

TEST_CASE("printf buffer: records are printed in order, overflow and unknown ids warned once") {
  codeobj::PrintfFormats formats = codeobj::parsePrintfFormats({"1:1:4:a=%d\\n", "2:2:8:4:b=%ld %s\\n"}, "t");
  auto put32 = [](std::vector<uint8_t>& b, uint32_t v) {
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  std::vector<uint8_t> buf;
  put32(buf, 0);
  put32(buf, 0);
  put32(buf, 1);
  put32(buf, static_cast<uint32_t>(-7));
  put32(buf, 2);
  put32(buf, 0x9abcdef0);
  put32(buf, 0x12345678);
  put32(buf, 0x00006968);  // "hi"
  const uint32_t used = static_cast<uint32_t>(buf.size() - 8);
  auto header = [&](uint32_t u, uint32_t avail) {
    for (int i = 0; i < 4; ++i) buf[i] = static_cast<uint8_t>(u >> (8 * i));
    for (int i = 0; i < 4; ++i) buf[4 + i] = static_cast<uint8_t>(avail >> (8 * i));
  };
  header(used, 1024);
  rt::PrintfOutput o = rt::decodePrintfBuffer(buf, formats);
  CHECK(o.text == "a=-7\nb=" + std::to_string(0x123456789abcdef0ll) + " hi\n");
  CHECK(o.records == 2);
  CHECK(o.warning.empty());
  // gfxsim's reservation is an atomic add: a record that did not fit leaves `used` past the
  // room; those that fit are printed, with one warning.
  header(used + 100, 16);  // room for 8 bytes: the first record
  o = rt::decodePrintfBuffer(buf, formats);
  CHECK(o.text == "a=-7\n");
  CHECK(o.warning.find("printf buffer full") != std::string::npos);
  // A record of an id the metadata does not list ends the output, with a warning.
  buf[16] = 9;
  header(used, 1024);
  o = rt::decodePrintfBuffer(buf, formats);
  CHECK(o.text == "a=-7\n");
  CHECK(o.warning.find("format id 9") != std::string::npos);
  // A header claiming more than the buffer holds reads nothing past it.
  std::vector<uint8_t> small(12, 0xff);
  o = rt::decodePrintfBuffer(small, formats);
  CHECK(o.records == 0);
}
