module @jit_reshape_rows attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) -> (tensor<2x4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    return %2 : tensor<2x4x8xf32>
  }
}
