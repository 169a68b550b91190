// The progress line (sim/cli/progress.h) and what the engines tell it (func::ProgressSink):
// the functional engine reports every work-group in order, the timing model every epoch with
// its cycle; the last report is the whole grid and the dispatch's own instruction count; the
// timing model's reports are the same at one and two host threads; a run with a sink leaves
// the same buffers and statistics as one without; and the line drawn from them starts, ends on
// the whole grid and is erased, while a line never told anything writes nothing.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "cli/progress.h"
#include "runtime/device/launch.h"
#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"
#include "support/timing_kernel.h"

using namespace gfxsim;

namespace {

struct Recorder : func::ProgressSink {
  std::vector<Status> seen;
  void update(const Status& s) override { seen.push_back(s); }
};

// saxpy (clang-19's gfx900 build) over 4096 floats, 16 work-groups, on the functional engine
// or the timing model (`threads` > 0), told to `sink`.
device::LaunchResult saxpy(func::ProgressSink* sink, unsigned threads) {
  std::vector<uint8_t> code = readFileBytes(test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco"));
  std::vector<float> x(4096), y(4096);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = static_cast<float>(i) * 0.25f;
    y[i] = 3.0f - static_cast<float>(i);
  }
  auto bytesOf = [](const void* p, size_t n) { return std::vector<uint8_t>(static_cast<const uint8_t*>(p), static_cast<const uint8_t*>(p) + n); };
  float a = 1.5f;
  uint32_t n = 4096;
  device::LaunchRequest req;
  req.kernel = "saxpy";
  req.geometry.grid = rt::Dim3{4096, 1, 1};
  req.geometry.group = rt::Dim3{256, 1, 1};
  req.args.resize(5);
  req.args[0].bytes = bytesOf(&a, 4);
  req.args[1].isBuffer = req.args[2].isBuffer = req.args[3].isBuffer = true;
  req.args[1].bytes = bytesOf(x.data(), x.size() * 4);
  req.args[2].bytes = bytesOf(y.data(), y.size() * 4);
  req.args[3].size = 4096 * 4;
  req.args[4].bytes = bytesOf(&n, 4);
  req.engine.progress = sink;
  std::optional<timing::TimingEngine> engine;
  if (threads) {
    timing::GpuConfig g = test::config("gfx900.ini");
    timing::TimingOptions to;
    to.threads = threads;
    to.progress = sink;
    engine.emplace(g, to);
    req.runtime = g.agent.runtimeConfig();
    req.processor = &*engine;
  }
  device::LaunchResult r = device::launchKernel(code, "saxpy-O2.hsaco", req);
  REQUIRE_FALSE(r.dispatch.fault);
  return r;
}

bool sameStatus(const func::ProgressSink::Status& a, const func::ProgressSink::Status& b) {
  return a.groupsDone == b.groupsDone && a.groupsTotal == b.groupsTotal && a.waveInstructions == b.waveInstructions &&
         a.cycles == b.cycles && a.timing == b.timing;
}

}  // namespace

TEST_CASE("the functional engine reports each work-group to a progress sink and runs the same with it") {
  Recorder rec;
  device::LaunchResult with = saxpy(&rec, 0), without = saxpy(nullptr, 0);
  REQUIRE(rec.seen.size() == 16);
  for (size_t i = 0; i < rec.seen.size(); ++i) {
    CHECK(rec.seen[i].groupsDone == i + 1);
    CHECK(rec.seen[i].groupsTotal == 16);
    CHECK_FALSE(rec.seen[i].timing);
    if (i) CHECK(rec.seen[i].waveInstructions > rec.seen[i - 1].waveInstructions);
  }
  CHECK(rec.seen.back().waveInstructions == with.dispatch.stats.waveInstructions);
  CHECK(with.buffers == without.buffers);
  CHECK(with.dispatch.stats.waveInstructions == without.dispatch.stats.waveInstructions);
  CHECK(with.dispatch.stats.laneOps == without.dispatch.stats.laneOps);
}

TEST_CASE("the timing model reports each epoch to a progress sink, the same at any thread count, and runs the same with it") {
  Recorder one, two;
  device::LaunchResult r1 = saxpy(&one, 1), r2 = saxpy(&two, 2), plain = saxpy(nullptr, 2);
  REQUIRE(one.seen.size() > 1);
  REQUIRE(one.seen.size() == two.seen.size());
  for (size_t i = 0; i < one.seen.size(); ++i) {
    CHECK(sameStatus(one.seen[i], two.seen[i]));
    CHECK(one.seen[i].timing);
    CHECK(one.seen[i].groupsTotal == 16);
    if (i) {
      CHECK(one.seen[i].cycles > one.seen[i - 1].cycles);
      CHECK(one.seen[i].groupsDone >= one.seen[i - 1].groupsDone);
    }
  }
  CHECK(one.seen.back().groupsDone == 16);
  CHECK(one.seen.back().waveInstructions == r1.dispatch.stats.waveInstructions);
  CHECK(r1.buffers == plain.buffers);
  CHECK(r2.buffers == plain.buffers);
  CHECK(r1.dispatch.simulatedMicroseconds == plain.dispatch.simulatedMicroseconds);
  CHECK(r1.dispatch.stats.waveInstructions == plain.dispatch.stats.waveInstructions);
}

TEST_CASE("a progress line draws in place, ends on the whole grid and is erased, and writes nothing when never told") {
  std::string path = test::tempPath("progress_line.txt");
  std::FILE* f = std::fopen(path.c_str(), "w");
  REQUIRE(f);
  {
    cli::ProgressLine quiet("never", f);
  }
  {
    cli::ProgressLine line("k on gfx900", f);
    func::ProgressSink::Status s;
    s.groupsTotal = 1000;
    s.timing = true;
    for (uint64_t i = 1; i <= 1000; ++i) {
      s.groupsDone = i;
      s.cycles = 10 * i;
      s.waveInstructions = 4 * i;
      line.update(s);
    }
    line.finish();
    line.finish();  // once only
  }
  std::fclose(f);
  std::string text = readFileText(path);
  CHECK(text.starts_with("\rk on gfx900: work-groups 1/1000 (0.1%), cycle 10, "));
  CHECK(test::contains(text, "\rk on gfx900: work-groups 1000/1000 (100.0%), cycle 10000, "));
  CHECK(test::contains(text, " wave-instructions/s\x1b[K"));
  CHECK(text.ends_with("\x1b[K\r\x1b[K"));
  CHECK_FALSE(test::contains(text, "never"));
  CHECK_FALSE(text.ends_with("\r\x1b[K\r\x1b[K"));
}

TEST_CASE("--progress takes auto, on or off, and on shows the line on any stream") {
  CHECK(cli::parseProgressMode("auto", "run") == cli::ProgressMode::Auto);
  CHECK(cli::parseProgressMode("off", "run") == cli::ProgressMode::Off);
  CHECK_THROWS_WITH(cli::parseProgressMode("yes", "bench"), "gfxsim bench: error: --progress 'yes': expected auto, on or off");
  std::FILE* f = std::tmpfile();
  REQUIRE(f);
  CHECK(cli::progressShown(cli::ProgressMode::On, f));
  CHECK_FALSE(cli::progressShown(cli::ProgressMode::Auto, f));  // a file is not a terminal
  CHECK_FALSE(cli::progressShown(cli::ProgressMode::Off, f));
  std::fclose(f);
}
