// gfxsim asm FILE.s --target GFX [-o OUT] [--show-encoding] [-c] [--code-object-version N]
#include <boost/program_options.hpp>
#include <iostream>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "cli/cli.h"
#include "cli/common.h"
#include "disasm/disassembler.h"
#include "isa/description.h"
#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::cli {

namespace po = boost::program_options;

std::string listingLine(const std::string& text, const std::vector<uint8_t>& bytes) {
  // llvm-mc's -show-encoding layout: a tab, the instruction padded to 40 characters.
  std::string line = "\t" + text;
  size_t col = text.size();
  if (col < 40) line += std::string(40 - col, ' ');
  else line += ' ';
  line += "; encoding: [";
  char buf[8];
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%s0x%02x", i ? "," : "", bytes[i]);
    line += buf;
  }
  return line + "]";
}

int cmdAsm(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim asm FILE.s --target GFX [options]");
  std::string input, output, target;
  unsigned cov = 0;
  opts.add_options()
      ("help,h", "show this help")
      ("input", po::value(&input), "assembly source (- for standard input)")
      ("target", po::value(&target), "target id, e.g. gfx900, gfx90a:xnack-, gfx1030 (default: .amdgcn_target)")
      ("wave64", "RDNA: assemble for wave64 (+wavefrontsize64)")
      ("output,o", po::value(&output), "output code object")
      ("relocatable,c", "write a relocatable object (ET_REL, like llvm-mc -filetype=obj) instead of a shared code object")
      ("code-object-version", checkedValue(&cov, "--code-object-version", 4u, 5u), "code object version to write: 4 or 5 (default 5, or .amdhsa_code_object_version)")
      ("show-encoding", "print each instruction with its encoding, in llvm-mc's format");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, "input", vm)) return 0;
  if (input.empty()) throw Error("gfxsim asm: error: no input file");
  std::string source = input == "-" ? readStdin() : readFileText(input);
  as::AsmOptions ao;
  if (target.empty()) target = targetFromSource(source);
  if (target.empty()) throw Error("gfxsim asm: error: no --target given and the source has no .amdgcn_target");
  ao.target = resolveTarget(target, vm.count("wave64") > 0, "asm");
  ao.targetGiven = vm.count("target") > 0;
  if (vm.count("code-object-version")) {
    if (cov != 4 && cov != 5) throw Error("gfxsim asm: error: --code-object-version must be 4 or 5");
    ao.codeObjectVersion = cov;
    ao.cov_given = true;
  }
  as::AsmResult res = as::assemble(source, input == "-" ? "<stdin>" : input, ao);
  if (vm.count("show-encoding")) {
    const auto& d = isa::description(res.target.info->isaFile);
    disasm::Options dopt;
    dopt.wave64 = res.target.wave64;
    for (const auto& l : res.listing) {
      auto dec = disasm::disassembleOne(d, l.bytes, dopt);
      std::cout << listingLine(dec.text, l.bytes) << "\n";
    }
  }
  if (!output.empty()) {
    auto bytes = as::buildCodeObject(res, vm.count("relocatable") > 0);
    writeFileAtomic(output, bytes);
  }
  return 0;
}

}  // namespace gfxsim::cli
