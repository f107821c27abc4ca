/* test_printer.c - the printer's exact output: attribute spellings (integers,
 * floats with MLIR's digit rules and hex fallbacks, bf16/f16, escaped
 * strings, dense splat/nested/hex literals), the pretty form of each op
 * family, value naming (multi-result ops, nested regions, while), the
 * generic form, and the round trip print(parse(print(x))) == print(x).
 *
 * Expected texts were checked against MLIR's own printer (jaxlib's MLIR
 * parsing our output and printing it back, value names aside). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/ir/ir.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"


static void check_text(const char *got, const char *want, int line) {
  if (strcmp(got, want) == 0) return;
  size_t i = 0;
  while (got[i] && got[i] == want[i]) i++;
  fprintf(stderr, "%s:%d: text differs at byte %zu\n--- want:\n%s\n--- got:\n%s\n", __FILE__, line, i, want, got);
  failures++;
}
#define CHECK_TEXT(got, want) check_text((got), (want), __LINE__)

/* ---- building blocks ---- */

static uint32_t ty(pt_module *m, pt_dtype dt, uint32_t rank, int64_t d0, int64_t d1) {
  int64_t dims[2] = {d0, d1};
  pt_type t = pt_tensor_type(dt, rank, dims);
  return pt_type_intern(m, &t);
}

static uint32_t id(pt_module *m, const char *s) { return pt_intern_cstr(&m->strings, s); }

static pt_named_attr na(pt_module *m, const char *name, const pt_attr *v) {
  pt_named_attr a = {id(m, name), v};
  return a;
}

static const pt_attr *str_attr(pt_module *m, const char *s) { return pt_attr_string(m, s, (uint32_t)strlen(s)); }

static const pt_attr *i64s(pt_module *m, int64_t a, int64_t b, uint32_t n) {
  int64_t v[2] = {a, b};
  return pt_attr_i64_array(m, v, n);
}

static uint32_t res(const pt_module *m, uint32_t op, uint32_t i) { return m->ops.data[op].results + i; }

static char *print_module(const pt_module *m, bool generic) {
  pt_buf b = {0};
  pt_print_module(m, &b, generic);
  return b.data;
}

static void check_attr(pt_module *m, const pt_attr *a, const char *want, int line) {
  pt_buf b = {0};
  pt_print_attr(m, a, &b);
  check_text(b.data ? b.data : "", want, line);
  pt_buf_free(&b);
}
#define CHECK_ATTR(m, a, want) check_attr((m), (a), (want), __LINE__)

/* ---- attributes ---- */

static void test_int_and_bool_attrs(void) {
  pt_module *m = pt_module_new("t.mlir");
  CHECK_ATTR(m, pt_attr_int(m, 3, PT_DTYPE_I64), "3 : i64");
  CHECK_ATTR(m, pt_attr_int(m, -3, PT_DTYPE_I32), "-3 : i32");
  CHECK_ATTR(m, pt_attr_int(m, 7, PT_DTYPE_NONE), "7");
  CHECK_ATTR(m, pt_attr_int(m, 1, PT_DTYPE_I1), "true");
  CHECK_ATTR(m, pt_attr_int(m, -1, PT_DTYPE_UI64), "18446744073709551615 : ui64");
  CHECK_ATTR(m, pt_attr_int(m, INT64_MIN, PT_DTYPE_I64), "-9223372036854775808 : i64");
  CHECK_ATTR(m, pt_attr_int(m, 2, PT_DTYPE_INDEX), "2 : index");
  CHECK_ATTR(m, pt_attr_bool(m, false), "false");
  CHECK_ATTR(m, pt_attr_unit(m), "unit");
  pt_module_free(m);
}

static void test_float_attrs(void) {
  pt_module *m = pt_module_new("t.mlir");
  /* six digits when they parse back to the same value of the type */
  CHECK_ATTR(m, pt_attr_float(m, 1.0, PT_DTYPE_F32), "1.000000e+00 : f32");
  CHECK_ATTR(m, pt_attr_float(m, 0.1, PT_DTYPE_F64), "1.000000e-01 : f64");
  CHECK_ATTR(m, pt_attr_float(m, (float)0.1, PT_DTYPE_F32), "1.000000e-01 : f32");
  CHECK_ATTR(m, pt_attr_float(m, -0.0, PT_DTYPE_F32), "-0.000000e+00 : f32");
  CHECK_ATTR(m, pt_attr_float(m, 1e-40, PT_DTYPE_F32), "9.999940e-41 : f32");
  CHECK_ATTR(m, pt_attr_float(m, 5e-324, PT_DTYPE_F64), "4.940660e-324 : f64");
  CHECK_ATTR(m, pt_attr_float(m, 1e300, PT_DTYPE_F64), "1.000000e+300 : f64");
  /* else the type's natural precision (APFloat truncates before rounding,
   * which is why 0.9f does not print as 9.000000e-01) */
  CHECK_ATTR(m, pt_attr_float(m, (float)0.9, PT_DTYPE_F32), "0.899999976 : f32");
  CHECK_ATTR(m, pt_attr_float(m, (float)-0.99999994, PT_DTYPE_F32), "-0.99999994 : f32");
  CHECK_ATTR(m, pt_attr_float(m, (float)1e-8, PT_DTYPE_F32), "9.99999993E-9 : f32");
  CHECK_ATTR(m, pt_attr_float(m, (float)1e15, PT_DTYPE_F32), "9.99999986E+14 : f32");
  CHECK_ATTR(m, pt_attr_float(m, 1e-7, PT_DTYPE_F64), "9.9999999999999995E-8 : f64");
  /* else (an integer spelling, inf, NaN) the bits in hex */
  CHECK_ATTR(m, pt_attr_float(m, 16777216.0, PT_DTYPE_F32), "0x4B800000 : f32");
  CHECK_ATTR(m, pt_attr_float(m, 123456789.0, PT_DTYPE_F64), "0x419D6F3454000000 : f64");
  CHECK_ATTR(m, pt_attr_float(m, NAN, PT_DTYPE_F32), "0x7FC00000 : f32");
  CHECK_ATTR(m, pt_attr_float(m, -INFINITY, PT_DTYPE_F32), "0xFF800000 : f32");
  CHECK_ATTR(m, pt_attr_float(m, INFINITY, PT_DTYPE_F64), "0x7FF0000000000000 : f64");
  /* half precision: rounded to the type, digits half-up from its value */
  CHECK_ATTR(m, pt_attr_float(m, 0.1, PT_DTYPE_BF16), "1.000980e-01 : bf16");
  CHECK_ATTR(m, pt_attr_float(m, 2.2, PT_DTYPE_BF16), "2.203130e+00 : bf16");
  CHECK_ATTR(m, pt_attr_float(m, 0.1, PT_DTYPE_F16), "9.997550e-02 : f16");
  CHECK_ATTR(m, pt_attr_float(m, INFINITY, PT_DTYPE_F16), "0x7C00 : f16");
  CHECK_ATTR(m, pt_attr_float(m, 2.5, PT_DTYPE_NONE), "2.500000e+00");
  pt_module_free(m);

  CHECK(pt_float_to_bits(0.1, PT_DTYPE_BF16) == 0x3DCD);
  CHECK(pt_float_to_bits(0.1, PT_DTYPE_F16) == 0x2E66);
  CHECK(pt_float_to_bits(65520.0, PT_DTYPE_F16) == 0x7C00); /* rounds up to inf */
  CHECK(pt_float_to_bits(1e-8, PT_DTYPE_F16) == 0x0000);    /* below half the least subnormal */
  CHECK(pt_float_to_bits(6e-8, PT_DTYPE_F16) == 0x0001);    /* least subnormal */
  CHECK(pt_float_to_bits(-2.0, PT_DTYPE_BF16) == 0xC000);
  CHECK(pt_float_from_bits(0x3DCD, PT_DTYPE_BF16) == 0.10009765625);
  CHECK(pt_float_from_bits(0x0001, PT_DTYPE_F16) == ldexp(1.0, -24));
  CHECK(isnan(pt_float_from_bits(0x7E00, PT_DTYPE_F16)));
}

static void test_string_symbol_and_container_attrs(void) {
  pt_module *m = pt_module_new("t.mlir");
  const char raw[] = "a\"b\\c\n\x01\xc3\xa9 ok";
  CHECK_ATTR(m, pt_attr_string(m, raw, sizeof raw - 1), "\"a\\22b\\\\c\\0A\\01\\C3\\A9 ok\"");
  CHECK_ATTR(m, pt_attr_string(m, "x\0y", 3), "\"x\\00y\"");
  CHECK_ATTR(m, pt_attr_symbol(m, "main", 4), "@main");
  CHECK_ATTR(m, pt_attr_symbol(m, "main-1", 6), "@\"main-1\"");
  CHECK_ATTR(m, pt_attr_type(m, ty(m, PT_DTYPE_BF16, 2, 4, 8)), "tensor<4x8xbf16>");

  /* inside arrays MLIR drops the default types i64 and f64 */
  const pt_attr *items[] = {pt_attr_int(m, 1, PT_DTYPE_I64), str_attr(m, "a"), pt_attr_symbol(m, "f", 1),
                            pt_attr_float(m, 2.5, PT_DTYPE_F64), pt_attr_int(m, 3, PT_DTYPE_I32)};
  CHECK_ATTR(m, pt_attr_array(m, items, 5), "[1, \"a\", @f, 2.500000e+00, 3 : i32]");
  CHECK_ATTR(m, pt_attr_array(m, NULL, 0), "[]");

  /* dictionaries sorted by key, unit entries bare, odd keys quoted */
  pt_named_attr d[] = {na(m, "b", pt_attr_int(m, 1, PT_DTYPE_I32)), na(m, "a", pt_attr_unit(m)),
                       na(m, "x y", str_attr(m, "v"))};
  CHECK_ATTR(m, pt_attr_dict(m, d, 3), "{a, b = 1 : i32, \"x y\" = \"v\"}");
  CHECK_ATTR(m, pt_attr_dict(m, NULL, 0), "{}");

  CHECK_ATTR(m, i64s(m, 0, 0, 0), "array<i64>");
  CHECK_ATTR(m, i64s(m, 1, -2, 2), "array<i64: 1, -2>");
  bool bv[] = {true, false};
  CHECK_ATTR(m, pt_attr_bool_array(m, bv, 2), "array<i1: true, false>");
  double fv[] = {1.0, 2.5};
  CHECK_ATTR(m, pt_attr_dense_array(m, PT_DTYPE_F32, NULL, fv, 2), "array<f32: 1.000000e+00, 2.500000e+00>");

  CHECK_ATTR(m, pt_attr_enum(m, "stablehlo", "comparison_direction", "EQ", false),
             "#stablehlo<comparison_direction EQ>");
  CHECK_ATTR(m, pt_attr_enum(m, "stablehlo", "precision", "HIGHEST", true), "#stablehlo.precision<HIGHEST>");

  const pt_attr *zero = pt_attr_int(m, 0, PT_DTYPE_NONE), *one = pt_attr_int(m, 1, PT_DTYPE_NONE);
  pt_named_attr gp[] = {na(m, "offset_dims", pt_attr_array(m, &one, 1)),
                        na(m, "collapsed_slice_dims", pt_attr_array(m, &zero, 1)),
                        na(m, "index_vector_dim", one)};
  CHECK_ATTR(m, pt_attr_dialect(m, "stablehlo.gather", gp, 3),
             "#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], index_vector_dim = 1>");

  pt_conv_dims c = {.input_batch = 0, .input_feature = 3, .kernel_input_feature = 2, .kernel_output_feature = 3,
                    .output_batch = 0, .output_feature = 3, .n_spatial = 2,
                    .input_spatial = {1, 2}, .kernel_spatial = {0, 1}, .output_spatial = {1, 2}};
  CHECK_ATTR(m, pt_attr_conv_dims(m, &c), "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>");
  c.kernel_spatial[1] = 0; /* not a permutation: MLIR's raw spelling */
  CHECK_ATTR(m, pt_attr_conv_dims(m, &c),
             "#stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, "
             "input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, "
             "kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 0], "
             "output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>");

  const char body[] = "@mesh, [{\"data\"}, {}]";
  CHECK_ATTR(m, pt_attr_opaque(m, "sdy.sharding", body, sizeof body - 1), "#sdy.sharding<@mesh, [{\"data\"}, {}]>");
  pt_module_free(m);
}

static bool ends_with(const pt_buf *b, const char *suffix) {
  size_t n = strlen(suffix);
  return b->len >= n && memcmp(b->data + b->len - n, suffix, n) == 0;
}

static void test_dense_attrs(void) {
  pt_module *m = pt_module_new("t.mlir");
  float one = 1.0f;
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_F32, 2, 2, 3), true, &one, 4),
             "dense<1.000000e+00> : tensor<2x3xf32>");
  int32_t iv[6] = {1, 2, 3, 4, 5, -6};
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_I32, 2, 2, 3), false, iv, sizeof iv),
             "dense<[[1, 2, 3], [4, 5, -6]]> : tensor<2x3xi32>");
  int32_t same[4] = {7, 7, 7, 7}; /* equal elements print as a splat, as MLIR stores them */
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_I32, 1, 4, 0), false, same, sizeof same), "dense<7> : tensor<4xi32>");
  uint8_t bools[3] = {1, 0, 1};
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_I1, 1, 3, 0), false, bools, 3),
             "dense<[true, false, true]> : tensor<3xi1>");
  int8_t i8[2] = {-1, 127};
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_I8, 1, 2, 0), false, i8, 2), "dense<[-1, 127]> : tensor<2xi8>");
  uint8_t u8[2] = {255, 0};
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_UI8, 1, 2, 0), false, u8, 2), "dense<[255, 0]> : tensor<2xui8>");
  uint8_t bf[4] = {0x80, 0x3F, 0x00, 0x40}; /* bf16 1.0, 2.0, little-endian */
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_BF16, 1, 2, 0), false, bf, 4),
             "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>");
  uint8_t f16[4] = {0x00, 0x3C, 0x00, 0x7C}; /* f16 1.0, inf */
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_F16, 1, 2, 0), false, f16, 4),
             "dense<[1.000000e+00, 0x7C00]> : tensor<2xf16>");
  double dv[3] = {0.1, -0.0, 1e-7};
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_F64, 1, 3, 0), false, dv, sizeof dv),
             "dense<[1.000000e-01, -0.000000e+00, 9.9999999999999995E-8]> : tensor<3xf64>");
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_F32, 1, 0, 0), false, NULL, 0), "dense<> : tensor<0xf32>");
  CHECK_ATTR(m, pt_attr_dense(m, ty(m, PT_DTYPE_F32, 2, 2, 0), false, NULL, 0), "dense<> : tensor<2x0xf32>");
  CHECK_ATTR(m, pt_attr_dense_resource(m, ty(m, PT_DTYPE_F32, 1, 4, 0), "__elided__", 10),
             "dense_resource<__elided__> : tensor<4xf32>");

  /* 100 elements still print as a list, 101 as a hex blob of the raw bytes */
  uint8_t big[101];
  for (int i = 0; i < 101; i++) big[i] = (uint8_t)i;
  pt_buf b = {0};
  pt_print_attr(m, pt_attr_dense(m, ty(m, PT_DTYPE_UI8, 1, 100, 0), false, big, 100), &b);
  CHECK(strncmp(b.data, "dense<[0, 1, 2, ", 16) == 0);
  CHECK(ends_with(&b, "97, 98, 99]> : tensor<100xui8>"));
  b.len = 0;
  pt_print_attr(m, pt_attr_dense(m, ty(m, PT_DTYPE_UI8, 1, 101, 0), false, big, 101), &b);
  CHECK(strncmp(b.data, "dense<\"0x000102030405", 21) == 0);
  CHECK(ends_with(&b, "6061626364\"> : tensor<101xui8>"));
  CHECK(b.len == strlen("dense<\"0x\"> : tensor<101xui8>") + 202);
  pt_buf_free(&b);
  pt_module_free(m);
}

/* ---- ops ---- */

/* main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<i32>) with
 * one op of most pretty-form families. */
static pt_module *build_ops_module(void) {
  pt_module *m = pt_module_new("ops.mlir");
  uint32_t f32 = ty(m, PT_DTYPE_F32, 0, 0, 0), i32 = ty(m, PT_DTYPE_I32, 0, 0, 0);
  uint32_t t48 = ty(m, PT_DTYPE_F32, 2, 4, 8), t82 = ty(m, PT_DTYPE_F32, 2, 8, 2), t42 = ty(m, PT_DTYPE_F32, 2, 4, 2);
  uint32_t t24 = ty(m, PT_DTYPE_F32, 2, 2, 4), b42 = ty(m, PT_DTYPE_I1, 2, 4, 2), t27 = ty(m, PT_DTYPE_F32, 2, 2, 7);
  uint32_t t4 = ty(m, PT_DTYPE_F32, 1, 4, 0), i1 = ty(m, PT_DTYPE_I1, 0, 0, 0);
  pt_builder b;
  pt_builder_init(&b, m);
  uint32_t args_t[3] = {t48, t82, i32};
  uint32_t fn = pt_builder_begin_func(&b, id(m, "main"), false, args_t, 3, (pt_loc){1, 1});
  uint32_t a0 = m->regions.data[m->regions.len - 1].args, a1 = a0 + 1, a2 = a0 + 2;
  pt_loc l = {2, 3};

  float zero = 0.0f;
  pt_named_attr cv = na(m, "value", pt_attr_dense(m, f32, true, &zero, 4));
  uint32_t c0 = pt_builder_op(&b, PT_OP_CONSTANT, NULL, 0, &f32, 1, &cv, 1, NULL, 0, l);

  const pt_attr *one = pt_attr_int(m, 1, PT_DTYPE_NONE), *zero_i = pt_attr_int(m, 0, PT_DTYPE_NONE);
  pt_named_attr dd[] = {na(m, "lhs_contracting_dimensions", pt_attr_array(m, &one, 1)),
                        na(m, "rhs_contracting_dimensions", pt_attr_array(m, &zero_i, 1))};
  const pt_attr *prec[] = {pt_attr_enum(m, "stablehlo", "precision", "DEFAULT", false),
                           pt_attr_enum(m, "stablehlo", "precision", "DEFAULT", false)};
  pt_named_attr dot_attrs[] = {na(m, "dot_dimension_numbers", pt_attr_dialect(m, "stablehlo.dot", dd, 2)),
                               na(m, "precision_config", pt_attr_array(m, prec, 2))};
  uint32_t ops2[4] = {a0, a1};
  uint32_t dot = pt_builder_op(&b, PT_OP_DOT_GENERAL, ops2, 2, &t42, 1, dot_attrs, 2, NULL, 0, l);
  uint32_t x = res(m, dot, 0);
  uint32_t th = pt_builder_op(&b, PT_OP_TANH, &x, 1, &t42, 1, NULL, 0, NULL, 0, l);
  uint32_t t = res(m, th, 0);

  /* reduce, compact form: the body is add(%arg3, %arg4) */
  uint32_t scalar2[2] = {f32, f32};
  pt_builder_begin_region(&b, scalar2, 2);
  uint32_t rargs = m->regions.data[m->regions.len - 1].args;
  uint32_t radd_ops[2] = {rargs, rargs + 1};
  uint32_t radd = pt_builder_op(&b, PT_OP_ADD, radd_ops, 2, &f32, 1, NULL, 0, NULL, 0, l);
  uint32_t rv = res(m, radd, 0);
  pt_builder_op(&b, PT_OP_RETURN, &rv, 1, NULL, 0, NULL, 0, NULL, 0, l);
  uint32_t body = pt_builder_end_region(&b);
  pt_named_attr dims = na(m, "dimensions", i64s(m, 0, 1, 2));
  uint32_t red_ops[2] = {t, res(m, c0, 0)};
  uint32_t red = pt_builder_op(&b, PT_OP_REDUCE, red_ops, 2, &f32, 1, &dims, 1, &body, 1, l);

  pt_named_attr bd = na(m, "broadcast_dimensions", i64s(m, 0, 0, 0));
  uint32_t rr = res(m, red, 0);
  uint32_t bc = pt_builder_op(&b, PT_OP_BROADCAST_IN_DIM, &rr, 1, &t42, 1, &bd, 1, NULL, 0, l);
  pt_named_attr cmp_attrs[] = {na(m, "comparison_direction", pt_attr_enum(m, "stablehlo", "comparison_direction", "GT", false)),
                               na(m, "compare_type", pt_attr_enum(m, "stablehlo", "comparison_type", "FLOAT", false))};
  uint32_t cmp_ops[2] = {t, res(m, bc, 0)};
  uint32_t cmp = pt_builder_op(&b, PT_OP_COMPARE, cmp_ops, 2, &b42, 1, cmp_attrs, 2, NULL, 0, l);
  uint32_t sel_ops[3] = {res(m, cmp, 0), t, res(m, bc, 0)};
  uint32_t sel = pt_builder_op(&b, PT_OP_SELECT, sel_ops, 3, &t42, 1, NULL, 0, NULL, 0, l);
  uint32_t cvt = pt_builder_op(&b, PT_OP_CONVERT, &a2, 1, &f32, 1, NULL, 0, NULL, 0, l);
  pt_named_attr perm = na(m, "permutation", i64s(m, 1, 0, 2));
  uint32_t s = res(m, sel, 0);
  pt_builder_op(&b, PT_OP_TRANSPOSE, &s, 1, &t24, 1, &perm, 1, NULL, 0, l);
  pt_named_attr sl[] = {na(m, "start_indices", i64s(m, 0, 1, 2)), na(m, "limit_indices", i64s(m, 4, 8, 2)),
                        na(m, "strides", i64s(m, 2, 1, 2))};
  uint32_t sli = pt_builder_op(&b, PT_OP_SLICE, &a0, 1, &t27, 1, sl, 3, NULL, 0, l);
  pt_named_attr cc[] = {na(m, "call_target_name", str_attr(m, "Sharding")),
                        na(m, "mhlo.sharding", str_attr(m, "{replicated}"))};
  uint32_t sv = res(m, sli, 0);
  pt_builder_op(&b, PT_OP_CUSTOM_CALL, &sv, 1, &t27, 1, cc, 2, NULL, 0, l);
  /* two results: %N:2, used as %N#i */
  uint32_t bar_ops[2] = {s, res(m, cvt, 0)};
  uint32_t bar_t[2] = {t42, f32};
  uint32_t bar = pt_builder_op(&b, PT_OP_OPTIMIZATION_BARRIER, bar_ops, 2, bar_t, 2, NULL, 0, NULL, 0, l);

  /* while: both regions name their arguments like the header */
  pt_builder_begin_region(&b, &i32, 1);
  uint32_t ca = m->regions.data[m->regions.len - 1].args;
  pt_named_attr lt[] = {na(m, "comparison_direction", pt_attr_enum(m, "stablehlo", "comparison_direction", "LT", false))};
  uint32_t lt_ops[2] = {ca, a2};
  uint32_t ltop = pt_builder_op(&b, PT_OP_COMPARE, lt_ops, 2, &i1, 1, lt, 1, NULL, 0, l);
  uint32_t ltv = res(m, ltop, 0);
  pt_builder_op(&b, PT_OP_RETURN, &ltv, 1, NULL, 0, NULL, 0, NULL, 0, l);
  uint32_t cond = pt_builder_end_region(&b);
  pt_builder_begin_region(&b, &i32, 1);
  uint32_t ba = m->regions.data[m->regions.len - 1].args;
  uint32_t inc_ops[2] = {ba, ba};
  uint32_t inc = pt_builder_op(&b, PT_OP_ADD, inc_ops, 2, &i32, 1, NULL, 0, NULL, 0, l);
  uint32_t incv = res(m, inc, 0);
  pt_builder_op(&b, PT_OP_RETURN, &incv, 1, NULL, 0, NULL, 0, NULL, 0, l);
  uint32_t wbody = pt_builder_end_region(&b);
  uint32_t wregions[2] = {cond, wbody};
  uint32_t wh = pt_builder_op(&b, PT_OP_WHILE, &a2, 1, &i32, 1, NULL, 0, wregions, 2, l);

  /* reduce whose body is not one commutative op: the reducer form */
  pt_builder_begin_region(&b, scalar2, 2);
  rargs = m->regions.data[m->regions.len - 1].args;
  uint32_t rsub_ops[2] = {rargs, rargs + 1};
  uint32_t rsub = pt_builder_op(&b, PT_OP_SUBTRACT, rsub_ops, 2, &f32, 1, NULL, 0, NULL, 0, l);
  rv = res(m, rsub, 0);
  pt_builder_op(&b, PT_OP_RETURN, &rv, 1, NULL, 0, NULL, 0, NULL, 0, l);
  body = pt_builder_end_region(&b);
  pt_named_attr dims1 = na(m, "dimensions", i64s(m, 1, 0, 1));
  uint32_t red2_ops[2] = {a0, res(m, c0, 0)};
  uint32_t red2 = pt_builder_op(&b, PT_OP_REDUCE, red2_ops, 2, &t4, 1, &dims1, 1, &body, 1, l);

  uint32_t ret[4] = {res(m, bar, 1), res(m, wh, 0), res(m, red2, 0), res(m, bar, 0)};
  pt_builder_op(&b, PT_OP_FUNC_RETURN, ret, 4, NULL, 0, NULL, 0, NULL, 0, l);
  uint32_t fbody = pt_builder_end_region(&b);
  uint32_t rt[4] = {f32, i32, t4, t42};
  pt_builder_end_func(&b, fn, fbody, rt, 4, NULL, NULL, NULL);
  pt_builder_free(&b);
  return m;
}

static const char ops_pretty[] =
    "module {\n"
    "  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<i32>) -> (tensor<f32>, "
    "tensor<i32>, tensor<4xf32>, tensor<4x2xf32>) {\n"
    "    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
    "    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : "
    "(tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>\n"
    "    %2 = stablehlo.tanh %1 : tensor<4x2xf32>\n"
    "    %3 = stablehlo.reduce(%2 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, "
    "tensor<f32>) -> tensor<f32>\n"
    "    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x2xf32>\n"
    "    %5 = stablehlo.compare GT, %2, %4, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>\n"
    "    %6 = stablehlo.select %5, %2, %4 : tensor<4x2xi1>, tensor<4x2xf32>\n"
    "    %7 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>\n"
    "    %8 = stablehlo.transpose %6, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>\n"
    "    %9 = stablehlo.slice %arg0 [0:4:2, 1:8] : (tensor<4x8xf32>) -> tensor<2x7xf32>\n"
    "    %10 = stablehlo.custom_call @Sharding(%9) {mhlo.sharding = \"{replicated}\"} : (tensor<2x7xf32>) -> "
    "tensor<2x7xf32>\n"
    "    %11:2 = stablehlo.optimization_barrier %6, %7 : tensor<4x2xf32>, tensor<f32>\n"
    "    %12 = stablehlo.while(%arg3 = %arg2) : tensor<i32>\n"
    "    cond {\n"
    "      %14 = stablehlo.compare LT, %arg3, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "      stablehlo.return %14 : tensor<i1>\n"
    "    } do {\n"
    "      %14 = stablehlo.add %arg3, %arg3 : tensor<i32>\n"
    "      stablehlo.return %14 : tensor<i32>\n"
    "    }\n"
    "    %13 = stablehlo.reduce(%arg0 init: %0) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> "
    "tensor<4xf32>\n"
    "     reducer(%arg3: tensor<f32>, %arg4: tensor<f32>)  {\n"
    "      %14 = stablehlo.subtract %arg3, %arg4 : tensor<f32>\n"
    "      stablehlo.return %14 : tensor<f32>\n"
    "    }\n"
    "    return %11#1, %12, %13, %11#0 : tensor<f32>, tensor<i32>, tensor<4xf32>, tensor<4x2xf32>\n"
    "  }\n"
    "}\n";

static void test_op_pretty_forms(void) {
  pt_module *m = build_ops_module();
  char *text = print_module(m, false);
  CHECK_TEXT(text, ops_pretty);
  free(text);
  pt_module_free(m);
}

static void test_generic_form(void) {
  pt_module *m = pt_module_new("g.mlir");
  uint32_t f32 = ty(m, PT_DTYPE_F32, 1, 4, 0), s32 = ty(m, PT_DTYPE_F32, 0, 0, 0);
  m->sym_name = id(m, "jit_f");
  pt_named_attr ma = na(m, "mhlo.num_partitions", pt_attr_int(m, 1, PT_DTYPE_I32));
  m->attrs = pt_attr_dict(m, &ma, 1);
  pt_builder b;
  pt_builder_init(&b, m);
  uint32_t fn = pt_builder_begin_func(&b, id(m, "main"), false, &f32, 1, (pt_loc){1, 1});
  uint32_t a0 = m->regions.data[m->regions.len - 1].args;
  pt_loc l = {2, 3};
  uint32_t two[2] = {s32, s32};
  pt_builder_begin_region(&b, two, 2);
  uint32_t ra = m->regions.data[m->regions.len - 1].args;
  uint32_t mx_ops[2] = {ra, ra + 1};
  uint32_t mx = pt_builder_op(&b, PT_OP_MAXIMUM, mx_ops, 2, &s32, 1, NULL, 0, NULL, 0, l);
  uint32_t mv = res(m, mx, 0);
  pt_builder_op(&b, PT_OP_RETURN, &mv, 1, NULL, 0, NULL, 0, NULL, 0, l);
  uint32_t body = pt_builder_end_region(&b);
  pt_named_attr dims[] = {na(m, "dimensions", i64s(m, 0, 0, 1)), na(m, "mhlo.frontend", pt_attr_unit(m))};
  uint32_t red_ops[2] = {a0, a0};
  (void)red_ops;
  float ninf = -INFINITY;
  pt_named_attr cv = na(m, "value", pt_attr_dense(m, s32, true, &ninf, 4));
  uint32_t c = pt_builder_op(&b, PT_OP_CONSTANT, NULL, 0, &s32, 1, &cv, 1, NULL, 0, l);
  uint32_t ops[2] = {a0, res(m, c, 0)};
  uint32_t red = pt_builder_op(&b, PT_OP_REDUCE, ops, 2, &s32, 1, dims, 2, &body, 1, l);
  uint32_t rv = res(m, red, 0);
  pt_builder_op(&b, PT_OP_FUNC_RETURN, &rv, 1, NULL, 0, NULL, 0, NULL, 0, l);
  uint32_t fbody = pt_builder_end_region(&b);
  const pt_attr *ra_attrs[1];
  pt_named_attr ri = na(m, "jax.result_info", str_attr(m, "result"));
  ra_attrs[0] = pt_attr_dict(m, &ri, 1);
  pt_builder_end_func(&b, fn, fbody, &s32, 1, NULL, ra_attrs, NULL);
  pt_builder_free(&b);

  char *text = print_module(m, true);
  CHECK_TEXT(text,
             "\"builtin.module\"() <{sym_name = \"jit_f\"}> ({\n"
             "  \"func.func\"() <{function_type = (tensor<4xf32>) -> tensor<f32>, res_attrs = [{jax.result_info = "
             "\"result\"}], sym_name = \"main\", sym_visibility = \"public\"}> ({\n"
             "  ^bb0(%arg0: tensor<4xf32>):\n"
             "    %0 = \"stablehlo.constant\"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>\n"
             "    %1 = \"stablehlo.reduce\"(%arg0, %0) <{dimensions = array<i64: 0>}> ({\n"
             "    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):\n"
             "      %2 = \"stablehlo.maximum\"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
             "      \"stablehlo.return\"(%2) : (tensor<f32>) -> ()\n"
             "    }) {mhlo.frontend} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n"
             "    \"func.return\"(%1) : (tensor<f32>) -> ()\n"
             "  }) : () -> ()\n"
             "}) {mhlo.num_partitions = 1 : i32} : () -> ()\n");
  free(text);
  text = print_module(m, false);
  CHECK_TEXT(text,
             "module @jit_f attributes {mhlo.num_partitions = 1 : i32} {\n"
             "  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<f32> {jax.result_info = \"result\"}) {\n"
             "    %0 = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
             "    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [0] "
             "{mhlo.frontend} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n"
             "    return %1 : tensor<f32>\n"
             "  }\n"
             "}\n");
  free(text);
  pt_module_free(m);
}

/* ---- round trips through the parser ---- */

/* Texts exactly as partir prints them: print(parse(x)) must give x back,
 * in both forms, and the generic form must parse back to the same module. */
static const char *const canonical[] = {
    ops_pretty,
    /* module and function decorations, sdy, names that need quotes */
    "module @\"my mod\" attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32} {\n"
    "  sdy.mesh @mesh = <[\"data\"=4, \"model\"=2]> {stablehlo.mesh = {axes = [{name = \"data\", size = 4 : i64}, "
    "{name = \"model\", size = 2 : i64}]}}\n"
    "  func.func public @main(%arg0: tensor<16x128xf32> {jax.buffer_donor = true, sdy.sharding = "
    "#sdy.sharding<@mesh, [{\"data\"}, {}]>}, %arg1: tensor<128xf32>) -> (tensor<16x128xf32> {jax.result_info = "
    "\"result[0]['a']\"}, tensor<128xf32>) attributes {x.y = 1 : i32} {\n"
    "    %0 = sdy.sharding_constraint %arg0 <@mesh, [{\"data\"}, {?}]> : tensor<16x128xf32>\n"
    "    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>\n"
    "    %2 = stablehlo.add %0, %1 : tensor<16x128xf32>\n"
    "    %3 = stablehlo.custom_call @\"odd name\"(%2) {backend_config = \"a\\22b\\0A\", has_side_effect = true} : "
    "(tensor<16x128xf32>) -> tensor<16x128xf32>\n"
    "    return %3, %arg1 : tensor<16x128xf32>, tensor<128xf32>\n"
    "  }\n"
    "}\n",
    /* the remaining pretty forms */
    "module {\n"
    "  func.func public @main(%arg0: tensor<2x16x16x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<8xf32>, "
    "%arg3: tensor<2xui64>, %arg4: tensor<f32>, %arg5: tensor<i32>) -> tensor<2x8x8x8xf32> {\n"
    "    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = "
    "{stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} "
    "{batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, "
    "#stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>\n"
    "    %1 = stablehlo.iota dim = 0 : tensor<8xi32>\n"
    "    %2 = stablehlo.constant dense<[1.500000e+00, 0x7FC00000, 0.899999976, -0.000000e+00]> : tensor<4xf32>\n"
    "    %3 = stablehlo.pad %2, %arg4, low = [1], high = [2], interior = [0] : (tensor<4xf32>, tensor<f32>) -> "
    "tensor<7xf32>\n"
    "    %4 = stablehlo.concatenate %2, %2, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>\n"
    "    %5 = stablehlo.reshape %4 : (tensor<8xf32>) -> tensor<2x4xf32>\n"
    "    %6 = stablehlo.dynamic_slice %4, %arg5, sizes = [3] : (tensor<8xf32>, tensor<i32>) -> tensor<3xf32>\n"
    "    %7 = stablehlo.reverse %arg2, dims = [0] : tensor<8xf32>\n"
    "    %8 = stablehlo.reduce_precision %7, format = e5m10 : tensor<8xf32>\n"
    "    %9 = stablehlo.dot_general %5, %5, batching_dims = [0] x [0], contracting_dims = [1] x [1] : "
    "(tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2xf32>\n"
    "    %10:2 = stablehlo.rng_bit_generator %arg3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, "
    "tensor<4xui32>)\n"
    "    %11:2 = chlo.top_k(%7, k = 2) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi32>)\n"
    "    %12 = chlo.erf_inv %7 : tensor<8xf32> -> tensor<8xf32>\n"
    "    %13 = stablehlo.partition_id : tensor<ui32>\n"
    "    %14 = stablehlo.clamp %arg4, %7, %arg4 : (tensor<f32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>\n"
    "    %15 = stablehlo.bitcast_convert %1 : (tensor<8xi32>) -> tensor<8xf32>\n"
    "    %16 = stablehlo.get_dimension_size %7, dim = 0 : (tensor<8xf32>) -> tensor<i32>\n"
    "    %17 = stablehlo.dynamic_update_slice %arg2, %7, %16 : (tensor<8xf32>, tensor<8xf32>, tensor<i32>) -> "
    "tensor<8xf32>\n"
    "    return %0 : tensor<2x8x8x8xf32>\n"
    "  }\n"
    "}\n",
    /* generic-only ops, nested regions numbered after their parent */
    "module {\n"
    "  func.func public @main(%arg0: tensor<10x4xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2x4xf32>, %arg3: tensor<i32>) -> "
    "(tensor<10x4xf32>, tensor<2x4xf32>) {\n"
    "    %0 = \"stablehlo.gather\"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], "
    "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, "
    "slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>\n"
    "    %1 = \"stablehlo.scatter\"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = "
    "#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
    "index_vector_dim = 1>, unique_indices = false}> ({\n"
    "    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):\n"
    "      %3 = stablehlo.add %arg4, %arg5 : tensor<f32>\n"
    "      stablehlo.return %3 : tensor<f32>\n"
    "    }) : (tensor<10x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<10x4xf32>\n"
    "    %2 = \"stablehlo.case\"(%arg3) ({\n"
    "      stablehlo.return %0 : tensor<2x4xf32>\n"
    "    }) : (tensor<i32>) -> tensor<2x4xf32>\n"
    "    return %1, %2 : tensor<10x4xf32>, tensor<2x4xf32>\n"
    "  }\n"
    "}\n",
};

static void test_round_trips(void) {
  for (size_t i = 0; i < sizeof canonical / sizeof canonical[0]; i++) {
    const char *text = canonical[i];
    pt_module *m = NULL;
    pt_status *s = pt_parse_module("canonical.mlir", text, strlen(text), &m);
    if (s) {
      fprintf(stderr, "canonical[%zu]: %s\n", i, pt_status_message(s));
      pt_status_free(s);
      failures++;
      continue;
    }
    char *pretty = print_module(m, false);
    check_text(pretty, text, __LINE__);
    char *generic = print_module(m, true);
    pt_module *g = NULL;
    s = pt_parse_module("generic.mlir", generic, strlen(generic), &g);
    CHECK(s == NULL);
    if (!s) {
      char *pretty2 = print_module(g, false), *generic2 = print_module(g, true);
      CHECK_TEXT(pretty2, text);
      CHECK_TEXT(generic2, generic);
      free(pretty2);
      free(generic2);
    }
    pt_status_free(s);
    pt_module_free(g);
    free(pretty);
    free(generic);
    pt_module_free(m);
  }
}

/* JAX's own text (its constant names %cst/%c, while's %iterArg, func.call
 * inside regions) prints as partir's canonical text. */
static void test_jax_text_prints_canonically(void) {
  static const char jax[] =
      "module @jit_wl attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n"
      "  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = \"result\"}) {\n"
      "    %c = stablehlo.constant dense<0> : tensor<i32>\n"
      "    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_1 = %arg0) : tensor<i32>, tensor<3xf32>\n"
      "    cond {\n"
      "      %c_3 = stablehlo.constant dense<10> : tensor<i32>\n"
      "      %1 = stablehlo.compare  LT, %iterArg, %c_3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %1 : tensor<i1>\n"
      "    } do {\n"
      "      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>\n"
      "      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>\n"
      "      %2 = stablehlo.multiply %iterArg_1, %1 : tensor<3xf32>\n"
      "      %c_3 = stablehlo.constant dense<1> : tensor<i32>\n"
      "      %3 = stablehlo.add %iterArg, %c_3 : tensor<i32>\n"
      "      stablehlo.return %3, %2 : tensor<i32>, tensor<3xf32>\n"
      "    }\n"
      "    return %0#1 : tensor<3xf32>\n"
      "  }\n"
      "}\n";
  static const char want[] =
      "module @jit_wl attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n"
      "  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = \"result\"}) {\n"
      "    %0 = stablehlo.constant dense<0> : tensor<i32>\n"
      "    %1:2 = stablehlo.while(%arg1 = %0, %arg2 = %arg0) : tensor<i32>, tensor<3xf32>\n"
      "    cond {\n"
      "      %2 = stablehlo.constant dense<10> : tensor<i32>\n"
      "      %3 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %3 : tensor<i1>\n"
      "    } do {\n"
      "      %2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>\n"
      "      %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3xf32>\n"
      "      %4 = stablehlo.multiply %arg2, %3 : tensor<3xf32>\n"
      "      %5 = stablehlo.constant dense<1> : tensor<i32>\n"
      "      %6 = stablehlo.add %arg1, %5 : tensor<i32>\n"
      "      stablehlo.return %6, %4 : tensor<i32>, tensor<3xf32>\n"
      "    }\n"
      "    return %1#1 : tensor<3xf32>\n"
      "  }\n"
      "}\n";
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("jax.mlir", jax, sizeof jax - 1, &m);
  CHECK(s == NULL);
  if (s) {
    fprintf(stderr, "%s\n", pt_status_message(s));
    pt_status_free(s);
    return;
  }
  char *text = print_module(m, false);
  CHECK_TEXT(text, want);
  free(text);
  pt_module_free(m);
}

int main(void) {
  test_int_and_bool_attrs();
  test_float_attrs();
  test_string_symbol_and_container_attrs();
  test_dense_attrs();
  test_op_pretty_forms();
  test_generic_form();
  test_round_trips();
  test_jax_text_prints_canonically();
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("test_printer: ok\n");
  return 0;
}
