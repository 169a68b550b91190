#include "support/config_keys.h"

#include <bit>
#include <charconv>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace gfxsim {

std::optional<ConfigValue> readConfigKey(const IniFile& ini, const ConfigKey& k) {
  const std::string& key = k.key;
  if (k.kind == ConfigKey::Kind::Refused) {
    if (ini.has(key)) ini.fail(key, k.meaning);
    return std::nullopt;
  }
  if (!ini.has(key)) {
    if (k.optional) return std::nullopt;
    if (!k.def) (void)ini.str(key);  // "missing key"
  }
  const auto lo = static_cast<uint64_t>(k.lo), hi = static_cast<uint64_t>(k.hi);
  switch (k.kind) {
    case ConfigKey::Kind::Integer:
    case ConfigKey::Kind::PowerOfTwo: {
      uint64_t v = 0;
      if (ini.has(key)) {
        v = ini.integer(key, lo, hi);
      } else {
        std::from_chars(k.def->data(), k.def->data() + k.def->size(), v);
      }
      if (k.kind == ConfigKey::Kind::PowerOfTwo && !std::has_single_bit(v)) ini.fail(key, std::to_string(v) + " is not a power of two");
      return ConfigValue(v * k.scale);
    }
    case ConfigKey::Kind::Real: {
      if (ini.has(key)) return ConfigValue(ini.real(key, k.lo, k.hi));
      double v = 0;
      std::from_chars(k.def->data(), k.def->data() + k.def->size(), v);
      return ConfigValue(v);
    }
    case ConfigKey::Kind::Hex: {
      std::string v = ini.has(key) ? ini.str(key) : *k.def;
      uint64_t n = 0;
      auto [p, ec] = v.size() > 2 && v.starts_with("0x") ? std::from_chars(v.data() + 2, v.data() + v.size(), n, 16)
                                                         : std::from_chars_result{v.data(), std::errc::invalid_argument};
      if (ec != std::errc() || p != v.data() + v.size() || n < lo || n > hi)
        ini.fail(key, fmt::format("'{}' is not a hexadecimal number from {:#06x} to {:#06x}", v, lo, hi));
      return ConfigValue(n);
    }
    case ConfigKey::Kind::Choice: return ConfigValue(ini.has(key) ? ini.choice(key, k.choices) : *k.def);
    case ConfigKey::Kind::Text: return ConfigValue(ini.has(key) ? ini.str(key) : *k.def);
    case ConfigKey::Kind::Refused: break;
  }
  return std::nullopt;
}

std::string configKeyTable(const std::vector<ConfigKey>& keys) {
  std::string out = "| key | value | default | meaning |\n|---|---|---|---|\n";
  for (const ConfigKey& k : keys) {
    std::string unit = k.unit.empty() ? "" : " " + k.unit;
    std::string value;
    switch (k.kind) {
      case ConfigKey::Kind::Integer: value = fmt::format("{} to {}{}", k.lo, k.hi, unit); break;
      case ConfigKey::Kind::PowerOfTwo: value = fmt::format("a power of two, {} to {}{}", k.lo, k.hi, unit); break;
      case ConfigKey::Kind::Real: value = fmt::format("{} to {}{}", k.lo, k.hi, unit); break;
      case ConfigKey::Kind::Hex: value = fmt::format("{:#06x} to {:#06x}", static_cast<uint64_t>(k.lo), static_cast<uint64_t>(k.hi)); break;
      case ConfigKey::Kind::Choice: value = fmt::format("`{}`", fmt::join(k.choices, "` or `")); break;
      case ConfigKey::Kind::Text: value = "text"; break;
      case ConfigKey::Kind::Refused: value = "(refused)"; break;
    }
    std::string def = k.def ? "`" + *k.def + "`" : k.optional || k.kind == ConfigKey::Kind::Refused ? "(optional)" : "(required)";
    out += fmt::format("| `{}` | {} | {} | {} |\n", k.key, value, def, k.meaning);
  }
  return out;
}

}  // namespace gfxsim
