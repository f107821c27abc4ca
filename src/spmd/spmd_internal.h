/* spmd_internal.h - state shared by the SPMD lowering (lower.c) and the
 * layout conversions it emits (convert.c). */
#ifndef PT_SPMD_INTERNAL_H
#define PT_SPMD_INTERNAL_H

#include "spmd.h"

/* One cached conversion (opts->cse): original value `value` converted to
 * `layout` is `result`. Entries are pushed in program order and popped
 * when the region that made them ends, so a conversion is only reused
 * where it dominates. */
typedef struct {
  uint32_t value;
  uint32_t result;
  uint32_t prev; /* the previous entry for the same value (PT_NONE: none) */
  pt_layout layout;
} pt_spmd_cse_entry;

/* One memoised local type (pt_spmd_local_type): global type id `global`
 * with, per axis, the dim it tiles (-1: none) -- all a local type depends
 * on -- is type id `local` of the program's module. */
typedef struct {
  uint32_t global; /* PT_NONE: empty slot */
  uint32_t local;
  int8_t dims[PT_MESH_MAX_AXES];
} pt_spmd_type_slot;

/* The replica_groups attribute of one list of axes (major to minor):
 * built once per list, shared by every collective over it. */
typedef struct {
  uint32_t n;
  uint32_t axes[PT_MESH_MAX_AXES];
  const pt_attr *groups;
  int64_t n_groups;
} pt_spmd_groups_entry;

/* What lowering made for one op of the input function's body (its
 * fragment): the ops [op_a, op_b) and values [val_a, val_b) of the
 * program (operand conversions with their bodies and constants, the local
 * op), the CSE entries [cse_a, cse_b) and the collectives [coll_a,
 * coll_b) it added. op_a == PT_NONE: none recorded (not lowered as a
 * computed op at the top level). */
typedef struct {
  uint32_t op_a, op_b, val_a, val_b, cse_a, cse_b, coll_a, coll_b;
} pt_spmd_frag;

/* A lowering kept for replay (lower_cache.c keeps the last one made
 * without a pin; lower.c records and replays it): its program's module
 * (held), each input op's fragment, and what the lowering's state was at
 * the end -- the current form and layout of every original value, its
 * CSE entries and collectives, the replica_groups it made, the new
 * function's arguments and layouts, where the coordinates end. */
typedef struct {
  pt_module *m; /* NULL: none */
  pt_spmd_frag *frag; /* per input op */
  uint32_t *cur;      /* per original value */
  pt_layout *lay;
  pt_layout *arg_lay;
  uint32_t n_ops, n_old, n_args, args_at, pro_b, body;
  PT_VEC(pt_spmd_cse_entry) cse;
  PT_VEC(pt_spmd_collective) coll;
  PT_VEC(pt_spmd_groups_entry) groups;
} pt_spmd_ref;

/* Sizes of the lowerer's conversion memo (convert.c). */
enum { PT_SPMD_CONV_NAMES = 11, PT_SPMD_CONV_SMALL_INTS = 64 };

typedef struct {
  const pt_partition *p;
  pt_module *m;
  const pt_mesh *mesh;
  const pt_spmd_options *opts;
  pt_spmd_program *prog;
  pt_builder b;
  uint32_t n_old;    /* values of the module before lowering */
  uint32_t *cur;     /* original value -> the new value holding it */
  pt_layout *lay;    /* original value -> the layout cur[] is in */
  /* This device's coordinate on each axis of size > 1 as a tensor<i64>
   * scalar (PT_NONE on axes of size 1 or a one-device mesh). */
  uint32_t coord[PT_MESH_MAX_AXES];
  uint32_t loop_depth; /* while bodies around the insertion point */
  uint32_t depth;      /* regions around the insertion point (recursion guard) */
  PT_VEC(pt_spmd_cse_entry) cse;
  uint32_t *cse_head; /* original value -> its newest entry in cse (PT_NONE: none) */
  PT_VEC(pt_spmd_groups_entry) groups;
  /* Local types already interned by this lowering (open addressing,
   * power-of-two capacity): a transformer's layers repeat a few shapes,
   * so almost every local type is found here instead of being built and
   * hashed whole again. */
  pt_spmd_type_slot *types;
  uint32_t types_cap, types_len;
  void *scratch; /* lower_computed's arrays */
  size_t scratch_cap;
  /* Replaying the pinned parent's fragments (NULL: not replaying): ref,
   * pmap (a parent value -> the value standing for it here, PT_NONE: none
   * yet) and chain_ok (per original value: no use of it has been lowered
   * anew, so its CSE entries are the parent's, mapped). */
  const pt_spmd_ref *ref;
  uint32_t *pmap;
  uint32_t pmap_len;
  uint8_t *chain_ok;
  uint32_t channel_name; /* "channel_handle" in m's strings (0: not looked up) */
  /* pt_spmd_channel_handle's names and `type = 1` (NULL: not made yet). */
  uint32_t handle_name, type_name;
  const pt_attr *handle_type;
  /* The run of replayed fragments not copied yet (run: there is one): the
   * parent's ops [run_op_a, run_op_b), values [run_val_a, run_val_b) and
   * collectives [run_coll_a, run_coll_b), to be ops and values from
   * run_dop and run_dval here. */
  bool run;
  uint32_t run_op_a, run_op_b, run_val_a, run_val_b, run_coll_a, run_coll_b, run_dop, run_dval;
  pt_spmd_ref *rec; /* recording this lowering's fragments (NULL: not) */
  /* What every conversion builds that depends on nothing but the module
   * (convert.c): the attribute names it spells (ids + 1 in m's strings, 0:
   * not interned yet), the unit attribute, the scalar type of each dtype
   * (id + 1, 0: not yet) and i64 integer attributes of small values
   * (NULL: not made yet). Attributes are never written once made, so
   * every collective may share them; made anew per conversion they cost
   * a hash and an arena block each, for identical text. */
  uint32_t conv_name[PT_SPMD_CONV_NAMES];
  const pt_attr *conv_unit;
  uint32_t conv_scalar[PT_DTYPE_COUNT];
  const pt_attr *conv_i64[PT_SPMD_CONV_SMALL_INTS];
} pt_spmd_lowerer;

/* lower_cache.c: the cache is (re)bound to p's module, function and mesh
 * before a lowering; find points *lays at the plan of op_id (its operands'
 * layouts, then its results') when its signature is known -- valid until
 * the next put -- else remembers the signature for the put that follows. */
pt_status *pt_spmd_cache_bind(pt_spmd_cache *c, const pt_partition *p);
bool pt_spmd_cache_find(pt_spmd_cache *c, const pt_partition *p, uint32_t op_id, const pt_layout **lays,
                        bool *looped);
/* The lowering planned every op: the per-op plans match the state. When
 * it recorded its fragments (`lowered`: its module, else NULL), they
 * become the reference replayed under a pin (the module is held). */
void pt_spmd_cache_done(pt_spmd_cache *c, pt_module *lowered);
/* The reference to replay from in the lowering being bound (the cache is
 * pinned to the state it was recorded for), else NULL. */
const pt_spmd_ref *pt_spmd_cache_replay_ref(const pt_spmd_cache *c);
/* Where this lowering records its fragments (it is not pinned), else NULL. */
pt_spmd_ref *pt_spmd_cache_recording(pt_spmd_cache *c);
/* Whether op_id keeps its plan from the pinned state (none of its values
 * changed): counted as kept when `count`. */
bool pt_spmd_cache_kept(pt_spmd_cache *c, const pt_partition *p, uint32_t op_id);
/* The plan the pinned state used for op_id (operands', then results'
 * layouts); false when not pinned or it has none. */
bool pt_spmd_cache_parent_plan(const pt_spmd_cache *c, uint32_t op_id, const pt_layout **lays, bool *looped);
/* Counts a replayed fragment. */
void pt_spmd_cache_count_replay(pt_spmd_cache *c);
/* A fresh stablehlo.channel_handle attribute (the program's next channel). */
const pt_attr *pt_spmd_channel_handle(pt_spmd_lowerer *lw);
void pt_spmd_cache_put(pt_spmd_cache *c, const pt_partition *p, const pt_layout *in_l, const pt_layout *out_l,
                       bool looped);

/* Drops the CSE entries made since `mark` (a region ended). */
void pt_spmd_cse_pop(pt_spmd_lowerer *lw, uint32_t mark);

/* Converts original value `value`, held as new value `v` in layout `from`,
 * to layout `to` at the builder's insertion point; *out gets the new
 * value. `user` is the original op that needs it (recorded with each
 * collective). Fails only on chunks that do not divide. */
pt_status *pt_spmd_convert(pt_spmd_lowerer *lw, uint32_t value, uint32_t v, const pt_layout *from,
                           const pt_layout *to, uint32_t user, uint32_t *out);

/* Converts the current form of original value `value` to `to` (through the
 * CSE cache when enabled). */
pt_status *pt_spmd_use(pt_spmd_lowerer *lw, uint32_t value, const pt_layout *to, uint32_t user, uint32_t *out);

/* Records collective `emitted`, the copy of op `orig` of a manual
 * computation's body, among the program's collectives (kind, the mesh
 * axes its replica_groups group, bytes), so that it is counted, predicted
 * and simulated like those partir emits; its channel_handle is replaced
 * by the next of the program's (the body's own would clash with them).
 * Other ops: nothing. An error when
 * its groups are no set of mesh axes. */
pt_status *pt_spmd_record_body_collective(pt_spmd_lowerer *lw, uint32_t orig, uint32_t emitted);

/* A tensor<i64> scalar constant at the insertion point. */
uint32_t pt_spmd_const_i64(pt_spmd_lowerer *lw, int64_t k);

/* The local type id of a value of global type id `global` in layout `l`,
 * or an error when a tiled dim does not divide. */
pt_status *pt_spmd_local_type(pt_spmd_lowerer *lw, uint32_t global, const pt_layout *l, uint32_t *out);

#endif /* PT_SPMD_INTERNAL_H */
