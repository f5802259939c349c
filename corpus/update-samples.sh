#!/usr/bin/env bash
# Regenerate corpus/samples/ (small, committed, canonical LLVM 19 IR) from a
# full corpus. usage: corpus/update-samples.sh [CORPUS_OUTDIR]
# (default: generate into target/corpus with corpus/gen.sh first)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/../target/corpus}"
[ -n "${1:-}" ] || "$here/gen.sh" "$out"
# canonical llvm-dis output (ModuleID '<stdin>')
DIS="c_loops.O0 c_loops.O2 c_structs.O0 c_structs.O2 c_atomics.O2 c_vectors.O2
c_simd_x86.O2 c_numeric.O2 c_asm.O2 c_attrs.O2 c_memory.O2 c_varargs.O2 c_fastmath.O2
c_fenv.O2 c_loop_pragmas.O0 c_loop_pragmas.O2 cxx_exceptions.O0 cxx_exceptions.O2
cxx_classes.O2 cxx_winEH.O2 cxx_coroutines.O0 f_arrays.O2 f_modules.O2 f_omp.O2
omp_parallel.O2 omp_tasks.O2 c_debug_info.O0g c_debug_info.O2g c_structs.O2g
csmith-1002.O2 csmith-1006.O2 csmith-1015.O0 stress-s25-2 stress-s50-3 stress-s100-4"
# raw generator output that differs from llvm-dis output only in the ModuleID line
RAW="c_structs.O0 cxx_classes.O0 c_debug_info.O0g f_arrays.O0 stress-s50-3"
dst="$here/samples"
rm -f "$dst"/*.ll
mkdir -p "$dst"
for n in $DIS; do cp "$out/$n.dis.ll" "$dst/$n.dis.ll"; done
for n in $RAW; do cp "$out/$n.ll" "$dst/$n.ll"; done
# every sample must be a round-trip fixpoint (line 1, the ModuleID, excepted)
bad=0
for f in "$dst"/*.ll; do
  if ! cmp -s <(llvm-as-19 "$f" -o - | llvm-dis-19 | tail -n +2) <(tail -n +2 "$f"); then
    echo "not canonical: $f" >&2; bad=1
  fi
done
du -ch "$dst"/*.ll | tail -1
exit $bad
