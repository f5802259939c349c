// A histogram with atomic increments in global memory.
kernel void histogram(global const uchar *data, global int *bins, int n) {
  int i = (int)get_global_id(0);
  if (i < n)
    atomic_inc(&bins[data[i]]);
}
