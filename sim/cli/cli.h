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
int cmdRun(const std::vector<std::string>& args);
int cmdBench(const std::vector<std::string>& args);
int cmdCalibrate(const std::vector<std::string>& args);
int cmdLitmus(const std::vector<std::string>& args);
int cmdCc(const std::vector<std::string>& args);

}  // namespace gfxsim::cli
