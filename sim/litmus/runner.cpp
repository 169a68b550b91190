#include "litmus/runner.h"

#include <tbb/parallel_for.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <set>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "timing/gpu.h"

namespace gfxsim::litmus {

namespace {

// One variable of the condition: a register of a thread, or a location's final value.
struct Var {
  bool isRegister = false;
  unsigned thread = 0;
  std::string name;
  std::string text() const { return isRegister ? std::to_string(thread) + ":" + name : name; }
  bool operator<(const Var& o) const { return std::tie(isRegister, thread, name) < std::tie(o.isRegister, o.thread, o.name); }
};

void collect(const PropPtr& p, std::vector<Var>& out) {
  if (!p) return;
  if (p->kind == PropKind::Atom) {
    Var v{p->atom.isRegister, p->atom.thread, p->atom.name};
    for (const Var& o : out)
      if (!(o < v) && !(v < o)) return;
    out.push_back(v);
    return;
  }
  collect(p->lhs, out);
  collect(p->rhs, out);
}

bool holds(CmpOp op, int64_t a, int64_t b) {
  switch (op) {
    case CmpOp::Eq: return a == b;
    case CmpOp::Ne: return a != b;
    case CmpOp::Lt: return a < b;
    case CmpOp::Gt: return a > b;
    case CmpOp::Le: return a <= b;
    case CmpOp::Ge: return a >= b;
  }
  return false;
}

bool eval(const PropPtr& p, const std::vector<Var>& vars, const std::vector<int64_t>& vals) {
  if (!p) return true;
  switch (p->kind) {
    case PropKind::True: return true;
    case PropKind::False: return false;
    case PropKind::Not: return !eval(p->lhs, vars, vals);
    case PropKind::And: return eval(p->lhs, vars, vals) && eval(p->rhs, vars, vals);
    case PropKind::Or: return eval(p->lhs, vars, vals) || eval(p->rhs, vars, vals);
    case PropKind::Atom: {
      for (size_t i = 0; i < vars.size(); ++i)
        if (vars[i].isRegister == p->atom.isRegister && vars[i].thread == p->atom.thread && vars[i].name == p->atom.name)
          return holds(p->atom.op, vals[i], p->atom.value);
      return false;
    }
  }
  return false;
}

std::string propText(const PropPtr& p, bool top = true) {
  if (!p) return "true";
  switch (p->kind) {
    case PropKind::True: return "true";
    case PropKind::False: return "false";
    case PropKind::Not: return "~" + propText(p->lhs, false);
    case PropKind::And:
    case PropKind::Or: {
      std::string s = propText(p->lhs, false) + (p->kind == PropKind::And ? " /\\ " : " \\/ ") + propText(p->rhs, false);
      return top ? s : "(" + s + ")";
    }
    case PropKind::Atom:
      return (p->atom.isRegister ? std::to_string(p->atom.thread) + ":" + p->atom.name : p->atom.name) + name(p->atom.op) +
             (p->atom.valueName.empty() ? std::to_string(p->atom.value) : p->atom.valueName);
  }
  return "";
}

template <class F>
void forEachAtom(const PropPtr& p, F&& f) {
  if (!p) return;
  if (p->kind == PropKind::Atom) return f(p->atom);
  forEachAtom(p->lhs, f);
  forEachAtom(p->rhs, f);
}

// A condition naming a thread or register the test does not have would read a register that
// is always 0, and a typo in a forbidden test would pass: such a condition is refused, at
// the atom that names it.
void checkConditionThreads(const Test& test) {
  forEachAtom(test.condition.prop, [&](const CondAtom& a) {
    if (a.isRegister && !test.thread(a.thread))
      throw Error(SourceLoc{test.file, a.pos.line, a.pos.col},
                  "the condition names " + std::to_string(a.thread) + ":" + a.name + ", but the test has no thread P" + std::to_string(a.thread));
  });
}

// After lowering: every register the condition names is one its thread's code uses (a
// parameter, a declaration, an assignment or a read) -- the lowered register slots.
void checkConditionRegisters(const Test& test, const Lowered& L) {
  forEachAtom(test.condition.prop, [&](const CondAtom& a) {
    if (!a.isRegister) return;
    for (const RegisterSlot& r : L.registers)
      if (r.thread == a.thread && r.name == a.name) return;
    if (const Thread* th = test.thread(a.thread))
      for (const Param& p : th->params)
        if (p.name == a.name) return;
    throw Error(SourceLoc{test.file, a.pos.line, a.pos.col}, "the condition names " + std::to_string(a.thread) + ":" + a.name +
                                                                 ", but thread P" + std::to_string(a.thread) + " has no register '" + a.name + "'");
  });
}

bool usesNames(const PropPtr& p) {
  if (!p) return false;
  if (p->kind == PropKind::Atom) return !p->atom.valueName.empty();
  return usesNames(p->lhs) || usesNames(p->rhs);
}

}  // namespace

Environment environment(const RunOptions& opt, uint64_t dispatch) {
  Environment e{opt.startJitter, opt.memJitter, opt.ldsJitter, 0, opt.invJitter, opt.preload, opt.sync, opt.stressWave};
  if (!opt.environments) return e;
  switch (dispatch % 4) {
    case 1: e.memJitter *= 15; e.memTail = 8; e.stressWave = false; e.invJitter = 0; break;
    case 2: e.sync = false; e.startJitter *= 4; e.stressWave = false; e.invJitter = 0; break;
    case 3: e.preload = false; e.memJitter *= 2; e.ldsJitter *= 8; break;
    default: break;
  }
  return e;
}

std::string conditionText(const Condition& c) {
  const char* q = c.quantifier == Quantifier::Exists ? "exists" : c.quantifier == Quantifier::NotExists ? "~exists" : "forall";
  return std::string(q) + " (" + propText(c.prop) + ")";
}

std::string RunResult::observation() const {
  if (positive == 0) return "Never";
  if (negative == 0) return "Always";
  return "Sometimes";
}

RunResult run(const Test& test, const RunOptions& opt, const timing::GpuConfig& gpu) {
  auto start = std::chrono::steady_clock::now();
  RunResult res;
  res.file = test.file;
  res.name = test.name;
  res.quantifier = test.condition.quantifier;
  res.condition = conditionText(test.condition);
  LowerOptions lo;
  lo.target = opt.target;
  lo.mode = opt.mode;
  lo.wave64 = opt.wave64;
  lo.groupsPerRole = opt.groupsPerRole;
  lo.preload = opt.preload;
  lo.sameCu = opt.sameCu;
  lo.sync = opt.sync;
  lo.stressWave = opt.stressWave;
  lo.stride = opt.stride;
  lo.mutation = opt.mutation;
  checkConditionThreads(test);
  try {
    if (test.filter) throw Unsupported("a filter clause");
    if (usesNames(test.condition.prop)) throw Unsupported("a condition comparing with a name");
    res.lowered = lower(test, lo);
  } catch (const Unsupported& u) {
    res.supported = false;
    res.unsupported = u.what();
    return res;
  }
  const Lowered& L = res.lowered;
  checkConditionRegisters(test, L);
  std::vector<Var> vars;
  collect(test.condition.prop, vars);
  // Where each variable is read from: a register slot, or a location's line.
  struct Source {
    int slot = -1;      // register slot, or -1
    int location = -1;  // global/generic location index, or -1
    bool address = false;  // a parameter register: the location's address
  };
  std::vector<Source> src(vars.size());
  for (size_t i = 0; i < vars.size(); ++i) {
    if (vars[i].isRegister) {
      // A thread parameter is a register holding its location's address (Dat3M): no small
      // integer equals it; an address sentinel stands for it.
      if (const Thread* th = test.thread(vars[i].thread))
        for (const Param& p : th->params)
          if (p.name == vars[i].name) src[i].address = true;
      for (size_t s = 0; s < L.registers.size(); ++s)
        if (L.registers[s].thread == vars[i].thread && L.registers[s].name == vars[i].name) src[i].slot = static_cast<int>(s);
      // A register the thread never writes stays 0 (slot -1).
    } else {
      bool found = false;
      for (const Location& l : L.locations)
        if (l.name == vars[i].name) {
          if (l.space == AddrSpace::Local) {
            res.supported = false;
            res.unsupported = "the final value of local location '" + l.name + "' in the condition";
            return res;
          }
          src[i].location = static_cast<int>(l.index);
          found = true;
        }
      if (!found) {
        res.supported = false;
        res.unsupported = "the condition names '" + vars[i].name + "', which is not a location";
        return res;
      }
    }
  }
  // Assemble once.
  as::AsmOptions ao;
  ao.target = gpu.agent.target;
  ao.target.wave64 = L.waveSize == 64;
  std::vector<uint8_t> code;
  try {
    code = as::buildCodeObject(as::assemble(L.assembly, test.file + " (lowered)", ao), false);
  } catch (const Error& e) {
    throw Error(std::string("litmus: the lowered kernel of ") + test.file + " does not assemble: " + e.what());
  }
  const uint64_t I = L.instances();
  const uint64_t dispatches = (opt.instances + I - 1) / I;
  unsigned nGlobal = 0;
  for (const Location& l : L.locations)
    if (l.space != AddrSpace::Local) ++nGlobal;
  rt::RuntimeConfig rc = gpu.agent.runtimeConfig();
  // Each dispatch's states, merged in dispatch order afterwards.
  std::vector<std::map<std::string, std::pair<uint64_t, bool>>> hist(dispatches);
  std::vector<std::string> errors(dispatches);
  tbb::parallel_for(uint64_t{0}, dispatches, [&](uint64_t d) {
    device::LaunchRequest req;
    req.kernel = "litmus";
    req.geometry.group = rt::Dim3{L.wavesPerGroup * L.waveSize, 1, 1};
    uint32_t groups = (opt.sameCu ? L.roles : L.rolesPadded) * L.groupsPerRole;
    req.geometry.grid = rt::Dim3{groups * L.wavesPerGroup * L.waveSize, 1, 1};
    req.runtime = rc;
    device::HostArg locs;
    locs.isBuffer = true;
    locs.name = "locations";
    locs.size = offsetOf(nGlobal + 1, 0, I, L.stride);  // (+1: the start counter)
    for (const Location& l : L.locations)
      if (l.space != AddrSpace::Local && l.init != 0)
        for (uint64_t k = 0; k < I; ++k) locs.dwords.emplace_back(offsetOf(l.index, k, I, L.stride), static_cast<uint32_t>(l.init));
    device::HostArg regs;
    regs.isBuffer = true;
    regs.name = "registers";
    regs.size = std::max<uint64_t>(L.registers.size(), 1) * I * 4;
    device::HostArg pre;
    pre.isBuffer = true;
    pre.name = "preload";
    pre.readBack = false;
    pre.bytes.resize(static_cast<size_t>(groups) * 4);
    // Stress environments, one per dispatch in turn (litmus harnesses run a test under several):
    // 0 as configured; 1 with fifteen times the memory jitter; 2 without the start
    // synchronisation and four times the start jitter; 3 without preloads, twice the memory jitter.
    const Environment env = environment(opt, d);
    for (uint32_t g = 0; g < groups; ++g) {
      uint32_t word = static_cast<uint32_t>(timing::stressHash(opt.seed ^ 0x5052454cull, d, g)) & 0x00ffffffu;
      if (!env.preload) word &= ~0xffffu;
      if (!env.sync) word |= 0x80000000u;
      if (env.stressWave) word |= 0x40000000u;
      std::memcpy(pre.bytes.data() + 4 * g, &word, 4);
    }
    req.args = {locs, regs, pre};
    timing::TimingOptions to;
    to.stressSeed = timing::stressHash(opt.seed, d);
    to.startJitter = env.startJitter;
    to.watchdogInstructions = 2'000'000;  // a litmus thread is short: a wave this long is stuck (a spin that never ends)
    to.memJitter = env.memJitter;
    to.ldsJitter = env.ldsJitter;
    to.memTail = env.memTail;
    to.invJitter = env.invJitter;
    timing::TimingEngine engine(gpu, to);
    req.processor = &engine;
    try {
      device::LaunchResult r = device::launchKernel(code, test.file, req);
      if (r.dispatch.fault) throw Error("litmus: " + test.file + ": kernel fault: " + r.dispatch.fault->str());
      uint64_t n = std::min<uint64_t>(I, opt.instances - d * I);
      std::vector<int64_t> vals(vars.size());
      for (uint64_t k = 0; k < n; ++k) {
        std::string state;
        for (size_t i = 0; i < vars.size(); ++i) {
          int32_t v = 0;
          if (src[i].address) v = 0x10000 + static_cast<int32_t>(i);
          else if (src[i].slot >= 0) std::memcpy(&v, r.buffers[1].data() + (static_cast<uint64_t>(src[i].slot) * I + k) * 4, 4);
          else if (src[i].location >= 0) std::memcpy(&v, r.buffers[0].data() + offsetOf(static_cast<unsigned>(src[i].location), k, I, L.stride), 4);
          vals[i] = v;
          state += vars[i].text() + "=" + std::to_string(v) + "; ";
        }
        auto& e = hist[d][state];
        ++e.first;
        e.second = eval(test.condition.prop, vars, vals);
      }
    } catch (const Error& e) {
      errors[d] = e.what();
    }
  });
  for (const auto& e : errors)
    if (!e.empty()) throw Error(e);
  for (const auto& h : hist)
    for (const auto& [state, cs] : h) {
      auto& e = res.histogram[state];
      e.first += cs.first;
      e.second = cs.second;
      (cs.second ? res.positive : res.negative) += cs.first;
    }
  switch (res.quantifier) {
    case Quantifier::Exists: res.validated = res.positive > 0; break;
    case Quantifier::NotExists: res.validated = res.positive == 0; break;
    case Quantifier::Forall: res.validated = res.negative == 0; break;
  }
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

std::string report(const RunResult& r, const RunOptions& opt) {
  std::string o;
  char buf[256];
  if (!r.supported) {
    o += "Test " + r.name + " Unsupported\n";
    o += "Reason: " + r.unsupported + "\n";
    o += "Observation " + r.name + " Unsupported 0 0\n";
    return o;
  }
  // litmus7's verdict words: Allowed / Required / Forbidden for the quantifier.
  const char* kind = r.quantifier == Quantifier::Exists ? "Allowed" : r.quantifier == Quantifier::Forall ? "Required" : "Forbidden";
  o += "Test " + r.name + " " + kind + "\n";
  o += "Histogram (" + std::to_string(r.histogram.size()) + " states)\n";
  for (const auto& [state, cs] : r.histogram) {
    std::snprintf(buf, sizeof buf, "%-8llu%s>", static_cast<unsigned long long>(cs.first), cs.second ? "*" : ":");
    o += buf + state + "\n";
  }
  bool ok = r.quantifier == Quantifier::Exists ? r.positive > 0 : r.validated;
  o += ok ? "Ok\n" : "No\n";
  o += "\nWitnesses\n";
  std::snprintf(buf, sizeof buf, "Positive: %llu, Negative: %llu\n", static_cast<unsigned long long>(r.positive),
                static_cast<unsigned long long>(r.negative));
  o += buf;
  o += "Condition " + r.condition + " is " + (r.validated ? "validated" : "NOT validated") + "\n";
  std::snprintf(buf, sizeof buf, "Observation %s %s %llu %llu\n", r.name.c_str(), r.observation().c_str(),
                static_cast<unsigned long long>(r.positive), static_cast<unsigned long long>(r.negative));
  o += buf;
  o += "Target " + opt.target + (opt.mode.empty() ? "" : " mode " + opt.mode) + (opt.wave64 ? " wave64" : "") + "\n";
  std::snprintf(buf, sizeof buf, "Stress seed=%llu placement=%s stride=%u instances=%llu environments=%s\n",
                static_cast<unsigned long long>(opt.seed), opt.sameCu ? "same-cu" : "spread", opt.stride,
                static_cast<unsigned long long>(r.positive + r.negative), opt.environments ? "4" : "1");
  o += buf;
  for (unsigned k = 0; k < (opt.environments ? 4u : 1u); ++k) {
    Environment e = environment(opt, k);
    std::string tail = e.memTail > 1 ? " (x" + std::to_string(e.memTail) + " tail)" : "";
    std::snprintf(buf, sizeof buf,
                  "Environment %u start-jitter=%u mem-jitter=%u%s lds-jitter=%u inv-jitter=%u preload=%s sync=%s stress-wave=%s\n", k,
                  e.startJitter, e.memJitter, tail.c_str(), e.ldsJitter, e.invJitter, e.preload ? "on" : "off", e.sync ? "on" : "off",
                  e.stressWave ? "on" : "off");
    o += buf;
  }
  if (!r.lowered.mutationApplied.empty()) o += "Mutation " + r.lowered.mutationApplied + "\n";
  std::snprintf(buf, sizeof buf, "Time %s %.2f\n", r.name.c_str(), r.seconds);
  o += buf;
  return o;
}

}  // namespace gfxsim::litmus
