// expect: clean
// The same task and lambda, with taskwait before the read.
#include <cstdio>
int main() {
  int out = 0, copy = 0;
  auto job = [&out] { out = 99; };
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    job();
#pragma omp taskwait
    copy = out;
  }
  std::printf("%d\n", copy);
  return 0;
}
