// expect: clean
// The same member update made atomic.
#include <cstdio>
struct Stats {
  long n = 0;
  void seen() {
#pragma omp atomic
    n++;
  }
};
int main() {
  Stats st;
#pragma omp parallel for
  for (int i = 0; i < 200; i++) st.seen();
  std::printf("%ld\n", st.n);
  return 0;
}
