// ERROR: 4:25: error: use of value '%arg0' expects different type than prior uses: 'tensor<8xf32>' vs 'tensor<4xf32>'
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
