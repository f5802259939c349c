// An uncaught std::runtime_error: std::terminate's message names the class and says what().
#include <cstdio>
#include <stdexcept>

int main() {
  printf("about to fail\n");
  fflush(stdout);
  throw std::length_error("the request is too long");
}
