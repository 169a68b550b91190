// The one-line progress indicator of long runs (gfxsim run and bench): work-groups done of
// the grid, simulated cycles (timing mode) and wave-instructions per host second, rewritten in
// place on standard error at most four times a second, and erased when the run ends. It is
// for a person at a terminal: by default it appears only when standard error is one, so
// redirected output (everything the tests compare) never contains it.
#pragma once
#include <chrono>
#include <cstdio>
#include <string>

#include "func/engine.h"

namespace gfxsim::cli {

// --progress auto|on|off: auto = on when standard error is a terminal; on forces it (tests).
enum class ProgressMode { Auto, On, Off };
// Throws Error naming `command`'s --progress option for anything else.
ProgressMode parseProgressMode(const std::string& text, const std::string& command);
// Whether the mode shows the line on `stream` (auto: the stream is a terminal).
bool progressShown(ProgressMode mode, std::FILE* stream = stderr);
// The option's help text, shared by the commands that take it.
inline constexpr const char* kProgressHelp =
    "auto (default: a progress line on standard error when it is a terminal), on or off";

class ProgressLine : public func::ProgressSink {
 public:
  // `label` starts the line ("saxpy on gfx900"); `out` is where it goes.
  explicit ProgressLine(std::string label, std::FILE* out = stderr);
  ~ProgressLine() override;
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;
  void update(const Status& s) override;
  // Erases the line (once; the destructor calls it too).
  void finish();

 private:
  using Clock = std::chrono::steady_clock;
  std::string label_;
  std::FILE* out_;
  Clock::time_point start_, last_;
  bool shown_ = false, finished_ = false, lastDrawn_ = false;
};

}  // namespace gfxsim::cli
