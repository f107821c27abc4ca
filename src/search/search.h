/* search.h - the automatic tactic: Monte Carlo Tree Search over the
 * decision space of the named dimension analysis (the TOAST design, seed
 * 001), judged by the simulator.
 *
 * A state is a partitioning reached from the root (the state after the
 * schedule's earlier tactics, never changed) by a sequence of decisions,
 * decision k applied as tactic first_tactic + k: tile the argument members
 * of a layer group's classes on one mesh axis, then propagate. The tactic
 * number is part of a decision (lowering resolves conflicts by tactic
 * priority), so the order of decisions matters and the transposition
 * table is keyed by the state's 64-bit hash (pt_partition_hash), which
 * includes it. Every state may also "stop": it is then lowered and
 * simulated, and its reward is the step time when its simulated peak
 * memory fits the limit, nothing otherwise. A state whose memory lower
 * bound (every argument divided by every search axis still open on it)
 * is over the limit is pruned with its whole subtree.
 *
 * Only decisions that a manual schedule can say are searched: class
 * decisions whose seeds are all function arguments (selectors by index).
 * Conflict cuts (replicating an inner operand) and classes without an
 * argument are left out, so that every plan found is saved exactly as a
 * manual schedule (pt_search_schedule_json).
 *
 * Hints (the expert schedules) are walked first, and their own plans
 * judged where a manual schedule says them exactly.
 *
 * A program whose layers repeat (fold.h) is searched on depth-folded
 * proxies: the same tree walks states of the proxy with 3 repeats, each
 * judged by an estimate extrapolated from it and the proxy with 2; the
 * best plans by estimate and the hints are then judged on the whole
 * program, and the result's figures are always the whole program's. The search goes in
 * rounds of leaves evaluated on worker threads and folded in a fixed
 * order. Deterministic: the random choices come from the seed and the
 * iteration numbers alone, whatever the number of threads; a time budget
 * may stop it earlier, an iteration budget never differently. */
#ifndef PT_SEARCH_H
#define PT_SEARCH_H

#include "../analysis/analysis.h"
#include "../sim/sim.h"
#include "../spmd/spmd.h"
#include "trace.h"

/* Progress, called after every iteration; a non-zero return stops. */
typedef int (*pt_search_progress)(void *ctx, uint64_t iterations, uint64_t evaluations, double best_step_s,
                                  uint64_t best_peak, double elapsed_s);

/* Simulated figures by state hash (pt_partition_hash), shared by
 * searches over one program, mesh, hardware and lowering, e.g. the same
 * case under several memory limits (a state's step time and peak do not
 * depend on the limit): a state found there is not simulated again. The
 * figures are the simulator's own, so a cache changes how long a search
 * takes, never what it finds. Not thread-safe; a search reads it from its
 * workers and writes it between rounds. */
typedef struct pt_search_cache pt_search_cache;
typedef struct {
  uint64_t hash;
  double step_s;
  uint64_t peak_bytes;
} pt_search_cached;
/* NULL when the host has no memory. */
pt_search_cache *pt_search_cache_new(void);
void pt_search_cache_free(pt_search_cache *c);
const pt_search_cached *pt_search_cache_get(const pt_search_cache *c, uint64_t hash);
/* False (c unchanged) when the host has no memory: the figure is then
 * simulated again when asked for, so a caller may go on. */
bool pt_search_cache_put(pt_search_cache *c, uint64_t hash, double step_s, uint64_t peak_bytes);

/* Leaves selected per round (by UCT with virtual loss), walked and
 * simulated in parallel, then folded into the tree in a fixed order: the
 * result depends on this and on the seed and iteration count, never on
 * the number of threads. */
enum { PT_SEARCH_LEAVES_PER_ROUND = 8 };

typedef struct {
  uint32_t axes_mask;       /* mesh axes the search decides (bit per axis) */
  const pt_hw *hw;          /* the judge */
  pt_spmd_options spmd;     /* lowering options the plan will be reported with */
  uint64_t memory_limit;    /* bytes per device */
  double budget_s;          /* wall-clock budget; <= 0: none */
  uint64_t iterations;      /* iteration budget; 0: none (the budget or exhaustion stops) */
  uint64_t seed;
  uint32_t first_tactic;    /* decision k is tactic first_tactic + k */
  /* States of the same root (e.g. the expert schedules applied to it)
   * whose plans are walked first: the decisions of the space that agree
   * with each (tile the same arguments at the same dims on the same axis),
   * in space order, judged as the first leaves; the tree grows from them.
   * Each hint's own plan is judged too where a manual schedule can say it
   * exactly (every seed an argument, and the steps replayed give the
   * hint's state): the result is then never worse than the best hint
   * that fits. Borrowed; read by the workers. */
  const pt_partition *const *hints;
  uint32_t n_hints;
  pt_search_cache *cache;    /* may be NULL: the search keeps its own */
  uint32_t threads;          /* workers; 0: one per online processor */
  uint32_t leaves_per_round; /* 0: PT_SEARCH_LEAVES_PER_ROUND; fixes the result, unlike threads */
  pt_search_progress progress; /* may be NULL */
  void *progress_ctx;
  pt_search_trace *trace;   /* may be NULL: what was explored, filled as it goes */
  /* Judge every state on the whole program. By default a program whose
   * layers repeat (fold.h) is searched on depth-folded proxies: states are
   * ranked by step time and peak extrapolated from proxies with 2 and 3
   * repeats, and the best plans by that estimate (TOP_PLANS) and the
   * hints' own plans are then judged whole; the result's figures are
   * always the whole program's. */
  bool no_fold;
} pt_search_options;

/* A step's `decision` when it is not one of the space's: a tactic of a
 * hint's own plan (the seeds an expert schedule's tactic took), used
 * as it is when the space's decisions cannot say that plan exactly. */
enum { PT_SEARCH_HINT_STEP = UINT32_MAX };
/* A seed's dim that means "replicate it" (a hint's plan may pin). */
enum { PT_SEARCH_REPLICATED = UINT32_MAX };

/* One decision of a plan and the tile actions it took (for the schedule). */
typedef struct {
  uint32_t decision;      /* index into the analysis' decisions, or PT_SEARCH_HINT_STEP */
  uint32_t axis;
  uint32_t first_seed, n_seeds; /* into pt_search_result.seeds */
} pt_search_step;

typedef struct {
  bool found;                /* a plan within the memory limit */
  PT_VEC(pt_search_step) steps;
  PT_VEC(pt_dim_ref) seeds;  /* (argument value, dim) tiled by each step */
  double step_s;             /* the plan's simulated step time */
  uint64_t peak_bytes;       /* its simulated peak memory per device */
  uint64_t hash;             /* pt_partition_hash of the plan's state */
  uint64_t min_peak_seen;    /* the lowest simulated peak of any evaluated state (for errors) */
  uint64_t min_bound_seen;   /* the lowest memory lower bound of any state */
  uint64_t iterations, evaluations, nodes; /* evaluations: distinct states judged */
  uint64_t simulations;      /* ... of them simulated (the others were in the shared cache) */
  uint32_t n_space;          /* decisions searched (after filtering) */
  int32_t best_hint;         /* the hint (pt_search_options.hints) whose walk found the plan, or -1 */
  bool exhausted;            /* the whole tree was explored */
  uint32_t folded;           /* R: ranked on depth-folded proxies of R repeats (fold.h); 0: judged whole */
  double seconds;
} pt_search_result;

void pt_search_result_free(pt_search_result *r);

/* Searches from `root` (only read). Fails only on internal errors: an
 * empty result (found false) is for the caller to explain. */
pt_status *pt_search_run(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                         pt_search_result *out);

/* Every distinct state reachable from `root` (decision sequences, deduped
 * by hash), each simulated: the exact optimum of the same space, for tests
 * and benchmarks. Stops with an error past max_states. */
pt_status *pt_search_exhaustive(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                                uint64_t max_states, pt_search_result *out);

/* Applies the plan's steps to p (a copy of the root) as tactics
 * first_tactic, first_tactic + 1, ... */
pt_status *pt_search_apply(pt_partition *p, const pt_analysis *a, const pt_search_result *r, uint32_t first_tactic);

/* The plan as a JSON list of manual tactics, one per step:
 * {"axis": "model", "inputs": {"3": 1, "7": 0}} (argument index: dim). */
void pt_search_schedule_json(const pt_partition *root, const pt_search_result *r, pt_buf *out);

/* Simulates p: step time (with overlap) and peak memory per device. */
pt_status *pt_search_evaluate(const pt_partition *p, const pt_hw *hw, const pt_spmd_options *spmd, double *step_s,
                              uint64_t *peak_bytes);
/* pt_search_evaluate with the simulator's tables of `sim` (a worker's,
 * kept between evaluations; NULL: fresh ones). */
pt_status *pt_search_evaluate_ws(const pt_partition *p, const pt_hw *hw, const pt_spmd_options *spmd, pt_sim_ws *sim,
                                 double *step_s, uint64_t *peak_bytes);

/* The memory lower bound of p: every argument's local bytes divided by
 * the sizes of the axes of axes_mask still open on it. */
uint64_t pt_search_memory_bound(const pt_partition *p, uint32_t axes_mask);

#endif /* PT_SEARCH_H */
