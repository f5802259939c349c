// expect: clean
// seq_cst atomic write and read of one flag word.
#include <omp.h>
#include <stdio.h>
int flag;
int seen[64];
int main(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num(), v;
    if (t == 0) {
#pragma omp atomic write seq_cst
      flag = 1;
    }
#pragma omp atomic read seq_cst
    v = flag;
    seen[t] = v;
  }
  printf("%d\n", flag);
  return 0;
}
