/* Build errors: a kernel with a syntax error on line 3 and one with an undeclared identifier on
 * line 4 make clBuildProgram return CL_BUILD_PROGRAM_FAILURE, CL_PROGRAM_BUILD_STATUS is
 * CL_BUILD_ERROR, the log is not empty and names the line (wording differs between compilers,
 * so only whether it does is printed), clCreateKernel on the failed program returns
 * CL_INVALID_PROGRAM_EXECUTABLE, an unknown kernel name gives CL_INVALID_KERNEL_NAME, and the
 * context still builds and runs a good program afterwards. */
#include "ocl_test.h"

static const char *SYNTAX =
    "__kernel void broken(__global int* p) {\n"
    "  int x = 1;\n"
    "  p[0] = x +* ;\n"
    "}\n";

static const char *UNDECLARED =
    "__kernel void broken2(__global int* p) {\n"
    "  int x = 1;\n"
    "  p[0] = x;\n"
    "  p[1] = no_such_variable;\n"
    "}\n";

static const char *GOOD = "__kernel void ok(__global int* p) { p[get_global_id(0)] = 42; }\n";

/* Whether the log names `line` the way compilers do: ":LINE:" (file:line:col) or "line LINE". */
static int mentions_line(const char *log, int line) {
  char a[32], b[32];
  snprintf(a, sizeof a, ":%d:", line);
  snprintf(b, sizeof b, "line %d", line);
  return strstr(log, a) != NULL || strstr(log, b) != NULL;
}

static void check_failing(ocl_env *env, const char *name, const char *src, int line, const char *kname) {
  cl_int err;
  ocl_dump_source(src, "");
  cl_program p = clCreateProgramWithSource(env->context, 1, &src, NULL, &err);
  CHECK_ERR(err, "clCreateProgramWithSource");
  EXPECT_ERR(CL_BUILD_PROGRAM_FAILURE, clBuildProgram(p, 1, &env->device, "", NULL, NULL));
  cl_build_status bs = 0;
  CHECK(clGetProgramBuildInfo(p, env->device, CL_PROGRAM_BUILD_STATUS, sizeof bs, &bs, NULL));
  EXPECT(bs == CL_BUILD_ERROR, "%s: build status %d, expected CL_BUILD_ERROR", name, bs);
  char *log = ocl_build_log(p, env->device);
  int has_log = strlen(log) > 0, has_line = mentions_line(log, line);
  EXPECT(has_log, "%s: empty build log", name);
  EXPECT(has_line, "%s: the build log does not name line %d:\n%s", name, line, log);
  fprintf(stderr, "build_errors: %s log:\n%s\n", name, log);
  printf("%s: build_failure 1 log_nonempty %d log_names_line_%d %d\n", name, has_log, line, has_line);
  cl_kernel k = clCreateKernel(p, kname, &err);
  EXPECT(k == NULL && err == CL_INVALID_PROGRAM_EXECUTABLE,
         "%s: clCreateKernel on a failed program returned %s", name, ocl_err_name(err));
  free(log);
  CHECK(clReleaseProgram(p));
}

int main(void) {
  ocl_env env = ocl_setup("build_errors", 0);
  check_failing(&env, "syntax_error", SYNTAX, 3, "broken");
  check_failing(&env, "undeclared_identifier", UNDECLARED, 4, "broken2");

  /* The context still works. */
  cl_program p = ocl_build(&env, GOOD, "");
  cl_int err;
  cl_kernel nk = clCreateKernel(p, "not_there", &err);
  EXPECT(nk == NULL && err == CL_INVALID_KERNEL_NAME, "unknown kernel name: %s", ocl_err_name(err));
  cl_build_status bs = 0;
  CHECK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof bs, &bs, NULL));
  EXPECT(bs == CL_BUILD_SUCCESS, "good program: build status %d", bs);
  cl_kernel k = ocl_kernel(p, "ok");
  cl_mem m = ocl_buffer(&env, CL_MEM_READ_WRITE, 64 * sizeof(int), NULL);
  size_t g = 64;
  CHECK(clSetKernelArg(k, 0, sizeof m, &m));
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  int r[64];
  CHECK(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
  int bad = 0;
  for (int i = 0; i < 64; i++) bad += r[i] != 42;
  EXPECT(bad == 0, "good program after failures: %d wrong", bad);
  printf("good_program_after_errors: ok %d\n", bad == 0);
  CHECK(clReleaseMemObject(m));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(p));
  ocl_teardown(&env);
  return ocl_finish();
}
