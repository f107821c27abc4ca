/* ws.h - the simulation workspace (pt_sim_ws, sim.h): the per-op,
 * per-value and per-kernel tables of fusion.c, cost.c and memory_xla.c,
 * kept between simulations so that a search evaluating thousands of
 * candidates neither allocates nor clears whole-module arrays for each.
 *
 * Sizes only grow (geometrically). What a pass needs zero (or PT_NONE) is
 * cleared over the simulated function's own id range at the start of each
 * call: an SPMD module's function follows its base's ops and values, so
 * the range is a part of the ids. Tables read only where the same call
 * wrote them first are not cleared at all; tables marked by a stamp keep
 * the stamp across calls (it only grows, and a wrap clears the table).
 * A pass borrows its tables for the call and hands them back (grown) at
 * the end; with no workspace it borrows from a fresh one and frees it. */
#ifndef PT_SIM_WS_H
#define PT_SIM_WS_H

#include "sim.h"

typedef PT_VEC(uint32_t) pt_sim_u32_vec;

enum { PT_SIM_DEP_MEMO = 4096 };

struct pt_sim_ws {
  /* fusion.c, per op (op_cap entries) */
  uint8_t *cls, *dup, *only_prologue;
  uint32_t *pos, *plan_head, *by_root;
  uint32_t op_cap;
  /* fusion.c, per value (value_cap entries) */
  uint32_t *stamp, *vregion, *plan_seen;
  double *bytes;
  uint32_t value_cap;
  uint32_t plan_stamp; /* plan_seen's last stamp */
  /* fusion.c, per kernel */
  uint32_t *uf, uf_cap;
  uint32_t *seg_at, *seg_len, *seg_next, *seg_tail, *spent, *n_edges, *first_pos, succ_cap;
  uint32_t *readers_seen, readers_n, readers_stamp;
  uint32_t *mark, mark_n, mark_stamp; /* sibling/consumer fusion's and build_successors' visit marks */
  uint32_t *renum, renum_cap;
  /* Readers of each value as build_successors listed them (rd_at/rd_len
   * into rd_list), valid where rd_gen equals rd_stamp (per value,
   * value_cap entries, grown with the other per-value tables) */
  uint32_t *rd_at, *rd_len, *rd_gen, rd_stamp;
  pt_sim_u32_vec rd_list;
  /* Sibling pairs found dependent (PT_SIM_DEP_MEMO slots, direct-mapped),
   * valid where dep_gen equals dep_stamp */
  uint64_t *dep_key;
  uint32_t *dep_gen, dep_stamp;
  pt_sim_fusion *old;
  uint32_t old_cap;
  pt_sim_u32_vec users_at, users, edges, stack, pairs;
  /* Each op's FLOPs (pt_op_flops), asked for by fusion (members' work,
   * Triton's choice) and the timeline (every op, kernels' contractions)
   * several times per simulation: valid where flops_gen equals gen, which
   * each simulation of a module advances (pt_sim_ws_begin). */
  double *flops;
  uint32_t *flops_gen, flops_cap, gen;
  /* cost.c */
  uint32_t *coll_of_op, coll_cap, coll_clean; /* entries below coll_clean are PT_NONE */
  double *ready;
  uint32_t ready_cap;
  /* memory_xla.c: per value (buf_cap entries), its buffer and the last
   * place it is read */
  uint32_t *buf_of, *mlast, buf_cap;
  void *mbufs; /* its buffers (mbufs_cap of them) */
  uint32_t mbufs_cap;
  uint32_t *mpos, *when, mpos_cap;
  /* op id -> 1 when some kernel recomputes it in a Triton prologue; 0
   * everywhere between calls (entries set are reset at the end) */
  uint8_t *recomputed;
  uint32_t recomputed_cap;
};

/* *p (of *cap elements of `size` bytes) grown to at least n elements,
 * keeping its contents; false (p as it was) when the host has no memory. */
bool pt_sim_ws_reserve(void *pp, uint32_t *cap, size_t n, size_t size);

/* pt_sim_ws_reserve for `count` tables *ptrs[i] of sizes[i]-byte elements
 * sharing one capacity *cap. */
bool pt_sim_ws_reserve_group(uint32_t *cap, size_t n, void *const *ptrs, const size_t *sizes, uint32_t count);

/* Frees what `ws` holds, not ws itself (a workspace on the stack). */
void pt_sim_ws_release(pt_sim_ws *ws);

/* Starts a simulation of module `m` with `ws`: the FLOPs memo sized for
 * its ops and emptied. False when the host has no memory. */
bool pt_sim_ws_begin(pt_sim_ws *ws, const pt_module *m);

/* pt_op_flops of op `o`, computed once per simulation. */
static inline double pt_sim_ws_flops(pt_sim_ws *ws, const pt_module *m, uint32_t o) {
  if (ws->flops_gen[o] == ws->gen) return ws->flops[o];
  ws->flops_gen[o] = ws->gen;
  return ws->flops[o] = pt_op_flops(m, pt_op_get(m, o));
}

/* The least op and value ids of region `region` and the regions nested in
 * it (a function's body: its own id range starts there). */
void pt_sim_region_min_ids(const pt_module *m, uint32_t region, uint32_t *omin, uint32_t *vmin);

#endif /* PT_SIM_WS_H */
