module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%arg1 = %1, %arg2 = %0, %arg3 = %arg0) : tensor<i32>, tensor<i32>, tensor<4x8xf32>
    cond {
      %3 = stablehlo.constant dense<5> : tensor<i32>
      %4 = stablehlo.compare LT, %arg1, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %arg2, %3 : tensor<i32>
      %5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %7 = stablehlo.multiply %arg3, %6 : tensor<4x8xf32>
      %8 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %10 = stablehlo.add %7, %9 : tensor<4x8xf32>
      %11 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %arg1, %11 : tensor<i32>
      stablehlo.return %12, %4, %10 : tensor<i32>, tensor<i32>, tensor<4x8xf32>
    }
    return %2#2 : tensor<4x8xf32>
  }
}
