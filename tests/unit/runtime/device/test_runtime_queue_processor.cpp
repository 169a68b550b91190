// device::QueueProcessor, the consumer side of an AQL queue: which packets it takes when,
// retirement, completion signals and their timestamps, barrier packets, faults. The packets
// are written by the runtime (producer side) into a real queue in simulated memory; kernels run
// on a stand-in executor so each test decides what a dispatch returns.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "codeobject/elf_reader.h"
#include "launch/code_loader.h"
#include "runtime/device/queue_processor.h"
#include "runtime/runtime.h"
#include "support/checks.h"

using namespace gfxsim;
using namespace gfxsim::test;
namespace aql = rt::aql;

namespace {

// Runs nothing: records the grid it was given and returns a chosen result.
struct StandIn : func::KernelExecutor {
  std::vector<uint32_t> grids;
  std::optional<double> micros;
  bool fault = false;
  func::DispatchResult run(const isa::TargetId&, rt::Memory&, const launch::DispatchState& ds) override {
    grids.push_back(ds.geometry.grid.x);
    func::DispatchResult r;
    r.simulatedMicroseconds = micros;
    r.stats.waveInstructions = 7;
    if (fault) r.fault = func::Fault{{0, 0, 0}, 1, 0x1000, "s_nop 0", "made up"};
    return r;
  }
};

struct Fixture {
  codeobj::CodeObject co = codeobj::readCodeObjectFile(clangGolden("gfx900/saxpy-O2.hsaco"));
  rt::Runtime r{target("gfx900")};
  launch::LoadedCodeObject loaded = launch::loadCodeObject(r.memory(), co);
  rt::Addr buf = r.memory().allocate(4096, 256, "buf");

  // A saxpy dispatch of `n` work-items written to the queue without ringing the doorbell
  // (signal 0: no completion signal).
  rt::DispatchRecord dispatch(uint32_t n, rt::Addr signal) {
    const launch::LoadedKernel* lk = loaded.find("saxpy");
    rt::DispatchParams p;
    p.geometry.grid = {n, 1, 1};
    p.geometry.group = {64, 1, 1};
    p.ringDoorbell = false;
    if (signal) p.completionSignal = signal;
    else p.noCompletionSignal = true;
    std::vector<rt::ArgValue> args{rt::ArgValue::scalar(1.0f), rt::ArgValue::pointer(buf), rt::ArgValue::pointer(buf),
                                   rt::ArgValue::pointer(buf), rt::ArgValue::scalar(uint32_t{0})};
    return r.dispatch(rt::KernelRef::of(*lk->code, lk->descriptorAddress), args, p);
  }
  void barrier(aql::PacketType type, std::vector<rt::Addr> deps, rt::Addr signal) {
    aql::BarrierPacket b;
    b.header = aql::makeHeader(type, true, aql::FenceScope::System, aql::FenceScope::System);
    for (size_t i = 0; i < deps.size(); ++i) b.depSignal[i] = deps[i];
    b.completionSignal = signal;
    r.queue().writePacket(r.queue().reserveWriteIndex(), b);
  }
  int64_t value(rt::Addr s) { return rt::Signal(r.memory(), s).load(); }
};

}  // namespace

TEST_CASE("queue processor: runs dispatches in order, retires them and completes their signals") {
  Fixture f;
  StandIn ex;
  ex.micros = 2.5;
  device::QueueProcessor qp(f.r.memory(), f.r.target(), f.r.config(), &ex);
  CHECK(qp.step(f.r.queue()) == device::Step::Empty);
  rt::Addr s1 = rt::Signal::create(f.r.memory(), 1).handle();
  rt::Addr s2 = rt::Signal::create(f.r.memory(), 5).handle();
  f.dispatch(128, s1);
  f.dispatch(256, s2);
  std::vector<device::PacketOutcome> ran;
  CHECK(qp.drain(f.r.queue(), [&](const device::PacketOutcome& o) { ran.push_back(o); }) == device::Step::Empty);
  REQUIRE(ran.size() == 2);
  CHECK(ex.grids == std::vector<uint32_t>{128, 256});
  CHECK(ran[0].index == 0);
  CHECK(ran[1].dispatch.gridSizeX == 256);
  CHECK(ran[1].result.stats.waveInstructions == 7);
  // Retired: read index past both, slots INVALID again, each signal down by one.
  CHECK(f.r.queue().loadReadIndex() == 2);
  CHECK(aql::headerType(f.r.memory().load<uint16_t>(f.r.queue().packetAddress(0))) == aql::PacketType::Invalid);
  CHECK(f.value(s1) == 0);
  CHECK(f.value(s2) == 4);
  // Simulated time: each dispatch lasts exactly what the executor says, back to back.
  auto ts = [&](rt::Addr s, unsigned off) { return f.r.memory().load<uint64_t>(s + off); };
  CHECK(ts(s1, aql::amd_signal::kEndTs) - ts(s1, aql::amd_signal::kStartTs) == 2500);
  CHECK(ts(s2, aql::amd_signal::kStartTs) == ts(s1, aql::amd_signal::kEndTs));
  CHECK(ts(s2, aql::amd_signal::kEndTs) - ts(s2, aql::amd_signal::kStartTs) == 2500);
  CHECK(qp.now() == ts(s2, aql::amd_signal::kEndTs));
}

TEST_CASE("queue processor: a barrier-AND waits for all its signals, a barrier-OR for one") {
  Fixture f;
  StandIn ex;
  device::QueueProcessor qp(f.r.memory(), f.r.target(), f.r.config(), &ex);
  rt::Addr a = rt::Signal::create(f.r.memory(), 1).handle();
  rt::Addr b = rt::Signal::create(f.r.memory(), 1).handle();
  rt::Addr doneAnd = rt::Signal::create(f.r.memory(), 1).handle();
  rt::Addr doneOr = rt::Signal::create(f.r.memory(), 1).handle();
  f.barrier(aql::PacketType::BarrierAnd, {a, b}, doneAnd);
  f.dispatch(64, 0);
  CHECK(qp.step(f.r.queue()) == device::Step::NotReady);
  rt::Signal(f.r.memory(), a).store(0);
  CHECK(qp.step(f.r.queue()) == device::Step::NotReady);
  CHECK(ex.grids.empty());  // nothing behind the barrier ran
  rt::Signal(f.r.memory(), b).store(0);
  CHECK(qp.step(f.r.queue()) == device::Step::Ran);
  CHECK(f.value(doneAnd) == 0);
  CHECK(qp.step(f.r.queue()) == device::Step::Ran);
  CHECK(ex.grids.size() == 1);
  rt::Signal(f.r.memory(), a).store(1);
  f.barrier(aql::PacketType::BarrierOr, {a, b}, doneOr);  // b is 0 already
  CHECK(qp.step(f.r.queue()) == device::Step::Ran);
  CHECK(f.value(doneOr) == 0);
  // A barrier-OR with no dependencies at all does not wait.
  f.barrier(aql::PacketType::BarrierOr, {}, 0);
  CHECK(qp.step(f.r.queue()) == device::Step::Ran);
}

TEST_CASE("queue processor: a faulting dispatch stops the queue only when asked to") {
  Fixture f;
  StandIn ex;
  ex.fault = true;
  device::ProcessorOptions stop;
  stop.stopOnFault = true;
  device::QueueProcessor qp(f.r.memory(), f.r.target(), f.r.config(), &ex, {}, stop);
  rt::Addr s = rt::Signal::create(f.r.memory(), 1).handle();
  f.dispatch(64, s);
  device::PacketOutcome o;
  CHECK(qp.step(f.r.queue(), &o) == device::Step::Stopped);
  CHECK(o.failed());
  CHECK(contains(o.failure(), "made up"));
  CHECK(f.r.queue().loadReadIndex() == 0);  // still at the faulting packet
  CHECK(f.value(s) == 1);
  qp.options().stopOnFault = false;
  CHECK(qp.step(f.r.queue(), &o) == device::Step::Ran);
  CHECK(o.failed());
  CHECK(f.value(s) == 0);
}

TEST_CASE("queue processor: a packet it cannot process stops the queue with a message") {
  Fixture f;
  device::QueueProcessor qp(f.r.memory(), f.r.target(), f.r.config());
  aql::BarrierPacket b;
  b.header = aql::makeHeader(aql::PacketType::AgentDispatch, false, aql::FenceScope::None, aql::FenceScope::None);
  f.r.queue().writePacket(f.r.queue().reserveWriteIndex(), b);
  device::PacketOutcome o;
  CHECK(qp.step(f.r.queue(), &o) == device::Step::Stopped);
  CHECK(contains(o.error, "AGENT_DISPATCH, which gfxsim does not process"));
  // A dispatch whose kernel object is not a descriptor is an error of that packet, not a crash.
  Fixture g;
  device::QueueProcessor qp2(g.r.memory(), g.r.target(), g.r.config());
  rt::DispatchRecord d = g.dispatch(64, 0);
  g.r.memory().store<uint64_t>(d.packetAddress + 32, g.buf + 8);  // kernel_object
  CHECK(qp2.step(g.r.queue(), &o) == device::Step::Ran);
  CHECK(o.failed());
  CHECK(!o.error.empty());
}
