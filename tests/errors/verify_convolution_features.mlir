// ERROR: 4:5: error: 'stablehlo.convolution' op (C14) the kernel input feature dimension (8) must equal the input feature dimension (16) / feature_group_count (1)
module @jit_f {
  func.func public @main(%arg0: tensor<4x32x32x16xf32>, %arg1: tensor<3x3x8x32xf32>) -> (tensor<4x32x32x32xf32> {jax.result_info = ""}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<3x3x8x32xf32>) -> tensor<4x32x32x32xf32>
    return %0 : tensor<4x32x32x32xf32>
  }
}
