#include "runtime/agent_config.h"

#include <boost/program_options.hpp>
#include <charconv>
#include <map>
#include <sstream>

#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::rt {

namespace po = boost::program_options;

namespace {

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
}

// Line numbers of "section.key" entries (and of any line equal to `rawLine`), for messages:
// Boost's parser reports the key but not where it is.
struct LineIndex {
  std::multimap<std::string, unsigned> keys;
  std::vector<std::string> lines;

  explicit LineIndex(const std::string& text) {
    std::istringstream in(text);
    std::string line, section;
    for (unsigned n = 1; std::getline(in, line); ++n) {
      lines.push_back(line);
      std::string t = trim(line.substr(0, line.find('#')));
      if (t.empty()) continue;
      if (t.front() == '[' && t.back() == ']') {
        section = trim(t.substr(1, t.size() - 2));
        continue;
      }
      auto eq = t.find('=');
      if (eq == std::string::npos) continue;
      std::string key = trim(t.substr(0, eq));
      keys.emplace(section.empty() ? key : section + "." + key, n);
    }
  }
  // The last line naming `key` (a repeated key is reported at its repeat), 0 if none.
  unsigned lineOf(const std::string& key) const {
    unsigned n = 0;
    for (auto [it, end] = keys.equal_range(key); it != end; ++it) n = it->second;
    return n;
  }
  unsigned lineContaining(const std::string& raw) const {
    for (unsigned i = 0; i < lines.size(); ++i)
      if (trim(lines[i]) == trim(raw)) return i + 1;
    return 0;
  }
};

std::string where(const std::string& file, unsigned line) {
  return line ? file + ":" + std::to_string(line) : file;
}

}  // namespace

RuntimeConfig AgentConfig::runtimeConfig() const {
  RuntimeConfig c;
  c.queue.computeUnits = computeUnits;
  c.queue.wavesPerCu = simdsPerCu * wavesPerSimd;
  c.memory.globalLimit = c.memory.globalBase + memoryBytes;
  c.ldsBytesPerWorkgroup = ldsBytesPerWorkgroup;
  return c;
}

AgentConfig parseAgentConfig(const std::string& text, const std::string& fileName) {
  static const char* const kKeys[] = {"agent.name",           "agent.target",         "agent.compute_units",
                                      "agent.simds_per_cu",   "agent.waves_per_simd", "agent.lds_bytes_per_workgroup",
                                      "agent.memory_mib"};
  po::options_description desc;
  for (const char* k : kKeys) desc.add_options()(k, po::value<std::string>());
  LineIndex index(text);
  po::variables_map vm;
  try {
    std::istringstream in(text);
    po::store(po::parse_config_file(in, desc, false), vm);
  } catch (const po::unknown_option& e) {
    std::string key = e.get_option_name();
    throw Error(where(fileName, index.lineOf(key)) + ": error: unknown key '" + key +
                "' (known: [agent] name, target, compute_units, simds_per_cu, waves_per_simd, lds_bytes_per_workgroup, memory_mib)");
  } catch (const po::multiple_occurrences& e) {
    std::string key = e.get_option_name();
    throw Error(where(fileName, index.lineOf(key)) + ": error: key '" + key + "' given twice");
  } catch (const po::invalid_config_file_syntax& e) {
    throw Error(where(fileName, index.lineContaining(e.tokens())) + ": error: expected 'key = value' or '[section]', not '" +
                trim(e.tokens()) + "'");
  } catch (const po::error& e) {
    throw Error(fileName + ": error: " + e.what());
  }

  auto get = [&](const char* key) -> std::string {
    if (!vm.count(key)) throw Error(fileName + ": error: missing key '" + std::string(key) + "'");
    std::string v = trim(vm[key].as<std::string>());
    if (v.empty()) throw Error(where(fileName, index.lineOf(key)) + ": error: key '" + key + "' has no value");
    return v;
  };
  auto number = [&](const char* key, uint64_t lo, uint64_t hi) -> uint64_t {
    std::string v = get(key);
    uint64_t n = 0;
    auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || p != v.data() + v.size() || n < lo || n > hi)
      throw Error(where(fileName, index.lineOf(key)) + ": error: key '" + key + "': '" + v + "' is not an integer in [" +
                  std::to_string(lo) + ", " + std::to_string(hi) + "]");
    return n;
  };

  AgentConfig a;
  a.file = fileName;
  a.name = get("agent.name");
  std::string why, t = get("agent.target");
  auto id = isa::parseTargetId(t, &why);
  if (!id) throw Error(where(fileName, index.lineOf("agent.target")) + ": error: key 'agent.target': '" + t + "': " + why);
  a.target = *id;
  a.computeUnits = static_cast<uint32_t>(number("agent.compute_units", 1, 1024));
  a.simdsPerCu = static_cast<uint32_t>(number("agent.simds_per_cu", 1, 8));
  a.wavesPerSimd = static_cast<uint32_t>(number("agent.waves_per_simd", 1, 32));
  uint32_t ldsMax = a.target.info->ldsBytesPerWorkgroup;
  a.ldsBytesPerWorkgroup = static_cast<uint32_t>(number("agent.lds_bytes_per_workgroup", 512, ldsMax));
  if (a.ldsBytesPerWorkgroup % 512)
    throw Error(where(fileName, index.lineOf("agent.lds_bytes_per_workgroup")) +
                ": error: key 'agent.lds_bytes_per_workgroup': must be a multiple of the 512-byte LDS allocation granule");
  a.memoryBytes = number("agent.memory_mib", 1, uint64_t{1} << 26) << 20;  // up to 64 TiB
  return a;
}

AgentConfig loadAgentConfig(const std::string& path) { return parseAgentConfig(readFileText(path), path); }

}  // namespace gfxsim::rt
