// ERROR: 4:5: error: 'stablehlo.broadcast_in_dim' op (C3) broadcast_dimensions [2]: 2 is out of range [0, 2) of the result rank
module @jit_f {
  func.func public @main(%arg0: tensor<512xf32>) -> (tensor<1x512xf32> {jax.result_info = ""}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x512xf32>
    return %0 : tensor<1x512xf32>
  }
}
