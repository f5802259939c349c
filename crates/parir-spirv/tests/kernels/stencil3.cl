// A three-point stencil over a row.
kernel void stencil3(global const float *in, global float *out, int n) {
  int i = (int)get_global_id(0);
  if (i > 0 && i < n - 1)
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
