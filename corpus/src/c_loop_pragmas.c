// corpus: loop metadata — #pragma clang loop (vectorize, interleave, unroll,
// distribute, vectorize_predicate, assume_safety → llvm.access.group +
// llvm.loop.parallel_accesses), #pragma unroll, #pragma nounroll,
// #pragma unroll_and_jam, __builtin_assume, mustprogress loops.
// corpus-flags: -Wno-pass-failed
// corpus-g: yes
void vec_enable(float *a, const float *b, int n) {
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}

void vec_width(float *a, const float *b, int n) {
#pragma clang loop vectorize_width(8) interleave_count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * b[i] + 1.0f;
}

void vec_scalable(int *a, int n) {
#pragma clang loop vectorize_width(4, scalable)
  for (int i = 0; i < n; i++)
    a[i] *= 3;
}

void vec_disable(int *a, int n) {
#pragma clang loop vectorize(disable) interleave(disable)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2 + 1;
}

void assume_safety(int *a, const int *idx, int n) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++)
    a[idx[i]] += 1;
}

void nested_safety(float *a, float *b, int n, int m) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) {
#pragma clang loop vectorize(assume_safety) interleave(enable)
    for (int j = 0; j < m; j++)
      a[i * m + j] = b[j * n + i] * 2.0f;
  }
}

void interleave_safety(int *a, int *b, int n) {
#pragma clang loop interleave(assume_safety)
  for (int i = 0; i < n; i++)
    a[b[i]] = a[i] + 1;
}

void predicate(int *a, int n) {
#pragma clang loop vectorize(enable) vectorize_predicate(enable)
  for (int i = 0; i < n; i++)
    a[i] += i;
}

int unroll_full(const int *a) {
  int s = 0;
#pragma clang loop unroll(full)
  for (int i = 0; i < 16; i++)
    s += a[i];
  return s;
}

int unroll_count(const int *a, int n) {
  int s = 0;
#pragma clang loop unroll_count(4)
  for (int i = 0; i < n; i++)
    s ^= a[i];
  return s;
}

int unroll_disable(const int *a, int n) {
  int s = 0;
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++)
    s += a[i] * i;
  return s;
}

int pragma_unroll(const int *a, int n) {
  int s = 0;
#pragma unroll 8
  for (int i = 0; i < n; i++)
    s += a[i];
#pragma nounroll
  for (int i = 0; i < n; i++)
    s -= a[i] >> 1;
#pragma unroll
  for (int i = 0; i < 4; i++)
    s += a[i];
  return s;
}

void distribute(int *a, int *b, int *c, int n) {
#pragma clang loop distribute(enable)
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = b[i] * 2;
  }
}

void unroll_and_jam(int *a, const int *b, int n, int m) {
#pragma unroll_and_jam(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i] += b[j];
}

void pipelined(int *a, int n) {
#pragma clang loop pipeline_initiation_interval(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * a[i];
}

void while_pragma(unsigned *a, unsigned n) {
  unsigned i = 0;
#pragma clang loop vectorize(enable) unroll(enable)
  while (i < n) {
    a[i] = a[i] / 3;
    i++;
  }
}

int assume_builtin(int *a, int n) {
  __builtin_assume(n > 0 && n % 4 == 0);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void infinite_loop_allowed(volatile int *p) {
  while (1) {
    if (*p)
      break;
  }
}

int main(void) {
  int a[64] = {0}, b[64] = {0}, c[64] = {0};
  float f[64] = {0}, g[64] = {0};
  vec_enable(f, g, 64);
  vec_width(f, g, 64);
  vec_scalable(a, 64);
  vec_disable(a, 64);
  assume_safety(a, b, 64);
  nested_safety(f, g, 8, 8);
  interleave_safety(a, b, 64);
  predicate(a, 64);
  distribute(a, b, c, 64);
  unroll_and_jam(a, b, 8, 8);
  pipelined(a, 64);
  while_pragma((unsigned *)a, 64);
  volatile int one = 1;
  infinite_loop_allowed(&one);
  return unroll_full(a) + unroll_count(a, 64) + unroll_disable(a, 64) +
         pragma_unroll(a, 64) + assume_builtin(a, 64);
}
