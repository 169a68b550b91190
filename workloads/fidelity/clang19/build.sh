#!/usr/bin/env bash
# Rebuilds the clang-19 code objects of the fidelity kernels that `gfxsim validate` runs by
# default (README.md, "Fidelity"), for gfx900 gfx90a gfx942 gfx1030 gfx1100 (RDNA: wave32):
#   workloads/fidelity/clang19/VARIANT-TARGET.hsaco   (clang-19 -c, then ld.lld-19 -shared; code object v5)
#   workloads/fidelity/clang19/VARIANT-TARGET.s       (clang-19 -S, the same flags)
# A variant is a kernel file with the macros that fix its size parameters at compile time:
#   clpeak_bandwidth, int_rate              workloads/fidelity/NAME.cl
#   stream                                  workloads/stream/stream.cl
#   mixbench-kK (K = 0 1 2 4 8 16 32 64)    workloads/fidelity/mixbench.cl -DMIX_ITERS=K
#   lbm_d3q19-fp32, -fp16s, -fp16c          workloads/fidelity/lbm_d3q19.cl -DLBM_FP32 ...
# sim/cli/fidelity_programs.cpp lists the same variants; the test "fidelity programs: the
# committed clang-19 objects are what build.sh builds (live)" rebuilds them and compares.
# Deterministic and re-runnable: run from any directory; the compilers see only paths relative
# to workloads/, so no absolute path of the checkout ends up in the outputs.
# Tools can be overridden: CLANG=clang-19 LLD=ld.lld-19
set -euo pipefail
export LC_ALL=C
CLANG=${CLANG:-clang-19}
LLD=${LLD:-ld.lld-19}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# OUT_DIR: where to write (default: next to this script; the live test writes elsewhere).
out=${OUT_DIR:-$here}
mkdir -p "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here/../.."  # workloads/

# VARIANT SOURCE [MACRO...]
variants=(
  "clpeak_bandwidth fidelity/clpeak_bandwidth.cl"
  "int_rate fidelity/int_rate.cl"
  "stream stream/stream.cl"
)
for k in 0 1 2 4 8 16 32 64; do variants+=("mixbench-k$k fidelity/mixbench.cl MIX_ITERS=$k"); done
for s in FP32 FP16S FP16C; do variants+=("lbm_d3q19-${s,,} fidelity/lbm_d3q19.cl LBM_$s"); done

for target in gfx900 gfx90a gfx942 gfx1030 gfx1100; do
  for v in "${variants[@]}"; do
    read -r -a f <<< "$v"
    name=${f[0]} src=${f[1]}
    flags=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$target" -nogpulib -O2 -Wall -Wextra -Werror
           -include include/clang_prelude.h -include fidelity/clang19/fidelity_prelude.h)
    for m in "${f[@]:2}"; do flags+=(-D"$m"); done
    "$CLANG" "${flags[@]}" -c "$src" -o "$tmp/$name-$target.o"
    "$CLANG" "${flags[@]}" -S "$src" -o "$out/$name-$target.s"
    "$LLD" -shared "$tmp/$name-$target.o" -o "$out/$name-$target.hsaco"
  done
  echo "$target: ${#variants[@]} variants -> $out"
done
