// Real JAX 0.10.2 output: grad of jax.checkpoint: optimization_barrier.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:2 = stablehlo.optimization_barrier %arg0, %cst : tensor<4x8xf32>, tensor<f32>
    %1 = stablehlo.sine %0#0 : tensor<4x8xf32>
    %2 = stablehlo.cosine %0#0 : tensor<4x8xf32>
    %3 = stablehlo.cosine %1 : tensor<4x8xf32>
    %4 = stablehlo.broadcast_in_dim %0#1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<4x8xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<4x8xf32>
    return %6 : tensor<4x8xf32>
  }
}
