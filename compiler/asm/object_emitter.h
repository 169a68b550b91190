// Turns an assembled source into an ELF code object: kernel descriptors from the
// .amdhsa_* directives, the metadata note (from .amdgpu_metadata or generated), and the
// relocatable or shared ELF file.
#pragma once
#include <cstdint>
#include <vector>

#include "asm/assembler.h"
#include "codeobject/elf_writer.h"

namespace gfxsim::as {

codeobj::ObjectImage buildObjectImage(const AsmResult& res);
std::vector<uint8_t> buildCodeObject(const AsmResult& res, bool relocatable);

}  // namespace gfxsim::as
