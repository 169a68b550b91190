// The device side of the OpenCL platform: building programs with gfxsim's compiler, loading
// them into a device's memory, and running kernel dispatches through the device's AQL queue and
// packet processor (the functional engine, or the timing model in timing mode).
#include <cstdio>
#include <sstream>

#include <fmt/format.h>

#include "common/program_env.h"
#include "driver/driver.h"
#include "objects.h"
#include "runtime/device/queue_processor.h"
#include "runtime/printf.h"
#include "runtime/runtime.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/gpu.h"

namespace gfxsim::ocl {

rt::Addr deviceAddress(cl_device_id d, cl_mem m) {
  cl_mem r = m->root();
  rt::Memory& mem = d->ensureRuntime().memory();
  if (r->deviceAddress.size() <= d->index) r->deviceAddress.resize(d->index + 1, 0);
  rt::Addr& a = r->deviceAddress[d->index];
  if (!a) {
    std::string name = fmt::format("cl_mem {}", static_cast<const void*>(r));
    try {
      a = mem.adopt(r->host, r->size, name);
    } catch (const Error&) {
      // The bytes overlap another buffer's (two USE_HOST_PTR buffers over one host array): the
      // device sees them at addresses of its own.
      a = mem.adopt(r->host, r->size, name, rt::AllocKind::Buffer, true);
    }
  }
  return a + (m->host - r->host);
}

namespace {

// The build options OpenCL defines (OpenCL 3.0, 5.8.6), as gfxsim's compiler takes them. The
// math options permit optimisations without requiring them, so results stay IEEE.
struct BuildOptions {
  driver::CompileOptions compile;
  std::string error;  // the first option refused
};

BuildOptions parseBuildOptions(const std::string& text, const isa::TargetId& target) {
  BuildOptions o;
  o.compile.target = target;
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    auto operand = [&](const char* flag) -> std::optional<std::string> {
      if (w.size() > std::strlen(flag)) return w.substr(std::strlen(flag));
      if (i + 1 < words.size()) return words[++i];
      o.error = fmt::format("option '{}' needs a value", flag);
      return std::nullopt;
    };
    if (w.starts_with("-D")) {
      if (auto v = operand("-D")) o.compile.defines.push_back(*v);
    } else if (w.starts_with("-I")) {
      if (auto v = operand("-I")) o.compile.includeDirs.push_back(*v);
    } else if (w.starts_with("-cl-std=")) {
      std::string v = w.substr(8);
      if (v != "CL1.0" && v != "CL1.1" && v != "CL1.2" && v != "CL2.0" && v != "CL3.0")
        o.error = fmt::format("'{}': the language versions are CL1.0, CL1.1, CL1.2, CL2.0 and CL3.0", w);
    } else if (w == "-cl-opt-disable" || w == "-O0") {
      o.compile.optLevel = 0;
    } else if (w == "-O1" || w == "-O2" || w == "-O3") {
      o.compile.optLevel = 2;
    } else if (w == "-cl-fast-relaxed-math") {
      o.compile.defines.push_back("__FAST_RELAXED_MATH__=1");
    } else if (w == "-cl-mad-enable" || w == "-cl-no-signed-zeros" || w == "-cl-unsafe-math-optimizations" ||
               w == "-cl-finite-math-only" || w == "-cl-denorms-are-zero" || w == "-cl-single-precision-constant" ||
               w == "-cl-fp32-correctly-rounded-divide-sqrt" || w == "-cl-uniform-work-group-size" ||
               w == "-cl-no-subgroup-ifp" || w == "-cl-kernel-arg-info" || w == "-w" || w == "-Werror" || w == "-g" ||
               w == "-cl-strict-aliasing") {
      // Accepted: permissions, or diagnostics gfxsim's compiler does not emit (it has no
      // warnings), or information it always keeps (argument names and types).
    } else {
      o.error = fmt::format("unknown build option '{}'", w);
    }
    if (!o.error.empty()) break;
  }
  return o;
}

}  // namespace

cl_int acceptBinary(cl_device_id d, std::vector<uint8_t> bytes, ProgramBuild& b) {
  try {
    auto co = std::make_unique<codeobj::CodeObject>(codeobj::readCodeObject(bytes, "binary"));
    if (co->type != codeobj::elf::ET_DYN) {
      b.log = "binary: a relocatable object, not a loadable code object";
      return CL_INVALID_BINARY;
    }
    if (co->target.info != d->gpu.agent.target.info) {
      b.log = fmt::format("binary: the code object is for {}, the device is {}", co->target.str(), d->gpu.agent.target.str());
      return CL_INVALID_BINARY;
    }
    for (const auto& k : co->kernels)
      if (!k.metadata) {
        b.log = fmt::format("binary: kernel '{}' has no metadata (its arguments are unknown)", k.name);
        return CL_INVALID_BINARY;
      }
    b.printfFormats = codeobj::parsePrintfFormats(co->metadata.printf, "binary");
    // Program-scope __global variables (OpenCL 3.0, 5.8.9: CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE):
    // the objects of the writable data sections (.data, .bss; not the relocated __constant
    // data of .data.rel.ro), as the symbol table gives them.
    b.globalVariableBytes = 0;
    const auto& syms = co->symbols.empty() ? co->dynamicSymbols : co->symbols;
    for (const auto& sym : syms) {
      if (sym.type != codeobj::elf::STT_OBJECT || !sym.defined()) continue;
      const codeobj::ElfSection* sec = co->findSection(sym.sectionName);
      if (sec && sec->alloc() && (sec->flags & codeobj::elf::SHF_WRITE) && !sec->name.starts_with(".data.rel.ro"))
        b.globalVariableBytes += sym.size;
    }
    b.co = std::move(co);
    b.binary = std::move(bytes);
    b.binaryType = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
    return CL_SUCCESS;
  } catch (const std::exception& e) {
    b.log = e.what();
    return CL_INVALID_BINARY;
  }
}

namespace {
// GFXSIM_OPENCL_SAVE=DIR keeps each program's source and each device's code object there
// (DIR/<hash>.cl, DIR/<hash>-<target>.hsaco), so a kernel a program builds at run time can be
// read, disassembled (gfxsim disasm) and run alone (gfxsim run).
void saveBuild(const std::string& source, const isa::TargetId& target, const std::vector<uint8_t>& object) {
  std::string dir = dropin::envOr("GFXSIM_OPENCL_SAVE", "");
  if (dir.empty()) return;
  std::string stem = fmt::format("{}/{:016x}", dir, std::hash<std::string>{}(source));
  try {
    writeFileAtomic(stem + ".cl", source);
    if (!object.empty()) writeFileAtomic(fmt::format("{}-{}.hsaco", stem, target.info->name), object);
  } catch (const std::exception& e) {
    logLine(fmt::format("GFXSIM_OPENCL_SAVE: {}", e.what()));
  }
}
}  // namespace

cl_int buildFromSource(cl_program prog, cl_device_id d, const std::string& options, ProgramBuild& b, const std::string& headerDir) {
  b.options = options;
  b.log.clear();
  b.co.reset();
  b.binary.clear();
  b.binaryType = CL_PROGRAM_BINARY_TYPE_NONE;
  BuildOptions o = parseBuildOptions(options, d->gpu.agent.target);
  if (!headerDir.empty()) o.compile.includeDirs.push_back(headerDir);
  if (!o.error.empty()) {
    b.log = o.error;
    b.status = CL_BUILD_ERROR;
    return CL_INVALID_BUILD_OPTIONS;
  }
  try {
    driver::CompileOutput out = driver::compileOpenCL(prog->source, "<program source>", o.compile);
    saveBuild(prog->source, o.compile.target, out.object);
    if (acceptBinary(d, std::move(out.object), b) != CL_SUCCESS) {
      b.status = CL_BUILD_ERROR;
      return CL_BUILD_PROGRAM_FAILURE;
    }
    b.status = CL_BUILD_SUCCESS;
    return CL_SUCCESS;
  } catch (const std::exception& e) {
    b.log = e.what();
    b.status = CL_BUILD_ERROR;
    return CL_BUILD_PROGRAM_FAILURE;
  }
}

const launch::LoadedCodeObject& loadProgram(cl_device_id d, ProgramBuild& b) {
  if (!b.loaded) {
    rt::Runtime& r = d->ensureRuntime();
    b.loaded = launch::loadCodeObject(r.memory(), *b.co);
    for (const auto& k : b.loaded->kernels) d->codeOf[k.descriptorAddress] = b.loaded->code;
  }
  return *b.loaded;
}

cl_int runKernel(cl_device_id d, const Launch& l, uint64_t& start, uint64_t& end) {
  cl_kernel k = l.kernel;
  std::unique_lock pl(k->program->mu);
  ProgramBuild& b = k->program->builds.at(d);
  pl.unlock();  // a built program's binary does not change while kernels are attached
  rt::Runtime& r = d->ensureRuntime();
  const launch::LoadedCodeObject& image = loadProgram(d, b);
  const launch::LoadedKernel* lk = image.find(k->name);
  if (!lk) throw Error(fmt::format("kernel '{}' is not in the program built for {}", k->name, d->catalogName));

  std::vector<rt::ArgValue> values;
  for (const KernelArgValue& a : l.args) {
    switch (a.kind) {
      case KernelArgValue::Kind::Buffer: values.push_back(rt::ArgValue::pointer(a.mem ? deviceAddress(d, a.mem) : 0)); break;
      case KernelArgValue::Kind::Local: values.push_back(rt::ArgValue::local(static_cast<uint32_t>(a.localBytes))); break;
      case KernelArgValue::Kind::Bytes: values.push_back(rt::ArgValue::raw(a.bytes)); break;
    }
  }
  rt::DispatchParams p;
  p.geometry.grid = {static_cast<uint32_t>(l.global[0]), static_cast<uint32_t>(l.global[1]), static_cast<uint32_t>(l.global[2])};
  p.geometry.group = {l.local[0], l.local[1], l.local[2]};
  p.dims = l.dims;
  p.globalOffset = {l.offset[0], l.offset[1], l.offset[2]};
  p.noCompletionSignal = true;  // the processor's outcome carries the times
  std::unique_ptr<rt::PrintfBuffer> printfBuf;
  if (lk->code->metadata) printfBuf = rt::PrintfBuffer::create(r.memory(), *lk->code->metadata, b.printfFormats);
  if (printfBuf) p.printfBuffer = printfBuf->address();

  std::optional<device::PacketOutcome> ran;
  r.queue().setDoorbellHandler([&](rt::Queue& q, uint64_t) {
    d->processor->drain(q, [&](const device::PacketOutcome& o) { ran = o; });
  });
  rt::DispatchRecord rec = r.dispatch(rt::KernelRef::of(*lk->code, lk->descriptorAddress), values, p);
  r.memory().free(rec.kernargAddress);
  if (!ran) throw Error(fmt::format("kernel '{}': the packet processor did not run the dispatch", k->name));
  if (printfBuf) {
    // The kernel's output reaches stdout before its completion can be observed (OpenCL 3.0,
    // 6.15.14.3: by the time clFinish returns, or the event completes).
    rt::PrintfOutput po = printfBuf->collect();
    if (!po.text.empty()) {
      std::fwrite(po.text.data(), 1, po.text.size(), stdout);
      std::fflush(stdout);
    }
    if (!po.warning.empty()) logLine(fmt::format("kernel '{}': {}", k->name, po.warning));
  }

  dropin::DispatchRecord dr;
  dr.kernel = k->name;
  for (int i = 0; i < 3; ++i) {
    dr.grid[i] = l.global[i];
    dr.block[i] = l.local[i];
  }
  dr.waveInstructions = ran->result.stats.waveInstructions;
  dr.hostSeconds = ran->result.stats.hostSeconds;
  dr.start = ran->start;
  dr.end = ran->end;
  if (d->timing && ran->result.simulatedMicroseconds) {
    dr.cycles = d->timing->stats().cycles;
    dr.microseconds = *ran->result.simulatedMicroseconds;
  }
  dr.faulted = ran->failed();
  if (!dropin::appendDispatchRecord(dr)) logLine(fmt::format("cannot append the record of kernel '{}' to GFXSIM_EXEC_RECORD", k->name));
  start = ran->start;
  end = ran->end;
  if (ran->failed()) {
    logLine(fmt::format("kernel '{}' on {} (global {}x{}x{}, local {}x{}x{}) failed: {}", k->name, d->catalogName, l.global[0],
                        l.global[1], l.global[2], l.local[0], l.local[1], l.local[2], ran->failure()));
    return CL_OUT_OF_RESOURCES;
  }
  return CL_SUCCESS;
}

}  // namespace gfxsim::ocl
