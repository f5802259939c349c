// expect: clean
// A lambda capturing by value and writing only its own thread's slot.
#include <cstdio>
#include <omp.h>
int slots[64];
int main() {
  int scale = 3, n = 1;
  auto put = [scale](int t) { slots[t] = scale * (t + 1); };
#pragma omp parallel
  {
    put(omp_get_thread_num());
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += slots[t];
  std::printf("%d\n", s == 3 * n * (n + 1) / 2);
  return 0;
}
