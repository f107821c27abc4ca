/* verify_shape.c - checkers for ops that move data without computing:
 * broadcast_in_dim, broadcast, reshape, transpose, slice, dynamic_slice,
 * dynamic_update_slice, concatenate, pad, reverse, get_dimension_size.
 * Constraint numbers are the StableHLO spec's. */
#include "verify_internal.h"

/* Reports a bad entry found by pt_v_check_dims. */
static pt_status *dims_err(const pt_vctx *c, const char *cn, const char *name, const int64_t *v, uint32_t n, int bad,
                           bool dup, int64_t bound, const char *bound_name) {
  pt_vstr a;
  if (dup)
    return pt_v_err(c, "(%s) %s %s contains dimension %lld more than once", cn, name, pt_v_lstr(&a, v, n),
                    (long long)v[bad]);
  return pt_v_err(c, "(%s) %s %s: %lld is out of range [0, %lld) of %s", cn, name, pt_v_lstr(&a, v, n),
                  (long long)v[bad], (long long)bound, bound_name);
}

pt_status *pt_vchk_broadcast_in_dim(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0), *r = pt_v_result(c, 0);
  int64_t bd[PT_MAX_RANK];
  uint32_t n;
  PT_TRY(pt_v_attr_list(c, "broadcast_dimensions", true, bd, &n, NULL));
  pt_vstr a;
  if (n != x->rank)
    return pt_v_err(c, "(C2) broadcast_dimensions %s has %u entries, but the operand has rank %u", pt_v_lstr(&a, bd, n),
                    n, x->rank);
  for (uint32_t i = 0; i < n; i++)
    if (bd[i] < 0 || bd[i] >= r->rank)
      return pt_v_err(c, "(C3) broadcast_dimensions %s: %lld is out of range [0, %u) of the result rank",
                      pt_v_lstr(&a, bd, n), (long long)bd[i], r->rank);
  bool dup;
  int bad = pt_v_check_dims(bd, n, r->rank, &dup);
  if (bad >= 0) return dims_err(c, "C4", "broadcast_dimensions", bd, n, bad, dup, r->rank, "the result rank");
  for (uint32_t i = 0; i < n; i++)
    if (x->dims[i] != 1 && x->dims[i] != r->dims[bd[i]])
      return pt_v_err(c,
                      "(C5) operand dimension %u has size %lld, which is neither 1 nor the size %lld of result "
                      "dimension %lld",
                      i, (long long)x->dims[i], (long long)r->dims[bd[i]], (long long)bd[i]);
  pt_type inferred = pt_v_with_dtype(r, (pt_dtype)x->dtype);
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, &inferred);
}

/* broadcast (not in the spec): prepends broadcast_sizes to the shape. */
pt_status *pt_vchk_broadcast(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  int64_t sizes[PT_MAX_RANK];
  uint32_t n;
  PT_TRY(pt_v_attr_list(c, "broadcast_sizes", true, sizes, &n, NULL));
  if (n + x->rank > PT_MAX_RANK)
    return pt_v_err(c, "broadcast_sizes of %u entries and operand rank %u exceed the maximum rank %d", n, x->rank,
                    PT_MAX_RANK);
  int64_t dims[PT_MAX_RANK];
  for (uint32_t i = 0; i < n; i++) {
    if (sizes[i] < 0) return pt_v_err(c, "broadcast_sizes[%u] = %lld must be non-negative", i, (long long)sizes[i]);
    dims[i] = sizes[i];
  }
  for (uint32_t i = 0; i < x->rank; i++) dims[n + i] = x->dims[i];
  pt_type r = pt_v_tensor((pt_dtype)x->dtype, n + x->rank, dims);
  pt_v_rules(c, "result shape = broadcast_sizes ++ operand shape", "result element type = operand element type");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_reshape(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0), *r = pt_v_result(c, 0);
  int64_t nx = pt_type_num_elements(x), nr = pt_type_num_elements(r);
  if (nx < 0 || nr < 0) return pt_v_err(c, "(C2) element count overflows int64");
  if (nx != nr)
    return pt_v_err(c, "(C2) operand has %lld elements, but the result has %lld", (long long)nx, (long long)nr);
  pt_type inferred = pt_v_with_dtype(r, (pt_dtype)x->dtype);
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, &inferred);
}

pt_status *pt_vchk_transpose(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  int64_t perm[PT_MAX_RANK];
  uint32_t n;
  PT_TRY(pt_v_attr_list(c, "permutation", true, perm, &n, NULL));
  bool dup;
  pt_vstr a;
  if (n != x->rank || pt_v_check_dims(perm, n, x->rank, &dup) >= 0)
    return pt_v_err(c, "(C2) permutation %s is not a permutation of [0, %u), the operand's dimensions",
                    pt_v_lstr(&a, perm, n), x->rank);
  pt_type r = *x;
  for (uint32_t i = 0; i < n; i++) r.dims[i] = x->dims[perm[i]];
  pt_v_rules(c, "C3", "C1");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_slice(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  int64_t start[PT_MAX_RANK], limit[PT_MAX_RANK], strides[PT_MAX_RANK];
  uint32_t ns, nl, nt;
  bool has_strides;
  PT_TRY(pt_v_attr_list(c, "start_indices", true, start, &ns, NULL));
  PT_TRY(pt_v_attr_list(c, "limit_indices", true, limit, &nl, NULL));
  PT_TRY(pt_v_attr_list(c, "strides", false, strides, &nt, &has_strides));
  if (!has_strides) {
    nt = x->rank;
    for (uint32_t i = 0; i < nt; i++) strides[i] = 1;
  }
  if (ns != x->rank || nl != x->rank || nt != x->rank)
    return pt_v_err(c,
                    "(C2) start_indices, limit_indices and strides have %u, %u and %u entries, but the operand has "
                    "rank %u",
                    ns, nl, nt, x->rank);
  pt_type r = *x;
  for (uint32_t i = 0; i < x->rank; i++) {
    if (start[i] < 0 || start[i] > limit[i] || limit[i] > x->dims[i])
      return pt_v_err(c,
                      "(C3) dimension %u: start %lld and limit %lld must satisfy 0 <= start <= limit <= %lld (the "
                      "operand's size)",
                      i, (long long)start[i], (long long)limit[i], (long long)x->dims[i]);
    if (strides[i] <= 0)
      return pt_v_err(c, "(C4) stride %lld of dimension %u must be positive", (long long)strides[i], i);
    int64_t len = limit[i] - start[i]; /* 0 <= len <= dims[i]: no overflow */
    r.dims[i] = len / strides[i] + (len % strides[i] != 0);
  }
  pt_v_rules(c, "C5", "C1");
  return pt_v_emit(c, &r);
}

/* Start indices of dynamic_slice/dynamic_update_slice: 0-d integers of one
 * type. first is the operand index of the first one. */
static pt_status *check_start_indices(const pt_vctx *c, uint32_t first, const char *in, const char *same_c) {
  pt_vstr a, b;
  for (uint32_t i = first; i < c->op->n_operands; i++) {
    const pt_type *t = pt_v_operand(c, i);
    if (t->rank != 0 || !pt_dtype_is_int((pt_dtype)t->dtype))
      return pt_v_err(c, "(%s) start index #%u must be a 0-dimensional integer tensor, but got %s", in, i - first,
                      pt_v_tstr(&a, t));
    if (!pt_v_type_eq(t, pt_v_operand(c, first)))
      return pt_v_err(c, "(%s) start indices must have the same type, but got %s and %s", same_c,
                      pt_v_tstr(&a, pt_v_operand(c, first)), pt_v_tstr(&b, t));
  }
  return NULL;
}

pt_status *pt_vchk_dynamic_slice(pt_vctx *c) {
  if (c->op->n_operands < 1) return pt_v_err(c, "expects an operand and start indices");
  const pt_type *x = pt_v_operand(c, 0);
  int64_t sizes[PT_MAX_RANK];
  uint32_t n;
  PT_TRY(pt_v_attr_list(c, "slice_sizes", true, sizes, &n, NULL));
  uint32_t n_idx = c->op->n_operands - 1;
  if (n_idx != x->rank || n != x->rank)
    return pt_v_err(c, "(C2) got %u start indices and %u slice_sizes, but the operand has rank %u", n_idx, n, x->rank);
  PT_TRY(check_start_indices(c, 1, "I2", "C3"));
  for (uint32_t i = 0; i < n; i++)
    if (sizes[i] < 0 || sizes[i] > x->dims[i])
      return pt_v_err(c, "(C4) slice_sizes[%u] = %lld must be in [0, %lld], the operand's size", i, (long long)sizes[i],
                      (long long)x->dims[i]);
  pt_type r = pt_v_tensor((pt_dtype)x->dtype, n, sizes);
  pt_v_rules(c, "C5", "C1");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_dynamic_update_slice(pt_vctx *c) {
  if (c->op->n_operands < 2) return pt_v_err(c, "expects an operand, an update and start indices");
  const pt_type *x = pt_v_operand(c, 0), *u = pt_v_operand(c, 1);
  pt_vstr a, b;
  if (u->dtype != x->dtype)
    return pt_v_err(c, "(C2) update and operand must have the same element type, but got %s and %s", pt_v_tstr(&a, u),
                    pt_v_tstr(&b, x));
  if (u->rank != x->rank)
    return pt_v_err(c, "(C3) update and operand must have the same rank, but got %s and %s", pt_v_tstr(&a, u),
                    pt_v_tstr(&b, x));
  if (c->op->n_operands - 2 != x->rank)
    return pt_v_err(c, "(C4) got %u start indices, but the operand has rank %u", c->op->n_operands - 2, x->rank);
  PT_TRY(check_start_indices(c, 2, "I3", "C5"));
  for (uint32_t i = 0; i < x->rank; i++)
    if (u->dims[i] > x->dims[i])
      return pt_v_err(c, "(C6) update dimension %u has size %lld, larger than the operand's %lld", i,
                      (long long)u->dims[i], (long long)x->dims[i]);
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, x);
}

pt_status *pt_vchk_concatenate(pt_vctx *c) {
  uint32_t n = c->op->n_operands;
  if (n == 0) return pt_v_err(c, "(C3) expects at least one input");
  int64_t dim;
  PT_TRY(pt_v_attr_int(c, "dimension", true, 0, &dim));
  const pt_type *x0 = pt_v_operand(c, 0);
  if (dim < 0 || dim >= x0->rank)
    return pt_v_err(c, "(C4) dimension %lld is out of range [0, %u) of the inputs' rank", (long long)dim, x0->rank);
  pt_type r = *x0;
  pt_vstr a, b;
  for (uint32_t i = 1; i < n; i++) {
    const pt_type *t = pt_v_operand(c, i);
    if (t->dtype != x0->dtype)
      return pt_v_err(c, "(C1) inputs must have the same element type, but input #0 is %s and input #%u is %s",
                      pt_v_tstr(&a, x0), i, pt_v_tstr(&b, t));
    bool same = t->rank == x0->rank;
    for (uint32_t d = 0; same && d < t->rank; d++) same = d == (uint32_t)dim || t->dims[d] == x0->dims[d];
    if (!same)
      return pt_v_err(c,
                      "(C2) inputs must have the same shape except in dimension %lld, but input #0 is %s and "
                      "input #%u is %s",
                      (long long)dim, pt_v_tstr(&a, x0), i, pt_v_tstr(&b, t));
    if (!pt_add_i64(r.dims[dim], t->dims[dim], &r.dims[dim]))
      return pt_v_err(c, "(C6) the concatenated dimension overflows int64");
  }
  pt_v_rules(c, "C6", "C5");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_pad(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0), *pv = pt_v_operand(c, 1);
  int64_t lo[PT_MAX_RANK], hi[PT_MAX_RANK], in[PT_MAX_RANK];
  uint32_t nl, nh, ni;
  PT_TRY(pt_v_attr_list(c, "edge_padding_low", true, lo, &nl, NULL));
  PT_TRY(pt_v_attr_list(c, "edge_padding_high", true, hi, &nh, NULL));
  PT_TRY(pt_v_attr_list(c, "interior_padding", true, in, &ni, NULL));
  pt_vstr a, b;
  if (pv->rank != 0)
    return pt_v_err(c, "(I2) padding_value must be a 0-dimensional tensor, but got %s", pt_v_tstr(&a, pv));
  if (pv->dtype != x->dtype)
    return pt_v_err(c, "(C1) operand, padding_value and result must have the same element type, but got %s and %s",
                    pt_v_tstr(&a, x), pt_v_tstr(&b, pv));
  if (nl != x->rank || nh != x->rank || ni != x->rank)
    return pt_v_err(c,
                    "(C2) edge_padding_low, edge_padding_high and interior_padding have %u, %u and %u entries, but "
                    "the operand has rank %u",
                    nl, nh, ni, x->rank);
  pt_type r = *x;
  for (uint32_t i = 0; i < x->rank; i++) {
    if (in[i] < 0) return pt_v_err(c, "(C3) interior_padding[%u] = %lld must be non-negative", i, (long long)in[i]);
    int64_t d = x->dims[i], gaps, size;
    bool ok = pt_mul_i64(d > 0 ? d - 1 : 0, in[i], &gaps) && pt_add_i64(d, gaps, &size) &&
              pt_add_i64(size, lo[i], &size) && pt_add_i64(size, hi[i], &size);
    if (!ok) return pt_v_err(c, "(C4) the padded size of dimension %u overflows int64", i);
    if (size < 0)
      return pt_v_err(
          c, "(C4) padding dimension %u (size %lld, low %lld, high %lld, interior %lld) gives negative size %lld", i,
          (long long)d, (long long)lo[i], (long long)hi[i], (long long)in[i], (long long)size);
    r.dims[i] = size;
  }
  pt_v_rules(c, "C4", "C1");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_reverse(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  int64_t dims[PT_MAX_RANK];
  uint32_t n;
  PT_TRY(pt_v_attr_list(c, "dimensions", true, dims, &n, NULL));
  bool dup;
  int bad = pt_v_check_dims(dims, n, x->rank, &dup);
  if (bad >= 0) return dims_err(c, dup ? "C2" : "C3", "dimensions", dims, n, bad, dup, x->rank, "the operand's rank");
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, x);
}

pt_status *pt_vchk_get_dimension_size(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  int64_t d;
  PT_TRY(pt_v_attr_int(c, "dimension", true, 0, &d));
  if (d < 0 || d >= x->rank)
    return pt_v_err(c, "(C1) dimension %lld is out of range [0, %u) of the operand's rank", (long long)d, x->rank);
  pt_type r = pt_v_tensor(PT_DTYPE_I32, 0, NULL);
  pt_v_rules(c, "O1", "O1");
  return pt_v_emit(c, &r);
}
