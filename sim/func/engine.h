// The functional simulator: executes a dispatched kernel, work-group by work-group, wave
// by wave, computing exactly what the hardware computes (timing is another layer).
//
// Determinism: work-groups run one after another in dispatch order (x fastest), the waves
// of a group round-robin between barriers. The same inputs give the same results and
// instruction counts on any host.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "func/decoded.h"
#include "func/exec.h"
#include "func/wave.h"
#include "isa/description.h"
#include "isa/target.h"
#include "launch/initial_state.h"
#include "runtime/geometry.h"
#include "runtime/memory.h"

namespace gfxsim::func {

// A record of what one work-item's wave did: after each instruction that wave executes, a
// line with the PC, the instruction, whether the work-item's lane was active, and every
// register the instruction changed: scalar registers and SCC of the wave, vector registers
// of the lane. For following a kernel by hand (gfxsim run --lane-trace, the difftest).
struct LaneTrace {
  rt::Dim3 item;                 // the work-item's coordinates in the grid
  uint64_t maxLines = 1'000'000;  // then the trace stops with a note (a hang traces forever)
  std::string text;              // filled by the run
  uint64_t lines = 0;
  bool found = false;            // the item was in the grid and its wave ran
};

// The dispatch-wide budget of wave instructions (all waves together) when none is given: a
// cap on the whole dispatch, so that many waves that each stay under the per-wave watchdog
// still end (README.md, "Limits"). The functional simulator runs about 65 million wave
// instructions per host second, so this is under 10 seconds.
inline constexpr uint64_t kDefaultMaxInstructions = 500'000'000;

// Watches a dispatch while it runs (the terminal progress line of gfxsim run and bench). The
// engine calls update() on the thread that runs its dispatch loop: the functional engine after
// each work-group, the timing model after each epoch (between the parallel phases). A sink only
// reads what it is given, so results do not depend on it; none (the default) costs one pointer
// test per work-group or epoch.
class ProgressSink {
 public:
  struct Status {
    uint64_t groupsDone = 0, groupsTotal = 0;
    uint64_t waveInstructions = 0;  // executed so far, all waves
    uint64_t cycles = 0;            // simulated cycles so far (timing model only)
    bool timing = false;
  };
  virtual ~ProgressSink() = default;
  virtual void update(const Status& s) = 0;
};

struct EngineOptions {
  uint64_t watchdogInstructions = 200'000'000;  // per wave; a wave past it is reported as hung
  uint64_t maxInstructions = kDefaultMaxInstructions;  // per dispatch, all waves together
  std::shared_ptr<LaneTrace> laneTrace;           // functional runs only; null: no trace
  ProgressSink* progress = nullptr;               // null: none
};

// Where and why a kernel stopped.
struct Fault {
  uint32_t workgroup[3] = {0, 0, 0};
  uint32_t wave = 0;
  uint64_t pc = 0;
  std::string instruction;  // disassembled text, or the raw dwords
  std::string reason;
  std::string str() const;  // one line
};

struct DispatchStats {
  uint64_t waveInstructions = 0;  // instructions executed, counted once per wave
  uint64_t valuInstructions = 0;
  uint64_t laneOps = 0;           // active lanes summed over vector instructions
  uint64_t waves = 0, workgroups = 0;
  double hostSeconds = 0;         // time spent executing the dispatch (not loading or checking)
  // The CPU time of the host thread that executed it (the functional engine runs a dispatch on
  // one thread): what `gfxsim bench` divides by, so its figure per core does not depend on what
  // else the host runs. 0 where not measured (the timing model, on several threads).
  double cpuSeconds = 0;
};

struct DispatchResult {
  DispatchStats stats;
  std::optional<Fault> fault;
  // The kernel's duration on the simulated GPU, from an executor that models time (the timing
  // model); nullopt from the functional engine.
  std::optional<double> simulatedMicroseconds;
};

class Engine {
 public:
  Engine(const isa::TargetId& target, rt::Memory& mem, EngineOptions opt = {});
  ~Engine();

  DispatchResult run(const launch::DispatchState& dispatch);

  // The pieces the timing model drives one instruction at a time (run() uses them too).
  // Sets the dispatch the waves belong to (before initWave/peek/execute).
  void beginDispatch(const launch::DispatchState& dispatch);
  // A wave's architectural state at launch, at `loc` (its scratch slot included).
  void initWave(WaveState& w, const launch::WaveLocation& loc);
  // The instruction at the wave's PC, decoded (throws FaultException for an unmapped or
  // illegal one).
  const DecodedInst& peek(WaveState& w);
  // Executes `d`, the instruction peek() returned; false when the wave stops running
  // (barrier or end). Throws FaultException.
  bool execute(Exec& x, const DecodedInst& d);
  // The two halves of execute() for an instruction the timing model performs later (an LDS
  // instruction waiting in the LDS request queue): issue() moves the wave past `d` without
  // its effect; perform() applies the effect (the caller has put back the operands `d` read
  // at issue). Throws FaultException.
  void issue(Exec& x, const DecodedInst& d);
  void perform(Exec& x, const DecodedInst& d);
  // A fault report for the wave whose instruction at w.instPc raised `reason`.
  Fault makeFault(const WaveState& w, const Workgroup& wg, const std::string& reason);

  // Used by the semantic functions.
  const isa::Description& description() const { return *desc_; }
  const isa::TargetId& target() const { return target_; }
  const rt::Apertures& apertures() const { return mem_.apertures(); }
  rt::Memory& memory() { return mem_; }
  struct Specials {
    unsigned vccz = ~0u, execz = ~0u, scc = ~0u, sharedBase = ~0u, sharedLimit = ~0u, privateBase = ~0u,
             privateLimit = ~0u, popsExitingWaveId = ~0u;
  };
  const Specials& specials() const { return specials_; }
  DppKind dppKind(uint16_t ctrl) const;
  unsigned dppAmount(uint16_t ctrl) const;
  const launch::DispatchState& dispatch() const { return *dispatch_; }
  uint32_t hwregId(std::string_view name) const;  // HW_REG_* id from the description (~0u if none)
  // The current wave's statistics, for semantic functions that count work.
  DispatchStats& stats() { return stats_; }

 private:
  const DecodedInst& fetch(uint64_t pc);
  std::string leftCode(uint64_t pc) const;  // the fault reason for a PC outside dispatch_->code
  void runWorkgroup(uint32_t x, uint32_t y, uint32_t z, uint32_t flat);
  bool step(Exec& x);  // executes one instruction; false when the wave stops running
  void checkBudgets(const WaveState& w) const;  // the per-wave watchdog and the dispatch budget
  bool tracedStep(Exec& x, unsigned lane);  // step(), recording the changes in opt_.laneTrace
  std::string disassembleAt(uint64_t pc, bool wave64) const;  // "?" where nothing is mapped
  std::string scalarName(unsigned n) const;

  isa::TargetId target_;
  rt::Memory& mem_;
  EngineOptions opt_;
  const isa::Description* desc_;
  DecodeContext dctx_;
  RegNumbers regs_;
  Specials specials_;
  DecodeCache cache_;
  struct DppEntry { uint16_t lo, hi; DppKind kind; unsigned base; };
  std::vector<DppEntry> dpp_;
  const launch::DispatchState* dispatch_ = nullptr;
  // The dispatch's part of every wave's initial state (prepared at its first wave), and the
  // state initWave builds into, reused so that launching a wave allocates nothing.
  std::optional<launch::WaveSetup> waveSetup_;
  launch::InitialWaveState waveInit_;
  DispatchStats stats_;
  std::vector<uint32_t> traceBefore_;  // tracedStep: the lane's VGPRs then AGPRs before the instruction
  Workgroup group_;                    // runWorkgroup: the group running, and its waves
  std::vector<WaveState> waves_;
};

}  // namespace gfxsim::func
