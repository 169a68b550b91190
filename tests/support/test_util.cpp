#include "support/test_util.h"

#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace gfxsim::test {

std::string sourcePath(const std::string& rel) { return std::string(GFXSIM_SOURCE_DIR) + "/" + rel; }

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool haveTool(const std::string& tool) {
  std::string out;
  return runCommand("command -v " + tool + " >/dev/null 2>&1", &out) == 0;
}

CliOutcome runGfxsim(const std::string& args) {
  CliOutcome o;
  o.rc = runCommand(std::string(GFXSIM_BINARY) + " " + args + " 2>&1", &o.out);
  return o;
}

int runCommand(const std::string& cmd, std::string* out) {
  FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) return -1;
  std::array<char, 65536> buf;
  size_t n;
  if (out) out->clear();
  while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0)
    if (out) out->append(buf.data(), n);
  int st = ::pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

std::string tempPath(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("gfxsim-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

std::string normalizeSpace(const std::string& s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::vector<std::string> objdumpTextLines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string l;
  bool inText = false;
  while (std::getline(in, l)) {
    if (l.starts_with("Disassembly of section")) { inText = l.find(".text") != std::string::npos; continue; }
    if (l.starts_with(".amdhsa_kernel")) inText = false;
    if (!inText || l.empty()) continue;
    auto c = l.find("//");
    std::string s = normalizeSpace(c == std::string::npos ? l : l.substr(0, c));
    if (!s.empty()) out.push_back(s);
  }
  return out;
}

std::vector<McLine> parseMcOutput(const std::string& text) {
  std::vector<McLine> lines;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) {
    auto pos = l.find("; encoding: [");
    if (pos == std::string::npos) continue;
    McLine m;
    m.text = normalizeSpace(l.substr(0, pos));
    auto end = l.find(']', pos);
    std::string enc = l.substr(pos + 13, end - pos - 13);
    std::stringstream es(enc);
    std::string b;
    while (std::getline(es, b, ',')) {
      if (b.empty()) continue;
      if (b[0] == 'A' || b.find('A') != std::string::npos) {
        m.bytes.push_back(-1);
        m.hasFixup = true;
      } else {
        m.bytes.push_back(static_cast<int>(std::strtoul(b.c_str(), nullptr, 0)));
      }
    }
    lines.push_back(std::move(m));
  }
  return lines;
}

}  // namespace gfxsim::test
