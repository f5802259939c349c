// expect: race 6 6
// A member function increments a data member from a parallel loop.
#include <cstdio>
struct Stats {
  long n = 0;
  void seen() { n++; }
};
int main() {
  Stats st;
#pragma omp parallel for
  for (int i = 0; i < 200; i++) st.seen();
  std::printf("%d\n", st.n > 0);
  return 0;
}
