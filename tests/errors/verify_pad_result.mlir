// ERROR: 5:5: error: 'stablehlo.pad' op (C4) result type tensor<16xf32> does not match the inferred type tensor<23xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<16xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [4], high = [4], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
