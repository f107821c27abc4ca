module @sharding_per_op attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dims={manual}}"}, %arg1: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, ?}p1, {"y"}]>]>} : tensor<8x16xf32>
    %1:2 = stablehlo.optimization_barrier {mhlo.sharding = "{{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}, {replicated}}"} %0, %arg1 : tensor<8x16xf32>, tensor<8x16xf32>
    %2 = sdy.sharding_constraint %1#0 <@mesh, [{"x"}, {?}]> : tensor<8x16xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<8x16xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {"y"}p0]> : tensor<8x16xf32>
    return %4, %1#1 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
