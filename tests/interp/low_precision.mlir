// bf16 and f16: every elementwise result is rounded once to the element
// type (nearest, ties to even); overflow goes to infinity; reductions
// round after every step of the body, dot_general accumulates in f32.

func.func @bf16_add_rounding() {
  // bf16 has 8 significant bits: 256 + 1 = 257 is a tie -> 256 (even),
  // 256 + 3 = 259 is a tie -> 260; 1 + 2^-8 -> 1.
  %a = stablehlo.constant dense<[256.0, 256.0, 1.0, 3.0e38]> : tensor<4xbf16>
  %b = stablehlo.constant dense<[1.0, 3.0, 0.00390625, 3.0e38]> : tensor<4xbf16>
  %s = stablehlo.add %a, %b : tensor<4xbf16>
  check.expect_eq_const %s, dense<[256.0, 260.0, 1.0, 0x7F80]> : tensor<4xbf16>
  %m = stablehlo.multiply %a, %b : tensor<4xbf16>
  check.expect_eq_const %m, dense<[256.0, 768.0, 0.00390625, 0x7F80]> : tensor<4xbf16>
  func.return
}

// -----

func.func @f16_overflow_and_precision() {
  // f16 has 11 significant bits: 2048 + 1 -> 2048; 65504 + 16 is halfway
  // to 65536, which overflows -> inf.
  %a = stablehlo.constant dense<[2048.0, 65504.0, 0.1, 60000.0]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, 16.0, 0.1, 2.0]> : tensor<4xf16>
  %s = stablehlo.add %a, %b : tensor<4xf16>
  check.expect_eq_const %s, dense<[2048.0, 0x7C00, 0.199951172, 60000.0]> : tensor<4xf16>
  %m = stablehlo.multiply %a, %b : tensor<4xf16>
  // 0.1 in f16 is 0.0999755859; squared and rounded: 0.0099945068
  check.expect_eq_const %m, dense<[2048.0, 0x7C00, 0.0099945068, 0x7C00]> : tensor<4xf16>
  %d = stablehlo.divide %b, %a : tensor<4xf16>
  check.expect_eq_const %d, dense<[0.00048828125, 0.000244379044, 1.0, 3.33189964e-05]> : tensor<4xf16>
  func.return
}

// -----

func.func @bf16_reduce_rounds_each_step() {
  %x = stablehlo.constant dense<[1.0, 0.00390625, 0.00390625, 0.00390625, 0.00390625]> : tensor<5xbf16>
  %z = stablehlo.constant dense<0.0> : tensor<bf16>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<5xbf16>, tensor<bf16>) -> tensor<bf16>
  check.expect_eq_const %s, dense<1.0> : tensor<bf16>
  // Adding the small terms first keeps them: 4 * 2^-8 + 1 = 1.015625.
  %r = stablehlo.reverse %x, dims = [0] : tensor<5xbf16>
  %s2 = stablehlo.reduce(%r init: %z) applies stablehlo.add across dimensions = [0] : (tensor<5xbf16>, tensor<bf16>) -> tensor<bf16>
  check.expect_eq_const %s2, dense<1.015625> : tensor<bf16>
  func.return
}

// -----

func.func @bf16_dot_accumulates_in_f32() {
  %a = stablehlo.constant dense<[[1.0, 0.00390625, 0.00390625]]> : tensor<1x3xbf16>
  %b = stablehlo.constant dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xbf16>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x3xbf16>, tensor<3x1xbf16>) -> tensor<1x1xbf16>
  check.expect_eq_const %d, dense<1.0078125> : tensor<1x1xbf16>
  %df = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x3xbf16>, tensor<3x1xbf16>) -> tensor<1x1xf32>
  check.expect_eq_const %df, dense<1.0078125> : tensor<1x1xf32>
  func.return
}

// -----

func.func @f16_transcendental() {
  %x = stablehlo.constant dense<[0.0, 1.0, 2.0, -1.0]> : tensor<4xf16>
  %e = stablehlo.exponential %x : tensor<4xf16>
  check.expect_eq_const %e, dense<[1.0, 2.71875, 7.390625, 0.367919922]> : tensor<4xf16>
  %t = stablehlo.tanh %x : tensor<4xf16>
  check.expect_eq_const %t, dense<[0.0, 0.76171875, 0.963867188, -0.76171875]> : tensor<4xf16>
  %s = stablehlo.sqrt %x : tensor<4xf16>
  check.expect_eq_const %s, dense<[0.0, 1.0, 1.41406250, 0x7E00]> : tensor<4xf16>
  func.return
}
