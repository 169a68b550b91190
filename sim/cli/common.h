// Helpers shared by the sub-commands.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "asm/assembler.h"
#include "isa/target.h"

namespace gfxsim::cli {

std::string readStdin();
// The target id named by a source's .amdgcn_target directive, or "".
std::string targetFromSource(const std::string& source);
// Parses a sub-command's arguments (args[0] is the command's name). `positional` names the
// option that takes a positional argument (nullptr: none). Prints the help and returns
// false for --help.
bool parseCommandLine(const std::vector<std::string>& args, const boost::program_options::options_description& opts,
                      const char* positional, boost::program_options::variables_map& vm);
// A target id from the command line or a source; RDNA targets run wave32 unless wave64.
isa::TargetId resolveTarget(const std::string& text, bool wave64, const std::string& command);
std::string listingLine(const std::string& text, const std::vector<uint8_t>& bytes);

}  // namespace gfxsim::cli
