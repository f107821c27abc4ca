/* api_search.c - the automatic tactic in the public API (src/search/). */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

#include "../search/auto.h"

struct partir_auto_result {
  pt_auto_outcome o;
};

static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }


typedef struct {
  partir_auto_progress fn;
  void *ctx;
} progress_bridge;

static int progress(void *ctx, uint64_t it, uint64_t evals, double step, uint64_t peak, double elapsed) {
  progress_bridge *b = ctx;
  return b->fn(b->ctx, it, evals, step, peak, elapsed);
}

partir_status *partir_schedule_auto(const char *axes, uint64_t memory_limit, double budget_s, uint64_t iterations,
                                    uint64_t seed, partir_schedule **out) {
  if (!out) return pt_api_status(bad("partir_schedule_auto: NULL argument"));
  pt_auto_option o = {axes, memory_limit, budget_s, iterations, seed};
  pt_schedule s;
  PT_API_TRY(pt_schedule_from_auto_option(&o, &s));
  return pt_api_schedule_wrap(&s, out);
}

/* The caller's options and schedule, for the on_auto bridge. */
typedef struct {
  const partir_schedule *sched;
  const partir_schedule_run_options *o;
} run_bridge;

static pt_status *on_auto(void *ctx, const pt_tactic *t, pt_auto_outcome *o) {
  run_bridge *b = ctx;
  uint32_t index = (uint32_t)(t - b->sched->s.tactics);
  if (!o) return (pt_status *)b->o->on_auto(b->o->on_auto_ctx, index, NULL);
  /* A view of the outcome, which stays the run's. */
  partir_auto_result view = {*o};
  return (pt_status *)b->o->on_auto(b->o->on_auto_ctx, index, &view);
}

/* The environment of a run with the caller's options: the bridges live
 * in the caller's frame. */
static pt_schedule_env run_env(const partir_schedule_run_options *o, progress_bridge *pb, run_bridge *rb) {
  *pb = (progress_bridge){o->progress, o->progress_ctx};
  return (pt_schedule_env){.hw = o->hw ? &o->hw->hw : NULL,
                           .spmd = pt_api_spmd_options(&o->spmd),
                           .compare_experts = o->compare_experts != 0,
                           .progress = o->progress ? progress : NULL,
                           .progress_ctx = pb,
                           .on_auto = o->on_auto ? on_auto : NULL,
                           .on_auto_ctx = rb};
}

/* A run of sched with the caller's options, calling hook after each
 * tactic; *out_n_tactics (may be NULL) the tactic numbers it used. */
static pt_status *run_with(partir_partition *h, const partir_schedule *sched, uint32_t first_tactic,
                           const partir_schedule_run_options *o, pt_tactic_hook hook, void *ctx,
                           uint32_t *out_n_tactics) {
  partir_schedule_run_options none = {0};
  if (!o) o = &none;
  progress_bridge pb;
  run_bridge rb = {sched, o};
  pt_schedule_env env = run_env(o, &pb, &rb);
  uint32_t next;
  pt_status *s = pt_schedule_run_env(&h->p, &sched->s, first_tactic, &env, hook, ctx, &next);
  if (out_n_tactics) *out_n_tactics = next - first_tactic;
  return s;
}

partir_status *partir_partition_run_schedule(partir_partition *h, const partir_schedule *sched, uint32_t first_tactic,
                                             const partir_schedule_run_options *o, partir_tactic_hook hook, void *ctx,
                                             uint32_t *out_n_tactics) {
  if (!h || !sched) return pt_api_status(bad("partir_partition_run_schedule: NULL argument"));
  pt_api_hook b = {h, hook, ctx};
  return pt_api_status(
      run_with(h, sched, first_tactic, o, hook ? pt_api_hook_bridge : NULL, &b, out_n_tactics));
}

partir_status *partir_partition_run_schedule_report(partir_partition *h, const partir_schedule *sched,
                                                    uint32_t first_tactic, const partir_schedule_run_options *o,
                                                    char **out_report, uint32_t *out_n_tactics) {
  if (!h || !sched) return pt_api_status(bad("partir_partition_run_schedule_report: NULL argument"));
  pt_buf report = {0};
  pt_status *s = run_with(h, sched, first_tactic, o, out_report ? pt_tactic_report_line : NULL, &report,
                          out_n_tactics);
  if (s || !out_report) {
    pt_buf_free(&report);
    return pt_api_status(s);
  }
  return pt_api_status(pt_buf_take(&report, out_report, NULL));
}

/* partir_partition_auto's outcome, moved out of the run. */
static pt_status *keep_outcome(void *ctx, const pt_tactic *t, pt_auto_outcome *o) {
  (void)t;
  if (o) {
    partir_auto_result *r = ctx;
    r->o = *o;
    memset(o, 0, sizeof *o);
  }
  return NULL;
}

partir_status *partir_partition_auto(partir_partition *h, const partir_auto_options *o, uint32_t first_tactic,
                                     partir_tactic_hook hook, void *ctx, partir_auto_result **out) {
  if (!h || !o) return pt_api_status(bad("partir_partition_auto: NULL argument"));
  if (!o->hw) return pt_api_status(bad("auto: needs a hardware profile (--hw PROFILE)"));
  /* The one way an automatic tactic runs: as tactic data. */
  pt_auto_option opt = {o->axes, o->memory_limit, o->budget_s, o->iterations, o->seed};
  pt_schedule sched;
  PT_API_TRY(pt_schedule_from_auto_option(&opt, &sched));
  partir_auto_result *r = pt_calloc(1, sizeof *r);
  if (!r) {
    pt_schedule_free(&sched);
    return pt_api_status(pt_nomem());
  }
  partir_schedule_run_options ro = {.hw = o->hw,
                                    .spmd = o->spmd,
                                    .compare_experts = o->compare_experts,
                                    .progress = o->progress,
                                    .progress_ctx = o->progress_ctx};
  progress_bridge pb;
  pt_schedule_env env = run_env(&ro, &pb, NULL);
  env.on_auto = keep_outcome, env.on_auto_ctx = r;
  pt_api_hook b = {h, hook, ctx};
  uint32_t next;
  pt_status *s = pt_schedule_run_env(&h->p, &sched, first_tactic, &env, hook ? pt_api_hook_bridge : NULL, &b, &next);
  pt_schedule_free(&sched);
  if (s || !out) {
    partir_auto_result_free(r);
    return pt_api_status(s);
  }
  *out = r;
  return NULL;
}

void partir_auto_result_free(partir_auto_result *r) {
  if (!r) return;
  pt_auto_outcome_free(&r->o);
  free(r);
}

static const char *text_of(const pt_buf *b) { return b->data ? b->data : ""; }

const char *partir_auto_result_plan(const partir_auto_result *r) { return r ? text_of(&r->o.plan) : ""; }
const char *partir_auto_result_comparison(const partir_auto_result *r) { return r ? text_of(&r->o.compare) : ""; }
const char *partir_auto_result_schedule(const partir_auto_result *r) { return r ? text_of(&r->o.schedule) : ""; }
double partir_auto_result_step_s(const partir_auto_result *r) { return r ? r->o.res.step_s : 0; }
uint64_t partir_auto_result_peak_bytes(const partir_auto_result *r) { return r ? r->o.res.peak_bytes : 0; }
uint32_t partir_auto_result_num_tactics(const partir_auto_result *r) { return r ? r->o.n_tactics : 0; }
uint64_t partir_auto_result_iterations(const partir_auto_result *r) { return r ? r->o.res.iterations : 0; }
uint64_t partir_auto_result_evaluations(const partir_auto_result *r) { return r ? r->o.res.evaluations : 0; }
double partir_auto_result_seconds(const partir_auto_result *r) { return r ? r->o.res.seconds : 0; }

uint64_t partir_partition_hash(const partir_partition *h) { return h ? pt_partition_hash(&h->p) : 0; }

partir_status *partir_parse_bytes(const char *text, uint64_t *out) {
  if (!out) return pt_api_status(bad("partir_parse_bytes: NULL argument"));
  return pt_api_status(pt_auto_parse_bytes(text, out));
}
