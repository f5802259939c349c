// expect: race 8 8
// A std::vector updated from its left neighbour in a parallel loop.
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> v(500, 1);
#pragma omp parallel for
  for (int i = 1; i < 500; i++) v[i] += v[i - 1];
  std::printf("%d\n", v[499] > 0);
  return 0;
}
