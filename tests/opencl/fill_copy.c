/* Fills and copies: clEnqueueFillBuffer with 1-, 2-, 4-, 8- and 16-byte patterns at an offset,
 * clEnqueueCopyBuffer between and within buffers, and the rectangular forms
 * clEnqueueReadBufferRect, clEnqueueWriteBufferRect and clEnqueueCopyBufferRect with row and
 * slice pitches. A kernel then sums the buffer, so the device view is checked too. */
#include "ocl_test.h"

static const char *SRC =
    "__kernel void bytesum(__global const uchar* p, __global uint* out, uint n) {\n"
    "  uint acc = 0;\n"
    "  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) acc += p[i] * (i % 7 + 1);\n"
    "  out[get_global_id(0)] = acc;\n"
    "}\n";

#define BYTES 4096
#define SUM_ITEMS 64

static unsigned char ref[BYTES];
static unsigned char got[BYTES];

static uint32_t device_bytesum(ocl_env *env, cl_kernel k, cl_mem buf, cl_mem out) {
  cl_uint n = BYTES;
  size_t g = SUM_ITEMS;
  cl_uint parts[SUM_ITEMS];
  CHECK(clSetKernelArg(k, 0, sizeof buf, &buf));
  CHECK(clSetKernelArg(k, 1, sizeof out, &out));
  CHECK(clSetKernelArg(k, 2, sizeof n, &n));
  CHECK(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(env->queue, out, CL_TRUE, 0, sizeof parts, parts, 0, NULL, NULL));
  uint32_t s = 0;
  for (int i = 0; i < SUM_ITEMS; i++) s += parts[i];
  return s;
}

static uint32_t host_bytesum(const unsigned char *p) {
  uint32_t s = 0;
  for (uint32_t i = 0; i < BYTES; i++) s += p[i] * (i % 7 + 1);
  return s;
}

/* Compares the whole buffer with `ref`, on the host and through the kernel. */
static void check_buffer(ocl_env *env, cl_kernel k, cl_mem buf, cl_mem out, const char *what) {
  CHECK(clEnqueueReadBuffer(env->queue, buf, CL_TRUE, 0, BYTES, got, 0, NULL, NULL));
  int bad = 0, first = -1;
  for (int i = 0; i < BYTES; i++)
    if (got[i] != ref[i]) {
      if (first < 0) first = i;
      bad++;
    }
  EXPECT(bad == 0, "%s: %d bytes differ, first at %d (0x%02x, expected 0x%02x)", what, bad, first,
         first >= 0 ? got[first] : 0, first >= 0 ? ref[first] : 0);
  uint32_t d = device_bytesum(env, k, buf, out), h = host_bytesum(ref);
  EXPECT(d == h, "%s: device byte sum %u, host %u", what, d, h);
  printf("%s: checksum %08x bytesum %u\n", what, ocl_fnv(ref, BYTES), h);
}

static void fill(ocl_env *env, cl_mem buf, const void *pat, size_t psize, size_t off, size_t size) {
  CHECK(clEnqueueFillBuffer(env->queue, buf, pat, psize, off, size, 0, NULL, NULL));
  for (size_t i = 0; i < size; i++) ref[off + i] = ((const unsigned char *)pat)[i % psize];
}

int main(void) {
  ocl_env env = ocl_setup("fill_copy", 0);
  cl_program prog = ocl_build(&env, SRC, "");
  cl_kernel k = ocl_kernel(prog, "bytesum");
  cl_mem a = ocl_buffer(&env, CL_MEM_READ_WRITE, BYTES, NULL);
  cl_mem b = ocl_buffer(&env, CL_MEM_READ_WRITE, BYTES, NULL);
  cl_mem out = ocl_buffer(&env, CL_MEM_READ_WRITE, SUM_ITEMS * sizeof(cl_uint), NULL);

  unsigned char p1 = 0xa5;
  fill(&env, a, &p1, 1, 0, BYTES);
  check_buffer(&env, k, a, out, "fill1");
  cl_ushort p2 = 0x1234;
  fill(&env, a, &p2, 2, 102, 998);
  check_buffer(&env, k, a, out, "fill2");
  cl_uint p4 = 0xdeadbeefu;
  fill(&env, a, &p4, 4, 1024, 1028);
  check_buffer(&env, k, a, out, "fill4");
  cl_ulong p8 = 0x0102030405060708ull;
  fill(&env, a, &p8, 8, 2048, 512);
  check_buffer(&env, k, a, out, "fill8");
  unsigned char p16[16];
  for (int i = 0; i < 16; i++) p16[i] = (unsigned char)(0xf0 - 7 * i);
  fill(&env, a, p16, 16, 2560, 1536);
  check_buffer(&env, k, a, out, "fill16");

  /* Copy a -> b (whole), then a region of b onto itself at a non-overlapping place. */
  CHECK(clEnqueueCopyBuffer(env.queue, a, b, 0, 0, BYTES, 0, NULL, NULL));
  check_buffer(&env, k, b, out, "copy_whole");
  CHECK(clEnqueueCopyBuffer(env.queue, b, b, 100, 3000, 900, 0, NULL, NULL));
  memmove(ref + 3000, ref + 100, 900);
  check_buffer(&env, k, b, out, "copy_within");
  /* Overlapping regions within one buffer are an error. */
  EXPECT_ERR(CL_MEM_COPY_OVERLAP, clEnqueueCopyBuffer(env.queue, b, b, 0, 10, 100, 0, NULL, NULL));

  /* Rect forms on b viewed as a 3-D array: row pitch 64 bytes, slice pitch 1024 bytes. */
  size_t bo[3] = {8, 2, 1}, ho[3] = {0, 0, 0}, reg[3] = {20, 5, 3};
  static unsigned char host[4][16][64];
  for (int z = 0; z < 4; z++)
    for (int y = 0; y < 16; y++)
      for (int x = 0; x < 64; x++) host[z][y][x] = (unsigned char)(x + 3 * y + 11 * z);
  /* Write the host box at origin (0,0,0) of a 64x16 host array into b at (8,2,1). */
  CHECK(clEnqueueWriteBufferRect(env.queue, b, CL_TRUE, bo, ho, reg, 64, 1024, 64, 1024, host, 0,
                                 NULL, NULL));
  for (size_t z = 0; z < reg[2]; z++)
    for (size_t y = 0; y < reg[1]; y++)
      for (size_t x = 0; x < reg[0]; x++)
        ref[(bo[2] + z) * 1024 + (bo[1] + y) * 64 + bo[0] + x] = host[z][y][x];
  check_buffer(&env, k, b, out, "write_rect");

  /* Read a box back into a host array with other pitches (row 32, slice 32*8). */
  static unsigned char back[3][8][32];
  memset(back, 0, sizeof back);
  size_t ro[3] = {4, 1, 0}, hbo[3] = {2, 1, 0}, rreg[3] = {24, 6, 3};
  CHECK(clEnqueueReadBufferRect(env.queue, b, CL_TRUE, ro, hbo, rreg, 64, 1024, 32, 256, back, 0,
                                NULL, NULL));
  int bad = 0;
  for (size_t z = 0; z < 3; z++)
    for (size_t y = 0; y < 8; y++)
      for (size_t x = 0; x < 32; x++) {
        int inside = x >= hbo[0] && x < hbo[0] + rreg[0] && y >= hbo[1] && y < hbo[1] + rreg[1] &&
                     z < rreg[2];
        unsigned char want =
            inside ? ref[(ro[2] + z) * 1024 + (ro[1] + y - hbo[1]) * 64 + ro[0] + x - hbo[0]] : 0;
        if (back[z][y][x] != want) bad++;
      }
  EXPECT(bad == 0, "read_rect: %d bytes wrong", bad);
  printf("read_rect: checksum %08x\n", ocl_fnv(back, sizeof back));

  /* Copy a box from b to a with different pitches on each side (a slice pitch must be a
   * multiple of its row pitch: 480 = 10 * 48). */
  size_t so[3] = {0, 3, 0}, dso[3] = {16, 1, 2}, creg[3] = {30, 4, 2};
  CHECK(clEnqueueCopyBufferRect(env.queue, b, a, so, dso, creg, 64, 1024, 48, 480, 0, NULL, NULL));
  /* ref describes b; build the expected a from a's previous content. */
  static unsigned char ref_b[BYTES];
  memcpy(ref_b, ref, BYTES);
  CHECK(clEnqueueReadBuffer(env.queue, a, CL_TRUE, 0, BYTES, got, 0, NULL, NULL));
  /* a held the fill pattern image taken before the copies; rebuild it. */
  memset(ref, 0xa5, BYTES);
  for (size_t i = 0; i < 998; i++) ref[102 + i] = ((unsigned char *)&p2)[i % 2];
  for (size_t i = 0; i < 1028; i++) ref[1024 + i] = ((unsigned char *)&p4)[i % 4];
  for (size_t i = 0; i < 512; i++) ref[2048 + i] = ((unsigned char *)&p8)[i % 8];
  for (size_t i = 0; i < 1536; i++) ref[2560 + i] = p16[i % 16];
  for (size_t z = 0; z < creg[2]; z++)
    for (size_t y = 0; y < creg[1]; y++)
      for (size_t x = 0; x < creg[0]; x++)
        ref[(dso[2] + z) * 480 + (dso[1] + y) * 48 + dso[0] + x] =
            ref_b[(so[2] + z) * 1024 + (so[1] + y) * 64 + so[0] + x];
  check_buffer(&env, k, a, out, "copy_rect");

  CHECK(clReleaseMemObject(a));
  CHECK(clReleaseMemObject(b));
  CHECK(clReleaseMemObject(out));
  CHECK(clReleaseKernel(k));
  CHECK(clReleaseProgram(prog));
  ocl_teardown(&env);
  return ocl_finish();
}
