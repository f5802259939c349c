// Counts the nodes of a binary tree of depth 10 with two tasks per node and a taskwait:
// tasks created by one thread run on the others, recursively.
#include <stdio.h>
long nodes(int depth) {
  if (depth == 0) return 1;
  long left, right;
#pragma omp task shared(left)
  left = nodes(depth - 1);
#pragma omp task shared(right)
  right = nodes(depth - 1);
#pragma omp taskwait
  return left + right + 1;
}
int main(void) {
  long n = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  n = nodes(10);
  printf("nodes %ld\n", n);
  return 0;
}
