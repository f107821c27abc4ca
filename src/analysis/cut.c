/* cut.c - the cuts of a conflict: the cheapest set of def-use edges whose
 * removal separates the conflicting dims, found as a minimum cut.
 *
 * The graph. Besides one node per dim of every value (its definition),
 * every operand of an op gets one node per dim (its use). A TMR entry
 * ties the use nodes of the operand dims it cuts and the value nodes of
 * the result dims it makes; a data-flow group ties its values' dims.
 * Those ties are inside an op (or are one value seen from two places):
 * they cannot be broken, so they are contracted (a union-find: the
 * "super nodes"). What can be broken is the def-use edge between a
 * value's dim and one use of it: the value is then resharded at that use
 * only. Contracting every def-use edge too gives back the classes of
 * analysis.c, so a class is a connected component of this graph.
 *
 * Prices. A cut splits class C into a side S that the decision tiles on
 * the mesh axis (it holds the class's arguments: the seeds of a tiling)
 * and a side T left whole on it. A def-use edge from S to T (the value
 * is tiled, the use needs it whole) costs an all_gather of the value's
 * bytes; an edge from T to S (the value is whole, the use takes a chunk)
 * is a slice, no communication. So each def-use edge is a pair of arcs,
 * def -> use with capacity bytes(value) and use -> def with capacity 1
 * (the unit makes, among cuts of one price, the one with fewer edges
 * cheaper), and the cut is a minimum directed cut from S's terminals to
 * T's: Dinic's max-flow from many sources to many sinks.
 *
 * Terminals. Cut k of a conflict group makes operand k's side of every
 * origin op in the group the whole side: sinks are the use nodes of
 * operand k at the origins, sources the use nodes of their other operand
 * positions and the class's argument dims (every conflict of a group is
 * cut by one decision, so their terminals go into one flow). Of the
 * minimum cuts the one closest to the sinks is taken (T = the nodes that
 * still reach a sink in the residual graph): the least is left whole.
 *
 * Only classes that have a conflict with cuts are built, and only entries
 * over them unioned, so the pass costs a few percent of the analysis
 * (bench_analyze). Everything is in program order and ties are broken by
 * node ids, so the cuts are deterministic. */
#include <stdlib.h>
#include <string.h>

#include "../partition/propagate_internal.h"
#include "analysis.h"

/* An infinite capacity: a union that cannot be cut. */
#define CUT_INF (UINT64_C(1) << 62)

/* ---- union-find ---------------------------------------------------------------------- */

static uint32_t find(uint32_t *parent, uint32_t x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

/* The lower id becomes the root: roots do not depend on the union order. */
static void unite(uint32_t *parent, uint32_t x, uint32_t y) {
  x = find(parent, x);
  y = find(parent, y);
  if (x == y) return;
  if (x < y) parent[y] = x;
  else parent[x] = y;
}

/* ---- the graph ----------------------------------------------------------------------- */

typedef struct {
  uint32_t a, b;      /* compact super nodes: the definition's and the use's */
  uint64_t cap_ab;    /* an all_gather of the value (tiled def, whole use) */
  uint64_t cap_ba;    /* 1: a slice (whole def, tiled use) */
  uint32_t op, operand, value;
} edge;

typedef struct {
  uint32_t pos, dim, node, cls;
} site_pos;

typedef struct {
  pt_analysis *a;
  uint32_t n_nodes;      /* value nodes (a->n_nodes) + use nodes */
  uint32_t *slot_first;  /* per cached op: its first operand slot */
  uint32_t *use_base;    /* per operand slot: the use node of dim 0, or PT_NONE */
  uint32_t *parent;      /* union-find over all nodes */
  uint8_t *in_conflict;  /* per class: has a conflict with cuts */
  uint32_t *compact;     /* per root node: compact id, or PT_NONE */
  uint32_t n;            /* compact super nodes, the super source included */
  uint32_t ss;           /* the super source (its edges have op PT_NONE) */
  uint32_t *cls;         /* per compact node: class */
  uint32_t *dims;        /* per compact node: value nodes (dims) it holds */
  PT_VEC(edge) edges;
  /* Sites: cached ops with two or more positions (operand or result
   * dims some entry cuts) in the conflicted classes, and those positions
   * with their compact nodes: what a repair checks, computed once. */
  PT_VEC(uint32_t) sites;      /* cached op index */
  PT_VEC(uint32_t) site_start; /* per site: first of its positions, then the end */
  PT_VEC(site_pos) spos;
  uint32_t *adj_start, *adj; /* CSR: arc = edge * 2 + (0: a->b from a, 1: b->a from b) */
  /* Max-flow state. */
  int64_t *flow;         /* per edge: net flow a -> b */
  int32_t *level;
  uint32_t *it;
  uint8_t *mark;         /* 1 source, 2 sink */
  uint32_t *queue;
  uint32_t *stack;       /* arcs of the current path */
  int32_t *dist_s, *dist_t; /* hops from the sources and from the sinks (repairs) */
} cut_graph;

/* The bytes of the value whose dim node vn is. */
static uint64_t node_bytes(const pt_analysis *a, uint32_t vn) {
  const pt_dim_class *cl = &a->classes.data[a->node_class[vn]];
  /* The class's members are in node order: binary search for vn. */
  uint32_t lo = cl->first, hi = cl->first + cl->n_members;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    const pt_dim_ref *r = &a->members[mid];
    uint32_t node = a->base[r->value] + r->dim;
    if (node < vn) lo = mid + 1;
    else hi = mid;
  }
  return pt_analysis_value_bytes(a->m, a->members[lo].value);
}

static uint32_t value_node(const pt_analysis *a, uint32_t v, int32_t d) {
  return d < 0 || v >= a->n_values || a->base[v] == PT_NONE ? PT_NONE : a->base[v] + (uint32_t)d;
}

/* The node of position `pos` of cached op k on `dim`: a use node for an
 * operand, the value's node for a result. */
static uint32_t pos_node(const cut_graph *g, uint32_t k, uint32_t pos, int32_t dim) {
  const pt_prop_op *po = &g->a->cache->ops.data[k];
  if (dim < 0) return PT_NONE;
  if (pos >= po->n_operands) return value_node(g->a, pt_prop_vals(g->a->cache, po)[pos], dim);
  uint32_t u = g->use_base[g->slot_first[k] + pos];
  return u == PT_NONE ? PT_NONE : u + (uint32_t)dim;
}

static bool conflicted(const cut_graph *g, uint32_t value_node_id) {
  return value_node_id != PT_NONE && g->in_conflict[g->a->node_class[value_node_id]];
}

/* The ties: entries over conflicted classes (the same rule as
 * analysis.c's union_entry: an entry no k >= 2 can use ties nothing) and
 * the data-flow groups. `used` marks the use nodes an entry ties. */
static void tie(cut_graph *g, uint8_t *used) {
  pt_analysis *a = g->a;
  const pt_prop_cache *c = a->cache;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    if (po->kind != PT_PK_TMR || po->n_entries == 0) continue;
    uint32_t stride = po->n_operands + po->n_results;
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t e = 0; e < po->n_entries; e++) {
      const int32_t *d = c->dims.data + po->dims + (size_t)e * stride;
      int64_t gcd = 0;
      bool any = false;
      for (uint32_t p = 0; p < stride; p++) {
        uint32_t vn = value_node(a, vals[p], d[p]);
        if (vn == PT_NONE) continue;
        any |= conflicted(g, vn);
        int64_t s = pt_value_type(a->m, vals[p])->dims[d[p]], x = gcd;
        while (s) {
          int64_t t = x % s;
          x = s;
          s = t;
        }
        gcd = x;
      }
      if (!any || gcd < 2) continue;
      uint32_t first = PT_NONE;
      for (uint32_t p = 0; p < stride; p++) {
        if (value_node(a, vals[p], d[p]) == PT_NONE) continue;
        uint32_t n = pos_node(g, k, p, d[p]);
        if (n == PT_NONE) continue; /* not reached: the entry's dims are all of one (conflicted) class */
        if (p < po->n_operands) used[n - a->n_nodes] = 1;
        if (first == PT_NONE) first = n;
        else unite(g->parent, first, n);
      }
    }
  }
  for (uint32_t gr = 0; gr < c->n_groups; gr++) {
    uint32_t lo = c->group_start[gr], hi = c->group_start[gr + 1];
    uint32_t v0 = c->group_members[lo];
    if (hi - lo < 2 || a->base[v0] == PT_NONE) continue;
    const pt_type *t0 = pt_value_type(a->m, v0);
    for (uint32_t i = lo + 1; i < hi; i++) {
      uint32_t v = c->group_members[i];
      const pt_type *t = pt_value_type(a->m, v);
      if (a->base[v] == PT_NONE || t->rank != t0->rank) continue;
      for (uint32_t d = 0; d < t->rank; d++)
        if (t->dims[d] == t0->dims[d] && t->dims[d] >= 2 && conflicted(g, a->base[v0] + d))
          unite(g->parent, a->base[v0] + d, a->base[v] + d);
    }
  }
}

static uint32_t compact_of(cut_graph *g, uint32_t node) {
  uint32_t r = find(g->parent, node);
  if (g->compact[r] == PT_NONE) {
    g->compact[r] = g->n++;
  }
  return g->compact[r];
}

static bool build(cut_graph *g) {
  pt_analysis *a = g->a;
  const pt_prop_cache *c = a->cache;
  /* false both when there is nothing to cut and, a->oom set, without
   * memory: the caller frees what was made either way. */
  g->in_conflict = calloc((size_t)a->classes.len + 1, 1);
  if (!g->in_conflict) return !(a->oom = true);
  bool any = false;
  for (uint32_t i = 0; i < a->conflicts.len; i++) {
    const pt_dim_conflict *cf = &a->conflicts.data[i];
    if (cf->op != PT_NONE && cf->n_cuts >= 2) g->in_conflict[cf->cls] = 1, any = true;
  }
  if (!any) return false;
  /* Use nodes: one per dim of every partitioned operand of a TMR op. */
  g->slot_first = malloc(((size_t)c->ops.len + 1) * sizeof *g->slot_first);
  if (!g->slot_first) return !(a->oom = true);
  uint32_t slots = 0;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    g->slot_first[k] = slots;
    slots += c->ops.data[k].n_operands;
  }
  g->use_base = malloc(((size_t)slots + 1) * sizeof *g->use_base);
  if (!g->use_base) return !(a->oom = true);
  g->n_nodes = a->n_nodes;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t i = 0; i < po->n_operands; i++) {
      uint32_t v = vals[i];
      bool tmr = po->kind == PT_PK_TMR && po->n_entries > 0;
      g->use_base[g->slot_first[k] + i] = PT_NONE;
      if (!tmr || v >= a->n_values || a->base[v] == PT_NONE) continue;
      /* Only uses of the conflicted classes are ever tied (an entry ties
       * dims of one class). */
      bool mine = false;
      for (uint32_t d = 0; d < pt_value_type(a->m, v)->rank && !mine; d++) mine = conflicted(g, a->base[v] + d);
      if (!mine) continue;
      g->use_base[g->slot_first[k] + i] = g->n_nodes;
      g->n_nodes += pt_value_type(a->m, v)->rank;
    }
  }
  g->parent = malloc(((size_t)g->n_nodes + 1) * sizeof *g->parent);
  uint8_t *used = calloc((size_t)(g->n_nodes - a->n_nodes) + 1, 1);
  g->compact = malloc(((size_t)g->n_nodes + 1) * sizeof *g->compact);
  if (!g->parent || !used || !g->compact) {
    free(used);
    return !(a->oom = true);
  }
  for (uint32_t i = 0; i < g->n_nodes; i++) g->parent[i] = i;
  tie(g, used);
  /* Def-use edges of the conflicted classes, in program order. */
  for (uint32_t i = 0; i < g->n_nodes; i++) g->compact[i] = PT_NONE;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t i = 0; i < po->n_operands; i++) {
      uint32_t u0 = g->use_base[g->slot_first[k] + i], v = vals[i];
      if (u0 == PT_NONE) continue;
      uint64_t bytes = pt_analysis_value_bytes(a->m, v);
      if (bytes >= CUT_INF) bytes = CUT_INF - 1;
      for (uint32_t d = 0; d < pt_value_type(a->m, v)->rank; d++) {
        uint32_t vn = a->base[v] + d, un = u0 + d;
        if (!used[un - a->n_nodes] || !conflicted(g, vn)) continue;
        if (find(g->parent, vn) == find(g->parent, un)) continue;
        edge e = {compact_of(g, vn), compact_of(g, un), bytes, 1, po->op, i, v};
        if (!pt_vec_try_push(&g->edges, e)) {
          free(used);
          return !(a->oom = true);
        }
      }
    }
  }
  free(used);
  /* The sites and their positions. */
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    if (po->kind != PT_PK_TMR || po->n_entries < 2 || po->n_operands + po->n_results > 16) continue;
    uint32_t stride = po->n_operands + po->n_results, start = g->spos.len;
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t p = 0; p < stride; p++) {
      uint32_t v = vals[p];
      if (v >= a->n_values || a->base[v] == PT_NONE) continue;
      uint32_t r = pt_value_type(a->m, v)->rank;
      for (uint32_t d = 0; d < r; d++) {
        if (!conflicted(g, a->base[v] + d)) continue;
        bool cut_here = false;
        for (uint32_t e = 0; e < po->n_entries && !cut_here; e++)
          cut_here = c->dims.data[po->dims + (size_t)e * stride + p] == (int32_t)d;
        uint32_t nd = cut_here ? pos_node(g, k, p, (int32_t)d) : PT_NONE;
        uint32_t cn = nd == PT_NONE ? PT_NONE : g->compact[find(g->parent, nd)];
        if (cn == PT_NONE) continue;
        if (!pt_vec_try_push(&g->spos, ((site_pos){p, d, cn, a->node_class[a->base[v] + d]})))
          return !(a->oom = true);
      }
    }
    if (g->spos.len - start >= 2) {
      if (!pt_vec_try_reserve(&g->site_start, 2) || !pt_vec_try_push(&g->sites, k)) return !(a->oom = true);
      g->site_start.data[g->site_start.len++] = start;
    } else {
      g->spos.len = start;
    }
  }
  if (!pt_vec_try_push(&g->site_start, g->spos.len)) return !(a->oom = true);
  /* The super source: an arc to every node worth what leaving its values
   * whole costs (their bytes), so that T is not made larger than needed. */
  g->ss = g->n++;
  g->cls = malloc(((size_t)g->n + 1) * sizeof *g->cls);
  g->dims = calloc((size_t)g->n + 1, sizeof *g->dims);
  uint64_t *weight = calloc((size_t)g->n + 1, sizeof *weight);
  if (!g->cls || !g->dims || !weight) {
    free(weight);
    return !(a->oom = true);
  }
  for (uint32_t i = 0; i < g->n; i++) g->cls[i] = PT_NONE;
  for (uint32_t vn = 0; vn < a->n_nodes; vn++) {
    if (!conflicted(g, vn)) continue;
    uint32_t cn = g->compact[find(g->parent, vn)];
    if (cn == PT_NONE) continue;
    g->cls[cn] = a->node_class[vn];
    g->dims[cn]++;
    /* Members are in value order: find the value by the node's base. */
    weight[cn] += node_bytes(a, vn);
  }
  for (uint32_t cn = 0; cn < g->ss; cn++)
    if (weight[cn]) {
      edge e = {g->ss, cn, weight[cn] < CUT_INF ? weight[cn] : CUT_INF - 1, 0, PT_NONE, 0, PT_NONE};
      if (!pt_vec_try_push(&g->edges, e)) {
        free(weight);
        return !(a->oom = true);
      }
    }
  free(weight);
  /* CSR adjacency. */
  uint32_t ne = g->edges.len;
  g->adj_start = calloc((size_t)g->n + 2, sizeof *g->adj_start);
  g->adj = malloc(((size_t)ne * 2 + 1) * sizeof *g->adj);
  uint32_t *fill = malloc(((size_t)g->n + 1) * sizeof *fill);
  if (!g->adj_start || !g->adj || !fill) {
    free(fill);
    return !(a->oom = true);
  }
  for (uint32_t e = 0; e < ne; e++) {
    g->adj_start[g->edges.data[e].a + 1]++;
    g->adj_start[g->edges.data[e].b + 1]++;
  }
  for (uint32_t i = 0; i < g->n; i++) g->adj_start[i + 1] += g->adj_start[i];
  memcpy(fill, g->adj_start, (size_t)g->n * sizeof *fill);
  for (uint32_t e = 0; e < ne; e++) {
    g->adj[fill[g->edges.data[e].a]++] = e * 2;
    g->adj[fill[g->edges.data[e].b]++] = e * 2 + 1;
  }
  free(fill);
  g->flow = calloc((size_t)ne + 1, sizeof *g->flow);
  g->level = malloc(((size_t)g->n + 1) * sizeof *g->level);
  g->it = malloc(((size_t)g->n + 1) * sizeof *g->it);
  g->mark = calloc((size_t)g->n + 1, 1);
  g->queue = malloc(((size_t)g->n + 1) * sizeof *g->queue);
  g->stack = malloc(((size_t)g->n + 1) * sizeof *g->stack);
  g->dist_s = malloc(((size_t)g->n + 1) * sizeof *g->dist_s);
  g->dist_t = malloc(((size_t)g->n + 1) * sizeof *g->dist_t);
  if (!g->flow || !g->level || !g->it || !g->mark || !g->queue || !g->stack || !g->dist_s || !g->dist_t)
    return !(a->oom = true);
  return true;
}

static void graph_free(cut_graph *g) {
  free(g->slot_first);
  free(g->use_base);
  free(g->parent);
  free(g->in_conflict);
  free(g->compact);
  free(g->cls);
  free(g->dims);
  pt_vec_free(&g->edges);
  pt_vec_free(&g->sites);
  pt_vec_free(&g->site_start);
  pt_vec_free(&g->spos);
  free(g->adj_start);
  free(g->adj);
  free(g->flow);
  free(g->level);
  free(g->it);
  free(g->mark);
  free(g->queue);
  free(g->stack);
  free(g->dist_s);
  free(g->dist_t);
}

/* ---- Dinic's max-flow, many sources to many sinks ------------------------------------------ */

static uint32_t arc_from(const cut_graph *g, uint32_t arc) {
  const edge *e = &g->edges.data[arc >> 1];
  return arc & 1 ? e->b : e->a;
}

static uint32_t arc_to(const cut_graph *g, uint32_t arc) {
  const edge *e = &g->edges.data[arc >> 1];
  return arc & 1 ? e->a : e->b;
}

static uint64_t residual(const cut_graph *g, uint32_t arc) {
  const edge *e = &g->edges.data[arc >> 1];
  int64_t f = g->flow[arc >> 1];
  return arc & 1 ? (uint64_t)((int64_t)e->cap_ba + f) : (uint64_t)((int64_t)e->cap_ab - f);
}

static void push(cut_graph *g, uint32_t arc, uint64_t x) {
  g->flow[arc >> 1] += arc & 1 ? -(int64_t)x : (int64_t)x;
}

/* Levels from the sources over arcs with residual capacity; true when a
 * sink is reached (nodes past the first sink's level are not needed). */
static bool bfs_levels(cut_graph *g, const uint32_t *src, uint32_t n_src) {
  for (uint32_t i = 0; i < g->n; i++) g->level[i] = -1;
  uint32_t head = 0, tail = 0;
  int32_t sink_level = -1;
  for (uint32_t i = 0; i < n_src; i++)
    if (g->level[src[i]] < 0) g->level[src[i]] = 0, g->queue[tail++] = src[i];
  while (head < tail) {
    uint32_t u = g->queue[head++];
    if (sink_level >= 0 && g->level[u] >= sink_level) break;
    for (uint32_t j = g->adj_start[u]; j < g->adj_start[u + 1]; j++) {
      uint32_t arc = g->adj[j], w = arc_to(g, arc);
      if (g->level[w] >= 0 || residual(g, arc) == 0) continue;
      g->level[w] = g->level[u] + 1;
      if (g->mark[w] == 2 && sink_level < 0) sink_level = g->level[w];
      g->queue[tail++] = w;
    }
  }
  return sink_level >= 0;
}

/* One blocking flow: paths from each source along increasing levels,
 * iterative (paths can be thousands of arcs long on deep models). Returns
 * the flow pushed, capped at CUT_INF. */
static uint64_t blocking_flow(cut_graph *g, const uint32_t *src, uint32_t n_src) {
  uint64_t total = 0;
  for (uint32_t i = 0; i < g->n; i++) g->it[i] = g->adj_start[i];
  for (uint32_t s = 0; s < n_src && total < CUT_INF; s++) {
    uint32_t depth = 0, u = src[s];
    if (g->level[u] != 0) continue;
    for (;;) {
      if (g->mark[u] == 2) {
        uint64_t x = CUT_INF;
        for (uint32_t i = 0; i < depth; i++) {
          uint64_t r = residual(g, g->stack[i]);
          if (r < x) x = r;
        }
        for (uint32_t i = 0; i < depth; i++) push(g, g->stack[i], x);
        total += x;
        if (total >= CUT_INF) break;
        /* Back to the first saturated arc's tail. */
        uint32_t keep = 0;
        while (keep < depth && residual(g, g->stack[keep]) > 0) keep++;
        depth = keep;
        u = depth ? arc_to(g, g->stack[depth - 1]) : src[s];
        continue;
      }
      bool advanced = false;
      for (; g->it[u] < g->adj_start[u + 1]; g->it[u]++) {
        uint32_t arc = g->adj[g->it[u]], w = arc_to(g, arc);
        if (g->level[w] != g->level[u] + 1 || residual(g, arc) == 0) continue;
        g->stack[depth++] = arc;
        u = w;
        advanced = true;
        break;
      }
      if (advanced) continue;
      g->level[u] = -1; /* a dead end for this phase */
      if (depth == 0) break;
      u = arc_from(g, g->stack[--depth]);
      g->it[u]++;
    }
  }
  return total;
}

/* ---- one cut ------------------------------------------------------------------------------ */

typedef struct {
  uint32_t op, operand, value;
  uint64_t bytes; /* the all_gather's; 0 for a slice */
} use_cut;

static int cmp_use_cut(const void *pa, const void *pb) {
  const use_cut *x = pa, *y = pb;
  if (x->op != y->op) return x->op < y->op ? -1 : 1;
  if (x->operand != y->operand) return x->operand < y->operand ? -1 : 1;
  return x->bytes < y->bytes ? 1 : x->bytes > y->bytes ? -1 : 0; /* the gather first */
}

static uint32_t use_terminal(cut_graph *g, const pt_dim_conflict *cf, uint32_t q) {
  const pt_prop_cache *c = g->a->cache;
  uint32_t k = c->op_index[cf->op];
  uint32_t n = pos_node(g, k, cf->cuts[q].operand, (int32_t)cf->cuts[q].dim);
  return n == PT_NONE ? PT_NONE : g->compact[find(g->parent, n)];
}

typedef PT_VEC(uint32_t) u32_vec;

static void add_terminal(cut_graph *g, u32_vec *list, uint32_t node, uint8_t kind, bool *clash) {
  if (node == PT_NONE) return;
  if (g->mark[node] && g->mark[node] != kind) *clash = true;
  if (g->mark[node]) return;
  g->mark[node] = kind;
  if (!pt_vec_try_push(list, node)) g->a->oom = true; /* compute stops */
}

/* Hops from the terminals marked `kind` over every arc (capacities aside). */
static void hops(cut_graph *g, uint8_t kind, int32_t *dist) {
  uint32_t tail = 0;
  for (uint32_t i = 0; i < g->n; i++) {
    dist[i] = g->mark[i] == kind ? 0 : INT32_MAX;
    if (!dist[i]) g->queue[tail++] = i;
  }
  for (uint32_t head = 0; head < tail; head++) {
    uint32_t u = g->queue[head];
    for (uint32_t j = g->adj_start[u]; j < g->adj_start[u + 1]; j++) {
      uint32_t w = arc_to(g, g->adj[j]);
      if (dist[w] != INT32_MAX || g->edges.data[g->adj[j] >> 1].op == PT_NONE) continue;
      dist[w] = dist[u] + 1;
      g->queue[tail++] = w;
    }
  }
}

/* The max-flow from the marked sources to the marked sinks; afterwards
 * level[] is 1 on T, the nodes that still reach a sink. False when no
 * finite cut separates them. */
static bool min_cut(cut_graph *g, const u32_vec *src, const u32_vec *snk) {
  memset(g->flow, 0, ((size_t)g->edges.len + 1) * sizeof *g->flow);
  uint64_t flow = 0;
  while (flow < CUT_INF && bfs_levels(g, src->data, src->len)) flow += blocking_flow(g, src->data, src->len);
  if (flow >= CUT_INF) return false;
  for (uint32_t i = 0; i < g->n; i++) g->level[i] = 0;
  uint32_t tail = 0;
  for (uint32_t i = 0; i < snk->len; i++) g->level[snk->data[i]] = 1, g->queue[tail++] = snk->data[i];
  for (uint32_t head = 0; head < tail; head++) {
    uint32_t w = g->queue[head];
    for (uint32_t j = g->adj_start[w]; j < g->adj_start[w + 1]; j++) {
      uint32_t back = g->adj[j] ^ 1u, u = arc_from(g, back); /* the arc u -> w */
      if (g->level[u] || residual(g, back) == 0) continue;
      g->level[u] = 1;
      g->queue[tail++] = u;
    }
  }
  return true;
}

/* The sites the cut leaves in S: ops with two or more positions (dims
 * some entry cuts) of the conflicting classes on the tiled side that no
 * single entry cuts together -- a value with two dims in S (made or used
 * there), or another origin. S must have none: it is tiled on one axis.
 * For each, the position most on T's side (fewest hops from the sinks
 * against hops from the sources; program order on ties) that is not a
 * source becomes a sink. Returns how many were added; *stuck when a site
 * has only sources left. With snk NULL: 1 when S has a site, else 0. */
static uint32_t repair(cut_graph *g, const uint8_t *cls_seen, u32_vec *snk, bool *stuck) {
  pt_analysis *a = g->a;
  const pt_prop_cache *c = a->cache;
  uint32_t added = 0;
  enum { CAP = 32 };
  for (uint32_t si = 0; si < g->sites.len; si++) {
    uint32_t k = g->sites.data[si];
    const pt_prop_op *po = &c->ops.data[k];
    uint32_t stride = po->n_operands + po->n_results, n = 0, pos[CAP], dim[CAP], node[CAP];
    for (uint32_t i = g->site_start.data[si]; i < g->site_start.data[si + 1] && n < CAP; i++) {
      const site_pos *sp = &g->spos.data[i];
      if (!cls_seen[sp->cls] || g->level[sp->node] == 1) continue;
      pos[n] = sp->pos, dim[n] = sp->dim, node[n] = sp->node, n++;
    }
    if (n < 2) continue;
    bool cov = false;
    for (uint32_t e = 0; e < po->n_entries && !cov; e++) {
      const int32_t *ed = c->dims.data + po->dims + (size_t)e * stride;
      uint32_t i = 0;
      while (i < n && ed[pos[i]] == (int32_t)dim[i]) i++;
      cov = i == n;
    }
    if (cov) continue;
    if (!snk) return 1; /* only asked whether S has a site */
    uint32_t best = PT_NONE;
    int64_t best_score = INT64_MAX;
    for (uint32_t i = 0; i < n; i++) {
      if (g->mark[node[i]] == 1) continue;
      int64_t sc = (int64_t)g->dist_t[node[i]] - (int64_t)g->dist_s[node[i]];
      if (sc < best_score) best_score = sc, best = node[i];
    }
    if (best == PT_NONE) {
      *stuck = true;
      continue;
    }
    if (g->mark[best] == 2) continue;
    g->mark[best] = 2;
    if (!pt_vec_try_push(snk, best)) {
      g->a->oom = true; /* compute stops */
      return added;
    }
    added++;
  }
  return added;
}

/* A cut computed from one group's terminals: its figures, its edges in
 * a->cut_edges, and per conflict group the operands whose dims it leaves
 * whole at every origin of that group (a cut made for one origin often
 * splits the class at the others too, sometimes more cheaply). */
typedef struct {
  bool valid;
  uint64_t price;
  uint32_t kept, whole, n_after, first_edge, n_edges;
  uint8_t *whole_ops; /* per conflict group: bit q = operand q's side whole at all its origins */
} candidate;

/* The classes of conflict group grp. */
static void group_classes(const pt_analysis *a, uint32_t grp, uint8_t *cls_seen) {
  for (uint32_t i = a->conflict_group_first[grp]; i < a->conflicts.len; i++) {
    const pt_dim_conflict *cf = &a->conflicts.data[i];
    if (cf->group == grp && cf->op != PT_NONE) cls_seen[cf->cls] = 1;
  }
}

/* The cut with operand q's side of group grp's origins whole. */
static void compute(cut_graph *g, uint32_t grp, uint32_t q, candidate *out) {
  pt_analysis *a = g->a;
  u32_vec src = {0}, snk = {0};
  bool clash = false;
  memset(out, 0, sizeof *out);
  uint8_t *cls_seen = calloc((size_t)a->classes.len + 1, 1);
  if (!cls_seen) {
    a->oom = true;
    return;
  }
  group_classes(a, grp, cls_seen);
  add_terminal(g, &src, g->ss, 1, &clash);
  for (uint32_t i = a->conflict_group_first[grp]; i < a->conflicts.len; i++) {
    pt_dim_conflict *cf = &a->conflicts.data[i];
    if (cf->group != grp || cf->op == PT_NONE || q >= cf->n_cuts) continue;
    add_terminal(g, &snk, use_terminal(g, cf, q), 2, &clash);
  }
  for (uint32_t i = a->conflict_group_first[grp]; i < a->conflicts.len; i++) {
    pt_dim_conflict *cf = &a->conflicts.data[i];
    if (cf->group != grp || cf->op == PT_NONE || q >= cf->n_cuts) continue;
    for (uint32_t j = 0; j < cf->n_cuts; j++)
      if (j != q) add_terminal(g, &src, use_terminal(g, cf, j), 1, &clash);
  }
  /* The classes' arguments are tiled by the decision: the S side. */
  uint32_t n_args = pt_func_n_args(a->m, &a->m->funcs.data[a->func]);
  uint64_t class_dims = 0;
  for (uint32_t ci = 0; ci < a->classes.len; ci++) {
    if (!cls_seen[ci]) continue;
    const pt_dim_class *cl = &a->classes.data[ci];
    class_dims += cl->n_members;
    for (uint32_t i = cl->first; i < cl->first + cl->n_members; i++) {
      uint32_t arg;
      if (!pt_analysis_is_arg(a, a->members[i].value, &arg) || arg >= n_args) continue;
      uint32_t cn = g->compact[find(g->parent, a->base[a->members[i].value] + a->members[i].dim)];
      add_terminal(g, &src, cn, 1, &clash);
    }
  }
  /* The cut, repaired until S holds no site of a conflict: the other
   * origins of the class and the values with two dims in it (attention's
   * scores and their gradients) each need one side whole. First every
   * site gets its position nearest the sinks (in hops, against the
   * sources) as a sink; then each round's leftover sites. */
  enum { MAX_REPAIRS = 16 };
  bool separated = !clash && src.len > 1 && snk.len && !a->oom;
  if (separated) {
    for (uint32_t i = 0; i < g->n; i++) g->level[i] = 0;
    hops(g, 1, g->dist_s);
    hops(g, 2, g->dist_t);
    bool stuck = false;
    repair(g, cls_seen, &snk, &stuck);
  }
  for (uint32_t round = 0; separated; round++) {
    separated = min_cut(g, &src, &snk);
    if (!separated) break;
    if (!repair(g, cls_seen, NULL, NULL)) break; /* S is clean: no hops needed */
    hops(g, 1, g->dist_s);
    hops(g, 2, g->dist_t);
    bool stuck = false;
    uint32_t added = repair(g, cls_seen, &snk, &stuck);
    if (stuck || (added && round + 1 == MAX_REPAIRS) || a->oom) separated = false;
    if (!added) break;
  }
  out->whole_ops = calloc((size_t)a->n_conflict_groups + 1, 1);
  if (!out->whole_ops) a->oom = true;
  out->valid = separated && !a->oom;
  if (!out->valid) {
    for (uint32_t i = 0; i < g->n; i++) g->mark[i] = 0;
    free(cls_seen);
    pt_vec_free(&src);
    pt_vec_free(&snk);
    return;
  }
  for (uint32_t i = 0; i < g->n; i++)
    if (g->level[i] == 1) out->whole += g->dims[i];
  out->kept = (uint32_t)(class_dims - out->whole);
  /* The edges across, one per use (op, operand): a gather where the
   * value's side is tiled, else a slice. */
  PT_VEC(use_cut) uc = {0};
  for (uint32_t e = 0; e < g->edges.len; e++) {
    const edge *ed = &g->edges.data[e];
    bool ta = g->level[ed->a] == 1, tb = g->level[ed->b] == 1;
    if (ta == tb || ed->op == PT_NONE) continue;
    use_cut u = {ed->op, ed->operand, ed->value, tb ? pt_analysis_value_bytes(a->m, ed->value) : 0};
    if (!pt_vec_try_push(&uc, u)) {
      a->oom = true;
      break;
    }
  }
  if (uc.len) qsort(uc.data, uc.len, sizeof *uc.data, cmp_use_cut); /* data NULL after a failed first push */
  out->first_edge = a->cut_edges.len;
  for (uint32_t i = 0; i < uc.len; i++) {
    if (i > 0 && uc.data[i].op == uc.data[i - 1].op && uc.data[i].operand == uc.data[i - 1].operand) continue;
    const use_cut *u = &uc.data[i];
    if (a->oom || !pt_vec_try_push(&a->cut_edges, ((pt_dim_edge){u->op, u->operand, u->value, u->bytes}))) {
      a->oom = true;
      break;
    }
    out->price = out->price > UINT64_MAX - u->bytes ? UINT64_MAX : out->price + u->bytes;
  }
  out->n_edges = a->cut_edges.len - out->first_edge;
  pt_vec_free(&uc);
  /* Which operands each conflict group has whole. */
  for (uint32_t h = 0; h < a->n_conflict_groups; h++) {
    const pt_dim_conflict *rep = &a->conflicts.data[a->conflict_group_first[h]];
    uint8_t mask = 0;
    for (uint32_t j = 0; rep->op != PT_NONE && j < rep->n_cuts; j++) {
      bool all = true;
      for (uint32_t i = a->conflict_group_first[h]; i < a->conflicts.len && all; i++) {
        const pt_dim_conflict *cf = &a->conflicts.data[i];
        if (cf->group != h || cf->op == PT_NONE || j >= cf->n_cuts) continue;
        uint32_t t = use_terminal(g, cf, j);
        all = t != PT_NONE && g->level[t] == 1 && cls_seen[cf->cls];
      }
      if (all) mask |= (uint8_t)(1u << j);
    }
    out->whole_ops[h] = mask;
  }
  /* The classes the cut leaves: components of the classes' nodes over the
   * edges not cut (a union-find over compact nodes in it[]). */
  for (uint32_t i = 0; i < g->n; i++) g->it[i] = i;
  for (uint32_t e = 0; e < g->edges.len; e++) {
    const edge *ed = &g->edges.data[e];
    if ((g->level[ed->a] == 1) == (g->level[ed->b] == 1) && ed->op != PT_NONE) unite(g->it, ed->a, ed->b);
  }
  uint8_t *root_seen = calloc((size_t)g->n + 1, 1);
  if (!root_seen) a->oom = true;
  for (uint32_t i = 0; root_seen && i < g->n; i++) {
    if (g->cls[i] == PT_NONE || !g->dims[i] || !cls_seen[g->cls[i]]) continue;
    uint32_t r = find(g->it, i);
    if (!root_seen[r]) root_seen[r] = 1, out->n_after++;
  }
  free(root_seen);
  for (uint32_t i = 0; i < g->n; i++) g->mark[i] = 0;
  free(cls_seen);
  pt_vec_free(&src);
  pt_vec_free(&snk);
}

/* Whether candidate x is better than y: cheaper, then less left whole,
 * then computed first. */
static bool better(const candidate *x, const candidate *y) {
  if (x->price != y->price) return x->price < y->price;
  return x->whole < y->whole;
}

void pt_analysis_cuts(pt_analysis *a) {
  cut_graph g = {.a = a};
  if (!build(&g)) {
    graph_free(&g);
    return;
  }
  PT_VEC(candidate) cands = {0};
  for (uint32_t grp = 0; grp < a->n_conflict_groups && !a->oom; grp++) {
    const pt_dim_conflict *cf = &a->conflicts.data[a->conflict_group_first[grp]];
    for (uint32_t q = 0; cf->op != PT_NONE && cf->n_cuts >= 2 && q < cf->n_cuts && !a->oom; q++) {
      candidate c;
      compute(&g, grp, q, &c);
      if (a->oom || !pt_vec_try_push(&cands, c)) {
        free(c.whole_ops);
        a->oom = true;
      }
    }
  }
  /* Without memory the analysis is discarded (pt_analysis_run). */
  /* Cut q of group grp: the best valid candidate, from any group's
   * terminals, that leaves operand q's side whole at all grp's origins. */
  for (uint32_t grp = 0; grp < a->n_conflict_groups && !a->oom; grp++) {
    const pt_dim_conflict *rep = &a->conflicts.data[a->conflict_group_first[grp]];
    for (uint32_t q = 0; rep->op != PT_NONE && rep->n_cuts >= 2 && q < rep->n_cuts; q++) {
      const candidate *best = NULL;
      for (uint32_t i = 0; i < cands.len; i++) {
        const candidate *c = &cands.data[i];
        if (c->valid && (c->whole_ops[grp] >> q & 1u) && (!best || better(c, best))) best = c;
      }
      for (uint32_t i = a->conflict_group_first[grp]; i < a->conflicts.len; i++) {
        pt_dim_conflict *cf = &a->conflicts.data[i];
        if (cf->group != grp || q >= cf->n_cuts) continue;
        pt_dim_cut *ct = &cf->cuts[q];
        ct->separated = best != NULL;
        if (!best) {
          ct->kept_members = a->classes.data[cf->cls].n_members;
          ct->n_classes_after = 1;
          continue;
        }
        ct->bytes = best->price;
        ct->first_edge = best->first_edge;
        ct->n_edges = best->n_edges;
        ct->kept_members = best->kept;
        ct->cut_members = best->whole;
        ct->n_classes_after = best->n_after;
      }
    }
  }
  for (uint32_t i = 0; i < cands.len; i++) free(cands.data[i].whole_ops);
  pt_vec_free(&cands);
  graph_free(&g);
}
