#include "frontend/lexer.h"

#include <array>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <unordered_map>

namespace gfxsim::cl {

namespace {

struct PunctSpelling {
  std::string_view text;
  Punct punct;
};

// Longest first, so the first match is the maximal munch. Digraphs map to their tokens.
constexpr std::array<PunctSpelling, 54> kPuncts{{
    {"%:%:", Punct::HashHash}, {"...", Punct::Ellipsis}, {"<<=", Punct::ShlAssign},
    {">>=", Punct::ShrAssign}, {"->", Punct::Arrow},     {"++", Punct::PlusPlus},
    {"--", Punct::MinusMinus}, {"<<", Punct::Shl},       {">>", Punct::Shr},
    {"<=", Punct::Le},         {">=", Punct::Ge},        {"==", Punct::EqEq},
    {"!=", Punct::Ne},         {"&&", Punct::AmpAmp},    {"||", Punct::PipePipe},
    {"*=", Punct::StarAssign}, {"/=", Punct::SlashAssign}, {"%=", Punct::PercentAssign},
    {"+=", Punct::PlusAssign}, {"-=", Punct::MinusAssign}, {"&=", Punct::AmpAssign},
    {"^=", Punct::CaretAssign}, {"|=", Punct::PipeAssign}, {"##", Punct::HashHash},
    {"<:", Punct::LBracket},   {":>", Punct::RBracket},  {"<%", Punct::LBrace},
    {"%>", Punct::RBrace},     {"%:", Punct::Hash},      {"[", Punct::LBracket},
    {"]", Punct::RBracket},    {"(", Punct::LParen},     {")", Punct::RParen},
    {"{", Punct::LBrace},      {"}", Punct::RBrace},     {".", Punct::Dot},
    {"&", Punct::Amp},         {"*", Punct::Star},       {"+", Punct::Plus},
    {"-", Punct::Minus},       {"~", Punct::Tilde},      {"!", Punct::Excl},
    {"/", Punct::Slash},       {"%", Punct::Percent},    {"<", Punct::Lt},
    {">", Punct::Gt},          {"^", Punct::Caret},      {"|", Punct::Pipe},
    {"?", Punct::Question},    {":", Punct::Colon},      {";", Punct::Semi},
    {"=", Punct::Assign},      {",", Punct::Comma},      {"#", Punct::Hash},
}};

struct KwSpelling {
  std::string_view text;
  Kw kw;
};

// The first spelling of each keyword is its canonical one.
constexpr std::array<KwSpelling, 60> kKeywords{{
    {"auto", Kw::Auto}, {"break", Kw::Break}, {"case", Kw::Case}, {"char", Kw::Char},
    {"const", Kw::Const}, {"continue", Kw::Continue}, {"default", Kw::Default}, {"do", Kw::Do},
    {"double", Kw::Double}, {"else", Kw::Else}, {"enum", Kw::Enum}, {"extern", Kw::Extern},
    {"float", Kw::Float}, {"for", Kw::For}, {"goto", Kw::Goto}, {"if", Kw::If},
    {"inline", Kw::Inline}, {"int", Kw::Int}, {"long", Kw::Long}, {"register", Kw::Register},
    {"restrict", Kw::Restrict}, {"return", Kw::Return}, {"short", Kw::Short},
    {"signed", Kw::Signed}, {"sizeof", Kw::Sizeof}, {"static", Kw::Static},
    {"struct", Kw::Struct}, {"switch", Kw::Switch}, {"typedef", Kw::Typedef},
    {"union", Kw::Union}, {"unsigned", Kw::Unsigned}, {"void", Kw::Void},
    {"volatile", Kw::Volatile}, {"while", Kw::While}, {"_Bool", Kw::Bool_},
    {"_Complex", Kw::Complex}, {"_Imaginary", Kw::Imaginary}, {"bool", Kw::Bool},
    {"true", Kw::True}, {"false", Kw::False}, {"half", Kw::Half},
    {"__kernel", Kw::Kernel}, {"kernel", Kw::Kernel}, {"__global", Kw::Global},
    {"global", Kw::Global}, {"__local", Kw::Local}, {"local", Kw::Local},
    {"__constant", Kw::Constant}, {"constant", Kw::Constant}, {"__private", Kw::Private},
    {"private", Kw::Private}, {"__generic", Kw::Generic}, {"__read_only", Kw::ReadOnly},
    {"read_only", Kw::ReadOnly}, {"__write_only", Kw::WriteOnly},
    {"write_only", Kw::WriteOnly}, {"__read_write", Kw::ReadWrite},
    {"read_write", Kw::ReadWrite}, {"pipe", Kw::Pipe}, {"__attribute__", Kw::Attribute},
}};

Kw lookupKeyword(std::string_view s) {
  static const std::unordered_map<std::string_view, Kw> table = [] {
    std::unordered_map<std::string_view, Kw> m;
    for (const auto& k : kKeywords) m.emplace(k.text, k.kw);
    return m;
  }();
  auto it = table.find(s);
  return it == table.end() ? Kw::None : it->second;
}

bool isIdentStart(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isDigit(int c) { return c >= '0' && c <= '9'; }
bool isIdentChar(int c) { return isIdentStart(c) || isDigit(c); }
bool isHexDigit(int c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int hexValue(int c) { return isDigit(c) ? c - '0' : (c | 0x20) - 'a' + 10; }

std::string describeChar(int c) {
  if (c >= 0x21 && c < 0x7f) return std::string("'") + static_cast<char>(c) + "'";
  char buf[16];
  std::snprintf(buf, sizeof buf, "byte 0x%02x", c);
  return buf;
}

void makeInvalid(Token& t, std::string why) {
  t.kind = TokKind::Invalid;
  t.value = std::move(why);
}

// The integer suffix (u, l, ll in either order, one case for the l's); false when bad.
bool parseIntSuffix(std::string_view s, Token& t) {
  size_t i = 0;
  bool u = false;
  uint8_t l = 0;
  while (i < s.size()) {
    char c = s[i];
    if ((c == 'u' || c == 'U') && !u) {
      u = true;
      ++i;
    } else if ((c == 'l' || c == 'L') && l == 0) {
      l = 1;
      if (i + 1 < s.size() && s[i + 1] == c) l = 2, ++i;
      ++i;
    } else {
      return false;
    }
  }
  t.intUnsigned = u;
  t.intLong = l;
  return true;
}

void classifyInteger(Token& t) {
  std::string_view s = t.text;
  unsigned base = 10;
  size_t i = 0;
  if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    i = 2;
  } else if (s[0] == '0') {
    base = 8;
  }
  size_t digitsStart = i;
  uint64_t v = 0;
  bool overflow = false;
  for (; i < s.size(); ++i) {
    int c = static_cast<unsigned char>(s[i]);
    unsigned d;
    if (base == 16 ? isHexDigit(c) : isDigit(c)) d = static_cast<unsigned>(hexValue(c));
    else break;
    if (base == 8 && d >= 8) return makeInvalid(t, "invalid digit '" + std::string(1, s[i]) + "' in octal constant");
    if (v > (std::numeric_limits<uint64_t>::max() - d) / base) overflow = true;
    v = v * base + d;
  }
  if (i == digitsStart) return makeInvalid(t, "hexadecimal constant '" + std::string(s) + "' has no digits");
  if (!parseIntSuffix(s.substr(i), t))
    return makeInvalid(t, "invalid suffix '" + std::string(s.substr(i)) + "' on integer constant");
  if (overflow) return makeInvalid(t, "integer constant '" + std::string(s) + "' is too large for 64 bits");
  t.kind = TokKind::IntLiteral;
  t.intValue = v;
  t.radix = static_cast<uint8_t>(base);
}

void classifyFloat(Token& t, bool hex) {
  std::string_view s = t.text;
  size_t i = hex ? 2 : 0;
  size_t mantStart = i;
  size_t digits = 0;
  auto isMant = [&](int c) { return hex ? isHexDigit(c) : isDigit(c); };
  while (i < s.size() && isMant(static_cast<unsigned char>(s[i]))) ++i, ++digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && isMant(static_cast<unsigned char>(s[i]))) ++i, ++digits;
  }
  if (digits == 0) return makeInvalid(t, "floating constant '" + std::string(s) + "' has no digits");
  char expChar = hex ? 'p' : 'e';
  if (i < s.size() && (s[i] | 0x20) == expChar) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    size_t expDigits = 0;
    while (i < s.size() && isDigit(static_cast<unsigned char>(s[i]))) ++i, ++expDigits;
    if (expDigits == 0) return makeInvalid(t, "exponent has no digits in '" + std::string(s) + "'");
  } else if (hex) {
    return makeInvalid(t, "hexadecimal floating constant '" + std::string(s) + "' requires an exponent");
  }
  size_t numberEnd = i;
  std::string_view suffix = s.substr(i);
  if (suffix.size() > 1 || (suffix.size() == 1 && (suffix[0] | 0x20) != 'f' && (suffix[0] | 0x20) != 'h'))
    return makeInvalid(t, "invalid suffix '" + std::string(suffix) + "' on floating constant");
  t.floatSuffix = suffix.empty() ? 0 : static_cast<char>(suffix[0] | 0x20);
  std::string_view number = s.substr(mantStart, numberEnd - mantStart);
  double d = 0;
  auto res = std::from_chars(number.data(), number.data() + number.size(), d,
                             hex ? std::chars_format::hex : std::chars_format::general);
  if (res.ec == std::errc::result_out_of_range) {
    // Too large is an error; too small underflows to a denormal or zero, as in C.
    std::string full(s.substr(0, numberEnd));
    d = std::strtod(full.c_str(), nullptr);
    if (std::isinf(d)) return makeInvalid(t, "floating constant '" + std::string(s) + "' is too large for double");
  } else if (res.ec != std::errc() || res.ptr != number.data() + number.size()) {
    return makeInvalid(t, "malformed floating constant '" + std::string(s) + "'");
  }
  t.kind = TokKind::FloatLiteral;
  t.floatValue = d;
}

}  // namespace

const char* punctSpelling(Punct p) {
  auto digraph = [](std::string_view s) {
    return s == "<:" || s == ":>" || s == "<%" || s == "%>" || s == "%:" || s == "%:%:";
  };
  for (const auto& e : kPuncts)
    if (e.punct == p && !digraph(e.text)) return e.text.data();
  return "";
}

const char* kwSpelling(Kw k) {
  for (const auto& e : kKeywords)
    if (e.kw == k) return e.text.data();
  return "";
}

const char* tokKindName(TokKind k) {
  switch (k) {
    case TokKind::Identifier: return "identifier";
    case TokKind::Keyword: return "keyword";
    case TokKind::IntLiteral: return "integer literal";
    case TokKind::FloatLiteral: return "floating literal";
    case TokKind::CharLiteral: return "character literal";
    case TokKind::StringLiteral: return "string literal";
    case TokKind::Punct: return "punctuator";
    case TokKind::HeaderName: return "header name";
    case TokKind::Pragma: return "pragma";
    case TokKind::Invalid: return "invalid token";
    case TokKind::EndOfFile: return "end of file";
  }
  return "?";
}

void classifyNumber(Token& t) {
  std::string_view s = t.text;
  bool hex = s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  bool isFloat = false;
  for (size_t i = hex ? 2 : 0; i < s.size(); ++i) {
    char c = static_cast<char>(s[i] | 0x20);
    if (s[i] == '.' || c == (hex ? 'p' : 'e')) isFloat = true;
  }
  if (isFloat) classifyFloat(t, hex);
  else classifyInteger(t);
}

bool decodeEscapes(std::string_view body, std::string& out, std::string& err) {
  out.clear();
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    if (++i >= body.size()) {
      err = "incomplete escape sequence";
      return false;
    }
    char e = body[i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case 'b': out += '\b'; break;
      case 'r': out += '\r'; break;
      case 'f': out += '\f'; break;
      case 'a': out += '\a'; break;
      case '\\': case '\'': case '"': case '?': out += e; break;
      case 'x': {
        unsigned v = 0;
        size_t n = 0;
        while (i + 1 < body.size() && isHexDigit(static_cast<unsigned char>(body[i + 1]))) {
          v = v * 16 + static_cast<unsigned>(hexValue(static_cast<unsigned char>(body[++i])));
          if (v > 0xff) {
            err = "hex escape sequence out of range";
            return false;
          }
          ++n;
        }
        if (n == 0) {
          err = "\\x used with no following hex digits";
          return false;
        }
        out += static_cast<char>(v);
        break;
      }
      default:
        if (e >= '0' && e <= '7') {
          unsigned v = static_cast<unsigned>(e - '0');
          for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7'; ++k)
            v = v * 8 + static_cast<unsigned>(body[++i] - '0');
          if (v > 0xff) {
            err = "octal escape sequence out of range";
            return false;
          }
          out += static_cast<char>(v);
          break;
        }
        err = "unknown escape sequence '\\" + std::string(1, e) + "'";
        return false;
    }
  }
  return true;
}

Lexer::Lexer(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

size_t Lexer::skipSplices(size_t p) const {
  while (p < text_.size() && text_[p] == '\\') {
    size_t q = p + 1;
    if (q + 1 < text_.size() && text_[q] == '\r' && text_[q + 1] == '\n') ++q;
    if (q < text_.size() && text_[q] == '\n') p = q + 1;
    else break;
  }
  return p;
}

void Lexer::normalize() {
  while (s_.pos < text_.size()) {
    size_t p = skipSplices(s_.pos);
    if (p == s_.pos) break;
    // Each splice ends one physical line.
    for (size_t i = s_.pos; i < p; ++i)
      if (text_[i] == '\n') ++s_.line;
    s_.col = 1;
    s_.pos = p;
  }
}

int Lexer::peek(size_t ahead) const {
  size_t p = skipSplices(s_.pos);
  for (; ahead > 0; --ahead) {
    if (p >= text_.size()) return -1;
    p = skipSplices(p + 1);
  }
  return p < text_.size() ? static_cast<unsigned char>(text_[p]) : -1;
}

int Lexer::get() {
  normalize();
  if (s_.pos >= text_.size()) return -1;
  int c = static_cast<unsigned char>(text_[s_.pos++]);
  if (c == '\n') {
    ++s_.line;
    s_.col = 1;
  } else {
    ++s_.col;
  }
  return c;
}

bool Lexer::skipBlanks(bool crossNewlines) {
  bool any = false;
  for (;;) {
    normalize();
    int c = peek();
    if (c == '\n') {
      if (!crossNewlines) return any;
      get();
      s_.atLineStart = true;
    } else if (c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r') {
      get();
    } else if (c == '/' && peek(1) == '/') {
      while (peek() != -1 && peek() != '\n') get();
    } else if (c == '/' && peek(1) == '*') {
      SourceLoc start{file_, s_.line, s_.col};
      get();
      get();
      for (;;) {
        int d = get();
        if (d == -1) throw Error(start, "unterminated /* comment");
        if (d == '*' && peek() == '/') {
          get();
          break;
        }
      }
    } else {
      return any;
    }
    any = true;
  }
}

Token Lexer::next() {
  bool space = skipBlanks(true);
  normalize();
  Token t;
  t.loc = SourceLoc{file_, s_.line, s_.col};
  t.atLineStart = s_.atLineStart;
  t.spaceBefore = space;
  int c = peek();
  if (c == -1) {
    t.kind = TokKind::EndOfFile;
    t.atLineStart = true;
    return t;
  }
  s_.atLineStart = false;
  if (isIdentStart(c)) {
    while (isIdentChar(peek())) t.text += static_cast<char>(get());
    t.kw = lookupKeyword(t.text);
    t.kind = t.kw == Kw::None ? TokKind::Identifier : TokKind::Keyword;
  } else if (isDigit(c) || (c == '.' && isDigit(peek(1)))) {
    lexNumber(t);
  } else if (c == '\'' || c == '"') {
    lexQuoted(t, static_cast<char>(c));
  } else {
    lexPunct(t);
  }
  return t;
}

void Lexer::lexNumber(Token& t) {
  // pp-number: digit or .digit, then digits, identifier characters, '.', and e+ e- p+ p-.
  t.text += static_cast<char>(get());
  for (;;) {
    int c = peek();
    char last = t.text.back();
    bool sign = (c == '+' || c == '-') && (last == 'e' || last == 'E' || last == 'p' || last == 'P');
    if (!sign && !isIdentChar(c) && c != '.') break;
    t.text += static_cast<char>(get());
  }
  classifyNumber(t);
}

void Lexer::lexQuoted(Token& t, char quote) {
  t.text += static_cast<char>(get());
  for (;;) {
    int c = peek();
    if (c == -1 || c == '\n') {
      return makeInvalid(t, std::string("missing terminating ") + quote + " character");
    }
    t.text += static_cast<char>(get());
    if (c == quote) break;
    if (c == '\\' && peek() != -1 && peek() != '\n') t.text += static_cast<char>(get());
  }
  std::string_view body = std::string_view(t.text).substr(1, t.text.size() - 2);
  std::string decoded, err;
  if (!decodeEscapes(body, decoded, err)) return makeInvalid(t, err);
  if (quote == '"') {
    t.kind = TokKind::StringLiteral;
    t.value = std::move(decoded);
    return;
  }
  if (decoded.empty()) return makeInvalid(t, "empty character constant");
  if (decoded.size() > 1) return makeInvalid(t, "multi-character character constant is not supported");
  t.kind = TokKind::CharLiteral;
  t.intValue = static_cast<uint64_t>(static_cast<int64_t>(static_cast<signed char>(decoded[0])));
}

void Lexer::lexPunct(Token& t) {
  char la[4];
  for (size_t i = 0; i < 4; ++i) {
    int c = peek(i);
    la[i] = c < 0 ? '\0' : static_cast<char>(c);
    if (c < 0) {
      for (size_t j = i; j < 4; ++j) la[j] = '\0';
      break;
    }
  }
  for (const auto& e : kPuncts) {
    bool match = true;
    for (size_t i = 0; i < e.text.size() && match; ++i) match = la[i] == e.text[i];
    if (!match) continue;
    for (size_t i = 0; i < e.text.size(); ++i) t.text += static_cast<char>(get());
    t.kind = TokKind::Punct;
    t.punct = e.punct;
    return;
  }
  int c = get();
  t.text = std::string(1, static_cast<char>(c));
  makeInvalid(t, "unexpected character " + describeChar(c));
}

std::optional<Token> Lexer::headerName() {
  State saved = s_;
  bool space = skipBlanks(false);
  normalize();
  int open = peek();
  if (open != '<' && open != '"') {
    s_ = saved;
    return std::nullopt;
  }
  Token t;
  t.kind = TokKind::HeaderName;
  t.loc = SourceLoc{file_, s_.line, s_.col};
  t.spaceBefore = space;
  char close = open == '<' ? '>' : '"';
  t.text += static_cast<char>(get());
  for (;;) {
    int c = peek();
    if (c == -1 || c == '\n') {
      s_ = saved;
      return std::nullopt;
    }
    t.text += static_cast<char>(get());
    if (c == close) break;
    t.value += static_cast<char>(c);
  }
  return t;
}

std::vector<Token> lexAll(std::string_view text, const std::string& file) {
  Lexer lx(text, file);
  std::vector<Token> out;
  for (;;) {
    out.push_back(lx.next());
    if (out.back().kind == TokKind::EndOfFile) return out;
  }
}

}  // namespace gfxsim::cl
