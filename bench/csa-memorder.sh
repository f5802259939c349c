#!/usr/bin/env bash
# Scaling of csa-memorder (issue 17): functions with 10^3, 10^4 and 10^5 memory operations in
# parallel loops as CLIE expands them (a region around each loop, a section per iteration;
# 10 loads and stores per loop, so 10^2..10^4 loops and regions), all inside one outer region,
# so every operation is in two regions at once. `parir check --only csa-check` runs the analysis (csa-check's
# path rules) on each function; `parir verify` on the same file is the baseline (reading and
# verifying). The analysis's share per memory operation must stay flat as the size grows.
# Wall time is the best of 3 runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench"
mkdir -p "$work"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="$root/target/release/parir"

gen() {
  local loops=$1
  cat <<'EOH'
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @kernel(ptr %a, ptr %b, i64 %n) {
entry:
  %outer = call i32 @llvm.csa.parallel.region.entry(i32 1)
  %outer.s = call i32 @llvm.csa.parallel.section.entry(i32 %outer)
  br label %pre0
EOH
  for ((k = 0; k < loops; k++)); do
    cat <<EOL
pre$k:
  %r$k = call i32 @llvm.csa.parallel.region.entry(i32 $((1000 + k)))
  br label %loop$k
loop$k:
  %i$k = phi i64 [ 0, %pre$k ], [ %i$k.next, %loop$k ]
  %s$k = call i32 @llvm.csa.parallel.section.entry(i32 %r$k)
  %pa$k = getelementptr inbounds i32, ptr %a, i64 %i$k
  %pb$k = getelementptr inbounds i32, ptr %b, i64 %i$k
  %v$k.0 = load i32, ptr %pa$k
  %v$k.1 = load i32, ptr %pb$k
  store i32 %v$k.1, ptr %pa$k
  store i32 %v$k.0, ptr %pb$k
  %v$k.2 = load i32, ptr %pa$k
  %v$k.3 = load i32, ptr %pb$k
  store i32 %v$k.3, ptr %pa$k
  store i32 %v$k.2, ptr %pb$k
  %v$k.4 = load i32, ptr %pa$k
  store i32 %v$k.4, ptr %pb$k
  call void @llvm.csa.parallel.section.exit(i32 %s$k)
  %i$k.next = add i64 %i$k, 1
  %c$k = icmp slt i64 %i$k.next, %n
  br i1 %c$k, label %loop$k, label %exit$k
exit$k:
  call void @llvm.csa.parallel.region.exit(i32 %r$k)
  br label %pre$((k + 1))
EOL
  done
  cat <<EOT
pre$loops:
  call void @llvm.csa.parallel.section.exit(i32 %outer.s)
  call void @llvm.csa.parallel.region.exit(i32 %outer)
  ret void
}
EOT
}

best() {
  local b=""
  for _ in 1 2 3; do
    local s e
    s=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || true
    e=$(date +%s.%N)
    local t
    t=$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.4f", e - s }')
    if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then b=$t; fi
  done
  echo "$b"
}

printf '%10s %8s %10s %10s %14s\n' "mem ops" "regions" "check s" "verify s" "analysis us/op"
for loops in 100 1000 10000; do
  f="$work/csa-memorder-$loops.ll"
  gen "$loops" > "$f"
  ops=$((loops * 10))
  tc=$(best "$parir" check --only csa-check "$f")
  tv=$(best "$parir" verify "$f")
  awk -v o="$ops" -v r="$((loops + 1))" -v c="$tc" -v v="$tv" \
    'BEGIN { printf "%10d %8d %10.3f %10.3f %14.2f\n", o, r, c, v, (c - v) * 1e6 / o }'
done
