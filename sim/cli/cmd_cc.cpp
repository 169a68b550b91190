// gfxsim cc FILE.cl --target GFX [-O0|-O2] [-o OUT] [-S] [--emit-ir] [-D NAME[=V]]... [-I DIR]...
//           [--wave64] [--code-object-version 4|5]
// Compiles OpenCL C with gfxsim's own compiler (compiler/driver) into a code object, its
// assembly (-S) or its IR (--emit-ir).
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>

#include "cli/cli.h"
#include "cli/common.h"
#include "driver/driver.h"
#include "ir/printer.h"
#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::cli {

namespace po = boost::program_options;

int cmdCc(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim cc FILE.cl --target GFX [options]");
  std::string input, output, target;
  int optLevel = 2;
  unsigned cov = 5;
  std::vector<std::string> defines, includes;
  opts.add_options()
      ("help,h", "show this help")
      ("input", po::value(&input), "OpenCL C source (- for standard input)")
      ("target", po::value(&target), "target: gfx900, gfx90a, gfx942, gfx1030, gfx1100 (with features, e.g. gfx90a:xnack-)")
      ("wave64", "RDNA: compile for wave64 (wave32 is the default)")
      ("opt,O", po::value(&optLevel), "optimisation level: -O0 or -O2 (default 2)")
      ("output,o", po::value(&output), "output file (default: FILE.hsaco, FILE.s with -S, FILE.ir with --emit-ir)")
      ("assembly,S", "write the assembly instead of a code object")
      ("emit-ir", "write the IR the back end receives (after optimisation and expansion)")
      ("define,D", po::value(&defines), "define a macro: NAME or NAME=VALUE")
      ("include,I", po::value(&includes), "add a directory to the #include search path")
      ("code-object-version", checkedValue(&cov, "--code-object-version", 4u, 5u), "code object version to write: 4 or 5 (default 5)");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, "input", vm)) return 0;
  if (input.empty()) throw Error("gfxsim cc: error: no input file");
  if (target.empty()) throw Error("gfxsim cc: error: --target is required (gfx900, gfx90a, gfx942, gfx1030, gfx1100)");
  if (optLevel < 0 || optLevel > 3) throw Error("gfxsim cc: error: -O" + std::to_string(optLevel) + ": expected -O0 to -O3");
  bool wantAsm = vm.count("assembly") > 0, wantIr = vm.count("emit-ir") > 0;
  if (wantAsm && wantIr) throw Error("gfxsim cc: error: -S and --emit-ir exclude each other");

  driver::CompileOptions co;
  co.target = resolveTarget(target, vm.count("wave64") > 0, "cc");
  co.optLevel = optLevel;
  co.codeObjectVersion = cov;
  co.defines = defines;
  co.includeDirs = includes;
  co.wantObject = !wantAsm && !wantIr;
  std::string source = input == "-" ? readStdin() : readFileText(input);
  driver::CompileOutput out = driver::compileOpenCL(source, input == "-" ? "<stdin>" : input, co);

  if (output.empty()) {
    std::filesystem::path p = input == "-" ? std::filesystem::path("out") : std::filesystem::path(input).filename();
    p.replace_extension(wantAsm ? ".s" : wantIr ? ".ir" : ".hsaco");
    output = p.string();
  }
  if (wantAsm) {
    if (output == "-") std::cout << out.assembly;
    else writeFileAtomic(output, out.assembly);
  } else if (wantIr) {
    std::string text = ir::print(out.ir);
    if (output == "-") std::cout << text;
    else writeFileAtomic(output, text);
  } else {
    writeFileAtomic(output, out.object);
  }
  return 0;
}

}  // namespace gfxsim::cli
