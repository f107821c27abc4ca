// ERROR: 4:3: error: @main argument #0: sdy.sharding <@mesh, [{"y"}, {}]>: axis "y" is not in the mesh
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x4xf32> {
    return %arg0 : tensor<8x4xf32>
  }
}
