#include "harness.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <sstream>

#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/fileio.h"

#ifdef GFXSIM_DIFFTEST_HAVE_DRIVER
#include "driver/driver.h"
#endif

extern char** environ;

namespace gfxsim::difftest {

namespace fs = std::filesystem;

std::string Build::label() const {
  return std::string(compiler == Compiler::Clang ? "clang" : "gfxsim") + "-O" + std::to_string(optLevel);
}

std::string TargetSpec::label() const {
  return std::string(id.info->name) + (id.wave64 && id.info->wave32Default ? "-w64" : "");
}

TargetSpec parseTarget(const std::string& name, bool wave64) {
  std::string why;
  auto id = isa::parseTargetId(name, &why);
  if (!id) throw Error("--target " + name + ": " + why);
  if (wave64 && !id->info->wave32Default)
    throw Error("--wave64: " + std::string(id->info->name) + " always runs wave64; the option is for RDNA targets");
  id->wave64 = wave64 || !id->info->wave32Default;
  return TargetSpec{*id};
}

bool haveGfxsimCompiler() {
#ifdef GFXSIM_DIFFTEST_HAVE_DRIVER
  return true;
#else
  return false;
#endif
}

std::vector<Build> defaultBuilds() {
  std::vector<Build> b = {{Compiler::Clang, 2}, {Compiler::Clang, 0}};
  if (haveGfxsimCompiler()) {
    b.push_back({Compiler::Gfxsim, 2});
    b.push_back({Compiler::Gfxsim, 0});
  }
  return b;
}

std::vector<Build> parseBuilds(const std::string& list) {
  std::vector<Build> out;
  std::stringstream ss(list);
  for (std::string item; std::getline(ss, item, ',');) {
    Build b;
    if (item == "clang-O0" || item == "clang-O2") b.compiler = Compiler::Clang;
    else if (item == "gfxsim-O0" || item == "gfxsim-O2") b.compiler = Compiler::Gfxsim;
    else throw Error("--builds: unknown build '" + item + "' (clang-O0, clang-O2, gfxsim-O0, gfxsim-O2)");
    b.optLevel = item.back() - '0';
    if (b.compiler == Compiler::Gfxsim && !haveGfxsimCompiler())
      throw Error("--builds: " + item + ": this gfxsim_difftest was built without gfxsim's compiler (library gfxsim_driver)");
    out.push_back(b);
  }
  if (out.size() < 2) throw Error("--builds: name at least two builds to compare");
  return out;
}

std::string reproduceCommand(const HarnessOptions& opt, uint64_t seed) {
  std::string cmd = "gfxsim_difftest --target " + std::string(opt.target.id.info->name);
  if (opt.target.id.wave64 && opt.target.id.info->wave32Default) cmd += " --wave64";
  cmd += " --seed " + std::to_string(seed) + " --count 1";
  std::string builds;
  for (const auto& b : opt.builds) builds += (builds.empty() ? "" : ",") + b.label();
  return cmd + " --builds " + builds;
}

namespace {

// A private directory under $TMPDIR, removed with everything in it when destroyed.
class TempDir {
 public:
  TempDir() {
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/gfxsim-difftest-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (!::mkdtemp(buf.data())) throw Error("cannot create a temporary directory from " + pattern + ": " + std::strerror(errno));
    path_ = buf.data();
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Runs argv[0] (searched on PATH) with stdout and stderr going to `logPath`; returns its exit
// status (-1 when it could not be started or was killed).
int runTool(const std::vector<std::string>& argv, const std::string& logPath) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  int rc = posix_spawnp(&pid, args[0], &fa, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) return -1;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string readLog(const std::string& path) {
  try {
    return readFileText(path);
  } catch (const Error&) {
    return "";
  }
}

// The first lines of a compiler's diagnostics (enough to see what went wrong).
std::string firstLines(const std::string& text, unsigned lines = 6) {
  size_t at = 0;
  for (unsigned i = 0; i < lines && at != std::string::npos; ++i) {
    at = text.find('\n', at);
    if (at != std::string::npos) ++at;
  }
  return at == std::string::npos ? text : text.substr(0, at) + "...\n";
}

struct Compiled {
  std::vector<uint8_t> object;  // empty when it failed
  std::string error;
};

// clang-19 exactly as workloads/build_clang.sh builds the workloads, plus the two
// floating-point flags that make its results comparable bit for bit with another compiler:
// no contraction into fma, and correctly rounded f32 division and sqrt.
Compiled compileClang(const HarnessOptions& opt, const std::string& source, int optLevel, const std::string& dir,
                      const std::string& tag) {
  std::string cl = dir + "/" + tag + ".cl", obj = dir + "/" + tag + ".o", co = dir + "/" + tag + ".hsaco",
              log = dir + "/" + tag + ".log";
  writeFileAtomic(cl, source);
  std::vector<std::string> argv = {opt.clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib",
                                   "-Wall", "-Wextra", "-Werror", "-include",
                                   opt.sourceDir + "/workloads/include/clang_prelude.h"};
  if (opt.target.id.wave64 && opt.target.id.info->wave32Default) argv.push_back("-mwavefrontsize64");
  argv.push_back("-mcpu=" + std::string(opt.target.id.info->name));
  argv.push_back("-O" + std::to_string(optLevel));
  argv.insert(argv.end(), {"-ffp-contract=off", "-cl-fp32-correctly-rounded-divide-sqrt", "-c", cl, "-o", obj});
  Compiled out;
  int rc = runTool(argv, log);
  if (rc != 0) {
    out.error = opt.clang + " failed (exit " + std::to_string(rc) + "): " + firstLines(readLog(log));
    return out;
  }
  rc = runTool({opt.lld, "-shared", obj, "-o", co}, log);
  if (rc != 0) {
    out.error = opt.lld + " failed (exit " + std::to_string(rc) + "): " + firstLines(readLog(log));
    return out;
  }
  out.object = readFileBytes(co);
  return out;
}

Compiled compileGfxsim([[maybe_unused]] const HarnessOptions& opt, [[maybe_unused]] const std::string& source,
                       [[maybe_unused]] int optLevel, [[maybe_unused]] const std::string& tag) {
  Compiled out;
#ifdef GFXSIM_DIFFTEST_HAVE_DRIVER
  driver::CompileOptions co;
  co.target = opt.target.id;
  co.optLevel = optLevel;
  try {
    out.object = driver::compileOpenCL(source, tag + ".cl", co).object;
    if (out.object.empty()) out.error = "gfxsim cc produced no code object";
  } catch (const std::exception& e) {
    out.error = std::string("gfxsim cc: ") + firstLines(e.what());
  }
#else
  out.error = "gfxsim cc is not part of this build";
#endif
  return out;
}

Compiled compile(const HarnessOptions& opt, const Build& b, const std::string& source, const std::string& dir,
                 const std::string& tag) {
  return b.compiler == Compiler::Clang ? compileClang(opt, source, b.optLevel, dir, tag)
                                       : compileGfxsim(opt, source, b.optLevel, tag);
}

// What one build of one kernel did.
struct Outcome {
  std::string error;  // compile error, launch error or fault; empty when it ran to the end
  std::vector<uint32_t> out, acc;
};

std::vector<uint8_t> toBytes(const std::vector<uint32_t>& w) {
  std::vector<uint8_t> b(w.size() * 4);
  std::memcpy(b.data(), w.data(), b.size());
  return b;
}

std::vector<uint32_t> toWords(const std::vector<uint8_t>& b) {
  std::vector<uint32_t> w(b.size() / 4);
  std::memcpy(w.data(), b.data(), w.size() * 4);
  return w;
}

Outcome runKernel(const HarnessOptions& opt, const std::vector<uint8_t>& object, const std::string& fileName,
                  const KernelSpec& spec, const std::vector<uint8_t>& in, const std::vector<uint8_t>& acc) {
  device::LaunchRequest req;
  req.kernel = spec.name;
  req.target = opt.target.id;
  req.geometry.grid = rt::Dim3{spec.gridSize, 1, 1};
  req.geometry.group = rt::Dim3{spec.groupSize, 1, 1};
  req.engine.watchdogInstructions = opt.watchdogInstructions;
  if (opt.laneTraceItem) {
    req.engine.laneTrace = std::make_shared<func::LaneTrace>();
    req.engine.laneTrace->item = rt::Dim3{*opt.laneTraceItem, 0, 0};
  }
  device::HostArg a;
  a.isBuffer = true;
  a.name = "in";
  a.bytes = in;
  req.args.push_back(a);
  a.name = "out";
  a.bytes = toBytes(std::vector<uint32_t>(spec.outWords(), kOutFill));
  req.args.push_back(a);
  a.name = "acc";
  a.bytes = acc;
  req.args.push_back(a);
  device::HostArg n;
  n.name = "n";
  n.bytes.resize(4);
  std::memcpy(n.bytes.data(), &spec.inWords, 4);
  req.args.push_back(n);
  Outcome o;
  try {
    device::LaunchResult r = device::launchKernel(object, fileName, req);
    if (req.engine.laneTrace) {
      std::string base = fileName.substr(0, fileName.rfind('.'));
      writeFileAtomic((std::filesystem::path(opt.laneTraceDir) / (base + ".trace")).string(), req.engine.laneTrace->text);
    }
    if (r.dispatch.fault) {
      o.error = "fault: " + r.dispatch.fault->str();
      return o;
    }
    o.out = toWords(r.buffers[1]);
    o.acc = toWords(r.buffers[2]);
  } catch (const std::exception& e) {
    o.error = std::string("launch error: ") + e.what();
  }
  return o;
}

std::string hexWord(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", v);
  return buf;
}

// The first difference between two runs of one kernel, or "" when they agree.
std::string compareOutcomes(const KernelSpec& spec, const Build& refB, const Outcome& ref, const Build& b, const Outcome& o) {
  auto diff = [&](const char* what, const std::vector<uint32_t>& x, const std::vector<uint32_t>& y, bool record) -> std::string {
    size_t count = 0, first = 0;
    for (size_t i = 0; i < x.size(); ++i)
      if (x[i] != y[i] && count++ == 0) first = i;
    if (count == 0) return "";
    std::string where = std::string(what) + " word " + std::to_string(first);
    if (record)
      where += " (work-item " + std::to_string(first / spec.recordWords) + ", record word " +
               std::to_string(first % spec.recordWords) + ")";
    return where + ": " + refB.label() + " " + hexWord(x[first]) + ", " + b.label() + " " + hexWord(y[first]) + " (" +
           std::to_string(count) + " word" + (count == 1 ? "" : "s") + " differ)";
  };
  std::string d = diff("out", ref.out, o.out, true);
  return d.empty() ? diff("acc", ref.acc, o.acc, false) : d;
}

std::string oneLine(std::string s) {
  for (char& c : s)
    if (c == '\n') c = ' ';
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

void keepFailure(const HarnessOptions& opt, const GeneratedKernel& k, const std::string& what) {
  if (opt.keepFailuresDir.empty()) return;
  std::error_code ec;
  fs::create_directories(opt.keepFailuresDir, ec);
  std::string path = opt.keepFailuresDir + "/" + opt.target.label() + "-" + k.spec.name + ".cl";
  // `what` is one line (oneLine), so the header stays a comment.
  std::string header = "// gfxsim_difftest failure on " + opt.target.label() + "\n// " + what + "\n// reproduce: " +
                       reproduceCommand(opt, k.spec.seed) + "\n// launch: " + std::to_string(k.spec.gridSize) +
                       " work-items, groups of " + std::to_string(k.spec.groupSize) + "\n";
  try {
    writeFileAtomic(path, header + batchSource({&k}));
  } catch (const Error&) {
    // Keeping the file is a convenience; the failure itself has been reported.
  }
}

}  // namespace

BatchResult runBatch(const HarnessOptions& opt, const std::vector<GeneratedKernel>& kernels) {
  BatchResult res;
  TempDir dir;
  std::vector<const GeneratedKernel*> all;
  for (const auto& k : kernels) all.push_back(&k);
  const std::string source = batchSource(all);

  // objects[b][k]: the code object that holds kernel k for build b (shared by the batch when
  // the batch compiles; one per kernel when it does not, to find the kernels that fail).
  const size_t nb = opt.builds.size(), nk = kernels.size();
  std::vector<std::vector<std::shared_ptr<const std::vector<uint8_t>>>> objects(nb, std::vector<std::shared_ptr<const std::vector<uint8_t>>>(nk));
  std::vector<std::vector<std::string>> compileErrors(nb, std::vector<std::string>(nk));
  for (size_t b = 0; b < nb; ++b) {
    const Build& build = opt.builds[b];
    Compiled c = compile(opt, build, source, dir.path(), "batch-" + build.label());
    if (c.error.empty()) {
      auto obj = std::make_shared<const std::vector<uint8_t>>(std::move(c.object));
      for (size_t k = 0; k < nk; ++k) objects[b][k] = obj;
      continue;
    }
    for (size_t k = 0; k < nk; ++k) {
      Compiled one = nk == 1 ? c : compile(opt, build, batchSource({&kernels[k]}), dir.path(), kernels[k].spec.name + "-" + build.label());
      if (one.error.empty()) objects[b][k] = std::make_shared<const std::vector<uint8_t>>(std::move(one.object));
      else compileErrors[b][k] = oneLine(one.error);
    }
  }

  for (size_t k = 0; k < nk; ++k) {
    const GeneratedKernel& kern = kernels[k];
    std::vector<uint8_t> in = toBytes(inputWords(kern.spec)), acc = toBytes(initialAcc(kern.spec));
    std::vector<Outcome> outcomes(nb);
    std::string failure;       // a compile error or a fault: stops the kernel
    std::string firstDiff;     // the first build that differs from the reference
    bool othersAgree = true;   // builds 1.. all agree with build 1
    for (size_t b = 0; b < nb && failure.empty(); ++b) {
      const Build& build = opt.builds[b];
      if (!compileErrors[b][k].empty()) {
        failure = build.label() + " does not compile: " + compileErrors[b][k];
        break;
      }
      outcomes[b] = runKernel(opt, *objects[b][k], kern.spec.name + "-" + build.label() + ".hsaco", kern.spec, in, acc);
      if (!outcomes[b].error.empty()) {
        failure = build.label() + " " + oneLine(outcomes[b].error);
        break;
      }
      if (b == 0) continue;
      std::string d = compareOutcomes(kern.spec, opt.builds[0], outcomes[0], build, outcomes[b]);
      if (firstDiff.empty()) firstDiff = d;
      if (b > 1 && !compareOutcomes(kern.spec, opt.builds[1], outcomes[1], build, outcomes[b]).empty()) othersAgree = false;
    }
    ++res.programs;
    if (failure.empty() && firstDiff.empty()) {
      ++res.passed;
      continue;
    }
    if (failure.empty() && othersAgree && nb >= 3) {
      std::string what = firstDiff + "; " + opt.builds[0].label() + " alone differs (the " + std::to_string(nb - 1) +
                         " other builds agree)";
      res.outliers.push_back({kern.spec.seed, kern.spec.name, what});
      keepFailure(opt, kern, what);
      continue;
    }
    if (failure.empty()) failure = firstDiff;
    res.failures.push_back({kern.spec.seed, kern.spec.name, failure});
    keepFailure(opt, kern, failure);
  }
  return res;
}

}  // namespace gfxsim::difftest
