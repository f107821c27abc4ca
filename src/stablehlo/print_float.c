/* print_float.c - floating-point literals spelled exactly as MLIR spells them.
 *
 * MLIR (AsmPrinter's printFloatValue over LLVM's APFloat::toString) first
 * tries six significant digits in exponent form ("1.000000e+00") and keeps
 * them when they parse back to the same value in the literal's own type;
 * otherwise it prints the type's natural precision (9 digits for f32, 17
 * for f64: "0.899999976", "9.99999993E-9"); when that has no '.', and for
 * inf and NaN, it prints the raw bits in hex ("0x7FC00000").
 *
 * APFloat derives the digits from the exact binary value with big integers,
 * truncating some low decimal digits before it rounds half-up, so the same
 * is done here with a small fixed-size bignum. Nothing is shortest-digits or
 * locale dependent, so every value prints the same way MLIR prints it.
 */
#include <math.h>
#include <string.h>

#include "print_internal.h"

/* ---- a minimal unsigned bignum ----------------------------------------- */

/* 2^-1074 * 5^1074 needs ~2550 bits; comparisons stay below ~1200 bits. */
enum { BN_LIMBS = 100 };

typedef struct {
  uint32_t n; /* limbs in use; 0 means zero */
  uint32_t d[BN_LIMBS];
} bignum;

static void bn_set(bignum *a, uint64_t v) {
  a->n = 0;
  while (v) {
    a->d[a->n++] = (uint32_t)v;
    v >>= 32;
  }
}

static void bn_mul_small(bignum *a, uint32_t m) {
  uint64_t carry = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    uint64_t t = (uint64_t)a->d[i] * m + carry;
    a->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    PT_ASSERT(a->n < BN_LIMBS);
    a->d[a->n++] = (uint32_t)carry;
  }
}

static void bn_mul_pow5(bignum *a, uint32_t k) {
  for (; k >= 13; k -= 13) bn_mul_small(a, 1220703125u); /* 5^13 */
  uint32_t r = 1;
  while (k--) r *= 5;
  if (r > 1) bn_mul_small(a, r);
}

static void bn_shl(bignum *a, uint32_t bits) {
  if (a->n == 0) return;
  uint32_t words = bits / 32, sh = bits % 32;
  PT_ASSERT(a->n + words + 1 <= BN_LIMBS);
  a->d[a->n] = 0;
  for (uint32_t i = a->n + 1; i-- > 0;) {
    uint32_t hi = a->d[i] << sh;
    uint32_t lo = (sh && i > 0) ? a->d[i - 1] >> (32 - sh) : 0;
    a->d[i + words] = hi | lo;
  }
  for (uint32_t i = 0; i < words; i++) a->d[i] = 0;
  a->n += words + 1;
  while (a->n && a->d[a->n - 1] == 0) a->n--;
}

static uint32_t bn_bitlen(const bignum *a) {
  if (a->n == 0) return 0;
  uint32_t top = a->d[a->n - 1], bits = 0;
  while (top) {
    bits++;
    top >>= 1;
  }
  return (a->n - 1) * 32 + bits;
}

static int bn_cmp(const bignum *a, const bignum *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (uint32_t i = a->n; i-- > 0;)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

/* a /= div; returns the remainder. */
static uint32_t bn_divmod_small(bignum *a, uint32_t div) {
  uint64_t rem = 0;
  for (uint32_t i = a->n; i-- > 0;) {
    uint64_t cur = (rem << 32) | a->d[i];
    a->d[i] = (uint32_t)(cur / div);
    rem = cur % div;
  }
  while (a->n && a->d[a->n - 1] == 0) a->n--;
  return (uint32_t)rem;
}

/* Decimal digits of a (destroyed), most significant first; returns count. */
static uint32_t bn_to_decimal(bignum *a, char *out, uint32_t cap) {
  uint32_t chunks[BN_LIMBS * 2];
  uint32_t nc = 0;
  while (a->n) chunks[nc++] = bn_divmod_small(a, 1000000000u);
  uint32_t len = 0;
  for (uint32_t i = nc; i-- > 0;) {
    char tmp[9];
    uint32_t c = chunks[i];
    for (int k = 8; k >= 0; k--) {
      tmp[k] = (char)('0' + c % 10);
      c /= 10;
    }
    uint32_t start = 0;
    if (i == nc - 1)
      while (start < 8 && tmp[start] == '0') start++;
    for (uint32_t k = start; k < 9; k++) {
      PT_ASSERT(len < cap);
      out[len++] = tmp[k];
    }
  }
  return len;
}

/* ---- IEEE formats ---------------------------------------------------------- */

typedef struct {
  uint32_t precision; /* significand bits including the implicit one */
  uint32_t exp_bits;
  int32_t bias;
} float_sem;

static float_sem sem_of(pt_dtype dt) {
  switch (dt) {
    case PT_DTYPE_F32: return (float_sem){24, 8, 127};
    case PT_DTYPE_F16: return (float_sem){11, 5, 15};
    case PT_DTYPE_BF16: return (float_sem){8, 8, 127};
    default: return (float_sem){53, 11, 1023};
  }
}

static uint32_t sem_width(float_sem s) { return s.precision + s.exp_bits; } /* sign + exp + frac - 1 + 1 */

/* A finite nonzero value |v| = sig * 2^exp. */
typedef struct {
  bool neg, zero, special; /* special: inf or NaN */
  uint64_t sig;
  int32_t exp;
  bool pow2_boundary; /* the gap below is half the gap above */
} decoded;

static decoded decode(uint64_t bits, float_sem s) {
  decoded d = {0};
  uint32_t frac_bits = s.precision - 1;
  uint64_t frac = bits & ((1ull << frac_bits) - 1);
  uint64_t e = (bits >> frac_bits) & ((1ull << s.exp_bits) - 1);
  d.neg = (bits >> (frac_bits + s.exp_bits)) & 1;
  if (e == (1ull << s.exp_bits) - 1) {
    d.special = true;
  } else if (e == 0) {
    d.zero = frac == 0;
    d.sig = frac;
    d.exp = 1 - s.bias - (int32_t)frac_bits;
  } else {
    d.sig = frac | (1ull << frac_bits);
    d.exp = (int32_t)e - s.bias - (int32_t)frac_bits;
    d.pow2_boundary = frac == 0 && e > 1;
  }
  return d;
}

uint64_t pt_float_to_bits(double v, pt_dtype dt) {
  if (dt == PT_DTYPE_F64 || !pt_dtype_is_float(dt)) {
    uint64_t u;
    memcpy(&u, &v, sizeof u);
    return u;
  }
  if (dt == PT_DTYPE_F32) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
  }
  float_sem s = sem_of(dt);
  uint32_t frac_bits = s.precision - 1;
  uint64_t sign = (uint64_t)(signbit(v) ? 1 : 0) << (frac_bits + s.exp_bits);
  uint64_t exp_all = ((1ull << s.exp_bits) - 1) << frac_bits;
  if (isnan(v)) return sign | exp_all | (1ull << (frac_bits - 1));
  double a = fabs(v);
  if (isinf(a)) return sign | exp_all;
  if (a == 0) return sign;
  int k;
  frexp(a, &k); /* a = f * 2^k, f in [0.5, 1) */
  int32_t emin = 1 - s.bias;
  int32_t e = k - 1 < emin ? emin : k - 1;
  int32_t q = e - (int32_t)frac_bits; /* quantum of the target grid */
  double m = ldexp(a, -q);            /* exact: a power-of-two scaling */
  double fl = floor(m), diff = m - fl;
  if (diff > 0.5 || (diff == 0.5 && fmod(fl, 2.0) != 0)) fl += 1; /* to nearest, ties to even */
  uint64_t im = (uint64_t)fl;
  if (im >> s.precision) { /* rounded up to the next binade */
    im >>= 1;
    e++;
  }
  if (e > s.bias) return sign | exp_all; /* overflow to infinity */
  if (!(im >> frac_bits)) return sign | im; /* subnormal */
  return sign | ((uint64_t)(e + s.bias) << frac_bits) | (im & ((1ull << frac_bits) - 1));
}

double pt_float_from_bits(uint64_t bits, pt_dtype dt) {
  if (dt == PT_DTYPE_F32) {
    uint32_t u = (uint32_t)bits;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
  }
  if (dt != PT_DTYPE_F16 && dt != PT_DTYPE_BF16) {
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
  }
  float_sem s = sem_of(dt);
  decoded d = decode(bits, s);
  double v;
  if (d.special)
    v = (bits & ((1ull << (s.precision - 1)) - 1)) ? NAN : INFINITY;
  else
    v = ldexp((double)d.sig, d.exp);
  return d.neg ? -v : v;
}

/* ---- APFloat::toString --------------------------------------------------- */

enum { DIGITS_CAP = 1200 };

/* The decimal digits APFloat keeps for |value| = sig * 2^exp at `prec`
 * significant digits: digits[0..n) most significant first, value =
 * digits * 10^*exp10. */
static uint32_t apfloat_digits(uint64_t sig, int32_t exp, uint32_t prec, char *digits, int32_t *exp10) {
  /* Trailing binary zeros go first: they change how many decimal digits
   * the truncation step below drops. */
  while (!(sig & 1)) {
    sig >>= 1;
    exp++;
  }
  bignum n;
  bn_set(&n, sig);
  int32_t e10 = 0;
  if (exp > 0)
    bn_shl(&n, (uint32_t)exp);
  else if (exp < 0) {
    bn_mul_pow5(&n, (uint32_t)-exp);
    e10 = exp;
  }
  /* APFloat first truncates whole decimal digits by a bit-count estimate
   * (AdjustToPrecision on the APInt), then rounds half-up. */
  uint32_t bits = bn_bitlen(&n);
  uint32_t required = (prec * 196 + 58) / 59;
  uint32_t drop = bits > required ? (bits - required) * 59 / 196 : 0;
  uint32_t len = bn_to_decimal(&n, digits, DIGITS_CAP);
  PT_ASSERT(drop < len);
  len -= drop;
  e10 += (int32_t)drop;
  while (len > 1 && digits[len - 1] == '0') {
    len--;
    e10++;
  }
  if (len > prec) {
    uint32_t dropped = len - prec;
    if (digits[prec] < '5') {
      len = prec;
      e10 += (int32_t)dropped;
      while (len > 1 && digits[len - 1] == '0') {
        len--;
        e10++;
      }
    } else {
      int32_t i = (int32_t)prec - 1;
      while (i >= 0 && digits[i] == '9') i--;
      if (i < 0) {
        e10 += (int32_t)len;
        digits[0] = '1';
        len = 1;
      } else {
        digits[i]++;
        e10 += (int32_t)(len - (uint32_t)(i + 1));
        len = (uint32_t)i + 1;
      }
    }
  }
  *exp10 = e10;
  return len;
}

/* Lays out digits as APFloat::toString does. */
static void apfloat_format(pt_buf *b, bool neg, const char *digits, uint32_t nd, int32_t exp, uint32_t prec,
                           uint32_t max_padding, bool truncate_zero) {
  char out[DIGITS_CAP + 64];
  uint32_t o = 0;
  if (neg) out[o++] = '-';
  bool sci;
  if (!max_padding)
    sci = true;
  else if (exp >= 0)
    sci = (uint32_t)exp > max_padding || nd + (uint32_t)exp > prec;
  else {
    int32_t msd = exp + (int32_t)nd - 1;
    sci = msd < 0 && (uint32_t)-msd > max_padding;
  }
  if (sci) {
    exp += (int32_t)nd - 1;
    out[o++] = digits[0];
    out[o++] = '.';
    if (nd == 1 && truncate_zero)
      out[o++] = '0';
    else
      for (uint32_t i = 1; i < nd; i++) out[o++] = digits[i];
    if (!truncate_zero && prec > nd - 1)
      for (uint32_t i = 0; i < prec - nd + 1; i++) out[o++] = '0';
    out[o++] = truncate_zero ? 'E' : 'e';
    out[o++] = exp >= 0 ? '+' : '-';
    uint32_t ae = (uint32_t)(exp < 0 ? -exp : exp);
    char eb[12];
    uint32_t ne = 0;
    do {
      eb[ne++] = (char)('0' + ae % 10);
      ae /= 10;
    } while (ae);
    if (!truncate_zero && ne < 2) eb[ne++] = '0';
    while (ne) out[o++] = eb[--ne];
  } else if (exp >= 0) {
    for (uint32_t i = 0; i < nd; i++) out[o++] = digits[i];
    for (int32_t i = 0; i < exp; i++) out[o++] = '0';
  } else {
    int32_t whole = exp + (int32_t)nd;
    uint32_t i = 0;
    if (whole > 0) {
      for (; i < (uint32_t)whole; i++) out[o++] = digits[i];
      out[o++] = '.';
    } else {
      out[o++] = '0';
      out[o++] = '.';
      for (int32_t z = 0; z < -whole; z++) out[o++] = '0';
    }
    for (; i < nd; i++) out[o++] = digits[i];
  }
  pt_buf_append(b, out, o);
}

/* ---- parse-back check -------------------------------------------------------- */

/* Compares a*2^a2*5^a5 with c*2^c2*5^c5 (a, c small integers). */
static int cmp_scaled(uint64_t a, int32_t a2, int32_t a5, uint64_t c, int32_t c2, int32_t c5) {
  int32_t m2 = a2 < c2 ? a2 : c2, m5 = a5 < c5 ? a5 : c5;
  a2 -= m2;
  c2 -= m2;
  a5 -= m5;
  c5 -= m5;
  bignum x, y;
  bn_set(&x, a);
  bn_set(&y, c);
  bn_mul_pow5(&x, (uint32_t)a5);
  bn_mul_pow5(&y, (uint32_t)c5);
  bn_shl(&x, (uint32_t)a2);
  bn_shl(&y, (uint32_t)c2);
  return bn_cmp(&x, &y);
}

/* Whether the decimal digits*10^e10 rounds (to nearest, ties to even) to
 * the finite nonzero d: it must lie inside d's rounding interval. */
static bool rounds_back(const decoded *d, const char *digits, uint32_t nd, int32_t e10) {
  uint64_t dec = 0;
  for (uint32_t i = 0; i < nd; i++) dec = dec * 10 + (uint64_t)(digits[i] - '0');
  bool even = (d->sig & 1) == 0;
  /* upper boundary (2*sig + 1) * 2^(exp-1) */
  int c = cmp_scaled(dec, e10, e10, 2 * d->sig + 1, d->exp - 1, 0);
  if (c > 0 || (c == 0 && !even)) return false;
  /* lower boundary (2*sig - 1) * 2^(exp-1), or (4*sig - 1) * 2^(exp-2)
   * where the binade below is twice as dense */
  if (d->pow2_boundary)
    c = cmp_scaled(dec, e10, e10, 4 * d->sig - 1, d->exp - 2, 0);
  else
    c = cmp_scaled(dec, e10, e10, 2 * d->sig - 1, d->exp - 1, 0);
  return c > 0 || (c == 0 && even);
}

static void print_hex_bits(pt_buf *b, uint64_t bits) {
  static const char hex[] = "0123456789ABCDEF";
  char out[20];
  uint32_t n = 0;
  do {
    out[n++] = hex[bits & 15];
    bits >>= 4;
  } while (bits);
  char s[22];
  uint32_t o = 0;
  s[o++] = '0';
  s[o++] = 'x';
  while (n) s[o++] = out[--n];
  pt_buf_append(b, s, o);
}

void pt_pr_float_bits(pt_buf *b, uint64_t bits, pt_dtype dt) {
  float_sem s = sem_of(dt);
  uint32_t width = sem_width(s);
  if (width < 64) bits &= (1ull << width) - 1;
  decoded d = decode(bits, s);
  if (d.special) {
    print_hex_bits(b, bits);
    return;
  }
  if (d.zero) {
    pt_buf_puts(b, d.neg ? "-0.000000e+00" : "0.000000e+00");
    return;
  }
  char digits[DIGITS_CAP];
  int32_t e10;
  uint32_t nd = apfloat_digits(d.sig, d.exp, 6, digits, &e10);
  if (rounds_back(&d, digits, nd, e10)) {
    apfloat_format(b, d.neg, digits, nd, e10, 6, 0, false);
    return;
  }
  uint32_t prec = 2 + s.precision * 59 / 196;
  nd = apfloat_digits(d.sig, d.exp, prec, digits, &e10);
  size_t mark = b->len;
  apfloat_format(b, d.neg, digits, nd, e10, prec, 3, true);
  if (!b->data || memchr(b->data + mark, '.', b->len - mark)) return; /* NULL: the buffer failed */
  b->len = mark; /* an integer spelling would re-lex as an integer */
  if (b->data) b->data[mark] = 0; /* NULL: the buffer failed before it held anything */
  print_hex_bits(b, bits);
}
