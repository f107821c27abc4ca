// Written for the tests: Shardy sub-axes ("x":(1)2 and "x":(2)2 of x=4) on
// arguments and the result. from_annotations splits x in the mesh it takes
// from the module (x:(1)2=2,x:(2)2=2,y=2); --annotate=shardy writes them back.
module @sub attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"y"}]>}, %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x":(2)2}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"x":(2)2}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
