// gfxsim demo: the end-to-end path that exists today. Assembles the sample kernels in
// workloads/asm/, writes their code objects, reads them back and disassembles them.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "cli/cli.h"
#include "cli/common.h"
#include "disasm/object_printer.h"
#include "support/error.h"
#include "support/fileio.h"

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

namespace po = boost::program_options;

int cmdDemo(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim demo [options]");
  std::string outDir = "gfxsim-demo", srcDir = std::string(GFXSIM_SOURCE_DIR) + "/workloads/asm";
  opts.add_options()("help,h", "show this help")("out", po::value(&outDir), "where to write the code objects")(
      "samples", po::value(&srcDir), "folder of sample .s kernels");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, nullptr, vm)) return 0;
  namespace fs = std::filesystem;
  std::vector<fs::path> samples;
  for (const auto& e : fs::directory_iterator(srcDir))
    if (e.path().extension() == ".s") samples.push_back(e.path());
  std::sort(samples.begin(), samples.end());
  if (samples.empty()) throw Error("gfxsim demo: error: no sample kernels in " + srcDir);
  fs::create_directories(outDir);
  std::cout << "gfxsim demo: assemble -> code object -> load -> disassemble\n";
  for (const auto& s : samples) {
    std::string source = readFileText(s.string());
    as::AsmOptions ao;
    ao.target = resolveTarget(targetFromSource(source), false, "demo");
    as::AsmResult res = as::assemble(source, s.string(), ao);
    auto bytes = as::buildCodeObject(res, false);
    std::string out = (fs::path(outDir) / (s.stem().string() + ".hsaco")).string();
    writeFileAtomic(out, bytes);
    std::cout << "\n== " << s.filename().string() << " (" << ao.target.str() << "): " << res.listing.size()
              << " instructions, " << bytes.size() << " bytes -> " << out << "\n";
    std::cout << disasm::printCodeObject(readFileBytes(out), out);
  }
  return 0;
}

}  // namespace gfxsim::cli
