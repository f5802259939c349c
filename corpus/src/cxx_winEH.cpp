// corpus: funclet-based exception handling (Windows x64 MSVC ABI) — catchswitch,
// catchpad, catchret, cleanuppad, cleanupret, token values and "funclet"
// operand bundles; SEH-style __try/__finally via -fms-extensions.
// No #include: the MSVC headers are not available on Linux.
// corpus-flags: --target=x86_64-pc-windows-msvc -fexceptions -fcxx-exceptions -fms-extensions
struct Err {
  int code;
};

struct Noisy {
  int *counter;
  explicit Noisy(int *c) : counter(c) { ++*counter; }
  ~Noisy() { --*counter; }
};

int thrower(int x) {
  if (x < 0)
    throw Err{x};
  if (x == 0)
    throw 7;
  return x;
}

int catch_two(int x) {
  int live = 0;
  try {
    Noisy n(&live);
    return thrower(x);
  } catch (const Err &e) {
    return e.code;
  } catch (int i) {
    return i + live;
  }
}

int catch_all(int x) {
  try {
    return thrower(x) * 2;
  } catch (...) {
    return -1;
  }
}

int nested(int x) {
  try {
    try {
      thrower(x);
    } catch (int) {
      throw; // rethrow inside a catch funclet
    }
  } catch (...) {
    return 1;
  }
  return 0;
}

int cleanup_only(int x) {
  int live = 0;
  Noisy a(&live), b(&live);
  return thrower(x) + live;
}

int seh_finally(int *p) {
  int r = 0;
  __try {
    r = *p;
  } __finally {
    r += 1;
  }
  return r;
}

int main() {
  int v = 3;
  return catch_two(-2) + catch_two(0) + catch_all(1) + nested(0) + cleanup_only(2) +
         seh_finally(&v);
}
