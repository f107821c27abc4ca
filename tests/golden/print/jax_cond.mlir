module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %6 = stablehlo.subtract %arg1, %5 : tensor<4x8xf32>
      stablehlo.return %6 : tensor<4x8xf32>
    }, {
      %4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %6 = stablehlo.multiply %arg1, %5 : tensor<4x8xf32>
      stablehlo.return %6 : tensor<4x8xf32>
    }) : (tensor<i32>) -> tensor<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
}
