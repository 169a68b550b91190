# Script mode (see GfxsimEmbed.cmake): turns the text file IN into a C++ source OUT defining
# `const std::string_view NAMESPACE::NAME` with the file's bytes.
file(READ ${IN} CONTENT HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," BYTES "${CONTENT}")
file(WRITE ${OUT} "// Generated from ${IN}; do not edit.\n#include <string_view>\nnamespace ${NAMESPACE} {\nstatic const char data_[] = {${BYTES} 0};\nextern const std::string_view ${NAME};\nconst std::string_view ${NAME}(data_, sizeof(data_) - 1);\n}\n")
