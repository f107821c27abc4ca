/* kernels_elementwise.c - every elementwise op: unary and binary math,
 * compare, select, clamp, convert, bitcast_convert, reduce_precision and the
 * CHLO elementwise functions.
 *
 * Elements are processed in chunks: each chunk is loaded into a wide domain
 * (double for floats, uint64 for ints and i1; see tensor.c), the op runs as
 * one tight loop over the chunk, and the result is stored back with one
 * rounding. That keeps the dtype switch out of the inner loops and gives
 * bf16/f16 their correctly rounded results. f32 arithmetic, the hot path of
 * real models, skips the widening. Semantics at the edges (division by
 * zero, shifts, NaN in max/min, ...) are listed in interp.h. */
#include <math.h>
#include <stdlib.h>

#include "interp_internal.h"

#define CH 256

/* ---- float ops in double ---------------------------------------------------------- */

static double max_nan(double a, double b) {
  if (isnan(a) || isnan(b)) return a + b;
  if (a == b) return signbit(a) ? b : a;
  return a > b ? a : b;
}
static double min_nan(double a, double b) {
  if (isnan(a) || isnan(b)) return a + b;
  if (a == b) return signbit(a) ? a : b;
  return a < b ? a : b;
}
static double sign_f(double x) {
  if (isnan(x) || x == 0) return x;
  return x > 0 ? 1.0 : -1.0;
}
static double logistic(double x) { return 1.0 / (1.0 + exp(-x)); }
/* tanh through expm1: accurate to a few double ulps (plenty before
 * rounding to f32) and faster than libm's tanh. */
static double tanh_fast(double x) {
  double ax = fabs(x);
  if (!(ax < 22)) return isnan(x) ? x : copysign(1.0, x);
  if (ax < 1e-8) return x;
  double t = expm1(2 * ax);
  return copysign(t / (t + 2), x);
}

/* x[i] = f(x[i]); false for an op that is not a float unary op. */
static bool f_unary(pt_opcode code, double *x, uint32_t k) {
#define U(EXPR) for (uint32_t i = 0; i < k; i++) { double v = x[i]; x[i] = (EXPR); } return true
  switch (code) {
    case PT_OP_ABS: U(fabs(v));
    case PT_OP_CBRT: U(cbrt(v));
    case PT_OP_CEIL: U(ceil(v));
    case PT_OP_COSINE: U(cos(v));
    case PT_OP_EXPONENTIAL: U(exp(v));
    case PT_OP_EXPONENTIAL_MINUS_ONE: U(expm1(v));
    case PT_OP_FLOOR: U(floor(v));
    case PT_OP_LOG: U(log(v));
    case PT_OP_LOG_PLUS_ONE: U(log1p(v));
    case PT_OP_LOGISTIC: U(logistic(v));
    case PT_OP_NEGATE: U(-v);
    case PT_OP_ROUND_NEAREST_AFZ: U(round(v));
    case PT_OP_ROUND_NEAREST_EVEN: U(nearbyint(v));
    case PT_OP_RSQRT: U(1.0 / sqrt(v));
    case PT_OP_SIGN: U(sign_f(v));
    case PT_OP_SINE: U(sin(v));
    case PT_OP_SQRT: U(sqrt(v));
    case PT_OP_TAN: case PT_OP_CHLO_TAN: U(tan(v));
    case PT_OP_TANH: U(tanh(v));
    case PT_OP_CHLO_ACOS: U(acos(v));
    case PT_OP_CHLO_ACOSH: U(acosh(v));
    case PT_OP_CHLO_ASIN: U(asin(v));
    case PT_OP_CHLO_ASINH: U(asinh(v));
    case PT_OP_CHLO_ATAN: U(atan(v));
    case PT_OP_CHLO_ATANH: U(atanh(v));
    case PT_OP_CHLO_BESSEL_I1E: U(pt_bessel_i1e(v));
    case PT_OP_CHLO_COSH: U(cosh(v));
    case PT_OP_CHLO_SINH: U(sinh(v));
    case PT_OP_CHLO_DIGAMMA: U(pt_digamma(v));
    case PT_OP_CHLO_ERF: U(erf(v));
    case PT_OP_CHLO_ERFC: U(erfc(v));
    case PT_OP_CHLO_ERF_INV: U(pt_erf_inv(v));
    case PT_OP_CHLO_LGAMMA: U(pt_lgamma(v));
    case PT_OP_CHLO_SQUARE: U(v * v);
    default: return false;
  }
#undef U
}

/* a[i] = f(a[i], b[i]) */
static bool f_binary(pt_opcode code, double *a, const double *b, uint32_t k) {
#define B(EXPR) for (uint32_t i = 0; i < k; i++) { double x = a[i], y = b[i]; a[i] = (EXPR); } return true
  switch (code) {
    case PT_OP_ADD: B(x + y);
    case PT_OP_SUBTRACT: B(x - y);
    case PT_OP_MULTIPLY: B(x * y);
    case PT_OP_DIVIDE: B(x / y);
    case PT_OP_REMAINDER: B(fmod(x, y));
    case PT_OP_MAXIMUM: B(max_nan(x, y));
    case PT_OP_MINIMUM: B(min_nan(x, y));
    case PT_OP_POWER: B(pow(x, y));
    case PT_OP_ATAN2: B(atan2(x, y));
    case PT_OP_CHLO_POLYGAMMA: B(pt_polygamma(x, y));
    case PT_OP_CHLO_ZETA: B(pt_zeta(x, y));
    default: return false;
  }
#undef B
}

/* f32 arithmetic directly: the same results as the double path (one
 * rounding of the exact result), without the widening. Blocks of eight
 * through local arrays let the compiler vectorise at -O2 even though r may
 * alias a or b (results are written in place over dying operands). */
#define F32_LOOP(EXPR)                                                          \
  do {                                                                          \
    uint64_t i = 0;                                                             \
    for (; i + 8 <= n; i += 8) {                                                \
      float x[8], y[8];                                                         \
      memcpy(x, a + i, sizeof x);                                               \
      memcpy(y, b + i, sizeof y);                                               \
      for (int j = 0; j < 8; j++) {                                             \
        float p = x[j], q = y[j];                                               \
        (void)q;                                                                \
        x[j] = (EXPR);                                                          \
      }                                                                         \
      memcpy(r + i, x, sizeof x);                                               \
    }                                                                           \
    for (; i < n; i++) {                                                        \
      float p = a[i], q = b[i];                                                 \
      (void)q;                                                                  \
      r[i] = (EXPR);                                                            \
    }                                                                           \
    return true;                                                                \
  } while (0)

static bool f32_fast(pt_opcode code, const float *a, const float *b, float *r, uint64_t n) {
  switch (code) {
    case PT_OP_ADD: F32_LOOP(p + q);
    case PT_OP_SUBTRACT: F32_LOOP(p - q);
    case PT_OP_MULTIPLY: F32_LOOP(p * q);
    case PT_OP_DIVIDE: F32_LOOP(p / q);
    case PT_OP_NEGATE: F32_LOOP(-p);
    case PT_OP_ABS: F32_LOOP(fabsf(p));
    case PT_OP_CHLO_SQUARE: F32_LOOP(p * p);
    case PT_OP_SQRT: for (uint64_t i = 0; i < n; i++) r[i] = sqrtf(a[i]); return true;
    case PT_OP_MAXIMUM: for (uint64_t i = 0; i < n; i++) r[i] = (float)max_nan(a[i], b[i]); return true;
    case PT_OP_MINIMUM: for (uint64_t i = 0; i < n; i++) r[i] = (float)min_nan(a[i], b[i]); return true;
    /* glibc's expf/logf are within 0.52 ulp (computed in double inside) and
     * twice as fast as exp/log; softmax's exp is a hot op. */
    case PT_OP_EXPONENTIAL: for (uint64_t i = 0; i < n; i++) r[i] = expf(a[i]); return true;
    case PT_OP_LOG: for (uint64_t i = 0; i < n; i++) r[i] = logf(a[i]); return true;
    case PT_OP_TANH: for (uint64_t i = 0; i < n; i++) r[i] = (float)tanh_fast((double)a[i]); return true;
    case PT_OP_RSQRT: for (uint64_t i = 0; i < n; i++) r[i] = (float)(1.0 / sqrt((double)a[i])); return true;
    case PT_OP_LOGISTIC: for (uint64_t i = 0; i < n; i++) r[i] = (float)logistic((double)a[i]); return true;
    default: return false;
  }
}
#undef F32_LOOP

/* ---- integer ops in uint64 ----------------------------------------------------------- */

static uint64_t width_mask(uint32_t bits) { return bits >= 64 ? UINT64_MAX : (1ull << bits) - 1; }

static uint32_t clz_w(uint64_t x, uint32_t bits) {
  uint32_t n = 0;
  for (int32_t b = (int32_t)bits - 1; b >= 0 && !((x >> b) & 1); b--) n++;
  return n;
}

static uint32_t popcount64(uint64_t x) {
  uint32_t n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/* Arithmetic right shift without relying on implementation-defined >> of negatives. */
static uint64_t sra64(uint64_t x, uint32_t s) {
  int64_t v = (int64_t)x;
  if (v >= 0) return x >> s;
  return ~(~x >> s);
}

static uint64_t ipow(uint64_t base, uint64_t e, bool sgn) {
  if (sgn && (int64_t)e < 0) {
    int64_t b = (int64_t)base;
    if (b == 1) return 1;
    if (b == -1) return (e & 1) ? (uint64_t)-1 : 1;
    return 0;
  }
  uint64_t r = 1;
  while (e) {
    if (e & 1) r *= base;
    base *= base;
    e >>= 1;
  }
  return r;
}

/* Values arrive sign-extended (signed types) or zero-extended; results are
 * truncated by the store, which makes 64-bit wrapping exact at any width. */
static bool i_unary(pt_opcode code, uint64_t *x, uint32_t k, uint32_t bits, bool sgn) {
  uint64_t mask = width_mask(bits);
#define U(EXPR) for (uint32_t i = 0; i < k; i++) { uint64_t v = x[i]; x[i] = (EXPR); } return true
  if (bits == 1) {
    if (code == PT_OP_NOT) { U(v ^ 1); }
    return false;
  }
  switch (code) {
    case PT_OP_ABS: U(sgn && (int64_t)v < 0 ? 0 - v : v);
    case PT_OP_NEGATE: U(0 - v);
    case PT_OP_NOT: U(~v);
    case PT_OP_POPCNT: U(popcount64(v & mask));
    case PT_OP_COUNT_LEADING_ZEROS: U(clz_w(v & mask, bits));
    case PT_OP_SIGN: U(sgn ? ((int64_t)v > 0 ? 1 : (int64_t)v < 0 ? UINT64_MAX : 0) : (v != 0));
    case PT_OP_CHLO_SQUARE: U(v * v);
    default: return false;
  }
#undef U
}

static bool i_binary(pt_opcode code, uint64_t *a, const uint64_t *b, uint32_t k, uint32_t bits, bool sgn) {
  uint64_t mask = width_mask(bits);
#define B(EXPR) for (uint32_t i = 0; i < k; i++) { uint64_t x = a[i], y = b[i]; a[i] = (EXPR); } return true
  if (bits == 1) {
    switch (code) {
      case PT_OP_AND: case PT_OP_MULTIPLY: case PT_OP_MINIMUM: B(x & y);
      case PT_OP_OR: case PT_OP_ADD: case PT_OP_MAXIMUM: B(x | y);
      case PT_OP_XOR: B(x ^ y);
      default: return false;
    }
  }
  switch (code) {
    case PT_OP_ADD: B(x + y);
    case PT_OP_SUBTRACT: B(x - y);
    case PT_OP_MULTIPLY: B(x * y);
    case PT_OP_AND: B(x & y);
    case PT_OP_OR: B(x | y);
    case PT_OP_XOR: B(x ^ y);
    case PT_OP_MAXIMUM:
      if (sgn) { B((int64_t)x > (int64_t)y ? x : y); }
      B(x > y ? x : y);
    case PT_OP_MINIMUM:
      if (sgn) { B((int64_t)x < (int64_t)y ? x : y); }
      B(x < y ? x : y);
    case PT_OP_DIVIDE:
      if (sgn) { B(y == 0 ? UINT64_MAX : (int64_t)y == -1 ? 0 - x : (uint64_t)((int64_t)x / (int64_t)y)); }
      B(y == 0 ? UINT64_MAX : x / y);
    case PT_OP_REMAINDER:
      if (sgn) { B(y == 0 ? x : (int64_t)y == -1 ? 0 : (uint64_t)((int64_t)x % (int64_t)y)); }
      B(y == 0 ? x : x % y);
    case PT_OP_SHIFT_LEFT: B((y & mask) >= bits ? 0 : x << (y & mask));
    case PT_OP_SHIFT_RIGHT_LOGICAL: B((y & mask) >= bits ? 0 : (x & mask) >> (y & mask));
    case PT_OP_SHIFT_RIGHT_ARITHMETIC: {
      /* Sign-extend from the width first (unsigned types hold zero-extended values). */
      uint64_t sign = 1ull << (bits - 1);
      B(sra64(((x & mask) ^ sign) - sign, (uint32_t)((y & mask) >= bits ? bits - 1 : (y & mask))));
    }
    case PT_OP_POWER: B(ipow(x, y, sgn));
    default: return false;
  }
#undef B
}

/* ---- compare ------------------------------------------------------------------------------- */

bool pt_compare_attrs(const pt_module *m, const pt_op *op, pt_cmp_dir *dir, pt_cmp_type *type) {
  static const char *const dirs[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  static const char *const types[] = {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};
  const pt_attr *d = pt_op_attr(m, op, "comparison_direction");
  const pt_attr *t = pt_op_attr(m, op, "compare_type");
  if (!d || d->kind != PT_ATTR_ENUM || !d->u.enm.value) return false;
  bool found = false;
  for (uint32_t i = 0; i < 6; i++)
    if (strcmp(d->u.enm.value, dirs[i]) == 0) {
      *dir = (pt_cmp_dir)i;
      found = true;
    }
  *type = PT_CMPT_DEFAULT;
  if (t && t->kind == PT_ATTR_ENUM && t->u.enm.value)
    for (uint32_t i = 0; i < 5; i++)
      if (strcmp(t->u.enm.value, types[i]) == 0) *type = (pt_cmp_type)i;
  return found;
}

static uint64_t total_key(uint64_t bits, uint32_t w) {
  uint64_t sign = 1ull << (w - 1), mask = width_mask(w);
  return (bits & sign) ? (~bits & mask) : (bits | sign);
}

#define CMP_LOOP(T, A, B)                                                          \
  switch (dir) {                                                                   \
    case PT_CMP_EQ: for (uint32_t i = 0; i < k; i++) r[i] = (T)(A) == (T)(B); break; \
    case PT_CMP_NE: for (uint32_t i = 0; i < k; i++) r[i] = (T)(A) != (T)(B); break; \
    case PT_CMP_GE: for (uint32_t i = 0; i < k; i++) r[i] = (T)(A) >= (T)(B); break; \
    case PT_CMP_GT: for (uint32_t i = 0; i < k; i++) r[i] = (T)(A) > (T)(B); break;  \
    case PT_CMP_LE: for (uint32_t i = 0; i < k; i++) r[i] = (T)(A) <= (T)(B); break; \
    case PT_CMP_LT: for (uint32_t i = 0; i < k; i++) r[i] = (T)(A) < (T)(B); break;  \
  }

/* r[0..n) = a <dir> b over n elements of dtype dt. */
static void compare_elements(pt_dtype dt, pt_cmp_dir dir, pt_cmp_type type, const void *a, const void *b, uint8_t *out,
                             uint64_t n) {
  uint32_t w = pt_dtype_bits(dt), esize = pt_dtype_size(dt);
  bool is_float = pt_dtype_is_float(dt);
  bool sgn = type == PT_CMPT_SIGNED || (type != PT_CMPT_UNSIGNED && pt_dtype_class(dt) == PT_DCLASS_SINT);
  for (uint64_t off = 0; off < n; off += CH) {
    uint32_t k = (uint32_t)(n - off < CH ? n - off : CH);
    uint8_t *r = out + off;
    if (is_float && type != PT_CMPT_TOTALORDER) {
      double x[CH], y[CH];
      pt_load_f64(dt, a, off, k, x);
      pt_load_f64(dt, b, off, k, y);
      CMP_LOOP(double, x[i], y[i]);
    } else {
      uint64_t x[CH], y[CH];
      if (is_float) {
        for (uint32_t i = 0; i < k; i++) {
          x[i] = total_key(pt_load_bits(esize, a, off + i), w);
          y[i] = total_key(pt_load_bits(esize, b, off + i), w);
        }
      } else {
        pt_load_u64(dt, a, off, k, x);
        pt_load_u64(dt, b, off, k, y);
        if (!sgn && w < 64)
          for (uint32_t i = 0; i < k; i++) x[i] &= width_mask(w), y[i] &= width_mask(w);
      }
      if (sgn && !is_float) {
        CMP_LOOP(int64_t, x[i], y[i]);
      } else {
        CMP_LOOP(uint64_t, x[i], y[i]);
      }
    }
  }
}

bool pt_compare_scalar(pt_dtype dt, pt_cmp_dir dir, pt_cmp_type type, const void *a, const void *b) {
  uint8_t r;
  compare_elements(dt, dir, type, a, b, &r, 1);
  return r != 0;
}

/* ---- combine (reducers) -------------------------------------------------------------------- */

void pt_combine_elements(pt_reduce_kind kind, pt_dtype dt, void *acc, const void *x, uint64_t n) {
  if (kind == PT_REDUCE_REPLACE) {
    memmove(acc, x, (size_t)(n * pt_dtype_size(dt)));
    return;
  }
  static const pt_opcode ops[] = {PT_OP_ADD, PT_OP_MULTIPLY, PT_OP_MINIMUM, PT_OP_MAXIMUM,
                                  PT_OP_AND, PT_OP_OR,       PT_OP_XOR};
  if ((unsigned)kind >= PT_ARRAY_LEN(ops)) return;
  pt_opcode code = ops[kind];
  if (dt == PT_DTYPE_F32 && f32_fast(code, acc, x, acc, n)) return;
  for (uint64_t off = 0; off < n; off += CH) {
    uint32_t k = (uint32_t)(n - off < CH ? n - off : CH);
    if (pt_dtype_is_float(dt)) {
      double p[CH], q[CH];
      pt_load_f64(dt, acc, off, k, p);
      pt_load_f64(dt, x, off, k, q);
      f_binary(code, p, q, k);
      pt_store_f64(dt, acc, off, k, p);
    } else {
      uint64_t p[CH], q[CH];
      pt_load_u64(dt, acc, off, k, p);
      pt_load_u64(dt, x, off, k, q);
      i_binary(code, p, q, k, pt_dtype_bits(dt), pt_dtype_class(dt) == PT_DCLASS_SINT);
      pt_store_u64(dt, acc, off, k, p);
    }
  }
}

/* ---- select, clamp, reduce_precision, next_after ------------------------------------------ */

static void select_elements(const uint8_t *pd, bool scalar, const void *t, const void *f, void *out, uint32_t es,
                            uint64_t n) {
#define SEL(T)                                                                   \
  do {                                                                           \
    const T *a = t, *b = f;                                                      \
    T *r = out;                                                                  \
    for (uint64_t i = 0; i < n; i++) r[i] = pd[scalar ? 0 : i] ? a[i] : b[i];    \
  } while (0)
  switch (es) {
    case 1: SEL(uint8_t); break;
    case 2: SEL(uint16_t); break;
    case 4: SEL(uint32_t); break;
    default: SEL(uint64_t); break;
  }
#undef SEL
}

static void clamp_elements(pt_dtype dt, const void *lo, bool lo_s, const void *x, const void *hi, bool hi_s, void *out,
                           uint64_t n) {
  for (uint64_t off = 0; off < n; off += CH) {
    uint32_t k = (uint32_t)(n - off < CH ? n - off : CH);
    if (pt_dtype_is_float(dt)) {
      double a[CH], l[CH], h[CH];
      pt_load_f64(dt, x, off, k, a);
      pt_load_f64(dt, lo, lo_s ? 0 : off, lo_s ? 1 : k, l);
      pt_load_f64(dt, hi, hi_s ? 0 : off, hi_s ? 1 : k, h);
      for (uint32_t i = 0; i < k; i++) a[i] = min_nan(max_nan(a[i], l[lo_s ? 0 : i]), h[hi_s ? 0 : i]);
      pt_store_f64(dt, out, off, k, a);
    } else {
      uint64_t a[CH], l[CH], h[CH];
      bool sgn = pt_dtype_class(dt) == PT_DCLASS_SINT;
      pt_load_u64(dt, x, off, k, a);
      pt_load_u64(dt, lo, lo_s ? 0 : off, lo_s ? 1 : k, l);
      pt_load_u64(dt, hi, hi_s ? 0 : off, hi_s ? 1 : k, h);
      for (uint32_t i = 0; i < k; i++) {
        uint64_t v = a[i], lv = l[lo_s ? 0 : i], hv = h[hi_s ? 0 : i];
        if (sgn) {
          if ((int64_t)v < (int64_t)lv) v = lv;
          if ((int64_t)v > (int64_t)hv) v = hv;
        } else {
          if (v < lv) v = lv;
          if (v > hv) v = hv;
        }
        a[i] = v;
      }
      pt_store_u64(dt, out, off, k, a);
    }
  }
}

/* Source format bits: exponent and mantissa widths. */
static void float_format(pt_dtype dt, uint32_t *e, uint32_t *mant) {
  switch (dt) {
    case PT_DTYPE_F64: *e = 11; *mant = 52; break;
    case PT_DTYPE_F32: *e = 8; *mant = 23; break;
    case PT_DTYPE_BF16: *e = 8; *mant = 7; break;
    default: *e = 5; *mant = 10; break;
  }
}

/* XLA's reduce_precision on the operand's own bits: round the mantissa to
 * nearest even, then send exponents beyond the reduced range to infinity
 * and below it (including denormals) to zero; NaN stays NaN. */
static uint64_t reduce_precision_bits(uint64_t x, uint32_t E, uint32_t M, int64_t ebits, int64_t mbits) {
  uint64_t exp_mask = width_mask(E) << M, man_mask = width_mask(M), sign = 1ull << (E + M);
  bool nan = (x & exp_mask) == exp_mask && (x & man_mask);
  if (nan) return mbits > 0 ? x : (x & sign) | exp_mask;
  if (mbits < (int64_t)M) {
    uint32_t drop = (uint32_t)(M - (uint64_t)(mbits < 0 ? 0 : mbits));
    uint64_t last = 1ull << drop;
    uint64_t bias = ((x & last) >> drop) + (last >> 1) - 1;
    x = (x + bias) & ~(last - 1);
  }
  if (ebits < (int64_t)E) {
    int64_t src_bias = (int64_t)width_mask(E - 1);
    int64_t red_bias = ebits >= 1 ? (int64_t)width_mask((uint32_t)ebits - 1) : 0;
    uint64_t xe = x & exp_mask;
    uint64_t max_e = (uint64_t)(src_bias + red_bias) << M, min_e = (uint64_t)(src_bias - red_bias) << M;
    if (xe > max_e) x = (x & sign) | exp_mask;
    else if (xe <= min_e) x &= sign;
  }
  return x;
}

static void store_bits(uint32_t esize, void *p, uint64_t i, uint64_t v) {
  switch (esize) {
    case 2: ((uint16_t *)p)[i] = (uint16_t)v; break;
    case 4: ((uint32_t *)p)[i] = (uint32_t)v; break;
    default: ((uint64_t *)p)[i] = v; break;
  }
}

/* chlo.next_after in the operand's own format. */
static void next_after_elements(pt_dtype dt, const void *a, const void *b, void *out, uint64_t n) {
  uint32_t es = pt_dtype_size(dt), E, M;
  float_format(dt, &E, &M);
  uint64_t sign = 1ull << (E + M);
  for (uint64_t i = 0; i < n; i++) {
    double x, y;
    pt_load_f64(dt, a, i, 1, &x);
    pt_load_f64(dt, b, i, 1, &y);
    uint64_t bits = pt_load_bits(es, a, i), r;
    if (isnan(x) || isnan(y)) {
      r = isnan(x) ? bits : pt_load_bits(es, b, i);
    } else if (x == y) {
      r = pt_load_bits(es, b, i);
    } else if (x == 0) {
      r = (y < 0 ? sign : 0) | 1;
    } else {
      r = ((x < y) == (x > 0)) ? bits + 1 : bits - 1;
    }
    store_bits(es, out, i, r);
  }
}

/* ---- the kernel ---------------------------------------------------------------------------- */

static void float_pred(pt_opcode code, pt_dtype dt, const void *x, uint8_t *r, uint64_t n) {
  for (uint64_t off = 0; off < n; off += CH) {
    uint32_t k = (uint32_t)(n - off < CH ? n - off : CH);
    double v[CH];
    pt_load_f64(dt, x, off, k, v);
    for (uint32_t i = 0; i < k; i++) {
      double a = v[i];
      r[off + i] = code == PT_OP_IS_FINITE     ? isfinite(a) != 0
                   : code == PT_OP_CHLO_IS_INF ? isinf(a) != 0
                   : code == PT_OP_CHLO_IS_NEG_INF ? (isinf(a) && a < 0)
                                                   : (isinf(a) && a > 0);
    }
  }
}

static bool same_count(const pt_tensor *t, uint64_t n) { return pt_num_elems(t) == n; }

pt_status *pt_ew_describe(const pt_module *m, const pt_op *op, const pt_tensor *in, const pt_tensor *out,
                          pt_ew_desc *d) {
  pt_opcode code = (pt_opcode)op->code;
  uint64_t n = pt_num_elems(out);
  pt_dtype dt = (pt_dtype)out->dtype;
  uint32_t nin = op->n_operands;
  memset(d, 0, sizeof *d);
  d->code = code;
  d->out_dt = dt;
  d->nin = nin;
  if (op->n_results != 1 || nin == 0 || nin > 3) return pt_op_error(m, op, "malformed elementwise op");
  d->in_dt = (pt_dtype)in[0].dtype;
  switch (code) {
    case PT_OP_SELECT:
      if (nin != 3 || in[0].dtype != PT_DTYPE_I1 || (in[0].rank != 0 && !same_count(&in[0], n)) ||
          !same_count(&in[1], n) || !same_count(&in[2], n) || in[1].dtype != dt || in[2].dtype != dt)
        return pt_op_error(m, op, "operand types do not fit the result");
      d->scalar[0] = in[0].rank == 0;
      return NULL;
    case PT_OP_CLAMP:
      if (nin != 3 || !same_count(&in[1], n)) return pt_op_error(m, op, "operand types do not fit the result");
      for (uint32_t i = 0; i < 3; i++)
        if (in[i].dtype != dt || (i != 1 && in[i].rank != 0 && !same_count(&in[i], n)))
          return pt_op_error(m, op, "operand types do not fit the result");
      d->scalar[0] = in[0].rank == 0 && in[1].rank != 0;
      d->scalar[2] = in[2].rank == 0 && in[1].rank != 0;
      return NULL;
    case PT_OP_CONVERT:
      if (nin != 1 || !same_count(&in[0], n)) return pt_op_error(m, op, "operand and result shapes differ");
      return NULL;
    default: break;
  }
  for (uint32_t i = 0; i < nin; i++)
    if (!same_count(&in[i], n) || in[i].dtype != in[0].dtype)
      return pt_op_error(m, op, "operand types do not fit the result");
  pt_dtype it = (pt_dtype)in[0].dtype;
  if (code == PT_OP_COMPARE) {
    if (nin != 2 || dt != PT_DTYPE_I1 || !pt_compare_attrs(m, op, &d->dir, &d->type))
      return pt_op_error(m, op, "needs two operands, an i1 result and a comparison_direction");
    return NULL;
  }
  if (pt_op_has_flag(code, PT_OPF_PRED_RESULT)) {
    if (!pt_dtype_is_float(it) || dt != PT_DTYPE_I1) return pt_op_error(m, op, "expects a float operand and an i1 result");
    return NULL;
  }
  if (it != dt) return pt_op_error(m, op, "operand and result element types differ");
  if (code == PT_OP_REDUCE_PRECISION) {
    if (!pt_dtype_is_float(dt) || !pt_attr_get_int(pt_op_attr(m, op, "exponent_bits"), &d->ebits) ||
        !pt_attr_get_int(pt_op_attr(m, op, "mantissa_bits"), &d->mbits) || d->ebits < 1 || d->mbits < 0)
      return pt_op_error(m, op, "needs a float operand, exponent_bits >= 1 and mantissa_bits >= 0");
    return NULL;
  }
  if (code == PT_OP_CHLO_NEXT_AFTER && !pt_dtype_is_float(dt)) return pt_op_error(m, op, "expects float operands");
  /* Probe that the op is defined on this dtype (one element of zeros). */
  uint64_t z[3] = {0, 0, 0}, r;
  const void *zin[3] = {&z[0], &z[1], &z[2]};
  if (!pt_ew_run(d, zin, &r, 1)) return pt_op_error(m, op, "is not defined on %s", pt_dtype_name(dt));
  return NULL;
}

bool pt_ew_run(const pt_ew_desc *d, const void *const *in, void *out, uint64_t n) {
  pt_opcode code = d->code;
  pt_dtype dt = d->out_dt, it = d->in_dt;
  uint32_t nin = d->nin;
  switch (code) {
    case PT_OP_SELECT: select_elements(in[0], d->scalar[0], in[1], in[2], out, pt_dtype_size(dt), n); return true;
    case PT_OP_CLAMP: clamp_elements(dt, in[0], d->scalar[0], in[1], in[2], d->scalar[2], out, n); return true;
    case PT_OP_CONVERT: pt_convert_elements(it, in[0], dt, out, n); return true;
    case PT_OP_COMPARE: compare_elements(it, d->dir, d->type, in[0], in[1], out, n); return true;
    case PT_OP_REDUCE_PRECISION: {
      uint32_t E, M, es = pt_dtype_size(dt);
      float_format(dt, &E, &M);
      for (uint64_t i = 0; i < n; i++) store_bits(es, out, i, reduce_precision_bits(pt_load_bits(es, in[0], i), E, M, d->ebits, d->mbits));
      return true;
    }
    case PT_OP_CHLO_NEXT_AFTER: next_after_elements(dt, in[0], in[1], out, n); return true;
    default: break;
  }
  if (pt_op_has_flag(code, PT_OPF_PRED_RESULT)) {
    float_pred(code, it, in[0], out, n);
    return true;
  }
  if (dt == PT_DTYPE_F32 && f32_fast(code, in[0], nin > 1 ? in[1] : in[0], out, n)) return true;
  bool is_float = pt_dtype_is_float(dt);
  uint32_t bits = pt_dtype_bits(dt);
  bool sgn = pt_dtype_class(dt) == PT_DCLASS_SINT;
  for (uint64_t off = 0; off < n; off += CH) {
    uint32_t k = (uint32_t)(n - off < CH ? n - off : CH);
    bool ok;
    if (is_float) {
      double a[CH], b[CH];
      pt_load_f64(dt, in[0], off, k, a);
      if (nin == 2) pt_load_f64(dt, in[1], off, k, b);
      ok = nin == 1 ? f_unary(code, a, k) : nin == 2 && f_binary(code, a, b, k);
      if (ok) pt_store_f64(dt, out, off, k, a);
    } else {
      uint64_t a[CH], b[CH];
      pt_load_u64(dt, in[0], off, k, a);
      if (nin == 2) pt_load_u64(dt, in[1], off, k, b);
      ok = nin == 1 ? i_unary(code, a, k, bits, sgn) : nin == 2 && i_binary(code, a, b, k, bits, sgn);
      if (ok) pt_store_u64(dt, out, off, k, a);
    }
    if (!ok) return false;
  }
  return true;
}

pt_status *pt_k_elementwise(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  pt_ew_desc d;
  PT_TRY(pt_ew_describe(pt_ictx_module(c), op, in, out, &d));
  const void *ptrs[3] = {in[0].data, d.nin > 1 ? in[1].data : NULL, d.nin > 2 ? in[2].data : NULL};
  pt_ew_run(&d, ptrs, out->data, pt_num_elems(out));
  return NULL;
}

pt_status *pt_k_bitcast_convert(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  if (in[0].nbytes != out->nbytes)
    return pt_op_error(pt_ictx_module(c), op, "operand and result sizes differ in bytes");
  memcpy(out->data, in[0].data, (size_t)out->nbytes);
  if (out->dtype == PT_DTYPE_I1) {
    uint8_t *p = out->data;
    for (uint64_t i = 0; i < out->nbytes; i++) p[i] &= 1;
  }
  return NULL;
}
