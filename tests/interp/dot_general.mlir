// dot_general: matrix products, batch dimensions, several contracting
// dimensions, integer and mixed-precision products, the legacy dot.

func.func @matmul() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %c, dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf32>
  // Contracting the lhs's first dimension: a^T b^T = (b a)^T.
  %d = stablehlo.dot_general %b, %a, contracting_dims = [1] x [0] : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  check.expect_eq_const %d, dense<[[39.0, 54.0, 69.0], [49.0, 68.0, 87.0], [59.0, 82.0, 105.0]]> : tensor<3x3xf32>
  %t = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  check.expect_eq_const %t, dense<[[17.0, 22.0, 27.0], [22.0, 29.0, 36.0], [27.0, 36.0, 45.0]]> : tensor<3x3xf32>
  func.return
}

// -----

func.func @batch_dims() {
  %a = stablehlo.constant dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi32>
  %b = stablehlo.constant dense<[[[5], [6]], [[7], [8]]]> : tensor<2x2x1xi32>
  %c = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x1x2xi32>, tensor<2x2x1xi32>) -> tensor<2x1x1xi32>
  check.expect_eq_const %c, dense<[[[17]], [[53]]]> : tensor<2x1x1xi32>
  // Batch dimension last in the rhs; result dims are batch, lhs free, rhs free.
  %r = stablehlo.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi32>
  %e = stablehlo.dot_general %a, %r, batching_dims = [0] x [1], contracting_dims = [2] x [0] : (tensor<2x1x2xi32>, tensor<2x2xi32>) -> tensor<2x1xi32>
  check.expect_eq_const %e, dense<[[70], [220]]> : tensor<2x1xi32>
  func.return
}

// -----

func.func @two_contracting_dims_and_outer_product() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf64>
  %f = stablehlo.dot_general %a, %b, contracting_dims = [0, 1] x [0, 1] : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<f64>
  check.expect_eq_const %f, dense<70.0> : tensor<f64>
  %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %w = stablehlo.constant dense<[3.0, 4.0, 5.0]> : tensor<3xf64>
  %o = stablehlo.dot_general %v, %w, contracting_dims = [] x [] : (tensor<2xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  check.expect_eq_const %o, dense<[[3.0, 4.0, 5.0], [6.0, 8.0, 10.0]]> : tensor<2x3xf64>
  func.return
}

// -----

// Integer products wrap; i8 x i8 can accumulate into i32.
func.func @integer_dots() {
  %a = stablehlo.constant dense<[[100, 100]]> : tensor<1x2xi8>
  %b = stablehlo.constant dense<[[100], [28]]> : tensor<2x1xi8>
  %w = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi32>
  check.expect_eq_const %w, dense<12800> : tensor<1x1xi32>
  %n = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi8>
  check.expect_eq_const %n, dense<0> : tensor<1x1xi8>
  func.return
}

// -----

func.func @legacy_dot_and_empty_contraction() {
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %d = stablehlo.dot %v, %m : (tensor<3xf32>, tensor<3x2xf32>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[4.0, 5.0]> : tensor<2xf32>
  %s = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  check.expect_eq_const %s, dense<14.0> : tensor<f32>
  %e = stablehlo.constant dense<> : tensor<2x0xf32>
  %f = stablehlo.constant dense<> : tensor<0x3xf32>
  %z = stablehlo.dot_general %e, %f, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %z, dense<0.0> : tensor<2x3xf32>
  func.return
}

// -----

// A larger product through the BLAS path, checked against a closed form:
// (A B)[i][j] = sum_k (i + k) (k - j) over k < 64.
func.func @larger_matmul() {
  %i = stablehlo.iota dim = 0 : tensor<3x64xf32>
  %k = stablehlo.iota dim = 1 : tensor<3x64xf32>
  %a = stablehlo.add %i, %k : tensor<3x64xf32>
  %kk = stablehlo.iota dim = 0 : tensor<64x2xf32>
  %j = stablehlo.iota dim = 1 : tensor<64x2xf32>
  %b = stablehlo.subtract %kk, %j : tensor<64x2xf32>
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x64xf32>, tensor<64x2xf32>) -> tensor<3x2xf32>
  // sum k^2 = 85344, sum k = 2016: i*2016 + 85344 - j*(64 i + 2016)
  check.expect_eq_const %c, dense<[[85344.0, 83328.0], [87360.0, 85280.0], [89376.0, 87232.0]]> : tensor<3x2xf32>
  func.return
}
