// corpus: C++ classes — inheritance, virtual functions (vtables), pure
// virtuals, virtual/multiple inheritance (thunks, VTT), RTTI (typeid,
// dynamic_cast), new/delete, operator overloading, static local init guards,
// global constructors, member pointers, placement new.
// corpus-g: yes
#include <cstdio>
#include <new>
#include <typeinfo>

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const = 0;
  virtual const char *name() const { return "shape"; }
  int id = 0;
};

struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.14159 * r * r; }
  const char *name() const override { return "circle"; }
};

struct Rect : Shape {
  double w, h;
  Rect(double w, double h) : w(w), h(h) {}
  double area() const override { return w * h; }
};

struct Square final : Rect {
  explicit Square(double s) : Rect(s, s) {}
  const char *name() const override { return "square"; }
};

struct Printable {
  virtual ~Printable() {}
  virtual void print() const = 0;
};

struct Labeled : Circle, Printable {
  const char *label;
  Labeled(double r, const char *l) : Circle(r), label(l) {}
  void print() const override { std::printf("%s %f\n", label, area()); }
};

struct Base {
  int b = 1;
  virtual int get() const { return b; }
  virtual ~Base() {}
};
struct Left : virtual Base {
  int l = 2;
  int get() const override { return b + l; }
};
struct Right : virtual Base {
  int r = 3;
};
struct Diamond : Left, Right {
  int d = 4;
  int get() const override { return Left::get() + r + d; }
};

class Vec2 {
public:
  Vec2(double x = 0, double y = 0) : x_(x), y_(y) {}
  Vec2 operator+(const Vec2 &o) const { return {x_ + o.x_, y_ + o.y_}; }
  Vec2 &operator*=(double k) {
    x_ *= k;
    y_ *= k;
    return *this;
  }
  bool operator==(const Vec2 &o) const { return x_ == o.x_ && y_ == o.y_; }
  double operator[](int i) const { return i ? y_ : x_; }
  explicit operator bool() const { return x_ != 0 || y_ != 0; }

private:
  double x_, y_;
};

class Counter {
public:
  static Counter &instance() {
    static Counter c; // guarded static init (__cxa_guard_acquire)
    return c;
  }
  int next() { return ++n_; }

private:
  Counter() : n_(100) {}
  int n_;
};

struct Global {
  int v;
  Global() : v(std::printf("")) {}
  ~Global() { v = 0; }
};
Global g_global; // dynamic initializer in llvm.global_ctors + __cxa_atexit

double total_area(Shape **shapes, int n) {
  double t = 0;
  for (int i = 0; i < n; i++)
    t += shapes[i]->area();
  return t;
}

int rtti_checks(Shape *s) {
  int r = 0;
  if (dynamic_cast<Circle *>(s))
    r |= 1;
  if (dynamic_cast<Rect *>(s))
    r |= 2;
  if (typeid(*s) == typeid(Square))
    r |= 4;
  if (auto *p = dynamic_cast<Printable *>(s))
    (void)p, r |= 8;
  return r;
}

int member_pointers(Rect &r) {
  double Rect::*field = &Rect::w;
  double (Shape::*method)() const = &Shape::area;
  return (int)(r.*field + (r.*method)());
}

int placement(void) {
  alignas(Circle) unsigned char storage[sizeof(Circle)];
  Circle *c = new (storage) Circle(2.0);
  int a = (int)c->area();
  c->~Circle();
  return a;
}

int main() {
  Shape *shapes[] = {new Circle(1.0), new Rect(2, 3), new Square(2), new Labeled(1.5, "lbl")};
  double t = total_area(shapes, 4);
  int r = 0;
  for (Shape *s : shapes)
    r += rtti_checks(s);
  static_cast<Labeled *>(shapes[3])->print();
  Diamond d;
  Base *bp = &d;
  Vec2 v = Vec2(1, 2) + Vec2(3, 4);
  v *= 2;
  r += bp->get() + (int)v[1] + (v ? 1 : 0) + (v == Vec2(8, 12)) + Counter::instance().next() +
       member_pointers(*static_cast<Rect *>(shapes[1])) + placement();
  for (Shape *s : shapes)
    delete s;
  int *arr = new int[10]();
  r += arr[3];
  delete[] arr;
  std::printf("%s %f %d\n", typeid(d).name(), t, r);
  return r & 0xff;
}
