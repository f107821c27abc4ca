// ERROR: 4:3: error: 'stablehlo.custom_call' op @check.eq must have one result of type tensor<i1>
func.func @f() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.custom_call @check.eq(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return
}
