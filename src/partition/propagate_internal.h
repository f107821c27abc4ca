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
  PT_PK_OTHER,   /* terminators (their operands belong to groups, if any), sdy.manual_computation */
} pt_prop_kind;

/* One op as the fit tests see it. Its piece of cache->dims holds, in a
 * row: its operand and result value ids (pt_prop_vals), the dims of its
 * TMR entries, and a copy of their reducers (pt_prop_entry_reds), so that
 * evaluating an op reads this record and one short run of the pool
 * instead of the module's pt_op, its operand pool, the pt_value of every
 * result and separate pools: on large programs each of those is a cache
 * miss. */
typedef struct {
  uint32_t op;        /* op id */
  uint32_t n_entries; /* TMR entries (PT_PK_TMR only) */
  uint32_t dims;      /* entry e's dims: cache->dims[dims + e * (n_operands + n_results)] */
  uint32_t n_operands, n_results;
  uint8_t kind;       /* pt_prop_kind */
  uint8_t is_reshape; /* a one-operand one-result reshape: the reshape group rule applies */
  uint8_t blocked;    /* PT_PROP_BLOCK_* (sdy.propagation_barrier's allowed_direction) */
} pt_prop_op;

enum { PT_PROP_BLOCK_FORWARD = 1, PT_PROP_BLOCK_BACKWARD = 2 };

typedef struct {
  uint32_t op;      /* index into cache->ops */
  uint32_t operand; /* operand number */
} pt_prop_use;

/* Where to find what touches one value; one record, since looking at a
 * value needs all three (on large programs each separate array is a
 * separate cache miss). Entries v and v + 1 bound v's uses and groups. */
typedef struct {
  uint32_t def;         /* index into cache->ops of its defining op, or PT_NONE (arguments, values outside) */
  uint32_t use_start;   /* its uses are uses[use_start .. next use_start) */
  uint32_t vgroup_start; /* its groups are vgroups[vgroup_start .. next vgroup_start) */
} pt_prop_vinfo;

struct pt_prop_cache {
  atomic_uint refs;   /* copies of a partition share the cache, possibly across threads */
  uint32_t func;
  uint32_t n_values;  /* m->values.len when built */
  uint32_t n_op_ids;  /* m->ops.len when built */
  uint8_t *in_scope;  /* per value id: partitioned? */
  uint32_t *op_index; /* per op id: index into ops, or PT_NONE */
  pt_prop_vinfo *vinfo; /* per value id + 1 */
  uint8_t *zero_splat; /* per value id: pt_prop_is_zero_splat of the partitioned ones (PT_PROP_ZERO_*) */
  PT_VEC(pt_prop_op) ops; /* the function's ops in program order, nested regions of control flow included */
  uint32_t *reds_start;   /* per cached op: entry e's reducers are reds[reds_start[k] + e * n_results] */
  PT_VEC(int32_t) dims;   /* pool of TMR entry dims (operands first, then results), with value ids and reducers */
  PT_VEC(uint8_t) reds;   /* pool of TMR entry reducers */
  pt_prop_use *uses;
  /* Data-flow groups: values that are one value seen from different places
   * (a while carry as operand, region arguments, body result and result;
   * an if/case result and the branch results; an identity op's operand and
   * result). Members receive each other's tilings. */
  uint32_t n_groups;
  uint32_t *group_owner;   /* op id (the while/if/case or identity op) */
  uint32_t *group_start;   /* n_groups + 1 */
  uint32_t *group_members; /* value ids */
  uint32_t *vgroups;       /* group ids */
};

/* Operand i of op po, then result j at n_operands + j. */
static inline const uint32_t *pt_prop_vals(const pt_prop_cache *c, const pt_prop_op *po) {
  return (const uint32_t *)(const void *)(c->dims.data + po->dims - (po->n_operands + po->n_results));
}

/* The reducers of entry e of op po, one per result. */
static inline const int32_t *pt_prop_entry_reds(const pt_prop_cache *c, const pt_prop_op *po, uint32_t e) {
  return c->dims.data + po->dims + (size_t)po->n_entries * (po->n_operands + po->n_results) +
         (size_t)e * po->n_results;
}

/* NULL when the host has no memory (nothing is left allocated). */
pt_prop_cache *pt_prop_cache_build(const pt_module *m, uint32_t func);
void pt_prop_cache_retain(pt_prop_cache *c);
void pt_prop_cache_release(pt_prop_cache *c);

/* Whether value v is a splat zero (a constant, or a broadcast of one):
 * the sum of zeros, so it can stand for partial terms without a decision
 * (the scatter-add an embedding gradient starts from). */
bool pt_prop_is_zero_splat(const pt_module *m, uint32_t v);
enum { PT_PROP_ZERO_UNKNOWN = 0, PT_PROP_ZERO_NO, PT_PROP_ZERO_YES };

/* Local size of `value`'s dim divided by every axis tiling it except
 * `except_axis` (PT_NONE: all of them). */
int64_t pt_partition_local_dim_except(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t except_axis);

/* ---- evaluation on one axis (propagate.c) ---- */

/* What the TMR entries of one op allow under the current decisions. */
typedef struct {
  int32_t entry;         /* the unique fitting entry, or -1 */
  unsigned n_fit : 2;    /* 0, 1, or 2 meaning "two or more" */
  unsigned tiled_in : 1; /* some operand is tiled on the axis */
  unsigned partial_in : 1; /* some operand is partial on the axis (no conflict when nothing fits:
                              the op just uses the reduced value) */
  unsigned tiled_out : 1; /* some result is tiled on the axis */
  /* As a memo (PT_PROP_MEMO_*): READY when up to date. Atomic because the
   * values of a large round are judged by several threads, which may ask
   * for the same op: the first to turn it from STALE to BUSY evaluates it,
   * the others wait until it is READY (pt_prop_eval). */
  _Atomic uint8_t state;
  /* Not part of the fit: whether the op passes decisions forward to its
   * results (PT_PROP_FLOW_FORWARD) or backward to its operands
   * (PT_PROP_FLOW_BACKWARD) at all -- a TMR op not blocked that way. Set
   * once with the context and never changed, kept here (in what was
   * padding) so that judging a value finds it in the line it reads
   * anyway rather than in the op's record. */
  uint8_t flow;
  uint32_t from_in;      /* the first tiled operand (value id), or else the first partial one */
  uint32_t from_out;     /* the first tiled result */
} pt_prop_fit;
_Static_assert(sizeof(pt_prop_fit) == 16, "pt_prop_fit: 16 bytes, 4 per cache line");

enum { PT_PROP_MEMO_STALE = 0, PT_PROP_MEMO_BUSY, PT_PROP_MEMO_READY };
enum { PT_PROP_FLOW_FORWARD = 1, PT_PROP_FLOW_BACKWARD = 2 };

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

/* What the fit tests read about one value while one axis propagates,
 * packed in 8 bytes (the pt_decision is 20 and sits in a per-axis array
 * next to cold provenance). kind/dim/reducer mirror the value's decision on
 * the axis and follow every commit; the rest depends only on the other
 * axes, whose decisions do not change while this one propagates. */
typedef struct {
  uint8_t kind;          /* pt_decision_kind on the axis */
  int8_t dim;            /* TILED: the dim */
  uint8_t reducer;       /* PARTIAL: pt_reducer */
  uint8_t decidable;     /* pt_prop_decidable */
  uint16_t div_mask;     /* dims whose local size without the axis the axis size divides */
  uint8_t tiled_other;   /* other axes tiling the value */
  uint8_t chunked_other; /* other axes on which it is TILED or PARTIAL */
} pt_prop_hot;


typedef PT_VEC(uint32_t) pt_prop_u32_vec;

/* What the fit tests read while one axis propagates. The state is read
 * only: the functions that write (pt_prop_engine_run's commits,
 * pt_prop_record_conflicts) take the partition as a separate, mutable
 * argument, so that the const queries (pt_partition_op_entry and friends)
 * build a context straight from a const state. What the context owns
 * (memo, hot, operand_sizes_ok, cross_entry) is its own scratch. */
typedef struct {
  const pt_partition *p;
  const pt_module *m;
  const pt_prop_cache *c;
  uint32_t axis;
  int64_t size; /* the axis size */
  uint32_t tactic;
  pt_prop_fit *memo;    /* per cached op: 16 bytes, 4 per cache line */
  /* Set while several threads judge values: pt_prop_eval then claims an
   * op's memo before filling it. */
  bool shared;
  /* Per value id below c->n_values (see pt_prop_hot); NULL in one-off
   * contexts, which read the decisions themselves. */
  pt_prop_hot *hot;
  /* Per slot of c->dims (entry e of op k, operand i): whether the operand's
   * sizes let the axis cut it on that dim (PT_PROP_SIZES_*). That depends only on
   * the other axes and on the entries ops use there (cross_entry), which
   * are fixed once asked, so it is kept from its first test; NULL in
   * one-off contexts. */
  uint8_t *operand_sizes_ok;
  /* Set while asking which entry an op uses on another axis: that inner
   * fit test does not look across axes again (no recursion). */
  bool single_axis;
  /* The entry each op uses on each other axis (decisions there do not
   * change while this axis propagates): 0 until asked, PT_NONE for no
   * unique entry, else the entry + 1 (so that the array starts as zeroed
   * memory, touched only where asked); NULL in one-off contexts. */
  uint32_t *cross_entry;
  /* Optional (a candidate workspace, which keeps one context for many
   * evaluations): where the writes to cross_entry and operand_sizes_ok
   * that depend on the decisions of the run are logged, so that the next
   * evaluation forgets exactly those (as a fresh context would) instead
   * of clearing the whole arrays. A size test that consulted no
   * cross_entry reads only the other axes, which do not change between
   * evaluations, so it is not logged and stays known. */
  pt_prop_u32_vec *run_log;
  /* Optional incremental fits (pt_prop_fits_init; a candidate workspace,
   * whose context lives across many evaluations): per counted op k, from
   * fit_base[k] on, one count per TMR entry of the tests that entry fails
   * under the current decisions. An op is counted when its size tests
   * read no cross_entry (the usual case), so that everything an entry
   * tests apart from the decisions of the op's own values on this axis is
   * fixed: a count then changes only with those decisions
   * (pt_prop_fits_change), and evaluating the op reads the counts instead
   * of testing every entry again. fit_base[k] is PT_NONE for the others,
   * which are evaluated as in pt_propagate. */
  uint32_t *fit_base;
  uint16_t *fit_fails;
} pt_prop_ctx;

enum { PT_PROP_SIZES_UNKNOWN = 0, PT_PROP_SIZES_OK, PT_PROP_SIZES_FAIL };

/* An entry of pt_prop_ctx.run_log: a slot of operand_sizes_ok, or with
 * this bit an index into cross_entry. */
#define PT_PROP_LOG_CROSS 0x80000000u

/* False (x zeroed, nothing to free) when the host has no memory. */
bool pt_prop_ctx_init(pt_prop_ctx *x, const pt_partition *p, uint32_t axis, uint32_t tactic);
void pt_prop_ctx_free(pt_prop_ctx *x);
/* Counts every entry's failed tests under the current decisions (see
 * fit_base); from then on, every change of a value's packed decision on
 * the axis must be reported with pt_prop_fits_change (or the counts of
 * the ops around it put back as they were). *n_fits gets the number of
 * counts in fit_fails. False when the host has no memory (x then has no
 * counts, as before the call). */
bool pt_prop_fits_init(pt_prop_ctx *x, uint32_t *n_fits);
/* Value v's packed decision changed from `was` to `now` (x->hot[v] already
 * says `now`): the counts of the entries of the ops around it follow. */
void pt_prop_fits_change(pt_prop_ctx *x, uint32_t v, pt_prop_hot was, pt_prop_hot now);

static inline const pt_decision *pt_prop_dec(const pt_prop_ctx *x, uint32_t value) {
  return pt_decision_get(x->p, value, x->axis);
}

/* The decision kind of `value` on x's axis, from the packed copy when
 * there is one. */
static inline uint8_t pt_prop_kind_of(const pt_prop_ctx *x, uint32_t value) {
  return x->hot && value < x->c->n_values ? x->hot[value].kind : pt_prop_dec(x, value)->kind;
}

/* Whether operand i of cached op k is cut on x's axis (pt_action_cut_use):
 * the fit tests then treat it as OPEN, and the op says nothing to it. */
static inline bool pt_prop_cut(const pt_prop_ctx *x, uint32_t k, uint32_t i) {
  return x->p->n_cuts && pt_partition_use_is_cut_slow(x->p, x->c->ops.data[k].op, i, x->axis);
}

/* Cached op k's record. */
static inline const pt_prop_op *pt_prop_op_of(const pt_prop_ctx *x, uint32_t k) { return &x->c->ops.data[k]; }

/* Whether propagation may decide `value` at all: partitioned, not a token. */
bool pt_prop_decidable(const pt_prop_ctx *x, uint32_t value);

/* The entries of cached op `k` that fit the current decisions (memoised
 * until one of its operands or results is decided). Safe to call from
 * several threads at once while x->shared is set and nothing is committed. */
const pt_prop_fit *pt_prop_eval_stale(pt_prop_ctx *x, uint32_t k);
/* The common case inline: judging a value asks for every op around it,
 * and most are up to date. */
static inline const pt_prop_fit *pt_prop_eval(pt_prop_ctx *x, uint32_t k) {
  const pt_prop_fit *f = &x->memo[k];
  if (atomic_load_explicit(&f->state, memory_order_acquire) == PT_PROP_MEMO_READY) return f;
  return pt_prop_eval_stale(x, k);
}

/* Whether entry e of cached op k fits the decisions of the operand/result
 * positions in sel[0..n_sel) (positions: operands 0..n-1, then results),
 * or of all positions when sel is NULL. Divisibility of every tiled dim by
 * the axis size (local sizes) and the reshape group rule always apply. */
bool pt_prop_entry_fits(const pt_prop_ctx *x, uint32_t k, uint32_t e, const uint32_t *sel, uint32_t n_sel);

/* Every candidate decision for the open value v: from its defining op
 * (forward), from its uses (backward) and from its data-flow groups. */
void pt_prop_candidates(pt_prop_ctx *x, uint32_t v, pt_prop_cands *out);

/* ---- the round engine (propagate.c) ---- */

/* The frontier and round buffers of propagation, reusable between runs:
 * pt_propagate makes one per call, a candidate workspace (candidate.c)
 * keeps one for all its evaluations. */
typedef struct pt_prop_engine pt_prop_engine;

/* What one run touched, for a caller that undoes it or re-checks only
 * what changed (all appended, unsorted, with repeats): the ops and groups
 * of every round's frontier, the values judged, and the values decided. */
typedef struct {
  PT_VEC(uint32_t) ops, groups, values, decided;
} pt_prop_log;

/* NULL when the host has no memory. */
pt_prop_engine *pt_prop_engine_new(const pt_prop_cache *c);
void pt_prop_engine_free(pt_prop_engine *e);
/* Queues what is around value v for the first round (forget: v's decision
 * just changed, so the memoised fits of the ops around it are stale). */
void pt_prop_engine_seed(pt_prop_engine *e, pt_prop_ctx *x, uint32_t v, bool forget);
/* Queues what is around every value decided on x's axis: pt_propagate's
 * first round. */
void pt_prop_engine_seed_decided(pt_prop_engine *e, pt_prop_ctx *x);
/* Runs rounds to a fixed point from what is queued, committing into p,
 * the partition x reads (decisions; x->hot and memos) with tactic
 * x->tactic; `use_pool`: large rounds may use p's workers. Records no
 * conflicts. False when the host ran out of memory: the rounds stopped
 * before a commit they could not see whole (p holds the decisions of the
 * rounds before, a state short of the fixed point; the log, if any, may
 * miss what the last round touched), and the engine is ready for another
 * run. */
bool pt_prop_engine_run(pt_prop_engine *e, pt_prop_ctx *x, pt_partition *p, uint64_t order_seed, bool use_pool,
                        pt_prop_log *log);

/* ---- propagate_conflict.c ---- */

/* A conflict found by a check, with where the full scan meets it:
 * order = phase << 32 | index, phase 0 = op k (cache order), 1 = group,
 * 2 = value. pt_prop_record_conflicts keeps, in this order, those whose
 * key (pt_conflict_key) is not yet recorded. */
typedef struct {
  uint64_t order;
  pt_conflict c;
} pt_prop_found;
typedef PT_VEC(pt_prop_found) pt_prop_found_vec;

enum { PT_PROP_PHASE_OP = 0, PT_PROP_PHASE_GROUP = 1, PT_PROP_PHASE_VALUE = 2 };

/* The key under which a conflict is recorded once: the op, or for
 * PT_CONFLICT_VALUE the value. */
uint64_t pt_conflict_key(const pt_conflict *c);

/* Appends what the checks of the listed ops (cache indices), groups and
 * values find on x's axis, in scan order; each list sorted ascending,
 * without repeats. With all lists NULL: every op, group and value (the
 * full scan, single-threaded). Both false when the host has no memory
 * (out may then miss findings). */
bool pt_prop_check_items(pt_prop_ctx *x, const uint32_t *ops, uint32_t n_ops, const uint32_t *groups,
                         uint32_t n_groups, const uint32_t *values, uint32_t n_values, pt_prop_found_vec *out);
bool pt_prop_check_all(pt_prop_ctx *x, pt_prop_found_vec *out);


/* Records into p (the partition x reads) the conflicts of the current
 * state (a fixed point) on x->axis that are not yet recorded, in program
 * order (ops, then data-flow groups, then values). With `workers` (NULL:
 * the caller alone) the checks of ops and of values are split among them.
 * False when the host has no memory: then some may be missing (and
 * those recorded are real conflicts of the state). */
bool pt_prop_record_conflicts(pt_prop_ctx *x, pt_partition *p, pt_workers *workers);

#endif /* PT_PROPAGATE_INTERNAL_H */
