// Variadic structs passed in memory (byval) whose alignment is 16 (a long double member,
// _Alignas(16)): their place in the stack area is 16-byte aligned, where clang's va_arg
// lowering looks for them, between 8-aligned ones.
#include <stdarg.h>
#include <stdio.h>
struct L { long double x; int tag; };
struct A { _Alignas(16) int v[3]; };
struct S { int a, b, c, d, e; };
static void show(int n, ...) {
  va_list ap; va_start(ap, n);
  for (int i = 0; i < n; i++) {
    int k = va_arg(ap, int);
    if (k == 1) { struct L l = va_arg(ap, struct L); printf("L %Lg %d\n", l.x, l.tag); }
    else if (k == 2) { struct A a = va_arg(ap, struct A); printf("A %d %d %d\n", a.v[0], a.v[1], a.v[2]); }
    else { struct S s = va_arg(ap, struct S); printf("S %d %d\n", s.a, s.e); }
  }
  va_end(ap);
}
int main(void) {
  struct L l = {2.5L, 7}; struct A a = {{1, 2, 3}}; struct S s = {1, 2, 3, 4, 5};
  show(5, 3, s, 1, l, 2, a, 3, s, 1, l);
  show(3, 1, l, 3, s, 1, l);
  return 0;
}
