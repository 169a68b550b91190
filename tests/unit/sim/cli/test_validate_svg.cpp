// gfxsim validate's SVG figures (sim/cli/validate_svg.h): the log axis maps decades linearly;
// each figure is well-formed (every element closed in order, read back with a small tag
// scanner) and puts each point at the pixel the axis gives for its value.
#include <doctest/doctest.h>

#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "cli/validate_svg.h"

using namespace gfxsim::cli;

namespace {

// "" when every element opened is closed in order (self-closing ones count as both), else
// what is wrong.
std::string tagBalance(const std::string& svg) {
  std::vector<std::string> open;
  size_t i = 0;
  while ((i = svg.find('<', i)) != std::string::npos) {
    size_t end = svg.find('>', i);
    if (end == std::string::npos) return "unterminated tag";
    std::string tag = svg.substr(i + 1, end - i - 1);
    i = end + 1;
    if (tag.empty()) return "empty tag";
    if (tag[0] == '/') {
      if (open.empty() || open.back() != tag.substr(1)) return "</" + tag.substr(1) + "> closes " + (open.empty() ? "nothing" : open.back());
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(tag.substr(0, tag.find(' ')));
    }
  }
  return open.empty() ? "" : "<" + open.back() + "> not closed";
}

std::vector<std::pair<double, double>> circles(const std::string& svg) {
  std::vector<std::pair<double, double>> out;
  std::regex c(R"re(<circle cx="([0-9.-]+)" cy="([0-9.-]+)")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), c); it != std::sregex_iterator(); ++it)
    out.emplace_back(std::stod((*it)[1]), std::stod((*it)[2]));
  return out;
}

}  // namespace

TEST_CASE("validate svg: a log axis maps each decade to the same length") {
  LogAxis a{1, 1000, 100, 400};
  CHECK(a.map(1) == doctest::Approx(100));
  CHECK(a.map(10) == doctest::Approx(200));
  CHECK(a.map(1000) == doctest::Approx(400));
  CHECK(a.map(std::sqrt(10.0)) == doctest::Approx(150));
  CHECK(a.ticks() == std::vector<double>{1, 10, 100, 1000});
  LogAxis narrow{1, 10, 0, 1};
  CHECK(narrow.ticks() == std::vector<double>{1, 2, 5, 10});
}

TEST_CASE("validate svg: the roofline plot is well-formed and puts points where the axes say") {
  PlotSeries sim{"sp simulated", "#0072B2", false, true, {{0.25, 350, "a"}, {8.25, 11000, "b <&>"}}};
  PlotSeries pub{"sp published", "#0072B2", true, true, {{0.25, 300, "c"}, {32.25, 23000, "d"}}};
  std::string svg = logLogPlot("mixbench on mi210", "ops/byte", "GFLOPS", {sim, pub});
  CHECK(tagBalance(svg) == "");
  CHECK(svg.find("b &lt;&amp;&gt;") != std::string::npos);
  LogAxis x = logLogXAxis({sim, pub}), y = logLogYAxis({sim, pub});
  CHECK(x.lo == doctest::Approx(0.1));
  CHECK(x.hi == doctest::Approx(100));
  CHECK(y.lo == doctest::Approx(100));
  CHECK(y.hi == doctest::Approx(100000));
  auto c = circles(svg);
  // The points in x order per series, then each series' legend marker.
  REQUIRE(c.size() == 6);
  CHECK(c[0].first == doctest::Approx(x.map(0.25)).epsilon(1e-4));
  CHECK(c[0].second == doctest::Approx(y.map(350)).epsilon(1e-4));
  CHECK(c[1].first == doctest::Approx(x.map(8.25)).epsilon(1e-4));
  CHECK(c[1].second == doctest::Approx(y.map(11000)).epsilon(1e-4));
  CHECK(c[4].second == doctest::Approx(y.map(23000)).epsilon(1e-4));
  // Within the plot area.
  for (size_t i = 0; i < 2; ++i) {
    CHECK(c[i].first >= kPlotLeft);
    CHECK(c[i].first <= kPlotRight);
    CHECK(c[i].second >= kPlotTop);
    CHECK(c[i].second <= kPlotBottom);
  }
}

TEST_CASE("validate svg: the ratio plot is well-formed, symmetric about 1, with the band and one dot per point") {
  std::vector<std::pair<std::string, std::vector<PlotPoint>>> cols{{"mi210", {{0, 1.0, "x"}, {0, 0.3, "y"}}}, {"mi300x", {{0, 1.5, "z"}}}};
  std::string svg = ratioPlot("held-out", cols);
  CHECK(tagBalance(svg) == "");
  LogAxis y = ratioYAxis(cols);
  CHECK(y.lo == doctest::Approx(0.25));
  CHECK(y.hi == doctest::Approx(4));
  CHECK(y.map(1) == doctest::Approx((kPlotTop + kPlotBottom) / 2));
  auto c = circles(svg);
  REQUIRE(c.size() == 3);
  CHECK(c[0].second == doctest::Approx(y.map(1.0)).epsilon(1e-4));
  CHECK(c[1].second == doctest::Approx(y.map(0.3)).epsilon(1e-4));
  CHECK(c[2].first == doctest::Approx(ratioColumnX(1, 2)).epsilon(1e-4));
  CHECK(c[2].second == doctest::Approx(y.map(1.5)).epsilon(1e-4));
  // The band from 0.85 to 1.15.
  std::regex band(R"re(<rect x="[0-9.]+" y="([0-9.]+)" width="[0-9.]+" height="([0-9.]+)" fill="#cfe8cf")re");
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, band));
  CHECK(std::stod(m[1]) == doctest::Approx(y.map(1.15)).epsilon(1e-3));
  CHECK(std::stod(m[1]) + std::stod(m[2]) == doctest::Approx(y.map(0.85)).epsilon(1e-3));
}
