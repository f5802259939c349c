// expect: clean
// A std::mutex (lock_guard) protects a shared update in a parallel loop.
#include <cstdio>
#include <mutex>
std::mutex m;
long total = 0;
int main() {
#pragma omp parallel for
  for (int i = 0; i < 300; i++) {
    std::lock_guard<std::mutex> g(m);
    total += i;
  }
  std::printf("%ld\n", total);
  return 0;
}
