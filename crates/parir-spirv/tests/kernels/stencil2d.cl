// A five-point 2-D stencil, one work-item per interior point.
kernel void stencil2d(global const float *in, global float *out, int w, int h) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
    int i = y * w + x;
    out[i] = in[i] * 0.6f + 0.1f * (in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
  }
}
