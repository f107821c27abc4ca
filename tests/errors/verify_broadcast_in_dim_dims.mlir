// ERROR: 4:5: error: 'stablehlo.broadcast_in_dim' op (C5) operand dimension 0 has size 512, which is neither 1 nor the size 1 of result dimension 0
module @jit_f {
  func.func public @main(%arg0: tensor<512xf32>) -> (tensor<1x512xf32> {jax.result_info = ""}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<512xf32>) -> tensor<1x512xf32>
    return %0 : tensor<1x512xf32>
  }
}
