module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : tensor<i32>
    %1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %1, %0, %2 : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %7 = stablehlo.multiply %arg1, %6 : tensor<4x8xf32>
      stablehlo.return %7 : tensor<4x8xf32>
    }, {
      %5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %7 = stablehlo.subtract %arg1, %6 : tensor<4x8xf32>
      stablehlo.return %7 : tensor<4x8xf32>
    }, {
      %5 = stablehlo.sine %arg1 : tensor<4x8xf32>
      stablehlo.return %5 : tensor<4x8xf32>
    }) : (tensor<i32>) -> tensor<4x8xf32>
    return %4 : tensor<4x8xf32>
  }
}
