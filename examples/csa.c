/* The CSA part of `parir demo`: the seed's pipeline_loop example (row sums) and an SPMD loop.
 * Regenerate csa.ll with
 *   clang-19 -O0 -Xclang -disable-O0-optnone -fno-discard-value-names -S -emit-llvm \
 *     -I include examples/csa.c -o examples/csa.ll
 * Native build: clang-19 -DPARIR_CSA_NOOP -I include examples/csa.c */
#include "csa.h"
#include <stdio.h>

enum { ROWS = 6, BLOCK = 4 };
static double in[ROWS * BLOCK], out[ROWS];

static void row_sums(int n, int block) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) {
    double sum = 0;
    __builtin_csa_pipeline_loop(0);
    for (int j = 0; j < block; ++j) sum += in[i * block + j];
    out[i] = sum;
  }
}

int main(void) {
  __builtin_csa_spmd(2, 0);
  for (int i = 0; i < ROWS * BLOCK; ++i) in[i] = i * 0.25;
  row_sums(ROWS, BLOCK);
  for (int i = 0; i < ROWS; ++i) printf("row %d: %.2f\n", i, out[i]);
  return 0;
}
