#include "runtime/device/launch.h"

#include "codeobject/elf_reader.h"
#include "runtime/device/queue_processor.h"
#include "launch/code_loader.h"
#include "runtime/printf.h"
#include "runtime/runtime.h"
#include "support/error.h"

#include <fmt/format.h>

namespace gfxsim::device {

LaunchResult launchKernel(const std::vector<uint8_t>& bytes, const std::string& fileName, const LaunchRequest& req) {
  codeobj::CodeObject co = codeobj::readCodeObject(bytes, fileName);
  if (co.type != codeobj::elf::ET_DYN)
    throw Error(fileName + ": error: a relocatable object cannot be run; link it or assemble without -c");
  isa::TargetId target = co.target;
  if (req.target && req.target->info != target.info)
    throw Error(fileName + ": error: the code object is for " + target.str() + ", not " + req.target->str());
  rt::Runtime runtime(target, req.runtime);
  launch::LoadedCodeObject loaded = launch::loadCodeObject(runtime.memory(), co);
  const launch::LoadedKernel* lk = loaded.find(req.kernel);
  if (!lk) {
    std::string names;
    for (const auto& k : loaded.kernels) names += (names.empty() ? "" : ", ") + k.code->name;
    throw Error(fileName + ": error: no kernel named '" + req.kernel + "' (kernels: " + (names.empty() ? "none" : names) + ")");
  }
  if (!lk->code->metadata)
    throw Error(fileName + ": error: kernel '" + req.kernel + "' has no metadata; its arguments are unknown");
  const auto& md = *lk->code->metadata;
  size_t explicitArgs = 0;
  for (const auto& a : md.args)
    if (!codeobj::isHidden(a.valueKind)) ++explicitArgs;
  if (req.args.size() != explicitArgs)
    throw Error("kernel '" + req.kernel + "' takes " + std::to_string(explicitArgs) + " arguments, " +
                std::to_string(req.args.size()) + " given");

  // The buffers must fit the device's memory before any of them is allocated.
  const uint64_t capacity = req.runtime.memory.globalLimit - req.runtime.memory.globalBase;
  uint64_t needed = 0;
  for (const HostArg& h : req.args)
    if (h.isBuffer) needed += h.bufferBytes();
  if (needed > capacity)
    throw Error(fmt::format("{}: error: kernel '{}': the buffer arguments need {} bytes, more than the device's {} MiB of global memory{}",
                            fileName, req.kernel, needed, capacity >> 20,
                            req.runtime.memory.globalLimit == rt::MemoryConfig{}.globalLimit ? "" : " (memory_mib in its config)"));

  // Buffers and argument values.
  std::vector<rt::ArgValue> values;
  std::vector<std::pair<rt::Addr, size_t>> bufferAt(req.args.size(), {0, 0});
  size_t i = 0;
  for (const auto& a : md.args) {
    if (codeobj::isHidden(a.valueKind)) continue;
    const HostArg& h = req.args[i];
    std::string label = "argument " + std::to_string(i) + (a.name.empty() ? "" : " '" + a.name + "'");
    bool pointer = a.valueKind == codeobj::ValueKind::GlobalBuffer;
    bool local = a.valueKind == codeobj::ValueKind::DynamicSharedPointer;
    if (local != h.isLocal)
      throw Error("kernel '" + req.kernel + "': " + label +
                  (local ? " is a __local pointer; give local:BYTES" : " is not a __local pointer; local:BYTES does not fit it"));
    if (pointer != h.isBuffer)
      throw Error("kernel '" + req.kernel + "': " + label + (pointer ? " is a global buffer; give file:PATH or zero:BYTES"
                                                                     : " is a value of " + std::to_string(a.size) + " bytes, not a buffer"));
    if (local) {
      values.push_back(rt::ArgValue::local(h.localBytes));
    } else if (h.isBuffer) {
      uint64_t size = h.bufferBytes();
      std::string name = h.name.empty() ? label : h.name;
      bool inPlace = !h.inPlace.empty();
      if (inPlace && (!h.contents().empty() || h.size > h.inPlace.size()))
        throw Error("kernel '" + req.kernel + "': " + label + ": a buffer used in place takes neither contents nor a larger size");
      if (inPlace && h.align != 256)
        throw Error("kernel '" + req.kernel + "': " + label + ": a buffer used in place has the default alignment (256)");
      rt::Addr addr = inPlace ? runtime.memory().adopt(h.inPlace.data(), size, name, rt::AllocKind::Buffer, true)
                              : runtime.memory().allocate(std::max<uint64_t>(size, 1), h.align, name);
      if (!h.contents().empty()) runtime.memory().write(addr, h.contents());
      for (const auto& [off, v] : h.dwords) {
        if (off + 4 > size) throw Error("kernel '" + req.kernel + "': " + label + ": a dword at byte " + std::to_string(off) + " is past the buffer's end");
        runtime.memory().store<uint32_t>(addr + off, v);
      }
      bufferAt[i] = {addr, h.readBack && !inPlace ? size : 0};
      values.push_back(rt::ArgValue::pointer(addr));
    } else {
      if (h.bytes.size() != a.size)
        throw Error("kernel '" + req.kernel + "': " + label + " has " + std::to_string(a.size) + " bytes, the value given " +
                    std::to_string(h.bytes.size()));
      values.push_back(rt::ArgValue::raw(h.bytes));
    }
    ++i;
  }
  rt::DispatchParams params;
  params.geometry = req.geometry;
  params.dynamicLdsBytes = req.dynamicLdsBytes;
  codeobj::PrintfFormats formats = codeobj::parsePrintfFormats(co.metadata.printf, fileName + ": error");
  std::unique_ptr<rt::PrintfBuffer> printfBuf = rt::PrintfBuffer::create(runtime.memory(), md, formats);
  if (printfBuf) params.printfBuffer = printfBuf->address();
  // The doorbell wakes the packet processor, which runs the packet before dispatch() returns.
  ProcessorOptions po;
  po.codeOf = [&](rt::Addr) { return loaded.code; };
  QueueProcessor processor(runtime.memory(), target, req.runtime, req.processor, req.engine, po);
  std::optional<PacketOutcome> ran;
  runtime.queue().setDoorbellHandler([&](rt::Queue& q, uint64_t) {
    processor.drain(q, [&](const PacketOutcome& o) {
      if (o.type == rt::aql::PacketType::KernelDispatch) ran = o;
    });
  });
  LaunchResult out;
  rt::DispatchRecord rec;
  try {
    rec = runtime.dispatch(rt::KernelRef::of(*lk->code, lk->descriptorAddress), values, params);
    if (!ran) throw Error("the packet processor did not run the dispatch");
    if (!ran->error.empty()) throw Error(ran->error);
  } catch (const Error& e) {
    // What the runtime and the packet processor refuse (the kernarg layout, the descriptor's
    // user SGPRs, ...) is a property of this code object's kernel: name both, once.
    const std::string own = "kernel '" + req.kernel + "': ";
    std::string_view m = e.what();
    if (m.starts_with(own)) m.remove_prefix(own.size());
    throw Error(fileName + ": error: kernel '" + req.kernel + "': " + std::string(m));
  }
  out.dispatch = ran->result;
  if (printfBuf) {
    rt::PrintfOutput po = printfBuf->collect();
    out.printfText = std::move(po.text);
    out.printfWarning = std::move(po.warning);
  }
  out.target = target;
  out.waveSize = rec.waveSize;
  out.deviceBytes = runtime.memory().bytesAllocated();
  out.deviceAdoptedBytes = runtime.memory().bytesAdopted();
  out.buffers.resize(req.args.size());
  for (size_t k = 0; k < req.args.size(); ++k)
    if (req.args[k].isBuffer) out.buffers[k] = runtime.memory().readBytes(bufferAt[k].first, bufferAt[k].second);
  return out;
}

}  // namespace gfxsim::device
