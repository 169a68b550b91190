/* Build options: -D NAME=VALUE (several, one a float, one a bare -D NAME), -D with a space
 * ("-D NAME=VALUE" and "-DNAME=VALUE" forms), -cl-fast-relaxed-math (defines
 * __FAST_RELAXED_MATH__), -cl-mad-enable, -cl-opt-disable, -w and -Werror accepted;
 * CL_PROGRAM_BUILD_OPTIONS reports them; results agree with the host within the precision the
 * option allows. The math kernel sticks to sqrt, rsqrt, fma and native_exp2: gfxsim cc has no
 * full-precision exp/log/sin/cos yet (README). */
#include "ocl_test.h"

#include <math.h>

static const char *SRC =
    "#ifndef SCALE\n"
    "#error SCALE must be defined with -D\n"
    "#endif\n"
    "__kernel void opts(__global const float* x, __global float* y, __global int* flags) {\n"
    "  size_t i = get_global_id(0);\n"
    "  y[i] = x[i] * SCALE + OFFSET;\n"
    "  if (i == 0) {\n"
    "#ifdef FLAG\n"
    "    flags[0] = 1;\n"
    "#else\n"
    "    flags[0] = 0;\n"
    "#endif\n"
    "#ifdef __FAST_RELAXED_MATH__\n"
    "    flags[1] = 1;\n"
    "#else\n"
    "    flags[1] = 0;\n"
    "#endif\n"
    "    flags[2] = ITERS;\n"
    "  }\n"
    "}\n"
    "__kernel void math(__global const float* x, __global float* y) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float v = x[i];\n"
    "  y[i] = sqrt(v) / (v + 1.0f) + rsqrt(v + 1.0f) + fma(v, 1.5f, 0.25f) + native_exp2(-v);\n"
    "}\n";

#define N 2048

typedef struct {
  const char *label;
  const char *options;
  float scale, offset;
  int flag, relaxed, iters;
  float tol; /* relative tolerance for the math kernel (native_exp2 has no fixed precision) */
} variant;

static const variant VARIANTS[] = {
    {"defines", "-D SCALE=3 -DOFFSET=0.5f -D ITERS=7", 3.0f, 0.5f, 0, 0, 7, 1e-4f},
    {"bare_define", "-DSCALE=2 -D OFFSET=-1.0f -D FLAG -D ITERS=1", 2.0f, -1.0f, 1, 0, 1, 1e-4f},
    {"fast_relaxed_math", "-cl-fast-relaxed-math -D SCALE=1.5f -D OFFSET=2 -D ITERS=3", 1.5f, 2.0f, 0, 1, 3, 1e-3f},
    {"mad_enable", "-cl-mad-enable -D SCALE=4 -D OFFSET=0 -D ITERS=4", 4.0f, 0.0f, 0, 0, 4, 1e-4f},
    {"opt_disable", "-cl-opt-disable -w -D SCALE=5 -D OFFSET=1 -D ITERS=5", 5.0f, 1.0f, 0, 0, 5, 1e-4f},
    {"werror_denorms", "-Werror -cl-denorms-are-zero -D SCALE=6 -D OFFSET=2 -D ITERS=6", 6.0f, 2.0f, 0, 0, 6, 1e-4f},
};

int main(void) {
  ocl_env env = ocl_setup("build_options", 0);
  static float x[N], y[N];
  for (int i = 0; i < N; i++) x[i] = (float)i / 128.0f;
  cl_mem bx = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof x, x);
  cl_mem by = ocl_buffer(&env, CL_MEM_READ_WRITE, sizeof y, NULL);
  cl_mem bf = ocl_buffer(&env, CL_MEM_READ_WRITE, 3 * sizeof(int), NULL);
  size_t g = N;
  for (size_t v = 0; v < sizeof VARIANTS / sizeof VARIANTS[0]; v++) {
    const variant *V = &VARIANTS[v];
    cl_program p = ocl_build(&env, SRC, V->options);
    char opts[512] = {0};
    CHECK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_OPTIONS, sizeof opts - 1, opts, NULL));
    /* Implementations rewrite some options (PoCL turns -cl-denorms-are-zero into a clang
     * flag): only the -D definitions must be there as given. */
    char want_def[32];
    snprintf(want_def, sizeof want_def, "SCALE=%.*s", (int)strcspn(strstr(V->options, "SCALE=") + 6, " "),
             strstr(V->options, "SCALE=") + 6);
    EXPECT(strstr(opts, want_def) != NULL, "%s: CL_PROGRAM_BUILD_OPTIONS '%s' lacks '%s'", V->label, opts, want_def);
    cl_kernel k = ocl_kernel(p, "opts");
    CHECK(clSetKernelArg(k, 0, sizeof bx, &bx));
    CHECK(clSetKernelArg(k, 1, sizeof by, &by));
    CHECK(clSetKernelArg(k, 2, sizeof bf, &bf));
    CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
    int flags[3];
    CHECK(clEnqueueReadBuffer(env.queue, by, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, bf, CL_TRUE, 0, sizeof flags, flags, 0, NULL, NULL));
    int bad = 0;
    double s = 0;
    for (int i = 0; i < N; i++) {
      float want = x[i] * V->scale + V->offset; /* exact for these values */
      if (y[i] != want) bad++;
      s += y[i];
    }
    EXPECT(bad == 0, "%s: %d wrong results of x*SCALE+OFFSET", V->label, bad);
    EXPECT(flags[0] == V->flag && flags[1] == V->relaxed && flags[2] == V->iters,
           "%s: FLAG %d __FAST_RELAXED_MATH__ %d ITERS %d, expected %d %d %d", V->label, flags[0],
           flags[1], flags[2], V->flag, V->relaxed, V->iters);

    cl_kernel km = ocl_kernel(p, "math");
    CHECK(clSetKernelArg(km, 0, sizeof bx, &bx));
    CHECK(clSetKernelArg(km, 1, sizeof by, &by));
    CHECK(clEnqueueNDRangeKernel(env.queue, km, 1, NULL, &g, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(env.queue, by, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL));
    int mbad = 0;
    float worst = 0;
    for (int i = 0; i < N; i++) {
      double v = x[i];
      double want = sqrt(v) / (v + 1.0) + 1.0 / sqrt(v + 1.0) + v * 1.5 + 0.25 + exp2(-v);
      double rel = fabs(y[i] - want) / fmax(1.0, fabs(want));
      if (rel > V->tol) mbad++;
      if (rel > worst) worst = (float)rel;
    }
    EXPECT(mbad == 0, "%s: %d math results beyond relative %g (worst %g)", V->label, mbad, V->tol, worst);
    fprintf(stderr, "build_options: %s: worst relative math error %g\n", V->label, worst);
    printf("%s: sum %.4f flags %d %d %d math_ok %d\n", V->label, s, flags[0], flags[1], flags[2], mbad == 0);
    CHECK(clReleaseKernel(k));
    CHECK(clReleaseKernel(km));
    CHECK(clReleaseProgram(p));
  }
  /* Without SCALE the #error fires. */
  {
    cl_int err;
    const char *src = SRC;
    cl_program p = clCreateProgramWithSource(env.context, 1, &src, NULL, &err);
    CHECK_ERR(err, "clCreateProgramWithSource");
    cl_int berr = clBuildProgram(p, 1, &env.device, "-D OFFSET=0 -D ITERS=0", NULL, NULL);
    EXPECT(berr == CL_BUILD_PROGRAM_FAILURE, "missing -D SCALE: clBuildProgram returned %s", ocl_err_name(berr));
    printf("missing_define: build_failure %d\n", berr == CL_BUILD_PROGRAM_FAILURE);
    CHECK(clReleaseProgram(p));
  }
  CHECK(clReleaseMemObject(bx));
  CHECK(clReleaseMemObject(by));
  CHECK(clReleaseMemObject(bf));
  ocl_teardown(&env);
  return ocl_finish();
}
