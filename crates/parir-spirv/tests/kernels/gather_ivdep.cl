// A gather loop annotated with parir.h: no loop-carried dependences on a.
#include "parir.h"
kernel void gather_ivdep(global int *a, global const int *idx, int n) {
  size_t g = get_global_id(0);
  PARIR_IVDEP_ARRAY(a);
  for (int i = 0; i < n; i++)
    a[g * n + i] += a[idx[i]];
}
