// Helpers shared by the sub-commands.
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include <boost/program_options.hpp>

#include "asm/assembler.h"
#include "isa/target.h"

namespace gfxsim::cli {

std::string readStdin();

// Host threads a command may be asked for (--threads): beyond this it is a typo, not a machine.
inline constexpr unsigned kMaxHostThreads = 1024;

// An integer option's value, parsed and checked against [lo, hi] when the options are
// notified. Boost's own parse of an unsigned type goes through lexical_cast, which takes
// "-1" for the type's largest value (--threads -1 asked for 4 billion threads). Throws a
// boost::program_options::error naming the option, the value and the range.
uint64_t parseUnsignedOption(const std::string& text, const std::string& option, uint64_t lo, uint64_t hi);
template <class T>
boost::program_options::typed_value<std::string>* checkedValue(T* out, const std::string& option, T lo, T hi) {
  static_assert(std::is_unsigned_v<T>);
  return boost::program_options::value<std::string>()->notifier(
      [out, option, lo, hi](const std::string& text) { *out = static_cast<T>(parseUnsignedOption(text, option, lo, hi)); });
}
// The target id named by a source's .amdgcn_target directive, or "".
std::string targetFromSource(const std::string& source);
// Parses a sub-command's arguments (args[0] is the command's name). `positional` names the
// option that takes a positional argument (nullptr: none). Prints the help and returns
// false for --help.
bool parseCommandLine(const std::vector<std::string>& args, const boost::program_options::options_description& opts,
                      const char* positional, boost::program_options::variables_map& vm);
// A target id from the command line or a source; RDNA targets run wave32 unless wave64.
isa::TargetId resolveTarget(const std::string& text, bool wave64, const std::string& command);
// Whether `name` contains any item of a comma-separated list (--filter, --case).
bool containsAnyOf(const std::string& name, const std::string& list);
std::string listingLine(const std::string& text, const std::vector<uint8_t>& bytes);

}  // namespace gfxsim::cli
