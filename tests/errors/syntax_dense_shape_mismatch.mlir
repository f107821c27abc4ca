// ERROR: 4:50: error: dense literal has 1 elements in dimension 1, but the type has 2
module {
  func.func public @main() -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<[[1.0, 2.0], [3.0]]> : tensor<2x2xf32>
    return %cst : tensor<2x2xf32>
  }
}
