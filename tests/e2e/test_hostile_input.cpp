// The hostile-input tier. The gfxsim binary, run as a careless or hostile user
// would: outputs pointed at symbolic links, FIFOs, character devices and directories; inputs
// that are directories, FIFOs without a writer, endless devices or huge files; conditions
// naming what does not exist; option values out of range; kernels that never end; a kernel
// descriptor granting registers the hardware does not have. Each case asserts an exit status
// from 1 to 127 (no crash), a one-line message naming the place, a bounded time, and that
// the files beside the target are untouched; at the end, that no run took more than 500 MB.
#include <doctest/doctest.h>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "codegen/codegen.h"
#include "codeobject/elf_reader.h"
#include "driver/driver.h"
#include "support/asm_kernel.h"
#include "support/test_util.h"

using namespace gfxsim;
namespace fs = std::filesystem;

namespace {


// A fresh folder for one test case, with a neighbour file that must survive everything.
struct Scratch {
  fs::path dir;
  explicit Scratch(const std::string& name) : dir(test::tempPath("hostile-" + name)) {
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "neighbour.txt") << "keep me\n";
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  std::string operator/(const std::string& name) const { return (dir / name).string(); }
  bool neighbourIntact() const { return test::readText((dir / "neighbour.txt").string()) == "keep me\n"; }
};

struct Run {
  int rc = 0;
  std::string out;
  double seconds = 0;  // wall-clock
  double cpu = 0;      // host CPU time of the commands (the machine's load does not count)
};

double childCpuSeconds() {
  rusage ru{};
  ::getrusage(RUSAGE_CHILDREN, &ru);
  auto s = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
  return s(ru.ru_utime) + s(ru.ru_stime);
}

// Runs a shell command line in which GFXSIM stands for the binary, under a hard wall-clock
// limit (a command that blocks shows as timeout's status 124).
Run shell(std::string cmd) {
  std::string bin = GFXSIM_BINARY;
  for (size_t at; (at = cmd.find("GFXSIM")) != std::string::npos;)
    cmd.replace(at, 6, "timeout -k 5 " + std::to_string(static_cast<int>(60 * test::kSlowdown)) + " " + bin);
  Run r;
  auto start = std::chrono::steady_clock::now();
  double cpu0 = childCpuSeconds();
  r.rc = test::runCommand("{ " + cmd + " ; } 2>&1", &r.out);
  r.cpu = childCpuSeconds() - cpu0;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

unsigned lines(const std::string& s) {
  unsigned n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

// A refused input: a clean exit status, one line naming `place` and saying `what`, within
// `seconds` of host CPU time (wall-clock time depends on what else the machine runs; a
// command that blocks is caught by the time limit of shell()).
void checkRefused(const Run& r, const std::string& place, const std::string& what, double seconds = 10) {
  INFO("rc " << r.rc << " after " << r.seconds << " s (" << r.cpu << " s CPU): " << r.out);
  CHECK(r.rc >= 1);
  CHECK(r.rc <= 127);
  CHECK(r.rc != 124);  // timeout's own status: the command hung
  CHECK(lines(r.out) == 1);
  CHECK(r.out.find(place) != std::string::npos);
  CHECK(r.out.find(what) != std::string::npos);
  CHECK(r.cpu < seconds * test::kSlowdown);
}

mode_t typeOf(const std::string& path) {
  struct stat st {};
  REQUIRE(::lstat(path.c_str(), &st) == 0);
  return st.st_mode & S_IFMT;
}

const char* kAsm =
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\n.protected k\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
    "  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n"
    ".end_amdhsa_kernel\n";

// A gfx900 kernel `k` whose one wave spins on s_branch to itself, written to `path`.
void writeSpinKernel(const std::string& path) {
  auto code = test::gfx900Kernel(".Lspin:\n  s_branch .Lspin\n");
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(code.data()), static_cast<std::streamsize>(code.size()));
}

bool isElf(const std::string& bytes) { return bytes.size() > 4 && bytes.compare(0, 4, "\x7f" "ELF") == 0; }

}  // namespace

TEST_CASE("hostile outputs: links are followed, FIFOs and devices written in place, directories refused") {
  Scratch s("out");
  std::string src = s / "k.s";
  std::ofstream(src) << kAsm;

  SUBCASE("a symbolic link, also a dangling one: the file it names is written, the link stays") {
    std::ofstream(s / "real.hsaco") << "old";
    for (const auto& [link, target] : {std::pair<std::string, std::string>{"link.hsaco", "real.hsaco"}, {"dangling.hsaco", "made.hsaco"}}) {
      fs::create_symlink(target, s / link);
      Run r = shell("GFXSIM asm " + src + " -o " + (s / link));
      INFO(link << ": " << r.out);
      CHECK(r.rc == 0);
      CHECK(typeOf(s / link) == S_IFLNK);
      CHECK(isElf(test::readText(s / target)));
    }
  }
  SUBCASE("a FIFO with a reader: written through, the FIFO stays") {
    REQUIRE(::mkfifo((s / "fifo").c_str(), 0600) == 0);
    Run r = shell("cat " + (s / "fifo") + " > " + (s / "got") + " & GFXSIM asm " + src + " -o " + (s / "fifo") + "; wait");
    INFO(r.out);
    CHECK(r.rc == 0);
    CHECK(typeOf(s / "fifo") == S_IFIFO);
    CHECK(isElf(test::readText(s / "got")));
  }
  SUBCASE("a FIFO nobody reads: refused within seconds, not a wait forever") {
    REQUIRE(::mkfifo((s / "fifo").c_str(), 0600) == 0);
    checkRefused(shell("GFXSIM asm " + src + " -o " + (s / "fifo")), s / "fifo", "nobody reads");
    CHECK(typeOf(s / "fifo") == S_IFIFO);
  }
  SUBCASE("a full device: the write error is reported, the node stays") {
    // As root, a node of our own (a regression would replace it, not the system's /dev/full).
    std::string full = "/dev/full";
    if (::geteuid() == 0) {
      full = s / "full";
      REQUIRE(::mknod(full.c_str(), S_IFCHR | 0666, makedev(1, 7)) == 0);
    }
    checkRefused(shell("GFXSIM asm " + src + " -o " + full), full, "No space left on device");
    CHECK(typeOf(full) == S_IFCHR);
  }
  SUBCASE("a directory: refused, nothing written into it") {
    fs::create_directory(s / "d");
    checkRefused(shell("GFXSIM asm " + src + " -o " + (s / "d")), s / "d", "is a directory");
    CHECK(fs::is_empty(s / "d"));
  }
  SUBCASE("--stats /dev/stdout redirected to a file: the stats and the rest of the output both arrive") {
    std::string spin = s / "end.hsaco";
    auto code = test::gfx900Kernel("  s_nop 0\n");
    std::ofstream(spin, std::ios::binary).write(reinterpret_cast<const char*>(code.data()), static_cast<std::streamsize>(code.size()));
    Run r = shell("GFXSIM run " + spin + " --kernel k --grid 64 --block 64 --mode timing --config " +
                  test::sourcePath("configs/gfx900.ini") + " --stats /dev/stdout > " + (s / "log"));
    INFO(r.out);
    CHECK(r.rc == 0);
    std::string log = test::readText(s / "log");
    INFO(log);
    CHECK(typeOf(s / "log") == S_IFREG);
    CHECK(log.find("\"cycles\"") != std::string::npos);
    CHECK(log.find("kernel k on gfx900") != std::string::npos);
  }
  CHECK(s.neighbourIntact());
}

TEST_CASE("hostile outputs as root: a character device made with mknod stays, for every kind of output") {
  if (::geteuid() != 0) {
    MESSAGE("skipped: mknod needs root");
    return;
  }
  Scratch s("node");
  std::string node = s / "null";
  REQUIRE(::mknod(node.c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0);  // /dev/null's numbers
  std::string src = s / "k.s", cl = s / "k.cl", spin = s / "end.hsaco";
  std::ofstream(src) << kAsm;
  std::ofstream(cl) << "__kernel void k(__global int* p) { p[get_global_id(0)] = 1; }\n";
  auto code = test::gfx900Kernel("  s_nop 0\n");
  std::ofstream(spin, std::ios::binary).write(reinterpret_cast<const char*>(code.data()), static_cast<std::streamsize>(code.size()));
  const std::string runArgs = spin + " --kernel k --grid 64 --block 64";
  for (const std::string& cmd :
       {"GFXSIM asm " + src + " -o " + node, "GFXSIM cc " + cl + " --target gfx900 -o " + node,
        "GFXSIM run " + cl + " --target gfx900 --kernel k --grid 64 --block 64 --arg zero:256 --dump 0=" + node,
        "GFXSIM run " + runArgs + " --lane-trace 3=" + node,
        "GFXSIM run " + runArgs + " --mode timing --config " + test::sourcePath("configs/gfx900.ini") + " --stats " + node +
            " --trace " + node}) {
    Run r = shell(cmd);
    INFO(cmd << "\n  -> rc " << r.rc << ": " << r.out);
    CHECK(r.rc == 0);
    CHECK(typeOf(node) == S_IFCHR);
  }
  CHECK(s.neighbourIntact());
}

TEST_CASE("hostile inputs: directories, FIFOs without a writer, endless devices and huge files are refused by type and size") {
  Scratch s("in");
  fs::create_directory(s / "dir");
  REQUIRE(::mkfifo((s / "fifo").c_str(), 0600) == 0);
  std::string saxpy = test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco");
  const std::string runArgs = " --kernel saxpy --grid 16 --block 16";
  struct Case {
    std::string cmd, place, what;
  };
  const std::string dir = s / "dir", fifo = s / "fifo";
  const Case cases[] = {
      {"GFXSIM run " + dir + runArgs, dir, "is a directory"},
      {"GFXSIM run " + fifo + runArgs, fifo, "is a FIFO"},
      {"GFXSIM run /dev/zero" + runArgs, "/dev/zero", "is a character device"},
      {"GFXSIM run " + saxpy + runArgs + " --arg f32:1 --arg file:/dev/zero", "/dev/zero", "is a character device"},
      {"GFXSIM run " + saxpy + runArgs + " --arg f32:1 --arg file:" + fifo, fifo, "is a FIFO"},
      {"GFXSIM run " + saxpy + runArgs + " --config " + dir, dir, "is a directory"},
      {"GFXSIM run " + saxpy + " --launch " + fifo, fifo, "is a FIFO"},
      {"GFXSIM asm " + fifo + " --target gfx900", fifo, "is a FIFO"},
      {"GFXSIM asm " + dir + " --target gfx900", dir, "is a directory"},
      {"GFXSIM cc /dev/zero --target gfx900", "/dev/zero", "is a character device"},
      {"GFXSIM disasm " + dir, dir, "is a directory"},
      {"GFXSIM disasm --raw " + fifo + " --target gfx900", fifo, "is a FIFO"},
      {"GFXSIM litmus " + fifo + " --target gfx900", fifo, "is a FIFO"},
      {"GFXSIM litmus " + dir + " --target gfx900", dir, "is a directory"},
      {"GFXSIM calibrate --config /dev/zero", "/dev/zero", "is a character device"},
      // Standard input is a stream, read with the text bound: an endless one stops there.
      {"GFXSIM asm - --target gfx900 < /dev/zero", "<stdin>", "larger than the 64 MiB limit"},
      {"GFXSIM cc - --target gfx900 < /dev/zero", "<stdin>", "larger than the 64 MiB limit"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.cmd);
    checkRefused(shell(c.cmd), c.place, c.what);
  }
  SUBCASE("huge files are refused by their size, before they are read") {
    // Sparse: no disk space, and a read of them would take memory and time.
    for (const auto& [name, size] : {std::pair<std::string, uintmax_t>{"big.bin", (uintmax_t{1} << 30) + 1},
                                     std::pair<std::string, uintmax_t>{"big.s", (uintmax_t{64} << 20) + 1}}) {
      std::ofstream(s / name).put('\0');
      fs::resize_file(s / name, size);
    }
    checkRefused(shell("GFXSIM run " + saxpy + runArgs + " --arg f32:1 --arg file:" + (s / "big.bin")), s / "big.bin",
                 "1073741825 bytes, more than the 1 GiB limit on a binary input", 5);
    checkRefused(shell("GFXSIM disasm --raw " + (s / "big.bin") + " --target gfx900"), s / "big.bin", "1 GiB limit", 5);
    checkRefused(shell("GFXSIM asm " + (s / "big.s") + " --target gfx900"), s / "big.s", "more than the 64 MiB limit on a text input", 5);
  }
  CHECK(s.neighbourIntact());
}

TEST_CASE("hostile names: litmus conditions naming a thread or register the test does not have are refused at the atom") {
  Scratch s("litmus");
  std::string mp = test::readText(test::sourcePath("tests/litmus/MP_rlx_dev.litmus"));
  size_t at = mp.find("exists");
  REQUIRE(at != std::string::npos);
  unsigned line = 1;
  for (size_t i = 0; i < at; ++i) line += mp[i] == '\n';
  const std::string prefix = mp.substr(0, at);
  struct Case {
    std::string condition, what;
  };
  const Case cases[] = {
      {"exists (1:r9=1)", "thread P1 has no register 'r9'"},
      {"exists (99:r0=1)", "the test has no thread P99"},
      {"exists (1:r0=1 /\\ 0:r7=0)", "thread P0 has no register 'r7'"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.condition);
    std::string file = s / "t.litmus";
    std::ofstream(file) << prefix << c.condition << "\n";
    checkRefused(shell("GFXSIM litmus " + file + " --target gfx900 --iterations 100"), file + ":" + std::to_string(line) + ":", c.what);
  }
  // The unchanged test still runs.
  std::ofstream(s / "ok.litmus") << mp;
  Run ok = shell("GFXSIM litmus " + (s / "ok.litmus") + " --target gfx900 --iterations 100");
  INFO(ok.out);
  CHECK(ok.rc == 0);
  CHECK(s.neighbourIntact());
}

TEST_CASE("hostile values: out-of-range option values are refused, naming the option and the range") {
  std::string saxpy = test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco");
  std::string litmus = test::sourcePath("tests/litmus/MP_rlx_dev.litmus");
  const std::string run = "GFXSIM run " + saxpy + " --kernel saxpy --grid 16 --block 16 ";
  struct Case {
    std::string cmd, place;
  };
  const Case cases[] = {
      {"GFXSIM litmus " + litmus + " --target gfx900 --iterations -1", "--iterations '-1': expected an integer from 1 to 1000000000"},
      {"GFXSIM litmus " + litmus + " --target gfx900 --iterations 18446744073709551615", "--iterations '18446744073709551615'"},
      {"GFXSIM litmus " + litmus + " --target gfx900 --iterations 0", "--iterations '0'"},
      {"GFXSIM litmus " + litmus + " --target gfx900 --threads -1", "--threads '-1': expected an integer from 1 to 1024"},
      {"GFXSIM litmus " + litmus + " --target gfx900 --mem-jitter 4294967295", "--mem-jitter '4294967295'"},
      {"GFXSIM litmus " + litmus + " --target gfx900 --seed -1", "--seed '-1'"},
      {run + "--threads -1", "--threads '-1': expected an integer from 1 to 1024"},
      {run + "--threads 0", "--threads '0'"},
      {run + "--watchdog -1", "--watchdog '-1': expected an integer from 1 to 18446744073709551615"},
      {run + "--watchdog 0", "--watchdog '0'"},
      {run + "--watchdog 18446744073709551616", "--watchdog '18446744073709551616'"},
      {run + "--max-instructions 0", "--max-instructions '0'"},
      {run + "--max-cycles 10", "--max-cycles needs --mode timing"},
      {"GFXSIM asm - --code-object-version -1 < /dev/null", "--code-object-version '-1': expected an integer from 4 to 5"},
      {"GFXSIM calibrate --config x --sweep vector --max-kib 18446744073709551615", "--max-kib"},
      {"GFXSIM bench --threads -1", "--threads '-1'"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.cmd);
    checkRefused(shell(c.cmd), c.place, "");
  }
}

TEST_CASE("hostile kernels: a hang is reported within seconds in timing mode, whatever the number of waves") {
  Scratch s("hang");
  std::string spin = s / "spin.hsaco";
  writeSpinKernel(spin);
  // One host thread: the bound below is CPU time, which idle worker threads would add to.
  const std::string timing = " --mode timing --threads 1 --config " + test::sourcePath("configs/gfx900.ini");
  struct Case {
    std::string args, what;
  };
  const Case cases[] = {
      // A full GPU of spinning waves executes many instructions: the default instruction
      // budget ends it. (One wave alone executes few per cycle: the cycle budget ends it, by
      // default after about 7 s of host time; here after a tenth of that.)
      {"--grid 65536 --block 256" + timing, "(--max-instructions)"},
      {"--grid 64 --block 64" + timing + " --max-cycles 4000000", "past 4000000 (--max-cycles)"},
      {"--grid 64 --block 64" + timing + " --max-instructions 100000", "more than 100000 (--max-instructions)"},
      // Functional mode: the waves run one after another; the per-wave watchdog or the budget.
      {"--grid 65536 --block 256 --watchdog 1000000", "watchdog: the wave executed 1000001 instructions"},
      {"--grid 65536 --block 256 --max-instructions 1000000", "more than 1000000 instructions together (--max-instructions)"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.args);
    Run r = shell("GFXSIM run " + spin + " --kernel k " + c.args + " > /dev/null");
    // stdout (the statistics) is dropped: the fault is the one line on stderr.
    checkRefused(r, "kernel fault: work-group (", c.what);
    CHECK(r.out.find("'s_branch ") != std::string::npos);
    CHECK(r.out.find(" pc 0x") != std::string::npos);
  }
}

TEST_CASE("hostile code objects: a kernel descriptor granting more SGPRs than the target has is refused at load") {
  Scratch s("kd");
  auto code = test::gfx900Kernel("  s_nop 0\n");
  codeobj::CodeObject co = codeobj::readCodeObject(code, "k.hsaco");
  const codeobj::KernelCode& k = co.kernels.at(0);
  const codeobj::ElfSection& sec = co.sections.at(k.descriptorSection);
  size_t rsrc1 = static_cast<size_t>(sec.offset + (k.descriptorAddress - sec.addr) + 48);
  // GRANULATED_WAVEFRONT_SGPR_COUNT is RSRC1 bits 9:6: 15 grants 128 SGPRs; gfx900 has 108.
  code[rsrc1 + 1] = static_cast<uint8_t>(code[rsrc1 + 1] | 0x03);
  code[rsrc1] = static_cast<uint8_t>(code[rsrc1] | 0xc0);
  std::string file = s / "sgprs.hsaco";
  std::ofstream(file, std::ios::binary).write(reinterpret_cast<const char*>(code.data()), static_cast<std::streamsize>(code.size()));
  Run r = shell("GFXSIM run " + file + " --kernel k --grid 64 --block 64");
  checkRefused(r, file + ": kernel 'k': kernel descriptor: COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT is 15",
               "a wave on gfx900 has at most 108");
  CHECK(s.neighbourIntact());
}

TEST_CASE("hostile code objects: a malformed amdhsa.printf entry is refused at load, naming it") {
  Scratch s("printf");
  driver::CompileOptions o;
  std::string why;
  o.target = *isa::parseTargetId("gfx1030", &why);
  o.wantObject = false;
  std::string text = driver::compileOpenCL("__kernel void k(__global int* p) { printf(\"%d\\n\", p[0]); }", "k.cl", o).assembly;
  const std::string entry = "'1:1:4:%d\\n'";
  size_t at = text.find(entry);
  REQUIRE_MESSAGE(at != std::string::npos, text);
  for (const auto& [bad, reason] : std::vector<std::pair<std::string, std::string>>{
           {"'1:1:5:%d'", "argument 0 takes 5 bytes"}, {"'x:1:4:%d'", "the id 'x' is not a number"}, {"'1:x'", "expected ID:N:SIZES"}}) {
    std::string t = text;
    t.replace(at, entry.size(), bad);
    codegen::CodegenOptions co;
    co.target = o.target;
    auto code = codegen::assembleCodeObject(t, co);
    std::string file = s / "printf.hsaco";
    std::ofstream(file, std::ios::binary).write(reinterpret_cast<const char*>(code.data()), static_cast<std::streamsize>(code.size()));
    Run r = shell("GFXSIM run " + file + " --kernel k --grid 64 --block 64 --arg zero:4");
    checkRefused(r, file + ": error: amdhsa.printf entry 0", reason);
  }
  CHECK(s.neighbourIntact());
}

TEST_CASE("hostile sizes: zero buffers are checked against the device's memory first and cost only the pages written") {
  std::string saxpy = test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco");
  const std::string run = "GFXSIM run " + saxpy + " --kernel saxpy --grid 16 --block 16 --arg f32:2 ";
  // configs/small.ini has 1024 MiB of memory: 2 GiB is refused before anything is allocated.
  Run r = shell(run + "--arg zero:2147483648 --arg zero:64 --arg zero:64 --arg u32:16 --config " +
                test::sourcePath("configs/small.ini"));
  checkRefused(r, saxpy + ": error: kernel 'saxpy': the buffer arguments need 2147483776 bytes",
               "more than the device's 1024 MiB of global memory (memory_mib in its config)", 2);
  // A Vega 64 has 8 GiB: two 2 GiB buffers fit, and only their written pages are host memory
  // (the last test case of this tier checks the whole tier's largest resident size).
  r = shell(run + "--arg zero:2147483648 --arg zero:64 --arg zero:2147483648 --arg u32:16 --config vega64");
  INFO(r.out);
  CHECK(r.rc == 0);
  CHECK(r.cpu < 2 * test::kSlowdown);
}

TEST_CASE("hostile inputs: no run of this tier took more than 500 MB") {
  // Runs the heaviest refusals again, then reads the largest resident size of any child.
  Scratch s("mem");
  shell("GFXSIM asm - --target gfx900 < /dev/zero");
  std::string spin = s / "spin.hsaco";
  writeSpinKernel(spin);
  shell("GFXSIM run " + spin + " --kernel k --grid 65536 --block 256 --mode timing --config " + test::sourcePath("configs/gfx900.ini"));
  shell("GFXSIM run " + test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco") +
        " --kernel saxpy --grid 16 --block 16 --config vega64 --arg f32:2 --arg zero:2147483648 --arg zero:64"
        " --arg zero:2147483648 --arg u32:16");
  rusage ru{};
  REQUIRE(::getrusage(RUSAGE_CHILDREN, &ru) == 0);
#ifdef GFXSIM_SANITIZED
  MESSAGE("largest child: " << ru.ru_maxrss / 1024 << " MB (not checked under the sanitizers)");
#else
  CHECK(ru.ru_maxrss < 500 * 1024);  // KiB
#endif
}
