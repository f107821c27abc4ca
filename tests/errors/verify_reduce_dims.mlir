// ERROR: 5:5: error: 'stablehlo.reduce' op (C4) dimensions [2]: 2 is out of range [0, 2) of the inputs' rank
module @jit_f {
  func.func public @main(%arg0: tensor<96x10xf32>) -> (tensor<96xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
    return %0 : tensor<96xf32>
  }
}
