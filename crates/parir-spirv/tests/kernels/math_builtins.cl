// OpenCL.std extended instructions: sqrt, fabs, fmin, fmax, mad, exp, log, clamp.
kernel void math_builtins(global const float *a, global float *b) {
  size_t i = get_global_id(0);
  float x = a[i];
  b[i] = sqrt(fabs(x)) + fmin(x, 1.0f) * fmax(x, -1.0f) + mad(x, x, 0.5f) +
         clamp(exp(x) - log(fabs(x) + 1.0f), -4.0f, 4.0f);
}
