/* parse_dense.c - `dense<...> : tensor<...>` literals and `array<t: ...>`.
 *
 * A dense literal's element type is written after it, so its body is
 * scanned twice: once to find its end and read the type, once more to
 * convert every element into the little-endian bytes of that type (f16 and
 * bf16 rounded to nearest even, i1 as one byte). The nesting of a list
 * literal must match the tensor shape exactly; a hex blob holds the raw
 * bytes of all elements, or of one element for a splat.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "parse_internal.h"

/* ---- floats ---- */

static uint32_t float_width_bits(pt_dtype dt) { return dt == PT_DTYPE_F64 ? 64 : dt == PT_DTYPE_F32 ? 32 : 16; }

bool pt_p_float_from_bits(uint64_t bits, pt_dtype dt, double *out) {
  uint32_t w = float_width_bits(dt);
  if (w < 64 && (bits >> w)) return false;
  *out = pt_float_from_bits(bits, dt);
  return true;
}

/* The bit pattern of a decimal literal (FLOAT or decimal INT token) in dt. */
static pt_status *decimal_bits(pt_parser *p, const pt_token *t, bool negative, pt_dtype dt, uint64_t *bits) {
  p->str.len = 0;
  if (negative) pt_buf_putc(&p->str, '-');
  pt_buf_append(&p->str, t->text, t->len);
  PT_TRY_ALLOC(!p->str.failed);
  char *end = NULL;
  errno = 0;
  if (dt == PT_DTYPE_F32) {
    float f = strtof(p->str.data, &end);
    if (isinf(f)) return pt_p_error(p, t->loc, "float literal out of range for f32");
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    *bits = u;
    return NULL;
  }
  double d = strtod(p->str.data, &end);
  if (isinf(d)) return pt_p_error(p, t->loc, "float literal out of range for %s", pt_dtype_name(dt));
  if (dt == PT_DTYPE_F64) {
    memcpy(bits, &d, sizeof d);
    return NULL;
  }
  *bits = pt_float_to_bits(d, dt);
  if (isinf(pt_float_from_bits(*bits, dt)))
    return pt_p_error(p, t->loc, "float literal out of range for %s", pt_dtype_name(dt));
  return NULL;
}

pt_status *pt_p_float_value(pt_parser *p, const pt_token *t, bool negative, pt_dtype dt, double *out) {
  uint64_t bits;
  PT_TRY(decimal_bits(p, t, negative, dt, &bits));
  *out = pt_float_from_bits(bits, dt);
  return NULL;
}

/* inf / nan spelled as words. */
static bool float_word_bits(const pt_token *t, bool negative, pt_dtype dt, uint64_t *bits) {
  double v;
  if (t->len == 3 && memcmp(t->text, "inf", 3) == 0)
    v = negative ? -INFINITY : INFINITY;
  else if (t->len == 3 && memcmp(t->text, "nan", 3) == 0)
    v = negative ? -NAN : NAN;
  else
    return false;
  if (dt == PT_DTYPE_F32) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    *bits = u;
  } else if (dt == PT_DTYPE_F64) {
    memcpy(bits, &v, sizeof v);
  } else {
    *bits = pt_float_to_bits(v, dt);
  }
  return true;
}

/* ---- one element ---- */

static void put_le(pt_buf *b, uint64_t v, uint32_t size) {
  char tmp[8];
  for (uint32_t i = 0; i < size; i++) tmp[i] = (char)(v >> (8 * i));
  pt_buf_append(b, tmp, size);
}

/* Reads one scalar element of type dt as its bit pattern (integers
 * sign-extended, i1 as 0/1). */
static pt_status *element(pt_parser *p, pt_dtype dt, uint64_t *out_bits) {
  bool neg;
  PT_TRY(pt_p_accept(p, PT_TOK_MINUS, &neg));
  const pt_token *t = &p->lx.tok;
  if (dt == PT_DTYPE_I1) {
    if (!neg && (pt_p_is_kw(p, "true") || pt_p_is_kw(p, "false"))) {
      *out_bits = t->text[0] == 't';
    } else if (t->kind == PT_TOK_INT || t->kind == PT_TOK_HEX) {
      int64_t v;
      PT_TRY(pt_p_int_value(p, t, neg, PT_DTYPE_I64, &v));
      if (v != 0 && v != 1) return pt_p_error(p, t->loc, "integer literal out of range for i1");
      *out_bits = (uint64_t)v;
    } else {
      return pt_p_expected(p, "'true' or 'false'");
    }
    return pt_p_next(p);
  }
  if (pt_dtype_is_float(dt)) {
    if (t->kind == PT_TOK_FLOAT || t->kind == PT_TOK_INT) {
      PT_TRY(decimal_bits(p, t, neg, dt, out_bits));
    } else if (t->kind == PT_TOK_HEX) {
      if (neg) return pt_p_error(p, t->loc, "hexadecimal float literal should not have a leading minus");
      int64_t v;
      PT_TRY(pt_p_int_value(p, t, false, PT_DTYPE_I64, &v));
      double ignored;
      if (!pt_p_float_from_bits((uint64_t)v, dt, &ignored))
        return pt_p_error(p, t->loc, "hexadecimal float constant does not fit %s", pt_dtype_name(dt));
      *out_bits = (uint64_t)v;
    } else if (t->kind != PT_TOK_BARE || !float_word_bits(t, neg, dt, out_bits)) {
      return pt_p_expected(p, "floating point element");
    }
    return pt_p_next(p);
  }
  if (t->kind == PT_TOK_FLOAT) return pt_p_error(p, t->loc, "expected integer elements, but parsed floating-point");
  if (t->kind != PT_TOK_INT && t->kind != PT_TOK_HEX) return pt_p_expected(p, "integer element");
  int64_t v;
  PT_TRY(pt_p_int_value(p, t, neg, dt, &v));
  *out_bits = (uint64_t)v;
  return pt_p_next(p);
}

/* ---- dense<...> ---- */

/* First pass: from just after '<' to the matching '>'. */
static pt_status *skip_body(pt_parser *p) {
  uint32_t depth = 0;
  for (;;) {
    const pt_token *t = &p->lx.tok;
    switch (t->kind) {
      case PT_TOK_EOF: return pt_p_expected(p, "'>' to close the dense literal");
      case PT_TOK_LSQUARE:
      case PT_TOK_LPAREN:
        if (++depth > PT_PARSE_MAX_DEPTH) return pt_p_error(p, t->loc, "nesting too deep (limit %d)", PT_PARSE_MAX_DEPTH);
        break;
      case PT_TOK_RSQUARE:
      case PT_TOK_RPAREN:
        if (depth == 0) return pt_p_expected(p, "'>' to close the dense literal");
        depth--;
        break;
      case PT_TOK_GREATER:
        if (depth == 0) return pt_p_next(p);
        return pt_p_expected(p, "']'");
      case PT_TOK_INT: case PT_TOK_HEX: case PT_TOK_FLOAT: case PT_TOK_MINUS: case PT_TOK_COMMA:
      case PT_TOK_STRING: case PT_TOK_BARE:
        break;
      default:
        return pt_p_expected(p, "dense element");
    }
    PT_TRY(pt_p_next(p));
  }
}

typedef struct {
  pt_dtype dt;
  uint32_t size;
  const pt_type *type;
} dense_ctx;

static pt_status *dense_list(pt_parser *p, const dense_ctx *c, uint32_t dim) {
  pt_loc loc = p->lx.tok.loc;
  if (dim >= c->type->rank)
    return pt_p_error(p, loc, "dense literal is nested deeper than the tensor's rank %u", c->type->rank);
  PT_TRY(pt_p_next(p));
  uint64_t count = 0;
  if (!pt_p_is(p, PT_TOK_RSQUARE)) {
    bool more = true;
    while (more) {
      if (pt_p_is(p, PT_TOK_LSQUARE)) {
        PT_TRY(dense_list(p, c, dim + 1));
      } else {
        if (dim + 1 != c->type->rank) return pt_p_expected(p, "'[' (nested list)");
        uint64_t bits;
        PT_TRY(element(p, c->dt, &bits));
        put_le(&p->bytes, bits, c->size);
      }
      count++;
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  if (count != (uint64_t)c->type->dims[dim])
    return pt_p_error(p, loc, "dense literal has %llu elements in dimension %u, but the type has %lld",
                      (unsigned long long)count, dim, (long long)c->type->dims[dim]);
  return pt_p_expect(p, PT_TOK_RSQUARE);
}

static int hexval(char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; }

static pt_status *hex_blob(pt_parser *p, const dense_ctx *c, uint64_t n_elems, bool *splat) {
  const pt_token *t = &p->lx.tok;
  if (t->len < 2 || t->text[0] != '0' || t->text[1] != 'x' || (t->len % 2) != 0)
    return pt_p_error(p, t->loc, "expected a hex string \"0x...\" with an even number of digits");
  for (uint32_t i = 2; i < t->len; i++) {
    char ch = t->text[i];
    if (!((ch >= '0' && ch <= '9') || ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'f')))
      return pt_p_error(p, t->loc, "invalid hex digit in dense literal");
  }
  uint64_t nbytes = (t->len - 2) / 2;
  bool full = nbytes % c->size == 0 && nbytes / c->size == n_elems;
  if (!full && nbytes != c->size)
    return pt_p_error(p, t->loc, "hex dense literal has %llu bytes, but the type needs %llu (or %u for a splat)",
                      (unsigned long long)nbytes, (unsigned long long)n_elems * c->size, c->size);
  *splat = !full;
  pt_buf *b = &p->bytes;
  pt_buf_append(b, "", 0);
  for (uint32_t i = 2; i + 1 < t->len; i += 2) {
    char byte = (char)(hexval(t->text[i]) * 16 + hexval(t->text[i + 1]));
    if (c->dt == PT_DTYPE_I1) byte = byte != 0;
    pt_buf_append(b, &byte, 1);
  }
  return pt_p_next(p);
}

pt_status *pt_p_dense(pt_parser *p, const pt_attr **out) {
  if (!pt_p_is(p, PT_TOK_LESS)) return pt_p_expected(p, "'<'");
  pt_lex_mark body = pt_lex_save(&p->lx);
  PT_TRY(pt_p_next(p));
  PT_TRY(skip_body(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_loc tloc = p->lx.tok.loc;
  uint32_t type_id;
  PT_TRY(pt_p_type(p, true, &type_id));
  pt_lex_mark after = pt_lex_save(&p->lx);
  const pt_type *ty = pt_type_get(p->m, type_id);
  if (ty->kind != PT_TYPE_TENSOR) return pt_p_error(p, tloc, "dense literal needs a tensor type");
  dense_ctx c = {(pt_dtype)ty->dtype, pt_dtype_size((pt_dtype)ty->dtype), ty};
  uint64_t n_elems = (uint64_t)pt_type_num_elements(ty);

  pt_lex_restore(&p->lx, &body);
  PT_TRY(pt_p_next(p));
  p->bytes.len = 0;
  bool splat = false;
  const pt_token *t = &p->lx.tok;
  if (t->kind == PT_TOK_GREATER) {
    if (n_elems != 0) return pt_p_error(p, t->loc, "empty dense literal for a tensor with %llu elements", (unsigned long long)n_elems);
  } else if (t->kind == PT_TOK_STRING) {
    PT_TRY(hex_blob(p, &c, n_elems, &splat));
  } else if (t->kind == PT_TOK_LSQUARE) {
    PT_TRY(dense_list(p, &c, 0));
  } else if (t->kind == PT_TOK_LPAREN) {
    return pt_p_unsupported(p, t->loc, "complex dense literals are not supported");
  } else {
    uint64_t bits;
    PT_TRY(element(p, c.dt, &bits));
    put_le(&p->bytes, bits, c.size);
    splat = true;
  }
  if (!pt_p_is(p, PT_TOK_GREATER)) return pt_p_expected(p, "'>'");
  pt_lex_restore(&p->lx, &after);
  *out = pt_attr_dense(p->m, type_id, splat, p->bytes.data ? p->bytes.data : "", p->bytes.len);
  PT_TRY_ALLOC(*out);
  return NULL;
}

/* ---- array<t: ...> ---- */

pt_status *pt_p_dense_array(pt_parser *p, const pt_attr **out) {
  PT_TRY(pt_p_expect(p, PT_TOK_LESS));
  const pt_token *t = &p->lx.tok;
  pt_dtype dt;
  if (t->kind != PT_TOK_BARE) return pt_p_expected(p, "element type");
  if (!pt_dtype_parse(t->text, t->len, &dt))
    return pt_p_unsupported(p, t->loc, "array<%.*s> is not supported", (int)t->len, t->text);
  PT_TRY(pt_p_next(p));
  uint32_t ibase = p->i64s.len, fbase = p->f64s.len, n = 0;
  bool colon;
  PT_TRY(pt_p_accept(p, PT_TOK_COLON, &colon));
  if (colon) {
    bool more = true;
    while (more) {
      if (n >= PT_PARSE_MAX_LIST) return pt_p_error(p, p->lx.tok.loc, "list too long");
      uint64_t bits;
      PT_TRY(element(p, dt, &bits));
      if (pt_dtype_is_float(dt)) {
        double v = pt_float_from_bits(bits, dt);
        PT_TRY_ALLOC(pt_vec_try_push(&p->f64s, v));
      } else {
        PT_TRY_ALLOC(pt_vec_try_push(&p->i64s, (int64_t)bits));
      }
      n++;
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  PT_TRY(pt_p_expect(p, PT_TOK_GREATER));
  *out = pt_attr_dense_array(p->m, dt, PT_P_AT(p->i64s, ibase), PT_P_AT(p->f64s, fbase), n);
  PT_TRY_ALLOC(*out);
  p->i64s.len = ibase;
  p->f64s.len = fbase;
  return NULL;
}
