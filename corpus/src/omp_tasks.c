// corpus: OpenMP tasking — task, taskwait, taskgroup, taskloop, depend
// clauses, firstprivate/shared, untied, priority, final, task reductions.
// corpus-flags: -fopenmp
#include <omp.h>

long fib_task(int n) {
  if (n < 2)
    return n;
  long x, y;
#pragma omp task shared(x) firstprivate(n) final(n < 10)
  x = fib_task(n - 1);
#pragma omp task shared(y) firstprivate(n) untied
  y = fib_task(n - 2);
#pragma omp taskwait
  return x + y;
}

long run_fib(int n) {
  long r = 0;
#pragma omp parallel
#pragma omp single
  r = fib_task(n);
  return r;
}

void pipeline(int *a, int *b, int *c, int n) {
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < n; i++) {
#pragma omp task depend(out : a[i])
      a[i] = i;
#pragma omp task depend(in : a[i]) depend(out : b[i])
      b[i] = a[i] * 2;
#pragma omp task depend(in : b[i]) depend(inout : c[0])
      c[0] += b[i];
    }
#pragma omp taskwait
  }
}

void loop_tasks(double *v, int n) {
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(16) nogroup
  for (int i = 0; i < n; i++)
    v[i] = v[i] * v[i];
#pragma omp taskwait
}

int group_sum(const int *v, int n) {
  int sum = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+ : sum)
    {
      for (int i = 0; i < n; i += 8) {
#pragma omp task in_reduction(+ : sum) firstprivate(i) priority(1)
        for (int j = i; j < i + 8 && j < n; j++)
          sum += v[j];
      }
    }
  }
  return sum;
}

int taskloop_reduce(const int *v, int n) {
  int s = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(+ : s) num_tasks(4)
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}

int locks(int n) {
  omp_lock_t lk;
  omp_init_lock(&lk);
  int shared_count = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    omp_set_lock(&lk);
    shared_count++;
    omp_unset_lock(&lk);
  }
  omp_destroy_lock(&lk);
  return shared_count;
}

int main(void) {
  int a[32], b[32], c[1] = {0};
  double v[64];
  for (int i = 0; i < 64; i++)
    v[i] = i;
  pipeline(a, b, c, 32);
  loop_tasks(v, 64);
  return (int)run_fib(15) + c[0] + group_sum(a, 32) + taskloop_reduce(b, 32) + locks(10) +
         (int)v[3];
}
