/* Events: a user event gating a kernel (the kernel must not run before
 * clSetUserEventStatus(CL_COMPLETE)), CL_COMPLETE event callbacks with their user data,
 * clWaitForEvents on several events, markers and barriers with wait lists, a dependency chain
 * through wait lists across two queues, and a user event set to an error status making its
 * dependants fail (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST). */
#define _POSIX_C_SOURCE 200809L /* nanosleep under -std=c11 */
#include "ocl_test.h"

#include <stdatomic.h>
#include <time.h>

static const char *SRC =
    "__kernel void add(__global int* p, int v) { p[get_global_id(0)] += v; }\n"
    "__kernel void scale(__global int* p, int v) { p[get_global_id(0)] *= v; }\n";

#define N 1024

static atomic_int complete_calls;
static atomic_int callback_tags; /* the sum of the tags the callbacks were registered with */

static void CL_CALLBACK on_event(cl_event e, cl_int status, void *user) {
  (void)e;
  if (status == CL_COMPLETE) atomic_fetch_add(&complete_calls, 1);
  atomic_fetch_add(&callback_tags, (int)(intptr_t)user);
}

static void set_args(cl_kernel k, cl_mem m, int v) {
  CHECK(clSetKernelArg(k, 0, sizeof m, &m));
  CHECK(clSetKernelArg(k, 1, sizeof v, &v));
}

int main(void) {
  ocl_env env = ocl_setup("events", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  cl_kernel add = ocl_kernel(prog, "add"), scale = ocl_kernel(prog, "scale");
  cl_int err;
  static int host[N];
  for (int i = 0; i < N; i++) host[i] = i;
  cl_mem buf = ocl_buffer(&env, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof host, host);
  size_t g = N;

  /* 1. A user event gates the kernel. */
  cl_event gate = clCreateUserEvent(env.context, &err);
  CHECK_ERR(err, "clCreateUserEvent");
  cl_int st = -99;
  CHECK(clGetEventInfo(gate, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
  EXPECT(st == CL_SUBMITTED, "new user event status %d, expected CL_SUBMITTED", st);
  cl_command_type ct = 0;
  CHECK(clGetEventInfo(gate, CL_EVENT_COMMAND_TYPE, sizeof ct, &ct, NULL));
  EXPECT(ct == CL_COMMAND_USER, "user event command type 0x%x", ct);
  set_args(add, buf, 100);
  cl_event kev;
  CHECK(clEnqueueNDRangeKernel(env.queue, add, 1, NULL, &g, NULL, 1, &gate, &kev));
  CHECK(clSetEventCallback(kev, CL_COMPLETE, on_event, (void *)(intptr_t)1));
  CHECK(clFlush(env.queue));
  /* While the gate is open the kernel cannot have completed (nor the read after it). */
  CHECK(clGetEventInfo(kev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
  EXPECT(st != CL_COMPLETE && st >= 0, "kernel status %d before its user event completed", st);
  int peek[4];
  cl_event rev;
  CHECK(clEnqueueReadBuffer(env.queue, buf, CL_FALSE, 0, sizeof peek, peek, 0, NULL, &rev));
  CHECK(clSetUserEventStatus(gate, CL_COMPLETE));
  CHECK(clWaitForEvents(1, &rev));
  CHECK(clGetEventInfo(kev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
  EXPECT(st == CL_COMPLETE, "kernel status %d after the read that follows it", st);
  EXPECT(peek[0] == 100 && peek[3] == 103, "gated kernel result %d %d", peek[0], peek[3]);
  printf("user_event_gate: %d %d %d %d\n", peek[0], peek[1], peek[2], peek[3]);
  CHECK(clReleaseEvent(rev));

  /* 2. Markers and barriers: a marker with a wait list returns an event that completes after
   * them; a barrier orders later commands. */
  cl_event k2, k3, marker, barrier_ev;
  set_args(scale, buf, 2);
  CHECK(clEnqueueNDRangeKernel(env.queue, scale, 1, NULL, &g, NULL, 0, NULL, &k2));
  set_args(add, buf, -5);
  CHECK(clEnqueueNDRangeKernel(env.queue, add, 1, NULL, &g, NULL, 0, NULL, &k3));
  cl_event both[2] = {k2, k3};
  CHECK(clEnqueueMarkerWithWaitList(env.queue, 2, both, &marker));
  CHECK(clEnqueueBarrierWithWaitList(env.queue, 0, NULL, &barrier_ev));
  CHECK(clSetEventCallback(marker, CL_COMPLETE, on_event, (void *)(intptr_t)2));
  CHECK(clWaitForEvents(1, &marker));
  cl_int s2, s3;
  CHECK(clGetEventInfo(k2, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof s2, &s2, NULL));
  CHECK(clGetEventInfo(k3, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof s3, &s3, NULL));
  EXPECT(s2 == CL_COMPLETE && s3 == CL_COMPLETE, "marker completed before its wait list (%d %d)", s2, s3);
  CHECK(clGetEventInfo(marker, CL_EVENT_COMMAND_TYPE, sizeof ct, &ct, NULL));
  EXPECT(ct == CL_COMMAND_MARKER, "marker command type 0x%x", ct);
  CHECK(clGetEventInfo(barrier_ev, CL_EVENT_COMMAND_TYPE, sizeof ct, &ct, NULL));
  EXPECT(ct == CL_COMMAND_BARRIER, "barrier command type 0x%x", ct);
  CHECK(clWaitForEvents(1, &barrier_ev));

  /* 3. Two queues: q2's kernel waits on q1's event through its wait list. */
  cl_command_queue q2 = clCreateCommandQueue(env.context, env.device, 0, &err);
  CHECK_ERR(err, "clCreateCommandQueue");
  cl_event gate2 = clCreateUserEvent(env.context, &err);
  CHECK_ERR(err, "clCreateUserEvent");
  cl_event a1, a2;
  set_args(add, buf, 1000);
  CHECK(clEnqueueNDRangeKernel(env.queue, add, 1, NULL, &g, NULL, 1, &gate2, &a1));
  set_args(scale, buf, 3); /* arguments are captured at enqueue time */
  CHECK(clEnqueueNDRangeKernel(q2, scale, 1, NULL, &g, NULL, 1, &a1, &a2));
  CHECK(clFlush(env.queue));
  CHECK(clFlush(q2));
  CHECK(clSetUserEventStatus(gate2, CL_COMPLETE));
  cl_event waits[3] = {a1, a2, kev};
  CHECK(clWaitForEvents(3, waits));
  CHECK(clEnqueueReadBuffer(q2, buf, CL_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < N; i++) {
    int want = (((i + 100) * 2 - 5) + 1000) * 3;
    if (host[i] != want) bad++;
    sum += host[i];
  }
  EXPECT(bad == 0, "after the chain: %d wrong elements (first %d)", bad, host[0]);
  printf("chain: first %d last %d sum %lld\n", host[0], host[N - 1], sum);

  /* 4. A user event set to an error: commands waiting on it must not run successfully. */
  cl_event bad_gate = clCreateUserEvent(env.context, &err);
  CHECK_ERR(err, "clCreateUserEvent");
  cl_event doomed;
  set_args(add, buf, 1);
  CHECK(clEnqueueNDRangeKernel(q2, add, 1, NULL, &g, NULL, 1, &bad_gate, &doomed));
  CHECK(clFlush(q2));
  CHECK(clSetUserEventStatus(bad_gate, -1234));
  /* clWaitForEvents reports the failed dependency. */
  cl_int werr = clWaitForEvents(1, &doomed);
  EXPECT(werr == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
         "clWaitForEvents on a command whose user event failed returned %s (%d)", ocl_err_name(werr), werr);
  CHECK(clGetEventInfo(doomed, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
  EXPECT(st < 0, "command after a failed user event has status %d, expected a negative status", st);
  printf("failed_user_event: dependant status negative %d\n", st < 0);

  /* Callbacks: may run on another thread after the event completes; wait briefly. */
  CHECK(clFinish(env.queue));
  for (int spin = 0; spin < 2000 && atomic_load(&complete_calls) < 2; spin++) {
    struct timespec ts = {0, 1000000};
    nanosleep(&ts, NULL);
  }
  EXPECT(atomic_load(&complete_calls) == 2, "%d CL_COMPLETE callbacks, expected 2", atomic_load(&complete_calls));
  EXPECT(atomic_load(&callback_tags) == 3, "callback user data sum %d, expected 3", atomic_load(&callback_tags));
  printf("callbacks: complete %d\n", atomic_load(&complete_calls));

  cl_event rel[] = {gate, kev, k2, k3, marker, barrier_ev, gate2, a1, a2, bad_gate, doomed};
  for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) CHECK(clReleaseEvent(rel[i]));
  CHECK(clReleaseCommandQueue(q2));
  CHECK(clReleaseMemObject(buf));
  CHECK(clReleaseKernel(add));
  CHECK(clReleaseKernel(scale));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
