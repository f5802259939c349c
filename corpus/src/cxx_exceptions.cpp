// corpus: C++ exceptions — throw (__cxa_throw), try/catch (invoke,
// landingpad with catch clauses, typed catch, catch-all), rethrow, resume,
// RAII cleanups (cleanup landingpads), noexcept (terminate), function-try-
// blocks, nested try, exception classes with virtual what().
// corpus-g: yes
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>

struct MyError : std::exception {
  int code;
  explicit MyError(int c) : code(c) {}
  const char *what() const noexcept override { return "MyError"; }
};

struct Guard {
  const char *name;
  explicit Guard(const char *n) : name(n) { std::printf("enter %s\n", n); }
  ~Guard() { std::printf("leave %s\n", name); }
};

int may_throw(int x) {
  if (x < 0)
    throw MyError(x);
  if (x == 0)
    throw std::runtime_error("zero");
  if (x > 1000)
    throw 42;
  return x * 2;
}

int catch_typed(int x) {
  try {
    Guard g("catch_typed");
    return may_throw(x);
  } catch (const MyError &e) {
    return e.code;
  } catch (const std::runtime_error &e) {
    return (int)std::strlen(e.what());
  } catch (int i) {
    return i;
  }
}

int catch_all(int x) {
  try {
    return may_throw(x);
  } catch (...) {
    return -1;
  }
}

int rethrow(int x) {
  try {
    try {
      Guard inner("inner");
      may_throw(x);
    } catch (const std::exception &e) {
      std::printf("rethrowing %s\n", e.what());
      throw;
    }
  } catch (const MyError &e) {
    return e.code * 10;
  } catch (...) {
    return -2;
  }
  return 0;
}

int only_cleanup(int x) {
  Guard a("a");
  Guard b("b");
  return may_throw(x) + 1; // landingpad cleanup + resume
}

int safe(int x) noexcept { return may_throw(x); } // terminate on throw

struct Resource {
  int *data;
  Resource(int n) try : data(new int[n]) {
    if (n > 100)
      throw std::length_error("too big");
  } catch (...) {
    std::printf("ctor failed\n");
  }
  ~Resource() { delete[] data; }
};

std::exception_ptr capture(int x) {
  try {
    may_throw(x);
  } catch (...) {
    return std::current_exception();
  }
  return nullptr;
}

int with_exception_ptr(int x) {
  std::exception_ptr p = capture(x);
  if (!p)
    return 0;
  try {
    std::rethrow_exception(p);
  } catch (const MyError &e) {
    return e.code;
  } catch (...) {
    return 7;
  }
}

int nested_in_loop(const int *xs, int n) {
  int ok = 0;
  for (int i = 0; i < n; i++) {
    Guard g("loop");
    try {
      ok += may_throw(xs[i]);
    } catch (const MyError &) {
      continue;
    } catch (...) {
      break;
    }
  }
  return ok;
}

int main() {
  int xs[] = {1, -3, 5, 0, 7};
  int r = catch_typed(-5) + catch_typed(0) + catch_typed(2000) + catch_all(-1) + rethrow(-4) +
          rethrow(0) + with_exception_ptr(-9) + nested_in_loop(xs, 5) + safe(3);
  try {
    r += only_cleanup(-1);
  } catch (const MyError &e) {
    r += e.code;
  }
  Resource res(10);
  return r & 0x7f;
}
