// Unary floating-point ops: exact cases (rounding, sign, sqrt of squares)
// checked exactly, transcendental functions to 1 ULP of the correctly
// rounded value (f32 through expf/logf is within 0.52 ULP).

func.func @rounding() {
  %x = stablehlo.constant dense<[2.5, -2.5, 3.5, 0.5, -0.5, 1.4999999, -0.0, 0x7F800000]> : tensor<8xf32>
  %afz = stablehlo.round_nearest_afz %x : tensor<8xf32>
  check.expect_eq_const %afz, dense<[3.0, -3.0, 4.0, 1.0, -1.0, 1.0, -0.0, 0x7F800000]> : tensor<8xf32>
  %even = stablehlo.round_nearest_even %x : tensor<8xf32>
  check.expect_eq_const %even, dense<[2.0, -2.0, 4.0, 0.0, -0.0, 1.0, -0.0, 0x7F800000]> : tensor<8xf32>
  %fl = stablehlo.floor %x : tensor<8xf32>
  check.expect_eq_const %fl, dense<[2.0, -3.0, 3.0, 0.0, -1.0, 1.0, -0.0, 0x7F800000]> : tensor<8xf32>
  %ce = stablehlo.ceil %x : tensor<8xf32>
  check.expect_eq_const %ce, dense<[3.0, -2.0, 4.0, 1.0, -0.0, 2.0, -0.0, 0x7F800000]> : tensor<8xf32>
  func.return
}

// -----

func.func @sign_abs_negate() {
  %x = stablehlo.constant dense<[-2.5, 0.0, -0.0, 0x7FC00000, 0xFF800000, 1.0e-45]> : tensor<6xf32>
  %s = stablehlo.sign %x : tensor<6xf32>
  check.expect_eq_const %s, dense<[-1.0, 0.0, -0.0, 0x7FC00000, -1.0, 1.0]> : tensor<6xf32>
  %a = stablehlo.abs %x : tensor<6xf32>
  check.expect_eq_const %a, dense<[2.5, 0.0, 0.0, 0x7FC00000, 0x7F800000, 1.0e-45]> : tensor<6xf32>
  %n = stablehlo.negate %x : tensor<6xf32>
  check.expect_eq_const %n, dense<[2.5, -0.0, 0.0, 0x7FC00000, 0x7F800000, -1.0e-45]> : tensor<6xf32>
  func.return
}

// -----

func.func @sqrt_rsqrt_cbrt() {
  %x = stablehlo.constant dense<[4.0, 2.0, 0.0, -0.0, -1.0, 0x7F800000]> : tensor<6xf32>
  %s = stablehlo.sqrt %x : tensor<6xf32>
  check.expect_eq_const %s, dense<[2.0, 1.41421354, 0.0, -0.0, 0x7FC00000, 0x7F800000]> : tensor<6xf32>
  %r = stablehlo.rsqrt %x : tensor<6xf32>
  %re = stablehlo.constant dense<[0.5, 0.707106769, 0x7F800000, 0xFF800000, 0x7FC00000, 0.0]> : tensor<6xf32>
  check.expect_close %r, %re, max_ulp_difference = 1 : tensor<6xf32>, tensor<6xf32>
  %y = stablehlo.constant dense<[27.0, -8.0, 2.0]> : tensor<3xf64>
  %c = stablehlo.cbrt %y : tensor<3xf64>
  check.expect_almost_eq_const %c, dense<[3.0, -2.0, 1.2599210498948732]> : tensor<3xf64>, tolerance = 1.0e-15
  func.return
}

// -----

func.func @exp_log_f32() {
  %x = stablehlo.constant dense<[0.0, 1.0, -1.0, 10.0, -104.0, 89.0, 0xFF800000]> : tensor<7xf32>
  %e = stablehlo.exponential %x : tensor<7xf32>
  %ee = stablehlo.constant dense<[1.0, 2.71828175, 0.36787945, 22026.4648, 0.0, 0x7F800000, 0.0]> : tensor<7xf32>
  check.expect_close %e, %ee, max_ulp_difference = 1 : tensor<7xf32>, tensor<7xf32>
  %y = stablehlo.constant dense<[1.0, 2.71828175, 0.0, -1.0, 0x7F800000, 100.0]> : tensor<6xf32>
  %l = stablehlo.log %y : tensor<6xf32>
  %le = stablehlo.constant dense<[0.0, 1.0, 0xFF800000, 0x7FC00000, 0x7F800000, 4.60517025]> : tensor<6xf32>
  check.expect_close %l, %le, max_ulp_difference = 1 : tensor<6xf32>, tensor<6xf32>
  func.return
}

// -----

// expm1 and log1p keep precision near zero where exp(x) - 1 would not.
func.func @expm1_log1p() {
  %x = stablehlo.constant dense<[1.0e-10, -1.0e-10, 0.0]> : tensor<3xf64>
  %e = stablehlo.exponential_minus_one %x : tensor<3xf64>
  check.expect_almost_eq_const %e, dense<[1.00000000005e-10, -9.9999999995e-11, 0.0]> : tensor<3xf64>, tolerance = 1.0e-25
  %l = stablehlo.log_plus_one %x : tensor<3xf64>
  check.expect_almost_eq_const %l, dense<[9.9999999995e-11, -1.00000000005e-10, 0.0]> : tensor<3xf64>, tolerance = 1.0e-25
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %e1 = stablehlo.exponential_minus_one %one : tensor<f64>
  check.expect_almost_eq_const %e1, dense<1.7182818284590453> : tensor<f64>, tolerance = 1.0e-15
  %l1 = stablehlo.log_plus_one %one : tensor<f64>
  check.expect_almost_eq_const %l1, dense<0.69314718055994529> : tensor<f64>, tolerance = 1.0e-15
  %m1 = stablehlo.constant dense<-1.0> : tensor<f64>
  %lm1 = stablehlo.log_plus_one %m1 : tensor<f64>
  check.expect_eq_const %lm1, dense<0xFFF0000000000000> : tensor<f64>
  func.return
}

// -----

func.func @trig_and_hyperbolic() {
  %x = stablehlo.constant dense<[0.0, 0.52359877559829882, 1.5707963267948966, 3.1415926535897931, -0.78539816339744828]> : tensor<5xf64>
  %s = stablehlo.sine %x : tensor<5xf64>
  check.expect_almost_eq_const %s, dense<[0.0, 0.5, 1.0, 1.2246467991473532e-16, -0.70710678118654746]> : tensor<5xf64>, tolerance = 1.0e-15
  %c = stablehlo.cosine %x : tensor<5xf64>
  check.expect_almost_eq_const %c, dense<[1.0, 0.86602540378443871, 6.123233995736766e-17, -1.0, 0.70710678118654757]> : tensor<5xf64>, tolerance = 1.0e-15
  %t = stablehlo.tan %x : tensor<5xf64>
  check.expect_almost_eq_const %t, dense<[0.0, 0.57735026918962573, 1.633123935319537e16, -1.2246467991473532e-16, -0.99999999999999989]> : tensor<5xf64>, tolerance = 1.0e-15
  %h = stablehlo.tanh %x : tensor<5xf64>
  check.expect_almost_eq_const %h, dense<[0.0, 0.48047277815645156, 0.91715233566727429, 0.99627207622074998, -0.65579420263267241]> : tensor<5xf64>, tolerance = 1.0e-15
  %big = stablehlo.constant dense<[100.0, -100.0]> : tensor<2xf32>
  %hb = stablehlo.tanh %big : tensor<2xf32>
  check.expect_eq_const %hb, dense<[1.0, -1.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @logistic_is_finite() {
  %x = stablehlo.constant dense<[0.0, 2.0, -2.0, 1000.0, -1000.0]> : tensor<5xf64>
  %l = stablehlo.logistic %x : tensor<5xf64>
  check.expect_almost_eq_const %l, dense<[0.5, 0.88079707797788231, 0.11920292202211755, 1.0, 0.0]> : tensor<5xf64>, tolerance = 1.0e-15
  %y = stablehlo.constant dense<[1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 3.4e38, 1.0e-45]> : tensor<6xf32>
  %f = stablehlo.is_finite %y : (tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %f, dense<[true, false, false, false, true, true]> : tensor<6xi1>
  func.return
}
