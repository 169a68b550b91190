// matmul_tiled: the matmul_naive problem with 16x16 tiles of a and b staged in LDS.
#include "../support.h"

namespace gfxsim::workloads::detail {

Workload make_matmul_tiled() {
  return make_matmul("matmul_tiled", "f32 matmul 64x80 * 80x48 with 16x16 LDS tiles and two "
                                     "barriers per tile step");
}

}  // namespace gfxsim::workloads::detail
