// An exception leaving a noexcept function: std::terminate through clang's
// __clang_call_terminate, with the message naming the exception being handled.
#include <cstdio>

static void promise(int v) noexcept {
  if (v > 2)
    throw v; // clang warns: this terminates
  printf("kept %d\n", v);
}

int main() {
  for (int v = 1; v < 5; ++v) {
    promise(v);
    fflush(stdout);
  }
  return 0;
}
