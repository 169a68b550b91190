#include "frontend/sema.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <set>

#include "func/fp_core.h"

namespace gfxsim::cl {

namespace {

// A double rounded to the nearest half (ties to even, gradual underflow), as a double.
double roundToHalf(double v) { return func::toDouble<func::F16>(func::fromDouble<func::F16>(v, 0, true)); }

// A half object (scalar or an array of halves), which needs cl_khr_fp16 to be declared.
bool isHalfObject(const Type* t) {
  while (t->isArray()) t = t->pointee.t;
  return t->isHalf();
}

// clang's spelling of an object type in the cl_khr_fp16 diagnostics: "__private half[4]",
// "const __global half".
std::string qualifiedObjectName(QualType q) {
  std::string dims;
  const Type* t = q.t;
  for (; t->isArray(); t = t->pointee.t) dims += "[" + std::to_string(t->count) + "]";
  std::string s = q.isConst() && q.as != AS::Constant ? "const " : "";  // __constant implies const
  return s + asName(q.as == AS::None ? AS::Private : q.as) + " " + typeName(t) + dims;
}

// A struct (or array of structs) with a half inside, at any depth.
bool containsHalf(const Type* t) {
  while (t->isArray()) t = t->pointee.t;
  if (t->isHalf()) return true;
  if (!t->isStruct()) return false;
  for (const Field& f : t->record->fields)
    if (containsHalf(f.type.t)) return true;
  return false;
}

int64_t sext(uint64_t bits, unsigned width) {
  if (width == 0 || width >= 64) return static_cast<int64_t>(bits);
  uint64_t m = uint64_t{1} << (width - 1);
  bits &= (uint64_t{1} << width) - 1;
  return static_cast<int64_t>((bits ^ m) - m);
}

uint64_t truncTo(uint64_t bits, unsigned width) {
  if (width >= 64) return bits;
  if (width == 0) return 0;
  return bits & ((uint64_t{1} << width) - 1);
}

bool isAggregate(const Type* t) { return t->isArray() || t->isStruct() || t->isVector(); }

// e->begin moves to a kid's begin when that comes first in the same file (a binary
// operator's left operand, a postfix operator's operand, an implicit conversion's operand).
void extendBegin(Expr* e, const Expr* kid) {
  const SourceLoc& k = kid->begin;
  if (k.file != e->begin.file || k.line == 0) return;
  if (k.line < e->begin.line || (k.line == e->begin.line && k.col < e->begin.col)) e->begin = k;
}

VarDecl* newVarDecl(TranslationUnit& tu, const std::string& n, QualType t, const SourceLoc& loc, Storage st) {
  tu.vars.emplace_back();
  VarDecl* v = &tu.vars.back();
  v->name = n;
  v->type = t;
  v->loc = loc;
  v->storage = st;
  return v;
}

}  // namespace

Sema::Sema(TranslationUnit& tu) : tu_(tu) {
  scopes_.emplace_back();
  tags_.emplace_back();
}

void Sema::error(const SourceLoc& loc, const std::string& msg) const { throw Error(loc, msg); }
void Sema::unsupported(const SourceLoc& loc, const std::string& what) const {
  throw UnsupportedError(loc, "unsupported: " + what);
}

// ---- scopes ----

void Sema::pushScope() {
  scopes_.emplace_back();
  tags_.emplace_back();
}
void Sema::popScope() {
  scopes_.pop_back();
  tags_.pop_back();
}

const Sema::Symbol* Sema::lookup(const std::string& n) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto f = it->find(n);
    if (f != it->end()) return &f->second;
  }
  return nullptr;
}

std::optional<QualType> Sema::typeNamed(const std::string& n, const SourceLoc& loc) const {
  if (const Symbol* s = lookup(n)) {
    if (s->kind == Symbol::Typedef) return s->type;
    return std::nullopt;
  }
  const Type* t = builtinTypeNamed(const_cast<TypeTable&>(tu_.types), n, loc);
  if (t) return QualType{t, 0, AS::None};
  return std::nullopt;
}

void Sema::declareTypedef(const std::string& n, QualType t, const SourceLoc& loc, uint32_t align) {
  auto& scope = scopes_.back();
  auto it = scope.find(n);
  if (it != scope.end()) {
    if (it->second.kind == Symbol::Typedef && it->second.type == t && it->second.align == align)
      return;  // C11 allows repeats
    error(loc, "redefinition of '" + n + "'");
  }
  Symbol s;
  s.kind = Symbol::Typedef;
  s.type = t;
  s.align = align;
  scope.emplace(n, s);
}

uint32_t Sema::typedefAlign(const std::string& n) const {
  const Symbol* s = lookup(n);
  return s && s->kind == Symbol::Typedef ? s->align : 0;
}

void Sema::declareEnumConst(const std::string& n, int64_t value, const SourceLoc& loc) {
  auto& scope = scopes_.back();
  if (scope.count(n)) error(loc, "redefinition of '" + n + "'");
  Symbol s;
  s.kind = Symbol::EnumConst;
  s.value = value;
  scope.emplace(n, s);
}

StructDecl* Sema::structTag(const std::string& n, bool isUnion, bool definition, const SourceLoc& loc) {
  if (!n.empty()) {
    if (definition) {
      auto it = tags_.back().find(n);
      if (it != tags_.back().end()) {
        if (it->second->complete) error(loc, "redefinition of '" + n + "'");
        if (it->second->isUnion != isUnion) error(loc, "use of '" + n + "' with tag type that does not match previous declaration");
        return it->second;
      }
    } else {
      for (auto it = tags_.rbegin(); it != tags_.rend(); ++it) {
        auto f = it->find(n);
        if (f != it->end()) {
          if (f->second->isUnion != isUnion)
            error(loc, "use of '" + n + "' with tag type that does not match previous declaration");
          return f->second;
        }
      }
    }
  }
  StructDecl* d = tu_.types.newStruct(n, isUnion, loc);
  if (!n.empty()) tags_.back()[n] = d;
  return d;
}

void Sema::completeStruct(StructDecl* d, std::vector<Field> fields, const SourceLoc& loc) {
  if (fields.empty()) error(loc, "empty struct is not allowed in OpenCL C");
  uint64_t off = 0, size = 0;
  uint32_t align = 1;
  // Member names, those of anonymous members included (C11 6.7.2.1p13: they are members of
  // the enclosing record, so they must not clash with its other members).
  std::vector<std::pair<std::string, SourceLoc>> names;
  std::function<void(const StructDecl*, const SourceLoc&)> anonNames = [&](const StructDecl* r, const SourceLoc& at) {
    for (const Field& f : r->fields) {
      if (f.isAnonymous()) anonNames(f.type->record, at);
      else names.emplace_back(f.name, at);
    }
  };
  for (size_t i = 0; i < fields.size(); ++i) {
    Field& f = fields[i];
    requireComplete(f.type, f.loc, "field");
    size_t before = names.size();
    if (f.isAnonymous()) anonNames(f.type->record, f.loc);
    else names.emplace_back(f.name, f.loc);
    for (size_t k = before; k < names.size(); ++k)
      for (size_t j = 0; j < before; ++j)
        if (names[j].first == names[k].first) error(names[k].second, "duplicate member '" + names[k].first + "'");
    if (f.type->isAtomic()) unsupported(f.loc, "atomic struct members");
    uint32_t a = (d->packed || f.packed) ? 1 : alignOf(f.type.t);
    a = std::max(a, f.alignAttr);
    uint64_t s = sizeOf(f.type.t);
    if (d->isUnion) {
      f.offset = 0;
      size = std::max(size, s);
    } else {
      off = (off + a - 1) / a * a;
      f.offset = static_cast<uint32_t>(off);
      off += s;
      size = off;
    }
    align = std::max(align, a);
    if (size > kMaxObjectSize) error(f.loc, "struct is too large");
  }
  align = std::max(align, d->alignAttr);
  size = (size + align - 1) / align * align;
  if (size > kMaxObjectSize) error(loc, "struct is too large");
  d->fields = std::move(fields);
  d->size = static_cast<uint32_t>(size);
  d->align = align;
  d->complete = true;
}

// ---- declarations ----

void Sema::requireComplete(QualType t, const SourceLoc& loc, const char* what) {
  if (t->isVoid()) error(loc, std::string(what) + " has incomplete type 'void'");
  if (t->isStruct() && !t->record->complete)
    error(loc, std::string(what) + " has incomplete type '" + typeName(t.t) + "'");
  if (t->isArray()) requireComplete(t->pointee, loc, what);
}

QualType Sema::resolveObjectType(QualType q, AS def) {
  std::function<const Type*(const Type*)> inner = [&](const Type* t) -> const Type* {
    if (t->isPointer()) {
      QualType p = t->pointee;
      if (p.as == AS::None) p.as = AS::Generic;
      p.t = inner(p.t);
      return tu_.types.pointer(p);
    }
    if (t->isArray()) {
      QualType e = t->pointee;
      e.as = AS::None;
      e.t = inner(e.t);
      return tu_.types.array(e, t->count);
    }
    return t;
  };
  if (q.as == AS::None) q.as = def;
  q.t = inner(q.t);
  return q;
}

VarDecl* Sema::declareVar(const std::string& n, QualType t, const SourceLoc& loc, Storage st) {
  auto& scope = scopes_.back();
  if (scope.count(n)) error(loc, "redefinition of '" + n + "'");
  if (t->isVoid()) error(loc, "variable has incomplete type 'void'");
  if (st == Storage::Auto && t.as == AS::Local) st = Storage::Lds;
  if (st == Storage::Lds) {
    if (!curFunc_ || !curFunc_->isKernel)
      error(loc, "non-kernel function variable cannot be declared in local address space");
  } else if (t.as != AS::None && t.as != AS::Private) {
    if (st == Storage::Param && t.as != AS::Private)
      error(loc, "parameter may not be qualified with an address space");
    error(loc, std::string("function scope variable cannot be declared in ") + asName(t.as) +
                   " address space");
  }
  t = resolveObjectType(t, st == Storage::Lds ? AS::Local : AS::Private);
  if (!fp16 && isHalfObject(t.t)) error(loc, "declaring variable of type '" + qualifiedObjectName(t) + "' is not allowed");
  if (t->isStruct() || t->isArray()) requireComplete(t, loc, "variable");
  if (sizeOf(t.t) > kMaxObjectSize) error(loc, "variable '" + n + "' is too large");
  VarDecl* v = newVarDecl(tu_, n, t, loc, st);
  Symbol s;
  s.kind = Symbol::Var;
  s.var = v;
  scope.emplace(n, s);
  return v;
}

VarDecl* Sema::newParam(const std::string& n, QualType t, const SourceLoc& loc) {
  t = resolveObjectType(t, AS::Private);
  if (!fp16 && t->isHalf())
    error(loc, "declaring function parameter of type '" + qualifiedObjectName(t) + "' is not allowed; did you forget * ?");
  return newVarDecl(tu_, n, t, loc, Storage::Param);
}

VarDecl* Sema::declareProgramVar(const std::string& n, QualType t, const SourceLoc& loc, InitTree* init, bool isStatic,
                                 bool local) {
  // OpenCL C 2.0 (6.5.1): program-scope variables are in the global address space unless
  // declared __constant; those in the constant address space must be initialized.
  if (t.as == AS::None) t.as = AS::Global;
  if (t.as != AS::Constant && t.as != AS::Global)
    error(loc, "program scope variable must reside in global or constant address space");
  if (t.as == AS::Constant && !init) error(loc, "variable in constant address space must be initialized");
  auto& scope = local ? scopes_.back() : scopes_.front();
  if (scope.count(n)) error(loc, "redefinition of '" + n + "'");
  if (t->isAtomic()) unsupported(loc, "program-scope atomic variables");
  t = resolveObjectType(t, t.as);
  if (!fp16 && isHalfObject(t.t)) error(loc, "declaring variable of type '" + qualifiedObjectName(t) + "' is not allowed");
  if ((t->isStruct() || t->isArray()) && !(init && t->isArray() && t->count == 0)) requireComplete(t, loc, "variable");
  auto checkSize = [&] {
    uint64_t size = sizeOf(t.t), limit = init ? kMaxConstantImage : kMaxZeroFilledGlobal;
    if (size > limit)
      unsupported(loc, "program-scope variable '" + n + "' of " + std::to_string(size) + " bytes, larger than " +
                           std::to_string(limit) + (init ? " bytes with an initializer" : " bytes"));
  };
  if (!t->isArray() || t->count != 0) checkSize();
  VarDecl* v = newVarDecl(tu_, n, t, loc, Storage::Program);
  v->isStatic = isStatic || local;
  if (init) {
    initialize(v, *init);
    t = v->type;
    checkSize();  // an unsized array sized by its initializer
    v->image.assign(sizeOf(v->type.t), 0);
    auto fold = [&](uint64_t off, const Type* et, const Expr* e) {
      if (et->isPointer()) {
        if (!foldAddress(v, off, e)) error(e->loc, "initializer element is not a compile-time constant");
        return;
      }
      if (!foldInto(v->image, off, et, e)) error(e->loc, "initializer element is not a compile-time constant");
    };
    if (v->init) fold(0, v->type.t, v->init);
    for (const InitEntry& en : v->entries) fold(en.offset, en.type.t, en.value);
  }
  Symbol s;
  s.kind = Symbol::Var;
  s.var = v;
  scope.emplace(n, s);
  return v;
}

// A pointer's initial value: null, or an address constant (C99 6.6p9): the address of a
// program-scope object (a string literal, an array decaying, &object, &object.member,
// &array[constant]) plus or minus a constant.
bool Sema::foldAddress(VarDecl* v, uint64_t off, const Expr* e) {
  if (auto c = evaluate(e); c && !c->isFloat) {
    if (c->i != 0) return false;  // only the null pointer folds as a number
    return true;                  // image already zero
  }
  int64_t addend = 0;
  const Expr* x = e;
  for (;;) {
    if (x->kind == EK::Cast && x->a->type->isPointer() && x->type->isPointer()) {
      x = x->a;
      continue;
    }
    if (x->kind == EK::Binary && (x->op == static_cast<uint8_t>(BinOp::Add) || x->op == static_cast<uint8_t>(BinOp::Sub)) &&
        x->a->type->isPointer()) {
      auto c = evaluate(x->b);
      if (!c || c->isFloat) return false;
      int64_t k = static_cast<int64_t>(c->i) * static_cast<int64_t>(sizeOf(x->a->type->pointee.t));
      addend += x->op == static_cast<uint8_t>(BinOp::Add) ? k : -k;
      x = x->a;
      continue;
    }
    break;
  }
  // The object: an array decayed to its first element, or &lvalue.
  const Expr* place = nullptr;
  if (x->kind == EK::Cast && x->a->lvalue && x->a->type->isArray()) place = x->a;
  else if (x->kind == EK::AddrOf) place = x->a;
  if (!place) return false;
  for (;;) {
    if (place->kind == EK::Member && place->a->lvalue) {
      addend += static_cast<int64_t>(place->field->offset);
      place = place->a;
    } else if (place->kind == EK::Index && place->a->kind == EK::Cast && place->a->a->lvalue && place->a->a->type->isArray()) {
      auto c = evaluate(place->b);
      if (!c || c->isFloat) return false;
      addend += static_cast<int64_t>(c->i) * static_cast<int64_t>(sizeOf(place->type.t));
      place = place->a->a;
    } else {
      break;
    }
  }
  if (place->kind != EK::Var || place->var->storage != Storage::Program) return false;
  v->pointers.push_back(PointerInit{off, place->var, addend});
  return true;
}

Expr* Sema::stringLiteral(const std::string& bytes, const SourceLoc& loc) {
  VarDecl*& v = strings_[bytes];
  if (!v) {
    if (bytes.size() + 1 > kMaxConstantImage)
      unsupported(loc, "a string literal of " + std::to_string(bytes.size() + 1) + " bytes, larger than " +
                           std::to_string(kMaxConstantImage));
    QualType elem{tu_.types.scalar(TK::Char), 0, AS::Constant};
    QualType t{tu_.types.array(elem, static_cast<uint32_t>(bytes.size() + 1)), 0, AS::Constant};
    v = newVarDecl(tu_, ".str", t, loc, Storage::Program);
    v->isString = true;
    v->isStatic = true;
    v->image.assign(bytes.begin(), bytes.end());
    v->image.push_back(0);
  }
  Expr* e = newExpr(EK::Var, v->type, loc);
  e->var = v;
  e->lvalue = true;
  return e;
}

bool Sema::foldInto(std::vector<uint8_t>& image, uint64_t off, const Type* t, const Expr* e) const {
  if (t->isVector()) {
    // (float4)(...) of constant parts, or a constant scalar widened to every lane.
    uint64_t es = sizeOf(t->elem);
    if (e->kind == EK::VecLit) {
      uint64_t lane = 0;
      for (const Expr* p : e->args) {
        if (!foldInto(image, off + lane * es, p->type.t, p)) return false;
        lane += p->type->lanes();
      }
      return true;
    }
    if (e->kind == EK::Cast && e->a->type->isArithmetic()) {
      for (uint32_t i = 0; i < t->count; ++i)
        if (!foldInto(image, off + i * es, t->elem, e)) return false;
      return true;
    }
    return false;
  }
  if (!t->isArithmetic()) return false;
  // A scalar: e itself, or a vector-widening cast's operand converted to the element.
  const Expr* scalar = e;
  std::optional<ConstVal> v;
  if (e->type->isVector()) {
    if (e->kind != EK::Cast) return false;
    auto inner = evaluate(e->a);
    if (inner) v = evalCast(*inner, e->a->type.t, t);
  } else {
    v = evaluate(scalar);
    if (v && e->type.t != t) v = evalCast(*v, e->type.t, t);
  }
  if (!v) return false;
  uint64_t bits = v->i;
  if (t->kind == TK::Half) {
    bits = func::fromDouble<func::F16>(v->f, 0, true);
  } else if (t->kind == TK::Float) {
    float f = static_cast<float>(v->f);
    uint32_t b32;
    std::memcpy(&b32, &f, 4);
    bits = b32;
  } else if (t->kind == TK::Double) {
    std::memcpy(&bits, &v->f, 8);
  }
  uint64_t size = sizeOf(t);
  if (off + size > image.size()) return false;
  for (uint64_t i = 0; i < size; ++i) image[off + i] = static_cast<uint8_t>(bits >> (8 * i));  // little-endian
  return true;
}

FuncDecl* Sema::declareFunc(const std::string& n, QualType ret, std::vector<VarDecl*> params,
                            bool isKernel, const SourceLoc& loc) {
  if (isKernel && !ret->isVoid()) error(loc, "kernel must have void return type");
  if (ret->isArray()) error(loc, "function cannot return array type");
  if (!fp16 && ret->isHalf()) error(loc, "declaring function return value of type 'half' is not allowed; did you forget * ?");
  ret = resolveObjectType(ret, AS::None);
  ret.as = AS::None;
  if (isKernel) {
    for (VarDecl* p : params) {
      QualType t = p->type;
      if (t->isPointer()) {
        AS a = t->pointee.as;
        if (a != AS::Global && a != AS::Constant && a != AS::Local)
          error(p->loc, "pointer arguments to kernel functions must reside in '__global', "
                        "'__constant' or '__local' address space");
        if (t->pointee->isPointer()) error(p->loc, "kernel parameter cannot be declared as a pointer to a pointer");
      } else if (t->kind == TK::Bool) {
        error(p->loc, "'bool' cannot be used as the type of a kernel parameter");
      } else if (t->isAtomic()) {
        error(p->loc, "atomic types cannot be kernel parameters by value");
      } else if (!fp16 && t->isStruct() && containsHalf(t.t)) {
        error(p->loc, "'" + qualifiedObjectName(t) + "' cannot be used as the type of a kernel parameter");
      }
    }
  }
  auto& scope = scopes_.front();
  auto it = scope.find(n);
  if (it != scope.end()) {
    if (it->second.kind != Symbol::Func) error(loc, "redefinition of '" + n + "' as a different kind of symbol");
    FuncDecl* f = it->second.func;
    bool same = f->ret.t == ret.t && f->params.size() == params.size() && f->isKernel == isKernel;
    for (size_t i = 0; same && i < params.size(); ++i) same = f->params[i]->type.t == params[i]->type.t;
    if (!same) error(loc, "conflicting types for '" + n + "' (overloading is not supported)");
    if (!f->body) f->params = std::move(params);  // a definition's parameters win
    return f;
  }
  tu_.funcs.emplace_back();
  FuncDecl* f = &tu_.funcs.back();
  f->name = n;
  f->ret = ret;
  f->params = std::move(params);
  f->isKernel = isKernel;
  f->loc = loc;
  Symbol s;
  s.kind = Symbol::Func;
  s.func = f;
  scope.emplace(n, s);
  return f;
}

void Sema::beginFunctionBody(FuncDecl* f) {
  if (f->body) error(f->loc, "redefinition of '" + f->name + "'");
  curFunc_ = f;
  bodyScopeDepth_ = scopes_.size();
  pushScope();
  for (VarDecl* p : f->params) {
    if (p->name.empty()) continue;
    if (scopes_.back().count(p->name)) error(p->loc, "redefinition of parameter '" + p->name + "'");
    Symbol s;
    s.kind = Symbol::Var;
    s.var = p;
    scopes_.back().emplace(p->name, s);
  }
}

void Sema::endFunctionBody(FuncDecl* f, Stmt* body) {
  f->body = body;
  popScope();
  curFunc_ = nullptr;
  tu_.functions.push_back(f);
}

void Sema::abandonFunctionBody(FuncDecl* f, const UnsupportedError& e) {
  while (scopes_.size() > bodyScopeDepth_) popScope();
  loopDepth = 0;
  switches.clear();
  tu_.stmts.emplace_back();
  Stmt* empty = &tu_.stmts.back();
  empty->kind = SK::Compound;
  empty->loc = f->loc;
  f->body = empty;
  f->deferredError = e;
  curFunc_ = nullptr;
  tu_.functions.push_back(f);
}

void Sema::finishUnit() {
  for (FuncDecl* f : tu_.functions)
    for (const auto& c : f->calls)
      if (!c.callee->body)
        error(c.loc, "function '" + c.callee->name + "' is declared but never defined");
  // Deferred errors of the functions the kernels reach, in source order of the kernels.
  std::set<FuncDecl*> seen;
  std::vector<FuncDecl*> work;
  for (FuncDecl* f : tu_.functions)
    if (f->isKernel && seen.insert(f).second) work.push_back(f);
  while (!work.empty()) {
    FuncDecl* f = work.back();
    work.pop_back();
    if (f->deferredError) throw *f->deferredError;
    for (const auto& c : f->calls)
      if (seen.insert(c.callee).second) work.push_back(c.callee);
  }
  std::map<FuncDecl*, int> state;
  std::vector<FuncDecl*> stack;
  for (FuncDecl* f : tu_.functions) checkRecursion(f, stack, state);
}

void Sema::checkRecursion(FuncDecl* f, std::vector<FuncDecl*>& stack, std::map<FuncDecl*, int>& state) {
  int& st = state[f];
  if (st == 2) return;
  st = 1;
  stack.push_back(f);
  for (const auto& c : f->calls) {
    int cs = state[c.callee];
    if (cs == 1) {
      std::string via;
      auto it = std::find(stack.begin(), stack.end(), c.callee);
      for (++it; it != stack.end(); ++it) via += (via.empty() ? "" : ", ") + std::string("'") + (*it)->name + "'";
      error(c.loc, "recursion is not allowed in OpenCL C: '" + c.callee->name + "' calls itself" +
                       (via.empty() || c.callee == f ? std::string() : " through " + via));
    }
    if (cs == 0) checkRecursion(c.callee, stack, state);
  }
  stack.pop_back();
  state[f] = 2;
}

// ---- initializers ----

void Sema::initialize(VarDecl* v, InitTree& init) {
  if (v->storage == Storage::Lds) error(v->loc, "'__local' variable cannot have an initializer");
  if (!init.expr) {
    // Unsized array: its size is the number of top-level elements.
    if (v->type->isArray() && v->type->count == 0) {
      const Type* elem = v->type->pointee.t;
      bool simple = elem->isScalar() || std::all_of(init.list.begin(), init.list.end(),
                                                    [](const InitTree& t) { return !t.expr; });
      if (!simple) unsupported(init.loc, "unsized array initialized with elided braces");
      if (init.list.empty()) error(init.loc, "zero-size arrays are not allowed");
      v->type.t = tu_.types.array(v->type->pointee, static_cast<uint32_t>(init.list.size()));
      if (sizeOf(v->type.t) > kMaxObjectSize) error(v->loc, "variable '" + v->name + "' is too large");
    }
    v->braceInit = true;
    size_t pos = 0;
    std::vector<InitTree*> leaves;
    flattenInit(v, v->type, 0, init, pos, leaves, true);
    return;
  }
  if (v->type->isArray() && init.expr->kind == EK::Var && init.expr->var->isString &&
      (v->type->pointee->kind == TK::Char || v->type->pointee->kind == TK::UChar)) {
    // A character array initialized by a string literal (C99 6.7.8p14): its bytes, the NUL
    // too when there is room, the rest zero.
    const std::vector<uint8_t>& bytes = init.expr->var->image;  // with the NUL
    if (v->type->count == 0) v->type.t = tu_.types.array(v->type->pointee, static_cast<uint32_t>(bytes.size()));
    if (bytes.size() - 1 > v->type->count) error(init.loc, "initializer-string for char array is too long");
    v->braceInit = true;
    const Type* elem = v->type->pointee.t;
    for (uint32_t i = 0; i < v->type->count && i < bytes.size(); ++i)
      if (bytes[i]) v->entries.push_back(InitEntry{i, QualType{elem, 0, AS::None}, intLit(bytes[i], elem, init.loc)});
    return;
  }
  if (v->type->isArray()) error(init.loc, "array initializer must be an initializer list");
  v->init = convertForAssign(init.expr, QualType{v->type.t, 0, AS::None}, v->loc, "initializing");  // as clang
}

// Fills the sub-objects of `t` at `offset`. For a braced initializer (`braced`), `init` is
// the list and all of it must be used; otherwise items are taken from `init.list` starting
// at `pos` (brace elision) as long as the object has room.
void Sema::flattenInit(VarDecl* v, QualType t, uint64_t offset, InitTree& init, size_t& pos,
                       std::vector<InitTree*>& leaves, bool braced) {
  std::vector<InitTree>& items = init.list;
  // The sub-objects in order, computed one at a time: an array of a billion elements
  // initialized by {1} looks at one of them.
  uint64_t nsubs = t->isArray() || t->isVector() ? t->count
                   : t->isStruct()                ? (t->record->isUnion ? 1 : t->record->fields.size())
                                                  : 1;
  auto subObject = [&](uint64_t i) -> std::pair<QualType, uint64_t> {
    if (t->isArray()) return {QualType{t->pointee.t, t.quals, AS::None}, offset + i * sizeOf(t->pointee.t)};
    if (t->isStruct()) {
      const Field& f = t->record->fields[i];
      return {QualType{f.type.t, static_cast<uint8_t>(f.type.quals | t.quals), AS::None}, offset + f.offset};
    }
    if (t->isVector()) return {QualType{t->elem, 0, AS::None}, offset + i * sizeOf(t->elem)};
    return {QualType{t.t, 0, AS::None}, offset};
  };
  size_t start = braced ? 0 : pos;
  size_t p = start;
  for (uint64_t k = 0; k < nsubs && p < items.size(); ++k) {
    auto [st, so] = subObject(k);
    InitTree& it = items[p];
    if (!it.expr) {
      // A braced sub-initializer.
      size_t inner = 0;
      flattenInit(v, st, so, it, inner, leaves, true);
      ++p;
      continue;
    }
    bool sameAggregate = (st->isStruct() || st->isVector()) && it.expr->type.t == st.t;
    if (isAggregate(st.t) && !sameAggregate) {
      if (st->isVector() && it.expr->type->isVector())
        error(it.loc, "cannot initialize '" + typeName(st.t) + "' with '" + typeName(it.expr->type.t) + "'");
      flattenInit(v, st, so, init, p, leaves, false);
      continue;
    }
    InitEntry e;
    e.offset = so;
    e.type = st;
    e.value = convertForAssign(it.expr, QualType{st.t, 0, AS::None}, it.loc, "initializing");
    v->entries.push_back(e);
    ++p;
  }
  if (braced) {
    if (p < items.size()) error(items[p].loc, "excess elements in initializer");
  } else {
    pos = p;
  }
}

// ---- expressions ----

Expr* Sema::newExpr(EK k, QualType t, const SourceLoc& loc, std::initializer_list<Expr*> kids) {
  tu_.exprs.emplace_back();
  Expr* e = &tu_.exprs.back();
  e->kind = k;
  e->type = t;
  e->loc = loc;
  e->begin = loc;
  Expr* const* slots[3] = {&e->a, &e->b, &e->c};
  size_t i = 0;
  uint32_t d = 0;
  for (Expr* kid : kids) {
    if (i < 3) const_cast<Expr*&>(*slots[i]) = kid;
    if (kid) {
      d = std::max(d, kid->depth);
      extendBegin(e, kid);
    }
    ++i;
  }
  e->depth = d + 1;
  if (e->depth > kMaxExprDepth) error(loc, "expression is nested too deeply");
  return e;
}

static void setArgs(Sema& s, Expr* e, std::vector<Expr*> args) {
  uint32_t d = e->depth;
  for (Expr* a : args) {
    d = std::max(d, a->depth + 1);
    extendBegin(e, a);
  }
  e->depth = d;
  if (d > kMaxExprDepth) s.error(e->loc, "expression is nested too deeply");
  e->args = std::move(args);
}

Expr* Sema::intLit(uint64_t v, const Type* t, const SourceLoc& loc) {
  Expr* e = newExpr(EK::IntLit, QualType{t, 0, AS::None}, loc);
  e->ival = truncTo(v, intBits(t));
  return e;
}

Expr* Sema::floatLit(double v, const Type* t, const SourceLoc& loc) {
  Expr* e = newExpr(EK::FloatLit, QualType{t, 0, AS::None}, loc);
  e->fval = t->kind == TK::Float ? static_cast<double>(static_cast<float>(v)) : t->kind == TK::Half ? roundToHalf(v) : v;
  return e;
}

Expr* Sema::name(const std::string& n, const SourceLoc& loc) {
  const Symbol* s = lookup(n);
  if (!s) {
    if (findBuiltin(n, nullptr) != Builtin::None)
      unsupported(loc, "built-in function '" + n + "' used as a value");
    error(loc, "use of undeclared identifier '" + n + "'");
  }
  switch (s->kind) {
    case Symbol::Var: {
      Expr* e = newExpr(EK::Var, s->var->type, loc);
      e->var = s->var;
      e->lvalue = true;
      return e;
    }
    case Symbol::EnumConst: return intLit(static_cast<uint64_t>(s->value), tu_.types.intTy(), loc);
    case Symbol::Func: unsupported(loc, "function '" + n + "' used as a value (function pointers)");
    case Symbol::Typedef: error(loc, "unexpected type name '" + n + "': expected expression");
  }
  error(loc, "bad symbol");
}

Expr* Sema::rvalue(Expr* e) {
  const Type* t = e->type.t;
  if (t->isArray()) {
    QualType elem = t->pointee;
    elem.as = e->type.as == AS::None ? AS::Private : e->type.as;
    elem.quals |= e->type.quals;
    Expr* c = newExpr(EK::Cast, QualType{tu_.types.pointer(elem), 0, AS::None}, e->loc, {e});
    return c;
  }
  if (t->isAtomic())
    error(e->loc, "atomic object of type '" + typeName(t) + "' can only be accessed through the atomic functions");
  if (!fp16 && e->lvalue && t->isHalf())
    error(e->begin, "loading directly from pointer to type '" + qualifiedObjectName(e->type) +
                        "' requires cl_khr_fp16. Use vector data load builtin functions instead");
  return e;
}

Expr* Sema::castTo(Expr* e, const Type* to) {
  if (e->type.t == to && !e->lvalue) return e;
  if (e->type.t == to && e->lvalue) {
    // A no-op conversion still marks the value as an rvalue.
    return newExpr(EK::Cast, QualType{to, 0, AS::None}, e->loc, {e});
  }
  return newExpr(EK::Cast, QualType{to, 0, AS::None}, e->loc, {e});
}

const Type* Sema::promotedType(const Type* t) const {
  if (t->isInteger() && intRank(t) < 4) return tu_.types.intTy();
  return t;
}

Expr* Sema::promote(Expr* e) {
  e = rvalue(e);
  const Type* p = promotedType(e->type.t);
  return p == e->type.t ? e : castTo(e, p);
}

const Type* Sema::usualArithmetic(const Type* a, const Type* b, const SourceLoc& loc) {
  if (a->isVector() || b->isVector()) {
    if (a->isVector() && b->isVector()) {
      if (a != b)
        error(loc, "cannot convert between vector values of different types ('" + typeName(a) +
                       "' and '" + typeName(b) + "')");
      return a;
    }
    return a->isVector() ? a : b;
  }
  if (a->kind == TK::Double || b->kind == TK::Double) return tu_.types.doubleTy();
  if (a->kind == TK::Float || b->kind == TK::Float) return tu_.types.floatTy();
  if (a->kind == TK::Half || b->kind == TK::Half) return tu_.types.halfTy();  // C99 6.3.1.8: an integer converts to it
  a = promotedType(a);
  b = promotedType(b);
  if (a == b) return a;
  bool sa = a->isSigned(), sb = b->isSigned();
  int ra = intRank(a), rb = intRank(b);
  if (sa == sb) return ra >= rb ? a : b;
  const Type* u = sa ? b : a;
  const Type* s = sa ? a : b;
  if (intRank(u) >= intRank(s)) return u;
  if (intBits(s) > intBits(u)) return s;
  return tu_.types.scalar(static_cast<TK>(static_cast<int>(s->kind) + 1));  // its unsigned form
}

Expr* Sema::condition(Expr* e, const char* what, const SourceLoc& at) {
  e = rvalue(e);
  if (!e->type->isScalar())
    error(at, std::string(what) + " must have scalar type ('" + typeName(e->type.t) + "' is invalid)");
  return e;
}

static const Type* comparisonResult(TypeTable& tt, const Type* t) {
  if (!t->isVector()) return tt.intTy();
  switch (sizeOf(t->elem)) {
    case 1: return tt.vector(tt.scalar(TK::Char), t->count);
    case 2: return tt.vector(tt.scalar(TK::Short), t->count);
    case 4: return tt.vector(tt.intTy(), t->count);
    default: return tt.vector(tt.longTy(), t->count);
  }
}

Expr* Sema::unary(UnOp op, Expr* a, const SourceLoc& loc) {
  a = rvalue(a);
  const Type* t = a->type.t;
  switch (op) {
    case UnOp::Neg:
    case UnOp::Plus:
      if (!t->isArithmetic() && !t->isVector())
        error(loc, "invalid argument type '" + typeName(t) + "' to unary expression");
      a = promote(a);
      if (op == UnOp::Plus) return a;
      break;
    case UnOp::BitNot:
      if (!t->scalar()->isInteger() || (!t->isArithmetic() && !t->isVector()))
        error(loc, "invalid argument type '" + typeName(t) + "' to unary expression");
      a = promote(a);
      break;
    case UnOp::LNot: {
      if (t->isVector()) {
        Expr* e = newExpr(EK::Unary, QualType{comparisonResult(tu_.types, t), 0, AS::None}, loc, {a});
        e->op = static_cast<uint8_t>(op);
        return e;
      }
      a = condition(a, "operand of '!'", loc);
      Expr* e = newExpr(EK::Unary, QualType{tu_.types.intTy(), 0, AS::None}, loc, {a});
      e->op = static_cast<uint8_t>(op);
      return e;
    }
  }
  Expr* e = newExpr(EK::Unary, QualType{a->type.t, 0, AS::None}, loc, {a});
  e->op = static_cast<uint8_t>(op);
  return e;
}

static bool isNullConstant(const Sema& s, const Expr* e) {
  if (!e->type->isInteger()) return false;
  auto v = s.evaluate(e);
  return v && !v->isFloat && v->i == 0;
}

Expr* Sema::arithBinary(BinOp op, Expr* a, Expr* b, const SourceLoc& loc) {
  const Type* ta = a->type.t;
  const Type* tb = b->type.t;
  auto bad = [&]() -> Expr* {
    error(loc, "invalid operands to binary expression ('" + typeName(ta) + "' and '" + typeName(tb) + "')");
  };
  auto make = [&](const Type* rt, Expr* x, Expr* y) {
    Expr* e = newExpr(EK::Binary, QualType{rt, 0, AS::None}, loc, {x, y});
    e->op = static_cast<uint8_t>(op);
    return e;
  };
  bool arithA = ta->isArithmetic() || ta->isVector();
  bool arithB = tb->isArithmetic() || tb->isVector();
  switch (op) {
    case BinOp::Add:
    case BinOp::Sub:
      if (ta->isPointer() || tb->isPointer()) {
        if (op == BinOp::Sub && ta->isPointer() && tb->isPointer()) {
          if (ta->pointee.t != tb->pointee.t) bad();
          if (sizeOf(ta->pointee.t) == 0) error(loc, "arithmetic on a pointer to an incomplete type");
          return make(tu_.types.longTy(), a, b);
        }
        if (op == BinOp::Add && tb->isPointer()) std::swap(a, b), std::swap(ta, tb);
        if (!ta->isPointer() || !tb->isInteger()) bad();
        if (sizeOf(ta->pointee.t) == 0)
          error(loc, "arithmetic on a pointer to an incomplete type '" + typeName(ta->pointee.t) + "'");
        return make(ta, a, promote(b));
      }
      [[fallthrough]];
    case BinOp::Mul:
    case BinOp::Div: {
      if (!arithA || !arithB) bad();
      const Type* ct = usualArithmetic(ta, tb, loc);
      return make(ct, castTo(a, ct), castTo(b, ct));
    }
    case BinOp::Rem:
    case BinOp::And:
    case BinOp::Or:
    case BinOp::Xor: {
      if (!arithA || !arithB || !ta->scalar()->isInteger() || !tb->scalar()->isInteger()) bad();
      const Type* ct = usualArithmetic(ta, tb, loc);
      return make(ct, castTo(a, ct), castTo(b, ct));
    }
    case BinOp::Shl:
    case BinOp::Shr: {
      if (!arithA || !arithB || !ta->scalar()->isInteger() || !tb->scalar()->isInteger()) bad();
      if (!ta->isVector() && tb->isVector()) bad();
      if (ta->isVector() && tb->isVector() && ta->count != tb->count) bad();
      const Type* lt = promotedType(ta);
      // The amount is converted to the left operand's type: the masking (OpenCL 6.3.j) only
      // uses its low bits, which the conversion keeps.
      return make(lt, castTo(a, lt), castTo(b, lt));
    }
    case BinOp::Lt:
    case BinOp::Gt:
    case BinOp::Le:
    case BinOp::Ge:
    case BinOp::Eq:
    case BinOp::Ne: {
      if (ta->isPointer() || tb->isPointer()) {
        bool eq = op == BinOp::Eq || op == BinOp::Ne;
        if (ta->isPointer() && tb->isPointer()) {
          QualType pa = ta->pointee, pb = tb->pointee;
          bool typesOk = pa.t == pb.t || (eq && (pa->isVoid() || pb->isVoid()));
          if (!typesOk) error(loc, "comparison of distinct pointer types ('" + typeName(ta) + "' and '" + typeName(tb) + "')");
          if (pa.as != pb.as) {
            // Compare in the generic space.
            auto toGeneric = [&](Expr* x) {
              QualType p = x->type->pointee;
              if (p.as == AS::Generic) return x;
              if (p.as == AS::Constant) error(loc, "comparison between pointers to different address spaces");
              p.as = AS::Generic;
              return castTo(x, tu_.types.pointer(p));
            };
            if (pa.as != AS::Generic && pb.as != AS::Generic)
              error(loc, "comparison between pointers to different address spaces ('" + typeName(ta) + "' and '" + typeName(tb) + "')");
            a = toGeneric(a);
            b = toGeneric(b);
          }
          return make(tu_.types.intTy(), a, b);
        }
        if (eq && ta->isPointer() && isNullConstant(*this, b)) return make(tu_.types.intTy(), a, castTo(b, ta));
        if (eq && tb->isPointer() && isNullConstant(*this, a)) return make(tu_.types.intTy(), castTo(a, tb), b);
        bad();
      }
      if (!arithA || !arithB) bad();
      const Type* ct = usualArithmetic(ta, tb, loc);
      return make(comparisonResult(tu_.types, ct), castTo(a, ct), castTo(b, ct));
    }
    case BinOp::LAnd:
    case BinOp::LOr: break;
  }
  return bad();
}

Expr* Sema::binary(BinOp op, Expr* a, Expr* b, const SourceLoc& loc) {
  a = rvalue(a);
  b = rvalue(b);
  if (op == BinOp::LAnd || op == BinOp::LOr) {
    if (a->type->isVector() || b->type->isVector()) {
      // Element-wise (both sides evaluated): like a comparison of each against zero.
      const Type* ct = usualArithmetic(a->type.t, b->type.t, loc);
      Expr* e = newExpr(EK::Logical, QualType{comparisonResult(tu_.types, ct), 0, AS::None}, loc,
                        {castTo(a, ct), castTo(b, ct)});
      e->op = static_cast<uint8_t>(op);
      return e;
    }
    a = condition(a, "operand of a logical operator", loc);
    b = condition(b, "operand of a logical operator", loc);
    Expr* e = newExpr(EK::Logical, QualType{tu_.types.intTy(), 0, AS::None}, loc, {a, b});
    e->op = static_cast<uint8_t>(op);
    return e;
  }
  if (a->type->isStruct() || b->type->isStruct() || a->type->isVoid() || b->type->isVoid())
    error(loc, "invalid operands to binary expression ('" + typeName(a->type.t) + "' and '" +
                   typeName(b->type.t) + "')");
  return arithBinary(op, a, b, loc);
}

Expr* Sema::checkLvalue(Expr* a, const SourceLoc& loc, const char* what) {
  if (!a->lvalue) error(loc, std::string("expression is not assignable (") + what + " needs an lvalue)");
  if (a->type.isConst()) error(loc, "cannot assign to a variable with const-qualified type '" + typeName(a->type) + "'");
  if (a->type->isArray()) error(loc, "array type '" + typeName(a->type.t) + "' is not assignable");
  if (a->type->isAtomic())
    error(loc, "atomic object of type '" + typeName(a->type.t) + "' can only be accessed through the atomic functions");
  if (a->type.as == AS::Constant) error(loc, "cannot assign to an object in the __constant address space");
  if (!fp16 && a->type->isHalf())
    error(loc, "assigning directly to pointer to type 'half' requires cl_khr_fp16. Use vector data store builtin "
               "functions instead");
  return a;
}

Expr* Sema::assign(Expr* a, Expr* b, const SourceLoc& loc) {
  checkLvalue(a, loc, "assignment");
  b = convertForAssign(b, QualType{a->type.t, 0, AS::None}, loc, "assigning");
  return newExpr(EK::Assign, QualType{a->type.t, 0, AS::None}, loc, {a, b});
}

Expr* Sema::compoundAssign(BinOp op, Expr* a, Expr* b, const SourceLoc& loc) {
  checkLvalue(a, loc, "compound assignment");
  b = rvalue(b);
  // Type the operation as if it were `a op b` with a as an rvalue.
  Expr probe = *a;
  probe.lvalue = false;
  Expr* bin = arithBinary(op, &probe, b, loc);
  Expr* e = newExpr(EK::CompoundAssign, QualType{a->type.t, 0, AS::None}, loc, {a, bin->b});
  e->op = static_cast<uint8_t>(op);
  e->compType = QualType{bin->a->type.t, 0, AS::None};
  if (a->type->isPointer()) e->compType = QualType{a->type.t, 0, AS::None};
  if (bin->type->isPointer() == false && a->type->isPointer()) error(loc, "invalid compound assignment to a pointer");
  if (!a->type->isPointer() && !(a->type->isArithmetic() || a->type->isVector()))
    error(loc, "invalid operands to compound assignment");
  if (a->type->isArithmetic() && e->compType->isVector())
    error(loc, "cannot assign a vector result to scalar '" + typeName(a->type.t) + "'");
  return e;
}

Expr* Sema::incDec(Expr* a, bool inc, bool prefix, const SourceLoc& loc) {
  checkLvalue(a, loc, inc ? "increment" : "decrement");
  const Type* t = a->type.t;
  if (!(t->isArithmetic() || t->isVector() || t->isPointer()))
    error(loc, "cannot " + std::string(inc ? "increment" : "decrement") + " value of type '" + typeName(t) + "'");
  if (t->isPointer() && sizeOf(t->pointee.t) == 0) error(loc, "arithmetic on a pointer to an incomplete type");
  Expr* e = newExpr(EK::IncDec, QualType{t, 0, AS::None}, loc, {a});
  e->isInc = inc;
  e->isPrefix = prefix;
  return e;
}

Expr* Sema::conditional(Expr* c, Expr* a, Expr* b, const SourceLoc& loc) {
  c = rvalue(c);
  a = rvalue(a);
  b = rvalue(b);
  const Type* ta = a->type.t;
  const Type* tb = b->type.t;
  if (c->type->isVector()) {
    // OpenCL select semantics: per lane, the condition's most significant bit.
    if (!c->type->scalar()->isInteger()) error(loc, "vector condition must have an integer element type");
    const Type* rt = usualArithmetic(ta, tb, loc);
    if (!rt->isVector() || rt->count != c->type->count)
      error(loc, "vector condition and operands must have the same number of elements");
    return newExpr(EK::Cond, QualType{rt, 0, AS::None}, loc, {c, castTo(a, rt), castTo(b, rt)});
  }
  c = condition(c, "condition of '?:'", loc);
  const Type* rt = nullptr;
  if ((ta->isArithmetic() || ta->isVector()) && (tb->isArithmetic() || tb->isVector())) {
    rt = usualArithmetic(ta, tb, loc);
  } else if (ta->isStruct() && ta == tb) {
    rt = ta;
  } else if (ta->isVoid() && tb->isVoid()) {
    rt = ta;
  } else if (ta->isPointer() && tb->isPointer()) {
    QualType pa = ta->pointee, pb = tb->pointee;
    if (pa.t != pb.t && !pa->isVoid() && !pb->isVoid())
      error(loc, "pointer type mismatch in conditional expression ('" + typeName(ta) + "' and '" + typeName(tb) + "')");
    QualType p = pa->isVoid() ? pa : pb->isVoid() ? pb : pa;
    p.quals = pa.quals | pb.quals;
    if (pa.as == pb.as) p.as = pa.as;
    else if (pa.as == AS::Generic || pb.as == AS::Generic) p.as = AS::Generic;
    else error(loc, "conditional operator with the second and third operands of type ('" + typeName(ta) + "' and '" +
                        typeName(tb) + "') which are pointers to non-overlapping address spaces");
    rt = tu_.types.pointer(p);
  } else if (ta->isPointer() && isNullConstant(*this, b)) {
    rt = ta;
  } else if (tb->isPointer() && isNullConstant(*this, a)) {
    rt = tb;
  } else {
    error(loc, "incompatible operand types ('" + typeName(ta) + "' and '" + typeName(tb) + "')");
  }
  return newExpr(EK::Cond, QualType{rt, 0, AS::None}, loc, {c, castTo(a, rt), castTo(b, rt)});
}

Expr* Sema::comma(Expr* a, Expr* b, const SourceLoc& loc) {
  b = rvalue(b);
  return newExpr(EK::Comma, QualType{b->type.t, 0, AS::None}, loc, {a, b});
}

Expr* Sema::call(const std::string& callee, const SourceLoc& calleeLoc, std::vector<Expr*> args,
                 const SourceLoc& rparenLoc) {
  const SourceLoc& loc = calleeLoc;
  const Symbol* s = lookup(callee);
  if (s && s->kind == Symbol::Func) {
    FuncDecl* f = s->func;
    if (args.size() != f->params.size())
      error(rparenLoc, std::string(args.size() > f->params.size() ? "too many" : "too few") +
                     " arguments to function call, expected " + std::to_string(f->params.size()) +
                     ", have " + std::to_string(args.size()));
    for (size_t i = 0; i < args.size(); ++i)
      args[i] = convertForAssign(args[i], QualType{f->params[i]->type.t, 0, AS::None}, args[i]->begin,
                                 "passing argument " + std::to_string(i + 1) + " of '" + callee + "'");
    Expr* e = newExpr(EK::Call, QualType{f->ret.t, 0, AS::None}, loc);
    e->func = f;
    setArgs(*this, e, std::move(args));
    if (curFunc_) curFunc_->calls.push_back({f, calleeLoc});
    return e;
  }
  if (s) error(calleeLoc, "called object '" + callee + "' is not a function");
  bool isExplicit = false;
  Builtin b = findBuiltin(callee, &isExplicit);
  if (b == Builtin::None) {
    std::string why = unsupportedBuiltin(callee);
    if (!why.empty()) unsupported(calleeLoc, why);
    error(calleeLoc, "implicit declaration of function '" + callee + "' is invalid in OpenCL");
  }
  for (Expr*& a : args) a = rvalue(a);
  Expr* e = newExpr(EK::Builtin, QualType{tu_.types.voidTy(), 0, AS::None}, loc);
  e->builtin = b;
  checkBuiltinCall(*this, e, callee, isExplicit, std::move(args));
  setArgs(*this, e, std::move(e->args));
  return e;
}

Expr* Sema::asType(Expr* v, QualType to, const SourceLoc& loc) {
  Expr* e = newExpr(EK::Builtin, QualType{tu_.types.voidTy(), 0, AS::None}, loc);
  e->builtin = Builtin::As;
  Expr* a = rvalue(v);
  checkReinterpret(*this, e, a, to.t);
  setArgs(*this, e, {a});
  return e;
}

static bool swizzleIndex(char c, bool& xyzw, int& idx) {
  switch (c) {
    case 'x': idx = 0; xyzw = true; return true;
    case 'y': idx = 1; xyzw = true; return true;
    case 'z': idx = 2; xyzw = true; return true;
    case 'w': idx = 3; xyzw = true; return true;
    default: return false;
  }
}

Expr* Sema::member(Expr* a, const std::string& field, bool arrow, const SourceLoc& opLoc,
                   const SourceLoc& nameLoc) {
  // Diagnostics at the '.' or '->' as clang gives them (a non-pointer '->' at the name).
  const SourceLoc& loc = opLoc;
  if (arrow) {
    a = rvalue(a);
    if (!a->type->isPointer()) error(nameLoc, "member reference type '" + typeName(a->type.t) + "' is not a pointer");
    a = deref(a, loc);
  }
  const Type* t = a->type.t;
  if (t->isVector()) {
    if (arrow) error(loc, "member reference base type '" + typeName(t) + "' is not a structure");
    std::vector<uint8_t> comps;
    unsigned n = t->count;
    unsigned n4 = n == 3 ? 4 : n;
    if (field == "lo" || field == "hi" || field == "even" || field == "odd") {
      for (unsigned i = 0; i < n4 / 2; ++i) {
        if (field == "lo") comps.push_back(static_cast<uint8_t>(i));
        else if (field == "hi") comps.push_back(static_cast<uint8_t>(n4 / 2 + i));
        else if (field == "even") comps.push_back(static_cast<uint8_t>(2 * i));
        else comps.push_back(static_cast<uint8_t>(2 * i + 1));
      }
    } else if (field.size() >= 2 && (field[0] == 's' || field[0] == 'S')) {
      for (size_t i = 1; i < field.size(); ++i) {
        char c = field[i];
        int v = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
        if (v < 0 || static_cast<unsigned>(v) >= n)
          error(loc, "vector component access '" + field + "' is invalid for '" + typeName(t) + "'");
        comps.push_back(static_cast<uint8_t>(v));
      }
    } else {
      for (char c : field) {
        bool xyzw = false;
        int v = 0;
        if (!swizzleIndex(c, xyzw, v) || static_cast<unsigned>(v) >= n)
          error(loc, "vector component access '" + field + "' is invalid for '" + typeName(t) + "'");
        comps.push_back(static_cast<uint8_t>(v));
      }
    }
    size_t k = comps.size();
    if (k != 1 && k != 2 && k != 3 && k != 4 && k != 8 && k != 16)
      error(loc, "vector component access '" + field + "' has an invalid number of components");
    // Compose with an inner swizzle.
    Expr* base = a;
    if (base->kind == EK::Swizzle) {
      for (uint8_t& c : comps) c = c < base->comps.size() ? base->comps[c] : c;
      base = base->a;
    }
    bool dup = false;
    for (size_t i = 0; i < comps.size(); ++i)
      for (size_t j = 0; j < i; ++j) dup |= comps[i] == comps[j];
    const Type* rt = k == 1 ? t->elem : tu_.types.vector(t->elem, static_cast<uint32_t>(k));
    Expr* e = newExpr(EK::Swizzle, QualType{rt, a->type.quals, a->type.as}, nameLoc, {base});
    e->comps = std::move(comps);
    e->lvalue = a->lvalue && !dup;
    return e;
  }
  if (!t->isStruct())
    error(loc, "member reference base type '" + typeName(t) + "' is not a structure or union");
  if (!t->record->complete) error(loc, "incomplete definition of type '" + typeName(t) + "'");
  // A member of an anonymous member is reached through it (C11 6.7.2.1p13).
  std::vector<const Field*> path = t->record->findPath(field);
  if (path.empty()) error(loc, "no member named '" + field + "' in '" + typeName(t) + "'");
  Expr* e = a;
  for (const Field* f : path) {
    QualType ft = f->type;
    ft.quals |= e->type.quals;
    ft.as = e->type.as;
    Expr* m = newExpr(EK::Member, ft, nameLoc, {e});
    m->field = f;
    m->lvalue = e->lvalue;
    e = m;
  }
  return e;
}

Expr* Sema::index(Expr* a, Expr* i, const SourceLoc& loc) {
  if (a->type->isVector()) {
    // clang's subscript of a vector (its vector extension, which OpenCL C shares): a constant
    // index is the one-lane swizzle; another one an Index of the vector itself, whose lane
    // irgen selects at run time.
    const Type* vt = a->type.t;
    Expr* ri = rvalue(i);
    if (!ri->type->isInteger()) error(loc, "array subscript is not an integer");
    if (auto v = evaluate(ri); v && !v->isFloat) {
      if (v->i >= vt->count) error(ri->loc, "vector element index " + std::to_string(v->i) + " is out of range for '" + typeName(vt) + "'");
      Expr* base = a;
      uint8_t c = static_cast<uint8_t>(v->i);
      if (base->kind == EK::Swizzle) {
        c = c < base->comps.size() ? base->comps[c] : c;
        base = base->a;
      }
      Expr* e = newExpr(EK::Swizzle, QualType{vt->elem, a->type.quals, a->type.as}, loc, {base});
      e->comps = {c};
      e->lvalue = a->lvalue;
      return e;
    }
    if (!a->lvalue || a->kind == EK::Swizzle)
      unsupported(loc, "a non-constant subscript of a vector that is not a variable");
    Expr* e = newExpr(EK::Index, QualType{vt->elem, a->type.quals, a->type.as}, loc, {a, promote(ri)});
    e->lvalue = true;
    return e;
  }
  a = rvalue(a);
  i = rvalue(i);
  if (!a->type->isPointer() && i->type->isPointer()) std::swap(a, i);
  if (!a->type->isPointer()) error(loc, "subscripted value is not an array or pointer");
  if (!i->type->isInteger()) error(loc, "array subscript is not an integer");
  QualType pt = a->type->pointee;
  if (sizeOf(pt.t) == 0) error(loc, "subscript of pointer to incomplete type '" + typeName(pt.t) + "'");
  // A constant index is folded to a literal (irgen reads program-scope __constant arrays at
  // literal indices as constants).
  Expr* idx = promote(i);
  if (idx->kind != EK::IntLit)
    if (auto v = evaluate(idx); v && !v->isFloat) idx = intLit(v->i, idx->type.t, idx->loc);
  Expr* e = newExpr(EK::Index, pt, loc, {a, idx});
  e->lvalue = true;
  return e;
}

Expr* Sema::deref(Expr* a, const SourceLoc& loc) {
  a = rvalue(a);
  if (!a->type->isPointer()) error(loc, "indirection requires pointer operand ('" + typeName(a->type.t) + "' invalid)");
  QualType pt = a->type->pointee;
  Expr* e = newExpr(EK::Deref, pt, loc, {a});
  e->lvalue = !pt->isVoid();
  return e;
}

Expr* Sema::addrOf(Expr* a, const SourceLoc& loc) {
  if (a->kind == EK::Swizzle || (a->kind == EK::Index && a->a->type->isVector())) error(loc, "address of vector element requested");
  if (!a->lvalue) error(loc, "cannot take the address of an rvalue of type '" + typeName(a->type.t) + "'");
  QualType p = a->type;
  if (p.as == AS::None) p.as = AS::Private;
  return newExpr(EK::AddrOf, QualType{tu_.types.pointer(p), 0, AS::None}, loc, {a});
}

bool Sema::pointerConvertible(QualType from, QualType to, bool explicitCast) const {
  if (from.as != to.as) {
    bool ok = to.as == AS::Generic && from.as != AS::Constant;
    if (explicitCast) ok = ok || (from.as == AS::Generic && to.as != AS::Constant);
    if (!ok) return false;
  }
  return true;
}

Expr* Sema::convertForAssign(Expr* e, QualType toQ, const SourceLoc& loc, const std::string& what) {
  e = rvalue(e);
  const Type* to = toQ.t;
  const Type* from = e->type.t;
  auto bad = [&]() -> Expr* {
    error(loc, what + " '" + typeName(to) + "' with an expression of incompatible type '" + typeName(from) + "'");
  };
  if (from == to) return e;
  if (to->isArithmetic()) {
    if (from->isArithmetic()) return castTo(e, to);
    if (from->isPointer() && to->kind == TK::Bool) return castTo(e, to);
    bad();
  }
  if (to->isVector()) {
    if (from->isArithmetic()) return castTo(e, to);
    bad();
  }
  if (to->isPointer()) {
    if (from->isPointer()) {
      QualType pf = from->pointee, pt = to->pointee;
      if (!pointerConvertible(pf, pt, false))
        error(loc, what + " '" + typeName(to) + "' with an expression of type '" + typeName(from) +
                       "' changes address space of pointer");
      if (pf.t != pt.t && !pf->isVoid() && !pt->isVoid()) bad();
      if ((pf.quals & ~pt.quals & (QConst | QVolatile)) != 0)
        error(loc, what + " '" + typeName(to) + "' with an expression of type '" + typeName(from) +
                       "' discards qualifiers");
      return castTo(e, to);
    }
    if (isNullConstant(*this, e)) return castTo(e, to);
    bad();
  }
  return bad();
}

Expr* Sema::explicitCast(QualType toQ, Expr* a, const SourceLoc& loc) {
  toQ = resolveObjectType(toQ, AS::None);
  const Type* to = toQ.t;
  if (to->isVoid()) {
    return newExpr(EK::Cast, QualType{to, 0, AS::None}, loc, {a});
  }
  if (!fp16 && to->isHalf()) error(a->begin, "casting to type 'half' is not allowed");
  a = rvalue(a);
  const Type* from = a->type.t;
  auto bad = [&]() -> Expr* {
    error(loc, "invalid cast from '" + typeName(from) + "' to '" + typeName(to) + "'");
  };
  Expr* e = nullptr;
  if (to->isArithmetic()) {
    if (from->isArithmetic() || (from->isPointer() && to->isInteger())) e = castTo(a, to);
    else bad();
  } else if (to->isVector()) {
    if (from->isArithmetic() || from == to) e = castTo(a, to);
    else bad();
  } else if (to->isPointer()) {
    if (from->isPointer()) {
      if (!pointerConvertible(from->pointee, to->pointee, true))
        error(loc, "casting '" + typeName(from) + "' to type '" + typeName(to) + "' changes address space of pointer");
      e = castTo(a, to);
    } else if (from->isInteger()) {
      e = castTo(a, to);
    } else {
      bad();
    }
  } else if (to->isStruct() && from == to) {
    e = a;
  } else {
    bad();
  }
  if (e == a) e = newExpr(EK::Cast, QualType{to, 0, AS::None}, loc, {a});
  e->loc = loc;
  return e;
}

Expr* Sema::vectorLiteral(const Type* vt, std::vector<Expr*> parts, const SourceLoc& loc) {
  for (Expr*& p : parts) p = rvalue(p);
  if (parts.size() == 1) {
    if (parts[0]->type.t == vt) return parts[0];
    if (parts[0]->type->isArithmetic()) {
      Expr* e = castTo(parts[0], vt);
      return e;
    }
  }
  unsigned lanes = 0;
  for (Expr*& p : parts) {
    const Type* t = p->type.t;
    if (t->isVector()) {
      if (t->elem != vt->elem)
        error(p->loc, "vector literal component of type '" + typeName(t) + "' does not match '" + typeName(vt) + "'");
      lanes += t->count;
    } else if (t->isArithmetic()) {
      p = castTo(p, vt->elem);
      lanes += 1;
    } else {
      error(p->loc, "invalid vector literal component of type '" + typeName(t) + "'");
    }
  }
  if (lanes != vt->count)
    error(loc, "vector literal has " + std::to_string(lanes) + " components, '" + typeName(vt) + "' needs " +
                   std::to_string(vt->count));
  Expr* e = newExpr(EK::VecLit, QualType{vt, 0, AS::None}, loc);
  setArgs(*this, e, std::move(parts));
  return e;
}

Expr* Sema::sizeOfType(QualType t, const SourceLoc& loc) {
  if (t->isVoid()) error(loc, "invalid application of 'sizeof' to a void type");
  if (t->isStruct() && !t->record->complete) error(loc, "invalid application of 'sizeof' to an incomplete type");
  if (t->isArray() && t->count == 0) error(loc, "invalid application of 'sizeof' to an incomplete type");
  return intLit(sizeOf(t.t), tu_.types.ulongTy(), loc);
}

Expr* Sema::vecStep(QualType t, const SourceLoc& loc) {
  unsigned n = t->isVector() ? (t->count == 3 ? 4 : t->count) : 1;
  if (!t->isVector() && !t->isArithmetic()) error(loc, "invalid operand of type '" + typeName(t.t) + "' to vec_step");
  return intLit(n, tu_.types.intTy(), loc);
}

// ---- constant folding ----

std::optional<ConstVal> Sema::evalCast(const ConstVal& v, const Type* from, const Type* to) const {
  if (!to->isArithmetic() || !from->isArithmetic()) return std::nullopt;
  ConstVal r;
  if (to->kind == TK::Bool) {
    r.i = v.isFloat ? (v.f != 0) : (v.i != 0);
    return r;
  }
  if (to->isFloat()) {
    r.isFloat = true;
    double d = v.isFloat ? v.f : from->isSigned() ? static_cast<double>(sext(v.i, intBits(from)))
                                                  : static_cast<double>(v.i);
    if (!v.isFloat && to->kind == TK::Float) {
      // Round the integer to float directly (double rounding could differ).
      d = from->isSigned() ? static_cast<double>(static_cast<float>(sext(v.i, intBits(from))))
                           : static_cast<double>(static_cast<float>(v.i));
    }
    // An integer of more than 53 bits rounds to double first: beyond half's range either way.
    r.f = to->kind == TK::Float ? static_cast<double>(static_cast<float>(d)) : to->kind == TK::Half ? roundToHalf(d) : d;
    return r;
  }
  unsigned w = intBits(to);
  if (v.isFloat) {
    double t = std::trunc(v.f);
    if (std::isnan(t)) return std::nullopt;
    if (to->isSigned()) {
      double lim = std::ldexp(1.0, static_cast<int>(w) - 1);
      if (t < -lim || t >= lim) return std::nullopt;
      r.i = truncTo(static_cast<uint64_t>(static_cast<int64_t>(t)), w);
    } else {
      if (t < 0 || t >= std::ldexp(1.0, static_cast<int>(w))) return std::nullopt;
      r.i = truncTo(static_cast<uint64_t>(t), w);
    }
    return r;
  }
  uint64_t bits = from->isSigned() ? static_cast<uint64_t>(sext(v.i, intBits(from))) : v.i;
  r.i = truncTo(bits, w);
  return r;
}

std::optional<ConstVal> Sema::evaluate(const Expr* e) const {
  const Type* t = e->type.t;
  switch (e->kind) {
    case EK::IntLit: return ConstVal{false, e->ival, 0};
    case EK::FloatLit: return ConstVal{true, 0, e->fval};
    case EK::Cast: {
      if (e->a->type->isVector() || t->isVector()) return std::nullopt;
      auto v = evaluate(e->a);
      if (!v) return std::nullopt;
      return evalCast(*v, e->a->type.t, t);
    }
    case EK::Comma: {
      auto a = evaluate(e->a);
      if (!a) return std::nullopt;
      return evaluate(e->b);
    }
    case EK::Cond: {
      if (e->a->type->isVector() || t->isVector()) return std::nullopt;
      auto c = evaluate(e->a);
      if (!c) return std::nullopt;
      bool taken = c->isFloat ? c->f != 0 : c->i != 0;
      return evaluate(taken ? e->b : e->c);
    }
    case EK::Unary: {
      if (t->isVector()) return std::nullopt;
      auto a = evaluate(e->a);
      if (!a) return std::nullopt;
      ConstVal r = *a;
      switch (static_cast<UnOp>(e->op)) {
        case UnOp::Neg:
          if (r.isFloat) r.f = -r.f;
          else r.i = truncTo(0 - r.i, intBits(t));
          return r;
        case UnOp::Plus: return r;
        case UnOp::BitNot: r.i = truncTo(~r.i, intBits(t)); return r;
        case UnOp::LNot: return ConstVal{false, (a->isFloat ? a->f == 0 : a->i == 0) ? 1u : 0u, 0};
      }
      return std::nullopt;
    }
    case EK::Logical: {
      if (t->isVector()) return std::nullopt;
      auto a = evaluate(e->a);
      if (!a) return std::nullopt;
      bool av = a->isFloat ? a->f != 0 : a->i != 0;
      if (static_cast<BinOp>(e->op) == BinOp::LAnd && !av) return ConstVal{false, 0, 0};
      if (static_cast<BinOp>(e->op) == BinOp::LOr && av) return ConstVal{false, 1, 0};
      auto b = evaluate(e->b);
      if (!b) return std::nullopt;
      return ConstVal{false, (b->isFloat ? b->f != 0 : b->i != 0) ? 1u : 0u, 0};
    }
    case EK::Binary: {
      if (t->isVector() || t->isPointer() || e->a->type->isPointer()) return std::nullopt;
      auto a = evaluate(e->a);
      auto b = a ? evaluate(e->b) : std::nullopt;
      if (!a || !b) return std::nullopt;
      const Type* ot = e->a->type.t;  // the operation type
      BinOp op = static_cast<BinOp>(e->op);
      if (a->isFloat) {
        double x = a->f, y = b->f, r = 0;
        auto cmp = [](bool c) { return ConstVal{false, c ? 1u : 0u, 0}; };
        switch (op) {
          case BinOp::Add: r = x + y; break;
          case BinOp::Sub: r = x - y; break;
          case BinOp::Mul: r = x * y; break;
          case BinOp::Div: r = x / y; break;
          case BinOp::Lt: return cmp(x < y);
          case BinOp::Gt: return cmp(x > y);
          case BinOp::Le: return cmp(x <= y);
          case BinOp::Ge: return cmp(x >= y);
          case BinOp::Eq: return cmp(x == y);
          case BinOp::Ne: return cmp(x != y);
          default: return std::nullopt;
        }
        if (ot->kind == TK::Float) {
          // Single-precision arithmetic: the double result of two floats rounds correctly
          // for + - * / (double has more than 2*24+2 bits).
          r = static_cast<double>(static_cast<float>(r));
        } else if (ot->kind == TK::Half) {
          r = roundToHalf(r);  // likewise (2*11+2 bits)
        }
        return ConstVal{true, 0, r};
      }
      unsigned w = intBits(ot);
      bool sg = ot->isSigned();
      uint64_t x = a->i, y = b->i;
      int64_t sx = sext(x, w), sy = sext(y, w);
      auto res = [&](uint64_t v) { return ConstVal{false, truncTo(v, w), 0}; };
      auto cmp = [](bool c) { return ConstVal{false, c ? 1u : 0u, 0}; };
      switch (op) {
        case BinOp::Add: return res(x + y);
        case BinOp::Sub: return res(x - y);
        case BinOp::Mul: return res(x * y);
        case BinOp::Div:
        case BinOp::Rem: {
          if (y == 0) return std::nullopt;
          if (sg) {
            if (sy == -1 && sx == sext(uint64_t{1} << (w - 1), w)) return std::nullopt;  // overflow
            return res(static_cast<uint64_t>(op == BinOp::Div ? sx / sy : sx % sy));
          }
          return res(op == BinOp::Div ? x / y : x % y);
        }
        case BinOp::Shl: return res(x << (y & (w - 1)));
        case BinOp::Shr:
          return res(sg ? static_cast<uint64_t>(sx >> (y & (w - 1))) : x >> (y & (w - 1)));
        case BinOp::And: return res(x & y);
        case BinOp::Or: return res(x | y);
        case BinOp::Xor: return res(x ^ y);
        case BinOp::Lt: return cmp(sg ? sx < sy : x < y);
        case BinOp::Gt: return cmp(sg ? sx > sy : x > y);
        case BinOp::Le: return cmp(sg ? sx <= sy : x <= y);
        case BinOp::Ge: return cmp(sg ? sx >= sy : x >= y);
        case BinOp::Eq: return cmp(x == y);
        case BinOp::Ne: return cmp(x != y);
        default: return std::nullopt;
      }
    }
    default: return std::nullopt;
  }
}

int64_t Sema::constInt(Expr* e, const char* what) {
  e = rvalue(e);
  if (!e->type->isInteger()) error(e->loc, std::string(what) + " must be an integer constant expression");
  auto v = evaluate(e);
  if (!v || v->isFloat) error(e->loc, std::string(what) + " is not an integer constant expression");
  return e->type->isSigned() ? sext(v->i, intBits(e->type.t)) : static_cast<int64_t>(v->i);
}

}  // namespace gfxsim::cl
