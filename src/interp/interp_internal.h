/* interp_internal.h - what the interpreter's files share: the run context,
 * the kernel signature, region calls for reducer/comparator bodies, bulk
 * element loads and stores in a wide domain, and the strided copy that all
 * data-movement kernels are built on. Not part of the interface. */
#ifndef PT_INTERP_INTERNAL_H
#define PT_INTERP_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "buffer_plan.h"
#include "interp.h"

/* ---- run context (interp.c) ---------------------------------------------------- */

/* A value's buffer. Values share a buffer when an op is an identity on
 * bytes (reshape, optimization_barrier, ...); refs counts the bindings. */
typedef struct pt_ibuf {
  uint32_t refs;
  bool borrowed; /* data not owned: caller inputs, constant literals, region arguments */
  uint64_t nbytes;
  void *data;
  uint64_t small[2]; /* data of buffers of up to 16 bytes */
} pt_ibuf;

typedef struct pt_ictx pt_ictx;

const pt_module *pt_ictx_module(const pt_ictx *c);
const pt_interp_options *pt_ictx_options(const pt_ictx *c);
/* Adds to stats->contraction_flops. */
void pt_ictx_add_flops(pt_ictx *c, double flops);
/* Counts one executed check op in the stats; a failing one's description
 * ("check.expect_eq", "at [1]: got ...") becomes stats->check_failure when
 * it is the first. */
void pt_ictx_record_check(pt_ictx *c, const pt_op *op, bool pass, const char *what, const char *detail);
/* 0, 1, 2, ...: how many stablehlo.rng ops ran before (a stream id). */
uint64_t pt_ictx_next_rng(pt_ictx *c);
/* Scratch memory of a kernel (zeroed when zero), charged to the run's
 * memory budget while held: NULL with *err set to a located error naming
 * op when the budget or the host has no room. Free with pt_k_free. */
void *pt_k_alloc(pt_ictx *c, const pt_op *op, uint64_t nbytes, bool zero, pt_status **err);
void pt_k_free(pt_ictx *c, void *p); /* p may be NULL */

/* A kernel: operands as views (in[i] for operand i), results allocated
 * with the op's result types. Result contents are undefined on entry (a
 * reused buffer, or an operand's buffer taken over in place by elementwise
 * ops, dynamic_update_slice and scatter): a kernel must write every
 * element of every result. */
typedef pt_status *(*pt_kernel_fn)(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
/* The kernel of opcode `code` (interp.c's table; elementwise ops without an
 * entry share pt_k_elementwise), NULL when it has none. An op without a
 * kernel has the explicit "none" kernel, which refuses to run. */
pt_kernel_fn pt_interp_kernel_hook(pt_opcode code);

/* Runs `region` on the given arguments (views, copied into the region's
 * scalar/tensor arguments without copying data) and copies its results
 * into `results` (caller-allocated tensors of the region's result types). */
pt_status *pt_call_region(pt_ictx *c, uint32_t region, const pt_tensor *args, uint32_t n_args, pt_tensor *results,
                          uint32_t n_results);

/* ---- reducer and comparator bodies (interp_region.c) ------------------------------- */

/* A body combining k accumulators with k values: reduce, reduce_window,
 * scatter, select_and_scatter's scatter, all_reduce. Recognised one-op
 * bodies (k == 1) run without calling the region. */
#define PT_REDUCE_REPLACE ((pt_reduce_kind)(PT_REDUCE_REGION + 1)) /* body returns its second argument */
/* A body of rank-0 constants and elementwise ops, run without the driver
 * (interp_region.c); NULL when the body has anything else. */
typedef struct pt_scalar_prog pt_scalar_prog;
typedef struct {
  pt_ictx *c;
  const pt_op *op;
  uint32_t region;
  uint32_t k;
  pt_reduce_kind kind;
  pt_dtype dt[PT_MAX_RANK]; /* element types of the accumulators */
  pt_tensor *scratch;       /* 3k rank-0 tensors: args (2k) then results (k) */
  uint8_t *scratch_data;
  pt_scalar_prog *prog;
} pt_reducer;

/* Checks the region's signature: 2k rank-0 arguments of dtypes dt[0..k)
 * twice, k results of the same types. k <= PT_MAX_RANK. */
pt_status *pt_reducer_init(pt_reducer *r, pt_ictx *c, const pt_op *op, uint32_t region_index, uint32_t k,
                           const pt_dtype *dt);
void pt_reducer_free(pt_reducer *r);
/* acc[i] <- body(acc[0..k), x[0..k))[i]; each pointer is one element. */
pt_status *pt_reducer_apply(pt_reducer *r, void *const *acc, const void *const *x);

/* A sort comparator over n operands: body(a0, b0, a1, b1, ...) -> i1. */
typedef struct {
  pt_ictx *c;
  const pt_op *op;
  uint32_t region;
  uint32_t n;
  /* Recognised body `compare DIR, %arg(2k), %arg(2k+1), TYPE; return`: */
  bool simple;
  uint32_t key;       /* operand compared */
  bool swapped;       /* compares (b, a) */
  uint32_t direction; /* pt_cmp_dir */
  uint32_t cmp_type;  /* pt_cmp_type */
  pt_tensor *scratch; /* 2n args + 1 result */
  uint8_t *scratch_data;
  pt_scalar_prog *prog;
} pt_comparator;

pt_status *pt_comparator_init(pt_comparator *cmp, pt_ictx *c, const pt_op *op, uint32_t region_index,
                              uint32_t n, const pt_dtype *dt);
void pt_comparator_free(pt_comparator *cmp);
/* *less = body(a..., b...) with a[i], b[i] pointing at one element each. */
pt_status *pt_comparator_call(pt_comparator *cmp, const void *const *a, const void *const *b, bool *less);

/* Whether a reducer body of k accumulators / a comparator body over n
 * operands runs through the driver (pt_call_region): the rule of
 * pt_reducer_init / pt_comparator_init, which the buffer plan reads. */
bool pt_reducer_needs_driver(const pt_module *m, uint32_t rid, uint32_t k);
bool pt_comparator_needs_driver(const pt_module *m, uint32_t rid, uint32_t n);

/* ---- comparisons (kernels_elementwise.c) -------------------------------------------- */

typedef enum { PT_CMP_EQ, PT_CMP_NE, PT_CMP_GE, PT_CMP_GT, PT_CMP_LE, PT_CMP_LT } pt_cmp_dir;
typedef enum { PT_CMPT_DEFAULT, PT_CMPT_FLOAT, PT_CMPT_TOTALORDER, PT_CMPT_SIGNED, PT_CMPT_UNSIGNED } pt_cmp_type;
/* Reads compare's attributes; false when the direction is missing or unknown. */
bool pt_compare_attrs(const pt_module *m, const pt_op *op, pt_cmp_dir *dir, pt_cmp_type *type);
/* One comparison of single elements a and b of dtype dt. */
bool pt_compare_scalar(pt_dtype dt, pt_cmp_dir dir, pt_cmp_type type, const void *a, const void *b);
/* Elementwise acc = op(acc, x) for the kinds ADD..XOR over n elements. */
void pt_combine_elements(pt_reduce_kind kind, pt_dtype dt, void *acc, const void *x, uint64_t n);

/* ---- wide element access (tensor.c) -------------------------------------------------- */

/* n elements starting at element `off`: floats as doubles (exact), ints and
 * i1 as uint64 (sign- or zero-extended). Stores round to nearest even
 * (floats) or truncate (ints; i1 stores x & 1). */
void pt_load_f64(pt_dtype dt, const void *p, uint64_t off, uint32_t n, double *out);
void pt_store_f64(pt_dtype dt, void *p, uint64_t off, uint32_t n, const double *in);
void pt_load_u64(pt_dtype dt, const void *p, uint64_t off, uint32_t n, uint64_t *out);
void pt_store_u64(pt_dtype dt, void *p, uint64_t off, uint32_t n, const uint64_t *in);
/* A double rounded through dtype dt and back (identity for f64). */
double pt_round_to(pt_dtype dt, double x);
/* Raw bits of element i, zero-extended. */
uint64_t pt_load_bits(uint32_t esize, const void *p, uint64_t i);

/* Conversion of n elements between any two dtypes with convert's rules. */
void pt_convert_elements(pt_dtype from, const void *src, pt_dtype to, void *dst, uint64_t n);

/* ---- data movement (kernels_shape.c) ------------------------------------------------- */

/* Row-major strides (in elements) of dims. */
void pt_row_strides(uint32_t rank, const int64_t *dims, int64_t *strides);
/* For every index i over dims: dst[dot(i, dst_strides)] = src[dot(i, src_strides)],
 * elements of esize bytes, strides in elements (may be 0 or negative). */
void pt_strided_copy(uint32_t esize, uint32_t rank, const int64_t *dims, void *dst, const int64_t *dst_strides,
                     const void *src, const int64_t *src_strides);
/* out = in transposed: out dim i is in dim perm[i]. */
void pt_transpose_data(uint32_t esize, uint32_t rank, const int64_t *in_dims, const int64_t *perm, const void *in,
                       void *out);

/* acc[dst] = op(acc[dst], src[...]) over a strided box (kinds ADD..XOR, REPLACE). */
void pt_strided_combine(pt_reduce_kind kind, pt_dtype dt, uint32_t rank, const int64_t *dims, uint8_t *dst,
                        const int64_t *dst_st, const uint8_t *src, const int64_t *src_st);

/* ---- kernels --------------------------------------------------------------------------- */

/* An elementwise op with its operands checked, ready to run on any number
 * of elements (the kernel and the scalar region evaluator share it). */
typedef struct {
  pt_opcode code;
  pt_dtype in_dt, out_dt;
  uint32_t nin;
  bool scalar[3];     /* select's pred / clamp's bounds broadcast from rank 0 */
  pt_cmp_dir dir;     /* compare */
  pt_cmp_type type;
  int64_t ebits, mbits; /* reduce_precision */
} pt_ew_desc;
/* Checks op against operand/result shapes (views; data unused). */
pt_status *pt_ew_describe(const pt_module *m, const pt_op *op, const pt_tensor *in, const pt_tensor *out,
                          pt_ew_desc *d);
/* n elements; in[i] point at operand i's elements. False if undefined. */
bool pt_ew_run(const pt_ew_desc *d, const void *const *in, void *out, uint64_t n);

/* kernels_elementwise.c: every PT_OPF_ELEMENTWISE op, bitcast_convert. */
pt_status *pt_k_elementwise(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_bitcast_convert(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
/* kernels_special.c: special functions in double */
double pt_erf_inv(double x);
double pt_digamma(double x);
double pt_zeta(double x, double q);
double pt_polygamma(double n, double x);
double pt_bessel_i1e(double x);
double pt_lgamma(double x);

/* kernels_shape.c */
pt_status *pt_k_iota(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_broadcast_in_dim(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_broadcast(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_transpose(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_slice(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_dynamic_slice(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_dynamic_update_slice(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_concatenate(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_pad(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_reverse(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_get_dimension_size(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);

/* kernels_reduce.c */
pt_status *pt_k_reduce(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_reduce_window(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_select_and_scatter(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);

/* kernels_linalg.c */
pt_status *pt_k_dot_general(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_convolution(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_cholesky(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_triangular_solve(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);

/* kernels_index.c */
pt_status *pt_k_gather(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_scatter(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_sort(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_top_k(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);

/* kernels_misc.c: random numbers and collectives */
pt_status *pt_k_rng_bit_generator(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_rng(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
pt_status *pt_k_collective(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);
/* sdy.manual_computation: through opts->manual_computation (interp.h). */
pt_status *pt_k_manual_computation(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);

/* check.c: check.* ops and custom_call @check.* */
pt_status *pt_k_check(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out);

/* ---- small helpers ------------------------------------------------------------------- */

/* No value buffer exceeds this (the driver rejects larger types), and the
 * window/padding attributes kernels do arithmetic with are bounded by
 * PT_K_ATTR_LIMIT, so int64 index arithmetic cannot overflow. */
#define PT_K_MAX_BYTES PT_MAX_TENSOR_BYTES
#define PT_K_ATTR_LIMIT (INT64_C(1) << 40)
static inline bool pt_k_small(int64_t v) { return v > -PT_K_ATTR_LIMIT && v < PT_K_ATTR_LIMIT; }

static inline uint64_t pt_num_elems(const pt_tensor *t) {
  uint64_t n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= (uint64_t)t->dims[i];
  return n;
}

/* Reads an integer-list attribute (absent = *n 0, returns true); false when
 * it is not a list or longer than cap. */
bool pt_k_ints(const pt_module *m, const pt_op *op, const char *name, int64_t *out, uint32_t cap, uint32_t *n);
/* Scalar integer operand (any integer dtype) as int64. */
int64_t pt_k_scalar_int(const pt_tensor *t);

#endif /* PT_INTERP_INTERNAL_H */
