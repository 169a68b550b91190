/* Buffers of every kind: COPY_HOST_PTR, USE_HOST_PTR, ALLOC_HOST_PTR (+ COPY_HOST_PTR), plain
 * (written with clEnqueueWriteBuffer), READ_ONLY/WRITE_ONLY flags, and sub-buffers (a kernel
 * writes through two sub-buffers of one parent; the parent sees both). */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void axpb(__global const int* in, __global int* out, int a, int b) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = a * in[i] + b;\n"
    "}\n"
    "__kernel void mark(__global int* p, int tag) {\n"
    "  size_t i = get_global_id(0);\n"
    "  p[i] = tag + (int)i;\n"
    "}\n";

#define N 4096

static long long sum(const int *v, size_t n) {
  long long s = 0;
  for (size_t i = 0; i < n; i++) s += v[i];
  return s;
}

/* Runs axpb(in, out, 3, 7) over N items and checks out against the host. */
static void run_axpb(ocl_env *env, cl_kernel k, cl_mem in, cl_mem out, const int *host_in,
                     int *result, const char *what) {
  int a = 3, b = 7;
  size_t gsz = N;
  CHECK(clSetKernelArg(k, 0, sizeof(cl_mem), &in));
  CHECK(clSetKernelArg(k, 1, sizeof(cl_mem), &out));
  CHECK(clSetKernelArg(k, 2, sizeof(int), &a));
  CHECK(clSetKernelArg(k, 3, sizeof(int), &b));
  CHECK(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &gsz, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env->queue, out, CL_TRUE, 0, N * sizeof(int), result, 0, NULL, NULL));
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (result[i] != a * host_in[i] + b) bad++;
  EXPECT(bad == 0, "%s: %d wrong elements", what, bad);
  printf("%s: sum %lld\n", what, sum(result, N));
}

int main(void) {
  ocl_env env = ocl_setup("buffers", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  cl_kernel axpb = ocl_kernel(prog, "axpb");
  cl_kernel mark = ocl_kernel(prog, "mark");
  static int host[N], res[N], uhp[N];
  for (int i = 0; i < N; i++) host[i] = (i * 37) % 1001 - 500;

  /* COPY_HOST_PTR: the buffer holds a copy, later host changes do not reach it. */
  cl_mem in_copy = ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof host, host);
  cl_mem out = ocl_buffer(&env, CL_MEM_WRITE_ONLY, sizeof host, NULL);
  int saved0 = host[0];
  host[0] = 123456; /* changed after the copy: the kernel must still see saved0 */
  static int orig[N];
  memcpy(orig, host, sizeof host);
  orig[0] = saved0;
  run_axpb(&env, axpb, in_copy, out, orig, res, "copy_host_ptr");
  host[0] = saved0;

  /* Plain buffer written with clEnqueueWriteBuffer. */
  cl_mem in_plain = ocl_buffer(&env, CL_MEM_READ_WRITE, sizeof host, NULL);
  CHECK(clEnqueueWriteBuffer(env.queue, in_plain, CL_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  run_axpb(&env, axpb, in_plain, out, host, res, "plain_write");

  /* ALLOC_HOST_PTR | COPY_HOST_PTR. */
  cl_mem in_alloc =
      ocl_buffer(&env, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR, sizeof host, host);
  run_axpb(&env, axpb, in_alloc, out, host, res, "alloc_host_ptr");

  /* USE_HOST_PTR for the output: after a blocking map the host array holds the results. */
  cl_mem out_use = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sizeof uhp, uhp);
  run_axpb(&env, axpb, in_plain, out_use, host, res, "use_host_ptr");
  cl_int err;
  int *mapped = clEnqueueMapBuffer(env.queue, out_use, CL_TRUE, CL_MAP_READ, 0, sizeof uhp, 0, NULL,
                                   NULL, &err);
  CHECK_ERR(err, "clEnqueueMapBuffer");
  /* The map of a USE_HOST_PTR buffer returns a pointer derived from host_ptr (OpenCL 1.2,
   * clEnqueueMapBuffer); the host array then holds the kernel's output. */
  EXPECT(mapped == uhp, "use_host_ptr: map returned %p, not the host pointer %p", (void *)mapped,
         (void *)uhp);
  EXPECT(memcmp(uhp, res, sizeof uhp) == 0, "use_host_ptr: host array differs from the buffer");
  CHECK(clEnqueueUnmapMemObject(env.queue, out_use, mapped, 0, NULL, NULL));
  /* USE_HOST_PTR as input: host data written before the kernel is used. */
  for (int i = 0; i < N; i++) uhp[i] = i - 2000;
  run_axpb(&env, axpb, out_use, out, uhp, res, "use_host_ptr_in");

  /* Sub-buffers: two halves of one parent at an aligned origin. */
  cl_uint align_bits = 0;
  CHECK(clGetDeviceInfo(env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof align_bits, &align_bits, NULL));
  size_t align = align_bits / 8;
  size_t half = ((N * sizeof(int) / 2 + align - 1) / align) * align; /* bytes, aligned */
  if (half >= N * sizeof(int)) half = N * sizeof(int) / 2;
  cl_mem parent = ocl_buffer(&env, CL_MEM_READ_WRITE, N * sizeof(int), NULL);
  cl_buffer_region r0 = {0, half}, r1 = {half, N * sizeof(int) - half};
  cl_mem sub0 = clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r0, &err);
  CHECK_ERR(err, "clCreateSubBuffer 0");
  cl_mem sub1 = clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r1, &err);
  CHECK_ERR(err, "clCreateSubBuffer 1");
  size_t n0 = r0.size / sizeof(int), n1 = r1.size / sizeof(int);
  int tag0 = 1000, tag1 = 50000;
  CHECK(clSetKernelArg(mark, 0, sizeof(cl_mem), &sub0));
  CHECK(clSetKernelArg(mark, 1, sizeof(int), &tag0));
  CHECK(clEnqueueNDRangeKernel(env.queue, mark, 1, NULL, &n0, NULL, 0, NULL, NULL));
  CHECK(clSetKernelArg(mark, 0, sizeof(cl_mem), &sub1));
  CHECK(clSetKernelArg(mark, 1, sizeof(int), &tag1));
  CHECK(clEnqueueNDRangeKernel(env.queue, mark, 1, NULL, &n1, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env.queue, parent, CL_TRUE, 0, N * sizeof(int), res, 0, NULL, NULL));
  int bad = 0;
  for (size_t i = 0; i < (size_t)N; i++) {
    int want = i < n0 ? tag0 + (int)i : tag1 + (int)(i - n0);
    if (res[i] != want) bad++;
  }
  EXPECT(bad == 0, "sub-buffers: %d wrong elements in the parent", bad);
  /* Reading through a sub-buffer starts at its origin. */
  int first1 = -1;
  CHECK(clEnqueueReadBuffer(env.queue, sub1, CL_TRUE, 0, sizeof(int), &first1, 0, NULL, NULL));
  EXPECT(first1 == tag1, "sub-buffer 1 element 0 is %d, expected %d", first1, tag1);
  size_t sub_size = 0, sub_offset = 0;
  cl_mem assoc = NULL;
  CHECK(clGetMemObjectInfo(sub1, CL_MEM_SIZE, sizeof sub_size, &sub_size, NULL));
  CHECK(clGetMemObjectInfo(sub1, CL_MEM_OFFSET, sizeof sub_offset, &sub_offset, NULL));
  CHECK(clGetMemObjectInfo(sub1, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
  EXPECT(sub_size == r1.size && sub_offset == r1.origin && assoc == parent,
         "sub-buffer 1 info: size %zu offset %zu parent %s", sub_size, sub_offset,
         assoc == parent ? "ok" : "wrong");
  printf("sub_buffers: sum %lld\n", sum(res, N));

  /* Buffer info of a plain buffer. */
  size_t sz = 0;
  cl_mem_flags fl = 0;
  CHECK(clGetMemObjectInfo(in_copy, CL_MEM_SIZE, sizeof sz, &sz, NULL));
  CHECK(clGetMemObjectInfo(in_copy, CL_MEM_FLAGS, sizeof fl, &fl, NULL));
  EXPECT(sz == sizeof host, "CL_MEM_SIZE %zu", sz);
  EXPECT(fl == (CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR), "CL_MEM_FLAGS 0x%llx", (unsigned long long)fl);
  printf("mem_info: size %zu\n", sz);

  cl_mem all[] = {sub0, sub1, parent, in_copy, out, in_plain, in_alloc, out_use};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) CHECK(clReleaseMemObject(all[i]));
  CHECK(clReleaseKernel(axpb));
  CHECK(clReleaseKernel(mark));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
