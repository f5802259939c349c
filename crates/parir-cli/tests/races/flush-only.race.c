// expect: race 9 9
// flush orders a thread's own memory operations; it does not make the two writes race-free.
#include <omp.h>
#include <stdio.h>
int word;
int main(void) {
#pragma omp parallel
  {
    word = omp_get_thread_num() + 1;
#pragma omp flush(word)
  }
  printf("%d\n", word > 0);
  return 0;
}
