/* test_interp_reduce.c - reduce, reduce_window and select_and_scatter:
 * hand-computed cases (sums, max, variadic argmax through a general body,
 * the spec's select_and_scatter example, padding and dilation), and
 * random inputs where the recognised one-op bodies (typed fast paths) must
 * agree with an equivalent multi-op body run through the driver (bit for
 * bit where both fold in the same order) and with a naive loop. */
#include "interp_test_util.h"

static const char *REDUCE_SUM =
    "func.func @main(%a: tensor<2x3xf32>, %c: tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>, tensor<f32>) {\n"
    "  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>\n"
    "  %1 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>\n"
    "  %2 = stablehlo.reduce(%a init: %c) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>\n"
    "  return %0, %1, %2 : tensor<2xf32>, tensor<3xf32>, tensor<f32>\n}\n";

static void test_reduce_basic(void) {
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 3), VALS(1, 2, 3, 4, 5, 6)), T0(PT_DTYPE_F32, 10)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(REDUCE_SUM, in, 2, &outs, &n);
  CHECK(!s && n == 3);
  if (!s) {
    /* The init value is folded in once per result element. */
    CHECK(t_expect("sum dim 1", &outs[0], VALS(16, 25), 2));
    CHECK(t_expect("sum dim 0", &outs[1], VALS(15, 17, 19), 3));
    CHECK(t_expect("max all", &outs[2], VALS(10), 1));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  const char *e = "func.func @main(%a: tensor<0x3xi32>, %c: tensor<i32>) -> tensor<3xi32> {\n"
                  "  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.multiply across dimensions = [0] : (tensor<0x3xi32>, tensor<i32>) -> tensor<3xi32>\n"
                  "  return %0 : tensor<3xi32>\n}\n";
  pt_tensor in2[2] = {t_make(PT_DTYPE_I32, 2, DIMS(0, 3), NULL), T0(PT_DTYPE_I32, 1)};
  CHECK(t_check1("reduce of empty gives init", e, in2, 2, VALS(1, 1, 1), 3));
  const char *b = "func.func @main(%a: tensor<4xbf16>, %c: tensor<bf16>) -> tensor<bf16> {\n"
                  "  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4xbf16>, tensor<bf16>) -> tensor<bf16>\n"
                  "  return %0 : tensor<bf16>\n}\n";
  /* Each step rounds to bf16: 256 + 1 = 256 (tie to even), four times. */
  pt_tensor in3[2] = {T1(PT_DTYPE_BF16, 4, 1, 1, 1, 1), T0(PT_DTYPE_BF16, 256)};
  CHECK(t_check1("bf16 reduce rounds every step", b, in3, 2, VALS(256), 1));
}

static const char *ARGMAX =
    "func.func @main(%v: tensor<2x4xf32>, %i: tensor<2x4xi32>) -> (tensor<2xf32>, tensor<2xi32>) {\n"
    "  %c0 = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
    "  %c1 = stablehlo.constant dense<-1> : tensor<i32>\n"
    "  %0:2 = \"stablehlo.reduce\"(%v, %i, %c0, %c1) ({\n"
    "  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):\n"
    "    %gt = stablehlo.compare GT, %c, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    %x = stablehlo.select %gt, %c, %a : tensor<i1>, tensor<f32>\n"
    "    %y = stablehlo.select %gt, %d, %b : tensor<i1>, tensor<i32>\n"
    "    stablehlo.return %x, %y : tensor<f32>, tensor<i32>\n"
    "  }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)\n"
    "  return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>\n}\n";

static void test_reduce_variadic_region(void) {
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 4), VALS(3, 7, 7, 1, -1, -5, -0.5, -9)),
                     t_make(PT_DTYPE_I32, 2, DIMS(2, 4), VALS(0, 1, 2, 3, 0, 1, 2, 3))};
  pt_tensor *outs;
  uint32_t n;
  pt_interp_stats st;
  pt_status *s = t_run_opts(ARGMAX, in, 2, &outs, &n, NULL, &st);
  CHECK(!s && n == 2);
  /* The body is all scalar elementwise ops: it runs in the scalar
   * evaluator, so the driver executes only the constants and the reduce. */
  CHECK(st.n_ops == 3);
  if (!s) {
    CHECK(t_expect("argmax values", &outs[0], VALS(7, -0.5), 2));
    CHECK(t_expect("argmax indices (first max wins)", &outs[1], VALS(1, 2), 2));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

/* Fast path (one-op body) vs general body vs a naive sum, on random data. */
static const char *REDUCE_3D =
    "func.func @main(%a: tensor<5x6x7xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<5x7xf32>, tensor<5x7xf32>) {\n"
    "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<6xf32>\n"
    "  %1 = \"stablehlo.reduce\"(%a, %z) ({\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %s = stablehlo.add %x, %y : tensor<f32>\n"
    "    %t = stablehlo.add %s, %z : tensor<f32>\n"
    "    stablehlo.return %t : tensor<f32>\n"
    "  }) {dimensions = array<i64: 0, 2>} : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<6xf32>\n"
    "  %2 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<5x7xf32>\n"
    "  %3 = \"stablehlo.reduce\"(%a, %z) ({\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %s = stablehlo.add %y, %x : tensor<f32>\n"
    "    %t = stablehlo.add %s, %z : tensor<f32>\n"
    "    stablehlo.return %t : tensor<f32>\n"
    "  }) {dimensions = array<i64: 1>} : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<5x7xf32>\n"
    "  return %0, %1, %2, %3 : tensor<6xf32>, tensor<6xf32>, tensor<5x7xf32>, tensor<5x7xf32>\n}\n";

static void test_reduce_fast_vs_general(void) {
  pt_tensor a = t_make(PT_DTYPE_F32, 3, DIMS(5, 6, 7), NULL);
  pt_tensor_fill_random(&a, 11, PT_FILL_NORMAL);
  double naive0[6] = {0}, naive2[35] = {0};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 6; j++)
      for (int k = 0; k < 7; k++) {
        double v = pt_tensor_get_f64(&a, (uint64_t)(i * 42 + j * 7 + k));
        naive0[j] += v;
        naive2[i * 7 + k] += v;
      }
  pt_tensor *outs;
  uint32_t n;
  pt_interp_stats st;
  pt_status *s = t_run_opts(REDUCE_3D, &a, 1, &outs, &n, NULL, &st);
  CHECK(!s && n == 4);
  /* These bodies read %z from the enclosing function: the driver runs
   * them (two adds per element and body). */
  CHECK(st.n_ops > 2 * 210);
  if (!s) {
    /* Reducing the innermost dim, the fast path sums in eight lanes; the
     * general body folds one element at a time: equal up to rounding. */
    CHECK(pt_tensor_compare(&outs[0], &outs[1], 1e-5, 1e-5, NULL));
    /* Reducing an outer dim, both fold row by row in the same order. */
    CHECK(pt_tensor_equal_bits(&outs[2], &outs[3]));
    bool close = true;
    for (int j = 0; j < 6; j++) close = close && fabs(pt_tensor_get_f64(&outs[0], j) - naive0[j]) < 1e-4;
    for (int j = 0; j < 35; j++) close = close && fabs(pt_tensor_get_f64(&outs[2], j) - naive2[j]) < 1e-4;
    CHECK(close);
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static const char *MAXPOOL =
    "func.func @main(%a: tensor<4x4xf32>) -> tensor<2x3xf32> {\n"
    "  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
    "  %0 = \"stablehlo.reduce_window\"(%a, %c) ({\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %m = stablehlo.maximum %x, %y : tensor<f32>\n"
    "    stablehlo.return %m : tensor<f32>\n"
    "  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>,\n"
    "      padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x3xf32>\n"
    "  return %0 : tensor<2x3xf32>\n}\n";

static void test_reduce_window(void) {
  double v[16];
  for (int i = 0; i < 16; i++) v[i] = i;
  pt_tensor a = t_make(PT_DTYPE_F32, 2, DIMS(4, 4), v);
  /* columns padded to [-inf 0 1 2 3 -inf]: windows {pad,0} {1,2} {3,pad} */
  CHECK(t_check1("max pool with padding", MAXPOOL, &a, 1, VALS(4, 6, 7, 12, 14, 15), 6));
  /* Sum with init 1: padding counts as init, so border windows gain 1 per pad. */
  const char *sum = "func.func @main(%a: tensor<3xi32>) -> tensor<3xi32> {\n"
                    "  %c = stablehlo.constant dense<1> : tensor<i32>\n"
                    "  %0 = \"stablehlo.reduce_window\"(%a, %c) ({\n"
                    "  ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n"
                    "    %m = stablehlo.add %x, %y : tensor<i32>\n"
                    "    stablehlo.return %m : tensor<i32>\n"
                    "  }) {window_dimensions = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>\n"
                    "  return %0 : tensor<3xi32>\n}\n";
  pt_tensor b = T1(PT_DTYPE_I32, 3, 10, 20, 30);
  /* init + [pad, 10, 20] = 1 + 1 + 30 ... */
  CHECK(t_check1("sum window, padding = init", sum, &b, 1, VALS(32, 61, 52), 3));
  /* base dilation 2: [1 h 2 h 3] with holes = init 0; window 2 stride 1 -> 4 outputs */
  const char *dil = "func.func @main(%a: tensor<3xf32>) -> tensor<4xf32> {\n"
                    "  %c = stablehlo.constant dense<0.0> : tensor<f32>\n"
                    "  %0 = \"stablehlo.reduce_window\"(%a, %c) ({\n"
                    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
                    "    %m = stablehlo.add %x, %y : tensor<f32>\n"
                    "    stablehlo.return %m : tensor<f32>\n"
                    "  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>} : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>\n"
                    "  return %0 : tensor<4xf32>\n}\n";
  pt_tensor d = T1(PT_DTYPE_F32, 3, 1, 2, 3);
  CHECK(t_check1("base dilation", dil, &d, 1, VALS(1, 2, 2, 3), 4));
  const char *wd = "func.func @main(%a: tensor<5xf32>) -> tensor<3xf32> {\n"
                   "  %c = stablehlo.constant dense<0.0> : tensor<f32>\n"
                   "  %0 = \"stablehlo.reduce_window\"(%a, %c) ({\n"
                   "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
                   "    %m = stablehlo.add %x, %y : tensor<f32>\n"
                   "    stablehlo.return %m : tensor<f32>\n"
                   "  }) {window_dimensions = array<i64: 2>, window_dilations = array<i64: 2>} : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>\n"
                   "  return %0 : tensor<3xf32>\n}\n";
  pt_tensor w = T1(PT_DTYPE_F32, 5, 1, 2, 3, 4, 5);
  CHECK(t_check1("window dilation", wd, &w, 1, VALS(4, 6, 8), 3));
}

/* Max pooling on random data: fast path vs a general body vs naive. */
static const char *POOL_CMP =
    "func.func @main(%a: tensor<2x9x8x3xf32>) -> (tensor<2x5x4x3xf32>, tensor<2x5x4x3xf32>) {\n"
    "  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
    "  %0 = \"stablehlo.reduce_window\"(%a, %c) ({\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %m = stablehlo.maximum %x, %y : tensor<f32>\n"
    "    stablehlo.return %m : tensor<f32>\n"
    "  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>,\n"
    "      padding = dense<[[0, 0], [1, 1], [1, 0], [0, 0]]> : tensor<4x2xi64>} : (tensor<2x9x8x3xf32>, tensor<f32>) -> tensor<2x5x4x3xf32>\n"
    "  %1 = \"stablehlo.reduce_window\"(%a, %c) ({\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %g = stablehlo.compare GT, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    %m = stablehlo.select %g, %x, %y : tensor<i1>, tensor<f32>\n"
    "    stablehlo.return %m : tensor<f32>\n"
    "  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>,\n"
    "      padding = dense<[[0, 0], [1, 1], [1, 0], [0, 0]]> : tensor<4x2xi64>} : (tensor<2x9x8x3xf32>, tensor<f32>) -> tensor<2x5x4x3xf32>\n"
    "  return %0, %1 : tensor<2x5x4x3xf32>, tensor<2x5x4x3xf32>\n}\n";

static void test_pool_random(void) {
  pt_tensor a = t_make(PT_DTYPE_F32, 4, DIMS(2, 9, 8, 3), NULL);
  pt_tensor_fill_random(&a, 5, PT_FILL_UNIFORM);
  double want[2 * 5 * 4 * 3];
  for (int b = 0; b < 2; b++)
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 4; j++)
        for (int ch = 0; ch < 3; ch++) {
          double mx = -INFINITY;
          for (int di = 0; di < 3; di++)
            for (int dj = 0; dj < 3; dj++) {
              int y = i * 2 + di - 1, x = j * 2 + dj - 1;
              if (y < 0 || y >= 9 || x < 0 || x >= 8) continue;
              double v = pt_tensor_get_f64(&a, (uint64_t)(((b * 9 + y) * 8 + x) * 3 + ch));
              if (v > mx) mx = v;
            }
          want[((b * 5 + i) * 4 + j) * 3 + ch] = mx;
        }
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(POOL_CMP, &a, 1, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("max pool vs naive", &outs[0], want, 120));
    CHECK(pt_tensor_equal_bits(&outs[0], &outs[1]));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static const char *SAS =
    "func.func @main(%a: tensor<4x2xf32>, %s: tensor<2x2xf32>) -> tensor<4x2xf32> {\n"
    "  %c = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %0 = \"stablehlo.select_and_scatter\"(%a, %s, %c) ({\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %g = stablehlo.compare GE, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    stablehlo.return %g : tensor<i1>\n"
    "  }, {\n"
    "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
    "    %m = stablehlo.add %x, %y : tensor<f32>\n"
    "    stablehlo.return %m : tensor<f32>\n"
    "  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>,\n"
    "      padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>\n"
    "  return %0 : tensor<4x2xf32>\n}\n";

static void test_select_and_scatter(void) {
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(4, 2), VALS(1, 5, 2, 5, 3, 6, 4, 4)),
                     t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(5, 6, 7, 8))};
  CHECK(t_check1("select_and_scatter (spec example)", SAS, in, 2, VALS(0, 0, 0, 0, 5, 14, 7, 0), 8));
}

int main(void) {
  test_reduce_basic();
  test_reduce_variadic_region();
  test_reduce_fast_vs_general();
  test_reduce_window();
  test_pool_random();
  test_select_and_scatter();
  return t_finish("test_interp_reduce");
}
