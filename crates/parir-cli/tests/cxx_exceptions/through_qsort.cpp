// An exception thrown by a qsort comparator goes through qsort to the caller's handler;
// a catch of a pointer to a base class receives the thrown pointer to a derived one;
// a handler that rethrows only some of what it catches.
#include <cstdio>
#include <cstdlib>

struct Animal {
  virtual ~Animal() {}
  virtual const char *kind() const { return "animal"; }
};
struct Bird : Animal {
  const char *kind() const override { return "bird"; }
};
struct Parrot : Bird {
  const char *kind() const override { return "parrot"; }
};

static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  if (x == 13 || y == 13)
    throw x == 13 ? x : y;
  return (x > y) - (x < y);
}

int main() {
  int fine[6] = {9, 2, 7, 4, 1, 8};
  qsort(fine, 6, sizeof(int), by_value);
  for (int v : fine)
    printf("%d ", v);
  printf("\n");
  int unlucky[4] = {3, 13, 5, 1};
  try {
    qsort(unlucky, 4, sizeof(int), by_value);
    printf("sorted\n");
  } catch (int v) {
    printf("the comparator refused %d\n", v);
  }
  try {
    throw new Parrot();
  } catch (Animal *a) {
    printf("caught a %s by its base pointer\n", a->kind());
    delete a;
  }
  for (int round = 0; round < 3; ++round) {
    try {
      try {
        throw round;
      } catch (int v) {
        if (v == 1)
          throw;
        printf("handled %d inside\n", v);
      }
    } catch (int v) {
      printf("passed %d outside\n", v);
    }
  }
  return 0;
}
