// Handlers chosen by the thrown class's bases: multiple and virtual inheritance (the
// handler sees the base subobject), a catch by value (copy constructor), nested handlers,
// a rethrow from a handler in another function, and a namespace-qualified class.
#include <cstdio>

struct Left { int l = 10; virtual ~Left() {} };
struct Right { int r = 20; virtual ~Right() {} };
struct Both : Left, Right {
  int b = 30;
  Both() { printf("Both()\n"); }
  Both(const Both &o) : Left(o), Right(o), b(o.b) { printf("Both(copy)\n"); }
  ~Both() override { printf("~Both\n"); }
};
struct Root { int root = 7; virtual ~Root() {} };
struct ViaA : virtual Root { int a = 1; };
struct ViaB : virtual Root { int b = 2; };
struct Diamond : ViaA, ViaB { int d = 3; };
namespace lib { struct Failure { int code; }; }

struct Trace {
  int id;
  explicit Trace(int i) : id(i) { printf("enter %d\n", id); }
  ~Trace() { printf("leave %d\n", id); }
};

static int produce(int k) {
  Trace t(k);
  switch (k % 4) {
  case 0: throw Both();
  case 1: throw Diamond();
  case 2: throw lib::Failure{k};
  default: return k;
  }
}

static int forward(int k) {
  try {
    return produce(k);
  } catch (lib::Failure &f) {
    printf("forward saw failure %d\n", f.code);
    f.code += 100;
    throw;
  }
}

int main() {
  int total = 0;
  for (int k = 0; k < 8; ++k) {
    try {
      total += forward(k);
    } catch (Right &r) {
      printf("Right %d\n", r.r);
    } catch (Root &x) {
      printf("Root %d\n", x.root);
    } catch (const lib::Failure &f) {
      printf("failure %d\n", f.code);
    }
  }
  try {
    Both b;
    throw b;
  } catch (Left l) {
    printf("Left by value %d\n", l.l);
  }
  try {
    throw 1;
  } catch (int) {
    try {
      throw 2.5f;
    } catch (float f) {
      printf("inner %.1f\n", f);
    }
    printf("outer handler goes on\n");
  }
  printf("total %d\n", total);
  return 0;
}
