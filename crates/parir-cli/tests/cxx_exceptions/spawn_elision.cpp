// The serial elision of tests/tapir/throw.ll (cilk_spawn and cilk_sync removed): the
// Tapir program must print what this prints natively.
#include <cstdio>

struct Err { int at; };

static int check(int i) {
  if (i % 7 == 6)
    throw Err{i};
  return i * i;
}

static long tree(int lo, int hi) {
  if (hi - lo == 1)
    return check(lo);
  int mid = lo + (hi - lo) / 2;
  long a = tree(lo, mid);
  long b = tree(mid, hi);
  return a + b;
}

int main() {
  for (int n = 4; n <= 8; n += 2) {
    try {
      printf("n=%d sum=%ld\n", n, tree(0, n));
    } catch (Err &e) {
      printf("n=%d caught Err at %d\n", n, e.at);
    }
  }
  return 0;
}
