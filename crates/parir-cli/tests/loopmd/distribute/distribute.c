// Loops with `#pragma clang loop distribute(enable)` for the loop-distribute differential
// (crates/parir-cli/tests/loop_distribute.rs): a loop carrying A[i + 1] = A[i] * B[i] next to an
// independent statement (two partitions), and one whose cyclic statement sits between two
// independent ones (three loops). The arrays are globals, so no run-time alias checks are
// needed.
#include <stdio.h>
int A[100], B[100], C[100], D[100], E[100];
void f(int n) {
#pragma clang loop distribute(enable)
  for (int i = 0; i < n; i++) {
    A[i + 1] = A[i] * B[i];
    C[i] = D[i] * E[i];
  }
}
void g(int n) {
#pragma clang loop distribute(enable)
  for (int i = 0; i < n; i++) {
    C[i] = D[i] + 1;
    A[i + 1] = A[i] + C[i];
    E[i] = B[i] * 2;
  }
}
int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 60;
  for (int i = 0; i < 100; i++) { A[i] = i % 7; B[i] = i % 5 + 1; D[i] = i; E[i] = 3; }
  f(n);
  g(n - 1);
  long s = 0;
  for (int i = 0; i < 100; i++) s += A[i] * 3 + C[i] * 5 + E[i];
  printf("%ld\n", s);
  return 0;
}
