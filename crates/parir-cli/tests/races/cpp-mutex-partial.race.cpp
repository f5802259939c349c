// expect: race 14 16
// Thread 0 updates under the mutex, the others read without it.
#include <cstdio>
#include <mutex>
#include <omp.h>
std::mutex m;
long total = 0;
long seen[64];
int main() {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      std::lock_guard<std::mutex> g(m);
      total += 5;
    } else {
      seen[omp_get_thread_num()] = total;
    }
  }
  std::printf("%ld\n", total);
  return 0;
}
