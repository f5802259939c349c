// Loops with `#pragma clang loop` requests, for transform-warning against opt-19: at -O0
// (with optnone disabled) no transformation runs, so every forced request is left over.
void f(int *a, int *b, int n) {
#pragma clang loop unroll_count(4)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma clang loop unroll(full)
  for (int i = 0; i < 8; i++) a[i] += 1;
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++) a[i] -= 1;
#pragma clang loop vectorize(enable)
  for (int i = 1; i < n; i++) a[i] += a[i - 1];
#pragma clang loop vectorize_width(1) interleave_count(1)
  for (int i = 0; i < n; i++) b[i] = a[i];
#pragma clang loop vectorize_width(1) interleave_count(4)
  for (int i = 0; i < n; i++) b[i] += a[i];
#pragma clang loop interleave_count(2)
  for (int i = 0; i < n; i++) b[i] *= 2;
#pragma clang loop distribute(enable)
  for (int i = 0; i < n; i++) { a[i] = b[i]; b[i] = a[i] + 1; }
#pragma clang loop vectorize(enable) unroll_count(2)
  for (int i = 0; i < n; i++)
#pragma clang loop unroll(enable)
    for (int j = 0; j < n; j++) a[j] += b[i];
#pragma unroll_and_jam(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i] += b[j];
#pragma clang loop vectorize_width(4, scalable)
  for (int i = 0; i < n; i++) a[i] = 0;
}
