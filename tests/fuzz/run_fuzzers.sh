#!/usr/bin/env bash
# Builds gfxsim's libFuzzer targets and runs each for RUNS executions, with inputs up to 1 MiB,
# its dictionary of structural tokens and a seed corpus taken from the repository, then prints
# one table row per target: executions, crashes (a sanitizer report, an uncaught exception, a
# time-out or an out-of-memory), seconds and executions per second. The exit status is 1 when
# any target crashed; its reproducer is kept under BUILD_DIR/fuzz/artifacts/.
#   bash tests/fuzz/run_fuzzers.sh [RUNS] [TARGET...]
# RUNS defaults to 1000000; the targets to all of them. Environment: BUILD_DIR (build-fuzz),
# JOBS (targets fuzzed at once; default: the number of cores), TIMEOUT_S (per input; 30).
# Needs clang-19 and libclang-rt-19-dev.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
runs=${1:-1000000}
shift || true
build=${BUILD_DIR:-build-fuzz}
jobs=${JOBS:-$(nproc)}
all=(fuzz_asm fuzz_cl fuzz_codeobject fuzz_metadata fuzz_litmus fuzz_config fuzz_hsa_loader fuzz_opencl_api fuzz_published)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-19 \
      -DGFXSIM_FUZZ=ON -DGFXSIM_TESTS=OFF >/dev/null
cmake --build "$build" --target "${targets[@]}"

# Per target: its dictionary, then its seed folders (the first, a scratch copy, receives what
# libFuzzer finds; the repository's folders are only read).
dict_of() {
  case $1 in
    fuzz_asm) echo compiler/fuzz/asm.dict ;;
    fuzz_cl) echo compiler/fuzz/cl.dict ;;
    fuzz_codeobject | fuzz_hsa_loader) echo loader/fuzz/codeobject.dict ;;
    fuzz_metadata) echo loader/fuzz/metadata.dict ;;
    fuzz_litmus) echo sim/litmus/fuzz/litmus.dict ;;
    fuzz_config) echo sim/timing/fuzz/config.dict ;;
    fuzz_opencl_api) echo dropin/opencl/fuzz_opencl_api.dict ;;
    fuzz_published) echo sim/cli/fuzz/published.dict ;;
    *) echo "unknown fuzz target '$1' (${all[*]})" >&2; return 1 ;;
  esac
}
seeds_of() {
  case $1 in
    fuzz_asm) ls tests/asm/corpus/*.s tests/codeobject/*.s ;;
    fuzz_cl) ls workloads/*/*.cl compiler/fuzz/cl_seeds/*.cl ;;
    fuzz_codeobject | fuzz_hsa_loader) find tests/golden tests/codeobject -name '*.hsaco' -o -name '*.o' | sort ;;
    fuzz_metadata) ls tests/codeobject/*.notes.txt loader/fuzz/seeds/*.yaml ;;
    fuzz_litmus) ls tests/litmus/*.litmus ;;
    fuzz_config) ls configs/*.ini ;;
    fuzz_published) ls workloads/fidelity/published.tsv ;;
    fuzz_opencl_api) ;;  # no seeds: every byte string is a program of API calls
  esac
}

run_one() {
  local t=$1 dir="$build/fuzz/work/$1" art="$build/fuzz/artifacts/$1-"
  rm -rf "$dir" && mkdir -p "$dir/corpus" "$build/fuzz/artifacts"
  # Small seeds keep the rate up (the mutations still grow inputs to 1 MiB): the assembler's
  # encoding corpora go in as 40-line pieces.
  seeds_of "$t" | while read -r f; do
    case $f in
      tests/asm/corpus/*) split -l 40 "$f" "$dir/corpus/$(basename "$f")." ;;
      *) cp "$f" "$dir/corpus/" ;;
    esac
  done
  local start end rc=0
  start=$(date +%s.%N)
  GFXSIM_GPU=mi210 "$build/fuzz/$t" -runs="$runs" -max_len=1048576 -dict="$(dict_of "$t")" -timeout="${TIMEOUT_S:-30}" \
      -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$art" "$dir/corpus" >"$dir/log" 2>&1 || rc=$?
  end=$(date +%s.%N)
  local execs crashes
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
  # A slow-unit file is a report, not a failure (a stopped process makes one too).
  crashes=$(find "$build/fuzz/artifacts" -name "$t-*" ! -name "$t-slow-unit-*" | wc -l)
  [ "$rc" -eq 0 ] || [ "$crashes" -gt 0 ] || crashes="1 (exit $rc)"
  awk -v t="$t" -v n="${execs:-0}" -v c="$crashes" -v s="$start" -v e="$end" -v k="$(ls "$dir/corpus" | wc -l)" \
      'BEGIN { d = e - s; printf "| %-16s | %10d | %-8s | %7.0f | %7.0f | %6d |\n", t, n, c, d, (d > 0 ? n / d : 0), k }'
}
export -f run_one dict_of seeds_of
export build runs all

echo "| target           | executions | crashes  | seconds | exec/s  | corpus |"
echo "|------------------|------------|----------|---------|---------|--------|"
rm -rf "$build/fuzz/artifacts"
printf '%s\n' "${targets[@]}" | xargs -P "$jobs" -I{} bash -c 'run_one {}'
[ -z "$(find "$build/fuzz/artifacts" -type f ! -name '*-slow-unit-*' 2>/dev/null)" ]
