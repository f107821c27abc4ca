module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = stablehlo.while(%arg1 = %arg0, %arg2 = %4, %arg3 = %1, %arg4 = %3) : tensor<4x8xf32>, tensor<i32>, tensor<8xf32>, tensor<4x8xf32>
    cond {
      %6 = stablehlo.constant dense<4> : tensor<i32>
      %7 = stablehlo.compare LT, %arg2, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %6 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.dynamic_slice %arg1, %arg2, %6, sizes = [1, 8] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
      %8 = stablehlo.reshape %7 : (tensor<1x8xf32>) -> tensor<8xf32>
      %9 = stablehlo.sine %8 : tensor<8xf32>
      %10 = stablehlo.add %arg3, %9 : tensor<8xf32>
      %11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %13 = stablehlo.multiply %arg3, %12 : tensor<8xf32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %15 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.dynamic_update_slice %arg4, %14, %arg2, %15 : (tensor<4x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
      %17 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %arg2, %17 : tensor<i32>
      stablehlo.return %arg1, %18, %10, %16 : tensor<4x8xf32>, tensor<i32>, tensor<8xf32>, tensor<4x8xf32>
    }
    return %5#2, %5#3 : tensor<8xf32>, tensor<4x8xf32>
  }
}
