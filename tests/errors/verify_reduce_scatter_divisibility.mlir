// ERROR: 4:5: error: 'stablehlo.reduce_scatter' op (C1) scatter dimension 0 has size 6, not divisible by the group size 4
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>) -> (tensor<2x8xf32> {jax.result_info = ""}) {
    %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<6x8xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}
