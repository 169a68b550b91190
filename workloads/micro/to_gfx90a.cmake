# Script mode: writes the gfx90a form of a gfx9 microbenchmark (IN -> OUT), or with
# -DFORM=gfx942 its gfx942 form. The gfx9 sources target gfx900; gfx90a and gfx942 need their
# own .amdgcn_target and a .amdhsa_accum_offset directive (required there, refused on gfx900);
# the instruction bodies are the same (they use no cache bits, which gfx942 names sc0/sc1/nt).
# gfx942 has architected flat scratch and refuses .amdhsa_reserve_flat_scratch.
if(NOT DEFINED FORM)
  set(FORM gfx90a)
endif()
file(READ ${IN} text)
string(REPLACE "amdgcn-amd-amdhsa--gfx900" "amdgcn-amd-amdhsa--${FORM}" text "${text}")
string(REGEX REPLACE "\n( *)\\.end_amdhsa_kernel"
       "\n\\1  .amdhsa_accum_offset ((.amdgcn.next_free_vgpr+3)/4)*4 + 4*((.amdgcn.next_free_vgpr==0)&1)\n\\1.end_amdhsa_kernel" text "${text}")
if(FORM STREQUAL "gfx942")  # architected flat scratch: the directive is refused
  string(REGEX REPLACE "\n *\\.amdhsa_reserve_flat_scratch [0-9]+" "" text "${text}")
endif()
file(WRITE ${OUT} "; Generated from ${IN} by to_gfx90a.cmake (${FORM}); edit that file.\n${text}")
