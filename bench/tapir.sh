#!/usr/bin/env bash
# Benchmark of Tapir programs (issue 18): `parir run --parallel=2` against `parir run`, and
# `parir sanitize` (SP-bags and the loop sanitizer) against `parir run`, on the same module;
# and the machine's own ceiling for the program: two `parir run`s at once against one
# (2 x one / both: 2.0 when the two cores run the interpreter as fast as one does alone).
# Two programs, Tapir written by hand after OpenCilk's conventions:
# - cilk_for: 400,000 iterations, each a detached task evaluating a degree-16 polynomial of
#   its element and storing it (the claims model recognizes the loop: its iterations run on
#   the worker threads with --parallel);
# - fib(27) with cilk_spawn / cilk_sync (317,810 spawns, run on the work-stealing pool of
#   parir_exec::spawn with --parallel).
# Medians of 7 interleaved runs; every run of a program must print the same line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/target/bench/tapir"
mkdir -p "$work"
(cd "$root" && cargo build --release -q -p parir-cli)
parir="$root/target/release/parir"
cat > "$work/cilk_for.ll" <<'LL'
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare token @llvm.syncregion.start()
@fmt = private constant [6 x i8] c"%.6f\0A\00"

define void @poly(ptr %a, i64 %n) {
entry:
  %sr = call token @llvm.syncregion.start()
  br label %pfor.detach
pfor.detach:
  %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
  detach within %sr, label %pfor.body, label %pfor.inc
pfor.body:
  %m = urem i64 %i, 1000
  %mf = uitofp i64 %m to double
  %x = fmul double %mf, 1.000000e-03
  br label %k.loop
k.loop:
  %k = phi i64 [ 0, %pfor.body ], [ %k.next, %k.loop ]
  %y = phi double [ 0.0, %pfor.body ], [ %y.next, %k.loop ]
  %k1 = add nuw nsw i64 %k, 1
  %kf = uitofp i64 %k1 to double
  %inv = fdiv double 1.0, %kf
  %yx = fmul double %y, %x
  %y.next = fadd double %yx, %inv
  %k.next = add nuw nsw i64 %k, 1
  %kd = icmp eq i64 %k.next, 16
  br i1 %kd, label %k.end, label %k.loop
k.end:
  %p = getelementptr inbounds double, ptr %a, i64 %i
  store double %y.next, ptr %p, align 8
  reattach within %sr, label %pfor.inc
pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.detach
pfor.end:
  sync within %sr, label %ret
ret:
  ret void
}

define i32 @main() {
entry:
  %a = call ptr @malloc(i64 3200000)
  call void @poly(ptr %a, i64 400000)
  br label %sum
sum:
  %j = phi i64 [ 0, %entry ], [ %j.next, %sum ]
  %t = phi double [ 0.0, %entry ], [ %t.next, %sum ]
  %q = getelementptr inbounds double, ptr %a, i64 %j
  %v = load double, ptr %q, align 8
  %t.next = fadd double %t, %v
  %j.next = add nuw nsw i64 %j, 97
  %jd = icmp uge i64 %j.next, 400000
  br i1 %jd, label %out, label %sum
out:
  %c = call i32 (ptr, ...) @printf(ptr @fmt, double %t.next)
  ret i32 0
}
LL
sed -e 's/i32 20)/i32 27)/' "$root/crates/parir-cli/tests/tapir/fib.ll" > "$work/fib.ll"
once() {
  local t0 t1
  t0=$EPOCHREALTIME; "$@" > "$work/out" 2> /dev/null || [ $? -eq 3 ]; t1=$EPOCHREALTIME
  echo "$t1 - $t0" | bc -l
}
median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", v[(NR + 1) / 2] }'; }
for prog in cilk_for fib; do
  ll="$work/$prog.ll"
  : > "$work/seq"; : > "$work/par"; : > "$work/san"; : > "$work/two"
  ref=""
  for _ in 1 2 3 4 5 6 7; do
    once "$parir" run "$ll" >> "$work/seq"
    line=$(cat "$work/out"); [ -z "$ref" ] && ref=$line
    [ "$line" = "$ref" ] || { echo "$prog: outputs differ: $line vs $ref" >&2; exit 1; }
    once "$parir" run --parallel=2 "$ll" >> "$work/par"
    [ "$(cat "$work/out")" = "$ref" ] || { echo "$prog: --parallel=2 output differs" >&2; exit 1; }
    once "$parir" sanitize "$ll" >> "$work/san"
    [ "$(cat "$work/out")" = "$ref" ] || { echo "$prog: sanitize output differs" >&2; exit 1; }
    t0=$EPOCHREALTIME
    "$parir" run "$ll" > /dev/null & "$parir" run "$ll" > /dev/null; wait
    t1=$EPOCHREALTIME
    echo "$t1 - $t0" | bc -l >> "$work/two"
  done
  ts=$(median < "$work/seq"); tp=$(median < "$work/par"); tz=$(median < "$work/san")
  t2=$(median < "$work/two")
  printf '%-8s output %-12s run %6.3f s   --parallel=2 %6.3f s (speed-up %.2fx, ceiling %.2fx)   sanitize %6.3f s (slowdown %.2fx)\n' \
    "$prog" "$ref" "$ts" "$tp" "$(echo "$ts / $tp" | bc -l)" "$(echo "2 * $ts / $t2" | bc -l)" "$tz" "$(echo "$tz / $ts" | bc -l)"
done
