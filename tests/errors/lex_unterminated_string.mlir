// ERROR: 3:63: error: unterminated string literal
module {
  func.func public @main(%arg0: tensor<4xf32> {jax.arg_info = "x}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
