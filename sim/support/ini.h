// Strict INI files (configs/*.ini), read with Boost.Program_options. Every key must be one
// the caller knows ("section.key"); an unknown key, a repeated key, a missing required key or
// a bad value is an Error naming the file, the line and the key.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gfxsim {

class IniFile {
 public:
  // `known`: every key a reader of this file may ask for, "section.key".
  IniFile(const std::string& text, const std::string& file, const std::vector<std::string>& known);

  const std::string& file() const { return file_; }
  bool has(const std::string& key) const { return values_.count(key) != 0; }
  bool hasSection(const std::string& section) const;
  // "file:line" of a key (the file alone when the key is absent).
  std::string where(const std::string& key) const;
  [[noreturn]] void fail(const std::string& key, const std::string& msg) const;

  std::string str(const std::string& key) const;  // required, non-empty
  uint64_t integer(const std::string& key, uint64_t lo, uint64_t hi) const;
  uint64_t integer(const std::string& key, uint64_t lo, uint64_t hi, uint64_t def) const;
  double real(const std::string& key, double lo, double hi) const;
  double real(const std::string& key, double lo, double hi, double def) const;
  // One of `choices`.
  std::string choice(const std::string& key, const std::vector<std::string>& choices) const;
  // Every key present in a section, in file order.
  std::vector<std::string> keysOf(const std::string& section) const;

 private:
  std::string file_;
  std::map<std::string, std::string> values_;
  std::map<std::string, unsigned> lines_;
  std::vector<std::string> order_;
};

}  // namespace gfxsim
