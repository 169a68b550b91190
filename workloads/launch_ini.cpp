#include "launch_ini.h"

#include <charconv>
#include <stdexcept>

#include <fmt/format.h>

namespace gfxsim::workloads {
namespace {

std::string scalar_spec(const Scalar& s) {
  std::string_view kind = to_string(s.kind);
  switch (s.kind) {
    case ScalarKind::i32: return fmt::format("{}:{}", kind, s.as_i32());
    case ScalarKind::u32: return fmt::format("{}:{}", kind, s.as_u32());
    case ScalarKind::i64: return fmt::format("{}:{}", kind, s.as_i64());
    case ScalarKind::u64: return fmt::format("{}:{}", kind, s.as_u64());
    case ScalarKind::f32: return fmt::format("{}:{:.9g}", kind, s.as_f32());
    case ScalarKind::f64: return fmt::format("{}:{:.17g}", kind, s.as_f64());
  }
  return "?";
}

std::string dims_text(const Dim3& d, std::uint32_t dims) {
  switch (dims) {
    case 1: return fmt::format("{}", d.x);
    case 2: return fmt::format("{},{}", d.x, d.y);
    default: return fmt::format("{},{},{}", d.x, d.y, d.z);
  }
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

std::uint32_t parse_u32(std::string_view s, std::size_t line) {
  std::uint32_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) {
    throw std::runtime_error(fmt::format("launch.ini line {}: bad number '{}'", line, s));
  }
  return v;
}

// "x[,y[,z]]" -> (Dim3, number of components)
std::pair<Dim3, std::uint32_t> parse_dims(std::string_view s, std::size_t line) {
  std::uint32_t values[3] = {1, 1, 1};
  std::uint32_t n = 0;
  while (true) {
    std::size_t comma = s.find(',');
    if (n == 3) {
      throw std::runtime_error(fmt::format("launch.ini line {}: more than 3 dimensions", line));
    }
    values[n++] = parse_u32(trim(s.substr(0, comma)), line);
    if (comma == std::string_view::npos) {
      break;
    }
    s.remove_prefix(comma + 1);
  }
  return {Dim3{values[0], values[1], values[2]}, n};
}

}  // namespace

std::string argument_spec(const Argument& arg) {
  if (arg.is_scalar()) {
    return scalar_spec(arg.scalar());
  }
  const Buffer& b = arg.buffer();
  if (b.all_zero()) {
    return fmt::format("zero:{}", b.bytes.size());
  }
  return fmt::format("file:{}.bin", arg.name);
}

LaunchSpec launch_spec(const Workload& w) {
  LaunchSpec spec;
  spec.kernel = w.kernel;
  std::size_t slash = w.source.rfind('/');
  spec.source = slash == std::string::npos ? w.source : w.source.substr(slash + 1);
  spec.dims = w.dims;
  spec.grid = w.grid;
  spec.block = w.block;
  for (const Argument& a : w.make_arguments(kLaunchSeed)) {
    spec.args.push_back(argument_spec(a));
  }
  return spec;
}

std::string render_launch_ini(const Workload& w) {
  LaunchSpec spec = launch_spec(w);
  Arguments args = w.make_arguments(kLaunchSeed);
  std::string out;
  out += fmt::format("# {}: {}\n", w.name, w.description);
  out += "# Generated from the C++ registry (workloads/" + w.name + "/" + w.name +
         ".cpp), which is the\n# source of truth; tests/unit/workloads/test_workloads.cpp checks that this "
         "file agrees with it.\n";
  out += fmt::format(
      "# file:NAME.bin buffers (seed {}) are written by: gfxsim_workload_data {} <dir>\n",
      kLaunchSeed, w.name);
  out += fmt::format("kernel = {}\n", spec.kernel);
  out += fmt::format("source = {}\n", spec.source);
  out += fmt::format("grid = {}\n", dims_text(spec.grid, spec.dims));
  out += fmt::format("block = {}\n", dims_text(spec.block, spec.dims));
  for (std::size_t i = 0; i < args.size(); ++i) {
    const Argument& a = args[i];
    std::string what;
    if (a.is_scalar()) {
      what = "by value";
    } else {
      what = fmt::format("{} bytes, {}", a.buffer().bytes.size(),
                         a.buffer().is_output ? "output, checked" : "input");
    }
    out += fmt::format("# {}: {} ({})\n", i, a.name, what);
    out += fmt::format("arg = {}\n", spec.args[i]);
  }
  return out;
}

LaunchSpec parse_launch_ini(std::string_view text) {
  LaunchSpec spec;
  bool have_grid = false;
  bool have_block = false;
  std::size_t line_number = 0;
  while (!text.empty()) {
    std::size_t eol = text.find('\n');
    std::string_view line = trim(text.substr(0, eol));
    text.remove_prefix(eol == std::string_view::npos ? text.size() : eol + 1);
    ++line_number;
    if (line.empty() || line.front() == '#') {
      continue;
    }
    std::size_t eq = line.find('=');
    if (eq == std::string_view::npos) {
      throw std::runtime_error(fmt::format("launch.ini line {}: expected key = value", line_number));
    }
    std::string_view key = trim(line.substr(0, eq));
    std::string_view value = trim(line.substr(eq + 1));
    if (key == "kernel") {
      spec.kernel = value;
    } else if (key == "source") {
      spec.source = value;
    } else if (key == "grid") {
      auto [d, n] = parse_dims(value, line_number);
      spec.grid = d;
      spec.dims = n;
      have_grid = true;
    } else if (key == "block") {
      auto [d, n] = parse_dims(value, line_number);
      spec.block = d;
      have_block = true;
      if (have_grid && n != spec.dims) {
        throw std::runtime_error(
            fmt::format("launch.ini line {}: block has {} dimensions, grid {}", line_number, n,
                        spec.dims));
      }
    } else if (key == "arg") {
      spec.args.emplace_back(value);
    } else {
      throw std::runtime_error(fmt::format("launch.ini line {}: unknown key '{}'", line_number, key));
    }
  }
  if (spec.kernel.empty() || !have_grid || !have_block) {
    throw std::runtime_error("launch.ini: kernel, grid and block are required");
  }
  return spec;
}

}  // namespace gfxsim::workloads
