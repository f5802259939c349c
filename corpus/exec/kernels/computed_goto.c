// A tiny bytecode interpreter with GNU computed goto (indirectbr + blockaddress): the
// block addresses live in a static table, and one dispatch jumps through them.
#include <stdio.h>
static int run(const unsigned char *code, int x) {
  static void *ops[] = {&&op_inc, &&op_dbl, &&op_dec, &&op_halt};
  int pc = 0;
#define NEXT goto *ops[code[pc++]]
  NEXT;
op_inc: x += 1; NEXT;
op_dbl: x *= 2; NEXT;
op_dec: x -= 3; NEXT;
op_halt: return x;
}
int main(void) {
  unsigned char prog[] = {0, 1, 1, 2, 0, 1, 2, 2, 1, 3};
  long s = 0;
  for (int i = 0; i < 1000; i++) s += run(prog, i);
  printf("%ld\n", s);
  return 0;
}
