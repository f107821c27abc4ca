/* spmd.h - from a partitioning state to the device-local (SPMD) program:
 * layouts, the lowering to StableHLO with explicit collectives
 * (PartIR:HLO), and the emitted module's annotations.
 *
 * Devices. A mesh of axes a_0..a_{k-1} (sizes s_0..s_{k-1}) has
 * N = s_0 * ... * s_{k-1} devices numbered row-major: device
 * d = sum_a coord_a(d) * stride_a with stride_{k-1} = 1. The SPMD program
 * reads its device number from stablehlo.partition_id (one replica, N
 * partitions: `mhlo.num_partitions = N`), and replica groups list these
 * numbers (`use_global_device_ids`, flattened ids).
 *
 * Layouts. What one device holds of a value, per axis: WHOLE (the whole
 * value, identical on every device of the axis), TILED on a dim (device with
 * coordinate c on the axis holds chunk c), or PARTIAL with a reducer (each
 * device holds a term; combining the terms in coordinate order gives the
 * value). Several axes may tile the same dim, ordered major to minor
 * (`pos`): with axes [a, b] on dim d (a major), the device holds chunk
 * coord_a * s_b + coord_b of s_a * s_b equal chunks of d.
 *
 * Lowering (lower.c, convert.c). Every value of the partitioned function
 * gets the layout of its decisions (pt_layout_of_value: OPEN and REPLICATED
 * are WHOLE, TILED axes ordered by decision sequence). Each op is emitted
 * once, on local types:
 *   - an op with loops (pt_core_loops) runs its TMR entries: operand i is
 *     needed TILED on the dims the entries give (axes in loop order, outer =
 *     major) and WHOLE on the other axes; results come out TILED or PARTIAL
 *     as the entries say, WHOLE on the other axes; attributes localised by
 *     pt_tmr_local_attrs;
 *   - an op without loops needs every operand WHOLE and makes WHOLE results
 *     (a conflict: the op computes whole values);
 *   - identity ops (pt_partition_is_identity_op) pass layouts through;
 *   - while: its carries take the layouts of the body's block arguments'
 *     decisions; operands, the body's results and the cond/body arguments
 *     are converted to / have those layouts; if/case results take their
 *     decisions' layouts and each branch converts what it returns;
 *   - sdy.manual_computation (shard_map): not re-partitioned; operands are
 *     converted to the layouts of its in_shardings on the manual axes
 *     (pt_manual_layouts), its body is emitted in place as it is (already
 *     device-local code; its collectives are recorded with the mesh axes
 *     their replica_groups group), its results come out in the
 *     out_shardings' layouts;
 *   - the function's arguments have their decisions' layouts, its results
 *     are returned in theirs, where PARTIAL counts as WHOLE (a caller never
 *     receives unreduced terms).
 * A value's layout where it is produced may differ from the layout a use
 * needs; the conversion between the two is emitted just before the use
 * (convert.c), as collectives:
 *   all_reduce       PARTIAL -> WHOLE (one op over all axes with the same reducer)
 *   all_gather       TILED on d -> WHOLE, for the minor axes of d that the
 *                    target does not keep
 *   all_slice        WHOLE -> TILED (a local stablehlo.dynamic_slice at the
 *                    device's offset: no communication)
 *   reduce_scatter   all_reduce + all_slice of the same axes (peephole)
 *   all_to_all       all_gather on d + all_slice on d' of the same axes
 *                    (peephole)
 *   mask             WHOLE -> PARTIAL: the device at coordinate 0 keeps the
 *                    value, the others hold the reducer's identity (sum:
 *                    zeros; max/min/and/or need nothing)
 * An all_gather followed by an all_slice of the same dim and axes cancels
 * (never emitted). With `cse`, a value converted once to a layout is reused
 * by later uses in the same region (or regions nested in it). With
 * `combine`, independent collectives of one kind and group are then merged
 * into one op each (combine.c, pt_spmd_combine).
 */
#ifndef PT_SPMD_H
#define PT_SPMD_H

#include "../partition/partition.h"

/* ---- layout.c ---- */

typedef enum { PT_LAYOUT_WHOLE = 0, PT_LAYOUT_TILED, PT_LAYOUT_PARTIAL } pt_layout_kind;

typedef struct {
  uint8_t kind[PT_MESH_MAX_AXES];    /* pt_layout_kind per axis */
  int8_t dim[PT_MESH_MAX_AXES];      /* TILED: the dim; else -1 */
  uint8_t reducer[PT_MESH_MAX_AXES]; /* PARTIAL: pt_reducer; else PT_REDUCER_NONE */
  uint8_t pos[PT_MESH_MAX_AXES];     /* TILED: 0 for the major axis of its dim, 1 next, ... */
} pt_layout;

/* WHOLE on every axis. */
void pt_layout_whole(pt_layout *l);
/* The layout of `value`'s decisions (see the top). */
void pt_layout_of_value(const pt_partition *p, uint32_t value, pt_layout *out);
/* PARTIAL axes replaced by WHOLE (function arguments and results). */
void pt_layout_drop_partial(const pt_mesh *mesh, pt_layout *l);
bool pt_layout_equal(const pt_mesh *mesh, const pt_layout *a, const pt_layout *b);
/* sdy.manual_computation (manual.c): the mesh its shardings name, and the
 * layouts of its operands (in, n_operands) and results (out, n_results) on
 * that mesh: TILED on the manual axes its in/out_shardings give a dim,
 * major to minor, WHOLE on every other axis. With `split` (may be NULL), a
 * mesh that is the op's mesh with axes split into sub-axes (mesh_subaxes.c:
 * the same devices), the mesh and layouts are split's, a manual axis being
 * all its pieces. Located errors for what partir cannot run (a sub-axis of
 * a manual axis, a mesh with its own device order). */
pt_status *pt_manual_layouts(const pt_module *m, const pt_op *op, const pt_mesh *split, pt_mesh *mesh, pt_layout *in,
                             pt_layout *out);
/* pt_manual_layouts on the program's mesh `prog`, and a located error
 * unless the op's mesh is `prog` (its body names devices of its own mesh,
 * so the program must be partitioned on it). */
pt_status *pt_manual_on_mesh(const pt_module *m, const pt_op *op, const pt_mesh *prog, pt_mesh *mesh, pt_layout *in,
                             pt_layout *out);
/* pt_manual_on_mesh for every manual computation of function `func`: a
 * partition is refused when it is made, rather than when it is lowered. */
pt_status *pt_manual_check_func(const pt_module *m, uint32_t func, const pt_mesh *prog);
/* The axes tiling `dim`, major to minor; returns how many. */
uint32_t pt_layout_dim_axes(const pt_mesh *mesh, const pt_layout *l, uint32_t dim, uint32_t *axes);
/* Whether any axis is TILED / PARTIAL. */
bool pt_layout_is_whole(const pt_mesh *mesh, const pt_layout *l);
bool pt_layout_has_partial(const pt_mesh *mesh, const pt_layout *l);
/* The device-local type: each tiled dim divided by the product of its
 * axes' sizes. The caller checks divisibility (the partitioner only makes
 * exact chunks); a dim that does not divide is rounded down. */
pt_type pt_layout_local_type(const pt_mesh *mesh, const pt_layout *l, const pt_type *global);
/* Device `device`'s coordinate on `axis`, and the axis's stride. */
int64_t pt_mesh_coord(const pt_mesh *mesh, int64_t device, uint32_t axis);
int64_t pt_mesh_stride(const pt_mesh *mesh, uint32_t axis);
/* Offset on `dim` of the chunk device `device` holds (0 for untiled dims),
 * given the global size of the dim. */
int64_t pt_layout_offset(const pt_mesh *mesh, const pt_layout *l, uint32_t dim, int64_t global_size, int64_t device);
/* Appends "[{batch}, {}, {model}]" plus " partial<sum>{model}" for partial
 * axes, or "replicated" when whole (the notation of reports). */
void pt_layout_describe(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, pt_buf *out);

/* ---- io_layouts.c ---- */

/* The layouts the SPMD program of `p` takes its arguments in and returns
 * its results in (n_args and n_results: the function's counts): the
 * arguments' decisions and the returned values', PARTIAL as WHOLE, a
 * result aliased to a donated argument in that argument's layout. */
pt_status *pt_spmd_io_layouts(const pt_partition *p, pt_layout *args, uint32_t n_args, pt_layout *results,
                              uint32_t n_results);

/* ---- lower.c, convert.c ---- */

typedef enum {
  PT_COLL_ALL_GATHER = 0,
  PT_COLL_ALL_REDUCE,
  PT_COLL_REDUCE_SCATTER,
  PT_COLL_ALL_TO_ALL,
  PT_COLL_ALL_SLICE, /* local dynamic_slice: no communication */
  /* Only in manual computation bodies (shard_map code), never emitted by
   * partir's own lowering: */
  PT_COLL_COLLECTIVE_PERMUTE,
  PT_COLL_COLLECTIVE_BROADCAST,
  PT_COLL_KIND_COUNT
} pt_coll_kind;

/* "all_gather", "all_reduce", "reduce_scatter", "all_to_all", "all_slice",
 * "collective_permute", "collective_broadcast". */
const char *pt_coll_kind_name(pt_coll_kind k);

/* One collective of the SPMD program. Bytes are exact and are what the
 * thread runtime (runtime.h) counts, summed over every device of the mesh
 * for one execution: the bytes each device copies out of other devices'
 * buffers with the algorithm the runtime implements --
 *   all_gather       (n-1) * local operand bytes per device
 *   all_reduce       ring: reduce-scatter then all-gather of a flat buffer
 *                    of E elements cut in n parts (part i has E/n elements
 *                    plus one for i < E%n): 2 (n-1) E elements per group
 *   reduce_scatter   (n-1) * local result bytes per device
 *   all_to_all       (n-1)/n * local operand bytes per device
 *   all_slice        0
 *   collective_permute  local operand bytes per (source, target) pair with
 *                    source != target (a target reads its source's buffer)
 *   collective_broadcast  (n-1) * local operand bytes per group (every
 *                    device but the group's first reads the first's)
 * with n the group size, times the number of groups. */
typedef struct {
  uint8_t kind;    /* pt_coll_kind */
  uint8_t reducer; /* all_reduce/reduce_scatter: pt_reducer */
  uint8_t dtype;   /* pt_dtype of the operand */
  uint8_t n_axes;
  uint8_t axes[PT_MESH_MAX_AXES]; /* the group's axes, major to minor */
  int8_t dim;      /* all_gather/reduce_scatter/all_slice: the dim; all_to_all: split dim */
  int8_t dim2;     /* all_to_all: concat dim; else -1 */
  uint32_t value;  /* original value converted */
  uint32_t user;   /* original op whose operand needed it (the function's or a region's terminator for results) */
  uint32_t op;     /* the emitted op in the SPMD function */
  uint32_t loop_depth; /* number of while bodies around it */
  uint64_t operand_bytes; /* local operand bytes on one device */
  uint64_t result_bytes;  /* local result bytes on one device */
  uint64_t wire_bytes;    /* over all devices, one execution (see above) */
  /* Values this op moves: 1, or more for one that combines several
   * (combine.c; its bytes are their sums, value/user its first's). */
  uint32_t n_parts;
} pt_spmd_collective;

/* Per-op lowering plans kept from one lowering to the next (lower_cache.c):
 * for each computed op, keyed by its signature (the decisions of its own
 * operands and results on every axis, and its loops' order), the layouts
 * its operands are needed in and its results come out in. Lowering a
 * candidate that differs from its parent in a few values then plans only
 * the ops around them; every other op's plan is found here. Exact: a plan
 * is a function of the signature, and keys are compared whole. One cache
 * serves one thread, for states of one input module, function and mesh
 * (it empties itself when used for another); memory is bounded by
 * `max_bytes` (0: 64 MB), past which it empties itself and fills again. */
typedef struct pt_spmd_cache pt_spmd_cache;
typedef struct {
  uint64_t kept;         /* plans reused because the op's values did not change since the last lowering */
  uint64_t replayed;     /* of those, fragments copied from the pinned parent's program (lower.c) */
  uint64_t hits, misses; /* plans found by signature / made, over the cache's life */
  uint64_t resets;       /* times it emptied itself (full, or another module or mesh) */
  uint64_t entries, bytes;
} pt_spmd_cache_stats;
pt_spmd_cache *pt_spmd_cache_new(size_t max_bytes); /* NULL: out of memory */
void pt_spmd_cache_free(pt_spmd_cache *c);
void pt_spmd_cache_stats_get(const pt_spmd_cache *c, pt_spmd_cache_stats *out);
/* Pins (true) the state the cache last lowered completely as the
 * reference: later lowerings re-plan only the ops whose values differ
 * from it (a parent's candidates each differ from the parent in a few
 * values, but from one another in twice as many), until unpinned
 * (false), rebound, or emptied when full. Nothing happens when no
 * lowering completed since the cache was bound; pinning again while
 * pinned keeps the same reference. When that lowering was made without a
 * pin (and without combining), the cache keeps its program's module (a
 * reference: the caller frees the program as usual) and what it made
 * for each op, and pinned lowerings copy the parts that come out the
 * same instead of lowering them again (lower.c, "replay"); their
 * programs share that module's types and strings and hold it while they
 * live. The cache knows its input module by address only: unpin (or
 * free) a pinned cache before freeing the input module it was bound to,
 * as a module loaded later at the same address would be taken for it. */
void pt_spmd_cache_pin(pt_spmd_cache *c, bool pin);
/* Figures of the input function itself (not of a state), computed once by
 * whoever needs them and kept while the cache stays bound to that module
 * and function: they are functions of the read-only input alone, so every
 * program lowered from it shares them. get: false when not kept (or the
 * cache is bound to another module or function). */
typedef enum { PT_SPMD_FIGURE_MODEL_FLOPS, PT_SPMD_FIGURE_COUNT } pt_spmd_figure;
bool pt_spmd_cache_input_figure(const pt_spmd_cache *c, const pt_module *m, uint32_t func, pt_spmd_figure which,
                                double *out);
void pt_spmd_cache_keep_input_figure(pt_spmd_cache *c, const pt_module *m, uint32_t func, pt_spmd_figure which,
                                     double value);

typedef struct {
  bool cse;          /* reuse conversions within a region: on by default in
                        the CLI and the public API (`--no-cse` turns it
                        off); internal callers (and NULL options) say so */
  bool no_peepholes; /* keep all_reduce + all_slice and all_gather + all_slice apart */
  bool combine;      /* merge independent collectives of one kind and group
                        (pt_spmd_combine): on by default in the CLI and the
                        public API (`--no-combine` turns it off) */
  uint64_t combine_bytes; /* the most bytes one merged op holds on a device
                             (0: the default of pt_spmd_combine) */
  bool combine_copies; /* also merge all_reduces and members whose flat row
                          needs a transpose (pt_spmd_combine's `copies`;
                          internal: tests, experiments) */
  /* Optional: plans from earlier lowerings (one thread's); the program is
   * the same with or without it. */
  pt_spmd_cache *cache;
} pt_spmd_options;

typedef struct {
  /* The module holding the SPMD function: derived from the partitioned
   * module (pt_module_try_derive_room), owned by the program, so the original's ids
   * (values, ops) mean the same in it and the input is never written. */
  pt_module *m;
  uint32_t func;        /* the SPMD function in m */
  uint32_t n_args, n_results;
  pt_layout *arg_layouts;    /* n_args */
  pt_layout *result_layouts; /* n_results */
  PT_VEC(pt_spmd_collective) collectives; /* in program order */
  uint32_t next_channel; /* channel handles used: 1 .. next_channel - 1 */
  /* The cache it was lowered with (pt_spmd_options.cache; not owned), or
   * NULL. The simulator keeps figures of the input function there
   * (pt_spmd_cache_input_figure), which every candidate of one input
   * shares; read only while that cache lives. */
  pt_spmd_cache *cache;
} pt_spmd_program;

/* The largest mesh an SPMD program is made for: its collectives list
 * every device in replica_groups (8 bytes each), so the program's size
 * grows with the devices, not with the text read; 2^20 is ten times the
 * largest machines trained on, and keeps one list at 8 MB. */
#define PT_SPMD_MAX_DEVICES (INT64_C(1) << 20)

/* Builds, in a module derived from the module of `p` (out->m; p's module
 * is only read, so states over one module may be lowered in several
 * threads at once), a public function `name` computing the partitioned
 * function on one device: same arguments and results, with local types of
 * the layouts of the arguments' and results' decisions (PARTIAL as WHOLE).
 * Fills `out` (free with pt_spmd_program_free, which frees out->m; the
 * module of `p` must outlive it). Fails (PT_ERR_INTERNAL) only on states
 * the partitioner cannot make, e.g. a chunk that does not divide, and
 * (PT_ERR_UNSUPPORTED) on meshes of more than PT_SPMD_MAX_DEVICES. */
pt_status *pt_spmd_lower(const pt_partition *p, const char *name, const pt_spmd_options *opts,
                         pt_spmd_program *out);
void pt_spmd_program_free(pt_spmd_program *prog);

/* ---- combine.c ---- */

/* Rewrites the program's function so that collectives of one kind,
 * replica groups, reducer and element type (all_gather: and gathered
 * dim) that have no data path between them and share a region are one op
 * of at most `max_bytes` per device (combine.c has the rules and the
 * emitted forms); prog->collectives then lists the merged ops, their
 * bytes the sums of their parts'. Bytes on the wire do not change.
 * Without `copies`, only all_gathers and reduce_scatters whose chunks are
 * contiguous in the value (the dims before the gathered or scattered one
 * are 1) merge: their flat buffer is one concatenate of reshapes and
 * slices; all_reduces are left to the backend (every XLA backend combines
 * them after partitioning). With `copies`, all_reduces and members that
 * need a transpose merge too (combine.c says what that cost XLA's CPU
 * compile). A group stays within one repetition of its key's members
 * (the program's repeated layers, found from the members' kinds, dims and
 * types alone), so every repetition is grouped the same way and a
 * backend compiles its copies once.
 * max_bytes 0 is the default: per kind, the largest collective of that
 * kind the program already has (its larger side on one device). A merged
 * op then never holds more than one op of its kind already does: the
 * buffers it and its flat-buffer copies need, and the bytes a merged
 * gather fetches ahead of their first use, stay within what the program's
 * largest collective of the kind already asks for (a fixed size, such as
 * XLA's GPU combiners' 30 MiB, would be a large part of a small model's
 * memory and would leave every weight of a GPT-3-width layer alone); a
 * wide model's layers still merge into a few ops each (FSDP gathers one
 * flat parameter per layer). PT_ERR_NOMEM when the host has no memory:
 * the program is then partly rewritten and may only be freed (the
 * lowering, its one caller, does). */
pt_status *pt_spmd_combine(pt_spmd_program *prog, const pt_mesh *mesh, uint64_t max_bytes, bool copies);

/* ---- emit.c ---- */

/* Appends the SPMD module as text: the module's attributes plus
 * `mhlo.num_partitions = N : i32` and `mhlo.num_replicas = 1 : i32`, and
 * only the SPMD function, renamed `func_name` (e.g. "main"). Arguments and
 * results keep their attributes (jax.arg_info, ...) and get `mhlo.sharding`
 * with their layout. `m` holds prog->func (prog->m for a program
 * pt_spmd_lower made); it is only read. */
void pt_spmd_print_module(const pt_module *m, const pt_mesh *mesh, const pt_spmd_program *prog,
                          const char *func_name, pt_buf *out);
/* The same text, printed by up to `threads` threads in pieces of at least
 * piece_ops ops (pt_print_module_threads; 0: its default). */
void pt_spmd_print_module_threads(const pt_module *m, const pt_mesh *mesh, const pt_spmd_program *prog,
                                  const char *func_name, uint32_t threads, uint32_t piece_ops, pt_buf *out);

/* ---- annotate.c ---- */

/* GSPMD sharding string of a layout for a value of rank `rank`, as XLA
 * prints it: "{replicated}", "{devices=[2,1]<=[2]}",
 * "{devices=[2,1,4]<=[8] last_tile_dim_replicate}",
 * "{devices=[4,2]<=[2,4]T(1,0)}" (iota tile assignments with a
 * transpose when the tiling axis order differs from mesh order). PARTIAL
 * axes count as replicated. */
void pt_layout_gspmd(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, pt_buf *out);
/* Shardy sharding of a layout on mesh `mesh_name`:
 * `#sdy.sharding<@mesh, [{"batch"}, {}, {"model"}]>`; PARTIAL axes count
 * as replicated. */
void pt_layout_sdy(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, const char *mesh_name, pt_buf *out);
/* Appends the original module (only the partitioned function) with, on
 * every argument and result, the layout of its decisions in one dialect:
 * `mhlo.sharding` strings (GSPMD, !shardy) or `sdy.sharding` attributes
 * over `sdy.mesh @mesh = <["batch"=2, "model"=4]>` (Shardy): what XLA's
 * GSPMD or Shardy partitioner would be given as input shardings. One
 * dialect, because XLA's GSPMD pipeline refuses Shardy attributes. */
void pt_spmd_print_annotated(const pt_partition *p, bool shardy, pt_buf *out);

/* ---- exactness.c ---- */

/* Whether an output of the SPMD program must equal its chunk of the
 * reference bit for bit (PT_EXACT) or only within a tolerance, and why
 * (the rule and its reasons are in exactness.c). */
typedef enum {
  PT_EXACT = 0,
  PT_INEXACT_PARTIAL_SUM,         /* a partial sum or product was reduced across devices */
  PT_INEXACT_CHUNKED_CONTRACTION, /* a float dot/convolution ran on chunks */
  PT_INEXACT_CHUNKED_REDUCTION,   /* a float reduce-add/mul ran on chunks */
} pt_exactness;

/* Fills out[j] for every result j of the partitioned function and, when
 * computed_in is not NULL, computed_in[j]: the coarsest float type its
 * error can have been made in (the result's own type, or a coarser one a
 * tainted value on its path had; PT_DTYPE_NONE for a non-float result),
 * the dtype whose tolerance it is compared with. PT_ERR_NOMEM when the
 * host has no memory for the walk. */
pt_status *pt_spmd_result_exactness(const pt_partition *p, pt_exactness *out, pt_dtype *computed_in);
/* Why an output is compared as it is, as a phrase for reports, and as a
 * short tag ("partial sum", "dot on chunks", "reduce on chunks"). */
const char *pt_exactness_reason(pt_exactness e);
const char *pt_exactness_tag(pt_exactness e);

#endif /* PT_SPMD_H */
