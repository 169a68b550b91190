#!/usr/bin/env bash
# Compiles every workload kernel with clang-19 into the golden reference outputs:
#   tests/golden/clang19/<target>/<name>-O<n>.{hsaco,s,objdump,notes,kd.txt}
# for targets gfx900 gfx90a gfx942 gfx1030 gfx1100 (wave32) and gfx1030-w64, gfx1100-w64 (built for wave64), and
# -O0/-O2, code object v5 (the clang-19 default).
# Re-runnable and deterministic: files are written from paths relative to the workloads and
# output directories, so no absolute path of the checkout ends up in them.
#
# Usage: workloads/build_clang.sh [workload ...]    (default: every workloads/<name>/<name>.cl)
# Tools can be overridden: CLANG=clang-19 LLD=ld.lld-19 OBJDUMP=llvm-objdump-19 READELF=llvm-readelf-19
set -euo pipefail
export LC_ALL=C

CLANG=${CLANG:-clang-19}
LLD=${LLD:-ld.lld-19}
OBJDUMP=${OBJDUMP:-llvm-objdump-19}
READELF=${READELF:-llvm-readelf-19}
# GOLDEN_TARGETS="gfx1100 gfx1100-w64" rebuilds only those targets.
read -r -a TARGETS <<< "${GOLDEN_TARGETS:-gfx900 gfx90a gfx942 gfx1030 gfx1030-w64 gfx1100 gfx1100-w64}"
OPT_LEVELS=(0 2)

workloads_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
golden_dir=$(cd "$workloads_dir/.." && pwd)/tests/golden/clang19

# The flags every kernel is built with. -nogpulib: no ROCm device libraries; the prelude maps
# the OpenCL work-item, barrier and atomic functions onto builtins instead.
CLFLAGS=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib
         -Wall -Wextra -Werror -include include/clang_prelude.h)

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for dir in "$workloads_dir"/*/; do
    name=$(basename "$dir")
    [ -f "$dir/$name.cl" ] && names+=("$name")
  done
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for target in "${TARGETS[@]}"; do
  out="$golden_dir/$target"
  mkdir -p "$out"
  if [ $# -eq 0 ]; then
    # Full rebuild: drop outputs of workloads that no longer exist.
    find "$out" -maxdepth 1 -type f \( -name '*.hsaco' -o -name '*.s' -o -name '*.objdump' \
      -o -name '*.notes' -o -name '*.kd.txt' \) -delete
  fi
  mcpu=${target%-w64}
  extra=()
  dumpattr=()
  # llvm-objdump decodes gfx10/gfx11 code as wave32 unless told: give it the wave size.
  [ "$target" != "$mcpu" ] && extra=(-mwavefrontsize64) && dumpattr=(--mattr=+wavefrontsize64)
  for name in "${names[@]}"; do
    src="$name/$name.cl"
    for opt in "${OPT_LEVELS[@]}"; do
      base="$name-O$opt"
      (cd "$workloads_dir" &&
        "$CLANG" "${CLFLAGS[@]}" "${extra[@]}" -mcpu="$mcpu" -O"$opt" -c "$src" -o "$tmp/$base.o" &&
        "$CLANG" "${CLFLAGS[@]}" "${extra[@]}" -mcpu="$mcpu" -O"$opt" -S "$src" -o "$out/$base.s")
      "$LLD" -shared "$tmp/$base.o" -o "$out/$base.hsaco"
      (cd "$out" &&
        "$OBJDUMP" "${dumpattr[@]}" -d "$base.hsaco" > "$base.objdump" &&
        "$READELF" --notes "$base.hsaco" > "$base.notes" &&
        "$OBJDUMP" -D --disassemble-symbols="$name.kd" "$base.hsaco" > "$base.kd.txt")
    done
  done
  echo "$target: ${#names[@]} workloads x ${#OPT_LEVELS[@]} opt levels -> $out"
done
