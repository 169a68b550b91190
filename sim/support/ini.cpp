#include "support/ini.h"

#include <boost/program_options.hpp>
#include <charconv>
#include <cmath>
#include <memory>
#include <sstream>

#include "support/error.h"
#include "support/recent_values.h"

namespace gfxsim {

namespace po = boost::program_options;

namespace {

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
}

std::string fmtNumber(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

// Boost's table of the known keys, built once per key list: every config is read against the
// same few lists, and building the table cost more than parsing a config. Boost only reads
// the table while parsing, so one table serves every thread.
std::shared_ptr<const po::options_description> knownKeyTable(const std::vector<std::string>& known) {
  static RecentValues<std::vector<std::string>, po::options_description> tables;
  if (auto desc = tables.find(known)) return desc;
  auto desc = std::make_shared<po::options_description>();
  for (const auto& k : known) desc->add_options()(k.c_str(), po::value<std::string>());
  tables.keep(known, desc);
  return desc;
}

}  // namespace

IniFile::IniFile(const std::string& text, const std::string& file, const std::vector<std::string>& known) : file_(file) {
  // Line numbers of "section.key" entries: Boost's parser reports a key but not its line.
  std::multimap<std::string, unsigned> keyLines;
  std::vector<std::string> lines;
  {
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
      std::string full = section.empty() ? key : section + "." + key;
      keyLines.emplace(full, n);
      lines_[full] = n;  // a repeated key is reported at its repeat
      order_.push_back(full);
    }
  }
  auto lineOf = [&](const std::string& key) { return lines_.count(key) ? lines_.at(key) : 0u; };
  auto at = [&](unsigned line) { return line ? file_ + ":" + std::to_string(line) : file_; };
  std::shared_ptr<const po::options_description> desc = knownKeyTable(known);
  po::variables_map vm;
  try {
    std::istringstream in(text);
    po::store(po::parse_config_file(in, *desc, false), vm);
  } catch (const po::unknown_option& e) {
    std::string key = e.get_option_name();
    std::string section = key.substr(0, key.find('.'));
    std::string same;
    for (const auto& k : known)
      if (k.compare(0, section.size() + 1, section + ".") == 0) same += (same.empty() ? "" : ", ") + k.substr(section.size() + 1);
    throw Error(at(lineOf(key)) + ": error: unknown key '" + key + "'" +
                (same.empty() ? " (no section [" + section + "] is known)" : " (known in [" + section + "]: " + same + ")"));
  } catch (const po::multiple_occurrences& e) {
    std::string key = e.get_option_name();
    throw Error(at(lineOf(key)) + ": error: key '" + key + "' given twice");
  } catch (const po::invalid_config_file_syntax& e) {
    unsigned n = 0;
    for (unsigned i = 0; i < lines.size() && !n; ++i)
      if (trim(lines[i]) == trim(e.tokens())) n = i + 1;
    throw Error(at(n) + ": error: expected 'key = value' or '[section]', not '" + trim(e.tokens()) + "'");
  } catch (const po::error& e) {
    throw Error(file_ + ": error: " + e.what());
  }
  for (const auto& [k, v] : vm) values_[k] = trim(v.as<std::string>());
}

bool IniFile::hasSection(const std::string& section) const {
  for (const auto& [k, v] : values_)
    if (k.compare(0, section.size() + 1, section + ".") == 0) return true;
  return false;
}

std::string IniFile::where(const std::string& key) const {
  auto it = lines_.find(key);
  return it == lines_.end() ? file_ : file_ + ":" + std::to_string(it->second);
}

void IniFile::fail(const std::string& key, const std::string& msg) const {
  throw Error(where(key) + ": error: key '" + key + "': " + msg);
}

std::string IniFile::str(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw Error(file_ + ": error: missing key '" + key + "'");
  if (it->second.empty()) throw Error(where(key) + ": error: key '" + key + "' has no value");
  return it->second;
}

uint64_t IniFile::integer(const std::string& key, uint64_t lo, uint64_t hi) const {
  std::string v = str(key);
  uint64_t n = 0;
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (ec != std::errc() || p != v.data() + v.size() || n < lo || n > hi)
    fail(key, "'" + v + "' is not an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
  return n;
}

uint64_t IniFile::integer(const std::string& key, uint64_t lo, uint64_t hi, uint64_t def) const {
  return has(key) ? integer(key, lo, hi) : def;
}

double IniFile::real(const std::string& key, double lo, double hi) const {
  std::string v = str(key);
  double d = 0;
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
  if (ec != std::errc() || p != v.data() + v.size() || !std::isfinite(d) || d < lo || d > hi)
    fail(key, "'" + v + "' is not a number in [" + fmtNumber(lo) + ", " + fmtNumber(hi) + "]");
  return d;
}

double IniFile::real(const std::string& key, double lo, double hi, double def) const {
  return has(key) ? real(key, lo, hi) : def;
}

std::string IniFile::choice(const std::string& key, const std::vector<std::string>& choices) const {
  std::string v = str(key), all;
  for (const auto& c : choices) {
    if (c == v) return v;
    all += (all.empty() ? "" : ", ") + c;
  }
  fail(key, "'" + v + "' is not one of " + all);
}

std::vector<std::string> IniFile::keysOf(const std::string& section) const {
  std::vector<std::string> out;
  for (const auto& k : order_)
    if (k.compare(0, section.size() + 1, section + ".") == 0 && values_.count(k)) out.push_back(k);
  return out;
}

}  // namespace gfxsim
