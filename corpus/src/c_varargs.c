// corpus: variadic functions (va_list, va_arg, va_copy, va_end), printf-family
// calls, variadic function pointers.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int sum_ints(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int i = 0; i < count; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

double mixed(const char *fmt, ...) {
  va_list ap, ap2;
  double total = 0;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i':
      total += va_arg(ap, int);
      break;
    case 'l':
      total += (double)va_arg(ap, long long);
      break;
    case 'd':
      total += va_arg(ap, double);
      break;
    case 's':
      total += (double)strlen(va_arg(ap, const char *));
      break;
    }
  }
  va_end(ap);
  // second pass with the copy: count only the first argument
  if (*fmt == 'i')
    total += va_arg(ap2, int);
  va_end(ap2);
  return total;
}

struct pair {
  long a, b;
};
struct big {
  long v[6];
};

long struct_args(int n, ...) {
  va_list ap;
  va_start(ap, n);
  struct pair p = va_arg(ap, struct pair);
  struct big b = va_arg(ap, struct big);
  va_end(ap);
  return p.a + p.b + b.v[0] + b.v[5] + n;
}

int vlog(FILE *f, const char *fmt, va_list ap) { return vfprintf(f, fmt, ap); }

int logf_(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vlog(f, fmt, ap);
  va_end(ap);
  return r;
}

int format_into(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

typedef int (*printer)(const char *, ...);

int main(void) {
  char buf[64];
  printer p = printf;
  struct pair pr = {1, 2};
  struct big bg = {{1, 2, 3, 4, 5, 6}};
  format_into(buf, sizeof buf, "%d-%s-%.2f", 7, "x", 2.5);
  p("%s %d %f %ld\n", buf, sum_ints(4, 1, 2, 3, 4),
    mixed("ilds", 1, 2LL, 3.0, "four"), struct_args(1, pr, bg));
  return logf_(stderr, "%c%c\n", 'o', 'k') > 0 ? 0 : 1;
}
