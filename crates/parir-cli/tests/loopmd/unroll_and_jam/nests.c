#include <stdio.h>
void uj(int *restrict a, int *restrict b, int n) {
#pragma unroll_and_jam
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int j = 0; j < 16; j++) s += b[j] * (i + 1);
    a[i] = s;
  }
}
void ujc(int *restrict a, int *restrict b, int n) {
#pragma unroll_and_jam(4)
  for (int i = 0; i < n; i++) {
    int s = a[i];
    for (int j = 0; j < 16; j++) s += b[j];
    a[i] = s;
  }
}
void ujk(int *restrict a, int *restrict b) {
#pragma unroll_and_jam(2)
  for (int i = 0; i < 8; i++) {
    int s = 0;
    for (int j = 0; j < 16; j++) s += b[j] * i;
    a[i] = s;
  }
}
int A[64], B[64];
int main(void) {
  for (int n = 0; n < 12; n += 5) {
    for (int i = 0; i < 64; i++) { A[i] = i % 7; B[i] = 3 - i % 5; }
    uj(A, B, n); ujc(A, B, n + 3); ujk(A + 20, B);
    long h = 0;
    for (int i = 0; i < 64; i++) h = h * 31 + A[i];
    printf("%d %ld\n", n, h);
  }
  return 0;
}
