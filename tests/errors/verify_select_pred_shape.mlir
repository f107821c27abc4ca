// ERROR: 4:5: error: 'stablehlo.select' op (C1) pred must be a scalar or have the shape of on_true, but got tensor<96xi1> and tensor<96x512xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<96xi1>, %arg1: tensor<96x512xf32>, %arg2: tensor<96x512xf32>) -> (tensor<96x512xf32> {jax.result_info = ""}) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<96xi1>, tensor<96x512xf32>
    return %0 : tensor<96x512xf32>
  }
}
