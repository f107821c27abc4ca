// Real JAX 0.10.2 output: log, sqrt, sigmoid, erfc, round_nearest_afz, tan.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.log %arg0 : tensor<4x8xf32>
    %1 = stablehlo.sqrt %arg0 : tensor<4x8xf32>
    %2 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %3 = stablehlo.exponential %2 : tensor<4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %7 = stablehlo.divide %6, %5 : tensor<4x8xf32>
    %8 = chlo.erfc %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %9 = stablehlo.round_nearest_afz %arg0 : tensor<4x8xf32>
    %10 = stablehlo.tan %arg0 : tensor<4x8xf32>
    %11 = stablehlo.tan %arg0 : tensor<4x8xf32>
    return %0, %1, %7, %8, %9, %10, %11 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
