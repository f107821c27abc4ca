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

partir_status *partir_partition_auto(partir_partition *h, const partir_auto_options *o, uint32_t first_tactic,
                                     partir_tactic_hook hook, void *ctx, partir_auto_result **out) {
  if (!h || !o) return pt_api_status(bad("partir_partition_auto: NULL argument"));
  if (!o->hw) return pt_api_status(bad("auto: needs a hardware profile (--hw PROFILE)"));
  pt_auto_spec spec = {.hw = &o->hw->hw,
                       .memory_limit = o->memory_limit,
                       .budget_s = o->budget_s,
                       .iterations = o->iterations,
                       .seed = o->seed,
                       .spmd = pt_api_spmd_options(&o->spmd),
                       .compare_experts = o->compare_experts != 0,
                       /* --threads: the search's workers too (the plan does not depend on it) */
                       .threads = h->p.threads};
  PT_API_TRY(pt_auto_axes(&h->p.mesh, o->axes, &spec.axes_mask));
  progress_bridge pb = {o->progress, o->progress_ctx};
  if (o->progress) spec.progress = progress, spec.progress_ctx = &pb;
  pt_api_hook b = {h, hook, ctx};
  partir_auto_result *r = pt_xcalloc(1, sizeof *r);
  pt_status *s = pt_auto_apply(&h->p, &spec, first_tactic, hook ? pt_api_hook_bridge : NULL, &b, &r->o);
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
