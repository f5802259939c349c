#!/usr/bin/env bash
# Re-check the `; LLVM:` header of every case against the installed llvm-as-19.
# usage: corpus/invalid/check.sh     (exit 1 on any mismatch; skips if llvm-as-19 is missing
#                                     unless PARIR_REQUIRE_ORACLES=1)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
if ! command -v llvm-as-19 >/dev/null; then
  [ "${PARIR_REQUIRE_ORACLES:-0}" = 1 ] && { echo "llvm-as-19 missing" >&2; exit 1; }
  echo "SKIP: llvm-as-19 not found"; exit 0
fi
bad=0 n=0
for f in *.ll accepted/*.ll; do
  n=$((n + 1))
  want="$(sed -n '1s/^; LLVM: //p' "$f")"
  dir="$(dirname "$f")" base="$(basename "$f")"
  if got="$(cd "$dir" && llvm-as-19 "$base" -o /dev/null 2>&1)"; then
    case "$want" in accepted*) continue ;; esac
    echo "MISMATCH $f: accepted by llvm-as-19, header says: $want"; bad=$((bad + 1)); continue
  fi
  got="$(printf '%s\n' "$got" | head -n1)"
  got="${got//$base/FILE}"
  if [ "$got" != "$want" ]; then
    echo "MISMATCH $f:"; echo "  header: $want"; echo "  got:    $got"; bad=$((bad + 1))
  fi
done
echo "$((n - bad)) passed, $bad failed"
[ "$bad" = 0 ]
