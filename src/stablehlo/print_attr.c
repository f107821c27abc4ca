/* print_attr.c - attributes in MLIR's spelling: `3 : i64`, `1.500000e+00 :
 * f32`, `"a\22b"`, `@sym`, `[..]`, `{k = v}`, `array<i64: 1, 2>`,
 * `dense<...> : tensor<...>` (splat, nested lists, or a hex blob above
 * PT_DENSE_HEX_THRESHOLD elements, as MLIR does above 100), enums
 * `#stablehlo<comparison_direction EQ>`, dialect attributes
 * `#stablehlo.gather<...>`, `#stablehlo.conv<[b, 0, 1, f]x...>`. */
#include <string.h>

#include "print_internal.h"

/* MLIR prints dense literals with more elements than this as hex. */
enum { PT_DENSE_HEX_THRESHOLD = 100 };

static bool is_bare_identifier(const char *s, uint32_t len) {
  if (len == 0) return false;
  unsigned char c = (unsigned char)s[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return false;
  for (uint32_t i = 1; i < len; i++) {
    c = (unsigned char)s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
          c == '.'))
      return false;
  }
  return true;
}

void pt_pr_string(pt_buf *b, const char *s, uint32_t len) {
  static const char hex[] = "0123456789ABCDEF";
  pt_buf_putc(b, '"');
  uint32_t run = 0; /* start of the pending run of plain characters */
  for (uint32_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    bool plain = c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
    if (plain) continue;
    pt_buf_append(b, s + run, i - run);
    run = i + 1;
    if (c == '\\') {
      pt_buf_append(b, "\\\\", 2);
    } else {
      char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
      pt_buf_append(b, e, 3);
    }
  }
  pt_buf_append(b, s + run, len - run);
  pt_buf_putc(b, '"');
}

void pt_pr_key(pt_buf *b, const char *s, uint32_t len) {
  if (is_bare_identifier(s, len))
    pt_buf_append(b, s, len);
  else
    pt_pr_string(b, s, len);
}

void pt_pr_symbol(pt_buf *b, const char *s, uint32_t len) {
  pt_buf_putc(b, '@');
  pt_pr_key(b, s, len);
}

void pt_pr_int_list(pt_buf *b, const int64_t *v, uint32_t n) {
  pt_buf_putc(b, '[');
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_append(b, ", ", 2);
    pt_pr_i64(b, v[i]);
  }
  pt_buf_putc(b, ']');
}

/* An integer of type dt: i1 as true/false, unsigned types unsigned. */
static void print_int_value(pt_buf *b, int64_t v, pt_dtype dt) {
  if (dt == PT_DTYPE_I1)
    pt_buf_puts(b, v ? "true" : "false");
  else if (dt < PT_DTYPE_COUNT && pt_dtype_class(dt) == PT_DCLASS_UINT)
    pt_pr_u64(b, (uint64_t)v);
  else
    pt_pr_i64(b, v);
}

static void print_float_value(pt_buf *b, double v, pt_dtype dt) {
  pt_dtype ft = pt_dtype_is_float(dt) ? dt : PT_DTYPE_F64;
  pt_pr_float_bits(b, pt_float_to_bits(v, ft), ft);
}

/* ---- dense elements -------------------------------------------------------- */

static uint64_t load_le(const uint8_t *p, uint32_t size) {
  uint64_t v = 0;
  for (uint32_t k = 0; k < size; k++) v |= (uint64_t)p[k] << (8 * k);
  return v;
}

static void print_dense_elem(pt_buf *b, const uint8_t *p, pt_dtype dt, uint32_t size) {
  uint64_t raw = load_le(p, size);
  if (pt_dtype_is_float(dt)) {
    pt_pr_float_bits(b, raw, dt);
    return;
  }
  if (dt == PT_DTYPE_I1) {
    pt_buf_puts(b, raw ? "true" : "false");
    return;
  }
  if (pt_dtype_class(dt) == PT_DCLASS_SINT && size < 8) {
    uint64_t sign = 1ull << (8 * size - 1);
    raw = (raw ^ sign) - sign;
  }
  print_int_value(b, (int64_t)raw, dt);
}

static void print_hex_blob(pt_buf *b, const uint8_t *bytes, uint64_t n) {
  static const char hex[] = "0123456789ABCDEF";
  char chunk[512];
  uint32_t o = 0;
  pt_buf_append(b, "\"0x", 3);
  for (uint64_t i = 0; i < n; i++) {
    chunk[o++] = hex[bytes[i] >> 4];
    chunk[o++] = hex[bytes[i] & 15];
    if (o == sizeof chunk) {
      pt_buf_append(b, chunk, o);
      o = 0;
    }
  }
  pt_buf_append(b, chunk, o);
  pt_buf_putc(b, '"');
}

/* Row-major elements nested by shape: [[1, 2], [3, 4]]. */
static void print_nested(pt_buf *b, const pt_type *t, const uint8_t *bytes, pt_dtype dt, uint32_t size) {
  int64_t idx[PT_MAX_RANK] = {0};
  uint32_t rank = t->rank;
  uint64_t n = (uint64_t)pt_type_num_elements(t);
  for (uint32_t d = 0; d < rank; d++) pt_buf_putc(b, '[');
  for (uint64_t e = 0; e < n; e++) {
    print_dense_elem(b, bytes + e * size, dt, size);
    /* Advance the multi-index; each dimension that wraps closes a list. */
    uint32_t closed = 0;
    for (uint32_t d = rank; d-- > 0;) {
      if (++idx[d] < t->dims[d]) break;
      idx[d] = 0;
      closed++;
    }
    for (uint32_t k = 0; k < closed; k++) pt_buf_putc(b, ']');
    if (e + 1 < n) {
      pt_buf_append(b, ", ", 2);
      for (uint32_t k = 0; k < closed; k++) pt_buf_putc(b, '[');
    }
  }
}

static void print_dense(pt_printer *p, const pt_attr *a) {
  pt_buf *b = p->b;
  const pt_type *t = pt_type_get(p->m, a->u.dense.type);
  pt_dtype dt = (pt_dtype)t->dtype;
  uint32_t size = pt_dtype_size(dt);
  int64_t n = pt_type_num_elements(t);
  const uint8_t *bytes = a->u.dense.bytes;
  uint64_t nbytes = a->u.dense.nbytes;
  pt_buf_append(b, "dense<", 6);
  bool have_all = n >= 0 && (uint64_t)n <= nbytes / size;
  if (!a->u.dense.splat && have_all && n > 0) {
    /* MLIR stores equal elements as a splat whatever the text said. */
    bool same = true;
    for (uint64_t e = 1; e < (uint64_t)n && same; e++) same = memcmp(bytes, bytes + e * size, size) == 0;
    if (same) {
      print_dense_elem(b, bytes, dt, size);
    } else if (n > PT_DENSE_HEX_THRESHOLD) {
      print_hex_blob(b, bytes, (uint64_t)n * size);
    } else {
      print_nested(b, t, bytes, dt, size);
    }
  } else if (a->u.dense.splat && nbytes >= size) {
    print_dense_elem(b, bytes, dt, size);
  }
  /* else: no elements (dense<>), or a malformed attribute printed empty */
  pt_buf_append(b, "> : ", 4);
  pt_pr_type(p, a->u.dense.type);
}

static void print_dense_array(pt_printer *p, const pt_attr *a) {
  pt_buf *b = p->b;
  pt_dtype dt = (pt_dtype)a->dtype;
  pt_buf_append(b, "array<", 6);
  pt_buf_puts(b, pt_dtype_name(dt));
  for (uint32_t i = 0; i < a->u.darr.n; i++) {
    pt_buf_append(b, i ? ", " : ": ", 2);
    if (pt_dtype_is_float(dt))
      print_float_value(b, a->u.darr.f ? a->u.darr.f[i] : 0.0, dt);
    else
      print_int_value(b, a->u.darr.i ? a->u.darr.i[i] : 0, dt);
  }
  pt_buf_putc(b, '>');
}

/* ---- convolution dimension numbers -------------------------------------------- */

/* One `[b, 0, 1, f]` layout; false when the numbers do not form a
 * permutation of 0..n_spatial+1. */
static bool conv_layout(char (*slots)[24], uint32_t rank, int64_t a, char ca, int64_t c, char cc,
                        const int64_t *spatial, uint32_t n_spatial) {
  for (uint32_t i = 0; i < rank; i++) slots[i][0] = 0;
  int64_t pos[2] = {a, c};
  char ch[2] = {ca, cc};
  for (int k = 0; k < 2; k++) {
    if (pos[k] < 0 || pos[k] >= rank || slots[pos[k]][0]) return false;
    slots[pos[k]][0] = ch[k];
    slots[pos[k]][1] = 0;
  }
  for (uint32_t i = 0; i < n_spatial; i++) {
    if (spatial[i] < 0 || spatial[i] >= rank || slots[spatial[i]][0]) return false;
    char *slot = slots[spatial[i]];
    if (i >= 10) *slot++ = (char)('0' + i / 10);
    slot[0] = (char)('0' + i % 10);
    slot[1] = 0;
  }
  return true;
}

static void print_conv_layout(pt_buf *b, char (*slots)[24], uint32_t rank) {
  pt_buf_putc(b, '[');
  for (uint32_t i = 0; i < rank; i++) {
    if (i) pt_buf_append(b, ", ", 2);
    pt_buf_puts(b, slots[i]);
  }
  pt_buf_putc(b, ']');
}

/* `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or MLIR's `raw ...` spelling
 * when some number is out of range. */
void pt_pr_conv_dims(pt_buf *b, const pt_conv_dims *c) {
  uint32_t rank = c->n_spatial + 2;
  char in[PT_MAX_RANK + 2][24], ker[PT_MAX_RANK + 2][24], out[PT_MAX_RANK + 2][24];
  if (c->n_spatial <= PT_MAX_RANK - 2 &&
      conv_layout(in, rank, c->input_batch, 'b', c->input_feature, 'f', c->input_spatial, c->n_spatial) &&
      conv_layout(ker, rank, c->kernel_input_feature, 'i', c->kernel_output_feature, 'o', c->kernel_spatial,
                  c->n_spatial) &&
      conv_layout(out, rank, c->output_batch, 'b', c->output_feature, 'f', c->output_spatial, c->n_spatial)) {
    print_conv_layout(b, in, rank);
    pt_buf_putc(b, 'x');
    print_conv_layout(b, ker, rank);
    pt_buf_append(b, "->", 2);
    print_conv_layout(b, out, rank);
    return;
  }
  uint32_t ns = c->n_spatial <= PT_MAX_RANK ? c->n_spatial : PT_MAX_RANK;
  pt_buf_puts(b, "raw input_batch_dimension = ");
  pt_pr_i64(b, c->input_batch);
  pt_buf_puts(b, ", input_feature_dimension = ");
  pt_pr_i64(b, c->input_feature);
  pt_buf_puts(b, ", input_spatial_dimensions = ");
  pt_pr_int_list(b, c->input_spatial, ns);
  pt_buf_puts(b, ", kernel_input_feature_dimension = ");
  pt_pr_i64(b, c->kernel_input_feature);
  pt_buf_puts(b, ", kernel_output_feature_dimension = ");
  pt_pr_i64(b, c->kernel_output_feature);
  pt_buf_puts(b, ", kernel_spatial_dimensions = ");
  pt_pr_int_list(b, c->kernel_spatial, ns);
  pt_buf_puts(b, ", output_batch_dimension = ");
  pt_pr_i64(b, c->output_batch);
  pt_buf_puts(b, ", output_feature_dimension = ");
  pt_pr_i64(b, c->output_feature);
  pt_buf_puts(b, ", output_spatial_dimensions = ");
  pt_pr_int_list(b, c->output_spatial, ns);
}

/* ---- the attribute printer ------------------------------------------------------ */

void pt_pr_named_attr(pt_printer *p, const pt_named_attr *a) {
  pt_pr_key(p->b, pt_str(p->m, a->name), pt_interned_len(&p->m->strings, a->name));
  if (a->value && a->value->kind != PT_ATTR_UNIT) {
    pt_buf_append(p->b, " = ", 3);
    pt_pr_attr(p, a->value);
  }
}

static void print_named_list(pt_printer *p, const pt_named_attr *items, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_named_attr(p, &items[i]);
  }
}

/* print_dense, through the printer's memo for literals of 64 bytes or
 * more (attributes never change, so the pointer is the key). */
static void print_dense_memo(pt_printer *p, const pt_attr *a) {
  if (a->u.dense.splat || a->u.dense.nbytes < 64) {
    print_dense(p, a);
    return;
  }
  for (uint32_t i = 0; i < p->n_dense; i++)
    if (p->dense_attr[i] == a) {
      pt_buf_append(p->b, p->dense_text.data + p->dense_off[i], p->dense_len[i]);
      return;
    }
  size_t start = p->b->len;
  print_dense(p, a);
  if (p->n_dense < PT_PR_DENSE_MEMO && !p->b->failed && p->dense_text.len + (p->b->len - start) < UINT32_MAX) {
    size_t off = p->dense_text.len;
    pt_buf_append(&p->dense_text, p->b->data + start, p->b->len - start);
    if (p->dense_text.failed) return; /* not memoized: printed again when met again */
    p->dense_attr[p->n_dense] = a;
    p->dense_off[p->n_dense] = (uint32_t)off;
    p->dense_len[p->n_dense++] = (uint32_t)(p->b->len - start);
  }
}

void pt_pr_attr(pt_printer *p, const pt_attr *a) {
  pt_buf *b = p->b;
  if (!a) {
    pt_buf_puts(b, "unit");
    return;
  }
  switch ((pt_attr_kind)a->kind) {
    case PT_ATTR_UNIT:
      pt_buf_puts(b, "unit");
      break;
    case PT_ATTR_BOOL:
      pt_buf_puts(b, a->u.b ? "true" : "false");
      break;
    case PT_ATTR_INT:
      print_int_value(b, a->u.i, (pt_dtype)a->dtype);
      if (a->dtype != PT_DTYPE_NONE && a->dtype != PT_DTYPE_I1) {
        pt_buf_append(b, " : ", 3);
        pt_buf_puts(b, pt_dtype_name((pt_dtype)a->dtype));
      }
      break;
    case PT_ATTR_FLOAT:
      print_float_value(b, a->u.f, (pt_dtype)a->dtype);
      if (a->dtype != PT_DTYPE_NONE) {
        pt_buf_append(b, " : ", 3);
        pt_buf_puts(b, pt_dtype_name((pt_dtype)a->dtype));
      }
      break;
    case PT_ATTR_STRING:
      pt_pr_string(b, a->u.str.data, a->u.str.len);
      break;
    case PT_ATTR_SYMBOL:
      pt_pr_symbol(b, a->u.str.data, a->u.str.len);
      break;
    case PT_ATTR_TYPE:
      pt_pr_type(p, a->u.type);
      break;
    case PT_ATTR_ARRAY:
      pt_buf_putc(b, '[');
      for (uint32_t i = 0; i < a->u.array.n; i++) {
        if (i) pt_buf_append(b, ", ", 2);
        /* Inside arrays MLIR elides the default types i64 and f64. */
        const pt_attr *x = a->u.array.items[i];
        if (x && ((x->kind == PT_ATTR_INT && x->dtype == PT_DTYPE_I64) ||
                  (x->kind == PT_ATTR_FLOAT && x->dtype == PT_DTYPE_F64))) {
          if (x->kind == PT_ATTR_INT)
            pt_pr_i64(b, x->u.i);
          else
            print_float_value(b, x->u.f, PT_DTYPE_F64);
        } else {
          pt_pr_attr(p, x);
        }
      }
      pt_buf_putc(b, ']');
      break;
    case PT_ATTR_DICT:
      pt_buf_putc(b, '{');
      print_named_list(p, a->u.dict.items, a->u.dict.n);
      pt_buf_putc(b, '}');
      break;
    case PT_ATTR_DENSE_ARRAY:
      print_dense_array(p, a);
      break;
    case PT_ATTR_DENSE:
      print_dense_memo(p, a);
      break;
    case PT_ATTR_DENSE_RESOURCE:
      pt_buf_append(b, "dense_resource<", 15);
      pt_buf_puts(b, a->u.resource.handle ? a->u.resource.handle : "__elided__");
      pt_buf_append(b, "> : ", 4);
      pt_pr_type(p, a->u.resource.type);
      break;
    case PT_ATTR_ENUM:
      pt_buf_putc(b, '#');
      pt_buf_puts(b, a->u.enm.dialect);
      if (a->u.enm.dotted) {
        pt_buf_putc(b, '.');
        pt_buf_puts(b, a->u.enm.kind);
        pt_buf_putc(b, '<');
      } else {
        pt_buf_putc(b, '<');
        pt_buf_puts(b, a->u.enm.kind);
        pt_buf_putc(b, ' ');
      }
      pt_buf_puts(b, a->u.enm.value);
      pt_buf_putc(b, '>');
      break;
    case PT_ATTR_DIALECT:
      pt_buf_putc(b, '#');
      pt_buf_puts(b, a->u.dia.name);
      pt_buf_putc(b, '<');
      print_named_list(p, a->u.dia.params, a->u.dia.n);
      pt_buf_putc(b, '>');
      break;
    case PT_ATTR_CONV_DIMS:
      pt_buf_puts(b, "#stablehlo.conv<");
      pt_pr_conv_dims(b, a->u.conv);
      pt_buf_putc(b, '>');
      break;
    case PT_ATTR_OPAQUE:
      pt_buf_putc(b, '#');
      pt_buf_puts(b, a->u.opq.name);
      pt_buf_putc(b, '<');
      pt_buf_puts(b, a->u.opq.body);
      pt_buf_putc(b, '>');
      break;
  }
}
