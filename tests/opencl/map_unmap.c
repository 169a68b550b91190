/* Map and unmap: read maps see kernel results, write maps (CL_MAP_WRITE and
 * CL_MAP_WRITE_INVALIDATE_REGION) reach the next kernel, partial maps with an offset, a
 * non-blocking map waited on through its event, and two maps of one buffer at once. */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void square_plus(__global int* p, int add) {\n"
    "  size_t i = get_global_id(0);\n"
    "  p[i] = p[i] * p[i] + add;\n"
    "}\n";

#define N 8192

int main(void) {
  ocl_env env = ocl_setup("map_unmap", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  cl_kernel k = ocl_kernel(prog, "square_plus");
  cl_int err;
  cl_mem buf = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, N * sizeof(int), NULL);

  /* Write map of the whole buffer: fill it from the host. */
  int *w = clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_WRITE, 0, N * sizeof(int), 0, NULL,
                              NULL, &err);
  CHECK_ERR(err, "map write");
  for (int i = 0; i < N; i++) w[i] = (i % 200) - 100;
  CHECK(clEnqueueUnmapMemObject(env.queue, buf, w, 0, NULL, NULL));

  int add = 5;
  size_t gsz = N;
  CHECK(clSetKernelArg(k, 0, sizeof buf, &buf));
  CHECK(clSetKernelArg(k, 1, sizeof add, &add));
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &gsz, NULL, 0, NULL, NULL));

  /* Non-blocking read map, waited on through its event. */
  cl_event ev;
  int *r = clEnqueueMapBuffer(env.queue, buf, CL_FALSE, CL_MAP_READ, 0, N * sizeof(int), 0, NULL,
                              &ev, &err);
  CHECK_ERR(err, "map read");
  CHECK(clWaitForEvents(1, &ev));
  cl_int status = -1;
  CHECK(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
  EXPECT(status == CL_COMPLETE, "map event status %d after clWaitForEvents", status);
  cl_command_type ct = 0;
  CHECK(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof ct, &ct, NULL));
  EXPECT(ct == CL_COMMAND_MAP_BUFFER, "map event command type 0x%x", ct);
  CHECK(clReleaseEvent(ev));
  long long s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) {
    int x = (i % 200) - 100;
    if (r[i] != x * x + add) bad++;
    s += r[i];
  }
  EXPECT(bad == 0, "read map after kernel: %d wrong elements", bad);
  printf("read_map: sum %lld\n", s);

  /* A second, partial read map of the same buffer while the first is still mapped. */
  size_t off = 1000, cnt = 24;
  int *r2 = clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, off * sizeof(int),
                               cnt * sizeof(int), 0, NULL, NULL, &err);
  CHECK_ERR(err, "partial map");
  bad = 0;
  for (size_t i = 0; i < cnt; i++)
    if (r2[i] != r[off + i]) bad++;
  EXPECT(bad == 0, "partial map at offset %zu: %d elements differ from the full map", off, bad);
  cl_uint mapcount = 0;
  CHECK(clGetMemObjectInfo(buf, CL_MEM_MAP_COUNT, sizeof mapcount, &mapcount, NULL));
  fprintf(stderr, "map_unmap: CL_MEM_MAP_COUNT with two maps: %u\n", mapcount); /* advisory only */
  CHECK(clEnqueueUnmapMemObject(env.queue, buf, r2, 0, NULL, NULL));
  CHECK(clEnqueueUnmapMemObject(env.queue, buf, r, 0, NULL, NULL));

  /* Write-invalidate map of a middle region: the rest of the buffer keeps its content. */
  size_t woff = 2048, wcnt = 1024;
  int *wi = clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION,
                               woff * sizeof(int), wcnt * sizeof(int), 0, NULL, NULL, &err);
  CHECK_ERR(err, "map write-invalidate");
  for (size_t i = 0; i < wcnt; i++) wi[i] = (int)i;
  CHECK(clEnqueueUnmapMemObject(env.queue, buf, wi, 0, NULL, NULL));
  add = -1;
  CHECK(clSetKernelArg(k, 1, sizeof add, &add));
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &gsz, NULL, 0, NULL, NULL));
  static int host[N];
  CHECK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  bad = 0;
  s = 0;
  for (int i = 0; i < N; i++) {
    long long x = (i % 200) - 100;
    long long prev = ((size_t)i >= woff && (size_t)i < woff + wcnt) ? (long long)(i - (int)woff) : x * x + 5;
    int want = (int)(prev * prev - 1);
    if (host[i] != want) bad++;
    s += host[i];
  }
  EXPECT(bad == 0, "after write-invalidate map and kernel: %d wrong elements", bad);
  printf("write_invalidate_map: sum %lld\n", s);

  /* Read-write map: increment on the host, read back with clEnqueueReadBuffer. */
  int *rw = clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                               16 * sizeof(int), 0, NULL, NULL, &err);
  CHECK_ERR(err, "map read-write");
  for (int i = 0; i < 16; i++) rw[i] += 1;
  CHECK(clEnqueueUnmapMemObject(env.queue, buf, rw, 0, NULL, NULL));
  int first[16];
  CHECK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, sizeof first, first, 0, NULL, NULL));
  bad = 0;
  for (int i = 0; i < 16; i++)
    if (first[i] != host[i] + 1) bad++;
  EXPECT(bad == 0, "read-write map: %d wrong elements", bad);
  printf("rw_map: first %d %d %d\n", first[0], first[1], first[15]);

  CHECK(clReleaseMemObject(buf));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
