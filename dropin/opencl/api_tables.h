// Each API file fills its entries of the dispatch table (dispatch.cpp fills every slot with an
// error stub first, so an entry point gfxsim does not implement returns a CL error).
#pragma once
#include "objects.h"

namespace gfxsim::ocl {

void fillPlatformEntries(cl_icd_dispatch& t);
void fillMemoryEntries(cl_icd_dispatch& t);
void fillProgramEntries(cl_icd_dispatch& t);
void fillKernelEntries(cl_icd_dispatch& t);
void fillQueueEntries(cl_icd_dispatch& t);
void fillEventEntries(cl_icd_dispatch& t);

// What the loader's bootstrap calls directly.
cl_int platformIDs(cl_uint n, cl_platform_id* out, cl_uint* count);
cl_int platformInfo(cl_platform_id p, cl_platform_info param, size_t size, void* value, size_t* sizeRet);

}  // namespace gfxsim::ocl
