/* bench_candidates.c - evaluating partitioning candidates as a search
 * does, against re-partitioning each from scratch, printed as JSON.
 *
 * The parent is BP (batch) + MP (model) + Z3 (batch) on an 8x8 mesh
 * (batch=8, model=8), as examples/schedules/bp_mp_z3.json. A candidate is
 * the parent plus one extra tile action (tactic 3), chosen among the legal
 * ones (every value, dim and axis is probed with pt_action_tile_check).
 *
 *   candidate path  the shared base and a workspace per thread
 *                   (candidate.c): tile + propagation from the action
 *                   only, then lower (pt_spmd_lower) and simulate (time
 *                   and peak memory on a100-80gb), then reset
 *   scratch path    what the code did before: a new partition, the
 *                   schedule applied, the action, pt_propagate, lower,
 *                   simulate
 * Both on one thread, in the same run; their results (state hash, step
 * time, peak memory) must agree. The breakdown says where the time of a
 * candidate goes. Then memory: the process RSS and the module's size
 * after 10 and after N evaluations (default 10,000; --evals N), and 2
 * threads against 1 (sharing the module, the parent and the candidate
 * base, each with its own workspace and lowering cache, as a search's
 * workers), with identical results.
 *
 * --first-pass-only stops after the candidate path's first pass (the 64
 * actions) and prints its rate: what an instruction count of one
 * candidate runs, e.g.
 *   valgrind --tool=callgrind --toggle-collect=eval_candidate \
 *     bench_candidates GPT.mlir --first-pass-only
 * (then divide by 64: the counts on a busy machine are the stable figure).
 *
 * usage: bench_candidates GPT.mlir [--evals N] [--first-pass-only] */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/sim/sim.h"
#include "../src/spmd/spmd.h"
#include "../src/stablehlo/stablehlo.h"
#include "../src/tactics/tactics.h"
#include "bench_util.h"
#include "../tests/support/abort_alloc.h"

static const char *const SCHEDULE =
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}, "
    "{\"builtin\": \"Z3\", \"axis\": \"batch\"}]";
enum { EXTRA_TACTIC = 3, N_ACTIONS = 64 };

static pt_status *load(const char *path, pt_module **out) {
  size_t len;
  char *text = bench_slurp(path, &len);
  if (!text) return pt_status_make(PT_ERR_IO, "error: cannot read %s", path);
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(path, text, len, &m);
  free(text);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  if (s) pt_module_free(m);
  else *out = m;
  return s;
}

static pt_status *make_parent(const pt_module *m, const pt_mesh *mesh, pt_partition *p) {
  PT_TRY(pt_partition_init(p, m, pt_module_find_func(m, "main"), mesh));
  p->threads = 1;
  return pt_schedule_apply(p, SCHEDULE, strlen(SCHEDULE), "bp_mp_z3", 0, NULL);
}

typedef struct {
  uint32_t value, dim, axis;
} action;

typedef struct {
  uint64_t hash;
  double step_s;
  uint64_t peak_bytes;
} outcome;

typedef struct {
  double propagate_s, lower_s, time_s, memory_s;
} breakdown;

/* Lowers and simulates p (as pt_report_collect does); the SPMD program
 * lives in its own module (prog.m), freed with it. */
static pt_status *lower_and_simulate(const pt_partition *p, pt_spmd_cache *cache, pt_sim_ws *sim, const pt_hw *hw,
                                     outcome *o, breakdown *b) {
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  pt_spmd_options opts = {.cse = true, .cache = cache};
  pt_sim_time t;
  memset(&t, 0, sizeof t);
  pt_sim_memory mem;
  memset(&mem, 0, sizeof mem);
  double t0 = bench_now_s();
  pt_status *s = pt_spmd_lower(p, "__bench_candidate", &opts, &prog);
  double t1 = bench_now_s();
  if (!s) s = pt_sim_time_program_ws(p, &prog, hw, sim, &t);
  double t2 = bench_now_s();
  if (!s)
    s = hw->fusion ? pt_sim_memory_fused_ws(prog.m, prog.func, &t.fusions, sim, &mem)
                   : pt_sim_memory_of(prog.m, prog.func, &mem);
  double t3 = bench_now_s();
  o->step_s = t.step_seconds_overlap;
  o->peak_bytes = mem.peak_bytes;
  if (b) b->lower_s += t1 - t0, b->time_s += t2 - t1, b->memory_s += t3 - t2;
  pt_sim_time_free(&t);
  pt_spmd_program_free(&prog);
  return s;
}

/* The candidate path (kept out of line: callgrind's --toggle-collect
 * names it). */
__attribute__((noinline)) static pt_status *eval_candidate(pt_cand_ws *ws, pt_spmd_cache *cache, pt_sim_ws *sim,
                                                           const action *a, const pt_hw *hw, outcome *o, breakdown *b) {
  double t0 = bench_now_s();
  pt_candidate c;
  if (pt_cand_ws_tile(ws, a->value, a->dim, a->axis, &c) != PT_TILE_OK)
    return pt_status_make(PT_ERR_INTERNAL, "error: a legal action was refused");
  if (b) b->propagate_s += bench_now_s() - t0;
  o->hash = c.hash;
  pt_candidate_free(&c);
  pt_status *s = lower_and_simulate(pt_cand_ws_state(ws), cache, sim, hw, o, b);
  pt_cand_ws_reset(ws);
  return s;
}

/* The scratch path. */
static pt_status *eval_scratch(const pt_module *m, const pt_mesh *mesh, const action *a, const pt_hw *hw,
                               outcome *o, breakdown *b) {
  double t0 = bench_now_s();
  pt_partition p;
  pt_status *s = make_parent(m, mesh, &p);
  if (!s) s = pt_action_tile(&p, a->value, a->dim, a->axis, EXTRA_TACTIC);
  if (!s) s = pt_propagate(&p, a->axis, EXTRA_TACTIC, 0);
  if (b) b->propagate_s += bench_now_s() - t0;
  if (!s) o->hash = pt_partition_hash(&p);
  if (!s) s = lower_and_simulate(&p, NULL, NULL, hw, o, b); /* nothing kept: a fresh simulation workspace */
  pt_partition_free(&p);
  return s;
}

static double rss_mb(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  long pages = 0, resident = 0;
  if (f) {
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(f);
  }
  return (double)resident * (double)sysconf(_SC_PAGESIZE) / 1048576.0;
}

/* Bytes the module holds (arena, strings, tables). */
static uint64_t module_bytes(const pt_module *m) { return pt_module_footprint(m); }

/* One thread of the scaling test, as a search's worker: the module, the
 * parent and the candidate base are shared (read-only); the workspace and
 * the lowering cache are the thread's own. Evaluates actions[i % n] for
 * i < evals. */
typedef struct {
  const pt_partition *parent;
  const pt_cand_base *base;
  const pt_hw *hw;
  const action *actions;
  uint32_t n_actions, evals;
  outcome *results; /* n_actions */
  double seconds;
  pt_status *status;
} worker;

static void *work(void *arg) {
  worker *w = arg;
  pt_cand_ws *ws = pt_cand_ws_new(w->base);
  pt_spmd_cache *cache = pt_spmd_cache_new(0);
  pt_sim_ws *sim = pt_sim_ws_new(); /* per thread, as the cache */
  outcome warm;
  /* The parent first, as a search evaluates it before its children. */
  pt_status *s = lower_and_simulate(w->parent, cache, sim, w->hw, &warm, NULL);
  if (!s) pt_spmd_cache_pin(cache, true);
  double t0 = bench_now_s();
  for (uint32_t i = 0; i < w->evals && !s; i++)
    s = eval_candidate(ws, cache, sim, &w->actions[i % w->n_actions], w->hw, &w->results[i % w->n_actions], NULL);
  w->seconds = bench_now_s() - t0;
  pt_sim_ws_free(sim);
  pt_spmd_cache_free(cache);
  pt_cand_ws_free(ws);
  w->status = s;
  return NULL;
}

/* Two threads sharing one base (read-only), each with its workspace:
 * tile + propagate + reset only: the inner loop of a search that does
 * not lower every candidate. */
typedef struct {
  const pt_cand_base *base;
  const action *actions;
  uint32_t n_actions, evals;
  uint64_t *hashes; /* n_actions */
  double seconds;
} prop_worker;

static void *prop_work(void *arg) {
  prop_worker *w = arg;
  pt_cand_ws *ws = pt_cand_ws_new(w->base);
  double t0 = bench_now_s();
  for (uint32_t i = 0; i < w->evals; i++) {
    const action *a = &w->actions[i % w->n_actions];
    pt_candidate c;
    pt_cand_ws_tile(ws, a->value, a->dim, a->axis, &c);
    w->hashes[i % w->n_actions] = c.hash;
    pt_candidate_free(&c);
    pt_cand_ws_reset(ws);
  }
  w->seconds = bench_now_s() - t0;
  pt_cand_ws_free(ws);
  return NULL;
}

/* Candidates per second over n_threads sharing `base`; *same: every
 * thread got the hashes of the first. */
static double run_prop_threads(const pt_cand_base *base, const action *actions, uint32_t n_actions,
                               uint32_t n_threads, uint32_t evals_each, uint64_t *hashes, bool *same) {
  prop_worker w[2];
  pthread_t th[2];
  for (uint32_t t = 0; t < n_threads; t++) {
    w[t] = (prop_worker){base, actions, n_actions, evals_each, pt_xcalloc(n_actions, sizeof(uint64_t)), 0};
    pthread_create(&th[t], NULL, prop_work, &w[t]);
  }
  double slowest = 0;
  *same = true;
  for (uint32_t t = 0; t < n_threads; t++) {
    pthread_join(th[t], NULL);
    if (w[t].seconds > slowest) slowest = w[t].seconds;
    if (t == 0 && hashes) memcpy(hashes, w[t].hashes, n_actions * sizeof *hashes);
    else if (hashes && memcmp(hashes, w[t].hashes, n_actions * sizeof *hashes) != 0) *same = false;
    free(w[t].hashes);
  }
  return (double)n_threads * evals_each / slowest;
}

/* The machine's own 2-thread ratio: a loop that touches no memory, run
 * on 1 and then 2 threads. On an idle 2-core machine it is 2; below that,
 * other jobs hold the cores, and the propagation ratio can be read
 * against it. */
static void *spin(void *arg) {
  double *seconds = arg, t0 = bench_now_s();
  volatile uint64_t x = 1;
  for (uint32_t i = 0; i < 100000000u; i++) x = x * 6364136223846793005ull + 1442695040888963407ull;
  *seconds = bench_now_s() - t0;
  return NULL;
}

static double machine_ratio(void) {
  double one = 0, two[2] = {0, 0};
  pthread_t th[2];
  spin(&one);
  for (int t = 0; t < 2; t++) pthread_create(&th[t], NULL, spin, &two[t]);
  for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
  double slowest = two[0] > two[1] ? two[0] : two[1];
  return slowest > 0 ? 2 * one / slowest : 0;
}

static pt_status *run_threads(const pt_partition *parent, const pt_cand_base *base, const pt_hw *hw,
                              const action *actions, uint32_t n_actions, uint32_t n_threads, uint32_t evals_each,
                              double *per_s, outcome *results) {
  worker w[2];
  pthread_t th[2];
  for (uint32_t t = 0; t < n_threads; t++) {
    w[t] = (worker){parent, base, hw, actions, n_actions, evals_each, pt_xcalloc(n_actions, sizeof(outcome)), 0, NULL};
    pthread_create(&th[t], NULL, work, &w[t]);
  }
  double slowest = 0;
  pt_status *s = NULL;
  for (uint32_t t = 0; t < n_threads; t++) {
    pthread_join(th[t], NULL);
    if (w[t].seconds > slowest) slowest = w[t].seconds;
    if (w[t].status && !s) s = w[t].status;
    else pt_status_free(w[t].status);
    if (t == 0) memcpy(results, w[t].results, n_actions * sizeof *results);
    else if (memcmp(results, w[t].results, n_actions * sizeof *results) != 0 && !s)
      s = pt_status_make(PT_ERR_INTERNAL, "error: two threads gave different results");
    free(w[t].results);
  }
  *per_s = (double)n_threads * evals_each / slowest;
  return s;
}

int main(int argc, char **argv) {
  const char *path = NULL;
  uint32_t evals = 10000;
  bool first_pass_only = false;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--evals") == 0 && i + 1 < argc) evals = (uint32_t)strtoul(argv[++i], NULL, 10);
    else if (strcmp(argv[i], "--first-pass-only") == 0) first_pass_only = true;
    else path = argv[i];
  }
  if (!path || evals < 10) {
    fprintf(stderr, "usage: bench_candidates GPT.mlir [--evals N (>= 10)] [--first-pass-only]\n");
    return 2;
  }
  pt_module *m = NULL;
  pt_mesh mesh;
  pt_hw hw;
  pt_partition parent;
  bool have_parent = false;
  pt_cand_base *base = NULL;
  pt_cand_ws *ws = NULL;
  pt_spmd_cache *cache = NULL;
  pt_sim_ws *sim = NULL;
  action actions[N_ACTIONS];
  uint32_t n_actions = 0;
  pt_status *s = load(path, &m);
  if (!s) s = pt_mesh_parse("batch=8,model=8", &mesh);
  if (!s) s = pt_hw_load("a100-80gb", &hw);
  double t0 = bench_now_s();
  if (!s) s = make_parent(m, &mesh, &parent), have_parent = true;
  double parent_s = bench_now_s() - t0;

  /* The legal actions: every (value, dim, axis) probed. */
  uint64_t probes = 0, legal = 0;
  double probe_s = 0, refusal_format_s = 0;
  uint32_t refusals_formatted = 0;
  PT_VEC(action) all = {0};
  if (!s) {
    t0 = bench_now_s();
    for (uint32_t v = 0; v < m->values.len; v++) {
      const pt_type *t = pt_value_type(m, v);
      uint32_t rank = t->kind == PT_TYPE_TENSOR ? t->rank : 1;
      for (uint32_t a = 0; a < mesh.n_axes; a++)
        for (uint32_t d = 0; d < rank; d++) {
          probes++;
          if (pt_action_tile_check(&parent, v, d, a) == PT_TILE_OK) pt_vec_push(&all, ((action){v, d, a}));
        }
    }
    probe_s = bench_now_s() - t0;
    legal = all.len;
    /* What a refusal costs when its message is made (as pt_action_tile
     * does, only for a user): the first 2,000 refused probes. */
    t0 = bench_now_s();
    for (uint32_t v = 0; v < m->values.len && refusals_formatted < 2000; v++)
      for (uint32_t a = 0; a < mesh.n_axes && refusals_formatted < 2000; a++)
        if (pt_action_tile_check(&parent, v, 0, a) != PT_TILE_OK) {
          pt_status *e = pt_action_tile(&parent, v, 0, a, EXTRA_TACTIC);
          pt_status_free(e);
          refusals_formatted++;
        }
    refusal_format_s = bench_now_s() - t0;
    for (uint32_t i = 0; i < N_ACTIONS && all.len; i++) actions[n_actions++] = all.data[(uint64_t)i * all.len / N_ACTIONS];
    if (!n_actions) s = pt_status_make(PT_ERR_INTERNAL, "error: no legal tile action left");
  }
  double base_s = 0;
  if (!s) {
    t0 = bench_now_s();
    s = pt_cand_base_new(&parent, EXTRA_TACTIC, &base);
    if (!s) ws = pt_cand_ws_new(base);
    if (!s) cache = pt_spmd_cache_new(0);
    if (!s) sim = pt_sim_ws_new();
    base_s = bench_now_s() - t0;
    /* The parent is lowered once before its candidates (a search judges
     * it first): the cache starts with its plans. */
    outcome warm;
    if (!s) s = lower_and_simulate(&parent, cache, sim, &hw, &warm, NULL);
    /* ... and pinned as the reference: a candidate re-plans only the ops
     * around its own changes. */
    if (!s) pt_spmd_cache_pin(cache, true);
  }

  /* Both paths over the same actions, results compared. */
  enum { SCRATCH = 8 };
  outcome inc[N_ACTIONS], scr[SCRATCH];
  breakdown bi = {0}, bs = {0};
  uint32_t n_inc = 0, n_scr = 0, mismatches = 0;
  double inc_s = 0, scr_s = 0;
  if (!s) {
    t0 = bench_now_s();
    for (; n_inc < n_actions && !s; n_inc++) s = eval_candidate(ws, cache, sim, &actions[n_inc], &hw, &inc[n_inc], &bi);
    inc_s = bench_now_s() - t0;
    if (first_pass_only && !s) {
      printf("{\"bench\": \"candidates\", \"first_pass_only\": true, \"candidates\": %u, \"candidates_per_s\": %.1f}\n",
             n_inc, n_inc / inc_s);
      pt_vec_free(&all);
      pt_spmd_cache_free(cache);
      pt_cand_ws_free(ws);
      pt_cand_base_free(base);
      pt_partition_free(&parent);
      pt_module_free(m);
      return 0;
    }
    t0 = bench_now_s();
    for (; n_scr < SCRATCH && n_scr < n_actions && !s; n_scr++)
      s = eval_scratch(m, &mesh, &actions[n_scr * n_actions / SCRATCH], &hw, &scr[n_scr], &bs);
    scr_s = bench_now_s() - t0;
    for (uint32_t i = 0; i < n_scr && !s; i++)
      mismatches += memcmp(&scr[i], &inc[i * n_actions / SCRATCH], sizeof scr[i]) != 0;
  }
  double cand_per_s = n_inc / inc_s, scratch_per_s = n_scr / scr_s;
  pt_spmd_cache_stats cache_first = {0};
  if (cache) pt_spmd_cache_stats_get(cache, &cache_first);

  /* Propagation alone (tile + propagate + reset), which the search's
   * inner loop pays when it does not lower every candidate. */
  double prop_only_per_s = 0;
  if (!s) {
    uint32_t n = 0;
    t0 = bench_now_s();
    while (bench_now_s() - t0 < 1.0)
      for (uint32_t i = 0; i < n_actions; i++, n++) {
        pt_cand_ws_tile(ws, actions[i].value, actions[i].dim, actions[i].axis, NULL);
        pt_cand_ws_reset(ws);
      }
    prop_only_per_s = n / (bench_now_s() - t0);
  }

  /* Memory, after 10 evaluations and after `evals`: of the candidate
   * machinery alone (tile + propagate + reset), and of whole evaluations
   * (lowered and simulated). The latter stops early, should the process
   * pass RSS_CAP_MB: a leak must not take the machine down with it. */
  enum { RSS_CAP_MB = 1536 };
  double prss_10 = 0, prss_n = 0, rss_10 = 0, rss_n = 0;
  uint64_t pmod_10 = 0, pmod_n = 0, mod_10 = 0, mod_n = 0;
  uint32_t full_done = 0;
  double long_s = 0;
  if (!s) {
    for (uint32_t i = 0; i < evals; i++) {
      if (i == 10) prss_10 = rss_mb(), pmod_10 = module_bytes(m);
      const action *a = &actions[i % n_actions];
      pt_candidate c;
      pt_cand_ws_tile(ws, a->value, a->dim, a->axis, &c);
      pt_candidate_free(&c);
      pt_cand_ws_reset(ws);
    }
    prss_n = rss_mb();
    pmod_n = module_bytes(m);
    outcome o;
    for (uint32_t i = 0; i < 10 && !s; i++) s = eval_candidate(ws, cache, sim, &actions[i % n_actions], &hw, &o, NULL);
    rss_10 = rss_mb();
    mod_10 = module_bytes(m);
    full_done = 10;
    t0 = bench_now_s();
    for (; full_done < evals && !s; full_done++) {
      s = eval_candidate(ws, cache, sim, &actions[full_done % n_actions], &hw, &o, NULL);
      if (full_done % 64 == 0 && rss_mb() > RSS_CAP_MB) {
        full_done++;
        break;
      }
    }
    long_s = bench_now_s() - t0;
    rss_n = rss_mb();
    mod_n = module_bytes(m);
  }

  /* Threads. */
  double one_per_s = 0, two_per_s = 0;
  bool same_results = false;
  if (!s) {
    uint32_t each = n_actions * 4;
    outcome r1[N_ACTIONS], r2[N_ACTIONS];
    s = run_threads(&parent, base, &hw, actions, n_actions, 1, each, &one_per_s, r1);
    if (!s) s = run_threads(&parent, base, &hw, actions, n_actions, 2, each, &two_per_s, r2);
    same_results = !s && memcmp(r1, r2, n_actions * sizeof *r1) == 0 && memcmp(r1, inc, n_actions * sizeof *r1) == 0;
  }

  double prop_one = 0, prop_two = 0, machine = 0;
  bool prop_same = false;
  if (!s) {
    machine = machine_ratio();
    uint64_t h1[N_ACTIONS], h2[N_ACTIONS];
    bool same1, same2;
    prop_one = run_prop_threads(base, actions, n_actions, 1, n_actions * 8, h1, &same1);
    prop_two = run_prop_threads(base, actions, n_actions, 2, n_actions * 8, h2, &same2);
    prop_same = same1 && same2 && memcmp(h1, h2, n_actions * sizeof *h1) == 0;
    for (uint32_t i = 0; i < n_inc; i++) prop_same = prop_same && h1[i] == inc[i].hash;
  }

  int rc = 0;
  if (s) {
    fprintf(stderr, "bench_candidates: %s\n", pt_status_message(s));
    pt_status_free(s);
    rc = 1;
  } else {
    double ni = n_inc, ns = n_scr;
    /* The machine's load: thread ratios mean little on a busy one. */
    char loadavg[64] = "?";
    FILE *la = fopen("/proc/loadavg", "r");
    if (la) {
      if (!fgets(loadavg, sizeof loadavg, la)) strcpy(loadavg, "?");
      fclose(la);
      for (char *q = loadavg; *q; q++)
        if (*q == '\n') *q = '\0';
    }
    uint32_t stable = 0;
    for (uint32_t a = 0; a < mesh.n_axes; a++) stable += pt_cand_base_stable(base, a);
    printf("{\"bench\": \"candidates\", \"file\": \"%s\", \"mesh\": \"batch=8,model=8\", \"schedule\": \"BP+MP+Z3\", "
           "\"hw\": \"a100-80gb\", \"ops\": %u, \"values\": %u,\n",
           path, m->ops.len, m->values.len);
    printf("  \"candidates_per_s\": %.1f, \"scratch_per_s\": %.2f, \"speedup_vs_scratch\": %.1f, "
           "\"goal_candidates_per_s\": 500, \"goal_speedup\": 10, \"results_equal_to_scratch\": %s,\n",
           cand_per_s, scratch_per_s, cand_per_s / scratch_per_s, mismatches == 0 ? "true" : "false");
    printf("  \"candidate_ms\": {\"tile_and_propagate\": %.3f, \"lower\": %.3f, \"simulate_time\": %.3f, "
           "\"simulate_memory\": %.3f},\n",
           1e3 * bi.propagate_s / ni, 1e3 * bi.lower_s / ni, 1e3 * bi.time_s / ni, 1e3 * bi.memory_s / ni);
    printf("  \"scratch_ms\": {\"partition_schedule_tile_propagate\": %.3f, \"lower\": %.3f, \"simulate_time\": %.3f, "
           "\"simulate_memory\": %.3f},\n",
           1e3 * bs.propagate_s / ns, 1e3 * bs.lower_s / ns, 1e3 * bs.time_s / ns, 1e3 * bs.memory_s / ns);
    pt_spmd_cache_stats cache_end;
    pt_spmd_cache_stats_get(cache, &cache_end);
    printf("  \"lower_plans\": {\"first_pass\": {\"kept\": %llu, \"replayed\": %llu, \"found\": %llu, \"made\": %llu}, "
           "\"after_all\": {\"kept\": %llu, \"found\": %llu, \"made\": %llu, \"resets\": %llu, \"entries\": %llu, "
           "\"bytes\": %llu}},\n",
           (unsigned long long)cache_first.kept, (unsigned long long)cache_first.replayed,
           (unsigned long long)cache_first.hits, (unsigned long long)cache_first.misses, (unsigned long long)cache_end.kept,
           (unsigned long long)cache_end.hits, (unsigned long long)cache_end.misses,
           (unsigned long long)cache_end.resets, (unsigned long long)cache_end.entries,
           (unsigned long long)cache_end.bytes);
    printf("  \"propagation_only_candidates_per_s\": %.0f, \"propagation_speedup_vs_scratch\": %.0f,\n", prop_only_per_s,
           prop_only_per_s * (bs.propagate_s / ns));
    printf("  \"parent_s\": %.4f, \"base_s\": %.4f, \"parent_fixed_point_axes\": %u,\n", parent_s, base_s, stable);
    printf("  \"tile_check\": {\"probes\": %llu, \"legal\": %llu, \"ns_per_probe\": %.1f, "
           "\"ns_per_formatted_refusal\": %.1f},\n",
           (unsigned long long)probes, (unsigned long long)legal, 1e9 * probe_s / (double)probes,
           refusals_formatted ? 1e9 * refusal_format_s / refusals_formatted : 0.0);
    printf("  \"memory_candidates\": {\"evaluations\": %u, \"rss_mb_after_10\": %.1f, \"rss_mb_after_n\": %.1f, "
           "\"module_bytes_after_10\": %llu, \"module_bytes_after_n\": %llu},\n",
           evals, prss_10, prss_n, (unsigned long long)pmod_10, (unsigned long long)pmod_n);
    printf("  \"memory_lowered\": {\"evaluations\": %u, \"stopped_at_rss_cap\": %s, \"rss_mb_after_10\": %.1f, "
           "\"rss_mb_after_n\": %.1f, \"module_bytes_after_10\": %llu, \"module_bytes_after_n\": %llu, "
           "\"module_growth_bytes_per_evaluation\": %.0f, \"seconds\": %.1f},\n",
           full_done, full_done < evals ? "true" : "false", rss_10, rss_n, (unsigned long long)mod_10,
           (unsigned long long)mod_n, full_done > 10 ? (double)(mod_n - mod_10) / (full_done - 10) : 0.0, long_s);
    printf("  \"threads\": {\"one_per_s\": %.1f, \"two_per_s\": %.1f, \"ratio\": %.2f, \"identical_results\": %s, "
           "\"online_cpus\": %ld, \"load_average\": \"%s\"},\n",
           one_per_s, two_per_s, two_per_s / one_per_s, same_results ? "true" : "false", sysconf(_SC_NPROCESSORS_ONLN),
           loadavg);
    printf("  \"threads_propagation_shared_base\": {\"one_per_s\": %.0f, \"two_per_s\": %.0f, \"ratio\": %.2f, "
           "\"identical_results\": %s, \"machine_ratio\": %.2f}}\n",
           prop_one, prop_two, prop_two / prop_one, prop_same ? "true" : "false", machine);
  }
  pt_vec_free(&all);
  pt_spmd_cache_free(cache);
  pt_sim_ws_free(sim);
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
  if (have_parent) pt_partition_free(&parent);
  pt_module_free(m);
  return rc;
}
