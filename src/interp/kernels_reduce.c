/* kernels_reduce.c - reduce, reduce_window and select_and_scatter with
 * arbitrary bodies.
 *
 * Results start as the init values and fold the inputs in row-major order
 * (the spec leaves the schedule to the implementation). With a recognised
 * one-op body the folds run as typed loops over whole rows: a vector
 * combine when the innermost dimension is kept, a running fold when it is
 * reduced, and for reduce_window one strided combine per window offset.
 * Any other body is called per element through the driver. */
#include <math.h>
#include <stdlib.h>

#include "interp_internal.h"

static uint32_t esz(const pt_tensor *t) { return pt_dtype_size((pt_dtype)t->dtype); }

static void fill_with(pt_tensor *out, const pt_tensor *init) {
  uint64_t n = pt_num_elems(out);
  uint32_t es = esz(out);
  uint8_t *d = out->data;
  for (uint64_t i = 0; i < n; i++) memcpy(d + i * es, init->data, es);
}

/* acc = fold(acc, row[0..n)) with a recognised kind, rounding every step. */
static void fold_row(pt_reduce_kind kind, pt_dtype dt, void *acc, const void *row, uint64_t n) {
  if (dt == PT_DTYPE_F32 && kind == PT_REDUCE_ADD) {
    /* Eight interleaved partial sums (vectorisable, and more accurate than
     * one running sum), combined pairwise, then added to the accumulator.
     * -0.0 is the identity of addition, so all-(-0) rows stay -0. */
    const float *r = row;
    float s[8] = {-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
    uint64_t i = 0;
    for (; i + 8 <= n; i += 8)
      for (int j = 0; j < 8; j++) s[j] += r[i + j];
    float t = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
    for (; i < n; i++) t += r[i];
    *(float *)acc += t;
    return;
  }
  if (dt == PT_DTYPE_F32 && (kind == PT_REDUCE_MAX || kind == PT_REDUCE_MIN)) {
    /* maximum/minimum semantics: NaN wins, -0 < +0. */
    const float *r = row;
    float m = *(float *)acc;
    bool mx = kind == PT_REDUCE_MAX;
    for (uint64_t i = 0; i < n; i++) {
      float x = r[i];
      if (x != x || m != m) m = m + x;
      else if (mx ? (x > m || (x == m && signbit(m))) : (x < m || (x == m && signbit(x)))) m = x;
    }
    *(float *)acc = m;
    return;
  }
  uint32_t es = pt_dtype_size(dt);
  for (uint64_t i = 0; i < n; i++) pt_combine_elements(kind, dt, acc, (const uint8_t *)row + i * es, 1);
}

/* ---- reduce ---- */

static pt_status *reduce_generic(pt_reducer *red, uint32_t N, const pt_tensor *in, pt_tensor *out, const int64_t *ost_in) {
  const pt_tensor *x = &in[0];
  uint32_t r = x->rank;
  uint64_t n = pt_num_elems(x);
  int64_t idx[PT_MAX_RANK] = {0};
  int64_t ooff = 0;
  void *acc[PT_MAX_RANK];
  const void *val[PT_MAX_RANK];
  for (uint64_t i = 0; i < n; i++) {
    for (uint32_t k = 0; k < N; k++) {
      acc[k] = (uint8_t *)out[k].data + ooff * esz(&out[k]);
      val[k] = (const uint8_t *)in[k].data + i * esz(&in[k]);
    }
    PT_TRY(pt_reducer_apply(red, acc, val));
    for (int32_t j = (int32_t)r - 1; j >= 0; j--) {
      ooff += ost_in[j];
      if (++idx[j] < x->dims[j]) break;
      ooff -= ost_in[j] * x->dims[j];
      idx[j] = 0;
    }
  }
  return NULL;
}

static void reduce_fast(pt_reduce_kind kind, const pt_tensor *x, pt_tensor *out, const int64_t *ost_in) {
  /* Coalesced dims: (size, input stride, output stride). */
  int64_t d[PT_MAX_RANK], is[PT_MAX_RANK], os[PT_MAX_RANK], ist[PT_MAX_RANK];
  pt_row_strides(x->rank, x->dims, ist);
  uint32_t r = 0;
  for (uint32_t i = 0; i < x->rank; i++) {
    if (x->dims[i] == 1) continue;
    if (r && is[r - 1] == ist[i] * x->dims[i] && os[r - 1] == ost_in[i] * x->dims[i]) {
      d[r - 1] *= x->dims[i];
      is[r - 1] = ist[i];
      os[r - 1] = ost_in[i];
      continue;
    }
    d[r] = x->dims[i];
    is[r] = ist[i];
    os[r] = ost_in[i];
    r++;
  }
  pt_dtype dt = (pt_dtype)x->dtype;
  uint32_t es = pt_dtype_size(dt);
  if (r == 0) {
    pt_combine_elements(kind, dt, out->data, x->data, 1);
    return;
  }
  int64_t len = d[r - 1];
  bool kept = os[r - 1] != 0;
  int64_t idx[PT_MAX_RANK] = {0}, ioff = 0, ooff = 0;
  for (;;) {
    uint8_t *o = (uint8_t *)out->data + ooff * es;
    const uint8_t *s = (const uint8_t *)x->data + ioff * es;
    if (kept) pt_combine_elements(kind, dt, o, s, (uint64_t)len);
    else fold_row(kind, dt, o, s, (uint64_t)len);
    int32_t j = (int32_t)r - 2;
    for (; j >= 0; j--) {
      ioff += is[j];
      ooff += os[j];
      if (++idx[j] < d[j]) break;
      ioff -= is[j] * d[j];
      ooff -= os[j] * d[j];
      idx[j] = 0;
    }
    if (j < 0) return;
  }
}

pt_status *pt_k_reduce(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t N = op->n_results;
  int64_t dims[PT_MAX_RANK];
  uint32_t nd;
  if (N == 0 || N > PT_MAX_RANK || op->n_operands != 2 * N || !pt_k_ints(m, op, "dimensions", dims, PT_MAX_RANK, &nd))
    return pt_op_error(m, op, "needs N inputs, N init values, N results and a dimensions list");
  const pt_tensor *x = &in[0];
  bool reduced[PT_MAX_RANK] = {false};
  for (uint32_t i = 0; i < nd; i++) {
    if (dims[i] < 0 || dims[i] >= x->rank || reduced[dims[i]]) return pt_op_error(m, op, "dimensions must be distinct operand dimensions");
    reduced[dims[i]] = true;
  }
  int64_t ost[PT_MAX_RANK], ost_in[PT_MAX_RANK];
  pt_dtype dt[PT_MAX_RANK];
  for (uint32_t k = 0; k < N; k++) {
    const pt_tensor *xi = &in[k], *init = &in[N + k];
    pt_tensor *o = &out[k];
    if (xi->rank != x->rank || memcmp(xi->dims, x->dims, sizeof x->dims) != 0 || init->rank != 0 ||
        init->dtype != o->dtype || xi->dtype != o->dtype || o->rank + nd != x->rank)
      return pt_op_error(m, op, "input %u, init value or result %u has the wrong type", k, k);
    uint32_t j = 0;
    for (uint32_t i = 0; i < x->rank; i++)
      if (!reduced[i] && o->dims[j++] != x->dims[i]) return pt_op_error(m, op, "result %u has the wrong shape", k);
    dt[k] = (pt_dtype)o->dtype;
    fill_with(o, init);
  }
  pt_row_strides(out[0].rank, out[0].dims, ost);
  for (uint32_t i = 0, j = 0; i < x->rank; i++) ost_in[i] = reduced[i] ? 0 : ost[j++];
  pt_reducer red;
  PT_TRY(pt_reducer_init(&red, c, op, 0, N, dt));
  pt_status *s = NULL;
  if (pt_num_elems(x) == 0) {
    /* nothing to fold: results are the init values */
  } else if (red.kind != PT_REDUCE_REGION) {
    reduce_fast(red.kind, x, &out[0], ost_in);
  } else {
    s = reduce_generic(&red, N, in, out, ost_in);
  }
  pt_reducer_free(&red);
  return s;
}

/* ---- reduce_window ---- */

typedef struct {
  pt_window w;
  int64_t out_dims[PT_MAX_RANK];
} window_info;

static pt_status *read_window(const pt_module *m, const pt_op *op, const pt_tensor *x, const pt_tensor *res,
                              window_info *wi, bool allow_dilation) {
  pt_window *w = &wi->w;
  if (!pt_window_get(m, op, w) || w->rank != x->rank || res->rank != x->rank)
    return pt_op_error(m, op, "window attributes must have one entry per operand dimension");
  if (w->n_padding == 0)
    for (uint32_t i = 0; i < w->rank; i++) w->pad_lo[i] = w->pad_hi[i] = 0;
  for (uint32_t i = 0; i < w->rank; i++) {
    if (!pt_k_small(w->strides[i]) || !pt_k_small(w->base_dilations[i]) || !pt_k_small(w->window_dilations[i]) ||
        !pt_k_small(w->pad_lo[i]) || !pt_k_small(w->pad_hi[i]) || !pt_k_small(w->dims[i]))
      return pt_op_error(m, op, "window attributes of dimension %u are out of the supported range (|x| < 2^40)", i);
    if (!allow_dilation && (w->base_dilations[i] != 1 || w->window_dilations[i] != 1))
      return pt_op_error(m, op, "does not take dilations");
    int64_t o;
    if (w->dims[i] < 1 || !pt_window_output_size(x->dims[i], w->dims[i], w->strides[i], w->base_dilations[i],
                                                 w->window_dilations[i], w->pad_lo[i], w->pad_hi[i], &o) ||
        o != res->dims[i])
      return pt_op_error(m, op, "result dimension %u does not match the window", i);
    wi->out_dims[i] = o;
  }
  return NULL;
}

/* The input index along one dim for output o and window offset k, or -1 for padding. */
static int64_t window_src(const pt_window *w, uint32_t d, int64_t o, int64_t k, int64_t in_dim) {
  int64_t p = o * w->strides[d] + k * w->window_dilations[d] - w->pad_lo[d];
  if (p < 0 || p % w->base_dilations[d]) return -1;
  p /= w->base_dilations[d];
  return p < in_dim ? p : -1;
}

static pt_status *reduce_window_generic(pt_reducer *red, uint32_t N, const pt_tensor *in, pt_tensor *out,
                                        const window_info *wi) {
  const pt_tensor *x = &in[0];
  uint32_t r = x->rank;
  int64_t ist[PT_MAX_RANK], oidx[PT_MAX_RANK] = {0};
  pt_row_strides(r, x->dims, ist);
  uint64_t n_out = pt_num_elems(&out[0]), wsize = 1;
  for (uint32_t i = 0; i < r; i++) wsize *= (uint64_t)wi->w.dims[i];
  void *acc[PT_MAX_RANK];
  const void *val[PT_MAX_RANK];
  for (uint64_t o = 0; o < n_out; o++) {
    for (uint32_t k = 0; k < N; k++) acc[k] = (uint8_t *)out[k].data + o * esz(&out[k]);
    int64_t widx[PT_MAX_RANK] = {0};
    for (uint64_t wpos = 0; wpos < wsize; wpos++) {
      int64_t off = 0;
      bool pad = false;
      for (uint32_t d = 0; d < r && !pad; d++) {
        int64_t s = window_src(&wi->w, d, oidx[d], widx[d], x->dims[d]);
        if (s < 0) pad = true;
        else off += s * ist[d];
      }
      for (uint32_t k = 0; k < N; k++)
        val[k] = pad ? in[N + k].data : (const uint8_t *)in[k].data + off * esz(&in[k]);
      PT_TRY(pt_reducer_apply(red, acc, val));
      for (int32_t d = (int32_t)r - 1; d >= 0; d--) {
        if (++widx[d] < wi->w.dims[d]) break;
        widx[d] = 0;
      }
    }
    for (int32_t d = (int32_t)r - 1; d >= 0; d--) {
      if (++oidx[d] < out[0].dims[d]) break;
      oidx[d] = 0;
    }
  }
  return NULL;
}

void pt_strided_combine(pt_reduce_kind kind, pt_dtype dt, uint32_t rank, const int64_t *dims, uint8_t *dst,
                            const int64_t *dst_st, const uint8_t *src, const int64_t *src_st) {
  uint32_t es = pt_dtype_size(dt);
  int64_t idx[PT_MAX_RANK] = {0};
  for (uint32_t i = 0; i < rank; i++)
    if (dims[i] == 0) return;
  int64_t n = rank ? dims[rank - 1] : 1, ds = rank ? dst_st[rank - 1] : 0, ss = rank ? src_st[rank - 1] : 0;
  int64_t doff = 0, soff = 0;
  for (;;) {
    if (dt == PT_DTYPE_F32 && (kind == PT_REDUCE_ADD || kind == PT_REDUCE_MAX)) {
      float *o = (float *)(void *)(dst + doff * es);
      const float *s = (const float *)(const void *)(src + soff * es);
      if (kind == PT_REDUCE_ADD)
        for (int64_t k = 0; k < n; k++) o[k * ds] += s[k * ss];
      else
        for (int64_t k = 0; k < n; k++) {
          float a = o[k * ds], b = s[k * ss];
          o[k * ds] = (a != a || b != b) ? a + b : (a == b ? (signbit(a) ? b : a) : (a > b ? a : b));
        }
    } else if (ds == 1 && ss == 1) {
      pt_combine_elements(kind, dt, dst + doff * es, src + soff * es, (uint64_t)n);
    } else {
      for (int64_t k = 0; k < n; k++) pt_combine_elements(kind, dt, dst + (doff + k * ds) * es, src + (soff + k * ss) * es, 1);
    }
    int32_t j = (int32_t)rank - 2;
    for (; j >= 0; j--) {
      doff += dst_st[j];
      soff += src_st[j];
      if (++idx[j] < dims[j]) break;
      doff -= dst_st[j] * dims[j];
      soff -= src_st[j] * dims[j];
      idx[j] = 0;
    }
    if (j < 0) return;
  }
}

/* One strided combine per window offset over the outputs whose source is in
 * bounds, then the padding positions' init values for the border outputs. */
static void reduce_window_fast(pt_reduce_kind kind, const pt_tensor *x, const pt_tensor *init, pt_tensor *out,
                               const window_info *wi) {
  uint32_t r = x->rank, es = esz(x);
  const pt_window *w = &wi->w;
  int64_t ist[PT_MAX_RANK], ost[PT_MAX_RANK], widx[PT_MAX_RANK] = {0};
  pt_row_strides(r, x->dims, ist);
  pt_row_strides(r, out->dims, ost);
  uint64_t wsize = 1;
  for (uint32_t i = 0; i < r; i++) wsize *= (uint64_t)w->dims[i];
  for (uint64_t wpos = 0; wpos < wsize; wpos++) {
    int64_t cnt[PT_MAX_RANK], sst[PT_MAX_RANK], sbase = 0, dbase = 0;
    bool empty = false;
    for (uint32_t d = 0; d < r; d++) {
      /* p = o * stride + off must lie in [0, in_dim). */
      int64_t off = widx[d] * w->window_dilations[d] - w->pad_lo[d], st = w->strides[d];
      int64_t first = off >= 0 ? 0 : (-off + st - 1) / st;
      int64_t last = x->dims[d] - 1 - off < 0 ? -1 : (x->dims[d] - 1 - off) / st;
      if (last > out->dims[d] - 1) last = out->dims[d] - 1;
      cnt[d] = last >= first ? last - first + 1 : 0;
      if (!cnt[d]) empty = true;
      sbase += (first * st + off) * ist[d];
      dbase += first * ost[d];
      sst[d] = st * ist[d];
    }
    if (!empty)
      pt_strided_combine(kind, (pt_dtype)x->dtype, r, cnt, (uint8_t *)out->data + dbase * es, ost,
                      (const uint8_t *)x->data + sbase * es, sst);
    for (int32_t d = (int32_t)r - 1; d >= 0; d--) {
      if (++widx[d] < w->dims[d]) break;
      widx[d] = 0;
    }
  }
  /* Padding: each output folds init once per window position outside the input. */
  uint64_t n_out = pt_num_elems(out);
  int64_t oidx[PT_MAX_RANK] = {0};
  for (uint64_t o = 0; o < n_out; o++) {
    uint64_t valid = 1;
    for (uint32_t d = 0; d < r; d++) {
      int64_t v = 0;
      for (int64_t k = 0; k < w->dims[d]; k++) v += window_src(w, d, oidx[d], k, x->dims[d]) >= 0;
      valid *= (uint64_t)v;
    }
    for (uint64_t p = valid; p < wsize; p++) pt_combine_elements(kind, (pt_dtype)x->dtype, (uint8_t *)out->data + o * es, init->data, 1);
    for (int32_t d = (int32_t)r - 1; d >= 0; d--) {
      if (++oidx[d] < out->dims[d]) break;
      oidx[d] = 0;
    }
  }
}

pt_status *pt_k_reduce_window(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t N = op->n_results;
  if (N == 0 || N > PT_MAX_RANK || op->n_operands != 2 * N) return pt_op_error(m, op, "needs N inputs, N init values and N results");
  window_info wi;
  PT_TRY(read_window(m, op, &in[0], &out[0], &wi, true));
  pt_dtype dt[PT_MAX_RANK];
  for (uint32_t k = 0; k < N; k++) {
    if (in[k].rank != in[0].rank || memcmp(in[k].dims, in[0].dims, sizeof in[0].dims) != 0 || in[N + k].rank != 0 ||
        in[N + k].dtype != out[k].dtype || in[k].dtype != out[k].dtype || out[k].rank != out[0].rank ||
        memcmp(out[k].dims, out[0].dims, sizeof out[0].dims) != 0)
      return pt_op_error(m, op, "input %u, init value or result %u has the wrong type", k, k);
    dt[k] = (pt_dtype)out[k].dtype;
    fill_with(&out[k], &in[N + k]);
  }
  pt_reducer red;
  PT_TRY(pt_reducer_init(&red, c, op, 0, N, dt));
  bool dilated = false;
  for (uint32_t i = 0; i < in[0].rank; i++) dilated = dilated || wi.w.base_dilations[i] != 1;
  pt_status *s = NULL;
  if (red.kind != PT_REDUCE_REGION && !dilated) reduce_window_fast(red.kind, &in[0], &in[N], &out[0], &wi);
  else s = reduce_window_generic(&red, N, in, out, &wi);
  pt_reducer_free(&red);
  return s;
}

/* ---- select_and_scatter ---- */

pt_status *pt_k_select_and_scatter(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *x = &in[0], *src = &in[1], *init = &in[2];
  if (op->n_operands != 3 || op->n_regions != 2 || init->rank != 0 || init->dtype != out->dtype ||
      src->dtype != out->dtype || out->rank != x->rank || memcmp(out->dims, x->dims, sizeof x->dims) != 0)
    return pt_op_error(m, op, "operand, source, init value or result has the wrong type");
  window_info wi;
  PT_TRY(read_window(m, op, x, src, &wi, false));
  fill_with(out, init);
  pt_dtype xdt = (pt_dtype)x->dtype, odt = (pt_dtype)out->dtype;
  pt_comparator sel;
  PT_TRY(pt_comparator_init(&sel, c, op, 0, 1, &xdt));
  pt_reducer sc;
  pt_status *s = pt_reducer_init(&sc, c, op, 1, 1, &odt);
  if (s) {
    pt_comparator_free(&sel);
    return s;
  }
  uint32_t r = x->rank, xes = esz(x), oes = esz(out);
  int64_t ist[PT_MAX_RANK], sidx[PT_MAX_RANK] = {0};
  pt_row_strides(r, x->dims, ist);
  uint64_t n_src = pt_num_elems(src), wsize = 1;
  for (uint32_t i = 0; i < r; i++) wsize *= (uint64_t)wi.w.dims[i];
  for (uint64_t si = 0; si < n_src && !s; si++) {
    int64_t widx[PT_MAX_RANK] = {0}, best = -1;
    for (uint64_t wpos = 0; wpos < wsize && !s; wpos++) {
      int64_t off = 0;
      bool pad = false;
      for (uint32_t d = 0; d < r && !pad; d++) {
        int64_t p = window_src(&wi.w, d, sidx[d], widx[d], x->dims[d]);
        if (p < 0) pad = true;
        else off += p * ist[d];
      }
      if (!pad) {
        if (best < 0) {
          best = off;
        } else {
          const void *a = (const uint8_t *)x->data + best * xes, *b = (const uint8_t *)x->data + off * xes;
          bool keep;
          s = pt_comparator_call(&sel, &a, &b, &keep);
          if (!s && !keep) best = off;
        }
      }
      for (int32_t d = (int32_t)r - 1; d >= 0; d--) {
        if (++widx[d] < wi.w.dims[d]) break;
        widx[d] = 0;
      }
    }
    if (!s && best >= 0) {
      void *acc = (uint8_t *)out->data + best * oes;
      const void *v = (const uint8_t *)src->data + si * oes;
      s = pt_reducer_apply(&sc, &acc, &v);
    }
    for (int32_t d = (int32_t)r - 1; d >= 0; d--) {
      if (++sidx[d] < src->dims[d]) break;
      sidx[d] = 0;
    }
  }
  pt_comparator_free(&sel);
  pt_reducer_free(&sc);
  return s;
}
