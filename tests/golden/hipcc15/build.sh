#!/usr/bin/env bash
# Builds the hipcc reference code objects of this folder with Debian's ROCm 5.2.3 hipcc
# (clang-15) and disassembles them with llvm-objdump-15:
#   <target>/kernels-O2.hsaco    the code object (v4) of kernels.hip for that target, unbundled
#                                from hipcc's fat binary with clang-offload-bundler-15
#   <target>/kernels-O2.objdump  llvm-objdump-15 -d of it
# and cmpx-gfx1030.mc15: llvm-mc-15 -show-encoding of every gfx10 v_cmpx_*_e64 row (gen_cmpx.py).
# Deterministic: run from this folder with relative paths, so no checkout path ends up in the files.
# Usage: tests/golden/hipcc15/build.sh   (HIPCC, BUNDLER, OBJDUMP, MC override the tools)
set -euo pipefail
export LC_ALL=C
HIPCC=${HIPCC:-hipcc}
BUNDLER=${BUNDLER:-clang-offload-bundler-15}
OBJDUMP=${OBJDUMP:-llvm-objdump-15}
MC=${MC:-llvm-mc-15}
TARGETS=(gfx900 gfx90a gfx1030)

cd "$(dirname "${BASH_SOURCE[0]}")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
arch=()
for t in "${TARGETS[@]}"; do arch+=(--offload-arch="$t"); done
# hipcc asks rocm_agent_enumerator for the local GPUs, which fails without one: its traceback
# on stderr is harmless.
"$HIPCC" "${arch[@]}" -O2 -c kernels.hip -o "$tmp/kernels.o" 2> >(grep -v -e rocm_agent_enumerator -e Traceback \
  -e '^  File' -e '^    ' -e readFromKFD >&2 || true)
objcopy -O binary --only-section=.hip_fatbin "$tmp/kernels.o" "$tmp/fatbin.bin"
for t in "${TARGETS[@]}"; do
  mkdir -p "$t"
  "$BUNDLER" --unbundle --type=o --input="$tmp/fatbin.bin" --targets="hipv4-amdgcn-amd-amdhsa--$t" \
    --output="$t/kernels-O2.hsaco"
  (cd "$t" && "$OBJDUMP" -d kernels-O2.hsaco > kernels-O2.objdump)
done
python3 gen_cmpx.py ../../../sim/isa/gfx10.isa > "$tmp/cmpx.s"
"$MC" -arch=amdgcn -mcpu=gfx1030 -show-encoding "$tmp/cmpx.s" > cmpx-gfx1030.mc15
