// A parallel outer loop over rows: each row's inner loop is private to its iteration;
// the second outer loop reads the previous row (a dependence of distance 1).
// EXPECT: line=22 claim=parallel_accesses kind=RAW distance=1
#include <stdio.h>
#include "parir.h"
#define R 64
#define C 48
double m[R][C], rowsum[R];
int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i][j] = (i * 3 + j) % 11;
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < R; i++) {
    double s = 0;
    for (int j = 0; j < C; j++) {
      m[i][j] = m[i][j] * 0.5;
      s += m[i][j];
    }
    rowsum[i] = s;
  }
  PARIR_PARALLEL_LOOP();
  for (int i = 1; i < R; i++) {
    for (int j = 0; j < C; j++)
      m[i][j] += m[i - 1][j];
  }
  double t = 0;
  for (int i = 0; i < R; i++) t += rowsum[i] + m[i][C - 1];
  printf("%.3f\n", t);
  return 0;
}
