// Loop-carried scalar dependences under PARIR_PARALLEL_LOOP (issue 12, point 1). At -O0 the
// dependence is in memory; from -O1 clang keeps the previous value in a header phi. The
// sanitizer must report both the same way.
// EXPECT: line=21 claim=parallel_accesses kind=RAW distance=1
// EXPECT: line=25 claim=parallel_accesses kind=RAW distance=1
#include <stdio.h>
#include "parir.h"
#define N 1000
long M[N];
double w[N];
int main(void) {
  for (int j = 0; j < N; j++) {
    M[j] = j % 7;
    w[j] = (j % 5) * 0.5;
  }
  long total = 0;
  PARIR_PARALLEL_LOOP();
  for (int j = 0; j < N; j++) total += M[j];
  // A prefix sum.
  PARIR_PARALLEL_LOOP();
  for (int j = 1; j < N; j++) M[j] += M[j - 1];
  // A running value: each w[j] uses the previous element.
  double carry = 1.0;
  PARIR_PARALLEL_LOOP();
  for (int j = 0; j < N; j++) {
    carry = carry * 0.5 + w[j];
    w[j] = carry;
  }
  printf("%ld %ld %.6f\n", total, M[N - 1], w[N - 1]);
  return 0;
}
