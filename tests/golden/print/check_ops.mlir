module {
  func.func public @check_eq() {
    %0 = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
    %1 = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
    check.expect_eq %0, %1 : tensor<3xi64>
    check.expect_eq_const %0, dense<[-2, 0, 2]> : tensor<3xi64>
    check.expect_eq %0, %1 {note = "attrs"} : tensor<3xi64>
    return
  }
  func.func public @check_almost_eq() {
    %0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %1 = stablehlo.constant dense<5.000100e+00> : tensor<f64>
    check.expect_almost_eq %0, %1 : tensor<f64>
    check.expect_almost_eq_const %0, dense<5.000100e+00> : tensor<f64>
    check.expect_almost_eq %0, %1, tolerance = 1.000000e-01 : tensor<f64>
    check.expect_almost_eq_const %0, dense<5.100000e+00> : tensor<f64>, tolerance = 1.000000e-01
    check.expect_almost_eq_const %0, dense<5.100000e+00> : tensor<f64>, tolerance = 1.000000e-03 {note}
    "check.expect_almost_eq"(%0, %1) <{tolerance = 5.000000e-01 : f32}> : (tensor<f64>, tensor<f64>) -> ()
    return
  }
  func.func public @check_close() {
    %0 = stablehlo.constant dense<5.000000e+00> : tensor<f16>
    %1 = stablehlo.constant dense<5.011720e+00> : tensor<f16>
    check.expect_close %0, %1, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
    check.expect_close %0, %1, max_ulp_difference = 18446744073709551615, min_ulp_difference = 1 : {note = 1 : i32} tensor<f16>, tensor<f16>
    check.expect_close %0, %1, max_ulp_difference = 4 : tensor<f16>, tensor<f16>
    "check.expect_close"(%0, %1) <{max_ulp_difference = 4 : i64}> : (tensor<f16>, tensor<f16>) -> ()
    return
  }
  func.func public @main() -> tensor<2xbf16> {
    %0 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>
    stablehlo.custom_call @check.expect_close(%0, %0) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    stablehlo.custom_call @check.expect_almost_eq(%0, %0) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    stablehlo.custom_call @check.expect_eq(%0, %0) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    %1 = stablehlo.custom_call @check.eq(%0, %0) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<i1>
    return %0 : tensor<2xbf16>
  }
}
