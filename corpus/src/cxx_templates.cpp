// corpus: C++ templates and the standard library — class/function templates,
// specialization, variadic templates, constexpr, lambdas with captures,
// std::function, std::vector, std::string, std::sort, std::unique_ptr,
// move semantics, linkonce_odr/comdat instantiations.
#include <algorithm>
#include <functional>
#include <memory>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

template <typename T, int N> struct FixedArray {
  T data[N];
  constexpr int size() const { return N; }
  T &operator[](int i) { return data[i]; }
  T sum() const {
    T s{};
    for (int i = 0; i < N; i++)
      s += data[i];
    return s;
  }
};

template <typename T> T maximum(T a, T b) { return a < b ? b : a; }
template <> const char *maximum(const char *a, const char *b) { return a[0] < b[0] ? b : a; }

template <typename... Ts> auto sum_all(Ts... xs) { return (xs + ... + 0); }

template <typename T> struct Traits {
  static constexpr bool is_big = sizeof(T) > 4;
};

constexpr int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }
static_assert(factorial(5) == 120, "constexpr");

struct Widget {
  std::string name;
  int weight;
  Widget(std::string n, int w) : name(std::move(n)), weight(w) {}
};

int sort_widgets(std::vector<Widget> &ws) {
  std::sort(ws.begin(), ws.end(),
            [](const Widget &a, const Widget &b) { return a.weight < b.weight; });
  return ws.empty() ? 0 : ws.front().weight;
}

std::string join(const std::vector<std::string> &parts, const std::string &sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); i++) {
    if (i)
      out += sep;
    out += parts[i];
  }
  return out;
}

int lambdas(int base) {
  int counter = 0;
  auto by_ref = [&counter](int x) { counter += x; };
  auto by_val = [base](int x) mutable { return base += x; };
  auto generic = [](auto a, auto b) { return a * b; };
  std::function<int(int)> fn = [=](int x) { return x + base; };
  for (int i = 0; i < 4; i++)
    by_ref(i);
  return counter + by_val(1) + by_val(2) + (int)generic(2.5, 2) + fn(3);
}

std::unique_ptr<int[]> make_buffer(int n) {
  auto p = std::make_unique<int[]>(n);
  std::iota(p.get(), p.get() + n, 1);
  return p;
}

std::vector<int> squares(int n) {
  std::vector<int> v;
  v.reserve(n);
  for (int i = 0; i < n; i++)
    v.push_back(i * i);
  v.erase(std::remove_if(v.begin(), v.end(), [](int x) { return x % 2; }), v.end());
  return v;
}

template <typename F> int apply_twice(F f, int x) { return f(f(x)); }

int main() {
  FixedArray<int, 4> fa{{1, 2, 3, 4}};
  FixedArray<double, 2> fd{{0.5, 1.5}};
  std::vector<Widget> ws;
  ws.emplace_back("b", 3);
  ws.emplace_back("a", 1);
  std::string j = join({"x", "y", "z"}, ", ");
  auto buf = make_buffer(8);
  auto sq = squares(10);
  int r = fa.sum() + (int)fd.sum() + maximum(3, 7) + (maximum("a", "b")[0] == 'b') +
          sum_all(1, 2, 3, 4) + Traits<long>::is_big + sort_widgets(ws) + (int)j.size() +
          lambdas(10) + buf[7] + std::accumulate(sq.begin(), sq.end(), 0) +
          apply_twice([](int x) { return x * 3; }, 2) + fa.size();
  return r & 0xff;
}
