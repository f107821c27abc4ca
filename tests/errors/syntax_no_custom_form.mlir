// ERROR: 4:10: error: 'stablehlo.sort' has no custom assembly form; write it in generic form ("stablehlo.sort"(...))
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sort %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
