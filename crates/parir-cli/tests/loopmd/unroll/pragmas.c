// Loops with `#pragma clang loop unroll...` requests for the loop-unroll differential
// (crates/parir-cli/tests/loop_unroll.rs): constant and unknown trip counts, counts that
// divide the trip count or not, counts at least the trip count, full, enable and disable,
// nested loops. Loops without a request have trip counts unknown at compile time (LLVM's
// heuristics, which parir does not have, would unroll small constant ones).
#include <stdio.h>

static int a[64];

void full8(void) {
#pragma clang loop unroll(full)
  for (int i = 0; i < 8; i++)
    a[i] += i;
}

void count4_unknown(int n) {
#pragma clang loop unroll_count(4)
  for (int i = 0; i < n; i++)
    a[i] += 2 * i;
}

void count4_of_10(void) {
#pragma clang loop unroll_count(4)
  for (int i = 0; i < 10; i++)
    a[i] += 3;
}

void count3_of_12(void) {
#pragma clang loop unroll_count(3)
  for (int i = 0; i < 12; i++)
    a[i] ^= i;
}

void count16_of_5(void) {
#pragma clang loop unroll_count(16)
  for (int i = 0; i < 5; i++)
    a[i + 1] += a[i];
}

void enable_unknown(int n) {
#pragma clang loop unroll(enable)
  for (int i = 0; i < n; i++)
    a[i] -= 1;
}

void enable_const(void) {
#pragma clang loop unroll(enable)
  for (int i = 0; i < 6; i++)
    a[i] *= 2;
}

void disabled(int n) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++)
    a[i] += 5;
}

int sum_count2(int n) {
  int s = 0;
#pragma clang loop unroll_count(2)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void nested(int n) {
  for (int i = 0; i < n; i++) {
#pragma clang loop unroll_count(2)
    for (int j = 0; j < n; j++)
      a[(i * 7 + j) % 64] += j;
  }
}

void down(int n) {
#pragma clang loop unroll_count(3)
  for (int i = n; i > 0; i -= 2)
    a[i % 64] += 1;
}

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 20;
  for (int i = 0; i < n + 40; i++)
    a[i % 64] = i;
  full8();
  count4_unknown(n);
  count4_of_10();
  count3_of_12();
  count16_of_5();
  enable_unknown(n);
  enable_const();
  disabled(n);
  nested(n % 9);
  down(n);
  printf("%d\n", sum_count2(n));
  for (int i = 0; i < n + 40; i++)
    printf("%d ", a[i % 64]);
  printf("\n");
  return 0;
}
