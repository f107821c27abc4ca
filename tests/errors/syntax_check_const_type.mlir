// ERROR: 4:25: error: use of value '%a' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<2xf64>'
func.func @f() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  check.expect_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}
