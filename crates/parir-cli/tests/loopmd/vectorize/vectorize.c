// Loops asking for vectorization, with a main that runs each at several trip counts and
// prints what they compute. Compiled by clang-19 -O0 -Xclang -disable-O0-optnone, then
// mem2reg, loop-simplify and loop-rotate (opt-19), the tests run loop-vectorize in parir
// and in opt-19 and compare the loops' attributes, and run parir's result.
#include <stdio.h>

void add(int *restrict a, int *restrict b, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) a[i] = a[i] + b[i] * 3;
}

int sum(int *a, int n) {
  int s = 0;
#pragma clang loop vectorize(enable) vectorize_width(4)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

// May alias: run-time checks, the scalar loop when the ranges overlap.
void shift(int *a, int *b, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) a[i] = b[i] + 1;
}

void followup(int *restrict a, int n) {
#pragma clang loop vectorize(enable) unroll_count(2)
  for (int i = 0; i < n; i++) a[i] = i;
}

void interleave_only(int *restrict a, int n) {
#pragma clang loop vectorize_width(1) interleave_count(2)
  for (int i = 0; i < n; i++) a[i] = a[i] * 3;
}

// A dependence at distance 1: not vectorized (transform-warning reports it).
void recurrence(int *restrict a, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) a[i + 1] = a[i] + 1;
}

void fill_unsigned(int *restrict a, unsigned n) {
#pragma clang loop vectorize(enable)
  for (unsigned i = 0; i < n; i++) a[i] = 7 + (int)i;
}

void clamp(int *restrict a, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    if (a[i] > 3) a[i] = 0;
}

void reverse_copy(int *restrict a, int *restrict b, int n) {
#pragma clang loop vectorize(enable)
  for (int i = n - 1; i >= 0; i--) a[i] = b[i] * 2;
}

int maximum(int *a, int n) {
  int m = -1000;
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}

unsigned umin_of(unsigned *a, int n) {
  unsigned m = 4000000000u;
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m;
  return m;
}

long product(int *a, int n) {
  long p = 1;
#pragma clang loop vectorize(enable) interleave_count(2)
  for (int i = 0; i < n; i++) p *= (a[i] % 3) + 1;
  return p;
}

// Sums of small integers in float are exact in any order.
float fsum(float *a, int n) {
  float s = 0.0f;
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

void gather(int *restrict out, int *restrict in, int *restrict idx, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) out[i] = in[idx[i]];
}

void scatter_even(int *restrict out, int *restrict in, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) out[2 * i] = in[i] - 1;
}

void scale_by(int *restrict a, int *restrict k, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) a[i] = a[i] * *k;
}

void bytes(unsigned char *restrict a, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) a[i] = (unsigned char)(a[i] + 100);
}

void axpy(double *restrict y, double *restrict x, double a, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

void wide(long *restrict a, long n) {
#pragma clang loop vectorize(enable) vectorize_width(8) interleave_count(2)
  for (long i = 0; i < n; i++) a[i] = a[i] * 5 - i;
}

int count_odd(int *a, int n) {
  int c = 0;
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    if (a[i] & 1) c++;
  return c;
}

void divide(int *restrict a, int *restrict b, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    if (b[i] != 0) a[i] = a[i] / b[i];
}

int A[200], B[200], C[200], IDX[200];
unsigned U[200];
float F[200];
double X[200], Y[200];
unsigned char BY[200];
long L[200];

static void init(void) {
  for (int i = 0; i < 200; i++) {
    A[i] = (i * 7) % 11 - 2;
    B[i] = (i * 5) % 9 - 4;
    C[i] = 0;
    IDX[i] = (i * 37) % 200;
    U[i] = 1000u + (unsigned)((i * 13) % 97);
    F[i] = (float)((i * 3) % 17);
    X[i] = (double)i * 0.5;
    Y[i] = (double)(200 - i);
    BY[i] = (unsigned char)(i * 9);
    L[i] = i * 3;
  }
}

static long check(const int *p, int n) {
  long h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + p[i];
  return h;
}

int main(void) {
  int ns[] = {0, 1, 3, 4, 7, 8, 17, 64, 99};
  for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++) {
    int n = ns[k];
    init(); add(A, B, n); printf("add %d %ld\n", n, check(A, 200));
    init(); printf("sum %d %d\n", n, sum(A, n));
    init(); shift(A, B, n); printf("shift %d %ld\n", n, check(A, 200));
    init(); shift(A + 1, A, n); printf("shift-overlap %d %ld\n", n, check(A, 200));
    init(); shift(A, A + 1, n); printf("shift-overlap2 %d %ld\n", n, check(A, 200));
    init(); followup(A, n); printf("followup %d %ld\n", n, check(A, 200));
    init(); interleave_only(A, n); printf("interleave %d %ld\n", n, check(A, 200));
    init(); recurrence(A, n); printf("recurrence %d %ld\n", n, check(A, 200));
    init(); fill_unsigned(A, (unsigned)n); printf("fill %d %ld\n", n, check(A, 200));
    init(); clamp(A, n); printf("clamp %d %ld\n", n, check(A, 200));
    init(); reverse_copy(A, B, n); printf("reverse %d %ld\n", n, check(A, 200));
    init(); printf("max %d %d\n", n, maximum(A, n));
    init(); printf("umin %d %u\n", n, umin_of(U, n));
    init(); printf("product %d %ld\n", n, product(A, n));
    init(); printf("fsum %d %g\n", n, fsum(F, n));
    init(); gather(C, A, IDX, n); printf("gather %d %ld\n", n, check(C, 200));
    init(); scatter_even(C, A, n < 100 ? n : 99); printf("scatter %d %ld\n", n, check(C, 200));
    init(); scale_by(A, &B[3], n); printf("scale %d %ld\n", n, check(A, 200));
    init(); bytes(BY, n); { long h = 0; for (int i = 0; i < 200; i++) h = h * 7 + BY[i]; printf("bytes %d %ld\n", n, h); }
    init(); axpy(Y, X, 1.5, n); { double s = 0; for (int i = 0; i < 200; i++) s += Y[i]; printf("axpy %d %.3f\n", n, s); }
    init(); wide(L, n); { long h = 0; for (int i = 0; i < 200; i++) h = h * 3 + L[i]; printf("wide %d %ld\n", n, h); }
    init(); printf("odd %d %d\n", n, count_odd(A, n));
    init(); divide(A, B, n); printf("divide %d %ld\n", n, check(A, 200));
  }
  return 0;
}
