// ERROR: 4:5: error: 'stablehlo.exponential' op (I1) operand must be a tensor of floating-point type, but got tensor<16xi32>
module @jit_f {
  func.func public @main(%arg0: tensor<16xi32>) -> (tensor<16xi32> {jax.result_info = ""}) {
    %0 = stablehlo.exponential %arg0 : tensor<16xi32>
    return %0 : tensor<16xi32>
  }
}
