// Floating-point arithmetic on IEEE special values: infinities, NaN, signed
// zeros, denormals, overflow. Signed zeros are checked through their bits
// (bitcast_convert), since the almost_eq rule treats -0 and +0 as equal.

func.func @add_sub_special() {
  %a = stablehlo.constant dense<[0x7F800000, 0x7F800000, 1.0, -0.0, -0.0, 3.0e38]> : tensor<6xf32>
  %b = stablehlo.constant dense<[0xFF800000, 1.0, 0x7FC00000, -0.0, 0.0, 3.0e38]> : tensor<6xf32>
  %s = stablehlo.add %a, %b : tensor<6xf32>
  check.expect_eq_const %s, dense<[0x7FC00000, 0x7F800000, 0x7FC00000, -0.0, 0.0, 0x7F800000]> : tensor<6xf32>
  %d = stablehlo.subtract %a, %a : tensor<6xf32>
  check.expect_eq_const %d, dense<[0x7FC00000, 0x7FC00000, 0.0, 0.0, 0.0, 0.0]> : tensor<6xf32>
  func.return
}

// -----

func.func @multiply_divide_special() {
  %a = stablehlo.constant dense<[0.0, -1.0, 1.0, -1.0, 0.0, 0x7F800000, 1.0e-30]> : tensor<7xf32>
  %b = stablehlo.constant dense<[-1.0, 0.0, 0.0, 0.0, 0.0, 0x7F800000, 1.0e-30]> : tensor<7xf32>
  %m = stablehlo.multiply %a, %b : tensor<7xf32>
  // 1e-30 * 1e-30 underflows to +0
  check.expect_eq_const %m, dense<[-0.0, -0.0, 0.0, -0.0, 0.0, 0x7F800000, 0.0]> : tensor<7xf32>
  %q = stablehlo.divide %a, %b : tensor<7xf32>
  check.expect_eq_const %q, dense<[-0.0, 0xFF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 1.0]> : tensor<7xf32>
  func.return
}

// -----

// Rounding to nearest even at the last bit of f32: 2^24 + 1 is not
// representable, 1 + 2^-24 rounds back to 1, denormals are kept.
func.func @rounding_and_denormals() {
  %a = stablehlo.constant dense<[16777216.0, 1.0, 1.0e-38, 0x00000001]> : tensor<4xf32>
  %b = stablehlo.constant dense<[1.0, 5.96046448e-08, 1.0e-38, 0x00000001]> : tensor<4xf32>
  %s = stablehlo.add %a, %b : tensor<4xf32>
  %bits = stablehlo.bitcast_convert %s : (tensor<4xf32>) -> tensor<4xi32>
  // 1e-38 is denormal, 1e-38 + 1e-38 is normal (0x00D9C7DC); 2 * the smallest denormal is 0x2
  check.expect_eq_const %bits, dense<[1266679808, 1065353216, 14272476, 2]> : tensor<4xi32>
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %third = stablehlo.divide %one, %three : tensor<f32>
  %tb = stablehlo.bitcast_convert %third : (tensor<f32>) -> tensor<i32>
  check.expect_eq_const %tb, dense<1051372203> : tensor<i32>
  func.return
}

// -----

// maximum/minimum propagate NaN and order -0 below +0.
func.func @max_min_nan_and_signed_zero() {
  %a = stablehlo.constant dense<[1.0, 0x7FC00000, -0.0, 0.0, 0xFF800000]> : tensor<5xf32>
  %b = stablehlo.constant dense<[0x7FC00000, 1.0, 0.0, -0.0, -3.0]> : tensor<5xf32>
  %mx = stablehlo.maximum %a, %b : tensor<5xf32>
  check.expect_eq_const %mx, dense<[0x7FC00000, 0x7FC00000, 0.0, 0.0, -3.0]> : tensor<5xf32>
  %mn = stablehlo.minimum %a, %b : tensor<5xf32>
  check.expect_eq_const %mn, dense<[0x7FC00000, 0x7FC00000, -0.0, -0.0, 0xFF800000]> : tensor<5xf32>
  func.return
}

// -----

// remainder is fmod: the result has the dividend's sign and is exact.
func.func @float_remainder() {
  %a = stablehlo.constant dense<[5.5, -5.5, 5.5, 1.0, 0x7FF0000000000000, -0.0]> : tensor<6xf64>
  %b = stablehlo.constant dense<[2.0, 2.0, -2.0, 0.0, 2.0, 3.0]> : tensor<6xf64>
  %r = stablehlo.remainder %a, %b : tensor<6xf64>
  check.expect_eq_const %r, dense<[1.5, -1.5, 1.5, 0x7FF8000000000000, 0x7FF8000000000000, -0.0]> : tensor<6xf64>
  func.return
}

// -----

func.func @power_and_atan2() {
  %x = stablehlo.constant dense<[2.0, -8.0, 4.0, 0.0, -2.0, 0x7FF8000000000000]> : tensor<6xf64>
  %y = stablehlo.constant dense<[10.0, 0.5, -0.5, -1.0, 3.0, 0.0]> : tensor<6xf64>
  %p = stablehlo.power %x, %y : tensor<6xf64>
  check.expect_eq_const %p, dense<[1024.0, 0x7FF8000000000000, 0.5, 0x7FF0000000000000, -8.0, 1.0]> : tensor<6xf64>
  %a = stablehlo.constant dense<[1.0, 1.0, -1.0, 0.0, -0.0]> : tensor<5xf64>
  %b = stablehlo.constant dense<[1.0, -1.0, -1.0, -1.0, -1.0]> : tensor<5xf64>
  %t = stablehlo.atan2 %a, %b : tensor<5xf64>
  check.expect_almost_eq_const %t, dense<[0.78539816339744828, 2.3561944901923448, -2.3561944901923448, 3.1415926535897931, -3.1415926535897931]> : tensor<5xf64>, tolerance = 1.0e-15
  func.return
}

// -----

// f64 keeps what f32 loses.
func.func @f64_precision() {
  %a = stablehlo.constant dense<[1.0e16, 0.1]> : tensor<2xf64>
  %b = stablehlo.constant dense<[1.0, 0.2]> : tensor<2xf64>
  %s = stablehlo.add %a, %b : tensor<2xf64>
  // 1e16 + 1 rounds to even (1e16); 0.1 + 0.2 is the famous 0.30000000000000004
  check.expect_eq_const %s, dense<[1.0e16, 0.30000000000000004]> : tensor<2xf64>
  func.return
}
