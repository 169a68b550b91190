// gfxsim validate --plots: SVG figures written with fmt (no plotting library): the mixbench
// roofline of a GPU (simulated points over the published ones, log-log) and the held-out ratios
// simulated / published of every GPU (one column per GPU, a dot per case, on a log axis with the
// +-15% band shaded). Colours are the Okabe-Ito palette, distinguishable in print and by readers
// with a colour-vision deficiency; markers also differ by shape (filled: simulated, hollow: published).
#pragma once
#include <string>
#include <vector>

namespace gfxsim::cli {

// A logarithmic axis from [lo, hi] (data) to [from, to] (pixels; to < from for a y axis).
struct LogAxis {
  double lo, hi, from, to;
  double map(double v) const;
  // Tick values: the powers of ten in [lo, hi], and 2 and 5 times them when fewer than four.
  std::vector<double> ticks() const;
};

struct PlotPoint {
  double x = 0, y = 0;
  std::string label;  // a tooltip (<title>)
};
struct PlotSeries {
  std::string name;
  std::string colour;
  bool hollow = false;  // published points
  bool joined = false;  // a line through the points, in x order
  std::vector<PlotPoint> points;
};

// The figure geometry, shared with the tests: the plot area in pixels.
inline constexpr double kSvgWidth = 720, kSvgHeight = 480, kPlotLeft = 80, kPlotRight = 560, kPlotTop = 50, kPlotBottom = 420;

// A log-log scatter plot; the axes span the points (rounded out to powers of ten).
std::string logLogPlot(const std::string& title, const std::string& xLabel, const std::string& yLabel, const std::vector<PlotSeries>& series);
LogAxis logLogXAxis(const std::vector<PlotSeries>& series);
LogAxis logLogYAxis(const std::vector<PlotSeries>& series);

// Ratios by GPU: columns[i] = (GPU name, points with y = ratio); the y axis is log2, the band
// [0.85, 1.15] shaded.
std::string ratioPlot(const std::string& title, const std::vector<std::pair<std::string, std::vector<PlotPoint>>>& columns);
LogAxis ratioYAxis(const std::vector<std::pair<std::string, std::vector<PlotPoint>>>& columns);
// The x pixel of column i of n.
double ratioColumnX(size_t i, size_t n);

// Escapes &, <, >, " for SVG text and attributes.
std::string svgEscape(const std::string& s);

}  // namespace gfxsim::cli
