// Task reductions (issue 29): a taskgroup's task_reduction with in_reduction tasks (sum,
// product, max through a user combination), nested taskgroups, and a taskloop reduction.
#include <omp.h>
#include <stdio.h>
int main(void) {
  long sum = 5, prod = 1, tl = 0, inner = 0;
  int mx = -1;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+ : sum) task_reduction(* : prod) task_reduction(max : mx)
    {
      for (int i = 1; i <= 10; i++) {
#pragma omp task in_reduction(+ : sum) in_reduction(* : prod) in_reduction(max : mx)
        {
          sum += i;
          prod *= (i % 3) + 1;
          mx = mx > i * 7 % 11 ? mx : i * 7 % 11;
        }
      }
#pragma omp taskgroup task_reduction(+ : inner)
      {
#pragma omp task in_reduction(+ : inner, sum)
        {
          inner += 100;
          sum += 1000;
        }
      }
    }
#pragma omp taskloop reduction(+ : tl) grainsize(3)
    for (int i = 0; i < 20; i++)
      tl += i * i;
  }
  printf("sum %ld prod %ld max %d inner %ld taskloop %ld\n", sum, prod, mx, inner, tl);
  return 0;
}
