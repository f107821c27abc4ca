// StableHLO's check dialect (stablehlo/tests/CheckOps.td) in its pretty
// forms, as stablehlo/tests/interpret/*.mlir writes them, and the
// custom_call spellings of stablehlo/testdata.
func.func @check_eq() {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  %result = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  check.expect_eq %operand, %result : tensor<3xi64>
  check.expect_eq_const %operand, dense<[-2, 0, 2]> : tensor<3xi64>
  check.expect_eq %operand, %result {note = "attrs"} : tensor<3xi64>
  func.return
}

// -----

func.func @check_almost_eq() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f64>
  %result = stablehlo.constant dense<5.0001> : tensor<f64>
  check.expect_almost_eq%operand, %result : tensor<f64>
  check.expect_almost_eq_const %operand, dense<5.0001> : tensor<f64>
  check.expect_almost_eq %operand, %result, tolerance = 0.1 : tensor<f64>
  check.expect_almost_eq_const %operand, dense<5.1> : tensor<f64> {tolerance = 0.1 : f64}
  check.expect_almost_eq_const %operand, dense<5.1> : tensor<f64>, tolerance = 1.0e-3 {note}
  "check.expect_almost_eq"(%operand, %result) {tolerance = 0.5 : f32} : (tensor<f64>, tensor<f64>) -> ()
  func.return
}

// -----

func.func @check_close() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f16>
  %result = stablehlo.constant dense<5.010> : tensor<f16>
  check.expect_close %operand, %result, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
  check.expect_close %operand, %result, max_ulp_difference = 18446744073709551615, min_ulp_difference = 1 : {note = 1 : i32} tensor<f16>, tensor<f16>
  "check.expect_close"(%operand, %result) {max_ulp_difference = 4 : ui64} : (tensor<f16>, tensor<f16>) -> ()
  "check.expect_close"(%operand, %result) {max_ulp_difference = 4} : (tensor<f16>, tensor<f16>) -> ()
  func.return
}

// -----

func.func public @main() -> tensor<2xbf16> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  stablehlo.custom_call @check.expect_close(%0, %0) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  stablehlo.custom_call @check.expect_almost_eq(%0, %0) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  "stablehlo.custom_call"(%0, %0) <{call_target_name = "check.expect_eq", has_side_effect = true}> : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  %1 = stablehlo.custom_call @check.eq(%0, %0) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<i1>
  return %0 : tensor<2xbf16>
}
