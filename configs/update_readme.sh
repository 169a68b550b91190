#!/bin/sh
# Regenerates the calibration tables of configs/README.md (between the BEGIN/END markers)
# from `gfxsim calibrate --markdown`. Usage: sh configs/update_readme.sh [build/gfxsim]
set -e
cd "$(dirname "$0")/.."
gfxsim=${1:-build/gfxsim}
tables=$(mktemp)
for c in gfx900 gfx90a gfx942 gfx1030; do
  name=$(sed -n 's/^name = //p' configs/$c.ini)
  printf '### %s (`%s.ini`)\n\n' "$name" "$c"
  "$gfxsim" calibrate --config configs/$c.ini --markdown
  printf '\n'
done > "$tables"
printf '### Working-set sweep\n\n`gfxsim calibrate --config configs/gfx900.ini --sweep vector --max-kib 16384` (one load per\n64-byte line, the chain walked twice, the second walk timed):\n\n```\n' >> "$tables"
"$gfxsim" calibrate --config configs/gfx900.ini --sweep vector --max-kib 16384 | tail -n +2 >> "$tables"
printf '```\n\nThe steps sit at the configured 16 KiB vector L1 and 4 MiB L2.\n\n### LDS bank conflicts\n\n`gfxsim calibrate --config configs/gfx900.ini --lds` (one wave64; lane l reads dword l * stride):\n\n```\n' >> "$tables"
"$gfxsim" calibrate --config configs/gfx900.ini --lds | tail -n +2 | awk 'NR==1 || $1==0 || $1==1 || $1==2 || $1==4 || $1==8 || $1==16 || $1==32' >> "$tables"
printf '```\n\nA wave issues at most one instruction every 4 cycles on GCN, which hides conflicts of degree 2;\nfrom there each doubling of the lanes per bank adds 2 x degree cycles per read (two groups of\n32 lanes).\n' >> "$tables"
awk -v t="$tables" '/<!-- BEGIN calibration -->/ {print; while ((getline l < t) > 0) print l; skip=1; next} /<!-- END calibration -->/ {skip=0} !skip' configs/README.md > configs/README.md.new
mv configs/README.md.new configs/README.md
rm -f "$tables"
