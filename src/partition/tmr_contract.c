/* tmr_contract.c - TMR entries of the ops whose attributes relate several
 * index spaces: dot_general/dot, convolution, reduce, reduce_window,
 * select_and_scatter, gather, scatter, sort, top_k, cholesky and
 * triangular_solve.
 *
 * Tile entries follow a dim that every involved tensor indexes pointwise
 * (batch dims, free dims, untouched window dims, batching dims of
 * gather/scatter). Partial entries cut a dim the op folds with an
 * associative, commutative reducer (dot/conv contraction, reduce dims):
 * each chunk folds its part and the reducer folds the parts. */
#include <string.h>

#include "tmr_internal.h"

/* Partial sums of a contraction: + on numbers, OR on booleans (a boolean
 * dot is OR of ANDs). A boolean result of non-boolean operands compares
 * the whole sum with 0, which no per-chunk combination reproduces. */
static pt_reducer contraction_reducer(const pt_type *lhs, const pt_type *rhs, const pt_type *res) {
  if (res->dtype != PT_DTYPE_I1) return PT_REDUCER_ADD;
  if (lhs->dtype == PT_DTYPE_I1 && rhs->dtype == PT_DTYPE_I1) return PT_REDUCER_OR;
  return PT_REDUCER_NONE;
}

/* ---- dot_general / dot --------------------------------------------------------- */

/* Result dims: batch dims in order, then lhs free dims, then rhs free dims
 * (each in increasing operand order). */
void pt_tmr_dot(const pt_module *m, const pt_op *op, pt_tmr *t) {
  pt_dot_dims dd;
  const pt_type *l = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_operand_tensor(m, op, 1);
  const pt_type *res = pt_tmr_result_tensor(m, op, 0);
  if (!l || !r || !res || !pt_dot_dims_get(m, op, &dd)) return;
  uint32_t nb = dd.n_lhs_batch, nc = dd.n_lhs_contract;
  if (!pt_tmr_dims_valid(dd.lhs_batch, nb, l->rank) || !pt_tmr_dims_valid(dd.rhs_batch, nb, r->rank) ||
      !pt_tmr_dims_valid(dd.lhs_contract, nc, l->rank) || !pt_tmr_dims_valid(dd.rhs_contract, nc, r->rank))
    return;
  uint32_t lf[PT_MAX_RANK], rf[PT_MAX_RANK], nlf = 0, nrf = 0;
  for (uint32_t d = 0; d < l->rank; d++) {
    bool b = pt_tmr_contains(dd.lhs_batch, nb, d), c = pt_tmr_contains(dd.lhs_contract, nc, d);
    if (b && c) return;
    if (!b && !c) lf[nlf++] = d;
  }
  for (uint32_t d = 0; d < r->rank; d++) {
    bool b = pt_tmr_contains(dd.rhs_batch, nb, d), c = pt_tmr_contains(dd.rhs_contract, nc, d);
    if (b && c) return;
    if (!b && !c) rf[nrf++] = d;
  }
  if (res->rank != nb + nlf + nrf) return;
  for (uint32_t i = 0; i < nb; i++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = (int32_t)dd.lhs_batch[i];
    e[1] = (int32_t)dd.rhs_batch[i];
    e[2] = (int32_t)i;
    pt_tmr_commit(t);
  }
  for (uint32_t p = 0; p < nlf; p++) pt_tmr_add_tile1(t, 0, (int32_t)lf[p], (int32_t)(nb + p));
  for (uint32_t q = 0; q < nrf; q++) pt_tmr_add_tile1(t, 1, (int32_t)rf[q], (int32_t)(nb + nlf + q));
  pt_reducer red = contraction_reducer(l, r, res);
  if (red == PT_REDUCER_NONE) return;
  for (uint32_t j = 0; j < nc; j++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = (int32_t)dd.lhs_contract[j];
    e[1] = (int32_t)dd.rhs_contract[j];
    pt_tmr_add_reducers(t)[0] = (uint8_t)red;
    pt_tmr_commit(t);
  }
}

/* ---- convolution --------------------------------------------------------------- */

/* Batch: lhs batch -> output batch (kernel whole) unless batch groups split
 * the batch. Output features: kernel output feature -> output feature (lhs
 * whole) and input features contracted (partial sum) only without feature
 * or batch groups, which tie feature chunks to group boundaries. Spatial
 * dims: only a window that is pointwise along the dim (kernel size 1,
 * stride 1, no padding, no lhs dilation) gives an entry; real windows need
 * halo exchange and get none. */
void pt_tmr_convolution(const pt_module *m, const pt_op *op, pt_tmr *t) {
  pt_conv_window w;
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0), *k = pt_tmr_operand_tensor(m, op, 1);
  const pt_type *y = pt_tmr_result_tensor(m, op, 0);
  if (!x || !k || !y || !pt_conv_window_get(m, op, &w)) return;
  const pt_conv_dims *cd = &w.dims;
  uint32_t s = cd->n_spatial, rank = s + 2;
  if (x->rank != rank || k->rank != rank || y->rank != rank) return;
  int64_t xd[PT_MAX_RANK + 2], kd[PT_MAX_RANK + 2], yd[PT_MAX_RANK + 2];
  xd[0] = cd->input_batch, xd[1] = cd->input_feature;
  kd[0] = cd->kernel_input_feature, kd[1] = cd->kernel_output_feature;
  yd[0] = cd->output_batch, yd[1] = cd->output_feature;
  for (uint32_t i = 0; i < s; i++) {
    xd[2 + i] = cd->input_spatial[i];
    kd[2 + i] = cd->kernel_spatial[i];
    yd[2 + i] = cd->output_spatial[i];
  }
  if (!pt_tmr_dims_valid(xd, rank, rank) || !pt_tmr_dims_valid(kd, rank, rank) || !pt_tmr_dims_valid(yd, rank, rank))
    return;
  bool groups = w.feature_group_count != 1 || w.batch_group_count != 1;
  if (w.batch_group_count == 1) pt_tmr_add_tile1(t, 0, (int32_t)cd->input_batch, (int32_t)cd->output_batch);
  if (!groups) {
    pt_tmr_add_tile1(t, 1, (int32_t)cd->kernel_output_feature, (int32_t)cd->output_feature);
    pt_reducer red = contraction_reducer(x, k, y);
    if (red != PT_REDUCER_NONE) {
      int32_t *e = pt_tmr_add(t);
      if (!e) return; /* out of memory: pt_tmr_for_op reports it */
      e[0] = (int32_t)cd->input_feature;
      e[1] = (int32_t)cd->kernel_input_feature;
      pt_tmr_add_reducers(t)[0] = (uint8_t)red;
      pt_tmr_commit(t);
    }
  }
  for (uint32_t i = 0; i < s; i++) {
    bool pad = w.n_padding && (w.pad_lo[i] != 0 || w.pad_hi[i] != 0);
    if (k->dims[cd->kernel_spatial[i]] == 1 && w.strides[i] == 1 && w.lhs_dilation[i] == 1 && !pad &&
        x->dims[cd->input_spatial[i]] == y->dims[cd->output_spatial[i]])
      pt_tmr_add_tile1(t, 0, (int32_t)cd->input_spatial[i], (int32_t)cd->output_spatial[i]);
  }
}

/* ---- reduce -------------------------------------------------------------------- */

static uint64_t load_le(const uint8_t *p, uint32_t n) {
  uint64_t v = 0;
  for (uint32_t i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

/* Whether value v is a constant equal to the identity of + (either signed
 * zero) or * (one). */
static bool is_identity_constant(const pt_module *m, uint32_t v, pt_reducer r) {
  const pt_value *val = &m->values.data[v];
  if (val->is_arg || val->def >= m->ops.len) return false;
  const pt_op *c = pt_op_get(m, val->def);
  const pt_attr *a = c->code == PT_OP_CONSTANT ? pt_op_attr(m, c, "value") : NULL;
  if (!a || a->kind != PT_ATTR_DENSE || a->u.dense.type >= m->types.len) return false;
  const pt_type *ty = pt_type_get(m, a->u.dense.type);
  if (ty->kind != PT_TYPE_TENSOR || (!a->u.dense.splat && pt_type_num_elements(ty) != 1)) return false;
  pt_dtype dt = (pt_dtype)ty->dtype;
  uint32_t size = pt_dtype_size(dt);
  if (size > 8 || a->u.dense.nbytes < size) return false;
  uint64_t bits = load_le(a->u.dense.bytes, size);
  if (pt_dtype_is_float(dt)) {
    uint64_t sign = 1ull << (8 * size - 1);
    if (r == PT_REDUCER_ADD) return (bits & ~sign) == 0;
    if (r != PT_REDUCER_MUL) return false;
    switch (dt) {
      case PT_DTYPE_F64: return bits == 0x3FF0000000000000ull;
      case PT_DTYPE_F32: return bits == 0x3F800000u;
      case PT_DTYPE_F16: return bits == 0x3C00u;
      case PT_DTYPE_BF16: return bits == 0x3F80u;
      default: return false;
    }
  }
  int64_t x;
  if (!pt_attr_dense_int(m, a, 0, &x)) return false;
  return r == PT_REDUCER_ADD ? x == 0 : r == PT_REDUCER_MUL ? x == 1 : false;
}

/* Inputs x_1..x_n, inits c_1..c_n. A kept dim d maps to result dim d
 * minus the reduced dims before it. A reduced dim gives a partial entry
 * when every result's body is a plain reducer: max/min/and/or are
 * idempotent, so each chunk may fold in the init again; + and * need the
 * init to be their identity. Any other body (argmax's compare/select)
 * gives no partial entry. */
void pt_tmr_reduce(const pt_module *m, const pt_op *op, pt_tmr *t) {
  if (op->n_operands == 0 || op->n_operands % 2 != 0 || op->n_regions != 1) return;
  uint32_t n = op->n_operands / 2;
  if (op->n_results != n) return;
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0);
  int64_t dims[PT_MAX_RANK];
  uint32_t nd;
  if (!x || !pt_tmr_int_list(m, op, "dimensions", dims, &nd) || !pt_tmr_dims_valid(dims, nd, x->rank)) return;
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *xi = pt_tmr_operand_tensor(m, op, i), *ri = pt_tmr_result_tensor(m, op, i);
    if (!xi || !ri || xi->rank != x->rank || memcmp(xi->dims, x->dims, sizeof x->dims) != 0 ||
        ri->rank != x->rank - nd)
      return;
  }
  int32_t rd = 0;
  for (uint32_t d = 0; d < x->rank; d++) {
    if (pt_tmr_contains(dims, nd, d)) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < n; i++) {
      e[i] = (int32_t)d;
      e[2 * n + i] = rd;
    }
    pt_tmr_commit(t);
    rd++;
  }
  uint32_t body = pt_op_region(m, op, 0);
  for (uint32_t i = 0; i < n; i++) {
    pt_reducer r = pt_tmr_body_reducer(m, body, i);
    if (r == PT_REDUCER_NONE) return;
    if ((r == PT_REDUCER_ADD || r == PT_REDUCER_MUL) && !is_identity_constant(m, pt_op_operand(m, op, n + i), r))
      return;
  }
  for (uint32_t k = 0; k < nd; k++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < n; i++) e[i] = (int32_t)dims[k];
    uint8_t *red = pt_tmr_add_reducers(t);
    for (uint32_t i = 0; i < n; i++) red[i] = (uint8_t)pt_tmr_body_reducer(m, body, i);
    pt_tmr_commit(t);
  }
}

/* ---- windows ------------------------------------------------------------------- */

/* Window size 1, stride 1, no base dilation, no padding: the dim is
 * pointwise (window dilation is moot with one element). */
static bool window_pointwise(const pt_window *w, uint32_t d) {
  return w->dims[d] == 1 && w->strides[d] == 1 && w->base_dilations[d] == 1 &&
         (w->n_padding == 0 || (w->pad_lo[d] == 0 && w->pad_hi[d] == 0));
}

void pt_tmr_reduce_window(const pt_module *m, const pt_op *op, pt_tmr *t) {
  if (op->n_operands == 0 || op->n_operands % 2 != 0) return;
  uint32_t n = op->n_operands / 2;
  pt_window w;
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0);
  if (op->n_results != n || !x || !pt_window_get(m, op, &w) || w.rank != x->rank) return;
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *xi = pt_tmr_operand_tensor(m, op, i), *ri = pt_tmr_result_tensor(m, op, i);
    if (!xi || !ri || xi->rank != x->rank || ri->rank != x->rank ||
        memcmp(xi->dims, x->dims, sizeof x->dims) != 0)
      return;
  }
  for (uint32_t d = 0; d < x->rank; d++) {
    if (!window_pointwise(&w, d)) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < n; i++) e[i] = e[2 * n + i] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

/* operand, source (shaped like the windows), init -> result like operand. */
void pt_tmr_select_and_scatter(const pt_module *m, const pt_op *op, pt_tmr *t) {
  pt_window w;
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0), *src = pt_tmr_operand_tensor(m, op, 1);
  if (op->n_operands != 3 || !x || !src || src->rank != x->rank || !pt_window_get(m, op, &w) || w.rank != x->rank)
    return;
  for (uint32_t d = 0; d < x->rank; d++) {
    if (!window_pointwise(&w, d) || src->dims[d] != x->dims[d]) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = e[1] = e[3] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

/* ---- gather / scatter ---------------------------------------------------------- */

/* For each dim of the indices but index_vector_dim, the dim of `out` (of
 * rank out_rank) it becomes: the dims not in `window`, in order. */
static bool batch_dim_map(const int64_t *window, uint32_t n_window, uint32_t out_rank, uint32_t idx_rank,
                          int64_t ivd, int64_t *map) {
  uint32_t rb[PT_MAX_RANK], nrb = 0;
  for (uint32_t d = 0; d < out_rank; d++)
    if (!pt_tmr_contains(window, n_window, d)) rb[nrb++] = d;
  uint32_t k = 0;
  for (uint32_t d = 0; d < idx_rank; d++) {
    if ((int64_t)d == ivd) continue;
    if (k >= nrb) return false;
    map[d] = rb[k++];
  }
  return k == nrb;
}

/* gather(operand, start_indices). Entries:
 *  - an offset dim of the operand whose slice takes the whole extent (its
 *    start clamps to 0 even when it is indexed) -> its result offset dim,
 *    indices whole;
 *  - an index batch dim that is not a batching dim -> its result dim,
 *    operand whole (each result row uses its own index row);
 *  - a batching pair (operand_batching_dims[j], start_indices_batching_
 *    dims[j]) tiled together -> the result dim of that index dim (the
 *    chunk's local batch position addresses the chunk's operand rows). */
void pt_tmr_gather(const pt_module *m, const pt_op *op, pt_tmr *t) {
  pt_gather_dims g;
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0), *idx = pt_tmr_operand_tensor(m, op, 1);
  const pt_type *res = pt_tmr_result_tensor(m, op, 0);
  if (!x || !idx || !res || op->n_operands != 2 || !pt_gather_dims_get(m, op, &g)) return;
  int64_t ivd = g.index_vector_dim, irank = idx->rank;
  if (ivd < 0 || ivd > irank || g.n_slice_sizes != x->rank ||
      g.n_operand_batching_dims != g.n_start_indices_batching_dims ||
      !pt_tmr_dims_valid(g.offset_dims, g.n_offset_dims, res->rank) ||
      !pt_tmr_dims_valid(g.collapsed_slice_dims, g.n_collapsed_slice_dims, x->rank) ||
      !pt_tmr_dims_valid(g.operand_batching_dims, g.n_operand_batching_dims, x->rank) ||
      !pt_tmr_dims_valid(g.start_indices_batching_dims, g.n_start_indices_batching_dims, irank) ||
      pt_tmr_contains(g.start_indices_batching_dims, g.n_start_indices_batching_dims, ivd))
    return;
  if (g.n_offset_dims + g.n_collapsed_slice_dims + g.n_operand_batching_dims != x->rank) return;
  int64_t res_of_idx[PT_MAX_RANK];
  if (!batch_dim_map(g.offset_dims, g.n_offset_dims, res->rank, idx->rank, ivd, res_of_idx)) return;
  uint32_t k = 0;
  for (uint32_t od = 0; od < x->rank; od++) {
    if (pt_tmr_contains(g.collapsed_slice_dims, g.n_collapsed_slice_dims, od) ||
        pt_tmr_contains(g.operand_batching_dims, g.n_operand_batching_dims, od))
      continue;
    if (k >= g.n_offset_dims) return;
    int64_t rd = g.offset_dims[k++];
    if (g.slice_sizes[od] == x->dims[od] && res->dims[rd] == x->dims[od])
      pt_tmr_add_tile1(t, 0, (int32_t)od, (int32_t)rd);
  }
  for (uint32_t id = 0; id < idx->rank; id++) {
    if ((int64_t)id == ivd || pt_tmr_contains(g.start_indices_batching_dims, g.n_start_indices_batching_dims, id))
      continue;
    pt_tmr_add_tile1(t, 1, (int32_t)id, (int32_t)res_of_idx[id]);
  }
  for (uint32_t j = 0; j < g.n_operand_batching_dims; j++) {
    int64_t ob = g.operand_batching_dims[j], ib = g.start_indices_batching_dims[j];
    if (x->dims[ob] != idx->dims[ib]) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = (int32_t)ob;
    e[1] = (int32_t)ib;
    e[2] = (int32_t)res_of_idx[ib];
    pt_tmr_commit(t);
  }
}

/* scatter(inputs..., scatter_indices, updates...). Entries:
 *  - a window dim of the inputs that no index addresses and whose update
 *    window spans it whole: inputs and updates tiled on it, indices whole;
 *  - a batching pair: inputs on input_batching_dims[j], indices on
 *    scatter_indices_batching_dims[j], updates on the matching update
 *    scatter dim (every update lands in the operand rows of its own batch
 *    position).
 *  - when the update computation adds (an embedding gradient): an index
 *    batch dim with its update scatter dim, the inputs as partial terms
 *    (PT_TMR_PARTIAL) and the results #sum: chunk r adds its own updates
 *    to term r of the inputs, and the terms add up to inputs + all
 *    updates. Propagation counts a zero splat as partial terms (zero is
 *    the sum of zeros), which is what JAX starts such a scatter from.
 * Other index batch dims get none: the chunks would each add their
 * updates to the whole input. */
void pt_tmr_scatter(const pt_module *m, const pt_op *op, pt_tmr *t) {
  if (op->n_operands < 3 || op->n_operands % 2 == 0) return;
  uint32_t n = (op->n_operands - 1) / 2;
  pt_scatter_dims s;
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0), *idx = pt_tmr_operand_tensor(m, op, n);
  const pt_type *u = pt_tmr_operand_tensor(m, op, n + 1);
  if (op->n_results != n || !x || !idx || !u || !pt_scatter_dims_get(m, op, &s)) return;
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *xi = pt_tmr_operand_tensor(m, op, i), *ui = pt_tmr_operand_tensor(m, op, n + 1 + i);
    const pt_type *ri = pt_tmr_result_tensor(m, op, i);
    if (!xi || !ui || !ri || xi->rank != x->rank || ui->rank != u->rank || ri->rank != x->rank ||
        memcmp(xi->dims, x->dims, sizeof x->dims) != 0 || memcmp(ui->dims, u->dims, sizeof u->dims) != 0)
      return;
  }
  int64_t ivd = s.index_vector_dim;
  if (ivd < 0 || ivd > (int64_t)idx->rank || s.n_input_batching_dims != s.n_scatter_indices_batching_dims ||
      !pt_tmr_dims_valid(s.update_window_dims, s.n_update_window_dims, u->rank) ||
      !pt_tmr_dims_valid(s.inserted_window_dims, s.n_inserted_window_dims, x->rank) ||
      !pt_tmr_dims_valid(s.input_batching_dims, s.n_input_batching_dims, x->rank) ||
      !pt_tmr_dims_valid(s.scatter_indices_batching_dims, s.n_scatter_indices_batching_dims, idx->rank) ||
      pt_tmr_contains(s.scatter_indices_batching_dims, s.n_scatter_indices_batching_dims, ivd) ||
      s.n_update_window_dims + s.n_inserted_window_dims + s.n_input_batching_dims != x->rank)
    return;
  int64_t upd_of_idx[PT_MAX_RANK];
  if (!batch_dim_map(s.update_window_dims, s.n_update_window_dims, u->rank, idx->rank, ivd, upd_of_idx)) return;
  uint32_t n_ops = op->n_operands;
  uint32_t k = 0;
  for (uint32_t od = 0; od < x->rank; od++) {
    if (pt_tmr_contains(s.inserted_window_dims, s.n_inserted_window_dims, od) ||
        pt_tmr_contains(s.input_batching_dims, s.n_input_batching_dims, od))
      continue;
    if (k >= s.n_update_window_dims) return;
    int64_t ud = s.update_window_dims[k++];
    if (pt_tmr_contains(s.scatter_dims_to_operand_dims, s.n_scatter_dims_to_operand_dims, od) ||
        u->dims[ud] != x->dims[od])
      continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < n; i++) {
      e[i] = e[n_ops + i] = (int32_t)od;
      e[n + 1 + i] = (int32_t)ud;
    }
    pt_tmr_commit(t);
  }
  for (uint32_t j = 0; j < s.n_input_batching_dims; j++) {
    int64_t ob = s.input_batching_dims[j], ib = s.scatter_indices_batching_dims[j], ud = upd_of_idx[ib];
    if (x->dims[ob] != idx->dims[ib] || u->dims[ud] != idx->dims[ib]) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < n; i++) {
      e[i] = e[n_ops + i] = (int32_t)ob;
      e[n + 1 + i] = (int32_t)ud;
    }
    e[n] = (int32_t)ib;
    pt_tmr_commit(t);
  }
  bool adds = op->n_regions == 1 && x->dtype != PT_DTYPE_I1;
  for (uint32_t i = 0; i < n && adds; i++)
    adds = pt_tmr_body_reducer(m, pt_op_region(m, op, 0), i) == PT_REDUCER_ADD;
  for (uint32_t id = 0; id < idx->rank && adds; id++) {
    if ((int64_t)id == ivd || pt_tmr_contains(s.scatter_indices_batching_dims, s.n_scatter_indices_batching_dims, id))
      continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    uint8_t *red = pt_tmr_add_reducers(t);
    for (uint32_t i = 0; i < n; i++) {
      e[i] = PT_TMR_PARTIAL;
      e[n + 1 + i] = (int32_t)upd_of_idx[id];
      e[n_ops + i] = -1;
      red[i] = PT_REDUCER_ADD;
    }
    e[n] = (int32_t)id;
    pt_tmr_commit(t);
  }
}

/* ---- sort, top_k, linear algebra ----------------------------------------------- */

/* Every dim but the sorted one: each row sorts on its own. */
void pt_tmr_sort(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0);
  if (!x || op->n_operands == 0 || op->n_results != op->n_operands) return;
  int64_t dim = pt_sort_dimension(m, op, x->rank);
  if (dim < 0) return;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    const pt_type *xi = pt_tmr_operand_tensor(m, op, i), *ri = pt_tmr_result_tensor(m, op, i);
    if (!xi || !ri || xi->rank != x->rank || ri->rank != x->rank || memcmp(xi->dims, x->dims, sizeof x->dims) != 0)
      return;
  }
  for (uint32_t d = 0; d < x->rank; d++) {
    if ((int64_t)d == dim) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < op->n_operands; i++) e[i] = e[op->n_operands + i] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

/* top_k works on the last dim; the others are batch dims. */
void pt_tmr_top_k(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *x = pt_tmr_operand_tensor(m, op, 0);
  if (!x || op->n_results != 2 || x->rank == 0) return;
  for (uint32_t i = 0; i < 2; i++) {
    const pt_type *r = pt_tmr_result_tensor(m, op, i);
    if (!r || r->rank != x->rank) return;
  }
  for (uint32_t d = 0; d + 1 < x->rank; d++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = e[1] = e[2] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

/* cholesky(a) and triangular_solve(a, b) work on the two minor dims; the
 * leading dims are batch dims. triangular_solve also solves each column of
 * b independently (left_side: op(a) x = b, x's columns are b's last dim) or
 * each row (x op(a) = b: x's rows are b's dim rank-2), with a whole. */
void pt_tmr_linalg(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *a = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  if (!a || !r || a->rank < 2 || r->rank != a->rank) return;
  const pt_type *b = NULL;
  if (op->code == PT_OP_TRIANGULAR_SOLVE) {
    b = pt_tmr_operand_tensor(m, op, 1);
    if (!b || b->rank != a->rank || op->n_operands != 2) return;
  }
  for (uint32_t d = 0; d + 2 < a->rank; d++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = (int32_t)d;
    if (b) e[1] = (int32_t)d;
    e[op->n_operands] = (int32_t)d;
    pt_tmr_commit(t);
  }
  if (!b) return;
  const pt_attr *ls = pt_op_attr(m, op, "left_side");
  bool left = ls && ((ls->kind == PT_ATTR_BOOL && ls->u.b) || ls->kind == PT_ATTR_UNIT);
  int32_t d = (int32_t)(left ? a->rank - 1 : a->rank - 2);
  pt_tmr_add_tile1(t, 1, d, d);
}
