// Device-to-device copies and memsets, which HIP runs as its own blit kernels (compiled through
// comgr at run time): hipMemcpy and hipMemcpyAsync device to device, aligned and at odd offsets
// and sizes, hipMemcpy2D between pitched device buffers, hipMemset of bytes at odd offsets,
// hipMemsetD32, hipMemsetD16 and hipMemsetD8, and hipMemsetAsync.
#include "hip_check.h"

int main() {
  const size_t bytes = 12000;
  std::vector<unsigned char> host(bytes), want(bytes), got(bytes);
  for (size_t i = 0; i < bytes; ++i) host[i] = static_cast<unsigned char>((i * 131 + 7) & 0xff);
  unsigned char *a, *b;
  HIP_CHECK(hipMalloc(&a, bytes));
  HIP_CHECK(hipMalloc(&b, bytes));
  HIP_CHECK(hipMemcpy(a, host.data(), bytes, hipMemcpyHostToDevice));

  // Whole buffer, device to device.
  HIP_CHECK(hipMemset(b, 0, bytes));
  HIP_CHECK(hipMemcpy(b, a, bytes, hipMemcpyDeviceToDevice));
  HIP_CHECK(hipMemcpy(got.data(), b, bytes, hipMemcpyDeviceToHost));
  expectArray("hipMemcpy device to device", got.data(), host.data(), bytes);

  // Unaligned source, destination and size.
  HIP_CHECK(hipMemset(b, 0x5a, bytes));
  HIP_CHECK(hipMemcpy(b + 3, a + 17, 4093, hipMemcpyDeviceToDevice));
  want.assign(bytes, 0x5a);
  std::memcpy(want.data() + 3, host.data() + 17, 4093);
  HIP_CHECK(hipMemcpy(got.data(), b, bytes, hipMemcpyDeviceToHost));
  expectArray("hipMemcpy device to device, odd offsets and size", got.data(), want.data(), bytes);

  // Asynchronous, on a stream, overlapping nothing.
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  HIP_CHECK(hipMemsetAsync(b, 0xc3, bytes, s));
  HIP_CHECK(hipMemcpyAsync(b + 6000, a, 6000, hipMemcpyDeviceToDevice, s));
  HIP_CHECK(hipMemcpyAsync(b, a + 6000, 5000, hipMemcpyDeviceToDevice, s));
  HIP_CHECK(hipStreamSynchronize(s));
  want.assign(bytes, 0xc3);
  std::memcpy(want.data() + 6000, host.data(), 6000);
  std::memcpy(want.data(), host.data() + 6000, 5000);
  HIP_CHECK(hipMemcpy(got.data(), b, bytes, hipMemcpyDeviceToHost));
  expectArray("hipMemsetAsync and hipMemcpyAsync device to device", got.data(), want.data(), bytes);

  // Byte memset at an odd offset and size.
  HIP_CHECK(hipMemcpy(b, a, bytes, hipMemcpyDeviceToDevice));
  HIP_CHECK(hipMemset(b + 5, 0xee, 3001));
  want = host;
  std::memset(want.data() + 5, 0xee, 3001);
  HIP_CHECK(hipMemcpy(got.data(), b, bytes, hipMemcpyDeviceToHost));
  expectArray("hipMemset odd offset and size", got.data(), want.data(), bytes);

  // 32-, 16- and 8-bit patterns.
  const size_t words = bytes / 4;
  std::vector<uint32_t> got32(words), want32(words, 0xdeadbeefu);
  HIP_CHECK(hipMemsetD32(reinterpret_cast<hipDeviceptr_t>(b), 0xdeadbeef, words));
  HIP_CHECK(hipMemcpy(got32.data(), b, words * 4, hipMemcpyDeviceToHost));
  expectArray("hipMemsetD32", got32.data(), want32.data(), words);
  const size_t halves = 2001;
  std::vector<uint16_t> got16(halves + 1), want16(halves + 1, 0x1234);
  want16[halves] = 0xdead;  // the low half of the word after the range is untouched
  HIP_CHECK(hipMemsetD16(reinterpret_cast<hipDeviceptr_t>(b), 0x1234, halves));
  HIP_CHECK(hipMemcpy(got16.data(), b, (halves + 1) * 2, hipMemcpyDeviceToHost));
  expectArray("hipMemsetD16", got16.data(), want16.data(), halves + 1);
  HIP_CHECK(hipMemsetD8(reinterpret_cast<hipDeviceptr_t>(b + 1), 0x7f, 999));
  std::vector<uint8_t> got8(1001), want8(1001, 0x7f);
  want8[0] = 0x34, want8[1000] = 0x34;  // 0x1234 stored little-endian: byte 0 and byte 1000 are 0x34
  HIP_CHECK(hipMemcpy(got8.data(), b, 1001, hipMemcpyDeviceToHost));
  expectArray("hipMemsetD8", got8.data(), want8.data(), 1001);

  // 2D: a 37 x 23 window of one pitched buffer into another (pitches chosen here:
  // hipMallocPitch needs image support in HIP 5.2, which gfxsim does not offer).
  const size_t pitchA = 80, pitchB = 96, height = 40, cw = 37, ch = 23;
  unsigned char *pa, *pb;
  HIP_CHECK(hipMalloc(&pa, pitchA * height));
  HIP_CHECK(hipMalloc(&pb, pitchB * height));
  std::vector<unsigned char> src(pitchA * height), dst2(pitchB * height), want2(pitchB * height, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<unsigned char>(i * 7 + 1);
  HIP_CHECK(hipMemcpy(pa, src.data(), src.size(), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(pb, 0, pitchB * height));
  HIP_CHECK(hipMemcpy2D(pb + pitchB * 2 + 5, pitchB, pa + pitchA + 3, pitchA, cw, ch, hipMemcpyDeviceToDevice));
  for (size_t y = 0; y < ch; ++y)
    for (size_t x = 0; x < cw; ++x) want2[(y + 2) * pitchB + x + 5] = src[(y + 1) * pitchA + x + 3];
  HIP_CHECK(hipMemcpy(dst2.data(), pb, dst2.size(), hipMemcpyDeviceToHost));
  expectArray("hipMemcpy2D device to device", dst2.data(), want2.data(), dst2.size());

  // 2D memset of a window.
  HIP_CHECK(hipMemset2D(pb + pitchB + 1, pitchB, 0x99, 50, 30));
  for (size_t y = 0; y < 30; ++y)
    for (size_t x = 0; x < 50; ++x) want2[(y + 1) * pitchB + x + 1] = 0x99;
  HIP_CHECK(hipMemcpy(dst2.data(), pb, dst2.size(), hipMemcpyDeviceToHost));
  expectArray("hipMemset2D", dst2.data(), want2.data(), dst2.size());

  HIP_CHECK(hipStreamDestroy(s));
  for (void* p : {static_cast<void*>(a), static_cast<void*>(b), static_cast<void*>(pa), static_cast<void*>(pb)})
    HIP_CHECK(hipFree(p));
  return finish();
}
