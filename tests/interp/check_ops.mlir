// The self-checking ops themselves (StableHLO's check dialect and the
// custom_call spellings of JAX-exported test data): what each one accepts.
// `partir run` runs every function and prints PASS/FAIL; the files under
// fail/ show the same ops failing.

func.func @expect_eq_integers() {
  %a = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  %b = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  check.expect_eq %a, %b : tensor<3xi64>
  check.expect_eq_const %a, dense<[-2, 0, 2]> : tensor<3xi64>
  %u = stablehlo.constant dense<[0, 255]> : tensor<2xui8>
  check.expect_eq_const %u, dense<[0, 255]> : tensor<2xui8>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %p, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

// Exact float equality: the same bits, except that any NaN equals any NaN.
func.func @expect_eq_floats() {
  %a = stablehlo.constant dense<[0x7FC00000, 0xFFC00001, -0.0, 1.5, 0xFF800000]> : tensor<5xf32>
  check.expect_eq_const %a, dense<[0x7FC00000, 0x7FC00000, -0.0, 1.5, 0xFF800000]> : tensor<5xf32>
  %s = stablehlo.constant dense<2.5> : tensor<2x3xbf16>
  check.expect_eq_const %s, dense<2.5> : tensor<2x3xbf16>
  check.expect_eq_const %s, dense<[[2.5, 2.5, 2.5], [2.5, 2.5, 2.5]]> : tensor<2x3xbf16>
  func.return
}

// -----

func.func @expect_eq_empty() {
  %a = stablehlo.constant dense<> : tensor<0x3xf32>
  check.expect_eq_const %a, dense<> : tensor<0x3xf32>
  func.return
}

// -----

// almost_eq: |actual - expected| <= tolerance (default 1e-4), same sign.
func.func @expect_almost_eq() {
  %a = stablehlo.constant dense<5.0> : tensor<f64>
  %b = stablehlo.constant dense<5.0001> : tensor<f64>
  check.expect_almost_eq %a, %b : tensor<f64>
  check.expect_almost_eq_const %a, dense<5.0001> : tensor<f64>
  check.expect_almost_eq %a, %b, tolerance = 0.1 : tensor<f64>
  check.expect_almost_eq_const %a, dense<5.1> : tensor<f64>, tolerance = 0.1
  check.expect_almost_eq_const %a, dense<5.1> : tensor<f64> {tolerance = 0.1 : f64}
  %z = stablehlo.constant dense<[-0.0, 0.0, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
  check.expect_almost_eq_const %z, dense<[0.0, -0.0, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
  check.expect_almost_eq_const %z, dense<[-0.00001, 0.00001, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
  func.return
}

// -----

// expect_close: ULP distance within [min_ulp_difference, max_ulp_difference].
func.func @expect_close() {
  %a = stablehlo.constant dense<5.0> : tensor<f16>
  %b = stablehlo.constant dense<5.01> : tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 3 : tensor<f16>, tensor<f16>
  %one = stablehlo.constant dense<[1.0, -0.0, 0x00000001]> : tensor<3xf32>
  %next = stablehlo.constant dense<[1.00000012, 0.0, 0x80000001]> : tensor<3xf32>
  check.expect_close %one, %next, max_ulp_difference = 2, min_ulp_difference = 0 : tensor<3xf32>, tensor<3xf32>
  "check.expect_close"(%one, %one) {max_ulp_difference = 0 : ui64} : (tensor<3xf32>, tensor<3xf32>) -> ()
  func.return
}

// -----

// The custom_call spellings (stablehlo/testdata): @check.expect_close
// allows 3 ULP, @check.expect_almost_eq a tolerance of 1e-3, integers are
// compared exactly; @check.eq returns whether it passed.
func.func @custom_call_checks() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  %b = stablehlo.constant dense<[1.0, 2.03125]> : tensor<2xbf16>
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  %f = stablehlo.constant dense<1.0> : tensor<f32>
  %g = stablehlo.constant dense<1.0009> : tensor<f32>
  stablehlo.custom_call @check.expect_almost_eq(%f, %g) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
  %i = stablehlo.constant dense<[7, -7]> : tensor<2xi32>
  stablehlo.custom_call @check.expect_eq(%i, %i) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  stablehlo.custom_call @check.expect_close(%i, %i) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  %ok = stablehlo.custom_call @check.eq(%f, %f) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const %ok, dense<true> : tensor<i1>
  "stablehlo.custom_call"(%i, %i) <{call_target_name = "check.expect_eq", has_side_effect = true}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  func.return
}

// -----

// Checks inside loop bodies run on every iteration.
func.func @check_in_loop() {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.while(%i = %c0) : tensor<i32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %d = stablehlo.subtract %n, %i : tensor<i32>
    check.expect_eq_const %d, dense<1> : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  check.expect_eq_const %r, dense<3> : tensor<i32>
  func.return
}
