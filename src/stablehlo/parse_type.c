/* parse_type.c - tensor and token types, and the trailing type signatures
 * ops are written with.
 *
 * Shapes are scanned as raw characters: `2x3xf32` is not a token sequence
 * in MLIR's grammar. Anything outside partir's type system (dynamic or
 * unranked shapes, encodings, complex, f8, quantized, tuples, memrefs) is a
 * PT_ERR_UNSUPPORTED diagnostic naming the feature.
 */
#include <string.h>

#include "parse_internal.h"

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_ident(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.';
}

/* Element type names MLIR knows but partir does not handle. */
static bool is_known_mlir_type(const char *s, uint32_t n) {
  static const char *const words[] = {"index", "complex", "tf32", "none", "tuple", "memref", "vector"};
  for (size_t i = 0; i < PT_ARRAY_LEN(words); i++)
    if (strlen(words[i]) == n && memcmp(words[i], s, n) == 0) return true;
  if (n >= 2 && s[0] == 'f' && is_digit(s[1])) return true; /* f8E4M3FN, f4E2M1FN, f80, f128 */
  uint32_t k = 0;
  if (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i') k = 2;
  else if (n > 1 && s[0] == 'i') k = 1;
  if (k == 0) return false;
  for (uint32_t i = k; i < n; i++)
    if (!is_digit(s[i])) return false;
  return true;
}

static pt_status *tensor_type(pt_parser *p, bool allow_index, uint32_t *out) {
  pt_lexer *lx = &p->lx;
  pt_loc type_loc = lx->tok.loc;
  pt_lex_skip_space(lx);
  if (lx->cur >= lx->end || *lx->cur != '<') return pt_p_error(p, pt_lex_cur_loc(lx), "expected '<' after 'tensor'");
  lx->cur++;
  /* A module spells the same few hundred types over and over: look the
   * text up before scanning it (entries are only added for valid types). */
  const char *key = lx->cur;
  size_t avail = (size_t)(lx->end - key);
  const char *close = memchr(key, '>', avail < 256 ? avail : 256);
  if (close) {
    const pt_symtab_slot *hit = pt_symtab_find(&p->typecache, key, (uint32_t)(close - key));
    if (hit && (allow_index || pt_type_get(p->m, hit->a)->dtype != PT_DTYPE_INDEX)) {
      lx->cur = close + 1;
      *out = hit->a;
      return pt_p_next(p);
    }
  }
  int64_t dims[PT_MAX_RANK];
  uint32_t rank = 0;
  const char *end = lx->end;
  for (;;) {
    const char *c = lx->cur;
    if (c < end && is_digit(*c)) {
      pt_loc dloc = pt_lex_cur_loc(lx);
      int64_t d = 0;
      while (c < end && is_digit(*c)) {
        if (d > (INT64_MAX - (*c - '0')) / 10) return pt_p_error(p, dloc, "dimension size out of range");
        d = d * 10 + (*c - '0');
        c++;
      }
      if (c >= end || *c != 'x') {
        lx->cur = c;
        return pt_p_error(p, pt_lex_cur_loc(lx), "expected 'x' after a dimension size");
      }
      if (rank == PT_MAX_RANK)
        return pt_p_unsupported(p, type_loc, "tensors of rank above %d are not supported", PT_MAX_RANK);
      dims[rank++] = d;
      lx->cur = c + 1;
      continue;
    }
    if (c < end && *c == '?') return pt_p_unsupported(p, pt_lex_cur_loc(lx), "dynamic dimensions are not supported");
    if (c < end && *c == '*') return pt_p_unsupported(p, pt_lex_cur_loc(lx), "unranked tensors are not supported");
    break;
  }
  pt_loc eloc = pt_lex_cur_loc(lx);
  const char *name = lx->cur, *c = name;
  if (c < end && *c == '!') {
    c++;
    while (c < end && is_ident(*c)) c++;
    return pt_p_unsupported(p, eloc, "element type '%.*s' is not supported", (int)(c - name), name);
  }
  while (c < end && is_ident(*c)) c++;
  uint32_t n = (uint32_t)(c - name);
  if (n == 0) return pt_p_error(p, eloc, "expected an element type");
  pt_dtype dt;
  if (!pt_dtype_parse(name, n, &dt)) {
    if (n == 5 && memcmp(name, "index", 5) == 0 && allow_index) {
      dt = PT_DTYPE_INDEX;
    } else if (n == 7 && memcmp(name, "complex", 7) == 0) {
      return pt_p_unsupported(p, eloc, "complex element types are not supported");
    } else if (is_known_mlir_type(name, n)) {
      return pt_p_unsupported(p, eloc, "element type '%.*s' is not supported", (int)n, name);
    } else {
      return pt_p_error(p, eloc, "unknown element type '%.*s'", (int)n, name);
    }
  }
  lx->cur = c;
  pt_lex_skip_space(lx);
  if (lx->cur < end && *lx->cur == ',')
    return pt_p_unsupported(p, pt_lex_cur_loc(lx), "tensor encodings are not supported");
  if (lx->cur >= end || *lx->cur != '>')
    return pt_p_error(p, pt_lex_cur_loc(lx), "expected '>' to close the tensor type");
  lx->cur++;
  pt_type t = pt_tensor_type(dt, rank, dims);
  if (pt_type_num_elements(&t) < 0) return pt_p_error(p, type_loc, "tensor has too many elements");
  *out = pt_type_intern(p->m, &t);
  if (close && close + 1 == lx->cur) pt_symtab_insert(&p->typecache, key, (uint32_t)(close - key), *out, 0);
  return pt_p_next(p);
}

pt_status *pt_p_type(pt_parser *p, bool allow_index, uint32_t *out) {
  const pt_token *t = &p->lx.tok;
  if (t->kind == PT_TOK_BARE) {
    if (pt_p_is_kw(p, "tensor")) return tensor_type(p, allow_index, out);
    if (pt_p_is_kw(p, "tuple")) return pt_p_unsupported(p, t->loc, "tuple types are not supported");
    if (pt_p_is_kw(p, "complex")) return pt_p_unsupported(p, t->loc, "complex types are not supported");
    pt_dtype dt;
    if (pt_dtype_parse(t->text, t->len, &dt) || is_known_mlir_type(t->text, t->len))
      return pt_p_unsupported(p, t->loc, "type '%.*s' is not supported (only tensor types are)", (int)t->len,
                              t->text);
    return pt_p_expected(p, "type");
  }
  if (t->kind == PT_TOK_BANG) {
    if (t->len == 15 && memcmp(t->text, "stablehlo.token", 15) == 0) {
      pt_type tok;
      memset(&tok, 0, sizeof tok);
      tok.kind = PT_TYPE_TOKEN;
      *out = pt_type_intern(p->m, &tok);
      return pt_p_next(p);
    }
    return pt_p_unsupported(p, t->loc, "type '!%.*s' is not supported", (int)t->len, t->text);
  }
  return pt_p_expected(p, "type");
}

pt_status *pt_p_type_list(pt_parser *p, uint32_t *n) {
  *n = 0;
  bool more = true;
  while (more) {
    if (p->types.len >= PT_PARSE_MAX_LIST) return pt_p_error(p, p->lx.tok.loc, "too many types");
    uint32_t ty;
    PT_TRY(pt_p_type(p, false, &ty));
    PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
    (*n)++;
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  return NULL;
}

/* `(ts)` (possibly empty) or a single type. */
static pt_status *result_types(pt_parser *p, uint32_t *n) {
  *n = 0;
  if (!pt_p_is(p, PT_TOK_LPAREN)) {
    uint32_t ty;
    PT_TRY(pt_p_type(p, false, &ty));
    PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
    *n = 1;
    return NULL;
  }
  PT_TRY(pt_p_next(p));
  if (!pt_p_is(p, PT_TOK_RPAREN)) PT_TRY(pt_p_type_list(p, n));
  return pt_p_expect(p, PT_TOK_RPAREN);
}

pt_status *pt_p_function_type(pt_parser *p, pt_sig *sig) {
  memset(sig, 0, sizeof *sig);
  sig->loc = p->lx.tok.loc;
  sig->base = p->types.len;
  if (!pt_p_is(p, PT_TOK_LPAREN)) return pt_p_expected(p, "function type");
  PT_TRY(pt_p_next(p));
  if (!pt_p_is(p, PT_TOK_RPAREN)) PT_TRY(pt_p_type_list(p, &sig->n_in));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  PT_TRY(pt_p_expect(p, PT_TOK_ARROW));
  PT_TRY(result_types(p, &sig->n_out));
  sig->functional = sig->arrow = true;
  return NULL;
}

pt_status *pt_p_sig(pt_parser *p, pt_sig *sig) {
  if (pt_p_is(p, PT_TOK_LPAREN)) return pt_p_function_type(p, sig);
  memset(sig, 0, sizeof *sig);
  sig->loc = p->lx.tok.loc;
  sig->base = p->types.len;
  PT_TRY(pt_p_type_list(p, &sig->n_in));
  if (pt_p_is(p, PT_TOK_ARROW)) {
    PT_TRY(pt_p_next(p));
    PT_TRY(result_types(p, &sig->n_out));
    sig->functional = sig->arrow = true;
  }
  return NULL;
}

void pt_p_type_str(pt_parser *p, uint32_t type, pt_buf *out) { pt_type_print(out, pt_type_get(p->m, type)); }
