// The OpenCL C front end's lexer and preprocessor (compiler/frontend): token streams
// against hand-computed ones, the C99 6.10.3.5 examples, every diagnostic with its
// file:line:col, the limits, random inputs, and (when clang-19 is installed) clang -E.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "frontend/lexer.h"
#include "frontend/preprocess.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;
using namespace gfxsim::cl;

namespace {

// Token spellings, one space apart; a Pragma token is "#pragma BODY".
std::string spell(const std::vector<Token>& toks) {
  std::string s;
  for (const Token& t : toks) {
    if (t.kind == TokKind::EndOfFile) break;
    if (!s.empty()) s += ' ';
    s += t.kind == TokKind::Pragma ? "#pragma " + t.text : t.text;
  }
  return s;
}

// The tokens of an expected text, spelled as spell() does.
std::string norm(const std::string& text) { return spell(lexAll(text, "expected")); }

std::string pp(const std::string& src, const PreprocessOptions& opt = {}) { return spell(preprocess(src, "t.cl", opt)); }

std::string ppError(const std::string& src, const PreprocessOptions& opt = {}) {
  try {
    preprocess(src, "t.cl", opt);
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

// Virtual files for #include.
struct Vfs {
  std::map<std::string, std::string> files;
  PreprocessOptions options() const {
    PreprocessOptions o;
    o.readFile = [this](const std::string& path) -> std::optional<std::string> {
      auto it = files.find(path);
      if (it == files.end()) return std::nullopt;
      return it->second;
    };
    return o;
  }
};

// A random program of directive and text lines over a few names, so that macros call,
// paste, stringize and recurse into each other; many are valid, many are not.
std::string randomProgram(std::mt19937& rng) {
  const char* const names[] = {"A", "B", "F", "G", "x", "y", "A", "B", "F", "G", "x", "y", "__VA_ARGS__"};
  const char* const atoms[] = {"A", "B", "F(1)", "G(A, 2)", "defined A", "defined(F)", "1", "0", "x", "(1)", "-1", "'c'"};
  const char* const ops[] = {"+", "-", "*", "/", "%", "<<", "&&", "||", "==", "<", "&", "|"};
  const char* const params[] = {"()", "(x)", "(x, y)", "(...)", "(x, ...)", "(x,", "(x x)"};
  const char* const bits[] = {"A", "B", "F", "G", "x", "y", "(", ")", ",", "#", "##", "1", "0x1f", "+", "-",
                              "*", "/", "<<", "?", ":", "!", "&&", "__VA_ARGS__", "__LINE__", "\"a\"", "'c'"};
  auto pick = [&](const auto& arr) { return std::string(arr[rng() % std::size(arr)]); };
  auto seq = [&](size_t maxLen) {
    std::string s;
    for (size_t n = rng() % maxLen; n > 0; --n) s += pick(bits) + (rng() % 2 ? " " : "");
    return s;
  };
  auto expr = [&] {
    std::string s = pick(atoms);
    for (size_t n = rng() % 4; n > 0; --n) s += " " + pick(ops) + " " + pick(atoms);
    return s;
  };
  std::string src;
  int depth = 0;
  for (size_t lines = 1 + rng() % 14; lines > 0; --lines) {
    switch (rng() % 8) {
      case 0: src += "#define " + pick(names) + " " + seq(6); break;
      case 1: src += "#define " + pick(names) + pick(params) + " " + seq(8); break;
      case 2: src += "#if " + (rng() % 8 ? expr() : seq(6)); ++depth; break;
      case 3: src += depth > 0 ? (rng() % 2 ? "#else" : "#elif " + expr()) : "#ifdef " + pick(names); depth += depth == 0; break;
      case 4: if (depth > 0) { src += "#endif"; --depth; } break;
      case 5: src += "#undef " + pick(names); break;
      default: src += seq(12); break;
    }
    src += "\n";
  }
  for (; depth > 0; --depth) src += "#endif\n";
  return src;
}

Token lexOneToken(const std::string& text) {
  auto toks = lexAll(text, "t.cl");
  REQUIRE(toks.size() == 2);
  return toks[0];
}

// C99 6.10.3.5 EXAMPLE 3, 4 (around its #include line), 5 and 7, verbatim.
const char* const kExample3 = R"(#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
)";

const char* const kExample4Head = R"(#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
== 0) str(: @\n), s);
)";
const char* const kExample4Tail = R"(glue(HIGH, LOW);
xglue(HIGH, LOW)
)";

const char* const kExample5 = R"(#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
t(10,,), t(,11,), t(,,12), t(,,) };
)";

const char* const kExample7 = R"(#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
)";

// The one token of a literal's spelling, which must be of kind want and keep the spelling.
Token lexLiteral(const char* text, TokKind want) {
  Token t = lexOneToken(text);
  REQUIRE(t.kind == want);
  CHECK(t.text == text);
  return t;
}

// A spelling that lexes to one Invalid token, and a part of the reason it gives.
struct BadToken {
  const char* text;
  const char* why;
};

void checkInvalid(std::initializer_list<BadToken> bad) {
  for (const BadToken& b : bad) {
    CAPTURE(b.text);
    Token t = lexOneToken(b.text);
    CHECK(t.kind == TokKind::Invalid);
    CHECK(t.value.find(b.why) != std::string::npos);
    CHECK(t.text == b.text);
  }
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Lexer

TEST_CASE("cl frontend: lexer punctuators use maximal munch") {
  auto toks = lexAll("a<<=b>>=c->d...e##f#g<<h>>i<=j>=k==l!=m&&n||o++p--q*=r/=s%=t+=u-=v&=w^=x|=y", "t.cl");
  std::vector<Punct> puncts;
  for (const Token& t : toks)
    if (t.kind == TokKind::Punct) puncts.push_back(t.punct);
  std::vector<Punct> want = {Punct::ShlAssign, Punct::ShrAssign, Punct::Arrow, Punct::Ellipsis, Punct::HashHash,
                             Punct::Hash, Punct::Shl, Punct::Shr, Punct::Le, Punct::Ge, Punct::EqEq, Punct::Ne,
                             Punct::AmpAmp, Punct::PipePipe, Punct::PlusPlus, Punct::MinusMinus, Punct::StarAssign,
                             Punct::SlashAssign, Punct::PercentAssign, Punct::PlusAssign, Punct::MinusAssign,
                             Punct::AmpAssign, Punct::CaretAssign, Punct::PipeAssign};
  CHECK(puncts == want);
  CHECK(spell(lexAll("[](){}.&*+-~!/%<>^|?:;=,#", "t.cl")) == "[ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #");
  CHECK(spell(lexAll("x..y .. ...", "t.cl")) == "x . . y . . ...");
  CHECK(spell(lexAll("a+++++b", "t.cl")) == "a ++ ++ + b");
  auto digraphs = lexAll("<: :> <% %> %: %:%:", "t.cl");
  CHECK(digraphs[0].punct == Punct::LBracket);
  CHECK(digraphs[1].punct == Punct::RBracket);
  CHECK(digraphs[2].punct == Punct::LBrace);
  CHECK(digraphs[3].punct == Punct::RBrace);
  CHECK(digraphs[4].punct == Punct::Hash);
  CHECK(digraphs[5].punct == Punct::HashHash);
  CHECK(std::string(punctSpelling(Punct::LBracket)) == "[");
  CHECK(std::string(punctSpelling(Punct::HashHash)) == "##");
  CHECK(std::string(punctSpelling(Punct::ShlAssign)) == "<<=");
}

TEST_CASE("cl frontend: lexer keywords and identifiers") {
  struct K {
    const char* text;
    Kw kw;
  };
  const K kws[] = {{"__kernel", Kw::Kernel},   {"kernel", Kw::Kernel},     {"__global", Kw::Global},
                   {"global", Kw::Global},     {"__local", Kw::Local},     {"local", Kw::Local},
                   {"__constant", Kw::Constant}, {"constant", Kw::Constant}, {"__private", Kw::Private},
                   {"private", Kw::Private},   {"__generic", Kw::Generic}, {"bool", Kw::Bool},
                   {"_Bool", Kw::Bool_},       {"half", Kw::Half},         {"restrict", Kw::Restrict},
                   {"inline", Kw::Inline},     {"sizeof", Kw::Sizeof},     {"unsigned", Kw::Unsigned},
                   {"while", Kw::While},       {"read_only", Kw::ReadOnly}, {"__write_only", Kw::WriteOnly},
                   {"__attribute__", Kw::Attribute}};
  for (const K& k : kws) {
    CAPTURE(k.text);
    Token t = lexOneToken(k.text);
    CHECK(t.kind == TokKind::Keyword);
    CHECK(t.kw == k.kw);
    CHECK(t.text == k.text);
  }
  CHECK(std::string(kwSpelling(Kw::Kernel)) == "__kernel");
  for (const char* id : {"float4", "uint16", "size_t", "image2d_t", "sampler_t", "_x1", "generic", "__kernelx", "K"}) {
    CAPTURE(id);
    Token t = lexOneToken(id);
    CHECK(t.kind == TokKind::Identifier);
    CHECK(t.text == id);
  }
}

TEST_CASE("cl frontend: lexer integer literals") {
  struct I {
    const char* text;
    uint64_t value;
    bool isUnsigned;
    int longs;
    int radix;
  };
  const I ints[] = {
      {"0", 0, false, 0, 8},
      {"42", 42, false, 0, 10},
      {"0x2A", 42, false, 0, 16},
      {"0X2a", 42, false, 0, 16},
      {"052", 42, false, 0, 8},
      {"42u", 42, true, 0, 10},
      {"42U", 42, true, 0, 10},
      {"42l", 42, false, 1, 10},
      {"42L", 42, false, 1, 10},
      {"42ul", 42, true, 1, 10},
      {"42lu", 42, true, 1, 10},
      {"42LU", 42, true, 1, 10},
      {"42ull", 42, true, 2, 10},
      {"42LLU", 42, true, 2, 10},
      {"42ll", 42, false, 2, 10},
      {"18446744073709551615", 18446744073709551615ull, false, 0, 10},
      {"0xFFFFFFFFFFFFFFFF", 18446744073709551615ull, false, 0, 16},
      {"01777777777777777777777", 18446744073709551615ull, false, 0, 8},
      {"0x7fffffffffffffffUL", 0x7fffffffffffffffull, true, 1, 16},
  };
  for (const I& i : ints) {
    CAPTURE(i.text);
    Token t = lexLiteral(i.text, TokKind::IntLiteral);
    CHECK(t.intValue == i.value);
    CHECK(t.intUnsigned == i.isUnsigned);
    CHECK(t.intLong == i.longs);
    CHECK(t.radix == i.radix);
  }
  checkInvalid({
      {"09", "invalid digit '9' in octal constant"},
      {"0x", "has no digits"},
      {"1abc", "invalid suffix 'abc' on integer constant"},
      {"1lL", "invalid suffix 'lL'"},
      {"1uu", "invalid suffix 'uu'"},
      {"1lul", "invalid suffix 'lul'"},
      {"18446744073709551616", "is too large for 64 bits"},
      {"0x10000000000000000", "is too large for 64 bits"},
  });
}

TEST_CASE("cl frontend: lexer floating literals") {
  struct F {
    const char* text;
    double value;
    char suffix;
  };
  const F floats[] = {
      {"1.0", 1.0, 0},       {".5", 0.5, 0},          {"1.", 1.0, 0},        {"1e10", 1e10, 0},
      {"1.5e-3f", 1.5e-3, 'f'}, {"2.5E+2F", 250.0, 'f'}, {"0x1p3", 8.0, 0},   {"0x1.8p1f", 3.0, 'f'},
      {"0X.8P1", 1.0, 0},    {"2.0h", 2.0, 'h'},      {"1e-400", 0.0, 0},    {"0x1p-2", 0.25, 0},
  };
  for (const F& f : floats) {
    CAPTURE(f.text);
    Token t = lexLiteral(f.text, TokKind::FloatLiteral);
    CHECK(t.floatValue == f.value);
    CHECK(t.floatSuffix == f.suffix);
  }
  checkInvalid({
      {"1e", "exponent has no digits"},
      {"1.0e+", "exponent has no digits"},
      {"0x1.0", "requires an exponent"},
      {"1.0l", "invalid suffix 'l' on floating constant"},
      {"1.0ff", "invalid suffix 'ff'"},
      {"1e400", "too large for double"},
      {"1..2", "invalid suffix '.2'"},
  });
}

TEST_CASE("cl frontend: lexer character and string literals") {
  struct C {
    const char* text;
    int64_t value;
  };
  const C chars[] = {{"'a'", 97},   {"'\\n'", 10},   {"'\\t'", 9},     {"'\\0'", 0},     {"'\\''", 39},
                     {"'\"'", 34},  {"'\\\\'", 92},  {"'\\x41'", 65},  {"'\\101'", 65},  {"'\\377'", -1},
                     {"'\\xff'", -1}, {"'\\?'", 63}, {"'\\a'", 7},     {"'\\x7f'", 127}};
  for (const C& c : chars) {
    CAPTURE(c.text);
    CHECK(static_cast<int64_t>(lexLiteral(c.text, TokKind::CharLiteral).intValue) == c.value);
  }
  Token s = lexOneToken("\"a\\tb\\x41\\101\\\"\\\\\"");
  REQUIRE(s.kind == TokKind::StringLiteral);
  CHECK(s.value == "a\tbAA\"\\");
  CHECK(s.text == "\"a\\tb\\x41\\101\\\"\\\\\"");
  CHECK(lexOneToken("\"\"").value.empty());
  checkInvalid({
      {"''", "empty character constant"},
      {"'ab'", "multi-character character constant"},
      {"'\\q'", "unknown escape sequence '\\q'"},
      {"'\\x'", "no following hex digits"},
      {"'\\x100'", "hex escape sequence out of range"},
      {"\"\\400\"", "octal escape sequence out of range"},
      {"'a", "missing terminating ' character"},
      {"\"abc", "missing terminating \" character"},
  });
  // An unterminated literal ends at the end of its line.
  auto toks = lexAll("x = 'abc\ny", "t.cl");
  REQUIRE(toks.size() == 5);
  CHECK(toks[2].kind == TokKind::Invalid);
  CHECK(toks[2].text == "'abc");
  CHECK(toks[3].text == "y");
}

TEST_CASE("cl frontend: lexer positions, comments and line splices") {
  auto toks = lexAll("a b\n  c/*x*/d // tail\n\te\r\nf", "f.cl");
  REQUIRE(toks.size() == 7);
  struct P {
    const char* text;
    unsigned line, col;
    bool atLineStart, spaceBefore;
  };
  const P want[] = {{"a", 1, 1, true, false}, {"b", 1, 3, false, true}, {"c", 2, 3, true, true},
                    {"d", 2, 9, false, true}, {"e", 3, 2, true, true},  {"f", 4, 1, true, true}};
  for (size_t i = 0; i < 6; ++i) {
    CAPTURE(i);
    CHECK(toks[i].text == want[i].text);
    CHECK(toks[i].loc.file == "f.cl");
    CHECK(toks[i].loc.line == want[i].line);
    CHECK(toks[i].loc.col == want[i].col);
    CHECK(toks[i].atLineStart == want[i].atLineStart);
    CHECK(toks[i].spaceBefore == want[i].spaceBefore);
  }
  CHECK(toks[6].kind == TokKind::EndOfFile);
  CHECK(toks[6].loc.line == 4);

  // Splices join lines anywhere, even inside tokens, and also before CR LF.
  auto sp = lexAll("ab\\\ncd <<\\\n= 1\\\r\n2 x", "t.cl");
  CHECK(spell(sp) == "abcd <<= 12 x");
  CHECK(sp[0].kind == TokKind::Identifier);
  CHECK(sp[1].punct == Punct::ShlAssign);
  CHECK(sp[2].intValue == 12);
  CHECK(sp[3].loc.line == 4);
  CHECK(sp[3].loc.col == 3);
  CHECK_FALSE(sp[3].atLineStart);  // a splice does not start a line
  // A // comment continues over a splice; a splice inside /* */ is just text.
  CHECK(spell(lexAll("a // x \\\n b\nc /* \\\n */ d", "t.cl")) == "a c d");
  // A backslash not before a newline is a stray character.
  auto stray = lexAll("a \\ b", "t.cl");
  CHECK(stray[1].kind == TokKind::Invalid);
  // NUL bytes and bytes outside ASCII become Invalid tokens, one byte each.
  auto bytes = lexAll(std::string("a\0b\xff", 4), "t.cl");
  REQUIRE(bytes.size() == 5);
  CHECK(bytes[1].kind == TokKind::Invalid);
  CHECK(bytes[1].value == "unexpected character byte 0x00");
  CHECK(bytes[3].value == "unexpected character byte 0xff");
}

TEST_CASE("cl frontend: lexer unterminated block comment names where it started") {
  try {
    lexAll("int a;\n  x /* open\n\n", "c.cl");
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == "c.cl:2:5: error: unterminated /* comment");
  }
  CHECK(ppError("a b /* x") == "t.cl:1:5: error: unterminated /* comment");
}

TEST_CASE("cl frontend: lexer header names") {
  Lexer lx("# include <a/b.h> x\n#include \"c\\d.h\"\n#include x", "t.cl");
  CHECK(lx.next().text == "#");
  CHECK(lx.next().text == "include");
  auto h = lx.headerName();
  REQUIRE(h);
  CHECK(h->kind == TokKind::HeaderName);
  CHECK(h->value == "a/b.h");
  CHECK(h->loc.col == 11);
  CHECK(lx.next().text == "x");
  lx.next();
  lx.next();
  h = lx.headerName();
  REQUIRE(h);
  CHECK(h->value == "c\\d.h");  // no escapes in header names
  lx.next();
  lx.next();
  CHECK_FALSE(lx.headerName());
  CHECK(lx.next().text == "x");
}

// ---------------------------------------------------------------------------------------
// Preprocessor

TEST_CASE("cl frontend: object-like and function-like macros") {
  CHECK(pp("#define N 16\nint a[N];") == "int a [ 16 ] ;");
  CHECK(pp("#define E\nE x E") == "x");
  CHECK(pp("#define SQ(x) ((x)*(x))\nSQ(a+1)") == norm("((a+1)*(a+1))"));
  CHECK(pp("#define MAX(a,b) ((a)>(b)?(a):(b))\nMAX(f(1,2), (3,4))") == norm("((f(1,2))>((3,4))?(f(1,2)):((3,4)))"));
  CHECK(pp("#define F() 7\nF() F ( ) F") == "7 7 F");
  CHECK(pp("#define F(x) [x]\nF() F( ) F(())") == "[ ] [ ] [ ( ) ]");
  // A function-like macro name without '(' is left alone; the '(' may be on a later line.
  CHECK(pp("#define F(x) [x]\nF + F\n\n(1)") == "F + [ 1 ]");
  // Arguments are expanded before substitution, then the result is rescanned.
  CHECK(pp("#define ONE 1\n#define ID(x) x\nID(ONE)") == "1");
  CHECK(pp("#define G F\n#define F(x) <x>\nG(2)") == "< 2 >");
  CHECK(pp("#define LP (\n#define F(x) <x>\nF LP 3)") == "F ( 3 )");
  CHECK(pp("#undef NOTHING\n#define A 1\n#undef A\nA") == "A");
  // Identical redefinition is fine.
  CHECK(pp("#define A (1 + 2)\n#define A (1 + 2)\nA") == "( 1 + 2 )");
  // Keywords may be macro names; 'defined' is an ordinary name outside #if.
  CHECK(pp("#define kernel __kernel\nkernel void k() {}") == "__kernel void k ( ) { }");
  CHECK(pp("defined") == "defined");
}

TEST_CASE("cl frontend: stringize and paste") {
  CHECK(pp("#define S(x) #x\nS(a   +  b)") == "\"a + b\"");
  CHECK(pp("#define S(x) #x\nS(  lead and trail  )") == "\"lead and trail\"");
  CHECK(pp("#define S(x) #x\nS(\"q\\n\" '\\'')") == norm(R"("\"q\\n\" '\\''")"));
  CHECK(pp("#define S(x) #x\nS()") == "\"\"");
  auto s = preprocess("#define S(x) #x\nS(a \"b\")", "t.cl");
  REQUIRE(s[0].kind == TokKind::StringLiteral);
  CHECK(s[0].value == "a \"b\"");
  CHECK(pp("#define S(x) #x\n#define X 1\nS(X)") == "\"X\"");
  CHECK(pp("#define S(x) #x\n#define XS(x) S(x)\n#define X 1\nXS(X)") == "\"1\"");
  CHECK(pp("#define CAT(a,b) a##b\nCAT(x,y) CAT(1,2) CAT(<,<=) CAT(,z) CAT(w,) CAT(,)") == "xy 12 <<= z w");
  auto cat = preprocess("#define CAT(a,b) a ## b\nCAT(0x,1F) CAT(1.,5f) CAT(foo,bar)", "t.cl");
  CHECK(cat[0].kind == TokKind::IntLiteral);
  CHECK(cat[0].intValue == 31);
  CHECK(cat[1].kind == TokKind::FloatLiteral);
  CHECK(cat[1].floatValue == 1.5);
  CHECK(cat[2].kind == TokKind::Identifier);
  // ## operands are not expanded; the pasted result is rescanned.
  CHECK(pp("#define A 1\n#define CAT(a,b) a##b\nCAT(A,A)") == "AA");
  CHECK(pp("#define AB done\n#define CAT(a,b) a##b\nCAT(A,B)") == "done");
  CHECK(pp("#define H # ## #\nH") == "##");
  CHECK(pp("#define OBJ x ## y\nOBJ") == "xy");
  // A ## that came from an argument is no operator.
  CHECK(pp("#define F(x) x\nF(a ## b)") == "a ## b");
  // Stringize before paste.
  CHECK(ppError("#define F(x) #x ## x\nF(a)") ==
        "t.cl:2:1: error: pasting '\"a\"' and 'a' does not give a valid preprocessing token");
}

TEST_CASE("cl frontend: variadic macros") {
  CHECK(pp("#define V(...) f(__VA_ARGS__)\nV() V(1) V(1, 2,3)") == norm("f() f(1) f(1, 2,3)"));
  CHECK(pp("#define V(a, ...) <a|__VA_ARGS__>\nV(1) V(1,) V(1, 2, (3, 4))") == norm("<1|> <1|> <1|2, (3, 4)>"));
  CHECK(pp("#define S(...) #__VA_ARGS__\nS(a,b , c)") == "\"a,b , c\"");
  // No GNU comma elision: ", ## __VA_ARGS__" pastes a comma with the first variable argument.
  CHECK(pp("#define P(f, ...) f(0, ## __VA_ARGS__)\nP(g)") == norm("g(0,)"));
  CHECK(ppError("#define P(f, ...) f(0, ## __VA_ARGS__)\nP(g, x)") ==
        "t.cl:2:1: error: pasting ',' and 'x' does not give a valid preprocessing token");
}

TEST_CASE("cl frontend: a macro never expands inside its own expansion") {
  CHECK(pp("#define a a b\na") == "a b");
  CHECK(pp("#define f(x) f(x + 1)\nf(2)") == norm("f(2 + 1)"));
  CHECK(pp("#define a b\n#define b a\na b") == "a b");
  CHECK(pp("#define f(x) g(x)\n#define g(x) f(x)\nf(1) g(2)") == norm("f(1) g(2)"));
  // The painted token stays unexpandable when it travels through another macro.
  CHECK(pp("#define id(x) x\n#define a id(a)\na") == "a");
  CHECK(pp("#define foo foo\n#define id(x) x\nid(foo)") == "foo");
  // C99 6.10.3.4 EXAMPLE: f(2)(9) is 2*9*g (the standard allows 2*f(9) too).
  CHECK(pp("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)") == norm("2*9*g"));
  // Classic: NIL(xxx) and the "recursive" macro pair from the GCC manual.
  CHECK(pp("#define foo (4 + foo)\nfoo") == norm("(4 + foo)"));
  CHECK(pp("#define x (4 + y)\n#define y (2 * x)\nx y") == norm("(4 + (2 * x)) (2 * (4 + y))"));
}

TEST_CASE("cl frontend: C99 6.10.3.5 EXAMPLE 3") {
  const char* src = kExample3;
  const char* want = R"(f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { "hello", "" };
)";
  CHECK(pp(src) == norm(want));
}

TEST_CASE("cl frontend: C99 6.10.3.5 EXAMPLE 4") {
  Vfs vfs;
  vfs.files["vers2.h"] = "included_vers2\n";
  const std::string src = std::string(kExample4Head) + "#include xstr(INCFILE(2).h)\n" + kExample4Tail;
  const char* want = R"(printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0" ": @\n", s);
included_vers2
"hello";
"hello" ", world"
)";
  CHECK(pp(src, vfs.options()) == norm(want));
}

TEST_CASE("cl frontend: C99 6.10.3.5 EXAMPLE 5") {
  const char* src = kExample5;
  CHECK(pp(src) == norm("int j[] = { 123, 45, 67, 89,\n10, 11, 12, };"));
}

TEST_CASE("cl frontend: C99 6.10.3.5 EXAMPLE 6 redefinitions") {
  const char* valid = R"(#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
a /* other stuff on this line
*/ )
OBJ_LIKE FUNC_LIKE(z)
)";
  CHECK(pp(valid) == norm("(1-1) ( z )"));
  const char* base = "#define OBJ_LIKE (1-1)\n#define FUNC_LIKE(a) ( a )\n";
  for (const char* bad : {"#define OBJ_LIKE (0)", "#define OBJ_LIKE (1 - 1)", "#define FUNC_LIKE(b) ( a )",
                          "#define FUNC_LIKE(b) ( b )"}) {
    CAPTURE(bad);
    std::string e = ppError(std::string(base) + bad + "\n");
    CHECK(e.find("t.cl:3:9: error: macro '") == 0);
    CHECK(e.find("redefined differently (previous definition at t.cl:") != std::string::npos);
  }
}

TEST_CASE("cl frontend: C99 6.10.3.5 EXAMPLE 7 variadic") {
  const char* src = kExample7;
  const char* want = R"(fprintf(stderr, "Flag" );
fprintf(stderr, "X = %d\n", x );
puts( "The first, second, and third items." );
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));
)";
  CHECK(pp(src) == norm(want));
}

TEST_CASE("cl frontend: #if constant expressions") {
  struct E {
    const char* expr;
    bool value;
  };
  const E cases[] = {
      {"1 + 2 * 3 == 7", true},
      {"(1 + 2) * 3 == 9", true},
      {"10 / 3 == 3 && 10 % 3 == 1", true},
      {"-10 / 3 == -3 && -10 % 3 == -1", true},
      {"5 - 3 - 1 == 1", true},
      {"2 * 3 % 4 == 2", true},
      {"1 < 2 == 1", true},
      {"-1 < 0", true},
      {"-1 > 0u", true},
      {"0xFFFFFFFFFFFFFFFF == -1", true},
      {"0xFFFFFFFFFFFFFFFF > 0", true},
      {"0x7FFFFFFFFFFFFFFF > 0", true},
      {"18446744073709551615 == -1", true},
      {"-9223372036854775807 - 1 < 0", true},
      {"(-9223372036854775807 - 1) / -1 < 0", true},
      {"(1 << 62) > 0", true},
      {"(1 << 63) < 0", true},
      {"-1 >> 1 == -1", true},
      {"0xF0u >> 4 == 0xF", true},
      {"~0 == -1", true},
      {"~0u == 0xFFFFFFFFFFFFFFFF", true},
      {"!0 && !!5", true},
      {"0 || 0", false},
      {"(3 & 5 ^ 1 | 8) == 8", true},
      {"(1 ? 2 : 3) == 2", true},
      {"(0 ? 2 : 3) == 3", true},
      {"(0 ? 1u : -1) > 0", true},
      {"1 ? 0 ? 5 : 6 : 7", true},
      {"0 && 1 / 0", false},
      {"1 || 1 / 0", true},
      {"0 ? 1 / 0 : 2", true},
      {"1 ? 2 : 1 % 0", true},
      {"0 && (1 << 64)", false},
      {"'a' == 97", true},
      {"'\\377' < 0", true},
      {"'\\n' == 10", true},
      {"undefined_name == 0", true},
      {"undefined_name", false},
      {"defined FOO", true},
      {"defined(FOO) && !defined BAR", true},
      {"defined ( ONE ) + defined TWO == 2", true},
      {"(2, 3) == 3", true},
      {"1 == 1L && 2 == 2ull", true},
      {"0x10 == 16 && 010 == 8", true},
      {"ONE + TWO == 3", true},
      {"ADD(ONE, TWO) == 3", true},
      {"IS_DEF", true},
      {"true", true},
      {"false", false},
      {"+ + - 3 == -3", true},
      {"__OPENCL_C_VERSION__ >= CL_VERSION_2_0", true},
      {"__OPENCL_VERSION__ < 200", false},
  };
  for (const E& c : cases) {
    CAPTURE(c.expr);
    std::string src = "#define FOO\n#define ONE 1\n#define TWO 2\n#define ADD(a,b) ((a)+(b))\n#define IS_DEF defined(FOO)\n#if " +
                      std::string(c.expr) + "\nyes\n#else\nno\n#endif\n";
    CHECK(pp(src) == (c.value ? "yes" : "no"));
  }
}

TEST_CASE("cl frontend: conditional groups") {
  CHECK(pp("#ifdef A\na\n#elif 1\nb\n#else\nc\n#endif") == "b");
  CHECK(pp("#define A\n#ifdef A\na\n#elif 1\nb\n#else\nc\n#endif") == "a");
  CHECK(pp("#if 0\na\n#elif 0\nb\n#else\nc\n#endif") == "c");
  CHECK(pp("#ifndef A\nna\n#endif\n#ifdef A\nya\n#endif") == "na");
  CHECK(pp("#if 0\n#if 1\nx\n#else\ny\n#endif\n#elif 1\nz\n#endif") == "z");
  CHECK(pp("#if 1\n#if 0\nx\n#elif 2\ny\n#endif\n#else\nz\n#endif") == "y");
  // Once a group was taken, later #elif expressions are not evaluated.
  CHECK(pp("#if 1\na\n#elif 1/0\nb\n#endif") == "a");
  // Skipped groups may hold anything that lexes: unknown directives, bad literals.
  CHECK(pp("#if 0\n#bogus\n#line x\nit's 1abc @ \"open\n#error no\n#include <none>\n# 33 \"x\"\n#endif\nok") == "ok");
  // The classic include guard.
  CHECK(pp("#ifndef G\n#define G\nfirst\n#endif\n#ifndef G\nsecond\n#endif") == "first");
  // Directives may be indented and have blanks after '#'; the null directive does nothing.
  CHECK(pp("  #  define X 5\n#\n\t# if X == 5\nfive\n # endif") == "five");
  // Comments and splices inside directive lines.
  CHECK(pp("#if /* c */ 1 \\\n + 1 == 2 // c\ntwo\n#endif") == "two");
}

TEST_CASE("cl frontend: #include") {
  Vfs vfs;
  vfs.files["dir/main.cl"] = "#include \"a.h\"\n#include \"b.h\"\n#include <c.h>\n#include \"sub/s.h\"\nend\n";
  vfs.files["dir/a.h"] = "A_H\n";
  vfs.files["inc/b.h"] = "B_H\n";
  vfs.files["inc/c.h"] = "C_H\n";
  vfs.files["dir/c.h"] = "WRONG_C\n";
  vfs.files["dir/sub/s.h"] = "#include \"t.h\"\n";
  vfs.files["dir/sub/t.h"] = "T_H __FILE__ __LINE__\n";
  PreprocessOptions o = vfs.options();
  o.includeDirs = {"inc"};
  auto toks = preprocess(vfs.files["dir/main.cl"], "dir/main.cl", o);
  CHECK(spell(toks) == "A_H B_H C_H T_H \"dir/sub/t.h\" 1 end");
  CHECK(toks[0].loc.str() == "dir/a.h:1:1");
  CHECK(toks[3].loc.str() == "dir/sub/t.h:1:1");
  CHECK(toks[6].loc.str() == "dir/main.cl:5:1");

  // Computed includes, #pragma once, and a guarded header included twice.
  vfs.files["h.h"] = "H\n";
  vfs.files["once.h"] = "#pragma once\nONCE\n";
  vfs.files["guard.h"] = "#ifndef GUARD\n#define GUARD\nGUARDED\n#endif\n";
  CHECK(pp("#define HDR \"h.h\"\n#include HDR\n#define ANGLE <h.h>\n#include ANGLE", [&] {
          PreprocessOptions p = vfs.options();
          p.includeDirs = {""};
          return p;
        }()) == "H H");
  CHECK(pp("#include \"once.h\"\n#include \"once.h\"\n#include \"guard.h\"\n#include \"guard.h\"", vfs.options()) ==
        "ONCE GUARDED");

  // Errors: missing files, depth, and the include chain in messages from inside a header.
  CHECK(ppError("#include \"nope.h\"", vfs.options()) == "t.cl:1:10: error: cannot find include file 'nope.h'");
  CHECK(ppError("#include <h.h>", vfs.options()) == "t.cl:1:10: error: cannot find include file 'h.h'");
  vfs.files["self.h"] = "#include \"self.h\"\n";
  std::string deep = ppError("#include \"self.h\"", vfs.options());
  CHECK(deep.find("self.h:1:10: error: #include nested more than 200 levels deep (included from self.h:1:1, ") == 0);
  CHECK(deep.find("t.cl:1:1)") != std::string::npos);
  vfs.files["bad.h"] = "x\n#error bad header\n";
  CHECK(ppError("\n#include \"bad.h\"", vfs.options()) == "bad.h:2:1: error: #error bad header (included from t.cl:2:1)");
  vfs.files["open.h"] = "#if 1\n";
  CHECK(ppError("#include \"open.h\"\n#endif", vfs.options()) ==
        "open.h:1:1: error: unterminated #if (no matching #endif) (included from t.cl:1:1)");
  CHECK(ppError("#include", vfs.options()) == "t.cl:1:2: error: #include expects \"FILENAME\" or <FILENAME>");
  CHECK(ppError("#include foo", vfs.options()) == "t.cl:1:10: error: #include expects \"FILENAME\" or <FILENAME>");
  CHECK(ppError("#include \"h.h\" junk", vfs.options()) == "t.cl:1:16: error: extra tokens at end of #include directive");
  CHECK(ppError("#include \"\"", vfs.options()) == "t.cl:1:10: error: empty filename in #include");
  // The input budget counts every inclusion.
  vfs.files["big.h"] = std::string(1000, ' ') + "x\n";
  PreprocessOptions small = vfs.options();
  small.maxInputBytes = 20000;
  std::string many;
  for (int i = 0; i < 30; ++i) many += "#include \"big.h\"\n";
  CHECK(ppError(many, small).find("error: input exceeds 20000 bytes") != std::string::npos);
  // The host file system is the default.
  std::string path = test::tempPath("fe_inc_main.cl");
  {
    std::ofstream(test::tempPath("fe_inc_hdr.h")) << "FROM_DISK\n";
  }
  CHECK(spell(preprocess("#include \"fe_inc_hdr.h\"\n", path, {})) == "FROM_DISK");
}

TEST_CASE("cl frontend: predefined macros, __FILE__, __LINE__ and options") {
  CHECK(pp("__OPENCL_VERSION__ __OPENCL_C_VERSION__ CL_VERSION_1_0 CL_VERSION_1_1 CL_VERSION_1_2 CL_VERSION_2_0 "
           "__ENDIAN_LITTLE__ __AMDGCN__ __AMDGPU__") == "200 200 100 110 120 200 1 1 1");
  CHECK(pp("#ifdef __IMAGE_SUPPORT__\nimages\n#endif\n__IMAGE_SUPPORT__") == "__IMAGE_SUPPORT__");
  CHECK(pp("\n__FILE__ __LINE__\n#define L __LINE__\n\nL") == "\"t.cl\" 2 5");
  CHECK(spell(preprocess("__FILE__", "a\"b\\c.cl", {})) == "\"a\\\"b\\\\c.cl\"");
  CHECK(pp("#if defined(__FILE__) && defined __LINE__ && __LINE__ == 1\nok\n#endif") == "ok");
  PreprocessOptions o;
  o.defines = {"FOO", "BAR=7", "F(x)=((x)+1)", "EMPTY=", "CL_VERSION_1_0=5", "__AMDGCN__"};
  o.undefines = {"__AMDGPU__", "NEVER_DEFINED"};
  CHECK(pp("FOO BAR F(2) EMPTY CL_VERSION_1_0 __AMDGCN__ __AMDGPU__", o) == norm("1 7 ((2)+1) 5 1 __AMDGPU__"));
  PreprocessOptions bad;
  bad.defines = {"1X=2"};
  CHECK(ppError("x", bad) == "<command line>:1:1: error: macro name must be an identifier, found '1X'");
  bad.defines = {"F(=2"};
  CHECK(ppError("x", bad).find("<command line>:1:") == 0);
  bad.defines = {"__LINE__=2"};
  CHECK(ppError("x", bad) == "<command line>:1:1: error: cannot redefine builtin macro '__LINE__'");
  // The initial macro tables are kept per option set: each set still gets its own macros, a
  // macro defined by one translation unit is not seen by the next, and a failing set fails
  // again.
  for (int round = 0; round < 2; ++round) {
    for (int v = 0; v < 6; ++v) {
      PreprocessOptions each;
      each.defines = {"V=" + std::to_string(v)};
      CHECK(pp("#define LOCAL_ONLY 1\nV LOCAL_ONLY", each) == std::to_string(v) + " 1");
      CHECK(pp("LOCAL_ONLY V", each) == "LOCAL_ONLY " + std::to_string(v));
    }
    CHECK(pp("FOO BAR __AMDGPU__", o) == "1 7 __AMDGPU__");
    CHECK(pp("FOO __AMDGPU__") == "FOO 1");
    CHECK(ppError("x", bad) == "<command line>:1:1: error: cannot redefine builtin macro '__LINE__'");
  }
}

TEST_CASE("cl frontend: pragmas, #error, #warning, #line and the null directive") {
  auto toks = preprocess("x\n  #pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma unroll 4\ny", "t.cl");
  REQUIRE(toks.size() == 5);
  CHECK(toks[1].kind == TokKind::Pragma);
  CHECK(toks[1].text == "OPENCL EXTENSION cl_khr_fp64 : enable");
  CHECK(toks[1].loc.str() == "t.cl:2:3");
  CHECK(toks[2].text == "unroll 4");
  CHECK(spellTokens(toks) == "x\n#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma unroll 4\ny\n");
  PreprocessOptions drop;
  drop.keepPragmas = false;
  CHECK(pp("x\n#pragma OPENCL EXTENSION all : disable\ny", drop) == "x y");
  // Pragma bodies are not macro-expanded; _Pragma works, also from a macro.
  CHECK(pp("#define X 1\n#pragma X\n_Pragma(\"unroll \\\"X\\\"\")\n#define P(n) _Pragma(#n) n\nP(y)") ==
        "#pragma X #pragma unroll \"X\" #pragma y y");
  CHECK(pp("#pragma once\nz") == "z");
  CHECK(ppError("a\n#error Unsupported  config: it's bad\n") == "t.cl:2:1: error: #error Unsupported config: it's bad");
  CHECK(ppError("  #  error") == "t.cl:1:3: error: #error ");
  std::vector<std::string> warnings;
  PreprocessOptions w;
  w.warn = [&](const std::string& m) { warnings.push_back(m); };
  CHECK(pp("#warning careful now\nq", w) == "q");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "t.cl:1:1: warning: #warning careful now");
  CHECK(pp("#warning ignored\nq") == "q");
  CHECK(ppError("#line 10 \"x.cl\"") == "t.cl:1:2: error: #line is not supported");
  CHECK(pp("#\n# /* comment */\nk") == "k");
  // A '#' that does not start a line is an ordinary token.
  CHECK(pp("a # b") == "a # b");
}

TEST_CASE("cl frontend: token locations through macro expansion") {
  auto toks = preprocess("#define ADD(a, b) (a + b)\nx = ADD(y,\n        z);\n#define TWICE(v) ADD(v, v)\n  TWICE(q)", "t.cl");
  // x = ( y + z ) ; ( q + q )
  REQUIRE(toks.size() == 14);
  struct L {
    const char* text;
    const char* where;
    bool fromMacro;
  };
  const L want[] = {{"x", "t.cl:2:1", false}, {"=", "t.cl:2:3", false}, {"(", "t.cl:2:5", true},
                    {"y", "t.cl:2:9", true},  {"+", "t.cl:2:5", true},  {"z", "t.cl:3:9", true},
                    {")", "t.cl:2:5", true},  {";", "t.cl:3:11", false}, {"(", "t.cl:5:3", true},
                    {"q", "t.cl:5:9", true},  {"+", "t.cl:5:3", true},  {"q", "t.cl:5:9", true},
                    {")", "t.cl:5:3", true}};
  for (size_t i = 0; i < 13; ++i) {
    CAPTURE(i);
    CHECK(toks[i].text == want[i].text);
    CHECK(toks[i].loc.str() == want[i].where);
    CHECK(toks[i].fromMacro == want[i].fromMacro);
    CHECK(toks[i].hideSet == 0);
  }
  CHECK(toks[8].atLineStart);
  CHECK(toks[13].kind == TokKind::EndOfFile);
  CHECK(toks[13].loc.line == 5);
  // Literal values survive the preprocessor.
  auto lits = preprocess("#define N 0x10u\nN 2.5f 'c' \"s\"", "t.cl");
  CHECK(lits[0].kind == TokKind::IntLiteral);
  CHECK(lits[0].intValue == 16);
  CHECK(lits[0].intUnsigned);
  CHECK(lits[1].floatValue == 2.5);
  CHECK(lits[2].intValue == 'c');
  CHECK(lits[3].value == "s");
}

TEST_CASE("cl frontend: diagnostics name file, line, column and the reason") {
  struct Case {
    const char* src;
    const char* want;  // the whole message, or its start when it ends in "..."
  };
  const Case cases[] = {
      {"#if 1\n", "t.cl:1:1: error: unterminated #if (no matching #endif)"},
      {"#ifndef X\n", "t.cl:1:1: error: unterminated #ifndef (no matching #endif)"},
      {"#ifdef X\n#else\n#else\n#endif\n", "t.cl:3:2: error: #else after #else (the #else is at t.cl:2:2)"},
      {"#if 1\n#else\n#elif 1\n#endif", "t.cl:3:2: error: #elif after #else (the #else is at t.cl:2:2)"},
      {"#endif\n", "t.cl:1:2: error: #endif without #if"},
      {"#elif 1\n", "t.cl:1:2: error: #elif without #if"},
      {"#else\n", "t.cl:1:2: error: #else without #if"},
      {"#if 1\n#else x\n#endif", "t.cl:2:7: error: extra tokens at end of #else directive"},
      {"#if 1\n#endif x", "t.cl:2:8: error: extra tokens at end of #endif directive"},
      {"#define f(a,\n", "t.cl:1:12: error: missing ')' in macro parameter list"},
      {"#define f(a a)\n", "t.cl:1:13: error: expected ',' or ')' in macro parameter list, found 'a'"},
      {"#define f(a, a)\n", "t.cl:1:14: error: duplicate macro parameter 'a'"},
      {"#define f(1)\n", "t.cl:1:11: error: expected a parameter name in macro parameter list, found '1'"},
      {"#define f(...x)\n", "t.cl:1:14: error: missing ')' after '...' in macro parameter list"},
      {"#define f(__VA_ARGS__)\n", "t.cl:1:11: error: '__VA_ARGS__' cannot be used as a macro parameter name"},
      {"#define f(x) #y\n", "t.cl:1:14: error: '#' is not followed by a macro parameter"},
      {"#define f(x) ## x\n", "t.cl:1:14: error: '##' cannot appear at either end of a macro expansion"},
      {"#define o x ##\n", "t.cl:1:13: error: '##' cannot appear at either end of a macro expansion"},
      {"#define v(x) __VA_ARGS__\n", "t.cl:1:14: error: '__VA_ARGS__' can only appear in the expansion of a variadic macro"},
      {"#define\n", "t.cl:1:2: error: macro name missing in #define"},
      {"#define 3 x\n", "t.cl:1:9: error: macro name must be an identifier, found '3'"},
      {"#define defined 1\n", "t.cl:1:9: error: 'defined' cannot be used as a macro name"},
      {"#define __VA_ARGS__ 1\n", "t.cl:1:9: error: '__VA_ARGS__' cannot be used as a macro name"},
      {"#define __FILE__ 1\n", "t.cl:1:9: error: cannot redefine builtin macro '__FILE__'"},
      {"#undef __LINE__\n", "t.cl:1:8: error: cannot undefine builtin macro '__LINE__'"},
      {"#define A 1\n#define A 2\n", "t.cl:2:9: error: macro 'A' redefined differently (previous definition at t.cl:1:9)"},
      {"#define F(x) x\n#define F(y) y\n", "t.cl:2:9: error: macro 'F' redefined differently (previous definition at t.cl:1:9)"},
      {"#undef\n", "t.cl:1:2: error: macro name missing in #undef"},
      {"#undef A B\n", "t.cl:1:10: error: extra tokens at end of #undef directive"},
      {"#ifdef\n#endif\n", "t.cl:1:2: error: macro name missing in #ifdef"},
      {"#ifdef X Y\n#endif", "t.cl:1:10: error: extra tokens at end of #ifdef directive"},
      {"#ifndef 1\n#endif", "t.cl:1:9: error: macro name must be an identifier, found '1'"},
      {"#define f(x) x\nf(1, 2)\n", "t.cl:2:1: error: macro 'f' passed 2 arguments, but takes just 1"},
      {"#define g(x, y) x\ng(1)\n", "t.cl:2:1: error: macro 'g' requires 2 arguments, but only 1 given"},
      {"#define h() x\nh(1)\n", "t.cl:2:1: error: macro 'h' passed 1 arguments, but takes just 0"},
      {"#define v(a, b, ...) x\nv(1)\n", "t.cl:2:1: error: macro 'v' requires 3 arguments, but only 1 given"},
      {"#define f(x) x\n  f(1, (2\n", "t.cl:2:3: error: unterminated argument list invoking macro 'f'"},
      {"#define f(x) x\n#if f(1\n#endif", "t.cl:2:5: error: unterminated argument list invoking macro 'f'"},
      {"#define cat(a, b) a ## b\ncat(+, /)\n", "t.cl:2:1: error: pasting '+' and '/' does not give a valid preprocessing token"},
      {"#define cat(a, b) a ## b\ncat(/, /)\n", "t.cl:2:1: error: pasting '/' and '/' does not give a valid preprocessing token"},
      {"#define cat(a, b) a ## b\ncat(., .)\n", "t.cl:2:1: error: pasting '.' and '.' does not give a valid preprocessing token"},
      {"#if 1 / 0\n#endif\n", "t.cl:1:7: error: division by zero in preprocessor expression"},
      {"#if 1 % 0\n#endif\n", "t.cl:1:7: error: remainder by zero in preprocessor expression"},
      {"#if 1 << 64\n#endif\n", "t.cl:1:7: error: shift count 64 is out of range in preprocessor expression"},
      {"#if 1 >> -1\n#endif\n", "t.cl:1:7: error: shift count -1 is out of range in preprocessor expression"},
      {"#if (1\n#endif\n", "t.cl:1:6: error: missing ')' in preprocessor expression (the '(' is at t.cl:1:5)"},
      {"#if\n#endif\n", "t.cl:1:2: error: #if with no expression"},
      {"#define E\n#if E\n#endif\n", "t.cl:2:5: error: #if expression is empty after macro expansion"},
      {"#if 1\n#elif\n#endif\n", "<no error>"},
      {"#if 0\n#elif\n#endif\n", "t.cl:2:2: error: #elif with no expression"},
      {"#if 1.0\n#endif", "t.cl:1:5: error: floating constant '1.0' in preprocessor expression"},
      {"#if 1 +\n#endif", "t.cl:1:7: error: expected a value in preprocessor expression"},
      {"#if 2 3\n#endif", "t.cl:1:7: error: missing binary operator before '3' in preprocessor expression"},
      {"#if 1 ? 2\n#endif", "t.cl:1:9: error: expected ':' in preprocessor expression"},
      {"#if 1 = 1\n#endif", "t.cl:1:7: error: missing binary operator before '=' in preprocessor expression"},
      {"#if )\n#endif", "t.cl:1:5: error: expected a value in preprocessor expression, found ')'"},
      {"#if foo(1)\n#endif", "t.cl:1:5: error: function-like macro 'foo' is not defined"},
      {"#if defined\n#endif", "t.cl:1:5: error: macro name missing after 'defined'"},
      {"#if defined(X\n#endif", "t.cl:1:13: error: missing ')' after 'defined(X'"},
      {"#if defined 3\n#endif", "t.cl:1:13: error: macro name must be an identifier after 'defined', found '3'"},
      {"#if \"s\"\n#endif", "t.cl:1:5: error: string literal '\"s\"' is not valid in a preprocessor expression"},
      {"#if 'ab'\n#endif", "t.cl:1:5: error: multi-character character constant is not supported"},
      {"#if 09\n#endif", "t.cl:1:5: error: invalid digit '9' in octal constant"},
      {"#error stop here\n", "t.cl:1:1: error: #error stop here"},
      {"#line 5\n", "t.cl:1:2: error: #line is not supported"},
      {"#foo\n", "t.cl:1:2: error: unknown preprocessing directive '#foo'"},
      {"#include_next <x>\n", "t.cl:1:2: error: unknown preprocessing directive '#include_next'"},
      {"# 33 \"x.c\"\n", "t.cl:1:3: error: invalid preprocessing directive '#33'"},
      {"x @ y\n", "t.cl:1:3: error: unexpected character '@'"},
      {"x $y\n", "t.cl:1:3: error: unexpected character '$'"},
      {"int a = 09;\n", "t.cl:1:9: error: invalid digit '9' in octal constant"},
      {"x = 18446744073709551616;\n", "t.cl:1:5: error: integer constant '18446744073709551616' is too large for 64 bits"},
      {"y = 1.5q;", "t.cl:1:5: error: invalid suffix 'q' on floating constant"},
      {"char c = 'ab';", "t.cl:1:10: error: multi-character character constant is not supported"},
      {"char c = '\\z';", "t.cl:1:10: error: unknown escape sequence '\\z'"},
      {"s = \"abc\n", "t.cl:1:5: error: missing terminating \" character"},
      {"/* open\n\nx\n", "t.cl:1:1: error: unterminated /* comment"},
      {"#if 0\n/* open\n#endif\n", "t.cl:2:1: error: unterminated /* comment"},
      {"_Pragma(1)", "t.cl:1:1: error: _Pragma takes a parenthesized string literal"},
      {"#define S(x) #x\nS(\\)", "t.cl:2:1: error: missing terminating \" character"},
      {"#define B \\\nx\nB @", "t.cl:3:3: error: unexpected character '@'"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.src);
    CHECK(ppError(c.src) == c.want);
  }
}

TEST_CASE("cl frontend: limits stop runaway inputs with a clear error") {
  // Exponential expansion: a30 would be 2^31 tokens.
  std::string expo = "#define a0 x x\n";
  for (int i = 1; i <= 30; ++i) expo += "#define a" + std::to_string(i) + " a" + std::to_string(i - 1) + " a" + std::to_string(i - 1) + "\n";
  expo += "a30\n";
  auto start = std::chrono::steady_clock::now();
  CHECK(ppError(expo).find("t.cl:32:1: error: macro expansion produced more than 1000000 tokens") == 0);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
  PreprocessOptions small;
  small.maxExpansionTokens = 1000;
  CHECK(ppError(expo, small).find("more than 1000 tokens") != std::string::npos);

  // A chain of 300 object-like macros nests too deeply; 150 is fine.
  auto chain = [](int n) {
    std::string s = "#define m0 end\n";
    for (int i = 1; i <= n; ++i) s += "#define m" + std::to_string(i) + " m" + std::to_string(i - 1) + "\n";
    return s + "m" + std::to_string(n) + "\n";
  };
  CHECK(pp(chain(150)) == "end");
  CHECK(ppError(chain(300)).find("error: macro expansion nested more than 200 levels deep") != std::string::npos);

  // Nested arguments: f(f(f(...))).
  auto nested = [](int n) {
    return "#define f(x) x\n" + [&] {
      std::string s;
      for (int i = 0; i < n; ++i) s += "f(";
      s += "1";
      for (int i = 0; i < n; ++i) s += ")";
      return s;
    }();
  };
  CHECK(pp(nested(150)) == "1");
  CHECK(ppError(nested(2000)) == "t.cl:2:401: error: macro arguments nested more than 200 levels deep");

  // Deep #if expressions.
  CHECK(ppError("#if " + std::string(20000, '(') + "1" + std::string(20000, ')') + "\n#endif")
            .find("error: preprocessor expression nested more than 256 levels deep") != std::string::npos);
  std::string minus;
  for (int i = 0; i < 20000; ++i) minus += "- ";
  CHECK(ppError("#if " + minus + "1\n#endif").find("nested more than 256 levels deep") != std::string::npos);
  std::string ternary;
  for (int i = 0; i < 20000; ++i) ternary += "1 ? 1 : ";
  CHECK(ppError("#if " + ternary + "1\n#endif").find("nested more than 256 levels deep") != std::string::npos);

  // Stringizing a stringized string doubles its backslashes: the byte budget stops it.
  std::string str = "#define S(x) #x\n#define X(x) S(x)\n";
  std::string call = "a";
  for (int i = 0; i < 60; ++i) call = "X(" + call + ")";
  CHECK(ppError(str + call).find("bytes of tokens with # and ##") != std::string::npos);

  // The output budget.
  PreprocessOptions out;
  out.maxOutputTokens = 100;
  CHECK(ppError(std::string(200, ';'), out)
            .find("error: preprocessed output exceeds 100 tokens") != std::string::npos);
}

TEST_CASE("cl frontend: a large kernel preprocesses quickly") {
  std::string src = "#define ADD(a, b) ((a) + (b))\n#define N 4\n";
  for (int i = 0; i < 20000; ++i) src += "x" + std::to_string(i) + " = ADD(y[N], z) * 2.0f;\n";
  auto start = std::chrono::steady_clock::now();
  auto toks = preprocess(src, "big.cl");
  CHECK(toks.size() == 20000u * 17 + 1);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
}

TEST_CASE("cl frontend: random inputs give tokens or an Error, never a crash") {
  const uint32_t seed = 20240611;
  std::mt19937 rng(seed);
  const char* const pieces[] = {
      "#define ", "#undef ", "#if ", "#ifdef ", "#ifndef ", "#elif ", "#else", "#endif", "#include ", "#error ",
      "#pragma ", "#line ", "#", "defined", "(", ")", ",", "...", "__VA_ARGS__", "##", " # ", "\n", "\\\n",
      "/*", "*/", "//", "\"", "'", "a", "b", "f", "g", "f(", "g(x)", "a b", "0x", "1e", "1", "0", "077", "1.5f",
      "'\\x41'", "\"s\"", "<h.h>", "\"r.h\"", "+", "-", "*", "/", "%", "<<", ">>", "?", ":", "&&", "||", "!",
      "__LINE__", "__FILE__", "_Pragma", "\x00", "\xff", "\xc3\xa9", "@", " ", "\t", "\r\n"};
  Vfs vfs;
  vfs.files["r.h"] = "#define a b b\n#include \"r.h\"\n";
  vfs.files["h.h"] = "f(";
  PreprocessOptions o = vfs.options();
  o.includeDirs = {""};
  o.maxExpansionTokens = 20000;
  o.maxIncludeDepth = 20;
  std::vector<std::string> fixed = {"#define a a a\n#define b a a\nb b b",
                                    "#define f(x) f(x x)\nf(f(f(1)))",
                                    "#define g(x) x(g)(x)\ng(g)(g)",
                                    "#define X(x) #x x ## x\nX(X(X(//)))"};
  size_t errors = 0, results = 0;
  for (int iter = 0; iter < 2000; ++iter) {
    std::string src;
    if (iter < static_cast<int>(fixed.size())) {
      src = fixed[static_cast<size_t>(iter)];
    } else if (iter % 2 == 1) {
      src = randomProgram(rng);
    } else if (iter % 4 == 0) {
      size_t n = rng() % 200;
      for (size_t i = 0; i < n; ++i) src += static_cast<char>(rng() % 256);
    } else {
      size_t n = rng() % 80;
      for (size_t i = 0; i < n; ++i) {
        const char* p = pieces[rng() % std::size(pieces)];
        src += *p ? std::string(p) : std::string(1, '\0');
      }
    }
    try {
      (void)lexAll(src, "r.cl");
    } catch (const Error&) {
    } catch (const std::exception& e) {
      FAIL("lexer threw a non-Error on input " << iter << " (seed " << seed << "): " << e.what());
    }
    try {
      auto toks = preprocess(src, "r.cl", o);
      REQUIRE(!toks.empty());
      CHECK(toks.back().kind == TokKind::EndOfFile);
      ++results;
    } catch (const Error& e) {
      std::string m = e.what();
      if (m.find(": error: ") == std::string::npos)
        FAIL("error without a location on input " << iter << " (seed " << seed << "): " << m);
      ++errors;
    } catch (const std::exception& e) {
      FAIL("preprocessor threw a non-Error on input " << iter << " (seed " << seed << "): " << e.what());
    }
  }
  MESSAGE("random inputs: " << results << " preprocessed, " << errors << " errors");
  CHECK(results > 100);
  CHECK(errors > 100);
}

TEST_CASE("cl frontend: token streams agree with clang-19 -E") {
  if (!test::haveTool("clang-19")) return;  // the live check needs clang-19
  const std::string example4 = std::string(kExample4Head) + "xstr(INCFILE(2).h)\n" + kExample4Tail;
  const char* samples[] = {
      kExample3,
      kExample5,
      kExample7,
      example4.c_str(),
      // A kernel with the usual macro tricks and conditionals.
      R"(#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define TILE 16
#define IDX(r, c, ld) ((r) * (ld) + (c))
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define VEC(t, n) XCAT(t, n)
#define STR(x) #x
#define XSTR(x) STR(x)
#if defined(__AMDGCN__) && __OPENCL_C_VERSION__ >= CL_VERSION_2_0 && !defined(__IMAGE_SUPPORT__)
#define ATTR __attribute__((reqd_work_group_size(TILE, TILE, 1)))
#elif TILE > 8
#error unexpected
#else
#define ATTR
#endif
#if (TILE << 2) == 64 && (TILE % 5) == 1 && -1 < 0 && (0 ? 1/0 : 1) && '\377' < 0
#define OK 1
#endif
__kernel ATTR void k(__global VEC(float, 4)* a, __local float* tmp, const int ld) {
  int i = get_global_id(0), j = get_global_id(1);
  tmp[IDX(i, j, TILE)] = a[IDX(j, i, ld)].x + OK + 0x1p-3f + 1.5e3 + 'a';
  const char* s = XSTR(TILE) STR(a "b" 'c' \n);
  a[__LINE__] = CAT(1, 2) + CAT(0x, 1F) + CAT(, 3);
}
)",
  };
  int i = 0;
  for (const char* src : samples) {
    CAPTURE(i);
    std::string path = test::tempPath("fe_clang_" + std::to_string(i++) + ".cl");
    {
      std::ofstream(path) << src;
    }
    std::string out;
    int rc = test::runCommand("clang-19 -E -P -x cl -cl-std=CL2.0 -cl-no-stdinc --target=amdgcn-amd-amdhsa -nogpulib " +
                                  path + " 2>/dev/null",
                              &out);
    REQUIRE(rc == 0);
    std::vector<std::string> theirs, ours;
    for (const Token& t : lexAll(out, "clang"))
      if (t.kind != TokKind::EndOfFile) theirs.push_back(t.text);
    for (const Token& t : preprocess(src, path, {})) {
      if (t.kind == TokKind::EndOfFile) break;
      if (t.kind != TokKind::Pragma) {
        ours.push_back(t.text);
        continue;
      }
      ours.push_back("#");
      ours.push_back("pragma");
      for (const Token& p : lexAll(t.text, "pragma"))
        if (p.kind != TokKind::EndOfFile) ours.push_back(p.text);
    }
    CHECK(ours == theirs);
  }
}
