// ERROR: 3:40: error: unranked tensors are not supported
module {
  func.func public @main(%arg0: tensor<*xf32>) {
    return
  }
}
