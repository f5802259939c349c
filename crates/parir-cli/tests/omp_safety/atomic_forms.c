// Every form clang-19 emits for `#pragma omp atomic` (update, read, write, capture, compare,
// compare capture), with the memory orders seq_cst, acq_rel, release, acquire and relaxed where OpenMP allows
// them, on
// integers of each width and on float and double, run by a team of two threads that each
// perform every update N times. Each update applies the same function to the location,
// whichever thread does it, so the final values do not depend on the interleaving; a lost
// update changes them.
#include <stdio.h>

#define N 20000

int main(void) {
  int i_add = 0, i_sub = 0, i_mul = 1, i_rsub = 7, i_div = 1 << 30, i_shl = 1;
  unsigned u_and = ~0u, u_or = 0, u_xor = 0, u_shr = ~0u;
  long long ll_add = 0, ll_rel = 0, ll_acq = 0, ll_acqrel = 0, ll_seq = 0;
  short s_add = 0;
  signed char c_add = 0;
  unsigned char uc_add = 0;
  float f_add = 0.0f, f_mul = 1.0f, f_rsub = 3.0f, f_div = 1.0f;
  double d_add = 0.0, d_sub = 0.0, d_rsub = 5.0, d_mul = 1.0;
  long long cap_sum = 0, cap_post = 0, cap_pre = 0, cap_old = 0, cap_new = 0;
  double dcap_sum = 0.0;
  int i_max = -1000000, i_min = 1000000, i_cas = 0, cas_fail = 0;
  unsigned u_max = 0;
  long long ll_cas = 0, ll_cas_tries = 0;
  float f_max = -1.0f;
  double d_min = 1.0e9;
  long long torn = 0, shared_word = 0;
  double d_word = 0.0;
  long long d_torn = 0;

#pragma omp parallel num_threads(2)
  for (int k = 0; k < N; k++) {
    // update, default (relaxed) order
#pragma omp atomic
    i_add += 3;
#pragma omp atomic update
    i_sub -= 2;
#pragma omp atomic
    i_mul *= 3;
#pragma omp atomic
    i_rsub = 10 - i_rsub;
#pragma omp atomic
    u_and &= ~(1u << (k % 32));
#pragma omp atomic
    u_or |= 1u << (k % 29);
#pragma omp atomic
    u_xor ^= (unsigned)k;
#pragma omp atomic
    s_add++;
#pragma omp atomic
    c_add += 5;
#pragma omp atomic
    uc_add--;
#pragma omp atomic
    ++ll_add;
    if (k < 12) {
#pragma omp atomic
      i_shl <<= 1;
#pragma omp atomic
      i_div /= 2;
#pragma omp atomic
      u_shr >>= 1;
#pragma omp atomic
      f_div /= 2.0f;
    }
    // update, each memory order
    long long v0;
#pragma omp atomic release
    ll_rel += 2;
#pragma omp atomic update relaxed
    ll_acq += 3;
#pragma omp atomic capture acq_rel
    v0 = ll_acqrel += 4;
#pragma omp atomic seq_cst
    ll_seq += 5;
    // floating point update
#pragma omp atomic
    f_add += 0.5f;
#pragma omp atomic
    f_mul *= 1.0001f;
#pragma omp atomic
    f_rsub = 1.0f - f_rsub;
#pragma omp atomic seq_cst
    d_add += 0.25;
#pragma omp atomic
    d_sub -= 0.125;
#pragma omp atomic relaxed
    d_rsub = 2.0 - d_rsub;
#pragma omp atomic
    d_mul = d_mul * 1.00001;
    // capture: the values captured are each old value once
    long long v;
#pragma omp atomic capture
    v = cap_post++;
    cap_sum += v;
#pragma omp atomic capture seq_cst
    v = ++cap_pre;
    cap_sum += v;
#pragma omp atomic capture
    {
      v = cap_old;
      cap_old += 2;
    }
    cap_sum += v;
#pragma omp atomic capture acq_rel
    {
      cap_new -= 3;
      v = cap_new;
    }
    cap_sum += v;
    double dv;
#pragma omp atomic capture
    dv = d_word += 1.0;
    dcap_sum += dv;
    // compare (OpenMP 5.1)
    int e = (k * 7919) % 100003;
#pragma omp atomic compare
    if (i_max < e) i_max = e;
#pragma omp atomic compare seq_cst
    if (i_min > e) i_min = e;
#pragma omp atomic compare
    u_max = u_max < (unsigned)e ? (unsigned)e : u_max;
    float fe = (float)(k % 1000) * 0.5f;
#pragma omp atomic compare
    if (f_max < fe) f_max = fe;
    double de = (double)((k * 13) % 1009) + 0.5;
#pragma omp atomic compare acq_rel
    if (d_min > de) d_min = de;
    // compare capture: a counter advanced by compare-and-swap
    for (;;) {
      int old, r;
#pragma omp atomic read
      old = i_cas;
#pragma omp atomic compare capture
      {
        r = i_cas == old;
        if (r) i_cas = old + 1;
      }
      if (r) break;
      cas_fail = 1;
    }
    for (;;) {
      long long old, seen;
#pragma omp atomic read acquire
      old = ll_cas;
#pragma omp atomic compare capture
      {
        seen = ll_cas;
        if (ll_cas == old) ll_cas = old + 2;
      }
      if (seen == old) break;
      ll_cas_tries++;
    }
    // read and write: a write stores both halves equal, a read must never see them differ
    long long w = ((long long)k << 32) | (unsigned)k;
#pragma omp atomic write
    shared_word = w;
    long long r;
#pragma omp atomic read
    r = shared_word;
    if ((r >> 32) != (r & 0xffffffff)) torn++;
    double dr;
#pragma omp atomic read seq_cst
    dr = d_word;
    if (dr != (double)(long long)dr) d_torn++;
  }
  (void)cas_fail;
  (void)ll_cas_tries;

  printf("int %d %d %d %d %d %d\n", i_add, i_sub, i_mul, i_rsub, i_div, i_shl);
  printf("unsigned %x %x %x %x\n", u_and, u_or, u_xor, u_shr);
  printf("small %d %d %d %lld\n", s_add, c_add, uc_add, ll_add);
  printf("orders %lld %lld %lld %lld\n", ll_rel, ll_acq, ll_acqrel, ll_seq);
  printf("float %.3f %.6g %.3f %.9g\n", f_add, f_mul, f_rsub, f_div);
  printf("double %.3f %.3f %.3f %.9g\n", d_add, d_sub, d_rsub, d_mul);
  printf("capture %lld %lld %lld %lld %.1f\n", cap_post, cap_pre, cap_old, cap_new, d_word);
  printf("compare %d %d %u %.1f %.1f %d %lld\n", i_max, i_min, u_max, f_max, d_min, i_cas, ll_cas);
  printf("torn %lld %lld\n", torn, d_torn);
  return 0;
}
