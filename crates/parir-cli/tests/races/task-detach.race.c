// expect: race 14 17
// The detached task's result read before any wait.
#include <omp.h>
#include <stdio.h>
int res;
int main(void) {
  int copy = 0;
#pragma omp parallel
#pragma omp single
  {
    omp_event_handle_t ev;
#pragma omp task detach(ev)
    {
      res = 5;
      omp_fulfill_event(ev);
    }
    copy = res;
#pragma omp taskwait
  }
  printf("%d\n", copy >= 0);
  return 0;
}
