// ERROR: 3:42: error: complex element types are not supported
module {
  func.func public @main(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    return %arg0 : tensor<4xcomplex<f32>>
  }
}
