// Config keys declared once. A row states a key's name, kind, unit, range, default and
// meaning, and where its value goes; the strict key list a file is read with, the reading
// with its checks, and the documentation table (configs/README.md) all come from the rows.
// What relates two keys (a size that must split into sets, a limit that depends on the
// target) stays code beside the rows.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "support/ini.h"

namespace gfxsim {

struct ConfigKey {
  enum class Kind : uint8_t {
    Integer,     // decimal, in [lo, hi]
    PowerOfTwo,  // an Integer that is a power of two
    Real,        // a finite number in [lo, hi]
    Hex,         // 0x-prefixed hexadecimal, in [lo, hi] (PCI ids)
    Choice,      // one of `choices`
    Text,        // any non-empty text
    Refused,     // a key the file may not have here: `meaning` says why
  };
  std::string key;  // "section.name"
  Kind kind = Kind::Integer;
  double lo = 0, hi = 0;
  std::string unit;                   // "cycles", "KiB", "" for plain counts
  std::optional<std::string> def;     // the value when the key is absent (its text as a file would give it)
  bool optional = false;              // may be absent without a default (the reader leaves the field as it is)
  std::vector<std::string> choices;   // Kind::Choice
  uint64_t scale = 1;                 // Integer and PowerOfTwo: the value stored is the value given times this
  std::string meaning;
};

using ConfigValue = std::variant<uint64_t, double, std::string>;

// The key's value, checked against its kind and range (an Error naming file, line and key),
// or its default; std::nullopt for an absent optional key without one.
std::optional<ConfigValue> readConfigKey(const IniFile& ini, const ConfigKey& k);

// A declared key and where its value goes in a T.
template <class T>
struct ConfigKeyRow {
  ConfigKey key;
  std::function<void(T&, const ConfigValue&, const IniFile&)> store;
};

// Stores into a member: integers narrowed to the member's type, reals, text.
template <class T, class M>
std::function<void(T&, const ConfigValue&, const IniFile&)> storeInto(M T::*member) {
  return [member](T& t, const ConfigValue& v, const IniFile&) {
    if constexpr (std::is_same_v<M, std::string>) t.*member = std::get<std::string>(v);
    else if constexpr (std::is_same_v<M, bool>) t.*member = std::get<std::string>(v) == "true";
    else if constexpr (std::is_floating_point_v<M>) t.*member = std::get<double>(v);
    else t.*member = static_cast<M>(std::get<uint64_t>(v));
  };
}

template <class T>
void readConfigKeys(const IniFile& ini, const std::vector<ConfigKeyRow<T>>& rows, T& out) {
  for (const auto& r : rows)
    if (auto v = readConfigKey(ini, r.key)) r.store(out, *v, ini);
}

template <class T>
std::vector<std::string> configKeyNames(const std::vector<ConfigKeyRow<T>>& rows) {
  std::vector<std::string> names;
  for (const auto& r : rows) names.push_back(r.key.key);
  return names;
}

template <class T>
std::vector<ConfigKey> configKeysOf(const std::vector<ConfigKeyRow<T>>& rows) {
  std::vector<ConfigKey> keys;
  for (const auto& r : rows) keys.push_back(r.key);
  return keys;
}

// The Markdown table of keys: key, value (kind, range, unit), default, meaning.
std::string configKeyTable(const std::vector<ConfigKey>& keys);

}  // namespace gfxsim
