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
# MTBUF: tbuffer.ll for the gfx9 family, tbuffer-gfx10.ll / tbuffer-gfx11.ll for gfx1030 /
# gfx1100 (their format immediates differ; gen_tbuffer.py writes the three files).
for t in gfx900:tbuffer gfx90a:tbuffer gfx942:tbuffer gfx1030:tbuffer-gfx10 gfx1100:tbuffer-gfx11; do
  cpu=${t%%:*}
  src=${t#*:}.ll
  llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=$cpu -O2 -filetype=obj $src -o "$out/tbuffer-$cpu.o"
  ld.lld-19 -shared "$out/tbuffer-$cpu.o" -o "$out/tbuffer-$cpu.hsaco"
  rm "$out/tbuffer-$cpu.o"
  llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=$cpu -O2 $src -o "$out/tbuffer-$cpu.s"
done
