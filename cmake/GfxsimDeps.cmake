# Every dependency is a Debian bookworm package found with find_package.
find_package(Boost 1.74 REQUIRED CONFIG COMPONENTS program_options)
# Debian's msgpack-cxx 4.x: package "msgpack", target "msgpackc-cxx".
find_package(msgpack 4 REQUIRED CONFIG)
find_package(spdlog REQUIRED CONFIG)
find_package(TBB REQUIRED CONFIG)
if(GFXSIM_TESTS)
  find_package(doctest REQUIRED CONFIG)
endif()

# One interface target that carries msgpack with its required definition.
add_library(gfxsim_msgpack INTERFACE)
target_link_libraries(gfxsim_msgpack INTERFACE msgpackc-cxx)
target_compile_definitions(gfxsim_msgpack INTERFACE MSGPACK_NO_BOOST)
