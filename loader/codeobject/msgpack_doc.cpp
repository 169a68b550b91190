#include "codeobject/msgpack_doc.h"

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <msgpack.hpp>

#include "support/error.h"

namespace gfxsim::codeobj {

// ---------------------------------------------------------------------------------------
// Node basics
// ---------------------------------------------------------------------------------------
std::string_view kindName(MpKind k) {
  switch (k) {
    case MpKind::Int: return "integer";
    case MpKind::UInt: return "integer";
    case MpKind::Nil: return "nil";
    case MpKind::Boolean: return "boolean";
    case MpKind::Float: return "float";
    case MpKind::String: return "string";
    case MpKind::Binary: return "binary";
    case MpKind::Array: return "array";
    case MpKind::Map: return "map";
  }
  return "?";
}

bool mpLess(const MpNode& a, const MpNode& b) {
  if (a.kind != b.kind) return static_cast<unsigned>(a.kind) < static_cast<unsigned>(b.kind);
  switch (a.kind) {
    case MpKind::Int: return a.i < b.i;
    case MpKind::UInt: return a.u < b.u;
    case MpKind::Nil: return false;
    case MpKind::Boolean: return a.b < b.b;
    case MpKind::Float: return a.f < b.f;
    case MpKind::String:
    case MpKind::Binary: {
      size_t n = std::min(a.s.size(), b.s.size());
      int c = n ? std::memcmp(a.s.data(), b.s.data(), n) : 0;
      if (c) return c < 0;
      return a.s.size() < b.s.size();
    }
    default: return false;  // containers are never keys (decodeMsgpack rejects them)
  }
}

bool MpNode::operator==(const MpNode& o) const {
  if (kind != o.kind) return false;
  switch (kind) {
    case MpKind::Int: return i == o.i;
    case MpKind::UInt: return u == o.u;
    case MpKind::Nil: return true;
    case MpKind::Boolean: return b == o.b;
    case MpKind::Float: return f == o.f || (std::isnan(f) && std::isnan(o.f));
    case MpKind::String:
    case MpKind::Binary: return s == o.s;
    case MpKind::Array: return array == o.array;
    case MpKind::Map: return map == o.map;
  }
  return false;
}

const MpNode* MpNode::find(std::string_view key) const {
  if (kind != MpKind::Map) return nullptr;
  for (const auto& [k, v] : map)
    if (k.kind == MpKind::String && k.s == key) return &v;
  return nullptr;
}

MpNode& MpNode::insert(const MpNode& key) {
  auto it = std::lower_bound(map.begin(), map.end(), key,
                             [](const MpEntry& e, const MpNode& k) { return mpLess(e.first, k); });
  if (it != map.end() && !mpLess(key, it->first)) return it->second;
  return map.insert(it, MpEntry{key, MpNode{}})->second;
}

MpNode& MpNode::operator[](std::string_view key) { return insert(MpNode::str(std::string(key))); }

// ---------------------------------------------------------------------------------------
// MessagePack encoding / decoding
// ---------------------------------------------------------------------------------------
namespace {

void pack(msgpack::packer<msgpack::sbuffer>& pk, const MpNode& n) {
  switch (n.kind) {
    case MpKind::Int: pk.pack_int64(n.i); break;  // msgpack-c picks unsigned forms for >= 0
    case MpKind::UInt: pk.pack_uint64(n.u); break;
    case MpKind::Nil: pk.pack_nil(); break;
    case MpKind::Boolean: n.b ? pk.pack_true() : pk.pack_false(); break;
    case MpKind::Float: pk.pack_nil(); break;  // LLVM 19's Document::writeToBlob writes floats as nil
    case MpKind::String:
      pk.pack_str(static_cast<uint32_t>(n.s.size()));
      pk.pack_str_body(n.s.data(), static_cast<uint32_t>(n.s.size()));
      break;
    case MpKind::Binary:
      pk.pack_bin(static_cast<uint32_t>(n.s.size()));
      pk.pack_bin_body(n.s.data(), static_cast<uint32_t>(n.s.size()));
      break;
    case MpKind::Array:
      pk.pack_array(static_cast<uint32_t>(n.array.size()));
      for (const auto& e : n.array) pack(pk, e);
      break;
    case MpKind::Map:
      pk.pack_map(static_cast<uint32_t>(n.map.size()));
      for (const auto& [k, v] : n.map) {
        pack(pk, k);
        pack(pk, v);
      }
      break;
  }
}

// Walks the encoding without allocating: checks every length against the bytes left (each
// container element needs at least one byte), bounds the depth, and returns the size of the
// first object. msgpack-c allocates count*sizeof(object) up front, so this keeps its memory
// proportional to the input.
struct Scanner {
  const uint8_t* p;
  size_t n;
  std::string err;
  bool need(size_t pos, size_t k) {
    if (k > n || pos > n - k) {
      err = "truncated at byte " + std::to_string(pos);
      return false;
    }
    return true;
  }
  uint64_t be(size_t pos, unsigned k) {
    uint64_t v = 0;
    for (unsigned i = 0; i < k; ++i) v = v << 8 | p[pos + i];
    return v;
  }
  // Returns the position after the object at pos, or SIZE_MAX on error.
  size_t object(size_t pos, unsigned depth) {
    if (depth > 64) {
      err = "nesting deeper than 64";
      return SIZE_MAX;
    }
    if (!need(pos, 1)) return SIZE_MAX;
    uint8_t t = p[pos++];
    auto skip = [&](uint64_t k) -> size_t {
      if (!need(pos, k)) return SIZE_MAX;
      return pos + k;
    };
    auto container = [&](uint64_t count, unsigned per) -> size_t {
      if (count > (n - pos) / per + 1) {
        err = "container of " + std::to_string(count) + " elements does not fit the " + std::to_string(n - pos) + " bytes left";
        return SIZE_MAX;
      }
      for (uint64_t i = 0; i < count * per; ++i) {
        pos = object(pos, depth + 1);
        if (pos == SIZE_MAX) return SIZE_MAX;
      }
      return pos;
    };
    if (t <= 0x7f || t >= 0xe0) return pos;
    if (t >= 0x80 && t <= 0x8f) return container(t & 0x0f, 2);
    if (t >= 0x90 && t <= 0x9f) return container(t & 0x0f, 1);
    if (t >= 0xa0 && t <= 0xbf) return skip(t & 0x1f);
    switch (t) {
      case 0xc0: case 0xc2: case 0xc3: return pos;
      case 0xc4: case 0xd9: if (!need(pos, 1)) return SIZE_MAX; pos += 1; return skip(be(pos - 1, 1));
      case 0xc5: case 0xda: if (!need(pos, 2)) return SIZE_MAX; pos += 2; return skip(be(pos - 2, 2));
      case 0xc6: case 0xdb: if (!need(pos, 4)) return SIZE_MAX; pos += 4; return skip(be(pos - 4, 4));
      case 0xc7: if (!need(pos, 2)) return SIZE_MAX; pos += 2; return skip(be(pos - 2, 1));
      case 0xc8: if (!need(pos, 3)) return SIZE_MAX; pos += 3; return skip(be(pos - 3, 2));
      case 0xc9: if (!need(pos, 5)) return SIZE_MAX; pos += 5; return skip(be(pos - 5, 4));
      case 0xca: return skip(4);
      case 0xcb: return skip(8);
      case 0xcc: case 0xd0: return skip(1);
      case 0xcd: case 0xd1: return skip(2);
      case 0xce: case 0xd2: return skip(4);
      case 0xcf: case 0xd3: return skip(8);
      case 0xd4: return skip(2);
      case 0xd5: return skip(3);
      case 0xd6: return skip(5);
      case 0xd7: return skip(9);
      case 0xd8: return skip(17);
      case 0xdc: if (!need(pos, 2)) return SIZE_MAX; pos += 2; return container(be(pos - 2, 2), 1);
      case 0xdd: if (!need(pos, 4)) return SIZE_MAX; pos += 4; return container(be(pos - 4, 4), 1);
      case 0xde: if (!need(pos, 2)) return SIZE_MAX; pos += 2; return container(be(pos - 2, 2), 2);
      case 0xdf: if (!need(pos, 4)) return SIZE_MAX; pos += 4; return container(be(pos - 4, 4), 2);
      default: {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned>(t));
        err = std::string("invalid type byte ") + hex + " at byte " + std::to_string(pos - 1);
        return SIZE_MAX;
      }
    }
  }
};

MpNode convert(const msgpack::object& o, const std::string& what) {
  switch (o.type) {
    case msgpack::type::NIL: return MpNode::nil();
    case msgpack::type::BOOLEAN: return MpNode::boolean(o.via.boolean);
    case msgpack::type::POSITIVE_INTEGER: return MpNode::uint(o.via.u64);
    case msgpack::type::NEGATIVE_INTEGER: return MpNode::sint(o.via.i64);
    case msgpack::type::FLOAT32:
    case msgpack::type::FLOAT64: return MpNode::real(o.via.f64);
    case msgpack::type::STR: return MpNode::str(std::string(o.via.str.ptr, o.via.str.size));
    case msgpack::type::BIN: {
      MpNode n;
      n.kind = MpKind::Binary;
      n.s.assign(o.via.bin.ptr, o.via.bin.size);
      return n;
    }
    case msgpack::type::ARRAY: {
      MpNode n = MpNode::newArray();
      n.array.reserve(o.via.array.size);
      for (uint32_t i = 0; i < o.via.array.size; ++i) n.array.push_back(convert(o.via.array.ptr[i], what));
      return n;
    }
    case msgpack::type::MAP: {
      MpNode n = MpNode::newMap();
      for (uint32_t i = 0; i < o.via.map.size; ++i) {
        MpNode k = convert(o.via.map.ptr[i].key, what);
        if (!k.isScalar()) throw Error(what + ": map key is a " + std::string(kindName(k.kind)));
        n.insert(k) = convert(o.via.map.ptr[i].val, what);
      }
      return n;
    }
    case msgpack::type::EXT: throw Error(what + ": msgpack extension types are not supported");
  }
  throw Error(what + ": unknown msgpack type");
}

}  // namespace

std::vector<uint8_t> encodeMsgpack(const MpNode& root) {
  msgpack::sbuffer buf;
  msgpack::packer<msgpack::sbuffer> pk(buf);
  pack(pk, root);
  return std::vector<uint8_t>(reinterpret_cast<const uint8_t*>(buf.data()),
                              reinterpret_cast<const uint8_t*>(buf.data()) + buf.size());
}

MpNode decodeMsgpack(std::span<const uint8_t> bytes, const std::string& what) {
  if (bytes.empty()) throw Error(what + ": empty msgpack data");
  Scanner sc{bytes.data(), bytes.size(), {}};
  size_t end = sc.object(0, 0);
  if (end == SIZE_MAX) throw Error(what + ": malformed msgpack: " + sc.err);
  if (end != bytes.size())
    throw Error(what + ": " + std::to_string(bytes.size() - end) + " trailing bytes after the msgpack object");
  try {
    msgpack::unpack_limit limit(0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 66);
    msgpack::object_handle oh =
        msgpack::unpack(reinterpret_cast<const char*>(bytes.data()), bytes.size(), nullptr, nullptr, limit);
    return convert(oh.get(), what);
  } catch (const Error&) {
    throw;
  } catch (const std::exception& e) {
    throw Error(what + ": malformed msgpack: " + e.what());
  }
}

// ---------------------------------------------------------------------------------------
// Scalar typing (LLVM DocNode::fromString / toString)
// ---------------------------------------------------------------------------------------
namespace {

unsigned autoSenseRadix(std::string_view& s) {
  if (s.empty()) return 10;
  auto ci = [&](std::string_view p) {
    return s.size() >= 2 && s[0] == p[0] && (s[1] == p[1] || s[1] == std::toupper(static_cast<unsigned char>(p[1])));
  };
  if (ci("0x")) { s.remove_prefix(2); return 16; }
  if (ci("0b")) { s.remove_prefix(2); return 2; }
  if (s.size() >= 2 && s[0] == '0' && s[1] == 'o') { s.remove_prefix(2); return 8; }
  if (s[0] == '0' && s.size() > 1 && s[1] >= '0' && s[1] <= '9') { s.remove_prefix(1); return 8; }
  return 10;
}

// llvm::consumeUnsignedInteger with radix 0; returns false on failure.
bool consumeUnsigned(std::string_view& s, uint64_t& result) {
  unsigned radix = autoSenseRadix(s);
  if (s.empty()) return false;
  std::string_view s2 = s;
  result = 0;
  while (!s2.empty()) {
    unsigned c;
    char ch = s2[0];
    if (ch >= '0' && ch <= '9') c = ch - '0';
    else if (ch >= 'a' && ch <= 'z') c = ch - 'a' + 10;
    else if (ch >= 'A' && ch <= 'Z') c = ch - 'A' + 10;
    else break;
    if (c >= radix) break;
    uint64_t prev = result;
    result = result * radix + c;
    if (result / radix < prev) return false;
    s2.remove_prefix(1);
  }
  if (s.size() == s2.size()) return false;
  s = s2;
  return true;
}

bool asUnsigned(std::string_view s, uint64_t& v) { return consumeUnsigned(s, v) && s.empty(); }

bool asSigned(std::string_view s, int64_t& v) {
  uint64_t u;
  if (s.empty() || s[0] != '-') {
    if (!consumeUnsigned(s, u) || static_cast<int64_t>(u) < 0 || !s.empty()) return false;
    v = static_cast<int64_t>(u);
    return true;
  }
  std::string_view s2 = s.substr(1);
  if (!consumeUnsigned(s2, u) || static_cast<int64_t>(0 - u) > 0 || !s2.empty()) return false;
  v = static_cast<int64_t>(0 - u);
  return true;
}

// llvm::yaml::parseBool (LLVM 19: the YAML 1.1 set in three spellings).
int parseBool(std::string_view s) {
  static const char* const yes[] = {"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"};
  static const char* const no[] = {"n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"};
  for (const char* w : yes)
    if (s == w) return 1;
  for (const char* w : no)
    if (s == w) return 0;
  return -1;
}

bool toFloat(std::string_view s, double& v) {
  std::string tmp(s);
  char* end = nullptr;
  errno = 0;
  double d = std::strtod(tmp.c_str(), &end);
  if (*end != '\0') return false;
  v = d;
  return true;
}

}  // namespace

MpNode scalarFromString(std::string_view s, std::string_view tag) {
  if (tag == "tag:yaml.org,2002:str") tag = "";
  if (tag == "!int" || tag.empty()) {
    uint64_t u;
    int64_t i;
    if (asUnsigned(s, u)) return MpNode::uint(u);
    if (asSigned(s, i)) return MpNode::sint(i);
    if (!tag.empty()) throw Error("invalid number '" + std::string(s) + "' for tag !int");
  }
  if (tag == "!nil") return MpNode::nil();
  if (tag == "!bool" || tag.empty()) {
    int b = parseBool(s);
    if (b >= 0) return MpNode::boolean(b == 1);
    if (!tag.empty()) throw Error("invalid boolean '" + std::string(s) + "' for tag !bool");
  }
  if (tag == "!float" || tag.empty()) {
    double d;
    if (toFloat(s, d)) return MpNode::real(d);
    if (!tag.empty()) throw Error("invalid floating point number '" + std::string(s) + "' for tag !float");
  }
  return MpNode::str(std::string(s));  // "!str" and (like LLVM release builds) unknown tags
}

std::string scalarToString(const MpNode& n) {
  switch (n.kind) {
    case MpKind::String:
    case MpKind::Binary: return n.s;
    case MpKind::Nil: return "";
    case MpKind::Boolean: return n.b ? "true" : "false";
    case MpKind::Int: return std::to_string(n.i);
    case MpKind::UInt: return std::to_string(n.u);
    case MpKind::Float: {
      if (std::isnan(n.f)) return "nan";
      if (std::isinf(n.f)) return std::signbit(n.f) ? "-INF" : "INF";
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.6e", n.f);
      return buf;
    }
    default: return "";
  }
}

// ---------------------------------------------------------------------------------------
// YAML input
// ---------------------------------------------------------------------------------------
namespace {

class YamlParser {
 public:
  YamlParser(std::string_view text, const std::string& file, unsigned firstLine) : file_(file), firstLine_(firstLine) {
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t nl = text.find('\n', pos);
      if (nl == std::string_view::npos) {
        if (pos < text.size()) lines_.push_back(text.substr(pos));
        break;
      }
      std::string_view l = text.substr(pos, nl - pos);
      if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
      lines_.push_back(l);
      pos = nl + 1;
    }
  }

  MpNode document() {
    size_t ln = nextContent(0);
    while (ln < lines_.size() && lines_[ln].size() > 0 && lines_[ln][0] == '%') ln = nextContent(ln + 1);  // directives
    ln_ = ln;
    MpNode root;
    if (ln < lines_.size() && isMarker(ln, "---")) {
      size_t col = 3;
      while (col < lines_[ln].size() && lines_[ln][col] == ' ') ++col;
      if (restBlank(ln, col)) {
        ln_ = ln + 1;
        root = block(-1);
      } else {
        root = nodeAt(ln, col, -1, true);
      }
    } else {
      root = block(-1);
    }
    size_t end = nextContent(ln_);
    if (end < lines_.size() && !isMarker(end, "...") && !isMarker(end, "---"))
      fail(end, indentRaw(end), "unexpected content after the document (bad indentation?)");
    return root;
  }

 private:
  std::vector<std::string_view> lines_;
  std::string file_;
  unsigned firstLine_;
  size_t ln_ = 0;
  size_t virtLine_ = SIZE_MAX;
  size_t virtCol_ = 0;
  unsigned depth_ = 0;

  // Bounds recursion (the reader of untrusted text must not overflow the stack).
  struct Nest {
    YamlParser& p;
    Nest(YamlParser& parser, size_t ln, size_t col) : p(parser) {
      if (++p.depth_ > 64) p.fail(ln, col, "nesting deeper than 64 levels");
    }
    ~Nest() { --p.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;
  };

  [[noreturn]] void fail(size_t ln, size_t col, const std::string& msg) const {
    throw Error(SourceLoc{file_, static_cast<unsigned>(firstLine_ + std::min(ln, lines_.size())),
                          static_cast<unsigned>(col + 1)},
                msg);
  }

  char at(size_t ln, size_t col) const { return col < lines_[ln].size() ? lines_[ln][col] : '\0'; }

  bool isMarker(size_t ln, std::string_view m) const {
    std::string_view l = lines_[ln];
    return l.substr(0, 3) == m && (l.size() == 3 || l[3] == ' ' || l[3] == '\t');
  }

  bool restBlank(size_t ln, size_t col) const {
    std::string_view l = lines_[ln];
    for (size_t c = col; c < l.size(); ++c) {
      if (l[c] == '#' && (c == 0 || l[c - 1] == ' ' || l[c - 1] == '\t' || c == col)) return true;
      if (l[c] != ' ' && l[c] != '\t') return false;
    }
    return true;
  }

  size_t indentRaw(size_t ln) const {
    std::string_view l = lines_[ln];
    size_t i = 0;
    while (i < l.size() && l[i] == ' ') ++i;
    return i;
  }

  size_t indentOf(size_t ln) const {
    if (ln == virtLine_) return virtCol_;
    size_t i = indentRaw(ln);
    if (i < lines_[ln].size() && lines_[ln][i] == '\t') fail(ln, i, "tab character in indentation");
    return i;
  }

  // Next line at or after `ln` with content (not blank, not a comment).
  size_t nextContent(size_t ln) const {
    while (ln < lines_.size() && restBlank(ln, ln == virtLine_ ? virtCol_ : 0)) ++ln;
    return ln;
  }

  static MpNode nullNode() { return MpNode::newArray(); }  // LLVM reads an empty node as []

  MpNode block(long parentIndent) {
    size_t ln = nextContent(ln_);
    if (ln >= lines_.size() || isMarker(ln, "---") || isMarker(ln, "...")) return nullNode();
    size_t ind = indentOf(ln);
    if (static_cast<long>(ind) <= parentIndent) return nullNode();
    return nodeAt(ln, ind, parentIndent, true);
  }

  bool isSeqEntry(size_t ln, size_t col) const {
    return at(ln, col) == '-' && (col + 1 >= lines_[ln].size() || at(ln, col + 1) == ' ' || at(ln, col + 1) == '\t');
  }

  // Position of the ':' ending a mapping key that starts at col, or npos.
  size_t keyColon(size_t ln, size_t col) const {
    std::string_view l = lines_[ln];
    size_t c = col;
    if (c < l.size() && (l[c] == '"' || l[c] == '\'')) {
      char q = l[c++];
      while (c < l.size()) {
        if (q == '\'' && l[c] == '\'' && c + 1 < l.size() && l[c + 1] == '\'') { c += 2; continue; }
        if (q == '"' && l[c] == '\\') { c += 2; continue; }
        if (l[c] == q) break;
        ++c;
      }
      if (c >= l.size()) return std::string_view::npos;
      ++c;
      while (c < l.size() && l[c] == ' ') ++c;
      return c < l.size() && l[c] == ':' && (c + 1 == l.size() || l[c + 1] == ' ' || l[c + 1] == '\t')
                 ? c : std::string_view::npos;
    }
    if (c < l.size() && (l[c] == '[' || l[c] == '{' || l[c] == '|' || l[c] == '>')) return std::string_view::npos;
    for (; c < l.size(); ++c) {
      if (l[c] == '#' && c > col && (l[c - 1] == ' ' || l[c - 1] == '\t')) return std::string_view::npos;
      if (l[c] == ':' && (c + 1 == l.size() || l[c + 1] == ' ' || l[c + 1] == '\t')) return c;
    }
    return std::string_view::npos;
  }

  // A node starting at (ln, col). parentIndent: lines must be indented more than this to
  // continue it. compactMap: a "key: value" here starts a mapping (after "- ").
  MpNode nodeAt(size_t ln, size_t col, long parentIndent, bool compactMap) {
    Nest nest(*this, ln, col);
    std::string tag;
    // properties: !tag and &anchor
    for (;;) {
      char c = at(ln, col);
      if (c != '!' && c != '&') break;
      size_t e = col;
      while (e < lines_[ln].size() && lines_[ln][e] != ' ' && lines_[ln][e] != '\t') ++e;
      if (c == '!') {
        tag = std::string(lines_[ln].substr(col, e - col));
        if (tag.rfind("!!", 0) == 0) tag = "tag:yaml.org,2002:" + tag.substr(2);
      }
      col = e;
      while (at(ln, col) == ' ') ++col;
      if (restBlank(ln, col)) {
        ln_ = ln + 1;
        MpNode n = block(parentIndent);
        return n;  // tags on block collections are ignored
      }
    }
    char c = at(ln, col);
    if (c == '*') fail(ln, col, "YAML aliases are not supported");
    if (isSeqEntry(ln, col)) {
      virtLine_ = ln;
      virtCol_ = col;
      ln_ = ln;
      return sequence(col);
    }
    if (keyColon(ln, col) != std::string_view::npos) {
      if (!compactMap) fail(ln, col, "mapping values are not allowed in this context");
      virtLine_ = ln;
      virtCol_ = col;
      ln_ = ln;
      return mapping(col);
    }
    if (c == '[' || c == '{') {
      size_t l = ln, cc = col;
      MpNode n = flowNode(l, cc);
      skipFlowSpace(l, cc, false);
      if (!restBlank(l, cc)) fail(l, cc, "unexpected characters after a flow collection");
      ln_ = l + 1;
      return n;
    }
    if (c == '"' || c == '\'') {
      size_t l = ln, cc = col;
      std::string s = quoted(l, cc);
      if (!restBlank(l, cc)) fail(l, cc, "unexpected characters after a quoted scalar");
      ln_ = l + 1;
      return typed(s, tag, l, col);
    }
    if (c == '|' || c == '>') return typed(blockScalar(ln, col, parentIndent), tag, ln, col);
    // plain scalar, possibly continued on more-indented lines
    std::string s = plainLine(ln, col, false);
    size_t l = ln + 1;
    for (;;) {
      size_t n = l;
      size_t blanks = 0;
      while (n < lines_.size() && restBlank(n, 0)) {
        ++n;
        ++blanks;
      }
      if (n >= lines_.size() || isMarker(n, "---") || isMarker(n, "...")) break;
      size_t ind = indentOf(n);
      if (static_cast<long>(ind) <= parentIndent) break;
      if (isSeqEntry(n, ind) && static_cast<long>(ind) == parentIndent + 1) break;
      if (keyColon(n, ind) != std::string_view::npos) fail(n, ind, "mapping values are not allowed in this context");
      std::string more = plainLine(n, ind, false);
      if (blanks) s.append(blanks, '\n');
      else s += ' ';
      s += more;
      l = n + 1;
    }
    ln_ = l;
    return typed(s, tag, ln, col);
  }

  MpNode typed(const std::string& s, const std::string& tag, size_t ln, size_t col) {
    try {
      return scalarFromString(s, tag);
    } catch (const Error& e) {
      fail(ln, col, e.what());
    }
  }

  // Plain scalar text from col to the end of the line (block context) without comment and
  // trailing blanks.
  std::string plainLine(size_t ln, size_t col, bool) const {
    std::string_view l = lines_[ln];
    size_t e = col;
    for (; e < l.size(); ++e)
      if (l[e] == '#' && e > col && (l[e - 1] == ' ' || l[e - 1] == '\t')) break;
    while (e > col && (l[e - 1] == ' ' || l[e - 1] == '\t')) --e;
    return std::string(l.substr(col, e - col));
  }

  MpNode sequence(size_t ind) {
    MpNode seq = MpNode::newArray();
    for (;;) {
      size_t ln = nextContent(ln_);
      if (ln >= lines_.size() || isMarker(ln, "---") || isMarker(ln, "...")) break;
      size_t li = indentOf(ln);
      if (li < ind) break;
      if (li > ind) fail(ln, li, "bad indentation of a sequence entry");
      if (!isSeqEntry(ln, ind)) break;
      size_t col = ind + 1;
      while (at(ln, col) == ' ' || at(ln, col) == '\t') ++col;
      if (restBlank(ln, col)) {
        ln_ = ln + 1;
        seq.array.push_back(block(static_cast<long>(ind)));
      } else {
        seq.array.push_back(nodeAt(ln, col, static_cast<long>(ind), true));
      }
    }
    return seq;
  }

  MpNode mapping(size_t ind) {
    MpNode map = MpNode::newMap();
    std::vector<std::string> keys;
    for (;;) {
      size_t ln = nextContent(ln_);
      if (ln >= lines_.size() || isMarker(ln, "---") || isMarker(ln, "...")) break;
      size_t li = indentOf(ln);
      if (li < ind) break;
      if (li > ind) fail(ln, li, "bad indentation of a mapping entry");
      if (isSeqEntry(ln, ind)) fail(ln, ind, "expected a mapping key, found a sequence entry");
      size_t colon = keyColon(ln, ind);
      if (colon == std::string_view::npos) fail(ln, ind, "expected a mapping key ('key: value')");
      std::string key;
      char q = at(ln, ind);
      if (q == '"' || q == '\'') {
        size_t l = ln, c = ind;
        key = quoted(l, c);
      } else {
        key = std::string(lines_[ln].substr(ind, colon - ind));
        while (!key.empty() && (key.back() == ' ' || key.back() == '\t')) key.pop_back();
      }
      if (std::find(keys.begin(), keys.end(), key) != keys.end()) fail(ln, ind, "duplicated mapping key '" + key + "'");
      keys.push_back(key);
      MpNode keyNode = scalarFromString(key, "");
      size_t col = colon + 1;
      while (at(ln, col) == ' ' || at(ln, col) == '\t') ++col;
      MpNode value;
      if (restBlank(ln, col)) {
        ln_ = ln + 1;
        size_t nx = nextContent(ln_);
        if (nx < lines_.size() && !isMarker(nx, "---") && !isMarker(nx, "...") && indentOf(nx) == ind &&
            isSeqEntry(nx, ind)) {
          ln_ = nx;
          value = sequence(ind);
        } else {
          value = block(static_cast<long>(ind));
        }
      } else {
        value = nodeAt(ln, col, static_cast<long>(ind), false);
      }
      map.insert(keyNode) = std::move(value);
    }
    return map;
  }

  // --- flow collections ---
  void skipFlowSpace(size_t& ln, size_t& col, bool acrossLines) {
    for (;;) {
      while (col < lines_[ln].size() && (lines_[ln][col] == ' ' || lines_[ln][col] == '\t')) ++col;
      if (col < lines_[ln].size() && lines_[ln][col] == '#') col = lines_[ln].size();
      if (col < lines_[ln].size() || !acrossLines) return;
      if (ln + 1 >= lines_.size()) fail(ln, col, "unterminated flow collection");
      ++ln;
      col = 0;
    }
  }

  MpNode flowNode(size_t& ln, size_t& col) {
    Nest nest(*this, ln, col);
    skipFlowSpace(ln, col, true);
    std::string tag;
    while (at(ln, col) == '!' || at(ln, col) == '&') {
      size_t e = col;
      while (e < lines_[ln].size() && !std::strchr(" \t,[]{}", lines_[ln][e])) ++e;
      if (at(ln, col) == '!') {
        tag = std::string(lines_[ln].substr(col, e - col));
        if (tag.rfind("!!", 0) == 0) tag = "tag:yaml.org,2002:" + tag.substr(2);
      }
      col = e;
      skipFlowSpace(ln, col, true);
    }
    char c = at(ln, col);
    if (c == '[') {
      ++col;
      MpNode seq = MpNode::newArray();
      for (;;) {
        skipFlowSpace(ln, col, true);
        if (at(ln, col) == ']') { ++col; break; }
        size_t sl = ln, sc = col;
        seq.array.push_back(flowNode(ln, col));
        skipFlowSpace(ln, col, true);
        if (at(ln, col) == ':') fail(sl, sc, "single-pair mappings inside flow sequences are not supported");
        if (at(ln, col) == ',') { ++col; continue; }
        if (at(ln, col) == ']') { ++col; break; }
        fail(ln, col, "expected ',' or ']' in a flow sequence");
      }
      return seq;
    }
    if (c == '{') {
      ++col;
      MpNode map = MpNode::newMap();
      std::vector<std::string> keys;
      for (;;) {
        skipFlowSpace(ln, col, true);
        if (at(ln, col) == '}') { ++col; break; }
        size_t kl = ln, kc = col;
        std::string key;
        if (at(ln, col) == '"' || at(ln, col) == '\'') key = quoted(ln, col);
        else key = flowPlain(ln, col, true);
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) fail(kl, kc, "duplicated mapping key '" + key + "'");
        keys.push_back(key);
        skipFlowSpace(ln, col, true);
        MpNode value = nullNode();
        if (at(ln, col) == ':') {
          ++col;
          skipFlowSpace(ln, col, true);
          if (at(ln, col) != ',' && at(ln, col) != '}') value = flowNode(ln, col);
        }
        map.insert(scalarFromString(key, "")) = std::move(value);
        skipFlowSpace(ln, col, true);
        if (at(ln, col) == ',') { ++col; continue; }
        if (at(ln, col) == '}') { ++col; break; }
        fail(ln, col, "expected ',' or '}' in a flow mapping");
      }
      return map;
    }
    size_t sl = ln, sc = col;
    if (c == '"' || c == '\'') return typed(quoted(ln, col), tag, sl, sc);
    if (c == ',' || c == ']' || c == '}' || c == '\0') fail(ln, col, "expected a value in a flow collection");
    return typed(flowPlain(ln, col, false), tag, sl, sc);
  }

  // Plain scalar in flow context: ends at , [ ] { } or ": " (and ':' before , ] } for keys).
  std::string flowPlain(size_t& ln, size_t& col, bool key) {
    std::string s;
    for (;;) {
      std::string_view l = lines_[ln];
      size_t start = col;
      for (; col < l.size(); ++col) {
        char ch = l[col];
        if (ch == ',' || ch == '[' || ch == ']' || ch == '{' || ch == '}') break;
        if (ch == '#' && col > start && (l[col - 1] == ' ' || l[col - 1] == '\t')) break;
        if (ch == ':' && (col + 1 == l.size() || std::strchr(" \t,[]{}", l[col + 1]))) break;
        (void)key;
      }
      std::string_view part = l.substr(start, col - start);
      while (!part.empty() && (part.back() == ' ' || part.back() == '\t')) part.remove_suffix(1);
      if (!s.empty() && !part.empty()) s += ' ';
      s += part;
      if (col < l.size() && l[col] != '#') return s;
      // continue on the next line
      if (ln + 1 >= lines_.size()) fail(ln, col, "unterminated flow collection");
      size_t n = ln + 1, c2 = 0;
      while (c2 < lines_[n].size() && (lines_[n][c2] == ' ' || lines_[n][c2] == '\t')) ++c2;
      char nx = c2 < lines_[n].size() ? lines_[n][c2] : '\0';
      if (nx == ',' || nx == ']' || nx == '}' || nx == ':' || nx == '#' || nx == '\0') {
        ln = n;
        col = c2;
        if (nx == '\0' || nx == '#') skipFlowSpace(ln, col, true);
        return s;
      }
      ln = n;
      col = c2;
    }
  }

  // --- quoted scalars (may span lines; line breaks fold to a space) ---
  static void appendUtf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) out += char(cp);
    else if (cp < 0x800) { out += char(0xc0 | cp >> 6); out += char(0x80 | (cp & 0x3f)); }
    else if (cp < 0x10000) { out += char(0xe0 | cp >> 12); out += char(0x80 | ((cp >> 6) & 0x3f)); out += char(0x80 | (cp & 0x3f)); }
    else { out += char(0xf0 | cp >> 18); out += char(0x80 | ((cp >> 12) & 0x3f)); out += char(0x80 | ((cp >> 6) & 0x3f)); out += char(0x80 | (cp & 0x3f)); }
  }

  std::string quoted(size_t& ln, size_t& col) {
    char q = at(ln, col);
    size_t sl = ln, sc = col;
    ++col;
    std::string out;
    for (;;) {
      std::string_view l = lines_[ln];
      if (col >= l.size()) {
        // line break inside the scalar: trim trailing blanks, fold
        while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
        size_t empties = 0;
        do {
          if (ln + 1 >= lines_.size()) fail(sl, sc, "unterminated quoted scalar");
          ++ln;
          col = 0;
          while (col < lines_[ln].size() && (lines_[ln][col] == ' ' || lines_[ln][col] == '\t')) ++col;
          if (col >= lines_[ln].size()) ++empties;
        } while (col >= lines_[ln].size());
        if (empties) out.append(empties, '\n');
        else out += ' ';
        continue;
      }
      char ch = l[col];
      if (q == '\'') {
        if (ch == '\'') {
          if (col + 1 < l.size() && l[col + 1] == '\'') { out += '\''; col += 2; continue; }
          ++col;
          return out;
        }
        out += ch;
        ++col;
        continue;
      }
      if (ch == '"') { ++col; return out; }
      if (ch != '\\') { out += ch; ++col; continue; }
      // escape
      if (col + 1 >= l.size()) {  // escaped line break: join without a space
        if (ln + 1 >= lines_.size()) fail(sl, sc, "unterminated quoted scalar");
        ++ln;
        col = 0;
        while (col < lines_[ln].size() && (lines_[ln][col] == ' ' || lines_[ln][col] == '\t')) ++col;
        continue;
      }
      char e = l[col + 1];
      col += 2;
      auto hex = [&](int n) -> uint32_t {
        if (col + n > l.size()) fail(ln, col, "truncated escape sequence");
        uint32_t v = 0;
        for (int i = 0; i < n; ++i) {
          char h = l[col + i];
          v <<= 4;
          if (h >= '0' && h <= '9') v |= h - '0';
          else if (h >= 'a' && h <= 'f') v |= h - 'a' + 10;
          else if (h >= 'A' && h <= 'F') v |= h - 'A' + 10;
          else fail(ln, col + i, "invalid hex digit in escape sequence");
        }
        col += n;
        return v;
      };
      switch (e) {
        case '0': out += '\0'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 't': case '\t': out += '\t'; break;
        case 'n': out += '\n'; break;
        case 'v': out += '\v'; break;
        case 'f': out += '\f'; break;
        case 'r': out += '\r'; break;
        case 'e': out += '\x1b'; break;
        case ' ': out += ' '; break;
        case '"': out += '"'; break;
        case '/': out += '/'; break;
        case '\\': out += '\\'; break;
        case 'N': appendUtf8(out, 0x85); break;
        case '_': appendUtf8(out, 0xa0); break;
        case 'L': appendUtf8(out, 0x2028); break;
        case 'P': appendUtf8(out, 0x2029); break;
        case 'x': appendUtf8(out, hex(2)); break;
        case 'u': appendUtf8(out, hex(4)); break;
        case 'U': appendUtf8(out, hex(8)); break;
        default: fail(ln, col - 1, std::string("unknown escape '\\") + e + "'");
      }
    }
  }

  // --- block scalars (| and >) ---
  std::string blockScalar(size_t ln, size_t col, long parentIndent) {
    bool literal = at(ln, col) == '|';
    char chomp = 'c';
    size_t explicitIndent = 0;
    size_t c = col + 1;
    for (int k = 0; k < 2; ++k) {
      char h = at(ln, c);
      if (h == '+' || h == '-') { chomp = h; ++c; }
      else if (h >= '1' && h <= '9') { explicitIndent = h - '0'; ++c; }
    }
    if (!restBlank(ln, c)) fail(ln, c, "unexpected characters after a block scalar indicator");
    size_t base = parentIndent < 0 ? 0 : static_cast<size_t>(parentIndent + 1);
    size_t ind = explicitIndent ? base + explicitIndent - 1 : 0;
    std::vector<std::string_view> body;
    size_t l = ln + 1;
    for (; l < lines_.size(); ++l) {
      std::string_view t = lines_[l];
      size_t i = indentRaw(l);
      bool blank = i >= t.size();
      if (!ind && !blank) {
        if (static_cast<long>(i) <= parentIndent) break;
        ind = i;
      }
      if (!blank && ind && i < ind) break;
      if (!blank && !ind) break;
      body.push_back(blank ? std::string_view() : t.substr(ind));
    }
    ln_ = l;
    size_t trailing = 0;
    while (!body.empty() && body.back().empty()) {
      body.pop_back();
      ++trailing;
    }
    std::string out;
    for (size_t i = 0; i < body.size(); ++i) {
      if (i) {
        if (literal) out += '\n';
        else if (body[i].empty()) out += '\n';           // an empty line is the line break
        else if (body[i - 1].empty()) {}                  // break already written
        else if (body[i][0] == ' ' || body[i - 1][0] == ' ') out += '\n';  // more-indented lines keep breaks
        else out += ' ';
      }
      out += body[i];
    }
    if (!body.empty() && chomp != '-') out += '\n';
    if (chomp == '+') out.append(trailing, '\n');
    return out;
  }
};

}  // namespace

MpNode parseYaml(std::string_view text, const std::string& file, unsigned firstLine) {
  YamlParser p(text, file, firstLine);
  return p.document();
}

// ---------------------------------------------------------------------------------------
// YAML output: LLVM yaml::Output's state machine for a msgpack::Document
// ---------------------------------------------------------------------------------------
namespace {

enum class Quoting { None, Single, Double };

bool isNumericYaml(std::string_view s) {
  auto skipDigits = [](std::string_view in) {
    size_t i = 0;
    while (i < in.size() && in[i] >= '0' && in[i] <= '9') ++i;
    return in.substr(i);
  };
  if (s.empty() || s == "+" || s == "-") return false;
  if (s == ".nan" || s == ".NaN" || s == ".NAN") return true;
  std::string_view tail = (s[0] == '-' || s[0] == '+') ? s.substr(1) : s;
  if (tail == ".inf" || tail == ".Inf" || tail == ".INF") return true;
  if (s.substr(0, 2) == "0o") return s.size() > 2 && s.substr(2).find_first_not_of("01234567") == std::string_view::npos;
  if (s.substr(0, 2) == "0x")
    return s.size() > 2 && s.substr(2).find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos;
  s = tail;
  if (!s.empty() && s[0] == '.' && (s == "." || (s.size() > 1 && !(s[1] >= '0' && s[1] <= '9')))) return false;
  if (!s.empty() && (s[0] == 'E' || s[0] == 'e')) return false;
  s = skipDigits(s);
  if (s.empty()) return true;
  bool exponent = false;
  if (s[0] == '.') {
    s = skipDigits(s.substr(1));
    if (s.empty()) return true;
    if (s[0] == 'e' || s[0] == 'E') exponent = true;
    else return false;
    s = s.substr(1);
  } else if (s[0] == 'e' || s[0] == 'E') {
    exponent = true;
    s = s.substr(1);
  } else {
    return false;
  }
  (void)exponent;
  if (s.empty()) return false;
  if (s[0] == '+' || s[0] == '-') {
    s = s.substr(1);
    if (s.empty()) return false;
  }
  return skipDigits(s).empty();
}

// LLVM 19's yaml::needsQuotes. Keys are checked with forcePreserveAsString = false (no
// null/bool/number checks).
Quoting needsQuotes(std::string_view s, bool forcePreserveAsString = true) {
  if (s.empty()) return Quoting::Single;
  Quoting q = Quoting::None;
  auto isSpace = [](unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; };
  if (isSpace(s.front()) || isSpace(s.back())) q = Quoting::Single;
  if (forcePreserveAsString) {
    if (s == "null" || s == "Null" || s == "NULL" || s == "~") q = Quoting::Single;
    if (s == "true" || s == "True" || s == "TRUE" || s == "false" || s == "False" || s == "FALSE") q = Quoting::Single;
    if (isNumericYaml(s)) q = Quoting::Single;
  }
  if (std::strchr(R"(-?:\,[]{}#&*!|>'"%@`)", s[0])) q = Quoting::Single;
  for (unsigned char c : s) {
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) continue;
    switch (c) {
      case '_': case '-': case '^': case '.': case ',': case ' ': case 0x9: continue;
      case 0x7F: return Quoting::Double;
      default:
        if (c <= 0x1F) return Quoting::Double;
        if (c & 0x80) return Quoting::Double;
        q = Quoting::Single;
    }
  }
  return q;
}

std::string upperHex(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%X", v);
  return buf;
}

// Decodes one UTF-8 sequence; returns its length (0 = invalid).
unsigned decodeUtf8(std::string_view s, uint32_t& cp) {
  auto b = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  if (s.empty()) return 0;
  if ((b(0) & 0xE0) == 0xC0 && s.size() >= 2 && (b(1) & 0xC0) == 0x80) {
    cp = (b(0) & 0x1F) << 6 | (b(1) & 0x3F);
    return cp >= 0x80 ? 2 : 0;
  }
  if ((b(0) & 0xF0) == 0xE0 && s.size() >= 3 && (b(1) & 0xC0) == 0x80 && (b(2) & 0xC0) == 0x80) {
    cp = (b(0) & 0x0F) << 12 | (b(1) & 0x3F) << 6 | (b(2) & 0x3F);
    return cp >= 0x800 && !(cp >= 0xD800 && cp <= 0xDFFF) ? 3 : 0;
  }
  if ((b(0) & 0xF8) == 0xF0 && s.size() >= 4 && (b(1) & 0xC0) == 0x80 && (b(2) & 0xC0) == 0x80 &&
      (b(3) & 0xC0) == 0x80) {
    cp = (b(0) & 0x07) << 18 | (b(1) & 0x3F) << 12 | (b(2) & 0x3F) << 6 | (b(3) & 0x3F);
    return cp >= 0x10000 && cp <= 0x10FFFF ? 4 : 0;
  }
  return 0;
}

bool isPrintableCp(uint32_t cp) {
  // Approximation of llvm::sys::unicode::isPrintable for the ranges that matter here.
  if (cp < 0xA0) return cp >= 0x20 && cp != 0x7F;
  if (cp >= 0xD800 && cp <= 0xDFFF) return false;
  if (cp == 0xFEFF || (cp >= 0xFFF9 && cp <= 0xFFFB) || cp == 0xFFFE || cp == 0xFFFF) return false;
  if (cp >= 0xE000 && cp <= 0xF8FF) return false;  // private use
  return cp <= 0x10FFFF;
}

std::string yamlEscape(std::string_view in) {
  std::string out;
  for (size_t i = 0; i < in.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(in[i]);
    switch (c) {
      case '\\': out += "\\\\"; continue;
      case '"': out += "\\\""; continue;
      case 0: out += "\\0"; continue;
      case 7: out += "\\a"; continue;
      case 8: out += "\\b"; continue;
      case 9: out += "\\t"; continue;
      case 10: out += "\\n"; continue;
      case 11: out += "\\v"; continue;
      case 12: out += "\\f"; continue;
      case 13: out += "\\r"; continue;
      case 0x1B: out += "\\e"; continue;
      default: break;
    }
    if (c < 0x20) {
      std::string h = upperHex(c);
      out += "\\x" + std::string(2 - h.size(), '0') + h;
    } else if (c & 0x80) {
      uint32_t cp = 0;
      unsigned len = decodeUtf8(in.substr(i), cp);
      if (!len) {
        out += "\xEF\xBF\xBD";
        return out;
      }
      if (cp == 0x85) out += "\\N";
      else if (cp == 0xA0) out += "\\_";
      else if (cp == 0x2028) out += "\\L";
      else if (cp == 0x2029) out += "\\P";
      else if (isPrintableCp(cp)) out += in.substr(i, len);
      else {
        std::string h = upperHex(cp);
        if (h.size() <= 2) out += "\\x" + std::string(2 - h.size(), '0') + h;
        else if (h.size() <= 4) out += "\\u" + std::string(4 - h.size(), '0') + h;
        else out += "\\U" + std::string(8 - h.size(), '0') + h;
      }
      i += len - 1;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

class YamlOut {
 public:
  std::string out;

  void document(const MpNode& root) {
    outputUpToEndOfLine("---");
    node(root);
    output("\n...\n");
  }

 private:
  enum State { SeqFirst, SeqOther, MapFirst, MapOther };
  std::vector<State> stack_;
  std::string padding_;
  std::string paddingBeforeContainer_;

  void output(std::string_view s) { out += s; }
  void outputUpToEndOfLine(std::string_view s) {
    output(s);
    padding_ = "\n";
  }
  static bool inSeq(State s) { return s == SeqFirst || s == SeqOther; }
  void newLineCheck(bool emptySequence = false) {
    if (padding_ != "\n") {
      output(padding_);
      padding_.clear();
      return;
    }
    out += "\n";
    padding_.clear();
    if (stack_.empty() || emptySequence) return;
    size_t indent = stack_.size() - 1;
    bool dash = false;
    if (inSeq(stack_.back())) {
      dash = true;
    } else if (stack_.size() > 1 && stack_.back() == MapFirst && inSeq(stack_[stack_.size() - 2])) {
      --indent;
      dash = true;
    }
    for (size_t i = 0; i < indent; ++i) output("  ");
    if (dash) output("- ");
  }

  void quotedOutput(const std::string& text, Quoting q) {
    if (q == Quoting::None) {
      output(text);
      return;
    }
    if (q == Quoting::Double) {
      output("\"");
      output(yamlEscape(text));
      output("\"");
      return;
    }
    output("'");
    for (char c : text) {
      if (c == '\'') output("''");
      else out += c;
    }
    output("'");
  }

  void node(const MpNode& n) {
    if (n.kind == MpKind::Map) {
      stack_.push_back(MapFirst);
      paddingBeforeContainer_ = padding_;
      padding_ = "\n";
      for (const auto& [k, v] : n.map) {
        newLineCheck();
        std::string key = scalarToString(k);
        quotedOutput(key, needsQuotes(key, false));
        output(":");
        padding_ = key.size() < 16 ? std::string(16 - key.size(), ' ') : " ";
        node(v);
        if (stack_.back() == MapFirst) stack_.back() = MapOther;
      }
      if (stack_.back() == MapFirst) {
        padding_ = paddingBeforeContainer_;
        newLineCheck();
        output("{}");
        padding_ = "\n";
      }
      stack_.pop_back();
      return;
    }
    if (n.kind == MpKind::Array) {
      stack_.push_back(SeqFirst);
      paddingBeforeContainer_ = padding_;
      padding_ = "\n";
      for (const auto& e : n.array) {
        node(e);
        if (stack_.back() == SeqFirst) stack_.back() = SeqOther;
      }
      if (stack_.back() == SeqFirst) {
        padding_ = paddingBeforeContainer_;
        newLineCheck(true);
        output("[]");
        padding_ = "\n";
      }
      stack_.pop_back();
      return;
    }
    std::string text = scalarToString(n);
    std::string tag = yamlTag(n, text);
    if (!tag.empty()) {
      newLineCheck();
      output(tag);
      output(" ");
    }
    Quoting q = Quoting::None;
    if (n.kind == MpKind::String || n.kind == MpKind::Binary || n.kind == MpKind::Nil) q = needsQuotes(text);
    newLineCheck();
    if (text.empty()) {
      outputUpToEndOfLine("''");
      return;
    }
    if (q == Quoting::None) {
      outputUpToEndOfLine(text);
      return;
    }
    quotedOutput(text, q);
    padding_ = "\n";
  }

  static std::string yamlTag(const MpNode& n, const std::string& text) {
    if (n.kind == MpKind::Nil) return "!nil";
    MpNode back;
    try {
      back = scalarFromString(text, "");
    } catch (const Error&) {
      return "";
    }
    MpKind k = n.kind == MpKind::Binary ? MpKind::String : n.kind;
    if (back.kind == k) return "";
    if ((back.kind == MpKind::UInt && k == MpKind::Int) || (back.kind == MpKind::Int && k == MpKind::UInt)) return "";
    switch (k) {
      case MpKind::String: return "!str";
      case MpKind::Int:
      case MpKind::UInt: return "!int";
      case MpKind::Boolean: return "!bool";
      case MpKind::Float: return "!float";
      default: return "";
    }
  }
};

}  // namespace

std::string emitYaml(const MpNode& root) {
  YamlOut y;
  y.document(root);
  return y.out;
}

}  // namespace gfxsim::codeobj
