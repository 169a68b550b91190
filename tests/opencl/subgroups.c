/* Sub-groups (cl_khr_subgroups): get_sub_group_size, get_max_sub_group_size,
 * get_num_sub_groups, get_sub_group_id, get_sub_group_local_id, sub_group_reduce_add,
 * sub_group_broadcast, sub_group_all/any. The sub-group size is the device's (64 on gfx9
 * wave64, 32 on RDNA wave32): the printed lines only say whether every value is consistent,
 * the size goes to stderr.
 *
 * PENDING for gfxsim: `gfxsim cc` does not implement the sub-group built-ins yet. A device
 * without cl_khr_subgroups (PoCL's CPU device) makes the program print "SKIP: ..." and exit 77. */
#include "ocl_test.h"

static const char *SRC =
    "#pragma OPENCL EXTENSION cl_khr_subgroups : enable\n"
    "__kernel void sg(__global int* out) {\n"
    "  int g = (int)get_global_id(0);\n"
    "  __global int* o = out + g * 8;\n"
    "  o[0] = (int)get_sub_group_size();\n"
    "  o[1] = (int)get_max_sub_group_size();\n"
    "  o[2] = (int)get_num_sub_groups();\n"
    "  o[3] = (int)get_sub_group_id();\n"
    "  o[4] = (int)get_sub_group_local_id();\n"
    "  o[5] = sub_group_reduce_add(g);\n"
    "  o[6] = sub_group_broadcast(g, 0);\n"
    "  o[7] = sub_group_all(g >= 0) + 2 * sub_group_any(g == 5);\n"
    "}\n";

#define N 1024
#define WG 128

int main(void) {
  ocl_env env = ocl_setup("subgroups", 0);
  if (!ocl_has_extension(env.device, "cl_khr_subgroups")) {
    printf("SKIP: the device lacks cl_khr_subgroups\n");
    return OCL_SKIP_STATUS;
  }
  cl_program p = ocl_build(&env, SRC, "-cl-std=CL2.0");
  cl_kernel k = ocl_kernel(p, "sg");
  cl_mem out = ocl_buffer(&env, CL_MEM_READ_WRITE, N * 8 * sizeof(int), NULL);
  CHECK(clSetKernelArg(k, 0, sizeof out, &out));
  size_t g = N, l = WG;
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  static int r[N * 8];
  CHECK(clEnqueueReadBuffer(env.queue, out, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
  int bad = 0;
  int maxsz = r[1];
  for (int grp = 0; grp < N / WG; grp++) {
    int nsg = r[grp * WG * 8 + 2];
    for (int s = 0; s < nsg; s++) {
      /* The members of sub-group s of this group. */
      int count = 0, sum = 0, first = -1, size = -1;
      for (int i = grp * WG; i < (grp + 1) * WG; i++) {
        const int *o = r + i * 8;
        if (o[3] != s) continue;
        count++;
        sum += i;
        if (o[4] == 0) first = i;
        size = o[0];
      }
      for (int i = grp * WG; i < (grp + 1) * WG; i++) {
        const int *o = r + i * 8;
        if (o[3] != s) continue;
        int any5 = 5 >= grp * WG && 5 < (grp + 1) * WG && r[5 * 8 + 3] == s;
        if (o[0] != count || o[0] != size || o[1] != maxsz || o[2] != nsg || o[4] < 0 || o[4] >= count ||
            o[5] != sum || o[6] != first || o[7] != 1 + 2 * any5)
          bad++;
      }
      if (count == 0 || size > maxsz) bad++;
    }
  }
  EXPECT(bad == 0, "%d inconsistent sub-group values", bad);
  fprintf(stderr, "subgroups: sub-group size %d, %d per work-group of %d\n", maxsz, r[2], WG);
  printf("subgroups: items %d consistent %d\n", N, bad == 0);
  CHECK(clReleaseMemObject(out));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(p));
  ocl_teardown(&env);
  return ocl_finish();
}
