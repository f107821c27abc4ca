/* bench_auto.c - the automatic tactic (src/search/) against the exhaustive
 * optimum and against the expert schedules; one JSON object on stdout.
 *
 *   bench_auto GPT_STEP.mlir ...
 *
 * Optimality: on the bundled small examples (MLP and the 2-layer
 * transformer on 2x2 and 2x4, one or both axes), every plan of the search's
 * decision space is simulated (pt_search_exhaustive) and the search, with
 * a fixed iteration count, is compared with that optimum.
 *
 * Against experts: each GPT step given, on 8x8 (batch, model), on
 * a100-80gb, h100-sxm and tpu-v4, at memory limits of 1.1x, 1.5x and 4x
 * the fully sharded reference (the smallest simulated peak of the expert
 * schedules, BP+MP+Z3 in practice: the arguments alone, divided over all
 * 64 devices, are far below what any plan needs, since activations
 * dominate). Reported per case: the plan's step time and peak, whether it
 * fits, the best feasible expert, their ratio; then the geometric mean of
 * the ratios where an expert fits, the worst ratio, plans over the limit
 * (must be 0) and cases where an expert fits but the search found nothing.
 *
 * Iteration counts are fixed (deterministic on any machine); wall times
 * are reported beside them. An evaluation (lowering + simulation, not yet
 * incremental) costs ~20 ms on GPT-12L, so the counts are modest. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../src/search/auto.h"
#include "../src/stablehlo/stablehlo.h"
#include "bench_util.h"

static pt_status *load(const char *path, pt_module **out) {
  size_t len;
  char *text = bench_slurp(path, &len);
  if (!text) return pt_status_make(PT_ERR_IO, "error: cannot read %s", path);
  pt_status *s = pt_parse_module(path, text, len, out);
  free(text);
  if (!s) s = pt_module_inline_calls(*out);
  if (!s) s = pt_verify_module(*out);
  return s;
}

static void put_str(const char *s) {
  pt_buf b = {0};
  pt_buf_json_string(&b, s, strlen(s));
  fputs(b.data, stdout);
  pt_buf_free(&b);
}

typedef struct {
  const char *path, *mesh;
  uint32_t axes_mask;
  double fraction; /* of the unsharded peak */
  uint64_t iterations;
} small_case;

static pt_status *optimality(const pt_hw *hw, uint32_t *n_cases, uint32_t *n_optimal, double *worst) {
  static const small_case cases[] = {
      {"examples/mlp.mlir", "batch=2,model=2", 3, 1.0, 300},  {"examples/mlp.mlir", "batch=2,model=2", 3, 0.4, 300},
      {"examples/mlp.mlir", "batch=2,model=4", 3, 0.3, 300},  {"examples/mlp.mlir", "batch=2,model=4", 3, 0.6, 300},
      {"examples/transformer.mlir", "batch=2,model=2", 1, 0.7, 300},
      {"examples/transformer.mlir", "batch=2,model=2", 2, 0.6, 300},
      {"examples/transformer.mlir", "batch=2,model=4", 2, 0.5, 300},
      {"examples/transformer.mlir", "batch=2,model=2", 3, 0.5, 300},
  };
  pt_status *s = NULL;
  printf("  \"optimality\": [");
  for (size_t k = 0; k < sizeof cases / sizeof cases[0] && !s; k++) {
    const small_case *c = &cases[k];
    pt_module *m = NULL;
    pt_mesh mesh;
    pt_partition root;
    pt_analysis a;
    s = load(c->path, &m);
    if (!s) s = pt_mesh_parse(c->mesh, &mesh);
    if (!s) s = pt_partition_init(&root, m, 0, &mesh);
    if (s) {
      if (m) pt_module_free(m);
      break;
    }
    root.threads = 1;
    s = pt_analysis_run(m, 0, &mesh, &a);
    double step0;
    uint64_t peak0 = 0;
    if (!s) s = pt_search_evaluate(&root, hw, &(pt_spmd_options){0}, &step0, &peak0);
    pt_search_options o = {.axes_mask = c->axes_mask,
                           .hw = hw,
                           .memory_limit = (uint64_t)((double)peak0 * c->fraction),
                           .iterations = c->iterations};
    pt_search_result best, r;
    memset(&best, 0, sizeof best);
    memset(&r, 0, sizeof r);
    pt_status *e = s ? NULL : pt_search_exhaustive(&root, &a, &o, 5000, &best);
    double t0 = bench_now_s();
    if (!s) s = pt_search_run(&root, &a, &o, &r);
    double t = bench_now_s() - t0;
    if (!s) {
      printf("%s\n    {\"model\": ", k ? "," : "");
      put_str(c->path);
      printf(", \"mesh\": \"%s\", \"axes_mask\": %u, \"limit_fraction\": %.2f, \"iterations\": %llu", c->mesh,
             c->axes_mask, c->fraction, (unsigned long long)c->iterations);
      if (e) {
        printf(", \"skipped\": \"more than 5000 states\"}");
        pt_status_free(e);
      } else {
        double ratio = best.found && r.found ? r.step_s / best.step_s : 0;
        printf(", \"states\": %llu, \"optimum_step_s\": %.6g, \"search_step_s\": %.6g, \"ratio\": %.4f, "
               "\"found_optimum\": %s, \"search_evaluations\": %llu, \"search_seconds\": %.3f}",
               (unsigned long long)best.nodes, best.step_s, r.step_s, ratio,
               best.found && r.found && r.hash == best.hash ? "true" : best.found && ratio <= 1.0 ? "true" : "false",
               (unsigned long long)r.evaluations, t);
        if (best.found && r.found) {
          (*n_cases)++;
          if (ratio <= 1.0) (*n_optimal)++;
          if (ratio > *worst) *worst = ratio;
        }
      }
    }
    pt_search_result_free(&best);
    pt_search_result_free(&r);
    pt_analysis_free(&a);
    pt_partition_free(&root);
    pt_module_free(m);
  }
  printf("\n  ],\n");
  return s;
}

typedef struct {
  double log_sum;
  uint32_t n_ratio, over_limit, missed, cases;
  double worst;
} summary;

static pt_status *against_experts(const char *path, uint64_t iterations, summary *sum, bool *first) {
  static const char *const hws[] = {"a100-80gb", "h100-sxm", "tpu-v4"};
  static const double factors[] = {1.1, 1.5, 4.0};
  pt_module *m = NULL;
  pt_mesh mesh;
  pt_partition root;
  pt_analysis a;
  pt_status *s = load(path, &m);
  if (!s) s = pt_mesh_parse("batch=8,model=8", &mesh);
  if (!s) s = pt_partition_init(&root, m, 0, &mesh);
  if (s) {
    if (m) pt_module_free(m);
    return s;
  }
  root.threads = 1;
  s = pt_analysis_run(m, 0, &mesh, &a);
  for (size_t h = 0; h < 3 && !s; h++) {
    pt_hw hw;
    s = pt_hw_load(hws[h], &hw);
    if (s) break;
    pt_auto_spec spec = {.axes_mask = 3, .hw = &hw, .budget_s = 1e9};
    pt_auto_expert x[PT_AUTO_MAX_EXPERTS];
    pt_partition states[PT_AUTO_MAX_EXPERTS];
    const pt_partition *hints[PT_AUTO_MAX_EXPERTS];
    uint32_t nx = 0, n_hints = 0;
    double te = bench_now_s();
    s = pt_auto_expert_states(&root, &spec, 0, x, states, &nx);
    te = bench_now_s() - te;
    if (s) break;
    for (uint32_t i = 0; i < nx; i++)
      if (x[i].applied) hints[n_hints++] = &states[i];
    uint64_t ref = UINT64_MAX;
    for (uint32_t i = 0; i < nx; i++)
      if (x[i].applied && x[i].peak_bytes < ref) ref = x[i].peak_bytes;
    for (size_t f = 0; f < 3 && !s && ref != UINT64_MAX; f++) {
      uint64_t limit = (uint64_t)((double)ref * factors[f]);
      pt_search_options o = {.axes_mask = 3, .hw = &hw, .memory_limit = limit, .iterations = iterations,
                             .hints = hints, .n_hints = n_hints, .threads = 1};
      pt_search_result r;
      s = pt_search_run(&root, &a, &o, &r);
      if (s) break;
      int best = -1;
      for (uint32_t i = 0; i < nx; i++)
        if (x[i].applied && x[i].peak_bytes <= limit && (best < 0 || x[i].step_s < x[best].step_s)) best = (int)i;
      double ratio = best >= 0 && r.found ? r.step_s / x[best].step_s : 0; /* 0: no ratio */
      sum->cases++;
      if (r.found && r.peak_bytes > limit) sum->over_limit++;
      if (best >= 0 && !r.found) sum->missed++;
      if (best >= 0 && r.found) {
        sum->log_sum += log(ratio);
        sum->n_ratio++;
        if (ratio > sum->worst) sum->worst = ratio;
      }
      printf("%s\n    {\"model\": ", *first ? "" : ",");
      *first = false;
      put_str(path);
      printf(", \"mesh\": \"batch=8,model=8\", \"hw\": \"%s\", \"limit_x\": %.1f, \"limit_bytes\": %llu, "
             "\"iterations\": %llu, \"evaluations\": %llu, \"search_seconds\": %.2f, \"found\": %s, "
             "\"step_s\": %.6g, \"peak_bytes\": %llu, \"decisions\": %u, \"from_hint\": %d, \"best_expert\": ",
             hws[h], factors[f], (unsigned long long)limit, (unsigned long long)iterations,
             (unsigned long long)r.evaluations, r.seconds, r.found ? "true" : "false", r.found ? r.step_s : 0,
             (unsigned long long)(r.found ? r.peak_bytes : 0), r.steps.len, r.best_hint);
      if (best >= 0) {
        put_str(x[best].name);
        printf(", \"best_expert_step_s\": %.6g, \"ratio\": %.4f", x[best].step_s, ratio);
      } else printf("null");
      printf(", \"experts\": {");
      for (uint32_t i = 0; i < nx; i++) {
        printf("%s\"%s\": ", i ? ", " : "", x[i].name);
        if (x[i].applied)
          printf("{\"step_s\": %.6g, \"peak_bytes\": %llu, \"fits\": %s}", x[i].step_s,
                 (unsigned long long)x[i].peak_bytes, x[i].peak_bytes <= limit ? "true" : "false");
        else printf("null");
      }
      printf("}, \"experts_seconds\": %.2f}", te);
      fflush(stdout);
      pt_search_result_free(&r);
    }
    for (uint32_t i = 0; i < nx; i++) pt_partition_free(&states[i]);
  }
  pt_analysis_free(&a);
  pt_partition_free(&root);
  pt_module_free(m);
  return s;
}

int main(int argc, char **argv) {
  pt_hw hw;
  pt_status *s = pt_hw_load("h100-sxm", &hw);
  uint32_t n_cases = 0, n_optimal = 0;
  double worst = 0;
  double t0 = bench_now_s();
  printf("{\"bench\": \"auto\",\n");
  if (!s) s = optimality(&hw, &n_cases, &n_optimal, &worst);
  printf("  \"optimality_summary\": {\"cases\": %u, \"optimal\": %u, \"worst_ratio\": %.4f},\n", n_cases, n_optimal,
         worst);
  summary sum = {0};
  bool first = true;
  printf("  \"experts\": [");
  for (int i = 1; i < argc && !s; i++) {
    /* Deeper models cost more per evaluation: fewer iterations. */
    uint64_t iterations = strstr(argv[i], "48l") ? 24 : strstr(argv[i], "24l") ? 32 : 48;
    s = against_experts(argv[i], iterations, &sum, &first);
  }
  printf("\n  ],\n  \"experts_summary\": {\"cases\": %u, \"with_feasible_expert_and_plan\": %u, "
         "\"geomean_ratio_vs_best_feasible_expert\": %.4f, \"worst_ratio\": %.4f, \"plans_over_limit\": %u, "
         "\"missed_when_expert_fits\": %u},\n  \"seconds\": %.1f}\n",
         sum.cases, sum.n_ratio, sum.n_ratio ? exp(sum.log_sum / sum.n_ratio) : 0.0, sum.worst, sum.over_limit,
         sum.missed, bench_now_s() - t0);
  if (s) {
    fprintf(stderr, "bench_auto: %s\n", pt_status_message(s));
    pt_status_free(s);
    return 1;
  }
  return 0;
}
