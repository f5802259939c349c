// Nested loops with an ivdep on the inner one.
#include "parir.h"
kernel void nested_ivdep(global int *a, int n) {
  for (int i = 0; i < n; i++) {
    PARIR_IVDEP();
    for (int j = 0; j < n; j++)
      a[i * n + j] += a[j];
  }
}
