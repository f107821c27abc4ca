/* bench_propagate.c - propagation time of BP + MP + Z3 on GPT-style training
 * steps of growing depth, printed as JSON.
 *
 * The schedule is written with seeds chosen by jax.arg_info names, as a user
 * would (the Schedules issue turns these into built-in tactics):
 *   tactic 0, BP on "batch": every batch input tiled on dim 0;
 *   tactic 1, MP on "model": Megatron column/row split of attention (heads
 *     dim of wq/wk/wv/bq/bk/bv and wo) and MLP (w_in/b_in on the hidden dim,
 *     w_out on its input dim), parameters and their Adam moments alike;
 *   tactic 2, Z3 on "batch": every parameter and moment still open on
 *     "batch" tiled on its largest dim that "batch" divides.
 * The figure of merit is the time of parse-independent work: building the
 * propagation cache and propagating the three tactics. Growth from the
 * smallest to the largest model should be linear in the op count. Each
 * model is timed with the default number of threads (one per online
 * processor: large rounds and the conflict checks are split among them)
 * and on one thread, so that both growths are on record. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../src/ir/ir.h"
#include "bench_util.h"
#include "../src/partition/partition.h"
#include "../src/stablehlo/stablehlo.h"

enum { RUNS = 25 };

static const char *arg_name(const pt_module *m, const pt_func *f, uint32_t i) {
  const pt_attr *a = f->arg_attrs ? pt_attr_dict_get(m, f->arg_attrs[i], "jax.arg_info") : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : "";
}

/* Megatron's split for a parameter (or its moment) named like
 * "...['attn']['wq']": the dim to tile on "model", or -1. */
static int megatron_dim(const char *name) {
  static const struct {
    const char *suffix;
    int dim;
  } rules[] = {
      {"['attn']['wq']", 1}, {"['attn']['wk']", 1}, {"['attn']['wv']", 1}, {"['attn']['bq']", 0},
      {"['attn']['bk']", 0}, {"['attn']['bv']", 0}, {"['attn']['wo']", 0}, {"['mlp']['w_in']", 1},
      {"['mlp']['b_in']", 0}, {"['mlp']['w_out']", 0},
  };
  size_t n = strlen(name);
  for (size_t i = 0; i < PT_ARRAY_LEN(rules); i++) {
    size_t k = strlen(rules[i].suffix);
    if (n >= k && strcmp(name + n - k, rules[i].suffix) == 0) return rules[i].dim;
  }
  return -1;
}

typedef struct {
  double seconds;
  uint32_t rounds[3], decided[3], conflicts, seeds;
} run_result;

static pt_status *seed_and_propagate(pt_partition *p, const pt_func *f, run_result *r) {
  const pt_module *m = p->m;
  uint32_t n_args = pt_func_n_args(m, f);
  /* BP */
  for (uint32_t i = 0; i < n_args; i++)
    if (strncmp(arg_name(m, f, i), "batch", 5) == 0) {
      PT_TRY(pt_action_tile(p, pt_func_arg(m, f, i), 0, 0, 0));
      r->seeds++;
    }
  PT_TRY(pt_propagate(p, 0, 0, 0));
  r->rounds[0] = p->last_rounds;
  r->decided[0] = p->last_decided;
  /* MP */
  for (uint32_t i = 0; i < n_args; i++) {
    int d = megatron_dim(arg_name(m, f, i));
    uint32_t v = pt_func_arg(m, f, i);
    if (d >= 0 && pt_decision_get(p, v, 1)->kind == PT_DECISION_OPEN) {
      PT_TRY(pt_action_tile(p, v, (uint32_t)d, 1, 1));
      r->seeds++;
    }
  }
  PT_TRY(pt_propagate(p, 1, 1, 0));
  r->rounds[1] = p->last_rounds;
  r->decided[1] = p->last_decided;
  /* Z3 */
  for (uint32_t i = 0; i < n_args; i++) {
    const char *name = arg_name(m, f, i);
    uint32_t v = pt_func_arg(m, f, i);
    if (strncmp(name, "params", 6) != 0 && strncmp(name, "opt_state", 9) != 0) continue;
    if (pt_decision_get(p, v, 0)->kind != PT_DECISION_OPEN) continue;
    const pt_type *t = pt_value_type(m, v);
    int best = -1;
    int64_t best_size = 0;
    for (uint32_t d = 0; d < t->rank; d++) {
      int64_t local = pt_partition_local_dim(p, v, d);
      if (local % p->mesh.sizes[0] == 0 && local > best_size) best = (int)d, best_size = local;
    }
    if (best >= 0) {
      PT_TRY(pt_action_tile(p, v, (uint32_t)best, 0, 2));
      r->seeds++;
    }
  }
  PT_TRY(pt_propagate(p, 0, 2, 0));
  r->rounds[2] = p->last_rounds;
  r->decided[2] = p->last_decided;
  r->conflicts = p->conflicts.len;
  return NULL;
}

/* One timed run: partition state, cache and the three tactics, with
 * `threads` (0: the default). */
static pt_status *time_once(const pt_module *m, const pt_mesh *mesh, uint32_t threads, run_result *out) {
  uint32_t fid = pt_module_find_func(m, "main");
  if (fid == PT_NONE) return pt_status_make(PT_ERR_INVALID_ARG, "no @main");
  const pt_func *f = &m->funcs.data[fid];
  run_result r = {0};
  pt_partition p;
  double t0 = bench_now_s();
  PT_TRY(pt_partition_init(&p, m, fid, mesh));
  p.threads = threads;
  pt_status *s = seed_and_propagate(&p, f, &r);
  r.seconds = bench_now_s() - t0;
  pt_partition_free(&p);
  if (s) return s;
  if (out->seconds == 0 || r.seconds < out->seconds) *out = r;
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: bench_propagate STEP.mlir... (smallest first)\n");
    return 2;
  }
  pt_mesh mesh;
  pt_status *s = pt_mesh_parse("batch=8,model=8", &mesh);
  if (s) {
    fprintf(stderr, "%s\n", pt_status_message(s));
    pt_status_free(s);
    return 1;
  }
  int n = argc - 1, rc = 0;
  pt_module **mods = calloc((size_t)n, sizeof *mods);
  run_result *best = calloc((size_t)n, sizeof *best), *best_1 = calloc((size_t)n, sizeof *best_1);
  if (!mods || !best || !best_1) return 1;
  for (int i = 0; i < n && !rc; i++) {
    size_t len;
    char *text = bench_slurp(argv[i + 1], &len);
    s = text ? pt_parse_module(argv[i + 1], text, len, &mods[i])
             : pt_status_make(PT_ERR_IO, "%s: cannot read", argv[i + 1]);
    free(text);
    if (!s) s = pt_module_inline_calls(mods[i]);
    if (s) fprintf(stderr, "%s\n", pt_status_message(s)), pt_status_free(s), rc = 1;
  }
  /* The sizes and thread counts take turns, so that a slow spell of a
   * shared machine hits all of them rather than skewing the growth ratio;
   * each keeps its best. */
  for (int k = 0; k < RUNS && !rc; k++)
    for (int i = 0; i < n && !rc; i++)
      if ((s = time_once(mods[i], &mesh, 0, &best[i])) || (s = time_once(mods[i], &mesh, 1, &best_1[i])))
        fprintf(stderr, "%s: %s\n", argv[i + 1], pt_status_message(s)), pt_status_free(s), rc = 1;
  pt_partition defaults = {0}; /* threads 0: what time_once(..., 0, ...) used */
  uint32_t threads = pt_propagate_threads(&defaults);
  printf("{\"bench\": \"propagate_bp_mp_z3\", \"mesh\": \"batch=8,model=8\", \"threads\": %u, \"runs\": [\n", threads);
  for (int i = 0; i < n && !rc; i++) {
    const run_result *r = &best[i];
    printf("  {\"file\": \"%s\", \"ops\": %u, \"seeds\": %u, \"propagate_s\": %.4f, \"propagate_1_thread_s\": %.4f, "
           "\"rounds\": [%u, %u, %u], \"decided\": [%u, %u, %u], \"conflicts\": %u}%s\n",
           argv[i + 1], mods[i]->ops.len, r->seeds, r->seconds, best_1[i].seconds, r->rounds[0], r->rounds[1],
           r->rounds[2], r->decided[0], r->decided[1], r->decided[2], r->conflicts, i + 1 < n ? "," : "");
  }
  double first_s = best[0].seconds, last_s = best[n - 1].seconds;
  double growth = first_s > 0 ? last_s / first_s : 0;
  double growth_1 = best_1[0].seconds > 0 ? best_1[n - 1].seconds / best_1[0].seconds : 0;
  double op_growth = rc ? 0 : (double)mods[n - 1]->ops.len / mods[0]->ops.len;
  printf("], \"largest_propagate_s\": %.4f, \"goal_largest_s\": 0.5, \"time_growth\": %.2f, "
         "\"time_growth_1_thread\": %.2f, \"op_growth\": %.2f, \"goal_time_growth_max\": 9.0, \"meets_goal\": %s}\n",
         last_s, growth, growth_1, op_growth, !rc && last_s < 0.5 && growth <= 9.0 ? "true" : "false");
  for (int i = 0; i < n; i++) pt_module_free(mods[i]);
  free(mods);
  free(best);
  free(best_1);
  return rc;
}
