// STDOUT: collapse 600 sum 239700 last 19 29
// STDOUT: firstlast 10 y 104 i 40
// STDOUT: collapse-chunk 4950 private-ok 1
// Topic 10: data-sharing clauses (private, firstprivate, lastprivate, the same variable both
// firstprivate and lastprivate, lastprivate of the loop variable) and collapse(2) loops
// (one normalized iteration space of 20 * 30, the indices recovered by division).
#include <stdio.h>

static int grid[20][30];
static int tri[10][10];
static int marks[40];

int main(void) {
  int base = 100, t = -1, li = -1, lj = -1;
#pragma omp parallel for collapse(2) private(t) firstprivate(base) lastprivate(li, lj)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++) {
      t = i * 30 + j;
      grid[i][j] = t + base;
      li = i;
      lj = j;
    }

  int k = 5, x = 5, y = 0;
#pragma omp parallel for firstprivate(k, x) lastprivate(k, y)
  for (int i = 0; i < 100; i++) {
    y = x + i;
    if (i == 99)
      k = k * 2;
  }

  int i;
#pragma omp parallel for lastprivate(i)
  for (i = 0; i < 37; i += 4)
    marks[i] = 1;

  int ok = 1;
#pragma omp parallel for collapse(2) schedule(static, 2) private(t) reduction(&& : ok)
  for (int a = 0; a < 10; a++)
    for (long b = 0; b < 10; b++) {
      t = a * 10 + (int)b;
      tri[a][b] = t;
      ok = ok && (t >= 0);
    }

  int cells = 0;
  long sum = 0, tsum = 0;
  for (int a = 0; a < 20; a++)
    for (int b = 0; b < 30; b++) {
      cells += (grid[a][b] == a * 30 + b + 100);
      sum += grid[a][b];
    }
  for (int a = 0; a < 10; a++)
    for (int b = 0; b < 10; b++)
      tsum += tri[a][b];
  printf("collapse %d sum %ld last %d %d\n", cells, sum, li, lj);
  printf("firstlast %d y %d i %d\n", k, y, i);
  printf("collapse-chunk %ld private-ok %d\n", tsum, ok);
  return 0;
}
