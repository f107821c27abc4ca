// ERROR: 4:3: error: 'check.expect_close' op min_ulp_difference (5) exceeds max_ulp_difference (3)
func.func @f() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_close %a, %a, max_ulp_difference = 3, min_ulp_difference = 5 : tensor<2xf32>, tensor<2xf32>
  func.return
}
