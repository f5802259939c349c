// expect: clean
// std::atomic fetch_add from every thread of a parallel loop.
#include <atomic>
#include <cstdio>
std::atomic<long> total{0};
int main() {
#pragma omp parallel for
  for (int i = 0; i < 300; i++) total.fetch_add(i, std::memory_order_relaxed);
  std::printf("%ld\n", total.load());
  return 0;
}
