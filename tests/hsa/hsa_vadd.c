/* A plain HSA program, written against the system's HSA headers as any HSA user would: it
 * initialises the runtime, finds the GPU agent and its memory pools, loads a code object from a
 * file, dispatches its kernel `vadd` (c = a + b over n floats) through an AQL queue, waits on the
 * completion signal and checks the result on the host. It takes the code objects gfxsim asm
 * writes (workloads/asm/vadd_gfx900.s: no hidden arguments) and those gfxsim cc or clang
 * compile from OpenCL C (tests/hsa/vadd.cl), V4 or V5.
 *   hsa_vadd CODE_OBJECT [N]   (exit status 0 on success; each failure names the call) */
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHECK(call)                                                                   \
  do {                                                                                \
    hsa_status_t s_ = (call);                                                         \
    if (s_ != HSA_STATUS_SUCCESS) {                                                   \
      const char* m_ = "?";                                                           \
      hsa_status_string(s_, &m_);                                                     \
      fprintf(stderr, "hsa_vadd: %s failed: 0x%x %s\n", #call, (unsigned)s_, m_);     \
      return 1;                                                                       \
    }                                                                                 \
  } while (0)

static hsa_agent_t gpu, cpu;
static hsa_amd_memory_pool_t kernargPool, devicePool;
static int haveGpu, haveCpu, haveKernarg, haveDevice;

static hsa_status_t findAgent(hsa_agent_t a, void* data) {
  (void)data;
  hsa_device_type_t t;
  hsa_status_t s = hsa_agent_get_info(a, HSA_AGENT_INFO_DEVICE, &t);
  if (s != HSA_STATUS_SUCCESS) return s;
  if (t == HSA_DEVICE_TYPE_GPU && !haveGpu) gpu = a, haveGpu = 1;
  if (t == HSA_DEVICE_TYPE_CPU && !haveCpu) cpu = a, haveCpu = 1;
  return HSA_STATUS_SUCCESS;
}

static hsa_status_t findPools(hsa_amd_memory_pool_t p, void* data) {
  int isGpu = *(int*)data;
  hsa_amd_segment_t seg;
  uint32_t flags = 0;
  bool alloc = false;
  hsa_amd_memory_pool_get_info(p, HSA_AMD_MEMORY_POOL_INFO_SEGMENT, &seg);
  if (seg != HSA_AMD_SEGMENT_GLOBAL) return HSA_STATUS_SUCCESS;
  hsa_amd_memory_pool_get_info(p, HSA_AMD_MEMORY_POOL_INFO_GLOBAL_FLAGS, &flags);
  hsa_amd_memory_pool_get_info(p, HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALLOWED, &alloc);
  if (!alloc) return HSA_STATUS_SUCCESS;
  if (!isGpu && (flags & HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_KERNARG_INIT) && !haveKernarg) kernargPool = p, haveKernarg = 1;
  if (isGpu && (flags & HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_COARSE_GRAINED) && !haveDevice) devicePool = p, haveDevice = 1;
  return HSA_STATUS_SUCCESS;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: hsa_vadd CODE_OBJECT [N]\n");
    return 2;
  }
  uint32_t n = argc > 2 ? (uint32_t)atoi(argv[2]) : 1000;
  CHECK(hsa_init());
  CHECK(hsa_iterate_agents(findAgent, NULL));
  if (!haveGpu || !haveCpu) {
    fprintf(stderr, "hsa_vadd: no GPU or no CPU agent\n");
    return 1;
  }
  char name[64];
  CHECK(hsa_agent_get_info(gpu, HSA_AGENT_INFO_NAME, name));
  uint32_t cus = 0, wave = 0;
  CHECK(hsa_agent_get_info(gpu, (hsa_agent_info_t)HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT, &cus));
  CHECK(hsa_agent_get_info(gpu, HSA_AGENT_INFO_WAVEFRONT_SIZE, &wave));
  printf("GPU agent %s: %u compute units, wave%u\n", name, cus, wave);
  int isGpu = 0;
  CHECK(hsa_amd_agent_iterate_memory_pools(cpu, findPools, &isGpu));
  isGpu = 1;
  CHECK(hsa_amd_agent_iterate_memory_pools(gpu, findPools, &isGpu));
  if (!haveKernarg || !haveDevice) {
    fprintf(stderr, "hsa_vadd: no kernarg pool or no device pool\n");
    return 1;
  }

  /* The code object. Its ELF ABI version says which hidden kernel arguments it expects. */
  int fd = open(argv[1], O_RDONLY);
  if (fd < 0) {
    perror(argv[1]);
    return 1;
  }
  unsigned char ident[16] = {0};
  if (read(fd, ident, sizeof ident) != (ssize_t)sizeof ident || lseek(fd, 0, SEEK_SET) != 0) {
    fprintf(stderr, "hsa_vadd: %s: too short for an ELF header\n", argv[1]);
    return 1;
  }
  int v5 = ident[8] >= 3; /* EI_ABIVERSION: 2 is code object V4, 3 is V5 */
  hsa_code_object_reader_t reader;
  CHECK(hsa_code_object_reader_create_from_file(fd, &reader));
  close(fd);
  hsa_executable_t exe;
  CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &exe));
  CHECK(hsa_executable_load_agent_code_object(exe, gpu, reader, NULL, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol_by_name(exe, "vadd.kd", &gpu, &sym));
  uint64_t kernelObject = 0;
  uint32_t kernargSize = 0, groupSize = 0, privateSize = 0;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &kernelObject));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &kernargSize));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE, &groupSize));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE, &privateSize));

  /* Buffers: host-visible staging in the system pool, the kernel's in device memory. */
  size_t bytes = (size_t)n * sizeof(float);
  float *ha, *hc, *da, *db, *dc;
  CHECK(hsa_amd_memory_pool_allocate(kernargPool, bytes, 0, (void**)&ha));
  CHECK(hsa_amd_memory_pool_allocate(kernargPool, bytes, 0, (void**)&hc));
  CHECK(hsa_amd_memory_pool_allocate(devicePool, bytes, 0, (void**)&da));
  CHECK(hsa_amd_memory_pool_allocate(devicePool, bytes, 0, (void**)&db));
  CHECK(hsa_amd_memory_pool_allocate(devicePool, bytes, 0, (void**)&dc));
  hsa_agent_t both[2] = {cpu, gpu};
  CHECK(hsa_amd_agents_allow_access(2, both, NULL, ha));
  CHECK(hsa_amd_agents_allow_access(2, both, NULL, hc));
  hsa_signal_t copied;
  CHECK(hsa_signal_create(1, 0, NULL, &copied));
  for (uint32_t i = 0; i < n; ++i) ha[i] = (float)i;
  CHECK(hsa_amd_memory_async_copy(da, gpu, ha, cpu, bytes, 0, NULL, copied));
  if (hsa_signal_wait_scacquire(copied, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) != 0) return 1;
  for (uint32_t i = 0; i < n; ++i) ha[i] = 0.5f * (float)i;
  hsa_signal_store_relaxed(copied, 1);
  CHECK(hsa_amd_memory_async_copy(db, gpu, ha, cpu, bytes, 0, NULL, copied));
  if (hsa_signal_wait_scacquire(copied, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) != 0) return 1;

  /* Kernel arguments. The runtime fills none of the hidden ones: a V5 kernel compiled from a
   * language with work-item functions (gfxsim cc, clang) reads the work-group size and the
   * group counts from them. They follow the explicit arguments at the next 8-byte boundary
   * (LLVM AMDGPUUsage, code object V5 hidden arguments); everything else there stays zero
   * (global offsets, printf and hostcall buffers). A V4 kernel reads the sizes from the
   * dispatch packet instead. */
  struct { float *a, *b, *c; uint32_t n; } args = {da, db, dc, n};
  const uint32_t group = 64, grid = (n + group - 1) / group * group, hidden = 32;
  void* kernarg;
  CHECK(hsa_amd_memory_pool_allocate(kernargPool, kernargSize > sizeof args ? kernargSize : sizeof args, 0, &kernarg));
  memset(kernarg, 0, kernargSize > sizeof args ? kernargSize : sizeof args);
  memcpy(kernarg, &args, sizeof args);
  if (v5 && kernargSize >= hidden + 24) {
    uint8_t* h = (uint8_t*)kernarg + hidden;
    uint32_t blocks[3] = {grid / group, 1, 1};
    uint16_t sizes[3] = {(uint16_t)group, 1, 1}, remainders[3] = {(uint16_t)(grid % group), 0, 0};
    memcpy(h, blocks, sizeof blocks);            /* hidden_block_count_x/y/z */
    memcpy(h + 12, sizes, sizeof sizes);         /* hidden_group_size_x/y/z */
    memcpy(h + 18, remainders, sizeof remainders); /* hidden_remainder_x/y/z */
    if (kernargSize >= hidden + 66) {
      uint16_t dims = 1;
      memcpy(h + 64, &dims, sizeof dims);        /* hidden_grid_dims */
    }
  }

  /* The dispatch. */
  hsa_queue_t* queue;
  CHECK(hsa_queue_create(gpu, 256, HSA_QUEUE_TYPE_SINGLE, NULL, NULL, UINT32_MAX, UINT32_MAX, &queue));
  hsa_signal_t done;
  CHECK(hsa_signal_create(1, 0, NULL, &done));
  uint64_t index = hsa_queue_add_write_index_screlease(queue, 1);
  hsa_kernel_dispatch_packet_t* p = (hsa_kernel_dispatch_packet_t*)queue->base_address + (index & (queue->size - 1));
  memset((uint8_t*)p + 4, 0, sizeof *p - 4);
  p->workgroup_size_x = (uint16_t)group;
  p->workgroup_size_y = p->workgroup_size_z = 1;
  p->grid_size_x = grid;
  p->grid_size_y = p->grid_size_z = 1;
  p->private_segment_size = privateSize;
  p->group_segment_size = groupSize;
  p->kernel_object = kernelObject;
  p->kernarg_address = kernarg;
  p->completion_signal = done;
  uint16_t header = HSA_PACKET_TYPE_KERNEL_DISPATCH << HSA_PACKET_HEADER_TYPE |
                    1 << HSA_PACKET_HEADER_BARRIER |
                    HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_SCACQUIRE_FENCE_SCOPE |
                    HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_SCRELEASE_FENCE_SCOPE;
  uint16_t setup = 1 << HSA_KERNEL_DISPATCH_PACKET_SETUP_DIMENSIONS;
  __atomic_store_n((uint32_t*)p, header | (uint32_t)setup << 16, __ATOMIC_RELEASE);
  hsa_signal_store_screlease(queue->doorbell_signal, (hsa_signal_value_t)index);
  if (hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) != 0) return 1;
  hsa_amd_profiling_dispatch_time_t t;
  CHECK(hsa_amd_profiling_get_dispatch_time(gpu, done, &t));

  /* Back to the host and check. */
  hsa_signal_store_relaxed(copied, 1);
  CHECK(hsa_amd_memory_async_copy(hc, cpu, dc, gpu, bytes, 0, NULL, copied));
  if (hsa_signal_wait_scacquire(copied, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) != 0) return 1;
  uint32_t bad = 0;
  for (uint32_t i = 0; i < n; ++i)
    if (hc[i] != 1.5f * (float)i) ++bad;
  printf("vadd of %u floats: %s (%u wrong), dispatch took %llu ns of device time\n", n, bad ? "FAIL" : "PASS", bad,
         (unsigned long long)(t.end - t.start));

  CHECK(hsa_signal_destroy(done));
  CHECK(hsa_signal_destroy(copied));
  CHECK(hsa_queue_destroy(queue));
  CHECK(hsa_amd_memory_pool_free(kernarg));
  CHECK(hsa_amd_memory_pool_free(da));
  CHECK(hsa_amd_memory_pool_free(db));
  CHECK(hsa_amd_memory_pool_free(dc));
  CHECK(hsa_amd_memory_pool_free(ha));
  CHECK(hsa_amd_memory_pool_free(hc));
  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_reader_destroy(reader));
  CHECK(hsa_shut_down());
  return bad != 0;
}
