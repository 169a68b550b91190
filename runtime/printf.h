// printf of OpenCL kernels, the runtime's side (AMDGPUUsage, "Code Object V3 to V5 Metadata":
// amdhsa.printf and the hidden_printf_buffer argument). Before a dispatch of a kernel that
// takes the argument, the runtime allocates the buffer and writes its header: the bytes of
// records used (0) and the bytes available after the header, as ROCm's runtime (ROCclr's
// PrintfDbg) does. The kernel's printf calls reserve records there, each the format's id then
// the argument bytes the format's entry sizes; after the dispatch completes the runtime prints
// the records in order, each conversion with C's own printf (support/printf_format.h).
//
// A buffer too small for everything printed keeps the records that fit: gfxsim's compiler
// reserves with one atomic add, so the bytes used then exceed the bytes available and the
// output says so in one warning. (Code from clang-19 with the ROCm device library reserves with
// a compare-and-swap that never passes the end: what did not fit is dropped silently, as on
// ROCm.)
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "codeobject/metadata.h"
#include "codeobject/printf_metadata.h"
#include "runtime/memory.h"

namespace gfxsim::rt {

// The buffer's size: the OpenCL minimum of CL_DEVICE_PRINTF_BUFFER_SIZE for a full profile
// device (1 MB; OpenCL 3.0, Table 4.3), which ROCm's OpenCL reports on every GPU whose largest
// work-group is 256 work-items (4 KiB per work-item).
inline constexpr uint64_t kPrintfBufferBytes = uint64_t{1} << 20;

struct PrintfOutput {
  std::string text;     // the records, printed in order
  std::string warning;  // one line when output was lost or the buffer is damaged, else ""
  uint64_t records = 0;
};

// One record's arguments (the bytes after its id) printed with its format.
std::string formatPrintfRecord(const codeobj::PrintfFormat& f, std::span<const uint8_t> args);

// The records of a buffer (header included), as many as its header says were written.
PrintfOutput decodePrintfBuffer(std::span<const uint8_t> buffer, const codeobj::PrintfFormats& formats);

// A dispatch's printf buffer in device memory.
class PrintfBuffer {
 public:
  // A buffer for a dispatch of `kernel`, or null when the kernel has no hidden_printf_buffer
  // argument or its code object no amdhsa.printf formats.
  static std::unique_ptr<PrintfBuffer> create(Memory& mem, const codeobj::KernelMetadata& kernel,
                                              const codeobj::PrintfFormats& formats, uint64_t bytes = kPrintfBufferBytes);
  ~PrintfBuffer();
  PrintfBuffer(const PrintfBuffer&) = delete;
  PrintfBuffer& operator=(const PrintfBuffer&) = delete;

  Addr address() const { return addr_; }
  // Decodes what the dispatch printed, then empties the buffer for another dispatch.
  PrintfOutput collect();

 private:
  PrintfBuffer(Memory& mem, const codeobj::PrintfFormats& formats, uint64_t bytes);
  void reset();
  Memory& mem_;
  const codeobj::PrintfFormats& formats_;
  uint64_t bytes_;
  Addr addr_ = 0;
};

}  // namespace gfxsim::rt
