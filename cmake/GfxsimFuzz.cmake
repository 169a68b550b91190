# libFuzzer targets (cmake -DGFXSIM_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++-19; Debian packages
# clang-19 and libclang-rt-19-dev). Each fuzz target lives beside the module it exercises
# (compiler/fuzz, loader/fuzz, sim/litmus/fuzz, sim/timing/fuzz, dropin/hsa) with a
# dictionary of its structural tokens; tests/fuzz/run_fuzzers.sh builds and runs them all.
# The libraries a target exercises are instrumented for coverage; ASan and UBSan are on.
if(GFXSIM_FUZZ AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "GFXSIM_FUZZ=ON needs clang (configure with -DCMAKE_CXX_COMPILER=clang++-19; "
                      "Debian: apt-get install clang-19 libclang-rt-19-dev)")
endif()
set(GFXSIM_FUZZ_SANITIZERS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)

# gfxsim_fuzz_instrument(LIB...): coverage feedback and the sanitizers for these libraries.
function(gfxsim_fuzz_instrument)
  foreach(_lib ${ARGN})
    target_compile_options(${_lib} PRIVATE -fsanitize=fuzzer-no-link ${GFXSIM_FUZZ_SANITIZERS})
  endforeach()
endfunction()

# gfxsim_fuzz_target(NAME SOURCES FILE... LIBS LIB...): a fuzzer, built into build/fuzz/.
function(gfxsim_fuzz_target name)
  cmake_parse_arguments(F "" "" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${F_SOURCES})
  target_compile_options(${name} PRIVATE -fsanitize=fuzzer ${GFXSIM_FUZZ_SANITIZERS})
  target_link_options(${name} PRIVATE -fsanitize=fuzzer ${GFXSIM_FUZZ_SANITIZERS})
  target_link_libraries(${name} PRIVATE ${F_LIBS})
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/fuzz)
endfunction()
