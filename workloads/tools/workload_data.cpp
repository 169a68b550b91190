// gfxsim_workload_data: the data files and launch.ini text of a workload, from the registry.
//
//   gfxsim_workload_data --list
//   gfxsim_workload_data NAME DIR [--seed N]   write DIR/<arg>.bin for every file: argument
//   gfxsim_workload_data NAME --ini            print the launch.ini for NAME
//   gfxsim_workload_data --write-ini           rewrite every workloads/<name>/launch.ini
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "launch_ini.h"
#include "workload.h"

namespace {

namespace wl = gfxsim::workloads;

int usage() {
  std::fprintf(stderr,
               "usage: gfxsim_workload_data --list\n"
               "       gfxsim_workload_data NAME DIR [--seed N]\n"
               "       gfxsim_workload_data NAME --ini\n"
               "       gfxsim_workload_data --write-ini\n");
  return 2;
}

bool write_file(const std::filesystem::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return static_cast<bool>(out);
}

int write_data(const wl::Workload& w, const std::filesystem::path& dir, std::uint64_t seed) {
  std::filesystem::create_directories(dir);
  for (const wl::Argument& a : w.make_arguments(seed)) {
    std::string spec = wl::argument_spec(a);
    if (spec.rfind("file:", 0) != 0) {
      continue;
    }
    const auto& bytes = a.buffer().bytes;
    std::filesystem::path path = dir / spec.substr(5);
    if (!write_file(path, std::string_view(reinterpret_cast<const char*>(bytes.data()),
                                           bytes.size()))) {
      std::fprintf(stderr, "cannot write %s\n", path.c_str());
      return 1;
    }
    std::printf("%s (%zu bytes)\n", path.c_str(), bytes.size());
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    return usage();
  }
  std::string_view first = argv[1];
  if (first == "--list") {
    for (const wl::Workload& w : wl::allWorkloads()) {
      std::printf("%-16s %s\n", w.name.c_str(), w.description.c_str());
    }
    return 0;
  }
  if (first == "--write-ini") {
    for (const wl::Workload& w : wl::allWorkloads()) {
      std::filesystem::path path = wl::source_dir() / w.name / "launch.ini";
      if (!write_file(path, wl::render_launch_ini(w))) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        return 1;
      }
      std::printf("%s\n", path.c_str());
    }
    return 0;
  }
  const wl::Workload* w = wl::findWorkload(first);
  if (w == nullptr || argc < 3) {
    return usage();
  }
  std::string_view second = argv[2];
  if (second == "--ini") {
    std::fputs(wl::render_launch_ini(*w).c_str(), stdout);
    return 0;
  }
  std::uint64_t seed = wl::kLaunchSeed;
  if (argc == 5 && std::string_view(argv[3]) == "--seed") {
    seed = std::strtoull(argv[4], nullptr, 0);
  } else if (argc != 3) {
    return usage();
  }
  return write_data(*w, argv[2], seed);
}
