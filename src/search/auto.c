/* auto.c - the automatic tactic (see auto.h). */
#include "auto.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pt_auto_outcome_free(pt_auto_outcome *o) {
  pt_search_result_free(&o->res);
  pt_search_trace_free(&o->trace);
  pt_buf_free(&o->plan);
  pt_buf_free(&o->compare);
  pt_buf_free(&o->schedule);
  memset(o, 0, sizeof *o);
}

pt_status *pt_auto_axes(const pt_mesh *mesh, const char *names, uint32_t *mask) {
  *mask = 0;
  if (!names || !*names) {
    *mask = (1u << mesh->n_axes) - 1u;
    return NULL;
  }
  const char *s = names;
  while (*s) {
    while (*s == ' ' || *s == ',') s++;
    const char *e = s;
    while (*e && *e != ',' && *e != ' ') e++;
    if (e == s) break;
    int32_t found = -1;
    for (uint32_t a = 0; a < mesh->n_axes; a++)
      if (strlen(mesh->names[a]) == (size_t)(e - s) && memcmp(mesh->names[a], s, (size_t)(e - s)) == 0)
        found = (int32_t)a;
    if (found < 0) {
      pt_buf known = {0};
      for (uint32_t a = 0; a < mesh->n_axes; a++) pt_buf_printf(&known, "%s'%s'", a ? ", " : "", mesh->names[a]);
      pt_status *st = pt_status_make(PT_ERR_INVALID_ARG, "error: auto: unknown mesh axis '%.*s' (the mesh has %s)",
                                     (int)(e - s), s, known.data ? known.data : "no axes");
      pt_buf_free(&known);
      return st;
    }
    *mask |= 1u << found;
    s = e;
  }
  if (!*mask) return pt_status_make(PT_ERR_INVALID_ARG, "error: auto: no mesh axis given");
  return NULL;
}

pt_status *pt_auto_parse_bytes(const char *text, uint64_t *out) {
  char *end = NULL;
  double v = text ? strtod(text, &end) : NAN;
  if (!text || end == text || !(v > 0) || !isfinite(v))
    return pt_status_make(PT_ERR_INVALID_ARG, "error: invalid memory size '%s' (expected e.g. 80GB, 1.5GiB, 512MB)",
                          text ? text : "");
  while (*end == ' ') end++;
  static const struct {
    const char *suffix;
    double scale;
  } units[] = {{"", 1},       {"B", 1},       {"KB", 1e3},         {"MB", 1e6},         {"GB", 1e9},
               {"TB", 1e12},  {"KiB", 1024.0}, {"MiB", 1048576.0}, {"GiB", 1073741824.0}, {"TiB", 1099511627776.0},
               {"K", 1e3},    {"kB", 1e3} /* as reports print it */, {"k", 1e3}, {"M", 1e6},     {"G", 1e9},          {"T", 1e12}};
  for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
    if (strcmp(end, units[i].suffix) == 0) {
      double b = v * units[i].scale;
      if (b >= 1.8e19) break;
      *out = (uint64_t)b;
      return NULL;
    }
  return pt_status_make(PT_ERR_INVALID_ARG, "error: invalid memory size '%s' (expected e.g. 80GB, 1.5GiB, 512MB)",
                        text);
}

static void put_bytes(pt_buf *b, uint64_t bytes) { pt_buf_human(b, (double)bytes, "B"); }

/* "41.6 us", "12.3 ms", "1.25 s": step times span microseconds to seconds. */
static void put_seconds(pt_buf *b, double s) {
  if (s < 1e-3) pt_buf_printf(b, "%.1f us", s * 1e6);
  else if (s < 1) pt_buf_printf(b, "%.2f ms", s * 1e3);
  else pt_buf_printf(b, "%.2f s", s);
}

/* The expert schedules that apply to the searched axes: the first is the
 * data axis (BP, Z3), the second the model axis (MP). */
static uint32_t experts(const pt_mesh *mesh, uint32_t mask, char names[PT_AUTO_MAX_EXPERTS][16],
                        pt_buf texts[PT_AUTO_MAX_EXPERTS]) {
  int32_t ax[2] = {-1, -1};
  uint32_t k = 0;
  for (uint32_t a = 0; a < mesh->n_axes && k < 2; a++)
    if (mask >> a & 1u) ax[k++] = (int32_t)a;
  const char *d = mesh->names[ax[0]];
  const char *m = ax[1] >= 0 ? mesh->names[ax[1]] : d;
  /* Each expert's built-ins in order; those with MP next to data
   * parallelism need a second axis. */
  static const struct {
    const char *name, *builtins[3];
    bool two_axes;
  } table[PT_AUTO_MAX_EXPERTS] = {{"BP", {"BP"}, false},
                                  {"BP+MP", {"BP", "MP"}, true},
                                  {"BP+Z3", {"BP", "Z3"}, false},
                                  {"BP+MP+Z3", {"BP", "MP", "Z3"}, true},
                                  {"MP", {"MP"}, false}};
  uint32_t n = 0;
  for (uint32_t e = 0; e < PT_AUTO_MAX_EXPERTS; e++) {
    if (table[e].two_axes && ax[1] < 0) continue;
    snprintf(names[n], sizeof names[n], "%s", table[e].name);
    pt_buf_puts(&texts[n], "[");
    for (uint32_t k2 = 0; k2 < 3 && table[e].builtins[k2]; k2++)
      pt_buf_printf(&texts[n], "%s{\"builtin\": \"%s\", \"axis\": \"%s\"}", k2 ? ", " : "", table[e].builtins[k2],
                    strcmp(table[e].builtins[k2], "MP") == 0 ? m : d);
    pt_buf_puts(&texts[n++], "]");
  }
  return n;
}

static void compare_row(pt_buf *b, const char *name, bool ok, double step_s, uint64_t peak, uint64_t limit,
                        const char *why) {
  pt_buf_printf(b, "  %-10s", name);
  if (!ok) {
    pt_buf_printf(b, "  n/a (%s)\n", why);
    return;
  }
  pt_buf cell = {0};
  put_seconds(&cell, step_s);
  pt_buf_printf(b, "  %12s", cell.data ? cell.data : "");
  cell.len = 0;
  put_bytes(&cell, peak);
  pt_buf_printf(b, "  %12s  %s\n", cell.data ? cell.data : "", peak <= limit ? "yes" : "no");
  if (cell.failed) b->failed = true; /* as if b could not grow: whoever takes b's text reports it */
  pt_buf_free(&cell);
}

pt_status *pt_auto_expert_states(const pt_partition *root, const pt_auto_spec *spec, uint32_t first_tactic,
                                 pt_auto_expert out[PT_AUTO_MAX_EXPERTS], pt_partition states[PT_AUTO_MAX_EXPERTS],
                                 uint32_t *n_out) {
  char names[PT_AUTO_MAX_EXPERTS][16];
  pt_buf texts[PT_AUTO_MAX_EXPERTS];
  memset(texts, 0, sizeof texts);
  uint32_t n = experts(&root->mesh, spec->axes_mask, names, texts);
  /* One simulation workspace for the experts (NULL without memory: each
   * simulation then makes its own). */
  pt_sim_ws *sim = pt_sim_ws_new();
  pt_status *st = NULL;
  uint32_t i = 0;
  for (; i < n && !st; i++) {
    pt_auto_expert *x = &out[i];
    memset(x, 0, sizeof *x);
    memcpy(x->name, names[i], sizeof x->name);
    pt_partition *q = &states[i];
    st = pt_partition_copy(root, q);
    if (st) break;
    q->threads = 1;
    pt_status *e = texts[i].failed ? pt_nomem()
                                   : pt_schedule_apply(q, texts[i].data, texts[i].len, "<expert>", first_tactic, NULL);
    if (!e) e = pt_search_evaluate_ws(q, spec->hw, &spec->spmd, sim, &x->step_s, &x->peak_bytes);
    if (e && pt_status_code(e) == PT_ERR_NOMEM) { /* not an answer about the expert: the whole call fails */
      st = e;
      i++; /* the i-th state was made: freed below with the others */
      break;
    }
    if (e) {
      /* An expert that does not apply is a row, not a failure. */
      snprintf(x->why, sizeof x->why, "%s%s", pt_status_context_text(e), pt_status_body(e));
      char *nl = strchr(x->why, '\n');
      if (nl) *nl = 0;
      pt_status_free(e);
    } else x->applied = true;
  }
  for (uint32_t k = 0; k < PT_AUTO_MAX_EXPERTS; k++) pt_buf_free(&texts[k]);
  pt_sim_ws_free(sim);
  if (st) {
    /* states[0, i) were made; the i-th copy failed (the loop left before
     * counting it). */
    for (uint32_t k = 0; k < i; k++) pt_partition_free(&states[k]);
    n = 0;
  }
  *n_out = n;
  return st;
}

pt_status *pt_auto_experts(const pt_partition *root, const pt_auto_spec *spec, uint32_t first_tactic,
                           pt_auto_expert out[PT_AUTO_MAX_EXPERTS], uint32_t *n_out) {
  pt_partition states[PT_AUTO_MAX_EXPERTS];
  pt_status *st = pt_auto_expert_states(root, spec, first_tactic, out, states, n_out);
  for (uint32_t i = 0; i < *n_out; i++) pt_partition_free(&states[i]);
  return st;
}

/* The plan beside each expert schedule, applied to the same root. */
static void compare_experts(const pt_auto_spec *spec, const pt_auto_expert *x, uint32_t n, pt_auto_outcome *out) {
  pt_buf *b = &out->compare;
  pt_buf_printf(b, "comparison with the expert schedules (%s, memory limit ", spec->hw->name);
  put_bytes(b, out->memory_limit);
  pt_buf_printf(b, " per device):\n  %-10s  %12s  %12s  %s\n", "plan", "step time", "peak memory", "fits");
  compare_row(b, "auto", true, out->res.step_s, out->res.peak_bytes, out->memory_limit, NULL);
  for (uint32_t i = 0; i < n; i++)
    compare_row(b, x[i].name, x[i].applied, x[i].step_s, x[i].peak_bytes, out->memory_limit, x[i].why);
}

typedef struct {
  pt_tactic_hook hook;
  void *ctx;
} hook_ctx;

pt_status *pt_auto_apply(pt_partition *p, const pt_auto_spec *spec, uint32_t first_tactic, pt_tactic_hook hook,
                         void *ctx, pt_auto_outcome *out) {
  memset(out, 0, sizeof *out);
  out->first_tactic = first_tactic;
  if (!spec->hw) return pt_status_make(PT_ERR_INVALID_ARG, "error: auto: needs a hardware profile (--hw, \"hw\")");
  if (!(spec->budget_s > 0))
    return pt_status_make(PT_ERR_INVALID_ARG, "error: auto: the time budget must be positive (got %g s)",
                          spec->budget_s);
  if (!spec->axes_mask) return pt_status_make(PT_ERR_INVALID_ARG, "error: auto: no mesh axis to decide");
  out->memory_limit = spec->memory_limit ? spec->memory_limit : (uint64_t)spec->hw->hbm_capacity;
  pt_analysis a;
  pt_status *st = pt_analysis_run(p->m, p->func, &p->mesh, &a);
  if (st) return st;
  pt_search_options so = {.axes_mask = spec->axes_mask,
                          .hw = spec->hw,
                          .spmd = spec->spmd,
                          .memory_limit = out->memory_limit,
                          .budget_s = spec->budget_s,
                          .iterations = spec->iterations,
                          .seed = spec->seed,
                          .first_tactic = first_tactic,
                          .trace = &out->trace,
                          .progress = spec->progress,
                          .progress_ctx = spec->progress_ctx};
  /* The expert schedules that apply are the search's first leaves: the
   * plan is then never worse than the best of them the decision space
   * can say and that fits. */
  pt_auto_expert x[PT_AUTO_MAX_EXPERTS];
  pt_partition states[PT_AUTO_MAX_EXPERTS];
  const pt_partition *hints[PT_AUTO_MAX_EXPERTS];
  uint32_t n_experts = 0, n_hints = 0, hint_expert[PT_AUTO_MAX_EXPERTS];
  st = pt_auto_expert_states(p, spec, first_tactic, x, states, &n_experts);
  for (uint32_t i = 0; i < n_experts; i++)
    if (x[i].applied) hint_expert[n_hints] = i, hints[n_hints++] = &states[i];
  /* Their figures are known: the search need not simulate them again. */
  pt_search_cache *cache = pt_search_cache_new();
  if (!cache && !st) st = pt_nomem();
  /* A figure the cache cannot take is simulated again when asked for. */
  for (uint32_t i = 0; i < n_experts && cache; i++)
    if (x[i].applied) (void)pt_search_cache_put(cache, pt_partition_hash(&states[i]), x[i].step_s, x[i].peak_bytes);
  so.cache = cache;
  so.hints = hints;
  so.n_hints = n_hints;
  so.threads = spec->threads;
  so.no_fold = spec->no_fold;
  if (!st) st = pt_search_run(p, &a, &so, &out->res);
  for (uint32_t i = 0; i < n_experts; i++) pt_partition_free(&states[i]);
  pt_search_cache_free(cache);
  const pt_search_result *r = &out->res;
  if (!st && !r->found) {
    pt_buf lim = {0}, got = {0};
    put_bytes(&lim, out->memory_limit);
    if (r->min_peak_seen != UINT64_MAX) put_bytes(&got, r->min_peak_seen);
    else put_bytes(&got, r->min_bound_seen);
    if (lim.failed || got.failed) {
      st = pt_nomem();
    } else if (r->min_peak_seen != UINT64_MAX) {
      st = pt_status_make(PT_ERR_INVALID_ARG,
                          "error: auto: no plan fits the memory limit of %s per device: the smallest plan found "
                          "needs %s (%.2fx the limit; %llu plans simulated)",
                          lim.data, got.data, (double)r->min_peak_seen / (double)out->memory_limit,
                          (unsigned long long)r->evaluations);
    } else {
      st = pt_status_make(PT_ERR_INVALID_ARG,
                          "error: auto: no plan fits the memory limit of %s per device: the arguments alone need at "
                          "least %s per device even fully sharded (%.2fx the limit)",
                          lim.data, got.data, (double)r->min_bound_seen / (double)out->memory_limit);
    }
    pt_buf_free(&lim);
    pt_buf_free(&got);
  }
  if (!st && spec->compare_experts) compare_experts(spec, x, n_experts, out);
  if (!st) pt_search_schedule_json(p, r, &out->schedule);
  /* The plan in words, before the per-tactic reports the hook prints. */
  if (!st) {
    pt_buf *b = &out->plan;
    pt_buf_printf(b, "auto: %u decision%s on ", r->steps.len, r->steps.len == 1 ? "" : "s");
    bool first = true;
    for (uint32_t ax = 0; ax < p->mesh.n_axes; ax++)
      if (spec->axes_mask >> ax & 1u) pt_buf_printf(b, "%s'%s'", first ? "" : ", ", p->mesh.names[ax]), first = false;
    pt_buf_printf(b, " (%llu iterations, %llu plans simulated, %u decisions in the space, %.2f s%s",
                  (unsigned long long)r->iterations, (unsigned long long)r->evaluations, r->n_space, r->seconds,
                  r->exhausted ? ", tree exhausted" : "");
    /* Ranked on depth-folded proxies (search.h); the figures below are the
     * whole program's all the same. */
    if (r->folded) pt_buf_printf(b, ", ranked on depth-folded proxies of its %u repeated layers", r->folded);
    pt_buf_puts(b, ")\n");
    for (uint32_t k = 0; k < r->steps.len; k++) {
      const pt_search_step *sk = &r->steps.data[k];
      pt_buf_printf(b, "  %u. ", k + 1);
      if (sk->decision == PT_SEARCH_HINT_STEP) {
        /* The best plan is an expert schedule's own, tactic by tactic. */
        const char *name = r->best_hint >= 0 ? x[hint_expert[r->best_hint]].name : "expert";
        pt_buf_printf(b, "as the %s schedule: %u argument%s on '%s' (", name, sk->n_seeds, sk->n_seeds == 1 ? "" : "s",
                      p->mesh.names[sk->axis]);
        for (uint32_t j = 0; j < sk->n_seeds && j < 3; j++) {
          const pt_dim_ref *sd = &r->seeds.data[sk->first_seed + j];
          if (j) pt_buf_puts(b, ", ");
          uint32_t ai = 0;
          const char *an = pt_analysis_is_arg(&a, sd->value, &ai) ? pt_analysis_arg_name(&a, ai) : NULL;
          if (an) pt_buf_puts(b, an);
          else pt_buf_printf(b, "argument %u", ai);
          if (sd->dim == PT_SEARCH_REPLICATED) pt_buf_puts(b, " replicated");
          else pt_buf_printf(b, " dim %u", sd->dim);
        }
        pt_buf_puts(b, sk->n_seeds > 3 ? ", ...)" : ")");
      } else pt_analysis_decision_describe(&a, sk->decision, b);
      pt_buf_putc(b, '\n');
    }
    if (!r->steps.len) pt_buf_puts(b, "  (nothing more: the state as it is is the best plan)\n");
    pt_buf_puts(b, "  step time ");
    put_seconds(b, r->step_s);
    pt_buf_puts(b, ", peak memory ");
    put_bytes(b, r->peak_bytes);
    pt_buf_puts(b, " per device (limit ");
    put_bytes(b, out->memory_limit);
    pt_buf_printf(b, ", %s)\n", spec->hw->name);
  }
  /* The texts handed out fail softly: said here, once. */
  if (!st && (out->plan.failed || out->compare.failed || out->schedule.failed)) st = pt_nomem();
  /* The plan, applied as tactics with a report after each. */
  for (uint32_t k = 0; !st && k < r->steps.len; k++) {
    const pt_search_step *s = &r->steps.data[k];
    uint32_t first_conflict = p->conflicts.len;
    for (uint32_t j = 0; j < s->n_seeds && !st; j++) {
      const pt_dim_ref *sd = &r->seeds.data[s->first_seed + j];
      st = sd->dim == PT_SEARCH_REPLICATED ? pt_action_replicate(p, sd->value, s->axis, first_tactic + k)
                                           : pt_action_tile(p, sd->value, sd->dim, s->axis, first_tactic + k);
    }
    if (!st) st = pt_propagate(p, s->axis, first_tactic + k, 0);
    if (!st && hook) {
      pt_tactic_done t = {.index = first_tactic + k,
                          .label = "auto",
                          .axis = s->axis,
                          .n_seeds = s->n_seeds,
                          .n_decided = p->last_decided,
                          .first_conflict = first_conflict};
      st = hook(ctx, p, &t);
    }
  }
  out->n_tactics = r->steps.len;
  if (!st) {
    pt_buf note = {0};
    pt_auto_trace_json(p, spec, out, x, n_experts, &note);
    if (note.failed || !pt_partition_add_note(p, note.data ? note.data : "", note.len)) st = pt_nomem();
    pt_buf_free(&note);
  }
  pt_analysis_free(&a);
  return st;
}

/* A finite number as JSON (the simulator's figures are; null otherwise). */
static void put_number(pt_buf *b, double v) {
  if (isfinite(v)) pt_buf_printf(b, "%.17g", v);
  else pt_buf_puts(b, "null");
}

void pt_auto_trace_json(const pt_partition *p, const pt_auto_spec *spec, const pt_auto_outcome *o,
                        const pt_auto_expert *x, uint32_t n, pt_buf *out) {
  const pt_search_result *r = &o->res;
  const pt_search_trace *t = &o->trace;
  pt_buf_printf(out, "{\"first_tactic\":%u,\"n_tactics\":%u,\"axes\":[", o->first_tactic, o->n_tactics);
  bool first = true;
  for (uint32_t ax = 0; ax < p->mesh.n_axes; ax++) {
    if (!(spec->axes_mask >> ax & 1u)) continue;
    if (!first) pt_buf_putc(out, ',');
    first = false;
    pt_buf_json_string(out, p->mesh.names[ax], strlen(p->mesh.names[ax]));
  }
  pt_buf_puts(out, "],\"hw\":");
  pt_buf_json_string(out, spec->hw->name, strlen(spec->hw->name));
  pt_buf_printf(out,
                ",\"memory_limit\":%llu,\"seed\":%llu,\"iterations\":%llu,\"evaluations\":%llu,\"feasible\":%llu,"
                "\"n_space\":%u,\"exhausted\":%s,\"seconds\":",
                (unsigned long long)o->memory_limit, (unsigned long long)spec->seed,
                (unsigned long long)r->iterations, (unsigned long long)r->evaluations,
                (unsigned long long)t->n_feasible, r->n_space, r->exhausted ? "true" : "false");
  put_number(out, r->seconds);
  pt_buf_puts(out, ",\"step_s\":");
  put_number(out, r->step_s);
  pt_buf_printf(out, ",\"peak_bytes\":%llu,\"best\":[", (unsigned long long)r->peak_bytes);
  for (uint32_t i = 0; i < t->best.len; i++) {
    const pt_search_point *b = &t->best.data[i];
    pt_buf_printf(out, "%s%llu,%llu,", i ? "," : "", (unsigned long long)b->iteration,
                  (unsigned long long)b->evaluation);
    put_number(out, b->step_s);
    pt_buf_printf(out, ",%llu", (unsigned long long)b->peak_bytes);
  }
  pt_buf_printf(out, "],\"best_thinned\":%s,\"plan_stride\":%llu,\"max_plans\":%u,\"plans\":[",
                t->best_thinned ? "true" : "false", (unsigned long long)(t->plan_stride ? t->plan_stride : 1),
                t->max_plans ? t->max_plans : (uint32_t)PT_SEARCH_TRACE_MAX_PLANS);
  for (uint32_t i = 0; i < t->plans.len; i++) {
    const pt_search_point *q = &t->plans.data[i];
    if (i) pt_buf_putc(out, ',');
    put_number(out, q->step_s);
    pt_buf_printf(out, ",%llu,%llu,%u,%d", (unsigned long long)q->peak_bytes, (unsigned long long)q->iteration,
                  q->n_decisions, q->feasible ? 1 : 0);
  }
  pt_buf_puts(out, "],\"experts\":[");
  for (uint32_t i = 0; i < n; i++) {
    const pt_auto_expert *e = &x[i];
    pt_buf_puts(out, i ? ",{\"name\":" : "{\"name\":");
    pt_buf_json_string(out, e->name, strlen(e->name));
    if (e->applied) {
      pt_buf_puts(out, ",\"step_s\":");
      put_number(out, e->step_s);
      pt_buf_printf(out, ",\"peak_bytes\":%llu}", (unsigned long long)e->peak_bytes);
    } else {
      pt_buf_puts(out, ",\"why\":");
      pt_buf_json_string(out, e->why, strlen(e->why));
      pt_buf_putc(out, '}');
    }
  }
  pt_buf_puts(out, "]}");
}
