// corpus: C11 atomics (stdatomic.h) with every memory order, atomic RMW ops,
// cmpxchg, fences, volatile accesses, _Thread_local / __thread variables,
// __atomic/__sync builtins.
// corpus-flags: -mcx16
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

atomic_int counter = 0;
_Atomic(long) big_counter;
atomic_flag lock = ATOMIC_FLAG_INIT;
_Atomic(void *) shared_ptr;
_Atomic(double) atomic_d;
volatile int mmio_reg;
volatile uint8_t status_bytes[4];
_Thread_local int tls_counter = 5;
__thread long tls_array[4];
static _Thread_local const char *tls_name = "main";

int incr_relaxed(void) {
  return atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed);
}

int incr_seq(void) { return atomic_fetch_add(&counter, 1); }

long rmw_all(long v) {
  long r = 0;
  r += atomic_fetch_sub_explicit(&big_counter, v, memory_order_release);
  r += atomic_fetch_or_explicit(&big_counter, v, memory_order_acquire);
  r += atomic_fetch_and_explicit(&big_counter, ~v, memory_order_acq_rel);
  r += atomic_fetch_xor_explicit(&big_counter, v, memory_order_seq_cst);
  r += atomic_exchange(&big_counter, r);
  return r;
}

bool cas_loop(int expected_init, int desired) {
  int expected = expected_init;
  while (!atomic_compare_exchange_weak_explicit(
      &counter, &expected, desired, memory_order_acq_rel,
      memory_order_acquire)) {
    if (expected > desired)
      return false;
  }
  return atomic_compare_exchange_strong(&counter, &expected, desired + 1);
}

void spin_lock(void) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
    ;
}
void spin_unlock(void) { atomic_flag_clear_explicit(&lock, memory_order_release); }

void *publish(void *p) {
  atomic_thread_fence(memory_order_seq_cst);
  atomic_store_explicit(&shared_ptr, p, memory_order_release);
  atomic_signal_fence(memory_order_acq_rel);
  return atomic_load_explicit(&shared_ptr, memory_order_consume);
}

double add_double(double x) {
  double old = atomic_load(&atomic_d);
  while (!atomic_compare_exchange_weak(&atomic_d, &old, old + x))
    ;
  return old;
}

int gnu_builtins(int *p, int v) {
  int a = __atomic_add_fetch(p, v, __ATOMIC_SEQ_CST);
  int b = __atomic_load_n(p, __ATOMIC_ACQUIRE);
  __atomic_store_n(p, a + b, __ATOMIC_RELAXED);
  int c = __sync_fetch_and_add(p, 1);
  int d = __sync_val_compare_and_swap(p, c, 0);
  __sync_synchronize();
  int e = __atomic_fetch_max(p, 100, __ATOMIC_RELAXED);
  int f = __atomic_fetch_nand(p, 3, __ATOMIC_RELAXED);
  return a + b + c + d + e + f;
}

unsigned __int128 wide_atomic(_Atomic(unsigned __int128) *p) {
  return atomic_fetch_add(p, 1);
}

int poll_device(void) {
  int spins = 0;
  mmio_reg = 1;
  while ((mmio_reg & 0x80) == 0 && spins < 1000)
    spins++;
  status_bytes[0] = status_bytes[1] ^ status_bytes[2];
  return spins + status_bytes[3];
}

int tls_use(int k) {
  tls_counter += k;
  tls_array[k & 3] += tls_counter;
  return tls_counter + (int)tls_array[0] + (tls_name[0] == 'm');
}

int *tls_addr(void) { return &tls_counter; }

int main(void) {
  int x = 3;
  spin_lock();
  incr_relaxed();
  incr_seq();
  spin_unlock();
  publish(&x);
  add_double(1.0);
  return (int)rmw_all(3) + cas_loop(2, 5) + gnu_builtins(&x, 2) + poll_device() +
         tls_use(1) + *tls_addr();
}
