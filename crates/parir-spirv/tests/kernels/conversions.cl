// Conversions between integer and floating types and widths.
kernel void conversions(global const float *f, global const short *s, global double *d,
                        global char *c) {
  size_t i = get_global_id(0);
  d[i] = (double)f[i] + (double)s[i];
  c[i] = (char)((int)f[i] + s[i]);
}
