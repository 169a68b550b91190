// gfxsim calibrate --config FILE [--json OUT] [--markdown] [--sweep vector|scalar] [--max-kib N] [--lds]
// Runs the calibration microbenchmarks (workloads/micro) in timing mode on a GPU config and
// prints each simulated figure beside the published figure the config cites; --sweep prints
// pointer-chase latency against working-set size instead.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>

#include "cli/calibrate.h"
#include "cli/cli.h"
#include "cli/common.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "support/fileio.h"

namespace gfxsim::cli {

namespace po = boost::program_options;

int cmdCalibrate(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim calibrate --config FILE [options]");
  std::string config, json, sweep;
  bool markdown = false, lds = false;
  uint64_t maxKib = 0;
  opts.add_options()("help,h", "show this help")("config", po::value(&config), "GPU config (configs/*.ini)")(
      "json", po::value(&json), "also write the table as JSON")(
      "lds", po::bool_switch(&lds), "LDS bank conflicts: cycles per ds_read_b32 at lane strides 0 to 32 dwords")(
      "markdown", po::bool_switch(&markdown), "print the table as Markdown, with each published figure's source (configs/README.md)")(
      "sweep", po::value(&sweep), "vector or scalar: latency against working-set size (pointer chase)")(
      "max-kib", checkedValue(&maxKib, "--max-kib", uint64_t{1}, uint64_t{1} << 22), "sweep: largest working set in KiB, at most 4 GiB (default: twice the L2)");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, nullptr, vm)) return 0;
  if (config.empty()) throw Error("gfxsim calibrate: error: --config is required");
  timing::GpuConfig gpu = timing::findGpu(config);
  if (lds) {
    std::printf("LDS bank conflicts on %s (%s): one wave, lane l reads dword l * stride\n", gpu.agent.name.c_str(), config.c_str());
    std::printf("%8s %18s\n", "stride", "cycles/ds_read");
    for (uint32_t s = 0; s <= 32; ++s) std::printf("%8u %18.2f\n", s, ldsStrideCycles(gpu, s));
    return 0;
  }
  if (!sweep.empty()) {
    if (sweep != "vector" && sweep != "scalar") throw Error("gfxsim calibrate: error: --sweep '" + sweep + "': expected vector or scalar");
    bool scalar = sweep == "scalar";
    uint64_t top = maxKib ? maxKib << 10 : 2 * gpu.timing.l2.sizeBytes;  // (validate --plots: twice the LLC, sweepTopBytes)
    std::printf("%s-path pointer chase on %s (%s): load-to-use latency by working set\n", sweep.c_str(), gpu.agent.name.c_str(), config.c_str());
    std::printf("%12s %12s %10s\n", "KiB", "cycles", "ns");
    std::string out = "{\"config\": \"" + config + "\", \"path\": \"" + sweep + "\", \"points\": [";
    chaseSweep(gpu, top, scalar, [&](uint64_t b, double cyc) {
      std::printf("%12llu %12.1f %10.1f\n", static_cast<unsigned long long>(b >> 10), cyc, cyc / gpu.timing.coreMhz * 1000);
      std::fflush(stdout);
      char buf[96];
      std::snprintf(buf, sizeof buf, "%s{\"bytes\": %llu, \"cycles\": %.3f}", b == 1024 ? "" : ", ", static_cast<unsigned long long>(b), cyc);
      out += buf;
    });
    if (!json.empty()) writeFileAtomic(json, out + "]}\n");
    return 0;
  }
  auto rows = calibrate(gpu);
  std::cout << (markdown ? calibrationMarkdown(gpu, rows, readFileText(config)) : calibrationTable(gpu, rows));
  if (!json.empty()) writeFileAtomic(json, calibrationJson(gpu, rows));
  return 0;
}

}  // namespace gfxsim::cli
