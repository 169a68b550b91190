#include "func/engine.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <mutex>
#include <span>
#include <unordered_map>

#include <fmt/format.h>

#include "codeobject/kernel_descriptor.h"
#include "disasm/disassembler.h"
#include "func/semantics.h"
#include "support/cpu_time.h"
#include "support/error.h"

namespace gfxsim::func {

namespace {

// What decodeInstruction's result depends on: the description (the decode context is the
// engine's, fixed by it), the PC and the bytes read there.
struct DecodeMemoKey {
  const isa::Description* desc;
  uint64_t pc;
  uint8_t have;
  std::array<uint8_t, 16> bytes;
  bool operator==(const DecodeMemoKey&) const = default;
};
struct DecodeMemoHash {
  size_t operator()(const DecodeMemoKey& k) const noexcept {
    uint64_t h = reinterpret_cast<uintptr_t>(k.desc) * 0x9e3779b97f4a7c15ull ^ k.pc ^ (uint64_t{k.have} << 56);
    uint64_t w[2];
    std::memcpy(w, k.bytes.data(), 16);
    h = (h ^ w[0]) * 0xff51afd7ed558ccdull;
    h = (h ^ w[1]) * 0xc4ceb9fe1a85ec53ull;
    return static_cast<size_t>(h ^ (h >> 33));
  }
};
constexpr size_t kDecodeMemoEntries = size_t{1} << 16;
// Per host thread, so engines on several threads never share one (nor need a lock).
std::unordered_map<DecodeMemoKey, DecodedInst, DecodeMemoHash>& decodeMemo() {
  thread_local std::unordered_map<DecodeMemoKey, DecodedInst, DecodeMemoHash> memo;
  return memo;
}

}  // namespace

std::string Fault::str() const {
  char buf[96];
  std::snprintf(buf, sizeof buf, "work-group (%u,%u,%u) wave %u pc 0x%" PRIx64, workgroup[0], workgroup[1], workgroup[2],
                wave, pc);
  return std::string(buf) + " '" + instruction + "': " + reason;
}

Engine::Engine(const isa::TargetId& target, rt::Memory& mem, EngineOptions opt)
    : target_(target), mem_(mem), opt_(opt), desc_(&isa::description(target.info->isaFile)) {
  const auto& d = *desc_;
  auto need = [&](const char* name) {
    auto n = d.regNumber(name);
    if (!n) throw Error(std::string(d.gen) + ".isa: error: no register '" + name + "'");
    return *n;
  };
  regs_.vccLo = need("vcc_lo");
  regs_.execLo = need("exec_lo");
  regs_.m0 = need("m0");
  regs_.null = d.regNumber("null").value_or(~0u);
  regs_.flatScratchLo = d.regNumber("flat_scratch_lo") ? static_cast<int>(*d.regNumber("flat_scratch_lo")) : -1;
  auto opt2 = [&](const char* name) { return d.regNumber(name).value_or(~0u); };
  specials_.vccz = opt2("src_vccz");
  specials_.execz = opt2("src_execz");
  specials_.scc = opt2("src_scc");
  specials_.sharedBase = opt2("src_shared_base");
  specials_.sharedLimit = opt2("src_shared_limit");
  specials_.privateBase = opt2("src_private_base");
  specials_.privateLimit = opt2("src_private_limit");
  specials_.popsExitingWaveId = opt2("src_pops_exiting_wave_id");
  // DPP controls by name, from the description's dppctrl table.
  static const std::pair<const char*, DppKind> names[] = {
      {"quad_perm", DppKind::QuadPerm},   {"row_shl", DppKind::RowShl},       {"row_shr", DppKind::RowShr},
      {"row_ror", DppKind::RowRor},       {"wave_shl", DppKind::WaveShl},     {"wave_rol", DppKind::WaveRol},
      {"wave_shr", DppKind::WaveShr},     {"wave_ror", DppKind::WaveRor},     {"row_mirror", DppKind::RowMirror},
      {"row_half_mirror", DppKind::RowHalfMirror}, {"row_bcast:15", DppKind::RowBcast15},
      {"row_bcast:31", DppKind::RowBcast31}, {"row_share", DppKind::RowShare}, {"row_xmask", DppKind::RowXmask},
      {"row_newbcast", DppKind::RowNewBcast},
  };
  for (const auto& c : d.dppctrls) {
    DppKind k = DppKind::Unknown;
    for (const auto& [n, kind] : names)
      if (c.name == n) k = kind;
    dpp_.push_back({static_cast<uint16_t>(c.base + c.min), static_cast<uint16_t>(c.base + c.max), k, c.base});
  }
  dctx_.desc = desc_;
  dctx_.wave64 = true;
  dctx_.vgprBase = static_cast<unsigned>(d.attr("vgpr_base"));
  dctx_.literalMarker = static_cast<unsigned>(d.attr("src_literal"));
  dctx_.lookup = &semanticsFor;
  dctx_.dualFn = &execDual;
}

Engine::~Engine() = default;

DppKind Engine::dppKind(uint16_t ctrl) const {
  for (const auto& e : dpp_)
    if (ctrl >= e.lo && ctrl <= e.hi) return e.kind;
  return DppKind::Unknown;
}

unsigned Engine::dppAmount(uint16_t ctrl) const {
  for (const auto& e : dpp_)
    if (ctrl >= e.lo && ctrl <= e.hi) return ctrl - e.base;
  return 0;
}

uint32_t Engine::hwregId(std::string_view name) const {
  for (const auto& h : desc_->hwregs)
    if (h.name == name) return static_cast<uint32_t>(h.value);
  return ~0u;
}

const DecodedInst& Engine::fetch(uint64_t pc) {
  if (const DecodedInst* d = cache_.find(pc)) return *d;
  // Only new PCs get here (decoded ones are cached), so the check costs nothing in a loop.
  const std::pair<rt::Addr, rt::Addr>* range = nullptr;
  if (dispatch_ && !dispatch_->code.empty()) {
    for (const auto& r : dispatch_->code)
      if (pc >= r.first && pc < r.second) range = &r;
    if (!range) fault(leftCode(pc));
  }
  uint8_t bytes[16];
  // Read as much of the instruction as exists (an instruction is at most 16 bytes).
  size_t have = 0;
  for (size_t n = 16; n >= 4; n -= 4)
    if (!mem_.probe(pc, n, rt::Access::Read)) {
      have = n;
      break;
    }
  if (have == 0) fault("instruction fetch from an unmapped address");
  mem_.read(pc, std::span<uint8_t>(bytes, have));
  // The same bytes at the same PC decode the same way: a kernel dispatched again (a new engine
  // each time) reuses the decoding of the last time on this thread.
  DecodeMemoKey key{desc_, pc, static_cast<uint8_t>(have), {}};
  std::memcpy(key.bytes.data(), bytes, have);
  auto& memo = decodeMemo();
  if (auto it = memo.find(key); it != memo.end()) {
    if (range && pc + it->second.size > range->second) fault(leftCode(pc + it->second.size - 1));
    return *cache_.insert(pc, it->second);
  }
  DecodedInst d;
  if (!decodeInstruction(dctx_, std::span<const uint8_t>(bytes, have), pc, d)) {
    uint32_t w;
    std::memcpy(&w, bytes, 4);
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%08x", w);
    throw FaultException(std::string("illegal instruction ") + buf);
  }
  if (range && pc + d.size > range->second) fault(leftCode(pc + d.size - 1));
  if (memo.size() >= kDecodeMemoEntries) memo.clear();  // bounded: a long run of many kernels
  memo.emplace(key, d);
  return *cache_.insert(pc, d);
}

std::string Engine::leftCode(uint64_t pc) const {
  std::string where;
  for (const auto& r : dispatch_->code) where += fmt::format("{}[{:#x}, {:#x})", where.empty() ? "" : ", ", r.first, r.second);
  return fmt::format("PC left the kernel's code: {:#x} is outside the code object's executable bytes {} "
                     "(a kernel must end with s_endpgm)", pc, where);
}

const DecodedInst& Engine::peek(WaveState& w) {
  w.instPc = w.pc;
  // Straight-line code follows the previous instruction's link instead of a lookup.
  const DecodedInst* prev = static_cast<const DecodedInst*>(w.lastInst);
  const DecodedInst* dp;
  if (prev && prev->pc + prev->size == w.pc) {
    if (!prev->next) prev->next = &fetch(w.pc);
    dp = prev->next;
  } else {
    dp = &fetch(w.pc);
  }
  w.lastInst = dp;
  return *dp;
}

bool Engine::execute(Exec& x, const DecodedInst& d) {
  WaveState& w = x.w;
  if (!d.fn) fault("instruction not implemented by the simulator");
  x.writeMask = ~0ull;
  w.pc += d.size;
  ++w.executed;
  ++stats_.waveInstructions;
  if (d.isValu) {
    ++stats_.valuInstructions;
    stats_.laneOps += static_cast<uint64_t>(std::popcount(w.exec()));
  }
  d.fn(x, d);
  if (x.deferred) [[unlikely]] {  // put off by the timing model's port: not executed yet
    x.deferred = false;
    w.pc -= d.size;
    --w.executed;
    --stats_.waveInstructions;
    if (d.isValu) {
      --stats_.valuInstructions;
      stats_.laneOps -= static_cast<uint64_t>(std::popcount(w.exec()));
    }
    return true;
  }
  checkBudgets(w);
  return w.status == WaveStatus::Running;
}

void Engine::issue(Exec& x, const DecodedInst& d) {
  WaveState& w = x.w;
  if (!d.fn) fault("instruction not implemented by the simulator");
  w.pc += d.size;
  ++w.executed;
  ++stats_.waveInstructions;
  checkBudgets(w);
}

void Engine::checkBudgets(const WaveState& w) const {
  if (w.executed > opt_.watchdogInstructions) [[unlikely]]
    fault("watchdog: the wave executed " + std::to_string(w.executed) + " instructions without ending (hang?)");
  if (stats_.waveInstructions > opt_.maxInstructions) [[unlikely]]
    fault("dispatch budget: the waves executed more than " + std::to_string(opt_.maxInstructions) +
          " instructions together (--max-instructions); this wave executed " + std::to_string(w.executed) + " of them (hang?)");
}

void Engine::perform(Exec& x, const DecodedInst& d) {
  x.writeMask = ~0ull;
  d.fn(x, d);
}

bool Engine::step(Exec& x) { return execute(x, peek(x.w)); }

Fault Engine::makeFault(const WaveState& w, const Workgroup& wg, const std::string& reason) {
  Fault f;
  for (int k = 0; k < 3; ++k) f.workgroup[k] = wg.id[k];
  f.wave = w.waveInGroup;
  f.pc = w.instPc;
  f.instruction = disassembleAt(f.pc, w.size == 64);
  f.reason = reason;
  return f;
}

std::string Engine::disassembleAt(uint64_t pc, bool wave64) const {
  // Bytes outside the code object's code are no instruction of the kernel's.
  if (dispatch_ && !dispatch_->code.empty() &&
      std::none_of(dispatch_->code.begin(), dispatch_->code.end(), [&](const auto& r) { return pc >= r.first && pc < r.second; }))
    return "?";
  uint8_t bytes[16] = {};
  size_t have = 0;
  for (size_t n = 16; n >= 4; n -= 4)
    if (!mem_.probe(pc, n, rt::Access::Read)) {
      have = n;
      break;
    }
  if (!have) return "?";
  mem_.read(pc, std::span<uint8_t>(bytes, have));
  disasm::Options o;
  o.wave64 = wave64;
  return disasm::disassembleOne(*desc_, std::span<const uint8_t>(bytes, have), o).text;
}

std::string Engine::scalarName(unsigned n) const {
  for (const auto& r : desc_->regs)
    if (r.count == 0 && r.width == 1 && r.number == n) return r.name;
  for (const auto& r : desc_->regs)
    if (r.count > 0 && n >= r.number && n < r.number + r.count) return r.name + std::to_string(n - r.number);
  return "s?" + std::to_string(n);
}

bool Engine::tracedStep(Exec& x, unsigned lane) {
  LaneTrace& t = *opt_.laneTrace;
  WaveState& w = x.w;
  if (t.lines >= t.maxLines) return step(x);
  const std::array<uint32_t, 128> s0 = w.s;
  const bool scc0 = w.scc;
  const uint64_t pc = w.pc;
  const bool active = (w.exec() >> lane) & 1;
  std::vector<uint32_t>& before = traceBefore_;  // VGPRs, then AGPRs
  before.resize(w.numV + w.numA);
  for (unsigned r = 0; r < w.numV; ++r) before[r] = w.vgpr(r)[lane];
  for (unsigned r = 0; r < w.numA; ++r) before[w.numV + r] = w.agpr(r)[lane];
  bool running = true;
  std::string failed;
  try {
    running = step(x);
  } catch (const FaultException& e) {
    failed = e.what();
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "0x%08" PRIx64 " %c ", pc, active ? '*' : '.');
  std::string line = buf + disassembleAt(pc, w.size == 64);
  std::string changes;
  auto add = [&](const std::string& name, uint32_t value) {
    std::snprintf(buf, sizeof buf, " %s=0x%08x", name.c_str(), value);
    changes += buf;
  };
  for (unsigned n = 0; n < w.s.size(); ++n)
    if (w.s[n] != s0[n]) add(scalarName(n), w.s[n]);
  if (w.scc != scc0) changes += w.scc ? " scc=1" : " scc=0";
  for (unsigned r = 0; r < w.numV; ++r)
    if (w.vgpr(r)[lane] != before[r]) add("v" + std::to_string(r), w.vgpr(r)[lane]);
  for (unsigned r = 0; r < w.numA; ++r)
    if (w.agpr(r)[lane] != before[w.numV + r]) add("a" + std::to_string(r), w.agpr(r)[lane]);
  if (!changes.empty()) {
    if (line.size() < 64) line.resize(64, ' ');
    line += " ;" + changes;
  }
  t.text += line + "\n";
  if (++t.lines == t.maxLines) t.text += "(trace stopped after " + std::to_string(t.maxLines) + " instructions)\n";
  if (!failed.empty()) throw FaultException(failed);
  return running;
}

void Engine::beginDispatch(const launch::DispatchState& ds) {
  dispatch_ = &ds;
  stats_ = {};
  waveSetup_.reset();
}

void Engine::initWave(WaveState& w, const launch::WaveLocation& loc) {
  const launch::DispatchState& ds = *dispatch_;
  unsigned numV = codeobj::allocatedVgprs(ds.kd, target_);
  if (!waveSetup_) waveSetup_ = launch::prepareWaves(ds);
  launch::initialWaveState(*waveSetup_, ds, loc, waveInit_);
  const launch::InitialWaveState& init = waveInit_;
  // A slot may be reused (the timing model): everything starts afresh.
  w.s.fill(0);
  w.scc = false;
  w.trapsts = 0;
  w.gprIdx = false;
  w.flatScratch = 0;
  w.status = WaveStatus::Running;
  w.executed = 0;
  w.lastInst = nullptr;
  w.regs = &regs_;
  w.size = init.waveSize;
  w.laneMask = init.waveSize == 64 ? ~0ull : 0xffffffffull;
  w.numV = std::max<unsigned>(numV, static_cast<unsigned>(init.vgprs.size()));
  w.numA = target_.info->hasArchVgprSplit ? w.numV : 0;
  w.v.assign(static_cast<size_t>(w.numV) * kMaxLanes, 0);
  w.a.assign(static_cast<size_t>(w.numA) * kMaxLanes, 0);
  for (size_t r = 0; r < init.vgprs.size(); ++r) std::copy(init.vgprs[r].begin(), init.vgprs[r].end(), w.vgpr(static_cast<unsigned>(r)));
  for (size_t r = 0; r < init.sgprs.size() && r < 106; ++r) w.s[r] = init.sgprs[r];
  w.setExec(init.exec);
  w.mode = init.mode;
  if (init.m0) w.s[regs_.m0] = *init.m0;
  if (init.flatScratchAtLaunch) {
    w.flatScratch = *init.flatScratchAtLaunch;
    if (regs_.flatScratchLo >= 0) w.setPair(static_cast<unsigned>(regs_.flatScratchLo), w.flatScratch);
  }
  w.scratchBase = init.waveScratchBase;
  w.pc = init.entryPc;
  w.waveInGroup = loc.waveInGroup;
}

void Engine::runWorkgroup(uint32_t gx, uint32_t gy, uint32_t gz, uint32_t flat) {
  const launch::DispatchState& ds = *dispatch_;
  // The group and its waves reuse the previous group's storage (initWave and the LDS fill
  // start them afresh), so a group allocates nothing.
  Workgroup& wg = group_;
  wg.id[0] = gx;
  wg.id[1] = gy;
  wg.id[2] = gz;
  wg.flatIndex = flat;
  wg.lds.assign(ds.groupSegmentSize, 0);
  rt::Dim3 size = ds.geometry.groupSizeAt(rt::Dim3{gx, gy, gz});
  unsigned waveSize = codeobj::isWave32(ds.kd, target_) ? 32 : 64;
  uint32_t waves = rt::GridGeometry::wavesFor(size.count(), waveSize);
  if (waves_.size() < waves) waves_.resize(waves);
  std::span<WaveState> state(waves_.data(), waves);
  for (uint32_t i = 0; i < waves; ++i) {
    launch::WaveLocation loc;
    loc.workgroup = rt::Dim3{gx, gy, gz};
    loc.waveInGroup = i;
    loc.scratchSlot = i;  // one group in flight at a time: slot = wave in group
    initWave(state[i], loc);
  }
  stats_.waves += waves;
  ++stats_.workgroups;
  // The wave and lane of the traced work-item, when it is in this group.
  uint32_t tracedWave = ~0u, tracedLane = 0;
  if (LaneTrace* t = opt_.laneTrace.get()) {
    const rt::Dim3 g = ds.geometry.group, it = t->item;
    if (it.x < ds.geometry.grid.x && it.y < ds.geometry.grid.y && it.z < ds.geometry.grid.z && it.x / g.x == gx &&
        it.y / g.y == gy && it.z / g.z == gz) {
      uint64_t local = (it.x % g.x) + static_cast<uint64_t>(size.x) * ((it.y % g.y) + static_cast<uint64_t>(size.y) * (it.z % g.z));
      tracedWave = static_cast<uint32_t>(local / waveSize);
      tracedLane = static_cast<uint32_t>(local % waveSize);
      t->found = true;
      char buf[128];
      std::snprintf(buf, sizeof buf, "work-item (%u,%u,%u): work-group (%u,%u,%u) wave %u lane %u\n", it.x, it.y, it.z, gx,
                    gy, gz, tracedWave, tracedLane);
      t->text += buf;
    }
  }
  // Round-robin between barriers: each wave runs until it waits at a barrier or ends.
  for (;;) {
    bool anyRunning = false;
    for (uint32_t i = 0; i < waves; ++i) {
      WaveState& w = state[i];
      if (w.status != WaveStatus::Running) continue;
      Exec x{w, wg, *this, mem_};
      try {
        if (i == tracedWave)
          while (tracedStep(x, tracedLane)) {
          }
        else
          while (step(x)) {
          }
      } catch (const FaultException& e) {
        throw makeFault(w, wg, e.what());
      }
      anyRunning = true;
    }
    bool allDone = std::all_of(state.begin(), state.end(), [](const WaveState& w) { return w.status == WaveStatus::Done; });
    if (allDone) return;
    bool anyAtBarrier = std::any_of(state.begin(), state.end(), [](const WaveState& w) { return w.status == WaveStatus::Barrier; });
    if (anyAtBarrier) {
      // Every wave that has not ended reached the barrier: release them all.
      for (auto& w : state)
        if (w.status == WaveStatus::Barrier) w.status = WaveStatus::Running;
      continue;
    }
    if (!anyRunning) return;
  }
}

DispatchResult Engine::run(const launch::DispatchState& ds) {
  beginDispatch(ds);
  DispatchResult r;
  auto start = std::chrono::steady_clock::now();
  const double cpuStart = threadCpuSeconds();
  rt::Dim3 groups = ds.geometry.groupCount();
  uint32_t flat = 0;
  ProgressSink::Status progress;
  progress.groupsTotal = ds.geometry.totalGroups();
  try {
    for (uint32_t z = 0; z < groups.z; ++z)
      for (uint32_t y = 0; y < groups.y; ++y)
        for (uint32_t x = 0; x < groups.x; ++x) {
          runWorkgroup(x, y, z, flat++);
          if (opt_.progress) [[unlikely]] {
            progress.groupsDone = flat;
            progress.waveInstructions = stats_.waveInstructions;
            opt_.progress->update(progress);
          }
        }
  } catch (const Fault& f) {
    r.fault = f;
  }
  stats_.hostSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  stats_.cpuSeconds = threadCpuSeconds() - cpuStart;
  r.stats = stats_;
  dispatch_ = nullptr;
  return r;
}

}  // namespace gfxsim::func
