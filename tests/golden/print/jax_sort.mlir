module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xi32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2][0]"}, tensor<4x8xi32> {jax.result_info = "result[2][1]"}) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %6, %7, %arg1 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<f32>
      %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.compare EQ, %arg2, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %13, %14, %arg2 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare LT, %11, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.iota dim = 0 : tensor<4x8xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %6, %7, %arg1 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<f32>
      %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.compare EQ, %arg2, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %13, %14, %arg2 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare LT, %11, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>)
    %3 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %4:2 = "stablehlo.sort"(%arg0, %3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %6, %7, %arg1 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<f32>
      %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.compare EQ, %arg2, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %13, %14, %arg2 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare LT, %11, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>)
    return %0, %2#1, %4#0, %4#1 : tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xf32>, tensor<4x8xi32>
  }
}
