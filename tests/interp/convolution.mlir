// convolution: padding, strides, lhs (input) and rhs (kernel) dilation,
// window reversal, feature groups, batch groups, 1-D and 2-D layouts.
// Input x = [1, 2, 3, 4, 5] and kernel [1, 0, -1] make each output a
// difference x[i] - x[i + 2] that is easy to follow.

func.func @conv1d_valid_same_strided() {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0]]]> : tensor<1x5x1xf32>
  %k = stablehlo.constant dense<[[[1.0]], [[0.0]], [[-1.0]]]> : tensor<3x1x1xf32>
  %v = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
  check.expect_eq_const %v, dense<[[[-2.0], [-2.0], [-2.0]]]> : tensor<1x3x1xf32>
  %s = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x5x1xf32>
  check.expect_eq_const %s, dense<[[[-2.0], [-2.0], [-2.0], [-2.0], [4.0]]]> : tensor<1x5x1xf32>
  %t = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
  check.expect_eq_const %t, dense<[[[-2.0], [-2.0], [4.0]]]> : tensor<1x3x1xf32>
  func.return
}

// -----

func.func @conv1d_dilations_and_reversal() {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0]]]> : tensor<1x5x1xf32>
  %k = stablehlo.constant dense<[[[1.0]], [[0.0]], [[-1.0]]]> : tensor<3x1x1xf32>
  // Kernel taps 2 apart: x[0] - x[4].
  %rd = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %rd, dense<-4.0> : tensor<1x1x1xf32>
  // Input holes: [1, 0, 2, 0, 3, 0, 4, 0, 5].
  %ld = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x7x1xf32>
  check.expect_eq_const %ld, dense<[[[-1.0], [0.0], [-1.0], [0.0], [-1.0], [0.0], [-1.0]]]> : tensor<1x7x1xf32>
  %rv = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
  check.expect_eq_const %rv, dense<[[[2.0], [2.0], [2.0]]]> : tensor<1x3x1xf32>
  func.return
}

// -----

// Two feature groups: input channel 0 feeds output channel 0 (kernel
// [1, 1]: pairwise sums), channel 1 feeds output 1 (kernel [1, -1]).
func.func @feature_groups() {
  %x = stablehlo.constant dense<[[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0]]]> : tensor<1x3x2xf32>
  %k = stablehlo.constant dense<[[[1.0, 1.0]], [[1.0, -1.0]]]> : tensor<2x1x2xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x2xf32>, tensor<2x1x2xf32>) -> tensor<1x2x2xf32>
  check.expect_eq_const %c, dense<[[[3.0, -10.0], [5.0, -10.0]]]> : tensor<1x2x2xf32>
  func.return
}

// -----

// Two batch groups: output feature 0 is computed from batch 0, output
// feature 1 from batch 1 (the shape of a weight gradient).
func.func @batch_groups() {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]]]> : tensor<2x3x1xf32>
  %k = stablehlo.constant dense<[[[1.0, 1.0]], [[1.0, -1.0]]]> : tensor<2x1x2xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x3x1xf32>, tensor<2x1x2xf32>) -> tensor<1x2x2xf32>
  check.expect_eq_const %c, dense<[[[3.0, -1.0], [5.0, -1.0]]]> : tensor<1x2x2xf32>
  func.return
}

// -----

// NCHW / OIHW, asymmetric padding, stride 2 along H, a 2x2 box filter.
func.func @conv2d_nchw_padding_stride() {
  %x = stablehlo.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]]]> : tensor<1x1x3x3xf32>
  %k = stablehlo.constant dense<1.0> : tensor<1x1x2x2xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 0], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x2x3xf32>
  check.expect_eq_const %c, dense<[[[[3.0, 5.0, 3.0], [24.0, 28.0, 15.0]]]]> : tensor<1x1x2x3xf32>
  func.return
}

// -----

// NHWC with two input and three output channels, against a direct sum.
func.func @conv2d_nhwc_channels() {
  %x = stablehlo.constant dense<[[[[1.0, -1.0], [2.0, 0.5]], [[0.0, 3.0], [1.0, 1.0]]]]> : tensor<1x2x2x2xf32>
  %k = stablehlo.constant dense<[[[[1.0, 0.0, 2.0], [0.0, 1.0, -1.0]]]]> : tensor<1x1x2x3xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x2x2x3xf32>
  // out[h][w] = [x0, x1, 2 x0 - x1] for input channels (x0, x1)
  check.expect_eq_const %c, dense<[[[[1.0, -1.0, 3.0], [2.0, 0.5, 3.5]], [[0.0, 3.0, -3.0], [1.0, 1.0, 1.0]]]]> : tensor<1x2x2x3xf32>
  func.return
}
