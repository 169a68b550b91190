// hipModuleLoad / hipModuleGetFunction / hipModuleLaunchKernel of separately built code objects
// (module_kernels.hip built with hipcc --genco; the arguments are their paths: an ELF code
// object, a clang offload bundle), with arguments as kernelParams and as an `extra` buffer, a
// module global found with hipModuleGetGlobal, and hipModuleLoadData of the same bytes.
#include <fstream>
#include <iterator>
#include <string>

#include "hip_check.h"

// Check names are prefixed with the argument's position, so both runs of the test print the
// same lines whatever the paths are.
static void runModule(const char* path, int index) {
  std::string prefix = "code object " + std::to_string(index) + ": ";
  auto name = [&](const char* what) { return prefix + what; };
  hipModule_t mod;
  HIP_CHECK(hipModuleLoad(&mod, path));
  hipFunction_t axpb, iota;
  HIP_CHECK(hipModuleGetFunction(&axpb, mod, "axpb"));
  HIP_CHECK(hipModuleGetFunction(&iota, mod, "iota"));

  // The module's __device__ variable.
  hipDeviceptr_t biasPtr;
  size_t biasSize = 0;
  HIP_CHECK(hipModuleGetGlobal(&biasPtr, &biasSize, mod, "moduleBias"));
  expectValue(name("moduleBias size").c_str(), biasSize, sizeof(int));
  int bias = 7;
  HIP_CHECK(hipMemcpyHtoD(biasPtr, &bias, sizeof bias));

  const int n = 3000;
  std::vector<float> x(n), y(n), want(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 101) - 50.0f;
    want[i] = 3.0f * x[i] + 7.0f;
  }
  float *dx, *dy;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dy, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));

  // kernelParams: an array of pointers to each argument.
  float a = 3.0f;
  int count = n;
  void* params[] = {&dy, &dx, &a, &count};
  HIP_CHECK(hipModuleLaunchKernel(axpb, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
  HIP_CHECK(hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
  expectArray(name("axpb via kernelParams").c_str(), y.data(), want.data(), n);

  // extra: one buffer laid out as the kernel's arguments.
  int* dout;
  HIP_CHECK(hipMalloc(&dout, n * sizeof(int)));
  struct {
    int* out;
    int start;
    int n;
  } args = {dout, 1000, n};
  size_t argsSize = sizeof args;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &argsSize, HIP_LAUNCH_PARAM_END};
  HIP_CHECK(hipModuleLaunchKernel(iota, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, nullptr, extra));
  std::vector<int> out(n), wantOut(n);
  for (int i = 0; i < n; ++i) wantOut[i] = 1000 + i;
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray(name("iota via extra").c_str(), out.data(), wantOut.data(), n);
  HIP_CHECK(hipModuleUnload(mod));

  // The same code object from memory.
  std::ifstream f(path, std::ios::binary);
  std::vector<char> image((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  expect(name("read").c_str(), !image.empty());
  HIP_CHECK(hipModuleLoadData(&mod, image.data()));
  HIP_CHECK(hipModuleGetFunction(&iota, mod, "iota"));
  args.start = -5;
  for (int i = 0; i < n; ++i) wantOut[i] = -5 + i;
  HIP_CHECK(hipModuleLaunchKernel(iota, (n + 63) / 64, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray(name("iota from hipModuleLoadData").c_str(), out.data(), wantOut.data(), n);
  HIP_CHECK(hipModuleUnload(mod));

  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
  HIP_CHECK(hipFree(dout));
}

int main(int argc, char** argv) {
  if (argc < 2) {
    std::printf("usage: module_launch CODE_OBJECT...\n");
    return 2;
  }
  for (int i = 1; i < argc; ++i) runModule(argv[i], i);
  return finish();
}
