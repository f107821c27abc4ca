// ERROR: 4:5: error: 'stablehlo.iota' op (C1) iota_dimension 2 must be in [0, 2), the rank of the output
module @jit_f {
  func.func public @main() -> (tensor<1x10xi32> {jax.result_info = ""}) {
    %0 = stablehlo.iota dim = 2 : tensor<1x10xi32>
    return %0 : tensor<1x10xi32>
  }
}
