/* analysis.c - the named dimensions: one node per dim of every partitioned
 * value, the identities the TMR entries and data-flow groups state between
 * them, a union-find over the nodes, and the figures of each class.
 *
 * Everything is flat arrays indexed by value id and node id, built in one
 * pass over the propagation cache (which already holds every op's TMR
 * entries in program order), so the analysis is linear in the program:
 * the 96-layer GPT-3-shaped step (91 k ops) takes a few tens of
 * milliseconds (bench/bench_analyze.c). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../partition/propagate_internal.h"
#include "analysis.h"

/* ---- union-find --------------------------------------------------------- */

static uint32_t uf_find(uint32_t *parent, uint32_t x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]]; /* path halving */
    x = parent[x];
  }
  return x;
}

static void uf_union(uint32_t *parent, uint32_t *rank, uint32_t a, uint32_t b) {
  a = uf_find(parent, a);
  b = uf_find(parent, b);
  if (a == b) return;
  /* The lower node stays the root on ties, so that roots (and class ids,
   * numbered by first node) do not depend on the order of the unions. */
  if (rank[a] < rank[b] || (rank[a] == rank[b] && b < a)) {
    uint32_t t = a;
    a = b;
    b = t;
  }
  parent[b] = a;
  if (rank[a] == rank[b]) rank[a]++;
}

static int64_t gcd64(int64_t x, int64_t y) {
  while (y) {
    int64_t t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/* ---- identities ----------------------------------------------------------- */

/* The node of position `pos` (operand i, or result n_operands + j) of cached
 * op po on `dim`; PT_NONE when its value is not partitioned. */
static uint32_t pos_node(const pt_analysis *a, const uint32_t *vals, uint32_t pos, int32_t dim) {
  uint32_t v = vals[pos];
  if (dim < 0 || v >= a->n_values || a->base[v] == PT_NONE) return PT_NONE;
  return a->base[v] + (uint32_t)dim;
}

static int64_t node_size(const pt_analysis *a, const uint32_t *vals, uint32_t pos, int32_t dim) {
  return pt_value_type(a->m, vals[pos])->dims[dim];
}

/* Unions the positions entry `dims` tiles. An entry no k >= 2 can use (a
 * size-1 dim among its tiled ones) states no identity: it would only tie
 * a broadcast's unit dim to the dim it becomes. With skip_op/skip_pos the
 * node of one operand position is replaced by `fresh` (a cut). */
static void union_entry(pt_analysis *a, uint32_t *parent, uint32_t *rank, const uint32_t *vals, const int32_t *dims,
                        uint32_t stride, uint32_t skip_pos, int32_t skip_dim, uint32_t fresh) {
  int64_t g = 0;
  for (uint32_t p = 0; p < stride; p++)
    if (dims[p] >= 0 && pos_node(a, vals, p, dims[p]) != PT_NONE) g = gcd64(g, node_size(a, vals, p, dims[p]));
  if (g < 2) return;
  uint32_t first = PT_NONE;
  for (uint32_t p = 0; p < stride; p++) {
    uint32_t n = pos_node(a, vals, p, dims[p]);
    if (n == PT_NONE) continue;
    if (p == skip_pos && dims[p] == skip_dim) n = fresh;
    if (first == PT_NONE) first = n;
    else uf_union(parent, rank, first, n);
  }
}

void pt_analysis_union_all(pt_analysis *a, uint32_t *parent, uint32_t *rank, uint32_t skip_op, uint32_t skip_pos,
                           int32_t skip_dim, uint32_t fresh) {
  const pt_prop_cache *c = a->cache;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    if (po->kind != PT_PK_TMR || po->n_entries == 0) continue;
    uint32_t stride = po->n_operands + po->n_results;
    const uint32_t *vals = pt_prop_vals(c, po);
    uint32_t sp = k == skip_op ? skip_pos : PT_NONE;
    for (uint32_t e = 0; e < po->n_entries; e++)
      union_entry(a, parent, rank, vals, c->dims.data + po->dims + (size_t)e * stride, stride, sp, skip_dim, fresh);
  }
  /* Data-flow groups: a while carry, its region arguments and results, an
   * if's branch results, an identity op's operand and result are one value. */
  for (uint32_t g = 0; g < c->n_groups; g++) {
    uint32_t lo = c->group_start[g], hi = c->group_start[g + 1];
    if (hi - lo < 2) continue;
    uint32_t v0 = c->group_members[lo];
    if (a->base[v0] == PT_NONE) continue;
    const pt_type *t0 = pt_value_type(a->m, v0);
    for (uint32_t i = lo + 1; i < hi; i++) {
      uint32_t v = c->group_members[i];
      const pt_type *t = pt_value_type(a->m, v);
      if (a->base[v] == PT_NONE || t->rank != t0->rank) continue;
      for (uint32_t d = 0; d < t->rank; d++)
        if (t->dims[d] == t0->dims[d] && t->dims[d] >= 2) uf_union(parent, rank, a->base[v0] + d, a->base[v] + d);
    }
  }
}

/* ---- arguments and names -------------------------------------------------- */

bool pt_analysis_is_arg(const pt_analysis *a, uint32_t v, uint32_t *arg_index) {
  const pt_value *val = &a->m->values.data[v];
  if (!val->is_arg || val->def != a->m->funcs.data[a->func].body) return false;
  if (arg_index) *arg_index = val->index;
  return true;
}

const char *pt_analysis_arg_name(const pt_analysis *a, uint32_t arg_index) {
  const pt_func *f = &a->m->funcs.data[a->func];
  uint32_t len;
  const char *name = pt_arg_info_name(a->m, f, arg_index, &len);
  return len ? name : NULL;
}

static bool has_prefix(const char *s, const char *p) { return s && strncmp(s, p, strlen(p)) == 0; }

int pt_analysis_arg_kind(const pt_analysis *a, uint32_t arg_index, const char *params_prefix, const char *opt_prefix) {
  const char *name = pt_analysis_arg_name(a, arg_index);
  if (has_prefix(name, opt_prefix ? opt_prefix : "opt_state")) return PT_BYTES_OPT;
  if (has_prefix(name, params_prefix ? params_prefix : "params")) return PT_BYTES_PARAMS;
  return PT_BYTES_INPUTS;
}

uint64_t pt_analysis_value_bytes(const pt_module *m, uint32_t v) {
  const pt_type *t = pt_value_type(m, v);
  int64_t n = pt_type_num_elements(t);
  return n < 0 ? UINT64_MAX : (uint64_t)n * pt_dtype_size((pt_dtype)t->dtype);
}

uint64_t pt_analysis_mix(uint64_t h, uint64_t x) {
  h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

typedef struct {
  uint64_t key;
  uint32_t i;
} keyed;

static int cmp_keyed(const void *pa, const void *pb) {
  const keyed *x = pa, *y = pb;
  if (x->key != y->key) return x->key < y->key ? -1 : 1;
  return x->i < y->i ? -1 : x->i > y->i;
}

uint32_t *pt_analysis_leaders(const uint64_t *keys, uint32_t n) {
  keyed *k = malloc(((size_t)n + 1) * sizeof *k);
  uint32_t *leader = malloc(((size_t)n + 1) * sizeof *leader);
  if (!k || !leader) {
    free(k);
    free(leader);
    return NULL;
  }
  for (uint32_t i = 0; i < n; i++) k[i] = (keyed){keys[i], i};
  qsort(k, n, sizeof *k, cmp_keyed);
  for (uint32_t i = 0; i < n; i++) leader[k[i].i] = i > 0 && k[i].key == k[i - 1].key ? leader[k[i - 1].i] : k[i].i;
  free(k);
  return leader;
}

/* How telling a member is as the class's name (lower is better): a named
 * parameter of the largest rank, a named batch input, an optimizer moment,
 * another named argument, then any value. */
static uint32_t name_score(const pt_analysis *a, uint32_t v) {
  uint32_t arg;
  if (!pt_analysis_is_arg(a, v, &arg) || !pt_analysis_arg_name(a, arg)) return 100;
  uint32_t rank_bonus = PT_MAX_RANK - pt_value_type(a->m, v)->rank;
  switch (pt_analysis_arg_kind(a, arg, NULL, NULL)) {
    case PT_BYTES_PARAMS: return rank_bonus;
    case PT_BYTES_INPUTS: return 20 + rank_bonus;
    default: return 40 + rank_bonus;
  }
}

/* ---- classes ---------------------------------------------------------------- */

static void class_figures(pt_analysis *a) {
  const pt_prop_cache *c = a->cache;
  for (uint32_t ci = 0; ci < a->classes.len; ci++) {
    pt_dim_class *cl = &a->classes.data[ci];
    uint32_t best = PT_NONE, best_score = UINT32_MAX, prev = PT_NONE;
    for (uint32_t i = cl->first; i < cl->first + cl->n_members; i++) {
      uint32_t v = a->members[i].value;
      int64_t s = pt_value_type(a->m, v)->dims[a->members[i].dim];
      cl->gcd = gcd64(cl->gcd, s);
      if (i == cl->first || s < cl->min_size) cl->min_size = s;
      if (s > cl->max_size) cl->max_size = s;
      if (v == prev) {
        /* Members are in node order, so a value's dims are adjacent. */
        if (i == cl->first + 1 || a->members[i - 2].value != v) cl->n_doubled++;
        continue;
      }
      prev = v;
      cl->n_values++;
      uint32_t arg, kind = PT_BYTES_ACT;
      if (pt_analysis_is_arg(a, v, &arg)) kind = (uint32_t)pt_analysis_arg_kind(a, arg, NULL, NULL);
      uint64_t b = pt_analysis_value_bytes(a->m, v);
      cl->bytes[kind] = cl->bytes[kind] > UINT64_MAX - b ? UINT64_MAX : cl->bytes[kind] + b;
      uint32_t sc = name_score(a, v);
      if (sc < best_score) {
        best_score = sc;
        best = i;
      }
    }
    cl->name_member = best;
    cl->size = pt_value_type(a->m, a->members[best].value)->dims[a->members[best].dim];
  }
  /* Contractions: a dot or convolution entry that makes partial sums
   * from operand dims cuts the FLOPs of that op; the class of those dims
   * holds them. Counted once per op and class. */
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    const pt_op *op = pt_op_get(a->m, po->op);
    if (po->kind != PT_PK_TMR || (op->code != PT_OP_DOT_GENERAL && op->code != PT_OP_DOT &&
                                  op->code != PT_OP_CONVOLUTION))
      continue;
    uint32_t stride = po->n_operands + po->n_results, counted = PT_NONE;
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t e = 0; e < po->n_entries; e++) {
      const int32_t *d = c->dims.data + po->dims + (size_t)e * stride;
      if (po->n_results == 0 || d[po->n_operands] >= 0) continue;
      for (uint32_t i = 0; i < po->n_operands; i++) {
        uint32_t n = pos_node(a, vals, i, d[i]);
        if (n == PT_NONE || a->node_class[n] == counted) continue;
        counted = a->node_class[n];
        a->classes.data[counted].flops += pt_op_flops(a->m, op);
        break;
      }
    }
  }
}

static uint64_t class_total_bytes(const pt_dim_class *c) {
  uint64_t t = 0;
  for (int k = 0; k < PT_BYTES_N; k++) t = t > UINT64_MAX - c->bytes[k] ? UINT64_MAX : t + c->bytes[k];
  return t;
}

static int cmp_size(const pt_dim_class *x, const pt_dim_class *y) {
  uint64_t bx = class_total_bytes(x), by = class_total_bytes(y);
  if (bx != by) return bx > by ? -1 : 1;
  if (x->n_members != y->n_members) return x->n_members > y->n_members ? -1 : 1;
  return 0;
}

/* qsort has no context argument: the classes are sorted as records that
 * carry their id, then the ids are read back. */
typedef struct {
  pt_dim_class c;
  uint32_t id;
} class_rec;

static int cmp_rec(const void *pa, const void *pb) {
  const class_rec *x = pa, *y = pb;
  int r = cmp_size(&x->c, &y->c);
  return r ? r : (x->id < y->id ? -1 : x->id > y->id);
}

static bool sort_classes(pt_analysis *a) {
  uint32_t n = a->classes.len;
  class_rec *r = malloc(((size_t)n + 1) * sizeof *r);
  a->order = malloc(((size_t)n + 1) * sizeof *a->order);
  if (!r || !a->order) {
    free(r);
    return false;
  }
  for (uint32_t i = 0; i < n; i++) r[i] = (class_rec){a->classes.data[i], i};
  qsort(r, n, sizeof *r, cmp_rec);
  for (uint32_t i = 0; i < n; i++) a->order[i] = r[i].id;
  free(r);
  return true;
}

/* Numbers the roots of parent[] by first node: node_class[], the members
 * sorted by class (node order within a class), and one record per class. */
static bool number_classes(pt_analysis *a, uint32_t *parent) {
  uint32_t nn = a->n_nodes;
  uint32_t *root_id = malloc(((size_t)nn + 1) * sizeof *root_id);
  if (!root_id) return false;
  for (uint32_t i = 0; i < nn; i++) root_id[i] = PT_NONE;
  for (uint32_t i = 0; i < nn; i++) {
    uint32_t r = uf_find(parent, i);
    if (root_id[r] == PT_NONE) {
      root_id[r] = a->classes.len;
      if (!pt_vec_try_push(&a->classes, ((pt_dim_class){0}))) {
        free(root_id);
        return false;
      }
    }
    a->node_class[i] = root_id[r];
    a->classes.data[root_id[r]].n_members++;
  }
  free(root_id);
  uint32_t at = 0;
  for (uint32_t ci = 0; ci < a->classes.len; ci++) {
    a->classes.data[ci].first = at;
    at += a->classes.data[ci].n_members;
  }
  uint32_t *fill = malloc(((size_t)a->classes.len + 1) * sizeof *fill);
  if (!fill) return false;
  for (uint32_t ci = 0; ci < a->classes.len; ci++) fill[ci] = a->classes.data[ci].first;
  for (uint32_t v = 0; v < a->n_values; v++) {
    if (a->base[v] == PT_NONE) continue;
    uint32_t r = pt_value_type(a->m, v)->rank;
    for (uint32_t d = 0; d < r; d++) a->members[fill[a->node_class[a->base[v] + d]]++] = (pt_dim_ref){v, d};
  }
  free(fill);
  return true;
}

double pt_analysis_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

pt_status *pt_analysis_run_classes(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_analysis *out) {
  return pt_analysis_run_classes_cached(m, func, mesh, NULL, out);
}

pt_status *pt_analysis_run_classes_cached(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_prop_cache *cache,
                                          pt_analysis *out) {
  memset(out, 0, sizeof *out);
  if (func >= m->funcs.len || m->funcs.data[func].body == PT_NONE)
    return pt_status_make(PT_ERR_INVALID_ARG, "no function body to analyse");
  if (cache && cache->func != func) return pt_status_make(PT_ERR_INTERNAL, "analysis: cache of another function");
  double t0 = pt_analysis_now();
  pt_analysis *a = out;
  a->m = m;
  a->func = func;
  if (mesh) a->mesh = *mesh;
  /* The cache is a function of (module, function) alone: a state's own
   * one serves as well as a fresh build, which is half of this pass. */
  if (cache) pt_prop_cache_retain(cache);
  a->cache = cache ? cache : pt_prop_cache_build(m, func);
  if (!a->cache) goto nomem;
  a->n_values = m->values.len;
  a->base = malloc(((size_t)a->n_values + 1) * sizeof *a->base);
  if (!a->base) goto nomem;
  for (uint32_t v = 0; v < a->n_values; v++) {
    const pt_type *t = pt_value_type(m, v);
    a->base[v] = PT_NONE;
    if (!a->cache->in_scope[v] || t->kind != PT_TYPE_TENSOR || t->rank == 0) continue;
    a->base[v] = a->n_nodes;
    a->n_nodes += t->rank;
  }
  uint32_t nn = a->n_nodes;
  uint32_t *parent = malloc(((size_t)nn + 1) * sizeof *parent);
  uint32_t *rank = calloc((size_t)nn + 1, sizeof *rank);
  a->node_class = malloc(((size_t)nn + 1) * sizeof *a->node_class);
  a->members = malloc(((size_t)nn + 1) * sizeof *a->members);
  bool ok = parent && rank && a->node_class && a->members;
  if (ok) {
    for (uint32_t i = 0; i < nn; i++) parent[i] = i;
    pt_analysis_union_all(a, parent, rank, PT_NONE, PT_NONE, -1, PT_NONE);
    ok = number_classes(a, parent);
  }
  free(parent);
  free(rank);
  if (!ok) goto nomem;
  class_figures(a);
  if (!sort_classes(a)) goto nomem;
  for (uint32_t ci = 0; ci < a->classes.len; ci++) {
    const pt_dim_class *cl = &a->classes.data[ci];
    bool tileable = a->mesh.n_axes == 0 ? cl->gcd >= 2 : false;
    for (uint32_t x = 0; x < a->mesh.n_axes; x++) tileable |= pt_analysis_divides(cl, a->mesh.sizes[x]);
    a->n_tileable += tileable;
  }
  pt_analysis_roles(a, NULL);
  if (a->oom) goto nomem;
  a->seconds = pt_analysis_now() - t0;
  return NULL;
nomem:
  pt_analysis_free(a);
  return pt_nomem();
}

pt_status *pt_analysis_run(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_analysis *out) {
  return pt_analysis_run_cached(m, func, mesh, NULL, out);
}

pt_status *pt_analysis_run_cached(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_prop_cache *cache,
                                  pt_analysis *out) {
  double t0 = pt_analysis_now();
  pt_status *s = pt_analysis_run_classes_cached(m, func, mesh, cache, out);
  if (s) return s;
  pt_analysis_conflicts(out);
  if (!out->oom) pt_analysis_groups(out);
  if (out->oom) {
    pt_analysis_free(out);
    return pt_nomem();
  }
  out->seconds = pt_analysis_now() - t0;
  return NULL;
}

void pt_analysis_free(pt_analysis *a) {
  if (!a) return;
  pt_prop_cache_release(a->cache);
  free(a->base);
  free(a->node_class);
  free(a->members);
  free(a->order);
  pt_vec_free(&a->classes);
  pt_vec_free(&a->conflicts);
  pt_vec_free(&a->cut_edges);
  pt_vec_free(&a->groups);
  free(a->group_classes);
  free(a->conflict_group_first);
  free(a->conflict_group_count);
  pt_vec_free(&a->decisions);
  memset(a, 0, sizeof *a);
}
