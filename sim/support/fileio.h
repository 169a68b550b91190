// File input and output, the one place every command reads its inputs and writes its outputs.
//
// Inputs must be regular files (a directory, FIFO or device is refused before it is opened:
// a FIFO without a writer would block forever, /dev/zero never ends) and are read with a
// bound, so that an endless or huge input is refused with a message naming the path and the
// limit instead of being read until memory runs out. Standard input (`-` where a command
// documents it) is the one stream that is read, with the same bound.
//
// Outputs are written to a temporary file beside the target and renamed over it, so a crash
// or a full disk never leaves half a file. A symbolic link is followed: the file it names is
// replaced, the link stays. A character device or FIFO (/dev/null, a pipe someone reads) is
// written in place through the node, never replaced; /dev/stdout, /dev/stderr and /dev/fd/N
// write to that descriptor. A directory, block device or socket is refused.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gfxsim {

// The most one input may hold (README.md, "Limits").
inline constexpr uint64_t kMaxBinaryInputBytes = uint64_t{1} << 30;  // code objects, --arg file:, disasm --raw
inline constexpr uint64_t kMaxTextInputBytes = uint64_t{64} << 20;   // assembly, OpenCL C, litmus tests, configs, launch files

// Each throws Error naming the path (and the limit, for a too large input).
std::vector<uint8_t> readFileBytes(const std::string& path, uint64_t limit = kMaxBinaryInputBytes);
std::string readFileText(const std::string& path, uint64_t limit = kMaxTextInputBytes);
std::string readStdinText(uint64_t limit = kMaxTextInputBytes);  // messages name it <stdin>

void writeFileAtomic(const std::string& path, std::span<const uint8_t> bytes);
void writeFileAtomic(const std::string& path, const std::string& text);

}  // namespace gfxsim
