module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0][0]"}, tensor<4x3xi32> {jax.result_info = "result[0][1]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}) {
    %0:2 = chlo.top_k(%arg0, k = 3) : tensor<4x8xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = "stablehlo.reduce_window"(%arg0, %4) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%arg0, %7) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    return %0#0, %0#1, %3, %5, %8 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
