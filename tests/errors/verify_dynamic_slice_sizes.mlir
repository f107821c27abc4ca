// ERROR: 4:5: error: 'stablehlo.dynamic_slice' op (C4) slice_sizes[1] = 5 must be in [0, 4], the operand's size
module @jit_f {
  func.func public @main(%arg0: tensor<2x4x16xf32>, %arg1: tensor<i32>) -> (tensor<1x5x16xf32> {jax.result_info = ""}) {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, %arg1, sizes = [1, 5, 16] : (tensor<2x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x5x16xf32>
    return %0 : tensor<1x5x16xf32>
  }
}
