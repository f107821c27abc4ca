// ERROR: 3:42: error: element type '!quant.uniform' is not supported
module {
  func.func public @main(%arg0: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
    return
  }
}
