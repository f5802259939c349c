#!/usr/bin/env bash
# Benchmark of the analyses (issue 3), in one run:
#  1. dominators + loops on generated functions of 10k, 100k and 1M blocks (`print<loops>`
#     computes the CFG, the dominator tree and the loop forest; `print<domtree>` is not used
#     because its indented output is quadratic on deep trees): time per block, which should
#     stay flat (linear growth);
#  2. `parir analyze -p 'print<loops>'` vs `opt-19 -passes='print<loops>' -disable-output` on a
#     large module (the llvm-stress module of bench/ir-core.sh).
# Times are the best of 3 runs (wall clock).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench"
mkdir -p "$work"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="$root/target/release/parir"

best() {
  local b=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e" -o "$work/t.txt" "$@" > /dev/null 2>&1
    local t
    t=$(tail -n 1 "$work/t.txt")
    if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then b=$t; fi
  done
  echo "$b"
}

# A function of N blocks: a chain of nested and sequential loops (every 4 blocks form a loop
# with a body, a latch and an exit), so both dominators and the loop forest have work to do.
gen() {
  local n=$1 out=$2
  awk -v n="$n" 'BEGIN {
    print "define void @f(i1 %c) {";
    print "entry:"; print "  br label %b0";
    for (i = 0; i < n; i += 4) {
      printf "b%d:\n  br label %%b%d\n", i, i + 1;
      printf "b%d:\n  br i1 %%c, label %%b%d, label %%b%d\n", i + 1, i + 2, i + 3;
      printf "b%d:\n  br label %%b%d\n", i + 2, i + 1;
      if (i + 4 < n) printf "b%d:\n  br label %%b%d\n", i + 3, i + 4;
      else printf "b%d:\n  ret void\n", i + 3;
    }
    print "}";
  }' > "$out"
}

echo "dominators + loops (parir analyze -p 'print<loops>', includes parsing), time per block:"
for n in 10000 100000 1000000; do
  f="$work/blocks-$n.ll"
  [ -s "$f" ] || gen "$n" "$f"
  t=$(best "$parir" analyze -p 'print<loops>' "$f")
  awk -v n="$n" -v t="$t" 'BEGIN { printf "  %8d blocks: %6.2f s  %6.0f ns/block\n", n, t, t * 1e9 / n }'
done

big="$work/stress-2000000.ll"
if [ ! -s "$big" ]; then
  echo "bench: $big missing; run bench/ir-core.sh first to generate it"
  exit 0
fi
tp=$(best "$parir" analyze -p 'print<loops>' "$big")
to=$(best opt-19 -passes='print<loops>' -disable-output "$big")
awk -v p="$tp" -v o="$to" 'BEGIN {
  printf "print<loops> on the 157 MB module: parir %.2f s, opt-19 %.2f s: %.1fx faster\n", p, o, o / p }'
