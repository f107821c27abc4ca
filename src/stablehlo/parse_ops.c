/* parse_ops.c - the custom (pretty) assembly forms of ops, desugared into
 * the attribute names and shapes of the generic form (docs/ir_attributes.md).
 *
 * Each form follows StableHLO's assemblyFormat / custom parser for the op:
 * e.g. `dims = [1]` becomes broadcast_dimensions = array<i64: 1>, the
 * compact `applies stablehlo.add` reduce gets its two-argument body
 * synthesized, and reducer block arguments `(%a0, %b0) (%a1, %b1)` are
 * ordered a0, a1, b0, b1 as in the region. Ops that StableHLO prints only in
 * generic form (gather, scatter, sort, collectives, ...) are rejected here
 * with a hint.
 */
#include <string.h>

#include "parse_internal.h"

/* ---- shared pieces ---- */

static void set_results(pt_opstate *st, uint32_t base, uint32_t n) {
  st->res_base = base;
  st->n_res = n;
  st->res_set = true;
}

/* Checks every operand against one type. */
static pt_status *check_all(pt_parser *p, const pt_opstate *st, uint32_t type_at, pt_loc sig_loc) {
  uint32_t n = p->opnds.len - st->opnd_base;
  uint32_t base = p->types.len;
  PT_TRY_ALLOC(pt_vec_try_reserve(&p->types, n));
  for (uint32_t i = 0; i < n; i++) p->types.data[base + i] = p->types.data[type_at];
  p->types.len = base + n;
  pt_status *s = pt_p_check_operands(p, st, base, n, sig_loc);
  p->types.len = base;
  return s;
}

/* A function type `(ts) -> r`: operands get ts, the one result r. */
static pt_status *functional_one_result(pt_parser *p, pt_opstate *st, const pt_sig *sig) {
  PT_TRY(pt_p_check_operands(p, st, sig->base, sig->n_in, sig->loc));
  if (sig->n_out != 1) return pt_p_error(p, sig->loc, "expected single output");
  set_results(st, sig->base + sig->n_in, 1);
  return NULL;
}

/* `: t` (every operand and the one result have type t) or a function
 * type with one result (`(ts) -> r`, or chlo's `ts -> r`). */
static pt_status *sig_same(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_sig sig;
  PT_TRY(pt_p_sig(p, &sig));
  if (sig.functional) return functional_one_result(p, st, &sig);
  if (sig.n_in != 1) return pt_p_error(p, sig.loc, "expected a single type or a function type");
  PT_TRY(check_all(p, st, sig.base, sig.loc));
  set_results(st, sig.base, 1);
  return NULL;
}

/* `: (ts) -> rs` with any number of results. */
static pt_status *sig_func(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_sig sig;
  PT_TRY(pt_p_sig(p, &sig));
  if (!sig.functional) return pt_p_error(p, sig.loc, "expected a function type");
  PT_TRY(pt_p_check_operands(p, st, sig.base, sig.n_in, sig.loc));
  set_results(st, sig.base + sig.n_in, sig.n_out);
  return NULL;
}

static pt_status *tail_same(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  return sig_same(p, st);
}

static pt_status *tail_func(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  return sig_func(p, st);
}

/* Operands separated by commas, stopping after a comma that is followed
 * by a keyword (`%a, %b, dim = 0`). *keyword says whether one follows. */
static pt_status *operands_then_keyword(pt_parser *p, bool *keyword) {
  *keyword = false;
  for (;;) {
    PT_TRY(pt_p_operand(p));
    bool comma;
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &comma));
    if (!comma) return NULL;
    if (!pt_p_is(p, PT_TOK_VALUE)) {
      *keyword = true;
      return NULL;
    }
  }
}

/* `kw = [1, 2]` stored as name = array<i64: 1, 2>. */
static pt_status *kw_i64_array(pt_parser *p, const char *kw, const char *name) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect_kw(p, kw));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  uint32_t base = p->i64s.len, n;
  PT_TRY(pt_p_i64_list(p, &n));
  PT_TRY(pt_p_push_attr(p, name, pt_p_i64_array_attr(p, base, n), loc));
  p->i64s.len = base;
  return NULL;
}

/* `kw = 3` stored as name = 3 : i64. */
static pt_status *kw_i64(pt_parser *p, const char *kw, const char *name) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect_kw(p, kw));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  int64_t v;
  PT_TRY(pt_p_int64(p, &v));
  PT_TRY(pt_p_push_attr(p, name, pt_attr_int(p->m, v, PT_DTYPE_I64), loc));
  return NULL;
}

/* `kw = VALUE` stored as name = #stablehlo<kind VALUE>. */
static pt_status *kw_enum(pt_parser *p, const char *kw, const char *name, const char *kind) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect_kw(p, kw));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  const pt_attr *a;
  PT_TRY(pt_p_enum_keyword(p, kind, &a));
  PT_TRY(pt_p_push_attr(p, name, a, loc));
  return NULL;
}

/* ---- simple forms ---- */

/* `[operands] {attrs} : type-or-function-type` */
static pt_status *simple_same(pt_parser *p, pt_opstate *st) {
  if (pt_p_is(p, PT_TOK_VALUE)) PT_TRY(pt_p_operand_list(p));
  return tail_same(p, st);
}

static pt_status *simple_func(pt_parser *p, pt_opstate *st) {
  if (pt_p_is(p, PT_TOK_VALUE)) PT_TRY(pt_p_operand_list(p));
  return tail_func(p, st);
}

/* stablehlo.return / func.return: `%a, %b {attrs} : t, t` or nothing. */
/* MLIR's formats differ on where the attributes go:
 *   return {attrs} %a, %b : ta, tb             (func.return)
 *   stablehlo.return %a, %b {attrs} : ta, tb   (stablehlo.return) */
static pt_status *return_op(pt_parser *p, pt_opstate *st) {
  bool func_return = st->code == PT_OP_FUNC_RETURN;
  if (func_return) PT_TRY(pt_p_opt_attr_dict_into_op(p));
  if (pt_p_is(p, PT_TOK_VALUE)) PT_TRY(pt_p_operand_list(p));
  if (!func_return) PT_TRY(pt_p_opt_attr_dict_into_op(p));
  uint32_t n = p->opnds.len - st->opnd_base, base = p->types.len, nt = 0;
  if (n || pt_p_is(p, PT_TOK_COLON)) {
    pt_loc loc = p->lx.tok.loc;
    PT_TRY(pt_p_expect(p, PT_TOK_COLON));
    PT_TRY(pt_p_type_list(p, &nt));
    PT_TRY(pt_p_check_operands(p, st, base, nt, loc));
  }
  set_results(st, base, 0);
  return NULL;
}

/* call @f(%a, %b) {attrs} : (ts) -> rs */
static pt_status *call_op(pt_parser *p, pt_opstate *st) {
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_SYMBOL) return pt_p_expected(p, "callee symbol");
  pt_loc loc = t->loc;
  const pt_attr *callee;
  if (t->quoted) {
    PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
    if (memchr(p->str.data, 0, p->str.len)) return pt_p_error(p, loc, "symbol name contains a NUL byte");
    callee = pt_attr_symbol(p->m, p->str.data, (uint32_t)p->str.len);
  } else {
    callee = pt_attr_symbol(p->m, t->text, t->len);
  }
  PT_TRY(pt_p_push_attr(p, "callee", callee, loc));
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  if (!pt_p_is(p, PT_TOK_RPAREN)) PT_TRY(pt_p_operand_list(p));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  return tail_func(p, st);
}

/* stablehlo.custom_call @target(%a) {attrs} : (ts) -> rs */
static pt_status *custom_call_op(pt_parser *p, pt_opstate *st) {
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_SYMBOL) return pt_p_expected(p, "call target symbol");
  if (t->quoted)
    PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
  else
    PT_TRY_ALLOC(pt_p_tok_cstr(p));
  PT_TRY(pt_p_push_attr(p, "call_target_name", pt_attr_string(p->m, p->str.data, (uint32_t)p->str.len), t->loc));
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  if (!pt_p_is(p, PT_TOK_RPAREN)) PT_TRY(pt_p_operand_list(p));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  return tail_func(p, st);
}

/* A `dense<...> : t` (or dense_resource) literal stored as the op's
 * `value`; *type gets t. */
static pt_status *dense_value(pt_parser *p, uint32_t *type) {
  pt_loc loc = p->lx.tok.loc;
  const pt_attr *v;
  PT_TRY(pt_p_attr(p, &v));
  *type = pt_attr_elements_type(v);
  if (*type == PT_NONE) return pt_p_error(p, loc, "expected a dense elements attribute");
  if (pt_type_get(p->m, *type)->dtype == PT_DTYPE_INDEX)
    return pt_p_unsupported(p, loc, "element type 'index' is not supported");
  PT_TRY(pt_p_push_attr(p, "value", v, loc));
  return NULL;
}

/* stablehlo.constant {attrs} dense<...> : tensor<...>, or the
 * `stablehlo.constant() <{value = ...}> : () -> t` form. */
static pt_status *constant_op(pt_parser *p, pt_opstate *st) {
  if (pt_p_is(p, PT_TOK_LPAREN)) return pt_p_generic_op_body(p, st);
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  uint32_t type;
  PT_TRY(dense_value(p, &type));
  PT_TRY_ALLOC(pt_vec_try_push(&p->types, type));
  set_results(st, p->types.len - 1, 1);
  return NULL;
}

/* stablehlo.iota dim = 0 : t */
static pt_status *iota_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(kw_i64(p, "dim", "iota_dimension"));
  return tail_same(p, st);
}

/* stablehlo.compare LT, %a, %b[, FLOAT] : (t, t) -> r */
static pt_status *compare_op(pt_parser *p, pt_opstate *st) {
  pt_loc loc = p->lx.tok.loc;
  const pt_attr *dir, *type;
  PT_TRY(pt_p_enum_keyword(p, "comparison_direction", &dir));
  PT_TRY(pt_p_push_attr(p, "comparison_direction", dir, loc));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  bool comma;
  PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &comma));
  if (comma) {
    loc = p->lx.tok.loc;
    PT_TRY(pt_p_enum_keyword(p, "comparison_type", &type));
    PT_TRY(pt_p_push_attr(p, "compare_type", type, loc));
  }
  return tail_same(p, st);
}

/* stablehlo.select %p, %a, %b : pred_t, t  (or a function type) */
static pt_status *select_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand_list(p));
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_sig sig;
  PT_TRY(pt_p_sig(p, &sig));
  if (sig.functional) return functional_one_result(p, st, &sig);
  if (sig.n_in != 2) return pt_p_error(p, sig.loc, "expected functional type or list of two types");
  PT_TRY_ALLOC(pt_vec_try_push(&p->types, p->types.data[sig.base + 1])); /* pred, t, t */
  PT_TRY(pt_p_check_operands(p, st, sig.base, 3, sig.loc));
  set_results(st, sig.base + 1, 1);
  return NULL;
}

/* stablehlo.reduce_precision %x, format = e5m10 : t */
static pt_status *reduce_precision_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_expect_kw(p, "format"));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  const pt_token *t = &p->lx.tok;
  int64_t e = -1, m = -1;
  if (t->kind == PT_TOK_BARE && t->len >= 4 && t->text[0] == 'e') {
    uint32_t i = 1;
    int64_t *cur = &e;
    for (; i < t->len; i++) {
      char c = t->text[i];
      if (c >= '0' && c <= '9') {
        if (*cur > 100000) break;
        *cur = (*cur < 0 ? 0 : *cur) * 10 + (c - '0');
      } else if (c == 'm' && cur == &e && e >= 0) {
        cur = &m;
      } else {
        break;
      }
    }
    if (i != t->len) e = m = -1;
  }
  if (e < 0 || m < 0) return pt_p_error(p, t->loc, "expected exponent mantissa in format e#m#");
  PT_TRY(pt_p_push_attr(p, "exponent_bits", pt_attr_int(p->m, e, PT_DTYPE_I32), t->loc));
  PT_TRY(pt_p_push_attr(p, "mantissa_bits", pt_attr_int(p->m, m, PT_DTYPE_I32), t->loc));
  PT_TRY(pt_p_next(p));
  return tail_same(p, st);
}

/* stablehlo.cholesky %a, lower = true : t */
static pt_status *cholesky_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  bool comma;
  PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &comma));
  if (comma) {
    pt_loc loc = p->lx.tok.loc;
    PT_TRY(pt_p_expect_kw(p, "lower"));
    PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
    if (!pt_p_is_kw(p, "true") && !pt_p_is_kw(p, "false")) return pt_p_expected(p, "'true' or 'false'");
    PT_TRY(pt_p_push_attr(p, "lower", pt_attr_bool(p->m, pt_p_is_kw(p, "true")), loc));
    PT_TRY(pt_p_next(p));
  }
  return tail_same(p, st);
}

/* ---- shape ops ---- */

/* `%x, kw = [..] : sig` (broadcast_in_dim, broadcast, transpose, reverse) */
static pt_status *one_array_op(pt_parser *p, pt_opstate *st, const char *kw, const char *name, bool same) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_i64_array(p, kw, name));
  return same ? tail_same(p, st) : tail_func(p, st);
}

/* stablehlo.slice %x [1:3, 4:8:2] : (t) -> r */
static pt_status *slice_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LSQUARE));
  uint32_t base = p->i64s.len, n = 0;
  if (!pt_p_is(p, PT_TOK_RSQUARE)) {
    bool more = true;
    while (more) {
      int64_t v[3] = {0, 0, 1};
      PT_TRY(pt_p_int64(p, &v[0]));
      PT_TRY(pt_p_expect(p, PT_TOK_COLON));
      PT_TRY(pt_p_int64(p, &v[1]));
      bool stride;
      PT_TRY(pt_p_accept(p, PT_TOK_COLON, &stride));
      if (stride) PT_TRY(pt_p_int64(p, &v[2]));
      if (n >= PT_MAX_RANK) return pt_p_error(p, loc, "too many slice ranges");
      for (int k = 0; k < 3; k++) PT_TRY_ALLOC(pt_vec_try_push(&p->i64s, v[k]));
      n++;
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RSQUARE));
  int64_t cols[3][PT_MAX_RANK];
  for (uint32_t i = 0; i < n; i++)
    for (int k = 0; k < 3; k++) cols[k][i] = p->i64s.data[base + 3 * i + (uint32_t)k];
  p->i64s.len = base;
  PT_TRY(pt_p_push_attr(p, "start_indices", pt_attr_i64_array(p->m, cols[0], n), loc));
  PT_TRY(pt_p_push_attr(p, "limit_indices", pt_attr_i64_array(p->m, cols[1], n), loc));
  PT_TRY(pt_p_push_attr(p, "strides", pt_attr_i64_array(p->m, cols[2], n), loc));
  return tail_func(p, st);
}

/* stablehlo.dynamic_slice %x, %i, %j, sizes = [1, 4] : (...) -> r */
static pt_status *dynamic_slice_op(pt_parser *p, pt_opstate *st) {
  bool kw;
  PT_TRY(operands_then_keyword(p, &kw));
  if (!kw) return pt_p_expected(p, "'sizes'");
  PT_TRY(kw_i64_array(p, "sizes", "slice_sizes"));
  return tail_func(p, st);
}

/* stablehlo.concatenate %a, %b, dim = 0 : (...) -> r */
static pt_status *concatenate_op(pt_parser *p, pt_opstate *st) {
  if (pt_p_is(p, PT_TOK_VALUE)) {
    bool kw;
    PT_TRY(operands_then_keyword(p, &kw));
    if (!kw) return pt_p_expected(p, "'dim'");
  }
  PT_TRY(kw_i64(p, "dim", "dimension"));
  return tail_func(p, st);
}

/* stablehlo.pad %x, %v, low = [..], high = [..], interior = [..] : (...) -> r */
static pt_status *pad_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_i64_array(p, "low", "edge_padding_low"));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_i64_array(p, "high", "edge_padding_high"));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_i64_array(p, "interior", "interior_padding"));
  return tail_func(p, st);
}

/* stablehlo.get_dimension_size %x, dim = 0 : (t) -> r */
static pt_status *get_dimension_size_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_i64(p, "dim", "dimension"));
  return tail_func(p, st);
}

/* ---- contractions ---- */

static const pt_attr *int_list_attr(pt_parser *p, uint32_t base, uint32_t n) {
  uint32_t abase = p->attrs.len;
  for (uint32_t i = 0; i < n; i++) {
    const pt_attr *a = pt_attr_int(p->m, p->i64s.data[base + i], PT_DTYPE_NONE);
    if (!pt_vec_try_push(&p->attrs, a)) return NULL; /* NULL: no memory, as from a constructor */
  }
  const pt_attr *arr = pt_attr_array(p->m, PT_P_AT(p->attrs, abase), n);
  p->attrs.len = abase;
  return arr;
}

/* `[1] x [0]` as two parameters of #stablehlo.dot (empty lists omitted). */
static pt_status *dims_pair(pt_parser *p, const char *lhs, const char *rhs) {
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  uint32_t base = p->i64s.len, n;
  const char *names[2] = {lhs, rhs};
  for (int side = 0; side < 2; side++) {
    pt_loc loc = p->lx.tok.loc;
    if (side == 1) PT_TRY(pt_p_expect_kw(p, "x"));
    PT_TRY(pt_p_i64_list(p, &n));
    if (n) PT_TRY(pt_p_push_attr(p, names[side], int_list_attr(p, base, n), loc));
    p->i64s.len = base;
  }
  return NULL;
}

/* `precision = [DEFAULT, DEFAULT]` and `algorithm = <...>` after a comma. */
static pt_status *precision_and_algorithm(pt_parser *p) {
  bool comma = pt_p_is(p, PT_TOK_COMMA);
  while (comma) {
    PT_TRY(pt_p_next(p));
    pt_loc loc = p->lx.tok.loc;
    if (pt_p_is_kw(p, "precision")) {
      PT_TRY(pt_p_next(p));
      PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
      PT_TRY(pt_p_expect(p, PT_TOK_LSQUARE));
      uint32_t base = p->attrs.len;
      bool more = !pt_p_is(p, PT_TOK_RSQUARE);
      while (more) {
        const pt_attr *a;
        if (p->attrs.len - base >= 64) return pt_p_error(p, loc, "too many precision values");
        PT_TRY(pt_p_enum_keyword(p, "precision", &a));
        PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, a));
        PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
      }
      PT_TRY(pt_p_expect(p, PT_TOK_RSQUARE));
      PT_TRY(pt_p_push_attr(p, "precision_config", pt_attr_array(p->m, PT_P_AT(p->attrs, base), p->attrs.len - base), loc));
      p->attrs.len = base;
    } else if (pt_p_is_kw(p, "algorithm")) {
      PT_TRY(pt_p_next(p));
      PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
      if (!pt_p_is(p, PT_TOK_LESS)) return pt_p_expected(p, "'<'");
      const char *body;
      uint32_t len;
      PT_TRY(pt_lex_balanced(&p->lx, '<', &body, &len, PT_PARSE_MAX_DEPTH));
      if (memchr(body, 0, len)) return pt_p_error(p, loc, "attribute body contains a NUL byte");
      PT_TRY(pt_p_push_attr(p, "algorithm", pt_attr_opaque(p->m, "stablehlo.dot_algorithm", body, len), loc));
      PT_TRY(pt_p_next(p));
    } else {
      return pt_p_expected(p, "'precision' or 'algorithm'");
    }
    comma = pt_p_is(p, PT_TOK_COMMA);
  }
  return NULL;
}

/* stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
 *     precision = [DEFAULT, DEFAULT] : (ta, tb) -> r */
static pt_status *dot_general_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  pt_loc loc = p->lx.tok.loc;
  uint32_t pbase = p->nattrs.len;
  if (pt_p_is_kw(p, "batching_dims")) {
    PT_TRY(pt_p_next(p));
    PT_TRY(dims_pair(p, "lhs_batching_dimensions", "rhs_batching_dimensions"));
    PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  }
  PT_TRY(pt_p_expect_kw(p, "contracting_dims"));
  PT_TRY(dims_pair(p, "lhs_contracting_dimensions", "rhs_contracting_dimensions"));
  const pt_attr *dn = pt_attr_dialect(p->m, "stablehlo.dot", PT_P_AT(p->nattrs, pbase), p->nattrs.len - pbase);
  p->nattrs.len = p->nattr_locs.len = pbase;
  PT_TRY(pt_p_push_attr(p, "dot_dimension_numbers", dn, loc));
  PT_TRY(precision_and_algorithm(p));
  return tail_func(p, st);
}

/* stablehlo.dot %a, %b, precision = [...] : (ta, tb) -> r */
static pt_status *dot_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  PT_TRY(precision_and_algorithm(p));
  return tail_func(p, st);
}

/* window = {stride = [..], pad = [[l, h], ..], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]} */
static pt_status *conv_window(pt_parser *p) {
  static const char *const keys[5] = {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"};
  static const char *const names[5] = {"window_strides", "padding", "lhs_dilation", "rhs_dilation", "window_reversal"};
  PT_TRY(pt_p_expect_kw(p, "window"));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  uint32_t seen = 0;
  bool more = pt_p_is(p, PT_TOK_BARE);
  while (more) {
    const pt_token *t = &p->lx.tok;
    pt_loc loc = t->loc;
    int k = -1;
    for (int i = 0; i < 5; i++)
      if (pt_p_is_kw(p, keys[i])) k = i;
    if (k < 0) return pt_p_error(p, loc, "unexpected keyword '%.*s' in convolution window", (int)t->len, t->text);
    if (seen & (1u << k)) return pt_p_error(p, loc, "duplicate '%s' in convolution window", keys[k]);
    seen |= 1u << k;
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
    if (k == 1) { /* [[lo, hi], ...] -> dense<...> : tensor<Nx2xi64> */
      PT_TRY(pt_p_expect(p, PT_TOK_LSQUARE));
      uint32_t base = p->i64s.len, rows = 0;
      bool rmore = !pt_p_is(p, PT_TOK_RSQUARE);
      while (rmore) {
        uint32_t n;
        pt_loc rloc = p->lx.tok.loc;
        if (rows >= PT_MAX_RANK) return pt_p_error(p, rloc, "too many padding rows");
        PT_TRY(pt_p_i64_list(p, &n));
        if (n != 2) return pt_p_error(p, rloc, "expected a [low, high] padding pair");
        rows++;
        PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &rmore));
      }
      PT_TRY(pt_p_expect(p, PT_TOK_RSQUARE));
      int64_t dims[2] = {rows, 2};
      pt_type ty = pt_tensor_type(PT_DTYPE_I64, 2, dims);
      uint32_t tid = pt_type_intern(p->m, &ty);
      uint8_t bytes[PT_MAX_RANK * 16];
      for (uint32_t i = 0; i < rows * 2; i++)
        for (int b = 0; b < 8; b++) bytes[8 * i + (uint32_t)b] = (uint8_t)((uint64_t)p->i64s.data[base + i] >> (8 * b));
      p->i64s.len = base;
      PT_TRY(pt_p_push_attr(p, names[k], pt_attr_dense(p->m, tid, false, bytes, (uint64_t)rows * 16), loc));
    } else if (k == 4) { /* [false, true] -> array<i1: ...> */
      PT_TRY(pt_p_expect(p, PT_TOK_LSQUARE));
      bool vals[PT_MAX_RANK];
      uint32_t n = 0;
      bool vmore = !pt_p_is(p, PT_TOK_RSQUARE);
      while (vmore) {
        const pt_token *v = &p->lx.tok;
        if (n >= PT_MAX_RANK) return pt_p_error(p, v->loc, "too many window reversal values");
        if (pt_p_is_kw(p, "true") || pt_p_is_kw(p, "false"))
          vals[n++] = v->text[0] == 't';
        else if (v->kind == PT_TOK_INT && v->len == 1 && (v->text[0] == '0' || v->text[0] == '1'))
          vals[n++] = v->text[0] == '1';
        else
          return pt_p_expected(p, "'true' or 'false'");
        PT_TRY(pt_p_next(p));
        PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &vmore));
      }
      PT_TRY(pt_p_expect(p, PT_TOK_RSQUARE));
      PT_TRY(pt_p_push_attr(p, names[k], pt_attr_bool_array(p->m, vals, n), loc));
    } else {
      uint32_t base = p->i64s.len, n;
      PT_TRY(pt_p_i64_list(p, &n));
      PT_TRY(pt_p_push_attr(p, names[k], pt_p_i64_array_attr(p, base, n), loc));
      p->i64s.len = base;
    }
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  return pt_p_expect(p, PT_TOK_RBRACE);
}

/* stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
 *     window = {...} {attrs} : (tx, tw) -> r */
static pt_status *convolution_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  PT_TRY(pt_p_operand_list(p));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect_kw(p, "dim_numbers"));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  const pt_attr *dims;
  PT_TRY(pt_p_conv_dims(p, &dims));
  PT_TRY(pt_p_push_attr(p, "dimension_numbers", dims, loc));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(conv_window(p));
  return tail_func(p, st);
}

/* ---- ops with regions ---- */

/* stablehlo.reduce(%x init: %c), (%y init: %d) applies stablehlo.add across dimensions = [1] : f
 * stablehlo.reduce(...) across dimensions = [1] : f reducer(%a: t, %b: t) (%c: t, %d: t) { ... } */
static pt_status *reduce_op(pt_parser *p, pt_opstate *st) {
  uint32_t pairs = 0;
  bool more = true;
  while (more) {
    PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
    PT_TRY(pt_p_operand(p));
    PT_TRY(pt_p_expect_kw(p, "init"));
    PT_TRY(pt_p_expect(p, PT_TOK_COLON));
    PT_TRY(pt_p_operand(p));
    PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
    pairs++;
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  /* Written (input, init) pairs; stored inputs first, then inits. */
  uint32_t nb = p->names.len;
  for (uint32_t i = 0; i < 2 * pairs; i++) PT_TRY_ALLOC(pt_vec_try_push(&p->names, p->opnds.data[st->opnd_base + i]));
  for (uint32_t i = 0; i < pairs; i++) {
    p->opnds.data[st->opnd_base + i] = p->names.data[nb + 2 * i];
    p->opnds.data[st->opnd_base + pairs + i] = p->names.data[nb + 2 * i + 1];
  }
  p->names.len = nb;

  pt_opcode inner = PT_OP_COUNT;
  pt_loc inner_loc = p->lx.tok.loc;
  if (pt_p_is_kw(p, "applies")) {
    PT_TRY(pt_p_next(p));
    const pt_token *t = &p->lx.tok;
    inner_loc = t->loc;
    const pt_symtab_slot *s = NULL;
    if (t->kind == PT_TOK_BARE) {
      s = pt_symtab_find(&p->opnames, t->text, t->len);
    } else if (t->kind == PT_TOK_STRING) {
      PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
      s = pt_symtab_find(&p->opnames, p->str.data, (uint32_t)p->str.len);
    } else {
      return pt_p_expected(p, "operation name");
    }
    if (s) inner = (pt_opcode)s->a;
    const pt_op_info *info = s ? pt_op_info_get(inner) : NULL;
    if (!info || info->n_operands != 2 || info->n_results != 1 || info->n_regions != 0 ||
        !(info->flags & PT_OPF_COMMUTATIVE) || strncmp(info->name, "stablehlo.", 10) != 0)
      return pt_p_error(p, inner_loc,
                        "expected the inner-op to be a commutative binary-op from the stablehlo dialect, with "
                        "zero region, producing single result");
    PT_TRY(pt_p_next(p));
  }
  PT_TRY(pt_p_expect_kw(p, "across"));
  PT_TRY(kw_i64_array(p, "dimensions", "dimensions"));
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_sig sig;
  PT_TRY(pt_p_function_type(p, &sig));
  PT_TRY(pt_p_check_operands(p, st, sig.base, sig.n_in, sig.loc));
  set_results(st, sig.base + sig.n_in, sig.n_out);

  if (inner != PT_OP_COUNT) {
    /* Synthesize ^bb0(%lhs: tensor<e>, %rhs: tensor<e>): inner; return. */
    const pt_type *in0 = pt_type_get(p->m, p->types.data[sig.base]);
    if (in0->kind != PT_TYPE_TENSOR) return pt_p_error(p, sig.loc, "reduce inputs must be tensors");
    pt_type scalar = pt_tensor_type((pt_dtype)in0->dtype, 0, NULL);
    uint32_t ty = pt_type_intern(p->m, &scalar);
    uint32_t arg_types[2] = {ty, ty};
    PT_TRY(pt_p_check_nesting(p, inner_loc));
    uint32_t region = pt_builder_begin_region(&p->b, arg_types, 2);
    if (region == PT_NONE) return pt_nomem();
    uint32_t args[2] = {p->m->regions.data[region].args, p->m->regions.data[region].args + 1};
    uint32_t op = pt_builder_op(&p->b, inner, args, 2, &ty, 1, NULL, 0, NULL, 0, inner_loc);
    uint32_t res = op == PT_NONE ? PT_NONE : p->m->ops.data[op].results;
    bool ok = op != PT_NONE && pt_builder_op(&p->b, PT_OP_RETURN, &res, 1, NULL, 0, NULL, 0, NULL, 0, inner_loc) != PT_NONE;
    uint32_t id = pt_builder_end_region(&p->b);
    PT_TRY_ALLOC(ok);
    PT_TRY_ALLOC(pt_vec_try_push(&p->regs, id));
    return NULL;
  }

  /* reducer(%a0: t, %b0: t) (%a1: t, %b1: t) { ... }: block arguments a0, a1, .., b0, b1, .. */
  PT_TRY(pt_p_expect_kw(p, "reducer"));
  uint32_t nb2 = p->names.len, tb = p->types.len, n = 0;
  while (pt_p_is(p, PT_TOK_LPAREN)) {
    PT_TRY(pt_p_next(p));
    for (int k = 0; k < 2; k++) {
      if (k) PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
      PT_TRY(pt_p_block_arg(p, &p->names));
    }
    PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
    n++;
  }
  uint32_t names_at = p->opnds.len, types_at = p->types.len;
  for (int k = 0; k < 2; k++)
    for (uint32_t i = 0; i < n; i++) {
      PT_TRY_ALLOC(pt_vec_try_push(&p->opnds, p->names.data[nb2 + 2 * i + (uint32_t)k]));
      PT_TRY_ALLOC(pt_vec_try_push(&p->types, p->types.data[tb + 2 * i + (uint32_t)k]));
    }
  p->names.len = nb2;
  PT_TRY(pt_p_region_with_args(p, types_at, 2 * n, names_at));
  p->opnds.len = names_at;
  p->types.len = tb;
  return NULL;
}

/* stablehlo.while(%iterArg = %a, ...) : ta, ... attributes {...} cond { ... } do { ... } */
static pt_status *while_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  uint32_t nb = p->names.len, n = 0;
  bool more = !pt_p_is(p, PT_TOK_RPAREN);
  while (more) {
    const pt_token *t = &p->lx.tok;
    if (t->kind != PT_TOK_VALUE || t->result_no >= 0) return pt_p_expected(p, "loop variable name");
    pt_operand_ref nm = {0, t->loc, t->text, t->len};
    PT_TRY_ALLOC(pt_vec_try_push(&p->names, nm));
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
    PT_TRY(pt_p_operand(p));
    n++;
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  uint32_t types_at = p->types.len;
  if (n) {
    pt_loc loc = p->lx.tok.loc;
    uint32_t nt;
    PT_TRY(pt_p_expect(p, PT_TOK_COLON));
    PT_TRY(pt_p_type_list(p, &nt));
    PT_TRY(pt_p_check_operands(p, st, types_at, nt, loc));
  }
  if (pt_p_is_kw(p, "attributes")) {
    PT_TRY(pt_p_next(p));
    if (!pt_p_is(p, PT_TOK_LBRACE)) return pt_p_expected(p, "'{'");
    PT_TRY(pt_p_dict_entries(p));
  }
  uint32_t names_at = p->opnds.len;
  for (uint32_t i = 0; i < n; i++) PT_TRY_ALLOC(pt_vec_try_push(&p->opnds, p->names.data[nb + i]));
  p->names.len = nb;
  PT_TRY(pt_p_expect_kw(p, "cond"));
  PT_TRY(pt_p_region_with_args(p, types_at, n, names_at));
  PT_TRY(pt_p_expect_kw(p, "do"));
  PT_TRY(pt_p_region_with_args(p, types_at, n, names_at));
  p->opnds.len = names_at;
  set_results(st, types_at, n);
  return NULL;
}

/* stablehlo.optimization_barrier {attrs} %a, %b : ta, tb   or   stablehlo.optimization_barrier() */
static pt_status *optimization_barrier_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  if (pt_p_is(p, PT_TOK_LPAREN)) {
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
    set_results(st, p->types.len, 0);
    return NULL;
  }
  PT_TRY(pt_p_operand_list(p));
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  uint32_t base = p->types.len, n;
  PT_TRY(pt_p_type_list(p, &n));
  PT_TRY(pt_p_check_operands(p, st, base, n, loc));
  set_results(st, base, n);
  return NULL;
}

/* %s, %b = stablehlo.rng_bit_generator %st, algorithm = DEFAULT : (t) -> (t, r) */
static pt_status *rng_bit_generator_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_enum(p, "algorithm", "rng_algorithm", "rng_algorithm"));
  return tail_func(p, st);
}

/* stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (...) -> r */
static pt_status *rng_op(pt_parser *p, pt_opstate *st) {
  bool kw;
  PT_TRY(operands_then_keyword(p, &kw));
  if (!kw) return pt_p_expected(p, "'distribution'");
  PT_TRY(kw_enum(p, "distribution", "rng_distribution", "rng_distribution"));
  return tail_func(p, st);
}

/* %v, %i = chlo.top_k(%x, k = 2) : t -> (tv, ti) */
static pt_status *top_k_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_i64(p, "k", "k"));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  return sig_func(p, st);
}

/* sdy.sharding_constraint %x <@mesh, [{"data"}, {}]> : t, and sdy.reshard alike */
static pt_status *sharding_constraint_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  pt_loc loc = p->lx.tok.loc;
  if (!pt_p_is(p, PT_TOK_LESS)) return pt_p_expected(p, "'<' to start the sharding");
  const char *body;
  uint32_t len;
  PT_TRY(pt_lex_balanced(&p->lx, '<', &body, &len, PT_PARSE_MAX_DEPTH));
  if (memchr(body, 0, len)) return pt_p_error(p, loc, "sharding contains a NUL byte");
  PT_TRY(pt_p_push_attr(p, "sharding", pt_attr_opaque(p->m, "sdy.sharding", body, len), loc));
  PT_TRY(pt_p_next(p));
  return tail_same(p, st);
}

/* The bracketed text at the current token (`[`, `{`) kept as an opaque
 * attribute `name` = #opaque<prefix BODY> (the generic form's spelling:
 * #sdy.sharding_per_value<[...]>, #sdy<manual_axes{...}>). */
static pt_status *bracketed_attr(pt_parser *p, const char *name, const char *opaque, const char *prefix) {
  pt_loc loc = p->lx.tok.loc;
  char open = pt_p_is(p, PT_TOK_LSQUARE) ? '[' : '{';
  if (!pt_p_is(p, PT_TOK_LSQUARE) && !pt_p_is(p, PT_TOK_LBRACE)) return pt_p_expected(p, "'[' or '{'");
  const char *body;
  uint32_t len;
  PT_TRY(pt_lex_balanced(&p->lx, open, &body, &len, PT_PARSE_MAX_DEPTH));
  if (memchr(body, 0, len)) return pt_p_error(p, loc, "attribute contains a NUL byte");
  p->str.len = 0;
  pt_buf_printf(&p->str, "%s%c%.*s%c", prefix, open, (int)len, body, open == '[' ? ']' : '}');
  PT_TRY_ALLOC(!p->str.failed);
  PT_TRY(pt_p_push_attr(p, name, pt_attr_opaque(p->m, opaque, p->str.data, (uint32_t)p->str.len), loc));
  return pt_p_next(p);
}

/* sdy.propagation_barrier %x allowed_direction=BACKWARD {attrs} : t */
static pt_status *propagation_barrier_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect_kw(p, "allowed_direction"));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  pt_loc loc = p->lx.tok.loc;
  static const char *const dirs[] = {"NONE", "FORWARD", "BACKWARD", "BOTH"};
  const char *dir = NULL;
  for (size_t i = 0; i < PT_ARRAY_LEN(dirs); i++)
    if (pt_p_is_kw(p, dirs[i])) dir = dirs[i];
  if (!dir) return pt_p_expected(p, "NONE, FORWARD, BACKWARD or BOTH");
  PT_TRY(pt_p_push_attr(p, "allowed_direction", pt_attr_enum(p->m, "sdy", "propagation_direction", dir, false), loc));
  PT_TRY(pt_p_next(p));
  return tail_same(p, st);
}

/* The shared tail of sdy.named_computation and sdy.manual_computation:
 *   (%a, ...) [in_shardings=[...]] [out_shardings=[...]] [manual_axes={...}]
 *   (%arg: t, ...) { ... sdy.return ... } {attrs} : (ts) -> rs */
static pt_status *sdy_computation_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  if (!pt_p_is(p, PT_TOK_RPAREN)) PT_TRY(pt_p_operand_list(p));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  static const char *const keys[] = {"in_shardings", "out_shardings", "manual_axes"};
  for (size_t k = 0; k < PT_ARRAY_LEN(keys); k++) {
    if (!pt_p_is_kw(p, keys[k])) continue;
    if (k == 2 && st->code != PT_OP_SDY_MANUAL_COMPUTATION)
      return pt_p_error(p, p->lx.tok.loc, "'manual_axes' belongs to sdy.manual_computation");
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
    PT_TRY(k == 2 ? bracketed_attr(p, keys[k], "sdy", "manual_axes")
                  : bracketed_attr(p, keys[k], "sdy.sharding_per_value", ""));
  }
  uint32_t nb = p->names.len, tb = p->types.len, n = 0;
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  bool more = !pt_p_is(p, PT_TOK_RPAREN);
  while (more) {
    PT_TRY(pt_p_block_arg(p, &p->names));
    n++;
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  uint32_t names_at = p->opnds.len;
  for (uint32_t i = 0; i < n; i++) PT_TRY_ALLOC(pt_vec_try_push(&p->opnds, p->names.data[nb + i]));
  p->names.len = nb;
  PT_TRY(pt_p_region_with_args(p, tb, n, names_at));
  p->opnds.len = names_at;
  p->types.len = tb;
  return tail_func(p, st);
}

/* sdy.named_computation<"name">(...) ... */
static pt_status *named_computation_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_LESS));
  pt_loc loc = p->lx.tok.loc;
  if (!pt_p_is(p, PT_TOK_STRING)) return pt_p_expected(p, "the computation's name (a string)");
  const pt_token *t = &p->lx.tok;
  PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
  PT_TRY(pt_p_push_attr(p, "name", pt_attr_string(p->m, p->str.data, (uint32_t)p->str.len), loc));
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_GREATER));
  return sdy_computation_op(p, st);
}

/* ---- check dialect (StableHLO's interpreter tests, stablehlo/tests/CheckOps.td) ---- */

/* `kw = 1.0e-03` stored as name = 1.0e-03 : f64 (an F64Attr written
 * without its type). */
static pt_status *kw_f64(pt_parser *p, const char *kw, const char *name) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect_kw(p, kw));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  bool neg;
  PT_TRY(pt_p_accept(p, PT_TOK_MINUS, &neg));
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_FLOAT && t->kind != PT_TOK_INT) return pt_p_expected(p, "floating-point literal");
  double v;
  PT_TRY(pt_p_float_value(p, t, neg, PT_DTYPE_F64, &v));
  PT_TRY(pt_p_push_attr(p, name, pt_attr_float(p->m, v, PT_DTYPE_F64), loc));
  return pt_p_next(p);
}

/* `kw = 3` stored as name = 3 : ui64. */
static pt_status *kw_u64(pt_parser *p, const char *kw, const char *name) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect_kw(p, kw));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_INT && t->kind != PT_TOK_HEX) return pt_p_expected(p, "unsigned integer");
  int64_t v;
  PT_TRY(pt_p_int_value(p, t, false, PT_DTYPE_UI64, &v));
  PT_TRY(pt_p_push_attr(p, name, pt_attr_int(p->m, v, PT_DTYPE_UI64), loc));
  return pt_p_next(p);
}

/* check.expect_eq %a, %b {attrs} : t
 * check.expect_almost_eq %a, %b[, tolerance = 1.0e-03] {attrs} : t */
static pt_status *check_pair_op(pt_parser *p, pt_opstate *st, bool has_tolerance) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  if (has_tolerance && pt_p_is(p, PT_TOK_COMMA)) {
    PT_TRY(pt_p_next(p));
    PT_TRY(kw_f64(p, "tolerance", "tolerance"));
  }
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_loc loc = p->lx.tok.loc;
  uint32_t ty, base = p->types.len;
  PT_TRY(pt_p_type(p, false, &ty));
  PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
  PT_TRY(check_all(p, st, base, loc));
  set_results(st, base, 0);
  return NULL;
}

/* check.expect_eq_const %a, dense<...> : t {attrs}
 * check.expect_almost_eq_const %a, dense<...> : t[, tolerance = 1.0e-03] {attrs}
 * The operand has the literal's type. */
static pt_status *check_const_op(pt_parser *p, pt_opstate *st, bool has_tolerance) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  pt_loc loc = p->lx.tok.loc;
  uint32_t type;
  PT_TRY(dense_value(p, &type));
  if (has_tolerance && pt_p_is(p, PT_TOK_COMMA)) {
    PT_TRY(pt_p_next(p));
    PT_TRY(kw_f64(p, "tolerance", "tolerance"));
  }
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  uint32_t base = p->types.len;
  PT_TRY_ALLOC(pt_vec_try_push(&p->types, type));
  PT_TRY(check_all(p, st, base, loc));
  set_results(st, base, 0);
  return NULL;
}

/* check.expect_close %a, %b, max_ulp_difference = 3[, min_ulp_difference = 0] : {attrs} ta, tb
 * (the attribute dict follows the colon, as CheckOps.td's format has it). */
static pt_status *check_close_op(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(pt_p_operand(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COMMA));
  PT_TRY(kw_u64(p, "max_ulp_difference", "max_ulp_difference"));
  bool comma;
  PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &comma));
  if (comma) PT_TRY(kw_u64(p, "min_ulp_difference", "min_ulp_difference"));
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  uint32_t base = p->types.len, n;
  PT_TRY(pt_p_type_list(p, &n));
  PT_TRY(pt_p_check_operands(p, st, base, n, loc));
  set_results(st, base, 0);
  return NULL;
}

pt_status *pt_p_pretty_op(pt_parser *p, pt_opstate *st) {
  pt_opcode c = st->code;
  switch (c) {
    case PT_OP_FUNC_RETURN:
    case PT_OP_RETURN: return return_op(p, st);
    case PT_OP_FUNC_CALL: return call_op(p, st);
    case PT_OP_CONSTANT: return constant_op(p, st);
    case PT_OP_IOTA: return iota_op(p, st);
    case PT_OP_RNG_BIT_GENERATOR: return rng_bit_generator_op(p, st);
    case PT_OP_RNG: return rng_op(p, st);
    case PT_OP_COMPARE: return compare_op(p, st);
    case PT_OP_SELECT: return select_op(p, st);
    case PT_OP_REDUCE_PRECISION: return reduce_precision_op(p, st);
    case PT_OP_CHOLESKY: return cholesky_op(p, st);
    case PT_OP_BROADCAST_IN_DIM: return one_array_op(p, st, "dims", "broadcast_dimensions", false);
    case PT_OP_BROADCAST: return one_array_op(p, st, "sizes", "broadcast_sizes", false);
    case PT_OP_TRANSPOSE: return one_array_op(p, st, "dims", "permutation", false);
    case PT_OP_REVERSE: return one_array_op(p, st, "dims", "dimensions", true);
    case PT_OP_SLICE: return slice_op(p, st);
    case PT_OP_DYNAMIC_SLICE: return dynamic_slice_op(p, st);
    case PT_OP_CONCATENATE: return concatenate_op(p, st);
    case PT_OP_PAD: return pad_op(p, st);
    case PT_OP_GET_DIMENSION_SIZE: return get_dimension_size_op(p, st);
    case PT_OP_DOT_GENERAL: return dot_general_op(p, st);
    case PT_OP_DOT: return dot_op(p, st);
    case PT_OP_CONVOLUTION: return convolution_op(p, st);
    case PT_OP_REDUCE: return reduce_op(p, st);
    case PT_OP_WHILE: return while_op(p, st);
    case PT_OP_OPTIMIZATION_BARRIER: return optimization_barrier_op(p, st);
    case PT_OP_CUSTOM_CALL: return custom_call_op(p, st);
    case PT_OP_SDY_SHARDING_CONSTRAINT:
    case PT_OP_SDY_RESHARD: return sharding_constraint_op(p, st);
    case PT_OP_SDY_PROPAGATION_BARRIER: return propagation_barrier_op(p, st);
    case PT_OP_SDY_NAMED_COMPUTATION: return named_computation_op(p, st);
    case PT_OP_SDY_MANUAL_COMPUTATION: return sdy_computation_op(p, st);
    case PT_OP_CHLO_TOP_K: return top_k_op(p, st);
    case PT_OP_CHECK_EXPECT_EQ: return check_pair_op(p, st, false);
    case PT_OP_CHECK_EXPECT_ALMOST_EQ: return check_pair_op(p, st, true);
    case PT_OP_CHECK_EXPECT_EQ_CONST: return check_const_op(p, st, false);
    case PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST: return check_const_op(p, st, true);
    case PT_OP_CHECK_EXPECT_CLOSE: return check_close_op(p, st);
    case PT_OP_RESHAPE:
    case PT_OP_BITCAST_CONVERT:
    case PT_OP_DYNAMIC_UPDATE_SLICE:
      return simple_func(p, st);
    case PT_OP_GATHER:
    case PT_OP_SCATTER:
    case PT_OP_SORT:
    case PT_OP_TRIANGULAR_SOLVE:
    case PT_OP_REDUCE_WINDOW:
    case PT_OP_SELECT_AND_SCATTER:
    case PT_OP_IF:
    case PT_OP_CASE:
    case PT_OP_ALL_GATHER:
    case PT_OP_ALL_REDUCE:
    case PT_OP_REDUCE_SCATTER:
    case PT_OP_ALL_TO_ALL:
    case PT_OP_COLLECTIVE_PERMUTE:
    case PT_OP_COLLECTIVE_BROADCAST:
      return pt_p_error(p, st->name_loc, "'%s' has no custom assembly form; write it in generic form (\"%s\"(...))",
                        pt_op_name(c), pt_op_name(c));
    default:
      /* Elementwise ops (unary, binary, clamp, convert, is_finite, chlo),
       * partition_id, replica_id, after_all. */
      return simple_same(p, st);
  }
}
