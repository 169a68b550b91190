// hipGetDeviceProperties and hipDeviceGetAttribute against the simulated GPU's config:
//   device_props NAME COMPUTE_UNITS WARP_SIZE LDS_BYTES ARCH BUS_BITS DRAM_GBS
// (the test takes them from configs/*.ini: [agent] name, compute_units,
// lds_bytes_per_workgroup, target, memory_bus_bits, [dram] bandwidth_gbs; the warp size is 64
// on GCN/CDNA, 32 on RDNA).
#include <cmath>
#include <string>

#include "hip_check.h"

int main(int argc, char** argv) {
  if (argc != 8) {
    std::printf("usage: device_props NAME COMPUTE_UNITS WARP_SIZE LDS_BYTES ARCH BUS_BITS DRAM_GBS\n");
    return 2;
  }
  const std::string name = argv[1], arch = argv[5];
  const int cus = std::atoi(argv[2]), warp = std::atoi(argv[3]);
  const size_t lds = std::strtoull(argv[4], nullptr, 10);
  const int busBits = std::atoi(argv[6]);
  const double dramGBs = std::atof(argv[7]);
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  expectValue("hipGetDeviceCount", count, 1);
  hipDeviceProp_t p;
  HIP_CHECK(hipGetDeviceProperties(&p, 0));
  std::printf("device: %s, %d CUs, warp %d, %zu bytes shared per block, %s\n", p.name, p.multiProcessorCount, p.warpSize,
              p.sharedMemPerBlock, p.gcnArchName);
  char detail[600];
  std::snprintf(detail, sizeof detail, "'%s', expected '%s'", p.name, name.c_str());
  expect("name", name == p.name, detail);
  expectValue("multiProcessorCount", p.multiProcessorCount, cus);
  expectValue("warpSize", p.warpSize, warp);
  expectValue("sharedMemPerBlock", p.sharedMemPerBlock, lds);
  // gcnArchName is the ISA name with its features ("gfx90a:sramecc+:xnack-").
  std::string gcn = p.gcnArchName;
  std::snprintf(detail, sizeof detail, "'%s', expected '%s' with or without features", p.gcnArchName, arch.c_str());
  expect("gcnArchName", gcn == arch || gcn.rfind(arch + ":", 0) == 0, detail);
  expect("totalGlobalMem is set", p.totalGlobalMem > 0);
  expect("clockRate is set", p.clockRate > 0);
  expect("maxThreadsPerBlock is at least 256", p.maxThreadsPerBlock >= 256);
  // Peak DRAM bandwidth as programs compute it: 2 x memoryClockRate (kHz) x bus width.
  expectValue("memoryBusWidth", p.memoryBusWidth, busBits);
  const double peakGBs = 2.0 * p.memoryClockRate * 1e3 * (p.memoryBusWidth / 8.0) / 1e9;
  std::snprintf(detail, sizeof detail, "%.1f GB/s from a %d kHz clock, expected %.1f", peakGBs, p.memoryClockRate, dramGBs);
  expect("2 x memoryClockRate x memoryBusWidth is the DRAM bandwidth", std::fabs(peakGBs - dramGBs) < 0.005 * dramGBs, detail);

  // The same figures through hipDeviceGetAttribute.
  int v = 0;
  HIP_CHECK(hipDeviceGetAttribute(&v, hipDeviceAttributeMultiprocessorCount, 0));
  expectValue("hipDeviceAttributeMultiprocessorCount", v, cus);
  HIP_CHECK(hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 0));
  expectValue("hipDeviceAttributeWarpSize", v, warp);
  HIP_CHECK(hipDeviceGetAttribute(&v, hipDeviceAttributeMaxSharedMemoryPerBlock, 0));
  expectValue("hipDeviceAttributeMaxSharedMemoryPerBlock", static_cast<size_t>(v), lds);
  return finish();
}
