// ERROR: 4:5: error: operation defines 1 results but was provided 2 to bind
module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0:2 = stablehlo.sine %arg0 : tensor<4xf32>
    return %0#0 : tensor<4xf32>
  }
}
