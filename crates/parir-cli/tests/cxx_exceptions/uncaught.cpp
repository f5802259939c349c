// An exception no handler catches: std::terminate with libstdc++'s message, then abort
// (exit status 134); cleanups are not run, and unflushed output is lost.
#include <cstdio>

namespace app { struct Fatal { int why; }; }

struct Noisy {
  ~Noisy() { printf("never printed: no handler, no unwinding\n"); }
};

static void fail(int why) {
  Noisy n;
  throw app::Fatal{why};
}

int main() {
  printf("before\n");
  fflush(stdout);
  printf("lost with the buffer\n");
  fail(3);
  return 0;
}
