// expect: race 7 7
// A lambda capturing a local by reference, called by every thread.
#include <cstdio>
#include <omp.h>
int main() {
  int last = 0;
  auto note = [&](int t) { last = t; };
#pragma omp parallel
  note(omp_get_thread_num());
  std::printf("%d\n", last >= 0);
  return 0;
}
