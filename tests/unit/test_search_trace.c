/* test_search_trace.c - what the automatic search records for the HTML
 * report (pt_search_trace, src/search/trace.c; the JSON note
 * pt_auto_trace_json adds to the state):
 *
 *   - deterministic: the same seed and iteration count give the same trace,
 *     point for point;
 *   - consistent with the search's result: one point per distinct plan
 *     simulated, in order, each within the limit exactly when its peak is;
 *     the best-so-far list strictly improves, holds only plans within the
 *     limit that are in the plan list at their evaluation, and ends at the
 *     returned plan, which is the fastest feasible plan simulated;
 *   - bounded: with a small cap, the kept plans are every stride-th plan
 *     of the full trace (the stride the smallest power of two that fits),
 *     and the best list still ends at the returned plan;
 *   - the note: pt_auto_apply (directly, and as a schedule's "auto"
 *     tactic) adds one JSON object per search to the state, whose figures
 *     are the outcome's; copies share it; the HTML page lists the searches
 *     oldest first. Runs from the repository root (examples/). */
#include <math.h>

#include <cJSON.h>

#include "../../src/report/html.h"
#include "test_search_util.h"

/* One search of the MLP under `limit`, traced with at most max_plans. */
static void traced_search(fixture *f, uint64_t limit, uint32_t max_plans, pt_search_result *r, pt_search_trace *t) {
  memset(t, 0, sizeof *t);
  t->max_plans = max_plans;
  pt_search_options o = options(f, limit, 300, 7);
  o.trace = t;
  pt_status *s = pt_search_run(&f->root, &f->a, &o, r);
  CHECK(s == NULL);
  pt_status_free(s);
}

static bool same_point(const pt_search_point *x, const pt_search_point *y) {
  return x->step_s == y->step_s && x->peak_bytes == y->peak_bytes && x->iteration == y->iteration &&
         x->evaluation == y->evaluation && x->n_decisions == y->n_decisions && x->feasible == y->feasible;
}

static bool same_points(const pt_search_point *x, uint32_t nx, const pt_search_point *y, uint32_t ny) {
  if (nx != ny) return false;
  for (uint32_t i = 0; i < nx; i++)
    if (!same_point(&x[i], &y[i])) return false;
  return true;
}

static void test_trace_deterministic_and_consistent(void) {
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", NULL)) return fixture_free(&f);
  uint64_t limit = root_peak(&f) / 3;
  pt_search_result r1, r2;
  pt_search_trace t1, t2;
  traced_search(&f, limit, 0, &r1, &t1);
  traced_search(&f, limit, 0, &r2, &t2);
  CHECK(r1.found && r1.evaluations > 10);
  /* Deterministic. */
  CHECK(same_points(t1.plans.data, t1.plans.len, t2.plans.data, t2.plans.len));
  CHECK(same_points(t1.best.data, t1.best.len, t2.best.data, t2.best.len));
  CHECK(t1.n_evaluated == t2.n_evaluated && t1.n_feasible == t2.n_feasible && t1.plan_stride == t2.plan_stride);
  /* One point per distinct plan simulated, in order (no thinning below
   * the default cap). */
  CHECK(r1.evaluations < PT_SEARCH_TRACE_MAX_PLANS);
  CHECK(t1.n_evaluated == r1.evaluations && t1.plans.len == r1.evaluations && t1.plan_stride == 1);
  uint64_t feasible = 0, prev_it = 0;
  double fastest = INFINITY;
  int32_t first_feasible = -1;
  for (uint32_t i = 0; i < t1.plans.len; i++) {
    const pt_search_point *p = &t1.plans.data[i];
    CHECK(p->evaluation == i + 1);
    CHECK(p->feasible == (p->peak_bytes <= limit));
    CHECK(p->iteration >= prev_it && p->iteration >= 1 && p->iteration <= r1.iterations);
    prev_it = p->iteration;
    if (p->feasible) {
      feasible++;
      if (p->step_s < fastest) fastest = p->step_s;
      if (first_feasible < 0) first_feasible = (int32_t)i;
    }
  }
  CHECK(feasible == t1.n_feasible && feasible > 0);
  /* The result is the fastest feasible plan simulated. */
  CHECK(fastest == r1.step_s);
  /* The best list: strictly improving, feasible, each the plan simulated
   * at its evaluation, starting at the first feasible plan and ending at
   * the returned one. */
  CHECK(t1.best.len >= 1 && !t1.best_thinned);
  for (uint32_t i = 0; i < t1.best.len; i++) {
    const pt_search_point *b = &t1.best.data[i];
    CHECK(b->feasible && b->evaluation >= 1 && b->evaluation <= t1.plans.len);
    if (b->evaluation >= 1 && b->evaluation <= t1.plans.len) CHECK(same_point(b, &t1.plans.data[b->evaluation - 1]));
    if (i) {
      const pt_search_point *a = &t1.best.data[i - 1];
      CHECK(b->step_s < a->step_s || (b->step_s == a->step_s && b->peak_bytes < a->peak_bytes));
      CHECK(b->evaluation > a->evaluation);
    }
  }
  CHECK(first_feasible >= 0 && t1.best.data[0].evaluation == (uint64_t)first_feasible + 1);
  const pt_search_point *last = &t1.best.data[t1.best.len - 1];
  CHECK(last->step_s == r1.step_s && last->peak_bytes == r1.peak_bytes && last->n_decisions == r1.steps.len);
  pt_search_trace_free(&t1);
  pt_search_trace_free(&t2);
  pt_search_result_free(&r1);
  pt_search_result_free(&r2);
  fixture_free(&f);
}

static void test_trace_thinning(void) {
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", NULL)) return fixture_free(&f);
  uint64_t limit = root_peak(&f) / 3;
  pt_search_result full_r;
  pt_search_trace full;
  traced_search(&f, limit, 0, &full_r, &full);
  const uint32_t caps[] = {2, 7, 16, 64};
  for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
    pt_search_result r;
    pt_search_trace t;
    traced_search(&f, limit, caps[c], &r, &t);
    uint64_t n = full.plans.len, stride = t.plan_stride;
    /* The search does not depend on its trace. */
    CHECK(r.hash == full_r.hash && r.evaluations == full_r.evaluations && t.n_evaluated == n);
    CHECK(t.plans.len <= caps[c] && stride >= 1 && (stride & (stride - 1)) == 0);
    /* Every stride-th plan, and the smallest power-of-two stride that fits. */
    CHECK(t.plans.len == (n + stride - 1) / stride);
    CHECK(stride == 1 || (n + stride / 2 - 1) / (stride / 2) > caps[c]);
    for (uint32_t i = 0; i < t.plans.len; i++)
      if ((uint64_t)i * stride < n) CHECK(same_point(&t.plans.data[i], &full.plans.data[(uint64_t)i * stride]));
    /* The best list: bounded, a subsequence of the full one, same end. */
    CHECK(t.best.len <= caps[c] && t.best.len >= 1);
    CHECK(t.best_thinned == (full.best.len > caps[c]));
    uint32_t j = 0;
    for (uint32_t i = 0; i < t.best.len; i++) {
      while (j < full.best.len && !same_point(&full.best.data[j], &t.best.data[i])) j++;
      CHECK(j < full.best.len);
    }
    CHECK(t.best.len && same_point(&t.best.data[t.best.len - 1], &full.best.data[full.best.len - 1]));
    pt_search_trace_free(&t);
    pt_search_result_free(&r);
  }
  pt_search_trace_free(&full);
  pt_search_result_free(&full_r);
  fixture_free(&f);
}

static uint32_t count_notes(const pt_partition *p) {
  uint32_t n = 0;
  for (const pt_partition_note *x = p->notes; x; x = x->next) n++;
  return n;
}

static double num(const cJSON *o, const char *key) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static int array_size(const cJSON *o, const char *key) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  return cJSON_IsArray(v) ? cJSON_GetArraySize(v) : -1;
}

/* The note agrees with the outcome it was written from, and with the
 * experts x[0..n) applied to the state searched from. */
static void check_note(const char *text, const pt_auto_outcome *o, const pt_auto_expert *x, uint32_t n) {
  cJSON *j = cJSON_Parse(text);
  CHECK(j != NULL);
  if (!j) return;
  CHECK(num(j, "step_s") == o->res.step_s && num(j, "peak_bytes") == (double)o->res.peak_bytes);
  CHECK(num(j, "evaluations") == (double)o->res.evaluations && num(j, "iterations") == (double)o->res.iterations);
  CHECK(num(j, "memory_limit") == (double)o->memory_limit && num(j, "n_tactics") == o->n_tactics);
  CHECK(num(j, "first_tactic") == o->first_tactic);
  CHECK(array_size(j, "plans") == 5 * (int)o->trace.plans.len && array_size(j, "best") == 4 * (int)o->trace.best.len);
  const cJSON *best = cJSON_GetObjectItemCaseSensitive(j, "best");
  int nb = array_size(j, "best");
  if (nb >= 4) CHECK(cJSON_GetArrayItem(best, nb - 2)->valuedouble == o->res.step_s);
  CHECK(array_size(j, "experts") == (int)n && n >= 3);
  const cJSON *ex = cJSON_GetObjectItemCaseSensitive(j, "experts");
  for (uint32_t i = 0; i < n && cJSON_IsArray(ex); i++) {
    const cJSON *e = cJSON_GetArrayItem(ex, (int)i);
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(e, "name");
    CHECK(cJSON_IsString(name) && strcmp(name->valuestring, x[i].name) == 0);
    if (x[i].applied) CHECK(num(e, "step_s") == x[i].step_s && num(e, "peak_bytes") == (double)x[i].peak_bytes);
    else CHECK(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(e, "why")));
  }
  cJSON_Delete(j);
}

/* The page's data (the JSON of #partir-data) of p. */
static cJSON *page_data(const pt_partition *p, const pt_hw *hw) {
  pt_spmd_options so = {.cse = true};
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  pt_buf page = {0};
  pt_status *s = pt_spmd_lower(p, "page", &so, &prog);
  if (!s) s = pt_html_page(p, &prog, NULL, hw, &page);
  CHECK(s == NULL);
  pt_status_free(s);
  pt_spmd_program_free(&prog);
  cJSON *j = NULL;
  const char *open = page.data ? strstr(page.data, "id=\"partir-data\">") : NULL;
  const char *close = open ? strstr(open, "</script>") : NULL;
  if (close) {
    open += strlen("id=\"partir-data\">");
    j = cJSON_ParseWithLength(open, (size_t)(close - open));
  }
  pt_buf_free(&page);
  return j;
}

static void test_auto_notes(void) {
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", NULL)) return fixture_free(&f);
  pt_partition p;
  pt_status *s = pt_partition_copy(&f.root, &p);
  CHECK(s == NULL && count_notes(&p) == 0);
  /* Two searches, one axis each: two notes, oldest last in the list. */
  pt_auto_spec spec = {.axes_mask = 1u, .hw = &f.hw, .budget_s = 60, .iterations = 40, .seed = 3};
  pt_auto_outcome o1, o2;
  /* The experts as the search sees them (the same simulations, so the
   * same figures). */
  pt_auto_expert x1[PT_AUTO_MAX_EXPERTS], x2[PT_AUTO_MAX_EXPERTS];
  uint32_t n1 = 0, n2 = 0;
  s = pt_auto_experts(&p, &spec, 0, x1, &n1);
  CHECK(s == NULL);
  pt_status_free(s);
  s = pt_auto_apply(&p, &spec, 0, NULL, NULL, &o1);
  CHECK(s == NULL && count_notes(&p) == 1);
  pt_status_free(s);
  if (p.notes) check_note(p.notes->text, &o1, x1, n1);
  spec.axes_mask = 2u;
  s = pt_auto_experts(&p, &spec, o1.n_tactics, x2, &n2);
  CHECK(s == NULL);
  pt_status_free(s);
  s = pt_auto_apply(&p, &spec, o1.n_tactics, NULL, NULL, &o2);
  CHECK(s == NULL && count_notes(&p) == 2);
  pt_status_free(s);
  if (p.notes) check_note(p.notes->text, &o2, x2, n2);
  if (p.notes && p.notes->next) check_note(p.notes->next->text, &o1, x1, n1);
  /* A copy shares the notes; each frees its own reference. */
  pt_partition q;
  s = pt_partition_copy(&p, &q);
  CHECK(s == NULL && q.notes == p.notes && count_notes(&q) == 2);
  /* The page lists them oldest first; a state without one has none. */
  cJSON *d = page_data(&q, &f.hw);
  const cJSON *search = d ? cJSON_GetObjectItemCaseSensitive(d, "search") : NULL;
  CHECK(cJSON_IsArray(search) && cJSON_GetArraySize(search) == 2);
  if (cJSON_IsArray(search) && cJSON_GetArraySize(search) == 2) {
    CHECK(num(cJSON_GetArrayItem(search, 0), "step_s") == o1.res.step_s);
    CHECK(num(cJSON_GetArrayItem(search, 1), "step_s") == o2.res.step_s);
    CHECK(num(cJSON_GetArrayItem(search, 1), "first_tactic") == o1.n_tactics);
  }
  cJSON_Delete(d);
  d = page_data(&f.root, &f.hw);
  CHECK(d && cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(d, "search")));
  cJSON_Delete(d);
  pt_partition_free(&p);
  CHECK(count_notes(&q) == 2);
  pt_partition_free(&q);
  pt_auto_outcome_free(&o1);
  pt_auto_outcome_free(&o2);
  fixture_free(&f);
}

/* A schedule's "auto" tactic leaves its note too (the Python package's
 * path: the page is asked for after the schedule). */
static void test_schedule_auto_note(void) {
  fixture f;
  if (!fixture_init(&f, "examples/mlp.mlir", "batch=2,model=2", NULL)) return fixture_free(&f);
  pt_partition p;
  pt_status *s = pt_partition_copy(&f.root, &p);
  const char *sched = "[{\"builtin\": \"BP\", \"axis\": \"batch\"},"
                      " {\"auto\": {\"axes\": [\"model\"], \"hw\": \"h100-sxm\", \"budget_s\": 0.2, \"seed\": 1}}]";
  if (!s) s = pt_schedule_apply(&p, sched, strlen(sched), "<test>", 0, NULL);
  CHECK(s == NULL);
  if (s) fprintf(stderr, "%s\n", pt_status_message(s));
  pt_status_free(s);
  CHECK(count_notes(&p) == 1);
  cJSON *j = p.notes ? cJSON_Parse(p.notes->text) : NULL;
  CHECK(j && num(j, "first_tactic") == 1 && array_size(j, "axes") == 1 && array_size(j, "plans") >= 5);
  cJSON_Delete(j);
  pt_partition_free(&p);
  fixture_free(&f);
}

int main(void) {
  test_trace_deterministic_and_consistent();
  test_trace_thinning();
  test_auto_notes();
  test_schedule_auto_note();
  printf("test_search_trace: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
