#!/usr/bin/env bash
# Rebuilds the clang-19 gfx942 MFMA/SMFMAC kernels of the functional simulator's tests:
#   tests/golden/mfma942/mfma942.hsaco   (clang-19 -c, then ld.lld-19 -shared; code object v5)
#   tests/golden/mfma942/mfma942.s       (clang-19 -S, the same flags)
#   tests/golden/mfma942/mfma942.objdump (llvm-objdump-19 -d)
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
CLFLAGS=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Wall -Wextra -Werror)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
"$CLANG" "${CLFLAGS[@]}" -c mfma942.cl -o "$tmp/mfma942.o"
"$CLANG" "${CLFLAGS[@]}" -S mfma942.cl -o "$out/mfma942.s"
"$LLD" -shared "$tmp/mfma942.o" -o "$out/mfma942.hsaco"
(cd "$out" && "$OBJDUMP" -d mfma942.hsaco > mfma942.objdump)
