// expect: clean
// A std::vector sized before the loop, each element written by one iteration.
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> v(500);
#pragma omp parallel for
  for (int i = 0; i < 500; i++) v[i] = i % 9;
  long s = 0;
  for (int x : v) s += x;
  std::printf("%ld\n", s);
  return 0;
}
