// libFuzzer target for gfxsim validate's published-figures reader
// (workloads/fidelity/published.tsv): any text must be accepted or refused with an Error that
// names the file, line and field; an accepted figure has a positive finite value and a unit of
// the list.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "cli/validate_published.h"
#include "support/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    for (const auto& f : gfxsim::cli::parsePublished(text, "fuzz.tsv"))
      if (!(f.value > 0) || !std::isfinite(f.value) || f.line == 0) std::abort();
  } catch (const gfxsim::Error& e) {
    if (std::string(e.what()).rfind("fuzz.tsv:", 0) != 0 || std::string(e.what()).find("field '") == std::string::npos) std::abort();
  }
  return 0;
}
