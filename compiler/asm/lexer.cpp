#include "asm/lexer.h"

#include <cctype>
#include <cstdlib>
#include <string>

namespace gfxsim::as {

namespace {
bool identStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }
bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '@'; }

// The escapes of LLVM's AsmParser::parseEscapedString (which .ascii, .asciz and .string use):
// \b \f \n \r \t \" \\, one to three octal digits (at most \377), and \x with any number
// of hex digits, of which the low byte is kept (GNU as truncates the same way). Anything else
// after a backslash is an error. Returns llvm-mc's message for a bad escape, or null.
const char* unescape(std::string_view body, std::string& out) {
  auto octal = [](char ch) { return ch >= '0' && ch <= '7'; };
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\') {
      out += body[i];
      continue;
    }
    if (++i == body.size()) return "unexpected backslash at end of string";
    char e = body[i];
    if (e == 'x' || e == 'X') {
      if (i + 1 >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i + 1])))
        return "invalid hexadecimal escape sequence";
      unsigned v = 0;
      while (i + 1 < body.size() && std::isxdigit(static_cast<unsigned char>(body[i + 1]))) {
        char h = body[++i];
        v = v * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (std::tolower(h) - 'a' + 10));
      }
      out += static_cast<char>(v & 0xff);
      continue;
    }
    if (octal(e)) {
      unsigned v = static_cast<unsigned>(e - '0');
      for (int k = 0; k < 2 && i + 1 < body.size() && octal(body[i + 1]); ++k) v = v * 8 + static_cast<unsigned>(body[++i] - '0');
      if (v > 255) return "invalid octal escape sequence (out of range)";
      out += static_cast<char>(v);
      continue;
    }
    switch (e) {
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      default: return "invalid escape sequence (unrecognized character)";
    }
  }
  return nullptr;
}

}  // namespace

bool Lexer::statement(std::vector<Token>& out) {
  const std::string_view s = s_;
  size_t& i = i_;
  size_t& lineStart = lineStart_;
  unsigned& line = line_;
  auto push = [&](Tok k, size_t from, size_t to) {
    Token t{k, s.substr(from, to - from)};
    t.line = line;
    t.col = static_cast<unsigned>(from - lineStart + 1);
    out.push_back(std::move(t));
    return &out.back();
  };
  while (i < s.size()) {
    char c = s[i];
    if (c == '\n') {
      push(Tok::EndOfStatement, i, i + 1);
      ++i;
      ++line;
      lineStart = i;
      return true;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') { ++i; continue; }
    if (c == ';' || (c == '/' && i + 1 < s.size() && s[i + 1] == '/')) {
      while (i < s.size() && s[i] != '\n') ++i;
      continue;
    }
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      i += 2;
      while (i < s.size() && !(s[i] == '*' && i + 1 < s.size() && s[i + 1] == '/')) {
        if (s[i] == '\n') { ++line; lineStart = i + 1; }
        ++i;
      }
      i = i < s.size() ? i + 2 : i;
      continue;
    }
    size_t start = i;
    if (std::isdigit(static_cast<unsigned char>(c))) {
      // Integer (dec, 0x hex, 0b binary, 0 octal-free) or floating point.
      bool isFloat = false;
      if (c == '0' && i + 1 < s.size() && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        i += 2;
        while (i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i]))) ++i;
      } else if (c == '0' && i + 1 < s.size() && (s[i + 1] == 'b' || s[i + 1] == 'B') && i + 2 < s.size() &&
                 (s[i + 2] == '0' || s[i + 2] == '1')) {
        i += 2;
        while (i < s.size() && (s[i] == '0' || s[i] == '1')) ++i;
      } else {
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
        if (i < s.size() && s[i] == '.' && !(i + 1 < s.size() && identStart(s[i + 1]) && s[i + 1] != 'e' && s[i + 1] != 'E')) {
          isFloat = true;
          ++i;
          while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
        }
        if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
          size_t j = i + 1;
          if (j < s.size() && (s[j] == '+' || s[j] == '-')) ++j;
          if (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) {
            isFloat = true;
            i = j;
            while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
          }
        }
      }
      // A label like "1f"/"1b" or an identifier starting with digits is not supported; a
      // trailing identifier character makes the whole thing one bad token.
      while (i < s.size() && identChar(s[i]) && s[i] != '.') ++i;
      Token* t = push(isFloat ? Tok::Float : Tok::Int, start, i);
      std::string spelling(t->text);
      if (isFloat) {
        t->fval = std::strtod(spelling.c_str(), nullptr);
      } else {
        int base = 10;
        size_t p = 0;
        if (spelling.size() > 2 && (spelling[1] == 'x' || spelling[1] == 'X')) { base = 16; p = 2; }
        else if (spelling.size() > 2 && (spelling[1] == 'b' || spelling[1] == 'B')) { base = 2; p = 2; }
        uint64_t v = 0;
        bool bad = p >= spelling.size();
        for (; p < spelling.size(); ++p) {
          int d = std::isdigit(static_cast<unsigned char>(spelling[p])) ? spelling[p] - '0'
                  : std::isxdigit(static_cast<unsigned char>(spelling[p])) ? (std::tolower(spelling[p]) - 'a' + 10) : 99;
          if (d >= base) { bad = true; break; }
          if (v > (~0ull - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) t->overflow = true;
          v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
        }
        t->ival = v;
        if (bad) t->kind = Tok::Punct;  // reported as "unexpected token"
      }
      continue;
    }
    if (identStart(c)) {
      ++i;
      while (i < s.size() && identChar(s[i])) ++i;
      push(Tok::Ident, start, i);
      continue;
    }
    if (c == '"') {
      // A string ends at its closing quote on the same line (llvm-mc lets it run on to the
      // next quote with "warning: unterminated string; newline inserted"; a missing quote is
      // refused here instead, since the lines it would swallow are almost never meant as
      // data). A backslash escapes the next character, so "a\" is unterminated.
      ++i;
      size_t begin = i;
      while (i < s.size() && s[i] != '"' && s[i] != '\n') i += (s[i] == '\\' && i + 1 < s.size() && s[i + 1] != '\n') ? 2 : 1;
      bool closed = i < s.size() && s[i] == '"';
      std::string_view body = s.substr(begin, i - begin);
      if (closed) ++i;
      Token* t = push(Tok::String, start, i);
      t->strError = closed ? unescape(body, t->str) : "unterminated string constant";
      continue;
    }
    // Two-character operators first.
    static const char* two[] = {"<<", ">>", "==", "!=", "<=", ">=", "&&", "||"};
    bool matched = false;
    for (const char* op : two)
      if (s.substr(i, 2) == op) {
        push(Tok::Punct, i, i + 2);
        i += 2;
        matched = true;
        break;
      }
    if (matched) continue;
    push(Tok::Punct, i, i + 1);
    ++i;
  }
  Token eof{Tok::EndOfFile, s.substr(s.size())};
  eof.line = line;
  eof.col = static_cast<unsigned>(s.size() - lineStart + 1);
  out.push_back(eof);
  return false;
}

}  // namespace gfxsim::as
