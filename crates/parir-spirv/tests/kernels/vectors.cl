// float4 arithmetic, vector loads and stores, swizzles.
kernel void vectors(global const float4 *a, global const float4 *b, global float4 *c) {
  size_t i = get_global_id(0);
  float4 x = a[i], y = b[i];
  c[i] = x * y + y.wzyx;
}
