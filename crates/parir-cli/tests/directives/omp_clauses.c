// The C program whose OpenMP-directive form is omp_clauses.ll: one parallel loop with every
// data-sharing clause parir runs in parallel (private, firstprivate, lastprivate) and
// reductions of several operators, on integers, a double and an array section.
#include <stdio.h>

int main(void) {
  int a[1000];
  long sum = 0;
  long prod = 1;
  int mx = -1000000, mn = 1000000;
  int all = 1, any = 0;
  double half = 0.0;
  unsigned bits = 0;
  int hist[4] = {0, 0, 0, 0};
  int t;
  int base = 7;
  int last = -1;
#pragma omp parallel for private(t) firstprivate(base) lastprivate(last) \
    reduction(+ : sum) reduction(* : prod) reduction(max : mx) reduction(min : mn) \
    reduction(&& : all) reduction(|| : any) reduction(+ : half) reduction(| : bits) \
    reduction(+ : hist[:4])
  for (int i = 0; i < 1000; i++) {
    t = (i * 37) % 101;
    a[i] = t + base;
    sum += t;
    prod *= (i % 100 == 0) ? 3 : 1;
    if (t > mx)
      mx = t;
    if (t < mn)
      mn = t;
    all = all && (t < 101);
    any = any || (t == 100);
    half += 0.5 * t;
    bits |= 1u << (t % 32);
    hist[t % 4] += 1;
    last = i;
  }
  printf("sum %ld prod %ld max %d min %d all %d any %d half %.1f bits %x\n", sum, prod, mx,
         mn, all, any, half, bits);
  printf("hist %d %d %d %d last %d a[999] %d\n", hist[0], hist[1], hist[2], hist[3], last,
         a[999]);
  return 0;
}
