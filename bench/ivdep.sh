#!/usr/bin/env bash
# Benchmark of the ivdep annotations (issue 4): what the annotation buys once compiled.
#
# Kernel: B[i] += B[idx[i]] (float, n = 1<<14 so B and idx stay in L2, idx[i] in [n, 2n) so the annotation holds),
# four builds of the same loop, the first three clang-19 -O1 -> (parir) -> clang-19 -O3 from
# the IR:
#   plain     no annotation;
#   parir     PARIR_IVDEP() from include/parir.h, lowered by
#             `parir opt -passes=ivdep-lower,ivdep-to-llvm` (llvm.loop.parallel_accesses);
#   peer      clang's own `#pragma clang loop vectorize(assume_safety)` (parallel_accesses
#             plus vectorize.enable, which also overrides the cost model);
#   parir cc  the same PARIR_IVDEP() kernel built by `parir cc -O3` (lowered right after the
#             frontend, then opt-19 -O3 and clang-19's code generation), from the same source
#             with its functions renamed.
# For two targets: generic x86-64 (SSE2, no gathers) and x86-64-v3 (AVX2 gathers), skipped
# when this CPU lacks AVX2. Times: best of 9 interleaved runs of 3000 sweeps, ns per element.
# Usage: bench/ivdep.sh   (env CARGO_TARGET_DIR is honoured; PARIR=path uses a given binary)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target="${CARGO_TARGET_DIR:-$root/target}"
work="$target/bench/ivdep"
mkdir -p "$work"
if [ -z "${PARIR:-}" ]; then
  (cd "$root" && cargo build --release -q -p parir-cli)
  PARIR="$target/release/parir"
fi
for t in clang-19 opt-19; do command -v $t > /dev/null || { echo "bench/ivdep.sh: $t not found" >&2; exit 1; }; done

cat > "$work/kernels.c" <<'C'
#include "parir.h"
void k_plain(float *B, const int *idx, int n) {
  for (int i = 0; i < n; ++i)
    B[i] += B[idx[i]];
}
void k_parir(float *B, const int *idx, int n) {
  PARIR_IVDEP();
  for (int i = 0; i < n; ++i)
    B[i] += B[idx[i]];
}
void k_peer(float *B, const int *idx, int n) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; ++i)
    B[i] += B[idx[i]];
}
C
cat > "$work/driver.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
void k_plain(float *, const int *, int);
void k_parir(float *, const int *, int);
void k_peer(float *, const int *, int);
void k_cc(float *, const int *, int);
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
int main(int argc, char **argv) {
  const int n = 1 << 14, sweeps = 3000;
  float *B = malloc(2 * sizeof(float) * n), *ref = malloc(2 * sizeof(float) * n);
  int *idx = malloc(sizeof(int) * n);
  unsigned s = 12345;
  for (int i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    idx[i] = n + (int)((s >> 8) % (unsigned)n);
  }
  void (*ks[4])(float *, const int *, int) = {k_plain, k_parir, k_peer, k_cc};
  const char *names[4] = {"plain", "parir", "peer", "parir cc"};
  double best[4] = {1e30, 1e30, 1e30, 1e30};
  /* Interleave the variants so that load from other processes hits them alike. */
  for (int rep = 0; rep < 9; ++rep) {
    for (int k = 0; k < 4; ++k) {
      for (int i = 0; i < 2 * n; ++i) B[i] = (float)(i % 97);
      double t0 = now();
      for (int r = 0; r < sweeps; ++r) ks[k](B, idx, n);
      double t = (now() - t0) / ((double)sweeps * n) * 1e9;
      if (t < best[k]) best[k] = t;
      if (k == 0) memcpy(ref, B, 2 * sizeof(float) * n);
      else if (memcmp(ref, B, 2 * sizeof(float) * n) != 0) {
        fprintf(stderr, "%s computes a different result\n", names[k]);
        return 1;
      }
    }
  }
  printf("%s | %.3f | %.3f | %.3f | %.3f | %.2fx | %.2fx | %.2fx | %.2f | %.2f\n",
         argc > 1 ? argv[1] : "?", best[0], best[1], best[2], best[3], best[0] / best[1],
         best[0] / best[2], best[0] / best[3], best[2] / best[1], best[2] / best[3]);
  return 0;
}
C

echo "target | plain ns/elem | parir ns/elem | peer ns/elem | parir cc ns/elem | parir speedup | peer speedup | parir cc speedup | parir vs peer (peer time / parir time) | parir cc vs peer"
echo "---|---|---|---|---|---|---|---|---|---"
for march in x86-64 x86-64-v3; do
  if [ "$march" = x86-64-v3 ] && ! grep -q avx2 /proc/cpuinfo; then
    echo "$march | skipped: this CPU has no AVX2"
    continue
  fi
  d="$work/$march"
  mkdir -p "$d"
  clang-19 -O1 -march=$march -S -emit-llvm -I"$root/include" "$work/kernels.c" -o "$d/kernels.ll"
  "$PARIR" opt -passes=ivdep-lower,ivdep-to-llvm "$d/kernels.ll" -o "$d/lowered.ll"
  clang-19 -O3 -march=$march -c "$d/lowered.ll" -o "$d/kernels.o" \
    -Rpass=loop-vectorize 2> "$d/remarks.txt" || { cat "$d/remarks.txt" >&2; exit 1; }
  "$PARIR" cc -O3 -march=$march -I"$root/include" -Dk_plain=cc_plain -Dk_parir=k_cc \
    -Dk_peer=cc_peer -c "$work/kernels.c" -o "$d/kernels-cc.o" \
    -Rpass=loop-vectorize 2> "$d/remarks-cc.txt" || { cat "$d/remarks-cc.txt" >&2; exit 1; }
  clang-19 -O2 "$work/driver.c" "$d/kernels.o" "$d/kernels-cc.o" -o "$d/bench"
  "$d/bench" "$march"
done
