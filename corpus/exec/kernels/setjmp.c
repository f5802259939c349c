// setjmp/longjmp (and sigsetjmp/siglongjmp): unwinding several frames, longjmp with 0
// (setjmp then returns 1), repeated jumps to the same jmp_buf, a volatile local kept.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static jmp_buf env, env2;
static int depth;
static void fail(int code) { longjmp(env, code); }
static void recurse(int n) {
  char buf[64];
  snprintf(buf, sizeof buf, "level %d", n);
  depth = n;
  if (n == 5) fail(n * 10);
  recurse(n + 1);
  puts(buf); /* never reached */
}
static int parse(const char *s) {
  if (!*s) longjmp(env2, 0); /* value 0 becomes 1 */
  return atoi(s);
}
int main(void) {
  volatile int tries = 0;
  int r = setjmp(env);
  tries++;
  printf("setjmp returned %d (try %d, depth %d)\n", r, tries, depth);
  if (r == 0) recurse(1);
  if (tries < 3) fail(tries + 100);
  const char *inputs[] = {"12", "", "7"};
  for (int i = 0; i < 3; i++) {
    if (setjmp(env2) == 0) printf("parsed %d\n", parse(inputs[i]));
    else printf("empty input %d\n", i);
  }
  sigjmp_buf sj;
  if (sigsetjmp(sj, 1) == 0) { puts("sigsetjmp 0"); siglongjmp(sj, 9); }
  else puts("back from siglongjmp");
  return 0;
}
