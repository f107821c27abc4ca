// ERROR: 4:5: error: 'stablehlo.scatter' op (C4) updates scatter dimension 0 has size 9, but scatter_indices dimension 0 has 8
module @jit_f {
  func.func public @main(%arg0: tensor<1000x64xf32>, %arg1: tensor<8x1xi32>, %arg2: tensor<9x64xf32>) -> (tensor<1000x64xf32> {jax.result_info = ""}) {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1000x64xf32>, tensor<8x1xi32>, tensor<9x64xf32>) -> tensor<1000x64xf32>
    return %0 : tensor<1000x64xf32>
  }
}
