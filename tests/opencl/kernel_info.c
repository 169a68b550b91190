/* Kernel queries: clGetKernelInfo (name, argument count, program, context, attributes),
 * clGetKernelArgInfo on a program built with -cl-kernel-arg-info (address, access and type
 * qualifiers, type and argument names), clGetKernelWorkGroupInfo (work-group size limits,
 * reqd_work_group_size, local memory of a __local array, preferred multiple), and
 * clGetProgramInfo kernel names. Launching the reqd_work_group_size kernel with another local
 * size fails with CL_INVALID_WORK_GROUP_SIZE. */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void infos(__global const float* restrict src, __global volatile int* dst,\n"
    "                    __local float4* scratch, __constant uint* table, float alpha, int2 pair) {\n"
    "  size_t i = get_global_id(0);\n"
    "  scratch[get_local_id(0)] = (float4)(src[i] * alpha);\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  dst[i] = (int)scratch[get_local_id(0)].x + (int)table[i % 4] + pair.x * pair.y;\n"
    "}\n"
    "__kernel __attribute__((reqd_work_group_size(32, 2, 1)))\n"
    "void fixed(__global int* out) {\n"
    "  __local int tile[64];\n"
    "  size_t l = get_local_id(1) * 32 + get_local_id(0);\n"
    "  tile[l] = (int)l;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = tile[63 - l];\n"
    "}\n";

static const char *ADDR[] = {"global", "local", "constant", "private"};

static const char *addr_name(cl_kernel_arg_address_qualifier q) {
  switch (q) {
    case CL_KERNEL_ARG_ADDRESS_GLOBAL: return ADDR[0];
    case CL_KERNEL_ARG_ADDRESS_LOCAL: return ADDR[1];
    case CL_KERNEL_ARG_ADDRESS_CONSTANT: return ADDR[2];
    case CL_KERNEL_ARG_ADDRESS_PRIVATE: return ADDR[3];
    default: return "?";
  }
}

int main(void) {
  ocl_env env = ocl_setup("kernel_info", 0);
  cl_program p = ocl_build(&env, SRC, "-cl-kernel-arg-info");
  cl_kernel k = ocl_kernel(p, "infos");

  char name[64] = {0};
  cl_uint nargs = 0;
  cl_program kp = NULL;
  cl_context kc = NULL;
  CHECK(clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof name - 1, name, NULL));
  CHECK(clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL));
  CHECK(clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof kp, &kp, NULL));
  CHECK(clGetKernelInfo(k, CL_KERNEL_CONTEXT, sizeof kc, &kc, NULL));
  EXPECT(strcmp(name, "infos") == 0 && nargs == 6, "kernel name '%s' args %u", name, nargs);
  EXPECT(kp == p && kc == env.context, "CL_KERNEL_PROGRAM/CONTEXT do not match");
  printf("kernel: %s args %u\n", name, nargs);

  /* Expected argument info; the type names follow the spec's spelling ("float*"). */
  static const struct {
    cl_kernel_arg_address_qualifier addr;
    cl_kernel_arg_type_qualifier tq;
    const char *type, *name;
  } want[6] = {
      {CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT, "float*", "src"},
      {CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_TYPE_VOLATILE, "int*", "dst"},
      {CL_KERNEL_ARG_ADDRESS_LOCAL, CL_KERNEL_ARG_TYPE_NONE, "float4*", "scratch"},
      {CL_KERNEL_ARG_ADDRESS_CONSTANT, CL_KERNEL_ARG_TYPE_CONST, "uint*", "table"},
      {CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_TYPE_NONE, "float", "alpha"},
      {CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_TYPE_NONE, "int2", "pair"},
  };
  for (cl_uint a = 0; a < nargs && a < 6; a++) {
    cl_kernel_arg_address_qualifier aq = 0;
    cl_kernel_arg_access_qualifier acc = 0;
    cl_kernel_arg_type_qualifier tq = 0;
    char tname[64] = {0}, aname[64] = {0};
    CHECK(clGetKernelArgInfo(k, a, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
    CHECK(clGetKernelArgInfo(k, a, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof acc, &acc, NULL));
    CHECK(clGetKernelArgInfo(k, a, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof tq, &tq, NULL));
    CHECK(clGetKernelArgInfo(k, a, CL_KERNEL_ARG_TYPE_NAME, sizeof tname - 1, tname, NULL));
    CHECK(clGetKernelArgInfo(k, a, CL_KERNEL_ARG_NAME, sizeof aname - 1, aname, NULL));
    EXPECT(aq == want[a].addr, "arg %u: address qualifier %s, expected %s", a, addr_name(aq), addr_name(want[a].addr));
    EXPECT(acc == CL_KERNEL_ARG_ACCESS_NONE, "arg %u: access qualifier 0x%x", a, acc);
    EXPECT(tq == want[a].tq, "arg %u: type qualifier 0x%llx, expected 0x%llx", a, (unsigned long long)tq,
           (unsigned long long)want[a].tq);
    EXPECT(strcmp(tname, want[a].type) == 0, "arg %u: type name '%s', expected '%s'", a, tname, want[a].type);
    EXPECT(strcmp(aname, want[a].name) == 0, "arg %u: name '%s', expected '%s'", a, aname, want[a].name);
    printf("arg %u: %s %s %s qualifiers 0x%llx\n", a, addr_name(aq), tname, aname, (unsigned long long)tq);
  }
  EXPECT_ERR(CL_INVALID_ARG_INDEX, clGetKernelArgInfo(k, 6, CL_KERNEL_ARG_NAME, 0, NULL, NULL));

  /* Work-group info. */
  size_t dev_max = 0, wg = 0, mult = 0;
  cl_ulong lmem = 0, pmem = 0;
  CHECK(clGetDeviceInfo(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dev_max, &dev_max, NULL));
  CHECK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  CHECK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof mult, &mult, NULL));
  CHECK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof pmem, &pmem, NULL));
  EXPECT(wg >= 1 && wg <= dev_max, "CL_KERNEL_WORK_GROUP_SIZE %zu (device max %zu)", wg, dev_max);
  EXPECT(mult >= 1, "CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE %zu", mult);
  fprintf(stderr, "kernel_info: wg %zu multiple %zu private %llu\n", wg, mult, (unsigned long long)pmem);
  size_t cwg[3] = {9, 9, 9};
  CHECK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
  EXPECT(cwg[0] == 0 && cwg[1] == 0 && cwg[2] == 0, "infos: compile work-group size %zu %zu %zu", cwg[0], cwg[1], cwg[2]);
  /* Local memory grows with the __local argument's size. */
  CHECK(clSetKernelArg(k, 2, 64 * 16, NULL));
  CHECK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL));
  EXPECT(lmem >= 64 * 16, "infos: CL_KERNEL_LOCAL_MEM_SIZE %llu with a 1024-byte __local argument", (unsigned long long)lmem);
  printf("infos: local_mem_at_least_1024 %d\n", lmem >= 1024);

  cl_kernel f = ocl_kernel(p, "fixed");
  CHECK(clGetKernelWorkGroupInfo(f, env.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
  EXPECT(cwg[0] == 32 && cwg[1] == 2 && cwg[2] == 1, "fixed: compile work-group size %zu %zu %zu", cwg[0], cwg[1], cwg[2]);
  CHECK(clGetKernelWorkGroupInfo(f, env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL));
  EXPECT(lmem >= 256, "fixed: CL_KERNEL_LOCAL_MEM_SIZE %llu, the kernel has a 256-byte __local array", (unsigned long long)lmem);
  printf("fixed: reqd_work_group_size %zu %zu %zu local_mem_at_least_256 %d\n", cwg[0], cwg[1], cwg[2], lmem >= 256);

  /* Run `fixed` with its required size, then with a wrong one. */
  cl_mem out = ocl_buffer(&env, CL_MEM_READ_WRITE, 64 * 4 * sizeof(int), NULL);
  CHECK(clSetKernelArg(f, 0, sizeof out, &out));
  size_t g[2] = {64, 4}, l[2] = {32, 2}, lbad[2] = {16, 4};
  CHECK(clEnqueueNDRangeKernel(env.queue, f, 2, NULL, g, l, 0, NULL, NULL));
  int r[256];
  CHECK(clEnqueueReadBuffer(env.queue, out, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
  int bad = 0;
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 64; x++) {
      int lin = (y % 2) * 32 + x % 32;
      if (r[y * 64 + x] != 63 - lin) bad++;
    }
  EXPECT(bad == 0, "fixed: %d wrong results", bad);
  EXPECT_ERR(CL_INVALID_WORK_GROUP_SIZE, clEnqueueNDRangeKernel(env.queue, f, 2, NULL, g, lbad, 0, NULL, NULL));
  printf("fixed: run ok %d\n", bad == 0);

  size_t nk = 0;
  CHECK(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
  char names[128] = {0};
  CHECK(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof names - 1, names, NULL));
  EXPECT(nk == 2 && (strcmp(names, "infos;fixed") == 0 || strcmp(names, "fixed;infos") == 0),
         "program kernels %zu '%s'", nk, names);
  printf("program: kernels %zu\n", nk);

  /* clCreateKernelsInProgram gives both. */
  cl_kernel all[4];
  cl_uint got = 0;
  CHECK(clCreateKernelsInProgram(p, 4, all, &got));
  EXPECT(got == 2, "clCreateKernelsInProgram gave %u kernels", got);
  for (cl_uint i = 0; i < got; i++) CHECK(clReleaseKernel(all[i]));

  CHECK(clReleaseMemObject(out));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseKernel(f));
  CHECK(clReleaseProgram(p));
  ocl_teardown(&env);
  return ocl_finish();
}
