// corpus: aggregates — structs, unions, bitfields, nested aggregates, function
// pointers, global initializers (strings, arrays, structs of pointers).
// corpus-g: yes
#include <stdint.h>
#include <stdio.h>

struct point {
  int x, y;
};

struct rect {
  struct point lo, hi;
  const char *name;
};

union value {
  int i;
  float f;
  double d;
  unsigned char bytes[8];
  struct point p;
};

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed delta : 5;
  unsigned : 0;
  unsigned long long big : 40;
  _Bool done : 1;
};

struct packed_hdr {
  uint8_t kind;
  uint32_t length;
  uint16_t crc;
} __attribute__((packed));

struct with_flex {
  int n;
  double items[];
};

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static const binop ops[] = {add, sub, mul};

struct op_entry {
  const char *name;
  binop fn;
  const struct op_entry *next;
};

static const struct op_entry e3 = {"mul", mul, 0};
static const struct op_entry e2 = {"sub", sub, &e3};
const struct op_entry op_list = {"add", add, &e2};

const char greeting[] = "hello, world\n";
const char *const messages[] = {"alpha", "beta", "gamma\t\"quoted\"", 0};
char mutable_buf[32] = "abc";
int matrix[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
int zeros[100];
int partially[10] = {[2] = 5, [7] = 9};
struct rect unit = {{0, 0}, {1, 1}, "unit"};
struct rect rects[2] = {{{0, 0}, {2, 3}, "a"}, {.hi = {4, 4}, .name = "b"}};
int *ptr_into_array = &matrix[1][2];
const char *ptr_into_string = greeting + 7;
union value gv = {.f = 1.5f};
struct flags gflags = {1, 5, -3, 123456789ULL, 1};
struct packed_hdr ghdr = {1, 0x12345678, 0xbeef};
double (*math_fn)(double);
void *selfref = &selfref;
intptr_t addr_as_int = (intptr_t)&zeros;

int area(const struct rect *r) {
  return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

struct point translate(struct point p, int dx, int dy) {
  p.x += dx;
  p.y += dy;
  return p;
}

struct rect grow(struct rect r, int d) {
  r.lo.x -= d;
  r.lo.y -= d;
  r.hi.x += d;
  r.hi.y += d;
  return r;
}

float pun(int i) {
  union value v;
  v.i = i;
  return v.f;
}

int flag_ops(struct flags *f) {
  f->mode = (f->mode + 1) & 7;
  f->delta = -f->delta;
  f->big += 3;
  if (f->ready && !f->done)
    return f->mode + f->delta;
  return (int)(f->big >> 3);
}

uint32_t packed_len(const struct packed_hdr *h) { return h->length + h->crc; }

double flex_sum(const struct with_flex *w) {
  double s = 0;
  for (int i = 0; i < w->n; i++)
    s += w->items[i];
  return s;
}

int apply(binop f, int a, int b) { return f(a, b); }

int apply_all(int a, int b) {
  int acc = 0;
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
    acc += ops[i](a, b);
  for (const struct op_entry *e = &op_list; e; e = e->next)
    acc += e->fn(a, b) * (e->name[0] == 'a');
  return acc;
}

int (*select_op(int k))(int, int) { return k ? sub : add; }

int main(void) {
  struct point p = translate((struct point){1, 2}, 3, 4);
  struct rect r = grow(unit, 2);
  printf("%s %d %d %d %f\n", messages[2], area(&r), p.x, apply_all(3, 4),
         (double)pun(0x3f800000));
  return flag_ops(&gflags) + (int)packed_len(&ghdr) + select_op(1)(5, 2) +
         apply(mul, 2, 3) + *ptr_into_array;
}
