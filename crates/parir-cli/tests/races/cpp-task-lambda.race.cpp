// expect: race 6 12
// A task runs a lambda writing a captured reference; the parent reads it without waiting.
#include <cstdio>
int main() {
  int out = 0, copy = 0;
  auto job = [&out] { out = 99; };
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    job();
    copy = out;
  }
  std::printf("%d\n", copy >= 0);
  return 0;
}
