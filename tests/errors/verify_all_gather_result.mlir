// ERROR: 4:5: error: 'stablehlo.all_gather' op (C6) result type tensor<4x8xf32> does not match the inferred type tensor<8x8xf32>
module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>) -> (tensor<4x8xf32> {jax.result_info = ""}) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
