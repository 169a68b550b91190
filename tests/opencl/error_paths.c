/* Error paths: invalid arguments to API calls return the error code the OpenCL 1.2 spec names
 * and never crash, and the context keeps working afterwards. Each case prints its label and
 * the expected code. NULL handles are answered by the ICD loader or the platform with the
 * INVALID_* code of that object; garbage handles are not tried (implementations need not
 * validate them). */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void k(__global int* p, int v, __local int* l) {\n"
    "  l[get_local_id(0)] = v;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  p[get_global_id(0)] = l[get_local_id(0)];\n"
    "}\n";

static int checks = 0;
#define EXPECT_CODE(want, call)                                                             \
  do {                                                                                      \
    cl_int got_ = (call);                                                                   \
    checks++;                                                                               \
    if (got_ != (want))                                                                     \
      ocl_fail("%s returned %s (%d), expected %s", #call, ocl_err_name(got_), got_,         \
               ocl_err_name(want));                                                         \
    printf("%-28s -> %s\n", label, ocl_err_name(want));                                     \
  } while (0)

int main(void) {
  ocl_env env = ocl_setup("error_paths", 0);
  cl_program p = ocl_build(&env, SRC, "");
  cl_kernel k = ocl_kernel(p, "k");
  cl_int err;
  const char *label;
  cl_mem buf = ocl_buffer(&env, CL_MEM_READ_WRITE, 1024, NULL);
  int host[512];
  int v = 3;

  label = "setarg_wrong_size";
  EXPECT_CODE(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 1, 2, &v));
  label = "setarg_mem_wrong_size";
  EXPECT_CODE(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 0, 3, &buf));
  label = "setarg_index_out_of_range";
  EXPECT_CODE(CL_INVALID_ARG_INDEX, clSetKernelArg(k, 3, sizeof v, &v));
  label = "setarg_local_zero_size";
  EXPECT_CODE(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 2, 0, NULL));
  label = "setarg_local_with_value";
  EXPECT_CODE(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 2, 16, &v));
  label = "setarg_scalar_null";
  EXPECT_CODE(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 1, sizeof v, NULL));
  /* Not tested: a cl_mem that is no object (implementations need not validate handles; PoCL
   * does not) and a NULL global size (valid since OpenCL 2.1 as an empty range). */
  /* Launch with an argument unset. */
  CHECK(clSetKernelArg(k, 0, sizeof buf, &buf));
  size_t g = 64, l = 16;
  label = "launch_args_unset";
  EXPECT_CODE(CL_INVALID_KERNEL_ARGS, clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  CHECK(clSetKernelArg(k, 1, sizeof v, &v));
  CHECK(clSetKernelArg(k, 2, l * sizeof(int), NULL));
  label = "launch_work_dim_0";
  EXPECT_CODE(CL_INVALID_WORK_DIMENSION, clEnqueueNDRangeKernel(env.queue, k, 0, NULL, &g, &l, 0, NULL, NULL));
  label = "launch_work_dim_4";
  {
    size_t g4[4] = {64, 1, 1, 1};
    EXPECT_CODE(CL_INVALID_WORK_DIMENSION, clEnqueueNDRangeKernel(env.queue, k, 4, NULL, g4, NULL, 0, NULL, NULL));
  }
  label = "launch_local_too_large";
  {
    size_t dev_max = 0;
    CHECK(clGetDeviceInfo(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dev_max, &dev_max, NULL));
    size_t big_l = dev_max * 2, big_g = dev_max * 2;
    err = clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &big_g, &big_l, 0, NULL, NULL);
    checks++;
    /* Either code is what the spec names for a local size over the limits. */
    EXPECT(err == CL_INVALID_WORK_GROUP_SIZE || err == CL_INVALID_WORK_ITEM_SIZE,
           "local size %zu over the device maximum: %s", big_l, ocl_err_name(err));
    printf("%-28s -> %s\n", label, "CL_INVALID_WORK_GROUP_SIZE or CL_INVALID_WORK_ITEM_SIZE");
  }
  /* Not tested: wait-list count/pointer mismatches (CL_INVALID_EVENT_WAIT_LIST): PoCL 3.1
   * accepts a list with a count of 0 and crashes on a count with a NULL list. */
  /* A good launch still works after all that. */
  CHECK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, 64 * sizeof(int), host, 0, NULL, NULL));
  int bad = 0;
  for (int i = 0; i < 64; i++) bad += host[i] != 3;
  EXPECT(bad == 0, "the good launch: %d wrong", bad);

  /* Buffers. */
  label = "read_out_of_range";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 1000, 100, host, 0, NULL, NULL));
  label = "write_out_of_range";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, 1025, host, 0, NULL, NULL));
  label = "read_null_ptr";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, 4, NULL, 0, NULL, NULL));
  label = "copy_out_of_range";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueCopyBuffer(env.queue, buf, buf, 0, 900, 200, 0, NULL, NULL));
  label = "fill_bad_pattern_size";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueFillBuffer(env.queue, buf, &v, 3, 0, 1024, 0, NULL, NULL));
  label = "fill_unaligned_offset";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueFillBuffer(env.queue, buf, &v, 4, 2, 16, 0, NULL, NULL));
  label = "map_out_of_range";
  {
    void *m = clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 512, 1024, 0, NULL, NULL, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_VALUE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_VALUE));
  }
  label = "unmap_not_mapped";
  EXPECT_CODE(CL_INVALID_VALUE, clEnqueueUnmapMemObject(env.queue, buf, host, 0, NULL, NULL));
  label = "create_buffer_size_0";
  {
    cl_mem m = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 0, NULL, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_BUFFER_SIZE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_BUFFER_SIZE));
  }
  label = "create_buffer_flags";
  {
    cl_mem m = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, 64, NULL, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_VALUE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_VALUE));
  }
  label = "copy_host_ptr_null";
  {
    cl_mem m = clCreateBuffer(env.context, CL_MEM_COPY_HOST_PTR, 64, NULL, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_HOST_PTR, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_HOST_PTR));
  }
  label = "host_ptr_without_flag";
  {
    cl_mem m = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 64, host, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_HOST_PTR, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_HOST_PTR));
  }
  label = "sub_buffer_out_of_range";
  {
    cl_buffer_region r = {512, 1024};
    cl_mem m = clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_VALUE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_VALUE));
  }

  /* Contexts, queues, programs. */
  label = "context_null_devices";
  {
    cl_context c = clCreateContext(NULL, 0, NULL, NULL, NULL, &err);
    checks++;
    EXPECT(c == NULL && err == CL_INVALID_VALUE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_VALUE));
  }
  label = "buffer_null_context";
  {
    cl_mem m = clCreateBuffer(NULL, CL_MEM_READ_WRITE, 64, NULL, &err);
    checks++;
    EXPECT(m == NULL && err == CL_INVALID_CONTEXT, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_CONTEXT));
  }
  label = "queue_null_context";
  {
    cl_command_queue q = clCreateCommandQueue(NULL, env.device, 0, &err);
    checks++;
    EXPECT(q == NULL && err == CL_INVALID_CONTEXT, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_CONTEXT));
  }
  label = "queue_bad_properties";
  {
    cl_command_queue q = clCreateCommandQueue(env.context, env.device, (cl_command_queue_properties)1 << 20, &err);
    checks++;
    EXPECT(q == NULL && (err == CL_INVALID_VALUE || err == CL_INVALID_QUEUE_PROPERTIES), "%s: %s", label,
           ocl_err_name(err));
    printf("%-28s -> %s\n", label, "CL_INVALID_VALUE or CL_INVALID_QUEUE_PROPERTIES");
  }
  label = "program_zero_sources";
  {
    /* A count of 0 (PoCL 3.1 crashes on a NULL strings array, the other case of this code). */
    cl_program pr = clCreateProgramWithSource(env.context, 0, &SRC, NULL, &err);
    checks++;
    EXPECT(pr == NULL && err == CL_INVALID_VALUE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_VALUE));
  }
  label = "kernel_from_unbuilt";
  {
    cl_program pr = clCreateProgramWithSource(env.context, 1, &SRC, NULL, &err);
    CHECK_ERR(err, "clCreateProgramWithSource");
    cl_kernel kk = clCreateKernel(pr, "k", &err);
    checks++;
    EXPECT(kk == NULL && err == CL_INVALID_PROGRAM_EXECUTABLE, "%s: %s", label, ocl_err_name(err));
    printf("%-28s -> %s\n", label, ocl_err_name(CL_INVALID_PROGRAM_EXECUTABLE));
    CHECK(clReleaseProgram(pr));
  }
  label = "device_info_bad_param";
  EXPECT_CODE(CL_INVALID_VALUE, clGetDeviceInfo(env.device, 0x7fff, sizeof v, &v, NULL));
  label = "device_info_small_buffer";
  {
    char small[2];
    EXPECT_CODE(CL_INVALID_VALUE, clGetDeviceInfo(env.device, CL_DEVICE_NAME, sizeof small, small, NULL));
  }
  label = "platform_ids_zero_entries";
  {
    cl_platform_id pid;
    EXPECT_CODE(CL_INVALID_VALUE, clGetPlatformIDs(0, &pid, NULL));
  }
  label = "wait_for_zero_events";
  EXPECT_CODE(CL_INVALID_VALUE, clWaitForEvents(0, NULL));
  label = "user_event_status_twice";
  {
    cl_event ue = clCreateUserEvent(env.context, &err);
    CHECK_ERR(err, "clCreateUserEvent");
    CHECK(clSetUserEventStatus(ue, CL_COMPLETE));
    EXPECT_CODE(CL_INVALID_OPERATION, clSetUserEventStatus(ue, CL_COMPLETE));
    CHECK(clReleaseEvent(ue));
  }
  label = "release_null_buffer";
  EXPECT_CODE(CL_INVALID_MEM_OBJECT, clReleaseMemObject(NULL));
  label = "release_null_kernel";
  EXPECT_CODE(CL_INVALID_KERNEL, clReleaseKernel(NULL));
  label = "finish_null_queue";
  EXPECT_CODE(CL_INVALID_COMMAND_QUEUE, clFinish(NULL));

  CHECK(clFinish(env.queue));
  printf("checks: %d\n", checks);
  CHECK(clReleaseMemObject(buf));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(p));
  ocl_teardown(&env);
  return ocl_finish();
}
