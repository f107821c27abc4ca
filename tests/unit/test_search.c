/* test_search.c - the automatic tactic (src/search/):
 *
 *   - determinism: the same seed and iteration budget give the same plan
 *     (decisions, hash, step time, evaluations) on 1, 2 and 3 threads,
 *     and with a shared cache of simulations (which the second search
 *     then does not repeat);
 *   - expert hints: with the expert schedules as hints, the plan is never
 *     slower than the fastest expert that fits the limit, on every
 *     bundled example, and its saved schedule reproduces it;
 *   - the saved manual schedule reproduces the plan exactly: applied
 *     without search after the same earlier tactics, it gives the plan's
 *     hash and simulated figures; so does replaying the steps;
 *   - the memory limit: on a sweep of limits over the examples and two
 *     meshes, a plan is never over its limit (re-simulated), and the
 *     memory lower bound is never above a plan's simulated peak;
 *   - where no plan fits, the error says how far the best one was;
 *     unknown axes and a zero budget are errors;
 *   - earlier tactics stay fixed: from a schedule's state, every decision
 *     it made is still there in the plan;
 *   - optimality: where the decision space can be enumerated (MLP and the
 *     2-layer transformer on 2x2), the search's plan is within 2% of the
 *     exhaustive optimum;
 *   - every plan found on the small examples (MLP, transformer,
 *     Llama-style) passes verification by execution (the SPMD program on one thread per device against the
 *     reference interpreter), through the public API and the saved
 *     schedule. */
#include <math.h>

#include "partir.h"
#include "test_search_util.h"

static bool same_plan(const pt_search_result *x, const pt_search_result *y) {
  if (x->found != y->found || x->hash != y->hash || x->steps.len != y->steps.len || x->step_s != y->step_s ||
      x->peak_bytes != y->peak_bytes)
    return false;
  for (uint32_t i = 0; i < x->steps.len; i++)
    if (x->steps.data[i].decision != y->steps.data[i].decision) return false;
  return true;
}

/* The plan's schedule, applied from the root's earlier tactics, and the
 * replayed steps: the same state as the search's. */
static void check_reproduces(const fixture *f, const pt_search_result *r, const char *earlier, uint32_t first) {
  if (!r->steps.len) return; /* an empty schedule is not a schedule: nothing to reproduce */
  pt_buf json = {0};
  pt_search_schedule_json(&f->root, r, &json);
  pt_partition p, q;
  pt_status *s = pt_partition_copy(&f->root, &p);
  CHECK(s == NULL);
  if (s) return;
  s = pt_schedule_apply(&p, json.data, json.len, "<saved>", first, NULL);
  CHECK(s == NULL);
  if (s) fprintf(stderr, "saved schedule: %s\n%s", pt_status_message(s), json.data);
  pt_status_free(s);
  CHECK(pt_partition_hash(&p) == r->hash);
  double step = 0;
  uint64_t peak = 0;
  s = pt_search_evaluate(&p, &f->hw, &(pt_spmd_options){0}, &step, &peak);
  CHECK(s == NULL && step == r->step_s && peak == r->peak_bytes);
  pt_status_free(s);
  s = pt_partition_copy(&f->root, &q);
  if (!s) s = pt_search_apply(&q, &f->a, r, first);
  CHECK(s == NULL && pt_partition_hash(&q) == r->hash);
  pt_status_free(s);
  pt_partition_free(&q);
  pt_partition_free(&p);
  (void)earlier;
  pt_buf_free(&json);
}

static void test_determinism_and_schedule(void) {
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", NULL)) return fixture_free(&f);
  uint64_t limit = root_peak(&f) / 3;
  pt_search_options o = options(&f, limit, 150, 7);
  pt_search_result x, y, z;
  pt_status *s = pt_search_run(&f.root, &f.a, &o, &x);
  CHECK(s == NULL);
  pt_status_free(s);
  o.threads = 2;
  s = pt_search_run(&f.root, &f.a, &o, &y);
  CHECK(s == NULL);
  pt_status_free(s);
  o.threads = 3; /* more threads than a round's leaves divide evenly */
  s = pt_search_run(&f.root, &f.a, &o, &z);
  CHECK(s == NULL);
  pt_status_free(s);
  CHECK(x.found && x.steps.len > 0 && x.peak_bytes <= limit);
  CHECK(same_plan(&x, &y) && same_plan(&x, &z));
  CHECK(x.iterations == 150 && x.evaluations == y.evaluations && x.evaluations == z.evaluations &&
        x.nodes == y.nodes && x.nodes == z.nodes);
  check_reproduces(&f, &x, NULL, 0);
  /* A shared cache: the second search simulates nothing, finds the same. */
  pt_search_cache *cache = pt_search_cache_new();
  pt_search_result_free(&y);
  pt_search_result_free(&z);
  o.cache = cache;
  s = pt_search_run(&f.root, &f.a, &o, &y);
  CHECK(s == NULL);
  pt_status_free(s);
  s = pt_search_run(&f.root, &f.a, &o, &z);
  CHECK(s == NULL);
  pt_status_free(s);
  CHECK(same_plan(&x, &y) && same_plan(&x, &z) && y.simulations == x.evaluations && z.simulations == 0 &&
        z.evaluations == x.evaluations);
  pt_search_cache_free(cache);
  pt_search_result_free(&x);
  pt_search_result_free(&y);
  pt_search_result_free(&z);
  fixture_free(&f);
}

/* The expert schedules as hints: whatever the iteration count, the plan
 * is at least as fast as the fastest expert within the limit (the
 * limits are just above the smallest expert peak, where the search alone
 * most often falls short), on one and two threads alike. */
static void test_expert_hints(void) {
  static const char *const models[] = {"examples/mlp.mlir", "examples/transformer.mlir", "examples/unet.mlir",
                                       "examples/gns.mlir", "examples/llama.mlir"};
  for (size_t k = 0; k < sizeof models / sizeof models[0]; k++) {
    fixture f;
    if (!fixture_init(&f, models[k], "batch=2,model=4", NULL)) {
      fixture_free(&f);
      continue;
    }
    pt_auto_spec spec = {.axes_mask = 3, .hw = &f.hw, .budget_s = 1e9};
    pt_auto_expert x[PT_AUTO_MAX_EXPERTS];
    pt_partition states[PT_AUTO_MAX_EXPERTS];
    const pt_partition *hints[PT_AUTO_MAX_EXPERTS];
    uint32_t nx = 0, nh = 0;
    pt_status *s = pt_auto_expert_states(&f.root, &spec, 0, x, states, &nx);
    CHECK(s == NULL && nx == PT_AUTO_MAX_EXPERTS);
    pt_status_free(s);
    uint64_t smallest = UINT64_MAX;
    for (uint32_t i = 0; i < nx; i++)
      if (x[i].applied) {
        hints[nh++] = &states[i];
        if (x[i].peak_bytes < smallest) smallest = x[i].peak_bytes;
      }
    CHECK(nh >= 3);
    static const double factors[] = {1.0, 1.1, 1.5};
    for (size_t l = 0; l < 3 && nh; l++) {
      uint64_t limit = (uint64_t)((double)smallest * factors[l]);
      double best = INFINITY;
      for (uint32_t i = 0; i < nx; i++)
        if (x[i].applied && x[i].peak_bytes <= limit && x[i].step_s < best) best = x[i].step_s;
      pt_search_options o = options(&f, limit, 12, 5);
      o.hints = hints;
      o.n_hints = nh;
      pt_search_result r, r2;
      s = pt_search_run(&f.root, &f.a, &o, &r);
      CHECK(s == NULL);
      pt_status_free(s);
      o.threads = 2;
      s = pt_search_run(&f.root, &f.a, &o, &r2);
      CHECK(s == NULL);
      pt_status_free(s);
      CHECK(r.found && r.peak_bytes <= limit && r.step_s <= best);
      CHECK(same_plan(&r, &r2));
      if (!(r.step_s <= best))
        fprintf(stderr, "%s x%.1f: plan %.4g s, best expert %.4g s\n", models[k], factors[l], r.step_s, best);
      check_reproduces(&f, &r, NULL, 0);
      pt_search_result_free(&r);
      pt_search_result_free(&r2);
    }
    for (uint32_t i = 0; i < nx; i++) pt_partition_free(&states[i]);
    fixture_free(&f);
  }
}

/* From the state after an earlier tactic (BP on batch), the search only
 * adds: every decision of the root is still in the plan's state. */
static void test_earlier_tactics_fixed(void) {
  static const char bp[] = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]";
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", bp)) return fixture_free(&f);
  uint64_t limit = root_peak(&f) / 2;
  pt_search_options o = options(&f, limit, 100, 1);
  o.first_tactic = 1;
  pt_search_result r;
  pt_status *s = pt_search_run(&f.root, &f.a, &o, &r);
  CHECK(s == NULL && r.found && r.peak_bytes <= limit);
  pt_status_free(s);
  pt_partition p;
  s = pt_partition_copy(&f.root, &p);
  if (!s) s = pt_search_apply(&p, &f.a, &r, 1);
  CHECK(s == NULL);
  pt_status_free(s);
  uint32_t kept = 0, total = 0;
  for (uint32_t ax = 0; ax < p.mesh.n_axes; ax++)
    for (uint32_t v = 0; v < p.n_values; v++) {
      pt_cdec before = pt_cdec_of(&f.root, v, ax), after = pt_cdec_of(&p, v, ax);
      if (pt_cdec_kind(before) == 0) continue;
      total++;
      kept += memcmp(&before, &after, sizeof before) == 0;
    }
  CHECK(total > 0 && kept == total);
  check_reproduces(&f, &r, bp, 1);
  pt_partition_free(&p);
  pt_search_result_free(&r);
  fixture_free(&f);
}

static void test_memory_sweep(void) {
  static const char *const models[] = {"examples/mlp.mlir", "examples/transformer.mlir", "examples/gns.mlir",
                                       "examples/unet.mlir"};
  static const char *const meshes[] = {"batch=2,model=2", "batch=2,model=4"};
  static const double fractions[] = {1.0, 0.5, 0.3, 0.15};
  uint32_t found = 0, cases = 0;
  for (size_t k = 0; k < sizeof models / sizeof models[0]; k++)
    for (size_t g = 0; g < 2; g++) {
      fixture f;
      if (!fixture_init(&f, models[k], meshes[g], NULL)) {
        fixture_free(&f);
        continue;
      }
      uint64_t peak0 = root_peak(&f);
      /* Fewer iterations on the larger programs: the sweep is about the
       * constraint, not the optimum. */
      uint64_t iters = k == 0 ? 40 : k == 3 ? 6 : 12;
      for (size_t l = 0; l < sizeof fractions / sizeof fractions[0]; l++) {
        uint64_t limit = (uint64_t)((double)peak0 * fractions[l]);
        pt_search_options o = options(&f, limit, iters, 3);
        pt_search_result r;
        pt_status *s = pt_search_run(&f.root, &f.a, &o, &r);
        CHECK(s == NULL);
        pt_status_free(s);
        cases++;
        if (r.found) {
          found++;
          CHECK(r.peak_bytes <= limit);
          double step;
          uint64_t peak;
          pt_partition p;
          s = pt_partition_copy(&f.root, &p);
          if (!s) s = pt_search_apply(&p, &f.a, &r, 0);
          if (!s) s = pt_search_evaluate(&p, &f.hw, &(pt_spmd_options){0}, &step, &peak);
          CHECK(s == NULL && peak == r.peak_bytes && peak <= limit);
          /* The pruning bound is a lower bound of what was simulated. */
          CHECK(pt_search_memory_bound(&p, o.axes_mask) <= peak);
          if (peak > limit) fprintf(stderr, "%s %s: plan over the limit\n", models[k], meshes[g]);
          pt_status_free(s);
          pt_partition_free(&p);
        } else CHECK(r.min_peak_seen > limit || r.min_bound_seen > limit);
        pt_search_result_free(&r);
      }
      fixture_free(&f);
    }
  /* The unsharded limit always fits. */
  CHECK(found >= 8 && cases == 32);
}

static void test_errors(void) {
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", NULL)) return fixture_free(&f);
  uint32_t mask = 0;
  CHECK_STR(t_err(pt_auto_axes(&f.root.mesh, "batch,modle", &mask)),
            "error: auto: unknown mesh axis 'modle' (the mesh has 'batch', 'model')");
  CHECK(pt_auto_axes(&f.root.mesh, "model", &mask) == NULL && mask == 2u);
  pt_auto_spec spec = {.axes_mask = 3, .hw = &f.hw, .budget_s = 0, .iterations = 10};
  pt_auto_outcome out;
  pt_partition p;
  pt_status *s = pt_partition_copy(&f.root, &p);
  CHECK(s == NULL);
  CHECK_STR(t_err(pt_auto_apply(&p, &spec, 0, NULL, NULL, &out)),
            "error: auto: the time budget must be positive (got 0 s)");
  pt_auto_outcome_free(&out);
  spec.budget_s = 30;
  spec.memory_limit = 1000;
  const char *msg = t_err(pt_auto_apply(&p, &spec, 0, NULL, NULL, &out));
  CHECK(strstr(msg, "error: auto: no plan fits the memory limit of 1.00 kB per device") == msg);
  CHECK(strstr(msg, "x the limit") != NULL);
  pt_auto_outcome_free(&out);
  uint64_t bytes = 0;
  CHECK(pt_auto_parse_bytes("80GB", &bytes) == NULL && bytes == 80000000000ull);
  CHECK(pt_auto_parse_bytes("1.5GiB", &bytes) == NULL && bytes == 1610612736ull);
  CHECK(pt_auto_parse_bytes("400kB", &bytes) == NULL && bytes == 400000ull); /* as reports print sizes */
  CHECK(strstr(t_err(pt_auto_parse_bytes("lots", &bytes)), "invalid memory size 'lots'") != NULL);
  pt_partition_free(&p);
  fixture_free(&f);
}

/* The search against the exhaustive optimum of the same space. */
static void test_optimality(void) {
  static const struct {
    const char *path, *mesh;
    double fraction;
    uint64_t iterations;
    uint32_t axes_mask; /* the 2x2 transformer over both axes has 22,500 states: too many for a unit test */
  } cases[] = {
      {"examples/mlp.mlir", "batch=2,model=2", 0.4, 400, 3},
      {"examples/mlp.mlir", "batch=2,model=2", 1.0, 400, 3},
      {"examples/transformer.mlir", "batch=2,model=2", 0.6, 800, 2},
      {"examples/transformer.mlir", "batch=2,model=2", 0.7, 800, 1},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    fixture f;
    if (!fixture_init(&f, cases[k].path, cases[k].mesh, NULL)) {
      fixture_free(&f);
      continue;
    }
    uint64_t limit = (uint64_t)((double)root_peak(&f) * cases[k].fraction);
    pt_search_options o = options(&f, limit, cases[k].iterations, 0);
    o.axes_mask = cases[k].axes_mask;
    pt_search_result best, r;
    pt_status *s = pt_search_exhaustive(&f.root, &f.a, &o, 100000, &best);
    CHECK(s == NULL && best.found);
    pt_status_free(s);
    s = pt_search_run(&f.root, &f.a, &o, &r);
    CHECK(s == NULL && r.found);
    pt_status_free(s);
    if (r.found && best.found) {
      CHECK(r.step_s <= best.step_s * 1.02);
      CHECK(r.step_s >= best.step_s); /* nothing beats the optimum of the same space */
      fprintf(stderr,
              "optimality %s %s axes %u x%.2f: search %.4g s (%u decisions, %llu iterations), exhaustive %.4g s "
              "(%u decisions; %llu states, %u decisions in the space)\n",
              cases[k].path, cases[k].mesh, cases[k].axes_mask, cases[k].fraction, r.step_s, r.steps.len,
              (unsigned long long)r.iterations, best.step_s, best.steps.len, (unsigned long long)best.nodes,
              best.n_space);
      check_reproduces(&f, &best, NULL, 0);
    }
    pt_search_result_free(&best);
    pt_search_result_free(&r);
    fixture_free(&f);
  }
}

/* Through the public API, as `partir partition --auto` does: the plan is
 * applied, its saved schedule gives the same hash from scratch, and the
 * partitioned program agrees with the reference by execution. */
static void test_public_api_verify(void) {
  static const char *const models[] = {"examples/mlp.mlir", "examples/transformer.mlir", "examples/llama.mlir"};
  static const uint64_t limits[] = {4000000, 3000000, 1000000};
  for (size_t k = 0; k < 3; k++) {
    partir_module *m = NULL;
    partir_hw *hw = NULL;
    partir_partition *p = NULL, *q = NULL;
    partir_auto_result *res = NULL;
    partir_status *s = partir_module_parse_file(models[k], &m);
    if (!s) s = partir_module_verify(m);
    if (!s) s = partir_hw_load("h100-sxm", &hw);
    if (!s) s = partir_partition_new(m, NULL, "batch=2,model=2", &p);
    partir_auto_options o;
    memset(&o, 0, sizeof o);
    o.hw = hw;
    o.budget_s = 60;
    o.iterations = k ? 20 : 60;
    o.memory_limit = limits[k];
    o.compare_experts = 1;
    if (!s) s = partir_partition_auto(p, &o, 0, NULL, NULL, &res);
    CHECK(s == NULL);
    if (s) fprintf(stderr, "%s: %s\n", models[k], partir_status_message(s));
    if (!s) {
      CHECK(partir_auto_result_peak_bytes(res) <= o.memory_limit);
      CHECK(strstr(partir_auto_result_comparison(res), "BP+MP+Z3") != NULL);
      CHECK(strstr(partir_auto_result_plan(res), " on '") != NULL);
      const char *json = partir_auto_result_schedule(res);
      s = partir_partition_new(m, NULL, "batch=2,model=2", &q);
      if (!s) s = partir_partition_apply_schedule(q, json, strlen(json), "<saved>", 0, NULL);
      CHECK(s == NULL && partir_partition_hash(q) == partir_partition_hash(p));
    }
    int agree = 0;
    char *table = NULL;
    partir_run_options ro = {0};
    ro.seed = 1;
    if (!s) s = partir_partition_verify(p, &ro, NULL, &table, &agree);
    CHECK(s == NULL && agree);
    if (!agree && table) fprintf(stderr, "%s", table);
    partir_status_free(s);
    free(table);
    partir_auto_result_free(res);
    partir_partition_free(q);
    partir_partition_free(p);
    partir_hw_free(hw);
    partir_module_free(m);
  }
}

int main(void) {
  test_errors();
  test_determinism_and_schedule();
  test_expert_hints();
  test_earlier_tactics_fixed();
  test_optimality();
  test_public_api_verify();
  test_memory_sweep();
  printf("test_search: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
