module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:2 = stablehlo.optimization_barrier %arg0, %0 : tensor<4x8xf32>, tensor<f32>
    %2 = stablehlo.sine %1#0 : tensor<4x8xf32>
    %3 = stablehlo.cosine %1#0 : tensor<4x8xf32>
    %4 = stablehlo.cosine %2 : tensor<4x8xf32>
    %5 = stablehlo.broadcast_in_dim %1#1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<4x8xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<4x8xf32>
    return %7 : tensor<4x8xf32>
  }
}
