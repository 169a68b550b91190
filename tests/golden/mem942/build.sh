#!/usr/bin/env bash
# Rebuilds the gfx942 packed-16-bit-float atomic and load-into-LDS kernels of the functional
# simulator's tests (tests/unit/sim/func/test_func_lds_dma.cpp and test_func_atomic_pk_add.cpp):
#   mem942.hsaco / mem942.s         clang-19 (OpenCL C builtins), gfx942
#   mubuf_lds_gfxN.hsaco / .s       llc-19 (LLVM IR intrinsics), gfx900 (mubuf_lds.ll), gfx90a and
#                                   gfx942 (mubuf_lds.ll and buffer_pk_add.ll)
#   *.objdump                       llvm-objdump-19 -d of each code object
# Deterministic and re-runnable: run from any directory; paths are relative to this one.
# Tools can be overridden: CLANG=clang-19 LLC=llc-19 LINK=llvm-link-19 LLD=ld.lld-19 OBJDUMP=llvm-objdump-19
set -euo pipefail
export LC_ALL=C
CLANG=${CLANG:-clang-19}
LLC=${LLC:-llc-19}
LINK=${LINK:-llvm-link-19}
LLD=${LLD:-ld.lld-19}
OBJDUMP=${OBJDUMP:-llvm-objdump-19}
# OUT_DIR: where to write (default: next to this script; the live test writes elsewhere).
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${OUT_DIR:-$here}
mkdir -p "$out"
CLFLAGS=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Wall -Wextra -Werror)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
"$CLANG" "${CLFLAGS[@]}" -c mem942.cl -o "$tmp/mem942.o"
"$CLANG" "${CLFLAGS[@]}" -S mem942.cl -o "$out/mem942.s"
"$LLD" -shared "$tmp/mem942.o" -o "$out/mem942.hsaco"
(cd "$out" && "$OBJDUMP" -d mem942.hsaco > mem942.objdump)
# One module per target (one code object has one metadata note): gfx900 has no pk_add atomic.
"$LINK" -S mubuf_lds.ll buffer_pk_add.ll -o "$tmp/with_atomic.ll"
for gpu in gfx900 gfx90a gfx942; do
  src=$tmp/with_atomic.ll
  [ "$gpu" = gfx900 ] && src=mubuf_lds.ll
  "$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=$gpu -O2 -filetype=obj "$src" -o "$tmp/mubuf_lds_$gpu.o"
  "$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=$gpu -O2 "$src" -o "$out/mubuf_lds_$gpu.s"
  "$LLD" -shared "$tmp/mubuf_lds_$gpu.o" -o "$out/mubuf_lds_$gpu.hsaco"
  (cd "$out" && "$OBJDUMP" -d "mubuf_lds_$gpu.hsaco" > "mubuf_lds_$gpu.objdump")
done
