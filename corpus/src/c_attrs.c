// corpus: linkage, visibility and function/global attributes — weak, hidden,
// protected, alias, constructor/destructor (llvm.global_ctors/dtors), section,
// used, noinline/always_inline/cold/hot/noreturn/pure/const, aligned,
// ifunc, nonnull/returns_nonnull/alloc_size.
#include <stdio.h>
#include <stdlib.h>

int weak_var __attribute__((weak)) = 3;
__attribute__((visibility("hidden"))) int hidden_var = 4;
__attribute__((visibility("protected"))) int protected_var = 5;
static int internal_var = 6;
__attribute__((section(".mydata"))) int sectioned = 7;
__attribute__((used)) static int kept_alive = 8;
__attribute__((aligned(64))) int aligned_var[4];
extern int external_var;
extern __attribute__((weak)) int maybe_missing;
const int read_only_table[4] = {1, 2, 3, 4};
static const char *const static_strs[] = {"x", "y"};

__attribute__((weak)) int weak_fn(int x) { return x + 1; }
__attribute__((visibility("hidden"))) int hidden_fn(int x) { return x * 2; }
int real_impl(int x) { return x - 1; }
int alias_fn(int x) __attribute__((alias("real_impl")));
extern int alias_var __attribute__((alias("hidden_var")));

__attribute__((noinline)) int never_inline(int x) { return x * x + internal_var; }
static inline __attribute__((always_inline)) int forced(int x) { return x << 1; }
__attribute__((cold)) void cold_path(const char *msg) { fprintf(stderr, "%s\n", msg); }
__attribute__((hot)) int hot_path(int x) { return x + 1; }
__attribute__((noreturn)) void die(int code) { exit(code); }
__attribute__((pure)) int pure_fn(const int *p) { return *p + 1; }
__attribute__((const)) int const_fn(int x) { return x * 3; }
__attribute__((nonnull(1))) int deref(int *p) { return *p; }
__attribute__((returns_nonnull)) int *get_table(void) { return aligned_var; }
__attribute__((malloc, alloc_size(1))) void *my_alloc(size_t n) { return malloc(n); }
__attribute__((section(".text.special"))) int in_section(void) { return sectioned; }
__attribute__((optnone, noinline)) int unoptimized(int x) { return x + x; }
__attribute__((minsize)) int small_code(int x) { return x / 7; }
__attribute__((warn_unused_result)) int must_use(void) { return 1; }
__attribute__((no_stack_protector)) int nsp(int x) { return x; }
__attribute__((target("avx2"))) int avx2_version(int x) { return x + 2; }
__attribute__((naked)) void naked_fn(void) { __asm__ volatile("ret"); }

static int impl_generic(int x) { return x; }
static int impl_fast(int x) { return x + 0; }
static int (*resolve_impl(void))(int) { return sizeof(long) == 8 ? impl_fast : impl_generic; }
int dispatched(int x) __attribute__((ifunc("resolve_impl")));

static int initialized;
__attribute__((constructor)) static void init_first(void) { initialized = 1; }
__attribute__((constructor(101))) static void init_prio(void) { initialized += 10; }
__attribute__((destructor)) static void fini(void) { initialized = 0; }
__attribute__((destructor(200))) static void fini_prio(void) { initialized = -1; }

int use_externals(void) {
  int r = external_var;
  if (&maybe_missing)
    r += maybe_missing;
  return r;
}

int main(int argc, char **argv) {
  (void)argv;
  if (argc > 5)
    cold_path("too many args");
  if (argc > 10)
    die(2);
  int *t = get_table();
  int *m = my_alloc(sizeof(int));
  *m = 1;
  int r = weak_fn(1) + hidden_fn(2) + alias_fn(3) + never_inline(4) + forced(5) +
          hot_path(6) + pure_fn(m) + const_fn(7) + deref(m) + t[0] + in_section() +
          unoptimized(2) + dispatched(1) + small_code(49) + must_use() + nsp(1) + weak_var + hidden_var +
          protected_var + read_only_table[2] + static_strs[1][0] + alias_var + initialized;
  free(m);
  return r;
}

int external_var = 42;
