// corpus: GCC/Clang vector extensions — vector_size, ext_vector_type,
// __builtin_shufflevector, __builtin_convertvector, vector compares and selects,
// reductions.
// corpus-flags: -mavx
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef unsigned char v16qi __attribute__((vector_size(16)));
typedef long long v4di __attribute__((vector_size(32)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int8v __attribute__((ext_vector_type(8)));
typedef _Bool bool8 __attribute__((ext_vector_type(8)));

v4si g_vec = {1, 2, 3, 4};
v4sf g_fvec = {0.5f, 1.5f, 2.5f, 3.5f};

v4si vadd(v4si a, v4si b) { return a + b; }
v4si vmix(v4si a, v4si b) { return (a * b - a) / (b | 1) ^ (a << 2); }
v4sf vfma(v4sf a, v4sf b, v4sf c) { return a * b + c; }
v2df vdiv(v2df a, v2df b) { return a / b; }
v8hi vshift(v8hi a, int s) { return a >> s; }

v4si vcmp_select(v4si a, v4si b) {
  v4si mask = a > b;
  return (mask & a) | (~mask & b);
}

v4si shuffle(v4si a, v4si b) {
  return __builtin_shufflevector(a, b, 0, 4, 1, 5);
}

v4si reverse(v4si a) { return __builtin_shufflevector(a, a, 3, 2, 1, 0); }

v16qi splat_byte(unsigned char c) { return (v16qi){} + c; }

v4sf convert(v4si a) { return __builtin_convertvector(a, v4sf); }
v4di widen(v4si a) { return __builtin_convertvector(a, v4di); }

int extract(v4si a, int i) { return a[i] + a[3]; }

v4si insert(v4si a, int i, int x) {
  a[i] = x;
  a[0] = 7;
  return a;
}

float4 swizzle(float4 a, float4 b) {
  float4 r = a.wzyx + b.xxyy;
  r.xy = a.zw;
  return r * 2.0f;
}

int8v ext_ops(int8v a, int8v b) { return a > b ? a : b; }

int horizontal_sum(v4si a) { return __builtin_reduce_add(a); }
float hmax(float4 a) { return __builtin_reduce_max(a); }
int8v elem_abs(int8v a) { return __builtin_elementwise_abs(a); }
float4 elem_min(float4 a, float4 b) { return __builtin_elementwise_min(a, b); }

void array_of_vectors(v4sf *out, const v4sf *in, int n) {
  for (int i = 0; i < n; i++)
    out[i] = in[i] * g_fvec + (v4sf){1, 1, 1, 1};
}

int main(void) {
  v4si a = {1, 2, 3, 4}, b = {4, 3, 2, 1};
  v4si r = vadd(a, b) + vcmp_select(a, b) + shuffle(a, b) + reverse(a) + vmix(a, b);
  float4 f = swizzle((float4){1, 2, 3, 4}, (float4){5, 6, 7, 8});
  v4sf out[2], in[2] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  array_of_vectors(out, in, 2);
  return extract(r, 1) + horizontal_sum(insert(a, 2, 9)) + (int)hmax(f) +
         (int)out[1][2] + (int)convert(a)[0] + (int)widen(a)[3];
}
