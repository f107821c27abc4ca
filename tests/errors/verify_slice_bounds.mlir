// ERROR: 4:5: error: 'stablehlo.slice' op (C3) dimension 1: start 4 and limit 9 must satisfy 0 <= start <= limit <= 8 (the operand's size)
module @jit_f {
  func.func public @main(%arg0: tensor<3x8xf32>) -> (tensor<2x3xf32> {jax.result_info = ""}) {
    %0 = stablehlo.slice %arg0 [1:3, 4:9:2] : (tensor<3x8xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
