// The GPUs gfxsim ships: the configs/*.ini files, embedded in the binary so that nothing
// depends on the current directory, chosen by a product name ("mi210"), by a target
// ("gfx90a") or by a path to a config file.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "timing/config.h"

namespace gfxsim::timing {

struct CatalogEntry {
  std::string_view name;      // what --gpu takes: "vega64"
  std::string_view target;    // "gfx900" (also accepted by --gpu)
  std::string_view file;      // "configs/gfx900.ini", for messages and reports
  std::string_view text;      // the embedded config
};

// The shipped GPUs, in generation order.
const std::vector<CatalogEntry>& gpuCatalog();

// A GPU by catalog name or target (case-insensitive), or else a config file path. Throws Error
// listing the names when `spec` is neither.
GpuConfig findGpu(const std::string& spec);

// "vega64 (gfx900, AMD Radeon RX Vega 64), mi210 (...), ..." for help texts and messages.
std::string gpuCatalogSummary();

}  // namespace gfxsim::timing
