// expect: clean
// A function template with a reduction clause, instantiated for two types.
#include <cstdio>
template <typename T> T total(const T *v, int n) {
  T s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
int iv[300];
double dv[300];
int main() {
  for (int i = 0; i < 300; i++) iv[i] = i, dv[i] = i * 0.5;
  std::printf("%d %.1f\n", total(iv, 300), total(dv, 300));
  return 0;
}
