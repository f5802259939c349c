// A while loop with an early exit and a switch.
kernel void control_flow(global const int *in, global int *out, int n) {
  size_t g = get_global_id(0);
  int i = 0, s = 0;
  while (i < n) {
    int v = in[g * n + i];
    if (v < 0)
      break;
    switch (v % 3) {
    case 0: s += v; break;
    case 1: s -= v; break;
    default: s ^= v;
    }
    i++;
  }
  out[g] = s;
}
