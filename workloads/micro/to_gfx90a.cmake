# Script mode: writes the gfx90a form of a gfx9 microbenchmark (IN -> OUT). The gfx9 sources
# target gfx900; gfx90a needs its own .amdgcn_target and a .amdhsa_accum_offset directive
# (required on gfx90a, refused on gfx900); the instruction bodies are the same.
file(READ ${IN} text)
string(REPLACE "amdgcn-amd-amdhsa--gfx900" "amdgcn-amd-amdhsa--gfx90a" text "${text}")
string(REGEX REPLACE "\n( *)\\.end_amdhsa_kernel"
       "\n\\1  .amdhsa_accum_offset ((.amdgcn.next_free_vgpr+3)/4)*4 + 4*((.amdgcn.next_free_vgpr==0)&1)\n\\1.end_amdhsa_kernel" text "${text}")
file(WRITE ${OUT} "; Generated from ${IN} by to_gfx90a.cmake; edit that file.\n${text}")
