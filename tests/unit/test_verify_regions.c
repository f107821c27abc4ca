/* test_verify_regions.c - the verifier on ops with bodies (reduce,
 * reduce_window, select_and_scatter, sort, while, if, case), gather and
 * scatter, the collectives, custom_call, sdy and func.call, and on hostile
 * attribute values (wrong kinds, out-of-range and overflowing numbers,
 * splat or mesh-axes replica groups). Every invalid case must be rejected
 * with the spec constraint it violates named in the diagnostic. */
#include "verify_harness.h"

/* ---- reductions, windows, sort, control flow ---- */

static void test_reduce(void) {
  {
    T *t = t_begin("96x10xf32, f32");
    uint32_t body = t_body(t, PT_OP_MAXIMUM, "f32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "96xf32", &d, 1, &body, 1)));
  }
  {
    /* bf16 input accumulated in f32 (promotable) */
    T *t = t_begin("96x10xbf16, bf16");
    uint32_t r = t_region_begin(t, "f32, f32");
    uint32_t ab[2] = {t_region_arg(t, r, 0), t_region_arg(t, r, 1)};
    uint32_t v = t_op(t, PT_OP_ADD, ab, 2, "f32", NULL, 0, NULL, 0);
    t_ret(t, &v, 1);
    uint32_t body = t_region_end(t);
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 0, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "f32", &d, 1, &body, 1)));
  }
  {
    /* variadic: argmax over (value, index) pairs */
    T *t = t_begin("8x16xf32, 8x16xi32, f32, i32");
    uint32_t r = t_region_begin(t, "f32, i32, f32, i32");
    uint32_t a0 = t_region_arg(t, r, 0), a1 = t_region_arg(t, r, 1), b0 = t_region_arg(t, r, 2);
    uint32_t mx[2] = {a0, b0};
    uint32_t v = t_op(t, PT_OP_MAXIMUM, mx, 2, "f32", NULL, 0, NULL, 0);
    uint32_t rv[2] = {v, a1};
    t_ret(t, rv, 2);
    uint32_t body = t_region_end(t);
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[4] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2), t_arg(t, 3)};
    uint32_t res = t_op(t, PT_OP_REDUCE, ops, 4, "8xf32, 8xi32", &d, 1, &body, 1);
    uint32_t rs[2] = {res, res + 1};
    OK(t_end(t, rs, 2));
  }
  {
    T *t = t_begin("96x10xf32, f32");
    uint32_t body = t_body(t, PT_OP_ADD, "f32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 2));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "96xf32", &d, 1, &body, 1)),
        "'stablehlo.reduce' op (C4) dimensions [2]: 2 is out of range [0, 2)");
  }
  {
    T *t = t_begin("96x10xf32, f32");
    uint32_t body = t_body(t, PT_OP_ADD, "f32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "96xf32", &d, 1, &body, 1)),
        "(C5) dimensions [1, 1] contains dimension 1 more than once");
  }
  {
    T *t = t_begin("96x10xf32, f32");
    uint32_t body = t_body(t, PT_OP_ADD, "i32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "96xf32", &d, 1, &body, 1)),
        "(C6) element type f32 of input #0 is not promotable to the body's element type i32");
  }
  {
    T *t = t_begin("96x10xf32, f32");
    uint32_t body = t_body(t, PT_OP_ADD, "f32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "10xf32", &d, 1, &body, 1)),
        "(C7) result type tensor<10xf32> does not match the inferred type tensor<96xf32>");
  }
  {
    T *t = t_begin("96x10xf32, i32");
    uint32_t body = t_body(t, PT_OP_ADD, "f32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "96xf32", &d, 1, &body, 1)),
        "(C2) inputs #0 and init_values #0 must have the same element type");
  }
  {
    T *t = t_begin("96x10xf32, f32");
    uint32_t r = t_region_begin(t, "f32");
    uint32_t a = t_region_arg(t, r, 0);
    t_ret(t, &a, 1);
    uint32_t body = t_region_end(t);
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 2, "96xf32", &d, 1, &body, 1)),
        "(C6) the body must take 2 arguments, but takes 1");
  }
  {
    T *t = t_begin("96x10xf32, f32, f32");
    uint32_t body = t_body(t, PT_OP_ADD, "f32");
    pt_named_attr d = NA(t->m, "dimensions", L(t->m, 1));
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE, ops, 3, "96xf32", &d, 1, &body, 1)),
        "(C3) expects N inputs and N init_values with N >= 1, but got 3 operands");
  }
}

static void test_windows(void) {
  int64_t dims[4] = {1, 2, 2, 1}, strides[4] = {1, 2, 2, 1}, pad0[8] = {0}, pad1[8] = {0, 0, 1, 1, 1, 1, 0, 0};
  int64_t dims3[4] = {1, 3, 3, 1};
  {
    T *t = t_begin("4x32x32x16xf32, f32");
    uint32_t body = t_body(t, PT_OP_MAXIMUM, "f32");
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims, strides, pad0, 4);
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_REDUCE_WINDOW, ops, 2, "4x16x16x16xf32", at, na, &body, 1)));
  }
  {
    T *t = t_begin("1x112x112x64xf32, f32");
    uint32_t body = t_body(t, PT_OP_MAXIMUM, "f32");
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims3, strides, pad1, 4);
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    OK(t_end1(t, t_op(t, PT_OP_REDUCE_WINDOW, ops, 2, "1x56x56x64xf32", at, na, &body, 1)));
  }
  {
    T *t = t_begin("1x112x112x64xf32, f32");
    uint32_t body = t_body(t, PT_OP_MAXIMUM, "f32");
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims3, strides, pad0, 4);
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE_WINDOW, ops, 2, "1x56x56x64xf32", at, na, &body, 1)),
        "'stablehlo.reduce_window' op (C15) result type tensor<1x56x56x64xf32> does not match the inferred type "
        "tensor<1x55x55x64xf32>");
  }
  {
    T *t = t_begin("4x32x32x16xf32, f32");
    uint32_t body = t_body(t, PT_OP_MAXIMUM, "f32");
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims, strides, pad0, 3);
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE_WINDOW, ops, 2, "4x16x16x16xf32", at, na, &body, 1)),
        "(C4) window_dimensions has 3 entries, but the operand has rank 4");
  }
  {
    T *t = t_begin("4x32x32x16xf32, f32");
    uint32_t body = t_body(t, PT_OP_MAXIMUM, "f32");
    pt_named_attr at[4];
    uint32_t na = window_attrs(t->m, at, dims, strides, pad0, 4);
    at[na++] = NA(t->m, "base_dilations", L(t->m, 1, 0, 1, 1));
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_REDUCE_WINDOW, ops, 2, "4x16x16x16xf32", at, na, &body, 1)),
        "(C9) base_dilations[1] = 0 must be positive");
  }
  {
    /* max-pool gradient */
    T *t = t_begin("4x32x32x16xf32, 4x16x16x16xf32, f32");
    uint32_t sel = t_region_begin(t, "f32, f32");
    pt_named_attr ge = NA(t->m, "comparison_direction", ENUM(t->m, "comparison_direction", "GE"));
    uint32_t ab[2] = {t_region_arg(t, sel, 0), t_region_arg(t, sel, 1)};
    uint32_t p = t_op(t, PT_OP_COMPARE, ab, 2, "i1", &ge, 1, NULL, 0);
    t_ret(t, &p, 1);
    sel = t_region_end(t);
    uint32_t sc = t_body(t, PT_OP_ADD, "f32");
    uint32_t regions[2] = {sel, sc};
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims, strides, pad0, 4);
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
    OK(t_end1(t, t_op(t, PT_OP_SELECT_AND_SCATTER, ops, 3, "4x32x32x16xf32", at, na, regions, 2)));
  }
  {
    T *t = t_begin("4x32x32x16xf32, 4x15x16x16xf32, f32");
    uint32_t sel = t_region_begin(t, "f32, f32");
    pt_named_attr ge = NA(t->m, "comparison_direction", ENUM(t->m, "comparison_direction", "GE"));
    uint32_t ab[2] = {t_region_arg(t, sel, 0), t_region_arg(t, sel, 1)};
    uint32_t p = t_op(t, PT_OP_COMPARE, ab, 2, "i1", &ge, 1, NULL, 0);
    t_ret(t, &p, 1);
    sel = t_region_end(t);
    uint32_t sc = t_body(t, PT_OP_ADD, "f32");
    uint32_t regions[2] = {sel, sc};
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims, strides, pad0, 4);
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
    ERR(t_end1(t, t_op(t, PT_OP_SELECT_AND_SCATTER, ops, 3, "4x32x32x16xf32", at, na, regions, 2)),
        "'stablehlo.select_and_scatter' op (C2) source must have the shape of the window positions "
        "tensor<4x16x16x16xf32>, but got tensor<4x15x16x16xf32>");
  }
  {
    T *t = t_begin("4x32x32x16xf32, 4x16x16x16xf32, f32");
    uint32_t sel = t_body(t, PT_OP_ADD, "f32"); /* returns f32, not i1 */
    uint32_t sc = t_body(t, PT_OP_ADD, "f32");
    uint32_t regions[2] = {sel, sc};
    pt_named_attr at[3];
    uint32_t na = window_attrs(t->m, at, dims, strides, pad0, 4);
    uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
    ERR(t_end1(t, t_op(t, PT_OP_SELECT_AND_SCATTER, ops, 3, "4x32x32x16xf32", at, na, regions, 2)),
        "(C9) select must return a single tensor<i1>");
  }
}

static void test_sort_while_if(void) {
  {
    T *t = t_begin("8x16xf32, 8x16xi32");
    uint32_t cmp = lt_comparator(t, "f32, f32, i32, i32");
    pt_named_attr at[2] = {NA(t->m, "dimension", I64(t->m, 1)), NA(t->m, "is_stable", pt_attr_bool(t->m, true))};
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    uint32_t r = t_op(t, PT_OP_SORT, ops, 2, "8x16xf32, 8x16xi32", at, 2, &cmp, 1);
    uint32_t rs[2] = {r, r + 1};
    OK(t_end(t, rs, 2));
  }
  {
    T *t = t_begin("8x16xf32");
    uint32_t cmp = t_body(t, PT_OP_ADD, "f32");
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_SORT, &a, 1, "8x16xf32", NULL, 0, &cmp, 1)),
        "'stablehlo.sort' op (C5) comparator must return a single tensor<i1>");
  }
  {
    T *t = t_begin("8x16xf32");
    uint32_t cmp = lt_comparator(t, "f32, f32");
    pt_named_attr d = NA(t->m, "dimension", I64(t->m, 2));
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_SORT, &a, 1, "8x16xf32", &d, 1, &cmp, 1)), "(C4) dimension 2 is out of range [-2, 2)");
  }
  /* while: i < 10 { i + 1, x * 2 } */
  for (int variant = 0; variant < 4; variant++) {
    T *t = t_begin("i32, 4xf32");
    uint32_t cond = t_region_begin(t, variant == 2 ? "i64, 4xf32" : "i32, 4xf32");
    pt_named_attr cv = NA(t->m, "value", D(t->m, "i32", 10));
    uint32_t ten = t_op(t, PT_OP_CONSTANT, NULL, 0, "i32", &cv, 1, NULL, 0);
    pt_named_attr lt = NA(t->m, "comparison_direction", ENUM(t->m, "comparison_direction", "LT"));
    uint32_t cmp_ops[2] = {t_region_arg(t, cond, 0), ten};
    pt_named_attr no = NA(t->m, "value", D(t->m, "i1", 0));
    uint32_t p = variant == 1   ? t_region_arg(t, cond, 0)
                 : variant == 2 ? t_op(t, PT_OP_CONSTANT, NULL, 0, "i1", &no, 1, NULL, 0)
                                : t_op(t, PT_OP_COMPARE, cmp_ops, 2, "i1", &lt, 1, NULL, 0);
    t_ret(t, &p, 1);
    cond = t_region_end(t);
    uint32_t body = t_region_begin(t, "i32, 4xf32");
    uint32_t i = t_region_arg(t, body, 0), x = t_region_arg(t, body, 1);
    uint32_t ii[2] = {i, i}, xx[2] = {x, x};
    uint32_t i2 = t_op(t, PT_OP_ADD, ii, 2, "i32", NULL, 0, NULL, 0);
    uint32_t x2 = t_op(t, PT_OP_ADD, xx, 2, "4xf32", NULL, 0, NULL, 0);
    uint32_t rv[2] = {i2, variant == 3 ? i2 : x2};
    t_ret(t, rv, 2);
    body = t_region_end(t);
    uint32_t regions[2] = {cond, body};
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    uint32_t r = t_op(t, PT_OP_WHILE, ops, 2, "i32, 4xf32", NULL, 0, regions, 2);
    uint32_t rs[2] = {r, r + 1};
    char *msg = t_end(t, rs, 2);
    if (variant == 0) OK(msg);
    if (variant == 1)
      ERR(msg, "'stablehlo.while' op (C1) cond must return a single tensor<i1>, but returns tensor<i32>");
    if (variant == 2) ERR(msg, "(C1) cond takes tensor<i64> at #0, but operand #0 is tensor<i32>");
    if (variant == 3) ERR(msg, "(C2) body returns tensor<i32> at #1, but operand #1 is tensor<4xf32>");
  }
  /* if / case: branches capture outer values */
  for (int variant = 0; variant < 3; variant++) {
    T *t = t_begin(variant == 2 ? "i32, 4xf32" : "i1, 4xf32");
    uint32_t x = t_arg(t, 1);
    uint32_t b0 = t_region_begin(t, NULL);
    t_ret(t, &x, 1);
    b0 = t_region_end(t);
    uint32_t b1 = t_region_begin(t, NULL);
    uint32_t xx[2] = {x, x};
    uint32_t y = t_op(t, PT_OP_ADD, xx, 2, "4xf32", NULL, 0, NULL, 0);
    if (variant == 1) {
      pt_named_attr d = NA(t->m, "dimensions", L(t->m, 0));
      y = t_op(t, PT_OP_REVERSE, &x, 1, "4xf32", &d, 1, NULL, 0);
      uint32_t two[2] = {y, y};
      t_ret(t, two, 2);
    } else {
      t_ret(t, &y, 1);
    }
    b1 = t_region_end(t);
    uint32_t regions[2] = {b0, b1};
    uint32_t p = t_arg(t, 0);
    uint32_t r = t_op(t, variant == 2 ? PT_OP_CASE : PT_OP_IF, &p, 1, "4xf32", NULL, 0, regions, 2);
    char *msg = t_end1(t, r);
    if (variant == 0) OK(msg);
    if (variant == 1) ERR(msg, "'stablehlo.if' op (C2) branch #1 returns 2 values, but branch #0 returns 1");
    if (variant == 2) OK(msg);
  }
  {
    T *t = t_begin("i64, 4xf32");
    uint32_t x = t_arg(t, 1);
    uint32_t b0 = t_region_begin(t, NULL);
    t_ret(t, &x, 1);
    b0 = t_region_end(t);
    uint32_t p = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_CASE, &p, 1, "4xf32", NULL, 0, &b0, 1)),
        "'stablehlo.case' op (I1) index must be a 0-dimensional tensor of i32, but got tensor<i64>");
  }
  {
    T *t = t_begin("4xf32, token");
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    uint32_t r = t_op(t, PT_OP_OPTIMIZATION_BARRIER, ab, 2, "4xf32, token", NULL, 0, NULL, 0);
    uint32_t rs[2] = {r, r + 1};
    OK(t_end(t, rs, 2));
  }
  {
    T *t = t_begin("4xf32");
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_OPTIMIZATION_BARRIER, &a, 1, "4xf16", NULL, 0, NULL, 0)),
        "'stablehlo.optimization_barrier' op (C1) result type tensor<4xf16> does not match the inferred type "
        "tensor<4xf32>");
  }
}

/* ---- gather / scatter ---- */

static void test_gather(void) {
  /* embedding lookup: table[1000, 64], ids[8, 1] -> [8, 64] */
  gdims emb = {V(1), V(0), NONE, NONE, V(0), 1, V(1, 64)};
  OK(gather("1000x64xf32", "8x1xi32", "8x64xf32", &emb));
  /* index_vector_dim == rank(start_indices): implicit trailing 1 */
  gdims emb2 = {V(2), V(0), NONE, NONE, V(0), 2, V(1, 64)};
  OK(gather("1000x64xf32", "4x8xi32", "4x8x64xf32", &emb2));
  /* batching dims: operand[4, 100, 16], indices[4, 8, 1] -> [4, 8, 16] */
  gdims bat = {V(2), V(1), V(0), V(0), V(1), 2, V(1, 1, 16)};
  OK(gather("4x100x16xf32", "4x8x1xi32", "4x8x16xf32", &bat));
  ERR(gather("1000x64xf32", "8x1xi32", "8x32xf32", &emb),
      "'stablehlo.gather' op (C22) result type tensor<8x32xf32> does not match the inferred type tensor<8x64xf32>");
  gdims c1 = {V(1), NONE, NONE, NONE, V(0), 1, V(1, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &c1),
      "(C1) offset_dims (1), collapsed_slice_dims (0) and operand_batching_dims (0) must have as many entries as the "
      "operand's rank 2");
  gdims c3 = {V(1), V(0), NONE, NONE, V(0, 1), 1, V(1, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &c3),
      "(C3) start_index_map [0, 1] has 2 entries, but start_indices has 1 along index_vector_dim 1");
  gdims c9 = {V(1), V(0), NONE, NONE, V(0), 1, V(2, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &c9),
      "(C9) slice_sizes[0] = 2 must be at most 1 for a collapsed_slice_dims entry");
  gdims c21 = {V(1), V(0), NONE, NONE, V(0), 1, V(1, 65)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x65xf32", &c21), "(C21) slice_sizes[1] = 65 must be in [0, 64]");
  gdims c2 = {V(1), V(0), NONE, NONE, V(0), 3, V(1, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &c2), "(C2) index_vector_dim 3 is out of range [0, 2]");
  gdims c17 = {V(2), V(1), V(0), V(0), V(1), 2, V(1, 1, 16)};
  ERR(gather("4x100x16xf32", "5x8x1xi32", "5x8x16xf32", &c17),
      "(C17) operand dimension 0 (size 4) and start_indices dimension 0 (size 5) are batching dimensions #0");
  gdims c6 = {V(2), V(0), V(0), V(0), V(1), 2, V(1, 1, 16)};
  ERR(gather("4x100x16xf32", "4x8x1xi32", "4x8x16xf32", &c6),
      "(C6) collapsed_slice_dims [0] and operand_batching_dims [0] must be unique and disjoint");
  gdims c5 = {V(5), V(0), NONE, NONE, V(0), 1, V(1, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &c5), "(C5) offset_dims [5]: 5 is out of range [0, 2)");
  ERR(gather("1000x64xf32", "8x1xf32", "8x64xf32", &emb), "(I2) start_indices must be a tensor of integer type");
}

static char *scatter(const char *types, const char *out, int n_uwd, const int64_t *uwd, int n_iwd, const int64_t *iwd,
                     int n_sdod, const int64_t *sdod, int64_t ivd, const char *body_elem) {
  T *t = t_begin(types);
  pt_module *m = t->m;
  uint32_t body = t_body(t, PT_OP_ADD, body_elem);
  pt_named_attr p[4];
  uint32_t np = 0;
  if (n_uwd) p[np++] = NA(m, "update_window_dims", ARR(m, (uint32_t)n_uwd, uwd));
  if (n_iwd) p[np++] = NA(m, "inserted_window_dims", ARR(m, (uint32_t)n_iwd, iwd));
  if (n_sdod) p[np++] = NA(m, "scatter_dims_to_operand_dims", ARR(m, (uint32_t)n_sdod, sdod));
  p[np++] = NA(m, "index_vector_dim", pt_attr_int(m, ivd, PT_DTYPE_NONE));
  pt_named_attr at[1] = {NA(m, "scatter_dimension_numbers", DIALECT(m, "stablehlo.scatter", p, np))};
  uint32_t ops[3] = {t_arg(t, 0), t_arg(t, 1), t_arg(t, 2)};
  return t_end1(t, t_op(t, PT_OP_SCATTER, ops, 3, out, at, 1, &body, 1));
}

static void test_scatter(void) {
  /* embedding gradient: table[1000, 64] += updates[8, 64] at ids[8, 1] */
  OK(scatter("1000x64xf32, 8x1xi32, 8x64xf32", "1000x64xf32", V(1), V(0), V(0), 1, "f32"));
  OK(scatter("1000x64xf32, 4x8xi32, 4x8x64xf32", "1000x64xf32", V(2), V(0), V(0), 2, "f32"));
  ERR(scatter("1000x64xf32, 8x1xi32, 9x64xf32", "1000x64xf32", V(1), V(0), V(0), 1, "f32"),
      "'stablehlo.scatter' op (C4) updates scatter dimension 0 has size 9, but scatter_indices dimension 0 has 8");
  ERR(scatter("1000x64xf32, 8x1xi32, 8x65xf32", "1000x64xf32", V(1), V(0), V(0), 1, "f32"),
      "(C4) updates window dimension 1 has size 65, larger than the inputs' dimension 1 (64)");
  ERR(scatter("1000x64xf32, 8x1xi32, 8x64xf32", "1000x64xf32", V(1), V(0), V(0), 1, "i32"),
      "(C23) element type f32 of input #0 is not promotable to the body's element type i32");
  ERR(scatter("1000x64xf32, 8x1xi32, 8x64xf32", "1000x64xf32", V(1), NONE, V(0), 1, "f32"),
      "(C2) update_window_dims (1), inserted_window_dims (0) and input_batching_dims (0) must have as many entries as "
      "the inputs' rank 2");
  ERR(scatter("1000x64xf32, 8x1xi32, 8x64xf32", "1000x64xf32", V(1), V(0), V(0, 1), 1, "f32"),
      "(C19) scatter_dims_to_operand_dims [0, 1] has 2 entries, but scatter_indices has 1 along index_vector_dim 1");
  ERR(scatter("1000x64xf32, 8x1xi32, 8x64xf16", "1000x64xf32", V(1), V(0), V(0), 1, "f32"),
      "(C6) updates #0 and inputs #0 must have the same element type");
  ERR(scatter("1000x64xf32, 8x1xi32, 8x64xf32", "1000x63xf32", V(1), V(0), V(0), 1, "f32"),
      "(C24) result type tensor<1000x63xf32> does not match the inferred type tensor<1000x64xf32>");
}

/* ---- collectives ---- */

static void test_collectives(void) {
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "2x4xi64", 0, 2, 4, 6, 1, 3, 5, 7))};
    OK(collective(PT_OP_ALL_GATHER, "2x8xf32", "8x8xf32", at, 2, false, t));
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "2x4xi64", 0, 2, 4, 6, 1, 3, 5, 7))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 2, false, t),
        "'stablehlo.all_gather' op (C6) result type tensor<4x8xf32> does not match the inferred type tensor<8x8xf32>");
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "2x2xi64", 0, 1, 1, 2))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 2, false, t),
        "(C2) replica_groups contains id 1 more than once");
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "2x2xi64", 0, 1, 2, 5))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 2, false, t),
        "(C4) replica_groups id 5 is out of range [0, 4)");
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 2)),
                           NA(t->m, "replica_groups", D(t->m, "1x2xi64", 0, 1))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 2, false, t),
        "(C1) all_gather_dim 2 is out of range [0, 2)");
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[3] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "1x2xi64", 0, 1)),
                           NA(t->m, "use_global_device_ids", pt_attr_unit(t->m))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 3, false, t),
        "(C5) use_global_device_ids requires a positive channel_id, but it is 0");
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr ch[2] = {NA(t->m, "handle", pt_attr_int(t->m, 1, PT_DTYPE_NONE)),
                           NA(t->m, "type", pt_attr_int(t->m, 1, PT_DTYPE_NONE))};
    pt_named_attr at[3] = {NA(t->m, "replica_groups", D(t->m, "1x4xi64", 0, 1, 2, 3)),
                           NA(t->m, "channel_handle", DIALECT(t->m, "stablehlo.channel_handle", ch, 2)),
                           NA(t->m, "use_global_device_ids", pt_attr_unit(t->m))};
    OK(collective(PT_OP_ALL_REDUCE, "2x8xf32", "2x8xf32", at, 3, true, t));
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[1] = {NA(t->m, "replica_groups", D(t->m, "2x3xi64", 0, 1, 2, 3, 4, -1))};
    OK(collective(PT_OP_ALL_REDUCE, "2x8xf32", "2x8xf32", at, 1, true, t));
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[1] = {NA(t->m, "replica_groups", D(t->m, "1x2xi64", 0, 1))};
    ERR(collective(PT_OP_ALL_REDUCE, "2x8xf32", "2x8xf16", at, 1, true, t),
        "'stablehlo.all_reduce' op (C7) result type tensor<2x8xf16> does not match the inferred type tensor<2x8xf32>");
  }
  {
    T *t = t_begin("8x8xf32");
    pt_named_attr at[2] = {NA(t->m, "scatter_dimension", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "1x4xi64", 0, 1, 2, 3))};
    OK(collective(PT_OP_REDUCE_SCATTER, "8x8xf32", "2x8xf32", at, 2, true, t));
  }
  {
    T *t = t_begin("6x8xf32");
    pt_named_attr at[2] = {NA(t->m, "scatter_dimension", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "1x4xi64", 0, 1, 2, 3))};
    ERR(collective(PT_OP_REDUCE_SCATTER, "6x8xf32", "2x8xf32", at, 2, true, t),
        "'stablehlo.reduce_scatter' op (C1) scatter dimension 0 has size 6, not divisible by the group size 4");
  }
  {
    T *t = t_begin("8x8xf32");
    pt_named_attr at[2] = {NA(t->m, "scatter_dimension", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "1x4xi64", 0, 1, 2, 3))};
    ERR(collective(PT_OP_REDUCE_SCATTER, "8x8xf32", "4x8xf32", at, 2, true, t),
        "(C8) result type tensor<4x8xf32> does not match the inferred type tensor<2x8xf32>");
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[4] = {NA(t->m, "split_dimension", I64(t->m, 1)), NA(t->m, "concat_dimension", I64(t->m, 0)),
                           NA(t->m, "split_count", I64(t->m, 2)),
                           NA(t->m, "replica_groups", D(t->m, "2x2xi64", 0, 1, 2, 3))};
    OK(collective(PT_OP_ALL_TO_ALL, "8x6xf32", "16x3xf32", at, 4, false, t));
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[4] = {NA(t->m, "split_dimension", I64(t->m, 1)), NA(t->m, "concat_dimension", I64(t->m, 0)),
                           NA(t->m, "split_count", I64(t->m, 4)),
                           NA(t->m, "replica_groups", D(t->m, "1x4xi64", 0, 1, 2, 3))};
    ERR(collective(PT_OP_ALL_TO_ALL, "8x6xf32", "32x1xf32", at, 4, false, t),
        "'stablehlo.all_to_all' op (C2) split dimension 1 has size 6, not divisible by split_count 4");
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[4] = {NA(t->m, "split_dimension", I64(t->m, 1)), NA(t->m, "concat_dimension", I64(t->m, 0)),
                           NA(t->m, "split_count", I64(t->m, 2)),
                           NA(t->m, "replica_groups", D(t->m, "1x4xi64", 0, 1, 2, 3))};
    ERR(collective(PT_OP_ALL_TO_ALL, "8x6xf32", "16x3xf32", at, 4, false, t),
        "(C8) replica_groups have groups of 4, but split_count is 2");
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[1] = {NA(t->m, "source_target_pairs", D(t->m, "3x2xi64", 0, 1, 1, 2, 2, 0))};
    OK(collective(PT_OP_COLLECTIVE_PERMUTE, "8x6xf32", "8x6xf32", at, 1, false, t));
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[1] = {NA(t->m, "source_target_pairs", D(t->m, "2x2xi64", 0, 1, 0, 2))};
    ERR(collective(PT_OP_COLLECTIVE_PERMUTE, "8x6xf32", "8x6xf32", at, 1, false, t),
        "'stablehlo.collective_permute' op (C2) the sources of source_target_pairs contains id 0 more than once");
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[1] = {NA(t->m, "source_target_pairs", D(t->m, "1x3xi64", 0, 1, 2))};
    ERR(collective(PT_OP_COLLECTIVE_PERMUTE, "8x6xf32", "8x6xf32", at, 1, false, t),
        "(C1) source_target_pairs must have 2 columns, but has 3");
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[1] = {NA(t->m, "replica_groups", D(t->m, "1x2xi64", 2, 7))};
    OK(collective(PT_OP_COLLECTIVE_BROADCAST, "8x6xf32", "8x6xf32", at, 1, false, t));
  }
  {
    T *t = t_begin("8x6xf32");
    pt_named_attr at[1] = {NA(t->m, "replica_groups", D(t->m, "1x2xi64", 2, 2))};
    ERR(collective(PT_OP_COLLECTIVE_BROADCAST, "8x6xf32", "8x6xf32", at, 1, false, t),
        "'stablehlo.collective_broadcast' op (C1) replica_groups contains id 2 more than once");
  }
}

/* ---- opaque ops, calls, structure ---- */

static void test_opaque_and_calls(void) {
  {
    T *t = t_begin("4x8xf32");
    pt_named_attr at[2] = {NA(t->m, "call_target_name", pt_attr_string(t->m, "Sharding", 8)),
                           NA(t->m, "mhlo.sharding", pt_attr_string(t->m, "{replicated}", 12))};
    uint32_t a = t_arg(t, 0);
    OK(t_end1(t, t_op(t, PT_OP_CUSTOM_CALL, &a, 1, "4x8xf32", at, 2, NULL, 0)));
  }
  {
    T *t = t_begin("4x8xf32");
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_CUSTOM_CALL, &a, 1, "4x8xf32", NULL, 0, NULL, 0)),
        "'stablehlo.custom_call' op requires attribute 'call_target_name'");
  }
  {
    T *t = t_begin("32x64xf32");
    pt_named_attr s = NA(t->m, "sharding", OPAQUE(t->m, "sdy.sharding", "@mesh, [{\"data\"}, {?}]"));
    uint32_t a = t_arg(t, 0);
    OK(t_end1(t, t_op(t, PT_OP_SDY_SHARDING_CONSTRAINT, &a, 1, "32x64xf32", &s, 1, NULL, 0)));
  }
  {
    T *t = t_begin("32x64xf32");
    pt_named_attr s = NA(t->m, "sharding", OPAQUE(t->m, "sdy.sharding", "@mesh, [{}, {}]"));
    uint32_t a = t_arg(t, 0);
    ERR(t_end1(t, t_op(t, PT_OP_SDY_SHARDING_CONSTRAINT, &a, 1, "64x32xf32", &s, 1, NULL, 0)),
        "'sdy.sharding_constraint' op result type tensor<64x32xf32> does not match the inferred type tensor<32x64xf32> "
        "(the result type equals the operand type)");
  }
  /* calls: @relu(f32[4]) -> f32[4] then @main calls it */
  for (int variant = 0; variant < 4; variant++) {
    pt_module *m = pt_module_new("c.mlir");
    pt_builder b;
    pt_builder_init(&b, m);
    uint32_t t4 = ty(m, "4xf32"), t5 = ty(m, "5xf32");
    uint32_t fr = pt_builder_begin_func(&b, pt_intern_cstr(&m->strings, "relu"), true, &t4, 1, (pt_loc){1, 1});
    uint32_t x = m->regions.data[m->regions.len - 1].args;
    pt_builder_op(&b, PT_OP_FUNC_RETURN, &x, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){2, 3});
    pt_builder_end_func(&b, fr, pt_builder_end_region(&b), &t4, 1, NULL, NULL, NULL);
    uint32_t arg_t = variant == 1 ? t5 : t4;
    uint32_t fm = pt_builder_begin_func(&b, pt_intern_cstr(&m->strings, "main"), false, &arg_t, 1, (pt_loc){4, 1});
    uint32_t a = m->regions.data[m->regions.len - 1].args;
    const char *callee = variant == 2 ? "nope" : "relu";
    pt_named_attr ca = {pt_intern_cstr(&m->strings, "callee"), pt_attr_symbol(m, callee, (uint32_t)strlen(callee))};
    uint32_t rt = variant == 3 ? t5 : t4;
    uint32_t call = pt_builder_op(&b, PT_OP_FUNC_CALL, &a, 1, &rt, 1, &ca, 1, NULL, 0, (pt_loc){5, 5});
    uint32_t r = m->ops.data[call].results;
    pt_builder_op(&b, PT_OP_FUNC_RETURN, &r, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){6, 3});
    pt_builder_end_func(&b, fm, pt_builder_end_region(&b), &rt, 1, NULL, NULL, NULL);
    pt_builder_free(&b);
    pt_status *s = pt_verify_module(m);
    char *msg = s ? strdup(pt_status_message(s)) : NULL;
    pt_status_free(s);
    pt_module_free(m);
    if (variant == 0) OK(msg);
    if (variant == 1)
      ERR(msg, "c.mlir:5:5: error: 'func.call' op operand #0 has type tensor<5xf32>, but @relu takes tensor<4xf32>");
    if (variant == 2) ERR(msg, "'func.call' op refers to an undefined function @nope");
    if (variant == 3)
      ERR(msg,
          "'func.call' op result type tensor<5xf32> does not match the inferred type tensor<4xf32> (the results have "
          "the callee's result types)");
  }
}

/* ---- hostile attributes ---- */

static const pt_attr *str_attr(pt_module *m) { return pt_attr_string(m, "x", 1); }
static const pt_attr *perm_neg(pt_module *m) { return L(m, -1, 0); }
static const pt_attr *perm_big(pt_module *m) { return L(m, INT64_MAX, 0); }

static void test_hostile(void) {
  ERR(with_attrs(PT_OP_BROADCAST_IN_DIM, "2xf32", "2xf32", "broadcast_dimensions", str_attr, NULL, NULL),
      "attribute 'broadcast_dimensions' must be a list of integers");
  ERR(with_attrs(PT_OP_TRANSPOSE, "2x3xf32", "3x2xf32", "permutation", perm_neg, NULL, NULL),
      "(C2) permutation [-1, 0] is not a permutation of [0, 2)");
  ERR(with_attrs(PT_OP_TRANSPOSE, "2x3xf32", "3x2xf32", "permutation", perm_big, NULL, NULL),
      "(C2) permutation [9223372036854775807, 0]");
  {
    T *t = t_begin("4xf32, 4xf32");
    pt_named_attr d = NA(t->m, "dimension", pt_attr_string(t->m, "1", 1));
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_CONCATENATE, ab, 2, "8xf32", &d, 1, NULL, 0)),
        "attribute 'dimension' must be an integer");
  }
  {
    T *t = t_begin("4xf32, 4xf32");
    pt_named_attr d = NA(t->m, "dimension", I64(t->m, INT64_MIN));
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_CONCATENATE, ab, 2, "8xf32", &d, 1, NULL, 0)),
        "(C4) dimension -9223372036854775808 is out of range [0, 1)");
  }
  {
    /* concatenating huge dims overflows */
    T *t = t_begin("9223372036854775807xf32, 1xf32");
    pt_named_attr d = NA(t->m, "dimension", I64(t->m, 0));
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_CONCATENATE, ab, 2, "8xf32", &d, 1, NULL, 0)),
        "(C6) the concatenated dimension overflows int64");
  }
  /* gather with a negative index_vector_dim and hostile lists */
  gdims neg = {V(1), V(0), NONE, NONE, V(0), -1, V(1, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &neg), "(C2) index_vector_dim -1 is out of range [0, 2]");
  gdims negc = {V(1), V(-3), NONE, NONE, V(0), 1, V(1, 64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &negc), "(C8) collapsed_slice_dims [-3]: -3 is out of range [0, 2)");
  gdims negs = {V(1), V(0), NONE, NONE, V(0), 1, V(1, -64)};
  ERR(gather("1000x64xf32", "8x1xi32", "8x64xf32", &negs), "(C21) slice_sizes[1] = -64 must be in [0, 64]");
  {
    /* dot_dimension_numbers of the wrong kind */
    T *t = t_begin("4x8xf32, 8x3xf32");
    pt_named_attr d = NA(t->m, "dot_dimension_numbers", L(t->m, 1));
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_DOT_GENERAL, ab, 2, "4x3xf32", &d, 1, NULL, 0)),
        "attribute 'dot_dimension_numbers' must be a #stablehlo.dot<...> attribute");
  }
  {
    T *t = t_begin("4x8xf32, 8x3xf32");
    const pt_attr *pr[3] = {ENUM(t->m, "precision", "DEFAULT"), ENUM(t->m, "precision", "DEFAULT"),
                            ENUM(t->m, "precision", "DEFAULT")};
    pt_named_attr at[2] = {NA(t->m, "dot_dimension_numbers", DOT_DIMS(t->m, NULL, NULL, A(t->m, 1), A(t->m, 0))),
                           NA(t->m, "precision_config", pt_attr_array(t->m, pr, 3))};
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_DOT_GENERAL, ab, 2, "4x3xf32", at, 2, NULL, 0)),
        "(C11) precision_config must have at most 2 entries, but has 3");
  }
  {
    /* conv dimension numbers out of range */
    T *t = t_begin("4x32x32x16xf32, 3x3x16x32xf32");
    pt_conv_dims *d = pt_arena_zalloc(&t->m->arena, sizeof *d);
    *d = *CONV_NHWC(t->m)->u.conv;
    d->input_feature = 7;
    pt_attr *a = pt_arena_zalloc(&t->m->arena, sizeof *a);
    a->kind = PT_ATTR_CONV_DIMS;
    a->u.conv = d;
    pt_named_attr at = NA(t->m, "dimension_numbers", a);
    uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
    ERR(t_end1(t, t_op(t, PT_OP_CONVOLUTION, ab, 2, "4x30x30x32xf32", &at, 1, NULL, 0)),
        "(C13) input dimension numbers [0, 7, 1, 2]: 7 is out of range [0, 4)");
  }
  {
    /* all_gather with empty groups ("all processes"): the result says how many */
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)), NA(t->m, "replica_groups", D0(t->m))};
    OK(collective(PT_OP_ALL_GATHER, "2x8xf32", "16x8xf32", at, 2, false, t));
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)), NA(t->m, "replica_groups", D0(t->m))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "5x8xf32", at, 2, false, t),
        "(C6) result dimension 0 has size 5, not a multiple of the operand's 2");
  }
  {
    /* groups over mesh axes: size unknown here */
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", OPAQUE(t->m, "stablehlo.replica_group_mesh_axes", "mesh = @m"))};
    OK(collective(PT_OP_ALL_GATHER, "2x8xf32", "8x8xf32", at, 2, false, t));
  }
  {
    /* a splat of several ids repeats one */
    T *t = t_begin("2x8xf32");
    pt_attr *sp = pt_arena_zalloc(&t->m->arena, sizeof *sp);
    *sp = *D(t->m, "1xi64", 0);
    sp->u.dense.type = ty(t->m, "2x2xi64");
    sp->u.dense.splat = true;
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)), NA(t->m, "replica_groups", sp)};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 2, false, t),
        "(C2) replica_groups contains id 0 more than once");
  }
  {
    T *t = t_begin("2x8xf32");
    pt_named_attr at[2] = {NA(t->m, "all_gather_dim", I64(t->m, 0)),
                           NA(t->m, "replica_groups", D(t->m, "4xi64", 0, 1, 2, 3))};
    ERR(collective(PT_OP_ALL_GATHER, "2x8xf32", "4x8xf32", at, 2, false, t),
        "(I3) replica_groups must be a 2-dimensional integer tensor");
  }
  {
    /* inference into a buffer smaller than the result count */
    T *t = t_begin("8x16xf32, 8x16xi32");
    uint32_t cmp = lt_comparator(t, "f32, f32, i32, i32");
    uint32_t ops[2] = {t_arg(t, 0), t_arg(t, 1)};
    uint32_t r = t_op(t, PT_OP_SORT, ops, 2, "8x16xf32, 8x16xi32", NULL, 0, &cmp, 1);
    pt_type one;
    uint32_t n = 0;
    pt_status *s = pt_infer_result_types(t->m, &t->m->ops.data[t->m->values.data[r].def], &one, 1, &n);
    CHECK(s == NULL && n == 2 && one.dtype == PT_DTYPE_F32);
    pt_status_free(s);
    uint32_t rs[2] = {r, r + 1};
    OK(t_end(t, rs, 2));
  }
}

int main(void) {
  verbose = getenv("VERBOSE") != NULL;
  test_reduce();
  test_windows();
  test_sort_while_if();
  test_gather();
  test_scatter();
  test_collectives();
  test_opaque_and_calls();
  test_hostile();
  if (failures) {
    fprintf(stderr, "test_verify_regions: %d failure(s)\n", failures);
    return 1;
  }
  printf("test_verify_regions: all passed\n");
  return 0;
}
