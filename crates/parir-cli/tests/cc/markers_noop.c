// The parir.h marker functions as no-ops, for the native clang-19 build that tests/cc.rs
// compares `parir cc` with (parir cc deletes the calls; clang alone keeps them).
void __parir_ivdep(void) {}
void __parir_ivdep_safelen(int safelen) { (void)safelen; }
void __parir_ivdep_array(const volatile void *array) { (void)array; }
void __parir_ivdep_array_safelen(const volatile void *array, int safelen) {
  (void)array;
  (void)safelen;
}
void __parir_parallel_loop(void) {}
