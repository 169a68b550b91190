/* NDRanges of 1, 2 and 3 dimensions, with and without global offsets and explicit local
 * sizes. Every work-item records its work-item functions (get_global_id, get_local_id,
 * get_group_id, get_global_size, get_local_size, get_num_groups, get_global_offset,
 * get_work_dim) at its linear index, and the host checks each against the launch. */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void ids(__global int* out) {\n"
    "  size_t x = get_global_id(0) - get_global_offset(0);\n"
    "  size_t y = get_global_id(1) - get_global_offset(1);\n"
    "  size_t z = get_global_id(2) - get_global_offset(2);\n"
    "  size_t lin = (z * get_global_size(1) + y) * get_global_size(0) + x;\n"
    "  __global int* o = out + lin * 20;\n"
    "  for (uint d = 0; d < 3; d++) {\n"
    "    o[d] = (int)get_global_id(d);\n"
    "    o[3 + d] = (int)get_local_id(d);\n"
    "    o[6 + d] = (int)get_group_id(d);\n"
    "    o[9 + d] = (int)get_global_size(d);\n"
    "    o[12 + d] = (int)get_local_size(d);\n"
    "    o[15 + d] = (int)get_num_groups(d);\n"
    "  }\n"
    "  o[18] = (int)get_global_offset(0) + 1000 * (int)get_global_offset(1) + 1000000 * (int)get_global_offset(2);\n"
    "  o[19] = (int)get_work_dim();\n"
    "}\n";

typedef struct {
  const char *name;
  cl_uint dims;
  size_t global[3], local[3], offset[3];
  int has_local, has_offset;
} launch;

static const launch LAUNCHES[] = {
    {"1d", 1, {1000, 1, 1}, {0, 0, 0}, {0, 0, 0}, 0, 0},
    {"1d_local", 1, {1024, 1, 1}, {128, 1, 1}, {0, 0, 0}, 1, 0},
    {"1d_offset", 1, {512, 1, 1}, {64, 1, 1}, {77, 0, 0}, 1, 1},
    {"2d", 2, {40, 24, 1}, {8, 4, 1}, {0, 0, 0}, 1, 0},
    {"2d_offset", 2, {33, 17, 1}, {0, 0, 0}, {5, 9, 0}, 0, 1},
    {"3d", 3, {16, 8, 6}, {4, 2, 3}, {0, 0, 0}, 1, 0},
    {"3d_offset", 3, {12, 10, 4}, {6, 5, 2}, {3, 2, 1}, 1, 1},
};

int main(void) {
  ocl_env env = ocl_setup("ndrange", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  cl_kernel k = ocl_kernel(prog, "ids");
  for (size_t t = 0; t < sizeof LAUNCHES / sizeof LAUNCHES[0]; t++) {
    const launch *L = &LAUNCHES[t];
    size_t g[3] = {1, 1, 1}, lsz[3] = {1, 1, 1}, off[3] = {0, 0, 0};
    for (cl_uint d = 0; d < L->dims; d++) {
      g[d] = L->global[d];
      lsz[d] = L->local[d];
      off[d] = L->offset[d];
    }
    size_t items = g[0] * g[1] * g[2];
    cl_mem out = ocl_buffer(&env, CL_MEM_READ_WRITE, items * 20 * sizeof(int), NULL);
    int minus1 = -1;
    CHECK(clEnqueueFillBuffer(env.queue, out, &minus1, sizeof minus1, 0, items * 20 * sizeof(int), 0, NULL, NULL));
    CHECK(clSetKernelArg(k, 0, sizeof out, &out));
    CHECK(clEnqueueNDRangeKernel(env.queue, k, L->dims, L->has_offset ? L->offset : NULL, L->global,
                                 L->has_local ? L->local : NULL, 0, NULL, NULL));
    int *r = malloc(items * 20 * sizeof(int));
    CHECK(clEnqueueReadBuffer(env.queue, out, CL_TRUE, 0, items * 20 * sizeof(int), r, 0, NULL, NULL));
    /* Without an explicit local size the implementation picks one: the local ids and group ids
     * must still be consistent with it (gid = group * lsize + lid + offset). */
    size_t eff_local[3];
    for (int d = 0; d < 3; d++) eff_local[d] = (size_t)r[12 + d];
    int bad = 0;
    long long idsum = 0;
    for (size_t z = 0; z < g[2]; z++)
      for (size_t y = 0; y < g[1]; y++)
        for (size_t x = 0; x < g[0]; x++) {
          const int *o = r + ((z * g[1] + y) * g[0] + x) * 20;
          size_t pos[3] = {x, y, z};
          for (int d = 0; d < 3; d++) {
            size_t ls = L->has_local || (cl_uint)d >= L->dims ? lsz[d] : eff_local[d];
            if (ls == 0 || g[d] % ls != 0) {
              bad++;
              continue;
            }
            if (o[d] != (int)(pos[d] + off[d]) || o[3 + d] != (int)(pos[d] % ls) ||
                o[6 + d] != (int)(pos[d] / ls) || o[9 + d] != (int)g[d] || o[12 + d] != (int)ls ||
                o[15 + d] != (int)(g[d] / ls))
              bad++;
          }
          if (o[18] != (int)(off[0] + 1000 * off[1] + 1000000 * off[2]) || o[19] != (int)L->dims) bad++;
          idsum += o[0] + 3LL * o[1] + 7LL * o[2];
        }
    EXPECT(bad == 0, "%s: %d wrong work-item records", L->name, bad);
    printf("%s: dims %u items %zu idsum %lld\n", L->name, L->dims, items, idsum);
    if (!L->has_local)
      fprintf(stderr, "ndrange: %s: implementation-chosen local size %zux%zux%zu\n", L->name,
              eff_local[0], eff_local[1], eff_local[2]);
    free(r);
    CHECK(clReleaseMemObject(out));
  }
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
