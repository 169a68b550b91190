// Loading a code object's image into device memory, so that a dispatch packet's kernel_object
// and the kernel's entry point are real device addresses (AMDGPUUsage, "Symbols", "Relocation
// Records" and "Kernel Dispatch" step 2).
//
// Only shared objects (ET_DYN, what ld.lld -shared makes) are loadable: every PT_LOAD segment
// is copied to base + p_vaddr of one allocation (bytes past p_filesz zero-filled) and the
// dynamic relocations are applied: R_AMDGPU_RELATIVE64 (base + addend) and R_AMDGPU_ABS64
// against a defined symbol (base + value + addend); R_AMDGPU_NONE is ignored, anything else is
// an error. The image is read-only to device code unless a writable PT_LOAD segment lies outside
// PT_GNU_RELRO (then the whole image is writable: protection is per allocation).
// (Device code of clang-19 kernels needs no relocations; the golden objects have none.)
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "codeobject/elf_reader.h"
#include "runtime/memory.h"

namespace gfxsim::launch {

struct LoadedKernel {
  const codeobj::KernelCode* code = nullptr;
  rt::Addr descriptorAddress = 0;  // the packet's kernel_object
  rt::Addr entryAddress = 0;       // first instruction (descriptor + KERNEL_CODE_ENTRY_BYTE_OFFSET)
};

struct LoadedCodeObject {
  rt::Addr base = 0;   // load bias: address of virtual address 0
  uint64_t size = 0;   // bytes of the image
  std::vector<LoadedKernel> kernels;  // in code-object order
  std::vector<std::pair<rt::Addr, rt::Addr>> code;  // [begin, end) of each executable (PF_X) PT_LOAD segment

  const LoadedKernel* find(std::string_view name) const;
};

// Throws Error naming the file and the problem: not ET_DYN, a segment outside the file, an
// unsupported relocation, a kernel whose descriptor's entry offset disagrees with its symbol,
// an image larger than `freeBytes` (the device memory left), checked before it is allocated.
LoadedCodeObject loadCodeObject(rt::Memory& mem, const codeobj::CodeObject& co, uint64_t freeBytes = UINT64_MAX);

}  // namespace gfxsim::launch
