#!/bin/sh
# Rebuilds the typed-buffer kernels of this directory (README.md): bufformat.ll compiled by
# llc-19 for each target, as a code object (llc-19 -filetype=obj, then ld.lld-19 -shared) and
# as assembly.
# Usage: build.sh [OUTPUT_DIRECTORY]  (default: this directory)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$(mkdir -p "${1:-$here}" && cd "${1:-$here}" && pwd)
cd "$here"
for t in gfx900 gfx90a gfx942 gfx1030 gfx1100; do
  llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=$t -O2 -filetype=obj bufformat.ll -o "$out/bufformat-$t.o"
  ld.lld-19 -shared "$out/bufformat-$t.o" -o "$out/bufformat-$t.hsaco"
  rm "$out/bufformat-$t.o"
  llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=$t -O2 bufformat.ll -o "$out/bufformat-$t.s"
done
