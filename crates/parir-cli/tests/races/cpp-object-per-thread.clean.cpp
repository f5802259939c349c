// expect: clean
// Each thread builds and uses its own object.
#include <cstdio>
#include <omp.h>
class Acc {
  long s_ = 0;
public:
  void add(long v) { s_ += v; }
  long get() const { return s_; }
};
long res[64];
int main() {
  int n = 1;
#pragma omp parallel
  {
    Acc a;
    for (int i = 0; i < 50; i++) a.add(i + omp_get_thread_num());
    res[omp_get_thread_num()] = a.get();
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  long s = 0;
  for (int t = 0; t < n; t++) s += res[t];
  std::printf("%d\n", s == 1225L * n + 50L * n * (n - 1) / 2);
  return 0;
}
