// A gather loop with a safelen: dependences are at least 4 iterations apart.
#include "parir.h"
kernel void gather_safelen(global int *a, global const int *idx, int n) {
  PARIR_IVDEP_SAFELEN(4);
  for (int i = 0; i < n; i++)
    a[i + 4] = a[i] + idx[i];
}
