#include "memmodel/memmodel.h"

#include <algorithm>
#include <array>
#include <sstream>
#include <stdexcept>

#include "isa/description.h"
#include "isa/target.h"

namespace gfxsim::memmodel {

namespace embedded {
extern const std::string_view gfx9;
extern const std::string_view gfx90a;
extern const std::string_view gfx10;
extern const std::string_view gfx942;
}  // namespace embedded

namespace {

// The ISA description of a target a table names (checked when the table is parsed).
const isa::Description& descriptionOf(const std::string& target) {
  const isa::TargetInfo* t = isa::findTarget(target);
  if (!t) throw std::runtime_error("memory model: unknown target '" + target + "'");
  return isa::description(t->isaFile);
}

constexpr std::array<std::string_view, 5> kOps{"load", "store", "rmw", "cmpxchg", "fence"};
constexpr std::array<std::string_view, 5> kOrders{"monotonic", "acquire", "release", "acq_rel", "seq_cst"};
constexpr std::array<std::string_view, 5> kScopes{"singlethread", "wavefront", "workgroup", "agent", "system"};
constexpr std::array<std::string_view, 5> kScopeShort{"st", "wf", "wg", "ag", "sy"};
constexpr std::array<std::string_view, 4> kSpaces{"global", "local", "generic", "-"};
constexpr std::array<std::string_view, 6> kMaint{"buffer_wbinvl1_vol", "buffer_gl0_inv", "buffer_gl1_inv",
                                                 "buffer_wbl2", "buffer_invl2", "buffer_inv"};
constexpr std::array<std::string_view, 6> kBits{"glc", "slc", "dlc", "sc0", "sc1", "nt"};

template <size_t N>
int indexOf(const std::array<std::string_view, N>& a, std::string_view s) {
  for (size_t i = 0; i < N; ++i)
    if (a[i] == s) return static_cast<int>(i);
  return -1;
}

std::vector<std::string> splitWs(std::string_view s) {
  std::vector<std::string> out;
  std::istringstream in{std::string(s)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::vector<std::string> splitComma(std::string_view s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (true) {
    size_t c = s.find(',', start);
    out.emplace_back(s.substr(start, c == std::string_view::npos ? std::string_view::npos : c - start));
    if (c == std::string_view::npos) break;
    start = c + 1;
  }
  return out;
}

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
}

[[noreturn]] void fail(const std::string& file, int line, const std::string& msg) {
  throw std::runtime_error(file + ":" + std::to_string(line) + ": " + msg);
}

// "name!cu!ocl" -> Item; each condition must be 'ocl', one of the family's modes or targets.
Table::Item parseItem(const std::string& tok, const std::vector<std::string>& known, const std::string& file,
                      int line) {
  Table::Item it;
  size_t bang = tok.find('!');
  it.name = tok.substr(0, bang);
  while (bang != std::string::npos) {
    size_t next = tok.find('!', bang + 1);
    std::string cond = tok.substr(bang + 1, next == std::string::npos ? std::string::npos : next - bang - 1);
    if (cond != "ocl" && std::find(known.begin(), known.end(), cond) == known.end())
      fail(file, line, "'!" + cond + "' used but '" + cond + "' is not 'ocl' or a mode or target of the family (in '" +
                           tok + "')");
    it.unless.push_back(cond);
    bang = next;
  }
  if (it.name.empty()) fail(file, line, "empty item in '" + tok + "'");
  return it;
}

template <size_t N>
uint8_t parseSet(const std::string& field, const std::array<std::string_view, N>& names, const char* what,
                 const std::string& file, int line) {
  uint8_t mask = 0;
  for (const std::string& s : splitComma(field)) {
    int i = indexOf(names, s);
    if (i < 0) fail(file, line, std::string("unknown ") + what + " '" + s + "'");
    if (mask & (1u << i)) fail(file, line, std::string("duplicate ") + what + " '" + s + "'");
    mask = static_cast<uint8_t>(mask | (1u << i));
  }
  return mask;
}

// A maintenance step must be an instruction of every target the row may emit it for (its
// '!<target>' conditions aside), accepting the step's scope bits (the description's `mods=`).
void checkMaintenance(const std::vector<std::string>& targets, const Table::StepSpec& s, const std::string& file,
                      int line) {
  for (const std::string& target : targets) {
    if (std::find(s.maint.unless.begin(), s.maint.unless.end(), target) != s.maint.unless.end()) continue;
    const auto& rows = descriptionOf(target).byMnemonic(s.maint.name);
    if (rows.empty()) fail(file, line, "'" + s.maint.name + "' is not an instruction of " + target);
    for (size_t i = 0; i < kBits.size(); ++i)
      if ((s.maintBits >> i & 1) && !rows.front()->acceptsMod(kBits[i]))
        fail(file, line, "'" + s.maint.name + "' of " + target + " takes no '" + std::string(kBits[i]) + "'");
  }
}

}  // namespace

bool legal(Op op, Order order) {
  switch (op) {
    case Op::Load: return order == Order::Monotonic || order == Order::Acquire || order == Order::SeqCst;
    case Op::Store: return order == Order::Monotonic || order == Order::Release || order == Order::SeqCst;
    case Op::Fence: return order != Order::Monotonic;
    default: return true;
  }
}

std::string_view name(Op v) { return kOps[static_cast<size_t>(v)]; }
std::string_view name(Order v) { return kOrders[static_cast<size_t>(v)]; }
std::string_view name(Scope v) { return kScopes[static_cast<size_t>(v)]; }
std::string_view name(Space v) { return kSpaces[static_cast<size_t>(v)]; }
Order mergedCmpxchgOrder(Order s, Order f) {
  if (s == Order::SeqCst || f == Order::SeqCst) return Order::SeqCst;
  if (f == Order::Acquire) {
    if (s == Order::Release || s == Order::AcqRel) return Order::AcqRel;
    if (s == Order::Monotonic) return Order::Acquire;
  }
  return s;
}

bool openclOneAs(Op op, bool seqCst, bool fenceOrdersLocal) {
  if (seqCst) return false;
  return op != Op::Fence || !fenceOrdersLocal;
}

std::string_view maintMnemonic(Maint m) { return kMaint[static_cast<size_t>(m)]; }
std::string_view bitName(unsigned index) { return index < kBits.size() ? kBits[index] : std::string_view(); }

std::string bitsText(uint8_t bits) {
  std::string t;
  for (size_t i = 0; i < kBits.size(); ++i)
    if (bits >> i & 1) t += " " + std::string(kBits[i]);
  return t;
}

std::string maintText(const Step& s) { return std::string(maintMnemonic(s.maint)) + bitsText(s.bits); }

uint8_t returnBit(const std::string& target) {
  // The FLAT format's glc field, which gfx942's ISA description names sc0 (llvm-mc's spelling).
  const isa::Format* flat = descriptionOf(target).format("FLAT");
  return flat && flat->field("sc0") ? kSc0 : kGlc;
}
std::optional<Op> parseOp(std::string_view s) {
  int i = indexOf(kOps, s);
  return i < 0 ? std::nullopt : std::optional<Op>(static_cast<Op>(i));
}
std::optional<Order> parseOrder(std::string_view s) {
  int i = indexOf(kOrders, s);
  return i < 0 ? std::nullopt : std::optional<Order>(static_cast<Order>(i));
}
std::optional<Scope> parseScope(std::string_view s) {
  int i = indexOf(kScopes, s);
  return i < 0 ? std::nullopt : std::optional<Scope>(static_cast<Scope>(i));
}
std::optional<Space> parseSpace(std::string_view s) {
  int i = indexOf(kSpaces, s);
  return i < 0 ? std::nullopt : std::optional<Space>(static_cast<Space>(i));
}

Table Table::parse(std::string_view text, const std::string& file) {
  Table t;
  t.file_ = file;
  bool haveModes = false;
  int lineNo = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view raw = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++lineNo;
    std::string line = trim(raw.substr(0, raw.find('#')));
    if (line.empty()) continue;
    std::vector<std::string> w = splitWs(line);
    const std::string& key = w[0];
    if (key == "family") {
      if (w.size() != 2 || !t.family_.empty()) fail(file, lineNo, "expected one 'family <name>' line");
      t.family_ = w[1];
      continue;
    }
    if (t.family_.empty()) fail(file, lineNo, "the table must start with 'family <name>'");
    if (key == "targets") {
      if (w.size() < 2 || !t.targets_.empty()) fail(file, lineNo, "expected one 'targets <gpu> ...' line");
      for (size_t i = 1; i < w.size(); ++i)
        if (!isa::findTarget(w[i])) fail(file, lineNo, "unknown target '" + w[i] + "'");
      t.targets_.assign(w.begin() + 1, w.end());
      continue;
    }
    if (key == "modes") {
      if (w.size() < 2 || haveModes) fail(file, lineNo, "expected one 'modes <m> ...|-' line");
      if (!(w.size() == 2 && w[1] == "-")) {
        for (size_t i = 1; i < w.size(); ++i) {
          if (w[i] != "wgp" && w[i] != "cu" && w[i] != "notgsplit" && w[i] != "tgsplit")
            fail(file, lineNo, "unknown mode '" + w[i] + "'");
          t.modes_.push_back(w[i]);
        }
      }
      haveModes = true;
      continue;
    }
    // A row.
    if (t.targets_.empty() || !haveModes) fail(file, lineNo, "'targets' and 'modes' must come before the rows");
    std::vector<std::string> known = t.modes_;
    known.insert(known.end(), t.targets_.begin(), t.targets_.end());
    size_t colon = line.find(':');
    if (colon == std::string::npos) fail(file, lineNo, "row without ':'");
    std::vector<std::string> keyf = splitWs(line.substr(0, colon));
    if (keyf.size() != 5) fail(file, lineNo, "a row needs <id> <ops> <orders> <scopes> <spaces> before ':'");
    std::string rest = line.substr(colon + 1);
    std::vector<std::string> parts;
    for (size_t start = 0;;) {
      size_t bar = rest.find('|', start);
      parts.push_back(trim(rest.substr(start, bar == std::string::npos ? std::string::npos : bar - start)));
      if (bar == std::string::npos) break;
      start = bar + 1;
    }
    if (parts.size() != 3) fail(file, lineNo, "a row needs '<before> | <bits> | <after>' after ':'");
    Row r;
    r.id = keyf[0];
    r.line = lineNo;
    for (const Row& o : t.rows_)
      if (o.id == r.id) fail(file, lineNo, "duplicate row id '" + r.id + "' (first at line " + std::to_string(o.line) + ")");
    r.ops = parseSet(keyf[1], kOps, "op", file, lineNo);
    r.orders = parseSet(keyf[2], kOrders, "order", file, lineNo);
    r.scopes = parseSet(keyf[3], kScopeShort, "scope", file, lineNo);
    r.spaces = parseSet(keyf[4], kSpaces, "space", file, lineNo);
    bool fenceRow = r.ops == (1u << static_cast<int>(Op::Fence));
    if ((r.ops & (1u << static_cast<int>(Op::Fence))) && !fenceRow)
      fail(file, lineNo, "fence rows cannot name other ops");
    if (fenceRow != (r.spaces == (1u << static_cast<int>(Space::None))))
      fail(file, lineNo, "fence rows take space '-', other rows global/local/generic");
    for (int o = 0; o < 5; ++o)
      for (int d = 0; d < 5; ++d)
        if ((r.ops >> o & 1) && (r.orders >> d & 1) && !legal(static_cast<Op>(o), static_cast<Order>(d)))
          fail(file, lineNo, std::string("illegal combination ") + std::string(kOps[o]) + " " + std::string(kOrders[d]));
    auto parseSteps = [&](const std::string& field, std::vector<StepSpec>& out) {
      if (field == "-") return;
      for (const std::string& tok : splitWs(field)) {
        StepSpec s;
        if (tok.rfind("wait(", 0) == 0) {
          size_t close = tok.find(')');
          if (close == std::string::npos || close + 1 != tok.size()) fail(file, lineNo, "malformed '" + tok + "'");
          s.wait = true;
          for (const std::string& c : splitComma(tok.substr(5, close - 5))) {
            Item it = parseItem(c, known, file, lineNo);
            if (it.name != "rtn")  // (resolved at look-up time)
              for (const std::string& target : t.targets_)
                if (descriptionOf(target).counterIndex(it.name) < 0)
                  fail(file, lineNo, "'" + it.name + "' is not a wait counter of " + target);
            s.items.push_back(it);
          }
        } else {
          // "buffer_inv(sc0,sc1)!notgsplit": the mnemonic, its scope bits, its conditions.
          s.maint = parseItem(tok, known, file, lineNo);
          if (size_t open = s.maint.name.find('('); open != std::string::npos) {
            if (s.maint.name.back() != ')') fail(file, lineNo, "malformed '" + tok + "'");
            for (const std::string& b : splitComma(s.maint.name.substr(open + 1, s.maint.name.size() - open - 2))) {
              int i = indexOf(kBits, b);
              if (i < 0) fail(file, lineNo, "unknown cache bit '" + b + "' in '" + tok + "'");
              s.maintBits = static_cast<uint8_t>(s.maintBits | (1u << i));
            }
            s.maint.name.resize(open);
          }
          if (indexOf(kMaint, s.maint.name) < 0) fail(file, lineNo, "unknown step '" + s.maint.name + "'");
          checkMaintenance(t.targets_, s, file, lineNo);
        }
        out.push_back(s);
      }
    };
    parseSteps(parts[0], r.before);
    parseSteps(parts[2], r.after);
    if (parts[1] != "-")
      for (const std::string& tok : splitWs(parts[1])) {
        Item it = parseItem(tok, known, file, lineNo);
        if (indexOf(kBits, it.name) < 0) fail(file, lineNo, "unknown cache bit '" + it.name + "'");
        r.bits.push_back(it);
      }
    if (fenceRow && (!r.bits.empty() || !r.after.empty()))
      fail(file, lineNo, "fence rows have no access: bits and after steps must be '-'");
    t.rows_.push_back(std::move(r));
  }
  if (t.family_.empty()) fail(file, lineNo, "empty table");
  if (t.targets_.empty() || !haveModes) fail(file, lineNo, "missing 'targets' or 'modes' line");
  // Completeness and uniqueness over every legal combination.
  for (int o = 0; o < 5; ++o)
    for (int d = 0; d < 5; ++d) {
      if (!legal(static_cast<Op>(o), static_cast<Order>(d))) continue;
      for (int s = 0; s < 5; ++s)
        for (int a = 0; a < 4; ++a) {
          if ((a == static_cast<int>(Space::None)) != (o == static_cast<int>(Op::Fence))) continue;
          const Row* first = nullptr;
          for (const Row& r : t.rows_) {
            if (!((r.ops >> o & 1) && (r.orders >> d & 1) && (r.scopes >> s & 1) && (r.spaces >> a & 1))) continue;
            if (first)
              fail(file, r.line, "row '" + r.id + "' overlaps row '" + first->id + "' (line " +
                                     std::to_string(first->line) + ") on " + std::string(kOps[o]) + " " +
                                     std::string(kOrders[d]) + " " + std::string(kScopes[s]) + " " +
                                     std::string(kSpaces[a]));
            first = &r;
          }
          if (!first)
            fail(file, lineNo, "no row for " + std::string(kOps[o]) + " " + std::string(kOrders[d]) + " " +
                                   std::string(kScopes[s]) + " " + std::string(kSpaces[a]));
        }
    }
  return t;
}

const Table::Row* Table::find(Op op, Order order, Scope scope, Space space) const {
  for (const Row& r : rows_)
    if ((r.ops >> static_cast<int>(op) & 1) && (r.orders >> static_cast<int>(order) & 1) &&
        (r.scopes >> static_cast<int>(scope) & 1) && (r.spaces >> static_cast<int>(space) & 1))
      return &r;
  return nullptr;
}

std::optional<Sequence> Table::lookup(const Query& q, std::string* error) const {
  auto err = [&](const std::string& m) -> std::optional<Sequence> {
    if (error) *error = m;
    return std::nullopt;
  };
  if (!legal(q.op, q.order)) return err("illegal combination " + std::string(name(q.op)) + " " + std::string(name(q.order)));
  if ((q.op == Op::Fence) != (q.space == Space::None))
    return err("a fence takes space None, every other op global/local/generic");
  if (std::find(targets_.begin(), targets_.end(), q.target) == targets_.end())
    return err("target '" + q.target + "' is not one of family " + family_ + "'s");
  std::string mode = q.mode;
  if (!mode.empty()) {
    if (std::find(modes_.begin(), modes_.end(), mode) == modes_.end())
      return err("mode '" + mode + "' does not apply to family " + family_);
  } else if (!modes_.empty()) {
    mode = modes_.front();
  }
  const Row* r = find(q.op, q.order, q.scope, q.space);
  if (!r) return err("no row");  // parse() guarantees a row; kept for safety
  auto keep = [&](const Item& i) {
    for (const std::string& c : i.unless)
      if (c == "ocl" ? q.oneAs : (c == mode || c == q.target)) return false;
    return true;
  };
  const isa::Description& desc = descriptionOf(q.target);
  auto counterOf = [&](const std::string& n) -> isa::CounterMask {
    if (n == "rtn") return isa::countersOf(desc, q.returns ? isa::CountedEvent::VmemAtomicRet : isa::CountedEvent::VmemAtomic);
    return static_cast<isa::CounterMask>(1u << desc.counterIndex(n));
  };
  auto emit = [&](const std::vector<StepSpec>& specs, std::vector<Step>& out) {
    for (const StepSpec& s : specs) {
      Step st;
      if (s.wait) {
        st.kind = Step::Kind::Wait;
        for (const Item& i : s.items)
          if (keep(i)) st.counters = static_cast<isa::CounterMask>(st.counters | counterOf(i.name));
        if (st.counters) out.push_back(st);
      } else if (keep(s.maint)) {
        st.kind = Step::Kind::Maintenance;
        st.maint = static_cast<Maint>(indexOf(kMaint, s.maint.name));
        st.bits = s.maintBits;
        out.push_back(st);
      }
    }
  };
  Sequence seq;
  seq.row = r->id;
  seq.line = r->line;
  emit(r->before, seq.steps);
  if (q.op != Op::Fence) {
    Step a;
    a.kind = Step::Kind::Access;
    for (const Item& i : r->bits)
      if (keep(i)) a.bits = static_cast<uint8_t>(a.bits | (1u << indexOf(kBits, i.name)));
    seq.steps.push_back(a);
  }
  emit(r->after, seq.steps);
  return seq;
}

const std::vector<Table>& builtinTables() {
  static const std::vector<Table> tables = [] {
    std::vector<Table> v;
    v.push_back(Table::parse(embedded::gfx9, "compiler/memmodel/gfx9.mm"));
    v.push_back(Table::parse(embedded::gfx90a, "compiler/memmodel/gfx90a.mm"));
    v.push_back(Table::parse(embedded::gfx10, "compiler/memmodel/gfx10.mm"));
    v.push_back(Table::parse(embedded::gfx942, "compiler/memmodel/gfx942.mm"));
    return v;
  }();
  return tables;
}

const Table* tableFor(const std::string& target) {
  for (const Table& t : builtinTables())
    for (const auto& g : t.targets())
      if (g == target) return &t;
  return nullptr;
}

std::optional<Sequence> lookup(const Query& q, std::string* error) {
  const Table* t = tableFor(q.target);
  if (!t) {
    if (error) *error = "no memory-model table for target '" + q.target + "'";
    return std::nullopt;
  }
  return t->lookup(q, error);
}

namespace {

// The i32 access instruction with placeholder registers, without cache bits. GFX11 renamed the
// memory mnemonics (global_load_b32, ds_store_b32, global_atomic_add_u32, ds_cmpstore_rtn_b32...).
std::string accessText(const Query& q) {
  const bool rtn = q.returns;
  const isa::TargetInfo* info = isa::findTarget(q.target);
  const bool gfx11 = info && info->gen == isa::Gen::GFX11;
  const std::string b32 = gfx11 ? "_b32" : "_dword", u32 = gfx11 ? "_u32" : "", cas = gfx11 ? "_b32" : "";
  switch (q.space) {
    case Space::Local: {
      const std::string cmpst = gfx11 ? "ds_cmpstore" : "ds_cmpst";
      switch (q.op) {
        case Op::Load: return std::string(gfx11 ? "ds_load_b32" : "ds_read_b32") + " v1, v0";
        case Op::Store: return std::string(gfx11 ? "ds_store_b32" : "ds_write_b32") + " v0, v1";
        case Op::Rmw: return rtn ? "ds_add_rtn_u32 v1, v0, v2" : "ds_add_u32 v0, v2";
        default: return rtn ? cmpst + "_rtn_b32 v1, v0, v2, v3" : cmpst + "_b32 v0, v2, v3";
      }
    }
    case Space::Generic:
      switch (q.op) {
        case Op::Load: return "flat_load" + b32 + " v2, v[0:1]";
        case Op::Store: return "flat_store" + b32 + " v[0:1], v2";
        case Op::Rmw: return rtn ? "flat_atomic_add" + u32 + " v2, v[0:1], v3" : "flat_atomic_add" + u32 + " v[0:1], v3";
        default:
          return rtn ? "flat_atomic_cmpswap" + cas + " v2, v[0:1], v[4:5]" : "flat_atomic_cmpswap" + cas + " v[0:1], v[4:5]";
      }
    default:
      switch (q.op) {
        case Op::Load: return "global_load" + b32 + " v1, v0, s[0:1]";
        case Op::Store: return "global_store" + b32 + " v0, v1, s[0:1]";
        case Op::Rmw:
          return rtn ? "global_atomic_add" + u32 + " v1, v0, v2, s[0:1]" : "global_atomic_add" + u32 + " v0, v2, s[0:1]";
        default:
          return rtn ? "global_atomic_cmpswap" + cas + " v1, v0, v[2:3], s[0:1]"
                     : "global_atomic_cmpswap" + cas + " v0, v[2:3], s[0:1]";
      }
  }
}

}  // namespace

std::vector<std::string> render(const Sequence& s, const Query& q) {
  std::vector<std::string> out;
  for (const Step& st : s.steps) {
    switch (st.kind) {
      case Step::Kind::Wait:
        for (const isa::WaitInstruction& w : isa::waitInstructions(descriptionOf(q.target), st.counters))
          out.push_back(w.mnemonic + " " + w.operands);
        break;
      case Step::Kind::Maintenance: out.push_back(maintText(st)); break;
      case Step::Kind::Access: {
        std::string a = accessText(q);
        uint8_t bits = st.bits;
        // On GFX9-GFX11 a returning global/flat atomic is encoded with glc (= return pre-op value);
        // that is the instruction's form, not a cache policy.
        bool atomic = q.op == Op::Rmw || q.op == Op::Cmpxchg;
        if (atomic && q.returns && q.space != Space::Local) bits |= returnBit(q.target);
        out.push_back(a + bitsText(bits));
        break;
      }
    }
  }
  return out;
}

}  // namespace gfxsim::memmodel
