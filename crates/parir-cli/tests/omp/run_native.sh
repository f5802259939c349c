#!/bin/sh
# Builds every program of this directory natively and compares its output with the file's
# STDOUT comment lines (`// STDOUT: ` in C, `! STDOUT: ` in Fortran), run with
# OMP_NUM_THREADS=1, 2 and 4. Builds (see README.md):
#   O0, O2      clang-19 / flang-new-19 -fopenmp -O0|-O2 PROGRAM -o EXE
#   ir-O0/O2    the same compiler with -S -emit-llvm to PROGRAM.ll, then EXE linked from the .ll
#               with the same driver and -fopenmp (the route of omp-extract's output)
#   serial      without -fopenmp (the serial elision; run once)
# usage: run_native.sh [PROGRAM...]   (default: every *.c and *.f90 here); exit 1 on a mismatch.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
[ $# -eq 0 ] && set -- "$here"/*.c "$here"/*.f90
for src in "$@"; do
  name=$(basename "$src")
  case "$name" in
    *.c) cc="clang-19"; prefix='// STDOUT:' ;;
    *.f90) cc="flang-new-19"; prefix='! STDOUT:' ;;
    *) echo "skip $name"; continue ;;
  esac
  bad=0
  grep "^$prefix" "$src" | sed "s|^$prefix ||" >"$tmp/expected"
  for mode in O0 O2 ir-O0 ir-O2 serial; do
    exe="$tmp/${name%.*}.$mode"
    case "$mode" in
      O0 | O2) $cc -fopenmp "-$mode" "$src" -o "$exe" 2>"$tmp/cc.err" ;;
      ir-*)
        $cc -fopenmp "-${mode#ir-}" -S -emit-llvm "$src" -o "$exe.ll" 2>"$tmp/cc.err" &&
          $cc -fopenmp "$exe.ll" -o "$exe" 2>>"$tmp/cc.err" ;;
      serial) $cc -O0 "$src" -o "$exe" 2>"$tmp/cc.err" ;;
    esac
    if [ $? -ne 0 ]; then
      echo "FAIL $name $mode: build"; cat "$tmp/cc.err"; bad=1; continue
    fi
    for n in 1 2 4; do
      OMP_NUM_THREADS=$n "$exe" >"$tmp/out" 2>&1
      if ! cmp -s "$tmp/out" "$tmp/expected"; then
        echo "FAIL $name $mode OMP_NUM_THREADS=$n"; diff "$tmp/expected" "$tmp/out"; bad=1
      fi
      [ "$mode" = serial ] && break
    done
  done
  if [ $bad -eq 0 ]; then echo "ok   $name"; else fail=1; fi
done
exit $fail
