module @jit_reshape_rows attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) -> (tensor<2x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}) {
    %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}>} : tensor<8x16xf32>
    %1 = stablehlo.reshape %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=16}>} : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=8, l=16} reduction={l}>} : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    return %2 : tensor<2x4x8xf32>
  }
}
