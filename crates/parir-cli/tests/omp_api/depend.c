// Task dependences (issue 29): out -> in -> inout chains, mutexinoutset, inoutset,
// `taskwait depend` and an undeferred task with dependences give the order they ask for.
// (A `depobj` dependence is left out: at -O0 clang sizes its list with a dynamic alloca,
// which omp-prepare cannot inline into the parallel region yet.)
#include <omp.h>
#include <stdio.h>
int main(void) {
  int a = 0, b = 0, c = 0, log[8] = {0}, n = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out : a) shared(a)
    a = 1;
#pragma omp task depend(in : a) depend(out : b) shared(a, b)
    b = a + 1;
#pragma omp task depend(inout : b) shared(b)
    b *= 10;
#pragma omp task depend(mutexinoutset : c) shared(c)
    c += 1;
#pragma omp task depend(mutexinoutset : c) shared(c)
    c += 2;
#pragma omp task depend(inoutset : a) shared(a, log, n)
    {
#pragma omp atomic
      log[0] += a;
    }
#pragma omp task depend(inoutset : a) shared(a, log)
    {
#pragma omp atomic
      log[1] += a;
    }
#pragma omp taskwait depend(in : b)
    log[2] = b;
#pragma omp task depend(inout : c) shared(c)
    c *= 100;
#pragma omp task if (0) depend(in : c) shared(c, log)
    log[3] = c;
  }
  printf("a %d b %d c %d log %d %d %d %d\n", a, b, c, log[0], log[1], log[2], log[3]);
  return 0;
}
