/* kernels_linalg.c - dot_general/dot and convolution through BLAS gemm,
 * plus cholesky and triangular_solve.
 *
 * Both contractions are reduced to batched row-major gemms. dot_general
 * hands its operands to BLAS as they are whenever their layout is
 * [batch, free, contracting] or [batch, contracting, free] (a transpose
 * flag), which covers what JAX emits for matmuls and attention; other
 * layouts are transposed once. Convolution canonicalises to NHWC-like
 * [batch, spatial..., feature] input and [spatial..., in, out] kernel and
 * runs im2col in row blocks, one gemm per block and group.
 *
 * Compute types: f32 for f32/bf16/f16 (rounded once into the result
 * type), f64 when any side is f64, and wrapping uint64 arithmetic with a
 * plain loop for integers (i1: or of ands). */
#include <cblas.h>
#include <math.h>
#include <stdlib.h>

#include "interp_internal.h"

typedef enum { CT_F32, CT_F64, CT_U64 } ctype;

static uint32_t ct_size(ctype ct) { return ct == CT_F32 ? 4 : 8; }

static ctype compute_type(pt_dtype a, pt_dtype b, pt_dtype out) {
  if (a == PT_DTYPE_F64 || b == PT_DTYPE_F64 || out == PT_DTYPE_F64) return CT_F64;
  if (pt_dtype_is_float(a) || pt_dtype_is_float(b) || pt_dtype_is_float(out)) return CT_F32;
  return CT_U64;
}

/* n elements of dtype dt -> compute type (ints sign/zero-extended). */
static void to_compute(ctype ct, pt_dtype dt, const void *src, void *dst, uint64_t n) {
  if (ct == CT_F32) pt_convert_elements(dt, src, PT_DTYPE_F32, dst, n);
  else if (ct == CT_F64) pt_convert_elements(dt, src, PT_DTYPE_F64, dst, n);
  else
    for (uint64_t off = 0; off < n; off += 4096)
      pt_load_u64(dt, src, off, (uint32_t)(n - off < 4096 ? n - off : 4096), (uint64_t *)dst + off);
}

static void from_compute(ctype ct, const void *src, pt_dtype dt, void *dst, uint64_t n) {
  if (ct == CT_F32) {
    pt_convert_elements(PT_DTYPE_F32, src, dt, dst, n);
  } else if (ct == CT_F64) {
    pt_convert_elements(PT_DTYPE_F64, src, dt, dst, n);
  } else {
    const uint64_t *s = src;
    uint64_t tmp[512];
    for (uint64_t off = 0; off < n; off += 512) {
      uint32_t k = (uint32_t)(n - off < 512 ? n - off : 512);
      for (uint32_t i = 0; i < k; i++) tmp[i] = dt == PT_DTYPE_I1 ? s[off + i] != 0 : s[off + i];
      pt_store_u64(dt, dst, off, k, tmp);
    }
  }
}

/* C[M,N] = op(A)[M,K] * op(B)[K,N], row-major, C overwritten. */
static void gemm(ctype ct, bool ta, bool tb, int64_t M, int64_t N, int64_t K, const void *A, int64_t lda,
                 const void *B, int64_t ldb, void *C, int64_t ldc) {
  if (M == 0 || N == 0) return;
  if (K == 0) {
    for (int64_t i = 0; i < M; i++) memset((uint8_t *)C + (size_t)(i * ldc) * ct_size(ct), 0, (size_t)N * ct_size(ct));
    return;
  }
  if (ct == CT_F32) {
    cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, (blasint)M, (blasint)N,
                (blasint)K, 1.0f, A, (blasint)lda, B, (blasint)ldb, 0.0f, C, (blasint)ldc);
  } else if (ct == CT_F64) {
    cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, (blasint)M, (blasint)N,
                (blasint)K, 1.0, A, (blasint)lda, B, (blasint)ldb, 0.0, C, (blasint)ldc);
  } else {
    const uint64_t *a = A, *b = B;
    uint64_t *c = C;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        uint64_t s = 0;
        for (int64_t k = 0; k < K; k++) s += a[ta ? k * lda + i : i * lda + k] * b[tb ? j * ldb + k : k * ldb + j];
        c[i * ldc + j] = s;
      }
  }
}

int pt_interp_set_blas_threads(int n) {
  int previous = openblas_get_num_threads();
  openblas_set_num_threads(n > 0 ? n : 1);
  return previous;
}

static bool blas_ok(int64_t v) { return v >= 0 && v < INT32_MAX; }

/* ---- dot_general ---- */

/* Operand layout [batch, a..., b...] as a permutation of its dims. */
static void layout(uint32_t nb, const int64_t *batch, uint32_t na, const int64_t *a, uint32_t nbb, const int64_t *b,
                   int64_t *perm) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < nb; i++) perm[k++] = batch[i];
  for (uint32_t i = 0; i < na; i++) perm[k++] = a[i];
  for (uint32_t i = 0; i < nbb; i++) perm[k++] = b[i];
}

static bool is_identity(const int64_t *perm, uint32_t r) {
  for (uint32_t i = 0; i < r; i++)
    if (perm[i] != (int64_t)i) return false;
  return true;
}

/* Gives a pointer to operand t as [batch, rows, cols] in the compute type,
 * transposed to `ta` form if that avoids a copy. *owned is set when a
 * buffer was allocated (pt_k_free it); NULL with *err when that failed. */
static const void *prepare(pt_ictx *c, const pt_op *op, ctype ct, const pt_tensor *t, const int64_t *p_rows_cols,
                           const int64_t *p_cols_rows, bool *trans, void **owned, pt_status **err) {
  uint32_t r = t->rank;
  bool same = (ct == CT_F32 && t->dtype == PT_DTYPE_F32) || (ct == CT_F64 && t->dtype == PT_DTYPE_F64);
  *owned = NULL;
  if (same && is_identity(p_rows_cols, r)) {
    *trans = false;
    return t->data;
  }
  if (same && is_identity(p_cols_rows, r)) {
    *trans = true;
    return t->data;
  }
  uint64_t n = pt_num_elems(t);
  void *conv = pt_k_alloc(c, op, n * ct_size(ct), false, err);
  if (!conv) return NULL;
  to_compute(ct, (pt_dtype)t->dtype, t->data, conv, n);
  *trans = false;
  if (is_identity(p_rows_cols, r)) {
    *owned = conv;
    return conv;
  }
  void *tr = pt_k_alloc(c, op, n * ct_size(ct), false, err);
  if (tr) pt_transpose_data(ct_size(ct), r, t->dims, p_rows_cols, conv, tr);
  pt_k_free(c, conv);
  *owned = tr;
  return tr;
}

static pt_status *check_dims(const pt_module *m, const pt_op *op, const pt_tensor *t, const char *side, uint32_t n,
                             const int64_t *d, bool *used) {
  for (uint32_t i = 0; i < n; i++) {
    if (d[i] < 0 || d[i] >= t->rank || used[d[i]])
      return pt_op_error(m, op, "%s batching/contracting dimensions must be distinct dimensions", side);
    used[d[i]] = true;
  }
  return NULL;
}

pt_status *pt_k_dot_general(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *L = &in[0], *R = &in[1];
  pt_dot_dims dd;
  if (!pt_dot_dims_get(m, op, &dd)) return pt_op_error(m, op, "has malformed dimension numbers");
  bool lu[PT_MAX_RANK] = {false}, ru[PT_MAX_RANK] = {false};
  PT_TRY(check_dims(m, op, L, "lhs", dd.n_lhs_batch, dd.lhs_batch, lu));
  PT_TRY(check_dims(m, op, L, "lhs", dd.n_lhs_contract, dd.lhs_contract, lu));
  PT_TRY(check_dims(m, op, R, "rhs", dd.n_rhs_batch, dd.rhs_batch, ru));
  PT_TRY(check_dims(m, op, R, "rhs", dd.n_rhs_contract, dd.rhs_contract, ru));
  int64_t lfree[PT_MAX_RANK], rfree[PT_MAX_RANK], B = 1, M = 1, N = 1, K = 1;
  uint32_t nlf = 0, nrf = 0, nb = dd.n_lhs_batch, nc = dd.n_lhs_contract;
  for (uint32_t i = 0; i < L->rank; i++)
    if (!lu[i]) lfree[nlf++] = i;
  for (uint32_t i = 0; i < R->rank; i++)
    if (!ru[i]) rfree[nrf++] = i;
  if (out->rank != nb + nlf + nrf) return pt_op_error(m, op, "result rank does not match the dimension numbers");
  for (uint32_t i = 0; i < nb; i++) {
    if (L->dims[dd.lhs_batch[i]] != R->dims[dd.rhs_batch[i]] || out->dims[i] != L->dims[dd.lhs_batch[i]])
      return pt_op_error(m, op, "batch dimension %u sizes differ", i);
    B *= out->dims[i];
  }
  for (uint32_t i = 0; i < nc; i++) {
    if (L->dims[dd.lhs_contract[i]] != R->dims[dd.rhs_contract[i]])
      return pt_op_error(m, op, "contracting dimension %u sizes differ", i);
    K *= L->dims[dd.lhs_contract[i]];
  }
  for (uint32_t i = 0; i < nlf; i++) {
    if (out->dims[nb + i] != L->dims[lfree[i]]) return pt_op_error(m, op, "result shape does not match the operands");
    M *= L->dims[lfree[i]];
  }
  for (uint32_t i = 0; i < nrf; i++) {
    if (out->dims[nb + nlf + i] != R->dims[rfree[i]]) return pt_op_error(m, op, "result shape does not match the operands");
    N *= R->dims[rfree[i]];
  }
  if (!blas_ok(M) || !blas_ok(N) || !blas_ok(K)) return pt_op_error(m, op, "matrix dimensions exceed 2^31");
  ctype ct = compute_type((pt_dtype)L->dtype, (pt_dtype)R->dtype, (pt_dtype)out->dtype);
  pt_ictx_add_flops(c, 2.0 * (double)B * (double)M * (double)N * (double)K);
  if (B == 0 || M == 0 || N == 0) return NULL;
  int64_t lp[PT_MAX_RANK], lpt[PT_MAX_RANK], rp[PT_MAX_RANK], rpt[PT_MAX_RANK];
  layout(nb, dd.lhs_batch, nlf, lfree, nc, dd.lhs_contract, lp);  /* [B, M, K] */
  layout(nb, dd.lhs_batch, nc, dd.lhs_contract, nlf, lfree, lpt); /* [B, K, M] */
  layout(nb, dd.rhs_batch, nc, dd.rhs_contract, nrf, rfree, rp);  /* [B, K, N] */
  layout(nb, dd.rhs_batch, nrf, rfree, nc, dd.rhs_contract, rpt); /* [B, N, K] */
  bool ta = false, tb = false;
  void *la = NULL, *rb = NULL, *C = NULL;
  pt_status *s = NULL;
  const void *A = prepare(c, op, ct, L, lp, lpt, &ta, &la, &s);
  const void *Bm = A ? prepare(c, op, ct, R, rp, rpt, &tb, &rb, &s) : NULL;
  bool direct = (ct == CT_F32 && out->dtype == PT_DTYPE_F32) || (ct == CT_F64 && out->dtype == PT_DTYPE_F64);
  uint64_t nout = (uint64_t)(B * M * N);
  if (Bm) C = direct ? out->data : pt_k_alloc(c, op, nout * ct_size(ct), false, &s);
  if (!C) {
    pt_k_free(c, la);
    pt_k_free(c, rb);
    return s;
  }
  uint32_t es = ct_size(ct);
  for (int64_t b = 0; b < B; b++)
    gemm(ct, ta, tb, M, N, K, (const uint8_t *)A + (size_t)(b * M * K) * es, ta ? M : K,
         (const uint8_t *)Bm + (size_t)(b * K * N) * es, tb ? K : N, (uint8_t *)C + (size_t)(b * M * N) * es, N);
  if (!direct) {
    from_compute(ct, C, (pt_dtype)out->dtype, out->data, nout);
    pt_k_free(c, C);
  }
  pt_k_free(c, la);
  pt_k_free(c, rb);
  return NULL;
}

/* ---- convolution ---- */

pt_status *pt_k_convolution(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *X = &in[0], *W = &in[1];
  pt_conv_window cw;
  if (!pt_conv_window_get(m, op, &cw)) return pt_op_error(m, op, "has malformed convolution attributes");
  const pt_conv_dims *d = &cw.dims;
  uint32_t S = d->n_spatial;
  if (X->rank != S + 2 || W->rank != S + 2 || out->rank != S + 2) return pt_op_error(m, op, "operand ranks must be spatial dims + 2");
  if (cw.n_padding == 0)
    for (uint32_t i = 0; i < S; i++) cw.pad_lo[i] = cw.pad_hi[i] = 0;
  /* Dimension number sanity: each a permutation of the operand's dims. */
  int64_t xperm[PT_MAX_RANK], wperm[PT_MAX_RANK], yperm[PT_MAX_RANK];
  xperm[0] = d->input_batch;
  wperm[S] = d->kernel_input_feature;
  wperm[S + 1] = d->kernel_output_feature;
  for (uint32_t i = 0; i < S; i++) {
    xperm[1 + i] = d->input_spatial[i];
    wperm[i] = d->kernel_spatial[i];
    yperm[1 + i] = d->output_spatial[i];
  }
  xperm[S + 1] = d->input_feature;
  yperm[0] = d->output_batch;
  yperm[S + 1] = d->output_feature;
  bool sx[PT_MAX_RANK] = {false}, sw[PT_MAX_RANK] = {false}, sy[PT_MAX_RANK] = {false};
  for (uint32_t i = 0; i < S + 2; i++) {
    if (xperm[i] < 0 || xperm[i] >= S + 2 || sx[xperm[i]] || wperm[i] < 0 || wperm[i] >= S + 2 || sw[wperm[i]] ||
        yperm[i] < 0 || yperm[i] >= S + 2 || sy[yperm[i]])
      return pt_op_error(m, op, "dimension numbers must be permutations of the operand dimensions");
    sx[xperm[i]] = sw[wperm[i]] = sy[yperm[i]] = true;
  }
  int64_t Nb = X->dims[d->input_batch], C = X->dims[d->input_feature];
  int64_t KI = W->dims[d->kernel_input_feature], KO = W->dims[d->kernel_output_feature];
  int64_t G = cw.feature_group_count, BG = cw.batch_group_count;
  if (G < 1 || BG < 1 || (G > 1 && BG > 1) || C != KI * G || KO % G || KO % BG || Nb % BG ||
      out->dims[d->output_batch] != Nb / BG || out->dims[d->output_feature] != KO)
    return pt_op_error(m, op, "feature/batch group counts do not fit the operand shapes");
  int64_t in_sp[PT_MAX_RANK], k_sp[PT_MAX_RANK], o_sp[PT_MAX_RANK], KS = 1, P = 1;
  for (uint32_t i = 0; i < S; i++) {
    if (!pt_k_small(cw.strides[i]) || !pt_k_small(cw.lhs_dilation[i]) || !pt_k_small(cw.rhs_dilation[i]) ||
        !pt_k_small(cw.pad_lo[i]) || !pt_k_small(cw.pad_hi[i]))
      return pt_op_error(m, op, "window attributes of spatial dimension %u are out of the supported range (|x| < 2^40)", i);
    in_sp[i] = X->dims[d->input_spatial[i]];
    k_sp[i] = W->dims[d->kernel_spatial[i]];
    o_sp[i] = out->dims[d->output_spatial[i]];
    int64_t want;
    if (!pt_window_output_size(in_sp[i], k_sp[i], cw.strides[i], cw.lhs_dilation[i], cw.rhs_dilation[i], cw.pad_lo[i],
                               cw.pad_hi[i], &want) || want != o_sp[i])
      return pt_op_error(m, op, "output spatial dimension %u does not match the window", i);
    KS *= k_sp[i];
    P *= o_sp[i];
  }
  ctype ct = compute_type((pt_dtype)X->dtype, (pt_dtype)W->dtype, (pt_dtype)out->dtype);
  uint32_t es = ct_size(ct);
  pt_ictx_add_flops(c, 2.0 * (double)pt_num_elems(out) * (double)KS * (double)KI);
  uint64_t nx = pt_num_elems(X), nw = pt_num_elems(W), ny = pt_num_elems(out);
  if (ny == 0) return NULL;
  /* Canonical layouts in the compute type. */
  pt_status *s = NULL;
  void *xc = pt_k_alloc(c, op, nx * es, false, &s);
  void *wc = xc ? pt_k_alloc(c, op, nw * es, false, &s) : NULL;
  void *tmp = wc ? pt_k_alloc(c, op, (nx > nw ? nx : nw) * es, false, &s) : NULL;
  if (!tmp) {
    pt_k_free(c, xc);
    pt_k_free(c, wc);
    return s;
  }
  to_compute(ct, (pt_dtype)X->dtype, X->data, tmp, nx);
  pt_transpose_data(es, S + 2, X->dims, xperm, tmp, xc);
  to_compute(ct, (pt_dtype)W->dtype, W->data, tmp, nw);
  int64_t wdims[PT_MAX_RANK], wst[PT_MAX_RANK], wsrc[PT_MAX_RANK], wost[PT_MAX_RANK], wbase = 0;
  {
    /* Transpose the kernel with window reversal folded into the strides. */
    int64_t st[PT_MAX_RANK];
    pt_row_strides(S + 2, W->dims, st);
    for (uint32_t i = 0; i < S + 2; i++) {
      wdims[i] = W->dims[wperm[i]];
      wsrc[i] = st[wperm[i]];
      if (i < S && cw.n_reversal && cw.reversal[i] && wdims[i] > 0) {
        wbase += (wdims[i] - 1) * wsrc[i];
        wsrc[i] = -wsrc[i];
      }
    }
    pt_row_strides(S + 2, wdims, wost);
    if (nw) pt_strided_copy(es, S + 2, wdims, wc, wost, (uint8_t *)tmp + wbase * es, wsrc);
    (void)wst;
  }
  pt_k_free(c, tmp);
  int64_t Nout = Nb / BG, cols = KS * KI, Og = KO / (G * BG);
  /* im2col in blocks of rows (output positions). */
  int64_t rows_total = Nout * P;
  int64_t block = cols ? (int64_t)((32u << 20) / ((uint64_t)cols * es)) : rows_total;
  if (block < 1) block = 1;
  if (block > rows_total) block = rows_total;
  void *yc = pt_k_alloc(c, op, ny * es, true, &s);
  void *A = yc ? pt_k_alloc(c, op, (uint64_t)(block * (cols ? cols : 1)) * es, false, &s) : NULL;
  if (!A) {
    pt_k_free(c, xc);
    pt_k_free(c, wc);
    pt_k_free(c, yc);
    return s;
  }
  int64_t xst[PT_MAX_RANK];
  {
    int64_t cd[PT_MAX_RANK];
    cd[0] = Nb;
    for (uint32_t i = 0; i < S; i++) cd[1 + i] = in_sp[i];
    cd[S + 1] = C;
    pt_row_strides(S + 2, cd, xst);
  }
  if (!blas_ok(block) || !blas_ok(cols) || !blas_ok(KO)) s = pt_op_error(m, op, "matrix dimensions exceed 2^31");
  for (int64_t grp = 0; grp < G * BG && !s; grp++) {
    int64_t c0 = G > 1 ? grp * KI : 0, n0 = BG > 1 ? grp * Nout : 0, o0 = grp * Og;
    for (int64_t r0 = 0; r0 < rows_total; r0 += block) {
      int64_t nr = rows_total - r0 < block ? rows_total - r0 : block;
      for (int64_t rr = 0; rr < nr; rr++) {
        int64_t row = r0 + rr, n = row / P, pidx = row % P;
        int64_t opos[PT_MAX_RANK];
        for (int32_t i = (int32_t)S - 1; i >= 0; i--) {
          opos[i] = pidx % o_sp[i];
          pidx /= o_sp[i];
        }
        uint8_t *dst = (uint8_t *)A + (size_t)(rr * cols) * es;
        int64_t kidx[PT_MAX_RANK] = {0};
        for (int64_t k = 0; k < KS; k++) {
          int64_t off = (n0 + n) * xst[0];
          bool pad = false;
          for (uint32_t i = 0; i < S && !pad; i++) {
            int64_t q = opos[i] * cw.strides[i] + kidx[i] * cw.rhs_dilation[i] - cw.pad_lo[i];
            if (q < 0 || q % cw.lhs_dilation[i]) pad = true;
            else if ((q /= cw.lhs_dilation[i]) >= in_sp[i]) pad = true;
            else off += q * xst[1 + i];
          }
          if (pad) memset(dst + (size_t)(k * KI) * es, 0, (size_t)KI * es);
          else memcpy(dst + (size_t)(k * KI) * es, (const uint8_t *)xc + (size_t)(off + c0) * es, (size_t)KI * es);
          for (int32_t i = (int32_t)S - 1; i >= 0; i--) {
            if (++kidx[i] < k_sp[i]) break;
            kidx[i] = 0;
          }
        }
      }
      gemm(ct, false, false, nr, Og, cols, A, cols ? cols : 1, (const uint8_t *)wc + (size_t)o0 * es, KO,
           (uint8_t *)yc + (size_t)(r0 * KO + o0) * es, KO);
    }
  }
  pt_k_free(c, A);
  if (!s) {
    /* yc is [Nout, out spatial..., KO]; move it into the result layout. */
    int64_t ydims[PT_MAX_RANK], inv[PT_MAX_RANK];
    ydims[0] = Nout;
    for (uint32_t i = 0; i < S; i++) ydims[1 + i] = o_sp[i];
    ydims[S + 1] = KO;
    for (uint32_t i = 0; i < S + 2; i++) inv[yperm[i]] = i;
    void *yt = pt_k_alloc(c, op, ny * es, false, &s);
    if (yt) {
      pt_transpose_data(es, S + 2, ydims, inv, yc, yt);
      from_compute(ct, yt, (pt_dtype)out->dtype, out->data, ny);
      pt_k_free(c, yt);
    }
  }
  pt_k_free(c, yc);
  pt_k_free(c, xc);
  pt_k_free(c, wc);
  return s;
}

/* ---- cholesky, triangular_solve (double precision, per batch) ---- */

static bool attr_bool(const pt_module *m, const pt_op *op, const char *name) {
  const pt_attr *a = pt_op_attr(m, op, name);
  return a && ((a->kind == PT_ATTR_BOOL && a->u.b) || a->kind == PT_ATTR_UNIT);
}

pt_status *pt_k_cholesky(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *A = &in[0];
  uint32_t r = A->rank;
  if (r < 2 || A->dims[r - 1] != A->dims[r - 2] || !pt_dtype_is_float((pt_dtype)A->dtype) || out->nbytes != A->nbytes)
    return pt_op_error(m, op, "needs float square matrices");
  bool lower = attr_bool(m, op, "lower");
  int64_t n = A->dims[r - 1];
  uint64_t batch = n ? pt_num_elems(A) / (uint64_t)(n * n) : 0;
  pt_status *err = NULL;
  double *a = pt_k_alloc(c, op, (uint64_t)(n * n) * 8, false, &err);
  if (!a) return err;
  for (uint64_t b = 0; b < batch; b++) {
    pt_load_f64((pt_dtype)A->dtype, A->data, b * (uint64_t)(n * n), (uint32_t)(n * n), a);
    /* Work on the lower triangle (reading the upper one transposed). */
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = 0; j <= i; j++)
        if (!lower) a[i * n + j] = a[j * n + i];
    for (int64_t j = 0; j < n; j++) {
      double s = a[j * n + j];
      for (int64_t k = 0; k < j; k++) s -= a[j * n + k] * a[j * n + k];
      double dj = sqrt(s); /* NaN when not positive definite */
      a[j * n + j] = dj;
      for (int64_t i = j + 1; i < n; i++) {
        double t = a[i * n + j];
        for (int64_t k = 0; k < j; k++) t -= a[i * n + k] * a[j * n + k];
        a[i * n + j] = t / dj;
      }
    }
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = i + 1; j < n; j++) {
        if (!lower) a[i * n + j] = a[j * n + i];
        a[(lower ? i : j) * n + (lower ? j : i)] = 0;
      }
    pt_store_f64((pt_dtype)out->dtype, out->data, b * (uint64_t)(n * n), (uint32_t)(n * n), a);
  }
  pt_k_free(c, a);
  return NULL;
}

pt_status *pt_k_triangular_solve(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *A = &in[0], *Bt = &in[1];
  uint32_t r = A->rank;
  bool left = attr_bool(m, op, "left_side"), lower = attr_bool(m, op, "lower"), unit = attr_bool(m, op, "unit_diagonal");
  const pt_attr *ta = pt_op_attr(m, op, "transpose_a");
  bool trans = ta && ta->kind == PT_ATTR_ENUM && ta->u.enm.value && strcmp(ta->u.enm.value, "NO_TRANSPOSE") != 0;
  if (r < 2 || Bt->rank != r || A->dims[r - 1] != A->dims[r - 2] || !pt_dtype_is_float((pt_dtype)A->dtype) ||
      out->nbytes != Bt->nbytes || Bt->dtype != A->dtype)
    return pt_op_error(m, op, "needs float square matrices a and matching b");
  int64_t n = A->dims[r - 1], rows = Bt->dims[r - 2], cols = Bt->dims[r - 1];
  if ((left ? rows : cols) != n) return pt_op_error(m, op, "b does not match a's size");
  uint64_t batch = n ? pt_num_elems(A) / (uint64_t)(n * n) : 0;
  if (batch * (uint64_t)(rows * cols) != pt_num_elems(Bt)) return pt_op_error(m, op, "batch dimensions differ");
  pt_status *err = NULL;
  double *a = pt_k_alloc(c, op, (uint64_t)(n * n) * 8, false, &err);
  double *x = a ? pt_k_alloc(c, op, (uint64_t)(rows * cols) * 8, false, &err) : NULL;
  if (!x) {
    pt_k_free(c, a);
    return err;
  }
  for (uint64_t b = 0; b < batch; b++) {
    pt_load_f64((pt_dtype)A->dtype, A->data, b * (uint64_t)(n * n), (uint32_t)(n * n), a);
    pt_load_f64((pt_dtype)Bt->dtype, Bt->data, b * (uint64_t)(rows * cols), (uint32_t)(rows * cols), x);
    /* op(a)[i][j] with the other triangle read as zero. */
#define OPA(i, j) (trans ? a[(j) * n + (i)] : a[(i) * n + (j)])
    bool low = lower != trans; /* op(a) is lower triangular */
    if (left) {
      /* op(a) X = B, column by column. */
      for (int64_t col = 0; col < cols; col++)
        for (int64_t t = 0; t < n; t++) {
          int64_t i = low ? t : n - 1 - t;
          double s = x[i * cols + col];
          for (int64_t k = 0; k < n; k++)
            if (low ? k < i : k > i) s -= OPA(i, k) * x[k * cols + col];
          x[i * cols + col] = unit ? s : s / OPA(i, i);
        }
    } else {
      /* X op(a) = B, row by row: x[row][j] depends on x[row][k] with op(a)[k][j] nonzero. */
      for (int64_t row = 0; row < rows; row++)
        for (int64_t t = 0; t < n; t++) {
          int64_t j = low ? n - 1 - t : t;
          double s = x[row * cols + j];
          for (int64_t k = 0; k < n; k++)
            if (low ? k > j : k < j) s -= x[row * cols + k] * OPA(k, j);
          x[row * cols + j] = unit ? s : s / OPA(j, j);
        }
    }
#undef OPA
    pt_store_f64((pt_dtype)out->dtype, out->data, b * (uint64_t)(rows * cols), (uint32_t)(rows * cols), x);
  }
  pt_k_free(c, a);
  pt_k_free(c, x);
  return NULL;
}
