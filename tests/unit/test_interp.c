/* test_interp.c - the interpreter's elementwise semantics against
 * hand-computed values: IEEE edge cases (NaN, infinities, signed zero),
 * integer wrap-around, division by zero, shifts past the width, rounding
 * modes, conversions (saturation, bf16/f16 round to nearest even), all
 * comparison directions and types, CHLO special functions, and
 * size-0 / rank-0 tensors. */
#include "interp_test_util.h"

static char text[4096];

/* "func.func @main(%a: T, %b: T) -> R { %0 = "OP"(%a, %b) {attrs} : (T, T) -> R; return }" */
static const char *binary(const char *op, const char *t, const char *r, const char *attrs) {
  snprintf(text, sizeof text,
           "func.func @main(%%a: %s, %%b: %s) -> %s {\n"
           "  %%0 = \"%s\"(%%a, %%b) %s : (%s, %s) -> %s\n"
           "  return %%0 : %s\n}\n",
           t, t, r, op, attrs, t, t, r, r);
  return text;
}

static const char *unary(const char *op, const char *t, const char *r, const char *attrs) {
  snprintf(text, sizeof text,
           "func.func @main(%%a: %s) -> %s {\n"
           "  %%0 = \"%s\"(%%a) %s : (%s) -> %s\n"
           "  return %%0 : %s\n}\n",
           t, r, op, attrs, t, r, r);
  return text;
}

#define NaN NAN
#define PI_ 3.14159265358979323846
#define Inf INFINITY

static void test_float_arithmetic(void) {
  pt_tensor in[2] = {T1(PT_DTYPE_F32, 6, 1.5, -0.0, Inf, NaN, 1e38, 0.0),
                     T1(PT_DTYPE_F32, 6, 2.25, 0.0, -Inf, 1, 1e38, -0.0)};
  CHECK(t_check1("add f32", binary("stablehlo.add", "tensor<6xf32>", "tensor<6xf32>", ""), in, 2,
                 VALS(3.75, 0.0, NaN, NaN, (double)(float)2e38, 0.0), 6));
  pt_tensor d[2] = {T1(PT_DTYPE_F32, 5, 1, -1, 0, 1, -0.0), T1(PT_DTYPE_F32, 5, 0.0, 0.0, 0.0, -0.0, 2)};
  CHECK(t_check1("divide f32", binary("stablehlo.divide", "tensor<5xf32>", "tensor<5xf32>", ""), d, 2,
                 VALS(Inf, -Inf, NaN, -Inf, -0.0), 5));
  pt_tensor s[2] = {T1(PT_DTYPE_F64, 3, 0.1, Inf, -0.0), T1(PT_DTYPE_F64, 3, 0.2, Inf, -0.0)};
  CHECK(t_check1("subtract f64", binary("stablehlo.subtract", "tensor<3xf64>", "tensor<3xf64>", ""), s, 2,
                 VALS(0.1 - 0.2, NaN, 0.0), 3));
  pt_tensor r[2] = {T1(PT_DTYPE_F32, 4, 5.5, -5.5, 5, 1), T1(PT_DTYPE_F32, 4, 2, 2, 0, Inf)};
  CHECK(t_check1("remainder f32 (fmod)", binary("stablehlo.remainder", "tensor<4xf32>", "tensor<4xf32>", ""), r, 2,
                 VALS(1.5, -1.5, NaN, 1), 4));
  pt_tensor p[2] = {T1(PT_DTYPE_F32, 4, 2, -8, 0, NaN), T1(PT_DTYPE_F32, 4, 10, 1.0 / 3, -1, 0)};
  CHECK(t_check1("power f32", binary("stablehlo.power", "tensor<4xf32>", "tensor<4xf32>", ""), p, 2,
                 VALS(1024, NaN, Inf, 1), 4));
}

static void test_max_min_nan_and_signed_zero(void) {
  pt_tensor a[2] = {T1(PT_DTYPE_F32, 5, NaN, 1, -0.0, 0.0, -Inf), T1(PT_DTYPE_F32, 5, 1, NaN, 0.0, -0.0, -5)};
  CHECK(t_check1("maximum", binary("stablehlo.maximum", "tensor<5xf32>", "tensor<5xf32>", ""), a, 2,
                 VALS(NaN, NaN, 0.0, 0.0, -5), 5));
  pt_tensor b[2] = {T1(PT_DTYPE_BF16, 5, NaN, 1, -0.0, 0.0, -Inf), T1(PT_DTYPE_BF16, 5, 1, NaN, 0.0, -0.0, -5)};
  CHECK(t_check1("minimum bf16", binary("stablehlo.minimum", "tensor<5xbf16>", "tensor<5xbf16>", ""), b, 2,
                 VALS(NaN, NaN, -0.0, -0.0, -Inf), 5));
  pt_tensor c[2] = {T1(PT_DTYPE_I8, 3, -128, 5, 127), T1(PT_DTYPE_I8, 3, 127, -5, -128)};
  CHECK(t_check1("maximum i8", binary("stablehlo.maximum", "tensor<3xi8>", "tensor<3xi8>", ""), c, 2, VALS(127, 5, 127), 3));
  pt_tensor u[2] = {T1(PT_DTYPE_UI8, 2, 200, 3), T1(PT_DTYPE_UI8, 2, 100, 250)};
  CHECK(t_check1("minimum ui8", binary("stablehlo.minimum", "tensor<2xui8>", "tensor<2xui8>", ""), u, 2, VALS(100, 3), 2));
}

static void test_integer_overflow_and_division(void) {
  pt_tensor a[2] = {T1(PT_DTYPE_I8, 3, 127, -128, 100), T1(PT_DTYPE_I8, 3, 1, -1, 100)};
  CHECK(t_check1("add i8 wraps", binary("stablehlo.add", "tensor<3xi8>", "tensor<3xi8>", ""), a, 2, VALS(-128, 127, -56), 3));
  pt_tensor mu[2] = {T1(PT_DTYPE_I32, 2, 65536, -2147483648.0), T1(PT_DTYPE_I32, 2, 65536, -1)};
  CHECK(t_check1("multiply i32 wraps", binary("stablehlo.multiply", "tensor<2xi32>", "tensor<2xi32>", ""), mu, 2,
                 VALS(0, -2147483648.0), 2));
  pt_tensor d[2] = {T1(PT_DTYPE_I32, 5, 7, -7, 5, -2147483648.0, -7), T1(PT_DTYPE_I32, 5, 2, 2, 0, -1, -2)};
  CHECK(t_check1("divide i32 (truncating; x/0=-1; INT_MIN/-1=INT_MIN)",
                 binary("stablehlo.divide", "tensor<5xi32>", "tensor<5xi32>", ""), d, 2,
                 VALS(3, -3, -1, -2147483648.0, 3), 5));
  pt_tensor r[2] = {T1(PT_DTYPE_I32, 5, 7, -7, 5, -2147483648.0, 7), T1(PT_DTYPE_I32, 5, 2, 2, 0, -1, -2)};
  CHECK(t_check1("remainder i32 (sign of dividend; x%0=x; INT_MIN%-1=0)",
                 binary("stablehlo.remainder", "tensor<5xi32>", "tensor<5xi32>", ""), r, 2, VALS(1, -1, 5, 0, 1), 5));
  pt_tensor u[2] = {T1(PT_DTYPE_UI32, 3, 7, 4000000000.0, 9), T1(PT_DTYPE_UI32, 3, 0, 3, 4)};
  CHECK(t_check1("divide ui32 by zero", binary("stablehlo.divide", "tensor<3xui32>", "tensor<3xui32>", ""), u, 2,
                 VALS(4294967295.0, 1333333333, 2), 3));
  pt_tensor l[2] = {T1(PT_DTYPE_I64, 2, -9223372036854775808.0, 9), T1(PT_DTYPE_I64, 2, -1, 0)};
  CHECK(t_check1("divide i64 INT_MIN/-1, x/0", binary("stablehlo.divide", "tensor<2xi64>", "tensor<2xi64>", ""), l, 2,
                 VALS(-9223372036854775808.0, -1), 2));
  pt_tensor l2[2] = {T1(PT_DTYPE_I64, 2, -9223372036854775808.0, 9), T1(PT_DTYPE_I64, 2, -1, 0)};
  CHECK(t_check1("remainder i64", binary("stablehlo.remainder", "tensor<2xi64>", "tensor<2xi64>", ""), l2, 2, VALS(0, 9), 2));
  pt_tensor pw[2] = {T1(PT_DTYPE_I32, 6, 3, 2, 1, -1, 2, -2), T1(PT_DTYPE_I32, 6, 4, 31, -5, -3, -1, 3)};
  CHECK(t_check1("power i32", binary("stablehlo.power", "tensor<6xi32>", "tensor<6xi32>", ""), pw, 2,
                 VALS(81, -2147483648.0, 1, -1, 0, -8), 6));
  pt_tensor ng = T1(PT_DTYPE_I32, 3, -2147483648.0, 5, 0);
  CHECK(t_check1("negate i32 INT_MIN", unary("stablehlo.negate", "tensor<3xi32>", "tensor<3xi32>", ""), &ng, 1,
                 VALS(-2147483648.0, -5, 0), 3));
  pt_tensor ab = T1(PT_DTYPE_I8, 3, -128, -5, 7);
  CHECK(t_check1("abs i8 INT_MIN", unary("stablehlo.abs", "tensor<3xi8>", "tensor<3xi8>", ""), &ab, 1, VALS(-128, 5, 7), 3));
  pt_tensor sg = T1(PT_DTYPE_I32, 3, -9, 0, 4);
  CHECK(t_check1("sign i32", unary("stablehlo.sign", "tensor<3xi32>", "tensor<3xi32>", ""), &sg, 1, VALS(-1, 0, 1), 3));
}

static void test_shifts(void) {
  pt_tensor a[2] = {T1(PT_DTYPE_I32, 5, 1, 1, 1, -1, 3), T1(PT_DTYPE_I32, 5, 31, 32, -1, 4, 1)};
  CHECK(t_check1("shift_left", binary("stablehlo.shift_left", "tensor<5xi32>", "tensor<5xi32>", ""), a, 2,
                 VALS(-2147483648.0, 0, 0, -16, 6), 5));
  pt_tensor b[2] = {T1(PT_DTYPE_I32, 5, -8, -8, 8, -1, -2147483648.0), T1(PT_DTYPE_I32, 5, 1, 40, 40, 31, 31)};
  CHECK(t_check1("shift_right_arithmetic", binary("stablehlo.shift_right_arithmetic", "tensor<5xi32>", "tensor<5xi32>", ""),
                 b, 2, VALS(-4, -1, 0, -1, -1), 5));
  pt_tensor c[2] = {T1(PT_DTYPE_I32, 4, -8, -8, 8, -1), T1(PT_DTYPE_I32, 4, 1, 32, 2, 31)};
  CHECK(t_check1("shift_right_logical", binary("stablehlo.shift_right_logical", "tensor<4xi32>", "tensor<4xi32>", ""), c, 2,
                 VALS(2147483644, 0, 2, 1), 4));
  pt_tensor d[2] = {T1(PT_DTYPE_UI8, 3, 0x80, 0xff, 1), T1(PT_DTYPE_UI8, 3, 7, 8, 7)};
  CHECK(t_check1("shift_right_arithmetic ui8", binary("stablehlo.shift_right_arithmetic", "tensor<3xui8>", "tensor<3xui8>", ""),
                 d, 2, VALS(255, 255, 0), 3));
}

static void test_bit_ops(void) {
  pt_tensor p = T1(PT_DTYPE_I32, 4, 0, -1, 7, 256);
  CHECK(t_check1("popcnt", unary("stablehlo.popcnt", "tensor<4xi32>", "tensor<4xi32>", ""), &p, 1, VALS(0, 32, 3, 1), 4));
  pt_tensor z = T1(PT_DTYPE_I32, 4, 0, -1, 1, 256);
  CHECK(t_check1("count_leading_zeros", unary("stablehlo.count_leading_zeros", "tensor<4xi32>", "tensor<4xi32>", ""), &z, 1,
                 VALS(32, 0, 31, 23), 4));
  pt_tensor z8 = T1(PT_DTYPE_UI8, 2, 0, 1);
  CHECK(t_check1("clz ui8", unary("stablehlo.count_leading_zeros", "tensor<2xui8>", "tensor<2xui8>", ""), &z8, 1, VALS(8, 7), 2));
  pt_tensor n = T1(PT_DTYPE_I1, 2, 0, 1);
  CHECK(t_check1("not i1", unary("stablehlo.not", "tensor<2xi1>", "tensor<2xi1>", ""), &n, 1, VALS(1, 0), 2));
  pt_tensor n2 = T1(PT_DTYPE_UI8, 2, 0, 0x0f);
  CHECK(t_check1("not ui8", unary("stablehlo.not", "tensor<2xui8>", "tensor<2xui8>", ""), &n2, 1, VALS(255, 240), 2));
  pt_tensor x[2] = {T1(PT_DTYPE_I1, 4, 0, 0, 1, 1), T1(PT_DTYPE_I1, 4, 0, 1, 0, 1)};
  CHECK(t_check1("xor i1", binary("stablehlo.xor", "tensor<4xi1>", "tensor<4xi1>", ""), x, 2, VALS(0, 1, 1, 0), 4));
  pt_tensor ad[2] = {T1(PT_DTYPE_I1, 4, 0, 0, 1, 1), T1(PT_DTYPE_I1, 4, 0, 1, 0, 1)};
  CHECK(t_check1("add i1 is or", binary("stablehlo.add", "tensor<4xi1>", "tensor<4xi1>", ""), ad, 2, VALS(0, 1, 1, 1), 4));
}

static void test_rounding(void) {
  pt_tensor a = T1(PT_DTYPE_F32, 8, 0.5, 1.5, 2.5, -0.5, -2.5, -0.0, Inf, NaN);
  CHECK(t_check1("round_nearest_even", unary("stablehlo.round_nearest_even", "tensor<8xf32>", "tensor<8xf32>", ""), &a, 1,
                 VALS(0.0, 2, 2, -0.0, -2, -0.0, Inf, NaN), 8));
  pt_tensor b = T1(PT_DTYPE_F32, 6, 0.5, 1.5, 2.5, -0.5, -2.5, 2.4);
  CHECK(t_check1("round_nearest_afz", unary("stablehlo.round_nearest_afz", "tensor<6xf32>", "tensor<6xf32>", ""), &b, 1,
                 VALS(1, 2, 3, -1, -3, 2), 6));
  pt_tensor c = T1(PT_DTYPE_F32, 4, -1.5, -0.5, 0.5, 1.5);
  CHECK(t_check1("floor", unary("stablehlo.floor", "tensor<4xf32>", "tensor<4xf32>", ""), &c, 1, VALS(-2, -1, 0, 1), 4));
  pt_tensor d = T1(PT_DTYPE_F32, 4, -1.5, -0.5, 0.5, 1.5);
  CHECK(t_check1("ceil", unary("stablehlo.ceil", "tensor<4xf32>", "tensor<4xf32>", ""), &d, 1, VALS(-1, -0.0, 1, 2), 4));
  pt_tensor e = T1(PT_DTYPE_F32, 5, -3, -0.0, 0.0, 2, NaN);
  CHECK(t_check1("sign f32", unary("stablehlo.sign", "tensor<5xf32>", "tensor<5xf32>", ""), &e, 1, VALS(-1, -0.0, 0.0, 1, NaN), 5));
}

static void test_convert(void) {
  pt_tensor a = T1(PT_DTYPE_F32, 7, 3.9, -3.9, 1e10, -1e10, NaN, Inf, -0.5);
  CHECK(t_check1("convert f32->i32 (trunc, saturate, NaN->0)", unary("stablehlo.convert", "tensor<7xf32>", "tensor<7xi32>", ""),
                 &a, 1, VALS(3, -3, 2147483647, -2147483648.0, 0, 2147483647, 0), 7));
  pt_tensor u = T1(PT_DTYPE_F32, 4, -5, 300, 255.9, NaN);
  CHECK(t_check1("convert f32->ui8", unary("stablehlo.convert", "tensor<4xf32>", "tensor<4xui8>", ""), &u, 1, VALS(0, 255, 255, 0), 4));
  pt_tensor i = T1(PT_DTYPE_I32, 3, 16777217, -1, 0);
  CHECK(t_check1("convert i32->f32 rounds to even", unary("stablehlo.convert", "tensor<3xi32>", "tensor<3xf32>", ""), &i, 1,
                 VALS(16777216, -1, 0), 3));
  pt_tensor big = T1(PT_DTYPE_I64, 1, 9007199254740993.0);
  pt_tensor_set_i64(&big, 0, INT64_C(9007199254740993)); /* 2^53 + 1 */
  CHECK(t_check1("convert i64->f32 rounds once", unary("stablehlo.convert", "tensor<1xi64>", "tensor<1xf32>", ""), &big, 1,
                 VALS(9007199254740992.0), 1));
  pt_tensor w = T1(PT_DTYPE_I32, 3, 300, -1, 128);
  CHECK(t_check1("convert i32->i8 wraps", unary("stablehlo.convert", "tensor<3xi32>", "tensor<3xi8>", ""), &w, 1, VALS(44, -1, -128), 3));
  pt_tensor s = T1(PT_DTYPE_I8, 2, -1, 5);
  CHECK(t_check1("convert i8->ui32 sign-extends", unary("stablehlo.convert", "tensor<2xi8>", "tensor<2xui32>", ""), &s, 1,
                 VALS(4294967295.0, 5), 2));
  pt_tensor b = T1(PT_DTYPE_F32, 4, 0.0, -0.0, NaN, 0.1);
  CHECK(t_check1("convert f32->i1", unary("stablehlo.convert", "tensor<4xf32>", "tensor<4xi1>", ""), &b, 1, VALS(0, 0, 1, 1), 4));
  pt_tensor bi = T1(PT_DTYPE_I32, 3, 0, 2, -1);
  CHECK(t_check1("convert i32->i1", unary("stablehlo.convert", "tensor<3xi32>", "tensor<3xi1>", ""), &bi, 1, VALS(0, 1, 1), 3));
  /* bf16 has 8 significant bits: 1 + 2^-8 is a tie between 1 and 1 + 2^-7 -> even (1). */
  pt_tensor h = T1(PT_DTYPE_F32, 5, 1.00390625, 1.01171875, 3.4e38, 1e-40, -1.00390625);
  CHECK(t_check1("convert f32->bf16 ties to even", unary("stablehlo.convert", "tensor<5xf32>", "tensor<5xbf16>", ""), &h, 1,
                 VALS(1.0, 1.015625, Inf, 9.183549615799121e-41, -1.0), 5));
  pt_tensor f = T1(PT_DTYPE_F32, 6, 65504, 65520, 5.960464477539063e-08, 2.9802322387695312e-08, 1.00048828125, 0.1);
  CHECK(t_check1("convert f32->f16", unary("stablehlo.convert", "tensor<6xf32>", "tensor<6xf16>", ""), &f, 1,
                 VALS(65504, Inf, 5.960464477539063e-08, 0.0, 1.0, 0.0999755859375), 6));
  pt_tensor g = T1(PT_DTYPE_F64, 2, 1.0039062500000002, 1e300);
  CHECK(t_check1("convert f64->bf16 rounds once", unary("stablehlo.convert", "tensor<2xf64>", "tensor<2xbf16>", ""), &g, 1,
                 VALS(1.0078125, Inf), 2));
}

static void test_bf16_f16_arithmetic(void) {
  /* 1 + 2^-8 in bf16 rounds back to 1 (tie, even); 1 + 3*2^-9 rounds up. */
  pt_tensor a[2] = {T1(PT_DTYPE_BF16, 3, 1, 1, 256), T1(PT_DTYPE_BF16, 3, 0.00390625, 0.005859375, 1)};
  CHECK(t_check1("add bf16 rounds to nearest even", binary("stablehlo.add", "tensor<3xbf16>", "tensor<3xbf16>", ""), a, 2,
                 VALS(1, 1.0078125, 256), 3));
  pt_tensor b[2] = {T1(PT_DTYPE_F16, 3, 65504, 1, 6.103515625e-05), T1(PT_DTYPE_F16, 3, 65504, 0.0009765625, 0.5)};
  CHECK(t_check1("multiply f16 overflow/subnormal", binary("stablehlo.multiply", "tensor<3xf16>", "tensor<3xf16>", ""), b, 2,
                 VALS(Inf, 0.0009765625, 3.0517578125e-05), 3));
  pt_tensor e = T1(PT_DTYPE_BF16, 2, 1, -1);
  CHECK(t_check1("exponential bf16", unary("stablehlo.exponential", "tensor<2xbf16>", "tensor<2xbf16>", ""), &e, 1,
                 VALS(2.71875, 0.3671875), 2));
}

static const char *compare(const char *dir, const char *type, const char *t, const char *r) {
  static char attrs[256];
  if (type)
    snprintf(attrs, sizeof attrs,
             "{comparison_direction = #stablehlo<comparison_direction %s>, compare_type = #stablehlo<comparison_type %s>}", dir,
             type);
  else
    snprintf(attrs, sizeof attrs, "{comparison_direction = #stablehlo<comparison_direction %s>}", dir);
  return binary("stablehlo.compare", t, r, attrs);
}

static void test_compare(void) {
  static const char *dirs[6] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  /* pairs: (1,2) (2,1) (2,2) (NaN,1) (-0,+0) */
  static const double want[6][5] = {{0, 0, 1, 0, 1}, {1, 1, 0, 1, 0}, {1, 0, 0, 0, 0},
                                     {1, 0, 1, 0, 1}, {0, 1, 0, 0, 0}, {0, 1, 1, 0, 1}};
  for (int d = 0; d < 6; d++) {
    pt_tensor in[2] = {T1(PT_DTYPE_F32, 5, 1, 2, 2, NaN, -0.0), T1(PT_DTYPE_F32, 5, 2, 1, 2, 1, 0.0)};
    CHECK(t_check1(dirs[d], compare(dirs[d], "FLOAT", "tensor<5xf32>", "tensor<5xi1>"), in, 2, want[d], 5));
  }
  /* TOTALORDER: -NaN < -Inf < -1 < -0 < +0 < 1 < Inf < NaN */
  pt_tensor t[2] = {T1(PT_DTYPE_F32, 6, -0.0, NaN, -Inf, NaN, 1, -NaN), T1(PT_DTYPE_F32, 6, 0.0, Inf, -NaN, NaN, Inf, -Inf)};
  CHECK(t_check1("LT TOTALORDER", compare("LT", "TOTALORDER", "tensor<6xf32>", "tensor<6xi1>"), t, 2, VALS(1, 0, 0, 0, 1, 1), 6));
  pt_tensor t2[2] = {T1(PT_DTYPE_BF16, 2, NaN, -0.0), T1(PT_DTYPE_BF16, 2, NaN, 0.0)};
  CHECK(t_check1("EQ TOTALORDER bf16", compare("EQ", "TOTALORDER", "tensor<2xbf16>", "tensor<2xi1>"), t2, 2, VALS(1, 0), 2));
  pt_tensor s[2] = {T1(PT_DTYPE_I32, 2, -1, 5), T1(PT_DTYPE_I32, 2, 1, 5)};
  CHECK(t_check1("LT SIGNED", compare("LT", "SIGNED", "tensor<2xi32>", "tensor<2xi1>"), s, 2, VALS(1, 0), 2));
  pt_tensor u[2] = {T1(PT_DTYPE_UI32, 2, 4294967295.0, 5), T1(PT_DTYPE_UI32, 2, 1, 6)};
  CHECK(t_check1("GT UNSIGNED", compare("GT", "UNSIGNED", "tensor<2xui32>", "tensor<2xi1>"), u, 2, VALS(1, 0), 2));
  pt_tensor nt[2] = {T1(PT_DTYPE_I64, 2, -1, 5), T1(PT_DTYPE_I64, 2, 1, 5)};
  CHECK(t_check1("GE without compare_type", compare("GE", NULL, "tensor<2xi64>", "tensor<2xi1>"), nt, 2, VALS(0, 1), 2));
  pt_tensor b[2] = {T1(PT_DTYPE_I1, 2, 1, 0), T1(PT_DTYPE_I1, 2, 0, 0)};
  CHECK(t_check1("GT i1", compare("GT", "UNSIGNED", "tensor<2xi1>", "tensor<2xi1>"), b, 2, VALS(1, 0), 2));
}

static void test_select_clamp(void) {
  const char *sel = "func.func @main(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {\n"
                    "  %0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<3xf32>\n"
                    "  return %0 : tensor<3xf32>\n}\n";
  pt_tensor in[3] = {T0(PT_DTYPE_I1, 0), T1(PT_DTYPE_F32, 3, 1, 2, 3), T1(PT_DTYPE_F32, 3, 4, 5, 6)};
  CHECK(t_check1("select scalar pred", sel, in, 3, VALS(4, 5, 6), 3));
  const char *sel2 = "func.func @main(%p: tensor<3xi1>, %a: tensor<3xi16>, %b: tensor<3xi16>) -> tensor<3xi16> {\n"
                     "  %0 = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xi16>\n"
                     "  return %0 : tensor<3xi16>\n}\n";
  pt_tensor in2[3] = {T1(PT_DTYPE_I1, 3, 1, 0, 1), T1(PT_DTYPE_I16, 3, 1, 2, 3), T1(PT_DTYPE_I16, 3, -4, -5, -6)};
  CHECK(t_check1("select vector pred", sel2, in2, 3, VALS(1, -5, 3), 3));
  const char *cl = "func.func @main(%lo: tensor<f32>, %x: tensor<5xf32>, %hi: tensor<f32>) -> tensor<5xf32> {\n"
                   "  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>\n"
                   "  return %0 : tensor<5xf32>\n}\n";
  pt_tensor in3[3] = {T0(PT_DTYPE_F32, -1), T1(PT_DTYPE_F32, 5, -5, 0.5, 7, NaN, -0.0), T0(PT_DTYPE_F32, 2)};
  CHECK(t_check1("clamp scalar bounds", cl, in3, 3, VALS(-1, 0.5, 2, NaN, -0.0), 5));
  const char *cli = "func.func @main(%lo: tensor<3xi32>, %x: tensor<3xi32>, %hi: tensor<3xi32>) -> tensor<3xi32> {\n"
                    "  %0 = stablehlo.clamp %lo, %x, %hi : tensor<3xi32>\n"
                    "  return %0 : tensor<3xi32>\n}\n";
  pt_tensor in4[3] = {T1(PT_DTYPE_I32, 3, 0, 0, -10), T1(PT_DTYPE_I32, 3, -5, 5, 50), T1(PT_DTYPE_I32, 3, 3, 3, 10)};
  CHECK(t_check1("clamp i32", cli, in4, 3, VALS(0, 3, 10), 3));
}

static bool close_to(const char *what, const char *op, pt_dtype dt, const char *ty, const double *x, const double *want,
                     uint32_t n, double tol) {
  pt_tensor in = t_make(dt, 1, DIMS(n), x);
  pt_tensor *outs;
  uint32_t n_out;
  pt_status *s = t_run(unary(op, ty, ty, ""), &in, 1, &outs, &n_out);
  if (s) {
    fprintf(stderr, "%s: %s\n", what, pt_status_message(s));
    pt_status_free(s);
    return false;
  }
  bool ok = true;
  for (uint32_t i = 0; i < n; i++) {
    double g = pt_tensor_get_f64(&outs[0], i);
    bool same = (isnan(g) && isnan(want[i])) || (isinf(want[i]) && g == want[i]) ||
                fabs(g - want[i]) <= tol * (fabs(want[i]) > 1 ? fabs(want[i]) : 1);
    if (!same) {
      fprintf(stderr, "%s: element %u is %.17g, expected %.17g\n", what, i, g, want[i]);
      ok = false;
    }
  }
  pt_interp_outputs_free(outs, n_out);
  return ok;
}

static void test_transcendental(void) {
  CHECK(close_to("exp", "stablehlo.exponential", PT_DTYPE_F32, "tensor<4xf32>", VALS(0, 1, -Inf, 100), VALS(1, (float)2.718281828459045, 0, Inf), 4, 0));
  CHECK(close_to("log", "stablehlo.log", PT_DTYPE_F32, "tensor<4xf32>", VALS(1, 0, -1, Inf), VALS(0, -Inf, NaN, Inf), 4, 0));
  CHECK(close_to("logistic", "stablehlo.logistic", PT_DTYPE_F32, "tensor<3xf32>", VALS(0, -1000, 1000), VALS(0.5, 0, 1), 3, 0));
  CHECK(close_to("rsqrt", "stablehlo.rsqrt", PT_DTYPE_F32, "tensor<4xf32>", VALS(4, 0, -0.0, -1), VALS(0.5, Inf, -Inf, NaN), 4, 0));
  CHECK(close_to("tanh", "stablehlo.tanh", PT_DTYPE_F64, "tensor<3xf64>", VALS(0, 20, -1), VALS(0, 1, -0.76159415595576485), 3, 1e-15));
  CHECK(close_to("log_plus_one", "stablehlo.log_plus_one", PT_DTYPE_F64, "tensor<2xf64>", VALS(1e-20, -1), VALS(1e-20, -Inf), 2, 1e-15));
  CHECK(close_to("exponential_minus_one", "stablehlo.exponential_minus_one", PT_DTYPE_F64, "tensor<1xf64>", VALS(1e-20), VALS(1e-20), 1, 1e-15));
  CHECK(close_to("cbrt", "stablehlo.cbrt", PT_DTYPE_F64, "tensor<2xf64>", VALS(-27, 8), VALS(-3, 2), 2, 1e-15));
  CHECK(close_to("erf", "chlo.erf", PT_DTYPE_F64, "tensor<3xf64>", VALS(0, 1, -Inf), VALS(0, 0.84270079294971487, -1), 3, 1e-15));
  CHECK(close_to("erf_inv", "chlo.erf_inv", PT_DTYPE_F64, "tensor<6xf64>", VALS(0, 0.84270079294971487, -0.5, 1, 1.5, 0.999999),
                 VALS(0, 1, -0.47693627620446987, Inf, NaN, 3.458910737275499), 6, 1e-12));
  CHECK(close_to("lgamma", "chlo.lgamma", PT_DTYPE_F64, "tensor<5xf64>", VALS(1, 0.5, 10, -0.5, 0),
                 VALS(0, 0.57236494292470008, 12.801827480081469, 1.2655121234846454, Inf), 5, 1e-13));
  CHECK(close_to("digamma", "chlo.digamma", PT_DTYPE_F64, "tensor<4xf64>", VALS(1, 0.5, 10, -0.5),
                 VALS(-0.57721566490153286, -1.9635100260214235, 2.2517525890667211, 0.036489973978576520), 4, 1e-13));
  CHECK(close_to("bessel_i1e", "chlo.bessel_i1e", PT_DTYPE_F64, "tensor<5xf64>", VALS(0, 1, -1, 30, 100),
                 VALS(0, 0.20791041534970844, -0.20791041534970844, 0.07191633059864755, 0.03974415302513025), 5, 1e-13));
  CHECK(close_to("square i->f", "chlo.square", PT_DTYPE_F32, "tensor<2xf32>", VALS(3, -0.5), VALS(9, 0.25), 2, 0));
  CHECK(close_to("atanh", "chlo.atanh", PT_DTYPE_F64, "tensor<2xf64>", VALS(0.5, 1), VALS(0.54930614433405489, Inf), 2, 1e-15));
  pt_tensor z[2] = {T1(PT_DTYPE_F64, 3, 2, 4, 1), T1(PT_DTYPE_F64, 3, 1, 1, 1)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(binary("chlo.zeta", "tensor<3xf64>", "tensor<3xf64>", ""), z, 2, &outs, &n);
  CHECK(!s);
  if (!s) {
    CHECK(fabs(pt_tensor_get_f64(&outs[0], 0) - PI_ * PI_ / 6) < 1e-14);
    CHECK(fabs(pt_tensor_get_f64(&outs[0], 1) - pow(PI_, 4) / 90) < 1e-14);
    CHECK(isinf(pt_tensor_get_f64(&outs[0], 2)));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  pt_tensor pg[2] = {T1(PT_DTYPE_F64, 3, 1, 0, 1.5), T1(PT_DTYPE_F64, 3, 1, 1, 2)};
  s = t_run(binary("chlo.polygamma", "tensor<3xf64>", "tensor<3xf64>", ""), pg, 2, &outs, &n);
  CHECK(!s);
  if (!s) {
    CHECK(fabs(pt_tensor_get_f64(&outs[0], 0) - PI_ * PI_ / 6) < 1e-13);
    CHECK(fabs(pt_tensor_get_f64(&outs[0], 1) + 0.57721566490153286) < 1e-13);
    CHECK(isnan(pt_tensor_get_f64(&outs[0], 2)));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static void test_predicates_and_bits(void) {
  pt_tensor a = T1(PT_DTYPE_F32, 4, 1, Inf, -Inf, NaN);
  CHECK(t_check1("is_finite", unary("stablehlo.is_finite", "tensor<4xf32>", "tensor<4xi1>", ""), &a, 1, VALS(1, 0, 0, 0), 4));
  pt_tensor b = T1(PT_DTYPE_F32, 4, 1, Inf, -Inf, NaN);
  CHECK(t_check1("is_neg_inf", unary("chlo.is_neg_inf", "tensor<4xf32>", "tensor<4xi1>", ""), &b, 1, VALS(0, 0, 1, 0), 4));
  pt_tensor c = T1(PT_DTYPE_F32, 2, 1, -2);
  CHECK(t_check1("bitcast f32->i32", unary("stablehlo.bitcast_convert", "tensor<2xf32>", "tensor<2xi32>", ""), &c, 1,
                 VALS(1065353216, -1073741824), 2));
  pt_tensor d = T1(PT_DTYPE_F32, 1, 1);
  CHECK(t_check1("bitcast f32->2xbf16", unary("stablehlo.bitcast_convert", "tensor<1xf32>", "tensor<1x2xbf16>", ""), &d, 1,
                 VALS(0, 1), 2));
  pt_tensor na[2] = {T1(PT_DTYPE_F32, 4, 1, 1, 0, 0), T1(PT_DTYPE_F32, 4, 2, 0, 1, -1)};
  CHECK(t_check1("next_after f32", binary("chlo.next_after", "tensor<4xf32>", "tensor<4xf32>", ""), na, 2,
                 VALS(1.00000011920928955, 0.99999994039535522, 1.4012984643248171e-45, -1.4012984643248171e-45), 4));
  pt_tensor nb[2] = {T1(PT_DTYPE_BF16, 1, 1), T1(PT_DTYPE_BF16, 1, 2)};
  CHECK(t_check1("next_after bf16", binary("chlo.next_after", "tensor<1xbf16>", "tensor<1xbf16>", ""), nb, 2, VALS(1.0078125), 1));
  /* reduce_precision to bf16's format (e8m7), to f16's (e5m10) */
  pt_tensor rp = T1(PT_DTYPE_F32, 4, 1.00390625, 1.01171875, 1e-30, NaN);
  CHECK(t_check1("reduce_precision e8m7", unary("stablehlo.reduce_precision", "tensor<4xf32>", "tensor<4xf32>",
                                                "{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}"),
                 &rp, 1, VALS(1, 1.015625, (double)pt_bf16_to_f32(pt_f32_to_bf16(1e-30f)), NaN), 4));
  pt_tensor rq = T1(PT_DTYPE_F32, 4, 65504, 70000, 1e-5, -1e-8);
  CHECK(t_check1("reduce_precision e5m10", unary("stablehlo.reduce_precision", "tensor<4xf32>", "tensor<4xf32>",
                                                 "{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}"),
                 &rq, 1, VALS(65504, Inf, 0.0, -0.0), 4));
}

static void test_empty_and_scalar(void) {
  pt_tensor e[2] = {t_make(PT_DTYPE_F32, 2, DIMS(0, 3), NULL), t_make(PT_DTYPE_F32, 2, DIMS(0, 3), NULL)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(binary("stablehlo.add", "tensor<0x3xf32>", "tensor<0x3xf32>", ""), e, 2, &outs, &n);
  CHECK(!s && n == 1 && outs[0].rank == 2 && outs[0].dims[0] == 0 && outs[0].nbytes == 0);
  if (!s) pt_interp_outputs_free(outs, n);
  pt_status_free(s);
  pt_tensor sc[2] = {T0(PT_DTYPE_I64, 40), T0(PT_DTYPE_I64, 2)};
  CHECK(t_check1("rank-0 add", binary("stablehlo.add", "tensor<i64>", "tensor<i64>", ""), sc, 2, VALS(42), 1));
}

static void test_helpers(void) {
  CHECK(pt_f32_to_bf16(1.0f) == 0x3f80);
  CHECK(pt_f32_to_bf16(NAN) != 0x7f80 && (pt_f32_to_bf16(NAN) & 0x7f80) == 0x7f80);
  CHECK(pt_f32_to_f16(65504.0f) == 0x7bff && pt_f32_to_f16(1e-8f) == 0 && pt_f32_to_f16(-0.0f) == 0x8000);
  CHECK(pt_f16_to_f32(0x0001) == 5.960464477539063e-08f && pt_f16_to_f32(0x7c00) == INFINITY);
  CHECK(pt_f64_to_f16(2049.0) == 0x6800 && pt_f64_to_f16(2051.0) == 0x6802); /* ties to even at spacing 2 */
  pt_tensor a, b;
  CHECK(!pt_tensor_alloc(&a, PT_DTYPE_F32, 2, DIMS(3, 4)));
  CHECK(!pt_tensor_alloc(&b, PT_DTYPE_F32, 2, DIMS(3, 4)));
  pt_tensor_fill_random(&a, 7, PT_FILL_UNIFORM);
  pt_tensor_fill_random(&b, 7, PT_FILL_UNIFORM);
  CHECK(pt_tensor_equal_bits(&a, &b));
  bool in_range = true;
  for (int i = 0; i < 12; i++) in_range = in_range && fabs(pt_tensor_get_f64(&a, i)) <= 1;
  CHECK(in_range);
  pt_tensor_fill_random(&b, 8, PT_FILL_NORMAL);
  CHECK(!pt_tensor_equal_bits(&a, &b));
  pt_tensor_diff d;
  pt_tensor_set_f64(&b, 0, pt_tensor_get_f64(&a, 0) + 1e-6);
  for (int i = 1; i < 12; i++) pt_tensor_set_f64(&b, i, pt_tensor_get_f64(&a, i));
  CHECK(!pt_tensor_compare(&a, &b, 0, 0, &d) && d.n_mismatch == 1 && d.first_mismatch == 0);
  CHECK(pt_tensor_compare(&a, &b, 1e-5, 0, &d) && d.max_abs_err > 0);
  pt_tensor_free(&a);
  pt_tensor_free(&b);
  pt_tensor c;
  pt_status *s = pt_tensor_alloc(&c, PT_DTYPE_F32, 2, DIMS(1 << 30, 1 << 30));
  CHECK(s != NULL);
  pt_status_free(s);
}

int main(void) {
  test_float_arithmetic();
  test_max_min_nan_and_signed_zero();
  test_integer_overflow_and_division();
  test_shifts();
  test_bit_ops();
  test_rounding();
  test_convert();
  test_bf16_f16_arithmetic();
  test_compare();
  test_select_clamp();
  test_transcendental();
  test_predicates_and_bits();
  test_empty_and_scalar();
  test_helpers();
  return t_finish("test_interp");
}
