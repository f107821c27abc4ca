// EXPECT: FAIL negative_zero: tests/interp/fail/signed_zero.mlir:6:3: check.expect_eq at [1]: got -0, expected 0; 1 of 2 elements differ
// Exact float equality compares bits: -0 is not +0 (almost_eq would accept it).
func.func @negative_zero() {
  %a = stablehlo.constant dense<[1.0, -0.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  check.expect_eq %a, %b : tensor<2xf32>
  check.expect_almost_eq %a, %b : tensor<2xf32>
  func.return
}
