#include "cli/common.h"

#include <algorithm>
#include <charconv>
#include <fmt/format.h>
#include <iostream>
#include <regex>

#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::cli {

std::string readStdin() { return readStdinText(); }

uint64_t parseUnsignedOption(const std::string& text, const std::string& option, uint64_t lo, uint64_t hi) {
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    throw boost::program_options::error(fmt::format("{} '{}': expected an integer from {} to {}", option, text, lo, hi));
  return v;
}

std::string targetFromSource(const std::string& source) {
  static const std::regex re(R"(^\s*\.amdgcn_target\s+"([^"]*)\")", std::regex::multiline);
  std::smatch m;
  if (std::regex_search(source, m, re)) return m[1];
  return "";
}

bool parseCommandLine(const std::vector<std::string>& args, const boost::program_options::options_description& opts,
                      const char* positional, boost::program_options::variables_map& vm) {
  namespace po = boost::program_options;
  po::positional_options_description pos;
  if (positional) pos.add(positional, 1);
  po::store(po::command_line_parser(std::vector<std::string>(args.begin() + 1, args.end())).options(opts).positional(pos).run(), vm);
  po::notify(vm);
  if (vm.count("help")) {
    std::cout << opts << "\n";
    return false;
  }
  return true;
}

isa::TargetId resolveTarget(const std::string& text, bool wave64, const std::string& command) {
  std::string why;
  auto id = isa::parseTargetId(text, &why);
  if (!id) throw Error("gfxsim " + command + ": error: target '" + text + "': " + why);
  id->wave64 = wave64 || !id->info->wave32Default;
  return *id;
}

bool containsAnyOf(const std::string& name, const std::string& list) {
  size_t from = 0;
  while (from <= list.size()) {
    size_t comma = std::min(list.find(',', from), list.size());
    std::string item = list.substr(from, comma - from);
    if (!item.empty() && name.find(item) != std::string::npos) return true;
    from = comma + 1;
  }
  return false;
}

}  // namespace gfxsim::cli
