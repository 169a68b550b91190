// ELF64 constants for AMDGPU code objects (AMDGPUUsage, "ELF Code Object": "Header", "Sections",
// "Note Records", "Symbols", "Relocation Records").
// Defined here rather than taken from <elf.h>, which lacks the AMDGPU values.
#pragma once
#include <cstdint>

namespace gfxsim::codeobj::elf {

inline constexpr uint8_t kElfClass64 = 2;
inline constexpr uint8_t kElfData2Lsb = 1;
inline constexpr uint8_t kEvCurrent = 1;
inline constexpr uint8_t kOsAbiAmdgpuHsa = 64;
inline constexpr uint16_t kEmAmdgpu = 224;

// EI_ABIVERSION for ELFOSABI_AMDGPU_HSA: code object V2 = 0, V3 = 1, V4 = 2, V5 = 3, V6 = 4.
inline constexpr unsigned abiVersionForCov(unsigned cov) { return cov >= 2 ? cov - 2 : 0; }
inline constexpr unsigned covForAbiVersion(unsigned abi) { return abi + 2; }

// e_type
inline constexpr uint16_t ET_REL = 1;
inline constexpr uint16_t ET_EXEC = 2;
inline constexpr uint16_t ET_DYN = 3;

// e_flags (V3: XNACK/SRAMECC are single "on" bits; V4+: two-bit any/off/on settings)
inline constexpr uint32_t EF_AMDGPU_MACH = 0x0ff;
inline constexpr uint32_t EF_AMDGPU_FEATURE_XNACK_V3 = 0x100;
inline constexpr uint32_t EF_AMDGPU_FEATURE_SRAMECC_V3 = 0x200;
inline constexpr uint32_t EF_AMDGPU_FEATURE_XNACK_V4 = 0x300;
inline constexpr uint32_t EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xc00;
inline constexpr uint32_t EF_AMDGPU_GENERIC_VERSION = 0xff000000;  // V6 generic targets

// Section header types and flags
inline constexpr uint32_t SHT_NULL = 0, SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_RELA = 4,
                          SHT_HASH = 5, SHT_DYNAMIC = 6, SHT_NOTE = 7, SHT_NOBITS = 8, SHT_REL = 9,
                          SHT_DYNSYM = 11, SHT_GNU_HASH = 0x6ffffff6, SHT_LLVM_ADDRSIG = 0x6fff4c03;
inline constexpr uint64_t SHF_WRITE = 0x1, SHF_ALLOC = 0x2, SHF_EXECINSTR = 0x4, SHF_MERGE = 0x10,
                          SHF_STRINGS = 0x20, SHF_INFO_LINK = 0x40, SHF_EXCLUDE = 0x80000000;
inline constexpr uint16_t SHN_UNDEF = 0, SHN_LORESERVE = 0xff00, SHN_AMDGPU_LDS = 0xff00, SHN_ABS = 0xfff1,
                          SHN_COMMON = 0xfff2, SHN_XINDEX = 0xffff;

// Symbols
inline constexpr uint8_t STT_NOTYPE = 0, STT_OBJECT = 1, STT_FUNC = 2, STT_SECTION = 3, STT_FILE = 4,
                         STT_AMDGPU_HSA_KERNEL = 10;
inline constexpr uint8_t STB_LOCAL = 0, STB_GLOBAL = 1, STB_WEAK = 2;
inline constexpr uint8_t STV_DEFAULT = 0, STV_INTERNAL = 1, STV_HIDDEN = 2, STV_PROTECTED = 3;

// Relocations (AMDGPUUsage, "Relocation Records")
inline constexpr uint32_t R_AMDGPU_NONE = 0, R_AMDGPU_ABS32_LO = 1, R_AMDGPU_ABS32_HI = 2, R_AMDGPU_ABS64 = 3,
                          R_AMDGPU_REL32 = 4, R_AMDGPU_REL64 = 5, R_AMDGPU_ABS32 = 6, R_AMDGPU_GOTPCREL = 7,
                          R_AMDGPU_GOTPCREL32_LO = 8, R_AMDGPU_GOTPCREL32_HI = 9, R_AMDGPU_REL32_LO = 10,
                          R_AMDGPU_REL32_HI = 11, R_AMDGPU_RELATIVE64 = 13, R_AMDGPU_REL16 = 14;
const char* relocName(uint32_t type);  // "R_AMDGPU_REL64", or nullptr when unknown
unsigned relocWidth(uint32_t type);    // bytes written at r_offset (0 = none/unknown)

// Program headers
inline constexpr uint32_t PT_NULL = 0, PT_LOAD = 1, PT_DYNAMIC = 2, PT_NOTE = 4, PT_PHDR = 6,
                          PT_GNU_STACK = 0x6474e551, PT_GNU_RELRO = 0x6474e552;
inline constexpr uint32_t PF_X = 1, PF_W = 2, PF_R = 4;

// Dynamic tags
inline constexpr int64_t DT_NULL = 0, DT_HASH = 4, DT_STRTAB = 5, DT_SYMTAB = 6, DT_RELA = 7, DT_RELASZ = 8,
                         DT_RELAENT = 9, DT_STRSZ = 10, DT_SYMENT = 11, DT_RELACOUNT = 0x6ffffff9,
                         DT_GNU_HASH = 0x6ffffef5;

// Notes
inline constexpr uint32_t NT_AMDGPU_METADATA = 32;
inline constexpr uint32_t NT_AMD_HSA_METADATA_V2 = 10;  // code object V2 (YAML), not supported

inline constexpr uint64_t kEhdrSize = 64, kShdrSize = 64, kPhdrSize = 56, kSymSize = 24, kRelaSize = 24;
inline constexpr uint64_t kPageSize = 0x1000;  // ld.lld's max/common page size for AMDGPU

}  // namespace gfxsim::codeobj::elf
