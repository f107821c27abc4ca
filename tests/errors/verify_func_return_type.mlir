// ERROR: 5:5: error: 'func.return' op operand #0 has type tensor<4xf32>, but the enclosing function @main returns tensor<8xf32>
module @jit_f {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<8xf32> {jax.result_info = ""}) {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
