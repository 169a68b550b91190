// gfxsim exec: runs an unmodified host program (HIP, HSA, OpenCL) on the simulated GPU. The
// program loads gfxsim's drop-in libhsa-runtime64.so.1 instead of ROCm's (its folder goes first
// on the library path), and the OpenCL loader finds only gfxsim's platform (OCL_ICD_VENDORS
// names its vendor file); the runtimes append one record per dispatch to a file this command
// reads after the program exits and turns into a per-kernel report.
#include <cxxabi.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "cli/cli.h"
#include "cli/common.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/catalog.h"

namespace po = boost::program_options;

namespace gfxsim::cli {

namespace {

struct Dispatch {
  std::string kernel;
  uint64_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  uint64_t cycles = 0;
  double microseconds = 0;
  uint64_t waveInstructions = 0;
  double hostSeconds = 0;
  uint64_t start = 0, end = 0;
  bool faulted = false;
};

std::string demangle(const std::string& name) {
  int status = 0;
  char* d = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
  std::string out = status == 0 && d ? d : name;
  std::free(d);
  return out;
}

std::vector<Dispatch> readRecords(const std::string& path) {
  std::vector<Dispatch> out;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string cell;
    while (std::getline(ss, cell, '\t')) f.push_back(cell);
    if (f.size() != 14) continue;  // a line cut short by a program killed mid-write
    Dispatch d;
    try {
      d.kernel = f[0];
      for (int i = 0; i < 3; ++i) d.grid[i] = std::stoull(f[1 + i]);
      for (int i = 0; i < 3; ++i) d.block[i] = static_cast<uint32_t>(std::stoul(f[4 + i]));
      d.cycles = std::stoull(f[7]);
      d.microseconds = std::stod(f[8]);
      d.waveInstructions = std::stoull(f[9]);
      d.hostSeconds = std::stod(f[10]);
      d.start = std::stoull(f[11]);
      d.end = std::stoull(f[12]);
      d.faulted = f[13] == "1";
    } catch (const std::exception&) {
      continue;  // likewise
    }
    out.push_back(d);
  }
  return out;
}

struct KernelRow {
  std::string name;
  uint64_t dispatches = 0, cycles = 0, waveInstructions = 0, faults = 0;
  double microseconds = 0, hostSeconds = 0;
  std::string geometry;  // of the first dispatch, "+" when later ones differ
};

std::vector<KernelRow> summarize(const std::vector<Dispatch>& ds) {
  std::map<std::string, KernelRow> rows;
  std::vector<std::string> order;
  for (const auto& d : ds) {
    std::string g = fmt::format("{}x{}x{} / {}x{}x{}", d.grid[0], d.grid[1], d.grid[2], d.block[0], d.block[1], d.block[2]);
    auto [it, fresh] = rows.try_emplace(d.kernel);
    KernelRow& r = it->second;
    if (fresh) {
      order.push_back(d.kernel);
      r.name = demangle(d.kernel);
      r.geometry = g;
    } else if (r.geometry != g && !r.geometry.ends_with("+")) {
      r.geometry += " +";
    }
    ++r.dispatches;
    r.cycles += d.cycles;
    r.microseconds += d.microseconds;
    r.waveInstructions += d.waveInstructions;
    r.hostSeconds += d.hostSeconds;
    r.faults += d.faulted;
  }
  std::vector<KernelRow> out;
  for (const auto& k : order) out.push_back(rows[k]);
  // Like rocprof's kernel statistics: the most expensive first.
  std::stable_sort(out.begin(), out.end(), [](const KernelRow& a, const KernelRow& b) {
    return a.microseconds != b.microseconds ? a.microseconds > b.microseconds : a.waveInstructions > b.waveInstructions;
  });
  return out;
}

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

std::string jsonString(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') o += '\\', o += static_cast<char>(c);
    else if (c < 0x20) o += fmt::format("\\u{:04x}", c);
    else o += static_cast<char>(c);
  }
  return o + "\"";
}

std::string reportText(const std::vector<KernelRow>& rows, bool timing, const std::string& gpu) {
  std::string out = fmt::format("gfxsim exec: {} kernel{} on {}\n", rows.size(), rows.size() == 1 ? "" : "s", gpu);
  size_t w = 6;
  for (const auto& r : rows) w = std::max(w, std::min<size_t>(r.name.size(), 60));
  out += fmt::format("  {:<{}}  {:>10}  {:>24}  {:>12}  {:>12}  {:>14}\n", "kernel", w, "dispatches", "grid / block",
                     timing ? "cycles" : "", timing ? "sim µs" : "", "wave instrs");
  for (const auto& r : rows) {
    std::string name = r.name.size() > 60 ? r.name.substr(0, 57) + "..." : r.name;
    out += fmt::format("  {:<{}}  {:>10}  {:>24}  {:>12}  {:>12}  {:>14}{}\n", name, w, r.dispatches, r.geometry,
                       timing ? std::to_string(r.cycles) : "", timing ? fmt::format("{:.3f}", r.microseconds) : "",
                       r.waveInstructions, r.faults ? fmt::format("  ({} faulted)", r.faults) : "");
  }
  return out;
}

std::string reportCsv(const std::vector<KernelRow>& rows) {
  std::string out = "kernel,dispatches,geometry,cycles,simulated_us,wave_instructions,host_seconds,faults\n";
  for (const auto& r : rows)
    out += fmt::format("{},{},{},{},{:.6f},{},{:.6f},{}\n", csvField(r.name), r.dispatches, csvField(r.geometry), r.cycles,
                       r.microseconds, r.waveInstructions, r.hostSeconds, r.faults);
  return out;
}

std::string reportJson(const std::vector<KernelRow>& rows, const std::string& gpu, const std::string& mode) {
  std::string out = fmt::format("{{\n  \"gpu\": {},\n  \"mode\": {},\n  \"kernels\": [", jsonString(gpu), jsonString(mode));
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& r = rows[i];
    out += fmt::format(
        "{}\n    {{\"kernel\": {}, \"dispatches\": {}, \"geometry\": {}, \"cycles\": {}, \"simulated_us\": {:.6f}, "
        "\"wave_instructions\": {}, \"host_seconds\": {:.6f}, \"faults\": {}}}",
        i ? "," : "", jsonString(r.name), r.dispatches, jsonString(r.geometry), r.cycles, r.microseconds, r.waveInstructions,
        r.hostSeconds, r.faults);
  }
  return out + "\n  ]\n}\n";
}

// One Perfetto (Chrome JSON) timeline: a slice per dispatch on the GPU's track.
std::string traceJson(const std::vector<Dispatch>& ds, const std::string& gpu) {
  uint64_t t0 = ds.empty() ? 0 : ds.front().start;
  for (const auto& d : ds) t0 = std::min(t0, d.start);
  std::string out = "{\"traceEvents\": [\n";
  out += fmt::format("  {{\"ph\": \"M\", \"name\": \"process_name\", \"pid\": 1, \"args\": {{\"name\": {}}}}}", jsonString(gpu));
  for (const auto& d : ds)
    out += fmt::format(
        ",\n  {{\"ph\": \"X\", \"pid\": 1, \"tid\": 1, \"name\": {}, \"ts\": {:.3f}, \"dur\": {:.3f}, \"args\": {{\"grid\": \"{}x{}x{}\", "
        "\"block\": \"{}x{}x{}\", \"cycles\": {}, \"wave_instructions\": {}}}}}",
        jsonString(demangle(d.kernel)), static_cast<double>(d.start - t0) / 1000.0, static_cast<double>(d.end - d.start) / 1000.0,
        d.grid[0], d.grid[1], d.grid[2], d.block[0], d.block[1], d.block[2], d.cycles, d.waveInstructions);
  return out + "\n]}\n";
}

std::string libraryDir() {
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) throw Error("gfxsim exec: error: cannot find the gfxsim binary's folder (/proc/self/exe)");
  for (auto dir : {self.parent_path() / "lib", self.parent_path().parent_path() / "lib" / "gfxsim"})
    if (std::filesystem::exists(dir / "libhsa-runtime64.so.1", ec) || std::filesystem::exists(dir / "libgfxsim-opencl.so", ec))
      return dir.string();
  throw Error("gfxsim exec: error: neither the drop-in HSA runtime (libhsa-runtime64.so.1) nor the OpenCL platform "
              "(libgfxsim-opencl.so) was built next to " + self.string() +
              "; install the HSA headers (Debian package libhsa-runtime-dev) or the OpenCL headers (opencl-c-headers) and rebuild");
}

void prependEnv(const char* name, const std::string& value, char sep) {
  const char* old = std::getenv(name);
  std::string v = old && *old ? value + sep + old : value;
  setenv(name, v.c_str(), 1);
}

}  // namespace

int cmdExec(const std::vector<std::string>& args) {
  auto dash = std::find(args.begin(), args.end(), "--");
  std::vector<std::string> own(args.begin(), dash);
  std::vector<std::string> program(dash == args.end() ? dash : dash + 1, args.end());
  po::options_description opts("gfxsim exec [--gpu NAME] [--mode functional|timing] [--report FILE] [--trace FILE] -- PROGRAM ARGS...");
  std::string gpuName = "mi210", mode = "functional", report, trace;
  uint64_t watchdog = 0, maxInstructions = 0, maxCycles = 0;
  constexpr uint64_t kAny = ~uint64_t{0};
  opts.add_options()
      ("help,h", "show this help")
      ("gpu", po::value(&gpuName), ("simulated GPU: " + timing::gpuCatalogSummary() + ", or a config file (default mi210)").c_str())
      ("mode", po::value(&mode), "functional (default) or timing (cycle-approximate: kernels take simulated time)")
      ("report", po::value(&report), "write the per-kernel table to FILE (.json, else CSV)")
      ("trace", po::value(&trace), "write a Perfetto (Chrome JSON) timeline of every dispatch to FILE")
      ("watchdog", checkedValue(&watchdog, "--watchdog", uint64_t{1}, kAny), "instructions a wave may execute before it is reported as hung")
      ("max-instructions", checkedValue(&maxInstructions, "--max-instructions", uint64_t{1}, kAny),
       "wave instructions one dispatch may execute, all waves together (default 2e11 functional, 2e9 timing)")
      ("max-cycles", checkedValue(&maxCycles, "--max-cycles", uint64_t{1}, kAny), "timing: cycles one dispatch may take (default 2e9)");
  po::variables_map vm;
  if (!parseCommandLine(own, opts, nullptr, vm)) return 0;
  if (program.empty()) throw Error("gfxsim exec: error: no program given (gfxsim exec [options] -- PROGRAM ARGS...)");
  if (mode != "functional" && mode != "timing") throw Error("gfxsim exec: error: --mode '" + mode + "': expected functional or timing");
  timing::GpuConfig gpu = timing::findGpu(gpuName);  // fails here, not in the program, for a bad name
  std::string lib = libraryDir();

  char recordPath[] = "/tmp/gfxsim-exec-XXXXXX";
  int fd = mkstemp(recordPath);
  if (fd < 0) throw Error("gfxsim exec: error: cannot create a temporary file in /tmp");
  close(fd);
  struct Cleanup {
    const char* path;
    ~Cleanup() { std::remove(path); }
  } cleanup{recordPath};

  prependEnv("LD_LIBRARY_PATH", lib, ':');
  if (std::filesystem::exists(lib + "/libgfxsim-kfd-shim.so")) prependEnv("LD_PRELOAD", lib + "/libgfxsim-kfd-shim.so", ':');
  // The OpenCL loader reads the vendor files this names instead of /etc/OpenCL/vendors, so an
  // OpenCL program sees gfxsim's platform with the chosen GPU as its only device.
  std::filesystem::path icd = std::filesystem::path(lib).parent_path() / "etc" / "OpenCL" / "vendors" / "gfxsim.icd";
  if (std::filesystem::exists(icd)) setenv("OCL_ICD_VENDORS", icd.c_str(), 1);
#ifdef GFXSIM_ASAN_RUNTIME
  // A sanitized build (GFXSIM_SANITIZE): the drop-in runtime needs the ASan runtime, which must
  // come first in a program that was not built with it. What the program's own libraries leave
  // allocated at exit (the HIP runtime frees little) is not reported.
  prependEnv("LD_PRELOAD", GFXSIM_ASAN_RUNTIME, ':');
  setenv("ASAN_OPTIONS", "detect_leaks=0", 0);
#endif
  setenv("GFXSIM_GPU", gpuName.c_str(), 1);
  setenv("GFXSIM_MODE", mode.c_str(), 1);
  setenv("GFXSIM_EXEC_RECORD", recordPath, 1);
  if (watchdog) setenv("GFXSIM_WATCHDOG", std::to_string(watchdog).c_str(), 1);
  if (maxInstructions) setenv("GFXSIM_MAX_INSTRUCTIONS", std::to_string(maxInstructions).c_str(), 1);
  if (maxCycles) setenv("GFXSIM_MAX_CYCLES", std::to_string(maxCycles).c_str(), 1);

  std::cout.flush();
  std::cerr.flush();
  pid_t pid = fork();
  if (pid < 0) throw Error("gfxsim exec: error: fork failed: " + std::string(std::strerror(errno)));
  if (pid == 0) {
    std::vector<char*> argv;
    for (auto& a : program) argv.push_back(a.data());
    argv.push_back(nullptr);
    execvp(argv[0], argv.data());
    fmt::print(stderr, "gfxsim exec: error: cannot run '{}': {}\n", program[0], std::strerror(errno));
    _exit(127);
  }
  // The program owns the terminal while it runs: Ctrl-C stops it, and then this reports.
  std::signal(SIGINT, SIG_IGN);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  std::signal(SIGINT, SIG_DFL);

  std::vector<Dispatch> ds = readRecords(recordPath);
  std::vector<KernelRow> rows = summarize(ds);
  std::string gpuLabel = fmt::format("{} ({}, {} mode)", gpu.agent.name, gpu.agent.target.str(), mode);
  std::cerr << reportText(rows, mode == "timing", gpuLabel);
  if (!report.empty())
    writeFileAtomic(report, report.ends_with(".json") ? reportJson(rows, gpu.agent.name, mode) : reportCsv(rows));
  if (!trace.empty()) writeFileAtomic(trace, traceJson(ds, gpu.agent.name));
  uint64_t faults = 0;
  for (const auto& d : ds) faults += d.faulted;
  int code = 0;
  if (WIFEXITED(status)) {
    code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    std::cerr << fmt::format("gfxsim exec: {} was killed by signal {} ({})\n", program[0], sig, strsignal(sig));
    code = 128 + sig;
  }
  if (faults) {
    std::cerr << fmt::format("gfxsim exec: {} dispatch{} faulted (details above)\n", faults, faults == 1 ? "" : "es");
    if (code == 0) code = 1;
  }
  return code;
}

}  // namespace gfxsim::cli
