// compare in every direction and comparison type (NaN is unordered under
// FLOAT; TOTALORDER orders -NaN < -inf < ... < -0 < +0 < ... < inf < NaN),
// select with a scalar or elementwise predicate, clamp.

func.func @compare_signed_unsigned() {
  %a = stablehlo.constant dense<[-1, 0, 5]> : tensor<3xi32>
  %b = stablehlo.constant dense<[1, 0, 3]> : tensor<3xi32>
  %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %le = stablehlo.compare LE, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %le, dense<[true, true, false]> : tensor<3xi1>
  %ge = stablehlo.compare GE, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[false, true, true]> : tensor<3xi1>
  %gt = stablehlo.compare GT, %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %gt, dense<[false, false, true]> : tensor<3xi1>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, true, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, false, true]> : tensor<3xi1>
  %u = stablehlo.constant dense<[255, 0]> : tensor<2xui8>
  %v = stablehlo.constant dense<[1, 1]> : tensor<2xui8>
  %ult = stablehlo.compare LT, %u, %v, UNSIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  check.expect_eq_const %ult, dense<[false, true]> : tensor<2xi1>
  %t = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %f = stablehlo.constant dense<[false, false]> : tensor<2xi1>
  %bgt = stablehlo.compare GT, %t, %f, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  check.expect_eq_const %bgt, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

func.func @compare_float_nan() {
  %a = stablehlo.constant dense<[0x7FC00000, 1.0, -0.0, 0x7FC00000]> : tensor<4xf32>
  %b = stablehlo.constant dense<[1.0, 0x7FC00000, 0.0, 0x7FC00000]> : tensor<4xf32>
  %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, false, true, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, true, false, true]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, false, false, false]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, false, true, false]> : tensor<4xi1>
  func.return
}

// -----

func.func @compare_totalorder() {
  %a = stablehlo.constant dense<[-0.0, 0x7FC00000, 0xFFC00000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>
  %b = stablehlo.constant dense<[0.0, 0x7F800000, 0xFF800000, 0xFFC00000, 0x7FC00000]> : tensor<5xf32>
  %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %lt, dense<[true, false, true, false, false]> : tensor<5xi1>
  %eq = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %eq, dense<[false, false, false, false, true]> : tensor<5xi1>
  func.return
}

// -----

func.func @select_and_clamp() {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf32>
  %s = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf32>
  check.expect_eq_const %s, dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %q = stablehlo.constant dense<false> : tensor<i1>
  %s2 = stablehlo.select %q, %a, %b : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  check.expect_eq_const %s2, dense<[-1.0, -2.0, -3.0]> : tensor<3xf32>
  %lo = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf32>
  %hi = stablehlo.constant dense<2.5> : tensor<f32>
  %x = stablehlo.constant dense<[-1.0, 1.0, 0x7FC00000]> : tensor<3xf32>
  %c = stablehlo.clamp %lo, %x, %hi : (tensor<3xf32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %c, dense<[0.0, 1.0, 0x7FC00000]> : tensor<3xf32>
  func.return
}
