// Indirect (gather/scatter) accesses and a histogram.
#include <stdio.h>
#include <stdlib.h>
#define N 2000
int main(void) {
  int *idx = malloc(N * sizeof(int));
  double *x = malloc(N * sizeof(double)), *y = calloc(N, sizeof(double));
  int hist[16] = {0};
  for (int i = 0; i < N; i++) { idx[i] = (i * 7919) % N; x[i] = i * 0.001; }
  for (int r = 0; r < 5; r++)
    for (int i = 0; i < N; i++) y[idx[i]] += x[i] * (r + 1);
  for (int i = 0; i < N; i++) hist[idx[i] % 16]++;
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i] * x[idx[i]];
  printf("indirect %.6f", s);
  for (int k = 0; k < 16; k++) printf(" %d", hist[k]);
  printf("\n");
  free(idx); free(x); free(y);
  return 0;
}
