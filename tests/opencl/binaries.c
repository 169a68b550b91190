/* Program binaries: build from source, save CL_PROGRAM_BINARIES (via CL_PROGRAM_BINARY_SIZES),
 * create a second program with clCreateProgramWithBinary from those bytes (as an application
 * with an on-disk cache does), build it, run both, compare. Also: the binary's
 * CL_PROGRAM_BINARY_TYPE is an executable, kernel names survive, and a garbage binary is
 * rejected with CL_INVALID_BINARY (from the call or its binary_status). */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void poly(__global const float* x, __global float* y, float a, float b) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float v = x[i];\n"
    "  y[i] = (a * v + b) * v - 1.0f;\n"
    "}\n"
    "__kernel void iota(__global int* p, int start) { p[get_global_id(0)] = start + (int)get_global_id(0); }\n";

#define N 4096

static void run(ocl_env *env, cl_program p, cl_mem x, cl_mem y, float *out) {
  cl_kernel k = ocl_kernel(p, "poly");
  float a = 0.25f, b = -2.0f;
  size_t g = N;
  CHECK(clSetKernelArg(k, 0, sizeof x, &x));
  CHECK(clSetKernelArg(k, 1, sizeof y, &y));
  CHECK(clSetKernelArg(k, 2, sizeof a, &a));
  CHECK(clSetKernelArg(k, 3, sizeof b, &b));
  CHECK(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env->queue, y, CL_TRUE, 0, N * sizeof(float), out, 0, NULL, NULL));
  CHECK(clReleaseKernel(k));
}

int main(void) {
  ocl_env env = ocl_setup("binaries", 0);
  cl_int err;
  cl_program src_prog = ocl_build(&env, SRC, "");
  size_t bin_size = 0;
  CHECK(clGetProgramInfo(src_prog, CL_PROGRAM_BINARY_SIZES, sizeof bin_size, &bin_size, NULL));
  EXPECT(bin_size > 0, "CL_PROGRAM_BINARY_SIZES is 0");
  unsigned char *bin = malloc(bin_size);
  unsigned char *bins[1] = {bin};
  CHECK(clGetProgramInfo(src_prog, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL));
  fprintf(stderr, "binaries: binary of %zu bytes\n", bin_size);

  /* Recreate from the saved bytes (a copy, as if read back from a file). */
  unsigned char *copy = malloc(bin_size);
  memcpy(copy, bin, bin_size);
  const unsigned char *cbins[1] = {copy};
  cl_int bstatus = -99;
  cl_program bin_prog = clCreateProgramWithBinary(env.context, 1, &env.device, &bin_size, cbins, &bstatus, &err);
  CHECK_ERR(err, "clCreateProgramWithBinary");
  EXPECT(bstatus == CL_SUCCESS, "binary_status %s", ocl_err_name(bstatus));
  CHECK(clBuildProgram(bin_prog, 1, &env.device, "", NULL, NULL));
  cl_program_binary_type bt = 0;
  CHECK(clGetProgramBuildInfo(bin_prog, env.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
  EXPECT(bt == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "binary type after build 0x%x", (unsigned)bt);
  size_t nk = 0;
  CHECK(clGetProgramInfo(bin_prog, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
  char names[256] = {0};
  CHECK(clGetProgramInfo(bin_prog, CL_PROGRAM_KERNEL_NAMES, sizeof names - 1, names, NULL));
  /* The order of the names is the implementation's: check membership. */
  EXPECT(nk == 2 && strstr(names, "poly") && strstr(names, "iota"), "kernels from the binary: %zu '%s'", nk, names);
  printf("binary_program: kernels %zu\n", nk);

  static float x[N], y1[N], y2[N];
  for (int i = 0; i < N; i++) x[i] = (float)(i - N / 2) / 64.0f;
  cl_mem bx = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof x, x);
  cl_mem by = ocl_buffer(&env, CL_MEM_READ_WRITE, sizeof x, NULL);
  run(&env, src_prog, bx, by, y1);
  run(&env, bin_prog, bx, by, y2);
  int bad = 0, differ = 0;
  double s = 0;
  for (int i = 0; i < N; i++) {
    float v = x[i], want = (0.25f * v - 2.0f) * v - 1.0f;
    float d = y1[i] - want;
    if ((d < 0 ? -d : d) > 1e-5f * (1.0f + (want < 0 ? -want : want))) bad++;
    if (y1[i] != y2[i]) differ++; /* the same code: bit-identical */
    s += y2[i];
  }
  EXPECT(bad == 0, "source program: %d wrong results", bad);
  EXPECT(differ == 0, "binary program: %d results differ from the source program's", differ);
  printf("results: sum %.3f y[0] %.4f y[%d] %.4f\n", s, y2[0], N - 1, y2[N - 1]);

  /* A binary that is not one. */
  unsigned char junk[64];
  for (int i = 0; i < 64; i++) junk[i] = (unsigned char)(i * 13 + 7);
  const unsigned char *jb[1] = {junk};
  size_t jsize = sizeof junk;
  cl_int jstatus = CL_SUCCESS;
  cl_program jp = clCreateProgramWithBinary(env.context, 1, &env.device, &jsize, jb, &jstatus, &err);
  int rejected = err == CL_INVALID_BINARY || jstatus == CL_INVALID_BINARY;
  if (!rejected && jp) /* some implementations defer the check to the build */
    rejected = clBuildProgram(jp, 1, &env.device, "", NULL, NULL) != CL_SUCCESS;
  EXPECT(rejected, "a 64-byte garbage binary was accepted (err %s, status %s)", ocl_err_name(err),
         ocl_err_name(jstatus));
  printf("garbage_binary: rejected %d\n", rejected);
  if (jp) CHECK(clReleaseProgram(jp));

  free(bin);
  free(copy);
  CHECK(clReleaseMemObject(bx));
  CHECK(clReleaseMemObject(by));
  CHECK(clReleaseProgram(src_prog));
  CHECK(clReleaseProgram(bin_prog));
  ocl_teardown(&env);
  return ocl_finish();
}
