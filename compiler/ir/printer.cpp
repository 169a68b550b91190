#include "ir/printer.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace gfxsim::ir {

const char* icmpPredName(ICmpPred p) {
  static const char* const names[] = {"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"};
  auto i = static_cast<size_t>(p);
  return i < std::size(names) ? names[i] : "?";
}

const char* fcmpPredName(FCmpPred p) {
  static const char* const names[] = {"oeq", "one", "olt", "ole", "ogt", "oge", "ord",
                                      "ueq", "une", "ult", "ule", "ugt", "uge", "uno"};
  auto i = static_cast<size_t>(p);
  return i < std::size(names) ? names[i] : "?";
}

const char* atomicOpName(AtomicOp op) {
  static const char* const names[] = {"xchg", "add",  "sub",  "and",  "or",  "xor",
                                      "smin", "smax", "umin", "umax", "fadd"};
  auto i = static_cast<size_t>(op);
  return i < std::size(names) ? names[i] : "?";
}

const char* orderName(Order o) {
  static const char* const names[] = {"not_atomic", "monotonic", "acquire", "release", "acq_rel", "seq_cst"};
  auto i = static_cast<size_t>(o);
  return i < std::size(names) ? names[i] : "?";
}

const char* scopeName(Scope s) {
  static const char* const names[] = {"singlethread", "wavefront", "workgroup", "agent", "system"};
  auto i = static_cast<size_t>(s);
  return i < std::size(names) ? names[i] : "?";
}

const char* addrSpaceName(AddrSpace s) {
  switch (s) {
    case AddrSpace::Generic: return "generic";
    case AddrSpace::Global: return "global";
    case AddrSpace::Local: return "local";
    case AddrSpace::Constant: return "constant";
    case AddrSpace::Private: return "private";
  }
  return "?";
}

const char* argKindName(ArgKind k) {
  switch (k) {
    case ArgKind::ByValue: return "by_value";
    case ArgKind::GlobalBuffer: return "global_buffer";
    case ArgKind::DynamicSharedPointer: return "dynamic_shared_pointer";
  }
  return "?";
}

namespace {

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '.' || c == '$' || c == '-';
}

bool allDigits(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

std::string sanitize(const std::string& s) {
  std::string out = s;
  for (char& c : out)
    if (!isNameChar(c)) c = '_';
  return out;
}

// Gives `want` a '.N' suffix until it is not in `used`, and records it.
// The first of want, want.1, want.2, ... not handed out yet. `next` remembers how far each
// name's suffixes are taken (taken ones stay taken), so that n values of one name cost n
// look-ups rather than n * n / 2: a kernel of 20,000 statements has 20,000 values named alike.
struct UniqueNames {
  std::unordered_set<std::string> used;
  std::unordered_map<std::string, unsigned> next;
  std::string operator()(const std::string& want) {
    if (used.insert(want).second) return want;
    unsigned& k = next[want];
    std::string token;
    do token = want + "." + std::to_string(++k);
    while (!used.insert(token).second);
    return token;
  }
};

std::string quoted(const std::string& s) {
  static const char hex[] = "0123456789abcdef";
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7f) {
      out += '\\';
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

template <typename F>
std::string shortestFloat(F value) {
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, value);
  std::string s(buf, res.ptr);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

std::string hexBits(uint64_t bits) {
  char buf[32];
  auto res = std::to_chars(buf, buf + sizeof buf, bits, 16);
  return "0x" + std::string(buf, res.ptr);
}

std::string literal(Type t, uint64_t bits) {
  switch (t.kind) {
    case TypeKind::I1: return bits & 1 ? "true" : "false";
    case TypeKind::I8: return std::to_string(static_cast<int8_t>(bits));
    case TypeKind::I16: return std::to_string(static_cast<int16_t>(bits));
    case TypeKind::I32: return std::to_string(static_cast<int32_t>(bits));
    case TypeKind::I64: return std::to_string(static_cast<int64_t>(bits));
    case TypeKind::F16: return hexBits(bits & 0xffffu);  // the bits: exact, no decimal form needed
    case TypeKind::F32: {
      float v = std::bit_cast<float>(static_cast<uint32_t>(bits));
      return std::isfinite(v) ? shortestFloat(v) : hexBits(bits & 0xffffffffu);
    }
    case TypeKind::F64: {
      double v = std::bit_cast<double>(bits);
      return std::isfinite(v) ? shortestFloat(v) : hexBits(bits);
    }
    case TypeKind::Ptr: return bits == 0 ? "null" : hexBits(bits);
    case TypeKind::Void: break;
  }
  return hexBits(bits);
}

bool hasSub(Op op) {
  return op == Op::ICmp || op == Op::FCmp || op == Op::AtomicRMW || op == Op::Intrinsic;
}

bool isMemoryOp(Op op) {
  return op == Op::Load || op == Op::Store || op == Op::AtomicRMW || op == Op::CmpXchg || op == Op::Alloca;
}

// Whether an op's imm is shown by its own syntax (so no 'imm' attribute is needed).
bool immHasSyntax(Op op) {
  return op == Op::Param || op == Op::Const || op == Op::Alloca || op == Op::LocalAddr;
}

std::string label(const NameTable& names, BlockId b) {
  return b < names.blocks.size() ? names.blocks[b] : "<invalid block " + std::to_string(b) + ">";
}

void printAttrs(std::string& out, const Inst& in) {
  const MemInfo& m = in.mem;
  if (isMemoryOp(in.op) || m.align != 1) out += " align " + std::to_string(m.align);
  if (m.isVolatile) out += " volatile";
  if (m.order != Order::NotAtomic) out += std::string(" ") + orderName(m.order);
  if (m.order != Order::NotAtomic || m.failOrder != Order::NotAtomic || m.scope != Scope::System)
    out += std::string(" ") + scopeName(m.scope) + (m.oneAs ? "-one-as" : "");
  if (m.failOrder != Order::NotAtomic) out += std::string(" fail ") + orderName(m.failOrder);
  if (m.fenceSpaces != 0) {
    out += " spaces(";
    bool first = true;
    for (unsigned bit = 0; bit < 8; ++bit) {
      if (!(m.fenceSpaces & (1u << bit))) continue;
      if (!first) out += ", ";
      first = false;
      const char* name = addrSpaceName(static_cast<AddrSpace>(bit));
      out += name[0] != '?' ? name : std::to_string(bit).c_str();
    }
    out += ")";
  }
  bool dimension = in.op == Op::Intrinsic && (in.intrinsic() == Intrinsic::WorkitemId ||
                                               in.intrinsic() == Intrinsic::WorkgroupId ||
                                               in.intrinsic() == Intrinsic::GlobalAddr);
  if (!immHasSyntax(in.op) && (in.imm != 0 || dimension)) out += " imm " + std::to_string(in.imm);
  if (!hasSub(in.op) && in.sub != 0) out += " sub " + std::to_string(in.sub);
}

}  // namespace

NameTable nameTable(const Function& f) {
  NameTable t;
  t.values.assign(f.values.size(), "");
  UniqueNames unique;
  auto nameValue = [&](ValueId v) {
    if (v >= f.values.size() || !t.values[v].empty()) return;
    const Inst& in = f[v];
    if (in.op == Op::Const || in.op == Op::Undef) return;
    t.values[v] = "%" + unique(in.name.empty() ? std::to_string(v) : sanitize(in.name));
  };
  for (ValueId p : f.params) nameValue(p);
  for (const Block& b : f.blocks)
    for (ValueId v : b.insts) nameValue(v);
  for (ValueId v = 0; v < f.values.size(); ++v) nameValue(v);

  UniqueNames uniqueLabel;
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    const std::string& n = f.blocks[b].name;
    t.blocks.push_back(uniqueLabel(n.empty() ? "bb" + std::to_string(b) : sanitize(n)));
  }

  // Locals go by name when the name is a plain, unique, non-numeric token; else by index.
  std::map<std::string, unsigned> count;
  for (const LocalVar& l : f.locals) ++count[l.name];
  for (size_t i = 0; i < f.locals.size(); ++i) {
    const std::string& n = f.locals[i].name;
    bool byName = !n.empty() && sanitize(n) == n && !allDigits(n) && count[n] == 1;
    t.locals.push_back("@" + (byName ? n : std::to_string(i)));
  }
  return t;
}

std::string printOperand(const Function& f, ValueId v, const NameTable& names) {
  if (v >= f.values.size()) return "<invalid %" + std::to_string(v) + ">";
  const Inst& in = f[v];
  if (in.op == Op::Const) return std::string(typeName(in.type)) + " " + literal(in.type, in.imm);
  if (in.op == Op::Undef) return std::string(typeName(in.type)) + " undef";
  return names.values[v];
}

std::string printInst(const Function& f, ValueId v, const NameTable& names) {
  if (v >= f.values.size()) return "<invalid %" + std::to_string(v) + ">";
  const Inst& in = f[v];
  std::string out;
  if (in.type.kind != TypeKind::Void) out += names.values[v] + " = ";
  out += opName(in.op);
  switch (in.op) {
    case Op::ICmp: out += std::string(".") + icmpPredName(in.icmp()); break;
    case Op::FCmp: out += std::string(".") + fcmpPredName(in.fcmp()); break;
    case Op::AtomicRMW: out += std::string(".") + atomicOpName(in.atomic()); break;
    case Op::Intrinsic:
      out += std::string(".") + (in.sub < static_cast<uint8_t>(Intrinsic::Count) ? intrinsicName(in.intrinsic()) : "?");
      break;
    default: break;
  }
  if (in.type.kind != TypeKind::Void) out += std::string(" ") + typeName(in.type);

  auto operand = [&](ValueId o) { return printOperand(f, o, names); };
  switch (in.op) {
    case Op::Phi:
      for (size_t i = 0; i < in.operands.size(); ++i) {
        out += i ? ", [" : " [";
        out += operand(in.operands[i]) + ", ";
        out += (i < in.targets.size() ? label(names, in.targets[i]) : "<missing block>") + "]";
      }
      break;
    case Op::Br:
    case Op::CondBr: {
      std::string sep = " ";
      for (ValueId o : in.operands) { out += sep + operand(o); sep = ", "; }
      for (BlockId b : in.targets) { out += sep + label(names, b); sep = ", "; }
      break;
    }
    case Op::Alloca: out += " " + std::to_string(in.imm); break;
    case Op::LocalAddr:
      out += " " + (in.imm < names.locals.size() ? names.locals[in.imm] : "@" + std::to_string(in.imm));
      break;
    case Op::Param:
    case Op::Const: out += " " + std::to_string(in.imm); break;
    default: {
      std::string sep = " ";
      for (ValueId o : in.operands) { out += sep + operand(o); sep = ", "; }
      break;
    }
  }
  printAttrs(out, in);
  return out;
}

std::string print(const Function& f) {
  NameTable names = nameTable(f);
  std::string out = f.isKernel ? "kernel @" : "func @";
  bool plain = !f.name.empty() && sanitize(f.name) == f.name;
  out += plain ? f.name : quoted(f.name);
  out += "(";
  for (size_t i = 0; i < f.params.size(); ++i) {
    if (i) out += ", ";
    ValueId p = f.params[i];
    out += p < f.values.size() ? std::string(typeName(f.typeOf(p))) + " " + names.values[p]
                               : "<invalid %" + std::to_string(p) + ">";
  }
  out += ") {\n";
  for (const ArgInfo& a : f.args) {
    out += "  arg " + quoted(a.name) + " " + quoted(a.typeName) + " " + argKindName(a.kind) + " " +
           addrSpaceName(a.space) + " size " + std::to_string(a.size) + " align " + std::to_string(a.align);
    if (a.isConst) out += " const";
    if (a.isRestrict) out += " restrict";
    if (a.isVolatile) out += " volatile";
    if (a.param != kNoValue) out += " param " + printOperand(f, a.param, names);
    out += "\n";
  }
  for (const LocalVar& l : f.locals)
    out += "  local " + quoted(l.name) + " size " + std::to_string(l.size) + " align " + std::to_string(l.align) + "\n";
  const uint32_t* wg = f.reqdWorkGroupSize;
  if (wg[0] || wg[1] || wg[2])
    out += "  reqd_work_group_size " + std::to_string(wg[0]) + " " + std::to_string(wg[1]) + " " +
           std::to_string(wg[2]) + "\n";
  if (f.floatMode.f32Denormals != FloatMode{}.f32Denormals || f.floatMode.f64Denormals != FloatMode{}.f64Denormals)
    out += std::string("  float_mode f32 ") + (f.floatMode.f32Denormals ? "ieee" : "flush") + " f64 " +
           (f.floatMode.f64Denormals ? "ieee" : "flush") + "\n";
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    out += names.blocks[b] + ":\n";
    for (ValueId v : f.blocks[b].insts) out += "  " + printInst(f, v, names) + "\n";
  }
  out += "}\n";
  return out;
}

std::string print(const Module& m) {
  std::string out;
  for (size_t i = 0; i < m.functions.size(); ++i) {
    if (i) out += "\n";
    out += print(m.functions[i]);
  }
  return out;
}

}  // namespace gfxsim::ir
