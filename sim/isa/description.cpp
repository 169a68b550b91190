#include "isa/description.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <list>
#include <mutex>
#include <sstream>

#include "support/error.h"

namespace gfxsim::isa {

namespace embedded {
extern const std::string_view gfx9;
extern const std::string_view gfx90a;
extern const std::string_view gfx942;
extern const std::string_view gfx10;
extern const std::string_view gfx11;
}  // namespace embedded

namespace {
struct EmbeddedIsa { std::string_view name; const std::string_view* text; };
// The descriptions built into the binary (sim/isa/CMakeLists.txt embeds the files).
const EmbeddedIsa kEmbedded[] = {{"gfx9", &embedded::gfx9},     {"gfx90a", &embedded::gfx90a}, {"gfx942", &embedded::gfx942},
                               {"gfx10", &embedded::gfx10}, {"gfx11", &embedded::gfx11}};
}  // namespace

uint64_t Field::insert(uint64_t word, uint64_t stored) const {
  for (const auto& p : parts) {
    uint64_t m = (p.width >= 64 ? ~0ull : ((1ull << p.width) - 1));
    word = (word & ~(m << p.lo)) | ((stored & m) << p.lo);
    stored >>= p.width;
  }
  return word;
}

uint64_t Field::extract(uint64_t word) const {
  uint64_t v = 0;
  unsigned at = 0;
  for (const auto& p : parts) {
    uint64_t m = (p.width >= 64 ? ~0ull : ((1ull << p.width) - 1));
    v |= ((word >> p.lo) & m) << at;
    at += p.width;
  }
  return v;
}

const Field* Format::field(std::string_view n) const {
  for (const auto& f : fields)
    if (f.name == n) return &f;
  return nullptr;
}

bool Inst::hasFlag(std::string_view f) const {
  return std::find(flags.begin(), flags.end(), f) != flags.end();
}

std::string_view Inst::flagValue(std::string_view key) const {
  for (const auto& f : flags)
    if (f.size() > key.size() && f.compare(0, key.size(), key) == 0 && f[key.size()] == '=')
      return std::string_view(f).substr(key.size() + 1);
  return {};
}

bool Inst::acceptsMod(std::string_view m) const {
  return std::find(mods.begin(), mods.end(), m) != mods.end();
}

namespace {

struct TypeName { std::string_view name; OpType type; unsigned dwords; unsigned bits; bool fp; };
constexpr TypeName kTypes[] = {
    {"b16", OpType::B16, 1, 16, false},   {"f16", OpType::F16, 1, 16, true},
    {"i16", OpType::I16, 1, 16, false},   {"u16", OpType::U16, 1, 16, false},
    {"b32", OpType::B32, 1, 32, false},   {"f32", OpType::F32, 1, 32, true},
    {"i32", OpType::I32, 1, 32, false},   {"u32", OpType::U32, 1, 32, false},
    {"v2f16", OpType::V2F16, 1, 32, true}, {"v2i16", OpType::V2I16, 1, 32, false},
    {"v2b16", OpType::V2B16, 1, 32, false}, {"b64", OpType::B64, 2, 64, false},
    {"f64", OpType::F64, 2, 64, true},    {"i64", OpType::I64, 2, 64, false},
    {"u64", OpType::U64, 2, 64, false},   {"b96", OpType::B96, 3, 96, false},
    {"b128", OpType::B128, 4, 128, false}, {"b160", OpType::B160, 5, 160, false},
    {"b256", OpType::B256, 8, 256, false}, {"b512", OpType::B512, 16, 512, false},
    {"b1024", OpType::B1024, 32, 1024, false}, {"lm", OpType::LaneMask, 2, 64, false},
    {"wacc", OpType::WmmaAcc, 8, 256, false},
    {"none", OpType::None, 0, 0, false},
    // tuples: dwords of the whole register range, bits of one element
    {"v2f32", OpType::V2F32, 2, 32, true},   {"v2b32", OpType::V2B32, 2, 32, false},
    {"v4f32", OpType::V4F32, 4, 32, true},   {"v16f32", OpType::V16F32, 16, 32, true},
    {"v32f32", OpType::V32F32, 32, 32, true}, {"v4i32", OpType::V4I32, 4, 32, false},
    {"v16i32", OpType::V16I32, 16, 32, false}, {"v32i32", OpType::V32I32, 32, 32, false},
    {"v4f64", OpType::V4F64, 8, 64, true},
};

struct KindName { std::string_view name; OpKind kind; };
constexpr KindName kKinds[] = {
    {"v", OpKind::V},           {"a", OpKind::A},           {"av", OpKind::AV},
    {"s", OpKind::S},           {"ssrc", OpKind::SSrc},     {"src", OpKind::Src},
    {"vcc", OpKind::Vcc},       {"imm", OpKind::Imm},       {"label", OpKind::Label},
    {"smemoff", OpKind::SmemOff}, {"mubufaddr", OpKind::MubufAddr},
    {"flataddr", OpKind::FlatAddr}, {"saddr", OpKind::SAddr}, {"waitcnt", OpKind::Waitcnt},
    {"hwreg", OpKind::Hwreg},   {"sendmsg", OpKind::Sendmsg}, {"gpridx", OpKind::GprIdx},
    {"depctr", OpKind::DepCtr}, {"delayalu", OpKind::DelayAlu}, {"ivcc", OpKind::ImplicitVcc},
};

const TypeName& typeInfo(OpType t) {
  for (const auto& n : kTypes)
    if (n.type == t) return n;
  for (const auto& n : kTypes)
    if (n.type == OpType::None) return n;
  return kTypes[0];
}

}  // namespace

unsigned typeDwords(OpType t, bool wave64) {
  if (t == OpType::LaneMask) return wave64 ? 2 : 1;
  if (t == OpType::WmmaAcc) return wave64 ? 4 : 8;
  return typeInfo(t).dwords;
}
unsigned typeBits(OpType t, bool wave64) {
  if (t == OpType::LaneMask) return wave64 ? 64 : 32;
  return typeInfo(t).bits;
}
bool typeIsFloat(OpType t) { return typeInfo(t).fp; }
std::string_view opTypeName(OpType t) { return typeInfo(t).name; }
std::string_view opKindName(OpKind k) {
  for (const auto& n : kKinds)
    if (n.kind == k) return n.name;
  return "?";
}

namespace {

class LineParser {
 public:
  LineParser(const std::string& file, unsigned line) : file_(file), line_(line) {}
  [[noreturn]] void fail(const std::string& msg) const { throw Error(SourceLoc{file_, line_, 0}, msg); }

  uint64_t number(std::string_view s) const {
    uint64_t v = 0;
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
      s.remove_prefix(2);
      base = 16;
    }
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
    if (ec != std::errc() || p != s.data() + s.size()) fail("bad number '" + std::string(s) + "'");
    return v;
  }
  int64_t signedNumber(std::string_view s) const {
    bool neg = !s.empty() && s[0] == '-';
    uint64_t v = number(neg ? s.substr(1) : s);
    return neg ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
  }

  Field field(std::string_view spec) const {
    // name=hi:lo[,hi:lo...][>>N]
    auto eq = spec.find('=');
    if (eq == std::string_view::npos || eq == 0) fail("bad field '" + std::string(spec) + "'");
    Field f;
    f.name = std::string(spec.substr(0, eq));
    std::string_view bits = spec.substr(eq + 1);
    if (auto sh = bits.find(">>"); sh != std::string_view::npos) {
      f.shift = static_cast<unsigned>(number(bits.substr(sh + 2)));
      bits = bits.substr(0, sh);
    }
    while (!bits.empty()) {
      auto comma = bits.find(',');
      std::string_view part = bits.substr(0, comma);
      bits = comma == std::string_view::npos ? std::string_view() : bits.substr(comma + 1);
      auto colon = part.find(':');
      unsigned hi = static_cast<unsigned>(number(part.substr(0, colon)));
      unsigned lo = colon == std::string_view::npos ? hi : static_cast<unsigned>(number(part.substr(colon + 1)));
      if (hi < lo || hi > 63) fail("bad bit range in field '" + f.name + "'");
      f.parts.push_back({static_cast<uint8_t>(lo), static_cast<uint8_t>(hi - lo + 1)});
      f.width += hi - lo + 1;
    }
    if (f.parts.empty()) fail("field '" + f.name + "' has no bits");
    return f;
  }

 private:
  const std::string& file_;
  unsigned line_;
};

std::vector<std::string_view> tokenize(std::string_view line) {
  std::vector<std::string_view> toks;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    if (i >= line.size() || line[i] == '#') break;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
    toks.push_back(line.substr(i, j - i));
    i = j;
  }
  return toks;
}

// One non-empty line of a description file.
struct Stmt {
  std::vector<std::string_view> t;
  const std::string* file;
  unsigned line;
};

std::vector<Stmt> splitStatements(std::string_view text, const std::string& file) {
  std::vector<Stmt> out;
  unsigned lineNo = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++lineNo;
    auto t = tokenize(line);
    if (!t.empty()) out.push_back({std::move(t), &file, lineNo});
  }
  return out;
}

// `KEY=VALUE` tokens of an inst row that are flags rather than fixed fields.
constexpr std::string_view kValueFlags[] = {"mods", "immfmt", "opsel_len", "opsel_drop", "neglist", "negmask", "absmask", "dppctrls", "dppsext", "sem"};

bool isValueFlag(std::string_view tok) {
  for (auto k : kValueFlags)
    if (tok.size() > k.size() && tok.starts_with(k) && tok[k.size()] == '=') return true;
  return false;
}

// A fixed field of an inst row: FIELD=VALUE (an operand is field:kind:type, and may
// not contain '=' before its first ':'). FIELD?=VALUE is a filled field: not part of the
// row's identity.
bool isFixedField(std::string_view tok) {
  auto eq = tok.find('=');
  auto c = tok.find(':');
  return eq != std::string_view::npos && (c == std::string_view::npos || eq < c) && !isValueFlag(tok) &&
         !(eq > 0 && tok[eq - 1] == '?');
}

// How many arguments after the keyword identify a line when a delta description
// replaces or drops it (inst rows are identified by mnemonic, format and fixed fields).
int keyArity(std::string_view kw) {
  static constexpr std::pair<std::string_view, int> kArity[] = {
      {"gen", 0},     {"attr", 1},   {"reg", 1},     {"alias", 1},   {"const", 1},   {"iconst", 1},
      {"format", 1},  {"hwreg", 1},  {"sendmsg", 1}, {"sysmsg", 2},  {"gpridx", 1},  {"waitcnt", 1},  {"counter", 1},
      {"depctr", 1},  {"dppctrl", 1}, {"sdwasel", 1}, {"dstunused", 1}, {"inst", 2},  {"counts", 2},
      {"bufdfmt", 1}, {"bufnfmt", 1}, {"bufufmt", 1},
      {"dual", 1},    {"delayalu", 1}};
  for (const auto& [k, n] : kArity)
    if (k == kw) return n;
  return -1;
}

std::string instKey(std::string_view mnemonic, std::string_view format, std::vector<std::string_view> fixed) {
  std::sort(fixed.begin(), fixed.end());
  std::string k = "inst " + std::string(mnemonic) + " " + std::string(format);
  for (auto f : fixed) k += " " + std::string(f);
  return k;
}

std::string stmtKey(const Stmt& s) {
  if (s.t[0] == "props") {  // applied in order, so a delta's props lines come after the base's
    std::string k;
    for (auto tok : s.t) k += std::string(tok) + " ";
    return k;
  }
  int n = keyArity(s.t[0]);
  if (n < 0 || s.t.size() < static_cast<size_t>(n) + 1) return "";
  if (s.t[0] == "inst") {
    std::vector<std::string_view> fixed;
    for (size_t i = 3; i < s.t.size(); ++i)
      if (isFixedField(s.t[i])) fixed.push_back(s.t[i]);
    return instKey(s.t[1], s.t[2], fixed);
  }
  std::string k(s.t[0]);
  for (int i = 1; i <= n; ++i) k += " " + std::string(s.t[i]);
  return k;
}

[[noreturn]] void failAt(const Stmt& s, const std::string& msg) { throw Error(SourceLoc{*s.file, s.line, 0}, msg); }

// Applies the lines of a delta description (after its `gen` and `base` lines) to the
// statements of its base: a line with the key of a base line replaces it in place, a new
// line goes after the last base line of its kind (inst rows: of its format), and `drop`
// removes lines.
void mergeDelta(std::vector<Stmt>& merged, const std::vector<Stmt>& delta) {
  std::vector<std::string> keys;
  for (const auto& s : merged) keys.push_back(stmtKey(s));
  for (const auto& d : delta) {
    std::string_view kw = d.t[0];
    if (kw == "drop") {
      if (d.t.size() < 3) failAt(d, "'drop' needs a mnemonic and a format, or a keyword and its key");
      size_t removed = 0;
      bool table = (keyArity(d.t[1]) > 0 || d.t[1] == "props") && d.t[1] != "inst";
      // drop KEYWORD KEY...: that table line (`drop props PATTERN... : KEY=VALUE...`: that whole
      // props line, e.g. one naming a row the delta drops); drop MNEMONIC FORMAT FIELD=VALUE...:
      // the row with exactly those fixed fields; drop MNEMONIC FORMAT: every row of the
      // mnemonic in that format.
      std::string key = table ? stmtKey(Stmt{{d.t.begin() + 1, d.t.end()}, d.file, d.line})
                              : instKey(d.t[1], d.t[2], {d.t.begin() + 3, d.t.end()});
      for (size_t i = merged.size(); i-- > 0;) {
        const Stmt& s = merged[i];
        bool hit = d.t.size() > 3 || table ? keys[i] == key
                                           : s.t[0] == "inst" && s.t.size() >= 3 && s.t[1] == d.t[1] && s.t[2] == d.t[2];
        if (hit) {
          merged.erase(merged.begin() + static_cast<std::ptrdiff_t>(i));
          keys.erase(keys.begin() + static_cast<std::ptrdiff_t>(i));
          ++removed;
        }
      }
      if (!removed) failAt(d, "'drop' matches nothing in the base description");
      continue;
    }
    if (kw == "gen" || kw == "base") failAt(d, "'" + std::string(kw) + "' must be the first lines of the file");
    std::string key = stmtKey(d);
    if (key.empty()) failAt(d, "unknown keyword '" + std::string(kw) + "' (or missing arguments)");
    auto it = std::find(keys.begin(), keys.end(), key);
    if (it != keys.end()) {
      size_t at = static_cast<size_t>(it - keys.begin());
      merged[at] = d;
      for (size_t i = merged.size(); i-- > at + 1;)
        if (keys[i] == key) {
          merged.erase(merged.begin() + static_cast<std::ptrdiff_t>(i));
          keys.erase(keys.begin() + static_cast<std::ptrdiff_t>(i));
        }
      continue;
    }
    size_t after = merged.size(), sameKw = merged.size();
    for (size_t i = 0; i < merged.size(); ++i) {
      if (merged[i].t[0] != kw) continue;
      sameKw = i;
      if (kw != "inst" || (merged[i].t.size() > 2 && d.t.size() > 2 && merged[i].t[2] == d.t[2])) after = i;
    }
    if (after == merged.size()) after = sameKw;
    size_t at = after == merged.size() ? merged.size() : after + 1;
    merged.insert(merged.begin() + static_cast<std::ptrdiff_t>(at), d);
    keys.insert(keys.begin() + static_cast<std::ptrdiff_t>(at), key);
  }
}

std::optional<std::string_view> embeddedText(std::string_view name) {
  for (const auto& e : kEmbedded)
    if (e.name == name) return *e.text;
  return std::nullopt;
}

// The statements of a description, with its base (`base NAME` right after `gen`) merged in.
std::vector<Stmt> loadStatements(std::string_view text, const std::string& fileName, std::list<std::string>& files,
                                 std::string* baseName, int depth = 0) {
  std::vector<Stmt> own = splitStatements(text, fileName);
  if (own.size() < 2 || own[0].t[0] != "gen" || own[1].t[0] != "base") return own;
  const Stmt& b = own[1];
  if (b.t.size() != 2) failAt(b, "'base' needs one argument, the name of the base description");
  if (depth > 4) failAt(b, "'base' chain too long");
  auto baseText = embeddedText(b.t[1]);
  if (!baseText) failAt(b, "unknown base description '" + std::string(b.t[1]) + "'");
  files.push_back(std::string(b.t[1]) + ".isa");
  std::vector<Stmt> merged = loadStatements(*baseText, files.back(), files, nullptr, depth + 1);
  if (merged.empty() || merged[0].t[0] != "gen") failAt(b, "base description has no 'gen' line");
  if (baseName) *baseName = std::string(b.t[1]);
  merged[0] = own[0];  // the delta's own generation name
  mergeDelta(merged, std::vector<Stmt>(own.begin() + 2, own.end()));
  return merged;
}

// Applies the `props` lines in order (a later line overrides the properties it names), then
// checks that every row has a unit and an op.
void applyProps(Description& d, const std::vector<Stmt>& lines) {
  for (const Stmt& st : lines) {
    LineParser lp(*st.file, st.line);
    size_t colon = 1;
    while (colon < st.t.size() && st.t[colon] != ":") ++colon;
    if (colon == 1 || colon + 1 >= st.t.size()) lp.fail("'props' needs patterns, ':' and KEY=VALUE properties");
    std::vector<Inst*> rows;
    for (size_t i = 1; i < colon; ++i) {
      std::string_view pat = st.t[i];
      size_t before = rows.size();
      const Format* f = d.format(pat);
      for (const auto& in : d.insts)
        if (f ? in->format == f : globMatch(pat, in->mnemonic) || globMatch(pat, in->semantic)) rows.push_back(in.get());
      if (rows.size() == before) lp.fail("'props' pattern '" + std::string(pat) + "' matches no row");
    }
    for (size_t i = colon + 1; i < st.t.size(); ++i) {
      std::string_view kv = st.t[i];
      size_t eq = kv.find('=');
      if (eq == std::string_view::npos) lp.fail("'props' expects KEY=VALUE, not '" + std::string(kv) + "'");
      for (Inst* r : rows)
        if (std::string e = setProperty(r->props, kv.substr(0, eq), kv.substr(eq + 1)); !e.empty()) lp.fail(e);
    }
  }
  for (const auto& in : d.insts) {
    if (in->props.op == InstOp::WaitcntOne && in->props.waits.empty())
      throw Error(d.gen + ".isa:" + std::to_string(in->line) + ": error: row '" + in->mnemonic +
                  "' has op=waitcnt_one but no waits=COUNTER");
    if (in->props.waits.empty()) continue;
    int k = d.counterIndex(in->props.waits);
    if (k < 0)
      throw Error(d.gen + ".isa:" + std::to_string(in->line) + ": error: row '" + in->mnemonic + "' waits on '" +
                  in->props.waits + "', which no 'counter' line declares");
    in->props.waitsCounter = static_cast<uint8_t>(k);
    if (in->props.op == InstOp::WaitcntOne && !d.counters[static_cast<size_t>(k)].waitOne)
      d.counters[static_cast<size_t>(k)].waitOne = in.get();
  }
  for (const auto& in : d.insts) {
    if (!in->props.hasUnit || !in->props.hasOp)
      throw Error(d.gen + ".isa:" + std::to_string(in->line) + ": error: row '" + in->mnemonic + "' (" + in->format->name +
                  ") has no " + (in->props.hasUnit ? "op" : "unit") + " property: give it one in a 'props' line");
    if (in->props.unit == IssueUnit::Lds && !in->props.accessBytes)
      throw Error(d.gen + ".isa:" + std::to_string(in->line) + ": error: LDS row '" + in->mnemonic +
                  "' has no access_bytes property: give it one in a 'props' line");
    if (in->props.unit == IssueUnit::Matrix && !in->props.cycles)
      throw Error(d.gen + ".isa:" + std::to_string(in->line) + ": error: matrix row '" + in->mnemonic +
                  "' has no cycles property: give it one in a 'props' line");
  }
}

}  // namespace

std::unique_ptr<Description> Description::parse(std::string_view text, const std::string& fileName) {
  auto d = std::make_unique<Description>();
  std::list<std::string> files;
  std::vector<Stmt> stmts = loadStatements(text, fileName, files, &d->base);
  std::vector<Stmt> propsLines;  // applied once every row is known
  for (const Stmt& st : stmts) {
    const auto& t = st.t;
    const unsigned lineNo = st.line;
    LineParser lp(*st.file, lineNo);
    auto need = [&](size_t n) {
      if (t.size() < n) lp.fail("'" + std::string(t[0]) + "' needs " + std::to_string(n - 1) + " arguments");
    };
    std::string_view kw = t[0];
    if (kw == "gen") {
      need(2);
      d->gen = std::string(t[1]);
    } else if (kw == "attr") {
      need(3);
      d->attrs[std::string(t[1])] = std::string(t[2]);
    } else if (kw == "reg") {
      need(3);
      NamedReg r{std::string(t[1]), static_cast<unsigned>(lp.number(t[2])), 0, 1};
      for (size_t i = 3; i < t.size(); ++i) {
        if (t[i].starts_with("@")) r.width = static_cast<unsigned>(lp.number(t[i].substr(1)));
        else r.count = static_cast<unsigned>(lp.number(t[i]));
      }
      d->regs.push_back(std::move(r));
    } else if (kw == "alias") {
      need(3);
      d->aliases.emplace_back(std::string(t[1]), std::string(t[2]));
    } else if (kw == "const") {
      need(3);
      d->consts.push_back({std::string(t[1]), static_cast<unsigned>(lp.number(t[2]))});
    } else if (kw == "iconst") {
      need(4);
      d->iconsts.push_back({lp.signedNumber(t[1]), lp.signedNumber(t[2]), static_cast<unsigned>(lp.number(t[3]))});
    } else if (kw == "format") {
      need(5);
      auto f = std::make_unique<Format>();
      f->name = std::string(t[1]);
      f->size = static_cast<unsigned>(lp.number(t[2]));
      f->match = lp.number(t[3]);
      f->mask = lp.number(t[4]);
      f->extension = f->mask == 0;
      for (size_t i = 5; i < t.size(); ++i) f->fields.push_back(lp.field(t[i]));
      if (d->format(f->name)) lp.fail("duplicate format '" + f->name + "'");
      d->formats.push_back(std::move(f));
    } else if (kw == "inst") {
      need(4);
      auto in = std::make_unique<Inst>();
      in->line = lineNo;
      in->mnemonic = std::string(t[1]);
      in->format = d->format(t[2]);
      if (!in->format) lp.fail("unknown format '" + std::string(t[2]) + "'");
      in->opcode = static_cast<uint32_t>(lp.number(t[3]));
      for (size_t i = 4; i < t.size(); ++i) {
        std::string_view tok = t[i];
        auto c1 = tok.find(':');
        auto eq = tok.find('=');
        if (c1 != std::string_view::npos && (eq == std::string_view::npos || c1 < eq)) {
          // field:kind:type
          auto c2 = tok.find(':', c1 + 1);
          std::string_view fname = tok.substr(0, c1);
          std::string_view kname = tok.substr(c1 + 1, c2 == std::string_view::npos ? std::string_view::npos : c2 - c1 - 1);
          std::string_view tname = c2 == std::string_view::npos ? std::string_view("b32") : tok.substr(c2 + 1);
          std::string_view accname;  // field:kind:type:ACC -- the field that selects AGPRs
          if (auto c3 = tname.find(':'); c3 != std::string_view::npos) {
            accname = tname.substr(c3 + 1);
            tname = tname.substr(0, c3);
          }
          Operand op;
          if (!accname.empty()) {
            op.acc = in->format->field(accname);
            if (!op.acc) lp.fail("format " + in->format->name + " has no field '" + std::string(accname) + "'");
          }
          if (fname != "-" && fname != "lit") {
            op.field = in->format->field(fname);
            // DPP/SDWA operands may live in extension formats; look there too.
            if (!op.field)
              for (const auto& f : d->formats)
                if (f->extension && (op.field = f->field(fname))) break;
            if (!op.field) lp.fail("format " + in->format->name + " has no field '" + std::string(fname) + "'");
          }
          bool found = false;
          for (const auto& k : kKinds)
            if (k.name == kname) { op.kind = k.kind; found = true; }
          if (!found) lp.fail("unknown operand kind '" + std::string(kname) + "'");
          found = false;
          for (const auto& ty : kTypes)
            if (ty.name == tname) { op.type = ty.type; found = true; }
          if (!found) lp.fail("unknown operand type '" + std::string(tname) + "'");
          in->ops.push_back(op);
        } else if (tok.starts_with("mods=")) {
          std::string_view list = tok.substr(5);
          while (!list.empty()) {
            auto comma = list.find(',');
            in->mods.emplace_back(list.substr(0, comma));
            list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
          }
        } else if (tok.starts_with("negmask=") || tok.starts_with("absmask=")) {
          unsigned m = static_cast<unsigned>(lp.number(tok.substr(8)));
          (tok[0] == 'n' ? in->negMask : in->absMask) = m;
        } else if (tok.starts_with("opsel_len=")) {
          uint64_t n = lp.number(tok.substr(10));
          if (n < 1 || n > 4) lp.fail("opsel_len must be 1 to 4");
          in->opselLen = static_cast<unsigned>(n);
          in->flags.emplace_back(tok);
        } else if (tok.starts_with("opsel_drop=")) {
          in->opselDrop = static_cast<unsigned>(lp.number(tok.substr(11)));
          in->flags.emplace_back(tok);
        } else if (tok.starts_with("neglist=")) {
          std::string_view fname = tok.substr(8);
          in->negList = in->format->field(fname);
          if (!in->negList) lp.fail("format " + in->format->name + " has no field '" + std::string(fname) + "' (neglist)");
          in->flags.emplace_back(tok);
        } else if (tok.starts_with("dppsext=")) {
          in->dppSextMask = static_cast<unsigned>(lp.number(tok.substr(8)));
          if (in->dppSextMask > 3) lp.fail("dppsext names sources 0 and 1 only");
          in->flags.emplace_back(tok);
        } else if (tok.starts_with("sem=")) {
          in->semantic = std::string(tok.substr(4));
          in->flags.emplace_back(tok);
        } else if (isValueFlag(tok)) {
          in->flags.emplace_back(tok);  // printing hints (immfmt=, opsel_len=), allowed DPP controls
        } else if (eq != std::string_view::npos) {
          const bool filled = eq > 0 && tok[eq - 1] == '?';  // FIELD?=VALUE
          std::string_view name = tok.substr(0, filled ? eq - 1 : eq);
          const Field* f = in->format->field(name);
          if (!f) lp.fail("format " + in->format->name + " has no field '" + std::string(name) + "'");
          (filled ? in->filled : in->fixed).emplace_back(f, lp.number(tok.substr(eq + 1)));
        } else {
          in->flags.emplace_back(tok);
        }
      }
      if (in->opselDrop && (!in->opselLen || in->opselDrop >> in->opselLen))
        lp.fail("opsel_drop names elements of the op_sel list: it needs opsel_len, and bits below it");
      if (in->negList) {
        if (!in->acceptsMod("neg")) lp.fail("neglist needs `neg` in mods");
        in->negMask = in->absMask = 0;  // no operand takes -x or |x|
      }
      if (in->semantic.empty()) in->semantic = in->mnemonic;
      d->insts.push_back(std::move(in));
    } else if (kw == "hwreg" || kw == "sendmsg" || kw == "sdwasel" || kw == "dstunused" || kw == "bufdfmt" ||
               kw == "bufnfmt" || kw == "bufufmt") {
      need(3);
      auto& vec = kw == "hwreg"     ? d->hwregs
                  : kw == "sendmsg" ? d->sendmsgs
                  : kw == "sdwasel" ? d->sdwasels
                  : kw == "bufdfmt" ? d->bufDfmts
                  : kw == "bufnfmt" ? d->bufNfmts
                  : kw == "bufufmt" ? d->bufUfmts
                                    : d->dstunused;
      vec.push_back({std::string(t[1]), lp.number(t[2]), ""});
    } else if (kw == "sysmsg") {
      need(4);
      d->sysmsgs.push_back({std::string(t[2]), lp.number(t[3]), std::string(t[1])});
    } else if (kw == "gpridx") {
      need(3);
      d->gpridx.push_back({std::string(t[1]), lp.number(t[2]), ""});
    } else if (kw == "counter") {
      need(2);
      if (d->counterIndex(t[1]) >= 0) lp.fail("counter '" + std::string(t[1]) + "' is declared twice");
      if (d->counters.size() == kMaxCounters) lp.fail("more than " + std::to_string(kMaxCounters) + " counters");
      WaitCounter c;
      c.name = std::string(t[1]);
      if (t.size() > 2) {
        c.max = static_cast<uint32_t>(lp.number(t[2]));
        if (c.max == 0) lp.fail("counter '" + c.name + "' needs a largest count above 0");
      }
      d->counters.push_back(std::move(c));
    } else if (kw == "waitcnt" || kw == "depctr") {
      need(3);
      auto f = std::make_unique<Field>(lp.field(std::string(t[1]) + "=" + std::string(t[2])));
      if (kw == "waitcnt") {
        int k = d->counterIndex(t[1]);
        if (k < 0) lp.fail("'waitcnt' names counter '" + std::string(t[1]) + "', which no 'counter' line above declares");
        WaitCounter& c = d->counters[static_cast<size_t>(k)];
        if (c.max && c.max != f->maxValue())
          lp.fail("counter '" + c.name + "' is declared with largest count " + std::to_string(c.max) + ", but its field holds " +
                  std::to_string(f->maxValue()));
        c.field = f.get();
        c.max = static_cast<uint32_t>(f->maxValue());
      }
      (kw == "waitcnt" ? d->waitcnts : d->depctrs).emplace_back(std::string(t[1]), f.get());
      d->waitcntFields.push_back(std::move(f));
    } else if (kw == "counts") {
      need(4);
      static const std::pair<std::string_view, CountedEvent> kEvents[] = {
          {"vmem_load", CountedEvent::VmemLoad},     {"vmem_store", CountedEvent::VmemStore},
          {"vmem_atomic_ret", CountedEvent::VmemAtomicRet}, {"vmem_atomic", CountedEvent::VmemAtomic},
          {"flat", CountedEvent::Flat},              {"lds", CountedEvent::Lds},
          {"smem", CountedEvent::Smem},              {"gds", CountedEvent::Gds},
          {"sendmsg", CountedEvent::SendMsg},        {"export", CountedEvent::Export}};
      const CountedEvent* ev = nullptr;
      for (const auto& [n, e] : kEvents)
        if (n == t[1]) ev = &e;
      if (!ev) lp.fail("unknown counted event '" + std::string(t[1]) + "'");
      if (t[3] != "inorder" && t[3] != "anyorder") lp.fail("expected 'inorder' or 'anyorder', not '" + std::string(t[3]) + "'");
      int k = d->counterIndex(t[2]);
      if (k < 0) lp.fail("'counts' names counter '" + std::string(t[2]) + "', which no 'counter' line above declares");
      d->counts.push_back({*ev, static_cast<unsigned>(k), t[3] == "inorder"});
    } else if (kw == "dual") {
      need(3);
      const Format* a = d->format(t[1]);
      const Format* b = d->format(t[2]);
      if (!a || !b) lp.fail("'dual' names an unknown format");
      if (a->match != b->match || a->mask != b->mask) lp.fail("'dual' formats must share MATCH/MASK");
      d->duals.emplace_back(a, b);
    } else if (kw == "delayalu") {
      need(4);
      auto f = std::make_unique<Field>(lp.field(std::string(t[1]) + "=" + std::string(t[2])));
      DelayAluField daf{std::string(t[1]), f.get(), {}};
      std::string_view list = t[3];
      while (!list.empty()) {
        auto comma = list.find(',');
        std::string_view item = list.substr(0, comma);
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
        auto eq = item.find('=');
        if (eq == std::string_view::npos) lp.fail("'delayalu' values are NAME=VALUE");
        daf.values.emplace_back(std::string(item.substr(0, eq)), lp.number(item.substr(eq + 1)));
      }
      d->delayAlu.push_back(std::move(daf));
      d->waitcntFields.push_back(std::move(f));
    } else if (kw == "props") {
      propsLines.push_back(st);
    } else if (kw == "dppctrl") {
      need(5);
      d->dppctrls.push_back({std::string(t[1]), static_cast<unsigned>(lp.number(t[2])),
                             static_cast<unsigned>(lp.number(t[3])), static_cast<unsigned>(lp.number(t[4]))});
    } else {
      lp.fail("unknown keyword '" + std::string(kw) + "'");
    }
  }
  if (d->gen.empty()) throw Error(fileName + ": error: missing 'gen' line");
  for (const WaitCounter& c : d->counters)
    if (!c.max)
      throw Error(fileName + ": error: counter '" + c.name + "' has no 'waitcnt' field, so its 'counter' line must give its largest count");
  applyProps(*d, propsLines);
  d->index();
  return d;
}

void Description::index() {
  // Every name that means a register, resolved once (the assembler looks up each operand's).
  for (const auto& r : regs)
    if (r.count == 0) namedRegs_.emplace(r.name, resolveNamedReg(r.name));
  for (const auto& a : aliases) namedRegs_.insert_or_assign(a.first, resolveNamedReg(a.first));
  for (const auto& in : insts) {
    if (in->props.op == InstOp::Waitcnt && !waitcntRow_) waitcntRow_ = in.get();
    byMnemonic_[in->mnemonic].push_back(in.get());
    byOpcode_[{in->format, in->opcode}].push_back(in.get());
    for (const auto& m : in->mods) modifiers_.insert(m);
  }
  for (const auto& in : insts) {
    bool dual = false;
    for (const auto& [a, b] : duals) dual |= in->format == a || in->format == b;
    if (in->semantic != in->mnemonic && !dual) byOldName_[in->semantic].push_back(in.get());
  }
  for (const auto& f : formats) {
    bool second = false;  // the second half of a dual encoding is never decoded on its own
    for (const auto& [a, b] : duals)
      if (b == f.get()) second = true;
    if (!f->extension && !second) decodeOrder_.push_back(f.get());
  }
  std::stable_sort(decodeOrder_.begin(), decodeOrder_.end(),
                   [](const Format* a, const Format* b) { return std::popcount(a->mask) > std::popcount(b->mask); });
}

int64_t Description::attr(std::string_view key) const {
  auto it = attrs.find(key);
  if (it == attrs.end()) throw Error(gen + ".isa: error: missing 'attr " + std::string(key) + "'");
  return std::stoll(it->second, nullptr, 0);
}

int64_t Description::attr(std::string_view key, int64_t def) const {
  auto it = attrs.find(key);
  if (it == attrs.end()) return def;
  return std::stoll(it->second, nullptr, 0);
}

bool Description::isScratch(const Inst& row) const {
  int64_t seg = attr("seg_scratch", -1);
  for (const auto& [f, v] : row.fixed)
    if (f->name == "seg" && static_cast<int64_t>(v) == seg) return true;
  return false;
}

bool Description::isDppControl(std::string_view name) const {
  for (const auto& c : dppctrls) {
    std::string_view n = c.name;
    if (n == name || n.substr(0, n.find(':')) == name) return true;
  }
  return false;
}

bool Description::isModifier(std::string_view name) const {
  return modifiers_.find(name) != modifiers_.end() || isDppControl(name);
}

int Description::counterIndex(std::string_view name) const {
  for (size_t k = 0; k < counters.size(); ++k)
    if (counters[k].name == name) return static_cast<int>(k);
  return -1;
}

const Format* Description::format(std::string_view name) const {
  for (const auto& f : formats)
    if (f->name == name) return f.get();
  return nullptr;
}

const std::vector<const Inst*>& Description::byMnemonic(std::string_view mnemonic) const {
  static const std::vector<const Inst*> none;
  auto it = byMnemonic_.find(mnemonic);
  return it == byMnemonic_.end() ? none : it->second;
}

std::string_view Description::withoutEncodingSuffix(std::string_view written, std::string_view* suffix) const {
  auto known = [&](std::string_view m) { return byMnemonic_.count(m) || byOldName_.count(m); };
  for (std::string_view suf : {"_e32", "_e64", "_dpp", "_sdwa"})
    if (written.size() > suf.size() && written.ends_with(suf) && !known(written)) {
      if (suffix) *suffix = suf;
      return written.substr(0, written.size() - suf.size());
    }
  if (suffix) *suffix = {};
  return written;
}

const Inst* Description::rowOf(std::string_view written) const {
  std::string_view base = withoutEncodingSuffix(written);
  if (auto it = byMnemonic_.find(base); it != byMnemonic_.end()) return it->second.front();
  if (auto it = byOldName_.find(base); it != byOldName_.end()) return it->second.front();
  return nullptr;
}

const std::vector<const Inst*>& Description::byOldName(std::string_view mnemonic) const {
  static const std::vector<const Inst*> none;
  auto it = byOldName_.find(mnemonic);
  return it == byOldName_.end() ? none : it->second;
}

const Format* Description::matchFormat(uint64_t word) const {
  for (const Format* f : decodeOrder_) {
    // A format's mask may cover the second dword (e.g. fixed bits there); only the
    // first dword is known for 4-byte candidates, which is fine: masks of 4-byte
    // formats only cover bits 0-31.
    if ((word & f->mask) == f->match) return f;
  }
  return nullptr;
}

const Inst* Description::decode(uint64_t word) const {
  for (const Format* f : decodeOrder_) {
    uint64_t w = f->size == 4 ? (word & 0xffffffffull) : word;
    if ((w & f->mask) != f->match) continue;
    if (const Inst* in = findInst(f, static_cast<uint32_t>(f->field("op")->extract(w)), w)) return in;
  }
  return nullptr;
}

const Inst* Description::findInst(const Format* f, uint32_t opcode, uint64_t word) const {
  auto it = byOpcode_.find({f, opcode});
  if (it == byOpcode_.end()) return nullptr;
  // The most specific row wins: a returning atomic (glc=1 fixed) over the plain one.
  const Inst* best = nullptr;
  for (const Inst* in : it->second) {
    bool ok = true;
    for (const auto& [field, value] : in->fixed)
      if (field->extract(word) != value) ok = false;
    if (ok && (!best || in->fixed.size() > best->fixed.size())) best = in;
  }
  return best;
}

const Format* Description::dualSecond(const Format* first) const {
  for (const auto& [a, b] : duals)
    if (a == first) return b;
  return nullptr;
}

const Inst* Description::secondHalf(const Inst& first, uint64_t word) const {
  const Format* b = dualSecond(first.format);
  return b ? findInst(b, static_cast<uint32_t>(b->field("op")->extract(word)), word) : nullptr;
}

const NamedReg* Description::namedReg(std::string_view name) const {
  auto it = namedRegs_.find(name);
  return it == namedRegs_.end() ? nullptr : it->second;
}

// The register a name means: after the aliases (in file order), a single named register.
const NamedReg* Description::resolveNamedReg(std::string_view name) const {
  for (const auto& [alias, canon] : aliases)
    if (alias == name) name = canon;
  for (const auto& r : regs)
    if (r.count == 0 && r.name == name) return &r;
  return nullptr;
}

std::optional<unsigned> Description::regNumber(std::string_view name) const {
  if (const NamedReg* r = namedReg(name)) return r->number;
  return std::nullopt;
}

const std::vector<std::string_view>& descriptionNames() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> v;
    for (const auto& e : kEmbedded) v.push_back(e.name);
    return v;
  }();
  return names;
}

const Description& description(std::string_view isaName) {
  static std::once_flag once[std::size(kEmbedded)];
  static std::unique_ptr<Description> parsed[std::size(kEmbedded)];
  for (size_t i = 0; i < std::size(kEmbedded); ++i) {
    if (kEmbedded[i].name != isaName) continue;
    std::call_once(once[i], [&] { parsed[i] = Description::parse(*kEmbedded[i].text, std::string(isaName) + ".isa"); });
    return *parsed[i];
  }
  throw Error("no ISA description named '" + std::string(isaName) + "'");
}

}  // namespace gfxsim::isa
