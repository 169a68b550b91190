#include "timing/catalog.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include <fmt/format.h>

#include "support/error.h"

namespace gfxsim::timing {

namespace embedded {
extern const std::string_view gfx900, gfx90a, gfx942, gfx1030, gfx1100;
}

const std::vector<CatalogEntry>& gpuCatalog() {
  static const std::vector<CatalogEntry> entries = {
      {"vega64", "gfx900", "configs/gfx900.ini", embedded::gfx900},
      {"mi210", "gfx90a", "configs/gfx90a.ini", embedded::gfx90a},
      {"rx6900xt", "gfx1030", "configs/gfx1030.ini", embedded::gfx1030},
      {"rx7900xtx", "gfx1100", "configs/gfx1100.ini", embedded::gfx1100},
      // (last: the OpenCL platform lists the entries as its devices, and earlier indices stay)
      {"mi300x", "gfx942", "configs/gfx942.ini", embedded::gfx942},
  };
  return entries;
}

namespace {
std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}
}  // namespace

std::string gpuCatalogSummary() {
  std::string out;
  for (const auto& e : gpuCatalog()) {
    GpuConfig g = parseGpuConfig(std::string(e.text), std::string(e.file));
    out += fmt::format("{}{} ({}, {})", out.empty() ? "" : ", ", e.name, e.target, g.agent.name);
  }
  return out;
}

GpuConfig findGpu(const std::string& spec) {
  std::string key = lower(spec);
  for (const auto& e : gpuCatalog())
    if (key == e.name || key == e.target) return parseGpuConfig(std::string(e.text), std::string(e.file));
  std::error_code ec;
  // A path: the file reader says what is wrong with it (missing, a directory, a FIFO, ...).
  if (spec.find('/') != std::string::npos || spec.ends_with(".ini") || std::filesystem::exists(spec, ec))
    return loadGpuConfig(spec);
  std::string names;
  for (const auto& e : gpuCatalog()) names += fmt::format("{}{} ({})", names.empty() ? "" : ", ", e.name, e.target);
  throw Error(fmt::format("unknown GPU '{}': expected one of {}, or a config file path", spec, names));
}

}  // namespace gfxsim::timing
