// expect: clean
// A nestable lock taken twice by the same thread around a shared update.
#include <omp.h>
#include <stdio.h>
omp_nest_lock_t lk;
long total;
static void add(int v) {
  omp_set_nest_lock(&lk);
  total += v;
  omp_unset_nest_lock(&lk);
}
int main(void) {
  omp_init_nest_lock(&lk);
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_set_nest_lock(&lk);
    add(i);
    omp_unset_nest_lock(&lk);
  }
  omp_destroy_nest_lock(&lk);
  printf("%ld\n", total);
  return 0;
}
