/* test_interp_linalg.c - dot_general/dot and convolution against naive
 * loops written here from the spec's definitions, over many dimension
 * number layouts (batch dims anywhere, several contracting dims in any
 * order), element types (f32, f64, bf16 -> f32, i8 -> i32), and
 * convolution configurations (1-3 spatial dims, NHWC/NCHW-style layouts,
 * strides, negative and positive padding, lhs/rhs dilation, window
 * reversal, feature and batch groups). Also cholesky and
 * triangular_solve. */
#include "interp_test_util.h"

static char prog[8192];

static void row_strides(uint32_t r, const int64_t *d, int64_t *st) {
  int64_t s = 1;
  for (uint32_t i = r; i-- > 0;) {
    st[i] = s;
    s *= d[i];
  }
}

static void type_str(char *out, size_t cap, uint32_t r, const int64_t *d, const char *dt) {
  size_t n = (size_t)snprintf(out, cap, "tensor<");
  for (uint32_t i = 0; i < r; i++) n += (size_t)snprintf(out + n, cap - n, "%lldx", (long long)d[i]);
  snprintf(out + n, cap - n, "%s>", dt);
}

static void list_str(char *out, size_t cap, uint32_t n, const int64_t *v) {
  size_t k = (size_t)snprintf(out, cap, "[");
  for (uint32_t i = 0; i < n; i++) k += (size_t)snprintf(out + k, cap - k, "%s%lld", i ? ", " : "", (long long)v[i]);
  snprintf(out + k, cap - k, "]");
}

typedef struct {
  uint32_t lr, rr;
  int64_t ld[6], rd[6];
  uint32_t nb, nc;
  int64_t lb[4], rb[4], lc[4], rc[4];
} dot_cfg;

/* Naive dot_general: iterate result indices, sum over contracting indices. */
static void naive_dot(const dot_cfg *c, const pt_tensor *L, const pt_tensor *R, double *out, int64_t *odims, uint32_t *orank) {
  bool lu[6] = {0}, ru[6] = {0};
  for (uint32_t i = 0; i < c->nb; i++) lu[c->lb[i]] = ru[c->rb[i]] = true;
  for (uint32_t i = 0; i < c->nc; i++) lu[c->lc[i]] = ru[c->rc[i]] = true;
  int64_t lf[6], rf[6];
  uint32_t nlf = 0, nrf = 0, r = 0;
  for (uint32_t i = 0; i < c->lr; i++)
    if (!lu[i]) lf[nlf++] = i;
  for (uint32_t i = 0; i < c->rr; i++)
    if (!ru[i]) rf[nrf++] = i;
  for (uint32_t i = 0; i < c->nb; i++) odims[r++] = c->ld[c->lb[i]];
  for (uint32_t i = 0; i < nlf; i++) odims[r++] = c->ld[lf[i]];
  for (uint32_t i = 0; i < nrf; i++) odims[r++] = c->rd[rf[i]];
  *orank = r;
  int64_t n = 1, kn = 1;
  for (uint32_t i = 0; i < r; i++) n *= odims[i];
  for (uint32_t i = 0; i < c->nc; i++) kn *= c->ld[c->lc[i]];
  int64_t lst[6], rst[6];
  row_strides(c->lr, c->ld, lst);
  row_strides(c->rr, c->rd, rst);
  for (int64_t o = 0; o < n; o++) {
    int64_t idx[12], rem = o;
    for (int32_t i = (int32_t)r - 1; i >= 0; i--) {
      idx[i] = rem % odims[i];
      rem /= odims[i];
    }
    int64_t lo = 0, ro = 0;
    for (uint32_t i = 0; i < c->nb; i++) {
      lo += idx[i] * lst[c->lb[i]];
      ro += idx[i] * rst[c->rb[i]];
    }
    for (uint32_t i = 0; i < nlf; i++) lo += idx[c->nb + i] * lst[lf[i]];
    for (uint32_t i = 0; i < nrf; i++) ro += idx[c->nb + nlf + i] * rst[rf[i]];
    double s = 0;
    for (int64_t k = 0; k < kn; k++) {
      int64_t kr = k, l2 = lo, r2 = ro;
      for (int32_t i = (int32_t)c->nc - 1; i >= 0; i--) {
        int64_t ki = kr % c->ld[c->lc[i]];
        kr /= c->ld[c->lc[i]];
        l2 += ki * lst[c->lc[i]];
        r2 += ki * rst[c->rc[i]];
      }
      s += pt_tensor_get_f64(L, (uint64_t)l2) * pt_tensor_get_f64(R, (uint64_t)r2);
    }
    out[o] = s;
  }
}

static void run_dot(const char *name, const dot_cfg *c, const char *in_dt, pt_dtype in_pt, const char *out_dt, double tol) {
  int64_t od[12];
  uint32_t orank;
  pt_tensor L = t_make(in_pt, c->lr, c->ld, NULL), R = t_make(in_pt, c->rr, c->rd, NULL);
  pt_tensor_fill_random(&L, 1, PT_FILL_UNIFORM);
  pt_tensor_fill_random(&R, 2, PT_FILL_UNIFORM);
  double *want = malloc(4096 * sizeof *want);
  naive_dot(c, &L, &R, want, od, &orank);
  char lt[128], rt[128], ot[128], lb[64], rb[64], lc[64], rc[64];
  type_str(lt, sizeof lt, c->lr, c->ld, in_dt);
  type_str(rt, sizeof rt, c->rr, c->rd, in_dt);
  type_str(ot, sizeof ot, orank, od, out_dt);
  list_str(lb, sizeof lb, c->nb, c->lb);
  list_str(rb, sizeof rb, c->nb, c->rb);
  list_str(lc, sizeof lc, c->nc, c->lc);
  list_str(rc, sizeof rc, c->nc, c->rc);
  char batching[160] = "";
  if (c->nb) snprintf(batching, sizeof batching, "batching_dims = %s x %s, ", lb, rb);
  snprintf(prog, sizeof prog,
           "func.func @main(%%a: %s, %%b: %s) -> %s {\n"
           "  %%0 = stablehlo.dot_general %%a, %%b, %scontracting_dims = %s x %s : (%s, %s) -> %s\n"
           "  return %%0 : %s\n}\n",
           lt, rt, ot, batching, lc, rc, lt, rt, ot, ot);
  pt_tensor in[2] = {L, R};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(prog, in, 2, &outs, &n);
  bool ok = !s;
  if (s) {
    fprintf(stderr, "%s: %s\n", name, pt_status_message(s));
    pt_status_free(s);
  } else {
    uint64_t ne = pt_tensor_num_elements(&outs[0]);
    for (uint64_t i = 0; i < ne && ok; i++) {
      double g = pt_tensor_get_f64(&outs[0], i);
      if (fabs(g - want[i]) > tol * (1 + fabs(want[i]))) {
        fprintf(stderr, "%s: element %llu is %.9g, expected %.9g\n", name, (unsigned long long)i, g, want[i]);
        ok = false;
      }
    }
    pt_interp_outputs_free(outs, n);
  }
  free(want);
  CHECK(ok);
}

static void test_dot_general_layouts(void) {
  static const dot_cfg cfgs[] = {
      /* [B,M,K] x [B,K,N]: straight to gemm */
      {3, 3, {2, 3, 4}, {2, 4, 5}, 1, 1, {0}, {0}, {2}, {1}},
      /* [B,K,M] x [B,N,K]: both transposed */
      {3, 3, {2, 4, 3}, {2, 5, 4}, 1, 1, {0}, {0}, {1}, {2}},
      /* batch dims not leading */
      {3, 3, {3, 2, 4}, {4, 2, 5}, 1, 1, {1}, {1}, {2}, {0}},
      /* two contracting dims in swapped order */
      {3, 3, {4, 3, 2}, {2, 5, 4}, 0, 2, {0}, {0}, {0, 2}, {2, 0}},
      /* two batch dims, free dims split */
      {5, 4, {2, 3, 2, 4, 2}, {3, 2, 4, 2}, 2, 1, {1, 0}, {0, 3}, {3}, {2}},
      /* vector . vector -> scalar */
      {1, 1, {7}, {7}, 0, 1, {0}, {0}, {0}, {0}},
      /* outer product (no contraction) */
      {2, 1, {3, 2}, {4}, 0, 0, {0}, {0}, {0}, {0}},
      /* attention scores: [B,H,Q,D] x [B,H,K,D] -> [B,H,Q,K] */
      {4, 4, {2, 3, 5, 4}, {2, 3, 6, 4}, 2, 1, {0, 1}, {0, 1}, {3}, {3}},
      /* size-0 contraction: all zeros */
      {2, 2, {3, 0}, {0, 2}, 0, 1, {0}, {0}, {1}, {0}},
  };
  char name[64];
  for (size_t i = 0; i < PT_ARRAY_LEN(cfgs); i++) {
    snprintf(name, sizeof name, "dot_general f32 config %zu", i);
    run_dot(name, &cfgs[i], "f32", PT_DTYPE_F32, "f32", 1e-5);
    snprintf(name, sizeof name, "dot_general f64 config %zu", i);
    run_dot(name, &cfgs[i], "f64", PT_DTYPE_F64, "f64", 1e-12);
  }
  run_dot("dot_general bf16 -> f32", &cfgs[1], "bf16", PT_DTYPE_BF16, "f32", 1e-5);
  run_dot("dot_general bf16 -> bf16", &cfgs[0], "bf16", PT_DTYPE_BF16, "bf16", 1e-2);
  run_dot("dot_general i8 -> i32", &cfgs[4], "i8", PT_DTYPE_I8, "i32", 0);
  run_dot("dot_general i32", &cfgs[2], "i32", PT_DTYPE_I32, "i32", 0);
  const char *d = "func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {\n"
                  "  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>\n"
                  "  return %0 : tensor<2xf32>\n}\n";
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 3), VALS(1, 2, 3, 4, 5, 6)), T1(PT_DTYPE_F32, 3, 1, 0, -1)};
  CHECK(t_check1("dot matrix-vector", d, in, 2, VALS(-2, -2), 2));
  const char *w = "func.func @main(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<i8> {\n"
                  "  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>\n"
                  "  return %0 : tensor<i8>\n}\n";
  pt_tensor in2[2] = {T1(PT_DTYPE_I8, 2, 100, 100), T1(PT_DTYPE_I8, 2, 1, 1)};
  CHECK(t_check1("dot i8 wraps", w, in2, 2, VALS(-56), 1));
}

/* ---- convolution ---- */

typedef struct {
  uint32_t S;
  int64_t N, C, O, G, BG;
  int64_t in[3], k[3], stride[3], plo[3], phi[3], ld[3], rd[3];
  bool rev[3];
  int layout; /* 0: [b,0,1,f]x[0,1,i,o]->[b,0,1,f]; 1: [b,f,0,1]x[o,i,0,1]->[b,f,0,1]; 2: mixed */
} conv_cfg;

static int64_t out_size(const conv_cfg *c, uint32_t i) {
  int64_t o;
  if (!pt_window_output_size(c->in[i], c->k[i], c->stride[i], c->ld[i], c->rd[i], c->plo[i], c->phi[i], &o)) return -1;
  return o;
}

/* Dimension positions: x: batch, feature, spatial[]; w: in, out, spatial[]; y: batch, feature, spatial[]. */
typedef struct {
  int64_t xb, xf, xs[3], wi, wo, ws[3], yb, yf, ys[3];
} conv_dims;

static conv_dims dims_for(const conv_cfg *c) {
  conv_dims d;
  uint32_t S = c->S;
  if (c->layout == 0) {
    d.xb = 0; d.xf = S + 1; d.wi = S; d.wo = S + 1; d.yb = 0; d.yf = S + 1;
    for (uint32_t i = 0; i < S; i++) d.xs[i] = d.ys[i] = 1 + i, d.ws[i] = i;
  } else if (c->layout == 1) {
    d.xb = 0; d.xf = 1; d.wo = 0; d.wi = 1; d.yb = 0; d.yf = 1;
    for (uint32_t i = 0; i < S; i++) d.xs[i] = d.ys[i] = d.ws[i] = 2 + i;
  } else {
    /* x: [f, spatial reversed..., b]; w: [i, spatial..., o]; y: [spatial..., b, f] */
    d.xf = 0; d.xb = S + 1; d.wi = 0; d.wo = S + 1; d.yb = S; d.yf = S + 1;
    for (uint32_t i = 0; i < S; i++) d.xs[i] = S - i, d.ws[i] = 1 + i, d.ys[i] = i;
  }
  return d;
}

static const char *dimname(const int64_t *pos, uint32_t S, int64_t a, int64_t b, int64_t dim, char ca, char cb) {
  static char buf[16];
  if (dim == a) { buf[0] = ca; buf[1] = 0; return buf; }
  if (dim == b) { buf[0] = cb; buf[1] = 0; return buf; }
  for (uint32_t i = 0; i < S; i++)
    if (pos[i] == dim) { snprintf(buf, sizeof buf, "%u", i); return buf; }
  return "?";
}

static void run_conv(int idx, const conv_cfg *c) {
  uint32_t S = c->S, R = S + 2;
  conv_dims d = dims_for(c);
  int64_t I = c->C / c->G, xd[5], wd[5], yd[5], osz[3];
  for (uint32_t i = 0; i < S; i++) osz[i] = out_size(c, i);
  xd[d.xb] = c->N; xd[d.xf] = c->C;
  wd[d.wi] = I; wd[d.wo] = c->O;
  yd[d.yb] = c->N / c->BG; yd[d.yf] = c->O;
  for (uint32_t i = 0; i < S; i++) xd[d.xs[i]] = c->in[i], wd[d.ws[i]] = c->k[i], yd[d.ys[i]] = osz[i];
  pt_tensor X = t_make(PT_DTYPE_F32, R, xd, NULL), W = t_make(PT_DTYPE_F32, R, wd, NULL);
  pt_tensor_fill_random(&X, 100 + (uint64_t)idx, PT_FILL_UNIFORM);
  pt_tensor_fill_random(&W, 200 + (uint64_t)idx, PT_FILL_UNIFORM);
  /* naive */
  int64_t xst[5], wst[5], yst[5], ny = 1;
  row_strides(R, xd, xst);
  row_strides(R, wd, wst);
  row_strides(R, yd, yst);
  for (uint32_t i = 0; i < R; i++) ny *= yd[i];
  double *want = calloc((size_t)(ny ? ny : 1), sizeof *want);
  int64_t Nout = c->N / c->BG, Og = c->O / c->G, Ob = c->O / c->BG, ks = 1;
  for (uint32_t i = 0; i < S; i++) ks *= c->k[i];
  for (int64_t o = 0; o < ny; o++) {
    int64_t rem = o, yi[5];
    for (int32_t i = (int32_t)R - 1; i >= 0; i--) {
      yi[i] = rem % yd[i];
      rem /= yd[i];
    }
    int64_t b = yi[d.yb], of = yi[d.yf];
    int64_t g = of / Og, bg = of / Ob, bsrc = c->BG > 1 ? bg * Nout + b : b;
    double s = 0;
    for (int64_t kk = 0; kk < ks; kk++) {
      int64_t kr = kk, kidx[3];
      for (int32_t i = (int32_t)S - 1; i >= 0; i--) {
        kidx[i] = kr % c->k[i];
        kr /= c->k[i];
      }
      int64_t xoff = bsrc * xst[d.xb], woff = of * wst[d.wo];
      bool pad = false;
      for (uint32_t i = 0; i < S && !pad; i++) {
        int64_t q = yi[d.ys[i]] * c->stride[i] + kidx[i] * c->rd[i] - c->plo[i];
        if (q < 0 || q % c->ld[i] || q / c->ld[i] >= c->in[i]) pad = true;
        else xoff += (q / c->ld[i]) * xst[d.xs[i]];
        woff += (c->rev[i] ? c->k[i] - 1 - kidx[i] : kidx[i]) * wst[d.ws[i]];
      }
      if (pad) continue;
      for (int64_t i = 0; i < I; i++)
        s += pt_tensor_get_f64(&X, (uint64_t)(xoff + ((c->G > 1 ? g * I : 0) + i) * xst[d.xf])) *
             pt_tensor_get_f64(&W, (uint64_t)(woff + i * wst[d.wi]));
    }
    want[o] = s;
  }
  char xt[96], wt[96], yt[96], dn[128], strides[64], lhs[64], rhs[64], rev[64], pads[128];
  type_str(xt, sizeof xt, R, xd, "f32");
  type_str(wt, sizeof wt, R, wd, "f32");
  type_str(yt, sizeof yt, R, yd, "f32");
  size_t k = (size_t)snprintf(dn, sizeof dn, "[");
  for (uint32_t i = 0; i < R; i++) k += (size_t)snprintf(dn + k, sizeof dn - k, "%s%s", i ? ", " : "", dimname(d.xs, S, d.xb, d.xf, i, 'b', 'f'));
  k += (size_t)snprintf(dn + k, sizeof dn - k, "]x[");
  for (uint32_t i = 0; i < R; i++) k += (size_t)snprintf(dn + k, sizeof dn - k, "%s%s", i ? ", " : "", dimname(d.ws, S, d.wi, d.wo, i, 'i', 'o'));
  k += (size_t)snprintf(dn + k, sizeof dn - k, "]->[");
  for (uint32_t i = 0; i < R; i++) k += (size_t)snprintf(dn + k, sizeof dn - k, "%s%s", i ? ", " : "", dimname(d.ys, S, d.yb, d.yf, i, 'b', 'f'));
  snprintf(dn + k, sizeof dn - k, "]");
  list_str(strides, sizeof strides, S, c->stride);
  list_str(lhs, sizeof lhs, S, c->ld);
  list_str(rhs, sizeof rhs, S, c->rd);
  k = (size_t)snprintf(rev, sizeof rev, "array<i1");
  for (uint32_t i = 0; i < S; i++) k += (size_t)snprintf(rev + k, sizeof rev - k, "%s %s", i ? "," : ":", c->rev[i] ? "true" : "false");
  snprintf(rev + k, sizeof rev - k, ">");
  k = (size_t)snprintf(pads, sizeof pads, "dense<[");
  for (uint32_t i = 0; i < S; i++) k += (size_t)snprintf(pads + k, sizeof pads - k, "%s[%lld, %lld]", i ? ", " : "", (long long)c->plo[i], (long long)c->phi[i]);
  snprintf(pads + k, sizeof pads - k, "]> : tensor<%ux2xi64>", S);
  char sa[80], la[80], ra[80];
  snprintf(sa, sizeof sa, "array<i64: %s", strides + 1);
  sa[strlen(sa) - 1] = '>';
  snprintf(la, sizeof la, "array<i64: %s", lhs + 1);
  la[strlen(la) - 1] = '>';
  snprintf(ra, sizeof ra, "array<i64: %s", rhs + 1);
  ra[strlen(ra) - 1] = '>';
  snprintf(prog, sizeof prog,
           "func.func @main(%%x: %s, %%w: %s) -> %s {\n"
           "  %%0 = \"stablehlo.convolution\"(%%x, %%w) {batch_group_count = %lld : i64, dimension_numbers = #stablehlo.conv<%s>,\n"
           "    feature_group_count = %lld : i64, lhs_dilation = %s, padding = %s, rhs_dilation = %s,\n"
           "    window_reversal = %s, window_strides = %s} : (%s, %s) -> %s\n"
           "  return %%0 : %s\n}\n",
           xt, wt, yt, (long long)c->BG, dn, (long long)c->G, la, pads, ra, rev, sa, xt, wt, yt, yt);
  pt_tensor in[2] = {X, W};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(prog, in, 2, &outs, &n);
  bool ok = !s;
  if (s) {
    fprintf(stderr, "conv config %d: %s\n%s", idx, pt_status_message(s), prog);
    pt_status_free(s);
  } else {
    for (int64_t i = 0; i < ny && ok; i++) {
      double g = pt_tensor_get_f64(&outs[0], (uint64_t)i);
      if (fabs(g - want[i]) > 1e-4 * (1 + fabs(want[i]))) {
        fprintf(stderr, "conv config %d: element %lld is %.9g, expected %.9g\n", idx, (long long)i, g, want[i]);
        ok = false;
      }
    }
    pt_interp_outputs_free(outs, n);
  }
  free(want);
  CHECK(ok);
}

static void test_convolution(void) {
  static const conv_cfg cfgs[] = {
      /* S  N  C  O  G BG  in         k          stride     plo        phi        ld         rd         rev  layout */
      {2, 2, 3, 4, 1, 1, {5, 6}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {0}, 0},
      {2, 2, 3, 4, 1, 1, {7, 6}, {3, 2}, {2, 2}, {1, 0}, {1, 1}, {1, 1}, {1, 1}, {0}, 1},
      {2, 1, 2, 2, 1, 1, {5, 5}, {2, 2}, {1, 1}, {0, 0}, {0, 0}, {1, 1}, {2, 2}, {0}, 0},
      {2, 1, 2, 3, 1, 1, {4, 3}, {3, 3}, {1, 1}, {2, 2}, {2, 2}, {2, 2}, {1, 1}, {0}, 2},
      {2, 2, 4, 6, 2, 1, {5, 5}, {3, 3}, {1, 2}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {0}, 0},
      {2, 1, 6, 6, 6, 1, {6, 6}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {0}, 1}, /* depthwise */
      {2, 4, 3, 4, 1, 2, {5, 4}, {2, 2}, {1, 1}, {0, 0}, {0, 0}, {1, 1}, {1, 1}, {0}, 0}, /* batch groups */
      {2, 2, 2, 2, 1, 1, {5, 5}, {3, 2}, {1, 1}, {-1, 1}, {0, -1}, {1, 1}, {1, 1}, {1, 0}, 0},
      {1, 3, 2, 5, 1, 1, {9}, {4}, {3}, {2}, {1}, {1}, {2}, {1}, 0},
      {1, 2, 4, 2, 2, 1, {8}, {3}, {1}, {0}, {0}, {3}, {1}, {0}, 2},
      {3, 1, 2, 3, 1, 1, {4, 3, 5}, {2, 2, 3}, {1, 2, 1}, {1, 0, 1}, {0, 1, 1}, {1, 1, 1}, {1, 1, 1}, {0, 1, 1}, 1},
      {2, 2, 3, 4, 1, 1, {4, 4}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, {1, 1}, {1, 1}, {0}, 1}, /* 1x1 */
      {2, 1, 2, 2, 1, 1, {3, 3}, {3, 3}, {1, 1}, {2, 2}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, 0}, /* transposed-conv style */
      {2, 1, 1, 1, 1, 1, {2, 2}, {3, 3}, {1, 1}, {0, 0}, {0, 0}, {1, 1}, {1, 1}, {0}, 0},  /* empty output */
  };
  for (size_t i = 0; i < PT_ARRAY_LEN(cfgs); i++) run_conv((int)i, &cfgs[i]);
  /* deterministic pseudo-random configurations */
  uint64_t st = 12345;
  for (int t = 0; t < 40; t++) {
    conv_cfg c;
    memset(&c, 0, sizeof c);
#define RND(n) ((int64_t)((st = st * 6364136223846793005ull + 1442695040888963407ull) >> 33) % (n))
    c.S = 1 + (uint32_t)RND(2);
    c.G = RND(3) == 0 ? 2 : 1;
    c.BG = c.G == 1 && RND(4) == 0 ? 2 : 1;
    c.N = (1 + RND(2)) * c.BG;
    c.C = c.G * (1 + RND(3));
    c.O = c.G * c.BG * (1 + RND(3));
    c.layout = (int)RND(3);
    for (uint32_t i = 0; i < c.S; i++) {
      c.in[i] = 2 + RND(6);
      c.k[i] = 1 + RND(3);
      c.stride[i] = 1 + RND(2);
      c.plo[i] = RND(4) - 1;
      c.phi[i] = RND(4) - 1;
      c.ld[i] = 1 + RND(2);
      c.rd[i] = 1 + RND(2);
      c.rev[i] = RND(2) != 0;
    }
#undef RND
    bool ok = true;
    for (uint32_t i = 0; i < c.S; i++) ok = ok && out_size(&c, i) >= 0;
    if (ok) run_conv(100 + t, &c);
  }
}

static void test_cholesky_triangular(void) {
  const char *p = "func.func @main(%a: tensor<3x3xf64>) -> tensor<3x3xf64> {\n"
                  "  %0 = \"stablehlo.cholesky\"(%a) {lower = true} : (tensor<3x3xf64>) -> tensor<3x3xf64>\n"
                  "  return %0 : tensor<3x3xf64>\n}\n";
  pt_tensor a = t_make(PT_DTYPE_F64, 2, DIMS(3, 3), VALS(4, 12, -16, 12, 37, -43, -16, -43, 98));
  CHECK(t_check1("cholesky lower", p, &a, 1, VALS(2, 0, 0, 6, 1, 0, -8, 5, 3), 9));
  const char *q = "func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x1xf32>) -> tensor<2x1xf32> {\n"
                  "  %0 = \"stablehlo.triangular_solve\"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,\n"
                  "    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>\n"
                  "  return %0 : tensor<2x1xf32>\n}\n";
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(2, 99, 1, 4)), t_make(PT_DTYPE_F32, 2, DIMS(2, 1), VALS(4, 10))};
  /* 2x = 4 -> 2; x + 4y = 10 -> 2 */
  CHECK(t_check1("triangular_solve left lower", q, in, 2, VALS(2, 2), 2));
  const char *r = "func.func @main(%a: tensor<2x2xf32>, %b: tensor<1x2xf32>) -> tensor<1x2xf32> {\n"
                  "  %0 = \"stablehlo.triangular_solve\"(%a, %b) {left_side = false, lower = false, unit_diagonal = true,\n"
                  "    transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>\n"
                  "  return %0 : tensor<1x2xf32>\n}\n";
  /* op(a) = a^T = [[1,0],[3,1]]; x op(a) = b: [x0 + 3 x1, x1] = [7, 2] -> x = [1, 2] */
  pt_tensor in2[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(5, 3, 99, 5)), t_make(PT_DTYPE_F32, 2, DIMS(1, 2), VALS(7, 2))};
  CHECK(t_check1("triangular_solve right upper transposed unit", r, in2, 2, VALS(1, 2), 2));
}

int main(void) {
  test_dot_general_layouts();
  test_convolution();
  test_cholesky_triangular();
  return t_finish("test_interp_linalg");
}
