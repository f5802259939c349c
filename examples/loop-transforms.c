// Loops with `#pragma clang loop` transformation requests: `parir demo` (part 6) shows what
// their metadata asks for, unrolls them with `loop-unroll`, reports the request it cannot
// honour with `transform-warning`, and runs the program before and after. loop-transforms.ll
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
  printf("sum of %d elements: %ld\n", n, sum);
  return 0;
}
