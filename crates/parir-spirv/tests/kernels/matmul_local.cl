// A tiled matrix product with local memory tiles and barriers (TILE = 8).
#define TILE 8
kernel void matmul_local(global const float *A, global const float *B, global float *C, int n) {
  local float As[TILE][TILE];
  local float Bs[TILE][TILE];
  int row = (int)get_global_id(1), col = (int)get_global_id(0);
  int lr = (int)get_local_id(1), lc = (int)get_local_id(0);
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; t++) {
    As[lr][lc] = A[row * n + t * TILE + lc];
    Bs[lr][lc] = B[(t * TILE + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc += As[lr][k] * Bs[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
