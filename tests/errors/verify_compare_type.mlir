// ERROR: 4:5: error: 'stablehlo.compare' op (C3) compare_type FLOAT does not fit element type i32 (expected SIGNED)
module @jit_f {
  func.func public @main(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> (tensor<4xi1> {jax.result_info = ""}) {
    %0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    return %0 : tensor<4xi1>
  }
}
