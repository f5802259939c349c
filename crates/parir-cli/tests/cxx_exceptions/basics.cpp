// Throw and catch in one function and across calls: fundamental types, a C string, a class
// caught through its base, catch (...) with a rethrow, destructors of the frames unwound.
#include <cstdio>

struct Shape {
  int sides;
  explicit Shape(int s) : sides(s) {}
  virtual ~Shape() { printf("  ~Shape(%d)\n", sides); }
};
struct Square : Shape {
  Square() : Shape(4) {}
  ~Square() override { printf("  ~Square\n"); }
};
struct Scope {
  const char *what;
  explicit Scope(const char *w) : what(w) {}
  ~Scope() { printf("  leaving %s\n", what); }
};

static int descend(int levels) {
  Scope s("descend");
  if (levels == 0)
    throw Square();
  return descend(levels - 1) * 2;
}

int main() {
  try {
    throw 41;
  } catch (int v) {
    printf("int %d\n", v + 1);
  }
  try {
    descend(2);
  } catch (const Shape &s) {
    printf("a shape with %d sides\n", s.sides);
  }
  try {
    try {
      throw 0.25;
    } catch (...) {
      printf("something; again\n");
      throw;
    }
  } catch (double d) {
    printf("double %.2f\n", d);
  }
  try {
    throw "a message";
  } catch (long) {
    printf("wrong handler\n");
  } catch (const char *m) {
    printf("text: %s\n", m);
  }
  int caught = 0;
  for (int i = 0; i < 1000; ++i) {
    try {
      if (i % 3 == 0)
        throw i;
    } catch (int v) {
      caught += v;
    }
  }
  printf("sum of caught %d\n", caught);
  return 0;
}
