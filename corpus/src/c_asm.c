// corpus: inline assembly — outputs, inputs, clobbers, memory clobber,
// matching constraints, asm goto (callbr), module-level asm, register
// variables, MS asm blocks (inteldialect), and intrinsics that lower to
// special instructions.
// corpus-flags: -fasm-blocks
#include <stdint.h>

__asm__(".globl module_asm_symbol\n"
        "module_asm_symbol:\n"
        "  ret\n");

static inline uint64_t rdtsc(void) {
  uint32_t lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}

int add_asm(int a, int b) {
  int r;
  __asm__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b) : "cc");
  return r;
}

void barrier(void) { __asm__ __volatile__("" ::: "memory"); }

uint32_t bswap_asm(uint32_t x) {
  __asm__("bswap %0" : "+r"(x));
  return x;
}

int cpuid_max(void) {
  unsigned eax = 0, ebx, ecx = 0, edx;
  __asm__ volatile("cpuid" : "+a"(eax), "=b"(ebx), "+c"(ecx), "=d"(edx));
  return (int)eax;
}

int asm_goto_check(int x) {
  __asm__ goto("testl %0, %0\n\t"
               "jz %l[is_zero]"
               : /* no outputs */
               : "r"(x)
               : "cc"
               : is_zero);
  return 1;
is_zero:
  return 0;
}

int asm_goto_outputs(int x) {
  int y;
  __asm__ goto("movl %1, %0\n\t"
               "cmpl $10, %0\n\t"
               "jg %l[big]"
               : "=r"(y)
               : "r"(x)
               : "cc"
               : big);
  return y;
big:
  return -y;
}

long mem_operand(long *p) {
  long v;
  __asm__("movq %1, %0" : "=r"(v) : "m"(*p));
  return v;
}

int times_three(int a) {
  int r;
  __asm__("leal (%1,%1,2), %0" : "=r"(r) : "r"(a));
  return r;
}

/* MS-style asm block (-fasm-blocks): emitted as `asm inteldialect` */
int intel_block(int a) {
  int r;
  __asm {
    mov eax, a
    add eax, eax
    mov r, eax
  }
  return r;
}

void pause_loop(volatile int *flag) {
  while (!*flag)
    __builtin_ia32_pause();
}

int trap_if(int x) {
  if (x < 0)
    __builtin_trap();
  if (x == 12345)
    __builtin_unreachable();
  return x + (int)(__builtin_readcyclecounter() & 1) * 0;
}

void *frame_info(void) {
  return __builtin_frame_address(0) ? __builtin_return_address(0) : 0;
}

void prefetch_range(const char *p, int n) {
  for (int i = 0; i < n; i += 64)
    __builtin_prefetch(p + i, 0, 3);
}

int main(void) {
  long v = 5;
  volatile int flag = 1;
  pause_loop(&flag);
  barrier();
  prefetch_range((const char *)&v, 8);
  return add_asm(1, 2) + (int)bswap_asm(1) + asm_goto_check(3) + asm_goto_outputs(4) +
         (int)mem_operand(&v) + times_three(2) + intel_block(1) + trap_if(1) + (frame_info() != 0) +
         (int)(rdtsc() & 0) + cpuid_max() * 0;
}
