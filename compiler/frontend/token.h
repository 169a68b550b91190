// Tokens of OpenCL C (C99 tokens plus the OpenCL keywords), as the lexer makes them and the
// preprocessor hands them to the parser.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "support/error.h"

namespace gfxsim::cl {

enum class TokKind : uint8_t {
  Identifier,    // also every vector type name (float4), size_t, image2d_t, ...
  Keyword,       // C99 and OpenCL keywords: see Kw
  IntLiteral,    // intValue, intUnsigned, intLong, radix
  FloatLiteral,  // floatValue, floatSuffix; text keeps the spelling
  CharLiteral,   // intValue: the value as an int (char is signed: '\xff' is -1)
  StringLiteral, // value: the decoded bytes (adjacent literals are not joined here)
  Punct,         // punct
  HeaderName,    // <file> or "file" after #include (preprocessor only); value: file
  Pragma,        // one #pragma line (or _Pragma): text is its body, e.g. "OPENCL EXTENSION x : enable"
  Invalid,       // a character or literal that is no valid token; value: why
  EndOfFile,
};

enum class Punct : uint8_t {
  None,
  LBracket, RBracket, LParen, RParen, LBrace, RBrace, Dot, Arrow, PlusPlus, MinusMinus,
  Amp, Star, Plus, Minus, Tilde, Excl, Slash, Percent, Shl, Shr, Lt, Gt, Le, Ge, EqEq, Ne,
  Caret, Pipe, AmpAmp, PipePipe, Question, Colon, Semi, Ellipsis, Assign, StarAssign,
  SlashAssign, PercentAssign, PlusAssign, MinusAssign, ShlAssign, ShrAssign, AmpAssign,
  CaretAssign, PipeAssign, Comma, Hash, HashHash,
};

// Keywords. Aliases share one value: kernel/__kernel, global/__global, local/__local,
// constant/__constant, private/__private, read_only/__read_only, write_only/__write_only,
// read_write/__read_write.
enum class Kw : uint8_t {
  None,
  Auto, Break, Case, Char, Const, Continue, Default, Do, Double, Else, Enum, Extern, Float,
  For, Goto, If, Inline, Int, Long, Register, Restrict, Return, Short, Signed, Sizeof, Static,
  Struct, Switch, Typedef, Union, Unsigned, Void, Volatile, While, Bool_ /* _Bool */,
  Complex /* _Complex */, Imaginary /* _Imaginary */,
  Bool, True, False, Half, Kernel, Global, Local, Constant, Private, Generic, ReadOnly,
  WriteOnly, ReadWrite, Pipe, Attribute /* __attribute__ */,
};

struct Token {
  TokKind kind = TokKind::EndOfFile;
  Punct punct = Punct::None;  // Punct tokens
  Kw kw = Kw::None;           // Keyword tokens
  bool atLineStart = false;   // first token of its source line
  bool spaceBefore = false;   // whitespace, a comment or a newline came before it
  bool fromMacro = false;     // produced by macro expansion (loc is then the expansion site)
  bool intUnsigned = false;   // IntLiteral: u/U suffix
  uint8_t intLong = 0;        // IntLiteral: 0, 1 (l/L) or 2 (ll/LL)
  uint8_t radix = 10;         // IntLiteral: 8, 10 or 16 (0 counts as octal)
  char floatSuffix = 0;       // FloatLiteral: 0, 'f' or 'h' (lower-cased)
  uint32_t hideSet = 0;       // preprocessor-internal (the macros it may not expand); 0 on output
  uint64_t intValue = 0;      // IntLiteral, CharLiteral
  double floatValue = 0;      // FloatLiteral
  std::string text;           // spelling, with line splices removed
  std::string value;          // StringLiteral/HeaderName: contents; Invalid: the reason
  SourceLoc loc;              // where it was written, or for macro output the expansion site

  bool is(Punct p) const { return kind == TokKind::Punct && punct == p; }
  bool is(Kw k) const { return kind == TokKind::Keyword && kw == k; }
  // Identifiers and keywords: what the preprocessor treats as a name.
  bool isName() const { return kind == TokKind::Identifier || kind == TokKind::Keyword; }
  bool isName(std::string_view s) const { return isName() && text == s; }
};

const char* punctSpelling(Punct p);  // the canonical spelling ("<<=", "##")
const char* kwSpelling(Kw k);        // the canonical spelling ("__kernel", "_Bool")
const char* tokKindName(TokKind k);  // "identifier", "integer literal", ...

}  // namespace gfxsim::cl
