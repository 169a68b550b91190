# Warnings are errors for every target of the project; sanitizers on request.
add_compile_options(-Wall -Wextra -Wpedantic -Werror -Wno-missing-field-initializers)
if(GFXSIM_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  # clang-19 flags libstdc++ 12's own use of std::get_temporary_buffer (inside
  # std::stable_sort) as deprecated; that is not our code.
  add_compile_options(-Wno-deprecated-declarations)
endif()
