#include "isa/description.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <mutex>
#include <sstream>

#include "support/error.h"

namespace gfxsim::isa {

namespace embedded {
extern const std::string_view gfx9;
extern const std::string_view gfx10;
}  // namespace embedded

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
    {"none", OpType::None, 0, 0, false},
};

struct KindName { std::string_view name; OpKind kind; };
constexpr KindName kKinds[] = {
    {"v", OpKind::V},           {"a", OpKind::A},           {"av", OpKind::AV},
    {"s", OpKind::S},           {"ssrc", OpKind::SSrc},     {"src", OpKind::Src},
    {"vcc", OpKind::Vcc},       {"imm", OpKind::Imm},       {"label", OpKind::Label},
    {"smemoff", OpKind::SmemOff}, {"mubufaddr", OpKind::MubufAddr},
    {"flataddr", OpKind::FlatAddr}, {"saddr", OpKind::SAddr}, {"waitcnt", OpKind::Waitcnt},
    {"hwreg", OpKind::Hwreg},   {"sendmsg", OpKind::Sendmsg}, {"gpridx", OpKind::GprIdx},
    {"depctr", OpKind::DepCtr},
};

const TypeName& typeInfo(OpType t) {
  for (const auto& n : kTypes)
    if (n.type == t) return n;
  return kTypes[std::size(kTypes) - 1];
}

}  // namespace

unsigned typeDwords(OpType t, bool wave64) {
  if (t == OpType::LaneMask) return wave64 ? 2 : 1;
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

}  // namespace

std::unique_ptr<Description> Description::parse(std::string_view text, const std::string& fileName) {
  auto d = std::make_unique<Description>();
  unsigned lineNo = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++lineNo;
    auto t = tokenize(line);
    if (t.empty()) continue;
    LineParser lp(fileName, lineNo);
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
          Operand op;
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
        } else if (tok.starts_with("immfmt=") || tok.starts_with("opsel_len=")) {
          in->flags.emplace_back(tok);  // printing hints
        } else if (tok.starts_with("negmask=") || tok.starts_with("absmask=")) {
          unsigned m = static_cast<unsigned>(lp.number(tok.substr(8)));
          (tok[0] == 'n' ? in->negMask : in->absMask) = m;
        } else if (eq != std::string_view::npos) {
          const Field* f = in->format->field(tok.substr(0, eq));
          if (!f) lp.fail("format " + in->format->name + " has no field '" + std::string(tok.substr(0, eq)) + "'");
          in->fixed.emplace_back(f, lp.number(tok.substr(eq + 1)));
        } else {
          in->flags.emplace_back(tok);
        }
      }
      d->insts.push_back(std::move(in));
    } else if (kw == "hwreg" || kw == "sendmsg" || kw == "sdwasel" || kw == "dstunused") {
      need(3);
      auto& vec = kw == "hwreg" ? d->hwregs : kw == "sendmsg" ? d->sendmsgs : kw == "sdwasel" ? d->sdwasels : d->dstunused;
      vec.push_back({std::string(t[1]), lp.number(t[2]), ""});
    } else if (kw == "sysmsg") {
      need(4);
      d->sysmsgs.push_back({std::string(t[2]), lp.number(t[3]), std::string(t[1])});
    } else if (kw == "gpridx") {
      need(3);
      d->gpridx.push_back({std::string(t[1]), lp.number(t[2]), ""});
    } else if (kw == "waitcnt" || kw == "depctr") {
      need(3);
      auto f = std::make_unique<Field>(lp.field(std::string(t[1]) + "=" + std::string(t[2])));
      (kw == "waitcnt" ? d->waitcnts : d->depctrs).emplace_back(std::string(t[1]), f.get());
      d->waitcntFields.push_back(std::move(f));
    } else if (kw == "dppctrl") {
      need(5);
      d->dppctrls.push_back({std::string(t[1]), static_cast<unsigned>(lp.number(t[2])),
                             static_cast<unsigned>(lp.number(t[3])), static_cast<unsigned>(lp.number(t[4]))});
    } else {
      lp.fail("unknown keyword '" + std::string(kw) + "'");
    }
  }
  if (d->gen.empty()) throw Error(fileName + ": error: missing 'gen' line");
  d->index();
  return d;
}

void Description::index() {
  for (const auto& in : insts) {
    byMnemonic_[in->mnemonic].push_back(in.get());
    byOpcode_[{in->format, in->opcode}].push_back(in.get());
  }
  for (const auto& f : formats)
    if (!f->extension) decodeOrder_.push_back(f.get());
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

const Format* Description::format(std::string_view name) const {
  for (const auto& f : formats)
    if (f->name == name) return f.get();
  return nullptr;
}

const std::vector<const Inst*>& Description::byMnemonic(std::string_view mnemonic) const {
  static const std::vector<const Inst*> none;
  auto it = byMnemonic_.find(std::string(mnemonic));
  return it == byMnemonic_.end() ? none : it->second;
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

const NamedReg* Description::namedReg(std::string_view name) const {
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

const Description& description(std::string_view isaName) {
  struct Entry { std::string_view name; const std::string_view* text; };
  static const Entry entries[] = {{"gfx9", &embedded::gfx9}, {"gfx10", &embedded::gfx10}};
  static std::once_flag once[std::size(entries)];
  static std::unique_ptr<Description> parsed[std::size(entries)];
  for (size_t i = 0; i < std::size(entries); ++i) {
    if (entries[i].name != isaName) continue;
    std::call_once(once[i], [&] { parsed[i] = Description::parse(*entries[i].text, std::string(isaName) + ".isa"); });
    return *parsed[i];
  }
  throw Error("no ISA description named '" + std::string(isaName) + "'");
}

}  // namespace gfxsim::isa
