# Warnings are errors for every target of the project; sanitizers on request.
add_compile_options(-Wall -Wextra -Wpedantic -Werror -Wno-missing-field-initializers)
if(GFXSIM_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
