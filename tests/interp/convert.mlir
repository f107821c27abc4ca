// convert between element types (float -> int truncates toward zero and
// saturates, NaN -> 0; rounding to nearest even into narrower floats;
// integers wrap), bitcast_convert, reduce_precision.

func.func @float_to_int() {
  %x = stablehlo.constant dense<[2.9, -2.9, 0.5, -0.5, 3.0e9, -3.0e9, 0x7FC00000, 0x7F800000, 0xFF800000]> : tensor<9xf32>
  %i = stablehlo.convert %x : (tensor<9xf32>) -> tensor<9xi32>
  check.expect_eq_const %i, dense<[2, -2, 0, 0, 2147483647, -2147483648, 0, 2147483647, -2147483648]> : tensor<9xi32>
  %u = stablehlo.convert %x : (tensor<9xf32>) -> tensor<9xui8>
  check.expect_eq_const %u, dense<[2, 0, 0, 0, 255, 0, 0, 255, 0]> : tensor<9xui8>
  %b = stablehlo.convert %x : (tensor<9xf32>) -> tensor<9xi1>
  check.expect_eq_const %b, dense<[true, true, true, true, true, true, true, true, true]> : tensor<9xi1>
  %z = stablehlo.constant dense<[0.0, -0.0]> : tensor<2xf32>
  %zb = stablehlo.convert %z : (tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %zb, dense<[false, false]> : tensor<2xi1>
  func.return
}

// -----

func.func @int_to_float() {
  %i = stablehlo.constant dense<[16777217, -16777217, 2147483647, 0]> : tensor<4xi32>
  %f = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xf32>
  check.expect_eq_const %f, dense<[16777216.0, -16777216.0, 2147483648.0, 0.0]> : tensor<4xf32>
  %u = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %uf = stablehlo.convert %u : (tensor<ui64>) -> tensor<f64>
  check.expect_eq_const %uf, dense<18446744073709551616.0> : tensor<f64>
  %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %bf = stablehlo.convert %b : (tensor<2xi1>) -> tensor<2xbf16>
  check.expect_eq_const %bf, dense<[1.0, 0.0]> : tensor<2xbf16>
  %h = stablehlo.constant dense<65519> : tensor<i32>
  %hf = stablehlo.convert %h : (tensor<i32>) -> tensor<f16>
  check.expect_eq_const %hf, dense<65504.0> : tensor<f16>
  %h2 = stablehlo.constant dense<65520> : tensor<i32>
  %hf2 = stablehlo.convert %h2 : (tensor<i32>) -> tensor<f16>
  check.expect_eq_const %hf2, dense<0x7C00> : tensor<f16>
  func.return
}

// -----

// Narrowing integers keeps the low bits; widening sign- or zero-extends.
func.func @int_to_int() {
  %i = stablehlo.constant dense<[300, -1, 128, -129]> : tensor<4xi32>
  %n = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xi8>
  check.expect_eq_const %n, dense<[44, -1, -128, 127]> : tensor<4xi8>
  %u = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xui8>
  check.expect_eq_const %u, dense<[44, 255, 128, 127]> : tensor<4xui8>
  %w = stablehlo.convert %n : (tensor<4xi8>) -> tensor<4xi64>
  check.expect_eq_const %w, dense<[44, -1, -128, 127]> : tensor<4xi64>
  %uw = stablehlo.convert %u : (tensor<4xui8>) -> tensor<4xi64>
  check.expect_eq_const %uw, dense<[44, 255, 128, 127]> : tensor<4xi64>
  %p = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xi1>
  check.expect_eq_const %p, dense<[true, true, true, true]> : tensor<4xi1>
  func.return
}

// -----

// f32 -> bf16 / f16 rounds to nearest, ties to even.
func.func @float_narrowing() {
  // 1 + 2^-8 is halfway between bf16 1.0 and 1.0078125: ties to even -> 1.0;
  // 1 + 3*2^-8 is halfway between 1.0078125 and 1.015625 -> 1.015625.
  %x = stablehlo.constant dense<[1.00390625, 1.01171875, 1.00390638, 3.0e38, -3.0e38, 0x7FC00000]> : tensor<6xf32>
  %b = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xbf16>
  check.expect_eq_const %b, dense<[1.0, 1.015625, 1.0078125, 3.00405527e38, -3.00405527e38, 0x7FC0]> : tensor<6xbf16>
  %y = stablehlo.constant dense<[65504.0, 65520.0, 1.0e-8, 6.0e-8, 0.000061035156]> : tensor<5xf32>
  %h = stablehlo.convert %y : (tensor<5xf32>) -> tensor<5xf16>
  // 65520 rounds up to infinity; 1e-8 underflows to 0; 6e-8 is the smallest
  // f16 denormal (5.96e-8); 2^-14 is the smallest normal.
  check.expect_eq_const %h, dense<[65504.0, 0x7C00, 0.0, 0x0001, 0x0400]> : tensor<5xf16>
  %back = stablehlo.convert %h : (tensor<5xf16>) -> tensor<5xf32>
  check.expect_eq_const %back, dense<[65504.0, 0x7F800000, 0.0, 5.96046448e-08, 0.000061035156]> : tensor<5xf32>
  %d = stablehlo.constant dense<[0.1, 1.0e300]> : tensor<2xf64>
  %f = stablehlo.convert %d : (tensor<2xf64>) -> tensor<2xf32>
  check.expect_eq_const %f, dense<[0.100000001, 0x7F800000]> : tensor<2xf32>
  func.return
}

// -----

func.func @bitcast_convert() {
  %x = stablehlo.constant dense<[1.0, -2.0, 0x7FC00000]> : tensor<3xf32>
  %i = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3xi32>
  check.expect_eq_const %i, dense<[1065353216, -1073741824, 2143289344]> : tensor<3xi32>
  %u = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3xui32>
  check.expect_eq_const %u, dense<[1065353216, 3221225472, 2143289344]> : tensor<3xui32>
  // Wider to narrower adds a minor dimension holding the little-endian parts.
  %p = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3x2xui16>
  check.expect_eq_const %p, dense<[[0, 16256], [0, 49152], [0, 32704]]> : tensor<3x2xui16>
  %w = stablehlo.bitcast_convert %p : (tensor<3x2xui16>) -> tensor<3xf32>
  check.expect_eq_const %w, dense<[1.0, -2.0, 0x7FC00000]> : tensor<3xf32>
  %d = stablehlo.constant dense<0x0123456789ABCDEF> : tensor<i64>
  %h = stablehlo.bitcast_convert %d : (tensor<i64>) -> tensor<4xbf16>
  check.expect_eq_const %h, dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xbf16>
  func.return
}

// -----

// reduce_precision rounds the mantissa (ties to even) and clamps the
// exponent range, keeping the element type.
func.func @reduce_precision() {
  %x = stablehlo.constant dense<[1.00390625, 1.01171875, 65520.0, 1.0e-8, 0x7FC00000]> : tensor<5xf32>
  %bf = stablehlo.reduce_precision %x, format = e8m7 : tensor<5xf32>
  check.expect_eq_const %bf, dense<[1.0, 1.015625, 65536.0, 1.00117177e-08, 0x7FC00000]> : tensor<5xf32>
  %h = stablehlo.reduce_precision %x, format = e5m10 : tensor<5xf32>
  check.expect_eq_const %h, dense<[1.00390625, 1.01171875, 0x7F800000, 0.0, 0x7FC00000]> : tensor<5xf32>
  func.return
}
