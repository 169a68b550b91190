// gfxsim validate: the published figures (workloads/fidelity/published.tsv) that the fidelity
// cases are compared with, and the rule that separates the held-out set from the figures a GPU
// config was calibrated against.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace gfxsim::cli {

// One published measurement: `value` in `unit` for fidelity case `caseName` on catalog GPU `gpu`.
struct PublishedFigure {
  std::string gpu;       // catalog name: vega64, mi210, mi300x, rx6900xt, rx7900xtx
  std::string caseName;  // a fidelity case ("clpeak-bw-float4")
  std::string unit;      // GB/s, GFLOPS, GIOPS, MLUPs/s or us
  double value = 0;
  std::string source;    // who measured it, where it is published (title, table/figure/section)
  std::string note;      // how it differs from what gfxsim runs, if at all
  std::string file;
  unsigned line = 0;
  bool calibration = false;  // the GPU's config cites it in [published] (set by markCalibration)
};

// The units a figure may have.
const std::vector<std::string>& publishedUnits();

// Parses the tab-separated file: '#' comments and blank lines, then the header line
// "gpu<TAB>case<TAB>unit<TAB>value<TAB>source<TAB>note", then one figure per line with exactly
// those six fields (note may be empty). Throws Error "FILE:LINE: field 'NAME': what is wrong".
std::vector<PublishedFigure> parsePublished(const std::string& text, const std::string& file);

// Every figure names a GPU of `gpus` and a case of `cases` with that case's unit; throws Error
// naming the line and field otherwise.
void checkPublished(const std::vector<PublishedFigure>& figures, const std::vector<std::string>& gpus,
                    const std::map<std::string, std::string>& caseUnits);

// The held-out rule: a figure is a calibration point when the case measures what the config's
// [published] key `configKey` describes and the config gives the same value (within 0.5%, the
// rounding of a cited figure). Empty configKey: never.
bool isCalibrationPoint(const PublishedFigure& f, const std::string& configKey, const std::map<std::string, double>& configPublished);

}  // namespace gfxsim::cli
