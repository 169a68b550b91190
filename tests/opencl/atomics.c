/* Atomics on global and local memory: atomic_add, atomic_sub, atomic_inc, atomic_dec,
 * atomic_xchg, atomic_cmpxchg (a CAS loop and a claim-once protocol), atomic_min/max on int
 * and uint, and atomic_and/or/xor. Every result is order-independent, so it is checked exactly. */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void global_ops(__global const int* in, __global int* c, __global uint* u) {\n"
    "  int v = in[get_global_id(0)];\n"
    "  atomic_add(&c[0], v);\n"
    "  atomic_sub(&c[1], v);\n"
    "  atomic_inc(&c[2]);\n"
    "  atomic_dec(&c[3]);\n"
    "  atomic_min(&c[4], v);\n"
    "  atomic_max(&c[5], v);\n"
    "  atomic_min(&u[0], (uint)v);\n"
    "  atomic_max(&u[1], (uint)v);\n"
    "  atomic_or(&u[2], 1u << (get_global_id(0) % 32));\n"
    "  atomic_and(&u[3], ~(1u << (get_global_id(0) % 31)));\n"
    "  atomic_xor(&u[4], (uint)v);\n"
    "  /* A CAS loop that adds v*3, as code emulating a missing atomic does. */\n"
    "  int old = c[6], seen;\n"
    "  while ((seen = atomic_cmpxchg(&c[6], old, old + 3 * v)) != old) old = seen;\n"
    "}\n"
    "/* Each work-item tries to claim slot gid % nslots; exactly one per slot wins. */\n"
    "__kernel void claim(__global int* slots, __global int* wins, int nslots) {\n"
    "  int g = (int)get_global_id(0);\n"
    "  if (atomic_cmpxchg(&slots[g % nslots], 0, g + 1) == 0) atomic_inc(&wins[0]);\n"
    "  atomic_xchg(&wins[1], 7);\n"
    "}\n"
    "/* A per-group histogram in local memory, merged into the global one. */\n"
    "__kernel void local_hist(__global const int* in, __global int* hist, __global int* gstats) {\n"
    "  __local int h[16];\n"
    "  __local int lmin, lmax, lcount, lsum;\n"
    "  size_t l = get_local_id(0);\n"
    "  if (l < 16) h[l] = 0;\n"
    "  if (l == 0) { lmin = 0x7fffffff; lmax = (int)0x80000000; lcount = 0; lsum = 0; }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  int v = in[get_global_id(0)];\n"
    "  atomic_inc(&h[v & 15]);\n"
    "  atomic_min(&lmin, v);\n"
    "  atomic_max(&lmax, v);\n"
    "  atomic_add(&lsum, v);\n"
    "  int old = lcount, seen;\n"
    "  while ((seen = atomic_cmpxchg(&lcount, old, old + 1)) != old) old = seen;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (l < 16) atomic_add(&hist[l], h[l]);\n"
    "  if (l == 0) {\n"
    "    atomic_add(&gstats[0], lcount);\n"
    "    atomic_add(&gstats[1], lsum);\n"
    "    atomic_min(&gstats[2], lmin);\n"
    "    atomic_max(&gstats[3], lmax);\n"
    "  }\n"
    "}\n";

#define N 6144

int main(void) {
  ocl_env env = ocl_setup("atomics", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  static int in[N];
  for (int i = 0; i < N; i++) in[i] = (int)((i * 2246822519u) >> 18) - 8000;
  cl_mem bin = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in);
  size_t g = N, l = 64;

  /* Global atomics. */
  int c[7] = {10, 20, 0, 100, 0x7fffffff, (int)0x80000000, 5};
  cl_uint u[5] = {0xffffffffu, 0, 0, 0xffffffffu, 0x5a5a5a5au};
  cl_mem bc = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof c, c);
  cl_mem bu = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof u, u);
  cl_kernel k = ocl_kernel(prog, "global_ops");
  CHECK(clSetKernelArg(k, 0, sizeof bin, &bin));
  CHECK(clSetKernelArg(k, 1, sizeof bc, &bc));
  CHECK(clSetKernelArg(k, 2, sizeof bu, &bu));
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  int rc_[7];
  cl_uint ru[5];
  CHECK(clEnqueueReadBuffer(env.queue, bc, CL_TRUE, 0, sizeof rc_, rc_, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env.queue, bu, CL_TRUE, 0, sizeof ru, ru, 0, NULL, NULL));
  /* Host reference, with wrap-around arithmetic done in unsigned. */
  cl_uint add = 10, sub = 20, cas = 5, umin = 0xffffffffu, umax = 0, uor = 0, uand = 0xffffffffu,
          uxor = 0x5a5a5a5au;
  int imin = 0x7fffffff, imax = (int)0x80000000;
  for (int i = 0; i < N; i++) {
    add += (cl_uint)in[i];
    sub -= (cl_uint)in[i];
    cas += 3u * (cl_uint)in[i];
    imin = in[i] < imin ? in[i] : imin;
    imax = in[i] > imax ? in[i] : imax;
    umin = (cl_uint)in[i] < umin ? (cl_uint)in[i] : umin;
    umax = (cl_uint)in[i] > umax ? (cl_uint)in[i] : umax;
    uor |= 1u << (i % 32);
    uand &= ~(1u << (i % 31));
    uxor ^= (cl_uint)in[i];
  }
  int want_c[7] = {(int)add, (int)sub, N, 100 - N, imin, imax, (int)cas};
  cl_uint want_u[5] = {umin, umax, uor, uand, uxor};
  const char *cn[7] = {"add", "sub", "inc", "dec", "min", "max", "cas_loop"};
  const char *un[5] = {"umin", "umax", "or", "and", "xor"};
  for (int i = 0; i < 7; i++) {
    EXPECT(rc_[i] == want_c[i], "global atomic_%s: %d, expected %d", cn[i], rc_[i], want_c[i]);
    printf("global_%s: %d\n", cn[i], rc_[i]);
  }
  for (int i = 0; i < 5; i++) {
    EXPECT(ru[i] == want_u[i], "global atomic_%s: 0x%08x, expected 0x%08x", un[i], ru[i], want_u[i]);
    printf("global_%s: 0x%08x\n", un[i], ru[i]);
  }

  /* cmpxchg claim-once and xchg. */
  {
    int nslots = 500;
    cl_kernel kc = ocl_kernel(prog, "claim");
    int *slots = calloc(nslots, sizeof(int));
    int wins[2] = {0, 0};
    cl_mem bs = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, nslots * sizeof(int), slots);
    cl_mem bw = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof wins, wins);
    CHECK(clSetKernelArg(kc, 0, sizeof bs, &bs));
    CHECK(clSetKernelArg(kc, 1, sizeof bw, &bw));
    CHECK(clSetKernelArg(kc, 2, sizeof nslots, &nslots));
    CHECK(clEnqueueNDRangeKernel(env.queue, kc, 1, NULL, &g, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, bs, CL_TRUE, 0, nslots * sizeof(int), slots, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, bw, CL_TRUE, 0, sizeof wins, wins, 0, NULL, NULL));
    int bad = 0;
    for (int s = 0; s < nslots; s++)
      if (slots[s] < 1 || (slots[s] - 1) % nslots != s) bad++; /* the winner's id maps to its slot */
    EXPECT(bad == 0, "claim: %d slots hold no valid winner", bad);
    EXPECT(wins[0] == nslots, "claim: %d winners, expected %d", wins[0], nslots);
    EXPECT(wins[1] == 7, "atomic_xchg left %d", wins[1]);
    printf("claim: winners %d xchg %d\n", wins[0], wins[1]);
    free(slots);
    CHECK(clReleaseMemObject(bs));
    CHECK(clReleaseMemObject(bw));
    CHECK(clReleaseKernel(kc));
  }

  /* Local atomics. */
  {
    cl_kernel kh = ocl_kernel(prog, "local_hist");
    int hist[16] = {0}, gstats[4] = {0, 0, 0x7fffffff, (int)0x80000000};
    cl_mem bh = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof hist, hist);
    cl_mem bg = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof gstats, gstats);
    size_t l128 = 128;
    CHECK(clSetKernelArg(kh, 0, sizeof bin, &bin));
    CHECK(clSetKernelArg(kh, 1, sizeof bh, &bh));
    CHECK(clSetKernelArg(kh, 2, sizeof bg, &bg));
    CHECK(clEnqueueNDRangeKernel(env.queue, kh, 1, NULL, &g, &l128, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, bh, CL_TRUE, 0, sizeof hist, hist, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, bg, CL_TRUE, 0, sizeof gstats, gstats, 0, NULL, NULL));
    int want_h[16] = {0};
    for (int i = 0; i < N; i++) want_h[in[i] & 15]++;
    int bad = 0;
    for (int i = 0; i < 16; i++)
      if (hist[i] != want_h[i]) bad++;
    EXPECT(bad == 0, "local histogram: %d bins wrong", bad);
    EXPECT(gstats[0] == N, "local cas count %d, expected %d", gstats[0], N);
    EXPECT(gstats[1] == (int)(add - 10), "local sum %d, expected %d", gstats[1], (int)(add - 10));
    EXPECT(gstats[2] == imin && gstats[3] == imax, "local min/max %d %d, expected %d %d", gstats[2],
           gstats[3], imin, imax);
    printf("local_hist:");
    for (int i = 0; i < 16; i++) printf(" %d", hist[i]);
    printf("\nlocal_stats: count %d sum %d min %d max %d\n", gstats[0], gstats[1], gstats[2], gstats[3]);
    CHECK(clReleaseMemObject(bh));
    CHECK(clReleaseMemObject(bg));
    CHECK(clReleaseKernel(kh));
  }

  CHECK(clReleaseMemObject(bin));
  CHECK(clReleaseMemObject(bc));
  CHECK(clReleaseMemObject(bu));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
