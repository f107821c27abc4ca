// sort with simple and general comparators, stability, several operands,
// NaN and signed zeros under TOTALORDER, and chlo.top_k.

func.func @sort_ascending_descending() {
  %x = stablehlo.constant dense<[[3, 1, 2], [9, 7, 8]]> : tensor<2x3xi32>
  %a = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %c = stablehlo.compare LT, %p, %q, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %a, dense<[[1, 2, 3], [7, 8, 9]]> : tensor<2x3xi32>
  %d = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %c = stablehlo.compare GT, %p, %q, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %d, dense<[[9, 7, 8], [3, 1, 2]]> : tensor<2x3xi32>
  func.return
}

// -----

// Without a `dimension` attribute a sort sorts along the last dim
// (StableHLO's default, -1), as do negative dims; the verifier, the
// interpreter, the TMR and the memory model all read it the same way.
func.func @sort_default_and_negative_dimension() {
  %x = stablehlo.constant dense<[[3, 1, 2], [9, 7, 8]]> : tensor<2x3xi32>
  %a = "stablehlo.sort"(%x) <{is_stable = true}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %c = stablehlo.compare LT, %p, %q, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %a, dense<[[1, 2, 3], [7, 8, 9]]> : tensor<2x3xi32>
  %b = "stablehlo.sort"(%x) <{dimension = -2 : i64, is_stable = true}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %c = stablehlo.compare GT, %p, %q, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %b, dense<[[9, 7, 8], [3, 1, 2]]> : tensor<2x3xi32>
  func.return
}

// -----

// argsort: the keys carry their positions along; a stable sort keeps
// equal keys in their original order.
func.func @stable_argsort() {
  %k = stablehlo.constant dense<[2.0, 1.0, 2.0, 0.0, 1.0, 2.0]> : tensor<6xf32>
  %i = stablehlo.iota dim = 0 : tensor<6xi32>
  %s:2 = "stablehlo.sort"(%k, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i32>, %ib: tensor<i32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>)
  check.expect_eq_const %s#0, dense<[0.0, 1.0, 1.0, 2.0, 2.0, 2.0]> : tensor<6xf32>
  check.expect_eq_const %s#1, dense<[3, 1, 4, 0, 2, 5]> : tensor<6xi32>
  func.return
}

// -----

// Sorting by a second operand, with a comparator that looks at both keys
// (lexicographic order on (major, minor)).
func.func @lexicographic_two_keys() {
  %major = stablehlo.constant dense<[1, 0, 1, 0]> : tensor<4xi32>
  %minor = stablehlo.constant dense<[5, 7, 2, 3]> : tensor<4xi32>
  %s:2 = "stablehlo.sort"(%major, %minor) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %lt2 = stablehlo.compare LT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt2 : tensor<i1>
    %r = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  check.expect_eq_const %s#0, dense<[0, 0, 1, 1]> : tensor<4xi32>
  check.expect_eq_const %s#1, dense<[3, 7, 2, 5]> : tensor<4xi32>
  func.return
}

// -----

// TOTALORDER puts -0 before +0 and NaN after +inf (-NaN before -inf).
func.func @totalorder_nan_and_zeros() {
  %x = stablehlo.constant dense<[0x7FC00000, 1.0, 0.0, 0xFF800000, -0.0, 0x7F800000, 0xFFC00000]> : tensor<7xf32>
  %s = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<7xf32>) -> tensor<7xf32>
  check.expect_eq_const %s, dense<[0xFFC00000, 0xFF800000, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000]> : tensor<7xf32>
  %bits = stablehlo.bitcast_convert %s : (tensor<7xf32>) -> tensor<7xi32>
  check.expect_eq_const %bits, dense<[-4194304, -8388608, -2147483648, 0, 1065353216, 2139095040, 2143289344]> : tensor<7xi32>
  func.return
}

// -----

func.func @top_k() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 3.0, 5.0], [-1.0, -2.0, 0.0, 7.0]]> : tensor<2x4xf32>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x4xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  check.expect_eq_const %v, dense<[[5.0, 5.0], [7.0, 0.0]]> : tensor<2x2xf32>
  // Equal values keep the lower index first.
  check.expect_eq_const %i, dense<[[1, 3], [3, 2]]> : tensor<2x2xi32>
  func.return
}
