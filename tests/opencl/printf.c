/* printf in kernels: the kernel's output reaches the program's standard output by the time
 * clFinish returns. The program captures its own stdout (file descriptor 1) in a temporary
 * file around the kernel, checks every expected line is there once (work-items print in any
 * order, so the lines are sorted), then prints them sorted. */
#define _POSIX_C_SOURCE 200809L /* dup, fileno under -std=c11 */
#include "ocl_test.h"

#include <unistd.h>

static const char *SRC =
    "__kernel void say(__global const int* v) {\n"
    "  int i = (int)get_global_id(0);\n"
    "  printf(\"item %d value %d hex %x float %.2f char %c str %s\\n\", i, v[i], v[i], (float)v[i] / 4.0f, 'A' + i, \"ok\");\n"
    "  if (i == 0) printf(\"vector %v4hld long %ld\\n\", (int4)(1, 2, 3, 4), (long)1 << 40);\n"
    "}\n";

#define N 8

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void) {
  ocl_env env = ocl_setup("printf", 0);
  cl_program p = ocl_build(&env, SRC, "");
  cl_kernel k = ocl_kernel(p, "say");
  int v[N];
  for (int i = 0; i < N; i++) v[i] = i * 10 + 3;
  cl_mem bv = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof v, v);
  CHECK(clSetKernelArg(k, 0, sizeof bv, &bv));

  /* Send fd 1 to a temporary file while the kernel runs. */
  fflush(stdout);
  FILE *cap = tmpfile();
  if (!cap) {
    printf("FAIL: tmpfile\n");
    return 1;
  }
  int saved = dup(1);
  dup2(fileno(cap), 1);
  size_t g = N;
  cl_int e1 = clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, NULL, 0, NULL, NULL);
  cl_int e2 = clFinish(env.queue);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  CHECK(e1);
  CHECK(e2);

  rewind(cap);
  char *lines[64];
  int n = 0;
  char buf[512];
  while (n < 64 && fgets(buf, sizeof buf, cap)) {
    buf[strcspn(buf, "\n")] = 0;
    lines[n++] = strdup(buf);
  }
  fclose(cap);
  qsort(lines, n, sizeof lines[0], cmp);
  /* The expected lines. */
  char *want[N + 1];
  for (int i = 0; i < N; i++) {
    snprintf(buf, sizeof buf, "item %d value %d hex %x float %.2f char %c str ok", i, v[i], v[i],
             (float)v[i] / 4.0f, 'A' + i);
    want[i] = strdup(buf);
  }
  want[N] = strdup("vector 1,2,3,4 long 1099511627776");
  qsort(want, N + 1, sizeof want[0], cmp);
  EXPECT(n == N + 1, "captured %d lines, expected %d", n, N + 1);
  for (int i = 0; i < n && i < N + 1; i++)
    EXPECT(strcmp(lines[i], want[i]) == 0, "line %d: '%s', expected '%s'", i, lines[i], want[i]);
  for (int i = 0; i < n; i++) printf("captured: %s\n", lines[i]);
  for (int i = 0; i < n; i++) free(lines[i]);
  for (int i = 0; i < N + 1; i++) free(want[i]);
  CHECK(clReleaseMemObject(bv));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(p));
  ocl_teardown(&env);
  return ocl_finish();
}
