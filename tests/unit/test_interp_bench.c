/* test_interp_bench.c - throughput of the interpreter's contraction path
 * against raw BLAS, single-threaded: dot_general on a 512x768x3072 matmul
 * (a transformer MLP projection), a batched attention-score dot_general
 * ([B*H, S, D] x [B*H, S, D] -> [B*H, S, S], contracting the last dims,
 * so BLAS gets a transposed operand), and a 3x3 NHWC convolution via
 * im2col. Prints one JSON object per case with GFLOP/s and the ratio to
 * cblas_sgemm on the same shape: steady state (result buffers recycled
 * through a pt_interp_arena, as a training loop does) and cold (the first
 * run, which also page-faults its result into existence).
 *
 * A unit-test run (no PT_INTERP_BENCH in the environment) only checks
 * that a small instance gives the BLAS result, so `make test` stays fast;
 * `PT_INTERP_BENCH=1 build/release/tests/test_interp_bench` measures. */
#include <cblas.h>
#include <time.h>

#include "interp_test_util.h"

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct {
  const char *name;
  int64_t batch, m, n, k;
  bool trans_b; /* rhs given as [n, k] */
} mm_case;

static char text[2048];

static const char *mm_prog(const mm_case *c) {
  if (c->batch > 1)
    snprintf(text, sizeof text,
             "func.func @main(%%a: tensor<%lldx%lldx%lldxf32>, %%b: tensor<%lldx%lldx%lldxf32>) -> tensor<%lldx%lldx%lldxf32> {\n"
             "  %%0 = stablehlo.dot_general %%a, %%b, batching_dims = [0] x [0], contracting_dims = [2] x [%d] : "
             "(tensor<%lldx%lldx%lldxf32>, tensor<%lldx%lldx%lldxf32>) -> tensor<%lldx%lldx%lldxf32>\n"
             "  return %%0 : tensor<%lldx%lldx%lldxf32>\n}\n",
             (long long)c->batch, (long long)c->m, (long long)c->k, (long long)c->batch,
             (long long)(c->trans_b ? c->n : c->k), (long long)(c->trans_b ? c->k : c->n), (long long)c->batch,
             (long long)c->m, (long long)c->n, c->trans_b ? 2 : 1, (long long)c->batch, (long long)c->m, (long long)c->k,
             (long long)c->batch, (long long)(c->trans_b ? c->n : c->k), (long long)(c->trans_b ? c->k : c->n),
             (long long)c->batch, (long long)c->m, (long long)c->n, (long long)c->batch, (long long)c->m, (long long)c->n);
  else
    snprintf(text, sizeof text,
             "func.func @main(%%a: tensor<%lldx%lldxf32>, %%b: tensor<%lldx%lldxf32>) -> tensor<%lldx%lldxf32> {\n"
             "  %%0 = stablehlo.dot_general %%a, %%b, contracting_dims = [1] x [0] : "
             "(tensor<%lldx%lldxf32>, tensor<%lldx%lldxf32>) -> tensor<%lldx%lldxf32>\n"
             "  return %%0 : tensor<%lldx%lldxf32>\n}\n",
             (long long)c->m, (long long)c->k, (long long)c->k, (long long)c->n, (long long)c->m, (long long)c->n,
             (long long)c->m, (long long)c->k, (long long)c->k, (long long)c->n, (long long)c->m, (long long)c->n,
             (long long)c->m, (long long)c->n);
  return text;
}

/* Best of `reps` timings of the interpreter and of raw sgemm. */
static void bench_mm(const mm_case *c, int reps, bool report) {
  pt_module *m = t_parse(mm_prog(c));
  if (!m) return;
  int64_t ad[3] = {c->batch, c->m, c->k}, bd[3] = {c->batch, c->trans_b ? c->n : c->k, c->trans_b ? c->k : c->n};
  uint32_t r = c->batch > 1 ? 3 : 2;
  pt_tensor in[2];
  in[0] = t_make(PT_DTYPE_F32, r, r == 3 ? ad : ad + 1, NULL);
  in[1] = t_make(PT_DTYPE_F32, r, r == 3 ? bd : bd + 1, NULL);
  pt_tensor_fill_random(&in[0], 1, PT_FILL_UNIFORM);
  pt_tensor_fill_random(&in[1], 2, PT_FILL_UNIFORM);
  float *cref = malloc((size_t)(c->batch * c->m * c->n) * sizeof *cref);
  double best_i = 1e30, best_b = 1e30, cold = 0;
  bool same = true;
  /* Run 0 is cold (its result buffer is fresh memory); later runs recycle
   * the previous result through an arena, as a training loop would. */
  pt_interp_arena *arena = pt_interp_arena_new(UINT64_C(1) << 32);
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  for (int rep = 0; rep <= reps; rep++) {
    pt_tensor *outs;
    uint32_t n;
    opts.arena = rep ? arena : NULL;
    double t0 = now_s();
    pt_status *s = pt_interp_run(m, 0, in, 2, &opts, &outs, &n, NULL);
    double t1 = now_s();
    CHECK(!s);
    if (s) {
      fprintf(stderr, "%s\n", pt_status_message(s));
      pt_status_free(s);
      break;
    }
    double t2 = now_s();
    for (int64_t b = 0; b < c->batch; b++)
      cblas_sgemm(CblasRowMajor, CblasNoTrans, c->trans_b ? CblasTrans : CblasNoTrans, (blasint)c->m, (blasint)c->n,
                  (blasint)c->k, 1.0f, (const float *)in[0].data + b * c->m * c->k, (blasint)c->k,
                  (const float *)in[1].data + b * c->k * c->n, (blasint)(c->trans_b ? c->k : c->n), 0.0f,
                  cref + b * c->m * c->n, (blasint)c->n);
    double t3 = now_s();
    same = same && memcmp(outs[0].data, cref, (size_t)outs[0].nbytes) == 0;
    for (uint32_t i = 0; i < n; i++) pt_interp_arena_recycle(arena, &outs[i]);
    free(outs);
    if (rep == 0) cold = t1 - t0;
    else if (t1 - t0 < best_i) best_i = t1 - t0;
    if (t3 - t2 < best_b) best_b = t3 - t2;
  }
  pt_interp_arena_free(arena);
  CHECK(same); /* the interpreter hands the operands to BLAS unchanged */
  double flops = 2.0 * (double)c->batch * (double)c->m * (double)c->n * (double)c->k;
  if (report)
    printf("{\"case\": \"%s\", \"interp_gflops\": %.2f, \"interp_cold_gflops\": %.2f, \"sgemm_gflops\": %.2f, "
           "\"ratio\": %.3f, \"ratio_cold\": %.3f}\n",
           c->name, flops / best_i * 1e-9, flops / cold * 1e-9, flops / best_b * 1e-9, best_b / best_i, best_b / cold);
  free(cref);
  pt_tensor_free(&in[0]);
  pt_tensor_free(&in[1]);
  pt_module_free(m);
}

static void bench_conv(bool report) {
  /* [8, 32, 32, 64] x [3, 3, 64, 64] -> [8, 32, 32, 64], stride 1, same padding */
  const char *p = "func.func @main(%x: tensor<8x32x32x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32> {\n"
                  "  %0 = \"stablehlo.convolution\"(%x, %w) {batch_group_count = 1 : i64,\n"
                  "    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64,\n"
                  "    padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}\n"
                  "    : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>\n"
                  "  return %0 : tensor<8x32x32x64xf32>\n}\n";
  pt_module *m = t_parse(p);
  if (!m) return;
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 4, DIMS(8, 32, 32, 64), NULL), t_make(PT_DTYPE_F32, 4, DIMS(3, 3, 64, 64), NULL)};
  pt_tensor_fill_random(&in[0], 3, PT_FILL_UNIFORM);
  pt_tensor_fill_random(&in[1], 4, PT_FILL_UNIFORM);
  double best = 1e30;
  pt_interp_arena *arena = pt_interp_arena_new(UINT64_C(1) << 32);
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  opts.arena = arena;
  for (int rep = 0; rep < 4; rep++) {
    pt_tensor *outs;
    uint32_t n;
    double t0 = now_s();
    pt_status *s = pt_interp_run(m, 0, in, 2, &opts, &outs, &n, NULL);
    double t1 = now_s();
    CHECK(!s);
    if (s) {
      pt_status_free(s);
      break;
    }
    for (uint32_t i = 0; i < n; i++) pt_interp_arena_recycle(arena, &outs[i]);
    free(outs);
    if (rep && t1 - t0 < best) best = t1 - t0;
  }
  pt_interp_arena_free(arena);
  /* The same gemm the im2col formulation runs: [8*32*32, 9*64] x [9*64, 64]. */
  int64_t M = 8 * 32 * 32, K = 9 * 64, N = 64;
  float *a = calloc((size_t)(M * K), 4), *b = calloc((size_t)(K * N), 4), *c = calloc((size_t)(M * N), 4);
  double t2 = now_s();
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (blasint)M, (blasint)N, (blasint)K, 1.0f, a, (blasint)K, b,
              (blasint)N, 0.0f, c, (blasint)N);
  double t3 = now_s();
  double flops = 2.0 * (double)M * (double)N * (double)K;
  if (report)
    printf("{\"case\": \"conv3x3_nhwc_8x32x32x64\", \"interp_gflops\": %.2f, \"sgemm_gflops\": %.2f, \"ratio\": %.3f}\n",
           flops / best * 1e-9, flops / (t3 - t2) * 1e-9, (t3 - t2) / best);
  free(a);
  free(b);
  free(c);
  pt_tensor_free(&in[0]);
  pt_tensor_free(&in[1]);
  pt_module_free(m);
}

int main(void) {
  bool full = getenv("PT_INTERP_BENCH") != NULL;
  if (!full) {
    mm_case small = {"small", 1, 24, 40, 16, false};
    bench_mm(&small, 1, false);
    mm_case small_t = {"small_batched_transposed", 3, 8, 9, 5, true};
    bench_mm(&small_t, 1, false);
    return t_finish("test_interp_bench");
  }
  openblas_set_num_threads(1);
  mm_case mlp = {"dot_general_512x768x3072", 1, 512, 3072, 768, false};
  bench_mm(&mlp, 5, true);
  mm_case attn = {"attention_scores_48x512x512x64", 48, 512, 512, 64, true};
  bench_mm(&attn, 3, true);
  bench_conv(true);
  return t_finish("test_interp_bench");
}
