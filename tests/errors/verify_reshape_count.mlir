// ERROR: 4:5: error: 'stablehlo.reshape' op (C2) operand has 24 elements, but the result has 25
module @jit_f {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<25xf32> {jax.result_info = ""}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<25xf32>
    return %0 : tensor<25xf32>
  }
}
