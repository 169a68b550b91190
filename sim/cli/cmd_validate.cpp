// gfxsim validate [--gpu NAME|target]... [--case PATTERN] [--markdown] [--plots DIR] [--json FILE]
//                 [--threads N] [--progress auto|on|off] [--published FILE] [--compiler clang-19|gfxsim]
// The fidelity suite: whole programs on the timing model against published measurements.
#include <boost/program_options.hpp>

#include "cli/cli.h"
#include "cli/common.h"
#include "cli/validate.h"
#include "support/error.h"

namespace gfxsim::cli {

namespace po = boost::program_options;

int cmdValidate(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim validate [options]");
  ValidateOptions o;
  std::string progress = "auto", compiler = "clang-19";
  opts.add_options()("help,h", "show this help")("gpu", po::value(&o.gpus)->composing(), "a shipped GPU by name or target (repeatable; default: all five)")(
      "case", po::value(&o.cases), "run the cases whose name contains any of these comma-separated strings, published figure or not "
                                   "(default: every case with a published figure for the GPU)")(
      "markdown", po::bool_switch(&o.markdown), "also print the tables as Markdown")(
      "plots", po::value(&o.plotsDir), "write SVG figures into this folder (mixbench rooflines, held-out ratios)")(
      "json", po::value(&o.json), "also write every row as JSON")(
      "published", po::value(&o.published), "the published figures (default workloads/fidelity/published.tsv)")(
      "threads", checkedValue(&o.threads, "--threads", 1u, kMaxHostThreads), "host threads of the timing model (default 1)")(
      "shrink", checkedValue(&o.shrink, "--shrink", uint64_t{1}, uint64_t{1} << 20), "divide every problem size by this (tests; the figures then "
                                                                                       "no longer follow the published method)")(
      "compiler", po::value(&compiler), "clang-19: the committed clang-19 builds of the kernels (workloads/fidelity/clang19, default); "
                                        "gfxsim: compile them with gfxsim cc -O2")(
      "progress", po::value(&progress), kProgressHelp);
  po::variables_map vm;
  if (!parseCommandLine(args, opts, nullptr, vm)) return 0;
  o.progress = parseProgressMode(progress, "validate");
  o.compiler = parseCompiler(compiler, "gfxsim validate: error: --compiler");
  return validate(o);
}

}  // namespace gfxsim::cli
