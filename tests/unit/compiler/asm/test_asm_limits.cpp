// The assembler on hostile input: expressions nested deeper than any stack holds
// are refused at a limit, long flat chains are evaluated without recursion, strings are read
// as llvm-mc-19 reads them, tens of thousands of sections take linear time, and an input byte
// a message quotes is escaped. llvm-mc-19 is the oracle where it survives the input.
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>

#include "asm/assembler.h"
#include "asm/expr.h"
#include "asm/object_emitter.h"
#include "isa/target.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

struct Outcome {
  std::string error;  // the one-line message, or "" when it assembled
  as::AsmResult res;
  double seconds = 0;
};

// Assembles `src` for gfx900 (and writes the code object, as `gfxsim asm` does).
Outcome assembleTimed(const std::string& src) {
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId("gfx900", &why);
  o.target.wave64 = true;
  o.targetGiven = true;
  Outcome out;
  auto start = std::chrono::steady_clock::now();
  try {
    out.res = as::assemble(src, "t.s", o);
    (void)as::buildCodeObject(out.res, false);
  } catch (const Error& e) {
    out.error = e.what();
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

std::vector<uint8_t> sectionBytes(const as::AsmResult& r, const std::string& name) {
  for (const auto& s : r.sections)
    if (s.name == name) return s.bytes;
  return {};
}

std::vector<uint8_t> instructionBytes(const as::AsmResult& r) {
  std::vector<uint8_t> b;
  for (const auto& l : r.listing) b.insert(b.end(), l.bytes.begin(), l.bytes.end());
  return b;
}

uint64_t le(const std::vector<uint8_t>& b, size_t at, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n && at + i < b.size(); ++i) v |= uint64_t{b[at + i]} << (8 * i);
  return v;
}

std::string repeat(const std::string& s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i) out += s;
  return out;
}

// llvm-mc-19 on the same text: its exit status, its first diagnostic line, and the bytes of
// `section` of its object (or every instruction's encoding when section is "").
struct Mc {
  int rc = -1;
  std::string firstError;
  std::vector<uint8_t> bytes;
};

Mc llvmMc(const std::string& src, const std::string& section) {
  Mc mc;
  // Named t.s in a folder of its own, so that llvm-mc's messages name the same file.
  std::string in = test::tempPath("t.s"), obj = test::tempPath("limits.o"), bin = test::tempPath("limits.bin");
  std::ofstream(in, std::ios::binary) << src;
  std::string out;
  mc.rc = test::runCommand("cd " + test::tempPath("") + " && llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o " +
                               obj + " t.s 2>&1",
                           &out);
  if (auto e = out.find("error: "); e != std::string::npos) {
    size_t lineStart = out.rfind('\n', e);
    lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
    mc.firstError = out.substr(lineStart, out.find('\n', e) - lineStart);
  }
  if (mc.rc != 0) return mc;
  test::runCommand("llvm-objcopy-19 -O binary --only-section=" + section + " " + obj + " " + bin, nullptr);
  std::string data = test::readText(bin);
  mc.bytes.assign(data.begin(), data.end());
  return mc;
}

// ".set x1, x0+1" ... ".set xN, xN-1+1"
std::string setChain(size_t n) {
  std::string src;
  for (size_t i = 1; i <= n; ++i) src += ".set x" + std::to_string(i) + ", x" + std::to_string(i - 1) + "+1\n";
  return src;
}

bool haveLlvm() { return test::haveTool("llvm-mc-19") && test::haveTool("llvm-objcopy-19"); }

}  // namespace

TEST_CASE("asm limits: nesting past kMaxExprDepth is an error at the level that passes it") {
  REQUIRE(as::kMaxExprDepth == 1000);
  // "s_mov_b32 s0, " is 14 columns; the 1001st '(' or '-' is at column 15 + 1000.
  struct Deep {
    const char* what;
    std::string src;
    int col;
  } cases[] = {
      {"30,000 parentheses (a 60 KB file)", "s_mov_b32 s0, " + repeat("(", 30000) + "1" + repeat(")", 30000) + "\n", 1015},
      {"200,000 unary minus signs", "s_mov_b32 s0, " + repeat("-", 200000) + "1\n", 1015},
      {"200,000 '~'", "s_mov_b32 s0, " + repeat("~", 200000) + "1\n", 1015},
      {"nested max()", "s_mov_b32 s0, " + repeat("max(", 30000) + "1" + repeat(")", 30000) + "\n", 15 + 4 * 1000},
  };
  for (const auto& c : cases) {
    Outcome o = assembleTimed(c.src);
    INFO(c.what << ": " << o.error.substr(0, 200));
    CHECK(o.error == "t.s:1:" + std::to_string(c.col) + ": error: expression is nested more than 1000 levels deep");
    CHECK(o.seconds < 10);
  }
  // The right operand of a binary operator is a level too: 1+(1+(1+...)) counts two a term.
  Outcome o = assembleTimed(".long " + repeat("1+(", 20000) + "1" + repeat(")", 20000) + "\n");
  CHECK(o.error.starts_with("t.s:1:"));
  CHECK(o.error.ends_with("error: expression is nested more than 1000 levels deep"));
}

TEST_CASE("asm limits: nesting within the limit assembles as llvm-mc-19 does") {
  const std::string srcs[] = {
      "s_mov_b32 s0, " + repeat("(", 999) + "0x1234" + repeat(")", 999) + "\n",
      "s_mov_b32 s0, " + repeat("-", 999) + "77\n",
      "s_mov_b32 s0, " + repeat("~-", 499) + "5\n",
      "s_mov_b32 s0, " + repeat("3+(", 499) + "1" + repeat(")", 499) + "\n",
  };
  for (const auto& src : srcs) {
    Outcome o = assembleTimed(src);
    INFO(src.substr(0, 60));
    REQUIRE(o.error.empty());
    if (!haveLlvm()) continue;
    Mc mc = llvmMc(src, ".text");
    REQUIRE(mc.rc == 0);
    CHECK(instructionBytes(o.res) == mc.bytes);
  }
}

TEST_CASE("asm limits: long flat chains are evaluated without recursion") {
  // llvm-mc-19 overflows its stack on each of these (SIGSEGV); the values are checked by
  // arithmetic instead.
  const size_t n = 50000;
  SUBCASE("a sum of 50,000 terms as data") {
    Outcome o = assembleTimed(".data\n.long " + repeat("1+", n - 1) + "1\n");
    REQUIRE(o.error.empty());
    CHECK(le(sectionBytes(o.res, ".data"), 0, 4) == n);
    CHECK(o.seconds < 10);
  }
  SUBCASE("a sum of 50,000 terms as an instruction operand (a literal)") {
    Outcome o = assembleTimed("s_mov_b32 s0, " + repeat("2-1+", n - 1) + "1\n");
    REQUIRE(o.error.empty());
    auto b = instructionBytes(o.res);
    REQUIRE(b.size() == 8);
    CHECK(le(b, 4, 4) == n);
  }
  SUBCASE("a sum with a forward reference, resolved when the file ends") {
    Outcome o = assembleTimed(".text\n.long " + repeat("1+", n) + "l-m\nm:\ns_nop 0\nl:\n");
    REQUIRE(o.error.empty());
    CHECK(le(sectionBytes(o.res, ".text"), 0, 4) == n + 4);
  }
  SUBCASE("max() of 50,000 arguments") {
    std::string args;
    for (size_t i = 1; i <= n; ++i) args += (i > 1 ? "," : "") + std::to_string(i % 2 ? i : n - i);
    Outcome o = assembleTimed(".data\n.long max(" + args + ")\n");
    REQUIRE(o.error.empty());
    CHECK(le(sectionBytes(o.res, ".data"), 0, 4) == n - 1);
  }
  SUBCASE("100,000 labels on one line") {
    std::string src;
    for (int i = 0; i < 100000; ++i) src += "a" + std::to_string(i) + ": ";
    Outcome o = assembleTimed(src + "s_nop 0\n");
    CHECK(o.error.empty());
  }
}

TEST_CASE("asm limits: chains of .set symbols") {
  const size_t n = 50000;
  SUBCASE("each defined from the one before: folded as it goes, as llvm-mc-19 accepts") {
    std::string src = ".set x0, 1\n" + setChain(n);
    src += "s_mov_b32 s0, x" + std::to_string(n) + "\n";
    Outcome o = assembleTimed(src);
    REQUIRE(o.error.empty());
    CHECK(o.seconds < 10);
    auto b = instructionBytes(o.res);
    REQUIRE(b.size() == 8);
    CHECK(le(b, 4, 4) == n + 1);
    if (haveLlvm()) {
      Mc mc = llvmMc(src, ".text");
      REQUIRE(mc.rc == 0);
      CHECK(b == mc.bytes);
    }
  }
  SUBCASE("from a label: folded to label + constant (llvm-mc-19 overflows its stack)") {
    std::string src = "l:\ns_nop 0\n.set x0, l\n" + setChain(n);
    src += ".long x" + std::to_string(n) + "-l\n";
    Outcome o = assembleTimed(src);
    REQUIRE(o.error.empty());
    CHECK(o.seconds < 10);
    CHECK(le(sectionBytes(o.res, ".text"), 4, 4) == n);
  }
  SUBCASE("forward references: refused where the chain passes the limit (llvm-mc-19 does not finish)") {
    std::string src = setChain(n);
    src += ".set x0, 1\n.long x" + std::to_string(n) + "\n";
    Outcome o = assembleTimed(src);
    // Defining x1002 evaluates x1001 ... x1, 1001 symbols deep (x0 is not defined yet).
    CHECK(o.error ==
          "t.s:1002:13: error: expression is nested more than 1000 levels deep, counting the 1001 symbols it goes "
          "through ('x1001' ... 'x1')");
    CHECK(o.seconds < 10);
  }
  SUBCASE("a chain within the limit resolves once its last symbol is defined") {
    std::string src = setChain(900);
    src += ".set x0, 1\n.data\n.long x900\n";
    Outcome o = assembleTimed(src);
    REQUIRE(o.error.empty());
    CHECK(le(sectionBytes(o.res, ".data"), 0, 4) == 901);
  }
  SUBCASE("a cycle is still named as one") {
    Outcome o = assembleTimed(".set a, b+1\n.set b, a+1\n.long a\n");
    CHECK(o.error.find("cyclic definition of symbol") != std::string::npos);
  }
}

TEST_CASE("asm strings: escapes and termination as llvm-mc-19 reads them") {
  struct Case {
    std::string src;
    const char* error;  // "" when it assembles; else our whole message
  } cases[] = {
      {".data\n.ascii \"abc", "t.s:2:8: error: unterminated string constant"},
      {".data\n.ascii \"\\777777777\"\n", "t.s:2:8: error: invalid octal escape sequence (out of range)"},
      {".data\n.ascii \"\\7777\"\n", "t.s:2:8: error: invalid octal escape sequence (out of range)"},
      {".data\n.ascii \"\\x\"\n", "t.s:2:8: error: invalid hexadecimal escape sequence"},
      {".data\n.ascii \"\\q\"\n", "t.s:2:8: error: invalid escape sequence (unrecognized character)"},
      {".data\n.ascii \"a\\\"\n", "t.s:2:8: error: unterminated string constant"},
      {".data\n.asciz \"ok\", \"\\400\"\n", "t.s:2:14: error: invalid octal escape sequence (out of range)"},
      {".data\n.ascii \"\\377\\1\\12\\0123\"\n", ""},
      {".data\n.ascii \"\\x41\\x4142\\xfff\\X7e\"\n", ""},
      {".data\n.ascii \"\\b\\f\\n\\r\\t\\\"\\\\\"\n", ""},
      {".data\n.ascii \"\\08\\1234\"\n", ""},
      {".data\n.asciz \"a\", \"b\"\n.string \"\"\n", ""},
  };
  for (const auto& c : cases) {
    Outcome o = assembleTimed(c.src);
    INFO("source: " << c.src);
    CHECK(o.error == c.error);
    if (!haveLlvm()) continue;
    Mc mc = llvmMc(c.src, ".data");
    INFO("llvm-mc-19: " << mc.firstError);
    CHECK((mc.rc == 0) == o.error.empty());
    if (mc.rc == 0) {
      CHECK(sectionBytes(o.res, ".data") == mc.bytes);
    } else {
      // The same place; the same words, except where llvm-mc's parser replaces its lexer's
      // "unterminated string constant" with "expected string".
      std::string place = std::string(c.error).substr(0, std::string(c.error).find(" error: "));
      CHECK(mc.firstError.starts_with(place));
      if (std::string(c.error).find("unterminated") == std::string::npos) CHECK(mc.firstError.ends_with(c.error + place.size() + 1));
    }
  }
  // Where gfxsim is stricter: llvm-mc-19 lets a string run on over the newline to the next
  // quote ("warning: unterminated string; newline inserted"); here it ends at its line.
  CHECK(assembleTimed(".data\n.ascii \"abc\n.byte 1\"\n").error == "t.s:2:8: error: unterminated string constant");
  // Strings of other directives are checked too, even those whose value is not used.
  CHECK(assembleTimed(".section \".x\\q\"\n").error == "t.s:1:10: error: invalid escape sequence (unrecognized character)");
  CHECK(assembleTimed(".ident \"abc\n").error == "t.s:1:8: error: unterminated string constant");
  CHECK(assembleTimed(".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\n").error ==
        "t.s:1:16: error: unterminated string constant");
  // The YAML of .amdgpu_metadata is not assembler strings: a lone quote there is YAML's business.
  CHECK(assembleTimed(".amdgpu_metadata\n---\nx: 'a\"b'\n...\n.end_amdgpu_metadata\n").error.find("string") == std::string::npos);
}

TEST_CASE("asm messages quote input bytes with escapes: a NUL does not cut the message short") {
  Outcome o = assembleTimed(std::string("s_nop 0 \0 tail\n", 15));
  CHECK(o.error == "t.s:1:9: error: unexpected '\\x00' (expected ',' or a modifier)");
  o = assembleTimed(std::string("\x01\n", 2));
  CHECK(o.error == "t.s:1:1: error: unexpected '\\x01'");
  // Carriage returns inside a quoted token would rewrite the terminal line.
  CHECK(Error("a\rb\x7f").what() == std::string("a\\rb\\x7f"));
}

TEST_CASE("asm limits: tens of thousands of sections in linear time") {
  for (size_t n : {20000, 60000}) {
    std::string src;
    for (size_t i = 0; i < n; ++i) src += ".section .s" + std::to_string(i) + ",\"a\",@progbits\n.byte 1\n";
    // and back to each again, as a file switching among them would
    for (size_t i = 0; i < n; i += 7) src += ".section .s" + std::to_string(i) + "\n.byte 2\n";
    Outcome o = assembleTimed(src);
    INFO(n << " sections: " << o.error);
    CHECK(o.error.empty());
    CHECK(o.res.sections.size() == n + 1);  // and .text
    CHECK(o.seconds < 10);
  }
  // More than ELF numbers without extended section indices (llvm-mc-19 writes those; the
  // code-object writers do not): refused by name, not wrapped around 16 bits.
  std::string src;
  for (size_t i = 0; i < 70000; ++i) src += ".section .s" + std::to_string(i) + ",\"a\",@progbits\n.byte 1\n";
  Outcome o = assembleTimed(src);
  CHECK(o.error.starts_with("t.s: error: shared object writer: 70"));
  CHECK(o.error.ends_with(" section headers; at most 65279 fit without ELF extended section numbering, which is not supported"));
  CHECK(o.seconds < 10);
}

TEST_CASE("asm limits: .fill of tens of millions of values is one block, as llvm-mc-19 lays it out") {
  // A 290-byte input the fuzzer found (.fill 25836864 among others) took 24 s under ASan, one
  // call per byte; a .fill is now written in one piece.
  Outcome o = assembleTimed(".data\n.byte 9\n.fill 16777216, 4, 0x11223344\n.fill 3, 2, 0x12345\n.byte 7\n");
  REQUIRE(o.error.empty());
  std::vector<uint8_t> b = sectionBytes(o.res, ".data");
  REQUIRE(b.size() == 1 + 4 * 16777216 + 6 + 1);
  CHECK(b[0] == 9);
  CHECK(le(b, 1, 4) == 0x11223344);
  CHECK(le(b, 1 + 4 * 16777215, 4) == 0x11223344);
  CHECK(le(b, 1 + 4 * 16777216, 2) == 0x2345);  // truncated to its size, as llvm-mc-19 does
  CHECK(le(b, 1 + 4 * 16777216 + 4, 2) == 0x2345);
  CHECK(b.back() == 7);
  CHECK(o.seconds < 10 * test::kSlowdown);
  // NOBITS sections take zeros only.
  CHECK(assembleTimed(".bss\n.fill 1000000, 8, 0\n").error.empty());
  CHECK(assembleTimed(".bss\n.fill 2, 4, 0x100\n").error == "t.s:2:1: error: cannot emit non-zero data into a NOBITS section");
  CHECK(assembleTimed(".bss\n.fill 2, 1, 0x100\n").error.empty());  // the byte is 0
}

TEST_CASE("asm objects: metadata naming a kernel descriptor the file does not define is refused, not written") {
  // llvm-mc-19 writes this object; every loader refuses it. Found by fuzz_asm.
  const std::string kernel =
      ".text\n.protected k\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n"
      "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
  auto metadata = [](const std::string& name) {
    return ".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: " + name + "\n    .symbol: " + name +
           ".kd\n    .kernarg_segment_size: 0\n    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 0\n"
           "    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n    .sgpr_count: 8\n    .vgpr_count: 1\n"
           "    .max_flat_workgroup_size: 256\namdhsa.version: [1, 2]\n...\n.end_amdgpu_metadata\n";
  };
  CHECK(assembleTimed(kernel + metadata("k")).error.empty());
  Outcome bad = assembleTimed(kernel + metadata("gone"));
  CHECK(bad.error == "t.s: error: the code object would not load: kernel 'gone': kernel descriptor symbol 'gone.kd' is "
                     "missing or undefined");
}
