// ERROR: 3:45: error: tensor encodings are not supported
module {
  func.func public @main(%arg0: tensor<4xf32, #stablehlo.bounds<8>>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
