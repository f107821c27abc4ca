/* test_verify.c - the verifier and result-type inference on modules built
 * with the builder API: a valid instance of every elementwise, shape and
 * contraction op, and invalid ones whose diagnostic must name the violated
 * spec constraint; scoping and terminator rules; the typed attribute views
 * of op_attrs.c; and a 100k-op timing. Region ops, gather/scatter,
 * collectives, calls and hostile attributes are in test_verify_regions.c. */
#include <time.h>

#include "verify_harness.h"

/* ---- elementwise ---- */

static char *unary(pt_opcode code, const char *in, const char *out) {
  T *t = t_begin(in);
  uint32_t a = t_arg(t, 0);
  return t_end1(t, t_op(t, code, &a, 1, out, NULL, 0, NULL, 0));
}

static char *binary(pt_opcode code, const char *lhs, const char *rhs, const char *out) {
  char args[128];
  snprintf(args, sizeof args, "%s, %s", lhs, rhs);
  T *t = t_begin(args);
  uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
  return t_end1(t, t_op(t, code, ab, 2, out, NULL, 0, NULL, 0));
}

static void test_elementwise(void) {
  OK(binary(PT_OP_ADD, "4x8xf32", "4x8xf32", "4x8xf32"));
  OK(binary(PT_OP_ADD, "4xi1", "4xi1", "4xi1"));
  OK(binary(PT_OP_SHIFT_LEFT, "4xui32", "4xui32", "4xui32"));
  ERR(binary(PT_OP_ADD, "4x8xf32", "8x8xf32", "4x8xf32"),
      "t.mlir:2:3: error: 'stablehlo.add' op (C1) lhs, rhs and result must have the same type, but got "
      "tensor<4x8xf32>, tensor<8x8xf32> and tensor<4x8xf32>");
  ERR(binary(PT_OP_ADD, "4xf32", "4xf32", "4xf16"), "'stablehlo.add' op (C1) lhs, rhs and result");
  ERR(binary(PT_OP_AND, "4xf32", "4xf32", "4xf32"), "(I1) lhs must be a tensor of integer or boolean type");
  ERR(binary(PT_OP_SUBTRACT, "4xi1", "4xi1", "4xi1"), "(I1) lhs must be a tensor of integer or floating-point type");
  ERR(binary(PT_OP_SHIFT_LEFT, "4xf32", "4xf32", "4xf32"), "(I1) lhs must be a tensor of integer type");
  OK(unary(PT_OP_EXPONENTIAL, "2x2xbf16", "2x2xbf16"));
  ERR(unary(PT_OP_EXPONENTIAL, "2x2xi32", "2x2xi32"), "(I1) operand must be a tensor of floating-point type");
  ERR(unary(PT_OP_TANH, "2x2xf32", "2x3xf32"), "'stablehlo.tanh' op (C1) operand and result must have the same type");
  OK(unary(PT_OP_ABS, "3xi32", "3xi32"));
  ERR(unary(PT_OP_ABS, "3xui32", "3xui32"), "(I1) operand must be a tensor of signed integer or floating-point");
  ERR(unary(PT_OP_ABS, "3xf32", "3xf64"), "'stablehlo.abs' op (C2) operand and result must have the same element type");
  ERR(unary(PT_OP_ABS, "3xf32", "4xf32"), "'stablehlo.abs' op (C1) operand and result must have the same shape");
  OK(unary(PT_OP_NOT, "3xi1", "3xi1"));
  OK(unary(PT_OP_IS_FINITE, "3xf32", "3xi1"));
  ERR(unary(PT_OP_IS_FINITE, "3xf32", "3xf32"),
      "'stablehlo.is_finite' op (O1) result must be a tensor of i1, but got tensor<3xf32>");
  ERR(unary(PT_OP_IS_FINITE, "3xf32", "4xi1"), "(C1) operand and result must have the same shape");
  ERR(unary(PT_OP_IS_FINITE, "3xi32", "3xi1"), "(I1) operand must be a tensor of floating-point type");
  OK(unary(PT_OP_CONVERT, "96x784xui8", "96x784xf32"));
  ERR(unary(PT_OP_CONVERT, "96x784xui8", "96x78xf32"),
      "'stablehlo.convert' op (C1) result type tensor<96x78xf32> does not match the inferred type tensor<96x784xf32>");
  OK(unary(PT_OP_BITCAST_CONVERT, "4xf32", "4xi32"));
  OK(unary(PT_OP_BITCAST_CONVERT, "4xf32", "4x4xi8"));
  OK(unary(PT_OP_BITCAST_CONVERT, "4x2xi32", "4xi64"));
  ERR(unary(PT_OP_BITCAST_CONVERT, "4x3xi32", "4xi64"),
      "'stablehlo.bitcast_convert' op (C1) converting i32 to the wider i64");
  ERR(unary(PT_OP_BITCAST_CONVERT, "4xf32", "4x2xi8"),
      "(C1) result type tensor<4x2xi8> does not match the inferred type tensor<4x4xi8>");
  /* chlo */
  OK(unary(PT_OP_CHLO_ERF, "8xf32", "8xf32"));
  OK(unary(PT_OP_CHLO_IS_INF, "8xf32", "8xi1"));
  ERR(unary(PT_OP_CHLO_LGAMMA, "8xi32", "8xi32"),
      "'chlo.lgamma' op (I1) operand must be a tensor of floating-point type");
  OK(binary(PT_OP_CHLO_NEXT_AFTER, "4x1xf32", "3xf32", "4x3xf32"));
  ERR(binary(PT_OP_CHLO_ZETA, "4x2xf32", "3xf32", "4x3xf32"), "lhs and rhs shapes are not broadcast-compatible");
  ERR(binary(PT_OP_CHLO_POLYGAMMA, "4x1xf32", "3xf32", "4x1xf32"),
      "'chlo.polygamma' op result type tensor<4x1xf32> does not match the inferred type tensor<4x3xf32> (broadcast "
      "shape)");
}

static char *compare(const char *lt, const char *rt, const char *out, const char *dir, const char *ctype) {
  char args[128];
  snprintf(args, sizeof args, "%s, %s", lt, rt);
  T *t = t_begin(args);
  pt_named_attr at[2];
  uint32_t na = 0;
  if (dir) at[na++] = NA(t->m, "comparison_direction", ENUM(t->m, "comparison_direction", dir));
  if (ctype) at[na++] = NA(t->m, "compare_type", ENUM(t->m, "comparison_type", ctype));
  uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
  return t_end1(t, t_op(t, PT_OP_COMPARE, ab, 2, out, at, na, NULL, 0));
}

static char *ternary(pt_opcode code, const char *a, const char *b, const char *c, const char *out) {
  char args[160];
  snprintf(args, sizeof args, "%s, %s, %s", a, b, c);
  T *t = t_begin(args);
  uint32_t v[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
  return t_end1(t, t_op(t, code, v, 3, out, NULL, 0, NULL, 0));
}

static void test_compare_select_clamp(void) {
  OK(compare("96x512xf32", "96x512xf32", "96x512xi1", "EQ", "FLOAT"));
  OK(compare("4xi32", "4xi32", "4xi1", "LT", NULL));
  OK(compare("4xui8", "4xui8", "4xi1", "LT", "UNSIGNED"));
  ERR(compare("4xi32", "4xf32", "4xi1", "EQ", NULL),
      "'stablehlo.compare' op (C1) lhs and rhs must have the same element type");
  ERR(compare("4xi32", "5xi32", "4xi1", "EQ", NULL), "(C2) lhs, rhs and result must have the same shape");
  ERR(compare("4xi32", "4xi32", "4xi1", "EQ", "FLOAT"),
      "(C3) compare_type FLOAT does not fit element type i32 (expected SIGNED)");
  ERR(compare("4xi32", "4xi32", "4xi32", "EQ", NULL),
      "(O1) result type tensor<4xi32> does not match the inferred type tensor<4xi1>");
  ERR(compare("4xi32", "4xi32", "4xi1", NULL, NULL), "requires attribute 'comparison_direction'");
  ERR(compare("4xi32", "4xi32", "4xi1", "XX", NULL), "attribute 'comparison_direction' has invalid value 'XX'");
  OK(ternary(PT_OP_SELECT, "96x512xi1", "96x512xf32", "96x512xf32", "96x512xf32"));
  OK(ternary(PT_OP_SELECT, "i1", "96x512xf32", "96x512xf32", "96x512xf32"));
  ERR(ternary(PT_OP_SELECT, "96xi1", "96x512xf32", "96x512xf32", "96x512xf32"),
      "'stablehlo.select' op (C1) pred must be a scalar or have the shape of on_true, but got tensor<96xi1> and "
      "tensor<96x512xf32>");
  ERR(ternary(PT_OP_SELECT, "i1", "4xf32", "4xf16", "4xf32"),
      "(C2) on_true, on_false and result must have the same type");
  ERR(ternary(PT_OP_SELECT, "4xf32", "4xf32", "4xf32", "4xf32"), "(I1) pred must be a tensor of i1");
  OK(ternary(PT_OP_CLAMP, "f32", "4xf32", "f32", "4xf32"));
  OK(ternary(PT_OP_CLAMP, "4xf32", "4xf32", "4xf32", "4xf32"));
  ERR(ternary(PT_OP_CLAMP, "2xf32", "4xf32", "f32", "4xf32"), "'stablehlo.clamp' op (C1) min must be a scalar");
  ERR(ternary(PT_OP_CLAMP, "f32", "4xf32", "3xf32", "4xf32"), "(C2) max must be a scalar");
  ERR(ternary(PT_OP_CLAMP, "i32", "4xf32", "f32", "4xf32"),
      "(C3) min, operand and max must have the same element type");
  ERR(ternary(PT_OP_CLAMP, "f32", "4xf32", "f32", "5xf32"), "(C4) result type");
}

static void test_sources(void) {
  {
    T *t = t_begin("");
    pt_named_attr v = NA(t->m, "value", DENSE_F32_SPLAT(t->m, "2x3xf32"));
    OK(t_end1(t, t_op(t, PT_OP_CONSTANT, NULL, 0, "2x3xf32", &v, 1, NULL, 0)));
  }
  {
    T *t = t_begin("");
    pt_named_attr v = NA(t->m, "value", DENSE_F32_SPLAT(t->m, "2x3xf32"));
    ERR(t_end1(t, t_op(t, PT_OP_CONSTANT, NULL, 0, "3x2xf32", &v, 1, NULL, 0)),
        "'stablehlo.constant' op (C1) result type tensor<3x2xf32> does not match the inferred type tensor<2x3xf32>");
  }
  {
    T *t = t_begin("");
    pt_named_attr v = NA(t->m, "value", D(t->m, "3xi64", 1, 2)); /* 2 values for 3 elements */
    ERR(t_end1(t, t_op(t, PT_OP_CONSTANT, NULL, 0, "3xi64", &v, 1, NULL, 0)), "attribute 'value' holds 16 bytes");
  }
  {
    T *t = t_begin("");
    pt_named_attr d = NA(t->m, "iota_dimension", I64(t->m, 1));
    OK(t_end1(t, t_op(t, PT_OP_IOTA, NULL, 0, "1x10xi32", &d, 1, NULL, 0)));
  }
  {
    T *t = t_begin("");
    pt_named_attr d = NA(t->m, "iota_dimension", I64(t->m, 2));
    ERR(t_end1(t, t_op(t, PT_OP_IOTA, NULL, 0, "1x10xi32", &d, 1, NULL, 0)),
        "'stablehlo.iota' op (C1) iota_dimension 2 must be in [0, 2)");
  }
  {
    T *t = t_begin("");
    OK(t_end1(t, t_op(t, PT_OP_PARTITION_ID, NULL, 0, "ui32", NULL, 0, NULL, 0)));
  }
  {
    T *t = t_begin("");
    ERR(t_end1(t, t_op(t, PT_OP_REPLICA_ID, NULL, 0, "i32", NULL, 0, NULL, 0)),
        "'stablehlo.replica_id' op (O1) result type tensor<i32> does not match the inferred type tensor<ui32>");
  }
  {
    T *t = t_begin("2xui64");
    pt_named_attr a = NA(t->m, "rng_algorithm", ENUM(t->m, "rng_algorithm", "PHILOX"));
    uint32_t s = t_arg(t, 0);
    uint32_t r = t_op(t, PT_OP_RNG_BIT_GENERATOR, &s, 1, "2xui64, 4x4xui32", &a, 1, NULL, 0);
    uint32_t rs[2] = {r, r + 1};
    OK(t_end(t, rs, 2));
  }
  {
    T *t = t_begin("4xui64");
    pt_named_attr a = NA(t->m, "rng_algorithm", ENUM(t->m, "rng_algorithm", "THREE_FRY"));
    uint32_t s = t_arg(t, 0);
    uint32_t r = t_op(t, PT_OP_RNG_BIT_GENERATOR, &s, 1, "4xui64, 4x4xui32", &a, 1, NULL, 0);
    uint32_t rs[2] = {r, r + 1};
    ERR(t_end(t, rs, 2), "(C2) THREE_FRY needs an initial_state of 2 elements");
  }
  {
    T *t = t_begin("f32, f32");
    pt_named_attr sv = NA(t->m, "value", D(t->m, "2xi64", 3, 5));
    uint32_t shape = t_op(t, PT_OP_CONSTANT, NULL, 0, "2xi64", &sv, 1, NULL, 0);
    pt_named_attr a = NA(t->m, "rng_distribution", ENUM(t->m, "rng_distribution", "NORMAL"));
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), shape};
    OK(t_end1(t, t_op(t, PT_OP_RNG, ops, 3, "3x5xf32", &a, 1, NULL, 0)));
  }
  {
    T *t = t_begin("f32, f32");
    pt_named_attr sv = NA(t->m, "value", D(t->m, "2xi64", 3, 5));
    uint32_t shape = t_op(t, PT_OP_CONSTANT, NULL, 0, "2xi64", &sv, 1, NULL, 0);
    pt_named_attr a = NA(t->m, "rng_distribution", ENUM(t->m, "rng_distribution", "UNIFORM"));
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), shape};
    ERR(t_end1(t, t_op(t, PT_OP_RNG, ops, 3, "3x4xf32", &a, 1, NULL, 0)),
        "'stablehlo.rng' op (C3) result type tensor<3x4xf32> does not match the inferred type tensor<3x5xf32>");
  }
  {
    T *t = t_begin("token, token");
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_AFTER_ALL, ab, 2, "token", NULL, 0, NULL, 0)));
  }
  {
    T *t = t_begin("f32");
    pt_named_attr at[2] = {NA(t->m, "exponent_bits", pt_attr_int(t->m, 5, PT_DTYPE_I32)),
                           NA(t->m, "mantissa_bits", pt_attr_int(t->m, 10, PT_DTYPE_I32))};
    uint32_t a = t_arg(t, 0);
    OK(t_end1(t, t_op(t, PT_OP_REDUCE_PRECISION, &a, 1, "f32", at, 2, NULL, 0)));
  }
  {
    T *t = t_begin("f32");
    pt_named_attr at[2] = {NA(t->m, "exponent_bits", pt_attr_int(t->m, 0, PT_DTYPE_I32)),
                           NA(t->m, "mantissa_bits", pt_attr_int(t->m, 10, PT_DTYPE_I32))};
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE_PRECISION, &a, 1, "f32", at, 2, NULL, 0)),
        "(C2) exponent_bits must be at least 1");
  }
  {
    T *t = t_begin("16x8xf32");
    pt_named_attr k = NA(t->m, "k", I64(t->m, 2));
    uint32_t a = t_arg(t, 0);
    uint32_t r = t_op(t, PT_OP_CHLO_TOP_K, &a, 1, "16x2xf32, 16x2xi32", &k, 1, NULL, 0);
    uint32_t rs[2] = {r, r + 1};
    OK(t_end(t, rs, 2));
  }
  {
    T *t = t_begin("16x8xf32");
    pt_named_attr k = NA(t->m, "k", I64(t->m, 9));
    uint32_t a = t_arg(t, 0);
    uint32_t r = t_op(t, PT_OP_CHLO_TOP_K, &a, 1, "16x9xf32, 16x9xi32", &k, 1, NULL, 0);
    uint32_t rs[2] = {r, r + 1};
    ERR(t_end(t, rs, 2), "'chlo.top_k' op k = 9 must be in [0, 8]");
  }
  {
    T *t = t_begin("16x8xf32");
    pt_named_attr k = NA(t->m, "k", I64(t->m, 2));
    uint32_t a = t_arg(t, 0);
    uint32_t r = t_op(t, PT_OP_CHLO_TOP_K, &a, 1, "16x2xf32, 16x2xi64", &k, 1, NULL, 0);
    uint32_t rs[2] = {r, r + 1};
    ERR(t_end(t, rs, 2),
        "'chlo.top_k' op result #1 type tensor<16x2xi64> does not match the inferred type tensor<16x2xi32> (values "
        "take the operand's element type, indices i32)");
  }
}

/* ---- shape ops ---- */

static const pt_attr *bd_1(pt_module *m) { return L(m, 1); }
static const pt_attr *bd_0_1(pt_module *m) { return L(m, 0, 1); }
static const pt_attr *bd_2(pt_module *m) { return L(m, 2); }
static const pt_attr *bd_0_0(pt_module *m) { return L(m, 0, 0); }
static const pt_attr *bd_empty(pt_module *m) { return L0(m); }
static const pt_attr *bd_huge(pt_module *m) {
  int64_t v[20] = {0};
  return LIST(m, 20, v);
}
static const pt_attr *bd_dense(pt_module *m) { return D(m, "1xi64", 1); }

static void test_broadcast_reshape_transpose(void) {
  OK(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf32", "broadcast_dimensions", bd_1, NULL, NULL));
  OK(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf32", "broadcast_dimensions", bd_dense, NULL, NULL));
  OK(with_attrs(PT_OP_BROADCAST_IN_DIM, "f32", "64x32xf32", "broadcast_dimensions", bd_empty, NULL, NULL));
  OK(with_attrs(PT_OP_BROADCAST_IN_DIM, "1x3xf32", "2x3xf32", "broadcast_dimensions", bd_0_1, NULL, NULL));
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf32", "broadcast_dimensions", bd_0_1, NULL, NULL),
      "'stablehlo.broadcast_in_dim' op (C2) broadcast_dimensions [0, 1] has 2 entries, but the operand has rank 1");
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf32", "broadcast_dimensions", bd_2, NULL, NULL),
      "(C3) broadcast_dimensions [2]: 2 is out of range [0, 2) of the result rank");
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "2x2xf32", "2x2xf32", "broadcast_dimensions", bd_0_0, NULL, NULL),
      "(C4) broadcast_dimensions [0, 0] contains dimension 0 more than once");
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x256xf32", "broadcast_dimensions", bd_1, NULL, NULL),
      "(C5) operand dimension 0 has size 512, which is neither 1 nor the size 256 of result dimension 1");
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf16", "broadcast_dimensions", bd_1, NULL, NULL),
      "(C1) result type tensor<1x512xf16> does not match the inferred type tensor<1x512xf32>");
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf32", NULL, NULL, NULL, NULL),
      "requires attribute 'broadcast_dimensions'");
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "512xf32", "1x512xf32", "broadcast_dimensions", bd_huge, NULL, NULL),
      "attribute 'broadcast_dimensions' has 20 entries, more than the maximum rank 16");
  OK(with_attrs(PT_OP_RESHAPE, "96xf32", "96x1xf32", NULL, NULL, NULL, NULL));
  OK(with_attrs(PT_OP_RESHAPE, "2x3x4xf32", "24xf32", NULL, NULL, NULL, NULL));
  ERR(with_attrs(PT_OP_RESHAPE, "2x3x4xf32", "25xf32", NULL, NULL, NULL, NULL),
      "'stablehlo.reshape' op (C2) operand has 24 elements, but the result has 25");
  ERR(with_attrs(PT_OP_RESHAPE, "4611686018427387904x4xf32", "4xf32", NULL, NULL, NULL, NULL),
      "(C2) element count overflows int64");
  ERR(with_attrs(PT_OP_RESHAPE, "24xf32", "24xi32", NULL, NULL, NULL, NULL), "(C1) result type");
}

static const pt_attr *perm_1_0(pt_module *m) { return L(m, 1, 0); }
static const pt_attr *perm_0_0(pt_module *m) { return L(m, 0, 0); }
static const pt_attr *bsizes_2_4(pt_module *m) { return L(m, 2, 4); }
static const pt_attr *bsizes_neg(pt_module *m) { return L(m, -2); }

static void test_transpose_broadcast(void) {
  OK(with_attrs(PT_OP_TRANSPOSE, "512x96xf32", "96x512xf32", "permutation", perm_1_0, NULL, NULL));
  ERR(with_attrs(PT_OP_TRANSPOSE, "512x96xf32", "96x512xf32", "permutation", perm_0_0, NULL, NULL),
      "'stablehlo.transpose' op (C2) permutation [0, 0] is not a permutation of [0, 2), the operand's dimensions");
  ERR(with_attrs(PT_OP_TRANSPOSE, "512x96xf32", "512x96xf32", "permutation", perm_1_0, NULL, NULL),
      "(C3) result type tensor<512x96xf32> does not match the inferred type tensor<96x512xf32>");
  OK(with_attrs(PT_OP_BROADCAST, "3xf32", "2x4x3xf32", "broadcast_sizes", bsizes_2_4, NULL, NULL));
  ERR(with_attrs(PT_OP_BROADCAST, "3xf32", "3xf32", "broadcast_sizes", bsizes_neg, NULL, NULL),
      "broadcast_sizes[0] = -2 must be non-negative");
}

static char *slice(const char *in, const char *out, const pt_attr *(*st)(pt_module *),
                   const pt_attr *(*li)(pt_module *), const pt_attr *(*sd)(pt_module *)) {
  T *t = t_begin(in);
  pt_named_attr at[3];
  uint32_t na = 0;
  at[na++] = NA(t->m, "start_indices", st(t->m));
  at[na++] = NA(t->m, "limit_indices", li(t->m));
  if (sd) at[na++] = NA(t->m, "strides", sd(t->m));
  uint32_t a = t_arg(t, 0);
  return t_end1(t, t_op(t, PT_OP_SLICE, &a, 1, out, at, na, NULL, 0));
}
static const pt_attr *s_1_4(pt_module *m) { return L(m, 1, 4); }
static const pt_attr *l_3_8(pt_module *m) { return L(m, 3, 8); }
static const pt_attr *l_3_9(pt_module *m) { return L(m, 3, 9); }
static const pt_attr *st_1_2(pt_module *m) { return L(m, 1, 2); }
static const pt_attr *st_1_0(pt_module *m) { return L(m, 1, 0); }
static const pt_attr *s_1(pt_module *m) { return L(m, 1); }

static void test_slices(void) {
  OK(slice("3x8xf32", "2x2xf32", s_1_4, l_3_8, st_1_2));
  OK(slice("3x8xf32", "2x4xf32", s_1_4, l_3_8, NULL));
  ERR(slice("3x8xf32", "2x2xf32", s_1_4, l_3_9, st_1_2),
      "'stablehlo.slice' op (C3) dimension 1: start 4 and limit 9 must satisfy 0 <= start <= limit <= 8");
  ERR(slice("3x8xf32", "2x2xf32", s_1_4, l_3_8, st_1_0), "(C4) stride 0 of dimension 1 must be positive");
  ERR(slice("3x8xf32", "2x3xf32", s_1_4, l_3_8, st_1_2),
      "(C5) result type tensor<2x3xf32> does not match the inferred type tensor<2x2xf32>");
  ERR(slice("3x8xf32", "2x2xf32", s_1, l_3_8, st_1_2),
      "(C2) start_indices, limit_indices and strides have 1, 2 and 2 entries, but the operand has rank 2");
  /* dynamic_slice / dynamic_update_slice */
  {
    T *t = t_begin("2x4x16xf32, i32, i32, i32");
    pt_named_attr s = NA(t->m, "slice_sizes", L(t->m, 1, 4, 16));
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    OK(t_end1(t, t_op(t, PT_OP_DYNAMIC_SLICE, ops, 4, "1x4x16xf32", &s, 1, NULL, 0)));
  }
  {
    T *t = t_begin("2x4x16xf32, i32, i32, i32");
    pt_named_attr s = NA(t->m, "slice_sizes", L(t->m, 1, 5, 16));
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    ERR(t_end1(t, t_op(t, PT_OP_DYNAMIC_SLICE, ops, 4, "1x5x16xf32", &s, 1, NULL, 0)),
        "'stablehlo.dynamic_slice' op (C4) slice_sizes[1] = 5 must be in [0, 4], the operand's size");
  }
  {
    T *t = t_begin("2x4x16xf32, i32, i32");
    pt_named_attr s = NA(t->m, "slice_sizes", L(t->m, 1, 4, 16));
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
    ERR(t_end1(t, t_op(t, PT_OP_DYNAMIC_SLICE, ops, 3, "1x4x16xf32", &s, 1, NULL, 0)),
        "(C2) got 2 start indices and 3 slice_sizes, but the operand has rank 3");
  }
  {
    T *t = t_begin("2x4x16xf32, i32, i64, i32");
    pt_named_attr s = NA(t->m, "slice_sizes", L(t->m, 1, 4, 16));
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    ERR(t_end1(t, t_op(t, PT_OP_DYNAMIC_SLICE, ops, 4, "1x4x16xf32", &s, 1, NULL, 0)),
        "(C3) start indices must have the same type");
  }
  {
    T *t = t_begin("2x8xf32, 1x8xf32, i32, i32");
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    OK(t_end1(t, t_op(t, PT_OP_DYNAMIC_UPDATE_SLICE, ops, 4, "2x8xf32", NULL, 0, NULL, 0)));
  }
  {
    T *t = t_begin("2x8xf32, 1x9xf32, i32, i32");
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    ERR(t_end1(t, t_op(t, PT_OP_DYNAMIC_UPDATE_SLICE, ops, 4, "2x8xf32", NULL, 0, NULL, 0)),
        "'stablehlo.dynamic_update_slice' op (C6) update dimension 1 has size 9, larger than the operand's 8");
  }
  {
    T *t = t_begin("2x8xf32, 1x8xf32, f32, i32");
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    ERR(t_end1(t, t_op(t, PT_OP_DYNAMIC_UPDATE_SLICE, ops, 4, "2x8xf32", NULL, 0, NULL, 0)),
        "(I3) start index #0 must be a 0-dimensional integer tensor");
  }
}

static char *concat(const char *ins, uint32_t n, int64_t dim, const char *out) {
  T *t = t_begin(ins);
  pt_named_attr d = NA(t->m, "dimension", I64(t->m, dim));
  uint32_t ops[8];
  for (uint32_t i = 0; i < n; i++) ops[i] = t_arg(t, i);
  return t_end1(t, t_op(t, PT_OP_CONCATENATE, ops, n, out, &d, 1, NULL, 0));
}

static char *pad(const char *in, const char *out, const pt_attr *lo, const pt_attr *hi, const pt_attr *interior, T *t) {
  pt_named_attr at[3] = {NA(t->m, "edge_padding_low", lo), NA(t->m, "edge_padding_high", hi),
                         NA(t->m, "interior_padding", interior)};
  uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
  (void)in;
  return t_end1(t, t_op(t, PT_OP_PAD, ops, 2, out, at, 3, NULL, 0));
}

static void test_concat_pad_reverse(void) {
  OK(concat("4x1xf32, 4x2xf32", 2, 1, "4x3xf32"));
  ERR(concat("4x1xf32, 5x2xf32", 2, 1, "4x3xf32"),
      "'stablehlo.concatenate' op (C2) inputs must have the same shape except in dimension 1, but input #0 is "
      "tensor<4x1xf32> and input #1 is tensor<5x2xf32>");
  ERR(concat("4x1xf32, 4x2xf32", 2, 2, "4x3xf32"), "(C4) dimension 2 is out of range [0, 2)");
  ERR(concat("4x1xf32, 4x2xf32", 2, 1, "4x4xf32"),
      "(C6) result type tensor<4x4xf32> does not match the inferred type tensor<4x3xf32>");
  ERR(concat("4x1xf32, 4x2xi32", 2, 1, "4x3xf32"), "(C1) inputs must have the same element type");
  ERR(concat("f32, f32", 2, 0, "2xf32"), "(C4) dimension 0 is out of range [0, 0)");
  {
    T *t = t_begin("4x8x8x32xf32, f32");
    OK(pad("", "4x17x17x32xf32", L(t->m, 0, 1, 1, 0), L(t->m, 0, 1, 1, 0), L(t->m, 0, 1, 1, 0), t));
  }
  {
    T *t = t_begin("8xf32, f32");
    OK(pad("", "4xf32", L(t->m, -2), L(t->m, -2), L(t->m, 0), t));
  }
  {
    T *t = t_begin("8xf32, f32");
    ERR(pad("", "16xf32", L(t->m, 4), L(t->m, 4), L(t->m, -1), t),
        "'stablehlo.pad' op (C3) interior_padding[0] = -1 must be non-negative");
  }
  {
    T *t = t_begin("8xf32, f32");
    ERR(pad("", "16xf32", L(t->m, -5), L(t->m, -5), L(t->m, 0), t),
        "(C4) padding dimension 0 (size 8, low -5, high -5, interior 0) gives negative size -2");
  }
  {
    T *t = t_begin("8xf32, f32");
    ERR(pad("", "16xf32", L(t->m, 4), L(t->m, 4), L(t->m, 1), t),
        "(C4) result type tensor<16xf32> does not match the inferred type tensor<23xf32>");
  }
  {
    T *t = t_begin("8xf32, f32");
    ERR(pad("", "16xf32", L(t->m, INT64_MAX), L(t->m, 4), L(t->m, 0), t),
        "(C4) the padded size of dimension 0 overflows int64");
  }
  {
    T *t = t_begin("8xf32, f32");
    ERR(pad("", "16xf32", L(t->m, 0), L(t->m, 0), L(t->m, INT64_MAX), t), "overflows int64");
  }
  {
    T *t = t_begin("8xf32, i32");
    ERR(pad("", "16xf32", L(t->m, 4), L(t->m, 4), L(t->m, 0), t), "(C1) operand, padding_value and result");
  }
  {
    T *t = t_begin("2x2x32x64xf32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 0));
    uint32_t a = t_arg(t, 0);
    OK(t_end1(t, t_op(t, PT_OP_REVERSE, &a, 1, "2x2x32x64xf32", &d, 1, NULL, 0)));
  }
  {
    T *t = t_begin("2x2xf32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1, 1));
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_REVERSE, &a, 1, "2x2xf32", &d, 1, NULL, 0)),
        "'stablehlo.reverse' op (C2) dimensions [1, 1] contains dimension 1 more than once");
  }
  {
    T *t = t_begin("2x2xf32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 2));
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_REVERSE, &a, 1, "2x2xf32", &d, 1, NULL, 0)),
        "(C3) dimensions [2]: 2 is out of range [0, 2)");
  }
  {
    T *t = t_begin("2x3xf32");
    pt_named_attr d = NA(t->m, "dimension", I64(t->m, 1));
    uint32_t a = t_arg(t, 0);
    OK(t_end1(t, t_op(t, PT_OP_GET_DIMENSION_SIZE, &a, 1, "i32", &d, 1, NULL, 0)));
  }
  {
    T *t = t_begin("2x3xf32");
    pt_named_attr d = NA(t->m, "dimension", I64(t->m, -1));
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_GET_DIMENSION_SIZE, &a, 1, "i32", &d, 1, NULL, 0)),
        "'stablehlo.get_dimension_size' op (C1) dimension -1 is out of range [0, 2)");
  }
}

/* ---- contractions ---- */

static char *dg(const char *lhs, const char *rhs, const char *out, int nlb, const int64_t *lb, int nrb,
                const int64_t *rb, int nlc, const int64_t *lc, int nrc, const int64_t *rc) {
  char args[128];
  snprintf(args, sizeof args, "%s, %s", lhs, rhs);
  T *t = t_begin(args);
  pt_module *m = t->m;
  const pt_attr *d = DOT_DIMS(m, nlb ? ARR(m, (uint32_t)nlb, lb) : NULL, nrb ? ARR(m, (uint32_t)nrb, rb) : NULL,
                              nlc ? ARR(m, (uint32_t)nlc, lc) : NULL, nrc ? ARR(m, (uint32_t)nrc, rc) : NULL);
  const pt_attr *pr[2] = {pt_attr_enum(m, "stablehlo", "precision", "DEFAULT", false),
                          pt_attr_enum(m, "stablehlo", "precision", "DEFAULT", false)};
  pt_named_attr at[2] = {NA(m, "dot_dimension_numbers", d), NA(m, "precision_config", pt_attr_array(m, pr, 2))};
  uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
  return t_end1(t, t_op(t, PT_OP_DOT_GENERAL, ab, 2, out, at, 2, NULL, 0));
}

static void test_dot(void) {
  OK(dg("16x128xf32", "128x256xf32", "16x256xf32", NONE, NONE, V(1), V(0)));
  OK(dg("512x784xf32", "96x784xf32", "512x96xf32", NONE, NONE, V(1), V(1)));
  OK(dg("8x16x32xbf16", "8x32x64xbf16", "8x16x64xf32", V(0), V(0), V(2), V(1)));
  OK(dg("4xf32", "4xf32", "f32", NONE, NONE, V(0), V(0)));
  OK(dg("4x5xf32", "6x7xf32", "4x5x6x7xf32", NONE, NONE, NONE, NONE));
  ERR(dg("16x128xf32", "64x256xf32", "16x256xf32", NONE, NONE, V(1), V(0)),
      "t.mlir:2:3: error: 'stablehlo.dot_general' op (C10) lhs_contracting_dimensions [1] and "
      "rhs_contracting_dimensions [0] sizes differ: 128 vs 64");
  ERR(dg("8x16x32xf32", "4x32x64xf32", "8x16x64xf32", V(0), V(0), V(2), V(1)),
      "(C9) lhs_batching_dimensions [0] and rhs_batching_dimensions [0] sizes differ: 8 vs 4");
  ERR(dg("8x16x32xf32", "8x32x64xf32", "8x16x64xf32", V(0), NONE, V(2), V(1)),
      "(C1) lhs_batching_dimensions [0] and rhs_batching_dimensions [] must have the same size");
  ERR(dg("16x128xf32", "128x256xf32", "16x256xf32", NONE, NONE, V(1), V(0, 1)), "(C2) lhs_contracting_dimensions [1]");
  ERR(dg("16x128xf32", "128x256xf32", "16x256xf32", V(1), V(0), V(1), V(0)),
      "(C3) lhs_batching_dimensions [1] and lhs_contracting_dimensions [1] must be unique and disjoint");
  ERR(dg("16x128xf32", "128x256xf32", "16x256xf32", NONE, NONE, V(2), V(0)),
      "(C6) lhs_contracting_dimensions [2]: 2 is out of range [0, 2) of the lhs rank");
  ERR(dg("16x128xf32", "128x256xf32", "16x256xf32", NONE, NONE, V(1), V(-1)),
      "(C8) rhs_contracting_dimensions [-1]: -1 is out of range [0, 2) of the rhs rank");
  ERR(dg("16x128xf32", "128x256xf32", "256x16xf32", NONE, NONE, V(1), V(0)),
      "(C12) result type tensor<256x16xf32> does not match the inferred type tensor<16x256xf32>");
  ERR(dg("16x128xf32", "128x256xi32", "16x256xf32", NONE, NONE, V(1), V(0)),
      "(C13) lhs and rhs must have the same element type (up to precision), but got tensor<16x128xf32> and "
      "tensor<128x256xi32>");
  OK(dg("16x128xi8", "128x256xi8", "16x256xi32", NONE, NONE, V(1), V(0)));
  ERR(dg("16x16x16x16x16x16x16x16x16xf32", "16x16x16x16x16x16x16x16x16xf32", "f32", NONE, NONE, NONE, NONE),
      "(C12) the result rank 18 exceeds the maximum rank 16");
  {
    T *t = t_begin("16x128xf32, 128x256xf32");
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_DOT_GENERAL, ab, 2, "16x256xf32", NULL, 0, NULL, 0)),
        "attribute 'dot_dimension_numbers' is required");
  }
  {
    T *t = t_begin("4x8xf32, 8xf32");
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_DOT, ab, 2, "4xf32", NULL, 0, NULL, 0)));
  }
  {
    T *t = t_begin("4x8xf32, 7x3xf32");
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_DOT, ab, 2, "4x3xf32", NULL, 0, NULL, 0)),
        "'stablehlo.dot' op lhs dimension 1 and rhs dimension 0 are contracted and must have the same size");
  }
  {
    T *t = t_begin("4x4xf32");
    uint32_t a = t_arg(t, 0);
    OK(t_end1(t, t_op(t, PT_OP_CHOLESKY, &a, 1, "4x4xf32", NULL, 0, NULL, 0)));
  }
  {
    T *t = t_begin("4x5xf32");
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_CHOLESKY, &a, 1, "4x5xf32", NULL, 0, NULL, 0)),
        "'stablehlo.cholesky' op (C3) the two minor dimensions of a must be equal");
  }
  {
    T *t = t_begin("2x4x4xf32, 2x4x3xf32");
    pt_named_attr at[1] = {NA(t->m, "left_side", pt_attr_bool(t->m, true))};
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_TRIANGULAR_SOLVE, ab, 2, "2x4x3xf32", at, 1, NULL, 0)));
  }
  {
    T *t = t_begin("2x4x4xf32, 2x4x3xf32");
    pt_named_attr at[1] = {NA(t->m, "left_side", pt_attr_bool(t->m, false))};
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_TRIANGULAR_SOLVE, ab, 2, "2x4x3xf32", at, 1, NULL, 0)),
        "(C4) a must be square and match b's minor dimension");
  }
}

typedef struct {
  const int64_t *strides, *lhs_dil, *rhs_dil;
  const int64_t *pad; /* 4 values */
  int64_t fgc, bgc;
  uint32_t n_pad_rows;
} conv_opts;

static char *conv(const char *lhs, const char *rhs, const char *out, const conv_opts *o) {
  char args[128];
  snprintf(args, sizeof args, "%s, %s", lhs, rhs);
  T *t = t_begin(args);
  pt_module *m = t->m;
  pt_named_attr at[8];
  uint32_t na = 0;
  at[na++] = NA(m, "dimension_numbers", CONV_NHWC(m));
  if (o && o->strides) at[na++] = NA(m, "window_strides", LIST(m, 2, o->strides));
  if (o && o->lhs_dil) at[na++] = NA(m, "lhs_dilation", LIST(m, 2, o->lhs_dil));
  if (o && o->rhs_dil) at[na++] = NA(m, "rhs_dilation", LIST(m, 2, o->rhs_dil));
  if (o && o->pad) {
    uint32_t rows = o->n_pad_rows ? o->n_pad_rows : 2;
    char pt[32];
    snprintf(pt, sizeof pt, "%ux2xi64", rows);
    at[na++] = NA(m, "padding", DENSE_I64(m, pt, rows * 2, o->pad));
  }
  if (o && o->fgc) at[na++] = NA(m, "feature_group_count", I64(m, o->fgc));
  if (o && o->bgc) at[na++] = NA(m, "batch_group_count", I64(m, o->bgc));
  uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
  return t_end1(t, t_op(t, PT_OP_CONVOLUTION, ab, 2, out, at, na, NULL, 0));
}

static void test_convolution(void) {
  int64_t one[2] = {1, 1}, two[2] = {2, 2}, pad1[4] = {1, 1, 1, 1}, pad3[4] = {3, 3, 3, 3};
  conv_opts same = {one, one, one, pad1, 1, 1, 0};
  OK(conv("4x32x32x16xf32", "3x3x16x32xf32", "4x32x32x32xf32", &same));
  OK(conv("4x32x32x16xf32", "3x3x16x32xf32", "4x30x30x32xf32", NULL));
  conv_opts s2 = {two, NULL, NULL, pad3, 0, 0, 0};
  OK(conv("1x224x224x3xf32", "7x7x3x64xf32", "1x112x112x64xf32", &s2));
  conv_opts up = {NULL, two, NULL, pad1, 0, 0, 0}; /* transposed conv as in the U-Net example */
  OK(conv("4x8x8x64xf32", "2x2x64x32xf32", "4x16x16x32xf32", &up));
  conv_opts dil = {NULL, NULL, two, NULL, 0, 0, 0};
  OK(conv("1x10x10x4xf32", "3x3x4x8xf32", "1x6x6x8xf32", &dil));
  conv_opts grp = {NULL, NULL, NULL, NULL, 4, 0, 0};
  OK(conv("1x8x8x16xf32", "3x3x4x32xf32", "1x6x6x32xf32", &grp));
  conv_opts bgrp = {NULL, NULL, NULL, NULL, 0, 2, 0};
  OK(conv("4x8x8x16xf32", "3x3x16x32xf32", "2x6x6x32xf32", &bgrp));
  ERR(conv("4x32x32x16xf32", "3x3x8x32xf32", "4x30x30x32xf32", NULL),
      "'stablehlo.convolution' op (C14) the kernel input feature dimension (8) must equal the input feature dimension "
      "(16) / feature_group_count (1)");
  ERR(conv("4x32x32x16xf32", "3x3x16x32xf32", "4x32x32x32xf32", NULL),
      "(C25) result type tensor<4x32x32x32xf32> does not match the inferred type tensor<4x30x30x32xf32>");
  conv_opts both = {NULL, NULL, NULL, NULL, 2, 2, 0};
  ERR(conv("4x8x8x16xf32", "3x3x8x32xf32", "2x6x6x32xf32", &both),
      "(C23) feature_group_count (2) and batch_group_count (2) cannot both exceed 1");
  conv_opts badgrp = {NULL, NULL, NULL, NULL, 3, 0, 0};
  ERR(conv("1x8x8x16xf32", "3x3x4x32xf32", "1x6x6x32xf32", &badgrp),
      "(C11) the input feature dimension (16) must be divisible by feature_group_count (3)");
  int64_t zero[2] = {1, 0};
  conv_opts zs = {zero, NULL, NULL, NULL, 0, 0, 0};
  ERR(conv("4x32x32x16xf32", "3x3x16x32xf32", "4x30x30x32xf32", &zs), "(C3) window_strides[1] = 0 must be positive");
  int64_t pad6[6] = {1, 1, 1, 1, 1, 1};
  conv_opts badpad = {NULL, NULL, NULL, pad6, 0, 0, 3};
  ERR(conv("4x32x32x16xf32", "3x3x16x32xf32", "4x30x30x32xf32", &badpad), "(C4) padding must be a 2x2 integer tensor");
  ERR(conv("4x32x32x16xf32", "3x3x16xf32", "4x30x30x32xf32", NULL), "(C1) lhs and rhs must have the same rank");
  ERR(conv("4x32x32x16xf32", "3x3x16x32xi32", "4x30x30x32xf32", NULL),
      "(C27) lhs and rhs must have the same element type");
  int64_t huge[2] = {INT64_MAX, INT64_MAX};
  conv_opts hd = {NULL, huge, NULL, NULL, 0, 0, 0};
  ERR(conv("4x32x32x16xf32", "3x3x16x32xf32", "4x30x30x32xf32", &hd),
      "(C25) the size of spatial dimension 0 overflows int64");
}

static void test_structure(void) {
  {
    /* func.return type mismatch */
    pt_module *m = pt_module_new("r.mlir");
    pt_builder b;
    pt_builder_init(&b, m);
    uint32_t t4 = ty(m, "4xf32"), t8 = ty(m, "8xf32");
    uint32_t f = pt_builder_begin_func(&b, pt_intern_cstr(&m->strings, "main"), false, &t4, 1, (pt_loc){1, 1});
    uint32_t x = m->regions.data[m->regions.len - 1].args;
    pt_builder_op(&b, PT_OP_FUNC_RETURN, &x, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){2, 5});
    pt_builder_end_func(&b, f, pt_builder_end_region(&b), &t8, 1, NULL, NULL, NULL);
    pt_builder_free(&b);
    pt_status *s = pt_verify_module(m);
    CHECK(s && strcmp(pt_status_message(s),
                      "r.mlir:2:5: error: 'func.return' op operand #0 has type tensor<4xf32>, "
                      "but the enclosing function @main returns tensor<8xf32>") == 0);
    if (s && verbose) printf("  %s\n", pt_status_message(s));
    pt_status_free(s);
    pt_module_free(m);
  }
  {
    /* wrong count, and a body without a terminator */
    T *t = t_begin("4xf32");
    uint32_t x = t_arg(t, 0);
    uint32_t two[2] = {x, x};
    pt_builder_op(&t->b, PT_OP_FUNC_RETURN, two, 2, NULL, 0, NULL, 0, NULL, 0, (pt_loc){9, 3});
    uint32_t body = pt_builder_end_region(&t->b);
    uint32_t t4 = ty(t->m, "4xf32");
    pt_builder_end_func(&t->b, t->fn, body, &t4, 1, NULL, NULL, NULL);
    pt_builder_free(&t->b);
    pt_status *s = pt_verify_module(t->m);
    CHECK(s &&
          strstr(pt_status_message(s), "'func.return' op has 2 operands, but the enclosing function @main returns 1"));
    pt_status_free(s);
    pt_module_free(t->m);
    free(t);
  }
  {
    T *t = t_begin("4xf32");
    uint32_t body = pt_builder_end_region(&t->b);
    pt_builder_end_func(&t->b, t->fn, body, NULL, 0, NULL, NULL, NULL);
    pt_builder_free(&t->b);
    pt_status *s = pt_verify_module(t->m);
    CHECK(s &&
          strcmp(pt_status_message(s), "t.mlir:1:1: error: function @main: body must end with 'func.return'") == 0);
    pt_status_free(s);
    pt_module_free(t->m);
    free(t);
  }
  {
    /* use before definition: the add uses the negate's result, created after it */
    T *t = t_begin("4xf32");
    uint32_t x = t_arg(t, 0);
    uint32_t later = t->m->values.len + 1; /* the add's result is values.len, the negate's the next */
    uint32_t xs[2] = {x, later};
    t_op(t, PT_OP_ADD, xs, 2, "4xf32", NULL, 0, NULL, 0);
    uint32_t n = t_op(t, PT_OP_NEGATE, &x, 1, "4xf32", NULL, 0, NULL, 0);
    CHECK(n == later);
    ERR(t_end1(t, n),
        "t.mlir:2:3: error: 'stablehlo.add' op operand #1 is used before its definition or outside its scope");
  }
  {
    /* a value of a region used after it */
    T *t = t_begin("4x4xf32, f32");
    uint32_t r = t_region_begin(t, "f32, f32");
    uint32_t ab[2] = {t_region_arg(t, r, 0), t_region_arg(t, r, 1)};
    uint32_t inner = t_op(t, PT_OP_ADD, ab, 2, "f32", NULL, 0, NULL, 0);
    t_ret(t, &inner, 1);
    uint32_t body = t_region_end(t);
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 0));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    t_op(t, PT_OP_REDUCE, ops, 2, "4xf32", &d, 1, &body, 1);
    uint32_t leak[2] = {inner, inner};
    uint32_t bad = t_op(t, PT_OP_ADD, leak, 2, "f32", NULL, 0, NULL, 0);
    ERR(t_end1(t, bad), "'stablehlo.add' op operand #0 is used before its definition or outside its scope");
  }
  {
    /* region without a terminator; terminator in the middle */
    T *t = t_begin("4x4xf32, f32");
    uint32_t r = t_region_begin(t, "f32, f32");
    uint32_t ab[2] = {t_region_arg(t, r, 0), t_region_arg(t, r, 1)};
    t_op(t, PT_OP_ADD, ab, 2, "f32", NULL, 0, NULL, 0);
    uint32_t body = t_region_end(t);
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 0));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "4xf32", &d, 1, &body, 1)),
        "'stablehlo.reduce' op region #0 must end with 'stablehlo.return'");
  }
  {
    T *t = t_begin("4x4xf32, f32");
    uint32_t r = t_region_begin(t, "f32, f32");
    uint32_t ab[2] = {t_region_arg(t, r, 0), t_region_arg(t, r, 1)};
    t_ret(t, ab, 1);
    uint32_t v = t_op(t, PT_OP_ADD, ab, 2, "f32", NULL, 0, NULL, 0);
    t_ret(t, &v, 1);
    uint32_t body = t_region_end(t);
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 0));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "4xf32", &d, 1, &body, 1)),
        "'stablehlo.return' op must be the last op of its region");
  }
  {
    T *t = t_begin("4xf32, 4xf32, 4xf32");
    uint32_t v[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
    ERR(t_end1(t, t_op(t, PT_OP_ADD, v, 3, "4xf32", NULL, 0, NULL, 0)),
        "'stablehlo.add' op expects 2 operands, but got 3");
  }
  {
    T *t = t_begin("token, token");
    uint32_t v[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_ADD, v, 2, "token", NULL, 0, NULL, 0)),
        "'stablehlo.add' op operand #0 must be a tensor, but is !stablehlo.token");
  }
  {
    /* stablehlo.return ending a function */
    T *t = t_begin("4xf32");
    uint32_t x = t_arg(t, 0);
    t_ret(t, &x, 1);
    uint32_t body = pt_builder_end_region(&t->b);
    uint32_t t4 = ty(t->m, "4xf32");
    pt_builder_end_func(&t->b, t->fn, body, &t4, 1, NULL, NULL, NULL);
    pt_builder_free(&t->b);
    pt_status *s = pt_verify_module(t->m);
    CHECK(s && strstr(pt_status_message(s), "'stablehlo.return' op cannot end a function body; use 'func.return'"));
    pt_status_free(s);
    pt_module_free(t->m);
    free(t);
  }
}

/* ---- inference API and typed views ---- */

static void test_infer_and_views(void) {
  T *t = t_begin("8x16x32xbf16, 8x32x64xbf16, 4x32x32x16xf32, 3x3x16x32xf32");
  pt_module *m = t->m;
  int64_t lb[1] = {0}, rb[1] = {0}, lc[1] = {2}, rc[1] = {1};
  pt_named_attr da =
      NA(m, "dot_dimension_numbers", DOT_DIMS(m, ARR(m, 1, lb), ARR(m, 1, rb), ARR(m, 1, lc), ARR(m, 1, rc)));
  uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
  uint32_t dv = t_op(t, PT_OP_DOT_GENERAL, ab, 2, "8x16x64xf32", &da, 1, NULL, 0);
  const pt_op *dot = &m->ops.data[m->values.data[dv].def];
  pt_type out[2];
  uint32_t n = 0;
  pt_status *s = pt_infer_result_types(m, dot, out, 2, &n);
  CHECK(s == NULL && n == 1);
  int64_t want[3] = {8, 16, 64};
  CHECK(out[0].rank == 3 && memcmp(out[0].dims, want, sizeof want) == 0 && out[0].dtype == PT_DTYPE_F32);
  pt_status_free(s);
  pt_dot_dims dd;
  CHECK(pt_dot_dims_get(m, dot, &dd));
  CHECK(dd.n_lhs_batch == 1 && dd.lhs_batch[0] == 0 && dd.n_rhs_contract == 1 && dd.rhs_contract[0] == 1);

  int64_t st[2] = {2, 1}, pad[4] = {1, 2, 0, 0};
  pt_named_attr ca[3] = {NA(m, "dimension_numbers", CONV_NHWC(m)), NA(m, "window_strides", LIST(m, 2, st)),
                         NA(m, "padding", DENSE_I64(m, "2x2xi64", 4, pad))};
  uint32_t cab[2] = {t_arg(t, 2), t_arg(t, 3)};
  uint32_t cv = t_op(t, PT_OP_CONVOLUTION, cab, 2, "4x17x30x32xf32", ca, 3, NULL, 0);
  const pt_op *conv_op = &m->ops.data[m->values.data[cv].def];
  s = pt_infer_result_types(m, conv_op, out, 2, &n);
  int64_t cw[4] = {4, 17, 30, 32};
  CHECK(s == NULL && n == 1 && out[0].rank == 4 && memcmp(out[0].dims, cw, sizeof cw) == 0);
  pt_status_free(s);
  pt_conv_window w;
  CHECK(pt_conv_window_get(m, conv_op, &w));
  CHECK(w.dims.n_spatial == 2 && w.strides[0] == 2 && w.strides[1] == 1 && w.pad_lo[0] == 1 && w.pad_hi[0] == 2);
  CHECK(w.lhs_dilation[0] == 1 && w.rhs_dilation[1] == 1 && !w.reversal[0] && w.feature_group_count == 1);
  CHECK(!pt_dot_dims_get(m, conv_op, &dd));
  OK(t_end1(t, cv));

  /* stablehlo.dot has equivalent dot_general numbers */
  T *t2 = t_begin("4x8xf32, 8x3xf32");
  uint32_t ab2[2] = {t_arg(t2, 0), t_arg(t2, 1)};
  uint32_t d2 = t_op(t2, PT_OP_DOT, ab2, 2, "4x3xf32", NULL, 0, NULL, 0);
  CHECK(pt_dot_dims_get(t2->m, &t2->m->ops.data[t2->m->values.data[d2].def], &dd));
  CHECK(dd.n_lhs_batch == 0 && dd.n_lhs_contract == 1 && dd.lhs_contract[0] == 1 && dd.rhs_contract[0] == 0);
  OK(t_end1(t2, d2));

  /* gather view and window view */
  T *t3 = t_begin("1000x64xf32, 8x1xi32, 4x32x32x16xf32, f32");
  pt_module *m3 = t3->m;
  int64_t off[1] = {1}, coll[1] = {0}, sim[1] = {0}, ss[2] = {1, 64};
  pt_named_attr gp[4] = {NA(m3, "offset_dims", ARR(m3, 1, off)), NA(m3, "collapsed_slice_dims", ARR(m3, 1, coll)),
                         NA(m3, "start_index_map", ARR(m3, 1, sim)),
                         NA(m3, "index_vector_dim", pt_attr_int(m3, 1, PT_DTYPE_NONE))};
  pt_named_attr ga[2] = {NA(m3, "dimension_numbers", DIALECT(m3, "stablehlo.gather", gp, 4)),
                         NA(m3, "slice_sizes", LIST(m3, 2, ss))};
  uint32_t gab[2] = {t_arg(t3, 0), t_arg(t3, 1)};
  uint32_t gv = t_op(t3, PT_OP_GATHER, gab, 2, "8x64xf32", ga, 2, NULL, 0);
  pt_gather_dims g;
  CHECK(pt_gather_dims_get(m3, &m3->ops.data[m3->values.data[gv].def], &g));
  CHECK(g.n_offset_dims == 1 && g.offset_dims[0] == 1 && g.index_vector_dim == 1 && g.n_slice_sizes == 2 &&
        g.slice_sizes[1] == 64 && g.n_operand_batching_dims == 0);
  uint32_t body = t_body(t3, PT_OP_MAXIMUM, "f32");
  int64_t wd[4] = {1, 2, 2, 1}, ws[4] = {1, 2, 2, 1}, wp[8] = {0};
  pt_named_attr wa[3];
  uint32_t na = window_attrs(m3, wa, wd, ws, wp, 4);
  uint32_t rwo[2] = {t_arg(t3, 2), t_arg(t3, 3)};
  uint32_t rv = t_op(t3, PT_OP_REDUCE_WINDOW, rwo, 2, "4x16x16x16xf32", wa, na, &body, 1);
  pt_window win;
  CHECK(pt_window_get(m3, &m3->ops.data[m3->values.data[rv].def], &win));
  CHECK(win.rank == 4 && win.dims[1] == 2 && win.strides[2] == 2 && win.base_dilations[0] == 1 && win.pad_hi[3] == 0);
  uint32_t rs[2] = {gv, rv};
  OK(t_end(t3, rs, 2));

  int64_t o;
  CHECK(pt_window_output_size(112, 3, 2, 1, 1, 1, 1, &o) && o == 56);
  CHECK(pt_window_output_size(0, 3, 1, 1, 1, 0, 0, &o) && o == 0);
  CHECK(pt_window_output_size(8, 2, 1, 2, 1, 1, 1, &o) && o == 16);
  CHECK(pt_window_output_size(4, 9, 1, 1, 1, -2, 0, &o) && o == 0);
  CHECK(!pt_window_output_size(INT64_MAX, 2, 1, 2, 1, 0, 0, &o));
  CHECK(!pt_window_output_size(4, 2, 0, 1, 1, 0, 0, &o));
}

/* ---- scale ---- */

static uint32_t op1(pt_builder *b, pt_opcode code, const uint32_t *operands, uint32_t n, uint32_t type,
                    const pt_named_attr *attr, const uint32_t *region, uint32_t line) {
  uint32_t op =
      pt_builder_op(b, code, operands, n, &type, 1, attr, attr ? 1 : 0, region, region ? 1 : 0, (pt_loc){line, 3});
  return b->m->ops.data[op].results;
}

static void test_timing_100k_ops(void) {
  pt_module *m = pt_module_new("big.mlir");
  pt_builder b;
  pt_builder_init(&b, m);
  uint32_t t = ty(m, "128x128xf32"), tt = ty(m, "128xf32"), f = ty(m, "f32");
  uint32_t fn = pt_builder_begin_func(&b, pt_intern_cstr(&m->strings, "main"), false, &t, 1, (pt_loc){1, 1});
  uint32_t x = m->regions.data[m->regions.len - 1].args;
  pt_named_attr perm = NA(m, "permutation", L(m, 1, 0));
  pt_named_attr bd = NA(m, "broadcast_dimensions", L(m, 0));
  pt_named_attr dims = NA(m, "dimensions", L(m, 1));
  const pt_attr *dn = DOT_DIMS(m, NULL, NULL, A(m, 1), A(m, 0));
  pt_named_attr dd = NA(m, "dot_dimension_numbers", dn);
  pt_named_attr zero = NA(m, "value", DENSE_F32_SPLAT(m, "f32"));
  uint32_t line = 2;
  uint32_t n_ops = 0;
  while (n_ops < 100000) {
    uint32_t xx[2] = {x, x};
    uint32_t a = op1(&b, PT_OP_DOT_GENERAL, xx, 2, t, &dd, NULL, line++);
    uint32_t tr = op1(&b, PT_OP_TRANSPOSE, &a, 1, t, &perm, NULL, line++);
    uint32_t e = op1(&b, PT_OP_EXPONENTIAL, &tr, 1, t, NULL, NULL, line++);
    uint32_t c = op1(&b, PT_OP_CONSTANT, NULL, 0, f, &zero, NULL, line++);
    uint32_t body_args[2] = {f, f};
    uint32_t r = pt_builder_begin_region(&b, body_args, 2);
    uint32_t ra[2] = {m->regions.data[r].args, m->regions.data[r].args + 1};
    uint32_t s = op1(&b, PT_OP_ADD, ra, 2, f, NULL, NULL, line++);
    pt_builder_op(&b, PT_OP_RETURN, &s, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){line++, 5});
    r = pt_builder_end_region(&b);
    uint32_t ec[2] = {e, c};
    uint32_t red = op1(&b, PT_OP_REDUCE, ec, 2, tt, &dims, &r, line++);
    uint32_t bc = op1(&b, PT_OP_BROADCAST_IN_DIM, &red, 1, t, &bd, NULL, line++);
    uint32_t dv[2] = {e, bc};
    x = op1(&b, PT_OP_DIVIDE, dv, 2, t, NULL, NULL, line++);
    n_ops += 9;
  }
  pt_builder_op(&b, PT_OP_FUNC_RETURN, &x, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){line++, 3});
  pt_builder_end_func(&b, fn, pt_builder_end_region(&b), &t, 1, NULL, NULL, NULL);
  pt_builder_free(&b);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pt_status *s = pt_verify_module(m);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double secs = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  CHECK(s == NULL);
  if (s) fprintf(stderr, "%s\n", pt_status_message(s));
  pt_status_free(s);
  /* Printed, not asserted: speed goals live in bench/ (bench_parse). */
  printf("verified %u ops in %.3f s\n", m->ops.len, secs);
  pt_module_free(m);
}

int main(void) {
  verbose = getenv("VERBOSE") != NULL;
  test_elementwise();
  test_compare_select_clamp();
  test_sources();
  test_broadcast_reshape_transpose();
  test_transpose_broadcast();
  test_slices();
  test_concat_pad_reverse();
  test_dot();
  test_convolution();
  test_structure();
  test_infer_and_views();
  test_timing_100k_ops();
  if (failures) {
    fprintf(stderr, "test_verify: %d failure(s)\n", failures);
    return 1;
  }
  printf("test_verify: all passed\n");
  return 0;
}
