// EXPECT: FAIL main: tests/interp/fail/check_eq_call.mlir:10:3: custom_call @check.eq at [2]: got 3.5, expected 3 (tolerance 0.0001); 1 of 3 elements differ (+1 more failed check)
// JAX test-data style: @main without arguments returns its results, and
// @check.eq both fails the test and returns false.
func.func @main() -> tensor<3xf32> {
  %0 = call @inputs() : () -> tensor<3xf32>
  %1 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<3xf32>
  %2 = stablehlo.multiply %0, %two : tensor<3xf32>
  %3 = stablehlo.subtract %2, %0 : tensor<3xf32>
  %4 = stablehlo.custom_call @check.eq(%3, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<i1>
  check.expect_eq_const %4, dense<true> : tensor<i1>
  return %3 : tensor<3xf32>
}
func.func private @inputs() -> tensor<3xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0, 3.5]> : tensor<3xf32>
  return %0 : tensor<3xf32>
}
