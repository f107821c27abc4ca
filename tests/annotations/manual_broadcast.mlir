// Written for the tests (JAX has no collective_broadcast primitive): a
// shard_map body that broadcasts each 'model' group's first shard to the
// group, over the module's mesh. run --verify counts it, predicts its bytes
// ((n-1) x 512 B per group) and simulate costs it.
module @manual_broadcast attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<16x32xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg1: tensor<8x8xf32>) {
      %1 = "stablehlo.collective_broadcast"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %2 = stablehlo.tanh %1 : tensor<8x8xf32>
      sdy.return %2 : tensor<8x8xf32>
    } : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
}
