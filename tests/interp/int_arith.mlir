// Integer arithmetic: two's-complement wrapping, division and remainder
// (truncating toward zero; division by zero and INT_MIN / -1 as XLA's CPU
// backend defines them), shifts, bit counting, integer power.

func.func @add_sub_mul_wrap() {
  %a = stablehlo.constant dense<[127, -128, 100, -1]> : tensor<4xi8>
  %b = stablehlo.constant dense<[1, -1, 100, 1]> : tensor<4xi8>
  %s = stablehlo.add %a, %b : tensor<4xi8>
  check.expect_eq_const %s, dense<[-128, 127, -56, 0]> : tensor<4xi8>
  %d = stablehlo.subtract %b, %a : tensor<4xi8>
  check.expect_eq_const %d, dense<[-126, 127, 0, 2]> : tensor<4xi8>
  %m = stablehlo.multiply %a, %b : tensor<4xi8>
  check.expect_eq_const %m, dense<[127, -128, 16, -1]> : tensor<4xi8>
  %u = stablehlo.constant dense<[250, 0, 16]> : tensor<3xui8>
  %v = stablehlo.constant dense<[10, 1, 16]> : tensor<3xui8>
  %us = stablehlo.add %u, %v : tensor<3xui8>
  check.expect_eq_const %us, dense<[4, 1, 32]> : tensor<3xui8>
  %ud = stablehlo.subtract %u, %v : tensor<3xui8>
  check.expect_eq_const %ud, dense<[240, 255, 0]> : tensor<3xui8>
  %um = stablehlo.multiply %u, %v : tensor<3xui8>
  check.expect_eq_const %um, dense<[196, 0, 0]> : tensor<3xui8>
  %big = stablehlo.constant dense<9223372036854775807> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %wrap = stablehlo.add %big, %one : tensor<i64>
  check.expect_eq_const %wrap, dense<-9223372036854775808> : tensor<i64>
  func.return
}

// -----

func.func @negate_abs() {
  %a = stablehlo.constant dense<[-2147483648, -5, 0, 7]> : tensor<4xi32>
  %n = stablehlo.negate %a : tensor<4xi32>
  check.expect_eq_const %n, dense<[-2147483648, 5, 0, -7]> : tensor<4xi32>
  %b = stablehlo.abs %a : tensor<4xi32>
  check.expect_eq_const %b, dense<[-2147483648, 5, 0, 7]> : tensor<4xi32>
  %s = stablehlo.sign %a : tensor<4xi32>
  check.expect_eq_const %s, dense<[-1, -1, 0, 1]> : tensor<4xi32>
  %u = stablehlo.constant dense<[0, 1, 200]> : tensor<3xui8>
  %un = stablehlo.negate %u : tensor<3xui8>
  check.expect_eq_const %un, dense<[0, 255, 56]> : tensor<3xui8>
  func.return
}

// -----

// Division truncates toward zero; the remainder has the dividend's sign.
func.func @divide_remainder() {
  %a = stablehlo.constant dense<[17, -17, 17, -17, 0]> : tensor<5xi32>
  %b = stablehlo.constant dense<[3, 3, -3, -3, 5]> : tensor<5xi32>
  %q = stablehlo.divide %a, %b : tensor<5xi32>
  check.expect_eq_const %q, dense<[5, -5, -5, 5, 0]> : tensor<5xi32>
  %r = stablehlo.remainder %a, %b : tensor<5xi32>
  check.expect_eq_const %r, dense<[2, -2, 2, -2, 0]> : tensor<5xi32>
  %u = stablehlo.constant dense<[17, 255]> : tensor<2xui8>
  %v = stablehlo.constant dense<[3, 16]> : tensor<2xui8>
  %uq = stablehlo.divide %u, %v : tensor<2xui8>
  check.expect_eq_const %uq, dense<[5, 15]> : tensor<2xui8>
  %ur = stablehlo.remainder %u, %v : tensor<2xui8>
  check.expect_eq_const %ur, dense<[2, 15]> : tensor<2xui8>
  func.return
}

// -----

// x / 0 = -1 (all bits set, unsigned too), x % 0 = x, INT_MIN / -1 = INT_MIN,
// INT_MIN % -1 = 0.
func.func @divide_by_zero_and_overflow() {
  %a = stablehlo.constant dense<[5, -5, 0, -2147483648]> : tensor<4xi32>
  %b = stablehlo.constant dense<[0, 0, 0, -1]> : tensor<4xi32>
  %q = stablehlo.divide %a, %b : tensor<4xi32>
  check.expect_eq_const %q, dense<[-1, -1, -1, -2147483648]> : tensor<4xi32>
  %r = stablehlo.remainder %a, %b : tensor<4xi32>
  check.expect_eq_const %r, dense<[5, -5, 0, 0]> : tensor<4xi32>
  %u = stablehlo.constant dense<[7, 0]> : tensor<2xui16>
  %z = stablehlo.constant dense<0> : tensor<2xui16>
  %uq = stablehlo.divide %u, %z : tensor<2xui16>
  check.expect_eq_const %uq, dense<[65535, 65535]> : tensor<2xui16>
  %ur = stablehlo.remainder %u, %z : tensor<2xui16>
  check.expect_eq_const %ur, dense<[7, 0]> : tensor<2xui16>
  func.return
}

// -----

// Shift amounts are read as unsigned; shifting by the bit width or more
// gives 0 (or the sign fill for arithmetic right shifts).
func.func @shifts() {
  %a = stablehlo.constant dense<[1, -16, -16, 1, 1, -1]> : tensor<6xi8>
  %n = stablehlo.constant dense<[3, 2, 7, 8, -1, 100]> : tensor<6xi8>
  %l = stablehlo.shift_left %a, %n : tensor<6xi8>
  check.expect_eq_const %l, dense<[8, -64, 0, 0, 0, 0]> : tensor<6xi8>
  %ra = stablehlo.shift_right_arithmetic %a, %n : tensor<6xi8>
  check.expect_eq_const %ra, dense<[0, -4, -1, 0, 0, -1]> : tensor<6xi8>
  %rl = stablehlo.shift_right_logical %a, %n : tensor<6xi8>
  check.expect_eq_const %rl, dense<[0, 60, 1, 0, 0, 0]> : tensor<6xi8>
  func.return
}

// -----

func.func @bits() {
  %a = stablehlo.constant dense<[0, 1, -1, 255, 256, -2147483648]> : tensor<6xi32>
  %p = stablehlo.popcnt %a : tensor<6xi32>
  check.expect_eq_const %p, dense<[0, 1, 32, 8, 1, 1]> : tensor<6xi32>
  %c = stablehlo.count_leading_zeros %a : tensor<6xi32>
  check.expect_eq_const %c, dense<[32, 31, 0, 24, 23, 0]> : tensor<6xi32>
  %x = stablehlo.constant dense<[12, 10]> : tensor<2xui8>
  %y = stablehlo.constant dense<[10, 6]> : tensor<2xui8>
  %and = stablehlo.and %x, %y : tensor<2xui8>
  check.expect_eq_const %and, dense<[8, 2]> : tensor<2xui8>
  %or = stablehlo.or %x, %y : tensor<2xui8>
  check.expect_eq_const %or, dense<[14, 14]> : tensor<2xui8>
  %xor = stablehlo.xor %x, %y : tensor<2xui8>
  check.expect_eq_const %xor, dense<[6, 12]> : tensor<2xui8>
  %not = stablehlo.not %x : tensor<2xui8>
  check.expect_eq_const %not, dense<[243, 245]> : tensor<2xui8>
  %t = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %f = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %band = stablehlo.and %t, %f : tensor<4xi1>
  check.expect_eq_const %band, dense<[true, false, false, false]> : tensor<4xi1>
  %bxor = stablehlo.xor %t, %f : tensor<4xi1>
  check.expect_eq_const %bxor, dense<[false, true, true, false]> : tensor<4xi1>
  %bnot = stablehlo.not %t : tensor<4xi1>
  check.expect_eq_const %bnot, dense<[false, false, true, true]> : tensor<4xi1>
  func.return
}

// -----

// Integer power: repeated squaring with wrapping; a negative exponent gives
// 1 for base 1, +-1 for base -1, else 0.
func.func @power() {
  %b = stablehlo.constant dense<[2, -3, 2, 1, -1, -1, 5, 0, 0]> : tensor<9xi32>
  %e = stablehlo.constant dense<[10, 3, 31, -5, -5, -4, -1, 0, 3]> : tensor<9xi32>
  %p = stablehlo.power %b, %e : tensor<9xi32>
  check.expect_eq_const %p, dense<[1024, -27, -2147483648, 1, -1, 1, 0, 1, 0]> : tensor<9xi32>
  func.return
}

// -----

func.func @min_max_clamp() {
  %a = stablehlo.constant dense<[-3, 0, 200]> : tensor<3xi16>
  %b = stablehlo.constant dense<[2, -7, 100]> : tensor<3xi16>
  %mx = stablehlo.maximum %a, %b : tensor<3xi16>
  check.expect_eq_const %mx, dense<[2, 0, 200]> : tensor<3xi16>
  %mn = stablehlo.minimum %a, %b : tensor<3xi16>
  check.expect_eq_const %mn, dense<[-3, -7, 100]> : tensor<3xi16>
  %lo = stablehlo.constant dense<-1> : tensor<i16>
  %hi = stablehlo.constant dense<150> : tensor<i16>
  %c = stablehlo.clamp %lo, %a, %hi : (tensor<i16>, tensor<3xi16>, tensor<i16>) -> tensor<3xi16>
  check.expect_eq_const %c, dense<[-1, 0, 150]> : tensor<3xi16>
  %u = stablehlo.constant dense<[0, 255]> : tensor<2xui8>
  %v = stablehlo.constant dense<[1, 128]> : tensor<2xui8>
  %umx = stablehlo.maximum %u, %v : tensor<2xui8>
  check.expect_eq_const %umx, dense<[1, 255]> : tensor<2xui8>
  func.return
}
