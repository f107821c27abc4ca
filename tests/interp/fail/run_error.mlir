// EXPECT: FAIL unknown_target: tests/interp/fail/run_error.mlir:11:3: error: 'stablehlo.custom_call' op custom_call target @my_kernel is not supported by the interpreter
// EXPECT: PASS fine
// EXPECT: 2 tests, 1 check: 1 passed, 1 failed
// A function that cannot run fails like a failed check; the others still run.
func.func @fine() {
  %c = stablehlo.constant dense<1> : tensor<i32>
  check.expect_eq_const %c, dense<1> : tensor<i32>
  func.return
}
func.func @unknown_target() {
  %0 = stablehlo.custom_call @my_kernel() : () -> tensor<i32>
  func.return
}
