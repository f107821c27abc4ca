// ERROR: 4:35: error: integer literal '256' is out of range for i8
module {
  func.func public @main() -> tensor<i8> {
    %c = stablehlo.constant dense<256> : tensor<i8>
    return %c : tensor<i8>
  }
}
