// Loops without annotations: `parir cc` must generate the same code as clang-19 for them
// (tests/cc.rs compares the assembly), whatever the level and the tuning options.
#include <math.h>
#include <stdlib.h>

void saxpy(float *restrict y, const float *restrict x, float a, int n) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

float dot(const float *a, const float *b, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}

void recurrence(int *a) {
  for (int i = 1; i < 8; ++i)
    a[i] = a[i - 1] * 3 + 1;
}

void norms(double *restrict out, const double *restrict v, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = sqrt(v[2 * i] * v[2 * i] + v[2 * i + 1] * v[2 * i + 1]);
}

struct point { int x, y; };

int manhattan(const struct point *p, int n) {
  int d = 0;
  for (int i = 1; i < n; ++i)
    d += abs(p[i].x - p[i - 1].x) + abs(p[i].y - p[i - 1].y);
  return d;
}

void exps(double *restrict out, const double *restrict v, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = exp(v[i]);
}
