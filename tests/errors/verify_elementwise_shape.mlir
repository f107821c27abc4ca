// ERROR: 4:5: error: 'stablehlo.add' op (C1) lhs, rhs and result must have the same type, but got tensor<4x8xf32>, tensor<8x8xf32> and tensor<4x8xf32>
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<4x8xf32> {jax.result_info = ""}) {
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
