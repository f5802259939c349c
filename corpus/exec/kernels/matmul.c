// Dense matrix multiply with a checksum (vectorized at -O3).
#include <stdio.h>
#define N 48
static double A[N][N], B[N][N], C[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 11 - 5.0;
      B[i][j] = (i * 5 + j * 13) % 17 / 4.0;
    }
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++) C[i][j] += A[i][k] * B[k][j];
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += C[i][j] * (i + 1) - j;
  printf("matmul %.6f %.3e\n", s, C[N - 1][N - 2]);
  int Ai[N][N], Bi[N][N];
  long Ci = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { Ai[i][j] = i ^ j; Bi[i][j] = i * j - 100; }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int acc = 0;
      for (int k = 0; k < N; k++) acc += Ai[i][k] * Bi[k][j];
      Ci += acc;
    }
  printf("int matmul %ld\n", Ci);
  return 0;
}
