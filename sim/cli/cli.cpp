#include "cli/cli.h"

#include <boost/program_options.hpp>
#include <cstdio>
#include <exception>
#include <iostream>
#include <spdlog/spdlog.h>

#include "support/error.h"

namespace gfxsim::cli {

namespace {

struct Command {
  const char* name;
  int (*fn)(const std::vector<std::string>&);
  const char* help;
};

const Command kCommands[] = {
    {"cc", cmdCc, "compile OpenCL C into a code object (or assembly) with gfxsim's own compiler"},
    {"asm", cmdAsm, "assemble LLVM-syntax AMDGPU assembly into a code object"},
    {"disasm", cmdDisasm, "disassemble a code object (instructions and kernel descriptors)"},
    {"run", cmdRun, "run a kernel of a code object in the functional simulator"},
    {"exec", cmdExec, "run an unmodified HIP, HSA or OpenCL program on a simulated GPU, with a per-kernel report"},
    {"bench", cmdBench, "measure simulator throughput on the workloads"},
    {"litmus", cmdLitmus, "run OpenCL litmus tests on the timing model (litmus7-style report; --mutate)"},
    {"calibrate", cmdCalibrate, "run the calibration microbenchmarks on a GPU config, beside its published figures"},
    {"validate", cmdValidate, "run the fidelity suite: whole programs on the timing model against published measurements"},
    {"demo", cmdDemo, "run the main demo"},
};

void usage(std::ostream& os) {
  os << "usage: gfxsim <command> [options]\n\ncommands:\n";
  for (const auto& c : kCommands) os << "  " << c.name << std::string(10 - std::string(c.name).size(), ' ') << c.help << "\n";
  os << "\n`gfxsim <command> --help` describes a command's options.\n";
}

}  // namespace

int main(int argc, char** argv) {
  spdlog::set_pattern("%^%l%$: %v");
  if (argc < 2) {
    usage(std::cerr);
    return 2;
  }
  std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    usage(std::cout);
    return 0;
  }
  if (name == "--version") {
    std::cout << "gfxsim 0.1.0\n";
    return 0;
  }
  for (const auto& c : kCommands) {
    if (name != c.name) continue;
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
      return c.fn(args);
    } catch (const gfxsim::Error& e) {
      std::cerr << e.what() << "\n";
      return 1;
    } catch (const boost::program_options::error& e) {
      std::cerr << "gfxsim " << name << ": error: " << e.what() << "\n";
      return 2;
    } catch (const std::bad_alloc&) {
      std::cerr << "gfxsim " << name << ": error: out of memory\n";
      return 1;
    } catch (const std::exception& e) {
      std::cerr << "gfxsim " << name << ": internal error: " << e.what() << "\n";
      return 3;
    }
  }
  std::cerr << "gfxsim: error: unknown command '" << name << "'\n";
  usage(std::cerr);
  return 2;
}

}  // namespace gfxsim::cli
