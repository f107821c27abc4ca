/* bench_auto.c - the automatic tactic (src/search/) against the exhaustive
 * optimum and against the expert schedules; one JSON object on stdout.
 *
 *   bench_auto [--iterations N] [--threads N] [--no-optimality] [--no-fold]
 *              [--time STEP.mlir]... [--] MODEL.mlir ...
 *
 * Optimality: on the bundled small examples (MLP and the 2-layer
 * transformer on 2x2 and 2x4, one or both axes), every plan of the search's
 * decision space is simulated (pt_search_exhaustive) and the search, with
 * a fixed iteration count, is compared with that optimum.
 *
 * Against experts: each MODEL on the meshes 8, 2x4, 8x8 and 4x16, on
 * a100-80gb, h100-sxm and tpu-v4, at memory limits of 1.1x, 1.5x and 4x
 * the fully sharded reference (the smallest simulated peak of the expert
 * schedules: the arguments alone, divided over every device, are far
 * below what any plan needs, since activations dominate). The search gets
 * the experts as hints (as `--auto` does) and N iterations (default 32) on
 * N threads (default 2; the plans do not depend on it). Reported per
 * case: the plan's step time and peak, whether it is an expert's own, the
 * best feasible expert and the ratio, and the structure where data
 * parallelism (BP, BP+Z3) does not fit: the axis holding Megatron's
 * activation sharding and whether its links are the fastest (where they
 * are not: an exception when the plan is faster than every structured
 * alternative that fits, listed with its reason, else a failure). Then the
 * geometric mean and worst ratio, where the plan beats the experts, plans
 * over the limit (must be 0) and cases where an expert fits but the search
 * found nothing.
 *
 * Search time: each --time step on 8x8, h100-sxm, 1.5x, 64 iterations on
 * one thread, experts included; t(48)/t(12) from the names' "12l"/"48l".
 *
 * Iteration counts are fixed (deterministic on any machine); wall times
 * are reported beside them. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../src/search/auto.h"
#include "../src/tactics/tactics.h"
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
  uint32_t n_ratio, over_limit, missed, cases, with_expert, beats, structure_cases, structure_ok, no_expert, dp_fits;
  /* Structure cases without Megatron on the fastest link: exceptions (the
   * plan is faster than every structured alternative that fits, listed
   * with the reason in `exceptions`, a JSON list's items) and failures
   * (some structured alternative is faster: the search missed it). */
  uint32_t structure_exceptions, structure_failures;
  pt_buf exceptions;
  double worst, best;
  char worst_case[160], best_case[160];
} summary;

static const char *const HWS[] = {"a100-80gb", "h100-sxm", "tpu-v4"};
static const double FACTORS[] = {1.1, 1.5, 4.0};
static const char *const MESHES[] = {"batch=8", "batch=2,model=4", "batch=8,model=8", "batch=4,model=16"};

/* Per mesh axis, the share of the activations the Megatron expert (MP)
 * tiles on its model axis that the plan tiles on that axis at the same
 * dims (the measure megatron_axis judges). */
static void megatron_share(const pt_partition *mp, const pt_partition *bp, const pt_partition *plan,
                           uint32_t model_axis, double *share) {
  uint32_t total = 0, on[PT_MESH_MAX_AXES] = {0};
  for (uint32_t v = 0; v < mp->n_values; v++) {
    const pt_decision *d = pt_decision_get(mp, v, model_axis);
    if (d->kind != PT_DECISION_TILED || pt_decision_get(bp, v, 0)->kind != PT_DECISION_TILED) continue;
    total++;
    for (uint32_t ax = 0; ax < plan->mesh.n_axes; ax++) {
      const pt_decision *e = pt_decision_get(plan, v, ax);
      if (e->kind == PT_DECISION_TILED && e->dim == d->dim) on[ax]++;
    }
  }
  for (uint32_t ax = 0; ax < plan->mesh.n_axes; ax++) share[ax] = total ? (double)on[ax] / total : 0;
}

/* The structure of a plan: the mesh axis on which it tiles, at the same
 * dims, at least half of the activations the Megatron expert (MP) tiles
 * on its model axis (their heads and hidden dims; activations: the values
 * data parallelism, BP, tiles on its batch axis), or -1. Parameters and
 * optimizer state do not count: sharded ZeRO-style on those same dims,
 * they are not Megatron. */
static int32_t megatron_axis(const pt_partition *mp, const pt_partition *bp, const pt_partition *plan,
                             uint32_t model_axis) {
  double share[PT_MESH_MAX_AXES];
  megatron_share(mp, bp, plan, model_axis, share);
  int32_t best = -1;
  for (uint32_t ax = 0; ax < plan->mesh.n_axes; ax++)
    if (share[ax] >= 0.5 && (best < 0 || share[ax] > share[best])) best = (int32_t)ax;
  return best;
}

/* The plan with the roles of a two-axis mesh's axes exchanged (what it
 * tiles on one, tiled on the other), simulated: the same plan with its
 * Megatron on the other axis. Only where both axes have one size (the
 * tilings then divide alike). The plan is read back as a schedule (tactic
 * data) and each tactic's axis swapped. *peak is UINT64_MAX when the
 * exchanged plan cannot be applied. */
static pt_status *exchanged_plan(const pt_partition *root, const pt_search_result *r, const pt_hw *hw, double *step,
                                 uint64_t *peak) {
  *step = 0;
  *peak = UINT64_MAX;
  pt_buf json = {0};
  pt_search_schedule_json(root, r, &json);
  pt_schedule sched;
  pt_status *s = pt_schedule_parse(json.data, json.len, "<plan>", &sched);
  pt_buf_free(&json);
  if (s) return s;
  const char *names[2] = {root->mesh.names[0], root->mesh.names[1]};
  for (uint32_t i = 0; i < sched.n; i++) {
    pt_tactic *t = &sched.tactics[i];
    if (t->axis) t->axis = strcmp(t->axis, names[0]) == 0 ? names[1] : names[0];
  }
  pt_partition q;
  s = pt_partition_copy(root, &q);
  if (!s) {
    q.threads = 1;
    pt_status *refused = pt_schedule_run(&q, &sched, 0, NULL, NULL);
    if (!refused) s = pt_search_evaluate(&q, hw, &(pt_spmd_options){0}, step, peak);
    pt_status_free(refused); /* an action the exchanged axes refuse: no alternative */
    pt_partition_free(&q);
  }
  pt_schedule_free(&sched);
  return s;
}

/* Data parallelism over every axis with ZeRO-3 on each (the batch over
 * all devices, parameters and optimizer state sharded over all of them):
 * the most data parallelism can do. Its peak, or UINT64_MAX where it does
 * not apply. */
static uint64_t full_dp_peak(const pt_partition *root, const pt_hw *hw) {
  pt_buf text = {0};
  pt_buf_puts(&text, "[");
  static const char *const kinds[] = {"BP", "Z3"};
  for (uint32_t k = 0; k < 2; k++)
    for (uint32_t ax = 0; ax < root->mesh.n_axes; ax++)
      pt_buf_printf(&text, "%s{\"builtin\": \"%s\", \"axis\": \"%s\"}", k || ax ? ", " : "", kinds[k],
                    root->mesh.names[ax]);
  pt_buf_puts(&text, "]");
  pt_partition q;
  uint64_t peak = UINT64_MAX;
  double step;
  pt_status *s = pt_partition_copy(root, &q);
  if (!s) {
    q.threads = 1;
    s = pt_schedule_apply(&q, text.data, text.len, "<full-dp>", 0, NULL);
    if (!s) s = pt_search_evaluate(&q, hw, &(pt_spmd_options){0}, &step, &peak);
    if (s) peak = UINT64_MAX;
    pt_partition_free(&q);
  }
  pt_status_free(s);
  pt_buf_free(&text);
  return peak;
}

/* One model on one mesh: the module, its root state (one thread) and its
 * analysis, with the time parsing and analysis took. */
typedef struct {
  pt_module *m;
  pt_mesh mesh;
  pt_partition root;
  pt_analysis a;
  double parse_s, analysis_s;
  bool have_root, have_analysis;
} bench_case;

static pt_status *case_open(const char *path, const char *mesh_text, bench_case *c) {
  memset(c, 0, sizeof *c);
  double t0 = bench_now_s();
  pt_status *s = load(path, &c->m);
  c->parse_s = bench_now_s() - t0;
  if (!s) s = pt_mesh_parse(mesh_text, &c->mesh);
  if (!s) s = pt_partition_init(&c->root, c->m, 0, &c->mesh);
  if (s) return s;
  c->have_root = true;
  c->root.threads = 1;
  t0 = bench_now_s();
  s = pt_analysis_run(c->m, 0, &c->mesh, &c->a);
  c->analysis_s = bench_now_s() - t0;
  c->have_analysis = !s;
  return s;
}

static void case_close(bench_case *c) {
  if (c->have_analysis) pt_analysis_free(&c->a);
  if (c->have_root) pt_partition_free(&c->root);
  if (c->m) pt_module_free(c->m);
}

/* The expert schedules that apply on one profile, as the search's hints,
 * their simulated figures in a cache the searches share, and the smallest
 * expert peak (UINT64_MAX: none applies), which the limits scale. */
typedef struct {
  pt_auto_expert x[PT_AUTO_MAX_EXPERTS];
  pt_partition states[PT_AUTO_MAX_EXPERTS];
  const pt_partition *hints[PT_AUTO_MAX_EXPERTS];
  int32_t hint_expert[PT_AUTO_MAX_EXPERTS]; /* hint -> expert */
  uint32_t nx, n_hints;
  uint64_t ref;
  pt_search_cache *cache;
  double seconds; /* simulating them */
} bench_experts;

static pt_status *experts_open(const pt_partition *root, const pt_hw *hw, uint32_t mask, bench_experts *e) {
  memset(e, 0, sizeof *e);
  e->ref = UINT64_MAX;
  pt_auto_spec spec = {.axes_mask = mask, .hw = hw, .budget_s = 1e9};
  double t0 = bench_now_s();
  pt_status *s = pt_auto_expert_states(root, &spec, 0, e->x, e->states, &e->nx);
  e->seconds = bench_now_s() - t0;
  e->cache = pt_search_cache_new();
  for (uint32_t i = 0; i < e->nx && !s; i++) {
    if (!e->x[i].applied) continue;
    e->hint_expert[e->n_hints] = (int32_t)i;
    e->hints[e->n_hints++] = &e->states[i];
    pt_search_cache_put(e->cache, pt_partition_hash(&e->states[i]), e->x[i].step_s, e->x[i].peak_bytes);
    if (e->x[i].peak_bytes < e->ref) e->ref = e->x[i].peak_bytes;
  }
  return s;
}

static void experts_close(bench_experts *e) {
  pt_search_cache_free(e->cache);
  for (uint32_t i = 0; i < e->nx; i++) pt_partition_free(&e->states[i]);
}

/* The applied expert named `name`, or -1. */
static int32_t expert_named(const bench_experts *e, const char *name) {
  for (uint32_t i = 0; i < e->nx; i++)
    if (e->x[i].applied && strcmp(e->x[i].name, name) == 0) return (int32_t)i;
  return -1;
}

/* One model on one mesh: every hardware profile and limit. The expert
 * schedules are the search's hints; one cache of simulated figures per
 * hardware profile serves its three limits. */
static pt_status *against_experts(const char *path, const char *mesh_text, uint64_t iterations, uint32_t threads,
                                  bool no_fold, summary *sum, bool *first) {
  bench_case c;
  pt_status *s = case_open(path, mesh_text, &c);
  const pt_mesh mesh = c.mesh;
  const pt_partition *root = &c.root;
  uint32_t mask = (1u << mesh.n_axes) - 1u;
  for (size_t h = 0; h < 3 && !s; h++) {
    pt_hw hw;
    s = pt_hw_load(HWS[h], &hw);
    if (s) break;
    bench_experts e;
    s = experts_open(root, &hw, mask, &e);
    if (s) {
      experts_close(&e);
      break;
    }
    const pt_auto_expert *x = e.x;
    uint32_t nx = e.nx;
    uint64_t ref = e.ref;
    int32_t bp = expert_named(&e, "BP"), bpz3 = expert_named(&e, "BP+Z3"), mp = expert_named(&e, "MP");
    if (ref == UINT64_MAX) sum->no_expert += 3;
    uint64_t dp_all = mesh.n_axes == 2 && mp >= 0 ? full_dp_peak(root, &hw) : UINT64_MAX;
    for (size_t f = 0; f < 3 && !s && ref != UINT64_MAX; f++) {
      uint64_t limit = (uint64_t)((double)ref * FACTORS[f]);
      pt_search_options o = {.axes_mask = mask, .hw = &hw, .memory_limit = limit, .iterations = iterations,
                             .hints = e.hints, .n_hints = e.n_hints, .threads = threads, .cache = e.cache,
                             .no_fold = no_fold};
      pt_search_result r;
      s = pt_search_run(root, &c.a, &o, &r);
      if (s) break;
      int best = -1;
      for (uint32_t i = 0; i < nx; i++)
        if (x[i].applied && x[i].peak_bytes <= limit && (best < 0 || x[i].step_s < x[best].step_s)) best = (int)i;
      double ratio = best >= 0 && r.found ? r.step_s / x[best].step_s : 0; /* 0: no ratio */
      char label[160];
      snprintf(label, sizeof label, "%s %s %s %.1fx", path, mesh_text, HWS[h], FACTORS[f]);
      sum->cases++;
      if (best >= 0) sum->with_expert++;
      if (r.found && r.peak_bytes > limit) sum->over_limit++;
      if (best >= 0 && !r.found) sum->missed++;
      if (best >= 0 && r.found) {
        sum->log_sum += log(ratio);
        sum->n_ratio++;
        if (ratio > sum->worst) sum->worst = ratio, memcpy(sum->worst_case, label, sizeof label);
        if (sum->best == 0 || ratio < sum->best) sum->best = ratio, memcpy(sum->best_case, label, sizeof label);
        if (ratio < 0.99) sum->beats++;
      }
      /* Structure: where data parallelism applies but does not fit (BP,
       * nor BP+Z3, nor both over every axis), Megatron on an axis with the
       * fastest links. */
      const char *structure = "null";
      char sbuf[320];
      bool dp_short = bp >= 0 && x[bp].peak_bytes > limit && (bpz3 < 0 || x[bpz3].peak_bytes > limit) &&
                      (dp_all == UINT64_MAX || dp_all > limit);
      if (mesh.n_axes == 2 && mp >= 0 && bp >= 0 && x[bp].peak_bytes > limit && dp_all <= limit) sum->dp_fits++;
      if (r.found && mp >= 0 && mesh.n_axes == 2 && dp_short) {
        pt_partition plan;
        s = pt_partition_copy(root, &plan);
        if (!s) s = pt_search_apply(&plan, &c.a, &r, 0);
        if (s) break;
        int32_t ax = megatron_axis(&e.states[mp], &e.states[bp], &plan, 1);
        double share[2];
        megatron_share(&e.states[mp], &e.states[bp], &plan, 1, share);
        double bw[2];
        for (uint32_t k = 0; k < 2; k++) bw[k] = pt_hw_link_for(&hw, &mesh, 1u << k)->bandwidth;
        bool ok = ax >= 0 && bw[ax] >= bw[1 - ax];
        sum->structure_cases++;
        sum->structure_ok += ok;
        /* Otherwise the plan is held against the structured alternatives
         * that fit: the expert schedules with Megatron (MP) on 'model',
         * when 'model' has the fastest links, and on a mesh of equal axes
         * the plan itself with its axes exchanged. Faster than all of
         * them, it is an exception with its reason; else a failure. */
        const char *verdict = ok ? "megatron_on_fastest_link" : "failure";
        char why[400] = "";
        if (!ok) {
          int alt = -1; /* the fastest fitting Megatron expert */
          for (uint32_t i = 0; bw[1] >= bw[0] && i < nx; i++)
            if (x[i].applied && strstr(x[i].name, "MP") && x[i].peak_bytes <= limit &&
                (alt < 0 || x[i].step_s < x[alt].step_s))
              alt = (int)i;
          double ex_step = 0;
          uint64_t ex_peak = UINT64_MAX;
          if (ax >= 0 && mesh.sizes[0] == mesh.sizes[1]) s = exchanged_plan(root, &r, &hw, &ex_step, &ex_peak);
          if (s) {
            pt_partition_free(&plan);
            pt_search_result_free(&r);
            break;
          }
          bool ex_fits = ex_peak <= limit;
          bool beats = (alt < 0 || r.step_s < x[alt].step_s) && (!ex_fits || r.step_s < ex_step);
          verdict = beats ? "exception" : "failure";
          int n = snprintf(why, sizeof why, "%s", ax >= 0 ? "Megatron on the slower link" : "no axis holds half of MP's activations");
          n += snprintf(why + n, sizeof why - (size_t)n, " (share on %s %.0f%%, on %s %.0f%%); plan %.3g ms",
                        mesh.names[0], 100 * share[0], mesh.names[1], 100 * share[1], r.step_s * 1e3);
          if (ex_peak != UINT64_MAX)
            n += snprintf(why + n, sizeof why - (size_t)n, ", axes exchanged %.3g ms%s", ex_step * 1e3,
                          ex_fits ? "" : " (over the limit)");
          if (alt >= 0)
            n += snprintf(why + n, sizeof why - (size_t)n, ", best fitting Megatron expert %s %.3g ms", x[alt].name,
                          x[alt].step_s * 1e3);
          else
            n += snprintf(why + n, sizeof why - (size_t)n, ", no Megatron expert fits");
          snprintf(why + n, sizeof why - (size_t)n, "%s", beats ? ": the plan is faster than every structured alternative"
                                                                : ": a structured alternative is faster");
          if (beats) sum->structure_exceptions++;
          else sum->structure_failures++;
          pt_buf_printf(&sum->exceptions, "%s\n      {\"case\": ", sum->exceptions.len ? "," : "");
          pt_buf_json_string(&sum->exceptions, label, strlen(label));
          pt_buf_printf(&sum->exceptions, ", \"verdict\": \"%s\", \"reason\": ", verdict);
          pt_buf_json_string(&sum->exceptions, why, strlen(why));
          pt_buf_puts(&sum->exceptions, "}");
        }
        snprintf(sbuf, sizeof sbuf,
                 "{\"megatron_axis\": %s%s%s, \"megatron_share\": [%.2f, %.2f], \"link_gb_s\": [%.0f, %.0f], "
                 "\"on_fastest_link\": %s, \"verdict\": \"%s\"}",
                 ax >= 0 ? "\"" : "", ax >= 0 ? mesh.names[ax] : "null", ax >= 0 ? "\"" : "", share[0], share[1],
                 bw[0] / 1e9, bw[1] / 1e9, ok ? "true" : "false", verdict);
        structure = sbuf;
        pt_partition_free(&plan);
      }
      printf("%s\n    {\"model\": ", *first ? "" : ",");
      *first = false;
      put_str(path);
      printf(", \"mesh\": \"%s\", \"hw\": \"%s\", \"limit_x\": %.1f, \"limit_bytes\": %llu, "
             "\"iterations\": %llu, \"evaluations\": %llu, \"simulations\": %llu, \"search_seconds\": %.2f, "
             "\"found\": %s, \"step_s\": %.6g, \"peak_bytes\": %llu, \"decisions\": %u, \"expert_plan\": ",
             mesh_text, HWS[h], FACTORS[f], (unsigned long long)limit, (unsigned long long)iterations,
             (unsigned long long)r.evaluations, (unsigned long long)r.simulations, r.seconds,
             r.found ? "true" : "false", r.found ? r.step_s : 0, (unsigned long long)(r.found ? r.peak_bytes : 0),
             r.steps.len);
      /* Whether the plan is an expert's own (its hint's exact replay). */
      bool own = r.found && r.steps.len && r.steps.data[0].decision == PT_SEARCH_HINT_STEP && r.best_hint >= 0;
      if (own) put_str(x[e.hint_expert[r.best_hint]].name);
      else printf("null");
      printf(", \"best_expert\": ");
      if (best >= 0) {
        put_str(x[best].name);
        printf(", \"best_expert_step_s\": %.6g, \"ratio\": %.4f", x[best].step_s, ratio);
      } else printf("null");
      printf(", \"structure\": %s, \"experts\": {", structure);
      for (uint32_t i = 0; i < nx; i++) {
        printf("%s\"%s\": ", i ? ", " : "", x[i].name);
        if (x[i].applied)
          printf("{\"step_s\": %.6g, \"peak_bytes\": %llu, \"fits\": %s}", x[i].step_s,
                 (unsigned long long)x[i].peak_bytes, x[i].peak_bytes <= limit ? "true" : "false");
        else printf("null");
      }
      printf("}, \"experts_seconds\": %.2f}", e.seconds);
      fflush(stdout);
      pt_search_result_free(&r);
    }
    experts_close(&e);
  }
  case_close(&c);
  return s;
}

/* Search time on one core: one GPT step on 8x8, h100-sxm, 1.5x the
 * smallest expert peak, the same iteration count at every depth; the
 * experts' simulations (the hints) included, parsing and analysis apart. */
static pt_status *search_time(const char *path, uint64_t iterations, bool no_fold, bool first, double *seconds) {
  bench_case c;
  pt_status *s = case_open(path, "batch=8,model=8", &c);
  pt_hw hw;
  if (!s) s = pt_hw_load("h100-sxm", &hw);
  if (!s) {
    double t0 = bench_now_s();
    bench_experts e;
    s = experts_open(&c.root, &hw, 3, &e);
    pt_search_result r;
    memset(&r, 0, sizeof r);
    if (!s && e.ref != UINT64_MAX) {
      pt_search_options o = {.axes_mask = 3, .hw = &hw, .memory_limit = (uint64_t)((double)e.ref * 1.5),
                             .iterations = iterations, .hints = e.hints, .n_hints = e.n_hints, .threads = 1,
                             .cache = e.cache, .no_fold = no_fold};
      s = pt_search_run(&c.root, &c.a, &o, &r);
    }
    *seconds = bench_now_s() - t0;
    if (!s) {
      printf("%s\n    {\"model\": ", first ? "" : ",");
      put_str(path);
      printf(", \"iterations\": %llu, \"threads\": 1, \"parse_s\": %.2f, \"analysis_s\": %.2f, "
             "\"search_s\": %.2f, \"evaluations\": %llu, \"simulations\": %llu, \"step_s\": %.6g}",
             (unsigned long long)iterations, c.parse_s, c.analysis_s, *seconds,
             (unsigned long long)r.evaluations, (unsigned long long)r.simulations, r.step_s);
      fflush(stdout);
    }
    pt_search_result_free(&r);
    experts_close(&e);
  }
  case_close(&c);
  return s;
}

static void usage(void) {
  fprintf(stderr, "usage: bench_auto [--iterations N] [--threads N] [--no-optimality] [--no-fold] [--time STEP.mlir]... [--] "
                  "MODEL.mlir...\n");
}

int main(int argc, char **argv) {
  uint64_t iterations = 32;
  uint32_t threads = 2;
  const char *time_paths[8];
  uint32_t n_time = 0;
  bool with_optimality = true, no_fold = false;
  int i = 1;
  for (; i < argc; i++) {
    if (!strcmp(argv[i], "--") && ++i) break;
    if (i + 1 < argc && !strcmp(argv[i], "--iterations")) iterations = strtoull(argv[++i], NULL, 10);
    else if (i + 1 < argc && !strcmp(argv[i], "--threads")) threads = (uint32_t)strtoul(argv[++i], NULL, 10);
    else if (i + 1 < argc && !strcmp(argv[i], "--time") && n_time < 8) time_paths[n_time++] = argv[++i];
    else if (!strcmp(argv[i], "--no-optimality")) with_optimality = false;
    else if (!strcmp(argv[i], "--no-fold")) no_fold = true; /* every state judged whole, for comparison */
    else if (argv[i][0] == '-') {
      usage();
      return 2;
    } else break;
  }
  pt_hw hw;
  pt_status *s = pt_hw_load("h100-sxm", &hw);
  uint32_t n_cases = 0, n_optimal = 0;
  double worst = 0;
  double t0 = bench_now_s();
  printf("{\"bench\": \"auto\",\n");
  if (!s && with_optimality) s = optimality(&hw, &n_cases, &n_optimal, &worst);
  printf("  \"optimality_summary\": {\"cases\": %u, \"optimal\": %u, \"worst_ratio\": %.4f},\n", n_cases, n_optimal,
         worst);
  summary sum = {0};
  bool first = true;
  double t_experts = bench_now_s();
  printf("  \"experts\": [");
  for (int k = i; k < argc && !s; k++)
    for (size_t g = 0; g < sizeof MESHES / sizeof MESHES[0] && !s; g++)
      s = against_experts(argv[k], MESHES[g], iterations, threads, no_fold, &sum, &first);
  t_experts = bench_now_s() - t_experts;
  printf("\n  ],\n  \"experts_summary\": {\"cases\": %u, \"no_expert_applies\": %u, \"with_feasible_expert\": %u, "
         "\"with_feasible_expert_and_plan\": %u, \"geomean_ratio_vs_best_feasible_expert\": %.4f, "
         "\"worst_ratio\": %.4f, \"worst_case\": ",
         sum.cases, sum.no_expert, sum.with_expert, sum.n_ratio, sum.n_ratio ? exp(sum.log_sum / sum.n_ratio) : 0.0,
         sum.worst);
  put_str(sum.worst_case);
  printf(", \"best_ratio\": %.4f, \"best_case\": ", sum.best);
  put_str(sum.best_case);
  printf(", \"beats_best_expert_by_1pct\": %u, \"plans_over_limit\": %u, \"missed_when_expert_fits\": %u, "
         "\"bp_over_limit_but_full_dp_fits\": %u, \"structure_cases\": %u, \"structure_megatron_on_fastest_link\": %u, "
         "\"structure_exceptions\": %u, \"structure_failures\": %u, \"structure_not_on_fastest_link\": [%s\n    ], "
         "\"iterations\": %llu, "
         "\"threads\": %u, \"seconds\": %.1f},\n",
         sum.beats, sum.over_limit, sum.missed, sum.dp_fits, sum.structure_cases, sum.structure_ok,
         sum.structure_exceptions, sum.structure_failures, sum.exceptions.data ? sum.exceptions.data : "",
         (unsigned long long)iterations, threads, t_experts);
  pt_buf_free(&sum.exceptions);
  printf("  \"search_time\": [");
  double t12 = 0, t48 = 0;
  for (uint32_t k = 0; k < n_time && !s; k++) {
    double t = 0;
    s = search_time(time_paths[k], 64, no_fold, k == 0, &t);
    if (strstr(time_paths[k], "12l")) t12 = t;
    if (strstr(time_paths[k], "48l")) t48 = t;
  }
  printf("\n  ],\n  \"search_time_t48_over_t12\": %.2f,\n  \"seconds\": %.1f}\n", t12 > 0 ? t48 / t12 : 0.0,
         bench_now_s() - t0);
  if (s) {
    fprintf(stderr, "bench_auto: %s\n", pt_status_message(s));
    pt_status_free(s);
    return 1;
  }
  return 0;
}
