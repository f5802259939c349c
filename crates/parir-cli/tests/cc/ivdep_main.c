// Runs every kernel of examples/ivdep-markers.c on data for which its annotations hold, and
// prints checksums: the output of the `parir cc` build must equal the native build's
// (tests/cc.rs).
#include <stdio.h>
#include <stdlib.h>

void gather_add(float *B, const int *idx, int n);
void gather_add_plain(float *B, const int *idx, int n);
void seed_example(int *A, int *B, int *C, const int *idx_A, const int *idx_B,
                  const int *idx_C, int N);
void rows(float *A, const float *x, int n, int m);

enum { N = 1000 };

static unsigned seed = 12345;
static unsigned next(void) {
  seed = seed * 1103515245u + 12345u;
  return seed >> 8;
}

static double sumf(const float *a, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] * (double)(i % 7 + 1);
  return s;
}

static long sumi(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; ++i)
    s += (long)a[i] * (i % 5 + 1);
  return s;
}

int main(void) {
  // B[i] += B[idx[i]] with idx[i] in [N, 2N): no iteration reads what another writes.
  static float B[2 * N], B2[2 * N];
  static int idx[N];
  for (int i = 0; i < 2 * N; ++i)
    B[i] = B2[i] = (float)(i % 97) * 0.5f;
  for (int i = 0; i < N; ++i)
    idx[i] = N + (int)(next() % N);
  gather_add(B, idx, N);
  gather_add_plain(B2, idx, N);
  printf("gather_add %.3f\ngather_add_plain %.3f\n", sumf(B, 2 * N), sumf(B2, 2 * N));

  // A and C indexed in the upper half (independent); B reads at least 5 elements back
  // (safelen 5).
  static int A[2 * N], Bs[2 * N], C[2 * N], ia[N], ib[N], ic[N];
  for (int i = 0; i < 2 * N; ++i) {
    A[i] = i % 13;
    Bs[i] = i % 11;
    C[i] = i % 17;
  }
  for (int i = 0; i < N; ++i) {
    ia[i] = N + (int)(next() % N);
    ic[i] = N + (int)(next() % N);
    ib[i] = i < 5 ? N + i : i - 5 - (int)(next() % 3) * (i >= 8);
  }
  seed_example(A, Bs, C, ia, ib, ic, N);
  printf("seed_example %ld %ld %ld\n", sumi(A, 2 * N), sumi(Bs, 2 * N), sumi(C, 2 * N));

  // One row: the inner loop is parallel, and the outer loop has one iteration, so its
  // safelen holds.
  static float R[2 * N], x[N];
  for (int j = 0; j < 2 * N; ++j)
    R[j] = (float)(j % 23) * 0.25f;
  for (int j = 0; j < N; ++j)
    x[j] = (float)(j % 5) - 2.0f;
  rows(R + N, x, 1, N);
  printf("rows %.3f\n", sumf(R, 2 * N));
  return 0;
}
