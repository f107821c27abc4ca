// ERROR: 4:5: error: 'stablehlo.transpose' op (C2) permutation [0, 0] is not a permutation of [0, 2), the operand's dimensions
module @jit_f {
  func.func public @main(%arg0: tensor<512x96xf32>) -> (tensor<96x512xf32> {jax.result_info = ""}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 0] : (tensor<512x96xf32>) -> tensor<96x512xf32>
    return %0 : tensor<96x512xf32>
  }
}
