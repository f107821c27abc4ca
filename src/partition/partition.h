/* partition.h - mesh, partitioning state (PartIR:Core), actions and
 * propagation.
 *
 * The state records, for every value of a function and every mesh axis, what
 * has been decided about that value on that axis:
 *
 *   OPEN        nothing yet; a later tactic may still claim it
 *   TILED d     the value is `loop a [#tile<d>]`: device r on axis a holds
 *               chunk r of dim d
 *   PARTIAL red the value is produced inside `loop a [#sum]` (or another
 *               reducer): device r holds a term; combining the terms gives the
 *               value. Lowering inserts all_reduce or reduce_scatter.
 *   REPLICATED  pinned whole on a by the replicate action; propagation
 *               never tiles it (and never decides REPLICATED itself: a value
 *               an op needs whole stays OPEN and the op is a conflict)
 *
 * Several axes may tile the same dim; their order on that dim (major to
 * minor) is the order in which they were decided (`seq`). A value's local
 * dim = global dim / product of the sizes of the axes tiling it.
 *
 * Decisions are monotone: once a (value, axis) leaves OPEN it never changes.
 * Each decision keeps its provenance: the tactic that caused it and the op
 * (or seed action) through which propagation reached it, so `partir explain`
 * can print the path and conflicts can name what collided.
 *
 * Sections, one per .c file:
 *   mesh.c        mesh parsing ("batch=8,model=4")
 *   state.c       the state arrays, actions, queries
 *   propagate.c   forward/backward propagation to a fixed point, per axis
 *                 (propagate_cache.c: uses, TMR entries and data-flow edges
 *                 of a function, computed once; propagate_conflict.c: the
 *                 conflicts of a fixed point)
 *   candidate.c   compact candidates for search: 4-byte decisions and a
 *                 Zobrist hash, and "parent + one tile action" evaluated
 *                 in a reusable workspace by propagating from the action
 *                 alone (same result as pt_propagate on a copy)
 *   core_print.c  the state printed as PartIR:Core (loops and slices)
 *   core_lower.c  the Core program as sequential StableHLO (loops unrolled)
 */
#ifndef PT_PARTITION_H
#define PT_PARTITION_H

#include "../ir/ir.h"
#include "tmr.h"

/* ---- mesh.c ---- */

enum { PT_MESH_MAX_AXES = 8, PT_MESH_NAME_MAX = 32 };

typedef struct {
  uint32_t n_axes;
  char names[PT_MESH_MAX_AXES][PT_MESH_NAME_MAX];
  int64_t sizes[PT_MESH_MAX_AXES];
} pt_mesh;

/* Parses "batch=8,model=4": 1 to PT_MESH_MAX_AXES axes in order, names
 * [A-Za-z_][A-Za-z0-9_]* shorter than PT_MESH_NAME_MAX, decimal sizes >= 1,
 * no duplicates, product < 2^31; spaces and tabs may surround tokens.
 * Errors quote the text and give the column of the offending part:
 * `error: invalid mesh "batch=0" at column 7: axis 'batch' has size 0; ...`. */
pt_status *pt_mesh_parse(const char *text, pt_mesh *out);
int64_t pt_mesh_num_devices(const pt_mesh *mesh);
/* Axis index by name, or -1. */
int32_t pt_mesh_axis(const pt_mesh *mesh, const char *name);

/* ---- mesh_subaxes.c: axes named as Shardy sub-axes, `x:(pre)size` ---- */

/* Whether `name` is a sub-axis name; its base axis (PT_MESH_NAME_MAX
 * bytes), pre-size and size. */
bool pt_mesh_subaxis(const char *name, char *base, int64_t *pre, int64_t *size);
/* The mesh with the sub-axes of each axis merged back into it, and per
 * axis of `mesh` (axis_of may be NULL) its axis in `merged`. */
void pt_mesh_merge_subaxes(const pt_mesh *mesh, pt_mesh *merged, uint32_t *axis_of);
/* The axes[0..n) of one dim sharding as Shardy writes them: `"y", "x":(1)2`
 * (consecutive pieces of one axis merged; all of them: `"x"`). */
void pt_mesh_sdy_axes_text(const pt_mesh *mesh, const uint32_t *axes, uint32_t n, pt_buf *out);

/* ---- state.c ---- */

typedef enum {
  PT_DECISION_OPEN = 0,
  PT_DECISION_TILED,
  PT_DECISION_PARTIAL,
  PT_DECISION_REPLICATED,
} pt_decision_kind;

typedef struct {
  uint8_t kind;    /* pt_decision_kind */
  int8_t dim;      /* TILED: the dim */
  uint8_t reducer; /* PARTIAL: pt_reducer */
  uint8_t pad_;
  uint32_t seq;    /* global decision counter: orders axes on a dim */
  uint32_t tactic; /* index of the tactic that caused it */
  uint32_t via_op; /* op through which propagation decided it; PT_NONE for a seed action */
  uint32_t from;   /* value it was propagated from; PT_NONE for a seed */
} pt_decision;

/* Why propagation stopped somewhere (propagate.c documents each case). */
typedef enum {
  PT_CONFLICT_NO_FIT = 0, /* an operand is tiled but no TMR entry fits the
                             decisions around the op (e.g. Z3 after BP) */
  PT_CONFLICT_AMBIGUOUS,  /* several entries fit: no choice is made */
  PT_CONFLICT_VALUE,      /* an open value gets different decisions from its
                             neighbours (its def, its uses, data-flow edges) */
  PT_CONFLICT_EDGE,       /* values joined by a data-flow edge (while carry,
                             if/case result, identity op) decided differently */
} pt_conflict_kind;

/* A place where propagation stopped on `axis`. Recorded once per (op, axis)
 * (per (value, axis) for PT_CONFLICT_VALUE); conflicts are computed from
 * the fixed point, so they do not depend on the visiting order. */
typedef struct {
  uint32_t op;         /* where: the op (VALUE: the op of one of the colliding candidates) */
  uint32_t axis;
  uint32_t tactic;     /* the tactic being propagated when it was found */
  uint32_t values[2];  /* two of the values whose decisions collided (PT_NONE if only one) */
  uint32_t tactics[2]; /* the tactics that made those decisions (PT_NONE when open) */
  uint32_t value;      /* VALUE: the value left open; PT_NONE otherwise */
  uint8_t kind;        /* pt_conflict_kind */
} pt_conflict;

/* Derived facts about one function that propagation and the actions need:
 * which values and ops are partitioned, uses, cached TMR entries, data-flow
 * edges (propagate_cache.c). Built by pt_partition_init, read-only, shared
 * by copies. */
typedef struct pt_prop_cache pt_prop_cache;

/* A record of how a state was reached that its decisions do not hold, for
 * reports: the automatic tactics' searches (src/search/auto.c adds one
 * JSON object per automatic tactic; the HTML page draws them). Immutable
 * once added; a list, newest first, shared by copies (reference counted),
 * so copying a state inside a search costs nothing for it. */
typedef struct pt_partition_note {
  _Atomic uint32_t refs;
  struct pt_partition_note *next;
  size_t len;
  char text[]; /* NUL-terminated */
} pt_partition_note;

/* A def-use edge cut on one axis (pt_action_cut_use): operand `operand`
 * of op `op` (an op id) does not take its value's decision on `axis`. */
typedef struct {
  uint32_t axis, op, operand;
} pt_use_cut;

/* Partitioning state of one function of a module. Values are the module's
 * value ids (only those of `func` are meaningful). Cheap to copy: flat
 * arrays, and the cache is shared. */
typedef struct {
  const pt_module *m;
  uint32_t func;
  pt_mesh mesh;
  /* Axis-major: d[axis * n_values + value], so propagating one axis walks
   * one contiguous array. */
  pt_decision *d;
  uint32_t n_values; /* m->values.len when the state was made */
  uint32_t next_seq;
  PT_VEC(pt_conflict) conflicts;
  /* Cut def-use edges, sorted by (axis, op, operand); owned (copied by
   * pt_partition_copy). Usually none, and then nothing looks them up. */
  pt_use_cut *cuts;
  uint32_t n_cuts;
  pt_prop_cache *cache; /* shared by copies (reference counted) */
  /* Threads that judge the values of a large propagation round and look
   * for conflicts (the result does not depend on them): 0 = one per online
   * processor, up to PT_PROPAGATE_MAX_THREADS; 1 = the caller alone. A
   * round is large when its frontier holds at least `parallel_min` ops,
   * and the conflict checks use the threads on functions with that many
   * ops or values (0 = the default, PT_PROPAGATE_PARALLEL_MIN); smaller
   * ones cost less than waking threads. Emission (partir_spmd_emit) reads
   * both too: threads print and verify lowered modules of at least
   * parallel_min ops (0: 4096), in pieces of parallel_min ops. */
  uint32_t threads;
  uint32_t parallel_min;
  pt_workers *workers;      /* started when first needed, kept for the next tactics; not shared by copies */
  uint32_t workers_threads; /* the `threads` they were started for */
  /* Statistics of the last pt_propagate, for reports and tests. */
  uint32_t last_rounds;  /* rounds until nothing changed (the last one included) */
  uint32_t last_decided; /* decisions it committed */
  pt_partition_note *notes; /* newest first; NULL: none */
} pt_partition;

/* On error (PT_ERR_NOMEM included) p, or dst, holds nothing: freeing it
 * is a no-op. */
pt_status *pt_partition_init(pt_partition *p, const pt_module *m, uint32_t func, const pt_mesh *mesh);
void pt_partition_free(pt_partition *p);
pt_status *pt_partition_copy(const pt_partition *src, pt_partition *dst);
/* Adds a note (text[0..len), copied) to p's list; false (p unchanged)
 * when the host has no memory. */
bool pt_partition_add_note(pt_partition *p, const char *text, size_t len);

static inline const pt_decision *pt_decision_get(const pt_partition *p, uint32_t value, uint32_t axis) {
  return &p->d[(size_t)axis * p->n_values + value];
}

/* Actions. tile(v, d, a) is legal when v is OPEN on a, 0 <= d < rank, and
 * |a| divides v's local size on d (its size divided by the axes already
 * tiling d). replicate(v, a) pins v whole on a. Errors are precise:
 * unknown axis, dim out of range, not divisible (giving the sizes), already
 * decided (naming the tactic that decided it). */
pt_status *pt_action_tile(pt_partition *p, uint32_t value, uint32_t dim, uint32_t axis, uint32_t tactic);

/* Whether tile(value, dim, axis) is legal, and if not the first rule it
 * breaks (in pt_action_tile's order), without formatting or allocating
 * anything: search probes many illegal actions, and a message costs ten
 * times the check. pt_action_tile refuses exactly when this is not
 * PT_TILE_OK, and formats its error only then. */
typedef enum {
  PT_TILE_OK = 0,
  PT_TILE_NOT_A_VALUE,   /* not a partitioned value of the function */
  PT_TILE_BAD_AXIS,      /* axis index out of range */
  PT_TILE_NOT_A_TENSOR,  /* a token */
  PT_TILE_DECIDED,       /* not OPEN on the axis */
  PT_TILE_DIM_RANGE,     /* dim >= rank */
  PT_TILE_NOT_DIVISIBLE, /* the axis size does not divide the local size */
  /* Not a rule: pt_cand_ws_tile could not evaluate a legal action for
   * want of memory (pt_action_tile_check never returns it). */
  PT_TILE_NOMEM,
} pt_tile_legality;
pt_tile_legality pt_action_tile_check(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t axis);
pt_status *pt_action_replicate(pt_partition *p, uint32_t value, uint32_t axis, uint32_t tactic);

/* Cuts the def-use edge of operand `operand` of op `op` on `axis`: on that
 * axis the op no longer sees its operand's decision. Propagation does not
 * cross the edge in either direction (the op's entries are fitted as if
 * the operand were OPEN, and the op's results say nothing to the operand),
 * and lowering converts the operand, at this use only, from the layout
 * its value has to the one the op's entry needs: an all_gather where the
 * value is tiled and the op runs whole, an all_to_all where both are tiled
 * on different dims, a slice (no communication) where the value is whole.
 * This is how a conflict's cut splits a class (analysis/cut.c). Legal for
 * an operand of an op propagation fits through TMR entries; cutting an
 * edge twice is a no-op. Cut edges before the propagation they should
 * stop: decisions already made are kept (and stay correct, converted at
 * the edge where they disagree). */
pt_status *pt_action_cut_use(pt_partition *p, uint32_t op, uint32_t operand, uint32_t axis);
bool pt_partition_use_is_cut_slow(const pt_partition *p, uint32_t op, uint32_t operand, uint32_t axis);
/* Whether that edge is cut; free when nothing is. */
static inline bool pt_partition_use_is_cut(const pt_partition *p, uint32_t op, uint32_t operand, uint32_t axis) {
  return p->n_cuts && pt_partition_use_is_cut_slow(p, op, operand, axis);
}

/* Whether actions and propagation consider `value`: a value of `func`'s
 * body or of the regions of its while/if/case ops (values inside reduction
 * bodies of reduce/sort/scatter/... are not partitioned). */
bool pt_partition_has_value(const pt_partition *p, uint32_t value);

/* Local size of `value`'s dim under the current state. */
int64_t pt_partition_local_dim(const pt_partition *p, uint32_t value, uint32_t dim);
/* Axes tiling `value`'s dim, major to minor; returns how many. */
uint32_t pt_partition_dim_axes(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t *axes);

/* Appends a short name for diagnostics: "%arg3 (params['w'])", "the result
 * of 'stablehlo.add'", "result 1 of 'stablehlo.reduce'", "argument 0 of
 * region 1 of 'stablehlo.while'"; with_loc appends " at LINE:COL" to those
 * defined by an op. */
void pt_partition_describe_value(const pt_partition *p, uint32_t value, bool with_loc, pt_buf *out);
/* "open", "tiled<1>", "partial<sum>", "replicated". */
void pt_decision_describe(const pt_decision *d, pt_buf *out);
/* One line saying where, on which axis, and which values (with their
 * decisions and tactics) collided. */
void pt_conflict_describe(const pt_partition *p, const pt_conflict *c, pt_buf *out);

/* ---- propagate.c ---- */

enum { PT_PROPAGATE_MAX_THREADS = 8, PT_PROPAGATE_PARALLEL_MIN = 4096 };

/* The threads p's propagations may use: p->threads, or (0) one per online
 * processor, at most PT_PROPAGATE_MAX_THREADS. */
uint32_t pt_propagate_threads(const pt_partition *p);

/* Propagates the decisions on `axis` through the function to a fixed point:
 * forward (operands -> results) and backward (tiled results -> operands),
 * through the TMR entries of each op and through the data-flow edges of
 * while/if/case and identity ops (optimization_barrier, @Sharding, ...).
 * Runs in rounds that each read the state as it was when the round began
 * and commit only values with one single candidate decision (from a unique
 * fitting entry), so the result does not depend on the traversal order;
 * no cost heuristics; decisions already made (by any tactic) are never
 * changed. Then records the conflicts of the fixed point (pt_conflict)
 * that are not yet recorded. `order_seed` shuffles the order in which
 * values are visited within a round (0 = no shuffling): every seed gives
 * the same state, which the tests check. Without shuffling, large rounds
 * and the conflict checks run on p->threads threads, with the same result.
 * Only fails on a bad axis. The semantics are spelled out at the top of
 * propagate.c. */
pt_status *pt_propagate(pt_partition *p, uint32_t axis, uint32_t tactic, uint64_t order_seed);

/* The TMR entry that op `op` uses on `axis` under the current state: the
 * unique entry (an index in pt_tmr_for_op's order) fitting the decisions of
 * all its operands and results on the axis -- the fit test propagation
 * uses (propagate.c). False when the op runs whole on the axis: none of
 * its results is TILED or PARTIAL there, the op is not computed through
 * the TMR (while/if/case, identity ops such as optimization_barrier and
 * @Sharding, terminators, ops of reduction bodies), or no entry or several
 * entries fit (a conflict: the op computes whole values, from which the
 * decided results are sliced). */
bool pt_partition_op_entry(const pt_partition *p, uint32_t op, uint32_t axis, uint32_t *out_entry);
/* Where no unique entry fits on `axis` (a conflict), the entry that keeps
 * the decisions of the earliest tactics: entries are compared by how many
 * of the op's operands and results decided by tactic 0 they agree with
 * (tile the same dim, consume or make the same partial sums, use a
 * replicated operand whole), then tactic 1, and so on; the best must agree
 * with at least one and be better than every other, else false (the op
 * then computes whole values). The disagreeing operands are converted by
 * lowering -- e.g. with BP then Z3 the weight of a dot is all-gathered and
 * the batch-tiled activation kept: FSDP. Only divisibility is checked, as
 * for any entry. */
bool pt_partition_op_entry_resolved(const pt_partition *p, uint32_t op, uint32_t axis, uint32_t *out_entry);
/* The dims (n_operands then n_results: a dim, PT_TMR_WHOLE or -1 when
 * partial) and reducers (n_results) of an entry pt_partition_op_entry
 * returned for `op`; pointers into the shared cache. */
void pt_partition_entry_dims(const pt_partition *p, uint32_t op, uint32_t entry, const int32_t **dims,
                             const uint8_t **reducers);

/* Whether op `op` is an identity op propagation sees through (operand i
 * and result i are one value: optimization_barrier, sdy.sharding_constraint,
 * custom_call @Sharding and the other annotation calls). */
bool pt_partition_is_identity_op(const pt_partition *p, uint32_t op);

/* ---- candidate.c: compact, hashable candidates for search ---- */

/* One decision in 4 bytes, what a search needs to tell two partitionings
 * apart and to lower them, without provenance (via_op, from: the 8 bytes
 * explain reads) or the global sequence number: kind (bits 0-1), the
 * position of the axis among those tiling the same dim, major first
 * (bits 2-4), the dim (TILED), the reducer (PARTIAL), and the tactic
 * (capped at 255) -- lowering resolves conflicts by tactic priority
 * (pt_partition_op_entry_resolved), so it is part of what a candidate
 * means. OPEN is all zero. */
typedef struct {
  uint8_t kind_order;
  int8_t dim;
  uint8_t reducer;
  uint8_t tactic;
} pt_cdec;
_Static_assert(sizeof(pt_cdec) == 4, "pt_cdec: 4 bytes per value and axis");

static inline uint8_t pt_cdec_kind(pt_cdec c) { return (uint8_t)(c.kind_order & 3u); }
static inline uint8_t pt_cdec_order(pt_cdec c) { return (uint8_t)((c.kind_order >> 2) & 7u); }

/* The compact form of p's decision of `value` on `axis`. */
pt_cdec pt_cdec_of(const pt_partition *p, uint32_t value, uint32_t axis);
/* Zobrist key of decision c at index axis * n_values + value: 0 for OPEN,
 * so a state's hash is the XOR over its decided entries and changing one
 * entry is two XORs. */
uint64_t pt_cdec_zobrist(uint32_t index, pt_cdec c);

/* A whole state in compact form: n_axes * n_values decisions (axis-major,
 * as pt_partition) and their hash. Owns `d`. */
typedef struct {
  uint32_t n_values, n_axes;
  pt_cdec *d;
  uint64_t hash;
} pt_cstate;

/* These and the clone and expand below return false (out/dst zeroed,
 * nothing to free) when the host has no memory. */
bool pt_cstate_of(const pt_partition *p, pt_cstate *out);
bool pt_cstate_clone(const pt_cstate *src, pt_cstate *dst);
bool pt_cstate_equal(const pt_cstate *a, const pt_cstate *b);
void pt_cstate_free(pt_cstate *s);
/* The hash pt_cstate_of computes, without keeping the array. */
uint64_t pt_partition_hash(const pt_partition *p);

/* A candidate: what one action and its propagation changed in a parent
 * state, as sorted (index, decision) pairs -- tens to thousands of entries
 * where the state has n_axes * n_values -- plus the hash of the whole
 * resulting state (the parent's, with the changes XORed in), for
 * transposition tables. Owns its arrays; copying is O(changes). */
typedef struct {
  uint64_t hash;
  uint32_t n;
  uint32_t *index; /* axis * n_values + value, ascending */
  pt_cdec *dec;
  uint32_t n_conflicts; /* conflicts the action's propagation recorded */
} pt_candidate;

bool pt_candidate_clone(const pt_candidate *src, pt_candidate *dst);
/* Same changes (hence, over one parent, the same state). */
bool pt_candidate_equal(const pt_candidate *a, const pt_candidate *b);
void pt_candidate_free(pt_candidate *c);
/* parent with c's changes applied: the candidate as a whole state. */
bool pt_candidate_expand(const pt_candidate *c, const pt_cstate *parent, pt_cstate *out);

/* What every candidate of one parent state shares, read-only once made
 * (any number of threads may use it): the parent (borrowed: it must
 * outlive the base and not change), its compact form and hash, and per
 * axis whether the parent is at a fixed point there plus the conflicts a
 * full scan of that axis would add to it ("latent" ones: later tactics
 * on other axes can make an op's fits fewer). The propagation cache is
 * the parent's, shared by reference count as for any copy. `tactic`
 * numbers the candidates' action (e.g. the schedule's tactic count). */
typedef struct pt_cand_base pt_cand_base;
pt_status *pt_cand_base_new(const pt_partition *parent, uint32_t tactic, pt_cand_base **out);
void pt_cand_base_free(pt_cand_base *b);
const pt_cstate *pt_cand_base_cstate(const pt_cand_base *b);
/* Whether the parent is at a fixed point on `axis` (candidates there
 * propagate from their action alone; elsewhere from every decided value,
 * as pt_propagate does). */
bool pt_cand_base_stable(const pt_cand_base *b, uint32_t axis);

/* A workspace for evaluating candidates of one base on one thread: a
 * working copy of the parent plus every buffer an evaluation needs (the
 * per-axis packed views, memos, the frontier, logs), made once and reset
 * between evaluations, so that an evaluation allocates almost nothing and
 * costs what the action changes, not what the program holds. */
typedef struct pt_cand_ws pt_cand_ws;
/* NULL when the host has no memory. */
pt_cand_ws *pt_cand_ws_new(const pt_cand_base *b);
void pt_cand_ws_free(pt_cand_ws *w);

/* Applies tile(value, dim, axis) to the parent and propagates on `axis`
 * from that seed only -- exactly the decisions and conflicts of
 * pt_action_tile + pt_propagate(axis) on a copy of the parent (the tests
 * check it), with the base's tactic. An illegal action changes nothing and
 * returns why (no message is formatted). On PT_TILE_OK the workspace
 * holds the candidate (pt_cand_ws_state: lower it, simulate it, explain
 * it) until pt_cand_ws_reset, and `out` (if not NULL; free it with
 * pt_candidate_free) gets its compact form. Evaluations must be reset in
 * turn: one candidate at a time per workspace. PT_TILE_NOMEM when the
 * host ran out of memory during a legal action's evaluation: the
 * workspace is then back on the parent (as after pt_cand_ws_reset) and
 * `out` empty, so that it can evaluate the next candidate. */
pt_tile_legality pt_cand_ws_tile(pt_cand_ws *w, uint32_t value, uint32_t dim, uint32_t axis, pt_candidate *out);
const pt_partition *pt_cand_ws_state(const pt_cand_ws *w);
/* Back to the parent: undoes the candidate's decisions, conflicts and
 * memos (O(changes)). */
void pt_cand_ws_reset(pt_cand_ws *w);
/* For tests: whether the workspace's incremental per-entry counts of
 * failed fit tests equal a fresh count on its current state (on the
 * candidate's axis while one is held, else on every axis). O(program);
 * false, too, when the fresh count runs out of memory. */
bool pt_cand_ws_counts_consistent(const pt_cand_ws *w);

/* ---- core_print.c, core_lower.c ---- */

/* One loop of an op in PartIR:Core: the axis, the TMR entry the op uses on
 * it, and the smallest decision sequence number of its results there. */
typedef struct {
  uint32_t axis, entry, key;
} pt_core_loop;

/* The loops around op `op_id`, outer to inner (decision order: by key),
 * each with the unique fitting entry or, at a conflict, the entry
 * pt_partition_op_entry_resolved picks; *conflicts gets a mask of the axes
 * where results are decided but no entry can be chosen (the op computes
 * them whole). */
uint32_t pt_core_loops(const pt_partition *p, uint32_t op_id, pt_core_loop *out, uint32_t *conflicts);

/* Appends the function as PartIR:Core text (see core_print.c): each op
 * whose results are decided on some axes inside nested `loop`s with
 * `slice`s of its operands and local types, every other op as it is.
 * Without memory `out` is marked failed (pt_buf_take reports it). */
void pt_core_print(const pt_partition *p, pt_buf *out);

/* A module derived from the state's (pt_module_try_derive_room: its functions with
 * their ids, the state's module only read) holding also a function `name`
 * (public) that computes the Core program sequentially in plain StableHLO:
 * each loop unrolled, its operands cut into static slices per iteration,
 * the op run on the chunks, and the chunks concatenated (#tile) or
 * combined with the reducer in iteration order (#sum, ...). It takes the
 * same arguments and returns the same results as the partitioned function,
 * so running both checks the partitioning. The state's module must not
 * hold a function of that name. *out_m (free it before the state's
 * module) and *out_func (may be NULL) are set on success only. */
pt_status *pt_core_lower(const pt_partition *p, const char *name, pt_module **out_m, uint32_t *out_func);

#endif /* PT_PARTITION_H */
