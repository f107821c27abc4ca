/* sim.h - the simulator: what an SPMD program costs on given hardware,
 * before it runs anywhere.
 *
 *   fusion.c  which ops run as one kernel on an accelerator (XLA's GPU
 *             fusion rules, simplified): loop and reduction fusions,
 *             multi-output siblings, library calls with an epilogue
 *   hw.c      hardware profiles (JSON; built-ins tpu-v3, tpu-v4, a100-40gb,
 *             a100-80gb, h100-sxm with cited datasheet figures; `host`
 *             calibrated by measuring this machine)
 *   cost.c    time: per-op roofline on device-local shapes, collectives by
 *             algorithm over the link each mesh axis uses, the step with
 *             and without compute/communication overlap, MFU
 *   memory.c  memory: peak bytes live on a device by liveness over the SPMD
 *             function, with the same buffer rules as the reference
 *             interpreter (so the prediction equals the thread runtime's
 *             measured high-water mark exactly), and what is live at the
 *             peak by kind
 *
 * Links. A profile lists link levels from the innermost (e.g. NVLink
 * inside an 8-GPU node) to the outermost (e.g. InfiniBand between nodes).
 * Devices are numbered row-major over the mesh axes (spmd.h), so an axis
 * spans `stride * size` consecutive device ids; it uses the innermost level
 * whose `devices` is at least that span (0 = unbounded). A collective over
 * several axes uses the slowest of their levels.
 */
#ifndef PT_SIM_H
#define PT_SIM_H

#include "../spmd/spmd.h"

/* ---- hw.c ---- */

enum { PT_HW_MAX_LEVELS = 4, PT_HW_NAME_MAX = 64 };

typedef enum { PT_COLL_ALGO_RING = 0 } pt_coll_algo;

typedef struct {
  char name[PT_HW_NAME_MAX];
  uint32_t devices;  /* devices this level connects (0: any number) */
  double bandwidth;  /* bytes/s one device can send (and receive) at once on this level */
  double latency;    /* seconds per collective step (one hop of the ring) */
} pt_hw_link;

typedef struct {
  char name[PT_HW_NAME_MAX];
  char source[256];                 /* where the figures come from (datasheet URL, or "measured") */
  double matmul_flops[PT_DTYPE_COUNT]; /* dense dot/conv FLOP/s per element type (0: use f32's) */
  double conv_efficiency;           /* convolutions run at this fraction of the matmul rate (0: 1) */
  /* Seconds per (output position, kernel window position) pair of a
   * convolution, on top of its roofline: what an im2col implementation
   * (the reference interpreter) spends gathering windows, which dominates
   * convolutions with few features per window. 0 for accelerators
   * (implicit-GEMM kernels). */
  double conv_window_overhead;
  /* Seconds per gemm call on top of its flops: a dot_general with batch
   * dims runs one gemm per batch element, and small gemms are dominated by
   * this (the reference interpreter calls BLAS per batch element). 0 for
   * accelerators (one batched kernel). */
  double gemm_overhead;
  /* Seconds per operand and result element of a gemm call on top of its
   * flops: packing panels and writing the result, which dominates gemms
   * with a small dim (a weight gradient contracting over a short batch,
   * attention's per-head products). 0 for accelerators. */
  double gemm_element_cost;
  double vector_flops;              /* FLOP/s of elementwise and reduction work */
  double transcendental_flops;      /* elements/s of exp, log, tanh, sqrt, power, ... (0: vector_flops / 4) */
  /* Result elements/s of ops that move data element by element on top of
   * their bytes (transpose, concatenate, pad, slices, gather, reverse, ...,
   * and a dot_general's operands whose dims must be reordered for gemm);
   * 0: bandwidth alone limits them (accelerators). Broadcasts are fills
   * and row copies, bound by bandwidth on every profile. */
  double copy_elements;
  double hbm_bandwidth;             /* bytes/s */
  double hbm_capacity;              /* bytes per device */
  double op_overhead;               /* seconds each op costs on top of its roofline (launch, dispatch) */
  /* Accelerator terms (0 / false where a profile leaves them out):
   * `fusion`: ops are grouped into kernels as XLA fuses them (fusion.c)
   * and each kernel pays one op_overhead and the HBM traffic of its
   * inputs and outputs; memory counts only buffers that exist on the
   * device (memory_xla.c). `host` leaves it off: partir's interpreter
   * runs every op on its own. */
  bool fusion;
  double tf32_flops;                /* f32 contractions at DEFAULT/HIGH precision (TF32 tensor cores; TPU: one bf16 pass) */
  /* Fraction of the matmul rate a large matmul reaches, per element type
   * (0: 1), and for the tf32 rate; the datasheet peak stays the ceiling. */
  double matmul_efficiency[PT_DTYPE_COUNT];
  double tf32_efficiency;
  /* Small and skinny matmuls: each of M (times the batch), N and K scales
   * the rate by d / (d + matmul_half_dim) (0: no shape effect). */
  double matmul_half_dim;
  double hbm_efficiency;            /* achievable fraction of hbm_bandwidth (0: 1) */
  uint32_t n_links;
  pt_hw_link links[PT_HW_MAX_LEVELS];
  uint8_t algorithm;                /* pt_coll_algo */
  /* Devices that really run at once: 0 for accelerators (every device is
   * its own chip); for `host`, the cores the thread runtime shares, so N
   * devices on fewer cores take N / cores times as long. */
  uint32_t parallel_devices;
  /* With more devices than parallel_devices: seconds each rendezvous
   * barrier of a collective costs per device-per-core ratio, the context
   * switches that bring every device thread to it (the thread runtime's
   * all_reduce has 3 barriers, the other collectives 2). 0: none. */
  double oversubscribed_barrier;
} pt_hw;

/* Names of the built-in profiles, NULL-terminated: "tpu-v3", "tpu-v4",
 * "a100-40gb", "a100-80gb", "h100-sxm", "host". */
extern const char *const pt_hw_builtin_names[];

/* A profile by built-in name, or from a JSON file (any other argument):
 *   {"name": "my-gpu", "source": "...",
 *    "matmul_flops": {"f32": 19.5e12, "tf32": 156e12, "bf16": 312e12} ("tf32" optional),
 *    "conv_efficiency": 0.9 (optional, default 1),
 *    "vector_flops": 19.5e12, "transcendental_flops": 4.9e12 (optional),
 *    "hbm_bandwidth": 2.0e12, "hbm_capacity": 80e9,
 *    "op_overhead": 5e-6,
 *    "fusion": true, (optional, default false: every op its own kernel)
 *    "matmul_efficiency": {"bf16": 0.69, "tf32": 0.70} (optional, fractions, default 1),
 *    "matmul_half_dim": 64, "hbm_efficiency": 0.77 (optional, default none / 1),
 *    "links": [{"name": "nvlink", "devices": 8, "bandwidth": 300e9, "latency": 5e-6},
 *              {"name": "infiniband", "devices": 0, "bandwidth": 25e9, "latency": 10e-6}],
 *    "algorithm": "ring"}
 * Errors are "FILE:LINE:COL: error: ..." for files (unknown keys, missing
 * or non-positive figures) and list the built-ins for an unknown name.
 * "host" is calibrated (pt_hw_calibrate_host) on first use. */
pt_status *pt_hw_load(const char *name_or_path, pt_hw *out);
/* Parses a profile from JSON text (`filename` for diagnostics). */
pt_status *pt_hw_parse(const char *text, size_t len, const char *filename, pt_hw *out);
/* Measures this machine as the thread runtime uses it, in well under a
 * second: the number of cores, then with every core busy (one device
 * thread each, as a run of the thread runtime has them) the interpreter's
 * matmul, convolution and elementwise throughput, memory bandwidth and
 * per-op overhead; the runtime's collective bandwidth and latency. */
pt_status *pt_hw_calibrate_host(pt_hw *out);
/* The link level an axis (or a set of axes: mask of axis bits) uses on
 * `mesh` (see the top). */
const pt_hw_link *pt_hw_link_for(const pt_hw *hw, const pt_mesh *mesh, uint32_t axes_mask);

/* ---- ws.c ---- */

/* A simulation workspace: the tables fusion, the timeline and the peak
 * memory fill for each op, value and kernel, kept between calls (sized
 * for the largest program seen, cleared over the simulated function's ids
 * only). One per thread (a search worker's, a report's); not shared by
 * threads at once. Passing one changes no figure: every function taking
 * one gives what it gives with NULL (a fresh workspace for the call). */
typedef struct pt_sim_ws pt_sim_ws;
/* NULL when the host has no memory. */
pt_sim_ws *pt_sim_ws_new(void);
void pt_sim_ws_free(pt_sim_ws *ws);

/* ---- fusion.c ---- */

typedef enum {
  PT_FUSION_LOOP = 0,  /* element-wise / data-movement ops fused into one loop */
  PT_FUSION_REDUCTION, /* a reduction (or scatter, in-place update) with its producers */
  PT_FUSION_LIBRARY,   /* a cuBLAS/cuDNN call (dot, convolution), maybe with an element-wise epilogue */
  PT_FUSION_OTHER,     /* an op that runs alone: collectives, sort, custom calls, while/if/case */
  PT_FUSION_KIND_COUNT
} pt_fusion_kind;

/* One kernel. */
typedef struct {
  uint8_t kind;        /* pt_fusion_kind */
  uint32_t root;       /* member last in program order: where the kernel runs */
  uint32_t first;      /* member first in program order */
  uint32_t contraction; /* PT_FUSION_LIBRARY: the dot/convolution op; else PT_NONE */
  uint32_t n_ops;      /* ops fused (duplicated producers not counted) */
  double read_bytes;   /* distinct buffers read from outside (slices: what they read) */
  double write_bytes;  /* buffers written (results used outside or returned) */
  double vector_flops; /* element-wise and reduction FLOPs (the contraction's own not included) */
  double transcendental; /* elements of exp, log, tanh, ... */
  uint32_t prologue_ops; /* PT_FUSION_LIBRARY: producers recomputed in its operand prologue (a Triton GEMM
                          * fusion); 0: a cuBLAS/cuDNN call */
} pt_sim_fusion;

typedef struct {
  PT_VEC(pt_sim_fusion) kernels; /* by root, in program order per region */
  uint32_t *of_op;       /* op id -> kernel index, PT_NONE: not a kernel (free or duplicated) */
  uint32_t n_ops;        /* entries of of_op (the module's ops when fused) */
  uint8_t *materialized; /* value id -> 1 when the value is written to memory by a kernel */
  uint32_t duplicated;   /* ops duplicated into several kernels */
  /* (kernel << 32 | op), sorted: op is recomputed in the operand prologue of
   * library kernel `kernel` (which reads its operands instead of its result);
   * the op may also run in a kernel of its own for its other users. */
  PT_VEC(uint64_t) prologue;
} pt_sim_fusions;

/* The kernels of function `func` of `m` and its while/if/case regions (see
 * fusion.c for the rules), choosing between cuBLAS and a Triton GEMM
 * fusion for each dot as XLA's autotuner would on `hw` (NULL: every dot a
 * cuBLAS call). Free with pt_sim_fusions_free. */
pt_status *pt_sim_fuse(const pt_module *m, uint32_t func, const pt_hw *hw, pt_sim_fusions *out);
/* pt_sim_fuse with knobs for tests: the dependence search's edge budget
 * (0: the model's, 512), and `reference`: the plain search, without the
 * shortcut that answers from an earlier search that ran out of budget
 * (fusion.c, depends_on_any), with every successor entry walked and
 * every value's bytes computed (no memo by type), without the memo of
 * sibling pairs found dependent, breadth first and the other speed-ups of
 * fusion.c. The kernels are the same either way; `shortcuts` says how
 * many searches the shortcuts (`spent`, the pair memo) answered. */
typedef struct {
  uint32_t depends_budget;
  bool reference;
  uint64_t shortcuts; /* out */
  pt_sim_ws *ws;      /* tables kept between calls (NULL: a fresh workspace) */
} pt_sim_fuse_opts;
pt_status *pt_sim_fuse_with(const pt_module *m, uint32_t func, const pt_hw *hw, pt_sim_fuse_opts *opts,
                            pt_sim_fusions *out);
/* Whether kernel `kernel` recomputes op `op` in its operand prologue. */
bool pt_sim_fusion_recomputes(const pt_sim_fusions *fs, uint32_t kernel, uint32_t op);
/* FLOP/s of contraction `op` (of `flops` FLOPs) on `hw` (cost.c): the
 * rate of its type and precision times the profile's efficiency, and with
 * `shaped` its shape factor (small and skinny products run slower). */
double pt_sim_contraction_rate(const pt_hw *hw, const pt_module *m, const pt_op *op, double flops, bool shaped);
/* The HBM bandwidth kernels reach on `hw` (cost.c). */
double pt_sim_achievable_bandwidth(const pt_hw *hw);
void pt_sim_fusions_free(pt_sim_fusions *fs);
const char *pt_sim_fusion_kind_name(uint8_t kind);
/* Shared op classes (cost.c, memory_xla.c). */
bool pt_sim_op_is_transcendental(uint32_t code);
/* The reference interpreter hands these ops their operand's buffer. */
bool pt_sim_op_is_relabel(const pt_module *m, const pt_op *op);

/* ---- cost.c ---- */

/* The cost of one op of the SPMD function on one device. */
typedef struct {
  uint32_t op;          /* op id in the SPMD function */
  double flops;         /* on local shapes */
  double bytes;         /* operand + result bytes moved through HBM */
  double seconds;       /* max(flops / rate, bytes / bandwidth) + op_overhead, or the collective's time */
  /* When it runs in the overlap schedule (cost.c), on the communication
   * stream when is_collective, else on the compute stream; for ops inside
   * a while body, in the body's first iteration. A while/if/case spans its
   * regions (all iterations), holding both streams. */
  double start, end;
  bool is_collective;
  /* With a fusing profile: the kernel (index in pt_sim_time.fusions) the
   * op belongs to, PT_NONE when it is free or duplicated. The kernel's
   * cost is on its root's entry; other members have seconds 0. */
  uint32_t fusion;
} pt_sim_op;

typedef struct {
  double compute_seconds;   /* all non-collective ops, per device */
  double comm_seconds;      /* all collectives, per device */
  double step_seconds;      /* no overlap: compute + comm (times oversubscription on `host`) */
  double step_seconds_overlap; /* collectives overlapped with independent compute (see cost.c) */
  double model_flops;       /* the unpartitioned function's FLOPs (pt_stats) */
  double device_flops;      /* one device's FLOPs in the SPMD function */
  double mfu;               /* model_flops / (step_seconds_overlap * devices * peak matmul rate) */
  double coll_seconds[PT_COLL_KIND_COUNT];
  uint64_t coll_bytes[PT_COLL_KIND_COUNT]; /* wire bytes, all devices (as pt_spmd_collective) */
  PT_VEC(pt_sim_op) ops;    /* every op of the SPMD function (nested ones included), in order */
  bool unknown_trips;       /* some while loop's trip count is not a constant: counted once */
  pt_sim_fusions fusions;   /* with a fusing profile: the kernels (else empty) */
  uint32_t n_kernels;       /* kernels launched once per step (loops' bodies counted once) */
} pt_sim_time;

/* Times the SPMD function `prog->func` of the module of `p` (lowered from
 * `p`) on `hw`. While bodies count once per iteration when the trip count
 * is a constant the loop compares against, else once (and `unknown_trips`
 * is set). */
pt_status *pt_sim_time_program(const pt_partition *p, const pt_spmd_program *prog, const pt_hw *hw,
                               pt_sim_time *out);
/* pt_sim_time_program with the tables of `ws` (NULL: a fresh workspace). */
pt_status *pt_sim_time_program_ws(const pt_partition *p, const pt_spmd_program *prog, const pt_hw *hw, pt_sim_ws *ws,
                                  pt_sim_time *out);
void pt_sim_time_free(pt_sim_time *t);

/* ---- memory.c ---- */

typedef enum {
  PT_MEM_PARAMS = 0,  /* arguments (and aliases) named params... */
  PT_MEM_OPT_STATE,   /* arguments named opt_state... */
  PT_MEM_INPUTS,      /* other arguments (batch, step counters, ...) */
  PT_MEM_GATHERED,    /* results of all_gather (gathered copies) */
  PT_MEM_CONSTANTS,   /* stablehlo.constant literals, inline or elided (an inference export's weights) */
  PT_MEM_ACTIVATIONS, /* every other value the function computes */
  PT_MEM_KIND_COUNT
} pt_mem_kind;

/* "params", "optimizer state", ... (reports for people) and "params",
 * "opt_state", "inputs", "gathered", "constants", "activations" (JSON keys). */
const char *pt_mem_kind_name(pt_mem_kind k);
const char *pt_mem_kind_key(pt_mem_kind k);

typedef struct {
  uint64_t peak_bytes;                    /* high-water mark of live buffers */
  uint64_t at_peak[PT_MEM_KIND_COUNT];    /* what was live at that moment, by kind */
  uint32_t peak_op;                       /* op id after which the peak was reached (PT_NONE: at entry) */
  uint64_t argument_bytes;                /* all arguments */
} pt_sim_memory;

/* Peak memory of running function `func` of `m` with the reference
 * interpreter: the same accounting as pt_interp_stats.peak_live_bytes
 * (arguments count from the start; a buffer is freed after its last use;
 * ops that alias their operand add nothing; while/if/case bodies as the
 * interpreter runs them), so that it equals the value a run reports,
 * byte for byte. Kinds come from jax.arg_info names and the ops that make
 * the values. */
pt_status *pt_sim_memory_of(const pt_module *m, uint32_t func, pt_sim_memory *out);
/* Bytes of a tensor type (0 for tokens and tuples). */
uint64_t pt_sim_type_bytes(const pt_type *t);
/* The kind of argument `i` of `f` by its jax.arg_info group. */
pt_mem_kind pt_sim_arg_kind(const pt_module *m, const pt_func *f, uint32_t i);

/* ---- memory_xla.c ---- */

/* Peak memory of function `func` as XLA holds it on an accelerator with
 * the kernels `fs` (pt_sim_fuse of the same function): arguments +
 * outputs + temporaries - donated, where only buffers kernels write exist
 * (see memory_xla.c). Same fields as pt_sim_memory_of. */
pt_status *pt_sim_memory_fused(const pt_module *m, uint32_t func, const pt_sim_fusions *fs, pt_sim_memory *out);
/* pt_sim_memory_fused with the tables of `ws` (NULL: a fresh workspace). */
pt_status *pt_sim_memory_fused_ws(const pt_module *m, uint32_t func, const pt_sim_fusions *fs, pt_sim_ws *ws,
                                  pt_sim_memory *out);

/* The live bytes through the step, as a curve: the arguments at entry are
 * unit 0, then every op the replay executes (nested ones, loop iterations
 * replayed) one unit each. Each unit's height is the most bytes live while
 * it runs, by kind at that moment. Units are kept in points of `stride`
 * consecutive units (a power of two, doubled whenever PT_MEM_TRACE_MAX
 * points are full), each point the highest of its units, so the curve's
 * maximum is exactly peak_bytes whatever its length. */
enum { PT_MEM_TRACE_MAX = 4096 };

typedef struct {
  uint32_t op;                      /* the op of its highest unit (PT_NONE: the arguments at entry) */
  uint64_t live[PT_MEM_KIND_COUNT]; /* bytes live at that moment, by kind */
} pt_sim_mem_point;

typedef struct {
  PT_VEC(pt_sim_mem_point) points; /* point i covers units [i * stride, (i + 1) * stride) */
  uint64_t stride;
  uint64_t units;                  /* 1 + ops executed */
} pt_sim_mem_trace;

/* pt_sim_memory_of, also filling `trace` (free with pt_sim_mem_trace_free). */
pt_status *pt_sim_memory_trace(const pt_module *m, uint32_t func, pt_sim_memory *out, pt_sim_mem_trace *trace);
void pt_sim_mem_trace_free(pt_sim_mem_trace *t);
/* pt_sim_memory_fused, also filling `trace` (may be NULL): the step's
 * entry, then one unit per op of the body in program order. */
pt_status *pt_sim_memory_fused_trace(const pt_module *m, uint32_t func, const pt_sim_fusions *fs, pt_sim_memory *out,
                                     pt_sim_mem_trace *trace);
/* pt_sim_memory_fused with knobs for tests: the tables of `ws` (NULL: a
 * fresh workspace), and `reference`: the plain walk (memory_xla.c:
 * forward, each buffer extended by every read as it comes, four passes
 * over each region), which gives the same figures. `trace` may be NULL
 * (see pt_sim_memory_fused_trace). */
typedef struct {
  pt_sim_ws *ws;
  bool reference;
} pt_sim_memory_fused_opts;
pt_status *pt_sim_memory_fused_with(const pt_module *m, uint32_t func, const pt_sim_fusions *fs,
                                    const pt_sim_memory_fused_opts *opts, pt_sim_memory *out,
                                    pt_sim_mem_trace *trace);

#endif /* PT_SIM_H */
