#include "cli/validate_svg.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <iterator>
#include <limits>

namespace gfxsim::cli {

namespace {

constexpr const char* kFont = "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\"";

std::string header(const std::string& title) {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\">\n"
      "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n"
      "<text x=\"{2}\" y=\"28\" {3} font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\">{4}</text>\n",
      kSvgWidth, kSvgHeight, (kPlotLeft + kPlotRight) / 2, kFont, svgEscape(title));
}

std::string tickLabel(double v) {
  if (v >= 1e4 || v < 1e-2) return fmt::format("{:.0e}", v);
  return fmt::format("{:g}", v);
}

// The frame, grid lines and tick labels of a log y axis.
std::string yAxis(const LogAxis& y, const std::string& label) {
  std::string o;
  for (double t : y.ticks()) {
    double py = y.map(t);
    o += fmt::format("<line x1=\"{}\" y1=\"{:.2f}\" x2=\"{}\" y2=\"{:.2f}\" stroke=\"#dddddd\" stroke-width=\"1\"/>\n", kPlotLeft, py, kPlotRight, py);
    o += fmt::format("<text x=\"{}\" y=\"{:.2f}\" {} font-size=\"11\" text-anchor=\"end\">{}</text>\n", kPlotLeft - 6, py + 4, kFont, tickLabel(t));
  }
  o += fmt::format("<text transform=\"translate(22,{}) rotate(-90)\" {} font-size=\"13\" text-anchor=\"middle\">{}</text>\n",
                   (kPlotTop + kPlotBottom) / 2, kFont, svgEscape(label));
  return o;
}

std::string frame() {
  return fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"black\" stroke-width=\"1\"/>\n", kPlotLeft, kPlotTop,
                     kPlotRight - kPlotLeft, kPlotBottom - kPlotTop);
}

std::string marker(double px, double py, const std::string& colour, bool hollow, const std::string& tip) {
  return fmt::format("<circle cx=\"{:.2f}\" cy=\"{:.2f}\" r=\"4\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"><title>{}</title></circle>\n", px, py,
                     hollow ? "white" : colour, colour, svgEscape(tip));
}

// Rounds [lo, hi] out to powers of ten (a single value gets a decade around it).
LogAxis decades(double lo, double hi, double from, double to) {
  if (!(lo > 0) || !std::isfinite(hi)) return LogAxis{1, 10, from, to};
  double l = std::pow(10.0, std::floor(std::log10(lo))), h = std::pow(10.0, std::ceil(std::log10(hi)));
  if (h <= l) h = l * 10;
  return LogAxis{l, h, from, to};
}

std::pair<double, double> span(const std::vector<PlotSeries>& series, bool x) {
  double lo = std::numeric_limits<double>::infinity(), hi = 0;
  for (const auto& s : series)
    for (const auto& p : s.points) {
      double v = x ? p.x : p.y;
      if (v > 0) lo = std::min(lo, v), hi = std::max(hi, v);
    }
  return {lo, hi};
}

}  // namespace

double LogAxis::map(double v) const { return from + (to - from) * (std::log(v) - std::log(lo)) / (std::log(hi) - std::log(lo)); }

std::vector<double> LogAxis::ticks() const {
  std::vector<double> t;
  for (double d = std::pow(10.0, std::ceil(std::log10(lo) - 1e-9)); d <= hi * (1 + 1e-9); d *= 10) t.push_back(d);
  if (t.size() < 4) {
    std::vector<double> more;
    for (double d = std::pow(10.0, std::floor(std::log10(lo))); d <= hi * (1 + 1e-9); d *= 10)
      for (double m : {1.0, 2.0, 5.0})
        if (d * m >= lo * (1 - 1e-9) && d * m <= hi * (1 + 1e-9)) more.push_back(d * m);
    t = more;
  }
  return t;
}

std::string svgEscape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      default: o += c;
    }
  }
  return o;
}

LogAxis logLogXAxis(const std::vector<PlotSeries>& series) {
  auto [lo, hi] = span(series, true);
  return decades(lo, hi, kPlotLeft, kPlotRight);
}
LogAxis logLogYAxis(const std::vector<PlotSeries>& series) {
  auto [lo, hi] = span(series, false);
  return decades(lo, hi, kPlotBottom, kPlotTop);
}

std::string logLogPlot(const std::string& title, const std::string& xLabel, const std::string& yLabel, const std::vector<PlotSeries>& series) {
  LogAxis x = logLogXAxis(series), y = logLogYAxis(series);
  std::string o = header(title);
  for (double t : x.ticks()) {
    double px = x.map(t);
    o += fmt::format("<line x1=\"{:.2f}\" y1=\"{}\" x2=\"{:.2f}\" y2=\"{}\" stroke=\"#dddddd\" stroke-width=\"1\"/>\n", px, kPlotTop, px, kPlotBottom);
    o += fmt::format("<text x=\"{:.2f}\" y=\"{}\" {} font-size=\"11\" text-anchor=\"middle\">{}</text>\n", px, kPlotBottom + 16, kFont, tickLabel(t));
  }
  o += fmt::format("<text x=\"{}\" y=\"{}\" {} font-size=\"13\" text-anchor=\"middle\">{}</text>\n", (kPlotLeft + kPlotRight) / 2, kPlotBottom + 40,
                   kFont, svgEscape(xLabel));
  o += yAxis(y, yLabel) + frame();
  double legendY = kPlotTop + 10;
  for (const auto& s : series) {
    std::vector<PlotPoint> pts = s.points;
    std::sort(pts.begin(), pts.end(), [](const PlotPoint& a, const PlotPoint& b) { return a.x < b.x; });
    if (s.joined && pts.size() > 1) {
      o += "<polyline fill=\"none\" stroke=\"" + s.colour + "\" stroke-width=\"1.5\"" + (s.hollow ? " stroke-dasharray=\"4 3\"" : "") + " points=\"";
      for (const auto& p : pts) o += fmt::format("{:.2f},{:.2f} ", x.map(p.x), y.map(p.y));
      o += "\"/>\n";
    }
    for (const auto& p : pts) o += marker(x.map(p.x), y.map(p.y), s.colour, s.hollow, p.label);
    o += marker(kPlotRight + 20, legendY, s.colour, s.hollow, s.name);
    o += fmt::format("<text x=\"{}\" y=\"{:.2f}\" {} font-size=\"12\">{}</text>\n", kPlotRight + 30, legendY + 4, kFont, svgEscape(s.name));
    legendY += 20;
  }
  return o + "</svg>\n";
}

LogAxis ratioYAxis(const std::vector<std::pair<std::string, std::vector<PlotPoint>>>& columns) {
  double lo = 0.5, hi = 2;
  for (const auto& [name, pts] : columns)
    for (const auto& p : pts)
      if (p.y > 0) lo = std::min(lo, p.y), hi = std::max(hi, p.y);
  // Whole powers of two, symmetric about 1, so the band sits in the middle.
  double e = std::max(std::ceil(std::log2(hi)), std::ceil(-std::log2(lo)));
  return LogAxis{std::exp2(-e), std::exp2(e), kPlotBottom, kPlotTop};
}

double ratioColumnX(size_t i, size_t n) { return kPlotLeft + (kPlotRight - kPlotLeft) * (static_cast<double>(i) + 0.5) / static_cast<double>(n); }

std::string ratioPlot(const std::string& title, const std::vector<std::pair<std::string, std::vector<PlotPoint>>>& columns) {
  LogAxis y = ratioYAxis(columns);
  std::string o = header(title);
  double bandTop = y.map(1 + 0.15), bandBottom = y.map(1 - 0.15);
  o += fmt::format("<rect x=\"{}\" y=\"{:.2f}\" width=\"{}\" height=\"{:.2f}\" fill=\"#cfe8cf\"/>\n", kPlotLeft, bandTop, kPlotRight - kPlotLeft,
                   bandBottom - bandTop);
  // Ticks at powers of two, labelled as ratios.
  for (double t = y.lo; t <= y.hi * (1 + 1e-9); t *= 2) {
    double py = y.map(t);
    o += fmt::format("<line x1=\"{}\" y1=\"{:.2f}\" x2=\"{}\" y2=\"{:.2f}\" stroke=\"{}\" stroke-width=\"1\"/>\n", kPlotLeft, py, kPlotRight, py,
                     t == 1 ? "#555555" : "#dddddd");
    o += fmt::format("<text x=\"{}\" y=\"{:.2f}\" {} font-size=\"11\" text-anchor=\"end\">{:g}</text>\n", kPlotLeft - 6, py + 4, kFont, t);
  }
  o += fmt::format("<text transform=\"translate(22,{}) rotate(-90)\" {} font-size=\"13\" text-anchor=\"middle\">simulated / published</text>\n",
                   (kPlotTop + kPlotBottom) / 2, kFont);
  o += frame();
  static const char* kColours[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"};
  for (size_t i = 0; i < columns.size(); ++i) {
    double cx = ratioColumnX(i, columns.size());
    const auto& [name, pts] = columns[i];
    o += fmt::format("<text x=\"{:.2f}\" y=\"{}\" {} font-size=\"12\" text-anchor=\"middle\">{} ({})</text>\n", cx, kPlotBottom + 18, kFont,
                     svgEscape(name), pts.size());
    // Points of one column spread sideways a little, in order, so that equal ratios stay visible.
    for (size_t j = 0; j < pts.size(); ++j) {
      double dx = pts.size() > 1 ? (static_cast<double>(j) / static_cast<double>(pts.size() - 1) - 0.5) * 40 : 0;
      o += marker(cx + dx, y.map(pts[j].y), kColours[i % std::size(kColours)], false, pts[j].label);
    }
  }
  o += fmt::format("<text x=\"{}\" y=\"{}\" {} font-size=\"12\">shaded: within 15%</text>\n", kPlotRight + 10, kPlotTop + 14, kFont);
  return o + "</svg>\n";
}

}  // namespace gfxsim::cli
