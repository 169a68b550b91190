// Every workload .cl file, compiled as C++ against host_shim.h, each in its own namespace.
#include "host_kernels.h"

#include <array>
#include <stdexcept>
#include <utility>

#include "host_shim.h"

// OpenCL C spellings the kernels use, defined for this translation unit only.
#define __kernel
#define __global
#define __local static
#define __builtin_amdgcn_mbcnt_lo(mask, add) ::gfxsim::workloads::host::mbcnt_lo(mask, add)
#define __builtin_amdgcn_mbcnt_hi(mask, add) ::gfxsim::workloads::host::mbcnt_hi(mask, add)
#define __builtin_amdgcn_ds_bpermute(address, value) \
  ::gfxsim::workloads::host::ds_bpermute(address, value)

// reqd_work_group_size means nothing on the host: __attribute__((reqd_work_group_size(...)))
// becomes the empty (valid) __attribute__(()).
#define reqd_work_group_size(...)

namespace gfxsim::workloads::host::kernels {
using namespace ::gfxsim::workloads::host::cl;
namespace saxpy {
#include "../saxpy/saxpy.cl"
}
namespace reduce_sum {
#include "../reduce_sum/reduce_sum.cl"
}
namespace transpose {
#include "../transpose/transpose.cl"
}
namespace histogram {
#include "../histogram/histogram.cl"
}
namespace scan {
#include "../scan/scan.cl"
}
namespace matmul_naive {
#include "../matmul_naive/matmul_naive.cl"
}
namespace matmul_tiled {
#include "../matmul_tiled/matmul_tiled.cl"
}
namespace collatz {
#include "../collatz/collatz.cl"
}
namespace int64_math {
#include "../int64_math/int64_math.cl"
}
namespace poly_double {
#include "../poly_double/poly_double.cl"
}
namespace intdiv {
#include "../intdiv/intdiv.cl"
}
namespace private_sort {
#include "../private_sort/private_sort.cl"
}
namespace wave_reduce {
#include "../wave_reduce/wave_reduce.cl"
}
namespace grid3d {
#include "../grid3d/grid3d.cl"
}
namespace partial_groups {
#include "../partial_groups/partial_groups.cl"
}
namespace atomics_cas {
#include "../atomics_cas/atomics_cas.cl"
}
}  // namespace gfxsim::workloads::host::kernels

#undef __kernel
#undef __global
#undef __local
#undef __builtin_amdgcn_mbcnt_lo
#undef __builtin_amdgcn_mbcnt_hi
#undef __builtin_amdgcn_ds_bpermute
#undef reqd_work_group_size

namespace gfxsim::workloads::host {
namespace {

// Typed views of the argument list; a mismatch with the kernel signature throws.
class Unpack {
 public:
  explicit Unpack(Arguments& args) : args_(args) {}

  template <class T>
  T* buffer(std::size_t i) {
    return reinterpret_cast<T*>(arg(i).buffer().bytes.data());
  }
  std::int32_t i32(std::size_t i) { return scalar(i, ScalarKind::i32).as_i32(); }
  std::uint32_t u32(std::size_t i) { return scalar(i, ScalarKind::u32).as_u32(); }
  float f32(std::size_t i) { return scalar(i, ScalarKind::f32).as_f32(); }

 private:
  Argument& arg(std::size_t i) {
    if (i >= args_.size()) {
      throw std::invalid_argument("host kernel: too few arguments");
    }
    return args_[i];
  }
  const Scalar& scalar(std::size_t i, ScalarKind kind) {
    const Argument& a = arg(i);
    if (!a.is_scalar() || a.scalar().kind != kind) {
      throw std::invalid_argument("host kernel: argument " + a.name + " has the wrong kind");
    }
    return a.scalar();
  }

  Arguments& args_;
};

namespace k = kernels;
using std::int32_t;
using std::int64_t;
using std::uint32_t;
using std::uint64_t;
using AtomicI32 = std::atomic<int32_t>;
using AtomicU32 = std::atomic<uint32_t>;
using AtomicI64 = std::atomic<int64_t>;
using AtomicU64 = std::atomic<uint64_t>;
using AtomicF32 = std::atomic<float>;

const std::array<std::pair<std::string_view, HostKernel>, 16> kHostKernels = {{
    {"saxpy",
     [](Arguments& a) {
       Unpack u(a);
       k::saxpy::saxpy(u.f32(0), u.buffer<const float>(1), u.buffer<const float>(2),
                       u.buffer<float>(3), u.u32(4));
     }},
    {"reduce_sum",
     [](Arguments& a) {
       Unpack u(a);
       k::reduce_sum::reduce_sum(u.buffer<const int32_t>(0), u.buffer<int32_t>(1),
                                 u.buffer<AtomicI32>(2), u.buffer<AtomicI32>(3),
                                 u.buffer<AtomicU32>(4));
     }},
    {"transpose",
     [](Arguments& a) {
       Unpack u(a);
       k::transpose::transpose(u.buffer<const float>(0), u.buffer<float>(1), u.u32(2), u.u32(3));
     }},
    {"histogram",
     [](Arguments& a) {
       Unpack u(a);
       k::histogram::histogram(u.buffer<const unsigned char>(0), u.buffer<uint32_t>(1));
     }},
    {"scan",
     [](Arguments& a) {
       Unpack u(a);
       k::scan::scan(u.buffer<const uint32_t>(0), u.buffer<uint32_t>(1), u.buffer<uint32_t>(2));
     }},
    {"matmul_naive",
     [](Arguments& a) {
       Unpack u(a);
       k::matmul_naive::matmul_naive(u.buffer<const float>(0), u.buffer<const float>(1),
                                     u.buffer<float>(2), u.u32(3), u.u32(4), u.u32(5));
     }},
    {"matmul_tiled",
     [](Arguments& a) {
       Unpack u(a);
       k::matmul_tiled::matmul_tiled(u.buffer<const float>(0), u.buffer<const float>(1),
                                     u.buffer<float>(2), u.u32(3), u.u32(4), u.u32(5));
     }},
    {"collatz",
     [](Arguments& a) {
       Unpack u(a);
       k::collatz::collatz(u.buffer<const uint32_t>(0), u.buffer<uint32_t>(1),
                           u.buffer<uint64_t>(2), u.u32(3));
     }},
    {"int64_math",
     [](Arguments& a) {
       Unpack u(a);
       k::int64_math::int64_math(u.buffer<const uint64_t>(0), u.buffer<const uint64_t>(1),
                                 u.buffer<const uint32_t>(2), u.buffer<uint64_t>(3), u.u32(4));
     }},
    {"poly_double",
     [](Arguments& a) {
       Unpack u(a);
       k::poly_double::poly_double(u.buffer<const double>(0), u.buffer<const double>(1),
                                   u.buffer<double>(2), u.buffer<double>(3));
     }},
    {"intdiv",
     [](Arguments& a) {
       Unpack u(a);
       k::intdiv::intdiv(u.buffer<const int32_t>(0), u.buffer<const int32_t>(1),
                         u.buffer<int32_t>(2), u.buffer<uint32_t>(3), u.i32(4), u.u32(5));
     }},
    {"private_sort",
     [](Arguments& a) {
       Unpack u(a);
       k::private_sort::private_sort(u.buffer<const uint32_t>(0), u.buffer<uint32_t>(1),
                                     u.buffer<uint32_t>(2), u.u32(3));
     }},
    {"wave_reduce",
     [](Arguments& a) {
       Unpack u(a);
       k::wave_reduce::wave_reduce(u.buffer<const uint32_t>(0), u.buffer<uint32_t>(1),
                                   u.buffer<uint32_t>(2), u.buffer<uint32_t>(3));
     }},
    {"grid3d",
     [](Arguments& a) {
       Unpack u(a);
       k::grid3d::grid3d(u.buffer<const int32_t>(0), u.buffer<int32_t>(1), u.buffer<uint32_t>(2),
                         u.buffer<uint32_t>(3), u.u32(4), u.u32(5), u.u32(6));
     }},
    {"partial_groups",
     [](Arguments& a) {
       Unpack u(a);
       k::partial_groups::partial_groups(u.buffer<const float>(0), u.buffer<float>(1),
                                         u.buffer<uint32_t>(2), u.u32(3));
     }},
    {"atomics_cas",
     [](Arguments& a) {
       Unpack u(a);
       k::atomics_cas::atomics_cas(u.buffer<AtomicU32>(0), u.buffer<uint32_t>(1),
                                   u.buffer<AtomicF32>(2), u.buffer<AtomicU64>(3),
                                   u.buffer<AtomicI64>(4), u.buffer<AtomicU32>(5),
                                   u.buffer<AtomicU64>(6));
     }},
}};

}  // namespace

HostKernel find_host_kernel(std::string_view workload_name) {
  for (const auto& [name, kernel] : kHostKernels) {
    if (name == workload_name) {
      return kernel;
    }
  }
  return nullptr;
}

}  // namespace gfxsim::workloads::host
