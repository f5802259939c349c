// Each work-item sums a strided slice with a loop.
kernel void reduce_loop(global const float *in, global float *out, int n) {
  size_t g = get_global_id(0), stride = get_global_size(0);
  float s = 0.0f;
  for (size_t i = g; i < (size_t)n; i += stride)
    s += in[i];
  out[g] = s;
}
