// ERROR: 4:5: error: 'stablehlo.dot_general' op (C10) lhs_contracting_dimensions [1] and rhs_contracting_dimensions [0] sizes differ: 128 vs 64
module @jit_f {
  func.func public @main(%arg0: tensor<16x128xf32>, %arg1: tensor<64x256xf32>) -> (tensor<16x256xf32> {jax.result_info = ""}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    return %0 : tensor<16x256xf32>
  }
}
