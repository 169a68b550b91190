#include "frontend/types.h"

namespace gfxsim::cl {

bool Type::isSigned() const {
  switch (scalar()->kind) {
    case TK::Char: case TK::Short: case TK::Int: case TK::Long: return true;
    default: return false;
  }
}

TypeTable::TypeTable() {
  for (size_t k = 0; k <= static_cast<size_t>(TK::Double); ++k) {
    Type t;
    t.kind = static_cast<TK>(k);
    scalars_[k] = intern(t);
  }
}

const Type* TypeTable::intern(const Type& t) {
  auto key = std::make_tuple(static_cast<uint8_t>(t.kind), t.elem, t.pointee.t, t.pointee.quals,
                             static_cast<uint8_t>(t.pointee.as), t.count,
                             static_cast<const StructDecl*>(t.record));
  auto it = index_.find(key);
  if (it != index_.end()) return it->second;
  types_.push_back(t);
  Type& n = types_.back();
  if (n.pointee.t) n.depth = n.pointee.t->depth + 1;
  index_.emplace(key, &n);
  return &types_.back();
}

const Type* TypeTable::vector(const Type* elem, uint32_t n) {
  Type t;
  t.kind = TK::Vector;
  t.elem = elem;
  t.count = n;
  return intern(t);
}

const Type* TypeTable::pointer(QualType pointee) {
  Type t;
  t.kind = TK::Pointer;
  t.pointee = pointee;
  return intern(t);
}

const Type* TypeTable::array(QualType elem, uint32_t n) {
  Type t;
  t.kind = TK::Array;
  t.pointee = elem;
  t.count = n;
  return intern(t);
}

const Type* TypeTable::atomic(const Type* elem) {
  Type t;
  t.kind = TK::Atomic;
  t.elem = elem;
  return intern(t);
}

StructDecl* TypeTable::newStruct(std::string name, bool isUnion, SourceLoc loc) {
  structs_.emplace_back();
  StructDecl& d = structs_.back();
  d.name = std::move(name);
  d.isUnion = isUnion;
  d.loc = std::move(loc);
  return &d;
}

std::vector<const Field*> StructDecl::findPath(const std::string& n) const {
  for (const Field& f : fields) {
    if (f.name == n) return {&f};
    if (f.isAnonymous() && f.type->isStruct()) {
      std::vector<const Field*> inner = f.type->record->findPath(n);
      if (!inner.empty()) {
        inner.insert(inner.begin(), &f);
        return inner;
      }
    }
  }
  return {};
}

const Type* TypeTable::structType(StructDecl* d) {
  Type t;
  t.kind = TK::Struct;
  t.record = d;
  return intern(t);
}

static uint64_t scalarSize(TK k) {
  switch (k) {
    case TK::Bool: case TK::Char: case TK::UChar: return 1;
    case TK::Short: case TK::UShort: case TK::Half: return 2;
    case TK::Int: case TK::UInt: case TK::Float: return 4;
    case TK::Long: case TK::ULong: case TK::Double: return 8;
    default: return 0;
  }
}

uint64_t sizeOf(const Type* t) {
  switch (t->kind) {
    case TK::Void: return 0;
    case TK::Vector: return scalarSize(t->elem->kind) * (t->count == 3 ? 4 : t->count);
    case TK::Pointer: {
      AS s = t->pointee.as;
      return (s == AS::Local || s == AS::Private) ? 4 : 8;
    }
    case TK::Array: return sizeOf(t->pointee.t) * t->count;
    case TK::Struct: return t->record->complete ? t->record->size : 0;
    case TK::Atomic: return scalarSize(t->elem->kind);
    default: return scalarSize(t->kind);
  }
}

uint32_t alignOf(const Type* t) {
  switch (t->kind) {
    case TK::Void: return 1;
    case TK::Vector: return static_cast<uint32_t>(sizeOf(t));
    case TK::Pointer: return static_cast<uint32_t>(sizeOf(t));
    case TK::Array: return alignOf(t->pointee.t);
    case TK::Struct: return t->record->align;
    case TK::Atomic: return static_cast<uint32_t>(scalarSize(t->elem->kind));
    default: return static_cast<uint32_t>(scalarSize(t->kind));
  }
}

const char* asName(AS as) {
  switch (as) {
    case AS::None: return "";
    case AS::Private: return "__private";
    case AS::Global: return "__global";
    case AS::Local: return "__local";
    case AS::Constant: return "__constant";
    case AS::Generic: return "__generic";
  }
  return "";
}

static const char* scalarName(TK k) {
  switch (k) {
    case TK::Void: return "void";
    case TK::Bool: return "bool";
    case TK::Char: return "char";
    case TK::UChar: return "uchar";
    case TK::Short: return "short";
    case TK::UShort: return "ushort";
    case TK::Int: return "int";
    case TK::UInt: return "uint";
    case TK::Long: return "long";
    case TK::ULong: return "ulong";
    case TK::Half: return "half";
    case TK::Float: return "float";
    case TK::Double: return "double";
    default: return "?";
  }
}

std::string typeName(const Type* t) { return typeName(QualType{t, 0, AS::None}); }

std::string typeName(QualType q) {
  const Type* t = q.t;
  std::string prefix;
  if (q.as != AS::None && q.as != AS::Private && !t->isPointer()) prefix = std::string(asName(q.as)) + " ";
  if (q.quals & QConst) prefix += "const ";
  if (q.quals & QVolatile) prefix += "volatile ";
  switch (t->kind) {
    case TK::Vector: return prefix + scalarName(t->elem->kind) + std::to_string(t->count);
    case TK::Atomic: return prefix + "atomic_" + scalarName(t->elem->kind);
    case TK::Struct:
      return prefix + (t->record->isUnion ? "union " : "struct ") +
             (t->record->name.empty() ? "<anonymous>" : t->record->name);
    case TK::Pointer: {
      std::string s = typeName(t->pointee) + " *";
      if (q.quals & QConst) s += " const";
      if (q.quals & QVolatile) s += " volatile";
      if (q.quals & QRestrict) s += " restrict";
      return s;
    }
    case TK::Array: return typeName(t->pointee) + "[" + std::to_string(t->count) + "]";
    default: return prefix + scalarName(t->kind);
  }
}

std::string argTypeName(QualType q) {
  const Type* t = q.t;
  if (t->isPointer()) return argTypeName(QualType{t->pointee.t, 0, AS::None}) + "*";
  switch (t->kind) {
    case TK::Vector: return std::string(scalarName(t->elem->kind)) + std::to_string(t->count);
    case TK::Atomic: return std::string("atomic_") + scalarName(t->elem->kind);
    case TK::Struct: return (t->record->isUnion ? "union " : "struct ") + t->record->name;
    default: return scalarName(t->kind);
  }
}

ir::AddrSpace irSpace(AS as) {
  switch (as) {
    case AS::Global: return ir::AddrSpace::Global;
    case AS::Local: return ir::AddrSpace::Local;
    case AS::Constant: return ir::AddrSpace::Constant;
    case AS::Generic: return ir::AddrSpace::Generic;
    case AS::None: case AS::Private: return ir::AddrSpace::Private;
  }
  return ir::AddrSpace::Private;
}

ir::Type irType(const Type* t) {
  switch (t->kind) {
    case TK::Bool: return ir::Type::i1();
    case TK::Char: case TK::UChar: return ir::Type::i8();
    case TK::Short: case TK::UShort: return ir::Type::i16();
    case TK::Int: case TK::UInt: return ir::Type::i32();
    case TK::Long: case TK::ULong: return ir::Type::i64();
    case TK::Half: return ir::Type::f16();
    case TK::Float: return ir::Type::f32();
    case TK::Double: return ir::Type::f64();
    case TK::Pointer: return ir::Type::ptr(irSpace(t->pointee.as));
    case TK::Atomic: return irType(t->elem);
    default: return ir::Type::voidTy();
  }
}

ir::Type irMemType(const Type* t) { return t->kind == TK::Bool ? ir::Type::i8() : irType(t); }

int intRank(const Type* t) {
  switch (t->kind) {
    case TK::Bool: return 1;
    case TK::Char: case TK::UChar: return 2;
    case TK::Short: case TK::UShort: return 3;
    case TK::Int: case TK::UInt: return 4;
    case TK::Long: case TK::ULong: return 5;
    default: return 0;
  }
}

unsigned intBits(const Type* t) {
  switch (t->kind) {
    case TK::Bool: return 1;
    case TK::Char: case TK::UChar: return 8;
    case TK::Short: case TK::UShort: return 16;
    case TK::Int: case TK::UInt: return 32;
    case TK::Long: case TK::ULong: return 64;
    default: return 0;
  }
}

}  // namespace gfxsim::cl
