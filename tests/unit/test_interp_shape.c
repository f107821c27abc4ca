/* test_interp_shape.c - the interpreter's data-movement ops against
 * hand-computed results: broadcast_in_dim, broadcast, reshape, transpose,
 * slice with strides, dynamic_slice/dynamic_update_slice with start-index
 * clamping, concatenate, pad with negative and interior padding, reverse,
 * iota, splat and dense constants, get_dimension_size, and size-0 shapes. */
#include "interp_test_util.h"

static void test_broadcast(void) {
  const char *p = "func.func @main(%a: tensor<3xf32>) -> tensor<2x3xf32> {\n"
                  "  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>\n"
                  "  return %0 : tensor<2x3xf32>\n}\n";
  pt_tensor a = T1(PT_DTYPE_F32, 3, 1, 2, 3);
  CHECK(t_check1("broadcast_in_dim row", p, &a, 1, VALS(1, 2, 3, 1, 2, 3), 6));
  const char *q = "func.func @main(%a: tensor<2x1xi32>) -> tensor<2x2x3xi32> {\n"
                  "  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 0] : (tensor<2x1xi32>) -> tensor<2x2x3xi32>\n"
                  "  return %0 : tensor<2x2x3xi32>\n}\n";
  pt_tensor b = t_make(PT_DTYPE_I32, 2, DIMS(2, 1), VALS(7, 8));
  /* result[i][j][k] = a[j][0] */
  CHECK(t_check1("broadcast_in_dim size-1 expansion", q, &b, 1, VALS(7, 7, 7, 8, 8, 8, 7, 7, 7, 8, 8, 8), 12));
  const char *r = "func.func @main(%a: tensor<2xi8>) -> tensor<3x2xi8> {\n"
                  "  %0 = \"stablehlo.broadcast\"(%a) {broadcast_sizes = array<i64: 3>} : (tensor<2xi8>) -> tensor<3x2xi8>\n"
                  "  return %0 : tensor<3x2xi8>\n}\n";
  pt_tensor c = T1(PT_DTYPE_I8, 2, -1, 1);
  CHECK(t_check1("broadcast", r, &c, 1, VALS(-1, 1, -1, 1, -1, 1), 6));
  const char *s = "func.func @main(%a: tensor<f32>) -> tensor<2x2xf32> {\n"
                  "  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<2x2xf32>\n"
                  "  return %0 : tensor<2x2xf32>\n}\n";
  pt_tensor d = T0(PT_DTYPE_F32, 5);
  CHECK(t_check1("broadcast scalar", s, &d, 1, VALS(5, 5, 5, 5), 4));
}

static void test_reshape_transpose(void) {
  const char *p = "func.func @main(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
                  "  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
                  "  return %0 : tensor<3x2xf32>\n}\n";
  pt_tensor a = t_make(PT_DTYPE_F32, 2, DIMS(2, 3), VALS(1, 2, 3, 4, 5, 6));
  CHECK(t_check1("reshape", p, &a, 1, VALS(1, 2, 3, 4, 5, 6), 6));
  const char *q = "func.func @main(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
                  "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
                  "  return %0 : tensor<3x2xf32>\n}\n";
  pt_tensor b = t_make(PT_DTYPE_F32, 2, DIMS(2, 3), VALS(1, 2, 3, 4, 5, 6));
  CHECK(t_check1("transpose 2d", q, &b, 1, VALS(1, 4, 2, 5, 3, 6), 6));
  const char *r = "func.func @main(%a: tensor<2x2x3xi16>) -> tensor<3x2x2xi16> {\n"
                  "  %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x2x3xi16>) -> tensor<3x2x2xi16>\n"
                  "  return %0 : tensor<3x2x2xi16>\n}\n";
  double v[12];
  for (int i = 0; i < 12; i++) v[i] = i;
  pt_tensor c = t_make(PT_DTYPE_I16, 3, DIMS(2, 2, 3), v);
  /* out[k][i][j] = a[i][j][k] = 6i + 3j + k */
  CHECK(t_check1("transpose 3d", r, &c, 1, VALS(0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11), 12));
}

static void test_slices(void) {
  const char *p = "func.func @main(%a: tensor<3x5xi32>) -> tensor<2x2xi32> {\n"
                  "  %0 = stablehlo.slice %a [1:3, 0:5:3] : (tensor<3x5xi32>) -> tensor<2x2xi32>\n"
                  "  return %0 : tensor<2x2xi32>\n}\n";
  double v[15];
  for (int i = 0; i < 15; i++) v[i] = i;
  pt_tensor a = t_make(PT_DTYPE_I32, 2, DIMS(3, 5), v);
  CHECK(t_check1("slice strided", p, &a, 1, VALS(5, 8, 10, 13), 4));
  const char *q = "func.func @main(%a: tensor<3x5xi32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<2x3xi32> {\n"
                  "  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 3] : (tensor<3x5xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>\n"
                  "  return %0 : tensor<2x3xi32>\n}\n";
  pt_tensor in[3] = {t_make(PT_DTYPE_I32, 2, DIMS(3, 5), v), T0(PT_DTYPE_I64, 5), T0(PT_DTYPE_I64, -3)};
  /* starts clamped to (1, 0) */
  CHECK(t_check1("dynamic_slice clamps", q, in, 3, VALS(5, 6, 7, 10, 11, 12), 6));
  const char *r = "func.func @main(%a: tensor<3x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<3x4xf32> {\n"
                  "  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<3x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n"
                  "  return %0 : tensor<3x4xf32>\n}\n";
  pt_tensor in2[4] = {t_make(PT_DTYPE_F32, 2, DIMS(3, 4), NULL), t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(1, 2, 3, 4)),
                      T0(PT_DTYPE_I32, 2), T0(PT_DTYPE_I32, 3)};
  /* start (2, 3) clamps to (1, 2) */
  CHECK(t_check1("dynamic_update_slice clamps", r, in2, 4, VALS(0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4), 12));
  /* In place: the operand is an intermediate that dies at the update. */
  const char *s = "func.func @main(%a: tensor<3x4xf32>, %u: tensor<1x2xf32>, %i: tensor<i32>) -> tensor<3x4xf32> {\n"
                  "  %c = stablehlo.constant dense<1.0> : tensor<3x4xf32>\n"
                  "  %t = stablehlo.add %a, %c : tensor<3x4xf32>\n"
                  "  %0 = stablehlo.dynamic_update_slice %t, %u, %i, %i : (tensor<3x4xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n"
                  "  return %0 : tensor<3x4xf32>\n}\n";
  pt_tensor in3[3] = {t_make(PT_DTYPE_F32, 2, DIMS(3, 4), NULL), t_make(PT_DTYPE_F32, 2, DIMS(1, 2), VALS(8, 9)), T0(PT_DTYPE_I32, 1)};
  CHECK(t_check1("dynamic_update_slice in place", s, in3, 3, VALS(1, 1, 1, 1, 1, 8, 9, 1, 1, 1, 1, 1), 12));
}

static void test_concatenate_pad_reverse(void) {
  const char *p = "func.func @main(%a: tensor<2x1xf32>, %b: tensor<2x2xf32>) -> tensor<2x3xf32> {\n"
                  "  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>\n"
                  "  return %0 : tensor<2x3xf32>\n}\n";
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 1), VALS(1, 2)), t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(3, 4, 5, 6))};
  CHECK(t_check1("concatenate", p, in, 2, VALS(1, 3, 4, 2, 5, 6), 6));
  const char *e = "func.func @main(%a: tensor<0x2xf32>, %b: tensor<1x2xf32>) -> tensor<1x2xf32> {\n"
                  "  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<0x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>\n"
                  "  return %0 : tensor<1x2xf32>\n}\n";
  pt_tensor ine[2] = {t_make(PT_DTYPE_F32, 2, DIMS(0, 2), NULL), t_make(PT_DTYPE_F32, 2, DIMS(1, 2), VALS(7, 8))};
  CHECK(t_check1("concatenate with empty", e, ine, 2, VALS(7, 8), 2));
  const char *q = "func.func @main(%a: tensor<3xi32>, %v: tensor<i32>) -> tensor<8xi32> {\n"
                  "  %0 = stablehlo.pad %a, %v, low = [1], high = [2], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<8xi32>\n"
                  "  return %0 : tensor<8xi32>\n}\n";
  pt_tensor in2[2] = {T1(PT_DTYPE_I32, 3, 1, 2, 3), T0(PT_DTYPE_I32, -1)};
  CHECK(t_check1("pad interior", q, in2, 2, VALS(-1, 1, -1, 2, -1, 3, -1, -1), 8));
  const char *r = "func.func @main(%a: tensor<2x4xf32>, %v: tensor<f32>) -> tensor<3x2xf32> {\n"
                  "  %0 = stablehlo.pad %a, %v, low = [1, -1], high = [0, -1], interior = [0, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<3x2xf32>\n"
                  "  return %0 : tensor<3x2xf32>\n}\n";
  pt_tensor in3[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 4), VALS(1, 2, 3, 4, 5, 6, 7, 8)), T0(PT_DTYPE_F32, 9)};
  CHECK(t_check1("pad negative", r, in3, 2, VALS(9, 9, 2, 3, 6, 7), 6));
  const char *r3 = "func.func @main(%a: tensor<3xf32>, %v: tensor<f32>) -> tensor<3xf32> {\n"
                   "  %0 = stablehlo.pad %a, %v, low = [-2], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>\n"
                   "  return %0 : tensor<3xf32>\n}\n";
  pt_tensor in4[2] = {T1(PT_DTYPE_F32, 3, 1, 2, 3), T0(PT_DTYPE_F32, 0)};
  /* [1 0 2 0 3] with the first two dropped */
  CHECK(t_check1("pad negative with interior", r3, in4, 2, VALS(2, 0, 3), 3));
  const char *s = "func.func @main(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {\n"
                  "  %0 = stablehlo.reverse %a, dims = [1] : tensor<2x3xi32>\n"
                  "  return %0 : tensor<2x3xi32>\n}\n";
  pt_tensor in5 = t_make(PT_DTYPE_I32, 2, DIMS(2, 3), VALS(1, 2, 3, 4, 5, 6));
  CHECK(t_check1("reverse", s, &in5, 1, VALS(3, 2, 1, 6, 5, 4), 6));
}

static void test_sources(void) {
  const char *p = "func.func @main() -> tensor<2x3xf32> {\n"
                  "  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>\n"
                  "  return %0 : tensor<2x3xf32>\n}\n";
  CHECK(t_check1("iota", p, NULL, 0, VALS(0, 1, 2, 0, 1, 2), 6));
  const char *q = "func.func @main() -> tensor<3x2xui8> {\n"
                  "  %0 = stablehlo.iota dim = 0 : tensor<3x2xui8>\n"
                  "  return %0 : tensor<3x2xui8>\n}\n";
  CHECK(t_check1("iota ui8", q, NULL, 0, VALS(0, 0, 1, 1, 2, 2), 6));
  const char *r = "func.func @main() -> (tensor<2x2xbf16>, tensor<3xi1>, tensor<2xi64>) {\n"
                  "  %0 = stablehlo.constant dense<1.5> : tensor<2x2xbf16>\n"
                  "  %1 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>\n"
                  "  %2 = stablehlo.constant dense<[-1, 9223372036854775807]> : tensor<2xi64>\n"
                  "  return %0, %1, %2 : tensor<2x2xbf16>, tensor<3xi1>, tensor<2xi64>\n}\n";
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(r, NULL, 0, &outs, &n);
  CHECK(!s && n == 3);
  if (!s) {
    CHECK(t_expect("splat bf16", &outs[0], VALS(1.5, 1.5, 1.5, 1.5), 4));
    CHECK(t_expect("dense i1", &outs[1], VALS(1, 0, 1), 3));
    CHECK(pt_tensor_get_i64(&outs[2], 0) == -1 && pt_tensor_get_i64(&outs[2], 1) == INT64_MAX);
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  const char *g = "func.func @main(%a: tensor<2x7xf32>) -> tensor<i32> {\n"
                  "  %0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x7xf32>) -> tensor<i32>\n"
                  "  return %0 : tensor<i32>\n}\n";
  pt_tensor a = t_make(PT_DTYPE_F32, 2, DIMS(2, 7), NULL);
  CHECK(t_check1("get_dimension_size", g, &a, 1, VALS(7), 1));
}

int main(void) {
  test_broadcast();
  test_reshape_transpose();
  test_slices();
  test_concatenate_pad_reverse();
  test_sources();
  return t_finish("test_interp_shape");
}
