// Exceptions thrown and caught inside an OpenMP worksharing loop (each iteration's handler
// catches what its own call throws, as OpenMP requires): every team thread unwinds its own
// frames.
#include <cstdio>

struct Rejected {
  int value;
};

static int validate(int v) {
  if (v % 5 == 4)
    throw Rejected{v};
  return v * 3;
}

int main() {
  int out[40];
#pragma omp parallel for schedule(static)
  for (int i = 0; i < 40; ++i) {
    try {
      out[i] = validate(i);
    } catch (const Rejected &r) {
      out[i] = -r.value;
    }
  }
  long sum = 0;
  for (int i = 0; i < 40; ++i) {
    sum += out[i];
    printf("%d%c", out[i], i % 10 == 9 ? '\n' : ' ');
  }
  printf("sum %ld\n", sum);
  return 0;
}
