// A loop whose iterations are independent (llvm.loop.parallel_accesses).
#include "parir.h"
kernel void parallel_loop(global float *a, global const float *b, int n) {
  size_t g = get_global_id(0);
  PARIR_PARALLEL_LOOP();
  for (int i = 0; i < n; i++)
    a[g * n + i] = b[i] * 2.0f;
}
