// reduce: sums, products, max/min (NaN propagates), logical and/or over
// booleans, several dimensions at once, and a two-operand reduce computing
// argmax with a general reducer body.

func.func @sum_and_product() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %rows = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %rows, dense<[6.0, 15.0]> : tensor<2xf32>
  %cols = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %cols, dense<[5.0, 7.0, 9.0]> : tensor<3xf32>
  %all = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %all, dense<21.0> : tensor<f32>
  %ten = stablehlo.constant dense<10.0> : tensor<f32>
  %init = stablehlo.reduce(%x init: %ten) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %init, dense<[16.0, 25.0]> : tensor<2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %prod = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %prod, dense<[6.0, 120.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<[[2147483647, 1], [-3, 4]]> : tensor<2x2xi32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %si = stablehlo.reduce(%i init: %zi) applies stablehlo.add across dimensions = [1] : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %si, dense<[-2147483648, 1]> : tensor<2xi32>
  func.return
}

// -----

func.func @max_min_nan() {
  %x = stablehlo.constant dense<[[1.0, 0x7FC00000, 3.0], [-1.0, -5.0, -2.0]]> : tensor<2x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %mx, dense<[0x7FC00000, -1.0]> : tensor<2xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %mn = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %mn, dense<[-1.0, 0x7FC00000, -2.0]> : tensor<3xf32>
  func.return
}

// -----

func.func @boolean_any_all() {
  %x = stablehlo.constant dense<[[true, true], [true, false], [false, false]]> : tensor<3x2xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %all = stablehlo.reduce(%x init: %t) applies stablehlo.and across dimensions = [1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const %all, dense<[true, false, false]> : tensor<3xi1>
  %any = stablehlo.reduce(%x init: %f) applies stablehlo.or across dimensions = [1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const %any, dense<[true, true, false]> : tensor<3xi1>
  func.return
}

// -----

// argmax along dim 1: ties keep the lower index.
func.func @argmax_two_operands() {
  %x = stablehlo.constant dense<[[1.0, 7.0, 7.0, 3.0], [-1.0, -2.0, -0.5, -4.0]]> : tensor<2x4xf32>
  %idx = stablehlo.iota dim = 1 : tensor<2x4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%x init: %ninf), (%idx init: %zero) across dimensions = [1] : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lo = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lo : tensor<i1>
    %keep = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %keep, %a, %b : tensor<i1>, tensor<f32>
    %i = stablehlo.select %keep, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  check.expect_eq_const %r#0, dense<[7.0, -0.5]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

// A three-dimensional reduce over the outer and inner dimensions.
func.func @reduce_outer_and_inner() {
  %x = stablehlo.iota dim = 0 : tensor<24xi64>
  %y = stablehlo.reshape %x : (tensor<24xi64>) -> tensor<2x3x4xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xi64>, tensor<i64>) -> tensor<3xi64>
  // sum over i, k of 12 i + 4 j + k = 4 * 12 + 8 * 4 j + 2 * 6
  check.expect_eq_const %r, dense<[60, 92, 124]> : tensor<3xi64>
  func.return
}
