/* verify_region.c - checkers for ops with bodies (reduce, reduce_window,
 * select_and_scatter, sort, while, if, case) and for ops whose results
 * are given rather than computed (optimization_barrier, custom_call,
 * sdy.sharding_constraint, func.call). Constraint numbers are those of the
 * StableHLO spec. The bodies' own ops were verified by the walk already;
 * here their signatures are checked against the op. */
#include <string.h>

#include "verify_internal.h"

/* N inputs followed by N init values, N >= 1, and N results. */
static pt_status *split_inputs(const pt_vctx *c, const char *cn, uint32_t *n) {
  uint32_t k = c->op->n_operands;
  *n = 0;
  if (k < 2 || k % 2)
    return pt_v_err(c, "(%s) expects N inputs and N init_values with N >= 1, but got %u operands", cn, k);
  *n = k / 2;
  if (c->op->n_results != *n) return pt_v_err(c, "(%s) expects %u results, but got %u", cn, *n, c->op->n_results);
  return NULL;
}

/* Inputs share a shape; init values are scalars of the inputs' types. */
static pt_status *check_inputs(const pt_vctx *c, uint32_t n, const char *same_shape_c, const char *init_c) {
  const pt_type *x0 = pt_v_operand(c, 0);
  pt_vstr a, b;
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *x = pt_v_operand(c, i), *init = pt_v_operand(c, n + i);
    if (!pt_v_shape_eq(x, x0))
      return pt_v_err(c, "(%s) inputs must have the same shape, but got %s and %s", same_shape_c, pt_v_tstr(&a, x0),
                      pt_v_tstr(&b, x));
    if (init->rank != 0)
      return pt_v_err(c, "(I2) init_values must be 0-dimensional tensors, but init_values #%u is %s", i,
                      pt_v_tstr(&a, init));
    if (init->dtype != x->dtype)
      return pt_v_err(c, "(%s) inputs #%u and init_values #%u must have the same element type, but got %s and %s",
                      init_c, i, i, pt_v_tstr(&a, x), pt_v_tstr(&b, init));
  }
  return NULL;
}

pt_status *pt_vchk_reduce(pt_vctx *c) {
  uint32_t n;
  PT_TRY(split_inputs(c, "C3", &n));
  PT_TRY(check_inputs(c, n, "C1", "C2"));
  const pt_type *x = pt_v_operand(c, 0);
  int64_t dims[PT_MAX_RANK];
  uint32_t nd;
  PT_TRY(pt_v_attr_list(c, "dimensions", true, dims, &nd, NULL));
  bool dup;
  int bad = pt_v_check_dims(dims, nd, x->rank, &dup);
  pt_vstr a;
  if (bad >= 0 && dup)
    return pt_v_err(c, "(C5) dimensions %s contains dimension %lld more than once", pt_v_lstr(&a, dims, nd),
                    (long long)dims[bad]);
  if (bad >= 0)
    return pt_v_err(c, "(C4) dimensions %s: %lld is out of range [0, %u) of the inputs' rank", pt_v_lstr(&a, dims, nd),
                    (long long)dims[bad], x->rank);
  PT_TRY(pt_v_reducer(c, 0, "C6", n, 0));
  int64_t shape[PT_MAX_RANK];
  uint32_t rank = 0;
  for (uint32_t d = 0; d < x->rank; d++)
    if (!pt_v_contains(dims, nd, d)) shape[rank++] = x->dims[d];
  pt_v_rules(c, "C7", "C8");
  for (uint32_t i = 0; i < n; i++) {
    pt_type r = pt_v_tensor(pt_v_body_dtype(c, 0, i), rank, shape);
    PT_TRY(pt_v_emit(c, &r));
  }
  return NULL;
}

/* Lengths and signs of a window's attributes; cn[] names the constraints
 * for: dims size, dims > 0, strides size, strides > 0, base dilations size,
 * > 0, window dilations size, > 0, padding shape. */
static pt_status *check_window(const pt_vctx *c, const pt_window *w, uint32_t rank, const char *const cn[9]) {
  if (!pt_op_attr(c->m, c->op, "window_dimensions") && rank > 0)
    return pt_v_err(c, "requires attribute 'window_dimensions'");
  if (w->n_dims != rank)
    return pt_v_err(c, "(%s) window_dimensions has %u entries, but the operand has rank %u", cn[0], w->n_dims, rank);
  const char *names[4] = {"window_dimensions", "window_strides", "base_dilations", "window_dilations"};
  const int64_t *vals[4] = {w->dims, w->strides, w->base_dilations, w->window_dilations};
  uint32_t lens[4] = {w->n_dims, w->n_strides, w->n_base_dilations, w->n_window_dilations};
  for (int k = 0; k < 4; k++) {
    if (!cn[2 * k]) continue;
    if (k > 0 && pt_op_attr(c->m, c->op, names[k]) && lens[k] != rank)
      return pt_v_err(c, "(%s) %s has %u entries, but the operand has rank %u", cn[2 * k], names[k], lens[k], rank);
    for (uint32_t i = 0; i < rank; i++)
      if (vals[k][i] <= 0)
        return pt_v_err(c, "(%s) %s[%u] = %lld must be positive", cn[2 * k + 1], names[k], i, (long long)vals[k][i]);
  }
  if (pt_op_attr(c->m, c->op, "padding") && (w->n_padding == PT_NONE || w->n_padding != rank))
    return pt_v_err(c, "(%s) padding must be a %ux2 integer tensor", cn[8], rank);
  return NULL;
}

static pt_status *window_shape(const pt_vctx *c, const pt_window *w, const pt_type *x, const char *cn, pt_type *out) {
  *out = *x;
  for (uint32_t d = 0; d < x->rank; d++)
    if (!pt_window_output_size(x->dims[d], w->dims[d], w->strides[d], w->base_dilations[d], w->window_dilations[d],
                               w->pad_lo[d], w->pad_hi[d], &out->dims[d]))
      return pt_v_err(c, "(%s) the size of dimension %u overflows int64", cn, d);
  return NULL;
}

pt_status *pt_vchk_reduce_window(pt_vctx *c) {
  static const char *const cn[9] = {"C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12"};
  uint32_t n;
  PT_TRY(split_inputs(c, "C1", &n));
  PT_TRY(check_inputs(c, n, "C2", "C3"));
  const pt_type *x = pt_v_operand(c, 0);
  pt_window w;
  PT_TRY(pt_v_dec_err(c, pt_window_decode(c->m, c->op, &w)));
  PT_TRY(check_window(c, &w, x->rank, cn));
  PT_TRY(pt_v_reducer(c, 0, "C13", n, 0));
  pt_type shape;
  PT_TRY(window_shape(c, &w, x, "C15", &shape));
  pt_v_rules(c, "C15", "C16");
  for (uint32_t i = 0; i < n; i++) {
    pt_type r = pt_v_with_dtype(&shape, pt_v_body_dtype(c, 0, i));
    PT_TRY(pt_v_emit(c, &r));
  }
  return NULL;
}

pt_status *pt_vchk_select_and_scatter(pt_vctx *c) {
  static const char *const cn[9] = {"C4", "C5", "C6", "C7", NULL, NULL, NULL, NULL, "C8"};
  const pt_type *x = pt_v_operand(c, 0), *src = pt_v_operand(c, 1), *init = pt_v_operand(c, 2);
  pt_vstr a, b;
  if (src->dtype != x->dtype)
    return pt_v_err(c, "(C1) operand and source must have the same element type, but got %s and %s", pt_v_tstr(&a, x),
                    pt_v_tstr(&b, src));
  if (init->rank != 0)
    return pt_v_err(c, "(I3) init_value must be a 0-dimensional tensor, but got %s", pt_v_tstr(&a, init));
  if (init->dtype != x->dtype)
    return pt_v_err(c, "(C3) init_value and operand must have the same element type, but got %s and %s",
                    pt_v_tstr(&a, init), pt_v_tstr(&b, x));
  pt_window w;
  PT_TRY(pt_v_dec_err(c, pt_window_decode(c->m, c->op, &w)));
  PT_TRY(check_window(c, &w, x->rank, cn));
  pt_type windows;
  PT_TRY(window_shape(c, &w, x, "C2", &windows));
  if (!pt_v_shape_eq(&windows, src))
    return pt_v_err(c, "(C2) source must have the shape of the window positions %s, but got %s",
                    pt_v_tstr(&a, &windows), pt_v_tstr(&b, src));
  /* select: (tensor<E>, tensor<E>) -> tensor<i1> */
  const pt_region *r;
  const pt_op *ret;
  PT_TRY(pt_v_region_ret(c, 0, &r, &ret));
  pt_type scalar = pt_v_tensor((pt_dtype)x->dtype, 0, NULL);
  if (r->n_args != 2) return pt_v_err(c, "(C9) select must take 2 arguments, but takes %u", r->n_args);
  for (uint32_t i = 0; i < 2; i++)
    if (!pt_v_type_eq(pt_v_arg_type(c, r, i), &scalar))
      return pt_v_err(c, "(C9) select argument #%u must be %s, but is %s", i, pt_v_tstr(&a, &scalar),
                      pt_v_tstr(&b, pt_v_arg_type(c, r, i)));
  pt_type pred = pt_v_tensor(PT_DTYPE_I1, 0, NULL);
  if (ret->n_operands != 1 || !pt_v_type_eq(pt_v_ret_type(c, ret, 0), &pred))
    return pt_v_err(c, "(C9) select must return a single tensor<i1>");
  PT_TRY(pt_v_reducer(c, 1, "C10", 1, 0));
  pt_type res = pt_v_with_dtype(x, pt_v_body_dtype(c, 1, 0));
  pt_v_rules(c, "C11", "C12");
  return pt_v_emit(c, &res);
}

pt_status *pt_vchk_sort(pt_vctx *c) {
  uint32_t n = c->op->n_operands;
  if (n == 0) return pt_v_err(c, "(C1) expects at least one input");
  if (c->op->n_results != n) return pt_v_err(c, "(C2) expects %u results, but got %u", n, c->op->n_results);
  const pt_type *x0 = pt_v_operand(c, 0);
  pt_vstr a, b;
  for (uint32_t i = 1; i < n; i++)
    if (!pt_v_shape_eq(pt_v_operand(c, i), x0))
      return pt_v_err(c, "(C3) inputs must have the same shape, but got %s and %s", pt_v_tstr(&a, x0),
                      pt_v_tstr(&b, pt_v_operand(c, i)));
  int64_t dim;
  bool stable;
  PT_TRY(pt_v_attr_int(c, "dimension", false, -1, &dim));
  PT_TRY(pt_v_attr_bool(c, "is_stable", false, &stable));
  int64_t rank = x0->rank;
  if (dim < -rank || dim >= rank)
    return pt_v_err(c, "(C4) dimension %lld is out of range [-%lld, %lld)", (long long)dim, (long long)rank,
                    (long long)rank);
  const pt_region *r;
  const pt_op *ret;
  PT_TRY(pt_v_region_ret(c, 0, &r, &ret));
  if (r->n_args != 2 * n) return pt_v_err(c, "(C5) comparator must take %u arguments, but takes %u", 2 * n, r->n_args);
  for (uint32_t i = 0; i < 2 * n; i++) {
    pt_type want = pt_v_tensor((pt_dtype)pt_v_operand(c, i / 2)->dtype, 0, NULL);
    if (!pt_v_type_eq(pt_v_arg_type(c, r, i), &want))
      return pt_v_err(c, "(C5) comparator argument #%u must be %s, but is %s", i, pt_v_tstr(&a, &want),
                      pt_v_tstr(&b, pt_v_arg_type(c, r, i)));
  }
  pt_type pred = pt_v_tensor(PT_DTYPE_I1, 0, NULL);
  if (ret->n_operands != 1 || !pt_v_type_eq(pt_v_ret_type(c, ret, 0), &pred))
    return pt_v_err(c, "(C5) comparator must return a single tensor<i1>");
  pt_v_rules(c, "C2", "C2");
  for (uint32_t i = 0; i < n; i++) PT_TRY(pt_v_emit(c, pt_v_operand(c, i)));
  return NULL;
}

/* Types of a region's arguments (or of its return's operands) equal the
 * op's operand types. */
static pt_status *match_operands(const pt_vctx *c, const char *cn, const char *what, uint32_t count, const pt_region *r,
                                 const pt_op *ret) {
  uint32_t n = c->op->n_operands;
  pt_vstr a, b;
  if (count != n) return pt_v_err(c, "(%s) %s %u values, but the op has %u operands", cn, what, count, n);
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *t = r ? pt_v_arg_type(c, r, i) : pt_v_ret_type(c, ret, i);
    if (!pt_v_type_eq(t, pt_v_operand(c, i)))
      return pt_v_err(c, "(%s) %s %s at #%u, but operand #%u is %s", cn, what, pt_v_tstr(&a, t), i, i,
                      pt_v_tstr(&b, pt_v_operand(c, i)));
  }
  return NULL;
}

pt_status *pt_vchk_while(pt_vctx *c) {
  uint32_t n = c->op->n_operands;
  if (c->op->n_results != n) return pt_v_err(c, "(C3) expects %u results, but got %u", n, c->op->n_results);
  const pt_region *cond, *body;
  const pt_op *cret, *bret;
  PT_TRY(pt_v_region_ret(c, 0, &cond, &cret));
  PT_TRY(pt_v_region_ret(c, 1, &body, &bret));
  PT_TRY(match_operands(c, "C1", "cond takes", cond->n_args, cond, NULL));
  pt_type pred = pt_v_tensor(PT_DTYPE_I1, 0, NULL);
  pt_vstr a;
  if (cret->n_operands != 1)
    return pt_v_err(c, "(C1) cond must return a single tensor<i1>, but returns %u values", cret->n_operands);
  if (!pt_v_type_eq(pt_v_ret_type(c, cret, 0), &pred))
    return pt_v_err(c, "(C1) cond must return a single tensor<i1>, but returns %s",
                    pt_v_tstr(&a, pt_v_ret_type(c, cret, 0)));
  PT_TRY(match_operands(c, "C2", "body takes", body->n_args, body, NULL));
  PT_TRY(match_operands(c, "C2", "body returns", bret->n_operands, NULL, bret));
  pt_v_rules(c, "C3", "C3");
  for (uint32_t i = 0; i < n; i++) PT_TRY(pt_v_emit(c, pt_v_operand(c, i)));
  return NULL;
}

pt_status *pt_vchk_if_case(pt_vctx *c) {
  bool is_if = c->op->code == PT_OP_IF;
  const pt_type *p = pt_v_operand(c, 0);
  pt_vstr a, b;
  if (is_if && (!pt_v_is_tensor(p) || p->rank != 0 || p->dtype != PT_DTYPE_I1))
    return pt_v_err(c, "(I1) pred must be a 0-dimensional tensor of i1, but got %s", pt_v_tstr(&a, p));
  if (!is_if && (!pt_v_is_tensor(p) || p->rank != 0 || p->dtype != PT_DTYPE_I32))
    return pt_v_err(c, "(I1) index must be a 0-dimensional tensor of i32, but got %s", pt_v_tstr(&a, p));
  if (c->op->n_regions == 0) return pt_v_err(c, "(C1) expects at least one branch");
  const char *c_args = is_if ? "C1" : "C2", *c_same = is_if ? "C2" : "C3", *c_res = is_if ? "C3" : "C4";
  const pt_region *r0;
  const pt_op *ret0;
  PT_TRY(pt_v_region_ret(c, 0, &r0, &ret0));
  for (uint32_t k = 0; k < c->op->n_regions; k++) {
    const pt_region *r;
    const pt_op *ret;
    PT_TRY(pt_v_region_ret(c, k, &r, &ret));
    if (r->n_args != 0)
      return pt_v_err(c, "(%s) branch #%u must take no arguments, but takes %u", c_args, k, r->n_args);
    if (ret->n_operands != ret0->n_operands)
      return pt_v_err(c, "(%s) branch #%u returns %u values, but branch #0 returns %u", c_same, k, ret->n_operands,
                      ret0->n_operands);
    for (uint32_t i = 0; i < ret->n_operands; i++)
      if (!pt_v_type_eq(pt_v_ret_type(c, ret, i), pt_v_ret_type(c, ret0, i)))
        return pt_v_err(c, "(%s) branch #%u returns %s at #%u, but branch #0 returns %s", c_same, k,
                        pt_v_tstr(&a, pt_v_ret_type(c, ret, i)), i, pt_v_tstr(&b, pt_v_ret_type(c, ret0, i)));
  }
  if (c->op->n_results != ret0->n_operands)
    return pt_v_err(c, "(%s) expects %u results (what the branches return), but got %u", c_res, ret0->n_operands,
                    c->op->n_results);
  pt_v_rules(c, c_res, c_res);
  for (uint32_t i = 0; i < ret0->n_operands; i++) PT_TRY(pt_v_emit(c, pt_v_ret_type(c, ret0, i)));
  return NULL;
}

pt_status *pt_vchk_optimization_barrier(pt_vctx *c) {
  if (c->op->n_results != c->op->n_operands)
    return pt_v_err(c, "(C1) expects %u results, but got %u", c->op->n_operands, c->op->n_results);
  pt_v_rules(c, "C1", "C1");
  for (uint32_t i = 0; i < c->op->n_operands; i++) PT_TRY(pt_v_emit(c, pt_v_operand(c, i)));
  return NULL;
}

/* An op's `mhlo.sharding` must parse, with one sharding per result (a tuple
 * for several), each fitting its result's rank. */
static pt_status *check_op_sharding(pt_vctx *c) {
  if (c->op->code == PT_OP_SDY_SHARDING_CONSTRAINT || c->op->code == PT_OP_SDY_RESHARD) return NULL;
  const pt_attr *a = pt_op_attr(c->m, c->op, "mhlo.sharding");
  if (!a) return NULL;
  if (a->kind != PT_ATTR_STRING) return pt_v_err(c, "attribute 'mhlo.sharding' must be a string");
  pt_gspmd_sharding sh[8];
  uint32_t n;
  char err[160];
  if (!pt_gspmd_sharding_parse(a->u.str.data, a->u.str.len, sh, &n, 8, err, sizeof err))
    return pt_v_err(c, "invalid mhlo.sharding \"%s\": %s", a->u.str.data, err);
  const char *p = a->u.str.data + strspn(a->u.str.data, " ");
  if (*p == '{') p++;
  p += strspn(p, " ");
  bool tuple = *p == '{' || *p == '}';
  if (tuple && n != c->op->n_results)
    return pt_v_err(c, "mhlo.sharding has %u tuple elements for %u results", n, c->op->n_results);
  for (uint32_t i = 0; i < n && i < c->op->n_results; i++) {
    const pt_type *t = pt_value_type(c->m, c->op->results + (tuple ? i : 0));
    if (t->kind == PT_TYPE_TENSOR && !pt_gspmd_sharding_fits(&sh[i], t->rank))
      return pt_v_err(c, "mhlo.sharding \"%s\" has %u tile dims, which does not fit the rank-%u result",
                      a->u.str.data, sh[i].n_tile_dims, t->rank);
  }
  return NULL;
}

pt_status *pt_v_op_shardings(pt_vctx *c) {
  PT_TRY(check_op_sharding(c));
  return pt_v_sdy_op_sharding(c);
}

/* Opaque to partir, except for GSPMD's sharding annotations. */
pt_status *pt_vchk_custom_call(pt_vctx *c) {
  const pt_attr *t = pt_op_attr(c->m, c->op, "call_target_name");
  if (!t) return pt_v_err(c, "requires attribute 'call_target_name'");
  if (t->kind != PT_ATTR_STRING && t->kind != PT_ATTR_SYMBOL)
    return pt_v_err(c, "attribute 'call_target_name' must be a string");
  if (pt_v_is_check_target(t->u.str.data)) PT_TRY(pt_vchk_check_call(c, t->u.str.data));
  /* GSPMD's annotation targets are identities on the global value: @Sharding
   * pins a sharding, the SPMD* pair enter and leave manual (shard_map) code. */
  if (pt_custom_call_keeps_type_class(pt_custom_call_kind_of(c->m, c->op))) {
    if (c->op->n_operands != 1 || c->op->n_results != 1)
      return pt_v_err(c, "@%s takes one operand and gives one result, but has %u and %u", t->u.str.data,
                      c->op->n_operands, c->op->n_results);
    const pt_type *in = pt_value_type(c->m, pt_op_operand(c->m, c->op, 0));
    const pt_type *out = pt_value_type(c->m, c->op->results);
    if (in->kind != PT_TYPE_TENSOR || out->kind != PT_TYPE_TENSOR || in->dtype != out->dtype ||
        in->rank != out->rank)
      return pt_v_err(c, "@%s must keep the element type and rank of its operand", t->u.str.data);
    if (pt_custom_call_kind_of(c->m, c->op) == PT_CC_SHARDING) {
      if (!pt_op_attr(c->m, c->op, "mhlo.sharding")) return pt_v_err(c, "@Sharding requires attribute 'mhlo.sharding'");
      if (pt_value_type(c->m, pt_op_operand(c->m, c->op, 0)) != out)
        return pt_v_err(c, "@Sharding must return its operand's type");
    }
  }
  for (uint32_t i = 0; i < c->op->n_results; i++) PT_TRY(pt_v_emit(c, pt_v_result(c, i)));
  return NULL;
}

pt_status *pt_vchk_call(pt_vctx *c) {
  const pt_module *m = c->m;
  const pt_attr *callee = pt_op_attr(m, c->op, "callee");
  if (!callee) return pt_v_err(c, "requires attribute 'callee'");
  if (callee->kind != PT_ATTR_SYMBOL || !callee->u.str.data)
    return pt_v_err(c, "attribute 'callee' must be a symbol reference");
  const char *name = callee->u.str.data;
  uint32_t fid = PT_NONE;
  if (c->func_of_name) {
    uint32_t id = pt_intern_lookup(&m->strings, name, callee->u.str.len);
    if (id && id < c->n_names && c->func_of_name[id]) fid = c->func_of_name[id] - 1;
  } else {
    fid = pt_module_find_func(m, name);
  }
  if (fid == PT_NONE || fid >= m->funcs.len) return pt_v_err(c, "refers to an undefined function @%s", name);
  const pt_func *f = &m->funcs.data[fid];
  if (f->body >= m->regions.len || !pt_v_region_ok(m, &m->regions.data[f->body]))
    return pt_v_err(c, "refers to a malformed function @%s", name);
  uint32_t n_args = pt_func_n_args(m, f);
  pt_vstr a, b;
  if (c->op->n_operands != n_args)
    return pt_v_err(c, "passes %u operands, but @%s takes %u arguments", c->op->n_operands, name, n_args);
  for (uint32_t i = 0; i < n_args; i++) {
    const pt_type *want = pt_value_type(m, pt_func_arg(m, f, i));
    if (!pt_v_type_eq(want, pt_v_operand(c, i)))
      return pt_v_err(c, "operand #%u has type %s, but @%s takes %s", i, pt_v_tstr(&a, pt_v_operand(c, i)), name,
                      pt_v_tstr(&b, want));
  }
  if (c->op->n_results != f->n_results)
    return pt_v_err(c, "has %u results, but @%s returns %u values", c->op->n_results, name, f->n_results);
  if ((uint64_t)f->result_types + f->n_results > m->type_pool.len)
    return pt_v_err(c, "refers to a malformed function @%s", name);
  pt_v_rules(c, "the results have the callee's result types", NULL);
  for (uint32_t i = 0; i < f->n_results; i++) {
    uint32_t tid = pt_func_result_type(m, f, i);
    if (tid >= m->types.len) return pt_v_err(c, "refers to a malformed function @%s", name);
    PT_TRY(pt_v_emit(c, pt_type_get(m, tid)));
  }
  return NULL;
}
