// reduce_window (max/sum pooling with strides, padding, base and window
// dilation) and select_and_scatter (the gradient of max pooling).

func.func @max_pool_2x2() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[6.0, 8.0], [14.0, 16.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Padding is filled with the init value: a 3-wide window sum with "SAME"
// padding along a vector.
func.func @sum_window_padding() {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[3, 6, 9, 12, 9]> : tensor<5xi32>
  // With init 100 the padding counts: 100 is added once per element of the
  // window that falls on padding, plus once as the initial value.
  %h = stablehlo.constant dense<100> : tensor<i32>
  %r2 = "stablehlo.reduce_window"(%x, %h) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %r2, dense<[203, 109]> : tensor<2xi32>
  func.return
}

// -----

// window_dilations spread the window; base_dilations spread the input
// (holes are init values).
func.func @dilations() {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %wd = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 2>, window_dilations = array<i64: 3>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<6xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %wd, dense<[5, 7, 9]> : tensor<3xi32>
  %y = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %bd = "stablehlo.reduce_window"(%y, %z) <{window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  // dilated input [1, _, 2, _, 3]: windows [1,_] [_,2] [2,_] [_,3]
  check.expect_eq_const %bd, dense<[1, 2, 2, 3]> : tensor<4xi32>
  func.return
}

// -----

// The gradient of a 2x2/stride-2 max pool: each source value goes to the
// position of its window's maximum (the first one on ties with GE).
func.func @select_and_scatter() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 2.0, 2.0], [3.0, 4.0, 2.0, 2.0]]> : tensor<2x4xf32>
  %g = stablehlo.constant dense<[[10.0, 20.0]]> : tensor<1x2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %g, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4xf32>, tensor<1x2xf32>, tensor<f32>) -> tensor<2x4xf32>
  check.expect_eq_const %r, dense<[[0.0, 10.0, 20.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<2x4xf32>
  func.return
}

// -----

// Overlapping windows (size 3, stride 1) scatter-add into the same place.
func.func @select_and_scatter_overlapping() {
  %x = stablehlo.constant dense<[1.0, 9.0, 2.0, 3.0]> : tensor<4xf32>
  %g = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %g, %z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %r, dense<[0.0, 3.0, 0.0, 0.0]> : tensor<4xf32>
  func.return
}
