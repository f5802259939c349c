// String functions beyond the basic ones: strtok/strtok_r (empty fields, only delimiters),
// strspn/strcspn/strpbrk, strnlen on an unterminated buffer, strcasecmp/strncasecmp,
// strerror (glibc's messages, unknown numbers, errno from strtol), and getenv (parir's programs see an empty environment; the native run asks for a name no
// environment has).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int main(void) {
  char line[] = ",,alpha, beta;;gamma ,delta,,";
  for (char *t = strtok(line, ",; "); t; t = strtok(NULL, ",; ")) printf("[%s]", t);
  printf("\n");
  char csv[] = "a=1&b=22&&c=333", *outer, *inner;
  for (char *kv = strtok_r(csv, "&", &outer); kv; kv = strtok_r(NULL, "&", &outer)) {
    char *k = strtok_r(kv, "=", &inner), *v = strtok_r(NULL, "=", &inner);
    printf("%s -> %s\n", k, v ? v : "(none)");
  }
  char only[] = ";;;";
  printf("%p\n", (void *)strtok(only, ";"));
  const char *s = "  \t 42 apples, 7 pears";
  printf("%zu %zu %zu\n", strspn(s, " \t"), strcspn(s, ","), strcspn(s, "xyz"));
  printf("%s|%p\n", strpbrk(s, "0123456789"), (void *)strpbrk(s, "#"));
  char raw[4] = {'a', 'b', 'c', 'd'};
  printf("%zu %zu\n", strnlen(raw, 4), strnlen("xy", 10));
  printf("%d %d %d %d\n", strcasecmp("Hello", "hELLO") == 0, strcasecmp("abc", "ABD") < 0,
         strncasecmp("ABCdef", "abcXYZ", 3) == 0, strcasecmp("b", "A") > 0);
  printf("%s\n", getenv("PARIR_SURELY_UNSET_VARIABLE") ? "set" : "unset");
  for (int e = -3; e <= 140; e += 11) printf("%d: %s\n", e, strerror(e));
  errno = 0;
  long big = strtol("-99999999999999999999", NULL, 10);
  printf("%ld %s\n", big, strerror(errno));
  return 0;
}
