// ERROR: 4:3: error: 'check.expect_close' op compares floating-point tensors, but the operand is tensor<2xi32>
func.func @f() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_close %a, %a, max_ulp_difference = 1 : tensor<2xi32>, tensor<2xi32>
  func.return
}
