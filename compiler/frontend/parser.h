// The OpenCL C parser: recursive descent over the preprocessed tokens, building the checked
// AST through Sema (sema.h) as it goes.
//
// Grammar: C99 external declarations (functions, prototypes, typedefs, struct/union/enum
// declarations) with the OpenCL address-space qualifiers, __kernel and __attribute__((...));
// statements and expressions of C99 plus OpenCL vector literals `(float4)(a, b, c, d)` and
// vec_step, string literals (adjacent ones joined), program-scope variables (__constant with
// constant initializers, __global ones, static ones, and function-scope __constant and
// static ones) whose initializers are arithmetic or address constants, and printf. goto/labels,
// extern variables, bit-fields, function
// pointers and user variadic functions are "unsupported" errors. Nesting depth is limited
// (kMaxParseDepth) so that no input overflows the stack.
#pragma once
#include <string>
#include <vector>

#include "frontend/sema.h"
#include "frontend/token.h"

namespace gfxsim::cl {

inline constexpr int kMaxParseDepth = 256;
inline constexpr int kMaxDerivations = 32;  // pointer levels or array dimensions per declarator

class Parser {
 public:
  Parser(std::vector<Token> tokens, Sema& sema);
  // Parses the whole translation unit (then Sema::finishUnit).
  void parseUnit();

 private:
  struct Attributes {
    bool hasReqd = false;
    uint32_t reqd[3] = {0, 0, 0};
    SourceLoc reqdLoc;
    uint32_t aligned = 0;  // the largest __attribute__((aligned(N))) (0: none)
    bool packed = false;   // __attribute__((packed))
    uint32_t extVector = 0;  // __attribute__((ext_vector_type(N))) (0: none)
    SourceLoc extVectorLoc;
  };
  struct DeclSpec {
    QualType base;
    bool isTypedef = false, isKernel = false, isStatic = false, isExtern = false, isInline = false;
    bool sawType = false;
    std::string typeNameSpelled;  // the typedef or built-in type name the type came from
    uint32_t typedefAlign = 0;    // that typedef's __attribute__((aligned(N))) (0: none)
    SourceLoc loc;
    Attributes attrs;
  };
  struct Declarator {
    std::string name;
    SourceLoc loc;
    QualType type;
    bool isFunction = false;
    std::vector<VarDecl*> params;
  };

  const Token& peek(size_t ahead = 0) const;
  const Token& next();
  bool accept(Punct p);
  void expect(Punct p, const char* context);
  [[noreturn]] void fail(const Token& t, const std::string& msg) const;
  std::string describe(const Token& t) const;
  struct DepthGuard {
    Parser& p;
    DepthGuard(Parser& parser, const Token& at);
    ~DepthGuard() { --p.depth_; }
  };

  bool startsDeclaration(const Token& t) const;
  DeclSpec parseDeclSpec();
  void parseAttributes(Attributes& attrs);
  void parseAttributeList(Attributes& attrs);
  void applyQualifier(const Token& t, uint8_t& quals, AS& as);
  QualType parseStructOrUnion();
  QualType parseEnum();
  Declarator parseDeclarator(QualType base, bool abstractOk);
  QualType parseDeclaratorInto(QualType base, Declarator& d, bool abstractOk);
  QualType parseSuffixes(QualType base, Declarator& d, bool nameSeen);
  std::vector<VarDecl*> parseParams();
  QualType parseTypeName();
  // A typedef's type with its ext_vector_type attribute applied (the declarator's or the
  // specifiers').
  QualType extVectorType(const DeclSpec& spec, const Attributes& attrs, QualType t);
  std::string spelledArgType(const DeclSpec& spec, QualType t) const;
  // The alignment __attribute__((aligned)) asks of an object declared with `t` (0: none):
  // the declarator's and the declaration specifiers' attributes, and the typedef's when the
  // object is of the typedef's type or an array of it.
  uint32_t declaredAlign(const DeclSpec& spec, const Attributes& attrs, QualType t, const SourceLoc& loc) const;
  void parseExternalDeclaration();
  void parseInitializer(Sema::InitTree& out);

  Stmt* newStmt(SK k, const SourceLoc& loc);
  Stmt* parseStatement();
  Stmt* parseCompound(bool newScope);
  Stmt* parseLocalDeclaration();
  Stmt* parseFor();
  Stmt* parseSwitch();

  Expr* parseExpr();
  Expr* parseAssign();
  Expr* parseConditional();
  Expr* parseBinary(int minPrec);
  Expr* parseUnary();
  Expr* parsePostfix(Expr* e);
  Expr* syncScopeArgument(const Token& str);
  Expr* parsePrimary();
  Expr* parseNumber(const Token& t);

  // Applies the cl_khr_fp16 pragmas at or before pos_ (Sema::fp16).
  void syncPragmas();

  std::vector<Token> toks_;
  size_t pos_ = 0;
  std::vector<std::pair<size_t, bool>> fp16Switches_;  // (index of the next token, enabled)
  size_t nextSwitch_ = 0;
  Sema& s_;
  int depth_ = 0;
};

}  // namespace gfxsim::cl
