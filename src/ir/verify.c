/* verify.c - the verifier's driver and the helpers its checkers share.
 *
 * pt_verify_module walks every function and region in order. For each op
 * it checks the structure the op table promises (operand, result and
 * region counts; tensors where tokens are not allowed), that operands are
 * defined before use and visible from the op (values of a region are
 * visible inside it and in regions nested in it, never after it), that
 * terminators end their regions, and that func.return matches the
 * function's signature. Nested regions are verified before the op owning
 * them, so an op's checker may rely on its bodies being well formed. Then
 * the op's checker (verify_*.c) validates its constraints and infers its
 * result types, which are compared with the declared ones.
 *
 * Everything is linear in the number of ops: three side tables (values,
 * regions, function names) are allocated once per module, nothing per op. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify_internal.h"

/* ---- types ---- */

bool pt_v_type_eq(const pt_type *a, const pt_type *b) {
  if (a->kind != b->kind) return false;
  if (a->kind == PT_TYPE_TOKEN) return true;
  return a->dtype == b->dtype && a->rank == b->rank && memcmp(a->dims, b->dims, a->rank * sizeof a->dims[0]) == 0;
}

bool pt_v_shape_eq(const pt_type *a, const pt_type *b) {
  return a->kind == PT_TYPE_TENSOR && b->kind == PT_TYPE_TENSOR && a->rank == b->rank &&
         memcmp(a->dims, b->dims, a->rank * sizeof a->dims[0]) == 0;
}

pt_type pt_v_tensor(pt_dtype dt, uint32_t rank, const int64_t *dims) { return pt_tensor_type(dt, rank, dims); }

pt_type pt_v_with_dtype(const pt_type *t, pt_dtype dt) {
  pt_type r = *t;
  r.dtype = (uint8_t)dt;
  return r;
}

/* ---- element-type classes ---- */

bool pt_v_dtype_in(pt_dtype dt, uint32_t tclass) {
  if (tclass & PT_OPF_T_FLOAT) return pt_dtype_is_float(dt);
  if (tclass & PT_OPF_T_INT) return pt_dtype_is_int(dt);
  if (tclass & PT_OPF_T_INT_OR_BOOL) return pt_dtype_is_int(dt) || dt == PT_DTYPE_I1;
  if (tclass & PT_OPF_T_NUMERIC) return pt_dtype_is_int(dt) || pt_dtype_is_float(dt);
  if (tclass & PT_OPF_T_SIGNED_OR_FLOAT) return pt_dtype_is_float(dt) || pt_dtype_class(dt) == PT_DCLASS_SINT;
  return true;
}

const char *pt_v_class_name(uint32_t tclass) {
  if (tclass & PT_OPF_T_FLOAT) return "floating-point";
  if (tclass & PT_OPF_T_INT) return "integer";
  if (tclass & PT_OPF_T_INT_OR_BOOL) return "integer or boolean";
  if (tclass & PT_OPF_T_NUMERIC) return "integer or floating-point";
  if (tclass & PT_OPF_T_SIGNED_OR_FLOAT) return "signed integer or floating-point";
  return "any";
}

bool pt_v_same_kind(pt_dtype a, pt_dtype b) { return pt_dtype_class(a) == pt_dtype_class(b); }

bool pt_v_promotable(pt_dtype from, pt_dtype to) {
  if (!pt_v_same_kind(from, to)) return false;
  /* Floats of any width promote (XLA accumulates bf16 in f32 and back). */
  if (pt_dtype_is_float(from)) return true;
  return pt_dtype_bits(from) <= pt_dtype_bits(to);
}

/* ---- dimension lists ---- */

int pt_v_check_dims(const int64_t *v, uint32_t n, int64_t bound, bool *dup) {
  for (uint32_t i = 0; i < n; i++) {
    if (v[i] < 0 || v[i] >= bound) {
      *dup = false;
      return (int)i;
    }
    for (uint32_t j = 0; j < i; j++)
      if (v[j] == v[i]) {
        *dup = true;
        return (int)i;
      }
  }
  return -1;
}

bool pt_v_contains(const int64_t *v, uint32_t n, int64_t x) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] == x) return true;
  return false;
}

bool pt_v_unique2(const int64_t *v, uint32_t nv, const int64_t *w, uint32_t nw) {
  for (uint32_t i = 0; i < nv; i++) {
    for (uint32_t j = 0; j < i; j++)
      if (v[i] == v[j]) return false;
    if (pt_v_contains(w, nw, v[i])) return false;
  }
  for (uint32_t i = 0; i < nw; i++)
    for (uint32_t j = 0; j < i; j++)
      if (w[i] == w[j]) return false;
  return true;
}

bool pt_v_sorted(const int64_t *v, uint32_t n) {
  for (uint32_t i = 1; i < n; i++)
    if (v[i - 1] > v[i]) return false;
  return true;
}

/* ---- diagnostics ---- */

pt_status *pt_v_err(const pt_vctx *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_buf b = {0};
  pt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  pt_status *s = pt_op_error(c->m, c->op, "%s", b.data ? b.data : "");
  pt_buf_free(&b);
  return s;
}

/* Appends to a fixed buffer, truncating with "..." when full. */
static void vstr_put(pt_vstr *b, size_t *len, const char *fmt, long long v, const char *s) {
  size_t cap = sizeof b->s;
  if (*len >= cap - 1) return;
  int n = s ? snprintf(b->s + *len, cap - *len, fmt, s) : snprintf(b->s + *len, cap - *len, fmt, v);
  if (n < 0) return;
  if ((size_t)n >= cap - *len) {
    memcpy(b->s + cap - 4, "...", 4);
    *len = cap - 1;
    return;
  }
  *len += (size_t)n;
}

const char *pt_v_tstr(pt_vstr *b, const pt_type *t) {
  size_t len = 0;
  b->s[0] = 0;
  if (t->kind == PT_TYPE_TOKEN) {
    vstr_put(b, &len, "%s", 0, "!stablehlo.token");
    return b->s;
  }
  vstr_put(b, &len, "%s", 0, "tensor<");
  for (uint32_t i = 0; i < t->rank && i < PT_MAX_RANK; i++) vstr_put(b, &len, "%lldx", (long long)t->dims[i], NULL);
  vstr_put(b, &len, "%s>", 0, pt_dtype_name((pt_dtype)t->dtype));
  return b->s;
}

const char *pt_v_lstr(pt_vstr *b, const int64_t *v, uint32_t n) {
  size_t len = 0;
  b->s[0] = 0;
  vstr_put(b, &len, "%s", 0, "[");
  for (uint32_t i = 0; i < n; i++) vstr_put(b, &len, i ? ", %lld" : "%lld", (long long)v[i], NULL);
  vstr_put(b, &len, "%s", 0, "]");
  return b->s;
}

/* ---- results ---- */

pt_status *pt_v_emit(pt_vctx *c, const pt_type *t) {
  uint32_t i = c->n_out++;
  if (c->out && i < c->max_out) c->out[i] = *t;
  if (!c->compare) return NULL;
  if (i >= c->op->n_results)
    return pt_v_err(c, "has %u results, but its operands and attributes imply more", c->op->n_results);
  const pt_type *d = pt_v_result(c, i);
  if (pt_v_type_eq(d, t)) return NULL;
  const char *cn = pt_v_shape_eq(d, t) ? c->elem_c : c->shape_c;
  if (!cn) cn = c->shape_c ? c->shape_c : c->elem_c;
  pt_vstr a, b;
  char idx[32] = "";
  if (c->op->n_results > 1) snprintf(idx, sizeof idx, " #%u", i);
  /* Spec constraints lead ("(C5) ..."); rules of ops outside the spec
   * (CHLO, sdy, func) follow in parentheses. */
  bool label = cn && (cn[0] == 'C' || cn[0] == 'I' || cn[0] == 'O') && cn[1] >= '0' && cn[1] <= '9';
  return pt_v_err(c, "%s%s%sresult%s type %s does not match the inferred type %s%s%s%s", label ? "(" : "",
                  label ? cn : "", label ? ") " : "", idx, pt_v_tstr(&a, d), pt_v_tstr(&b, t), cn && !label ? " (" : "",
                  cn && !label ? cn : "", cn && !label ? ")" : "");
}

/* ---- attributes ---- */

pt_status *pt_v_attr_int(const pt_vctx *c, const char *name, bool required, int64_t dflt, int64_t *out) {
  const pt_attr *a = pt_op_attr(c->m, c->op, name);
  *out = dflt;
  if (!a) return required ? pt_v_err(c, "requires attribute '%s'", name) : NULL;
  if (a->kind != PT_ATTR_INT) return pt_v_err(c, "attribute '%s' must be an integer", name);
  *out = a->u.i;
  return NULL;
}

pt_status *pt_v_attr_list(const pt_vctx *c, const char *name, bool required, int64_t *out, uint32_t *n, bool *present) {
  const pt_attr *a = pt_op_attr(c->m, c->op, name);
  *n = 0;
  if (present) *present = a != NULL;
  if (!a) return required ? pt_v_err(c, "requires attribute '%s'", name) : NULL;
  uint32_t len = 0;
  if (!pt_attr_int_list(c->m, a, out, PT_MAX_RANK, &len))
    return pt_v_err(c, "attribute '%s' must be a list of integers", name);
  if (len > PT_MAX_RANK)
    return pt_v_err(c, "attribute '%s' has %u entries, more than the maximum rank %d", name, len, PT_MAX_RANK);
  *n = len;
  return NULL;
}

pt_status *pt_v_attr_bool(const pt_vctx *c, const char *name, bool dflt, bool *out) {
  const pt_attr *a = pt_op_attr(c->m, c->op, name);
  *out = dflt;
  if (!a) return NULL;
  if (a->kind == PT_ATTR_UNIT)
    *out = true;
  else if (a->kind == PT_ATTR_BOOL)
    *out = a->u.b;
  else
    return pt_v_err(c, "attribute '%s' must be a boolean", name);
  return NULL;
}

pt_status *pt_v_attr_enum(const pt_vctx *c, const char *name, bool required, const char *const *allowed,
                          const char **out) {
  const pt_attr *a = pt_op_attr(c->m, c->op, name);
  *out = NULL;
  if (!a) return required ? pt_v_err(c, "requires attribute '%s'", name) : NULL;
  const char *v = a->kind == PT_ATTR_ENUM ? a->u.enm.value : a->kind == PT_ATTR_STRING ? a->u.str.data : NULL;
  if (!v) return pt_v_err(c, "attribute '%s' must be an enum value", name);
  for (uint32_t i = 0; allowed[i]; i++)
    if (strcmp(v, allowed[i]) == 0) {
      *out = allowed[i];
      return NULL;
    }
  return pt_v_err(c, "attribute '%s' has invalid value '%s'", name, v);
}

pt_status *pt_v_dec_err(const pt_vctx *c, pt_dec d) {
  return d.problem ? pt_v_err(c, "attribute '%s' %s", d.name ? d.name : "?", d.problem) : NULL;
}

/* ---- regions ---- */

bool pt_v_region_ok(const pt_module *m, const pt_region *r) {
  if ((uint64_t)r->ops + r->n_ops > m->op_order.len || (uint64_t)r->args + r->n_args > m->values.len) return false;
  for (uint32_t i = 0; i < r->n_args; i++)
    if (m->values.data[r->args + i].type >= m->types.len) return false;
  return true;
}

pt_status *pt_v_region_ret(const pt_vctx *c, uint32_t i, const pt_region **r, const pt_op **ret) {
  const pt_module *m = c->m;
  if (i >= c->op->n_regions) return pt_v_err(c, "expects a region #%u", i);
  uint32_t rid = pt_op_region(m, c->op, i);
  if (rid >= m->regions.len || !pt_v_region_ok(m, &m->regions.data[rid]))
    return pt_v_err(c, "region #%u is malformed", i);
  const pt_region *reg = &m->regions.data[rid];
  uint32_t last = reg->n_ops ? pt_region_op(m, reg, reg->n_ops - 1) : PT_NONE;
  if (last >= m->ops.len || m->ops.data[last].code != PT_OP_RETURN)
    return pt_v_err(c, "region #%u must end with 'stablehlo.return'", i);
  /* Checked by the walk already, but pt_infer_result_types has no walk. */
  const pt_op *t = &m->ops.data[last];
  if ((uint64_t)t->operands + t->n_operands > m->operand_pool.len) return pt_v_err(c, "region #%u is malformed", i);
  for (uint32_t k = 0; k < t->n_operands; k++) {
    uint32_t v = pt_op_operand(m, t, k);
    if (v >= m->values.len || m->values.data[v].type >= m->types.len) return pt_v_err(c, "region #%u is malformed", i);
  }
  *r = reg;
  *ret = t;
  return NULL;
}

pt_status *pt_v_reducer(const pt_vctx *c, uint32_t region, const char *cn, uint32_t n, uint32_t first_input) {
  const pt_region *r;
  const pt_op *ret;
  PT_TRY(pt_v_region_ret(c, region, &r, &ret));
  pt_vstr a, b;
  if (r->n_args != 2 * n)
    return pt_v_err(c, "(%s) the body must take %u arguments, but takes %u", cn, 2 * n, r->n_args);
  if (ret->n_operands != n)
    return pt_v_err(c, "(%s) the body must return %u values, but returns %u", cn, n, ret->n_operands);
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *res = pt_v_ret_type(c, ret, i);
    if (!pt_v_is_tensor(res) || res->rank != 0)
      return pt_v_err(c, "(%s) body result #%u must be a 0-dimensional tensor, but is %s", cn, i, pt_v_tstr(&a, res));
    const pt_type *x = pt_v_arg_type(c, r, i), *y = pt_v_arg_type(c, r, n + i);
    if (!pt_v_type_eq(x, res))
      return pt_v_err(c, "(%s) body argument #%u has type %s, but body result #%u has type %s", cn, i, pt_v_tstr(&a, x),
                      i, pt_v_tstr(&b, res));
    bool y_ok =
        pt_v_is_tensor(y) && y->rank == 0 &&
        (y->dtype == res->dtype || (pt_dtype_is_float((pt_dtype)y->dtype) && pt_dtype_is_float((pt_dtype)res->dtype)));
    if (!y_ok)
      return pt_v_err(c, "(%s) body argument #%u has type %s, but body result #%u has type %s", cn, n + i,
                      pt_v_tstr(&a, y), i, pt_v_tstr(&b, res));
    pt_dtype in = (pt_dtype)pt_v_operand(c, first_input + i)->dtype;
    if (!pt_v_promotable(in, (pt_dtype)res->dtype))
      return pt_v_err(c, "(%s) element type %s of input #%u is not promotable to the body's element type %s", cn,
                      pt_dtype_name(in), i, pt_dtype_name((pt_dtype)res->dtype));
  }
  return NULL;
}

pt_dtype pt_v_body_dtype(const pt_vctx *c, uint32_t region, uint32_t i) {
  const pt_region *r;
  const pt_op *ret;
  pt_status *s = pt_v_region_ret(c, region, &r, &ret);
  PT_ASSERT(s == NULL && i < ret->n_operands); /* callers ran pt_v_reducer first */
  return (pt_dtype)pt_v_ret_type(c, ret, i)->dtype;
}

/* ---- per-op checks ---- */

/* Ids in range, so that nothing below reads out of bounds. */
static pt_status *check_ids(const pt_vctx *c) {
  const pt_module *m = c->m;
  const pt_op *op = c->op;
  if (op->code >= PT_OP_COUNT) return pt_error_at(PT_ERR_VERIFY, m->filename, op->loc, "unknown op code %u", op->code);
  if ((uint64_t)op->operands + op->n_operands > m->operand_pool.len ||
      (uint64_t)op->results + op->n_results > m->values.len ||
      (uint64_t)op->regions + op->n_regions > m->region_pool.len)
    return pt_v_err(c, "is malformed (operand, result or region ids out of range)");
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    if (v >= m->values.len || m->values.data[v].type >= m->types.len)
      return pt_v_err(c, "operand #%u refers to an unknown value", i);
  }
  for (uint32_t i = 0; i < op->n_results; i++)
    if (m->values.data[op->results + i].type >= m->types.len) return pt_v_err(c, "result #%u has an unknown type", i);
  return NULL;
}

static pt_status *check_counts(const pt_vctx *c) {
  const pt_op *op = c->op;
  const pt_op_info *info = pt_op_info_get((pt_opcode)op->code);
  if (info->n_operands != PT_VARIADIC && op->n_operands != (uint32_t)info->n_operands)
    return pt_v_err(c, "expects %d operands, but got %u", info->n_operands, op->n_operands);
  if (info->n_results != PT_VARIADIC && op->n_results != (uint32_t)info->n_results)
    return pt_v_err(c, "expects %d results, but got %u", info->n_results, op->n_results);
  if (info->n_regions != PT_VARIADIC && op->n_regions != (uint32_t)info->n_regions)
    return pt_v_err(c, "expects %d regions, but got %u", info->n_regions, op->n_regions);
  if (info->tokens) return NULL; /* ops.def TOKENS column */
  pt_vstr a;
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (!pt_v_is_tensor(pt_v_operand(c, i)))
      return pt_v_err(c, "operand #%u must be a tensor, but is %s", i, pt_v_tstr(&a, pt_v_operand(c, i)));
  for (uint32_t i = 0; i < op->n_results; i++)
    if (!pt_v_is_tensor(pt_v_result(c, i)))
      return pt_v_err(c, "result #%u must be a tensor, but is %s", i, pt_v_tstr(&a, pt_v_result(c, i)));
  return NULL;
}

static pt_status *no_results(pt_vctx *c) {
  (void)c;
  return NULL;
}

/* The checker of each op, indexed by opcode. Elementwise ops (the
 * PT_OPF_ELEMENTWISE flag of ops.def) without an entry share
 * pt_vchk_elementwise; tests/unit/test_op_table.c checks that every
 * opcode has a checker, so a new op cannot go unverified. */
static pt_verify_fn *const checkers[PT_OP_COUNT] = {
    [PT_OP_FUNC_RETURN] = no_results,
    [PT_OP_RETURN] = no_results,
    [PT_OP_FUNC_CALL] = pt_vchk_call,
    [PT_OP_CONSTANT] = pt_vchk_constant,
    [PT_OP_IOTA] = pt_vchk_iota,
    [PT_OP_PARTITION_ID] = pt_vchk_id,
    [PT_OP_REPLICA_ID] = pt_vchk_id,
    [PT_OP_RNG_BIT_GENERATOR] = pt_vchk_rng_bit_generator,
    [PT_OP_RNG] = pt_vchk_rng,
    [PT_OP_AFTER_ALL] = pt_vchk_after_all,
    [PT_OP_COMPARE] = pt_vchk_compare,
    [PT_OP_SELECT] = pt_vchk_select,
    [PT_OP_CLAMP] = pt_vchk_clamp,
    [PT_OP_CONVERT] = pt_vchk_convert,
    [PT_OP_BITCAST_CONVERT] = pt_vchk_bitcast_convert,
    [PT_OP_REDUCE_PRECISION] = pt_vchk_reduce_precision,
    [PT_OP_CHLO_NEXT_AFTER] = pt_vchk_chlo_binary,
    [PT_OP_CHLO_POLYGAMMA] = pt_vchk_chlo_binary,
    [PT_OP_CHLO_ZETA] = pt_vchk_chlo_binary,
    [PT_OP_CHLO_TOP_K] = pt_vchk_top_k,
    [PT_OP_BROADCAST_IN_DIM] = pt_vchk_broadcast_in_dim,
    [PT_OP_BROADCAST] = pt_vchk_broadcast,
    [PT_OP_RESHAPE] = pt_vchk_reshape,
    [PT_OP_TRANSPOSE] = pt_vchk_transpose,
    [PT_OP_SLICE] = pt_vchk_slice,
    [PT_OP_DYNAMIC_SLICE] = pt_vchk_dynamic_slice,
    [PT_OP_DYNAMIC_UPDATE_SLICE] = pt_vchk_dynamic_update_slice,
    [PT_OP_CONCATENATE] = pt_vchk_concatenate,
    [PT_OP_PAD] = pt_vchk_pad,
    [PT_OP_REVERSE] = pt_vchk_reverse,
    [PT_OP_GATHER] = pt_vchk_gather,
    [PT_OP_SCATTER] = pt_vchk_scatter,
    [PT_OP_SORT] = pt_vchk_sort,
    [PT_OP_GET_DIMENSION_SIZE] = pt_vchk_get_dimension_size,
    [PT_OP_DOT_GENERAL] = pt_vchk_dot_general,
    [PT_OP_DOT] = pt_vchk_dot,
    [PT_OP_CONVOLUTION] = pt_vchk_convolution,
    [PT_OP_CHOLESKY] = pt_vchk_cholesky,
    [PT_OP_TRIANGULAR_SOLVE] = pt_vchk_triangular_solve,
    [PT_OP_REDUCE] = pt_vchk_reduce,
    [PT_OP_REDUCE_WINDOW] = pt_vchk_reduce_window,
    [PT_OP_SELECT_AND_SCATTER] = pt_vchk_select_and_scatter,
    [PT_OP_WHILE] = pt_vchk_while,
    [PT_OP_IF] = pt_vchk_if_case,
    [PT_OP_CASE] = pt_vchk_if_case,
    [PT_OP_OPTIMIZATION_BARRIER] = pt_vchk_optimization_barrier,
    [PT_OP_CUSTOM_CALL] = pt_vchk_custom_call,
    [PT_OP_SDY_SHARDING_CONSTRAINT] = pt_vchk_sharding_constraint,
    [PT_OP_SDY_RESHARD] = pt_vchk_sharding_constraint,
    [PT_OP_SDY_PROPAGATION_BARRIER] = pt_vchk_propagation_barrier,
    [PT_OP_SDY_NAMED_COMPUTATION] = pt_vchk_sdy_computation,
    [PT_OP_SDY_MANUAL_COMPUTATION] = pt_vchk_sdy_computation,
    [PT_OP_ALL_GATHER] = pt_vchk_all_gather,
    [PT_OP_ALL_REDUCE] = pt_vchk_all_reduce,
    [PT_OP_REDUCE_SCATTER] = pt_vchk_reduce_scatter,
    [PT_OP_ALL_TO_ALL] = pt_vchk_all_to_all,
    [PT_OP_COLLECTIVE_PERMUTE] = pt_vchk_collective_permute,
    [PT_OP_COLLECTIVE_BROADCAST] = pt_vchk_collective_broadcast,
    [PT_OP_CHECK_EXPECT_EQ] = pt_vchk_check,
    [PT_OP_CHECK_EXPECT_EQ_CONST] = pt_vchk_check,
    [PT_OP_CHECK_EXPECT_ALMOST_EQ] = pt_vchk_check,
    [PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST] = pt_vchk_check,
    [PT_OP_CHECK_EXPECT_CLOSE] = pt_vchk_check,
};

pt_verify_fn *pt_verify_hook(pt_opcode code) {
  if ((unsigned)code >= PT_OP_COUNT) return NULL;
  if (checkers[code]) return checkers[code];
  return pt_op_has_flag(code, PT_OPF_ELEMENTWISE) ? pt_vchk_elementwise : NULL;
}

pt_hook_state pt_verify_hook_state(pt_opcode code) {
  return pt_verify_hook(code) ? PT_HOOK_SET : PT_HOOK_MISSING; /* every op has rules */
}

static pt_status *check_op(pt_vctx *c) {
  pt_verify_fn *fn = pt_verify_hook((pt_opcode)c->op->code);
  if (!fn) return pt_v_err(c, "has no verifier (internal error: add one to src/ir/verify.c)");
  return fn(c);
}

pt_status *pt_infer_result_types(const pt_module *m, const pt_op *op, pt_type *out_types, uint32_t max_results,
                                 uint32_t *out_n) {
  pt_vctx c = {.m = m, .op = op, .out = out_types, .max_out = max_results};
  PT_TRY(check_ids(&c));
  PT_TRY(check_counts(&c));
  PT_TRY(check_op(&c));
  if (out_n) *out_n = c.n_out;
  return NULL;
}

/* ---- the walk ---- */

typedef struct {
  const pt_module *m;
  uint8_t *defined;       /* per value: visible at this point of the walk */
  uint8_t *seen;          /* per region: already walked */
  uint32_t *func_of_name; /* interned name -> func index + 1 */
  uint32_t n_names;
  uint32_t func; /* function being walked */
  uint32_t depth;
  pt_vgroups_memo groups_memo;
} walker;

static pt_status *walk_region(walker *w, uint32_t rid, const pt_op *parent, uint32_t index);

static pt_status *check_func_return(const walker *w, const pt_vctx *c) {
  const pt_module *m = w->m;
  const pt_func *f = &m->funcs.data[w->func];
  const char *name = pt_str(m, f->name);
  if (c->op->n_operands != f->n_results)
    return pt_v_err(c, "has %u operands, but the enclosing function @%s returns %u values", c->op->n_operands, name,
                    f->n_results);
  pt_vstr a, b;
  for (uint32_t i = 0; i < f->n_results; i++) {
    uint32_t tid = pt_func_result_type(m, f, i);
    if (tid >= m->types.len) return pt_v_err(c, "enclosing function @%s has an unknown result type", name);
    const pt_type *want = pt_type_get(m, tid), *got = pt_v_operand(c, i);
    if (!pt_v_type_eq(want, got))
      return pt_v_err(c, "operand #%u has type %s, but the enclosing function @%s returns %s", i, pt_v_tstr(&a, got),
                      name, pt_v_tstr(&b, want));
  }
  return NULL;
}

static pt_status *verify_op(walker *w, const pt_op *op) {
  const pt_module *m = w->m;
  pt_vctx c = {.m = m,
               .op = op,
               .groups_memo = &w->groups_memo,
               .compare = true,
               .func_of_name = w->func_of_name,
               .n_names = w->n_names};
  PT_TRY(check_ids(&c));
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (!w->defined[pt_op_operand(m, op, i)])
      return pt_v_err(&c, "operand #%u is used before its definition or outside its scope", i);
  PT_TRY(check_counts(&c));
  for (uint32_t i = 0; i < op->n_regions; i++) PT_TRY(walk_region(w, pt_op_region(m, op, i), op, i));
  if (op->code == PT_OP_FUNC_RETURN) PT_TRY(check_func_return(w, &c));
  PT_TRY(check_op(&c));
  PT_TRY(pt_v_op_shardings(&c));
  if (c.n_out != op->n_results)
    return pt_v_err(&c, "has %u results, but its operands and attributes imply %u", op->n_results, c.n_out);
  return NULL;
}

static pt_status *region_error(const walker *w, const pt_op *parent, const char *what, uint32_t index) {
  const pt_module *m = w->m;
  if (parent) return pt_op_error(m, parent, "region #%u %s", index, what);
  const pt_func *f = &m->funcs.data[w->func];
  return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "function @%s: body %s", pt_str(m, f->name), what);
}

/* Walks the ops of a region in order; parent is NULL for a function body. */
static pt_status *walk_region(walker *w, uint32_t rid, const pt_op *parent, uint32_t index) {
  const pt_module *m = w->m;
  if (rid >= m->regions.len) return region_error(w, parent, "is malformed (unknown region id)", index);
  if (w->seen[rid]) return region_error(w, parent, "is also owned by another op", index);
  w->seen[rid] = 1;
  /* w->depth is the depth of this region's ops (0 for a function body). */
  if (w->depth > PT_MAX_NESTING) {
    char what[96];
    snprintf(what, sizeof what, "is nested more than %d levels deep (partir's limit for every program)",
             PT_MAX_NESTING);
    return region_error(w, parent, what, index);
  }
  const pt_region *r = &m->regions.data[rid];
  if (!pt_v_region_ok(m, r)) return region_error(w, parent, "is malformed (ids out of range)", index);
  w->depth++;
  for (uint32_t i = 0; i < r->n_args; i++) w->defined[r->args + i] = 1;
  pt_opcode want = parent ? PT_OP_RETURN : PT_OP_FUNC_RETURN;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t oid = pt_region_op(m, r, i);
    if (oid >= m->ops.len) return region_error(w, parent, "is malformed (unknown op id)", index);
    const pt_op *op = &m->ops.data[oid];
    if (op->code < PT_OP_COUNT && pt_op_has_flag((pt_opcode)op->code, PT_OPF_TERMINATOR)) {
      if (i + 1 != r->n_ops) return pt_op_error(m, op, "must be the last op of its region");
      if (op->code != want)
        return pt_op_error(m, op,
                           parent ? "cannot end the region of an op; use 'stablehlo.return'"
                                  : "cannot end a function body; use 'func.return'");
    }
    PT_TRY(verify_op(w, op));
    for (uint32_t k = 0; k < op->n_results; k++) w->defined[op->results + k] = 1;
  }
  uint32_t last = r->n_ops ? pt_region_op(m, r, r->n_ops - 1) : PT_NONE;
  if (last == PT_NONE || m->ops.data[last].code != want)
    return region_error(w, parent, parent ? "must end with 'stablehlo.return'" : "must end with 'func.return'", index);
  /* Leaving the region: its values go out of scope. */
  for (uint32_t i = 0; i < r->n_args; i++) w->defined[r->args + i] = 0;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = &m->ops.data[pt_region_op(m, r, i)];
    for (uint32_t k = 0; k < op->n_results; k++) w->defined[op->results + k] = 0;
  }
  w->depth--;
  return NULL;
}

static pt_status *check_types(const pt_module *m) {
  for (uint32_t i = 0; i < m->types.len; i++) {
    const pt_type *t = &m->types.data[i];
    if (t->kind == PT_TYPE_TOKEN) continue;
    /* index tensors appear only as the types of dense attributes (e.g. the
     * operand_layouts of JAX's LAPACK custom calls); the parser refuses
     * them as value types. */
    bool ok = t->kind == PT_TYPE_TENSOR && t->rank <= PT_MAX_RANK &&
              (t->dtype < PT_DTYPE_COUNT || t->dtype == PT_DTYPE_INDEX);
    for (uint32_t k = 0; ok && k < t->rank; k++) ok = t->dims[k] >= 0;
    if (!ok) return pt_error_at(PT_ERR_VERIFY, m->filename, (pt_loc){0, 0}, "type #%u is malformed", i);
  }
  return NULL;
}

/* A `mhlo.sharding` on an argument or result must parse and fit its rank. */
static pt_status *check_io_sharding(const pt_module *m, const pt_func *f, const pt_attr *dict, const char *what,
                                    uint32_t index, uint32_t type_id) {
  const pt_attr *a = pt_attr_dict_get(m, dict, "mhlo.sharding");
  if (!a) return NULL;
  if (a->kind != PT_ATTR_STRING)
    return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "@%s %s #%u: mhlo.sharding must be a string",
                       pt_str(m, f->name), what, index);
  pt_gspmd_sharding sh;
  uint32_t n;
  char err[160];
  if (!pt_gspmd_sharding_parse(a->u.str.data, a->u.str.len, &sh, &n, 1, err, sizeof err))
    return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "@%s %s #%u: invalid mhlo.sharding \"%s\": %s",
                       pt_str(m, f->name), what, index, a->u.str.data, err);
  const pt_type *t = pt_type_get(m, type_id);
  if (n == 1 && t->kind == PT_TYPE_TENSOR && !pt_gspmd_sharding_fits(&sh, t->rank))
    return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc,
                       "@%s %s #%u: mhlo.sharding \"%s\" has %u tile dims, which does not fit a rank-%u tensor",
                       pt_str(m, f->name), what, index, a->u.str.data, sh.n_tile_dims, t->rank);
  return NULL;
}

static pt_status *check_func_shardings(const pt_module *m, const pt_func *f) {
  const pt_region *body = &m->regions.data[f->body];
  for (uint32_t i = 0; f->arg_attrs && i < body->n_args; i++) {
    PT_TRY(check_io_sharding(m, f, f->arg_attrs[i], "argument", i, m->values.data[body->args + i].type));
    PT_TRY(pt_v_sdy_io_sharding(m, f, f->arg_attrs[i], "argument", i, m->values.data[body->args + i].type));
  }
  for (uint32_t i = 0; f->result_attrs && i < f->n_results; i++) {
    PT_TRY(check_io_sharding(m, f, f->result_attrs[i], "result", i, pt_func_result_type(m, f, i)));
    PT_TRY(pt_v_sdy_io_sharding(m, f, f->result_attrs[i], "result", i, pt_func_result_type(m, f, i)));
  }
  return NULL;
}

static pt_status *walk_module(walker *w, uint32_t first_func) {
  const pt_module *m = w->m;
  PT_TRY(check_types(m));
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const pt_func *f = &m->funcs.data[i];
    if (f->name >= w->n_names)
      return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "function #%u has an unknown name", i);
    if (w->func_of_name[f->name])
      return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "redefinition of function @%s", pt_str(m, f->name));
    w->func_of_name[f->name] = i + 1;
    if ((uint64_t)f->result_types + f->n_results > m->type_pool.len)
      return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "function @%s has malformed result types",
                         pt_str(m, f->name));
  }
  for (uint32_t i = first_func; i < m->funcs.len; i++) {
    w->func = i;
    w->depth = 0;
    PT_TRY(walk_region(w, m->funcs.data[i].body, NULL, 0));
    PT_TRY(check_func_shardings(m, &m->funcs.data[i]));
  }
  return NULL;
}

pt_status *pt_verify_module(const pt_module *m) { return pt_verify_module_from(m, 0); }

pt_status *pt_verify_module_from(const pt_module *m, uint32_t first_func) {
  walker w = {.m = m};
  w.defined = pt_calloc(m->values.len, 1);
  w.seen = pt_calloc(m->regions.len, 1);
  w.n_names = m->strings.n;
  w.func_of_name = pt_calloc(w.n_names, sizeof *w.func_of_name);
  pt_status *s = w.defined && w.seen && w.func_of_name ? walk_module(&w, first_func) : pt_nomem();
  free(w.defined);
  free(w.seen);
  free(w.func_of_name);
  return s;
}
