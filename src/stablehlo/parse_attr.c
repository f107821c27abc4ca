/* parse_attr.c - MLIR attribute values: numbers, strings, symbols, arrays,
 * dictionaries, types, and `#dialect` attributes.
 *
 * `#dialect` attributes are classified by shape: `#stablehlo<kind VALUE>`
 * and `#d.kind<VALUE>` are enums; the StableHLO structs partir reads
 * (gather/scatter/dot numbers, channel handles, operand aliases) are parsed
 * into DIALECT parameter lists; convolution numbers into CONV_DIMS; every
 * other `#d.x<...>` (Shardy shardings, type extensions, ...) is kept as its
 * body text. Dense literals are in parse_dense.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_internal.h"

/* ---- integers ---- */

/* The magnitude of an INT or HEX token. */
static pt_status *token_magnitude(pt_parser *p, const pt_token *t, uint64_t *out) {
  uint64_t v = 0;
  if (t->kind == PT_TOK_HEX) {
    for (uint32_t i = 2; i < t->len; i++) {
      char c = t->text[i];
      uint64_t d = (uint64_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
      if (v >> 60) return pt_p_error(p, t->loc, "integer literal out of range");
      v = v * 16 + d;
    }
  } else {
    for (uint32_t i = 0; i < t->len; i++) {
      uint64_t d = (uint64_t)(t->text[i] - '0');
      if (v > (UINT64_MAX - d) / 10) return pt_p_error(p, t->loc, "integer literal out of range");
      v = v * 10 + d;
    }
  }
  *out = v;
  return NULL;
}

pt_status *pt_p_int_value(pt_parser *p, const pt_token *t, bool negative, pt_dtype dt, int64_t *out) {
  uint64_t mag;
  PT_TRY(token_magnitude(p, t, &mag));
  uint32_t bits = dt == PT_DTYPE_NONE || dt == PT_DTYPE_INDEX ? 64 : pt_dtype_bits(dt);
  bool is_unsigned = dt < PT_DTYPE_COUNT && pt_dtype_class(dt) == PT_DCLASS_UINT;
  const char *tyname = dt == PT_DTYPE_NONE ? "i64" : pt_dtype_name(dt);
  uint64_t umax = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
  uint64_t neg_max = 1ull << (bits - 1); /* |most negative| */
  bool ok;
  if (negative)
    ok = !is_unsigned && mag <= neg_max;
  else if (dt == PT_DTYPE_NONE)
    ok = mag <= (uint64_t)INT64_MAX; /* read as int64 by the dialect syntax */
  else
    ok = mag <= umax; /* signless types also take the unsigned spelling */
  if (!ok)
    return pt_p_error(p, t->loc, "integer literal '%s%.*s' is out of range for %s", negative ? "-" : "",
                      (int)t->len, t->text, tyname);
  uint64_t v = negative ? (uint64_t)0 - mag : mag;
  if (!is_unsigned && bits < 64 && bits > 1) {
    uint64_t sign = 1ull << (bits - 1); /* canonical: sign-extended */
    v &= umax;
    v = (v ^ sign) - sign;
  }
  *out = (int64_t)v;
  return NULL;
}

pt_status *pt_p_int64(pt_parser *p, int64_t *out) {
  bool neg;
  PT_TRY(pt_p_accept(p, PT_TOK_MINUS, &neg));
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_INT && t->kind != PT_TOK_HEX) return pt_p_expected(p, "integer");
  PT_TRY(pt_p_int_value(p, t, neg, PT_DTYPE_NONE, out));
  return pt_p_next(p);
}

pt_status *pt_p_i64_list(pt_parser *p, uint32_t *n) {
  *n = 0;
  PT_TRY(pt_p_expect(p, PT_TOK_LSQUARE));
  if (pt_p_is(p, PT_TOK_RSQUARE)) return pt_p_next(p);
  bool more = true;
  while (more) {
    int64_t v;
    if (p->i64s.len >= PT_PARSE_MAX_LIST) return pt_p_error(p, p->lx.tok.loc, "list too long");
    PT_TRY(pt_p_int64(p, &v));
    PT_TRY_ALLOC(pt_vec_try_push(&p->i64s, v));
    (*n)++;
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  return pt_p_expect(p, PT_TOK_RSQUARE);
}

const pt_attr *pt_p_i64_array_attr(pt_parser *p, uint32_t base, uint32_t n) {
  return pt_attr_i64_array(p->m, PT_P_AT(p->i64s, base), n);
}

/* ---- enums ---- */

static bool is_word(const char *s, uint32_t n) {
  if (n == 0 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_')) return false;
  for (uint32_t i = 1; i < n; i++) {
    char c = s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
  }
  return true;
}

static void trim(const char **s, uint32_t *n) {
  while (*n && (**s == ' ' || **s == '\t' || **s == '\n' || **s == '\r')) {
    (*s)++;
    (*n)--;
  }
  while (*n && ((*s)[*n - 1] == ' ' || (*s)[*n - 1] == '\t' || (*s)[*n - 1] == '\n' || (*s)[*n - 1] == '\r'))
    (*n)--;
}

enum { ENUM_NAME_CAP = 96 };

static const pt_attr *make_enum(pt_parser *p, const char *dialect, uint32_t dn, const char *kind, uint32_t kn,
                                const char *value, uint32_t vn, bool dotted) {
  char d[ENUM_NAME_CAP], k[ENUM_NAME_CAP], v[ENUM_NAME_CAP];
  memcpy(d, dialect, dn);
  d[dn] = 0;
  memcpy(k, kind, kn);
  k[kn] = 0;
  memcpy(v, value, vn);
  v[vn] = 0;
  return pt_attr_enum(p->m, d, k, v, dotted);
}

pt_status *pt_p_enum_keyword(pt_parser *p, const char *kind, const pt_attr **out) {
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_BARE || !is_word(t->text, t->len) || t->len >= ENUM_NAME_CAP)
    return pt_p_expected(p, "enum keyword");
  *out = make_enum(p, "stablehlo", 9, kind, (uint32_t)strlen(kind), t->text, t->len, false);
  return pt_p_next(p);
}

/* ---- dictionaries ---- */

static int cmp_sort_item(const void *a, const void *b) {
  const pt_sort_item *x = a, *y = b;
  return strcmp(x->name, y->name);
}

pt_status *pt_p_sort_attrs(pt_parser *p, uint32_t base) {
  uint32_t n = p->nattrs.len - base;
  if (n < 2) return NULL;
  p->sortbuf.len = 0;
  PT_TRY_ALLOC(pt_vec_try_reserve(&p->sortbuf, n));
  for (uint32_t i = 0; i < n; i++) {
    pt_sort_item it = {pt_str(p->m, p->nattrs.data[base + i].name), p->nattrs.data[base + i],
                       p->nattr_locs.data[base + i]};
    p->sortbuf.data[i] = it;
  }
  /* Names are interned, so equal names are equal ids and sort together. */
  qsort(p->sortbuf.data, n, sizeof *p->sortbuf.data, cmp_sort_item);
  for (uint32_t i = 0; i < n; i++) {
    if (i > 0 && p->sortbuf.data[i].attr.name == p->sortbuf.data[i - 1].attr.name) {
      pt_loc l1 = p->sortbuf.data[i].loc, l0 = p->sortbuf.data[i - 1].loc;
      bool later = l1.line > l0.line || (l1.line == l0.line && l1.col > l0.col);
      return pt_p_error(p, later ? l1 : l0, "duplicate attribute '%s'", p->sortbuf.data[i].name);
    }
    p->nattrs.data[base + i] = p->sortbuf.data[i].attr;
    p->nattr_locs.data[base + i] = p->sortbuf.data[i].loc;
  }
  return NULL;
}

pt_status *pt_p_dict_entries(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  PT_TRY(pt_p_enter(p, loc));
  if (!pt_p_is(p, PT_TOK_RBRACE)) {
    bool more = true;
    while (more) {
      const pt_token *t = &p->lx.tok;
      pt_loc kloc = t->loc;
      uint32_t name;
      if (t->kind == PT_TOK_BARE) {
        name = pt_p_intern(p, t->text, t->len);
      } else if (t->kind == PT_TOK_STRING) {
        PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
        if (memchr(p->str.data, 0, p->str.len)) return pt_p_error(p, kloc, "attribute name contains a NUL byte");
        name = pt_p_intern(p, p->str.data, (uint32_t)p->str.len);
      } else {
        return pt_p_expected(p, "attribute name");
      }
      PT_TRY(pt_p_next(p));
      const pt_attr *value;
      bool eq;
      PT_TRY(pt_p_accept(p, PT_TOK_EQUAL, &eq));
      if (eq)
        PT_TRY(pt_p_attr(p, &value));
      else
        value = pt_attr_unit(p->m);
      if (p->nattrs.len >= PT_PARSE_MAX_LIST) return pt_p_error(p, kloc, "too many attributes");
      pt_named_attr na = {name, value};
      PT_TRY_ALLOC(pt_vec_try_push(&p->nattrs, na));
      PT_TRY_ALLOC(pt_vec_try_push(&p->nattr_locs, kloc));
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  pt_p_leave(p);
  return pt_p_expect(p, PT_TOK_RBRACE);
}

/* ---- convolution dimension numbers ---- */

/* One `[b, 0, 1, f]` list: pos[0], pos[1] get the positions of the two
 * letters, spatial[k] the position of spatial dim k. */
static pt_status *conv_list(pt_parser *p, const char letters[2], int64_t pos[2], int64_t *spatial,
                            uint32_t *n_spatial) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LSQUARE));
  pos[0] = pos[1] = -1;
  bool seen[PT_MAX_RANK] = {false};
  uint32_t n = 0, k = 0;
  int64_t max_idx = -1;
  if (!pt_p_is(p, PT_TOK_RSQUARE)) {
    bool more = true;
    while (more) {
      const pt_token *t = &p->lx.tok;
      if (k >= PT_MAX_RANK + 2) return pt_p_error(p, t->loc, "too many convolution dimensions");
      if (t->kind == PT_TOK_BARE && t->len == 1 && (t->text[0] == letters[0] || t->text[0] == letters[1])) {
        int w = t->text[0] == letters[0] ? 0 : 1;
        if (pos[w] >= 0) return pt_p_error(p, t->loc, "duplicate '%c' in convolution dimensions", t->text[0]);
        pos[w] = k;
      } else if (t->kind == PT_TOK_INT) {
        int64_t idx;
        PT_TRY(pt_p_int_value(p, t, false, PT_DTYPE_NONE, &idx));
        if (idx >= PT_MAX_RANK) return pt_p_error(p, t->loc, "spatial dimension %lld out of range", (long long)idx);
        if (seen[idx]) return pt_p_error(p, t->loc, "duplicate spatial dimension %lld", (long long)idx);
        seen[idx] = true;
        spatial[idx] = k;
        if (idx > max_idx) max_idx = idx;
        n++;
      } else {
        char what[48];
        snprintf(what, sizeof what, "'%c', '%c' or a spatial dimension", letters[0], letters[1]);
        return pt_p_expected(p, what);
      }
      k++;
      PT_TRY(pt_p_next(p));
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RSQUARE));
  if (pos[0] < 0 || pos[1] < 0)
    return pt_p_error(p, loc, "convolution dimensions need both '%c' and '%c'", letters[0], letters[1]);
  if (max_idx + 1 != (int64_t)n) return pt_p_error(p, loc, "spatial dimensions must be numbered 0 to %u", n - 1);
  *n_spatial = n;
  return NULL;
}

pt_status *pt_p_conv_dims(pt_parser *p, const pt_attr **out) {
  pt_conv_dims d;
  memset(&d, 0, sizeof d);
  int64_t pos[2];
  uint32_t n_in, n_k, n_out;
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(conv_list(p, "bf", pos, d.input_spatial, &n_in));
  d.input_batch = pos[0];
  d.input_feature = pos[1];
  PT_TRY(pt_p_expect_kw(p, "x"));
  PT_TRY(conv_list(p, "io", pos, d.kernel_spatial, &n_k));
  d.kernel_input_feature = pos[0];
  d.kernel_output_feature = pos[1];
  PT_TRY(pt_p_expect(p, PT_TOK_ARROW));
  PT_TRY(conv_list(p, "bf", pos, d.output_spatial, &n_out));
  d.output_batch = pos[0];
  d.output_feature = pos[1];
  if (n_in != n_k || n_in != n_out)
    return pt_p_error(p, loc, "convolution input, kernel and output have different numbers of spatial dimensions");
  d.n_spatial = n_in;
  *out = pt_attr_conv_dims(p->m, &d);
  PT_TRY_ALLOC(*out);
  return NULL;
}

/* `#stablehlo.conv<raw input_batch_dimension = 0, ...>`. */
static pt_status *conv_dims_raw(pt_parser *p, const pt_attr **out) {
  static const char *const names[9] = {
      "input_batch_dimension",          "input_feature_dimension",  "input_spatial_dimensions",
      "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
      "output_batch_dimension",         "output_feature_dimension", "output_spatial_dimensions"};
  pt_conv_dims d;
  memset(&d, 0, sizeof d);
  int64_t *scalars[9] = {&d.input_batch, &d.input_feature, NULL, &d.kernel_input_feature,
                         &d.kernel_output_feature, NULL, &d.output_batch, &d.output_feature, NULL};
  int64_t *lists[9] = {NULL, NULL, d.input_spatial, NULL, NULL, d.kernel_spatial, NULL, NULL, d.output_spatial};
  uint32_t seen = 0, n_list[3] = {0, 0, 0};
  pt_loc loc = p->lx.tok.loc;
  bool more = !pt_p_is(p, PT_TOK_GREATER);
  while (more) {
    const pt_token *t = &p->lx.tok;
    int which = -1;
    for (int i = 0; i < 9; i++)
      if (t->kind == PT_TOK_BARE && strlen(names[i]) == t->len && memcmp(names[i], t->text, t->len) == 0) which = i;
    if (which < 0) return pt_p_expected(p, "convolution dimension parameter");
    if (seen & (1u << which)) return pt_p_error(p, t->loc, "duplicate parameter '%s'", names[which]);
    seen |= 1u << which;
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
    if (scalars[which]) {
      PT_TRY(pt_p_int64(p, scalars[which]));
    } else {
      uint32_t base = p->i64s.len, n;
      PT_TRY(pt_p_i64_list(p, &n));
      if (n > PT_MAX_RANK) return pt_p_error(p, loc, "too many spatial dimensions");
      if (n) memcpy(lists[which], p->i64s.data + base, n * sizeof(int64_t));
      n_list[which / 3] = n;
      p->i64s.len = base;
    }
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  if (seen != 0x1ff) return pt_p_error(p, loc, "convolution dimension numbers are incomplete");
  if (n_list[0] != n_list[1] || n_list[0] != n_list[2])
    return pt_p_error(p, loc, "convolution input, kernel and output have different numbers of spatial dimensions");
  d.n_spatial = n_list[0];
  *out = pt_attr_conv_dims(p->m, &d);
  PT_TRY_ALLOC(*out);
  return NULL;
}

/* ---- #dialect attributes ---- */

/* The StableHLO structs parsed into parameters, with their parameter
 * names (the verifier and partitioner read these). */
static const struct {
  const char *name;
  const char *params[6];
} dialect_structs[] = {
    {"stablehlo.gather",
     {"offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
      "start_index_map", "index_vector_dim"}},
    {"stablehlo.scatter",
     {"update_window_dims", "inserted_window_dims", "input_batching_dims", "scatter_indices_batching_dims",
      "scatter_dims_to_operand_dims", "index_vector_dim"}},
    {"stablehlo.dot",
     {"lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
      "rhs_contracting_dimensions", NULL, NULL}},
    {"stablehlo.channel_handle", {"handle", "type", NULL, NULL, NULL, NULL}},
    {"stablehlo.output_operand_alias", {"output_tuple_indices", "operand_index", "operand_tuple_indices", NULL, NULL, NULL}},
};

static pt_status *dialect_struct(pt_parser *p, int which, const pt_attr **out) {
  uint32_t base = p->nattrs.len, seen = 0;
  bool more = !pt_p_is(p, PT_TOK_GREATER);
  bool saved = p->dialect_params;
  p->dialect_params = true;
  while (more) {
    const pt_token *t = &p->lx.tok;
    int k = -1;
    for (int i = 0; i < 6 && dialect_structs[which].params[i]; i++) {
      const char *pn = dialect_structs[which].params[i];
      if (t->kind == PT_TOK_BARE && strlen(pn) == t->len && memcmp(pn, t->text, t->len) == 0) k = i;
    }
    if (k < 0) {
      if (t->kind != PT_TOK_BARE) return pt_p_expected(p, "parameter name");
      return pt_p_error(p, t->loc, "unknown parameter '%.*s' in #%s", (int)t->len, t->text, dialect_structs[which].name);
    }
    if (seen & (1u << k)) return pt_p_error(p, t->loc, "duplicate parameter '%.*s'", (int)t->len, t->text);
    seen |= 1u << k;
    pt_loc kloc = t->loc;
    uint32_t name = pt_p_intern(p, t->text, t->len);
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
    const pt_attr *v;
    PT_TRY(pt_p_attr(p, &v));
    pt_named_attr na = {name, v};
    PT_TRY_ALLOC(pt_vec_try_push(&p->nattrs, na));
    PT_TRY_ALLOC(pt_vec_try_push(&p->nattr_locs, kloc));
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  p->dialect_params = saved;
  *out = pt_attr_dialect(p->m, dialect_structs[which].name, PT_P_AT(p->nattrs, base), p->nattrs.len - base);
  PT_TRY_ALLOC(*out);
  p->nattrs.len = p->nattr_locs.len = base;
  return NULL;
}

/* Kept as text even when their body looks like `k = v, ...`: Shardy's
 * attributes and StableHLO extensions whose values are not attributes. */
static bool always_opaque(const char *name) {
  return strncmp(name, "sdy.", 4) == 0 || strcmp(name, "stablehlo.type_extensions") == 0 ||
         strcmp(name, "stablehlo.result_accuracy") == 0 || strcmp(name, "stablehlo.bounds") == 0 ||
         strcmp(name, "stablehlo.dot_algorithm") == 0;
}

enum { GENERIC_PARAMS_CAP = 64 };

/* `k = v, ...>` of any other #d.name<...>; false (with everything put
 * back) when the body is not of that shape, so it can be kept as text. */
static bool try_generic_params(pt_parser *p, const char *name, const pt_attr **out) {
  pt_lex_mark mk = pt_lex_save(&p->lx);
  uint32_t depth = p->depth, nb = p->nattrs.len, ab = p->attrs.len, ib = p->i64s.len, fb = p->f64s.len;
  bool saved = p->dialect_params;
  p->dialect_params = true;
  p->lx.cur++;
  pt_status *s = pt_p_next(p);
  bool more = true;
  while (!s && more) {
    const pt_token *t = &p->lx.tok;
    if (t->kind != PT_TOK_BARE || p->nattrs.len - nb >= GENERIC_PARAMS_CAP) {
      s = pt_p_expected(p, "parameter name");
      break;
    }
    uint32_t key = pt_p_intern(p, t->text, t->len);
    for (uint32_t i = nb; i < p->nattrs.len && !s; i++)
      if (p->nattrs.data[i].name == key) s = pt_p_expected(p, "a new parameter name");
    const pt_attr *v = NULL;
    pt_loc kloc = t->loc;
    if (!s) s = pt_p_next(p);
    if (!s) s = pt_p_expect(p, PT_TOK_EQUAL);
    if (!s) s = pt_p_attr(p, &v);
    if (s) break;
    pt_named_attr na = {key, v};
    if (!pt_vec_try_reserve(&p->nattr_locs, 1) || !pt_vec_try_push(&p->nattrs, na)) {
      p->m->oom = true; /* reported where the parse ends (pt_parse_module) */
      s = pt_nomem();
      break;
    }
    p->nattr_locs.data[p->nattr_locs.len++] = kloc;
    s = pt_p_accept(p, PT_TOK_COMMA, &more);
  }
  if (!s && !pt_p_is(p, PT_TOK_GREATER)) s = pt_p_expected(p, "'>'");
  p->dialect_params = saved;
  if (s) {
    pt_status_free(s);
    pt_lex_restore(&p->lx, &mk);
    p->depth = depth;
    p->nattrs.len = p->nattr_locs.len = nb;
    p->attrs.len = ab;
    p->i64s.len = ib;
    p->f64s.len = fb;
    return false;
  }
  *out = pt_attr_dialect(p->m, name, p->nattrs.data + nb, p->nattrs.len - nb);
  p->nattrs.len = p->nattr_locs.len = nb;
  return true; /* *out NULL without memory: the module says so */
}

/* The text between `<` and its matching `>`; the cursor must be at `<`. */
static pt_status *raw_body(pt_parser *p, const char **body, uint32_t *len) {
  pt_loc loc = pt_lex_cur_loc(&p->lx);
  p->lx.cur++;
  PT_TRY(pt_lex_balanced(&p->lx, '<', body, len, PT_PARSE_MAX_DEPTH));
  if (memchr(*body, 0, *len)) return pt_p_error(p, loc, "attribute body contains a NUL byte");
  return NULL;
}

static pt_status *hash_attr(pt_parser *p, const pt_attr **out) {
  const pt_token t = p->lx.tok;
  pt_lexer *lx = &p->lx;
  if (lx->cur >= lx->end || *lx->cur != '<') {
    const pt_symtab_slot *s = pt_symtab_find(&p->aliases, t.text, t.len);
    if (!s) return pt_p_error(p, t.loc, "undefined attribute alias '#%.*s'", (int)t.len, t.text);
    const pt_alias *al = &p->alias_list.data[s->a];
    if (al->is_loc) return pt_p_error(p, t.loc, "location alias '#%.*s' used as an attribute", (int)t.len, t.text);
    *out = al->attr;
    return pt_p_next(p);
  }
  if (t.len >= ENUM_NAME_CAP) return pt_p_unsupported(p, t.loc, "attribute name too long");
  char name[ENUM_NAME_CAP];
  memcpy(name, t.text, t.len);
  name[t.len] = 0;
  const char *dot = memchr(t.text, '.', t.len);
  if (strcmp(name, "stablehlo.conv") == 0) {
    lx->cur++;
    PT_TRY(pt_p_next(p));
    if (pt_p_is_kw(p, "raw")) {
      PT_TRY(pt_p_next(p));
      PT_TRY(conv_dims_raw(p, out));
    } else {
      PT_TRY(pt_p_conv_dims(p, out));
    }
    return pt_p_expect(p, PT_TOK_GREATER);
  }
  for (size_t i = 0; i < PT_ARRAY_LEN(dialect_structs); i++) {
    if (strcmp(name, dialect_structs[i].name) != 0) continue;
    PT_TRY(pt_p_enter(p, t.loc)); /* parameters may nest attributes */
    lx->cur++;
    PT_TRY(pt_p_next(p));
    PT_TRY(dialect_struct(p, (int)i, out));
    pt_p_leave(p);
    return pt_p_expect(p, PT_TOK_GREATER);
  }
  if (dot && !always_opaque(name)) {
    PT_TRY(pt_p_enter(p, t.loc));
    bool ok = try_generic_params(p, name, out);
    pt_p_leave(p);
    if (ok) return pt_p_next(p); /* past the closing '>' */
  }
  const char *body;
  uint32_t len;
  PT_TRY(raw_body(p, &body, &len));
  const char *b = body;
  uint32_t bn = len;
  trim(&b, &bn);
  if (!dot) {
    /* #stablehlo<comparison_direction EQ> */
    const char *sp = b;
    while (sp < b + bn && *sp != ' ') sp++;
    const char *v = sp;
    while (v < b + bn && *v == ' ') v++;
    uint32_t kn = (uint32_t)(sp - b), vn = (uint32_t)(b + bn - v);
    if (is_word(b, kn) && is_word(v, vn) && kn < ENUM_NAME_CAP && vn < ENUM_NAME_CAP) {
      *out = make_enum(p, t.text, t.len, b, kn, v, vn, false);
      return pt_p_next(p);
    }
  } else if (!always_opaque(name) && is_word(b, bn) && bn < ENUM_NAME_CAP) {
    /* #stablehlo.precision<DEFAULT> */
    uint32_t dn = (uint32_t)(dot - t.text);
    *out = make_enum(p, t.text, dn, dot + 1, t.len - dn - 1, b, bn, true);
    return pt_p_next(p);
  }
  *out = pt_attr_opaque(p->m, name, body, len);
  PT_TRY_ALLOC(*out);
  return pt_p_next(p);
}

/* ---- scalars ---- */

/* `: type` after a number literal; *dt gets the element type. */
static pt_status *scalar_type(pt_parser *p, pt_dtype *dt) {
  const pt_token *t = &p->lx.tok;
  if (t->kind == PT_TOK_BARE) {
    if (pt_dtype_parse(t->text, t->len, dt)) return pt_p_next(p);
    if (pt_p_is_kw(p, "index")) {
      *dt = PT_DTYPE_INDEX;
      return pt_p_next(p);
    }
  }
  uint32_t ignored;
  PT_TRY(pt_p_type(p, false, &ignored)); /* reports unsupported types by name */
  return pt_p_error(p, t->loc, "expected an integer or float type");
}

static pt_status *number_attr(pt_parser *p, bool negative, const pt_attr **out) {
  const pt_token t = p->lx.tok;
  if (t.kind != PT_TOK_INT && t.kind != PT_TOK_HEX && t.kind != PT_TOK_FLOAT) return pt_p_expected(p, "number");
  PT_TRY(pt_p_next(p));
  bool typed = false;
  pt_dtype dt = PT_DTYPE_NONE;
  if (pt_p_is(p, PT_TOK_COLON)) {
    typed = true;
    PT_TRY(pt_p_next(p));
    PT_TRY(scalar_type(p, &dt));
  }
  if (t.kind == PT_TOK_FLOAT) {
    if (!typed) dt = p->dialect_params ? PT_DTYPE_NONE : PT_DTYPE_F64;
    if (dt != PT_DTYPE_NONE && !pt_dtype_is_float(dt))
      return pt_p_error(p, t.loc, "floating point literal used with integer type %s", pt_dtype_name(dt));
    double v;
    PT_TRY(pt_p_float_value(p, &t, negative, dt == PT_DTYPE_NONE ? PT_DTYPE_F64 : dt, &v));
    *out = pt_attr_float(p->m, v, dt);
    PT_TRY_ALLOC(*out);
    return NULL;
  }
  if (typed && pt_dtype_is_float(dt)) {
    if (t.kind != PT_TOK_HEX)
      return pt_p_error(p, t.loc, "unexpected decimal integer literal for a floating point value");
    if (negative) return pt_p_error(p, t.loc, "hexadecimal float literal should not have a leading minus");
    uint64_t bits;
    PT_TRY(token_magnitude(p, &t, &bits));
    double v;
    if (!pt_p_float_from_bits(bits, dt, &v))
      return pt_p_error(p, t.loc, "hexadecimal float constant does not fit %s", pt_dtype_name(dt));
    *out = pt_attr_float(p->m, v, dt);
    PT_TRY_ALLOC(*out);
    return NULL;
  }
  if (!typed) dt = p->dialect_params ? PT_DTYPE_NONE : PT_DTYPE_I64;
  int64_t v;
  PT_TRY(pt_p_int_value(p, &t, negative, dt, &v));
  if (dt == PT_DTYPE_I1) {
    if (v != 0 && v != 1 && v != -1)
      return pt_p_error(p, t.loc, "integer literal out of range for i1");
    *out = pt_attr_bool(p->m, v != 0);
    PT_TRY_ALLOC(*out);
    return NULL;
  }
  *out = pt_attr_int(p->m, v, dt);
  PT_TRY_ALLOC(*out);
  return NULL;
}

static pt_status *array_attr(pt_parser *p, const pt_attr **out) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_enter(p, loc));
  PT_TRY(pt_p_next(p));
  uint32_t base = p->attrs.len;
  if (!pt_p_is(p, PT_TOK_RSQUARE)) {
    bool more = true;
    while (more) {
      const pt_attr *a;
      if (p->attrs.len >= PT_PARSE_MAX_LIST) return pt_p_error(p, p->lx.tok.loc, "list too long");
      PT_TRY(pt_p_attr(p, &a));
      PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, a));
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RSQUARE));
  *out = pt_attr_array(p->m, PT_P_AT(p->attrs, base), p->attrs.len - base);
  PT_TRY_ALLOC(*out);
  p->attrs.len = base;
  pt_p_leave(p);
  return NULL;
}

static pt_status *dict_attr(pt_parser *p, const pt_attr **out) {
  uint32_t base = p->nattrs.len;
  bool saved = p->dialect_params;
  p->dialect_params = false;
  PT_TRY(pt_p_dict_entries(p));
  p->dialect_params = saved;
  PT_TRY(pt_p_sort_attrs(p, base));
  *out = pt_attr_dict(p->m, PT_P_AT(p->nattrs, base), p->nattrs.len - base);
  PT_TRY_ALLOC(*out);
  p->nattrs.len = p->nattr_locs.len = base;
  return NULL;
}

static pt_status *dense_resource(pt_parser *p, const pt_attr **out) {
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_LESS));
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_BARE) return pt_p_expected(p, "resource handle");
  const char *h = t->text;
  uint32_t hn = t->len;
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_GREATER));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  uint32_t type;
  PT_TRY(pt_p_type(p, true, &type));
  *out = pt_attr_dense_resource(p->m, type, h, hn);
  PT_TRY_ALLOC(*out);
  return NULL;
}

pt_status *pt_p_attr(pt_parser *p, const pt_attr **out) {
  const pt_token *t = &p->lx.tok;
  switch (t->kind) {
    case PT_TOK_INT:
    case PT_TOK_HEX:
    case PT_TOK_FLOAT:
      return number_attr(p, false, out);
    case PT_TOK_MINUS:
      PT_TRY(pt_p_next(p));
      return number_attr(p, true, out);
    case PT_TOK_STRING:
      PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
      *out = pt_attr_string(p->m, p->str.data, (uint32_t)p->str.len);
      PT_TRY_ALLOC(*out);
      return pt_p_next(p);
    case PT_TOK_SYMBOL:
      if (t->quoted) {
        PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
        if (memchr(p->str.data, 0, p->str.len)) return pt_p_error(p, t->loc, "symbol name contains a NUL byte");
        *out = pt_attr_symbol(p->m, p->str.data, (uint32_t)p->str.len);
        PT_TRY_ALLOC(*out);
      } else {
        *out = pt_attr_symbol(p->m, t->text, t->len);
        PT_TRY_ALLOC(*out);
      }
      PT_TRY(pt_p_next(p));
      if (pt_p_is(p, PT_TOK_COLON) && p->lx.cur < p->lx.end && *p->lx.cur == ':')
        return pt_p_unsupported(p, p->lx.tok.loc, "nested symbol references are not supported");
      return NULL;
    case PT_TOK_LSQUARE:
      return array_attr(p, out);
    case PT_TOK_LBRACE:
      return dict_attr(p, out);
    case PT_TOK_HASH:
      return hash_attr(p, out);
    case PT_TOK_BANG: {
      uint32_t type;
      PT_TRY(pt_p_type(p, false, &type));
      *out = pt_attr_type(p->m, type);
      PT_TRY_ALLOC(*out);
      return NULL;
    }
    case PT_TOK_BARE:
      if (pt_p_is_kw(p, "true") || pt_p_is_kw(p, "false")) {
        *out = pt_attr_bool(p->m, t->text[0] == 't');
        PT_TRY_ALLOC(*out);
        return pt_p_next(p);
      }
      if (pt_p_is_kw(p, "unit")) {
        *out = pt_attr_unit(p->m);
        PT_TRY_ALLOC(*out);
        return pt_p_next(p);
      }
      if (pt_p_is_kw(p, "dense")) {
        PT_TRY(pt_p_next(p));
        return pt_p_dense(p, out);
      }
      if (pt_p_is_kw(p, "dense_resource")) return dense_resource(p, out);
      if (pt_p_is_kw(p, "array")) {
        PT_TRY(pt_p_next(p));
        return pt_p_dense_array(p, out);
      }
      if (pt_p_is_kw(p, "tensor")) {
        uint32_t type;
        PT_TRY(pt_p_type(p, false, &type));
        *out = pt_attr_type(p->m, type);
        PT_TRY_ALLOC(*out);
        return NULL;
      }
      if (p->lx.cur < p->lx.end && *p->lx.cur == '<')
        return pt_p_unsupported(p, t->loc, "attribute '%.*s<...>' is not supported", (int)t->len, t->text);
      {
        pt_dtype dt;
        if (pt_dtype_parse(t->text, t->len, &dt) || pt_p_is_kw(p, "index"))
          return pt_p_unsupported(p, t->loc, "type attribute '%.*s' is not supported", (int)t->len, t->text);
      }
      return pt_p_expected(p, "attribute value");
    default:
      return pt_p_expected(p, "attribute value");
  }
}
