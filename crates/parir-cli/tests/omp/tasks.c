// STDOUT: fib(15) = 610
// STDOUT: squares 40425 group 1225 if0 45
// STDOUT: array 10 20 30 40
// Topic 8: explicit tasks: a recursive Fibonacci with two tasks and a taskwait per call
// (__kmpc_omp_task_alloc, the task entry, __kmpc_omp_task, __kmpc_omp_taskwait), tasks made
// in a loop by a single thread, a taskgroup, undeferred tasks (if(0)) and an array
// firstprivate copied into the task's privates.
#include <stdio.h>

static long fib(int n) {
  long x, y;
  if (n < 2)
    return n;
#pragma omp task shared(x) firstprivate(n)
  x = fib(n - 1);
#pragma omp task shared(y)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

int main(void) {
  long result = 0, squares = 0, group = 0, if0 = 0;
  long sq[50];
  int arr[4] = {1, 2, 3, 4};
  int out[4] = {0, 0, 0, 0};
#pragma omp parallel
  {
#pragma omp single
    {
      result = fib(15);
      for (int k = 0; k < 50; k++) {
#pragma omp task firstprivate(k) shared(sq)
        sq[k] = (long)k * k;
      }
#pragma omp taskwait
      for (int k = 0; k < 50; k++)
        squares += sq[k];
#pragma omp taskgroup
      {
        for (int k = 0; k < 50; k++) {
#pragma omp task firstprivate(k)
          {
#pragma omp atomic
            group += k;
          }
        }
      }
      for (int k = 0; k < 10; k++) {
#pragma omp task if (0) firstprivate(k) shared(if0)
        if0 += k;
      }
#pragma omp task firstprivate(arr) shared(out)
      for (int j = 0; j < 4; j++)
        out[j] = arr[j] * 10;
#pragma omp taskwait
    }
  }
  printf("fib(15) = %ld\n", result);
  printf("squares %ld group %ld if0 %ld\n", squares, group, if0);
  printf("array %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
