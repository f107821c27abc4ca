// while, if, case (an out-of-range index runs the last branch), calls of
// private functions (inlined when the module is read), and nested loops.

func.func @while_factorial() {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = stablehlo.while(%i = %one, %acc = %one) : tensor<i64>, tensor<i64>
  cond {
    %n = stablehlo.constant dense<20> : tensor<i64>
    %p = stablehlo.compare LE, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %a = stablehlo.multiply %acc, %i : tensor<i64>
    %j = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %j, %a : tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %r#0, dense<21> : tensor<i64>
  check.expect_eq_const %r#1, dense<2432902008176640000> : tensor<i64>
  func.return
}

// -----

// A loop whose condition is false at once returns its operands.
func.func @while_zero_iterations() {
  %x = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %r = stablehlo.while(%v = %x) : tensor<2xf32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %w = stablehlo.add %v, %v : tensor<2xf32>
    stablehlo.return %w : tensor<2xf32>
  }
  check.expect_eq_const %r, dense<[1.5, 2.5]> : tensor<2xf32>
  func.return
}

// -----

// Nested loops: sum over i < 4, j < i of (i * j), with a tensor carried
// along and updated with dynamic_update_slice.
func.func @nested_while() {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %buf = stablehlo.constant dense<0> : tensor<4xi32>
  %r:3 = stablehlo.while(%i = %z, %total = %z, %row = %buf) : tensor<i32>, tensor<i32>, tensor<4xi32>
  cond {
    %four = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %inner:2 = stablehlo.while(%j = %c0, %s = %c0) : tensor<i32>, tensor<i32>
    cond {
      %p = stablehlo.compare LT, %j, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %prod = stablehlo.multiply %i, %j : tensor<i32>
      %s2 = stablehlo.add %s, %prod : tensor<i32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %j2 = stablehlo.add %j, %c1 : tensor<i32>
      stablehlo.return %j2, %s2 : tensor<i32>, tensor<i32>
    }
    %t = stablehlo.add %total, %inner#1 : tensor<i32>
    %v = stablehlo.reshape %inner#1 : (tensor<i32>) -> tensor<1xi32>
    %row2 = stablehlo.dynamic_update_slice %row, %v, %i : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %i2, %t, %row2 : tensor<i32>, tensor<i32>, tensor<4xi32>
  }
  check.expect_eq_const %r#1, dense<11> : tensor<i32>
  check.expect_eq_const %r#2, dense<[0, 0, 2, 9]> : tensor<4xi32>
  func.return
}

// -----

func.func @if_branches() {
  %x = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %a = "stablehlo.if"(%t) ({
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  check.expect_eq_const %a, dense<[-1.0, 2.0]> : tensor<2xf32>
  %b:2 = "stablehlo.if"(%f) ({
    %n = stablehlo.negate %x : tensor<2xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %n, %c : tensor<2xf32>, tensor<i32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<2xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    stablehlo.return %m, %c : tensor<2xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<2xf32>, tensor<i32>)
  check.expect_eq_const %b#0, dense<[1.0, 4.0]> : tensor<2xf32>
  check.expect_eq_const %b#1, dense<2> : tensor<i32>
  func.return
}

// -----

// case picks branch `index`; any index outside [0, n) runs the last one.
func.func @case_index_out_of_range() {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %i7 = stablehlo.constant dense<7> : tensor<i32>
  %im = stablehlo.constant dense<-1> : tensor<i32>
  %r0 = "stablehlo.case"(%i0) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<30> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r0, dense<10> : tensor<i32>
  %r1 = "stablehlo.case"(%i1) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<30> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r1, dense<20> : tensor<i32>
  %r7 = "stablehlo.case"(%i7) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<30> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r7, dense<30> : tensor<i32>
  %rm = "stablehlo.case"(%im) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<30> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %rm, dense<30> : tensor<i32>
  func.return
}

// -----

func.func private @square_plus(%x: tensor<3xf32>, %y: tensor<f32>) -> tensor<3xf32> {
  %s = stablehlo.multiply %x, %x : tensor<3xf32>
  %b = stablehlo.broadcast_in_dim %y, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %r = stablehlo.add %s, %b : tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @call_private_function() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<0.5> : tensor<f32>
  %r = func.call @square_plus(%x, %y) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %r2 = call @square_plus(%r, %y) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[1.5, 4.5, 9.5]> : tensor<3xf32>
  check.expect_eq_const %r2, dense<[2.75, 20.75, 90.75]> : tensor<3xf32>
  func.return
}
