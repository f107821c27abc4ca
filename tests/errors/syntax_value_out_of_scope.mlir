// ERROR: 11:12: error: use of undefined value '%iterArg'
module {
  func.func public @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
    cond {
      %1 = stablehlo.compare  LT, %iterArg, %iterArg,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      stablehlo.return %iterArg : tensor<i32>
    }
    return %iterArg : tensor<i32>
  }
}
