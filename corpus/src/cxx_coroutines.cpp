// corpus: C++20 coroutines — at -O0 the llvm.coro.* intrinsics with token
// values (coro.id, coro.save, coro.suspend, coro.end) are in the IR; CoroSplit
// (which runs even at -O0) would split them into .resume/.destroy functions.
// The LLVM pass pipeline is disabled (-disable-llvm-passes) so the
// pre-CoroSplit form with tokens is what gets written, at every level.
// corpus-flags: -std=c++20 -Xclang -disable-llvm-passes
#include <coroutine>
#include <cstdio>
#include <exception>

struct Generator {
  struct promise_type {
    int current = 0;
    Generator get_return_object() {
      return Generator{std::coroutine_handle<promise_type>::from_promise(*this)};
    }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) noexcept {
      current = v;
      return {};
    }
    void return_void() noexcept {}
    void unhandled_exception() { std::terminate(); }
  };

  std::coroutine_handle<promise_type> h;
  explicit Generator(std::coroutine_handle<promise_type> h) : h(h) {}
  Generator(Generator &&o) noexcept : h(o.h) { o.h = {}; }
  ~Generator() {
    if (h)
      h.destroy();
  }
  bool next() {
    h.resume();
    return !h.done();
  }
  int value() const { return h.promise().current; }
};

Generator range(int from, int to, int step) {
  for (int i = from; i < to; i += step)
    co_yield i;
}

Generator fib(int n) {
  int a = 0, b = 1;
  for (int i = 0; i < n; i++) {
    co_yield a;
    int t = a + b;
    a = b;
    b = t;
  }
}

int main() {
  int total = 0;
  auto g = range(0, 10, 3);
  while (g.next())
    total += g.value();
  auto f = fib(10);
  while (f.next())
    total += f.value();
  std::printf("%d\n", total);
  return total & 0xff;
}
