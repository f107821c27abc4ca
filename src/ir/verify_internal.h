/* verify_internal.h - what the verifier's files (verify*.c, op_attrs.c)
 * share: the per-op checking context, result emission, diagnostics,
 * attribute readers that produce diagnostics, and checked int64 arithmetic.
 * Not part of the IR's interface.
 *
 * Each op checker validates one op against its StableHLO constraints and
 * emits the op's result types one by one (pt_v_emit). When verifying, each
 * emitted type is compared with the declared one right away, so checking
 * needs no per-op allocation and any number of results. Where the spec
 * makes part of a result type an input of the op (reshape's shape,
 * convert's element type, ...) the checker validates the declared type and
 * emits it. */
#ifndef PT_VERIFY_INTERNAL_H
#define PT_VERIFY_INTERNAL_H

#include <stdint.h>

#include "ir.h"

/* Replica-group attributes a walk has already found valid, with the rules
 * they were checked under: lowering makes one attribute per set of mesh
 * axes and every collective over those axes shares it, so a walk over an
 * SPMD program checks each once. Attributes never change, so the pointer
 * is the key. */
enum { PT_VGROUPS_MEMO = 16 };
typedef struct {
  const pt_attr *attr[PT_VGROUPS_MEMO];
  uint8_t rules[PT_VGROUPS_MEMO];
  uint32_t n;
} pt_vgroups_memo;

typedef struct {
  const pt_module *m;
  const pt_op *op;
  pt_vgroups_memo *groups_memo; /* NULL outside pt_verify_module */
  bool compare; /* verifying: compare each emitted type with the declared one */
  pt_type *out; /* inferring: emitted types land here (up to max_out) */
  uint32_t max_out;
  uint32_t n_out; /* types emitted so far */
  /* Constraints named when an emitted type differs from the declared one:
   * shape_c for a different shape, elem_c for a different element type. */
  const char *shape_c;
  const char *elem_c;
  /* Function lookup for func.call: interned name id -> func index + 1
   * (NULL outside pt_verify_module: linear search instead). */
  const uint32_t *func_of_name;
  uint32_t n_names;
} pt_vctx;

/* ---- access ---- */

static inline const pt_type *pt_v_operand(const pt_vctx *c, uint32_t i) {
  return pt_value_type(c->m, pt_op_operand(c->m, c->op, i));
}
static inline const pt_type *pt_v_result(const pt_vctx *c, uint32_t i) {
  return pt_value_type(c->m, pt_op_result(c->op, i));
}
static inline bool pt_v_is_tensor(const pt_type *t) { return t->kind == PT_TYPE_TENSOR; }

bool pt_v_type_eq(const pt_type *a, const pt_type *b);
bool pt_v_shape_eq(const pt_type *a, const pt_type *b);
/* A tensor type of the given element type and shape. */
pt_type pt_v_tensor(pt_dtype dt, uint32_t rank, const int64_t *dims);
/* Same shape as t, element type dt. */
pt_type pt_v_with_dtype(const pt_type *t, pt_dtype dt);

/* ---- results and diagnostics ---- */

/* "'stablehlo.x' op <msg>" at the op's location. */
pt_status *pt_v_err(const pt_vctx *c, const char *fmt, ...) PT_PRINTF(2, 3);
/* Sets the constraints named on a mismatch of the following emissions. */
static inline void pt_v_rules(pt_vctx *c, const char *shape_c, const char *elem_c) {
  c->shape_c = shape_c;
  c->elem_c = elem_c;
}
/* Emits the next result type (see the file comment). */
pt_status *pt_v_emit(pt_vctx *c, const pt_type *t);

/* Text of types and lists for diagnostics (error paths only). */
typedef struct {
  char s[400];
} pt_vstr;
const char *pt_v_tstr(pt_vstr *b, const pt_type *t);
const char *pt_v_lstr(pt_vstr *b, const int64_t *v, uint32_t n);

/* ---- element-type classes (the PT_OPF_T_* flags) ---- */

#define PT_OPF_T_MASK \
  (PT_OPF_T_ANY | PT_OPF_T_FLOAT | PT_OPF_T_INT | PT_OPF_T_INT_OR_BOOL | PT_OPF_T_NUMERIC | PT_OPF_T_SIGNED_OR_FLOAT)
bool pt_v_dtype_in(pt_dtype dt, uint32_t tclass);
const char *pt_v_class_name(uint32_t tclass); /* "floating-point", ... */
/* Same class ignoring width (f32 ~ bf16, i8 ~ i32), for ops that allow
 * differing precision. */
bool pt_v_same_kind(pt_dtype a, pt_dtype b);
/* The spec's is_promotable: same kind and not narrower (floats: any width). */
bool pt_v_promotable(pt_dtype from, pt_dtype to);

/* ---- attributes ---- */

/* Integer attribute: *out = value, or dflt when absent and not required. */
pt_status *pt_v_attr_int(const pt_vctx *c, const char *name, bool required, int64_t dflt, int64_t *out);
/* Integer list attribute (see pt_attr_int_list) into out[PT_MAX_RANK];
 * longer lists are an error. *present tells whether it was written. */
pt_status *pt_v_attr_list(const pt_vctx *c, const char *name, bool required, int64_t *out, uint32_t *n, bool *present);
/* BOOL or UNIT attribute; dflt when absent. */
pt_status *pt_v_attr_bool(const pt_vctx *c, const char *name, bool dflt, bool *out);
/* ENUM (or STRING) attribute whose value must be one of `allowed`
 * (NULL-terminated); *out = NULL when absent and not required. */
pt_status *pt_v_attr_enum(const pt_vctx *c, const char *name, bool required, const char *const *allowed,
                          const char **out);

/* Decoders of op_attrs.c with the reason when malformed: problem == NULL on
 * success, else "attribute '<name>' <problem>". Lengths are not checked. */
typedef struct {
  const char *name;
  const char *problem;
} pt_dec;
pt_dec pt_dot_dims_decode(const pt_module *m, const pt_op *op, pt_dot_dims *out);
pt_dec pt_conv_window_decode(const pt_module *m, const pt_op *op, pt_conv_window *out);
pt_dec pt_window_decode(const pt_module *m, const pt_op *op, pt_window *out);
pt_dec pt_gather_dims_decode(const pt_module *m, const pt_op *op, pt_gather_dims *out);
pt_dec pt_scatter_dims_decode(const pt_module *m, const pt_op *op, pt_scatter_dims *out);
pt_status *pt_v_dec_err(const pt_vctx *c, pt_dec d);

/* ---- regions ---- */

/* Ids of the region's args and ops are in range. */
bool pt_v_region_ok(const pt_module *m, const pt_region *r);
/* Region i of the op and the stablehlo.return ending it, or an error. */
pt_status *pt_v_region_ret(const pt_vctx *c, uint32_t i, const pt_region **r, const pt_op **ret);
static inline const pt_type *pt_v_arg_type(const pt_vctx *c, const pt_region *r, uint32_t i) {
  return pt_value_type(c->m, r->args + i);
}
static inline const pt_type *pt_v_ret_type(const pt_vctx *c, const pt_op *ret, uint32_t i) {
  return pt_value_type(c->m, pt_op_operand(c->m, ret, i));
}
/* Checks a reduction body of N inputs: (tensor<E0..EN-1>, tensor<E0..EN-1>)
 * -> (tensor<E0..EN-1>) with is_promotable(element type of input i, Ei),
 * input i being operand first_input + i. cn names the constraint ("C6"). */
pt_status *pt_v_reducer(const pt_vctx *c, uint32_t region, const char *cn, uint32_t n, uint32_t first_input);
/* Ei of a body that passed pt_v_reducer. */
pt_dtype pt_v_body_dtype(const pt_vctx *c, uint32_t region, uint32_t i);

/* ---- checked int64 arithmetic (attributes are untrusted) ---- */

static inline bool pt_add_i64(int64_t a, int64_t b, int64_t *r) {
  if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b)) return false;
  *r = a + b;
  return true;
}
static inline bool pt_mul_i64(int64_t a, int64_t b, int64_t *r) {
  if (a == 0 || b == 0) {
    *r = 0;
    return true;
  }
  if (a > 0 ? (b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a) : (b > 0 ? a < INT64_MIN / b : b < INT64_MAX / a))
    return false;
  *r = a * b;
  return true;
}

/* Positions (0..n-1) are unique, in [0, bound): returns the index of the
 * first offender or -1. *dup tells a duplicate from an out-of-range value. */
int pt_v_check_dims(const int64_t *v, uint32_t n, int64_t bound, bool *dup);
bool pt_v_contains(const int64_t *v, uint32_t n, int64_t x);
bool pt_v_sorted(const int64_t *v, uint32_t n);
/* v ++ w holds no value twice (w may be empty). */
bool pt_v_unique2(const int64_t *v, uint32_t nv, const int64_t *w, uint32_t nw);

/* ---- op checkers (one per op or family) ---- */

/* A checker: the op's rules, and its result types into c->out. */
typedef pt_status *pt_verify_fn(pt_vctx *c);
/* The checker of opcode `code` (verify.c's table; elementwise ops without
 * an entry share pt_vchk_elementwise), NULL when it has none. */
pt_verify_fn *pt_verify_hook(pt_opcode code);

/* verify_elementwise.c */
pt_status *pt_vchk_elementwise(pt_vctx *c);
pt_status *pt_vchk_chlo_binary(pt_vctx *c);
pt_status *pt_vchk_compare(pt_vctx *c);
pt_status *pt_vchk_select(pt_vctx *c);
pt_status *pt_vchk_clamp(pt_vctx *c);
pt_status *pt_vchk_convert(pt_vctx *c);
pt_status *pt_vchk_bitcast_convert(pt_vctx *c);
pt_status *pt_vchk_reduce_precision(pt_vctx *c);
pt_status *pt_vchk_top_k(pt_vctx *c);
pt_status *pt_vchk_constant(pt_vctx *c);
pt_status *pt_vchk_iota(pt_vctx *c);
pt_status *pt_vchk_id(pt_vctx *c); /* partition_id, replica_id */
pt_status *pt_vchk_rng_bit_generator(pt_vctx *c);
pt_status *pt_vchk_rng(pt_vctx *c);
pt_status *pt_vchk_after_all(pt_vctx *c);

/* verify_shape.c */
pt_status *pt_vchk_broadcast_in_dim(pt_vctx *c);
pt_status *pt_vchk_broadcast(pt_vctx *c);
pt_status *pt_vchk_reshape(pt_vctx *c);
pt_status *pt_vchk_transpose(pt_vctx *c);
pt_status *pt_vchk_slice(pt_vctx *c);
pt_status *pt_vchk_dynamic_slice(pt_vctx *c);
pt_status *pt_vchk_dynamic_update_slice(pt_vctx *c);
pt_status *pt_vchk_concatenate(pt_vctx *c);
pt_status *pt_vchk_pad(pt_vctx *c);
pt_status *pt_vchk_reverse(pt_vctx *c);
pt_status *pt_vchk_get_dimension_size(pt_vctx *c);

/* verify_gather.c */
pt_status *pt_vchk_gather(pt_vctx *c);
pt_status *pt_vchk_scatter(pt_vctx *c);

/* verify_contract.c */
pt_status *pt_vchk_dot_general(pt_vctx *c);
pt_status *pt_vchk_dot(pt_vctx *c);
pt_status *pt_vchk_convolution(pt_vctx *c);
pt_status *pt_vchk_cholesky(pt_vctx *c);
pt_status *pt_vchk_triangular_solve(pt_vctx *c);

/* verify_region.c */
pt_status *pt_vchk_reduce(pt_vctx *c);
pt_status *pt_vchk_reduce_window(pt_vctx *c);
pt_status *pt_vchk_select_and_scatter(pt_vctx *c);
pt_status *pt_vchk_sort(pt_vctx *c);
pt_status *pt_vchk_while(pt_vctx *c);
pt_status *pt_vchk_if_case(pt_vctx *c);
pt_status *pt_vchk_optimization_barrier(pt_vctx *c);
pt_status *pt_vchk_custom_call(pt_vctx *c);
pt_status *pt_vchk_sharding_constraint(pt_vctx *c); /* and sdy.reshard */
pt_status *pt_vchk_propagation_barrier(pt_vctx *c);
pt_status *pt_vchk_sdy_computation(pt_vctx *c); /* sdy.named_computation, sdy.manual_computation */
/* An argument's or result's `sdy.sharding` (in `dict`, may be NULL) fits its
 * type over a mesh of the module. */
/* The shardings any op may carry on its results: `mhlo.sharding` (a GSPMD
 * string, a tuple for several results) and `sdy.sharding` (a
 * #sdy.sharding_per_value, one per result). */
pt_status *pt_v_op_shardings(pt_vctx *c);
pt_status *pt_v_sdy_op_sharding(const pt_vctx *c); /* the sdy.sharding half */
pt_status *pt_v_sdy_io_sharding(const pt_module *m, const pt_func *f, const pt_attr *dict, const char *what,
                                uint32_t index, uint32_t type_id);
pt_status *pt_vchk_call(pt_vctx *c);

/* verify_collective.c */
pt_status *pt_vchk_all_gather(pt_vctx *c);
pt_status *pt_vchk_all_reduce(pt_vctx *c);
pt_status *pt_vchk_reduce_scatter(pt_vctx *c);
pt_status *pt_vchk_all_to_all(pt_vctx *c);
pt_status *pt_vchk_collective_permute(pt_vctx *c);
pt_status *pt_vchk_collective_broadcast(pt_vctx *c);

/* verify_check.c: the check dialect and custom_call @check.* */
pt_status *pt_vchk_check(pt_vctx *c);
bool pt_v_is_check_target(const char *target);
pt_status *pt_vchk_check_call(pt_vctx *c, const char *target);

#endif /* PT_VERIFY_INTERNAL_H */
