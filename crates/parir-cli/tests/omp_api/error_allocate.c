// The `error` directive at execution (a warning, with and without a message) and the
// `allocate` directive and clause (issue 29): omp-prepare keeps their runtime calls, which
// parir's interpreter implements as libomp does.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int total = 0;
#pragma omp parallel num_threads(2) reduction(+ : total)
  {
#pragma omp single
    {
#pragma omp error at(execution) severity(warning) message("careful")
    }
    int v[8];
#pragma omp allocate(v) allocator(omp_default_mem_alloc)
    for (int i = 0; i < 8; i++)
      v[i] = i;
    for (int i = 0; i < 8; i++)
      total += v[i];
  }
  printf("total %s\n", total % 28 == 0 ? "ok" : "wrong");
#pragma omp error at(execution) severity(warning)
  int *p = omp_alloc(16 * sizeof(int), omp_default_mem_alloc);
  long s = 0;
#pragma omp parallel for allocate(omp_default_mem_alloc : s) firstprivate(s) lastprivate(s)
  for (int i = 0; i < 16; i++) {
    s = i;
    p[i] = i * i;
  }
  printf("last %ld p[15] %d\n", s, p[15]);
  omp_free(p, omp_default_mem_alloc);
  return 0;
}
