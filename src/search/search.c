/* search.c - MCTS over the analysis' decisions (see search.h).
 *
 * The tree lives in two growable arrays (nodes, edges) addressed by index;
 * a node is one distinct state (by hash), shared by every path reaching it
 * (a transposition table maps hashes to nodes). The search goes in rounds
 * of leaves: the main thread selects each leaf's path by UCT, with the
 * visits of the round's earlier leaves counted as losses (virtual loss);
 * workers then each copy the root, apply the leaf's decisions, take the
 * new edge, finish with a random playout of legal decisions (from a
 * stream seeded by the leaf's iteration number) and simulate the final
 * state; the main thread folds the leaves back in leaf order (new nodes,
 * evaluations cached by hash, the best plan, rewards). Edges are tried in
 * an order fixed by the seed, "stop" first so that every state is judged
 * as it is before its continuations. A node is exhausted when all its
 * edges are; the search ends when the root is, or at a budget. Hints
 * (the expert plans) are the first leaves. */
#include "search.h"

#include "fold.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { STOP = UINT32_MAX, UNSEEN = UINT32_MAX };

/* The exploration constant of UCT over rewards in [0, 1]. */
static const double UCT_C = 0.5;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t rng_next(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void pt_search_result_free(pt_search_result *r) {
  free(r->steps.data);
  free(r->seeds.data);
  memset(r, 0, sizeof *r);
}

/* ---- evaluation ---- */

pt_status *pt_search_evaluate(const pt_partition *p, const pt_hw *hw, const pt_spmd_options *spmd, double *step_s,
                              uint64_t *peak_bytes) {
  return pt_search_evaluate_ws(p, hw, spmd, NULL, step_s, peak_bytes);
}

pt_status *pt_search_evaluate_ws(const pt_partition *p, const pt_hw *hw, const pt_spmd_options *spmd, pt_sim_ws *sim,
                                 double *step_s, uint64_t *peak_bytes) {
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  pt_sim_time t;
  memset(&t, 0, sizeof t);
  pt_sim_memory mem;
  memset(&mem, 0, sizeof mem);
  pt_status *s = pt_spmd_lower(p, "__search_candidate", spmd, &prog);
  if (!s) s = pt_sim_time_program_ws(p, &prog, hw, sim, &t);
  if (!s)
    s = hw->fusion ? pt_sim_memory_fused_ws(prog.m, prog.func, &t.fusions, sim, &mem)
                   : pt_sim_memory_of(prog.m, prog.func, &mem);
  *step_s = t.step_seconds_overlap;
  *peak_bytes = mem.peak_bytes;
  pt_sim_time_free(&t);
  pt_spmd_program_free(&prog);
  return s;
}

uint64_t pt_search_memory_bound(const pt_partition *p, uint32_t axes_mask) {
  const pt_func *f = &p->m->funcs.data[p->func];
  uint32_t n = pt_func_n_args(p->m, f);
  double total = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = pt_func_arg(p->m, f, i);
    const pt_type *t = pt_value_type(p->m, v);
    if (t->kind != PT_TYPE_TENSOR) continue;
    double bytes = (double)pt_dtype_size(t->dtype);
    for (uint32_t d = 0; d < t->rank; d++) bytes *= (double)pt_partition_local_dim(p, v, d);
    /* A later decision can only tile the argument on an axis still open
     * for it, at best by the whole axis. */
    for (uint32_t ax = 0; ax < p->mesh.n_axes; ax++)
      if ((axes_mask >> ax & 1u) && pt_decision_get(p, v, ax)->kind == PT_DECISION_OPEN)
        bytes /= (double)p->mesh.sizes[ax];
    total += bytes;
  }
  return total >= 1.8e19 ? UINT64_MAX : (uint64_t)total;
}

/* ---- the decision space ---- */

typedef struct {
  const pt_analysis *a;
  const pt_search_options *o;
  uint32_t *space; /* decisions searched */
  double *prior;   /* per position: the bytes the decision would cut (a prior, not a cost) */
  uint32_t n_space;
  /* A folded search walks a proxy's states with the whole program's
   * decisions: a seed (a full argument) becomes the proxy argument that
   * stands for it (fold.h), or none. NULL: seeds are the states' own. */
  const uint32_t *arg_map;
  uint32_t full_arg0, state_arg0;
  pt_dim_ref *mapped;      /* per decision, its classes' seeds mapped (each argument once) */
  uint32_t *mapped_at;     /* decisions.len + 1 offsets into mapped */
} space;

/* What one thread needs to walk the space: its own buffers. */
typedef struct {
  pt_dim_ref *seed_buf;
  uint32_t seed_cap;
  uint32_t *legal; /* n_space + 1 */
  /* Lowering plans kept from one evaluation to the next on this thread
   * (the states a worker judges differ in a few decisions; the results
   * are those of lowering from scratch). */
  pt_spmd_cache *lower;
  pt_spmd_cache *lower_lo; /* the smaller proxy's, when the search is folded */
  /* The simulator's tables kept from one evaluation to the next on this
   * thread (pt_sim_ws: the figures are those of a fresh simulation). */
  pt_sim_ws *sim;
  /* Sticky: a seed list could not grow (legal_seeds), so an answer may
   * be short; whoever walks with this scratch turns it into
   * PT_ERR_NOMEM. */
  bool oom;
} scratch;

/* False when the host has no memory (what was made is freed by
 * scratch_free). */
static bool scratch_init(scratch *sc, const space *sp) {
  memset(sc, 0, sizeof *sc);
  sc->legal = pt_malloc(((size_t)sp->n_space + 1) * sizeof *sc->legal);
  sc->lower = pt_spmd_cache_new(0);
  sc->lower_lo = pt_spmd_cache_new(0);
  sc->sim = pt_sim_ws_new();
  return sc->legal && sc->lower && sc->lower_lo && sc->sim;
}

static void scratch_free(scratch *sc) {
  free(sc->seed_buf);
  free(sc->legal);
  pt_spmd_cache_free(sc->lower);
  pt_spmd_cache_free(sc->lower_lo);
  pt_sim_ws_free(sc->sim);
}

/* Whether decision i can be said by a manual schedule: a class decision
 * on a searched axis whose classes' seeds are all arguments. */
static bool expressible(const pt_analysis *a, uint32_t i, uint32_t axes_mask) {
  const pt_decision_item *d = &a->decisions.data[i];
  if (d->cut >= 0 || !(axes_mask >> d->axis & 1u)) return false;
  const pt_dim_group *g = &a->groups.data[d->group];
  for (uint32_t k = 0; k < g->n_classes; k++) {
    uint32_t c = a->group_classes[g->first + k];
    const pt_dim_class *cl = &a->classes.data[c];
    if (!cl->n_members || !pt_analysis_is_arg(a, a->members[cl->first].value, NULL)) return false;
  }
  return true;
}

/* False when the host has no memory (space_free frees what was made). */
static bool space_init(space *sp, const pt_analysis *a, const pt_search_options *o) {
  memset(sp, 0, sizeof *sp);
  sp->a = a;
  sp->o = o;
  sp->space = pt_malloc(((size_t)a->decisions.len + 1) * sizeof *sp->space);
  sp->prior = pt_malloc(((size_t)a->decisions.len + 1) * sizeof *sp->prior);
  if (!sp->space || !sp->prior) return false;
  for (uint32_t i = 0; i < a->decisions.len; i++) {
    if (!expressible(a, i, o->axes_mask)) continue;
    /* The bytes a decision divides (parameters, optimizer state, inputs,
     * activations), times the share the axis removes: what most decides
     * memory and, through bandwidth, time. It orders the children tried
     * first and biases playouts; UCT and the simulator still decide. */
    const pt_decision_item *d = &a->decisions.data[i];
    const pt_dim_group *g = &a->groups.data[d->group];
    double bytes = 0;
    for (uint32_t k = 0; k < g->n_classes; k++) {
      const pt_dim_class *cl = &a->classes.data[a->group_classes[g->first + k]];
      for (int b = 0; b < PT_BYTES_N; b++) bytes += (double)cl->bytes[b];
    }
    double size = (double)a->mesh.sizes[d->axis];
    sp->prior[sp->n_space] = bytes * (1.0 - 1.0 / size) + 1.0;
    sp->space[sp->n_space++] = i;
  }
  return true;
}

static void space_free(space *sp) {
  free(sp->space);
  free(sp->prior);
  free(sp->mapped);
  free(sp->mapped_at);
}

/* The seeds of decision i that are legal in p, appended to `out` (may be
 * NULL: only counted). Mirrors pt_analysis_apply: open, divisible, and
 * accepted by the legality check (which formats nothing). */
static uint32_t legal_seeds(const space *sp, scratch *sc, uint32_t i, const pt_partition *p, pt_search_result *out) {
  const pt_analysis *a = sp->a;
  const pt_decision_item *d = &a->decisions.data[i];
  const pt_dim_group *g = &a->groups.data[d->group];
  uint32_t count = 0;
  if (sp->mapped) {
    /* A folded search: the seeds mapped once, duplicates gone. */
    for (uint32_t j = sp->mapped_at[i]; j < sp->mapped_at[i + 1]; j++) {
      pt_dim_ref r = sp->mapped[j];
      if (pt_decision_get(p, r.value, d->axis)->kind != PT_DECISION_OPEN) continue;
      if (pt_action_tile_check(p, r.value, r.dim, d->axis) != PT_TILE_OK) continue;
      if (out && !pt_vec_try_push(&out->seeds, r)) {
        sc->oom = true;
        return count;
      }
      count++;
    }
    return count;
  }
  for (uint32_t k = 0; k < g->n_classes; k++) {
    uint32_t c = a->group_classes[g->first + k];
    uint32_t n = pt_analysis_class_seeds(a, c, NULL, 0);
    if (n > sc->seed_cap) {
      pt_dim_ref *grown = pt_realloc(sc->seed_buf, (size_t)n * sizeof *sc->seed_buf);
      if (!grown) {
        sc->oom = true;
        return count;
      }
      sc->seed_buf = grown;
      sc->seed_cap = n;
    }
    pt_analysis_class_seeds(a, c, sc->seed_buf, n);
    for (uint32_t j = 0; j < n; j++) {
      pt_dim_ref r = sc->seed_buf[j];
      if (pt_decision_get(p, r.value, d->axis)->kind != PT_DECISION_OPEN) continue;
      if (pt_action_tile_check(p, r.value, r.dim, d->axis) != PT_TILE_OK) continue;
      /* Two classes of one group may name the same argument: once. */
      bool dup = false;
      if (out)
        for (uint32_t q = out->seeds.len - count; q < out->seeds.len; q++)
          if (out->seeds.data[q].value == r.value) dup = true;
      if (dup) continue;
      if (out && !pt_vec_try_push(&out->seeds, r)) {
        sc->oom = true;
        return count;
      }
      count++;
    }
  }
  return count;
}

/* A folded search's space: every decision's seeds (full arguments) as
 * the proxy arguments that stand for them, each once, in order. */
static bool space_map(space *sp, const uint32_t *arg_map, uint32_t n_full_args, uint32_t full_arg0,
                      uint32_t state_arg0) {
  const pt_analysis *a = sp->a;
  sp->arg_map = arg_map, sp->full_arg0 = full_arg0, sp->state_arg0 = state_arg0;
  sp->mapped_at = pt_calloc((size_t)a->decisions.len + 1, sizeof *sp->mapped_at);
  PT_VEC(pt_dim_ref) all = {0};
  PT_VEC(pt_dim_ref) buf = {0};
  bool ok = sp->mapped_at != NULL;
  for (uint32_t i = 0; i < a->decisions.len && ok; i++) {
    sp->mapped_at[i] = all.len;
    const pt_dim_group *g = &a->groups.data[a->decisions.data[i].group];
    for (uint32_t k = 0; k < g->n_classes && a->decisions.data[i].cut < 0 && ok; k++) {
      uint32_t c = a->group_classes[g->first + k];
      uint32_t n = pt_analysis_class_seeds(a, c, NULL, 0);
      buf.len = 0;
      if (!pt_vec_try_reserve(&buf, n + 1)) { /* + 1: never a NULL array */
        ok = false;
        break;
      }
      pt_analysis_class_seeds(a, c, buf.data, n);
      for (uint32_t j = 0; j < n; j++) {
        pt_dim_ref r = buf.data[j];
        if (r.value < full_arg0 || r.value - full_arg0 >= n_full_args) continue;
        uint32_t pa = arg_map[r.value - full_arg0];
        if (pa == PT_NONE) continue;
        r.value = state_arg0 + pa;
        bool dup = false;
        for (uint32_t q = sp->mapped_at[i]; q < all.len && !dup; q++) dup = all.data[q].value == r.value;
        if (!dup && !pt_vec_try_push(&all, r)) {
          ok = false;
          break;
        }
      }
    }
  }
  if (ok) sp->mapped_at[a->decisions.len] = all.len;
  sp->mapped = all.data; /* freed by space_free, whether or not it is complete */
  pt_vec_free(&buf);
  return ok;
}

/* Whether every seed decision i would take in p is already so in `hint`
 * (tiled on the same axis at the same dim): the decision is part of the
 * plan `hint` shows. */
static bool agrees_with(const space *sp, scratch *sc, uint32_t i, const pt_partition *p, const pt_partition *hint) {
  pt_search_result tmp;
  memset(&tmp, 0, sizeof tmp);
  uint32_t n = legal_seeds(sp, sc, i, p, &tmp);
  uint32_t axis = sp->a->decisions.data[i].axis;
  bool ok = n > 0;
  for (uint32_t k = 0; k < n && ok; k++) {
    const pt_decision *d = pt_decision_get(hint, tmp.seeds.data[k].value, axis);
    ok = d->kind == PT_DECISION_TILED && (uint32_t)d->dim == tmp.seeds.data[k].dim;
  }
  pt_search_result_free(&tmp);
  return ok;
}

/* Applies decision i to p as `tactic`; the seeds taken are appended to
 * out->seeds and the step to out->steps. */
static pt_status *apply_decision(const space *sp, scratch *sc, uint32_t i, pt_partition *p, uint32_t tactic,
                                 pt_search_result *out) {
  uint32_t first = out->seeds.len;
  uint32_t n = legal_seeds(sp, sc, i, p, out);
  if (sc->oom) return pt_nomem();
  uint32_t axis = sp->a->decisions.data[i].axis;
  pt_status *s = NULL;
  for (uint32_t k = 0; k < n && !s; k++)
    s = pt_action_tile(p, out->seeds.data[first + k].value, out->seeds.data[first + k].dim, axis, tactic);
  if (!s && n) s = pt_propagate(p, axis, tactic, 0);
  if (!s && n) {
    pt_search_step st = {.decision = i, .axis = axis, .first_seed = first, .n_seeds = n};
    if (!pt_vec_try_push(&out->steps, st)) s = pt_nomem();
  }
  return s;
}

/* The positions (in the space) of the decisions legal in p from position
 * `from` on. Plans take their decisions in space order: a plan is a set
 * of decisions, not a sequence, which keeps the space enumerable on small
 * models (2^n, not n!); the order it fixes is the analysis' (largest
 * classes first), the priority a person would give them too. */
static uint32_t legal_decisions(const space *sp, scratch *sc, const pt_partition *p, uint32_t from, uint32_t *out) {
  uint32_t n = 0;
  for (uint32_t k = from; k < sp->n_space; k++)
    if (legal_seeds(sp, sc, sp->space[k], p, NULL)) out[n++] = k;
  return n;
}

/* The tree's key of a state: its hash and where its continuations start
 * (two paths to one state with different continuations are two nodes). */
static uint64_t node_key(uint64_t hash, uint32_t from) {
  return hash ^ ((uint64_t)(from + 1) * 0xD6E8FEB86659FD93ull);
}

/* ---- the tree ---- */

typedef struct {
  uint32_t decision; /* a position in the space; STOP: judge the state as it is */
  uint32_t child;    /* node, UNSEEN until taken */
  bool exhausted;
  bool pending;      /* taken by a leaf of the current round */
} edge;

typedef struct {
  uint64_t hash;
  uint32_t first_edge, n_edges, next_untried;
  double visits, total;
  bool exhausted;
} node;

typedef struct {
  uint64_t hash;
  double step_s;
  uint64_t peak;
  bool feasible;
} eval_entry;

/* Open addressing over hashes (never 0 in practice: the key 0 is the
 * empty state, which is kept in its own slot). */
typedef struct {
  uint64_t *keys;
  uint32_t *vals;
  uint32_t cap, len;
  bool has_zero;
  uint32_t zero_val;
} table;

static uint32_t table_get(const table *t, uint64_t k) {
  if (k == 0) return t->has_zero ? t->zero_val : UNSEEN;
  if (!t->cap) return UNSEEN;
  for (uint32_t i = (uint32_t)(k * 0x9E3779B97F4A7C15ull >> 32) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
    if (t->keys[i] == k) return t->vals[i];
    if (t->keys[i] == 0) return UNSEEN;
  }
}

/* False (t unchanged) when it cannot grow. */
static bool table_put(table *t, uint64_t k, uint32_t v) {
  if (k == 0) {
    t->has_zero = true, t->zero_val = v;
    return true;
  }
  if ((t->len + 1) * 2 > t->cap) {
    table old = *t;
    uint32_t cap = old.cap ? old.cap * 2 : 64;
    uint64_t *keys = pt_calloc(cap, sizeof *t->keys);
    uint32_t *vals = pt_calloc(cap, sizeof *t->vals);
    if (!keys || !vals) {
      free(keys);
      free(vals);
      return false;
    }
    t->cap = cap, t->keys = keys, t->vals = vals;
    t->len = 0;
    for (uint32_t i = 0; i < old.cap; i++)
      if (old.keys[i]) table_put(t, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
  }
  uint32_t i = (uint32_t)(k * 0x9E3779B97F4A7C15ull >> 32) & (t->cap - 1);
  while (t->keys[i] && t->keys[i] != k) i = (i + 1) & (t->cap - 1);
  if (!t->keys[i]) t->len++;
  t->keys[i] = k, t->vals[i] = v;
  return true;
}

static void table_free(table *t) {
  free(t->keys);
  free(t->vals);
}

/* Simulated figures by state hash, across searches (see search.h). */
struct pt_search_cache {
  table index;
  PT_VEC(pt_search_cached) items;
};

pt_search_cache *pt_search_cache_new(void) { return pt_calloc(1, sizeof(pt_search_cache)); }

void pt_search_cache_free(pt_search_cache *c) {
  if (!c) return;
  table_free(&c->index);
  free(c->items.data);
  free(c);
}

const pt_search_cached *pt_search_cache_get(const pt_search_cache *c, uint64_t hash) {
  uint32_t i = c ? table_get(&c->index, hash) : UNSEEN;
  return i == UNSEEN ? NULL : &c->items.data[i];
}

bool pt_search_cache_put(pt_search_cache *c, uint64_t hash, double step_s, uint64_t peak_bytes) {
  if (!c || table_get(&c->index, hash) != UNSEEN) return true;
  /* Room for the item first, so that the index never names a missing one. */
  if (!pt_vec_try_reserve(&c->items, 1) || !table_put(&c->index, hash, c->items.len)) return false;
  pt_search_cached x = {.hash = hash, .step_s = step_s, .peak_bytes = peak_bytes};
  c->items.data[c->items.len++] = x;
  return true;
}

/* A state a leaf simulated, with the plan that reached it: the first
 * steps/seeds of the leaf's path (a path only grows). */
typedef struct {
  eval_entry e;
  uint32_t n_steps, n_seeds;
  bool simulated; /* by the leaf (else found in the shared cache): to be cached */
} eval_record;

/* A node a leaf reached for the first time: its key, its memory bound and
 * its legal continuations (into the leaf's `legal_pool`). */
typedef struct {
  uint32_t pos; /* the decision that led to it */
  uint64_t key, bound;
  uint32_t first_legal, n_legal;
} made_node;

/* One leaf of a round. The main thread fills the inputs (phase 1: which
 * path, by UCT); a worker walks it on its own copy of the root and judges
 * (phase 2: what costs); the main thread folds the outputs into the tree
 * in leaf order (phase 3). A worker reads the tree's shared parts (the
 * space, the evaluation cache as it was when the round started) and
 * writes only its leaf, so the outcome of a round does not depend on
 * which thread ran which leaf, nor on how many there are. */
typedef struct {
  /* inputs */
  PT_VEC(uint32_t) prefix;       /* positions through nodes the tree has */
  PT_VEC(uint32_t) path_nodes;   /* the nodes of the prefix, root first */
  uint32_t suffix_pos;           /* a new edge's decision, or STOP: judge the prefix's state */
  const pt_partition *hint;      /* non-NULL: walk the decisions that agree with it, then judge */
  uint64_t rng;
  /* outputs */
  pt_status *err;
  pt_search_result cur;          /* the steps and seeds of the path */
  PT_VEC(made_node) made;
  PT_VEC(uint32_t) legal_pool;
  PT_VEC(eval_record) evals;     /* states simulated by this leaf, not in the cache at the round's start */
  bool judged;                   /* it ended on a judged state (else it was pruned) */
  eval_entry term;               /* that state */
  pt_search_result exact;        /* a hint's own plan, when a schedule says it exactly */
  bool exact_new;                /* ... judged by this leaf: exact_e is to be recorded */
  bool exact_simulated;          /* ... and simulated (not found in the shared cache) */
  eval_entry exact_e;
} leaf;

static void leaf_reset(leaf *l) {
  l->prefix.len = l->path_nodes.len = 0;
  l->hint = NULL;
  l->err = NULL;
  l->cur.steps.len = l->cur.seeds.len = 0;
  l->made.len = l->legal_pool.len = l->evals.len = 0;
  l->judged = false;
  l->exact.steps.len = l->exact.seeds.len = 0;
  l->exact_new = l->exact_simulated = false;
}

static void leaf_free(leaf *l) {
  free(l->prefix.data);
  free(l->path_nodes.data);
  pt_search_result_free(&l->cur);
  free(l->made.data);
  free(l->legal_pool.data);
  free(l->evals.data);
  pt_search_result_free(&l->exact);
}

/* A folded search (see fold.h): the tree walks states of the proxy with
 * k + 1 repeats ("hi"); a state is judged by replaying its plan on the
 * proxy with k repeats ("lo") too and extrapolating both to the full
 * depth. */
typedef struct {
  pt_fold fold;
  pt_fold_proxy lo, hi;
  pt_partition lo_root, hi_root;
  bool have_lo_root, have_hi_root;
  uint32_t k;
  uint32_t full_arg0, hi_arg0;
} folding;

/* One of the best plans by estimate, to be judged whole at the end. */
typedef struct {
  double step_s;
  uint64_t peak, hash;
  pt_search_result plan;
} top_plan;

enum { TOP_PLANS = 8 };

typedef struct {
  space sp;
  const pt_partition *root;
  const pt_search_options *o;
  PT_VEC(node) nodes;
  PT_VEC(edge) edges;
  table tt;
  PT_VEC(eval_entry) evals; /* the states this search judged */
  table eval_index;
  pt_search_cache *cache;   /* figures of states simulated before (by any search): read by workers */
  uint64_t rng;
  pt_search_result *res;
  scratch *scratch; /* one per worker */
  leaf *leaves;
  uint32_t n_leaves;
  int32_t best_hint; /* the hint whose leaf found the best plan so far, or -1 */
  const folding *fold; /* NULL: states are judged whole */
  top_plan top[TOP_PLANS];
  uint32_t n_top;
  /* Sticky: the main thread could not grow the tree or its records; the
   * round loop stops with PT_ERR_NOMEM. */
  bool oom;
} search;

/* Keeps the plan among the TOP_PLANS fastest feasible ones by estimate
 * (first found first among equals). */
static void top_insert(search *S, const eval_entry *en, const pt_search_result *plan, uint32_t n_steps,
                       uint32_t n_seeds) {
  uint32_t at = S->n_top;
  while (at > 0 && (S->top[at - 1].step_s > en->step_s ||
                    (S->top[at - 1].step_s == en->step_s && S->top[at - 1].peak > en->peak)))
    at--;
  if (at >= TOP_PLANS) return;
  if (S->n_top == TOP_PLANS) pt_search_result_free(&S->top[TOP_PLANS - 1].plan);
  else S->n_top++;
  memmove(&S->top[at + 1], &S->top[at], (S->n_top - 1 - at) * sizeof *S->top);
  top_plan *t = &S->top[at];
  memset(t, 0, sizeof *t);
  t->step_s = en->step_s, t->peak = en->peak, t->hash = en->hash;
  if (!pt_vec_try_append(&t->plan.steps, plan->steps.data, n_steps) ||
      !pt_vec_try_append(&t->plan.seeds, plan->seeds.data, n_seeds))
    S->oom = true;
}

/* Folds one simulated state into the cache; updates the best plan with
 * `steps`/`seeds` (the plan that reached it). */
static void record_eval(search *S, const eval_entry *en, const pt_search_result *plan, uint32_t n_steps,
                        uint32_t n_seeds, int32_t hint) {
  if (table_get(&S->eval_index, en->hash) != UNSEEN) return;
  /* Room first: the index must never name a missing entry. */
  if (!pt_vec_try_reserve(&S->evals, 1) || !table_put(&S->eval_index, en->hash, S->evals.len)) {
    S->oom = true;
    return;
  }
  S->evals.data[S->evals.len++] = *en;
  pt_search_result *r = S->res;
  r->evaluations++;
  if (en->peak < r->min_peak_seen) r->min_peak_seen = en->peak;
  /* Strictly better only, so the first plan found among equals stays:
   * the result depends on nothing but the order of the walk. */
  bool improved =
      en->feasible && (!r->found || en->step_s < r->step_s || (en->step_s == r->step_s && en->peak < r->peak_bytes));
  if (S->o->trace) {
    pt_search_point pt = {en->step_s, en->peak, r->iterations + 1, r->evaluations, n_steps, en->feasible};
    if (!pt_search_trace_add(S->o->trace, &pt, improved)) S->oom = true;
  }
  if (S->fold && en->feasible) top_insert(S, en, plan, n_steps, n_seeds);
  if (improved) {
    r->found = true;
    r->step_s = en->step_s;
    r->peak_bytes = en->peak;
    r->hash = en->hash;
    r->steps.len = 0;
    r->seeds.len = 0;
    if (!pt_vec_try_append(&r->steps, plan->steps.data, n_steps) ||
        !pt_vec_try_append(&r->seeds, plan->seeds.data, n_seeds))
      S->oom = true;
    S->best_hint = hint;
  }
}

/* One seed replayed on a proxy state q (value v of q): tiled at `dim`
 * (PT_SEARCH_REPLICATED: pinned replicated) on `axis` when v is still
 * open there and q can take it; *taken says whether it was. */
static pt_status *replay_seed(pt_partition *q, uint32_t v, uint32_t dim, uint32_t axis, uint32_t tactic, bool *taken) {
  *taken = false;
  if (pt_decision_get(q, v, axis)->kind != PT_DECISION_OPEN) return NULL;
  if (dim == PT_SEARCH_REPLICATED) {
    *taken = true;
    return pt_action_replicate(q, v, axis, tactic);
  }
  if (pt_action_tile_check(q, v, dim, axis) != PT_TILE_OK) return NULL;
  *taken = true;
  return pt_action_tile(q, v, dim, axis, tactic);
}

/* The plan's steps (tactics first_tactic + k) applied to `q`, a copy of
 * a proxy's root, its seeds mapped from the hi proxy's arguments to q's
 * (through the full argument each stands for); seeds q has no argument
 * for, or that q cannot take, are left out. */
static pt_status *replay_on_lo(const folding *F, const pt_search_result *plan, uint32_t n_steps, uint32_t first_tactic,
                               pt_partition *q) {
  const pt_module *hm = F->hi.m, *lm = F->lo.m;
  uint32_t h0 = pt_func_arg(hm, &hm->funcs.data[F->hi.func], 0);
  uint32_t l0 = pt_func_arg(lm, &lm->funcs.data[F->lo.func], 0);
  for (uint32_t k = 0; k < n_steps; k++) {
    const pt_search_step *st = &plan->steps.data[k];
    bool any = false;
    for (uint32_t j = 0; j < st->n_seeds; j++) {
      const pt_dim_ref *sd = &plan->seeds.data[st->first_seed + j];
      uint32_t li = F->lo.of_full[F->hi.arg_of[sd->value - h0]];
      if (li == PT_NONE) continue;
      bool taken;
      PT_TRY(replay_seed(q, l0 + li, sd->dim, st->axis, first_tactic + k, &taken));
      any |= taken;
    }
    if (any) PT_TRY(pt_propagate(q, st->axis, first_tactic + k, 0));
  }
  return NULL;
}

/* The folded estimate of a hi-proxy state p reached by `plan`: both
 * proxies simulated, extrapolated linearly to the full depth. */
static pt_status *estimate(const search *S, scratch *sc, const pt_partition *p, const pt_search_result *plan,
                           uint32_t n_steps, double *step_s, uint64_t *peak) {
  const folding *F = S->fold;
  pt_spmd_options spmd = S->o->spmd;
  spmd.cache = sc->lower;
  double s_hi, s_lo;
  uint64_t p_hi, p_lo;
  PT_TRY(pt_search_evaluate_ws(p, S->o->hw, &spmd, sc->sim, &s_hi, &p_hi));
  pt_partition q;
  PT_TRY(pt_partition_copy(&F->lo_root, &q));
  q.threads = 1;
  pt_status *s = replay_on_lo(F, plan, n_steps, S->o->first_tactic, &q);
  spmd.cache = sc->lower_lo;
  if (!s) s = pt_search_evaluate_ws(&q, S->o->hw, &spmd, sc->sim, &s_lo, &p_lo);
  pt_partition_free(&q);
  if (s) return s;
  double n = (double)(F->fold.repeats - F->k);
  double st = s_lo + n * (s_hi - s_lo);
  double pk = (double)p_lo + n * ((double)p_hi - (double)p_lo);
  *step_s = st > 0 ? st : s_hi;
  *peak = pk >= 1.8e19 ? UINT64_MAX : pk > 0 ? (uint64_t)pk : p_hi;
  return NULL;
}

/* p's figures: from the shared cache, or simulated now (*fresh); `plan`
 * (its first n_steps) is what reached p, which a folded search replays
 * on its smaller proxy. */
static pt_status *simulate(const search *S, scratch *sc, const pt_partition *p, uint64_t h,
                           const pt_search_result *plan, uint32_t n_steps, eval_entry *en, bool *fresh) {
  en->hash = h;
  const pt_search_cached *c = pt_search_cache_get(S->cache, h);
  pt_status *s = NULL;
  if (c) {
    en->step_s = c->step_s, en->peak = c->peak_bytes;
  } else if (S->fold) {
    s = estimate(S, sc, p, plan, n_steps, &en->step_s, &en->peak);
  } else {
    pt_spmd_options spmd = S->o->spmd;
    spmd.cache = sc->lower;
    s = pt_search_evaluate_ws(p, S->o->hw, &spmd, sc->sim, &en->step_s, &en->peak);
  }
  en->feasible = !s && en->peak <= S->o->memory_limit;
  *fresh = !c;
  return s;
}

/* A leaf's judgement of p: from what the search judged before the round,
 * from what the leaf already judged, from the shared cache, or simulated
 * now (on the worker). */
static pt_status *leaf_judge(const search *S, scratch *sc, leaf *l, const pt_partition *p, eval_entry *out) {
  uint64_t h = pt_partition_hash(p);
  uint32_t e = table_get(&S->eval_index, h);
  if (e != UNSEEN) {
    *out = S->evals.data[e];
    return NULL;
  }
  for (uint32_t i = 0; i < l->evals.len; i++)
    if (l->evals.data[i].e.hash == h) {
      *out = l->evals.data[i].e;
      return NULL;
    }
  bool fresh;
  pt_status *s = simulate(S, sc, p, h, &l->cur, l->cur.steps.len, out, &fresh);
  if (s) return s;
  eval_record rec = {.e = *out, .n_steps = l->cur.steps.len, .n_seeds = l->cur.seeds.len, .simulated = fresh};
  PT_TRY_ALLOC(pt_vec_try_push(&l->evals, rec));
  return NULL;
}

static double reward_of(const search *S, const eval_entry *e) {
  if (!e->feasible || !S->res->found) return 0;
  /* Relative to the best plan so far: 1 for it, less for slower ones;
   * sharpened, since plans a few percent apart must still be told apart
   * by UCT. */
  double x = e->step_s > 0 ? S->res->step_s / e->step_s : 1;
  x *= x;
  return x * x * x * x;
}

/* Records a node the leaf reached for the first time (after the decision
 * at `pos`); false when its memory bound prunes it. */
static bool leaf_made(const search *S, scratch *sc, leaf *l, const pt_partition *p, uint32_t pos) {
  made_node mn = {.pos = pos, .key = node_key(pt_partition_hash(p), pos + 1),
                  .bound = pt_search_memory_bound(p, S->o->axes_mask)};
  mn.first_legal = l->legal_pool.len;
  if (mn.bound <= S->o->memory_limit) {
    mn.n_legal = legal_decisions(&S->sp, sc, p, pos + 1, sc->legal);
    if (!pt_vec_try_append(&l->legal_pool, sc->legal, mn.n_legal)) sc->oom = true; /* run_leaf reports it */
  }
  if (!pt_vec_try_push(&l->made, mn)) sc->oom = true;
  return mn.bound <= S->o->memory_limit;
}

/* Random legal decisions until a random stop, then the judgement; when
 * the plan does not fit, the walk goes on from it (at least one decision
 * more) until one fits or nothing is left to decide: under a tight limit
 * a random stop is almost always too early, and a playout that never
 * fits teaches UCT nothing. */
static pt_status *playout(const search *S, scratch *sc, leaf *l, pt_partition *p, uint32_t depth, uint32_t from) {
  bool must_go_on = false;
  for (;;) {
    if (pt_search_memory_bound(p, S->o->axes_mask) > S->o->memory_limit) return NULL;
    uint32_t k = legal_decisions(&S->sp, sc, p, from, sc->legal);
    if (sc->oom) return pt_nomem();
    uint32_t pick = k;
    if (k && (must_go_on || rng_next(&l->rng) % (k + 1) != 0)) {
      /* A decision with probability in proportion to its prior. */
      double total = 0;
      for (uint32_t i = 0; i < k; i++) total += S->sp.prior[sc->legal[i]];
      double x = (double)(rng_next(&l->rng) >> 11) * 0x1.0p-53 * total;
      for (pick = 0; pick + 1 < k && (x -= S->sp.prior[sc->legal[pick]]) > 0; pick++) {
      }
    }
    if (pick == k) {
      pt_status *s = leaf_judge(S, sc, l, p, &l->term);
      if (s) return s;
      l->judged = true;
      if (l->term.feasible || k == 0) return NULL;
      must_go_on = true;
      continue;
    }
    must_go_on = false;
    uint32_t pos = sc->legal[pick];
    pt_status *s = apply_decision(&S->sp, sc, S->sp.space[pos], p, S->o->first_tactic + depth++, &l->cur);
    if (s) return s;
    from = pos + 1;
  }
}

/* The hint's own plan as steps: per tactic the hint added (first_tactic
 * on, in order), the arguments it seeded on that tactic's axis, in
 * argument order. False when a manual schedule cannot say it: a seed
 * that is not an argument, a tactic without seeds or over two axes; also
 * false, with *oom set, when the host has no memory. */
static bool hint_plan(const pt_partition *root, const pt_partition *hint, uint32_t first_tactic,
                      pt_search_result *out, bool *oom) {
  *oom = false;
  const pt_func *f = &root->m->funcs.data[root->func];
  uint32_t n_args = pt_func_n_args(root->m, f);
  uint32_t arg0 = n_args ? pt_func_arg(root->m, f, 0) : 0;
  uint32_t last = 0;
  bool any = false;
  for (uint32_t v = 0; v < root->n_values; v++)
    for (uint32_t ax = 0; ax < root->mesh.n_axes; ax++) {
      const pt_decision *d = pt_decision_get(hint, v, ax);
      if (d->kind == PT_DECISION_OPEN || pt_decision_get(root, v, ax)->kind != PT_DECISION_OPEN) continue;
      if (d->tactic < first_tactic) return false;
      if (d->from != PT_NONE || d->via_op != PT_NONE) continue; /* propagated */
      if (v < arg0 || v - arg0 >= n_args) return false;
      if (d->tactic > last) last = d->tactic;
      any = true;
    }
  if (!any) return false;
  for (uint32_t t = first_tactic; t <= last; t++) {
    uint32_t axis = PT_NONE, first = out->seeds.len;
    for (uint32_t i = 0; i < n_args; i++)
      for (uint32_t ax = 0; ax < root->mesh.n_axes; ax++) {
        const pt_decision *d = pt_decision_get(hint, arg0 + i, ax);
        if (d->kind == PT_DECISION_OPEN || d->tactic != t || d->from != PT_NONE || d->via_op != PT_NONE ||
            pt_decision_get(root, arg0 + i, ax)->kind != PT_DECISION_OPEN)
          continue;
        if (axis != PT_NONE && axis != ax) return false;
        axis = ax;
        pt_dim_ref r = {arg0 + i, d->kind == PT_DECISION_TILED ? (uint32_t)d->dim : PT_SEARCH_REPLICATED};
        if (!pt_vec_try_push(&out->seeds, r)) return !(*oom = true);
      }
    if (axis == PT_NONE) return false;
    pt_search_step st = {.decision = PT_SEARCH_HINT_STEP, .axis = axis, .first_seed = first,
                         .n_seeds = out->seeds.len - first};
    if (!pt_vec_try_push(&out->steps, st)) return !(*oom = true);
  }
  return true;
}

/* A hint's own plan, replayed from the root: judged when it gives the
 * hint's state exactly (then its saved schedule reproduces it). */
static pt_status *run_exact(const search *S, scratch *sc, leaf *l) {
  bool oom;
  if (!hint_plan(S->root, l->hint, S->o->first_tactic, &l->exact, &oom)) {
    l->exact.steps.len = l->exact.seeds.len = 0;
    return oom ? pt_nomem() : NULL;
  }
  pt_partition q;
  pt_status *s = pt_partition_copy(S->root, &q);
  if (s) return s;
  q.threads = 1;
  pt_status *e = pt_search_apply(&q, S->sp.a, &l->exact, S->o->first_tactic);
  if (e && pt_status_code(e) == PT_ERR_NOMEM) { /* not an answer about the hint */
    pt_partition_free(&q);
    return e;
  }
  uint64_t h = e ? 0 : pt_partition_hash(&q);
  if (e || h != pt_partition_hash(l->hint)) {
    pt_status_free(e); /* not said exactly: the projection alone stands for it */
    l->exact.steps.len = l->exact.seeds.len = 0;
  } else if (table_get(&S->eval_index, h) == UNSEEN) {
    s = simulate(S, sc, &q, h, &l->exact, l->exact.steps.len, &l->exact_e, &l->exact_simulated);
    l->exact_new = !s;
  }
  pt_partition_free(&q);
  return s;
}

/* Phase 2: one leaf, on a worker. */
static pt_status *run_leaf(const search *S, scratch *sc, leaf *l) {
  sc->oom = false;
  pt_partition p;
  pt_status *s = pt_partition_copy(S->root, &p);
  if (s) return s;
  p.threads = 1; /* the search is the unit of parallelism, not one propagation */
  uint32_t depth = 0, from = 0;
  for (uint32_t i = 0; i < l->prefix.len && !s; i++) {
    s = apply_decision(&S->sp, sc, S->sp.space[l->prefix.data[i]], &p, S->o->first_tactic + depth++, &l->cur);
    from = l->prefix.data[i] + 1;
  }
  if (!s && l->hint) s = run_exact(S, sc, l);
  if (!s && l->hint) {
    /* The decisions that agree with the hint, in space order; the state
     * they reach is judged as it is. */
    bool fits = true;
    for (uint32_t k = from; k < S->sp.n_space && !s && fits; k++) {
      if (!agrees_with(&S->sp, sc, S->sp.space[k], &p, l->hint)) {
        if (sc->oom) s = pt_nomem();
        continue;
      }
      s = apply_decision(&S->sp, sc, S->sp.space[k], &p, S->o->first_tactic + depth++, &l->cur);
      if (!s) fits = leaf_made(S, sc, l, &p, k);
    }
    if (!s && fits) {
      s = leaf_judge(S, sc, l, &p, &l->term);
      l->judged = !s;
    }
  } else if (!s && l->suffix_pos == STOP) {
    s = leaf_judge(S, sc, l, &p, &l->term);
    l->judged = !s;
  } else if (!s) {
    s = apply_decision(&S->sp, sc, S->sp.space[l->suffix_pos], &p, S->o->first_tactic + depth++, &l->cur);
    if (!s && leaf_made(S, sc, l, &p, l->suffix_pos) && !sc->oom) s = playout(S, sc, l, &p, depth, l->suffix_pos + 1);
  }
  pt_partition_free(&p);
  /* A list of the leaf's fell short (its made nodes, their continuations):
   * the leaf is not folded into the tree. */
  if (!s && sc->oom) s = pt_nomem();
  return s;
}

static void run_leaves(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  search *S = arg;
  for (uint32_t i = begin; i < end; i++) S->leaves[i].err = run_leaf(S, &S->scratch[worker], &S->leaves[i]);
}

/* UNSEEN (S->oom set, nothing added) when the host has no memory. */
static uint32_t node_new(search *S, uint64_t h) {
  node n = {.hash = h};
  uint32_t id = S->nodes.len;
  if (!pt_vec_try_reserve(&S->nodes, 1) || !table_put(&S->tt, h, id)) {
    S->oom = true;
    return UNSEEN;
  }
  S->nodes.data[S->nodes.len++] = n;
  return id;
}

/* The edges of node id: stop, then the legal continuations in an order
 * the seed shuffles, largest prior first. Pruned (exhausted with no
 * edges) when the memory lower bound is over the limit. */
static void expand(search *S, uint32_t id, uint64_t bound, const uint32_t *legal, uint32_t k) {
  if (bound < S->res->min_bound_seen) S->res->min_bound_seen = bound;
  node *n = &S->nodes.data[id];
  if (bound > S->o->memory_limit) {
    n->exhausted = true;
    return;
  }
  uint32_t *order = S->scratch[0].legal;
  if (k) memcpy(order, legal, (size_t)k * sizeof *order); /* legal is NULL with nothing legal */
  for (uint32_t i = k; i > 1; i--) {
    uint32_t j = (uint32_t)(rng_next(&S->rng) % i);
    uint32_t t = order[i - 1];
    order[i - 1] = order[j], order[j] = t;
  }
  /* Largest prior first (insertion sort: a few dozen children; stable, so
   * the seed's shuffle breaks ties). */
  for (uint32_t i = 1; i < k; i++) {
    uint32_t x = order[i], j = i;
    for (; j > 0 && S->sp.prior[order[j - 1]] < S->sp.prior[x]; j--) order[j] = order[j - 1];
    order[j] = x;
  }
  if (!pt_vec_try_reserve(&S->edges, k + 1)) { /* the node keeps no edges: nothing refers to missing ones */
    n->exhausted = true;
    S->oom = true;
    return;
  }
  n->first_edge = S->edges.len;
  n->n_edges = k + 1;
  S->edges.data[S->edges.len++] = (edge){.decision = STOP, .child = UNSEEN};
  for (uint32_t i = 0; i < k; i++) S->edges.data[S->edges.len++] = (edge){.decision = order[i], .child = UNSEEN};
}

static bool edge_done(const search *S, edge *e) {
  if (!e->exhausted && e->child != UNSEEN && S->nodes.data[e->child].exhausted) e->exhausted = true;
  return e->exhausted;
}

/* UCT over the node's edges, untried ones first in their order; edges
 * another leaf of the round took are passed over (their outcome is not
 * known yet), and the visits the round's leaves added count as losses
 * until it ends (virtual loss), so a round spreads over the tree. */
static uint32_t select_edge(search *S, uint32_t id) {
  node *n = &S->nodes.data[id];
  while (n->next_untried < n->n_edges) {
    edge *e = &S->edges.data[n->first_edge + n->next_untried++];
    if (!edge_done(S, e)) return (uint32_t)(e - S->edges.data);
  }
  uint32_t best = UNSEEN;
  double best_score = -1;
  double log_n = log(n->visits + 1);
  for (uint32_t i = 0; i < n->n_edges; i++) {
    edge *e = &S->edges.data[n->first_edge + i];
    if (edge_done(S, e) || e->pending || e->child == UNSEEN) continue;
    const node *c = &S->nodes.data[e->child];
    double score = c->visits > 0 ? c->total / c->visits + UCT_C * sqrt(log_n / c->visits) : 1e9;
    if (score > best_score) best_score = score, best = n->first_edge + i;
  }
  return best;
}

static void update_exhausted(search *S, const uint32_t *path, uint32_t len);

/* Phase 1: the path of one leaf; false when the tree offers nothing now
 * (every open edge is taken by an earlier leaf of the round). */
static bool select_leaf(search *S, leaf *l) {
  uint32_t id = 0;
  for (;;) {
    if (!pt_vec_try_push(&l->path_nodes, id)) return !(S->oom = true);
    if (S->nodes.data[id].exhausted) return false;
    uint32_t e = select_edge(S, id);
    if (e == UNSEEN) {
      /* A node reached through another path (a transposition) may have
       * run out of edges without its ancestors here knowing: mark the
       * path, and start again from the root if that changed anything. */
      bool was = S->nodes.data[0].exhausted;
      update_exhausted(S, l->path_nodes.data, l->path_nodes.len);
      if (!S->nodes.data[id].exhausted || S->nodes.data[0].exhausted != was) return false;
      l->prefix.len = l->path_nodes.len = 0;
      id = 0;
      continue;
    }
    edge *ed = &S->edges.data[e];
    if (ed->decision == STOP) {
      ed->exhausted = true;
      l->suffix_pos = STOP;
      break;
    }
    if (ed->child == UNSEEN) {
      ed->pending = true;
      l->suffix_pos = ed->decision;
      break;
    }
    if (!pt_vec_try_push(&l->prefix, ed->decision)) return !(S->oom = true);
    id = ed->child;
  }
  for (uint32_t i = 0; i < l->path_nodes.len; i++) S->nodes.data[l->path_nodes.data[i]].visits += 1;
  return true;
}

static uint32_t find_edge(const search *S, uint32_t id, uint32_t pos) {
  const node *n = &S->nodes.data[id];
  for (uint32_t i = 0; i < n->n_edges; i++)
    if (S->edges.data[n->first_edge + i].decision == pos) return n->first_edge + i;
  return UNSEEN;
}

static void update_exhausted(search *S, const uint32_t *path, uint32_t len) {
  for (uint32_t i = len; i-- > 0;) {
    node *n = &S->nodes.data[path[i]];
    if (n->exhausted) continue;
    bool all = true;
    for (uint32_t k = 0; k < n->n_edges && all; k++) all = edge_done(S, &S->edges.data[n->first_edge + k]);
    n->exhausted = all;
  }
}

/* Phase 3: one leaf's outcome folded into the tree, in leaf order. */
static void fold_leaf(search *S, leaf *l, int32_t hint) {
  /* The virtual loss off again. */
  for (uint32_t i = 0; i < l->path_nodes.len; i++) S->nodes.data[l->path_nodes.data[i]].visits -= 1;
  /* The nodes the leaf reached first, linked (another leaf of the round,
   * or another path, may have made one of them already). */
  uint32_t id = l->path_nodes.data[l->path_nodes.len - 1];
  for (uint32_t i = 0; i < l->made.len; i++) {
    const made_node *mn = &l->made.data[i];
    uint32_t e = find_edge(S, id, mn->pos);
    if (e == UNSEEN) break; /* cannot be: the same state has the same continuations */
    S->edges.data[e].pending = false;
    uint32_t child = S->edges.data[e].child;
    if (child == UNSEEN) {
      child = table_get(&S->tt, mn->key);
      if (child == UNSEEN) {
        child = node_new(S, mn->key);
        if (child == UNSEEN) return; /* S->oom: the round loop stops */
        expand(S, child, mn->bound, mn->n_legal ? l->legal_pool.data + mn->first_legal : NULL, mn->n_legal);
      }
      S->edges.data[e].child = child;
    }
    id = child;
    if (!pt_vec_try_push(&l->path_nodes, id)) {
      S->oom = true;
      return;
    }
  }
  if (l->hint && l->judged) {
    /* The hint's state judged as it is: its stop edge is done. */
    uint32_t e = find_edge(S, id, STOP);
    if (e != UNSEEN) S->edges.data[e].exhausted = true;
  }
  /* A figure the shared cache cannot take is simulated again when asked
   * for: the same figure, so that failure changes nothing. */
  if (l->exact_simulated) {
    (void)pt_search_cache_put(S->cache, l->exact_e.hash, l->exact_e.step_s, l->exact_e.peak);
    S->res->simulations++;
  }
  if (l->exact_new) record_eval(S, &l->exact_e, &l->exact, l->exact.steps.len, l->exact.seeds.len, hint);
  for (uint32_t i = 0; i < l->evals.len; i++)
    if (l->evals.data[i].simulated) {
      (void)pt_search_cache_put(S->cache, l->evals.data[i].e.hash, l->evals.data[i].e.step_s, l->evals.data[i].e.peak);
      S->res->simulations++;
    }
  for (uint32_t i = 0; i < l->evals.len; i++)
    record_eval(S, &l->evals.data[i].e, &l->cur, l->evals.data[i].n_steps, l->evals.data[i].n_seeds, hint);
  double reward = l->judged ? reward_of(S, &l->term) : 0;
  for (uint32_t i = 0; i < l->path_nodes.len; i++) {
    node *n = &S->nodes.data[l->path_nodes.data[i]];
    n->visits += 1;
    n->total += reward;
  }
  update_exhausted(S, l->path_nodes.data, l->path_nodes.len);
}

/* An empty result: nothing seen yet, no hint's plan. */
static void result_init(pt_search_result *out) {
  memset(out, 0, sizeof *out);
  out->min_peak_seen = UINT64_MAX;
  out->min_bound_seen = UINT64_MAX;
  out->best_hint = -1;
}

/* The search itself; with `fold`, over the hi proxy (root and a are its),
 * keeping the best plans by estimate in *top (n_top). */
static pt_status *search_core(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                              pt_search_result *out, const folding *fold, top_plan *top, uint32_t *n_top) {
  result_init(out);
  double t0 = now_s();
  search S;
  memset(&S, 0, sizeof S);
  bool ok = space_init(&S.sp, a, o);
  S.root = root;
  S.o = o;
  S.rng = o->seed ^ 0x5A5A5A5A12345678ull;
  S.res = out;
  S.best_hint = -1;
  S.cache = o->cache ? o->cache : pt_search_cache_new();
  S.fold = fold;
  ok = ok && S.cache;
  if (ok && fold) ok = space_map(&S.sp, fold->hi.of_full, fold->fold.n_full_args, fold->full_arg0, fold->hi_arg0);
  out->n_space = S.sp.n_space;
  uint32_t threads = o->threads ? o->threads : pt_online_cpus();
  uint32_t per_round = o->leaves_per_round ? o->leaves_per_round : PT_SEARCH_LEAVES_PER_ROUND;
  if (threads > per_round) threads = per_round;
  pt_workers *pool = ok && threads > 1 ? pt_workers_new(threads) : NULL;
  uint32_t n_workers = pt_workers_count(pool);
  S.scratch = pt_calloc(n_workers, sizeof *S.scratch);
  S.leaves = pt_calloc(per_round, sizeof *S.leaves);
  int32_t *leaf_hint = pt_malloc(per_round * sizeof *leaf_hint);
  ok = ok && S.scratch && S.leaves && leaf_hint;
  for (uint32_t w = 0; w < n_workers && ok; w++) ok = scratch_init(&S.scratch[w], &S.sp);
  /* The root, expanded from its own state. */
  if (ok) ok = node_new(&S, node_key(pt_partition_hash(root), 0)) != UNSEEN;
  if (ok) {
    uint32_t k = legal_decisions(&S.sp, &S.scratch[0], root, 0, S.scratch[0].legal);
    uint32_t *legal = pt_malloc(((size_t)k + 1) * sizeof *legal);
    ok = legal && !S.scratch[0].oom;
    if (ok) {
      memcpy(legal, S.scratch[0].legal, (size_t)k * sizeof *legal);
      expand(&S, 0, pt_search_memory_bound(root, o->axes_mask), legal, k);
    }
    free(legal);
  }
  uint32_t next_hint = 0;
  pt_status *s = ok && !S.oom ? NULL : pt_nomem();
  while (!s) {
    if (S.nodes.data[0].exhausted) {
      out->exhausted = true;
      break;
    }
    if (o->iterations && out->iterations >= o->iterations) break;
    if (o->budget_s > 0 && now_s() - t0 >= o->budget_s) break;
    uint32_t want = per_round;
    if (o->iterations && o->iterations - out->iterations < want) want = (uint32_t)(o->iterations - out->iterations);
    /* Phase 1: the round's leaves, hints first (the plans the caller
     * knows, e.g. the expert schedules, walked before any guess). */
    uint32_t n = 0;
    while (n < want && !S.nodes.data[0].exhausted) {
      leaf *l = &S.leaves[n];
      leaf_reset(l);
      l->rng = o->seed * 0x9E3779B97F4A7C15ull ^ (out->iterations + n + 1) * 0xD1B54A32D192ED03ull;
      if (next_hint < o->n_hints) {
        if (!pt_vec_try_push(&l->path_nodes, 0)) {
          S.oom = true;
          break;
        }
        S.nodes.data[0].visits += 1; /* the virtual loss fold_leaf takes off */
        l->hint = o->hints[next_hint];
        leaf_hint[n++] = (int32_t)next_hint++;
        continue;
      }
      if (!select_leaf(&S, l)) {
        /* Undo the partial path's bookkeeping: nothing was taken. */
        break;
      }
      leaf_hint[n++] = -1;
    }
    if (S.oom) {
      s = pt_nomem();
      break;
    }
    if (!n) {
      /* Every open edge is pending on nothing: cannot happen at a round's
       * start unless the tree is exhausted, which the loop checks. */
      out->exhausted = S.nodes.data[0].exhausted;
      break;
    }
    S.n_leaves = n;
    /* Phase 2: the leaves' walks and simulations, in parallel. */
    pt_workers_run(pool, n, 1, run_leaves, &S);
    /* Phase 3: folded in leaf order. */
    for (uint32_t i = 0; i < n && !s; i++) s = S.leaves[i].err;
    for (uint32_t i = 0; i < n && !s && !S.oom; i++) fold_leaf(&S, &S.leaves[i], leaf_hint[i]);
    for (uint32_t i = 0; i < n; i++)
      if (S.leaves[i].err && S.leaves[i].err != s) pt_status_free(S.leaves[i].err);
    if (!s && S.oom) s = pt_nomem();
    if (s) break;
    out->iterations += n;
    if (o->progress && o->progress(o->progress_ctx, out->iterations, out->evaluations, out->found ? out->step_s : 0,
                                   out->found ? out->peak_bytes : 0, now_s() - t0))
      break;
  }
  out->best_hint = S.best_hint;
  out->nodes = S.nodes.len;
  out->seconds = now_s() - t0;
  pt_workers_free(pool);
  for (uint32_t w = 0; w < n_workers && S.scratch; w++) scratch_free(&S.scratch[w]);
  free(S.scratch);
  for (uint32_t i = 0; i < per_round && S.leaves; i++) leaf_free(&S.leaves[i]);
  free(S.leaves);
  free(leaf_hint);
  free(S.nodes.data);
  free(S.edges.data);
  free(S.evals.data);
  table_free(&S.tt);
  table_free(&S.eval_index);
  if (S.cache != o->cache) pt_search_cache_free(S.cache);
  space_free(&S.sp);
  if (top) {
    memcpy(top, S.top, S.n_top * sizeof *top);
    *n_top = S.n_top;
  } else
    for (uint32_t i = 0; i < S.n_top; i++) pt_search_result_free(&S.top[i].plan);
  return s;
}

/* ---- exhaustive enumeration ---- */

typedef struct {
  search S;
  table seen;
  uint64_t max_states, states;
  pt_search_result cur;
} enumeration;

static pt_status *enumerate(enumeration *E, const pt_partition *p, uint32_t depth, uint32_t from) {
  search *S = &E->S;
  uint64_t h = pt_partition_hash(p);
  if (table_get(&S->eval_index, h) == UNSEEN) {
    eval_entry en;
    bool fresh;
    pt_status *s = simulate(S, &S->scratch[0], p, h, &E->cur, E->cur.steps.len, &en, &fresh);
    if (s) return s;
    /* A figure the cache cannot take is simulated again when asked for. */
    if (fresh) (void)pt_search_cache_put(S->cache, h, en.step_s, en.peak), S->res->simulations += fresh;
    record_eval(S, &en, &E->cur, E->cur.steps.len, E->cur.seeds.len, -1);
    if (S->oom) return pt_nomem();
  }
  if (pt_search_memory_bound(p, S->o->axes_mask) > S->o->memory_limit) return NULL;
  uint32_t *legal = pt_malloc(((size_t)S->sp.n_space + 1) * sizeof *legal);
  PT_TRY_ALLOC(legal);
  uint32_t k = legal_decisions(&S->sp, &S->scratch[0], p, from, legal);
  pt_status *s = S->scratch[0].oom ? pt_nomem() : NULL;
  for (uint32_t i = 0; i < k && !s; i++) {
    pt_partition q;
    s = pt_partition_copy(p, &q);
    if (s) break;
    q.threads = 1;
    uint32_t steps = E->cur.steps.len, seeds = E->cur.seeds.len;
    s = apply_decision(&S->sp, &S->scratch[0], S->sp.space[legal[i]], &q, S->o->first_tactic + depth, &E->cur);
    if (!s) {
      uint64_t key = node_key(pt_partition_hash(&q), legal[i] + 1);
      if (table_get(&E->seen, key) == UNSEEN) {
        if (!table_put(&E->seen, key, 1))
          s = pt_nomem();
        else if (++E->states > E->max_states)
          s = pt_status_make(PT_ERR_INVALID_ARG, "error: more than %llu states to enumerate",
                             (unsigned long long)E->max_states);
        else s = enumerate(E, &q, depth + 1, legal[i] + 1);
      }
    }
    E->cur.steps.len = steps, E->cur.seeds.len = seeds;
    pt_partition_free(&q);
  }
  free(legal);
  return s;
}

pt_status *pt_search_exhaustive(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                                uint64_t max_states, pt_search_result *out) {
  result_init(out);
  double t0 = now_s();
  enumeration E;
  memset(&E, 0, sizeof E);
  bool ok = space_init(&E.S.sp, a, o);
  scratch sc;
  ok = scratch_init(&sc, &E.S.sp) && ok;
  E.S.scratch = &sc;
  E.S.root = root;
  E.S.o = o;
  E.S.res = out;
  E.S.cache = o->cache;
  E.max_states = max_states;
  out->n_space = E.S.sp.n_space;
  pt_status *s = ok ? enumerate(&E, root, 0, 0) : pt_nomem();
  out->exhausted = !s;
  out->nodes = E.states + 1;
  out->seconds = now_s() - t0;
  free(E.S.evals.data);
  table_free(&E.S.eval_index);
  table_free(&E.seen);
  pt_search_result_free(&E.cur);
  scratch_free(&sc);
  space_free(&E.S.sp);
  return s;
}

/* ---- the plan ---- */

pt_status *pt_search_apply(pt_partition *p, const pt_analysis *a, const pt_search_result *r, uint32_t first_tactic) {
  for (uint32_t k = 0; k < r->steps.len; k++) {
    const pt_search_step *st = &r->steps.data[k];
    for (uint32_t j = 0; j < st->n_seeds; j++) {
      const pt_dim_ref *sd = &r->seeds.data[st->first_seed + j];
      pt_status *s = sd->dim == PT_SEARCH_REPLICATED ? pt_action_replicate(p, sd->value, st->axis, first_tactic + k)
                                                     : pt_action_tile(p, sd->value, sd->dim, st->axis, first_tactic + k);
      if (s) return s;
    }
    pt_status *s = pt_propagate(p, st->axis, first_tactic + k, 0);
    if (s) return s;
  }
  (void)a;
  return NULL;
}

void pt_search_schedule_json(const pt_partition *root, const pt_search_result *r, pt_buf *out) {
  const pt_func *f = &root->m->funcs.data[root->func];
  uint32_t arg0 = pt_func_arg(root->m, f, 0);
  pt_buf_puts(out, "[");
  for (uint32_t k = 0; k < r->steps.len; k++) {
    const pt_search_step *st = &r->steps.data[k];
    pt_buf_printf(out, "%s\n  {\"axis\": ", k ? "," : "");
    pt_buf_json_string(out, root->mesh.names[st->axis], strlen(root->mesh.names[st->axis]));
    pt_buf_puts(out, ", \"inputs\": {");
    for (uint32_t j = 0; j < st->n_seeds; j++) {
      const pt_dim_ref *sd = &r->seeds.data[st->first_seed + j];
      if (sd->dim == PT_SEARCH_REPLICATED) pt_buf_printf(out, "%s\"%u\": \"replicated\"", j ? ", " : "", sd->value - arg0);
      else pt_buf_printf(out, "%s\"%u\": %u", j ? ", " : "", sd->value - arg0, sd->dim);
    }
    pt_buf_puts(out, "}}");
  }
  pt_buf_puts(out, r->steps.len ? "\n]\n" : "]\n");
}

/* ---- the folded search ---- */

/* The proxies' depth: k = 2 and 3 repeats (with k = 1 the first layer,
 * unlike the others, biased the 12-layer GPT step's peak by 18%). */
enum { FOLD_K = 2 };

/* The best plans by estimate judged whole: those within this share of the
 * first's estimated step time (the estimate's measured error is under 1%,
 * tests/unit/test_fold.c), and further down until one fits. */
static const double FOLD_MARGIN = 0.05;

static void folding_free(folding *F) {
  if (F->have_hi_root) pt_partition_free(&F->hi_root);
  if (F->have_lo_root) pt_partition_free(&F->lo_root);
  pt_fold_proxy_free(&F->lo);
  pt_fold_proxy_free(&F->hi);
  pt_fold_free(&F->fold);
  memset(F, 0, sizeof *F);
}

/* The decisions the schedule's earlier tactics left in root, replayed on
 * a proxy's root q: per tactic in order, the arguments it seeded (on the
 * proxy, the arguments standing for them) tiled or pinned as in root,
 * then propagated, so that the proxy starts where the whole program
 * does. *sayable is false when a seed is not an argument (a result's
 * selector): the search is then not folded. */
static pt_status *replay_root(const pt_partition *root, const pt_fold_proxy *px, pt_partition *q, bool *sayable) {
  *sayable = true;
  const pt_func *ff = &root->m->funcs.data[root->func];
  uint32_t n_args = pt_func_n_args(root->m, ff), arg0 = n_args ? pt_func_arg(root->m, ff, 0) : 0;
  uint32_t q0 = pt_func_arg(px->m, &px->m->funcs.data[px->func], 0);
  uint32_t last = 0;
  bool any = false;
  for (uint32_t v = 0; v < root->n_values; v++)
    for (uint32_t ax = 0; ax < root->mesh.n_axes; ax++) {
      const pt_decision *d = pt_decision_get(root, v, ax);
      if (d->kind == PT_DECISION_OPEN || d->from != PT_NONE || d->via_op != PT_NONE) continue;
      if (v < arg0 || v - arg0 >= n_args || d->kind == PT_DECISION_PARTIAL) {
        *sayable = false;
        return NULL;
      }
      if (d->tactic > last) last = d->tactic;
      any = true;
    }
  if (!any) return NULL;
  for (uint32_t t = 0; t <= last; t++) {
    uint32_t axes = 0;
    for (uint32_t i = 0; i < n_args; i++)
      for (uint32_t ax = 0; ax < root->mesh.n_axes; ax++) {
        const pt_decision *d = pt_decision_get(root, arg0 + i, ax);
        if (d->kind == PT_DECISION_OPEN || d->tactic != t || d->from != PT_NONE || d->via_op != PT_NONE) continue;
        uint32_t pi = px->of_full[i];
        if (pi == PT_NONE) continue;
        bool taken;
        uint32_t dim = d->kind == PT_DECISION_REPLICATED ? PT_SEARCH_REPLICATED : (uint32_t)d->dim;
        PT_TRY(replay_seed(q, q0 + pi, dim, ax, t, &taken));
        if (taken) axes |= 1u << ax;
      }
    for (uint32_t ax = 0; ax < root->mesh.n_axes; ax++)
      if (axes >> ax & 1u) PT_TRY(pt_propagate(q, ax, t, 0));
  }
  return NULL;
}

/* Whether the search over root can be folded, and the proxies: the
 * program must repeat at least k + 2 times, the two proxies together must
 * be well under the whole program, and the earlier tactics' decisions in
 * root must be seeds on arguments (replayed on the proxies) with no cut. */
static pt_status *folding_init(const pt_partition *root, folding *F, bool *ok) {
  memset(F, 0, sizeof *F);
  *ok = false;
  if (root->n_cuts) return NULL;
  PT_TRY(pt_fold_find(root->m, root->func, &F->fold));
  if (F->fold.repeats < FOLD_K + 2) return NULL;
  F->k = FOLD_K;
  PT_TRY(pt_fold_proxy_build(root->m, root->func, &F->fold, FOLD_K, &F->lo));
  PT_TRY(pt_fold_proxy_build(root->m, root->func, &F->fold, FOLD_K + 1, &F->hi));
  if (!F->lo.m || !F->hi.m) return NULL;
  if (3 * ((uint64_t)F->lo.n_ops + F->hi.n_ops) >= 2 * (uint64_t)F->fold.n_ops) return NULL;
  PT_TRY(pt_partition_init(&F->lo_root, F->lo.m, F->lo.func, &root->mesh));
  F->have_lo_root = true;
  F->lo_root.threads = 1;
  PT_TRY(pt_partition_init(&F->hi_root, F->hi.m, F->hi.func, &root->mesh));
  F->have_hi_root = true;
  F->hi_root.threads = 1;
  const pt_func *ff = &root->m->funcs.data[root->func];
  F->full_arg0 = pt_func_n_args(root->m, ff) ? pt_func_arg(root->m, ff, 0) : 0;
  F->hi_arg0 = pt_func_arg(F->hi.m, &F->hi.m->funcs.data[F->hi.func], 0);
  bool sayable;
  PT_TRY(replay_root(root, &F->lo, &F->lo_root, &sayable));
  if (sayable) PT_TRY(replay_root(root, &F->hi, &F->hi_root, &sayable));
  *ok = sayable;
  return NULL;
}

/* A full hint's own plan replayed on the hi proxy (its seeds mapped to
 * the arguments that stand for them): the hint the folded search walks.
 * False when a manual schedule cannot say the hint. */
static pt_status *hint_on_hi(const folding *F, const pt_partition *root, const pt_partition *hint, uint32_t first_tactic,
                             pt_partition *out, bool *ok) {
  *ok = false;
  pt_search_result plan;
  memset(&plan, 0, sizeof plan);
  bool oom;
  if (!hint_plan(root, hint, first_tactic, &plan, &oom)) {
    pt_search_result_free(&plan);
    return oom ? pt_nomem() : NULL;
  }
  const pt_func *ff = &root->m->funcs.data[root->func];
  uint32_t arg0 = pt_func_arg(root->m, ff, 0);
  uint32_t h0 = pt_func_arg(F->hi.m, &F->hi.m->funcs.data[F->hi.func], 0);
  pt_status *s = pt_partition_copy(&F->hi_root, out);
  if (s) {
    pt_search_result_free(&plan);
    return s;
  }
  out->threads = 1;
  for (uint32_t k = 0; k < plan.steps.len && !s; k++) {
    const pt_search_step *st = &plan.steps.data[k];
    bool any = false;
    for (uint32_t j = 0; j < st->n_seeds && !s; j++) {
      const pt_dim_ref *sd = &plan.seeds.data[st->first_seed + j];
      uint32_t hi = F->hi.of_full[sd->value - arg0];
      if (hi == PT_NONE) continue;
      bool taken;
      s = replay_seed(out, h0 + hi, sd->dim, st->axis, first_tactic + k, &taken);
      any |= taken;
    }
    if (!s && any) s = pt_propagate(out, st->axis, first_tactic + k, 0);
  }
  pt_search_result_free(&plan);
  if (s) pt_partition_free(out);
  else *ok = true;
  return s;
}

/* A plan judged whole at the end of a folded search. */
typedef struct {
  search *S;          /* over the full program: its space, scratch and result */
  const pt_search_options *o;
  table judged;       /* hashes judged */
} judge;

/* Judges the full state q reached by `plan`: the result takes it when it
 * fits and is faster (or as fast with less memory). */
static pt_status *judge_state(judge *J, const pt_partition *q, const pt_search_result *plan, int32_t hint) {
  uint64_t h = pt_partition_hash(q);
  if (table_get(&J->judged, h) != UNSEEN) return NULL;
  PT_TRY_ALLOC(table_put(&J->judged, h, 1));
  eval_entry en;
  bool fresh;
  PT_TRY(simulate(J->S, &J->S->scratch[0], q, h, plan, plan->steps.len, &en, &fresh));
  if (fresh) {
    (void)pt_search_cache_put(J->S->cache, h, en.step_s, en.peak); /* if not kept, simulated again when asked */
    J->S->res->simulations++;
  }
  pt_search_result *r = J->S->res;
  r->evaluations++;
  if (en.peak < r->min_peak_seen) r->min_peak_seen = en.peak;
  bool better = en.feasible && (!r->found || en.step_s < r->step_s || (en.step_s == r->step_s && en.peak < r->peak_bytes));
  if (J->o->trace) {
    pt_search_point pt = {en.step_s, en.peak, r->iterations, r->evaluations, plan->steps.len, en.feasible};
    PT_TRY_ALLOC(pt_search_trace_add(J->o->trace, &pt, better));
  }
  if (!better) return NULL;
  r->found = true;
  r->step_s = en.step_s, r->peak_bytes = en.peak, r->hash = h;
  r->steps.len = r->seeds.len = 0;
  PT_TRY_ALLOC(pt_vec_try_append(&r->steps, plan->steps.data, plan->steps.len));
  PT_TRY_ALLOC(pt_vec_try_append(&r->seeds, plan->seeds.data, plan->seeds.len));
  r->best_hint = hint;
  return NULL;
}

static pt_status *folded_run(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                             const folding *F, pt_search_result *out) {
  double t0 = now_s();
  /* The hints on the hi proxy. */
  pt_partition hi_hints[8];
  const pt_partition *hint_ptrs[8];
  uint32_t n_hints = 0;
  pt_status *s = NULL;
  for (uint32_t i = 0; i < o->n_hints && n_hints < 8 && !s; i++) {
    bool ok;
    s = hint_on_hi(F, root, o->hints[i], o->first_tactic, &hi_hints[n_hints], &ok);
    if (!s && ok) hint_ptrs[n_hints] = &hi_hints[n_hints], n_hints++;
  }
  pt_search_options io = *o;
  io.hints = hint_ptrs;
  io.n_hints = n_hints;
  io.cache = NULL; /* the shared cache holds whole-program figures */
  pt_search_result inner;
  memset(&inner, 0, sizeof inner);
  top_plan top[TOP_PLANS];
  uint32_t n_top = 0;
  if (!s) s = search_core(&F->hi_root, a, &io, &inner, F, top, &n_top);
  for (uint32_t i = 0; i < n_hints; i++) pt_partition_free(&hi_hints[i]);
  /* The best plans by estimate, and the hints, judged whole. */
  result_init(out);
  search S;
  memset(&S, 0, sizeof S);
  bool ok = space_init(&S.sp, a, o);
  scratch sc;
  ok = scratch_init(&sc, &S.sp) && ok;
  S.scratch = &sc;
  S.root = root;
  S.o = o;
  S.res = out;
  S.cache = o->cache ? o->cache : pt_search_cache_new();
  if (!s && (!ok || !S.cache)) s = pt_nomem();
  judge J = {.S = &S, .o = o};
  out->iterations = inner.iterations;
  /* The best plans by estimate, whole, down the list while within
   * FOLD_MARGIN of the first or until one fits. */
  bool fits = false;
  for (uint32_t t = 0; t < n_top && !s; t++) {
    const pt_search_result *hp = &top[t].plan;
    if (fits && top[t].step_s > top[0].step_s * (1 + FOLD_MARGIN)) break;
    bool sayable = true;
    for (uint32_t k = 0; k < hp->steps.len && sayable; k++)
      sayable = hp->steps.data[k].decision != PT_SEARCH_HINT_STEP;
    if (!sayable) continue; /* a hint's own plan: judged below */
    pt_partition q;
    s = pt_partition_copy(root, &q);
    if (s) break;
    q.threads = 1;
    pt_search_result plan;
    memset(&plan, 0, sizeof plan);
    for (uint32_t k = 0; k < hp->steps.len && !s; k++)
      s = apply_decision(&S.sp, &sc, hp->steps.data[k].decision, &q, o->first_tactic + plan.steps.len, &plan);
    if (!s && sc.oom) s = pt_nomem();
    if (!s) s = judge_state(&J, &q, &plan, -1);
    fits = out->found;
    pt_search_result_free(&plan);
    pt_partition_free(&q);
  }
  /* The hints, whole (their states are given: replayed only when one is
   * the result, for its plan). A hint wins a tie, as in a whole search,
   * where it is judged first. */
  int32_t best = -1;
  eval_entry best_e = {0};
  for (uint32_t i = 0; i < o->n_hints && !s; i++) {
    eval_entry en;
    bool fresh;
    uint64_t h = pt_partition_hash(o->hints[i]);
    if (table_get(&J.judged, h) != UNSEEN) continue;
    s = simulate(&S, &sc, o->hints[i], h, NULL, 0, &en, &fresh);
    if (s) break;
    if (fresh) (void)pt_search_cache_put(S.cache, h, en.step_s, en.peak), out->simulations++;
    out->evaluations++;
    if (en.peak < out->min_peak_seen) out->min_peak_seen = en.peak;
    if (en.feasible && (best < 0 || en.step_s < best_e.step_s || (en.step_s == best_e.step_s && en.peak < best_e.peak)))
      best = (int32_t)i, best_e = en;
  }
  if (!s && best >= 0 &&
      !(out->found && (out->step_s < best_e.step_s || (out->step_s == best_e.step_s && out->peak_bytes < best_e.peak)))) {
    pt_search_result plan;
    memset(&plan, 0, sizeof plan);
    pt_partition q;
    bool oom;
    if (hint_plan(root, o->hints[best], o->first_tactic, &plan, &oom) && !(s = pt_partition_copy(root, &q))) {
      q.threads = 1;
      pt_status *e = pt_search_apply(&q, a, &plan, o->first_tactic);
      if (!e && pt_partition_hash(&q) == best_e.hash) {
        out->found = true;
        out->step_s = best_e.step_s, out->peak_bytes = best_e.peak, out->hash = best_e.hash;
        out->steps.len = out->seeds.len = 0;
        if (!pt_vec_try_append(&out->steps, plan.steps.data, plan.steps.len) ||
            !pt_vec_try_append(&out->seeds, plan.seeds.data, plan.seeds.len))
          s = pt_nomem();
        out->best_hint = best;
        if (o->trace && !s) {
          pt_search_point pt = {best_e.step_s, best_e.peak, out->iterations, out->evaluations, plan.steps.len, true};
          if (!pt_search_trace_add(o->trace, &pt, true)) s = pt_nomem();
        }
      }
      /* Out of memory is not an answer about the hint. */
      if (e && pt_status_code(e) == PT_ERR_NOMEM && !s) s = e;
      else pt_status_free(e);
      pt_partition_free(&q);
    } else if (oom && !s) {
      s = pt_nomem();
    }
    pt_search_result_free(&plan);
  }
  for (uint32_t t = 0; t < n_top; t++) pt_search_result_free(&top[t].plan);
  if (inner.min_peak_seen < out->min_peak_seen && !out->found) out->min_peak_seen = inner.min_peak_seen;
  out->min_bound_seen = pt_search_memory_bound(root, o->axes_mask);
  out->evaluations += inner.evaluations;
  out->simulations += inner.simulations;
  out->nodes = inner.nodes;
  out->n_space = S.sp.n_space;
  out->exhausted = inner.exhausted;
  out->folded = F->fold.repeats;
  out->seconds = now_s() - t0;
  pt_search_result_free(&inner);
  table_free(&J.judged);
  table_free(&S.eval_index);
  free(S.evals.data);
  scratch_free(&sc);
  space_free(&S.sp);
  if (S.cache != o->cache) pt_search_cache_free(S.cache);
  return s;
}

pt_status *pt_search_run(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                         pt_search_result *out) {
  folding F;
  bool ok = false;
  pt_status *s = o->no_fold ? NULL : folding_init(root, &F, &ok);
  if (!o->no_fold && (s || !ok)) folding_free(&F);
  if (s) {
    result_init(out);
    return s;
  }
  if (!ok) return search_core(root, a, o, out, NULL, NULL, NULL);
  s = folded_run(root, a, o, &F, out);
  folding_free(&F);
  return s;
}
