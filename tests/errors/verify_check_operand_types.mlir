// ERROR: 5:3: error: 'check.expect_eq' op requires both operands to have the same type, but got tensor<3xi64> and tensor<3xi32>
func.func @f() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  "check.expect_eq"(%a, %b) : (tensor<3xi64>, tensor<3xi32>) -> ()
  func.return
}
