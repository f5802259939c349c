// detach(event): a detached task completes only once its event is fulfilled; a task
// depending on it, a taskwait and the barrier wait for that.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int body = 0, extra = 0, seen_body = -1, seen_flag = -1, after_wait = -1, flag = 0;
  omp_event_handle_t ev, ev2;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp task depend(out : body) detach(ev)
    { body = 1; }
#pragma omp task
    {
      flag = 1;
#pragma omp flush
      omp_fulfill_event(ev);
    }
#pragma omp task depend(in : body)
    {
#pragma omp flush
      seen_body = body;
      seen_flag = flag;
    }
#pragma omp task detach(ev2)
    { extra = 10; }
    // Fulfilled by the creating task itself, before the taskwait.
    omp_fulfill_event(ev2);
#pragma omp taskwait
    after_wait = extra;
  }
  printf("body %d seen %d %d after taskwait %d\n", body, seen_body, seen_flag, after_wait);
  return 0;
}
