#!/bin/sh
# Rebuilds the clang-19 WMMA kernels of this directory (README.md): wmma.cl for gfx1100 in
# wave32 and wave64, as a code object (clang-19 -c, then ld.lld-19 -shared) and as assembly.
# Usage: build.sh [OUTPUT_DIRECTORY]  (default: this directory)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$(mkdir -p "${1:-$here}" && cd "${1:-$here}" && pwd)
cd "$here"
flags="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -Wall -Wextra -Werror -mcpu=gfx1100 -O2"
for w in 32 64; do
  extra=""
  if [ "$w" = 64 ]; then extra="-mwavefrontsize64"; fi
  clang-19 $flags $extra -c wmma.cl -o "$out/wmma-gfx1100-w$w.o"
  ld.lld-19 -shared "$out/wmma-gfx1100-w$w.o" -o "$out/wmma-gfx1100-w$w.hsaco"
  rm "$out/wmma-gfx1100-w$w.o"
  clang-19 $flags $extra -S wmma.cl -o "$out/wmma-gfx1100-w$w.s"
done
