// Data movement: reshape, transpose, broadcast, slice, concatenate, pad
// (negative and interior padding), reverse, iota, get_dimension_size, and
// tensors with a zero dimension.

func.func @reshape_transpose() {
  %x = stablehlo.iota dim = 0 : tensor<6xi32>
  %r = stablehlo.reshape %x : (tensor<6xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>
  %t = stablehlo.transpose %r, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %t, dense<[[0, 3], [1, 4], [2, 5]]> : tensor<3x2xi32>
  %c = stablehlo.reshape %r : (tensor<2x3xi32>) -> tensor<3x1x2xi32>
  %t3 = stablehlo.transpose %c, dims = [2, 0, 1] : (tensor<3x1x2xi32>) -> tensor<2x3x1xi32>
  check.expect_eq_const %t3, dense<[[[0], [2], [4]], [[1], [3], [5]]]> : tensor<2x3x1xi32>
  func.return
}

// -----

func.func @iota() {
  %a = stablehlo.iota dim = 1 : tensor<2x3xf32>
  check.expect_eq_const %a, dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf32>
  %b = stablehlo.iota dim = 0 : tensor<2x3xui8>
  check.expect_eq_const %b, dense<[[0, 0, 0], [1, 1, 1]]> : tensor<2x3xui8>
  %w = stablehlo.iota dim = 0 : tensor<300xi8>
  %last = stablehlo.slice %w [299:300] : (tensor<300xi8>) -> tensor<1xi8>
  check.expect_eq_const %last, dense<43> : tensor<1xi8>
  func.return
}

// -----

func.func @broadcast() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %a = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %a, dense<[[1, 1, 1], [2, 2, 2]]> : tensor<2x3xi32>
  %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %b, dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>
  %one = stablehlo.constant dense<[[7], [8]]> : tensor<2x1xi32>
  %e = stablehlo.broadcast_in_dim %one, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %e, dense<[[7, 7], [8, 8]]> : tensor<2x2xi32>
  %c = stablehlo.broadcast %x, sizes = [2] : (tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %c, dense<[[1, 2], [1, 2]]> : tensor<2x2xi32>
  %s = stablehlo.constant dense<5.0> : tensor<f32>
  %z = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<0x4xf32>
  check.expect_eq_const %z, dense<> : tensor<0x4xf32>
  func.return
}

// -----

func.func @slice() {
  %x = stablehlo.iota dim = 0 : tensor<10xi32>
  %a = stablehlo.slice %x [2:8:3] : (tensor<10xi32>) -> tensor<2xi32>
  check.expect_eq_const %a, dense<[2, 5]> : tensor<2xi32>
  %m = stablehlo.reshape %x : (tensor<10xi32>) -> tensor<2x5xi32>
  %b = stablehlo.slice %m [1:2, 0:5:2] : (tensor<2x5xi32>) -> tensor<1x3xi32>
  check.expect_eq_const %b, dense<[[5, 7, 9]]> : tensor<1x3xi32>
  %e = stablehlo.slice %m [0:2, 3:3] : (tensor<2x5xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %e, dense<> : tensor<2x0xi32>
  func.return
}

// -----

func.func @concatenate() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[5], [6]]> : tensor<2x1xi32>
  %e = stablehlo.constant dense<> : tensor<2x0xi32>
  %c = stablehlo.concatenate %a, %e, %b, dim = 1 : (tensor<2x2xi32>, tensor<2x0xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %c, dense<[[1, 2, 5], [3, 4, 6]]> : tensor<2x3xi32>
  %d = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
  check.expect_eq_const %d, dense<[[1, 2], [3, 4], [1, 2], [3, 4]]> : tensor<4x2xi32>
  func.return
}

// -----

func.func @pad() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %v = stablehlo.constant dense<0> : tensor<i32>
  %p = stablehlo.pad %x, %v, low = [1, 0], high = [0, 1], interior = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3x6xi32>
  check.expect_eq_const %p, dense<[[0, 0, 0, 0, 0, 0], [1, 0, 2, 0, 3, 0], [4, 0, 5, 0, 6, 0]]> : tensor<3x6xi32>
  // Negative padding removes elements, after interior padding is inserted.
  %n = stablehlo.pad %x, %v, low = [0, -1], high = [-1, -2], interior = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x2xi32>
  check.expect_eq_const %n, dense<[[0, 2]]> : tensor<1x2xi32>
  %f = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %pf = stablehlo.pad %f, %nan, low = [2], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %pf, dense<[0x7FC00000, 0x7FC00000, 1.0, 0x7FC00000]> : tensor<4xf32>
  func.return
}

// -----

func.func @reverse_and_dimension_size() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = stablehlo.reverse %x, dims = [1] : tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
  %rr = stablehlo.reverse %x, dims = [0, 1] : tensor<2x3xi32>
  check.expect_eq_const %rr, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi32>
  %d = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xi32>) -> tensor<i32>
  check.expect_eq_const %d, dense<3> : tensor<i32>
  func.return
}

// -----

// Zero-element tensors flow through elementwise ops and reductions.
func.func @empty_tensors() {
  %e = stablehlo.constant dense<> : tensor<0x3xf32>
  %s = stablehlo.add %e, %e : tensor<0x3xf32>
  %t = stablehlo.transpose %s, dims = [1, 0] : (tensor<0x3xf32>) -> tensor<3x0xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[0.0, 0.0, 0.0]> : tensor<3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %p = stablehlo.reduce(%t init: %one) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %p, dense<1.0> : tensor<f32>
  func.return
}
