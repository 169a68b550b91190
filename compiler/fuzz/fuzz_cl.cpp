// libFuzzer target: the OpenCL C front end (preprocessor, parser, semantic checks, irgen) on
// arbitrary bytes, then the IR verifier on every kernel it produced. Only gfxsim::Error may
// escape the front end, and the IR it returns must always verify; anything else (another
// exception, a sanitizer report, a crash, a hang) is a bug. Seed corpus: workloads/*/*.cl and
// cl_seeds/ (sources in the shape PyOpenCL generates).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

#include "frontend/frontend.h"
#include "ir/verifier.h"
#include "support/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string src(reinterpret_cast<const char*>(data), size);
  gfxsim::cl::CompileOptions opt;
  opt.target = "gfx900";
  // No file system: an #include of anything is "not found" (and cannot block on a device).
  opt.pp.readFile = [](const std::string&) -> std::optional<std::string> { return std::nullopt; };
  // Smaller limits than the defaults keep each input fast; they are checked the same way.
  opt.pp.maxExpansionTokens = 200000;
  opt.pp.maxOutputTokens = 400000;
  gfxsim::ir::Module m;
  try {
    m = gfxsim::cl::compileToIr(src, "fuzz.cl", opt);
  } catch (const gfxsim::Error&) {
    return 0;
  }
  for (const gfxsim::ir::Function& f : m.functions)
    if (!gfxsim::ir::verify(f).empty()) std::abort();  // accepted source, invalid IR
  return 0;
}
