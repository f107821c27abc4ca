// ERROR: 3:33: error: tuple types are not supported
module {
  func.func public @main(%arg0: tuple<tensor<f32>, tensor<i32>>) {
    return
  }
}
