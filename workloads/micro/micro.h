// The calibration microbenchmark sources (workloads/micro/*.s), embedded in the binary.
#pragma once
#include <string>
#include <string_view>

namespace gfxsim::micro {

// The source of `kernel` ("chase_vector", ...) for an ISA description ("gfx9", "gfx90a",
// "gfx10"); empty when there is none. The file name is "<kernel>_<isa>.s".
std::string_view source(std::string_view kernel, std::string_view isa);

}  // namespace gfxsim::micro
