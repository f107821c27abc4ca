/* propagate_internal.h - what state.c, propagate.c, propagate_cache.c and
 * propagate_conflict.c share: the per-function cache (which values are
 * partitioned, uses, cached TMR entries, data-flow groups) and the
 * evaluation of one op or one value against the current state on one axis.
 */
#ifndef PT_PROPAGATE_INTERNAL_H
#define PT_PROPAGATE_INTERNAL_H

#include <stdatomic.h>

#include "partition.h"

/* How propagation treats an op. */
typedef enum {
  PT_PK_TMR = 0, /* through its TMR entries (possibly none: a barrier) */
  PT_PK_EDGE,    /* identity op: operand i and result i form a data-flow group */
  PT_PK_CONTROL, /* while/if/case: data-flow groups through its regions */
  PT_PK_OTHER,   /* terminators: their operands belong to groups, if any */
} pt_prop_kind;

typedef struct {
  uint32_t op;        /* op id */
  uint8_t kind;       /* pt_prop_kind */
  uint32_t n_entries; /* TMR entries (PT_PK_TMR only) */
  uint32_t dims;      /* entry e's dims: cache->dims[dims + e * (n_operands + n_results)] */
  uint32_t reds;      /* entry e's reducers: cache->reds[reds + e * n_results] */
} pt_prop_op;

typedef struct {
  uint32_t op;      /* index into cache->ops */
  uint32_t operand; /* operand number */
} pt_prop_use;

struct pt_prop_cache {
  atomic_uint refs;   /* copies of a partition share the cache, possibly across threads */
  uint32_t func;
  uint32_t n_values;  /* m->values.len when built */
  uint32_t n_op_ids;  /* m->ops.len when built */
  uint8_t *in_scope;  /* per value id: partitioned? */
  uint32_t *op_index; /* per op id: index into ops, or PT_NONE */
  PT_VEC(pt_prop_op) ops; /* the function's ops in program order, nested regions of control flow included */
  PT_VEC(int32_t) dims;   /* pool of TMR entry dims (operands first, then results) */
  PT_VEC(uint8_t) reds;   /* pool of TMR entry reducers */
  uint32_t *use_start;    /* per value id + 1: its uses are uses[use_start[v] .. use_start[v + 1]) */
  pt_prop_use *uses;
  /* Data-flow groups: values that are one value seen from different places
   * (a while carry as operand, region arguments, body result and result;
   * an if/case result and the branch results; an identity op's operand and
   * result). Members receive each other's tilings. */
  uint32_t n_groups;
  uint32_t *group_owner;   /* op id (the while/if/case or identity op) */
  uint32_t *group_start;   /* n_groups + 1 */
  uint32_t *group_members; /* value ids */
  uint32_t *vgroup_start;  /* per value id + 1 */
  uint32_t *vgroups;       /* group ids */
};

pt_prop_cache *pt_prop_cache_build(const pt_module *m, uint32_t func);
void pt_prop_cache_retain(pt_prop_cache *c);
void pt_prop_cache_release(pt_prop_cache *c);

/* Local size of `value`'s dim divided by every axis tiling it except
 * `except_axis` (PT_NONE: all of them). */
int64_t pt_partition_local_dim_except(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t except_axis);

/* ---- evaluation on one axis (propagate.c) ---- */

/* What the TMR entries of one op allow under the current decisions. */
typedef struct {
  int32_t entry;       /* the unique fitting entry, or -1 */
  uint8_t n_fit;       /* 0, 1, or 2 meaning "two or more" */
  bool tiled_in;       /* some operand is tiled on the axis */
  bool partial_in;     /* some operand is partial on the axis (no conflict when nothing fits:
                          the op just uses the reduced value) */
  bool tiled_out;      /* some result is tiled on the axis */
  uint32_t from_in;    /* the first tiled operand (value id) */
  uint32_t from_partial; /* the first partial operand */
  uint32_t from_out;   /* the first tiled result */
} pt_prop_fit;

/* Candidate decisions of one open value; kind OPEN marks a blocked
 * candidate (a data-flow partner is tiled on a dim this value cannot take). */
typedef struct {
  uint8_t kind;
  int8_t dim;
  uint8_t reducer;
  uint32_t via, from;
} pt_prop_cand;

typedef struct {
  uint32_t n;           /* distinct decisions seen, capped at 2 */
  pt_prop_cand c[2];    /* the first two distinct ones (c[0] with the least provenance) */
} pt_prop_cands;

typedef struct {
  pt_partition *p;
  const pt_module *m;
  const pt_prop_cache *c;
  uint32_t axis;
  int64_t size; /* the axis size */
  uint32_t tactic;
  uint32_t stamp;       /* evaluations are memoised per stamp (one round) */
  uint32_t *memo_stamp; /* per cached op */
  pt_prop_fit *memo;    /* per cached op */
  /* Set while asking which entry an op uses on another axis: that inner
   * fit test does not look across axes again (no recursion). */
  bool single_axis;
  /* The entry each op uses on each other axis (decisions there do not
   * change while this axis propagates): PT_PROP_CROSS_UNKNOWN until
   * asked; NULL in one-off contexts. */
  uint32_t *cross_entry;
} pt_prop_ctx;

#define PT_PROP_CROSS_UNKNOWN 0xfffffffeu

void pt_prop_ctx_init(pt_prop_ctx *x, pt_partition *p, uint32_t axis, uint32_t tactic);
void pt_prop_ctx_free(pt_prop_ctx *x);

static inline const pt_decision *pt_prop_dec(const pt_prop_ctx *x, uint32_t value) {
  return pt_decision_get(x->p, value, x->axis);
}

/* Whether propagation may decide `value` at all: partitioned, not a token. */
bool pt_prop_decidable(const pt_prop_ctx *x, uint32_t value);

/* The entries of cached op `k` that fit the current decisions (memoised
 * until x->stamp changes). */
const pt_prop_fit *pt_prop_eval(pt_prop_ctx *x, uint32_t k);

/* Whether entry e of cached op k fits the decisions of the operand/result
 * positions in sel[0..n_sel) (positions: operands 0..n-1, then results),
 * or of all positions when sel is NULL. Divisibility of every tiled dim by
 * the axis size (local sizes) and the reshape group rule always apply. */
bool pt_prop_entry_fits(const pt_prop_ctx *x, uint32_t k, uint32_t e, const uint32_t *sel, uint32_t n_sel);

/* Every candidate decision for the open value v: from its defining op
 * (forward), from its uses (backward) and from its data-flow groups. */
void pt_prop_candidates(pt_prop_ctx *x, uint32_t v, pt_prop_cands *out);

/* ---- propagate_conflict.c ---- */

/* Records the conflicts of the current state (a fixed point) on x->axis
 * that are not yet recorded. */
void pt_prop_record_conflicts(pt_prop_ctx *x);

#endif /* PT_PROPAGATE_INTERNAL_H */
