// Structs passed and returned by value, unions, bit-fields, packed structs, arrays of structs.
#include <stdio.h>
#include <string.h>
#include <stdint.h>
struct vec3 { double x, y, z; };
struct small { int a; short b; char c; };
struct bits { unsigned a : 3; signed b : 5; unsigned c : 13; uint64_t d : 40; };
#pragma pack(push, 1)
struct packed { char c; int i; short s; long long l; };
#pragma pack(pop)
union u { float f; uint32_t i; unsigned char b[4]; };
static struct vec3 add3(struct vec3 a, struct vec3 b) { return (struct vec3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static struct small mk(int a) { struct small s = {a, (short)(a * 3), (char)(a + 1)}; return s; }
static long big_arg(struct vec3 v, struct small s, struct packed p) { return (long)(v.x * 10) + s.a + s.b + s.c + p.i + p.l; }
int main(void) {
  struct vec3 v = {1.5, -2, 3}, w = {0.25, 4, -1};
  struct vec3 r = add3(v, w);
  for (int i = 0; i < 5; i++) r = add3(r, v);
  struct small s = mk(41);
  struct bits bf = {5, -7, 4000, 0xABCDEF1234ull};
  bf.b += 3; bf.c ^= 0x155; bf.d >>= 3;
  struct packed p = {'q', 123456, -5, -9876543210LL};
  union u x; x.f = 1.0f;
  struct small arr[8];
  memset(arr, 0, sizeof arr);
  for (int i = 0; i < 8; i++) arr[i] = mk(i * i);
  long t = 0;
  for (int i = 0; i < 8; i++) t += arr[i].a * arr[i].b - arr[i].c;
  printf("%.2f %.2f %.2f | %d %d %d | %u %d %u %llu | %zu %d %lld | %08x %u | %ld %ld\n",
         r.x, r.y, r.z, s.a, s.b, s.c, bf.a, bf.b, bf.c, (unsigned long long)bf.d,
         sizeof(struct packed), p.i, p.l, x.i, x.b[3], t, big_arg(v, s, p));
  return 0;
}
