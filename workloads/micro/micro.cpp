#include "micro/micro.h"

namespace gfxsim::micro {

namespace embedded {
extern const std::string_view chase_vector_gfx9;
extern const std::string_view chase_vector_gfx90a;
extern const std::string_view chase_vector_gfx942;
extern const std::string_view chase_vector_gfx10;
extern const std::string_view chase_scalar_gfx9;
extern const std::string_view chase_scalar_gfx90a;
extern const std::string_view chase_scalar_gfx942;
extern const std::string_view chase_scalar_gfx10;
extern const std::string_view chase_lds_gfx9;
extern const std::string_view chase_lds_gfx90a;
extern const std::string_view chase_lds_gfx942;
extern const std::string_view chase_lds_gfx10;
extern const std::string_view lds_stride_gfx9;
extern const std::string_view lds_stride_gfx90a;
extern const std::string_view lds_stride_gfx942;
extern const std::string_view lds_stride_gfx10;
extern const std::string_view stream_read_gfx9;
extern const std::string_view stream_read_gfx90a;
extern const std::string_view stream_read_gfx942;
extern const std::string_view stream_read_gfx10;
extern const std::string_view empty_gfx9;
extern const std::string_view empty_gfx90a;
extern const std::string_view empty_gfx942;
extern const std::string_view empty_gfx10;
extern const std::string_view issue_gfx9;
extern const std::string_view issue_gfx90a;
extern const std::string_view issue_gfx942;
extern const std::string_view issue_gfx10;
}  // namespace embedded

std::string_view source(std::string_view kernel, std::string_view isa) {
  struct Row {
    std::string_view kernel, isa;
    const std::string_view* text;
  };
  static const Row rows[] = {
      {"chase_vector", "gfx9", &embedded::chase_vector_gfx9},
      {"chase_vector", "gfx90a", &embedded::chase_vector_gfx90a},
      {"chase_vector", "gfx942", &embedded::chase_vector_gfx942},
      {"chase_vector", "gfx10", &embedded::chase_vector_gfx10},
      {"chase_scalar", "gfx9", &embedded::chase_scalar_gfx9},
      {"chase_scalar", "gfx90a", &embedded::chase_scalar_gfx90a},
      {"chase_scalar", "gfx942", &embedded::chase_scalar_gfx942},
      {"chase_scalar", "gfx10", &embedded::chase_scalar_gfx10},
      {"chase_lds", "gfx9", &embedded::chase_lds_gfx9},
      {"chase_lds", "gfx90a", &embedded::chase_lds_gfx90a},
      {"chase_lds", "gfx942", &embedded::chase_lds_gfx942},
      {"chase_lds", "gfx10", &embedded::chase_lds_gfx10},
      {"lds_stride", "gfx9", &embedded::lds_stride_gfx9},
      {"lds_stride", "gfx90a", &embedded::lds_stride_gfx90a},
      {"lds_stride", "gfx942", &embedded::lds_stride_gfx942},
      {"lds_stride", "gfx10", &embedded::lds_stride_gfx10},
      {"stream_read", "gfx9", &embedded::stream_read_gfx9},
      {"stream_read", "gfx90a", &embedded::stream_read_gfx90a},
      {"stream_read", "gfx942", &embedded::stream_read_gfx942},
      {"stream_read", "gfx10", &embedded::stream_read_gfx10},
      {"empty", "gfx9", &embedded::empty_gfx9},
      {"empty", "gfx90a", &embedded::empty_gfx90a},
      {"empty", "gfx942", &embedded::empty_gfx942},
      {"empty", "gfx10", &embedded::empty_gfx10},
      {"issue", "gfx9", &embedded::issue_gfx9},
      {"issue", "gfx90a", &embedded::issue_gfx90a},
      {"issue", "gfx942", &embedded::issue_gfx942},
      {"issue", "gfx10", &embedded::issue_gfx10}};
  for (const Row& r : rows)
    if (r.kernel == kernel && r.isa == isa) return *r.text;
  return {};
}

}  // namespace gfxsim::micro
