// math.h, float and double, conversions, rand.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  double xs[] = {0.5, 1.0, 2.0, 3.75, 10.0, -2.5};
  for (int i = 0; i < 6; i++) {
    double x = xs[i];
    printf("%.15g %.15g %.15g %.15g %.15g %.15g %.15g %.15g\n", sin(x), cos(x), tan(x), exp(x),
           log(fabs(x)), sqrt(fabs(x)), pow(x, 1.5), atan2(x, 1.3));
    printf("%.9g %.9g %.9g %g %g %g %g %g %g\n", sinf((float)x), expf((float)x), sqrtf(fabsf((float)x)),
           floor(x), ceil(x), round(x), trunc(x), fmod(x, 0.7), hypot(x, 2));
  }
  printf("%g %g %g %g\n", log2(1024.0), log10(0.001), cbrt(-27.0), copysign(3.0, -0.0));
  srand(42);
  int r1 = rand(), r2 = rand();
  srand(1);
  printf("%d %d %d\n", r1, r2, rand());
  printf("%d %ld %.3f %ld\n", atoi("  -123x"), strtol("0x1f", 0, 16), strtod("2.5e2", 0), labs(-5L));
  unsigned long long u = 18446744073709551615ull;
  printf("%.1f %d %u %lld\n", (double)u, (int)-3.99, (unsigned)4e9, (long long)-1e18);
  return 0;
}
