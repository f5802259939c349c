// A private array in a loop (allocas), sorted by a small insertion sort.
kernel void private_array(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  int v[8];
  for (int i = 0; i < 8; i++)
    v[i] = in[g * 8 + i];
  for (int i = 1; i < 8; i++) {
    int x = v[i], j = i - 1;
    while (j >= 0 && v[j] > x) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = x;
  }
  for (int i = 0; i < 8; i++)
    out[g * 8 + i] = v[i];
}
