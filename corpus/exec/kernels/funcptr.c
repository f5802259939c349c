// Function pointers, tables of them, recursion, qsort with a comparator, atexit.
#include <stdio.h>
#include <stdlib.h>
typedef int (*op)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static op table[] = {add, sub, mul};
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static void bye(void) { printf("bye\n"); }
static int apply(op f, int a, int b) { return f(a, b); }
int main(void) {
  atexit(bye);
  int acc = 1;
  for (int i = 0; i < 30; i++) acc = apply(table[i % 3], acc, i + 1) % 100003;
  printf("acc %d fib %d\n", acc, fib(22));
  int v[20];
  for (int i = 0; i < 20; i++) v[i] = (i * 37) % 23 - 11;
  qsort(v, 20, sizeof v[0], cmp);
  for (int i = 0; i < 20; i++) printf("%d ", v[i]);
  printf("\n");
  return 3;
}
