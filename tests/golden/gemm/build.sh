#!/usr/bin/env bash
# Rebuilds the clang-19 tiled GEMM of the timing model's matrix tests, for gfx90a and gfx942:
#   tests/golden/gemm/gemm-TARGET.hsaco   (clang-19 -c, then ld.lld-19 -shared; code object v5)
#   tests/golden/gemm/gemm-TARGET.s       (clang-19 -S, the same flags)
# Deterministic and re-runnable: run from any directory; paths are relative to this one.
# barrier() comes from workloads/include/clang_prelude.h, as for the workloads' clang-19 builds.
# Tools can be overridden: CLANG=clang-19 LLD=ld.lld-19
set -euo pipefail
export LC_ALL=C
CLANG=${CLANG:-clang-19}
LLD=${LLD:-ld.lld-19}
# OUT_DIR: where to write (default: next to this script; the live test writes elsewhere).
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${OUT_DIR:-$here}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
for target in gfx90a gfx942; do
  flags=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$target" -nogpulib -O2 -Wall -Wextra -Werror
         -include ../../../workloads/include/clang_prelude.h)
  "$CLANG" "${flags[@]}" -c gemm.cl -o "$tmp/gemm-$target.o"
  "$CLANG" "${flags[@]}" -S gemm.cl -o "$out/gemm-$target.s"
  "$LLD" -shared "$tmp/gemm-$target.o" -o "$out/gemm-$target.hsaco"
done
