// ERROR: 4:5: error: 'stablehlo.custom_call' op invalid mhlo.sharding "{devices=[4,1]<=[2]}": the number of devices does not match the tile shape at offset 19
module @m {
  func.func public @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
