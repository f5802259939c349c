// User varargs functions (va_arg lowered inline by clang), vprintf, va_copy.
#include <stdarg.h>
#include <stdio.h>
struct big { long a, b, c; };
struct pair { int x; double y; };
static long sum(int n, ...) {
  va_list ap; va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long);
  va_end(ap);
  return s;
}
static double mix(const char *kinds, ...) {
  va_list ap, aq; va_start(ap, kinds); va_copy(aq, ap);
  double s = 0;
  for (const char *k = kinds; *k; k++) {
    if (*k == 'i') s += va_arg(ap, int);
    else if (*k == 'd') s += va_arg(ap, double);
    else if (*k == 'b') { struct big b = va_arg(ap, struct big); s += b.a + b.b * 2 + b.c * 3; }
    else if (*k == 'p') { struct pair p = va_arg(ap, struct pair); s += p.x + p.y; }
    else if (*k == 'q') s += (double)va_arg(ap, __int128);
  }
  double first = *kinds == 'i' ? va_arg(aq, int) : 0;
  va_end(aq); va_end(ap);
  return s + first / 1000;
}
static void logf_(const char *fmt, ...) {
  va_list ap; va_start(ap, fmt); vprintf(fmt, ap); va_end(ap);
}
int main(void) {
  struct big b = {1, 2, 3};
  struct pair p = {7, 0.5};
  printf("%ld\n", sum(5, 1L, 2L, 3L, 4L, 5L));
  printf("%ld\n", sum(12, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L));
  printf("%.4f\n", mix("idbpidq", 3, 2.25, b, p, -4, 1e3, (__int128)1 << 70));
  logf_("%s=%d %5.2f|%-6s|%c\n", "x", 42, 3.14159, "ab", 'z');
  return 0;
}
