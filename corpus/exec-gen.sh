#!/usr/bin/env bash
# Generate the differential execution corpus for `parir run` (issue 5).
#
# usage: corpus/exec-gen.sh OUTDIR N [FIRST_SEED]
#
# For each of N csmith programs (seeds FIRST_SEED.., default 1), writes into OUTDIR:
#   csmith-<seed>.O0.ll, csmith-<seed>.O2.ll   clang-19 -S -emit-llvm output
#   csmith-<seed>.expected                     stdout of the native clang-19 -O0 binary,
#                                              then a last line `exit <code>`
# Programs whose native run (at -O0 or -O2) times out (2 s), crashes, or whose -O0 and
# -O2 outputs differ (undefined behaviour csmith did not rule out) are dropped.
# MANIFEST lists the kept programs. Idempotent: a seed with an existing .expected is kept.
#
# Environment: CLANG (default clang-19), CSMITH (csmith), CSMITH_INC (/usr/include/csmith),
# EXEC_JOBS (2), PARIR_REQUIRE_ORACLES=1 makes a missing tool an error (else a visible skip).
set -euo pipefail

OUT="${1:?usage: exec-gen.sh OUTDIR N [FIRST_SEED]}"
N="${2:?usage: exec-gen.sh OUTDIR N [FIRST_SEED]}"
FIRST="${3:-1}"
CLANG="${CLANG:-$(command -v clang-19 || true)}"
CSMITH="${CSMITH:-$(command -v csmith || true)}"
CSMITH_INC="${CSMITH_INC:-/usr/include/csmith}"
JOBS="${EXEC_JOBS:-2}"

missing() {
  if [ "${PARIR_REQUIRE_ORACLES:-}" = 1 ]; then
    echo "exec-gen.sh: error: $1 not found" >&2; exit 1
  fi
  echo "exec-gen.sh: SKIPPED: $1 not found" >&2; exit 0
}
[ -n "$CLANG" ] || missing clang-19
[ -n "$CSMITH" ] || missing csmith
[ -f "$CSMITH_INC/csmith.h" ] || missing "$CSMITH_INC/csmith.h (libcsmith-dev)"

mkdir -p "$OUT/src"
export OUT CLANG CSMITH CSMITH_INC

one() { # one SEED
  local seed=$1 base="$OUT/csmith-$1"
  [ -f "$base.expected" ] && return 0
  local tmp; tmp="$(mktemp -d "$OUT/tmp.XXXXXX")"
  # Small programs that terminate fast: few functions, shallow blocks, modest expressions.
  (cd "$tmp" && "$CSMITH" --seed "$seed" --max-funcs 4 --max-block-depth 3 \
      --max-expr-complexity 6 --max-array-len-per-dim 6 -o p.c >/dev/null 2>&1) || { rm -rf "$tmp"; return 0; }
  local ok=1 o
  for o in O0 O2; do
    "$CLANG" -w -I"$CSMITH_INC" -"$o" -S -emit-llvm "$tmp/p.c" -o "$tmp/p.$o.ll" &&
      "$CLANG" -w -I"$CSMITH_INC" -"$o" "$tmp/p.c" -o "$tmp/p.$o" || { ok=0; break; }
    local rc=0
    timeout 2 "$tmp/p.$o" >"$tmp/out.$o" 2>/dev/null || rc=$?
    # 124: timeout; >= 128: killed by a signal.
    if [ "$rc" = 124 ] || [ "$rc" -ge 128 ]; then ok=0; break; fi
    echo "exit $rc" >>"$tmp/out.$o"
  done
  if [ "$ok" = 1 ] && cmp -s "$tmp/out.O0" "$tmp/out.O2"; then
    cp "$tmp/p.c" "$OUT/src/csmith-$seed.c"
    mv "$tmp/p.O0.ll" "$base.O0.ll"
    mv "$tmp/p.O2.ll" "$base.O2.ll"
    mv "$tmp/out.O0" "$base.expected"
  fi
  rm -rf "$tmp"
}
export -f one

seq "$FIRST" $((FIRST + N - 1)) | xargs -P "$JOBS" -I{} bash -c 'one {}'
(cd "$OUT" && ls csmith-*.expected 2>/dev/null | sed 's/\.expected$//' | sort -t- -k2 -n) >"$OUT/MANIFEST"
echo "exec-gen.sh: $(wc -l <"$OUT/MANIFEST") programs in $OUT (of $N seeds)" >&2
