#include "asm/lexer.h"

#include <cctype>
#include <cstdlib>
#include <string>

namespace gfxsim::as {

namespace {
bool identStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }
bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '@'; }
}  // namespace

std::vector<Token> lex(std::string_view s) {
  std::vector<Token> out;
  unsigned line = 1;
  size_t lineStart = 0;
  size_t i = 0;
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
      continue;
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
      ++i;
      std::string val;
      while (i < s.size() && s[i] != '"' && s[i] != '\n') {
        if (s[i] == '\\' && i + 1 < s.size()) {
          char e = s[++i];
          val += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        } else {
          val += s[i];
        }
        ++i;
      }
      if (i < s.size() && s[i] == '"') ++i;
      Token* t = push(Tok::String, start, i);
      t->str = std::move(val);
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
  return out;
}

}  // namespace gfxsim::as
