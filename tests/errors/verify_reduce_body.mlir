// ERROR: 5:5: error: 'stablehlo.reduce' op (C6) body argument #0 has type tensor<f32>, but body result #0 has type tensor<i32>
module @jit_f {
  func.func public @main(%arg0: tensor<96x10xf32>) -> (tensor<96xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %1 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }
    return %0 : tensor<96xf32>
  }
}
