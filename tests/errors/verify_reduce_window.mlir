// ERROR: 5:5: error: 'stablehlo.reduce_window' op (C15) result type tensor<1x56x56x64xf32> does not match the inferred type tensor<1x55x55x64xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<1x112x112x64xf32>) -> (tensor<1x56x56x64xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x112x112x64xf32>, tensor<f32>) -> tensor<1x56x56x64xf32>
    return %0 : tensor<1x56x56x64xf32>
  }
}
