// Nesting queries: omp_get_level, omp_get_active_level, omp_get_ancestor_thread_num,
// omp_get_team_size and omp_in_parallel, outside a team, in a team of 3, in a nested
// parallel region (inactive: max-active-levels is 1) and in a parallel if(0).
#include <omp.h>
#include <stdio.h>

static void show(const char *where) {
  printf("%s: level %d active %d in_parallel %d ancestor(0) %d size(0) %d "
         "ancestor(1) %d size(1) %d ancestor(2) %d size(2) %d ancestor(-1) %d\n",
         where, omp_get_level(), omp_get_active_level(), omp_in_parallel(),
         omp_get_ancestor_thread_num(0), omp_get_team_size(0),
         omp_get_ancestor_thread_num(1), omp_get_team_size(1),
         omp_get_ancestor_thread_num(2), omp_get_team_size(2),
         omp_get_ancestor_thread_num(-1));
}

int main(void) {
  int anc[3] = {-5, -5, -5}, size[3] = {-5, -5, -5}, lvl[3] = {-5, -5, -5};
  int nested_level[3] = {-5, -5, -5}, nested_active[3] = {-5, -5, -5};
  int nested_anc[3] = {-5, -5, -5}, nested_inpar[3] = {-5, -5, -5};
  show("outside");
#pragma omp parallel num_threads(3)
  {
    int t = omp_get_thread_num();
    anc[t] = omp_get_ancestor_thread_num(1);
    size[t] = omp_get_team_size(1);
    lvl[t] = omp_get_level();
#pragma omp parallel num_threads(2)
    {
      nested_level[t] = omp_get_level();
      nested_active[t] = omp_get_active_level();
      nested_anc[t] = omp_get_ancestor_thread_num(1) * 10 + omp_get_ancestor_thread_num(2);
      nested_inpar[t] = omp_in_parallel();
    }
#pragma omp barrier
#pragma omp master
    show("team of 3, thread 0");
  }
  for (int t = 0; t < 3; t++)
    printf("thread %d: ancestor(1) %d size(1) %d level %d; nested: level %d active %d "
           "ancestors %d in_parallel %d\n",
           t, anc[t], size[t], lvl[t], nested_level[t], nested_active[t], nested_anc[t],
           nested_inpar[t]);
  int c = 0;
#pragma omp parallel if (c)
  show("parallel if(0)");
  show("after");
  return 0;
}
