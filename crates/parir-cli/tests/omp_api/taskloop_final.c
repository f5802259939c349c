// A final taskloop's tasks are final: omp_in_final() is true in them and the tasks they
// create are included (run at once by the same thread); a taskloop that is not final
// hands its tasks to the team (if(1)) or runs them at once (if(0)), all to completion
// before its end.
#include <omp.h>
#include <stdio.h>

#define N 12

int main(void) {
  int in_final[N], same[N], done[N];
  for (int round = 0; round < 3; round++) {
    int fin = round == 0, cond = round != 2;
    for (int i = 0; i < N; i++)
      in_final[i] = same[i] = done[i] = -1;
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop final(fin) if(cond) grainsize(2)
    for (int i = 0; i < N; i++) {
      int me = omp_get_thread_num();
      in_final[i] = omp_in_final();
#pragma omp task shared(same)
      same[i] = omp_get_thread_num() == me;
#pragma omp taskwait
      done[i] = i * i;
    }
    int finals = 0, included = 0, sum = 0;
    for (int i = 0; i < N; i++) {
      finals += in_final[i];
      included += same[i];
      sum += done[i];
    }
    printf("final(%d) if(%d): %d tasks in final, ", fin, cond, finals);
    if (fin)
      printf("%d inner tasks on their parent's thread, ", included);
    printf("sum %d\n", sum);
  }
  return 0;
}
