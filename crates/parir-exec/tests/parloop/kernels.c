/* Kernels for tests/parloop_clang.rs: each function has one loop annotated with a parir.h
 * marker; the test compiles this file with clang-19 -O1 (and -ffast-math), lowers the
 * markers with ivdep-lower and checks what parir_exec::parloop decides. Line numbers are
 * checked by the test: edit with care. */
#include "parir.h"
void vadd(int n, int *restrict a, const int *b, const int *c) {
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < n; i++) a[i] = b[i] + c[i];
}
int isum(int n, const int *a) {
  int s = 0;
  PARIR_IVDEP();
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
float fsum(int n, const float *a) {
  float s = 0;
  PARIR_IVDEP();
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
int imin(int n, const int *a) {
  int m = 1 << 30;
  PARIR_IVDEP();
  for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m;
  return m;
}
void ptrinc(int *p, int *end) {
  PARIR_IVDEP();
  for (; p != end; p++) *p = *p * 2;
}
int brk(int n, int *a) {
  PARIR_IVDEP();
  for (int i = 0; i < n; i++) { if (a[i] < 0) return i; a[i] = 1; }
  return -1;
}
void nib(int *n, int *a) {
  PARIR_IVDEP();
  for (int i = 0; i < *n; i++) a[i] = 0;
}
void nested(int n, int m, float *a) {
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = 1.0f;
}
void safelen(int n, int *a) {
  PARIR_IVDEP_SAFELEN(4);
  for (int i = 4; i < n; i++) a[i] = a[i - 4] + 1;
}
