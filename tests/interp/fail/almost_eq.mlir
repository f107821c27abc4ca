// EXPECT: FAIL too_far: tests/interp/fail/almost_eq.mlir:7:3: check.expect_almost_eq_const at [2]: got 1.0002, expected 1 (tolerance 0.0001); 1 of 3 elements differ
// EXPECT: FAIL opposite_signs: tests/interp/fail/almost_eq.mlir:15:3: check.expect_almost_eq_const at [0]: got 1e-09, expected -1e-09 (tolerance 0.0001); 1 of 1 elements differ
// EXPECT: FAIL nan_is_not_a_number: tests/interp/fail/almost_eq.mlir:23:3: check.expect_almost_eq_const got nan, expected 0 (tolerance 0.0001); 1 of 1 elements differ
// EXPECT: 3 tests, 3 checks: 0 passed, 3 failed
func.func @too_far() {
  %a = stablehlo.constant dense<[1.0, 2.0, 1.0002]> : tensor<3xf64>
  check.expect_almost_eq_const %a, dense<[1.0, 2.0, 1.0]> : tensor<3xf64>
  func.return
}

// -----

func.func @opposite_signs() {
  %a = stablehlo.constant dense<[1.0e-9]> : tensor<1xf64>
  check.expect_almost_eq_const %a, dense<[-1.0e-9]> : tensor<1xf64>
  func.return
}

// -----

func.func @nan_is_not_a_number() {
  %a = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  check.expect_almost_eq_const %a, dense<0.0> : tensor<f32>
  func.return
}
