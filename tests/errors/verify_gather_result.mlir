// ERROR: 4:5: error: 'stablehlo.gather' op (C22) result type tensor<64x8xf32> does not match the inferred type tensor<8x64xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<1000x64xf32>, %arg1: tensor<8x1xi32>) -> (tensor<64x8xf32> {jax.result_info = ""}) {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1000x64xf32>, tensor<8x1xi32>) -> tensor<64x8xf32>
    return %0 : tensor<64x8xf32>
  }
}
