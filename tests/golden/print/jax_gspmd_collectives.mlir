module @jit_g attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x4x8xf32> {jax.result_info = "result[1]"}, tensor<16x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<16x8xf32> {jax.result_info = "result[4]"}, tensor<i32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x8xf32>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %26 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %4 = "stablehlo.all_gather"(%3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<1x4x8xf32>) -> tensor<4x4x8xf32>
    %5 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %26 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<4x8xf32>) -> tensor<1x8xf32>
    %7 = "stablehlo.all_to_all"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %8 = stablehlo.constant dense<2> : tensor<ui32>
    %9 = stablehlo.constant dense<4> : tensor<ui32>
    %10 = stablehlo.partition_id : tensor<ui32>
    %11 = stablehlo.divide %10, %8 : tensor<ui32>
    %12 = stablehlo.remainder %11, %9 : tensor<ui32>
    %13 = stablehlo.convert %12 : (tensor<ui32>) -> tensor<i32>
    %14 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = stablehlo.custom_call @SPMDShardToFullShape(%14) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %16 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %17 = stablehlo.custom_call @SPMDShardToFullShape(%16) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %18 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %19 = stablehlo.custom_call @SPMDShardToFullShape(%18) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x8xf32>) -> tensor<16x8xf32>
    %20 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %21 = stablehlo.custom_call @SPMDShardToFullShape(%20) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %22 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %23 = stablehlo.custom_call @SPMDShardToFullShape(%22) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x8xf32>) -> tensor<16x8xf32>
    %24 = stablehlo.custom_call @Sharding(%13) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %25 = stablehlo.custom_call @SPMDShardToFullShape(%24) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
    return %15, %17, %19, %21, %23, %25 : tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<16x8xf32>, tensor<i32>
  }
}
