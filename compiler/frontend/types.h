// The C types of the OpenCL C front end: scalars, vectors, pointers, arrays, structs and
// the OpenCL 2.0 atomic types, with address spaces and qualifiers.
//
// Types are interned in a TypeTable, so two structurally equal types are the same pointer
// (structs are equal only to themselves). A QualType is a Type plus the qualifiers and the
// address space of the object it describes: the pointee of a pointer, an array element, a
// variable. Address spaces follow OpenCL 2.0: a pointee without one is __generic, a
// variable without one is __private.
#pragma once
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "ir/ir.h"
#include "support/error.h"

namespace gfxsim::cl {

// OpenCL address spaces. None: not written (resolved to Private or Generic by context).
enum class AS : uint8_t { None, Private, Global, Local, Constant, Generic };

enum Qual : uint8_t { QConst = 1, QVolatile = 2, QRestrict = 4 };

enum class TK : uint8_t {
  Void, Bool, Char, UChar, Short, UShort, Int, UInt, Long, ULong, Half, Float, Double,
  Vector,   // elem (a scalar arithmetic type), count 2, 3, 4, 8 or 16
  Pointer,  // pointee
  Array,    // elem type in elemQ, count
  Struct,   // record
  Atomic,   // atomic_int ...: elem (Int, UInt, Long, ULong, Float or Double)
};

struct Type;
struct StructDecl;

struct QualType {
  const Type* t = nullptr;
  uint8_t quals = 0;
  AS as = AS::None;

  bool isConst() const { return quals & QConst; }
  bool isVolatile() const { return quals & QVolatile; }
  explicit operator bool() const { return t != nullptr; }
  const Type* operator->() const { return t; }
  bool operator==(const QualType&) const = default;
};

struct Type {
  TK kind = TK::Void;
  const Type* elem = nullptr;  // Vector, Atomic: the element scalar
  QualType pointee;            // Pointer: the pointee; Array: the element
  uint32_t count = 0;          // Vector: lanes; Array: elements
  StructDecl* record = nullptr;
  uint32_t depth = 1;          // 1 + the depth of the pointee/element type

  bool isVoid() const { return kind == TK::Void; }
  bool isInteger() const { return kind >= TK::Bool && kind <= TK::ULong; }
  bool isFloat() const { return kind == TK::Half || kind == TK::Float || kind == TK::Double; }
  bool isHalf() const { return kind == TK::Half; }
  bool isArithmetic() const { return kind >= TK::Bool && kind <= TK::Double; }
  bool isScalar() const { return isArithmetic() || kind == TK::Pointer; }
  bool isVector() const { return kind == TK::Vector; }
  bool isPointer() const { return kind == TK::Pointer; }
  bool isArray() const { return kind == TK::Array; }
  bool isStruct() const { return kind == TK::Struct; }
  bool isAtomic() const { return kind == TK::Atomic; }
  bool isSigned() const;  // Char, Short, Int, Long (and vectors of them)
  // The scalar of a vector (itself for a scalar).
  const Type* scalar() const { return kind == TK::Vector ? elem : this; }
  unsigned lanes() const { return kind == TK::Vector ? count : 1; }
};

// A member of a struct, at a byte offset. An unnamed member of struct or union type is a C11
// anonymous member (C11 6.7.2.1p13): its members are found as members of the enclosing record.
struct Field {
  std::string name;
  QualType type;
  uint32_t offset = 0;
  SourceLoc loc;
  // __attribute__((aligned(N))) on the member (or from its typedef; 0: none) and
  // __attribute__((packed)) on the member: the inputs of the layout (Sema::completeStruct).
  uint32_t alignAttr = 0;
  bool packed = false;
  bool isAnonymous() const { return name.empty(); }
};

struct StructDecl {
  std::string name;  // "" for an anonymous struct
  bool isUnion = false;
  bool complete = false;
  std::vector<Field> fields;
  uint32_t size = 0, align = 1;
  // __attribute__((packed)) and __attribute__((aligned(N))) on the record (0: none).
  bool packed = false;
  uint32_t alignAttr = 0;
  SourceLoc loc;
  const Field* find(const std::string& n) const {
    for (const Field& f : fields)
      if (f.name == n) return &f;
    return nullptr;
  }
  // The member named n, directly or inside anonymous members: the path of fields from this
  // record down to it (empty when there is none).
  std::vector<const Field*> findPath(const std::string& n) const;
};

// The deepest derived type (pointer to pointer to array of ...) the front end builds.
inline constexpr uint32_t kMaxTypeDepth = 48;

// The largest object the front end lays out (bytes).
inline constexpr uint64_t kMaxObjectSize = 1u << 30;

class TypeTable {
 public:
  TypeTable();
  const Type* scalar(TK k) const { return scalars_[static_cast<size_t>(k)]; }
  const Type* voidTy() const { return scalar(TK::Void); }
  const Type* boolTy() const { return scalar(TK::Bool); }
  const Type* intTy() const { return scalar(TK::Int); }
  const Type* uintTy() const { return scalar(TK::UInt); }
  const Type* longTy() const { return scalar(TK::Long); }
  const Type* ulongTy() const { return scalar(TK::ULong); }
  const Type* halfTy() const { return scalar(TK::Half); }
  const Type* floatTy() const { return scalar(TK::Float); }
  const Type* doubleTy() const { return scalar(TK::Double); }
  const Type* vector(const Type* elem, uint32_t n);
  const Type* pointer(QualType pointee);
  const Type* array(QualType elem, uint32_t n);
  const Type* atomic(const Type* elem);
  StructDecl* newStruct(std::string name, bool isUnion, SourceLoc loc);
  const Type* structType(StructDecl* d);

 private:
  const Type* intern(const Type& t);
  std::deque<Type> types_;
  std::deque<StructDecl> structs_;
  std::map<std::tuple<uint8_t, const Type*, const Type*, uint8_t, uint8_t, uint32_t, const StructDecl*>,
           const Type*>
      index_;
  const Type* scalars_[static_cast<size_t>(TK::Double) + 1] = {};
};

// The largest alignment __attribute__((aligned(N))) may ask for, and the one `aligned`
// without an argument means: the largest alignment of a type on AMDGPU (16, a 16-byte
// vector), as clang gives it.
inline constexpr uint32_t kMaxAlignAttr = 1u << 16;
inline constexpr uint32_t kDefaultAlignAttr = 16;

// The alignment an object at `off` bytes from an address aligned to `base` is known to have.
inline uint32_t alignAt(uint32_t base, uint64_t off) {
  uint64_t low = off & (~off + 1);
  return off == 0 || low >= base ? base : static_cast<uint32_t>(low);
}

// Size and alignment in bytes (void and incomplete structs: 0 / 1). Pointers are 8 bytes,
// except __local and __private ones (4), as on AMDGPU. A 3-vector takes the room of 4.
uint64_t sizeOf(const Type* t);
uint32_t alignOf(const Type* t);

// C spelling for diagnostics and metadata: "int", "uint", "float4", "__global float *",
// "struct S", "atomic_int".
std::string typeName(QualType t);
std::string typeName(const Type* t);
// The kernel-argument .type_name spelling clang writes: "float*", "uint", "atomic_int*".
std::string argTypeName(QualType t);
// "__global" ... ("" for None/Private when omitPrivate).
const char* asName(AS as);

// The IR type of a scalar value (bool: I1, pointers: Ptr of the pointee's space) and of its
// memory representation (bool: I8).
ir::Type irType(const Type* t);
ir::Type irMemType(const Type* t);
ir::AddrSpace irSpace(AS as);

// Integer conversion rank (C99 6.3.1.1): Bool 1, Char 2, Short 3, Int 4, Long 5.
int intRank(const Type* t);
unsigned intBits(const Type* t);  // Bool 1, Char 8, ... Long 64

}  // namespace gfxsim::cl
