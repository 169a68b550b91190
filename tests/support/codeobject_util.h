// Helpers shared by the code object tests: test data location, target parsing, running the
// LLVM 19 oracle tools when they are installed.
#pragma once
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "isa/target.h"
#include "support/error.h"

namespace gfxsim::cotest {

inline std::filesystem::path dataDir() {
#ifdef GFXSIM_SOURCE_DIR
  return std::filesystem::path(GFXSIM_SOURCE_DIR) / "tests" / "codeobject";
#else
  // tests/unit/<this file> -> tests/codeobject
  return std::filesystem::path(__FILE__).parent_path().parent_path() / "codeobject";
#endif
}

inline std::string readText(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  if (!f) throw Error("cannot open " + p.string());
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

inline std::vector<uint8_t> readBytes(const std::filesystem::path& p) {
  std::string s = readText(p);
  return std::vector<uint8_t>(s.begin(), s.end());
}

inline void writeBytes(const std::filesystem::path& p, const std::vector<uint8_t>& b) {
  std::ofstream f(p, std::ios::binary);
  f.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

// "gfx1030+wave64" = gfx1030 assembled with -mattr=+wavefrontsize64.
inline isa::TargetId target(const std::string& text) {
  std::string id = text;
  bool wave64 = false;
  if (auto p = id.find("+wave64"); p != std::string::npos) {
    wave64 = true;
    id.erase(p);
  }
  std::string why;
  auto t = isa::parseTargetId(id, &why);
  if (!t) throw Error("bad target '" + text + "': " + why);
  t->wave64 = wave64;
  return *t;
}

inline std::string hex(const uint8_t* p, size_t n) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; ++i) {
    s += d[p[i] >> 4];
    s += d[p[i] & 15];
  }
  return s;
}

inline std::vector<uint8_t> unhex(const std::string& s) {
  std::vector<uint8_t> b;
  for (size_t i = 0; i + 1 < s.size(); i += 2) b.push_back(static_cast<uint8_t>(std::stoi(s.substr(i, 2), nullptr, 16)));
  return b;
}

struct RunResult {
  int status = -1;
  std::string out;  // stdout (stderr merged when asked)
};

inline RunResult run(const std::string& cmd) {
  RunResult r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

inline bool haveTool(const std::string& tool) {
  return run("command -v " + tool + " >/dev/null 2>&1 && echo yes").out.find("yes") != std::string::npos;
}

// A fresh directory under the system temp dir, removed by the destructor.
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "gfxsim-co-XXXXXX").string();
    if (!mkdtemp(tmpl.data())) throw Error("mkdtemp failed");
    path = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::filesystem::path operator/(const std::string& s) const { return path / s; }
};

// llvm-mc-19 arguments for a test target string (see gen_golden.py TARGETS).
inline std::string mcArgs(const std::string& t) {
  std::string id = t;
  std::string attrs;
  if (auto p = id.find("+wave64"); p != std::string::npos) {
    id.erase(p);
    attrs = "+wavefrontsize64";
  }
  std::string cpu = id.substr(0, id.find(':'));
  std::string rest = id.find(':') == std::string::npos ? "" : id.substr(id.find(':') + 1);
  while (!rest.empty()) {
    std::string feat = rest.substr(0, rest.find(':'));
    rest = rest.find(':') == std::string::npos ? "" : rest.substr(rest.find(':') + 1);
    std::string f = std::string(1, feat.back()) + feat.substr(0, feat.size() - 1);
    attrs += (attrs.empty() ? "" : ",") + f;
  }
  return "-triple=amdgcn-amd-amdhsa -mcpu=" + cpu + (attrs.empty() ? "" : " -mattr=" + attrs);
}

}  // namespace gfxsim::cotest
