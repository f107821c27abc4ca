/* auto.h - the automatic tactic around the search (search.h): the axes
 * and memory limit it is given, its errors, the plan applied to the state
 * as tactics, and what the report says about it (the decisions in words,
 * the comparison with the built-in expert schedules, the equivalent
 * manual schedule). The CLI (`--auto`) and the schedule's "auto" tactic
 * both come here. */
#ifndef PT_AUTO_H
#define PT_AUTO_H

#include "../tactics/tactics.h"
#include "search.h"

typedef struct {
  uint32_t axes_mask;    /* the axes to decide (pt_auto_axes) */
  const pt_hw *hw;
  uint64_t memory_limit; /* bytes per device; 0: the profile's capacity */
  double budget_s;       /* seconds, > 0 */
  uint64_t iterations;   /* 0: until the budget or exhaustion */
  uint64_t seed;
  pt_spmd_options spmd;
  bool compare_experts;
  uint32_t threads;      /* the search's workers; 0: one per processor (the plan is the same) */
  bool no_fold;          /* judge every state on the whole program (pt_search_options.no_fold) */
  pt_search_progress progress; /* may be NULL */
  void *progress_ctx;
} pt_auto_spec;

typedef struct pt_auto_outcome {
  pt_search_result res;
  pt_search_trace trace; /* what the search explored (pt_auto_trace_json) */
  uint64_t memory_limit; /* the limit used */
  uint32_t first_tactic, n_tactics;
  pt_buf plan;     /* the decisions in words, and a summary line */
  pt_buf compare;  /* the plan beside the expert schedules (compare_experts) */
  pt_buf schedule; /* the equivalent manual schedule (JSON list) */
} pt_auto_outcome;

void pt_auto_outcome_free(pt_auto_outcome *o);

/* What a run of a schedule (pt_schedule_run_env) gives its auto tactics,
 * beyond the state: the run's judge and how the plans are lowered, and
 * where what each one found goes. A NULL environment is all zero but
 * `spmd`, which is then the commands' default lowering. */
struct pt_schedule_env {
  const pt_hw *hw;       /* judges an auto tactic that names no "hw"; NULL: it must name one */
  pt_spmd_options spmd;  /* the lowering plans are judged with: the report's */
  bool compare_experts;  /* also simulate the built-in expert schedules (pt_auto_outcome.compare) */
  pt_search_progress progress; /* may be NULL */
  void *progress_ctx;
  /* Called before an auto tactic's search (o NULL) and once its plan is
   * applied (the tactic hook has then seen each of the plan's tactics);
   * the callee may keep *o by moving it out and zeroing it. An error
   * stops the schedule. May be NULL. */
  pt_status *(*on_auto)(void *ctx, const pt_tactic *t, pt_auto_outcome *o);
  void *on_auto_ctx;
};

/* Parses "batch,model" (names of p's mesh) into a mask; NULL or "": every
 * axis. An unknown name is an error listing the mesh's axes. */
pt_status *pt_auto_axes(const pt_mesh *mesh, const char *names, uint32_t *mask);

/* Parses "80GB", "1.5 GiB", "512MB", "1e9": bytes. */
pt_status *pt_auto_parse_bytes(const char *text, uint64_t *out);

/* One expert schedule (BP, BP+MP, BP+Z3, BP+MP+Z3, MP over the searched
 * axes: the first is the data axis, the second the model axis) applied to
 * the root and simulated; `why` says why it did not apply. */
typedef struct {
  char name[16];
  bool applied;
  double step_s;
  uint64_t peak_bytes;
  char why[96];
} pt_auto_expert;

enum { PT_AUTO_MAX_EXPERTS = 5 };

/* The experts that apply to spec->axes_mask, into out; their count. */
pt_status *pt_auto_experts(const pt_partition *root, const pt_auto_spec *spec, uint32_t first_tactic,
                           pt_auto_expert out[PT_AUTO_MAX_EXPERTS], uint32_t *n);

/* The same, keeping each expert's state (states[i] is made for every
 * i < *n, applied or not; the caller frees them). */
pt_status *pt_auto_expert_states(const pt_partition *root, const pt_auto_spec *spec, uint32_t first_tactic,
                                 pt_auto_expert out[PT_AUTO_MAX_EXPERTS], pt_partition states[PT_AUTO_MAX_EXPERTS],
                                 uint32_t *n);

/* Runs the search from p's state (earlier tactics stay fixed), then
 * applies the plan to p as tactics first_tactic, first_tactic + 1, ...,
 * calling hook (may be NULL) after each. The expert schedules that apply
 * are walked first (pt_search_options.hints). Errors: a non-positive budget,
 * no hardware profile, no plan within the memory limit (saying how far
 * the best plan found was from it). */
pt_status *pt_auto_apply(pt_partition *p, const pt_auto_spec *spec, uint32_t first_tactic, pt_tactic_hook hook,
                         void *ctx, pt_auto_outcome *out);

/* What the search of pt_auto_apply explored, as one JSON object; it adds
 * it to the state's notes, which the HTML report's "Automatic search"
 * section draws (p: the state searched from, for the mesh's names; x[0..n)
 * the experts applied to it):
 *   first_tactic, n_tactics, axes, hw, memory_limit, seed, iterations,
 *   evaluations, feasible, n_space, exhausted, seconds
 *   step_s, peak_bytes    the plan found
 *   best       per improvement of the best feasible plan: iteration,
 *              evaluation, step_s, peak_bytes (flat, 4 numbers each)
 *   plans      per plan kept: step_s, peak_bytes, iteration, decisions,
 *              feasible 0/1 (flat, 5 each); plan_stride, max_plans,
 *              best_thinned say how the trace was thinned
 *   experts    [{name, step_s, peak_bytes} or {name, why}] */
void pt_auto_trace_json(const pt_partition *p, const pt_auto_spec *spec, const pt_auto_outcome *o,
                        const pt_auto_expert *x, uint32_t n, pt_buf *out);

#endif /* PT_AUTO_H */
