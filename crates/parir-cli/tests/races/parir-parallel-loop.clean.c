// expect: clean
// PARIR_PARALLEL_LOOP on independent stores.
#include <stdio.h>
#include "parir.h"
#define N 400
double x[N], y[N];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i * 0.25;
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < N; i++) y[i] = x[i] * 2.0 + 1.0;
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("%.2f\n", s);
  return 0;
}
