/* search.c - MCTS over the analysis' decisions (see search.h).
 *
 * The tree lives in two growable arrays (nodes, edges) addressed by index;
 * a node is one distinct state (by hash), shared by every path reaching it
 * (a transposition table maps hashes to nodes). Each iteration copies the
 * root, walks down by UCT applying the chosen decisions, adds the first
 * new state it meets, finishes with a random playout of legal decisions,
 * simulates the final state once (evaluations are cached by hash) and
 * backs the reward up the path it took. Edges are tried in an order fixed
 * by the seed, "stop" first so that every state is judged as it is before
 * its continuations. A node is exhausted when all its edges are; the
 * search ends when the root is, or at a budget. */
#include "search.h"

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
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  pt_sim_time t;
  memset(&t, 0, sizeof t);
  pt_sim_memory mem;
  memset(&mem, 0, sizeof mem);
  pt_status *s = pt_spmd_lower(p, "__search_candidate", spmd, &prog);
  if (!s) s = pt_sim_time_program(p, &prog, hw, &t);
  if (!s)
    s = hw->fusion ? pt_sim_memory_fused(prog.m, prog.func, &t.fusions, &mem) : pt_sim_memory_of(prog.m, prog.func, &mem);
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
  pt_dim_ref *seed_buf;
  uint32_t seed_cap;
} space;

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

static void space_init(space *sp, const pt_analysis *a, const pt_search_options *o) {
  memset(sp, 0, sizeof *sp);
  sp->a = a;
  sp->o = o;
  sp->space = pt_xmalloc(((size_t)a->decisions.len + 1) * sizeof *sp->space);
  sp->prior = pt_xmalloc(((size_t)a->decisions.len + 1) * sizeof *sp->prior);
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
}

static void space_free(space *sp) {
  free(sp->space);
  free(sp->prior);
  free(sp->seed_buf);
}

/* The seeds of decision i that are legal in p, appended to `out` (may be
 * NULL: only counted). Mirrors pt_analysis_apply: open, divisible, and
 * accepted by the legality check (which formats nothing). */
static uint32_t legal_seeds(space *sp, uint32_t i, const pt_partition *p, pt_search_result *out) {
  const pt_analysis *a = sp->a;
  const pt_decision_item *d = &a->decisions.data[i];
  const pt_dim_group *g = &a->groups.data[d->group];
  uint32_t count = 0;
  for (uint32_t k = 0; k < g->n_classes; k++) {
    uint32_t c = a->group_classes[g->first + k];
    uint32_t n = pt_analysis_class_seeds(a, c, NULL, 0);
    if (n > sp->seed_cap) {
      sp->seed_cap = n;
      sp->seed_buf = pt_xrealloc(sp->seed_buf, (size_t)n * sizeof *sp->seed_buf);
    }
    pt_analysis_class_seeds(a, c, sp->seed_buf, n);
    for (uint32_t j = 0; j < n; j++) {
      pt_dim_ref r = sp->seed_buf[j];
      if (pt_decision_get(p, r.value, d->axis)->kind != PT_DECISION_OPEN) continue;
      if (pt_action_tile_check(p, r.value, r.dim, d->axis) != PT_TILE_OK) continue;
      /* Two classes of one group may name the same argument: once. */
      bool dup = false;
      if (out)
        for (uint32_t q = out->seeds.len - (count ? count : 0); q < out->seeds.len; q++)
          if (out->seeds.data[q].value == r.value) dup = true;
      if (dup) continue;
      if (out) pt_vec_push(&out->seeds, r);
      count++;
    }
  }
  return count;
}

/* Applies decision i to p as `tactic`; the seeds taken are appended to
 * out->seeds (out may be NULL). *applied: whether it tiled anything. */
static pt_status *apply_decision(space *sp, uint32_t i, pt_partition *p, uint32_t tactic, pt_search_result *out,
                                 bool *applied) {
  pt_search_result scratch;
  memset(&scratch, 0, sizeof scratch);
  pt_search_result *r = out ? out : &scratch;
  uint32_t first = r->seeds.len;
  uint32_t n = legal_seeds(sp, i, p, r);
  uint32_t axis = sp->a->decisions.data[i].axis;
  pt_status *s = NULL;
  for (uint32_t k = 0; k < n && !s; k++) s = pt_action_tile(p, r->seeds.data[first + k].value, r->seeds.data[first + k].dim, axis, tactic);
  if (!s && n) s = pt_propagate(p, axis, tactic, 0);
  if (!s && n && out) {
    pt_search_step st = {.decision = i, .axis = axis, .first_seed = first, .n_seeds = n};
    pt_vec_push(&out->steps, st);
  }
  *applied = n > 0;
  pt_search_result_free(&scratch);
  return s;
}

/* The positions (in the space) of the decisions legal in p from position
 * `from` on. Plans take their decisions in space order: a plan is a set
 * of decisions, not a sequence, which keeps the space enumerable on small
 * models (2^n, not n!); the order it fixes is the analysis' (largest
 * classes first), the priority a person would give them too. */
static uint32_t legal_decisions(space *sp, const pt_partition *p, uint32_t from, uint32_t *out) {
  uint32_t n = 0;
  for (uint32_t k = from; k < sp->n_space; k++)
    if (legal_seeds(sp, sp->space[k], p, NULL)) out[n++] = k;
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
} edge;

typedef struct {
  uint64_t hash;
  uint32_t first_edge, n_edges, next_untried;
  double visits, total;
  bool expanded, exhausted;
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

static void table_put(table *t, uint64_t k, uint32_t v) {
  if (k == 0) {
    t->has_zero = true, t->zero_val = v;
    return;
  }
  if ((t->len + 1) * 2 > t->cap) {
    table old = *t;
    t->cap = old.cap ? old.cap * 2 : 64;
    t->keys = pt_xcalloc(t->cap, sizeof *t->keys);
    t->vals = pt_xcalloc(t->cap, sizeof *t->vals);
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
}

static void table_free(table *t) {
  free(t->keys);
  free(t->vals);
}

typedef struct {
  space sp;
  const pt_partition *root;
  const pt_search_options *o;
  PT_VEC(node) nodes;
  PT_VEC(edge) edges;
  table tt;
  PT_VEC(eval_entry) evals;
  table eval_index;
  uint64_t rng;
  uint32_t *legal; /* scratch: n_space + 1 */
  pt_search_result *res;
  pt_search_result cur; /* the current path's steps and seeds */
  /* Lowering plans kept from one evaluation to the next (the states of a
   * walk differ in a few decisions); NULL works too, only slower. */
  pt_spmd_cache *cache;
} search;

/* Simulates p once per distinct state; updates the best plan. */
static pt_status *judge(search *S, const pt_partition *p, const eval_entry **out) {
  uint64_t h = pt_partition_hash(p);
  uint32_t e = table_get(&S->eval_index, h);
  if (e == UNSEEN) {
    eval_entry en = {.hash = h};
    pt_spmd_options spmd = S->o->spmd;
    spmd.cache = S->cache;
    pt_status *s = pt_search_evaluate(p, S->o->hw, &spmd, &en.step_s, &en.peak);
    if (s) return s;
    en.feasible = en.peak <= S->o->memory_limit;
    e = S->evals.len;
    pt_vec_push(&S->evals, en);
    table_put(&S->eval_index, h, e);
    S->res->evaluations++;
    if (en.peak < S->res->min_peak_seen) S->res->min_peak_seen = en.peak;
    pt_search_result *r = S->res;
    /* Strictly better only, so the first plan found among equals stays:
     * the result does not depend on anything but the order of the walk. */
    bool improved =
        en.feasible && (!r->found || en.step_s < r->step_s || (en.step_s == r->step_s && en.peak < r->peak_bytes));
    if (S->o->trace) {
      pt_search_point pt = {en.step_s, en.peak, r->iterations + 1, r->evaluations, S->cur.steps.len, en.feasible};
      pt_search_trace_add(S->o->trace, &pt, improved);
    }
    if (improved) {
      r->found = true;
      r->step_s = en.step_s;
      r->peak_bytes = en.peak;
      r->hash = h;
      r->steps.len = 0;
      r->seeds.len = 0;
      for (uint32_t i = 0; i < S->cur.steps.len; i++) pt_vec_push(&r->steps, S->cur.steps.data[i]);
      for (uint32_t i = 0; i < S->cur.seeds.len; i++) pt_vec_push(&r->seeds, S->cur.seeds.data[i]);
    }
  }
  *out = &S->evals.data[e];
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

static uint32_t node_new(search *S, uint64_t h) {
  node n = {.hash = h};
  uint32_t id = S->nodes.len;
  pt_vec_push(&S->nodes, n);
  table_put(&S->tt, h, id);
  return id;
}

/* The edges of node id: stop, then the legal decisions in an order the
 * seed shuffles. Pruned (exhausted with no edges) when the memory lower
 * bound is over the limit. */
static void expand(search *S, uint32_t id, const pt_partition *p, uint32_t from) {
  node *n = &S->nodes.data[id];
  n->expanded = true;
  uint64_t bound = pt_search_memory_bound(p, S->o->axes_mask);
  if (bound < S->res->min_bound_seen) S->res->min_bound_seen = bound;
  if (bound > S->o->memory_limit) {
    n->exhausted = true;
    return;
  }
  uint32_t k = legal_decisions(&S->sp, p, from, S->legal);
  for (uint32_t i = k; i > 1; i--) {
    uint32_t j = (uint32_t)(rng_next(&S->rng) % i);
    uint32_t t = S->legal[i - 1];
    S->legal[i - 1] = S->legal[j], S->legal[j] = t;
  }
  /* Largest prior first (insertion sort: a few dozen children; stable, so
   * the seed's shuffle breaks ties). */
  for (uint32_t i = 1; i < k; i++) {
    uint32_t x = S->legal[i], j = i;
    for (; j > 0 && S->sp.prior[S->legal[j - 1]] < S->sp.prior[x]; j--) S->legal[j] = S->legal[j - 1];
    S->legal[j] = x;
  }
  n = &S->nodes.data[id];
  n->first_edge = S->edges.len;
  n->n_edges = k + 1;
  edge stop = {.decision = STOP, .child = UNSEEN};
  pt_vec_push(&S->edges, stop);
  for (uint32_t i = 0; i < k; i++) {
    edge e = {.decision = S->legal[i], .child = UNSEEN};
    pt_vec_push(&S->edges, e);
  }
}

static uint32_t select_edge(search *S, uint32_t id) {
  node *n = &S->nodes.data[id];
  while (n->next_untried < n->n_edges) {
    uint32_t e = n->first_edge + n->next_untried++;
    if (!S->edges.data[e].exhausted) return e;
  }
  uint32_t best = UNSEEN;
  double best_score = -1;
  double log_n = log(n->visits + 1);
  for (uint32_t i = 0; i < n->n_edges; i++) {
    const edge *e = &S->edges.data[n->first_edge + i];
    if (e->exhausted) continue;
    double score;
    if (e->child == UNSEEN) score = 1e9;
    else {
      const node *c = &S->nodes.data[e->child];
      score = c->visits > 0 ? c->total / c->visits + UCT_C * sqrt(log_n / c->visits) : 1e9;
    }
    if (score > best_score) best_score = score, best = n->first_edge + i;
  }
  return best;
}

/* Random legal decisions until a random stop, then the judgement; when
 * the plan does not fit, the walk goes on from it (at least one decision
 * more) until one fits or nothing is left to decide: under a tight limit
 * a random stop is almost always too early, and a playout that never
 * fits teaches UCT nothing. */
static pt_status *playout(search *S, pt_partition *p, uint32_t depth, uint32_t from, double *reward) {
  bool must_go_on = false;
  for (;;) {
    if (pt_search_memory_bound(p, S->o->axes_mask) > S->o->memory_limit) {
      *reward = 0;
      return NULL;
    }
    uint32_t k = legal_decisions(&S->sp, p, from, S->legal);
    uint32_t pick = k;
    if (k && (must_go_on || rng_next(&S->rng) % (k + 1) != 0)) {
      /* A decision with probability in proportion to its prior. */
      double total = 0;
      for (uint32_t i = 0; i < k; i++) total += S->sp.prior[S->legal[i]];
      double x = (double)(rng_next(&S->rng) >> 11) * 0x1.0p-53 * total;
      for (pick = 0; pick + 1 < k && (x -= S->sp.prior[S->legal[pick]]) > 0; pick++) {
      }
    }
    if (pick == k) {
      const eval_entry *e;
      pt_status *s = judge(S, p, &e);
      if (s) return s;
      *reward = reward_of(S, e);
      if (e->feasible || k == 0) return NULL;
      must_go_on = true;
      continue;
    }
    must_go_on = false;
    bool applied;
    pt_status *s = apply_decision(&S->sp, S->sp.space[S->legal[pick]], p, S->o->first_tactic + depth++, &S->cur,
                                  &applied);
    if (s) return s;
    from = S->legal[pick] + 1;
  }
}

static void update_exhausted(search *S, const uint32_t *path, uint32_t len) {
  for (uint32_t i = len; i-- > 0;) {
    node *n = &S->nodes.data[path[i]];
    if (!n->expanded || n->exhausted) continue;
    bool all = true;
    for (uint32_t k = 0; k < n->n_edges && all; k++) {
      edge *e = &S->edges.data[n->first_edge + k];
      if (!e->exhausted && e->child != UNSEEN && S->nodes.data[e->child].exhausted) e->exhausted = true;
      all = e->exhausted;
    }
    n->exhausted = all;
  }
}

static void path_push(uint32_t **path, uint32_t *cap, uint32_t *len, uint32_t id) {
  if (*len == *cap) {
    *cap = *cap ? *cap * 2 : 16;
    *path = pt_xrealloc(*path, (size_t)*cap * sizeof **path);
  }
  (*path)[(*len)++] = id;
}

static pt_status *iterate(search *S, uint32_t **path, uint32_t *path_cap) {
  pt_partition p;
  pt_status *s = pt_partition_copy(S->root, &p);
  if (s) return s;
  p.threads = 1; /* the search is the unit of parallelism, not one propagation */
  S->cur.steps.len = 0;
  S->cur.seeds.len = 0;
  uint32_t len = 0, id = 0, depth = 0, from = 0;
  double reward = 0;
  for (;;) {
    path_push(path, path_cap, &len, id);
    if (!S->nodes.data[id].expanded) expand(S, id, &p, from);
    if (S->nodes.data[id].exhausted) break; /* pruned by memory */
    uint32_t e = select_edge(S, id);
    if (e == UNSEEN) break;
    if (S->edges.data[e].decision == STOP) {
      const eval_entry *ev;
      s = judge(S, &p, &ev);
      if (s) break;
      reward = reward_of(S, ev);
      S->edges.data[e].exhausted = true;
      break;
    }
    bool applied;
    uint32_t pos = S->edges.data[e].decision;
    s = apply_decision(&S->sp, S->sp.space[pos], &p, S->o->first_tactic + depth++, &S->cur, &applied);
    if (s) break;
    from = pos + 1;
    uint64_t h = node_key(pt_partition_hash(&p), from);
    uint32_t child = S->edges.data[e].child;
    if (child == UNSEEN) {
      child = table_get(&S->tt, h);
      bool fresh = child == UNSEEN;
      if (fresh) child = node_new(S, h);
      S->edges.data[e].child = child;
      if (fresh) {
        path_push(path, path_cap, &len, child);
        s = playout(S, &p, depth, from, &reward);
        break;
      }
    }
    id = child;
  }
  pt_partition_free(&p);
  if (s) return s;
  for (uint32_t i = 0; i < len; i++) {
    node *n = &S->nodes.data[(*path)[i]];
    n->visits += 1;
    n->total += reward;
  }
  update_exhausted(S, *path, len);
  return NULL;
}

pt_status *pt_search_run(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                         pt_search_result *out) {
  memset(out, 0, sizeof *out);
  out->min_peak_seen = UINT64_MAX;
  out->min_bound_seen = UINT64_MAX;
  double t0 = now_s();
  search S;
  memset(&S, 0, sizeof S);
  space_init(&S.sp, a, o);
  S.root = root;
  S.o = o;
  S.rng = o->seed ^ 0x5A5A5A5A12345678ull;
  S.res = out;
  S.legal = pt_xmalloc(((size_t)S.sp.n_space + 1) * sizeof *S.legal);
  S.cache = pt_spmd_cache_new(0);
  out->n_space = S.sp.n_space;
  node_new(&S, node_key(pt_partition_hash(root), 0));
  uint32_t *path = NULL, path_cap = 0;
  pt_status *s = NULL;
  while (!s) {
    if (S.nodes.data[0].exhausted) {
      out->exhausted = true;
      break;
    }
    if (o->iterations && out->iterations >= o->iterations) break;
    if (o->budget_s > 0 && now_s() - t0 >= o->budget_s) break;
    s = iterate(&S, &path, &path_cap);
    if (s) break;
    out->iterations++;
    if (o->progress && o->progress(o->progress_ctx, out->iterations, out->evaluations, out->found ? out->step_s : 0,
                                   out->found ? out->peak_bytes : 0, now_s() - t0))
      break;
  }
  out->nodes = S.nodes.len;
  out->seconds = now_s() - t0;
  free(path);
  free(S.legal);
  pt_spmd_cache_free(S.cache);
  free(S.nodes.data);
  free(S.edges.data);
  free(S.evals.data);
  table_free(&S.tt);
  table_free(&S.eval_index);
  pt_search_result_free(&S.cur);
  space_free(&S.sp);
  return s;
}

/* ---- exhaustive enumeration ---- */

typedef struct {
  search S;
  table seen;
  uint64_t max_states, states;
} enumeration;

static pt_status *enumerate(enumeration *E, const pt_partition *p, uint32_t depth, uint32_t from) {
  search *S = &E->S;
  const eval_entry *ev;
  pt_status *s = judge(S, p, &ev);
  if (s) return s;
  if (pt_search_memory_bound(p, S->o->axes_mask) > S->o->memory_limit) return NULL;
  uint32_t *legal = pt_xmalloc(((size_t)S->sp.n_space + 1) * sizeof *legal);
  uint32_t k = legal_decisions(&S->sp, p, from, legal);
  for (uint32_t i = 0; i < k && !s; i++) {
    pt_partition q;
    s = pt_partition_copy(p, &q);
    if (s) break;
    q.threads = 1;
    uint32_t steps = S->cur.steps.len, seeds = S->cur.seeds.len;
    bool applied;
    s = apply_decision(&S->sp, S->sp.space[legal[i]], &q, S->o->first_tactic + depth, &S->cur, &applied);
    if (!s) {
      uint64_t h = node_key(pt_partition_hash(&q), legal[i] + 1);
      if (table_get(&E->seen, h) == UNSEEN) {
        table_put(&E->seen, h, 1);
        if (++E->states > E->max_states)
          s = pt_status_make(PT_ERR_INVALID_ARG, "error: more than %llu states to enumerate",
                             (unsigned long long)E->max_states);
        else s = enumerate(E, &q, depth + 1, legal[i] + 1);
      }
    }
    S->cur.steps.len = steps, S->cur.seeds.len = seeds;
    pt_partition_free(&q);
  }
  free(legal);
  return s;
}

pt_status *pt_search_exhaustive(const pt_partition *root, const pt_analysis *a, const pt_search_options *o,
                                uint64_t max_states, pt_search_result *out) {
  memset(out, 0, sizeof *out);
  out->min_peak_seen = UINT64_MAX;
  out->min_bound_seen = UINT64_MAX;
  double t0 = now_s();
  enumeration E;
  memset(&E, 0, sizeof E);
  space_init(&E.S.sp, a, o);
  E.S.root = root;
  E.S.o = o;
  E.S.res = out;
  E.max_states = max_states;
  E.S.cache = pt_spmd_cache_new(0);
  out->n_space = E.S.sp.n_space;
  pt_status *s = enumerate(&E, root, 0, 0);
  out->exhausted = !s;
  out->nodes = E.states + 1;
  out->seconds = now_s() - t0;
  free(E.S.evals.data);
  pt_spmd_cache_free(E.S.cache);
  table_free(&E.S.eval_index);
  table_free(&E.seen);
  pt_search_result_free(&E.S.cur);
  space_free(&E.S.sp);
  return s;
}

/* ---- the plan ---- */

pt_status *pt_search_apply(pt_partition *p, const pt_analysis *a, const pt_search_result *r, uint32_t first_tactic) {
  for (uint32_t k = 0; k < r->steps.len; k++) {
    const pt_search_step *st = &r->steps.data[k];
    for (uint32_t j = 0; j < st->n_seeds; j++) {
      const pt_dim_ref *sd = &r->seeds.data[st->first_seed + j];
      pt_status *s = pt_action_tile(p, sd->value, sd->dim, st->axis, first_tactic + k);
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
      pt_buf_printf(out, "%s\"%u\": %u", j ? ", " : "", sd->value - arg0, sd->dim);
    }
    pt_buf_puts(out, "}}");
  }
  pt_buf_puts(out, r->steps.len ? "\n]\n" : "]\n");
}
