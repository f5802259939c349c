// `threadprivate` under a team of two: each thread has its own copy, made from the
// initializer (not from what the initial thread stored since); thread 0 uses the initial
// thread's variable, which keeps its value after the region whatever thread 1 wrote; the
// copies persist into the next region (libomp keeps its threads); `copyin` copies the
// initial thread's value into every thread's copy.
#include <omp.h>
#include <stdio.h>

int counter = 5;
#pragma omp threadprivate(counter)
static _Thread_local long hits;

int main(void) {
  int seen[4] = {-1, -1, -1, -1};
  counter = 7;
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
    seen[t] = counter;
    counter = 10 + t;
    for (int k = 0; k < 1000 * (t + 1); k++)
      hits++;
  }
  printf("first %d %d main %d hits %ld\n", seen[0], seen[1], counter, hits);
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
    seen[2 + t] = counter;
  }
  printf("again %d %d\n", seen[2], seen[3]);
  counter = 42;
#pragma omp parallel num_threads(2) copyin(counter)
  {
    int t = omp_get_thread_num();
    seen[t] = counter;
    counter += t;
  }
  printf("copyin %d %d main %d\n", seen[0], seen[1], counter);
  return 0;
}
