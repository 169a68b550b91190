// The gfxsim command line: `gfxsim <command> [options]`.
#pragma once
#include <string>
#include <vector>

namespace gfxsim::cli {

int main(int argc, char** argv);

// Sub-commands take their own arguments (argv[0] is the command name).
int cmdAsm(const std::vector<std::string>& args);
int cmdDisasm(const std::vector<std::string>& args);
int cmdDemo(const std::vector<std::string>& args);
int cmdExec(const std::vector<std::string>& args);
int cmdRun(const std::vector<std::string>& args);
int cmdBench(const std::vector<std::string>& args);
int cmdCalibrate(const std::vector<std::string>& args);
int cmdValidate(const std::vector<std::string>& args);
int cmdLitmus(const std::vector<std::string>& args);
int cmdCc(const std::vector<std::string>& args);
// gfxsim bench --mode cc: each workload built by gfxsim cc -O2 and by clang-19 -O2, timed on
// configs/<target>.ini, the per-kernel table and the geometric mean of the cycle ratios.
// Returns non-zero when a build fails to compile or to pass its check. (The demo shows it too.)
int benchCompiler(std::vector<std::string> targets, bool wave64, const std::string& filter, const std::string& json);

}  // namespace gfxsim::cli
