// ERROR: 4:30: error: expected ':', got '%arg0'
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0 %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
