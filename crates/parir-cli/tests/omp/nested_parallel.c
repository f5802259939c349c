// STDOUT: rows 15 75 135 195 total 420
// STDOUT: cells 24 if 4950 param 300
// Topic 9: nested `parallel` regions: an outer num_threads(2) team whose `for` runs an inner
// `parallel for num_threads(3)` with its own reduction (__kmpc_push_num_threads before each
// __kmpc_fork_call), a parallel region called from inside another, a num_threads taken from a
// variable and an if clause. Nothing printed depends on how many threads the inner teams get.
#include <stdio.h>

static int cells[4][6];
static long rows[4];

static long inner(int n, int threads) {
  long s = 0;
#pragma omp parallel for num_threads(threads) reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += 2 * i + 1;
  return s;
}

int main(void) {
  long total = 0;
#pragma omp parallel num_threads(2) reduction(+ : total)
  {
#pragma omp for
    for (int i = 0; i < 4; i++) {
      long row = 0;
#pragma omp parallel for num_threads(3) reduction(+ : row)
      for (int j = 0; j < 6; j++) {
        cells[i][j] = i * 10 + j;
        row += cells[i][j];
      }
      rows[i] = row;
      total += row;
    }
  }
  int ncells = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      ncells += (cells[i][j] == i * 10 + j);

  long viaif = 0;
  int n = 100;
#pragma omp parallel for if (n > 50) reduction(+ : viaif)
  for (int i = 0; i < n; i++)
    viaif += i;

  long param = 0;
#pragma omp parallel num_threads(2) reduction(+ : param)
  {
#pragma omp single
    param = inner(10, 3) + inner(10, 2) + inner(10, 1);
  }
  printf("rows %ld %ld %ld %ld total %ld\n", rows[0], rows[1], rows[2], rows[3], total);
  printf("cells %d if %ld param %ld\n", ncells, viaif, param);
  return 0;
}
