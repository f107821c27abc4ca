// EXPECT: FAIL two_ulp: tests/interp/fail/expect_close.mlir:9:3: check.expect_close at [1]: got 1.0000002, expected 1 (2 ULP apart, allowed 0..1); 1 of 2 elements differ
// EXPECT: FAIL below_min: tests/interp/fail/expect_close.mlir:17:3: check.expect_close got 3, expected 3 (0 ULP apart, allowed 1..4); 1 of 1 elements differ
// EXPECT: FAIL infinity: tests/interp/fail/expect_close.mlir:26:3: custom_call @check.expect_close got inf, expected 65504 (not close: non-finite); 1 of 1 elements differ
// expect_close counts representable values between actual and expected.
func.func @two_ulp() {
  %a = stablehlo.constant dense<[1.0, 1.00000024]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

func.func @below_min() {
  %a = stablehlo.constant dense<3.0> : tensor<bf16>
  check.expect_close %a, %a, max_ulp_difference = 4, min_ulp_difference = 1 : tensor<bf16>, tensor<bf16>
  func.return
}

// -----

func.func @infinity() {
  %a = stablehlo.constant dense<0x7C00> : tensor<f16>
  %b = stablehlo.constant dense<65504.0> : tensor<f16>
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<f16>, tensor<f16>) -> ()
  func.return
}
