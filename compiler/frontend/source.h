// Source files of the OpenCL C front end: path arithmetic for #include and the default
// file reader. Locations are gfxsim::SourceLoc (support/error.h): file, 1-based line and
// column in bytes.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "support/error.h"

namespace gfxsim::cl {

// The largest source file the front end reads (bytes); larger ones are an error.
inline constexpr size_t kMaxSourceBytes = 32u << 20;

// "dir/a.cl" -> "dir", "a.cl" -> "" (no directory), "/a.cl" -> "/".
std::string dirName(const std::string& path);
// Joins a directory and a relative name; an absolute name or an empty dir gives name itself.
std::string joinPath(const std::string& dir, const std::string& name);

// Reads a regular file from the host file system; nullopt when there is none. Throws
// Error when it is larger than kMaxSourceBytes.
std::optional<std::string> readSourceFile(const std::string& path);

}  // namespace gfxsim::cl
