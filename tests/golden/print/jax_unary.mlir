module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.log %arg0 : tensor<4x8xf32>
    %1 = stablehlo.sqrt %arg0 : tensor<4x8xf32>
    %2 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %3 = stablehlo.exponential %2 : tensor<4x8xf32>
    %4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.add %5, %3 : tensor<4x8xf32>
    %7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %9 = stablehlo.divide %8, %6 : tensor<4x8xf32>
    %10 = chlo.erfc %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %11 = stablehlo.round_nearest_afz %arg0 : tensor<4x8xf32>
    %12 = stablehlo.tan %arg0 : tensor<4x8xf32>
    %13 = stablehlo.tan %arg0 : tensor<4x8xf32>
    return %0, %1, %9, %10, %11, %12, %13 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
