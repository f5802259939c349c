// expect: clean
// A detached task fulfils its event itself; taskwait waits for the event too.
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
#pragma omp taskwait
    copy = res;
  }
  printf("%d\n", copy);
  return 0;
}
