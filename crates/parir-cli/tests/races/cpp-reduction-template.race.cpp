// expect: race 7 7
// The same template without the reduction clause.
#include <cstdio>
template <typename T> T total(const T *v, int n) {
  T s = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
int iv[300];
int main() {
  for (int i = 0; i < 300; i++) iv[i] = i;
  std::printf("%d\n", total(iv, 300) > 0);
  return 0;
}
