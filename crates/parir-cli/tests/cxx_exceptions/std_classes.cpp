// libstdc++'s exception classes (constructed from C strings: parir does not run
// libstdc++'s std::string): caught as themselves, as a base (logic_error, exception) and by
// value (a copy); a class of the program deriving from runtime_error, and one deriving from
// exception with its own what().
#include <cstdio>
#include <exception>
#include <stdexcept>

struct ParseError : std::runtime_error {
  int line;
  ParseError(const char *what, int l) : std::runtime_error(what), line(l) {}
};

struct Custom : std::exception {
  const char *what() const noexcept override { return "custom what"; }
};

static int step(int k) {
  switch (k) {
  case 0: throw std::runtime_error("plain runtime error");
  case 1: throw std::out_of_range("index past the end");
  case 2: throw std::invalid_argument("not a number");
  case 3: throw ParseError("unexpected token", 42);
  case 4: throw Custom();
  case 5: throw std::overflow_error("too big");
  default: return k;
  }
}

int main() {
  for (int k = 0; k < 7; ++k) {
    try {
      printf("value %d\n", step(k));
    } catch (const ParseError &e) {
      printf("parse error at line %d: %s\n", e.line, e.what());
    } catch (std::runtime_error e) {
      printf("runtime_error (a copy): %s\n", e.what());
    } catch (const std::logic_error &e) {
      printf("logic_error: %s\n", e.what());
    } catch (const std::exception &e) {
      printf("exception: %s\n", e.what());
    }
  }
  return 0;
}
