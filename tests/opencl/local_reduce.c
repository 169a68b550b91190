/* Local memory and barriers: a work-group tree reduction in a fixed __local array, the same
 * with the __local array passed as a kernel argument (clSetKernelArg(k, i, bytes, NULL)), two
 * __local arguments at once, and a work-group reversal through local memory. */
#include "ocl_test.h"

static const char *SRC =
    "#define WG 128\n"
    "__kernel void reduce_static(__global const int* in, __global int* out) {\n"
    "  __local int tmp[WG];\n"
    "  size_t l = get_local_id(0);\n"
    "  tmp[l] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {\n"
    "    if (l < s) tmp[l] += tmp[l + s];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (l == 0) out[get_group_id(0)] = tmp[0];\n"
    "}\n"
    "__kernel void reduce_arg(__global const int* in, __global int* out, __local int* tmp) {\n"
    "  size_t l = get_local_id(0);\n"
    "  tmp[l] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {\n"
    "    if (l < s) tmp[l] += tmp[l + s];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (l == 0) out[get_group_id(0)] = tmp[0];\n"
    "}\n"
    "/* min and max of each group, two local arrays given as arguments. */\n"
    "__kernel void minmax(__global const int* in, __global int2* out, __local int* mn, __local int* mx) {\n"
    "  size_t l = get_local_id(0);\n"
    "  int v = in[get_global_id(0)];\n"
    "  mn[l] = v; mx[l] = v;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {\n"
    "    if (l < s) { mn[l] = min(mn[l], mn[l + s]); mx[l] = max(mx[l], mx[l + s]); }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (l == 0) out[get_group_id(0)] = (int2)(mn[0], mx[0]);\n"
    "}\n"
    "/* Each group reverses its slice: needs the barrier between the local store and load. */\n"
    "__kernel void reverse(__global const float* in, __global float* out, __local float* t) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0);\n"
    "  t[l] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[get_global_id(0)] = t[n - 1 - l];\n"
    "}\n";

#define N (128 * 96)
#define WG 128

int main(void) {
  ocl_env env = ocl_setup("local_reduce", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  static int in[N];
  for (int i = 0; i < N; i++) in[i] = (int)((i * 2654435761u) >> 20) - 2048;
  cl_mem bin = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in);
  int groups = N / WG;
  cl_mem bout = ocl_buffer(&env, CL_MEM_READ_WRITE, groups * sizeof(cl_int2), NULL);
  size_t g = N, l = WG;
  int host_sum[N / WG];
  long long total = 0;
  for (int gr = 0; gr < groups; gr++) {
    int s = 0;
    for (int i = 0; i < WG; i++) {
      s += in[gr * WG + i];
    }
    host_sum[gr] = s;
    total += s;
  }

  const char *names[2] = {"reduce_static", "reduce_arg"};
  for (int v = 0; v < 2; v++) {
    cl_kernel k = ocl_kernel(prog, names[v]);
    CHECK(clSetKernelArg(k, 0, sizeof bin, &bin));
    CHECK(clSetKernelArg(k, 1, sizeof bout, &bout));
    if (v == 1) CHECK(clSetKernelArg(k, 2, WG * sizeof(int), NULL));
    CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
    int res[N / WG];
    CHECK(clEnqueueReadBuffer(env.queue, bout, CL_TRUE, 0, sizeof res, res, 0, NULL, NULL));
    int bad = 0;
    long long t = 0;
    for (int gr = 0; gr < groups; gr++) {
      if (res[gr] != host_sum[gr]) bad++;
      t += res[gr];
    }
    EXPECT(bad == 0, "%s: %d of %d group sums wrong", names[v], bad, groups);
    printf("%s: groups %d total %lld first %d last %d\n", names[v], groups, t, res[0], res[groups - 1]);
    CHECK(clReleaseKernel(k));
  }

  /* Two __local arguments; a smaller work-group (64) to vary the local size. */
  {
    cl_kernel k = ocl_kernel(prog, "minmax");
    size_t l64 = 64;
    int groups64 = N / 64;
    cl_mem mm = ocl_buffer(&env, CL_MEM_READ_WRITE, groups64 * sizeof(cl_int2), NULL);
    CHECK(clSetKernelArg(k, 0, sizeof bin, &bin));
    CHECK(clSetKernelArg(k, 1, sizeof mm, &mm));
    CHECK(clSetKernelArg(k, 2, 64 * sizeof(int), NULL));
    CHECK(clSetKernelArg(k, 3, 64 * sizeof(int), NULL));
    CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l64, 0, NULL, NULL));
    cl_int2 *res = malloc(groups64 * sizeof(cl_int2));
    CHECK(clEnqueueReadBuffer(env.queue, mm, CL_TRUE, 0, groups64 * sizeof(cl_int2), res, 0, NULL, NULL));
    int bad = 0;
    long long smin = 0, smax = 0;
    for (int gr = 0; gr < groups64; gr++) {
      int mn = in[gr * 64], mx = in[gr * 64];
      for (int i = 0; i < 64; i++) {
        int v = in[gr * 64 + i];
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
      }
      if (res[gr].s[0] != mn || res[gr].s[1] != mx) bad++;
      smin += res[gr].s[0];
      smax += res[gr].s[1];
    }
    EXPECT(bad == 0, "minmax: %d groups wrong", bad);
    printf("minmax: sum_of_mins %lld sum_of_maxes %lld\n", smin, smax);
    free(res);
    CHECK(clReleaseMemObject(mm));
    CHECK(clReleaseKernel(k));
  }

  /* Reversal within groups of 256 floats. */
  {
    cl_kernel k = ocl_kernel(prog, "reverse");
    static float f[N], r[N];
    for (int i = 0; i < N; i++) f[i] = (float)i * 0.5f;
    cl_mem fin = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof f, f);
    cl_mem fout = ocl_buffer(&env, CL_MEM_WRITE_ONLY, sizeof f, NULL);
    size_t l256 = 256;
    CHECK(clSetKernelArg(k, 0, sizeof fin, &fin));
    CHECK(clSetKernelArg(k, 1, sizeof fout, &fout));
    CHECK(clSetKernelArg(k, 2, 256 * sizeof(float), NULL));
    CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l256, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, fout, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
    int bad = 0;
    for (int i = 0; i < N; i++) {
      int base = i / 256 * 256;
      if (r[i] != f[base + 255 - (i - base)]) bad++;
    }
    EXPECT(bad == 0, "reverse: %d elements wrong", bad);
    printf("reverse: r[0] %.1f r[255] %.1f r[256] %.1f\n", r[0], r[255], r[256]);
    CHECK(clReleaseMemObject(fin));
    CHECK(clReleaseMemObject(fout));
    CHECK(clReleaseKernel(k));
  }
  printf("host_total: %lld\n", total);
  CHECK(clReleaseMemObject(bin));
  CHECK(clReleaseMemObject(bout));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
