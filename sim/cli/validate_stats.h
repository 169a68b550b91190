// gfxsim validate: the fidelity metric, fixed before any simulated figure was looked at. Per
// point the ratio simulated / published and |log2 ratio|; per set of points the median of
// |log2 ratio| (goal: at most 0.15, i.e. a typical point within 11%) and the fraction of points
// whose ratio lies in [0.85, 1.15] (goal: at least 70%).
#pragma once
#include <cstddef>
#include <vector>

namespace gfxsim::cli {

inline constexpr double kMedianLog2Goal = 0.15;
inline constexpr double kWithinGoal = 0.70;
inline constexpr double kWithinBand = 0.15;

double absLog2Ratio(double simulated, double published);
// 0.85 <= simulated / published <= 1.15.
bool withinBand(double simulated, double published);

struct FidelitySummary {
  size_t points = 0;
  double medianAbsLog2 = 0;  // of |log2 ratio|; the mean of the two middle points for an even count
  double fractionWithin = 0;  // of points within the band
  bool meetsGoals() const { return points > 0 && medianAbsLog2 <= kMedianLog2Goal && fractionWithin >= kWithinGoal; }
};

// Over the pairs (simulated, published); an empty list gives points = 0.
FidelitySummary summarize(const std::vector<std::pair<double, double>>& simulatedPublished);

}  // namespace gfxsim::cli
