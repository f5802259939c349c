// Integer arithmetic, shifts, comparisons, selects and conversions.
kernel void int_ops(global const int *a, global const uint *b, global long *out) {
  size_t i = get_global_id(0);
  int x = a[i];
  uint y = b[i];
  long r = (long)(x * 3 - (x >> 2)) + (long)(y / 7u) + (long)(y % 5u) + (x < 0 ? -1 : 1);
  r ^= (long)(y << 3) | (long)(x & 0xff);
  out[i] = r;
}
