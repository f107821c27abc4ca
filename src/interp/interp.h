/* interp.h - the reference interpreter: runs a function of a pt_module on
 * concrete tensors. It is the oracle every later stage (partitioning, SPMD
 * lowering, the runtime) is checked against, so it favours exactness and
 * clear errors, and it is fast where models spend their time (dot_general
 * and convolution through BLAS, elementwise ops as tight loops).
 *
 * Files:
 *   interp.c               the driver: values, buffer lifetimes and reuse,
 *                          control flow, regions, custom_call, dispatch
 *   interp_region.c        reducer/comparator bodies (recognised one-op
 *                          bodies run without calling the region)
 *   tensor.c               pt_tensor helpers, dtype conversion, comparison,
 *                          deterministic random fill, bulk element access
 *   npy.c                  .npy files
 *   kernels_elementwise.c  unary/binary/ternary elementwise ops, convert,
 *                          compare, reduce_precision
 *   kernels_special.c      lgamma, digamma, polygamma, zeta, erf_inv, i1e
 *   kernels_shape.c        data movement: broadcast, transpose, slice, pad,
 *                          dynamic (update) slice, concatenate, reverse, iota
 *   kernels_reduce.c       reduce, reduce_window, select_and_scatter
 *   kernels_linalg.c       dot_general, dot, convolution, cholesky,
 *                          triangular_solve
 *   kernels_index.c        gather, scatter, sort, chlo.top_k
 *   kernels_misc.c         rng_bit_generator, rng, collectives
 *   check.c                self-checking test ops: the check dialect and
 *                          custom_call @check.* (rules in its comment)
 *
 * Semantics chosen where the StableHLO spec leaves freedom (they match
 * XLA's CPU backend, checked against jax 0.10.2):
 *   - integer divide by zero gives -1 (all bits set, also for unsigned);
 *     INT_MIN / -1 gives INT_MIN; remainder by zero gives the dividend;
 *     INT_MIN % -1 gives 0. Integer arithmetic wraps (two's complement).
 *   - shifts by >= the bit width (the amount read as unsigned) give 0, or
 *     the sign fill for shift_right_arithmetic.
 *   - integer power with a negative exponent: 1 for base 1, +-1 for base
 *     -1, else 0.
 *   - convert float -> int truncates toward zero and saturates at the
 *     integer range; NaN converts to 0. float -> i1 is x != 0 (NaN: true).
 *   - floats are stored in their own format; f16/bf16 (and f32) arithmetic
 *     is computed in double and rounded once to the result format (round to
 *     nearest even), which equals computing in f32 for + - * / sqrt.
 *     Denormals are kept. maximum/minimum propagate NaN and order -0 < +0.
 *   - reductions fold in row-major order starting from the init value
 *     (f32 sums along the innermost dimension use eight partial sums);
 *     reduce_window and select_and_scatter see padding as init values.
 *   - f32 exp/log use expf/logf (< 0.52 ulp); other f32 transcendentals
 *     are computed in double and rounded.
 *   - scatter skips an update window that is not entirely in bounds (as
 *     XLA does); gather clamps start indices (as the spec says).
 *   - rng_bit_generator: Philox-4x32-10 (DEFAULT, PHILOX) and
 *     Threefry-2x32-20 (THREE_FRY) with XLA's state layout and output
 *     order (8/16-bit elements take one 32-bit word each, truncated); bits
 *     and new state are identical to XLA CPU's for ui8..ui64 outputs.
 *   - collectives without a hook (opts->coll == NULL) behave as on a single
 *     process when every replica group has one member (identity for
 *     all_gather, all_reduce, reduce_scatter, all_to_all,
 *     collective_broadcast; collective_permute copies when the pair
 *     (self, self) is listed, self = opts->partition_id, and gives zeros
 *     when self is no target); anything needing another process is an
 *     error.
 */
#ifndef PT_INTERP_H
#define PT_INTERP_H

#include <stdbool.h>
#include <stdint.h>

#include "../ir/ir.h"

/* ---- tensors (tensor.c) ---------------------------------------------------- */

/* A dense row-major tensor owning `data` (malloc'ed). bf16/f16 are stored as
 * their 16-bit patterns, i1 as one byte 0/1, all little-endian. A rank-0
 * tensor has one element. A !stablehlo.token value is is_token = true with
 * no data. */
typedef struct {
  uint8_t dtype; /* pt_dtype */
  uint8_t rank;
  bool is_token;
  int64_t dims[PT_MAX_RANK];
  void *data;
  uint64_t nbytes;
} pt_tensor;

/* Allocates a zero-filled tensor; errors (PT_ERR_INVALID_ARG) on negative
 * dims, rank > PT_MAX_RANK or more than PT_MAX_TENSOR_BYTES, and when the
 * host has no memory for it. Sizes that input values drive are charged to
 * a budget before (pt_tensor_alloc_charged). */
pt_status *pt_tensor_alloc(pt_tensor *t, pt_dtype dt, uint32_t rank, const int64_t *dims);
/* The same, shaped like a tensor type (a token type gives a token). */
pt_status *pt_tensor_alloc_type(pt_tensor *t, const pt_type *type);
/* Charges the tensor's bytes to budget b, then allocates it; on failure a
 * located error (pt_mem_error) naming `what` (formatted from fmt, then ": "
 * and the tensor's type), nothing charged. pt_tensor_free does not give the
 * bytes back: the caller does, or lets the budget go. */
pt_status *pt_tensor_alloc_charged(pt_tensor *t, pt_dtype dt, uint32_t rank, const int64_t *dims, pt_mem_budget *b,
                                   const char *file, pt_loc loc, const char *fmt, ...) PT_PRINTF(8, 9);
void pt_tensor_free(pt_tensor *t); /* frees data; t becomes an empty tensor */
pt_status *pt_tensor_copy(pt_tensor *dst, const pt_tensor *src);
uint64_t pt_tensor_num_elements(const pt_tensor *t);
/* Writes "tensor<2x3xf32>". */
void pt_tensor_type_print(pt_buf *b, const pt_tensor *t);
/* Same dtype and dims (tokens match tokens). */
bool pt_tensor_same_type(const pt_tensor *a, const pt_tensor *b);
bool pt_tensor_matches_type(const pt_tensor *t, const pt_type *type);

/* Element i (row-major) as a double / as an integer (floats truncated, i1
 * 0/1, ui64 above INT64_MAX wraps), and stores with the interpreter's
 * conversion rules (round to nearest even; ints wrap). */
double pt_tensor_get_f64(const pt_tensor *t, uint64_t i);
int64_t pt_tensor_get_i64(const pt_tensor *t, uint64_t i);
void pt_tensor_set_f64(pt_tensor *t, uint64_t i, double v);
void pt_tensor_set_i64(pt_tensor *t, uint64_t i, int64_t v);

typedef enum {
  PT_FILL_UNIFORM, /* floats uniform in [-1, 1); ints in [-8, 8) (unsigned [0, 16)); i1 fair */
  PT_FILL_NORMAL,  /* floats standard normal; ints and i1 as UNIFORM */
} pt_fill_kind;
/* Deterministic contents: element i depends only on (seed, i) through
 * splitmix64, so a slice of a filled tensor equals the filled slice's
 * elements at the same flat positions. */
void pt_tensor_fill_random(pt_tensor *t, uint64_t seed, pt_fill_kind kind);

/* Bit-exact equality of type and contents. */
bool pt_tensor_equal_bits(const pt_tensor *a, const pt_tensor *b);

typedef struct {
  bool same_type;
  uint64_t n_mismatch;     /* elements outside the tolerance */
  uint64_t first_mismatch; /* flat index, valid when n_mismatch > 0 */
  double max_abs_err;      /* over finite pairs */
  double max_rel_err;      /* |a-b| / max(|b|, tiny) over finite pairs */
} pt_tensor_diff;
/* Compares actual `a` with expected `b`: elements match when both are NaN,
 * both the same infinity, or |a - b| <= atol + rtol * |b|. Integers and
 * booleans compare as numbers. Returns true when everything matches. */
bool pt_tensor_compare(const pt_tensor *a, const pt_tensor *b, double atol, double rtol, pt_tensor_diff *out);

/* Scalar format conversions (round to nearest even, NaN stays NaN,
 * overflow to infinity, denormals kept). */
float pt_bf16_to_f32(uint16_t h);
uint16_t pt_f32_to_bf16(float f);
float pt_f16_to_f32(uint16_t h);
uint16_t pt_f32_to_f16(float f);
uint16_t pt_f64_to_bf16(double d);
uint16_t pt_f64_to_f16(double d);

/* ---- .npy files (npy.c) ------------------------------------------------------ *
 * Version 1.0-3.0 headers, little-endian, C order. dtypes: '<f8' '<f4' '<f2'
 * '|i1' '<i2' '<i4' '<i8' '|u1' '<u2' '<u4' '<u8' '|b1' (byte order '<', '|'
 * or '=' accepted where meaningless). bf16, which numpy lacks, is written as
 * raw 2-byte void '<V2' (what np.save writes for ml_dtypes.bfloat16) and
 * '<V2'/'|V2' read back as bf16. Big-endian data, Fortran order, unknown
 * dtypes and a data size that disagrees with the shape are errors. */
/* The data is charged to `budget` (NULL: none) before it is read: a file
 * whose data does not fit is an error naming it, e.g. "in_0.npy: error:
 * the data: tensor<...> needs 70.4 TB, more than ...". */
pt_status *pt_npy_read(const char *path, pt_mem_budget *budget, pt_tensor *out);
pt_status *pt_npy_read_mem(const char *name, const void *bytes, uint64_t len, pt_tensor *out);
pt_status *pt_npy_write(const char *path, const pt_tensor *t);
/* The file image (header + data) in a pt_buf. */
pt_status *pt_npy_encode(const pt_tensor *t, pt_buf *out);

/* ---- self-checking tests (check.c) ---------------------------------------------------- */

typedef enum {
  PT_CHECK_EXACT,  /* same values; floats: same bits or both NaN */
  PT_CHECK_ALMOST, /* floats within an absolute tolerance, same sign */
  PT_CHECK_ULP,    /* floats a number of representable values apart */
} pt_check_rule;

typedef struct {
  pt_check_rule rule;
  double tolerance;          /* PT_CHECK_ALMOST */
  uint64_t min_ulp, max_ulp; /* PT_CHECK_ULP */
} pt_check_spec;

/* Compares `actual` with `expected`, elements of actual's dtype and shape
 * (one element repeated when expected_splat). Integers and booleans always
 * compare exactly. Returns true when every element passes; otherwise
 * appends the first failing element to msg: "at [1, 0]: got 3, expected 4;
 * 2 of 6 elements differ". */
bool pt_check_tensors(const pt_check_spec *spec, const pt_tensor *actual, const void *expected, bool expected_splat,
                      pt_buf *msg);

/* ---- collectives hook ---------------------------------------------------------- */

/* A collective's attributes, decoded. Replica groups are given as written
 * (row-major n_groups x group_size, -1 entries are padding). */
typedef struct {
  uint32_t n_groups, group_size;
  const int64_t *groups;
  bool has_channel;
  int64_t channel_id, channel_type;
  bool use_global_device_ids;
  int64_t dim;          /* all_gather_dim / scatter_dimension */
  int64_t split_dim, concat_dim, split_count; /* all_to_all */
  uint32_t n_pairs;     /* collective_permute: source_target_pairs, n x 2 */
  const int64_t *pairs;
} pt_collective_attrs;

typedef enum {
  PT_REDUCE_ADD, PT_REDUCE_MUL, PT_REDUCE_MIN, PT_REDUCE_MAX,
  PT_REDUCE_AND, PT_REDUCE_OR, PT_REDUCE_XOR,
  PT_REDUCE_REGION, /* anything else: use `combine` */
} pt_reduce_kind;

/* How all_reduce / reduce_scatter combine contributions. `combine` works
 * for every kind: acc[i] = reducer(acc[i], x[i]) elementwise over
 * same-typed tensors (in place in acc). */
typedef struct pt_reduction {
  pt_reduce_kind kind;
  void *ctx;
  pt_status *(*combine)(const struct pt_reduction *r, pt_tensor *acc, const pt_tensor *x);
} pt_reduction;

/* The SPMD runtime implements these over its threads. Inputs are this
 * process's tensors; outputs arrive allocated with the op's result types
 * and are filled by the hook. */
typedef struct {
  pt_status *(*all_gather)(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, uint32_t n, pt_tensor *out);
  pt_status *(*all_reduce)(void *ctx, const pt_collective_attrs *a, const pt_reduction *r, const pt_tensor *in,
                           uint32_t n, pt_tensor *out);
  pt_status *(*reduce_scatter)(void *ctx, const pt_collective_attrs *a, const pt_reduction *r, const pt_tensor *in,
                               pt_tensor *out);
  pt_status *(*all_to_all)(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, uint32_t n, pt_tensor *out);
  pt_status *(*collective_permute)(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, pt_tensor *out);
  pt_status *(*collective_broadcast)(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, pt_tensor *out);
} pt_collective_ops;

/* ---- running ------------------------------------------------------------------- */

/* Memory kept between runs: freed value buffers wait here for the next
 * buffer of the same size, so repeated steps reuse mapped memory instead of
 * faulting in fresh pages. At most max_bytes are kept (oldest evicted).
 * One run at a time may use an arena. */
typedef struct pt_interp_arena pt_interp_arena;
pt_interp_arena *pt_interp_arena_new(uint64_t max_bytes);
void pt_interp_arena_free(pt_interp_arena *a);
uint64_t pt_interp_arena_bytes(const pt_interp_arena *a); /* bytes cached now */
/* Frees t, handing its data to the arena (e.g. last step's parameters). */
void pt_interp_arena_recycle(pt_interp_arena *a, pt_tensor *t);

typedef struct pt_interp_options pt_interp_options;
struct pt_interp_options {
  const pt_collective_ops *coll; /* NULL: single-process semantics (see top) */
  void *coll_ctx;
  uint32_t partition_id, replica_id;
  uint64_t max_while_iterations; /* per while op execution; 0 = no cap */
  uint64_t rng_seed;             /* stablehlo.rng */
  bool profile;                  /* per-op wall time in the stats */
  pt_interp_arena *arena;        /* NULL: a pool for this run only */
  /* What the run may hold: every buffer it allocates (results, copies,
   * kernel scratch, the arena's cached buffers while it runs) is charged
   * here first, and one that does not fit is a located error naming the
   * op. Outputs stay charged when handed over; inputs are the caller's to
   * charge. Runs on several threads may share one budget. NULL: a budget
   * of pt_memory_limit_default() for this run alone. */
  pt_mem_budget *budget;
  /* sdy.manual_computation (what shard_map exports): its body is
   * device-local code over the manual axes, which one interpreter run (one
   * device's program) cannot emulate alone. A caller that runs devices
   * (the thread runtime: pt_runtime_manual_computation) does it here: `in`
   * are the op's global operands, `out` its results (allocated, to fill),
   * `opts` this run's options. NULL: the op is an error. */
  pt_status *(*manual_computation)(const pt_interp_options *opts, const pt_module *m, const pt_op *op,
                                   const pt_tensor *in, pt_tensor *out);
};

typedef struct {
  uint64_t peak_live_bytes; /* high-water mark of live value buffers */
  uint64_t n_ops;           /* ops the driver executed, region bodies included
                               (not bodies run as typed loops or by the
                               scalar evaluator, see interp_region.c) */
  double contraction_flops; /* 2 per multiply-add of dot_general/dot/convolution */
  uint64_t op_count[PT_OP_COUNT];
  double op_seconds[PT_OP_COUNT]; /* with opts->profile; nested ops count
                                     in their own row and their parent's */
  /* Self-checking test ops (check.*, custom_call @check.*) executed and
   * failed. A failing check does not stop the run; check_failure describes
   * the first one: "file:line:col: check.expect_eq at [1]: got 3,
   * expected 4; 1 of 2 elements differ" (truncated to fit). */
  uint64_t n_checks, n_checks_failed;
  char check_failure[512];
} pt_interp_stats;

/* Sets how many threads each BLAS call (dot_general, convolution) may use
 * and returns the previous setting. The BLAS library's setting is
 * process-wide: change it only while no other thread is inside a BLAS
 * call (the thread runtime sets 1 around a multi-device run, where each
 * device is already a thread of its own). */
int pt_interp_set_blas_threads(int n);

/* Runs function `func` (an index into m->funcs) on `inputs` (one per
 * argument, matching the signature). On success *out_outputs is a malloc'ed
 * array of *out_n tensors the caller frees (pt_interp_outputs_free). opts
 * and stats may be NULL. The module should have passed pt_verify_module;
 * what memory safety depends on is re-checked and reported as an error. */
pt_status *pt_interp_run(const pt_module *m, uint32_t func, const pt_tensor *inputs, uint32_t n_inputs,
                         const pt_interp_options *opts, pt_tensor **out_outputs, uint32_t *out_n,
                         pt_interp_stats *stats);
void pt_interp_outputs_free(pt_tensor *outputs, uint32_t n);
/* The same for the body of an op (region `region`, e.g. a manual
 * computation's), run as a function of its arguments: the results are the
 * operands of its terminator. */
/* Whether interp.c's kernel table has a kernel for `code` (PT_HOOK_NONE:
 * the op runs without one, or not at all). */
pt_hook_state pt_interp_kernel_state(pt_opcode code);

pt_status *pt_interp_run_region(const pt_module *m, uint32_t region, const pt_tensor *inputs, uint32_t n_inputs,
                                const pt_interp_options *opts, pt_tensor **out_outputs, uint32_t *out_n,
                                pt_interp_stats *stats);

#endif /* PT_INTERP_H */
