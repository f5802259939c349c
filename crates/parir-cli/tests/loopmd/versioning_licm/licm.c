// Loops for loop-versioning-licm (LLVM 19's LoopVersioningLICM): accesses at loop-invariant
// addresses that may alias the others. tests/loop_versioning_licm.rs runs parir's pass and
// opt-19's on them (rotated) and compares which loops are versioned and their attributes,
// and runs them with separate and with overlapping arrays.
#include <stdio.h>

// Versioned: *s is loaded and stored in every iteration and may alias a[i].
void acc(int *a, int *s, int n) {
  for (int i = 0; i < n; i++) *s = *s + a[i];
}

// Versioned: two invariant accumulators.
void acc2(int *a, int *s, int *t, int n) {
  for (int i = 0; i < n; i++) {
    *s = *s + a[i];
    *t = *t ^ a[i];
  }
}

// Not versioned: restrict pointers need no run-time check.
void no_alias(int *restrict a, int *restrict s, int n) {
  for (int i = 0; i < n; i++) *s = *s + a[i];
}

// Not versioned: a read-only loop.
int read_only(int *a, int *s, int n) {
  int x = 0;
  for (int i = 0; i < n; i++) x += *s + a[i];
  return x;
}

// Not versioned: one invariant access among many variant ones (under 25 %).
void few_invariants(int *a, int *b, int *c, int *d, int *s, int n) {
  for (int i = 0; i < n; i++) {
    a[i] = b[i] + c[i] + d[i];
    b[i] = c[i] * d[i] + a[i];
    c[i] = *s;
  }
}

// Not versioned: out[i] is alone in its alias set (a must-alias set).
void lonely_set(int *a, int *s, int *restrict out, int n) {
  for (int i = 0; i < n; i++) {
    *s = *s + a[i];
    out[i] = 1;
  }
}

// Versioned: the inner loop of a nest of depth 2.
void nest2(int *a, int *s, int n) {
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < n; i++) *s = *s + a[i] * (k + 1);
}

// Not versioned: depth 3.
void nest3(int *a, int *s, int n) {
  for (int j = 0; j < 2; j++)
    for (int k = 0; k < 2; k++)
      for (int i = 0; i < n; i++) *s = *s + a[i] - j * k;
}

int A[64], S[4];

static void init(void) {
  for (int i = 0; i < 64; i++) A[i] = i % 9 - 3;
  S[0] = 1; S[1] = 2; S[2] = 3; S[3] = 4;
}

static long hash(void) {
  long h = 0;
  for (int i = 0; i < 64; i++) h = h * 31 + A[i];
  for (int i = 0; i < 4; i++) h = h * 31 + S[i];
  return h;
}

int main(void) {
  for (int n = 0; n < 40; n += 13) {
    init(); acc(A, &S[0], n); printf("acc %d %ld\n", n, hash());
    init(); acc(A, &A[5], n); printf("acc-overlap %d %ld\n", n, hash());
    init(); acc2(A, &S[0], &S[1], n); printf("acc2 %d %ld\n", n, hash());
    init(); acc2(A, &A[7], &S[1], n); printf("acc2-overlap %d %ld\n", n, hash());
    init(); no_alias(A, &S[0], n); printf("no_alias %d %ld\n", n, hash());
    init(); printf("read_only %d %d\n", n, read_only(A, &S[2], n));
    init(); few_invariants(A, A + 10, A + 20, A + 30, &S[3], n / 4); printf("few %d %ld\n", n, hash());
    init(); lonely_set(A, &S[0], A + 40, n / 2); printf("lonely %d %ld\n", n, hash());
    init(); nest2(A, &S[1], n); printf("nest2 %d %ld\n", n, hash());
    init(); nest2(A, &A[2], n); printf("nest2-overlap %d %ld\n", n, hash());
    init(); nest3(A, &S[2], n); printf("nest3 %d %ld\n", n, hash());
  }
  return 0;
}
