// corpus: C control flow — loops, nested loops, switch, goto, recursion,
// computed goto (blockaddress/indirectbr), __builtin_expect, restrict,
// memcpy/memset.
// corpus-g: yes
#include <stddef.h>
#include <string.h>

int sum_array(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void matmul(int n, const double *restrict a, const double *restrict b,
            double *restrict c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int k = 0; k < n; k++)
        acc += a[i * n + k] * b[k * n + j];
      c[i * n + j] = acc;
    }
}

int while_loop(unsigned x) {
  int steps = 0;
  while (x != 1) {
    if (x & 1)
      x = 3 * x + 1;
    else
      x >>= 1;
    steps++;
  }
  return steps;
}

int do_while(int n) {
  int i = 0, acc = 1;
  do {
    acc = acc * 3 + i;
    if (acc > 100000)
      break;
    if (i % 3 == 0)
      continue;
    acc ^= i;
  } while (++i < n);
  return acc;
}

const char *classify(int c) {
  switch (c) {
  case 0:
    return "zero";
  case 1:
  case 2:
  case 3:
    return "small";
  case 10:
    return "ten";
  case 100:
    return "hundred";
  case -1:
    return "minus one";
  default:
    return "other";
  }
}

int dense_switch(int op, int a, int b) {
  int r;
  switch (op) {
  case 0: r = a + b; break;
  case 1: r = a - b; break;
  case 2: r = a * b; break;
  case 3: r = b ? a / b : 0; break;
  case 4: r = b ? a % b : 0; break;
  case 5: r = a << (b & 31); break;
  case 6: r = a >> (b & 31); break;
  case 7: r = a & b; break;
  default: r = -1;
  }
  return r;
}

int find_goto(const int *a, int n, int key) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == key)
      goto found;
  return -1;
found:
  return i;
}

int search2d(int rows, int cols, int m[rows][cols], int key) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      if (m[i][j] == key)
        goto out;
  return 0;
out:
  return 1;
}

unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
int parity(unsigned n) { return is_odd(n); }

int ackermann(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

int likely_path(int x) {
  if (__builtin_expect(x > 0, 1))
    return x * 2;
  if (__builtin_expect_with_probability(x == -5, 1, 0.9))
    return 42;
  return -x;
}

struct buf {
  char data[64];
  int len;
};

void copy_buf(struct buf *dst, const struct buf *src) {
  memcpy(dst, src, sizeof *dst);
  memset(dst->data + src->len, 0, sizeof dst->data - (size_t)src->len);
  memmove(dst->data + 1, dst->data, 8);
}

void saxpy(int n, float a, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

int triangular(int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      total += (i ^ j) & 7;
  return total;
}

int computed_goto(const unsigned char *prog, int n) {
  static void *const dispatch[] = {&&op_inc, &&op_dec, &&op_dbl, &&op_end};
  int acc = 0, pc = 0;
#define NEXT()                                                                 \
  do {                                                                         \
    if (pc >= n)                                                               \
      return acc;                                                              \
    goto *dispatch[prog[pc++] & 3];                                            \
  } while (0)
  NEXT();
op_inc:
  acc++;
  NEXT();
op_dec:
  acc--;
  NEXT();
op_dbl:
  acc *= 2;
  NEXT();
op_end:
  return acc;
#undef NEXT
}

int main(void) {
  int a[16];
  for (int i = 0; i < 16; i++)
    a[i] = i * i;
  double m1[4], m2[4], m3[4] = {0};
  for (int i = 0; i < 4; i++)
    m1[i] = m2[i] = i;
  matmul(2, m1, m2, m3);
  struct buf b1 = {"hello", 5}, b2;
  copy_buf(&b2, &b1);
  int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
  return sum_array(a, 16) + while_loop(27) + do_while(10) +
         (int)fib(10) + parity(7) + ackermann(2, 2) + likely_path(3) +
         find_goto(a, 16, 49) + dense_switch(2, 3, 4) + search2d(3, 4, grid, 7) +
         (classify(2)[0] == 's') + b2.len + (int)m3[3] + triangular(5) +
         computed_goto((const unsigned char *)"\0\0\2\1\3", 5);
}
