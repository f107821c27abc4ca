// The layout of StableHLO's testdata/*.mlir files as JAX exports them: a
// public @main without arguments calls private @inputs and @expected
// functions, runs the op under test, checks with custom_call
// @check.expect_close (3 ULP) or @check.expect_eq, and returns the result.
module @jit_testcase {
  func.func public @main() -> (tensor<3xf32> {jax.result_info = ""}, tensor<3xi32>) {
    %0 = call @inputs() : () -> tensor<3xf32>
    %1 = call @expected() : () -> tensor<3xf32>
    %2 = stablehlo.exponential %0 : tensor<3xf32>
    stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
    %3 = stablehlo.convert %0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<[0, -1, 2]> : tensor<3xi32>
    stablehlo.custom_call @check.expect_eq(%3, %c) {has_side_effect = true} : (tensor<3xi32>, tensor<3xi32>) -> ()
    return %2, %3 : tensor<3xf32>, tensor<3xi32>
  }
  func.func private @inputs() -> (tensor<3xf32> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<[5.000000e-01, -1.000000e+00, 2.000000e+00]> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
  func.func private @expected() -> (tensor<3xf32> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<[1.64872122, 0.36787945, 7.3890562]> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
}
