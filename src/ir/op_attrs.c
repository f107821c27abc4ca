/* op_attrs.c - typed views of the attributes of dot_general/dot,
 * convolution, reduce_window/select_and_scatter, gather and scatter, and
 * the window-size formula the spec uses for convolution and windows.
 *
 * The verifier, the partitioner and the interpreter all need these numbers;
 * decoding them in one place keeps the attribute layout (docs/
 * ir_attributes.md) known to one file. Decoders never trust the input:
 * lists longer than PT_MAX_RANK are reported, not copied, and lengths are
 * recorded as written so the verifier can name the violated constraint. */
#include <string.h>

#include "verify_internal.h"

bool pt_attr_int_list(const pt_module *m, const pt_attr *a, int64_t *out, uint32_t cap, uint32_t *n) {
  if (!a) return false;
  switch (a->kind) {
    case PT_ATTR_DENSE_ARRAY: {
      if (a->u.darr.n && !a->u.darr.i) return false; /* a float array */
      uint32_t k = a->u.darr.n < cap ? a->u.darr.n : cap;
      if (k) memcpy(out, a->u.darr.i, k * sizeof *out);
      *n = a->u.darr.n;
      return true;
    }
    case PT_ATTR_ARRAY:
      for (uint32_t i = 0; i < a->u.array.n; i++) {
        const pt_attr *x = a->u.array.items[i];
        if (!x || x->kind != PT_ATTR_INT) return false;
        if (i < cap) out[i] = x->u.i;
      }
      *n = a->u.array.n;
      return true;
    case PT_ATTR_DENSE: {
      /* Older (MHLO-era) exports write lists as dense<[..]> : tensor<Nxi64>. */
      if (a->u.dense.type >= m->types.len) return false;
      const pt_type *t = pt_type_get(m, a->u.dense.type);
      if (t->kind != PT_TYPE_TENSOR || t->rank != 1 || pt_dtype_is_float((pt_dtype)t->dtype)) return false;
      if (t->dims[0] < 0 || t->dims[0] > (int64_t)UINT32_MAX) return false;
      uint32_t len = (uint32_t)t->dims[0];
      for (uint32_t i = 0; i < len && i < cap; i++)
        if (!pt_attr_dense_int(m, a, i, &out[i])) return false;
      *n = len;
      return true;
    }
    default:
      return false;
  }
}

static const char *const TOO_LONG = "has more than 16 entries (the maximum rank)";
static const char *const NOT_LIST = "must be a list of integers";
static const char *const MISSING = "is required";

/* Reads list `a` (NULL = absent) into out[PT_MAX_RANK]; *n = written length. */
static pt_dec read_list(const pt_module *m, const char *name, const pt_attr *a, bool required, int64_t *out,
                        uint32_t *n) {
  pt_dec d = {name, NULL};
  *n = 0;
  if (!a) {
    if (required) d.problem = MISSING;
    return d;
  }
  uint32_t len = 0;
  if (!pt_attr_int_list(m, a, out, PT_MAX_RANK, &len)) {
    d.problem = NOT_LIST;
    return d;
  }
  if (len > PT_MAX_RANK) {
    d.problem = TOO_LONG;
    return d;
  }
  *n = len;
  return d;
}

static pt_dec read_int(const char *name, const pt_attr *a, int64_t dflt, int64_t *out) {
  pt_dec d = {name, NULL};
  *out = dflt;
  if (!a) return d;
  if (a->kind != PT_ATTR_INT)
    d.problem = "must be an integer";
  else
    *out = a->u.i;
  return d;
}

static bool read_bool(const pt_attr *a, bool dflt) {
  if (!a) return dflt;
  if (a->kind == PT_ATTR_UNIT) return true;
  if (a->kind == PT_ATTR_BOOL) return a->u.b;
  return dflt;
}

/* An Nx2 integer tensor (padding) into lo/hi; *rows = N, or PT_NONE when
 * it is not such a tensor. Rows beyond PT_MAX_RANK are counted, not read. */
static void read_pairs(const pt_module *m, const pt_attr *a, int64_t *lo, int64_t *hi, uint32_t *rows) {
  *rows = PT_NONE;
  if (!a || a->kind != PT_ATTR_DENSE || a->u.dense.type >= m->types.len) return;
  const pt_type *t = pt_type_get(m, a->u.dense.type);
  if (t->kind != PT_TYPE_TENSOR || t->rank != 2 || t->dims[1] != 2 || pt_dtype_is_float((pt_dtype)t->dtype)) return;
  if (t->dims[0] < 0 || t->dims[0] >= (int64_t)UINT32_MAX) return;
  uint32_t n = (uint32_t)t->dims[0];
  for (uint32_t i = 0; i < n && i < PT_MAX_RANK; i++)
    if (!pt_attr_dense_int(m, a, 2ull * i, &lo[i]) || !pt_attr_dense_int(m, a, 2ull * i + 1, &hi[i])) return;
  *rows = n;
}

static void fill(int64_t *v, int64_t x) {
  for (uint32_t i = 0; i < PT_MAX_RANK; i++) v[i] = x;
}

/* The parameter `name` of a DIALECT attribute that must be `dialect`. */
static const pt_attr *dialect_attr(const pt_module *m, const pt_op *op, const char *attr, const char *dialect,
                                   pt_dec *d) {
  const pt_attr *a = pt_op_attr(m, op, attr);
  d->name = attr;
  d->problem = NULL;
  if (!a) {
    d->problem = MISSING;
    return NULL;
  }
  if (a->kind != PT_ATTR_DIALECT || !a->u.dia.name || strcmp(a->u.dia.name, dialect) != 0) {
    d->problem = strcmp(dialect, "stablehlo.dot") == 0      ? "must be a #stablehlo.dot<...> attribute"
                 : strcmp(dialect, "stablehlo.gather") == 0 ? "must be a #stablehlo.gather<...> attribute"
                                                            : "must be a #stablehlo.scatter<...> attribute";
    return NULL;
  }
  return a;
}

/* ---- dot ---- */

pt_dec pt_dot_dims_decode(const pt_module *m, const pt_op *op, pt_dot_dims *out) {
  memset(out, 0, sizeof *out);
  pt_dec d = {NULL, NULL};
  if (op->code == PT_OP_DOT) {
    /* dot is dot_general contracting lhs's last dim with rhs's first. */
    if (op->n_operands != 2) return d;
    const pt_type *lhs = pt_value_type(m, pt_op_operand(m, op, 0));
    out->n_lhs_contract = out->n_rhs_contract = 1;
    out->lhs_contract[0] = lhs->rank ? lhs->rank - 1 : 0;
    out->rhs_contract[0] = 0;
    return d;
  }
  const pt_attr *a = dialect_attr(m, op, "dot_dimension_numbers", "stablehlo.dot", &d);
  if (!a) return d;
  static const char *const names[4] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
                                       "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
  int64_t *dst[4] = {out->lhs_batch, out->rhs_batch, out->lhs_contract, out->rhs_contract};
  uint32_t *cnt[4] = {&out->n_lhs_batch, &out->n_rhs_batch, &out->n_lhs_contract, &out->n_rhs_contract};
  for (int i = 0; i < 4; i++) {
    d = read_list(m, names[i], pt_attr_param(m, a, names[i]), false, dst[i], cnt[i]);
    if (d.problem) return d;
  }
  return d;
}

int64_t pt_sort_dimension(const pt_module *m, const pt_op *op, uint32_t rank) {
  const pt_attr *a = pt_op_attr(m, op, "dimension");
  int64_t dim = -1;
  if (a && !pt_attr_get_int(a, &dim)) return -1;
  if (dim < -(int64_t)rank || dim >= (int64_t)rank) return -1;
  return dim < 0 ? dim + rank : dim;
}

bool pt_dot_dims_get(const pt_module *m, const pt_op *op, pt_dot_dims *out) {
  if (op->code != PT_OP_DOT_GENERAL && op->code != PT_OP_DOT) return false;
  pt_dec d = pt_dot_dims_decode(m, op, out);
  return !d.problem && out->n_lhs_batch == out->n_rhs_batch && out->n_lhs_contract == out->n_rhs_contract;
}

/* ---- convolution ---- */

pt_dec pt_conv_window_decode(const pt_module *m, const pt_op *op, pt_conv_window *w) {
  memset(w, 0, sizeof *w);
  fill(w->strides, 1);
  fill(w->lhs_dilation, 1);
  fill(w->rhs_dilation, 1);
  w->feature_group_count = w->batch_group_count = 1;
  pt_dec d = {"dimension_numbers", NULL};
  const pt_attr *dn = pt_op_attr(m, op, "dimension_numbers");
  if (!dn) {
    d.problem = MISSING;
    return d;
  }
  if (dn->kind != PT_ATTR_CONV_DIMS || !dn->u.conv || dn->u.conv->n_spatial > PT_MAX_RANK) {
    d.problem = "must be #stablehlo.conv<...> dimension numbers";
    return d;
  }
  w->dims = *dn->u.conv;
  d = read_list(m, "window_strides", pt_op_attr(m, op, "window_strides"), false, w->strides, &w->n_strides);
  if (d.problem) return d;
  d = read_list(m, "lhs_dilation", pt_op_attr(m, op, "lhs_dilation"), false, w->lhs_dilation, &w->n_lhs_dilation);
  if (d.problem) return d;
  d = read_list(m, "rhs_dilation", pt_op_attr(m, op, "rhs_dilation"), false, w->rhs_dilation, &w->n_rhs_dilation);
  if (d.problem) return d;
  int64_t rev[PT_MAX_RANK] = {0};
  d = read_list(m, "window_reversal", pt_op_attr(m, op, "window_reversal"), false, rev, &w->n_reversal);
  if (d.problem) return d;
  for (uint32_t i = 0; i < w->n_reversal; i++) w->reversal[i] = rev[i] != 0;
  const pt_attr *pad = pt_op_attr(m, op, "padding");
  if (pad) read_pairs(m, pad, w->pad_lo, w->pad_hi, &w->n_padding);
  d = read_int("feature_group_count", pt_op_attr(m, op, "feature_group_count"), 1, &w->feature_group_count);
  if (d.problem) return d;
  return read_int("batch_group_count", pt_op_attr(m, op, "batch_group_count"), 1, &w->batch_group_count);
}

static bool len_ok(uint32_t n, uint32_t want) { return n == 0 || n == want; }

bool pt_conv_window_get(const pt_module *m, const pt_op *op, pt_conv_window *out) {
  if (op->code != PT_OP_CONVOLUTION) return false;
  pt_dec d = pt_conv_window_decode(m, op, out);
  uint32_t s = out->dims.n_spatial;
  return !d.problem && len_ok(out->n_strides, s) && len_ok(out->n_lhs_dilation, s) && len_ok(out->n_rhs_dilation, s) &&
         len_ok(out->n_reversal, s) && out->n_padding != PT_NONE && len_ok(out->n_padding, s) &&
         out->feature_group_count > 0 && out->batch_group_count > 0;
}

/* ---- reduce_window / select_and_scatter ---- */

pt_dec pt_window_decode(const pt_module *m, const pt_op *op, pt_window *w) {
  memset(w, 0, sizeof *w);
  fill(w->strides, 1);
  fill(w->base_dilations, 1);
  fill(w->window_dilations, 1);
  pt_dec d = read_list(m, "window_dimensions", pt_op_attr(m, op, "window_dimensions"), false, w->dims, &w->n_dims);
  if (d.problem) return d;
  w->rank = w->n_dims;
  d = read_list(m, "window_strides", pt_op_attr(m, op, "window_strides"), false, w->strides, &w->n_strides);
  if (d.problem) return d;
  d = read_list(m, "base_dilations", pt_op_attr(m, op, "base_dilations"), false, w->base_dilations,
                &w->n_base_dilations);
  if (d.problem) return d;
  d = read_list(m, "window_dilations", pt_op_attr(m, op, "window_dilations"), false, w->window_dilations,
                &w->n_window_dilations);
  if (d.problem) return d;
  const pt_attr *pad = pt_op_attr(m, op, "padding");
  if (pad) read_pairs(m, pad, w->pad_lo, w->pad_hi, &w->n_padding);
  return d;
}

bool pt_window_get(const pt_module *m, const pt_op *op, pt_window *out) {
  if (op->code != PT_OP_REDUCE_WINDOW && op->code != PT_OP_SELECT_AND_SCATTER) return false;
  pt_dec d = pt_window_decode(m, op, out);
  uint32_t r = out->rank;
  return !d.problem && len_ok(out->n_strides, r) && len_ok(out->n_base_dilations, r) &&
         len_ok(out->n_window_dilations, r) && out->n_padding != PT_NONE && len_ok(out->n_padding, r);
}

/* ---- gather / scatter ---- */

pt_dec pt_gather_dims_decode(const pt_module *m, const pt_op *op, pt_gather_dims *g) {
  memset(g, 0, sizeof *g);
  pt_dec d;
  const pt_attr *a = dialect_attr(m, op, "dimension_numbers", "stablehlo.gather", &d);
  if (!a) return d;
  static const char *const names[5] = {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                                       "start_indices_batching_dims", "start_index_map"};
  int64_t *dst[5] = {g->offset_dims, g->collapsed_slice_dims, g->operand_batching_dims, g->start_indices_batching_dims,
                     g->start_index_map};
  uint32_t *cnt[5] = {&g->n_offset_dims, &g->n_collapsed_slice_dims, &g->n_operand_batching_dims,
                      &g->n_start_indices_batching_dims, &g->n_start_index_map};
  for (int i = 0; i < 5; i++) {
    d = read_list(m, names[i], pt_attr_param(m, a, names[i]), false, dst[i], cnt[i]);
    if (d.problem) return d;
  }
  d = read_int("index_vector_dim", pt_attr_param(m, a, "index_vector_dim"), 0, &g->index_vector_dim);
  if (d.problem) return d;
  g->indices_are_sorted = read_bool(pt_op_attr(m, op, "indices_are_sorted"), false);
  return read_list(m, "slice_sizes", pt_op_attr(m, op, "slice_sizes"), true, g->slice_sizes, &g->n_slice_sizes);
}

bool pt_gather_dims_get(const pt_module *m, const pt_op *op, pt_gather_dims *out) {
  if (op->code != PT_OP_GATHER) return false;
  pt_dec d = pt_gather_dims_decode(m, op, out);
  return !d.problem;
}

pt_dec pt_scatter_dims_decode(const pt_module *m, const pt_op *op, pt_scatter_dims *s) {
  memset(s, 0, sizeof *s);
  pt_dec d;
  const pt_attr *a = dialect_attr(m, op, "scatter_dimension_numbers", "stablehlo.scatter", &d);
  if (!a) return d;
  static const char *const names[5] = {"update_window_dims", "inserted_window_dims", "input_batching_dims",
                                       "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"};
  int64_t *dst[5] = {s->update_window_dims, s->inserted_window_dims, s->input_batching_dims,
                     s->scatter_indices_batching_dims, s->scatter_dims_to_operand_dims};
  uint32_t *cnt[5] = {&s->n_update_window_dims, &s->n_inserted_window_dims, &s->n_input_batching_dims,
                      &s->n_scatter_indices_batching_dims, &s->n_scatter_dims_to_operand_dims};
  for (int i = 0; i < 5; i++) {
    d = read_list(m, names[i], pt_attr_param(m, a, names[i]), false, dst[i], cnt[i]);
    if (d.problem) return d;
  }
  d = read_int("index_vector_dim", pt_attr_param(m, a, "index_vector_dim"), 0, &s->index_vector_dim);
  s->indices_are_sorted = read_bool(pt_op_attr(m, op, "indices_are_sorted"), false);
  s->unique_indices = read_bool(pt_op_attr(m, op, "unique_indices"), false);
  return d;
}

bool pt_scatter_dims_get(const pt_module *m, const pt_op *op, pt_scatter_dims *out) {
  if (op->code != PT_OP_SCATTER) return false;
  pt_dec d = pt_scatter_dims_decode(m, op, out);
  return !d.problem;
}

/* ---- window arithmetic ---- */

bool pt_window_output_size(int64_t in, int64_t win, int64_t stride, int64_t base_dilation, int64_t win_dilation,
                           int64_t pad_lo, int64_t pad_hi, int64_t *out) {
  if (in < 0 || win < 0 || stride <= 0 || base_dilation <= 0 || win_dilation <= 0) return false;
  int64_t dilated_in = 0, dilated_win = 0, padded;
  if (in > 0 && (!pt_mul_i64(in - 1, base_dilation, &dilated_in) || !pt_add_i64(dilated_in, 1, &dilated_in)))
    return false;
  if (win > 0 && (!pt_mul_i64(win - 1, win_dilation, &dilated_win) || !pt_add_i64(dilated_win, 1, &dilated_win)))
    return false;
  if (!pt_add_i64(pad_lo, dilated_in, &padded) || !pt_add_i64(padded, pad_hi, &padded)) return false;
  /* An empty window (nothing to slide over, or a window wider than the
   * padded input) yields no outputs; negative padding can get here too. */
  if (padded <= 0 || dilated_win > padded) {
    *out = 0;
    return true;
  }
  *out = (padded - dilated_win) / stride + 1;
  return true;
}
