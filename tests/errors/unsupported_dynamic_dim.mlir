// ERROR: 3:40: error: dynamic dimensions are not supported
module {
  func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    return %arg0 : tensor<?x4xf32>
  }
}
