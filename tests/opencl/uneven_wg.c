/* OpenCL 2.0 non-uniform work-groups: a program built with -cl-std=CL2.0 is launched with a
 * global size that is not a multiple of the local size (1-D 1000/64, 2-D 37x23/8x8, with an
 * offset). The last groups are smaller: get_local_size gives their real size,
 * get_enqueued_local_size the requested one, get_num_groups rounds up.
 *
 * A device without the feature (OpenCL 1.x, or 3.0 without
 * CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, e.g. PoCL's CPU device) must refuse such a launch
 * with CL_INVALID_WORK_GROUP_SIZE; the program then checks that, and runs the same ranges as
 * separate uniform launches (offsets select the edge parts), so the printed results are the
 * same on both kinds of device. The path taken goes to stderr. */
#include "ocl_test.h"

#ifndef CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT
#define CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT 0x1069
#endif

static const char *SRC =
    "__kernel void record(__global int* out, __global int* meta, int width) {\n"
    "  int x = (int)get_global_id(0), y = (int)get_global_id(1);\n"
    "  int i = y * width + x;\n"
    "  out[i] = x * 3 + y * 1000;\n"
    "  meta[i * 4 + 0] = (int)(get_local_size(0) * 100 + get_local_size(1));\n"
    "  meta[i * 4 + 1] = (int)(get_enqueued_local_size(0) * 100 + get_enqueued_local_size(1));\n"
    "  meta[i * 4 + 2] = (int)(get_num_groups(0) * 100 + get_num_groups(1));\n"
    "  meta[i * 4 + 3] = (int)(get_local_id(0) * 100 + get_local_id(1));\n"
    "}\n";

static int native = 0;

/* Runs `record` over [off, off+g) in `dims` dimensions with local size l: natively when the
 * device supports non-uniform groups, else as up to 2^dims uniform launches. */
static void launch(ocl_env *env, cl_kernel k, cl_uint dims, const size_t *off, const size_t *g,
                   const size_t *l) {
  if (native) {
    CHECK(clEnqueueNDRangeKernel(env->queue, k, dims, off, g, l, 0, NULL, NULL));
    return;
  }
  for (unsigned mask = 0; mask < (1u << dims); mask++) {
    size_t o[2] = {0, 0}, gs[2] = {1, 1}, ls[2] = {1, 1};
    int empty = 0;
    for (cl_uint d = 0; d < dims; d++) {
      size_t full = g[d] / l[d] * l[d];
      if (mask & (1u << d)) { /* the edge part */
        o[d] = off[d] + full;
        gs[d] = ls[d] = g[d] - full;
      } else {
        o[d] = off[d];
        gs[d] = full;
        ls[d] = l[d];
      }
      if (gs[d] == 0) empty = 1;
    }
    if (!empty) CHECK(clEnqueueNDRangeKernel(env->queue, k, dims, o, gs, ls, 0, NULL, NULL));
  }
}

static void run_case(ocl_env *env, cl_kernel k, const char *name, cl_uint dims, const size_t *off,
                     const size_t *g, const size_t *l) {
  int width = (int)(off[0] + g[0]);
  int height = dims > 1 ? (int)(off[1] + g[1]) : 1;
  size_t n = (size_t)width * height;
  cl_mem out = ocl_buffer(env, CL_MEM_READ_WRITE, n * sizeof(int), NULL);
  cl_mem meta = ocl_buffer(env, CL_MEM_READ_WRITE, n * 4 * sizeof(int), NULL);
  int m1 = -1;
  CHECK(clEnqueueFillBuffer(env->queue, out, &m1, sizeof m1, 0, n * sizeof(int), 0, NULL, NULL));
  CHECK(clEnqueueFillBuffer(env->queue, meta, &m1, sizeof m1, 0, n * 4 * sizeof(int), 0, NULL, NULL));
  CHECK(clSetKernelArg(k, 0, sizeof out, &out));
  CHECK(clSetKernelArg(k, 1, sizeof meta, &meta));
  CHECK(clSetKernelArg(k, 2, sizeof width, &width));
  launch(env, k, dims, off, g, l);
  int *r = malloc(n * sizeof(int)), *m = malloc(n * 4 * sizeof(int));
  CHECK(clEnqueueReadBuffer(env->queue, out, CL_TRUE, 0, n * sizeof(int), r, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env->queue, meta, CL_TRUE, 0, n * 4 * sizeof(int), m, 0, NULL, NULL));
  int bad_out = 0, bad_meta = 0, small_items = 0;
  long long sum = 0;
  size_t o1 = dims > 1 ? off[1] : 0, g1 = dims > 1 ? g[1] : 1, l1 = dims > 1 ? l[1] : 1;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      int i = y * width + x;
      int inside = (size_t)x >= off[0] && (size_t)y >= o1;
      int want = inside ? x * 3 + y * 1000 : -1;
      if (r[i] != want) bad_out++;
      if (!inside) continue;
      sum += r[i];
      size_t px = x - off[0], py = y - o1;
      /* The real size of this item's group in each dimension. */
      size_t full0 = g[0] / l[0] * l[0], full1 = g1 / l1 * l1;
      size_t ls0 = px < full0 ? l[0] : g[0] - full0, ls1 = py < full1 ? l1 : g1 - full1;
      if (ls0 != l[0] || ls1 != l1) small_items++;
      if (m[i * 4 + 0] != (int)(ls0 * 100 + ls1)) bad_meta++;
      if (m[i * 4 + 3] != (int)((px % l[0]) * 100 + (py % l1))) bad_meta++;
      if (native) { /* only a true non-uniform launch has these values */
        if (m[i * 4 + 1] != (int)(l[0] * 100 + l1)) bad_meta++;
        if (m[i * 4 + 2] != (int)(((g[0] + l[0] - 1) / l[0]) * 100 + (g1 + l1 - 1) / l1)) bad_meta++;
      }
    }
  EXPECT(bad_out == 0, "%s: %d wrong outputs", name, bad_out);
  EXPECT(bad_meta == 0, "%s: %d wrong work-item function values", name, bad_meta);
  printf("%s: items %zu in_small_groups %d sum %lld\n", name, (size_t)(g[0] * g1), small_items, sum);
  free(r);
  free(m);
  CHECK(clReleaseMemObject(out));
  CHECK(clReleaseMemObject(meta));
}

int main(void) {
  ocl_env env = ocl_setup("uneven_wg", 0);
  int ver = ocl_device_version(env.device);
  if (ver >= 30) {
    cl_bool nu = CL_FALSE;
    CHECK(clGetDeviceInfo(env.device, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof nu, &nu, NULL));
    native = nu == CL_TRUE;
  } else {
    native = ver >= 20;
  }
  cl_program prog = ocl_build(&env, SRC, "-cl-std=CL2.0");
  cl_kernel k = ocl_kernel(prog, "record");
  if (!native) {
    /* The launch must be refused, not run wrongly. */
    cl_mem dummy = ocl_buffer(&env, CL_MEM_READ_WRITE, 4096, NULL);
    int w = 10;
    size_t g = 100, l = 16;
    CHECK(clSetKernelArg(k, 0, sizeof dummy, &dummy));
    CHECK(clSetKernelArg(k, 1, sizeof dummy, &dummy));
    CHECK(clSetKernelArg(k, 2, sizeof w, &w));
    EXPECT_ERR(CL_INVALID_WORK_GROUP_SIZE, clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
    CHECK(clFinish(env.queue));
    CHECK(clReleaseMemObject(dummy));
  }
  fprintf(stderr, "uneven_wg: device OpenCL %d.%d, %s\n", ver / 10, ver % 10,
          native ? "non-uniform launches run natively"
                 : "no non-uniform work-groups: checked the refusal, emulating with uniform launches");
  size_t off0[2] = {0, 0}, g1[2] = {1000, 1}, l1[2] = {64, 1};
  run_case(&env, k, "1d_1000_by_64", 1, off0, g1, l1);
  size_t g2[2] = {37, 23}, l2[2] = {8, 8};
  run_case(&env, k, "2d_37x23_by_8x8", 2, off0, g2, l2);
  size_t off3[2] = {5, 3}, g3[2] = {50, 9}, l3[2] = {16, 4};
  run_case(&env, k, "2d_offset_50x9_by_16x4", 2, off3, g3, l3);
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
