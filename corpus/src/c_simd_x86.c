// corpus: x86 SIMD intrinsics (SSE2/SSE4.1/AVX2/FMA) from immintrin.h.
// corpus-flags: -mavx2 -mfma -mbmi2 -mpopcnt
#include <immintrin.h>
#include <stdint.h>

float dot_sse(const float *a, const float *b, int n) {
  __m128 acc = _mm_setzero_ps();
  int i = 0;
  for (; i + 4 <= n; i += 4)
    acc = _mm_add_ps(acc, _mm_mul_ps(_mm_loadu_ps(a + i), _mm_loadu_ps(b + i)));
  acc = _mm_hadd_ps(acc, acc);
  acc = _mm_hadd_ps(acc, acc);
  float s = _mm_cvtss_f32(acc);
  for (; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void saxpy_avx(float a, const float *x, float *y, int n) {
  __m256 va = _mm256_set1_ps(a);
  int i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 vy = _mm256_loadu_ps(y + i);
    vy = _mm256_fmadd_ps(va, _mm256_loadu_ps(x + i), vy);
    _mm256_storeu_ps(y + i, vy);
  }
  for (; i < n; i++)
    y[i] += a * x[i];
}

__m256i int_ops(__m256i a, __m256i b) {
  __m256i s = _mm256_add_epi32(a, b);
  __m256i m = _mm256_mullo_epi32(s, a);
  __m256i mx = _mm256_max_epi32(m, b);
  __m256i sh = _mm256_shuffle_epi32(mx, _MM_SHUFFLE(0, 1, 2, 3));
  __m256i perm = _mm256_permutevar8x32_epi32(sh, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
  return _mm256_blend_epi32(perm, a, 0xA5);
}

int count_matches(const uint8_t *s, uint8_t c, int n) {
  __m256i needle = _mm256_set1_epi8((char)c);
  int count = 0;
  for (int i = 0; i + 32 <= n; i += 32) {
    __m256i hay = _mm256_loadu_si256((const __m256i *)(s + i));
    unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(hay, needle));
    count += _mm_popcnt_u32(mask);
  }
  return count;
}

__m128i sse_misc(__m128i a, __m128i b) {
  __m128i x = _mm_adds_epu8(a, b);
  x = _mm_sad_epu8(x, b);
  x = _mm_packs_epi32(x, a);
  x = _mm_min_epi16(x, b);
  x = _mm_slli_epi64(x, 3);
  return _mm_blendv_epi8(x, a, _mm_cmpgt_epi8(a, b));
}

__m256d gather_pd(const double *base, __m128i idx) {
  return _mm256_i32gather_pd(base, idx, 8);
}

__m128 rounding(__m128 a) {
  __m128 f = _mm_floor_ps(a);
  __m128 r = _mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  return _mm_add_ps(_mm_rsqrt_ps(_mm_max_ps(f, _mm_set1_ps(1.0f))), r);
}

uint64_t bits(uint64_t x, uint64_t m) { return _pdep_u64(x, m) ^ _pext_u64(x, m); }

void masked_store(float *p, __m256 v, int n) {
  __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(n), idx);
  _mm256_maskstore_ps(p, mask, v);
}

void stream_copy(float *dst, const float *src, int n) {
  for (int i = 0; i + 8 <= n; i += 8)
    _mm256_stream_ps(dst + i, _mm256_load_ps(src + i));
  _mm_sfence();
}

int main(void) {
  float a[16] __attribute__((aligned(32))), b[16] __attribute__((aligned(32)));
  for (int i = 0; i < 16; i++)
    a[i] = b[i] = (float)i;
  saxpy_avx(2.0f, a, b, 16);
  masked_store(b, _mm256_set1_ps(1.0f), 5);
  stream_copy(b, a, 16);
  __m256i v = int_ops(_mm256_set1_epi32(1), _mm256_set1_epi32(2));
  __m128i w = sse_misc(_mm_set1_epi8(3), _mm_set1_epi8(4));
  double d[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  __m256d g = gather_pd(d, _mm_setr_epi32(1, 3, 5, 7));
  return (int)dot_sse(a, b, 16) + _mm256_extract_epi32(v, 2) + _mm_extract_epi16(w, 1) +
         count_matches((const uint8_t *)a, 0, 64) + (int)_mm256_cvtsd_f64(g) +
         (int)bits(0xff, 0xf0f0) + (int)_mm_cvtss_f32(rounding(_mm_set1_ps(2.5f)));
}
