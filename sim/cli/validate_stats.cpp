#include "cli/validate_stats.h"

#include <algorithm>
#include <cmath>

namespace gfxsim::cli {

double absLog2Ratio(double simulated, double published) { return std::fabs(std::log2(simulated / published)); }

bool withinBand(double simulated, double published) {
  double r = simulated / published;
  return r >= 1 - kWithinBand && r <= 1 + kWithinBand;
}

FidelitySummary summarize(const std::vector<std::pair<double, double>>& points) {
  FidelitySummary s;
  s.points = points.size();
  if (points.empty()) return s;
  std::vector<double> d;
  size_t within = 0;
  for (const auto& [sim, pub] : points) {
    d.push_back(absLog2Ratio(sim, pub));
    within += withinBand(sim, pub);
  }
  std::sort(d.begin(), d.end());
  size_t n = d.size();
  s.medianAbsLog2 = n % 2 ? d[n / 2] : (d[n / 2 - 1] + d[n / 2]) / 2;
  s.fractionWithin = static_cast<double>(within) / static_cast<double>(n);
  return s;
}

}  // namespace gfxsim::cli
