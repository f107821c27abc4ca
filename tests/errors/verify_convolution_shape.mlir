// ERROR: 4:5: error: 'stablehlo.convolution' op (C25) result type tensor<1x224x224x64xf32> does not match the inferred type tensor<1x112x112x64xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<1x224x224x3xf32>, %arg1: tensor<7x7x3x64xf32>) -> (tensor<1x224x224x64xf32> {jax.result_info = ""}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x224x224x64xf32>
    return %0 : tensor<1x224x224x64xf32>
  }
}
