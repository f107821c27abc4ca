module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xui32> {jax.result_info = "result[0]"}, tensor<4xui32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.reshape %1 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %4:2 = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %5 = stablehlo.bitcast_convert %4#0 : (tensor<2xui64>) -> tensor<2x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<2x2xui32>) -> tensor<4xui32>
    return %6, %4#1 : tensor<4xui32>, tensor<4xui32>
  }
}
