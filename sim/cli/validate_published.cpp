#include "cli/validate_published.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>

#include "support/error.h"

namespace gfxsim::cli {

namespace {

constexpr const char* kFields[] = {"gpu", "case", "unit", "value", "source", "note"};
constexpr size_t kFieldCount = sizeof(kFields) / sizeof(kFields[0]);

[[noreturn]] void fail(const std::string& file, unsigned line, const std::string& field, const std::string& what) {
  throw Error(fmt::format("{}:{}: field '{}': {}", file, line, field, what));
}

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> out;
  size_t from = 0;
  while (true) {
    size_t tab = line.find('\t', from);
    out.push_back(line.substr(from, tab == std::string::npos ? std::string::npos : tab - from));
    if (tab == std::string::npos) return out;
    from = tab + 1;
  }
}

// A name the file may use for a GPU or a case: lower-case letters, digits, '-' and '.'.
bool isName(const std::string& s) {
  return !s.empty() && s.size() <= 64 &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'; });
}

// Printable ASCII only (the file is read by people and written into tables, SVG and JSON).
bool isText(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

}  // namespace

const std::vector<std::string>& publishedUnits() {
  static const std::vector<std::string> units{"GB/s", "GFLOPS", "GIOPS", "MLUPs/s", "us"};
  return units;
}

std::vector<PublishedFigure> parsePublished(const std::string& text, const std::string& file) {
  std::vector<PublishedFigure> out;
  bool header = false;
  unsigned lineNo = 0;
  size_t from = 0;
  while (from < text.size()) {
    size_t nl = text.find('\n', from);
    std::string line = text.substr(from, nl == std::string::npos ? std::string::npos : nl - from);
    from = nl == std::string::npos ? text.size() : nl + 1;
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = splitTabs(line);
    if (f.size() != kFieldCount)
      fail(file, lineNo, f.size() < kFieldCount ? kFields[f.size()] : "note",
           fmt::format("expected {} tab-separated fields (gpu, case, unit, value, source, note), found {}", kFieldCount, f.size()));
    if (!header) {
      for (size_t i = 0; i < kFieldCount; ++i)
        if (f[i] != kFields[i]) fail(file, lineNo, kFields[i], fmt::format("the header line must name field {} '{}'", i + 1, kFields[i]));
      header = true;
      continue;
    }
    for (size_t i = 0; i < kFieldCount; ++i)
      if (!isText(f[i])) fail(file, lineNo, kFields[i], "only printable ASCII is allowed");
    PublishedFigure p;
    p.file = file;
    p.line = lineNo;
    p.gpu = f[0];
    p.caseName = f[1];
    p.unit = f[2];
    p.source = f[4];
    p.note = f[5];
    if (!isName(p.gpu)) fail(file, lineNo, "gpu", fmt::format("'{}' is not a GPU name (lower-case letters, digits, '-')", p.gpu));
    if (!isName(p.caseName)) fail(file, lineNo, "case", fmt::format("'{}' is not a case name (lower-case letters, digits, '-', '.')", p.caseName));
    const auto& units = publishedUnits();
    if (std::find(units.begin(), units.end(), p.unit) == units.end())
      fail(file, lineNo, "unit", fmt::format("'{}': expected GB/s, GFLOPS, GIOPS, MLUPs/s or us", p.unit));
    const std::string& v = f[3];
    char* end = nullptr;
    errno = 0;
    p.value = v.empty() || std::isspace(static_cast<unsigned char>(v[0])) ? NAN : std::strtod(v.c_str(), &end);
    if (v.empty() || end != v.c_str() + v.size() || errno == ERANGE || !std::isfinite(p.value) || !(p.value > 0))
      fail(file, lineNo, "value", fmt::format("'{}': expected a positive decimal number", v));
    if (p.source.size() < 8) fail(file, lineNo, "source", "a source (who published the figure, title, table or section) is required");
    for (const auto& q : out)
      if (q.gpu == p.gpu && q.caseName == p.caseName)
        fail(file, lineNo, "case", fmt::format("'{}' on '{}' is given twice (line {} too)", p.caseName, p.gpu, q.line));
    out.push_back(std::move(p));
  }
  if (!header) throw Error(fmt::format("{}:{}: field 'gpu': no header line (gpu, case, unit, value, source, note)", file, std::max(lineNo, 1u)));
  return out;
}

void checkPublished(const std::vector<PublishedFigure>& figures, const std::vector<std::string>& gpus,
                    const std::map<std::string, std::string>& caseUnits) {
  for (const auto& f : figures) {
    if (std::find(gpus.begin(), gpus.end(), f.gpu) == gpus.end())
      fail(f.file, f.line, "gpu", fmt::format("'{}' is not a shipped GPU", f.gpu));
    auto it = caseUnits.find(f.caseName);
    if (it == caseUnits.end()) fail(f.file, f.line, "case", fmt::format("'{}' is not a fidelity case", f.caseName));
    if (it->second != f.unit) fail(f.file, f.line, "unit", fmt::format("'{}': case '{}' gives {}", f.unit, f.caseName, it->second));
  }
}

bool isCalibrationPoint(const PublishedFigure& f, const std::string& configKey, const std::map<std::string, double>& configPublished) {
  if (configKey.empty()) return false;
  auto it = configPublished.find(configKey);
  return it != configPublished.end() && std::fabs(it->second - f.value) <= 0.005 * std::fabs(it->second);
}

}  // namespace gfxsim::cli
