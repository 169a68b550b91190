/* Sub-groups (cl_khr_subgroups): get_sub_group_size, get_max_sub_group_size,
 * get_num_sub_groups, get_sub_group_id, get_sub_group_local_id, sub_group_reduce_add,
 * sub_group_scan_inclusive_add/exclusive_max, sub_group_broadcast, sub_group_all/any, and
 * clGetKernelSubGroupInfoKHR. Two launches: 1024 work-items in groups of 128, and (OpenCL 2.0
 * non-uniform groups) 1000 in groups of 96, whose last group of 40 ends in a partial
 * sub-group. The sub-group size is the device's (64 on gfx9 wave64, 32 on RDNA wave32): the
 * printed lines only say whether every value is consistent, the size goes to stderr.
 *
 * A device without cl_khr_subgroups (PoCL's CPU device) makes the program print "SKIP: ..." and
 * exit 77; the runner then checks the other implementations on their own. */
#include "ocl_test.h"

#include <CL/cl_ext.h>

static const char *SRC =
    "#pragma OPENCL EXTENSION cl_khr_subgroups : enable\n"
    "__kernel void sg(__global int* out) {\n"
    "  int g = (int)get_global_id(0);\n"
    "  __global int* o = out + g * 10;\n"
    "  o[0] = (int)get_sub_group_size();\n"
    "  o[1] = (int)get_max_sub_group_size();\n"
    "  o[2] = (int)get_num_sub_groups();\n"
    "  o[3] = (int)get_sub_group_id();\n"
    "  o[4] = (int)get_sub_group_local_id();\n"
    "  o[5] = sub_group_reduce_add(g);\n"
    "  o[6] = sub_group_broadcast(g, 0);\n"
    "  o[7] = sub_group_all(g >= 0) + 2 * sub_group_any(g == 5);\n"
    "  o[8] = sub_group_scan_inclusive_add(g % 7);\n"
    "  o[9] = sub_group_scan_exclusive_max(g % 5);\n"
    "}\n";

#define SLOTS 10

/* Checks the launch of n work-items in groups of wg against what the members of each
 * sub-group (the items of a group with one sub-group id, in local id order) imply. */
static int check(const int *r, int n, int wg, int *maxsz) {
  int bad = 0;
  *maxsz = r[1];
  for (int g0 = 0; g0 < n; g0 += wg) {
    int g1 = g0 + wg < n ? g0 + wg : n;
    int nsg = r[g0 * SLOTS + 2];
    for (int s = 0; s < nsg; s++) {
      int count = 0, sum = 0, first = -1, size = -1, incl = 0, excl = -2147483647 - 1;
      for (int i = g0; i < g1; i++) {
        const int *o = r + i * SLOTS;
        if (o[3] != s) continue;
        count++;
        sum += i;
        if (o[4] == 0) first = i;
        size = o[0];
      }
      for (int i = g0; i < g1; i++) {
        const int *o = r + i * SLOTS;
        if (o[3] != s) continue;
        int any5 = 5 >= g0 && 5 < g1 && r[5 * SLOTS + 3] == s;
        incl += i % 7;
        if (o[0] != count || o[0] != size || o[1] != *maxsz || o[2] != nsg || o[4] < 0 || o[4] >= count ||
            o[5] != sum || o[6] != first || o[7] != 1 + 2 * any5 || o[8] != incl || o[9] != excl)
          bad++;
        if (i % 5 > excl) excl = i % 5;
      }
      if (count == 0 || size > *maxsz) bad++;
    }
  }
  return bad;
}

int main(void) {
  ocl_env env = ocl_setup("subgroups", 0);
  if (!ocl_has_extension(env.device, "cl_khr_subgroups")) {
    printf("SKIP: the device lacks cl_khr_subgroups\n");
    return OCL_SKIP_STATUS;
  }
  cl_program p = ocl_build(&env, SRC, "-cl-std=CL2.0");
  cl_kernel k = ocl_kernel(p, "sg");
  enum { N = 1024, WG = 128, N2 = 1000, WG2 = 96 };
  cl_mem out = ocl_buffer(&env, CL_MEM_READ_WRITE, N * SLOTS * sizeof(int), NULL);
  CHECK(clSetKernelArg(k, 0, sizeof out, &out));
  static int r[N * SLOTS];
  int maxsz = 0, maxsz2 = 0;

  size_t g = N, l = WG;
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env.queue, out, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
  int bad = check(r, N, WG, &maxsz);
  EXPECT(bad == 0, "%d inconsistent sub-group values (groups of %d)", bad, WG);
  int groupsOf128 = r[2];

  g = N2;
  l = WG2;
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env.queue, out, CL_TRUE, 0, N2 * SLOTS * sizeof(int), r, 0, NULL, NULL));
  int bad2 = check(r, N2, WG2, &maxsz2);
  EXPECT(bad2 == 0, "%d inconsistent sub-group values (groups of %d, the last partial)", bad2, WG2);
  int lastSize = r[(N2 - 1) * SLOTS];

  /* The host's view of the same kernel. */
  size_t local = WG, sgSize = 0, sgCount = 0;
  CHECK(clGetKernelSubGroupInfoKHR(k, env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE_KHR, sizeof local, &local,
                                   sizeof sgSize, &sgSize, NULL));
  CHECK(clGetKernelSubGroupInfoKHR(k, env.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE_KHR, sizeof local, &local,
                                   sizeof sgCount, &sgCount, NULL));
  EXPECT((int)sgSize == maxsz && (int)sgCount == groupsOf128, "clGetKernelSubGroupInfoKHR says %d sub-groups of %d",
         (int)sgCount, (int)sgSize);

  fprintf(stderr, "subgroups: sub-group size %d, %d per work-group of %d; the last of 1000/96 has %d\n", maxsz,
          groupsOf128, WG, lastSize);
  printf("subgroups: items %d consistent %d\n", N, bad == 0);
  printf("subgroups: uneven items %d consistent %d, last sub-group partial %d\n", N2, bad2 == 0,
         lastSize < maxsz2);
  printf("subgroups: host query consistent %d\n", (int)sgSize == maxsz && (int)sgCount == groupsOf128);
  CHECK(clReleaseMemObject(out));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(p));
  ocl_teardown(&env);
  return ocl_finish();
}
