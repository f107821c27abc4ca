// ERROR: 4:47: error: unexpected character '$'
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32> $
    return %0 : tensor<4xf32>
  }
}
