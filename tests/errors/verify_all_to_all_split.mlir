// ERROR: 4:5: error: 'stablehlo.all_to_all' op (C2) split dimension 1 has size 6, not divisible by split_count 4
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>) -> (tensor<32x1xf32> {jax.result_info = ""}) {
    %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<8x6xf32>) -> tensor<32x1xf32>
    return %0 : tensor<32x1xf32>
  }
}
