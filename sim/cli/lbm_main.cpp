// gfxsim_lbm: the fidelity suite's D3Q19 lattice-Boltzmann step (cli/lbm_run.h) on one GPU, for
// measuring it at sizes the unit tests do not run:
//
//   gfxsim_lbm [--gpu mi210] [--storage FP32|FP16S|FP16C] [--size N | --grid X,Y,Z] [--steps S]
//              [--mode functional|timing] [--threads T] [--no-check] [--compiler gfxsim|clang-19]
//              [--source FILE.cl | --code-object FILE]
//
// --source compiles another OpenCL C file with the same kernel (lbm_d3q19_ternary.cl, say) with
// gfxsim cc; --code-object runs a code object built elsewhere (with the storage macro it was
// built with given as --storage).
//
// Prints each step (cycles, host seconds, the check against the host reference) and, in timing
// mode, the simulated MLUPs/s (cells * steps / (cycles / clock)) beside FluidX3D's bytes per cell.
// Exit status 0 when every step ran and passed its check.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fmt/format.h>
#include <string>

#include "cli/lbm_run.h"
#include "support/fileio.h"

namespace {

namespace lbm = gfxsim::workloads::lbm;

[[noreturn]] void usage(const std::string& why) {
  fmt::print(stderr,
             "gfxsim_lbm: {}\nusage: gfxsim_lbm [--gpu NAME] [--storage FP32|FP16S|FP16C] [--size N | --grid X,Y,Z] [--steps S]\n"
             "                  [--mode functional|timing] [--threads T] [--no-check] [--compiler gfxsim|clang-19]\n"
             "                  [--source FILE.cl | --code-object FILE]\n",
             why);
  std::exit(2);
}

uint32_t number(const std::string& text, const char* what) {
  try {
    size_t used = 0;
    unsigned long v = std::stoul(text, &used);
    if (used == text.size() && v > 0 && v <= 0xffffffffu) return static_cast<uint32_t>(v);
  } catch (const std::exception&) {
  }
  usage(fmt::format("{}: '{}' is not a positive number", what, text));
}

}  // namespace

int main(int argc, char** argv) {
  gfxsim::cli::LbmRunOptions opt;
  std::string codeObject;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) usage(a + " needs a value");
      return argv[++i];
    };
    if (a == "--gpu") opt.gpu = next();
    else if (a == "--storage") {
      std::string s = next();
      bool found = false;
      for (lbm::Storage st : lbm::kAllStorages)
        if (s == lbm::storageName(st)) opt.storage = st, found = true;
      if (!found) usage("--storage: expected FP32, FP16S or FP16C");
    } else if (a == "--size") {
      uint32_t n = number(next(), "--size");
      opt.grid = {n, n, n};
    } else if (a == "--grid") {
      std::string s = next();
      size_t c1 = s.find(','), c2 = c1 == std::string::npos ? c1 : s.find(',', c1 + 1);
      if (c2 == std::string::npos) usage("--grid: expected X,Y,Z");
      opt.grid = {number(s.substr(0, c1), "--grid"), number(s.substr(c1 + 1, c2 - c1 - 1), "--grid"), number(s.substr(c2 + 1), "--grid")};
    } else if (a == "--steps") opt.steps = number(next(), "--steps");
    else if (a == "--mode") {
      std::string m = next();
      if (m != "functional" && m != "timing") usage("--mode: expected functional or timing");
      opt.timing = m == "timing";
    } else if (a == "--threads") opt.threads = number(next(), "--threads");
    else if (a == "--no-check") opt.check = false;
    else if (a == "--source") opt.source = next();
    else if (a == "--code-object") codeObject = next();
    else if (a == "--compiler") {
      try {
        opt.compiler = gfxsim::cli::parseCompiler(next(), "--compiler");
      } catch (const std::exception& e) {
        usage(e.what());
      }
    }
    else usage("unknown argument '" + a + "'");
  }
  if (!codeObject.empty() && !opt.source.empty()) usage("--source and --code-object exclude each other");
  try {
    if (!codeObject.empty()) opt.codeObject = gfxsim::readFileBytes(codeObject);
    gfxsim::cli::LbmRun run = gfxsim::cli::runLbm(opt);
    fmt::print("D3Q19 BGK, {} storage, {}x{}x{} cells, on {} ({}, {} MHz), {} mode\n", lbm::storageName(opt.storage), opt.grid.nx,
               opt.grid.ny, opt.grid.nz, run.gpuName, run.target, run.coreMhz, opt.timing ? "timing" : "functional");
    for (size_t s = 0; s < run.steps.size(); ++s) {
      const gfxsim::cli::LbmStep& st = run.steps[s];
      fmt::print("step {}: {} cycles, {} wave instructions, {:.1f} DRAM bytes/cell, {:.2f} host s; {}\n", s, st.cycles,
                 st.waveInstructions, static_cast<double>(st.dramBytes) / static_cast<double>(opt.grid.cells()), st.hostSeconds,
                 st.check.detail);
    }
    if (opt.timing) {
      unsigned bytes = lbm::bytesPerCellStep(opt.storage);
      double seconds = static_cast<double>(run.cycles) / (run.coreMhz * 1e6);
      fmt::print("{:.0f} MLUPs/s simulated ({} bytes/cell/step as FluidX3D counts: {:.0f} GB/s); {:.1f} host s in all\n", run.mlups,
                 bytes, seconds > 0 ? static_cast<double>(opt.grid.cells()) * run.steps.size() * bytes / seconds / 1e9 : 0.0,
                 run.hostSeconds);
    }
    if (!run.ok) fmt::print("FAILED: {}\n", run.detail);
    return run.ok ? 0 : 1;
  } catch (const std::exception& e) {
    fmt::print(stderr, "{}\n", e.what());
    return 1;
  }
}
