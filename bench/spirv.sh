#!/usr/bin/env bash
# Benchmark of the SPIR-V writer and reader (issue 16): `parir spirv IN.ll -o OUT.spv` against
# `llvm-spirv-15 IN.bc -o OUT.spv`, and `parir spirv --read` against `llvm-spirv-15 -r` on the
# same SPIR-V (llvm-spirv-15's output for the module), on one large generated OpenCL C module (N kernels with
# loops, gathers, math built-ins and branches), compiled at -O2 by clang-19 (for parir, LLVM
# 19 text IR) and by clang-15 (for llvm-spirv-15, LLVM 15 bitcode: the translator reads
# nothing else). Wall time is the best of 3 runs; memory the peak RSS (/usr/bin/time %M).
# parir also parses the text form, which is slower to read than bitcode.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench"
mkdir -p "$work"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="$root/target/release/parir"
n=${1:-2000}

gen() {
  for ((k = 0; k < n; k++)); do
    cat <<EOC
kernel void k$k(global float *a, global const float *b, global const int *idx, int n) {
  size_t g = get_global_id(0);
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += b[idx[i]] * (float)i + a[(g + (size_t)i) % (size_t)n];
  a[g] = s * $k.0f;
  if (s > 1.0f)
    a[g + 1] = sqrt(s) + fmin(s, 2.0f);
}
EOC
  done
}
gen > "$work/spirv-bench.cl"
clang-19 -target spir64 -cl-std=CL2.0 -O2 -S -emit-llvm "$work/spirv-bench.cl" -o "$work/spirv-bench.ll"
clang-15 -target spir64 -cl-std=CL2.0 -O2 -emit-llvm -c "$work/spirv-bench.cl" -o "$work/spirv-bench.bc"

measure() {
  local best="" mem=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/t.txt" "$@" > /dev/null 2>&1
    read -r t m < <(tail -n 1 "$work/t.txt")
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; mem=$m; fi
  done
  echo "$best $mem"
}

read -r pt pm < <(measure "$parir" spirv "$work/spirv-bench.ll" -o "$work/parir.spv")
read -r lt lm < <(measure llvm-spirv-15 "$work/spirv-bench.bc" -o "$work/llvm-spirv.spv")
spirv-val --target-env opencl2.0 "$work/parir.spv"
printf 'module: %d kernels, %s bytes of .ll, %s bytes of .bc\n' "$n" \
  "$(stat -c %s "$work/spirv-bench.ll")" "$(stat -c %s "$work/spirv-bench.bc")"
printf 'parir spirv:   %6.2f s  %7d KiB  (%s bytes of SPIR-V)\n' "$pt" "$pm" "$(stat -c %s "$work/parir.spv")"
printf 'llvm-spirv-15: %6.2f s  %7d KiB  (%s bytes of SPIR-V)\n' "$lt" "$lm" "$(stat -c %s "$work/llvm-spirv.spv")"
awk -v a="$pt" -v b="$lt" -v c="$pm" -v d="$lm" \
  'BEGIN { printf "ratio parir/llvm-spirv-15: time %.2f, memory %.2f\n", a / b, c / d }'
# The reader: both read llvm-spirv-15's module (parir writes text IR, llvm-spirv-15 bitcode).
read -r prt prm < <(measure "$parir" spirv --read "$work/llvm-spirv.spv" -o "$work/parir-back.ll")
read -r lrt lrm < <(measure llvm-spirv-15 -r "$work/llvm-spirv.spv" -o "$work/llvm-spirv-back.bc")
printf 'parir spirv --read:  %6.2f s  %7d KiB  (%s bytes of .ll)\n' "$prt" "$prm" "$(stat -c %s "$work/parir-back.ll")"
printf 'llvm-spirv-15 -r:    %6.2f s  %7d KiB  (%s bytes of .bc)\n' "$lrt" "$lrm" "$(stat -c %s "$work/llvm-spirv-back.bc")"
awk -v a="$prt" -v b="$lrt" -v c="$prm" -v d="$lrm" \
  'BEGIN { printf "ratio parir --read/llvm-spirv-15 -r: time %.2f, memory %.2f\n", a / b, c / d }'
