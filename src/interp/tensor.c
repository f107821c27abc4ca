/* tensor.c - pt_tensor helpers: allocation, element access, floating-point
 * format conversion (bf16/f16 with round to nearest even), comparison with
 * tolerance, deterministic random contents, and the bulk "wide domain"
 * loads and stores every elementwise kernel is written against: floats are
 * processed as doubles and ints as uint64, so each op has one loop per
 * domain rather than one per dtype. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "interp_internal.h"

/* ---- scalar format conversion ---------------------------------------------- */

static float f32_from_bits(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint32_t f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

float pt_bf16_to_f32(uint16_t h) { return f32_from_bits((uint32_t)h << 16); }

uint16_t pt_f32_to_bf16(float f) {
  uint32_t u = f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x40); /* quiet NaN, same sign */
  /* Adding 0x7fff plus the lowest kept bit rounds to nearest, ties to even;
   * a carry into the exponent is the correct rounding (up to infinity). */
  u += 0x7fffu + ((u >> 16) & 1u);
  return (uint16_t)(u >> 16);
}

float pt_f16_to_f32(uint16_t h) {
  uint32_t s = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 0x1f, mant = h & 0x3ff;
  if (e == 31) return f32_from_bits(s | 0x7f800000u | (mant << 13));
  if (e == 0) {
    if (mant == 0) return f32_from_bits(s);
    /* Subnormal: normalise into an f32 normal. */
    int32_t ex = 1;
    while (!(mant & 0x400)) {
      mant <<= 1;
      ex--;
    }
    mant &= 0x3ff;
    return f32_from_bits(s | ((uint32_t)(ex + 112) << 23) | (mant << 13));
  }
  return f32_from_bits(s | ((e + 112) << 23) | (mant << 13));
}

/* Rounds a double to a binary format with `ebits` exponent and `mbits`
 * mantissa bits (IEEE layout, subnormals, round to nearest even). */
static uint16_t f64_to_small(double d, unsigned ebits, unsigned mbits) {
  uint64_t u;
  memcpy(&u, &d, 8);
  uint32_t sign = (uint32_t)(u >> 63) << (ebits + mbits);
  uint32_t exp = (uint32_t)(u >> 52) & 0x7ff;
  uint64_t man = u & ((1ull << 52) - 1);
  uint32_t emax = (1u << ebits) - 1;
  if (exp == 0x7ff) {
    if (man) return (uint16_t)(sign | (emax << mbits) | (1u << (mbits - 1)) | (uint32_t)(man >> (52 - mbits)));
    return (uint16_t)(sign | (emax << mbits));
  }
  if (exp == 0) return (uint16_t)sign; /* f64 zeros and subnormals are far below these formats */
  int32_t bias = (1 << (ebits - 1)) - 1;
  int32_t e = (int32_t)exp - 1023;
  uint64_t sig = man | (1ull << 52);
  bool normal = e >= 1 - bias;
  int32_t shift = 52 - (int32_t)mbits + (normal ? 0 : (1 - bias - e));
  if (shift >= 54) return (uint16_t)sign; /* below half the smallest subnormal */
  uint64_t q = sig >> shift, rem = sig & ((1ull << shift) - 1), half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (q & 1))) q++;
  /* For normals q carries the implicit bit; adding it to (E-1) << mbits
   * yields E << mbits | fraction, and a rounding carry bumps E. */
  uint64_t bits = normal ? ((uint64_t)(e + bias - 1) << mbits) + q : q;
  if (bits >= ((uint64_t)emax << mbits)) bits = (uint64_t)emax << mbits;
  return (uint16_t)(sign | (uint32_t)bits);
}

uint16_t pt_f32_to_f16(float f) { return f64_to_small((double)f, 5, 10); }
uint16_t pt_f64_to_bf16(double d) { return f64_to_small(d, 8, 7); }
uint16_t pt_f64_to_f16(double d) { return f64_to_small(d, 5, 10); }

double pt_round_to(pt_dtype dt, double x) {
  switch (dt) {
    case PT_DTYPE_F32: return (double)(float)x;
    case PT_DTYPE_BF16: return (double)pt_bf16_to_f32(pt_f64_to_bf16(x));
    case PT_DTYPE_F16: return (double)pt_f16_to_f32(pt_f64_to_f16(x));
    default: return x;
  }
}

/* ---- wide loads and stores ---------------------------------------------------- */

/* Applies STMT to each of n elements with `s` the source array of type T. */
#define EACH(T, STMT)                                  \
  do {                                                 \
    const T *s = (const T *)p + off;                   \
    for (uint32_t i = 0; i < n; i++) STMT;             \
  } while (0)

void pt_load_u64(pt_dtype dt, const void *p, uint64_t off, uint32_t n, uint64_t *out) {
  switch (dt) {
    case PT_DTYPE_I1: EACH(uint8_t, out[i] = s[i] != 0); break;
    case PT_DTYPE_I8: EACH(int8_t, out[i] = (uint64_t)(int64_t)s[i]); break;
    case PT_DTYPE_I16: EACH(int16_t, out[i] = (uint64_t)(int64_t)s[i]); break;
    case PT_DTYPE_I32: EACH(int32_t, out[i] = (uint64_t)(int64_t)s[i]); break;
    case PT_DTYPE_I64: EACH(int64_t, out[i] = (uint64_t)s[i]); break;
    case PT_DTYPE_UI8: EACH(uint8_t, out[i] = s[i]); break;
    case PT_DTYPE_UI16: EACH(uint16_t, out[i] = s[i]); break;
    case PT_DTYPE_UI32: EACH(uint32_t, out[i] = s[i]); break;
    case PT_DTYPE_UI64: EACH(uint64_t, out[i] = s[i]); break;
    default: {
      /* Floats: convert's float -> i64 rule. */
      double tmp[256];
      for (uint32_t done = 0; done < n;) {
        uint32_t k = n - done < 256 ? n - done : 256;
        pt_load_f64(dt, p, off + done, k, tmp);
        for (uint32_t i = 0; i < k; i++) {
          double x = tmp[i];
          out[done + i] = isnan(x) ? 0
                          : x <= -9223372036854775808.0 ? (uint64_t)INT64_MIN
                          : x >= 9223372036854775808.0  ? (uint64_t)INT64_MAX
                                                        : (uint64_t)(int64_t)x;
        }
        done += k;
      }
    }
  }
}

void pt_load_f64(pt_dtype dt, const void *p, uint64_t off, uint32_t n, double *out) {
  switch (dt) {
    case PT_DTYPE_F64: memcpy(out, (const double *)p + off, (size_t)n * 8); break;
    case PT_DTYPE_F32: EACH(float, out[i] = s[i]); break;
    case PT_DTYPE_BF16: EACH(uint16_t, out[i] = pt_bf16_to_f32(s[i])); break;
    case PT_DTYPE_F16: EACH(uint16_t, out[i] = pt_f16_to_f32(s[i])); break;
    case PT_DTYPE_I1: EACH(uint8_t, out[i] = s[i] != 0); break;
    case PT_DTYPE_I8: EACH(int8_t, out[i] = s[i]); break;
    case PT_DTYPE_I16: EACH(int16_t, out[i] = s[i]); break;
    case PT_DTYPE_I32: EACH(int32_t, out[i] = s[i]); break;
    case PT_DTYPE_I64: EACH(int64_t, out[i] = (double)s[i]); break;
    case PT_DTYPE_UI8: EACH(uint8_t, out[i] = s[i]); break;
    case PT_DTYPE_UI16: EACH(uint16_t, out[i] = s[i]); break;
    case PT_DTYPE_UI32: EACH(uint32_t, out[i] = s[i]); break;
    case PT_DTYPE_UI64: EACH(uint64_t, out[i] = (double)s[i]); break;
    default: for (uint32_t i = 0; i < n; i++) out[i] = 0; break;
  }
}
#undef EACH

#define EACH_OUT(T, STMT)                              \
  do {                                                 \
    T *d = (T *)p + off;                               \
    for (uint32_t i = 0; i < n; i++) STMT;             \
  } while (0)

/* convert's float -> int rule: truncate, saturate, NaN -> 0. */
static int64_t sat_signed(double x, uint32_t bits) {
  double lim = ldexp(1.0, (int)bits - 1);
  if (isnan(x)) return 0;
  if (x <= -lim) return bits == 64 ? INT64_MIN : -(int64_t)(1ull << (bits - 1));
  if (x >= lim) return bits == 64 ? INT64_MAX : (int64_t)((1ull << (bits - 1)) - 1);
  return (int64_t)x;
}
static uint64_t sat_unsigned(double x, uint32_t bits) {
  double lim = ldexp(1.0, (int)bits);
  if (isnan(x) || x <= 0) return 0;
  if (x >= lim) return bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
  return (uint64_t)x;
}

void pt_store_f64(pt_dtype dt, void *p, uint64_t off, uint32_t n, const double *in) {
  switch (dt) {
    case PT_DTYPE_F64: memcpy((double *)p + off, in, (size_t)n * 8); break;
    case PT_DTYPE_F32: EACH_OUT(float, d[i] = (float)in[i]); break;
    case PT_DTYPE_BF16: EACH_OUT(uint16_t, d[i] = pt_f64_to_bf16(in[i])); break;
    case PT_DTYPE_F16: EACH_OUT(uint16_t, d[i] = pt_f64_to_f16(in[i])); break;
    case PT_DTYPE_I1: EACH_OUT(uint8_t, d[i] = in[i] != 0); break;
    case PT_DTYPE_I8: EACH_OUT(uint8_t, d[i] = (uint8_t)sat_signed(in[i], 8)); break;
    case PT_DTYPE_I16: EACH_OUT(uint16_t, d[i] = (uint16_t)sat_signed(in[i], 16)); break;
    case PT_DTYPE_I32: EACH_OUT(uint32_t, d[i] = (uint32_t)sat_signed(in[i], 32)); break;
    case PT_DTYPE_I64: EACH_OUT(uint64_t, d[i] = (uint64_t)sat_signed(in[i], 64)); break;
    case PT_DTYPE_UI8: EACH_OUT(uint8_t, d[i] = (uint8_t)sat_unsigned(in[i], 8)); break;
    case PT_DTYPE_UI16: EACH_OUT(uint16_t, d[i] = (uint16_t)sat_unsigned(in[i], 16)); break;
    case PT_DTYPE_UI32: EACH_OUT(uint32_t, d[i] = (uint32_t)sat_unsigned(in[i], 32)); break;
    case PT_DTYPE_UI64: EACH_OUT(uint64_t, d[i] = sat_unsigned(in[i], 64)); break;
    default: break;
  }
}

void pt_store_u64(pt_dtype dt, void *p, uint64_t off, uint32_t n, const uint64_t *in) {
  switch (dt) {
    case PT_DTYPE_I1: EACH_OUT(uint8_t, d[i] = (uint8_t)(in[i] & 1)); break;
    case PT_DTYPE_I8: case PT_DTYPE_UI8: EACH_OUT(uint8_t, d[i] = (uint8_t)in[i]); break;
    case PT_DTYPE_I16: case PT_DTYPE_UI16: EACH_OUT(uint16_t, d[i] = (uint16_t)in[i]); break;
    case PT_DTYPE_I32: case PT_DTYPE_UI32: EACH_OUT(uint32_t, d[i] = (uint32_t)in[i]); break;
    case PT_DTYPE_I64: case PT_DTYPE_UI64: memcpy((uint64_t *)p + off, in, (size_t)n * 8); break;
    default: {
      /* Floats: the value as a signed integer. */
      double tmp[256];
      for (uint32_t done = 0; done < n;) {
        uint32_t k = n - done < 256 ? n - done : 256;
        for (uint32_t i = 0; i < k; i++) tmp[i] = (double)(int64_t)in[done + i];
        pt_store_f64(dt, p, off + done, k, tmp);
        done += k;
      }
    }
  }
}
#undef EACH_OUT

uint64_t pt_load_bits(uint32_t esize, const void *p, uint64_t i) {
  switch (esize) {
    case 1: return ((const uint8_t *)p)[i];
    case 2: return ((const uint16_t *)p)[i];
    case 4: return ((const uint32_t *)p)[i];
    default: return ((const uint64_t *)p)[i];
  }
}

/* ---- convert ---------------------------------------------------------------------- */

#define CHUNK 512

void pt_convert_elements(pt_dtype from, const void *src, pt_dtype to, void *dst, uint64_t n) {
  bool ffloat = pt_dtype_is_float(from), tfloat = pt_dtype_is_float(to);
  bool fsigned = pt_dtype_class(from) == PT_DCLASS_SINT;
  if (from == to) {
    memcpy(dst, src, n * pt_dtype_size(from));
    return;
  }
  if (from == PT_DTYPE_F32 && to == PT_DTYPE_BF16) {
    const float *s = src;
    uint16_t *d = dst;
    for (uint64_t i = 0; i < n; i++) d[i] = pt_f32_to_bf16(s[i]);
    return;
  }
  if (from == PT_DTYPE_BF16 && to == PT_DTYPE_F32) {
    const uint16_t *s = src;
    float *d = dst;
    for (uint64_t i = 0; i < n; i++) d[i] = pt_bf16_to_f32(s[i]);
    return;
  }
  if (!ffloat && to == PT_DTYPE_F32 && from != PT_DTYPE_I1) {
    /* Directly, so that 64-bit integers round once. */
    uint64_t w[CHUNK];
    float *d = dst;
    for (uint64_t off = 0; off < n; off += CHUNK) {
      uint32_t k = (uint32_t)(n - off < CHUNK ? n - off : CHUNK);
      pt_load_u64(from, src, off, k, w);
      if (fsigned)
        for (uint32_t i = 0; i < k; i++) d[off + i] = (float)(int64_t)w[i];
      else
        for (uint32_t i = 0; i < k; i++) d[off + i] = (float)w[i];
    }
    return;
  }
  if (ffloat || tfloat) {
    /* float -> anything, int -> float: through double (exact for every
     * source but 64-bit integers beyond 2^53, which round twice). */
    double w[CHUNK];
    for (uint64_t off = 0; off < n; off += CHUNK) {
      uint32_t k = (uint32_t)(n - off < CHUNK ? n - off : CHUNK);
      pt_load_f64(from, src, off, k, w);
      pt_store_f64(to, dst, off, k, w);
    }
    return;
  }
  uint64_t w[CHUNK];
  for (uint64_t off = 0; off < n; off += CHUNK) {
    uint32_t k = (uint32_t)(n - off < CHUNK ? n - off : CHUNK);
    pt_load_u64(from, src, off, k, w);
    if (to == PT_DTYPE_I1)
      for (uint32_t i = 0; i < k; i++) w[i] = w[i] != 0;
    pt_store_u64(to, dst, off, k, w);
  }
}

/* ---- tensors ------------------------------------------------------------------------- */

/* Fills t's type and byte size (no data) after checking the shape. */
static pt_status *tensor_shape(pt_tensor *t, pt_dtype dt, uint32_t rank, const int64_t *dims) {
  memset(t, 0, sizeof *t);
  if (rank > PT_MAX_RANK) return pt_status_make(PT_ERR_INVALID_ARG, "tensor rank %u exceeds %d", rank, PT_MAX_RANK);
  if ((unsigned)dt >= PT_DTYPE_COUNT) return pt_status_make(PT_ERR_INVALID_ARG, "invalid tensor element type");
  uint64_t n = pt_dtype_size(dt);
  for (uint32_t i = 0; i < rank; i++) {
    if (dims[i] < 0) return pt_status_make(PT_ERR_INVALID_ARG, "negative tensor dimension %lld", (long long)dims[i]);
    if (dims[i] && n > PT_MAX_TENSOR_BYTES / (uint64_t)dims[i])
      return pt_status_make(PT_ERR_INVALID_ARG, "tensor too large (more than 2^48 bytes, partir's limit for a tensor)");
    n *= (uint64_t)dims[i];
    t->dims[i] = dims[i];
  }
  t->dtype = (uint8_t)dt;
  t->rank = (uint8_t)rank;
  t->nbytes = n;
  return NULL;
}

pt_status *pt_tensor_alloc(pt_tensor *t, pt_dtype dt, uint32_t rank, const int64_t *dims) {
  PT_TRY(tensor_shape(t, dt, rank, dims));
  t->data = pt_try_alloc(t->nbytes, true);
  if (t->data) return NULL;
  pt_buf type = {0};
  pt_tensor_type_print(&type, t);
  /* The host refused: running out of memory (PT_ERR_NOMEM), as
   * pt_mem_errorv says it for charged tensors. */
  pt_status *s = type.failed ? pt_nomem()
                             : pt_status_make(PT_ERR_NOMEM, "error: out of memory allocating a %s (%llu bytes)",
                                              type.data, (unsigned long long)t->nbytes);
  pt_buf_free(&type);
  memset(t, 0, sizeof *t);
  return s;
}

pt_status *pt_tensor_alloc_charged(pt_tensor *t, pt_dtype dt, uint32_t rank, const int64_t *dims, pt_mem_budget *b,
                                   const char *file, pt_loc loc, const char *fmt, ...) {
  pt_buf what = {0};
  va_list ap;
  va_start(ap, fmt);
  pt_buf_vprintf(&what, fmt, ap);
  va_end(ap);
  pt_status *s = tensor_shape(t, dt, rank, dims);
  if (s) {
    pt_status *located = pt_error_at(pt_status_code(s), file, loc, "%s: %s", what.data, pt_status_message(s));
    pt_status_free(s);
    s = located;
  } else {
    pt_buf_puts(&what, ": ");
    pt_tensor_type_print(&what, t);
    s = pt_mem_alloc(b, t->nbytes, true, &t->data, file, loc, "%s", what.data);
    if (s) memset(t, 0, sizeof *t);
  }
  pt_buf_free(&what);
  return s;
}

pt_status *pt_tensor_alloc_type(pt_tensor *t, const pt_type *type) {
  if (type->kind == PT_TYPE_TOKEN) {
    memset(t, 0, sizeof *t);
    t->is_token = true;
    return NULL;
  }
  return pt_tensor_alloc(t, (pt_dtype)type->dtype, type->rank, type->dims);
}

void pt_tensor_free(pt_tensor *t) {
  free(t->data);
  memset(t, 0, sizeof *t);
}

pt_status *pt_tensor_copy(pt_tensor *dst, const pt_tensor *src) {
  *dst = *src;
  dst->data = NULL;
  if (src->is_token) return NULL;
  dst->data = pt_try_alloc(src->nbytes, false);
  if (!dst->data)
    return pt_status_make(PT_ERR_UNSUPPORTED, "error: out of memory copying a tensor of %llu bytes",
                          (unsigned long long)src->nbytes);
  if (src->nbytes) memcpy(dst->data, src->data, (size_t)src->nbytes);
  return NULL;
}

uint64_t pt_tensor_num_elements(const pt_tensor *t) { return t->is_token ? 0 : pt_num_elems(t); }

void pt_tensor_type_print(pt_buf *b, const pt_tensor *t) {
  if (t->is_token) {
    pt_buf_puts(b, "!stablehlo.token");
    return;
  }
  pt_buf_puts(b, "tensor<");
  for (uint32_t i = 0; i < t->rank; i++) pt_buf_printf(b, "%lldx", (long long)t->dims[i]);
  pt_buf_printf(b, "%s>", (unsigned)t->dtype < PT_DTYPE_COUNT ? pt_dtype_name((pt_dtype)t->dtype) : "?");
}

bool pt_tensor_same_type(const pt_tensor *a, const pt_tensor *b) {
  if (a->is_token || b->is_token) return a->is_token == b->is_token;
  if (a->dtype != b->dtype || a->rank != b->rank) return false;
  for (uint32_t i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

bool pt_tensor_matches_type(const pt_tensor *t, const pt_type *type) {
  if (type->kind == PT_TYPE_TOKEN) return t->is_token;
  if (t->is_token || t->dtype != type->dtype || t->rank != type->rank) return false;
  for (uint32_t i = 0; i < t->rank; i++)
    if (t->dims[i] != type->dims[i]) return false;
  return true;
}

double pt_tensor_get_f64(const pt_tensor *t, uint64_t i) {
  double v;
  if (pt_dtype_class((pt_dtype)t->dtype) == PT_DCLASS_SINT || pt_dtype_class((pt_dtype)t->dtype) == PT_DCLASS_BOOL) {
    uint64_t u;
    pt_load_u64((pt_dtype)t->dtype, t->data, i, 1, &u);
    return (double)(int64_t)u;
  }
  pt_load_f64((pt_dtype)t->dtype, t->data, i, 1, &v);
  return v;
}

int64_t pt_tensor_get_i64(const pt_tensor *t, uint64_t i) {
  uint64_t u;
  pt_load_u64((pt_dtype)t->dtype, t->data, i, 1, &u);
  return (int64_t)u;
}

void pt_tensor_set_f64(pt_tensor *t, uint64_t i, double v) { pt_store_f64((pt_dtype)t->dtype, t->data, i, 1, &v); }

void pt_tensor_set_i64(pt_tensor *t, uint64_t i, int64_t v) {
  uint64_t u = (uint64_t)v;
  if (t->dtype == PT_DTYPE_I1) u = v != 0;
  pt_store_u64((pt_dtype)t->dtype, t->data, i, 1, &u);
}

/* ---- random contents ---------------------------------------------------------------- */

static uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void pt_tensor_fill_random(pt_tensor *t, uint64_t seed, pt_fill_kind kind) {
  if (t->is_token) return;
  uint64_t n = pt_num_elems(t), base = mix64(seed + 0x9e3779b97f4a7c15ull);
  pt_dtype dt = (pt_dtype)t->dtype;
  double w[CHUNK];
  uint64_t u[CHUNK];
  const double two_pi = 6.283185307179586;
  for (uint64_t off = 0; off < n; off += CHUNK) {
    uint32_t k = (uint32_t)(n - off < CHUNK ? n - off : CHUNK);
    for (uint32_t i = 0; i < k; i++) {
      uint64_t r = mix64(base + (off + i + 1) * 0x9e3779b97f4a7c15ull);
      if (pt_dtype_is_float(dt)) {
        double u1 = (double)(r >> 11) * 0x1p-53;
        if (kind == PT_FILL_NORMAL) {
          double u2 = (double)(mix64(r) >> 11) * 0x1p-53;
          w[i] = sqrt(-2.0 * log(1.0 - u1)) * cos(two_pi * u2);
        } else {
          w[i] = 2.0 * u1 - 1.0;
        }
      } else if (dt == PT_DTYPE_I1) {
        u[i] = (r >> 32) & 1;
      } else if (pt_dtype_class(dt) == PT_DCLASS_SINT) {
        u[i] = (uint64_t)((int64_t)((r >> 32) % 16) - 8);
      } else {
        u[i] = (r >> 32) % 16;
      }
    }
    if (pt_dtype_is_float(dt))
      pt_store_f64(dt, t->data, off, k, w);
    else
      pt_store_u64(dt, t->data, off, k, u);
  }
}

/* ---- comparison ------------------------------------------------------------------------ */

bool pt_tensor_equal_bits(const pt_tensor *a, const pt_tensor *b) {
  if (!pt_tensor_same_type(a, b)) return false;
  if (a->is_token) return true;
  return a->nbytes == b->nbytes && (a->nbytes == 0 || memcmp(a->data, b->data, (size_t)a->nbytes) == 0);
}

bool pt_tensor_compare(const pt_tensor *a, const pt_tensor *b, double atol, double rtol, pt_tensor_diff *out) {
  pt_tensor_diff d;
  memset(&d, 0, sizeof d);
  d.same_type = pt_tensor_same_type(a, b);
  if (!d.same_type || a->is_token) {
    if (out) *out = d;
    return d.same_type;
  }
  uint64_t n = pt_num_elems(a);
  bool ints = !pt_dtype_is_float((pt_dtype)a->dtype);
  bool sgn = pt_dtype_class((pt_dtype)a->dtype) == PT_DCLASS_SINT;
  double wa[CHUNK], wb[CHUNK];
  uint64_t ua[CHUNK], ub[CHUNK];
  for (uint64_t off = 0; off < n; off += CHUNK) {
    uint32_t k = (uint32_t)(n - off < CHUNK ? n - off : CHUNK);
    if (ints) {
      pt_load_u64((pt_dtype)a->dtype, a->data, off, k, ua);
      pt_load_u64((pt_dtype)b->dtype, b->data, off, k, ub);
      for (uint32_t i = 0; i < k; i++) {
        wa[i] = sgn ? (double)(int64_t)ua[i] : (double)ua[i];
        wb[i] = sgn ? (double)(int64_t)ub[i] : (double)ub[i];
        if (ua[i] != ub[i] && wa[i] == wb[i]) wa[i] = nextafter(wa[i], INFINITY); /* keep them apart */
      }
    } else {
      pt_load_f64((pt_dtype)a->dtype, a->data, off, k, wa);
      pt_load_f64((pt_dtype)b->dtype, b->data, off, k, wb);
    }
    for (uint32_t i = 0; i < k; i++) {
      double x = wa[i], y = wb[i];
      bool ok;
      if (isnan(x) || isnan(y)) {
        ok = isnan(x) && isnan(y);
      } else if (isinf(x) || isinf(y)) {
        ok = x == y;
      } else {
        double err = fabs(x - y);
        double rel = err / (fabs(y) > 1e-300 ? fabs(y) : 1e-300);
        if (err > d.max_abs_err) d.max_abs_err = err;
        if (rel > d.max_rel_err) d.max_rel_err = rel;
        ok = ints ? x == y || err <= atol + rtol * fabs(y) : err <= atol + rtol * fabs(y);
      }
      if (!ok) {
        if (d.n_mismatch == 0) d.first_mismatch = off + i;
        d.n_mismatch++;
      }
    }
  }
  if (out) *out = d;
  return d.n_mismatch == 0;
}
