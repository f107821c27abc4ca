// ERROR: 3:31: error: function declarations without a body are not supported
module {
  func.func private @external(tensor<4xf32>) -> tensor<4xf32>
}
