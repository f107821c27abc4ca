module @sdy_ops attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p0, {}], replicated={"y"}>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}p1, {?}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}) {
    %0 = sdy.constant dense<1.000000e+00> : tensor<8x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x4xf32>
    %2 = sdy.reshard %1 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
    %3 = sdy.propagation_barrier %2 allowed_direction=BACKWARD : tensor<8x4xf32>
    %4 = sdy.named_computation<"scale">(%3, %arg1) (%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) {
      %5 = stablehlo.multiply %a, %b : tensor<8x4xf32>
      sdy.return %5 : tensor<8x4xf32>
    } : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = sdy.sharding_constraint %4 <@mesh, [{"x"}, {?}]> : tensor<8x4xf32>
    return %6 : tensor<8x4xf32>
  }
}
