// Nested loops: a small matrix-vector product per work-item.
kernel void nested(global const float *m, global const float *v, global float *out, int rows,
                   int cols) {
  size_t b = get_global_id(0);
  for (int r = 0; r < rows; r++) {
    float s = 0.0f;
    for (int c = 0; c < cols; c++)
      s += m[(b * rows + r) * cols + c] * v[c];
    out[b * rows + r] = s;
  }
}
