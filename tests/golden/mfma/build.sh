#!/usr/bin/env bash
# Rebuilds the clang-19 MFMA kernels of the functional simulator's tests:
#   tests/golden/mfma/mfma.hsaco   (clang-19 -c, then ld.lld-19 -shared; code object v5)
#   tests/golden/mfma/mfma.s       (clang-19 -S, the same flags)
#   tests/golden/mfma/mfma.objdump (llvm-objdump-19 -d)
# Deterministic and re-runnable: run from any directory; paths are relative to this one.
# Tools can be overridden: CLANG=clang-19 LLD=ld.lld-19 OBJDUMP=llvm-objdump-19
set -euo pipefail
export LC_ALL=C
CLANG=${CLANG:-clang-19}
LLD=${LLD:-ld.lld-19}
OBJDUMP=${OBJDUMP:-llvm-objdump-19}
# OUT_DIR: where to write (default: next to this script; the live test writes elsewhere).
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${OUT_DIR:-$here}
mkdir -p "$out"
CLFLAGS=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O2 -Wall -Wextra -Werror)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
"$CLANG" "${CLFLAGS[@]}" -c mfma.cl -o "$tmp/mfma.o"
"$CLANG" "${CLFLAGS[@]}" -S mfma.cl -o "$out/mfma.s"
"$LLD" -shared "$tmp/mfma.o" -o "$out/mfma.hsaco"
(cd "$out" && "$OBJDUMP" -d mfma.hsaco > mfma.objdump)
