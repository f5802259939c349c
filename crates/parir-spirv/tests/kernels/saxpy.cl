// y = alpha * x + y, with a bound check.
kernel void saxpy(float alpha, global const float *x, global float *y, int n) {
  int i = (int)get_global_id(0);
  if (i < n)
    y[i] = alpha * x[i] + y[i];
}
