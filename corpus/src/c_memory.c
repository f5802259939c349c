// corpus: stack and memory — VLAs (stacksave/stackrestore), alloca,
// setjmp/longjmp (returns_twice), cleanup attribute, large local arrays,
// compound literals, memcpy/memset/memcmp builtins, pointer arithmetic.
#include <alloca.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf env;

int vla_sum(int n) {
  int v[n];
  for (int i = 0; i < n; i++)
    v[i] = i * 3;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}

double vla_2d(int rows, int cols) {
  double m[rows][cols];
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[i][j] = i + 0.5 * j;
  double s = 0;
  for (int i = 0; i < rows; i++) {
    int tmp[i + 1]; /* VLA inside a loop: stacksave/stackrestore per iteration */
    tmp[i] = (int)m[i][cols - 1];
    s += tmp[i];
  }
  return s;
}

char *dup_with_alloca(const char *s) {
  size_t n = strlen(s) + 1;
  char *tmp = alloca(n);
  memcpy(tmp, s, n);
  char *out = malloc(n);
  if (out)
    memcpy(out, tmp, n);
  return out;
}

static void risky(int depth) {
  if (depth > 3)
    longjmp(env, depth);
  risky(depth + 1);
}

int try_jump(void) {
  volatile int tries = 0;
  int code = setjmp(env);
  if (code == 0) {
    tries++;
    risky(0);
  }
  return code + tries;
}

static void free_ptr(char **p) { free(*p); }

int with_cleanup(int n) {
  __attribute__((cleanup(free_ptr))) char *buf = malloc((size_t)n + 1);
  if (!buf)
    return -1;
  memset(buf, 'x', (size_t)n);
  buf[n] = 0;
  return (int)strlen(buf);
}

int compare(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

int sort_and_check(void) {
  int arr[] = {5, 3, 9, 1, 7};
  qsort(arr, 5, sizeof arr[0], compare);
  int expect[] = {1, 3, 5, 7, 9};
  return memcmp(arr, expect, sizeof arr) == 0;
}

long ptr_math(int *base, long off) {
  int *p = base + off;
  int *q = &base[2];
  char *c = (char *)p + 3;
  return (p - q) + (c - (char *)base) + ((unsigned long)p & 7);
}

int big_frame(int k) {
  int frame[1024];
  memset(frame, 0, sizeof frame);
  frame[k & 1023] = k;
  int *lit = (int[]){1, 2, 3, k};
  return frame[(k * 7) & 1023] + lit[3];
}

void *aligned_alloc_demo(size_t n) {
  void *p = __builtin_assume_aligned(aligned_alloc(64, n), 64);
  __builtin_memset(p, 0, n);
  return p;
}

int main(void) {
  char *d = dup_with_alloca("corpus");
  int r = vla_sum(10) + (int)vla_2d(3, 4) + try_jump() + with_cleanup(8) +
          sort_and_check() + (int)ptr_math((int[8]){0}, 4) + big_frame(3);
  free(d);
  free(aligned_alloc_demo(128));
  return r;
}
