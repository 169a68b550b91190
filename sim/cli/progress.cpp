#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include "support/error.h"

namespace gfxsim::cli {

namespace {
// At most four lines a second: often enough to see it move, rarely enough to cost nothing.
constexpr auto kInterval = std::chrono::milliseconds(250);

// 12345678 -> "12.3M": the rate fits the line whatever its size.
std::string compact(double v) {
  if (v >= 1e9) return fmt::format("{:.1f}G", v / 1e9);
  if (v >= 1e6) return fmt::format("{:.1f}M", v / 1e6);
  if (v >= 1e3) return fmt::format("{:.1f}k", v / 1e3);
  return fmt::format("{:.0f}", v);
}
}  // namespace

ProgressMode parseProgressMode(const std::string& text, const std::string& command) {
  if (text == "auto") return ProgressMode::Auto;
  if (text == "on") return ProgressMode::On;
  if (text == "off") return ProgressMode::Off;
  throw Error(fmt::format("gfxsim {}: error: --progress '{}': expected auto, on or off", command, text));
}

bool progressShown(ProgressMode mode, std::FILE* stream) {
  return mode == ProgressMode::On || (mode == ProgressMode::Auto && isatty(fileno(stream)));
}

ProgressLine::ProgressLine(std::string label, std::FILE* out)
    : label_(std::move(label)), out_(out), start_(Clock::now()), last_(start_ - kInterval) {}

ProgressLine::~ProgressLine() { finish(); }

void ProgressLine::update(const Status& s) {
  Clock::time_point now = Clock::now();
  // The last work-group is drawn too (once), so a short run still shows where it ended.
  bool last = s.groupsDone == s.groupsTotal && !lastDrawn_;
  if (now - last_ < kInterval && !last) return;
  last_ = now;
  lastDrawn_ = lastDrawn_ || last;
  double seconds = std::chrono::duration<double>(now - start_).count();
  double rate = seconds > 0 ? static_cast<double>(s.waveInstructions) / seconds : 0;
  double percent = s.groupsTotal ? 100.0 * static_cast<double>(s.groupsDone) / static_cast<double>(s.groupsTotal) : 100.0;
  std::string cycles = s.timing ? fmt::format(", cycle {}", s.cycles) : "";
  // \r and "erase to the end of the line" (ECMA-48 EL) rewrite the line in place.
  fmt::print(out_, "\r{}: work-groups {}/{} ({:.1f}%){}, {} wave-instructions/s\x1b[K", label_, s.groupsDone, s.groupsTotal,
             percent, cycles, compact(rate));
  std::fflush(out_);
  shown_ = true;
}

void ProgressLine::finish() {
  if (finished_) return;
  finished_ = true;
  if (!shown_) return;
  fmt::print(out_, "\r\x1b[K");
  std::fflush(out_);
}

}  // namespace gfxsim::cli
