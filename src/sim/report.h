/* report.h - what a partitioning state costs, reported after every tactic:
 * the tactic's decisions and new conflicts, the collectives the SPMD
 * lowering would insert (kind, axes, count, bytes) and each device's share
 * of the parameters, optimizer state and other inputs.
 *
 * The collectives are not estimated from the decisions: they are tallied
 * from the SPMD program (src/spmd) that `partir partition` emits, lowered
 * once into a module of its own. So the report and the emitted program
 * cannot disagree. */
#ifndef PT_REPORT_H
#define PT_REPORT_H

#include "../tactics/tactics.h"
#include "sim.h"

enum { PT_REPORT_TOP = 8 };

/* One row of the collectives table: all collectives of one kind over the
 * same axes (major to minor) and reducer. */
typedef struct {
  uint8_t kind;    /* pt_coll_kind */
  uint8_t reducer; /* all_reduce / reduce_scatter */
  uint8_t n_axes;
  uint8_t axes[PT_MESH_MAX_AXES];
  uint32_t count;           /* ops in the program */
  uint32_t in_loops;        /* of which inside while bodies (run once per iteration) */
  uint64_t wire_bytes;      /* summed over devices, one execution of each op */
  uint64_t operand_bytes;   /* local operand bytes on one device, summed over the ops */
} pt_report_coll;

/* One group of function arguments (by jax.arg_info root: params,
 * opt_state, batch, ...): bytes of the whole tensors and of one device's
 * chunks (the largest over devices; all are equal under exact tiling). */
typedef struct {
  char name[PT_STATS_GROUP_NAME];
  uint64_t n_tensors, global_bytes, device_bytes;
} pt_report_memory;

/* One kernel of a fusing profile, kept by where its ops come from (the
 * report may outlive the lowered program). */
typedef struct {
  uint8_t kind;       /* pt_fusion_kind */
  uint16_t root_code; /* opcode of the root */
  uint32_t n_ops;
  uint32_t prologue_ops; /* a Triton GEMM fusion's recomputed producers (0: cuBLAS) */
  pt_loc first, root; /* source locations of its first and root ops */
  double seconds, bytes, flops;
} pt_report_kernel;

typedef struct {
  PT_VEC(pt_report_coll) colls; /* sorted by kind, then axes */
  PT_VEC(pt_report_memory) memory;
  uint64_t n_devices;
  /* With a hardware profile: the simulator's estimate of the program. */
  bool has_estimate;
  pt_hw hw;
  pt_sim_time time;   /* its ops vector is emptied: the report may outlive the program */
  pt_sim_memory mem;
  /* The slowest ops, slowest first, by what they were (the lowered ops keep
   * the source location of the op they come from). */
  struct {
    double seconds;
    pt_loc loc;
    uint16_t code;
  } top[PT_REPORT_TOP];
  uint32_t n_top;
  pt_loc peak_loc;     /* where memory peaks ({0, 0}: at entry) */
  uint16_t peak_code;
  /* With a fusing profile: every kernel in program order, and how many of
   * each pt_fusion_kind. */
  PT_VEC(pt_report_kernel) kernels;
  uint32_t kernels_by_kind[PT_FUSION_KIND_COUNT];
} pt_report;

/* Lowers `p` with `opts` (NULL: defaults) and reports on that program
 * (pt_report_of); the lowered program is freed again. */
pt_status *pt_report_collect(const pt_partition *p, const pt_spmd_options *opts, const pt_hw *hw, pt_report *out);

/* Called by pt_report_of while the lowered program `prog` (and its module)
 * is at hand: `r` is complete, and with an estimate its r->time.ops (the
 * timeline, op ids of prog->m) are still there. */
typedef pt_status *(*pt_report_visit)(void *ctx, const pt_partition *p, const pt_spmd_program *prog,
                                      const pt_report *r);

/* What the HTML page wants beyond the report (src/report/). */
typedef struct {
  pt_sim_mem_trace *trace; /* with hw: the live-bytes curve (pt_sim_memory_trace) */
  pt_report_visit visit;   /* may be NULL */
  void *ctx;
} pt_report_more;

/* pt_report_collect, with `more` (may be NULL). */
pt_status *pt_report_collect_more(const pt_partition *p, const pt_spmd_options *opts, const pt_hw *hw,
                                  const pt_report_more *more, pt_report *out);
/* The report of `prog`, the SPMD program lowered from `p` (both only
 * read): its collectives and argument memory tallied into `out` (free with
 * pt_report_free), and with `hw` (may be NULL) the simulator's estimate;
 * `more` (may be NULL) as above. The report does not point into prog, so
 * it may outlive it. */
pt_status *pt_report_of(const pt_partition *p, const pt_spmd_program *prog, const pt_hw *hw,
                        const pt_report_more *more, pt_report *out);
/* Tallies an already lowered program (used by `partir partition`, which
 * keeps the program it emits). */
pt_status *pt_report_tally(const pt_partition *p, const pt_spmd_program *prog, pt_report *out);
void pt_report_free(pt_report *r);

/* The report after tactic `t` (NULL: of the state as it is) as text for
 * people: the tactic line, the collectives table, the memory line and the
 * new conflicts (at most `max_conflicts` listed, then a count). */
void pt_report_text(const pt_partition *p, const pt_tactic_done *t, const pt_report *r, uint32_t max_conflicts,
                    pt_buf *out);
/* The same as one JSON object (no trailing newline), listing at most
 * `max_conflicts` of the new conflicts (then "conflicts_total" counts them
 * all):
 * {"tactic": 1, "name": "MP", "axis": "model", "seeds": 60, "decisions": 692,
 *  "conflicts": [{"kind": ..., "location": ..., "message": ...}],
 *  "collectives": [{"kind": "all_reduce", "axes": ["model"], "reducer": "sum",
 *                   "count": 4, "in_loops": 0, "bytes_per_device": ...,
 *                   "wire_bytes": ...}],
 *  "memory": {"params": {"tensors": ..., "global_bytes": ..., "device_bytes": ...}, ...}} */
void pt_report_json(const pt_partition *p, const pt_tactic_done *t, const pt_report *r, uint32_t max_conflicts,
                    pt_buf *out);
/* The same as a cJSON object (the caller deletes it). */
struct cJSON;
struct cJSON *pt_report_json_object(const pt_partition *p, const pt_tactic_done *t, const pt_report *r,
                                    uint32_t max_conflicts);

/* The full simulation of a report that has an estimate: step time with and
 * without overlap, time by collective kind, MFU, peak memory per device by
 * kind against the capacity, and the `top` slowest ops with their source
 * locations. As text, or as one JSON object. */
void pt_report_simulation_text(const pt_partition *p, const pt_report *r, uint32_t top, pt_buf *out);
void pt_report_simulation_json(const pt_partition *p, const pt_report *r, uint32_t top, pt_buf *out);
/* The estimate of pt_report_simulation_json as a cJSON object (the caller
 * deletes it); the `top` slowest ops when top > 0. */
struct cJSON *pt_report_estimate_json_object(const pt_report *r, uint32_t top);
/* The kernels of a fusing profile, one line each: kind, ops fused, time,
 * HBM bytes, and the source span from its first op to its root; as text,
 * or as a JSON array. */
void pt_report_fusions_text(const pt_partition *p, const pt_report *r, pt_buf *out);
void pt_report_fusions_json(const pt_partition *p, const pt_report *r, pt_buf *out);

#endif /* PT_REPORT_H */
