/* ws.c - the simulation workspace (ws.h): allocation and the helpers the
 * passes share. */
#include <stdlib.h>
#include <string.h>

#include "ws.h"

pt_sim_ws *pt_sim_ws_new(void) { return pt_calloc(1, sizeof(pt_sim_ws)); }

void pt_sim_ws_free(pt_sim_ws *ws) {
  if (!ws) return;
  pt_sim_ws_release(ws);
  free(ws);
}

void pt_sim_ws_release(pt_sim_ws *ws) {
  free(ws->cls);
  free(ws->dup);
  free(ws->only_prologue);
  free(ws->pos);
  free(ws->plan_head);
  free(ws->by_root);
  free(ws->stamp);
  free(ws->vregion);
  free(ws->plan_seen);
  free(ws->bytes);
  free(ws->uf);
  free(ws->seg_at);
  free(ws->seg_len);
  free(ws->seg_next);
  free(ws->seg_tail);
  free(ws->spent);
  free(ws->n_edges);
  free(ws->first_pos);
  free(ws->readers_seen);
  free(ws->mark);
  free(ws->renum);
  free(ws->rd_at);
  free(ws->rd_len);
  free(ws->rd_gen);
  pt_vec_free(&ws->rd_list);
  free(ws->dep_key);
  free(ws->dep_gen);
  free(ws->old);
  pt_vec_free(&ws->users_at);
  pt_vec_free(&ws->users);
  pt_vec_free(&ws->edges);
  pt_vec_free(&ws->stack);
  pt_vec_free(&ws->pairs);
  free(ws->coll_of_op);
  free(ws->ready);
  free(ws->buf_of);
  free(ws->mlast);
  free(ws->mbufs);
  free(ws->mpos);
  free(ws->when);
  free(ws->flops);
  free(ws->recomputed);
  free(ws->flops_gen);
  memset(ws, 0, sizeof *ws);
}

bool pt_sim_ws_reserve(void *pp, uint32_t *cap, size_t n, size_t size) {
  if (n <= *cap) return true;
  if (n > UINT32_MAX) return false;
  size_t want = (size_t)*cap * 2 > n ? (size_t)*cap * 2 : n;
  if (want > UINT32_MAX) want = UINT32_MAX;
  void **p = pp;
  void *q = pt_realloc(*p, want * size);
  if (!q) return false;
  *p = q;
  *cap = (uint32_t)want;
  return true;
}

bool pt_sim_ws_reserve_group(uint32_t *cap, size_t n, void *const *ptrs, const size_t *sizes, uint32_t count) {
  if (n <= *cap) return true;
  uint32_t grown = *cap;
  for (uint32_t i = 0; i < count; i++) {
    grown = *cap; /* each from the shared capacity, so that all end alike */
    if (!pt_sim_ws_reserve(ptrs[i], &grown, n, sizes[i])) return false;
  }
  *cap = grown;
  return true;
}

bool pt_sim_ws_begin(pt_sim_ws *ws, const pt_module *m) {
  uint32_t old = ws->flops_cap;
  void *tables[] = {&ws->flops, &ws->flops_gen};
  const size_t sizes[] = {sizeof *ws->flops, sizeof *ws->flops_gen};
  if (!pt_sim_ws_reserve_group(&ws->flops_cap, (size_t)m->ops.len + 1, tables, sizes, 2)) return false;
  /* New entries: below every generation. */
  if (ws->flops_cap > old) memset(ws->flops_gen + old, 0, (size_t)(ws->flops_cap - old) * sizeof *ws->flops_gen);
  if (ws->gen == UINT32_MAX) {
    memset(ws->flops_gen, 0, (size_t)ws->flops_cap * sizeof *ws->flops_gen);
    ws->gen = 0;
  }
  ws->gen++;
  return true;
}

void pt_sim_region_min_ids(const pt_module *m, uint32_t region, uint32_t *omin, uint32_t *vmin) {
  const pt_region *r = &m->regions.data[region];
  if (r->n_args && r->args < *vmin) *vmin = r->args;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, o);
    if (o < *omin) *omin = o;
    if (op->n_results && op->results < *vmin) *vmin = op->results;
    for (uint32_t k = 0; k < op->n_regions; k++) pt_sim_region_min_ids(m, pt_op_region(m, op, k), omin, vmin);
  }
}
