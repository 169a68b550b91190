#include "asm/assembler.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <unordered_map>
#include <unordered_set>

#include "asm/encoder.h"
#include "asm/expr.h"
#include "asm/lexer.h"
#include "asm/operand_parser.h"
#include "codeobject/elf_format.h"
#include "isa/description.h"
#include "support/error.h"

namespace gfxsim::as {

namespace {

using namespace codeobj::elf;  // SHT_*, SHF_*, STB_*, STT_*, STV_*, R_AMDGPU_*

struct Section {
  AsmSection s;
  int index;
};

struct PendingFixup {
  int section;
  uint64_t instOffset;
  Fixup fix;
  std::shared_ptr<std::vector<ExprPtr>> owner;
  unsigned line, col;
};

struct DataFixup {
  int section;
  uint64_t offset;
  unsigned size;
  ExprPtr expr;
  unsigned line, col;
};

class Assembler : public SymbolTable {
 public:
  Assembler(const std::string& file, const AsmOptions& opt) : file_(file), opt_(opt) {
    res_.target = opt.target;
    res_.fileName = file;
    res_.codeObjectVersion = opt.codeObjectVersion;
    setDescription();
    defineVariable(".amdgcn.next_free_vgpr", 0);
    defineVariable(".amdgcn.next_free_sgpr", 0);
    defineVariable(".amdgcn.gfx_generation_number", res_.target.info->major);
    defineVariable(".amdgcn.gfx_generation_minor", res_.target.info->minor);
    defineVariable(".amdgcn.gfx_generation_stepping", res_.target.info->stepping);
    switchSection(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR);
  }

  Symbol* lookup(const std::string& name) override {
    auto& p = syms_[name];
    if (!p) {
      p = std::make_unique<Symbol>();
      p->name = name;
      order_.push_back(p.get());
    }
    return p.get();
  }

  AsmResult run(const std::string& src) {
    // One statement's tokens at a time (toks_ holds the current line's).
    Lexer lexer(src);
    lexer_ = &lexer;
    do {
      toks_.clear();
      lexer.statement(toks_);
      TokenCursor cur(toks_, 0, file_, *this);
      const SourceLoc start{file_, toks_[0].line, toks_[0].col};
      try {
        statement(cur);
      } catch (const ExprDepthError& e) {  // from an evaluation no closer site reported
        throw Error(start, e.what());
      }
      if (!cur.atEnd()) cur.fail("unexpected '" + std::string(cur.peek().text) + "' at end of statement");
    } while (toks_.back().kind != Tok::EndOfFile);  // (a metadata block may have read on)
    lexer_ = nullptr;
    if (inKernel_) throw Error(SourceLoc{file_, kernelLine_, 0}, ".amdhsa_kernel without .end_amdhsa_kernel");
    finish();
    return std::move(res_);
  }

 private:
  void setDescription() { desc_ = &isa::description(res_.target.info->isaFile); }

  void defineVariable(const std::string& name, int64_t v) {
    Symbol* s = lookup(name);
    s->isVariable = true;
    s->defined = true;
    auto e = std::make_unique<Expr>();
    e->value = v;
    s->valueExpr = std::move(e);
  }

  Section& cur() { return *sections_[static_cast<size_t>(curSection_)]; }

  void switchSection(const std::string& name, uint32_t type, uint64_t flags) {
    // By name through a hash map: a file may switch among tens of thousands of sections.
    if (auto it = sectionByName_.find(name); it != sectionByName_.end()) {
      curSection_ = it->second;
      return;
    }
    auto s = std::make_unique<Section>();
    s->s.name = name;
    s->s.type = type;
    s->s.flags = flags;
    s->index = static_cast<int>(sections_.size());
    curSection_ = s->index;
    sectionByName_.emplace(name, s->index);
    sections_.push_back(std::move(s));
  }

  uint64_t here() { return cur().s.type == SHT_NOBITS ? cur().s.nobitsSize : cur().s.bytes.size(); }

  void emitBytes(const uint8_t* p, size_t n, const Token& at) {
    if (cur().s.type == SHT_NOBITS) {
      for (size_t i = 0; i < n; ++i)
        if (p[i]) throw Error(SourceLoc{file_, at.line, at.col}, "cannot emit non-zero data into a NOBITS section");
      cur().s.nobitsSize += n;
      return;
    }
    if (cur().s.bytes.size() + n > (1u << 30)) throw Error(SourceLoc{file_, at.line, at.col}, "section too large");
    cur().s.bytes.insert(cur().s.bytes.end(), p, p + n);
  }

  void emitValue(uint64_t v, unsigned size, const Token& at) { emitRepeated(v, size, 1, at); }

  // `count` copies of the `size`-byte little-endian `v` (`.fill`), written as one block: a
  // 30-byte line may ask for half a gigabyte.
  void emitRepeated(uint64_t v, unsigned size, uint64_t count, const Token& at) {
    uint8_t b[8];
    for (unsigned i = 0; i < size; ++i) b[i] = static_cast<uint8_t>(v >> (8 * i));
    uint64_t n = count * size;
    if (cur().s.type == SHT_NOBITS) {
      if (n && v & (size >= 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * size)) - 1))
        throw Error(SourceLoc{file_, at.line, at.col}, "cannot emit non-zero data into a NOBITS section");
      cur().s.nobitsSize += n;
      return;
    }
    std::vector<uint8_t>& bytes = cur().s.bytes;
    if (bytes.size() + n > (1u << 30)) throw Error(SourceLoc{file_, at.line, at.col}, "section too large");
    size_t start = bytes.size();
    bytes.resize(start + n);
    for (uint64_t i = 0; i < n; i += size) std::memcpy(bytes.data() + start + i, b, size);
  }

  void align(uint64_t alignment, const std::vector<uint8_t>& pattern, uint64_t maxSkip, const Token& at) {
    if (alignment == 0 || (alignment & (alignment - 1))) throw Error(SourceLoc{file_, at.line, at.col}, "alignment must be a power of 2");
    if (alignment > (1u << 16)) throw Error(SourceLoc{file_, at.line, at.col}, "alignment too large");
    cur().s.align = std::max(cur().s.align, alignment);
    uint64_t pad = (alignment - here() % alignment) % alignment;
    if (maxSkip && pad > maxSkip) return;
    std::vector<uint8_t> fill;
    if (pattern.empty()) {
      if (cur().s.flags & SHF_EXECINSTR) {
        // Code is padded with s_nop 0 (the description's s_nop row), as llvm-mc does.
        auto enc = nopBytes();
        for (uint64_t i = 0; i < pad; ++i) fill.push_back(enc[i % 4]);
      } else {
        fill.assign(pad, 0);
      }
    } else {
      for (uint64_t i = 0; i < pad; ++i) fill.push_back(pattern[i % pattern.size()]);
    }
    emitBytes(fill.data(), fill.size(), at);
  }

  std::array<uint8_t, 4> nopBytes() {
    std::array<uint8_t, 4> b{};
    for (const isa::Inst* row : desc_->byMnemonic("s_nop")) {
      uint64_t w = row->format->match;
      w = row->format->field("op")->insert(w, row->opcode);
      for (int i = 0; i < 4; ++i) b[static_cast<size_t>(i)] = static_cast<uint8_t>(w >> (8 * i));
      return b;
    }
    return b;
  }

  [[noreturn]] void fail(const Token& t, const std::string& msg) { throw Error(SourceLoc{file_, t.line, t.col}, msg); }

  void defineLabel(const Token& t, const std::string& name) {
    Symbol* s = lookup(name);
    if (s->defined || s->isVariable) fail(t, "invalid symbol redefinition: '" + name + "'");
    s->defined = true;
    s->section = curSection_;
    s->offset = here();
    s->line = t.line;
  }

  void statement(TokenCursor& c) {
    // Labels first (any number on one line, taken in a loop), then at most one statement.
    while (!c.atEnd() && c.peek().kind == Tok::Ident && c.peek(1).is(":")) {
      const Token& l = c.next();
      c.next();
      defineLabel(l, std::string(l.text));
    }
    if (c.atEnd()) return;
    const Token& t = c.next();
    if (inMetadata_) {
      // Should not happen: metadata blocks are consumed raw.
      fail(t, "internal: metadata block");
    }
    if (t.kind == Tok::Int && c.peek().is(":")) fail(t, "numeric labels are not supported");
    if (t.kind == Tok::Ident && c.peek().is("=")) {
      c.next();
      setSymbol(t, std::string(t.text), c);
      return;
    }
    if (t.kind != Tok::Ident) fail(t, "unexpected '" + std::string(t.text) + "'");
    if (t.text[0] == '.') {
      directive(t, c);
      return;
    }
    if (inKernel_) fail(t, "instruction inside .amdhsa_kernel block");
    instruction(t, c);
  }

  void setSymbol(const Token& at, const std::string& name, TokenCursor& c) {
    const Token& first = c.peek();
    ExprPtr e = c.parseExpr();
    Symbol* s = lookup(name);
    if (s->defined && !s->isVariable) fail(at, "invalid reassignment of non-absolute variable '" + name + "'");
    // Fold to a constant, or to label + constant, now when possible, so that "sym = sym + 1"
    // works and a chain of .set symbols, each defined from the one before, is as shallow as
    // its last link.
    std::string why;
    if (auto v = c.evaluateAt(*e, &why, first)) {
      if (v->isConst()) {
        auto k = std::make_unique<Expr>();
        k->value = v->constant;
        e = std::move(k);
      } else if (v->sym->defined && !v->sym->isVariable) {
        e = relocatableExpr(*v, first);
      }
    }
    s->isVariable = true;
    s->defined = true;
    s->valueExpr = std::move(e);
    s->line = at.line;
  }

  // label@variant + addend as an expression that evaluates to v again.
  static ExprPtr relocatableExpr(const Value& v, const Token& at) {
    auto sym = std::make_unique<Expr>();
    sym->op = Expr::Op::Sym;
    sym->sym = v.sym;
    sym->variant = v.variant;
    sym->line = at.line;
    sym->col = at.col;
    int64_t addend = static_cast<int64_t>(static_cast<uint64_t>(v.constant) - v.sym->offset);
    if (addend == 0) return sym;
    auto k = std::make_unique<Expr>();
    k->value = addend;
    auto sum = std::make_unique<Expr>();
    sum->op = Expr::Op::Add;
    sum->line = at.line;
    sum->col = at.col;
    sum->a = std::move(sym);
    sum->b = std::move(k);
    return sum;
  }

  void instruction(const Token& t, TokenCursor& c) {
    if (!(cur().s.flags & SHF_EXECINSTR)) {
      // llvm-mc allows instructions anywhere; so do we.
    }
    ParsedInst pi = parseInstruction(c, t, *desc_, res_.target.wave64);
    EncodeOptions eo;
    eo.wave64 = res_.target.wave64;
    Encoded enc = encodeInstruction(pi, *desc_, eo, file_);
    uint64_t at = here();
    auto owner = std::make_shared<std::vector<ExprPtr>>(std::move(enc.exprs));
    for (const auto& f : enc.fixups)
      pending_.push_back({curSection_, at, f, owner, f.expr->line ? f.expr->line : t.line, f.expr->line ? f.expr->col : t.col});
    emitBytes(enc.bytes.data(), enc.size, t);
    res_.listing.push_back({t.line, "", std::vector<uint8_t>(enc.bytes.begin(), enc.bytes.begin() + enc.size)});
    bumpNextFree(".amdgcn.next_free_vgpr", enc.maxVgpr + 1);
    bumpNextFree(".amdgcn.next_free_sgpr", enc.maxSgpr + 1);
  }

  void bumpNextFree(const std::string& name, int64_t v) {
    Symbol* s = lookup(name);
    std::string why;
    int64_t curv = 0;
    if (s->isVariable && s->valueExpr)
      if (auto x = evaluate(*s->valueExpr, &why); x && x->isConst()) curv = x->constant;
    if (v > curv) defineVariable(name, v);
  }

  static uint64_t parseSectionFlags(const std::string& f) {
    uint64_t flags = 0;
    for (char ch : f) {
      if (ch == 'a') flags |= SHF_ALLOC;
      if (ch == 'w') flags |= SHF_WRITE;
      if (ch == 'x') flags |= SHF_EXECINSTR;
      if (ch == 'M') flags |= SHF_MERGE;
      if (ch == 'S') flags |= SHF_STRINGS;
    }
    return flags;
  }

  std::string identOrString(TokenCursor& c, std::string_view what) {
    const Token& t = c.next();
    c.checkString(t);
    if (t.kind == Tok::String) return t.str;
    if (t.kind == Tok::Ident) return std::string(t.text);
    c.fail(t, "expected " + std::string(what));
  }

  void directive(const Token& t, TokenCursor& c) {
    std::string d(t.text);
    if (d == ".text") { switchSection(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR); return; }
    if (d == ".data") { switchSection(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE); return; }
    if (d == ".rodata") { switchSection(".rodata", SHT_PROGBITS, SHF_ALLOC); return; }
    if (d == ".bss") { switchSection(".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE); return; }
    if (d == ".section") {
      std::string name = identOrString(c, "a section name");
      uint64_t flags = name == ".text" || name.starts_with(".text.") ? SHF_ALLOC | SHF_EXECINSTR
                       : name.starts_with(".rodata") ? SHF_ALLOC
                       : name.starts_with(".data") || name.starts_with(".bss") ? SHF_ALLOC | SHF_WRITE : 0;
      uint32_t type = name.starts_with(".bss") ? SHT_NOBITS : name.starts_with(".note") ? SHT_NOTE : SHT_PROGBITS;
      uint64_t entsize = 0;
      if (c.accept(",")) {
        const Token& ft = c.nextString("section flags string");
        flags = parseSectionFlags(ft.str);
        if (c.accept(",")) {
          c.expect("@", "before the section type");
          const Token& ty = c.next();
          if (ty.text == "progbits") type = SHT_PROGBITS;
          else if (ty.text == "nobits") type = SHT_NOBITS;
          else if (ty.text == "note") type = SHT_NOTE;
          else c.fail(ty, "unsupported section type '" + std::string(ty.text) + "'");
          // optional entry size for mergeable sections
          if (c.accept(",")) entsize = static_cast<uint64_t>(c.parseAbsolute("section entry size"));
        }
      }
      switchSection(name, type, flags);
      if (entsize) cur().s.entsize = entsize;
      return;
    }
    if (d == ".p2align" || d == ".p2alignw" || d == ".p2alignl" || d == ".balign" || d == ".balignw" ||
        d == ".balignl" || d == ".align") {
      int64_t a = c.parseAbsolute("alignment");
      bool pow2 = d.starts_with(".p2align");
      if (pow2 && (a < 0 || a > 16)) fail(t, "invalid alignment value");
      uint64_t alignment = pow2 ? (1ull << a) : static_cast<uint64_t>(a);
      if (!pow2 && a <= 0) alignment = 1;
      std::vector<uint8_t> pattern;
      uint64_t maxSkip = 0;
      unsigned fillSize = d.ends_with("w") ? 2 : d.ends_with("l") ? 4 : 1;
      if (c.accept(",")) {
        if (!c.peek().is(",")) {
          int64_t fill = c.parseAbsolute("fill value");
          for (unsigned i = 0; i < fillSize; ++i) pattern.push_back(static_cast<uint8_t>(static_cast<uint64_t>(fill) >> (8 * i)));
        }
        if (c.accept(",")) maxSkip = static_cast<uint64_t>(c.parseAbsolute("maximum skip"));
      }
      align(alignment, pattern, maxSkip, t);
      return;
    }
    if (d == ".byte" || d == ".short" || d == ".hword" || d == ".2byte" || d == ".long" || d == ".int" ||
        d == ".4byte" || d == ".quad" || d == ".8byte" || d == ".word") {
      unsigned size = d == ".byte" ? 1 : (d == ".short" || d == ".hword" || d == ".2byte") ? 2
                      : (d == ".quad" || d == ".8byte") ? 8 : 4;
      do {
        const Token& at = c.peek();
        ExprPtr e = c.parseExpr();
        std::string why;
        auto v = c.evaluateAt(*e, &why, at);
        if (v && v->isConst()) {
          int64_t x = v->constant;
          if (size < 8) {
            int64_t lo = -(int64_t(1) << (size * 8 - 1)), hi = (int64_t(1) << (size * 8)) - 1;
            if (x < lo || x > hi) fail(at, "value does not fit in " + std::to_string(size) + " bytes");
          }
          emitValue(static_cast<uint64_t>(x), size, at);
        } else {
          dataFixups_.push_back({curSection_, here(), size, std::move(e), at.line, at.col});
          emitValue(0, size, at);
        }
      } while (c.accept(","));
      return;
    }
    if (d == ".zero" || d == ".skip" || d == ".space") {
      int64_t n = c.parseAbsolute("size");
      int64_t fill = c.accept(",") ? c.parseAbsolute("fill value") : 0;
      if (n < 0 || n > (1 << 28)) fail(t, "invalid size");
      std::vector<uint8_t> b(static_cast<size_t>(n), static_cast<uint8_t>(fill));
      emitBytes(b.data(), b.size(), t);
      return;
    }
    if (d == ".fill") {
      int64_t n = c.parseAbsolute("repeat count");
      int64_t size = c.accept(",") ? c.parseAbsolute("size") : 1;
      int64_t value = c.accept(",") ? c.parseAbsolute("value") : 0;
      if (n < 0 || n > (1 << 26) || size < 0 || size > 8) fail(t, "invalid .fill arguments");
      emitRepeated(static_cast<uint64_t>(value), static_cast<unsigned>(size), static_cast<uint64_t>(n), t);
      return;
    }
    if (d == ".ascii" || d == ".asciz" || d == ".string") {
      do {
        const Token& s = c.nextString("a string");
        emitBytes(reinterpret_cast<const uint8_t*>(s.str.data()), s.str.size(), s);
        if (d != ".ascii") {
          uint8_t z = 0;
          emitBytes(&z, 1, s);
        }
      } while (c.accept(","));
      return;
    }
    if (d == ".globl" || d == ".global" || d == ".weak" || d == ".local" || d == ".hidden" || d == ".protected" ||
        d == ".internal") {
      do {
        const Token& n = c.next();
        if (n.kind != Tok::Ident) c.fail(n, "expected a symbol name");
        Symbol* s = lookup(std::string(n.text));
        if (d == ".globl" || d == ".global") s->global = true;
        else if (d == ".weak") s->weak = true;
        else if (d == ".local") s->local = true;
        else s->visibility = d == ".hidden" ? STV_HIDDEN : d == ".protected" ? STV_PROTECTED : STV_INTERNAL;
      } while (c.accept(","));
      return;
    }
    if (d == ".type") {
      const Token& n = c.next();
      if (n.kind != Tok::Ident) c.fail(n, "expected a symbol name");
      c.expect(",", "after the symbol name");
      c.accept("@");
      c.accept("%");
      const Token& ty = c.next();
      Symbol* s = lookup(std::string(n.text));
      if (ty.text == "function") s->type = STT_FUNC;
      else if (ty.text == "object") s->type = STT_OBJECT;
      else if (ty.text == "notype") s->type = STT_NOTYPE;
      else c.fail(ty, "unsupported symbol type '" + std::string(ty.text) + "'");
      return;
    }
    if (d == ".size") {
      const Token& n = c.next();
      if (n.kind != Tok::Ident) c.fail(n, "expected a symbol name");
      c.expect(",", "after the symbol name");
      lookup(std::string(n.text))->sizeExpr = c.parseExpr();
      return;
    }
    if (d == ".set" || d == ".equ" || d == ".equiv") {
      const Token& n = c.next();
      if (n.kind != Tok::Ident) c.fail(n, "expected a symbol name");
      c.expect(",", "after the symbol name");
      if (d == ".equiv" && lookup(std::string(n.text))->defined) c.fail(n, "redefinition of '" + std::string(n.text) + "'");
      setSymbol(n, std::string(n.text), c);
      return;
    }
    if (d == ".amdgcn_target") {
      const Token& s = c.nextString("a quoted target id");
      std::string why;
      auto id = isa::parseTargetId(s.str, &why);
      if (!id) c.fail(s, "invalid .amdgcn_target: " + why);
      if (opt_.targetGiven && id->info != opt_.target.info)
        c.fail(s, "target id '" + s.str + "' does not match the --target " + std::string(opt_.target.info->name));
      bool w64 = res_.target.wave64;
      res_.target = *id;
      res_.target.wave64 = w64;
      setDescription();
      return;
    }
    if (d == ".amdhsa_code_object_version") {
      int64_t v = c.parseAbsolute("code object version");
      if (v < 3 || v > 6) fail(t, "unsupported code object version " + std::to_string(v));
      if (!opt_.cov_given) res_.codeObjectVersion = static_cast<unsigned>(v);
      return;
    }
    if (d == ".amdhsa_kernel") {
      const Token& n = c.next();
      if (n.kind != Tok::Ident) c.fail(n, "expected a kernel name");
      if (inKernel_) c.fail(n, "nested .amdhsa_kernel");
      inKernel_ = true;
      kernelLine_ = n.line;
      kernel_ = AsmKernel{};
      kernelDirectiveNames_.clear();
      kernel_.name = std::string(n.text);
      kernel_.line = n.line;
      return;
    }
    if (d == ".end_amdhsa_kernel") {
      if (!inKernel_) fail(t, ".end_amdhsa_kernel without .amdhsa_kernel");
      inKernel_ = false;
      align(64, {0}, 0, t);
      kernel_.section = curSection_;
      kernel_.offset = here();
      std::vector<uint8_t> zeros(64, 0);
      Symbol* kd = lookup(kernel_.name + ".kd");
      if (kd->defined) fail(t, "kernel descriptor '" + kd->name + "' defined twice");
      defineLabel(t, kd->name);
      kd->type = STT_OBJECT;
      emitBytes(zeros.data(), zeros.size(), t);
      lookup(kernel_.name)->used = true;
      res_.kernels.push_back(std::move(kernel_));
      return;
    }
    if (d.starts_with(".amdhsa_")) {
      if (!inKernel_) fail(t, std::string(d) + " outside an .amdhsa_kernel block");
      int64_t v = c.parseAbsolute(d);
      if (!kernelDirectiveNames_.insert(d).second) fail(t, std::string(d) + " already specified");
      kernel_.directives.emplace_back(d, v);
      kernel_.directiveLines.push_back(t.line);
      return;
    }
    if (d == ".amdgpu_metadata") {
      // Take the raw text up to .end_amdgpu_metadata.
      if (res_.metadataYaml) fail(t, "duplicate .amdgpu_metadata block");
      // The block's lines are lexed too (one statement at a time, into toks_, which t and the
      // cursor refer to: t's place is kept first); the raw source is recovered by offsets.
      const SourceLoc at{file_, t.line, t.col};
      std::string text;
      const char* begin = nullptr;
      while (true) {
        const Token& x = c.peek();
        if (x.kind == Tok::EndOfFile) throw Error(at, ".amdgpu_metadata without .end_amdgpu_metadata");
        if (x.kind == Tok::Ident && x.text == ".end_amdgpu_metadata") {
          if (begin) text.assign(begin, x.text.data());
          c.next();
          break;
        }
        if (x.kind == Tok::EndOfStatement) {
          if (!begin) {
            begin = x.text.data() + 1;
            res_.metadataLine = x.line + 1;
          }
          toks_.clear();
          lexer_->statement(toks_);
          c.restart();
          continue;
        }
        c.next();
      }
      // Drop the indentation of the closing directive's line.
      while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.pop_back();
      res_.metadataYaml = text;
      return;
    }
    if (d == ".ident" || d == ".file" || d == ".loc" || d == ".addrsig" || d == ".addrsig_sym" ||
        d.starts_with(".cfi_") || d == ".amdgpu_hsa_kernel" || d == ".end") {
      // Identification, debug line and call-frame information: accepted and not emitted
      // (their strings must still be well formed, as llvm-mc requires).
      while (!c.atEnd()) c.checkString(c.next());
      return;
    }
    fail(t, "unknown directive '" + d + "'");
  }

  void finish() {
    // Resolve instruction fixups.
    for (auto& p : pending_) {
      auto& sec = *sections_[static_cast<size_t>(p.section)];
      std::string why;
      SourceLoc loc{file_, p.line, p.col};
      auto v = evaluateAt(*p.fix.expr, &why, loc);
      if (!v) throw Error(loc, why.empty() ? "cannot evaluate expression" : why);
      uint8_t* bytes = sec.s.bytes.data() + p.instOffset;
      switch (p.fix.kind) {
        case Fixup::Kind::Branch16: {
          if (v->isConst()) {
            int64_t x = v->constant;
            if (x < -32768 || x > 65535) throw Error(loc, "branch offset out of range");
            patchField(bytes, p.fix.field, static_cast<uint64_t>(x) & 0xffff);
            break;
          }
          if (v->variant != Variant::None || v->sym->section != p.section)
            throw Error(loc, "branch target must be a label in the same section");
          int64_t delta = v->constant - static_cast<int64_t>(p.instOffset + p.fix.instSize);
          if (delta % 4) throw Error(loc, "branch target is not 4-byte aligned");
          delta /= 4;
          if (delta < -32768 || delta > 32767) throw Error(loc, "branch offset out of range");
          patchField(bytes, p.fix.field, static_cast<uint64_t>(delta) & 0xffff);
          break;
        }
        case Fixup::Kind::Field: {
          if (!v->isConst()) throw Error(loc, "expression must be absolute here");
          uint64_t x = static_cast<uint64_t>(v->constant);
          patchField(bytes, p.fix.field, x & p.fix.field->maxValue());
          break;
        }
        case Fixup::Kind::Literal32: {
          if (v->isConst()) {
            if (v->constant < INT32_MIN || v->constant > static_cast<int64_t>(UINT32_MAX))
              throw Error(loc, "literal does not fit in 32 bits");
            for (int b = 0; b < 4; ++b) bytes[p.fix.offset + static_cast<unsigned>(b)] = static_cast<uint8_t>(static_cast<uint64_t>(v->constant) >> (8 * b));
            break;
          }
          uint32_t type = v->variant == Variant::Rel32Lo ? R_AMDGPU_REL32_LO
                          : v->variant == Variant::Rel32Hi ? R_AMDGPU_REL32_HI
                          : v->variant == Variant::Abs32Hi ? R_AMDGPU_ABS32_HI
                          : v->variant == Variant::GotPcRel32Lo ? R_AMDGPU_GOTPCREL32_LO
                          : v->variant == Variant::GotPcRel32Hi ? R_AMDGPU_GOTPCREL32_HI
                          : v->variant == Variant::Abs32Lo ? R_AMDGPU_ABS32_LO : R_AMDGPU_ABS32;
          addReloc(p.section, p.instOffset + p.fix.offset, type, *v);
          break;
        }
      }
    }
    for (auto& f : dataFixups_) {
      std::string why;
      SourceLoc loc{file_, f.line, f.col};
      auto v = evaluateAt(*f.expr, &why, loc);
      if (!v) throw Error(loc, why.empty() ? "cannot evaluate expression" : why);
      auto& sec = *sections_[static_cast<size_t>(f.section)];
      if (v->isConst()) {
        for (unsigned b = 0; b < f.size; ++b) sec.s.bytes[f.offset + b] = static_cast<uint8_t>(static_cast<uint64_t>(v->constant) >> (8 * b));
        continue;
      }
      if (f.size != 4 && f.size != 8) throw Error(loc, "relocated data must be 4 or 8 bytes");
      addReloc(f.section, f.offset, f.size == 8 ? R_AMDGPU_ABS64 : R_AMDGPU_ABS32, *v);
    }
    // Kernel descriptors point at their code (kernel_code_entry_byte_offset at byte 16).
    for (const auto& k : res_.kernels) {
      Symbol* code = lookup(k.name);
      if (!code->defined) throw Error(SourceLoc{file_, k.line, 0}, "kernel '" + k.name + "' has no code label");
      Value v{static_cast<int64_t>(code->offset) + 16, code, Variant::None};
      addReloc(k.section, k.offset + 16, R_AMDGPU_REL64, v);
    }
    for (auto& s : sections_) res_.sections.push_back(std::move(s->s));
    // Symbols: every non-local (.L) label, and undefined referenced symbols.
    for (Symbol* s : order_) {
      if (s->isVariable || s->name.starts_with(".L") || s->name.starts_with(".amdgcn.")) continue;
      if (!s->defined && !s->used && !s->global && !s->weak) continue;
      AsmSymbol out;
      out.name = s->name;
      out.section = s->defined ? s->section : -1;
      out.value = s->offset;
      out.type = s->type;
      out.visibility = s->visibility;
      out.bind = s->weak ? STB_WEAK : (s->global || !s->defined) ? STB_GLOBAL : STB_LOCAL;
      if (s->sizeExpr) {
        std::string why;
        auto v = evaluateAt(*s->sizeExpr, &why, SourceLoc{file_, s->line, 0});
        if (!v || !v->isConst()) throw Error(SourceLoc{file_, s->line, 0}, "size of '" + s->name + "' is not constant");
        out.size = static_cast<uint64_t>(v->constant);
      }
      res_.symbols.push_back(out);
    }
    // A kernel descriptor symbol takes its kernel's binding and visibility, size 64.
    // (Names are unique among the symbols; looked up by hash for files with many kernels.)
    std::unordered_map<std::string_view, size_t> symbolIndex;
    for (size_t i = 0; i < res_.symbols.size(); ++i) symbolIndex.emplace(res_.symbols[i].name, i);
    for (const auto& k : res_.kernels) {
      auto kd = symbolIndex.find(k.name + ".kd");
      if (kd == symbolIndex.end()) continue;
      AsmSymbol& s = res_.symbols[kd->second];
      s.size = 64;
      s.type = STT_OBJECT;
      if (auto code = symbolIndex.find(k.name); code != symbolIndex.end()) {
        s.bind = res_.symbols[code->second].bind;
        s.visibility = res_.symbols[code->second].visibility;
      }
    }
  }

  static std::optional<Value> evaluateAt(const Expr& e, std::string* why, const SourceLoc& loc) {
    try {
      return evaluate(e, why);
    } catch (const ExprDepthError& d) {
      throw Error(loc, d.what());
    }
  }

  void addReloc(int section, uint64_t offset, uint32_t type, const Value& v) {
    AsmReloc r;
    r.section = section;
    r.offset = offset;
    r.type = type;
    r.addend = v.constant - static_cast<int64_t>(v.sym->offset);
    if (v.sym->name.starts_with(".L") && v.sym->defined) {
      // Local labels are relocated against their section.
      r.symSection = v.sym->section;
      r.addend = v.constant;
    } else {
      r.symbol = v.sym->name;
    }
    res_.relocs.push_back(r);
  }

  static void patchField(uint8_t* bytes, const isa::Field* f, uint64_t value) {
    uint64_t w = 0;
    for (int b = 0; b < 8; ++b) w |= static_cast<uint64_t>(bytes[b]) << (8 * b);
    w = f->insert(w, value >> f->shift);
    unsigned n = 4;
    for (const auto& p : f->parts)
      if (p.lo + p.width > 32) n = 8;
    for (unsigned b = 0; b < n; ++b) bytes[b] = static_cast<uint8_t>(w >> (8 * b));
  }

  std::string file_;
  AsmOptions opt_;
  AsmResult res_;
  const isa::Description* desc_ = nullptr;
  std::vector<Token> toks_;  // the current statement's
  Lexer* lexer_ = nullptr;   // during run()
  std::unordered_map<std::string, std::unique_ptr<Symbol>> syms_;
  std::vector<Symbol*> order_;
  std::vector<std::unique_ptr<Section>> sections_;
  std::unordered_map<std::string, int> sectionByName_;
  int curSection_ = 0;
  std::vector<PendingFixup> pending_;
  std::vector<DataFixup> dataFixups_;
  bool inKernel_ = false;
  unsigned kernelLine_ = 0;
  AsmKernel kernel_;
  std::unordered_set<std::string> kernelDirectiveNames_;  // the .amdhsa_* directives of kernel_
  bool inMetadata_ = false;
};

}  // namespace

AsmResult assemble(const std::string& source, const std::string& fileName, const AsmOptions& opt) {
  if (!opt.target.info) throw Error(fileName + ": error: no target given");
  Assembler a(fileName, opt);
  return a.run(source);
}

}  // namespace gfxsim::as
