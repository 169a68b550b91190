// Helpers for tests: paths, running tools, parsing llvm-mc output.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gfxsim::test {

std::string sourcePath(const std::string& rel);  // path under the source tree
std::string readText(const std::string& path);
bool haveTool(const std::string& tool);          // on PATH?
// Runs a shell command, returns its exit status and standard output.
int runCommand(const std::string& cmd, std::string* out);
// Runs the gfxsim binary under test with `args` (stderr joined to stdout), as a user would.
struct CliOutcome {
  int rc = 0;
  std::string out;
};
CliOutcome runGfxsim(const std::string& args);
std::string tempPath(const std::string& name);

// How many times slower the build under test runs: ASan and UBSan runs are several times
// slower, so bounds on time are this much wider there.
#ifdef GFXSIM_SANITIZED
inline constexpr double kSlowdown = 4;
#else
inline constexpr double kSlowdown = 1;
#endif

// One line of llvm-mc -show-encoding output.
struct McLine {
  std::string text;                  // instruction text, whitespace-normalised
  std::vector<int> bytes;            // -1 for a fixup placeholder byte ('A')
  bool hasFixup = false;
};
std::vector<McLine> parseMcOutput(const std::string& text);
std::string normalizeSpace(const std::string& s);
// The label and instruction lines of the executable sections of `llvm-objdump -d` style output
// (gfxsim disasm prints the same layout), whitespace-normalised, without the `//` comments
// (address and encoding); the kernel descriptors after them are left out.
std::vector<std::string> objdumpTextLines(const std::string& text);

}  // namespace gfxsim::test
