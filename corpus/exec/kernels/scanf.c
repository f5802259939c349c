// The scanf family (glibc's conversions and its departures from the standard), bsearch,
// strtod of hexadecimal floats, and the stdin readers at end of input (the tests give no
// standard input: scanf returns EOF, fgets NULL, getc EOF).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static void scans(void) {
  int a, b, c, n; long l; long long ll; short h; signed char hh; unsigned u; float f; double d, d2;
  char s1[32], s2[32];
  int r;
  r = sscanf(" 12  -34x", "%d %d%n", &a, &b, &n); printf("A %d %d %d %d\n", r, a, b, n);
  r = sscanf("0x1f 017 -9", "%i %i %i%n", &a, &b, &c, &n); printf("B %d %d %d %d %d\n", r, a, b, c, n);
  r = sscanf("FF 17 -1", "%x %o %u%n", &a, &b, &u, &n); printf("C %d %d %d %u %d\n", r, a, b, u, n);
  r = sscanf("12345", "%3d%d%n", &a, &b, &n); printf("D %d %d %d %d\n", r, a, b, n);
  r = sscanf("1 2 3 4", "%hhd %hd %ld %lld", &hh, &h, &l, &ll); printf("E %d %d %d %ld %lld\n", r, hh, h, l, ll);
  r = sscanf("99999999999999999999", "%ld", &l); printf("F %d %ld\n", r, l);
  n = -5; r = sscanf("abc", "%d%n", &a, &n); printf("G %d %d\n", r, n);
  r = sscanf("   ", "%d", &a); printf("H %d\n", r);
  r = sscanf("5 6", "%*d %d%n", &a, &n); printf("I %d %d %d\n", r, a, n);
  r = sscanf("hello world", "%s %3s%n", s1, s2, &n); printf("J %d %s %s %d\n", r, s1, s2, n);
  char c1, c2; r = sscanf(" ab", "%c%c%n", &c1, &c2, &n); printf("K %d [%c][%c] %d\n", r, c1, c2, n);
  r = sscanf("abcabd rest\n", "%[a-c]%[^\n]%n", s1, s2, &n); printf("L %d %s|%s %d\n", r, s1, s2, n);
  r = sscanf("]]x!", "%[]x]%n", s1, &n); printf("M %d %s %d\n", r, s1, n);
  r = sscanf("a%b7", "a%%b%d%n", &a, &n); printf("N %d %d %d\n", r, a, n);
  r = sscanf("y1", "x%d", &a); printf("O %d\n", r);
  r = sscanf("", "%s", s1); printf("P %d\n", r);
  r = sscanf("1.5e3 -0.25", "%lf %f", &d, &f); printf("Q %d %g %g\n", r, d, f);
  r = sscanf("0x1.8p1", "%lf", &d); printf("R %d %g\n", r, d);
  r = sscanf("inf -INFINITY", "%lf%lf", &d, &d2); printf("S %d %g %g\n", r, d, d2);
  n = -5; r = sscanf("100ergs", "%f%n", &f, &n); printf("T %d %d\n", r, n);
  r = sscanf("3.14159", "%4lf%n", &d, &n); printf("U %d %g %d\n", r, d, n);
  printf("V %a %a %a %a\n", strtod("0x1.8p-1074", 0), strtod("0x1.fffffffffffff8p0", 0), strtod("0x1p-1075", 0), strtod("0x1.0000000000000800000001p0", 0));
  char *e; double z = strtod("0xp1", &e); printf("W %g %d\n", z, (int)(e - "0xp1"));
  z = strtod("0x1p", &e); printf("X %g\n", z);

}
static void floats(void) {
  const char *in[] = {"100ergs", "1e+", "1.e5", ".5", ".", "-.e1", "0x", "0x.p1", "nanx", "infin",
                      "1e5x", "0x1p", "0x1.8", "+", "-inf", "nan(12ab)z", "nan(", "0x1g", "-0x1.fffffffffffff8p1023"};
  for (int k = 0; k < (int)(sizeof in / sizeof *in); k++) {
    double d = -7;
    int n = -5;
    int r = sscanf(in[k], "%lf%n", &d, &n);
    printf("%s -> %d %a %d\n", in[k], r, d, n);
  }
}

int main(void) {
  scans();
  floats();
  int v[9] = {40, 10, 70, 20, 90, 30, 60, 80, 50};
  qsort(v, 9, sizeof *v, cmp);
  for (int key = 0; key <= 100; key += 5) {
    int *p = bsearch(&key, v, 9, sizeof *v, cmp);
    printf("%d:%d ", key, p ? (int)(p - v) : -1);
  }
  int x = 5;
  char line[8] = "keep";
  printf("\n%d %d %s %d\n", scanf("%d", &x), x, fgets(line, sizeof line, stdin) ? "line" : line, getc(stdin));
  return 0;
}
