module @jit_cnn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) -> (tensor<2x8x8x3xf32> {jax.result_info = "result[0]"}, tensor<3x3x3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x4x4x4xf32>
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%0, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x2x2x4xf32>
    %4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<2x2x2x4xf32>
    %7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<2x2x2x4xf32>
    %10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.pad %0, %10, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = "stablehlo.select_and_scatter"(%11, %9, %12) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<2x4x4x4xf32>, tensor<2x2x2x4xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %14 = stablehlo.slice %13 [0:2, 0:4, 0:4, 0:4] : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %15 = stablehlo.convolution(%arg0, %14) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<2x4x4x4xf32>) -> tensor<3x3x3x4xf32>
    %16 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x3x4xf32>
    %17 = stablehlo.convolution(%14, %16) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x8x8x3xf32>
    return %17, %15 : tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>
  }
}
