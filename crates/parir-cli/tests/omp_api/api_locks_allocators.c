// The OpenMP runtime API: locks and nest locks, allocators, settings, affinity format and
// the host device and teams queries (issue 29). The output does not depend on the team size.
#include <omp.h>
#include <stdio.h>
#include <stdint.h>
int main(void) {
  omp_lock_t l; omp_nest_lock_t nl;
  omp_init_lock(&l); omp_init_nest_lock(&nl);
  int sum = 0, tested = 0, team = 0;
#pragma omp parallel num_threads(2)
  {
    _Pragma("omp single") team = omp_get_num_threads();
    for (int i = 0; i < 1000; i++) {
      omp_set_lock(&l); sum += i; omp_unset_lock(&l);
    }
    omp_set_nest_lock(&nl); omp_set_nest_lock(&nl);
    tested += omp_test_nest_lock(&nl);
    omp_unset_nest_lock(&nl); omp_unset_nest_lock(&nl); omp_unset_nest_lock(&nl);
  }
  printf("sum %s nest %s\n", sum == 499500 * team ? "ok" : "wrong", tested == 3 * team ? "ok" : "wrong");
  printf("test free lock %d\n", omp_test_lock(&l));
  printf("test held lock %d\n", omp_test_lock(&l));
  omp_unset_lock(&l);
  omp_destroy_lock(&l); omp_destroy_nest_lock(&nl);
  int *p = omp_aligned_calloc(64, 10, sizeof(int), omp_default_mem_alloc);
  int z = 0; for (int i = 0; i < 10; i++) z += p[i];
  printf("calloc zero %d aligned %d\n", z, (int)((uintptr_t)p % 64 == 0));
  p = omp_realloc(p, 100 * sizeof(int), omp_default_mem_alloc, omp_default_mem_alloc);
  p[99] = 7; printf("realloc %d\n", p[99]);
  omp_free(p, omp_default_mem_alloc);
  omp_alloctrait_t tr[1] = {{omp_atk_alignment, 128}};
  omp_allocator_handle_t a = omp_init_allocator(omp_default_mem_space, 1, tr);
  double *d = omp_alloc(8 * sizeof(double), a);
  printf("allocator %d aligned %d\n", a != omp_null_allocator, (int)((uintptr_t)d % 128 == 0));
  omp_free(d, a); omp_destroy_allocator(a);
  printf("levels %d %d dyn %d cancel %d limit %d\n", omp_get_max_active_levels(), omp_get_supported_active_levels(), omp_get_dynamic(), omp_get_cancellation(), omp_get_thread_limit());
  omp_set_max_active_levels(3); omp_set_dynamic(1);
  printf("levels %d dyn %d\n", omp_get_max_active_levels(), omp_get_dynamic());
  omp_sched_t k; int c; omp_get_schedule(&k, &c); printf("sched %d %d\n", (int)k, c);
  omp_set_schedule(omp_sched_dynamic, 3); omp_get_schedule(&k, &c); printf("sched %d %d\n", (int)k, c);
  char buf[100]; size_t n = omp_get_affinity_format(buf, 100); printf("fmt %zu\n", n);
  omp_set_affinity_format("T%0.3n/%N"); n = omp_get_affinity_format(buf, 4); printf("fmt %zu [%s]\n", n, buf);
  omp_capture_affinity(buf, 100, NULL); printf("[%s]\n", buf);
  printf("dev %d %d teams %d %d\n", omp_is_initial_device(), omp_get_num_devices(), omp_get_team_num(), omp_get_num_teams());
  return 0;
}
