/* Profiling events: a queue with CL_QUEUE_PROFILING_ENABLE; for a kernel, a write, a read, a
 * copy, a fill and a map, CL_PROFILING_COMMAND_QUEUED <= SUBMIT <= START <= END, commands of the
 * in-order queue start no earlier than the previous one ended, and a queue without profiling
 * answers CL_PROFILING_INFO_NOT_AVAILABLE. The times themselves go to stderr only. */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void work(__global float* p, int iters) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float x = p[i];\n"
    "  for (int k = 0; k < iters; k++) x = x * 0.999f + 0.5f;\n"
    "  p[i] = x;\n"
    "}\n";

#define N 2048

static cl_ulong prof(cl_event e, cl_profiling_info what) {
  cl_ulong t = 0;
  CHECK(clGetEventProfilingInfo(e, what, sizeof t, &t, NULL));
  return t;
}

int main(void) {
  ocl_env env = ocl_setup("profiling", CL_QUEUE_PROFILING_ENABLE);
  cl_program prog = ocl_build(&env, SRC, "");
  cl_kernel k = ocl_kernel(prog, "work");
  cl_command_queue_properties qp = 0;
  CHECK(clGetCommandQueueInfo(env.queue, CL_QUEUE_PROPERTIES, sizeof qp, &qp, NULL));
  EXPECT(qp & CL_QUEUE_PROFILING_ENABLE, "queue properties 0x%llx lack profiling", (unsigned long long)qp);

  static float host[N], back[N];
  for (int i = 0; i < N; i++) host[i] = (float)(i % 100);
  cl_mem a = ocl_buffer(&env, CL_MEM_READ_WRITE, sizeof host, NULL);
  cl_mem b = ocl_buffer(&env, CL_MEM_READ_WRITE, sizeof host, NULL);
  enum { WRITE, KERNEL, COPY, FILL, READ, MAP, NEV };
  const char *names[NEV] = {"write", "kernel", "copy", "fill", "read", "map"};
  cl_event ev[NEV];
  int iters = 50;
  size_t g = N;
  CHECK(clEnqueueWriteBuffer(env.queue, a, CL_FALSE, 0, sizeof host, host, 0, NULL, &ev[WRITE]));
  CHECK(clSetKernelArg(k, 0, sizeof a, &a));
  CHECK(clSetKernelArg(k, 1, sizeof iters, &iters));
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, NULL, 0, NULL, &ev[KERNEL]));
  CHECK(clEnqueueCopyBuffer(env.queue, a, b, 0, 0, sizeof host, 0, NULL, &ev[COPY]));
  float zero = 0.0f;
  CHECK(clEnqueueFillBuffer(env.queue, a, &zero, sizeof zero, 0, sizeof host, 0, NULL, &ev[FILL]));
  CHECK(clEnqueueReadBuffer(env.queue, b, CL_FALSE, 0, sizeof back, back, 0, NULL, &ev[READ]));
  cl_int err;
  float *m = clEnqueueMapBuffer(env.queue, a, CL_FALSE, CL_MAP_READ, 0, sizeof host, 0, NULL, &ev[MAP], &err);
  CHECK_ERR(err, "clEnqueueMapBuffer");
  CHECK(clWaitForEvents(NEV, ev));

  cl_ulong prev_end = 0;
  for (int e = 0; e < NEV; e++) {
    cl_ulong q = prof(ev[e], CL_PROFILING_COMMAND_QUEUED), s = prof(ev[e], CL_PROFILING_COMMAND_SUBMIT),
             st = prof(ev[e], CL_PROFILING_COMMAND_START), en = prof(ev[e], CL_PROFILING_COMMAND_END);
    EXPECT(q <= s && s <= st && st <= en, "%s: QUEUED %llu SUBMIT %llu START %llu END %llu not ordered",
           names[e], (unsigned long long)q, (unsigned long long)s, (unsigned long long)st,
           (unsigned long long)en);
    EXPECT(q != 0 && en != 0, "%s: zero timestamps", names[e]);
    /* In-order queue: a command starts after the previous one ended. */
    EXPECT(st >= prev_end, "%s: START %llu before the previous command's END %llu", names[e],
           (unsigned long long)st, (unsigned long long)prev_end);
    prev_end = en;
    fprintf(stderr, "profiling: %-6s queued->end %llu ns, run %llu ns\n", names[e],
            (unsigned long long)(en - q), (unsigned long long)(en - st));
    printf("%s: ordered %d\n", names[e], q <= s && s <= st && st <= en);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    float x = host[i];
    for (int t = 0; t < iters; t++) x = x * 0.999f + 0.5f;
    /* The device may contract x * 0.999f + 0.5f into an FMA: compare with a tolerance. */
    float d = back[i] - x;
    if (d < 0) d = -d;
    if (d > 1e-4f * (x < 0 ? -x : x) + 1e-6f) bad++;
    if (m[i] != 0.0f) bad++;
  }
  EXPECT(bad == 0, "%d wrong results", bad);
  CHECK(clEnqueueUnmapMemObject(env.queue, a, m, 0, NULL, NULL));
  printf("results: checked %d\n", N);
  for (int e = 0; e < NEV; e++) CHECK(clReleaseEvent(ev[e]));

  /* A queue without profiling. */
  cl_command_queue q2 = clCreateCommandQueue(env.context, env.device, 0, &err);
  CHECK_ERR(err, "clCreateCommandQueue");
  cl_event e2;
  CHECK(clEnqueueNDRangeKernel(q2, k, 1, NULL, &g, NULL, 0, NULL, &e2));
  CHECK(clWaitForEvents(1, &e2));
  cl_ulong t = 0;
  EXPECT_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
             clGetEventProfilingInfo(e2, CL_PROFILING_COMMAND_START, sizeof t, &t, NULL));
  printf("no_profiling_queue: CL_PROFILING_INFO_NOT_AVAILABLE checked\n");
  CHECK(clReleaseEvent(e2));
  CHECK(clReleaseCommandQueue(q2));

  CHECK(clReleaseMemObject(a));
  CHECK(clReleaseMemObject(b));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
