// Written for the tests: a sub-axis ("model":(1)2) on an argument and a
// shard_map over whole axes in one module. from_annotations splits 'model'
// in the mesh it takes from the module; the manual computation's "model" is
// then both pieces, and its body runs on the split mesh's devices (the
// same devices, numbered alike).
module @subaxes_shard_map attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model":(1)2}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x64xf32> {
    %t = stablehlo.tanh %arg0 : tensor<16x32xf32>
    %0 = sdy.manual_computation(%t, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%a: tensor<8x8xf32>, %b: tensor<8x64xf32>) {
      %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %3 = stablehlo.add %x, %y : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<8x64xf32>) -> tensor<8x64xf32>
      sdy.return %2 : tensor<8x64xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
