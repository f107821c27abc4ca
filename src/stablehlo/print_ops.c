/* print_ops.c - the pretty (custom assembly) form of each op, spelled as
 * StableHLO/CHLO/func/sdy print them in the MLIR that JAX ships, e.g.
 *
 *   %0 = stablehlo.add %a, %b : tensor<4xf32>
 *   %1 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
 *   %2 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0] : ...
 *
 * Each printer checks that the op's operands, results and stored (generic
 * form) attributes fit its syntax and returns false otherwise; the op is
 * then printed in the generic form, which always re-parses to the same op.
 * Attributes a syntax does not spell out go into a trailing `{...}` dict. */
#include <string.h>

#include "print_internal.h"

/* ---- inherent attributes (the `<{...}>` of the generic form) --------------------- */

static const char *const *inherent_attrs(pt_opcode code) {
  static const char *const none[] = {NULL};
  static const char *const constant[] = {"value", NULL};
  static const char *const iota[] = {"iota_dimension", NULL};
  static const char *const reduce_precision[] = {"exponent_bits", "mantissa_bits", NULL};
  static const char *const compare[] = {"compare_type", "comparison_direction", NULL};
  static const char *const bcast_in_dim[] = {"broadcast_dimensions", NULL};
  static const char *const bcast[] = {"broadcast_sizes", NULL};
  static const char *const transpose[] = {"permutation", NULL};
  static const char *const slice[] = {"limit_indices", "start_indices", "strides", NULL};
  static const char *const dyn_slice[] = {"slice_sizes", NULL};
  static const char *const dimension[] = {"dimension", NULL};
  static const char *const pad[] = {"edge_padding_high", "edge_padding_low", "interior_padding", NULL};
  static const char *const dimensions[] = {"dimensions", NULL};
  static const char *const gather[] = {"dimension_numbers", "indices_are_sorted", "slice_sizes", NULL};
  static const char *const scatter[] = {"indices_are_sorted", "scatter_dimension_numbers", "unique_indices", NULL};
  static const char *const sort[] = {"dimension", "is_stable", NULL};
  static const char *const dot_general[] = {"algorithm", "dot_dimension_numbers", "precision_config", NULL};
  static const char *const dot[] = {"precision_config", NULL};
  static const char *const conv[] = {"batch_group_count", "dimension_numbers", "feature_group_count",
                                     "lhs_dilation",      "padding",           "precision_config",
                                     "rhs_dilation",      "window_reversal",   "window_strides",
                                     NULL};
  static const char *const cholesky[] = {"lower", NULL};
  static const char *const tri_solve[] = {"left_side", "lower", "transpose_a", "unit_diagonal", NULL};
  static const char *const reduce_window[] = {"base_dilations", "padding", "window_dilations", "window_dimensions",
                                              "window_strides", NULL};
  static const char *const sel_scatter[] = {"padding", "window_dimensions", "window_strides", NULL};
  static const char *const custom_call[] = {"api_version",      "backend_config", "call_target_name",
                                            "called_computations", "has_side_effect", "operand_layouts",
                                            "output_operand_aliases", "result_layouts", NULL};
  static const char *const rng_bit[] = {"rng_algorithm", NULL};
  static const char *const rng[] = {"rng_distribution", NULL};
  static const char *const all_gather[] = {"all_gather_dim", "channel_handle", "replica_groups",
                                           "use_global_device_ids", NULL};
  static const char *const all_reduce[] = {"channel_handle", "replica_groups", "use_global_device_ids", NULL};
  static const char *const reduce_scatter[] = {"channel_handle", "replica_groups", "scatter_dimension",
                                               "use_global_device_ids", NULL};
  static const char *const all_to_all[] = {"channel_handle", "concat_dimension", "replica_groups", "split_count",
                                           "split_dimension", NULL};
  static const char *const coll_permute[] = {"channel_handle", "source_target_pairs", NULL};
  static const char *const coll_bcast[] = {"channel_handle", "replica_groups", NULL};
  static const char *const top_k[] = {"k", NULL};
  static const char *const sharding[] = {"sharding", NULL};
  static const char *const barrier[] = {"allowed_direction", NULL};
  static const char *const computation[] = {"in_shardings", "manual_axes", "name", "out_shardings", NULL};
  static const char *const call[] = {"arg_attrs", "callee", "no_inline", "res_attrs", NULL};
  static const char *const check_tol[] = {"tolerance", NULL};
  static const char *const check_tol_value[] = {"tolerance", "value", NULL};
  static const char *const check_close[] = {"max_ulp_difference", "min_ulp_difference", NULL};
  switch (code) {
    case PT_OP_CONSTANT: return constant;
    case PT_OP_IOTA: return iota;
    case PT_OP_REDUCE_PRECISION: return reduce_precision;
    case PT_OP_COMPARE: return compare;
    case PT_OP_BROADCAST_IN_DIM: return bcast_in_dim;
    case PT_OP_BROADCAST: return bcast;
    case PT_OP_TRANSPOSE: return transpose;
    case PT_OP_SLICE: return slice;
    case PT_OP_DYNAMIC_SLICE: return dyn_slice;
    case PT_OP_CONCATENATE: return dimension;
    case PT_OP_GET_DIMENSION_SIZE: return dimension;
    case PT_OP_PAD: return pad;
    case PT_OP_REVERSE: return dimensions;
    case PT_OP_REDUCE: return dimensions;
    case PT_OP_GATHER: return gather;
    case PT_OP_SCATTER: return scatter;
    case PT_OP_SORT: return sort;
    case PT_OP_DOT_GENERAL: return dot_general;
    case PT_OP_DOT: return dot;
    case PT_OP_CONVOLUTION: return conv;
    case PT_OP_CHOLESKY: return cholesky;
    case PT_OP_TRIANGULAR_SOLVE: return tri_solve;
    case PT_OP_REDUCE_WINDOW: return reduce_window;
    case PT_OP_SELECT_AND_SCATTER: return sel_scatter;
    case PT_OP_CUSTOM_CALL: return custom_call;
    case PT_OP_RNG_BIT_GENERATOR: return rng_bit;
    case PT_OP_RNG: return rng;
    case PT_OP_ALL_GATHER: return all_gather;
    case PT_OP_ALL_REDUCE: return all_reduce;
    case PT_OP_REDUCE_SCATTER: return reduce_scatter;
    case PT_OP_ALL_TO_ALL: return all_to_all;
    case PT_OP_COLLECTIVE_PERMUTE: return coll_permute;
    case PT_OP_COLLECTIVE_BROADCAST: return coll_bcast;
    case PT_OP_CHLO_TOP_K: return top_k;
    case PT_OP_SDY_SHARDING_CONSTRAINT:
    case PT_OP_SDY_RESHARD: return sharding;
    case PT_OP_SDY_PROPAGATION_BARRIER: return barrier;
    case PT_OP_SDY_NAMED_COMPUTATION:
    case PT_OP_SDY_MANUAL_COMPUTATION: return computation;
    case PT_OP_FUNC_CALL: return call;
    case PT_OP_CHECK_EXPECT_EQ_CONST: return constant;
    case PT_OP_CHECK_EXPECT_ALMOST_EQ: return check_tol;
    case PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST: return check_tol_value;
    case PT_OP_CHECK_EXPECT_CLOSE: return check_close;
    default: return none;
  }
}

bool pt_pr_is_inherent(pt_opcode code, const char *name) {
  for (const char *const *l = inherent_attrs(code); *l; l++)
    if (strcmp(*l, name) == 0) return true;
  return false;
}

/* ---- helpers ----------------------------------------------------------------------- */

static uint32_t operand_type(const pt_module *m, const pt_op *op, uint32_t i) {
  return m->values.data[pt_op_operand(m, op, i)].type;
}

static uint32_t result_type(const pt_module *m, const pt_op *op, uint32_t i) {
  return m->values.data[op->results + i].type;
}

static bool shape_is(const pt_op *op, uint32_t n_operands, uint32_t n_results) {
  return op->n_operands == n_operands && op->n_results == n_results;
}

static void put(pt_printer *p, const char *s) { pt_buf_puts(p->b, s); }

static void put_name(pt_printer *p, const pt_op *op) { pt_buf_puts(p->b, pt_op_name((pt_opcode)op->code)); }

/* An array<i64: ...> attribute. */
static bool i64_array(const pt_attr *a, const int64_t **v, uint32_t *n) {
  if (!a || a->kind != PT_ATTR_DENSE_ARRAY || a->dtype != PT_DTYPE_I64) return false;
  if (a->u.darr.n && !a->u.darr.i) return false;
  *v = a->u.darr.i;
  *n = a->u.darr.n;
  return true;
}

/* `KEY = [1, 2]` from an array<i64: ...> attribute. */
static bool put_i64_array(pt_printer *p, const char *key, const pt_attr *a) {
  const int64_t *v;
  uint32_t n;
  if (!i64_array(a, &v, &n)) return false;
  put(p, key);
  pt_pr_int_list(p->b, v, n);
  return true;
}

/* The value of a `#stablehlo<kind VALUE>` enum (either spelling). */
static const char *enum_value(const pt_attr *a, const char *kind) {
  if (!a || a->kind != PT_ATTR_ENUM || strcmp(a->u.enm.dialect, "stablehlo") != 0 ||
      strcmp(a->u.enm.kind, kind) != 0)
    return NULL;
  return a->u.enm.value;
}

/* An integer attribute printed without its type (`dim = 0`). */
static bool put_int(pt_printer *p, const char *key, const pt_attr *a) {
  if (!a || a->kind != PT_ATTR_INT) return false;
  put(p, key);
  pt_pr_i64(p->b, a->u.i);
  return true;
}

/* The type list of MLIR's SameOperandsAndResultType: one type when every
 * operand has the result's type, else the functional type. */
static void put_same_type(pt_printer *p, const pt_op *op) {
  uint32_t rt = result_type(p->m, op, 0);
  bool same = true;
  for (uint32_t i = 0; i < op->n_operands; i++) same &= operand_type(p->m, op, i) == rt;
  if (same)
    pt_pr_type(p, rt);
  else
    pt_pr_functional_type(p, op);
}

static void put_functional(pt_printer *p, const pt_op *op) {
  put(p, " : ");
  pt_pr_functional_type(p, op);
}

/* Names of func ops lose their dialect directly inside a function, where
 * func is the default dialect. */
static void put_func_op_name(pt_printer *p, const pt_op *op, const char *short_name) {
  bool in_func_body = p->m->regions.data[op->parent].parent_op == PT_NONE;
  put(p, in_func_body ? short_name : pt_op_name((pt_opcode)op->code));
}

/* `name %a, %b {attrs}` */
static void put_name_operands(pt_printer *p, const pt_op *op, const char *const *skip) {
  put_name(p, op);
  if (op->n_operands) pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, op->n_operands);
  pt_pr_attr_dict(p, op, skip);
}

/* ---- individual forms ----------------------------------------------------------------- */

static bool print_return(pt_printer *p, const pt_op *op) {
  if (op->code == PT_OP_FUNC_RETURN) {
    put_func_op_name(p, op, "return");
    pt_pr_attr_dict(p, op, NULL);
    if (op->n_operands) pt_buf_putc(p->b, ' ');
    pt_pr_operands(p, op, 0, op->n_operands);
  } else {
    put(p, pt_pr_op_name(p->m, op));
    pt_buf_putc(p->b, ' ');
    pt_pr_operands(p, op, 0, op->n_operands);
    pt_pr_attr_dict(p, op, NULL);
  }
  if (op->n_operands) {
    put(p, " : ");
    pt_pr_operand_types(p, op, 0, op->n_operands);
  }
  return op->n_results == 0;
}

/* `@target(%a, %b) {attrs} : (ts) -> rs`, the tail of call and custom_call. */
static void put_symbol_call(pt_printer *p, const pt_op *op, const pt_attr *target, const char *const *skip) {
  pt_pr_symbol(p->b, target->u.str.data, target->u.str.len);
  pt_buf_putc(p->b, '(');
  pt_pr_operands(p, op, 0, op->n_operands);
  pt_buf_putc(p->b, ')');
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
}

static bool print_call(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"callee", NULL};
  const pt_attr *callee = pt_op_attr(p->m, op, "callee");
  if (!callee || callee->kind != PT_ATTR_SYMBOL) return false;
  put_func_op_name(p, op, "call");
  pt_buf_putc(p->b, ' ');
  put_symbol_call(p, op, callee, skip);
  return true;
}

static bool print_constant(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"value", NULL};
  const pt_attr *v = pt_op_attr(p->m, op, "value");
  if (!shape_is(op, 0, 1) || !v) return false;
  uint32_t vt = pt_attr_elements_type(v);
  if (vt == PT_NONE) return false;
  if (vt != result_type(p->m, op, 0)) return false;
  put(p, "stablehlo.constant");
  pt_pr_attr_dict(p, op, skip);
  pt_buf_putc(p->b, ' ');
  pt_pr_attr(p, v);
  return true;
}

static bool print_compare(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"compare_type", "comparison_direction", NULL};
  const char *dir = enum_value(pt_op_attr(p->m, op, "comparison_direction"), "comparison_direction");
  const pt_attr *ct = pt_op_attr(p->m, op, "compare_type");
  const char *type = enum_value(ct, "comparison_type");
  if (!shape_is(op, 2, 1) || !dir || (ct && !type)) return false;
  put(p, "stablehlo.compare ");
  put(p, dir);
  put(p, ", ");
  pt_pr_operands(p, op, 0, 2);
  if (type) {
    put(p, ", ");
    put(p, type);
  }
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_select(pt_printer *p, const pt_op *op) {
  if (!shape_is(op, 3, 1)) return false;
  put_name_operands(p, op, NULL);
  put(p, " : ");
  uint32_t rt = result_type(p->m, op, 0);
  if (operand_type(p->m, op, 1) != rt || operand_type(p->m, op, 2) != rt) {
    pt_pr_functional_type(p, op);
  } else {
    pt_pr_type(p, operand_type(p->m, op, 0));
    put(p, ", ");
    pt_pr_type(p, rt);
  }
  return true;
}

/* `name %a, ... {attrs} : T` (or the functional type). */
static bool print_same_type_op(pt_printer *p, const pt_op *op, uint32_t n_operands) {
  if (!shape_is(op, n_operands, 1)) return false;
  put_name_operands(p, op, NULL);
  put(p, " : ");
  put_same_type(p, op);
  return true;
}

/* chlo.x %a[, %b] {attrs} : t[, t] -> t */
static bool print_chlo(pt_printer *p, const pt_op *op, uint32_t n_operands) {
  if (!shape_is(op, n_operands, 1)) return false;
  put_name_operands(p, op, NULL);
  put(p, " : ");
  pt_pr_operand_types(p, op, 0, n_operands);
  put(p, " -> ");
  pt_pr_type(p, result_type(p->m, op, 0));
  return true;
}

static bool print_top_k(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"k", NULL};
  const pt_attr *k = pt_op_attr(p->m, op, "k");
  if (!shape_is(op, 1, 2) || !k || k->kind != PT_ATTR_INT) return false;
  put(p, "chlo.top_k(");
  pt_pr_operands(p, op, 0, 1);
  put_int(p, ", k = ", k);
  pt_buf_putc(p->b, ')');
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  pt_pr_type(p, operand_type(p->m, op, 0));
  put(p, " -> (");
  pt_pr_result_types(p, op);
  pt_buf_putc(p->b, ')');
  return true;
}

/* `name %x, KEY = [..] {attrs} : (t) -> t` for one array<i64> attribute. */
static bool print_one_array(pt_printer *p, const pt_op *op, const char *attr, const char *key, bool same_type) {
  const char *const skip[] = {attr, NULL};
  if (!shape_is(op, 1, 1)) return false;
  put_name(p, op);
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, 1);
  if (!put_i64_array(p, key, pt_op_attr(p->m, op, attr))) return false;
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  if (same_type)
    put_same_type(p, op);
  else
    pt_pr_functional_type(p, op);
  return true;
}

/* `name %x, KEY = N {attrs} : (t) -> t` for one integer attribute. */
static bool print_one_int(pt_printer *p, const pt_op *op, const char *attr, const char *key) {
  const char *const skip[] = {attr, NULL};
  if (op->n_results != 1 || op->n_operands == 0) return false;
  put_name(p, op);
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, op->n_operands);
  if (!put_int(p, key, pt_op_attr(p->m, op, attr))) return false;
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_slice(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"limit_indices", "start_indices", "strides", NULL};
  const int64_t *start, *limit, *stride;
  uint32_t ns, nl, nst;
  if (!shape_is(op, 1, 1) || !i64_array(pt_op_attr(p->m, op, "start_indices"), &start, &ns) ||
      !i64_array(pt_op_attr(p->m, op, "limit_indices"), &limit, &nl) ||
      !i64_array(pt_op_attr(p->m, op, "strides"), &stride, &nst) || ns != nl || ns != nst)
    return false;
  put(p, "stablehlo.slice ");
  pt_pr_operands(p, op, 0, 1);
  put(p, " [");
  for (uint32_t i = 0; i < ns; i++) {
    if (i) put(p, ", ");
    pt_pr_i64(p->b, start[i]);
    pt_buf_putc(p->b, ':');
    pt_pr_i64(p->b, limit[i]);
    if (stride[i] != 1) {
      pt_buf_putc(p->b, ':');
      pt_pr_i64(p->b, stride[i]);
    }
  }
  pt_buf_putc(p->b, ']');
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_dynamic_slice(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"slice_sizes", NULL};
  /* With no start indices MLIR prints `%x, , sizes`; keep that generic. */
  if (op->n_operands < 2 || op->n_results != 1) return false;
  put(p, "stablehlo.dynamic_slice ");
  pt_pr_operands(p, op, 0, op->n_operands);
  if (!put_i64_array(p, ", sizes = ", pt_op_attr(p->m, op, "slice_sizes"))) return false;
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_pad(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"edge_padding_high", "edge_padding_low", "interior_padding", NULL};
  if (!shape_is(op, 2, 1)) return false;
  put(p, "stablehlo.pad ");
  pt_pr_operands(p, op, 0, 2);
  if (!put_i64_array(p, ", low = ", pt_op_attr(p->m, op, "edge_padding_low")) ||
      !put_i64_array(p, ", high = ", pt_op_attr(p->m, op, "edge_padding_high")) ||
      !put_i64_array(p, ", interior = ", pt_op_attr(p->m, op, "interior_padding")))
    return false;
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_iota(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"iota_dimension", NULL};
  if (!shape_is(op, 0, 1)) return false;
  put(p, "stablehlo.iota");
  if (!put_int(p, " dim = ", pt_op_attr(p->m, op, "iota_dimension"))) return false;
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  pt_pr_type(p, result_type(p->m, op, 0));
  return true;
}

static bool print_reduce_precision(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"exponent_bits", "mantissa_bits", NULL};
  if (!shape_is(op, 1, 1)) return false;
  put(p, "stablehlo.reduce_precision ");
  pt_pr_operands(p, op, 0, 1);
  if (!put_int(p, ", format = e", pt_op_attr(p->m, op, "exponent_bits")) ||
      !put_int(p, "m", pt_op_attr(p->m, op, "mantissa_bits")))
    return false;
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  put_same_type(p, op);
  return true;
}

/* `KEY = X` for stablehlo enums written bare (`algorithm = DEFAULT`). */
static bool print_enum_op(pt_printer *p, const pt_op *op, const char *attr, const char *kind, const char *key,
                          uint32_t n_operands, uint32_t n_results) {
  const char *const skip[] = {attr, NULL};
  const char *v = enum_value(pt_op_attr(p->m, op, attr), kind);
  if (!shape_is(op, n_operands, n_results) || !v) return false;
  put_name(p, op);
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, n_operands);
  put(p, key);
  put(p, v);
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

/* `precision = [DEFAULT, DEFAULT]` from an array of precision enums. */
static bool put_precision(pt_printer *p, const pt_attr *a) {
  if (!a) return true;
  if (a->kind != PT_ATTR_ARRAY) return false;
  for (uint32_t i = 0; i < a->u.array.n; i++)
    if (!enum_value(a->u.array.items[i], "precision")) return false;
  put(p, ", precision = [");
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    if (i) put(p, ", ");
    put(p, enum_value(a->u.array.items[i], "precision"));
  }
  pt_buf_putc(p->b, ']');
  return true;
}

static bool print_dot(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"precision_config", NULL};
  if (!shape_is(op, 2, 1)) return false;
  put(p, "stablehlo.dot ");
  pt_pr_operands(p, op, 0, 2);
  if (!put_precision(p, pt_op_attr(p->m, op, "precision_config"))) return false;
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

/* A list of untyped integers `[1, 2]` inside #stablehlo.dot<...>. */
static bool put_dim_list(pt_printer *p, const pt_attr *a) {
  if (!a) {
    put(p, "[]");
    return true;
  }
  if (a->kind != PT_ATTR_ARRAY) return false;
  pt_buf_putc(p->b, '[');
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    const pt_attr *x = a->u.array.items[i];
    if (!x || x->kind != PT_ATTR_INT || x->dtype != PT_DTYPE_NONE) return false;
    if (i) put(p, ", ");
    pt_pr_i64(p->b, x->u.i);
  }
  pt_buf_putc(p->b, ']');
  return true;
}

static bool array_empty(const pt_attr *a) { return !a || (a->kind == PT_ATTR_ARRAY && a->u.array.n == 0); }

static bool print_dot_general(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"algorithm", "dot_dimension_numbers", "precision_config", NULL};
  static const char *const params[] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
                                       "lhs_contracting_dimensions", "rhs_contracting_dimensions", NULL};
  const pt_module *m = p->m;
  const pt_attr *dd = pt_op_attr(m, op, "dot_dimension_numbers");
  if (!shape_is(op, 2, 1) || !dd || dd->kind != PT_ATTR_DIALECT || strcmp(dd->u.dia.name, "stablehlo.dot") != 0)
    return false;
  for (uint32_t i = 0; i < dd->u.dia.n; i++) {
    bool known = false;
    for (const char *const *q = params; *q; q++) known |= strcmp(pt_str(m, dd->u.dia.params[i].name), *q) == 0;
    if (!known) return false;
  }
  const pt_attr *lb = pt_attr_param(m, dd, params[0]), *rb = pt_attr_param(m, dd, params[1]);
  const pt_attr *lc = pt_attr_param(m, dd, params[2]), *rc = pt_attr_param(m, dd, params[3]);
  put(p, "stablehlo.dot_general ");
  pt_pr_operands(p, op, 0, 2);
  if (!array_empty(lb) || !array_empty(rb)) {
    put(p, ", batching_dims = ");
    if (!put_dim_list(p, lb)) return false;
    put(p, " x ");
    if (!put_dim_list(p, rb)) return false;
  }
  put(p, ", contracting_dims = ");
  if (!put_dim_list(p, lc)) return false;
  put(p, " x ");
  if (!put_dim_list(p, rc)) return false;
  if (!put_precision(p, pt_op_attr(m, op, "precision_config"))) return false;
  const pt_attr *alg = pt_op_attr(m, op, "algorithm");
  if (alg) {
    put(p, ", algorithm = <");
    if (alg->kind == PT_ATTR_DIALECT && strcmp(alg->u.dia.name, "stablehlo.dot_algorithm") == 0) {
      for (uint32_t i = 0; i < alg->u.dia.n; i++) {
        if (i) put(p, ", ");
        pt_pr_named_attr(p, &alg->u.dia.params[i]);
      }
    } else if (alg->kind == PT_ATTR_OPAQUE && strcmp(alg->u.opq.name, "stablehlo.dot_algorithm") == 0) {
      put(p, alg->u.opq.body);
    } else {
      return false;
    }
    pt_buf_putc(p->b, '>');
  }
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

/* `pad = [[1, 1], [0, 0]]` from an Nx2 integer dense attribute. */
static bool put_padding(pt_printer *p, const pt_attr *a) {
  if (a->kind != PT_ATTR_DENSE) return false;
  const pt_type *t = pt_type_get(p->m, a->u.dense.type);
  /* One row per spatial dimension; anything longer is not a conv window. */
  if (t->rank != 2 || t->dims[1] != 2 || t->dims[0] > PT_MAX_RANK || pt_dtype_is_float((pt_dtype)t->dtype))
    return false;
  put(p, "pad = [");
  for (int64_t i = 0; i < t->dims[0]; i++) {
    int64_t lo, hi;
    if (!pt_attr_dense_int(p->m, a, (uint64_t)(2 * i), &lo) || !pt_attr_dense_int(p->m, a, (uint64_t)(2 * i + 1), &hi))
      return false;
    if (i) put(p, ", ");
    pt_buf_putc(p->b, '[');
    pt_pr_i64(p->b, lo);
    put(p, ", ");
    pt_pr_i64(p->b, hi);
    pt_buf_putc(p->b, ']');
  }
  pt_buf_putc(p->b, ']');
  return true;
}

static bool print_convolution(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"dimension_numbers", "lhs_dilation",    "padding", "rhs_dilation",
                                     "window_reversal",   "window_strides", NULL};
  const pt_module *m = p->m;
  const pt_attr *dn = pt_op_attr(m, op, "dimension_numbers");
  if (!shape_is(op, 2, 1) || !dn || dn->kind != PT_ATTR_CONV_DIMS) return false;
  put(p, "stablehlo.convolution(");
  pt_pr_operands(p, op, 0, 2);
  put(p, ") dim_numbers = ");
  pt_pr_conv_dims(p->b, dn->u.conv);
  put(p, ", window = {");
  bool first = true;
  const pt_attr *a = pt_op_attr(m, op, "window_strides");
  if (a) {
    if (!put_i64_array(p, "stride = ", a)) return false;
    first = false;
  }
  a = pt_op_attr(m, op, "padding");
  if (a) {
    if (!first) put(p, ", ");
    if (!put_padding(p, a)) return false;
    first = false;
  }
  static const char *const dil[2][2] = {{"lhs_dilation", "lhs_dilate = "}, {"rhs_dilation", "rhs_dilate = "}};
  for (int k = 0; k < 2; k++) {
    a = pt_op_attr(m, op, dil[k][0]);
    if (!a) continue;
    if (!first) put(p, ", ");
    if (!put_i64_array(p, dil[k][1], a)) return false;
    first = false;
  }
  a = pt_op_attr(m, op, "window_reversal");
  if (a) {
    if (a->kind != PT_ATTR_DENSE_ARRAY || a->dtype != PT_DTYPE_I1 || (a->u.darr.n && !a->u.darr.i)) return false;
    if (!first) put(p, ", ");
    put(p, "reverse = [");
    for (uint32_t i = 0; i < a->u.darr.n; i++) {
      if (i) put(p, ", ");
      put(p, a->u.darr.i[i] ? "true" : "false");
    }
    pt_buf_putc(p->b, ']');
  }
  pt_buf_putc(p->b, '}');
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_cholesky(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"lower", NULL};
  const pt_attr *lower = pt_op_attr(p->m, op, "lower");
  if (!shape_is(op, 1, 1) || (lower && lower->kind != PT_ATTR_BOOL)) return false;
  put(p, "stablehlo.cholesky ");
  pt_pr_operands(p, op, 0, 1);
  if (lower && lower->u.b) put(p, ", lower = true"); /* false is the default, which MLIR elides */
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  put_same_type(p, op);
  return true;
}

static bool print_optimization_barrier(pt_printer *p, const pt_op *op) {
  if (op->n_operands == 0 || op->n_operands != op->n_results) return false;
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (operand_type(p->m, op, i) != result_type(p->m, op, i)) return false;
  /* StableHLO's format puts the attributes before the operands (what the
   * parser reads): `stablehlo.optimization_barrier {mhlo.sharding = ..} %a`. */
  put_name(p, op);
  pt_pr_attr_dict(p, op, NULL);
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, op->n_operands);
  put(p, " : ");
  pt_pr_operand_types(p, op, 0, op->n_operands);
  return true;
}

static bool print_custom_call(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"call_target_name", NULL};
  const pt_attr *t = pt_op_attr(p->m, op, "call_target_name");
  if (!t || t->kind != PT_ATTR_STRING) return false;
  put(p, "stablehlo.custom_call ");
  put_symbol_call(p, op, t, skip);
  return true;
}

/* sdy.sharding_constraint and sdy.reshard: `%x <@mesh, [...]> {attrs} : t` */
static bool print_sharding_constraint(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"sharding", NULL};
  const pt_attr *s = pt_op_attr(p->m, op, "sharding");
  if (!shape_is(op, 1, 1) || !s || s->kind != PT_ATTR_OPAQUE || strcmp(s->u.opq.name, "sdy.sharding") != 0 ||
      operand_type(p->m, op, 0) != result_type(p->m, op, 0))
    return false;
  put(p, pt_op_name((pt_opcode)op->code));
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, 1);
  put(p, " <");
  put(p, s->u.opq.body);
  pt_buf_putc(p->b, '>');
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  pt_pr_type(p, result_type(p->m, op, 0));
  return true;
}

/* sdy.propagation_barrier %x allowed_direction=BACKWARD {attrs} : t */
static bool print_propagation_barrier(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"allowed_direction", NULL};
  const pt_attr *d = pt_op_attr(p->m, op, "allowed_direction");
  if (!shape_is(op, 1, 1) || !d || d->kind != PT_ATTR_ENUM || strcmp(d->u.enm.dialect, "sdy") != 0 ||
      operand_type(p->m, op, 0) != result_type(p->m, op, 0))
    return false;
  put(p, "sdy.propagation_barrier ");
  pt_pr_operands(p, op, 0, 1);
  put(p, " allowed_direction=");
  put(p, d->u.enm.value);
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  pt_pr_type(p, result_type(p->m, op, 0));
  return true;
}

/* An opaque attribute `opaque` whose body starts with `prefix` followed by
 * a bracket: the text after the prefix, else NULL. */
static const char *opaque_tail(const pt_attr *a, const char *opaque, const char *prefix) {
  size_t n = strlen(prefix);
  if (!a || a->kind != PT_ATTR_OPAQUE || strcmp(a->u.opq.name, opaque) != 0 || strncmp(a->u.opq.body, prefix, n) != 0)
    return NULL;
  const char *t = a->u.opq.body + n;
  return *t == '[' || *t == '{' ? t : NULL;
}

/* sdy.named_computation<"name">(%a) [in_shardings=[...]] [out_shardings=[...]]
 *   (%arg: t) { ... sdy.return ... } {attrs} : (ts) -> rs, and
 * sdy.manual_computation(%a) in_shardings=[...] out_shardings=[...] manual_axes={...} ... */
static bool print_sdy_computation(pt_printer *p, const pt_op *op) {
  const pt_module *m = p->m;
  static const char *const skip[] = {"in_shardings", "manual_axes", "name", "out_shardings", NULL};
  bool named = op->code == PT_OP_SDY_NAMED_COMPUTATION;
  const pt_attr *name = pt_op_attr(m, op, "name");
  const pt_attr *in = pt_op_attr(m, op, "in_shardings"), *out = pt_op_attr(m, op, "out_shardings");
  const pt_attr *axes = pt_op_attr(m, op, "manual_axes");
  const char *in_t = opaque_tail(in, "sdy.sharding_per_value", ""), *out_t = opaque_tail(out, "sdy.sharding_per_value", "");
  const char *axes_t = opaque_tail(axes, "sdy", "manual_axes");
  if (op->n_regions != 1 || (in && !in_t) || (out && !out_t) || (axes && (!axes_t || named)) ||
      (named && (!name || name->kind != PT_ATTR_STRING)))
    return false;
  put(p, pt_op_name((pt_opcode)op->code));
  if (named) {
    pt_buf_putc(p->b, '<');
    pt_pr_string(p->b, name->u.str.data, name->u.str.len);
    pt_buf_putc(p->b, '>');
  }
  pt_buf_putc(p->b, '(');
  pt_pr_operands(p, op, 0, op->n_operands);
  pt_buf_putc(p->b, ')');
  const char *keys[3] = {" in_shardings=", " out_shardings=", " manual_axes="}, *vals[3] = {in_t, out_t, axes_t};
  for (int k = 0; k < 3; k++)
    if (vals[k]) {
      put(p, keys[k]);
      put(p, vals[k]);
    }
  const pt_region *r = &m->regions.data[pt_op_region(m, op, 0)];
  put(p, " (");
  for (uint32_t i = 0; i < r->n_args; i++) {
    if (i) put(p, ", ");
    pt_pr_block_arg(p, r->args + i);
  }
  put(p, ") ");
  pt_pr_region(p, pt_op_region(m, op, 0), false);
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  return true;
}

static bool print_after_all(pt_printer *p, const pt_op *op) {
  if (op->n_results != 1) return false;
  put(p, "stablehlo.after_all ");
  pt_pr_operands(p, op, 0, op->n_operands);
  pt_pr_attr_dict(p, op, NULL);
  put(p, " : ");
  pt_pr_type(p, result_type(p->m, op, 0));
  return true;
}

/* ---- reduce and while ----------------------------------------------------------------- */

/* MLIR's compact `applies stablehlo.add` applies when the body is one
 * commutative binary op of the two block arguments, in order, on the
 * inputs' scalar type, whose result is returned. Unlike MLIR we also
 * require the inner op to carry no attributes, which the compact form
 * would drop. */
static const pt_op *compact_reducer(const pt_module *m, const pt_op *op) {
  const pt_region *body = &m->regions.data[pt_op_region(m, op, 0)];
  if (op->n_operands != 2 || body->n_args != 2 || body->n_ops != 2) return NULL;
  const pt_op *inner = pt_op_get(m, pt_region_op(m, body, 0));
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, 1));
  switch (inner->code) {
    case PT_OP_ADD: case PT_OP_AND: case PT_OP_MAXIMUM: case PT_OP_MINIMUM:
    case PT_OP_MULTIPLY: case PT_OP_OR: case PT_OP_XOR:
      break;
    default:
      return NULL;
  }
  if (!shape_is(inner, 2, 1) || inner->n_regions || inner->n_attrs) return NULL;
  if (pt_op_operand(m, inner, 0) != body->args || pt_op_operand(m, inner, 1) != body->args + 1) return NULL;
  uint32_t t = result_type(m, inner, 0);
  if (operand_type(m, inner, 0) != t || operand_type(m, inner, 1) != t) return NULL;
  const pt_type *st = pt_type_get(m, t), *in = pt_value_type(m, pt_op_operand(m, op, 0));
  if (st->kind != PT_TYPE_TENSOR || st->rank != 0 || in->kind != PT_TYPE_TENSOR || st->dtype != in->dtype)
    return NULL;
  if (ret->code != PT_OP_RETURN || ret->n_operands != 1 || ret->n_attrs || pt_op_operand(m, ret, 0) != inner->results)
    return NULL;
  return inner;
}

static bool print_reduce(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"dimensions", NULL};
  const pt_module *m = p->m;
  uint32_t pairs = op->n_operands / 2;
  if (op->n_regions != 1 || pairs == 0 || op->n_operands % 2) return false;
  const pt_region *body = &m->regions.data[pt_op_region(m, op, 0)];
  if (body->n_args != op->n_operands) return false;
  put(p, "stablehlo.reduce");
  for (uint32_t i = 0; i < pairs; i++) {
    put(p, i ? ", (" : "(");
    pt_pr_value(p, pt_op_operand(m, op, i));
    put(p, " init: ");
    pt_pr_value(p, pt_op_operand(m, op, i + pairs));
    pt_buf_putc(p->b, ')');
  }
  const pt_op *inner = compact_reducer(m, op);
  if (inner) {
    put(p, " applies ");
    put_name(p, inner);
  }
  if (!put_i64_array(p, " across dimensions = ", pt_op_attr(m, op, "dimensions"))) return false;
  pt_pr_attr_dict(p, op, skip);
  put_functional(p, op);
  if (inner) return true;
  pt_pr_newline(p);
  put(p, " reducer");
  for (uint32_t i = 0; i < pairs; i++) {
    pt_buf_putc(p->b, '(');
    pt_pr_block_arg(p, body->args + i);
    put(p, ", ");
    pt_pr_block_arg(p, body->args + i + pairs);
    put(p, ") ");
  }
  pt_buf_putc(p->b, ' ');
  pt_pr_region(p, pt_op_region(m, op, 0), false);
  return true;
}

static bool print_while(pt_printer *p, const pt_op *op) {
  const pt_module *m = p->m;
  if (op->n_regions != 2 || op->n_operands != op->n_results) return false;
  const pt_region *cond = &m->regions.data[pt_op_region(m, op, 0)];
  const pt_region *body = &m->regions.data[pt_op_region(m, op, 1)];
  if (cond->n_args != op->n_operands || body->n_args != op->n_operands) return false;
  /* The header declares one name and type per loop value for both regions
   * and the results. */
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t t = operand_type(m, op, i);
    if (result_type(m, op, i) != t || m->values.data[cond->args + i].type != t ||
        m->values.data[body->args + i].type != t || p->vnum[cond->args + i] != p->vnum[body->args + i])
      return false;
  }
  put(p, "stablehlo.while(");
  for (uint32_t i = 0; i < op->n_operands; i++) {
    if (i) put(p, ", ");
    pt_pr_value(p, body->args + i);
    put(p, " = ");
    pt_pr_value(p, pt_op_operand(m, op, i));
  }
  pt_buf_putc(p->b, ')');
  if (op->n_operands) {
    put(p, " : ");
    pt_pr_operand_types(p, op, 0, op->n_operands);
  }
  if (op->n_attrs) {
    put(p, " attributes");
    pt_pr_attr_dict(p, op, NULL);
  }
  pt_pr_newline(p);
  put(p, "cond ");
  pt_pr_region(p, pt_op_region(m, op, 0), false);
  put(p, " do ");
  pt_pr_region(p, pt_op_region(m, op, 1), false);
  return true;
}

/* ---- check dialect ------------------------------------------------------------------- */

/* `, tolerance = 1.000000e-03` when present; false when it is not an f64
 * float (the pretty form could not say so). */
static bool put_tolerance(pt_printer *p, const pt_attr *tol) {
  if (!tol) return true;
  if (tol->kind != PT_ATTR_FLOAT || tol->dtype != PT_DTYPE_F64) return false;
  put(p, ", tolerance = ");
  pt_pr_float_bits(p->b, pt_float_to_bits(tol->u.f, PT_DTYPE_F64), PT_DTYPE_F64);
  return true;
}

/* check.expect_eq / expect_almost_eq: `%a, %b[, tolerance = x] {attrs} : t` */
static bool print_check_pair(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"tolerance", NULL};
  const pt_attr *tol = pt_op_attr(p->m, op, "tolerance");
  if (!shape_is(op, 2, 0) || operand_type(p->m, op, 0) != operand_type(p->m, op, 1)) return false;
  if (tol && op->code != PT_OP_CHECK_EXPECT_ALMOST_EQ) return false;
  put_name(p, op);
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, 2);
  if (!put_tolerance(p, tol)) return false;
  pt_pr_attr_dict(p, op, skip);
  put(p, " : ");
  pt_pr_type(p, operand_type(p->m, op, 0));
  return true;
}

/* check.expect_eq_const / expect_almost_eq_const: `%a, dense<..> : t[, tolerance = x] {attrs}` */
static bool print_check_const(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"tolerance", "value", NULL};
  const pt_attr *v = pt_op_attr(p->m, op, "value");
  const pt_attr *tol = pt_op_attr(p->m, op, "tolerance");
  if (!shape_is(op, 1, 0) || !v || (tol && op->code != PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST)) return false;
  uint32_t vt = pt_attr_elements_type(v);
  if (vt == PT_NONE) return false;
  if (vt != operand_type(p->m, op, 0)) return false;
  put_name(p, op);
  pt_buf_putc(p->b, ' ');
  pt_pr_operands(p, op, 0, 1);
  put(p, ", ");
  pt_pr_attr(p, v);
  if (!put_tolerance(p, tol)) return false;
  pt_pr_attr_dict(p, op, skip);
  return true;
}

/* check.expect_close: `%a, %b, max_ulp_difference = 3[, min_ulp_difference = 1] : {attrs} ta, tb` */
static bool print_check_close(pt_printer *p, const pt_op *op) {
  static const char *const skip[] = {"max_ulp_difference", "min_ulp_difference", NULL};
  const pt_attr *mx = pt_op_attr(p->m, op, "max_ulp_difference");
  const pt_attr *mn = pt_op_attr(p->m, op, "min_ulp_difference");
  if (!shape_is(op, 2, 0) || !mx || mx->kind != PT_ATTR_INT || mx->dtype != PT_DTYPE_UI64) return false;
  if (mn && (mn->kind != PT_ATTR_INT || mn->dtype != PT_DTYPE_UI64)) return false;
  put(p, "check.expect_close ");
  pt_pr_operands(p, op, 0, 2);
  put(p, ", max_ulp_difference = ");
  pt_pr_u64(p->b, (uint64_t)mx->u.i);
  if (mn) {
    put(p, ", min_ulp_difference = ");
    pt_pr_u64(p->b, (uint64_t)mn->u.i);
  }
  put(p, " :");
  pt_pr_attr_dict(p, op, skip);
  pt_buf_putc(p->b, ' ');
  pt_pr_operand_types(p, op, 0, 2);
  return true;
}

/* ---- dispatch ------------------------------------------------------------------------ */

bool pt_pr_pretty_op(pt_printer *p, const pt_op *op) {
  pt_opcode code = (pt_opcode)op->code;
  if (op->n_regions && code != PT_OP_REDUCE && code != PT_OP_WHILE && code != PT_OP_SDY_NAMED_COMPUTATION &&
      code != PT_OP_SDY_MANUAL_COMPUTATION)
    return false;
  switch (code) {
    case PT_OP_FUNC_RETURN:
    case PT_OP_RETURN: return print_return(p, op);
    case PT_OP_FUNC_CALL: return print_call(p, op);
    case PT_OP_CONSTANT: return print_constant(p, op);
    case PT_OP_IOTA: return print_iota(p, op);
    case PT_OP_PARTITION_ID:
    case PT_OP_REPLICA_ID:
      if (!shape_is(op, 0, 1)) return false;
      put_name(p, op);
      pt_pr_attr_dict(p, op, NULL);
      put(p, " : ");
      pt_pr_type(p, result_type(p->m, op, 0));
      return true;
    case PT_OP_RNG_BIT_GENERATOR:
      return print_enum_op(p, op, "rng_algorithm", "rng_algorithm", ", algorithm = ", 1, 2);
    case PT_OP_RNG: return print_enum_op(p, op, "rng_distribution", "rng_distribution", ", distribution = ", 3, 1);
    case PT_OP_AFTER_ALL: return print_after_all(p, op);
    case PT_OP_BITCAST_CONVERT:
      if (!shape_is(op, 1, 1)) return false;
      put_name_operands(p, op, NULL);
      put_functional(p, op);
      return true;
    case PT_OP_REDUCE_PRECISION: return print_reduce_precision(p, op);
    case PT_OP_COMPARE: return print_compare(p, op);
    case PT_OP_SELECT: return print_select(p, op);
    case PT_OP_CLAMP: return print_same_type_op(p, op, 3);
    case PT_OP_CHLO_TOP_K: return print_top_k(p, op);
    case PT_OP_BROADCAST_IN_DIM: return print_one_array(p, op, "broadcast_dimensions", ", dims = ", false);
    case PT_OP_BROADCAST: return print_one_array(p, op, "broadcast_sizes", ", sizes = ", false);
    case PT_OP_TRANSPOSE: return print_one_array(p, op, "permutation", ", dims = ", false);
    case PT_OP_REVERSE: return print_one_array(p, op, "dimensions", ", dims = ", true);
    case PT_OP_RESHAPE:
    case PT_OP_DYNAMIC_UPDATE_SLICE:
      if (op->n_results != 1 || op->n_operands == 0) return false;
      put_name_operands(p, op, NULL);
      put_functional(p, op);
      return true;
    case PT_OP_SLICE: return print_slice(p, op);
    case PT_OP_DYNAMIC_SLICE: return print_dynamic_slice(p, op);
    case PT_OP_CONCATENATE: return print_one_int(p, op, "dimension", ", dim = ");
    case PT_OP_GET_DIMENSION_SIZE:
      return op->n_operands == 1 && print_one_int(p, op, "dimension", ", dim = ");
    case PT_OP_PAD: return print_pad(p, op);
    case PT_OP_DOT_GENERAL: return print_dot_general(p, op);
    case PT_OP_DOT: return print_dot(p, op);
    case PT_OP_CONVOLUTION: return print_convolution(p, op);
    case PT_OP_CHOLESKY: return print_cholesky(p, op);
    case PT_OP_REDUCE: return print_reduce(p, op);
    case PT_OP_WHILE: return print_while(p, op);
    case PT_OP_OPTIMIZATION_BARRIER: return print_optimization_barrier(p, op);
    case PT_OP_CUSTOM_CALL: return print_custom_call(p, op);
    case PT_OP_SDY_SHARDING_CONSTRAINT:
    case PT_OP_SDY_RESHARD: return print_sharding_constraint(p, op);
    case PT_OP_SDY_PROPAGATION_BARRIER: return print_propagation_barrier(p, op);
    case PT_OP_SDY_NAMED_COMPUTATION:
    case PT_OP_SDY_MANUAL_COMPUTATION: return print_sdy_computation(p, op);
    case PT_OP_CHECK_EXPECT_EQ:
    case PT_OP_CHECK_EXPECT_ALMOST_EQ: return print_check_pair(p, op);
    case PT_OP_CHECK_EXPECT_EQ_CONST:
    case PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST: return print_check_const(p, op);
    case PT_OP_CHECK_EXPECT_CLOSE: return print_check_close(p, op);
    default:
      break;
  }
  const pt_op_info *info = pt_op_info_get(code);
  if (!(info->flags & PT_OPF_ELEMENTWISE) || info->n_operands < 1 || info->n_operands > 2) return false;
  if (info->flags & PT_OPF_CHLO) return print_chlo(p, op, (uint32_t)info->n_operands);
  return print_same_type_op(p, op, (uint32_t)info->n_operands);
}
