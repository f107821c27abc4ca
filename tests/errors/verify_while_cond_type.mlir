// ERROR: 5:5: error: 'stablehlo.while' op (C1) cond must return a single tensor<i1>, but returns tensor<i32>
module @jit_f {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = ""}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      stablehlo.return %iterArg : tensor<i32>
    } do {
      stablehlo.return %iterArg, %iterArg_0 : tensor<i32>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
}
