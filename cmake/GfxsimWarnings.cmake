# Warnings are errors for every target of the project; sanitizers on request.
add_compile_options(-Wall -Wextra -Wpedantic -Werror -Wno-missing-field-initializers)
if(GFXSIM_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 reports -Wmaybe-uninitialized inside libstdc++ (std::function within std::regex)
    # once the sanitizers instrument the code; the plain build keeps the warning.
    add_compile_options(-Wno-maybe-uninitialized)
    # With GCC the ASan runtime is a shared library. gfxsim exec preloads it into the programs
    # it runs, which were built without it, so that they can load the sanitized drop-in runtime.
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libasan.so
                    OUTPUT_VARIABLE GFXSIM_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
  endif()
endif()
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  # clang-19 flags libstdc++ 12's own use of std::get_temporary_buffer (inside
  # std::stable_sort) as deprecated; that is not our code.
  add_compile_options(-Wno-deprecated-declarations)
endif()
