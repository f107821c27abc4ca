// ERROR: 3:3: error: @main argument #0: mhlo.sharding "{devices=[2,2]<=[4]}" has 2 tile dims, which does not fit a rank-1 tensor
module @m {
  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
