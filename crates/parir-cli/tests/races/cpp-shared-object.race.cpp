// expect: race 7 7
// One object shared by the team, its method called by every thread.
#include <cstdio>
class Acc {
  long s_ = 0;
public:
  void add(long v) { s_ += v; }
  long get() const { return s_; }
};
int main() {
  Acc a;
#pragma omp parallel
  a.add(1);
  std::printf("%d\n", a.get() > 0);
  return 0;
}
