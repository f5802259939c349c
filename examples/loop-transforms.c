// Loops with `#pragma clang loop` transformation requests: `parir demo` (part 6) shows what
// their metadata asks for, vectorizes and unrolls them with `loop-vectorize,loop-unroll`,
// reports the request it cannot honour with `transform-warning`, and runs the program before
// and after. loop-transforms.ll
// is this file through clang-19 -O0 -Xclang -disable-O0-optnone -g0 and parir's mem2reg and
// loop-simplify.
#include <stdio.h>

static int a[32];

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 19;
#pragma clang loop unroll(full)
  for (int i = 0; i < 8; i++)
    a[i] = i * i;
#pragma clang loop unroll_count(4)
  for (int i = 8; i < n; i++)
    a[i] = a[i - 8] + i;
#pragma clang loop unroll(full)
  for (int i = 0; i < n; i++)
    a[i] += 1;
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i];
  // Bottom-tested (what LLVM's vectorizer takes): a reduction over 19 elements, vectorized
  // by 2 (64-bit lanes) with a scalar epilogue for the last one.
  long weighted = 0;
  int j = 0;
#pragma clang loop vectorize(enable)
  do
    weighted += a[j] * 3;
  while (++j < n - 1);
  printf("sum of %d elements: %ld, weighted: %ld\n", n, sum, weighted);
  return 0;
}
