// expect: race 11 13
// An atomic write and a plain write to the same variable.
#include <omp.h>
#include <stdio.h>
int word;
int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp atomic write
      word = 1;
    } else {
      word = 2;
    }
  }
  printf("%d\n", word > 0);
  return 0;
}
