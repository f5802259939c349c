// expect: race 12 18
// The reader reads the flag relaxed (no acquire) and the data whether or not it saw the
// flag: nothing orders the data's store and load.
#include <omp.h>
#include <stdio.h>
int data, flag, seen[64];
int main(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num(), f;
    if (t == 0) {
      data = 123;
#pragma omp atomic write release
      flag = 1;
    } else {
#pragma omp atomic read
      f = flag;
      seen[t] = data + f;
    }
  }
  printf("%d\n", data);
  return 0;
}
