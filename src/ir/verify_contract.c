/* verify_contract.c - checkers for contractions: dot_general, dot,
 * convolution, and the linear-algebra ops cholesky and triangular_solve.
 * Constraint numbers are those of the StableHLO spec.
 *
 * Element types: lhs and rhs must be of the same kind (float, signed,
 * unsigned, bool) but may differ in precision, and the result's element
 * type is the op's choice (JAX's preferred_element_type: bf16 x bf16 ->
 * f32, i8 x i8 -> i32), so only shapes are inferred. */
#include <string.h>

#include "verify_internal.h"

/* precision_config: at most two of DEFAULT/HIGH/HIGHEST. *all_default
 * tells whether every entry is DEFAULT. */
static pt_status *check_precision(const pt_vctx *c, const char *cn, bool *all_default) {
  const pt_attr *a = pt_op_attr(c->m, c->op, "precision_config");
  *all_default = true;
  if (!a) return NULL;
  if (a->kind != PT_ATTR_ARRAY) return pt_v_err(c, "attribute 'precision_config' must be a list of precisions");
  if (a->u.array.n > 2)
    return pt_v_err(c, "(%s) precision_config must have at most 2 entries, but has %u", cn, a->u.array.n);
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    const pt_attr *p = a->u.array.items[i];
    const char *v = p && p->kind == PT_ATTR_ENUM     ? p->u.enm.value
                    : p && p->kind == PT_ATTR_STRING ? p->u.str.data
                                                     : NULL;
    if (!v || (strcmp(v, "DEFAULT") != 0 && strcmp(v, "HIGH") != 0 && strcmp(v, "HIGHEST") != 0))
      return pt_v_err(c, "(%s) precision_config entries must be DEFAULT, HIGH or HIGHEST", cn);
    if (strcmp(v, "DEFAULT") != 0) *all_default = false;
  }
  return NULL;
}

static pt_status *check_operand_kinds(const pt_vctx *c, const char *cn) {
  const pt_type *l = pt_v_operand(c, 0), *r = pt_v_operand(c, 1);
  pt_vstr a, b;
  if (!pt_v_same_kind((pt_dtype)l->dtype, (pt_dtype)r->dtype))
    return pt_v_err(c, "(%s) lhs and rhs must have the same element type (up to precision), but got %s and %s", cn,
                    pt_v_tstr(&a, l), pt_v_tstr(&b, r));
  return NULL;
}

static int first_out_of_range(const int64_t *v, uint32_t n, int64_t bound) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] < 0 || v[i] >= bound) return (int)i;
  return -1;
}

pt_status *pt_vchk_dot_general(pt_vctx *c) {
  const pt_type *l = pt_v_operand(c, 0), *r = pt_v_operand(c, 1), *res = pt_v_result(c, 0);
  pt_dot_dims d;
  PT_TRY(pt_v_dec_err(c, pt_dot_dims_decode(c->m, c->op, &d)));
  bool all_default;
  PT_TRY(check_precision(c, "C11", &all_default));
  pt_vstr a, b;
  if (d.n_lhs_batch != d.n_rhs_batch)
    return pt_v_err(c, "(C1) lhs_batching_dimensions %s and rhs_batching_dimensions %s must have the same size",
                    pt_v_lstr(&a, d.lhs_batch, d.n_lhs_batch), pt_v_lstr(&b, d.rhs_batch, d.n_rhs_batch));
  if (d.n_lhs_contract != d.n_rhs_contract)
    return pt_v_err(c, "(C2) lhs_contracting_dimensions %s and rhs_contracting_dimensions %s must have the same size",
                    pt_v_lstr(&a, d.lhs_contract, d.n_lhs_contract), pt_v_lstr(&b, d.rhs_contract, d.n_rhs_contract));
  if (!pt_v_unique2(d.lhs_batch, d.n_lhs_batch, d.lhs_contract, d.n_lhs_contract))
    return pt_v_err(c, "(C3) lhs_batching_dimensions %s and lhs_contracting_dimensions %s must be unique and disjoint",
                    pt_v_lstr(&a, d.lhs_batch, d.n_lhs_batch), pt_v_lstr(&b, d.lhs_contract, d.n_lhs_contract));
  if (!pt_v_unique2(d.rhs_batch, d.n_rhs_batch, d.rhs_contract, d.n_rhs_contract))
    return pt_v_err(c, "(C4) rhs_batching_dimensions %s and rhs_contracting_dimensions %s must be unique and disjoint",
                    pt_v_lstr(&a, d.rhs_batch, d.n_rhs_batch), pt_v_lstr(&b, d.rhs_contract, d.n_rhs_contract));
  static const char *const names[4] = {"lhs_batching_dimensions", "lhs_contracting_dimensions",
                                       "rhs_batching_dimensions", "rhs_contracting_dimensions"};
  const int64_t *lists[4] = {d.lhs_batch, d.lhs_contract, d.rhs_batch, d.rhs_contract};
  uint32_t counts[4] = {d.n_lhs_batch, d.n_lhs_contract, d.n_rhs_batch, d.n_rhs_contract};
  for (int i = 0; i < 4; i++) {
    const pt_type *t = i < 2 ? l : r;
    int bad = first_out_of_range(lists[i], counts[i], t->rank);
    if (bad >= 0)
      return pt_v_err(c, "(C%d) %s %s: %lld is out of range [0, %u) of the %s rank", 5 + i, names[i],
                      pt_v_lstr(&a, lists[i], counts[i]), (long long)lists[i][bad], t->rank, i < 2 ? "lhs" : "rhs");
  }
  for (uint32_t i = 0; i < d.n_lhs_batch; i++)
    if (l->dims[d.lhs_batch[i]] != r->dims[d.rhs_batch[i]])
      return pt_v_err(c, "(C9) lhs_batching_dimensions %s and rhs_batching_dimensions %s sizes differ: %lld vs %lld",
                      pt_v_lstr(&a, d.lhs_batch, d.n_lhs_batch), pt_v_lstr(&b, d.rhs_batch, d.n_rhs_batch),
                      (long long)l->dims[d.lhs_batch[i]], (long long)r->dims[d.rhs_batch[i]]);
  for (uint32_t i = 0; i < d.n_lhs_contract; i++)
    if (l->dims[d.lhs_contract[i]] != r->dims[d.rhs_contract[i]])
      return pt_v_err(c,
                      "(C10) lhs_contracting_dimensions %s and rhs_contracting_dimensions %s sizes differ: %lld vs "
                      "%lld",
                      pt_v_lstr(&a, d.lhs_contract, d.n_lhs_contract), pt_v_lstr(&b, d.rhs_contract, d.n_rhs_contract),
                      (long long)l->dims[d.lhs_contract[i]], (long long)r->dims[d.rhs_contract[i]]);
  PT_TRY(check_operand_kinds(c, "C13"));
  if (!all_default && pt_op_attr(c->m, c->op, "algorithm"))
    return pt_v_err(c, "(C21) precision_config must be DEFAULT when an algorithm is set");
  /* result = batch dims ++ lhs free dims ++ rhs free dims */
  uint32_t rank =
      d.n_lhs_batch + (l->rank - d.n_lhs_batch - d.n_lhs_contract) + (r->rank - d.n_rhs_batch - d.n_rhs_contract);
  if (rank > PT_MAX_RANK) return pt_v_err(c, "(C12) the result rank %u exceeds the maximum rank %d", rank, PT_MAX_RANK);
  int64_t dims[PT_MAX_RANK];
  uint32_t k = 0;
  for (uint32_t i = 0; i < d.n_lhs_batch; i++) dims[k++] = l->dims[d.lhs_batch[i]];
  for (uint32_t i = 0; i < l->rank; i++)
    if (!pt_v_contains(d.lhs_batch, d.n_lhs_batch, i) && !pt_v_contains(d.lhs_contract, d.n_lhs_contract, i))
      dims[k++] = l->dims[i];
  for (uint32_t i = 0; i < r->rank; i++)
    if (!pt_v_contains(d.rhs_batch, d.n_rhs_batch, i) && !pt_v_contains(d.rhs_contract, d.n_rhs_contract, i))
      dims[k++] = r->dims[i];
  pt_type t = pt_v_tensor((pt_dtype)res->dtype, rank, dims);
  pt_v_rules(c, "C12", "C12");
  return pt_v_emit(c, &t);
}

/* dot (not in the spec): vector/matrix products of rank-1/2 operands. */
pt_status *pt_vchk_dot(pt_vctx *c) {
  const pt_type *l = pt_v_operand(c, 0), *r = pt_v_operand(c, 1), *res = pt_v_result(c, 0);
  bool all_default;
  PT_TRY(check_precision(c, "precision_config", &all_default));
  pt_vstr a, b;
  if (l->rank < 1 || l->rank > 2 || r->rank < 1 || r->rank > 2)
    return pt_v_err(c, "expects lhs and rhs of rank 1 or 2, but got %s and %s", pt_v_tstr(&a, l), pt_v_tstr(&b, r));
  if (l->dims[l->rank - 1] != r->dims[0])
    return pt_v_err(
        c, "lhs dimension %u and rhs dimension 0 are contracted and must have the same size, but got %s and %s",
        l->rank - 1, pt_v_tstr(&a, l), pt_v_tstr(&b, r));
  PT_TRY(check_operand_kinds(c, "element types"));
  int64_t dims[2];
  uint32_t k = 0;
  if (l->rank == 2) dims[k++] = l->dims[0];
  if (r->rank == 2) dims[k++] = r->dims[1];
  pt_type t = pt_v_tensor((pt_dtype)res->dtype, k, dims);
  pt_v_rules(c, "result shape = lhs free dims ++ rhs free dims", NULL);
  return pt_v_emit(c, &t);
}

/* A spatial attribute list, when written, has one entry per spatial dim. */
static pt_status *check_len(const pt_vctx *c, const char *cn, const char *name, uint32_t n, uint32_t want) {
  if (!pt_op_attr(c->m, c->op, name) || n == want) return NULL;
  return pt_v_err(c, "(%s) %s has %u entries, but there are %u spatial dimensions", cn, name, n, want);
}

static pt_status *check_positive(const pt_vctx *c, const char *cn, const char *name, const int64_t *v, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] <= 0) return pt_v_err(c, "(%s) %s[%u] = %lld must be positive", cn, name, i, (long long)v[i]);
  return NULL;
}

static pt_status *check_conv_dims(const pt_vctx *c, const char *cn, const char *what, int64_t a0, int64_t a1,
                                  const int64_t *spatial, uint32_t ns, int64_t rank) {
  int64_t all[PT_MAX_RANK + 2];
  all[0] = a0;
  all[1] = a1;
  memcpy(all + 2, spatial, ns * sizeof *spatial);
  bool dup;
  int bad = pt_v_check_dims(all, ns + 2, rank, &dup);
  pt_vstr a;
  if (bad < 0) return NULL;
  if (dup)
    return pt_v_err(c, "(%s) %s dimension numbers %s contain dimension %lld more than once", cn, what,
                    pt_v_lstr(&a, all, ns + 2), (long long)all[bad]);
  return pt_v_err(c, "(%s) %s dimension numbers %s: %lld is out of range [0, %lld)", cn, what,
                  pt_v_lstr(&a, all, ns + 2), (long long)all[bad], (long long)rank);
}

pt_status *pt_vchk_convolution(pt_vctx *c) {
  const pt_type *l = pt_v_operand(c, 0), *k = pt_v_operand(c, 1), *res = pt_v_result(c, 0);
  pt_conv_window w;
  PT_TRY(pt_v_dec_err(c, pt_conv_window_decode(c->m, c->op, &w)));
  const pt_conv_dims *dn = &w.dims;
  int64_t n = l->rank;
  uint32_t ns = dn->n_spatial;
  pt_vstr a, b;
  if (k->rank != n)
    return pt_v_err(c, "(C1) lhs and rhs must have the same rank, but got %s and %s", pt_v_tstr(&a, l),
                    pt_v_tstr(&b, k));
  if ((int64_t)ns + 2 != n)
    return pt_v_err(c, "(C12) there are %u spatial dimensions, but lhs has rank %lld (expected rank - 2)", ns,
                    (long long)n);
  PT_TRY(check_conv_dims(c, "C13", "input", dn->input_batch, dn->input_feature, dn->input_spatial, ns, n));
  PT_TRY(check_conv_dims(c, "C18", "kernel", dn->kernel_input_feature, dn->kernel_output_feature, dn->kernel_spatial,
                         ns, n));
  if (res->rank != n)
    return pt_v_err(c, "(C26) the result must have rank %lld, but got %s", (long long)n, pt_v_tstr(&a, res));
  PT_TRY(check_conv_dims(c, "C20", "output", dn->output_batch, dn->output_feature, dn->output_spatial, ns, n));
  PT_TRY(check_len(c, "C2", "window_strides", w.n_strides, ns));
  PT_TRY(check_positive(c, "C3", "window_strides", w.strides, ns));
  if (pt_op_attr(c->m, c->op, "padding") && (w.n_padding == PT_NONE || w.n_padding != ns))
    return pt_v_err(c, "(C4) padding must be a %ux2 integer tensor", ns);
  PT_TRY(check_len(c, "C5", "lhs_dilation", w.n_lhs_dilation, ns));
  PT_TRY(check_positive(c, "C6", "lhs_dilation", w.lhs_dilation, ns));
  PT_TRY(check_len(c, "C7", "rhs_dilation", w.n_rhs_dilation, ns));
  PT_TRY(check_positive(c, "C8", "rhs_dilation", w.rhs_dilation, ns));
  PT_TRY(check_len(c, "C9", "window_reversal", w.n_reversal, ns));
  int64_t fgc = w.feature_group_count, bgc = w.batch_group_count;
  if (fgc <= 0) return pt_v_err(c, "(C21) feature_group_count = %lld must be positive", (long long)fgc);
  if (bgc <= 0) return pt_v_err(c, "(C22) batch_group_count = %lld must be positive", (long long)bgc);
  if (fgc != 1 && bgc != 1)
    return pt_v_err(c, "(C23) feature_group_count (%lld) and batch_group_count (%lld) cannot both exceed 1",
                    (long long)fgc, (long long)bgc);
  int64_t in_batch = l->dims[dn->input_batch], in_feat = l->dims[dn->input_feature];
  int64_t k_in = k->dims[dn->kernel_input_feature], k_out = k->dims[dn->kernel_output_feature];
  if (in_batch % bgc != 0)
    return pt_v_err(c, "(C10) the input batch dimension (%lld) must be divisible by batch_group_count (%lld)",
                    (long long)in_batch, (long long)bgc);
  if (in_feat % fgc != 0)
    return pt_v_err(c, "(C11) the input feature dimension (%lld) must be divisible by feature_group_count (%lld)",
                    (long long)in_feat, (long long)fgc);
  if (k_in != in_feat / fgc)
    return pt_v_err(c,
                    "(C14) the kernel input feature dimension (%lld) must equal the input feature dimension (%lld) / "
                    "feature_group_count (%lld)",
                    (long long)k_in, (long long)in_feat, (long long)fgc);
  if (k_out % bgc != 0)
    return pt_v_err(c, "(C15) the kernel output feature dimension (%lld) must be divisible by batch_group_count (%lld)",
                    (long long)k_out, (long long)bgc);
  if (k_out % fgc != 0)
    return pt_v_err(c,
                    "(C16) the kernel output feature dimension (%lld) must be divisible by feature_group_count (%lld)",
                    (long long)k_out, (long long)fgc);
  bool all_default;
  PT_TRY(check_precision(c, "C24", &all_default));
  PT_TRY(check_operand_kinds(c, "C27"));
  int64_t dims[PT_MAX_RANK];
  dims[dn->output_batch] = in_batch / bgc;
  dims[dn->output_feature] = k_out;
  for (uint32_t i = 0; i < ns; i++) {
    int64_t out;
    if (!pt_window_output_size(l->dims[dn->input_spatial[i]], k->dims[dn->kernel_spatial[i]], w.strides[i],
                               w.lhs_dilation[i], w.rhs_dilation[i], w.pad_lo[i], w.pad_hi[i], &out))
      return pt_v_err(c, "(C25) the size of spatial dimension %u overflows int64", i);
    dims[dn->output_spatial[i]] = out;
  }
  pt_type t = pt_v_tensor((pt_dtype)res->dtype, (uint32_t)n, dims);
  pt_v_rules(c, "C25", "C25");
  return pt_v_emit(c, &t);
}

pt_status *pt_vchk_cholesky(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  pt_vstr a;
  bool lower;
  PT_TRY(pt_v_attr_bool(c, "lower", false, &lower));
  if (!pt_dtype_is_float((pt_dtype)x->dtype))
    return pt_v_err(c, "(I1) a must be a tensor of floating-point type, but got %s", pt_v_tstr(&a, x));
  if (x->rank < 2) return pt_v_err(c, "(C2) a must have rank at least 2, but got %s", pt_v_tstr(&a, x));
  if (x->dims[x->rank - 1] != x->dims[x->rank - 2])
    return pt_v_err(c, "(C3) the two minor dimensions of a must be equal, but got %s", pt_v_tstr(&a, x));
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, x);
}

pt_status *pt_vchk_triangular_solve(pt_vctx *c) {
  static const char *const transposes[] = {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT", NULL};
  const pt_type *x = pt_v_operand(c, 0), *y = pt_v_operand(c, 1);
  bool left, lower, unit;
  const char *tr;
  PT_TRY(pt_v_attr_bool(c, "left_side", false, &left));
  PT_TRY(pt_v_attr_bool(c, "lower", false, &lower));
  PT_TRY(pt_v_attr_bool(c, "unit_diagonal", false, &unit));
  PT_TRY(pt_v_attr_enum(c, "transpose_a", false, transposes, &tr));
  pt_vstr a, b;
  if (!pt_dtype_is_float((pt_dtype)x->dtype))
    return pt_v_err(c, "(I1) a must be a tensor of floating-point type, but got %s", pt_v_tstr(&a, x));
  if (x->dtype != y->dtype)
    return pt_v_err(c, "(C1) a and b must have the same element type, but got %s and %s", pt_v_tstr(&a, x),
                    pt_v_tstr(&b, y));
  if (x->rank < 2 || x->rank != y->rank)
    return pt_v_err(c, "(C2) a and b must have the same rank, at least 2, but got %s and %s", pt_v_tstr(&a, x),
                    pt_v_tstr(&b, y));
  uint32_t r = x->rank;
  for (uint32_t i = 0; i + 2 < r; i++)
    if (x->dims[i] != y->dims[i])
      return pt_v_err(c, "(C3) a and b must have the same batch dimensions, but got %s and %s", pt_v_tstr(&a, x),
                      pt_v_tstr(&b, y));
  int64_t shared = y->dims[left ? r - 2 : r - 1];
  if (x->dims[r - 2] != x->dims[r - 1] || x->dims[r - 1] != shared)
    return pt_v_err(c, "(C4) a must be square and match b's %s dimension, but got %s and %s",
                    left ? "second-minor" : "minor", pt_v_tstr(&a, x), pt_v_tstr(&b, y));
  pt_v_rules(c, "C5", "C5");
  return pt_v_emit(c, y);
}
