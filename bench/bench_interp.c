/* bench_interp.c - speed of the reference interpreter, printed as a JSON
 * array of two objects (field meanings and goals in bench/README.md):
 *
 *   transformer_step  a whole exported GPT-style training step run by
 *                     pt_interp_run; the GFLOP/s of its dot_general ops
 *                     against raw cblas_sgemm doing exactly the same
 *                     matrix products (same shapes, same transposes where
 *                     BLAS can take the operand as it lies, in program
 *                     order), plus whole-step time and the share of it
 *                     spent in dot_general.
 *   elementwise       a chain of large f32 elementwise ops; bytes read and
 *                     written per second against memcpy of the same bytes.
 *
 * Both sides run on one thread (openblas_set_num_threads(1); `make bench`
 * also sets OPENBLAS_NUM_THREADS=1), so the ratios compare code, not core
 * counts. "Cold" is the first run in the process (every buffer is fresh
 * memory and faults in); "steady" is the best of later runs whose result
 * buffers are recycled through a pt_interp_arena, as a training loop that
 * feeds step N's outputs back as step N+1's inputs would. Per-op times come
 * from the interpreter's own profile (opts.profile).
 *
 *   bench_interp STEP.mlir      (bench/out/interp_gpt_2l_train_step.mlir)
 */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../src/interp/interp.h"
#include "../src/ir/ir.h"
#include "bench_util.h"
#include "../src/stablehlo/stablehlo.h"
#include "../tests/support/abort_alloc.h"

enum { STEADY_RUNS = 3, SGEMM_RUNS = 3, EW_RUNS = 5, MEMCPY_RUNS = 20 };

static bool failed(pt_status *s, const char *what) {
  if (!s) return false;
  fprintf(stderr, "bench_interp: %s: %s\n", what, pt_status_message(s));
  pt_status_free(s);
  return true;
}

/* Parse, inline and verify; NULL after printing the error. */
static pt_module *load(const char *name, const char *text, size_t len) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(name, text, len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  if (failed(s, name)) {
    pt_module_free(m);
    return NULL;
  }
  return m;
}

/* jax.arg_info of argument i, or "" when absent. */
static const char *arg_name(const pt_module *m, const pt_func *f, uint32_t i) {
  const pt_attr *d = f->arg_attrs ? f->arg_attrs[i] : NULL;
  if (!d || d->kind != PT_ATTR_DICT) return "";
  for (uint32_t k = 0; k < d->u.dict.n; k++)
    if (strcmp(pt_str(m, d->u.dict.items[k].name), "jax.arg_info") == 0 && d->u.dict.items[k].value->kind == PT_ATTR_STRING)
      return d->u.dict.items[k].value->u.str.data;
  return "";
}

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* Seeded inputs with training-like magnitudes, so no op runs on
 * denormals, infinities or NaN (which can be slow paths): floats uniform in
 * [-0.02, 0.02), Adam's second moments (names with ['nu']) non-negative,
 * the step counter 0, other integers (token ids, targets) in [0, vocab)
 * with vocab the row count of params['embed']['tokens'] when present. */
static pt_status *make_inputs(const pt_module *m, const pt_func *f, pt_tensor *in) {
  uint32_t n = pt_func_n_args(m, f);
  int64_t vocab = 2;
  for (uint32_t i = 0; i < n; i++)
    if (strcmp(arg_name(m, f, i), "params['embed']['tokens']") == 0)
      vocab = pt_value_type(m, pt_func_arg(m, f, i))->dims[0];
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    pt_status *s = pt_tensor_alloc_type(&in[i], t);
    if (s) return s;
    const char *name = arg_name(m, f, i);
    uint64_t ne = pt_tensor_num_elements(&in[i]);
    if (in[i].is_token) continue;
    if (pt_dtype_is_float((pt_dtype)in[i].dtype)) {
      pt_tensor_fill_random(&in[i], 1000 + i, PT_FILL_UNIFORM);
      bool nu = strstr(name, "['nu']") != NULL;
      for (uint64_t e = 0; e < ne; e++) {
        double v = 0.02 * pt_tensor_get_f64(&in[i], e);
        pt_tensor_set_f64(&in[i], e, nu ? 1e-4 * fabs(v) : v);
      }
    } else if (strcmp(name, "opt_state['step']") != 0) {
      uint64_t x = 2000 + i;
      for (uint64_t e = 0; e < ne; e++) pt_tensor_set_i64(&in[i], e, (int64_t)(splitmix64(&x) % (uint64_t)vocab));
    }
  }
  return NULL;
}

/* ---- the matrix products of the program ---------------------------------------- */

typedef struct {
  int64_t B, M, N, K;
  bool ta, tb; /* the operand already lies as [B, K, M] / [B, N, K] */
} gemm_shape;

typedef PT_VEC(gemm_shape) gemm_vec;

static bool dims_in_order(const pt_type *t, uint32_t n1, const int64_t *d1, uint32_t n2, const int64_t *d2, uint32_t n3,
                          const int64_t *d3) {
  int64_t k = 0;
  for (uint32_t i = 0; i < n1; i++)
    if (d1[i] != k++) return false;
  for (uint32_t i = 0; i < n2; i++)
    if (d2[i] != k++) return false;
  for (uint32_t i = 0; i < n3; i++)
    if (d3[i] != k++) return false;
  return k == (int64_t)t->rank;
}

/* Free dims of an operand (neither batching nor contracting), in order. */
static uint32_t free_dims(const pt_type *t, uint32_t nb, const int64_t *b, uint32_t nc, const int64_t *c, int64_t *out) {
  uint32_t n = 0;
  for (uint32_t d = 0; d < t->rank; d++) {
    bool used = false;
    for (uint32_t i = 0; i < nb; i++) used |= b[i] == (int64_t)d;
    for (uint32_t i = 0; i < nc; i++) used |= c[i] == (int64_t)d;
    if (!used) out[n++] = d;
  }
  return n;
}

/* Collects every dot_general/dot of a region and the regions nested in it,
 * in program order, as the gemms the interpreter hands to BLAS. Returns
 * false when some contraction is not f32 (the comparison is sgemm only). */
static bool collect_gemms(const pt_module *m, uint32_t region, gemm_vec *out, uint32_t *n_transposed) {
  const pt_region *r = &m->regions.data[region];
  bool all_f32 = true;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    for (uint32_t k = 0; k < op->n_regions; k++) all_f32 &= collect_gemms(m, pt_op_region(m, op, k), out, n_transposed);
    if (op->code != PT_OP_DOT_GENERAL && op->code != PT_OP_DOT) continue;
    const pt_type *L = pt_value_type(m, pt_op_operand(m, op, 0)), *R = pt_value_type(m, pt_op_operand(m, op, 1));
    all_f32 &= L->dtype == PT_DTYPE_F32 && R->dtype == PT_DTYPE_F32 && pt_value_type(m, op->results)->dtype == PT_DTYPE_F32;
    pt_dot_dims dd;
    if (!pt_dot_dims_get(m, op, &dd)) continue;
    int64_t lf[PT_MAX_RANK], rf[PT_MAX_RANK];
    uint32_t nlf = free_dims(L, dd.n_lhs_batch, dd.lhs_batch, dd.n_lhs_contract, dd.lhs_contract, lf);
    uint32_t nrf = free_dims(R, dd.n_rhs_batch, dd.rhs_batch, dd.n_rhs_contract, dd.rhs_contract, rf);
    gemm_shape g = {1, 1, 1, 1, false, false};
    for (uint32_t k = 0; k < dd.n_lhs_batch; k++) g.B *= L->dims[dd.lhs_batch[k]];
    for (uint32_t k = 0; k < dd.n_lhs_contract; k++) g.K *= L->dims[dd.lhs_contract[k]];
    for (uint32_t k = 0; k < nlf; k++) g.M *= L->dims[lf[k]];
    for (uint32_t k = 0; k < nrf; k++) g.N *= R->dims[rf[k]];
    /* The interpreter passes an operand to BLAS in place when it lies as
     * [B, M, K] (or [B, K, M] transposed); otherwise it copies it into
     * [B, M, K] first. Raw sgemm gets the same flags, without the copy. */
    bool l_direct = dims_in_order(L, dd.n_lhs_batch, dd.lhs_batch, nlf, lf, dd.n_lhs_contract, dd.lhs_contract);
    g.ta = !l_direct && dims_in_order(L, dd.n_lhs_batch, dd.lhs_batch, dd.n_lhs_contract, dd.lhs_contract, nlf, lf);
    bool r_direct = dims_in_order(R, dd.n_rhs_batch, dd.rhs_batch, dd.n_rhs_contract, dd.rhs_contract, nrf, rf);
    g.tb = !r_direct && dims_in_order(R, dd.n_rhs_batch, dd.rhs_batch, nrf, rf, dd.n_rhs_contract, dd.rhs_contract);
    *n_transposed += (!l_direct && !g.ta) + (!r_direct && !g.tb);
    pt_vec_push(out, g);
  }
  return all_f32;
}

/* Best-of-SGEMM_RUNS seconds for all gemms in order (batched ones as a loop
 * of sgemm), each reading and writing its own-sized slice of three shared
 * buffers. */
static double time_sgemms(const gemm_vec *g, double *flops) {
  uint64_t na = 1, nb = 1, nc = 1;
  *flops = 0;
  for (uint32_t i = 0; i < g->len; i++) {
    const gemm_shape *s = &g->data[i];
    if ((uint64_t)(s->B * s->M * s->K) > na) na = (uint64_t)(s->B * s->M * s->K);
    if ((uint64_t)(s->B * s->K * s->N) > nb) nb = (uint64_t)(s->B * s->K * s->N);
    if ((uint64_t)(s->B * s->M * s->N) > nc) nc = (uint64_t)(s->B * s->M * s->N);
    *flops += 2.0 * (double)s->B * (double)s->M * (double)s->N * (double)s->K;
  }
  float *A = pt_xmalloc((size_t)na * 4), *Bm = pt_xmalloc((size_t)nb * 4), *C = pt_xmalloc((size_t)nc * 4);
  for (uint64_t i = 0; i < na; i++) A[i] = 0.01f * (float)(i % 97);
  for (uint64_t i = 0; i < nb; i++) Bm[i] = 0.02f * (float)(i % 89);
  memset(C, 0, (size_t)nc * 4);
  double best = 1e30;
  for (int rep = 0; rep < SGEMM_RUNS; rep++) {
    double t0 = bench_now_s();
    for (uint32_t i = 0; i < g->len; i++) {
      const gemm_shape *s = &g->data[i];
      for (int64_t b = 0; b < s->B; b++)
        cblas_sgemm(CblasRowMajor, s->ta ? CblasTrans : CblasNoTrans, s->tb ? CblasTrans : CblasNoTrans, (blasint)s->M,
                    (blasint)s->N, (blasint)s->K, 1.0f, A + b * s->M * s->K, (blasint)(s->ta ? s->M : s->K),
                    Bm + b * s->K * s->N, (blasint)(s->tb ? s->K : s->N), 0.0f, C + b * s->M * s->N, (blasint)s->N);
    }
    double t = bench_now_s() - t0;
    if (t < best) best = t;
  }
  free(A);
  free(Bm);
  free(C);
  return best;
}

/* ---- running a function repeatedly ------------------------------------------------ */

typedef struct {
  double cold_s, steady_s;
  pt_interp_stats cold, steady; /* stats of the cold run and the best steady run */
  double last_output;           /* first element of the last result of the last run */
} run_result;

static bool run_repeatedly(const pt_module *m, uint32_t f, const pt_tensor *in, uint32_t n_in, int steady_runs,
                           run_result *rr) {
  pt_interp_arena *arena = pt_interp_arena_new(UINT64_C(8) << 30);
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  opts.profile = true;
  opts.arena = arena;
  pt_interp_stats *st = pt_xmalloc(sizeof *st);
  bool ok = true;
  rr->steady_s = 1e30;
  for (int rep = 0; rep <= steady_runs && ok; rep++) {
    pt_tensor *outs = NULL;
    uint32_t n_out = 0;
    double t0 = bench_now_s();
    pt_status *s = pt_interp_run(m, f, in, n_in, &opts, &outs, &n_out, st);
    double t = bench_now_s() - t0;
    if (failed(s, "pt_interp_run")) {
      ok = false;
      break;
    }
    if (rep == 0) {
      rr->cold_s = t;
      rr->cold = *st;
    } else if (t < rr->steady_s) {
      rr->steady_s = t;
      rr->steady = *st;
    }
    const pt_tensor *last = n_out ? &outs[n_out - 1] : NULL;
    rr->last_output = last && !last->is_token && pt_tensor_num_elements(last) ? pt_tensor_get_f64(last, 0) : 0.0;
    for (uint32_t i = 0; i < n_out; i++) pt_interp_arena_recycle(arena, &outs[i]);
    free(outs);
  }
  free(st);
  pt_interp_arena_free(arena);
  return ok;
}

static void free_inputs(pt_tensor *in, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) pt_tensor_free(&in[i]);
  free(in);
}

/* ---- (a) the training step ------------------------------------------------------ */

static bool bench_step(const char *path) {
  size_t len = 0;
  char *text = bench_slurp(path, &len);
  if (!text) {
    fprintf(stderr, "bench_interp: cannot read %s (run `make bench`, which unpacks bench/data/*.mlir.xz)\n", path);
    return false;
  }
  pt_module *m = load(path, text, len);
  free(text);
  if (!m) return false;
  uint32_t f = pt_module_find_func(m, "main");
  if (f == PT_NONE) {
    fprintf(stderr, "bench_interp: %s has no @main\n", path);
    pt_module_free(m);
    return false;
  }
  const pt_func *fn = &m->funcs.data[f];
  uint32_t n_in = pt_func_n_args(m, fn);
  pt_tensor *in = calloc(n_in ? n_in : 1, sizeof *in);
  if (failed(make_inputs(m, fn, in), "inputs")) {
    free_inputs(in, n_in);
    pt_module_free(m);
    return false;
  }
  gemm_vec gemms = {0};
  uint32_t n_transposed = 0;
  bool all_f32 = collect_gemms(m, fn->body, &gemms, &n_transposed);

  run_result rr;
  memset(&rr, 0, sizeof rr);
  bool ok = run_repeatedly(m, f, in, n_in, STEADY_RUNS, &rr);
  double raw_flops = 0, sgemm_s = ok ? time_sgemms(&gemms, &raw_flops) : 0;
  if (ok) {
    const pt_interp_stats *st = &rr.steady, *cs = &rr.cold;
    double flops = st->contraction_flops;
    double dot_s = st->op_seconds[PT_OP_DOT_GENERAL] + st->op_seconds[PT_OP_DOT];
    double cold_dot_s = cs->op_seconds[PT_OP_DOT_GENERAL] + cs->op_seconds[PT_OP_DOT];
    double interp = flops / dot_s * 1e-9, interp_cold = flops / cold_dot_s * 1e-9, raw = raw_flops / sgemm_s * 1e-9;
    double ratio = interp / raw;
    /* The biggest other costs, for reading the whole-step figure. */
    uint32_t top[3] = {PT_OP_COUNT, PT_OP_COUNT, PT_OP_COUNT};
    for (uint32_t k = 0; k < PT_OP_COUNT; k++) {
      if (k == PT_OP_DOT_GENERAL || k == PT_OP_DOT) continue;
      for (uint32_t j = 0; j < 3; j++) {
        if (top[j] == PT_OP_COUNT || st->op_seconds[k] > st->op_seconds[top[j]]) {
          for (uint32_t q = 2; q > j; q--) top[q] = top[q - 1];
          top[j] = k;
          break;
        }
      }
    }
    printf("  {\"bench\": \"transformer_step\", \"file\": \"%s\", \"ops_executed\": %llu, \"dot_general_ops\": %u, "
           "\"dot_general_operand_copies\": %u, \"contraction_gflop\": %.3f, \"flops_match_walk\": %s, \"all_f32\": %s,\n"
           "   \"cold_step_s\": %.4f, \"steady_step_s\": %.4f, \"steady_runs\": %d, \"peak_live_mb\": %.1f, \"loss\": %.6g,\n"
           "   \"dot_general_s\": %.4f, \"dot_general_share\": %.3f, \"cold_dot_general_s\": %.4f,\n"
           "   \"interp_contraction_gflops\": %.2f, \"interp_cold_contraction_gflops\": %.2f, \"step_gflops\": %.2f,\n"
           "   \"sgemm_s\": %.4f, \"sgemm_gflops\": %.2f, \"ratio\": %.3f, \"ratio_cold\": %.3f, \"goal_ratio\": 0.7, "
           "\"meets_goal\": %s,\n   \"top_other_ops_s\": {",
           path, (unsigned long long)st->n_ops, gemms.len, n_transposed, flops * 1e-9,
           fabs(raw_flops - flops) <= 1e-9 * flops ? "true" : "false", all_f32 ? "true" : "false", rr.cold_s, rr.steady_s,
           STEADY_RUNS, (double)st->peak_live_bytes / 1e6, rr.last_output, dot_s, dot_s / rr.steady_s, cold_dot_s, interp,
           interp_cold, flops / rr.steady_s * 1e-9, sgemm_s, raw, ratio, interp_cold / raw, ratio >= 0.7 ? "true" : "false");
    for (uint32_t j = 0; j < 3 && top[j] != PT_OP_COUNT; j++)
      printf("%s\"%s\": %.4f", j ? ", " : "", pt_op_name((pt_opcode)top[j]), st->op_seconds[top[j]]);
    printf("}},\n");
  }
  pt_vec_free(&gemms);
  free_inputs(in, n_in);
  pt_module_free(m);
  return ok;
}

/* ---- (b) elementwise throughput ------------------------------------------------- */

/* 2^24 f32 elements (64 MB per tensor): far beyond any cache, so every op
 * streams its operands from memory. */
#define EW_N 16777216
#define EW_T "tensor<16777216xf32>"
static const char ew_program[] =
    "func.func @main(%a: " EW_T ", %b: " EW_T ") -> " EW_T " {\n"
    "  %0 = stablehlo.add %a, %b : " EW_T "\n"
    "  %1 = stablehlo.multiply %0, %b : " EW_T "\n"
    "  %2 = stablehlo.exponential %1 : " EW_T "\n"
    "  %3 = stablehlo.subtract %2, %a : " EW_T "\n"
    "  %4 = stablehlo.maximum %3, %b : " EW_T "\n"
    "  %5 = stablehlo.negate %4 : " EW_T "\n"
    "  return %5 : " EW_T "\n"
    "}\n";

/* Bytes one op moves: every operand read once, the result written once. */
static double op_bytes(pt_opcode code) {
  int nin = code == PT_OP_EXPONENTIAL || code == PT_OP_NEGATE ? 1 : 2;
  return (double)(nin + 1) * 4.0 * (double)EW_N;
}

static bool bench_elementwise(void) {
  pt_module *m = load("elementwise.mlir", ew_program, sizeof ew_program - 1);
  if (!m) return false;
  uint32_t f = pt_module_find_func(m, "main");
  const pt_func *fn = &m->funcs.data[f];
  pt_tensor *in = calloc(2, sizeof *in);
  bool ok = !failed(make_inputs(m, fn, in), "inputs");
  run_result rr;
  memset(&rr, 0, sizeof rr);
  ok = ok && run_repeatedly(m, f, in, 2, EW_RUNS, &rr);
  free_inputs(in, 2);
  pt_module_free(m);
  if (!ok) return false;

  static const pt_opcode ops[] = {PT_OP_ADD, PT_OP_MULTIPLY, PT_OP_EXPONENTIAL, PT_OP_SUBTRACT, PT_OP_MAXIMUM,
                                  PT_OP_NEGATE};
  enum { N_OPS = sizeof ops / sizeof ops[0] };
  double bytes = 0;
  for (uint32_t i = 0; i < N_OPS; i++) bytes += op_bytes(ops[i]);

  /* memcpy of one tensor, into memory that is already mapped; it reads
   * and writes 4 * EW_N bytes each. */
  size_t nb = (size_t)EW_N * 4;
  char *src = pt_xmalloc(nb), *dst = pt_xmalloc(nb);
  memset(src, 1, nb);
  memset(dst, 2, nb);
  double mc = 1e30;
  for (int rep = 0; rep < MEMCPY_RUNS; rep++) {
    double t0 = bench_now_s();
    memcpy(dst, src, nb);
    double t = bench_now_s() - t0;
    if (t < mc) mc = t;
    src[rep] = dst[nb - 1 - (size_t)rep]; /* keep the copies observable */
  }
  free(src);
  free(dst);
  double memcpy_gbs = 2.0 * (double)nb / mc * 1e-9;
  double interp_gbs = bytes / rr.steady_s * 1e-9, cold_gbs = bytes / rr.cold_s * 1e-9;
  printf("  {\"bench\": \"elementwise\", \"elements\": %d, \"ops\": %d, \"gb_moved\": %.3f, \"cold_s\": %.4f, "
         "\"steady_s\": %.4f, \"steady_runs\": %d,\n   \"interp_gb_per_s\": %.2f, \"interp_cold_gb_per_s\": %.2f, "
         "\"memcpy_gb_per_s\": %.2f, \"ratio\": %.3f, \"ratio_cold\": %.3f, \"goal_ratio\": 0.5, \"meets_goal\": %s,\n"
         "   \"per_op_gb_per_s\": {",
         EW_N, (int)N_OPS, bytes * 1e-9, rr.cold_s, rr.steady_s, EW_RUNS, interp_gbs, cold_gbs, memcpy_gbs,
         interp_gbs / memcpy_gbs, cold_gbs / memcpy_gbs, interp_gbs / memcpy_gbs >= 0.5 ? "true" : "false");
  for (uint32_t i = 0; i < N_OPS; i++)
    printf("%s\"%s\": %.2f", i ? ", " : "", pt_op_name(ops[i]), op_bytes(ops[i]) / rr.steady.op_seconds[ops[i]] * 1e-9);
  printf("}}\n");
  return true;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: bench_interp STEP.mlir\n");
    return 2;
  }
  openblas_set_num_threads(1);
  printf("[\n");
  bool ok = bench_step(argv[1]);
  if (!ok) printf("  {\"bench\": \"transformer_step\", \"file\": \"%s\", \"error\": \"did not run\"},\n", argv[1]);
  ok = bench_elementwise() && ok;
  printf("]\n");
  return ok ? 0 : 1;
}
