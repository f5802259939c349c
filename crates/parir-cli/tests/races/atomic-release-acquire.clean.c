// expect: clean
// Thread 0 publishes data and then a release flag; a thread that sees the flag (acquire)
// reads the data. A reader that does not see it leaves the data alone.
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
#pragma omp atomic read acquire
      f = flag;
      seen[t] = f ? data : 123;
    }
  }
  int ok = 1;
  for (int t = 1; t < omp_get_max_threads(); t++) ok &= seen[t] == 123;
  printf("%d %d\n", ok, data);
  return 0;
}
