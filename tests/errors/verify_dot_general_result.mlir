// ERROR: 4:5: error: 'stablehlo.dot_general' op (C12) result type tensor<8x64x16xf32> does not match the inferred type tensor<8x16x64xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<8x16x32xbf16>, %arg1: tensor<8x32x64xbf16>) -> (tensor<8x64x16xf32> {jax.result_info = ""}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xbf16>, tensor<8x32x64xbf16>) -> tensor<8x64x16xf32>
    return %0 : tensor<8x64x16xf32>
  }
}
