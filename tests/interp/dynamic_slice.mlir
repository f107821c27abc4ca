// dynamic_slice and dynamic_update_slice clamp their start indices so the
// slice stays inside the operand (negative starts become 0).

func.func @dynamic_slice_clamps() {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %j = stablehlo.constant dense<2> : tensor<i32>
  %a = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<3x4xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %a, dense<[[6, 7], [10, 11]]> : tensor<2x2xi32>
  %big = stablehlo.constant dense<100> : tensor<i64>
  %neg = stablehlo.constant dense<-5> : tensor<i64>
  %b = stablehlo.dynamic_slice %x, %big, %neg, sizes = [2, 3] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
  check.expect_eq_const %b, dense<[[4, 5, 6], [8, 9, 10]]> : tensor<2x3xi32>
  %u = stablehlo.constant dense<250> : tensor<ui8>
  %z = stablehlo.constant dense<0> : tensor<ui8>
  %c = stablehlo.dynamic_slice %x, %z, %u, sizes = [1, 1] : (tensor<3x4xi32>, tensor<ui8>, tensor<ui8>) -> tensor<1x1xi32>
  check.expect_eq_const %c, dense<3> : tensor<1x1xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_clamps() {
  %x = stablehlo.constant dense<0.0> : tensor<3x3xf32>
  %u = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %i = stablehlo.constant dense<2> : tensor<i32>
  %j = stablehlo.constant dense<-1> : tensor<i32>
  %a = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<3x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
  check.expect_eq_const %a, dense<[[0.0, 0.0, 0.0], [1.0, 2.0, 0.0], [3.0, 4.0, 0.0]]> : tensor<3x3xf32>
  // The operand itself is unchanged (the update does not alias it).
  check.expect_eq_const %x, dense<0.0> : tensor<3x3xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.dynamic_update_slice %a, %u, %one, %one : (tensor<3x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
  check.expect_eq_const %b, dense<[[0.0, 0.0, 0.0], [1.0, 1.0, 2.0], [3.0, 3.0, 4.0]]> : tensor<3x3xf32>
  func.return
}
