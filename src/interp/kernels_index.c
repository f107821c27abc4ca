/* kernels_index.c - gather, scatter (all dimension numbers, batching dims
 * included), sort (stable merge sort with any comparator, variadic) and
 * chlo.top_k.
 *
 * gather and scatter walk the "batch" positions (the index tensor without
 * its index vector dimension) and move one window per position with a
 * strided copy or combine, so the per-element cost is that of a copy. The
 * formulas follow the spec's definitions of full_start_index,
 * full_batching_index and the offset/window index, dimension by
 * dimension. */
#include <stdlib.h>

#include "interp_internal.h"

static uint32_t esz(const pt_tensor *t) { return pt_dtype_size((pt_dtype)t->dtype); }

static bool in_list(const int64_t *v, uint32_t n, int64_t x) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] == x) return true;
  return false;
}

static bool distinct_in_range(const int64_t *v, uint32_t n, int64_t lim) {
  for (uint32_t i = 0; i < n; i++) {
    if (v[i] < 0 || v[i] >= lim) return false;
    for (uint32_t j = 0; j < i; j++)
      if (v[j] == v[i]) return false;
  }
  return true;
}

/* Reads the index vector for one batch position: start_indices at the
 * position with index_vector_dim running over its entries. */
static void index_vector(const pt_tensor *idx, int64_t ivd, const int64_t *bpos, uint32_t nvec, int64_t *out) {
  int64_t st[PT_MAX_RANK];
  pt_row_strides(idx->rank, idx->dims, st);
  int64_t off = 0;
  for (uint32_t j = 0, d = 0; d < idx->rank; d++) {
    if ((int64_t)d == ivd) continue;
    off += bpos[j++] * st[d];
  }
  bool uns = pt_dtype_class((pt_dtype)idx->dtype) == PT_DCLASS_UINT;
  for (uint32_t k = 0; k < nvec; k++) {
    uint64_t u;
    pt_load_u64((pt_dtype)idx->dtype, idx->data, (uint64_t)(off + (ivd < idx->rank ? (int64_t)k * st[ivd] : 0)), 1, &u);
    /* Any index beyond +-2^60 is out of bounds; clamping keeps sums exact. */
    int64_t v = uns && u > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)u;
    out[k] = v > (INT64_C(1) << 60) ? (INT64_C(1) << 60) : v < -(INT64_C(1) << 60) ? -(INT64_C(1) << 60) : v;
  }
}

/* Position in the batch index (index tensor dims without ivd) of index dim d. */
static uint32_t batch_slot(int64_t d, int64_t ivd) { return (uint32_t)(d < ivd ? d : d - 1); }

pt_status *pt_k_gather(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *X = &in[0], *I = &in[1];
  pt_gather_dims g;
  if (!pt_gather_dims_get(m, op, &g)) return pt_op_error(m, op, "has malformed dimension numbers");
  uint32_t ro = X->rank, ri = I->rank;
  int64_t ivd = g.index_vector_dim;
  if (ivd < 0 || ivd > ri || I->dtype == PT_DTYPE_I1 || pt_dtype_is_float((pt_dtype)I->dtype) || out->dtype != X->dtype)
    return pt_op_error(m, op, "index_vector_dim or the index type is invalid");
  uint32_t nvec = ivd < ri ? (uint32_t)I->dims[ivd] : 1, nbatch = ri - (ivd < ri ? 1 : 0);
  if (g.n_slice_sizes != ro || g.n_start_index_map != nvec || !distinct_in_range(g.start_index_map, nvec, ro) ||
      !distinct_in_range(g.collapsed_slice_dims, g.n_collapsed_slice_dims, ro) ||
      !distinct_in_range(g.operand_batching_dims, g.n_operand_batching_dims, ro) ||
      g.n_operand_batching_dims != g.n_start_indices_batching_dims ||
      !distinct_in_range(g.start_indices_batching_dims, g.n_start_indices_batching_dims, ri) ||
      out->rank != g.n_offset_dims + nbatch || !distinct_in_range(g.offset_dims, g.n_offset_dims, out->rank))
    return pt_op_error(m, op, "dimension numbers do not fit the operand, indices and result");
  /* Operand dims that form the window, in order, paired with offset_dims. */
  int64_t wdims[PT_MAX_RANK], wsizes[PT_MAX_RANK];
  uint32_t nw = 0;
  for (uint32_t d = 0; d < ro; d++) {
    if (g.slice_sizes[d] < 0 || g.slice_sizes[d] > X->dims[d]) return pt_op_error(m, op, "slice size %u exceeds the operand", d);
    bool col = in_list(g.collapsed_slice_dims, g.n_collapsed_slice_dims, d);
    bool bat = in_list(g.operand_batching_dims, g.n_operand_batching_dims, d);
    if (col && bat) return pt_op_error(m, op, "dimension %u is both collapsed and batching", d);
    if ((col || bat) && g.slice_sizes[d] > 1) return pt_op_error(m, op, "collapsed/batching dimension %u needs slice size <= 1", d);
    if (!col && !bat) {
      wdims[nw] = d;
      wsizes[nw++] = g.slice_sizes[d];
    }
  }
  if (nw != g.n_offset_dims) return pt_op_error(m, op, "offset_dims must have one entry per window dimension");
  bool is_off[PT_MAX_RANK] = {false};
  for (uint32_t j = 0; j < nw; j++) {
    if (j && g.offset_dims[j] <= g.offset_dims[j - 1]) return pt_op_error(m, op, "offset_dims must be sorted");
    if (out->dims[g.offset_dims[j]] != wsizes[j]) return pt_op_error(m, op, "result offset dimension %u must equal its slice size", j);
    is_off[g.offset_dims[j]] = true;
  }
  int64_t bdims[PT_MAX_RANK], bsizes[PT_MAX_RANK];
  uint32_t nb = 0;
  for (uint32_t d = 0; d < out->rank; d++)
    if (!is_off[d]) bdims[nb++] = d;
  for (uint32_t j = 0, d = 0; d < ri; d++) {
    if ((int64_t)d == ivd) continue;
    if (out->dims[bdims[j]] != I->dims[d]) return pt_op_error(m, op, "result batch dimensions must match the indices");
    bsizes[j++] = I->dims[d];
  }
  for (uint32_t i = 0; i < g.n_operand_batching_dims; i++)
    if (X->dims[g.operand_batching_dims[i]] != I->dims[g.start_indices_batching_dims[i]] ||
        g.start_indices_batching_dims[i] == ivd)
      return pt_op_error(m, op, "batching dimension sizes differ");
  int64_t xst[PT_MAX_RANK], ost[PT_MAX_RANK], src_st[PT_MAX_RANK], dst_st[PT_MAX_RANK];
  pt_row_strides(ro, X->dims, xst);
  pt_row_strides(out->rank, out->dims, ost);
  for (uint32_t j = 0; j < nw; j++) {
    src_st[j] = xst[wdims[j]];
    dst_st[j] = ost[g.offset_dims[j]];
  }
  uint64_t npos = 1;
  for (uint32_t j = 0; j < nb; j++) npos *= (uint64_t)bsizes[j];
  if (pt_num_elems(out) == 0) return NULL;
  uint32_t es = esz(X);
  int64_t bpos[PT_MAX_RANK] = {0}, vec[PT_MAX_RANK];
  for (uint64_t p = 0; p < npos; p++) {
    index_vector(I, ivd, bpos, nvec, vec);
    int64_t src = 0, dst = 0;
    for (uint32_t k = 0; k < nvec; k++) {
      int64_t d = g.start_index_map[k], hi = X->dims[d] - g.slice_sizes[d];
      int64_t s = vec[k] < 0 ? 0 : vec[k] > hi ? hi : vec[k];
      src += s * xst[d];
    }
    for (uint32_t i = 0; i < g.n_operand_batching_dims; i++)
      src += bpos[batch_slot(g.start_indices_batching_dims[i], ivd)] * xst[g.operand_batching_dims[i]];
    for (uint32_t j = 0; j < nb; j++) dst += bpos[j] * ost[bdims[j]];
    pt_strided_copy(es, nw, wsizes, (uint8_t *)out->data + dst * es, dst_st, (const uint8_t *)X->data + src * es, src_st);
    for (int32_t j = (int32_t)nb - 1; j >= 0; j--) {
      if (++bpos[j] < bsizes[j]) break;
      bpos[j] = 0;
    }
  }
  return NULL;
}

pt_status *pt_k_scatter(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t N = op->n_results;
  if (N == 0 || N > PT_MAX_RANK || op->n_operands != 2 * N + 1) return pt_op_error(m, op, "needs N inputs, indices and N updates");
  const pt_tensor *X = &in[0], *I = &in[N], *U = &in[N + 1];
  pt_scatter_dims sd;
  if (!pt_scatter_dims_get(m, op, &sd)) return pt_op_error(m, op, "has malformed dimension numbers");
  uint32_t ro = X->rank, ri = I->rank, ru = U->rank;
  int64_t ivd = sd.index_vector_dim;
  if (ivd < 0 || ivd > ri || I->dtype == PT_DTYPE_I1 || pt_dtype_is_float((pt_dtype)I->dtype))
    return pt_op_error(m, op, "index_vector_dim or the index type is invalid");
  uint32_t nvec = ivd < ri ? (uint32_t)I->dims[ivd] : 1, nbatch = ri - (ivd < ri ? 1 : 0);
  pt_dtype dt[PT_MAX_RANK];
  for (uint32_t k = 0; k < N; k++) {
    if (in[k].rank != ro || memcmp(in[k].dims, X->dims, sizeof X->dims) || in[N + 1 + k].rank != ru ||
        memcmp(in[N + 1 + k].dims, U->dims, sizeof U->dims) || out[k].nbytes != in[k].nbytes ||
        out[k].dtype != in[k].dtype || in[N + 1 + k].dtype != in[k].dtype)
      return pt_op_error(m, op, "input %u, update %u or result %u has the wrong type", k, k, k);
    dt[k] = (pt_dtype)out[k].dtype;
  }
  if (sd.n_scatter_dims_to_operand_dims != nvec || !distinct_in_range(sd.scatter_dims_to_operand_dims, nvec, ro) ||
      !distinct_in_range(sd.inserted_window_dims, sd.n_inserted_window_dims, ro) ||
      !distinct_in_range(sd.input_batching_dims, sd.n_input_batching_dims, ro) ||
      sd.n_input_batching_dims != sd.n_scatter_indices_batching_dims ||
      !distinct_in_range(sd.scatter_indices_batching_dims, sd.n_scatter_indices_batching_dims, ri) ||
      !distinct_in_range(sd.update_window_dims, sd.n_update_window_dims, ru) || ru != sd.n_update_window_dims + nbatch)
    return pt_op_error(m, op, "dimension numbers do not fit the inputs, indices and updates");
  /* Input window dims (neither inserted nor batching) pair with update_window_dims. */
  int64_t wdims[PT_MAX_RANK], wsizes[PT_MAX_RANK], full_win[PT_MAX_RANK];
  uint32_t nw = 0;
  for (uint32_t d = 0; d < ro; d++) {
    bool ins = in_list(sd.inserted_window_dims, sd.n_inserted_window_dims, d);
    bool bat = in_list(sd.input_batching_dims, sd.n_input_batching_dims, d);
    if (ins && bat) return pt_op_error(m, op, "dimension %u is both inserted and batching", d);
    full_win[d] = 1;
    if (!ins && !bat) wdims[nw++] = d;
  }
  if (nw != sd.n_update_window_dims) return pt_op_error(m, op, "update_window_dims must have one entry per window dimension");
  bool is_win[PT_MAX_RANK] = {false};
  for (uint32_t j = 0; j < nw; j++) {
    if (j && sd.update_window_dims[j] <= sd.update_window_dims[j - 1]) return pt_op_error(m, op, "update_window_dims must be sorted");
    wsizes[j] = U->dims[sd.update_window_dims[j]];
    if (wsizes[j] > X->dims[wdims[j]]) return pt_op_error(m, op, "update window dimension %u exceeds the input", j);
    full_win[wdims[j]] = wsizes[j];
    is_win[sd.update_window_dims[j]] = true;
  }
  int64_t sdims[PT_MAX_RANK], ssizes[PT_MAX_RANK];
  uint32_t ns = 0;
  for (uint32_t d = 0; d < ru; d++)
    if (!is_win[d]) sdims[ns++] = d;
  for (uint32_t j = 0, d = 0; d < ri; d++) {
    if ((int64_t)d == ivd) continue;
    if (U->dims[sdims[j]] != I->dims[d]) return pt_op_error(m, op, "update scatter dimensions must match the indices");
    ssizes[j++] = I->dims[d];
  }
  for (uint32_t i = 0; i < sd.n_input_batching_dims; i++)
    if (X->dims[sd.input_batching_dims[i]] != I->dims[sd.scatter_indices_batching_dims[i]] ||
        sd.scatter_indices_batching_dims[i] == ivd)
      return pt_op_error(m, op, "batching dimension sizes differ");
  for (uint32_t k = 0; k < N; k++)
    if (out[k].data != in[k].data) memcpy(out[k].data, in[k].data, (size_t)out[k].nbytes);
  pt_reducer red;
  PT_TRY(pt_reducer_init(&red, c, op, 0, N, dt));
  int64_t xst[PT_MAX_RANK], ust[PT_MAX_RANK], dst_st[PT_MAX_RANK], src_st[PT_MAX_RANK];
  pt_row_strides(ro, X->dims, xst);
  pt_row_strides(ru, U->dims, ust);
  for (uint32_t j = 0; j < nw; j++) {
    dst_st[j] = xst[wdims[j]];
    src_st[j] = ust[sd.update_window_dims[j]];
  }
  uint64_t npos = 1, wn = 1;
  for (uint32_t j = 0; j < ns; j++) npos *= (uint64_t)ssizes[j];
  for (uint32_t j = 0; j < nw; j++) wn *= (uint64_t)wsizes[j];
  if (pt_num_elems(U) == 0) npos = 0;
  int64_t spos[PT_MAX_RANK] = {0}, vec[PT_MAX_RANK], base[PT_MAX_RANK];
  pt_status *s = NULL;
  for (uint64_t p = 0; p < npos && !s; p++) {
    index_vector(I, ivd, spos, nvec, vec);
    for (uint32_t d = 0; d < ro; d++) base[d] = 0;
    for (uint32_t k = 0; k < nvec; k++) base[sd.scatter_dims_to_operand_dims[k]] = vec[k];
    for (uint32_t i = 0; i < sd.n_input_batching_dims; i++)
      base[sd.input_batching_dims[i]] += spos[batch_slot(sd.scatter_indices_batching_dims[i], ivd)];
    /* An update window not entirely inside the input is skipped (XLA). */
    bool inside = true;
    int64_t dst = 0, src = 0;
    for (uint32_t d = 0; d < ro; d++) {
      if (base[d] < 0 || base[d] > X->dims[d] - full_win[d]) inside = false;
      dst += base[d] * xst[d];
    }
    for (uint32_t j = 0; j < ns; j++) src += spos[j] * ust[sdims[j]];
    if (inside) {
      if (red.kind != PT_REDUCE_REGION) {
        pt_strided_combine(red.kind, dt[0], nw, wsizes, (uint8_t *)out[0].data + dst * esz(&out[0]), dst_st,
                           (const uint8_t *)U->data + src * esz(U), src_st);
      } else {
        int64_t widx[PT_MAX_RANK] = {0};
        void *acc[PT_MAX_RANK];
        const void *val[PT_MAX_RANK];
        for (uint64_t w = 0; w < wn && !s; w++) {
          int64_t doff = dst, soff = src;
          for (uint32_t j = 0; j < nw; j++) {
            doff += widx[j] * dst_st[j];
            soff += widx[j] * src_st[j];
          }
          for (uint32_t k = 0; k < N; k++) {
            acc[k] = (uint8_t *)out[k].data + doff * esz(&out[k]);
            val[k] = (const uint8_t *)in[N + 1 + k].data + soff * esz(&out[k]);
          }
          s = pt_reducer_apply(&red, acc, val);
          for (int32_t j = (int32_t)nw - 1; j >= 0; j--) {
            if (++widx[j] < wsizes[j]) break;
            widx[j] = 0;
          }
        }
      }
    }
    for (int32_t j = (int32_t)ns - 1; j >= 0; j--) {
      if (++spos[j] < ssizes[j]) break;
      spos[j] = 0;
    }
  }
  pt_reducer_free(&red);
  return s;
}

/* ---- sort ---- */

typedef struct {
  pt_comparator *cmp;
  const pt_tensor *in;
  uint32_t n;
  int64_t base, stride;
  pt_status *err;
} sort_ctx;

/* less(i, j) for slice positions i, j. */
static bool slice_less(sort_ctx *s, int64_t i, int64_t j) {
  const void *a[PT_MAX_RANK], *b[PT_MAX_RANK];
  for (uint32_t k = 0; k < s->n; k++) {
    uint32_t es = esz(&s->in[k]);
    a[k] = (const uint8_t *)s->in[k].data + (s->base + i * s->stride) * es;
    b[k] = (const uint8_t *)s->in[k].data + (s->base + j * s->stride) * es;
  }
  bool less = false;
  if (!s->err) s->err = pt_comparator_call(s->cmp, a, b, &less);
  return less;
}

/* Stable bottom-up merge sort of perm[0..n) by `less`. */
static void merge_sort(sort_ctx *s, int64_t *perm, int64_t *tmp, int64_t n) {
  for (int64_t w = 1; w < n && !s->err; w *= 2) {
    for (int64_t lo = 0; lo < n; lo += 2 * w) {
      int64_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
      int64_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = slice_less(s, perm[j], perm[i]) ? perm[j++] : perm[i++];
      while (i < mid) tmp[k++] = perm[i++];
      while (j < hi) tmp[k++] = perm[j++];
    }
    memcpy(perm, tmp, (size_t)n * sizeof *perm);
  }
}

pt_status *pt_k_sort(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t N = op->n_operands;
  uint32_t r = in[0].rank;
  int64_t dim = r ? pt_sort_dimension(m, op, r) : 0;
  if (N == 0 || N > PT_MAX_RANK || op->n_results != N || dim < 0)
    return pt_op_error(m, op, "needs matching operands/results and a valid dimension");
  pt_dtype dt[PT_MAX_RANK];
  for (uint32_t k = 0; k < N; k++) {
    if (in[k].rank != r || memcmp(in[k].dims, in[0].dims, sizeof in[0].dims) || !pt_tensor_same_type(&in[k], &out[k]))
      return pt_op_error(m, op, "operand %u and result %u must have the shape of operand 0", k, k);
    dt[k] = (pt_dtype)in[k].dtype;
  }
  pt_comparator cmp;
  PT_TRY(pt_comparator_init(&cmp, c, op, 0, N, dt));
  int64_t len = r ? in[0].dims[dim] : 1, st[PT_MAX_RANK];
  pt_row_strides(r, in[0].dims, st);
  int64_t stride = r ? st[dim] : 1;
  uint64_t total = pt_num_elems(&in[0]), slices = len ? total / (uint64_t)len : 0;
  pt_status *err = NULL;
  int64_t *perm = pt_k_alloc(c, op, (uint64_t)(len ? len : 1) * 2 * sizeof *perm, false, &err);
  if (!perm) {
    pt_comparator_free(&cmp);
    return err;
  }
  int64_t *tmp = perm + (len ? len : 1);
  sort_ctx sc = {&cmp, in, N, 0, stride, NULL};
  for (uint64_t sl = 0; sl < slices && !sc.err; sl++) {
    /* Slice sl: outer index (before dim) and inner index (after dim). */
    int64_t outer = (int64_t)sl / stride, inner = (int64_t)sl % stride;
    sc.base = outer * stride * len + inner;
    for (int64_t i = 0; i < len; i++) perm[i] = i;
    merge_sort(&sc, perm, tmp, len);
    for (uint32_t k = 0; k < N && !sc.err; k++) {
      uint32_t es = esz(&in[k]);
      for (int64_t i = 0; i < len; i++)
        memcpy((uint8_t *)out[k].data + (sc.base + i * stride) * es,
               (const uint8_t *)in[k].data + (sc.base + perm[i] * stride) * es, es);
    }
  }
  pt_k_free(c, perm);
  pt_comparator_free(&cmp);
  return sc.err;
}

pt_status *pt_k_top_k(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *X = &in[0];
  int64_t k;
  uint32_t r = X->rank;
  if (!pt_attr_get_int(pt_op_attr(m, op, "k"), &k) || r == 0 || op->n_results != 2 || k < 0 || k > X->dims[r - 1] ||
      out[0].rank != r || out[1].rank != r || out[0].dtype != X->dtype || out[0].dims[r - 1] != k ||
      out[1].dims[r - 1] != k || pt_dtype_is_float((pt_dtype)out[1].dtype) || out[1].dtype == PT_DTYPE_I1)
    return pt_op_error(m, op, "needs k <= the last dimension and (values, indices) results");
  int64_t n = X->dims[r - 1];
  uint64_t rows = n ? pt_num_elems(X) / (uint64_t)n : 0;
  if (pt_num_elems(&out[0]) != rows * (uint64_t)k) return pt_op_error(m, op, "result shapes do not match the operand");
  uint32_t es = esz(X);
  pt_status *err = NULL;
  int64_t *perm = pt_k_alloc(c, op, (uint64_t)(n ? n : 1) * 2 * sizeof *perm, false, &err);
  if (!perm) return err;
  int64_t *tmp = perm + (n ? n : 1);
  pt_dtype dt = (pt_dtype)X->dtype;
  pt_cmp_type ty = pt_dtype_is_float(dt) ? PT_CMPT_TOTALORDER : PT_CMPT_DEFAULT;
  for (uint64_t row = 0; row < rows; row++) {
    const uint8_t *x = (const uint8_t *)X->data + row * (uint64_t)n * es;
    for (int64_t i = 0; i < n; i++) perm[i] = i;
    /* Stable merge sort, descending (NaN above +inf): ties keep index order. */
    for (int64_t w = 1; w < n; w *= 2) {
      for (int64_t lo = 0; lo < n; lo += 2 * w) {
        int64_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n, i = lo, j = mid, q = lo;
        while (i < mid && j < hi)
          tmp[q++] = pt_compare_scalar(dt, PT_CMP_GT, ty, x + perm[j] * es, x + perm[i] * es) ? perm[j++] : perm[i++];
        while (i < mid) tmp[q++] = perm[i++];
        while (j < hi) tmp[q++] = perm[j++];
      }
      memcpy(perm, tmp, (size_t)n * sizeof *perm);
    }
    for (int64_t i = 0; i < k; i++) {
      memcpy((uint8_t *)out[0].data + (row * (uint64_t)k + (uint64_t)i) * es, x + perm[i] * es, es);
      uint64_t v = (uint64_t)perm[i];
      pt_store_u64((pt_dtype)out[1].dtype, out[1].data, row * (uint64_t)k + (uint64_t)i, 1, &v);
    }
  }
  pt_k_free(c, perm);
  return NULL;
}
