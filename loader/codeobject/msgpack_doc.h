// A MessagePack document with LLVM 19's msgpack::Document semantics: node kinds and map-key
// order, the encoding llvm-mc-19 writes, YAML input (the .amdgpu_metadata block) and YAML
// output (what llvm-readelf-19 --notes prints).
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gfxsim::codeobj {

// Kinds in LLVM's msgpack::Type order (map keys sort by kind first).
enum class MpKind : uint8_t { Int, UInt, Nil, Boolean, Float, String, Binary, Array, Map };

struct MpEntry;

struct MpNode {
  MpKind kind = MpKind::Nil;
  int64_t i = 0;
  uint64_t u = 0;
  bool b = false;
  double f = 0;
  std::string s;                                 // String and Binary
  std::vector<MpNode> array;                     // Array
  std::vector<MpEntry> map;                      // Map: sorted by key (mpLess), unique keys

  static MpNode nil();
  static MpNode boolean(bool v);
  static MpNode sint(int64_t v);
  static MpNode uint(uint64_t v);
  static MpNode real(double v);
  static MpNode str(std::string v);
  static MpNode newArray();
  static MpNode newMap();

  bool isMap() const { return kind == MpKind::Map; }
  bool isArray() const { return kind == MpKind::Array; }
  bool isString() const { return kind == MpKind::String; }
  bool isInteger() const { return kind == MpKind::Int || kind == MpKind::UInt; }
  bool isScalar() const { return kind != MpKind::Array && kind != MpKind::Map; }

  // Map access by string key.
  const MpNode* find(std::string_view key) const;
  MpNode& operator[](std::string_view key);  // inserts (sorted) when missing
  // Inserts or replaces an arbitrary key, keeping the map sorted.
  MpNode& insert(const MpNode& key);

  bool operator==(const MpNode& o) const;
};

// One map entry (a struct rather than std::pair: pair's constrained constructors make the
// recursive type unusable with some standard libraries).
struct MpEntry {
  MpNode first;   // key
  MpNode second;  // value
  bool operator==(const MpEntry& o) const { return first == o.first && second == o.second; }
};

inline MpNode MpNode::nil() { return {}; }
inline MpNode MpNode::boolean(bool v) { MpNode n; n.kind = MpKind::Boolean; n.b = v; return n; }
inline MpNode MpNode::sint(int64_t v) { MpNode n; n.kind = MpKind::Int; n.i = v; return n; }
inline MpNode MpNode::uint(uint64_t v) { MpNode n; n.kind = MpKind::UInt; n.u = v; return n; }
inline MpNode MpNode::real(double v) { MpNode n; n.kind = MpKind::Float; n.f = v; return n; }
inline MpNode MpNode::str(std::string v) { MpNode n; n.kind = MpKind::String; n.s = std::move(v); return n; }
inline MpNode MpNode::newArray() { MpNode n; n.kind = MpKind::Array; return n; }
inline MpNode MpNode::newMap() { MpNode n; n.kind = MpKind::Map; return n; }

// LLVM's DocNode ordering: kind, then value (strings: byte-wise, shorter first on a tie).
bool mpLess(const MpNode& a, const MpNode& b);
std::string_view kindName(MpKind k);

// MessagePack bytes exactly as LLVM's Document::writeToBlob writes them: smallest integer
// forms (non-negative Int as unsigned), str8 for 32..255-byte strings. Float nodes are
// written as nil, as llvm-mc-19 does.
std::vector<uint8_t> encodeMsgpack(const MpNode& root);
// Parses one MessagePack object (via msgpack-c, after a bounds pre-scan). Throws Error
// with `what` as the message prefix on malformed input, trailing bytes, non-scalar map keys
// or nesting deeper than 64.
MpNode decodeMsgpack(std::span<const uint8_t> bytes, const std::string& what = "msgpack");

// YAML -> document, with LLVM 19's implicit scalar typing (integer, then YAML 1.1 boolean,
// then float, else string; quotes do not make a string, the !str tag does). Supports block
// and flow maps/sequences, plain/quoted/block scalars, comments, tags, '---' and '...'.
// Errors: Error(SourceLoc{file, firstLine + line - 1, col}, reason).
MpNode parseYaml(std::string_view text, const std::string& file = "<metadata>", unsigned firstLine = 1);
// Document -> YAML exactly as LLVM's yaml::Output prints a msgpack::Document
// ("---\n...\n...\n"), which is what llvm-readelf-19 --notes shows for a metadata note.
std::string emitYaml(const MpNode& root);

// One scalar as LLVM's DocNode::fromString types it (tag "" = implicit). Throws Error if a
// tag's type cannot be parsed.
MpNode scalarFromString(std::string_view s, std::string_view tag = {});
// Scalar text as DocNode::toString writes it.
std::string scalarToString(const MpNode& n);

}  // namespace gfxsim::codeobj
