// The CHLO ops JAX leaves in its output: inverse trigonometric and
// hyperbolic functions, error and gamma functions, next_after, square,
// infinity tests. Expected values are those of the mathematical function
// (SciPy), rounded to f64; special functions are allowed 1e-12.

func.func @inverse_trig() {
  %x = stablehlo.constant dense<[0.5, -0.5, 1.0]> : tensor<3xf64>
  %a = chlo.acos %x : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %a, dense<[1.0471975511965976, 2.0943951023931957, 0.0]> : tensor<3xf64>, tolerance = 1.0e-15
  %s = chlo.asin %x : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %s, dense<[0.5235987755982989, -0.5235987755982989, 1.5707963267948966]> : tensor<3xf64>, tolerance = 1.0e-15
  %t = chlo.atan %x : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %t, dense<[0.4636476090008061, -0.4636476090008061, 0.7853981633974483]> : tensor<3xf64>, tolerance = 1.0e-15
  %two = stablehlo.constant dense<2.0> : tensor<f64>
  %nan = chlo.acos %two : tensor<f64> -> tensor<f64>
  check.expect_eq_const %nan, dense<0x7FF8000000000000> : tensor<f64>
  func.return
}

// -----

func.func @hyperbolic() {
  %x = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf64>
  %c = chlo.cosh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %c, dense<[1.5430806348152437, 3.7621956910836314]> : tensor<2xf64>, tolerance = 1.0e-15
  %s = chlo.sinh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %s, dense<[1.1752011936438014, -3.6268604078470186]> : tensor<2xf64>, tolerance = 1.0e-15
  %as = chlo.asinh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %as, dense<[0.881373587019543, -1.4436354751788103]> : tensor<2xf64>, tolerance = 1.0e-15
  %y = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %ac = chlo.acosh %y : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %ac, dense<[0.0, 1.3169578969248168]> : tensor<2xf64>, tolerance = 1.0e-15
  %h = stablehlo.constant dense<[0.5, -0.5, 1.0]> : tensor<3xf64>
  %at = chlo.atanh %h : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %at, dense<[0.5493061443340549, -0.5493061443340549, 0x7FF0000000000000]> : tensor<3xf64>, tolerance = 1.0e-15
  func.return
}

// -----

func.func @error_functions() {
  %x = stablehlo.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf64>
  %e = chlo.erf %x : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %e, dense<[0.5204998778130465, -0.8427007929497148, 0.9953222650189527]> : tensor<3xf64>, tolerance = 1.0e-15
  %c = chlo.erfc %x : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %c, dense<[0.4795001221869535, 1.8427007929497148, 0.004677734981047266]> : tensor<3xf64>, tolerance = 1.0e-15
  %p = stablehlo.constant dense<[0.5, -0.9, 0.0, 1.0]> : tensor<4xf64>
  %i = chlo.erf_inv %p : tensor<4xf64> -> tensor<4xf64>
  check.expect_almost_eq_const %i, dense<[0.4769362762044699, -1.1630871536766743, 0.0, 0x7FF0000000000000]> : tensor<4xf64>, tolerance = 1.0e-12
  func.return
}

// -----

func.func @gamma_family() {
  %x = stablehlo.constant dense<[0.5, 1.0, -0.5, 10.0]> : tensor<4xf64>
  %l = chlo.lgamma %x : tensor<4xf64> -> tensor<4xf64>
  check.expect_almost_eq_const %l, dense<[0.5723649429247, 0.0, 1.2655121234846454, 12.801827480081469]> : tensor<4xf64>, tolerance = 1.0e-12
  %y = stablehlo.constant dense<[1.0, 0.5, 10.0]> : tensor<3xf64>
  %d = chlo.digamma %y : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %d, dense<[-0.5772156649015329, -1.9635100260214235, 2.251752589066721]> : tensor<3xf64>, tolerance = 1.0e-12
  %n = stablehlo.constant dense<[1.0, 1.0, 2.0]> : tensor<3xf64>
  %z = stablehlo.constant dense<[1.0, 0.5, 1.0]> : tensor<3xf64>
  %pg = chlo.polygamma %n, %z : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %pg, dense<[1.6449340668482266, 4.93480220054468, -2.404113806319188]> : tensor<3xf64>, tolerance = 1.0e-12
  %s = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %q = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %zeta = chlo.zeta %s, %q : tensor<2xf64>, tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %zeta, dense<[1.6449340668482266, 0.2020569031595943]> : tensor<2xf64>, tolerance = 1.0e-12
  %b = stablehlo.constant dense<[1.0, -2.0, 0.0]> : tensor<3xf64>
  %i1e = chlo.bessel_i1e %b : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const %i1e, dense<[0.2079104153497085, -0.2152692892489377, 0.0]> : tensor<3xf64>, tolerance = 1.0e-12
  func.return
}

// -----

func.func @next_after_square_infinities() {
  %a = stablehlo.constant dense<[1.0, 1.0, 0.0, 2.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[2.0, 0.0, -1.0, 2.0]> : tensor<4xf32>
  %n = chlo.next_after %a, %b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  check.expect_eq_const %n, dense<[1.00000012, 0.99999994, 0x80000001, 2.0]> : tensor<4xf32>
  %i = stablehlo.constant dense<[-3, 46341]> : tensor<2xi32>
  %sq = chlo.square %i : tensor<2xi32> -> tensor<2xi32>
  check.expect_eq_const %sq, dense<[9, -2147479015]> : tensor<2xi32>
  %x = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0]> : tensor<4xf32>
  %inf = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %inf, dense<[true, true, false, false]> : tensor<4xi1>
  %pos = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %pos, dense<[true, false, false, false]> : tensor<4xi1>
  %neg = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %neg, dense<[false, true, false, false]> : tensor<4xi1>
  func.return
}
