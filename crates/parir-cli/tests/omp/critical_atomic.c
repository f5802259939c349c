// STDOUT: critical 5050 named 338350 2
// STDOUT: atomic 2000 -1000 500.0 1024
// STDOUT: capture 1999000 read 2000
// Topic 6: `critical` unnamed and named (__kmpc_critical with a [8 x i32] lock global per
// name), and `atomic` update / read / write / capture on int, long, double and unsigned.
#include <stdio.h>

int main(void) {
  long csum = 0, nsum = 0;
  int maxdepth = 0, depth = 0;
#pragma omp parallel for
  for (int i = 1; i <= 100; i++) {
#pragma omp critical
    csum += i;
#pragma omp critical(squares)
    {
      depth++;
      nsum += (long)i * i;
#pragma omp critical(depth)
      if (depth + 1 > maxdepth)
        maxdepth = depth + 1;
      depth--;
    }
  }

  int counter = 0;
  long down = 0;
  double half = 0.0;
  unsigned bits = 0;
  long captured = 0;
  int seen = 0;
#pragma omp parallel for
  for (int i = 0; i < 2000; i++) {
#pragma omp atomic
    counter++;
#pragma omp atomic update
    down -= (i % 2);
#pragma omp atomic
    half += 0.25;
#pragma omp atomic
    bits |= 1u << (i % 11);
    int v;
#pragma omp atomic capture
    v = seen++;
#pragma omp atomic
    captured += v;
  }
  int r;
#pragma omp atomic read
  r = seen;
#pragma omp atomic write
  bits = bits & 0x400u;

  printf("critical %ld named %ld %d\n", csum, nsum, maxdepth);
  printf("atomic %d %ld %.1f %u\n", counter, down, half, bits);
  printf("capture %ld read %d\n", captured, r);
  return 0;
}
