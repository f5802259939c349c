// printf formats against glibc.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stddef.h>
int main(void) {
  char buf[64];
  printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%i]\n", -7, 42, 42, -42, 9, 9, 5, 0);
  printf("[%u] [%x] [%X] [%#x] [%o] [%#o] [%lx] [%llu] [%hhu] [%hd]\n", 3000000000u, 255, 255,
         255, 8, 8, 0xdeadbeefcafeL, 18446744073709551615ull, 300, 70000);
  printf("[%zu] [%jd] [%td] [%c] [%s] [%.2s] [%8s] [%-8s] [%%]\n", sizeof(long), (intmax_t)-1,
         (ptrdiff_t)12, 'A', "hello", "hello", "hi", "hi");
  printf("[%f] [%.0f] [%.10f] [%e] [%.2E] [%g] [%G] [%g] [%#.3g] [%10.4f] [%-10.2e]\n", 3.14159265,
         2.5, 1.0 / 3, 123456.789, 0.000123, 1e-5, 1e100, 123456789.0, 2.0, -1.5, 6.02e23);
  printf("[%a] [%A] [%.2a] [%a]\n", 1.0, -0.1, 3.0, 1e-310);
  printf("[%f] [%e] [%g] [%5.1f]\n", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, -0.0);
  printf("[%*d] [%-*d] [%.*f]\n", 6, 12, 4, 3, 2, 2.71828);
  int n = snprintf(buf, 8, "%d-%s", 123456, "abcdef");
  printf("[%s] %d\n", buf, n);
  sprintf(buf, "%08.3f|%x", 3.14159, 48879);
  puts(buf);
  printf("%s %zu %d\n", strcpy(buf, "copy"), strlen(buf), strcmp("abc", "abd") < 0);
  fputs("to stdout\n", stdout);
  fprintf(stderr, "to stderr %d\n", 1);
  putchar('!');
  putchar('\n');
  return 0;
}
