// ERROR: 3:42: error: element type 'f8E4M3FN' is not supported
module {
  func.func public @main(%arg0: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
    return %arg0 : tensor<4xf8E4M3FN>
  }
}
