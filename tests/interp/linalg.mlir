// cholesky and triangular_solve on small systems with exact solutions.
// Only the triangle the op is defined on is compared (the other one is
// implementation-defined for cholesky and ignored by triangular_solve).

func.func @cholesky_lower_and_upper() {
  %a = stablehlo.constant dense<[[4.0, 12.0, -16.0], [12.0, 37.0, -43.0], [-16.0, -43.0, 98.0]]> : tensor<3x3xf64>
  %l = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>
  %i = stablehlo.iota dim = 0 : tensor<3x3xi32>
  %j = stablehlo.iota dim = 1 : tensor<3x3xi32>
  %below = stablehlo.compare GE, %i, %j, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<3x3xf64>
  %lm = stablehlo.select %below, %l, %zero : tensor<3x3xi1>, tensor<3x3xf64>
  check.expect_almost_eq_const %lm, dense<[[2.0, 0.0, 0.0], [6.0, 1.0, 0.0], [-8.0, 5.0, 3.0]]> : tensor<3x3xf64>, tolerance = 1.0e-12
  %u = stablehlo.cholesky %a : tensor<3x3xf64>
  %above = stablehlo.compare LE, %i, %j, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %um = stablehlo.select %above, %u, %zero : tensor<3x3xi1>, tensor<3x3xf64>
  check.expect_almost_eq_const %um, dense<[[2.0, 6.0, -8.0], [0.0, 1.0, 5.0], [0.0, 0.0, 3.0]]> : tensor<3x3xf64>, tolerance = 1.0e-12
  func.return
}

// -----

func.func @triangular_solve_variants() {
  // The 99 above the diagonal must be ignored (lower = true).
  %l = stablehlo.constant dense<[[2.0, 99.0], [1.0, 2.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[2.0], [5.0]]> : tensor<2x1xf32>
  %x = "stablehlo.triangular_solve"(%l, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %x, dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %c = stablehlo.constant dense<[[4.0], [4.0]]> : tensor<2x1xf32>
  %xt = "stablehlo.triangular_solve"(%l, %c) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %xt, dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %xu = "stablehlo.triangular_solve"(%l, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %xu, dense<[[2.0], [3.0]]> : tensor<2x1xf32>
  // x L = d (left_side = false)
  %d = stablehlo.constant dense<[[4.0, 4.0]]> : tensor<1x2xf32>
  %xr = "stablehlo.triangular_solve"(%l, %d) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %xr, dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  func.return
}
