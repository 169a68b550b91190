/* Shared helpers of the OpenCL C test programs in tests/opencl.
 *
 * Every program picks the first platform and its device OCL_TEST_DEVICE (default 0) of type
 * CL_DEVICE_TYPE_ALL, prints a few deterministic result lines, then "PASS" (exit 0), or
 * "FAIL: ..." lines and exits 1. Lines that may differ between OpenCL implementations go to
 * stderr, so run_opencl_test.py can compare standard output exactly.
 *
 * OCL_TEST_DUMP_DIR=DIR makes ocl_build() write every program source it builds to
 * DIR/<program>-<n>.cl with its options in DIR/<program>-<n>.opts (to check the kernels with
 * `gfxsim cc`).
 */
#ifndef GFXSIM_OCL_TEST_H
#define GFXSIM_OCL_TEST_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *ocl_prog_name = "opencl-test";
static int ocl_failures = 0;

static inline const char *ocl_err_name(cl_int e) {
  switch (e) {
#define E(x) case x: return #x;
    E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE) E(CL_COMPILER_NOT_AVAILABLE)
    E(CL_MEM_OBJECT_ALLOCATION_FAILURE) E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
    E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_MEM_COPY_OVERLAP) E(CL_BUILD_PROGRAM_FAILURE)
    E(CL_MAP_FAILURE) E(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) E(CL_COMPILE_PROGRAM_FAILURE)
    E(CL_LINK_PROGRAM_FAILURE) E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE) E(CL_INVALID_VALUE)
    E(CL_INVALID_DEVICE_TYPE) E(CL_INVALID_PLATFORM) E(CL_INVALID_DEVICE) E(CL_INVALID_CONTEXT)
    E(CL_INVALID_QUEUE_PROPERTIES) E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_HOST_PTR)
    E(CL_INVALID_MEM_OBJECT) E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS)
    E(CL_INVALID_PROGRAM) E(CL_INVALID_PROGRAM_EXECUTABLE) E(CL_INVALID_KERNEL_NAME)
    E(CL_INVALID_KERNEL_DEFINITION) E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX)
    E(CL_INVALID_ARG_VALUE) E(CL_INVALID_ARG_SIZE) E(CL_INVALID_KERNEL_ARGS)
    E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE) E(CL_INVALID_WORK_ITEM_SIZE)
    E(CL_INVALID_GLOBAL_OFFSET) E(CL_INVALID_EVENT_WAIT_LIST) E(CL_INVALID_EVENT)
    E(CL_INVALID_OPERATION) E(CL_INVALID_BUFFER_SIZE) E(CL_INVALID_GLOBAL_WORK_SIZE)
    E(CL_INVALID_PROPERTY)
    case -1001: return "CL_PLATFORM_NOT_FOUND_KHR (the ICD loader found no platform)";
#undef E
    default: return "(unknown error)";
  }
}

static inline void ocl_fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("FAIL: ");
  vprintf(fmt, ap);
  printf("\n");
  fflush(stdout);
  va_end(ap);
  ocl_failures++;
}

/* A failed API call ends the program: later calls would only report the same cause. */
#define CHECK(call)                                                                         \
  do {                                                                                      \
    cl_int check_err_ = (call);                                                             \
    if (check_err_ != CL_SUCCESS) {                                                         \
      printf("FAIL: %s:%d: %s returned %s (%d)\n", __FILE__, __LINE__, #call,               \
             ocl_err_name(check_err_), check_err_);                                         \
      exit(1);                                                                              \
    }                                                                                       \
  } while (0)

/* For the constructors that report through an out-parameter. */
#define CHECK_ERR(err, what)                                                                \
  do {                                                                                      \
    if ((err) != CL_SUCCESS) {                                                              \
      printf("FAIL: %s:%d: %s returned %s (%d)\n", __FILE__, __LINE__, what,                \
             ocl_err_name(err), (err));                                                     \
      exit(1);                                                                              \
    }                                                                                       \
  } while (0)

/* Expects an API call to return `want`; a mismatch is a failure but the program goes on. */
#define EXPECT_ERR(want, call)                                                              \
  do {                                                                                      \
    cl_int expect_got_ = (call);                                                            \
    if (expect_got_ != (want))                                                              \
      ocl_fail("%s:%d: %s returned %s (%d), expected %s", __FILE__, __LINE__, #call,         \
               ocl_err_name(expect_got_), expect_got_, ocl_err_name(want));                 \
  } while (0)

#define EXPECT(cond, ...)                                                                   \
  do {                                                                                      \
    if (!(cond)) ocl_fail(__VA_ARGS__);                                                     \
  } while (0)

typedef struct {
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
} ocl_env;

static inline void CL_CALLBACK ocl_context_notify(const char *errinfo, const void *pi, size_t cb,
                                           void *user) {
  (void)pi;
  (void)cb;
  (void)user;
  fprintf(stderr, "%s: context notification: %s\n", ocl_prog_name, errinfo);
}

/* The first platform, device OCL_TEST_DEVICE (default 0), a context and an in-order queue
 * with `queue_props`. The device's name goes to stderr (it differs between implementations). */
static inline ocl_env ocl_setup(const char *prog_name, cl_command_queue_properties queue_props) {
  ocl_env env;
  cl_int err;
  cl_uint n = 0;
  ocl_prog_name = prog_name;
  setvbuf(stdout, NULL, _IOLBF, 0); /* keep the lines printed before a crash */
  CHECK(clGetPlatformIDs(1, &env.platform, &n));
  cl_uint ndev = 0;
  CHECK(clGetDeviceIDs(env.platform, CL_DEVICE_TYPE_ALL, 0, NULL, &ndev));
  cl_device_id *devs = malloc(sizeof(cl_device_id) * ndev);
  CHECK(clGetDeviceIDs(env.platform, CL_DEVICE_TYPE_ALL, ndev, devs, NULL));
  unsigned index = 0;
  const char *s = getenv("OCL_TEST_DEVICE");
  if (s && *s) index = (unsigned)strtoul(s, NULL, 10);
  if (index >= ndev) {
    printf("FAIL: OCL_TEST_DEVICE=%u but the platform has %u device(s)\n", index, ndev);
    exit(1);
  }
  env.device = devs[index];
  free(devs);
  char name[256] = {0}, pname[256] = {0};
  CHECK(clGetDeviceInfo(env.device, CL_DEVICE_NAME, sizeof name - 1, name, NULL));
  CHECK(clGetPlatformInfo(env.platform, CL_PLATFORM_NAME, sizeof pname - 1, pname, NULL));
  fprintf(stderr, "%s: platform '%s', device %u '%s'\n", prog_name, pname, index, name);
  env.context = clCreateContext(NULL, 1, &env.device, ocl_context_notify, NULL, &err);
  CHECK_ERR(err, "clCreateContext");
  env.queue = clCreateCommandQueue(env.context, env.device, queue_props, &err);
  CHECK_ERR(err, "clCreateCommandQueue");
  return env;
}

static inline void ocl_teardown(ocl_env *env) {
  CHECK(clReleaseCommandQueue(env->queue));
  CHECK(clReleaseContext(env->context));
}

static inline char *ocl_build_log(cl_program p, cl_device_id d) {
  size_t sz = 0;
  clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, 0, NULL, &sz);
  char *log = calloc(sz + 1, 1);
  clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, sz, log, NULL);
  return log;
}

static inline void ocl_dump_source(const char *src, const char *options) {
  static int counter = 0;
  const char *dir = getenv("OCL_TEST_DUMP_DIR");
  if (!dir || !*dir) return;
  char path[1024];
  snprintf(path, sizeof path, "%s/%s-%d.cl", dir, ocl_prog_name, counter);
  FILE *f = fopen(path, "w");
  if (f) {
    fputs(src, f);
    fclose(f);
  }
  snprintf(path, sizeof path, "%s/%s-%d.opts", dir, ocl_prog_name, counter);
  f = fopen(path, "w");
  if (f) {
    fputs(options ? options : "", f);
    fputc('\n', f);
    fclose(f);
  }
  counter++;
}

/* Builds `src` with `options`; a failed build prints the log and ends the program. */
static inline cl_program ocl_build(ocl_env *env, const char *src, const char *options) {
  cl_int err;
  ocl_dump_source(src, options);
  cl_program p = clCreateProgramWithSource(env->context, 1, &src, NULL, &err);
  CHECK_ERR(err, "clCreateProgramWithSource");
  err = clBuildProgram(p, 1, &env->device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    char *log = ocl_build_log(p, env->device);
    printf("FAIL: clBuildProgram returned %s (%d); options '%s'; log:\n%s\n", ocl_err_name(err),
           err, options ? options : "", log);
    free(log);
    exit(1);
  }
  return p;
}

static inline cl_kernel ocl_kernel(cl_program p, const char *name) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  CHECK_ERR(err, name);
  return k;
}

static inline cl_mem ocl_buffer(ocl_env *env, cl_mem_flags flags, size_t size, void *host) {
  cl_int err;
  cl_mem m = clCreateBuffer(env->context, flags, size, host, &err);
  CHECK_ERR(err, "clCreateBuffer");
  return m;
}

/* Version "OpenCL M.N ..." as M*10+N. */
static inline int ocl_device_version(cl_device_id d) {
  char v[256] = {0};
  CHECK(clGetDeviceInfo(d, CL_DEVICE_VERSION, sizeof v - 1, v, NULL));
  int major = 0, minor = 0;
  if (sscanf(v, "OpenCL %d.%d", &major, &minor) != 2) return 0;
  return major * 10 + minor;
}

static inline int ocl_has_extension(cl_device_id d, const char *ext) {
  size_t sz = 0;
  CHECK(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, 0, NULL, &sz));
  char *s = calloc(sz + 2, 1);
  CHECK(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sz, s, NULL));
  size_t len = strlen(ext);
  int found = 0;
  for (char *p = s; (p = strstr(p, ext)) != NULL; p += len) {
    if ((p == s || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0')) {
      found = 1;
      break;
    }
  }
  free(s);
  return found;
}

/* Exit status 77: the device lacks a feature the test needs (ctest's SKIP_RETURN_CODE). */
#define OCL_SKIP_STATUS 77

static inline int ocl_finish(void) {
  if (ocl_failures) {
    printf("FAIL: %d check(s) failed\n", ocl_failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}

/* FNV-1a over bytes: a short, platform-independent checksum for result lines. */
static inline uint32_t ocl_fnv(const void *data, size_t n) {
  const unsigned char *b = data;
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}

#endif
