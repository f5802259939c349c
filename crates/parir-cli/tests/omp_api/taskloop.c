// taskloop as libomp deals it out (issue 29): the first iteration of each task, for
// grainsize, strict grainsize, num_tasks and strict num_tasks; firstprivate, lastprivate,
// nogroup with a taskwait, collapse(2), a negative step and an empty loop.
#include <omp.h>
#include <stdio.h>
#define N 23
static int start[N];

static void show(const char *what) {
  printf("%s:", what);
  for (int i = 0; i < N; i++)
    if (i == 0 || start[i] != start[i - 1])
      printf(" %d", start[i]);
  printf("\n");
}

int main(void) {
  int last = -1, base = 100, sum = 0, grid[4][5] = {{0}};
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    int first = -1;
#pragma omp taskloop grainsize(5) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0)
        first = i;
      start[i] = first;
    }
    show("grainsize(5)");
#pragma omp taskloop grainsize(strict : 5) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0)
        first = i;
      start[i] = first;
    }
    show("grainsize(strict:5)");
#pragma omp taskloop num_tasks(4) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0)
        first = i;
      start[i] = first;
    }
    show("num_tasks(4)");
#pragma omp taskloop num_tasks(strict : 6) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0)
        first = i;
      start[i] = first;
    }
    show("num_tasks(strict:6)");
#pragma omp taskloop lastprivate(last) firstprivate(base) grainsize(3)
    for (int i = 0; i < N; i++)
      last = base + i;
#pragma omp taskloop nogroup grainsize(4)
    for (int i = N - 1; i >= 0; i -= 2) {
#pragma omp atomic
      sum += i;
    }
#pragma omp taskwait
#pragma omp taskloop collapse(2) num_tasks(3)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 5; j++)
        grid[i][j] = i * 10 + j;
#pragma omp taskloop
    for (int i = 5; i < 5; i++)
      sum = -1000;
  }
  printf("last %d sum %d grid %d %d\n", last, sum, grid[3][4], grid[2][1]);
  return 0;
}
