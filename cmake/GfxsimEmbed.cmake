# gfxsim_embed_text(OUT_VAR NAMESPACE ns EXT ext [DIR dir] FILES name...): for each <name>.<ext> in the
# current source folder (or DIR), generates a C++ source defining `const std::string_view ns::name` that
# holds the file's text (the ISA descriptions, the memory-model tables). OUT_VAR receives the
# generated sources.
set(GFXSIM_EMBED_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/EmbedText.cmake)
function(gfxsim_embed_text out_var)
  cmake_parse_arguments(E "" "NAMESPACE;EXT;PREFIX;DIR" "FILES" ${ARGN})
  if(NOT E_DIR)
    set(E_DIR ${CMAKE_CURRENT_SOURCE_DIR})
  endif()
  set(_outs)
  foreach(f ${E_FILES})
    set(_in ${E_DIR}/${E_PREFIX}${f}.${E_EXT})
    set(_out ${CMAKE_CURRENT_BINARY_DIR}/embedded_${E_EXT}_${f}.cpp)
    add_custom_command(OUTPUT ${_out}
      COMMAND ${CMAKE_COMMAND} -DIN=${_in} -DOUT=${_out} -DNAME=${f} -DNAMESPACE=${E_NAMESPACE} -P ${GFXSIM_EMBED_SCRIPT}
      DEPENDS ${_in} ${GFXSIM_EMBED_SCRIPT}
      COMMENT "Embedding ${f}.${E_EXT}")
    list(APPEND _outs ${_out})
  endforeach()
  set(${out_var} ${_outs} PARENT_SCOPE)
endfunction()
