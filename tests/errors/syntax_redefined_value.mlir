// ERROR: 5:5: error: redefinition of SSA value '%0'
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %0 = stablehlo.cosine %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
