// expect: race 7 7
// The same loop on a plain long.
#include <cstdio>
long total = 0;
int main() {
#pragma omp parallel for
  for (int i = 0; i < 300; i++) total += i;
  std::printf("%d\n", total > 0);
  return 0;
}
