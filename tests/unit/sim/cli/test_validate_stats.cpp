// The fidelity metric of gfxsim validate (sim/cli/validate_stats.h): |log2 ratio|, the median
// (odd and even counts), the +-15% band at its edges, and the goals, against values worked out
// by hand.
#include <doctest/doctest.h>

#include <cmath>

#include "cli/validate_stats.h"

using namespace gfxsim::cli;

TEST_CASE("validate stats: |log2 ratio| and the 15% band") {
  CHECK(absLog2Ratio(2, 1) == doctest::Approx(1));
  CHECK(absLog2Ratio(1, 2) == doctest::Approx(1));
  CHECK(absLog2Ratio(5, 5) == 0);
  CHECK(withinBand(115, 100));
  CHECK(withinBand(85, 100));
  CHECK_FALSE(withinBand(115.1, 100));
  CHECK_FALSE(withinBand(84.9, 100));
}

TEST_CASE("validate stats: median of |log2 ratio| and the fraction within 15%") {
  // Ratios 1, 2, 0.5, 1.1: |log2| = 0, 1, 1, 0.1375; sorted 0, 0.1375, 1, 1 -> median 0.5688;
  // within 15%: 1 and 1.1.
  FidelitySummary s = summarize({{100, 100}, {200, 100}, {50, 100}, {110, 100}});
  CHECK(s.points == 4);
  CHECK(s.medianAbsLog2 == doctest::Approx((std::log2(1.1) + 1) / 2));
  CHECK(s.fractionWithin == doctest::Approx(0.5));
  CHECK_FALSE(s.meetsGoals());
  // Odd count: the middle value.
  FidelitySummary o = summarize({{100, 100}, {105, 100}, {400, 100}});
  CHECK(o.medianAbsLog2 == doctest::Approx(std::log2(1.05)));
  CHECK(o.fractionWithin == doctest::Approx(2.0 / 3));
  CHECK_FALSE(o.meetsGoals());  // 67% < 70%
  FidelitySummary good = summarize({{100, 100}, {105, 100}, {96, 100}, {300, 100}});
  CHECK(good.meetsGoals());
  CHECK(summarize({}).points == 0);
  CHECK_FALSE(summarize({}).meetsGoals());
}
