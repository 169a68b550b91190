// Every atomic and fence that gfxsim cc compiles, in the workloads and in the litmus tests
// (each thread of each test of tests/litmus and of the peer suite ../shared/litmus written out
// as an OpenCL C kernel), lowers to exactly the sequence the shared lowering table gives.
//
// The back end names the instructions of each memory-model site in its assembly
// ("; memory model #3: load acquire agent-one-as global (row A5)"). For every site this test
// looks the query up in the table itself (memmodel::lookup) and checks the site's
// instructions against it: each wait of the table by a wait to zero of (at least) those
// counters, each cache-maintenance instruction by itself, the access with exactly the
// table's cache bits, in the table's order, and no other memory access or maintenance
// instruction between the site's first and last instruction (other waits and ALU code may
// interleave). The sites themselves are checked against an independent account of what the
// source asks for: for litmus threads the test's syntax tree (sim/litmus), in program order;
// for the workloads, when clang-19 is installed, the atomics and fences in clang's LLVM IR.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "driver/driver.h"
#include "litmus/ast.h"
#include "isa/description.h"
#include "isa/target.h"
#include "litmus/parser.h"
#include "memmodel/memmodel.h"
#include "support/error.h"
#include "support/test_util.h"
#include "support/codegen_util.h"

using namespace gfxsim;
namespace mm = gfxsim::memmodel;
namespace fs = std::filesystem;

namespace {

// ---------------------------------------------------------------------------------------
// The assembly side.

struct AsmInst {
  std::string mnemonic;
  std::vector<std::string> words;  // operands and modifiers, split on spaces and commas
  unsigned site = 0;               // 0: not part of a site
  std::string text;
};

struct Site {
  unsigned id = 0;
  std::string description;  // "load acquire agent-one-as global (row A5)" [+ " returning"]
  std::vector<size_t> insts;  // indices into the instruction list
};

std::vector<AsmInst> parseAsm(const std::string& text) {
  std::vector<AsmInst> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("---", 0) == 0) break;  // the metadata document
    std::string comment;
    if (auto c = line.find(';'); c != std::string::npos) {
      comment = line.substr(c + 1);
      line.resize(c);
    }
    std::string s = test::normalizeSpace(line);
    if (s.empty() || s[0] == '.' || s.back() == ':') continue;
    AsmInst i;
    i.text = s;
    std::string w;
    for (char ch : s + " ") {
      if (ch == ' ' || ch == ',') {
        if (!w.empty()) (i.mnemonic.empty() ? i.mnemonic : i.words.emplace_back()) = w;
        w.clear();
      } else {
        w += ch;
      }
    }
    const std::string tag = " memory model #";
    if (auto p = comment.find(tag); p != std::string::npos) {
      i.site = static_cast<unsigned>(std::stoul(comment.substr(p + tag.size())));
      i.text += " ;" + comment;
    }
    out.push_back(std::move(i));
  }
  return out;
}

bool startsWith(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

bool isWait(const AsmInst& i) { return startsWith(i.mnemonic, "s_waitcnt"); }
bool isMaintenance(const AsmInst& i) {
  return startsWith(i.mnemonic, "buffer_wbinvl1") || startsWith(i.mnemonic, "buffer_gl") || startsWith(i.mnemonic, "buffer_wb") ||
         startsWith(i.mnemonic, "buffer_inv");
}
bool isAccess(const AsmInst& i) {
  if (isMaintenance(i)) return false;
  for (const char* p : {"global_", "flat_", "buffer_", "scratch_", "ds_", "s_load_", "s_buffer_load_", "s_store_"})
    if (startsWith(i.mnemonic, p)) return true;
  return false;
}

// The counters a wait instruction waits to zero, read from its text (bit k: the target's
// description's counter k, as memmodel::Step::counters).
uint8_t zeroCounters(const AsmInst& i, const std::string& target) {
  const isa::Description& d = isa::description(isa::findTarget(target)->isaFile);
  uint8_t c = 0;
  auto bit = [&](const std::string& name) { return static_cast<uint8_t>(1u << d.counterIndex(name)); };
  if (i.mnemonic == "s_waitcnt") {
    for (const auto& w : i.words) {
      for (const auto& k : d.counters)
        if (k.field && w == k.name + "(0)") c |= bit(k.name);
      if (w == "0")  // s_waitcnt 0: every counter of its immediate
        for (const auto& k : d.counters)
          if (k.field) c |= bit(k.name);
    }
  } else if (i.mnemonic == "s_waitcnt_vscnt" && i.words.size() == 2 && (i.words[1] == "0x0" || i.words[1] == "0")) {
    c |= bit("vscnt");
  }
  return c;
}

uint8_t cacheBits(const std::vector<std::string>& words) {
  uint8_t b = 0;
  for (const auto& w : words) {
    if (w == "glc") b |= mm::kGlc;
    if (w == "slc") b |= mm::kSlc;
    if (w == "dlc") b |= mm::kDlc;
    if (w == "sc0") b |= mm::kSc0;
    if (w == "sc1") b |= mm::kSc1;
    if (w == "nt") b |= mm::kNt;
  }
  return b;
}

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> v;
  std::istringstream in(s);
  std::string w;
  while (in >> w) v.push_back(w);
  return v;
}

// A site's description as the query it was looked up with.
mm::Query queryOf(const std::string& description, const std::string& target) {
  auto w = split(description);
  REQUIRE_MESSAGE(w.size() >= 4, description);
  mm::Query q;
  q.target = target;
  auto op = mm::parseOp(w[0]);
  auto order = mm::parseOrder(w[1]);
  std::string scope = w[2];
  q.oneAs = scope.ends_with("-one-as");
  if (q.oneAs) scope.resize(scope.size() - 7);
  auto sc = mm::parseScope(scope);
  REQUIRE_MESSAGE((op && order && sc), description);
  q.op = *op;
  q.order = *order;
  q.scope = *sc;
  q.space = mm::Space::None;
  size_t next = 3;
  if (q.op != mm::Op::Fence) {
    auto sp = mm::parseSpace(w[3]);
    REQUIRE_MESSAGE(sp, description);
    q.space = *sp;
    next = 4;
  }
  q.returns = std::find(w.begin() + static_cast<long>(next), w.end(), "returning") != w.end();
  return q;
}

// Checks one site's instructions against the table; "" when they match.
std::string checkSite(const std::vector<AsmInst>& code, const Site& s, const std::string& target) {
  mm::Query q = queryOf(s.description, target);
  std::string why;
  auto seq = mm::lookup(q, &why);
  if (!seq) return "no table row: " + why;
  auto inst = [&](size_t k) -> const AsmInst& { return code[s.insts[k]]; };
  size_t k = 0;
  for (const mm::Step& step : seq->steps) {
    switch (step.kind) {
      case mm::Step::Kind::Wait: {
        uint8_t covered = 0;
        while (k < s.insts.size() && isWait(inst(k)) && (covered & step.counters) != step.counters) covered |= zeroCounters(inst(k++), target);
        if ((covered & step.counters) != step.counters) return "a wait of the table is missing";
        break;
      }
      case mm::Step::Kind::Maintenance:
        // The mnemonic and its scope bits (gfx942: buffer_inv sc1).
        if (k >= s.insts.size() || inst(k).mnemonic != mm::maintMnemonic(step.maint) || cacheBits(inst(k).words) != step.bits)
          return "expected " + mm::maintText(step);
        ++k;
        break;
      case mm::Step::Kind::Access: {
        if (k >= s.insts.size() || !isAccess(inst(k))) return "expected the access";
        const AsmInst& a = inst(k++);
        const std::string& m = a.mnemonic;
        const char* prefix = q.space == mm::Space::Local ? "ds_" : q.space == mm::Space::Generic ? "flat_" : "global_";
        if (!startsWith(m, prefix)) return "the access is not a " + std::string(prefix) + " instruction";
        bool lds = q.space == mm::Space::Local;
        bool kindOk = q.op == mm::Op::Load      ? (m.find("load") != std::string::npos || startsWith(m, "ds_read"))
                      : q.op == mm::Op::Store   ? (m.find("store") != std::string::npos || startsWith(m, "ds_write"))
                      : q.op == mm::Op::Cmpxchg ? (m.find("cmpswap") != std::string::npos || m.find("cmpst") != std::string::npos)
                                                : (lds ? m.find("_rtn_") != std::string::npos || !startsWith(m, "ds_read")
                                                       : m.find("atomic") != std::string::npos);
        if (!kindOk) return "the access " + m + " does not do a " + std::string(mm::name(q.op));
        uint8_t got = cacheBits(a.words), want = step.bits;
        // A returning global/flat atomic says so with glc (GFX9-GFX11; sc0 on gfx942): not a
        // cache policy.
        const uint8_t rtn = mm::returnBit(target);
        bool returning = !lds && (q.op == mm::Op::Rmw || q.op == mm::Op::Cmpxchg) && q.returns;
        if (returning) want |= rtn;
        if (got != want) return "the access has cache bits " + std::to_string(got) + ", the table " + std::to_string(want);
        if (!lds && (q.op == mm::Op::Rmw || q.op == mm::Op::Cmpxchg) && !returning && (got & rtn))
          return "a non-returning atomic with its return bit";
        break;
      }
    }
  }
  if (k != s.insts.size()) return "instructions beyond the table's sequence: " + inst(k).text;
  // Nothing else that orders memory between the site's first and last instruction.
  for (size_t i = s.insts.front() + 1; i < s.insts.back(); ++i) {
    const AsmInst& x = code[i];
    if (x.site == s.id) continue;
    if (x.site != 0) return "site #" + std::to_string(x.site) + " interleaves: " + x.text;
    if (isAccess(x) || isMaintenance(x)) return "an access or maintenance instruction inside the sequence: " + x.text;
  }
  return "";
}

// All sites of one assembly file, checked; the descriptions in order of appearance.
std::vector<std::string> checkedSites(const std::string& assembly, const std::string& target, const std::string& what,
                                      unsigned* checked) {
  auto code = parseAsm(assembly);
  std::map<unsigned, Site> sites;
  std::vector<unsigned> order;
  for (size_t i = 0; i < code.size(); ++i) {
    if (code[i].site == 0) continue;
    Site& s = sites[code[i].site];
    if (s.insts.empty()) {
      s.id = code[i].site;
      order.push_back(s.id);
      std::string t = code[i].text;
      s.description = t.substr(t.find(": ", t.find(" memory model #")) + 2);
    }
    s.insts.push_back(i);
  }
  std::vector<std::string> out;
  for (unsigned id : order) {
    const Site& s = sites[id];
    std::string problem = checkSite(code, s, target);
    std::string listing;
    for (size_t i = s.insts.front(); i <= s.insts.back(); ++i) listing += "\n    " + code[i].text;
    INFO(what << ": site #" << id << " " << s.description << listing);
    CHECK_MESSAGE(problem.empty(), problem);
    ++*checked;
    out.push_back(s.description);
  }
  return out;
}

// "load acquire agent-one-as global": a description without the row and "returning".
std::string queryKey(const std::string& description) {
  auto w = split(description);
  std::string k;
  for (const auto& x : w) {
    if (x == "(row" || x == "returning") break;
    k += (k.empty() ? "" : " ") + x;
  }
  return k;
}

driver::CompileOutput compile(const std::string& src, const std::string& name, const test::CgTarget& t, int opt) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  co.wantObject = false;
  return driver::compileOpenCL(src, name, co);
}

// ---------------------------------------------------------------------------------------
// Litmus threads as OpenCL C kernels.

const char* clOrder(litmus::MemOrder o) {
  switch (o) {
    case litmus::MemOrder::Relaxed: return "memory_order_relaxed";
    case litmus::MemOrder::Acquire: return "memory_order_acquire";
    case litmus::MemOrder::Release: return "memory_order_release";
    case litmus::MemOrder::AcqRel: return "memory_order_acq_rel";
    default: return "memory_order_seq_cst";
  }
}
const char* clScope(litmus::MemScope s) {
  switch (s) {
    case litmus::MemScope::WorkItem: return "memory_scope_work_item";
    case litmus::MemScope::WorkGroup: return "memory_scope_work_group";
    case litmus::MemScope::Device: return "memory_scope_device";
    default: return "memory_scope_all_svm_devices";
  }
}
mm::Order tableOrder(litmus::MemOrder o) {
  switch (o) {
    case litmus::MemOrder::Relaxed: return mm::Order::Monotonic;
    case litmus::MemOrder::Acquire: return mm::Order::Acquire;
    case litmus::MemOrder::Release: return mm::Order::Release;
    case litmus::MemOrder::AcqRel: return mm::Order::AcqRel;
    default: return mm::Order::SeqCst;
  }
}
mm::Scope tableScope(litmus::MemScope s) {
  switch (s) {
    case litmus::MemScope::WorkItem: return mm::Scope::SingleThread;
    case litmus::MemScope::WorkGroup: return mm::Scope::Workgroup;
    case litmus::MemScope::Device: return mm::Scope::Agent;
    default: return mm::Scope::System;
  }
}

struct Unsupported {
  std::string why;
};

// Writes one thread as a kernel; collects the sites its source asks for, in program order
// (a query per atomic or fence whose table sequence is not empty).
class ThreadWriter {
 public:
  ThreadWriter(const litmus::Thread& t, const std::string& target) : t_(t), target_(target) {
    for (const auto& p : t.params) params_[p.name] = p.space;
  }

  std::string kernel(const std::string& name) {
    std::string body;
    for (const auto& s : t_.body) stmt(*s, body, 1);
    std::string src = "__kernel void " + name + "(";
    for (const auto& p : t_.params) src += std::string(p.space == litmus::AddrSpace::Local ? "__local" : "__global") + " int* " + p.name + "_arg, ";
    src += "__global int* gfxsim_out) {\n";
    for (const auto& p : t_.params)
      src += std::string("  ") + (p.space == litmus::AddrSpace::Local ? "__local" : p.space == litmus::AddrSpace::Global ? "__global" : "") +
             " int* " + p.name + " = " + p.name + "_arg;\n";
    for (const auto& r : regs_) src += "  int " + r + " = 0;\n";
    src += body;
    unsigned i = 0;
    for (const auto& r : regs_) src += "  gfxsim_out[" + std::to_string(i++) + "] = " + r + ";\n";
    return src + "}\n";
  }
  const std::vector<std::string>& sites() const { return sites_; }

 private:
  const litmus::Thread& t_;
  std::string target_;
  std::map<std::string, litmus::AddrSpace> params_;
  std::set<std::string> regs_;
  std::vector<std::string> sites_;

  void site(mm::Op op, mm::Order order, mm::Scope scope, bool oneAs, mm::Space space) {
    mm::Query q;
    q.target = target_;
    q.op = op;
    q.order = order;
    q.scope = scope;
    q.oneAs = oneAs;
    q.space = space;
    auto seq = mm::lookup(q);
    if (!seq || seq->steps.empty()) return;  // nothing to emit
    std::string d = std::string(mm::name(op)) + " " + std::string(mm::name(order)) + " " + std::string(mm::name(scope)) +
                    (oneAs ? "-one-as" : "");
    if (op != mm::Op::Fence) d += " " + std::string(mm::name(space));
    sites_.push_back(d);
  }

  void reg(const std::string& n) {
    if (!params_.count(n)) regs_.insert(n);
  }

  litmus::AddrSpace spaceOf(const litmus::ExprPtr& p) {
    if (p && p->kind == litmus::ExprKind::Var && params_.count(p->name)) return params_[p->name];
    throw Unsupported{"an atomic on something other than a location parameter"};
  }

  std::string castTo(const litmus::ExprPtr& p) {
    litmus::AddrSpace s = spaceOf(p);
    std::string as = s == litmus::AddrSpace::Local ? "__local " : s == litmus::AddrSpace::Global ? "__global " : "";
    return "(" + as + "atomic_int*)" + p->name;
  }

  std::string expr(const litmus::ExprPtr& e) {
    using litmus::ExprKind;
    if (!e) throw Unsupported{"empty expression"};
    switch (e->kind) {
      case ExprKind::Int: return "(" + std::to_string(e->value) + ")";
      case ExprKind::Var:
        reg(e->name);
        return e->name;
      case ExprKind::Deref:
        if (!e->lhs || e->lhs->kind != ExprKind::Var || !params_.count(e->lhs->name))
          throw Unsupported{"a dereference of something other than a location parameter"};
        return "(*" + expr(e->lhs) + ")";
      case ExprKind::AddrOf:
        if (!e->lhs || e->lhs->kind != ExprKind::Var) throw Unsupported{"& of something other than a name"};
        reg(e->lhs->name);
        return "&" + e->lhs->name;
      case ExprKind::Unary: return "(" + e->op + expr(e->lhs) + ")";
      case ExprKind::Binary: return "(" + expr(e->lhs) + " " + e->op + " " + expr(e->rhs) + ")";
      case ExprKind::Atomic: return atomic(*e->atomic);
    }
    throw Unsupported{"expression kind"};
  }

  std::string atomic(const litmus::AtomicOp& a) {
    using K = litmus::AtomicKind;
    std::string p = castTo(a.ptr);
    mm::Space space = spaceOf(a.ptr) == litmus::AddrSpace::Local    ? mm::Space::Local
                      : spaceOf(a.ptr) == litmus::AddrSpace::Global ? mm::Space::Global
                                                                    : mm::Space::Generic;
    std::string ord = clOrder(a.order), sc = clScope(a.scope);
    std::string call;
    mm::Op op = mm::Op::Rmw;
    mm::Order order = tableOrder(a.order);
    static const std::map<K, const char*> rmw = {{K::Exchange, "exchange"}, {K::FetchAdd, "fetch_add"}, {K::FetchSub, "fetch_sub"},
                                                 {K::FetchOr, "fetch_or"},   {K::FetchAnd, "fetch_and"}, {K::FetchXor, "fetch_xor"},
                                                 {K::FetchMin, "fetch_min"}, {K::FetchMax, "fetch_max"}};
    if (a.kind == K::Load) {
      op = mm::Op::Load;
      call = "atomic_load_explicit(" + p + ", " + ord + ", " + sc + ")";
    } else if (a.kind == K::Store) {
      op = mm::Op::Store;
      call = "atomic_store_explicit(" + p + ", " + expr(a.value) + ", " + ord + ", " + sc + ")";
    } else if (a.kind == K::CompareExchangeStrong || a.kind == K::CompareExchangeWeak) {
      op = mm::Op::Cmpxchg;
      order = mm::mergedCmpxchgOrder(order, tableOrder(a.failOrder));
      // &register, or a location parameter (a pointer that converts to the generic int*).
      bool location = a.expected->kind == litmus::ExprKind::Var && params_.count(a.expected->name);
      if (a.expected->kind != litmus::ExprKind::AddrOf && !location) throw Unsupported{"an expected value other than &register or a location"};
      if (a.failOrder == litmus::MemOrder::Release || a.failOrder == litmus::MemOrder::AcqRel)
        throw Unsupported{"an order the operation does not allow (OpenCL C: undefined)"};
      std::string expected = expr(a.expected);
      call = std::string("atomic_compare_exchange_") + (a.kind == K::CompareExchangeStrong ? "strong" : "weak") + "_explicit(" + p +
             ", " + expected + ", " + expr(a.value) + ", " + ord + ", " + clOrder(a.failOrder) + ", " + sc + ")";
    } else {
      call = std::string("atomic_") + rmw.at(a.kind) + "_explicit(" + p + ", " + expr(a.value) + ", " + ord + ", " + sc + ")";
    }
    if (!mm::legal(op, order)) throw Unsupported{"an order the operation does not allow (OpenCL C: undefined)"};
    // The scope and order the front end gives it: OpenCL's -one-as convention (memmodel).
    site(op, order, tableScope(a.scope), mm::openclOneAs(op, order == mm::Order::SeqCst), space);
    return call;
  }

  static std::string flags(const litmus::Stmt& s) {
    std::string f;
    if (s.globalFlag) f = "CLK_GLOBAL_MEM_FENCE";
    if (s.localFlag) f += std::string(f.empty() ? "" : " | ") + "CLK_LOCAL_MEM_FENCE";
    return f.empty() ? "0" : f;
  }

  void stmt(const litmus::Stmt& s, std::string& out, int depth) {
    using litmus::StmtKind;
    std::string ind(static_cast<size_t>(depth) * 2, ' ');
    switch (s.kind) {
      case StmtKind::Decl:
        if (s.type != "int") throw Unsupported{"a declaration of type " + s.type};
        reg(s.name);
        if (s.rhs) out += ind + s.name + " = " + expr(s.rhs) + ";\n";
        return;
      case StmtKind::Assign: {
        std::string rhs = expr(s.rhs);
        out += ind + expr(s.lhs) + " = " + rhs + ";\n";
        return;
      }
      case StmtKind::Expr: out += ind + expr(s.rhs) + ";\n"; return;
      case StmtKind::Fence: {
        out += ind + "atomic_work_item_fence(" + flags(s) + ", " + clOrder(s.order) + ", " + clScope(s.scope) + ");\n";
        mm::Order o = tableOrder(s.order);
        if (o != mm::Order::Monotonic && s.scope != litmus::MemScope::WorkItem)
          site(mm::Op::Fence, o, tableScope(s.scope), mm::openclOneAs(mm::Op::Fence, o == mm::Order::SeqCst, s.localFlag),
               mm::Space::None);
        return;
      }
      case StmtKind::Barrier:
        out += ind + "barrier(" + flags(s) + ");\n";
        if (s.globalFlag || s.localFlag) {  // a release fence, s_barrier, an acquire fence (work-group, both spaces)
          site(mm::Op::Fence, mm::Order::Release, mm::Scope::Workgroup, false, mm::Space::None);
          site(mm::Op::Fence, mm::Order::Acquire, mm::Scope::Workgroup, false, mm::Space::None);
        }
        return;
      case StmtKind::If:
        out += ind + "if (" + expr(s.cond) + ") {\n";
        for (const auto& b : s.body) stmt(*b, out, depth + 1);
        if (s.hasElse) {
          out += ind + "} else {\n";
          for (const auto& b : s.elseBody) stmt(*b, out, depth + 1);
        }
        out += ind + "}\n";
        return;
      case StmtKind::While:
        out += ind + "while (" + expr(s.cond) + ") {\n";
        for (const auto& b : s.body) stmt(*b, out, depth + 1);
        out += ind + "}\n";
        return;
      case StmtKind::Block:
        out += ind + "{\n";
        for (const auto& b : s.body) stmt(*b, out, depth + 1);
        out += ind + "}\n";
        return;
      case StmtKind::Empty: return;
    }
  }
};

std::vector<std::string> litmusFiles() {
  std::vector<std::string> files;
  for (const char* dir : {"tests/litmus", "../shared/litmus"}) {
    std::string root = test::sourcePath(dir);
    if (!fs::exists(root)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root))
      if (e.is_regular_file() && e.path().extension() == ".litmus") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// gfxsim's five targets, one wave size each (the sequences do not depend on it).
const std::vector<test::CgTarget> kTargets = {{"gfx900", true}, {"gfx90a", true}, {"gfx942", true}, {"gfx1030", false},
                                              {"gfx1100", false}};

}  // namespace

TEST_CASE("cc memory model: every atomic and fence of every litmus thread lowers to the table's sequence") {
  auto files = litmusFiles();
  // The own suite always; the peer suite (../shared/litmus, beside the checkout) when present.
  const bool peers = fs::exists(test::sourcePath("../shared/litmus"));
  if (!peers) MESSAGE("../shared/litmus absent: the own suite only");
  REQUIRE(files.size() >= (peers ? 47u : 42u));
  unsigned threads = 0, compiled = 0, sites = 0;
  std::map<std::string, unsigned> skipped;  // reason -> threads
  for (const auto& file : files) {
    litmus::Test t;
    try {
      t = litmus::parseFile(file);
    } catch (const Error&) {
      ++skipped["the litmus parser rejects the file"];
      continue;
    }
    for (const auto& th : t.threads) {
      ++threads;
      if (th.params.empty()) {
        ++skipped["no parameter list (herd column layout)"];
        continue;
      }
      for (const auto& tg : kTargets) {
        ThreadWriter w(th, tg.name);
        std::string src;
        try {
          src = w.kernel("P" + std::to_string(th.id));
        } catch (const Unsupported& u) {
          ++skipped[u.why];
          break;
        }
        for (int opt : {0, 2}) {
          std::string what = fs::path(file).filename().string() + " P" + std::to_string(th.id) + " " + tg.label() + " -O" +
                             std::to_string(opt);
          INFO(what << "\n" << src);
          driver::CompileOutput out;
          try {
            out = compile(src, "litmus.cl", tg, opt);
          } catch (const Error& e) {
            FAIL_CHECK("gfxsim cc rejects the thread: " << std::string(e.what()));
            continue;
          }
          ++compiled;
          auto got = checkedSites(out.assembly, tg.name, what, &sites);
          std::vector<std::string> keys;
          for (const auto& g : got) keys.push_back(queryKey(g));
          // A generic location the compiler proved global is lowered as global.
          std::vector<std::string> want = w.sites();
          for (size_t i = 0; i < want.size() && i < keys.size(); ++i)
            if (want[i].ends_with(" generic") && keys[i].ends_with(" global"))
              want[i] = want[i].substr(0, want[i].size() - 7) + "global";
          CHECK(keys == want);
        }
      }
    }
  }
  std::string skips;
  for (const auto& [why, n] : skipped) skips += "\n  " + std::to_string(n) + ": " + why;
  MESSAGE(threads << " litmus threads in " << files.size() << " files; " << compiled << " compilations checked, " << sites
                  << " sites; skipped:" << skips);
  // The own suite alone gives 950 compilations (every thread on every target), the peer suite
  // several thousand more: a floor that shows a loader or filter gone wrong in either case.
  CHECK(compiled >= (peers ? 1000u : 900u));
}

TEST_CASE("cc memory model: every atomic and fence of every workload lowers to the table's sequence") {
  bool live = test::haveTool("clang-19");
  unsigned sites = 0;
  for (const auto& entry : fs::directory_iterator(test::sourcePath("workloads"))) {
    std::string name = entry.path().filename().string();
    std::string path = entry.path().string() + "/" + name + ".cl";
    if (!fs::exists(path)) continue;
    std::string src = test::readText(path);
    std::set<std::string> clangKeys;
    for (const auto& tg : kTargets) {
      std::set<std::string> ours;
      for (int opt : {0, 2}) {
        std::string what = name + " " + tg.label() + " -O" + std::to_string(opt);
        auto out = compile(src, path, tg, opt);
        for (const auto& d : checkedSites(out.assembly, tg.name, what, &sites)) ours.insert(queryKey(d));
      }
      if (!live) continue;
      // clang-19 -O2's LLVM IR: its atomics and fences, as table queries (the sites whose
      // sequence is not empty).
      std::string ll = test::tempPath("mm-" + name + "-" + tg.label() + ".ll"), cmd;
      cmd = "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -include " +
            test::sourcePath("workloads/include/clang_prelude.h") + " -mcpu=" + tg.name + " -O2 -S -emit-llvm -o " + ll + " " + path +
            " 2>&1";
      std::string log;
      REQUIRE_MESSAGE(test::runCommand(cmd, &log) == 0, log);
      std::set<std::string> theirs;
      std::istringstream in(test::readText(ll));
      std::string line;
      while (std::getline(in, line)) {
        auto w = split(line);
        auto has = [&](const char* x) { return std::find(w.begin(), w.end(), x) != w.end(); };
        mm::Query q;
        q.target = tg.name;
        if (has("fence")) q.op = mm::Op::Fence;
        else if (has("atomicrmw")) q.op = mm::Op::Rmw;
        else if (has("cmpxchg")) q.op = mm::Op::Cmpxchg;
        else if (has("load") && has("atomic")) q.op = mm::Op::Load;
        else if (has("store") && has("atomic")) q.op = mm::Op::Store;
        else continue;
        std::vector<mm::Order> orders;
        for (const auto& x : w) {
          std::string y = x.back() == ',' ? x.substr(0, x.size() - 1) : x;
          if (auto o = mm::parseOrder(y)) orders.push_back(*o);
        }
        REQUIRE_MESSAGE(!orders.empty(), line);
        q.order = q.op == mm::Op::Cmpxchg && orders.size() == 2 ? mm::mergedCmpxchgOrder(orders[0], orders[1]) : orders[0];
        std::string scope = "system";
        if (auto p = line.find("syncscope(\""); p != std::string::npos) scope = line.substr(p + 11, line.find('"', p + 11) - p - 11);
        q.oneAs = scope.ends_with("one-as");
        if (scope == "one-as") scope = "system";
        else if (q.oneAs) scope.resize(scope.size() - 7);
        auto sc = mm::parseScope(scope);
        REQUIRE_MESSAGE(sc, line);
        q.scope = *sc;
        q.space = q.op == mm::Op::Fence ? mm::Space::None
                  : line.find("addrspace(3)") != std::string::npos ? mm::Space::Local
                  : line.find("addrspace(1)") != std::string::npos ? mm::Space::Global
                                                                    : mm::Space::Generic;
        auto seq = mm::lookup(q);
        if (!seq || seq->steps.empty()) continue;
        std::string k = std::string(mm::name(q.op)) + " " + std::string(mm::name(q.order)) + " " + std::string(mm::name(q.scope)) +
                        (q.oneAs ? "-one-as" : "");
        if (q.op != mm::Op::Fence) k += " " + std::string(mm::name(q.space));
        theirs.insert(k);
      }
      INFO(name << " " << tg.label() << ": the distinct queries of gfxsim cc's sites (-O0 and -O2) and of clang-19 -O2's IR");
      CHECK(ours == theirs);
    }
  }
  MESSAGE(sites << " workload sites checked"
                << std::string(live ? ", and their queries against clang-19's IR" : " (clang-19 not installed)"));
  CHECK(sites > 50);
}
