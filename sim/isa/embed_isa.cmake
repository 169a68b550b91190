# Turns an ISA description into a C++ source holding it as one string.
file(READ ${IN} CONTENT HEX)
string(LENGTH "${CONTENT}" LEN)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," BYTES "${CONTENT}")
file(WRITE ${OUT} "// Generated from ${IN}; do not edit.\n#include <string_view>\nnamespace gfxsim::isa::embedded {\nstatic const char data_[] = {${BYTES} 0};\nextern const std::string_view ${NAME};\nconst std::string_view ${NAME}(data_, sizeof(data_) - 1);\n}\n")
