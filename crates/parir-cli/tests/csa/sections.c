/* Two sibling CSA sections (crates/parir-cli/tests/csa_e2e.rs): with -DRACY both write A[0],
   which their region claims they do not; with -DCROSS a value computed in one section is
   used in the other (a register, not memory: the sections must run in turn). */
#include <stdio.h>
#include "csa.h"
int A[8], B[8] = {0, 0, 0, 0, 0, 4};
int main(void) {
  int x = 0;
  int reg = __builtin_csa_parallel_region_entry(0);
  int s0 = __builtin_csa_parallel_section_entry(reg);
  A[0] = 7;
  B[2] = 1;
#ifdef CROSS
  x = B[5] + 3;
#endif
  __builtin_csa_parallel_section_exit(s0);
  int s1 = __builtin_csa_parallel_section_entry(reg);
  B[1] = 9;
#ifdef RACY
  A[0] = 8;
#endif
#ifdef CROSS
  B[3] = x;
#endif
  __builtin_csa_parallel_section_exit(s1);
  __builtin_csa_parallel_region_exit(reg);
  printf("%d %d %d %d\n", A[0], B[1], B[2], B[3]);
  return 0;
}
