module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> (tensor<16x64xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<8x8xf32>, %arg3: tensor<8x64xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %3 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<8x64xf32>) -> tensor<8x64xf32>
      sdy.return %2 : tensor<8x64xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
