// corpus: OpenMP worksharing — parallel, parallel for with schedules,
// reductions, critical, atomic, single, master, barrier, sections, simd
// (llvm.access.group / parallel_accesses), collapse, ordered, threadprivate.
// corpus-flags: -fopenmp
// corpus-g: yes
#include <omp.h>
#include <stdio.h>

static int tp_counter;
#pragma omp threadprivate(tp_counter)

double dot(const double *a, const double *b, int n) {
  double s = 0.0;
#pragma omp parallel for reduction(+ : s) schedule(static)
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

int max_reduce(const int *a, int n) {
  int m = a[0];
#pragma omp parallel for reduction(max : m) schedule(dynamic, 4)
  for (int i = 0; i < n; i++)
    if (a[i] > m)
      m = a[i];
  return m;
}

void scale_collapse(double *m, int rows, int cols, double k) {
#pragma omp parallel for collapse(2) schedule(guided)
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[i * cols + j] *= k;
}

int histogram(const int *data, int n, int *bins, int nbins) {
  int total = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
      int b = data[i] % nbins;
#pragma omp atomic
      bins[b]++;
    }
#pragma omp critical(total_lock)
    total += omp_get_thread_num() >= 0;
#pragma omp barrier
#pragma omp single
    total += 100;
#pragma omp master
    tp_counter++;
  }
  return total;
}

void two_sections(int *a, int *b, int n) {
#pragma omp parallel sections
  {
#pragma omp section
    for (int i = 0; i < n; i++)
      a[i] = i;
#pragma omp section
    for (int i = 0; i < n; i++)
      b[i] = -i;
  }
}

void simd_loop(float *restrict y, const float *restrict x, float a, int n) {
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

float simd_reduce(const float *x, int n) {
  float s = 0;
#pragma omp simd reduction(+ : s) simdlen(8) safelen(16)
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

void parallel_for_simd(double *a, int n) {
#pragma omp parallel for simd aligned(a : 32)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 0.5 + 1.0;
}

void ordered_print(int n) {
#pragma omp parallel for ordered schedule(static, 1)
  for (int i = 0; i < n; i++) {
#pragma omp ordered
    printf("%d\n", i);
  }
}

int atomic_variants(int *x, double *d) {
  int captured;
#pragma omp atomic read
  captured = *x;
#pragma omp atomic write
  *x = captured + 1;
#pragma omp atomic update
  *d += 1.5;
#pragma omp atomic capture
  captured = (*x)++;
  return captured;
}

int nested_info(void) {
  int levels = 0;
#pragma omp parallel num_threads(2) if (levels == 0)
  {
#pragma omp atomic
    levels += omp_get_level();
  }
  return levels + omp_get_max_threads() * 0;
}

int main(void) {
  double a[64], b[64];
  int d[64], bins[8] = {0};
  for (int i = 0; i < 64; i++) {
    a[i] = b[i] = i;
    d[i] = i * 7;
  }
  float fy[16] = {0}, fx[16] = {1};
  simd_loop(fy, fx, 2.0f, 16);
  scale_collapse(a, 8, 8, 2.0);
  two_sections(d, bins, 8);
  parallel_for_simd(b, 64);
  ordered_print(3);
  int x = 1;
  double dd = 0;
  return (int)dot(a, b, 64) + max_reduce(d, 64) + histogram(d, 64, bins, 8) +
         (int)simd_reduce(fy, 16) + atomic_variants(&x, &dd) + nested_info();
}
