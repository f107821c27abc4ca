// ERROR: 4:5: error: 'stablehlo.concatenate' op (C2) inputs must have the same shape except in dimension 1, but input #0 is tensor<4x1xf32> and input #1 is tensor<5x2xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<4x1xf32>, %arg1: tensor<5x2xf32>) -> (tensor<4x3xf32> {jax.result_info = ""}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<4x1xf32>, tensor<5x2xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
