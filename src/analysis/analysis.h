/* analysis.h - named dimension analysis (the TOAST design, seed 001): which
 * tensor dims must be sharded alike, where the program forces a choice,
 * which blocks repeat, and the decision space a search walks.
 *
 * Every dim of every partitioned value gets a name (a node: value v's dim
 * d is node base[v] + d). Each op's TMR entries say which operand and
 * result dims are cut together (an entry tiling operand dims and result
 * dims, or a contraction's operand dims that make partial sums); the data-
 * flow groups of while/if/case and identity ops say which values are one.
 * A union-find over those identities gives the equivalence classes: the
 * named dimensions. Tiling one class on a mesh axis is one decision that
 * propagation carries through all its members.
 *
 * A conflict is a class that cannot be tiled on one axis everywhere: it
 * holds two dims of one value, or two operand dims of one op that no TMR
 * entry cuts together (attention's Q.Kt, where the query and key sequence
 * dims both come from the input's sequence dim). Its origin is the op where
 * two operands bring the class in at incompatible positions; cut k leaves
 * operand k's side whole: the minimum set of def-use edges (priced by the
 * all_gathers they cost and the bytes left whole) whose removal separates
 * that operand's dim from the others and from the class's arguments, and
 * leaves no other conflict on the tiled side. The analysis reports the
 * edges, the price and the classes that result.
 *
 * Layer grouping: classes whose members have the same op structure and
 * shapes (an order-independent hash) form one group, so one decision tiles
 * the same dim of every layer and the decision space does not grow with
 * the depth of the model.
 *
 * Sections, one per .c file:
 *   analysis.c  names, identities, union-find, classes and their figures
 *   conflict.c  conflicts, their origins, conflict groups
 *   cut.c       the minimum cuts of the conflicts and the classes they leave
 *   group.c     layer groups, roles (batch, vocab, Megatron), decisions
 *   report.c    text and JSON reports
 */
#ifndef PT_ANALYSIS_H
#define PT_ANALYSIS_H

#include "../partition/partition.h"

/* What a class is for, found by structure (names are hints only). */
typedef enum {
  PT_ROLE_NONE = 0,
  PT_ROLE_BATCH,  /* dim 0 of the batch inputs */
  PT_ROLE_HEADS,  /* Megatron: attention heads (a batch dim of the attention dots) */
  PT_ROLE_HIDDEN, /* Megatron: MLP hidden units */
  PT_ROLE_VOCAB,  /* the vocabulary dim of an embedding table a gather reads */
} pt_dim_role;

/* Where a class's bytes live. */
enum { PT_BYTES_PARAMS, PT_BYTES_OPT, PT_BYTES_INPUTS, PT_BYTES_ACT, PT_BYTES_N };

typedef struct {
  uint32_t value, dim;
} pt_dim_ref;

typedef struct {
  uint32_t first, n_members; /* members[first .. first + n_members): (value, dim), value order */
  uint32_t n_values;         /* distinct values among the members */
  int64_t size;              /* the size of the naming member's dim */
  int64_t gcd;               /* a mesh axis can tile the class iff its size divides gcd */
  int64_t min_size, max_size;
  uint64_t bytes[PT_BYTES_N]; /* bytes of the values it cuts, by kind (a value counted once) */
  double flops;               /* FLOPs of the dots/convolutions whose contracting dims it holds */
  uint32_t name_member;       /* index into members: the most telling member */
  uint32_t group;             /* layer group */
  uint32_t n_doubled;         /* values with two or more dims in the class */
  uint8_t role;               /* pt_dim_role */
} pt_dim_class;

/* Cut k of a conflict (cut.c): the minimum set of def-use edges whose
 * removal separates operand k's dim at the origin op (for every conflict
 * of the conflict group at once) from the other operands' dims and the
 * class's arguments. The arguments' side S is tiled by the decision, the
 * operand's side T stays whole. `operand`/`dim` name operand k; the cut's
 * edges are cut_edges[first_edge .. first_edge + n_edges) of the analysis,
 * one per use, shared by every conflict of the group; `bytes` is the price
 * of the whole group's cut (the all_gathers of the values tiled in S whose
 * uses are in T; uses in S of values in T slice them, free). Before a cut
 * separates anything (separated false: no finite cut, e.g. an argument on
 * both sides) bytes is operand k's size, n_edges 0. kept_members and
 * cut_members count the dims of S and T, n_classes_after the classes the
 * conflicting classes become. */
typedef struct {
  uint32_t operand, dim;
  uint64_t bytes;
  uint32_t kept_members, cut_members; /* 0 until evaluated */
  bool separated;
  uint32_t first_edge, n_edges;
  uint32_t n_classes_after;
} pt_dim_cut;

/* One def-use edge of a cut: operand `operand` of op `op` (an op id) no
 * longer takes value `value`'s decision on the axis (pt_action_cut_use);
 * `bytes`: the all_gather it costs, 0 where the use slices a whole value. */
typedef struct {
  uint32_t op, operand, value;
  uint64_t bytes;
} pt_dim_edge;

enum { PT_MAX_CUTS = 4 };

typedef struct {
  uint32_t op;       /* origin op id; PT_NONE when the class doubles a value with no such op */
  uint32_t cls;      /* the class */
  uint32_t value;    /* a value with two dims in the class (PT_NONE if none) */
  uint32_t n_cuts;
  pt_dim_cut cuts[PT_MAX_CUTS];
  uint32_t group;    /* conflict group: structurally identical origins share one */
} pt_dim_conflict;

/* A layer group: classes of one structure. */
typedef struct {
  uint32_t first, n_classes; /* group_classes[first .. ) */
  uint64_t hash;
} pt_dim_group;

/* A single decision: tile group `group` on mesh axis `axis`, or (cut >= 0)
 * take cut `cut` of conflict group `group` on `axis`: its def-use edges
 * are cut on the axis and the class's arguments (the side S) tiled there,
 * so the class splits and operand `cut`'s side stays whole. */
typedef struct {
  uint32_t group;
  uint32_t axis;
  int32_t cut; /* -1: a class decision */
} pt_decision_item;

typedef struct {
  const pt_module *m;
  uint32_t func;
  pt_mesh mesh; /* n_axes 0 without a mesh */
  pt_prop_cache *cache; /* the TMR entries and data-flow groups the identities come from (owned) */
  uint32_t n_values;
  uint32_t *base;      /* per value id: first node, PT_NONE when the value is not partitioned */
  uint32_t n_nodes;
  uint32_t *node_class; /* per node: class id */
  pt_dim_ref *members;  /* n_nodes, sorted by class */
  PT_VEC(pt_dim_class) classes;        /* by class id (program order of first member) */
  uint32_t *order;                     /* class ids, largest first */
  PT_VEC(pt_dim_conflict) conflicts;
  PT_VEC(pt_dim_edge) cut_edges;       /* the edges of every cut (pt_dim_cut.first_edge) */
  PT_VEC(pt_dim_group) groups;         /* layer groups (of classes) */
  uint32_t *group_classes;
  uint32_t n_conflict_groups;
  uint32_t *conflict_group_first; /* per conflict group: its first conflict */
  uint32_t *conflict_group_count;
  PT_VEC(pt_decision_item) decisions;  /* grouped decisions (needs a mesh) */
  uint64_t n_decisions_ungrouped;
  uint32_t n_tileable;                 /* classes some axis (or, without a mesh, 2) divides */
  double seconds;                      /* time the analysis took */
  double seconds_cuts;                 /* of which the minimum cuts (cut.c) */
  /* Sticky: a step could not allocate (it stopped there, leaving what it
   * had made consistent). pt_analysis_run reports PT_ERR_NOMEM; a caller
   * of a single step (pt_analysis_roles) checks it. */
  bool oom;
} pt_analysis;

/* Analyses function `func` of a verified module. `mesh` may be NULL (no
 * divisibility per axis, no decisions). Never fails on a verified module;
 * the status is for a bad function id. */
pt_status *pt_analysis_run(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_analysis *out);
/* The same over a propagation cache of (m, func) (NULL: built here). On
 * error out holds nothing; PT_ERR_NOMEM when the host has no memory. */
pt_status *pt_analysis_run_cached(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_prop_cache *cache,
                                  pt_analysis *out);
/* The classes, their figures and roles only: no conflicts, cuts, layer
 * groups or decisions (half the time of pt_analysis_run, which the
 * structural built-ins, run on every schedule, do not need). */
pt_status *pt_analysis_run_classes(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_analysis *out);
/* The same over an existing propagation cache of `func` (retained, not
 * copied; NULL builds one): a partitioning state's own. */
pt_status *pt_analysis_run_classes_cached(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_prop_cache *cache,
                                          pt_analysis *out);
void pt_analysis_free(pt_analysis *a);

/* The class of value v's dim d, or PT_NONE when v is not partitioned. */
static inline uint32_t pt_analysis_class_of(const pt_analysis *a, uint32_t v, uint32_t d) {
  return v < a->n_values && a->base[v] != PT_NONE ? a->node_class[a->base[v] + d] : PT_NONE;
}

/* Whether mesh axis `axis` (a size) can tile class c. */
static inline bool pt_analysis_divides(const pt_dim_class *c, int64_t size) {
  return size >= 2 && c->gcd % size == 0;
}

/* ---- analysis.c ---- */

/* Unions into parent[]/rank[] (union-find over the nodes, plus one spare
 * node `fresh`) every identity of the function; with skip_op (a cached
 * op index, PT_NONE for none) the position skip_pos on dim skip_dim of
 * that op takes the node `fresh` instead of its value's: that def-use
 * edge is cut. */
void pt_analysis_union_all(pt_analysis *a, uint32_t *parent, uint32_t *rank, uint32_t skip_op, uint32_t skip_pos,
                           int32_t skip_dim, uint32_t fresh);

/* Whether value v is an argument of the analysed function, and its group
 * (PT_BYTES_PARAMS, _OPT or _INPUTS by the first component of its
 * jax.arg_info name; `params_prefix`/`opt_prefix` NULL: "params", "opt_state"). */
/* Bytes of value v's tensor (UINT64_MAX on overflow). */
uint64_t pt_analysis_value_bytes(const pt_module *m, uint32_t v);
/* A monotonic clock in seconds (for the analysis's own timings). */
double pt_analysis_now(void);
/* Hash combining step (layer groups, conflict groups). */
uint64_t pt_analysis_mix(uint64_t h, uint64_t x);
/* For n keys: leader[i] = the smallest index whose key equals keys[i]
 * (malloc'ed): items of equal structure grouped. */
uint32_t *pt_analysis_leaders(const uint64_t *keys, uint32_t n);

bool pt_analysis_is_arg(const pt_analysis *a, uint32_t v, uint32_t *arg_index);
int pt_analysis_arg_kind(const pt_analysis *a, uint32_t arg_index, const char *params_prefix, const char *opt_prefix);
/* The jax.arg_info / jax.result_info name of an argument (NULL if none). */
const char *pt_analysis_arg_name(const pt_analysis *a, uint32_t arg_index);

/* ---- conflict.c ---- */

/* Finds the conflicts of the classes (after the classes are final) and
 * the classes each cut leaves (computed once per conflict group). */
void pt_analysis_conflicts(pt_analysis *a);

/* ---- cut.c ---- */

/* The minimum cuts of every conflict group (after conflict groups). */
void pt_analysis_cuts(pt_analysis *a);

/* ---- group.c ---- */

/* Layer groups and decisions (after conflicts). */
void pt_analysis_groups(pt_analysis *a);
/* Roles: the classes of the batch inputs' dim 0 (named under
 * `batch_prefix`, NULL: "batch"), the Megatron classes, the vocabulary
 * classes of gathers' tables; also used by the built-in tactics. */
void pt_analysis_roles(pt_analysis *a, const char *const *prefixes);

/* The seeds of a class decision: every argument member (value, dim), in
 * argument order; when the class holds no argument, its first member. */
uint32_t pt_analysis_class_seeds(const pt_analysis *a, uint32_t cls, pt_dim_ref *out, uint32_t cap);

/* Applies decision `i` to p (which must be over the same module, function
 * and mesh) as tactic `tactic`: tile actions on the seeds still open (or,
 * for a cut, replicate actions on the cut operands), then propagation on
 * the axis. *n_seeds: actions taken. */
pt_status *pt_analysis_apply(const pt_analysis *a, uint32_t i, pt_partition *p, uint32_t tactic, uint32_t *n_seeds);

/* ---- report.c ---- */

/* "heads (4): params['layers'][*]['attn']['wq'] dim 1" for class c. */
void pt_analysis_class_name(const pt_analysis *a, uint32_t c, pt_buf *out);
/* "tile heads (4) on 'model'" / "cut ... " for decision i. */
void pt_analysis_decision_describe(const pt_analysis *a, uint32_t i, pt_buf *out);
void pt_analysis_report(const pt_analysis *a, bool json, pt_buf *out);

#endif /* PT_ANALYSIS_H */
