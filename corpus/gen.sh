#!/usr/bin/env bash
# Generate parir's LLVM 19 IR test corpus.
#
# usage: corpus/gen.sh OUTDIR [--quick]
#
# Writes into OUTDIR:
#   <name>.<opt>.ll          clang-19 / clang++-19 / flang -S -emit-llvm output of
#                            corpus/src/<name>.{c,cpp,f90} at opt = O0 O1 O2 O3;
#                            sources marked `corpus-g: yes` also get O0g and O2g
#                            (same level plus -g).
#   csmith-<seed>.<opt>.ll   csmith programs (deterministic seeds) at O0 and O2.
#   stress-s<size>-<seed>.ll raw llvm-stress-19 output.
#   *.dis.ll                 canonical copy of every file above, made with
#                            `llvm-as-19 X -o - | llvm-dis-19 -o Y`; this is what
#                            `parir fmt` must reproduce byte for byte.
#   MANIFEST.tsv             one line per .ll file: file, kind, lang, opt, canonical(0/1), source
#
# Compiler output (.ll without .dis) is NOT always canonical: see corpus/README.md.
#
# Environment:
#   CORPUS_CSMITH=N          number of csmith programs (default 20, --quick: 2)
#   CORPUS_STRESS=M          number of llvm-stress modules (default 16, --quick: 3)
#   CORPUS_JOBS=J            parallel jobs (default 2)
#   PARIR_REQUIRE_ORACLES=1  a missing tool is an error instead of a visible skip
#
# Idempotent: outputs are written atomically and a job whose output is newer
# than its inputs (source file and this script) is skipped. Deterministic:
# sources are compiled from inside their directory with relative names, and
# -g output uses -fdebug-compilation-dir=. so no absolute path leaks in.
set -euo pipefail

SELF="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
CORPUS_DIR="$(dirname "$SELF")"
SRC_DIR="$CORPUS_DIR/src"

log() { printf 'gen.sh: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

# --- tool discovery ---------------------------------------------------------
find_tool() { # find_tool NAME... -> first one found on PATH or in /usr/lib/llvm-19/bin
  local t
  for t in "$@"; do
    if command -v "$t" >/dev/null 2>&1; then command -v "$t"; return 0; fi
    if [ -x "/usr/lib/llvm-19/bin/${t%-19}" ]; then echo "/usr/lib/llvm-19/bin/${t%-19}"; return 0; fi
  done
  return 1
}

CLANG="${CLANG:-$(find_tool clang-19 || true)}"
CLANGXX="${CLANGXX:-$(find_tool clang++-19 || true)}"
FLANG="${FLANG:-$(find_tool flang-19 flang-new-19 || true)}"
LLVM_AS="${LLVM_AS:-$(find_tool llvm-as-19 || true)}"
LLVM_DIS="${LLVM_DIS:-$(find_tool llvm-dis-19 || true)}"
LLVM_STRESS="${LLVM_STRESS:-$(find_tool llvm-stress-19 || true)}"
CSMITH="${CSMITH:-$(command -v csmith || true)}"
CSMITH_INC="${CSMITH_INC:-/usr/include/csmith}"
FLANG_STAGE="${FLANG_STAGE:-/tmp/parir-corpus-src}"
export FLANG_STAGE CLANG CLANGXX FLANG LLVM_AS LLVM_DIS LLVM_STRESS CSMITH CSMITH_INC SRC_DIR

# --- job mode (run by xargs) -----------------------------------------------
# --job src  OUTDIR FILE TAG     compile corpus/src/FILE at TAG (O0..O3, O0g, O2g)
# --job csmith OUTDIR SEED TAG   generate csmith-SEED.c (once) and compile at TAG
# --job stress OUTDIR SEED SIZE  run llvm-stress
canon() { # canon IN OUT: llvm-as | llvm-dis, atomically
  local in="$1" out="$2"
  "$LLVM_AS" "$in" -o - | "$LLVM_DIS" -o "$out.tmp.$$"
  mv -f "$out.tmp.$$" "$out"
}

up_to_date() { # up_to_date OUT INPUT...
  local out="$1"; shift
  [ -s "$out" ] || return 1
  local i
  for i in "$@" "$SELF"; do [ "$out" -nt "$i" ] || return 1; done
  return 0
}

run_job() {
  local kind="$1" outdir="$2"
  case "$kind" in
  src)
    local file="$3" tag="$4"
    local name="${file%.*}" ext="${file##*.}"
    local out="$outdir/$name.$tag.ll" dis="$outdir/$name.$tag.dis.ll"
    if up_to_date "$out" "$SRC_DIR/$file" && up_to_date "$dis" "$SRC_DIR/$file"; then return 0; fi
    local level="-${tag%g}" dbg=()
    [ "$tag" != "${tag%g}" ] && dbg=(-g)
    local flags
    # per-file extra flags: a line `corpus-flags: ...` in the source
    flags="$(sed -n 's/^.*corpus-flags:\(.*\)$/\1/p' "$SRC_DIR/$file" | head -n1)"
    local -a cmd
    local srcdir="$SRC_DIR"
    case "$ext" in
    c) cmd=("$CLANG" -std=gnu17 "${dbg[@]}" ${dbg[@]:+-fdebug-compilation-dir=.}) ;;
    cpp) cmd=("$CLANGXX" -std=c++17 "${dbg[@]}" ${dbg[@]:+-fdebug-compilation-dir=.}) ;;
    f90)
      local moddir; moddir="$(mktemp -d)"
      # shellcheck disable=SC2064
      trap "rm -rf '$moddir'" RETURN
      cmd=("$FLANG" -module-dir "$moddir" "${dbg[@]}")
      # flang 19 has no -fdebug-compilation-dir / -ffile-prefix-map and embeds the
      # absolute source path (runtime error messages, DIFile directory): compile
      # from a fixed staging directory so the output does not depend on the checkout.
      mkdir -p "$FLANG_STAGE"
      if ! cmp -s "$SRC_DIR/$file" "$FLANG_STAGE/$file"; then
        cp "$SRC_DIR/$file" "$FLANG_STAGE/$file.tmp.$$" && mv -f "$FLANG_STAGE/$file.tmp.$$" "$FLANG_STAGE/$file"
      fi
      srcdir="$FLANG_STAGE" ;;
    *) log "unknown source kind: $file"; return 1 ;;
    esac
    # shellcheck disable=SC2206
    cmd+=(-S -emit-llvm "$level" $flags "$file" -o "$out.tmp.$$")
    if ! (cd "$srcdir" && "${cmd[@]}" 2>"$out.err.$$"); then
      log "FAILED: ${cmd[*]}"; cat "$out.err.$$" >&2; rm -f "$out.err.$$" "$out.tmp.$$"; return 1
    fi
    rm -f "$out.err.$$"
    mv -f "$out.tmp.$$" "$out"
    canon "$out" "$dis"
    ;;
  csmith)
    local seed="$3" tag="$4"
    local cdir="$outdir/csmith-src" c="csmith-$seed.c"
    local out="$outdir/csmith-$seed.$tag.ll" dis="$outdir/csmith-$seed.$tag.dis.ll"
    mkdir -p "$cdir"
    # both tags of one seed may run concurrently: each writes its own temp copy
    if [ ! -s "$cdir/$c" ]; then
      # csmith writes platform.info into its working directory: run it in $cdir
      (cd "$cdir" && "$CSMITH" --seed "$seed" -o "$c.tmp.$$" >/dev/null)
      # drop the "Options:" comment line, which names the temp file
      sed -i '/^ \* Options:/d' "$cdir/$c.tmp.$$"
      mv -f "$cdir/$c.tmp.$$" "$cdir/$c"
    fi
    if up_to_date "$out" "$cdir/$c" && up_to_date "$dis" "$cdir/$c"; then return 0; fi
    if ! (cd "$cdir" && timeout 300 "$CLANG" -w -I"$CSMITH_INC" -S -emit-llvm "-$tag" "$c" -o "$out.tmp.$$"); then
      log "FAILED: csmith seed $seed at -$tag"; rm -f "$out.tmp.$$"; return 1
    fi
    mv -f "$out.tmp.$$" "$out"
    canon "$out" "$dis"
    ;;
  stress)
    local seed="$3" size="$4"
    local out="$outdir/stress-s$size-$seed.ll" dis="$outdir/stress-s$size-$seed.dis.ll"
    if up_to_date "$out" && up_to_date "$dis"; then return 0; fi
    "$LLVM_STRESS" -seed "$seed" -size "$size" -o "$out.tmp.$$"
    mv -f "$out.tmp.$$" "$out"
    canon "$out" "$dis"
    ;;
  *) log "unknown job kind $kind"; return 1 ;;
  esac
}

if [ "${1:-}" = "--job" ]; then
  shift
  run_job "$@"
  exit $?
fi

# --- driver ------------------------------------------------------------------
OUTDIR=""
QUICK=0
for a in "$@"; do
  case "$a" in
  --quick) QUICK=1 ;;
  -h | --help) sed -n '2,30p' "$SELF"; exit 0 ;;
  -*) die "unknown option $a" ;;
  *) [ -z "$OUTDIR" ] || die "only one OUTDIR"; OUTDIR="$a" ;;
  esac
done
[ -n "$OUTDIR" ] || die "usage: corpus/gen.sh OUTDIR [--quick]"
mkdir -p "$OUTDIR"
OUTDIR="$(cd "$OUTDIR" && pwd)"

REQUIRE="${PARIR_REQUIRE_ORACLES:-0}"
JOBS="${CORPUS_JOBS:-2}"
if [ "$QUICK" = 1 ]; then
  NCSMITH="${CORPUS_CSMITH:-2}"; NSTRESS="${CORPUS_STRESS:-3}"
else
  NCSMITH="${CORPUS_CSMITH:-20}"; NSTRESS="${CORPUS_STRESS:-16}"
fi

missing() { # missing WHAT TOOLNAME
  if [ "$REQUIRE" = 1 ]; then die "$2 not found (needed for $1) and PARIR_REQUIRE_ORACLES=1"; fi
  log "SKIP $1: $2 not found"
}

[ -n "$LLVM_AS" ] || { [ "$REQUIRE" = 1 ] && die "llvm-as-19 not found"; }
[ -n "$LLVM_DIS" ] || { [ "$REQUIRE" = 1 ] && die "llvm-dis-19 not found"; }
if [ -z "$LLVM_AS" ] || [ -z "$LLVM_DIS" ]; then
  log "SKIP everything: llvm-as-19/llvm-dis-19 not found (install llvm-19)"
  exit 0
fi

JOBFILE="$(mktemp)"
trap 'rm -f "$JOBFILE"' EXIT

# sources
if [ "$QUICK" = 1 ]; then
  SOURCES=(c_loops.c c_loop_pragmas.c cxx_exceptions.cpp omp_parallel.c f_arrays.f90)
  TAGS=(O0 O2)
else
  SOURCES=()
  while IFS= read -r f; do SOURCES+=("$f"); done < <(cd "$SRC_DIR" && ls -1 -- *.c *.cpp *.f90 2>/dev/null | LC_ALL=C sort)
  TAGS=(O0 O1 O2 O3)
fi
skipped_langs=""
for f in "${SOURCES[@]}"; do
  case "$f" in
  *.c) tool="$CLANG"; tn=clang-19 ;;
  *.cpp) tool="$CLANGXX"; tn=clang++-19 ;;
  *.f90) tool="$FLANG"; tn="flang-19 (flang-new-19)" ;;
  esac
  if [ -z "$tool" ]; then
    case " $skipped_langs " in *" $tn "*) ;; *) missing "sources needing $tn" "$tn"; skipped_langs="$skipped_langs $tn" ;; esac
    continue
  fi
  for t in "${TAGS[@]}"; do echo "src $OUTDIR $f $t"; done >>"$JOBFILE"
  if grep -q 'corpus-g: yes' "$SRC_DIR/$f"; then
    if [ "$QUICK" = 1 ]; then echo "src $OUTDIR $f O0g" >>"$JOBFILE"
    else printf 'src %s %s O0g\nsrc %s %s O2g\n' "$OUTDIR" "$f" "$OUTDIR" "$f" >>"$JOBFILE"; fi
  fi
done

# csmith
if [ "$NCSMITH" -gt 0 ]; then
  if [ -z "$CSMITH" ]; then missing "csmith programs" csmith
  elif [ ! -f "$CSMITH_INC/csmith.h" ]; then missing "csmith programs" "$CSMITH_INC/csmith.h (libcsmith-dev)"
  elif [ -z "$CLANG" ]; then missing "csmith programs" clang-19
  else
    for i in $(seq 1 "$NCSMITH"); do
      seed=$((1000 + i))
      echo "csmith $OUTDIR $seed O0"
      echo "csmith $OUTDIR $seed O2"
    done >>"$JOBFILE"
  fi
fi

# llvm-stress
STRESS_SIZES=(10 25 50 100 200 400)
if [ "$NSTRESS" -gt 0 ]; then
  if [ -z "$LLVM_STRESS" ]; then missing "llvm-stress modules" llvm-stress-19
  else
    for i in $(seq 1 "$NSTRESS"); do
      size=${STRESS_SIZES[$(((i - 1) % ${#STRESS_SIZES[@]}))]}
      echo "stress $OUTDIR $i $size"
    done >>"$JOBFILE"
  fi
fi

njobs=$(wc -l <"$JOBFILE")
log "$njobs jobs ($([ "$QUICK" = 1 ] && echo quick || echo full)), $JOBS in parallel, into $OUTDIR"
start=$SECONDS
# pre-generate csmith sources serially (cheap) so the parallel jobs never race
if grep -q '^csmith ' "$JOBFILE"; then
  grep '^csmith .* O0$' "$JOBFILE" | while read -r _ o s _; do
    mkdir -p "$o/csmith-src"
    c="$o/csmith-src/csmith-$s.c"
    if [ ! -s "$c" ]; then
      (cd "$o/csmith-src" && "$CSMITH" --seed "$s" -o "csmith-$s.c.tmp" >/dev/null)
      sed -i '/^ \* Options:/d' "$c.tmp"
      mv -f "$c.tmp" "$c"
    fi
  done
fi
status=0
xargs -P "$JOBS" -L1 "$SELF" --job <"$JOBFILE" || status=$?

# manifest
{
  printf 'file\tkind\tlang\topt\tcanonical\tsource\n'
  for f in "$OUTDIR"/*.ll; do
    b="$(basename "$f")"
    canonical=0
    case "$b" in *.dis.ll) canonical=1 ;; esac
    stem="${b%.ll}"; stem="${stem%.dis}"
    case "$b" in
    csmith-*) kind=csmith; lang=c; opt="${stem##*.}"; src="csmith-src/${stem%.*}.c" ;;
    stress-*) kind=stress; lang=ir; opt=-; src=- ;;
    *)
      kind=src; opt="${stem##*.}"; name="${stem%.*}"
      src="$(cd "$SRC_DIR" && ls -1 "$name".c "$name".cpp "$name".f90 2>/dev/null | head -n1 || true)"
      case "$src" in *.cpp) lang=c++ ;; *.f90) lang=fortran ;; *) lang=c ;; esac
      src="src/$src"
      ;;
    esac
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$kind" "$lang" "$opt" "$canonical" "$src"
  done
} >"$OUTDIR/MANIFEST.tsv.tmp"
mv -f "$OUTDIR/MANIFEST.tsv.tmp" "$OUTDIR/MANIFEST.tsv"

nfiles=$(($(wc -l <"$OUTDIR/MANIFEST.tsv") - 1))
log "done in $((SECONDS - start))s: $nfiles .ll files in $OUTDIR"
if [ "$status" != 0 ]; then die "some jobs failed (xargs status $status)"; fi
