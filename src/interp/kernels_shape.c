/* kernels_shape.c - data movement: iota, broadcast_in_dim, broadcast,
 * transpose, slice, dynamic_slice, dynamic_update_slice, concatenate, pad,
 * reverse, get_dimension_size.
 *
 * All of them are one primitive, the strided copy: walk an index space and
 * copy elements between two affine layouts. Broadcasting is a zero stride,
 * reversal a negative one, slicing an offset and a multiplied stride.
 * Each kernel checks, before copying, every fact its index arithmetic
 * relies on (bounds, permutations, sizes), so a module that skipped
 * verification gets an error instead of an out-of-bounds access. */
#include <stdlib.h>

#include "interp_internal.h"

bool pt_k_ints(const pt_module *m, const pt_op *op, const char *name, int64_t *out, uint32_t cap, uint32_t *n) {
  const pt_attr *a = pt_op_attr(m, op, name);
  *n = 0;
  if (!a) return true;
  return pt_attr_int_list(m, a, out, cap, n) && *n <= cap;
}

int64_t pt_k_scalar_int(const pt_tensor *t) {
  uint64_t u;
  pt_load_u64((pt_dtype)t->dtype, t->data, 0, 1, &u);
  if (pt_dtype_class((pt_dtype)t->dtype) == PT_DCLASS_UINT && u > (uint64_t)INT64_MAX) return INT64_MAX;
  return (int64_t)u;
}

void pt_row_strides(uint32_t rank, const int64_t *dims, int64_t *strides) {
  int64_t s = 1;
  for (uint32_t i = rank; i-- > 0;) {
    strides[i] = s;
    s *= dims[i];
  }
}

void pt_strided_copy(uint32_t esize, uint32_t rank, const int64_t *dims, void *dst, const int64_t *dst_strides,
                     const void *src, const int64_t *src_strides) {
  int64_t d[PT_MAX_RANK], ds[PT_MAX_RANK], ss[PT_MAX_RANK];
  uint32_t r = 0;
  for (uint32_t i = 0; i < rank; i++) {
    if (dims[i] == 0) return;
    if (dims[i] == 1) continue;
    /* Merge with the previous dim when both layouts continue it. */
    if (r && ds[r - 1] == dst_strides[i] * dims[i] && ss[r - 1] == src_strides[i] * dims[i]) {
      d[r - 1] *= dims[i];
      ds[r - 1] = dst_strides[i];
      ss[r - 1] = src_strides[i];
      continue;
    }
    d[r] = dims[i];
    ds[r] = dst_strides[i];
    ss[r] = src_strides[i];
    r++;
  }
  uint8_t *dp = dst;
  const uint8_t *sp = src;
  if (r == 0) {
    memcpy(dp, sp, esize);
    return;
  }
  int64_t idx[PT_MAX_RANK] = {0};
  int64_t n = d[r - 1], dsi = ds[r - 1], ssi = ss[r - 1];
  int64_t doff = 0, soff = 0;
  for (;;) {
    uint8_t *o = dp + doff * (int64_t)esize;
    const uint8_t *s = sp + soff * (int64_t)esize;
    if (dsi == 1 && ssi == 1) {
      memcpy(o, s, (size_t)n * esize);
    } else {
/* The common shapes get loops the compiler can vectorise: a fill
 * (broadcast), and contiguous reads or writes (transposes). */
#define RUN(T)                                                                     \
  do {                                                                             \
    T *oo = (T *)(void *)o;                                                        \
    const T *so = (const T *)(const void *)s;                                      \
    if (ssi == 0 && dsi == 1) {                                                    \
      T v = so[0], blk[8];                                                         \
      int64_t k = 0;                                                               \
      for (int j = 0; j < 8; j++) blk[j] = v;                                      \
      for (; k + 8 <= n; k += 8) memcpy(oo + k, blk, sizeof blk);                  \
      for (; k < n; k++) oo[k] = v;                                                \
    } else if (dsi == 1) {                                                         \
      for (int64_t k = 0; k < n; k++) oo[k] = so[k * ssi];                         \
    } else if (ssi == 1) {                                                         \
      for (int64_t k = 0; k < n; k++) oo[k * dsi] = so[k];                         \
    } else {                                                                       \
      for (int64_t k = 0; k < n; k++) oo[k * dsi] = so[k * ssi];                   \
    }                                                                              \
  } while (0)
      switch (esize) {
        case 1: RUN(uint8_t); break;
        case 2: RUN(uint16_t); break;
        case 4: RUN(uint32_t); break;
        default: RUN(uint64_t); break;
      }
#undef RUN
    }
    /* Odometer over the outer dims. */
    int32_t j = (int32_t)r - 2;
    for (; j >= 0; j--) {
      doff += ds[j];
      soff += ss[j];
      if (++idx[j] < d[j]) break;
      doff -= ds[j] * d[j];
      soff -= ss[j] * d[j];
      idx[j] = 0;
    }
    if (j < 0) return;
  }
}

void pt_transpose_data(uint32_t esize, uint32_t rank, const int64_t *in_dims, const int64_t *perm, const void *in,
                       void *out) {
  int64_t ist[PT_MAX_RANK], od[PT_MAX_RANK], ost[PT_MAX_RANK], sst[PT_MAX_RANK];
  pt_row_strides(rank, in_dims, ist);
  for (uint32_t i = 0; i < rank; i++) {
    od[i] = in_dims[perm[i]];
    sst[i] = ist[perm[i]];
  }
  pt_row_strides(rank, od, ost);
  pt_strided_copy(esize, rank, od, out, ost, in, sst);
}

static uint32_t esz(const pt_tensor *t) { return pt_dtype_size((pt_dtype)t->dtype); }

static bool same_dtype(const pt_tensor *a, const pt_tensor *b) { return a->dtype == b->dtype; }

/* ---- kernels ---- */

pt_status *pt_k_iota(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t dim;
  if (!pt_attr_get_int(pt_op_attr(m, op, "iota_dimension"), &dim) || dim < 0 || dim >= out->rank)
    return pt_op_error(m, op, "iota_dimension must be a dimension of the result");
  int64_t st[PT_MAX_RANK];
  pt_row_strides(out->rank, out->dims, st);
  uint64_t n = pt_num_elems(out);
  pt_dtype dt = (pt_dtype)out->dtype;
  enum { K = 256 };
  for (uint64_t off = 0; off < n; off += K) {
    uint32_t k = (uint32_t)(n - off < K ? n - off : K);
    if (pt_dtype_is_float(dt)) {
      double w[K];
      for (uint32_t i = 0; i < k; i++) w[i] = (double)(((off + i) / (uint64_t)st[dim]) % (uint64_t)out->dims[dim]);
      pt_store_f64(dt, out->data, off, k, w);
    } else {
      uint64_t w[K];
      for (uint32_t i = 0; i < k; i++) w[i] = ((off + i) / (uint64_t)st[dim]) % (uint64_t)out->dims[dim];
      pt_store_u64(dt, out->data, off, k, w);
    }
  }
  return NULL;
}

pt_status *pt_k_broadcast_in_dim(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t bd[PT_MAX_RANK], ist[PT_MAX_RANK], sst[PT_MAX_RANK] = {0}, ost[PT_MAX_RANK];
  uint32_t n;
  if (!pt_k_ints(m, op, "broadcast_dimensions", bd, PT_MAX_RANK, &n) || n != in[0].rank || !same_dtype(&in[0], out))
    return pt_op_error(m, op, "broadcast_dimensions must list one result dimension per operand dimension");
  pt_row_strides(in[0].rank, in[0].dims, ist);
  for (uint32_t i = 0; i < n; i++) {
    if (bd[i] < 0 || bd[i] >= out->rank || (in[0].dims[i] != 1 && in[0].dims[i] != out->dims[bd[i]]))
      return pt_op_error(m, op, "operand dimension %u does not fit result dimension %lld", i, (long long)bd[i]);
    if (in[0].dims[i] != 1) sst[bd[i]] += ist[i];
  }
  pt_row_strides(out->rank, out->dims, ost);
  pt_strided_copy(esz(out), out->rank, out->dims, out->data, ost, in[0].data, sst);
  return NULL;
}

pt_status *pt_k_broadcast(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t sizes[PT_MAX_RANK], ist[PT_MAX_RANK], sst[PT_MAX_RANK] = {0}, ost[PT_MAX_RANK];
  uint32_t n;
  if (!pt_k_ints(m, op, "broadcast_sizes", sizes, PT_MAX_RANK, &n) || n + in[0].rank != out->rank ||
      !same_dtype(&in[0], out))
    return pt_op_error(m, op, "result rank must be len(broadcast_sizes) + operand rank");
  pt_row_strides(in[0].rank, in[0].dims, ist);
  for (uint32_t i = 0; i < in[0].rank; i++) {
    if (in[0].dims[i] != out->dims[n + i]) return pt_op_error(m, op, "result shape does not end with the operand shape");
    sst[n + i] = ist[i];
  }
  pt_row_strides(out->rank, out->dims, ost);
  pt_strided_copy(esz(out), out->rank, out->dims, out->data, ost, in[0].data, sst);
  return NULL;
}

pt_status *pt_k_transpose(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t perm[PT_MAX_RANK];
  uint32_t n;
  bool seen[PT_MAX_RANK] = {false};
  if (!pt_k_ints(m, op, "permutation", perm, PT_MAX_RANK, &n) || n != in[0].rank || out->rank != n ||
      !same_dtype(&in[0], out))
    return pt_op_error(m, op, "permutation must have one entry per dimension");
  for (uint32_t i = 0; i < n; i++) {
    if (perm[i] < 0 || perm[i] >= n || seen[perm[i]] || out->dims[i] != in[0].dims[perm[i]])
      return pt_op_error(m, op, "permutation is not a permutation of the operand's dimensions");
    seen[perm[i]] = true;
  }
  pt_transpose_data(esz(out), n, in[0].dims, perm, in[0].data, out->data);
  return NULL;
}

pt_status *pt_k_slice(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t start[PT_MAX_RANK], limit[PT_MAX_RANK], step[PT_MAX_RANK], ist[PT_MAX_RANK], sst[PT_MAX_RANK],
      ost[PT_MAX_RANK];
  uint32_t r = in[0].rank, n1, n2, n3;
  if (!pt_k_ints(m, op, "start_indices", start, PT_MAX_RANK, &n1) ||
      !pt_k_ints(m, op, "limit_indices", limit, PT_MAX_RANK, &n2) ||
      !pt_k_ints(m, op, "strides", step, PT_MAX_RANK, &n3) || n1 != r || n2 != r || (n3 != r && n3 != 0) ||
      out->rank != r || !same_dtype(&in[0], out))
    return pt_op_error(m, op, "start_indices, limit_indices and strides must have one entry per dimension");
  pt_row_strides(r, in[0].dims, ist);
  int64_t base = 0;
  for (uint32_t i = 0; i < r; i++) {
    int64_t s = n3 ? step[i] : 1;
    if (start[i] < 0 || start[i] > limit[i] || limit[i] > in[0].dims[i] || s < 1 ||
        out->dims[i] != (limit[i] == start[i] ? 0 : (limit[i] - start[i] - 1) / s + 1))
      return pt_op_error(m, op, "slice of dimension %u is out of bounds or does not match the result", i);
    base += start[i] * ist[i];
    sst[i] = ist[i] * s;
  }
  if (pt_num_elems(out) == 0) return NULL;
  pt_row_strides(r, out->dims, ost);
  pt_strided_copy(esz(out), r, out->dims, out->data, ost, (const uint8_t *)in[0].data + base * esz(out), sst);
  return NULL;
}

/* Start indices from scalar operands, clamped so the window fits (spec). */
static pt_status *clamped_starts(const pt_module *m, const pt_op *op, const pt_tensor *idx, uint32_t r,
                                 const int64_t *dims, const int64_t *sizes, int64_t *start) {
  for (uint32_t i = 0; i < r; i++) {
    if (idx[i].rank != 0 || pt_dtype_is_float((pt_dtype)idx[i].dtype) || idx[i].dtype == PT_DTYPE_I1)
      return pt_op_error(m, op, "start index %u must be a scalar integer", i);
    if (sizes[i] < 0 || sizes[i] > dims[i]) return pt_op_error(m, op, "slice size of dimension %u exceeds it", i);
    int64_t s = pt_k_scalar_int(&idx[i]), hi = dims[i] - sizes[i];
    start[i] = s < 0 ? 0 : s > hi ? hi : s;
  }
  return NULL;
}

pt_status *pt_k_dynamic_slice(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t r = in[0].rank, n;
  int64_t sizes[PT_MAX_RANK], start[PT_MAX_RANK], ist[PT_MAX_RANK], ost[PT_MAX_RANK];
  if (op->n_operands != r + 1 || !pt_k_ints(m, op, "slice_sizes", sizes, PT_MAX_RANK, &n) || n != r ||
      out->rank != r || !same_dtype(&in[0], out))
    return pt_op_error(m, op, "needs one start index and one slice size per operand dimension");
  for (uint32_t i = 0; i < r; i++)
    if (out->dims[i] != sizes[i]) return pt_op_error(m, op, "result shape must equal slice_sizes");
  PT_TRY(clamped_starts(m, op, in + 1, r, in[0].dims, sizes, start));
  pt_row_strides(r, in[0].dims, ist);
  int64_t base = 0;
  for (uint32_t i = 0; i < r; i++) base += start[i] * ist[i];
  if (pt_num_elems(out) == 0) return NULL;
  pt_row_strides(r, out->dims, ost);
  pt_strided_copy(esz(out), r, out->dims, out->data, ost, (const uint8_t *)in[0].data + base * esz(out), ist);
  return NULL;
}

pt_status *pt_k_dynamic_update_slice(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t r = in[0].rank;
  int64_t start[PT_MAX_RANK], ost[PT_MAX_RANK], ust[PT_MAX_RANK];
  if (op->n_operands != r + 2 || in[1].rank != r || !same_dtype(&in[0], out) || !same_dtype(&in[1], out) ||
      in[0].nbytes != out->nbytes)
    return pt_op_error(m, op, "needs an operand, an update of the same rank and one start index per dimension");
  PT_TRY(clamped_starts(m, op, in + 2, r, in[0].dims, in[1].dims, start));
  if (out->data != in[0].data) memcpy(out->data, in[0].data, (size_t)out->nbytes);
  if (pt_num_elems(&in[1]) == 0) return NULL;
  pt_row_strides(r, out->dims, ost);
  pt_row_strides(r, in[1].dims, ust);
  int64_t base = 0;
  for (uint32_t i = 0; i < r; i++) base += start[i] * ost[i];
  pt_strided_copy(esz(out), r, in[1].dims, (uint8_t *)out->data + base * esz(out), ost, in[1].data, ust);
  return NULL;
}

pt_status *pt_k_concatenate(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t dim;
  uint32_t r = out->rank;
  if (!pt_attr_get_int(pt_op_attr(m, op, "dimension"), &dim) || dim < 0 || dim >= r)
    return pt_op_error(m, op, "dimension must be a dimension of the result");
  int64_t total = 0, ost[PT_MAX_RANK], ist[PT_MAX_RANK];
  for (uint32_t k = 0; k < op->n_operands; k++) {
    if (in[k].rank != r || !same_dtype(&in[k], out)) return pt_op_error(m, op, "operand %u does not fit the result", k);
    for (uint32_t i = 0; i < r; i++)
      if (i != dim && in[k].dims[i] != out->dims[i]) return pt_op_error(m, op, "operand %u does not fit the result", k);
    total += in[k].dims[dim];
  }
  if (total != out->dims[dim]) return pt_op_error(m, op, "operand sizes along dimension %lld do not add up", (long long)dim);
  pt_row_strides(r, out->dims, ost);
  int64_t at = 0;
  for (uint32_t k = 0; k < op->n_operands; k++) {
    if (pt_num_elems(&in[k])) {
      pt_row_strides(r, in[k].dims, ist);
      pt_strided_copy(esz(out), r, in[k].dims, (uint8_t *)out->data + at * ost[dim] * esz(out), ost, in[k].data, ist);
    }
    at += in[k].dims[dim];
  }
  return NULL;
}

static void fill_value(void *dst, uint64_t n, const void *v, uint32_t es) {
  uint8_t *d = dst;
  bool zero = true;
  for (uint32_t i = 0; i < es; i++) zero = zero && ((const uint8_t *)v)[i] == 0;
  if (zero) {
    memset(d, 0, (size_t)(n * es));
    return;
  }
  for (uint64_t i = 0; i < n; i++) memcpy(d + i * es, v, es);
}

pt_status *pt_k_pad(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t r = in[0].rank, n1, n2, n3;
  int64_t lo[PT_MAX_RANK], hi[PT_MAX_RANK], inter[PT_MAX_RANK];
  if (!pt_k_ints(m, op, "edge_padding_low", lo, PT_MAX_RANK, &n1) ||
      !pt_k_ints(m, op, "edge_padding_high", hi, PT_MAX_RANK, &n2) ||
      !pt_k_ints(m, op, "interior_padding", inter, PT_MAX_RANK, &n3) || n1 != r || n2 != r || n3 != r ||
      out->rank != r || in[1].rank != 0 || !same_dtype(&in[0], out) || !same_dtype(&in[1], out))
    return pt_op_error(m, op, "needs a scalar padding value and one padding entry per dimension");
  uint32_t es = esz(out);
  fill_value(out->data, pt_num_elems(out), in[1].data, es);
  int64_t cnt[PT_MAX_RANK], ist[PT_MAX_RANK], ost[PT_MAX_RANK], sst[PT_MAX_RANK], dst_st[PT_MAX_RANK];
  pt_row_strides(r, in[0].dims, ist);
  pt_row_strides(r, out->dims, ost);
  int64_t sbase = 0, dbase = 0;
  for (uint32_t i = 0; i < r; i++) {
    if (!pt_k_small(lo[i]) || !pt_k_small(hi[i]) || !pt_k_small(inter[i]))
      return pt_op_error(m, op, "padding of dimension %u is out of the supported range (|x| < 2^40)", i);
    int64_t d = in[0].dims[i], step = inter[i] + 1;
    if (inter[i] < 0) return pt_op_error(m, op, "interior_padding must be non-negative");
    int64_t want = lo[i] + hi[i] + (d ? d + (d - 1) * inter[i] : 0);
    if (want != out->dims[i]) return pt_op_error(m, op, "result dimension %u must be %lld", i, (long long)want);
    /* Input index j lands at lo + j * step; keep those inside the result. */
    int64_t f = lo[i] >= 0 ? 0 : (-lo[i] + step - 1) / step;
    int64_t l = out->dims[i] - 1 - lo[i] < 0 ? -1 : (out->dims[i] - 1 - lo[i]) / step;
    if (l > d - 1) l = d - 1;
    cnt[i] = l >= f ? l - f + 1 : 0;
    if (cnt[i] == 0) return NULL;
    sbase += f * ist[i];
    dbase += (lo[i] + f * step) * ost[i];
    sst[i] = ist[i];
    dst_st[i] = ost[i] * step;
  }
  pt_strided_copy(es, r, cnt, (uint8_t *)out->data + dbase * es, dst_st, (const uint8_t *)in[0].data + sbase * es, sst);
  return NULL;
}

pt_status *pt_k_reverse(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  uint32_t r = in[0].rank, n;
  int64_t dims[PT_MAX_RANK], ist[PT_MAX_RANK], ost[PT_MAX_RANK];
  if (!pt_k_ints(m, op, "dimensions", dims, PT_MAX_RANK, &n) || out->nbytes != in[0].nbytes || !same_dtype(&in[0], out))
    return pt_op_error(m, op, "dimensions must list operand dimensions");
  pt_row_strides(r, in[0].dims, ist);
  memcpy(ost, ist, sizeof ost);
  int64_t base = 0;
  bool seen[PT_MAX_RANK] = {false};
  for (uint32_t i = 0; i < n; i++) {
    if (dims[i] < 0 || dims[i] >= r || seen[dims[i]]) return pt_op_error(m, op, "dimensions must be distinct dimensions");
    seen[dims[i]] = true;
    if (in[0].dims[dims[i]] == 0) return NULL;
    base += (in[0].dims[dims[i]] - 1) * ist[dims[i]];
    ist[dims[i]] = -ist[dims[i]];
  }
  if (pt_num_elems(out) == 0) return NULL;
  pt_strided_copy(esz(out), r, in[0].dims, out->data, ost, (const uint8_t *)in[0].data + base * esz(out), ist);
  return NULL;
}

pt_status *pt_k_get_dimension_size(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  int64_t dim;
  if (!pt_attr_get_int(pt_op_attr(m, op, "dimension"), &dim) || dim < 0 || dim >= in[0].rank || out->rank != 0 ||
      pt_dtype_is_float((pt_dtype)out->dtype))
    return pt_op_error(m, op, "dimension must be a dimension of the operand");
  uint64_t v = (uint64_t)in[0].dims[dim];
  pt_store_u64((pt_dtype)out->dtype, out->data, 0, 1, &v);
  return NULL;
}
