// Workloads: the registry, the kernels' signatures, launch.ini files and clang goldens agree
// with each other; argument generation is deterministic; every check accepts the outputs of
// the kernel source run on the host (host/host_exec.h) and rejects corrupted ones.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "host/host_exec.h"
#include "launch_ini.h"
#include "workload.h"

namespace {

namespace wl = gfxsim::workloads;

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string trim(const std::string& s) {
  std::size_t first = s.find_first_not_of(" \t\r\n");
  std::size_t last = s.find_last_not_of(" \t\r\n");
  return first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
}

// A kernel parameter as written in the .cl source.
struct Param {
  std::string name;
  std::string type;  // the type words without qualifiers, e.g. "uint", "float*"
};

// The parameters of `__kernel ... void <kernel>(...)` in `source`; empty if not found.
std::vector<Param> kernel_params(const std::string& source, const std::string& kernel) {
  std::size_t at = source.find("void " + kernel + "(");
  if (at == std::string::npos) {
    return {};
  }
  std::size_t open = source.find('(', at);
  std::size_t close = source.find(')', open);
  std::string list = source.substr(open + 1, close - open - 1);
  std::vector<Param> params;
  std::stringstream items(list);
  std::string item;
  while (std::getline(items, item, ',')) {
    std::stringstream words(trim(item));
    std::vector<std::string> tokens;
    std::string word;
    while (words >> word) {
      tokens.push_back(word);
    }
    Param p;
    p.name = tokens.back();
    bool pointer = p.name.front() == '*';
    if (pointer) {
      p.name.erase(0, 1);
    }
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
      std::string t = tokens[i];
      if (t == "__global" || t == "const" || t == "global") {
        continue;
      }
      if (!t.empty() && t.back() == '*') {
        pointer = true;
        t.pop_back();
      }
      p.type += t;
    }
    if (pointer) {
      p.type += "*";
    }
    params.push_back(p);
  }
  return params;
}

std::string cl_type(wl::ScalarKind kind) {
  switch (kind) {
    case wl::ScalarKind::i32: return "int";
    case wl::ScalarKind::u32: return "uint";
    case wl::ScalarKind::i64: return "long";
    case wl::ScalarKind::u64: return "ulong";
    case wl::ScalarKind::f32: return "float";
    case wl::ScalarKind::f64: return "double";
  }
  return "?";
}

// Flips bit 6 of byte 8k+3 near the middle of the buffer: bit 30 of a 32-bit element (an
// exponent bit of a float) or of a 64-bit element (a mantissa bit 2^-22 of a double), far
// outside every tolerance, and a different value for every integer type.
void corrupt(wl::Buffer& b) {
  std::size_t k = b.bytes.size() / 8 / 2;
  std::size_t byte = 8 * k + 3;
  REQUIRE(byte < b.bytes.size());
  b.bytes[byte] ^= 0x40;
}

std::filesystem::path golden_dir() {
  return wl::source_dir().parent_path() / "tests" / "golden" / "clang19";
}

// One explicit or hidden kernel argument of the AMDGPU metadata, from llvm-readelf --notes.
struct NoteArg {
  std::map<std::string, std::string> fields;
};

struct KernelNote {
  std::vector<NoteArg> args;
  std::map<std::string, std::string> fields;  // .name, .private_segment_fixed_size, ...
  std::vector<std::string> reqd_workgroup_size;
};

// Reads the YAML that llvm-readelf-19 --notes prints for a single-kernel code object: the
// kernel's fields are "    .key: value" (the first one "  - .key: value"), the argument
// list's items start with "      - ." and continue with "        .", and list values follow
// their key as "      - v".
KernelNote parse_notes(const std::string& text) {
  KernelNote note;
  std::stringstream lines(text);
  std::string line;
  bool in_args = false;
  std::string list_key;
  while (std::getline(lines, line)) {
    if (line.rfind("  - .", 0) == 0) {
      line = "    " + line.substr(4);  // the kernel map's first key (.agpr_count on gfx90a)
    }
    if (line.rfind("    .args:", 0) == 0) {
      in_args = true;
      continue;
    }
    if (in_args && line.rfind("      - .", 0) == 0) {
      note.args.emplace_back();
      line = "        " + line.substr(8);
    }
    if (in_args && line.rfind("        .", 0) == 0) {
      std::size_t colon = line.find(':');
      note.args.back().fields[trim(line.substr(8, colon - 8))] = trim(line.substr(colon + 1));
      continue;
    }
    if (line.rfind("    .", 0) == 0) {
      in_args = false;
      std::size_t colon = line.find(':');
      std::string key = trim(line.substr(4, colon - 4));
      std::string value = trim(line.substr(colon + 1));
      note.fields[key] = value;
      list_key = value.empty() ? key : "";
      continue;
    }
    if (!list_key.empty() && line.rfind("      - ", 0) == 0 && list_key == ".reqd_workgroup_size") {
      note.reqd_workgroup_size.push_back(trim(line.substr(8)));
    }
  }
  return note;
}

const char* const kTargets[] = {"gfx900", "gfx90a", "gfx1030"};
const char* const kOptLevels[] = {"O0", "O2"};

}  // namespace

TEST_CASE("the workload registry has at least 14 workloads with unique names") {
  const auto& all = wl::allWorkloads();
  CHECK(all.size() >= 14);
  std::set<std::string> names;
  for (const wl::Workload& w : all) {
    INFO(w.name);
    CHECK(names.insert(w.name).second);
    CHECK(wl::findWorkload(w.name) == &w);
    CHECK(w.source == w.name + "/" + w.name + ".cl");
    CHECK(std::filesystem::exists(wl::source_dir() / w.source));
    CHECK(w.dims >= 1);
    CHECK(w.dims <= 3);
    CHECK(w.block.count() <= 256);
    CHECK(w.grid.count() <= 8192);  // small enough for a functional simulator at -O0
    CHECK(w.make_arguments);
    CHECK(w.check);
    // Several work-groups each.
    std::uint64_t groups = std::uint64_t{(w.grid.x + w.block.x - 1) / w.block.x} *
                           ((w.grid.y + w.block.y - 1) / w.block.y) *
                           ((w.grid.z + w.block.z - 1) / w.block.z);
    CHECK(groups >= 4);
  }
  CHECK(wl::findWorkload("no_such_workload") == nullptr);
}

TEST_CASE("the argument lists match the kernel signatures in the .cl sources") {
  for (const wl::Workload& w : wl::allWorkloads()) {
    INFO(w.name);
    std::vector<Param> params = kernel_params(read_text(wl::source_dir() / w.source), w.kernel);
    wl::Arguments args = w.make_arguments(1);
    REQUIRE(params.size() == args.size());
    for (std::size_t i = 0; i < args.size(); ++i) {
      INFO(params[i].name, " ", params[i].type);
      CHECK(params[i].name == args[i].name);
      if (args[i].is_scalar()) {
        CHECK(params[i].type == cl_type(args[i].scalar().kind));
      } else {
        CHECK(params[i].type.back() == '*');
        CHECK_FALSE(args[i].buffer().bytes.empty());
      }
    }
  }
}

TEST_CASE("argument generation is deterministic for a seed") {
  for (const wl::Workload& w : wl::allWorkloads()) {
    INFO(w.name);
    for (std::uint64_t seed : {1ull, 2ull, 0xdeadbeefull}) {
      CHECK(w.make_arguments(seed) == w.make_arguments(seed));
    }
    // Seeds change the inputs, never the shape of the argument list.
    wl::Arguments one = w.make_arguments(1);
    wl::Arguments two = w.make_arguments(2);
    REQUIRE(one.size() == two.size());
    bool has_input = false;
    bool inputs_differ = false;
    for (std::size_t i = 0; i < one.size(); ++i) {
      CHECK(one[i].name == two[i].name);
      CHECK(one[i].is_scalar() == two[i].is_scalar());
      if (one[i].is_scalar()) {
        CHECK(one[i].scalar() == two[i].scalar());
        continue;
      }
      CHECK(one[i].buffer().bytes.size() == two[i].buffer().bytes.size());
      CHECK(one[i].buffer().is_output == two[i].buffer().is_output);
      if (!one[i].buffer().is_output) {
        has_input = true;
        inputs_differ = inputs_differ || one[i].buffer().bytes != two[i].buffer().bytes;
      }
    }
    CHECK(inputs_differ == has_input);
  }
}

TEST_CASE("the checks reject outputs the kernel never wrote") {
  for (const wl::Workload& w : wl::allWorkloads()) {
    INFO(w.name);
    wl::CheckResult r = w.check(w.make_arguments(3));
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.detail.empty());
  }
}

TEST_CASE("the kernel sources run on the host pass the checks, corrupted outputs fail") {
  for (const wl::Workload& w : wl::allWorkloads()) {
    INFO(w.name);
    REQUIRE(wl::host::has_host_kernel(w));
    wl::Arguments args = w.make_arguments(7);
    wl::host::run_on_host(w, args);
    wl::CheckResult r = w.check(args);
    INFO(r.detail);
    REQUIRE(r.ok);
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (!args[i].is_buffer() || !args[i].buffer().is_output) {
        continue;
      }
      INFO("corrupted ", args[i].name);
      wl::Arguments bad = args;
      corrupt(bad[i].buffer());
      wl::CheckResult rejected = w.check(bad);
      CHECK_FALSE(rejected.ok);
      CHECK(rejected.detail.find(args[i].name) != std::string::npos);
    }
  }
}

TEST_CASE("wave_reduce gives the same results with 32- and 64-lane wavefronts") {
  const wl::Workload* w = wl::findWorkload("wave_reduce");
  REQUIRE(w != nullptr);
  wl::Arguments wave64 = w->make_arguments(11);
  wl::Arguments wave32 = wave64;
  wl::host::run_on_host(*w, wave64, {.wave_size = 64});
  wl::host::run_on_host(*w, wave32, {.wave_size = 32});
  CHECK(w->check(wave64).ok);
  CHECK(w->check(wave32).ok);
  CHECK(wave64 == wave32);
}

TEST_CASE("every launch.ini agrees with the registry") {
  for (const wl::Workload& w : wl::allWorkloads()) {
    INFO(w.name);
    std::filesystem::path path = wl::source_dir() / w.name / "launch.ini";
    REQUIRE(std::filesystem::exists(path));
    wl::LaunchSpec on_disk = wl::parse_launch_ini(read_text(path));
    wl::LaunchSpec expected = wl::launch_spec(w);
    CHECK(on_disk.kernel == expected.kernel);
    CHECK(on_disk.source == expected.source);
    CHECK(on_disk.dims == expected.dims);
    CHECK(on_disk.grid == expected.grid);
    CHECK(on_disk.block == expected.block);
    CHECK(on_disk.args == expected.args);
    CHECK(std::filesystem::exists(path.parent_path() / on_disk.source));
    // Scalars read back to the registry's bits.
    wl::Arguments args = w.make_arguments(wl::kLaunchSeed);
    REQUIRE(on_disk.args.size() == args.size());
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (!args[i].is_scalar()) {
        continue;
      }
      const wl::Scalar& s = args[i].scalar();
      std::string text = on_disk.args[i].substr(on_disk.args[i].find(':') + 1);
      wl::Scalar parsed = s;
      switch (s.kind) {
        case wl::ScalarKind::i32: parsed = wl::Scalar::i32(std::stoi(text)); break;
        case wl::ScalarKind::u32:
          parsed = wl::Scalar::u32(static_cast<std::uint32_t>(std::stoul(text)));
          break;
        case wl::ScalarKind::i64: parsed = wl::Scalar::i64(std::stoll(text)); break;
        case wl::ScalarKind::u64: parsed = wl::Scalar::u64(std::stoull(text)); break;
        case wl::ScalarKind::f32: parsed = wl::Scalar::f32(std::strtof(text.c_str(), nullptr)); break;
        case wl::ScalarKind::f64: parsed = wl::Scalar::f64(std::strtod(text.c_str(), nullptr)); break;
      }
      CHECK(parsed == s);
    }
  }
}

TEST_CASE("launch.ini parsing") {
  wl::LaunchSpec spec = wl::parse_launch_ini(
      "# comment\nkernel = k\nsource = k.cl\ngrid = 96, 64\nblock = 16,16\n"
      "arg = file:a.bin\narg = u32:7\n");
  CHECK(spec.kernel == "k");
  CHECK(spec.dims == 2);
  CHECK(spec.grid == wl::Dim3{96, 64, 1});
  CHECK(spec.block == wl::Dim3{16, 16, 1});
  CHECK(spec.args == std::vector<std::string>{"file:a.bin", "u32:7"});
  CHECK_THROWS(wl::parse_launch_ini("kernel = k\ngrid = 4\n"));
  CHECK_THROWS(wl::parse_launch_ini("kernel = k\ngrid = 4,4\nblock = 4\n"));
  CHECK_THROWS(wl::parse_launch_ini("kernel = k\ngrid = 1,2,3,4\nblock = 1\n"));
  CHECK_THROWS(wl::parse_launch_ini("kernel = k\ngrid = x\nblock = 1\n"));
  CHECK_THROWS(wl::parse_launch_ini("colour = blue\n"));
}

TEST_CASE("the clang-19 goldens match the registry") {
  for (const wl::Workload& w : wl::allWorkloads()) {
    wl::Arguments args = w.make_arguments(1);
    for (const char* target : kTargets) {
      for (const char* opt : kOptLevels) {
        std::string base = w.name + "-" + opt;
        std::filesystem::path dir = golden_dir() / target;
        INFO(std::string(target), "/", base);
        for (const char* ext : {".hsaco", ".s", ".objdump", ".notes", ".kd.txt"}) {
          CHECK(std::filesystem::exists(dir / (base + ext)));
        }
        KernelNote note = parse_notes(read_text(dir / (base + ".notes")));
        CHECK(note.fields[".name"] == w.kernel);
        CHECK(note.fields[".symbol"] == w.kernel + ".kd");
        std::vector<NoteArg> explicit_args;
        for (const NoteArg& a : note.args) {
          const std::string& kind = a.fields.at(".value_kind");
          if (kind == "global_buffer" || kind == "by_value") {
            explicit_args.push_back(a);
          }
        }
        REQUIRE(explicit_args.size() == args.size());
        for (std::size_t i = 0; i < args.size(); ++i) {
          const auto& f = explicit_args[i].fields;
          if (args[i].is_scalar()) {
            CHECK(f.at(".value_kind") == "by_value");
            CHECK(f.at(".size") == std::to_string(wl::size_of(args[i].scalar().kind)));
            CHECK(f.at(".type_name") == cl_type(args[i].scalar().kind));
          } else {
            CHECK(f.at(".value_kind") == "global_buffer");
            CHECK(f.at(".size") == "8");
          }
        }
        CHECK(std::stoul(note.fields[".max_flat_workgroup_size"]) >= w.block.count());
        if (!note.reqd_workgroup_size.empty()) {
          CHECK(note.reqd_workgroup_size ==
                std::vector<std::string>{std::to_string(w.block.x), std::to_string(w.block.y),
                                         std::to_string(w.block.z)});
        }
        if (w.name == "private_sort") {
          // The point of the workload: the private array lives in scratch even at -O2.
          CHECK(std::stoul(note.fields[".private_segment_fixed_size"]) >= 96 * 4);
        }
      }
    }
  }
}
