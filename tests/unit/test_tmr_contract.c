/* test_tmr_contract.c - every TMR entry of the contractions, reductions,
 * windows, gather/scatter, sort, top_k and linear-algebra ops, checked by
 * the interpreter (test_tmr_check.h) on randomly generated instances:
 * dot_general with random batch/contracting/free dims in random positions,
 * convolutions with random layouts, windows, dilations and groups, reduces
 * with every reducer (identity and non-identity inits, variadic, argmax),
 * gathers and scatters with random dimension numbers including batching
 * dims. Plus exact entry lists and wrong entries the checker must reject. */
#include "test_tmr_check.h"

static bool contains(const int64_t *v, uint32_t n, int64_t x) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] == x) return true;
  return false;
}

/* Halves the largest dims until the product is at most `cap`. */
static void shrink(int64_t *dims, uint32_t n, int64_t cap) {
  for (;;) {
    int64_t p = 1;
    uint32_t big = 0;
    for (uint32_t i = 0; i < n; i++) {
      p *= dims[i];
      if (dims[i] > dims[big]) big = i;
    }
    if (p <= cap || dims[big] <= 1) return;
    dims[big] = dims[big] % 2 == 0 ? dims[big] / 2 : dims[big] - 1;
  }
}

/* ---- dot_general / dot --------------------------------------------------------------- */

static void gen_dot_general(tc_ctx *c) {
  for (int it = 0; it < 40; it++) {
    tc_begin(c, "dot_general");
    uint32_t nb = (uint32_t)tc_int(c, 0, 3), nc = (uint32_t)tc_int(c, 0, 3);
    uint32_t nlf = (uint32_t)tc_int(c, 0, 3), nrf = (uint32_t)tc_int(c, 0, 3);
    int64_t bs[3], cs[3], ls[3], rs[3];
    for (uint32_t i = 0; i < 3; i++) bs[i] = tc_dim(c), cs[i] = tc_dim(c), ls[i] = tc_dim(c), rs[i] = tc_dim(c);
    shrink(bs, nb, 16);
    shrink(cs, nc, 32);
    shrink(ls, nlf, 32);
    shrink(rs, nrf, 32);
    /* Roles 0..nb-1 batch, then contracting, then free; shuffled into
     * operand positions. */
    int64_t lrole[9], rrole[9];
    uint32_t lr = nb + nc + nlf, rr = nb + nc + nrf;
    for (uint32_t i = 0; i < lr; i++) lrole[i] = i;
    for (uint32_t i = 0; i < rr; i++) rrole[i] = i;
    tc_shuffle(c, lrole, lr);
    tc_shuffle(c, rrole, rr);
    int64_t lb[3], rb[3], lc[3], rc[3];
    tc_ty l = tc_type(PT_DTYPE_F32, lr, NULL), r = tc_type(PT_DTYPE_F32, rr, NULL);
    int64_t lfree[3], rfree[3];
    uint32_t nl = 0, nr = 0;
    for (uint32_t p = 0; p < lr; p++) {
      int64_t ro = lrole[p];
      if (ro < nb) lb[ro] = p, l.dims[p] = bs[ro];
      else if (ro < nb + nc) lc[ro - nb] = p, l.dims[p] = cs[ro - nb];
      else l.dims[p] = ls[ro - nb - nc];
    }
    for (uint32_t p = 0; p < rr; p++) {
      int64_t ro = rrole[p];
      if (ro < nb) rb[ro] = p, r.dims[p] = bs[ro];
      else if (ro < nb + nc) rc[ro - nb] = p, r.dims[p] = cs[ro - nb];
      else r.dims[p] = rs[ro - nb - nc];
    }
    for (uint32_t p = 0; p < lr; p++)
      if (lrole[p] >= nb + nc) lfree[nl++] = l.dims[p];
    for (uint32_t p = 0; p < rr; p++)
      if (rrole[p] >= nb + nc) rfree[nr++] = r.dims[p];
    tc_ty res = tc_type(PT_DTYPE_F32, 0, NULL);
    for (uint32_t i = 0; i < nb; i++) res.dims[res.rank++] = bs[i];
    for (uint32_t i = 0; i < nl; i++) res.dims[res.rank++] = lfree[i];
    for (uint32_t i = 0; i < nr; i++) res.dims[res.rank++] = rfree[i];
    switch (it % 5) {
      case 1: l.dt = r.dt = res.dt = PT_DTYPE_I32; break;
      case 2: l.dt = r.dt = PT_DTYPE_BF16; break; /* accumulated in f32 */
      case 3: l.dt = r.dt = PT_DTYPE_I8, res.dt = PT_DTYPE_I32; break;
      default: break;
    }
    if (it % 10 == 9) l.dt = r.dt = res.dt = PT_DTYPE_F64;
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = ");
    tc_list(&rest, lb, nb);
    pt_buf_puts(&rest, ", rhs_batching_dimensions = ");
    tc_list(&rest, rb, nb);
    pt_buf_puts(&rest, ", lhs_contracting_dimensions = ");
    tc_list(&rest, lc, nc);
    pt_buf_puts(&rest, ", rhs_contracting_dimensions = ");
    tc_list(&rest, rc, nc);
    pt_buf_puts(&rest, ">}>");
    uint32_t ops[2] = {tc_arg(c, l), tc_arg(c, r)};
    tc_op(c, "stablehlo.dot_general", ops, 2, rest.data);
    tc_results(c, &res, 1);
    tc_run(c);
    pt_buf_free(&rest);
  }
  /* The legacy dot: matrix x matrix, vector x matrix, matrix x vector,
   * vector x vector. */
  for (int it = 0; it < 8; it++) {
    tc_begin(c, "dot");
    int64_t m = tc_dim(c), k = tc_dim(c), n = tc_dim(c);
    bool lv = it % 4 == 1 || it % 4 == 3, rv = it % 4 >= 2;
    tc_ty l = lv ? tc_type(PT_DTYPE_F32, 1, &k) : tc_type(PT_DTYPE_F32, 2, (const int64_t[]){m, k});
    tc_ty r = rv ? tc_type(PT_DTYPE_F32, 1, &k) : tc_type(PT_DTYPE_F32, 2, (const int64_t[]){k, n});
    tc_ty res = tc_type(PT_DTYPE_F32, 0, NULL);
    if (!lv) res.dims[res.rank++] = m;
    if (!rv) res.dims[res.rank++] = n;
    uint32_t ops[2] = {tc_arg(c, l), tc_arg(c, r)};
    tc_op(c, "stablehlo.dot", ops, 2, NULL);
    tc_results(c, &res, 1);
    tc_run(c);
  }
}

/* ---- convolution ------------------------------------------------------------------------ */

static void gen_convolution(tc_ctx *c) {
  static const char spatial_names[] = "012";
  for (int it = 0; it < 30; it++) {
    tc_begin(c, "convolution");
    uint32_t s = (uint32_t)tc_int(c, 1, 3), rank = s + 2;
    int mode = it % 4 == 2 ? 1 : it % 4 == 3 ? 2 : 0; /* 1: feature groups, 2: batch groups */
    int64_t N = tc_pick(c, (const int64_t[]){2, 4, 4, 3}, 4), C = tc_pick(c, (const int64_t[]){2, 4, 4, 3}, 4);
    int64_t O = tc_pick(c, (const int64_t[]){2, 4, 8, 3}, 4), fgc = 1, bgc = 1;
    if (mode == 1) fgc = 2, C = 4, O = tc_coin(c) ? 4 : 8;
    if (mode == 2) bgc = 2, N = 4, O = tc_coin(c) ? 2 : 4;
    int64_t W[2], K[2], st[2], lo[2], hi[2], ld[2], rd[2], out[2];
    int64_t rev[2];
    for (uint32_t i = 0; i < s; i++) {
      for (;;) {
        W[i] = tc_pick(c, (const int64_t[]){4, 8, 6, 5}, 4);
        bool pointwise = tc_int(c, 0, 3) == 0;
        K[i] = pointwise ? 1 : tc_int(c, 1, 4);
        st[i] = pointwise ? 1 : tc_int(c, 1, 3);
        lo[i] = pointwise ? 0 : tc_int(c, 0, 2);
        hi[i] = pointwise ? 0 : tc_int(c, 0, 2);
        ld[i] = pointwise ? 1 : tc_int(c, 1, 3);
        rd[i] = tc_int(c, 1, 3);
        rev[i] = tc_coin(c);
        PT_ASSERT(pt_window_output_size(W[i], K[i], st[i], ld[i], rd[i], lo[i], hi[i], &out[i]));
        if (out[i] >= 1) break;
      }
    }
    /* Layouts: a random position for each of batch/feature/spatial. */
    int64_t xp[4], kp[4], yp[4];
    for (uint32_t i = 0; i < rank; i++) xp[i] = kp[i] = yp[i] = i;
    tc_shuffle(c, xp, rank);
    tc_shuffle(c, kp, rank);
    tc_shuffle(c, yp, rank);
    /* xp[0] = position of batch, xp[1] of feature, xp[2+i] of spatial i. */
    char xl[4], kl[4], yl[4];
    tc_ty x = tc_type(PT_DTYPE_F32, rank, NULL), w = x;
    x.dims[xp[0]] = N, xl[xp[0]] = 'b';
    x.dims[xp[1]] = C, xl[xp[1]] = 'f';
    w.dims[kp[0]] = C / fgc, kl[kp[0]] = 'i';
    w.dims[kp[1]] = O, kl[kp[1]] = 'o';
    yl[yp[0]] = 'b', yl[yp[1]] = 'f';
    for (uint32_t i = 0; i < s; i++) {
      x.dims[xp[2 + i]] = W[i], xl[xp[2 + i]] = spatial_names[i];
      w.dims[kp[2 + i]] = K[i], kl[kp[2 + i]] = spatial_names[i];
      yl[yp[2 + i]] = spatial_names[i];
    }
    if (it % 7 == 6) x.dt = w.dt = PT_DTYPE_I32;
    pt_buf rest = {0};
    pt_buf_printf(&rest, "<{batch_group_count = %lld : i64, dimension_numbers = #stablehlo.conv<[", (long long)bgc);
    for (uint32_t i = 0; i < rank; i++) pt_buf_printf(&rest, "%s%c", i ? ", " : "", xl[i]);
    pt_buf_puts(&rest, "]x[");
    for (uint32_t i = 0; i < rank; i++) pt_buf_printf(&rest, "%s%c", i ? ", " : "", kl[i]);
    pt_buf_puts(&rest, "]->[");
    for (uint32_t i = 0; i < rank; i++) pt_buf_printf(&rest, "%s%c", i ? ", " : "", yl[i]);
    pt_buf_printf(&rest, "]>, feature_group_count = %lld : i64, lhs_dilation = ", (long long)fgc);
    tc_i64s(&rest, ld, s);
    pt_buf_puts(&rest, ", padding = dense<[");
    for (uint32_t i = 0; i < s; i++) pt_buf_printf(&rest, "%s[%lld, %lld]", i ? ", " : "", (long long)lo[i], (long long)hi[i]);
    pt_buf_printf(&rest, "]> : tensor<%ux2xi64>, rhs_dilation = ", s);
    tc_i64s(&rest, rd, s);
    pt_buf_puts(&rest, ", window_reversal = array<i1");
    for (uint32_t i = 0; i < s; i++) pt_buf_printf(&rest, "%s%s", i ? ", " : ": ", rev[i] ? "true" : "false");
    pt_buf_puts(&rest, ">, window_strides = ");
    tc_i64s(&rest, st, s);
    pt_buf_puts(&rest, "}>");
    uint32_t ops[2] = {tc_arg(c, x), tc_arg(c, w)};
    tc_op(c, "stablehlo.convolution", ops, 2, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

/* ---- reduce ------------------------------------------------------------------------------ */

typedef struct {
  pt_dtype dt;
  const char *op;
  const char *init; /* literal, NULL: a function argument */
  bool pow2;
} reducer_case;

static const reducer_case REDUCERS[] = {
    {PT_DTYPE_F32, "stablehlo.add", "dense<0.000000e+00>", false},
    {PT_DTYPE_F32, "stablehlo.add", "dense<-0.000000e+00>", false},
    {PT_DTYPE_I32, "stablehlo.add", "dense<0>", false},
    {PT_DTYPE_F32, "stablehlo.multiply", "dense<1.000000e+00>", true},
    {PT_DTYPE_I32, "stablehlo.multiply", "dense<1>", false},
    {PT_DTYPE_F32, "stablehlo.maximum", "dense<0xFF800000>", false},
    {PT_DTYPE_F32, "stablehlo.maximum", NULL, false},
    {PT_DTYPE_I32, "stablehlo.minimum", "dense<5>", false},
    {PT_DTYPE_UI8, "stablehlo.maximum", NULL, false},
    {PT_DTYPE_I1, "stablehlo.and", "dense<true>", false},
    {PT_DTYPE_I1, "stablehlo.or", NULL, false},
    {PT_DTYPE_I1, "stablehlo.add", "dense<false>", false},
    {PT_DTYPE_I32, "stablehlo.and", "dense<-1>", false},
    {PT_DTYPE_UI32, "stablehlo.or", "dense<0>", false},
    {PT_DTYPE_F64, "stablehlo.add", "dense<0.000000e+00>", false},
    {PT_DTYPE_F32, "stablehlo.add", "dense<1.000000e+00>", false}, /* not the identity: no partial entry */
    {PT_DTYPE_I32, "stablehlo.multiply", "dense<2>", false},       /* likewise */
};

static uint32_t reduce_dims(tc_ctx *c, uint32_t rank, int64_t *dims) {
  uint32_t n = 0;
  for (uint32_t d = 0; d < rank; d++)
    if (tc_coin(c)) dims[n++] = d;
  if (n == 0 && tc_int(c, 0, 4)) dims[n++] = tc_int(c, 0, rank);
  return n;
}

static void gen_reduce(tc_ctx *c) {
  for (int it = 0; it < 2 * (int)PT_ARRAY_LEN(REDUCERS); it++) {
    const reducer_case *rc = &REDUCERS[it % PT_ARRAY_LEN(REDUCERS)];
    tc_begin(c, "reduce");
    c->pow2 = rc->pow2;
    tc_ty x = tc_rand_type(c, rc->dt, (uint32_t)tc_int(c, 1, 5));
    shrink(x.dims, x.rank, rc->pow2 ? 48 : 512);
    int64_t dims[PT_MAX_RANK];
    uint32_t nd = reduce_dims(c, x.rank, dims);
    uint32_t ops[2] = {tc_arg(c, x), 0};
    ops[1] = rc->init ? tc_const(c, rc->init, tc_scalar(rc->dt)) : tc_arg(c, tc_scalar(rc->dt));
    pt_buf rest = {0};
    tc_body(&rest, 1, &rc->op, &rc->dt);
    /* Generic form: properties go before the regions. */
    pt_buf props = {0};
    pt_buf_puts(&props, "<{dimensions = ");
    tc_i64s(&props, dims, nd);
    pt_buf_printf(&props, "}> %s", rest.data);
    tc_op(c, "stablehlo.reduce", ops, 2, props.data);
    tc_run(c);
    pt_buf_free(&rest);
    pt_buf_free(&props);
  }
  /* Variadic reduce with independent reducers (sum and max at once). */
  for (int it = 0; it < 6; it++) {
    tc_begin(c, "reduce (variadic)");
    tc_ty x = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)), y = x;
    y.dt = it % 2 ? PT_DTYPE_I32 : PT_DTYPE_F32;
    int64_t dims[PT_MAX_RANK];
    uint32_t nd = reduce_dims(c, x.rank, dims);
    uint32_t ops[4] = {tc_arg(c, x), tc_arg(c, y), 0, 0};
    ops[2] = tc_const(c, "dense<0.000000e+00>", tc_scalar(PT_DTYPE_F32));
    ops[3] = it % 2 ? tc_const(c, "dense<-7>", tc_scalar(PT_DTYPE_I32)) : tc_arg(c, tc_scalar(PT_DTYPE_F32));
    const char *bops[2] = {"stablehlo.add", "stablehlo.maximum"};
    pt_dtype bdt[2] = {x.dt, y.dt};
    pt_buf props = {0};
    pt_buf_puts(&props, "<{dimensions = ");
    tc_i64s(&props, dims, nd);
    pt_buf_puts(&props, "}> ");
    tc_body(&props, 2, bops, bdt);
    tc_op(c, "stablehlo.reduce", ops, 4, props.data);
    tc_n_results(c, 2);
    tc_run(c);
    pt_buf_free(&props);
  }
  /* argmax: values and indices folded by compare/select: tile entries only. */
  for (int it = 0; it < 4; it++) {
    tc_begin(c, "reduce (argmax)");
    tc_ty x = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)), ix = x;
    ix.dt = PT_DTYPE_I32;
    int64_t dims[1] = {tc_int(c, 0, x.rank)};
    uint32_t ops[4] = {tc_arg(c, x), tc_arg(c, ix), 0, 0};
    ops[2] = tc_const(c, "dense<0xFF800000>", tc_scalar(PT_DTYPE_F32));
    ops[3] = tc_const(c, "dense<0>", tc_scalar(PT_DTYPE_I32));
    pt_buf props = {0};
    pt_buf_puts(&props, "<{dimensions = ");
    tc_i64s(&props, dims, 1);
    pt_buf_puts(&props,
                "}> ({\n  ^bb0(%b0: tensor<f32>, %b1: tensor<i32>, %b2: tensor<f32>, %b3: tensor<i32>):\n"
                "    %p = \"stablehlo.compare\"(%b0, %b2) <{comparison_direction = #stablehlo<comparison_direction "
                "GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                "    %v = \"stablehlo.select\"(%p, %b0, %b2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>\n"
                "    %i = \"stablehlo.select\"(%p, %b1, %b3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>\n"
                "    \"stablehlo.return\"(%v, %i) : (tensor<f32>, tensor<i32>) -> ()\n  })");
    tc_op(c, "stablehlo.reduce", ops, 4, props.data);
    tc_n_results(c, 2);
    tc_run(c);
    pt_buf_free(&props);
  }
}

/* ---- windows ------------------------------------------------------------------------------ */

static void window_props(pt_buf *b, uint32_t r, const int64_t *w, const int64_t *st, const int64_t *bd,
                         const int64_t *wd, const int64_t *lo, const int64_t *hi) {
  pt_buf_puts(b, "window_dimensions = ");
  tc_i64s(b, w, r);
  pt_buf_puts(b, ", window_strides = ");
  tc_i64s(b, st, r);
  if (bd) {
    pt_buf_puts(b, ", base_dilations = ");
    tc_i64s(b, bd, r);
    pt_buf_puts(b, ", window_dilations = ");
    tc_i64s(b, wd, r);
  }
  pt_buf_puts(b, ", padding = dense<[");
  for (uint32_t i = 0; i < r; i++) pt_buf_printf(b, "%s[%lld, %lld]", i ? ", " : "", (long long)lo[i], (long long)hi[i]);
  pt_buf_printf(b, "]> : tensor<%ux2xi64>", r);
}

static void gen_reduce_window(tc_ctx *c) {
  for (int it = 0; it < 16; it++) {
    tc_begin(c, "reduce_window");
    uint32_t n = it % 4 == 3 ? 2 : 1;
    tc_ty x = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    int64_t w[PT_MAX_RANK], st[PT_MAX_RANK], bd[PT_MAX_RANK], wd[PT_MAX_RANK], lo[PT_MAX_RANK], hi[PT_MAX_RANK];
    for (uint32_t d = 0; d < x.rank; d++) {
      w[d] = st[d] = bd[d] = wd[d] = 1;
      lo[d] = hi[d] = 0;
      if (tc_coin(c)) continue;
      w[d] = tc_int(c, 1, 4), st[d] = tc_int(c, 1, 3), bd[d] = tc_int(c, 1, 3), wd[d] = tc_int(c, 1, 3);
      lo[d] = tc_int(c, 0, 3), hi[d] = tc_int(c, 0, 2);
    }
    if (it == 0 && x.rank >= 2) { /* cumsum as JAX writes it */
      w[1] = x.dims[1], lo[1] = x.dims[1] - 1, st[1] = bd[1] = wd[1] = 1, hi[1] = 0;
    }
    uint32_t ops[4];
    bool max = it % 2 == 1;
    for (uint32_t i = 0; i < n; i++) ops[i] = tc_arg(c, x);
    for (uint32_t i = 0; i < n; i++)
      ops[n + i] = tc_const(c, max ? "dense<0xFF800000>" : "dense<0.000000e+00>", tc_scalar(PT_DTYPE_F32));
    pt_buf props = {0};
    pt_buf_puts(&props, "<{");
    window_props(&props, x.rank, w, st, bd, wd, lo, hi);
    pt_buf_puts(&props, "}> ");
    const char *bops[2] = {max ? "stablehlo.maximum" : "stablehlo.add", "stablehlo.add"};
    pt_dtype bdt[2] = {PT_DTYPE_F32, PT_DTYPE_F32};
    tc_body(&props, n, bops, bdt);
    tc_op(c, "stablehlo.reduce_window", ops, 2 * n, props.data);
    tc_n_results(c, n);
    tc_run(c);
    pt_buf_free(&props);
  }
}

static void gen_select_and_scatter(tc_ctx *c) {
  for (int it = 0; it < 8; it++) {
    tc_begin(c, "select_and_scatter");
    tc_ty x = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)), src = x;
    int64_t w[PT_MAX_RANK], st[PT_MAX_RANK], lo[PT_MAX_RANK], hi[PT_MAX_RANK];
    for (uint32_t d = 0; d < x.rank; d++) {
      w[d] = st[d] = 1;
      lo[d] = hi[d] = 0;
      switch (tc_int(c, 0, 3)) {
        case 1: w[d] = st[d] = 2; break;
        case 2: w[d] = 3, lo[d] = hi[d] = 1; break;
        default: break;
      }
      PT_ASSERT(pt_window_output_size(x.dims[d], w[d], st[d], 1, 1, lo[d], hi[d], &src.dims[d]));
    }
    uint32_t ops[3] = {tc_arg(c, x), tc_arg(c, src), 0};
    ops[2] = tc_const(c, "dense<0.000000e+00>", tc_scalar(PT_DTYPE_F32));
    pt_buf props = {0};
    pt_buf_puts(&props, "<{");
    window_props(&props, x.rank, w, st, NULL, NULL, lo, hi);
    pt_buf_puts(&props,
                "}> ({\n  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):\n"
                "    %p = \"stablehlo.compare\"(%b0, %b1) <{comparison_direction = #stablehlo<comparison_direction "
                "GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                "    \"stablehlo.return\"(%p) : (tensor<i1>) -> ()\n  }, {\n"
                "  ^bb0(%b2: tensor<f32>, %b3: tensor<f32>):\n"
                "    %s = \"stablehlo.add\"(%b2, %b3) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
                "    \"stablehlo.return\"(%s) : (tensor<f32>) -> ()\n  })");
    tc_op(c, "stablehlo.select_and_scatter", ops, 3, props.data);
    tc_results(c, &x, 1);
    tc_run(c);
    pt_buf_free(&props);
  }
}

/* ---- gather / scatter ---------------------------------------------------------------------- */

enum { R_BATCH, R_COLLAPSED, R_OFFSET_INDEXED, R_OFFSET_FULL, R_OFFSET_PARTIAL };

/* Random dimension numbers shared by gather and scatter: the operand's
 * dims get roles; the indices get the batching dims, extra batch dims and
 * the index vector dim. */
typedef struct {
  tc_ty x, idx;
  int role[PT_MAX_RANK];
  int64_t win[PT_MAX_RANK]; /* slice / window sizes per operand dim */
  int64_t batching[PT_MAX_RANK], idx_batching[PT_MAX_RANK], collapsed[PT_MAX_RANK], index_map[PT_MAX_RANK];
  uint32_t n_batching, n_collapsed, n_index;
  int64_t ivd;
  uint32_t n_batch; /* index dims other than ivd */
} gs_dims;

static void gen_gs_dims(tc_ctx *c, gs_dims *g, pt_dtype dt) {
  memset(g, 0, sizeof *g);
  uint32_t r = (uint32_t)tc_int(c, 1, 4);
  g->x = tc_type(dt, r, NULL);
  bool indexed = false;
  for (uint32_t d = 0; d < r; d++) {
    int64_t n = tc_pick(c, (const int64_t[]){4, 8, 2, 6, 3}, 5);
    g->x.dims[d] = n;
    g->role[d] = (int)tc_int(c, 0, 5);
    if (g->role[d] == R_BATCH && tc_coin(c)) g->role[d] = R_OFFSET_FULL;
    if (d == r - 1 && !indexed && g->role[d] != R_COLLAPSED && g->role[d] != R_OFFSET_INDEXED)
      g->role[d] = R_COLLAPSED;
    switch (g->role[d]) {
      case R_BATCH: g->batching[g->n_batching++] = d, g->win[d] = 1; break;
      case R_COLLAPSED: g->collapsed[g->n_collapsed++] = d, g->index_map[g->n_index++] = d, g->win[d] = 1; break;
      case R_OFFSET_INDEXED: g->index_map[g->n_index++] = d, g->win[d] = tc_coin(c) ? n : tc_int(c, 1, n + 1); break;
      case R_OFFSET_FULL: g->win[d] = n; break;
      default: g->win[d] = tc_int(c, 0, n); break;
    }
    indexed |= g->role[d] == R_COLLAPSED || g->role[d] == R_OFFSET_INDEXED;
  }
  tc_shuffle(c, g->index_map, g->n_index);
  /* Index batch dims: the batching ones plus 0..2 extra, in random order. */
  int64_t sizes[PT_MAX_RANK], which[PT_MAX_RANK]; /* which: batching number or -1 */
  uint32_t nb = 0;
  for (uint32_t j = 0; j < g->n_batching; j++) sizes[nb] = g->x.dims[g->batching[j]], which[nb++] = j;
  for (int64_t e = tc_int(c, 0, 3); e > 0; e--) sizes[nb] = tc_pick(c, (const int64_t[]){4, 2, 8, 3}, 4), which[nb++] = -1;
  int64_t order[PT_MAX_RANK];
  for (uint32_t i = 0; i < nb; i++) order[i] = i;
  tc_shuffle(c, order, nb);
  g->n_batch = nb;
  bool implicit = g->n_index == 1 && tc_coin(c);
  g->ivd = implicit ? nb : tc_int(c, 0, nb + 1);
  g->idx = tc_type(tc_coin(c) ? PT_DTYPE_I32 : PT_DTYPE_I64, 0, NULL);
  uint32_t k = 0;
  for (uint32_t p = 0; p < nb + (implicit ? 0 : 1); p++) {
    if ((int64_t)p == g->ivd && !implicit) {
      g->idx.dims[g->idx.rank++] = g->n_index;
      continue;
    }
    int64_t b = order[k++];
    if (which[b] >= 0) g->idx_batching[which[b]] = g->idx.rank;
    g->idx.dims[g->idx.rank++] = sizes[b];
  }
}

/* Writes `name = [list]` params, skipping empty lists as MLIR prints them. */
static void gs_param(pt_buf *b, bool *first, const char *name, const int64_t *v, uint32_t n) {
  if (!n) return;
  pt_buf_printf(b, "%s%s = ", *first ? "" : ", ", name);
  tc_list(b, v, n);
  *first = false;
}

static void gen_gather(tc_ctx *c) {
  for (int it = 0; it < 40; it++) {
    tc_begin(c, "gather");
    gs_dims g;
    gen_gs_dims(c, &g, it % 3 ? PT_DTYPE_F32 : PT_DTYPE_I32);
    c->int_lo = -1;
    c->int_hi = 9;
    uint32_t n_offset = 0;
    for (uint32_t d = 0; d < g.x.rank; d++) n_offset += g.role[d] >= R_OFFSET_INDEXED;
    uint32_t res_rank = n_offset + g.n_batch;
    int64_t pos[PT_MAX_RANK], offset_dims[PT_MAX_RANK];
    for (uint32_t i = 0; i < res_rank; i++) pos[i] = i;
    tc_shuffle(c, pos, res_rank);
    for (uint32_t i = 0; i < n_offset; i++) offset_dims[i] = pos[i];
    for (uint32_t a = 0; a < n_offset; a++)
      for (uint32_t b = a + 1; b < n_offset; b++)
        if (offset_dims[b] < offset_dims[a]) {
          int64_t t = offset_dims[a];
          offset_dims[a] = offset_dims[b];
          offset_dims[b] = t;
        }
    pt_buf p = {0};
    bool first = true;
    pt_buf_puts(&p, "<{dimension_numbers = #stablehlo.gather<");
    gs_param(&p, &first, "offset_dims", offset_dims, n_offset);
    gs_param(&p, &first, "collapsed_slice_dims", g.collapsed, g.n_collapsed);
    gs_param(&p, &first, "operand_batching_dims", g.batching, g.n_batching);
    gs_param(&p, &first, "start_indices_batching_dims", g.idx_batching, g.n_batching);
    gs_param(&p, &first, "start_index_map", g.index_map, g.n_index);
    pt_buf_printf(&p, "%sindex_vector_dim = %lld>, indices_are_sorted = false, slice_sizes = ", first ? "" : ", ",
                  (long long)g.ivd);
    tc_i64s(&p, g.win, g.x.rank);
    pt_buf_puts(&p, "}>");
    uint32_t ops[2] = {tc_arg(c, g.x), tc_arg(c, g.idx)};
    tc_op(c, "stablehlo.gather", ops, 2, p.data);
    tc_run(c);
    pt_buf_free(&p);
  }
}

static void gen_scatter(tc_ctx *c) {
  for (int it = 0; it < 40; it++) {
    tc_begin(c, "scatter");
    gs_dims g;
    gen_gs_dims(c, &g, PT_DTYPE_F32);
    c->int_lo = it % 4 == 0 ? -1 : 0;
    c->int_hi = 8;
    uint32_t n = it % 3 == 2 ? 2 : 1;
    bool replace = n == 1 && it % 5 == 4;
    /* Update window dims: the operand dims that are neither collapsed
     * (inserted) nor batching, with their window sizes. */
    uint32_t n_window = 0;
    int64_t wsz[PT_MAX_RANK];
    for (uint32_t d = 0; d < g.x.rank; d++)
      if (g.role[d] >= R_OFFSET_INDEXED) wsz[n_window++] = g.win[d];
    uint32_t urank = n_window + g.n_batch;
    int64_t pos[PT_MAX_RANK], uwd[PT_MAX_RANK];
    for (uint32_t i = 0; i < urank; i++) pos[i] = i;
    tc_shuffle(c, pos, urank);
    for (uint32_t i = 0; i < n_window; i++) uwd[i] = pos[i];
    for (uint32_t a = 0; a < n_window; a++)
      for (uint32_t b = a + 1; b < n_window; b++)
        if (uwd[b] < uwd[a]) {
          int64_t t = uwd[a];
          uwd[a] = uwd[b];
          uwd[b] = t;
        }
    tc_ty u = tc_type(PT_DTYPE_F32, urank, NULL);
    uint32_t kw = 0, ki = 0;
    for (uint32_t d = 0; d < urank; d++) {
      if (contains(uwd, n_window, d)) {
        u.dims[d] = wsz[kw++];
      } else {
        if ((int64_t)ki == g.ivd && g.ivd < (int64_t)g.idx.rank) ki++;
        u.dims[d] = g.idx.dims[ki++];
      }
    }
    pt_buf p = {0};
    bool first = true;
    pt_buf_puts(&p, "<{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<");
    gs_param(&p, &first, "update_window_dims", uwd, n_window);
    gs_param(&p, &first, "inserted_window_dims", g.collapsed, g.n_collapsed);
    gs_param(&p, &first, "input_batching_dims", g.batching, g.n_batching);
    gs_param(&p, &first, "scatter_indices_batching_dims", g.idx_batching, g.n_batching);
    gs_param(&p, &first, "scatter_dims_to_operand_dims", g.index_map, g.n_index);
    pt_buf_printf(&p, "%sindex_vector_dim = %lld>, unique_indices = false}> ", first ? "" : ", ", (long long)g.ivd);
    if (replace) {
      pt_buf_puts(&p, "({\n  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):\n    \"stablehlo.return\"(%b1) : "
                      "(tensor<f32>) -> ()\n  })");
    } else {
      const char *bops[2] = {"stablehlo.add", "stablehlo.maximum"};
      pt_dtype bdt[2] = {PT_DTYPE_F32, PT_DTYPE_F32};
      tc_body(&p, n, bops, bdt);
    }
    uint32_t ops[5], no = 0;
    for (uint32_t i = 0; i < n; i++) ops[no++] = tc_arg(c, g.x);
    ops[no++] = tc_arg(c, g.idx);
    for (uint32_t i = 0; i < n; i++) ops[no++] = tc_arg(c, u);
    tc_op(c, "stablehlo.scatter", ops, no, p.data);
    tc_n_results(c, n);
    tc_run(c);
    pt_buf_free(&p);
  }
}

/* ---- sort, top_k, cholesky, triangular_solve ---------------------------------------------- */

static void gen_sort_topk(tc_ctx *c) {
  for (int it = 0; it < 8; it++) {
    tc_begin(c, "sort");
    uint32_t n = it % 2 ? 2 : 1;
    tc_ty x = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)), y = x;
    y.dt = PT_DTYPE_I32;
    uint32_t ops[2] = {tc_arg(c, x), 0};
    if (n == 2) ops[1] = tc_arg(c, y);
    pt_dtype dts[2] = {x.dt, y.dt};
    pt_buf p = {0};
    pt_buf_printf(&p, "<{dimension = %lld : i64, is_stable = %s}> ", (long long)tc_int(c, 0, x.rank),
                  it % 3 ? "true" : "false");
    tc_comparator(&p, n, dts, it % 4 < 2 ? "GT" : "LT");
    tc_op(c, "stablehlo.sort", ops, n, p.data);
    tc_n_results(c, n);
    tc_run(c);
    pt_buf_free(&p);
  }
  for (int it = 0; it < 6; it++) {
    tc_begin(c, "top_k");
    tc_ty x = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    char p[48];
    snprintf(p, sizeof p, "<{k = %lld : i64}>", (long long)tc_int(c, 1, x.dims[x.rank - 1] + 1));
    uint32_t a = tc_arg(c, x);
    tc_op(c, "chlo.top_k", &a, 1, p);
    tc_n_results(c, 2);
    tc_run(c);
  }
}

static void gen_linalg(tc_ctx *c) {
  for (int it = 0; it < 6; it++) {
    tc_begin(c, "cholesky");
    uint32_t r = (uint32_t)tc_int(c, 2, 5);
    tc_ty a = tc_rand_type(c, PT_DTYPE_F32, r);
    a.dims[r - 1] = a.dims[r - 2] = tc_pick(c, (const int64_t[]){2, 3, 4}, 3);
    shrink(a.dims, r - 2, 32);
    uint32_t v = tc_arg(c, a);
    tc_op(c, "stablehlo.cholesky", &v, 1, it % 2 ? "<{lower = true}>" : "<{lower = false}>");
    tc_run(c);
  }
  for (int it = 0; it < 8; it++) {
    tc_begin(c, "triangular_solve");
    uint32_t r = (uint32_t)tc_int(c, 2, 5);
    tc_ty a = tc_rand_type(c, it % 3 ? PT_DTYPE_F32 : PT_DTYPE_F64, r), b = a;
    shrink(a.dims, r - 2, 32);
    int64_t m = tc_pick(c, (const int64_t[]){2, 3, 4}, 3), n = tc_dim(c);
    bool left = it % 2 == 0;
    a.dims[r - 1] = a.dims[r - 2] = m;
    memcpy(b.dims, a.dims, sizeof b.dims);
    b.dims[left ? r - 1 : r - 2] = n;
    char p[200];
    snprintf(p, sizeof p,
             "<{left_side = %s, lower = %s, transpose_a = #stablehlo<transpose %s>, unit_diagonal = %s}>",
             left ? "true" : "false", it % 4 < 2 ? "true" : "false", it % 3 == 1 ? "TRANSPOSE" : "NO_TRANSPOSE",
             it % 5 < 2 ? "true" : "false");
    uint32_t ops[2] = {tc_arg(c, a), tc_arg(c, b)};
    tc_op(c, "stablehlo.triangular_solve", ops, 2, p);
    tc_run(c);
  }
}

/* ---- exact entry lists and wrong entries -------------------------------------------------- */

static void expect_entries(tc_ctx *c, const char *want) {
  pt_buf got = {0};
  tc_entries_text(c, &got);
  const char *g = got.data ? got.data : "";
  CHECK(strcmp(g, want) == 0);
  if (strcmp(g, want) != 0) fprintf(stderr, "[%s] entries: got \"%s\", want \"%s\"\n", c->family, g, want);
  pt_buf_free(&got);
}

static void setup_matmul_batch(tc_ctx *c, const char *family) {
  tc_begin(c, family);
  uint32_t ops[2] = {tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){2, 8, 4})),
                     tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){2, 4, 6}))};
  tc_op(c, "stablehlo.dot_general", ops, 2,
        "<{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
        "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}>");
}

static void setup_reduce(tc_ctx *c, const char *family, const char *op, const char *init) {
  tc_begin(c, family);
  uint32_t ops[2] = {tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8})), 0};
  ops[1] = tc_const(c, init, tc_scalar(PT_DTYPE_F32));
  pt_dtype dt = PT_DTYPE_F32;
  pt_buf p = {0};
  pt_buf_puts(&p, "<{dimensions = array<i64: 1>}> ");
  tc_body(&p, 1, &op, &dt);
  tc_op(c, "stablehlo.reduce", ops, 2, p.data);
  pt_buf_free(&p);
}

static void test_entry_lists(tc_ctx *c) {
  setup_matmul_batch(c, "entries: batched matmul");
  expect_entries(c, "(0, 0) -> (#tile<0>); (1, _) -> (#tile<1>); (_, 2) -> (#tile<2>); (2, 1) -> (#sum)");
  setup_reduce(c, "entries: reduce sum", "stablehlo.add", "dense<0.000000e+00>");
  expect_entries(c, "(0, _) -> (#tile<0>); (1, _) -> (#sum)");
  setup_reduce(c, "entries: reduce sum with init 1", "stablehlo.add", "dense<1.000000e+00>");
  expect_entries(c, "(0, _) -> (#tile<0>)");
  setup_reduce(c, "entries: reduce max with any init", "stablehlo.maximum", "dense<3.000000e+00>");
  expect_entries(c, "(0, _) -> (#tile<0>); (1, _) -> (#max)");

  tc_begin(c, "entries: conv 1x1 with feature groups");
  uint32_t ops[2] = {tc_arg(c, tc_type(PT_DTYPE_F32, 4, (const int64_t[]){2, 8, 8, 4})),
                     tc_arg(c, tc_type(PT_DTYPE_F32, 4, (const int64_t[]){1, 1, 2, 8}))};
  tc_op(c, "stablehlo.convolution", ops, 2,
        "<{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, "
        "feature_group_count = 2 : i64}>");
  expect_entries(c, "(0, _) -> (#tile<0>); (1, _) -> (#tile<1>); (2, _) -> (#tile<2>)");

  tc_begin(c, "entries: embedding gather");
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){16, 8}));
  ops[1] = tc_arg(c, tc_type(PT_DTYPE_I32, 3, (const int64_t[]){2, 4, 1}));
  tc_op(c, "stablehlo.gather", ops, 2,
        "<{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], "
        "index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}>");
  expect_entries(c, "(1, _) -> (#tile<2>); (_, 0) -> (#tile<0>); (_, 1) -> (#tile<1>)");
}

static void test_wrong_entries(tc_ctx *c) {
  static const uint8_t none[4] = {0}, sum[4] = {PT_REDUCER_ADD}, maxes[4] = {PT_REDUCER_MAX, PT_REDUCER_MAX};
  /* dot_general: the contracting dims mapped to a result tile; a free dim
   * as a partial sum; batch dims tiled on one side only. */
  setup_matmul_batch(c, "wrong: dot_general contracting -> tile");
  tc_expect_wrong(c, (const int32_t[]){2, 1}, (const int32_t[]){1}, none, 2);
  setup_matmul_batch(c, "wrong: dot_general contracting -> tile");
  tc_expect_wrong(c, (const int32_t[]){2, 1}, (const int32_t[]){2}, none, 2);
  setup_matmul_batch(c, "wrong: dot_general free dim -> sum");
  tc_expect_wrong(c, (const int32_t[]){1, -1}, (const int32_t[]){-1}, sum, 2);
  setup_matmul_batch(c, "wrong: dot_general batch on one side");
  tc_expect_wrong(c, (const int32_t[]){0, -1}, (const int32_t[]){0}, none, 2);

  setup_reduce(c, "wrong: reduce sum with init 1 as partial", "stablehlo.add", "dense<1.000000e+00>");
  tc_expect_wrong(c, (const int32_t[]){1, -1}, (const int32_t[]){-1}, sum, 2);
  setup_reduce(c, "wrong: reduce sum of a reduced dim as tile", "stablehlo.add", "dense<0.000000e+00>");
  tc_expect_wrong(c, (const int32_t[]){1, -1}, (const int32_t[]){0}, none, 2);
  setup_reduce(c, "wrong: reduce max as a sum", "stablehlo.maximum", "dense<0xFF800000>");
  tc_expect_wrong(c, (const int32_t[]){1, -1}, (const int32_t[]){-1}, sum, 2);

  tc_begin(c, "wrong: argmax as a partial max");
  uint32_t ops[4] = {tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){32, 8})),
                     tc_arg(c, tc_type(PT_DTYPE_I32, 2, (const int64_t[]){32, 8})), 0, 0};
  ops[2] = tc_const(c, "dense<0xFF800000>", tc_scalar(PT_DTYPE_F32));
  ops[3] = tc_const(c, "dense<0>", tc_scalar(PT_DTYPE_I32));
  tc_op(c, "stablehlo.reduce", ops, 4,
        "<{dimensions = array<i64: 1>}> ({\n  ^bb0(%b0: tensor<f32>, %b1: tensor<i32>, %b2: tensor<f32>, %b3: "
        "tensor<i32>):\n    %p = \"stablehlo.compare\"(%b0, %b2) <{comparison_direction = "
        "#stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>\n    %v = "
        "\"stablehlo.select\"(%p, %b0, %b2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>\n    %i = "
        "\"stablehlo.select\"(%p, %b1, %b3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>\n    "
        "\"stablehlo.return\"(%v, %i) : (tensor<f32>, tensor<i32>) -> ()\n  })");
  tc_n_results(c, 2);
  tc_expect_wrong(c, (const int32_t[]){1, 1, -1, -1}, (const int32_t[]){-1, -1}, maxes, 2);

  tc_begin(c, "wrong: conv spatial dim with a 3-wide kernel");
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){2, 16, 4}));
  ops[1] = tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){3, 4, 4}));
  tc_op(c, "stablehlo.convolution", ops, 2,
        "<{dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, padding = dense<[[1, 1]]> : "
        "tensor<1x2xi64>}>");
  tc_expect_wrong(c, (const int32_t[]){1, -1}, (const int32_t[]){1}, none, 2);

  tc_begin(c, "wrong: grouped conv output features");
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){2, 4, 8}));
  ops[1] = tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){1, 4, 8}));
  tc_op(c, "stablehlo.convolution", ops, 2,
        "<{dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 2 : i64}>");
  tc_expect_wrong(c, (const int32_t[]){-1, 2}, (const int32_t[]){2}, none, 2);

  tc_begin(c, "wrong: gather batching index dim without the operand");
  c->int_lo = 0;
  c->int_hi = 8;
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8}));
  ops[1] = tc_arg(c, tc_type(PT_DTYPE_I32, 3, (const int64_t[]){4, 2, 1}));
  tc_op(c, "stablehlo.gather", ops, 2,
        "<{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], "
        "start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, "
        "1>}>");
  tc_expect_wrong(c, (const int32_t[]){-1, 0}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: scatter-add of index chunks as a partial sum");
  c->int_lo = 0;
  c->int_hi = 8;
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){8, 4}));
  ops[1] = tc_arg(c, tc_type(PT_DTYPE_I32, 2, (const int64_t[]){4, 1}));
  ops[2] = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 4}));
  pt_buf p = {0};
  pt_dtype dt = PT_DTYPE_F32;
  const char *add = "stablehlo.add";
  pt_buf_puts(&p, "<{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = "
                  "[0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ");
  tc_body(&p, 1, &add, &dt);
  tc_op(c, "stablehlo.scatter", ops, 3, p.data);
  pt_buf_free(&p);
  tc_expect_wrong(c, (const int32_t[]){-1, 0, 0}, (const int32_t[]){-1}, sum, 2);

  tc_begin(c, "wrong: sort along the sorted dim");
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8}));
  pt_buf_puts(&p, "<{dimension = 1 : i64}> ");
  tc_comparator(&p, 1, &dt, "GT");
  tc_op(c, "stablehlo.sort", ops, 1, p.data);
  pt_buf_free(&p);
  tc_expect_wrong(c, (const int32_t[]){1}, (const int32_t[]){1}, none, 2);

  tc_begin(c, "wrong: reduce_window on a windowed dim");
  ops[0] = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8}));
  ops[1] = tc_const(c, "dense<0.000000e+00>", tc_scalar(PT_DTYPE_F32));
  pt_buf_puts(&p, "<{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ");
  tc_body(&p, 1, &add, &dt);
  tc_op(c, "stablehlo.reduce_window", ops, 2, p.data);
  pt_buf_free(&p);
  tc_expect_wrong(c, (const int32_t[]){1, -1}, (const int32_t[]){1}, none, 2);
}

int main(void) {
  tc_ctx c;
  memset(&c, 0, sizeof c);
  c.rng = 0x5eed0002;
  for (int round = 0; round < 6; round++) {
    gen_dot_general(&c);
    gen_convolution(&c);
    gen_reduce(&c);
    gen_reduce_window(&c);
    gen_select_and_scatter(&c);
    gen_gather(&c);
    gen_scatter(&c);
    gen_sort_topk(&c);
    gen_linalg(&c);
  }
  tc_report(&c, "test_tmr_contract");
  test_entry_lists(&c);
  test_wrong_entries(&c);
  tc_report_wrong(&c, "test_tmr_contract");
  pt_buf_free(&c.op_line);
  return t_finish("test_tmr_contract");
}
