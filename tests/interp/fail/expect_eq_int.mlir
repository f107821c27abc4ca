// EXPECT: FAIL mismatch: tests/interp/fail/expect_eq_int.mlir:7:3: check.expect_eq_const at [1, 0]: got 5, expected 2; 2 of 4 elements differ
// A wrong integer: the first differing index and both values are reported.

func.func @mismatch() {
  %a = stablehlo.constant dense<[[1, 7], [5, 3]]> : tensor<2x2xi32>
  check.expect_eq_const %a, dense<[[1, 7], [5, 3]]> : tensor<2x2xi32>
  check.expect_eq_const %a, dense<[[1, 7], [2, 4]]> : tensor<2x2xi32>
  func.return
}
