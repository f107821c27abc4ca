/* schedule.c - applying a schedule: its tactics (tactic.h, read by
 * schedule_parse.c) in order. The order is the priority: each tactic is
 * propagated to a fixed point before the next one seeds anything, and
 * never overrides a decision.
 *
 * Errors found only now, against the module and the mesh (an unknown axis,
 * a selector matching nothing, a refused action), are placed at the
 * position the parser kept for the culprit in the schedule: the schedule
 * is where the user must look. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

#include "../search/auto.h"

static pt_status *err_at(const pt_schedule *s, pt_loc loc, const char *fmt, ...) PT_PRINTF(3, 4);
static pt_status *err_at(const pt_schedule *s, pt_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *st = pt_error_atv(PT_ERR_INVALID_ARG, s->file, loc, fmt, ap);
  va_end(ap);
  return st;
}

/* Re-places an error of a selector or an action (its own location, in the
 * model file, is dropped) at loc in the schedule, after `context`. */
static pt_status *relocate(const pt_schedule *s, pt_loc loc, pt_status *inner, const char *context) {
  pt_status *st = pt_status_relocate(inner, PT_ERR_INVALID_ARG, s->file, loc);
  return *context ? pt_status_context(st, "%s", context) : st;
}

/* "unknown mesh axis 'x' (the mesh has 'batch', 'model')" at loc; for a
 * tactic read from --tile options (`option`: the first one's text, which
 * the axis came from), named after the option instead. */
static pt_status *unknown_axis(const pt_schedule *s, const pt_partition *p, pt_loc loc, const char *axis,
                               const char *option) {
  pt_buf list = {0};
  for (uint32_t k = 0; k < p->mesh.n_axes; k++) pt_buf_printf(&list, "%s'%s'", k ? ", " : "", p->mesh.names[k]);
  pt_status *st =
      option ? pt_status_context(pt_status_make(PT_ERR_INVALID_ARG, "error: unknown mesh axis '%s' (the mesh has %s)",
                                                axis, list.data),
                                 "--tile %s: ", option)
             : err_at(s, loc, "unknown mesh axis '%s' (the mesh has %s)", axis, list.data);
  pt_buf_free(&list);
  return st;
}

/* Places an error of manual input `in` where the user wrote the input: at
 * its key in the schedule file; or, for a --tile option, named after the
 * option, a selector's error (which has no location) at the partitioned
 * function in the model file and an action's where the action put it. */
static pt_status *input_error(const pt_schedule *s, const pt_partition *p, const pt_tactic_input *in, pt_status *st,
                              bool from_selector) {
  if (!in->option) return relocate(s, in->loc, st, "");
  if (from_selector) st = pt_select_error_at_func(p, st);
  return pt_status_context(st, "--tile %s: ", in->option);
}

/* The seeds of built-in `name`, applied as actions of `tactic`; *n_seeds
 * grows by the values it decided. */
static pt_status *apply_one_builtin(const pt_schedule *s, pt_partition *p, const pt_tactic *t, const char *name,
                                    uint32_t axis, uint32_t tactic, pt_builtin_memo **memo, uint32_t *n_seeds) {
  const char *const *pfx = t->prefixes;
  pt_seed_vec seeds = {0};
  pt_status *st = pt_builtin_seeds_memo(p, name, axis, pfx, memo, &seeds);
  if (st) { /* the seeds found before the failure (out of memory) go too */
    pt_vec_free(&seeds);
    return relocate(s, t->builtin_loc, st, "");
  }
  bool must_match = strcmp(name, "Z2") != 0 && strcmp(name, "Z3") != 0;
  if (must_match && seeds.len == 0) {
    pt_vec_free(&seeds);
    bool bp = strcmp(name, "BP") == 0;
    return err_at(s, t->builtin_loc, "built-in tactic '%s' found no argument to tile (names under '%s'%s%s%s)", name,
                  bp ? pfx[2] : pfx[0], bp ? "" : " or '", bp ? "" : pfx[1], bp ? "" : "'");
  }
  for (uint32_t i = 0; i < seeds.len && !st; i++) {
    /* A built-in claims what is still open: an earlier tactic's decision
     * (e.g. MP propagating into the embedding before EMB) has priority. */
    if (pt_decision_get(p, seeds.data[i].value, axis)->kind != PT_DECISION_OPEN) continue;
    (*n_seeds)++;
    st = seeds.data[i].dim == PT_SEED_REPLICATE ? pt_action_replicate(p, seeds.data[i].value, axis, tactic)
                                                : pt_action_tile(p, seeds.data[i].value, seeds.data[i].dim, axis, tactic);
    if (st) {
      pt_buf ctx = {0};
      pt_buf_printf(&ctx, "built-in tactic '%s': ", name);
      st = relocate(s, t->builtin_loc, st, ctx.data);
      pt_buf_free(&ctx);
    }
  }
  pt_vec_free(&seeds);
  return st;
}

static pt_status *apply_manual(const pt_schedule *s, pt_partition *p, const pt_tactic *t, uint32_t axis,
                               uint32_t tactic, uint32_t *n_seeds, uint32_t *input_seeds) {
  pt_status *st = NULL;
  pt_u32_vec vals = {0};
  for (uint32_t k = 0; k < t->n_inputs && !st; k++) {
    const pt_tactic_input *in = &t->inputs[k];
    /* A schedule file's dims are checked when read; --tile's here, at the
     * option's turn. */
    if (in->dim != PT_TACTIC_REPLICATED && in->dim > 255) {
      st = input_error(s, p, in, pt_status_make(PT_ERR_INVALID_ARG, "error: dim out of range"), false);
      break;
    }
    vals.len = 0;
    st = pt_select_values(p, in->selector, &vals);
    if (st) {
      st = input_error(s, p, in, st, true);
      break;
    }
    for (uint32_t i = 0; i < vals.len && !st; i++) {
      st = in->dim == PT_TACTIC_REPLICATED ? pt_action_replicate(p, vals.data[i], axis, tactic)
                                           : pt_action_tile(p, vals.data[i], in->dim, axis, tactic);
      if (st) st = input_error(s, p, in, st, false);
    }
    *n_seeds += vals.len;
    if (input_seeds) input_seeds[k] = vals.len;
  }
  pt_vec_free(&vals);
  return st;
}

/* The automatic tactic (src/search/auto.c): the search decides what the
 * tactics before it left open on its axes, judged by the simulator on its
 * "hw" profile (else the run's), and its plan is applied as tactics (one
 * per decision), each reported through the hook like any other. A tactic
 * from `--auto` has no place in a file: its errors read as the search's
 * own ("error: auto: ..."). */
static pt_status *apply_auto(const pt_schedule *s, pt_partition *p, const pt_tactic *t, const pt_schedule_env *env,
                             uint32_t *next, pt_tactic_hook hook, void *ctx) {
  const pt_auto_tactic *au = &t->autos;
  uint32_t mask = 0;
  if (au->option) {
    PT_TRY(pt_auto_axes(&p->mesh, au->option, &mask));
  } else {
    for (uint32_t i = 0; i < au->n_axes; i++) {
      int32_t ax = pt_mesh_axis(&p->mesh, au->axes[i]);
      if (ax < 0) return unknown_axis(s, p, au->axes_loc, au->axes[i], NULL);
      mask |= 1u << ax;
    }
  }
  pt_hw own;
  const pt_hw *hw = env ? env->hw : NULL;
  if (au->hw) {
    pt_status *st = pt_hw_load(au->hw, &own);
    if (st) return relocate(s, t->loc, st, "auto: ");
    hw = &own;
  }
  /* (pt_auto_apply refuses a --auto tactic without one.) */
  if (!hw && !au->option)
    return err_at(s, t->loc,
                  "the auto tactic needs \"hw\": the hardware profile whose simulator judges the plans "
                  "(e.g. \"h100-sxm\"), or a run's profile (--hw)");
  pt_auto_spec spec = {.axes_mask = mask,
                       .hw = hw,
                       .memory_limit = au->memory_limit,
                       .budget_s = au->budget_s,
                       .iterations = au->iterations,
                       .seed = au->seed,
                       /* Without a run's lowering, plans are judged as the
                        * commands lower them by default (collectives
                        * deduplicated and combined), so the search's
                        * figures are the report's. */
                       .spmd = env ? env->spmd : (pt_spmd_options){.cse = true, .combine = true},
                       .compare_experts = env && env->compare_experts,
                       .progress = env ? env->progress : NULL,
                       .progress_ctx = env ? env->progress_ctx : NULL,
                       .threads = p->threads};
  if (env && env->on_auto) PT_TRY(env->on_auto(env->on_auto_ctx, t, NULL));
  pt_auto_outcome out;
  pt_status *st = pt_auto_apply(p, &spec, *next, hook, ctx, &out);
  *next += out.n_tactics;
  if (!st && env && env->on_auto) st = env->on_auto(env->on_auto_ctx, t, &out);
  pt_auto_outcome_free(&out);
  if (!st || au->option) return st;
  return relocate(s, t->loc, st, "");
}

static pt_status *tactic_seed(pt_partition *p, const pt_schedule *s, const pt_tactic *t, uint32_t tactic,
                              pt_builtin_memo **memo, uint32_t *n_seeds, uint32_t *input_seeds) {
  if (t->kind != PT_TACTIC_MANUAL && t->kind != PT_TACTIC_BUILTIN)
    return err_at(s, t->loc, "pt_tactic_seed: tactic '%s' has no seed actions of its own", t->label);
  int32_t ax = pt_mesh_axis(&p->mesh, t->axis);
  if (ax < 0) return unknown_axis(s, p, t->axis_loc, t->axis, t->n_inputs ? t->inputs[0].option : NULL);
  if (t->kind == PT_TACTIC_MANUAL) return apply_manual(s, p, t, (uint32_t)ax, tactic, n_seeds, input_seeds);
  for (uint32_t i = 0; i < t->n_builtins; i++)
    PT_TRY(apply_one_builtin(s, p, t, t->builtins[i], (uint32_t)ax, tactic, memo, n_seeds));
  return NULL;
}

pt_status *pt_tactic_seed(pt_partition *p, const pt_schedule *s, const pt_tactic *t, uint32_t tactic,
                          uint32_t *n_seeds, uint32_t *input_seeds) {
  return tactic_seed(p, s, t, tactic, NULL, n_seeds, input_seeds);
}

static pt_status *apply_tactic(const pt_schedule *s, pt_partition *p, const pt_tactic *t, const pt_schedule_env *env,
                               uint32_t *next, pt_tactic_hook hook, void *ctx, pt_builtin_memo **memo) {
  if (t->kind == PT_TACTIC_ANNOTATIONS) return pt_annotations_apply(p, t->annotations, t->label, next, hook, ctx);
  if (t->kind == PT_TACTIC_AUTO) return apply_auto(s, p, t, env, next, hook, ctx);
  uint32_t tactic = (*next)++, n_seeds = 0, conflicts = p->conflicts.len;
  /* Only a hook reads the per-input counts. */
  uint32_t *input_seeds = hook && t->n_inputs ? pt_calloc(t->n_inputs, sizeof *input_seeds) : NULL;
  pt_status *st = hook && t->n_inputs && !input_seeds ? pt_nomem() : tactic_seed(p, s, t, tactic, memo, &n_seeds, input_seeds);
  /* The axis is known once the seeds are in. */
  uint32_t axis = st ? 0 : (uint32_t)pt_mesh_axis(&p->mesh, t->axis);
  if (!st) st = pt_propagate(p, axis, tactic, 0);
  if (!st && hook) {
    pt_tactic_done done = {.index = tactic,
                           .label = t->label,
                           .axis = axis,
                           .n_seeds = n_seeds,
                           .n_decided = p->last_decided,
                           .first_conflict = conflicts,
                           .input_seeds = input_seeds,
                           .n_inputs = input_seeds ? t->n_inputs : 0};
    st = hook(ctx, p, &done);
  }
  free(input_seeds);
  return st;
}

pt_status *pt_schedule_run_env(pt_partition *p, const pt_schedule *s, uint32_t first_tactic, const pt_schedule_env *env,
                               pt_tactic_hook hook, void *ctx, uint32_t *next_tactic) {
  *next_tactic = first_tactic;
  /* The built-ins of one run share one analysis of the function. */
  pt_builtin_memo *memo = NULL;
  pt_status *st = NULL;
  for (uint32_t i = 0; i < s->n && !st; i++)
    st = apply_tactic(s, p, &s->tactics[i], env, next_tactic, hook, ctx, &memo);
  pt_builtin_memo_free(memo);
  return st;
}

pt_status *pt_schedule_run_next(pt_partition *p, const pt_schedule *s, uint32_t first_tactic, pt_tactic_hook hook,
                                void *ctx, uint32_t *next_tactic) {
  return pt_schedule_run_env(p, s, first_tactic, NULL, hook, ctx, next_tactic);
}

pt_status *pt_schedule_run(pt_partition *p, const pt_schedule *s, uint32_t first_tactic, pt_tactic_hook hook,
                           void *ctx) {
  uint32_t next;
  return pt_schedule_run_next(p, s, first_tactic, hook, ctx, &next);
}

pt_status *pt_tactic_report_line(void *ctx, pt_partition *p, const pt_tactic_done *t) {
  pt_buf *report = ctx;
  uint32_t nc = p->conflicts.len - t->first_conflict;
  bool builtin = pt_builtin_known(t->label);
  pt_buf_printf(report, "tactic %u (%s%s) on '%s': %u seed%s, %u propagated decision%s, %u new conflict%s\n",
                t->index, builtin ? "built-in " : "", t->label, p->mesh.names[t->axis], t->n_seeds,
                t->n_seeds == 1 ? "" : "s", t->n_decided, t->n_decided == 1 ? "" : "s", nc, nc == 1 ? "" : "s");
  return NULL;
}

pt_status *pt_schedule_run_report(pt_partition *p, const pt_schedule *s, uint32_t first_tactic,
                                  const pt_schedule_env *env, pt_buf *report, uint32_t *next_tactic) {
  return pt_schedule_run_env(p, s, first_tactic, env, report ? pt_tactic_report_line : NULL, report, next_tactic);
}

pt_status *pt_schedule_apply(pt_partition *p, const char *text, size_t len, const char *filename,
                             uint32_t first_tactic, pt_buf *report) {
  return pt_schedule_apply_each(p, text, len, filename, first_tactic, report ? pt_tactic_report_line : NULL, report);
}

pt_status *pt_schedule_apply_each(pt_partition *p, const char *text, size_t len, const char *filename,
                                  uint32_t first_tactic, pt_tactic_hook hook, void *ctx) {
  pt_schedule sched;
  PT_TRY(pt_schedule_parse(text, len, filename, &sched));
  pt_status *st = pt_schedule_run(p, &sched, first_tactic, hook, ctx);
  pt_schedule_free(&sched);
  return st;
}
