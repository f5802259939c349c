// STDOUT: scale 333 sum 166167
// STDOUT: down 167 sum 125250
// STDOUT: nowait 1000 500500 500500
// STDOUT: inclusive 21 sum 630
// Topic 11: loops whose bounds and step come from function parameters (non-unit steps, a
// decreasing loop, an inclusive bound: the trip count is computed at run time before
// __kmpc_for_static_init), and a `parallel` region with `for nowait` then another `for`.
#include <stdio.h>

static int a[1000];
static long b[1000];
static int x[1000], y[1000];
static int c[100];

static void scale(int *v, int lo, int hi, int step, int f) {
#pragma omp parallel for
  for (int i = lo; i < hi; i += step)
    v[i] = i * f;
}

static void down(long *v, long hi, long lo, long step) {
#pragma omp parallel for schedule(static, 2)
  for (long i = hi; i > lo; i -= step)
    v[i] = i;
}

static void two_loops(int *p, int *q, int n) {
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      p[i] = i + 1;
#pragma omp for
    for (int i = 0; i < n; i++)
      q[i] = n - i;
  }
}

static void inclusive(int *v, unsigned lo, unsigned hi, unsigned step) {
#pragma omp parallel for
  for (unsigned i = lo; i <= hi; i += step)
    v[i] = (int)i;
}

int main(void) {
  scale(a, 1, 1000, 3, 1);
  down(b, 999, 499, 3);
  two_loops(x, y, 1000);
  inclusive(c, 0, 60, 3);
  int na = 0, nb = 0, nc = 0;
  long sa = 0, sb = 0, sx = 0, sy = 0, sc = 0;
  for (int i = 0; i < 1000; i++) {
    na += (a[i] != 0);
    sa += a[i];
    nb += (b[i] != 0);
    sb += b[i];
    sx += x[i];
    sy += y[i];
  }
  for (int i = 0; i < 100; i++) {
    nc += (c[i] != 0 || i == 0);
    sc += c[i];
  }
  printf("scale %d sum %ld\n", na, sa);
  printf("down %d sum %ld\n", nb, sb);
  printf("nowait %d %ld %ld\n", 1000, sx, sy);
  printf("inclusive %d sum %ld\n", nc, sc);
  return 0;
}
